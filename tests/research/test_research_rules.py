"""Seed 002's transition rules, table-driven: every rule as written, every state reachable."""

from __future__ import annotations

import pytest

from durable_agents.research.contract import GATES, TERMINAL_STATES, ResearchState
from durable_agents.research.rules import RULES, NoRule, rule_for

S = ResearchState

# (rule, state, outcome, next state) exactly as the seed lists them.
SEED_RULES = [
    (1, S.REQUIREMENTS_GATHERING, "requirements_complete", S.REQUIREMENTS_REVIEW),
    (2, S.REQUIREMENTS_REVIEW, "approved", S.FEASIBILITY_VALIDATION),
    (3, S.REQUIREMENTS_REVIEW, "rejected", S.REQUIREMENTS_GATHERING),
    (4, S.FEASIBILITY_VALIDATION, "feasible", S.PHENOTYPE_REVIEW),
    (5, S.PHENOTYPE_REVIEW, "approved", S.SCHEDULE_KICKOFF),
    (6, S.PHENOTYPE_REVIEW, "rejected", S.FEASIBILITY_VALIDATION),
    (7, S.FEASIBILITY_VALIDATION, "not_feasible", S.NOT_FEASIBLE),
    (8, S.SCHEDULE_KICKOFF, "meeting_scheduled", S.EXTRACTION_APPROVAL),
    (9, S.EXTRACTION_APPROVAL, "approved", S.DATA_EXTRACTION),
    (10, S.EXTRACTION_APPROVAL, "rejected", S.HUMAN_REVIEW),
    (11, S.DATA_EXTRACTION, "extraction_complete", S.QA_VALIDATION),
    (12, S.QA_VALIDATION, "qa_passed", S.QA_REVIEW),
    (13, S.QA_REVIEW, "approved", S.DATA_DELIVERY),
    (14, S.QA_REVIEW, "rejected", S.DATA_EXTRACTION),
    (15, S.QA_VALIDATION, "qa_failed", S.QA_FAILED),
    (16, S.DATA_DELIVERY, "delivered", S.COMPLETE),
    (17, S.SCOPE_CHANGE, "approved", S.REQUIREMENTS_GATHERING),
    (18, S.SCOPE_CHANGE, "rejected", S.HUMAN_REVIEW),
]


@pytest.mark.parametrize(("number", "state", "outcome", "target"), SEED_RULES, ids=[f"rule{r[0]}" for r in SEED_RULES])
def test_each_rule_routes_as_the_seed_says(number: int, state: S, outcome: str, target: S) -> None:
    rule = rule_for(state, outcome)  # type: ignore[arg-type]
    assert (rule.number, rule.target) == (number, target)


def test_there_are_exactly_the_eighteen_rules() -> None:
    assert [r.number for r in RULES] == list(range(1, 19))


def test_an_outcome_without_a_rule_is_refused() -> None:
    with pytest.raises(NoRule):
        rule_for(S.QA_REVIEW, "feasible")


def test_every_one_of_the_23_states_is_entered_by_some_path() -> None:
    reachable = {S.NEW_REQUEST, S.REQUIREMENTS_GATHERING, S.SCOPE_CHANGE, S.FAILED, S.HUMAN_REVIEW}
    for rule in RULES:
        reachable.add(rule.target)
        if rule.via is not None:
            reachable.add(rule.via)
    assert reachable == set(S) and len(S) == 23


def test_gates_and_terminal_states_are_the_seeds() -> None:
    assert len(GATES) == 5 and all(rule.source in GATES for rule in RULES if rule.outcome in ("approved", "rejected"))
    assert {S.COMPLETE, S.FAILED, S.NOT_FEASIBLE, S.QA_FAILED, S.HUMAN_REVIEW} == TERMINAL_STATES
    # Terminal states have no way out.
    assert not [rule for rule in RULES if rule.source in TERMINAL_STATES]
