"""The schema design pipeline (seed 001), from its step table: every `DesignStep`, the
edges of `STEP_EDGES`, and the dbAgent step drawn as the child workflow's rounds."""

from __future__ import annotations

from typing import get_args

from durable_agents.diagrams.graph import Diagram, DiagramBuilder
from durable_agents.schema_design.contract import DesignStep
from durable_agents.schema_design.steps import DB_AGENT_ROUNDS, DB_AGENT_STEP, ON_FAILURE, STEP_EDGES

NAME = "schema-design"
REST = "idle"
DB_AGENT_ENTRY = DB_AGENT_ROUNDS[0][0]  # the round that starts the child workflow, and ends it


def _node_of(step: str) -> str:
    """The node a step's edges meet: the dbAgent step's first round stands for it."""
    return DB_AGENT_ENTRY if step == DB_AGENT_STEP else step


def schema_design_diagram() -> Diagram:
    diagram = DiagramBuilder()
    for step in get_args(DesignStep):
        if step == DB_AGENT_STEP:
            for source, target, _ in DB_AGENT_ROUNDS:
                diagram.add_node(source, source, group=DB_AGENT_STEP)
                diagram.add_node(target, target, group=DB_AGENT_STEP)
        elif step == REST:
            diagram.add_node(step, "idle: waiting for a message", "terminal")
        else:
            diagram.add_node(step, step)
    for source, target, label in DB_AGENT_ROUNDS:
        diagram.add_edge(source, target, label)
    for edge in STEP_EDGES:
        looping = edge.source == edge.target
        diagram.add_edge(_node_of(edge.source), _node_of(edge.target), edge.when, "dashed" if looping else "solid")
    return diagram.build(
        NAME,
        "Schema design: one message's pipeline",
        f"The steps of seed 001's graph as the workflow runs them for each message. The {DB_AGENT_STEP} step "
        f"is a child workflow of design rounds; it ends when the LLM answers without a tool call. A step that "
        f"fails goes to {ON_FAILURE} with its error.",
        "durable_agents/schema_design/steps.py (STEP_EDGES, DB_AGENT_ROUNDS) and "
        "durable_agents/schema_design/contract.py (DesignStep)",
        groups={DB_AGENT_STEP: f"{DB_AGENT_STEP}: the DbAgent child workflow"},
    )
