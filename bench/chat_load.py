"""Load benchmark: N mode-1 chats answer at the same moment, each read by its own SSE stream.

The system under test is `durable-agents dev` itself, run as a subprocess on free ports (a
Temporal dev server on its file database, one worker, one API, the embedded PostgreSQL
schema sandbox), with LLM_BASE_URL pointing at the scripted OpenAI-compatible server in a
process of its own (bench/stamped_llm.py): ~40 tokens, one every 20 ms, each stamped with
the time the LLM sent it. In the same run, after it, the same measurement runs against two
baselines, same scripted LLM, same client:
- temporal-floor: the smallest honest chat turn on Temporal (bench/temporal_floor.py: one
  workflow per chat, an Update per message running one activity that streams the answer and
  returns it; API and worker in one process), on a Temporal dev server started as
  `durable-agents dev` starts its own (file database, the same SQLite pragmas);
- langgraph: FastAPI + a LangGraph graph with the SQLite checkpointer in one process
  (bench/langgraph_baseline.py).

Per N (`--n 20,100,200`), on fresh chats, once the stack is quiet (their workflows
started, the previous round done): the N `POST /v1/chats/{id}/messages` with
`Accept: text/event-stream` are sent at the same moment, each on a connection of its own,
and measured:
- answered / total (a `final` received; the others by reason in `errors`, e.g. the API's 503);
- first token p50 / p95: POST sent -> the first `content_chunk` read;
- token sent -> seen p50 / p95: the LLM's stamp -> the client reading the chunk (both
  `time.perf_counter()`, CLOCK_MONOTONIC, one clock for all processes of the machine);
- turn p95: POST sent -> `final` read;
- CPU ms per answered turn of each server process: utime + stime from /proc of the
  process, its descendants and its waited-for children, read before the round and 1 s after
  its last answer (what the turns finish afterwards counts too). The LLM's and the clients'
  own CPU are reported apart (`harness_cpu_ms_per_answer`), no part of any system;
- on the systems built on Temporal, history events and workflow tasks (WorkflowTaskCompleted
  events) per answered turn: those the round added to its chats' workflows (the runs they
  continued as new into included), read from Temporal before the round and after its CPU.

    python bench/chat_load.py [--n 20,100,200] [--tokens 40] [--token-ms 20]
        [--systems durable-agents,temporal-floor,langgraph | --no-baseline] [--set NAME=VALUE]

Prints a table and a JSON document.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path

import httpx
from chat_turn import pct
from temporal_floor import chat_workflow_id as floor_workflow_id
from temporalio.api.enums.v1 import EventType
from temporalio.client import Client

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from durable_agents.binaries import find_binary  # noqa: E402
from durable_agents.dev import DEMO_FILE, DEMO_QUESTION, wait_for_http  # noqa: E402
from durable_agents.temporal import chat_workflow_id  # noqa: E402
from tests.support.processes import OutputLines, clean_env, kill_group, spawn  # noqa: E402
from tests.support.scripted_llm import MODEL_ID  # noqa: E402
from tests.support.sse import iter_sse  # noqa: E402
from tests.support.threaded_server import free_port  # noqa: E402

STAMP = re.compile(r"@(\d+\.\d{6})")
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
SETTLE_SECONDS = 1.0
SYSTEMS = ("durable-agents", "temporal-floor", "langgraph")


@dataclass
class Stack:
    """A running system: where its API is, how to open a chat, the processes whose CPU counts
    and, on Temporal, a client of its server and its chats' workflow ids."""

    name: str
    api: str
    pids: dict[str, int]
    headers: dict[str, str] = field(default_factory=dict)
    chat_body: dict[str, object] = field(default_factory=dict)
    temporal: Client | None = None
    workflow_id: Callable[[str], str] = str


@dataclass
class History:
    """What a chat's workflow has recorded so far: from its run `run_id` on, through the runs it
    continued as new into."""

    run_id: str
    events: int
    workflow_tasks: int


def cpu_seconds(pids: dict[str, int]) -> dict[str, float]:
    """CPU seconds so far of each process with its descendants (utime+stime+cutime+cstime each)."""
    ticks: dict[int, int] = {}
    children: defaultdict[int, list[int]] = defaultdict(list)
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            stat = Path(f"/proc/{name}/stat").read_text()
        except OSError:  # ended meanwhile
            continue
        fields = stat.rpartition(")")[2].split()
        ticks[int(name)] = sum(int(value) for value in fields[11:15])
        children[int(fields[1])].append(int(name))

    def tree(pid: int) -> int:
        return ticks.get(pid, 0) + sum(tree(child) for child in children[pid])

    return {role: tree(pid) / CLOCK_TICKS for role, pid in pids.items()}


