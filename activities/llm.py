"""Every LLM call of the activities, written once: the OpenAI client of an endpoint, the
traced call, the mapping of OpenAI errors to Temporal failures, and structured decisions.

Retries belong to Temporal (the client's own are off). An OpenAI error becomes an
`ApplicationError` whose type is the client error code (`llm_error`); failures retrying
cannot fix (bad request, auth) are non-retryable. Each call is a generation span
(`llm_generation`) with the model, usage and finish reason.

Structured decisions: `LLM_TOOL_MODE=native` offers functions (OpenAI function calling);
`json_schema` asks for a `response_format` JSON schema instead, for models that follow a
schema but never call tools (the embedded SmolLM2). Both give the same result, so agent
selection, ReAct and planner steps, judge scores and the research agents work on either
kind of model. A reply that does not fit raises `ApplicationError(type=LLM_BAD_OUTPUT)`,
retryable: sampling again often fixes it.

Used inside activities only (it does I/O).
"""

from __future__ import annotations

import contextlib
import copy
import functools
import json
from collections.abc import AsyncIterator, Callable
from datetime import timedelta
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, TypeVar

import httpx
import openai
from openai import AsyncOpenAI
from pydantic import BaseModel, ValidationError
from temporalio.exceptions import ApplicationError

from durable_agents.chat.contract import ToolCall, ToolSpec
from durable_agents.errors import ErrorCode
from durable_agents.llm_types import TokenUsage
from durable_agents.settings import Settings
from durable_agents.tracing import llm_generation

if TYPE_CHECKING:
    from openai.types import CompletionUsage
    from openai.types.chat import ChatCompletion, ChatCompletionMessage
    from openai.types.chat.chat_completion_message_function_tool_call import Function

T = TypeVar("T", bound=BaseModel)
ToolMode = Literal["native", "json_schema"]
# Bounds `bounded_schema` gives free-form strings and arrays of a JSON-schema reply.
MAX_FREE_CHARS = 400
MAX_FREE_ITEMS = 8
# The pseudo-action of a ReAct step that answers instead of calling a tool.
FINAL_ANSWER = "final_answer"


class ToolChoice(BaseModel):
    """One ReAct step: the model's thought, and the tool it calls (None: ready to answer)."""

    thought: str
    call: ToolCall | None = None


class JsonAction(NamedTuple):
    """A step written as JSON by a model without tool calling: the action it names (a tool,
    or the caller's `done`), the tool's arguments, and the whole step for its other fields."""

    name: str
    arguments: dict[str, Any]
    step: dict[str, Any]


def llm_error(err: openai.OpenAIError, *details: Any) -> ApplicationError:
    """An OpenAI client error as a Temporal failure whose type is the client error code:
    failures retrying cannot fix (bad request, auth) are non-retryable."""
    detail = f"{type(err).__name__}: {err}"
    if isinstance(err, (openai.AuthenticationError, openai.PermissionDeniedError)):
        return ApplicationError(detail, *details, type=ErrorCode.LLM_AUTH_FAILED, non_retryable=True)
    if isinstance(err, (openai.BadRequestError, openai.NotFoundError, openai.UnprocessableEntityError)):
        return ApplicationError(detail, *details, type=ErrorCode.LLM_REQUEST_REJECTED, non_retryable=True)
    if isinstance(err, openai.RateLimitError):
        retry_after = err.response.headers.get("retry-after", "")
        delay = timedelta(seconds=float(retry_after)) if retry_after.replace(".", "", 1).isdigit() else None
        return ApplicationError(detail, *details, type=ErrorCode.RATE_LIMITED, next_retry_delay=delay)
    return ApplicationError(detail, *details, type=ErrorCode.LLM_UNAVAILABLE)


def usage_of(usage: CompletionUsage | None) -> TokenUsage:
    """The token usage of a completion or of a stream's last chunk (none reported: zeros)."""
    if usage is None:
        return TokenUsage()
    return TokenUsage(
        prompt_tokens=usage.prompt_tokens,
        completion_tokens=usage.completion_tokens,
        total_tokens=usage.total_tokens,
    )


