"""The schema design pipeline's LLM steps (seed 001) as activities: the PM's requirements
analysis, the DB agent's designSchema step, the QA's use cases and test DML, and the final
summary.

Structured answers go through `StructuredLLM` (native function calling, or a JSON schema
with `LLM_TOOL_MODE=json_schema`). An answer that does not fit is `LLM_BAD_OUTPUT`, retried by
Temporal, except in the requirements analysis, which returns the error: the workflow asks
again with it and counts the retries. The DB agent's tool is offered, not forced: an answer
without a tool call ends the DB agent's loop.

With `LLM_DECISION_STYLE=enumerated` (a tiny model) the PM and the DB agent each make one
small choice among words of the message (`schema_design.enumerated`) and code writes the
requirements and the patch; the use cases, test DML and summary are code's
(`schema_design.sample_dml`).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
from typing import Any, Literal

from pydantic import BaseModel, Field
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.heartbeat import keep_alive
from activities.llm import bad_output, call_arguments, llm_for
from activities.schema_design.design_store import stored, version_schema
from durable_agents.errors import ErrorCode
from durable_agents.llm_types import TokenUsage
from durable_agents.schema_design import enumerated, sample_dml, store
from durable_agents.schema_design.contract import (
    AnalyzedRequirements,
    AnalyzeInput,
    AnalyzeResult,
    DesignRound,
    DesignSchemaInput,
    DesignSchemaStep,
    DesignSummary,
    DmlInput,
    DmlOperation,
    DmlResult,
    ForeignKeyConstraint,
    PatchOperation,
    Schema,
    SummaryInput,
    Usecase,
    UsecasesResult,
)
from durable_agents.schema_design.schema_ops import patch_json, schema_text
from durable_agents.settings import Settings

SCHEMA_DESIGN_TOOL = "schema_design_tool"
BRIEF_CHARS = 30_000  # the schema's share of a prompt
DONE = "done"  # json_schema mode: the pseudo-action of an answer without a tool call
# The DB agent's tool: RFC 6902 operations on the schema's JSON.
TOOL_PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "operations": {"type": "array", "items": PatchOperation.model_json_schema(by_alias=True)},
    },
    "required": ["operations"],
}
TOOL_SPEC = {
    "type": "function",
    "function": {
        "name": SCHEMA_DESIGN_TOOL,
        "description": "Change the schema with JSON Patch (RFC 6902) operations; the DDL is tested on PostgreSQL "
        "and the new version saved, or the error comes back.",
        "parameters": TOOL_PARAMETERS,
    },
}

PM_PROMPT = (
    "You are the product manager of a database design team. Turn the user's description of an application "
    "into requirements: one sentence of business requirement, functional requirements grouped by category "
    "(e.g. users, workouts) and non-functional ones (e.g. performance, security), each a short sentence."
)
DB_PROMPT = (
    "You are a PostgreSQL database designer. Design the schema the requirements need by calling "
    f"{SCHEMA_DESIGN_TOOL} with JSON Patch operations on the schema JSON: add a table at /tables/<name> with "
    '{"name", "columns": {<name>: {"name", "type", "notNull"}}, "constraints": {<name>: {"type": "PRIMARY KEY" | '
    '"FOREIGN KEY" | "UNIQUE" | "CHECK", "name", "columnNames", ...}}, "indexes": {}}; a foreign key also has '
    '"targetTableName" and "targetColumnNames". Call the tool once per reply with all the operations of that '
    "step. When the schema meets the requirements, answer in a few sentences without calling the tool."
)
QA_USECASES_PROMPT = (
    "You are the QA engineer of a database design team. Write test use cases for the requirements: for each "
    "requirement one or two use cases, each naming the requirement's type (functional or non_functional), its "
    "category and its text exactly as given, with a title and a description of what the user does."
)
QA_DML_PROMPT = (
    "You are the QA engineer of a database design team. Write PostgreSQL test DML for each use case on the "
    "schema below: INSERT the rows a use case needs (parents before children), then the UPDATE, DELETE or "
    "SELECT it describes. The use cases run in the order given on one database that starts empty: the rows "
    "of a use case stay for the later ones, unless one of its operations fails (then its rows are undone)."
)
SUMMARY_PROMPT = (
    "You are the lead of a database design team. Summarize the design for the user in a few short paragraphs: "
    "the requirements, the design decisions, the tables and how they relate, and how the test DML went."
)


class UsecaseDraft(BaseModel):
    requirementType: Literal["functional", "non_functional"]
    requirementCategory: str
    requirement: str
    title: str
    description: str


class UsecaseDrafts(BaseModel):
    usecases: list[UsecaseDraft] = Field(min_length=1)


class DmlDrafts(BaseModel):
    operations: list[DmlOperation] = Field(min_length=1)


def usecase_id(draft: UsecaseDraft, position: int) -> str:
    """Stable: the same requirement's use case at the same position has the same id."""
    key = json.dumps([draft.requirementType, draft.requirementCategory, draft.requirement])
    return f"uc-{hashlib.sha256(key.encode()).hexdigest()[:10]}-{position}"


