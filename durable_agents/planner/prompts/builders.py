"""Prompt builders (DD-7): the single place prompts are assembled, from the `.md` templates,
the domain data and runtime values. Pure once imported (the templates are read at import).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from durable_agents.planner.block_templates import unfilled_mandatory_inputs
from durable_agents.planner.function_tools import tool_descriptions
from durable_agents.planner.prompts.domain_data import PILLAR_MODULE_MAP
from durable_agents.planner.prompts.loader import PromptLoader
from durable_agents.planner.validators import topological_order, upstream_blocks

TEMPLATES_DIR = Path(__file__).parent / "templates"
TEMPLATE_NAMES = (
    "planner_system",
    "inline_refinement",
    "query_refinement",
    "validation",
    "referencing",
    "job_name",
    "summarization",
)
LOADER = PromptLoader(TEMPLATES_DIR)
LOADER.preload(TEMPLATE_NAMES)

# What prompts may say about the user (DD-14): never the API key or the Keycloak token.
_USER_FIELDS = (("Name", "Name"), ("UserName", "Username"), ("email_ID", "Email"))
_CONTEXT_FIELDS = (("domain", "Instance"), ("project_key", "Project"))
NOT_GIVEN = "(not given)"


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)


def pillar_modules_text() -> str:
    return "\n".join(f"- {pillar}: {', '.join(modules)}" for pillar, modules in PILLAR_MODULE_MAP.items())


def user_info_text(user_info: Mapping[str, Any]) -> str:
    """The user's name, username, email, instance and project, one per line."""
    dto = user_info.get("userDTO") or {}
    dto = dto if isinstance(dto, Mapping) else {}
    lines = [f"- {label}: {dto[key]}" for key, label in _USER_FIELDS if dto.get(key)]
    lines += [f"- {label}: {user_info[key]}" for key, label in _CONTEXT_FIELDS if user_info.get(key)]
    return "\n".join(lines) or NOT_GIVEN


def task_blocks_text(task_blocks: Iterable[Mapping[str, Any]]) -> str:
    """Action codes grouped by pillar and module (the planner searches for the details)."""
    groups: dict[str, list[str]] = {}
    for block in task_blocks:
        pillar, module = block.get("pillar") or "", block.get("module") or ""
        where = f"{pillar} / {module}" if pillar else "Any pillar (give Pillar and Module inputs)"
        groups.setdefault(where, []).append(str(block["action_code"]))
    if not groups:
        return "(none listed: find blocks with task_block_search)"
    return "\n".join(f"- {where}: {', '.join(codes)}" for where, codes in groups.items())


def _history_text(history: Iterable[Any]) -> str:
    lines = []
    for message in history:
        role, content = (
            (message.get("role"), message.get("content"))
            if isinstance(message, Mapping)
            else (message.role, message.content)
        )
        lines.append(f"{role}: {content}")
    return "\n".join(lines) or NOT_GIVEN


def _workflow_outline(workflow: Mapping[str, Any]) -> str:
    """The blocks (id, name, action code, input values) and edges, as compact JSON."""
    blocks = []
    for block in workflow.get("blocks", []):
        inputs = block.get("inputs", {})
        if isinstance(inputs, list):
            inputs = {i["name"]: i.get("ReferencedOutputVariableName") or i.get("StaticValue") for i in inputs}
        blocks.append(
            {
                "block_id": block.get("block_id"),
                "name": block.get("name"),
                "action_code": block.get("action_code"),
                "inputs": inputs,
            }
        )
    return _json({"blocks": blocks, "edges": workflow.get("edges", [])})


def get_planner_prompt(
    task_blocks: Iterable[Mapping[str, Any]], user_info: Mapping[str, Any], mode_inline_refinement: bool
) -> str:
    """The planner's system prompt: tools, method, DD-11's "Using Tool Results", the workflow
    format and rules, the catalogue's action codes; with `inline` refinement (DD-4) its guidance."""
    return LOADER.render(
        "planner_system",
        user_info=user_info_text(user_info),
        tool_descriptions=tool_descriptions(),
        query_refinement="\n" + LOADER.template("inline_refinement") if mode_inline_refinement else "",
        pillar_modules=pillar_modules_text(),
        task_blocks=task_blocks_text(task_blocks),
    )


def get_query_refinement_prompt() -> str:
    """System prompt of DD-4's `separate` refinement call (the query is the user message)."""
    return LOADER.render("query_refinement", pillar_modules=pillar_modules_text())


def get_validation_prompt(
    block: Mapping[str, Any],
    search_results: Iterable[Mapping[str, Any]],
    workflow: Mapping[str, Any],
    user_query: str,
) -> str:
    """DD-3's LLM block validator: the block, its catalogue matches, the workflow, the request."""
    matches = "\n".join(_json(dict(result)) for result in search_results)
    return LOADER.render(
        "validation",
        user_query=user_query or NOT_GIVEN,
        workflow=_workflow_outline(workflow),
        block=_json(dict(block)),
        search_results=matches or "(none: no catalogue block matches)",
        pillar_modules=pillar_modules_text(),
    )


def get_referencing_prompt(workflow: Mapping[str, Any], history: Iterable[Any], user_context: Mapping[str, Any]) -> str:
    """DD-5's referencing agent: the validated workflow, its unfilled mandatory inputs and the
    outputs each block may reference, the conversation and the user context."""
    by_id = {str(b.get("block_id")): b for b in workflow.get("blocks", [])}
    unfilled = []
    for block_id, field in unfilled_mandatory_inputs(workflow):
        data_type = field.get("data_type") or {}
        allowed = f"; allowed values: {', '.join(v for v in data_type.get('LovValues', []) if v)}"
        unfilled.append(
            f"- {block_id} / {field['name']} ({data_type.get('DataType', 'String')}"
            f"{allowed if data_type.get('LovValues') else ''}): {field.get('description', '')}"
        )
    available = []
    for block_id, ancestors in upstream_blocks(workflow).items():
        outputs = [
            f"{o['OutputVariableName']} ({o['name']} of {a})"
            for a in ancestors
            for o in by_id[a].get("outputs", [])
            if o.get("OutputVariableName")
        ]
        if outputs:
            available.append(f"- {block_id} may use: {', '.join(outputs)}")
    ordered = {**workflow, "blocks": [by_id[i] for i in topological_order(workflow) if i in by_id]}
    return LOADER.render(
        "referencing",
        history=_history_text(history),
        user_context=user_info_text(user_context),
        workflow=_workflow_outline(ordered),
        unfilled_inputs="\n".join(unfilled) or "(none)",
        available_outputs="\n".join(available) or "(none)",
    )


def get_job_name_prompt(workflow: Mapping[str, Any], user_query: str) -> str:
    """DD-8: name the job from the request and the steps in execution order."""
    by_id = {str(b.get("block_id")): b for b in workflow.get("blocks", [])}
    steps = [
        f"{n}. {by_id[i].get('name') or by_id[i].get('action_code')} ({by_id[i].get('action_code')})"
        for n, i in enumerate(topological_order(workflow), start=1)
    ]
    return LOADER.render("job_name", user_query=user_query or NOT_GIVEN, steps="\n".join(steps) or NOT_GIVEN)


def get_summarization_prompt() -> str:
    """DD-9's summarizer instructions (the conversation goes in the user message)."""
    return LOADER.render("summarization")
