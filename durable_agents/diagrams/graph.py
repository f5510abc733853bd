"""A workflow's diagram as data: nodes, edges, optional groups, and a highlighted path.

Each workflow's module builds one from its code's own tables; `mermaid` and `svg` draw it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal

# box: a step or state; gate: waits for a person; terminal: where a run starts or ends;
# passing: a state entered on the way to another.
Shape = Literal["box", "gate", "terminal", "passing"]
# solid: the normal way; dashed: an exception (failure, escalation, timeout, interruption).
Line = Literal["solid", "dashed"]


@dataclass(frozen=True)
class Node:
    id: str
    label: str
    shape: Shape = "box"
    group: str | None = None  # the id of the group drawn around it


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    label: str = ""
    line: Line = "solid"


@dataclass(frozen=True)
class Diagram:
    name: str
    title: str
    description: str
    source: str  # the code it is generated from
    nodes: tuple[Node, ...]
    edges: tuple[Edge, ...]
    groups: dict[str, str] = field(default_factory=dict)  # group id -> its title
    # The path of one run: the nodes it entered and the edges it took.
    path_nodes: frozenset[str] = frozenset()
    path_edges: frozenset[tuple[str, str]] = frozenset()
    current: str | None = None  # where that run is now

    def node(self, node_id: str) -> Node:
        return next(node for node in self.nodes if node.id == node_id)

    def with_path(self, steps: list[tuple[str, str]]) -> Diagram:
        """This diagram with the (source, target) steps of one run highlighted; a step that is
        not an edge of the diagram is refused (the diagram would not show the run)."""
        known = {(edge.source, edge.target) for edge in self.edges}
        unknown = [step for step in steps if step not in known]
        if unknown:
            raise ValueError(f"not edges of the {self.name} diagram: {unknown}")
        nodes = frozenset(node for step in steps for node in step)
        return replace(self, path_nodes=nodes, path_edges=frozenset(steps), current=steps[-1][1] if steps else None)


class DiagramBuilder:
    """Collects nodes and edges in order; an edge repeated between the same two nodes joins
    its label to the first one's (one arrow per pair of nodes)."""

    def __init__(self) -> None:
        self.nodes: dict[str, Node] = {}
        self.edges: dict[tuple[str, str], Edge] = {}

    def add_node(self, node_id: str, label: str, shape: Shape = "box", group: str | None = None) -> None:
        self.nodes.setdefault(str(node_id), Node(str(node_id), label, shape, group))

    def add_edge(self, source: str, target: str, label: str = "", line: Line = "solid") -> None:
        source, target = str(source), str(target)  # a StrEnum member: its value
        for end in (source, target):
            if end not in self.nodes:
                raise KeyError(f"edge {source} -> {target}: no node {end}")
        earlier = self.edges.get((source, target))
        if earlier is None:
            self.edges[(source, target)] = Edge(source, target, label, line)
        elif label and label not in earlier.label:
            joined = f"{earlier.label} / {label}" if earlier.label else label
            self.edges[(source, target)] = replace(earlier, label=joined)

    def build(
        self, name: str, title: str, description: str, source: str, groups: dict[str, str] | None = None
    ) -> Diagram:
        return Diagram(
            name=name,
            title=title,
            description=description,
            source=source,
            nodes=tuple(self.nodes.values()),
            edges=tuple(self.edges.values()),
            groups=groups or {},
        )
