"""The planner (seed 003) end to end: a scripted LLM that searches, asks a clarification,
submits an invalid workflow, gets the errors back, fixes it and submits again — over SSE
and over the WebSocket, with DD-15's event names and payload keys checked on the wire."""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
import websockets
from temporalio.client import Client

from api.app import create_app
from durable_agents.planner.contract import SERVER_EVENTS, VALIDATION_RETRYING
from durable_agents.settings import Settings
from durable_agents.temporal import planner_workflow_id
from tests.conftest import TenantClient
from tests.planner.conftest import socket_url
from tests.research.test_slack import serve
from tests.support.replay import check_fresh_history, check_recorded_history
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.support.sse import SSEEvent, iter_sse
from worker import build_worker
from workflows.planner.workflow import PlannerWorkflow

JOB_NAME = "Create And Approve Purchase Orders For Acme Supplies Procurement Flow"  # 60-80 chars
RECORDED = Path(__file__).parents[1] / "histories" / "planner.json"


def forced(name: str) -> Any:
    def match(body: dict[str, Any]) -> bool:
        choice = body.get("tool_choice")
        return isinstance(choice, dict) and choice["function"]["name"] == name

    return match


def is_planner_step(body: dict[str, Any]) -> bool:
    return body.get("tool_choice") == "auto"


def is_plain(body: dict[str, Any]) -> bool:
    return "tools" not in body and "response_format" not in body and not body.get("stream")


def step(*calls: tuple[str, dict[str, Any]], text: str = "") -> Reply:
    return Reply(text=text, tool_calls=[{"name": n, "arguments": a} for n, a in calls] or None, match=is_planner_step)


def correct(action_code: str, name: str, module: str, inputs: dict[str, str]) -> Reply:
    correction = {
        "action_code": action_code,
        "name": name,
        "pillar": "Procurement",
        "module": module,
        "inputs": [{"name": k, "value": v} for k, v in inputs.items()],
    }
    return Reply(tool_calls=[{"name": "correct_block", "arguments": correction}], match=forced("correct_block"))


PO_INPUTS = {
    "Supplier Name": "Acme Supplies",
    "Business Unit": "US1",
    "Item Description": "Laptops",
    "Quantity": "10",
    "Unit Price": "900",
}
APPROVE_INPUTS = {"Purchase Order Number": "PO-1", "Approver Name": "Dana", "Action": "Approve"}
BLOCKS = [
    {"block_id": "b1", "name": "Create Purchase Order", "action_code": "CreatePurchaseOrder", "block_type": "task", "inputs": PO_INPUTS},
    {"block_id": "b2", "name": "Approve Purchase Order", "action_code": "ApprovePurchaseOrder", "block_type": "task", "inputs": APPROVE_INPUTS},
]  # fmt: skip


def script_full_run(llm: ScriptedLLM) -> None:
    llm.script(
        Reply(
            tool_calls=[
                {"name": "refine_query", "arguments": {"needs_refinement": True, "refined_query": "Create, approve a PO"}}
            ],
            match=forced("refine_query"),
        ),
        step(("think_approach", {"summary": "Search, ask the supplier, then build."})),
        step(("web_search", {"queries": ["purchase order approval"]}), ("task_block_search", {"queries": ["purchase order"]})),
        step(("clarify", {"questions": ["Which supplier?"]})),
        # Invalid: an edge to a block that does not exist.
        step(("submit_workflow", {"workflow_json": {"blocks": BLOCKS}, "edges": [{"from": "b1", "to": "b9"}]})),
        step(("submit_workflow", {"workflow_json": {"blocks": BLOCKS}, "edges": [{"from": "b1", "to": "b2"}]})),
        correct("CreatePurchaseOrder", "Create Purchase Order", "Purchasing", PO_INPUTS),
        correct("ApprovePurchaseOrder", "Approve Purchase Order", "Purchasing", APPROVE_INPUTS),
        Reply(text=JOB_NAME, match=is_plain),
    )  # fmt: skip


def check_payload(event: str, payload: dict[str, Any]) -> None:
    assert event in SERVER_EVENTS, event
    assert tuple(sorted(payload)) == tuple(sorted(SERVER_EVENTS[event])), (event, payload)


