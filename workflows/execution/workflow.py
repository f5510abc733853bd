"""Seed 004's validated execution loop as one workflow.

initialize -> query data sources (RAG) -> execute tools -> build messages -> call provider
-> validate response -> confidence >= threshold: finalize | attempts left: build messages
again, with the judge's feedback | else: finalize with the fallback message.

Confidence = 0.3 x rule score + 0.7 x LLM judge score (`durable_agents.execution.scoring`).
Started by the API (`POST /v1/executions`) or as a chat's child workflow; then every
`validation` event also goes to the chat as an `execution_event` signal. The data sources are
agents' documents; the tools are the built-in ones (asked the query) and MCP tools (the plan's
calls, run by the chat's tool activities; their text becomes a source). Each node is a span
(`node_span`): seed 004's `@observe`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from temporalio import workflow
from temporalio.exceptions import ActivityError, CancelledError, FailureError

with workflow.unsafe.imports_passed_through():
    from temporalio.contrib.workflow_streams import WorkflowStream

    from activities.execution.validation import ValidationActivities
    from durable_agents.chat.contract import (
        AgentConfig,
        McpServer,
        RetrieveInput,
        ToolCall,
        ToolResult,
        ToolRunInput,
    )
    from durable_agents.errors import ACTIVITY_FAILURES, ErrorCode, failure_error
    from durable_agents.execution.contract import (
        ExecutionInput,
        ExecutionMetadata,
        ExecutionOutcome,
        ExecutionResult,
        ExecutionStatus,
        JudgeRequest,
        JudgeVerdict,
        ProviderRequest,
        ProviderResponse,
        RejectedAnswer,
    )
    from durable_agents.execution.scoring import (
        DEFAULT_AGENT,
        FALLBACK_MESSAGE,
        Validation,
        build_messages,
        confidence,
        judge_score,
        rule_problems,
        rule_score,
    )
    from durable_agents.llm_types import LLMMessage, TokenUsage
    from durable_agents.stream import (
        ContentChunkEvent,
        FinalEvent,
        ReasoningEvent,
        add_sources,
        build_rag_summary,
        extract_citations,
        normalize_sources,
        source_document,
    )
    from durable_agents.tracing import node_span
    from workflows.activity_presets import llm_answer
    from workflows.agent_activities import load_agent, retrieve_documents, run_tool

# The signal a parent (`notify_workflow_id`) gets for each validation event.
EXECUTION_EVENT_SIGNAL = "execution_event"
Request = TypeVar("Request")
Reply = TypeVar("Reply", ProviderResponse, JudgeVerdict)


def raise_if_cancelled(err: ActivityError) -> None:
    """A cancelled execution (its chat turn was stopped) ends cancelled, not as a failure."""
    if isinstance(err.cause, CancelledError):
        raise err


@workflow.defn(name="ValidatedExecution")
class ValidatedExecutionWorkflow:
    @workflow.init
    def __init__(self, execution: ExecutionInput) -> None:
        self.stream = WorkflowStream()
        self.execution = execution
        self.plan = execution.plan
        self.message_id = execution.message_id or execution.execution_id
        self.steps: list[str] = []
        self.errors: list[str] = []
        self.validations: list[Validation] = []
        self.usage = TokenUsage()
        self.model = ""
        self.outcome: ExecutionOutcome | None = None
        self.best_rejected: RejectedAnswer | None = None

    @workflow.run
    async def run(self, execution: ExecutionInput) -> ExecutionOutcome:
        started = workflow.now()
        agent = await self._initialize()
        documents: list[dict[str, Any]] = []
        if agent is None:
            status, content = "failed", self._fallback()
        else:
            # The same chunk found by retrieval and by `rag_search` is one source.
            add_sources(documents, execution.documents)
            searched = self._data_sources(agent)
            if searched:
                add_sources(documents, await self._query_data_sources(agent, searched))
            if self.plan.tools or self.plan.mcp_tools:
                add_sources(documents, await self._execute_tools(agent))
            status, content = await self._answer(agent, documents)
        self._step("finalize")
        score = self.validations[-1].confidence if self.validations else 0.0
        result = ExecutionResult(
            success=status == "completed",
            content=content,
            confidence=score,
            execution_id=execution.execution_id,
            status=status,
            metadata=ExecutionMetadata(
                execution_steps=list(self.steps),
                confidence_score=score,
                validation_attempts=len(self.validations),
                errors=list(self.errors),
                duration_seconds=round((workflow.now() - started).total_seconds(), 3),
                best_rejected=self.best_rejected if status != "completed" else None,
            ),
            execution_plan=self.plan,
        )
        self._trace(
            "finalize",
            {
                "status": status,
                "confidence": score,
                "validation_attempts": len(self.validations),
                "errors": list(self.errors),
            },
            {"plan": self.plan},
            result,
        )
        self._publish_final(result, documents)
        self.outcome = ExecutionOutcome(result=result, usage=self.usage, documents=documents, model=self.model)
        # Release SSE relays waiting for more events; they read the closed run by query.
        self.stream.detach_pollers()
        await workflow.wait_condition(workflow.all_handlers_finished)
        return self.outcome

    @workflow.query
    def get_outcome(self) -> ExecutionOutcome | None:
        """The outcome once the execution finished; None while it runs."""
        return self.outcome

    async def _initialize(self) -> AgentConfig | None:
        """The agent of the plan (a default assistant when none is named) with the plan's own
        prompt and model; None if it is gone."""
        self._step("initialize")
        agent = DEFAULT_AGENT
        if self.plan.agent_id is not None:
            try:
                agent = await load_agent(self.execution.tenant_id, self.plan.agent_id)
            except ACTIVITY_FAILURES as err:
                self._error("initialize", failure_error(err, ErrorCode.STORAGE_ERROR)[0])
                return None
        planned = {"system_prompt": self.plan.system_prompt, "model": self.plan.model}
        agent = agent.model_copy(update={key: value for key, value in planned.items() if value is not None})
        asked = {"agent_id": self.plan.agent_id, "provider": self.plan.provider, "model": self.plan.model}
        self._trace("initialize", {}, asked, {"agent": agent.name, "model": agent.model, "tools": self.plan.tools})
        return agent

    def _data_sources(self, agent: AgentConfig) -> list[str]:
        """The agents whose documents are searched: the plan's agent (with `enable_rag`), then its data sources."""
        own = [agent.agent_id] if self.plan.enable_rag and self.plan.agent_id is not None else []
        return list(dict.fromkeys(own + self.plan.data_sources))

    async def _query_data_sources(self, agent: AgentConfig, agent_ids: list[str]) -> list[dict[str, Any]]:
        self._step("query_data_sources")
        found = await asyncio.gather(*(self._retrieve(agent, agent_id) for agent_id in agent_ids))
        documents = [document for documents in found for document in documents]
        titles = [document["metadata"]["metadata"].get("title") for document in documents]
        self._trace("query_data_sources", {"documents": len(documents)}, {"agents": agent_ids}, titles)
        return documents

    async def _retrieve(self, agent: AgentConfig, agent_id: str) -> list[dict[str, Any]]:
        """The documents of `agent_id` (the plan's agent or a data source) found for the query."""
        request = RetrieveInput(
            tenant_id=self.execution.tenant_id,
            agent_id=agent_id,
            query=self.plan.query,
            top_k=self.execution.options.rag_top_k,
        )
        owner = agent if agent_id == agent.agent_id else AgentConfig(agent_id=agent_id, name=agent_id, system_prompt="")
        try:
            return await retrieve_documents(request, owner)
        except ACTIVITY_FAILURES as err:
            self._error("query_data_sources", failure_error(err, ErrorCode.STORAGE_ERROR)[0])
            return []

    async def _execute_tools(self, agent: AgentConfig) -> list[dict[str, Any]]:
        """The plan's tools, all at once: the built-in ones asked the query, the MCP ones with
        their arguments; what they found becomes sources. A failed tool is listed in `errors`
        and the answer goes on without it."""
        self._step("execute_tools")
        calls = [
            (
                ToolCall(
                    call_id=f"{self.execution.execution_id}-{name}", name=name, arguments={"query": self.plan.query}
                ),
                None,
            )
            for name in self.plan.tools
        ]
        calls += [
            (
                ToolCall(call_id=f"{self.execution.execution_id}-mcp-{n}", name=use.name, arguments=use.arguments),
                self._mcp_server(agent, use.name),
            )
            for n, use in enumerate(self.plan.mcp_tools)
        ]
        results = await asyncio.gather(*(self._run_tool(agent, call, server) for call, server in calls))
        done = [result for result in results if result is not None]
        documents = [document for result in done for document in _tool_documents(result)]
        self._trace("execute_tools", {"documents": len(documents)}, [call for call, _ in calls], done)
        return documents

    def _mcp_server(self, agent: AgentConfig, tool: str) -> McpServer | None:
        """The MCP server of `tool` (`<server>__<tool>`): the plan's own, else the agent's."""
        servers = [*self.plan.mcp_servers, *agent.mcp_servers]
        return next((server for server in servers if tool.startswith(f"{server.name}__")), None)

    async def _run_tool(self, agent: AgentConfig, call: ToolCall, server: McpServer | None) -> ToolResult | None:
        """One tool's result (None: it could not be run); `server` None: a built-in tool."""
        options = self.execution.options
        step = f"execute_tools ({call.name})"
        if server is None and call.name not in self.plan.tools:
            self._error(step, ErrorCode.TOOL_FAILED)  # the agent no longer has the tool's MCP server
            return None
        request = ToolRunInput(
            tenant_id=self.execution.tenant_id,
            agent_id=agent.agent_id,
            call=call,
            server=server,
            top_k=options.rag_top_k,
        )
        summary = f"{call.name}: {self.plan.query[:80]}" if server is None else call.name
        try:
            result = await run_tool(request, options.tool_timeout_seconds, summary)
        except ActivityError as err:
            raise_if_cancelled(err)
            self._error(step, failure_error(err, ErrorCode.TOOL_UNAVAILABLE)[0])
            return None
        if not result.ok:
            self._error(step, ErrorCode.TOOL_FAILED)
        return result

    async def _answer(self, agent: AgentConfig, documents: list[dict[str, Any]]) -> tuple[ExecutionStatus, str]:
        """The loop: answer, validate, retry with the feedback, up to `max_attempts`."""
        feedback = ""
        for attempt in range(1, self.plan.max_attempts + 1):
            self._step("build_messages")
            messages = build_messages(agent, documents, self.plan.query, feedback, self.execution.conversation)
            self._trace("build_messages", {"attempt": attempt}, {"feedback": feedback}, messages)
            self._step("call_provider")
            answer = await self._call_provider(agent, messages, attempt)
            if answer is None:
                return "failed", self._fallback()
            self.model = answer.model
            self._step("validate_response")
            validation = await self._validate_response(attempt, answer.content)
            if validation.accepted:
                return "completed", answer.content
            if self.best_rejected is None or validation.confidence > self.best_rejected.confidence:
                self.best_rejected = RejectedAnswer(
                    content=answer.content, confidence=validation.confidence, attempt=attempt
                )
            feedback = validation.feedback
        return "fallback", self._fallback()

    def _fallback(self) -> str:
        """The caller's fallback text, else ours."""
        return self.plan.fallback_message or FALLBACK_MESSAGE

    async def _call_provider(
        self, agent: AgentConfig, messages: list[LLMMessage], attempt: int
    ) -> ProviderResponse | None:
        request = ProviderRequest(messages=messages, model=agent.model, provider=self.plan.provider)
        answer = await self._llm(
            ValidationActivities.call_provider,
            request,
            f"{agent.name}: answer, attempt {attempt}",
            f"call_provider (attempt {attempt})",
        )
        asked = {"provider": request.provider, "model": request.model, "messages": len(messages)}
        self._trace("call_provider", {"attempt": attempt}, asked, answer)
        return answer

    async def _validate_response(self, attempt: int, content: str) -> Validation:
        problems = rule_problems(content)
        verdict = await self._judge(attempt, content)
        rules = rule_score(content)
        llm = judge_score(verdict.scores) if verdict is not None else 0.0
        score = confidence(rules, llm)
        feedback = " ".join(([verdict.scores.feedback] if verdict is not None else []) + problems)
        validation = Validation(
            attempt=attempt,
            confidence=score,
            rule_score=rules,
            llm_score=llm,
            accepted=score >= self.plan.threshold,
            feedback=feedback,
        )
        self.validations.append(validation)
        if validation.accepted:
            verdict_text = "accepted"
        elif attempt < self.plan.max_attempts:
            verdict_text = "below the threshold, retrying with feedback"
        else:
            verdict_text = "below the threshold after the last attempt, using the fallback answer"
        event = ReasoningEvent(
            message_id=self.message_id,
            reasoning_type="validation",
            content=f"Attempt {attempt}: confidence {score:.2f} (threshold {self.plan.threshold:.2f}), {verdict_text}.",
            timestamp=workflow.now().isoformat(),
            metadata=validation.model_dump(),
        )
        self.stream.topic(event.type, type=ReasoningEvent).publish(event)
        self._details("validate_response")
        self._trace(
            "validate_response",
            {"attempt": attempt, "confidence": score, "accepted": validation.accepted},
            {"query": self.plan.query, "response": content},
            validation,
        )
        if self.execution.notify_workflow_id is not None:
            await self._notify(self.execution.notify_workflow_id, event)
        return validation

    async def _judge(self, attempt: int, content: str) -> JudgeVerdict | None:
        """The judge's review; None (a judge score of 0) when it could not be had."""
        return await self._llm(
            ValidationActivities.judge_response,
            JudgeRequest(query=self.plan.query, response=content),
            f"Judge attempt {attempt}",
            f"validate_response (attempt {attempt})",
        )

    async def _llm(
        self,
        activity: Callable[[ValidationActivities, Request], Awaitable[Reply]],
        request: Request,
        summary: str,
        step: str,
    ) -> Reply | None:
        """An LLM activity's reply, its usage counted; None (listed in `errors`) when it failed."""
        options = self.execution.options
        try:
            reply = await workflow.execute_activity_method(
                activity, request, summary=summary, **llm_answer(options.llm_timeout_seconds, options.llm_max_attempts)
            )
        except ActivityError as err:
            raise_if_cancelled(err)
            self._error(step, failure_error(err, ErrorCode.LLM_UNAVAILABLE)[0])
            return None
        self.usage += reply.usage
        return reply

    async def _notify(self, workflow_id: str, event: ReasoningEvent) -> None:
        try:
            await workflow.get_external_workflow_handle(workflow_id).signal(EXECUTION_EVENT_SIGNAL, event)
        except FailureError as err:  # e.g. the chat is gone: the execution goes on
            workflow.logger.warning("Validation event not delivered to %s: %s", workflow_id, err)

    def _publish_final(self, result: ExecutionResult, documents: list[dict[str, Any]]) -> None:
        sources = normalize_sources(documents)
        citations = extract_citations(result.content, sources)
        content = ContentChunkEvent(message_id=self.message_id, content=result.content)
        final = FinalEvent(
            message_id=self.message_id,
            response=result.content,
            sources=sources,
            citations=citations,
            rag_summary=build_rag_summary(documents),
            metadata={
                "execution_id": result.execution_id,
                "status": result.status,
                "confidence": result.confidence,
                "validation_attempts": result.metadata.validation_attempts,
                "best_rejected": best.model_dump() if (best := result.metadata.best_rejected) else None,
                "errors": result.metadata.errors,
                "usage": self.usage.model_dump(),
                "sources_count": len(sources),
                "citations_count": len(citations),
                "duration_seconds": result.metadata.duration_seconds,
            },
        )
        self.stream.topic(content.type, type=ContentChunkEvent).publish(content)
        self.stream.topic(final.type, type=FinalEvent).publish(final)

    def _step(self, name: str) -> None:
        self.steps.append(name)
        self._details(name)

    def _trace(self, node: str, metadata: dict[str, Any], inputs: Any, outputs: Any) -> None:
        """The node's span: `metadata` always, its inputs and outputs with TRACE_NODE_IO."""
        options = self.execution.options
        io = (inputs, outputs) if options.trace_node_io else None
        node_span(node, metadata, io, options.trace_node_io_max_chars)

    def _error(self, step: str, code: ErrorCode) -> None:
        self.errors.append(f"{step}: {code}")
        workflow.logger.warning("Execution %s: %s failed with %s", self.execution.execution_id, step, code)

    def _details(self, step: str) -> None:
        rows = "".join(
            f"| {v.attempt} | {v.rule_score:.2f} | {v.llm_score:.2f} | {v.confidence:.2f} | "
            f"{'accepted' if v.accepted else 'rejected'} |\n"
            for v in self.validations
        )
        table = f"| attempt | rules | judge | confidence | verdict |\n|---|---|---|---|---|\n{rows}" if rows else ""
        workflow.set_current_details(
            f"**{step}**: threshold {self.plan.threshold:.2f}, at most {self.plan.max_attempts} attempts\n\n"
            f"> {self.plan.query[:200]}\n\n{table}"
        )


def _tool_documents(result: ToolResult) -> list[dict[str, Any]]:
    """What a tool found, as sources: a search's documents, or an MCP tool's text."""
    if result.documents or not result.ok:
        return result.documents
    fields = {"title": f"Tool {result.name}", "source_type": "tool", "organization": ""}
    return [source_document(result.content, fields, 1.0)]