def bad_output(what: str, raw: str, reason: object) -> ApplicationError:
    """A reply that does not fit what was asked: retryable, sampling again often fixes it."""
    return ApplicationError(f"{what}: unusable reply ({reason}): {raw[:500]}", type=ErrorCode.LLM_BAD_OUTPUT)


def call_arguments(function: Function) -> dict[str, Any]:
    """The arguments of a native tool call, decoded; anything but a JSON object is `LLM_BAD_OUTPUT`."""
    try:
        arguments = json.loads(function.arguments or "{}")
    except json.JSONDecodeError as err:
        raise bad_output(function.name, function.arguments, err) from err
    if not isinstance(arguments, dict):
        raise bad_output(function.name, function.arguments, "arguments are not an object")
    return arguments


def _subschemas(node: dict[str, Any]) -> list[dict[str, Any]]:
    """The schemas right inside the schema `node`: its items, its properties' and definitions'
    schemas, its variants. Never the maps holding them by name (`properties`, `$defs`), whose
    keys are names: a property called `title` or `type` is no keyword."""
    inside = [node[key] for key in ("items", "additionalProperties") if isinstance(node.get(key), dict)]
    inside += [schema for key in ("properties", "$defs") for schema in node.get(key, {}).values()]
    inside += [schema for key in ("anyOf", "oneOf", "allOf", "prefixItems") for schema in node.get(key, [])]
    return inside


def _rewritten(schema: dict[str, Any], rewrite: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    """A copy of `schema` with `rewrite` applied to it and to every schema inside it, before
    the schemas inside (a rewrite may add some)."""
    schema = copy.deepcopy(schema)

    def visit(node: dict[str, Any]) -> None:
        rewrite(node)
        for inner in _subschemas(node):
            visit(inner)

    visit(schema)
    return schema


# The keywords strict structured outputs take (OpenAI's "Supported schemas"); a strict schema
# drops the others, e.g. the annotations `title` and `default`: the reply's model checks them.
STRICT_KEYWORDS = frozenset(
    {
        *("type", "description", "enum", "const", "anyOf", "$ref", "$defs"),
        *("properties", "required", "additionalProperties", "items", "minItems", "maxItems"),
        *("pattern", "format", "minLength", "maxLength"),
        *("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"),
    }
)


def _is_map(node: dict[str, Any]) -> bool:
    """A schema of an object keyed by any names (`dict[str, X]`), which strict mode cannot express."""
    return (
        node.get("type") == "object" and "properties" not in node and isinstance(node.get("additionalProperties"), dict)
    )


def _make_strict(node: dict[str, Any]) -> None:
    if _is_map(node):
        # Written as a list of entries instead; `from_strict` makes the object again.
        entry = _closed_object({"key": {"type": "string"}, "value": node.pop("additionalProperties")})
        node.update(type="array", items=entry)
    for keyword in node.keys() - STRICT_KEYWORDS:
        del node[keyword]
    if node.get("type") == "object" and "properties" in node:
        node["additionalProperties"] = False
        node["required"] = list(node["properties"])


def strict_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """A pydantic JSON schema made acceptable to strict structured outputs: every object
    closed (`additionalProperties: false`) and all its properties required (an optional one
    is already a union with null), keywords outside `STRICT_KEYWORDS` dropped, and a map
    (`dict[str, X]`) a list of `{"key", "value"}` entries."""
    return _rewritten(schema, _make_strict)


def _is_entry(value: Any) -> bool:
    return isinstance(value, dict) and value.keys() == {"key", "value"}


def from_strict(schema: dict[str, Any], value: Any) -> Any:
    """`value`, written to `strict_schema(schema)`, in the shape of `schema` itself: each map
    written as entries an object again (one written as an object stays one; anything else is
    left for the schema's model to refuse)."""
    definitions = schema.get("$defs", {})

    def shaped(node: dict[str, Any], value: Any) -> Any:
        if "$ref" in node:
            node = definitions[node["$ref"].removeprefix("#/$defs/")]
        if _is_map(node) and isinstance(value, list) and all(_is_entry(entry) for entry in value):
            value = {str(entry["key"]): entry["value"] for entry in value}
        if _is_map(node) and isinstance(value, dict):
            return {key: shaped(node["additionalProperties"], inner) for key, inner in value.items()}
        if isinstance(value, dict) and "properties" in node:
            known = node["properties"]
            return {key: shaped(known[key], inner) if key in known else inner for key, inner in value.items()}
        if isinstance(value, list) and isinstance(node.get("items"), dict):
            return [shaped(node["items"], inner) for inner in value]
        return value

    return shaped(schema, value)


def _bound(node: dict[str, Any]) -> None:
    if node.get("type") == "string" and not {"enum", "const", "maxLength", "pattern", "format"} & node.keys():
        node["maxLength"] = MAX_FREE_CHARS
    if node.get("type") == "array" and "maxItems" not in node:
        node["maxItems"] = MAX_FREE_ITEMS


def bounded_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """`schema` with a bound on every string and array that has none (`MAX_FREE_CHARS`,
    `MAX_FREE_ITEMS`). A server that turns the schema into a grammar (llama.cpp) then ends
    every reply: a small model can loop inside an unbounded string until its token cap."""
    return _rewritten(schema, _bound)


def _function(name: str, description: str, parameters: dict[str, Any]) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": parameters}}


def _closed_object(properties: dict[str, Any]) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "required": list(properties), "additionalProperties": False}


