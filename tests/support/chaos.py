"""Chaos for tests: the project's processes run for real, on 127.0.0.1, and are killed with
SIGKILL while chats stream and a research request runs; the scripted LLM is the only stand-in.

- `Stack`: a Temporal dev server on a file database (as `durable-agents dev` starts it),
  `durable-agents worker` and `durable-agents api` processes, a store shared by all (SQLite in
  the data directory, or PostgreSQL); each can be killed and started again.
- `run_turn`: a client that sends a chat message and reads its answer over SSE through every
  cut: it reconnects (to the other API when there are several) with `Last-Event-ID`, or sends
  the POST again with its `Idempotency-Key` when it never learnt the message's id.
- `chat_chaos`: rounds of one turn per chat, with a disruption (`kill_worker`, `kill_api`,
  `restart_temporal`) landing in the middle of the answers of a round; `chat_problems` checks
  what every client saw, `recovery_table` tells how soon the answers went on.
- `research_through_a_killed_extraction`: a research request whose extraction's worker dies
  while it writes the extract.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from sqlmodel import col, select
from temporalio.api.enums.v1 import EventType, PendingActivityState
from temporalio.client import Client, WorkflowHandle
from temporalio.contrib.pydantic import pydantic_data_converter

from durable_agents.database import UsageRecord, session
from durable_agents.dev import DevOptions, _temporal_argv
from durable_agents.research import store as research_store
from durable_agents.settings import Settings
from durable_agents.stream import TERMINAL_EVENT_TYPES
from durable_agents.temporal import chat_workflow_id, research_workflow_id
from tests.research.test_research_request import phenotype, requirements
from tests.support.processes import OutputLines, clean_env, kill_group, spawn
from tests.support.scripted_llm import MODEL_ID, Reply, ScriptedLLM
from tests.support.sse import SSEEvent, collect, iter_sse
from tests.support.threaded_server import free_port
from workflows.activity_presets import LLM_HEARTBEAT_TIMEOUT

CLI = [sys.executable, "-m", "durable_agents.cli"]
POLLING_LINE = "worker polling task queue"
START_TIMEOUT = 60.0

# A streamed answer resumes at most this long after a worker can take its retry (issue 13:
# "≤ 3 s after the new worker polls").
ANSWER_RECOVERY_BOUND = 3.0
# The research retry's bound after the kill, plus the new worker's start-up (issue 13: "within
# ~5 s plus worker start-up"): a heartbeat timeout of a few seconds, the first retry interval
# and the server's timer granularity.
RESEARCH_RETRY_BOUND = 8.0
# How long the test waits for that retry before it reports that none came.
RESEARCH_RETRY_WAIT = 30.0
# How long the store may lag the workflow's final state (its mirror is the next activity).
MIRROR_WAIT = 15.0

# Each answer: 48 words, one every 30 ms (about 1.4 s), so a kill lands while it streams.
ANSWER_WORDS = 48
TOKEN_DELAY = 0.03
# Replies scripted per turn: the first attempt and the retries of up to three kills.
ATTEMPTS_SCRIPTED = 4
# A disruption lands once its round's first turn has shown this many words of its answer.
MID_STREAM_CHUNKS = 3
TURN_TIMEOUT = 60.0
# Temporal stays down until every open stream has noticed, or this long.
TEMPORAL_OUTAGE = 5.0
# The activity streaming a chat's answer.
STREAMED_ANSWER = "stream_agent_response"
# A stream silent this long is given up and read again (a stall shows as a reconnection).
READ_TIMEOUT = 20.0
# Before connecting again after a connection that delivered nothing (refused, 503).
RECONNECT_PAUSE = 0.1

APPROVER = "alice@example.org"
# A cohort whose extract takes a while to write (about 12 MB of CSV), so the worker is killed
# while it writes; the row cap lets all of it through.
COHORT = 200_000
BIG_COHORT_SQL = (
    f"WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < {COHORT}) "
    "SELECT x AS person_id, 'a patient of the synthetic cohort, number ' || x AS note FROM n"
)
HAPPY_PATH = [
    "NEW_REQUEST", "REQUIREMENTS_GATHERING", "REQUIREMENTS_COMPLETE", "REQUIREMENTS_REVIEW",
    "FEASIBILITY_VALIDATION", "FEASIBLE", "PHENOTYPE_REVIEW", "SCHEDULE_KICKOFF", "KICKOFF_COMPLETE",
    "EXTRACTION_APPROVAL", "DATA_EXTRACTION", "EXTRACTION_COMPLETE", "QA_VALIDATION", "QA_PASSED", "QA_REVIEW",
    "DATA_DELIVERY", "DELIVERED", "COMPLETE",
]  # fmt: skip
GATES = ["REQUIREMENTS_REVIEW", "PHENOTYPE_REVIEW", "EXTRACTION_APPROVAL", "QA_REVIEW"]


def now() -> float:
    """The clock of every instant here (an `SSEEvent`'s `received_at` is on it too)."""
    return time.perf_counter()


# --- The processes ---------------------------------------------------------------------------


@dataclass
class Process:
    name: str
    proc: subprocess.Popen[str]
    out: OutputLines

    @property
    def alive(self) -> bool:
        return self.proc.poll() is None

    def kill(self) -> float:
        """SIGKILL its process group; when."""
        killed_at = now()
        kill_group(self.proc)
        return killed_at


class Stack:
    """One Temporal dev server, workers and API processes sharing a data directory and a store."""

    def __init__(self, root: Path, llm: ScriptedLLM, database_url: str | None, api_count: int) -> None:
        temporal_port, ui_port, *api_ports = distinct_free_ports(2 + api_count)
        self.root = root
        self.settings = Settings(
            _env_file=None,
            data_dir=root / "data",
            database_url=database_url,
            temporal_address=f"127.0.0.1:{temporal_port}",
        )
        self.settings.data_dir.mkdir(parents=True)
        self._temporal_argv = _temporal_argv(
            self.settings, DevOptions(api_port=0, temporal_port=temporal_port, ui_port=ui_port, llm_port=0)
        )
        self.env = clean_env(
            DATA_DIR=str(self.settings.data_dir),
            DATABASE_URL=self.settings.resolved_database_url,
            TEMPORAL_ADDRESS=self.settings.temporal_address,
            TEMPORAL_CONNECT_TIMEOUT_SECONDS="30",
            LLM_BASE_URL=llm.base_url,
            LLM_API_KEY="test-key",
            LLM_MODEL=MODEL_ID,
            SQL_ROW_CAP=str(COHORT),
        )
        self.api_urls = [f"http://127.0.0.1:{port}" for port in api_ports]
        self.temporal: Process | None = None
        self.workers: list[Process] = []
        self.apis: list[Process | None] = [None] * api_count
        self._started: list[Process] = []
        self._client: Client | None = None

    @property
    def db_url(self) -> str:
        return self.settings.resolved_database_url

    def _spawn(self, name: str, argv: list[str]) -> Process:
        proc, out = spawn(argv, self.env, cwd=self.root)
        process = Process(name, proc, out)
        self._started.append(process)
        return process

    async def start_temporal(self) -> float:
        """Start the server on its file database; when it took a client."""
        self.temporal = self._spawn("temporal", self._temporal_argv)
        deadline = now() + START_TIMEOUT
        while True:
            assert self.temporal.alive, f"the Temporal server exited\n{self.temporal.out.drain()}"
            try:
                await Client.connect(self.settings.temporal_address)
                return now()
            except RuntimeError:
                assert now() < deadline, f"Temporal took no client in {START_TIMEOUT:.0f} s"
                await asyncio.sleep(0.05)

    def start_worker(self) -> Process:
        worker = self._spawn(f"worker {sum(p.name.startswith('worker') for p in self._started) + 1}", [*CLI, "worker"])
        self.workers.append(worker)
        return worker

    async def polling(self, worker: Process) -> float:
        """When `worker` started polling its task queue."""
        polls = await asyncio.to_thread(worker.out.wait_for, POLLING_LINE, time.monotonic() + START_TIMEOUT)
        assert polls, f"{worker.name} did not poll within {START_TIMEOUT:.0f} s\n{worker.out.drain()}"
        return now()

    def worker_by_pid(self, pid: int) -> Process:
        (worker,) = [w for w in self.workers if w.proc.pid == pid]
        return worker

    def start_api(self, index: int) -> Process:
        port = self.api_urls[index].rsplit(":", 1)[1]
        api = self._spawn(f"API {index + 1}", [*CLI, "api", "--port", port])
        self.apis[index] = api
        return api

    async def api_ready(self, index: int) -> float:
        """When API `index` answered /healthz with 200 (its store and Temporal reachable)."""
        api = self.apis[index]
        assert api is not None
        deadline = now() + START_TIMEOUT
        async with httpx.AsyncClient(timeout=5, trust_env=False) as http:
            while True:
                assert api.alive, f"{api.name} exited\n{api.out.drain()}"
                with contextlib.suppress(httpx.TransportError):
                    if (await http.get(f"{self.api_urls[index]}/healthz")).status_code == 200:
                        return now()
                assert now() < deadline, f"{api.name} was not healthy within {START_TIMEOUT:.0f} s"
                await asyncio.sleep(0.05)

    async def client(self) -> Client:
        """A Temporal client of the test's own (describe, history)."""
        if self._client is None:
            self._client = await Client.connect(self.settings.temporal_address, data_converter=pydantic_data_converter)
        return self._client

    def cli(self, *args: str) -> dict[str, Any]:
        """`durable-agents <args>` against this stack's store; its JSON answer."""
        run = subprocess.run(
            [*CLI, *args], env=self.env, cwd=self.root, capture_output=True, text=True, timeout=60, check=False
        )
        assert run.returncode == 0, f"durable-agents {' '.join(args)}: exit {run.returncode}\n{run.stderr}"
        return json.loads(run.stdout)

    def diagnostics(self) -> str:
        parts = []
        for process in self._started:
            state = "running" if process.alive else f"exited {process.proc.returncode}"
            parts.append(f"--- {process.name} ({state}) ---\n{process.out.drain()[-3000:]}")
        return "\n".join(parts)

    def close(self) -> None:
        for process in self._started:
            kill_group(process.proc)


def distinct_free_ports(count: int) -> list[int]:
    ports: list[int] = []
    while len(ports) < count:
        if (port := free_port()) not in ports:
            ports.append(port)
    return ports


@contextlib.asynccontextmanager
async def running_stack(
    root: Path, llm: ScriptedLLM, *, workers: int, apis: int, database_url: str | None = None
) -> AsyncIterator[Stack]:
    """A stack with everything started and ready; every process killed on the way out."""
    stack = Stack(root, llm, database_url, apis)
    try:
        await stack.start_temporal()
        started = [stack.start_worker() for _ in range(workers)]
        for index in range(apis):
            stack.start_api(index)
        await asyncio.gather(*(stack.polling(worker) for worker in started), *(stack.api_ready(i) for i in range(apis)))
        yield stack
    finally:
        stack.close()


@dataclass
class Tenant:
    admin: httpx.AsyncClient  # the tenant admin key
    approver: httpx.AsyncClient  # APPROVER's key (a user's: decisions need one)
    agent_id: str


@contextlib.asynccontextmanager
async def tenant_of(stack: Stack) -> AsyncIterator[Tenant]:
    """A tenant and its user APPROVER, made with the CLI, and an agent."""
    created = stack.cli("tenants", "create", "Chaos")
    user = stack.cli("users", "create", "--tenant", created["tenant_id"], "--email", APPROVER)
    timeout = httpx.Timeout(10, read=READ_TIMEOUT)
    async with (
        http_client(created["api_key"], timeout) as admin,
        http_client(user["api_key"], timeout) as approver,
    ):
        agent = await admin.post(
            f"{stack.api_urls[0]}/v1/agents", json={"name": "Helper", "system_prompt": "You help."}
        )
        assert agent.status_code == 201, agent.text
        yield Tenant(admin, approver, agent.json()["agent_id"])


def http_client(api_key: str, timeout: httpx.Timeout) -> httpx.AsyncClient:
    return httpx.AsyncClient(headers={"Authorization": f"Bearer {api_key}"}, timeout=timeout, trust_env=False)


# --- A turn read through cuts ----------------------------------------------------------------


@dataclass
class Interruption:
    at: float
    kind: str  # "cut", "error event" (one without id: the API says why it ends the stream), "HTTP <status>", "closed"
    detail: str = ""


@dataclass
class Turn:
    chat_id: str
    question: str
    api: int  # the API its client starts on
    reading_from: int = 0  # the API of its client's latest connection
    message_id: str | None = None
    events: list[SSEEvent] = field(default_factory=list)  # the stream's events, as received
    # How each connection but the last ended.
    interruptions: list[Interruption] = field(default_factory=list)
    changed: asyncio.Condition = field(default_factory=asyncio.Condition)

    @property
    def finished(self) -> bool:
        return bool(self.events) and self.events[-1].event in TERMINAL_EVENT_TYPES

    def shown(self) -> tuple[int, int]:
        """The attempt whose answer the client shows now (0: none yet) and how many of its words it got."""
        attempt, words = 0, 0
        for event in self.events:
            if event.event == "content_reset":
                attempt, words = event.json["attempt"], 0
            elif event.event == "content_chunk":
                attempt, words = event.json["attempt"], words + 1
        return attempt, words

    def attempts_shown(self) -> str:
        """The attempts whose answers the client was shown, in order ("1>2": then attempt 2's, after its reset)."""
        attempts: list[int] = []
        for event in self.events:
            if event.event in ("content_chunk", "content_reset") and attempts[-1:] != [event.json["attempt"]]:
                attempts.append(event.json["attempt"])
        return ">".join(map(str, attempts)) or "-"

    @property
    def streaming(self) -> bool:
        return not self.finished and self.shown()[1] > 0

    async def add(self, event: SSEEvent) -> None:
        async with self.changed:
            self.events.append(event)
            self.changed.notify_all()

    async def interrupted(self, kind: str, detail: str) -> None:
        async with self.changed:
            self.interruptions.append(Interruption(now(), kind, detail))
            self.changed.notify_all()

    async def until(self, predicate: Callable[[], bool]) -> None:
        async with self.changed:
            await self.changed.wait_for(predicate)


async def run_turn(http: httpx.AsyncClient, api_urls: list[str], turn: Turn) -> None:
    """Send the turn's message and read its events to its `final` (or `error`) through any cut:
    after one, reconnect to the next API (the other one, when there are two)."""
    turn.reading_from = turn.api
    deadline = now() + TURN_TIMEOUT
    while not turn.finished:
        assert now() < deadline, f"{turn.question!r}: no end in {TURN_TIMEOUT:.0f} s; {turn.interruptions}"
        delivered = await _read_once(http, api_urls[turn.reading_from], turn)
        if turn.finished:
            return
        turn.reading_from = (turn.reading_from + 1) % len(api_urls)
        if not delivered:
            await asyncio.sleep(RECONNECT_PAUSE)


async def _read_once(http: httpx.AsyncClient, base_url: str, turn: Turn) -> bool:
    """One connection: the POST (until the message's id is known), else GET of the message's
    events after the last one received. Whether it delivered an event."""
    delivered = False
    if turn.message_id is None:
        request = http.stream(
            "POST",
            f"{base_url}/v1/chats/{turn.chat_id}/messages",
            json={"content": turn.question, "enable_rag": False},
            headers={"Accept": "text/event-stream", "Idempotency-Key": turn.question},
        )
    else:
        resume = {"Last-Event-ID": str(turn.events[-1].id)} if turn.events else {}
        request = http.stream(
            "GET",
            f"{base_url}/v1/chats/{turn.chat_id}/events",
            params={"message_id": turn.message_id},
            headers=resume,
        )
    try:
        async with request as response:
            if response.status_code != 200:
                await turn.interrupted(f"HTTP {response.status_code}", (await response.aread())[:200].decode())
                return False
            turn.message_id = response.headers.get("X-Message-Id", turn.message_id)
            async for event in iter_sse(response):
                if event.id is None:  # not of the stream: the API tells why it ends it
                    await turn.interrupted(f"{event.event} event", event.data)
                    return delivered
                delivered = True
                await turn.add(event)
                if event.event in TERMINAL_EVENT_TYPES:
                    return True
        await turn.interrupted("closed", "before the message's end")
    except httpx.TransportError as err:
        await turn.interrupted("cut", repr(err))
    return delivered


# --- Disruptions -------------------------------------------------------------------------------


@dataclass
class Disruption:
    kind: str
    at: float  # the SIGKILL
    # From when the turns it hit could go on: a worker able to take the retried answer polls
    # (the new worker's poll; with a surviving worker, the heartbeat timeout after the kill),
    # an API answers, Temporal takes clients again.
    ready: float
    hit: list[Turn]  # the turns whose answers were streaming (in flight, for API and Temporal)
    bound: float | None = None  # the hit turns' next content event comes at most this long after `ready`

    def next_event_after(self, turn: Turn, moment: float) -> float | None:
        """When `turn` got its first event after `moment` (a content event after a worker kill)."""
        kinds = {"content_chunk", "content_reset"} if self.kind == "worker kill" else None
        for event in turn.events:
            if event.received_at > moment and (kinds is None or event.event in kinds):
                return event.received_at
        return None

    def stream_end(self, turn: Turn) -> str:
        """How the turn's open stream ended after the kill: its first interruption, or "held"."""
        return next((i.kind for i in turn.interruptions if i.at >= self.at), "held")


Action = Callable[[Stack, list[Turn]], Awaitable[Disruption]]


async def kill_worker(stack: Stack, turns: list[Turn]) -> Disruption:
    """SIGKILL the worker streaming the first turn's answer (and any other it streams), then start another."""
    victim = stack.workers[0]
    streaming = [t for t in turns if t.streaming]
    if len(stack.workers) > 1:
        victim = stack.worker_by_pid(await worker_running(stack, chat_workflow_id(turns[0].chat_id), STREAMED_ANSWER))
        on = [await running_on(stack, chat_workflow_id(t.chat_id), STREAMED_ANSWER) for t in streaming]
        streaming = [t for t, pid in zip(streaming, on, strict=True) if pid == victim.proc.pid]
    at = victim.kill()
    stack.workers.remove(victim)
    survivors = [w for w in stack.workers if w.alive]
    replacement = stack.start_worker()
    polled = await stack.polling(replacement)
    ready = at + LLM_HEARTBEAT_TIMEOUT.total_seconds() if survivors else polled
    return Disruption("worker kill", at, ready, streaming, ANSWER_RECOVERY_BOUND)


async def kill_api(stack: Stack, turns: list[Turn]) -> Disruption:
    """SIGKILL the API the first turn's client reads from, then start it again on its port. With
    another API up, its clients go on there at once."""
    index = turns[0].reading_from
    victim = stack.apis[index]
    assert victim is not None
    hit = [t for t in turns if not t.finished and t.reading_from == index]
    at = victim.kill()
    others_up = any(api is not None and api.alive for i, api in enumerate(stack.apis) if i != index)
    stack.start_api(index)
    restarted = await stack.api_ready(index)
    return Disruption("API kill", at, at if others_up else restarted, hit)


async def restart_temporal(stack: Stack, turns: list[Turn]) -> Disruption:
    """SIGKILL the Temporal server; once every API has noticed, and every open stream has ended
    (or TEMPORAL_OUTAGE has passed), start it again on its file database."""
    assert stack.temporal is not None
    hit = [t for t in turns if not t.finished]
    at = stack.temporal.kill()
    async with httpx.AsyncClient(timeout=5, trust_env=False) as http:
        for url in stack.api_urls:
            while (await http.get(f"{url}/healthz")).json()["temporal"] == "ok":
                assert now() < at + START_TIMEOUT, f"{url} still finds Temporal {START_TIMEOUT:.0f} s after its kill"
                await asyncio.sleep(0.05)
    for turn in hit:

        def noticed(turn: Turn = turn) -> bool:
            return turn.finished or any(i.at >= at for i in turn.interruptions)

        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(turn.until(noticed), at + TEMPORAL_OUTAGE - now())
    ready = await stack.start_temporal()
    return Disruption("Temporal restart", at, ready, hit)


async def running_on(stack: Stack, workflow_id: str, activity: str) -> int | None:
    """The pid of the worker running `activity` of `workflow_id` now (None: none is)."""
    description = await (await stack.client()).get_workflow_handle(workflow_id).describe()
    for pending in description.raw_description.pending_activities:
        if (
            pending.activity_type.name == activity
            and pending.state == PendingActivityState.PENDING_ACTIVITY_STATE_STARTED
            and pending.last_worker_identity
        ):
            return int(pending.last_worker_identity.split("@")[0])
    return None


async def worker_running(stack: Stack, workflow_id: str, activity: str) -> int:
    """The pid of the worker running `activity` of `workflow_id`, once one does."""
    deadline = now() + 10
    while (pid := await running_on(stack, workflow_id, activity)) is None:
        assert now() < deadline, f"no worker runs {activity} of {workflow_id}"
        await asyncio.sleep(0.02)
    return pid


# --- Chats under chaos -------------------------------------------------------------------------


def answer(question: str, attempt: int) -> str:
    """The scripted answer of the `attempt`-th LLM request of `question`."""
    return f"[{question}, attempt {attempt}] " + " ".join(f"w{i}" for i in range(ANSWER_WORDS))


def script_turn(llm: ScriptedLLM, question: str) -> None:
    def asks(body: dict[str, Any]) -> bool:
        return body["messages"][-1]["content"] == question

    llm.script(
        *(
            Reply(text=answer(question, attempt), token_delay=TOKEN_DELAY, match=asks)
            for attempt in range(1, ATTEMPTS_SCRIPTED + 1)
        )
    )


def llm_requests(llm: ScriptedLLM, question: str) -> int:
    return sum(1 for body in llm.requests if body["messages"][-1]["content"] == question)


async def start_chats(tenant: Tenant, stack: Stack, count: int) -> list[tuple[str, int]]:
    """`count` mode-1 chats, spread over the APIs: (chat id, the API its client uses)."""
    chats = []
    for number in range(count):
        api = number % len(stack.api_urls)
        created = await tenant.admin.post(
            f"{stack.api_urls[api]}/v1/chats", json={"mode": 1, "agent_id": tenant.agent_id}
        )
        assert created.status_code == 201, created.text
        chats.append((created.json()["chat_id"], api))
    return chats


async def chat_chaos(
    stack: Stack,
    llm: ScriptedLLM,
    tenant: Tenant,
    chats: list[tuple[str, int]],
    rounds: int,
    actions: dict[int, list[Action]],
) -> tuple[list[Turn], list[Disruption]]:
    """`rounds` rounds of one turn per chat at once. In round r each of `actions[r]` strikes in
    turn, once the round's first answer has streamed a few words of an attempt the previous one
    did not strike (so a second worker kill hits the retried answer). Every turn read to its end."""
    turns: list[Turn] = []
    disruptions: list[Disruption] = []
    for number in range(rounds):
        this_round = [
            Turn(chat_id, f"Chat {c + 1}, question {number + 1}", api) for c, (chat_id, api) in enumerate(chats)
        ]
        for turn in this_round:
            script_turn(llm, turn.question)
        readers = [
            asyncio.create_task(run_turn(tenant.admin, stack.api_urls, turn), name=turn.question) for turn in this_round
        ]
        first, struck = this_round[0], 0
        for action in actions.get(number, []):

            def mid_answer(first: Turn = first, struck: int = struck) -> bool:
                attempt, words = first.shown()
                return first.finished or (attempt > struck and words >= MID_STREAM_CHUNKS)

            await first.until(mid_answer)
            assert not first.finished, f"{first.question!r} ended before its round's disruptions"
            struck = first.shown()[0]
            disruptions.append(await action(stack, this_round))
        await asyncio.gather(*readers)
        turns += this_round
    return turns, disruptions


def _keys(events: list[SSEEvent]) -> list[tuple[str | None, str, str]]:
    return [(e.id, e.event, e.data) for e in events]


def kept_view(events: list[SSEEvent]) -> list[SSEEvent]:
    """What the stream keeps of what a client saw: a `content_reset` whose id goes back takes
    back the events from its id on (tokens of an attempt whose worker died before recording
    them); the client drops them too."""
    kept: list[SSEEvent] = []
    for event in events:
        if kept and event.event == "content_reset" and int(event.id or -1) <= int(kept[-1].id or -1):
            kept = [seen for seen in kept if int(seen.id or -1) < int(event.id or -1)]
        kept.append(event)
    return kept


def turn_problems(turn: Turn, llm: ScriptedLLM) -> list[str]:
    """What is wrong with what the turn's client saw: its `final` (the answer of the LLM
    attempt that succeeded), its offsets, and a `content_reset` before every retried answer."""
    name = repr(turn.question)
    events = turn.events
    if not events or events[-1].event != "final":
        return [f"{name}: ended with {events[-1].event if events else 'nothing'}: {events[-1].data if events else ''}"]
    problems = []
    ids = [int(e.id or -1) for e in kept_view(events)]
    if ids != list(range(ids[0], ids[0] + len(ids))):
        problems.append(f"{name}: offsets not contiguous, each once (after resets going back): {ids}")
    if {e.json["message_id"] for e in events} != {turn.message_id}:
        problems.append(f"{name}: events of other messages: {sorted({e.json['message_id'] for e in events})}")
    attempts = llm_requests(llm, turn.question)
    final = events[-1].json["response"]
    if final != answer(turn.question, attempts):
        problems.append(f"{name}: final {final!r}, not the answer of LLM request {attempts} (the last one)")
    shown, attempt = "", None  # the text a client shows, and the attempt whose chunks it holds
    for event in events:
        if event.event == "content_reset":
            if attempt is not None and event.json["attempt"] <= attempt:
                problems.append(f"{name}: content_reset for attempt {event.json['attempt']} after attempt {attempt}")
            shown, attempt = "", event.json["attempt"]
        elif event.event == "content_chunk":
            if attempt is not None and event.json["attempt"] != attempt:
                problems.append(
                    f"{name}: a chunk of attempt {event.json['attempt']} after attempt {attempt}'s "
                    f"with no content_reset between them (id {event.id}): the client was not told of the retry"
                )
            shown, attempt = shown + event.json["content"], event.json["attempt"]
    if shown != final:
        problems.append(f"{name}: the client shows {shown!r}, the final is {final!r}")
    return problems


async def chat_problems(
    stack: Stack, llm: ScriptedLLM, tenant: Tenant, turns: list[Turn], disruptions: list[Disruption]
) -> list[str]:
    """Every check of the chats: each turn's events (live and re-read), the usage rows, how
    soon the hit turns went on, and that Temporal going down ended open streams with an
    `error` event rather than a cut."""
    problems = [problem for turn in turns for problem in turn_problems(turn, llm)]
    for turn in turns:
        # Re-read from the start, through another API than the one the turn began on when there are two.
        url = stack.api_urls[(turn.api + 1) % len(stack.api_urls)]
        if turn.message_id is None:
            continue  # reported above: the turn has no events
        reread = await collect(
            tenant.admin,
            "GET",
            f"{url}/v1/chats/{turn.chat_id}/events",
            params={"message_id": turn.message_id},
            until="final|error",
        )
        seen = kept_view(turn.events)
        if _keys(reread) != _keys(seen):
            differing = next(
                ((kept, shown) for kept, shown in zip(_keys(reread), _keys(seen), strict=False) if kept != shown),
                (_keys(reread)[len(seen) :], _keys(seen)[len(reread) :]),
            )
            problems.append(
                f"{turn.question!r}: re-read from the start differs from what the client saw live "
                f"(after its resets); first difference (kept, seen): {differing}; "
                f"kept {[(e.id, e.event) for e in reread]}, seen {[(e.id, e.event) for e in seen]}"
            )
    chat_ids = sorted({turn.chat_id for turn in turns})
    with session(stack.db_url) as db:
        rows = db.exec(select(UsageRecord).where(col(UsageRecord.chat_id).in_(chat_ids))).all()
    if sorted(row.message_id for row in rows) != sorted(str(turn.message_id) for turn in turns):
        problems.append(f"usage rows: {len(rows)} for {len(turns)} messages, not one per message")
    for disruption in disruptions:
        for turn in disruption.hit:
            went_on = disruption.next_event_after(turn, disruption.ready)
            took = None if went_on is None else went_on - disruption.ready
            if disruption.bound is not None and (took is None or took > disruption.bound):
                problems.append(
                    f"{disruption.kind}: {turn.question!r} went on {'never' if took is None else f'{took:.2f} s'} "
                    f"after a worker could take it over (bound {disruption.bound:.0f} s)"
                )
            if disruption.kind == "Temporal restart":
                cuts = [i for i in turn.interruptions if i.at >= disruption.at and i.kind == "cut"]
                if cuts:
                    problems.append(
                        f"Temporal restart: {turn.question!r}'s open stream was cut ({cuts[0].detail}) rather "
                        "than ended with an `error` event telling the client to reconnect"
                    )
    return problems


def recovery_table(disruptions: list[Disruption]) -> str:
    """How soon the turns each disruption hit went on, in seconds: from when a worker could take
    the retry (`ready`), and from the kill; when their `final` came; how their open streams ended."""

    def each(moments: list[float | None], since: float) -> str:
        return ", ".join("-" if moment is None else f"{moment - since:.2f}" for moment in moments) or "(none hit)"

    rows = [
        (
            "disruption",
            "ready",
            "went on after ready",
            "went on after kill",
            "final after kill",
            "bound",
            "streams",
            "answers shown",
        ),
    ]
    for d in disruptions:
        went_on = [d.next_event_after(t, d.ready) for t in d.hit]
        finals = [t.events[-1].received_at if t.events else None for t in d.hit]
        rows.append(
            (
                d.kind,
                f"{d.ready - d.at:.2f}",
                each(went_on, d.ready),
                each(went_on, d.at),
                each(finals, d.at),
                "" if d.bound is None else f"{d.bound:.0f}",
                ", ".join(d.stream_end(t) for t in d.hit),
                ", ".join(t.attempts_shown() for t in d.hit),
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)) for row in rows)


