"""SSE resume: `Last-Event-ID` / `?after=` continue exactly after an event; closed chats stay readable."""

from __future__ import annotations

import asyncio

import pytest
from temporalio.client import Client

from durable_agents.temporal import chat_workflow_id
from tests.conftest import TenantClient
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.support.sse import SSEEvent, collect, iter_sse

ANSWER = " ".join(f"word{i}" for i in range(40))


async def _finished_turn(tenant: TenantClient, scripted_llm: ScriptedLLM) -> tuple[str, list[SSEEvent]]:
    chat_id = await tenant.create_chat(await tenant.create_agent())
    scripted_llm.script(Reply(text=ANSWER))
    events = await tenant.ask(chat_id, "count")
    assert events[-1].event == "final"
    return chat_id, events


def _keys(events: list[SSEEvent]) -> list[tuple[str | None, str, str]]:
    return [(e.id, e.event, e.data) for e in events]


async def test_resume_after_any_event_repeats_and_misses_nothing(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    chat_id, events = await _finished_turn(tenant, scripted_llm)
    url = f"/v1/chats/{chat_id}/events"
    everything = await collect(tenant.http, "GET", url, until="final")
    assert _keys(everything) == _keys(events)
    assert [int(e.id) for e in everything] == list(range(len(everything)))

    for cut in (0, 3, len(events) // 2, len(events) - 2):
        by_header = await collect(tenant.http, "GET", url, headers={"Last-Event-ID": events[cut].id}, until="final")
        by_query = await collect(tenant.http, "GET", url, params={"after": events[cut].id}, until="final")
        assert _keys(by_header) == _keys(by_query) == _keys(events[cut + 1 :])


@pytest.mark.parametrize("resume_by", ["header", "query"])
async def test_a_message_stream_resumed_after_its_final_ends_at_once(
    tenant: TenantClient, scripted_llm: ScriptedLLM, resume_by: str
) -> None:
    chat_id, first = await _finished_turn(tenant, scripted_llm)
    await tenant.ask(chat_id, "and a second turn")  # the stream goes on past the first message
    final = first[-1]
    where = {"headers": {"Last-Event-ID": final.id}} if resume_by == "header" else {"params": {"after": final.id}}
    params = {**where.get("params", {}), "message_id": final.json["message_id"]}
    resumed = await asyncio.wait_for(
        collect(tenant.http, "GET", f"/v1/chats/{chat_id}/events", headers=where.get("headers"), params=params), 5
    )
    assert resumed == []


async def test_reconnect_mid_stream_delivers_every_token_once(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    chat_id = await tenant.create_chat(await tenant.create_agent())
    scripted_llm.script(Reply(text=ANSWER, token_delay=0.03))
    sent = await tenant.http.post(f"/v1/chats/{chat_id}/messages", json={"content": "count slowly"})
    message_id = sent.json()["message_id"]
    url = f"/v1/chats/{chat_id}/events"

    first: list[SSEEvent] = []
    async with tenant.http.stream("GET", url, params={"message_id": message_id}) as response:
        async for event in iter_sse(response):
            first.append(event)
            if sum(e.event == "content_chunk" for e in first) == 5:
                break  # the client drops the connection mid-answer
    rest = await collect(
        tenant.http,
        "GET",
        url,
        headers={"Last-Event-ID": first[-1].id},
        params={"message_id": message_id},
        until="final",
    )

    combined = first + rest
    ids = [int(e.id) for e in combined]
    assert ids == sorted(set(ids))
    text = "".join(e.json["content"] for e in combined if e.event == "content_chunk")
    assert text == combined[-1].json["response"] == ANSWER


async def test_closed_chat_stream_and_state_remain_readable(
    tenant: TenantClient, scripted_llm: ScriptedLLM, client: Client
) -> None:
    chat_id, events = await _finished_turn(tenant, scripted_llm)
    await client.get_workflow_handle(chat_workflow_id(chat_id)).terminate(reason="test: operator closed the chat")

    replayed = await collect(tenant.http, "GET", f"/v1/chats/{chat_id}/events")  # ends: the run is closed
    assert _keys(replayed) == _keys(events)
    after = await collect(tenant.http, "GET", f"/v1/chats/{chat_id}/events", params={"after": events[1].id})
    assert _keys(after) == _keys(events[2:])

    state = await tenant.http.get(f"/v1/chats/{chat_id}")
    assert state.status_code == 200 and state.json()["messages"][0]["response"] == ANSWER
    refused = await tenant.http.post(f"/v1/chats/{chat_id}/messages", json={"content": "anyone?"})
    assert refused.status_code == 409
    assert "closed" in refused.json()["detail"]
