"""Seed 002's 18 transition rules as data, and the pure function the workflow routes by.

The seed's "done" states (REQUIREMENTS_COMPLETE, FEASIBLE, KICKOFF_COMPLETE,
EXTRACTION_COMPLETE, QA_PASSED, DELIVERED) are passed through on the way to the rule's
target, so every one of the 23 states is entered and logged.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from durable_agents.research.contract import ResearchState as S

Outcome = Literal[
    "requirements_complete",
    "approved",
    "rejected",
    "feasible",
    "not_feasible",
    "meeting_scheduled",
    "extraction_complete",
    "qa_passed",
    "qa_failed",
    "delivered",
]


@dataclass(frozen=True)
class Rule:
    number: int
    source: S  # where the outcome happens
    trigger: str  # the seed's trigger name
    outcome: Outcome
    target: S
    # Seed "done" state entered on the way from `source` to `target`.
    via: S | None = None


RULES: tuple[Rule, ...] = (
    Rule(1, S.REQUIREMENTS_GATHERING, "requirements_agent.gather_requirements", "requirements_complete",
         S.REQUIREMENTS_REVIEW, via=S.REQUIREMENTS_COMPLETE),
    Rule(2, S.REQUIREMENTS_REVIEW, "approval_service.approve_requirements", "approved", S.FEASIBILITY_VALIDATION),
    Rule(3, S.REQUIREMENTS_REVIEW, "approval_service.reject_requirements", "rejected", S.REQUIREMENTS_GATHERING),
    Rule(4, S.FEASIBILITY_VALIDATION, "phenotype_agent.validate_feasibility", "feasible", S.PHENOTYPE_REVIEW,
         via=S.FEASIBLE),
    Rule(5, S.PHENOTYPE_REVIEW, "approval_service.approve_phenotype_sql", "approved", S.SCHEDULE_KICKOFF),
    Rule(6, S.PHENOTYPE_REVIEW, "approval_service.reject_phenotype_sql", "rejected", S.FEASIBILITY_VALIDATION),
    Rule(7, S.FEASIBILITY_VALIDATION, "phenotype_agent.validate_feasibility_failed", "not_feasible", S.NOT_FEASIBLE),
    Rule(8, S.SCHEDULE_KICKOFF, "calendar_agent.schedule_kickoff_meeting", "meeting_scheduled",
         S.EXTRACTION_APPROVAL, via=S.KICKOFF_COMPLETE),
    Rule(9, S.EXTRACTION_APPROVAL, "approval_service.approve_extraction", "approved", S.DATA_EXTRACTION),
    Rule(10, S.EXTRACTION_APPROVAL, "approval_service.reject_extraction", "rejected", S.HUMAN_REVIEW),
    Rule(11, S.DATA_EXTRACTION, "extraction_agent.extract_data", "extraction_complete", S.QA_VALIDATION,
         via=S.EXTRACTION_COMPLETE),
    Rule(12, S.QA_VALIDATION, "qa_agent.validate_extracted_data", "qa_passed", S.QA_REVIEW, via=S.QA_PASSED),
    Rule(13, S.QA_REVIEW, "approval_service.approve_qa", "approved", S.DATA_DELIVERY),
    Rule(14, S.QA_REVIEW, "approval_service.reject_qa", "rejected", S.DATA_EXTRACTION),
    Rule(15, S.QA_VALIDATION, "qa_agent.validate_extracted_data_failed", "qa_failed", S.QA_FAILED),
    Rule(16, S.DATA_DELIVERY, "delivery_agent.deliver_data", "delivered", S.COMPLETE, via=S.DELIVERED),
    Rule(17, S.SCOPE_CHANGE, "coordinator_agent.handle_scope_change", "approved", S.REQUIREMENTS_GATHERING),
    Rule(18, S.SCOPE_CHANGE, "coordinator_agent.reject_scope_change", "rejected", S.HUMAN_REVIEW),
)  # fmt: skip

_BY_SOURCE_AND_OUTCOME = {(rule.source, rule.outcome): rule for rule in RULES}

# A scope change may be asked for at any state before delivery.
SCOPE_CHANGE_CLOSED = frozenset(
    {S.DATA_DELIVERY, S.DELIVERED, S.COMPLETE, S.FAILED, S.NOT_FEASIBLE, S.QA_FAILED, S.HUMAN_REVIEW, S.SCOPE_CHANGE}
)


class NoRule(ValueError):
    pass


def rule_for(state: S, outcome: Outcome) -> Rule:
    """The rule that applies to `outcome` in `state` (NoRule when the seed has none)."""
    try:
        return _BY_SOURCE_AND_OUTCOME[(state, outcome)]
    except KeyError:
        raise NoRule(f"no rule for {outcome!r} in {state}") from None
