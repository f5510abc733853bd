"""Tracing: a chat turn exported over OTLP/HTTP to a Langfuse stand-in, one trace per workflow."""

from __future__ import annotations

import json
import threading
import uuid
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import pytest
from opentelemetry import trace
from opentelemetry.instrumentation.asgi import OpenTelemetryMiddleware
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)
from opentelemetry.proto.common.v1.common_pb2 import AnyValue

from api.app import create_app
from durable_agents import tenancy as tenants
from durable_agents.execution.scoring import JUDGE_FUNCTION
from durable_agents.settings import Settings
from durable_agents.temporal import chat_workflow_id, connect, execution_workflow_id
from durable_agents.tracing import (
    OBSERVATION_INPUT,
    OBSERVATION_METADATA,
    OBSERVATION_OUTPUT,
    flush_tracing,
    llm_generation,
    shutdown_tracing,
    temporal_interceptors,
    traced_value,
)
from tests.conftest import TenantClient
from tests.support.api_server import serving_api
from tests.support.scripted_llm import MODEL_ID, Reply, ScriptedLLM
from worker import build_worker

AUTHORIZATION = "Basic cGs6c2s="  # base64("pk:sk"), as Langfuse's keys are sent
# Calls on a running workflow (and query handlers) belong to the calling request's trace;
# the workflow's own spans of an update or a signal link to it.
CALLS_ON_A_RUNNING_WORKFLOW = ("StartWorkflowUpdate:", "QueryWorkflow:", "HandleQuery:", "SignalWorkflow:")
# Seed 004's nodes, each a span of the ValidatedExecution workflow.
NODES = {"initialize", "query_data_sources", "execute_tools", "build_messages", "call_provider"}
NODES |= {"validate_response", "finalize"}


@dataclass
class ExportedSpan:
    name: str
    trace_id: str
    span_id: str
    parent_span_id: str
    service: str
    attributes: dict[str, Any]


def _value(value: AnyValue) -> Any:
    kind = value.WhichOneof("value")
    if kind == "array_value":
        return [_value(v) for v in value.array_value.values]
    return getattr(value, kind) if kind else None


class OtlpCollector:
    """Langfuse's OTLP endpoint stood in for: POST <base>/v1/traces with a protobuf
    `ExportTraceServiceRequest`; keeps the spans and the requests' Authorization headers."""

    def __init__(self) -> None:
        self.spans: list[ExportedSpan] = []
        self.authorizations: list[str | None] = []
        collector = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["Content-Length"]))
                if self.path != "/api/public/otel/v1/traces":
                    self.send_error(404)
                    return
                collector.authorizations.append(self.headers.get("Authorization"))
                collector.spans.extend(_spans(ExportTraceServiceRequest.FromString(body)))
                answer = ExportTraceServiceResponse().SerializeToString()
                self.send_response(200)
                self.send_header("Content-Type", "application/x-protobuf")
                self.send_header("Content-Length", str(len(answer)))
                self.end_headers()
                self.wfile.write(answer)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.endpoint = f"http://127.0.0.1:{self._server.server_port}/api/public/otel"

    def __enter__(self) -> OtlpCollector:
        threading.Thread(target=self._server.serve_forever, name="otlp-collector", daemon=True).start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()


def _spans(request: ExportTraceServiceRequest) -> Iterator[ExportedSpan]:
    for resource_spans in request.resource_spans:
        resource = {a.key: _value(a.value) for a in resource_spans.resource.attributes}
        for scope_spans in resource_spans.scope_spans:
            for span in scope_spans.spans:
                yield ExportedSpan(
                    name=span.name,
                    trace_id=span.trace_id.hex(),
                    span_id=span.span_id.hex(),
                    parent_span_id=span.parent_span_id.hex(),
                    service=resource["service.name"],
                    attributes={a.key: _value(a.value) for a in span.attributes},
                )


@pytest.fixture
def collector() -> Iterator[OtlpCollector]:
    with OtlpCollector() as running:
        yield running