@functools.cache
def _client(base_url: str | None, api_key: str, timeout: float) -> AsyncOpenAI:
    # One client per endpoint in the process: the activity classes share its connection pool.
    return AsyncOpenAI(base_url=base_url, api_key=api_key, max_retries=0, timeout=timeout)


def llm_for(settings: Settings, *, base_url: str | None = None, api_key: str | None = None) -> StructuredLLM:
    """The LLM of an endpoint, the `LLM_*` one unless `base_url` / `api_key` are given (a
    planner role's): the settings' timeout, tool mode, temperature and token cap."""
    options: dict[str, Any] = {"temperature": settings.llm_temperature}
    if settings.llm_max_tokens is not None:
        options["max_tokens"] = settings.llm_max_tokens
    if settings.llm_extra_body:
        options["extra_body"] = settings.llm_extra_body
    client = _client(base_url or settings.llm_base_url, api_key or settings.llm_api_key, settings.llm_timeout_seconds)
    return StructuredLLM(client, settings.llm_tool_mode, options)


class LLM:
    """The calls to one endpoint, each with the same sampling options."""

    def __init__(self, client: AsyncOpenAI, options: dict[str, Any]) -> None:
        self._client = client
        self._options = options

    async def complete(
        self, name: str, *, model: str, messages: list[dict[str, Any]], **request: Any
    ) -> tuple[ChatCompletion, TokenUsage]:
        """One completion, traced as the generation `name`; `request` adds to the sampling
        options (tools, a response format, a shorter timeout, a `max_tokens` budget)."""
        options = {**self._options, **request}
        if "max_tokens" in request and "max_tokens" in self._options:
            # A decision's own budget never lifts the operator's cap.
            options["max_tokens"] = min(request["max_tokens"], self._options["max_tokens"])
        with llm_generation(name, model) as generation:
            try:
                response = await self._client.chat.completions.create(model=model, messages=messages, **options)
            except openai.OpenAIError as err:
                raise llm_error(err) from err
            generation.record(response)
        return response, usage_of(response.usage)

    async def reply(
        self, name: str, *, model: str, messages: list[dict[str, Any]], **request: Any
    ) -> tuple[str, TokenUsage]:
        """The text of one completion ("" when the model wrote none)."""
        response, usage = await self.complete(name, model=model, messages=messages, **request)
        return response.choices[0].message.content or "", usage

    @contextlib.asynccontextmanager
    async def stream(self, *, model: str, messages: list[dict[str, Any]]) -> AsyncIterator[AsyncIterator[StreamPiece]]:
        """A streamed completion's pieces, its usage in the last. The caller traces it and
        maps its errors (`llm_generation`, `llm_error`): the span covers the pieces, and a
        failure carries what was streamed. The client sends the request and raises its HTTP
        errors; the events are read as JSON, not as a model object per chunk (at load that
        parsing was a sixth of the worker's CPU)."""
        async with self._client.chat.completions.with_streaming_response.create(
            model=model, messages=messages, **self._options, stream=True, stream_options={"include_usage": True}
        ) as response:
            yield _pieces(response.http_response)


