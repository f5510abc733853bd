"""The schema design pipeline (seed 001) driven through Temporal: the session workflow, its DB
agent child workflows and the real activities, with the DDL and DML run on a real
PostgreSQL (the embedded sandbox) and the scripted LLM playing the PM, DB and QA agents."""

from __future__ import annotations

import asyncio
import json
import sys
import time
import uuid
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, get_args

import pytest
from starlette.concurrency import run_in_threadpool
from temporalio.client import Client, WorkflowHandle, WorkflowUpdateFailedError
from temporalio.common import RawValue
from temporalio.contrib.workflow_streams import WorkflowStreamClient
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError
from temporalio.testing import ActivityEnvironment, WorkflowEnvironment

from activities.schema_design.design_agents import SCHEMA_DESIGN_TOOL, SUMMARY_PROMPT, UsecaseDraft, usecase_id
from activities.schema_design.design_store import DesignStoreActivities
from durable_agents import tenancy as tenants
from durable_agents.schema_design import store
from durable_agents.schema_design.contract import (
    Artifact,
    DesignAccepted,
    DesignMessage,
    DesignState,
    DesignStep,
    PatchOperation,
    Schema,
    SchemaToolInput,
    TimelineItem,
)
from durable_agents.schema_design.ddl import schema_ddl
from durable_agents.schema_design.start import start_design_session
from durable_agents.settings import Settings
from durable_agents.temporal import DESIGN_STEP, db_agent_workflow_id, design_workflow_id
from tests.chat.test_chat_lifecycle import small_history_env  # noqa: F401 (a fixture)
from tests.research.test_research_request import forced
from tests.support.processes import clean_env, kill_group, spawn
from tests.support.scripted_llm import Reply, ScriptedLLM
from worker import build_worker
from workflows.schema_design.db_agent import DbAgentWorkflow
from workflows.schema_design.workflow import SchemaDesignWorkflow

FITNESS_APP = "A fitness tracking app: users register with their email and log their workouts."
REQUIREMENTS = {
    "businessRequirement": "Let people track their workouts.",
    "functionalRequirements": {
        "users": ["A user registers with an email address."],
        "workouts": ["A user logs a workout with a name."],
    },
    "nonFunctionalRequirements": {"integrity": ["Every workout belongs to an existing user."]},
}
USECASES = [
    {
        "requirementType": "functional",
        "requirementCategory": "users",
        "requirement": "A user registers with an email address.",
        "title": "Register",
        "description": "A person signs up with an email.",
    },
    {
        "requirementType": "functional",
        "requirementCategory": "workouts",
        "requirement": "A user logs a workout with a name.",
        "title": "Log a workout",
        "description": "A registered user logs a run.",
    },
]
REGISTER, LOG_WORKOUT = (usecase_id(UsecaseDraft.model_validate(u), 1) for u in USECASES)


def _table(name: str, columns: dict[str, str], foreign_key: tuple[str, str] | None = None) -> dict[str, Any]:
    """A table with an integer `id` primary key, NOT NULL columns and maybe one foreign key (column, table)."""
    constraints: dict[str, Any] = {
        f"{name}_pkey": {"type": "PRIMARY KEY", "name": f"{name}_pkey", "columnNames": ["id"]}
    }
    if foreign_key is not None:
        column, target = foreign_key
        constraints[f"{name}_{column}_fkey"] = {
            "type": "FOREIGN KEY",
            "name": f"{name}_{column}_fkey",
            "columnNames": [column],
            "targetTableName": target,
            "targetColumnNames": ["id"],
        }
    return {
        "name": name,
        "columns": {
            column: {"name": column, "type": kind, "notNull": True}
            for column, kind in {"id": "integer", **columns}.items()
        },
        "constraints": constraints,
        "indexes": {},
    }


