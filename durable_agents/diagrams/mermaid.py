"""A diagram as Mermaid flowchart text (what GitHub and the README render)."""

from __future__ import annotations

from durable_agents.diagrams.graph import Diagram, Node

_SHAPES = {"box": ('["', '"]'), "gate": ('{{"', '"}}'), "terminal": ('(["', '"])'), "passing": ('("', '")')}
_ARROWS = {"solid": "-->", "dashed": "-.->"}
_CLASSES = {
    "gate": "fill:#fef3c7,stroke:#b45309",
    "terminal": "fill:#e5e7eb,stroke:#374151",
    "passing": "fill:#f8fafc,stroke:#94a3b8,stroke-dasharray:3 3",
}
_PATH_NODE = "fill:#dbeafe,stroke:#1d4ed8,stroke-width:3px"
_CURRENT_NODE = "fill:#1d4ed8,color:#ffffff,stroke:#1e3a8a,stroke-width:3px"
_PATH_EDGE = "stroke:#1d4ed8,stroke-width:4px"


def _text(label: str) -> str:
    """A label inside Mermaid's quotes: its own entity codes for what would end or mark it up."""
    return label.replace("#", "#35;").replace('"', "#quot;").replace("<", "#lt;").replace(">", "#gt;")


def _node_line(node: Node) -> str:
    opening, closing = _SHAPES[node.shape]
    return f"{node.id}{opening}{_text(node.label)}{closing}"


def to_mermaid(diagram: Diagram) -> str:
    lines = ["flowchart TD", f"  %% Generated from {diagram.source}: never edited by hand."]
    for node in diagram.nodes:
        if node.group is None:
            lines.append(f"  {_node_line(node)}")
    for group, title in diagram.groups.items():
        lines.append(f'  subgraph {group} ["{_text(title)}"]')
        lines.extend(f"    {_node_line(node)}" for node in diagram.nodes if node.group == group)
        lines.append("  end")
    for edge in diagram.edges:
        label = f'|"{_text(edge.label)}"|' if edge.label else ""
        lines.append(f"  {edge.source} {_ARROWS[edge.line]}{label} {edge.target}")
    for shape, style in _CLASSES.items():
        members = [node.id for node in diagram.nodes if node.shape == shape]
        if members:
            lines += [f"  classDef {shape} {style}", f"  class {','.join(members)} {shape}"]
    lines += _path_lines(diagram)
    return "\n".join(lines) + "\n"


def _path_lines(diagram: Diagram) -> list[str]:
    """The highlighted run: its nodes and edges (by their index, as Mermaid's linkStyle wants)."""
    if not diagram.path_nodes:
        return []
    passed = [node.id for node in diagram.nodes if node.id in diagram.path_nodes and node.id != diagram.current]
    lines = []
    if passed:
        lines += [f"  classDef taken {_PATH_NODE}", f"  class {','.join(passed)} taken"]
    if diagram.current is not None:
        lines += [f"  classDef current {_CURRENT_NODE}", f"  class {diagram.current} current"]
    taken = [str(n) for n, edge in enumerate(diagram.edges) if (edge.source, edge.target) in diagram.path_edges]
    if taken:
        lines.append(f"  linkStyle {','.join(taken)} {_PATH_EDGE}")
    return lines
