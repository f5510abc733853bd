"""A SearXNG-compatible search stand-in for tests.

`SearchServer` runs a real HTTP server (Starlette under uvicorn, in a background thread)
answering ``GET /search?q=...&format=json`` the way SearXNG's JSON API does, with the
results in `results`. `fail_next(status)` makes the next requests fail with an HTTP error,
`garble_next()` answers the next one with an HTML page; `queries` records what was asked.
"""

from __future__ import annotations

import threading
from collections import deque
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from tests.support.threaded_server import ServesOverHttp, ThreadedServer

DEFAULT_RESULTS: list[dict[str, Any]] = [
    {
        "title": "Temporal durable execution",
        "url": "https://docs.temporal.io/evaluate/understanding-temporal",
        "content": "Temporal makes code durable: workflows survive crashes and resume where they stopped.",
        "score": 4.5,
        "engine": "duckduckgo",
    },
    {
        "title": "Activities - Temporal docs",
        "url": "https://docs.temporal.io/activities",
        "content": "An activity is a normal function that executes a single, well-defined action.",
        "score": 2.0,
        "engine": "bing",
    },
    {
        "title": "Retry policies",
        "url": "https://temporal.io/blog/failure-handling-in-practice",
        "content": "Activities are retried automatically with a retry policy.",
        "engine": "wikipedia",
    },
]

_HTML_PAGE = "<!DOCTYPE html><html><body><p>SearXNG</p></body></html>"


class SearchServer(ServesOverHttp):
    def __init__(self, results: list[dict[str, Any]] | None = None) -> None:
        self.results: list[dict[str, Any]] = list(DEFAULT_RESULTS if results is None else results)
        self.requests: list[dict[str, str]] = []
        self._scripted: deque[Response] = deque()  # answers to the next requests, in order
        self._lock = threading.Lock()
        app = Starlette(routes=[Route("/search", self._search, methods=["GET"])])
        self._http = ThreadedServer(app, name="SearchServer", thread_name="search-server")

    @property
    def base_url(self) -> str:
        """What `Settings.web_search_url` takes."""
        return self._http.base_url

    @property
    def queries(self) -> list[str]:
        with self._lock:
            return [params.get("q", "") for params in self.requests]

    def fail_next(self, status: int, times: int = 1) -> None:
        """Answer the next `times` requests with HTTP `status`."""
        with self._lock:
            self._scripted.extend(
                JSONResponse({"error": f"scripted HTTP {status}"}, status_code=status) for _ in range(times)
            )

    def garble_next(self) -> None:
        """Answer the next request with an HTML page instead of JSON."""
        with self._lock:
            self._scripted.append(HTMLResponse(_HTML_PAGE))

    def reset(self) -> None:
        """Back to the default results; no pending failures, no recorded requests."""
        with self._lock:
            self.results = list(DEFAULT_RESULTS)
            self.requests.clear()
            self._scripted.clear()

    async def _search(self, request: Request) -> Response:
        params = dict(request.query_params)
        with self._lock:
            self.requests.append(params)
            scripted = self._scripted.popleft() if self._scripted else None
            results = list(self.results)
        if scripted is not None:
            return scripted
        if params.get("format") != "json":
            # SearXNG serves its HTML page unless the JSON format is asked for.
            return HTMLResponse(_HTML_PAGE)
        query = params.get("q", "")
        return JSONResponse(
            {
                "query": query,
                "number_of_results": len(results),
                "results": results,
                "answers": [],
                "corrections": [],
                "infoboxes": [],
                "suggestions": [],
                "unresponsive_engines": [],
            }
        )
