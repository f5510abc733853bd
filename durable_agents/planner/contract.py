"""The planner's contract (seed 003): client and server events of its WebSocket protocol
(DD-14, DD-15), the workflow's input, and the payloads of its activities.

Server events are published on the planner workflow's stream with the event name as the
topic and the DD-15 payload as the data; relays send them as `{"event": name, "payload":
{...}}` over WebSocket (the same envelope clients use) or as SSE (`event:` name, `data:`
payload).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, field_validator, model_validator

from durable_agents.llm_types import LLMMessage, TokenUsage

# --- Client -> server (DD-14) ------------------------------------------------------------

# What clients send is bounded so that nothing reaching a workflow or activity payload comes
# near Temporal's 2 MB payload limit (over it, the call or the workflow task fails).
CHAT_ID_PATTERN = r"^[A-Za-z0-9._:-]{1,128}$"
MAX_CONTENT_CHARS = 32_000  # a message, a clarification answer
MAX_HISTORY_CHARS = 64_000  # start_chat's `history`
MAX_ATTACHMENTS = 20
MAX_GROUPS = 100  # userDTO.idp_Groups
MAX_START_CHAT_BYTES = 256_000  # the whole start_chat payload as JSON: it becomes the workflow's input
MAX_ATTACHMENT_CHARS = 64_000  # one attachment's text
# The attachments the planner reads: text (the MIME types of text, and structured text).
TEXT_TYPES = ("text/", "application/json", "application/xml", "application/yaml", "application/x-yaml")
# What a start_chat holds that is a credential: kept only sealed (`planner.credentials`:
# Temporal's history is stored in clear and shown in its Web UI), never logged or shown to a model.
CREDENTIALS = ("keycloak_token",)
USER_CREDENTIALS = ("ApiKey",)
# A chat's credentials as it keeps them: a Fernet token (`planner.credentials.seal`), or None.
SealedCredentials = str | None

ChatId = Annotated[str, StringConstraints(pattern=CHAT_ID_PATTERN)]


class UserDTO(BaseModel):
    model_config = ConfigDict(extra="allow")

    U_ID: str | None = None
    Name: str | None = None
    UserName: str | None = None
    email_ID: str | None = None
    Is_Enabled: bool | None = None
    CreatedOn: str | None = None
    CreatedBy: str | None = None
    LastModifiedOn: str | None = None
    LastModifiedBy: str | None = None
    Is_SuperAdmin: bool | None = None
    Email_Verified_On: str | None = None
    Last_Password_Change: str | None = None
    isAutoCreated: bool | None = None
    ForcePasswordChange: bool | None = None
    ApiKey: str | None = None
    Keycloak_SubjectId: str | None = None
    UserImage: str | None = None
    idp_Groups: list[Any] = Field(default_factory=list)


class Attachment(BaseModel):
    """One entry of start_chat's `attachment` (DD-14 leaves its shape open): a text file the
    planner reads as context for the message. Other kinds (images, PDFs, links, binaries) are
    refused with the reason; their text can be sent as a `text/plain` attachment."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=255)
    type: str = Field("text/plain", max_length=100, description="MIME type: text/*, JSON, XML or YAML.")
    content: str = Field(max_length=MAX_ATTACHMENT_CHARS)

    @field_validator("type")
    @classmethod
    def _text_only(cls, value: str) -> str:
        if not value.lower().startswith(TEXT_TYPES):
            raise ValueError(
                f"only text attachments are read ({', '.join(t + '*' if t.endswith('/') else t for t in TEXT_TYPES)}); "
                "send the file's text as a text/plain attachment"
            )
        return value


def attachment_context(attachment: dict[str, Any]) -> str:
    """An attachment as the planner reads it, before the message it came with."""
    return f"Attached file {attachment.get('name')!r} ({attachment.get('type')}):\n{attachment.get('content', '')}"


