"""Request and response bodies of the chat routes: agents, documents, chats, usage."""

from __future__ import annotations

import json
from datetime import date, datetime
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    HttpUrl,
    StrictBool,
    ValidationInfo,
    field_validator,
    model_validator,
)

from api.bodies import StrictBody
from api.listing import Links
from durable_agents.chat.contract import DoubleTexting, McpServer, Turn
from durable_agents.chat.modes import ChatMode, mode_config
from durable_agents.llm_types import TokenUsage

BuiltinTool = Literal["rag_search", "web_search"]

# A document's own metadata travels with every source retrieved from it.
DOCUMENT_METADATA_BYTES = 8_192


def _exact_int(value: Any) -> Any:
    # `true` and `1.0` are not the number 1 to a client reading its own request back.
    if type(value) is not int:
        raise ValueError("give the mode as a whole number: 1, 2, 3 or 4")
    return value


def _bounded_metadata(metadata: dict[str, Any]) -> dict[str, Any]:
    size = len(json.dumps(metadata, ensure_ascii=False).encode())
    if size > DOCUMENT_METADATA_BYTES:
        raise ValueError(
            f"metadata is {size:,} bytes as JSON; a document keeps at most {DOCUMENT_METADATA_BYTES:,} bytes"
        )
    return metadata


StrictChatMode = Annotated[ChatMode, BeforeValidator(_exact_int)]
DocumentMetadata = Annotated[dict[str, Any], AfterValidator(_bounded_metadata)]


class McpServerIn(McpServer):
    """An MCP server of the agent: `url` (its streamable HTTP endpoint) or `stdio` (the name of
    one of the operator's stdio servers), exactly one. The API checks both against the settings."""

    model_config = ConfigDict(extra="forbid")

    @model_validator(mode="before")
    @classmethod
    def _no_command(cls, data: Any) -> Any:
        if isinstance(data, dict) and ("command" in data or "env" in data):
            raise ValueError(
                "an agent cannot give a command or env to run: stdio MCP servers are set up by the operator; "
                "name one with `stdio`, or give the `url` of a streamable HTTP server"
            )
        return data

    @model_validator(mode="after")
    def _one_transport(self) -> McpServerIn:
        if (self.url is None) == (self.stdio is None):
            raise ValueError("give either `url` (streamable HTTP) or `stdio` (an operator's stdio server), not both")
        return self


def _unique_server_names(servers: list[McpServerIn] | None) -> list[McpServerIn] | None:
    names = [server.name for server in servers or []]
    if len(names) != len(set(names)):
        raise ValueError("MCP server names must be unique within an agent")
    return servers


class AgentCreate(StrictBody):
    name: str = Field(min_length=1, max_length=200)
    system_prompt: str = Field(min_length=1, max_length=20_000)
    description: str = Field(
        "", max_length=2_000, description="What the agent is good at: automatic agent selection reads it."
    )
    model: str | None = Field(None, max_length=200, description="LLM model for this agent; default: LLM_MODEL.")
    tools: list[BuiltinTool] = Field(default_factory=list, max_length=2, description="Built-in tools it may call.")
    mcp_servers: list[McpServerIn] = Field(default_factory=list, max_length=10, description="MCP servers of tools.")

    _unique_names = field_validator("mcp_servers")(_unique_server_names)


class AgentOut(BaseModel):
    agent_id: str
    name: str
    description: str
    system_prompt: str
    model: str | None
    tools: list[str]
    mcp_servers: list[McpServer]
    created_at: datetime


class AgentChange(StrictBody):
    """The fields to change; those left out keep their value."""

    name: str | None = Field(None, min_length=1, max_length=200)
    system_prompt: str | None = Field(None, min_length=1, max_length=20_000)
    description: str | None = Field(None, max_length=2_000)
    model: str | None = Field(None, max_length=200, description="null: LLM_MODEL.")
    tools: list[BuiltinTool] | None = Field(None, max_length=2)
    mcp_servers: list[McpServerIn] | None = Field(None, max_length=10)

    @model_validator(mode="after")
    def _something_to_change(self) -> AgentChange:
        if not self.model_fields_set:
            raise ValueError(
                "name at least one field to change: name, system_prompt, description, model, tools, mcp_servers"
            )
        for name in self.model_fields_set - {"model"}:
            if getattr(self, name) is None:
                raise ValueError(f"`{name}` cannot be null: leave it out to keep it")
        return self

    _unique_names = field_validator("mcp_servers")(_unique_server_names)


