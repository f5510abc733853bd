"""The planner's decisions in the `enumerated` style (`LLM_DECISION_STYLE`), for a tiny local
model: each planner step is a small choice and code builds the structure around it.

Code reads the current message as its phrases (`request_phrases`: "create a purchase order
and send it to the vendor" is two), each a step of the workflow to come. A planner step's
choices follow the message's progress (`turn_state`, `offered_tools`): while phrases are
left to search, the model can only search the catalogue, for one or two of them; then it
may submit, or ask the user once; a message for which nothing was found can be answered in
text instead. Submitting is picking, for each phrase, one of the blocks its search found (or
the AI or manual block):
`workflow_from_steps` turns those into `submit_workflow`'s arguments, a chain of blocks
b1..bn in the request's order that passes the structural validator by construction, and the
validation every submitted workflow gets follows. Pure functions of the planner conversation
(OpenAI-format messages); the planner's activities ask the model.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Union

from pydantic import BaseModel, Field, create_model

from durable_agents.planner.block_templates import (
    AI_ACTION_CODE,
    AI_BLOCK_TEMPLATE,
    DISCOVERY_ACTION_CODE,
    MANUAL_ACTION_CODE,
    MANUAL_BLOCK_TEMPLATE,
    TEST_ACTIONS,
    TEST_GENERATION_ACTIONS,
    input_key,
    unfilled_mandatory_inputs,
)
from durable_agents.planner.contract import REFINEMENT_HEADING
from durable_agents.planner.prompts.domain_data import PILLAR_MODULE_MAP
from durable_agents.planner.validators import upstream_blocks

MAX_PHRASES = 6  # steps of one message at most
PHRASE_CHARS = 60
QUERIES_PER_SEARCH = 2
QUESTION_CHARS = 160
ANSWER_CHARS = 240
BUILT_IN_CODES = (AI_ACTION_CODE, MANUAL_ACTION_CODE)
# Tokens of a step: the longest choice (a block for each of MAX_PHRASES phrases, the phrases
# written again as keys) as the indented JSON a small model writes.
STEP_TOKENS = 240
NO_CHOICE = "none"
AREAS = tuple(f"{pillar} / {module}" for pillar, modules in PILLAR_MODULE_MAP.items() for module in modules)
# Tokens of the other decisions: an area or a block choice, and each input of referencing.
CHOICE_TOKENS = 64
INPUT_TOKENS = 32
INPUTS_PER_REFERENCING = 8
NOT_ACCEPTED = "The workflow was NOT accepted"
ANSWERED = "The user answered: "

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
# Where a request divides into steps: sentences, lines and commas, then "and" / "then".
_SENTENCE_BREAK = re.compile(r"[.;:!?,\n]+")
_CLAUSE_BREAK = re.compile(r"(?:^|\s+)(and\s+then|and|then)(?:\s+|$)", re.IGNORECASE)
# A phrase's words: letters, digits and the marks inside words ("vendor's", "A/P", "e-mail").
_WORD = re.compile(r"[A-Za-z0-9][\w'/&-]*")
_LETTERS = re.compile(r"[A-Za-z]{2,}")
_BUILT_IN_NAMES = {AI_ACTION_CODE: AI_BLOCK_TEMPLATE.name, MANUAL_ACTION_CODE: MANUAL_BLOCK_TEMPLATE.name}
_BLOCK_TYPES = {AI_ACTION_CODE: "ai", MANUAL_ACTION_CODE: "manual"}


@dataclass
class TurnState:
    """What a planner step of the current user message knows: the message and its phrases,
    the answers to its clarifications, what was tried for it, and what its searches found."""

    request: str = ""
    phrases: list[str] = field(default_factory=list)
    answers: list[str] = field(default_factory=list)
    searched: dict[str, dict[str, str]] = field(default_factory=dict)  # query -> {action code: name}, best first
    asked: bool = False
    rejection: str = ""  # the last submission's errors, when it was not accepted
    dropped: set[str] = field(default_factory=set)  # the request's phrases an answer replaced

    def take_answer(self, answer: str) -> None:
        """An answer to a request whose searches found nothing ("Help me") says what the request
        meant ("Hire an employee and run payroll"): its phrases become the steps to search, and
        the request's phrases stop being steps. Otherwise an answer is context ("Acme")."""
        self.answers.append(answer)
        named = request_phrases(answer)
        if named and self.searched and not self.found:
            self.dropped |= set(self.phrases) | set(self.searched)
            self.phrases = named

    @property
    def unsearched(self) -> list[str]:
        return [phrase for phrase in self.phrases if phrase not in self.searched]

    @property
    def found(self) -> dict[str, str]:
        """Every block the message's searches found: action code -> name."""
        return {code: name for blocks in self.searched.values() for code, name in blocks.items()}

    @property
    def steps(self) -> list[str]:
        """The searched phrases, in the request's order: the steps a submission fills."""
        return [
            *(p for p in self.phrases if p in self.searched),
            *(q for q in self.searched if q not in self.phrases and q not in self.dropped),
        ]

    def step_options(self, step: str) -> list[str]:
        """The blocks a step may take: what its search found, then the AI and manual blocks."""
        found = list(self.searched.get(step, {}))
        return [*found, *(code for code in BUILT_IN_CODES if code not in found)]


