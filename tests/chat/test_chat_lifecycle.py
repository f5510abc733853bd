"""A chat's life beyond single turns: continue-as-new and closing after idle days."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

import pytest
from temporalio.client import Client, WorkflowExecutionStatus
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.service import RPCError
from temporalio.testing import WorkflowEnvironment

from durable_agents import tenancy as tenants
from durable_agents.binaries import find_binary
from durable_agents.chat import agents
from durable_agents.chat.contract import ChatInput, ChatState, SendMessage
from durable_agents.settings import Settings
from durable_agents.temporal import SEARCH_ATTRIBUTES, chat_workflow_id
from durable_agents.workflow_options import chat_options
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.support.sse import chat_stream
from worker import build_worker
from workflows.chat.workflow import ChatWorkflow


async def _turn(client: Client, chat_id: str, content: str) -> list:
    handle = client.get_workflow_handle(chat_workflow_id(chat_id))
    message_id = str(uuid.uuid4())
    accepted = await handle.execute_update(
        ChatWorkflow.send_message, SendMessage(message_id=message_id, content=content), id=message_id
    )
    return [event async for event in chat_stream(client, chat_id, accepted.stream_offset, message_id)]


async def _drain(events: AsyncIterator) -> list:
    return [event async for event in events]


def _chat_input(settings: Settings, chat_id: str) -> ChatInput:
    tenant, _key = tenants.create_tenant(settings.resolved_database_url, "lifecycle")
    agent = agents.create_agent(settings.resolved_database_url, tenant.id, name="A", system_prompt="Answer.")
    return ChatInput(chat_id=chat_id, tenant_id=tenant.id, agent_id=agent.id, options=chat_options(settings))


@pytest.fixture(scope="module")
async def small_history_env() -> AsyncIterator[WorkflowEnvironment]:
    """A dev server that suggests continue-as-new after 150 history events (default: thousands)."""
    env = await WorkflowEnvironment.start_local(
        dev_server_existing_path=find_binary("temporal"),
        search_attributes=SEARCH_ATTRIBUTES,
        data_converter=pydantic_data_converter,
        dev_server_extra_args=["--dynamic-config-value", "limit.historyCount.suggestContinueAsNew=150"],
    )
    yield env
    await env.shutdown()


async def test_chat_continues_as_new_and_keeps_turns_and_stream(
    small_history_env: WorkflowEnvironment, settings: Settings, scripted_llm: ScriptedLLM
) -> None:
    client = small_history_env.client
    chat_id = str(uuid.uuid4())
    scripted_llm.default_reply = Reply(text="A short answer of several tokens.")
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, settings, executor):
            handle = await client.start_workflow(
                ChatWorkflow.run,
                _chat_input(settings, chat_id),
                id=chat_workflow_id(chat_id),
                task_queue=settings.task_queue,
            )
            first_run = handle.result_run_id
            finals = []
            for n in range(12):
                events = await _turn(client, chat_id, f"question {n}")
                assert events[-1].event == "final", events[-1]
                finals.append(events[-1])
            described = await client.get_workflow_handle(chat_workflow_id(chat_id)).describe()
            assert described.run_id != first_run, "the chat never continued-as-new"
            assert (
                await client.get_workflow_handle(chat_workflow_id(chat_id), run_id=first_run).describe()
            ).status == (WorkflowExecutionStatus.CONTINUED_AS_NEW)

            state: ChatState = await client.get_workflow_handle(chat_workflow_id(chat_id)).query(ChatWorkflow.get_chat)
            assert [t.content for t in state.turns] == [f"question {n}" for n in range(12)]
            assert all(t.status == "completed" for t in state.turns)
            offsets = [int(f.id) for f in finals]
            assert offsets == sorted(offsets) and len(set(offsets)) == 12  # offsets keep growing across runs
            # Resuming after an event of an earlier run still delivers every later event once.
            resumed = []
            async for event in chat_stream(client, chat_id, int(finals[2].id) + 1):
                resumed.append(event)
                if event.id == finals[-1].id:
                    break  # the chat is still running: its stream would go on
            assert [int(e.id) for e in resumed] == list(range(int(finals[2].id) + 1, int(finals[-1].id) + 1))
            # History mentions in the prompt survive the run boundary.
            assert scripted_llm.requests[-1]["messages"][-3]["content"] == "question 10"


async def test_idle_chat_closes_and_stays_readable(settings: Settings, scripted_llm: ScriptedLLM) -> None:
    # The time-skipping server: 30 idle days pass in well under a second.
    async with await WorkflowEnvironment.start_time_skipping(
        test_server_existing_path=find_binary("temporal-test-server"), data_converter=pydantic_data_converter
    ) as env:
        chat_id = str(uuid.uuid4())
        scripted_llm.script(Reply(text="Before the silence."))
        with ThreadPoolExecutor(max_workers=4) as executor:
            async with build_worker(env.client, settings, executor):
                handle = await env.client.start_workflow(
                    ChatWorkflow.run,
                    _chat_input(settings, chat_id),
                    id=chat_workflow_id(chat_id),
                    task_queue=settings.task_queue,
                )
                events = await _turn(env.client, chat_id, "hello")
                assert events[-1].event == "final"

                # A connected SSE client holds a long-poll open: it must not keep the chat alive.
                listener = asyncio.create_task(_drain(chat_stream(env.client, chat_id, int(events[-1].id) + 1)))
                await asyncio.sleep(0.5)
                await env.sleep(timedelta(days=settings.chat_idle_days + 1))
                final_state = await asyncio.wait_for(handle.result(), 30)
                assert await asyncio.wait_for(listener, 30) == []
                assert final_state.status == "closed"
                assert [t.response for t in final_state.turns] == ["Before the silence."]

                replayed = [e async for e in chat_stream(env.client, chat_id, 0)]
                assert [(e.id, e.event) for e in replayed] == [(e.id, e.event) for e in events]
                with pytest.raises(RPCError):  # the API answers 409: the chat is closed
                    await handle.execute_update(
                        ChatWorkflow.send_message, SendMessage(message_id="late", content="hi?")
                    )


async def test_mode2_summary_survives_continue_as_new(
    small_history_env: WorkflowEnvironment, settings: Settings, scripted_llm: ScriptedLLM
) -> None:
    client = small_history_env.client
    chat_id = str(uuid.uuid4())
    chat = _chat_input(settings, chat_id)
    chat = chat.model_copy(
        update={"mode": 2, "agent_id": None, "options": chat.options.model_copy(update={"memory_summary_turns": 3})}
    )
    scripted_llm.default_reply = Reply(text="An answer.")
    summarized = {"match": lambda body: not body.get("stream"), "text": "The user asked numbered questions."}
    scripted_llm.script(*[Reply(**summarized) for _ in range(6)])
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, settings, executor):
            handle = await client.start_workflow(
                ChatWorkflow.run, chat, id=chat_workflow_id(chat_id), task_queue=settings.task_queue
            )
            first_run = handle.result_run_id
            for n in range(12):
                assert (await _turn(client, chat_id, f"question {n}"))[-1].event == "final"
            described = await client.get_workflow_handle(chat_workflow_id(chat_id)).describe()
            assert described.run_id != first_run, "the chat never continued-as-new"
            state: ChatState = await client.get_workflow_handle(chat_workflow_id(chat_id)).query(ChatWorkflow.get_chat)
            assert state.summary == "The user asked numbered questions."
            await _turn(client, chat_id, "last question")
            sent = scripted_llm.requests[-1]["messages"]
            assert sent[1]["content"] == "Summary of the conversation so far:\nThe user asked numbered questions."
            assert len(sent) < 2 + 2 * 3 + 1  # the summary stands in for the covered turns
