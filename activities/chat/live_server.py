"""The worker's live answer server: SSE relays read a streaming answer's tokens here.

The LLM activity records each batch of tokens in a heartbeat (what a retried attempt
carries on from) and, once Temporal has it, releases the batch here; a relay that found the
answer's `endpoint` in those heartbeat details (one `describe`) then gets every later batch
pushed, so Temporal does work per batch recorded, not per client per poll.

`GET /answers/{token}?from=<chunk index>` answers `text/plain` lines (`LiveChunks.live_lines`):
`<offset> <type> <event JSON>` per event, an empty line every KEEPALIVE_SECONDS while nothing
comes, and `end` once the answer is complete (the rest of the message is in the workflow's
stream). The response closes without `end` when the attempt fails or is cancelled. The token
is a random secret of the attempt: 404 for any other, and for an attempt that has ended.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import socket
from collections.abc import AsyncIterator, Iterator
from typing import Literal

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response, StreamingResponse
from starlette.routing import Route

from durable_agents.chat.contract import LIVE_END, LiveChunks
from durable_agents.settings import Settings

KEEPALIVE_SECONDS = 1.0


class LiveAnswer:
    """One attempt's answer as recorded so far, and the relays waiting for more."""

    def __init__(self, endpoint: str) -> None:
        self.endpoint = endpoint
        self._recorded: LiveChunks | None = None
        self._state: Literal["streaming", "complete", "ended"] = "streaming"
        self._changed = asyncio.Event()

    def release(self, recorded: LiveChunks) -> None:
        """`recorded` is in Temporal now: relays may send it."""
        self._recorded = recorded
        self._notify()

    def complete(self) -> None:
        """Everything is released: relays send `end`."""
        self._state = "complete"
        self._notify()

    def end(self) -> None:
        """The attempt ended otherwise (a failure, a cancellation): relays close."""
        if self._state == "streaming":
            self._state = "ended"
            self._notify()

    def _notify(self) -> None:
        changed, self._changed = self._changed, asyncio.Event()
        changed.set()

    async def lines(self, start: int, *, prelude: bool = False) -> AsyncIterator[str]:
        """`live_lines` from chunk `start` as they are released; first the turn's events before
        the answer when `prelude` (a push to the relay of a plain turn)."""
        sent = start
        while True:
            changed = self._changed
            recorded = self._recorded
            if prelude and recorded is not None:
                yield "".join(f"{event.offset} {event.type} {event.data}\n" for event in recorded.prelude)
                prelude = False
            if recorded is not None and len(recorded.chunks) > sent:
                yield recorded.live_lines(sent)
                sent = len(recorded.chunks)
            if self._state == "complete":
                yield f"{LIVE_END}\n"
                return
            if self._state == "ended":
                return
            try:
                await asyncio.wait_for(changed.wait(), KEEPALIVE_SECONDS)
            except TimeoutError:
                yield "\n"


class _EmbeddedServer(uvicorn.Server):
    """uvicorn inside the worker's event loop: the worker handles SIGINT and SIGTERM itself."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield


class LiveAnswerServer:
    """Serves the answers streaming in this worker process (run it with `async with`)."""

    def __init__(self, settings: Settings) -> None:
        self._host = settings.worker_live_host
        self._port = settings.worker_live_port
        self._advertised = settings.worker_live_url
        self._answers: dict[str, LiveAnswer] = {}
        self._server: _EmbeddedServer | None = None
        self._serving: asyncio.Task[None] | None = None
        self.base_url = ""

    @contextlib.contextmanager
    def answer(self) -> Iterator[LiveAnswer]:
        """A new attempt's answer, served while the block runs (ended when it leaves)."""
        token = secrets.token_urlsafe(24)
        answer = LiveAnswer(f"{self.base_url}/answers/{token}")
        self._answers[token] = answer
        try:
            yield answer
        finally:
            answer.end()
            del self._answers[token]

    async def _serve_answer(self, request: Request) -> Response:
        answer = self._answers.get(request.path_params["token"])
        if answer is None:
            return PlainTextResponse("No answer streams under this token (it ended, or never was).", 404)
        start = request.query_params.get("from", "0")
        if not start.isdigit():
            return PlainTextResponse("`from` is a chunk index: a whole number.", 400)
        return StreamingResponse(answer.lines(int(start)), media_type="text/plain")

    async def __aenter__(self) -> LiveAnswerServer:
        family = socket.AF_INET6 if ":" in self._host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((self._host, self._port))
        port = sock.getsockname()[1]
        host = f"[{self._host}]" if family == socket.AF_INET6 else self._host
        self.base_url = (self._advertised or f"http://{host}:{port}").rstrip("/")
        app = Starlette(routes=[Route("/answers/{token}", self._serve_answer)])
        config = uvicorn.Config(app, log_level="warning", lifespan="off", timeout_graceful_shutdown=1)
        self._server = _EmbeddedServer(config)
        self._serving = asyncio.create_task(self._server.serve(sockets=[sock]))
        while not self._server.started:
            if self._serving.done():
                await self._serving  # raises what stopped it
                raise RuntimeError("the live answer server stopped at start-up")
            await asyncio.sleep(0.01)
        return self

    async def __aexit__(self, *_exc: object) -> None:
        for answer in self._answers.values():
            answer.end()
        if self._server is not None and self._serving is not None:
            self._server.should_exit = True
            await self._serving
