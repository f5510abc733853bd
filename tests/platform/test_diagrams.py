"""The workflows' diagrams are generated from the code's own tables (a state, rule, step, tool
or mode added there shows up), fit the runs the workflows recorded, and are served by the
real API over HTTP as JSON, Mermaid text and SVG; a research request's diagram highlights
the path its audit holds, for its own tenant only."""

from __future__ import annotations

import base64
import contextlib
import json
import re
import xml.etree.ElementTree as ET
from collections.abc import AsyncIterator
from enum import StrEnum
from itertools import pairwise
from pathlib import Path
from typing import get_args

import httpx
import pytest
from temporalio.client import Client
from temporalio.service import RPCError

from durable_agents.chat.modes import MODES, ModeConfig
from durable_agents.diagrams import BUILDERS, chat_modes, planner, research
from durable_agents.diagrams.graph import Diagram, DiagramBuilder
from durable_agents.diagrams.mermaid import to_mermaid
from durable_agents.diagrams.research import research_diagram
from durable_agents.diagrams.schema_design import schema_design_diagram
from durable_agents.diagrams.svg import to_svg
from durable_agents.planner.contract import PlannerOptions
from durable_agents.planner.function_tools import PLANNER_TOOLS
from durable_agents.research.contract import ResearchState
from durable_agents.research.rules import RULES, Rule
from durable_agents.schema_design.contract import DesignStep
from durable_agents.schema_design.steps import DB_AGENT_ROUNDS, STEP_EDGES
from durable_agents.temporal import research_workflow_id
from tests.conftest import TenantClient
from tests.research.test_research_request import APPROVERS, audit_when, decide, requirements, until
from tests.support.scripted_llm import ScriptedLLM

S = ResearchState
HISTORIES = Path(__file__).parents[1] / "histories"
RESEARCH_HISTORIES = [
    HISTORIES / "research_request.json",
    *(HISTORIES.parent / "research" / "histories").glob("*.json"),
]
SVG = "{http://www.w3.org/2000/svg}"


def edges_of(diagram: Diagram) -> dict[tuple[str, str], str]:
    return {(edge.source, edge.target): edge.label for edge in diagram.edges}


def recorded_values(history: Path, attribute: str) -> list[str]:
    """The values a recorded history upserted into a search attribute, each run of repeats once."""
    values: list[str] = []
    for event in json.loads(history.read_text())["events"]:
        fields = event.get("upsertWorkflowSearchAttributesEventAttributes", {}).get("searchAttributes", {})
        field = fields.get("indexedFields", {}).get(attribute)
        if field is not None:
            value = json.loads(base64.b64decode(field["data"]))
            if not values or values[-1] != value:
                values.append(value)
    return values


def drawn(svg: str) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """An SVG's nodes and edges (by their data- attributes), each with its classes."""
    root = ET.fromstring(svg)
    groups = list(root.iter(f"{SVG}g"))
    nodes = {g.get("data-node", ""): set(g.get("class", "").split()) for g in groups if g.get("data-node")}
    edges = {g.get("data-edge", ""): set(g.get("class", "").split()) for g in groups if g.get("data-edge")}
    return nodes, edges


# --- Generated from the code --------------------------------------------------------------


def test_every_research_state_and_rule_is_drawn() -> None:
    diagram = research_diagram()
    assert {node.id for node in diagram.nodes} == {state.value for state in ResearchState} | {research.START}
    edges = edges_of(diagram)
    for rule in RULES:
        first = (rule.source, rule.via or rule.target)
        assert f"{rule.number}: {rule.outcome}" in edges[first], rule
        if rule.via is not None:
            assert (rule.via, rule.target) in edges
    text = to_mermaid(diagram)
    for rule in RULES:
        assert f"{rule.number}: {rule.outcome}" in text
    for state in ResearchState:
        assert re.search(rf"^  {state.value}[\[({{]", text, re.MULTILINE), state
    # Gates wait for people; the exceptions are dashed, from the states where they can happen.
    assert diagram.node(S.QA_REVIEW).shape == "gate" and diagram.node(S.COMPLETE).shape == "terminal"
    dashed = {(e.source, e.target) for e in diagram.edges if e.line == "dashed"}
    assert (S.DATA_EXTRACTION, S.SCOPE_CHANGE) in dashed and (S.DATA_DELIVERY, S.SCOPE_CHANGE) not in dashed
    assert (S.QA_VALIDATION, S.FAILED) in dashed and (S.QA_REVIEW, S.HUMAN_REVIEW) in dashed


def test_a_state_or_rule_added_to_the_tables_shows_up(monkeypatch: pytest.MonkeyPatch) -> None:
    states = StrEnum("ResearchState", {**{s.name: s.value for s in ResearchState}, "ARCHIVED": "ARCHIVED"})
    monkeypatch.setattr(research, "ResearchState", states)
    rule = Rule(19, S.HUMAN_REVIEW, "coordinator_agent.resume", "approved", S.REQUIREMENTS_GATHERING)
    monkeypatch.setattr(research, "RULES", (*RULES, rule))
    diagram = research_diagram()
    assert diagram.node("ARCHIVED").label == "ARCHIVED"
    assert edges_of(diagram)[(S.HUMAN_REVIEW, S.REQUIREMENTS_GATHERING)] == "19: approved"
    assert 'HUMAN_REVIEW -->|"19: approved"| REQUIREMENTS_GATHERING' in to_mermaid(diagram)


