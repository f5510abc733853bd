"""Structured decisions asked of the LLM, with or without native tool calling.

`LLM_TOOL_MODE=native` offers functions (OpenAI function calling); `json_schema` asks for
a `response_format` JSON schema instead, for models that follow a schema but never call
tools (the embedded SmolLM2, see FACTS.md). Both give the same pydantic result, so agent
selection, ReAct actions and judge scores work on either kind of model.

Used inside activities only (it does I/O). A reply that does not fit the schema raises
`ApplicationError(type=LLM_BAD_OUTPUT)`, retryable: sampling again often fixes it.
"""

from __future__ import annotations

import copy
import json
from datetime import timedelta
from typing import Any, Literal, TypeVar

import openai
from openai import AsyncOpenAI
from pydantic import BaseModel, ValidationError
from temporalio.exceptions import ApplicationError

from durable_agents.chat.contract import ToolCall, ToolSpec
from durable_agents.errors import ErrorCode
from durable_agents.llm_types import TokenUsage
from durable_agents.settings import Settings
from durable_agents.tracing import llm_generation

T = TypeVar("T", bound=BaseModel)
ToolMode = Literal["native", "json_schema"]
# The pseudo-action of a ReAct step that answers instead of calling a tool.
FINAL_ANSWER = "final_answer"


class ToolChoice(BaseModel):
    """One ReAct step: the model's thought, and the tool it calls (None: ready to answer)."""

    thought: str
    call: ToolCall | None = None


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


def usage_of(response: Any) -> TokenUsage:
    if response.usage is None:
        return TokenUsage()
    return TokenUsage(
        prompt_tokens=response.usage.prompt_tokens,
        completion_tokens=response.usage.completion_tokens,
        total_tokens=response.usage.total_tokens,
    )


def strict_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """A pydantic JSON schema made acceptable to strict structured outputs: every object
    closed (`additionalProperties: false`) and all its properties required; no titles."""
    schema = copy.deepcopy(schema)

    def visit(node: Any) -> None:
        if isinstance(node, dict):
            node.pop("title", None)
            node.pop("default", None)
            if node.get("type") == "object" and "properties" in node:
                node["additionalProperties"] = False
                node["required"] = list(node["properties"])
            for value in node.values():
                visit(value)
        elif isinstance(node, list):
            for value in node:
                visit(value)

    visit(schema)
    return schema


def _bad_output(what: str, raw: str, err: Exception) -> ApplicationError:
    return ApplicationError(
        f"{what}: reply does not fit the schema ({err}): {raw[:500]}", type=ErrorCode.LLM_BAD_OUTPUT
    )


def llm_client(settings: Settings) -> AsyncOpenAI:
    """The OpenAI client of an activity class: retries belong to Temporal, not the client."""
    return AsyncOpenAI(
        base_url=settings.llm_base_url,
        api_key=settings.llm_api_key,
        max_retries=0,
        timeout=settings.llm_timeout_seconds,
    )


def sampling(settings: Settings) -> dict[str, Any]:
    """Options of every completion request: temperature, and the token cap when one is set."""
    options: dict[str, Any] = {"temperature": settings.llm_temperature}
    if settings.llm_max_tokens is not None:
        options["max_tokens"] = settings.llm_max_tokens
    return options