class StartChatPayload(BaseModel):
    """`start_chat` as the workflow keeps it (its input). Lenient, so inputs of running
    chats still decode when the limits change; clients' payloads are `StartChatRequest`."""

    chat_id: str | None = None  # generated when absent
    message: str = Field(min_length=1)
    user_id: str | None = None
    service_type: str = "planner"
    attachment: list[Any] = Field(default_factory=list)
    userDTO: UserDTO | None = None
    domain: str | None = None
    history: str = ""
    clarification_id: str | None = None
    keycloak_token: str | None = None
    project_key: str | None = None


class UserDTOIn(UserDTO):
    model_config = ConfigDict(extra="forbid")

    idp_Groups: list[Any] = Field(default_factory=list, max_length=MAX_GROUPS)


class StartChatRequest(StartChatPayload):
    """DD-14's `start_chat` payload as a client sends it (REST body or WebSocket payload):
    unknown fields are refused, sizes bounded."""

    model_config = ConfigDict(extra="forbid")

    chat_id: ChatId | None = None
    message: str = Field(min_length=1, max_length=MAX_CONTENT_CHARS)
    history: str = Field("", max_length=MAX_HISTORY_CHARS)
    attachment: list[Attachment] = Field(default_factory=list, max_length=MAX_ATTACHMENTS)
    userDTO: UserDTOIn | None = None

    @model_validator(mode="after")
    def _fits_a_payload(self) -> Self:
        size = len(self.__pydantic_serializer__.to_json(self))
        if size > MAX_START_CHAT_BYTES:
            raise ValueError(f"the payload is {size:,} bytes as JSON; at most {MAX_START_CHAT_BYTES:,} are accepted")
        return self

    def stored(self, chat_id: str) -> StartChatPayload:
        """The payload as the workflow keeps it: without its credentials (they go sealed beside it)."""
        kept = self.model_dump(include=set(StartChatPayload.model_fields), exclude=set(CREDENTIALS))
        if kept["userDTO"] is not None:
            kept["userDTO"] = {k: v for k, v in kept["userDTO"].items() if k not in USER_CREDENTIALS}
        return StartChatPayload.model_validate({**kept, "chat_id": chat_id})


# An extension of DD-14 over the WebSocket: the offset of the chat's first event to send when
# a socket attaches to a running chat (events carry theirs as the envelope's `offset`).
ReplayOffset = Annotated[int | None, Field(ge=0)]


class StartChatEvent(StartChatRequest):
    """`start_chat` over the WebSocket: a new chat, or a follow-up message of the tenant's chat
    `chat_id` (with `clarification_id` naming its pending clarification: the answer to it)."""

    offset: ReplayOffset = None


class ProvideClarificationPayload(BaseModel):
    model_config = ConfigDict(extra="forbid")

    chat_id: ChatId
    user_id: str | None = None
    message_id: str | None = None
    response: str = Field(min_length=1, max_length=MAX_CONTENT_CHARS)
    offset: ReplayOffset = None


class InputAnalysisPayload(BaseModel):
    """`input_analysis` (named by seed 003, its payload not given): a message checked as
    `start_chat` would take it, without starting anything."""

    model_config = ConfigDict(extra="forbid")

    chat_id: ChatId | None = None
    message: str = Field(min_length=1, max_length=MAX_CONTENT_CHARS)
    attachment: list[Any] = Field(default_factory=list, max_length=MAX_ATTACHMENTS)


class EndChatPayload(BaseModel):
    """`end_chat` (not in DD-14): it ends the tenant's chat `chat_id`, else the connection's chat."""

    model_config = ConfigDict(extra="forbid")

    chat_id: ChatId | None = None


ClientEventName = Literal["start_chat", "provide_clarification", "end_chat", "ping", "pong", "input_analysis"]

# --- Server -> client (DD-15): event name -> payload keys, exactly -------------------------

