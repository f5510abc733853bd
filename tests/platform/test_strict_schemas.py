"""Every schema the code sends in strict mode meets OpenAI's strict-mode rules, keeps every
property of its contract, and every answer a model honouring it can write parses.

Strict mode is `StructuredLLM.decide` (activities/llm.py): with `LLM_TOOL_MODE=json_schema`
a `json_schema` response format with `strict: true`; with `native` a forced function whose
parameters are the same strict schema. `tool_step` and `json_action` (the DB agent's,
planner's and ReAct tools) send nothing strict. `CASES` holds every `decide` call of
activities/ (`test_every_decide_call_has_its_cases` keeps it so), the dynamic schemas in
their narrowest and widest forms, with property names that are JSON-schema keywords.

The rules, from OpenAI's "Supported schemas"
(https://platform.openai.com/docs/guides/structured-outputs#supported-schemas), are checked
by `tests.support.strict_schema.strict_violations`:
- the root is an object, not `anyOf`;
- every object has `additionalProperties: false` and all its properties in `required`
  (an optional field is a union with null);
- types string, number, boolean, integer, object, array, enum, anyOf (null in a union);
  keywords: string `pattern`, `format` (the nine formats listed), `minLength`/`maxLength`
  (refused only for fine-tuned models); number `minimum`, `maximum`, `exclusiveMinimum`,
  `exclusiveMaximum`, `multipleOf`; array `items`, `minItems`, `maxItems`; any schema
  `description`, `enum`, `const`, `anyOf`, `$ref`; the root `$defs`. Nothing else (`allOf`,
  `not`, `if`/`then`/`else`, `dependentRequired`, `dependentSchemas` are listed as not
  supported; `default`, `title`, `oneOf`, `patternProperties` are not named);
- `$defs` / `$ref` (`#/$defs/<name>`, `#`) allowed;
- at most 5000 object properties and 10 levels of nesting; at most 120,000 characters of
  property names, definition names, enum and const values;
- at most 1000 enum values in all, and 15,000 characters for an enum of more than 250 strings.
Each answer is an instance built from the strict schema it was sent (`instance_of`: the
smallest one, one item per array), validated against that schema, then given to the step's
parser (`decide` validates it with the step's pydantic model).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from openai import AsyncOpenAI
from pydantic import BaseModel, Field

from activities.chat.decisions import agent_choice_schema
from activities.llm import StructuredLLM, strict_schema
from activities.planner.planning import BlockCorrection, InputFills, QueryRefinement
from activities.research.pipeline import PhenotypeSql, RequirementsDraft
from activities.schema_design.design_agents import DmlDrafts, UsecaseDrafts
from durable_agents.execution.contract import JudgeScores
from durable_agents.execution.scoring import JudgeChoice
from durable_agents.planner import enumerated
from durable_agents.research import choices, warehouse
from durable_agents.research.contract import FeasibilityInput, RequirementsInput
from durable_agents.schema_design import enumerated as design_choices
from durable_agents.schema_design.contract import AnalyzedRequirements, Schema
from tests.support.scripted_llm import MODEL_ID, Reply, ScriptedLLM
from tests.support.strict_schema import instance_of, schemas_in, strict_violations

ROOT = Path(__file__).resolve().parents[2]


class KeywordNamed(BaseModel):
    """Properties named like JSON-schema keywords, the annotations strict mode drops first."""

    title: str
    description: str
    default: str
    format: str
    type: str
    enum: list[str]
    items: list[str]
    properties: dict[str, str]
    required: bool
    const: str | None
    pattern: int
    anyOf: str
    ref: str = Field(alias="$ref")
    additionalProperties: str


@dataclass(frozen=True)
class Case:
    """A schema `decide` is asked for: the call (its file and `schema=` argument) and the model."""

    id: str
    file: str
    call: str
    schema: type[BaseModel]


SCHEMA_DESIGN = "activities/schema_design/design_agents.py"
RESEARCH = "activities/research/pipeline.py"
PLANNER = "activities/planner/planning.py"
CHAT = "activities/chat/decisions.py"
EXECUTION = "activities/execution/validation.py"

# Every option named (a field whose every option is named offers its neutral one instead:
# the cohort's fields are named but one).
_ALL_NAMED = " ".join([*(c.name for c in warehouse.CONDITIONS), *choices.VARIABLES, *choices.FORMATS])
_MOST_NAMED = " ".join(
    [*(c.name for c in warehouse.CONDITIONS[:-1]), *list(warehouse.DRUGS)[:-1], "female", "under 40", "40 to 64"]
)
_SEARCHING = enumerated.TurnState(request="Create an order, then title it.", phrases=["Create an order", "title"])
_FOUND = enumerated.TurnState(
    request="title, then description",
    phrases=["title", "description"],
    searched={"title": {"CreatePO": "Create PO"}, "description": {"ApprovePO": "Approve PO"}},
)
_NOTHING_FOUND = enumerated.TurnState(request="type", phrases=["type"], searched={"type": {}}, asked=False)
_INPUTS = {
    "b2 Purchase Order Number": enumerated.InputChoice("b2", "Purchase Order Number", ["op-b1-PONumber"]),
    "title": enumerated.InputChoice("b3", "title", ["High", "Low"]),
}


def _step(state: enumerated.TurnState) -> type[BaseModel]:
    return enumerated.step_choice_schema(enumerated.offered_tools(state), state)


def _requirements(said: str) -> type[BaseModel]:
    return choices.requirements_schema(
        choices.requirements_options(RequirementsInput(request_id="r", researcher_request=said))
    )


def _cohort(said: str) -> type[BaseModel]:
    request = FeasibilityInput(request_id="r", researcher_request=said, requirements={})
    return choices.cohort_schema(choices.cohort_options(request))


def _entities(said: str) -> type[BaseModel]:
    return design_choices.entity_schema(design_choices.entity_options(said, Schema()))


def _design(said: str, entities: list[str]) -> type[BaseModel]:
    requirements = design_choices.requirements(said, entities, Schema())
    return design_choices.design_schema(design_choices.design_options(requirements), Schema())


_LIBRARY = "A library app: members borrow books, each loan has a due date."

CASES = [
    Case("analyze_requirements", SCHEMA_DESIGN, "AnalyzedRequirements", AnalyzedRequirements),
    Case("choose_entities", SCHEMA_DESIGN, "enumerated.entity_schema(options)", _entities(_LIBRARY)),
    Case(
        "choose_design",
        SCHEMA_DESIGN,
        "enumerated.design_schema(options, schema)",
        _design(_LIBRARY, ["member", "book", "loan"]),
    ),
    Case(
        "choose_design-one-table",
        SCHEMA_DESIGN,
        "enumerated.design_schema(options, schema)",
        _design("Tasks.", ["task"]),
    ),
    Case("generate_usecases", SCHEMA_DESIGN, "UsecaseDrafts", UsecaseDrafts),
    Case("prepare_dml", SCHEMA_DESIGN, "DmlDrafts", DmlDrafts),
    Case("record_requirements", RESEARCH, "RequirementsDraft", RequirementsDraft),
    Case("choose_requirements-none-named", RESEARCH, "choices.requirements_schema(options)", _requirements("Data.")),
    Case("choose_requirements-all-named", RESEARCH, "choices.requirements_schema(options)", _requirements(_ALL_NAMED)),
    Case("phenotype_sql", RESEARCH, "PhenotypeSql", PhenotypeSql),
    Case("choose_cohort-none-named", RESEARCH, "choices.cohort_schema(options)", _cohort("Data.")),
    Case("choose_cohort-most-named", RESEARCH, "choices.cohort_schema(options)", _cohort(_MOST_NAMED)),
    Case("planner_step-searching", PLANNER, "enumerated.step_choice_schema(offered, state)", _step(_SEARCHING)),
    Case("planner_step-found", PLANNER, "enumerated.step_choice_schema(offered, state)", _step(_FOUND)),
    Case("planner_step-nothing-found", PLANNER, "enumerated.step_choice_schema(offered, state)", _step(_NOTHING_FOUND)),
    Case("refine_query", PLANNER, "QueryRefinement", QueryRefinement),
    Case("refine_query-enumerated", PLANNER, "enumerated.area_choice_schema()", enumerated.area_choice_schema()),
    Case("correct_block", PLANNER, "BlockCorrection", BlockCorrection),
    Case(
        "correct_block-code-and-area",
        PLANNER,
        "enumerated.block_choice_schema(options, ask_area)",
        enumerated.block_choice_schema(["CreatePO", "ApprovePO"], True),
    ),
    Case(
        "correct_block-area",
        PLANNER,
        "enumerated.block_choice_schema(options, ask_area)",
        enumerated.block_choice_schema([], True),
    ),
    Case(
        "correct_block-code",
        PLANNER,
        "enumerated.block_choice_schema(options, ask_area)",
        enumerated.block_choice_schema(["CreatePO"], False),
    ),
    Case("fill_inputs", PLANNER, "InputFills", InputFills),
    Case(
        "fill_inputs-enumerated",
        PLANNER,
        "enumerated.input_fills_schema(choices)",
        enumerated.input_fills_schema(_INPUTS),
    ),
    Case(
        "choose_agent",
        CHAT,
        "agent_choice_schema(list(dict.fromkeys(a.name for a in candidates)))",
        agent_choice_schema(["Librarian", "title"]),
    ),
    Case("judge-enumerated", EXECUTION, "JudgeChoice", JudgeChoice),
    Case("judge", EXECUTION, "JudgeScores", JudgeScores),
]


@pytest.fixture(scope="module")
def strict_llm() -> Iterator[ScriptedLLM]:
    """A model honouring strict schemas: it refuses one breaking OpenAI's rules (400) and
    answers each strict request with an instance of its schema."""
    with ScriptedLLM(strict=True) as llm:
        yield llm


def structured_llm(server: ScriptedLLM, tool_mode: str) -> StructuredLLM:
    return StructuredLLM(AsyncOpenAI(base_url=server.base_url, api_key="k", max_retries=0), tool_mode, {})


def property_names(schema: dict[str, Any]) -> set[str]:
    return {name for node, _path in schemas_in(schema) for name in node.get("properties", {})}


async def decided(server: ScriptedLLM, tool_mode: str, schema: type[BaseModel], reply: Reply) -> tuple[Any, dict]:
    """`decide`'s answer for `schema` when the model writes `reply`, and the strict schema sent."""
    server.reset()
    server.script(reply)
    answer, _usage = await structured_llm(server, tool_mode).decide(
        model=MODEL_ID,
        messages=[{"role": "user", "content": "Decide."}],
        schema=schema,
        name="decision",
        description="The decision.",
    )
    (request,) = server.requests
    if tool_mode == "native":
        (tool,) = request["tools"]
        return answer, tool["function"]["parameters"]
    assert request["response_format"]["json_schema"]["strict"] is True
    return answer, request["response_format"]["json_schema"]["schema"]


