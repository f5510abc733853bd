"""One chat conversation as one workflow (seed 000): the four modes are configuration
(`durable_agents.chat.modes`), not subclasses.

Each user message arrives as an Update and becomes a turn:
validate tenant -> agent (the chat's, or chosen per message in modes 2 and 3) -> RAG
retrieval -> tools (one round, or a ReAct loop in modes 3 and 4) -> the streamed answer
(validated first if the chat asks) -> format output (the `final` event).
Events go out on the workflow's stream (`temporalio.contrib.workflow_streams`); the API
relays them as SSE.
"""

from __future__ import annotations

import asyncio
import json
from collections import deque
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Literal

from temporalio import workflow
from temporalio.exceptions import ActivityError, ApplicationError, CancelledError, ChildWorkflowError
from temporalio.exceptions import TimeoutError as ActivityTimeoutError

with workflow.unsafe.imports_passed_through():
    from temporalio.contrib.workflow_streams import WorkflowStream

    from activities.chat.answer_stream import LLMActivities
    from activities.chat.decisions import DecisionActivities
    from activities.chat.store_access import StoreActivities
    from activities.chat.tools import ToolActivities
    from durable_agents.chat.builtin_tools import BUILTIN_TOOLS
    from durable_agents.chat.contract import (
        AgentConfig,
        AgentRequest,
        AgentResponse,
        ChatInput,
        ChatState,
        ConversationMemory,
        LiveChunks,
        MessageAccepted,
        ReactStep,
        ReactStepInput,
        RecordedEvent,
        RetrieveInput,
        SelectAgentInput,
        SendMessage,
        SummaryInput,
        ToolCall,
        ToolResult,
        ToolRunInput,
        ToolSpec,
        Turn,
        TurnCancelled,
        TurnRecord,
        UsageInput,
    )
    from durable_agents.chat.modes import mode_config
    from durable_agents.chat.prompts import (
        action_message,
        build_agent_messages,
        history_messages,
        memory_messages,
        observation_message,
        observation_text,
        react_messages,
    )
    from durable_agents.errors import (
        CLIENT_MESSAGES,
        IDEMPOTENCY_KEY_REUSED,
        REUSED_KEY_MESSAGE,
        ErrorCode,
        failure_error,
    )
    from durable_agents.execution.contract import ExecutionInput, ExecutionOptions, ExecutionPlan, ValidatedAnswer
    from durable_agents.llm_types import LLMMessage, TokenUsage
    from durable_agents.stream import (
        TERMINAL_EVENT_TYPES,
        ContentChunkEvent,
        ContentResetEvent,
        ErrorEvent,
        FinalEvent,
        NormalizedSource,
        ReasoningEvent,
        ReasoningType,
        WorkflowStepEvent,
        add_sources,
        build_rag_summary,
        extract_citations,
        normalize_sources,
        stream_offset,
    )
    from durable_agents.temporal import execution_workflow_id
    from workflows.activity_presets import (
        STORE_READ,
        STORE_WRITE_ON_PATH,
        STORE_WRITE_WITHIN_A_DAY,
        llm_decision,
        mcp_tool,
        streamed_llm_answer,
    )
    from workflows.agent_activities import load_agent, retrieve_documents, run_tool
    from workflows.execution.workflow import EXECUTION_EVENT_SIGNAL, ValidatedExecutionWorkflow

CANCELLED_MESSAGE = CLIENT_MESSAGES[ErrorCode.CANCELLED]
# Activities that call the LLM: one that fails without a code of its own (it timed out)
# tells the client the LLM is unavailable.
LLM_ACTIVITIES = frozenset(
    activity.__name__
    for activity in (
        LLMActivities.stream_agent_response,
        DecisionActivities.select_agent,
        DecisionActivities.choose_action,
        DecisionActivities.summarize_conversation,
    )
)
# Turns kept in the workflow's state across continue-as-new (older ones stay in history).
TURNS_KEPT = 100
# Stream events carried across continue-as-new, by encoded size: readers further behind
# resume at the oldest retained event.
STREAM_BYTES_KEPT = 512_000
MODE_1_WITHOUT_TOOLS = "mode-1-without-tools"  # workflow.patched ids
EXECUTION_STEP = "execution-step"
RAG_DISABLED_SUMMARY = "No documents retrieved (RAG disabled)."


def streamed_chunks(err: ActivityError) -> LiveChunks | None:
    """The chunks a failed LLM activity had streamed (clients may have seen them live): from
    the failure's details, or from the last heartbeat when it timed out."""
    cause = err.cause
    if isinstance(cause, ApplicationError):
        details = cause.details
    elif isinstance(cause, ActivityTimeoutError):
        details = cause.last_heartbeat_details
    else:
        return None
    for detail in details:
        if isinstance(detail, dict) and "chunks" in detail:
            return LiveChunks.model_validate(detail)
    return None