class StructuredLLM:
    def __init__(self, client: AsyncOpenAI, tool_mode: ToolMode, options: dict[str, Any]) -> None:
        self._client = client
        self._tool_mode = tool_mode
        self._options = options

    async def decide(
        self, *, model: str, messages: list[dict[str, Any]], schema: type[T], name: str, description: str
    ) -> tuple[T, TokenUsage]:
        """The model's answer as an instance of `schema` (a forced function call, or JSON)."""
        parameters = strict_schema(schema.model_json_schema())
        if self._tool_mode == "native":
            with llm_generation(name, model) as generation:
                try:
                    response = await self._client.chat.completions.create(
                        model=model,
                        messages=messages,
                        **self._options,
                        tools=[
                            {
                                "type": "function",
                                "function": {"name": name, "description": description, "parameters": parameters},
                            }
                        ],
                        tool_choice={"type": "function", "function": {"name": name}},
                    )
                except openai.OpenAIError as err:
                    raise llm_error(err) from err
                generation.record(response)
            message = response.choices[0].message
            raw = message.tool_calls[0].function.arguments if message.tool_calls else (message.content or "")
            usage = usage_of(response)
        else:
            raw, usage = await self.json_reply(
                model=model, messages=messages, name=name, schema=parameters, strict=True
            )
        try:
            return schema.model_validate_json(raw), usage
        except ValidationError as err:
            raise _bad_output(name, raw, err) from err

    async def json_reply(
        self, *, model: str, messages: list[dict[str, Any]], name: str, schema: dict[str, Any], strict: bool = False
    ) -> tuple[str, TokenUsage]:
        """The model's reply (its raw text) to a request for JSON following `schema` (`response_format`)."""
        json_schema: dict[str, Any] = {"name": name, "schema": schema, **({"strict": True} if strict else {})}
        with llm_generation(name, model) as generation:
            try:
                response = await self._client.chat.completions.create(
                    model=model,
                    messages=messages,
                    **self._options,
                    response_format={"type": "json_schema", "json_schema": json_schema},
                )
            except openai.OpenAIError as err:
                raise llm_error(err) from err
            generation.record(response)
        return response.choices[0].message.content or "", usage_of(response)

    async def choose_tool(
        self, *, model: str, messages: list[dict[str, Any]], tools: list[ToolSpec], call_id: str
    ) -> tuple[ToolChoice, TokenUsage]:
        """A ReAct step: a thought and one tool call, or no call when the model is ready to answer."""
        if self._tool_mode == "native":
            return await self._choose_native(model, messages, tools)
        return await self._choose_json(model, messages, tools, call_id)

    async def _choose_native(
        self, model: str, messages: list[dict[str, Any]], tools: list[ToolSpec]
    ) -> tuple[ToolChoice, TokenUsage]:
        offered = [
            {"type": "function", "function": {"name": t.name, "description": t.description, "parameters": t.parameters}}
            for t in tools
        ]
        with llm_generation("react_step", model) as generation:
            try:
                response = await self._client.chat.completions.create(
                    model=model, messages=messages, **self._options, tools=offered, tool_choice="auto"
                )
            except openai.OpenAIError as err:
                raise llm_error(err) from err
            generation.record(response)
        message = response.choices[0].message
        thought = (message.content or "").strip()
        if not message.tool_calls:
            return ToolChoice(thought=thought or "I have what I need to answer."), usage_of(response)
        first = message.tool_calls[0]
        try:
            arguments = json.loads(first.function.arguments or "{}")
        except json.JSONDecodeError as err:
            raise _bad_output(first.function.name, first.function.arguments, err) from err
        if not isinstance(arguments, dict):
            raise _bad_output(first.function.name, first.function.arguments, TypeError("arguments are not an object"))
        call = ToolCall(call_id=first.id, name=first.function.name, arguments=arguments)
        return ToolChoice(thought=thought or f"I will use {call.name}.", call=call), usage_of(response)

    async def _choose_json(
        self, model: str, messages: list[dict[str, Any]], tools: list[ToolSpec], call_id: str
    ) -> tuple[ToolChoice, TokenUsage]:
        # One variant per tool, so each action carries its own arguments' schema.
        variants = [
            {
                "type": "object",
                "properties": {
                    "thought": {"type": "string"},
                    "action": {"type": "string", "enum": [t.name]},
                    "arguments": t.parameters,
                },
                "required": ["thought", "action", "arguments"],
                "additionalProperties": False,
            }
            for t in tools
        ]
        variants.append(
            {
                "type": "object",
                "properties": {"thought": {"type": "string"}, "action": {"type": "string", "enum": [FINAL_ANSWER]}},
                "required": ["thought", "action"],
                "additionalProperties": False,
            }
        )
        guide = {
            "role": "system",
            "content": "Reply with JSON only: your thought, then the action: one of the tools "
            f"({', '.join(t.name for t in tools)}) with its arguments, or {FINAL_ANSWER!r} when you can answer.",
        }
        raw, usage = await self.json_reply(
            model=model, messages=[*messages, guide], name="react_step", schema={"anyOf": variants}
        )
        try:
            step = json.loads(raw)
            thought = str(step["thought"])
            action = str(step["action"])
            arguments = step.get("arguments") or {}
            if not isinstance(arguments, dict) or (action != FINAL_ANSWER and action not in {t.name for t in tools}):
                raise ValueError(f"unknown action {action!r}")
        except (json.JSONDecodeError, KeyError, TypeError, ValueError) as err:
            raise _bad_output("react_step", raw, err) from err
        if action == FINAL_ANSWER:
            return ToolChoice(thought=thought), usage
        return ToolChoice(thought=thought, call=ToolCall(call_id=call_id, name=action, arguments=arguments)), usage
