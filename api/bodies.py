"""What the API's request bodies are built on."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, EmailStr, Field


class StrictBody(BaseModel):
    # Unknown fields are a 422 naming them, not silently dropped.
    model_config = ConfigDict(extra="forbid")


def _written(text: str) -> str:
    if not text.strip():
        raise ValueError("it is blank; write some text")
    return text


# A message a person writes: at most 32,000 characters, and whitespace alone is no message.
MessageText = Annotated[str, Field(min_length=1, max_length=32_000), AfterValidator(_written)]

# Users' emails and approver lists are kept lowercase: who approves is matched ignoring case.
Email = Annotated[EmailStr, AfterValidator(str.lower)]
