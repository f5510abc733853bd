"""Generated DDL as large as a session may start from (api/schema_design/schemas.py's
SCHEMA_SIZE): tables t0, t1, … whose foreign keys chain each to the next. Used by the
large-import tests and by bench/schema_import.py."""

from __future__ import annotations

from api.schema_design.schemas import SCHEMA_SIZE
from durable_agents.schema_design.ddl import import_ddl

# The issue's schema: 1,180 chained tables are 199.5 KB as schema JSON, just within SCHEMA_SIZE.
ISSUE_TABLES = 1_180


def chain_ddl(tables: int, linked: int | None = None) -> str:
    """`tables` tables with one int column `i`; each of the first `linked` (default: all but
    the last) has a foreign key to the next, t0 → t1 → …, so that the referenced tables come
    after the ones referencing them: a dependency order has to reverse the whole chain."""
    linked = tables - 1 if linked is None else min(linked, tables - 1)
    statements = [
        f"CREATE TABLE t{n} (i int, CONSTRAINT f FOREIGN KEY (i) REFERENCES t{n + 1} (i))"
        if n < linked
        else f"CREATE TABLE t{n} (i int)"
        for n in range(tables)
    ]
    return ";\n".join(statements) + ";\n"


def schema_json_size(ddl: str) -> int:
    """The imported schema's size as a session's limit counts it."""
    return len(import_ddl(ddl).model_dump_json(exclude_defaults=True).encode())


def longest_chain(tables: int) -> int:
    """The most foreign keys `chain_ddl(tables, linked)` may have for its schema to fit SCHEMA_SIZE."""
    low, high = 0, tables - 1
    while low < high:
        middle = (low + high + 1) // 2
        if schema_json_size(chain_ddl(tables, middle)) <= SCHEMA_SIZE:
            low = middle
        else:
            high = middle - 1
    return low
