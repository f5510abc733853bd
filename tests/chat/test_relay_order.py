"""The relay's ordering rules, on the events its readers hand it: each offset once and in
order, and the one exception, a retry's `content_reset` going back over tokens a dead worker
served but never recorded."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from api.stream_relay import _LiveEvent, _Relay, _TurnEnded
from durable_agents.chat.contract import ContentChunkEvent, ContentResetEvent, RecordedEvent, TurnRecord

MESSAGE = "m1"


class _NoTemporal:
    """The relay's client, never called by these steps."""

    def get_workflow_handle(self, workflow_id: str) -> Any:
        return workflow_id


def _relay() -> _Relay:
    return _Relay(_NoTemporal(), "chat-1", poll_cooldown=timedelta(0), live=None, message_id=MESSAGE)  # type: ignore[arg-type]


def _chunk(offset: int, content: str, attempt: int) -> _LiveEvent:
    event = ContentChunkEvent(message_id=MESSAGE, content=content, attempt=attempt)
    return _LiveEvent(offset, event.type, event.model_dump_json())


def _reset(offset: int, attempt: int) -> _LiveEvent:
    event = ContentResetEvent(message_id=MESSAGE, attempt=attempt)
    return _LiveEvent(offset, event.type, event.model_dump_json())


def _sent(relay: _Relay, *items: Any) -> list[tuple[str | None, str | None]]:
    return [(event.id, event.event) for item in items for event in relay._take(item)]


def test_a_retrys_reset_goes_back_over_tokens_never_recorded_once() -> None:
    relay = _relay()
    relay.read_log_from(10)
    # Attempt 1 served 10..13 and died having recorded 10..11: attempt 2 resets at 12.
    first = _sent(relay, *(_chunk(offset, f"a{offset} ", 1) for offset in range(10, 14)))
    retried = _sent(relay, _reset(12, 2), _chunk(13, "b ", 2), _chunk(14, "c ", 2))
    # The same reset again (a relay following the attempt once more) changes nothing.
    again = _sent(relay, _reset(12, 2), _chunk(13, "b ", 2))

    assert first == [(str(offset), "content_chunk") for offset in range(10, 14)]
    assert retried == [("12", "content_reset"), ("13", "content_chunk"), ("14", "content_chunk")]
    assert again == []
    assert relay.next_offset == 15


def test_live_chunks_past_a_gap_wait_for_it() -> None:
    relay = _relay()
    relay.read_log_from(5)
    assert _sent(relay, _chunk(7, "later ", 1)) == []
    assert _sent(relay, _chunk(5, "x ", 1), _chunk(6, "y ", 1)) == [
        ("5", "content_chunk"),
        ("6", "content_chunk"),
        ("7", "content_chunk"),
    ]


async def test_a_plain_turns_record_starts_the_stream_where_its_first_event_is() -> None:
    relay = _relay()  # nothing read yet: the start comes from the turn's events
    events = [
        RecordedEvent(offset=20, type="langgraph_reasoning", data="{}"),
        RecordedEvent(offset=23, type="final", data='{"message_id": "m1"}'),
    ]
    before = _sent(relay, _TurnEnded(TurnRecord(message_id=MESSAGE, stream_offset=18, complete=True, events=events)))
    chunks = _sent(relay, _chunk(21, "a ", 1), _chunk(22, "b ", 1))

    assert before == [("20", "langgraph_reasoning")]  # the chunks 21, 22 are awaited (live, or the log)
    assert chunks == [("21", "content_chunk"), ("22", "content_chunk"), ("23", "final")]
    for task in relay.tasks:  # the gap's reader, not needed any more
        task.cancel()