def requirements_text(requirements: AnalyzedRequirements) -> str:
    return json.dumps(requirements.model_dump(), indent=1, ensure_ascii=False)


class DesignAgentActivities:
    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._db_url = settings.resolved_database_url
        self._model = settings.llm_model
        self._llm = llm_for(settings)
        self._enumerated = settings.llm_decision_style == "enumerated"

    @activity.defn
    @keep_alive
    async def analyze_requirements(self, request: AnalyzeInput) -> AnalyzeResult:
        """The PM's requirements; an answer that does not fit comes back as `error`."""
        if self._enumerated:
            return await self._choose_entities(request)
        messages: list[dict[str, Any]] = [
            {"role": "system", "content": PM_PROMPT},
            *(m.model_dump() for m in request.history),
            {"role": "user", "content": request.content},
        ]
        if request.error:
            messages.append(
                {"role": "system", "content": f"Your previous answer could not be used: {request.error}\nAnswer again."}
            )
        try:
            requirements, usage = await self._llm.decide(
                model=self._model,
                messages=messages,
                schema=AnalyzedRequirements,
                name="analyze_requirements",
                description="Record the analyzed requirements.",
            )
        except ApplicationError as err:
            if err.type == ErrorCode.LLM_BAD_OUTPUT:  # asked again by the workflow, with this error
                return AnalyzeResult(error=err.message)
            raise
        if not requirements.businessRequirement.strip() or not any(requirements.functionalRequirements.values()):
            return AnalyzeResult(error="the business requirement or the functional requirements are empty", usage=usage)
        return AnalyzeResult(requirements=requirements, usage=usage)

    @activity.defn
    @keep_alive
    async def design_schema(self, request: DesignSchemaInput) -> DesignSchemaStep:
        """One designSchema step on the latest schema version: a tool call, or the final answer."""
        version, schema = await asyncio.to_thread(
            stored, lambda: store.latest_version(self._db_url, request.session_id)
        )
        messages = [
            {"role": "system", "content": DB_PROMPT},
            {"role": "user", "content": _design_brief(request, version, schema)},
        ]
        if self._enumerated:
            return await self._choose_design(request, version, schema)
        if self._settings.llm_tool_mode == "native":
            return await self._design_native(request.rounds, messages, version)
        return await self._design_json(request.rounds, messages, version)

    async def _choose_entities(self, request: AnalyzeInput) -> AnalyzeResult:
        """The enumerated PM: the model chooses the new things among the message's nouns (no
        call when there is one or none); the tables the message names are changed."""
        _version, schema = await asyncio.to_thread(
            stored, lambda: store.latest_version(self._db_url, request.session_id)
        )
        options = enumerated.entity_options(request.content, schema)
        chosen, usage = list(options), TokenUsage()
        if len(options) > 1:
            choice, usage = await self._llm.decide(
                model=self._model,
                messages=enumerated.entity_messages(request.content, options),
                schema=enumerated.entity_schema(options),
                name="choose_entities",
                description="Choose the things the app keeps records of.",
                max_tokens=enumerated.entity_budget(options),
            )
            chosen = choice.entities
        named = enumerated.named_tables(request.content, schema)
        try:
            requirements = enumerated.requirements(request.content, [*named, *chosen], schema)
        except enumerated.RequestUnclear:
            raise ApplicationError(
                "the message names no new thing and no table of the schema",
                type=ErrorCode.DESIGN_REQUEST_UNCLEAR,
                non_retryable=True,
            ) from None
        return AnalyzeResult(requirements=requirements, usage=usage)

    async def _choose_design(self, request: DesignSchemaInput, version: int, schema: Schema) -> DesignSchemaStep:
        """The enumerated DB agent: one patch from the model's links and columns, then done
        (a refused patch or failed test DML is code's to fix, not the model's)."""
        if request.rounds or request.feedback:
            said = request.rounds[-1].result if request.rounds else "The test DML failed on this design."
            return DesignSchemaStep(content=said, seen_version=version)
        options = enumerated.design_options(request.requirements)
        choice, usage = enumerated.DesignChoice(links=[], columns=[]), TokenUsage()
        if options.links or options.columns:
            choice, usage = await self._llm.decide(
                model=self._model,
                messages=enumerated.design_messages(request.requirements, options),
                schema=enumerated.design_schema(options, schema),
                name="choose_design",
                description="Choose the tables' links and columns.",
                max_tokens=enumerated.design_budget(options),
            )
        operations = enumerated.design_operations(choice, options, schema)
        if not operations:
            return DesignSchemaStep(content="The schema already has what the request asks for.", seen_version=version)
        said = f"Links: {'; '.join(choice.links) or 'none'}. Columns: {'; '.join(choice.columns) or 'none'}."
        arguments = {"operations": patch_json(operations)}
        return DesignSchemaStep(content=said, seen_version=version, call_id="call_1", arguments=arguments, usage=usage)

    async def _design_native(
        self, rounds: list[DesignRound], messages: list[dict[str, Any]], version: int
    ) -> DesignSchemaStep:
        for done in rounds:
            call = {"name": SCHEMA_DESIGN_TOOL, "arguments": json.dumps(done.arguments)}
            messages.append(
                {
                    "role": "assistant",
                    "content": done.content or None,
                    "tool_calls": [{"id": done.call_id, "type": "function", "function": call}],
                }
            )
            messages.append({"role": "tool", "tool_call_id": done.call_id, "content": done.result})
        message, usage = await self._llm.tool_step(
            "design_schema", model=self._model, messages=messages, tools=[TOOL_SPEC]
        )
        content = (message.content or "").strip()
        if not message.tool_calls:
            return DesignSchemaStep(content=content, seen_version=version, usage=usage)
        # The prompt asks for one call per reply; later ones are not run (the schema shows what is missing).
        first = message.tool_calls[0]
        function = getattr(first, "function", None)
        if function is None or function.name != SCHEMA_DESIGN_TOOL:
            raise bad_output("design_schema", str(first), f"a call of a tool other than {SCHEMA_DESIGN_TOOL}")
        return DesignSchemaStep(
            content=content, seen_version=version, call_id=first.id, arguments=call_arguments(function), usage=usage
        )

    async def _design_json(
        self, rounds: list[DesignRound], messages: list[dict[str, Any]], version: int
    ) -> DesignSchemaStep:
        for done in rounds:
            step = {"message": done.content, "action": SCHEMA_DESIGN_TOOL, "arguments": done.arguments}
            messages.append({"role": "assistant", "content": json.dumps(step)})
            messages.append({"role": "user", "content": f"Result of {SCHEMA_DESIGN_TOOL}:\n{done.result}"})
        guide = {
            "role": "system",
            "content": f'Reply with JSON only: {{"message": <text>, "action": "{SCHEMA_DESIGN_TOOL}", "arguments": '
            f'{{"operations": [...]}}}} to change the schema, or {{"message": <text>, "action": "{DONE}"}} when done.',
        }
        action, usage = await self._llm.json_action(
            "design_schema",
            model=self._model,
            messages=[*messages, guide],
            key="action",
            tools={SCHEMA_DESIGN_TOOL: TOOL_PARAMETERS},
            done=DONE,
            fields={"message": {"type": "string"}},
        )
        content = str(action.step["message"]).strip()
        if action.name == DONE:
            return DesignSchemaStep(content=content, seen_version=version, usage=usage)
        return DesignSchemaStep(
            content=content,
            seen_version=version,
            call_id=f"call_{len(rounds) + 1}",
            arguments=action.arguments,
            usage=usage,
        )

    @activity.defn
    @keep_alive
    async def generate_usecases(self, requirements: AnalyzedRequirements) -> UsecasesResult:
        """The QA's use cases, with ids derived from their requirement and position."""
        if self._enumerated:
            return UsecasesResult(usecases=sample_dml.usecases(requirements))
        drafts, usage = await self._llm.decide(
            model=self._model,
            messages=[
                {"role": "system", "content": QA_USECASES_PROMPT},
                {"role": "user", "content": requirements_text(requirements)},
            ],
            schema=UsecaseDrafts,
            name="generate_usecases",
            description="Record the test use cases.",
        )
        positions: dict[str, int] = {}
        usecases = []
        for draft in drafts.usecases:
            position = positions[draft.requirement] = positions.get(draft.requirement, 0) + 1
            usecases.append(Usecase(id=usecase_id(draft, position), **draft.model_dump()))
        return UsecasesResult(usecases=usecases, usage=usage)

    @activity.defn
    @keep_alive
    async def prepare_dml(self, request: DmlInput) -> DmlResult:
        """The QA's test DML per use case, for the schema version given."""
        schema = await asyncio.to_thread(version_schema, self._db_url, request.session_id, request.schema_version)
        if self._enumerated:
            return DmlResult(operations=sample_dml.dml_operations(schema, request.usecases))
        cases = "\n".join(f"- {u.id}: {u.title}: {u.description}" for u in request.usecases)
        brief = f"Schema:\n{schema_brief(schema, cases)}\n\nUse cases (useCaseId: title: description):\n{cases}"
        if request.feedback:
            brief += f"\n\nThe previous test DML failed:\n{request.feedback}"
        drafts, usage = await self._llm.decide(
            model=self._model,
            messages=[{"role": "system", "content": QA_DML_PROMPT}, {"role": "user", "content": brief}],
            schema=DmlDrafts,
            name="prepare_dml",
            description="Record the test DML operations.",
        )
        known = {u.id for u in request.usecases}
        unknown = sorted({op.useCaseId for op in drafts.operations} - known)
        if unknown:
            raise bad_output("prepare_dml", drafts.model_dump_json(), f"unknown useCaseId(s) {', '.join(unknown)}")
        return DmlResult(operations=drafts.operations, usage=usage)

    @activity.defn
    @keep_alive
    async def summarize_design(self, request: SummaryInput) -> DesignSummary:
        """finalizeArtifacts' summary of requirements, design decisions, tables and outcomes."""
        schema = await asyncio.to_thread(version_schema, self._db_url, request.session_id, request.schema_version)
        if self._enumerated:
            return DesignSummary(summary=sample_dml.summary(schema, request.schema_version, request.logs))
        passed = sum(log.success for log in request.logs)
        failures = "".join(f"\n- {log.sql}: {log.result_summary}" for log in request.logs if not log.success)
        brief = (
            f"Requirements:\n{requirements_text(request.requirements)}\n\n"
            f"Design notes:\n{chr(10).join(request.design_notes) or '(none)'}\n\n"
            f"Schema (version {request.schema_version}):\n{schema_brief(schema, requirements_text(request.requirements))}\n\n"
            f"Test DML: {passed} of {len(request.logs)} operations succeeded.{failures}"
        )
        summary, usage = await self._llm.reply(
            "summarize_design",
            model=self._model,
            messages=[{"role": "system", "content": SUMMARY_PROMPT}, {"role": "user", "content": brief}],
        )
        if not summary.strip():
            raise bad_output("summarize_design", summary, "an empty summary")
        return DesignSummary(summary=summary.strip(), usage=usage)


