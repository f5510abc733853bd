"""The research request's state machine (seed 002), from its tables: the states
(`ResearchState`), the 18 rules (`RULES`), the gates, the terminal states and the states a
scope change may interrupt. A request's path is its audit's transitions."""

from __future__ import annotations

from collections.abc import Iterable

from durable_agents.diagrams.graph import Diagram, DiagramBuilder, Shape
from durable_agents.research.contract import GATES, TERMINAL_STATES, ResearchState
from durable_agents.research.rules import RULES, SCOPE_CHANGE_CLOSED

NAME = "research"
START = "start"  # where a request's first transition comes from (it has no from_state)
# The workflow enters it before its loop; every other entry is a rule's or an exception's.
FIRST_STATE = ResearchState.REQUIREMENTS_GATHERING
# The state whose agent asks the researcher questions (no answer in time escalates).
ASKS_THE_RESEARCHER = ResearchState.REQUIREMENTS_GATHERING


def _shape(state: ResearchState, passing: set[ResearchState]) -> Shape:
    if state in GATES:
        return "gate"
    if state in TERMINAL_STATES:
        return "terminal"
    return "passing" if state in passing else "box"


def research_diagram() -> Diagram:
    passing = {rule.via for rule in RULES if rule.via is not None}
    diagram = DiagramBuilder()
    diagram.add_node(START, "request received", "terminal")
    for state in ResearchState:
        diagram.add_node(state, state.value, _shape(state, passing))
    diagram.add_edge(START, ResearchState.NEW_REQUEST)
    diagram.add_edge(ResearchState.NEW_REQUEST, FIRST_STATE)
    for rule in RULES:
        label = f"{rule.number}: {rule.outcome}"
        if rule.via is None:
            diagram.add_edge(rule.source, rule.target, label)
        else:
            diagram.add_edge(rule.source, rule.via, label)
            diagram.add_edge(rule.via, rule.target)
    # The states the workflow's loop works in: a scope change may interrupt them (but where it
    # is closed), and the agent of each that is not a gate may fail.
    for state in dict.fromkeys(rule.source for rule in RULES):
        if state not in SCOPE_CHANGE_CLOSED:
            diagram.add_edge(state, ResearchState.SCOPE_CHANGE, "scope change", "dashed")
        if state not in GATES:
            diagram.add_edge(state, ResearchState.FAILED, "agent failed", "dashed")
    for state in [ASKS_THE_RESEARCHER, *sorted(GATES)]:
        diagram.add_edge(state, ResearchState.HUMAN_REVIEW, "no reply in time", "dashed")
    return diagram.build(
        NAME,
        "Research request: the state machine",
        f"Every state of seed 002, its {len(RULES)} rules (numbered, with the outcome that picks them), and the "
        "exceptions: a scope change at any state before delivery, an agent that fails, a gate or a "
        "question left unanswered past its deadline.",
        "durable_agents/research/contract.py (ResearchState, GATES, TERMINAL_STATES) and "
        "durable_agents/research/rules.py (RULES, SCOPE_CHANGE_CLOSED)",
    )


def request_steps(transitions: Iterable[tuple[str | None, str]]) -> list[tuple[str, str]]:
    """A request's audit transitions (from_state, to_state) as the diagram's edges, its
    first one from the start."""
    return [(source or START, target) for source, target in transitions]
