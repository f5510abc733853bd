"""Tracing with OpenTelemetry, exported over OTLP/HTTP: to Langfuse (its `/api/public/otel`) or any OTLP backend.

Off unless `OTEL_EXPORTER_OTLP_ENDPOINT` is set: no provider, no interceptor, and
`llm_generation` returns at once. When on:

- Temporal's `TracingInterceptor`, on the client (its workers take it from there), makes a
  workflow one trace: its start, signals, updates, activities and continue-as-new runs;
- each LLM call is a span inside its activity's, with the OpenTelemetry GenAI attributes
  (`gen_ai.*`) Langfuse turns into a generation: model, tokens, latency, time to first token;
- every span about a workflow carries the workflow's id as `session.id`, which Langfuse
  reads as the session (a chat, planner chat, research request or execution);
- the FastAPI app has a span per request;
- each node of a validated execution is a span (`node_span`, seed 004's `@observe`): its
  attempt, confidence and verdict as metadata and, with TRACE_NODE_IO, its inputs and outputs,
  keys masked and each cut at TRACE_NODE_IO_MAX_CHARS.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from opentelemetry import trace
from opentelemetry.context import Context
from opentelemetry.sdk.resources import SERVICE_NAME, Resource
from opentelemetry.sdk.trace import Span, SpanProcessor, TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from opentelemetry.util.re import parse_env_headers
from opentelemetry.util.types import AttributeValue
from pydantic import BaseModel
from temporalio import activity
from temporalio.contrib.opentelemetry import TracingWorkflowInboundInterceptor
from temporalio.contrib.opentelemetry import workflow as traced_workflow

from durable_agents.log_redaction import MASK, redact
from durable_agents.settings import Settings

if TYPE_CHECKING:
    from fastapi import FastAPI
    from openai.types.chat import ChatCompletion
    from temporalio.client import Interceptor

# Langfuse's session attribute, and the one Temporal's interceptor names a span's workflow with.
SESSION_ID = "session.id"
WORKFLOW_ID = "temporalWorkflowID"
# Langfuse's observation input, output and metadata attributes.
OBSERVATION_INPUT = "langfuse.observation.input"
OBSERVATION_OUTPUT = "langfuse.observation.output"
OBSERVATION_METADATA = "langfuse.observation.metadata."
# Names of the values a traced input or output never shows (`api_key`, `keycloak_token`, `password`).
_SECRET_NAME = re.compile(r"(?:^|[_-])(?:api_?key|key|token|secret|password|passwd|authorization|credentials?)$", re.I)

_provider: TracerProvider | None = None
_tracer: trace.Tracer | None = None


class _SessionIds(SpanProcessor):
    """Sets `session.id` on the spans of a workflow: Temporal's own and those started in its activities.
    Langfuse reads it per observation, so it must be on each span, not only the trace's root."""

    def on_start(self, span: Span, parent_context: Context | None = None) -> None:
        workflow_id = (span.attributes or {}).get(WORKFLOW_ID)
        if workflow_id is None and activity.in_activity():
            workflow_id = activity.info().workflow_id
        if workflow_id:
            span.set_attribute(SESSION_ID, workflow_id)


def setup_tracing(settings: Settings) -> TracerProvider | None:
    """The process's tracer provider, created by the first call; None when tracing is off."""
    global _provider, _tracer
    if not settings.otel_exporter_otlp_endpoint:
        return None
    if _provider is None:
        # Imported only when tracing is on (the exporter pulls in requests and protobuf).
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

        exporter = OTLPSpanExporter(
            endpoint=f"{settings.otel_exporter_otlp_endpoint.rstrip('/')}/v1/traces",
            headers=parse_env_headers(settings.otel_exporter_otlp_headers or "", liberal=True),
        )
        _provider = TracerProvider(resource=Resource.create({SERVICE_NAME: settings.otel_service_name}))
        _provider.add_span_processor(_SessionIds())
        _provider.add_span_processor(BatchSpanProcessor(exporter))
        _tracer = _provider.get_tracer(__name__)
    return _provider


def temporal_interceptors(settings: Settings) -> list[Interceptor]:
    """The Temporal client's interceptors: tracing's when it is on."""
    provider = setup_tracing(settings)
    if provider is None:
        return []
    from temporalio.contrib.opentelemetry import TracingInterceptor

    return [TracingInterceptor(provider.get_tracer("temporalio"))]


def instrument_app(app: FastAPI, settings: Settings) -> None:
    """A span per HTTP request (or WebSocket) when tracing is on."""
    provider = setup_tracing(settings)
    if provider is None:
        return
    from opentelemetry.instrumentation.fastapi import FastAPIInstrumentor

    # No span per ASGI message: an SSE answer would get one per token.
    FastAPIInstrumentor.instrument_app(
        app,
        tracer_provider=provider,
        excluded_urls="healthz",
        exclude_spans=["receive", "send"],
        server_request_hook=_mask_keys_in_span,
    )


