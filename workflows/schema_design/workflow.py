"""One schema design session as one workflow (seed 001); each user message runs the pipeline:

analyzeRequirements -> saveRequirementToArtifact -> dbAgent (the DbAgent child workflow) ->
generateUsecase -> prepareDML -> validateSchema -> finalizeArtifacts, where validateSchema's
failures go back to dbAgent with them as feedback (at most `max_validation_loops` times).
An analysis that does not fit is retried with its error (`max_step_retries` in all), then,
like any step that fails, the pipeline goes straight to finalizeArtifacts with an error.

A session may start from a script (a schema dump, a migration history): before any message
it is imported as version 0 (`import_schema`: run in the sandbox, read back from its
catalog); the `import_result` Update answers once that is done, and a refused script ends
the session.

Messages arrive as the `send_message` Update (one pipeline at a time: another message is
refused with `DesignBusy` until the running one's `pipeline_done`). Every timeline item is
written to the store and published on the session's stream (topic `timeline`), with the
topics `step` and `pipeline_done`; the API relays them as SSE. The session lives across
messages: it closes after `idle_days` without one, and continues-as-new when Temporal
suggests it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta
from typing import Literal

from temporalio import workflow
from temporalio.common import SearchAttributePair, TypedSearchAttributes
from temporalio.exceptions import ActivityError, ApplicationError, ChildWorkflowError

with workflow.unsafe.imports_passed_through():
    from temporalio.contrib.workflow_streams import WorkflowStream

    from activities.schema_design.design_agents import DesignAgentActivities
    from activities.schema_design.design_store import DesignStoreActivities
    from durable_agents.errors import (
        IDEMPOTENCY_KEY_REUSED,
        REUSED_KEY_MESSAGE,
        ErrorCode,
        failure_error,
    )
    from durable_agents.llm_types import LLMMessage
    from durable_agents.schema_design.contract import (
        AnalyzedRequirements,
        AnalyzeInput,
        Artifact,
        ArtifactInput,
        ArtifactOperation,
        ArtifactUsecase,
        DbAgentInput,
        DesignAccepted,
        DesignMessage,
        DesignSessionInput,
        DesignState,
        DesignStep,
        DmlInput,
        DmlOperation,
        ExecutionLog,
        ImportInput,
        ImportResult,
        PipelineDone,
        Role,
        StepEvent,
        StepStatus,
        SummaryInput,
        TimelineItem,
        TimelineType,
        Usecase,
        ValidationInput,
    )
    from durable_agents.stream import stream_offset
    from durable_agents.temporal import DESIGN_STEP, TENANT_ID, content_digest, db_agent_workflow_id
    from workflows.activity_presets import DESIGN_STORE_WRITE, design_llm, sandbox
    from workflows.schema_design.db_agent import TIMELINE_SIGNAL, DbAgentWorkflow, record_timeline, timeline_item

TIMELINE_TOPIC, STEP_TOPIC, DONE_TOPIC = "timeline", "step", "pipeline_done"
# Activities that call the LLM: one that fails without a code of its own (it timed out)
# tells the client the LLM is unavailable.
LLM_ACTIVITIES = frozenset(
    activity.__name__
    for activity in (
        DesignAgentActivities.analyze_requirements,
        DesignAgentActivities.design_schema,
        DesignAgentActivities.generate_usecases,
        DesignAgentActivities.prepare_dml,
        DesignAgentActivities.summarize_design,
    )
)
# How a failure names its step.
STEP_NAMES: dict[str, str] = {
    "analyzeRequirements": "The requirements analysis (PM)",
    "saveRequirementToArtifact": "Saving the requirements",
    "dbAgent": "The schema design (DB agent)",
    "generateUsecase": "The use cases (QA)",
    "prepareDML": "The test DML (QA)",
    "validateSchema": "The test DML's run",
    "finalizeArtifacts": "Finalizing the artifacts",
}
UNUSABLE_ANSWERS = (
    "the AI model's answers did not fit, also when asked again. A shorter, plainer request or a more "
    "capable model (LLM_MODEL) may help."
)
MESSAGES_KEPT = 20  # earlier messages analyzeRequirements sees (and continue-as-new carries)
ACCEPTED_KEPT = 100  # message ids a retried send is recognised by across continue-as-new
FEEDBACK_FAILURES = 20  # failed operations described to the DB agent


@dataclass
class Pipeline:
    """What one message's pipeline has made so far."""

    message: DesignMessage
    requirements: AnalyzedRequirements | None = None
    usecases: list[Usecase] = field(default_factory=list)
    operations: list[DmlOperation] = field(default_factory=list)
    logs: list[ExecutionLog] = field(default_factory=list)
    validated: int | None = None  # the schema version the logs are of
    design_notes: list[str] = field(default_factory=list)
    items: dict[str, int] = field(default_factory=dict)  # timeline items written per step, for their ids


