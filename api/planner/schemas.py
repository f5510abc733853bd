"""Request and response bodies of the planner's REST routes (the WebSocket's payloads are
seed 003's, in durable_agents/planner/contract.py)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from api.bodies import StrictBody
from durable_agents.planner.contract import MAX_CONTENT_CHARS


class PlannerChatCreated(BaseModel):
    chat_id: str


class PlannerMessageCreate(StrictBody):
    content: str = Field(min_length=1, max_length=MAX_CONTENT_CHARS)


class PlannerMessageAccepted(BaseModel):
    message_id: str


class ClarificationCreate(StrictBody):
    response: str = Field(min_length=1, max_length=MAX_CONTENT_CHARS)
    clarification_id: str | None = Field(None, max_length=128)
