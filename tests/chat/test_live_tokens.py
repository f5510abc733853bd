"""Tokens reach clients live, outside the workflow's history, and the chat's stream keeps
exactly what clients saw: after a plain answer, a retried answer and a stopped one."""

from __future__ import annotations

import asyncio
import time
from datetime import timedelta

import httpx
import pytest
from temporalio.api.enums.v1 import EventType
from temporalio.client import (
    Client,
    DescribeWorkflowInput,
    Interceptor,
    OutboundInterceptor,
    StartWorkflowUpdateInput,
    WorkflowExecutionDescription,
    WorkflowUpdateHandle,
)
from temporalio.contrib.workflow_streams import WorkflowStreamClient
from temporalio.service import RPCError, RPCStatusCode

from api.stream_relay import LiveReading, relay
from durable_agents.settings import Settings
from durable_agents.temporal import chat_workflow_id
from tests.conftest import TenantClient
from tests.support.api_server import serving_api
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.support.sse import SSEEvent, collect, iter_sse
from tests.support.threaded_server import free_port
from workflows.activity_presets import LLM_HEARTBEAT_TIMEOUT

TOKENS = [f"w{i} " for i in range(40)]


def _keys(events: list[SSEEvent]) -> list[tuple[str | None, str, str]]:
    return [(e.id, e.event, e.data) for e in events]


async def test_tokens_arrive_while_the_answer_runs_and_stay_out_of_history(
    tenant: TenantClient, scripted_llm: ScriptedLLM, client: Client
) -> None:
    chat_id = await tenant.create_chat(await tenant.create_agent())
    handle = client.get_workflow_handle(chat_workflow_id(chat_id))
    await tenant.ask(chat_id, "warm up")  # the first turn loads tenant and agent
    before = (await handle.describe()).history_length
    scripted_llm.script(Reply(tokens=TOKENS, token_delay=0.05))

    live: list[SSEEvent] = []
    status_at_fifth_token = None
    async with tenant.http.stream(
        "POST",
        f"/v1/chats/{chat_id}/messages",
        json={"content": "count"},
        headers={"Accept": "text/event-stream"},
    ) as response:
        async for event in iter_sse(response):
            live.append(event)
            if sum(e.event == "content_chunk" for e in live) == 5:
                status_at_fifth_token = (await tenant.http.get(f"/v1/chats/{chat_id}")).json()["status"]
            if event.event == "final":
                break

    assert status_at_fifth_token == "running"  # tokens came before the answer was complete
    assert "".join(e.json["content"] for e in live if e.event == "content_chunk") == "".join(TOKENS)
    # 40 tokens streamed, and the turn added a handful of events: tokens never pass through
    # the workflow's history, and its client read nothing from the stream (no read Updates):
    # the Update's acceptance and answer, the retrieval's marker, the answer's activity, two
    # workflow tasks.
    added = [event for event in (await handle.fetch_history()).events if event.event_id > before]
    assert len(added) <= 14, [EventType.Name(event.event_type) for event in added]
    tasks = [event for event in added if event.event_type == EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED]
    assert len(tasks) == 2
    assert _keys(await tenant.message_events(chat_id, live[0].json["message_id"])) == _keys(live)


