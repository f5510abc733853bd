"""A diagram as a standalone SVG, laid out on the server by grandalf's Sugiyama (layered)
layout: no browser, no CDN. Each element carries its colours as attributes (the file shows
as it is) and classes and `data-` attributes the web app styles and finds it by."""

from __future__ import annotations

import textwrap
import xml.etree.ElementTree as ET
from dataclasses import dataclass, replace
from functools import lru_cache

from grandalf.graphs import Edge as LayoutEdge
from grandalf.graphs import Graph, Vertex
from grandalf.layouts import SugiyamaLayout
from grandalf.routing import EdgeViewer, route_with_lines
from grandalf.utils.geometry import intersectR

from durable_agents.diagrams.graph import Diagram, Edge, Node

CHAR_WIDTH = 7.4  # an average character at 14 px
LINE_HEIGHT = 18
WRAP_AT = 30  # characters of a node's label per line
MARGIN = 24
GROUP_PAD = 16
COMPONENT_GAP = 60
EDGE_LABEL_SIZE = 11
GROUP_TITLE_SIZE = 12
SELF_LOOP = 40  # how far a self-loop reaches right of its node

COLOURS = {
    "box": ("#ffffff", "#334155"),
    "gate": ("#fef3c7", "#b45309"),
    "terminal": ("#e5e7eb", "#374151"),
    "passing": ("#f8fafc", "#94a3b8"),
}
PATH_FILL, PATH_STROKE, CURRENT_TEXT = "#dbeafe", "#1d4ed8", "#ffffff"
EDGE_STROKE = "#64748b"
EXCEPTION_STROKE = "#cbd5e1"


@dataclass
class _Box:
    """A node's size (grandalf reads w and h) and, once laid out, its centre."""

    w: float
    h: float
    xy: Point = (0.0, 0.0)


def _lines(label: str) -> list[str]:
    return textwrap.wrap(label, WRAP_AT) or [""]


def _text_width(text: str, size: float = 14) -> float:
    """About how wide `text` is drawn (capitals are wider)."""
    return sum(1.25 if char.isupper() else 1.0 for char in text) * CHAR_WIDTH * size / 14


def _box(node: Node) -> _Box:
    lines = _lines(node.label)
    return _Box(w=max(_text_width(line) for line in lines) + 28, h=len(lines) * LINE_HEIGHT + 16)


@dataclass
class _Frame:
    """A group's frame around its members, and its title's lines."""

    left: float
    top: float
    right: float
    bottom: float
    title: list[str]


def _frames(diagram: Diagram, boxes: dict[str, _Box]) -> dict[str, _Frame]:
    loops = {edge.source for edge in diagram.edges if edge.source == edge.target}
    frames = {}
    for group, title in diagram.groups.items():
        members = {node.id: boxes[node.id] for node in diagram.nodes if node.group == group}
        left = min(box.xy[0] - box.w / 2 for box in members.values()) - GROUP_PAD
        right = max(box.xy[0] + box.w / 2 + (SELF_LOOP if node_id in loops else 0) for node_id, box in members.items())
        right += GROUP_PAD
        lines = textwrap.wrap(title, max(12, int((right - left - 16) / _text_width("x", GROUP_TITLE_SIZE))))
        top = min(box.xy[1] - box.h / 2 for box in members.values()) - GROUP_PAD - len(lines) * LINE_HEIGHT
        bottom = max(box.xy[1] + box.h / 2 for box in members.values()) + GROUP_PAD
        frames[group] = _Frame(left, top, right, bottom, lines)
    return frames


Point = tuple[float, float]


