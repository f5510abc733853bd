"""The SSE relay of a chat: the workflow's event stream, plus the answer while it streams.

Events of record come from the chat workflow's stream (`temporalio.contrib.workflow_streams`)
by poll updates while the run is open (queries once it closed). Not by query while it is
open: Temporal may answer a query by running the workflow over events whose workflow task
has not started, with the previous task's time, so an event stamped with `workflow.now()`
could read differently from the one the workflow task then records. An update's answer
comes from the recorded workflow task.

The tokens of an answer do not pass through the workflow while the LLM streams them: the LLM
activity records its first token in a heartbeat (`LiveChunks`), serves it and every later
token from its worker's live answer server as they come, and records the chunks again about
once a second. When an event of the log says an answer may be streaming, the relay looks at the workflow once (`describe`:
the chunks recorded so far and the server's `endpoint`), then follows the endpoint, which
pushes every later token: Temporal does no work per client or per token. Without an endpoint
(STREAM_LIVE_PUSH off, or the server out of reach) the relay reads the heartbeats with
`describe` every `poll`. The workflow later appends the same chunks at the same offsets; the
relay skips what it already sent, so a client sees every event once, in offset order,
whether it reads live or resumes later with `Last-Event-ID`. One exception: an attempt
retried after its worker died may have streamed tokens it never recorded; the next
attempt's `content_reset` takes their offsets, and the relay sends it although it goes back
over events it sent (once per reset): clients drop what the reset tells them to.

A message POSTed for its SSE answer reads no log at all when its turn is plain (mode 1, not
validated; `turn_relay`): its `ChatWorkflow.answer` Update answers when the turn ended, with
the turn's events of record (`TurnRecord`: all but the chunks), while the answer's first
heartbeat carries the events before it (`LiveChunks.prelude`) and its server the chunks. A
turn then costs Temporal no read Updates (each is two history events and often a workflow
task of its own); what neither path brought (a push that failed) is read from the log.

When Temporal cannot give the stream (unreachable, or no worker answering a read for a while)
the relay ends it with an `error` event without `id:` (`TEMPORAL_UNAVAILABLE`): the client
reconnects with the `Last-Event-ID` it has and misses nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from dataclasses import dataclass
from datetime import timedelta
from typing import Annotated, Any

import httpx
from fastapi import Depends, HTTPException, Request, status
from fastapi.sse import EventSourceResponse, ServerSentEvent, format_sse_event
from temporalio.client import (
    Client,
    WorkflowHandle,
    WorkflowQueryFailedError,
    WorkflowQueryRejectedError,
    WorkflowUpdateFailedError,
    WorkflowUpdateHandle,
    WorkflowUpdateRPCTimeoutOrCancelledError,
)
from temporalio.common import RawValue
from temporalio.contrib.workflow_streams import WorkflowStreamClient, WorkflowStreamItem
from temporalio.service import RPCError, RPCStatusCode

from api.deps import NOT_ANSWERED, ResumeOffsetDep, SettingsDep, TemporalDep
from api.live_inbox import LiveInbox
from durable_agents.chat.contract import LIVE_END, LiveChunks, TurnRecord, parse_live_line
from durable_agents.errors import ErrorCode, client_error
from durable_agents.settings import Settings
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
# How long a plain turn's relay waits for the live path's last chunks once the turn's record
# came, before it reads them from the log.
LIVE_GRACE_SECONDS = 1.0
# Events of the log that never announce an answer to come: an answer's own chunks, published
# once it is complete.
CHUNK_TOPICS = frozenset({"content_chunk", "content_reset"})

logger = logging.getLogger(__name__)


class _LogEnd:
    """Sentinel: the workflow stream ended (the run closed and everything was read)."""


class _LiveEnd:
    """Sentinel: the pushed answer's last event came (those before it are queued already)."""


@dataclass(frozen=True)
class _TurnEnded:
    """A plain turn's `TurnRecord`: it ended."""

    record: TurnRecord


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


# What a relay's readers hand it.
_Item = WorkflowStreamItem[RawValue] | _LiveEvent | _LiveEnd | _TurnEnded | _LogEnd | BaseException


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
    stream = _Relay(temporal, workflow_id, poll_cooldown=poll_cooldown, live=live, message_id=message_id)
    stream.read_log_from(from_offset)
    async for event in stream.events(stream.read_log()):
        yield event


