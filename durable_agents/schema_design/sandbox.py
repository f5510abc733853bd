"""The PostgreSQL sandbox where designed schemas and their test DML really run (never SQLite).

Each run logs in as a role of its own and works in a database of its own (`sandbox_roles`:
an opaque name, both made for the run and dropped after it, also after a worker died), in
one transaction with a savepoint per use case. Statements go one at a time over the
extended protocol, which refuses several commands in one string; a statement that would end
the transaction early (COMMIT, ROLLBACK, …) is refused, and a DML operation must be the one
statement its type says.

Limits a run cannot lift: each statement has `statement_timeout_seconds`, the whole run
`run_seconds`. `SET LOCAL statement_timeout` is only the first line: a statement may switch
it off (`set_config`), so a watchdog thread sends a cancel request on a connection of its
own at the deadline, and ends the session through the admin if the statement is still
running two seconds later. A run past its deadline runs no further statement.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import psycopg
from pglast import parser
from pydantic import ValidationError
from sqlalchemy import make_url

from durable_agents.schema_design.catalog import read_schema
from durable_agents.schema_design.contract import (
    FAILURES_LISTED,
    DdlOutcome,
    DmlOperation,
    ExecutionLog,
    ImportFailure,
    ImportReport,
    Schema,
)
from durable_agents.schema_design.sandbox_roles import RunRole, SandboxAdmin
from durable_agents.schema_design.script import COMMENTS, SESSION_SETTINGS, ScriptStatement

_TRANSACTION_CONTROL = {"BEGIN", "START", "COMMIT", "END", "ROLLBACK", "ABORT", "SAVEPOINT", "RELEASE", "PREPARE"}
_DONE = {"INSERT": "inserted", "UPDATE": "updated", "DELETE": "deleted", "MERGE": "merged"}
# A statement still running this long after its cancel request has its session ended.
_CANCEL_GRACE_SECONDS = 2.0
# Statements of an imported script sent at once (a failed batch is run again one by one).
_IMPORT_BATCH = 200
# A run role's password outlives the run's deadline by this much, then a later run drops it.
_ROLE_VALIDITY_MARGIN = timedelta(minutes=2)


class Sandbox:
    def __init__(
        self,
        url: str,
        statement_timeout_seconds: float,
        run_seconds: float = 120.0,
        aborted: threading.Event | None = None,
    ) -> None:
        """`url`: SQLAlchemy URL of the sandbox admin (`sandbox_roles`) on its database.
        `aborted`: set by another thread to stop the run at once (its activity was cancelled)."""
        self._conninfo = libpq_url(url)
        self._statement_seconds = statement_timeout_seconds
        self._run_seconds = run_seconds
        self._aborted = aborted or threading.Event()

    def run_ddl(self, statements: list[str]) -> DdlOutcome:
        """Run the statements in a throwaway schema: the first failing one and PostgreSQL's message."""
        with self._run() as run:
            return run.ddl(statements)

    def run_usecases(self, statements: list[str], operations: list[DmlOperation]) -> list[ExecutionLog]:
        """Run the DDL, then each use case's operations (grouped by use case, in the order
        they first appear) under a savepoint, rolled back when one of them fails, so the
        next use case runs on. After a failed operation its use case's later ones are not run."""
        with self._run() as run:
            ddl = run.ddl(statements)
            if not ddl.ok:
                reason = f"the schema's DDL failed: {ddl.error} (in: {_excerpt(ddl.failed_statement or '')})"
                return [_log(operation, _now(), False, reason) for operation in operations]
            use_cases: dict[str, list[DmlOperation]] = {}
            for operation in operations:
                use_cases.setdefault(operation.useCaseId, []).append(operation)
            logs: list[ExecutionLog] = []
            for use_case, steps in use_cases.items():
                run.control("SAVEPOINT use_case")
                failed = False
                for operation in steps:
                    if failed:
                        reason = f"not run: an earlier operation of use case {use_case} failed"
                        logs.append(_log(operation, _now(), False, reason))
                        continue
                    logs.append(run.operation(operation))
                    failed = not logs[-1].success
                run.control("ROLLBACK TO SAVEPOINT use_case" if failed else "RELEASE SAVEPOINT use_case")
            return logs

    def import_script(self, statements: list[ScriptStatement]) -> ImportOutcome:
        """Run a script's statements in order, as psql runs a script, then read back what they
        made (`catalog.read_schema`). A statement PostgreSQL refuses ends the import, unless it
        makes something the model does not hold. Statements go in batches (one round trip and
        one transaction each); a batch that fails is run again one statement at a time, so
        each is judged on its own."""
        report = ImportReport(statements=len(statements))
        left_out = Counter(s.not_run for s in statements if s.not_run is not None)
        left_out[SESSION_SETTINGS] += sum(s.session_setting for s in statements if s.not_run is None)
        runnable = [statement for statement in statements if statement.not_run is None]
        with self._run(autocommit=True) as run:
            for start in range(0, len(runnable), _IMPORT_BATCH):
                batch = runnable[start : start + _IMPORT_BATCH]
                if run.execute(";\n".join(s.sql for s in batch), batch=True) is None:
                    continue
                refused = _run_one_by_one(run, batch, report)
                if refused is not None:
                    return ImportOutcome(refused=refused)
            try:
                schema, not_modelled = read_schema(run.connection)
            except ValidationError as err:
                return ImportOutcome(
                    refused=f"the schema model cannot hold what the script made: {_first_problem(err)}"
                )
        report.left_out = {kind: count for kind, count in (left_out + not_modelled).items() if count}
        return ImportOutcome(schema=schema, report=report)

    @contextmanager
    def _run(self, autocommit: bool = False) -> Iterator[_Run]:
        """A run in its own database: one transaction rolled back at the end, or (`autocommit`)
        each statement its own."""
        deadline = time.monotonic() + self._run_seconds
        valid_until = datetime.now(UTC) + timedelta(seconds=self._run_seconds) + _ROLE_VALIDITY_MARGIN
        with SandboxAdmin.connect(self._conninfo) as admin, admin.run_role(valid_until) as role:
            connection = self._connect(role)
            connection.autocommit = autocommit
            with closing(connection), _Watchdog(connection, admin, self._aborted) as watchdog:
                try:
                    cursor = connection.cursor()
                    scope = "" if autocommit else "LOCAL "
                    timeout = max(1, round(self._statement_seconds * 1000))
                    cursor.execute(f"SET {scope}statement_timeout = {timeout}")
                    # A run's database is thrown away: its commits need not wait for the disk.
                    cursor.execute(f"SET {scope}synchronous_commit = off")
                    yield _Run(cursor, watchdog, deadline, self._statement_seconds, self._run_seconds)
                finally:
                    if not connection.broken and not autocommit:
                        connection.rollback()

    def _connect(self, role: RunRole) -> psycopg.Connection[Any]:
        # prepare_threshold=None: the repeated SAVEPOINT lines are not turned into prepared statements.
        return psycopg.connect(
            self._conninfo,
            user=role.name,
            password=role.password,
            dbname=role.name,
            connect_timeout=10,
            prepare_threshold=None,
        )


