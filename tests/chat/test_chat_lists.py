"""The chat list (`GET /v1/chats`) over HTTP: pages, filters, who sees which chats; renaming
and deleting a chat; editing and deleting an agent; a database made before the lists."""

from __future__ import annotations

import uuid
from datetime import datetime
from pathlib import Path

from sqlalchemy import text
from temporalio.client import Client, WorkflowExecutionStatus

from durable_agents import tenancy as tenants
from durable_agents.chat import agents as agents_store
from durable_agents.database import create_schema, make_engine
from durable_agents.schema_design import store as design_store
from durable_agents.temporal import chat_workflow_id
from tests.conftest import TenantClient
from tests.support.lists import listed, pages


async def test_chats_are_listed_newest_first_two_a_page(tenant: TenantClient) -> None:
    agent_id = await tenant.create_agent()
    chat_ids = [await tenant.create_chat(agent_id) for _ in range(5)]

    found = await pages(tenant.http, "/v1/chats", limit=2)

    assert [len(page) for page in found] == [2, 2, 1]
    assert [item["chat_id"] for page in found for item in page] == chat_ids[::-1]
    newest = found[0][0]
    assert newest["state"] == "open" and newest["mode"] == 1 and newest["agent_id"] == agent_id
    assert newest["title"] == "" and newest["created_by"] is None
    assert newest["links"] == {"self": f"/v1/chats/{chat_ids[-1]}", "events": f"/v1/chats/{chat_ids[-1]}/events"}
    assert datetime.fromisoformat(newest["created_at"]).utcoffset() is not None  # a time with its zone


async def test_the_first_message_titles_a_chat_until_it_is_renamed(tenant: TenantClient) -> None:
    chat_id = await tenant.create_chat(await tenant.create_agent())
    await tenant.send(chat_id, "How do I rotate the signing keys?\nWe use three regions.")
    await tenant.send(chat_id, "And the old ones?")

    [item] = (await tenant.http.get("/v1/chats")).json()["items"]
    assert item["title"] == "How do I rotate the signing keys?"
    assert item["updated_at"] > item["created_at"]

    renamed = await tenant.http.patch(f"/v1/chats/{chat_id}", json={"title": "  Key rotation  "})
    assert renamed.status_code == 200, renamed.text
    assert renamed.json()["title"] == "Key rotation"
    # The text search reads the name given and the first message.
    assert await listed(tenant.http, "/v1/chats", "chat_id", q="ROTATION") == [chat_id]
    assert await listed(tenant.http, "/v1/chats", "chat_id", q="three regions") == [chat_id]
    assert await listed(tenant.http, "/v1/chats", "chat_id", q="old ones") == []

    blank = await tenant.http.patch(f"/v1/chats/{chat_id}", json={"title": "   "})
    assert blank.status_code == 422 and "blank" in blank.text


async def test_chats_are_filtered_by_agent_mode_and_text(tenant: TenantClient) -> None:
    support = await tenant.create_agent("Support")
    billing = await tenant.create_agent("Billing")
    by_support = await tenant.create_chat(support)
    by_billing = await tenant.create_chat(billing, mode=4)
    automatic = await tenant.create_chat(None, mode=2)
    await tenant.send(by_billing, "Refund 100% of invoice_42")

    assert await listed(tenant.http, "/v1/chats", "chat_id", agent_id=support) == [by_support]
    assert await listed(tenant.http, "/v1/chats", "chat_id", mode=2) == [automatic]
    assert await listed(tenant.http, "/v1/chats", "chat_id", mode=4, agent_id=billing) == [by_billing]
    # % and _ are searched as themselves.
    assert await listed(tenant.http, "/v1/chats", "chat_id", q="100% of invoice_") == [by_billing]
    assert await listed(tenant.http, "/v1/chats", "chat_id", q="100%_of") == []
    bad_mode = await tenant.http.get("/v1/chats", params={"mode": 7})
    assert bad_mode.status_code == 422 and bad_mode.json()["detail"][0]["loc"] == ["query", "mode"]