SERVER_EVENTS: dict[str, tuple[str, ...]] = {
    "pong": ("timestamp",),
    "max_concurrent_connections_exceeded": ("message", "max_allowed_connections", "timestamp"),
    "processing_started": ("chat_id", "message_id"),
    "chat_ended": ("chat_id", "message"),
    "stream_response": ("message_id", "content", "is_complete", "timestamp"),
    "web_search_started": ("chat_id", "message_id", "search_id", "queries"),
    "web_search_results": ("chat_id", "message_id", "search_id", "results"),
    "task_block_search_started": ("chat_id", "message_id", "search_id", "queries"),
    "task_block_search_results": ("chat_id", "message_id", "search_id", "results", "all_searched_actions"),
    "think_approach": ("chat_id", "message_id", "think_approach"),
    "final_answer": ("chat_id", "message_id", "answer_content", "answer_json_content"),
    "validator_progress_update": ("chat_id", "message_id", "progress", "totalNodes", "block_name", "timestamp"),
    "opkey_workflow_json": ("graph_data", "chat_id", "message_id", "opkey_workflow_id", "json_data", "job_name"),
    "clarification_requested": ("chat_id", "message_id", "clarification_id", "questions"),
    "clarification_received": ("chat_id", "message_id", "clarification_id"),
    "clarification_processing": ("message", "chat_id", "message_id", "clarification_id"),
    "referencing_started": ("chat_id", "message_id", "message"),
    # DD-17 adds `error_code` to the parent's `error` payload.
    "error": ("chat_id", "message_id", "message", "error_code"),
    "continuation_error": ("chat_id", "message_id", "error", "continuation_type"),
}
# DD-17's messages for situations of the planner's own (the shared ones are durable_agents.errors').
VALIDATION_RETRYING = "We encountered an issue processing your workflow. Retrying..."
CONNECTION_ERROR = "CONNECTION_ERROR"
CONNECTION_ERROR_MESSAGE = "A connection issue occurred. Please check your network."

PlannerStatus = Literal["planning", "waiting_clarification", "validating", "done", "error"]
# DD-4 `separate`: the refinement's brief follows the user's message under this heading.
REFINEMENT_HEADING = "Refined understanding of the request:"
QueryRefinementMode = Literal["separate", "inline", "disabled"]


class LLMEndpoint(BaseModel):
    """One role's model (DD-2): the planner's, or the validator's (cheaper) one."""

    base_url: str | None = None
    api_key: str = "not-needed"
    model: str


class PlannerOptions(BaseModel):
    """Settings fixed when the chat starts (workflow code may not read the environment)."""

    max_iterations: int = 10
    query_refinement_mode: QueryRefinementMode = "separate"
    enable_referencing: bool = True
    token_summarization_limit: int = 100_000
    clarification_timeout_seconds: float = 900.0
    llm_timeout_seconds: float = 120.0
    tool_timeout_seconds: float = 30.0


class PlannerInput(BaseModel):
    chat_id: str
    tenant_id: str
    start: StartChatPayload
    options: PlannerOptions = Field(default_factory=PlannerOptions)
    connection_id: str | None = None  # the WebSocket that sent the first message (DD-16)
    # A start_chat for an ended chat starts it again with what was said in its earlier run.
    earlier: list[LLMMessage] = Field(default_factory=list)
    credentials: SealedCredentials = None  # the start_chat's keycloak_token and userDTO.ApiKey


class PlannerMessage(BaseModel):
    """A follow-up message of the user in a running planner chat (REST `POST .../messages`);
    the API bounds its size (MAX_CONTENT_CHARS), the update's argument stays lenient."""

    message_id: str
    content: str = Field(min_length=1)
    attachments: list[dict[str, Any]] = Field(default_factory=list)  # text attachments (`Attachment`)
    connection_id: str | None = None  # the WebSocket that sent it; None: REST
    credentials: SealedCredentials = None  # a start_chat's newer ones (tokens expire); None: unchanged


