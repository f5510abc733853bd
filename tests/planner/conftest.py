"""Planner stacks of their own: a worker on a task queue of its own and an API over HTTP,
with settings a test needs (short heartbeats, short timeouts)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from typing import Any

import httpx
import pytest
from temporalio.client import Client

from api.app import create_app
from durable_agents.settings import Settings
from tests.research.test_slack import serve
from worker import build_worker


@asynccontextmanager
async def planner_stack(
    settings: Settings, client: Client, queue: str, **overrides: Any
) -> AsyncIterator[tuple[Settings, httpx.AsyncClient]]:
    """A worker (task queue `<tests' queue>-<queue>`) and an API with `overrides` of `settings`."""
    own = settings.model_copy(update={"task_queue": f"{settings.task_queue}-{queue}", **overrides})
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, own, executor), serve(create_app(own)) as http:
            yield own, http


def socket_url(http: httpx.AsyncClient, token: str | None = None) -> str:
    """The planner WebSocket's URL on the API `http` serves."""
    base = str(http.base_url).replace("http://", "ws://").rstrip("/")
    return f"{base}/v1/planner/ws" + (f"?token={token}" if token else "")


@pytest.fixture
async def fast_planner(settings: Settings, client: Client) -> AsyncIterator[tuple[Settings, httpx.AsyncClient]]:
    """An API and a worker whose heartbeats and clarification timeout are short."""
    async with planner_stack(
        settings,
        client,
        "quick",
        heartbeat_interval_seconds=0.2,
        heartbeat_max_missed=2,
        clarification_timeout_seconds=1.0,
        query_refinement_mode="disabled",
        max_concurrent_connections=1,
    ) as stack:
        yield stack
