"""Each workflow's diagram, generated from its code's own tables (never drawn by hand), as
Mermaid text and as an SVG laid out on the server."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from durable_agents.diagrams.chat_modes import chat_modes_diagram
from durable_agents.diagrams.graph import Diagram
from durable_agents.diagrams.planner import planner_diagram
from durable_agents.diagrams.research import research_diagram
from durable_agents.diagrams.schema_design import schema_design_diagram

BUILDERS: dict[str, Callable[[], Diagram]] = {
    "research": research_diagram,
    "planner": planner_diagram,
    "schema-design": schema_design_diagram,
    "chat-modes": chat_modes_diagram,
}


@cache
def workflow_diagram(name: str) -> Diagram:
    """The diagram called `name` (KeyError when there is none); the code it comes from does
    not change while the process runs."""
    return BUILDERS[name]()
