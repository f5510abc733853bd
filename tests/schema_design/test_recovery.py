"""A schema design pipeline through a killed worker (issue 23): a `worker.py` process is
SIGKILLed while the DB agent waits on the LLM, or while the QA's DML runs in the PostgreSQL
sandbox; a new worker process is started, and the pipeline's next event (a timeline item, as
a client reads it from the session's stream) comes at most `RECOVERY_BOUND` after the new
worker polls, as tests/platform/test_chaos.py bounds a chat's answer from the new worker's
poll. The pipeline then completes with each schema version and timeline item once.

Where the seconds go after the kill: the step's heartbeat timeout (it beats every third of
it), the server's timers (about a second for the timeout and the retry's backoff), its first
retry interval (workflows/activity_presets.py: `design_llm`, `sandbox`), the step's work, and
one sticky-queue schedule-to-start (1 s, worker.py) for the workflow whose worker died. A new
worker process takes a few seconds to start, so much of the heartbeat timeout has passed
when it polls."""

from __future__ import annotations

import asyncio
import contextlib
import json
import subprocess
import sys
import time
from collections import Counter
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from temporalio.api.enums.v1 import EventType, PendingActivityState
from temporalio.client import Client
from temporalio.common import RawValue
from temporalio.contrib.workflow_streams import WorkflowStreamClient

from durable_agents.schema_design import store
from durable_agents.schema_design.contract import DesignAccepted
from durable_agents.settings import Settings
from durable_agents.temporal import db_agent_workflow_id, design_workflow_id
from tests.research.test_research_request import forced
from tests.schema_design.test_pipeline import (
    DML,
    FITNESS_APP,
    LOG_WORKOUT,
    USERS,
    WORKOUTS,
    add,
    analysis,
    design,
    design_done,
    dml,
    new_session,
    qa_and_summary,
    send,
    stored_versions,
    summary,
    usecases,
)
from tests.support.processes import OutputLines, clean_env, kill_group, spawn
from tests.support.scripted_llm import Reply, ScriptedLLM

# Issue 23: after a worker dies, the pipeline goes on within 5 s of a new worker polling.
RECOVERY_BOUND = 5.0
POLLING_LINE = "worker polling task queue"
START_TIMEOUT = 60.0
PIPELINE_TIMEOUT = 90.0
# The killed DB agent step's LLM answer would come this late; its retry's comes at once.
SLOW_ANSWER = 30.0
# The QA's DML sleeps in the sandbox until this long after the LLM wrote it: the kill lands
# in the run, and the run retried after the kill wakes at the same instant (or does not sleep).
DML_SLEEP = 4.0


def now() -> float:
    return time.perf_counter()


@dataclass
class Received:
    topic: str
    data: dict[str, Any]
    at: float


@dataclass
class MessageReader:
    """A client reading a message's events from the session's stream, noting when each came."""

    client: Client
    session_id: str
    accepted: DesignAccepted
    events: list[Received] = field(default_factory=list)
    changed: asyncio.Event = field(default_factory=asyncio.Event)

    async def read(self) -> None:
        stream = WorkflowStreamClient.create(self.client, design_workflow_id(self.session_id))
        async for item in stream.subscribe(from_offset=self.accepted.stream_offset, result_type=RawValue):
            data = json.loads(item.data.payload.data)
            if data.get("message_id") != self.accepted.message_id:
                continue
            self.events.append(Received(item.topic, data, now()))
            self.changed.set()
            if item.topic == "pipeline_done":
                return

    async def until(self, seen: Callable[[Received], bool]) -> None:
        """Until an event `seen` accepts has come."""
        deadline = now() + PIPELINE_TIMEOUT
        while not any(seen(event) for event in self.events):
            self.changed.clear()
            assert now() < deadline, f"no such event in {PIPELINE_TIMEOUT:.0f} s; got {self.shown()}"
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait(), deadline - now())

    def first_after(self, moment: float) -> Received | None:
        return next((event for event in self.events if event.at > moment), None)

    def shown(self) -> list[str]:
        return [f"{e.topic}:{e.data.get('type') or e.data.get('step') or e.data.get('status')}" for e in self.events]


def timeline(kind: str) -> Callable[[Received], bool]:
    return lambda event: event.topic == "timeline" and event.data["type"] == kind


