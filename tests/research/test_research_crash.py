"""A worker killed in the middle of a research activity: SIGKILL, so it says no goodbye to
Temporal. Real parts: the suite's Temporal server, a worker process (`durable-agents worker`)
that is killed while it writes the extract, a second worker that takes over, SQLite."""

from __future__ import annotations

import asyncio
import csv
import hashlib
import json
import os
import signal
import socket
import sys
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from temporalio.api.enums.v1 import EventType, PendingActivityState
from temporalio.client import Client, WorkflowHandle

from durable_agents import tenancy
from durable_agents.research import store as research_store
from durable_agents.research import warehouse
from durable_agents.research.contract import Decision, RequestState, ResearchRequestInput, ResearchState
from durable_agents.settings import Settings
from durable_agents.temporal import PENDING_GATE, research_workflow_id
from durable_agents.workflow_options import research_options
from tests.research.test_research_request import APPROVERS, phenotype, requirements
from tests.support.processes import clean_env, kill_group, spawn
from tests.support.scripted_llm import ScriptedLLM
from worker import build_worker
from workflows.research.workflow import ResearchRequestWorkflow

S = ResearchState
# A cohort whose extract is about 12 MB (the size of the partial files the crashes left): its
# CSV takes long enough to write that the worker is killed while the file is half written.
COHORT = 200_000
BIG_COHORT_SQL = (
    f"WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < {COHORT}) "
    "SELECT x AS person_id, 'a patient of the synthetic cohort, number ' || x AS note FROM n"
)
# After a kill the activity's next attempt starts within its heartbeat timeout (5 s) and the
# first retry interval (2 s), with a little room: not after its start-to-close timeout (10 min).
RETRY_WITHIN_SECONDS = 10
WAIT_FOR_RETRY_SECONDS = 20


def crash_settings(settings: Settings, data_dir: Path) -> Settings:
    """This test's own task queue, database and files; the suite's Temporal, LLM and warehouse."""
    return Settings(
        _env_file=None,
        data_dir=data_dir,
        temporal_address=settings.temporal_address,
        task_queue=f"{settings.task_queue}-crash-{uuid.uuid4().hex[:6]}",
        llm_base_url=settings.llm_base_url,
        llm_api_key=settings.llm_api_key,
        llm_model=settings.llm_model,
        warehouse_url=settings.resolved_warehouse_url,
        sql_row_cap=COHORT,
    )


def worker_env(own: Settings) -> dict[str, str]:
    return clean_env(
        DATA_DIR=str(own.data_dir),
        TEMPORAL_ADDRESS=own.temporal_address,
        TASK_QUEUE=own.task_queue,
        LLM_BASE_URL=str(own.llm_base_url),
        LLM_API_KEY=own.llm_api_key,
        LLM_MODEL=own.llm_model,
        WAREHOUSE_URL=own.resolved_warehouse_url,
        SQL_ROW_CAP=str(own.sql_row_cap),
    )


