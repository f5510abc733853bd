"""DD-3's validators without an LLM: the structural validator (blocking) and the edge
connection validator (warnings only). Pure functions of the workflow JSON (see
`planner.block_templates`); they accept the planner's blocks and validated blocks alike.

DD-13: blocking errors go back to the planner as `submit_workflow`'s tool result
(`errors_as_tool_result`), so it can fix the workflow and submit it again.
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Iterable, Mapping
from typing import Any

from durable_agents.planner.block_templates import (
    BLOCK_TYPES,
    DISCOVERY_ACTION_CODE,
    TEST_ACTIONS,
    TEST_GENERATION_ACTIONS,
    PlannedWorkflow,
    edge_endpoints,
)
from durable_agents.planner.contract import StructuralReport, ValidationIssue

STRUCTURAL = "structural"
EDGE_CONNECTION = "edge_connection"


class _Graph:
    """The blocks (in submitted order) and the edges that join two distinct known blocks."""

    def __init__(self, ids: list[str], edges: Iterable[tuple[str, str]]) -> None:
        self.ids = ids
        self.successors: dict[str, list[str]] = {i: [] for i in ids}
        self.predecessors: dict[str, list[str]] = {i: [] for i in ids}
        for source, target in edges:
            if target not in self.successors[source]:
                self.successors[source].append(target)
                self.predecessors[target].append(source)

    @property
    def starts(self) -> list[str]:
        return [i for i in self.ids if not self.predecessors[i]]

    @property
    def ends(self) -> list[str]:
        return [i for i in self.ids if not self.successors[i]]

    def reachable(self, sources: Iterable[str], *, backwards: bool = False) -> set[str]:
        """Blocks reachable from `sources` (the sources excluded unless on a path back to them)."""
        step = self.predecessors if backwards else self.successors
        seen: set[str] = set()
        queue = deque(n for s in sources for n in step[s])
        while queue:
            node = queue.popleft()
            if node not in seen:
                seen.add(node)
                queue.extend(step[node])
        return seen

    def on_cycles(self) -> list[str]:
        # Workflows have tens of blocks: one search per block is plenty fast.
        return [i for i in self.ids if i in self.reachable([i])]


def _as_dict(workflow: Mapping[str, Any] | PlannedWorkflow) -> Mapping[str, Any]:
    return workflow.model_dump(by_alias=True) if isinstance(workflow, PlannedWorkflow) else workflow


def _block_id(block: Any) -> str | None:
    value = block.get("block_id") if isinstance(block, Mapping) else None
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    return value.strip() if isinstance(value, str) and value.strip() else None


def _label(block: Mapping[str, Any], block_id: str) -> str:
    code = block.get("action_code")
    return f"{block_id} ({code})" if code else block_id


def _graph(workflow: Mapping[str, Any]) -> tuple[_Graph, dict[str, Mapping[str, Any]]]:
    """The graph of the well-formed part of a workflow, and its blocks by id (first wins)."""
    blocks: dict[str, Mapping[str, Any]] = {}
    for block in workflow.get("blocks") or []:
        block_id = _block_id(block)
        if block_id is not None:
            blocks.setdefault(block_id, block)
    edges = workflow.get("edges")
    pairs = []
    for edge in edges if isinstance(edges, list) else []:
        source, target = edge_endpoints(edge)
        if source in blocks and target in blocks and source != target:
            pairs.append((source, target))
    return _Graph(list(blocks), pairs), blocks


def structural_validate(workflow: Mapping[str, Any] | PlannedWorkflow) -> StructuralReport:
    """Blocking errors: no blocks, block ids missing or repeated, blocks without an action
    code or with an unknown type, edges that are malformed, point to unknown blocks or loop
    on one block, cycles, blocks no start block reaches, test blocks not after a discovery
    snapshot. Warnings: repeated edges."""
    workflow = _as_dict(workflow)
    report = StructuralReport()

    def error(message: str, block_id: str | None = None) -> None:
        report.errors.append(ValidationIssue(validator=STRUCTURAL, block_id=block_id, message=message))

    blocks = workflow.get("blocks")
    if not isinstance(blocks, list) or not blocks:
        error("The workflow has no blocks: `workflow_json.blocks` must list at least one block.")
        return report
    seen: dict[str, int] = defaultdict(int)
    for number, block in enumerate(blocks, start=1):
        if not isinstance(block, Mapping):
            error(f"Block #{number} is not an object.")
            continue
        block_id = _block_id(block)
        if block_id is None:
            error(f"Block #{number} ({block.get('name') or 'unnamed'}) has no `block_id`.")
            continue
        seen[block_id] += 1
        if not str(block.get("action_code") or "").strip():
            error(f"Block {block_id} has no `action_code`.", block_id)
        block_type = block.get("block_type", "task")
        if block_type not in BLOCK_TYPES:
            error(f"Block {block_id} has block_type {block_type!r}; use one of {', '.join(BLOCK_TYPES)}.", block_id)
        if not isinstance(block.get("inputs", {}), Mapping | list):
            error(f"Block {block_id}: `inputs` must be an object of input name to value.", block_id)
    for block_id, count in seen.items():
        if count > 1:
            error(f"The block_id {block_id} is used by {count} blocks; every block needs its own id.", block_id)

    edges = workflow.get("edges", [])
    if not isinstance(edges, list):
        error('`edges` must be a list of {"from": <block_id>, "to": <block_id>}.')
        edges = []
    pairs: set[tuple[str, str]] = set()
    for number, edge in enumerate(edges, start=1):
        source, target = edge_endpoints(edge)
        if source is None or target is None:
            error(f"Edge #{number} needs both `from` and `to` block ids.")
            continue
        for end in dict.fromkeys((source, target)):
            if end not in seen:
                error(f"Edge {source} -> {target} refers to block {end}, which does not exist.")
        if source == target:
            error(f"Edge {source} -> {target} connects block {source} to itself.", source)
        if (source, target) in pairs:
            repeated = f"Edge {source} -> {target} is repeated."
            report.warnings.append(ValidationIssue(validator=STRUCTURAL, block_id=source, message=repeated))
        pairs.add((source, target))

    graph, by_id = _graph(workflow)
    cycle = graph.on_cycles()
    if cycle:
        error(f"The edges form a cycle through {', '.join(cycle)}; a workflow must not loop back.")
    starts = graph.starts
    if not starts:
        error("No block is a start block: every block has an incoming edge.")
    reached = set(starts) | graph.reachable(starts)
    for block_id in graph.ids:
        if block_id not in reached:
            error(f"Block {block_id} cannot be reached from a start block ({', '.join(starts) or 'none'}).", block_id)
    report.errors.extend(_discovery_order(graph, by_id))
    return report


def _discovery_order(graph: _Graph, blocks: Mapping[str, Mapping[str, Any]]) -> list[ValidationIssue]:
    """DD-6: test generation needs a discovery snapshot before it; any test block present
    alongside a snapshot must come after one."""
    snapshots = [i for i in graph.ids if blocks[i].get("action_code") == DISCOVERY_ACTION_CODE]
    issues = []
    for block_id in graph.ids:
        code = blocks[block_id].get("action_code")
        if code not in TEST_ACTIONS or (not snapshots and code not in TEST_GENERATION_ACTIONS):
            continue
        upstream = graph.reachable([block_id], backwards=True)
        if any(s in upstream for s in snapshots):
            continue
        label = _label(blocks[block_id], block_id)
        if snapshots:
            message = (
                f"Block {label} must come after the {DISCOVERY_ACTION_CODE} block "
                f"({', '.join(snapshots)}): connect the snapshot upstream of it."
            )
        else:
            message = (
                f"Block {label} generates tests, which needs a {DISCOVERY_ACTION_CODE} block before it: "
                "add one and connect it upstream."
            )
        issues.append(ValidationIssue(validator=STRUCTURAL, block_id=block_id, message=message))
    return issues


def edge_connection_warnings(workflow: Mapping[str, Any] | PlannedWorkflow) -> list[ValidationIssue]:
    """Non-blocking: blocks connected to nothing, several start or end blocks, and edges that
    repeat an order other edges already give. Malformed parts are ignored (structural's job)."""
    graph, _ = _graph(_as_dict(workflow))
    if len(graph.ids) < 2:
        return []
    warnings: list[ValidationIssue] = []

    def warn(message: str, block_id: str | None = None) -> None:
        warnings.append(ValidationIssue(validator=EDGE_CONNECTION, block_id=block_id, message=message))

    isolated = [i for i in graph.ids if not graph.successors[i] and not graph.predecessors[i]]
    for block_id in isolated:
        warn(f"Block {block_id} is not connected to any other block.", block_id)
    starts = [i for i in graph.starts if i not in isolated]
    if len(starts) > 1:
        warn(
            f"The workflow has {len(starts)} start blocks ({', '.join(starts)}); they run in parallel. "
            "Connect them if one must wait for another."
        )
    ends = [i for i in graph.ends if i not in isolated]
    if len(ends) > 1:
        warn(f"The workflow has {len(ends)} end blocks ({', '.join(ends)}); check that no branch is left unfinished.")
    for source in graph.ids:
        for target in graph.successors[source]:
            others = [s for s in graph.successors[source] if s != target]
            if target in set(others) | graph.reachable(others):
                warn(f"Edge {source} -> {target} is redundant: {target} already runs after {source}.", source)
    return warnings


def topological_order(workflow: Mapping[str, Any] | PlannedWorkflow) -> list[str]:
    """Block ids in execution order (submitted order among equals); blocks on cycles last."""
    graph, _ = _graph(_as_dict(workflow))
    waiting = {i: len(graph.predecessors[i]) for i in graph.ids}
    ready = deque(i for i in graph.ids if waiting[i] == 0)
    order: list[str] = []
    while ready:
        node = ready.popleft()
        order.append(node)
        for successor in graph.successors[node]:
            waiting[successor] -= 1
            if waiting[successor] == 0:
                ready.append(successor)
    return order + [i for i in graph.ids if i not in order]


def issues_as_text(issues: Iterable[ValidationIssue]) -> str:
    """One line per issue: `- [validator] block: message`."""
    return "\n".join(
        f"- [{issue.validator}] {issue.block_id + ': ' if issue.block_id else ''}{issue.message}" for issue in issues
    )


def errors_as_tool_result(issues: list[ValidationIssue]) -> str:
    """DD-13: blocking errors as `submit_workflow`'s tool result, for the planner to fix."""
    return (
        f"The workflow was NOT accepted: {len(issues)} blocking error(s). Fix every one and call "
        "submit_workflow again with the whole corrected workflow.\n" + issues_as_text(issues)
    )


def upstream_blocks(workflow: Mapping[str, Any] | PlannedWorkflow) -> dict[str, list[str]]:
    """Each block's ancestors (the blocks that run before it), in execution order."""
    graph, _ = _graph(_as_dict(workflow))
    order = topological_order(workflow)
    return {i: [a for a in order if a in graph.reachable([i], backwards=True) and a != i] for i in graph.ids}