class TurnStream:
    """The SSE relay of a plain turn's message, open before the message is sent: workers push
    the answer's events to `live_to` (`api.live_inbox`) as they come, the `answer` Update
    brings the turn's events of record once it ended, and the stream is read only for what
    neither brought (a push that failed). A turn whose Update answers at once (not plain) is
    read from the stream, with its answer's chunks read live as `relay` does."""

    def __init__(
        self, temporal: Client, workflow_id: str, message_id: str, live: LiveReading, request: Request
    ) -> None:
        self._relay = _Relay(temporal, workflow_id, poll_cooldown=timedelta(0), live=None, message_id=message_id)
        self._relay.live_if_read = live
        self._inbox: LiveInbox = request.app.state.live_inbox
        self._token, self.live_to = self._inbox.open(request, self._relay.take_push)

    async def events(self, turn: WorkflowUpdateHandle[TurnRecord]) -> AsyncIterator[ServerSentEvent]:
        try:
            async for event in self._relay.events(self._relay.read_turn_record(turn)):
                yield event
        finally:
            self.close()

    def close(self) -> None:
        self._inbox.close(self._token)


class _Relay:
    """One SSE stream: what the readers (tasks) find goes through `queue`, and `events` sends
    it in offset order, each offset once: events of the log (`_from_log`), events ahead of
    it (an answer's live chunks, a turn's record: `ahead` until the log or they fill the gap)."""

    def __init__(
        self,
        temporal: Client,
        workflow_id: str,
        *,
        poll_cooldown: timedelta,
        live: LiveReading | None,
        message_id: str | None,
    ) -> None:
        self.temporal, self.workflow_id = temporal, workflow_id
        self.handle = temporal.get_workflow_handle(workflow_id)
        self.poll_cooldown, self.live, self.message_id = poll_cooldown, live, message_id
        self.queue: asyncio.Queue[_Item] = asyncio.Queue()
        self.tasks: list[asyncio.Task[None]] = []
        self.from_offset = 0  # what the client asked for: events before it are not sent
        self.read_from = 0  # where the log is read next
        self.next_offset: int | None = None  # the next event the client gets (None: not known yet)
        self.ahead: dict[int, _LiveEvent] = {}  # events past a gap the log has yet to fill
        self.resets_sent: set[str] = set()  # the `content_reset` events sent, by their JSON
        self.failing_since: float | None = None  # when log reads began to fail, while they do
        # Whether an answer may be streaming: set by events of the log, cleared by a look
        # finding none; `announcements` counts those
        # events, so that a look clears only what it saw.
        self.maybe_streaming = asyncio.Event()
        self.announcements = 0
        self.live_complete = asyncio.Event()  # the pushed answer's last event was taken
        self.ended = False  # the message's final or error was sent
        self.live_if_read: LiveReading | None = None  # a turn's relay reads live once it reads the log

    async def events(self, reader: Coroutine[Any, Any, None]) -> AsyncIterator[ServerSentEvent]:
        self._start(reader)
        if self.live is not None:
            self.maybe_streaming.set()
            self._start(self._read_live(self.live))
        try:
            while True:
                item = await self.queue.get()
                if isinstance(item, _LogEnd):
                    return
                if isinstance(item, READ_ERRORS):
                    yield _stream_unreadable()
                    return
                if isinstance(item, BaseException):
                    raise item
                if isinstance(item, _LiveEnd):
                    self.live_complete.set()
                    continue
                for event in self._take(item):
                    self.ended = self.message_id is not None and event.event in TERMINAL_EVENT_TYPES
                    yield event
                    if self.ended:
                        return
        finally:
            for task in self.tasks:
                task.cancel()

    def _start(self, reader: Coroutine[Any, Any, None]) -> None:
        self.tasks.append(asyncio.create_task(reader))

    # --- What the readers found, in offset order ----------------------------------------------

    def _take(self, item: WorkflowStreamItem[RawValue] | _LiveEvent | _TurnEnded) -> list[ServerSentEvent]:
        if isinstance(item, _TurnEnded):
            sent = self._hold_record(item.record)
        elif isinstance(item, _LiveEvent):
            self._hold_live(item)
            sent = []
        else:
            sent = self._from_log(item)
        return sent + self._release_ahead()

    def _from_log(self, item: WorkflowStreamItem[RawValue]) -> list[ServerSentEvent]:
        if self.next_offset is not None and item.offset < self.next_offset:
            return []  # sent already, from live chunks or a turn's record
        self.next_offset = item.offset + 1
        if item.topic not in TERMINAL_EVENT_TYPES and item.topic not in CHUNK_TOPICS:
            self.announcements += 1
            self.maybe_streaming.set()
        data = item.data.payload.data.decode()
        if item.topic == "content_reset":
            self.resets_sent.add(data)
        if self.message_id is None or json.loads(data).get("message_id") == self.message_id:
            return [ServerSentEvent(id=str(item.offset), event=item.topic, raw_data=data)]
        return []

    def _hold_live(self, event: _LiveEvent) -> None:
        if self.next_offset is None:
            self.next_offset = event.offset  # a turn's first event: its prelude's first
        elif event.offset < self.next_offset and event.type == "content_reset" and event.data not in self.resets_sent:
            self.next_offset = event.offset  # a retry takes back tokens its dead worker never recorded
            self.ahead.clear()
        if event.offset >= self.next_offset:
            self.ahead[event.offset] = event

    def _hold_record(self, record: TurnRecord) -> list[ServerSentEvent]:
        """A plain turn's events of record; what the live chunks left out is read from the log."""
        if self.next_offset is None:
            self.next_offset = min(event.offset for event in record.events)
        for event in record.events:
            if event.offset >= self.next_offset:
                self.ahead[event.offset] = _LiveEvent(event.offset, event.type, event.data)
        sent = self._release_ahead()
        if not any(event.event in TERMINAL_EVENT_TYPES for event in sent):
            self._start(self._fill_gap())
        return sent

    def _release_ahead(self) -> list[ServerSentEvent]:
        """The held events that continue the stream exactly."""
        sent: list[ServerSentEvent] = []
        if self.next_offset is None:
            return sent
        while (event := self.ahead.pop(self.next_offset, None)) is not None:
            if event.type == "content_reset":
                self.resets_sent.add(event.data)
            sent.append(ServerSentEvent(id=str(event.offset), event=event.type, raw_data=event.data))
            self.next_offset += 1
        for offset in [offset for offset in self.ahead if offset < self.next_offset]:
            del self.ahead[offset]
        return sent

    # --- Readers --------------------------------------------------------------------------------

    def read_log_from(self, from_offset: int) -> None:
        """The log is read from `from_offset` (by `read_log`)."""
        self.from_offset = from_offset
        if self.next_offset is None:
            self.next_offset = from_offset
        # A message's stream resumed after one of its events reads from that event: if it was
        # the message's last, nothing is left to send.
        self.read_from = from_offset - 1 if self.message_id is not None and from_offset > 0 else from_offset

    def take_push(self, event: tuple[int, str, str] | None) -> None:
        """An event a worker pushed (`api.live_inbox`); None: the answer's last came."""
        self.queue.put_nowait(_LiveEnd() if event is None else _LiveEvent(*event))

    async def read_turn_record(self, turn: WorkflowUpdateHandle[TurnRecord]) -> None:
        try:
            record = await turn.result()
        except READ_ERRORS as err:
            self.queue.put_nowait(err)
            return
        if record.complete:
            self.queue.put_nowait(_TurnEnded(record))
            return
        self.read_log_from(record.stream_offset)
        if self.live_if_read is not None:
            self.maybe_streaming.set()
            self._start(self._read_live(self.live_if_read))
        await self.read_log()

    async def _fill_gap(self) -> None:
        """The chunks a plain turn's record leaves to the live path, read from the log when
        the live path did not bring them (its push failed) within LIVE_GRACE_SECONDS."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.live_complete.wait(), LIVE_GRACE_SECONDS)
        if self.ended:
            return  # the pushed chunks filled it
        self.from_offset = self.read_from = self.next_offset or 0
        await self.read_log()

    async def read_log(self) -> None:
        """The log's events, by poll Updates (queries once the run closed), through Temporal's
        unanswered reads (RETRY_UNANSWERED_READS_SECONDS); the end or an error ends it."""
        while True:
            attempt_started = time.monotonic()
            try:
                async for item in WorkflowStreamClient.create(self.temporal, self.workflow_id).subscribe(
                    from_offset=self.read_from, result_type=RawValue, poll_cooldown=self.poll_cooldown
                ):
                    if self._deliver(item):
                        return
                self.queue.put_nowait(_LogEnd())
                return
            except READ_ERRORS as err:
                if not await self._read_again(err, attempt_started):
                    logger.warning("SSE relay of %s cannot read the stream: %r", self.workflow_id, err)
                    self.queue.put_nowait(err)
                    return
                await asyncio.sleep(RETRY_PAUSE_SECONDS)
            except Exception as err:  # handed to the relay, which raises it
                self.queue.put_nowait(err)
                return

    def _deliver(self, item: WorkflowStreamItem[RawValue]) -> bool:
        """Hands `item` to the relay; True when nothing more is to be read."""
        self.read_from, self.failing_since = item.offset + 1, None
        if item.offset < self.from_offset:  # the event the client resumed after (or before it)
            if self._ends_message(item):
                self.queue.put_nowait(_LogEnd())
                return True
            return False
        self.queue.put_nowait(item)
        return self._ends_message(item)  # then no further poll: it would wait in the workflow for nothing

    def _ends_message(self, item: WorkflowStreamItem[RawValue]) -> bool:
        return (
            self.message_id is not None
            and item.topic in TERMINAL_EVENT_TYPES
            and json.loads(item.data.payload.data).get("message_id") == self.message_id
        )

    async def _read_again(self, err: Exception, attempt_started: float) -> bool:
        """Whether a failed read is tried again: Temporal is up but did not answer, and has
        not been failing for RETRY_UNANSWERED_READS_SECONDS."""
        now = time.monotonic()
        if self.failing_since is None or now - attempt_started > RETRY_UNANSWERED_READS_SECONDS:
            self.failing_since = now  # an attempt that read for that long ended earlier failures
        return await _not_answered(self.temporal, err) and now - self.failing_since <= RETRY_UNANSWERED_READS_SECONDS

    async def _read_live(self, reading: LiveReading) -> None:
        """The chunks of the answers streaming now: looked for when the log (or a turn awaited)
        says one may be, then followed at their server (or their heartbeats polled)."""
        unreachable: set[str] = set()  # endpoints this relay could not connect to: polled instead
        pause = reading.poll.total_seconds()
        while True:
            await self.maybe_streaming.wait()
            seen = self.announcements
            try:
                answers = await live_answers(self.temporal, self.handle)
            except RPCError:
                answers = []  # not known now: looked at again (an outage ends the log)
            if answers is None:
                if self.announcements == seen:
                    self.maybe_streaming.clear()
                pause = reading.poll.total_seconds()
                continue
            followed = [await self._follow_answer(reading, answer, unreachable) for answer in answers or []]
            if "complete" in followed:
                if self.announcements == seen:
                    self.maybe_streaming.clear()  # its chunks and what follows come from the log
                pause = reading.poll.total_seconds()
                continue
            await asyncio.sleep(pause)
            if answers and all(result in ("polled", "unreachable") for result in followed):
                pause = reading.poll.total_seconds()  # read by polling its heartbeats
            else:
                pause = min(pause * 2, LONGEST_LOOK_PAUSE_SECONDS)  # not started yet, or between attempts

    async def _follow_answer(self, reading: LiveReading, answer: LiveChunks, unreachable: set[str]) -> str:
        """Hands on what `answer` recorded, then what its server pushes. Returns how it ended:
        `complete`, `gone`, `polled` (no server to follow) or `other` (another message's)."""
        if self.message_id is not None and answer.message_id != self.message_id:
            return "other"
        for event in answer.prelude:
            self.queue.put_nowait(_LiveEvent(event.offset, event.type, event.data))
        # What the client has is not sent again, but for the latest attempt's reset.
        start = min(
            max(0, (self.next_offset or 0) - answer.first_offset), max(answer.resets, default=len(answer.chunks))
        )
        for offset, event in enumerate(answer.events(start), start=answer.first_offset + start):
            self.queue.put_nowait(_LiveEvent(offset, event.type, event.model_dump_json()))
        if reading.http is None or answer.endpoint is None or answer.endpoint in unreachable:
            return "polled"
        outcome = await _follow(reading.http, answer.endpoint, len(answer.chunks), self.queue.put_nowait)
        if outcome == "unreachable":
            unreachable.add(answer.endpoint)
        return outcome


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


def _live_reading(request: Request, settings: Settings) -> LiveReading:
    """How relays read live answers, as STREAM_LIVE_POLL_MS and STREAM_LIVE_PUSH say."""
    return LiveReading(
        poll=timedelta(milliseconds=settings.stream_live_poll_ms),
        http=request.app.state.live_http if settings.stream_live_push else None,
    )


AnswersRelay = Callable[[str, int, str | None], AsyncIterator[ServerSentEvent]]


def _answers_relay(request: Request, temporal: TemporalDep, settings: SettingsDep) -> AnswersRelay:
    """`relay` of a workflow whose LLM answers stream live (a chat, an execution), read as
    STREAM_POLL_COOLDOWN_MS, STREAM_LIVE_POLL_MS and STREAM_LIVE_PUSH say: called with the
    workflow id, the offset to start from and the message (None: all)."""
    live = _live_reading(request, settings)

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

TurnRelay = Callable[[str, str], TurnStream]


def _turn_relay(request: Request, temporal: TemporalDep, settings: SettingsDep) -> TurnRelay:
    """`TurnStream` as `_answers_relay` sets up its live reading: called with the workflow id
    and the message id."""
    live = _live_reading(request, settings)

    def turn_stream(workflow_id: str, message_id: str) -> TurnStream:
        return TurnStream(temporal, workflow_id, message_id, live, request)

    return turn_stream


TurnRelayDep = Annotated[TurnRelay, Depends(_turn_relay)]


def live_answers_client() -> httpx.AsyncClient:
    """The client relays read live answer servers with: one per API process; as many
    connections as answers are followed; a worker silent past its keep-alives is gone."""
    return httpx.AsyncClient(
        timeout=httpx.Timeout(5.0, connect=1.0),
        limits=httpx.Limits(max_connections=None, max_keepalive_connections=100),
        trust_env=False,
    )