def tool_call_names(messages: list[dict[str, Any]]) -> dict[str, str]:
    """The tool each call id of the conversation called."""
    return {
        call.get("id", ""): call.get("function", {}).get("name", "")
        for m in messages
        for call in m.get("tool_calls") or []
    }


def request_phrases(message: str) -> list[str]:
    """The steps a message asks for, as search phrases: its clauses (the refinement added to it
    left out; a one-word clause such as the "create" of "create and approve an order" stays
    with the next one), each cut to PHRASE_CHARS between words; at most MAX_PHRASES."""
    own_words = message.split(REFINEMENT_HEADING, 1)[0]
    phrases: dict[str, str] = {}
    for sentence in _SENTENCE_BREAK.split(own_words):
        parts = _CLAUSE_BREAK.split(sentence)  # clause, connector, clause, ...
        pending = ""
        for clause, connector in itertools.zip_longest(parts[::2], parts[1::2], fillvalue=""):
            words = _WORD.findall(f"{pending} {clause}")
            pending = f"{words[0]} {connector}" if len(words) == 1 and connector else ""
            if pending:
                continue
            while len(" ".join(words)) > PHRASE_CHARS and len(words) > 1:
                words.pop()
            phrase = " ".join(words)[:PHRASE_CHARS]
            if _LETTERS.search(phrase) and len(phrases) < MAX_PHRASES:
                phrases.setdefault(phrase.lower(), phrase)
    return list(phrases.values())


def turn_state(messages: list[dict[str, Any]]) -> TurnState:
    """The state of the current message (the conversation's last user message) from the
    planner conversation: its phrases and the tool results since it."""
    names = tool_call_names(messages)
    queries = _search_queries(messages)
    state = TurnState()
    for message in messages:
        role, content = message.get("role"), str(message.get("content") or "")
        if role == "user":
            state = TurnState(request=content, phrases=request_phrases(content))
        elif role == "tool":
            tool = names.get(message.get("tool_call_id", ""), "")
            if tool == "task_block_search":
                # A query whose search failed counts as searched: it is not tried again.
                for query in queries.get(message.get("tool_call_id", ""), []):
                    state.searched.setdefault(query, {})
                state.searched.update(searched_blocks(content))
            elif tool == "clarify":
                state.asked = True
                if content.startswith(ANSWERED):
                    state.take_answer(content.removeprefix(ANSWERED))
            elif tool == "submit_workflow":
                state.rejection = content if content.startswith(NOT_ACCEPTED) else ""
    return state


def _search_queries(messages: list[dict[str, Any]]) -> dict[str, list[str]]:
    """The queries of each task_block_search call, by call id."""
    queries: dict[str, list[str]] = {}
    for message in messages:
        for call in message.get("tool_calls") or []:
            function = call.get("function", {})
            if function.get("name") == "task_block_search":
                try:
                    arguments = json.loads(function.get("arguments") or "{}")
                except json.JSONDecodeError:
                    continue
                queries[call.get("id", "")] = [str(q).strip() for q in arguments.get("queries", [])]
    return queries


