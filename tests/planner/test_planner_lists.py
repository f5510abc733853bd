"""The planner chat list (`GET /v1/planner/chats`) over HTTP and the WebSocket's starts in it:
pages, state and text filters, who sees which chats."""

from __future__ import annotations

import json

import websockets
from temporalio.client import Client

from durable_agents.temporal import planner_workflow_id
from tests.conftest import TenantClient
from tests.planner.test_planner import ws_url
from tests.support.lists import listed, pages

BASE = "/v1/planner/chats"


async def _start(tenant: TenantClient, message: str, chat_id: str | None = None) -> str:
    body = {"message": message, **({"chat_id": chat_id} if chat_id else {})}
    response = await tenant.http.post(BASE, json=body)
    assert response.status_code == 201, response.text
    return response.json()["chat_id"]


async def _end(client: Client, tenant: TenantClient, chat_id: str) -> None:
    await client.get_workflow_handle(planner_workflow_id(tenant.tenant_id, chat_id)).terminate(reason="test")


async def test_planner_chats_are_listed_newest_first_two_a_page(tenant: TenantClient, client: Client) -> None:
    chat_ids = [await _start(tenant, f"Plan number {n}") for n in range(5)]
    for chat_id in chat_ids:
        await _end(client, tenant, chat_id)  # the scripted model has nothing to plan with

    found = await pages(tenant.http, BASE, limit=2)

    assert [len(page) for page in found] == [2, 2, 1]
    assert [item["chat_id"] for page in found for item in page] == chat_ids[::-1]
    newest = found[0][0]
    assert newest["title"] == "Plan number 4" and newest["created_by"] is None
    assert newest["links"] == {"self": f"{BASE}/{chat_ids[-1]}", "events": f"{BASE}/{chat_ids[-1]}/events"}


async def test_planner_chats_are_filtered_by_state_and_text(tenant: TenantClient, client: Client) -> None:
    hiring = await _start(tenant, "Hire an employee and run payroll")
    purchase = await _start(tenant, "Approve a purchase order")
    await _end(client, tenant, purchase)

    assert await listed(tenant.http, BASE, "chat_id", q="PAYROLL") == [hiring]
    assert await listed(tenant.http, BASE, "chat_id", state="error") == [purchase]
    assert purchase not in await listed(tenant.http, BASE, "chat_id", state="planning")
    await _end(client, tenant, hiring)
    refused = await tenant.http.get(BASE, params={"state": "sleeping"})
    assert refused.status_code == 422 and refused.json()["detail"][0]["loc"] == ["query", "state"]


async def test_a_user_lists_their_own_planner_chats_also_from_the_websocket(
    tenant: TenantClient, other_tenant: TenantClient, client: Client, api_url: str
) -> None:
    alice = await tenant.add_user("alice@example.org")
    try:
        by_admin = await _start(tenant, "Plan the admin's flow")
        elsewhere = await _start(other_tenant, "Plan another tenant's flow", chat_id="shared-id")
        async with websockets.connect(ws_url(api_url, alice.api_key)) as socket:
            start = {"chat_id": "shared-id", "message": "Plan Alice's onboarding"}
            await socket.send(json.dumps({"event": "start_chat", "payload": start}))
            await socket.recv()  # the chat's first event: it started

        assert await listed(alice.http, BASE, "chat_id") == ["shared-id"]
        assert await listed(tenant.http, BASE, "chat_id") == ["shared-id", by_admin]
        assert await listed(other_tenant.http, BASE, "chat_id") == [elsewhere]
        again = await alice.http.post(BASE, json={"chat_id": "shared-id", "message": "Again"})
        assert again.status_code == 409
        assert await listed(alice.http, BASE, "chat_id") == ["shared-id"]  # the refused start left its row
        for owner, chat_id in ((tenant, "shared-id"), (tenant, by_admin), (other_tenant, elsewhere)):
            await _end(client, owner, chat_id)
    finally:
        await alice.http.aclose()