async def test_a_user_lists_their_own_chats_and_the_admin_key_the_tenants(tenant: TenantClient) -> None:
    agent_id = await tenant.create_agent()
    alice = await tenant.add_user("alice@example.org")
    bob = await tenant.add_user("bob@example.org")
    try:
        by_alice = await alice.create_chat(agent_id)
        by_bob = await bob.create_chat(agent_id)
        by_admin = await tenant.create_chat(agent_id)
        alice_id = next(u["user_id"] for u in (await tenant.http.get("/v1/users")).json() if u["email"].startswith("a"))

        assert await listed(alice.http, "/v1/chats", "chat_id") == [by_alice]
        assert await listed(bob.http, "/v1/chats", "chat_id") == [by_bob]
        assert await listed(tenant.http, "/v1/chats", "chat_id") == [by_admin, by_bob, by_alice]
        assert await listed(tenant.http, "/v1/chats", "chat_id", created_by=alice_id) == [by_alice]
        assert await listed(alice.http, "/v1/chats", "chat_id", created_by=alice_id) == [by_alice]
        [item] = (await alice.http.get("/v1/chats")).json()["items"]
        assert item["created_by"] == alice_id

        someone_else = await bob.http.get("/v1/chats", params={"created_by": alice_id})
        assert someone_else.status_code == 403 and "own items" in someone_else.json()["detail"]
    finally:
        await alice.http.aclose()
        await bob.http.aclose()


async def test_another_tenants_chats_are_never_listed_renamed_or_deleted(
    tenant: TenantClient, other_tenant: TenantClient
) -> None:
    mine = await tenant.create_chat(await tenant.create_agent())
    theirs = await other_tenant.create_chat(await other_tenant.create_agent())
    await other_tenant.send(theirs, "Our secret roadmap")

    assert await listed(tenant.http, "/v1/chats", "chat_id") == [mine]
    assert await listed(tenant.http, "/v1/chats", "chat_id", q="roadmap") == []
    assert (await tenant.http.patch(f"/v1/chats/{theirs}", json={"title": "Mine now"})).status_code == 404
    assert (await tenant.http.delete(f"/v1/chats/{theirs}")).status_code == 404
    assert await listed(other_tenant.http, "/v1/chats", "chat_id") == [theirs]


async def test_a_bad_cursor_or_limit_is_refused_with_its_reason(tenant: TenantClient) -> None:
    for cursor in ("not-a-cursor", "WyJ4Il0", "bm9wZQ"):
        refused = await tenant.http.get("/v1/chats", params={"cursor": cursor})
        assert refused.status_code == 422, refused.text
        [error] = refused.json()["detail"]
        assert error["loc"] == ["query", "cursor"] and "next_cursor" in error["msg"]
    for limit in (0, 101, "many"):
        refused = await tenant.http.get("/v1/chats", params={"limit": limit})
        assert refused.status_code == 422, refused.text
        assert refused.json()["detail"][0]["loc"] == ["query", "limit"]
    assert "less than or equal to 100" in (await tenant.http.get("/v1/chats", params={"limit": 101})).text


async def test_deleting_a_chat_ends_its_workflow_and_removes_it(tenant: TenantClient, client: Client) -> None:
    agent_id = await tenant.create_agent()
    kept = await tenant.create_chat(agent_id)
    deleted = await tenant.create_chat(agent_id)
    await tenant.send(deleted, "Forget this")

    response = await tenant.http.delete(f"/v1/chats/{deleted}")

    assert response.status_code == 204, response.text
    assert (await tenant.http.get(f"/v1/chats/{deleted}")).status_code == 404
    assert (await tenant.http.delete(f"/v1/chats/{deleted}")).status_code == 404
    assert await listed(tenant.http, "/v1/chats", "chat_id") == [kept]
    description = await client.get_workflow_handle(chat_workflow_id(deleted)).describe()
    assert description.status == WorkflowExecutionStatus.TERMINATED


async def test_a_closed_chat_is_listed_closed_and_can_be_deleted(tenant: TenantClient, client: Client) -> None:
    chat_id = await tenant.create_chat(await tenant.create_agent())
    await client.get_workflow_handle(chat_workflow_id(chat_id)).terminate(reason="ended elsewhere")

    [item] = (await tenant.http.get("/v1/chats")).json()["items"]
    assert item["state"] == "closed"
    assert (await tenant.http.delete(f"/v1/chats/{chat_id}")).status_code == 204
    assert await listed(tenant.http, "/v1/chats", "chat_id") == []


