"""Hostile and malformed input through the real API: every case answers a 4xx naming what is
wrong (never a 500, never raw exception text), stores nothing, and breaks no chat.

Each case failed before the request guard, the strict fields and the clipped sources:
lone surrogates, NaN / Infinity / 1e309, deep nesting and huge integers answered a plain-text
500; `mode: true` created chats; NUL characters were stored; a 3 MB document metadata made
every chat retrieving it fail its workflow task; a reused Idempotency-Key with other content
returned the first message; `?after=` beyond the stream's end waited forever."""

from __future__ import annotations

import json
import uuid
from typing import Any

import httpx
import pytest
from temporalio import workflow
from temporalio.client import Client
from temporalio.worker import UnsandboxedWorkflowRunner, Worker

from durable_agents.chat import agents as agents_store
from durable_agents.chat import documents
from durable_agents.stream import SOURCE_FIELD_CHARS
from durable_agents.temporal import chat_workflow_id
from tests.conftest import TenantClient
from tests.platform.test_api_errors import assert_error, assert_loc
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.support.sse import collect

JSON = {"Content-Type": "application/json"}


async def _agent_names(tenant: TenantClient) -> list[str]:
    response = await tenant.http.get("/v1/agents")
    assert response.status_code == 200, response.text
    return [a["name"] for a in response.json()]


@pytest.mark.parametrize(
    ("raw", "loc", "says"),
    [
        ('{"name": "\\ud800", "system_prompt": "Help."}', ("body", "name"), "surrogate"),
        ('{"name": "ok", "system_prompt": "a\\udfffb"}', ("body", "system_prompt"), "surrogate"),
        ('{"name": "a\\u0000b", "system_prompt": "Help."}', ("body", "name"), "NUL"),
        ('{"name": "ok", "system_prompt": "Help.", "tools": ["rag_search\\u0000"]}', ("body", "tools", 0), "NUL"),
        ('{"name": "ok", "system_prompt": "Help.", "x": NaN}', ("body",), "NaN"),
        ('{"name": "ok", "system_prompt": "Help.", "x": -Infinity}', ("body",), "-Infinity"),
        ('{"name": "ok", "system_prompt": "Help.", "x": 1e309}', ("body",), "finite"),
        ('{"name": "ok", "system_prompt": "Help.", "x": ' + "9" * 5000 + "}", ("body",), "digits"),
        ('{"name": "ok", "system_prompt": "Help.", "x": ' + "[" * 900 + "]" * 900 + "}", ("body",), "nested"),
        ('{"name": "ok", "system_prompt": "Help.", "x": ' + "[" * 100_000 + "]" * 100_000 + "}", ("body",), "nested"),
    ],
    ids=[
        "surrogate",
        "surrogate-low",
        "nul",
        "nul-in-list",
        "nan",
        "minus-infinity",
        "1e309",
        "huge-int",
        "nested-900",
        "nested-100000",
    ],
)
async def test_json_no_layer_can_carry_is_422_and_stores_nothing(
    tenant: TenantClient, raw: str, loc: tuple[Any, ...], says: str
) -> None:
    response = await tenant.http.post("/v1/agents", content=raw.encode(), headers=JSON)
    detail = assert_error(response, 422)
    assert detail[0]["type"] == "json_invalid", detail
    assert tuple(detail[0]["loc"][: len(loc)]) == loc, detail
    assert says in detail[0]["msg"], detail
    assert await _agent_names(tenant) == []


async def test_a_valid_surrogate_pair_is_a_character(tenant: TenantClient) -> None:
    response = await tenant.http.post(
        "/v1/agents", content=b'{"name": "Bot \\ud83d\\ude00", "system_prompt": "Help."}', headers=JSON
    )
    assert response.status_code == 201, response.text
    assert response.json()["name"] == "Bot \U0001f600"


async def test_surrogates_and_nan_in_messages_and_executions_are_422(tenant: TenantClient) -> None:
    agent_id = await tenant.create_agent()
    chat_id = await tenant.create_chat(agent_id)
    sent = await tenant.http.post(f"/v1/chats/{chat_id}/messages", content=b'{"content": "hi \\ud800"}', headers=JSON)
    assert_error(sent, 422)
    started = await tenant.http.post("/v1/executions", content=b'{"query": "q", "threshold": NaN}', headers=JSON)
    assert_error(started, 422)
    chat = await tenant.http.get(f"/v1/chats/{chat_id}")
    assert chat.json()["messages"] == []


