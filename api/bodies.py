"""What the API's request bodies are built on."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, EmailStr


class StrictBody(BaseModel):
    # Unknown fields are a 422 naming them, not silently dropped.
    model_config = ConfigDict(extra="forbid")


# Users' emails and approver lists are kept lowercase: who approves is matched ignoring case.
Email = Annotated[EmailStr, AfterValidator(str.lower)]
