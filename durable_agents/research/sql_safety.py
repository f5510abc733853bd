"""LLM-written SQL, checked before it runs and run read-only with a timeout and a row cap.

Three layers, so that no single one has to be perfect:

1. `check_select` parses the SQL with sqlglot: exactly one SELECT (a WITH ... SELECT and
   set operations of selects included) with no write anywhere in its tree (a data-modifying
   CTE, SELECT INTO, FOR UPDATE) and no function that reaches outside the database.
   Anything else, or anything unparsable, raises `RefusedSql` before a connection opens.
2. The connection is read-only: SQLite opened with `mode=ro`, and an authorizer that
   allows reads only (it denies PRAGMA, ATTACH, writes); PostgreSQL in a READ ONLY
   transaction through a server-side cursor (which accepts a single query only).
3. A deadline (SQLite's progress handler, PostgreSQL's `statement_timeout`) stops a slow
   query, and at most `row_cap + 1` rows are fetched. A query stopped by its deadline is
   told apart from an overloaded warehouse by a reference query (`WarehouseBusy`).

Each error says what happened twice: in full (the parser's or the database's words, for the
LLM and the log) and in words safe to show anyone (`rule`, `kind`, `public`: which rule
refused the SQL, what kind of failure, never the database's text).
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from pathlib import Path
from typing import Any, NamedTuple

import sqlglot
from sqlalchemy import create_engine
from sqlalchemy.engine import make_url
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.pool import NullPool
from sqlglot import exp
from sqlglot.dialects.dialect import Dialect
from sqlglot.errors import SqlglotError

from durable_agents.research.warehouse import backend

# Nodes that write, lock or change the session, wherever they appear in the tree.
_FORBIDDEN_NODES: tuple[type[exp.Expression], ...] = (
    exp.Insert,
    exp.Update,
    exp.Delete,
    exp.Merge,
    exp.Drop,
    exp.Create,
    exp.Alter,
    exp.TruncateTable,
    exp.Command,
    exp.Pragma,
    exp.Attach,
    exp.Detach,
    exp.Into,
    exp.Lock,
    exp.Set,
    exp.Transaction,
    exp.Commit,
    exp.Rollback,
)
# Functions that read files, load code, sleep or touch other sessions or servers.
DENIED_FUNCTIONS = frozenset(
    {
        "load_extension",
        "readfile",
        "writefile",
        "edit",
        "fts3_tokenizer",
        "pg_sleep",
        "pg_sleep_for",
        "pg_sleep_until",
        "pg_read_file",
        "pg_read_binary_file",
        "pg_ls_dir",
        "pg_stat_file",
        "lo_import",
        "lo_export",
        "lo_get",
        "dblink",
        "dblink_exec",
        "set_config",
        "pg_terminate_backend",
        "pg_cancel_backend",
        "pg_reload_conf",
        "pg_advisory_lock",
        "pg_advisory_xact_lock",
        "nextval",
        "setval",
        "query_to_xml",
        "current_setting",
    }
)
_SQLGLOT_DIALECT = {"sqlite": "sqlite", "postgresql": "postgres"}
# SQLite authorizer actions a SELECT needs.
_SQLITE_ALLOWED_ACTIONS = frozenset(
    {sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_FUNCTION, sqlite3.SQLITE_RECURSIVE}
)
_PROGRESS_EVERY = 1000  # SQLite VM instructions between two deadline checks
_PG_QUERY_CANCELED = "57014"
_PG_READ_ONLY = "25006"
# What kind of failure a database message or SQLSTATE means, in words safe to show.
_UNKNOWN_COLUMN = "it names a column the warehouse does not have"
_UNKNOWN_TABLE = "it names a table the warehouse does not have"
_UNKNOWN_FUNCTION = "it calls a function the warehouse does not have"
_AMBIGUOUS = "a column name in it is ambiguous"
_SYNTAX = "the database could not parse it"
_FAILED = "the database could not run it"
_SQLITE_KINDS = (
    ("no such column", _UNKNOWN_COLUMN),
    ("no such table", _UNKNOWN_TABLE),
    ("no such function", _UNKNOWN_FUNCTION),
    ("ambiguous column", _AMBIGUOUS),
    ("syntax error", _SYNTAX),
)
_PG_KINDS = {
    "42703": _UNKNOWN_COLUMN,
    "42P01": _UNKNOWN_TABLE,
    "42883": _UNKNOWN_FUNCTION,
    "42702": _AMBIGUOUS,
    "42601": _SYNTAX,
}
# The reference query: milliseconds on a warehouse working normally, given at most this long.
_PROBE_SQL = "SELECT count(*) FROM (SELECT person_id FROM person LIMIT 1000) AS probe"
_PROBE_SECONDS = 1.0


class RefusedSql(Exception):
    """The SQL is not a single read-only SELECT; it did not run. `rule` is which rule refused
    it (safe to show); `reason` adds what the parser or the database said."""

    def __init__(self, rule: str, detail: str = "") -> None:
        self.rule = rule
        self.reason = f"{rule} ({detail})" if detail else rule
        super().__init__(self.reason)


class QueryFailed(Exception):
    """The database could not run the query: the message is the database's; `kind` says what
    went wrong in words safe to show (an unknown column, ...)."""

    def __init__(self, message: str, kind: str = _FAILED) -> None:
        super().__init__(message)
        self.kind = kind


class QueryTimeout(QueryFailed):
    """The query ran past its deadline and was stopped (and the warehouse was not overloaded)."""

    def __init__(self, timeout_seconds: float) -> None:
        message = f"the query ran longer than {timeout_seconds:g} s and was stopped"
        super().__init__(message, message)


class WarehouseUnavailable(Exception):
    """The warehouse cannot be reached or opened; trying again later may work. `public` is
    safe to show."""

    def __init__(self, message: str, public: str = "the warehouse could not be reached") -> None:
        super().__init__(message)
        self.public = public


class WarehouseBusy(WarehouseUnavailable):
    """A query ran past its deadline and so did a reference query that takes milliseconds on a
    warehouse working normally: the warehouse is overloaded (or locked), not the query too slow."""

    def __init__(self, timeout_seconds: float, probe_seconds: float) -> None:
        message = (
            f"the warehouse is overloaded: the query ran longer than {timeout_seconds:g} s "
            f"and a reference query longer than {probe_seconds:g} s"
        )
        super().__init__(message, message)


class QueryResult(NamedTuple):
    columns: list[str]
    rows: list[tuple[Any, ...]]
    truncated: bool  # more than row_cap rows: only the first row_cap are here


def _function_name(node: exp.Func) -> str:
    return (node.name if isinstance(node, exp.Anonymous) else node.sql_name()).lower()


def check_select(sql: str, dialect: str = "sqlite") -> str:
    """The SQL as it will run (one statement, no trailing `;` or comment), or `RefusedSql`.

    `dialect` is the warehouse backend: `sqlite` or `postgresql`.
    """
    read = _SQLGLOT_DIALECT[dialect]
    try:
        # A comment after the last `;` parses as a Semicolon node: not a statement.
        statements = [s for s in sqlglot.parse(sql, read=read) if s is not None and not isinstance(s, exp.Semicolon)]
    except SqlglotError as err:
        raise RefusedSql("the SQL could not be parsed", str(err).splitlines()[0]) from None
    if not statements:
        raise RefusedSql("the SQL is empty")
    if len(statements) > 1:
        raise RefusedSql(f"only one statement may run, found {len(statements)}")
    statement = query = statements[0]
    while isinstance(query, exp.Subquery):  # (SELECT ...)
        query = query.this
    if not isinstance(query, (exp.Select, exp.SetOperation)):
        if isinstance(query, (exp.Condition, exp.Alias)):  # e.g. a lone keyword sqlglot reads as a column
            raise RefusedSql("only a SELECT may run, and this is not a query")
        kind = query.this if isinstance(query, exp.Command) else query.key
        raise RefusedSql(f"only a SELECT may run, found {str(kind).upper()}")
    for node in statement.walk():
        if isinstance(node, _FORBIDDEN_NODES):
            what = "SELECT INTO" if isinstance(node, exp.Into) else "FOR UPDATE" if isinstance(node, exp.Lock) else None
            raise RefusedSql(f"a read-only SELECT may not contain {what or node.key.upper()}")
        if isinstance(node, exp.Func) and _function_name(node) in DENIED_FUNCTIONS:
            raise RefusedSql(f"the function {_function_name(node)}() is not allowed")
    return _single_statement_text(sql, read)


def _single_statement_text(sql: str, read: str) -> str:
    """`sql` up to its last token before any `;`: safe to wrap in a subquery, and to run."""
    tokens = [t for t in Dialect.get_or_raise(read).tokenize(sql) if t.token_type != sqlglot.TokenType.SEMICOLON]
    return sql[tokens[0].start : tokens[-1].end + 1]


def run_select(url: str, sql: str, timeout_seconds: float, row_cap: int) -> QueryResult:
    """Check `sql`, then run it read-only; at most `row_cap` rows (and whether there were more).

    Past its deadline: `WarehouseBusy` when the reference query cannot finish in time either
    (trying again later may work), else `QueryTimeout` (the query itself is too slow)."""
    dialect = backend(url)
    statement = check_select(sql, dialect)
    run = _run_sqlite if dialect == "sqlite" else _run_postgres
    try:
        return run(url, statement, timeout_seconds, row_cap)
    except QueryTimeout:
        probe_seconds = min(timeout_seconds, _PROBE_SECONDS)
        try:
            run(url, _PROBE_SQL, probe_seconds, 1)
        except QueryTimeout:
            raise WarehouseBusy(timeout_seconds, probe_seconds) from None
        except QueryFailed:
            pass  # a warehouse without the reference table: the query's own timeout stands
        raise


def _sqlite_authorizer(action: int, arg1: str | None, arg2: str | None, _db: str | None, _trigger: str | None) -> int:
    if action == sqlite3.SQLITE_UPDATE and arg1 == "sqlite_master":
        # SQLite registers a table-valued function (json_each...) this way on first use; the
        # connection is read-only, and PRAGMA writable_schema, which a real write needs, is denied.
        return sqlite3.SQLITE_OK
    if action not in _SQLITE_ALLOWED_ACTIONS:
        return sqlite3.SQLITE_DENY
    if action == sqlite3.SQLITE_FUNCTION and (arg2 or "").lower() in DENIED_FUNCTIONS:
        return sqlite3.SQLITE_DENY
    return sqlite3.SQLITE_OK


def _run_sqlite(url: str, statement: str, timeout_seconds: float, row_cap: int) -> QueryResult:
    database = make_url(url).database
    if not database or database == ":memory:":
        raise WarehouseUnavailable("a SQLite warehouse must be a file")
    uri = f"{Path(database).resolve().as_uri()}?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True, timeout=timeout_seconds)
    except sqlite3.Error as err:
        raise WarehouseUnavailable(f"cannot open the warehouse: {err}") from None
    deadline = time.monotonic() + timeout_seconds
    timed_out = False

    def past_deadline() -> int:
        nonlocal timed_out
        timed_out = time.monotonic() > deadline
        return int(timed_out)

    try:
        conn.set_authorizer(_sqlite_authorizer)
        conn.set_progress_handler(past_deadline, _PROGRESS_EVERY)
        cursor = conn.execute(statement)
        rows = cursor.fetchmany(row_cap + 1)
        columns = [d[0] for d in cursor.description or ()]
    except sqlite3.Error as err:
        if timed_out:
            raise QueryTimeout(timeout_seconds) from None
        message = str(err)
        if "not authorized" in message:
            raise RefusedSql("the database refused an operation other than reading", message) from None
        if isinstance(err, sqlite3.OperationalError) and any(
            s in message for s in ("database is locked", "unable to open", "disk I/O error")
        ):
            raise WarehouseUnavailable(f"the warehouse is not available: {message}", "the warehouse was busy") from None
        if "file is not a database" in message or "malformed" in message:
            raise WarehouseUnavailable(f"the warehouse is not available: {message}") from None
        raise QueryFailed(message, next((kind for text, kind in _SQLITE_KINDS if text in message), _FAILED)) from None
    finally:
        conn.close()
    return QueryResult(columns, rows[:row_cap], len(rows) > row_cap)


def _sqlstate(err: BaseException) -> str | None:
    return getattr(err, "sqlstate", None) or getattr(err, "pgcode", None)


def _run_postgres(url: str, statement: str, timeout_seconds: float, row_cap: int) -> QueryResult:
    engine = create_engine(url, poolclass=NullPool)
    dbapi = engine.dialect.loaded_dbapi
    try:
        raw = engine.raw_connection()
    except (SQLAlchemyError, dbapi.Error) as err:
        # The message may hold the host and user; the type says enough.
        raise WarehouseUnavailable(f"cannot connect to the warehouse: {type(err).__name__}") from None
    conn = raw.driver_connection
    try:
        with conn.cursor() as setup:
            setup.execute("SET TRANSACTION READ ONLY")
            setup.execute(f"SET LOCAL statement_timeout = {max(1, int(timeout_seconds * 1000))}")
        # A server-side cursor: DECLARE takes exactly one query, and rows beyond the cap stay on the server.
        with conn.cursor(name="research_select") as cursor:
            cursor.execute(statement)
            rows = cursor.fetchmany(row_cap + 1)
            columns = [d[0] for d in cursor.description or ()]
    except dbapi.Error as err:
        state = _sqlstate(err)
        if state == _PG_QUERY_CANCELED:
            raise QueryTimeout(timeout_seconds) from None
        if state == _PG_READ_ONLY:
            raise RefusedSql("the database refused an operation other than reading", str(err).strip()) from None
        if (
            (state or "").startswith("08")
            or state in {"57P01", "57P02", "57P03", "53300"}
            or (state is None and isinstance(err, dbapi.OperationalError))
        ):
            raise WarehouseUnavailable(f"the warehouse is not available: {type(err).__name__}") from None
        raise QueryFailed(str(err).strip(), _PG_KINDS.get(state or "", _FAILED)) from None
    finally:
        # Nothing was written; a failing rollback only means the connection is already gone.
        with contextlib.suppress(dbapi.Error):
            conn.rollback()
        raw.close()
        engine.dispose()
    return QueryResult(columns, [tuple(r) for r in rows[:row_cap]], len(rows) > row_cap)
