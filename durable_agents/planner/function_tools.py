"""The planner's tools (DD-1, DD-10) as OpenAI function specs. `web_search`,
`task_block_search` and `clarify` gather information; `think_approach`, `present_answer`
and `submit_workflow` are output-only (the workflow emits their events).
"""

from __future__ import annotations

from typing import Any

_QUERIES = {
    "type": "array",
    "items": {"type": "string"},
    "minItems": 1,
    "maxItems": 5,
}

_BLOCK = {
    "type": "object",
    "properties": {
        "block_id": {"type": "string", "description": "Unique id within the workflow, e.g. b1, b2."},
        "name": {"type": "string", "description": "What this step does, in a few words."},
        "action_code": {
            "type": "string",
            "description": "The exact action_code of a task block found with task_block_search; "
            "AskWilfred for an AI block, HumanDependent for a manual block.",
        },
        "block_type": {"type": "string", "enum": ["task", "ai", "manual"]},
        "inputs": {
            "type": "object",
            "description": "Input name -> value. To use an earlier block's output, give op-<block_id>-<OutputName>.",
            "additionalProperties": True,
        },
    },
    "required": ["block_id", "name", "action_code", "block_type", "inputs"],
}

_EDGE = {
    "type": "object",
    "properties": {
        "from": {"type": "string", "description": "block_id of the block that runs first."},
        "to": {"type": "string", "description": "block_id of the block that runs after it."},
    },
    "required": ["from", "to"],
}


def _function(name: str, description: str, properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {
            "name": name,
            "description": description,
            "parameters": {"type": "object", "properties": properties, "required": required},
        },
    }


PLANNER_TOOLS: dict[str, dict[str, Any]] = {
    "web_search": _function(
        "web_search",
        "Search the web for how a business process works (steps, prerequisites, terms). "
        "Give 1-5 short, specific queries.",
        {"queries": {**_QUERIES, "description": "Search queries."}},
        ["queries"],
    ),
    "task_block_search": _function(
        "task_block_search",
        "Search the catalogue of task blocks (pre-built automation steps) by what they do. Returns each "
        "block's exact action_code, pillar, module and inputs. Search before using any task block.",
        {"queries": {**_QUERIES, "description": "What the blocks should do, e.g. 'create purchase order'."}},
        ["queries"],
    ),
    "clarify": _function(
        "clarify",
        "Ask the user questions when the request is ambiguous or misses facts only the user knows. "
        "Research first; never ask again what the user already answered.",
        {"questions": {"type": "array", "items": {"type": "string"}, "minItems": 1, "description": "The questions."}},
        ["questions"],
    ),
    "think_approach": _function(
        "think_approach",
        "Share your approach with the user before you build the workflow: the steps you plan and why.",
        {"summary": {"type": "string", "description": "The approach, in a few sentences or bullet points."}},
        ["summary"],
    ),
    "present_answer": _function(
        "present_answer",
        "Answer the user directly when the request needs an answer, not a workflow.",
        {
            "content": {"type": "string", "description": "The answer, in Markdown."},
            "json_content": {"type": "string", "description": "Optional structured data of the answer, as JSON text."},
        },
        ["content"],
    ),
    "submit_workflow": _function(
        "submit_workflow",
        "Submit the finished workflow. It is validated: if errors come back, fix them and submit the whole "
        "workflow again.",
        {
            "workflow_json": {
                "type": "object",
                "properties": {"blocks": {"type": "array", "items": _BLOCK, "minItems": 1}},
                "required": ["blocks"],
            },
            "edges": {"type": "array", "items": _EDGE, "description": "The order of the blocks."},
        },
        ["workflow_json", "edges"],
    ),
}


def tool_descriptions(names: list[str] | None = None) -> str:
    """The tools as prompt text: `- name(arg, ...): description`."""
    lines = []
    for name in names or list(PLANNER_TOOLS):
        function = PLANNER_TOOLS[name]["function"]
        arguments = ", ".join(function["parameters"]["properties"])
        lines.append(f"- {name}({arguments}): {function['description']}")
    return "\n".join(lines)
