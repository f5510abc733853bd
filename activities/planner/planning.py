"""The planner's activities (seed 003): every LLM call, search and validator of a planner chat.

Two models (DD-2): the planner's (planner steps, query refinement) and the validator's, a
cheaper one (block validation, referencing, job names, summaries); each `PLANNER_LLM_*` /
`VALIDATOR_LLM_*` setting falls back to its `LLM_*` one. `LLM_TOOL_MODE` applies to both.

Errors: an LLM client failure is `llm_error`'s type (non-retryable when retrying cannot
help); a reply that does not fit is a retryable `LLM_BAD_OUTPUT`; web search down is a
retryable `SEARCH_UNAVAILABLE` and a request it refuses a non-retryable `TOOL_FAILED`; the
catalogue's database failing is a retryable `TASK_BLOCKS_UNAVAILABLE`; a request that
names what does not exist (a tool, a block index) is a non-retryable `UNKNOWN_ERROR`.
Referencing returns the workflow unchanged when its reply does not fit; the job name
falls back to the regex generator on any failure.

`LLM_DECISION_STYLE=enumerated` (a tiny model, `planner.enumerated`): every call is a small
choice with a short prompt and a token budget. A planner step picks one of the tools the
message's progress offers, its arguments options code listed (the request's phrases to
search, each step's blocks found); refinement picks a business area; block validation asks
only what the catalogue leaves open (which candidate, which area); referencing picks each
input's source among earlier outputs and allowed values; summaries are capped, and the job
name is the fallback's.
"""

from __future__ import annotations

import asyncio
import copy
import json
from collections.abc import Mapping
from typing import Any, Literal

import httpx
from pydantic import BaseModel
from sqlalchemy.exc import SQLAlchemyError
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.chat.tools import _clip, searxng_search, searxng_url
from activities.heartbeat import keep_alive
from activities.llm import bad_output, call_arguments, llm_for
from activities.planner.instance import environment_data, environment_url
from durable_agents.errors import ErrorCode
from durable_agents.llm_types import TokenUsage
from durable_agents.planner import catalogue_store as catalogue
from durable_agents.planner import enumerated
from durable_agents.planner.block_templates import (
    apply_template,
    built_in_template,
    input_key,
    is_reference,
    unfilled_mandatory_inputs,
    unmatched_inputs,
)
from durable_agents.planner.catalogue import CatalogueEntry
from durable_agents.planner.contract import (
    BlockSearchInput,
    BlockSearchResult,
    BlockValidationInput,
    BlockValidationResult,
    JobName,
    JobNameInput,
    LLMEndpoint,
    PlannerPromptInput,
    PlannerStep,
    PlannerStepInput,
    ReferencedWorkflow,
    ReferencingInput,
    RefinedQuery,
    RefineInput,
    SummarizedMessages,
    SummarizeInput,
    ToolCallOut,
    ValidationIssue,
    WebSearchInput,
    WebSearchResult,
)
from durable_agents.planner.credentials import open_sealed
from durable_agents.planner.enumerated import tool_call_names
from durable_agents.planner.function_tools import PLANNER_TOOLS, tool_descriptions
from durable_agents.planner.job_name import MAX_CHARS, MIN_CHARS, clean_job_name, fallback_job_name
from durable_agents.planner.prompts import (
    get_enumerated_planner_prompt,
    get_enumerated_referencing_prompt,
    get_enumerated_refinement_prompt,
    get_enumerated_step_prompt,
    get_enumerated_validation_prompt,
    get_job_name_prompt,
    get_planner_prompt,
    get_query_refinement_prompt,
    get_referencing_prompt,
    get_summarization_prompt,
    get_validation_prompt,
)
from durable_agents.planner.prompts.domain_data import is_known_module
from durable_agents.planner.validators import topological_order, upstream_blocks
from durable_agents.settings import Settings