def dev_children(dev_pid: int) -> dict[str, int]:
    """The Temporal server, worker and API that `durable-agents dev` (pid `dev_pid`) started."""
    roles: dict[str, int] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            ppid = int(Path(f"/proc/{name}/stat").read_text().rpartition(")")[2].split()[1])
            argv = Path(f"/proc/{name}/cmdline").read_bytes().split(b"\0")[:-1]
        except OSError:
            continue
        if ppid != dev_pid:
            continue
        if b"start-dev" in argv:
            roles["temporal"] = int(name)
        elif b"durable_agents.cli" in argv and argv[-1] in (b"worker", b"api"):
            roles[argv[-1].decode()] = int(name)
    assert set(roles) == {"temporal", "worker", "api"}, roles
    return roles


async def wait_for_line(proc: subprocess.Popen[str], output: OutputLines, needle: str, timeout: float) -> str:
    """The first line of `output` holding `needle`; fails with the child's output otherwise."""
    if not await asyncio.to_thread(output.wait_for, needle, time.monotonic() + timeout):
        raise RuntimeError(f"{proc.args} did not print {needle!r} within {timeout:.0f} s:\n{output.drain()}")
    return output.lines[-1]


def stop(proc: subprocess.Popen[str]) -> None:
    """SIGTERM, then SIGKILL to the process group when it does not end within 30 s."""
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        kill_group(proc)


async def connect_temporal(address: str, namespace: str = "default", timeout: float = 60) -> Client:
    """A client of the Temporal server at `address`, once it answers."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            return await Client.connect(address, namespace=namespace)
        except RuntimeError:
            if time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.25)


async def read_history(client: Client, workflow_id: str, run_id: str | None = None) -> History:
    """The events and workflow tasks of `workflow_id` from its run `run_id` on (None: its latest run)."""
    first_run = run_id
    events = tasks = 0
    while True:
        history = (await client.get_workflow_handle(workflow_id, run_id=run_id).fetch_history()).events
        first_run = first_run or history[0].workflow_execution_started_event_attributes.original_execution_run_id
        events += len(history)
        tasks += sum(event.event_type == EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED for event in history)
        if not history[-1].HasField("workflow_execution_continued_as_new_event_attributes"):
            return History(first_run, events, tasks)
        run_id = history[-1].workflow_execution_continued_as_new_event_attributes.new_execution_run_id


async def read_histories(stack: Stack, chats: list[str], since: list[History] | None = None) -> list[History]:
    """Each chat's `History` (from the runs of `since` on), 20 reads at a time."""
    assert stack.temporal is not None
    limit = asyncio.Semaphore(20)

    async def one(index: int, chat_id: str) -> History:
        async with limit:
            return await read_history(
                stack.temporal, stack.workflow_id(chat_id), since[index].run_id if since else None
            )

    return await asyncio.gather(*(one(index, chat_id) for index, chat_id in enumerate(chats)))


@contextlib.asynccontextmanager
async def llm_server(tokens: int, token_ms: float) -> AsyncIterator[tuple[str, int]]:
    """The stamped scripted LLM's base URL and pid."""
    argv = [
        sys.executable,
        str(ROOT / "bench" / "stamped_llm.py"),
        "--tokens",
        str(tokens),
        "--token-ms",
        str(token_ms),
    ]
    proc, output = spawn(argv, clean_env(), cwd=ROOT)
    try:
        line = await wait_for_line(proc, output, "listening ", 30)
        yield line.split()[-1], proc.pid
    finally:
        stop(proc)