@pytest.mark.parametrize("history", RESEARCH_HISTORIES, ids=lambda path: path.name)
def test_recorded_research_runs_are_paths_of_the_diagram(history: Path) -> None:
    states = recorded_values(history, "ResearchState")
    steps = research.request_steps(zip([None, *states], states, strict=False))
    highlighted = research_diagram().with_path(steps)  # refuses a step the diagram lacks
    assert highlighted.current == states[-1] and highlighted.path_nodes == {research.START, *states}


def test_a_path_the_diagram_lacks_is_refused() -> None:
    with pytest.raises(ValueError, match="COMPLETE"):
        research_diagram().with_path([(S.NEW_REQUEST, S.COMPLETE)])


def test_the_schema_pipeline_is_its_step_table() -> None:
    tabled = {step for edge in STEP_EDGES for step in (edge.source, edge.target)}
    assert tabled == set(get_args(DesignStep))
    diagram = schema_design_diagram()
    edges = edges_of(diagram)
    entry = DB_AGENT_ROUNDS[0][0]
    for edge in STEP_EDGES:
        source, target = (entry if step == "dbAgent" else step for step in (edge.source, edge.target))
        assert edges[(source, target)] == edge.when
    for source, target, label in DB_AGENT_ROUNDS:
        assert edges[(source, target)] == label and diagram.node(source).group == "dbAgent"
    assert 'subgraph dbAgent ["dbAgent: the DbAgent child workflow"]' in to_mermaid(diagram)


def test_recorded_design_steps_follow_the_step_table() -> None:
    steps = recorded_values(HISTORIES / "schema_design.json", "DesignStep")
    table = {(edge.source, edge.target) for edge in STEP_EDGES}
    assert len(steps) > 5 and [pair for pair in pairwise(steps) if pair not in table] == []


def test_the_planner_loop_is_drawn_from_its_tools(monkeypatch: pytest.MonkeyPatch) -> None:
    diagram = planner.planner_diagram()
    edges = edges_of(diagram)
    assert set(planner.TOOL_OUTCOMES) <= set(PLANNER_TOOLS)
    for tool in PLANNER_TOOLS:
        assert edges[(planner.STEP, tool)] == "calls"
        assert (tool, planner.TOOL_OUTCOMES.get(tool, planner.STEP)) in edges
    assert f"at most {PlannerOptions().max_iterations} per message" in diagram.node(planner.STEP).label
    monkeypatch.setattr(planner, "PLANNER_TOOLS", {**PLANNER_TOOLS, "ask_colleague": {}})
    added = edges_of(planner.planner_diagram())
    assert added[("ask_colleague", planner.STEP)] == "its result"


def test_the_chat_modes_are_drawn_from_their_config(monkeypatch: pytest.MonkeyPatch) -> None:
    diagram = chat_modes.chat_modes_diagram()
    ids = {node.id for node in diagram.nodes}
    assert set(diagram.groups) == {f"mode{n}" for n in MODES}
    for number, mode in MODES.items():
        assert (f"mode{number}_execution" in ids) == mode.supports_autonomous
        assert (f"mode{number}_tools" in ids) == (mode.tool_chain and not mode.supports_autonomous)
        if mode.max_iterations:
            assert f"at most {mode.max_iterations} rounds" in diagram.node(f"mode{number}_execution").label
    five = ModeConfig(
        supports_multi_turn=True,
        supports_autonomous=True,
        supports_workflow_steps=False,
        agent_selection="manual",
        max_iterations=2,
    )
    monkeypatch.setattr(chat_modes, "MODES", {**MODES, 5: five})
    added = chat_modes.chat_modes_diagram()
    assert added.groups["mode5"] == "Mode 5: manual agent, autonomous ReAct"
    assert added.node("mode5_execution").label == "execution: ReAct, at most 2 rounds"


@pytest.mark.parametrize("name", list(BUILDERS))
def test_each_svg_draws_every_node_and_edge(name: str) -> None:
    diagram = BUILDERS[name]()
    nodes, edges = drawn(to_svg(diagram))
    assert set(nodes) == {node.id for node in diagram.nodes}
    assert set(edges) == {f"{edge.source}->{edge.target}" for edge in diagram.edges}


def test_mermaid_labels_cannot_break_out_of_their_quotes() -> None:
    builder = DiagramBuilder()
    builder.add_node("a", 'say "hi" <b>#1</b>')
    builder.add_node("b", "b")
    builder.add_edge("a", "b", 'when "done"')
    text = to_mermaid(builder.build("t", "t", "t", "t"))
    assert 'a["say #quot;hi#quot; #lt;b#gt;#35;1#lt;/b#gt;"]' in text
    assert 'a -->|"when #quot;done#quot;"| b' in text


