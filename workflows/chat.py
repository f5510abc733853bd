"""One chat conversation as one workflow (seed 000, mode 1: manual agent, single pass).

Each user message arrives as an Update and becomes a turn:
validate tenant -> RAG retrieval -> agent execution (streamed LLM) -> format output.
Events go out on the workflow's stream (`temporalio.contrib.workflow_streams`); the API
relays them as SSE.
"""

from __future__ import annotations

import asyncio
from collections import deque
from datetime import datetime, timedelta
from typing import Any

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError, ApplicationError, CancelledError
from temporalio.exceptions import TimeoutError as ActivityTimeoutError
from temporalio.workflow import ActivityCancellationType

with workflow.unsafe.imports_passed_through():
    from temporalio.contrib.workflow_streams import WorkflowStream, WorkflowStreamState

    from activities.llm import LLMActivities
    from activities.store import StoreActivities
    from durable_agents.errors import CLIENT_MESSAGES, ErrorCode, client_error
    from durable_agents.models import (
        AgentConfig,
        AgentRequest,
        ChatInput,
        ChatState,
        LiveChunks,
        LoadAgentInput,
        MessageAccepted,
        RetrieveInput,
        SendMessage,
        TokenUsage,
        Turn,
        TurnCancelled,
        UsageInput,
    )
    from durable_agents.prompts import build_agent_messages
    from durable_agents.stream import (
        ContentChunkEvent,
        ErrorEvent,
        FinalEvent,
        ReasoningEvent,
        ReasoningType,
        build_rag_summary,
        extract_citations,
        normalize_sources,
    )

CANCELLED_MESSAGE = CLIENT_MESSAGES[ErrorCode.CANCELLED]
STORE_TIMEOUT = timedelta(seconds=10)
STORE_RETRY = RetryPolicy(initial_interval=timedelta(milliseconds=200), maximum_attempts=5)
# The LLM activity heartbeats every 0.5 s, also while the model is silent.
LLM_HEARTBEAT_TIMEOUT = timedelta(seconds=10)
# Turns kept in the workflow's state across continue-as-new (older ones stay in history).
TURNS_KEPT = 100
# Stream events carried across continue-as-new, by encoded size: readers further behind
# resume at the oldest retained event.
STREAM_BYTES_KEPT = 512_000
RAG_DISABLED_SUMMARY = "No documents retrieved (RAG disabled)."
# The query WorkflowStream registers for its current offset (part of its wire protocol).
STREAM_OFFSET_QUERY = "__temporal_workflow_stream_offset"


def bounded_stream_state(state: WorkflowStreamState, max_bytes: int) -> WorkflowStreamState:
    """The newest events whose encoded size fits `max_bytes`; offsets stay as they were."""
    kept, size = 0, 0
    for item in reversed(state.log):
        size += len(item.data) + len(item.topic)
        if size > max_bytes:
            break
        kept += 1
    dropped = len(state.log) - kept
    return WorkflowStreamState(
        log=state.log[dropped:], base_offset=state.base_offset + dropped, publishers=state.publishers
    )


def streamed_chunks(err: ActivityError) -> list[str]:
    """The chunks a failed LLM activity had streamed (clients may have seen them live): from
    the failure's details, or from the last heartbeat when it timed out."""
    cause = err.cause
    if isinstance(cause, ApplicationError):
        details = cause.details
    elif isinstance(cause, ActivityTimeoutError):
        details = cause.last_heartbeat_details
    else:
        return []
    for detail in details:
        if isinstance(detail, dict) and "chunks" in detail:
            return LiveChunks.model_validate(detail).chunks
    return []