Role = Literal["planner", "validator"]
LLM_BLOCK_VALIDATOR = "llm_block"
RESPOND = "respond"  # json_schema mode: the pseudo-tool of a plain reply
WEB_SEARCH = "web_search"  # offered only when WEB_SEARCH_URL is set
MAX_QUERIES = 5  # per search call: the tool schema says so, a model may still send more
REFINEMENT_HISTORY = 6  # earlier messages the refinement call sees
# The job name is cosmetic: a quick fallback beats waiting the full LLM timeout.
JOB_NAME_TIMEOUT_SECONDS = 20.0
# Summaries keep user messages whole (clarifications verbatim); the rest is clipped so a
# long history still fits the cheap model's context.
SUMMARY_MESSAGE_CHARS = 4_000
# The enumerated style's summary (a tiny model, LLM_DECISION_STYLE=enumerated) reads a
# transcript that fits a small context and is short itself.
SUMMARY_TOKENS = 200
SMALL_TRANSCRIPT_CHARS = 6_000


class QueryRefinement(BaseModel):
    needs_refinement: bool
    refined_query: str


class InputValue(BaseModel):
    name: str
    value: str | None


class BlockCorrection(BaseModel):
    action_code: str
    name: str
    pillar: str
    module: str
    inputs: list[InputValue]


class InputFill(BaseModel):
    block_id: str
    input_name: str
    static_value: str | None
    referenced_output: str | None


class InputFills(BaseModel):
    fills: list[InputFill]


def role_endpoint(settings: Settings, role: Role) -> LLMEndpoint:
    """A role's endpoint, key and model: its own settings, else the `LLM_*` ones."""
    return LLMEndpoint(
        base_url=getattr(settings, f"{role}_llm_base_url") or settings.llm_base_url,
        api_key=getattr(settings, f"{role}_llm_api_key") or settings.llm_api_key,
        model=getattr(settings, f"{role}_llm_model") or settings.llm_model,
    )


def _unknown(message: str) -> ApplicationError:
    return ApplicationError(message, type=ErrorCode.UNKNOWN, non_retryable=True)


def _storage(err: SQLAlchemyError) -> ApplicationError:
    return ApplicationError(f"task block catalogue failed: {err}", type=ErrorCode.TASK_BLOCKS_UNAVAILABLE)


def _queries(queries: list[str]) -> list[str]:
    return [q.strip() for q in queries if q.strip()][:MAX_QUERIES]


