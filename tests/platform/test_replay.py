"""Replay: the chat workflow's code must replay histories it produced, fresh and recorded.

`tests/histories/chat_mode1.json` was recorded from a real run (a completed turn, a failed
turn, a cancelled turn, a query); `chat_mode3.json` from an autonomous turn (agent selection,
tool calls, synthesis). A change that breaks it would break running chats: guard such changes
with `workflow.patched`. Re-record with `RECORD_HISTORIES=1 pytest tests/platform/test_replay.py`.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from temporalio.client import Client

from durable_agents.temporal import chat_workflow_id
from tests.conftest import TenantClient
from tests.support.replay import check_fresh_history, check_recorded_history
from tests.support.scripted_llm import Reply, ScriptedLLM
from workflows.chat.workflow import ChatWorkflow

HISTORIES = Path(__file__).parents[1] / "histories"
RECORDED = HISTORIES / "chat_mode1.json"
RECORDED_AUTONOMOUS = HISTORIES / "chat_mode3.json"


async def test_fresh_history_replays(tenant: TenantClient, scripted_llm: ScriptedLLM, client: Client) -> None:
    agent_id = await tenant.create_agent()
    await tenant.http.post(
        "/v1/documents",
        json={"agent_id": agent_id, "documents": [{"title": "Replay", "text": "Replay rebuilds state."}]},
    )
    chat_id = await tenant.create_chat(agent_id)
    slow = Reply(tokens=[f"t{i} " for i in range(100)], token_delay=0.05)
    scripted_llm.script(Reply(text="Replay rebuilds state [1]."), Reply(status=400), slow)
    for content in ("What does replay do?", "This one fails"):
        await tenant.ask(chat_id, content)
    stopped = asyncio.create_task(tenant.ask(chat_id, "This one is cancelled"))
    while len(scripted_llm.requests) < 3 or len(scripted_llm.chunk_times[-1]) < 3:
        await asyncio.sleep(0.02)
    assert (await tenant.http.post(f"/v1/chats/{chat_id}/cancel")).status_code == 200
    assert (await stopped)[-1].json["error_code"] == "cancelled"
    assert (await tenant.http.get(f"/v1/chats/{chat_id}")).status_code == 200

    history = await client.get_workflow_handle(chat_workflow_id(chat_id)).fetch_history()
    await check_fresh_history(ChatWorkflow, history, RECORDED)


async def test_recorded_history_replays() -> None:
    history = await check_recorded_history(ChatWorkflow, RECORDED, "chat-recorded")
    assert len(history.events) > 20


async def test_fresh_autonomous_history_replays(
    tenant: TenantClient, scripted_llm: ScriptedLLM, client: Client
) -> None:
    """Mode 3: agent selection, a ReAct loop with a tool call, a failing tool, the synthesis."""
    await tenant.create_agent("Chef", "You cook.", description="Recipes.")
    librarian = await tenant.create_agent("Librarian", "You read.", description="Books.", tools=["rag_search"])
    await tenant.http.post(
        "/v1/documents",
        json={"agent_id": librarian, "documents": [{"title": "Replay", "text": "Replay rebuilds state."}]},
    )
    chat_id = await tenant.create_chat(None, mode=3)
    react = {"match": lambda body: body.get("tool_choice") == "auto"}
    scripted_llm.script(
        Reply(tool_calls=[{"name": "choose_agent", "arguments": {"agent_name": "Librarian", "reason": "Books."}}]),
        Reply(tool_calls=[{"name": "rag_search", "arguments": {"query": "replay"}}], **react),
        Reply(tool_calls=[{"name": "missing_tool", "arguments": {}}], **react),
        Reply(text="Enough.", **react),
        Reply(text="Replay rebuilds state [1]."),
    )
    events = await tenant.ask(chat_id, "What does replay do?")
    assert events[-1].event == "final"

    history = await client.get_workflow_handle(chat_workflow_id(chat_id)).fetch_history()
    await check_fresh_history(ChatWorkflow, history, RECORDED_AUTONOMOUS)


async def test_recorded_autonomous_history_replays() -> None:
    history = await check_recorded_history(ChatWorkflow, RECORDED_AUTONOMOUS, "chat-mode3-recorded")
    assert len(history.events) > 20