class StreamPiece(NamedTuple):
    """What one event of a streamed completion adds: text, the finish reason, the usage."""

    content: str | None
    finish_reason: str | None
    usage: TokenUsage | None


async def _pieces(response: httpx.Response) -> AsyncIterator[StreamPiece]:
    """The pieces of an OpenAI-compatible event stream (`data: <chunk JSON>` ... `data: [DONE]`);
    an `error` object in the stream raises `openai.APIError`, as the client does."""
    try:
        async for line in response.aiter_lines():
            if not line.startswith("data:"):
                continue  # blank separators, comments, `event:` lines
            data = line[5:].strip()
            if data.startswith("[DONE]"):
                return
            chunk = json.loads(data)
            if chunk.get("error"):
                error = chunk["error"]
                message = error.get("message") if isinstance(error, dict) else None
                raise openai.APIError(message or "An error occurred during streaming", response.request, body=error)
            yield _piece(chunk)
    except httpx.TimeoutException as err:
        raise openai.APITimeoutError(request=response.request) from err
    except httpx.TransportError as err:
        raise openai.APIConnectionError(request=response.request) from err


def _piece(chunk: dict[str, Any]) -> StreamPiece:
    usage = chunk.get("usage")
    choices = chunk.get("choices") or [{}]
    delta = choices[0].get("delta") or {}
    return StreamPiece(
        delta.get("content"),
        choices[0].get("finish_reason"),
        TokenUsage(
            prompt_tokens=usage.get("prompt_tokens") or 0,
            completion_tokens=usage.get("completion_tokens") or 0,
            total_tokens=usage.get("total_tokens") or 0,
        )
        if usage
        else None,
    )