async def test_an_agent_is_edited_and_deleted(tenant: TenantClient, other_tenant: TenantClient) -> None:
    agent_id = await tenant.create_agent("Helper", description="Answers questions.")
    chat_id = await tenant.create_chat(agent_id)
    added = await tenant.http.post(
        "/v1/documents", json={"agent_id": agent_id, "documents": [{"title": "Keys", "text": "Rotate keys yearly."}]}
    )
    assert added.status_code == 201, added.text

    edited = await tenant.http.patch(f"/v1/agents/{agent_id}", json={"name": "Key expert", "model": None})
    assert edited.status_code == 200, edited.text
    assert (edited.json()["name"], edited.json()["description"], edited.json()["model"]) == (
        "Key expert",
        "Answers questions.",
        None,
    )
    [listed_agent] = (await tenant.http.get("/v1/agents")).json()
    assert listed_agent["name"] == "Key expert"
    for body, reason in (({}, "at least one field"), ({"name": None}, "cannot be null"), ({"colour": "red"}, "colour")):
        refused = await tenant.http.patch(f"/v1/agents/{agent_id}", json=body)
        assert refused.status_code == 422 and reason in refused.text, refused.text
    assert (await other_tenant.http.patch(f"/v1/agents/{agent_id}", json={"name": "Stolen"})).status_code == 404
    assert (await other_tenant.http.delete(f"/v1/agents/{agent_id}")).status_code == 404

    assert (await tenant.http.delete(f"/v1/agents/{agent_id}")).status_code == 204

    assert (await tenant.http.get("/v1/agents")).json() == []
    assert (await tenant.http.delete(f"/v1/agents/{agent_id}")).status_code == 404
    [item] = (await tenant.http.get("/v1/chats")).json()["items"]
    assert item["chat_id"] == chat_id and item["agent_id"] is None
    events = await tenant.ask(chat_id, "When do keys rotate?")
    assert events[-1].event == "error" and events[-1].json["error_code"] == "AGENT_NOT_FOUND"


def test_a_database_from_before_the_lists_keeps_its_chats_and_sessions(tmp_path: Path) -> None:
    db_url = f"sqlite:///{tmp_path}/old.db"
    tenant, _key = tenants.create_tenant(db_url, "Acme")
    with make_engine(db_url).begin() as conn:  # as an earlier version left it
        for table, column in (
            ("chat", "created_by"),
            ("chat", "first_message"),
            ("chat", "title"),
            ("chat", "updated_at"),
            ("design_sessions", "created_by"),
        ):
            conn.execute(text(f"ALTER TABLE {table} DROP COLUMN {column}"))
        conn.execute(text("DROP TABLE executions"))
        conn.execute(text("DROP TABLE planner_chats"))
        conn.execute(
            text("INSERT INTO chat (id, tenant_id, mode, created_at) VALUES (:id, :tenant, 2, '2025-01-02 03:04:05')"),
            {"id": "old-chat", "tenant": tenant.id},
        )
        conn.execute(
            text("INSERT INTO design_sessions (id, tenant_id, created_at) VALUES ('old-session', :t, '2025-01-02')"),
            {"t": tenant.id},
        )

    create_schema(make_engine(db_url))  # what a process starting on it does

    kept = {"created_by": None, "after": None, "limit": 10}
    chats = agents_store.list_chats(db_url, tenant.id, agent_id=None, mode=None, text_search=None, **kept)
    assert [(chat.id, chat.title, chat.first_message) for chat in chats] == [("old-chat", None, None)]
    sessions = design_store.list_sessions(db_url, tenant.id, text_search=None, **kept)
    assert [session.id for session in sessions] == ["old-session"]
    new_chat = agents_store.create_chat(db_url, tenant.id, agent_id=None, mode=2, created_by=str(uuid.uuid4()))
    agents_store.note_message(db_url, new_chat.id, "Hello")
    chats = agents_store.list_chats(db_url, tenant.id, agent_id=None, mode=None, text_search="hello", **kept)
    assert [chat.id for chat in chats] == [new_chat.id]
