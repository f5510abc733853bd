"""The sandbox on a real PostgreSQL (the embedded one, tests/conftest.py): the designed DDL runs,
a failing statement comes back with PostgreSQL's message, test DML really runs with each use
case isolated, the limits hold whatever the statements do, runs at once cannot see or end
each other, nothing is left behind (schemas, run roles), a run's role can touch nothing
outside its database, and the embedded server wants a password on a private socket."""

from __future__ import annotations

import os
import pwd
import re
import socket
import stat
import threading
import time
import warnings
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
import pytest
from sqlalchemy import make_url

from durable_agents.schema_design.contract import DmlOperation, ForeignKeyConstraint, OperationType, Schema
from durable_agents.schema_design.ddl import ddl_statements
from durable_agents.schema_design.sandbox import Sandbox, libpq_url
from durable_agents.schema_design.sandbox_roles import SandboxAdmin
from durable_agents.schema_design.script import split_script
from tests.schema_design.conftest import HAND_WRITTEN


@pytest.fixture(scope="module")
def sandbox(schema_sandbox_url: str) -> Sandbox:
    return Sandbox(schema_sandbox_url, statement_timeout_seconds=1.0)


def dml(use_case: str, kind: OperationType, sql: str) -> DmlOperation:
    return DmlOperation(useCaseId=use_case, operation_type=kind, sql=sql)


def run_databases(url: str) -> list[str]:
    with psycopg.connect(libpq_url(url)) as conn:
        rows = conn.execute("SELECT datname FROM pg_database WHERE datname LIKE 'sbx%'").fetchall()
    return [name for (name,) in rows]


def test_the_designed_ddl_runs_on_postgresql(sandbox: Sandbox, fitness: Schema) -> None:
    outcome = sandbox.run_ddl(ddl_statements(fitness))
    assert (outcome.ok, outcome.failed_statement, outcome.error) == (True, None, None)
    # Tables that reference each other too: their foreign keys come after both tables.
    cycle = sandbox.import_script(
        split_script(
            "CREATE TABLE a (id int PRIMARY KEY, b_id int); CREATE TABLE b (id int PRIMARY KEY, a_id int REFERENCES a);"
            "ALTER TABLE a ADD CONSTRAINT a_b_fkey FOREIGN KEY (b_id) REFERENCES b (id);"
        )
    )
    assert cycle.schema is not None and sandbox.run_ddl(ddl_statements(cycle.schema)).ok
    hand_written = sandbox.import_script(split_script(HAND_WRITTEN))
    assert hand_written.schema is not None and sandbox.run_ddl(ddl_statements(hand_written.schema)).ok


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


STATEMENT_LIMIT = "canceling statement due to statement timeout (the sandbox's limit: {:g} s)"


def test_the_statement_timeout_stops_a_long_statement(schema_sandbox_url: str) -> None:
    sandbox = Sandbox(schema_sandbox_url, statement_timeout_seconds=0.5)
    started = time.monotonic()
    outcome = sandbox.run_ddl(["SELECT pg_sleep(30)"])
    assert (outcome.ok, outcome.error) == (False, STATEMENT_LIMIT.format(0.5))
    [log] = sandbox.run_usecases([], [dml("uc-1", "SELECT", "SELECT pg_sleep(30)")])
    assert (log.success, log.result_summary) == (False, STATEMENT_LIMIT.format(0.5))
    assert time.monotonic() - started < 5


def test_a_statement_that_switches_its_timeout_off_is_still_cancelled(schema_sandbox_url: str) -> None:
    sandbox = Sandbox(schema_sandbox_url, statement_timeout_seconds=1.0)
    started = time.monotonic()
    logs = sandbox.run_usecases(
        [],
        [
            dml("uc-1", "SELECT", "SELECT set_config('statement_timeout', '0', false)"),
            dml("uc-1", "SELECT", "SELECT pg_sleep(6)"),
            dml("uc-2", "SELECT", "SELECT 1"),
        ],
    )
    assert [log.result_summary for log in logs] == ["1 row", STATEMENT_LIMIT.format(1), "1 row"]
    outcome = sandbox.run_ddl(["SET statement_timeout = 0", "SELECT pg_sleep(6)"])
    assert outcome.error == STATEMENT_LIMIT.format(1)
    assert time.monotonic() - started < 5  # each sleep stopped at 1 s, not 6


STUBBORN = """CREATE FUNCTION stubborn() RETURNS int LANGUAGE plpgsql AS $$
BEGIN LOOP BEGIN PERFORM pg_sleep(30); EXCEPTION WHEN query_canceled THEN NULL; END; END LOOP; END $$"""


