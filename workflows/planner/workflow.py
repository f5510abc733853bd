"""The planner (seed 003): one workflow per planner chat.

Each user message runs DD-10's flow: query refinement (separate / inline / disabled) ->
the planner loop (at most `max_iterations` LLM steps with function calling; the tools
web_search, task_block_search, clarify, think_approach, present_answer, submit_workflow)
-> on submit_workflow the validation pipeline (structural, LLM per block with progress
events, edge warnings); blocking errors go back to the planner as the tool result
(DD-13); an accepted workflow is referenced (DD-5), named (DD-8) and emitted as
`opkey_workflow_json`. A clarification waits durably for the user's answer (a signal);
no answer in time ends the chat cleanly. Every LLM call, search and validator is an
activity. Events (DD-15 names and payloads) go out on the workflow's stream.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections import deque
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any, Literal, Protocol, TypeVar

from temporalio import workflow
from temporalio.common import SearchAttributePair, TypedSearchAttributes
from temporalio.exceptions import ActivityError, ApplicationError

with workflow.unsafe.imports_passed_through():
    from temporalio.contrib.workflow_streams import WorkflowStream

    from activities.planner.planning import PlannerActivities
    from durable_agents.errors import ErrorCode, client_error, failure_error
    from durable_agents.llm_types import LLMMessage, TokenUsage
    from durable_agents.planner.block_templates import to_event_payload, workflow_from_tool_arguments
    from durable_agents.planner.contract import (
        CONNECTION_ERROR,
        CONNECTION_ERROR_MESSAGE,
        REFINEMENT_HEADING,
        VALIDATION_RETRYING,
        BlockSearchInput,
        BlockValidationInput,
        Clarification,
        JobNameInput,
        PlannerChatState,
        PlannerInput,
        PlannerMessage,
        PlannerPromptInput,
        PlannerStatus,
        PlannerStep,
        PlannerStepInput,
        ReferencingInput,
        RefineInput,
        SummarizeInput,
        ToolCallOut,
        ValidationIssue,
        WebSearchInput,
        attachment_context,
    )
    from durable_agents.planner.function_tools import PLANNER_TOOLS as FUNCTION_TOOLS
    from durable_agents.planner.tokens import estimate_tokens
    from durable_agents.planner.validators import (
        edge_connection_warnings,
        errors_as_tool_result,
        issues_as_text,
        structural_validate,
    )
    from durable_agents.temporal import PLANNER_STATUS
    from workflows.activity_presets import STORE_READ, llm_decision, tool

PLANNER_TOOLS = list(FUNCTION_TOOLS)
CLARIFICATION_TIMED_OUT = "No answer to the clarification arrived in time; the chat has ended."
CHAT_ENDED = "Chat ended."
# The history goes into activity inputs (refinement, referencing): only its newest part, so
# a long chat never makes a payload near Temporal's 2 MB limit (it would fail the workflow task).
HISTORY_MAX_ENTRIES = 40
HISTORY_MAX_CHARS = 100_000
# stream_response carries a step's text in pieces of about this many characters (cut between words).
STREAM_CHUNK_CHARS = 80
EARLIER_HEADING = "The conversation before this chat (as the client sent it):"


class ChatEnded(Exception):
    """The chat ended while a message was being handled (end_chat, or no clarification)."""


class LLMReply(Protocol):
    usage: TokenUsage


Request = TypeVar("Request")
Reply = TypeVar("Reply", bound=LLMReply)


@workflow.defn(name="PlannerChat")
class PlannerWorkflow:
    @workflow.init
    def __init__(self, chat: PlannerInput) -> None:
        self.stream = WorkflowStream()
        self.chat = chat
        self.options = chat.options
        self.state = PlannerChatState(chat_id=chat.chat_id, tenant_id=chat.tenant_id, status="planning")
        self.inbox: deque[PlannerMessage] = deque()
        self.clarification: Clarification | None = None
        self.ended = False
        self.messages: list[dict[str, Any]] = []  # the planner conversation (OpenAI format)
        self.history: list[LLMMessage] = []  # what the user and the planner said, for referencing
        self.running: asyncio.Task[None] | None = None
        self.connection = chat.connection_id  # the WebSocket following the chat (DD-16)
        self.lost = False  # that socket died while the message in hand was handled
        self.credentials = chat.credentials  # sealed: the newest a start_chat brought

    @workflow.run
    async def run(self, chat: PlannerInput) -> PlannerChatState:
        self.inbox.append(
            PlannerMessage(
                message_id=str(workflow.uuid4()),
                content=chat.start.message,
                attachments=chat.start.attachment,
                connection_id=chat.connection_id,
            )
        )
        self.messages.append({"role": "system", "content": await self._system_prompt()})
        self._seed_conversation(chat)
        idle = timedelta(seconds=self.options.clarification_timeout_seconds)
        while not self.ended:
            try:
                await workflow.wait_condition(
                    lambda: bool(self.inbox) or self.ended, timeout=idle, timeout_summary="next message"
                )
            except TimeoutError:
                self._end("The chat ended after a while without messages.")
                break
            if self.ended:
                break
            message = self.inbox.popleft()
            self.running = asyncio.create_task(self._handle(message))
            try:
                await self.running
            except asyncio.CancelledError:
                if self.lost:  # stopped by connection_lost, not end_chat
                    self._lost(message.message_id)
            self.running = None
        self.stream.detach_pollers()
        await workflow.wait_condition(workflow.all_handlers_finished)
        return self.state

    # --- One user message -----------------------------------------------------------------

    def _seed_conversation(self, chat: PlannerInput) -> None:
        """What was said before this run: an ended run's conversation, or DD-14's `history`."""
        for said in chat.earlier:
            self.messages.append({"role": said.role, "content": said.content})
            self._remember(said.role, said.content)
        if chat.start.history.strip():
            earlier = f"{EARLIER_HEADING}\n{chat.start.history}"
            self.messages.append({"role": "user", "content": earlier})
            self._remember("user", earlier)

    async def _handle(self, message: PlannerMessage) -> None:
        self._publish("processing_started", self._ids(message.message_id))
        self.state.message_id = message.message_id
        self.connection, self.lost = message.connection_id, False
        self._renew_credentials(message.credentials)
        self._status("planning")
        try:
            for attachment in message.attachments:
                # Before the message: the planner's request stays the conversation's last user message.
                self.messages.append({"role": "user", "content": attachment_context(attachment)})
                self._remember("user", attachment_context(attachment))
            self.messages.append({"role": "user", "content": await self._refined(message.content)})
            self._remember("user", message.content)
            if not await self._plan(message.message_id, message.content):
                # DD-13: the iterations ran out before an answer or a valid workflow.
                self._error(message.message_id, *client_error(ErrorCode.PLANNING_FAILED))
                return
            self._status("done")
        except ChatEnded:
            return
        except ActivityError as err:
            if self.lost:  # its activity was cancelled
                self._lost(message.message_id)
                return
            workflow.logger.error("Planner chat %s failed in %s: %s", self.chat.chat_id, err.activity_type, err.cause)
            self._error(message.message_id, *failure_error(err, ErrorCode.LLM_UNAVAILABLE))

    async def _refined(self, query: str) -> str:
        """DD-4: `separate` asks the planner model for context first; `inline` folds the
        guidance into the system prompt; `disabled` passes the query through."""
        if self.options.query_refinement_mode != "separate":
            return query
        refined = await self._llm(
            PlannerActivities.refine_query, RefineInput(query=query, history=self.history), "Query refinement"
        )
        return f"{query}\n\n{REFINEMENT_HEADING}\n{refined.refined}" if refined.refined else query

    async def _plan(self, message_id: str, query: str) -> bool:
        """The planner loop; True once an answer or a valid workflow went out."""
        for iteration in range(1, self.options.max_iterations + 1):
            self.state.iteration = iteration
            await self._summarize_if_long()
            self._details(f"iteration {iteration} of at most {self.options.max_iterations}")
            step = await self._llm(
                PlannerActivities.planner_step,
                PlannerStepInput(messages=self.messages, tool_names=PLANNER_TOOLS),
                f"Planner step {iteration}",
            )
            self._say(message_id, step)
            if not step.tool_calls:
                # A plain reply with nothing to call: the planner's answer to this message.
                self._final_answer(self._ids(message_id), step.content, "")
                return True
            if await self._run_tools(message_id, query, iteration, step.tool_calls):
                return True
        return False

    def _say(self, message_id: str, step: PlannerStep) -> None:
        """What the planner wrote goes to the user in pieces, the last one `is_complete`; the
        step joins the conversation."""
        pieces = text_pieces(step.content)
        for number, piece in enumerate(pieces, start=1):
            self._publish(
                "stream_response",
                {
                    "message_id": message_id,
                    "content": piece,
                    "is_complete": number == len(pieces),
                    "timestamp": self._timestamp(),
                },
            )
        if step.content:
            self._remember("assistant", step.content)
        self.messages.append(self._assistant_message(step))

    async def _run_tools(self, message_id: str, query: str, iteration: int, calls: list[ToolCallOut]) -> bool:
        """Each tool call of a step, its result handed back; True if one finished the message."""
        finished = False
        for call in calls:
            self.state.last_tool = call.name
            self._details(f"iteration {iteration}: `{call.name}`")
            result, done = await self._tool(message_id, query, call)
            self.messages.append({"role": "tool", "tool_call_id": call.call_id, "content": result})
            finished = finished or done
        return finished

    async def _tool(self, message_id: str, query: str, call: ToolCallOut) -> tuple[str, bool]:
        """Run one planner tool; returns the tool result for the model and whether the
        message is finished (an answer presented, or a valid workflow submitted)."""
        args = call.arguments
        ids = self._ids(message_id)
        if call.name == "think_approach":
            self._publish("think_approach", {**ids, "think_approach": str(args.get("summary", ""))})
            return "Noted. Go on.", False
        if call.name == "present_answer":
            content = str(args.get("content", ""))
            json_content = args.get("json_content", "")
            self._final_answer(
                ids, content, json_content if isinstance(json_content, str) else json.dumps(json_content)
            )
            self._remember("assistant", content)
            return "The answer was shown to the user.", True
        if call.name in ("web_search", "task_block_search"):
            return await self._search(ids, call), False
        if call.name == "clarify":
            return await self._clarify(ids, args), False
        if call.name == "submit_workflow":
            return await self._submit(ids, query, args)
        return f"Unknown tool {call.name!r}. Use one of: {', '.join(PLANNER_TOOLS)}.", False

    async def _search(self, ids: dict[str, str], call: ToolCallOut) -> str:
        queries = [str(q) for q in call.arguments.get("queries", []) if str(q).strip()] or [
            str(call.arguments.get("query", ""))
        ]
        search_id = str(workflow.uuid4())
        started = f"{call.name}_started"
        self._publish(started, {**ids, "search_id": search_id, "queries": queries})
        preset = tool(self.options.tool_timeout_seconds)
        try:
            if call.name == "web_search":
                found = await workflow.execute_activity_method(
                    PlannerActivities.planner_web_search,
                    WebSearchInput(queries=queries),
                    summary="Web search",
                    **preset,
                )
                payload: dict[str, Any] = {"results": found.results}
            else:
                blocks = await workflow.execute_activity_method(
                    PlannerActivities.task_block_search,
                    BlockSearchInput(tenant_id=self.chat.tenant_id, queries=queries),
                    summary="Task block search",
                    **preset,
                )
                payload = {"results": blocks.results, "all_searched_actions": blocks.all_searched_actions}
        except ActivityError as err:
            # A failing search is the planner's problem to work around, not the chat's end.
            code, text = failure_error(err)
            self._publish("continuation_error", {**ids, "error": text, "continuation_type": call.name})
            return f"{call.name} failed ({code}): {text}"
        self._publish(f"{call.name}_results", {**ids, "search_id": search_id, **payload})
        return json.dumps(payload)[:12_000]

    async def _clarify(self, ids: dict[str, str], args: dict[str, Any]) -> str:
        """Ask the user and wait, durably, for the answer (signal `provide_clarification`)."""
        questions = [str(q) for q in args.get("questions", [])] or [str(args.get("question", ""))]
        clarification_id = str(workflow.uuid4())
        self.clarification = None
        self.state.pending_clarification_id, self.state.pending_questions = clarification_id, questions
        self._status("waiting_clarification")
        self._publish("clarification_requested", {**ids, "clarification_id": clarification_id, "questions": questions})
        self._details(f"waiting for the user's answer to: {'; '.join(questions)}")
        try:
            await workflow.wait_condition(
                lambda: self.clarification is not None or self.ended,
                timeout=timedelta(seconds=self.options.clarification_timeout_seconds),
                timeout_summary="clarification",
            )
        except TimeoutError:
            self._clarified()
            self._end(CLARIFICATION_TIMED_OUT)
            raise ChatEnded from None
        self._clarified()
        if self.clarification is None:
            raise ChatEnded
        answer = self.clarification.response
        self._publish("clarification_received", {**ids, "clarification_id": clarification_id})
        self._publish(
            "clarification_processing",
            {"message": "Processing your answer...", **ids, "clarification_id": clarification_id},
        )
        self._remember("user", answer)
        self._status("planning")
        return f"The user answered: {answer}"

    async def _submit(self, ids: dict[str, str], query: str, args: dict[str, Any]) -> tuple[str, bool]:
        """DD-3 + DD-13: validate; blocking errors go back to the planner; a valid workflow is
        referenced, named and emitted."""
        self._status("validating")
        submitted = workflow_from_tool_arguments(args)
        errors = structural_validate(submitted).errors
        if not errors:
            corrected, errors = await self._validate_blocks(ids, query, submitted)
        if errors:
            self._status("planning")
            # DD-17: the user learns that the planner fixes its workflow, not the errors themselves.
            self._publish(
                "continuation_error", {**ids, "error": VALIDATION_RETRYING, "continuation_type": "submit_workflow"}
            )
            return errors_as_tool_result(errors), False
        validated = {"blocks": corrected, "edges": submitted["edges"]}
        warnings = edge_connection_warnings(validated)
        job_name = await self._deliver_workflow(ids, query, validated)
        note = f" Warnings:\n{issues_as_text(warnings)}" if warnings else ""
        return f"The workflow is valid and was delivered as {job_name!r}.{note}", True

    async def _validate_blocks(
        self, ids: dict[str, str], query: str, submitted: dict[str, Any]
    ) -> tuple[list[dict[str, Any]], list[ValidationIssue]]:
        """The LLM validator on each block, with a progress event each: the corrected blocks
        and the blocking errors."""
        blocks = submitted["blocks"]
        corrected: list[dict[str, Any]] = []
        errors: list[ValidationIssue] = []
        for index, block in enumerate(blocks):
            checked = await self._llm(
                PlannerActivities.validate_block,
                BlockValidationInput(workflow=submitted, block_index=index, user_query=query),
                f"Validate block {block.get('name', index + 1)}",
            )
            corrected.append(checked.block)
            errors.extend(checked.errors)
            self._publish(
                "validator_progress_update",
                {
                    **ids,
                    "progress": index + 1,
                    "totalNodes": len(blocks),
                    "block_name": str(block.get("name", block.get("block_id", ""))),
                    "timestamp": self._timestamp(),
                },
            )
        return corrected, errors

    async def _deliver_workflow(self, ids: dict[str, str], query: str, validated: dict[str, Any]) -> str:
        """Referenced (if enabled), named and emitted as `opkey_workflow_json`; returns its name."""
        if self.options.enable_referencing:
            self._publish("referencing_started", {**ids, "message": "Filling in the workflow's inputs..."})
            referenced = await self._llm(
                PlannerActivities.reference_workflow,
                ReferencingInput(
                    workflow=validated,
                    history=self.history,
                    user_context=self._user_context(),
                    credentials=self.credentials,
                ),
                "Referencing agent",
            )
            validated = referenced.workflow
        named = await self._llm(
            PlannerActivities.generate_job_name, JobNameInput(workflow=validated, user_query=query), "Job name"
        )
        json_data, graph_data = to_event_payload(validated)
        self._publish(
            "opkey_workflow_json",
            {
                "graph_data": graph_data,
                **ids,
                "opkey_workflow_id": str(workflow.uuid4()),
                "json_data": json_data,
                "job_name": named.job_name,
            },
        )
        self.state.workflow, self.state.job_name = validated, named.job_name
        return named.job_name

    async def _summarize_if_long(self) -> None:
        """DD-9: above the token limit, the conversation is summarized (system prompt kept)."""
        if estimate_tokens(self.messages) <= self.options.token_summarization_limit:
            return
        summarized = await self._llm(
            PlannerActivities.summarize_messages, SummarizeInput(messages=self.messages), "Summarize history"
        )
        self.messages = summarized.messages

    async def _system_prompt(self) -> str:
        """The prompt lists the catalogue's blocks: a store read."""
        return await workflow.execute_activity_method(
            PlannerActivities.build_planner_prompt,
            PlannerPromptInput(
                user_info=self._user_context(), inline_refinement=self.options.query_refinement_mode == "inline"
            ),
            summary="Planner prompt",
            **STORE_READ,
        )

    # --- Messages in ----------------------------------------------------------------------

    @workflow.update
    def send_message(self, message: PlannerMessage) -> str:
        """A follow-up message (answered after the current one)."""
        self.inbox.append(message)
        return message.message_id

    @send_message.validator
    def _validate_message(self, message: PlannerMessage) -> None:
        if self.ended:
            raise ApplicationError("This planner chat has ended; start a new one.", type="ChatEnded")
        if self.state.status == "waiting_clarification":
            raise ApplicationError(
                "The planner is waiting for the answer to its clarification: send it as a clarification.",
                type="AwaitingClarification",
            )

    @workflow.signal
    def provide_clarification(self, clarification: Clarification) -> None:
        pending = self.state.pending_clarification_id
        if pending is None or (clarification.clarification_id not in (None, pending)):
            workflow.logger.warning(
                "Clarification for %s ignored (waiting: %s)", clarification.clarification_id, pending
            )
            return
        self.clarification = clarification
        self._renew_credentials(clarification.credentials)

    @workflow.signal
    def end_chat(self) -> None:
        """End the chat (the user left, or the client stopped answering heartbeats)."""
        if self.ended:
            return
        self._end(CHAT_ENDED)
        if self.running is not None:
            self.running.cancel()

    @workflow.signal
    def attach(self, connection_id: str) -> None:
        """A WebSocket now follows the chat (a client that reconnected)."""
        self.connection = connection_id

    @workflow.signal
    def connection_lost(self, connection_id: str) -> None:
        """DD-16: the WebSocket following the chat stopped answering heartbeats. The message in
        hand stops (its LLM calls, searches, a clarification wait); the chat waits for the next.
        A socket that no longer follows the chat (its client reconnected) changes nothing."""
        if connection_id == self.connection and self.running is not None and not self.ended:
            self.lost = True
            self.running.cancel()

    @workflow.query
    def get_state(self) -> PlannerChatState:
        return self.state

    @workflow.query
    def get_conversation(self) -> list[LLMMessage]:
        """What the user and the planner said (its newest part): an ended chat that gets a
        start_chat again starts from it."""
        return self.history

    # --- Helpers --------------------------------------------------------------------------

    async def _llm(
        self, activity: Callable[[PlannerActivities, Request], Awaitable[Reply]], request: Request, summary: str
    ) -> Reply:
        """A planner LLM activity; its tokens count in the chat's usage."""
        reply = await workflow.execute_activity_method(
            activity, request, summary=summary, **llm_decision(self.options.llm_timeout_seconds)
        )
        self.state.usage += reply.usage
        return reply

    def _ids(self, message_id: str) -> dict[str, str]:
        return {"chat_id": self.chat.chat_id, "message_id": message_id}

    def _final_answer(self, ids: dict[str, str], content: str | None, json_content: str) -> None:
        self._publish("final_answer", {**ids, "answer_content": content, "answer_json_content": json_content})

    @staticmethod
    def _assistant_message(step: PlannerStep) -> dict[str, Any]:
        message: dict[str, Any] = {"role": "assistant", "content": step.content or None}
        if step.tool_calls:
            message["tool_calls"] = [
                {
                    "id": call.call_id,
                    "type": "function",
                    "function": {"name": call.name, "arguments": json.dumps(call.arguments)},
                }
                for call in step.tool_calls
            ]
        return message

    def _user_context(self) -> dict[str, Any]:
        start = self.chat.start
        return {
            "userDTO": start.userDTO.model_dump(exclude_none=True) if start.userDTO else {},
            "domain": start.domain,
            "project_key": start.project_key,
            "user_id": start.user_id,
        }

    def _renew_credentials(self, sealed: str | None) -> None:
        """A start_chat's credentials replace the chat's (a token expires); none keeps them."""
        if sealed is not None:
            self.credentials = sealed

    def _remember(self, role: Literal["system", "user", "assistant"], content: str) -> None:
        self.history.append(LLMMessage(role=role, content=content[:HISTORY_MAX_CHARS]))
        while len(self.history) > HISTORY_MAX_ENTRIES or sum(len(m.content) for m in self.history) > HISTORY_MAX_CHARS:
            self.history.pop(0)

    def _clarified(self) -> None:
        self.state.pending_clarification_id, self.state.pending_questions = None, []

    def _lost(self, message_id: str) -> None:
        workflow.logger.info("Planner chat %s: its client is gone, message %s stopped", self.chat.chat_id, message_id)
        self._clarified()
        self._error(message_id, CONNECTION_ERROR, CONNECTION_ERROR_MESSAGE)

    def _end(self, reason: str) -> None:
        self.ended = True
        self._status("done")
        self._publish("chat_ended", {"chat_id": self.chat.chat_id, "message": reason})

    def _error(self, message_id: str, code: str, text: str) -> None:
        self._status("error")
        self._publish("error", {**self._ids(message_id), "message": text, "error_code": code})

    def _status(self, status: PlannerStatus) -> None:
        self.state.status = status
        workflow.upsert_search_attributes(TypedSearchAttributes([SearchAttributePair(PLANNER_STATUS, status)]))

    def _publish(self, event: str, payload: dict[str, Any]) -> None:
        self.stream.topic(event).publish(payload)

    def _details(self, step: str) -> None:
        last = f", last tool `{self.state.last_tool}`" if self.state.last_tool else ""
        workflow.set_current_details(f"**{self.state.status}** — {step}{last}")

    @staticmethod
    def _timestamp() -> float:
        return workflow.now().timestamp()


def text_pieces(text: str) -> list[str]:
    """`text` cut between words into pieces of about STREAM_CHUNK_CHARS (none for no text)."""
    pieces: list[str] = []
    for word in re.findall(r"\S+\s*|\s+", text):
        if pieces and len(pieces[-1]) + len(word) <= STREAM_CHUNK_CHARS:
            pieces[-1] += word
        else:
            pieces.append(word)
    return pieces