def _layout(diagram: Diagram) -> tuple[dict[str, _Box], dict[tuple[str, str], list[Point]]]:
    """Each node's box and each laid-out edge's polyline, the graph's connected parts placed
    side by side. The layers follow the solid edges, and one dashed edge to each node no
    solid edge reaches: an exception may come from many states, and ranking by all of them
    would pull the main flow apart."""
    vertices = {node.id: Vertex(node.id) for node in diagram.nodes}
    for node in diagram.nodes:
        vertices[node.id].view = _box(node)
    reached = {edge.target for edge in diagram.edges if edge.line == "solid" and edge.source != edge.target}
    links = {}
    for edge in diagram.edges:
        anchor = edge.target not in reached  # the first dashed edge to a node no solid one reaches
        if edge.source != edge.target and (edge.line == "solid" or anchor):
            reached.add(edge.target)
            links[(edge.source, edge.target)] = LayoutEdge(vertices[edge.source], vertices[edge.target])
            links[(edge.source, edge.target)].view = EdgeViewer()
    left = 0.0
    for part in Graph(list(vertices.values()), list(links.values())).C:
        layout = SugiyamaLayout(part)
        layout.xspace, layout.yspace = 40, 56
        layout.route_edge = route_with_lines
        layout.init_all(optimize=True)
        layout.draw(N=4.5)
        xs = [v.view.xy[0] + side * v.view.w / 2 for v in part.sV for side in (-1, 1)]
        xs += [x for link in part.sE for x, _ in link.view._pts]
        offset = left - min(xs)
        for vertex in part.sV:
            vertex.view.xy = (vertex.view.xy[0] + offset, vertex.view.xy[1])
        for link in part.sE:
            link.view._pts = [(x + offset, y) for x, y in link.view._pts]
        left = max(xs) + offset + COMPONENT_GAP
    paths = {key: _oriented(link.view._pts, vertices[key[0]].view) for key, link in links.items()}
    return {node_id: vertex.view for node_id, vertex in vertices.items()}, paths


@dataclass(frozen=True)
class _Placement:
    """Where everything goes, the drawing moved to start at the margin."""

    boxes: dict[str, _Box]
    paths: dict[tuple[str, str], list[Point]]
    frames: dict[str, _Frame]
    width: float
    height: float


@lru_cache(maxsize=32)
def _placement(nodes: tuple[Node, ...], edges: tuple[Edge, ...], groups: tuple[tuple[str, str], ...]) -> _Placement:
    """The layout of a diagram's shape (cached: a highlighted path does not move anything)."""
    shape = Diagram(name="", title="", description="", source="", nodes=nodes, edges=edges, groups=dict(groups))
    boxes, paths = _layout(shape)
    frames = _frames(shape, boxes)
    xs = [box.xy[0] + side * box.w / 2 for box in boxes.values() for side in (-1, 1)]
    xs += [x for points in paths.values() for x, _ in points]
    xs += [x for frame in frames.values() for x in (frame.left, frame.right)]
    ys = [box.xy[1] + side * box.h / 2 for box in boxes.values() for side in (-1, 1)]
    ys += [y for frame in frames.values() for y in (frame.top, frame.bottom)]
    dx, dy = MARGIN - min(xs), MARGIN - min(ys)
    return _Placement(
        boxes={key: _Box(box.w, box.h, (box.xy[0] + dx, box.xy[1] + dy)) for key, box in boxes.items()},
        paths={key: [(x + dx, y + dy) for x, y in points] for key, points in paths.items()},
        frames={
            key: _Frame(f.left + dx, f.top + dy, f.right + dx, f.bottom + dy, f.title) for key, f in frames.items()
        },
        width=max(xs) + dx + MARGIN + SELF_LOOP,
        height=max(ys) + dy + MARGIN,
    )


def _oriented(points: list[Point], source: _Box) -> list[Point]:
    """The polyline from the source's end (an edge the layout turned round comes reversed)."""

    def distance(point: Point) -> float:
        return abs(point[0] - source.xy[0]) + abs(point[1] - source.xy[1])

    return points if distance(points[0]) <= distance(points[-1]) else points[::-1]


def _drawable(diagram: Diagram) -> Diagram:
    """The diagram with a frame only around groups that are a connected part of their own (a
    frame would cover other nodes laid out among the group's); the other groups' members
    say their group in their label."""
    linked = {node.id: {node.id} for node in diagram.nodes}
    for edge in diagram.edges:
        joined = linked[edge.source] | linked[edge.target]
        for node_id in joined:
            linked[node_id] = joined
    framed = {}
    for group, title in diagram.groups.items():
        members = {node.id for node in diagram.nodes if node.group == group}
        if all(linked[member] == members for member in members):
            framed[group] = title
    nodes = tuple(
        node if node.group is None or node.group in framed else replace(node, label=f"{node.group} › {node.label}")
        for node in diagram.nodes
    )
    return replace(diagram, nodes=nodes, groups=framed)


