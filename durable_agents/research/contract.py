"""The research data request pipeline's contract (seed 002): its states, approval gates,
decisions, events, and the payloads of its activities.

Pydantic models only (workflows, activities and the API share them).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, Field

from durable_agents.errors import PUBLIC_DETAIL as PUBLIC_DETAIL  # research activities' failures carry one
from durable_agents.llm_types import LLMMessage, TokenUsage


class ResearchState(StrEnum):
    # Main path.
    NEW_REQUEST = "NEW_REQUEST"
    REQUIREMENTS_GATHERING = "REQUIREMENTS_GATHERING"
    REQUIREMENTS_COMPLETE = "REQUIREMENTS_COMPLETE"  # the seed keeps it, deprecated: never entered
    FEASIBILITY_VALIDATION = "FEASIBILITY_VALIDATION"
    FEASIBLE = "FEASIBLE"
    SCHEDULE_KICKOFF = "SCHEDULE_KICKOFF"
    KICKOFF_COMPLETE = "KICKOFF_COMPLETE"
    DATA_EXTRACTION = "DATA_EXTRACTION"
    EXTRACTION_COMPLETE = "EXTRACTION_COMPLETE"
    QA_VALIDATION = "QA_VALIDATION"
    QA_PASSED = "QA_PASSED"
    DATA_DELIVERY = "DATA_DELIVERY"
    DELIVERED = "DELIVERED"
    COMPLETE = "COMPLETE"
    FAILED = "FAILED"
    # Approval gates.
    REQUIREMENTS_REVIEW = "REQUIREMENTS_REVIEW"
    PHENOTYPE_REVIEW = "PHENOTYPE_REVIEW"
    EXTRACTION_APPROVAL = "EXTRACTION_APPROVAL"
    QA_REVIEW = "QA_REVIEW"
    SCOPE_CHANGE = "SCOPE_CHANGE"
    # Error / terminal.
    NOT_FEASIBLE = "NOT_FEASIBLE"
    QA_FAILED = "QA_FAILED"
    HUMAN_REVIEW = "HUMAN_REVIEW"


# The states a decision can be about (an API body's `gate`).
GateName = Literal["REQUIREMENTS_REVIEW", "PHENOTYPE_REVIEW", "EXTRACTION_APPROVAL", "QA_REVIEW", "SCOPE_CHANGE"]
GATES = frozenset(
    {
        ResearchState.REQUIREMENTS_REVIEW,
        ResearchState.PHENOTYPE_REVIEW,
        ResearchState.EXTRACTION_APPROVAL,
        ResearchState.QA_REVIEW,
        ResearchState.SCOPE_CHANGE,
    }
)
TERMINAL_STATES = frozenset(
    {
        ResearchState.COMPLETE,
        ResearchState.FAILED,
        ResearchState.NOT_FEASIBLE,
        ResearchState.QA_FAILED,
        ResearchState.HUMAN_REVIEW,
    }
)

DecisionChannel = Literal["api", "slack", "temporal"]


class Decision(BaseModel):
    """An approver's decision on a gate: the payload of the `approve` / `reject` signals
    (plain JSON, so `temporal workflow signal --input '{...}'` works)."""

    gate: ResearchState
    approver: str
    reason: str = ""
    channel: DecisionChannel = "temporal"
    # Set by callers that may retry (Slack, the API): a repeated id decides nothing twice.
    decision_id: str | None = None


class ApprovalRecord(BaseModel):
    gate: ResearchState
    decision: Literal["approve", "reject"]
    approver: str
    channel: DecisionChannel
    reason: str
    at: str
    applied: bool
    note: str = ""  # why a decision was ignored


class ResearchEvent(BaseModel):
    """One event of a request's stream: `state_changed`, `approval_requested`,
    `approval_decided`, `agent_progress`, `question` (the requirements agent asks)."""

    type: Literal["state_changed", "approval_requested", "approval_decided", "agent_progress", "question"]
    request_id: str
    timestamp: str
    data: dict[str, Any] = Field(default_factory=dict)


# --- Activities' payloads ---------------------------------------------------------------


class RequirementsInput(BaseModel):
    request_id: str
    researcher_request: str
    researcher_info: dict[str, Any] = Field(default_factory=dict)
    conversation: list[LLMMessage] = Field(default_factory=list)  # questions asked and answers
    feedback: str = ""  # a reviewer's reason after a rejection


class RequirementsTurn(BaseModel):
    requirements: dict[str, Any]
    completeness_score: float = Field(ge=0, le=1)
    question: str | None = None  # the next question to the researcher; None when complete
    usage: TokenUsage = Field(default_factory=TokenUsage)


class FeasibilityInput(BaseModel):
    request_id: str
    researcher_request: str
    requirements: dict[str, Any]
    feedback: str = ""  # a reviewer's reason after the SQL was rejected


class SqlAttempt(BaseModel):
    sql: str
    error: str | None = None  # why it was refused or failed (given back to the LLM)


class FeasibilityResult(BaseModel):
    phenotype_sql: str  # the SQL that counted the cohort (when none could run, the activity fails)
    estimated_cohort_size: int
    feasible: bool
    feasibility_score: float = Field(ge=0, le=1)
    attempts: list[SqlAttempt] = Field(default_factory=list)
    usage: TokenUsage = Field(default_factory=TokenUsage)


class KickoffInput(BaseModel):
    request_id: str
    participants: list[str]
    not_before: str  # ISO datetime (workflow time): the earliest start considered
    duration_minutes: int = 30
    names: dict[str, str] = Field(default_factory=dict)  # display names in the invite, by email


class KickoffResult(BaseModel):
    start: str
    end: str
    participants: list[str]
    ics_path: str


class ExtractionInput(BaseModel):
    request_id: str
    phenotype_sql: str


class ExtractionResult(BaseModel):
    csv_path: str
    parquet_path: str | None = None
    row_count: int
    columns: list[str]
    truncated: bool = False  # the query returned more than SQL_ROW_CAP rows: the extract holds the first ones


class QAInput(BaseModel):
    request_id: str
    extraction: ExtractionResult
    estimated_cohort_size: int


class QACheck(BaseModel):
    name: str
    passed: bool
    detail: str


class QAReport(BaseModel):
    overall_status: Literal["passed", "failed"]
    checks: list[QACheck]
    row_count: int
    null_rates: dict[str, float]
    duplicate_rows: int
    identifier_columns: list[str]


class DeliveryInput(BaseModel):
    request_id: str
    extraction: ExtractionResult
    recipient: str


class DeliveredFile(BaseModel):
    name: str
    sha256: str
    bytes: int


class DeliveryResult(BaseModel):
    delivery_dir: str
    manifest_path: str
    files: list[DeliveredFile]
    recipient: str
    delivered_at: str


class DeliveryNotice(BaseModel):
    """A completed request's delivery, for Slack and the researcher's email."""

    request_id: str
    tenant_id: str
    researcher_request: str
    researcher_name: str = ""
    researcher_email: str | None = None  # None: the request named no email, none is sent
    files: list[DeliveredFile]
    delivered_at: str


class ApprovalNotice(BaseModel):
    """A gate that opened (or its reminder / outcome), for Slack."""

    request_id: str
    tenant_id: str
    gate: ResearchState
    summary: str  # what is to be decided, in a sentence or two
    approvers: list[str]
    deadline: str  # ISO datetime
    kind: Literal["opened", "reminder"] = "opened"


class ApprovalNoticeDecided(BaseModel):
    request_id: str
    gate: ResearchState
    decision: Literal["approve", "reject"] | None  # None: the gate timed out
    approver: str | None
    reason: str


class TransitionRecord(BaseModel):
    seq: int  # 1, 2, ... per request: the key that makes writing it idempotent
    from_state: ResearchState | None
    to_state: ResearchState
    rule: int | None = None  # the seed's rule number; None for entering a "done" state
    reason: str = ""
    at: str


class ResearchProgress(BaseModel):
    """What the store mirrors of a request; sent after every change (idempotent write)."""

    request_id: str
    tenant_id: str
    current_state: ResearchState
    pending_gate: ResearchState | None
    state: dict[str, Any]
    transitions: list[TransitionRecord] = Field(default_factory=list)  # not yet stored
    approvals: list[tuple[int, ApprovalRecord]] = Field(default_factory=list)  # (seq, record), not yet stored


class ResearchOptions(BaseModel):
    """Settings fixed when the request starts (workflow code may not read the environment)."""

    gate_timeout_hours: float = 72.0
    llm_timeout_seconds: float = 120.0
    sql_timeout_seconds: float = 10.0
    # Requirements go to review once the agent rates them this complete, or after this many questions.
    requirements_complete_score: float = 0.8
    max_questions: int = 5


class ResearchRequestInput(BaseModel):
    request_id: str
    tenant_id: str
    researcher_request: str
    researcher_info: dict[str, Any] = Field(default_factory=dict)
    approvers: list[str]
    options: ResearchOptions = Field(default_factory=ResearchOptions)
    # The person (a user's email) whose key created the request; None: the tenant admin key.
    created_by: str | None = None
    # The tenant let creators decide their own requests' gates when this one was created.
    creator_may_decide: bool = False


class RequestState(BaseModel):
    """Seed 002's state schema (FullWorkflowState), plus who may decide and what waits."""

    request_id: str
    current_state: ResearchState
    created_at: str
    updated_at: str
    researcher_request: str
    researcher_info: dict[str, Any] = Field(default_factory=dict)
    requirements: dict[str, Any] = Field(default_factory=dict)
    conversation_history: list[LLMMessage] = Field(default_factory=list)
    completeness_score: float = 0.0
    requirements_approved: bool = False
    phenotype_sql: str = ""
    feasibility_score: float = 0.0
    estimated_cohort_size: int = 0
    feasible: bool = False
    phenotype_approved: bool = False
    meeting_scheduled: bool = False
    meeting_details: dict[str, Any] = Field(default_factory=dict)
    extraction_approved: bool = False
    extraction_complete: bool = False
    extracted_data_summary: dict[str, Any] = Field(default_factory=dict)
    qa_passed: bool = False
    qa_report: dict[str, Any] = Field(default_factory=dict)
    qa_approved: bool = False
    delivered: bool = False
    delivery_info: dict[str, Any] = Field(default_factory=dict)
    error: str | None = None  # why the request FAILED, safe to show (the code, then what happened)
    escalation_reason: str | None = None
    approvers: list[str] = Field(default_factory=list)
    created_by: str | None = None  # the person whose key created the request; None: the tenant admin key
    creator_may_decide: bool = False  # false: created_by does not decide the gates (separation of duties)
    pending_gate: ResearchState | None = None
    gate_deadline: str | None = None
    awaiting_answer: bool = False  # the requirements agent asked the researcher a question
    approvals: list[ApprovalRecord] = Field(default_factory=list)

    def without_server_paths(self) -> RequestState:
        """The state as clients see it: the agents' results without where the worker keeps
        their files (those are reached by the request's download routes)."""
        shown = {field: {k: v for k, v in getattr(self, field).items() if k in keys} for field, keys in SHOWN.items()}
        return self.model_copy(update=shown)


