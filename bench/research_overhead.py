"""Benchmark: one research request through the ResearchRequest workflow against a plain
in-process runner calling the same agents in the same order (seed 002's success criterion:
"< 20 % overhead vs custom").

Both paths run the same request: the requirements agent asks one question (answered at
once), the phenotype agent's SQL runs on the synthetic warehouse, the kickoff is scheduled,
the cohort extracted (CSV and Parquet), checked and delivered; every gate is approved as soon
as it opens. The LLM is the scripted OpenAI-compatible server, paced like a model writing one
token every `--token-ms` (at 20 ms its three replies take ~1.7 s).

- plain runner (the baseline): the activity functions of activities/research/pipeline.py
  called one after the other in this process (through the SDK's `ActivityEnvironment`,
  which gives them their activity context and nothing else), routed by the workflow's own
  rule table (`durable_agents.research.rules`); no Temporal, no store, no events.
- workflow: the stack of bench/stack.py (a Temporal dev server in memory, the worker and the
  API as their own processes, SQLite); the request started as the API starts it (its row,
  then the workflow), followed on its event stream by a client that answers the question
  and approves each gate by Update the moment it sees them (the Updates the API sends);
  timed from the start call to the workflow's result.

Runs alternate between the two paths after `--warmup` runs of each (not counted).

    python bench/research_overhead.py [--runs 10] [--warmup 2] [--token-ms 20]

Prints a table (medians, p95, the added wall time, where the workflow's time goes, from its
history, and each process's CPU per run) and a JSON document. Goal: workflow median <= 1.20 x
the plain runner's median. The added time barely depends on the LLM's pace; the longer the
agents work, the smaller its share: `plain_runner_ms_for_goal` is how long the plain run
would have to take for the same added time to be 20 %.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time
import uuid
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import psutil
from chat_turn import pct
from stack import finish, running_stack
from temporalio.api.enums.v1 import EventType
from temporalio.client import Client, WorkflowHandle
from temporalio.contrib.workflow_streams import WorkflowStreamClient
from temporalio.testing import ActivityEnvironment

from activities.research.pipeline import ResearchActivities
from durable_agents.llm_types import LLMMessage
from durable_agents.research import store as research_store
from durable_agents.research.contract import (
    GATES,
    TERMINAL_STATES,
    ApprovalRecord,
    DecisionRequest,
    DeliveryInput,
    DeliveryResult,
    ExtractionInput,
    ExtractionResult,
    FeasibilityInput,
    KickoffInput,
    QAInput,
    RequestState,
    RequirementsInput,
    ResearcherMessage,
    ResearchEvent,
    ResearchOptions,
)
from durable_agents.research.contract import ResearchState as S
from durable_agents.research.rules import Outcome, rule_for
from durable_agents.research.start import start_research_request
from durable_agents.settings import Settings
from durable_agents.temporal import research_workflow_id
from durable_agents.tenancy import create_tenant
from durable_agents.workflow_options import research_options
from tests.support.scripted_llm import MODEL_ID, Reply, ScriptedLLM

GOAL_ADDED = 0.20
RESEARCHER_REQUEST = "Patients with type 2 diabetes, their gender and year of birth."
RESEARCHER = {"name": "Dana", "email": "dana@example.org"}
APPROVERS = ["alice@example.org", "bob@example.org"]
ANSWER = "2015-2024"
COHORT_SQL = (
    "SELECT DISTINCT c.person_id, p.gender, p.year_of_birth FROM condition_occurrence c "
    "JOIN person p ON p.person_id = c.person_id WHERE c.condition_name = 'Type 2 diabetes mellitus'"
)
# The agents of the pipeline, as activity names.
AGENTS = ("gather_requirements", "check_feasibility", "schedule_kickoff", "extract_data", "run_qa", "deliver_data")
# How often the approver's client polls the request's event stream once it has caught up.
POLL_COOLDOWN = timedelta(milliseconds=10)


def _forced(name: str) -> Callable[[dict[str, Any]], bool]:
    def match(body: dict[str, Any]) -> bool:
        choice = body.get("tool_choice")
        return isinstance(choice, dict) and choice["function"]["name"] == name

    return match


def llm_replies(token_s: float) -> list[Reply]:
    """The three LLM answers of one request: requirements with a question, requirements
    complete, the cohort's SQL; one token every `token_s` from the request on."""

    def call(name: str, arguments: dict[str, Any]) -> Reply:
        return Reply(
            tool_calls=[{"name": name, "arguments": arguments}],
            match=_forced(name),
            token_delay=token_s,
            first_token_delay=token_s,
        )

    def requirements(score: float, question: str | None) -> Reply:
        draft = {
            "population": "Adults with type 2 diabetes",
            "inclusion_criteria": ["Type 2 diabetes mellitus diagnosis"],
            "exclusion_criteria": [],
            "variables": ["gender", "year_of_birth"],
            "time_window": ANSWER,
            "data_format": "CSV",
            "completeness_score": score,
            "next_question": question,
        }
        return call("record_requirements", draft)

    return [
        requirements(0.5, "Which years do you need?"),
        requirements(0.95, None),
        call("phenotype_sql", {"sql": COHORT_SQL, "rationale": "The cohort."}),
    ]


