"""Block templates (DD-6) and the workflow JSON the planner submits.

The planner's `submit_workflow` tool gives (`PlannedWorkflow`):

    {"blocks": [{"block_id": "b1", "name": "Create the order", "action_code": "CreatePurchaseOrder",
                 "block_type": "task", "inputs": {"Supplier Name": "Acme"}}],
     "edges": [{"from": "b1", "to": "b2"}]}

`block_type` is `task` (a catalogue block), `ai` (AskWilfred) or `manual` (HumanDependent).
An input whose value is `op-<block_id>-<OutputName>` references that block's output.

Validation turns each block into a validated block with `apply_template`: a deep copy of its
template (AI, manual, or the task template filled from the catalogue entry) with the block's
values injected, every template field present. `to_event_payload` gives what
`opkey_workflow_json` carries: the validated blocks (`json_data`) and the edges as
`[{"source", "target"}]` (`graph_data`).
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Mapping
from datetime import date, timedelta
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

BlockType = Literal["task", "ai", "manual"]
BLOCK_TYPES: tuple[str, ...] = ("task", "ai", "manual")

AI_ACTION_CODE = "AskWilfred"
MANUAL_ACTION_CODE = "HumanDependent"
DISCOVERY_ACTION_CODE = "CreateDiscoverySnapshot"
# Blocks that generate tests from what a discovery snapshot captured: the snapshot is their
# prerequisite. Every test block (generation or execution) must come after a snapshot.
TEST_GENERATION_ACTIONS = frozenset({"GenerateTestCases", "GenerateRegressionSuite"})
TEST_ACTIONS = TEST_GENERATION_ACTIONS | {"ExecuteTestSuite", "AnalyzeTestResults"}
DISCOVERY_LOOKBACK_DAYS = 30

_REFERENCE = re.compile(r"^op-[A-Za-z0-9_]+-[A-Za-z0-9_]+$")
_NOT_ALNUM = re.compile(r"[^a-z0-9]")


class DataTypeSpec(BaseModel):
    DataType: str = "String"
    DataFormat: str | None = None
    LovValues: list[str] = Field(default_factory=list)
    fileTypesToSupport: list[str] = Field(default_factory=list)


class BlockInput(BaseModel):
    name: str
    description: str = ""
    data_type: DataTypeSpec = Field(default_factory=DataTypeSpec)
    mandatory: bool = False
    StaticValue: str | None = None
    ReferencedOutputVariableName: str | None = None


class BlockOutput(BaseModel):
    name: str
    description: str = ""
    data_type: DataTypeSpec = Field(default_factory=DataTypeSpec)
    OutputVariableName: str | None = None  # `op-<block_id>-<name>` once a block is made from the template


class BlockTemplate(BaseModel):
    KeywordId: str = ""
    action_code: str = ""
    name: str = ""
    block_type: BlockType = "task"
    pillar: str = ""
    module: str = ""
    group_name: str = ""
    sub_group: str = ""
    isEnabled: bool = True
    inputs: list[BlockInput] = Field(default_factory=list)
    outputs: list[BlockOutput] = Field(default_factory=list)


class PlannedBlock(BaseModel):
    block_id: str
    name: str = ""
    action_code: str
    block_type: BlockType = "task"
    inputs: dict[str, Any] = Field(default_factory=dict)


class PlannedEdge(BaseModel):
    model_config = ConfigDict(populate_by_name=True)

    source: str = Field(alias="from")
    target: str = Field(alias="to")


class PlannedWorkflow(BaseModel):
    """The workflow JSON of `submit_workflow` (its arguments joined: blocks and edges)."""

    blocks: list[PlannedBlock]
    edges: list[PlannedEdge] = Field(default_factory=list)


# KeywordIds of the two built-in blocks as the parent platform knows them.
AI_BLOCK_TEMPLATE = BlockTemplate(
    KeywordId="67a4e14d-8da2-4179-a0aa-f23a561f5f3a",
    action_code=AI_ACTION_CODE,
    name="Ask Wilfred",
    block_type="ai",
    group_name="AskWilfred",
    sub_group="AskWilfred",
    inputs=[
        BlockInput(
            name="Prompt",
            description="What Wilfred is asked: the question, the context it needs and the output it must give.",
            data_type=DataTypeSpec(DataType="textarea"),
            mandatory=True,
        ),
        BlockInput(
            name="Attachment",
            description="A file supporting the prompt, when the question needs one.",
            data_type=DataTypeSpec(DataType="File"),
        ),
        BlockInput(
            name="Output Format",
            description="The format of Wilfred's answer.",
            data_type=DataTypeSpec(LovValues=["", "HTML", "JSON", "Text"]),
        ),
    ],
    outputs=[BlockOutput(name="Output", description="Wilfred's answer.")],
)

MANUAL_BLOCK_TEMPLATE = BlockTemplate(
    KeywordId="62ddb2ce-1bad-48df-9e49-4eac80feb2f4",
    action_code=MANUAL_ACTION_CODE,
    name="Human Dependable Manual Task",
    block_type="manual",
    group_name="Opkey",
    sub_group="Manual_Process",
    inputs=[
        BlockInput(name="Task Recipients", description="Who performs the task (users or emails).", mandatory=True),
        BlockInput(name="Task", description="What the person has to do.", mandatory=True),
        BlockInput(name="Attachment", description="A file the person needs.", data_type=DataTypeSpec(DataType="File")),
    ],
    outputs=[BlockOutput(name="IsHumanDependable", description="Whether the task was done by a person.")],
)

# Generic: every field comes from the block's catalogue entry (`apply_template`).
TASK_BLOCK_TEMPLATE = BlockTemplate(block_type="task", group_name="Opkey")

_BUILT_IN = {AI_ACTION_CODE: AI_BLOCK_TEMPLATE, MANUAL_ACTION_CODE: MANUAL_BLOCK_TEMPLATE}
_BY_TYPE = {"ai": AI_BLOCK_TEMPLATE, "manual": MANUAL_BLOCK_TEMPLATE}


def input_key(name: str) -> str:
    """How input names are compared: "Supplier Name", "supplier_name" and "SupplierName" are one."""
    return _NOT_ALNUM.sub("", name.lower())


def output_variable(block_id: str, output_name: str) -> str:
    return f"op-{block_id}-{output_name.replace(' ', '')}"


def is_reference(value: Any) -> bool:
    """Whether an input value names another block's output (`op-<block_id>-<OutputName>`)."""
    return isinstance(value, str) and _REFERENCE.match(value.strip()) is not None