# The keys of the agents' results (KickoffResult, ExtractionResult, DeliveryResult) a client is
# shown: a list of what to show, so a field added to a result stays hidden until named here.
SHOWN = {
    "meeting_details": frozenset({"start", "end", "participants"}),
    "extracted_data_summary": frozenset({"row_count", "columns", "truncated"}),
    "delivery_info": frozenset({"files", "recipient", "delivered_at"}),
}


class DecisionRequest(BaseModel):
    """A decision through the API or Slack (an Update: refused at once when the gate is not
    open or the approver is not on the request's list)."""

    gate: ResearchState
    decision: Literal["approve", "reject"]
    approver: str
    reason: str = ""
    channel: DecisionChannel = "api"
    decision_id: str | None = None
    # The opening (its deadline) the decider saw, e.g. a Slack message's: a later opening is not theirs to decide.
    opening: str | None = None

    def as_decision(self) -> Decision:
        return Decision(
            gate=self.gate,
            approver=self.approver,
            reason=self.reason,
            channel=self.channel,
            decision_id=self.decision_id,
        )


def listed_approver(email: str, approvers: list[str]) -> str | None:
    """The approver `email` is, spelled as the request lists it (emails compare ignoring
    case); None when it is not on the list."""
    return next((listed for listed in approvers if same_person(listed, email)), None)


def same_person(email: str, other: str | None) -> bool:
    """Whether two emails name the same person (they compare ignoring case)."""
    return other is not None and email.strip().lower() == other.strip().lower()


def creator_refused(created_by: str) -> str:
    """Why the creator of a request may not decide its gates (separation of duties)."""
    return (
        f"{created_by} created this request, and a request's creator does not decide its gates "
        "(separation of duties): another of its approvers decides."
    )


class ResearcherMessage(BaseModel):
    content: str


class ScopeChangeRequest(BaseModel):
    reason: str
    requested_by: str = ""
