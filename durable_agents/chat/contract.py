"""Payloads crossing the Temporal boundary: workflow inputs, updates, queries, activity I/O.

All are pydantic models carried by `temporalio.contrib.pydantic.pydantic_data_converter`.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field
from temporalio.contrib.workflow_streams import WorkflowStreamState

from durable_agents.llm_types import LLMMessage, TokenUsage
from durable_agents.stream import ContentChunkEvent, ContentResetEvent, NormalizedSource

TurnStatus = Literal["queued", "running", "completed", "failed", "cancelled"]
# What a message sent while a turn runs does: wait its turn, be refused, or replace it.
DoubleTexting = Literal["enqueue", "reject", "interrupt"]


class Turn(BaseModel):
    """One user message and the answer to it."""

    message_id: str
    content: str
    enable_rag: bool = True
    status: TurnStatus = "queued"
    response: str | None = None
    sources: list[NormalizedSource] = Field(default_factory=list)
    error_code: str | None = None
    usage: TokenUsage | None = None
    model: str | None = None
    # The agent that answered (chosen per message in modes 2 and 3).
    agent_id: str | None = None
    created_at: str
    completed_at: str | None = None
    # The stream's offset when the message was accepted: its events are at or after it.
    stream_offset: int | None = None
    # Why the model stopped: "length" is an answer cut at the token limit.
    finish_reason: str | None = None


class ChatOptions(BaseModel):
    """Settings fixed when the chat starts: workflow code may not read the environment."""

    rag_top_k: int = 5
    history_turns: int = 10
    tenant_cache_seconds: float = 3600.0
    agent_cache_seconds: float = 60.0
    llm_timeout_seconds: float = 120.0
    llm_max_attempts: int = 5
    idle_days: float = 30.0
    tool_timeout_seconds: float = 30.0
    react_max_iterations: int = 5
    memory_summary_turns: int = 6
    validation_threshold: float = 0.75
    validation_max_attempts: int = 5
    # Passed on to a validated answer's child execution (TRACE_NODE_IO).
    trace_node_io: bool = False
    trace_node_io_max_chars: int = 4_000


class ConversationMemory(BaseModel):
    """Mode 2's running summary of the conversation, up to and including one message."""

    summary: str = ""
    covers_until: str | None = None  # the last summarized turn's message_id


class ChatInput(BaseModel):
    chat_id: str
    tenant_id: str
    agent_id: str | None = None  # None in modes 2 and 3: each message picks its agent
    mode: int = 1
    double_texting: DoubleTexting = "enqueue"
    # Every answer goes through the validated execution loop (seed 004) first.
    validate_answers: bool = False
    options: ChatOptions = Field(default_factory=ChatOptions)
    # Carried across continue-as-new.
    turns: list[Turn] = Field(default_factory=list)
    stream_state: WorkflowStreamState | None = None
    memory: ConversationMemory | None = None


class SendMessage(BaseModel):
    message_id: str
    content: str
    enable_rag: bool = True
    # Where the answer's events are pushed while a plain turn streams (`api.live_inbox`): set
    # by the API process whose SSE relay waits, never by a client.
    live_to: str | None = None


class MessageAccepted(BaseModel):
    message_id: str
    # The chat stream's offset when the message was accepted: its events all come later.
    stream_offset: int = 0


class RecordedEvent(BaseModel):
    """An event of the chat's stream as a relay sends it: its offset, type and JSON."""

    offset: int
    type: str
    data: str


class TurnRecord(BaseModel):
    """The answer to `ChatWorkflow.answer`. A plain turn (mode 1, not validated) answers once
    it ended (`complete`), with its events of record: every event but its chunks, which
    clients get live. Any other turn answers at once: its events are read from the stream,
    from `stream_offset` on."""

    message_id: str
    stream_offset: int
    complete: bool = False
    events: list[RecordedEvent] = Field(default_factory=list)


class TurnCancelled(BaseModel):
    """The answer to a cancel request: the message whose turn was stopped, if one ran."""

    message_id: str | None


class ChatState(BaseModel):
    chat_id: str
    tenant_id: str
    agent_id: str | None
    mode: int
    double_texting: DoubleTexting = "enqueue"
    validate_answers: bool = False
    status: Literal["idle", "running", "closed"]
    turns: list[Turn]
    summary: str = ""
    # The oldest event the stream still holds (older ones were dropped when the chat continued as new).
    first_event_offset: int = 0