# --- The baseline: a plain runner ------------------------------------------------------------


@dataclass
class PlainRun:
    """What the plain runner did: the states it went through, each agent call's seconds, the results."""

    path: list[S] = field(default_factory=lambda: [S.NEW_REQUEST])
    seconds: float = 0.0
    cpu: dict[str, float] = field(default_factory=dict)
    agent_seconds: list[tuple[str, float]] = field(default_factory=list)
    results: dict[str, Any] = field(default_factory=dict)


class PlainRunner:
    """The pipeline without Temporal: each working state's agent called in this process,
    the next state from the workflow's rule table; gates approved and questions answered at once."""

    def __init__(self, agents: ResearchActivities, options: ResearchOptions) -> None:
        self._agents = agents
        self._options = options

    async def run(self, request_id: str) -> PlainRun:
        run, start = PlainRun(), time.perf_counter()
        state = S.REQUIREMENTS_GATHERING
        run.path.append(state)
        while state not in TERMINAL_STATES:
            outcome = "approved" if state in GATES else await self._work(state, request_id, run)
            rule = rule_for(state, outcome)
            run.path.extend([rule.via, rule.target] if rule.via else [rule.target])
            state = rule.target
        run.seconds = time.perf_counter() - start
        return run

    async def _call(self, run: PlainRun, activity: Callable[[Any], Any], request: Any) -> Any:
        start = time.perf_counter()
        result = ActivityEnvironment().run(activity, request)
        if isinstance(result, Awaitable):
            result = await result
        run.agent_seconds.append((activity.__name__, time.perf_counter() - start))
        run.results[activity.__name__] = result
        return result

    async def _work(self, state: S, request_id: str, run: PlainRun) -> Outcome:
        agents, results = self._agents, run.results
        if state == S.REQUIREMENTS_GATHERING:
            return await self._gather_requirements(request_id, run)
        if state == S.FEASIBILITY_VALIDATION:
            found = await self._call(
                run,
                agents.check_feasibility,
                FeasibilityInput(
                    request_id=request_id,
                    researcher_request=RESEARCHER_REQUEST,
                    requirements=results["gather_requirements"].requirements,
                ),
            )
            return "feasible" if found.feasible else "not_feasible"
        if state == S.SCHEDULE_KICKOFF:
            kickoff = KickoffInput(
                request_id=request_id,
                participants=[RESEARCHER["email"], *APPROVERS],
                not_before=datetime.now(UTC).isoformat(),
                names={RESEARCHER["email"]: RESEARCHER["name"]},
            )
            await self._call(run, agents.schedule_kickoff, kickoff)
            return "meeting_scheduled"
        sql = results["check_feasibility"].phenotype_sql
        if state == S.DATA_EXTRACTION:
            await self._call(run, agents.extract_data, ExtractionInput(request_id=request_id, phenotype_sql=sql))
            return "extraction_complete"
        extraction: ExtractionResult = results["extract_data"]
        if state == S.QA_VALIDATION:
            cohort = results["check_feasibility"].estimated_cohort_size
            qa = QAInput(request_id=request_id, extraction=extraction, estimated_cohort_size=cohort)
            report = await self._call(run, agents.run_qa, qa)
            return "qa_passed" if report.overall_status == "passed" else "qa_failed"
        delivery = DeliveryInput(request_id=request_id, extraction=extraction, recipient=RESEARCHER["email"])
        await self._call(run, agents.deliver_data, delivery)
        return "delivered"

    async def _gather_requirements(self, request_id: str, run: PlainRun) -> Outcome:
        conversation: list[LLMMessage] = []
        for _ in range(self._options.max_questions + 1):
            turn = await self._call(
                run,
                self._agents.gather_requirements,
                RequirementsInput(
                    request_id=request_id,
                    researcher_request=RESEARCHER_REQUEST,
                    researcher_info=RESEARCHER,
                    conversation=conversation,
                ),
            )
            if turn.completeness_score >= self._options.requirements_complete_score or turn.question is None:
                break
            conversation += [
                LLMMessage(role="assistant", content=turn.question),
                LLMMessage(role="user", content=ANSWER),
            ]
        return "requirements_complete"


