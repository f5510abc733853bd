"""Hostile test DML through the real API, worker and embedded PostgreSQL: the QA agent's DML
is whatever the (scripted) LLM writes, so a tenant who steers it (a prompt injected through
a schema's comments, say) controls it. Two tenants' runs at once cannot read or end each
other's, and runs whose statements switch their timeout off are still cancelled at the limit
without holding up a chat turn meanwhile."""

from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import psycopg
from temporalio.client import Client

from durable_agents.schema_design.sandbox import libpq_url
from durable_agents.settings import Settings
from tests.conftest import TenantClient, _tenant_client
from tests.research.test_research_request import forced
from tests.schema_design.test_api import create_session, run_message
from tests.schema_design.test_pipeline import LOG_WORKOUT, REGISTER, analysis, design_done, summary, usecases
from tests.support.api_server import serving_api
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.support.sse import SSEEvent
from worker import build_worker

LIMIT = "canceling statement due to statement timeout (the sandbox's limit: {:g} s)"


def notes_table(owner: str) -> str:
    return f"CREATE TABLE {owner}_notes (id integer PRIMARY KEY, body text NOT NULL);"


def dml_for(table: str, operations: list[tuple[str, str]]) -> Reply:
    """The QA's DML for the session whose schema has `table`: (use case id, SELECT …) pairs."""

    def for_this_session(body: dict[str, Any]) -> bool:
        return forced("prepare_dml")(body) and table in body["messages"][1]["content"]

    ops = [{"useCaseId": case, "operation_type": "SELECT", "sql": sql, "description": ""} for case, sql in operations]
    return Reply(tool_calls=[{"name": "prepare_dml", "arguments": {"operations": ops}}], match=for_this_session)


def pipeline(table: str, first: list[tuple[str, str]], then: list[tuple[str, str]] | None = None) -> list[Reply]:
    """One session's message: the PM, the DB agent (the imported schema stays), the QA's use
    cases, `first` as its DML, and `then` (or `first` again) in every later validation loop."""
    later = [dml_for(table, then or first) for _ in range(3)]
    return [analysis(), *[design_done() for _ in range(4)], usecases(), dml_for(table, first), *later, summary()]


def query_results(events: list[SSEEvent]) -> list[str]:
    """The contents of a message's validation results (`query_result` timeline items), in order."""
    return [e.json["content"] for e in events if e.event == "timeline" and e.json.get("type") == "query_result"]


def running(url: str, marker: str) -> bool:
    """Whether a session runs a statement containing `marker` (the admin sees its runs' statements)."""
    with psycopg.connect(libpq_url(url), autocommit=True) as conn:
        query = "SELECT 1 FROM pg_stat_activity WHERE query LIKE %s AND pid <> pg_backend_pid()"
        return conn.execute(query, [f"%{marker}%"]).fetchone() is not None


async def until(condition: Callable[[], bool], timeout: float = 30) -> None:
    async with asyncio.timeout(timeout):
        while not await asyncio.to_thread(condition):
            await asyncio.sleep(0.05)


async def test_two_tenants_runs_at_once_cannot_read_or_end_each_other(
    tenant: TenantClient, other_tenant: TenantClient, scripted_llm: ScriptedLLM, schema_sandbox_url: str
) -> None:
    """B's validation sleeps with a secret in its statement; A's DML, meanwhile, looks for it
    in pg_stat_activity, copies the role names into an error, and tries to cancel and end
    every other session of the sandbox database."""
    secret = f"secret-{uuid.uuid4().hex}"
    hunt = secret[:12] + "' || '" + secret[12:]  # A's own statement does not contain the secret
    every_other_session = "FROM pg_stat_activity WHERE pid <> pg_backend_pid()"
    a_dml = [
        (
            REGISTER,
            f"SELECT CAST((SELECT coalesce(string_agg(query, ' | '), 'none') FROM pg_stat_activity "
            f"WHERE query LIKE '%{hunt}%') AS int)",
        ),
        (LOG_WORKOUT, f"SELECT pg_terminate_backend(pid) {every_other_session}"),
    ]
    a_later = [
        (REGISTER, "SELECT CAST((SELECT string_agg(rolname, ',') FROM pg_roles) AS int)"),
        (LOG_WORKOUT, f"SELECT pg_cancel_backend(pid) {every_other_session}"),
    ]
    scripted_llm.script(
        *pipeline("b_notes", [(REGISTER, f"SELECT pg_sleep(6), '{secret}'")], [(REGISTER, "SELECT 1")]),
        *pipeline("a_notes", a_dml, a_later),
    )
    a_session = await create_session(tenant, notes_table("a"))
    b_session = await create_session(other_tenant, notes_table("b"))

    b_run = asyncio.create_task(run_message(other_tenant, b_session, "Notes for B."))
    await until(lambda: running(schema_sandbox_url, secret))
    a_events = await run_message(tenant, a_session, "Notes for A.")
    assert running(schema_sandbox_url, secret), "A's first validation must run while B's statement does"
    b_events = await b_run

    a_first, a_second = query_results(a_events)[:2]
    assert 'invalid input syntax for type integer: "none"' in a_first, a_first
    assert "permission denied to terminate process" in a_first, a_first
    assert "permission denied to cancel query" in a_second, a_second
    assert secret not in "".join(query_results(a_events))
    for who in (other_tenant.tenant_id, b_session, tenant.tenant_id, a_session):
        assert who not in a_second  # the role names A saw are opaque
    assert query_results(b_events)[0].startswith("1 of 1 DML operations succeeded"), query_results(b_events)