USERS = _table("users", {"email": "varchar(255)"})
WORKOUTS = _table("workouts", {"user_id": "integer", "name": "text"}, ("user_id", "users"))
DML = [
    {"useCaseId": REGISTER, "operation_type": "INSERT", "sql": "INSERT INTO users (id, email) VALUES (1, 'a@b.org')"},
    {
        "useCaseId": LOG_WORKOUT,
        "operation_type": "INSERT",
        "sql": "INSERT INTO users (id, email) VALUES (2, 'c@d.org')",
    },
    {
        "useCaseId": LOG_WORKOUT,
        "operation_type": "INSERT",
        "sql": "INSERT INTO workouts (id, user_id, name) VALUES (1, 2, 'Run')",
    },
    {"useCaseId": LOG_WORKOUT, "operation_type": "SELECT", "sql": "SELECT name FROM workouts WHERE user_id = 2"},
]


# --- The scripted agents ---------------------------------------------------------------------


def designing(body: dict[str, Any]) -> bool:
    return any(tool["function"]["name"] == SCHEMA_DESIGN_TOOL for tool in body.get("tools") or [])


def summarizing(body: dict[str, Any]) -> bool:
    return body["messages"][0]["content"] == SUMMARY_PROMPT


def analysis(arguments: dict[str, Any] | None = None) -> Reply:
    return Reply(
        tool_calls=[{"name": "analyze_requirements", "arguments": arguments or REQUIREMENTS}],
        match=forced("analyze_requirements"),
    )


def design(*operations: dict[str, Any], **timing: float) -> Reply:
    """A designSchema step calling the schema design tool."""
    return Reply(
        text="I will change the schema.",
        tool_calls=[{"name": SCHEMA_DESIGN_TOOL, "arguments": {"operations": list(operations)}}],
        match=designing,
        **timing,
    )


def design_done(text: str = "Users own their workouts through workouts.user_id.") -> Reply:
    return Reply(text=text, match=designing)


def add(path: str, value: Any) -> dict[str, Any]:
    return {"op": "add", "path": path, "value": value}


def usecases() -> Reply:
    return Reply(
        tool_calls=[{"name": "generate_usecases", "arguments": {"usecases": USECASES}}],
        match=forced("generate_usecases"),
    )


def dml(operations: list[dict[str, Any]] | None = None) -> Reply:
    ops = [{"description": "", **op} for op in (operations or DML)]
    return Reply(tool_calls=[{"name": "prepare_dml", "arguments": {"operations": ops}}], match=forced("prepare_dml"))


def summary() -> Reply:
    return Reply(text="Two tables: users and their workouts. Every test passed.", match=summarizing)


def qa_and_summary() -> list[Reply]:
    """What follows a DB agent whose schema the DML succeeds on."""
    return [usecases(), dml(), summary()]


def happy_path() -> list[Reply]:
    return [
        analysis(),
        design(add("/tables/users", USERS), add("/tables/workouts", WORKOUTS)),
        design_done(),
        *qa_and_summary(),
    ]


# --- Driving a session ---------------------------------------------------------------------


async def new_session(client: Client, settings: Settings, initial: Schema | None = None) -> str:
    tenant, _key = await run_in_threadpool(tenants.create_tenant, settings.resolved_database_url, "Design")
    return await start_design_session(client, settings, tenant.id, initial or Schema())


def session_handle(client: Client, session_id: str) -> WorkflowHandle[Any, Any]:
    return client.get_workflow_handle(design_workflow_id(session_id))


async def send(client: Client, session_id: str, content: str, message_id: str | None = None) -> DesignAccepted:
    message = DesignMessage(message_id=message_id or str(uuid.uuid4()), content=content)
    return await session_handle(client, session_id).execute_update(
        SchemaDesignWorkflow.send_message, message, id=message.message_id
    )


async def message_events(
    client: Client, session_id: str, accepted: DesignAccepted, timeout: float = 60
) -> list[tuple[str, dict[str, Any]]]:
    """The message's stream events (topic, payload), up to its `pipeline_done`."""
    events: list[tuple[str, dict[str, Any]]] = []

    async def read() -> None:
        stream = WorkflowStreamClient.create(client, design_workflow_id(session_id))
        async for item in stream.subscribe(from_offset=accepted.stream_offset, result_type=RawValue):
            data = json.loads(item.data.payload.data)
            if data.get("message_id") != accepted.message_id:
                continue
            events.append((item.topic, data))
            if item.topic == "pipeline_done":
                return

    await asyncio.wait_for(read(), timeout)
    return events