# --- The workflow --------------------------------------------------------------------------


async def approve_at_once(client: Client, handle: WorkflowHandle[Any, Any]) -> dict[str, float]:
    """Follow the request's event stream; answer the question and approve each gate the moment
    they appear, until the last gate. Returns each answered event's seconds from the workflow
    publishing it to the Update's answer."""
    waits: dict[str, float] = {}
    stream = WorkflowStreamClient.create(client, handle.id)
    async for item in stream.subscribe(
        ["question", "approval_requested"], result_type=ResearchEvent, poll_cooldown=POLL_COOLDOWN
    ):
        event = item.data
        if event.type == "question":
            await handle.execute_update("answer", ResearcherMessage(content=ANSWER))
            label = "question"
        else:
            gate = S(event.data["gate"])
            decision = DecisionRequest(gate=gate, decision="approve", approver=APPROVERS[0], reason="ok")
            await handle.execute_update("decide", decision, result_type=ApprovalRecord)
            label = gate.value
        waits[label] = time.time() - datetime.fromisoformat(event.timestamp).timestamp()
        if label == S.QA_REVIEW:
            break  # the approver's part is done: no client keeps reading (a closed run is read by replaying it)
    return waits


@dataclass
class WorkflowRun:
    request_id: str
    seconds: float
    started_at: float  # time.time() at the start call
    ended_at: float  # time.time() when the result came
    state: RequestState
    answered: dict[str, float]
    cpu: dict[str, float] = field(default_factory=dict)
    history: Any = None
    path: list[S] = field(default_factory=list)  # the transitions the store recorded


async def run_workflow(client: Client, settings: Settings, tenant_id: str) -> WorkflowRun:
    started_at, start = time.time(), time.perf_counter()
    request_id = await start_research_request(client, settings, tenant_id, RESEARCHER_REQUEST, RESEARCHER, APPROVERS)
    handle = client.get_workflow_handle(research_workflow_id(request_id), result_type=RequestState)
    approver = asyncio.create_task(approve_at_once(client, handle))
    state = await handle.result()
    seconds, ended_at = time.perf_counter() - start, time.time()
    return WorkflowRun(request_id, seconds, started_at, ended_at, state, await approver)


def activity_spans(history: Any) -> list[dict[str, Any]]:
    """Every activity of the run: its name, scheduled, started and closed times (epoch seconds)."""
    spans: dict[int, dict[str, Any]] = {}
    for event in history.events:
        at = event.event_time.ToDatetime(tzinfo=UTC).timestamp()
        if event.event_type == EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED:
            name = event.activity_task_scheduled_event_attributes.activity_type.name
            spans[event.event_id] = {"name": name, "scheduled": at}
        elif event.event_type == EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED:
            spans[event.activity_task_started_event_attributes.scheduled_event_id]["started"] = at
        elif event.event_type == EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED:
            spans[event.activity_task_completed_event_attributes.scheduled_event_id]["closed"] = at
    return list(spans.values())


def critical_path(run: WorkflowRun) -> list[tuple[str, float]]:
    """The run's wall time cut along its agents: start -> first agent, each agent waiting
    for the worker and at work, the time between two agents (workflow tasks, gates, the
    question), and the last agent -> the result."""
    agents = [span for span in activity_spans(run.history) if span["name"] in AGENTS]
    segments = [("start -> first agent scheduled", agents[0]["scheduled"] - run.started_at)]
    for i, span in enumerate(agents):
        if i:
            previous = agents[i - 1]
            between = f"{previous['name']} -> {span['name']}"
            segments.append((f"between: {between}", span["scheduled"] - previous["closed"]))
        segments.append((f"{span['name']}: waiting for the worker", span["started"] - span["scheduled"]))
        segments.append((f"{span['name']}: at work", span["closed"] - span["started"]))
    segments.append(("last agent -> result", run.ended_at - agents[-1]["closed"]))
    return segments