class DocumentIn(StrictBody):
    title: str = Field(min_length=1, max_length=500)
    text: str = Field(min_length=1, max_length=2_000_000)
    url: HttpUrl | None = Field(None, max_length=2_000)
    metadata: DocumentMetadata = Field(
        default_factory=dict,
        description=f"Shown with the document's sources (title, url, domain, organization, type, ...): "
        f"at most {DOCUMENT_METADATA_BYTES:,} bytes as JSON.",
    )


class DocumentsCreate(StrictBody):
    agent_id: str = Field(max_length=100)
    documents: list[DocumentIn] = Field(min_length=1, max_length=500)


class IndexedDocument(BaseModel):
    document_id: str
    title: str
    chunks: int


class DocumentsCreated(BaseModel):
    documents: list[IndexedDocument]


class ChatCreate(StrictBody):
    mode: StrictChatMode = Field(
        description="1: manual agent, single pass; 2: automatic agent, single pass; "
        "3: automatic agent, autonomous ReAct; 4: manual agent, autonomous ReAct."
    )
    agent_id: str | None = Field(
        None,
        max_length=100,
        validate_default=True,
        description="The answering agent: required in modes 1 and 4, absent in 2 and 3.",
    )
    double_texting: DoubleTexting = Field(
        "enqueue",
        description="A message sent while one is being answered: `enqueue` (answered in order), "
        "`reject` (409) or `interrupt` (the running answer is stopped).",
    )
    validate_answers: StrictBool = Field(
        False,
        alias="validate",
        description="Validate every answer (seed 004): confidence scoring, retries with feedback, fallback.",
    )

    @field_validator("agent_id")
    @classmethod
    def _agent_matches_mode(cls, agent_id: str | None, info: ValidationInfo) -> str | None:
        mode = info.data.get("mode")
        if mode is None:
            return agent_id  # the mode itself is invalid and reported
        manual = mode_config(mode).agent_selection == "manual"
        if manual and agent_id is None:
            raise ValueError(f"mode {mode} answers with the agent you choose: give `agent_id`")
        if not manual and agent_id is not None:
            raise ValueError(f"mode {mode} chooses the agent for each message: leave `agent_id` out")
        return agent_id


class ChatCreated(BaseModel):
    chat_id: str


class MessageCreate(StrictBody):
    content: str = Field(min_length=1, max_length=32_000)
    enable_rag: StrictBool = True

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
    agent_id: str | None
    double_texting: DoubleTexting
    validate_answers: bool = Field(serialization_alias="validate")
    summary: str = Field(description="Mode 2's running summary of the conversation (empty in other modes).")
    status: Literal["idle", "running", "closed"]
    usage: TokenUsage = Field(description="Tokens of every LLM call of the chat's messages, summed.")
    messages: list[Turn]
    first_event_offset: int = Field(
        description="The oldest event `/events` still holds: a message whose `stream_offset` is at or after it can "
        "be replayed as it streamed (older ones were dropped when the chat continued as new)."
    )


class CancelOut(BaseModel):
    cancelled_message_id: str | None = Field(description="The message whose answer was stopped; null when none ran.")


class UsageRow(BaseModel):
    day: date
    model: str
    messages: int
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int


class ChatChange(StrictBody):
    title: str = Field(min_length=1, max_length=200, description="The chat's name in its list.")

    @field_validator("title")
    @classmethod
    def _not_blank(cls, title: str) -> str:
        if not title.strip():
            raise ValueError("the title is blank; write some text")
        return title.strip()


class ChatSummary(BaseModel):
    chat_id: str
    title: str = Field(description="The name given to it, else its first message (shortened); empty before one.")
    mode: int
    agent_id: str | None = Field(description="Its agent (null: chosen per message, or the agent was deleted).")
    state: Literal["open", "closed"] = Field(description="`closed`: it ended (idle too long, or stopped).")
    created_by: str | None = Field(description="The user who started it; null: the tenant admin key.")
    created_at: datetime
    updated_at: datetime = Field(description="When a message was last sent or it was renamed.")
    links: Links


class ChatPage(BaseModel):
    items: list[ChatSummary] = Field(description="Newest first.")
    next_cursor: str | None = Field(description="Pass as `cursor` for the next page; null: this is the last.")