def to_svg(diagram: Diagram) -> str:
    diagram = _drawable(diagram)
    placed = _placement(diagram.nodes, diagram.edges, tuple(diagram.groups.items()))
    boxes, paths, width, height = placed.boxes, placed.paths, placed.width, placed.height
    root = ET.Element(
        "svg",
        {
            "xmlns": "http://www.w3.org/2000/svg",
            "viewBox": f"0 0 {width:.0f} {height:.0f}",
            "width": f"{width:.0f}",
            "height": f"{height:.0f}",
            "role": "img",
            "aria-label": diagram.title,
            "class": "workflow-diagram",
            "data-diagram": diagram.name,
            "font-family": "system-ui, sans-serif",
        },
    )
    ET.SubElement(root, "title").text = diagram.title
    _markers(root, diagram.name)
    for group, frame in placed.frames.items():
        _group(root, group, frame)
    for edge in diagram.edges:
        _edge(root, diagram, edge, boxes, paths)
    for node in diagram.nodes:
        _node(root, diagram, node, boxes[node.id])
    return ET.tostring(root, encoding="unicode")


def _markers(root: ET.Element, name: str) -> None:
    defs = ET.SubElement(root, "defs")
    for suffix, colour in (("arrow", EDGE_STROKE), ("arrow-path", PATH_STROKE)):
        marker = ET.SubElement(
            defs,
            "marker",
            {
                "id": f"{name}-{suffix}",
                "viewBox": "0 0 10 10",
                "refX": "10",
                "refY": "5",
                "markerWidth": "10",
                "markerHeight": "10",
                "markerUnits": "userSpaceOnUse",  # the same size on a thick (highlighted) edge
                "orient": "auto-start-reverse",
            },
        )
        ET.SubElement(marker, "path", {"d": "M0,0 L10,5 L0,10 z", "fill": colour})


def _group(root: ET.Element, group: str, frame: _Frame) -> None:
    drawn = ET.SubElement(root, "g", {"class": "group", "data-group": group})
    ET.SubElement(
        drawn,
        "rect",
        {
            "x": f"{frame.left:.1f}",
            "y": f"{frame.top:.1f}",
            "width": f"{frame.right - frame.left:.1f}",
            "height": f"{frame.bottom - frame.top:.1f}",
            "rx": "8",
            "fill": "#f1f5f9",
            "stroke": "#cbd5e1",
        },
    )
    for number, line in enumerate(frame.title, start=1):
        y = frame.top + number * LINE_HEIGHT
        title = ET.SubElement(drawn, "text", {"x": f"{frame.left + 8:.1f}", "y": f"{y:.1f}", "font-size": "12"})
        title.text = line


def _route(edge: Edge, boxes: dict[str, _Box], paths: dict[tuple[str, str], list[Point]]) -> tuple[str, Point | None]:
    """An edge's SVG path, and where its label goes (None: no room beside a self-loop)."""
    if edge.source == edge.target:
        box = boxes[edge.source]
        right, y = box.xy[0] + box.w / 2, box.xy[1]
        reach = right + SELF_LOOP
        return (
            f"M{right:.1f},{y - 8:.1f} C{reach:.1f},{y - 30:.1f} {reach:.1f},{y + 30:.1f} {right:.1f},{y + 8:.1f}",
            None,
        )
    if (edge.source, edge.target) not in paths or _antiparallel(edge, paths):
        return _bow(boxes[edge.source], boxes[edge.target])
    points = paths[(edge.source, edge.target)]
    return "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in points), _middle(points)


