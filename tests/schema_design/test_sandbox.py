"""The sandbox on a real PostgreSQL (the embedded one, tests/conftest.py): the designed DDL runs,
a failing statement comes back with PostgreSQL's message, test DML really runs with each use
case isolated, the statement timeout holds, nothing is left behind, and the sandbox role can
touch nothing outside its database."""

from __future__ import annotations

import time

import psycopg
import pytest

from durable_agents.schema_design.contract import DmlOperation, ForeignKeyConstraint, OperationType, Schema
from durable_agents.schema_design.ddl import ddl_statements, import_ddl
from durable_agents.schema_design.sandbox import Sandbox, libpq_url
from tests.schema_design.conftest import HAND_WRITTEN


@pytest.fixture(scope="module")
def sandbox(schema_sandbox_url: str) -> Sandbox:
    return Sandbox(schema_sandbox_url, statement_timeout_seconds=1.0)


def dml(use_case: str, kind: OperationType, sql: str) -> DmlOperation:
    return DmlOperation(useCaseId=use_case, operation_type=kind, sql=sql)


def sandbox_schemas(url: str) -> list[str]:
    with psycopg.connect(libpq_url(url)) as conn:
        rows = conn.execute("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'sandbox%'").fetchall()
    return [name for (name,) in rows]


def test_the_designed_ddl_runs_on_postgresql(sandbox: Sandbox, fitness: Schema) -> None:
    outcome = sandbox.run_ddl(ddl_statements(fitness))
    assert (outcome.ok, outcome.failed_statement, outcome.error) == (True, None, None)
    # Tables that reference each other too: their foreign keys come after both tables.
    cycle = import_ddl(
        "CREATE TABLE a (id int PRIMARY KEY, b_id int); CREATE TABLE b (id int PRIMARY KEY, a_id int REFERENCES a);"
        "ALTER TABLE a ADD CONSTRAINT a_b_fkey FOREIGN KEY (b_id) REFERENCES b (id);"
    )
    assert sandbox.run_ddl(ddl_statements(cycle)).ok
    assert sandbox.run_ddl(ddl_statements(import_ddl(HAND_WRITTEN))).ok


def test_a_failing_statement_comes_back_with_postgresqls_message(sandbox: Sandbox, fitness: Schema) -> None:
    fk = fitness.tables["workout_plans"].constraints["workout_plans_user_fkey"]
    assert isinstance(fk, ForeignKeyConstraint)
    fk.targetTableName = "teams"
    statements = ddl_statements(fitness)
    outcome = sandbox.run_ddl(statements)
    assert not outcome.ok
    assert outcome.failed_statement == next(s for s in statements if s.startswith('ALTER TABLE "workout_plans"'))
    assert outcome.error == 'relation "teams" does not exist'

    fk.targetTableName = "users"
    fitness.tables["users"].columns["id"].type = "integer"  # the foreign keys' uuid columns no longer match
    fitness.tables["users"].columns["id"].default = None
    outcome = sandbox.run_ddl(ddl_statements(fitness))
    assert outcome.error == (
        'foreign key constraint "workout_plans_user_fkey" cannot be implemented\n'
        'DETAIL: Key columns "user_id" of the referencing table and "id" of the referenced table '
        "are of incompatible types: uuid and integer."
    )
    outcome = sandbox.run_ddl(['CREATE TABLE "t" ("a" int CHECK (a > 0)); DROP TABLE "t"'])
    assert outcome.error == "cannot insert multiple commands into a prepared statement"
    assert sandbox.run_ddl(["COMMIT"]).error == "transaction control is not allowed in the sandbox"


def test_the_dml_really_runs_and_a_failing_use_case_hides_no_other(sandbox: Sandbox, fitness: Schema) -> None:
    operations = [
        dml("uc-1", "INSERT", "INSERT INTO users (email) VALUES ('ann@example.org'), ('bob@example.org')"),
        dml(
            "uc-1",
            "INSERT",
            "INSERT INTO workout_plans (user_id, title, level) SELECT id, 'Legs', 'advanced' FROM users",
        ),
        # Fails on its second operation: the whole use case is rolled back, its third is not run.
        dml("uc-2", "INSERT", "INSERT INTO users (email) VALUES ('cid@example.org')"),
        dml("uc-2", "INSERT", "INSERT INTO users (email) VALUES ('ann@example.org')"),
        dml("uc-2", "SELECT", "SELECT * FROM users"),
        dml("uc-3", "SELECT", "SELECT email FROM users WHERE email LIKE '%@example.org' ORDER BY email"),
        dml("uc-3", "UPDATE", "UPDATE workout_plans SET weeks = 12 WHERE level = 'advanced'"),
        dml("uc-3", "DELETE", "-- a comment first\nDELETE FROM workout_plans WHERE title = 'Legs' AND weeks = 12"),
        dml("uc-4", "INSERT", "INSERT INTO workout_plans (user_id, title, weeks) SELECT id, 'Forever', 99 FROM users"),
        dml("uc-5", "SELECT", "WITH n AS (SELECT count(*) AS c FROM workout_plans) SELECT c FROM n WHERE c = 0"),
    ]
    logs = sandbox.run_usecases(ddl_statements(fitness), operations)
    assert [log.sql for log in logs] == [operation.sql for operation in operations]
    results = [(log.useCaseId, log.success, log.result_summary.split("\nDETAIL: Failing row")[0]) for log in logs]
    assert results == [
        ("uc-1", True, "2 rows inserted"),
        ("uc-1", True, "2 rows inserted"),
        ("uc-2", True, "1 row inserted"),
        (
            "uc-2",
            False,
            'duplicate key value violates unique constraint "users_email_key"\n'
            "DETAIL: Key (email)=(ann@example.org) already exists.",
        ),
        ("uc-2", False, "not run: an earlier operation of use case uc-2 failed"),
        ("uc-3", True, "2 rows"),  # cid@example.org went with uc-2's rollback
        ("uc-3", True, "2 rows updated"),
        ("uc-3", True, "2 rows deleted"),
        ("uc-4", False, 'new row for relation "workout_plans" violates check constraint "workout_plans_weeks_check"'),
        ("uc-5", True, "1 row"),  # uc-3 deleted the plans, uc-4 added none
    ]
    assert all(log.executed_at.endswith("+00:00") for log in logs)
    assert [log.executed_at for log in logs] == sorted(log.executed_at for log in logs)


