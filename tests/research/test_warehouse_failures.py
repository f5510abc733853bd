"""The research pipeline's read-only queries when the warehouse, not the SQL, is the problem: a
SQLite warehouse that is not a file, a file that is not a database, a database another process
holds locked; on PostgreSQL a query naming a column that is not there, one that tries to write
through a function, and a connection the server ends mid-query. Each is told apart (what is
shown to people, what is retried); and the parser's edge cases: a parenthesised SELECT runs,
a lone word is not a query."""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.pool import NullPool

from durable_agents.research.sql_safety import (
    QueryFailed,
    RefusedSql,
    WarehouseUnavailable,
    check_select,
    run_select,
)
from tests.support.postgres import create_database

SLOW_SQL = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT max(x) AS person_id FROM n"


@pytest.fixture
def sqlite_warehouse(tmp_path: Path) -> Path:
    path = tmp_path / "warehouse.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE person (person_id INTEGER PRIMARY KEY, gender TEXT)")
        conn.executemany("INSERT INTO person VALUES (?, ?)", [(1, "F"), (2, "M"), (3, "F")])
    conn.close()
    return path


def test_a_parenthesised_select_is_a_select() -> None:
    assert check_select("(SELECT person_id FROM person);") == "(SELECT person_id FROM person)"


def test_a_lone_word_is_not_a_query() -> None:
    with pytest.raises(RefusedSql, match=r"^only a SELECT may run, and this is not a query$"):
        check_select("person")


@pytest.mark.parametrize("url", ["sqlite://", "sqlite:///:memory:"])
def test_a_sqlite_warehouse_must_be_a_file(url: str) -> None:
    with pytest.raises(WarehouseUnavailable, match=r"^a SQLite warehouse must be a file$"):
        run_select(url, "SELECT 1", 5, 10)


def test_a_file_that_is_not_a_database_is_an_unavailable_warehouse(tmp_path: Path) -> None:
    path = tmp_path / "warehouse.db"
    path.write_text("person_id,gender\n1,F\n" * 100)  # a CSV export where the database should be
    with pytest.raises(WarehouseUnavailable, match="file is not a database") as raised:
        run_select(f"sqlite:///{path}", "SELECT person_id FROM person", 5, 10)
    assert raised.value.public == "the warehouse could not be reached"


def test_a_warehouse_locked_by_a_writer_is_busy_not_a_failed_query(sqlite_warehouse: Path) -> None:
    writer = sqlite3.connect(sqlite_warehouse, isolation_level=None)
    try:
        writer.execute("BEGIN EXCLUSIVE")  # e.g. the nightly load rewriting it
        with pytest.raises(WarehouseUnavailable, match="database is locked") as raised:
            run_select(f"sqlite:///{sqlite_warehouse}", "SELECT person_id FROM person", 0.3, 10)
        assert raised.value.public == "the warehouse was busy"
    finally:
        writer.close()
    assert run_select(f"sqlite:///{sqlite_warehouse}", "SELECT count(*) FROM person", 5, 10).rows == [(3,)]


@pytest.fixture(scope="module")
def pg_warehouse(postgres_url: str) -> str:
    url = create_database(postgres_url, "failing_warehouse")
    engine = create_engine(url, poolclass=NullPool)
    with engine.begin() as conn:
        conn.execute(text("CREATE TABLE person (person_id integer PRIMARY KEY, gender text)"))
        conn.execute(text("INSERT INTO person VALUES (1, 'F'), (2, 'M')"))
        # A function of the warehouse's own that writes: no parser can know what it does.
        conn.execute(text("CREATE TABLE access_log (at timestamptz)"))
        conn.execute(
            text(
                "CREATE FUNCTION log_access() RETURNS int LANGUAGE sql AS 'INSERT INTO access_log VALUES (now()); SELECT 1'"
            )
        )
    engine.dispose()
    return url


def test_an_unknown_column_on_postgresql_says_so_in_safe_words(pg_warehouse: str) -> None:
    with pytest.raises(QueryFailed, match='column "age" does not exist') as raised:
        run_select(pg_warehouse, "SELECT age FROM person", 5, 10)
    assert raised.value.kind == "it names a column the warehouse does not have"


def test_a_write_through_a_function_is_refused_by_the_read_only_transaction(pg_warehouse: str) -> None:
    with pytest.raises(RefusedSql, match=r"cannot execute INSERT in a read-only transaction") as raised:
        run_select(pg_warehouse, "SELECT log_access() AS person_id", 5, 10)
    assert raised.value.rule == "the database refused an operation other than reading"
    assert run_select(pg_warehouse, "SELECT count(*) FROM access_log", 5, 10).rows == [(0,)]


def test_a_connection_the_server_ends_mid_query_is_an_unavailable_warehouse(pg_warehouse: str) -> None:
    outcome: list[BaseException] = []

    def query() -> None:
        try:
            run_select(pg_warehouse, SLOW_SQL, 30, 10)
        except BaseException as err:  # handed to the test's thread
            outcome.append(err)

    running = threading.Thread(target=query)
    running.start()
    # Autocommit: within one transaction pg_stat_activity answers from a snapshot that never changes.
    admin = create_engine(pg_warehouse, poolclass=NullPool, isolation_level="AUTOCOMMIT")
    try:
        deadline = time.monotonic() + 10
        with admin.connect() as conn:
            # The server-side cursor's statement, or the fetch from it.
            find = text(
                "SELECT pid FROM pg_stat_activity WHERE query LIKE '%research_select%' AND pid <> pg_backend_pid()"
            )
            while not (pids := conn.execute(find).scalars().all()):
                assert time.monotonic() < deadline, "the query never started"
                time.sleep(0.05)
            conn.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": pids[0]})  # a restart, a failover
    finally:
        admin.dispose()
        running.join(30)
    (error,) = outcome
    assert isinstance(error, WarehouseUnavailable), repr(error)
    assert str(error) == "the warehouse is not available: AdminShutdown"