@workflow.defn(name="ChatWorkflow")
class ChatWorkflow:
    @workflow.init
    def __init__(self, chat: ChatInput) -> None:
        self.stream = WorkflowStream(prior_state=chat.stream_state)
        self.chat = chat
        self.turns: list[Turn] = list(chat.turns)
        self.queue: deque[Turn] = deque(t for t in self.turns if t.status in ("queued", "running"))
        for turn in self.queue:
            turn.status = "queued"  # a turn cut by continue-as-new runs again
        self.running: Turn | None = None
        self.running_task: asyncio.Task[None] | None = None
        # Queued turns cancelled while a turn runs: their `error` events wait until it ends,
        # since the running answer's chunks own the next stream offsets (see LiveChunks).
        self.cancelled_while_running: list[Turn] = []
        self.usage_writes: set[asyncio.Task[None]] = set()
        self.closed = False
        self.last_active = workflow.now()
        # Each local activity costs a few ms of a turn's latency: these results are reused.
        self.tenant_valid_until: datetime | None = None
        self.agent: AgentConfig | None = None
        self.agent_loaded_at: datetime | None = None

    @workflow.run
    async def run(self, chat: ChatInput) -> ChatState:
        # One timer per idle period, not one per turn: a turn adds no timer events.
        self.idle_watch = asyncio.create_task(self._close_when_idle(timedelta(days=chat.options.idle_days)))
        while True:
            await workflow.wait_condition(lambda: bool(self.queue) or self.closed)
            if self.closed:
                workflow.set_current_details(f"Closed after {chat.options.idle_days:g} idle days.")
                # Connected SSE relays hold long-poll updates open: release them (they then
                # read the closed run by query) so that the handlers can finish.
                self.stream.detach_pollers()
                await workflow.wait_condition(lambda: workflow.all_handlers_finished() and not self.usage_writes)
                return self.get_chat()
            turn = self.queue.popleft()
            self.running = turn
            # A task, so that `cancel_turn` and an interrupting message can stop it.
            self.running_task = asyncio.create_task(self._run_turn(turn))
            await self.running_task
            self.running, self.running_task = None, None
            self.last_active = workflow.now()
            for cancelled in self.cancelled_while_running:
                self._publish_cancelled(cancelled)
            self.cancelled_while_running.clear()
            if turn.status == "completed":
                await self._record_usage(turn)
            if workflow.info().is_continue_as_new_suggested():
                await self._continue_as_new()

    async def _close_when_idle(self, idle: timedelta) -> None:
        while True:
            if self.running is not None or self.queue:
                await workflow.wait_condition(lambda: self.running is None and not self.queue)
                continue
            remaining = self.last_active + idle - workflow.now()
            if remaining <= timedelta(0):
                self.closed = True
                return
            await workflow.sleep(remaining, summary="chat idle")

    @workflow.update
    def send_message(self, message: SendMessage) -> MessageAccepted:
        offset = self._stream_offset()
        if not self._known(message.message_id):  # else a retried send: accepted already
            if self.chat.double_texting == "interrupt":
                self._cancel_all()
            turn = Turn(
                message_id=message.message_id,
                content=message.content,
                enable_rag=message.enable_rag,
                created_at=workflow.now().isoformat(),
            )
            self.turns.append(turn)
            self.queue.append(turn)
        return MessageAccepted(message_id=message.message_id, stream_offset=offset)

    @send_message.validator
    def _validate_message(self, message: SendMessage) -> None:
        if self.closed:
            raise ApplicationError("This chat is closed; start a new chat.", type="ChatClosed")
        if not message.content.strip():
            raise ApplicationError("The message is empty.", type="EmptyMessage")
        busy = self.running is not None or bool(self.queue)
        if self.chat.double_texting == "reject" and busy and not self._known(message.message_id):
            raise ApplicationError(
                "A message is still being answered and this chat refuses new ones meanwhile: "
                "wait for its `final` event, or cancel it with POST /v1/chats/{chat_id}/cancel.",
                type="ChatBusy",
            )

    @workflow.update
    def cancel_turn(self) -> TurnCancelled:
        """Stop the turn in progress (and drop queued messages); the chat stays usable."""
        running = self.running.message_id if self.running is not None else None
        self._cancel_all()
        return TurnCancelled(message_id=running)

    def _known(self, message_id: str) -> bool:
        return any(t.message_id == message_id for t in self.turns)

    def _cancel_all(self) -> None:
        while self.queue:
            turn = self.queue.popleft()
            self._mark_cancelled(turn)
            if self.running_task is None:
                self._publish_cancelled(turn)
            else:
                self.cancelled_while_running.append(turn)
        if self.running_task is not None:
            self.running_task.cancel()

    @workflow.query
    def get_chat(self) -> ChatState:
        status = "closed" if self.closed else "running" if self.running else "idle"
        return ChatState(
            chat_id=self.chat.chat_id,
            tenant_id=self.chat.tenant_id,
            agent_id=self.chat.agent_id,
            mode=self.chat.mode,
            double_texting=self.chat.double_texting,
            status=status,
            turns=self.turns,
        )

    async def _run_turn(self, turn: Turn) -> None:
        turn.status = "running"
        started = workflow.now()
        number = self.turns.index(turn) + 1
        options = self.chat.options
        try:
            await self._validate_tenant(number, turn)
            agent = await self._load_agent()
            self._reasoning(
                turn,
                "rag_retrieval_start",
                f"Searching knowledge base for relevant information about: {turn.content[:100]}...",
                {"agent_id": agent.agent_id},
            )
            documents: list[dict[str, Any]] = []
            rag_summary = RAG_DISABLED_SUMMARY
            if turn.enable_rag:
                self._details(number, turn, "retrieving documents")
                retrieved = await workflow.execute_local_activity_method(
                    StoreActivities.retrieve_documents,
                    RetrieveInput(
                        tenant_id=self.chat.tenant_id,
                        agent_id=agent.agent_id,
                        query=turn.content,
                        top_k=options.rag_top_k,
                    ),
                    start_to_close_timeout=STORE_TIMEOUT,
                    retry_policy=STORE_RETRY,
                    summary=f"RAG retrieval for {agent.name}",
                )
                documents = retrieved.documents
                rag_summary = build_rag_summary(documents)
                self._reasoning(
                    turn,
                    "rag_retrieval_observation",
                    f"Retrieved {len(documents)} relevant documents from knowledge base.",
                    {"agent_id": agent.agent_id, "sources_count": len(documents)},
                )
            self._reasoning(
                turn,
                "agent_execution_start",
                f"{agent.name} is analyzing your question and formulating a comprehensive response...",
                {"agent_name": agent.name},
            )
            self._details(number, turn, f"{agent.name} is answering")
            history = (
                [t for t in self.turns if t.status == "completed"][-options.history_turns :]
                if options.history_turns
                else []
            )
            result = await workflow.execute_activity_method(
                LLMActivities.stream_agent_response,
                AgentRequest(
                    message_id=turn.message_id,
                    messages=build_agent_messages(agent, documents, history, turn.content),
                    model=agent.model,
                    stream_offset=self._stream_offset(),
                ),
                start_to_close_timeout=timedelta(seconds=options.llm_timeout_seconds),
                heartbeat_timeout=LLM_HEARTBEAT_TIMEOUT,
                retry_policy=RetryPolicy(
                    initial_interval=timedelta(seconds=1),
                    maximum_interval=timedelta(seconds=30),
                    maximum_attempts=options.llm_max_attempts,
                ),
                summary=f"{agent.name}: streamed answer",
                # The `cancelled` event must come after the last token the activity streamed.
                cancellation_type=ActivityCancellationType.WAIT_CANCELLATION_COMPLETED,
            )
            self._publish_chunks(turn, result.chunks)
            if result.cancelled:
                self._cancelled(number, turn)
                return
            self._reasoning(
                turn,
                "agent_execution_complete",
                f"{agent.name} has completed the analysis.",
                {"agent_name": agent.name, "response_length": len(result.content)},
            )
            sources = normalize_sources(documents)
            citations = extract_citations(result.content, sources)
            completed = workflow.now()
            self._publish(
                FinalEvent(
                    message_id=turn.message_id,
                    response=result.content,
                    sources=sources,
                    citations=citations,
                    rag_summary=rag_summary,
                    metadata={
                        "chat_id": self.chat.chat_id,
                        "mode": self.chat.mode,
                        "agent_id": agent.agent_id,
                        "agent_name": agent.name,
                        "model": result.model,
                        "usage": result.usage.model_dump(),
                        "sources_count": len(sources),
                        "citations_count": len(citations),
                        "duration_seconds": round((completed - started).total_seconds(), 3),
                    },
                )
            )
            turn.response, turn.sources, turn.usage, turn.model = result.content, sources, result.usage, result.model
            turn.status, turn.completed_at = "completed", completed.isoformat()
            self._details(number, turn, "answered")
        except ActivityError as err:
            self._publish_chunks(turn, streamed_chunks(err))
            if isinstance(err.cause, CancelledError):
                self._cancelled(number, turn)
            else:
                self._fail(number, turn, err)
        except asyncio.CancelledError:
            self._cancelled(number, turn)

    def _publish_chunks(self, turn: Turn, chunks: list[str]) -> None:
        for chunk in chunks:
            self._publish(ContentChunkEvent(message_id=turn.message_id, content=chunk))

    def _cancelled(self, number: int, turn: Turn) -> None:
        self._mark_cancelled(turn)
        self._publish_cancelled(turn)
        self._details(number, turn, "cancelled")

    @staticmethod
    def _mark_cancelled(turn: Turn) -> None:
        """A cancelled turn stays out of the conversation history sent to the LLM."""
        turn.status, turn.error_code = "cancelled", ErrorCode.CANCELLED
        turn.completed_at = workflow.now().isoformat()

    def _publish_cancelled(self, turn: Turn) -> None:
        self._publish(ErrorEvent(message_id=turn.message_id, message=CANCELLED_MESSAGE, error_code="cancelled"))

    async def _validate_tenant(self, number: int, turn: Turn) -> None:
        """Seed 000's cached tenant check: a success holds for `tenant_cache_seconds`."""
        now = workflow.now()
        if self.tenant_valid_until is not None and now < self.tenant_valid_until:
            return
        self._details(number, turn, "validating tenant")
        await workflow.execute_local_activity_method(
            StoreActivities.validate_tenant,
            self.chat.tenant_id,
            start_to_close_timeout=STORE_TIMEOUT,
            retry_policy=STORE_RETRY,
            summary="Validate tenant",
        )
        self.tenant_valid_until = now + timedelta(seconds=self.chat.options.tenant_cache_seconds)

    async def _load_agent(self) -> AgentConfig:
        """The agent's settings, re-read once they are older than `agent_cache_seconds`."""
        now = workflow.now()
        if (
            self.agent is None
            or self.agent_loaded_at is None
            or (now - self.agent_loaded_at >= timedelta(seconds=self.chat.options.agent_cache_seconds))
        ):
            self.agent = await workflow.execute_local_activity_method(
                StoreActivities.load_agent,
                LoadAgentInput(tenant_id=self.chat.tenant_id, agent_id=self.chat.agent_id),
                start_to_close_timeout=STORE_TIMEOUT,
                retry_policy=STORE_RETRY,
                summary="Load agent",
            )
            self.agent_loaded_at = now
        return self.agent

    def _fail(self, number: int, turn: Turn, err: ActivityError) -> None:
        cause = err.cause
        if isinstance(cause, ApplicationError):
            code, message = client_error(cause.type)
        elif err.activity_type == "stream_agent_response":  # timed out
            code, message = client_error(ErrorCode.LLM_UNAVAILABLE)
        else:
            code, message = client_error(None)
        workflow.logger.error(
            "Turn %s of chat %s failed in %s: %s", turn.message_id, self.chat.chat_id, err.activity_type, cause
        )
        self._publish(ErrorEvent(message_id=turn.message_id, message=message, error_code=code))
        turn.status, turn.error_code, turn.usage = "failed", code, TokenUsage()
        turn.completed_at = workflow.now().isoformat()
        self._details(number, turn, f"failed ({code})")

    def _reasoning(self, turn: Turn, kind: ReasoningType, content: str, metadata: dict[str, Any]) -> None:
        self._publish(
            ReasoningEvent(
                message_id=turn.message_id,
                reasoning_type=kind,
                content=content,
                timestamp=workflow.now().isoformat(),
                metadata=metadata,
            )
        )

    def _publish(self, event: ReasoningEvent | ContentChunkEvent | FinalEvent | ErrorEvent) -> None:
        self.stream.topic(event.type, type=type(event)).publish(event)

    @staticmethod
    def _stream_offset() -> int:
        offset_handler = workflow.get_query_handler(STREAM_OFFSET_QUERY)
        assert offset_handler is not None, "WorkflowStream registers its offset query in __init__"
        return offset_handler()

    def _details(self, number: int, turn: Turn, step: str) -> None:
        workflow.set_current_details(f"**Turn {number}** `{turn.message_id}`: {step}\n\n> {turn.content[:200]}")

    async def _record_usage(self, turn: Turn) -> None:
        """The per-tenant usage row: a local activity (one history event, no extra workflow
        task); if the database is down, a background activity retries it for a day, so a
        slow database never holds up the next turn. The write is idempotent."""
        assert turn.usage is not None and self.agent is not None
        usage = UsageInput(
            message_id=turn.message_id,
            tenant_id=self.chat.tenant_id,
            chat_id=self.chat.chat_id,
            model=turn.model or self.agent.model or "",
            day=workflow.now().date().isoformat(),
            usage=turn.usage,
        )
        try:
            await workflow.execute_local_activity_method(
                StoreActivities.record_usage,
                usage,
                start_to_close_timeout=STORE_TIMEOUT,
                retry_policy=RetryPolicy(maximum_attempts=2),
                summary="Record token usage",
            )
        except ActivityError:
            write = asyncio.create_task(self._record_usage_in_background(usage))
            self.usage_writes.add(write)
            write.add_done_callback(self.usage_writes.discard)

    async def _record_usage_in_background(self, usage: UsageInput) -> None:
        try:
            await workflow.execute_activity_method(
                StoreActivities.record_usage,
                usage,
                start_to_close_timeout=STORE_TIMEOUT,
                schedule_to_close_timeout=timedelta(days=1),
                retry_policy=RetryPolicy(initial_interval=timedelta(seconds=1), maximum_interval=timedelta(minutes=1)),
                summary="Record token usage (retrying)",
            )
        except ActivityError as err:
            workflow.logger.error("Usage of message %s was not recorded: %s", usage.message_id, err.cause)

    async def _continue_as_new(self) -> None:
        self.stream.detach_pollers()
        await workflow.wait_condition(lambda: workflow.all_handlers_finished() and not self.usage_writes)
        queued = [t for t in self.turns if t.status == "queued"]
        done = [t for t in self.turns if t.status != "queued"][-TURNS_KEPT:]
        workflow.continue_as_new(
            self.chat.model_copy(
                update={
                    "turns": done + queued,
                    "stream_state": bounded_stream_state(self.stream.get_state(), STREAM_BYTES_KEPT),
                }
            )
        )
