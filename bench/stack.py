"""The stack the API benchmarks run against, started as `durable-agents dev` starts it: a
Temporal dev server (in memory), the worker and the API as separate processes, SQLite in a
temporary data directory, and (asked for) the embedded PostgreSQL schema sandbox."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

import httpx
from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.testing import WorkflowEnvironment

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the benchmarks import the project's `tests.support` too

from durable_agents.binaries import find_binary  # noqa: E402
from durable_agents.dev import wait_for_http  # noqa: E402
from durable_agents.schema_design.sandbox_server import embedded_postgres  # noqa: E402
from durable_agents.temporal import SEARCH_ATTRIBUTES  # noqa: E402
from durable_agents.tenancy import create_tenant  # noqa: E402
from tests.support.threaded_server import free_port  # noqa: E402


@dataclass
class Stack:
    api: str  # the API's base URL
    temporal: Client
    data_dir: Path

    def tenant_client(self, name: str, timeout: float) -> httpx.AsyncClient:
        """A client of the API with a new tenant's key."""
        _tenant, key = create_tenant(f"sqlite:///{self.data_dir / 'durable_agents.db'}", name)
        return httpx.AsyncClient(base_url=self.api, headers={"Authorization": f"Bearer {key}"}, timeout=timeout)


@contextlib.asynccontextmanager
async def running_stack(task_queue: str, env: dict[str, str], schema_sandbox: bool = False) -> AsyncIterator[Stack]:
    """The stack, its processes given `env` on top of this one's; all stopped at exit (their
    logs stay in the data directory)."""
    temporal = await WorkflowEnvironment.start_local(
        dev_server_existing_path=find_binary("temporal"),
        search_attributes=SEARCH_ATTRIBUTES,
        data_converter=pydantic_data_converter,
    )
    data_dir = Path(tempfile.mkdtemp(prefix=f"{task_queue}-"))
    try:
        with contextlib.ExitStack() as sandbox:
            api_port = free_port()
            child_env = {
                **os.environ,
                **env,
                "DATA_DIR": str(data_dir),
                "TEMPORAL_ADDRESS": temporal.client.service_client.config.target_host,
                "TASK_QUEUE": task_queue,
                "API_PORT": str(api_port),
            }
            if schema_sandbox:
                child_env["SCHEMA_SANDBOX_URL"] = sandbox.enter_context(embedded_postgres(data_dir / "schema-sandbox"))
            procs: list[subprocess.Popen[bytes]] = []
            try:
                procs += [_start(command, child_env, data_dir) for command in ("worker", "api")]
                api = f"http://127.0.0.1:{api_port}"
                await wait_for_http(f"{api}/healthz", 60)
                yield Stack(api=api, temporal=temporal.client, data_dir=data_dir)
            finally:
                _stop(procs)  # before the sandbox they use
    finally:
        await temporal.shutdown()


def _start(command: str, env: dict[str, str], data_dir: Path) -> subprocess.Popen[bytes]:
    with open(data_dir / f"{command}.log", "wb") as log:
        return subprocess.Popen(
            [sys.executable, "-m", "durable_agents.cli", command],
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            cwd=ROOT,
        )


def _stop(procs: list[subprocess.Popen[bytes]]) -> None:
    for proc in procs:
        proc.terminate()
    for proc in procs:
        proc.wait(timeout=20)


def finish(result: dict[str, Any], print_table: Callable[[dict[str, Any]], None]) -> NoReturn:
    """Print the result as a table and as JSON, and exit at once: a process that ran a
    Temporal client can abort at interpreter exit (sdk-python#300)."""
    print_table(result)
    print(json.dumps(result, indent=2))
    sys.stdout.flush()
    os._exit(0)