async def test_an_answer_retried_mid_stream_keeps_what_clients_saw(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    chat_id = await tenant.create_chat(await tenant.create_agent())
    scripted_llm.script(Reply(tokens=TOKENS, token_delay=0.05, fail_after_tokens=10), Reply(text="Recovered answer."))

    live = await tenant.ask(chat_id, "count")

    final = live[-1]
    assert final.event == "final" and final.json["response"] == "Recovered answer."
    # What the first attempt had streamed stays (clients saw it), then a `content_reset`
    # telling clients to drop it, then the second attempt's answer: told apart, not doubled.
    [reset] = [e for e in live if e.event == "content_reset"]
    assert reset.json == {"type": "content_reset", "message_id": final.json["message_id"], "attempt": 2}
    before = [e for e in live if e.event == "content_chunk" and int(e.id) < int(reset.id)]
    after = [e for e in live if e.event == "content_chunk" and int(e.id) > int(reset.id)]
    assert {e.json["attempt"] for e in before} == {1} and {e.json["attempt"] for e in after} == {2}
    assert "".join(TOKENS[:10]).startswith("".join(e.json["content"] for e in before))
    assert "".join(e.json["content"] for e in after) == "Recovered answer."
    chat = (await tenant.http.get(f"/v1/chats/{chat_id}")).json()
    assert chat["messages"][-1]["response"] == "Recovered answer."
    ids = [int(e.id) for e in live]
    assert ids == list(range(ids[0], ids[0] + len(ids)))
    assert _keys(await tenant.message_events(chat_id, final.json["message_id"])) == _keys(live)


async def test_a_stopped_answer_keeps_what_clients_saw_then_the_queued_message_is_cancelled(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    chat_id = await tenant.create_chat(await tenant.create_agent())
    scripted_llm.script(Reply(tokens=TOKENS * 5, token_delay=0.05))
    running = await tenant.send(chat_id, "a long answer")
    queued = await tenant.send(chat_id, "and then this")

    live: list[SSEEvent] = []
    async with tenant.http.stream("GET", f"/v1/chats/{chat_id}/events", params={"message_id": running}) as response:
        async for event in iter_sse(response):
            live.append(event)
            if sum(e.event == "content_chunk" for e in live) == 5:
                assert (await tenant.http.post(f"/v1/chats/{chat_id}/cancel")).json() == {
                    "cancelled_message_id": running
                }
            if event.event == "error":
                break

    assert live[-1].json["error_code"] == "cancelled"
    assert 5 <= sum(e.event == "content_chunk" for e in live) < len(TOKENS) * 5
    assert _keys(await tenant.message_events(chat_id, running)) == _keys(live)
    # The whole stream: the running answer's events end before the queued message's error.
    everything = await asyncio.wait_for(
        collect(tenant.http, "GET", f"/v1/chats/{chat_id}/events", until="error", params={"message_id": queued}), 10
    )
    assert [(e.event, e.json["error_code"]) for e in everything] == [("error", "cancelled")]
    assert int(everything[0].id) == int(live[-1].id) + 1


class _CountedDescribes(Interceptor):
    """Counts the `describe` calls of a client: how often a relay asks Temporal."""

    def __init__(self) -> None:
        self.count = 0

    def intercept_client(self, next: OutboundInterceptor) -> OutboundInterceptor:
        counter = self

        class Counting(OutboundInterceptor):
            async def describe_workflow(self, input: DescribeWorkflowInput) -> WorkflowExecutionDescription:
                counter.count += 1
                return await super().describe_workflow(input)

        return Counting(next)


@pytest.mark.parametrize("push", [True, False], ids=["pushed", "polled"])
async def test_a_relay_gets_the_tokens_pushed_by_the_worker_not_by_polling_temporal(
    tenant: TenantClient, scripted_llm: ScriptedLLM, client: Client, push: bool
) -> None:
    chat_id = await tenant.create_chat(await tenant.create_agent())
    await tenant.ask(chat_id, "warm up")
    workflow_id = chat_workflow_id(chat_id)
    counted = _CountedDescribes()
    temporal = Client(
        client.service_client, namespace=client.namespace, data_converter=client.data_converter, interceptors=[counted]
    )
    offset = await WorkflowStreamClient.create(temporal, workflow_id).get_offset()
    # Over 2.4 s: with pushes every token comes as sent; polled, a batch per recording (each second).
    scripted_llm.script(Reply(tokens=TOKENS, token_delay=0.06))
    message_id = await tenant.send(chat_id, "count")

    received: list[tuple[float, str, str]] = []
    async with httpx.AsyncClient() as http:
        live = LiveReading(poll=timedelta(milliseconds=20), http=http if push else None)
        async for event in relay(
            temporal, workflow_id, offset, poll_cooldown=timedelta(0), live=live, message_id=message_id
        ):
            received.append((time.monotonic(), event.event or "", event.raw_data or ""))

    chunks = [at for at, kind, _ in received if kind == "content_chunk"]
    final_at = received[-1][0]
    assert received[-1][1] == "final" and len(chunks) == len(TOKENS)
    assert final_at - chunks[0] > 0.8  # tokens came while the answer ran, not with the final
    reread = await tenant.message_events(chat_id, message_id)
    assert [(e.event, e.data) for e in reread] == [(kind, data) for _, kind, data in received]
    if push:
        # One look for the answer (a few while its activity starts), then it is pushed.
        assert counted.count <= 6, counted.count
    else:
        assert counted.count >= 20, counted.count  # a describe every 20 ms while it streams


async def test_an_attempt_that_fails_before_its_first_token_changes_nothing_clients_saw(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    """Attempt 2 is recorded (and served) while it waits for its first token, then fails:
    attempt 3's `content_reset` must not replace an event a client already has."""
    chat_id = await tenant.create_chat(await tenant.create_agent())
    scripted_llm.script(
        Reply(tokens=TOKENS, token_delay=0.05, fail_after_tokens=10),
        Reply(status=500, first_token_delay=1.5),
        Reply(text="Recovered answer."),
    )

    live = await tenant.ask(chat_id, "count")

    assert live[-1].event == "final" and live[-1].json["response"] == "Recovered answer."
    # Attempt 2 streamed nothing: one reset, for the attempt whose answer follows it.
    assert [e.json["attempt"] for e in live if e.event == "content_reset"] == [3]
    assert _keys(await tenant.message_events(chat_id, live[-1].json["message_id"])) == _keys(live)


class _AbortedPolls(Interceptor):
    """Temporal's answer to the first `aborts` stream polls of a client is what it answers when
    an overloaded worker's workflow task timed out with the poll Updates it carried."""

    def __init__(self, aborts: int) -> None:
        self.aborts = aborts

    def intercept_client(self, next: OutboundInterceptor) -> OutboundInterceptor:
        faults = self

        class Aborting(OutboundInterceptor):
            async def start_workflow_update(self, input: StartWorkflowUpdateInput) -> WorkflowUpdateHandle:
                if input.update == "__temporal_workflow_stream_poll" and faults.aborts > 0:
                    faults.aborts -= 1
                    raise RPCError("workflow update was aborted", RPCStatusCode.UNAVAILABLE, b"")
                return await super().start_workflow_update(input)

        return Aborting(next)


async def test_a_relay_reads_again_when_temporal_aborts_its_poll(
    tenant: TenantClient, scripted_llm: ScriptedLLM, client: Client
) -> None:
    """An aborted poll is not Temporal being down: the stream goes on instead of ending with
    TEMPORAL_UNAVAILABLE (at 200 answers at once, streams ended so)."""
    chat_id = await tenant.create_chat(await tenant.create_agent())
    await tenant.ask(chat_id, "warm up")
    workflow_id = chat_workflow_id(chat_id)
    faults = _AbortedPolls(aborts=2)
    temporal = Client(
        client.service_client, namespace=client.namespace, data_converter=client.data_converter, interceptors=[faults]
    )
    offset = await WorkflowStreamClient.create(temporal, workflow_id).get_offset()
    scripted_llm.script(Reply(tokens=TOKENS[:10], token_delay=0.02))
    message_id = await tenant.send(chat_id, "count")

    async with httpx.AsyncClient() as http:
        received = [
            (event.event, event.raw_data)
            async for event in relay(
                temporal,
                workflow_id,
                offset,
                poll_cooldown=timedelta(0),
                live=LiveReading(poll=timedelta(milliseconds=20), http=http),
                message_id=message_id,
            )
        ]

    assert faults.aborts == 0
    assert received[-1][0] == "final", received[-1]
    assert [(e.event, e.data) for e in await tenant.message_events(chat_id, message_id)] == received


async def test_an_answer_streaming_longer_than_the_sdks_own_heartbeat_limit_completes_in_one_attempt(
    tenant: TenantClient, scripted_llm: ScriptedLLM, client: Client
) -> None:
    """The worker's SDK times out an activity that has not called `activity.heartbeat` for its
    heartbeat timeout + 5 s (8 s here); the answer heartbeats through the client only. Before
    the answer was completed asynchronously, every answer streaming longer than that was
    retried (content_reset) until LLM_UNAVAILABLE."""
    agent_id = await tenant.create_agent()
    chat_id = await tenant.create_chat(agent_id)
    seconds = LLM_HEARTBEAT_TIMEOUT.total_seconds() + 5 + 2
    tokens = [f"t{i} " for i in range(int(seconds / 0.03))]
    scripted_llm.script(Reply(tokens=tokens, token_delay=0.03))

    events = await tenant.ask(chat_id, "Take your time", enable_rag=False)

    assert events[-1].event == "final", events[-1].json
    assert events[-1].json["response"] == "".join(tokens)
    assert "content_reset" not in {event.event for event in events}
    history = await client.get_workflow_handle(chat_workflow_id(chat_id)).fetch_history()
    attempts = [
        event.activity_task_started_event_attributes.attempt
        for event in history.events
        if event.HasField("activity_task_started_event_attributes")
    ]
    assert attempts and set(attempts) == {1}, attempts


async def test_a_plain_turn_whose_push_cannot_reach_the_api_still_answers_whole(
    tenant: TenantClient, scripted_llm: ScriptedLLM, settings: Settings
) -> None:
    """The worker cannot reach the relay's API (a wrong API_LIVE_URL): the tokens come from
    the stream once the turn ended, the same events a re-read gives."""
    chat_id = await tenant.create_chat(await tenant.create_agent())
    unreachable = settings.model_copy(update={"api_live_url": f"http://127.0.0.1:{free_port()}"})
    scripted_llm.script(Reply(tokens=TOKENS[:10], token_delay=0.02))
    async with (
        serving_api(unreachable) as api_url,
        httpx.AsyncClient(base_url=api_url, headers={"Authorization": f"Bearer {tenant.api_key}"}, timeout=30) as http,
    ):
        live = await collect(
            http,
            "POST",
            f"/v1/chats/{chat_id}/messages",
            json={"content": "count"},
            headers={"Accept": "text/event-stream"},
            until="final",
        )

    assert "".join(e.json["content"] for e in live if e.event == "content_chunk") == "".join(TOKENS[:10])
    assert _keys(await tenant.message_events(chat_id, live[0].json["message_id"])) == _keys(live)
