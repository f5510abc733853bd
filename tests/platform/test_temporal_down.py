"""What clients see when Temporal or the worker is down, against real parts: a Temporal dev
server of this module's own that is killed, and API stacks whose task queue no worker serves.
Routes answer 503 within a bound, with a reason and `Retry-After`; an open SSE stream ends
with an `error` event (`TEMPORAL_UNAVAILABLE`, no `id:`) telling the client to reconnect with
`Last-Event-ID`; a research request's state comes from the store's mirror when no worker
answers; a stream whose reads time out while the worker is away for a moment carries on."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
import uuid
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest
import uvicorn
import websockets
from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.service import RPCError
from temporalio.testing import WorkflowEnvironment

from api.app import create_app
from durable_agents import tenancy as tenants
from durable_agents.binaries import find_binary
from durable_agents.errors import ErrorCode
from durable_agents.research import store as research_store
from durable_agents.research.contract import RequestState, ResearchProgress, ResearchState
from durable_agents.settings import Settings
from durable_agents.temporal import SEARCH_ATTRIBUTES, chat_workflow_id
from tests.support.scripted_llm import MODEL_ID, Reply, ScriptedLLM
from tests.support.sse import SSEEvent, collect, iter_sse
from tests.support.threaded_server import free_port
from worker import build_worker

# The API's bound on each Temporal call in these stacks: a 503 must come well within ANSWER_WITHIN.
RPC_TIMEOUT_SECONDS = 0.5
ANSWER_WITHIN = 2.0


@contextlib.asynccontextmanager
async def serve_api(settings: Settings) -> AsyncIterator[str]:
    port = free_port()
    server = uvicorn.Server(
        uvicorn.Config(create_app(settings), host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    )
    task = asyncio.create_task(server.serve())
    try:
        while not server.started:
            assert not task.done(), "the API server failed to start"
            await asyncio.sleep(0.02)
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        await task


@contextlib.asynccontextmanager
async def tenant_http(settings: Settings, api_url: str) -> AsyncIterator[tuple[str, httpx.AsyncClient]]:
    tenant, api_key = tenants.create_tenant(settings.resolved_database_url, "Outage")
    async with httpx.AsyncClient(base_url=api_url, headers={"Authorization": f"Bearer {api_key}"}, timeout=30) as http:
        yield tenant.id, http


@contextlib.asynccontextmanager
async def running_worker(client: Client, settings: Settings) -> AsyncIterator[None]:
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, settings, executor):
            yield


async def _chat_with_one_answer(http: httpx.AsyncClient, scripted_llm: ScriptedLLM) -> tuple[str, str, SSEEvent]:
    """A chat and the `final` of its first turn: (agent id, chat id, final)."""
    agent = await http.post("/v1/agents", json={"name": "Helper", "system_prompt": "Help."})
    assert agent.status_code == 201, agent.text
    agent_id = agent.json()["agent_id"]
    chat = await http.post("/v1/chats", json={"mode": 1, "agent_id": agent_id})
    assert chat.status_code == 201, chat.text
    chat_id = chat.json()["chat_id"]
    scripted_llm.script(Reply(text="A first answer."))
    events = await collect(
        http,
        "POST",
        f"/v1/chats/{chat_id}/messages",
        json={"content": "hello", "enable_rag": False},
        headers={"Accept": "text/event-stream"},
        until="final|error",
    )
    assert events[-1].event == "final", events[-1].data
    return agent_id, chat_id, events[-1]


async def _read_to_the_end(http: httpx.AsyncClient, url: str, seen_final: asyncio.Event) -> tuple[list[SSEEvent], str]:
    """Every event of one SSE response until the server ends it, and how it ended: "closed"
    (the body was complete) or what the transport said (a cut stream)."""
    events: list[SSEEvent] = []
    try:
        async with http.stream("GET", url) as response:
            assert response.status_code == 200, await response.aread()
            async for event in iter_sse(response):
                events.append(event)
                if event.event == "final":
                    seen_final.set()
    except httpx.HTTPError as err:
        return events, f"cut: {err!r}"
    return events, "closed"


def _assert_stream_error(event: SSEEvent) -> None:
    assert event.event == "error", (event.event, event.data)
    assert event.id is None  # the client's Last-Event-ID stays the last event it got
    assert event.json["error_code"] == "TEMPORAL_UNAVAILABLE"
    assert "Last-Event-ID" in event.json["message"]


async def _timed(http: httpx.AsyncClient, method: str, url: str, body: object = None) -> tuple[httpx.Response, float]:
    started = time.monotonic()
    response = await http.request(method, url, json=body)
    return response, time.monotonic() - started


def _assert_quick_503(response: httpx.Response, elapsed: float, reason: str) -> None:
    assert response.status_code == 503, (response.request.url, response.status_code, response.text)
    assert elapsed < ANSWER_WITHIN, (response.request.url, elapsed)
    assert response.headers.get("retry-after", "").isdigit(), response.headers
    assert reason in response.json()["detail"], response.json()


def _stack_settings(tmp_path: Path, temporal_address: str, scripted_llm: ScriptedLLM) -> Settings:
    return Settings(
        _env_file=None,
        data_dir=tmp_path,
        temporal_address=temporal_address,
        task_queue=f"outage-{uuid.uuid4().hex[:8]}",
        llm_base_url=scripted_llm.base_url,
        llm_api_key="test-key",
        llm_model=MODEL_ID,
        api_temporal_rpc_timeout_seconds=RPC_TIMEOUT_SECONDS,
        query_refinement_mode="disabled",
    )


async def _planner_socket_with_one_answer(
    api_url: str, http: httpx.AsyncClient, scripted_llm: ScriptedLLM
) -> tuple[websockets.ClientConnection, str]:
    """A planner chat over the WebSocket that has answered once and waits for the next
    message, its relay open; returns the socket and the chat id."""
    token = http.headers["Authorization"].removeprefix("Bearer ")
    chat_id = str(uuid.uuid4())
    asked = f"Outage planner question {chat_id}"
    scripted_llm.script(
        Reply(
            tool_calls=[{"name": "present_answer", "arguments": {"content": "Nothing to plan."}}],
            match=lambda body: asked in json.dumps(body),
        )
    )
    socket = await websockets.connect(api_url.replace("http://", "ws://") + f"/v1/planner/ws?token={token}")
    start = {"chat_id": chat_id, "message": asked, "user_id": "u1", "userDTO": {"U_ID": "u1"}}
    await socket.send(json.dumps({"event": "start_chat", "payload": start}))
    while json.loads(await asyncio.wait_for(socket.recv(), 30))["event"] != "final_answer":
        pass
    return socket, chat_id


# --- Temporal goes down ------------------------------------------------------------------


async def test_temporal_going_down_ends_open_streams_with_an_error_and_routes_answer_503_at_once(
    tmp_path: Path, scripted_llm: ScriptedLLM
) -> None:
    env = await WorkflowEnvironment.start_local(
        dev_server_existing_path=find_binary("temporal"),
        search_attributes=SEARCH_ATTRIBUTES,
        data_converter=pydantic_data_converter,
    )
    temporal_up = True
    settings = _stack_settings(tmp_path, env.client.service_client.config.target_host, scripted_llm)
    try:
        async with serve_api(settings) as api_url, tenant_http(settings, api_url) as (tenant_id, http):
            async with running_worker(env.client, settings):
                agent_id, chat_id, _final = await _chat_with_one_answer(http, scripted_llm)
                seen_final = asyncio.Event()
                stream = asyncio.create_task(_read_to_the_end(http, f"/v1/chats/{chat_id}/events", seen_final))
                await asyncio.wait_for(seen_final.wait(), 10)  # replayed: now it waits for what comes next
                planner = await _planner_socket_with_one_answer(api_url, http, scripted_llm)
            # The worker is stopped first (it would not stop against a dead server); the open
            # stream does not notice: its long poll is Temporal's.
            killed_at = time.monotonic()
            await env.shutdown()
            temporal_up = False

            events, ending = await asyncio.wait_for(stream, 30)
            ended_after = time.monotonic() - killed_at
            assert ending == "closed", ending
            _assert_stream_error(events[-1])
            assert all(e.id is not None for e in events[:-1])
            assert ended_after < 5, ended_after

            # The planner's WebSocket gets the same error, naming its chat like the protocol's errors.
            socket, planner_chat_id = planner
            async with socket:
                while True:
                    message = json.loads(await asyncio.wait_for(socket.recv(), 10))
                    if message["event"] == "error":
                        break
            assert message["payload"]["error_code"] == ErrorCode.TEMPORAL_UNAVAILABLE, message
            assert message["payload"]["chat_id"] == planner_chat_id, message

            # A stream opened now: 200 and the same error at once (EventSource reconnects after
            # it; a 503 would make it give up).
            started = time.monotonic()
            fresh = await collect(http, "GET", f"/v1/chats/{chat_id}/events")
            assert len(fresh) == 1 and time.monotonic() - started < 5, fresh
            _assert_stream_error(fresh[0])

            request_id = str(uuid.uuid4())
            research_store.create_request(
                settings.resolved_database_url, request_id, tenant_id, "Adults with asthma", ["a@example.org"]
            )
            routes: list[tuple[str, str, object]] = [
                ("GET", f"/v1/chats/{chat_id}", None),  # a query
                ("POST", f"/v1/chats/{chat_id}/messages", {"content": "anyone?"}),  # an update
                ("POST", f"/v1/chats/{chat_id}/cancel", None),
                ("POST", "/v1/chats", {"mode": 1, "agent_id": agent_id}),  # a start
                ("GET", f"/v1/executions/{uuid.uuid4()}", None),  # a describe
                ("GET", "/v1/planner/chats/some-chat", None),
                ("GET", f"/v1/research-requests/{request_id}", None),  # a query, no mirror yet
            ]
            for method, url, body in routes:
                response, elapsed = await _timed(http, method, url, body)
                _assert_quick_503(response, elapsed, "Temporal")
            health, elapsed = await _timed(http, "GET", "/healthz")
            assert health.status_code == 503 and elapsed < ANSWER_WITHIN, (health.text, elapsed)
    finally:
        if temporal_up:
            await env.shutdown()


# --- no worker polls -----------------------------------------------------------------------


@pytest.fixture
async def workerless(settings: Settings, client: Client) -> AsyncIterator[tuple[Settings, str, httpx.AsyncClient]]:
    """An API whose task queue no worker serves (on the suite's Temporal): its workflows start
    and never run. Yields its settings, the tenant's id and a client with the tenant's key."""
    unserved = settings.model_copy(
        update={
            "task_queue": f"unserved-{uuid.uuid4().hex[:8]}",
            "api_temporal_rpc_timeout_seconds": RPC_TIMEOUT_SECONDS,
            "api_temporal_write_timeout_seconds": RPC_TIMEOUT_SECONDS,
        }
    )
    async with serve_api(unserved) as api_url, tenant_http(unserved, api_url) as (tenant_id, http):
        yield unserved, tenant_id, http
    # Nothing would ever run them: end them so the namespace keeps no strays.
    async for execution in client.list_workflows(
        f"TaskQueue = '{unserved.task_queue}' AND ExecutionStatus = 'Running'"
    ):
        with contextlib.suppress(RPCError):
            await client.get_workflow_handle(execution.id).terminate("test over")


async def test_a_research_request_is_read_from_the_store_mirror_when_no_worker_answers(
    workerless: tuple[Settings, str, httpx.AsyncClient],
) -> None:
    settings, tenant_id, http = workerless
    created = await http.post(
        "/v1/research-requests", json={"researcher_request": "Adults with asthma", "approvers": ["a@example.org"]}
    )
    assert created.status_code == 201, created.text
    request_id = created.json()["request_id"]

    response, elapsed = await _timed(http, "GET", f"/v1/research-requests/{request_id}")
    _assert_quick_503(response, elapsed, "worker")  # nothing mirrored yet

    # What a worker had mirrored before it went away.
    mirrored = RequestState(
        request_id=request_id,
        current_state=ResearchState.REQUIREMENTS_GATHERING,
        created_at="2026-01-01T00:00:00Z",
        updated_at="2026-01-01T00:00:01Z",
        researcher_request="Adults with asthma",
        approvers=["a@example.org"],
    )
    research_store.save_progress(
        settings.resolved_database_url,
        ResearchProgress(
            request_id=request_id,
            tenant_id=tenant_id,
            current_state=mirrored.current_state,
            pending_gate=None,
            state=mirrored.model_dump(mode="json"),
        ),
    )
    response, elapsed = await _timed(http, "GET", f"/v1/research-requests/{request_id}")
    assert response.status_code == 200, response.text
    assert elapsed < ANSWER_WITHIN, elapsed
    assert RequestState.model_validate(response.json()) == mirrored


async def test_chat_routes_answer_503_at_once_when_no_worker_answers(
    workerless: tuple[Settings, str, httpx.AsyncClient],
) -> None:
    _settings, _tenant_id, http = workerless
    agent = await http.post("/v1/agents", json={"name": "Helper", "system_prompt": "Help."})
    chat = await http.post("/v1/chats", json={"mode": 1, "agent_id": agent.json()["agent_id"]})
    assert chat.status_code == 201, chat.text  # a start needs no worker
    chat_id = chat.json()["chat_id"]
    for method, url, body in [
        ("GET", f"/v1/chats/{chat_id}", None),
        ("POST", f"/v1/chats/{chat_id}/messages", {"content": "hello"}),
    ]:
        response, elapsed = await _timed(http, method, url, body)
        _assert_quick_503(response, elapsed, "worker")


async def test_a_message_waits_for_a_slow_worker_to_accept_it(
    settings: Settings, client: Client, scripted_llm: ScriptedLLM
) -> None:
    """Under load (100 answers at once) a worker took seconds to accept a message, and with
    every call bounded at 2 s a quarter of the messages were refused with 503: reads stay
    short, a message waits for its worker."""
    slow = settings.model_copy(
        update={"task_queue": f"slow-{uuid.uuid4().hex[:8]}", "api_temporal_rpc_timeout_seconds": RPC_TIMEOUT_SECONDS}
    )
    async with serve_api(slow) as api_url, tenant_http(slow, api_url) as (_tenant_id, http):
        agent = await http.post("/v1/agents", json={"name": "Helper", "system_prompt": "Help."})
        chat = await http.post("/v1/chats", json={"mode": 1, "agent_id": agent.json()["agent_id"]})
        chat_id = chat.json()["chat_id"]
        scripted_llm.script(Reply(text="Accepted late.", match=lambda body: "slow worker" in json.dumps(body)))
        posted = asyncio.create_task(http.post(f"/v1/chats/{chat_id}/messages", json={"content": "slow worker?"}))
        await asyncio.sleep(RPC_TIMEOUT_SECONDS * 4)  # the worker comes after a read would have given up
        assert not posted.done(), posted.result().text
        async with running_worker(client, slow):
            response = await asyncio.wait_for(posted, 20)
            assert response.status_code == 202, response.text
            events = await collect(
                http, "GET", f"/v1/chats/{chat_id}/events", params={"message_id": response.json()["message_id"]}
            )
            assert events[-1].event == "final" and events[-1].json["response"] == "Accepted late.", events


# --- the worker away for a moment ----------------------------------------------------------


async def _post_until_accepted(http: httpx.AsyncClient, url: str, body: dict[str, object]) -> httpx.Response:
    """POST as a client honouring 503 + Retry-After does (sooner: the test's worker is back at
    once), with an Idempotency-Key so that a retry cannot send the message twice."""
    headers = {"Idempotency-Key": str(uuid.uuid4())}
    deadline = time.monotonic() + 15
    while True:
        response = await http.post(url, json=body, headers=headers)
        if response.status_code != 503 or time.monotonic() > deadline:
            return response
        assert response.headers.get("retry-after"), response.headers
        await asyncio.sleep(RPC_TIMEOUT_SECONDS)


async def test_a_stream_whose_reads_time_out_while_the_worker_is_away_carries_on(
    settings: Settings, client: Client, scripted_llm: ScriptedLLM
) -> None:
    """Reads that time out (the worker gone for a moment, as in an overload) are transient: the
    stream goes on once the worker is back and delivers the next answer, with no `error`."""
    own = settings.model_copy(
        update={"task_queue": f"away-{uuid.uuid4().hex[:8]}", "api_temporal_rpc_timeout_seconds": RPC_TIMEOUT_SECONDS}
    )
    async with serve_api(own) as api_url, tenant_http(own, api_url) as (_tenant_id, http):
        async with running_worker(client, own):
            _agent_id, chat_id, final = await _chat_with_one_answer(http, scripted_llm)
        # The worker is away: the stream's first reads (query, poll) time out.
        seen_final = asyncio.Event()
        stream = asyncio.create_task(_read_to_the_end(http, f"/v1/chats/{chat_id}/events?after={final.id}", seen_final))
        await asyncio.sleep(3 * RPC_TIMEOUT_SECONDS)
        async with running_worker(client, own):
            scripted_llm.script(Reply(text="The second answer."))
            sent = await _post_until_accepted(
                http, f"/v1/chats/{chat_id}/messages", {"content": "again", "enable_rag": False}
            )
            assert sent.status_code == 202, sent.text
            final_seen = asyncio.create_task(seen_final.wait())
            await asyncio.wait([stream, final_seen], timeout=20, return_when=asyncio.FIRST_COMPLETED)
            final_seen.cancel()
            assert seen_final.is_set(), stream.result() if stream.done() else "no final within 20 s"
            await client.get_workflow_handle(chat_workflow_id(chat_id)).terminate("test over")
            events, ending = await asyncio.wait_for(stream, 10)  # the closed chat's stream ends
    assert ending == "closed", ending
    assert "error" not in [e.event for e in events], [e.data for e in events if e.event == "error"]
    assert events[-1].event == "final" and events[-1].json["response"] == "The second answer."
    assert [int(e.id) for e in events] == list(range(int(final.id) + 1, int(final.id) + 1 + len(events)))