def built_in_template(block: Mapping[str, Any]) -> BlockTemplate | None:
    """The AI or manual template when the block is one (by action code, else by block type)."""
    return _BUILT_IN.get(str(block.get("action_code") or "")) or _BY_TYPE.get(str(block.get("block_type") or ""))


def template_for(block: Mapping[str, Any], catalogue_entry: BlockTemplate | None = None) -> BlockTemplate:
    """The block's template: built in (AI, manual), or the task template filled from the catalogue."""
    built_in = built_in_template(block)
    if built_in is not None:
        return built_in.model_copy(deep=True)
    if catalogue_entry is None:
        raise ValueError(f"task block {block.get('block_id')!r} needs its catalogue entry")
    entry = catalogue_entry.model_dump(include=set(BlockTemplate.model_fields))
    return BlockTemplate.model_validate({**TASK_BLOCK_TEMPLATE.model_dump(), **entry, "block_type": "task"})


def unmatched_inputs(block: Mapping[str, Any], template: BlockTemplate) -> list[str]:
    """Input names the block gives that its template does not have (dropped by `apply_template`)."""
    known = {input_key(i.name) for i in template.inputs}
    return [name for name in _given_inputs(block) if input_key(name) not in known]


def apply_template(
    block: Mapping[str, Any], catalogue_entry: BlockTemplate | None = None, *, today: date | None = None
) -> dict[str, Any]:
    """A validated block: its template deep-copied, with the block's id, name, input values
    and (for blocks the catalogue leaves open) pillar and module injected."""
    template = template_for(block, catalogue_entry)
    block_id = str(block["block_id"])
    template.name = str(block.get("name") or "").strip() or template.name
    if not template.pillar:
        template.pillar = str(block.get("pillar") or "")
    if not template.module:
        template.module = str(block.get("module") or "")
    given = {input_key(name): value for name, value in _given_inputs(block).items()}
    for field in template.inputs:
        value = given.get(input_key(field.name))
        if value is None or value == "":
            continue
        if is_reference(value):
            field.ReferencedOutputVariableName, field.StaticValue = value.strip(), None
        else:
            field.StaticValue, field.ReferencedOutputVariableName = _as_text(value), None
    for output in template.outputs:
        output.OutputVariableName = output_variable(block_id, output.name)
    if template.action_code == DISCOVERY_ACTION_CODE:
        _discovery_defaults(template, today or date.today())
    return {"block_id": block_id, **template.model_dump()}