@contextlib.asynccontextmanager
async def durable_stack(llm_url: str, data_dir: Path, settings: dict[str, str]) -> AsyncIterator[Stack]:
    """`durable-agents dev` on free ports with the scripted LLM; an agent of the demo tenant answers."""
    api_port, temporal_port = free_port(), free_port()
    argv = [sys.executable, "-m", "durable_agents.cli", "dev", "--port", str(api_port)]
    argv += ["--temporal-port", str(temporal_port), "--ui-port", str(free_port())]
    env = clean_env(DATA_DIR=str(data_dir), LLM_BASE_URL=llm_url, LLM_MODEL=MODEL_ID, LLM_API_KEY="bench", **settings)
    proc, output = spawn(argv, env, cwd=ROOT)
    try:
        await wait_for_line(proc, output, "durable-agents is running", 180)
        api = f"http://127.0.0.1:{api_port}"
        headers = {"Authorization": f"Bearer {json.loads((data_dir / DEMO_FILE).read_text())['api_key']}"}
        # An agent without tools, as in bench/chat_turn.py: the demo agent's rag_search tool
        # would add a ReAct step (an LLM call) before every answer.
        async with httpx.AsyncClient(base_url=api, headers=headers) as http:
            agent = (await http.post("/v1/agents", json={"name": "Bench", "system_prompt": "Answer."})).json()
            document = {"title": "Benchmark", "text": "Durable execution keeps running despite crashes."}
            await http.post("/v1/documents", json={"agent_id": agent["agent_id"], "documents": [document]})
        yield Stack(
            name="durable-agents",
            api=api,
            pids=dev_children(proc.pid),
            headers=headers,
            chat_body={"mode": 1, "agent_id": agent["agent_id"]},
            temporal=await connect_temporal(
                f"127.0.0.1:{temporal_port}", settings.get("TEMPORAL_NAMESPACE", "default")
            ),
            workflow_id=chat_workflow_id,
        )
    finally:
        stop(proc)
        # Why SSE relays ended streams early (the API's log says): the `errors` column's cause.
        api_log = (data_dir / "logs" / "api.log").read_text(errors="replace").splitlines()
        ended = Counter(line.split(": ", 1)[-1][:200] for line in api_log if "cannot read the stream" in line)
        for reason, count in ended.most_common(5):
            print(f"streams ended by the relay ({count}): {reason}", file=sys.stderr)


@contextlib.asynccontextmanager
async def temporal_dev_server(data_dir: Path) -> AsyncIterator[tuple[Client, int]]:
    """`temporal server start-dev` as `durable-agents dev` starts it (a file database, WAL and
    no fsync); a client of it and its pid."""
    port = free_port()
    argv = [find_binary("temporal"), "server", "start-dev", "--ip", "127.0.0.1", "--port", str(port)]
    argv += ["--ui-port", str(free_port()), "--db-filename", str(data_dir / "temporal.db"), "--ui-disable-news-fetch"]
    argv += ["--sqlite-pragma", "journal_mode=wal", "--sqlite-pragma", "synchronous=off", "--log-level", "warn"]
    proc, output = spawn(argv, clean_env())
    try:
        try:
            client = await connect_temporal(f"127.0.0.1:{port}")
        except RuntimeError as exc:
            raise RuntimeError(f"{exc}:\n{output.drain()}") from exc
        yield client, proc.pid
    finally:
        stop(proc)


@contextlib.asynccontextmanager
async def floor_stack(llm_url: str, data_dir: Path, _settings: dict[str, str]) -> AsyncIterator[Stack]:
    """The smallest Temporal chat turn (FastAPI, client and worker in one process) on its own dev server."""
    async with temporal_dev_server(data_dir) as (temporal, temporal_pid):
        port = free_port()
        argv = [sys.executable, str(ROOT / "bench" / "temporal_floor.py"), "--port", str(port)]
        argv += ["--temporal-address", temporal.service_client.config.target_host]
        argv += ["--llm-base-url", llm_url, "--model", MODEL_ID]
        proc, output = spawn(argv, clean_env(), cwd=ROOT)
        try:
            api = f"http://127.0.0.1:{port}"
            try:
                await wait_for_http(f"{api}/healthz", 60)
            except RuntimeError as exc:
                raise RuntimeError(f"{exc}:\n{output.drain()}") from exc
            pids = {"temporal": temporal_pid, "process": proc.pid}
            yield Stack(name="temporal-floor", api=api, pids=pids, temporal=temporal, workflow_id=floor_workflow_id)
        finally:
            stop(proc)


@contextlib.asynccontextmanager
async def baseline_stack(llm_url: str, data_dir: Path, _settings: dict[str, str]) -> AsyncIterator[Stack]:
    """FastAPI + LangGraph with the SQLite checkpointer, one process."""
    port = free_port()
    argv = [sys.executable, str(ROOT / "bench" / "langgraph_baseline.py"), "--port", str(port)]
    argv += ["--llm-base-url", llm_url, "--model", MODEL_ID, "--db", str(data_dir / "checkpoints.db")]
    proc, output = spawn(argv, clean_env(), cwd=ROOT)
    try:
        api = f"http://127.0.0.1:{port}"
        try:
            await wait_for_http(f"{api}/healthz", 60)
        except RuntimeError as exc:
            raise RuntimeError(f"{exc}:\n{output.drain()}") from exc
        yield Stack(name="langgraph", api=api, pids={"process": proc.pid})
    finally:
        stop(proc)