@workflow.defn(name="SchemaDesign")
class SchemaDesignWorkflow:
    @workflow.init
    def __init__(self, session: DesignSessionInput) -> None:
        self.session, self.options = session, session.options
        self.stream = WorkflowStream(prior_state=session.stream_state)
        # A new session is at version 0, the schema it started with.
        self.state = session.state or DesignState(session_id=session.session_id)
        self.accepted = dict(session.accepted)  # message id -> stream offset when accepted
        self.digests = dict(session.accepted_digests)  # message id -> its content's digest
        self.db_agent_runs = session.db_agent_runs
        self.pending: DesignMessage | None = session.pending  # accepted, its pipeline not done
        self.pipeline: Pipeline | None = None
        self.closed = False
        self.imported: ImportResult | None = None if session.import_script is not None else ImportResult()

    @workflow.run
    async def run(self, session: DesignSessionInput) -> DesignState:
        if session.import_script is not None and not await self._import(session.import_script):
            return await self._close("its starting script was refused")
        self._details("waiting for a message")
        idle = timedelta(days=self.options.idle_days)
        while True:
            try:
                await workflow.wait_condition(
                    lambda: self.pending is not None, timeout=idle, timeout_summary="design session idle"
                )
            except TimeoutError:
                pass  # a message may have come with the deadline: it runs
            if self.pending is None:
                return await self._close(f"closed after {self.options.idle_days:g} idle days")
            await self._run_pipeline(self.pending)
            self.pending, self.pipeline = None, None
            if workflow.info().is_continue_as_new_suggested():
                await self._continue_as_new()

    async def _import(self, script: str) -> bool:
        """The starting script as version 0; False when it was refused."""
        self._details("importing its starting script")
        try:
            self.imported = await workflow.execute_activity_method(
                DesignStoreActivities.import_schema,
                ImportInput(session_id=self.session.session_id, tenant_id=self.session.tenant_id, script=script),
                summary="Import the starting script (run in the sandbox, read from its catalog)",
                **sandbox(self.options.sandbox_run_seconds),
            )
        except ActivityError as err:
            self.imported = ImportResult(unavailable=self._failure(err))
        return self.imported.report is not None

    async def _close(self, why: str) -> DesignState:
        """The session ends (its stream and store stay readable): idle for `idle_days`, or its
        starting script refused."""
        self.closed = True
        self.state.status = "closed"
        self._details(why)
        self.stream.detach_pollers()
        await workflow.wait_condition(workflow.all_handlers_finished)
        return self.state

    # --- Messages in ----------------------------------------------------------------------

    @workflow.update
    def send_message(self, message: DesignMessage) -> DesignAccepted:
        if message.message_id not in self.accepted:  # else a retried send: accepted already
            self.accepted[message.message_id] = stream_offset()
            self.digests[message.message_id] = content_digest(message.content)
            self.pending = message
        return DesignAccepted(message_id=message.message_id, stream_offset=self.accepted[message.message_id])

    @send_message.validator
    def _validate_message(self, message: DesignMessage) -> None:
        if message.message_id in self.accepted:
            if self.digests.get(message.message_id, content_digest(message.content)) != content_digest(message.content):
                raise ApplicationError(REUSED_KEY_MESSAGE, type=IDEMPOTENCY_KEY_REUSED)
            return
        if self.closed:
            raise ApplicationError("This design session is closed; start a new one.", type="DesignClosed")
        if not message.content.strip():
            raise ApplicationError("The message is empty.", type="EmptyMessage")
        if self.pending is not None:
            raise ApplicationError(
                "The design session is still working on a message: wait for its `pipeline_done` event.",
                type="DesignBusy",
            )

    @workflow.update
    async def import_result(self) -> ImportResult:
        """What the import of the starting script gave, once it is done."""
        await workflow.wait_condition(lambda: self.imported is not None)
        assert self.imported is not None
        return self.imported

    @workflow.signal(name=TIMELINE_SIGNAL)
    def child_timeline(self, item: TimelineItem) -> None:
        """A timeline item of the running DB agent (already written to the store)."""
        self.stream.topic(TIMELINE_TOPIC, type=TimelineItem).publish(item)
        if item.type == "schema_version" and item.schema_version is not None:
            self.state.schema_version = item.schema_version
            self._details("the DB agent saved a new version")

    @workflow.query
    def get_state(self) -> DesignState:
        return self.state

    # --- One message: seed 001's graph ------------------------------------------------------

    async def _run_pipeline(self, message: DesignMessage) -> None:
        """The steps, then finalizeArtifacts; a step that fails goes there with its error."""
        self.pipeline = Pipeline(message=message)
        self.state.status, self.state.error, self.state.retry_counts = "running", None, {}
        self._remember("user", message.content)
        await self._timeline("user", "user", None, message.content)
        try:
            error = await self._design()
        except (ActivityError, ChildWorkflowError) as err:
            self._leave(self.state.current_step, "failed")
            error = self._failure(err)
        await self._finalize_artifacts(error)

    async def _design(self) -> str | None:
        """analyzeRequirements -> ... -> validateSchema; the error to finalize with, if any."""
        requirements = await self._analyze_requirements()
        if requirements is None:
            return (
                f"{STEP_NAMES['analyzeRequirements']} failed {self.options.max_step_retries} times: {UNUSABLE_ANSWERS}"
            )
        await self._save_requirements(requirements)
        feedback = ""
        loops = 0
        while True:
            version = await self._db_agent(requirements, feedback)
            if not self._pipeline().usecases:
                await self._generate_usecases(requirements)
            await self._prepare_dml(version, feedback)
            feedback = await self._validate_schema(version)
            if not feedback:
                return None
            if loops == self.options.max_validation_loops:
                failed = sum(not log.success for log in self._pipeline().logs)
                return f"The test DML still failed after {loops + 1} designs: {failed} operation(s) failed."
            loops = self.state.retry_counts["validateSchema"] = loops + 1

    async def _analyze_requirements(self) -> AnalyzedRequirements | None:
        """The PM's requirements; an answer that does not fit is asked again with its error.
        None when it never fit (`max_step_retries` answers)."""
        step: DesignStep = "analyzeRequirements"
        self._enter(step)
        error = ""
        while True:
            retries = self.state.retry_counts.get(step, 0)
            result = await workflow.execute_activity_method(
                DesignAgentActivities.analyze_requirements,
                AnalyzeInput(
                    session_id=self.session.session_id,
                    content=self._pipeline().message.content,
                    history=self.state.messages[:-1],  # the last is this message
                    error=error,
                ),
                summary=f"PM: analyze requirements (attempt {retries + 1})",
                **design_llm(self.options.llm_timeout_seconds),
            )
            if result.requirements is not None:
                self._leave(step)
                return result.requirements
            retries = self.state.retry_counts[step] = retries + 1
            await self._timeline(
                step,
                "assistant_log",
                "pm",
                f"The requirements analysis could not be used ({retries} of {self.options.max_step_retries}).",
            )
            if retries >= self.options.max_step_retries:
                self._leave(step, "failed")
                return None
            error = result.error

    async def _save_requirements(self, requirements: AnalyzedRequirements) -> None:
        step: DesignStep = "saveRequirementToArtifact"
        self._enter(step)
        self._pipeline().requirements = requirements
        await self._save_artifact(Artifact(requirements=requirements))
        await self._timeline(step, "assistant", "pm", shown_requirements(requirements))
        self._leave(step)

    async def _db_agent(self, requirements: AnalyzedRequirements, feedback: str) -> int:
        """The DB agent child workflow; its timeline items arrive as signals. The version it ends at."""
        step: DesignStep = "dbAgent"
        self._enter(step)
        self.db_agent_runs += 1
        result = await workflow.execute_child_workflow(
            DbAgentWorkflow.run,
            DbAgentInput(
                session_id=self.session.session_id,
                tenant_id=self.session.tenant_id,
                requirements=requirements,
                feedback=feedback,
                options=self.options,
                message_id=self._pipeline().message.message_id,
                notify_workflow_id=workflow.info().workflow_id,
            ),
            id=db_agent_workflow_id(self.session.session_id, self.db_agent_runs),
            static_summary=f"DB agent of design session {self.session.session_id} (run {self.db_agent_runs})",
            search_attributes=TypedSearchAttributes([SearchAttributePair(TENANT_ID, self.session.tenant_id)]),
        )
        self.state.schema_version = result.schema_version
        self._pipeline().design_notes.append(result.summary)
        self._leave(step)
        return result.schema_version

    async def _generate_usecases(self, requirements: AnalyzedRequirements) -> None:
        """Once per message: the requirements do not change when the design loops."""
        step: DesignStep = "generateUsecase"
        self._enter(step)
        result = await workflow.execute_activity_method(
            DesignAgentActivities.generate_usecases,
            requirements,
            summary="QA: generate use cases",
            **design_llm(self.options.llm_timeout_seconds),
        )
        self._pipeline().usecases = result.usecases
        listed = "\n".join(f"- {u.title} ({u.requirementCategory})" for u in result.usecases)
        await self._timeline(step, "assistant", "qa", f"{len(result.usecases)} use cases:\n{listed}")
        self._leave(step)

    async def _prepare_dml(self, version: int, feedback: str) -> None:
        step: DesignStep = "prepareDML"
        self._enter(step)
        result = await workflow.execute_activity_method(
            DesignAgentActivities.prepare_dml,
            DmlInput(
                session_id=self.session.session_id,
                schema_version=version,
                usecases=self._pipeline().usecases,
                feedback=feedback,
            ),
            summary=f"QA: prepare DML for schema version {version}",
            **design_llm(self.options.llm_timeout_seconds),
        )
        pipeline = self._pipeline()
        # The logs of the previous DML are not of these operations.
        pipeline.operations, pipeline.logs, pipeline.validated = result.operations, [], None
        await self._timeline(
            step, "assistant_log", "qa", f"{len(result.operations)} DML operations for schema version {version}."
        )
        self._leave(step)

    async def _validate_schema(self, version: int) -> str:
        """The DDL and each use case's DML in a fresh sandbox; the failures as feedback ("" when none)."""
        step: DesignStep = "validateSchema"
        self._enter(step)
        logs = await workflow.execute_activity_method(
            DesignStoreActivities.validate_usecases,
            ValidationInput(
                session_id=self.session.session_id,
                tenant_id=self.session.tenant_id,
                schema_version=version,
                operations=self._pipeline().operations,
            ),
            summary=f"QA: run the DML on schema version {version}",
            **sandbox(self.options.sandbox_run_seconds),
        )
        pipeline = self._pipeline()
        pipeline.logs, pipeline.validated = logs, version
        failed = [log for log in logs if not log.success]
        lines = "".join(f"\n- {log.operation_type} failed: {log.result_summary}\n  {log.sql}" for log in failed)
        await self._timeline(
            step,
            "query_result",
            "qa",
            f"{len(logs) - len(failed)} of {len(logs)} DML operations succeeded on schema version {version}.{lines}",
            version,
        )
        self._leave(step, "failed" if failed else "completed")
        return "\n".join(
            f"- use case {log.useCaseId}, {log.operation_type}: {log.sql}\n  error: {log.result_summary}"
            for log in failed[:FEEDBACK_FAILURES]
        )

    async def _finalize_artifacts(self, error: str | None) -> None:
        """The summary (once the DML ran), the artifact with its DDL, the error if any; `pipeline_done`."""
        step: DesignStep = "finalizeArtifacts"
        self._enter(step)
        pipeline = self._pipeline()
        summary = ""
        if pipeline.requirements is not None and pipeline.validated is not None:
            summary = await self._summary(pipeline.requirements, pipeline.validated)
        if pipeline.requirements is not None:
            try:
                await self._save_artifact(self._artifact(pipeline.requirements, summary))
            except ActivityError as err:
                error = error or self._failure(err)
        if summary:
            await self._timeline(step, "assistant", "db", summary)
        if error:
            await self._timeline(step, "error", None, error)
        self._leave(step, "failed" if error else "completed")
        self._done(error)

    async def _summary(self, requirements: AnalyzedRequirements, version: int) -> str:
        """The LLM's summary; "" (and an error item) when it could not be had."""
        try:
            result = await workflow.execute_activity_method(
                DesignAgentActivities.summarize_design,
                SummaryInput(
                    session_id=self.session.session_id,
                    schema_version=version,
                    requirements=requirements,
                    design_notes=self._pipeline().design_notes,
                    logs=self._pipeline().logs,
                ),
                summary="DB: summarize the design",
                **design_llm(self.options.llm_timeout_seconds),
            )
        except ActivityError as err:
            await self._timeline("finalizeArtifacts", "error", None, f"No summary. {self._failure(err)}")
            return ""
        self._remember("assistant", result.summary)
        return result.summary

    async def _save_artifact(self, artifact: Artifact) -> None:
        """The session's artifact, with the DDL of the current version."""
        await workflow.execute_activity_method(
            DesignStoreActivities.save_design_artifact,
            ArtifactInput(
                session_id=self.session.session_id, artifact=artifact, schema_version=self.state.schema_version
            ),
            summary="Save the artifact",
            **DESIGN_STORE_WRITE,
        )

    def _artifact(self, requirements: AnalyzedRequirements, summary: str) -> Artifact:
        """requirements -> use cases -> DML with their execution logs (matched in order per use case)."""
        pipeline = self._pipeline()
        usecases = []
        for usecase in pipeline.usecases:
            logs = [log for log in pipeline.logs if log.useCaseId == usecase.id]
            operations = [op for op in pipeline.operations if op.useCaseId == usecase.id]
            usecases.append(
                ArtifactUsecase(
                    **usecase.model_dump(),
                    dml_operations=[
                        ArtifactOperation(**op.model_dump(), execution_logs=logs[n : n + 1])
                        for n, op in enumerate(operations)
                    ],
                )
            )
        return Artifact(
            requirements=requirements,
            usecases=usecases,
            summary=summary,
            schema_version=pipeline.validated,
        )

    # --- Steps, timeline, events out ----------------------------------------------------------

    def _remember(self, role: Literal["user", "assistant"], content: str) -> None:
        """The session's conversation, as later analyses see it."""
        self.state.messages = [*self.state.messages, LLMMessage(role=role, content=content)][-MESSAGES_KEPT:]

    def _pipeline(self) -> Pipeline:
        assert self.pipeline is not None
        return self.pipeline

    def _enter(self, step: DesignStep) -> None:
        self.state.current_step = step
        workflow.upsert_search_attributes(TypedSearchAttributes([SearchAttributePair(DESIGN_STEP, step)]))
        self._details("started")
        self._publish_step(step, "started")

    def _leave(self, step: DesignStep, status: StepStatus = "completed") -> None:
        self._publish_step(step, status)

    def _publish_step(self, step: DesignStep, status: StepStatus) -> None:
        event = StepEvent(message_id=self._pipeline().message.message_id, step=step, status=status)
        self.stream.topic(STEP_TOPIC, type=StepEvent).publish(event)

    def _done(self, error: str | None) -> None:
        message_id = self._pipeline().message.message_id
        self.state.status, self.state.error, self.state.current_step = ("failed" if error else "idle"), error, "idle"
        workflow.upsert_search_attributes(TypedSearchAttributes([SearchAttributePair(DESIGN_STEP, "idle")]))
        done = PipelineDone(
            message_id=message_id,
            status="failed" if error else "completed",
            schema_version=self.state.schema_version,
            error=error,
        )
        self.stream.topic(DONE_TOPIC, type=PipelineDone).publish(done)
        self._details("failed" if error else "done")

    async def _timeline(
        self, step: str, kind: TimelineType, role: Role | None, content: str, schema_version: int | None = None
    ) -> None:
        """A timeline item, published and written; its id: the session, the message, the step, its number."""
        pipeline = self._pipeline()
        number = pipeline.items[step] = pipeline.items.get(step, 0) + 1
        message_id = pipeline.message.message_id
        item = timeline_item(
            f"{self.session.session_id}:{message_id}:{step}:{number}",
            self.session.session_id,
            message_id,
            type=kind,
            role=role,
            content=content,
            schema_version=schema_version,
        )
        self.stream.topic(TIMELINE_TOPIC, type=TimelineItem).publish(item)
        await record_timeline(item)

    def _failure(self, err: ActivityError | ChildWorkflowError) -> str:
        """The client-safe message of a failed step (the raw failure is logged)."""
        cause = err.cause if isinstance(err, ChildWorkflowError) else err
        where = cause.activity_type if isinstance(cause, ActivityError) else type(cause).__name__
        code, told = failure_error(cause, ErrorCode.LLM_UNAVAILABLE if where in LLM_ACTIVITIES else ErrorCode.UNKNOWN)
        raw = cause.cause if isinstance(cause, ActivityError) else cause
        workflow.logger.error("Design session %s failed in %s (%s): %s", self.session.session_id, where, code, raw)
        if code == ErrorCode.LLM_BAD_OUTPUT:  # Temporal asked again already: another try rarely helps
            told = UNUSABLE_ANSWERS
        step = STEP_NAMES.get(self.state.current_step)
        return f"{step} failed: {told}" if step and self.pipeline is not None else told

    def _details(self, what: str) -> None:
        message = f"\n\n> {self.pending.content[:200]}" if self.pending is not None else ""
        workflow.set_current_details(
            f"**{self.state.current_step}** ({what}), schema version {self.state.schema_version}{message}"
        )

    async def _continue_as_new(self) -> None:
        """A new run carries the state, the recent message ids and the last message's events."""
        last = next(reversed(self.accepted))
        self.stream.truncate(self.accepted[last])
        await self.stream.continue_as_new(
            lambda state: [
                self.session.model_copy(
                    update={
                        "state": self.state,
                        "stream_state": state,
                        "db_agent_runs": self.db_agent_runs,
                        # Built once the handlers finished: a message accepted meanwhile is carried too.
                        "accepted": dict(list(self.accepted.items())[-ACCEPTED_KEPT:]),
                        "accepted_digests": {
                            message_id: self.digests[message_id]
                            for message_id in list(self.accepted)[-ACCEPTED_KEPT:]
                            if message_id in self.digests
                        },
                        "pending": self.pending,
                        "import_script": None,  # imported: version 0 is in the store
                    }
                )
            ]
        )


def shown_requirements(requirements: AnalyzedRequirements) -> str:
    """The requirements as the timeline shows them."""
    lines = [requirements.businessRequirement]
    for title, groups in (
        ("Functional requirements", requirements.functionalRequirements),
        ("Non-functional requirements", requirements.nonFunctionalRequirements),
    ):
        if groups:
            lines.append(f"\n{title}:")
            for category, items in groups.items():
                lines += [f"- {category}: {item}" for item in items]
    return "\n".join(lines)
