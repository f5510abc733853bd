"""A small SSE reader for tests and the benchmark (the wire format per the HTML standard)."""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

import httpx
from fastapi.sse import ServerSentEvent
from temporalio.client import Client

from api.stream_relay import LiveReading, relay
from durable_agents.temporal import chat_workflow_id


@dataclass
class SSEEvent:
    id: str | None
    event: str
    data: str
    received_at: float = field(default_factory=time.perf_counter)

    @property
    def json(self) -> dict[str, Any]:
        return json.loads(self.data)


async def iter_sse(response: httpx.Response) -> AsyncIterator[SSEEvent]:
    event_id: str | None = None
    event_type = "message"
    data: list[str] = []
    async for line in response.aiter_lines():
        if line == "":
            if data:
                yield SSEEvent(id=event_id, event=event_type, data="\n".join(data))
            event_id, event_type, data = None, "message", []
        elif line.startswith(":"):
            continue
        else:
            name, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if name == "id":
                event_id = value
            elif name == "event":
                event_type = value
            elif name == "data":
                data.append(value)


async def collect(
    client: httpx.AsyncClient,
    method: str,
    url: str,
    *,
    until: str | None = None,
    headers: dict[str, str] | None = None,
    **kwargs: Any,
) -> list[SSEEvent]:
    """Events of one SSE response, up to and including the first of type `until` (or the end)."""
    events: list[SSEEvent] = []
    async with client.stream(method, url, headers=headers, **kwargs) as response:
        response.raise_for_status()
        async for event in iter_sse(response):
            events.append(event)
            if until is not None and event.event in until.split("|"):
                break
    return events


def chat_stream(
    client: Client, chat_id: str, from_offset: int, message_id: str | None = None
) -> AsyncIterator[ServerSentEvent]:
    """The API's SSE relay of a chat, called in-process (tests that drive a workflow directly),
    reading streaming answers by polling their heartbeats."""
    return relay(
        client,
        chat_workflow_id(chat_id),
        from_offset,
        poll_cooldown=timedelta(0),
        live=LiveReading(poll=timedelta(milliseconds=20), http=None),
        message_id=message_id,
    )