class McpServer(BaseModel):
    """An MCP server whose tools an agent may call: the tenant's streamable HTTP endpoint (`url`)
    or one of the operator's stdio servers by name (`stdio`: a key of MCP_STDIO_SERVERS, whose
    command only the worker reads). The `command` and `env` of older rows are dropped when read."""

    name: str = Field(pattern=r"^[A-Za-z0-9_-]{1,40}$")
    url: str | None = Field(None, max_length=2_000)
    stdio: str | None = Field(None, max_length=100)
    timeout_seconds: float = Field(30.0, gt=0, le=600)


class ToolSpec(BaseModel):
    """A tool offered to the LLM (OpenAI function-calling shape) and where it runs."""

    name: str
    description: str
    parameters: dict[str, Any]  # JSON Schema of the arguments (an object)
    server: str | None = None  # the MCP server's name; None for a built-in tool


class ToolCall(BaseModel):
    call_id: str
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class ToolRunInput(BaseModel):
    tenant_id: str
    agent_id: str
    call: ToolCall
    server: McpServer | None = None  # set for MCP tools
    top_k: int = 5


class ToolResult(BaseModel):
    call_id: str
    name: str
    ok: bool
    content: str  # the observation handed back to the LLM
    # Documents found (RAG, web) in seed 000's nested shape: they become the answer's sources.
    documents: list[dict[str, Any]] = Field(default_factory=list)


class AgentConfig(BaseModel):
    agent_id: str
    name: str
    system_prompt: str
    model: str | None = None
    description: str = ""
    tools: list[str] = Field(default_factory=list)  # built-in tools: rag_search, web_search
    mcp_servers: list[McpServer] = Field(default_factory=list)


class SelectAgentInput(BaseModel):
    tenant_id: str
    message: str


class AgentSelection(BaseModel):
    agent: AgentConfig
    reason: str
    # How it was chosen: by the LLM, by the lexical fallback, or the tenant has one agent.
    method: Literal["llm", "lexical", "only"]
    usage: TokenUsage = Field(default_factory=TokenUsage)


class LoadAgentInput(BaseModel):
    tenant_id: str
    agent_id: str


class RetrieveInput(BaseModel):
    tenant_id: str
    agent_id: str
    query: str
    top_k: int


class RetrievedDocuments(BaseModel):
    # Seed 000's nested shape: {"page_content", "metadata": {"metadata": {...}, "page_content", "similarity"}}
    documents: list[dict[str, Any]]


class ReactStepInput(BaseModel):
    messages: list[LLMMessage]
    tools: list[ToolSpec]
    model: str | None = None
    call_id: str  # id given to the tool call (json_schema mode has none of its own)


class ReactStep(BaseModel):
    thought: str
    call: ToolCall | None = None  # None: the model is ready to answer
    usage: TokenUsage = Field(default_factory=TokenUsage)


class SummaryInput(BaseModel):
    summary: str
    messages: list[LLMMessage]
    model: str | None = None


class SummaryOutput(BaseModel):
    summary: str
    usage: TokenUsage = Field(default_factory=TokenUsage)


class UsageInput(BaseModel):
    message_id: str
    tenant_id: str
    chat_id: str
    model: str
    day: str  # ISO date of the turn, from workflow time
    usage: TokenUsage


class AgentRequest(BaseModel):
    message_id: str
    messages: list[LLMMessage]
    model: str | None = None
    # Offset the answer's first `content_chunk` will have in the chat stream: the workflow
    # publishes nothing else while the activity runs.
    stream_offset: int = 0
    # The turn's usage row before this call (other LLM calls of the turn): the activity adds
    # its own tokens and model and writes it once the answer is complete, so the workflow's
    # last task of the turn does not wait for a database write.
    usage_row: UsageInput | None = None
    # The turn's events before the answer, when its client reads no stream (`TurnRecord`):
    # relays get them with the answer's first recorded chunks.
    prelude: list[RecordedEvent] = Field(default_factory=list)
    # Where to push the answer's events as they come (`SendMessage.live_to`).
    live_to: str | None = None


