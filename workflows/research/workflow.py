"""One research data request as one workflow (seed 002): 23 states, 18 rules, 5 gates.

The loop reads like the seed's diagram: each working state runs its agent (an activity)
and yields an outcome; the rule for (state, outcome) gives the next state
(`durable_agents.research.rules`). Approval gates wait on the signals `approve` and
`reject` (or the `decide` Update), with a reminder at half the deadline and escalation to
HUMAN_REVIEW at the deadline. The request's creator (the user whose key created it) decides
none of its gates unless the tenant allowed it then: `decide` refuses them, a signal of
theirs is recorded as ignored. A scope change may be asked for at any state before
delivery. Every change is mirrored to the store by an idempotent activity and published
on the request's event stream. A COMPLETE request, once the store holds its delivery, tells
the researcher (email) and the approvals' Slack channel where its files are.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from typing import Any, TypeVar

from temporalio import workflow
from temporalio.common import SearchAttributePair, TypedSearchAttributes
from temporalio.exceptions import ActivityError, ApplicationError, RetryState
from temporalio.exceptions import TimeoutError as ActivityTimeout

with workflow.unsafe.imports_passed_through():
    from temporalio.contrib.workflow_streams import WorkflowStream

    from activities.research.email_notices import EmailActivities
    from activities.research.pipeline import ResearchActivities
    from activities.research.slack_notices import SlackActivities
    from durable_agents.errors import failure_error
    from durable_agents.llm_types import LLMMessage
    from durable_agents.research.contract import (
        GATES,
        TERMINAL_STATES,
        ApprovalNotice,
        ApprovalNoticeDecided,
        ApprovalRecord,
        Decision,
        DecisionRequest,
        DeliveryInput,
        DeliveryNotice,
        DeliveryResult,
        ExtractionInput,
        ExtractionResult,
        FeasibilityInput,
        KickoffInput,
        QAInput,
        RequestState,
        RequirementsInput,
        ResearcherMessage,
        ResearchEvent,
        ResearchProgress,
        ResearchRequestInput,
        ResearchState,
        ScopeChangeRequest,
        TransitionRecord,
        creator_refused,
        same_person,
    )
    from durable_agents.research.rules import SCOPE_CHANGE_CLOSED, Outcome, rule_for
    from durable_agents.temporal import PENDING_GATE, RESEARCH_STATE
    from workflows.activity_presets import (
        DATA_AGENT,
        DELIVERY_EMAIL,
        RESEARCH_AGENT_RETRY,
        RESEARCH_STORE_WRITE,
        SLACK,
        ActivityPreset,
        phenotype_agent,
        requirements_agent,
    )

S = ResearchState
Request = TypeVar("Request")
Result = TypeVar("Result")
# The requirements conversation goes whole into activity payloads and the stored state: its
# questions and answers stay far below Temporal's 2 MB payload limit.
MAX_CONVERSATION_CHARS = 100_000
# The agent each activity is, as `agent_progress` events name it.
AGENTS = {
    "gather_requirements": "requirements",
    "check_feasibility": "phenotype",
    "schedule_kickoff": "calendar",
    "extract_data": "extraction",
    "run_qa": "qa",
    "deliver_data": "delivery",
}

# Runs recorded before the delivery notices existed completed without them.
DELIVERY_NOTICES = "delivery-notices"

# What each gate asks the approvers.
GATE_QUESTIONS = {
    S.REQUIREMENTS_REVIEW: "Are the gathered requirements right?",
    S.PHENOTYPE_REVIEW: "May the cohort SQL be used?",
    S.EXTRACTION_APPROVAL: "May the data be extracted?",
    S.QA_REVIEW: "Does the extract pass review for delivery?",
    S.SCOPE_CHANGE: "Accept the scope change (requirements are gathered again)?",
}


@workflow.defn(name="ResearchRequest")
class ResearchRequestWorkflow:
    @workflow.init
    def __init__(self, request: ResearchRequestInput) -> None:
        self.stream = WorkflowStream()
        self.request = request
        self.options = request.options
        now = workflow.now().isoformat()
        self.state = RequestState(
            request_id=request.request_id,
            current_state=S.NEW_REQUEST,
            created_at=now,
            updated_at=now,
            researcher_request=request.researcher_request,
            researcher_info=request.researcher_info,
            approvers=request.approvers,
            created_by=request.created_by,
            creator_may_decide=request.creator_may_decide,
        )
        self.transitions: list[TransitionRecord] = []
        self.saved_transitions = 0
        self.saved_approvals = 0
        self.dirty = False
        self.saving = False
        # The applied decision on the open gate, and the reason of the last rejection.
        self.decision: Decision | None = None
        self.decision_kind: str | None = None
        self.decision_ids: set[str] = set()
        self.answers: deque[str] = deque()
        self.scope_change: ScopeChangeRequest | None = None
        self.feedback = ""
        self.outcome_note = ""  # why the agent's outcome is what it is, for the transition's reason
        self.slack_updates: set[asyncio.Task[None]] = set()

    @workflow.run
    async def run(self, request: ResearchRequestInput) -> RequestState:
        saver = asyncio.create_task(self._save_continuously())
        created_by = self.request.created_by
        self._enter(S.NEW_REQUEST, None, f"request created by {created_by}" if created_by else "request received")
        self._enter(S.REQUIREMENTS_GATHERING, None, "gathering the requirements")
        while self.state.current_state not in TERMINAL_STATES:
            if self.scope_change is not None and self.state.current_state not in SCOPE_CHANGE_CLOSED:
                asked_by = f" asked by {self.scope_change.requested_by}" if self.scope_change.requested_by else ""
                self._enter(S.SCOPE_CHANGE, None, f"scope change{asked_by}: {self.scope_change.reason}")
            state = self.state.current_state
            try:
                outcome = await self._work(state)
            except ActivityError as err:
                self._fail(state, err)
                continue
            if outcome is None:
                continue  # escalated, or a scope change interrupted the wait
            rule = rule_for(state, outcome)
            if rule.via is not None:
                self._enter(rule.via, None, f"{rule.trigger}: done")
            note, self.outcome_note = self.outcome_note, ""
            reason = f"rule {rule.number}: {rule.trigger} ({outcome})" + (f": {note}" if note else "")
            self._enter(rule.target, rule.number, reason)
        why = self.transitions[-1].reason if self.transitions else ""
        workflow.set_current_details(f"**{self.state.current_state}** (finished): {why}")
        self._mark_dirty()
        await workflow.wait_condition(lambda: not self.dirty and not self.saving and not self.slack_updates)
        if self.state.current_state == S.COMPLETE and workflow.patched(DELIVERY_NOTICES):
            await self._announce_delivery()  # once the store holds the delivery: its links work
        saver.cancel()
        # SSE relays holding long polls read the closed run by query.
        self.stream.detach_pollers()
        await workflow.wait_condition(workflow.all_handlers_finished)
        if self.state.current_state == S.FAILED:
            # A failed request is a failed run in the Web UI (it was listed as Completed);
            # its state stays readable by query and in the store.
            raise ApplicationError(
                f"The research request failed: {self.state.error or why}",
                type="ResearchRequestFailed",
                non_retryable=True,
            )
        return self.state

    async def _work(self, state: ResearchState) -> Outcome | None:
        """Run what `state` does; the outcome picks the rule."""
        if state in GATES:
            return await self._gate(state)
        if state == S.REQUIREMENTS_GATHERING:
            return await self._gather_requirements()
        if state == S.FEASIBILITY_VALIDATION:
            return await self._validate_feasibility()
        if state == S.SCHEDULE_KICKOFF:
            return await self._schedule_kickoff()
        if state == S.DATA_EXTRACTION:
            return await self._extract()
        if state == S.QA_VALIDATION:
            return await self._validate_qa()
        if state == S.DATA_DELIVERY:
            return await self._deliver()
        raise ApplicationError(f"no work defined for {state}", non_retryable=True)

    # --- The agents ---------------------------------------------------------------------

    async def _gather_requirements(self) -> Outcome | None:
        """Ask the researcher until the requirements are complete enough for review."""
        questions = 0
        while True:
            turn = await self._agent(
                ResearchActivities.gather_requirements,
                RequirementsInput(
                    request_id=self.request.request_id,
                    researcher_request=self.request.researcher_request,
                    researcher_info=self.request.researcher_info,
                    conversation=self.state.conversation_history,
                    feedback=self.feedback,
                ),
                "Requirements agent",
                requirements_agent(self.options.llm_timeout_seconds),
            )
            self.state.requirements, self.state.completeness_score = turn.requirements, turn.completeness_score
            self._progress("requirements", f"Requirements {turn.completeness_score:.0%} complete.")
            complete = turn.completeness_score >= self.options.requirements_complete_score
            if complete or turn.question is None or questions >= self.options.max_questions:
                self.feedback = ""
                return "requirements_complete"
            questions += 1
            answer = await self._ask(turn.question, turn.completeness_score)
            if answer is None:
                return None  # escalated, or a scope change: handled at the top of the loop
            self.state.conversation_history.append(LLMMessage(role="user", content=answer))

    async def _ask(self, question: str, completeness_score: float) -> str | None:
        """The researcher's answer to the agent's question; None if none came in time (escalated)
        or a scope change came first."""
        self.state.conversation_history.append(LLMMessage(role="assistant", content=question))
        self.state.awaiting_answer = True
        self._publish("question", {"question": question, "completeness_score": completeness_score})
        self._details(f"waiting for the researcher's answer to: {question}")
        self._mark_dirty()
        try:
            await workflow.wait_condition(
                lambda: bool(self.answers) or self.scope_change is not None,
                timeout=timedelta(hours=self.options.gate_timeout_hours),
                timeout_summary="researcher's answer",
            )
        except TimeoutError:
            self.state.awaiting_answer = False
            self._escalate(f"the researcher did not answer within {self.options.gate_timeout_hours:g} h")
            return None
        self.state.awaiting_answer = False
        return self.answers.popleft() if self.answers else None

    async def _validate_feasibility(self) -> Outcome:
        result = await self._agent(
            ResearchActivities.check_feasibility,
            FeasibilityInput(
                request_id=self.request.request_id,
                researcher_request=self.request.researcher_request,
                requirements=self.state.requirements,
                feedback=self.feedback,
            ),
            "Phenotype agent",
            phenotype_agent(self.options.llm_timeout_seconds, self.options.sql_timeout_seconds),
        )
        self.feedback = ""
        self.state.phenotype_sql = result.phenotype_sql
        self.state.estimated_cohort_size = result.estimated_cohort_size
        self.state.feasibility_score = result.feasibility_score
        self.state.feasible = result.feasible
        self._progress(
            "phenotype",
            f"Cohort of {result.estimated_cohort_size} patients: {'feasible' if result.feasible else 'not feasible'}.",
            {"attempts": len(result.attempts), "sql": result.phenotype_sql},
        )
        if not result.feasible:
            self.outcome_note = f"a cohort of {result.estimated_cohort_size} patients is too small"
        return "feasible" if result.feasible else "not_feasible"

    async def _schedule_kickoff(self) -> Outcome:
        email, name = self.request.researcher_info.get("email"), self.request.researcher_info.get("name")
        researcher = [email] if isinstance(email, str) and email else []
        meeting = await self._agent(
            ResearchActivities.schedule_kickoff,
            KickoffInput(
                request_id=self.request.request_id,
                participants=[*researcher, *self.request.approvers],
                not_before=workflow.now().isoformat(),
                names={email: name} if researcher and isinstance(name, str) and name else {},
            ),
            "Calendar agent",
        )
        self.state.meeting_scheduled, self.state.meeting_details = True, meeting.model_dump()
        self._progress("calendar", f"Kickoff on {meeting.start} with {', '.join(meeting.participants)}.")
        return "meeting_scheduled"

    async def _extract(self) -> Outcome:
        extract = await self._agent(
            ResearchActivities.extract_data,
            ExtractionInput(request_id=self.request.request_id, phenotype_sql=self.state.phenotype_sql),
            "Extraction agent",
        )
        self.state.extraction_complete, self.state.extracted_data_summary = True, extract.model_dump()
        self._progress("extraction", f"Extracted {extract.row_count} rows.")
        return "extraction_complete"

    async def _validate_qa(self) -> Outcome:
        report = await self._agent(
            ResearchActivities.run_qa,
            QAInput(
                request_id=self.request.request_id,
                extraction=ExtractionResult.model_validate(self.state.extracted_data_summary),
                estimated_cohort_size=self.state.estimated_cohort_size,
            ),
            "QA agent",
        )
        self.state.qa_report = report.model_dump()
        self.state.qa_passed = report.overall_status == "passed"
        failed = [check.name for check in report.checks if not check.passed]
        self._progress("qa", f"QA {report.overall_status}" + (f": {', '.join(failed)}" if failed else "."))
        if failed:
            self.outcome_note = f"failed checks: {', '.join(failed)}"
        return "qa_passed" if self.state.qa_passed else "qa_failed"

    async def _deliver(self) -> Outcome:
        email = self.request.researcher_info.get("email")
        recipient = email if isinstance(email, str) and email else str(self.request.researcher_info.get("name", ""))
        delivery = await self._agent(
            ResearchActivities.deliver_data,
            DeliveryInput(
                request_id=self.request.request_id,
                extraction=ExtractionResult.model_validate(self.state.extracted_data_summary),
                recipient=recipient or "researcher",
            ),
            "Delivery agent",
        )
        self.state.delivered, self.state.delivery_info = True, delivery.model_dump()
        self._progress("delivery", f"Delivered {len(delivery.files)} file(s) to {delivery.recipient}.")
        return "delivered"

    async def _announce_delivery(self) -> None:
        """Tell the researcher (email) and the approvals' channel (Slack) where the files are:
        conveniences, whose failure is logged while the request stays COMPLETE."""
        email, name = self.request.researcher_info.get("email"), self.request.researcher_info.get("name")
        delivery = DeliveryResult.model_validate(self.state.delivery_info)
        notice = DeliveryNotice(
            request_id=self.request.request_id,
            tenant_id=self.request.tenant_id,
            researcher_request=self.request.researcher_request,
            researcher_name=name if isinstance(name, str) else "",
            researcher_email=email if isinstance(email, str) and email else None,
            files=delivery.files,
            delivered_at=delivery.delivered_at,
        )
        emailed, _posted = await asyncio.gather(
            self._announce(EmailActivities.email_delivery, notice, "Email", DELIVERY_EMAIL),
            self._announce(SlackActivities.post_delivery_message, notice, "Slack", SLACK),
        )
        if emailed is not None:
            self._progress("delivery", f"Emailed where the files are to {notice.researcher_email}.")

    async def _announce(
        self,
        activity: Callable[[Any, DeliveryNotice], Awaitable[str | None] | str | None],
        notice: DeliveryNotice,
        channel: str,
        preset: ActivityPreset,
    ) -> str | None:
        try:
            return await workflow.execute_activity_method(
                activity, notice, summary=f"{channel}: files delivered", **preset
            )
        except ActivityError as err:
            workflow.logger.warning("%s notice of the delivery failed: %s", channel, err.cause)
            return None

    async def _agent(
        self,
        activity: Callable[[ResearchActivities, Request], Awaitable[Result] | Result],
        request: Request,
        agent: str,
        preset: ActivityPreset = DATA_AGENT,
    ) -> Result:
        self._details(f"{agent} at work")
        return await workflow.execute_activity_method(
            activity, request, summary=f"{agent}: {activity.__name__}", **preset
        )

    # --- Gates --------------------------------------------------------------------------

    async def _gate(self, gate: ResearchState) -> Outcome | None:
        """Wait for an approver's decision; remind at half time; escalate at the deadline."""
        timeout = timedelta(hours=self.options.gate_timeout_hours)
        deadline = workflow.now() + timeout
        notice = await self._open_gate(gate, deadline)
        if not await self._decided_by(gate, notice, timeout, deadline):
            self._close_gate(gate, None)
            self._escalate(f"{gate} was not decided within {self.options.gate_timeout_hours:g} h")
            return None
        decision, kind = self.decision, self.decision_kind
        if gate == S.SCOPE_CHANGE and kind == "approve" and self.scope_change is not None:
            self.state.requirements_approved = False
            self.feedback = f"The scope changed: {self.scope_change.reason}"
        self._close_gate(gate, decision)
        if decision is None:
            return None  # a scope change interrupted this gate
        self._apply_decision_flags(gate, kind == "approve")
        if kind == "reject":
            self.feedback = decision.reason
        return "approved" if kind == "approve" else "rejected"

    async def _open_gate(self, gate: ResearchState, deadline: datetime) -> ApprovalNotice:
        """Open the gate (an earlier decision does not count) and ask the approvers: an event, Slack."""
        self.decision, self.decision_kind = None, None
        self.state.pending_gate, self.state.gate_deadline = gate, deadline.isoformat()
        self._search_attributes()
        notice = ApprovalNotice(
            request_id=self.request.request_id,
            tenant_id=self.request.tenant_id,
            gate=gate,
            summary=self._gate_summary(gate),
            approvers=self.request.approvers,
            deadline=deadline.isoformat(),
        )
        self._publish("approval_requested", notice.model_dump(mode="json", exclude={"tenant_id"}))
        deciders = ", ".join(a for a in self.request.approvers if not self._by_creator(a))
        self._details(
            f"waiting at **{gate}**: {GATE_QUESTIONS[gate]}\n\nmay decide: {deciders}"
            f"\n\ndeadline: {deadline.isoformat()}"
        )
        self._mark_dirty()
        await self._notify_slack(SlackActivities.post_approval_request, notice)
        return notice

    async def _decided_by(
        self, gate: ResearchState, notice: ApprovalNotice, timeout: timedelta, deadline: datetime
    ) -> bool:
        """Whether a decision (or, but at SCOPE_CHANGE, a scope change) came before the deadline;
        the approvers are reminded at half time."""

        def settled() -> bool:
            return self.decision is not None or (gate != S.SCOPE_CHANGE and self.scope_change is not None)

        try:
            await workflow.wait_condition(settled, timeout=timeout / 2, timeout_summary=f"{gate}: reminder")
            return True
        except TimeoutError:
            reminder = notice.model_copy(update={"kind": "reminder"})
            self._publish("approval_requested", reminder.model_dump(mode="json", exclude={"tenant_id"}))
            await self._notify_slack(SlackActivities.post_approval_request, reminder)
        try:
            await workflow.wait_condition(
                settled, timeout=deadline - workflow.now(), timeout_summary=f"{gate}: deadline"
            )
            return True
        except TimeoutError:
            return False

    def _close_gate(self, gate: ResearchState, decision: Decision | None) -> None:
        self.state.pending_gate, self.state.gate_deadline = None, None
        if gate == S.SCOPE_CHANGE:
            self.scope_change = None
        self._notify_slack_later(
            ApprovalNoticeDecided(
                request_id=self.request.request_id,
                gate=gate,
                decision=self.decision_kind if decision is not None else None,  # type: ignore[arg-type]
                approver=decision.approver if decision is not None else None,
                reason=decision.reason if decision is not None else "no decision before the deadline",
            )
        )

    def _apply_decision_flags(self, gate: ResearchState, approved: bool) -> None:
        if gate == S.REQUIREMENTS_REVIEW:
            self.state.requirements_approved = approved
        elif gate == S.PHENOTYPE_REVIEW:
            self.state.phenotype_approved = approved
        elif gate == S.EXTRACTION_APPROVAL:
            self.state.extraction_approved = approved
        elif gate == S.QA_REVIEW:
            self.state.qa_approved = approved

    def _gate_summary(self, gate: ResearchState) -> str:
        question = GATE_QUESTIONS[gate]
        if gate == S.REQUIREMENTS_REVIEW:
            detail = f"completeness {self.state.completeness_score:.0%}: {self.state.requirements}"
        elif gate == S.PHENOTYPE_REVIEW:
            detail = f"cohort {self.state.estimated_cohort_size} patients; SQL: {self.state.phenotype_sql}"
        elif gate == S.EXTRACTION_APPROVAL:
            detail = f"kickoff {self.state.meeting_details.get('start', '')}; cohort {self.state.estimated_cohort_size}"
        elif gate == S.QA_REVIEW:
            detail = f"{self.state.extracted_data_summary.get('row_count', 0)} rows, QA passed"
        else:
            detail = self.scope_change.reason if self.scope_change is not None else ""
        return f"{question} {detail}"[:1500]

    # --- Messages in ----------------------------------------------------------------------

    @workflow.signal
    def approve(self, decision: Decision) -> None:
        self._decide("approve", decision)

    @workflow.signal
    def reject(self, decision: Decision) -> None:
        self._decide("reject", decision)

    @workflow.update
    def decide(self, request: DecisionRequest) -> ApprovalRecord:
        """A decision that needs an answer (the API, Slack): refused at once when it cannot apply."""
        return self._decide(request.decision, request.as_decision())

    @decide.validator
    def _validate_decision(self, request: DecisionRequest) -> None:
        if self.state.pending_gate != request.gate or self.decision is not None:
            waiting = self.state.pending_gate.value if self.state.pending_gate else "no gate"
            raise ApplicationError(f"{request.gate} is not open (waiting at: {waiting}).", type="GateNotOpen")
        if request.opening is not None and request.opening != self.state.gate_deadline:
            raise ApplicationError(
                f"{request.gate} was opened again since: decide on its newest message.", type="GateNotOpen"
            )
        if request.approver not in self.request.approvers:
            raise ApplicationError(f"{request.approver} is not an approver of this request.", type="NotAnApprover")
        if self._by_creator(request.approver):
            raise ApplicationError(creator_refused(request.approver), type="CreatorMayNotDecide")

    @workflow.update
    def answer(self, message: ResearcherMessage) -> None:
        """The researcher's answer to the requirements agent's question."""
        self.answers.append(message.content)

    @answer.validator
    def _validate_answer(self, message: ResearcherMessage) -> None:
        if not self.state.awaiting_answer or self.answers:
            raise ApplicationError("No question is waiting for an answer.", type="NotAsking")
        if not message.content.strip():
            raise ApplicationError("The answer is empty.", type="EmptyMessage")
        used = sum(len(m.content) for m in self.state.conversation_history)
        if used + len(message.content) > MAX_CONVERSATION_CHARS:
            raise ApplicationError(
                f"The conversation may hold {MAX_CONVERSATION_CHARS} characters in all; "
                f"{MAX_CONVERSATION_CHARS - used} are left: shorten the answer.",
                type="ConversationFull",
            )

    @workflow.signal
    def request_scope_change(self, request: ScopeChangeRequest) -> None:
        """Opens the SCOPE_CHANGE gate at the next state boundary (any state before delivery)."""
        if self.state.current_state in SCOPE_CHANGE_CLOSED or self.scope_change is not None:
            self._progress("coordinator", f"Scope change not accepted in {self.state.current_state}.")
            return
        self.scope_change = request

    @workflow.query
    def get_request(self) -> RequestState:
        return self.state

    def _decide(self, kind: str, decision: Decision) -> ApprovalRecord:
        """Apply a decision if it may apply; record it either way (ignored ones with why)."""
        if decision.decision_id is not None and decision.decision_id in self.decision_ids:
            # The same decision delivered twice (a retried call): nothing new to record.
            return next(a for a in reversed(self.state.approvals) if a.gate == decision.gate)
        if decision.decision_id is not None:
            self.decision_ids.add(decision.decision_id)
        note = ""
        if self.state.pending_gate != decision.gate:
            note = f"{decision.gate} is not open"
        elif decision.approver not in self.request.approvers:
            note = f"{decision.approver} is not an approver of this request"
        elif self._by_creator(decision.approver):
            note = creator_refused(decision.approver)
        elif self.decision is not None:
            note = "the gate was already decided"
        record = ApprovalRecord(
            gate=decision.gate,
            decision=kind,  # type: ignore[arg-type]
            approver=decision.approver,
            channel=decision.channel,
            reason=decision.reason,
            at=workflow.now().isoformat(),
            applied=not note,
            note=note,
        )
        self.state.approvals.append(record)
        if record.applied:
            self.decision, self.decision_kind = decision, kind
        self._publish("approval_decided", record.model_dump(mode="json"))
        self._mark_dirty()
        return record

    def _by_creator(self, approver: str) -> bool:
        """Whether `approver` created the request and the tenant did not let creators decide."""
        return not self.request.creator_may_decide and same_person(approver, self.request.created_by)

    # --- State, events, store ---------------------------------------------------------------

    def _enter(self, state: ResearchState, rule: int | None, reason: str) -> None:
        previous = self.state.current_state if self.transitions else None
        now = workflow.now().isoformat()
        self.state.current_state, self.state.updated_at = state, now
        self.transitions.append(
            TransitionRecord(
                seq=len(self.transitions) + 1, from_state=previous, to_state=state, rule=rule, reason=reason, at=now
            )
        )
        self._publish(
            "state_changed",
            {"from": previous.value if previous else None, "to": state.value, "rule": rule, "reason": reason},
        )
        self._search_attributes()
        self._details(reason)
        self._mark_dirty()

    def _escalate(self, reason: str) -> None:
        self.state.escalation_reason = reason
        self._enter(S.HUMAN_REVIEW, None, f"escalated: {reason}")

    def _fail(self, state: ResearchState, err: ActivityError) -> None:
        """FAILED, and why in words safe to show (the activity's public detail, never the raw
        error, which is logged): in the state's `error`, the transition's reason, an event."""
        notes = []
        if isinstance(err.cause, ActivityTimeout):
            notes.append("it did not finish in time")
        if err.retry_state == RetryState.MAXIMUM_ATTEMPTS_REACHED:
            # Retryable (e.g. an overloaded warehouse), yet it failed every attempt.
            notes.append(f"still failing after {RESEARCH_AGENT_RETRY.maximum_attempts} attempts")
        code, told = failure_error(err, notes=notes)
        workflow.logger.error("Research request %s failed in %s: %s", self.request.request_id, state, err.cause)
        self.state.error = f"{code}: {told}"
        self._progress(AGENTS.get(err.activity_type, err.activity_type), told, {"error_code": code.value})
        self._enter(S.FAILED, None, f"{err.activity_type} failed: {self.state.error}")

    def _progress(self, agent: str, message: str, data: dict[str, Any] | None = None) -> None:
        self._publish("agent_progress", {"agent": agent, "message": message, **(data or {})})

    def _publish(self, kind: str, data: dict[str, Any]) -> None:
        event = ResearchEvent(
            type=kind,  # type: ignore[arg-type]
            request_id=self.request.request_id,
            timestamp=workflow.now().isoformat(),
            data=data,
        )
        self.stream.topic(kind, type=ResearchEvent).publish(event)

    def _search_attributes(self) -> None:
        pending = self.state.pending_gate.value if self.state.pending_gate else ""
        workflow.upsert_search_attributes(
            TypedSearchAttributes(
                [
                    SearchAttributePair(RESEARCH_STATE, self.state.current_state.value),
                    SearchAttributePair(PENDING_GATE, pending),
                ]
            )
        )

    def _details(self, step: str) -> None:
        workflow.set_current_details(
            f"**{self.state.current_state}** — {step}\n\n> {self.request.researcher_request[:200]}"
        )

    def _mark_dirty(self) -> None:
        self.dirty = True

    async def _save_continuously(self) -> None:
        """Mirror every change to the store, in order, one write at a time."""
        while True:
            await workflow.wait_condition(lambda: self.dirty)
            self.dirty, self.saving = False, True
            progress = ResearchProgress(
                request_id=self.request.request_id,
                tenant_id=self.request.tenant_id,
                current_state=self.state.current_state,
                pending_gate=self.state.pending_gate,
                state=self.state.model_dump(mode="json"),
                transitions=self.transitions[self.saved_transitions :],
                approvals=list(enumerate(self.state.approvals, start=1))[self.saved_approvals :],
            )
            try:
                await workflow.execute_activity_method(
                    ResearchActivities.save_research_progress,
                    progress,
                    summary=f"Store: {self.state.current_state}",
                    **RESEARCH_STORE_WRITE,
                )
            finally:
                self.saving = False
            self.saved_transitions += len(progress.transitions)
            self.saved_approvals += len(progress.approvals)

    async def _notify_slack(
        self,
        activity: Callable[[SlackActivities, Any], Awaitable[Any]],
        notice: ApprovalNotice | ApprovalNoticeDecided,
    ) -> None:
        """Slack is a convenience: its failure is logged, the gate still waits for a decision."""
        try:
            await workflow.execute_activity_method(activity, notice, summary=f"Slack: {notice.gate}", **SLACK)
        except ActivityError as err:
            workflow.logger.warning("Slack %s for %s failed: %s", activity.__name__, notice.gate, err.cause)

    def _notify_slack_later(self, notice: ApprovalNoticeDecided) -> None:
        task = asyncio.create_task(self._notify_slack(SlackActivities.update_approval_message, notice))
        self.slack_updates.add(task)
        task.add_done_callback(self.slack_updates.discard)