def history_counts(history: Any) -> dict[str, int]:
    types = Counter(event.event_type for event in history.events)
    return {
        "events": len(history.events),
        "workflow_tasks": types[EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED],
        "activities": types[EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED],
        "updates": types[EventType.EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_ACCEPTED],
    }


# --- The run ---------------------------------------------------------------------------------


TASK_QUEUE = "bench-research"


def cpu_seconds(processes: dict[str, psutil.Process]) -> dict[str, float]:
    """CPU seconds so far (user + system) of each process."""
    return {role: sum(process.cpu_times()[:2]) for role, process in processes.items()}


def child_process(*words: str) -> psutil.Process:
    """The child of this process whose command line holds `words` (the stack's Temporal server, its worker)."""
    return next(p for p in psutil.Process().children() if set(words) <= set(p.cmdline()))


async def measure(runs: int, warmup: int, token_ms: float) -> dict[str, Any]:
    with ScriptedLLM() as llm:
        env = {"LLM_BASE_URL": llm.base_url, "LLM_MODEL": MODEL_ID}
        async with running_stack(TASK_QUEUE, env) as stack:
            settings = Settings(
                data_dir=stack.data_dir,
                temporal_address=stack.temporal.service_client.config.target_host,
                task_queue=TASK_QUEUE,
                llm_base_url=llm.base_url,
                llm_model=MODEL_ID,
            )
            tenant, _key = create_tenant(settings.resolved_database_url, "bench")
            processes = {
                "bench (client, LLM, plain runner)": psutil.Process(),
                "worker": child_process("durable_agents.cli", "worker"),
                "Temporal server": child_process("start-dev"),
            }
            counts = (runs, warmup)
            return await alternate(stack.temporal, settings, tenant.id, llm, processes, counts, token_ms / 1000)


async def alternate(
    client: Client,
    settings: Settings,
    tenant_id: str,
    llm: ScriptedLLM,
    processes: dict[str, psutil.Process],
    counts: tuple[int, int],
    token_s: float,
) -> dict[str, Any]:
    runs, warmup = counts
    runner = PlainRunner(ResearchActivities(settings), research_options(settings))
    plain: list[PlainRun] = []
    workflow: list[WorkflowRun] = []
    for i in range(warmup + runs):
        # Which path goes first alternates, so neither always follows the other's leftovers.
        for path in ("plain", "workflow") if i % 2 == 0 else ("workflow", "plain"):
            llm.script(*llm_replies(token_s))
            before = cpu_seconds(processes)
            if path == "plain":
                done: PlainRun | WorkflowRun = await runner.run(str(uuid.uuid4()))
            else:
                done = await run_workflow(client, settings, tenant_id)
            done.cpu = {role: seconds - before[role] for role, seconds in cpu_seconds(processes).items()}
            assert llm.pending == 0, f"the {path} path did not use its three LLM replies"
            if isinstance(done, WorkflowRun):
                done.history = await client.get_workflow_handle(research_workflow_id(done.request_id)).fetch_history()
                recorded = research_store.transitions(settings.resolved_database_url, done.request_id)
                done.path = [S(transition.to_state) for transition in recorded]
            if i >= warmup:
                (plain if isinstance(done, PlainRun) else workflow).append(done)  # type: ignore[arg-type]
    return summary(plain, workflow, token_s)


def _stats(values: list[float]) -> dict[str, float]:
    return {"p50_ms": round(statistics.median(values) * 1000, 1), "p95_ms": round(pct(values, 0.95) * 1000, 1)}


def summary(plain: list[PlainRun], workflow: list[WorkflowRun], token_s: float) -> dict:
    for run in workflow:
        assert run.state.current_state == S.COMPLETE, run.state.current_state
    same_work = _same_work(plain, workflow)
    base, measured = _stats([run.seconds for run in plain]), _stats([run.seconds for run in workflow])
    added = measured["p50_ms"] / base["p50_ms"] - 1
    segments: dict[str, list[float]] = {}
    for run in workflow:
        for name, seconds in critical_path(run):
            segments.setdefault(name, []).append(seconds)
    agents_plain: dict[str, list[float]] = {}
    for run in plain:
        for name, seconds in run.agent_seconds:
            agents_plain.setdefault(name, []).append(seconds)
    answered = {label: _stats([run.answered[label] for run in workflow]) for label in workflow[0].answered}
    return {
        "runs": len(workflow),
        # The machine's load while it ran (1, 5, 15 minutes): on a shared machine, CPU time becomes wall time.
        "load_average": [round(load, 1) for load in os.getloadavg()],
        "token_interval_ms": token_s * 1000,
        "plain_runner": base,
        "workflow": measured,
        "added_ms_p50": round(measured["p50_ms"] - base["p50_ms"], 1),
        "added_p50": round(added, 3),
        "plain_runner_ms_for_goal": round((measured["p50_ms"] - base["p50_ms"]) / GOAL_ADDED),
        "same_work": same_work,
        "plain_agent_calls_ms": {name: _stats(values) for name, values in agents_plain.items()},
        "workflow_path_ms": {name: _stats(values) for name, values in segments.items()},
        "published_to_answered_ms": answered,
        "cpu_ms_per_run": {
            "plain runner": _cpu(plain),
            "workflow": _cpu(workflow),
        },
        "history_per_run": history_counts(workflow[0].history),
        "goals_met": {f"added_p50_le_{GOAL_ADDED:.0%}": added <= GOAL_ADDED and same_work},
    }