# --- A research request through a killed extraction ---------------------------------------------


@dataclass
class ResearchOutcome:
    problems: list[str]
    startup: float | None = None  # the new worker's, from the kill to its poll (None: a surviving worker took over)
    retry_after_kill: float | None = None


async def research_through_a_killed_extraction(stack: Stack, llm: ScriptedLLM, tenant: Tenant) -> ResearchOutcome:
    """A research request approved at every gate, whose extraction's worker is SIGKILLed while it
    writes the extract; another worker retries it. Checks the retry's delay, that the request
    completes with each transition and approval recorded once, and that nothing half written is left."""
    url = stack.api_urls[0]
    llm.script(requirements(0.9), phenotype(BIG_COHORT_SQL))
    created = await tenant.admin.post(
        f"{url}/v1/research-requests",
        json={
            "researcher_request": "A big cohort, every patient's note.",
            "researcher_info": {"name": "Dana", "email": "dana@example.org"},
            "approvers": [APPROVER],
        },
    )
    assert created.status_code == 201, created.text
    request_id = created.json()["request_id"]
    for gate in GATES[:3]:
        await approve(tenant.approver, url, request_id, gate)
    handle = (await stack.client()).get_workflow_handle(research_workflow_id(request_id))
    folder = stack.settings.research_dir / request_id
    await asyncio.to_thread(_until_half_written, folder, now() + START_TIMEOUT)
    victim = stack.worker_by_pid(await worker_running(stack, handle.id, "extract_data"))
    killed_wall, killed_at = time.time(), victim.kill()
    stack.workers.remove(victim)
    survivors = any(w.alive for w in stack.workers)
    polled = await stack.polling(stack.start_worker())
    outcome = ResearchOutcome([], startup=None if survivors else polled - killed_at)
    if not await _retried(handle, killed_at + RESEARCH_RETRY_WAIT):
        pending = [
            f"{p.activity_type.name}: attempt {p.attempt}, {PendingActivityState.Name(p.state)}, "
            f"heartbeat timeout {p.activity_options.heartbeat_timeout.ToSeconds() or 'none'}"
            for p in (await handle.describe()).raw_description.pending_activities
        ]
        await handle.terminate("no retry of the killed extraction")
        outcome.problems.append(
            f"research: no retry of the extraction {RESEARCH_RETRY_WAIT:.0f} s after its worker was killed "
            f"(pending: {pending}; its start-to-close timeout would retry it)"
        )
        return outcome
    await approve(tenant.approver, url, request_id, "QA_REVIEW")
    final = await state_when(tenant.approver, url, request_id, {"COMPLETE", "FAILED", "QA_FAILED", "HUMAN_REVIEW"})
    if final["current_state"] != "COMPLETE":
        outcome.problems.append(f"research: ended {final['current_state']}, not COMPLETE")
    outcome.retry_after_kill = await _retry_started(handle) - killed_wall
    startup = outcome.startup or 0.0
    if outcome.retry_after_kill > RESEARCH_RETRY_BOUND + startup:
        outcome.problems.append(
            f"research: the extraction was retried {outcome.retry_after_kill:.1f} s after its worker was killed "
            f"(bound {RESEARCH_RETRY_BOUND:.0f} s + the new worker's start-up {startup:.1f} s)"
        )
    transitions = await _mirrored(stack.db_url, request_id, len(HAPPY_PATH), now() + MIRROR_WAIT)
    if [(t.seq, t.to_state) for t in transitions] != list(enumerate(HAPPY_PATH, start=1)):
        outcome.problems.append(f"research transitions: {[(t.seq, t.to_state) for t in transitions]}")
    approvals = research_store.approvals(stack.db_url, request_id)
    if [(a.seq, a.gate, a.applied) for a in approvals] != [(n, g, True) for n, g in enumerate(GATES, start=1)]:
        outcome.problems.append(f"research approvals: {[(a.seq, a.gate, a.applied) for a in approvals]}")
    if left := half_written(folder):
        outcome.problems.append(f"research: half-written files left after the crash: {left}")
    return outcome