@pytest.fixture
def traced(settings: Settings, collector: OtlpCollector) -> Iterator[Settings]:
    """The test settings exporting to the collector, on a task queue of their own. Tracing is
    turned off afterwards: the tracer provider is the process's, and other tests run without."""
    yield settings.model_copy(
        update={
            "task_queue": f"traced-{uuid.uuid4().hex[:8]}",
            "otel_exporter_otlp_endpoint": collector.endpoint,
            "otel_exporter_otlp_headers": f"Authorization={AUTHORIZATION}",
            "otel_service_name": "durable-agents-test",
        }
    )
    shutdown_tracing()


@asynccontextmanager
async def _tenant(settings: Settings, api_url: str) -> AsyncIterator[TenantClient]:
    tenant, api_key = tenants.create_tenant(settings.resolved_database_url, "Traced tenant")
    async with httpx.AsyncClient(base_url=api_url, headers={"Authorization": f"Bearer {api_key}"}, timeout=30) as http:
        yield TenantClient(tenant_id=tenant.id, api_key=api_key, http=http)


async def test_a_chat_turn_is_one_trace_with_an_llm_generation(
    traced: Settings, scripted_llm: ScriptedLLM, collector: OtlpCollector
) -> None:
    scripted_llm.script(
        Reply(text="Traced answer.", usage={"prompt_tokens": 11, "completion_tokens": 3, "total_tokens": 14})
    )
    with ThreadPoolExecutor(max_workers=4) as executor:
        client = await connect(traced)
        async with (
            build_worker(client, traced, executor),
            serving_api(traced) as api_url,
            _tenant(traced, api_url) as tenant,
        ):
            agent_id = await tenant.create_agent()
            chat_id = await tenant.create_chat(agent_id)
            events = await tenant.ask(chat_id, "Is this traced?", enable_rag=False)
            assert events[-1].event == "final", events[-1]
            flush_tracing()

    workflow_id = chat_workflow_id(chat_id)
    spans = collector.spans
    assert set(collector.authorizations) == {AUTHORIZATION}
    assert {s.service for s in spans} == {"durable-agents-test"}

    by_name = {s.name: s for s in spans if s.attributes.get("session.id") == workflow_id}
    run = by_name["RunWorkflow:ChatWorkflow"]
    assert run.attributes["temporalWorkflowID"] == workflow_id
    answer = by_name["RunActivity:stream_agent_response"]
    generation = by_name["agent_answer"]
    assert generation.parent_span_id == answer.span_id
    attributes = dict(generation.attributes)
    first_token = datetime.fromisoformat(attributes.pop("langfuse.observation.completion_start_time"))
    assert first_token.tzinfo is not None
    assert attributes == {
        "gen_ai.operation.name": "chat",
        "gen_ai.system": "openai",
        "gen_ai.request.model": MODEL_ID,
        "gen_ai.usage.input_tokens": 11,
        "gen_ai.usage.output_tokens": 3,
        "gen_ai.usage.total_tokens": 14,
        "gen_ai.response.finish_reasons": ["stop"],
        "langfuse.observation.type": "generation",
        "session.id": workflow_id,
    }

    # The workflow's spans, its activities' and their generations, and the start from the API
    # under `POST /v1/chats`: one trace.
    workflow_spans = [
        s
        for s in spans
        if s.attributes.get("session.id") == workflow_id and not s.name.startswith(CALLS_ON_A_RUNNING_WORKFLOW)
    ]
    assert {s.trace_id for s in workflow_spans} == {run.trace_id}
    assert {"StartWorkflow:ChatWorkflow", "StartActivity:stream_agent_response", "HandleUpdate:answer"} <= {
        s.name for s in workflow_spans
    }
    start = by_name["StartWorkflow:ChatWorkflow"]
    http_request = next(s for s in spans if s.span_id == start.parent_span_id)
    assert http_request.name == "POST /v1/chats" and http_request.trace_id == run.trace_id