@dataclass
class TurnContext:
    """What the model is given in a turn besides the message: earlier turns, the documents
    (retrieved, then found by tools), the agent's tools and the tool calls made so far."""

    history: list[LLMMessage]
    documents: list[dict[str, Any]]
    tools: list[ToolSpec]
    rag_enabled: bool
    transcript: list[LLMMessage] = field(default_factory=list)
    # Calls that failed this turn, by tool and arguments: the same call is not run again.
    failed_calls: dict[str, str] = field(default_factory=dict)

    def rag_summary(self) -> str:
        if not self.documents and not self.rag_enabled:
            return RAG_DISABLED_SUMMARY
        return build_rag_summary(self.documents)


@workflow.defn(name="ChatWorkflow")
class ChatWorkflow:
    @workflow.init
    def __init__(self, chat: ChatInput) -> None:
        self.stream = WorkflowStream(prior_state=chat.stream_state)
        self.chat = chat
        self.mode = mode_config(chat.mode)
        self.memory = chat.memory or ConversationMemory()
        self.turns: list[Turn] = list(chat.turns)
        self.queue: deque[Turn] = deque(t for t in self.turns if t.status in ("queued", "running"))
        for turn in self.queue:
            turn.status = "queued"  # a turn cut by continue-as-new runs again
        self.running: Turn | None = None
        self.running_task: asyncio.Task[None] | None = None
        # Queued turns cancelled while a turn runs: their `error` events wait until it ends,
        # since the running answer's chunks own the next stream offsets (see LiveChunks).
        self.cancelled_while_running: list[Turn] = []
        self.closed = False
        self.summarizing = False
        self.last_active = workflow.now()
        # Each local activity costs a few ms of a turn's latency: these results are reused.
        self.tenant_valid_until: datetime | None = None
        self.agent: AgentConfig | None = None
        self.agent_loaded_at: datetime | None = None
        self.mcp_tools: dict[tuple[str, str], tuple[datetime, list[ToolSpec]]] = {}
        # Background work a continue-as-new or closing waits for (usage retries, summaries).
        self.background: set[asyncio.Task[None]] = set()
        # Turns whose usage row the streamed answer wrote itself (this run only: a turn is
        # not re-recorded after continue-as-new, which happens between turns).
        self.usage_recorded: set[str] = set()
        # The events of record of the plain turns an `answer` waits for, by message, and
        # where their answers are pushed.
        self.records: dict[str, list[RecordedEvent]] = {}
        self.live_targets: dict[str, str | None] = {}
        self.continuing = False  # continue-as-new is under way: `answer`s stop waiting

    @workflow.run
    async def run(self, chat: ChatInput) -> ChatState:
        # One timer per idle period, not one per turn: a turn adds no timer events.
        self.idle_watch = asyncio.create_task(self._close_when_idle(timedelta(days=chat.options.idle_days)))
        while True:
            await workflow.wait_condition(lambda: bool(self.queue) or self.closed)
            if self.closed:
                workflow.set_current_details(f"Closed after {chat.options.idle_days:g} idle days.")
                await self._settle()
                return self.get_chat()
            await self._run_next_turn()
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

    async def _run_next_turn(self) -> None:
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
            if turn.message_id not in self.usage_recorded:
                await self._record_usage(turn)
            self._refresh_memory_if_due()

    # --- Messages in ----------------------------------------------------------------------

    @workflow.update
    def send_message(self, message: SendMessage) -> MessageAccepted:
        offset = stream_offset()
        if not self._known(message.message_id):  # else a retried send: accepted already
            if self.chat.double_texting == "interrupt":
                self._cancel_all()
            turn = Turn(
                message_id=message.message_id,
                content=message.content,
                enable_rag=message.enable_rag,
                created_at=workflow.now().isoformat(),
                stream_offset=offset,
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
        earlier = next((t for t in self.turns if t.message_id == message.message_id), None)
        if earlier is not None and (earlier.content, earlier.enable_rag) != (message.content, message.enable_rag):
            raise ApplicationError(
                REUSED_KEY_MESSAGE,
                type=IDEMPOTENCY_KEY_REUSED,
            )
        busy = self.running is not None or bool(self.queue)
        if self.chat.double_texting == "reject" and busy and not self._known(message.message_id):
            raise ApplicationError(
                "A message is still being answered and this chat refuses new ones meanwhile: "
                "wait for its `final` event, or cancel it with POST /v1/chats/{chat_id}/cancel.",
                type="ChatBusy",
            )

    @workflow.update
    async def answer(self, message: SendMessage) -> TurnRecord:
        """`send_message`, answered when a plain turn (mode 1, not validated) ended, with its
        events of record: its SSE relay reads nothing from the stream (tokens come live, the
        rest with this answer), so a turn costs no read Updates. Other turns, and a message
        known already, answer at once: their events are read from the stream."""
        self.send_message(message)
        turn = next(t for t in self.turns if t.message_id == message.message_id)
        plain = self.chat.mode == 1 and not self.chat.validate_answers
        if not plain or turn.status != "queued" or turn.message_id in self.records:
            return TurnRecord(message_id=turn.message_id, stream_offset=turn.stream_offset)
        record = self.records[turn.message_id] = []
        self.live_targets[turn.message_id] = message.live_to

        def ended() -> bool:  # its `final` or `error` is out (a cancelled turn's may come later)
            return any(event.type in TERMINAL_EVENT_TYPES for event in record)

        try:
            await workflow.wait_condition(lambda: ended() or self.continuing)
        finally:
            del self.records[turn.message_id], self.live_targets[turn.message_id]
        return TurnRecord(message_id=turn.message_id, stream_offset=turn.stream_offset, complete=ended(), events=record)

    @answer.validator
    def _validate_answer(self, message: SendMessage) -> None:
        self._validate_message(message)

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

    @workflow.signal(name=EXECUTION_EVENT_SIGNAL)
    def execution_event(self, event: ReasoningEvent) -> None:
        """A `validation` event of the running turn's ValidatedExecution child."""
        if self.running is None or event.message_id != self.running.message_id:
            return  # a late signal of a turn that ended (cancelled): nothing to show
        self._publish(event)
        self._details(self.running, f"validation: {event.content}")

    @workflow.query
    def get_chat(self) -> ChatState:
        status = "closed" if self.closed else "running" if self.running else "idle"
        return ChatState(
            chat_id=self.chat.chat_id,
            tenant_id=self.chat.tenant_id,
            agent_id=self.chat.agent_id,
            mode=self.chat.mode,
            double_texting=self.chat.double_texting,
            validate_answers=self.chat.validate_answers,
            status=status,
            turns=self.turns,
            summary=self.memory.summary,
            first_event_offset=self.stream.get_state().base_offset,
        )

    # --- One turn: seed 000's pipeline ------------------------------------------------------

    async def _run_turn(self, turn: Turn) -> None:
        """A turn; a failure or a cancellation ends it with an `error` event."""
        turn.status = "running"
        try:
            await self._answer_turn(turn)
        except ActivityError as err:
            if (streamed := streamed_chunks(err)) is not None:
                self._publish_chunks(turn, streamed)
            self._end_failed(turn, err)
        except (ChildWorkflowError, ApplicationError, ActivityTimeoutError) as err:
            # A local activity's failure arrives unwrapped (tenant check, agent, retrieval).
            self._end_failed(turn, err)
        except asyncio.CancelledError:
            self._cancelled(turn)

    async def _answer_turn(self, turn: Turn) -> None:
        """validate tenant -> agent -> planning (RAG retrieval, the agent's tools) -> tools
        -> answer -> format output."""
        started = workflow.now()
        await self._validate_tenant(turn)
        agent, used = await self._choose_agent(turn)
        context = await self._plan(turn, agent)
        if self.mode.supports_autonomous:
            used += await self._execute(turn, agent, context)
        elif context.tools:
            used += await self._use_tools(turn, agent, context)
        result = await self._answer(turn, agent, context, used)
        if result.cancelled:
            self._cancelled(turn)
            return
        self._finish(turn, agent, result, context, used + result.usage, started)

    async def _validate_tenant(self, turn: Turn) -> None:
        """Seed 000's cached tenant check: a success holds for `tenant_cache_seconds`."""
        now = workflow.now()
        if self.tenant_valid_until is not None and now < self.tenant_valid_until:
            return
        self._details(turn, "validating tenant")
        await workflow.execute_local_activity_method(
            StoreActivities.validate_tenant, self.chat.tenant_id, summary="Validate tenant", **STORE_READ
        )
        self.tenant_valid_until = now + timedelta(seconds=self.chat.options.tenant_cache_seconds)

    async def _choose_agent(self, turn: Turn) -> tuple[AgentConfig, TokenUsage]:
        """The chat's agent (modes 1 and 4), or the one the LLM picks for this message (2 and 3),
        with the tokens the choice took."""
        if self.mode.agent_selection == "manual":
            agent, used = await self._load_agent(), TokenUsage()
        else:
            self._details(turn, "choosing an agent")
            selection = await workflow.execute_activity_method(
                DecisionActivities.select_agent,
                SelectAgentInput(tenant_id=self.chat.tenant_id, message=turn.content),
                summary="Choose the agent",
                **llm_decision(self.chat.options.llm_timeout_seconds),
            )
            agent, used = selection.agent, selection.usage
            self._reasoning(
                turn,
                "agent_selection",
                f"Selected {agent.name}: {selection.reason}",
                {
                    "agent_id": agent.agent_id,
                    "agent_name": agent.name,
                    "reason": selection.reason,
                    "method": selection.method,
                },
            )
        turn.agent_id = agent.agent_id
        return agent, used

    async def _load_agent(self) -> AgentConfig:
        """The agent's settings, re-read once they are older than `agent_cache_seconds`."""
        now = workflow.now()
        max_age = timedelta(seconds=self.chat.options.agent_cache_seconds)
        if self.agent is None or self.agent_loaded_at is None or now - self.agent_loaded_at >= max_age:
            self.agent = await load_agent(self.chat.tenant_id, self.chat.agent_id)
            self.agent_loaded_at = now
        return self.agent

    async def _plan(self, turn: Turn, agent: AgentConfig) -> TurnContext:
        """The `planning` step: the documents the knowledge base holds on the message, and the
        tools the agent may call."""
        self._step(turn, "planning", "in_progress", {"agent_name": agent.name})
        documents = await self._retrieve(turn, agent)
        # Mode 1 has no tool chain; histories from before it left mode 1's tools out listed them.
        chained = self.mode.tool_chain or not workflow.patched(MODE_1_WITHOUT_TOOLS)
        tools = await self._tools_of(agent) if chained else []
        self._step(turn, "planning", "completed", {"sources_count": len(documents), "tools": len(tools)})
        return TurnContext(history=self._history(), documents=documents, tools=tools, rag_enabled=turn.enable_rag)

    async def _retrieve(self, turn: Turn, agent: AgentConfig) -> list[dict[str, Any]]:
        self._reasoning(
            turn,
            "rag_retrieval_start",
            f"Searching knowledge base for relevant information about: {turn.content[:100]}...",
            {"agent_id": agent.agent_id},
        )
        if not turn.enable_rag:
            return []
        self._details(turn, "retrieving documents")
        request = RetrieveInput(
            tenant_id=self.chat.tenant_id,
            agent_id=agent.agent_id,
            query=turn.content,
            top_k=self.chat.options.rag_top_k,
        )
        documents = await retrieve_documents(request, agent)
        self._reasoning(
            turn,
            "rag_retrieval_observation",
            f"Retrieved {len(documents)} relevant documents from knowledge base.",
            {"agent_id": agent.agent_id, "sources_count": len(documents)},
        )
        return documents

    async def _tools_of(self, agent: AgentConfig) -> list[ToolSpec]:
        """The agent's built-in tools and its MCP servers' tools (listed once per agent cache
        period; a server that cannot be listed is left out of this turn)."""
        tools = [BUILTIN_TOOLS[name] for name in agent.tools if name in BUILTIN_TOOLS]
        now = workflow.now()
        for server in agent.mcp_servers:
            key = (agent.agent_id, server.name)
            cached = self.mcp_tools.get(key)
            if cached is None or now - cached[0] >= timedelta(seconds=self.chat.options.agent_cache_seconds):
                try:
                    listed = await workflow.execute_activity_method(
                        ToolActivities.list_mcp_tools,
                        server,
                        summary=f"List the tools of MCP server {server.name}",
                        **mcp_tool(server.timeout_seconds),
                    )
                except ActivityError as err:
                    workflow.logger.warning("MCP server %s left out: %s", server.name, err.cause)
                    continue
                cached = (now, listed)
                self.mcp_tools[key] = cached
            tools.extend(cached[1])
        return tools

    async def _execute(self, turn: Turn, agent: AgentConfig, context: TurnContext) -> TokenUsage:
        """The autonomous modes' `execution` step: the ReAct loop (none without tools). An
        event wakes the stream's waiting readers (an Update completes): histories from before
        the step replay without it."""
        shown = workflow.patched(EXECUTION_STEP)
        if shown:
            self._step(turn, "execution", "in_progress", {"tools": len(context.tools)})
        used = await self._use_tools(turn, agent, context) if context.tools else TokenUsage()
        if shown:
            self._step(turn, "execution", "completed", {"tools": len(context.tools)})
        return used

    async def _use_tools(self, turn: Turn, agent: AgentConfig, context: TurnContext) -> TokenUsage:
        """Thought -> action (a tool call) -> observation, until the model is ready to answer:
        one round in mode 2, a ReAct loop of at most the mode's `max_iterations` (lowered by
        `react_max_iterations`) in modes 3 and 4, which show each step. Documents the tools
        find become sources."""
        limit = self.mode.max_iterations
        rounds = min(limit, self.chat.options.react_max_iterations) if limit else 1
        used = TokenUsage()
        for iteration in range(1, rounds + 1):
            step = f"iteration_{iteration}"
            self._step(turn, step, "in_progress", {"iteration": iteration})
            self._details(turn, f"{agent.name}: thinking (step {iteration} of at most {rounds})")
            decision = await self._think(turn, agent, context, iteration)
            used += decision.usage
            self._react(turn, "react_thought", decision.thought, {"iteration": iteration})
            call = decision.call
            if call is None:
                self._step(turn, step, "completed", {"iteration": iteration, "action": "answer"})
                break
            await self._act(turn, agent, context, decision.thought, call, iteration)
            self._step(turn, step, "completed", {"iteration": iteration, "action": call.name})
        return used

    async def _think(self, turn: Turn, agent: AgentConfig, context: TurnContext, iteration: int) -> ReactStep:
        """The model's next step: a thought, and a tool call or none (ready to answer)."""
        try:
            return await workflow.execute_activity_method(
                DecisionActivities.choose_action,
                ReactStepInput(
                    messages=react_messages(
                        agent, context.documents, context.history, turn.content, context.transcript
                    ),
                    tools=context.tools,
                    model=agent.model,
                    call_id=f"call_{iteration}",
                ),
                summary=f"{agent.name}: next step ({iteration})",
                **llm_decision(self.chat.options.llm_timeout_seconds),
            )
        except ActivityError as err:
            if not isinstance(err.cause, ApplicationError) or err.cause.type != ErrorCode.LLM_BAD_OUTPUT:
                raise
            # The model cannot produce a usable step: answer with what was gathered.
            workflow.logger.warning("Turn %s: no usable ReAct step: %s", turn.message_id, err.cause)
            return ReactStep(thought="I could not decide on a further step; I will answer with what I have.")

    async def _act(
        self, turn: Turn, agent: AgentConfig, context: TurnContext, thought: str, call: ToolCall, iteration: int
    ) -> None:
        """The step's tool call; its result is the observation the model sees next."""
        arguments = json.dumps(call.arguments, sort_keys=True)
        metadata = {"iteration": iteration, "tool": call.name}
        self._react(
            turn, "react_action", f"Calling {call.name} with {arguments}", {**metadata, "arguments": call.arguments}
        )
        self._details(turn, f"{agent.name}: step {iteration}, calling `{call.name}`")
        same_call = f"{call.name} {arguments}"
        if same_call in context.failed_calls:
            result = ToolResult(
                call_id=call.call_id,
                name=call.name,
                ok=False,
                content=f"This call already failed in this turn ({context.failed_calls[same_call]}); "
                "do not repeat it: change the arguments, use another tool, or answer with what you have.",
            )
        else:
            result = await self._run_tool(turn, agent, context.tools, call)
            if not result.ok:
                context.failed_calls[same_call] = result.content[:300]
        numbered = add_sources(context.documents, result.documents)
        context.transcript += [action_message(thought, call), observation_message(result, numbered)]
        self._react(
            turn,
            "react_observation",
            observation_text(result, numbered),
            {**metadata, "success": result.ok, "sources_count": len(result.documents)},
        )

    async def _run_tool(self, turn: Turn, agent: AgentConfig, tools: list[ToolSpec], call: ToolCall) -> ToolResult:
        """One tool call as an activity; a failing tool becomes an observation saying so."""
        spec = next((tool for tool in tools if tool.name == call.name), None)
        if spec is None:
            known = ", ".join(tool.name for tool in tools)
            return ToolResult(call_id=call.call_id, name=call.name, ok=False, content=f"No such tool. Tools: {known}.")
        server = next((s for s in agent.mcp_servers if s.name == spec.server), None) if spec.server else None
        request = ToolRunInput(
            tenant_id=self.chat.tenant_id,
            agent_id=agent.agent_id,
            call=call,
            server=server,
            top_k=self.chat.options.rag_top_k,
        )
        try:
            return await run_tool(request, self.chat.options.tool_timeout_seconds, f"{agent.name}: {call.name}")
        except ActivityError as err:
            workflow.logger.warning("Turn %s: tool %s failed: %s", turn.message_id, call.name, err.cause)
            _code, message = failure_error(err, ErrorCode.TOOL_UNAVAILABLE)
            return ToolResult(call_id=call.call_id, name=call.name, ok=False, content=f"The tool failed: {message}")

    async def _answer(self, turn: Turn, agent: AgentConfig, context: TurnContext, used: TokenUsage) -> AgentResponse:
        """The `synthesis` step: the answer, streamed (or validated first), its chunks published."""
        self._step(turn, "synthesis", "in_progress", {"sources_count": len(context.documents)})
        self._reasoning(
            turn,
            "agent_execution_start",
            f"{agent.name} is analyzing your question and formulating a comprehensive response...",
            {"agent_name": agent.name},
        )
        self._details(turn, f"{agent.name} is answering")
        messages = build_agent_messages(agent, context.documents, context.history, turn.content, context.transcript)
        if self.chat.validate_answers:
            result = await self._validated_answer(turn, agent, messages, context.documents)
        else:
            result = await self._streamed_answer(turn, agent, messages, used)
        self._publish_chunks(turn, result.streamed(turn.message_id))
        return result

    async def _streamed_answer(
        self, turn: Turn, agent: AgentConfig, messages: list[LLMMessage], used: TokenUsage
    ) -> AgentResponse:
        """Tokens reach clients live (see LiveChunks). The activity also writes the turn's usage
        row (`used` so far plus its own), off the turn's last workflow task."""
        options = self.chat.options
        return await workflow.execute_activity_method(
            LLMActivities.stream_agent_response,
            AgentRequest(
                message_id=turn.message_id,
                messages=messages,
                model=agent.model,
                stream_offset=stream_offset(),
                usage_row=self._usage_row(turn, used),
                prelude=self.records.get(turn.message_id, []),
                live_to=self.live_targets.get(turn.message_id),
            ),
            summary=f"{agent.name}: streamed answer",
            **streamed_llm_answer(options.llm_timeout_seconds, options.llm_max_attempts),
        )

    async def _validated_answer(
        self, turn: Turn, agent: AgentConfig, messages: list[LLMMessage], documents: list[dict[str, Any]]
    ) -> AgentResponse:
        """Seed 004's loop as a child workflow: it answers, scores, retries with feedback or
        falls back, and signals each attempt's `validation` event here. Only the accepted
        (or fallback) answer is published: a rejected attempt is never shown."""
        options = self.chat.options
        self._details(turn, f"{agent.name} is answering (validated)")
        plan = ExecutionPlan(
            query=turn.content,
            agent_id=agent.agent_id,
            enable_rag=False,  # the chat retrieved already: `documents`
            threshold=options.validation_threshold,
            max_attempts=options.validation_max_attempts,
        )
        outcome = await workflow.execute_child_workflow(
            ValidatedExecutionWorkflow.run,
            ExecutionInput(
                execution_id=turn.message_id,
                tenant_id=self.chat.tenant_id,
                plan=plan,
                options=ExecutionOptions.model_validate(options.model_dump(include=set(ExecutionOptions.model_fields))),
                message_id=turn.message_id,
                notify_workflow_id=workflow.info().workflow_id,
                conversation=messages,
                documents=documents,
            ),
            id=execution_workflow_id(turn.message_id),
            static_summary=f"Validated answer of {agent.name} in chat {self.chat.chat_id}",
        )
        result = outcome.result
        return ValidatedAnswer(
            content=result.content,
            chunks=[result.content],
            model=outcome.model or agent.model or "",
            usage=outcome.usage,
            confidence=result.confidence,
            status=result.status,
            validation_attempts=result.metadata.validation_attempts,
        )

    def _finish(
        self,
        turn: Turn,
        agent: AgentConfig,
        result: AgentResponse,
        context: TurnContext,
        used: TokenUsage,
        started: datetime,
    ) -> None:
        """Format output: the `final` event with sources and citations; the turn is completed."""
        if result.usage_recorded:
            self.usage_recorded.add(turn.message_id)
        self._reasoning(
            turn,
            "agent_execution_complete",
            f"{agent.name} has completed the analysis.",
            {"agent_name": agent.name, "response_length": len(result.content)},
        )
        self._step(turn, "synthesis", "completed", {"response_length": len(result.content)})
        sources = normalize_sources(context.documents)
        completed = workflow.now()
        self._publish(self._final_event(turn, agent, result, context, sources, used, completed - started))
        turn.response, turn.sources, turn.usage, turn.model = result.content, sources, used, result.model
        turn.finish_reason = result.finish_reason
        turn.status, turn.completed_at = "completed", completed.isoformat()
        self._details(turn, "answered")

    def _final_event(
        self,
        turn: Turn,
        agent: AgentConfig,
        result: AgentResponse,
        context: TurnContext,
        sources: list[NormalizedSource],
        used: TokenUsage,
        took: timedelta,
    ) -> FinalEvent:
        citations = extract_citations(result.content, sources)
        # A validated answer also says how sure it is (seed 004), in the metadata: seed 000's keys stay.
        validated = (
            {key: getattr(result, key) for key in ("confidence", "status", "validation_attempts")}
            if isinstance(result, ValidatedAnswer)
            else {}
        )
        return FinalEvent(
            message_id=turn.message_id,
            response=result.content,
            sources=sources,
            citations=citations,
            rag_summary=context.rag_summary(),
            metadata={
                "chat_id": self.chat.chat_id,
                "mode": self.chat.mode,
                "agent_id": agent.agent_id,
                "agent_name": agent.name,
                "model": result.model,
                "usage": used.model_dump(),
                "sources_count": len(sources),
                "citations_count": len(citations),
                "duration_seconds": round(took.total_seconds(), 3),
                "finish_reason": result.finish_reason,
                **validated,
            },
        )

    def _end_failed(
        self, turn: Turn, err: ActivityError | ChildWorkflowError | ApplicationError | ActivityTimeoutError
    ) -> None:
        """A cancelled activity or child ends the turn cancelled; any other failure ends it
        failed, with the client-safe error (the raw one is logged)."""
        cause = err.cause if isinstance(err, ActivityError | ChildWorkflowError) else err
        if isinstance(cause, CancelledError):
            self._cancelled(turn)
            return
        where = err.activity_type if isinstance(err, ActivityError) else None
        if isinstance(err, ChildWorkflowError):
            where = "ValidatedExecution"
        code, message = failure_error(err, ErrorCode.LLM_UNAVAILABLE if where in LLM_ACTIVITIES else ErrorCode.UNKNOWN)
        workflow.logger.error("Turn %s of chat %s failed in %s: %s", turn.message_id, self.chat.chat_id, where, cause)
        self._publish(ErrorEvent(message_id=turn.message_id, message=message, error_code=code))
        turn.status, turn.error_code, turn.usage = "failed", code, TokenUsage()
        turn.completed_at = workflow.now().isoformat()
        self._details(turn, f"failed ({code})")

    def _cancelled(self, turn: Turn) -> None:
        self._mark_cancelled(turn)
        self._publish_cancelled(turn)
        self._details(turn, "cancelled")

    @staticmethod
    def _mark_cancelled(turn: Turn) -> None:
        """A cancelled turn stays out of the conversation history sent to the LLM."""
        turn.status, turn.error_code = "cancelled", ErrorCode.CANCELLED
        turn.completed_at = workflow.now().isoformat()

    # --- Conversation memory ----------------------------------------------------------------

    def _history(self) -> list[LLMMessage]:
        """Earlier turns the model sees: none in the autonomous modes, the last few in mode 1,
        the running summary plus the turns it does not cover yet in mode 2."""
        if not self.mode.supports_multi_turn:
            return []
        done = [t for t in self.turns if t.status == "completed"]
        if self.mode.agent_selection == "automatic":
            return memory_messages(self.memory.summary, self._unsummarized(done))
        keep = self.chat.options.history_turns
        return history_messages(done[-keep:]) if keep else []

    def _unsummarized(self, done: list[Turn]) -> list[Turn]:
        ids = [t.message_id for t in done]
        if self.memory.covers_until in ids:
            return done[ids.index(self.memory.covers_until) + 1 :]
        return done

    def _refresh_memory_if_due(self) -> None:
        """Mode 2 keeps a running summary instead of the whole conversation: once enough turns
        are not covered by it, an LLM activity folds them in (in the background: the next
        message does not wait; it sees the previous summary and the uncovered turns)."""
        if not (self.mode.supports_multi_turn and self.mode.agent_selection == "automatic"):
            return
        recent = self._unsummarized([t for t in self.turns if t.status == "completed"])
        if len(recent) < self.chat.options.memory_summary_turns or self.summarizing:
            return
        self.summarizing = True
        self._in_background(self._summarize(recent))

    async def _summarize(self, recent: list[Turn]) -> None:
        try:
            result = await workflow.execute_activity_method(
                DecisionActivities.summarize_conversation,
                SummaryInput(summary=self.memory.summary, messages=history_messages(recent)),
                summary="Refresh the conversation summary",
                **llm_decision(self.chat.options.llm_timeout_seconds),
            )
        except ActivityError as err:
            # The turns stay uncovered and are sent in full; the next turn tries again.
            workflow.logger.warning("Conversation summary not refreshed: %s", err.cause)
        else:
            self.memory = ConversationMemory(summary=result.summary, covers_until=recent[-1].message_id)
        finally:
            self.summarizing = False

    # --- Usage ----------------------------------------------------------------------------

    def _usage_row(self, turn: Turn, usage: TokenUsage, model: str | None = None) -> UsageInput:
        return UsageInput(
            message_id=turn.message_id,
            tenant_id=self.chat.tenant_id,
            chat_id=self.chat.chat_id,
            model=model or "",
            day=workflow.now().date().isoformat(),
            usage=usage,
        )

    async def _record_usage(self, turn: Turn) -> None:
        """The per-tenant usage row when the streamed answer did not write it (a validated
        answer, or the database failed then): a local activity (one history event, no extra
        workflow task); if the database is still down, a background activity retries it for
        a day, so a slow database never holds up the next turn. The write is idempotent."""
        assert turn.usage is not None
        usage = self._usage_row(turn, turn.usage, turn.model)
        try:
            await workflow.execute_local_activity_method(
                StoreActivities.record_usage, usage, summary="Record token usage", **STORE_WRITE_ON_PATH
            )
        except ActivityError:
            self._in_background(self._record_usage_in_background(usage))

    async def _record_usage_in_background(self, usage: UsageInput) -> None:
        try:
            await workflow.execute_activity_method(
                StoreActivities.record_usage, usage, summary="Record token usage (retrying)", **STORE_WRITE_WITHIN_A_DAY
            )
        except ActivityError as err:
            workflow.logger.error("Usage of message %s was not recorded: %s", usage.message_id, err.cause)

    def _in_background(self, work: Any) -> None:
        task = asyncio.create_task(work)
        self.background.add(task)
        task.add_done_callback(self.background.discard)

    # --- Events out, continue-as-new ------------------------------------------------------

    def _publish(
        self,
        event: ReasoningEvent | WorkflowStepEvent | ContentChunkEvent | ContentResetEvent | FinalEvent | ErrorEvent,
    ) -> None:
        record = self.records.get(event.message_id or "")
        if record is not None and event.type not in ("content_chunk", "content_reset"):
            record.append(RecordedEvent(offset=stream_offset(), type=event.type, data=event.model_dump_json()))
        self.stream.topic(event.type, type=type(event)).publish(event)

    def _publish_chunks(self, turn: Turn, streamed: LiveChunks) -> None:
        """The chunks (and an attempt's `content_reset`) as events; the turn keeps the text a
        client keeps, so a stopped or failed answer shows what its client saw."""
        for event in streamed.events():
            self._publish(event)
        if streamed.chunks:
            turn.response = (turn.response or "") + streamed.text()

    def _publish_cancelled(self, turn: Turn) -> None:
        self._publish(ErrorEvent(message_id=turn.message_id, message=CANCELLED_MESSAGE, error_code="cancelled"))

    def _reasoning(self, turn: Turn, kind: ReasoningType, content: str, metadata: dict[str, Any]) -> None:
        now = workflow.now().isoformat()
        event = ReasoningEvent(
            message_id=turn.message_id, reasoning_type=kind, content=content, timestamp=now, metadata=metadata
        )
        self._publish(event)

    def _react(self, turn: Turn, kind: ReasoningType, content: str, metadata: dict[str, Any]) -> None:
        """A ReAct reasoning event, shown in the autonomous modes (3 and 4) only."""
        if self.mode.supports_autonomous:
            self._reasoning(turn, kind, content, metadata)

    def _step(
        self, turn: Turn, name: str, status: Literal["in_progress", "completed"], metadata: dict[str, Any]
    ) -> None:
        """A `workflow_step` event, in the modes that show them (3 and 4)."""
        if self.mode.supports_workflow_steps:
            now = workflow.now().isoformat()
            self._publish(
                WorkflowStepEvent(
                    message_id=turn.message_id, step_name=name, status=status, timestamp=now, metadata=metadata
                )
            )

    def _details(self, turn: Turn, step: str) -> None:
        number = self.turns.index(turn) + 1
        workflow.set_current_details(f"**Turn {number}** `{turn.message_id}`: {step}\n\n> {turn.content[:200]}")

    async def _settle(self) -> None:
        """Release the SSE relays' long polls (they then read the closed run by query) and let
        the handlers and the background work finish."""
        self.stream.detach_pollers()
        await workflow.wait_condition(lambda: workflow.all_handlers_finished() and not self.background)

    async def _continue_as_new(self) -> None:
        """A new run carries the recent turns, the memory and the newest stream events."""
        # WorkflowStream.continue_as_new waits for handlers only: the background work too, first.
        self.continuing = True
        await self._settle()
        self._drop_old_events(STREAM_BYTES_KEPT)
        queued = [t for t in self.turns if t.status == "queued"]
        done = [t for t in self.turns if t.status != "queued"][-TURNS_KEPT:]
        await self.stream.continue_as_new(
            lambda state: [
                self.chat.model_copy(update={"turns": done + queued, "stream_state": state, "memory": self.memory})
            ]
        )

    def _drop_old_events(self, max_bytes: int) -> None:
        """Keep the newest events whose encoded size fits `max_bytes` (offsets stay as they
        were): the stream bounds its log by offset only, not by size."""
        state = self.stream.get_state()
        kept, size = 0, 0
        for item in reversed(state.log):
            size += len(item.data) + len(item.topic)
            if size > max_bytes:
                break
            kept += 1
        self.stream.truncate(state.base_offset + len(state.log) - kept)