async def one_turn(http: httpx.AsyncClient, chat_id: str, go: asyncio.Event) -> dict:
    """One streamed answer, its POST sent once `go` is set."""
    await go.wait()
    start = time.perf_counter()
    first: float | None = None
    lags: list[float] = []
    try:
        async with http.stream(
            "POST",
            f"/v1/chats/{chat_id}/messages",
            json={"content": DEMO_QUESTION},
            headers={"Accept": "text/event-stream"},
        ) as response:
            if response.status_code != 200:
                return {"ok": False, "error": f"HTTP {response.status_code}: {(await response.aread()).decode()[:200]}"}
            async for event in iter_sse(response):
                if event.event == "content_chunk":
                    first = first or event.received_at
                    lags += [event.received_at - float(sent) for sent in STAMP.findall(event.json["content"])]
                elif event.event == "final" and first is not None:
                    return {"ok": True, "ttft": first - start, "turn": event.received_at - start, "lags": lags}
                elif event.event in ("final", "error"):
                    return {"ok": False, "error": event.json.get("error_code", "final without a token")}
    except httpx.HTTPError as exc:
        return {"ok": False, "error": type(exc).__name__}
    return {"ok": False, "error": "stream ended without final"}


async def open_chats(http: httpx.AsyncClient, stack: Stack, n: int) -> list[str]:
    limit = asyncio.Semaphore(20)

    async def one() -> str:
        async with limit:
            response = await http.post("/v1/chats", json=stack.chat_body)
            response.raise_for_status()
            return response.json()["chat_id"]

    return await asyncio.gather(*(one() for _ in range(n)))


def p50_p95(values: list[float], scale: float) -> dict[str, float | None]:
    if not values:
        return {"p50": None, "p95": None}
    return {"p50": round(pct(values, 0.5) * scale, 3), "p95": round(pct(values, 0.95) * scale, 3)}


async def wait_until_quiet(stack: Stack, timeout: float = 60) -> None:
    """Until the stack's processes use under 10 % of a core over 0.5 s: the chats just opened
    have started (their first workflow tasks ran), the previous round's work is done."""
    deadline = time.monotonic() + timeout
    while True:
        before = sum(cpu_seconds(stack.pids).values())
        await asyncio.sleep(0.5)
        if sum(cpu_seconds(stack.pids).values()) - before < 0.05 or time.monotonic() > deadline:
            return


async def load_round(http: httpx.AsyncClient, stack: Stack, n: int, harness: dict[str, int]) -> dict:
    chats = await open_chats(http, stack, n)
    go = asyncio.Event()
    tasks = [asyncio.create_task(one_turn(http, chat_id, go)) for chat_id in chats]
    await wait_until_quiet(stack)
    histories = await read_histories(stack, chats) if stack.temporal else None
    await wait_until_quiet(stack)  # reading the histories is no part of the round
    pids = {**stack.pids, **harness}
    before = {**cpu_seconds(pids), "clients": time.process_time()}
    started = time.perf_counter()
    go.set()
    turns = await asyncio.gather(*tasks)
    elapsed = time.perf_counter() - started
    await asyncio.sleep(SETTLE_SECONDS)
    after = {**cpu_seconds(pids), "clients": time.process_time()}
    ok = [t for t in turns if t["ok"]]
    per_turn = {"history_events_per_answer": None, "workflow_tasks_per_answer": None}
    if histories is not None and ok:
        now = await read_histories(stack, chats, since=histories)
        events = sum(a.events - b.events for a, b in zip(now, histories, strict=True))
        workflow_tasks = sum(a.workflow_tasks - b.workflow_tasks for a, b in zip(now, histories, strict=True))
        per_turn = {
            "history_events_per_answer": round(events / len(ok), 1),
            "workflow_tasks_per_answer": round(workflow_tasks / len(ok), 2),
        }
    per_answer = {role: round((after[role] - before[role]) / len(ok) * 1000, 1) if ok else None for role in before}
    servers = {role: per_answer[role] for role in stack.pids}
    return {
        "n": n,
        "answered": len(ok),
        "errors": dict(Counter(t["error"] for t in turns if not t["ok"])),
        "round_s": round(elapsed, 2),
        "first_token_s": p50_p95([t["ttft"] for t in ok], 1),
        "token_sent_to_seen_ms": p50_p95([lag for t in ok for lag in t["lags"]], 1000),
        "turn_s": p50_p95([t["turn"] for t in ok], 1),
        "cpu_ms_per_answer": {**servers, "total": round(sum(servers.values()), 1) if ok else None},
        "harness_cpu_ms_per_answer": {role: per_answer[role] for role in (*harness, "clients")},
        **per_turn,
    }