def _mask_keys_in_span(span: trace.Span, _scope: dict[str, Any]) -> None:
    """The request span's URL attributes carry the query string, where a planner WebSocket's
    `?token=` key may be: masked as in the logs, before the span is exported."""
    for name, value in dict(getattr(span, "attributes", None) or {}).items():
        if isinstance(value, str) and redact(value) != value:
            span.set_attribute(name, redact(value))


def flush_tracing() -> None:
    """Export the buffered spans now: the CLI ends its processes with `os._exit`, which skips atexit."""
    if _provider is not None:
        _provider.force_flush()


def shutdown_tracing() -> None:
    """Export the buffered spans and turn tracing off until the next `setup_tracing`."""
    global _provider, _tracer
    if _provider is not None:
        _provider.shutdown()
    _provider = _tracer = None


class Generation:
    """What one LLM call returned, recorded on its span (nothing when tracing is off)."""

    def __init__(self, span: trace.Span) -> None:
        self._span = span

    def first_token(self) -> None:
        """The first streamed token arrived (Langfuse's time to first token)."""
        if self._span.is_recording():
            self._span.set_attribute("langfuse.observation.completion_start_time", datetime.now(UTC).isoformat())

    def completed(self, usage: Any, finish_reason: str | None = None, tool_calls: list[str] | None = None) -> None:
        """Token counts (an `openai` usage or a `TokenUsage`), why the model stopped, the tools it called."""
        if not self._span.is_recording():
            return
        if usage is not None:
            self._span.set_attributes(
                {
                    "gen_ai.usage.input_tokens": usage.prompt_tokens,
                    "gen_ai.usage.output_tokens": usage.completion_tokens,
                    "gen_ai.usage.total_tokens": usage.total_tokens,
                }
            )
        if finish_reason:
            self._span.set_attribute("gen_ai.response.finish_reasons", [finish_reason])
        if tool_calls:
            self._span.set_attribute("langfuse.observation.metadata.tool_calls", tool_calls)

    def record(self, response: ChatCompletion) -> None:
        """A non-streamed completion: its model, usage, finish reason and tool calls."""
        if not self._span.is_recording():
            return
        self._span.set_attribute("gen_ai.response.model", response.model)
        if not response.choices:
            self.completed(response.usage)
            return
        choice = response.choices[0]
        calls = [call.function.name for call in choice.message.tool_calls or [] if call.type == "function"]
        self.completed(response.usage, choice.finish_reason, calls)


_NOT_RECORDED = Generation(trace.INVALID_SPAN)


@contextmanager
def llm_generation(name: str, model: str) -> Iterator[Generation]:
    """A span around one LLM call, a generation in Langfuse; record its outcome on the `Generation`.
    An exception leaving the block marks the span as failed."""
    if _tracer is None:
        yield _NOT_RECORDED
        return
    attributes = {
        "gen_ai.operation.name": "chat",
        "gen_ai.system": "openai",
        "gen_ai.request.model": model,
        "langfuse.observation.type": "generation",
    }
    with _tracer.start_as_current_span(name, kind=trace.SpanKind.CLIENT, attributes=attributes) as span:
        yield Generation(span)


def _masked(value: Any) -> Any:
    """`value` with every secret-named field's value `***` and keys in text masked as in the logs."""
    if isinstance(value, BaseModel):
        value = value.model_dump(mode="json")
    if isinstance(value, Mapping):
        return {name: MASK if _SECRET_NAME.search(str(name)) else _masked(inner) for name, inner in value.items()}
    if isinstance(value, list | tuple):
        return [_masked(inner) for inner in value]
    if isinstance(value, str):
        return redact(value)
    return value


def traced_value(value: Any, max_chars: int) -> str:
    """`value` as the JSON a span shows, masked (`_masked`) and cut to `max_chars` characters."""
    text = json.dumps(_masked(value), ensure_ascii=False, default=str)
    if len(text) <= max_chars:
        return text
    return f"{text[:max_chars]}... [{len(text) - max_chars:,} more characters cut]"


def node_span(
    name: str, metadata: Mapping[str, AttributeValue], io: tuple[Any, Any] | None = None, max_chars: int = 4_000
) -> None:
    """A finished span for one node of a workflow, under the workflow's span: `metadata` as
    Langfuse metadata, `io` (inputs, outputs) as its input and output. Called from workflow code:
    nothing unless the worker traces, and nothing while a workflow replays."""
    # The interceptor is in the context only when the worker traces (its tracer is the process's).
    if TracingWorkflowInboundInterceptor._from_context() is None:
        return
    attributes: dict[str, AttributeValue] = {f"{OBSERVATION_METADATA}{key}": value for key, value in metadata.items()}
    if io is not None:
        attributes[OBSERVATION_INPUT] = traced_value(io[0], max_chars)
        attributes[OBSERVATION_OUTPUT] = traced_value(io[1], max_chars)
    traced_workflow.completed_span(name, attributes=attributes)
