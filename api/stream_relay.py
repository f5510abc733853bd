"""The SSE relay of a chat: the workflow's event stream, plus the answer while it streams.

Events of record come from the chat workflow's stream (`temporalio.contrib.workflow_streams`):
what is already there by query, then long-poll updates (queries again once the run closed). The tokens of an answer do not pass
through the workflow while the LLM streams them: they ride on the LLM activity's heartbeats
(`LiveChunks`), which the relay reads with `describe` every `live_poll` while an answer may
be streaming. The workflow later appends the same chunks at the same offsets; the relay
skips what it already sent, so a client sees every event once, in offset order, whether it
reads live or resumes later with `Last-Event-ID`.

When Temporal cannot give the stream (unreachable, or no worker answering a read for a while)
the relay ends it with an `error` event without `id:` (`TEMPORAL_UNAVAILABLE`): the client
reconnects with the `Last-Event-ID` it has and misses nothing.
"""

from __future__ import annotations

import asyncio
import base64
import json
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import timedelta

from fastapi import Depends, HTTPException, status
from fastapi.sse import EventSourceResponse, ServerSentEvent, format_sse_event
from temporalio.api.common.v1 import Payload
from temporalio.client import (
    Client,
    WorkflowHandle,
    WorkflowQueryFailedError,
    WorkflowQueryRejectedError,
    WorkflowUpdateFailedError,
    WorkflowUpdateRPCTimeoutOrCancelledError,
)
from temporalio.common import RawValue
from temporalio.contrib.workflow_streams import PollInput, PollResult, WorkflowStreamClient, WorkflowStreamItem
from temporalio.service import RPCError

from api.deps import NOT_ANSWERED, ResumeOffsetDep, TemporalDep
from durable_agents.chat.contract import LiveChunks
from durable_agents.errors import ErrorCode, client_error
from durable_agents.settings import Settings
from durable_agents.stream import TERMINAL_EVENT_TYPES, ErrorEvent

# The activity whose heartbeats carry an answer's chunks (activities/chat/answer_stream.py).
STREAMING_ACTIVITIES = frozenset({"stream_agent_response"})
# The workflow stream's read handler (a query and an update of the same name).
STREAM_POLL = "__temporal_workflow_stream_poll"
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
RETRY_PAUSE_SECONDS = 0.25

logger = logging.getLogger(__name__)


