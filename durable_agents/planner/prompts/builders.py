"""Prompt builders (DD-7): the single place prompts are assembled, from the `.md` templates,
the domain data and runtime values. Pure once imported (the templates are read at import).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from durable_agents.planner.block_templates import AI_ACTION_CODE, MANUAL_ACTION_CODE, unfilled_mandatory_inputs
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
    "planner_enumerated",
    "planner_enumerated_step",
    "query_refinement_enumerated",
    "validation_enumerated",
    "referencing_enumerated",
)
LOADER = PromptLoader(TEMPLATES_DIR)
LOADER.preload(TEMPLATE_NAMES)

# What prompts may say about the user (DD-14): never the API key or the Keycloak token.
_USER_FIELDS = (("Name", "Name"), ("UserName", "Username"), ("email_ID", "Email"))
_CONTEXT_FIELDS = (("domain", "Instance"), ("project_key", "Project"))
NOT_GIVEN = "(not given)"
# The enumerated style's prompts are for a tiny model, whose prompt costs seconds per few
# hundred tokens: the user's text in them is clipped.
REQUEST_CHARS = 500
ANSWER_CHARS = 200
REJECTION_CHARS = 300
DESCRIPTION_CHARS = 80
_STEP_OPTIONS = {
    "submit_workflow": "submit the workflow: for each step, the block found for it that does it",
    "task_block_search": "search the catalogue for the blocks of one or two of these steps",
    "clarify": "ask the user one question",
    "present_answer": "answer the user in a few sentences",
}


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


def _clipped(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3].rstrip() + "..."


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


def get_referencing_prompt(
    workflow: Mapping[str, Any],
    history: Iterable[Any],
    user_context: Mapping[str, Any],
    environment: str | None = None,
) -> str:
    """DD-5's referencing agent: the validated workflow, its unfilled mandatory inputs and the
    outputs each block may reference, the conversation, the user context and the environment
    data of the user's instance (JSON text; None: not read)."""
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
        environment=environment or NOT_GIVEN,
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


# --- The enumerated style (a tiny model's small choices) ---------------------------------------


def get_enumerated_planner_prompt() -> str:
    """The planner's system prompt in the enumerated style: a few sentences."""
    return LOADER.render("planner_enumerated")


def get_enumerated_step_prompt(
    request: str,
    answers: Iterable[str],
    steps: Mapping[str, Iterable[str]],
    unsearched: Iterable[str],
    rejection: str,
    options: Iterable[str],
) -> str:
    """One enumerated planner step: the request, the user's answers, the blocks each searched
    step (phrase) may take, the last submission's errors and the actions offered (`options`;
    a search is for some of the `unsearched` phrases)."""
    context = []
    answered = [_clipped(answer, ANSWER_CHARS) for answer in answers]
    if answered:
        context.append(f"The user's answers: {'; '.join(answered)}")
    if steps:
        context.append("Blocks found for each step:")
        context += [f"- {step}: {', '.join(codes) or 'none'}" for step, codes in steps.items()]
        context.append(f"A step may also be {AI_ACTION_CODE} (an AI step) or {MANUAL_ACTION_CODE} (a manual step).")
    else:
        context.append("No blocks searched yet.")
    if rejection:
        context.append(f"Your last workflow was not accepted: {_clipped(rejection, REJECTION_CHARS)}")
    phrases = "; ".join(f'"{phrase}"' for phrase in unsearched)
    hints = {**_STEP_OPTIONS, "task_block_search": f"{_STEP_OPTIONS['task_block_search']}: {phrases}"}
    return LOADER.render(
        "planner_enumerated_step",
        request=_clipped(request, REQUEST_CHARS),
        context="\n".join(context),
        options="\n".join(f"- {tool}: {hints[tool]}" for tool in options),
    )


def get_enumerated_refinement_prompt(request: str, areas: Iterable[str]) -> str:
    """The enumerated refinement: which business area (one of `areas`) the request is about."""
    return LOADER.render(
        "query_refinement_enumerated",
        request=_clipped(request, REQUEST_CHARS),
        areas="\n".join(f"- {area}" for area in areas),
    )


def get_enumerated_validation_prompt(
    block: Mapping[str, Any],
    candidates: Iterable[Mapping[str, Any]],
    user_query: str,
    *,
    choose_code: bool,
    areas: Iterable[str] | None,
) -> str:
    """The enumerated block validator: the step, its catalogue candidates, and what to choose:
    the candidate that runs it (`choose_code`), and the area it works on (`areas`, when asked)."""
    questions = []
    if choose_code:
        questions.append("action_code: the catalogue block that does this step, or none when no block above fits.")
    if areas is not None:
        questions.append("area: the pillar and module the step works on, one of: " + ", ".join(areas) + ".")
    lines = [
        f"- {c['action_code']}: {c.get('name', '')}. {_clipped(str(c.get('description') or ''), DESCRIPTION_CHARS)}"
        for c in candidates
    ]
    return LOADER.render(
        "validation_enumerated",
        user_query=_clipped(user_query, REQUEST_CHARS) or NOT_GIVEN,
        block=f"{block.get('name') or ''} ({block.get('action_code') or 'no action code'})",
        candidates="\n".join(lines) or "(none)",
        questions="Choose:\n" + "\n".join(questions),
    )


def get_enumerated_referencing_prompt(
    workflow: Mapping[str, Any], request: str, inputs: Mapping[str, Iterable[str]]
) -> str:
    """The enumerated referencing: the steps in execution order, the request, and each
    unfilled input (by its label) with the values it may take."""
    by_id = {str(b.get("block_id")): b for b in workflow.get("blocks", [])}
    steps = []
    for block_id in topological_order(workflow):
        block = by_id[block_id]
        outputs = [o["OutputVariableName"] for o in block.get("outputs", []) if o.get("OutputVariableName")]
        gives = f", gives {', '.join(outputs)}" if outputs else ""
        steps.append(f"{block_id} {block.get('name') or block.get('action_code')}{gives}")
    return LOADER.render(
        "referencing_enumerated",
        steps="\n".join(steps) or NOT_GIVEN,
        request=_clipped(request, REQUEST_CHARS) or NOT_GIVEN,
        inputs="\n".join(f"- {label}: {', '.join(options)}" for label, options in inputs.items()),
    )