async def test_nothing_is_traced_when_no_endpoint_is_set(
    settings: Settings, scripted_llm: ScriptedLLM, collector: OtlpCollector
) -> None:
    assert settings.otel_exporter_otlp_endpoint is None
    assert temporal_interceptors(settings) == []
    client = await connect(settings)
    assert client.config()["interceptors"] == []
    assert not any(m.cls is OpenTelemetryMiddleware for m in create_app(settings).user_middleware)
    with llm_generation("agent_answer", MODEL_ID) as generation:
        assert trace.get_current_span() is trace.INVALID_SPAN
        generation.completed(None, "stop")

    # A whole turn with the collector listening: no provider was made, nothing arrives.
    scripted_llm.script(Reply(text="Untraced answer."))
    quiet = settings.model_copy(update={"task_queue": f"untraced-{uuid.uuid4().hex[:8]}"})
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with (
            build_worker(client, quiet, executor),
            serving_api(quiet) as api_url,
            _tenant(quiet, api_url) as tenant,
        ):
            chat_id = await tenant.create_chat(await tenant.create_agent())
            events = await tenant.ask(chat_id, "Is this traced?", enable_rag=False)
            assert events[-1].event == "final", events[-1]
            flush_tracing()
    assert collector.spans == [] and collector.authorizations == []
    assert isinstance(trace.get_tracer_provider(), trace.ProxyTracerProvider)  # nobody installed one either


async def test_a_key_in_a_query_string_never_reaches_a_span(traced: Settings, collector: OtlpCollector) -> None:
    """A planner WebSocket may authenticate with `?token=<key>`: the request spans' URL
    attributes carry the query string, masked before export."""
    async with serving_api(traced) as api_url, _tenant(traced, api_url) as tenant:
        response = await tenant.http.get(f"/v1/me?token={tenant.api_key}&api_key={tenant.api_key}")
        assert response.status_code == 200, response.text
        flush_tracing()

    [request] = [s for s in collector.spans if s.name == "GET /v1/me"]
    values = [str(value) for span in collector.spans for value in span.attributes.values()]
    assert not [value for value in values if tenant.api_key in value]
    assert request.attributes["http.url"].endswith("/v1/me?token=***&api_key=***"), request.attributes


def _is_judge(body: dict[str, Any]) -> bool:
    return "tools" in body


def _judge(points: int, feedback: str) -> Reply:
    scores = {"relevance": points, "helpfulness": points, "accuracy": points, "completeness": points}
    arguments = {**scores, "feedback": feedback}
    return Reply(tool_calls=[{"name": JUDGE_FUNCTION, "arguments": arguments}], match=_is_judge)


async def _traced_execution(settings: Settings, body: dict[str, Any]) -> str:
    """A validated execution run and traced with `settings`: its workflow id, spans flushed."""
    with ThreadPoolExecutor(max_workers=4) as executor:
        client = await connect(settings)
        async with (
            build_worker(client, settings, executor),
            serving_api(settings) as api_url,
            _tenant(settings, api_url) as tenant,
        ):
            response = await tenant.http.post("/v1/executions", json=body)
            assert response.status_code == 202, response.text
            workflow_id = execution_workflow_id(response.json()["execution_id"])
            await client.get_workflow_handle(workflow_id).result()
            flush_tracing()
    return workflow_id