async def measure(stack: Stack, sizes: list[int], harness: dict[str, int]) -> dict:
    limits = httpx.Limits(max_connections=None, max_keepalive_connections=None)
    async with httpx.AsyncClient(base_url=stack.api, headers=stack.headers, timeout=300, limits=limits) as http:
        warm = await open_chats(http, stack, 1)
        go = asyncio.Event()
        go.set()
        alone = [await one_turn(http, warm[0], go) for _ in range(3)]
        assert all(t["ok"] for t in alone), alone
        rounds = [await load_round(http, stack, n, harness) for n in sizes]
    return {"turn_alone_s": round(statistics.median(t["turn"] for t in alone), 3), "rounds": rounds}


async def run(sizes: list[int], tokens: int, token_ms: float, systems: list[str], settings: dict[str, str]) -> dict:
    result: dict = {
        "n": sizes,
        "tokens_per_answer": tokens,
        "token_interval_ms": token_ms,
        "settings": settings,
        "systems": {},
    }
    async with llm_server(tokens, token_ms) as (llm_url, llm_pid):
        harness = {"llm": llm_pid}
        stacks = {"durable-agents": durable_stack, "temporal-floor": floor_stack, "langgraph": baseline_stack}
        for start_stack in (stacks[name] for name in SYSTEMS if name in systems):
            with tempfile.TemporaryDirectory(prefix="bench-load-", ignore_cleanup_errors=True) as data_dir:
                async with start_stack(llm_url, Path(data_dir), settings) as stack:
                    result["systems"][stack.name] = await measure(stack, sizes, harness)
    return result


def print_table(result: dict) -> None:
    print(f"{result['tokens_per_answer']} tokens per answer, {result['token_interval_ms']} ms apart\n")
    header = (
        "system",
        "N",
        "answered",
        "first token p50/p95 s",
        "sent->seen p50/p95 ms",
        "turn p95 s",
        "events/turn",
        "WFT/turn",
        "CPU ms/answer",
    )
    widths = (16, 5, 10, 23, 23, 12, 13, 10, 0)
    print("".join(f"{h:<{w}}" for h, w in zip(header, widths, strict=True)))
    for name, system in result["systems"].items():
        for r in system["rounds"]:
            cpu = r["cpu_ms_per_answer"]
            parts = " + ".join(f"{role} {ms}" for role, ms in cpu.items() if role != "total")
            cells = (
                name,
                r["n"],
                f"{r['answered']}/{r['n']}",
                f"{r['first_token_s']['p50']} / {r['first_token_s']['p95']}",
                f"{r['token_sent_to_seen_ms']['p50']} / {r['token_sent_to_seen_ms']['p95']}",
                r["turn_s"]["p95"],
                "-" if r["history_events_per_answer"] is None else r["history_events_per_answer"],
                "-" if r["workflow_tasks_per_answer"] is None else r["workflow_tasks_per_answer"],
                f"{cpu['total']}" + (f" ({parts})" if len(cpu) > 2 else ""),
            )
            print("".join(f"{c!s:<{w}}" for c, w in zip(cells, widths, strict=True)))
        print(f"{'':<16}turn alone (median of 3): {system['turn_alone_s']} s")
    for name, system in result["systems"].items():
        for r in system["rounds"]:
            if r["errors"]:
                print(f"{name} N={r['n']} errors: {r['errors']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--n", default="20,100,200", help="concurrent answers per round, comma-separated")
    parser.add_argument("--tokens", type=int, default=40)
    parser.add_argument("--token-ms", type=float, default=20.0)
    parser.add_argument(
        "--systems", default=",".join(SYSTEMS), help=f"systems to measure, comma-separated, among {', '.join(SYSTEMS)}"
    )
    parser.add_argument("--no-baseline", action="store_true", help="measure durable-agents only")
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a setting of durable-agents for this run (e.g. STREAM_LIVE_PUSH=false); repeatable",
    )
    args = parser.parse_args()
    sizes = [int(n) for n in args.n.split(",")]
    systems = ["durable-agents"] if args.no_baseline else args.systems.split(",")
    if unknown := set(systems) - set(SYSTEMS):
        parser.error(f"unknown systems: {', '.join(sorted(unknown))} (known: {', '.join(SYSTEMS)})")
    settings = dict(item.split("=", 1) for item in args.set)
    result = asyncio.run(run(sizes, args.tokens, args.token_ms, systems, settings))
    print_table(result)
    print(json.dumps(result, indent=2))
    # This process ran Temporal clients: it can abort at interpreter exit (sdk-python#300).
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