@contextlib.asynccontextmanager
async def own_stack(settings: Settings, client: Client, activity_threads: int) -> AsyncIterator[str]:
    """A worker whose activity pool has `activity_threads` threads, and an API, on a task
    queue of their own: the API's URL."""
    with ThreadPoolExecutor(max_workers=activity_threads) as executor:
        async with build_worker(client, settings, executor), serving_api(settings) as api_url:
            yield api_url


def chat_reply(body: dict[str, Any]) -> bool:
    return any("isolation test" in str(message.get("content")) for message in body["messages"])


async def test_runs_that_switch_their_timeout_off_are_cancelled_and_hold_up_no_chat(
    client: Client, settings: Settings, scripted_llm: ScriptedLLM, schema_sandbox_url: str
) -> None:
    """Two tenants' validations switch statement_timeout off and sleep for 30 s, on a worker
    whose activity pool has two threads; a chat turn started meanwhile answers while they
    sleep, and each sleep is cancelled at the 5 s limit."""
    own = settings.model_copy(
        update={"task_queue": f"{settings.task_queue}-sandbox-limits", "schema_sandbox_timeout_seconds": 5.0}
    )
    markers = {owner: f"hostile-{owner}-{uuid.uuid4().hex[:8]}" for owner in ("c", "d")}
    hostile = {
        owner: [
            (REGISTER, "SELECT set_config('statement_timeout', '0', false)"),
            (REGISTER, f"SELECT pg_sleep(30), '{marker}'"),
        ]
        for owner, marker in markers.items()
    }
    scripted_llm.script(
        *pipeline("c_notes", hostile["c"], [(REGISTER, "SELECT 1")]),
        *pipeline("d_notes", hostile["d"], [(REGISTER, "SELECT 1")]),
        Reply(text="Answered in its usual time.", match=chat_reply),
    )
    async with own_stack(own, client, activity_threads=2) as api:
        c, d = await _tenant_client(own, api, "Tenant C"), await _tenant_client(own, api, "Tenant D")
        try:
            sessions = {"c": await create_session(c, notes_table("c")), "d": await create_session(d, notes_table("d"))}
            runs = [
                asyncio.create_task(run_message(who, sessions[owner], f"Notes for {owner}."))
                for owner, who in (("c", c), ("d", d))
            ]
            chat_id = await c.create_chat(await c.create_agent(system_prompt="You answer the isolation test."))
            await until(lambda: all(running(schema_sandbox_url, marker) for marker in markers.values()))

            answer = await asyncio.wait_for(c.ask(chat_id, "Are you there?", enable_rag=False), 30)
            still_sleeping = [running(schema_sandbox_url, marker) for marker in markers.values()]
            events = await asyncio.gather(*runs)
        finally:
            await c.http.aclose()
            await d.http.aclose()

    assert answer[-1].event == "final" and answer[-1].json["response"] == "Answered in its usual time.", answer[-1]
    assert still_sleeping == [True, True], "the chat turn waited for the sandbox runs"
    for message_events in events:
        first = query_results(message_events)[0]
        assert first.startswith("1 of 2 DML operations succeeded"), first
        assert LIMIT.format(5) in first, first
