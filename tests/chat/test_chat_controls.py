"""Controls of a running chat: stop the answer, and the three double-texting policies."""

from __future__ import annotations

import asyncio
from datetime import UTC, date, datetime

import pytest

from durable_agents import tenancy as tenants
from durable_agents.chat import usage as usage_store
from durable_agents.database import UsageRecord
from durable_agents.settings import Settings
from tests.conftest import TenantClient
from tests.support.scripted_llm import MODEL_ID, Reply, ScriptedLLM
from tests.support.sse import iter_sse

SLOW = Reply(tokens=[f"t{i} " for i in range(200)], token_delay=0.05)  # ~10 s if not stopped


async def _chat(tenant: TenantClient, double_texting: str = "enqueue") -> str:
    agent_id = await tenant.create_agent()
    response = await tenant.http.post(
        "/v1/chats", json={"mode": 1, "agent_id": agent_id, "double_texting": double_texting}
    )
    assert response.status_code == 201, response.text
    return response.json()["chat_id"]


async def _until_tokens(tenant: TenantClient, chat_id: str, message_id: str, count: int) -> None:
    url = f"/v1/chats/{chat_id}/events"
    async with tenant.http.stream("GET", url, params={"message_id": message_id}) as response:
        seen = 0
        async for event in iter_sse(response):
            seen += event.event == "content_chunk"
            if seen >= count:
                return