def _edge(
    root: ET.Element,
    diagram: Diagram,
    edge: Edge,
    boxes: dict[str, _Box],
    paths: dict[tuple[str, str], list[Point]],
) -> None:
    on_path = (edge.source, edge.target) in diagram.path_edges
    classes = ["edge", edge.line] + (["path"] if on_path else [])
    group = ET.SubElement(root, "g", {"class": " ".join(classes), "data-edge": f"{edge.source}->{edge.target}"})
    d, middle = _route(edge, boxes, paths)
    colour = PATH_STROKE if on_path else (EDGE_STROKE if edge.line == "solid" else EXCEPTION_STROKE)
    attributes = {
        "d": d,
        "fill": "none",
        "stroke": colour,
        "stroke-width": "3" if on_path else "1.4",
        "marker-end": f"url(#{diagram.name}-{'arrow-path' if on_path else 'arrow'})",
    }
    if edge.line == "dashed":
        attributes["stroke-dasharray"] = "6 4"
    ET.SubElement(group, "path", attributes)
    if edge.label and middle is None:
        ET.SubElement(group, "title").text = edge.label  # shown on hover (and in the Mermaid text)
    # An exception's label only where a run took it: the many dashed arrows would hide the flow.
    elif edge.label and middle is not None and (edge.line == "solid" or on_path):
        text = ET.SubElement(
            group,
            "text",
            {
                "x": f"{middle[0]:.1f}",
                "y": f"{middle[1]:.1f}",
                "font-size": str(EDGE_LABEL_SIZE),
                "text-anchor": "middle",
                "fill": colour,
                "stroke": "#ffffff",
                "stroke-width": "3",
                "paint-order": "stroke",
            },
        )
        text.text = edge.label


def _antiparallel(edge: Edge, paths: dict[tuple[str, str], list[Point]]) -> bool:
    """Whether a straight edge has a straight one back: both would be drawn on one line."""
    back = paths.get((edge.target, edge.source))
    return back is not None and len(back) == 2 and len(paths[(edge.source, edge.target)]) == 2


def _bow(source: _Box, target: _Box) -> tuple[str, Point]:
    """An edge the layout did not route (or drawn over its way back): a curve bowed to one
    side, border to border."""
    start, end = intersectR(source, topt=target.xy), intersectR(target, topt=source.xy)
    dx, dy = end[0] - start[0], end[1] - start[1]
    bend = 0.15
    control = ((start[0] + end[0]) / 2 - dy * bend, (start[1] + end[1]) / 2 + dx * bend)
    middle = (
        (start[0] + 2 * control[0] + end[0]) / 4,
        (start[1] + 2 * control[1] + end[1]) / 4,
    )
    d = f"M{start[0]:.1f},{start[1]:.1f} Q{control[0]:.1f},{control[1]:.1f} {end[0]:.1f},{end[1]:.1f}"
    return d, middle


def _middle(points: list[Point]) -> Point:
    """Where an edge's label goes: halfway along its middle segment."""
    at = (len(points) - 1) // 2
    (x1, y1), (x2, y2) = points[at], points[at + 1]
    return (x1 + x2) / 2, (y1 + y2) / 2


def _node(root: ET.Element, diagram: Diagram, node: Node, box: _Box) -> None:
    current, on_path = node.id == diagram.current, node.id in diagram.path_nodes
    classes = ["node", node.shape] + (["path"] if on_path else []) + (["current"] if current else [])
    group = ET.SubElement(root, "g", {"class": " ".join(classes), "data-node": node.id})
    fill, stroke = COLOURS[node.shape]
    if on_path:
        fill, stroke = (PATH_STROKE if current else PATH_FILL), PATH_STROKE
    x, y = box.xy[0] - box.w / 2, box.xy[1] - box.h / 2
    rounding = {"box": 4, "gate": 4, "terminal": box.h / 2, "passing": 12}[node.shape]
    shape = {
        "x": f"{x:.1f}",
        "y": f"{y:.1f}",
        "width": f"{box.w:.1f}",
        "height": f"{box.h:.1f}",
        "rx": f"{rounding:.1f}",
        "fill": fill,
        "stroke": stroke,
        "stroke-width": "3" if on_path else ("2" if node.shape == "gate" else "1.2"),
    }
    if node.shape == "passing" and not on_path:
        shape["stroke-dasharray"] = "3 3"
    ET.SubElement(group, "rect", shape)
    lines = _lines(node.label)
    first = box.xy[1] - (len(lines) - 1) * LINE_HEIGHT / 2 + 5
    for number, line in enumerate(lines):
        text = ET.SubElement(
            group,
            "text",
            {
                "x": f"{box.xy[0]:.1f}",
                "y": f"{first + number * LINE_HEIGHT:.1f}",
                "font-size": "14",
                "text-anchor": "middle",
                "fill": CURRENT_TEXT if current else "#0f172a",
            },
        )
        text.text = line
