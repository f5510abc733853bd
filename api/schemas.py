"""Request and response bodies of the HTTP API (the one module that owns them)."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, HttpUrl, field_validator

from durable_agents.models import DoubleTexting, TokenUsage, Turn


class _Strict(BaseModel):
    # Unknown fields are a 422 naming them, not silently dropped.
    model_config = ConfigDict(extra="forbid")


class AgentCreate(_Strict):
    name: str = Field(min_length=1, max_length=200)
    system_prompt: str = Field(min_length=1, max_length=20_000)
    description: str = Field("", max_length=2_000)
    model: str | None = Field(None, max_length=200, description="LLM model for this agent; default: LLM_MODEL.")


class AgentOut(BaseModel):
    agent_id: str
    name: str
    description: str
    system_prompt: str
    model: str | None
    created_at: datetime


class DocumentIn(_Strict):
    title: str = Field(min_length=1, max_length=500)
    text: str = Field(min_length=1, max_length=2_000_000)
    url: HttpUrl | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)


class DocumentsCreate(_Strict):
    agent_id: str
    documents: list[DocumentIn] = Field(min_length=1, max_length=500)


class IndexedDocument(BaseModel):
    document_id: str
    title: str
    chunks: int


class DocumentsCreated(BaseModel):
    documents: list[IndexedDocument]


class ChatCreate(_Strict):
    mode: Literal[1] = Field(description="Chat mode; mode 1 is manual agent selection, single pass per message.")
    agent_id: str
    double_texting: DoubleTexting = Field(
        "enqueue",
        description="A message sent while one is being answered: `enqueue` (answered in order), "
        "`reject` (409) or `interrupt` (the running answer is stopped).",
    )


class ChatCreated(BaseModel):
    chat_id: str


class MessageCreate(_Strict):
    content: str = Field(min_length=1, max_length=32_000)
    enable_rag: bool = True

    @field_validator("content")
    @classmethod
    def _not_blank(cls, content: str) -> str:
        if not content.strip():
            raise ValueError("the message is blank; write some text")
        return content


class MessageAccepted(BaseModel):
    message_id: str


class ChatOut(BaseModel):
    chat_id: str
    mode: int
    agent_id: str
    double_texting: DoubleTexting
    status: Literal["idle", "running", "closed"]
    usage: TokenUsage = Field(description="Tokens of every LLM call of the chat's messages, summed.")
    messages: list[Turn]


class CancelOut(BaseModel):
    cancelled_message_id: str | None = Field(description="The message whose answer was stopped; null when none ran.")


class Health(BaseModel):
    status: Literal["ok", "degraded"]
    database: Literal["ok", "unavailable"]
    temporal: Literal["ok", "unavailable"]


class UsageRow(BaseModel):
    day: date
    model: str
    messages: int
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int
