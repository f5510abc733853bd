"""Request and response bodies of the planner's REST routes (the WebSocket's payloads are
seed 003's, in durable_agents/planner/contract.py)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from api.bodies import StrictBody
from api.listing import Links
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


# The chat's PlannerStatus; `expired`: Temporal no longer keeps it (its retention period ended).
PlannerListState = Literal["planning", "waiting_clarification", "validating", "done", "error", "expired"]


class PlannerChatSummary(BaseModel):
    chat_id: str
    title: str = Field(description="Its first message, shortened.")
    state: PlannerListState
    created_by: str | None = Field(description="The user who started it; null: the tenant admin key.")
    created_at: datetime
    updated_at: datetime = Field(description="When it ended; its start while it runs.")
    links: Links


class PlannerChatPage(BaseModel):
    items: list[PlannerChatSummary] = Field(description="Newest first.")
    next_cursor: str | None = Field(description="Pass as `cursor` for the next page; null: this is the last.")