def test_a_statement_that_catches_its_cancel_has_its_session_ended(schema_sandbox_url: str) -> None:
    sandbox = Sandbox(schema_sandbox_url, statement_timeout_seconds=1.0)
    before = run_roles(schema_sandbox_url)
    started = time.monotonic()
    logs = sandbox.run_usecases(
        [STUBBORN], [dml("uc-1", "SELECT", "SELECT stubborn()"), dml("uc-2", "SELECT", "SELECT 1")]
    )
    assert [log.result_summary for log in logs] == [
        STATEMENT_LIMIT.format(1),
        "not run: the sandbox ended the run's session after a statement ignored its cancel",
    ]
    assert time.monotonic() - started < 10  # the limit, then two seconds' grace
    assert run_roles(schema_sandbox_url) == before


def test_a_run_has_a_wall_clock_limit(schema_sandbox_url: str) -> None:
    sandbox = Sandbox(schema_sandbox_url, statement_timeout_seconds=1.0, run_seconds=2.5)
    logs = sandbox.run_usecases([], [dml(f"uc-{n}", "SELECT", "SELECT pg_sleep(0.9)") for n in range(5)])
    assert [log.result_summary for log in logs] == [
        "1 row",
        "1 row",
        "canceling statement: the sandbox run passed its 2.5 s limit",
        "not run: the sandbox run passed its 2.5 s limit",
        "not run: the sandbox run passed its 2.5 s limit",
    ]


def test_a_cancelled_run_stops_at_once(schema_sandbox_url: str) -> None:
    aborted = threading.Event()
    sandbox = Sandbox(schema_sandbox_url, statement_timeout_seconds=30.0, aborted=aborted)
    threading.Timer(0.5, aborted.set).start()
    started = time.monotonic()
    logs = sandbox.run_usecases([], [dml("uc-1", "SELECT", "SELECT pg_sleep(20)"), dml("uc-2", "SELECT", "SELECT 1")])
    assert [log.result_summary for log in logs] == [
        "canceling statement: the sandbox run was stopped (its activity was cancelled)",
        "not run: the sandbox run was stopped (its activity was cancelled)",
    ]
    assert time.monotonic() - started < 5


def leaked(operation: str, query: str) -> DmlOperation:
    """An operation that copies `query`'s text answer into its error message (a failed cast)."""
    return dml(operation, "SELECT", f"SELECT CAST(({query}) AS int)")


def test_runs_at_once_cannot_see_or_end_each_other(schema_sandbox_url: str) -> None:
    """Run B sleeps with a secret in its statement; run A, meanwhile, looks for it in
    pg_stat_activity and tries to end every other session of the database."""
    sandbox = Sandbox(schema_sandbox_url, statement_timeout_seconds=10.0)
    before = run_roles(schema_sandbox_url)
    with ThreadPoolExecutor(1) as pool:
        b = pool.submit(sandbox.run_usecases, [], [dml("uc-b", "SELECT", "SELECT pg_sleep(2), 'secret-of-b'")])
        wait_for_statement(schema_sandbox_url, "secret-of-b")
        a = sandbox.run_usecases(
            [],
            [
                leaked(
                    "uc-1",
                    "SELECT coalesce(string_agg(query, ' | '), 'none') FROM pg_stat_activity "
                    "WHERE query LIKE '%secret-of' || '-b%'",
                ),
                leaked(
                    "uc-2",
                    "SELECT current_user || ' ' || (SELECT count(*) FROM pg_stat_activity "
                    "WHERE usename = current_user)",
                ),
                dml(
                    "uc-3",
                    "SELECT",
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid()",
                ),
                dml(
                    "uc-4",
                    "SELECT",
                    "SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid()",
                ),
            ],
        )
        [b_log] = b.result()
    assert a[0].result_summary == 'invalid input syntax for type integer: "none"'
    assert re.fullmatch(r'invalid input syntax for type integer: "sbx_[0-9a-f]{24} 1"', a[1].result_summary)
    assert a[2].result_summary.startswith("permission denied to terminate process")
    assert a[3].result_summary.startswith("permission denied to cancel query")
    assert (b_log.success, b_log.result_summary) == (True, "1 row")
    assert run_roles(schema_sandbox_url) == before


def test_a_run_role_left_by_a_dead_worker_is_dropped_once_expired(schema_sandbox_url: str) -> None:
    with psycopg.connect(libpq_url(schema_sandbox_url), autocommit=True) as admin:
        admin.execute("SET createrole_self_grant = 'inherit'")
        admin.execute(f"CREATE ROLE sbx_{'0' * 24} LOGIN VALID UNTIL '2001-01-01'")
    assert f"sbx_{'0' * 24}" in run_roles(schema_sandbox_url)
    Sandbox(schema_sandbox_url, statement_timeout_seconds=1.0).run_ddl(["SELECT 1"])
    assert f"sbx_{'0' * 24}" not in run_roles(schema_sandbox_url)


