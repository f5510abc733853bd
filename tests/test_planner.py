"""The planner (seed 003) end to end: a scripted LLM that searches, asks a clarification,
submits an invalid workflow, gets the errors back, fixes it and submits again — over SSE
and over the WebSocket, with DD-15's event names and payload keys checked on the wire."""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
import websockets
from temporalio.client import Client

from api.app import create_app
from durable_agents.planner import SERVER_EVENTS
from durable_agents.settings import Settings
from durable_agents.temporal import planner_workflow_id
from tests.conftest import TenantClient
from tests.support.replay import check_fresh_history, check_recorded_history
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.support.sse import SSEEvent, iter_sse
from tests.test_slack import serve
from worker import build_worker
from workflows.planner import PlannerWorkflow

JOB_NAME = "Create And Approve Purchase Orders For Acme Supplies Procurement Flow"  # 60-80 chars
RECORDED = Path(__file__).parent / "histories" / "planner.json"


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
    handle = client.get_workflow_handle_for(PlannerWorkflow.run, planner_workflow_id(chat_id))
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


@pytest.fixture
async def fast_planner(settings: Settings, client: Client) -> AsyncIterator[tuple[Settings, Any]]:
    """An API and a worker whose heartbeats and clarification timeout are short."""
    quick = settings.model_copy(
        update={
            "task_queue": f"{settings.task_queue}-quick",
            "heartbeat_interval_seconds": 0.2,
            "heartbeat_max_missed": 2,
            "clarification_timeout_seconds": 1.0,
            "query_refinement_mode": "disabled",
            "max_concurrent_connections": 1,
        }
    )
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, quick, executor), serve(create_app(quick)) as http:
            yield quick, http


async def test_missed_heartbeats_drop_the_socket_and_end_the_chat(
    fast_planner: tuple[Settings, Any], tenant: TenantClient, scripted_llm: ScriptedLLM, client: Client
) -> None:
    _settings, http = fast_planner
    scripted_llm.script(step(("clarify", {"questions": ["Anything else?"]})))
    chat_id = str(uuid.uuid4())
    url = str(http.base_url).replace("http://", "ws://").rstrip("/") + f"/v1/planner/ws?token={tenant.api_key}"
    async with websockets.connect(url) as ws:
        await ws.send(json.dumps({"event": "start_chat", "payload": {"chat_id": chat_id, "message": "Plan"}}))
        with pytest.raises(websockets.ConnectionClosed) as closed:
            while True:  # the client never pings: the server drops it
                await asyncio.wait_for(ws.recv(), 10)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 4408
    handle = client.get_workflow_handle_for(PlannerWorkflow.run, planner_workflow_id(chat_id))
    final = await asyncio.wait_for(handle.result(), 30)
    assert final.status == "done"


async def test_a_connection_over_the_limit_is_refused(fast_planner: tuple[Settings, Any], tenant: TenantClient) -> None:
    _settings, http = fast_planner
    url = str(http.base_url).replace("http://", "ws://").rstrip("/") + f"/v1/planner/ws?token={tenant.api_key}"
    async with websockets.connect(url) as first:
        await first.send(json.dumps({"event": "ping", "payload": {}}))
        assert json.loads(await first.recv())["event"] == "pong"
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