class _Watchdog:
    """Cancels the run connection's current statement at its deadline from a thread of its
    own: a cancel request travels on a separate connection, so nothing the statement set
    can stop it. A statement still running `_CANCEL_GRACE_SECONDS` later (it caught the
    cancel) has its session ended by the admin."""

    def __init__(self, connection: psycopg.Connection[Any], admin: SandboxAdmin, aborted: threading.Event) -> None:
        self._connection = connection
        self._pid = connection.info.backend_pid
        self._admin = admin
        self._aborted = aborted
        self._changed = threading.Condition()
        self._deadline: float | None = None
        self._fired = False
        self._closed = False
        self._thread = threading.Thread(target=self._watch, name="sandbox-watchdog", daemon=True)

    def __enter__(self) -> _Watchdog:
        self._thread.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        with self._changed:
            self._closed = True
            self._changed.notify()
        self._thread.join()

    @property
    def aborted(self) -> bool:
        return self._aborted.is_set()

    @contextmanager
    def watching(self, deadline: float) -> Iterator[Callable[[], bool]]:
        """Bound the statement run in the block by `deadline` (monotonic); yields "did it fire"."""
        with self._changed:
            self._deadline, self._fired = deadline, False
            self._changed.notify()
        try:
            yield lambda: self._fired
        finally:
            with self._changed:
                self._deadline = None

    def _watch(self) -> None:
        with self._changed:
            while not self._closed:
                if self._deadline is None:
                    self._changed.wait(0.2)  # also notices `aborted`, set without notifying
                    continue
                now = time.monotonic()
                due = now if self._aborted.is_set() else self._deadline
                if now < due:
                    self._changed.wait(min(due - now, 0.2))
                elif not self._fired:
                    self._fired = True
                    self._cancel()
                elif now >= due + _CANCEL_GRACE_SECONDS:
                    self._admin.end_session(self._pid)
                    self._deadline = None
                else:
                    self._changed.wait(due + _CANCEL_GRACE_SECONDS - now)

    def _cancel(self) -> None:
        try:
            self._connection.cancel_safe(timeout=_CANCEL_GRACE_SECONDS)
        except psycopg.Error:
            pass  # the grace period then ends the session


def _run_one_by_one(run: _Run, statements: list[ScriptStatement], report: ImportReport) -> str | None:
    """Each statement on its own: why the import is refused, or None (failures of what the
    model does not hold are added to the report)."""
    for statement in statements:
        error = run.execute(statement.sql)
        if error is None:
            continue
        excerpt = _excerpt(statement.sql)
        if not statement.not_modelled or run.stopped:
            return f"line {statement.line} ({excerpt}): {error}"
        if len(report.failed) < FAILURES_LISTED:
            report.failed.append(ImportFailure(line=statement.line, statement=excerpt, error=error))
        else:
            report.failed_unlisted += 1
    return None