async def run_message(client: Client, session_id: str, content: str = FITNESS_APP) -> list[tuple[str, dict[str, Any]]]:
    return await message_events(client, session_id, await send(client, session_id, content))


def timeline_of(events: list[tuple[str, dict[str, Any]]]) -> list[TimelineItem]:
    return [TimelineItem.model_validate(data) for topic, data in events if topic == "timeline"]


def done_of(events: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    topic, data = events[-1]
    assert topic == "pipeline_done", events[-1]
    return data


async def state_of(client: Client, session_id: str) -> DesignState:
    return await session_handle(client, session_id).query(SchemaDesignWorkflow.get_state)


def stored_versions(settings: Settings, session_id: str) -> list[int]:
    return [v.number for v in store.list_versions(settings.resolved_database_url, session_id)]


async def requested(scripted_llm: ScriptedLLM, count: int) -> None:
    """Until the scripted LLM has had `count` requests."""
    while len(scripted_llm.requests) < count:
        await asyncio.sleep(0.02)


def tool_results(scripted_llm: ScriptedLLM) -> list[str]:
    """What the schema design tool answered, as the DB agent's later requests carry it."""
    results: list[str] = []
    for body in scripted_llm.requests:
        for message in body["messages"]:
            if message["role"] == "tool" and message["content"] not in results:
                results.append(message["content"])
    return results


# --- The tests -----------------------------------------------------------------------------------


async def test_happy_path(client: Client, settings: Settings, scripted_llm: ScriptedLLM, worker: None) -> None:
    """requirements → 2 tables with a foreign key → use cases → DML that succeeds on PostgreSQL
    → the artifact with execution logs → the summary."""
    session_id = await new_session(client, settings)
    scripted_llm.script(*happy_path())
    events = await run_message(client, session_id)

    done = done_of(events)
    assert done == {"message_id": done["message_id"], "status": "completed", "schema_version": 1, "error": None}
    steps = [(data["step"], data["status"]) for topic, data in events if topic == "step"]
    assert [step for step, status in steps if status == "started"] == [s for s in get_args(DesignStep) if s != "idle"]
    assert all(status != "failed" for _step, status in steps)
    timeline = timeline_of(events)
    assert [(item.type, item.role) for item in timeline] == [
        ("user", None),
        ("assistant", "pm"),
        ("assistant", "db"),
        ("schema_version", "db"),
        ("assistant", "db"),
        ("assistant", "qa"),
        ("assistant_log", "qa"),
        ("query_result", "qa"),
        ("assistant", "db"),
    ]
    assert timeline[3].schema_version == 1
    assert timeline[7].content.startswith("4 of 4 DML operations succeeded")
    assert timeline[-1].content == "Two tables: users and their workouts. Every test passed."
    # The store holds the same timeline, in order, and the versions 0 (the start) and 1.
    db_url = settings.resolved_database_url
    assert [e.item_id for e in store.timeline(db_url, session_id)] == [item.item_id for item in timeline]
    assert stored_versions(settings, session_id) == [0, 1]
    version = store.get_version(db_url, session_id, 1)
    assert version is not None
    schema = version.as_schema()
    assert set(schema.tables) == {"users", "workouts"}
    assert schema.tables["workouts"].constraints["workouts_user_id_fkey"].type == "FOREIGN KEY"

    row = store.get_artifact(db_url, session_id)
    assert row is not None and row.ddl == schema_ddl(schema)
    artifact = Artifact.model_validate(row.artifact)
    assert artifact.summary == timeline[-1].content and artifact.schema_version == 1
    assert [u.id for u in artifact.usecases] == [REGISTER, LOG_WORKOUT]
    logs = [log for u in artifact.usecases for op in u.dml_operations for log in op.execution_logs]
    assert len(logs) == 4 and all(log.success for log in logs)
    assert logs[-1].result_summary == "1 row"

    state = await state_of(client, session_id)
    assert (state.status, state.current_step, state.schema_version, state.error) == ("idle", "idle", 1, None)
    assert [m.role for m in state.messages] == ["user", "assistant"]
    described = await session_handle(client, session_id).describe()
    assert described.typed_search_attributes.get(DESIGN_STEP) == "idle"
    # The LLM saw the schema it designed on, and the DML prompt the saved version.
    assert "Current schema (version 0):\n(empty schema)" in scripted_llm.requests[1]["messages"][1]["content"]
    assert "table workouts" in scripted_llm.requests[4]["messages"][1]["content"]


async def test_busy_session_refuses_a_second_message_and_dedupes_a_retried_one(
    client: Client, settings: Settings, scripted_llm: ScriptedLLM, worker: None
) -> None:
    session_id = await new_session(client, settings)
    tables = (add("/tables/users", USERS), add("/tables/workouts", WORKOUTS))
    scripted_llm.script(analysis(), design(*tables, first_token_delay=1.0), *happy_path()[2:])
    first = await send(client, session_id, FITNESS_APP, "message-1")
    again = await send(client, session_id, FITNESS_APP, "message-1")
    assert again == first
    with pytest.raises(WorkflowUpdateFailedError) as refused:
        await send(client, session_id, "Another app.")
    assert isinstance(refused.value.cause, ApplicationError) and refused.value.cause.type == "DesignBusy"
    assert done_of(await message_events(client, session_id, first))["status"] == "completed"
    assert (await state_of(client, session_id)).messages[0].content == FITNESS_APP


async def test_invalid_patch_and_failing_ddl_are_fed_back_and_fixed(
    client: Client, settings: Settings, scripted_llm: ScriptedLLM, worker: None
) -> None:
    session_id = await new_session(client, settings)
    broken = _table("users", {"email": "varchr(255)"})  # no such type: PostgreSQL refuses the DDL
    scripted_llm.script(
        analysis(),
        design(add("/tables/users/colour", "blue")),
        design(add("/tables/users", broken)),
        design(add("/tables/users", USERS), add("/tables/workouts", WORKOUTS)),
        design_done(),
        *qa_and_summary(),
    )
    events = await run_message(client, session_id)

    assert done_of(events)["status"] == "completed"
    rejected, ddl_failed, saved = tool_results(scripted_llm)
    assert rejected.startswith("Patch rejected") and "/tables/users" in rejected
    assert ddl_failed.startswith("Patch not saved: its DDL failed on PostgreSQL.")
    assert 'CREATE TABLE "users"' in ddl_failed and 'type "varchr" does not exist' in ddl_failed
    assert saved.startswith("Saved as schema version 1")
    db_items = [item for item in timeline_of(events) if item.role == "db" and item.type != "assistant"]
    assert [item.type for item in db_items] == ["assistant_log", "assistant_log", "schema_version"]
    assert stored_versions(settings, session_id) == [0, 1]


async def test_dml_failure_routes_back_to_the_db_agent(
    client: Client, settings: Settings, scripted_llm: ScriptedLLM, worker: None
) -> None:
    session_id = await new_session(client, settings)
    nameless = _table("workouts", {"user_id": "integer"}, ("user_id", "users"))
    name_column = {"name": "name", "type": "text", "notNull": True}
    scripted_llm.script(
        analysis(),
        design(add("/tables/users", USERS), add("/tables/workouts", nameless)),
        design_done("Done."),
        usecases(),
        dml(),
        design(add("/tables/workouts/columns/name", name_column)),
        design_done("Workouts have a name now."),
        dml(),
        summary(),
    )
    events = await run_message(client, session_id)

    assert done_of(events) | {"message_id": ""} == {
        "message_id": "",
        "status": "completed",
        "schema_version": 2,
        "error": None,
    }
    results = [item for item in timeline_of(events) if item.type == "query_result"]
    assert [r.content.split(" DML")[0] for r in results] == ["2 of 4", "4 of 4"]
    assert 'column "name" of relation "workouts" does not exist' in results[0].content
    # The second design saw the failures; the DML was prepared again for version 2.
    redesign = next(body for body in scripted_llm.requests[5:] if designing(body))
    assert "The test DML failed on this schema" in redesign["messages"][1]["content"]
    assert 'column "name" of relation "workouts" does not exist' in redesign["messages"][1]["content"]
    state = await state_of(client, session_id)
    assert state.retry_counts == {"validateSchema": 1}
    assert stored_versions(settings, session_id) == [0, 1, 2]
    for run in (1, 2):
        child = await client.get_workflow_handle_for(
            DbAgentWorkflow.run, db_agent_workflow_id(session_id, run)
        ).result()
        assert child.schema_version == run


async def test_requirements_retries_exhausted_finalize_with_an_error(
    client: Client, settings: Settings, scripted_llm: ScriptedLLM, worker: None
) -> None:
    session_id = await new_session(client, settings)
    scripted_llm.script(*(analysis({"requirements": "none"}) for _ in range(3)))
    events = await run_message(client, session_id)

    done = done_of(events)
    assert done["status"] == "failed" and "The requirements analysis (PM) failed 3 times" in done["error"]
    timeline = timeline_of(events)
    assert [item.type for item in timeline] == ["user", "assistant_log", "assistant_log", "assistant_log", "error"]
    assert timeline[-1].content == done["error"]
    assert len(scripted_llm.requests) == 3
    # Each retry told the LLM why its previous answer could not be used.
    assert "Your previous answer could not be used" in scripted_llm.requests[1]["messages"][-1]["content"]
    steps = [(data["step"], data["status"]) for topic, data in events if topic == "step"]
    assert steps == [
        ("analyzeRequirements", "started"),
        ("analyzeRequirements", "failed"),
        ("finalizeArtifacts", "started"),
        ("finalizeArtifacts", "failed"),
    ]
    state = await state_of(client, session_id)
    assert (state.status, state.retry_counts, state.error) == ("failed", {"analyzeRequirements": 3}, done["error"])
    assert store.get_artifact(settings.resolved_database_url, session_id) is None

    # The session stays usable.
    scripted_llm.script(*happy_path())
    assert done_of(await run_message(client, session_id))["status"] == "completed"


async def test_version_conflict_is_fed_back(
    client: Client, settings: Settings, scripted_llm: ScriptedLLM, worker: None
) -> None:
    """Another change saves version 1 while the DB agent's patch for version 0 is in the works:
    the tool refuses it, the LLM sees version 1 and patches that."""
    session_id = await new_session(client, settings)
    scripted_llm.script(
        analysis(),
        design(add("/tables/users", USERS), first_token_delay=1.5),
        design(add("/tables/users", USERS), add("/tables/workouts", WORKOUTS)),
        design_done(),
        *qa_and_summary(),
    )
    accepted = await send(client, session_id, FITNESS_APP)
    await requested(scripted_llm, 2)
    teams = _table("teams", {"title": "text"})
    concurrent = Schema.model_validate({"tables": {"teams": teams}})
    await run_in_threadpool(
        store.save_version,
        settings.resolved_database_url,
        session_id,
        0,
        concurrent,
        [PatchOperation.model_validate(add("/tables/teams", teams))],
        [PatchOperation(op="remove", path="/tables/teams")],
        schema_ddl(concurrent),
    )
    events = await message_events(client, session_id, accepted)

    assert done_of(events)["status"] == "completed" and done_of(events)["schema_version"] == 2
    conflict, saved = tool_results(scripted_llm)
    assert conflict.startswith("Patch not saved: schema version 1 was written by another change")
    assert saved.startswith("Saved as schema version 2")
    assert "Current schema (version 1):\ntable teams" in scripted_llm.requests[2]["messages"][1]["content"]
    assert stored_versions(settings, session_id) == [0, 1, 2]


async def test_retried_writes_write_once(client: Client, settings: Settings) -> None:
    """A retried tool call or timeline write (the same input again) writes nothing twice."""
    session_id = await new_session(client, settings)
    activities = DesignStoreActivities(settings)
    env = ActivityEnvironment()
    call = SchemaToolInput(
        session_id=session_id,
        expected_version=0,
        arguments={"operations": [add("/tables/users", USERS), add("/tables/workouts", WORKOUTS)]},
    )
    first = await env.run(activities.schema_design_tool, call)
    again = await env.run(activities.schema_design_tool, call)
    assert first.ok and again == first
    assert stored_versions(settings, session_id) == [0, 1]

    item = TimelineItem(
        item_id=f"{session_id}:m:user:1", session_id=session_id, type="user", content="hi", created_at=""
    )
    for _ in range(2):
        await run_in_threadpool(env.run, activities.add_timeline_item, item)
    assert [e.item_id for e in store.timeline(settings.resolved_database_url, session_id)] == [item.item_id]


async def test_worker_killed_mid_pipeline_leaves_no_duplicates(
    client: Client, settings: Settings, scripted_llm: ScriptedLLM
) -> None:
    """A worker process is killed while the DB agent's second LLM step runs; a new worker picks
    the session up (the step's attempt times out and is retried) and finishes it."""
    own = settings.model_copy(update={"task_queue": f"{settings.task_queue}-killed", "llm_timeout_seconds": 3.0})
    env = clean_env(
        TEMPORAL_ADDRESS=own.temporal_address,
        TASK_QUEUE=own.task_queue,
        DATA_DIR=str(own.data_dir),
        DATABASE_URL=own.resolved_database_url,
        LLM_BASE_URL=str(own.llm_base_url),
        LLM_API_KEY=own.llm_api_key,
        LLM_MODEL=own.llm_model,
        LLM_TIMEOUT_SECONDS="3",
        SCHEMA_SANDBOX_URL=str(own.schema_sandbox_url),
    )
    proc, out = spawn([sys.executable, "worker.py"], env, cwd=Path(__file__).parents[2])
    try:
        assert out.wait_for("worker polling task queue", time.monotonic() + 60), out.text[-4000:]
        session_id = await new_session(client, own)
        scripted_llm.script(
            analysis(),
            design(add("/tables/users", USERS)),
            design(add("/tables/workouts", WORKOUTS), first_token_delay=10),
            design(add("/tables/workouts", WORKOUTS)),
            design_done(),
            *qa_and_summary(),
        )
        accepted = await send(client, session_id, FITNESS_APP)
        await requested(scripted_llm, 3)
        kill_group(proc)
    finally:
        kill_group(proc)

    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, own, executor):
            events = await message_events(client, session_id, accepted, timeout=90)

    assert done_of(events)["status"] == "completed" and done_of(events)["schema_version"] == 2
    assert stored_versions(settings, session_id) == [0, 1, 2]
    stored = store.timeline(settings.resolved_database_url, session_id)
    ids = [entry.item_id for entry in stored]
    assert len(ids) == len(set(ids))
    assert ids == [item.item_id for item in timeline_of(events)]
    kinds = Counter(entry.type for entry in stored)
    assert (kinds["user"], kinds["schema_version"], kinds["query_result"]) == (1, 2, 1)


