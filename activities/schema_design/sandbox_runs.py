"""Where sandbox runs execute in the worker: threads of their own, never the pool that the
store activities of chat, research and planner turns use, so a slow or stuck run cannot
take their threads. At most `SCHEMA_SANDBOX_MAX_RUNS` runs at once in a worker process and
`SCHEMA_SANDBOX_RUNS_PER_TENANT` of one tenant: a tenant's further runs wait for its own,
not for everyone's. A cancelled activity stops its run at once (the watchdog cancels the
statement)."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from typing import TypeVar

from durable_agents.schema_design.sandbox import Sandbox
from durable_agents.settings import Settings

T = TypeVar("T")


class SandboxRuns:
    def __init__(self, settings: Settings, url: str) -> None:
        self._url = url
        self._statement_seconds = settings.schema_sandbox_timeout_seconds
        self._run_seconds = settings.schema_sandbox_run_seconds
        self._per_tenant = settings.schema_sandbox_runs_per_tenant
        self._executor = ThreadPoolExecutor(settings.schema_sandbox_max_runs, thread_name_prefix="sandbox")
        self._tenant_slots: dict[str, tuple[asyncio.Semaphore, int]] = {}

    async def run(self, tenant_id: str, work: Callable[[Sandbox], T]) -> T:
        """`work` on a fresh sandbox, on the sandbox's threads, within the tenant's share."""
        async with self._tenant_slot(tenant_id):
            aborted = threading.Event()
            sandbox = Sandbox(self._url, self._statement_seconds, self._run_seconds, aborted)
            running = asyncio.get_running_loop().run_in_executor(self._executor, work, sandbox)
            try:
                return await running
            except asyncio.CancelledError:
                aborted.set()
                raise

    @asynccontextmanager
    async def _tenant_slot(self, tenant_id: str) -> AsyncIterator[None]:
        slots, users = self._tenant_slots.get(tenant_id) or (asyncio.Semaphore(self._per_tenant), 0)
        self._tenant_slots[tenant_id] = (slots, users + 1)
        try:
            async with slots:
                yield
        finally:
            slots, users = self._tenant_slots[tenant_id]
            if users == 1:
                del self._tenant_slots[tenant_id]
            else:
                self._tenant_slots[tenant_id] = (slots, users - 1)