async def _mirrored(db_url: str, request_id: str, count: int, deadline: float) -> list[Any]:
    """The request's transitions in the store once it holds `count` of them (or at `deadline`):
    the workflow's state answers at once, its store mirror is an activity after it."""
    while len(transitions := research_store.transitions(db_url, request_id)) < count and now() < deadline:
        await asyncio.sleep(0.2)
    return transitions


def half_written(folder: Path) -> list[str]:
    """What a write left half done: hidden entries in the request's folder and below."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob(".*"))


def _until_half_written(folder: Path, deadline: float) -> None:
    while not half_written(folder):
        assert now() < deadline, "the extract was never being written"
        time.sleep(0.002)


async def _retried(handle: WorkflowHandle[Any, Any], deadline: float) -> bool:
    """Whether the extraction's next attempt started (or the request got past it) before `deadline`."""
    while now() < deadline:
        description = await handle.describe()
        extraction = [
            p for p in description.raw_description.pending_activities if p.activity_type.name == "extract_data"
        ]
        if not extraction or (
            extraction[0].attempt > 1 and extraction[0].state == PendingActivityState.PENDING_ACTIVITY_STATE_STARTED
        ):
            return True
        await asyncio.sleep(0.1)
    return False


async def _retry_started(handle: WorkflowHandle[Any, Any]) -> float:
    """When (wall clock) the extraction's last attempt started, from the workflow's history."""
    history = await handle.fetch_history()
    scheduled = {
        e.event_id: e.activity_task_scheduled_event_attributes.activity_type.name
        for e in history.events
        if e.event_type == EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED
    }
    (started,) = [
        e
        for e in history.events
        if e.event_type == EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED
        and scheduled[e.activity_task_started_event_attributes.scheduled_event_id] == "extract_data"
    ]
    assert started.activity_task_started_event_attributes.attempt > 1, "the extraction was not retried"
    return started.event_time.ToDatetime().timestamp()