@dataclass
class ImportOutcome:
    """A script's import: the schema it left and what was left out, or why it was refused."""

    schema: Schema | None = None
    report: ImportReport | None = None
    refused: str | None = None


class _Run:
    """One run's statements, each bounded by the statement limit and the run's deadline."""

    def __init__(
        self,
        cursor: psycopg.Cursor[Any],
        watchdog: _Watchdog,
        deadline: float,
        statement_seconds: float,
        run_seconds: float,
    ) -> None:
        self._cursor = cursor
        self._watchdog = watchdog
        self._deadline = deadline
        self._statement_seconds = statement_seconds
        self._run_seconds = run_seconds
        self._stopped: str | None = None  # why no further statement runs

    @property
    def connection(self) -> psycopg.Connection[Any]:
        return self._cursor.connection

    @property
    def stopped(self) -> bool:
        """Whether the run has stopped (a limit passed, its session ended): nothing more runs."""
        return self._stopped is not None

    def ddl(self, statements: list[str]) -> DdlOutcome:
        for statement in statements:
            if _first_word(statement) in _TRANSACTION_CONTROL:
                error = "transaction control is not allowed in the sandbox"
                return DdlOutcome(ok=False, failed_statement=statement, error=error)
            error = self.execute(statement)
            if error is not None:
                return DdlOutcome(ok=False, failed_statement=statement, error=error)
        return DdlOutcome(ok=True)

    def operation(self, operation: DmlOperation) -> ExecutionLog:
        executed_at = _now()
        kind = operation.operation_type
        first = _first_word(operation.sql)
        if first not in (kind, "WITH"):
            reason = (
                f"refused: a {kind} operation must be one {kind} statement (WITH … allowed), not {first or 'nothing'}"
            )
            return _log(operation, executed_at, False, reason)
        error = self.execute(operation.sql)
        if error is not None:
            return _log(operation, executed_at, False, error)
        cursor = self._cursor
        command = (cursor.statusmessage or "").split()[:1]
        rows = f"{cursor.rowcount} row{'' if cursor.rowcount == 1 else 's'}"
        done = _DONE.get(command[0]) if command else None
        return _log(operation, executed_at, True, f"{rows} {done}" if done else rows)

    def control(self, statement: str) -> None:
        """A savepoint line of the sandbox's own; nothing once the run has stopped."""
        if self._stopped is None:
            self._cursor.execute(statement)

    def execute(self, statement: str, batch: bool = False) -> str | None:
        """Run one statement (`batch`: several, over the simple query protocol, as one
        transaction); PostgreSQL's message, or the limit it passed, if it fails."""
        if self._stopped is not None:
            return self._stopped
        now = time.monotonic()
        if self._watchdog.aborted:
            self._stopped = "not run: the sandbox run was stopped (its activity was cancelled)"
            return self._stopped
        if now >= self._deadline:
            self._stopped = f"not run: the sandbox run passed its {self._run_seconds:g} s limit"
            return self._stopped
        run_bound = now + self._statement_seconds >= self._deadline
        with self._watchdog.watching(min(now + self._statement_seconds, self._deadline)) as fired:
            try:
                # binary=True sends it over the extended protocol: one statement, and `%` is not a
                # placeholder (without parameters, neither is it in a batch).
                self._cursor.execute(statement, binary=not batch)
            except psycopg.Error as exc:
                return self._failure(exc, fired(), run_bound)
        return None

    def _failure(self, exc: psycopg.Error, fired: bool, run_bound: bool) -> str:
        if fired or isinstance(exc, psycopg.errors.QueryCanceled):
            if self._watchdog.aborted:
                self._stopped = "not run: the sandbox run was stopped (its activity was cancelled)"
                return "canceling statement: the sandbox run was stopped (its activity was cancelled)"
            if run_bound:
                self._stopped = f"not run: the sandbox run passed its {self._run_seconds:g} s limit"
                return f"canceling statement: the sandbox run passed its {self._run_seconds:g} s limit"
            if self._cursor.connection.broken:
                self._stopped = "not run: the sandbox ended the run's session after a statement ignored its cancel"
            return f"canceling statement due to statement timeout (the sandbox's limit: {self._statement_seconds:g} s)"
        if exc.sqlstate is None:
            raise exc
        message = exc.diag.message_primary or str(exc)
        if exc.diag.message_detail:
            message += f"\nDETAIL: {exc.diag.message_detail}"
        if exc.diag.message_hint:
            message += f"\nHINT: {exc.diag.message_hint}"
        return message


def _first_problem(err: ValidationError) -> str:
    error = err.errors()[0]
    where = ".".join(str(part) for part in error["loc"])
    return f"{err.title} {where}: {error['msg']}" + (
        f" ({err.error_count() - 1} more)" if err.error_count() > 1 else ""
    )


def _first_word(sql: str) -> str:
    """The statement's first word, upper case, as PostgreSQL's scanner reads it (comments skipped)."""
    try:
        tokens = [token for token in parser.scan(sql) if token.name not in COMMENTS]
    except parser.ParseError:
        return ""
    return sql[tokens[0].start : tokens[0].end + 1].upper() if tokens else ""


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