def schema_brief(schema: Schema, words: str) -> str:
    """The schema as prompt text of about BRIEF_CHARS at most: whole when it fits (an import of
    1,000 tables is megabytes); else the tables `words` name and those they reference in full,
    then the other tables' names."""
    text = schema_text(schema)
    if len(text) <= BRIEF_CHARS:
        return text
    said = {enumerated.singular(word) for word in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", words)}
    named = [key for key, table in schema.tables.items() if enumerated.singular(table.name) in said]
    referenced = [
        c.targetTableName
        for key in named
        for c in schema.tables[key].constraints.values()
        if isinstance(c, ForeignKeyConstraint) and c.targetTableName in schema.tables
    ]
    shown = {key: schema.tables[key] for key in dict.fromkeys([*named, *referenced])}
    brief = schema_text(schema.model_copy(update={"tables": shown}))[:BRIEF_CHARS]
    others = ", ".join(key for key in schema.tables if key not in shown)[: BRIEF_CHARS // 4]
    return f"{brief}\n… and {len(schema.tables) - len(shown)} more tables (shown when named): {others}"


def _design_brief(request: DesignSchemaInput, version: int, schema: Schema) -> str:
    asked = requirements_text(request.requirements)
    brief = f"Requirements:\n{asked}\n\nCurrent schema (version {version}):\n{schema_brief(schema, asked + request.feedback)}"
    if request.feedback:
        brief += f"\n\nThe test DML failed on this schema; change the schema so that it succeeds:\n{request.feedback}"
    return brief