def partial_files(folder: Path) -> list[str]:
    """What a write left half done: hidden files in the request's folder and its delivery folder."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob(".*"))


def kill_while_writing(pid: int, folder: Path, deadline: float) -> tuple[float, list[str]]:
    """SIGKILL the worker's process group once the extract's CSV is being written: when, and
    what it left half written."""
    while not partial_files(folder):
        assert time.monotonic() < deadline, "the extract was never written"
        time.sleep(0.002)
    os.killpg(pid, signal.SIGKILL)
    return time.time(), partial_files(folder)


async def approve(handle: WorkflowHandle[ResearchRequestWorkflow, RequestState], gate: ResearchState) -> None:
    """Approve `gate` once it is open, as the server knows it (a query would wait for a worker)."""
    deadline = time.monotonic() + 30
    while (await handle.describe()).typed_search_attributes.get(PENDING_GATE) != gate.value:
        assert time.monotonic() < deadline, f"never waited at {gate}"
        await asyncio.sleep(0.05)
    await handle.signal(ResearchRequestWorkflow.approve, Decision(gate=gate, approver=APPROVERS[0]))


async def extraction_restarted(handle: WorkflowHandle[ResearchRequestWorkflow, RequestState]) -> bool:
    """Whether an attempt of the extraction after the first has started (or already finished)."""
    extraction = [
        p
        for p in (await handle.describe()).raw_description.pending_activities
        if p.activity_type.name == "extract_data"
    ]
    return not extraction or (
        extraction[0].attempt > 1 and extraction[0].state == PendingActivityState.PENDING_ACTIVITY_STATE_STARTED
    )


async def test_a_worker_killed_mid_extraction_is_replaced_within_seconds(
    client: Client, settings: Settings, scripted_llm: ScriptedLLM, tmp_path: Path
) -> None:
    """The extraction's next attempt starts on another worker seconds after the kill (it took
    602 s: the research activities sent no heartbeats); the request completes with each
    transition and approval recorded once, and the half-written file is gone."""
    own = crash_settings(settings, tmp_path / "data")
    warehouse.ensure_warehouse(own.resolved_warehouse_url)
    db_url = own.resolved_database_url
    tenant, _key = tenancy.create_tenant(db_url, "Crash tenant")
    request_id = str(uuid.uuid4())
    research_store.create_request(db_url, request_id, tenant.id, "A big cohort", APPROVERS)
    folder = own.research_dir / request_id
    scripted_llm.script(requirements(0.9), phenotype(BIG_COHORT_SQL))

    doomed, output = spawn([sys.executable, "-m", "durable_agents.cli", "worker"], worker_env(own), cwd=tmp_path)
    try:
        assert output.wait_for("worker polling task queue", time.monotonic() + 30), output.text
        handle = await client.start_workflow(
            ResearchRequestWorkflow.run,
            ResearchRequestInput(
                request_id=request_id,
                tenant_id=tenant.id,
                researcher_request="A big cohort",
                researcher_info={"name": "Dana", "email": "dana@example.org"},
                approvers=APPROVERS,
                options=research_options(own),
            ),
            id=research_workflow_id(request_id),
            task_queue=own.task_queue,
        )
        for gate in (S.REQUIREMENTS_REVIEW, S.PHENOTYPE_REVIEW, S.EXTRACTION_APPROVAL):
            await approve(handle, gate)
        killed_at, left = await asyncio.to_thread(kill_while_writing, doomed.pid, folder, time.monotonic() + 20)
    finally:
        kill_group(doomed)
    assert left and all(name.startswith(".extract.") for name in left), left
    (crashed,) = [
        p
        for p in (await handle.describe()).raw_description.pending_activities
        if p.activity_type.name == "extract_data"
    ]
    assert (crashed.attempt, crashed.last_worker_identity) == (1, f"{doomed.pid}@{socket.gethostname()}")

    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, own, executor):
            deadline = time.monotonic() + WAIT_FOR_RETRY_SECONDS
            while not await extraction_restarted(handle):
                assert time.monotonic() < deadline, f"no new attempt {WAIT_FOR_RETRY_SECONDS} s after the kill"
                await asyncio.sleep(0.1)
            await approve(handle, S.QA_REVIEW)
            final = await asyncio.wait_for(handle.result(), 30)

    assert final.current_state == S.COMPLETE
    history = await handle.fetch_history()
    scheduled = {
        e.event_id: e.activity_task_scheduled_event_attributes
        for e in history.events
        if e.event_type == EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED
    }
    (retry,) = [
        e
        for e in history.events
        if e.event_type == EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED
        and scheduled[e.activity_task_started_event_attributes.scheduled_event_id].activity_type.name == "extract_data"
    ]
    assert retry.activity_task_started_event_attributes.attempt == 2
    delay = retry.event_time.ToDatetime().timestamp() - killed_at
    print(f"extraction retried {delay:.1f} s after the worker was killed")
    assert delay <= RETRY_WITHIN_SECONDS
    # Every activity of the request notices a dead worker in seconds.
    assert {s.activity_type.name: s.heartbeat_timeout.ToSeconds() for s in scheduled.values()} == {
        name: 5
        for name in (
            "gather_requirements",
            "check_feasibility",
            "schedule_kickoff",
            "extract_data",
            "run_qa",
            "deliver_data",
            "save_research_progress",
            "post_approval_request",
            "update_approval_message",
            "post_delivery_message",
            "email_delivery",
        )
    }

    # Each transition and approval once, as the store mirrors them.
    transitions = research_store.transitions(db_url, request_id)
    assert [t.seq for t in transitions] == list(range(1, len(transitions) + 1))
    assert [t.to_state for t in transitions].count("DATA_EXTRACTION") == 1
    assert transitions[-1].to_state == "COMPLETE"
    approvals = research_store.approvals(db_url, request_id)
    assert [(a.seq, a.gate) for a in approvals] == list(
        enumerate(["REQUIREMENTS_REVIEW", "PHENOTYPE_REVIEW", "EXTRACTION_APPROVAL", "QA_REVIEW"], start=1)
    )
    # The extract and its delivery are whole, and nothing half written is left.
    assert partial_files(folder) == []
    with (folder / "extract.csv").open(newline="") as f:
        assert sum(1 for _ in csv.reader(f)) == COHORT + 1
    manifest = json.loads((folder / "delivery" / "manifest.json").read_text())
    for delivered in manifest["files"]:
        body = (folder / "delivery" / delivered["name"]).read_bytes()
        assert hashlib.sha256(body).hexdigest() == delivered["sha256"]
