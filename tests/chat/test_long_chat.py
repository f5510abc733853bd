"""300 turns through one chat on the server's default limits: continue-as-new keeps the
history far from Temporal's limits, and the stream still resumes across run boundaries."""

from __future__ import annotations

import uuid

from temporalio.client import Client

from durable_agents.chat.contract import ChatState, SendMessage
from durable_agents.temporal import chat_workflow_id
from tests.conftest import TenantClient
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.support.sse import chat_stream, iter_sse
from workflows.chat.workflow import ChatWorkflow

TURNS = 300
# Temporal's hard limit is 51,200 events per run; it warns at 10,240.
HISTORY_WARNING = 10_240


async def test_three_hundred_turns_stay_far_from_history_limits(
    tenant: TenantClient, scripted_llm: ScriptedLLM, client: Client
) -> None:
    chat_id = await tenant.create_chat(await tenant.create_agent())
    handle = client.get_workflow_handle(chat_workflow_id(chat_id))
    scripted_llm.default_reply = Reply(text="Short answer, five tokens.")
    run_ids: list[str] = []
    longest_history = 0
    finals: list[int] = []
    for n in range(TURNS):
        message_id = str(uuid.uuid4())
        accepted = await handle.execute_update(
            ChatWorkflow.send_message, SendMessage(message_id=message_id, content=f"q{n}"), id=message_id
        )
        async for event in chat_stream(client, chat_id, accepted.stream_offset, message_id):
            if event.event in ("final", "error"):
                assert event.event == "final", event.data
                finals.append(int(event.id))
        if n % 25 == 24 or n == TURNS - 1:
            described = await handle.describe()
            longest_history = max(longest_history, described.history_length)
            run_ids.append(described.run_id or "")

    assert longest_history < HISTORY_WARNING / 2, longest_history
    assert len(set(run_ids)) > 1, "300 turns never continued-as-new"
    assert finals == sorted(finals) and len(set(finals)) == TURNS  # offsets keep growing across runs

    state: ChatState = await handle.query(ChatWorkflow.get_chat)
    # A run carries at most the newest 100 turns into the next one.
    assert len(state.turns) < TURNS and state.turns[-1].content == f"q{TURNS - 1}"

    # Resume by Last-Event-ID (over HTTP) from an event of an earlier run still in the carried stream.
    after = finals[-40]
    events = []
    async with tenant.http.stream(
        "GET", f"/v1/chats/{chat_id}/events", headers={"Last-Event-ID": str(after)}
    ) as response:
        async for event in iter_sse(response):
            events.append(event)
            if int(event.id) == finals[-1]:
                break
    assert [int(e.id) for e in events] == list(range(after + 1, finals[-1] + 1))