class PlannerActivities:
    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._db_url = settings.resolved_database_url
        self._search_url = searxng_url(settings)
        self.planner_model = role_endpoint(settings, "planner")
        self.validator_model = role_endpoint(settings, "validator")
        self._planner_llm = llm_for(settings, base_url=self.planner_model.base_url, api_key=self.planner_model.api_key)
        self._validator_llm = llm_for(
            settings, base_url=self.validator_model.base_url, api_key=self.validator_model.api_key
        )
        self._enumerated = settings.llm_decision_style == "enumerated"

    # --- The planner's own calls -----------------------------------------------------------

    @activity.defn
    def build_planner_prompt(self, request: PlannerPromptInput) -> str:
        """The planner's system prompt, with the catalogue's action codes (enumerated style: a
        few sentences, the steps say the rest)."""
        if self._enumerated:
            return get_enumerated_planner_prompt()
        try:
            blocks = [entry.summary() for entry in catalogue.all_blocks(self._db_url)]
        except SQLAlchemyError as err:
            raise _storage(err) from err
        return get_planner_prompt(blocks, request.user_info, request.inline_refinement)

    @activity.defn
    @keep_alive
    async def planner_step(self, request: PlannerStepInput) -> PlannerStep:
        """One planner LLM call offering the named tools: the text written and the tool calls."""
        unknown = [name for name in request.tool_names if name not in PLANNER_TOOLS]
        if unknown:
            raise _unknown(f"no planner tools named {', '.join(unknown)}")
        if self._search_url is None:
            # Offered a search that cannot run, a model calls it again and again.
            runnable = [name for name in request.tool_names if name != WEB_SEARCH]
            request = request.model_copy(update={"tool_names": runnable})
        if self._enumerated:
            return await self._step_enumerated(request)
        if self._settings.llm_tool_mode == "native":
            return await self._step_native(request)
        return await self._step_json(request)

    async def _step_native(self, request: PlannerStepInput) -> PlannerStep:
        message, usage = await self._planner_llm.tool_step(
            "planner_step",
            model=self.planner_model.model,
            messages=request.messages,
            tools=[PLANNER_TOOLS[n] for n in request.tool_names],
        )
        calls = []
        for call in message.tool_calls or []:
            function = getattr(call, "function", None)
            if function is None or function.name not in request.tool_names:
                raise bad_output("planner_step", str(call), "a call of a tool not offered")
            calls.append(ToolCallOut(call_id=call.id, name=function.name, arguments=call_arguments(function)))
        return PlannerStep(content=message.content or "", tool_calls=calls, usage=usage)

    async def _step_json(self, request: PlannerStepInput) -> PlannerStep:
        guide = {
            "role": "system",
            "content": 'Reply with JSON only: {"tool": <name>, "arguments": {...}} to call one of these tools, '
            f'or {{"tool": "{RESPOND}", "content": <text>}} to reply to the user.\n'
            + tool_descriptions(request.tool_names),
        }
        action, usage = await self._planner_llm.json_action(
            "planner_step",
            model=self.planner_model.model,
            messages=[*_plain_messages(request.messages), guide],
            key="tool",
            tools={name: PLANNER_TOOLS[name]["function"]["parameters"] for name in request.tool_names},
            done=RESPOND,
            done_fields={"content": {"type": "string"}},
        )
        if action.name == RESPOND:
            return PlannerStep(content=str(action.step.get("content") or ""), usage=usage)
        call = ToolCallOut(
            call_id=f"call_{_tool_call_count(request.messages) + 1}", name=action.name, arguments=action.arguments
        )
        return PlannerStep(tool_calls=[call], usage=usage)

    async def _step_enumerated(self, request: PlannerStepInput) -> PlannerStep:
        """A small choice (`planner.enumerated`): one of the tools this point of the message
        offers, with its few bounded fields; code turns it into the tool call."""
        state = enumerated.turn_state(request.messages)
        offered = [tool for tool in enumerated.offered_tools(state) if tool in request.tool_names]
        if not offered:
            raise _unknown(f"none of {', '.join(request.tool_names) or 'no tools'} fits an enumerated step")
        prompt = get_enumerated_step_prompt(
            state.request,
            state.answers,
            {step: list(state.searched[step]) for step in state.steps},
            state.unsearched,
            state.rejection,
            offered,
        )
        choice, usage = await self._planner_llm.decide(
            model=self.planner_model.model,
            messages=_enumerated_messages(prompt),
            schema=enumerated.step_choice_schema(offered, state),
            name="planner_step",
            description="The planner's next action.",
            max_tokens=enumerated.STEP_TOKENS,
        )
        name, arguments = enumerated.tool_call_of(choice.action, state)
        call = ToolCallOut(call_id=f"call_{_tool_call_count(request.messages) + 1}", name=name, arguments=arguments)
        return PlannerStep(tool_calls=[call], usage=usage)

    @activity.defn
    @keep_alive
    async def refine_query(self, request: RefineInput) -> RefinedQuery:
        """DD-4 `separate`: the request as a precise planning brief ("" when already precise);
        enumerated style: the business area it is about."""
        if self._enumerated:
            return await self._refine_enumerated(request)
        history = [{"role": m.role, "content": m.content} for m in request.history[-REFINEMENT_HISTORY:]]
        decision, usage = await self._planner_llm.decide(
            model=self.planner_model.model,
            messages=[
                {"role": "system", "content": get_query_refinement_prompt()},
                *history,
                {"role": "user", "content": request.query},
            ],
            schema=QueryRefinement,
            name="refine_query",
            description="The user's request rewritten as a precise planning brief.",
        )
        refined = decision.refined_query.strip() if decision.needs_refinement else ""
        return RefinedQuery(refined=refined, usage=usage)

    async def _refine_enumerated(self, request: RefineInput) -> RefinedQuery:
        decision, usage = await self._planner_llm.decide(
            model=self.planner_model.model,
            messages=_enumerated_messages(get_enumerated_refinement_prompt(request.query, enumerated.AREAS)),
            schema=enumerated.area_choice_schema(),
            name="refine_query",
            description="The business area of the request.",
            max_tokens=enumerated.CHOICE_TOKENS,
        )
        area = decision.area
        return RefinedQuery(refined="" if area == enumerated.NO_CHOICE else f"Business area: {area}.", usage=usage)

    # --- Tools -------------------------------------------------------------------------------

    @activity.defn
    def task_block_search(self, request: BlockSearchInput) -> BlockSearchResult:
        """The catalogue's best blocks per query (the catalogue is shared by all tenants)."""
        results = []
        actions: dict[str, None] = {}
        try:
            for query in _queries(request.queries):
                found = catalogue.search_blocks(self._db_url, query, request.limit)
                results.append({"query": query, "blocks": [entry.summary() for entry in found]})
                actions.update((entry.action_code, None) for entry in found)
        except SQLAlchemyError as err:
            raise _storage(err) from err
        return BlockSearchResult(results=results, all_searched_actions=list(actions))

    @activity.defn
    async def planner_web_search(self, request: WebSearchInput) -> WebSearchResult:
        """SearXNG results per query: `{query, content, sources: [{title, url}]}`."""
        timeout = self._settings.tool_timeout_seconds
        async with httpx.AsyncClient(timeout=timeout, follow_redirects=True) as http:
            results = [await self._search_one(http, query, request.limit) for query in _queries(request.queries)]
        return WebSearchResult(results=results)

    async def _search_one(self, http: httpx.AsyncClient, query: str, limit: int) -> dict[str, Any]:
        found = await searxng_search(http, self._search_url, query, limit, unavailable=ErrorCode.SEARCH_UNAVAILABLE)
        sources = [doc["metadata"]["metadata"] for doc in found]
        content = "\n\n".join(
            f"[{n}] {source['title']}\n{_clip(doc['page_content'])}"
            for n, (doc, source) in enumerate(zip(found, sources, strict=True), start=1)
        )
        return {
            "query": query,
            "content": content or "No results found.",
            "sources": [{"title": s["title"], "url": s["url"]} for s in sources],
        }

    # --- Validation, referencing, naming (the validator model) -------------------------------

    @activity.defn
    @keep_alive
    async def validate_block(self, request: BlockValidationInput) -> BlockValidationResult:
        """DD-3's LLM block validator for one block: AI and manual blocks take their template;
        a task block is corrected by the validator model against its catalogue matches, then
        made from the task template. A block no catalogue entry fits is a blocking error."""
        blocks = request.workflow.get("blocks") or []
        if not 0 <= request.block_index < len(blocks):
            raise _unknown(f"block index {request.block_index} is not in a workflow of {len(blocks)} blocks")
        block = blocks[request.block_index]
        if not isinstance(block, Mapping):
            raise _unknown(f"block {request.block_index} is not an object: validate the structure first")
        block_id = str(block.get("block_id"))
        built_in = built_in_template(block)
        if built_in is not None:
            corrections = []
            if block.get("action_code") != built_in.action_code or block.get("block_type") != built_in.block_type:
                corrections.append(
                    f"{block_id}: built from the {built_in.action_code} template (action code "
                    f"{block.get('action_code')!r}, block type {block.get('block_type')!r})."
                )
            corrections += [
                f"{block_id}: input {name!r} is not an input of {built_in.action_code} and was dropped."
                for name in unmatched_inputs(block, built_in)
            ]
            return BlockValidationResult(block=apply_template(block), corrections=corrections)

        try:
            candidates = await asyncio.to_thread(self._candidates, block)
        except SQLAlchemyError as err:
            raise _storage(err) from err
        if self._enumerated:
            return await self._validate_enumerated(block, candidates, request.user_query)
        correction, usage = await self._validator_llm.decide(
            model=self.validator_model.model,
            messages=[
                {
                    "role": "system",
                    "content": get_validation_prompt(
                        block, [c.summary() for c in candidates], request.workflow, request.user_query
                    ),
                },
                {"role": "user", "content": f"Check block {block_id}."},
            ],
            schema=BlockCorrection,
            name="correct_block",
            description="The block corrected against the task block catalogue.",
        )
        code = correction.action_code.strip()
        entry = next((c for c in candidates if c.action_code.lower() == code.lower()), None)
        if entry is None and code:
            try:
                entry = await asyncio.to_thread(catalogue.get_block, self._db_url, code)
            except SQLAlchemyError as err:
                raise _storage(err) from err
        if entry is None:
            return _no_block_fits(block, usage)
        return _corrected(block, correction, entry, usage)

    async def _validate_enumerated(
        self, block: Mapping[str, Any], candidates: list[CatalogueEntry], user_query: str
    ) -> BlockValidationResult:
        """The block validator's small choice. A block whose action code is a catalogue entry's
        with its pillar has nothing to choose; otherwise the model picks the candidate that runs
        the step (or none), and the area of a block the catalogue leaves open."""
        code = str(block.get("action_code") or "").strip().lower()
        exact = candidates[0] if candidates and candidates[0].action_code.lower() == code else None
        if exact is not None and exact.pillar:
            kept = BlockCorrection(action_code=exact.action_code, name="", pillar="", module="", inputs=[])
            return _corrected(block, kept, exact, TokenUsage())
        options = [] if exact else [c.action_code for c in candidates]
        if exact is None and not options:
            return _no_block_fits(block, TokenUsage())
        ask_area = any(not c.pillar for c in ([exact] if exact else candidates))
        prompt = get_enumerated_validation_prompt(
            block,
            [c.summary() for c in candidates],
            user_query,
            choose_code=bool(options),
            areas=enumerated.AREAS if ask_area else None,
        )
        choice, usage = await self._validator_llm.decide(
            model=self.validator_model.model,
            messages=_enumerated_messages(prompt),
            schema=enumerated.block_choice_schema(options, ask_area),
            name="correct_block",
            description="The catalogue block that runs the step, and its area.",
            max_tokens=enumerated.CHOICE_TOKENS,
        )
        chosen = choice.model_dump()
        entry = exact or next((c for c in candidates if c.action_code == chosen["action_code"]), None)
        if entry is None:
            return _no_block_fits(block, usage)
        pillar, module = enumerated.split_area(chosen["area"]) if ask_area and not entry.pillar else ("", "")
        # An open block's area is also its Pillar and Module inputs.
        area_inputs = [InputValue(name="Pillar", value=pillar), InputValue(name="Module", value=module)]
        correction = BlockCorrection(
            action_code=entry.action_code, name="", pillar=pillar, module=module, inputs=area_inputs if pillar else []
        )
        return _corrected(block, correction, entry, usage)

    def _candidates(self, block: Mapping[str, Any]) -> list[CatalogueEntry]:
        """The entry of the block's action code, then the catalogue's matches for its name and code."""
        code = str(block.get("action_code") or "").strip()
        exact = catalogue.get_block(self._db_url, code) if code else None
        query = f"{block.get('name') or ''} {catalogue.split_camel(code)}"
        found = [exact] if exact else []
        found += [e for e in catalogue.search_blocks(self._db_url, query, 5) if exact is None or e != exact]
        return found

    @activity.defn
    @keep_alive
    async def reference_workflow(self, request: ReferencingInput) -> ReferencedWorkflow:
        """DD-5: the validator model fills the validated workflow's unfilled mandatory inputs
        with a static value or an earlier block's output, told the environment data of the
        user's instance when it may be read (`instance`); fills that do not fit are skipped,
        a reply that does not fit leaves the workflow as it was."""
        workflow = request.workflow
        unfilled = {(block_id, input_key(field["name"])) for block_id, field in unfilled_mandatory_inputs(workflow)}
        if not unfilled:
            return ReferencedWorkflow(workflow=workflow)
        if self._enumerated:
            return await self._reference_enumerated(request, unfilled)
        environment = await self._instance_environment(request)
        prompt = get_referencing_prompt(workflow, request.history, request.user_context, environment)
        try:
            decision, usage = await self._validator_llm.decide(
                model=self.validator_model.model,
                messages=[
                    {"role": "system", "content": prompt},
                    {"role": "user", "content": "Fill the inputs you can."},
                ],
                schema=InputFills,
                name="fill_inputs",
                description="Values for the workflow's unfilled mandatory inputs.",
            )
        except ApplicationError as err:
            if err.type != ErrorCode.LLM_BAD_OUTPUT:
                raise
            activity.logger.warning("Referencing reply unusable, workflow left as it was: %s", err)
            return ReferencedWorkflow(workflow=workflow)
        return _referenced(workflow, decision.fills, unfilled, usage)

    async def _instance_environment(self, request: ReferencingInput) -> str | None:
        """The environment data of the chat's instance, read with its keycloak_token (opened
        here, in memory only; it never goes into a prompt)."""
        url = environment_url(self._settings, request.user_context.get("domain"))
        credentials = open_sealed(self._settings, request.credentials) if url else None
        if url is None or credentials is None or credentials.keycloak_token is None:
            return None
        return await environment_data(url, credentials.keycloak_token)

    async def _reference_enumerated(
        self, request: ReferencingInput, unfilled: set[tuple[str, str]]
    ) -> ReferencedWorkflow:
        """Referencing as small choices: each unfilled input that has options takes an earlier
        block's output, one of its allowed values, or none (free values are left to the user)."""
        workflow = request.workflow
        choices = enumerated.input_choices(workflow)
        if not choices:
            return ReferencedWorkflow(workflow=workflow)
        asked = " / ".join(m.content for m in request.history if m.role == "user")
        options = {label: [*choice.options, enumerated.NO_CHOICE] for label, choice in choices.items()}
        try:
            decision, usage = await self._validator_llm.decide(
                model=self.validator_model.model,
                messages=_enumerated_messages(get_enumerated_referencing_prompt(workflow, asked, options)),
                schema=enumerated.input_fills_schema(choices),
                name="fill_inputs",
                description="Where each input takes its value from.",
                max_tokens=enumerated.INPUT_TOKENS * (len(choices) + 1),
            )
        except ApplicationError as err:
            if err.type != ErrorCode.LLM_BAD_OUTPUT:
                raise
            activity.logger.warning("Referencing reply unusable, workflow left as it was: %s", err)
            return ReferencedWorkflow(workflow=workflow)
        fills = [
            InputFill(
                block_id=block_id,
                input_name=name,
                static_value=None if is_reference(value) else value,
                referenced_output=value if is_reference(value) else None,
            )
            for block_id, name, value in enumerated.chosen_inputs(decision, choices)
        ]
        return _referenced(workflow, fills, unfilled, usage)

    @activity.defn
    @keep_alive
    async def generate_job_name(self, request: JobNameInput) -> JobName:
        """DD-8: a 60–80 character name from the validator model; on any failure, or a name
        out of bounds, the regex fallback. Never fails. Enumerated style: the fallback, as a
        tiny model restates the prompt or copies its example name instead of naming the job."""
        by_id = {str(b.get("block_id")): b for b in request.workflow.get("blocks", [])}
        names = [
            str(by_id[i].get("name") or by_id[i].get("action_code") or "") for i in topological_order(request.workflow)
        ]
        fallback = JobName(job_name=fallback_job_name(request.user_query, names), method="fallback")
        if self._enumerated:
            return fallback
        try:
            reply, usage = await self._validator_llm.reply(
                "job_name",
                model=self.validator_model.model,
                messages=[{"role": "user", "content": get_job_name_prompt(request.workflow, request.user_query)}],
                timeout=JOB_NAME_TIMEOUT_SECONDS,
            )
            name = _acceptable_job_name(reply)
        except Exception as err:  # the contract: any failure means the fallback name
            activity.logger.warning("Job name by LLM failed, using the fallback: %s", err)
            return fallback
        if name is None:
            activity.logger.info("Job name by LLM unusable, using the fallback")
            return fallback.model_copy(update={"usage": usage})
        return JobName(job_name=name, method="llm", usage=usage)

    @activity.defn
    @keep_alive
    async def summarize_messages(self, request: SummarizeInput) -> SummarizedMessages:
        """DD-9: the leading system messages kept, everything after them replaced by one summary."""
        head = 0
        while head < len(request.messages) and request.messages[head].get("role") == "system":
            head += 1
        kept, rest = request.messages[:head], request.messages[head:]
        if not rest:
            return SummarizedMessages(messages=request.messages)
        transcript = _transcript(rest)
        small = {"max_tokens": SUMMARY_TOKENS} if self._enumerated else {}
        summary, usage = await self._validator_llm.reply(
            "summarize_messages",
            model=self.validator_model.model,
            messages=[
                {"role": "system", "content": get_summarization_prompt()},
                {"role": "user", "content": transcript[:SMALL_TRANSCRIPT_CHARS] if self._enumerated else transcript},
            ],
            **small,
        )
        summary = summary.strip()
        if not summary:
            raise bad_output("summarize_messages", "", "an empty summary")
        message = {"role": "user", "content": f"Summary of the conversation so far:\n\n{summary}"}
        return SummarizedMessages(messages=[*kept, message], usage=usage)