async def test_an_idle_session_closes_and_refuses_messages(client: Client, settings: Settings, worker: None) -> None:
    quick = settings.model_copy(update={"chat_idle_days": 1 / 86_400})  # one idle second
    session_id = await new_session(client, quick)
    handle = client.get_workflow_handle_for(SchemaDesignWorkflow.run, design_workflow_id(session_id))
    state = await asyncio.wait_for(handle.result(), 30)
    assert state.status == "closed"
    with pytest.raises(RPCError, match="already completed"):  # the API answers 409
        await send(client, session_id, FITNESS_APP)


def answered(name: str, content: dict[str, Any]) -> Reply:
    """A reply in LLM_TOOL_MODE=json_schema: JSON following the response format `name`."""

    def match(body: dict[str, Any]) -> bool:
        return (body.get("response_format") or {}).get("json_schema", {}).get("name") == name

    return Reply(content_json=content, match=match)


async def test_json_schema_tool_mode(client: Client, settings: Settings, scripted_llm: ScriptedLLM) -> None:
    """Models without tool calling: every step asks for JSON instead, the DB agent's tool call included."""
    own = settings.model_copy(update={"task_queue": f"{settings.task_queue}-json", "llm_tool_mode": "json_schema"})
    operations = [add("/tables/users", USERS), add("/tables/workouts", WORKOUTS)]
    scripted_llm.script(
        answered("analyze_requirements", REQUIREMENTS),
        answered(
            "design_schema",
            {"message": "Two tables.", "action": SCHEMA_DESIGN_TOOL, "arguments": {"operations": operations}},
        ),
        answered("design_schema", {"message": "Done.", "action": "done"}),
        answered("generate_usecases", {"usecases": USECASES}),
        answered("prepare_dml", {"operations": [{"description": "", **op} for op in DML]}),
        summary(),
    )
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, own, executor):
            session_id = await new_session(client, own)
            done = done_of(await run_message(client, session_id))

    assert (done["status"], done["schema_version"]) == ("completed", 1)
    second_design = scripted_llm.requests[2]["messages"]
    assert (
        second_design[-2]["content"]
        == f"Result of {SCHEMA_DESIGN_TOOL}:\nSaved as schema version 1: its DDL ran on PostgreSQL."
    )
    assert not any("tools" in body for body in scripted_llm.requests)


