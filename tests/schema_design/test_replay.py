"""Replay: the schema design session workflow and its DB agent child must replay histories they
produced, fresh and recorded.

`tests/histories/schema_design.json` was recorded from a session of two messages: the first
one's requirements analysis never fit (three retries, then finalizeArtifacts with an error), the
second one's DML failed and went back to the DB agent once. `db_agent.json` is that message's
first DB agent: a refused patch, a saved version, the final answer. A change that breaks them
would break running sessions: guard such changes with `workflow.patched`. Re-record with
`RECORD_HISTORIES=1 pytest tests/schema_design/test_replay.py`.
"""

from __future__ import annotations

from pathlib import Path

from temporalio.client import Client

from durable_agents.settings import Settings
from durable_agents.temporal import db_agent_workflow_id
from tests.schema_design.test_pipeline import (
    USERS,
    WORKOUTS,
    _table,
    add,
    analysis,
    design,
    design_done,
    dml,
    done_of,
    new_session,
    run_message,
    session_handle,
    summary,
    usecases,
)
from tests.support.replay import check_fresh_history, check_recorded_history
from tests.support.scripted_llm import ScriptedLLM
from workflows.schema_design.db_agent import DbAgentWorkflow
from workflows.schema_design.workflow import SchemaDesignWorkflow

HISTORIES = Path(__file__).parents[1] / "histories"
RECORDED_SESSION = HISTORIES / "schema_design.json"
RECORDED_DB_AGENT = HISTORIES / "db_agent.json"


async def test_fresh_histories_replay(
    client: Client, settings: Settings, scripted_llm: ScriptedLLM, worker: None
) -> None:
    session_id = await new_session(client, settings)
    scripted_llm.script(*(analysis({"requirements": "none"}) for _ in range(3)))
    assert done_of(await run_message(client, session_id))["status"] == "failed"

    nameless = _table("workouts", {"user_id": "integer"}, ("user_id", "users"))
    scripted_llm.script(
        analysis(),
        design(add("/tables/users/colour", "blue")),
        design(add("/tables/users", USERS), add("/tables/workouts", nameless)),
        design_done(),
        usecases(),
        dml(),
        design(add("/tables/workouts/columns/name", WORKOUTS["columns"]["name"])),
        design_done(),
        dml(),
        summary(),
    )
    assert done_of(await run_message(client, session_id))["status"] == "completed"
    await session_handle(client, session_id).query(SchemaDesignWorkflow.get_state)

    history = await session_handle(client, session_id).fetch_history()
    await check_fresh_history(SchemaDesignWorkflow, history, RECORDED_SESSION)
    child = await client.get_workflow_handle(db_agent_workflow_id(session_id, 1)).fetch_history()
    await check_fresh_history(DbAgentWorkflow, child, RECORDED_DB_AGENT)


async def test_recorded_histories_replay() -> None:
    session = await check_recorded_history(SchemaDesignWorkflow, RECORDED_SESSION, "design-recorded")
    assert len(session.events) > 100
    child = await check_recorded_history(DbAgentWorkflow, RECORDED_DB_AGENT, "design-recorded-dbagent-1")
    assert len(child.events) > 20
