"""The schema design API (seed 001) over HTTP, on the real stack: create a session from the
schema JSON or from DDL, DDL export and import through the API, bad DDL, tenancy, one
pipeline at a time, SSE resume, and a scripted happy path's timeline and artifact."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from durable_agents.schema_design.contract import Artifact, Schema
from tests.conftest import TenantClient
from tests.schema_design.conftest import FITNESS
from tests.schema_design.large_schema import ISSUE_TABLES, chain_ddl
from tests.schema_design.test_pipeline import (
    FITNESS_APP,
    LOG_WORKOUT,
    REGISTER,
    USERS,
    WORKOUTS,
    add,
    analysis,
    design,
    happy_path,
)
from tests.support.scripted_llm import ScriptedLLM
from tests.support.sse import SSEEvent, collect

BASE = "/v1/design-sessions"
# Every route of a session: (method, path under the session, body).
SESSION_ROUTES: list[tuple[str, str, dict[str, Any] | None]] = [
    ("GET", "", None),
    ("POST", "/messages", {"content": "A blog with users and posts."}),
    ("GET", "/schema", None),
    ("GET", "/versions", None),
    ("GET", "/schema.sql", None),
    ("GET", "/artifact", None),
    ("GET", "/timeline", None),
    ("GET", "/events", None),
]


async def create_session(tenant: TenantClient, initial_schema: dict[str, Any] | str | None = None) -> str:
    body = {} if initial_schema is None else {"initial_schema": initial_schema}
    response = await tenant.http.post(BASE, json=body)
    assert response.status_code == 201, response.text
    return response.json()["session_id"]


async def current_schema(tenant: TenantClient, session_id: str) -> dict[str, Any]:
    response = await tenant.http.get(f"{BASE}/{session_id}/schema")
    assert response.status_code == 200, response.text
    return response.json()


async def schema_sql(tenant: TenantClient, session_id: str, **params: int) -> str:
    response = await tenant.http.get(f"{BASE}/{session_id}/schema.sql", params=params)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/plain"), response.headers
    return response.text


async def run_message(tenant: TenantClient, session_id: str, content: str = FITNESS_APP) -> list[SSEEvent]:
    """POST a message asking for its events: the response ends after its `pipeline_done`."""
    events = await collect(
        tenant.http,
        "POST",
        f"{BASE}/{session_id}/messages",
        json={"content": content},
        headers={"Accept": "text/event-stream"},
    )
    assert [e.event for e in events].index("pipeline_done") == len(events) - 1, events
    return events


async def session_events(tenant: TenantClient, session_id: str, **headers: str) -> list[SSEEvent]:
    return await collect(tenant.http, "GET", f"{BASE}/{session_id}/events", headers=headers, until="pipeline_done")


def fitness_json() -> dict[str, Any]:
    return FITNESS.model_dump(mode="json")


# --- Sessions, schema, DDL ------------------------------------------------------------------


async def test_a_session_starts_from_the_schema_json(tenant: TenantClient) -> None:
    session_id = await create_session(tenant, fitness_json())

    schema = await current_schema(tenant, session_id)
    assert schema["version"] == 0
    assert Schema.model_validate(schema["schema"]) == FITNESS
    state = (await tenant.http.get(f"{BASE}/{session_id}")).json()
    assert (state["session_id"], state["status"], state["current_step"], state["schema_version"]) == (
        session_id,
        "idle",
        "idle",
        0,
    )
    [version] = (await tenant.http.get(f"{BASE}/{session_id}/versions")).json()
    assert (version["number"], version["patch"], version["reverse_patch"]) == (0, [], [])
    assert 'CREATE TABLE "workout_plans"' in await schema_sql(tenant, session_id)
    missing = await tenant.http.get(f"{BASE}/{session_id}/artifact")
    assert missing.status_code == 404, missing.text


async def test_without_a_schema_a_session_starts_empty(tenant: TenantClient) -> None:
    session_id = await create_session(tenant)
    assert await current_schema(tenant, session_id) == {"version": 0, "schema": Schema().model_dump(mode="json")}
    assert await schema_sql(tenant, session_id) == ""


async def test_ddl_exported_by_one_session_starts_another_whose_export_imports_the_same(tenant: TenantClient) -> None:
    """The fitness schema's DDL, imported, is what PostgreSQL made of it (`bigserial` is a
    bigint with its sequence, a column check a table constraint); exporting that and
    importing it again changes nothing."""
    exported = await schema_sql(tenant, await create_session(tenant, fitness_json()))

    imported = await create_session(tenant, exported)
    again = await create_session(tenant, await schema_sql(tenant, imported))

    schema = Schema.model_validate((await current_schema(tenant, imported))["schema"])
    assert set(schema.tables) == set(FITNESS.tables) and set(schema.enums) == set(FITNESS.enums)
    assert "exercise_logs_id_seq" in schema.sequences
    assert (await current_schema(tenant, again))["schema"] == (await current_schema(tenant, imported))["schema"]
    assert await schema_sql(tenant, again) == await schema_sql(tenant, imported)


async def test_handwritten_ddl_is_imported(tenant: TenantClient) -> None:
    ddl = """
        CREATE TABLE authors (id serial PRIMARY KEY, name text NOT NULL);
        CREATE TABLE books (
            id serial PRIMARY KEY,
            author_id integer NOT NULL REFERENCES authors (id) ON DELETE CASCADE,
            title varchar(200) NOT NULL
        );
        CREATE INDEX books_author_idx ON books (author_id);
    """
    response = await tenant.http.post(BASE, json={"initial_schema": ddl + "GRANT SELECT ON books TO PUBLIC;"})
    assert response.status_code == 201, response.text
    assert response.json()["imported"] == {
        "statements": 4,
        "left_out": {"owners and privileges": 1},
        "failed": [],
        "failed_unlisted": 0,
    }
    session_id = response.json()["session_id"]

    tables = (await current_schema(tenant, session_id))["schema"]["tables"]
    assert set(tables) == {"authors", "books"}
    [foreign_key] = [c for c in tables["books"]["constraints"].values() if c["type"] == "FOREIGN KEY"]
    assert (foreign_key["targetTableName"], foreign_key["deleteConstraint"]) == ("authors", "CASCADE")
    assert set(tables["books"]["indexes"]) == {"books_author_idx"}


@pytest.mark.parametrize(
    ("initial_schema", "says"),
    [
        ("CREATE TABLE ok (id int);\nCREATE TABLE broken (id int,", "line 2: syntax error at end of input"),
        ("DROP TABLE users", 'line 1 (DROP TABLE users): table "users" does not exist'),
        ({"tables": {"t": {"name": "t", "columns": {}, "colour": "red"}}}, "Extra inputs"),
        ({"tables": {"t": {"name": "other"}}}, 'must equal its key "t"'),
        ({"tables": {"t": {"name": "t", "columns": {"a": {"name": "a", "type": "int", "notNull": "yes"}}}}}, "boolean"),
        # Found by the fuzz test: a 500 before (the DDL writer split ownedBy at its dot).
        ({"sequences": {"s": {"name": "s", "ownedBy": ""}}}, '/sequences/s/ownedBy: "" is not <table>.<column>'),
        ({"sequences": {"s": {"name": "s", "ownedBy": "t.nowhere"}}}, "is not <table>.<column>"),
        ({"tables": {"p": {"name": "p", "partitionOf": "nowhere"}}}, 'table "nowhere" does not exist'),
        ({"domains": {"d": {"name": "e", "type": "int"}}}, 'must equal its key "d"'),
    ],
)
async def test_a_schema_that_cannot_start_a_session_is_422_saying_why(
    tenant: TenantClient, initial_schema: dict[str, Any] | str, says: str
) -> None:
    response = await tenant.http.post(BASE, json={"initial_schema": initial_schema})

    assert response.status_code == 422, response.text
    [error] = [e for e in response.json()["detail"] if says in e["msg"]]
    assert error["loc"][:2] == ["body", "initial_schema"]


async def test_other_tenants_writes_are_answered_while_a_large_schema_is_imported(
    tenant: TenantClient, other_tenant: TenantClient
) -> None:
    """The issue's schema, 1,180 tables each referencing the next: meanwhile another tenant's
    writes answer as usual (they were 503, the store locked while the tables were ordered),
    and the session starts with the whole schema, its DDL in dependency order."""
    importing = asyncio.create_task(tenant.http.post(BASE, json={"initial_schema": chain_ddl(ISSUE_TABLES)}))
    statuses = []
    while not importing.done() or not statuses:
        agent = {"name": "Meanwhile", "system_prompt": "Answer."}
        statuses.append((await other_tenant.http.post("/v1/agents", json=agent)).status_code)
    created = await importing

    assert created.status_code == 201, created.text
    assert set(statuses) == {201}, statuses
    session_id = created.json()["session_id"]
    schema = await current_schema(tenant, session_id)
    assert schema["version"] == 0 and len(schema["schema"]["tables"]) == ISSUE_TABLES
    statements = (await schema_sql(tenant, session_id)).split(";\n\n")
    tables = [s.split('"')[1] for s in statements if s.startswith("CREATE TABLE")]
    assert tables == [f"t{n}" for n in reversed(range(ISSUE_TABLES))]  # referenced before referencing
    keys = [n for n, s in enumerate(statements) if "FOREIGN KEY" in s]
    assert len(keys) == ISSUE_TABLES - 1 and keys[0] == ISSUE_TABLES  # and the foreign keys after all tables


async def test_an_older_version_number_that_does_not_exist_is_404(tenant: TenantClient) -> None:
    session_id = await create_session(tenant)
    for path in ("/schema", "/schema.sql"):
        response = await tenant.http.get(f"{BASE}/{session_id}{path}", params={"version": 1})
        assert response.status_code == 404, response.text
        assert "no schema version 1" in response.json()["detail"]


# --- Tenancy ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("method", "path", "body"), SESSION_ROUTES)
async def test_another_tenants_session_is_not_found_on_every_route(
    tenant: TenantClient, other_tenant: TenantClient, method: str, path: str, body: dict[str, Any] | None
) -> None:
    session_id = await create_session(tenant, fitness_json())

    response = await other_tenant.http.request(method, f"{BASE}/{session_id}{path}", json=body)

    assert response.status_code == 404, response.text
    assert response.json() == {"detail": f"Design session {session_id} not found."}


# --- Pipelines ------------------------------------------------------------------------------


async def test_a_scripted_session_over_the_api(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    """The happy path through the API: the message's events as SSE, then the state, the
    versions, the DDL, the timeline and the artifact with its execution logs."""
    session_id = await create_session(tenant)
    scripted_llm.script(*happy_path())

    events = await run_message(tenant, session_id)

    assert [int(e.id or -1) for e in events] == list(
        range(int(events[0].id or 0), int(events[0].id or 0) + len(events))
    )
    assert {e.event for e in events} == {"timeline", "step", "pipeline_done"}
    message_id = events[0].json["message_id"]
    assert all(e.json["message_id"] == message_id for e in events)
    assert events[-1].json == {"message_id": message_id, "status": "completed", "schema_version": 1, "error": None}

    state = (await tenant.http.get(f"{BASE}/{session_id}")).json()
    assert (state["status"], state["current_step"], state["schema_version"], state["error"]) == (
        "idle",
        "idle",
        1,
        None,
    )
    schema = await current_schema(tenant, session_id)
    assert schema["version"] == 1 and set(schema["schema"]["tables"]) == {"users", "workouts"}
    versions = (await tenant.http.get(f"{BASE}/{session_id}/versions")).json()
    assert [v["number"] for v in versions] == [0, 1]
    assert [(op["op"], op["path"]) for op in versions[1]["patch"]] == [
        ("add", "/tables/users"),
        ("add", "/tables/workouts"),
    ]
    assert {op["op"] for op in versions[1]["reverse_patch"]} == {"remove"}
    ddl = await schema_sql(tenant, session_id)
    assert 'FOREIGN KEY ("user_id") REFERENCES "users"' in ddl
    assert await schema_sql(tenant, session_id, version=0) == ""

    timeline = (await tenant.http.get(f"{BASE}/{session_id}/timeline")).json()
    streamed = [e.json for e in events if e.event == "timeline"]
    assert [item["item_id"] for item in timeline] == [item["item_id"] for item in streamed]
    assert [item["seq"] for item in timeline] == list(range(1, len(timeline) + 1))
    assert [(item["type"], item["role"]) for item in timeline][:2] == [("user", None), ("assistant", "pm")]
    assert timeline[0]["content"] == FITNESS_APP
    assert {"schema_version", "query_result"} <= {item["type"] for item in timeline}
    later = (await tenant.http.get(f"{BASE}/{session_id}/timeline", params={"after": 2})).json()
    assert later == timeline[2:]

    response = await tenant.http.get(f"{BASE}/{session_id}/artifact")
    assert response.status_code == 200, response.text
    artifact = response.json()
    assert artifact["ddl"] == ddl and artifact["schema_version"] == 1
    assert artifact["summary"] == timeline[-1]["content"]
    parsed = Artifact.model_validate({k: v for k, v in artifact.items() if k not in ("ddl", "updated_at")})
    assert [u.id for u in parsed.usecases] == [REGISTER, LOG_WORKOUT]
    logs = [log for u in parsed.usecases for op in u.dml_operations for log in op.execution_logs]
    assert len(logs) == 4 and all(log.success and log.executed_at for log in logs)


async def test_the_session_stream_resumes_after_the_last_event_id(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    session_id = await create_session(tenant)
    scripted_llm.script(*happy_path())
    sent = await run_message(tenant, session_id)

    whole = await session_events(tenant, session_id)
    resumed = await session_events(tenant, session_id, **{"Last-Event-ID": whole[2].id or ""})
    after = await collect(
        tenant.http, "GET", f"{BASE}/{session_id}/events", params={"after": whole[2].id}, until="pipeline_done"
    )

    assert [(e.id, e.event, e.data) for e in whole] == [(e.id, e.event, e.data) for e in sent]
    assert [(e.id, e.data) for e in resumed] == [(e.id, e.data) for e in whole[3:]]
    assert [(e.id, e.data) for e in after] == [(e.id, e.data) for e in whole[3:]]
    beyond = await tenant.http.get(f"{BASE}/{session_id}/events", headers={"Last-Event-ID": "100000"})
    assert beyond.status_code == 416, beyond.text
    assert f"the last event so far is {whole[-1].id}" in beyond.json()["detail"]


async def test_one_message_at_a_time_and_a_retried_post_is_sent_once(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    session_id = await create_session(tenant)
    slow = happy_path()
    slow[1] = design(add("/tables/users", USERS), add("/tables/workouts", WORKOUTS), first_token_delay=1.5)
    scripted_llm.script(*slow)
    url, key = f"{BASE}/{session_id}/messages", {"Idempotency-Key": "client-7"}

    first = await tenant.http.post(url, json={"content": FITNESS_APP}, headers=key)
    retried = await tenant.http.post(url, json={"content": FITNESS_APP}, headers=key)
    busy = await tenant.http.post(url, json={"content": "And a leaderboard."})
    reused = await tenant.http.post(url, json={"content": "Something else."}, headers=key)

    assert first.status_code == retried.status_code == 202, (first.text, retried.text)
    assert retried.json() == first.json()
    # The same key with other content is refused, not silently answered with the first message.
    assert reused.status_code == 422 and reused.json()["detail"][0]["loc"] == ["header", "idempotency-key"]
    assert busy.status_code == 409, busy.text
    assert "pipeline_done" in busy.json()["detail"]
    events = await session_events(tenant, session_id)
    assert events[-1].json["status"] == "completed"
    assert {e.json["message_id"] for e in events} == {first.json()["message_id"]}
    timeline = (await tenant.http.get(f"{BASE}/{session_id}/timeline")).json()
    assert [item["content"] for item in timeline if item["type"] == "user"] == [FITNESS_APP]

    # Once it is done, the next message runs (here the PM's answers never fit: an error item).
    scripted_llm.script(*(analysis({"requirements": "none"}) for _ in range(3)))
    failed = await run_message(tenant, session_id, "And a leaderboard.")
    done = failed[-1].json
    assert done["status"] == "failed" and "requirements analysis (PM) failed 3 times" in done["error"]
    assert [e.json["type"] for e in failed if e.event == "timeline"][-1] == "error"
    state = (await tenant.http.get(f"{BASE}/{session_id}")).json()
    assert (state["status"], state["retry_counts"], state["schema_version"]) == (
        "failed",
        {"analyzeRequirements": 3},
        1,
    )


async def test_a_blank_or_oversized_message_is_422(tenant: TenantClient) -> None:
    session_id = await create_session(tenant)
    for content in ("   ", "x" * 32_001):
        response = await tenant.http.post(f"{BASE}/{session_id}/messages", json={"content": content})
        assert response.status_code == 422, response.text
        assert response.json()["detail"][0]["loc"] == ["body", "content"]