class Clarification(BaseModel):
    """The user's answer to `clarification_requested` (the signal `provide_clarification`)."""

    clarification_id: str | None = None
    response: str
    credentials: SealedCredentials = None  # as PlannerMessage's


class PlannerChatState(BaseModel):
    chat_id: str
    tenant_id: str
    status: PlannerStatus
    iteration: int = 0
    last_tool: str | None = None
    message_id: str | None = None  # the message handled now, or last
    pending_clarification_id: str | None = None
    pending_questions: list[str] = Field(default_factory=list)
    workflow: dict[str, Any] | None = None  # the last accepted workflow (opkey_workflow_json)
    job_name: str | None = None
    usage: TokenUsage = Field(default_factory=TokenUsage)


# --- Activities --------------------------------------------------------------------------


class ToolCallOut(BaseModel):
    call_id: str
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class PlannerPromptInput(BaseModel):
    user_info: dict[str, Any] = Field(default_factory=dict)  # userDTO, domain, project_key (DD-14)
    inline_refinement: bool = False  # DD-4 `inline`: the refinement guidance goes in the system prompt


class PlannerStepInput(BaseModel):
    messages: list[dict[str, Any]]  # OpenAI chat messages, tool calls and results included
    tool_names: list[str]  # the planner tools offered this step


class PlannerStep(BaseModel):
    content: str = ""  # text the model wrote (streamed to the client as stream_response)
    tool_calls: list[ToolCallOut] = Field(default_factory=list)
    usage: TokenUsage = Field(default_factory=TokenUsage)


class RefineInput(BaseModel):
    query: str
    history: list[LLMMessage] = Field(default_factory=list)


class RefinedQuery(BaseModel):
    refined: str  # extra context for the planner ("" when nothing was added)
    usage: TokenUsage = Field(default_factory=TokenUsage)


class BlockSearchInput(BaseModel):
    tenant_id: str
    queries: list[str]
    limit: int = 5


class BlockSearchResult(BaseModel):
    results: list[dict[str, Any]]  # [{query, blocks: [...]}]
    all_searched_actions: list[str]


class WebSearchInput(BaseModel):
    queries: list[str]
    limit: int = 5


class WebSearchResult(BaseModel):
    results: list[dict[str, Any]]  # [{query, content, sources}]


class ValidationIssue(BaseModel):
    validator: str
    block_id: str | None = None
    message: str


class StructuralReport(BaseModel):
    errors: list[ValidationIssue] = Field(default_factory=list)
    warnings: list[ValidationIssue] = Field(default_factory=list)


class BlockValidationInput(BaseModel):
    workflow: dict[str, Any]
    block_index: int  # which block of workflow["blocks"] this call validates
    user_query: str


class BlockValidationResult(BaseModel):
    block: dict[str, Any]  # the block, corrected from its template and the catalogue
    errors: list[ValidationIssue] = Field(default_factory=list)
    corrections: list[str] = Field(default_factory=list)
    usage: TokenUsage = Field(default_factory=TokenUsage)


class ReferencingInput(BaseModel):
    workflow: dict[str, Any]
    history: list[LLMMessage] = Field(default_factory=list)
    user_context: dict[str, Any] = Field(default_factory=dict)  # userDTO, domain, project_key
    credentials: SealedCredentials = None  # opened by the activity: the environment data's request


class ReferencedWorkflow(BaseModel):
    workflow: dict[str, Any]
    usage: TokenUsage = Field(default_factory=TokenUsage)


class JobNameInput(BaseModel):
    workflow: dict[str, Any]
    user_query: str


class JobName(BaseModel):
    job_name: str
    method: Literal["llm", "fallback"]
    usage: TokenUsage = Field(default_factory=TokenUsage)


class SummarizeInput(BaseModel):
    messages: list[dict[str, Any]]


class SummarizedMessages(BaseModel):
    messages: list[dict[str, Any]]
    usage: TokenUsage = Field(default_factory=TokenUsage)