class StructuredLLM(LLM):
    """`LLM`'s calls, and the structured decisions asked the way `tool_mode` says."""

    def __init__(self, client: AsyncOpenAI, tool_mode: ToolMode, options: dict[str, Any]) -> None:
        super().__init__(client, options)
        self._tool_mode = tool_mode

    async def decide(
        self,
        *,
        model: str,
        messages: list[dict[str, Any]],
        schema: type[T],
        name: str,
        description: str,
        max_tokens: int | None = None,
    ) -> tuple[T, TokenUsage]:
        """The model's answer as an instance of `schema` (a forced function call, or JSON),
        in at most `max_tokens` tokens when given (a budget that fits the schema)."""
        own_schema = schema.model_json_schema()
        parameters = strict_schema(own_schema)
        budget = {"max_tokens": max_tokens} if max_tokens else {}
        if self._tool_mode == "native":
            response, usage = await self.complete(
                name,
                model=model,
                messages=messages,
                tools=[_function(name, description, parameters)],
                tool_choice={"type": "function", "function": {"name": name}},
                **budget,
            )
            message = response.choices[0].message
            raw = message.tool_calls[0].function.arguments if message.tool_calls else (message.content or "")
        else:
            raw, usage = await self.json_reply(
                model=model, messages=messages, name=name, schema=parameters, strict=True, **budget
            )
        try:
            return schema.model_validate_json(json.dumps(from_strict(own_schema, json.loads(raw)))), usage
        except (json.JSONDecodeError, ValidationError) as err:
            raise bad_output(name, raw, err) from err

    async def json_reply(
        self,
        *,
        model: str,
        messages: list[dict[str, Any]],
        name: str,
        schema: dict[str, Any],
        strict: bool = False,
        max_tokens: int | None = None,
    ) -> tuple[str, TokenUsage]:
        """The model's reply (its raw text) to a request for JSON following `schema`
        (`response_format`), every string and array in it bounded (`bounded_schema`)."""
        json_schema: dict[str, Any] = {
            "name": name,
            "schema": bounded_schema(schema),
            **({"strict": True} if strict else {}),
        }
        return await self.reply(
            name,
            model=model,
            messages=messages,
            response_format={"type": "json_schema", "json_schema": json_schema},
            **({"max_tokens": max_tokens} if max_tokens else {}),
        )

    async def tool_step(
        self, name: str, *, model: str, messages: list[dict[str, Any]], tools: list[dict[str, Any]]
    ) -> tuple[ChatCompletionMessage, TokenUsage]:
        """Native tool calling: the model's message when offered `tools` (OpenAI function
        definitions; none: a plain reply), free to call any of them or none."""
        offered = {"tools": tools, "tool_choice": "auto"} if tools else {}
        response, usage = await self.complete(name, model=model, messages=messages, **offered)
        return response.choices[0].message, usage

    async def json_action(
        self,
        name: str,
        *,
        model: str,
        messages: list[dict[str, Any]],
        key: str,
        tools: dict[str, dict[str, Any]],
        done: str,
        fields: dict[str, Any] | None = None,
        done_fields: dict[str, Any] | None = None,
        max_tokens: int | None = None,
    ) -> tuple[JsonAction, TokenUsage]:
        """`tool_step` for models without tool calling: a JSON step naming under `key` one of
        `tools` (by name, with its arguments' schema) with its `arguments`, or `done`. Every
        variant leads with `fields`; the `done` one adds `done_fields`."""
        fields, done_fields = fields or {}, done_fields or {}
        # One variant per tool, so each carries its own arguments' schema.
        variants = [
            _closed_object({**fields, key: {"type": "string", "enum": [tool]}, "arguments": parameters})
            for tool, parameters in tools.items()
        ]
        variants.append(_closed_object({**fields, key: {"type": "string", "enum": [done]}, **done_fields}))
        raw, usage = await self.json_reply(
            model=model, messages=messages, name=name, schema={"anyOf": variants}, max_tokens=max_tokens
        )
        try:
            step = json.loads(raw)
            action = str(step[key])
            missing = [field for field in fields if field not in step]
            if missing:
                raise ValueError(f"{', '.join(missing)} missing")
            if action == done:
                return JsonAction(action, {}, step), usage
            arguments = step.get("arguments") or {}
            if action not in tools or not isinstance(arguments, dict):
                raise ValueError(f"action {action!r} not offered, or its arguments not an object")
        except (json.JSONDecodeError, KeyError, TypeError, ValueError) as err:
            raise bad_output(name, raw, err) from err
        return JsonAction(action, arguments, step), usage

    async def choose_tool(
        self, *, model: str, messages: list[dict[str, Any]], tools: list[ToolSpec], call_id: str
    ) -> tuple[ToolChoice, TokenUsage]:
        """A ReAct step: a thought and one tool call, or no call when the model is ready to answer."""
        if self._tool_mode == "native":
            offered = [_function(t.name, t.description, t.parameters) for t in tools]
            message, usage = await self.tool_step("react_step", model=model, messages=messages, tools=offered)
            thought = (message.content or "").strip()
            if not message.tool_calls:
                return ToolChoice(thought=thought or "I have what I need to answer."), usage
            first = message.tool_calls[0]
            call = ToolCall(call_id=first.id, name=first.function.name, arguments=call_arguments(first.function))
            return ToolChoice(thought=thought or f"I will use {call.name}.", call=call), usage
        guide = {
            "role": "system",
            "content": "Reply with JSON only: your thought, then the action: one of the tools "
            f"({', '.join(t.name for t in tools)}) with its arguments, or {FINAL_ANSWER!r} when you can answer.",
        }
        action, usage = await self.json_action(
            "react_step",
            model=model,
            messages=[*messages, guide],
            key="action",
            tools={t.name: t.parameters for t in tools},
            done=FINAL_ANSWER,
            fields={"thought": {"type": "string"}},
        )
        thought = str(action.step["thought"])
        if action.name == FINAL_ANSWER:
            return ToolChoice(thought=thought), usage
        return ToolChoice(
            thought=thought, call=ToolCall(call_id=call_id, name=action.name, arguments=action.arguments)
        ), usage
