"""Request and response bodies of the research request routes (seed 002)."""

from __future__ import annotations

import unicodedata
from datetime import datetime
from typing import Literal

from pydantic import (
    BaseModel,
    EmailStr,
    Field,
    field_validator,
)

from api.bodies import Email, StrictBody
from durable_agents.research.contract import GateName


class ResearcherInfo(StrictBody):
    """Who asks (seed 002's researcher_info). Each field is one line of bounded text: it
    reaches the LLM's prompt, the kickoff invite and the delivery manifest."""

    name: str = Field("", max_length=200)
    email: EmailStr | None = Field(None, description="The kickoff invite and the delivery go there.")
    organisation: str = Field("", max_length=200)
    department: str = Field("", max_length=200)
    role: str = Field("", max_length=200)
    phone: str = Field("", max_length=40)

    @field_validator("name", "organisation", "department", "role", "phone")
    @classmethod
    def _one_line(cls, value: str) -> str:
        if any(unicodedata.category(char) in ("Cc", "Zl", "Zp") for char in value):
            raise ValueError("must be one line of text, without control characters")
        return value


class ResearchRequestCreate(StrictBody):
    researcher_request: str = Field(min_length=1, max_length=20_000, description="What data the researcher needs.")
    researcher_info: ResearcherInfo = Field(
        default_factory=ResearcherInfo, description="Who asks: name, email, organisation, department, role, phone."
    )
    approvers: list[Email] = Field(
        min_length=1,
        max_length=50,
        description="Who may decide the gates: emails of the tenant's users (or Slack profiles), kept lowercase. "
        "Sent with a user's key, the list names someone besides that user: a request's creator decides "
        "none of its gates unless the tenant allows it (separation of duties).",
    )

    @field_validator("approvers")
    @classmethod
    def _approvers_once(cls, approvers: list[str]) -> list[str]:
        if len(set(approvers)) != len(approvers):
            raise ValueError("an approver is listed twice")
        return approvers


class ResearchRequestCreated(BaseModel):
    request_id: str


class ResearchRequestSummary(BaseModel):
    request_id: str
    researcher_request: str
    current_state: str
    pending_gate: str | None
    approvers: list[str]
    created_by: str | None = Field(description="The user whose key created it; null: the tenant admin key.")
    created_at: datetime
    updated_at: datetime


class ResearchMessageCreate(StrictBody):
    content: str = Field(min_length=1, max_length=20_000)


class DecisionCreate(StrictBody):
    """The approver is the user whose API key is sent, never a field of the body."""

    gate: GateName = Field(description="The open gate decided (one of the 5 gates).")
    decision: Literal["approve", "reject"]
    reason: str = Field("", max_length=2_000)


class ScopeChangeCreate(StrictBody):
    """Who asks is the caller: the user's email, or "tenant admin" with the tenant admin key."""

    reason: str = Field(min_length=1, max_length=2_000)


class TransitionOut(BaseModel):
    seq: int
    from_state: str | None
    to_state: str
    rule: int | None
    reason: str
    at: str


class ApprovalOut(BaseModel):
    seq: int
    gate: str
    decision: str
    approver: str
    channel: str
    reason: str
    at: str
    applied: bool
    note: str


class ResearchAudit(BaseModel):
    created_by: str | None = Field(description="The user whose key created the request; null: the tenant admin key.")
    transitions: list[TransitionOut]
    approvals: list[ApprovalOut]