@dataclass
class Workers:
    """`worker.py` processes on the settings' task queue (its own: no other worker takes its tasks)."""

    settings: Settings
    started: list[tuple[subprocess.Popen[str], OutputLines]] = field(default_factory=list)

    async def start(self) -> tuple[int, float]:
        """A new worker process: its pid, and when it polled its task queue."""
        own = self.settings
        env = clean_env(
            TEMPORAL_ADDRESS=own.temporal_address,
            TASK_QUEUE=own.task_queue,
            DATA_DIR=str(own.data_dir),
            DATABASE_URL=own.resolved_database_url,
            LLM_BASE_URL=str(own.llm_base_url),
            LLM_API_KEY=own.llm_api_key,
            LLM_MODEL=own.llm_model,
            SCHEMA_SANDBOX_URL=str(own.schema_sandbox_url),
        )
        proc, out = spawn([sys.executable, "worker.py"], env, cwd=Path(__file__).parents[2])
        self.started.append((proc, out))
        polls = await asyncio.to_thread(out.wait_for, POLLING_LINE, time.monotonic() + START_TIMEOUT)
        assert polls, f"the worker did not poll within {START_TIMEOUT:.0f} s\n{out.text[-4000:]}"
        return proc.pid, now()

    def kill(self, pid: int) -> tuple[float, float]:
        """SIGKILL the worker `pid`: when, on the perf counter and the wall clock."""
        (proc,) = [proc for proc, _out in self.started if proc.pid == pid]
        at, wall = now(), time.time()
        kill_group(proc)
        return at, wall

    def output(self) -> str:
        return "\n".join(f"--- worker {proc.pid} ---\n{out.drain()[-3000:]}" for proc, out in self.started)


@contextlib.asynccontextmanager
async def workers_on_their_own_queue(settings: Settings, name: str) -> AsyncIterator[Workers]:
    workers = Workers(settings.model_copy(update={"task_queue": f"{settings.task_queue}-{name}"}))
    try:
        yield workers
    finally:
        for proc, _out in workers.started:
            kill_group(proc)


async def running_on(client: Client, workflow_id: str, activity: str) -> int:
    """The pid of the worker running `activity` of `workflow_id`, once one does."""
    deadline = now() + START_TIMEOUT
    while True:
        description = await client.get_workflow_handle(workflow_id).describe()
        for pending in description.raw_description.pending_activities:
            if (
                pending.activity_type.name == activity
                and pending.state == PendingActivityState.PENDING_ACTIVITY_STATE_STARTED
                and pending.last_worker_identity
            ):
                return int(pending.last_worker_identity.split("@")[0])
        assert now() < deadline, f"{activity} of {workflow_id} never ran"
        await asyncio.sleep(0.02)


async def history_since(client: Client, workflow_id: str, wall: float) -> str:
    """The workflow's events from shortly before `wall` on, at their offsets from it (diagnostics)."""
    history = await client.get_workflow_handle(workflow_id).fetch_history()
    lines = [
        f"  {moment - wall:+6.2f} s  {EventType.Name(event.event_type).removeprefix('EVENT_TYPE_')}"
        for event in history.events
        if (moment := event.event_time.ToDatetime().timestamp()) >= wall - 0.5
    ]
    return f"{workflow_id}:\n" + "\n".join(lines)


@dataclass
class Recovery:
    """A kill and when the pipeline went on after it."""

    what: str
    killed: float
    killed_wall: float
    polled: float  # the new worker's poll
    ready: float  # from when the pipeline could go on (the new worker's poll, or later)
    went_on: Received | None
    done: float | None = None  # when `pipeline_done` came
    diagnostics: str = ""

    @property
    def took(self) -> float | None:
        return None if self.went_on is None else self.went_on.at - self.ready

    def line(self) -> str:
        after_kill = "never" if self.went_on is None else f"{self.went_on.at - self.killed:.2f} s"
        took = "never" if self.took is None else f"{self.took:.2f} s"
        done = "never" if self.done is None else f"{self.done - self.killed:.2f} s"
        return (
            f"{self.what}: the new worker polled {self.polled - self.killed:.2f} s after the kill; the next event "
            f"came {took} after it could go on, {after_kill} after the kill (bound {RECOVERY_BOUND:.0f} s); "
            f"pipeline_done {done} after the kill"
        )


async def kill_and_replace(
    client: Client,
    workers: Workers,
    pid: int,
    reader: MessageReader,
    reading: asyncio.Task[None],
    what: str,
    workflow_ids: list[str],
    resumes_at: float | None = None,
) -> Recovery:
    """SIGKILL the worker `pid`, start a new one and let `reading` (`reader` reading) reach the
    message's end: when the pipeline went on. `resumes_at`: a wall-clock instant before which
    the step would not go on anyway."""
    killed, killed_wall = workers.kill(pid)
    _pid, polled = await workers.start()
    await asyncio.wait({reading}, timeout=PIPELINE_TIMEOUT)
    ready = polled if resumes_at is None else max(polled, killed + resumes_at - killed_wall)
    done = next((e.at for e in reader.events if e.topic == "pipeline_done"), None)
    recovery = Recovery(what, killed, killed_wall, polled, ready, reader.first_after(killed), done=done)
    histories = [await history_since(client, workflow_id, killed_wall) for workflow_id in workflow_ids]
    recovery.diagnostics = "\n".join([recovery.line(), *histories, workers.output()])
    print(f"\n{recovery.line()}")
    if not reading.done():
        reading.cancel()
        raise AssertionError(f"the pipeline did not end within {PIPELINE_TIMEOUT:.0f} s\n{recovery.diagnostics}")
    reading.result()
    return recovery


