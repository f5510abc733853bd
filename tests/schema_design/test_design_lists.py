"""The design session list (`GET /v1/design-sessions`) over HTTP: pages, the first message as
title, state and text filters, who sees which sessions."""

from __future__ import annotations

from temporalio.client import Client

from durable_agents.temporal import design_workflow_id
from tests.conftest import TenantClient
from tests.schema_design.test_api import BASE, create_session, run_message
from tests.support.lists import listed, pages


async def test_sessions_are_listed_newest_first_two_a_page(tenant: TenantClient) -> None:
    session_ids = [await create_session(tenant) for _ in range(5)]

    found = await pages(tenant.http, BASE, limit=2)

    assert [len(page) for page in found] == [2, 2, 1]
    assert [item["session_id"] for page in found for item in page] == session_ids[::-1]
    newest = found[0][0]
    assert (newest["state"], newest["title"], newest["created_by"]) == ("idle", "", None)
    assert newest["links"] == {"self": f"{BASE}/{session_ids[-1]}", "events": f"{BASE}/{session_ids[-1]}/events"}


async def test_the_first_message_titles_a_session_and_text_and_state_filter_them(
    tenant: TenantClient, client: Client
) -> None:
    described = await create_session(tenant)
    ended = await create_session(tenant)
    await run_message(tenant, described, "A library: members borrow books")
    await client.get_workflow_handle(design_workflow_id(ended)).terminate(reason="ended elsewhere")

    items = {item["session_id"]: item for item in (await tenant.http.get(BASE)).json()["items"]}
    assert items[described]["title"] == "A library: members borrow books"
    assert items[described]["updated_at"] > items[described]["created_at"]
    assert (items[described]["state"], items[ended]["state"]) == ("idle", "closed")
    assert await listed(tenant.http, BASE, "session_id", q="BORROW") == [described]
    assert await listed(tenant.http, BASE, "session_id", state="closed") == [ended]
    assert await listed(tenant.http, BASE, "session_id", state="idle", q="members") == [described]
    refused = await tenant.http.get(BASE, params={"state": "asleep"})
    assert refused.status_code == 422 and refused.json()["detail"][0]["loc"] == ["query", "state"]


async def test_a_user_lists_their_own_sessions_and_no_tenant_anothers(
    tenant: TenantClient, other_tenant: TenantClient
) -> None:
    alice = await tenant.add_user("alice@example.org")
    try:
        by_alice = await create_session(alice)
        by_admin = await create_session(tenant)
        elsewhere = await create_session(other_tenant)

        assert await listed(alice.http, BASE, "session_id") == [by_alice]
        assert await listed(tenant.http, BASE, "session_id") == [by_admin, by_alice]
        assert await listed(other_tenant.http, BASE, "session_id") == [elsewhere]
    finally:
        await alice.http.aclose()