# --- Served by the API ----------------------------------------------------------------------


async def test_the_api_serves_each_diagram_in_each_format(tenant: TenantClient) -> None:
    listed = await tenant.http.get("/v1/diagrams")
    assert listed.status_code == 200, listed.text
    assert [d["name"] for d in listed.json()] == ["research", "planner", "schema-design", "chat-modes"]
    for name in BUILDERS:
        body = (await tenant.http.get(f"/v1/diagrams/{name}")).json()
        assert body["mermaid"] == to_mermaid(BUILDERS[name]()) and body["path"] == [] and body["current"] is None
        mermaid = await tenant.http.get(f"/v1/diagrams/{name}", params={"format": "mermaid"})
        assert mermaid.headers["content-type"].startswith("text/plain") and mermaid.text == body["mermaid"]
        svg = await tenant.http.get(f"/v1/diagrams/{name}", headers={"Accept": "image/svg+xml"})
        assert svg.headers["content-type"] == "image/svg+xml"
        assert set(drawn(svg.text)[0]) == {node.id for node in BUILDERS[name]().nodes}
    unknown = await tenant.http.get("/v1/diagrams/billing")
    assert unknown.status_code == 404 and "research, planner, schema-design, chat-modes" in unknown.json()["detail"]
    assert (await tenant.http.get("/v1/diagrams/planner", params={"format": "png"})).status_code == 422
    async with httpx.AsyncClient(base_url=tenant.http.base_url, timeout=30) as anonymous:
        assert (await anonymous.get("/v1/diagrams")).status_code == 401


@pytest.fixture
async def approver(tenant: TenantClient, client: Client) -> AsyncIterator[TenantClient]:
    """A user of the tenant on the approver list; at the end the tenant's requests still
    waiting are ended (they would take the next test's scripted LLM replies)."""
    user = await tenant.add_user(APPROVERS[0], "Alice")
    yield user
    await user.http.aclose()
    for row in (await tenant.http.get("/v1/research-requests")).json():
        with contextlib.suppress(RPCError):
            await client.get_workflow_handle(research_workflow_id(row["request_id"])).terminate("test over")


async def rejected_once(tenant: TenantClient, approver: TenantClient, scripted_llm: ScriptedLLM) -> str:
    """A research request whose requirements were rejected once and are in review again."""
    scripted_llm.script(requirements(0.9), requirements(0.95))
    body = {"researcher_request": "Patients with type 2 diabetes.", "approvers": APPROVERS}
    created = await tenant.http.post("/v1/research-requests", json=body)
    assert created.status_code == 201, created.text
    request_id = created.json()["request_id"]
    await until(tenant, request_id, S.REQUIREMENTS_REVIEW)
    rejected = await decide(approver, request_id, S.REQUIREMENTS_REVIEW, "reject", reason="add the years")
    assert rejected.status_code == 200, rejected.text
    await audit_when(tenant, request_id, lambda audit: len(audit["transitions"]) == 7)
    return request_id


async def test_a_request_diagram_highlights_its_audited_path(
    tenant: TenantClient, other_tenant: TenantClient, approver: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    request_id = await rejected_once(tenant, approver, scripted_llm)
    url = f"/v1/research-requests/{request_id}/diagram"
    body = (await tenant.http.get(url)).json()
    looped = ["REQUIREMENTS_GATHERING", "REQUIREMENTS_COMPLETE", "REQUIREMENTS_REVIEW"]
    assert body["path"] == ["start", "NEW_REQUEST", *looped, *looped]
    assert body["current"] == "REQUIREMENTS_REVIEW"
    assert "class REQUIREMENTS_REVIEW current" in body["mermaid"] and "linkStyle" in body["mermaid"]
    svg = await tenant.http.get(url, params={"format": "svg"})
    nodes, edges = drawn(svg.text)
    assert {"path", "current"} <= nodes["REQUIREMENTS_REVIEW"] and "path" in nodes["NEW_REQUEST"]
    assert "path" in edges["REQUIREMENTS_REVIEW->REQUIREMENTS_GATHERING"]  # rule 3, the rejection
    assert "path" not in nodes["FEASIBILITY_VALIDATION"] and "path" not in edges["QA_REVIEW->DATA_DELIVERY"]
    mermaid = await tenant.http.get(url, headers={"Accept": "text/vnd.mermaid"})
    assert mermaid.text == body["mermaid"]
    # Another tenant's request is not found (nor told apart from one that does not exist).
    assert (await other_tenant.http.get(url)).status_code == 404
    assert (await tenant.http.get("/v1/research-requests/no-such-request/diagram")).status_code == 404


README = Path(__file__).parents[2] / "README.md"


def test_the_readmes_diagrams_are_generated() -> None:
    """Every Mermaid block of the README is one of the generated diagrams, as generated now."""
    blocks = re.findall(r"```mermaid\n(.*?)```", README.read_text(), re.DOTALL)
    generated = {to_mermaid(build()) for build in BUILDERS.values()}
    assert blocks and [block for block in blocks if block not in generated] == []