async def test_each_node_of_a_validated_execution_is_a_span_with_its_inputs_and_outputs(
    traced: Settings, scripted_llm: ScriptedLLM, collector: OtlpCollector
) -> None:
    """Seed 004's `@observe`: every node a span, the attempt and confidence on it, and with
    TRACE_NODE_IO its inputs and outputs, secret-named values masked and long ones cut."""
    scripted_llm.script(
        Reply(text="Paris.", match=lambda body: not _is_judge(body)),
        _judge(10, "Name the country."),
        Reply(text="Paris is the capital of France. " * 20, match=lambda body: not _is_judge(body)),
        _judge(24, "Good."),
    )
    secret = "sk-live-0123456789abcdef"
    body = {
        "optimized_specs": {"prompt": "What is the capital of France?"},
        "reasoning_notes": {"api_key": secret, "why": "geography"},
    }
    io = traced.model_copy(update={"trace_node_io": True, "trace_node_io_max_chars": 400})
    workflow_id = await _traced_execution(io, body)

    nodes = [s for s in collector.spans if s.attributes.get("session.id") == workflow_id and s.name in NODES]
    assert [s.name for s in nodes] == [
        "initialize",
        *("build_messages", "call_provider", "validate_response") * 2,
        "finalize",
    ]
    run = next(s for s in collector.spans if s.name == "RunWorkflow:ValidatedExecution")
    assert {s.trace_id for s in nodes} == {run.trace_id}
    validations = [s.attributes for s in nodes if s.name == "validate_response"]
    assert [v[f"{OBSERVATION_METADATA}attempt"] for v in validations] == [1, 2]
    assert [v[f"{OBSERVATION_METADATA}accepted"] for v in validations] == [False, True]
    assert validations[1][f"{OBSERVATION_METADATA}confidence"] == pytest.approx(0.3 * 0.5 + 0.7 * 0.96)
    first_check = json.loads(validations[0][OBSERVATION_OUTPUT])
    assert first_check["feedback"].startswith("Name the country.")
    assert json.loads(validations[0][OBSERVATION_INPUT])["response"] == "Paris."
    finalize = nodes[-1].attributes
    assert (finalize[f"{OBSERVATION_METADATA}status"], finalize[f"{OBSERVATION_METADATA}validation_attempts"]) == (
        "completed",
        2,
    )
    # The plan's secret-named note is masked; the long answer is cut at TRACE_NODE_IO_MAX_CHARS.
    assert secret not in str([s.attributes for s in collector.spans])
    assert '"api_key": "***"' in finalize[OBSERVATION_INPUT]
    answered = [s.attributes[OBSERVATION_OUTPUT] for s in nodes if s.name == "call_provider"][1]
    assert len(answered) < 460 and answered.endswith("more characters cut]")


async def test_node_spans_carry_no_inputs_or_outputs_unless_asked(
    traced: Settings, scripted_llm: ScriptedLLM, collector: OtlpCollector
) -> None:
    scripted_llm.script(
        Reply(text="Paris is the capital of France.", match=lambda body: not _is_judge(body)), _judge(25, "Good.")
    )
    workflow_id = await _traced_execution(traced, {"query": "What is the capital of France?", "enable_rag": False})
    nodes = [s for s in collector.spans if s.attributes.get("session.id") == workflow_id and s.name in NODES]
    assert [s.name for s in nodes] == ["initialize", "build_messages", "call_provider", "validate_response", "finalize"]
    assert not [s for s in nodes if OBSERVATION_INPUT in s.attributes or OBSERVATION_OUTPUT in s.attributes]
    assert nodes[3].attributes[f"{OBSERVATION_METADATA}confidence"] == pytest.approx(0.85)


async def test_a_validated_chats_answer_traces_its_nodes_inputs_and_outputs_when_asked(
    traced: Settings, scripted_llm: ScriptedLLM, collector: OtlpCollector
) -> None:
    """The chat's child execution gets TRACE_NODE_IO through the chat's options (it got no I/O before)."""
    scripted_llm.script(
        Reply(text="Paris is the capital of France.", match=lambda body: not _is_judge(body)), _judge(25, "Good.")
    )
    io = traced.model_copy(update={"trace_node_io": True})
    with ThreadPoolExecutor(max_workers=4) as executor:
        client = await connect(io)
        async with build_worker(client, io, executor), serving_api(io) as api_url, _tenant(io, api_url) as tenant:
            chat_id = await tenant.create_chat(await tenant.create_agent(), validate=True)
            events = await tenant.ask(chat_id, "What is the capital of France?", enable_rag=False)
            assert events[-1].event == "final", events[-1]
            flush_tracing()

    nodes = [s for s in collector.spans if s.name == "call_provider"]
    assert len(nodes) == 1 and "Paris is the capital of France." in nodes[0].attributes[OBSERVATION_OUTPUT]


def test_traced_values_are_masked_and_cut() -> None:
    value = {"headers": {"Authorization": "Bearer abc", "X-Api-Key": "k1"}, "usage": {"prompt_tokens": 3}}
    value["note"] = "see ?token=abcdef&x=1"
    assert json.loads(traced_value(value, 1_000)) == {
        "headers": {"Authorization": "***", "X-Api-Key": "***"},
        "usage": {"prompt_tokens": 3},
        "note": "see ?token=***&x=1",
    }
    assert traced_value("x" * 50, 10) == '"' + "x" * 9 + "... [42 more characters cut]"