def check_story(events: list[tuple[str, dict[str, Any]]], scripted_llm: ScriptedLLM) -> None:
    names = [name for name, _ in events]
    for name, payload in events:
        check_payload(name, payload)
    for expected in (
        "processing_started",
        "think_approach",
        "web_search_started",
        "web_search_results",
        "task_block_search_started",
        "task_block_search_results",
        "clarification_requested",
        "clarification_received",
        "clarification_processing",
        "validator_progress_update",
        "referencing_started",
        "opkey_workflow_json",
    ):
        assert expected in names, (expected, names)
    assert names.index("clarification_received") > names.index("clarification_requested")
    progress = [p for n, p in events if n == "validator_progress_update"]
    assert [(p["progress"], p["totalNodes"]) for p in progress] == [(1, 2), (2, 2)]
    workflow = dict(events)["opkey_workflow_json"]
    assert workflow["job_name"] == JOB_NAME
    assert [b["action_code"] for b in workflow["json_data"]] == ["CreatePurchaseOrder", "ApprovePurchaseOrder"]
    assert workflow["graph_data"] == [{"source": "b1", "target": "b2"}]
    # DD-13: the invalid submission's errors went back to the planner as the tool result.
    planner_calls = [r for r in scripted_llm.requests if is_planner_step(r)]
    tool_results = [m["content"] for m in planner_calls[-1]["messages"] if m["role"] == "tool"]
    assert any("NOT accepted" in r and "b9" in r for r in tool_results)
    # DD-17: the user learns that the planner fixes its workflow, in the seed's words.
    retrying = [p for n, p in events if n == "continuation_error"]
    assert [(p["continuation_type"], p["error"]) for p in retrying] == [("submit_workflow", VALIDATION_RETRYING)]
    assert any("The user answered: Acme Supplies" in r for r in tool_results)


async def test_full_run_over_rest_and_sse(tenant: TenantClient, scripted_llm: ScriptedLLM, client: Client) -> None:
    script_full_run(scripted_llm)
    created = await tenant.http.post(
        "/v1/planner/chats",
        json={"message": "Create and approve a purchase order", "userDTO": {"Name": "Dana"}, "project_key": "P1"},
    )
    assert created.status_code == 201, created.text
    chat_id = created.json()["chat_id"]

    events: list[SSEEvent] = []
    async with tenant.http.stream("GET", f"/v1/planner/chats/{chat_id}/events") as response:
        async for event in iter_sse(response):
            events.append(event)
            if event.event == "clarification_requested":
                answered = await tenant.http.post(
                    f"/v1/planner/chats/{chat_id}/clarifications", json={"response": "Acme Supplies"}
                )
                assert answered.status_code == 202, answered.text
            if event.event == "opkey_workflow_json":
                break

    check_story([(e.event, e.json) for e in events], scripted_llm)
    assert [int(e.id) for e in events] == list(range(len(events)))
    state = (await tenant.http.get(f"/v1/planner/chats/{chat_id}")).json()
    assert state["status"] == "done" and state["job_name"] == JOB_NAME and state["usage"]["total_tokens"] > 0
    no_clarification = await tenant.http.post(f"/v1/planner/chats/{chat_id}/clarifications", json={"response": "x"})
    assert no_clarification.status_code == 409

    # Replay: the run's history replays on the current code (recorded with RECORD_HISTORIES=1).
    assert (await tenant.http.post(f"/v1/planner/chats/{chat_id}/cancel")).status_code == 200
    handle = client.get_workflow_handle_for(PlannerWorkflow.run, planner_workflow_id(tenant.tenant_id, chat_id))
    await asyncio.wait_for(handle.result(), 30)
    await check_fresh_history(PlannerWorkflow, await handle.fetch_history(), RECORDED)


async def test_recorded_history_replays() -> None:
    await check_recorded_history(PlannerWorkflow, RECORDED, "planner-recorded")


def ws_url(api_url: str, token: str | None = None) -> str:
    return api_url.replace("http://", "ws://") + "/v1/planner/ws" + (f"?token={token}" if token else "")