async def test_cancel_stops_the_running_answer_and_the_chat_stays_usable(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    chat_id = await _chat(tenant)
    scripted_llm.script(SLOW, Reply(text="Next answer."))
    message_id = await tenant.send(chat_id, "Tell me a long story")
    await _until_tokens(tenant, chat_id, message_id, 3)

    cancelled = await tenant.http.post(f"/v1/chats/{chat_id}/cancel")

    assert cancelled.status_code == 200 and cancelled.json() == {"cancelled_message_id": message_id}
    events = await asyncio.wait_for(tenant.message_events(chat_id, message_id), 10)
    error = events[-1]
    assert error.event == "error" and error.json["error_code"] == "cancelled"
    assert "final" not in [e.event for e in events]
    streamed = sum(e.event == "content_chunk" for e in events)
    assert 3 <= streamed < 200  # stopped mid-answer; no token follows the `error` event
    state = (await tenant.http.get(f"/v1/chats/{chat_id}")).json()
    assert [(m["status"], m["error_code"]) for m in state["messages"]] == [("cancelled", "cancelled")]
    assert state["status"] == "idle"
    # What was streamed before the cancel is kept with the cancelled message (it was "").
    chunks = "".join(e.json["content"] for e in events if e.event == "content_chunk")
    assert state["messages"][0]["response"] == chunks != ""

    after = await tenant.ask(chat_id, "Still there?")
    assert after[-1].event == "final" and after[-1].json["response"] == "Next answer."
    # The cancelled turn is not part of the conversation the model sees.
    assert [m["content"] for m in scripted_llm.requests[-1]["messages"][1:]] == ["Still there?"]


async def test_cancel_without_a_running_turn_cancels_nothing(tenant: TenantClient) -> None:
    chat_id = await _chat(tenant)
    response = await tenant.http.post(f"/v1/chats/{chat_id}/cancel")
    assert response.status_code == 200 and response.json() == {"cancelled_message_id": None}


async def test_enqueue_answers_messages_in_order(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    chat_id = await _chat(tenant, "enqueue")
    scripted_llm.script(Reply(text="First.", token_delay=0.05), Reply(text="Second."))
    first = await tenant.send(chat_id, "one")
    second = await tenant.send(chat_id, "two")

    first_events, second_events = (
        await tenant.message_events(chat_id, first),
        await tenant.message_events(chat_id, second),
    )

    assert first_events[-1].json["response"] == "First."
    assert second_events[-1].json["response"] == "Second."
    assert int(first_events[-1].id) < int(second_events[0].id)
    # The second turn saw the first one as history.
    assert [m["content"] for m in scripted_llm.requests[-1]["messages"][1:]] == ["one", "First.", "two"]


async def test_reject_refuses_a_message_while_one_is_answered(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    chat_id = await _chat(tenant, "reject")
    # ~1 s of streaming: the second message surely arrives while the first is answered.
    scripted_llm.script(Reply(tokens=["Busy "] * 9 + ["answer."], token_delay=0.1))
    first = await tenant.send(chat_id, "one")

    refused = await tenant.http.post(f"/v1/chats/{chat_id}/messages", json={"content": "two"})

    assert refused.status_code == 409
    assert "still being answered" in refused.json()["detail"]
    assert (await tenant.message_events(chat_id, first))[-1].json["response"] == "Busy " * 9 + "answer."
    state = (await tenant.http.get(f"/v1/chats/{chat_id}")).json()
    assert [m["content"] for m in state["messages"]] == ["one"]
    assert (await tenant.http.post(f"/v1/chats/{chat_id}/messages", json={"content": "now"})).status_code == 202


async def test_interrupt_stops_the_running_answer_for_the_new_message(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    chat_id = await _chat(tenant, "interrupt")
    scripted_llm.script(SLOW, Reply(text="Answer to the new question."))
    first = await tenant.send(chat_id, "long question")
    await _until_tokens(tenant, chat_id, first, 2)

    second = await tenant.send(chat_id, "never mind, this instead")

    first_events = await asyncio.wait_for(tenant.message_events(chat_id, first), 10)
    assert first_events[-1].event == "error" and first_events[-1].json["error_code"] == "cancelled"
    second_events = await tenant.message_events(chat_id, second)
    assert second_events[-1].json["response"] == "Answer to the new question."
    assert int(first_events[-1].id) < int(second_events[0].id)
    state = (await tenant.http.get(f"/v1/chats/{chat_id}")).json()
    assert [m["status"] for m in state["messages"]] == ["cancelled", "completed"]


async def test_usage_is_summed_per_turn_and_per_chat(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    chat_id = await _chat(tenant)
    scripted_llm.script(
        Reply(text="a", usage={"prompt_tokens": 10, "completion_tokens": 3}),
        Reply(text="b", usage={"prompt_tokens": 20, "completion_tokens": 4}),
    )
    finals = [(await tenant.ask(chat_id, q))[-1].json for q in ("q1", "q2")]
    assert [f["metadata"]["usage"] for f in finals] == [
        {"prompt_tokens": 10, "completion_tokens": 3, "total_tokens": 13},
        {"prompt_tokens": 20, "completion_tokens": 4, "total_tokens": 24},
    ]
    chat = (await tenant.http.get(f"/v1/chats/{chat_id}")).json()
    assert chat["usage"] == {"prompt_tokens": 30, "completion_tokens": 7, "total_tokens": 37}


@pytest.mark.parametrize("policy", ["sometimes", ""])
async def test_unknown_double_texting_policy_is_422(tenant: TenantClient, policy: str) -> None:
    agent_id = await tenant.create_agent()
    response = await tenant.http.post("/v1/chats", json={"mode": 1, "agent_id": agent_id, "double_texting": policy})
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"] == ["body", "double_texting"]


async def test_tenant_usage_by_day_and_model(
    tenant: TenantClient, other_tenant: TenantClient, scripted_llm: ScriptedLLM, settings: Settings
) -> None:
    default_agent = await tenant.create_agent()
    special = await tenant.http.post("/v1/agents", json={"name": "S", "system_prompt": "p", "model": "special-model"})
    chats = [await tenant.create_chat(default_agent), await tenant.create_chat(special.json()["agent_id"])]
    scripted_llm.script(
        Reply(text="a", usage={"prompt_tokens": 10, "completion_tokens": 1}),
        Reply(text="b", usage={"prompt_tokens": 20, "completion_tokens": 2}),
        Reply(text="c", usage={"prompt_tokens": 40, "completion_tokens": 4}),
    )
    for chat_id in (chats[0], chats[0], chats[1]):
        assert (await tenant.ask(chat_id, "q"))[-1].event == "final"

    today = datetime.now(UTC).date().isoformat()
    expected = [
        {
            "day": today,
            "model": MODEL_ID,
            "messages": 2,
            "prompt_tokens": 30,
            "completion_tokens": 3,
            "total_tokens": 33,
        },
        {
            "day": today,
            "model": "special-model",
            "messages": 1,
            "prompt_tokens": 40,
            "completion_tokens": 4,
            "total_tokens": 44,
        },
    ]
    for _ in range(100):  # usage rows are written in the background, after `final`
        rows = (await tenant.http.get("/v1/usage")).json()
        if rows == expected:
            break
        await asyncio.sleep(0.05)
    assert rows == expected
    assert (await tenant.http.get("/v1/usage", params={"from": today, "to": today})).json() == expected
    assert (await tenant.http.get("/v1/usage", params={"to": "2000-01-01"})).json() == []
    assert (await other_tenant.http.get("/v1/usage")).json() == []
    bad = await tenant.http.get("/v1/usage", params={"from": "yesterday"})
    assert bad.status_code == 422 and bad.json()["detail"][0]["loc"] == ["query", "from"]


def test_usage_write_is_idempotent(settings: Settings) -> None:
    tenant, _key = tenants.create_tenant(settings.resolved_database_url, "usage")
    row = dict(message_id="m-1", tenant_id=tenant.id, chat_id="c", model="m", day=date(2026, 1, 2))
    usage_store.record(
        settings.resolved_database_url, UsageRecord(**row, prompt_tokens=1, completion_tokens=1, total_tokens=2)
    )
    usage_store.record(
        settings.resolved_database_url, UsageRecord(**row, prompt_tokens=1, completion_tokens=1, total_tokens=2)
    )
    rows = usage_store.by_day_and_model(settings.resolved_database_url, tenant.id, None, None)
    assert [(r["messages"], r["total_tokens"]) for r in rows] == [(1, 2)]