def searched_blocks(result: str) -> dict[str, dict[str, str]]:
    """A task_block_search result (its JSON) as query -> {action code: name}, best first. A
    result that is not that JSON (a failed search) searched nothing."""
    try:
        payload = json.loads(result)
        return {r["query"]: {b["action_code"]: b["name"] for b in r["blocks"]} for r in payload["results"]}
    except (json.JSONDecodeError, KeyError, TypeError):
        return {}


def offered_tools(state: TurnState) -> list[str]:
    """The tools a step may choose from, the likeliest first: a search while phrases are left
    to search (so that a submission covers every step), then a submission of what was found,
    a question to the user (once), or, when nothing was found, an answer."""
    if state.unsearched:
        return ["task_block_search"]
    offered = ["submit_workflow"] if state.found else []
    if not state.asked:
        offered.append("clarify")
    if not state.found:
        offered.append("present_answer")
    return offered


def _literal(values: list[str]) -> Any:
    return Literal[tuple(values)]


def _search_choice(state: TurnState) -> type[BaseModel]:
    return create_model(
        "SearchChoice",
        tool=(Literal["task_block_search"], ...),
        queries=(list[_literal(state.unsearched)], Field(min_length=1, max_length=QUERIES_PER_SEARCH)),
    )


def _submit_choice(state: TurnState) -> type[BaseModel]:
    # One field per step, named by its phrase: the model picks each step's block.
    steps: dict[str, Any] = {
        f"step_{n}": (_literal(state.step_options(step)), Field(alias=step))
        for n, step in enumerate(state.steps, start=1)
    }
    return create_model(
        "SubmitChoice", tool=(Literal["submit_workflow"], ...), steps=(create_model("Steps", **steps), ...)
    )


def _clarify_choice(_state: TurnState) -> type[BaseModel]:
    return create_model(
        "ClarifyChoice",
        tool=(Literal["clarify"], ...),
        question=(str, Field(min_length=5, max_length=QUESTION_CHARS)),
    )


def _answer_choice(_state: TurnState) -> type[BaseModel]:
    return create_model(
        "AnswerChoice",
        tool=(Literal["present_answer"], ...),
        answer=(str, Field(min_length=1, max_length=ANSWER_CHARS)),
    )


_CHOICES = {
    "task_block_search": _search_choice,
    "submit_workflow": _submit_choice,
    "clarify": _clarify_choice,
    "present_answer": _answer_choice,
}


def step_choice_schema(offered: list[str], state: TurnState) -> type[BaseModel]:
    """What a step asks of the model: `{"action": {"tool": <one of offered>, ...its few fields}}`
    (an object around the action, since a forced function call's parameters must be one)."""
    variants = tuple(_CHOICES[tool](state) for tool in offered)
    action = variants[0] if len(variants) == 1 else Union[variants]  # noqa: UP007 (a union built at run time)
    return create_model("PlannerChoice", action=(action, ...))


def tool_call_of(action: BaseModel, state: TurnState) -> tuple[str, dict[str, Any]]:
    """The planner tool call a chosen action stands for: its name and arguments."""
    choice = action.model_dump(by_alias=True)
    tool = choice["tool"]
    if tool == "task_block_search":
        return tool, {"queries": list(dict.fromkeys(choice["queries"]))}
    if tool == "submit_workflow":
        return tool, workflow_from_steps(list(choice["steps"].values()), state.found)
    if tool == "clarify":
        return tool, {"questions": [choice["question"].strip()]}
    return tool, {"content": choice["answer"].strip()}