async def test_full_run_over_the_websocket(tenant: TenantClient, scripted_llm: ScriptedLLM, api_url: str) -> None:
    script_full_run(scripted_llm)
    received: list[tuple[str, dict[str, Any]]] = []
    async with websockets.connect(ws_url(api_url)) as ws:
        # No `token` parameter: the first message authenticates.
        await ws.send(json.dumps({"event": "authenticate", "payload": {"token": tenant.api_key}}))
        await ws.send(json.dumps({"event": "ping", "payload": {}}))
        pong = json.loads(await ws.recv())
        assert pong["event"] == "pong" and set(pong["payload"]) == {"timestamp"}
        chat_id = str(uuid.uuid4())
        start = {
            "chat_id": chat_id,
            "message": "Create and approve a purchase order",
            "user_id": "u1",
            "service_type": "planner",
            "attachment": [],
            "userDTO": {"U_ID": "u1", "Name": "Dana", "email_ID": "dana@example.org", "idp_Groups": []},
            "domain": "https://instance.example.com",
            "history": "",
            "clarification_id": None,
            "keycloak_token": "kc",
            "project_key": "P1",
        }
        await ws.send(json.dumps({"event": "start_chat", "payload": start}))
        while True:
            message = json.loads(await asyncio.wait_for(ws.recv(), 30))
            received.append((message["event"], message["payload"]))
            if message["event"] == "clarification_requested":
                answer = {
                    "chat_id": chat_id,
                    "user_id": "u1",
                    "message_id": str(uuid.uuid4()),
                    "response": "Acme Supplies",
                }
                await ws.send(json.dumps({"event": "provide_clarification", "payload": answer}))
            if message["event"] == "opkey_workflow_json":
                break
        await ws.send(json.dumps({"event": "end_chat", "payload": {"chat_id": chat_id}}))
        while message["event"] != "chat_ended":
            message = json.loads(await asyncio.wait_for(ws.recv(), 30))
            received.append((message["event"], message["payload"]))
    check_story(received, scripted_llm)
    assert received[-1] == ("chat_ended", {"chat_id": chat_id, "message": "Chat ended."})


async def test_a_socket_without_a_valid_key_is_closed(api_url: str) -> None:
    async with websockets.connect(ws_url(api_url, "da_wrong")) as ws:
        with pytest.raises(websockets.ConnectionClosed) as closed:
            await ws.recv()
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 4401


