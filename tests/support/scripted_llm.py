"""A scripted, OpenAI-compatible Chat Completions server for tests and benchmarks.

`ScriptedLLM` runs a real HTTP server (Starlette under uvicorn, in a background
thread) that answers ``POST /v1/chat/completions`` with queued `Reply` objects,
both as server-sent events (``stream: true``) and as plain JSON, so code under
test can talk to it through the unmodified ``openai`` client.
"""

from __future__ import annotations

import asyncio
import dataclasses
import itertools
import json
import re
import threading
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from tests.support.strict_schema import NOTHING, format_violations, instance_of
from tests.support.threaded_server import ServesOverHttp, ThreadedServer

MODEL_ID = "scripted-model"

_TOKEN_RE = re.compile(r"\S+\s*|\s+")
_ERROR_KINDS: dict[int, tuple[str, str | None]] = {
    400: ("invalid_request_error", None),
    401: ("authentication_error", "invalid_api_key"),
    403: ("permission_error", None),
    404: ("not_found_error", None),
    429: ("rate_limit_error", "rate_limit_exceeded"),
}


@dataclass
class Reply:
    """One scripted model answer (or failure) served for a single request.

    Timing: ``first_token_delay`` elapses before the first chunk of a stream
    (or before a non-streaming / error response), ``token_delay`` between
    consecutive token chunks; non-streaming answers wait as long as the whole
    stream would have taken. ``fail_after_tokens`` breaks the connection after
    that many token chunks (non-streaming: after half of the JSON body).
    ``match`` restricts the reply to requests whose JSON body satisfies it.
    ``stamp_tokens`` appends ``@<time.perf_counter() as the chunk is sent> `` to each
    streamed content piece, so a client of another process on this machine can tell how
    long each token took to reach it (the load benchmark).
    """

    text: str = ""
    tokens: list[str] | None = None
    token_delay: float = 0.0
    first_token_delay: float = 0.0
    status: int = 200
    error_message: str = "scripted failure"
    fail_after_tokens: int | None = None
    usage: dict[str, Any] | None = None
    content_json: dict[str, Any] | None = None
    tool_calls: list[dict[str, Any]] | None = None
    match: Callable[[dict[str, Any]], bool] | None = None
    stamp_tokens: bool = False
    finish_reason: str | None = None  # None: "tool_calls" or "stop", as the reply is

    def __post_init__(self) -> None:
        if self.content_json is not None:
            self.text = json.dumps(self.content_json)

    def content_chunks(self) -> list[str]:
        """Content pieces streamed one per chunk: `tokens`, or `text` split into words."""
        return list(self.tokens) if self.tokens is not None else _TOKEN_RE.findall(self.text)


def _strict_format(body: dict[str, Any]) -> dict[str, Any] | None:
    """The request's `json_schema` response format when it is strict."""
    response_format = body.get("response_format") or {}
    json_schema = response_format.get("json_schema") or {}
    return json_schema if response_format.get("type") == "json_schema" and json_schema.get("strict") else None


def _as_strict_answer(reply: Reply, schema: dict[str, Any]) -> Reply:
    """`reply` as a model honouring the strict `schema` writes it: its JSON made an instance of
    the schema (`instance_of`), the smallest instance when it has no JSON."""
    try:
        seed = json.loads(reply.text)
    except ValueError:
        seed = NOTHING
    return dataclasses.replace(reply, content_json=instance_of(schema, seed), tokens=None, tool_calls=None)


class _StreamAborted(Exception):
    """Raised inside a response body to make uvicorn drop the connection."""


def _sse(payload: dict[str, Any] | str) -> bytes:
    data = payload if isinstance(payload, str) else json.dumps(payload)
    return f"data: {data}\n\n".encode()


def _error_response(status: int, message: str) -> JSONResponse:
    """An OpenAI-style error body for `status`."""
    error_type, code = _ERROR_KINDS.get(status, ("server_error" if status >= 500 else "invalid_request_error", None))
    error = {"message": message, "type": error_type, "param": None, "code": code}
    return JSONResponse({"error": error}, status_code=status)


def _count_words(content: object) -> int:
    """Words in a message `content` (a string or a list of content parts)."""
    if isinstance(content, str):
        return len(content.split())
    if isinstance(content, list):
        return sum(_count_words(part.get("text")) for part in content if isinstance(part, dict))
    return 0