async def test_session_continues_as_new_and_keeps_its_state(
    small_history_env: WorkflowEnvironment,  # noqa: F811 (the imported fixture)
    settings: Settings,
    scripted_llm: ScriptedLLM,
) -> None:
    """On a dev server that suggests continue-as-new after 150 history events."""
    client = small_history_env.client
    own = settings.model_copy(update={"task_queue": f"{settings.task_queue}-can"})
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, own, executor):
            session_id = await new_session(client, own)
            first_run = (await session_handle(client, session_id).describe()).run_id
            sent = []
            while (await session_handle(client, session_id).describe()).run_id == first_run:
                assert len(sent) < 3, "the session never continued-as-new"
                scripted_llm.script(*happy_path())
                sent.append(await send(client, session_id, FITNESS_APP, f"message-{len(sent)}"))
                assert done_of(await message_events(client, session_id, sent[-1]))["status"] == "completed"
                await asyncio.sleep(0.5)  # the run continues-as-new after the pipeline's last event

            state = await state_of(client, session_id)
            assert (state.status, state.schema_version, len(state.messages)) == ("idle", 1, 2 * len(sent))
            assert await send(client, session_id, FITNESS_APP, "message-0") == sent[0]  # a retried send
            scripted_llm.script(analysis(), design_done("Nothing to change."), *qa_and_summary())
            done = done_of(await run_message(client, session_id))
            assert (done["status"], done["schema_version"]) == ("completed", 1)
            # The new run numbers its DB agents on: no child workflow id is used twice.
            runs = len(sent) + 1
            child = client.get_workflow_handle_for(DbAgentWorkflow.run, db_agent_workflow_id(session_id, runs))
            assert (await child.result()).summary == "Nothing to change."


async def test_a_failing_step_finalizes_with_a_client_safe_error(
    client: Client, settings: Settings, scripted_llm: ScriptedLLM, worker: None
) -> None:
    """The LLM refuses the DB agent's request (non-retryable): the child workflow fails and the
    pipeline goes straight to finalizeArtifacts, which keeps the requirements."""
    session_id = await new_session(client, settings)
    scripted_llm.script(analysis(), Reply(status=400, error_message="context too long", match=designing))
    events = await run_message(client, session_id)

    done = done_of(events)
    assert done["status"] == "failed" and done["schema_version"] == 0
    assert done["error"] == (
        "The schema design (DB agent) failed: "
        "The AI service could not process this request. Try rephrasing or shortening it."
    )
    assert "context too long" not in json.dumps(events)
    assert ("dbAgent", "failed") in [(data["step"], data["status"]) for topic, data in events if topic == "step"]
    assert timeline_of(events)[-1].type == "error"
    row = store.get_artifact(settings.resolved_database_url, session_id)
    assert row is not None and Artifact.model_validate(row.artifact).requirements.businessRequirement