async def state_when(http: httpx.AsyncClient, url: str, request_id: str, states: set[str]) -> dict[str, Any]:
    """The request's state once it is in one of `states` with its gate (if it is one) open."""
    deadline = now() + 60
    while True:
        response = await http.get(f"{url}/v1/research-requests/{request_id}")
        assert response.status_code == 200, response.text
        state = response.json()
        if state["current_state"] in states and (
            state["current_state"] not in GATES or state["pending_gate"] is not None
        ):
            return state
        assert now() < deadline, f"research request still {state['current_state']}, wanted {states}"
        await asyncio.sleep(0.05)


async def approve(approver: httpx.AsyncClient, url: str, request_id: str, gate: str) -> None:
    await state_when(approver, url, request_id, {gate})
    decided = await approver.post(
        f"{url}/v1/research-requests/{request_id}/decisions", json={"gate": gate, "decision": "approve"}
    )
    assert decided.status_code == 200 and decided.json()["applied"], decided.text


def research_line(outcome: ResearchOutcome) -> str:
    startup = "a surviving worker" if outcome.startup is None else f"new worker polled after {outcome.startup:.2f} s"
    retry = "-" if outcome.retry_after_kill is None else f"{outcome.retry_after_kill:.2f}"
    return f"research extraction killed: retried {retry} s after the kill ({startup}; bound {RESEARCH_RETRY_BOUND:.0f} s + start-up)"
