"""The execution list (`GET /v1/executions`) over HTTP: pages, agent, state and text filters,
who sees which executions."""

from __future__ import annotations

import asyncio

from tests.conftest import TenantClient
from tests.support.lists import listed, pages

BASE = "/v1/executions"


async def _start(tenant: TenantClient, query: str, **fields: object) -> str:
    response = await tenant.http.post(BASE, json={"query": query, **fields})
    assert response.status_code == 202, response.text
    return response.json()["execution_id"]


async def _finished(tenant: TenantClient, execution_id: str) -> None:
    for _ in range(600):
        if (await tenant.http.get(f"{BASE}/{execution_id}")).json()["status"] != "running":
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"execution {execution_id} still runs")


async def test_executions_are_listed_newest_first_two_a_page(tenant: TenantClient) -> None:
    execution_ids = [await _start(tenant, f"What is {n} + {n}?") for n in range(5)]

    found = await pages(tenant.http, BASE, limit=2)

    assert [len(page) for page in found] == [2, 2, 1]
    assert [item["execution_id"] for page in found for item in page] == execution_ids[::-1]
    newest = found[0][0]
    assert newest["title"] == "What is 4 + 4?" and newest["created_by"] is None and newest["agent_id"] is None
    assert newest["links"] == {"self": f"{BASE}/{execution_ids[-1]}", "events": f"{BASE}/{execution_ids[-1]}/events"}
    for execution_id in execution_ids:
        await _finished(tenant, execution_id)


async def test_executions_are_filtered_by_agent_state_and_text(tenant: TenantClient) -> None:
    agent_id = await tenant.create_agent()
    with_agent = await _start(tenant, "Summarise the incident report", agent_id=agent_id)
    plain = await _start(tenant, "Explain durable execution")
    await _finished(tenant, with_agent)
    await _finished(tenant, plain)

    assert await listed(tenant.http, BASE, "execution_id", agent_id=agent_id) == [with_agent]
    assert await listed(tenant.http, BASE, "execution_id", q="durable EXEC") == [plain]
    assert await listed(tenant.http, BASE, "execution_id", state="completed") == [plain, with_agent]
    assert await listed(tenant.http, BASE, "execution_id", state="running") == []
    [item] = (await tenant.http.get(BASE, params={"agent_id": agent_id})).json()["items"]
    assert item["updated_at"] > item["created_at"]  # when it ended


async def test_a_user_lists_their_own_executions_and_no_tenant_anothers(
    tenant: TenantClient, other_tenant: TenantClient
) -> None:
    alice = await tenant.add_user("alice@example.org")
    try:
        by_alice = await _start(alice, "Alice's question")
        by_admin = await _start(tenant, "The admin's question")
        elsewhere = await _start(other_tenant, "Another tenant's question")

        assert await listed(alice.http, BASE, "execution_id") == [by_alice]
        assert await listed(tenant.http, BASE, "execution_id") == [by_admin, by_alice]
        assert await listed(other_tenant.http, BASE, "execution_id") == [elsewhere]
        for owner, execution_id in ((alice, by_alice), (tenant, by_admin), (other_tenant, elsewhere)):
            await _finished(owner, execution_id)
    finally:
        await alice.http.aclose()