def _enumerated_messages(prompt: str) -> list[dict[str, Any]]:
    """An enumerated decision's messages: the short planner prompt, then the decision's own."""
    return [{"role": "system", "content": get_enumerated_planner_prompt()}, {"role": "user", "content": prompt}]


def _tool_call_count(messages: list[dict[str, Any]]) -> int:
    return sum(len(m.get("tool_calls") or []) for m in messages if m.get("role") == "assistant")


def _plain_messages(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Tool calls and results as plain text, for models without tool calling (json_schema
    mode): a call as the JSON the model is asked to write, a result as a user message."""
    names = tool_call_names(messages)
    plain = []
    for message in messages:
        role, content = message.get("role"), message.get("content") or ""
        if role == "tool":
            name = names.get(message.get("tool_call_id", ""), "the tool")
            plain.append({"role": "user", "content": f"Result of {name}:\n{content}"})
        elif role == "assistant" and message.get("tool_calls"):
            calls = []
            for call in message["tool_calls"]:
                function = call.get("function", {})
                try:
                    arguments = json.loads(function.get("arguments") or "{}")
                except json.JSONDecodeError:
                    arguments = function.get("arguments")
                calls.append(json.dumps({"tool": function.get("name"), "arguments": arguments}))
            plain.append({"role": "assistant", "content": "\n".join(filter(None, [content, *calls]))})
        else:
            plain.append({"role": role, "content": content})
    return plain


def _transcript(messages: list[dict[str, Any]]) -> str:
    names = tool_call_names(messages)
    lines = []
    for message in messages:
        role, content = message.get("role"), str(message.get("content") or "")
        if role == "user":
            lines.append(f"User: {content}")
        elif role == "tool":
            name = names.get(message.get("tool_call_id", ""), "a tool")
            lines.append(f"Result of {name}: {_clip(content, SUMMARY_MESSAGE_CHARS)}")
        else:
            if content:
                lines.append(f"Planner: {_clip(content, SUMMARY_MESSAGE_CHARS)}")
            for call in message.get("tool_calls") or []:
                function = call.get("function", {})
                arguments = _clip(str(function.get("arguments", "")), SUMMARY_MESSAGE_CHARS)
                lines.append(f"Planner called {function.get('name')}: {arguments}")
    return "\n\n".join(lines)


def _no_block_fits(block: Mapping[str, Any], usage: TokenUsage) -> BlockValidationResult:
    """The blocking error of a task block no catalogue entry fits."""
    block_id = str(block.get("block_id"))
    issue = ValidationIssue(
        validator=LLM_BLOCK_VALIDATOR,
        block_id=block_id,
        message=f"Block {block_id}: no task block has the action code {block.get('action_code')!r} and "
        "none in the catalogue fits this step. Find one with task_block_search and use its exact "
        "action_code, or use an AI (AskWilfred) or manual (HumanDependent) block.",
    )
    return BlockValidationResult(block=dict(block), errors=[issue], usage=usage)


def _referenced(
    workflow: dict[str, Any], fills: list[InputFill], unfilled: set[tuple[str, str]], usage: TokenUsage
) -> ReferencedWorkflow:
    """A copy of the workflow with the fills that fit written in (each skipped one logged)."""
    referenced = copy.deepcopy(workflow)
    by_id = {str(b.get("block_id")): b for b in referenced.get("blocks", [])}
    upstream = upstream_blocks(workflow)
    for fill in fills:
        reason = _apply_fill(fill, by_id, upstream, unfilled)
        if reason:
            activity.logger.info("Referencing fill %s/%s skipped: %s", fill.block_id, fill.input_name, reason)
    return ReferencedWorkflow(workflow=referenced, usage=usage)


def _corrected(
    block: Mapping[str, Any], correction: BlockCorrection, entry: CatalogueEntry, usage: TokenUsage
) -> BlockValidationResult:
    """The task block made from its catalogue entry with the planner's and the validator's values."""
    block_id = str(block.get("block_id"))
    given = block.get("inputs")
    planned = {str(name): value for name, value in given.items()} if isinstance(given, Mapping) else {}
    known = {input_key(i.name) for i in entry.inputs}
    # The planner's values under the catalogue's names win; the validator maps the others.
    values = {iv.name: iv.value for iv in correction.inputs if iv.value not in (None, "")}
    values.update({name: value for name, value in planned.items() if input_key(name) in known})
    pillar, module = entry.pillar, entry.module
    if not pillar and is_known_module(correction.pillar, correction.module):
        pillar, module = correction.pillar, correction.module
    fixed = {
        "block_id": block_id,
        "name": correction.name.strip() or str(block.get("name") or ""),
        "action_code": entry.action_code,
        "block_type": "task",
        "inputs": values,
        "pillar": pillar,
        "module": module,
    }
    corrections = []
    if entry.action_code != block.get("action_code"):
        corrections.append(f"{block_id}: action code {block.get('action_code')!r} corrected to {entry.action_code!r}.")
    if block.get("block_type", "task") != "task":
        corrections.append(f"{block_id}: block type {block.get('block_type')!r} corrected to 'task'.")
    for name, value in planned.items():
        if input_key(name) in known:
            continue
        target = next((iv.name for iv in correction.inputs if iv.value == value and input_key(iv.name) in known), None)
        fate = f"mapped to {target!r}" if target else "dropped"
        corrections.append(f"{block_id}: input {name!r} is not an input of {entry.action_code}; {fate}.")
    return BlockValidationResult(block=apply_template(fixed, entry), corrections=corrections, usage=usage)


def _apply_fill(
    fill: InputFill,
    blocks: dict[str, dict[str, Any]],
    upstream: dict[str, list[str]],
    unfilled: set[tuple[str, str]],
) -> str | None:
    """Write one referencing fill into its block (the first fill that fits an input wins);
    the reason when it does not fit."""
    target = (fill.block_id, input_key(fill.input_name))
    if target not in unfilled:
        return "not an unfilled mandatory input"
    field = next(i for i in blocks[fill.block_id]["inputs"] if input_key(i["name"]) == input_key(fill.input_name))
    if fill.referenced_output:
        allowed = {
            o.get("OutputVariableName") for a in upstream.get(fill.block_id, []) for o in blocks[a].get("outputs", [])
        }
        if not is_reference(fill.referenced_output) or fill.referenced_output not in allowed:
            return f"{fill.referenced_output!r} is not an output of an earlier block"
        field["ReferencedOutputVariableName"], field["StaticValue"] = fill.referenced_output, None
        unfilled.discard(target)
        return None
    if fill.static_value in (None, ""):
        return "no value"
    choices = [v for v in (field.get("data_type") or {}).get("LovValues", []) if v]
    if choices and fill.static_value not in choices:
        return f"{fill.static_value!r} is not one of {choices}"
    field["StaticValue"], field["ReferencedOutputVariableName"] = fill.static_value, None
    unfilled.discard(target)
    return None


def _acceptable_job_name(reply: str) -> str | None:
    """The model's name cleaned (first line, a `Job name:` label and punctuation dropped), cut
    between words to MAX_CHARS; None when it is shorter than MIN_CHARS."""
    line = next((line for line in reply.strip().splitlines() if line.strip()), "")
    label, colon, rest = line.partition(":")
    if colon and "name" in label.lower():
        line = rest
    name = clean_job_name(line)
    while len(name) > MAX_CHARS and " " in name:
        name = name.rsplit(" ", 1)[0]
    return name if MIN_CHARS <= len(name) <= MAX_CHARS else None