class _Completion:
    """The answer to one request, rendered as an SSE stream or a JSON body."""

    def __init__(self, reply: Reply, body: dict[str, Any], seq: int) -> None:
        self.reply = reply
        self.id = f"chatcmpl-scripted-{seq}"
        self.created = int(time.time())
        self.model = body.get("model") or MODEL_ID
        pieces = reply.content_chunks()
        self.content = "".join(pieces)
        self.tool_calls: list[dict[str, Any]] = [
            {
                "id": call.get("id") or f"call_{seq}_{index}",
                "type": "function",
                "function": {
                    "name": call["name"],
                    "arguments": call["arguments"]
                    if isinstance(call["arguments"], str)
                    else json.dumps(call["arguments"]),
                },
            }
            for index, call in enumerate(reply.tool_calls or [])
        ]
        self.deltas: list[dict[str, Any]] = [{"content": piece} for piece in pieces]
        for index, call in enumerate(self.tool_calls):
            function = call["function"]
            head = {**call, "function": {"name": function["name"], "arguments": ""}}
            self.deltas.append({"tool_calls": [{"index": index, **head}]})
            self.deltas.extend(
                {"tool_calls": [{"index": index, "function": {"arguments": piece}}]}
                for piece in _TOKEN_RE.findall(function["arguments"])
            )
        self.finish_reason = reply.finish_reason or ("tool_calls" if self.tool_calls else "stop")
        self.usage: dict[str, Any] = {
            "prompt_tokens": sum(
                _count_words(message.get("content"))
                for message in body.get("messages") or []
                if isinstance(message, dict)
            ),
            "completion_tokens": len(self.deltas),
        } | (reply.usage or {})
        self.usage.setdefault("total_tokens", self.usage["prompt_tokens"] + self.usage["completion_tokens"])

    def _chunk(self, delta: dict[str, Any], finish_reason: str | None = None) -> bytes:
        choice = {"index": 0, "delta": delta, "finish_reason": finish_reason, "logprobs": None}
        return _sse(self._envelope("chat.completion.chunk", choices=[choice]))

    def _envelope(self, kind: str, **fields: Any) -> dict[str, Any]:
        return {"id": self.id, "object": kind, "created": self.created, "model": self.model, **fields}

    def generation_time(self) -> float:
        """How long streaming all token chunks takes."""
        return self.reply.first_token_delay + self.reply.token_delay * max(len(self.deltas) - 1, 0)

    async def stream(self, include_usage: bool, chunk_times: list[float]) -> AsyncIterator[bytes]:
        """SSE events; appends the write time of each token chunk to `chunk_times`."""
        await asyncio.sleep(self.reply.first_token_delay)
        yield self._chunk({"role": "assistant", "content": ""})
        for index, delta in enumerate(self.deltas[: self.reply.fail_after_tokens]):
            if index:
                await asyncio.sleep(self.reply.token_delay)
            if self.reply.stamp_tokens and "content" in delta:
                delta = {"content": f"{delta['content']}@{time.perf_counter():.6f} "}
            yield self._chunk(delta)
            # Resumed only once the server has handed the chunk to the socket.
            chunk_times.append(time.perf_counter())
        if self.reply.fail_after_tokens is not None:
            raise _StreamAborted
        yield self._chunk({}, self.finish_reason)
        if include_usage:
            yield _sse(self._envelope("chat.completion.chunk", choices=[], usage=self.usage))
        yield _sse("[DONE]")

    def json_body(self) -> dict[str, Any]:
        """The non-streaming ``chat.completion`` object."""
        message: dict[str, Any] = {
            "role": "assistant",
            "content": self.content if self.content or not self.tool_calls else None,
            "refusal": None,
        }
        if self.tool_calls:
            message["tool_calls"] = self.tool_calls
        choice = {"index": 0, "message": message, "finish_reason": self.finish_reason, "logprobs": None}
        return self._envelope("chat.completion", choices=[choice], usage=self.usage)


