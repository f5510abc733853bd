"""Request and response bodies of the HTTP API (the one module that owns them)."""

from __future__ import annotations

import json
import unicodedata
from datetime import date, datetime
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    EmailStr,
    Field,
    HttpUrl,
    StrictBool,
    StrictFloat,
    StrictInt,
    ValidationInfo,
    field_validator,
    model_validator,
)

from durable_agents.chat.contract import DoubleTexting, McpServer, Turn
from durable_agents.chat.modes import ChatMode, mode_config
from durable_agents.execution.contract import ExecutionResult
from durable_agents.llm_types import TokenUsage
from durable_agents.research.contract import ResearchState


class _Strict(BaseModel):
    # Unknown fields are a 422 naming them, not silently dropped.
    model_config = ConfigDict(extra="forbid")


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
        raise ValueError(f"metadata is {size:,} bytes as JSON; a document keeps at most {DOCUMENT_METADATA_BYTES:,} bytes")
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


class AgentCreate(_Strict):
    name: str = Field(min_length=1, max_length=200)
    system_prompt: str = Field(min_length=1, max_length=20_000)
    description: str = Field(
        "", max_length=2_000, description="What the agent is good at: automatic agent selection reads it."
    )
    model: str | None = Field(None, max_length=200, description="LLM model for this agent; default: LLM_MODEL.")
    tools: list[BuiltinTool] = Field(default_factory=list, max_length=2, description="Built-in tools it may call.")
    mcp_servers: list[McpServerIn] = Field(default_factory=list, max_length=10, description="MCP servers of tools.")

    @field_validator("mcp_servers")
    @classmethod
    def _unique_names(cls, servers: list[McpServerIn]) -> list[McpServerIn]:
        names = [server.name for server in servers]
        if len(names) != len(set(names)):
            raise ValueError("MCP server names must be unique within an agent")
        return servers


class AgentOut(BaseModel):
    agent_id: str
    name: str
    description: str
    system_prompt: str
    model: str | None
    tools: list[str]
    mcp_servers: list[McpServer]
    created_at: datetime


class DocumentIn(_Strict):
    title: str = Field(min_length=1, max_length=500)
    text: str = Field(min_length=1, max_length=2_000_000)
    url: HttpUrl | None = Field(None, max_length=2_000)
    metadata: DocumentMetadata = Field(
        default_factory=dict,
        description=f"Shown with the document's sources (title, url, domain, organization, type, ...): "
        f"at most {DOCUMENT_METADATA_BYTES:,} bytes as JSON.",
    )


class DocumentsCreate(_Strict):
    agent_id: str = Field(max_length=100)
    documents: list[DocumentIn] = Field(min_length=1, max_length=500)


class IndexedDocument(BaseModel):
    document_id: str
    title: str
    chunks: int


class DocumentsCreated(BaseModel):
    documents: list[IndexedDocument]


class ChatCreate(_Strict):
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


class MessageCreate(_Strict):
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


class ExecutionCreate(_Strict):
    query: str = Field(min_length=1, max_length=32_000)
    agent_id: str | None = Field(
        None,
        max_length=100,
        description="Answer as this agent (its prompt, model and documents); default: a plain assistant.",
    )
    enable_rag: StrictBool = Field(True, description="Search the agent's documents first (only with `agent_id`).")
    tools: list[BuiltinTool] = Field(
        default_factory=list, max_length=2, description="Built-in tools run with the query before answering."
    )
    threshold: StrictFloat | StrictInt | None = Field(
        None, ge=0, le=1, description="Confidence an answer needs; default: VALIDATION_THRESHOLD (0.75)."
    )
    max_attempts: StrictInt | None = Field(
        None, ge=1, le=10, description="Answers tried before the fallback; default: VALIDATION_MAX_ATTEMPTS (5)."
    )

    @field_validator("query")
    @classmethod
    def _query_not_blank(cls, query: str) -> str:
        if not query.strip():
            raise ValueError("the query is blank; write some text")
        return query

    @field_validator("tools")
    @classmethod
    def _tools_usable(cls, tools: list[str], info: ValidationInfo) -> list[str]:
        if len(set(tools)) != len(tools):
            raise ValueError("name each tool once")
        if "rag_search" in tools and info.data.get("agent_id") is None:
            raise ValueError("`rag_search` searches an agent's documents: give `agent_id`")
        return tools


class ExecutionCreated(BaseModel):
    execution_id: str


class ExecutionOut(BaseModel):
    execution_id: str
    status: Literal["running", "completed", "fallback", "failed", "canceled", "terminated", "timed_out"] = Field(
        description="`running`, the result's status (`completed`, `fallback`, `failed`), or how the workflow "
        "ended without a result."
    )
    result: ExecutionResult | None = Field(description="Seed 004's result dictionary; null until it finished.")


# Users' emails and approver lists are kept lowercase: who approves is matched ignoring case.
Email = Annotated[EmailStr, AfterValidator(str.lower)]


class ResearcherInfo(_Strict):
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


class ResearchRequestCreate(_Strict):
    researcher_request: str = Field(min_length=1, max_length=20_000, description="What data the researcher needs.")
    researcher_info: ResearcherInfo = Field(
        default_factory=ResearcherInfo, description="Who asks: name, email, organisation, department, role, phone."
    )
    approvers: list[Email] = Field(
        min_length=1,
        max_length=50,
        description="Who may decide the gates: emails of the tenant's users (or Slack profiles), kept lowercase.",
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
    created_at: datetime
    updated_at: datetime


class ResearchMessageCreate(_Strict):
    content: str = Field(min_length=1, max_length=20_000)


class DecisionCreate(_Strict):
    """The approver is the user whose API key is sent, never a field of the body."""

    gate: ResearchState
    decision: Literal["approve", "reject"]
    reason: str = Field("", max_length=2_000)


class ScopeChangeCreate(_Strict):
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
    transitions: list[TransitionOut]
    approvals: list[ApprovalOut]


class UserCreate(_Strict):
    email: Email = Field(description="Unique within the tenant (ignoring case); approver lists name users by it.")
    name: str = Field("", max_length=200)


class UserOut(BaseModel):
    user_id: str
    email: str
    name: str
    created_at: datetime


class UserCreated(UserOut):
    api_key: str = Field(description="The user's API key: shown this once, only its SHA-256 is stored.")