def test_a_failing_ddl_fails_every_operation(sandbox: Sandbox) -> None:
    operations = [dml("uc-1", "INSERT", "INSERT INTO t VALUES (1)"), dml("uc-2", "SELECT", "SELECT * FROM t")]
    logs = sandbox.run_usecases(['CREATE TABLE "t" ("a" int REFERENCES "nowhere" ("id"))'], operations)
    assert [(log.success, log.result_summary) for log in logs] == [
        (
            False,
            'the schema\'s DDL failed: relation "nowhere" does not exist (in: CREATE TABLE "t" ("a" int REFERENCES "nowhere" ("id")))',
        )
    ] * 2


def test_an_operation_must_be_the_one_statement_its_type_says(sandbox: Sandbox) -> None:
    logs = sandbox.run_usecases(
        ['CREATE TABLE "t" ("a" int)'],
        [
            dml("uc-1", "SELECT", "COMMIT"),
            dml("uc-2", "INSERT", "SELECT 1"),
            dml("uc-3", "INSERT", "INSERT INTO t VALUES (1); INSERT INTO t VALUES (2)"),
            dml("uc-4", "SELECT", "SELECT count(*) FROM t"),
        ],
    )
    assert [log.result_summary for log in logs] == [
        "refused: a SELECT operation must be one SELECT statement (WITH … allowed), not COMMIT",
        "refused: a INSERT operation must be one INSERT statement (WITH … allowed), not SELECT",
        "cannot insert multiple commands into a prepared statement",
        "1 row",
    ]


def test_the_statement_timeout_stops_a_long_statement(schema_sandbox_url: str) -> None:
    sandbox = Sandbox(schema_sandbox_url, statement_timeout_seconds=0.5)
    started = time.monotonic()
    outcome = sandbox.run_ddl(["SELECT pg_sleep(30)"])
    assert (outcome.ok, outcome.error) == (False, "canceling statement due to statement timeout")
    [log] = sandbox.run_usecases([], [dml("uc-1", "SELECT", "SELECT pg_sleep(30)")])
    assert (log.success, log.result_summary) == (False, "canceling statement due to statement timeout")
    assert time.monotonic() - started < 5


def test_nothing_is_left_behind(sandbox: Sandbox, schema_sandbox_url: str, fitness: Schema) -> None:
    sandbox.run_ddl(ddl_statements(fitness))
    sandbox.run_ddl(["CREATE TABLE kept (a int)", "SELECT * FROM nowhere"])
    sandbox.run_usecases(ddl_statements(fitness), [dml("uc-1", "INSERT", "INSERT INTO users (email) VALUES ('a@b.c')")])
    assert sandbox_schemas(schema_sandbox_url) == []
    with psycopg.connect(libpq_url(schema_sandbox_url)) as conn:
        assert conn.execute("SELECT count(*) FROM pg_class WHERE relname IN ('users', 'kept')").fetchone() == (0,)


def test_the_sandbox_role_can_touch_nothing_else(schema_sandbox_url: str) -> None:
    with psycopg.connect(libpq_url(schema_sandbox_url), autocommit=True) as conn:
        powers = "SELECT rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = current_user"
        assert conn.execute(powers).fetchone() == (False, False, False)
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied to create database"):
            conn.execute("CREATE DATABASE elsewhere")
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied for table pg_authid"):
            conn.execute("SELECT rolname, rolpassword FROM pg_authid")
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied to create role"):
            conn.execute("CREATE ROLE intruder SUPERUSER")
    other = libpq_url(schema_sandbox_url).replace("/schema_sandbox?", "/postgres?")
    with pytest.raises(psycopg.OperationalError, match='permission denied for database "postgres"'):
        psycopg.connect(other)
