"""`durable-agents dev`: the whole system on 127.0.0.1 with embedded defaults.

Children: a Temporal dev server (file-backed in the data dir, unless TEMPORAL_ADDRESS is
set), the local LLM (unless LLM_BASE_URL is set), the embedded PostgreSQL the schema design
pipeline validates in (unless SCHEMA_SANDBOX_URL is set), the worker and the API. Ctrl-C
stops them all; the data dir keeps Temporal's and the app's state for the next start.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import shlex
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

from durable_agents import tenancy as tenants_store
from durable_agents.binaries import find_binary
from durable_agents.chat import agents as agents_store
from durable_agents.chat import documents as documents_store
from durable_agents.chat.builtin_tools import RAG_SEARCH
from durable_agents.settings import Settings
from durable_agents.temporal import SEARCH_ATTRIBUTES, connect, ensure_search_attributes

DEMO_FILE = "demo-tenant.json"
DEMO_DOCUMENTS = [
    documents_store.NewDocument(
        title="Durable execution",
        url="https://docs.temporal.io/evaluate/understanding-temporal",
        metadata={"organization": "Temporal Technologies", "type": "documentation"},
        text=(
            "Durable execution means that a function keeps running to completion despite crashes, "
            "restarts or network failures. Temporal records each step of a workflow in an event "
            "history; when a worker fails, another worker replays the history and continues where "
            "the first one stopped, so no completed work is repeated or lost."
        ),
    ),
    documents_store.NewDocument(
        title="Workflows and activities",
        url="https://docs.temporal.io/workflows",
        metadata={"organization": "Temporal Technologies", "type": "documentation"},
        text=(
            "A Temporal workflow is deterministic code that orchestrates activities. Activities do "
            "everything that touches the outside world, such as calling an LLM or a database; each "
            "has a timeout and a retry policy, so transient failures are retried automatically."
        ),
    ),
    documents_store.NewDocument(
        title="Signals, queries and updates",
        url="https://docs.temporal.io/encyclopedia/workflow-message-passing",
        metadata={"organization": "Temporal Technologies", "type": "documentation"},
        text=(
            "Signals send data into a running workflow, queries read its state, and updates do both "
            "and return a result to the caller. Human approvals are usually modelled as signals that "
            "a workflow waits for, durably, for as long as it takes."
        ),
    ),
]
DEMO_QUESTION = "What is durable execution?"


@dataclass
class DevOptions:
    api_port: int = 8000
    temporal_port: int = 7233
    ui_port: int = 8233
    llm_port: int = 8081


class Children:
    """Child processes started in order and stopped in reverse order."""

    def __init__(self, log_dir: Path) -> None:
        self._log_dir = log_dir
        self._procs: list[tuple[str, subprocess.Popen[bytes]]] = []
        self._logs = contextlib.ExitStack()

    def start(self, name: str, argv: list[str], env: dict[str, str]) -> subprocess.Popen[bytes]:
        log = self._logs.enter_context(open(self._log_dir / f"{name}.log", "ab"))
        proc = subprocess.Popen(argv, env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        self._procs.append((name, proc))
        return proc

    def exited(self) -> str | None:
        for name, proc in self._procs:
            if proc.poll() is not None:
                return f"{name} exited with code {proc.returncode} (see {self._log_dir / (name + '.log')})"
        return None

    def stop_all(self) -> None:
        for _name, proc in reversed(self._procs):
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + 15
        for _name, proc in reversed(self._procs):
            try:
                proc.wait(timeout=max(deadline - time.monotonic(), 0.1))
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        # Closed here, not by the garbage collector at interpreter exit.
        self._logs.close()


def _temporal_argv(settings: Settings, options: DevOptions) -> list[str]:
    argv = [
        find_binary("temporal"), "server", "start-dev",
        "--ip", "127.0.0.1",
        "--port", str(options.temporal_port),
        "--ui-port", str(options.ui_port),
        "--db-filename", str((settings.data_dir / "temporal.db").resolve()),
        "--namespace", settings.temporal_namespace,
        "--ui-disable-news-fetch",
        # WAL and no fsync cut signal -> resume from ~117 ms to ~27 ms (median, measured); dev data only.
        "--sqlite-pragma", "journal_mode=wal",
        "--sqlite-pragma", "synchronous=off",
        "--log-level", "warn",
    ]  # fmt: skip
    for key in SEARCH_ATTRIBUTES:
        argv += ["--search-attribute", f"{key.name}={key.indexed_value_type.name.title()}"]
    return argv


async def _wait_for_temporal(settings: Settings, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            client = await connect(settings)
            await ensure_search_attributes(client)
            return
        except RuntimeError:
            if time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.25)


async def wait_for_http(url: str, timeout: float, children: Children | None = None) -> None:
    """Until `url` answers 200; fails early when one of `children` has exited."""
    deadline = time.monotonic() + timeout
    async with httpx.AsyncClient(timeout=2) as http:
        while True:
            if children is not None and (problem := children.exited()) is not None:
                raise RuntimeError(problem)
            try:
                if (await http.get(url)).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"{url} did not answer within {timeout:.0f} s")
            await asyncio.sleep(0.25)


def _seed_demo(settings: Settings) -> dict[str, str]:
    """The demo tenant, agent and documents; created once, then read back from the data dir."""
    demo_file = settings.data_dir / DEMO_FILE
    db_url = settings.resolved_database_url
    if demo_file.exists():
        demo = json.loads(demo_file.read_text())
        if tenants_store.tenant_for_api_key(db_url, demo["api_key"]) is not None:
            return demo
    tenant, api_key = tenants_store.create_tenant(db_url, "Demo tenant")
    agent = agents_store.create_agent(
        db_url,
        tenant.id,
        name="Temporal Guide",
        description="Answers questions about Temporal and durable execution.",
        system_prompt="You are a concise assistant who explains Temporal. Answer in two or three sentences.",
        # A tool, so modes 3 and 4 show ReAct rounds with the demo agent too.
        tools=[RAG_SEARCH.name],
    )
    documents_store.add_documents(db_url, tenant.id, agent.id, DEMO_DOCUMENTS)
    demo = {"tenant_id": tenant.id, "api_key": api_key, "agent_id": agent.id}
    _save_demo(demo_file, demo)
    return demo


def _save_demo(demo_file: Path, demo: dict[str, str]) -> None:
    demo_file.write_text(json.dumps(demo, indent=2))
    demo_file.chmod(0o600)


async def demo_chat(http: httpx.AsyncClient, demo_file: Path, demo: dict[str, str]) -> str:
    """The demo chat of an earlier start while it is open, else a new one, remembered in the
    demo file: restarts do not pile up empty chats."""
    if chat_id := demo.get("chat_id"):
        earlier = await http.get(f"/v1/chats/{chat_id}")
        if earlier.status_code == 200 and earlier.json()["status"] != "closed":
            return chat_id
    response = await http.post("/v1/chats", json={"mode": 1, "agent_id": demo["agent_id"]})
    response.raise_for_status()
    demo["chat_id"] = response.json()["chat_id"]
    _save_demo(demo_file, demo)
    return demo["chat_id"]


async def _serve(
    settings: Settings, options: DevOptions, children: Children, sandbox: contextlib.ExitStack, stop: asyncio.Event
) -> None:
    env = {**os.environ, "DATA_DIR": str(settings.data_dir.resolve()), "DATABASE_URL": settings.resolved_database_url}
    if "TEMPORAL_ADDRESS" not in os.environ:
        settings.temporal_address = f"127.0.0.1:{options.temporal_port}"
        children.start("temporal", _temporal_argv(settings, options), env)
        env.setdefault("TEMPORAL_UI_URL", f"http://127.0.0.1:{options.ui_port}")
    env["TEMPORAL_ADDRESS"] = settings.temporal_address

    if not settings.llm_base_url:
        from durable_agents.local_llm import MODEL_NAME, WORKER_SETTINGS, wait_until_ready

        base_url = f"http://127.0.0.1:{options.llm_port}/v1"
        children.start("llm", [sys.executable, "-m", "durable_agents.local_llm", "--port", str(options.llm_port)], env)
        env.update(
            {
                name.upper(): value if isinstance(value, str) else json.dumps(value)
                for name, value in WORKER_SETTINGS.items()
                if name.upper() not in env  # the operator's own choice wins
            },
            LLM_BASE_URL=base_url,
            LLM_MODEL=MODEL_NAME,
            LLM_API_KEY="local",
        )
        await wait_until_ready(base_url)

    if settings.schema_sandbox_url:
        sandbox_line = "SCHEMA_SANDBOX_URL"
    else:
        from durable_agents.schema_design.sandbox_server import embedded_postgres

        sandbox_dir = (settings.data_dir / "schema-sandbox").resolve()
        # In a thread: PostgreSQL takes seconds to start, and Ctrl-C must still be heard meanwhile.
        env["SCHEMA_SANDBOX_URL"] = await asyncio.to_thread(sandbox.enter_context, embedded_postgres(sandbox_dir))
        sandbox_line = f"embedded PostgreSQL in {sandbox_dir}"

    await _wait_for_temporal(settings)
    demo = _seed_demo(settings)
    children.start("worker", [sys.executable, "-m", "durable_agents.cli", "worker"], env)
    api_env = {**env, "API_HOST": "127.0.0.1", "API_PORT": str(options.api_port)}
    children.start("api", [sys.executable, "-m", "durable_agents.cli", "api"], api_env)
    api = f"http://127.0.0.1:{options.api_port}"
    await wait_for_http(f"{api}/healthz", 60, children)

    async with httpx.AsyncClient(base_url=api, headers={"Authorization": f"Bearer {demo['api_key']}"}) as http:
        chat_id = await demo_chat(http, settings.data_dir / DEMO_FILE, demo)

    ui = f"http://127.0.0.1:{options.ui_port}" if "TEMPORAL_ADDRESS" not in os.environ else "(external Temporal)"
    print(
        f"""
