"""Slack approvals: Block Kit messages, the posting activities against a Slack Web API
stand-in, and `POST /slack/interactions` over HTTP delivering decisions to a real workflow."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from typing import Any
from urllib.parse import urlencode

import httpx
import pytest
import uvicorn
from fastapi import FastAPI
from pydantic import BaseModel
from temporalio import workflow
from temporalio.client import Client, WorkflowHandle
from temporalio.exceptions import ApplicationError
from temporalio.testing import ActivityEnvironment
from temporalio.worker import UnsandboxedWorkflowRunner, Worker

from activities.research.slack_notices import SlackActivities
from api.app import create_app
from durable_agents.errors import ErrorCode
from durable_agents.research import slack_store
from durable_agents.research.contract import (
    ApprovalNotice,
    ApprovalNoticeDecided,
    ApprovalRecord,
    Decision,
    DecisionRequest,
    ResearchState,
)
from durable_agents.research.slack_messages import (
    MAX_VALUE_CHARS,
    approval_blocks,
    approval_text,
    approval_value,
    decided_blocks,
    parse_approval_value,
)
from durable_agents.settings import Settings
from durable_agents.temporal import research_workflow_id
from tests.conftest import free_port
from tests.support.slack_server import SlackServer

TOKEN = "xoxb-test-token"
SECRET = "8f742231b10e8888abcd99yyyzzz85a5"
CHANNEL = "C0APPROVALS"
ALICE, BOB, NO_EMAIL = "U0ALICE", "U0BOB", "U0NOEMAIL"
ALICE_EMAIL, BOB_EMAIL = "alice@example.org", "bob@example.org"
GATE = ResearchState.PHENOTYPE_REVIEW


# --- A workflow that only receives decisions ----------------------------------------------


class Received(BaseModel):
    signal: str
    decision: Decision


@workflow.defn(name="SlackDecisionReceiver")
class DecisionReceiver:
    """Stands in for the research workflow: records the `approve` / `reject` signals and the
    `decide` Updates, which it refuses as the real one does once its gate is `close`d."""

    def __init__(self) -> None:
        self._received: list[Received] = []
        self._closed = False

    @workflow.run
    async def run(self) -> None:
        await workflow.wait_condition(lambda: False)  # runs until the test terminates it

    @workflow.signal
    def approve(self, decision: Decision) -> None:
        self._received.append(Received(signal="approve", decision=decision))

    @workflow.signal
    def reject(self, decision: Decision) -> None:
        self._received.append(Received(signal="reject", decision=decision))

    @workflow.signal
    def close(self) -> None:
        self._closed = True

    @workflow.update
    def decide(self, request: DecisionRequest) -> ApprovalRecord:
        decision = request.as_decision()
        self._received.append(Received(signal=request.decision, decision=decision))
        self._closed = True
        return ApprovalRecord(
            gate=request.gate,
            decision=request.decision,
            approver=request.approver,
            channel=request.channel,
            reason=request.reason,
            at=workflow.now().isoformat(),
            applied=True,
        )

    @decide.validator
    def _open(self, request: DecisionRequest) -> None:
        if self._closed:
            raise ApplicationError(f"{request.gate} is not open (waiting at: no gate).", type="GateNotOpen")

    @workflow.query
    def received(self) -> list[Received]:
        return self._received


# --- Fixtures ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def slack() -> Iterator[SlackServer]:
    users: dict[str, str | None] = {ALICE: ALICE_EMAIL, BOB: BOB_EMAIL, NO_EMAIL: None}
    with SlackServer(TOKEN, users=users) as server:
        yield server


@pytest.fixture(autouse=True)
def _fresh_slack(slack: SlackServer) -> None:
    slack.reset()


def with_slack(settings: Settings, slack: SlackServer, **update: Any) -> Settings:
    """`settings` posting to the Slack stand-in `slack` as the test app (token, secret, channel)."""
    return settings.model_copy(
        update={
            "slack_bot_token": TOKEN,
            "slack_signing_secret": SECRET,
            "slack_channel": CHANNEL,
            "slack_api_url": slack.api_url,
            **update,
        }
    )


@pytest.fixture(scope="module")
def slack_settings(settings: Settings, slack: SlackServer) -> Settings:
    return with_slack(settings, slack)


@asynccontextmanager
async def serve(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """The app over real HTTP (uvicorn on a free port), and a client for it."""
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on"))
    task = asyncio.create_task(server.serve())
    while not server.started:
        assert not task.done(), "the API server failed to start"
        await asyncio.sleep(0.02)
    try:
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=30) as http:
            yield http
    finally:
        server.should_exit = True
        await task


@pytest.fixture(scope="module")
async def slack_api(slack_settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    async with serve(create_app(slack_settings)) as http:
        yield http


@pytest.fixture(scope="module")
async def receiver_queue(client: Client) -> AsyncIterator[str]:
    queue = f"slack-tests-{uuid.uuid4().hex[:8]}"
    # The receiver is test code, not workflow code under test: no sandbox needed.
    async with Worker(
        client, task_queue=queue, workflows=[DecisionReceiver], workflow_runner=UnsandboxedWorkflowRunner()
    ):
        yield queue


@pytest.fixture
async def research(client: Client, receiver_queue: str) -> AsyncIterator[tuple[str, WorkflowHandle[Any, Any]]]:
    """A running `research-<id>` workflow that records the decisions it is sent."""
    request_id = uuid.uuid4().hex
    handle = await client.start_workflow(
        DecisionReceiver.run,
        id=research_workflow_id(request_id),
        task_queue=receiver_queue,
        execution_timeout=timedelta(minutes=5),
    )
    yield request_id, handle
    await handle.terminate("test over")


def notice(request_id: str, **fields: Any) -> ApprovalNotice:
    values: dict[str, Any] = {
        "request_id": request_id,
        "tenant_id": "tenant-1",
        "gate": GATE,
        "summary": "Cohort: adults with type 2 diabetes on metformin, 2019-2023 (about 1,240 patients).",
        "approvers": [ALICE_EMAIL],
        "deadline": "2030-05-01T12:00:00+00:00",
    }
    return ApprovalNotice(**{**values, **fields})


async def post(settings: Settings, message: ApprovalNotice) -> str | None:
    return await ActivityEnvironment().run(SlackActivities(settings).post_approval_request, message)


async def update(settings: Settings, decided: ApprovalNoticeDecided) -> None:
    await ActivityEnvironment().run(SlackActivities(settings).update_approval_message, decided)


def signed(body: bytes, secret: str = SECRET, timestamp: int | str | None = None) -> dict[str, str]:
    """Slack's signature headers, computed as Slack's docs describe (not with slack_sdk)."""
    stamp = str(int(time.time()) if timestamp is None else timestamp)
    digest = hmac.new(secret.encode(), f"v0:{stamp}:".encode() + body, hashlib.sha256).hexdigest()
    return {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Slack-Request-Timestamp": stamp,
        "X-Slack-Signature": f"v0={digest}",
    }


def form(payload: dict[str, Any]) -> bytes:
    return urlencode({"payload": json.dumps(payload)}).encode()


async def click(http: httpx.AsyncClient, payload: dict[str, Any]) -> httpx.Response:
    body = form(payload)
    return await http.post("/slack/interactions", content=body, headers=signed(body))


async def received(handle: WorkflowHandle[Any, Any]) -> list[Received]:
    return await handle.query(DecisionReceiver.received)


async def eventually(check: Callable[[], bool], timeout: float = 10.0) -> None:
    """Wait for what the API does after answering (its background Slack calls)."""
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "condition not met in time"
        await asyncio.sleep(0.05)


def has_buttons(blocks: list[dict[str, Any]]) -> bool:
    return any(block["type"] == "actions" for block in blocks)


def block_text(blocks: list[dict[str, Any]]) -> str:
    return json.dumps(blocks)


# --- Block Kit -----------------------------------------------------------------------------


def test_approval_blocks_carry_the_request_and_two_buttons() -> None:
    message = notice("req-1", approvers=[ALICE_EMAIL, BOB_EMAIL])
    blocks = approval_blocks(message, approval_value("req-1", GATE))

    assert blocks[0] == {"type": "header", "text": {"type": "plain_text", "text": "Approval needed: Phenotype review"}}
    text = block_text(blocks)
    deadline = f"<!date^{int(datetime(2030, 5, 1, 12, tzinfo=UTC).timestamp())}^"
    for expected in ("req-1", "Phenotype review", "type 2 diabetes", f"{ALICE_EMAIL}, {BOB_EMAIL}", deadline):
        assert expected in text
    (actions,) = [block for block in blocks if block["type"] == "actions"]
    approve, reject = actions["elements"]
    assert (approve["action_id"], approve["style"], approve["text"]["text"]) == ("approve", "primary", "Approve")
    assert (reject["action_id"], reject["style"], reject["text"]["text"]) == ("reject", "danger", "Reject")
    for button in (approve, reject):
        assert len(button["value"]) <= MAX_VALUE_CHARS
        assert parse_approval_value(button["value"]) == ("req-1", GATE)


def test_reminder_says_so() -> None:
    message = notice("req-1", kind="reminder")
    blocks = approval_blocks(message, approval_value("req-1", GATE))
    assert blocks[0]["text"]["text"].startswith("Reminder: ")
    assert approval_text(message).startswith("Reminder: ")
    assert has_buttons(blocks)


def test_text_is_escaped_and_clipped_to_block_kit_limits() -> None:
    blocks = approval_blocks(notice("req-1", summary="<!channel> & " + "x" * 5000), approval_value("req-1", GATE))
    summary = blocks[1]["text"]["text"]
    assert summary.startswith("&lt;!channel&gt; &amp; ")
    assert len(summary) <= 3000


def test_button_values_are_bounded_and_checked() -> None:
    with pytest.raises(ValueError):
        approval_value("r" * MAX_VALUE_CHARS, GATE)
    for value in ('{"request_id": "r", "gate": "COMPLETE"}', '{"gate": "QA_REVIEW"}', "not json", "[]"):
        with pytest.raises(ValueError):
            parse_approval_value(value)


@pytest.mark.parametrize(
    ("decision", "approver", "expected"),
    [
        ("approve", ALICE_EMAIL, f"*Approved* by {ALICE_EMAIL}"),
        ("reject", BOB_EMAIL, f"*Rejected* by {BOB_EMAIL}"),
        (None, None, "*Timed out*"),
    ],
)
def test_decided_blocks_replace_the_buttons(decision: str | None, approver: str | None, expected: str) -> None:
    decided = ApprovalNoticeDecided(
        request_id="req-1", gate=GATE, decision=decision, approver=approver, reason="SQL looks right"
    )
    for blocks in (decided_blocks(decided, notice("req-1", kind="reminder")), decided_blocks(decided)):
        assert not has_buttons(blocks)
        assert expected in block_text(blocks)
        assert "SQL looks right" in block_text(blocks)
        assert "req-1" in block_text(blocks)
        assert "Reminder" not in block_text(blocks)


# --- Activities ----------------------------------------------------------------------------


async def test_posts_once_even_when_called_twice(slack: SlackServer, slack_settings: Settings) -> None:
    message = notice(uuid.uuid4().hex)
    first = await post(slack_settings, message)
    again = await post(slack_settings, message)

    assert first is not None and again == first
    (call,) = slack.calls_to("chat.postMessage")
    assert call["channel"] == CHANNEL and "thread_ts" not in call
    assert has_buttons(call["blocks"])
    assert slack.message(CHANNEL, first) is not None


async def test_reminder_is_a_reply_in_the_gates_thread(slack: SlackServer, slack_settings: Settings) -> None:
    request_id = uuid.uuid4().hex
    opened = await post(slack_settings, notice(request_id))
    reminder = await post(slack_settings, notice(request_id, kind="reminder"))
    assert await post(slack_settings, notice(request_id, kind="reminder")) == reminder

    assert reminder is not None and reminder != opened
    first, second = slack.calls_to("chat.postMessage")
    assert "thread_ts" not in first and second["thread_ts"] == opened
    assert second["text"].startswith("Reminder: ")


async def test_a_gate_opened_again_gets_a_new_message(slack: SlackServer, slack_settings: Settings) -> None:
    request_id = uuid.uuid4().hex
    first = await post(slack_settings, notice(request_id))
    second = await post(slack_settings, notice(request_id, deadline="2030-05-04T12:00:00+00:00"))
    assert first != second
    assert len(slack.calls_to("chat.postMessage")) == 2


async def test_ratelimited_is_retried_after_slacks_delay(slack: SlackServer, slack_settings: Settings) -> None:
    message = notice(uuid.uuid4().hex)
    slack.fail_next("chat.postMessage", "ratelimited", status=429, retry_after=7)
    with pytest.raises(ApplicationError) as failure:
        await post(slack_settings, message)
    assert failure.value.type == ErrorCode.SLACK_UNAVAILABLE
    assert not failure.value.non_retryable
    assert failure.value.next_retry_delay == timedelta(seconds=7)

    ts = await post(slack_settings, message)  # Temporal's retry
    assert ts is not None
    assert len(slack.calls_to("chat.postMessage")) == 1


@pytest.mark.parametrize("error", ["channel_not_found", "invalid_auth"])
async def test_refusals_are_not_retryable(slack: SlackServer, slack_settings: Settings, error: str) -> None:
    if error == "invalid_auth":
        settings = slack_settings.model_copy(update={"slack_bot_token": "xoxb-revoked"})
    else:
        settings = slack_settings
        slack.fail_next("chat.postMessage", error)
    with pytest.raises(ApplicationError) as failure:
        await post(settings, notice(uuid.uuid4().hex))
    assert failure.value.type == ErrorCode.SLACK_FAILED
    assert failure.value.non_retryable
    assert error in str(failure.value)


async def test_update_after_the_decision_replaces_every_buttons(slack: SlackServer, slack_settings: Settings) -> None:
    request_id = uuid.uuid4().hex
    opened = await post(slack_settings, notice(request_id))
    reminder = await post(slack_settings, notice(request_id, kind="reminder"))

    decided = ApprovalNoticeDecided(
        request_id=request_id, gate=GATE, decision="approve", approver=ALICE_EMAIL, reason="cohort is right"
    )
    await update(slack_settings, decided)

    updates = slack.calls_to("chat.update")
    assert sorted(call["ts"] for call in updates) == sorted([opened, reminder])
    for call in updates:
        assert call["channel"] == CHANNEL
        assert not has_buttons(call["blocks"])
        assert f"*Approved* by {ALICE_EMAIL}" in block_text(call["blocks"])
        assert "cohort is right" in block_text(call["blocks"])
        assert "type 2 diabetes" in block_text(call["blocks"])  # the request's details stay
    assert opened is not None and not has_buttons(slack.message(CHANNEL, opened)["blocks"])  # type: ignore[index]


async def test_a_timed_out_gate_and_a_deleted_message(slack: SlackServer, slack_settings: Settings) -> None:
    request_id = uuid.uuid4().hex
    await post(slack_settings, notice(request_id))
    slack.reset()  # the message is gone from Slack: nothing to update, nothing to fail
    timed_out = ApprovalNoticeDecided(request_id=request_id, gate=GATE, decision=None, approver=None, reason="")
    await update(slack_settings, timed_out)
    assert slack.calls_to("chat.update") == []
    assert [call.method for call in slack.calls] == ["chat.update"]


async def test_without_slack_settings_nothing_is_posted(slack: SlackServer, settings: Settings) -> None:
    request_id = uuid.uuid4().hex
    assert await post(settings, notice(request_id)) is None
    decided = ApprovalNoticeDecided(request_id=request_id, gate=GATE, decision="reject", approver=BOB_EMAIL, reason="")
    await update(settings, decided)
    assert slack.calls == []


# --- POST /slack/interactions --------------------------------------------------------------


async def test_signed_click_decides_and_replaces_the_buttons_with_the_applied_decision(
    slack: SlackServer, slack_settings: Settings, slack_api: httpx.AsyncClient, research: tuple[str, Any]
) -> None:
    request_id, handle = research
    ts = await post(slack_settings, notice(request_id))
    assert ts is not None

    response = await click(slack_api, slack.click(CHANNEL, ts, ALICE, "approve"))

    assert response.status_code == 200, response.text
    (got,) = await received(handle)
    assert got.signal == "approve"
    assert got.decision == Decision(
        gate=GATE,
        approver=ALICE_EMAIL,
        reason="via Slack",
        channel="slack",
        decision_id=f"slack-{CHANNEL}-{ts}-{ALICE}",
    )
    assert [call["user"] for call in slack.calls_to("users.info")] == [ALICE]
    await eventually(lambda: len(slack.calls_to("chat.update")) == 1)
    (updated,) = slack.calls_to("chat.update")
    assert (updated["channel"], updated["ts"]) == (CHANNEL, ts)
    assert not has_buttons(updated["blocks"])
    assert f"*Approved* by {ALICE_EMAIL}" in block_text(updated["blocks"])
    row = slack_store.get_decision(slack_settings.resolved_database_url, request_id, GATE.value, CHANNEL, ts)
    assert row is not None and (row.outcome, row.decision, row.slack_user) == ("applied", "approve", ALICE)


async def test_the_approver_is_spelled_as_the_request_lists_it(
    slack: SlackServer, slack_settings: Settings, slack_api: httpx.AsyncClient, research: tuple[str, Any]
) -> None:
    request_id, handle = research
    ts = await post(slack_settings, notice(request_id, approvers=["Bob@Example.org"]))
    assert ts is not None
    assert (await click(slack_api, slack.click(CHANNEL, ts, BOB, "reject"))).status_code == 200
    (got,) = await received(handle)
    assert (got.signal, got.decision.approver) == ("reject", "Bob@Example.org")
    await eventually(lambda: len(slack.calls_to("chat.update")) == 1)


def _forged(body: bytes) -> tuple[bytes, dict[str, str]]:
    return body, signed(body, secret="not-the-signing-secret")


def _tampered(body: bytes) -> tuple[bytes, dict[str, str]]:
    return body.replace(b"approve", b"reject"), signed(body)


def _stale(body: bytes) -> tuple[bytes, dict[str, str]]:
    return body, signed(body, timestamp=int(time.time()) - 6 * 60)


def _unsigned(body: bytes) -> tuple[bytes, dict[str, str]]:
    return body, {"Content-Type": "application/x-www-form-urlencoded"}


def _bad_timestamp(body: bytes) -> tuple[bytes, dict[str, str]]:
    return body, signed(body, timestamp="yesterday")


@pytest.mark.parametrize("forge", [_forged, _tampered, _stale, _unsigned, _bad_timestamp])
async def test_a_request_not_signed_by_slack_signals_nothing(
    slack: SlackServer,
    slack_settings: Settings,
    slack_api: httpx.AsyncClient,
    research: tuple[str, Any],
    forge: Callable[[bytes], tuple[bytes, dict[str, str]]],
) -> None:
    request_id, handle = research
    ts = await post(slack_settings, notice(request_id))
    assert ts is not None

    body, headers = forge(form(slack.click(CHANNEL, ts, ALICE, "approve")))
    response = await slack_api.post("/slack/interactions", content=body, headers=headers)

    assert response.status_code == 401
    assert "signature" in response.json()["detail"]
    assert slack.calls_to("users.info") == [] and slack.calls_to("chat.update") == []
    # Signals arrive in order: after a genuine click, only that one is there.
    assert (await click(slack_api, slack.click(CHANNEL, ts, ALICE, "reject"))).status_code == 200
    assert [got.signal for got in await received(handle)] == ["reject"]
    await eventually(lambda: len(slack.calls_to("chat.update")) == 1)


async def test_a_double_click_decides_once(
    slack: SlackServer, slack_settings: Settings, slack_api: httpx.AsyncClient, research: tuple[str, Any]
) -> None:
    request_id, handle = research
    opened = await post(slack_settings, notice(request_id, approvers=[ALICE_EMAIL, BOB_EMAIL]))
    reminder = await post(slack_settings, notice(request_id, approvers=[ALICE_EMAIL, BOB_EMAIL], kind="reminder"))
    assert opened is not None and reminder is not None

    # Two payloads (different action_ts) at once, then Reject, then the reminder's button.
    # The late clicks are built first: they come from screens that still show the buttons
    # (the API replaces them in the background right after the first click).
    first, second = slack.click(CHANNEL, opened, ALICE, "approve"), slack.click(CHANNEL, opened, ALICE, "approve")
    late = [slack.click(CHANNEL, opened, ALICE, "reject"), slack.click(CHANNEL, reminder, ALICE, "reject")]
    other = slack.click(CHANNEL, opened, BOB, "reject")
    assert first["actions"][0]["action_ts"] != second["actions"][0]["action_ts"]
    responses = await asyncio.gather(click(slack_api, first), click(slack_api, second))
    assert [response.status_code for response in responses] == [200, 200]
    for payload in late:
        assert (await click(slack_api, payload)).status_code == 200

    assert [got.signal for got in await received(handle)] == ["approve"]
    # Another approver's late click is told who decided; the clicker's own repeats say nothing.
    assert (await click(slack_api, other)).status_code == 200
    await eventually(lambda: len(slack.calls_to("chat.postEphemeral")) == 1)
    (note,) = slack.calls_to("chat.postEphemeral")
    assert note["user"] == BOB and f"{ALICE_EMAIL} already decided" in note["text"]
    # Both messages of the gate lose their buttons.
    await eventually(lambda: {call["ts"] for call in slack.calls_to("chat.update")} == {opened, reminder})
    for ts in (opened, reminder):
        assert not has_buttons(slack.message(CHANNEL, ts)["blocks"])  # type: ignore[index]


async def test_a_click_from_someone_not_listed_changes_nothing_here(
    slack: SlackServer, slack_settings: Settings, slack_api: httpx.AsyncClient, research: tuple[str, Any]
) -> None:
    request_id, handle = research
    ts = await post(slack_settings, notice(request_id))
    assert ts is not None

    assert (await click(slack_api, slack.click(CHANNEL, ts, BOB, "approve"))).status_code == 200
    # The workflow gets it (and records it as ignored); Bob is told; the buttons stay.
    await eventually(lambda: len(slack.calls_to("chat.postEphemeral")) == 1)
    (note,) = slack.calls_to("chat.postEphemeral")
    assert note["user"] == BOB and "approver list" in note["text"]
    assert slack.calls_to("chat.update") == []

    assert (await click(slack_api, slack.click(CHANNEL, ts, ALICE, "reject"))).status_code == 200
    got = await received(handle)
    assert [(g.signal, g.decision.approver) for g in got] == [("approve", BOB_EMAIL), ("reject", ALICE_EMAIL)]
    assert got[0].decision.decision_id != got[1].decision.decision_id
    await eventually(lambda: len(slack.calls_to("chat.update")) == 1)


async def test_a_user_without_an_email_is_told_and_nothing_is_signalled(
    slack: SlackServer, slack_settings: Settings, slack_api: httpx.AsyncClient, research: tuple[str, Any]
) -> None:
    request_id, handle = research
    ts = await post(slack_settings, notice(request_id))
    assert ts is not None
    assert (await click(slack_api, slack.click(CHANNEL, ts, NO_EMAIL, "approve"))).status_code == 200
    await eventually(lambda: len(slack.calls_to("chat.postEphemeral")) == 1)
    assert await received(handle) == []
    assert slack.calls_to("chat.update") == []


async def test_a_request_that_no_longer_exists(
    slack: SlackServer, slack_settings: Settings, slack_api: httpx.AsyncClient
) -> None:
    request_id = uuid.uuid4().hex  # no workflow
    ts = await post(slack_settings, notice(request_id))
    assert ts is not None

    response = await click(slack_api, slack.click(CHANNEL, ts, ALICE, "approve"))

    assert response.status_code == 200
    await eventually(lambda: len(slack.calls_to("chat.postEphemeral")) == 1)
    (note,) = slack.calls_to("chat.postEphemeral")
    assert note["user"] == ALICE and "finished or no longer exists" in note["text"]
    assert slack.calls_to("chat.update") == []
    # Nothing was decided: the thread is not claimed.
    assert slack_store.get_decision(slack_settings.resolved_database_url, request_id, GATE.value, CHANNEL, ts) is None


async def test_a_late_click_on_a_closed_gate_rewrites_nothing(
    slack: SlackServer, slack_settings: Settings, slack_api: httpx.AsyncClient, research: tuple[str, Any]
) -> None:
    request_id, handle = research
    ts = await post(slack_settings, notice(request_id))
    assert ts is not None
    await handle.signal(DecisionReceiver.close)  # decided elsewhere (the API, the Web UI) or timed out

    assert (await click(slack_api, slack.click(CHANNEL, ts, ALICE, "reject"))).status_code == 200

    await eventually(lambda: len(slack.calls_to("chat.postEphemeral")) == 1)
    (note,) = slack.calls_to("chat.postEphemeral")
    assert note["user"] == ALICE
    assert note["text"] == f"Nothing was decided: {GATE} is not open (waiting at: no gate)."
    assert await received(handle) == []
    assert slack.calls_to("chat.update") == []
    assert has_buttons(slack.message(CHANNEL, ts)["blocks"])  # type: ignore[index]
    assert slack_store.get_decision(slack_settings.resolved_database_url, request_id, GATE.value, CHANNEL, ts) is None


async def test_a_button_naming_another_request_decides_nothing(
    slack: SlackServer, slack_settings: Settings, slack_api: httpx.AsyncClient, research: tuple[str, Any]
) -> None:
    request_a, handle_a = research
    request_b = uuid.uuid4().hex
    ts_a = await post(slack_settings, notice(request_a))
    ts_b = await post(slack_settings, notice(request_b))
    assert ts_a is not None and ts_b is not None
    before = slack.message(CHANNEL, ts_b)

    # Slack signs it, yet the button inside B's message names A; and a message the app never posted.
    crossed = slack.click(CHANNEL, ts_b, ALICE, "approve")
    crossed["actions"][0]["value"] = approval_value(request_a, GATE)
    unknown = slack.click(CHANNEL, ts_a, ALICE, "approve")
    unknown["container"]["message_ts"] = unknown["message"]["ts"] = "1700000000.999999"
    for payload in (crossed, unknown):
        assert (await click(slack_api, payload)).status_code == 200

    await eventually(lambda: len(slack.calls_to("chat.postEphemeral")) == 2)
    assert all("not one of this message's request" in note["text"] for note in slack.calls_to("chat.postEphemeral"))
    assert await received(handle_a) == []
    assert slack.calls_to("users.info") == [] and slack.calls_to("chat.update") == []
    assert slack.message(CHANNEL, ts_b) == before


async def test_other_interactions_are_acknowledged(slack_api: httpx.AsyncClient, slack: SlackServer) -> None:
    response = await click(slack_api, {"type": "view_closed", "user": {"id": ALICE}})
    assert response.status_code == 200
    assert slack.calls == []
    body = b"payload=not-json"
    assert (await slack_api.post("/slack/interactions", content=body, headers=signed(body))).status_code == 400


async def test_without_slack_settings_the_route_says_so(settings: Settings) -> None:
    async with serve(create_app(settings)) as http:
        body = form({"type": "block_actions"})
        response = await http.post("/slack/interactions", content=body, headers=signed(body))
    assert response.status_code == 503
    assert response.json()["detail"].startswith("Slack is not configured")