def _discovery_defaults(template: BlockTemplate, today: date) -> None:
    # DD-6: a discovery snapshot covers the last 30 days unless the user gave dates.
    start = today - timedelta(days=DISCOVERY_LOOKBACK_DAYS)
    defaults = {
        "startdate": f"{start.month}/{start.day}/{start.year} 11:59:59 PM",
        "enddate": f"{today.month}/{today.day}/{today.year} 11:59:59 PM",
        "timezone": "UTC",
    }
    for field in template.inputs:
        default = defaults.get(input_key(field.name))
        if default is not None and not field.StaticValue and not field.ReferencedOutputVariableName:
            field.StaticValue = default


def _given_inputs(block: Mapping[str, Any]) -> dict[str, Any]:
    """The block's inputs as name -> value: the planner's dict, or a validated block's list."""
    inputs = block.get("inputs")
    if isinstance(inputs, Mapping):
        return {str(name): value for name, value in inputs.items()}
    if isinstance(inputs, list):
        return {
            str(item["name"]): item.get("ReferencedOutputVariableName") or item.get("StaticValue")
            for item in inputs
            if isinstance(item, Mapping) and item.get("name")
        }
    return {}


def _as_text(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "True" if value else "False"
    if isinstance(value, int | float):
        return str(value)
    return json.dumps(value)


def edge_endpoints(edge: Any) -> tuple[str | None, str | None]:
    """An edge's (from, to); `source`/`target` are accepted too. None where missing."""
    if not isinstance(edge, Mapping):
        return None, None
    source = edge.get("from", edge.get("source"))
    target = edge.get("to", edge.get("target"))
    return (
        str(source) if isinstance(source, str | int) else None,
        str(target) if isinstance(target, str | int) else None,
    )


def workflow_from_tool_arguments(arguments: Mapping[str, Any]) -> dict[str, Any]:
    """`submit_workflow`'s arguments as one workflow: `{"blocks", "edges"}`. Models sometimes
    send `workflow_json` as a JSON string or as the block list itself; both are accepted."""
    body: Any = arguments.get("workflow_json", {})
    if isinstance(body, str):
        try:
            body = json.loads(body)
        except json.JSONDecodeError:
            body = {}
    if isinstance(body, list):
        body = {"blocks": body}
    if not isinstance(body, Mapping):
        body = {}
    edges = arguments.get("edges", body.get("edges", []))
    return {"blocks": body.get("blocks", []), "edges": edges}


def to_event_payload(workflow: Mapping[str, Any]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """`opkey_workflow_json`'s `json_data` (the validated blocks) and `graph_data` (the edges)."""
    json_data = [copy.deepcopy(dict(block)) for block in workflow.get("blocks", [])]
    graph_data = []
    for edge in workflow.get("edges", []):
        source, target = edge_endpoints(edge)
        graph_data.append({"source": source, "target": target})
    return json_data, graph_data


def unfilled_mandatory_inputs(workflow: Mapping[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """(block_id, input) of the validated blocks' mandatory inputs that have no value."""
    unfilled = []
    for block in workflow.get("blocks", []):
        for field in block.get("inputs", []) if isinstance(block.get("inputs"), list) else []:
            value = field.get("StaticValue")
            if (
                field.get("mandatory")
                and (value is None or value == "")
                and not field.get("ReferencedOutputVariableName")
            ):
                unfilled.append((str(block.get("block_id")), field))
    return unfilled
