"""The embedded default model for tests: llama.cpp serving SmolLM2 (`python -m
durable_agents.local_llm`), alone or with a worker of its own that calls it as `dev` does
(`local_llm.WORKER_SETTINGS`), on a task queue of its own."""

from __future__ import annotations

import sys
import time
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager, contextmanager
from typing import Any

from temporalio.client import Client

from durable_agents import local_llm
from durable_agents.settings import Settings
from tests.support.processes import clean_env, kill_group, spawn
from tests.support.threaded_server import free_port
from worker import build_worker


@contextmanager
def embedded_model_server() -> Iterator[str]:
    """The embedded model served on a free port; yields its OpenAI base URL."""
    port = free_port()
    base_url = f"http://127.0.0.1:{port}/v1"
    proc, out = spawn([sys.executable, "-m", "durable_agents.local_llm", "--port", str(port)], clean_env())
    try:
        assert out.wait_for(f"local LLM ready on {base_url}", time.monotonic() + 60), out.text[-4000:]
        yield base_url
    finally:
        kill_group(proc)


def embedded_model_settings(settings: Settings, base_url: str, **overrides: Any) -> Settings:
    """`settings` calling the embedded model at `base_url` as `dev` does (`overrides` on top)."""
    return settings.model_copy(update={"llm_base_url": base_url, **local_llm.WORKER_SETTINGS, **overrides})


@asynccontextmanager
async def embedded_model_worker(
    client: Client, settings: Settings, queue: str, **overrides: Any
) -> AsyncIterator[Settings]:
    """A worker on `<task queue>-<queue>` answering with the embedded model; yields its settings
    (`overrides` on top, e.g. a token cap)."""
    with embedded_model_server() as base_url:
        local = embedded_model_settings(settings, base_url, task_queue=f"{settings.task_queue}-{queue}", **overrides)
        with ThreadPoolExecutor(max_workers=4) as executor:
            async with build_worker(client, local, executor):
                yield local