class LiveChunks(BaseModel):
    """The answer streamed so far, recorded by the LLM activity's heartbeats.

    Tokens travel outside the workflow's history: the activity records them in its
    heartbeats (Temporal keeps the last one), serves each batch once recorded from its
    worker's live answer server (`endpoint`, read by SSE relays: `live_lines`), and the
    workflow appends the same events, at the same offsets, to its stream when the activity
    ends (`events`). A retried attempt keeps the previous attempts' chunks, so what a client
    saw live is always what the stream keeps, and adds a `content_reset` before its own: the
    entry at each index of `resets` is that event (its chunk is ""), for the attempt it names.
    """

    message_id: str
    first_offset: int
    chunks: list[str] = Field(default_factory=list)
    resets: dict[int, int] = Field(default_factory=dict)  # chunk index -> attempt starting there
    first_attempt: int = 1  # the attempt that streamed the first chunk
    # Where the attempt streaming now serves its chunks as they come; None: a relay reads
    # them from the heartbeats (`describe`).
    endpoint: str | None = None
    # The turn's events before the answer (`AgentRequest.prelude`).
    prelude: list[RecordedEvent] = Field(default_factory=list)

    def events(self, start: int = 0) -> list[ContentChunkEvent | ContentResetEvent]:
        """The stream events of the chunks from index `start`, one per chunk (chunk 0's at `first_offset`)."""
        attempt = max(
            ((index, attempt) for index, attempt in self.resets.items() if index < start),
            default=(-1, self.first_attempt),
        )[1]
        events: list[ContentChunkEvent | ContentResetEvent] = []
        for index, chunk in enumerate(self.chunks[start:], start=start):
            if index in self.resets:
                attempt = self.resets[index]
                events.append(ContentResetEvent(message_id=self.message_id, attempt=attempt))
            else:
                events.append(ContentChunkEvent(message_id=self.message_id, content=chunk, attempt=attempt))
        return events

    def text(self) -> str:
        """The answer as a client keeps it: the chunks after the last reset."""
        start = max(self.resets, default=-1) + 1
        return "".join(self.chunks[start:])

    def restarted(self, attempt: int) -> LiveChunks:
        """These chunks, then a reset for `attempt` if there are any (no endpoint: the new
        attempt serves them from its own). An event clients may have seen is never changed:
        the attempt that streams next is named by a new reset."""
        if not self.chunks:
            return self.model_copy(update={"first_attempt": attempt, "endpoint": None})
        return self.model_copy(
            update={
                "chunks": [*self.chunks, ""],
                "resets": {**self.resets, len(self.chunks): attempt},
                "endpoint": None,
            }
        )

    def live_lines(self, start: int) -> str:
        """The chunks from index `start` as a live answer server sends them: one line per
        event, `<offset> <type> <event JSON>` (JSON escapes line breaks)."""
        return "".join(
            f"{offset} {event.type} {event.model_dump_json()}\n"
            for offset, event in enumerate(self.events(start), start=self.first_offset + start)
        )


# A live answer server's last line: the answer is complete, the rest is in the workflow's stream.
LIVE_END = "end"


def parse_live_line(line: str) -> tuple[int, str, str]:
    """A line of `LiveChunks.live_lines`: the event's offset, type and JSON."""
    offset, kind, data = line.split(" ", 2)
    return int(offset), kind, data


class AgentResponse(BaseModel):
    content: str
    # Every chunk to publish, earlier attempts' included, and where attempts restart (LiveChunks).
    chunks: list[str] = Field(default_factory=list)
    resets: dict[int, int] = Field(default_factory=dict)
    first_attempt: int = 1
    model: str
    usage: TokenUsage
    finish_reason: str | None = None
    # The turn was stopped while the LLM streamed: `chunks` is what had been streamed.
    cancelled: bool = False
    # The usage row of `AgentRequest.usage_row` was written (False: the workflow writes it).
    usage_recorded: bool = False

    def streamed(self, message_id: str) -> LiveChunks:
        """What was streamed, as the events to publish (their offsets come from the stream)."""
        return LiveChunks(
            message_id=message_id,
            first_offset=0,
            chunks=self.chunks,
            resets=self.resets,
            first_attempt=self.first_attempt,
        )