durable-agents is running (logs in {settings.data_dir.resolve() / "logs"})
  API              {api}
  OpenAPI docs     {api}/docs
  Web app          {api}/app/ (sign in with the demo API key)
  Temporal Web UI  {ui}
  LLM              {env.get("LLM_BASE_URL", settings.llm_base_url)} ({env.get("LLM_MODEL", settings.llm_model)})
  Schema sandbox   {sandbox_line}
  Demo tenant      {demo["tenant_id"]}
  Demo API key     {demo["api_key"]}
  Demo agent       {demo["agent_id"]}
  Demo chat        {chat_id}

Stream an answer:
  curl -sN -H 'Authorization: Bearer {demo["api_key"]}' -H 'Accept: text/event-stream' -H 'Content-Type: application/json' -d '{{"content": "{DEMO_QUESTION}"}}' {api}/v1/chats/{chat_id}/messages

Add a person (their own API key; research gates name them by email):
  durable-agents users create --tenant {demo["tenant_id"]} --email you@example.org --data-dir {shlex.quote(str(settings.data_dir.resolve()))}

Press Ctrl-C to stop.""",
        flush=True,
    )
    while not stop.is_set():
        if (problem := children.exited()) is not None:
            raise RuntimeError(problem)
        try:
            await asyncio.wait_for(stop.wait(), timeout=1.0)
        except TimeoutError:
            pass


def run_dev(settings: Settings, options: DevOptions) -> int:
    (settings.data_dir / "logs").mkdir(parents=True, exist_ok=True)
    children = Children(settings.data_dir / "logs")
    sandbox = contextlib.ExitStack()  # the embedded PostgreSQL, when dev starts one

    async def main() -> int:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop.set)
        serving = asyncio.create_task(_serve(settings, options, children, sandbox, stop))
        stopped = asyncio.create_task(stop.wait())
        await asyncio.wait({serving, stopped}, return_when=asyncio.FIRST_COMPLETED)
        if serving.done() and serving.exception() is not None:
            # A signal to the process group also reaches a child being started (PostgreSQL's
            # pg_ctl), whose failure may be seen just before the signal itself.
            await asyncio.wait({stopped}, timeout=0.5)
        if not serving.done() or stop.is_set():
            serving.cancel()
            return 0
        # `_serve` returns only once stopped: done before any signal, it failed.
        print(f"durable-agents dev: {serving.exception()}", file=sys.stderr)
        return 1

    try:
        return asyncio.run(main())
    finally:
        with contextlib.suppress(OSError):  # a closed stderr pipe must not skip the shutdown
            print("stopping ...", file=sys.stderr, flush=True)
        children.stop_all()
        sandbox.close()
