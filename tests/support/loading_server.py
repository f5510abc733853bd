"""A server that is still starting: it answers 503 to its first `loading_requests` requests,
as llama.cpp does while its model loads, then 200 (`requests` counts what it was asked)."""

from __future__ import annotations

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from tests.support.threaded_server import ServesOverHttp, ThreadedServer


class LoadingServer(ServesOverHttp):
    def __init__(self, loading_requests: int) -> None:
        self.loading_requests = loading_requests
        self.requests = 0
        app = Starlette(routes=[Route("/{path:path}", self._answer)])
        self._http = ThreadedServer(app, name="loading server", thread_name="loading-server")

    @property
    def port(self) -> int:
        return self._http.port

    @property
    def base_url(self) -> str:
        return self._http.base_url

    async def _answer(self, request: Request) -> JSONResponse:
        self.requests += 1
        if self.requests <= self.loading_requests:
            return JSONResponse({"error": "loading"}, status_code=503)
        return JSONResponse({"path": request.url.path})
