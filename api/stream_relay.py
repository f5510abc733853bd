"""The SSE relay of a chat: the workflow's event stream, plus the answer while it streams.

Events of record come from the chat workflow's stream (`temporalio.contrib.workflow_streams`)
by poll updates while the run is open (queries once it closed). Not by query while it is
open: Temporal may answer a query by running the workflow over events whose workflow task
has not started, with the previous task's time, so an event stamped with `workflow.now()`
could read differently from the one the workflow task then records. An update's answer
comes from the recorded workflow task.

The tokens of an answer do not pass through the workflow while the LLM streams them: the LLM
activity serves each token from its worker's live answer server as it comes, and records the
chunks in a heartbeat (`LiveChunks`) when it starts and about once a second. When an event of
the log says an answer may be streaming, the relay looks at the workflow once (`describe`:
the chunks recorded so far and the server's `endpoint`), then follows the endpoint, which
pushes every later token: Temporal does no work per client or per token. Without an endpoint
(STREAM_LIVE_PUSH off, or the server out of reach) the relay reads the heartbeats with
`describe` every `poll`. The workflow later appends the same chunks at the same offsets; the
relay skips what it already sent, so a client sees every event once, in offset order,
whether it reads live or resumes later with `Last-Event-ID`. One exception: an attempt
retried after its worker died may have streamed tokens it never recorded; the next
attempt's `content_reset` takes their offsets, and the relay sends it although it goes back
over events it sent (once per reset): clients drop what the reset tells them to.

When Temporal cannot give the stream (unreachable, or no worker answering a read for a while)
the relay ends it with an `error` event without `id:` (`TEMPORAL_UNAVAILABLE`): the client
reconnects with the `Last-Event-ID` it has and misses nothing.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from datetime import timedelta
from typing import Annotated

import httpx
from fastapi import Depends, HTTPException, Request, status
from fastapi.sse import EventSourceResponse, ServerSentEvent, format_sse_event
from temporalio.client import (
    Client,
    WorkflowHandle,
    WorkflowQueryFailedError,
    WorkflowQueryRejectedError,
    WorkflowUpdateFailedError,
    WorkflowUpdateRPCTimeoutOrCancelledError,
)
from temporalio.common import RawValue
from temporalio.contrib.workflow_streams import WorkflowStreamClient, WorkflowStreamItem
from temporalio.service import RPCError, RPCStatusCode

from api.deps import NOT_ANSWERED, ResumeOffsetDep, SettingsDep, TemporalDep
from durable_agents.chat.contract import LIVE_END, LiveChunks, parse_live_line
from durable_agents.errors import ErrorCode, client_error
from durable_agents.stream import TERMINAL_EVENT_TYPES, ErrorEvent

# The activity whose heartbeats carry an answer's chunks (activities/chat/answer_stream.py).
STREAMING_ACTIVITIES = frozenset({"stream_agent_response"})
# What reading the stream from Temporal fails with.
READ_ERRORS = (
    RPCError,
    WorkflowQueryFailedError,
    WorkflowQueryRejectedError,
    WorkflowUpdateFailedError,
    WorkflowUpdateRPCTimeoutOrCancelledError,
)
# A read Temporal did not answer in time (an overload, the worker away for a moment) is tried
# again, every RETRY_PAUSE_SECONDS, for this long before the stream ends with `error`.
# Temporal unreachable ends it at once: the client's own RPC retries already covered a blip.
RETRY_UNANSWERED_READS_SECONDS = 10.0
HEALTH_CHECK_TIMEOUT = timedelta(seconds=1)
RETRY_PAUSE_SECONDS = 0.25
# While an answer is about to stream (its activity not started yet), the relay looks again
# after `poll`, then twice as long each time, up to this.
LONGEST_LOOK_PAUSE_SECONDS = 0.25
# Events of the log that never announce an answer to come: an answer's own chunks, published
# once it is complete.
CHUNK_TOPICS = frozenset({"content_chunk", "content_reset"})

logger = logging.getLogger(__name__)


class _LogEnd:
    """Sentinel: the workflow stream ended (the run closed and everything was read)."""


@dataclass(frozen=True)
class _LiveEvent:
    """A chunk event of an answer streaming now, ahead of the log."""

    offset: int
    type: str
    data: str


@dataclass(frozen=True)
class LiveReading:
    """How a relay reads the answers streaming now: `poll` is the first pause while it looks
    for one (and the reading cadence without push); `http` reads live answer servers (None:
    no push, heartbeats are polled)."""

    poll: timedelta
    http: httpx.AsyncClient | None


async def live_answers(temporal: Client, handle: WorkflowHandle) -> list[LiveChunks] | None:
    """Chunks of the answers streaming now; None when no streaming activity is pending. An
    RPCError (Temporal unreachable or not answering) propagates: not knowing is not "none"."""
    description = await handle.describe()
    pending = [
        activity
        for activity in description.raw_description.pending_activities
        if activity.activity_type.name in STREAMING_ACTIVITIES
    ]
    if not pending:
        return None
    answers = []
    for activity in pending:
        if activity.heartbeat_details.payloads:
            [details] = await temporal.data_converter.decode(activity.heartbeat_details.payloads[:1], [LiveChunks])
            answers.append(details)
    return answers


async def check_resume_offset(temporal: Client, workflow_id: str, from_offset: int) -> None:
    """416 when `from_offset` follows an event id this stream never gave: beyond its log while
    no answer streams (an answer's chunks run ahead of the log, and ahead of what its
    heartbeats recorded). Without the check a client resuming after an id it made up would
    wait forever."""
    if from_offset == 0:
        return
    try:
        end = await WorkflowStreamClient.create(temporal, workflow_id).get_offset()
    except (RPCError, WorkflowQueryFailedError, WorkflowQueryRejectedError):
        return  # the relay reports a missing or unreachable workflow
    if from_offset <= end:
        return
    if await live_answers(temporal, temporal.get_workflow_handle(workflow_id)) is not None:
        return
    raise HTTPException(
        status.HTTP_416_RANGE_NOT_SATISFIABLE,
        f"Event {from_offset - 1} is beyond the end of this stream: the last event so far is "
        f"{end - 1}. Resume after an event id you received.",
    )


def checked_resume_offset(workflow_id_of: Callable[..., Awaitable[str]]) -> Callable[..., Awaitable[int]]:
    """A dependency: where the SSE stream of the workflow that the dependency `workflow_id_of`
    names (after its ownership check) resumes, `resume_offset` checked by `check_resume_offset`."""

    # Depends() as a default: this module's string annotations could not name `workflow_id_of`.
    async def dependency(
        *, workflow_id: str = Depends(workflow_id_of), temporal: TemporalDep, from_offset: ResumeOffsetDep
    ) -> int:
        await check_resume_offset(temporal, workflow_id, from_offset)
        return from_offset

    return dependency


async def relay(
    temporal: Client,
    workflow_id: str,
    from_offset: int,
    *,
    poll_cooldown: timedelta,
    live: LiveReading | None,
    message_id: str | None = None,
) -> AsyncIterator[ServerSentEvent]:
    """Events of a workflow's stream from `from_offset` (all, or one message's until its
    final/error). `live` None: the workflow streams no answers, nothing to read live.
    A stream Temporal cannot give ends with an `error` event (`_stream_unreadable`)."""
    queue: asyncio.Queue[WorkflowStreamItem[RawValue] | _LiveEvent | _LogEnd | BaseException] = asyncio.Queue()
    handle = temporal.get_workflow_handle(workflow_id)
    # A message's stream resumed after one of its events reads from that event: if it was the
    # message's last, nothing is left to send.
    read_from = from_offset - 1 if message_id is not None and from_offset > 0 else from_offset
    failing_since: float | None = None  # when reads began to fail, while they do
    # Whether an answer may be streaming: set by events of the log, cleared by a look at the
    # workflow finding none; `announcements` counts those events, so that a look clears only
    # what it saw.
    maybe_streaming = asyncio.Event()
    announcements = 0

    def deliver(item: WorkflowStreamItem[RawValue]) -> bool:
        """Hands `item` to the relay; True when nothing more is to be read."""
        nonlocal read_from, failing_since
        read_from, failing_since = item.offset + 1, None
        if item.offset < from_offset:  # the event the client resumed after (or before it)
            if ends_message(item):
                queue.put_nowait(_LogEnd())
                return True
            return False
        queue.put_nowait(item)
        return ends_message(item)  # then no further poll: it would wait in the workflow for nothing

    async def read_log() -> None:
        nonlocal failing_since
        while True:
            attempt_started = time.monotonic()
            try:
                async for item in WorkflowStreamClient.create(temporal, workflow_id).subscribe(
                    from_offset=read_from, result_type=RawValue, poll_cooldown=poll_cooldown
                ):
                    if deliver(item):
                        return
                queue.put_nowait(_LogEnd())
                return
            except READ_ERRORS as err:
                now = time.monotonic()
                if failing_since is None or now - attempt_started > RETRY_UNANSWERED_READS_SECONDS:
                    failing_since = now  # an attempt that read for that long ended earlier failures
                if not await _not_answered(temporal, err) or now - failing_since > RETRY_UNANSWERED_READS_SECONDS:
                    logger.warning("SSE relay of %s cannot read the stream: %r", workflow_id, err)
                    queue.put_nowait(err)
                    return
                await asyncio.sleep(RETRY_PAUSE_SECONDS)
            except Exception as err:  # handed to the relay, which raises it
                queue.put_nowait(err)
                return

    def ends_message(item: WorkflowStreamItem[RawValue]) -> bool:
        return (
            message_id is not None
            and item.topic in TERMINAL_EVENT_TYPES
            and json.loads(item.data.payload.data).get("message_id") == message_id
        )

    async def read_live(reading: LiveReading) -> None:
        unreachable: set[str] = set()  # endpoints this relay could not connect to: polled instead
        pause = reading.poll.total_seconds()

        def endpoint_of(answer: LiveChunks) -> str | None:
            """Where the answer is pushed from, if this relay reads it so."""
            return None if reading.http is None or answer.endpoint in unreachable else answer.endpoint

        while True:
            await maybe_streaming.wait()
            seen = announcements
            try:
                answers = await live_answers(temporal, handle)
            except RPCError:
                answers = []  # not known now: looked at again (an outage ends the log)
            if answers is None:
                if announcements == seen:
                    maybe_streaming.clear()
                pause = reading.poll.total_seconds()
                continue
            complete = False
            for answer in answers:
                if message_id is not None and answer.message_id != message_id:
                    continue
                # What the client has is not sent again, but for the latest attempt's reset.
                start = min(max(0, next_offset - answer.first_offset), max(answer.resets, default=len(answer.chunks)))
                for offset, event in enumerate(answer.events(start), start=answer.first_offset + start):
                    queue.put_nowait(_LiveEvent(offset, event.type, event.model_dump_json()))
                endpoint = endpoint_of(answer)
                if reading.http is None or endpoint is None:
                    continue
                outcome = await _follow(reading.http, endpoint, len(answer.chunks), queue.put_nowait)
                if outcome == "complete":
                    complete = True
                elif outcome == "unreachable":
                    unreachable.add(endpoint)
            if complete:
                if announcements == seen:
                    maybe_streaming.clear()  # its chunks and what follows come from the log
                pause = reading.poll.total_seconds()
                continue
            await asyncio.sleep(pause)
            if answers and not any(endpoint_of(answer) for answer in answers):
                pause = reading.poll.total_seconds()  # read by polling its heartbeats
            else:
                pause = min(pause * 2, LONGEST_LOOK_PAUSE_SECONDS)  # not started yet, or between attempts

    next_offset = from_offset
    tasks = [asyncio.create_task(read_log())]
    if live is not None:
        tasks.append(asyncio.create_task(read_live(live)))
        maybe_streaming.set()
    ahead: dict[int, _LiveEvent] = {}  # live chunks past a gap the log has yet to fill
    resets_sent: set[str] = set()  # the `content_reset` events sent, by their JSON
    try:
        while True:
            item = await queue.get()
            if isinstance(item, _LogEnd):
                return
            if isinstance(item, READ_ERRORS):
                yield _stream_unreadable()
                return
            if isinstance(item, BaseException):
                raise item
            if isinstance(item, _LiveEvent):
                if item.offset < next_offset and item.type == "content_reset" and item.data not in resets_sent:
                    next_offset = item.offset  # a retry takes back tokens its dead worker never recorded
                    ahead.clear()
                if item.offset >= next_offset:
                    ahead[item.offset] = item
            elif item.offset >= next_offset:
                next_offset = item.offset + 1
                if item.topic not in TERMINAL_EVENT_TYPES and item.topic not in CHUNK_TOPICS:
                    announcements += 1
                    maybe_streaming.set()
                data = item.data.payload.data.decode()
                if item.topic == "content_reset":
                    resets_sent.add(data)
                if message_id is None or json.loads(data).get("message_id") == message_id:
                    yield ServerSentEvent(id=str(item.offset), event=item.topic, raw_data=data)
                    if message_id is not None and item.topic in TERMINAL_EVENT_TYPES:
                        return
            # Live chunks that continue the stream exactly.
            while (event := ahead.pop(next_offset, None)) is not None:
                if event.type == "content_reset":
                    resets_sent.add(event.data)
                yield ServerSentEvent(id=str(event.offset), event=event.type, raw_data=event.data)
                next_offset += 1
            for offset in [offset for offset in ahead if offset < next_offset]:
                del ahead[offset]
    finally:
        for task in tasks:
            task.cancel()


async def _follow(http: httpx.AsyncClient, endpoint: str, start: int, put: Callable[[_LiveEvent], None]) -> str:
    """Hands on the chunks a live answer server pushes from chunk `start` on. Returns how it
    ended: `complete` (the rest is in the log), `gone` (the attempt ended, or its worker:
    look again) or `unreachable` (no connection: poll its heartbeats instead)."""
    try:
        async with http.stream("GET", endpoint, params={"from": start}) as response:
            if response.status_code != 200:
                return "gone"
            async for line in response.aiter_lines():
                if not line:
                    continue  # keep-alive
                if line == LIVE_END:
                    return "complete"
                offset, kind, data = parse_live_line(line)
                put(_LiveEvent(offset, kind, data))
    except httpx.ConnectError as err:
        logger.warning("SSE relay cannot reach the live answer server %s: %r", endpoint.rsplit("/", 1)[0], err)
        return "unreachable"
    except httpx.HTTPError:
        pass  # the worker stopped answering or went away
    return "gone"


async def _not_answered(temporal: Client, err: Exception) -> bool:
    """Whether Temporal is up but did not answer a read in time: worth trying again. An
    UNAVAILABLE read is one too when Temporal itself answers: an overloaded worker's workflow
    task timed out and Temporal aborted the poll Updates it carried."""
    if isinstance(err, RPCError):
        if err.status == RPCStatusCode.UNAVAILABLE:
            try:
                return await temporal.service_client.check_health(timeout=HEALTH_CHECK_TIMEOUT)
            except RPCError:
                return False  # out of reach: the client's own retries already covered a blip
        return err.status in NOT_ANSWERED
    return isinstance(err, WorkflowUpdateRPCTimeoutOrCancelledError | WorkflowQueryFailedError)


def _stream_unreadable() -> ServerSentEvent:
    """The `error` that ends a stream Temporal cannot give. No `id:`: the client's Last-Event-ID
    stays the last event it got, so its reconnect resumes right after it. `message_id` null:
    the stream stopped, no message failed."""
    code, message = client_error(ErrorCode.TEMPORAL_UNAVAILABLE)
    event = ErrorEvent(message_id=None, message=message, error_code=code)
    return ServerSentEvent(event=event.type, raw_data=event.model_dump_json())


def message_events_response(events: AsyncIterator[ServerSentEvent], message_id: str) -> EventSourceResponse:
    """The answer to a POSTed message that asked for `text/event-stream`: its events, its id in `X-Message-Id`."""

    async def encoded() -> AsyncIterator[bytes]:
        async for event in events:
            yield format_sse_event(data_str=event.raw_data, event=event.event, id=event.id)

    return EventSourceResponse(encoded(), headers={"X-Message-Id": message_id})


AnswersRelay = Callable[[str, int, str | None], AsyncIterator[ServerSentEvent]]


def _answers_relay(request: Request, temporal: TemporalDep, settings: SettingsDep) -> AnswersRelay:
    """`relay` of a workflow whose LLM answers stream live (a chat, an execution), read as
    STREAM_POLL_COOLDOWN_MS, STREAM_LIVE_POLL_MS and STREAM_LIVE_PUSH say: called with the
    workflow id, the offset to start from and the message (None: all)."""
    live = LiveReading(
        poll=timedelta(milliseconds=settings.stream_live_poll_ms),
        http=request.app.state.live_http if settings.stream_live_push else None,
    )

    def answers_relay(workflow_id: str, from_offset: int, message_id: str | None) -> AsyncIterator[ServerSentEvent]:
        return relay(
            temporal,
            workflow_id,
            from_offset,
            poll_cooldown=timedelta(milliseconds=settings.stream_poll_cooldown_ms),
            live=live,
            message_id=message_id,
        )

    return answers_relay


AnswersRelayDep = Annotated[AnswersRelay, Depends(_answers_relay)]


def live_answers_client() -> httpx.AsyncClient:
    """The client relays read live answer servers with: one per API process; as many
    connections as answers are followed; a worker silent past its keep-alives is gone."""
    return httpx.AsyncClient(
        timeout=httpx.Timeout(5.0, connect=1.0),
        limits=httpx.Limits(max_connections=None, max_keepalive_connections=100),
        trust_env=False,
    )