def test_nothing_is_left_behind(sandbox: Sandbox, schema_sandbox_url: str, fitness: Schema) -> None:
    """(A worker killed by another test leaves its run's role and database until they expire.)"""
    roles, databases = run_roles(schema_sandbox_url), run_databases(schema_sandbox_url)
    sandbox.run_ddl(ddl_statements(fitness))
    sandbox.run_ddl(["CREATE TABLE kept (a int)", "SELECT * FROM nowhere"])
    sandbox.run_usecases(ddl_statements(fitness), [dml("uc-1", "INSERT", "INSERT INTO users (email) VALUES ('a@b.c')")])
    assert (run_roles(schema_sandbox_url), run_databases(schema_sandbox_url)) == (roles, databases)


def test_a_run_role_can_touch_nothing_but_its_own_database(schema_sandbox_url: str) -> None:
    own = libpq_url(schema_sandbox_url)
    with psycopg.connect(own, autocommit=True) as conn:
        admin = SandboxAdmin(conn)
        with admin.run_role(datetime.now(UTC) + timedelta(minutes=1)) as role:
            with psycopg.connect(own, user=role.name, password=role.password, dbname=role.name, autocommit=True) as run:
                powers = "SELECT rolsuper, rolcreatedb, rolcreaterole, rolconnlimit FROM pg_roles WHERE rolname = current_user"
                assert run.execute(powers).fetchone() == (False, False, False, 1)
                # Its own database: a schema dump's objects can be made there.
                run.execute("CREATE SCHEMA audit")
                run.execute("CREATE TABLE public.t (a int)")
                run.execute("CREATE EXTENSION citext")  # a trusted extension
                with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied to create database"):
                    run.execute("CREATE DATABASE elsewhere")
                with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied for table pg_authid"):
                    run.execute("SELECT rolname, rolpassword FROM pg_authid")
                with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied to create role"):
                    run.execute("CREATE ROLE intruder")
                with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied to set role"):
                    run.execute("SET ROLE schema_sandbox")
                with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied to create extension"):
                    run.execute("CREATE EXTENSION file_fdw")  # an untrusted one
            for database in ("postgres", "schema_sandbox"):
                with pytest.raises(psycopg.OperationalError, match=f'permission denied for database "{database}"'):
                    psycopg.connect(own, user=role.name, password=role.password, dbname=database)
    # The admin makes roles and databases but is no superuser and reaches no other database.
    with pytest.raises(psycopg.OperationalError, match='permission denied for database "postgres"'):
        psycopg.connect(own, dbname="postgres")


def test_the_embedded_server_wants_a_password_and_keeps_its_socket_private(schema_sandbox_url: str) -> None:
    url = make_url(schema_sandbox_url)
    without_password = libpq_url(url.set(password="").render_as_string(hide_password=False))
    with pytest.raises(psycopg.OperationalError, match="no password supplied"):
        psycopg.connect(without_password)
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        psycopg.connect(without_password, password="guess")
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        psycopg.connect(without_password, user="postgres", password="guess")
    socket_path = Path(str(url.query["host"])) / ".s.PGSQL.5432"
    assert stat.S_IMODE(socket_path.stat().st_mode) == 0o700
    if os.geteuid() == 0:  # another local OS user cannot even reach the socket
        assert connect_as_nobody(socket_path) == "refused"


def connect_as_nobody(socket_path: Path) -> str:
    """What a connection to the Unix socket does for the OS user `nobody` (a forked child)."""
    nobody = pwd.getpwnam("nobody")
    with warnings.catch_warnings():  # the child makes no use of the parent's threads
        warnings.simplefilter("ignore", DeprecationWarning)
        child = os.fork()
    if child == 0:  # the child only makes system calls, then leaves without cleanup
        code = 2
        try:
            os.setgid(nobody.pw_gid)
            os.setuid(nobody.pw_uid)
            with socket.socket(socket.AF_UNIX) as unix:
                unix.connect(str(socket_path))
            code = 1
        except PermissionError:
            code = 0
        finally:
            os._exit(code)
    _pid, status = os.waitpid(child, 0)
    return {0: "refused", 1: "connected"}.get(os.waitstatus_to_exitcode(status), "failed otherwise")


def run_roles(url: str) -> list[str]:
    with psycopg.connect(libpq_url(url)) as conn:
        rows = conn.execute("SELECT rolname FROM pg_roles WHERE rolname LIKE 'sbx%' ORDER BY 1").fetchall()
    return [name for (name,) in rows]


def wait_for_statement(url: str, marker: str) -> None:
    """Until a session runs a statement containing `marker` (the admin sees its runs' statements)."""
    deadline = time.monotonic() + 10
    with psycopg.connect(libpq_url(url), autocommit=True) as conn:
        while time.monotonic() < deadline:
            found = conn.execute(
                "SELECT 1 FROM pg_stat_activity WHERE query LIKE %s AND pid <> pg_backend_pid()", [f"%{marker}%"]
            ).fetchone()
            if found:
                return
            time.sleep(0.02)
    raise AssertionError(f"no session ran a statement with {marker!r}")
