"""Mode 1 end to end: API over HTTP -> Temporal workflow -> streamed LLM -> SSE."""

from __future__ import annotations

from tests.conftest import TenantClient
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.support.sse import collect

DOC_TEXT = (
    "Durable execution means a program keeps running across crashes: Temporal records every "
    "step in an event history and replays it after a failure, so no work is lost."
)


async def _agent_with_docs(tenant: TenantClient) -> str:
    agent_id = await tenant.create_agent(name="Temporal Expert", system_prompt="You explain Temporal.")
    response = await tenant.http.post(
        "/v1/documents",
        json={
            "agent_id": agent_id,
            "documents": [
                {
                    "title": "Durable execution",
                    "text": DOC_TEXT,
                    "url": "https://docs.temporal.io/durable-execution",
                    "metadata": {"organization": "Temporal Technologies", "type": "guide"},
                },
                {"title": "Cooking pasta", "text": "Boil water, add salt, cook the pasta for nine minutes."},
            ],
        },
    )
    assert response.status_code == 201, response.text
    assert [d["chunks"] for d in response.json()["documents"]] == [1, 1]
    return agent_id


async def test_mode1_turn_streams_seed_events_and_answer(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    agent_id = await _agent_with_docs(tenant)
    chat_id = await tenant.create_chat(agent_id)
    answer = "Durable execution survives crashes [1]. Nothing else applies [7]."
    scripted_llm.script(Reply(text=answer, token_delay=0.01))

    sent = await tenant.http.post(f"/v1/chats/{chat_id}/messages", json={"content": "What is durable execution?"})
    assert sent.status_code == 202, sent.text
    message_id = sent.json()["message_id"]
    events = await collect(
        tenant.http, "GET", f"/v1/chats/{chat_id}/events", params={"message_id": message_id}, until="final|error"
    )

    kinds = [e.json.get("reasoning_type", e.event) for e in events]
    assert kinds[:3] == ["rag_retrieval_start", "rag_retrieval_observation", "agent_execution_start"]
    assert kinds[-2:] == ["agent_execution_complete", "final"]
    assert set(kinds[3:-2]) == {"content_chunk"}
    assert all(e.json["message_id"] == message_id for e in events)
    assert all(e.json["type"] == e.event for e in events)
    ids = [int(e.id) for e in events]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)

    reasoning = events[0].json
    assert set(reasoning) == {"type", "message_id", "reasoning_type", "content", "timestamp", "metadata"}
    assert events[1].json["metadata"]["sources_count"] == 1
    assert events[2].json["metadata"] == {"agent_name": "Temporal Expert"}

    streamed = "".join(e.json["content"] for e in events if e.event == "content_chunk")
    final = events[-1].json
    assert streamed == final["response"] == answer
    assert set(final) == {"type", "message_id", "response", "sources", "citations", "rag_summary", "metadata"}
    assert final["sources"] == [
        {
            "number": 1,
            "title": "Durable execution",
            "url": "https://docs.temporal.io/durable-execution",
            "domain": "docs.temporal.io",
            "organization": "Temporal Technologies",
            "sourceType": "guide",
            "similarity": final["sources"][0]["similarity"],
            "excerpt": DOC_TEXT,
        }
    ]
    assert final["sources"][0]["similarity"] == 1.0  # both query terms occur in the chunk
    assert final["citations"] == final["sources"]  # [1] kept, [7] out of range dropped
    assert final["rag_summary"].startswith("[1] Durable execution (relevance: ")
    assert final["metadata"]["usage"]["completion_tokens"] > 0
    assert final["metadata"]["agent_name"] == "Temporal Expert"

    prompt = scripted_llm.requests[-1]["messages"]
    assert prompt[0]["role"] == "system" and "You explain Temporal." in prompt[0]["content"]
    assert "[1] Durable execution" in prompt[0]["content"] and "pasta" not in prompt[0]["content"]
    assert prompt[-1] == {"role": "user", "content": "What is durable execution?"}

    chat = (await tenant.http.get(f"/v1/chats/{chat_id}")).json()
    assert chat["status"] == "idle"
    assert [(m["message_id"], m["status"], m["response"]) for m in chat["messages"]] == [
        (message_id, "completed", answer)
    ]


async def test_second_turn_sends_history_and_rag_can_be_disabled(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    agent_id = await _agent_with_docs(tenant)
    chat_id = await tenant.create_chat(agent_id)
    scripted_llm.script(Reply(text="First answer."), Reply(text="Second answer."))
    for content in ("What is durable execution?", "And without sources?"):
        events = await tenant.ask(chat_id, content, enable_rag=content.startswith("What"))
    kinds = [e.json.get("reasoning_type", e.event) for e in events]
    assert "rag_retrieval_observation" not in kinds
    assert events[-1].json["rag_summary"] == "No documents retrieved (RAG disabled)."
    assert events[-1].json["sources"] == []
    second = scripted_llm.requests[-1]["messages"]
    assert "Sources:" not in second[0]["content"]
    assert second[1:] == [
        {"role": "user", "content": "What is durable execution?"},
        {"role": "assistant", "content": "First answer."},
        {"role": "user", "content": "And without sources?"},
    ]


async def test_a_retried_post_with_the_same_idempotency_key_is_sent_once(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    chat_id = await tenant.create_chat(await tenant.create_agent())
    scripted_llm.script(Reply(text="Only once."))
    url, body = f"/v1/chats/{chat_id}/messages", {"content": "Hello?"}
    first = await tenant.http.post(url, json=body, headers={"Idempotency-Key": "client-42"})
    again = await tenant.http.post(url, json=body, headers={"Idempotency-Key": "client-42"})
    assert first.status_code == again.status_code == 202
    assert first.json()["message_id"] == again.json()["message_id"]
    events = await collect(
        tenant.http,
        "GET",
        f"/v1/chats/{chat_id}/events",
        params={"message_id": first.json()["message_id"]},
        until="final",
    )
    assert events[-1].json["response"] == "Only once."
    chat = (await tenant.http.get(f"/v1/chats/{chat_id}")).json()
    assert [m["content"] for m in chat["messages"]] == ["Hello?"]
    assert len(scripted_llm.requests) == 1