async def test_a_body_over_the_limit_is_413_naming_it(tenant: TenantClient, settings: Any) -> None:
    agent_id = await tenant.create_agent()
    chat_id = await tenant.create_chat(agent_id)
    body = json.dumps({"content": "x" * (settings.max_request_bytes + 1)}).encode()
    response = await tenant.http.post(f"/v1/chats/{chat_id}/messages", content=body, headers=JSON)
    detail = assert_error(response, 413)
    assert f"{settings.max_request_bytes:,} bytes" in detail and "MAX_REQUEST_BYTES" in detail

    async def chunks() -> Any:  # no Content-Length: the guard counts what arrives
        for _ in range(11):
            yield b"x" * (settings.max_request_bytes // 10)

    streamed = await tenant.http.post(f"/v1/chats/{chat_id}/messages", content=chunks(), headers=JSON)
    assert_error(streamed, 413)
    chat = await tenant.http.get(f"/v1/chats/{chat_id}")
    assert chat.json()["messages"] == []


async def test_a_validation_error_does_not_echo_the_input(tenant: TenantClient) -> None:
    agent_id = await tenant.create_agent()
    chat_id = await tenant.create_chat(agent_id)
    response = await tenant.http.post(f"/v1/chats/{chat_id}/messages", json={"content": "y" * 100_000})
    assert_loc(response, ("body", "content"))
    assert "yyyy" not in response.text
    assert len(response.content) < 1_000


@pytest.mark.parametrize("mode", [True, 1.0, "1"], ids=["true", "1.0", "string"])
async def test_mode_is_a_whole_number(tenant: TenantClient, mode: Any) -> None:
    agent_id = await tenant.create_agent()
    response = await tenant.http.post("/v1/chats", json={"mode": mode, "agent_id": agent_id})
    assert_loc(response, ("body", "mode"))


async def test_flags_and_numbers_are_not_coerced(tenant: TenantClient) -> None:
    agent_id = await tenant.create_agent()
    chat_id = await tenant.create_chat(agent_id)
    sent = await tenant.http.post(f"/v1/chats/{chat_id}/messages", json={"content": "hi", "enable_rag": "yes"})
    assert_loc(sent, ("body", "enable_rag"))
    execution = await tenant.http.post("/v1/executions", json={"query": "q", "max_attempts": True})
    assert_error(execution, 422)


async def test_document_metadata_over_the_limit_is_422_naming_it(tenant: TenantClient) -> None:
    agent_id = await tenant.create_agent()
    response = await tenant.http.post(
        "/v1/documents",
        json={"agent_id": agent_id, "documents": [{"title": "T", "text": "Text.", "metadata": {"m": "y" * 3_000_000}}]},
    )
    assert_loc(response, ("body", "documents", 0, "metadata"))
    assert "8,192 bytes" in response.text


async def test_a_stored_document_with_huge_metadata_does_not_break_a_chat(
    tenant: TenantClient, settings: Any, scripted_llm: ScriptedLLM
) -> None:
    """Rows stored before the limit (or written by an operator) are clipped when retrieved:
    a 3 MB metadata once failed every workflow task that retrieved it (2 MB payload limit)."""
    agent_id = await tenant.create_agent()
    huge = {"organization": "o" * 3_000_000, "notes": "n" * 3_000_000, "nested": {"deep": ["x"] * 100_000}}
    documents.add_documents(
        settings.resolved_database_url,
        tenant.tenant_id,
        agent_id,
        [documents.NewDocument(title="Durable notes", text="Durable execution survives crashes.", metadata=huge)],
    )
    chat_id = await tenant.create_chat(agent_id)
    for attempt in range(2):  # a second message works as well: the chat is not broken
        scripted_llm.script(Reply(text="It survives crashes [1]."))
        events = await tenant.ask(chat_id, f"What is durable execution? ({attempt})")
        final = events[-1]
        assert final.event == "final", final.data
        [source] = final.json["sources"]
        assert source["title"] == "Durable notes"
        assert len(source["organization"]) == SOURCE_FIELD_CHARS


async def test_a_reused_idempotency_key_with_other_content_is_422(tenant: TenantClient) -> None:
    agent_id = await tenant.create_agent()
    chat_id = await tenant.create_chat(agent_id)
    key = {"Idempotency-Key": "order-42"}
    first = await tenant.http.post(f"/v1/chats/{chat_id}/messages", json={"content": "first"}, headers=key)
    again = await tenant.http.post(f"/v1/chats/{chat_id}/messages", json={"content": "first"}, headers=key)
    assert first.status_code == again.status_code == 202, (first.text, again.text)
    assert first.json() == again.json()
    other = await tenant.http.post(f"/v1/chats/{chat_id}/messages", json={"content": "second"}, headers=key)
    assert_loc(other, ("header", "idempotency-key"))
    no_rag = await tenant.http.post(
        f"/v1/chats/{chat_id}/messages", json={"content": "first", "enable_rag": False}, headers=key
    )
    assert_loc(no_rag, ("header", "idempotency-key"))
    chat = await tenant.http.get(f"/v1/chats/{chat_id}")
    assert [m["content"] for m in chat.json()["messages"]] == ["first"]


async def test_resuming_after_an_event_the_stream_never_had_is_416(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    agent_id = await tenant.create_agent()
    chat_id = await tenant.create_chat(agent_id)
    scripted_llm.script(Reply(text="Hello there."))
    events = await tenant.ask(chat_id, "hi", enable_rag=False)
    last = int(events[-1].id)
    for params, headers in (({"after": str(last + 5)}, {}), ({}, {"Last-Event-ID": str(last + 1)})):
        response = await tenant.http.get(f"/v1/chats/{chat_id}/events", params=params, headers=headers)
        detail = assert_error(response, 416)
        assert f"the last event so far is {last}" in detail
    # After the last event itself is fine: the stream waits for the next message's events.
    scripted_llm.script(Reply(text="Again."))
    message_id = await tenant.send(chat_id, "again")
    resumed = await collect(
        tenant.http,
        "GET",
        f"/v1/chats/{chat_id}/events",
        params={"after": str(last), "message_id": message_id},
        until="final|error",
    )
    assert resumed[-1].event == "final"


async def test_usage_range_error_has_the_standard_shape(tenant: TenantClient) -> None:
    response = await tenant.http.get("/v1/usage", params={"from": "2026-02-01", "to": "2026-01-01"})
    assert_loc(response, ("query", "from"))


async def test_the_bearer_scheme_is_case_insensitive(tenant: TenantClient, api_url: str) -> None:
    """RFC 9110: auth schemes are case-insensitive; `bearer` works as `Bearer` does."""
    async with httpx.AsyncClient(base_url=api_url, timeout=30) as http:
        response = await http.get("/v1/agents", headers={"Authorization": f"bearer {tenant.api_key}"})
    assert response.status_code == 200, response.text


@workflow.defn(name="ChatWorkflow")
class _BrokenChat:
    """Stands in for a chat workflow whose code fails (a bad deploy): every query raises."""

    @workflow.run
    async def run(self) -> None:
        await workflow.wait_condition(lambda: False)

    @workflow.query
    def get_chat(self) -> None:
        raise RuntimeError("broken deploy")


async def test_a_workflow_that_cannot_answer_its_query_is_503(
    tenant: TenantClient, settings: Any, client: Client
) -> None:
    """A query the workflow fails to answer was a plain-text 500; it is a 503 with a reason."""
    chat = agents_store.create_chat(settings.resolved_database_url, tenant.tenant_id, agent_id=None, mode=2)
    queue = f"broken-{uuid.uuid4().hex[:8]}"
    async with Worker(client, task_queue=queue, workflows=[_BrokenChat], workflow_runner=UnsandboxedWorkflowRunner()):
        handle = await client.start_workflow(_BrokenChat.run, id=chat_workflow_id(chat.id), task_queue=queue)
        response = await tenant.http.get(f"/v1/chats/{chat.id}")
        detail = assert_error(response, 503)
        assert "cannot be read right now" in detail
        await handle.terminate("test over")