async def _truncated(data: bytes) -> AsyncIterator[bytes]:
    """Half of `data`, then a dropped connection."""
    yield data[: len(data) // 2]
    raise _StreamAborted


class ScriptedLLM(ServesOverHttp):
    """OpenAI-compatible Chat Completions server answering with scripted replies.

    Replies queued with `script` are consumed one per request in FIFO order
    (skipping replies whose ``match`` rejects the request); `default_reply`
    answers when none applies. Every request body is appended to `requests`;
    every streaming request gets a list in `chunk_times` holding the
    ``time.perf_counter()`` instant each token chunk was written.

    ``strict=True`` plays a model that honours strict schemas (OpenAI's Structured Outputs):
    a request with a strict `json_schema` response format has its schema checked against
    OpenAI's rules (`tests.support.strict_schema`); a schema breaking them is answered 400,
    as OpenAI does, and its problems kept in `refused_schemas`. Otherwise the answer is an
    instance of the schema: the reply's JSON with what the schema lacks dropped and what it
    misses filled in (`instance_of`), since such a model can write nothing else.
    """

    def __init__(self, default_reply: Reply | None = None, *, strict: bool = False) -> None:
        self.default_reply = default_reply or Reply(text="Hello from the scripted model.")
        self.strict = strict
        self.refused_schemas: list[str] = []
        self.requests: list[dict[str, Any]] = []
        self.chunk_times: list[list[float]] = []
        self._queue: list[Reply] = []
        self._lock = threading.Lock()
        self._seq = itertools.count(1)
        app = Starlette(
            routes=[
                Route("/v1/chat/completions", self._chat_completions, methods=["POST"]),
                Route("/v1/models", self._models, methods=["GET"]),
            ]
        )
        # Deliberate `_StreamAborted` failures and streams cancelled by `stop` are not
        # errors worth a traceback in the test output.
        self._http = ThreadedServer(
            app,
            name="ScriptedLLM",
            thread_name="scripted-llm",
            quiet_errors=(_StreamAborted, asyncio.CancelledError),
            timeout_graceful_shutdown=1,
        )

    @property
    def port(self) -> int:
        """The TCP port the running server listens on."""
        return self._http.port

    @property
    def base_url(self) -> str:
        """Base URL for ``openai.AsyncOpenAI(base_url=...)``."""
        return f"{self._http.base_url}/v1"

    @property
    def pending(self) -> int:
        """Number of scripted replies not consumed yet."""
        with self._lock:
            return len(self._queue)

    def script(self, *replies: Reply) -> None:
        """Queue `replies` to answer upcoming requests in order."""
        with self._lock:
            self._queue.extend(replies)

    def reset(self) -> None:
        """Drop queued replies and recorded requests, chunk times and refused schemas."""
        with self._lock:
            self._queue.clear()
            self.requests.clear()
            self.chunk_times.clear()
            self.refused_schemas.clear()

    def _take_reply(self, body: dict[str, Any]) -> Reply:
        """Pop the first queued reply accepting `body`, else the default. Hold `_lock`."""
        for index, reply in enumerate(self._queue):
            if reply.match is None or reply.match(body):
                return self._queue.pop(index)
        return self.default_reply

    async def _chat_completions(self, request: Request) -> Response:
        try:
            body = await request.json()
        except ValueError:
            return _error_response(400, "Request body is not valid JSON.")
        if not isinstance(body, dict):
            return _error_response(400, "Request body must be a JSON object.")
        with self._lock:
            self.requests.append(body)
            reply = self._take_reply(body)
            seq = next(self._seq)
        if reply.status != 200:
            await asyncio.sleep(reply.first_token_delay)
            return _error_response(reply.status, reply.error_message)
        strict_format = _strict_format(body) if self.strict else None
        if strict_format is not None:
            problems = format_violations(strict_format.get("name"), strict_format.get("schema"))
            if problems:
                refused = f"Invalid schema for response_format {strict_format.get('name')!r}: {'; '.join(problems)}"
                with self._lock:
                    self.refused_schemas.append(refused)
                return _error_response(400, refused)
            reply = _as_strict_answer(reply, strict_format["schema"])
        completion = _Completion(reply, body, seq)
        if body.get("stream"):
            include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
            times: list[float] = []
            with self._lock:
                self.chunk_times.append(times)
            return StreamingResponse(
                completion.stream(include_usage, times),
                media_type="text/event-stream",
                headers={"Cache-Control": "no-cache"},
            )
        await asyncio.sleep(completion.generation_time())
        if reply.fail_after_tokens is not None:
            data = json.dumps(completion.json_body()).encode()
            return StreamingResponse(_truncated(data), media_type="application/json")
        return JSONResponse(completion.json_body())

    async def _models(self, request: Request) -> Response:
        model = {"id": MODEL_ID, "object": "model", "created": 0, "owned_by": "scripted"}
        return JSONResponse({"object": "list", "data": [model]})