def _cpu(runs: list[PlainRun] | list[WorkflowRun]) -> dict[str, float]:
    """Median CPU ms per run of each process."""
    return {role: round(statistics.median(run.cpu[role] for run in runs) * 1000) for role in runs[0].cpu}


def _same_work(plain: list[PlainRun], workflow: list[WorkflowRun]) -> bool:
    """Both paths went through the same states, found the same cohort and delivered the same
    extract (its SHA-256)."""

    def work(path: list[S], cohort: int, delivery: DeliveryResult) -> tuple[tuple[S, ...], int, str]:
        return tuple(path), cohort, next(f.sha256 for f in delivery.files if f.name == "extract.csv")

    plain_work = {
        work(run.path, run.results["check_feasibility"].estimated_cohort_size, run.results["deliver_data"])
        for run in plain
    }
    workflow_work = {
        work(run.path, run.state.estimated_cohort_size, DeliveryResult.model_validate(run.state.delivery_info))
        for run in workflow
    }
    return len(plain_work) == 1 and plain_work == workflow_work


def print_table(result: dict) -> None:
    print(
        f"One research request (1 question, 4 gates approved at once, 3 LLM replies at one token every "
        f"{result['token_interval_ms']:g} ms), {result['runs']} runs of each path\n"
    )
    print(f"load average {' / '.join(map(str, result['load_average']))} on {os.cpu_count()} cores\n")
    print(f"{'p50 / p95 (ms)':<56}{'plain runner':>16}{'workflow':>16}")
    base, measured = result["plain_runner"], result["workflow"]
    print(f"{'whole request':<56}{_cell(base):>16}{_cell(measured):>16}")
    print(f"\nadded wall time at p50: {result['added_ms_p50']} ms ({result['added_p50']:.1%})")
    print(f"the same added time is 20 % of a plain run of {result['plain_runner_ms_for_goal']} ms")
    print(f"same states, cohort and extract on both paths: {result['same_work']}")
    print("\nWhere the workflow's time goes (its history; agents side by side with the plain runner's calls):")
    for name, stats in result["workflow_path_ms"].items():
        agent = name.split(":")[0]
        plain = result["plain_agent_calls_ms"].get(agent) if name.endswith("at work") else None
        print(f"  {name:<54}{_cell(plain) if plain else '':>16}{_cell(stats):>16}")
    print("\nworkflow published -> approver's Update answered:")
    for label, stats in result["published_to_answered_ms"].items():
        print(f"  {label:<54}{'':>16}{_cell(stats):>16}")
    print("\nCPU ms per run (median):")
    for path, roles in result["cpu_ms_per_run"].items():
        print(f"  {path:<14}" + ", ".join(f"{role} {ms}" for role, ms in roles.items()))
    counts = result["history_per_run"]
    print(
        f"\nhistory per run: {counts['events']} events, {counts['workflow_tasks']} workflow tasks, "
        f"{counts['activities']} activities, {counts['updates']} updates"
    )
    for goal, met in result["goals_met"].items():
        print(f"goal {goal:<26} {'met' if met else 'NOT met'}")


def _cell(stats: dict[str, float]) -> str:
    return f"{stats['p50_ms']} / {stats['p95_ms']}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--warmup", type=int, default=2)
    parser.add_argument("--token-ms", type=float, default=20.0)
    args = parser.parse_args()
    finish(asyncio.run(measure(args.runs, args.warmup, args.token_ms)), print_table)


if __name__ == "__main__":
    main()