async def test_a_client_answering_no_pings_is_dropped(
    fast_planner: tuple[Settings, Any], tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    _settings, http = fast_planner
    scripted_llm.script(step(("clarify", {"questions": ["Anything else?"]})))
    pings = 0
    async with websockets.connect(socket_url(http, tenant.api_key)) as ws:
        await ws.send(json.dumps({"event": "start_chat", "payload": {"chat_id": str(uuid.uuid4()), "message": "Plan"}}))
        with pytest.raises(websockets.ConnectionClosed) as closed:
            while True:  # the client reads the server's pings and never answers them
                pings += json.loads(await asyncio.wait_for(ws.recv(), 10))["event"] == "ping"
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 4408
    assert pings >= 2  # HEARTBEAT_MAX_MISSED: dropped after two unanswered pings in a row


async def test_a_connection_over_the_limit_is_refused(fast_planner: tuple[Settings, Any], tenant: TenantClient) -> None:
    _settings, http = fast_planner
    url = socket_url(http, tenant.api_key)
    async with websockets.connect(url) as first:
        await first.send(json.dumps({"event": "ping", "payload": {}}))
        # The server's own heartbeat pings (fast here) may come before the answer.
        while (event := json.loads(await first.recv())["event"]) == "ping":
            pass
        assert event == "pong"
        async with websockets.connect(url) as second:
            refused = json.loads(await second.recv())
            check_payload(refused["event"], refused["payload"])
            assert refused["event"] == "max_concurrent_connections_exceeded"
            assert refused["payload"]["max_allowed_connections"] == "1"


async def test_an_unanswered_clarification_ends_the_chat_cleanly(
    fast_planner: tuple[Settings, Any], tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    _settings, http = fast_planner
    scripted_llm.script(step(("clarify", {"questions": ["Which supplier?"]})))
    auth = {"Authorization": f"Bearer {tenant.api_key}"}
    created = await http.post("/v1/planner/chats", json={"message": "Plan"}, headers=auth)
    chat_id = created.json()["chat_id"]
    async with http.stream("GET", f"/v1/planner/chats/{chat_id}/events", headers=auth) as response:
        names = [event.event async for event in iter_sse(response)]  # ends with the workflow
    assert names[-2:] == ["clarification_requested", "chat_ended"]


async def test_a_long_history_is_summarized_first(
    tenant: TenantClient, scripted_llm: ScriptedLLM, settings: Settings, client: Client
) -> None:
    small = settings.model_copy(
        update={
            "task_queue": f"{settings.task_queue}-small",
            "token_summarization_limit": 50,
            "query_refinement_mode": "inline",
        }
    )
    scripted_llm.script(Reply(text="The user wants a PO flow.", match=is_plain), step(text="Here is my answer."))
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, small, executor), serve(create_app(small)) as http:
            auth = {"Authorization": f"Bearer {tenant.api_key}"}
            created = await http.post(
                "/v1/planner/chats", json={"message": "Plan a purchase order flow " * 20}, headers=auth
            )
            chat_id = created.json()["chat_id"]
            async with http.stream("GET", f"/v1/planner/chats/{chat_id}/events", headers=auth) as response:
                async for event in iter_sse(response):
                    if event.event == "final_answer":
                        assert event.json["answer_content"] == "Here is my answer."
                        break
    planner_request = next(r for r in scripted_llm.requests if is_planner_step(r))
    assert any("Summary of the conversation so far" in str(m.get("content")) for m in planner_request["messages"])


async def test_errors_reach_the_client_masked(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    scripted_llm.script(Reply(status=401, error_message="invalid key sk-secret", match=forced("refine_query")))
    created = await tenant.http.post("/v1/planner/chats", json={"message": "Plan"})
    chat_id = created.json()["chat_id"]
    async with tenant.http.stream("GET", f"/v1/planner/chats/{chat_id}/events") as response:
        async for event in iter_sse(response):
            if event.event == "error":
                check_payload("error", event.json)
                assert event.json["error_code"] == "LLM_AUTH_FAILED"
                assert "sk-secret" not in event.data
                break
    state = (await tenant.http.get(f"/v1/planner/chats/{chat_id}")).json()
    assert state["status"] == "error"
    await tenant.http.post(f"/v1/planner/chats/{chat_id}/cancel")


async def test_job_name_falls_back_when_the_llm_fails(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    scripted_llm.script(
        Reply(tool_calls=[{"name": "refine_query", "arguments": {"needs_refinement": False, "refined_query": ""}}], match=forced("refine_query")),
        step(("submit_workflow", {"workflow_json": {"blocks": BLOCKS}, "edges": [{"from": "b1", "to": "b2"}]})),
        correct("CreatePurchaseOrder", "Create Purchase Order", "Purchasing", PO_INPUTS),
        correct("ApprovePurchaseOrder", "Approve Purchase Order", "Purchasing", APPROVE_INPUTS),
        Reply(status=500, match=is_plain),
    )  # fmt: skip
    created = await tenant.http.post("/v1/planner/chats", json={"message": "Create and approve a purchase order"})
    chat_id = created.json()["chat_id"]
    async with tenant.http.stream("GET", f"/v1/planner/chats/{chat_id}/events") as response:
        async for event in iter_sse(response):
            if event.event == "opkey_workflow_json":
                assert 60 <= len(event.json["job_name"]) <= 80
                break
    await tenant.http.post(f"/v1/planner/chats/{chat_id}/cancel")


def test_server_event_table_is_dd15() -> None:
    assert len(SERVER_EVENTS) == 19 and SERVER_EVENTS["error"][-1] == "error_code"


# --- Ids, sizes and bad input (REST and the WebSocket) -----------------------------------------


def refinements(count: int, containing: str = "") -> list[Reply]:
    """Quick `separate` refinements (of requests holding `containing`); the planner steps then
    get the default reply (an answer)."""
    no_change = {"needs_refinement": False, "refined_query": ""}
    refine = forced("refine_query")
    return [
        Reply(
            tool_calls=[{"name": "refine_query", "arguments": no_change}],
            match=lambda body: refine(body) and containing in json.dumps(body),
        )
        for _ in range(count)
    ]


async def events_until(tenant: TenantClient, chat_id: str, last: str, count: int = 1) -> list[SSEEvent]:
    """The chat's SSE events up to the `count`-th `last` (or the stream's end)."""
    events: list[SSEEvent] = []
    async with tenant.http.stream("GET", f"/v1/planner/chats/{chat_id}/events") as response:
        assert response.status_code == 200
        async for event in iter_sse(response):
            events.append(event)
            if sum(e.event == last for e in events) == count:
                break
    return events


async def next_event(ws: Any, name: str) -> dict[str, Any]:
    while True:
        message = json.loads(await asyncio.wait_for(ws.recv(), 30))
        if message["event"] == name:
            return message["payload"]


async def test_chat_ids_are_scoped_per_tenant(
    tenant: TenantClient, other_tenant: TenantClient, scripted_llm: ScriptedLLM, api_url: str
) -> None:
    scripted_llm.script(*refinements(5))
    chat_id = "acme-q3-plan"
    created = await tenant.http.post("/v1/planner/chats", json={"chat_id": chat_id, "message": "Plan Q3"})
    assert created.status_code == 201, created.text
    await events_until(tenant, chat_id, "final_answer")
    assert (await tenant.http.post(f"/v1/planner/chats/{chat_id}/cancel")).status_code == 200
    assert (await events_until(tenant, chat_id, "chat_ended"))[-1].event == "chat_ended"

    # Tenant B starts a chat with A's id over the WebSocket: B's own chat; A's is untouched.
    async with websockets.connect(ws_url(api_url, other_tenant.api_key)) as ws:
        await ws.send(json.dumps({"event": "start_chat", "payload": {"chat_id": chat_id, "message": "Plan B"}}))
        assert (await next_event(ws, "processing_started"))["chat_id"] == chat_id
        await next_event(ws, "final_answer")
        a_state = await tenant.http.get(f"/v1/planner/chats/{chat_id}")
        assert a_state.status_code == 200, a_state.text
        assert a_state.json()["tenant_id"] == tenant.tenant_id and a_state.json()["status"] == "done"
        a_events = [e.event for e in await events_until(tenant, chat_id, "chat_ended")]
        assert a_events.count("processing_started") == 1
        b_state = (await other_tenant.http.get(f"/v1/planner/chats/{chat_id}")).json()
        assert b_state["tenant_id"] == other_tenant.tenant_id

        # start_chat for B's running chat is a follow-up message of B's chat, never of A's.
        await ws.send(json.dumps({"event": "start_chat", "payload": {"chat_id": chat_id, "message": "Again"}}))
        assert (await next_event(ws, "processing_started"))["chat_id"] == chat_id
        await next_event(ws, "final_answer")
        b_events = [e.event for e in await events_until(other_tenant, chat_id, "final_answer", 2)]
        assert b_events.count("processing_started") == 2

    # The same tenant's id is never reused: 409 for a running chat (B's) and an ended one (A's).
    for owner in (other_tenant, tenant):
        again = await owner.http.post("/v1/planner/chats", json={"chat_id": chat_id, "message": "Again"})
        assert again.status_code == 409 and "exists already" in again.json()["detail"]

    # Another tenant's running chat id is no conflict over REST either (a 409 would reveal it).
    for owner in (other_tenant, tenant):
        started = await owner.http.post("/v1/planner/chats", json={"chat_id": "acme-q4-plan", "message": "Q4"})
        assert started.status_code == 201, started.text
    for owner, ending in ((other_tenant, chat_id), (other_tenant, "acme-q4-plan"), (tenant, "acme-q4-plan")):
        assert (await owner.http.post(f"/v1/planner/chats/{ending}/cancel")).status_code == 200


TOO_LONG = "x" * 32_001


@pytest.mark.parametrize(
    ("body", "loc", "names"),
    [
        ({"message": "Plan", "chat_id": "q3/plan"}, ["body", "chat_id"], "pattern"),
        ({"message": "Plan", "chat_id": "c" * 129}, ["body", "chat_id"], "pattern"),
        ({"message": TOO_LONG}, ["body", "message"], "32000"),
        ({"message": "Plan", "history": "h" * 64_001}, ["body", "history"], "64000"),
        ({"message": "Plan", "attachment": [{}] * 21}, ["body", "attachment"], "20"),
        ({"message": "Plan", "userDTO": {"idp_Groups": ["g"] * 101}}, ["body", "userDTO", "idp_Groups"], "100"),
        ({"message": "Plan", "userDTO": {"Name": "n" * 300_000}}, ["body"], "256,000 are accepted"),
        ({"message": "Plan", "colour": "red"}, ["body", "colour"], "Extra inputs"),
        ({"message": "Plan", "userDTO": {"Nickname": "D"}}, ["body", "userDTO", "Nickname"], "Extra inputs"),
    ],
)
async def test_a_start_body_is_bounded_and_strict(
    tenant: TenantClient, body: dict[str, Any], loc: list[str], names: str
) -> None:
    response = await tenant.http.post("/v1/planner/chats", json=body)
    assert response.status_code == 422, response.text
    problems = {tuple(e["loc"]): e["msg"] for e in response.json()["detail"]}
    assert names in problems[tuple(loc)], problems


async def test_message_and_clarification_bodies_are_bounded_and_strict(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    scripted_llm.script(*refinements(1))
    chat_id = (await tenant.http.post("/v1/planner/chats", json={"message": "Plan"})).json()["chat_id"]
    for route, body, loc, names in (
        ("messages", {"content": TOO_LONG}, ["body", "content"], "32000"),  # was a plain-text 500
        ("messages", {"content": "Hi", "role": "system"}, ["body", "role"], "Extra inputs"),
        ("clarifications", {"response": TOO_LONG}, ["body", "response"], "32000"),
        ("clarifications", {"response": "Acme", "urgent": True}, ["body", "urgent"], "Extra inputs"),
    ):
        response = await tenant.http.post(f"/v1/planner/chats/{chat_id}/{route}", json=body)
        assert response.status_code == 422, (route, response.text)
        problems = {tuple(e["loc"]): e["msg"] for e in response.json()["detail"]}
        assert names in problems[tuple(loc)], problems
    bad_id = await tenant.http.get("/v1/planner/chats/q3%20plan")
    assert bad_id.status_code == 422 and bad_id.json()["detail"][0]["loc"] == ["path", "chat_id"]
    assert (await tenant.http.post(f"/v1/planner/chats/{chat_id}/cancel")).status_code == 200


async def test_a_long_chat_keeps_its_activity_payloads_under_temporals_limit(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    """70 messages of 32,000 characters. The history given to the refinement (and to
    referencing) is bounded: it was the whole chat, so those inputs grew towards the 2 MB
    payload limit and the history (all of them) hit Temporal's 50 MB limit at ~50 messages."""
    count = 70
    # Only this chat's refinements take these replies: a retried activity of an earlier test's
    # chat once took two, and this chat then waited for its 70th answer until the timeout.
    scripted_llm.script(*refinements(count, containing="m" * 1_000))
    created = await tenant.http.post("/v1/planner/chats", json={"message": "m" * 32_000})
    chat_id = created.json()["chat_id"]
    for _ in range(count - 1):
        sent = await tenant.http.post(f"/v1/planner/chats/{chat_id}/messages", json={"content": "m" * 32_000})
        assert sent.status_code == 202, sent.text
    events = await events_until(tenant, chat_id, "final_answer", count)
    assert [e.event for e in events].count("final_answer") == count
    assert "error" not in [e.event for e in events]
    assert (await tenant.http.post(f"/v1/planner/chats/{chat_id}/cancel")).status_code == 200


class _Tracebacks(logging.Handler):
    def __init__(self) -> None:
        super().__init__()
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info:
            self.records.append(record)


@pytest.fixture
def tracebacks() -> Iterator[list[logging.LogRecord]]:
    """Records with a traceback that the API server (uvicorn, in this process) logs."""
    handler = _Tracebacks()
    loggers = [logging.getLogger(name) for name in ("uvicorn.error", "api.planner.routes", "api.planner.socket")]
    for logger in loggers:
        logger.addHandler(handler)
    yield handler.records
    for logger in loggers:
        logger.removeHandler(handler)


SCAN = {"name": "scan.pdf", "type": "application/pdf", "content": "JVBERi0x"}
BAD_FRAMES: list[tuple[str | bytes, str]] = [
    (b"\x00\x01binary", "Binary frames"),
    ("not json", "not JSON"),
    ("[1, 2]", '"event"'),
    ('{"event": 5}', '"event"'),
    ('{"event": "ping", "payload": {}, "to": "all"}', "'to'"),
    ('{"event": "ping", "payload": {"at": NaN}}', "NaN"),
    ("[" * 5_000 + "]" * 5_000, "nested"),
    ('{"event": "dance", "payload": {}}', "Unknown event 'dance'"),
    *(
        (json.dumps({"event": event, "payload": payload}), "must be a JSON object")
        for event in ("start_chat", "provide_clarification", "end_chat", "ping", "dance")
        for payload in ([1, 2], "start", 7)
    ),
    (json.dumps({"event": "start_chat", "payload": {}}), "`message`: Field required"),
    (json.dumps({"event": "start_chat", "payload": {"message": TOO_LONG}}), "at most 32000 characters"),
    (json.dumps({"event": "start_chat", "payload": {"message": "Plan", "colour": "red"}}), "`colour`: Extra inputs"),
    (json.dumps({"event": "start_chat", "payload": {"message": "Plan", "chat_id": "../x"}}), "`chat_id`: String"),
    (json.dumps({"event": "start_chat", "payload": {"message": "Plan", "chat_id": ["x"]}}), "`chat_id`"),
    (
        json.dumps({"event": "start_chat", "payload": {"message": "Plan", "attachment": [SCAN]}}),
        "only text attachments",
    ),
    (json.dumps({"event": "start_chat", "payload": {"message": "Plan", "attachment": ["a.txt"]}}), "`attachment.0`"),
    (json.dumps({"event": "start_chat", "payload": {"message": "Plan", "offset": -1}}), "`offset`"),
    (json.dumps({"event": "provide_clarification", "payload": {}}), "`chat_id`: Field required"),
    (json.dumps({"event": "provide_clarification", "payload": {"chat_id": "nope", "response": "A"}}), "No such"),
    (json.dumps({"event": "provide_clarification", "payload": {"chat_id": "c", "response": "A", "x": 1}}), "`x`"),
    (json.dumps({"event": "end_chat", "payload": {}}), "No planner chat runs here"),
    (json.dumps({"event": "end_chat", "payload": {"chat_id": "nope"}}), "No such"),
    (json.dumps({"event": "end_chat", "payload": {"chat_id": "c", "now": True}}), "`now`: Extra inputs"),
]


async def test_the_socket_answers_bad_frames_with_an_error_and_stays_open(
    tenant: TenantClient, api_url: str, tracebacks: list[logging.LogRecord]
) -> None:
    async with websockets.connect(ws_url(api_url, tenant.api_key), max_size=None) as ws:
        for frame, says in BAD_FRAMES:
            await ws.send(frame)
            reply = json.loads(await asyncio.wait_for(ws.recv(), 10))
            assert reply["event"] == "error", (frame[:80], reply)
            check_payload("error", reply["payload"])
            assert reply["payload"]["error_code"] == "INVALID_MESSAGE"
            assert says in reply["payload"]["message"], (frame[:80], reply["payload"]["message"])
        await ws.send(json.dumps({"event": "ping"}))  # a payload may be left out
        assert json.loads(await ws.recv())["event"] == "pong"
    assert not tracebacks, [r.getMessage() for r in tracebacks]


async def test_input_analysis_says_how_a_message_would_be_read(tenant: TenantClient, api_url: str) -> None:
    """`input_analysis` (seed 003 names it; today it was an unknown event): the message's steps,
    and what start_chat would refuse in it; nothing is started."""
    request = {"message": "Create a purchase order and send it to the vendor", "attachment": [SCAN]}
    async with websockets.connect(ws_url(api_url, tenant.api_key)) as ws:
        await ws.send(json.dumps({"event": "input_analysis", "payload": request}))
        reply = json.loads(await asyncio.wait_for(ws.recv(), 10))
    assert reply["event"] == "input_analysis"
    assert reply["payload"]["steps"] == ["Create a purchase order", "send it to the vendor"]
    [problem] = reply["payload"]["problems"]
    assert problem.startswith("`attachment.0.type`") and "only text attachments" in problem


async def test_an_unauthenticated_socket_is_closed_whatever_it_sends(api_url: str) -> None:
    for frame in (b"\x00", "not json", '{"event": "authenticate", "payload": [1]}', '{"event": "ping"}'):
        async with websockets.connect(ws_url(api_url)) as ws:
            await ws.send(frame)
            with pytest.raises(websockets.ConnectionClosed) as closed:
                await ws.recv()
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 4401, frame


async def test_the_planner_routes_document_their_statuses(tenant: TenantClient) -> None:
    paths = (await tenant.http.get("/openapi.json")).json()["paths"]
    expected = {
        ("/v1/planner/chats", "post"): {"201", "409", "422", "503"},
        ("/v1/planner/chats/{chat_id}", "get"): {"200", "404", "422", "503"},
        ("/v1/planner/chats/{chat_id}/messages", "post"): {"202", "404", "409", "422", "503"},
        ("/v1/planner/chats/{chat_id}/clarifications", "post"): {"202", "404", "409", "422", "503"},
        ("/v1/planner/chats/{chat_id}/cancel", "post"): {"200", "404", "422", "503"},
        ("/v1/planner/chats/{chat_id}/events", "get"): {"200", "404", "422", "503"},
    }
    for (path, method), statuses in expected.items():
        assert statuses <= set(paths[path][method]["responses"]), (path, method)
