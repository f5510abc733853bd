"""Where workers push a streaming answer's events to the API process whose client waits.

A plain turn's SSE relay (`api.stream_relay.turn_relay`) opens a slot: a random secret in a
URL of this process (`API_LIVE_URL`, else the address the server is bound to, never what a
client sent). The URL goes to the workflow with the message and from it to the LLM activity,
which POSTs the answer's events to it as they come (`LiveChunks.live_lines`, `end` once the
answer is complete): the relay needs no look at Temporal to find the answer, and Temporal
does no work per token. A retried attempt pushes to the same slot. The slot closes with the
relay; a push to a closed or unknown slot is answered 404 and the worker stops pushing.
"""

from __future__ import annotations

import secrets
from collections.abc import AsyncIterator, Callable

from fastapi import APIRouter, Request, Response, status

from durable_agents.chat.contract import LIVE_END, parse_live_line

# How an event reaches its relay: (offset, type, JSON), or None once the answer is complete.
LiveSink = Callable[[tuple[int, str, str] | None], None]

router = APIRouter(include_in_schema=False)


class LiveInbox:
    """The slots open in this API process."""

    def __init__(self, base_url: str | None) -> None:
        self._base_url = base_url.rstrip("/") if base_url else None
        self._slots: dict[str, LiveSink] = {}

    def open(self, request: Request, sink: LiveSink) -> tuple[str, str]:
        """A new slot, whose pushes go to `sink`: its token (to `close` it) and its URL."""
        token = secrets.token_urlsafe(24)
        self._slots[token] = sink
        return token, f"{self._base_url or _bound_address(request)}/internal/live/{token}"

    def close(self, token: str) -> None:
        self._slots.pop(token, None)

    def sink(self, token: str) -> LiveSink | None:
        return self._slots.get(token)


def _bound_address(request: Request) -> str:
    """This server's own socket address (a wildcard bind reached on loopback)."""
    host, port = request.scope.get("server") or ("127.0.0.1", 8000)
    if host in ("0.0.0.0", "::", ""):
        host = "127.0.0.1"
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


@router.post("/internal/live/{token}", status_code=status.HTTP_204_NO_CONTENT)
async def receive_live(token: str, request: Request) -> Response:
    sink = request.app.state.live_inbox.sink(token)
    if sink is None:
        return Response("No relay waits under this token.", status.HTTP_404_NOT_FOUND)
    async for line in _lines(request.stream()):
        if line == LIVE_END:
            sink(None)
            break
        sink(parse_live_line(line))
    return Response(status_code=status.HTTP_204_NO_CONTENT)


async def _lines(body: AsyncIterator[bytes]) -> AsyncIterator[str]:
    """The non-empty lines of a pushed body (empty ones are keep-alives)."""
    pending = b""
    async for chunk in body:
        pending += chunk
        *complete, pending = pending.split(b"\n")
        for line in complete:
            if line:
                yield line.decode()