class _LogEnd:
    """Sentinel: the workflow stream ended (the run closed and everything was read)."""


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
    """416 when `from_offset` follows an event id this stream never gave: neither in its log
    nor among the chunks of an answer streaming now (their offsets run ahead of the log).
    Without the check a client resuming after an id it made up would wait forever."""
    if from_offset == 0:
        return
    try:
        end = await WorkflowStreamClient.create(temporal, workflow_id).get_offset()
    except (RPCError, WorkflowQueryFailedError, WorkflowQueryRejectedError):
        return  # the relay reports a missing or unreachable workflow
    if from_offset <= end:
        return
    answers = await live_answers(temporal, temporal.get_workflow_handle(workflow_id))
    live_end = max((answer.first_offset + len(answer.chunks) for answer in answers or []), default=end)
    if from_offset <= live_end:
        return
    raise HTTPException(
        status.HTTP_416_RANGE_NOT_SATISFIABLE,
        f"Event {from_offset - 1} is beyond the end of this stream: the last event so far is "
        f"{max(end, live_end) - 1}. Resume after an event id you received.",
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


async def read_retained(handle: WorkflowHandle, from_offset: int) -> tuple[list[WorkflowStreamItem[RawValue]], int]:
    """Events already in the stream, read by query: unlike a poll (an Update), a query adds
    nothing to the workflow's history. Returns them and the offset to follow from. An RPCError
    (Temporal unreachable or not answering) propagates."""
    items: list[WorkflowStreamItem[RawValue]] = []
    offset = from_offset
    while True:
        try:
            result = await handle.query(STREAM_POLL, PollInput(from_offset=offset), result_type=PollResult)
        except (WorkflowQueryFailedError, WorkflowQueryRejectedError):
            # The handler refused (e.g. an offset truncated away): the subscription starts over.
            return items, offset
        for wire_item in result.items:
            payload = Payload()
            payload.ParseFromString(base64.b64decode(wire_item.data))  # PollResult's documented wire format
            items.append(WorkflowStreamItem(topic=wire_item.topic, data=RawValue(payload), offset=wire_item.offset))
        offset = result.next_offset
        if not result.more_ready:
            return items, offset


async def relay(
    temporal: Client,
    workflow_id: str,
    from_offset: int,
    *,
    poll_cooldown: timedelta,
    live_poll: timedelta | None,
    message_id: str | None = None,
) -> AsyncIterator[ServerSentEvent]:
    """Events of a workflow's stream from `from_offset` (all, or one message's until its
    final/error). `live_poll` None: the workflow streams no answers, nothing to read live.
    A stream Temporal cannot give ends with an `error` event (`_stream_unreadable`)."""
    log: asyncio.Queue[WorkflowStreamItem[RawValue] | _LogEnd | BaseException] = asyncio.Queue()
    handle = temporal.get_workflow_handle(workflow_id)
    # A message's stream resumed after one of its events reads from that event: if it was the
    # message's last, nothing is left to send.
    read_from = from_offset - 1 if message_id is not None and from_offset > 0 else from_offset
    failing_since: float | None = None  # when reads began to fail, while they do

    def deliver(item: WorkflowStreamItem[RawValue]) -> bool:
        """Hands `item` to the relay; True when nothing more is to be read."""
        nonlocal read_from, failing_since
        read_from, failing_since = item.offset + 1, None
        if item.offset < from_offset:  # the event the client resumed after (or before it)
            if ends_message(item):
                log.put_nowait(_LogEnd())
                return True
            return False
        log.put_nowait(item)
        return ends_message(item)  # then no further poll: it would wait in the workflow for nothing

    async def read_log() -> None:
        nonlocal failing_since
        while True:
            attempt_started = time.monotonic()
            try:
                retained, next_offset = await read_retained(handle, read_from)
                for item in retained:
                    if deliver(item):
                        return
                async for item in WorkflowStreamClient.create(temporal, workflow_id).subscribe(
                    from_offset=next_offset, result_type=RawValue, poll_cooldown=poll_cooldown
                ):
                    if deliver(item):
                        return
                log.put_nowait(_LogEnd())
                return
            except READ_ERRORS as err:
                now = time.monotonic()
                if failing_since is None or now - attempt_started > RETRY_UNANSWERED_READS_SECONDS:
                    failing_since = now  # an attempt that read for that long ended earlier failures
                if not _not_answered(err) or now - failing_since > RETRY_UNANSWERED_READS_SECONDS:
                    logger.warning("SSE relay of %s cannot read the stream: %r", workflow_id, err)
                    log.put_nowait(err)
                    return
                await asyncio.sleep(RETRY_PAUSE_SECONDS)
            except Exception as err:  # handed to the relay, which raises it
                log.put_nowait(err)
                return

    def ends_message(item: WorkflowStreamItem[RawValue]) -> bool:
        return (
            message_id is not None
            and item.topic in TERMINAL_EVENT_TYPES
            and json.loads(item.data.payload.data).get("message_id") == message_id
        )

    reader = asyncio.create_task(read_log())
    next_offset = from_offset
    # Whether an answer may be streaming: settled by a look at the workflow, then by events.
    maybe_streaming = live_poll is not None
    try:
        while True:
            try:
                wait = live_poll.total_seconds() if live_poll is not None and maybe_streaming else None
                item = await asyncio.wait_for(log.get(), wait)
            except TimeoutError:
                try:
                    answers = await live_answers(temporal, handle)
                except RPCError:
                    continue  # not known now: looked at again at the next poll (an outage ends the log)
                if answers is None:
                    maybe_streaming = False
                for answer in answers or []:
                    if message_id is not None and answer.message_id != message_id:
                        continue
                    # Only chunks that continue the stream exactly; a gap is filled by the log first.
                    for offset, event in enumerate(answer.events(), start=answer.first_offset):
                        if offset < next_offset:
                            continue
                        if offset > next_offset:
                            break
                        yield ServerSentEvent(id=str(offset), event=event.type, raw_data=event.model_dump_json())
                        next_offset = offset + 1
                continue
            if isinstance(item, _LogEnd):
                return
            if isinstance(item, READ_ERRORS):
                yield _stream_unreadable()
                return
            if isinstance(item, BaseException):
                raise item
            if item.offset < next_offset:
                continue  # a chunk already relayed live
            next_offset = item.offset + 1
            maybe_streaming = live_poll is not None and item.topic not in TERMINAL_EVENT_TYPES
            data = item.data.payload.data.decode()
            if message_id is not None and json.loads(data).get("message_id") != message_id:
                continue
            yield ServerSentEvent(id=str(item.offset), event=item.topic, raw_data=data)
            if message_id is not None and item.topic in TERMINAL_EVENT_TYPES:
                return
    finally:
        reader.cancel()


def _not_answered(err: Exception) -> bool:
    """Whether Temporal is up but did not answer a read in time: worth trying again."""
    if isinstance(err, RPCError):
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


def answers_relay(
    temporal: Client, settings: Settings, workflow_id: str, from_offset: int, message_id: str | None
) -> AsyncIterator[ServerSentEvent]:
    """`relay` of a workflow whose LLM answers stream live (a chat, an execution), polled as
    STREAM_POLL_COOLDOWN_MS and STREAM_LIVE_POLL_MS say."""
    return relay(
        temporal,
        workflow_id,
        from_offset,
        poll_cooldown=timedelta(milliseconds=settings.stream_poll_cooldown_ms),
        live_poll=timedelta(milliseconds=settings.stream_live_poll_ms),
        message_id=message_id,
    )