def workflow_from_steps(codes: list[str], names: Mapping[str, str]) -> dict[str, Any]:
    """`submit_workflow`'s arguments for the blocks chosen, in order: one block per action code
    (a code chosen for two steps runs once), ids b1..bn, the catalogue's names, no input values
    (referencing fills them), run one after the other. Test generation gets the discovery
    snapshot it needs, and a snapshot runs before the test blocks."""
    chosen = list(dict.fromkeys(codes))
    if (DISCOVERY_ACTION_CODE in chosen or TEST_GENERATION_ACTIONS & set(chosen)) and TEST_ACTIONS & set(chosen):
        chosen = [DISCOVERY_ACTION_CODE, *(code for code in chosen if code != DISCOVERY_ACTION_CODE)]
    ids = [f"b{n}" for n in range(1, len(chosen) + 1)]
    blocks = [
        {
            "block_id": block_id,
            "name": names.get(code) or _BUILT_IN_NAMES.get(code) or _CAMEL.sub(" ", code),
            "action_code": code,
            "block_type": _BLOCK_TYPES.get(code, "task"),
            "inputs": {},
        }
        for block_id, code in zip(ids, chosen, strict=True)
    ]
    edges = [{"from": source, "to": target} for source, target in itertools.pairwise(ids)]
    return {"workflow_json": {"blocks": blocks}, "edges": edges}


# --- The other decisions: refinement, block validation, referencing ---------------------------


def area_choice_schema() -> type[BaseModel]:
    """The enumerated refinement: the request's business area, or none."""
    return create_model("AreaChoice", area=(Literal[(*AREAS, NO_CHOICE)], ...))


def split_area(area: str) -> tuple[str, str]:
    """An area's pillar and module ("Procurement / Purchasing" -> ("Procurement", "Purchasing"))."""
    pillar, _, module = area.partition(" / ")
    return pillar, module


def block_choice_schema(codes: list[str], ask_area: bool) -> type[BaseModel]:
    """The enumerated block validator's question: the catalogue block that runs the step (one
    of `codes`, or none) when `codes` are given, and the area it works on when `ask_area`."""
    fields: dict[str, Any] = {}
    if codes:
        fields["action_code"] = (Literal[(*codes, NO_CHOICE)], ...)
    if ask_area:
        fields["area"] = (Literal[AREAS], ...)
    return create_model("BlockChoice", **fields)


@dataclass
class InputChoice:
    """An unfilled mandatory input and the values it may take: the outputs of earlier blocks
    (one named like the input first), then its allowed values."""

    block_id: str
    input_name: str
    options: list[str]


def input_choices(workflow: Mapping[str, Any]) -> dict[str, InputChoice]:
    """The unfilled mandatory inputs of a validated workflow that have something to choose
    from, by label ("b2 Purchase Order Number"); at most INPUTS_PER_REFERENCING."""
    by_id = {str(b.get("block_id")): b for b in workflow.get("blocks", [])}
    upstream = upstream_blocks(workflow)
    choices: dict[str, InputChoice] = {}
    for block_id, spec in unfilled_mandatory_inputs(workflow):
        name = str(spec["name"])
        outputs = [
            output
            for earlier in upstream.get(block_id, [])
            for output in by_id[earlier].get("outputs", [])
            if output.get("OutputVariableName")
        ]
        outputs.sort(key=lambda output: input_key(str(output.get("name", ""))) != input_key(name))
        allowed = [value for value in (spec.get("data_type") or {}).get("LovValues", []) if value]
        options = [str(output["OutputVariableName"]) for output in outputs] + allowed
        if options and len(choices) < INPUTS_PER_REFERENCING:
            choices[f"{block_id} {name}"] = InputChoice(block_id=block_id, input_name=name, options=options)
    return choices


def input_fills_schema(choices: Mapping[str, InputChoice]) -> type[BaseModel]:
    """The enumerated referencing: for each input (keyed by its label), one of its options or none."""
    fields: dict[str, Any] = {
        f"input_{n}": (Literal[(*choice.options, NO_CHOICE)], Field(alias=label))
        for n, (label, choice) in enumerate(choices.items())
    }
    return create_model("InputFills", **fields)


def chosen_inputs(decision: BaseModel, choices: Mapping[str, InputChoice]) -> list[tuple[str, str, str]]:
    """(block id, input name, value) of each input the model gave a value."""
    values = decision.model_dump(by_alias=True)
    return [
        (choice.block_id, choice.input_name, values[label])
        for label, choice in choices.items()
        if values[label] != NO_CHOICE
    ]
