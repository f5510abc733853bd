"""Limits every request body meets before a route sees it: a size cap (413) and JSON that
every later layer can carry (422 naming where it is not).

Python's `json` accepts what JSON does not (`NaN`, `Infinity`, `1e309` read as infinity)
and what no store or payload can hold (lone UTF-16 surrogates such as `"\\ud800"` cannot be
encoded as UTF-8; PostgreSQL text cannot hold NUL); deep nesting exhausts recursion later.
Each of those used to surface as a plain-text 500 from whichever layer met it first.
(FastAPI's own `max_body_size` answers a bare "Content Too Large", sometimes as plain text,
without the limit a client needs to know: hence the size check here.)
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.problems import json_problem, validation_problem

MAX_JSON_DEPTH = 32
# Bodies read as they come, line by line (a worker's push of a streaming answer: `api.live_inbox`).
STREAMED_BODY_PATH = "/internal/live/"
# Longer integers than any id, count or limit of the API; Python refuses > 4300 digits with a ValueError.
_MAX_INT_DIGITS = 30
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


class JsonRejected(ValueError):
    def __init__(self, message: str, loc: tuple[str | int, ...] = ()) -> None:
        super().__init__(message)
        self.loc = loc


def _reject_constant(name: str) -> Any:
    raise JsonRejected(f"{name} is not a JSON number; send a finite number")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise JsonRejected(f"the number {text[:40]} is out of range; send a finite number")
    return value


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > _MAX_INT_DIGITS:
        raise JsonRejected(f"an integer of {len(text)} digits is out of range")
    return int(text)


def strict_json_loads(text: str | bytes) -> Any:
    """`json.loads` that refuses NaN, infinities, huge integers, nesting deeper than
    MAX_JSON_DEPTH, lone surrogates and NUL characters (JsonRejected, with where)."""
    try:
        value = json.loads(text, parse_constant=_reject_constant, parse_float=_finite_float, parse_int=_bounded_int)
    except RecursionError:
        raise JsonRejected(f"the JSON is nested more than {MAX_JSON_DEPTH} levels deep") from None
    except UnicodeDecodeError:
        raise JsonRejected("the body is not UTF-8 text") from None
    _check_values(value)
    return value


def _check_values(value: Any) -> None:
    # Iterative: a recursive walk would fail on exactly the nesting it is meant to refuse.
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(value, ())]
    while stack:
        item, loc = stack.pop()
        if len(loc) > MAX_JSON_DEPTH:
            raise JsonRejected(f"the JSON is nested more than {MAX_JSON_DEPTH} levels deep", loc[:MAX_JSON_DEPTH])
        if isinstance(item, str):
            _check_text(item, loc)
        elif isinstance(item, dict):
            for key, inner in item.items():
                _check_text(key, (*loc, key[:100]))
                stack.append((inner, (*loc, key)))
        elif isinstance(item, list):
            stack.extend((inner, (*loc, index)) for index, inner in enumerate(item))


def _check_text(text: str, loc: tuple[str | int, ...]) -> None:
    found = _UNSTORABLE.search(text)
    if found is None:
        return
    if found.group() == "\x00":
        raise JsonRejected("the text holds a NUL character (\\u0000), which cannot be stored; remove it", loc)
    raise JsonRejected(
        "the text holds a lone UTF-16 surrogate (e.g. \\ud800 without its pair), which is not a character; "
        "send valid Unicode",
        loc,
    )


class RequestGuard:
    """ASGI middleware: bodies over `max_body_bytes` answer 413, JSON bodies that
    `strict_json_loads` refuses answer 422; the others reach the app unchanged."""

    def __init__(self, app: ASGIApp, max_body_bytes: int) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if (
            scope["type"] != "http"
            or scope["method"] in ("GET", "HEAD", "OPTIONS", "DELETE")
            or scope["path"].startswith(STREAMED_BODY_PATH)
        ):
            await self.app(scope, receive, send)
            return
        headers = {key.decode("latin-1"): value.decode("latin-1") for key, value in scope["headers"]}
        declared = headers.get("content-length", "")
        if declared.isdigit() and int(declared) > self.max_body_bytes:
            await self._too_large(scope, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        more = True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_body_bytes:
                await self._too_large(scope, receive, send)
                return
            chunks.append(chunk)
            more = message.get("more_body", False)
        body = b"".join(chunks)
        if body and _is_json(headers.get("content-type", "")):
            try:
                strict_json_loads(body)
            except JsonRejected as err:
                await validation_problem("json_invalid", ("body", *err.loc), str(err))(scope, receive, send)
                return
            except ValueError:
                pass  # not JSON at all: the route's own parser answers 422 as usual
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if replayed:
                return await receive()
            replayed = True
            return {"type": "http.request", "body": body, "more_body": False}

        await self.app(scope, replay, send)

    async def _too_large(self, scope: Scope, receive: Receive, send: Send) -> None:
        limit = f"{self.max_body_bytes:,} bytes"
        await json_problem(413, f"The request body is larger than {limit} (MAX_REQUEST_BYTES); send less or split it.")(
            scope, receive, send
        )


def _is_json(content_type: str) -> bool:
    media = content_type.split(";", 1)[0].strip().lower()
    return media == "application/json" or media.endswith("+json")
