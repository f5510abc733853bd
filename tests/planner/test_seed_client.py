"""Seed 003's own client (tests/planner/seed_client.py, written from DD-14..DD-16 alone) works
unchanged: a multi-turn chat with a clarification and a follow-up, a disconnect and a new
socket re-attaching, a client that stops answering heartbeats, and an ended chat continued —
every event the client gets has exactly DD-15's payload keys."""

from __future__ import annotations

import json
import uuid
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from temporalio.api.enums.v1 import EventType
from temporalio.client import Client

from durable_agents.planner.contract import CONNECTION_ERROR, CONNECTION_ERROR_MESSAGE
from durable_agents.settings import Settings
from durable_agents.temporal import planner_workflow_id
from tests.conftest import TenantClient
from tests.planner.conftest import planner_stack, socket_url
from tests.planner.seed_client import SeedClient, user_dto
from tests.planner.test_planner import events_until, is_planner_step
from tests.support.replay import assert_replays
from tests.support.scripted_llm import Reply, ScriptedLLM
from workflows.planner.workflow import PlannerWorkflow

MARK = "Zephyr Logistics"  # in every request of this chat: the script answers only them
HISTORY = f"User: we buy from {MARK}.\nAssistant: Noted."
ATTACHMENT = {"name": "policy.txt", "type": "text/plain", "content": "Orders above 5000 EUR need two approvals."}
TOKEN = "kc-token-never-stored"
LONG_TEXT = (
    "Before I plan this I need one detail: purchase orders go through approval, and the approver "
    "depends on the supplier and the amount, so tell me which supplier this is for."
)


def mine(body: dict[str, Any]) -> bool:
    return is_planner_step(body) and MARK in json.dumps(body)


def say(text: str = "", *calls: tuple[str, dict[str, Any]], delay: float = 0.0) -> Reply:
    tool_calls = [{"name": name, "arguments": arguments} for name, arguments in calls] or None
    return Reply(text=text, tool_calls=tool_calls, match=mine, first_token_delay=delay)


@pytest.fixture
async def seed_planner(settings: Settings, client: Client) -> AsyncIterator[httpx.AsyncClient]:
    """Heartbeats every 0.5 s, a client dead after 3 unanswered; clarifications wait long."""
    async with planner_stack(
        settings,
        client,
        "seed",
        heartbeat_interval_seconds=0.5,
        heartbeat_max_missed=3,
        clarification_timeout_seconds=300.0,
        query_refinement_mode="disabled",
    ) as (_settings, http):
        yield http


async def test_the_seeds_client_works_unchanged(
    seed_planner: httpx.AsyncClient, tenant: TenantClient, scripted_llm: ScriptedLLM, client: Client
) -> None:
    scripted_llm.script(
        say(LONG_TEXT, ("clarify", {"questions": ["Which supplier?"]})),
        say("A purchase order for Acme Supplies, approved twice above 5000 EUR."),
        say("", ("clarify", {"questions": ["Who approves?"]})),
        say("Dana approves every order."),
        say("This reply comes too late.", delay=30),  # stopped when its client stops answering
        say("The payment run follows the approval."),
        say("Yes: Acme Supplies, approved by Dana."),  # the ended chat, continued
    )
    url, chat_id, dana = socket_url(seed_planner, tenant.api_key), str(uuid.uuid4()), user_dto("Dana")
    workflow = client.get_workflow_handle(planner_workflow_id(tenant.tenant_id, chat_id))

    # Turn 1: DD-14's start_chat with history, an attachment and the user context; a clarification.
    first = await SeedClient.connect(url)
    await first.start_chat(
        chat_id,
        "Plan a purchase order flow",
        user=dana,
        history=HISTORY,
        attachment=[ATTACHMENT],
        keycloak_token=TOKEN,
        project_key="ERP-7",
        domain="https://acme.example.com",
    )
    asked = await first.until("clarification_requested")
    assert asked["questions"] == ["Which supplier?"]
    pieces = [p for e, p in first.seen if e == "stream_response"]
    assert len(pieces) > 1 and [p["is_complete"] for p in pieces] == [False] * (len(pieces) - 1) + [True]
    assert "".join(p["content"] for p in pieces) == LONG_TEXT
    await first.provide_clarification(chat_id, dana, str(uuid.uuid4()), "Acme Supplies")
    assert "Acme Supplies" in (await first.until("final_answer"))["answer_content"]
    prompt = next(r for r in scripted_llm.requests if mine(r))["messages"]
    said = json.dumps(prompt)
    assert all(
        text in said for text in (HISTORY.split("\n")[0], ATTACHMENT["content"], "Dana", "ERP-7", "acme.example")
    )

    # Turn 2: start_chat again with the same chat_id is a follow-up; the client then leaves.
    await first.start_chat(chat_id, "Add an approval step", user=dana)
    question = await first.until("clarification_requested")
    assert question["questions"] == ["Who approves?"]
    await first.close()

    # A new socket re-attaches with start_chat: the pending clarification comes again, and the
    # answer given with its clarification_id (DD-14) goes on with the chat.
    second = await SeedClient.connect(url)
    await second.start_chat(chat_id, "Where were we?", user=dana)
    again = await second.until("clarification_requested")
    assert again == question
    assert "clarification" in (await second.until("error"))["message"]
    await second.start_chat(chat_id, "Dana", user=dana, clarification_id=again["clarification_id"])
    assert (await second.until("final_answer"))["answer_content"] == "Dana approves every order."

    # Turn 3: the client stops answering heartbeats while the planner waits for the LLM: the
    # socket is closed (4408) and that message stopped, the chat kept.
    await second.start_chat(chat_id, "Plan the payment run", user=dana)
    await second.until("processing_started")
    second.answering = False
    assert await second.closed() == 4408
    stopped = (await events_until(tenant, chat_id, "error"))[-1].json
    assert (stopped["error_code"], stopped["message"]) == (CONNECTION_ERROR, CONNECTION_ERROR_MESSAGE)
    history = await workflow.fetch_history()
    assert any(e.event_type == EventType.EVENT_TYPE_ACTIVITY_TASK_CANCEL_REQUESTED for e in history.events)

    # Turn 4: a later start_chat continues the chat.
    third = await SeedClient.connect(url)
    await third.start_chat(chat_id, "Plan the payment run", user=dana)
    assert (await third.until("final_answer"))["answer_content"] == "The payment run follows the approval."
    first_run = (await workflow.describe()).run_id
    await third.send("end_chat", {"chat_id": chat_id})
    assert (await third.until("chat_ended"))["chat_id"] == chat_id

    # Turn 5: the ended chat continued, with what was said in it.
    await third.start_chat(chat_id, "Remind me of the supplier", user=dana)
    assert (await third.until("final_answer"))["answer_content"] == "Yes: Acme Supplies, approved by Dana."
    continued = [r for r in scripted_llm.requests if mine(r)][-1]["messages"]
    assert "Acme Supplies" in json.dumps(continued[:-1]) and continued[-1]["content"] == "Remind me of the supplier"
    await third.send("end_chat", {"chat_id": chat_id})
    await third.until("chat_ended")
    assert second.heartbeats >= 3
    await third.close()

    # Credentials are never stored or sent to a model; both runs replay on this code.
    ended = client.get_workflow_handle(workflow.id, run_id=first_run)
    assert_history = await ended.fetch_history()
    assert TOKEN not in assert_history.to_json() and "user-api-key" not in assert_history.to_json()
    assert TOKEN not in json.dumps(scripted_llm.requests)
    await assert_replays(PlannerWorkflow, assert_history)
    await assert_replays(PlannerWorkflow, await workflow.fetch_history())