@pytest.mark.parametrize("tool_mode", ["json_schema", "native"])
@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
async def test_strict_schema_meets_openai_rules_and_its_instance_parses(
    strict_llm: ScriptedLLM, case: Case, tool_mode: str
) -> None:
    """json_schema: the strict model answers with the smallest instance of the schema it got;
    native: the forced call's arguments are the smallest instance of the parameters offered."""
    own = case.schema.model_json_schema()
    offered = strict_schema(own)
    call = {"name": "decision", "arguments": instance_of(offered)}
    reply = Reply(tool_calls=[call]) if tool_mode == "native" else Reply()

    answer, sent = await decided(strict_llm, tool_mode, case.schema, reply)

    assert strict_llm.refused_schemas == []
    assert strict_violations(sent) == []
    assert property_names(own) <= property_names(sent), "a property of the contract is missing"
    written = instance_of(sent)
    jsonschema.Draft202012Validator(sent).validate(written)
    assert isinstance(answer, case.schema)
    if tool_mode == "native":
        assert sent == offered


def decide_calls() -> set[tuple[str, str]]:
    """Every `.decide(...)` call under activities/: its file and its `schema=` argument."""
    calls = set()
    for path in sorted((ROOT / "activities").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "decide":
                schema = next(keyword.value for keyword in node.keywords if keyword.arg == "schema")
                calls.add((path.relative_to(ROOT).as_posix(), ast.unparse(schema)))
    return calls


def test_every_decide_call_has_its_cases() -> None:
    """A new `decide` call fails here until its schema is among `CASES`."""
    assert decide_calls() == {(case.file, ast.unparse(ast.parse(case.call, mode="eval").body)) for case in CASES}


REGISTER = {
    "requirementType": "functional",
    "requirementCategory": "users",
    "requirement": "A user registers with an email address.",
    "title": "Register",
    "description": "A person signs up with an email.",
}


async def test_a_strict_model_writes_a_use_case_with_its_title(strict_llm: ScriptedLLM) -> None:
    """The bug: the strict schema lost the property `title` (taken for the annotation), so a
    model honouring it could never write a use case `UsecaseDraft` accepts."""
    answer, sent = await decided(strict_llm, "json_schema", UsecaseDrafts, Reply(content_json={"usecases": [REGISTER]}))

    draft = sent["$defs"]["UsecaseDraft"]
    assert list(draft["properties"]) == draft["required"] == list(REGISTER)
    assert [usecase.model_dump() for usecase in answer.usecases] == [REGISTER]


KEYWORD_NAMED = {
    "title": "T",
    "description": "D",
    "default": "0",
    "format": "csv",
    "type": "table",
    "enum": ["a", "b"],
    "items": ["one"],
    "properties": {"type": "string", "title": "x"},
    "required": True,
    "const": None,
    "pattern": 3,
    "anyOf": "either",
    "$ref": "#/elsewhere",
    "additionalProperties": "none",
}


@pytest.mark.parametrize("tool_mode", ["json_schema", "native"])
async def test_properties_named_like_schema_keywords_survive(strict_llm: ScriptedLLM, tool_mode: str) -> None:
    """Only keywords are dropped or rewritten, never a property's name: each property below
    is in the strict schema, required, and comes back with its value (the map `properties`
    written as entries, as strict mode has no maps)."""
    entries = [{"key": key, "value": value} for key, value in KEYWORD_NAMED["properties"].items()]
    written = {**KEYWORD_NAMED, "properties": entries}
    call = {"name": "decision", "arguments": written}
    reply = Reply(tool_calls=[call]) if tool_mode == "native" else Reply(content_json=written)

    answer, sent = await decided(strict_llm, tool_mode, KeywordNamed, reply)

    assert strict_violations(sent) == []
    assert list(sent["properties"]) == sent["required"] == list(KEYWORD_NAMED)
    assert answer.model_dump(by_alias=True) == KEYWORD_NAMED