def check_completed(settings: Settings, session_id: str, reader: MessageReader, versions: list[int]) -> None:
    """The message's pipeline completed, each version and timeline item written once."""
    assert reader.events[-1].topic == "pipeline_done", reader.shown()
    assert reader.events[-1].data["status"] == "completed", reader.events[-1].data
    assert stored_versions(settings, session_id) == versions
    ids = [entry.item_id for entry in store.timeline(settings.resolved_database_url, session_id)]
    assert len(ids) == len(set(ids)) and ids == [e.data["item_id"] for e in reader.events if e.topic == "timeline"]


async def test_the_db_agent_goes_on_after_its_worker_dies_waiting_on_the_llm(
    client: Client, settings: Settings, scripted_llm: ScriptedLLM
) -> None:
    async with workers_on_their_own_queue(settings, "recovery-llm") as workers:
        first, _polled = await workers.start()
        session_id = await new_session(client, workers.settings)
        scripted_llm.script(
            analysis(),
            design(add("/tables/users", USERS)),
            design(add("/tables/workouts", WORKOUTS), first_token_delay=SLOW_ANSWER),  # the killed attempt's
            design(add("/tables/workouts", WORKOUTS)),
            design_done(),
            *qa_and_summary(),
        )
        reader = MessageReader(client, session_id, await send(client, session_id, FITNESS_APP))
        reading = asyncio.create_task(reader.read())
        # The first round's version has reached the client: the next event is the second round's.
        await reader.until(timeline("schema_version"))
        db_agent = db_agent_workflow_id(session_id, 1)
        while len(scripted_llm.requests) < 3:  # the second round's LLM request
            await asyncio.sleep(0.02)
        assert await running_on(client, db_agent, "design_schema") == first
        recovery = await kill_and_replace(
            client, workers, first, reader, reading, "DB agent's LLM step", [db_agent, design_workflow_id(session_id)]
        )

    assert recovery.went_on is not None and timeline("assistant")(recovery.went_on), reader.shown()
    assert recovery.went_on.data["item_id"].endswith(":2:design"), recovery.went_on.data
    assert recovery.took is not None and recovery.took <= RECOVERY_BOUND, recovery.diagnostics
    assert scripted_llm.pending == 0  # the killed step was asked again, and every later step once
    check_completed(settings, session_id, reader, [0, 1, 2])


def dml_sleeping_in_the_sandbox(until: list[float]) -> Reply:
    """The QA's DML, and a SELECT sleeping until `DML_SLEEP` after the LLM was asked for it (the
    wall-clock instant, appended to `until`)."""
    reply = dml()
    asks_for_dml = forced("prepare_dml")

    def written(body: dict[str, Any]) -> bool:
        if not asks_for_dml(body):
            return False
        until.append(time.time() + DML_SLEEP)
        sleep = f"SELECT pg_sleep(greatest(0, {until[-1]:.3f} - extract(epoch FROM clock_timestamp())))"
        reply.tool_calls = dml([*DML, {"useCaseId": LOG_WORKOUT, "operation_type": "SELECT", "sql": sleep}]).tool_calls
        return True

    reply.match = written
    return reply


async def test_the_validation_goes_on_after_its_worker_dies_in_the_sandbox(
    client: Client, settings: Settings, scripted_llm: ScriptedLLM
) -> None:
    until: list[float] = []
    async with workers_on_their_own_queue(settings, "recovery-sandbox") as workers:
        first, _polled = await workers.start()
        session_id = await new_session(client, workers.settings)
        scripted_llm.script(
            analysis(),
            design(add("/tables/users", USERS), add("/tables/workouts", WORKOUTS)),
            design_done(),
            usecases(),
            dml_sleeping_in_the_sandbox(until),
            summary(),
        )
        reader = MessageReader(client, session_id, await send(client, session_id, FITNESS_APP))
        reading = asyncio.create_task(reader.read())
        await reader.until(lambda e: e.topic == "step" and e.data["step"] == "validateSchema")
        session = design_workflow_id(session_id)
        assert await running_on(client, session, "validate_usecases") == first
        # A retry that starts before the DML's instant sleeps until it, as the killed run would have.
        recovery = await kill_and_replace(
            client, workers, first, reader, reading, "validation in the sandbox", [session], resumes_at=until[0]
        )

    assert recovery.killed_wall < until[0], "the DML had stopped sleeping before the kill: the run may have ended"
    assert recovery.went_on is not None and timeline("query_result")(recovery.went_on), reader.shown()
    assert recovery.went_on.data["content"].startswith("5 of 5 DML operations succeeded"), recovery.went_on.data
    assert recovery.took is not None and recovery.took <= RECOVERY_BOUND, recovery.diagnostics
    check_completed(settings, session_id, reader, [0, 1])
    kinds = Counter(entry.type for entry in store.timeline(settings.resolved_database_url, session_id))
    assert kinds["query_result"] == 1
