"""The FastAPI app served by uvicorn over HTTP on a free port, for tests that need an API of
their own (settings or a task queue other than the session's)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import uvicorn

from api.app import create_app
from durable_agents.settings import Settings
from tests.support.threaded_server import free_port


@asynccontextmanager
async def serving_api(settings: Settings) -> AsyncIterator[str]:
    """The app of `settings` served while the block runs: its base URL."""
    server = uvicorn.Server(
        uvicorn.Config(create_app(settings), host="127.0.0.1", port=free_port(), log_level="warning", lifespan="on")
    )
    task = asyncio.create_task(server.serve())
    while not server.started:
        assert not task.done(), "the API server failed to start"
        await asyncio.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{server.config.port}"
    finally:
        server.should_exit = True
        await task
