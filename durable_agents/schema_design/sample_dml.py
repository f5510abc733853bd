"""The QA's use cases, test DML and the design summary written by code from the tables, for
the `enumerated` style (a model too small to write SQL): a use case per requirement
category (the table it is about) records one row of that table; its DML inserts the rows
it needs, parents first (each table once in the whole run: the rows of earlier use cases
stay), then reads them back.

A value per column type (`sample_value`) in every column the database does not fill itself
(identity, generated, default, serial), so a column the message added is written too; a
foreign key's columns take the referenced row's values (`SELECT … LIMIT 1`).
"""

from __future__ import annotations

import hashlib
import re

from durable_agents.schema_design.contract import (
    AnalyzedRequirements,
    Column,
    DmlOperation,
    ExecutionLog,
    ForeignKeyConstraint,
    Schema,
    Table,
    Usecase,
)
from durable_agents.schema_design.ddl import qualified_ident, quote_ident, quote_literal
from durable_agents.schema_design.enumerated import singular

_LENGTH = re.compile(r"\((\d+)")
_SAMPLES = (
    (re.compile(r"^(small|big)?int|^integer|^(small|big)?serial|^numeric|^decimal|^real|^double|^float|^money"), "1"),
    (re.compile(r"^bool"), "true"),
    (re.compile(r"^date"), "'2026-01-01'"),
    (re.compile(r"^timestamp"), "'2026-01-01 12:00:00'"),
    (re.compile(r"^time"), "'12:00:00'"),
    (re.compile(r"^interval"), "'1 day'"),
    (re.compile(r"^uuid"), "'00000000-0000-4000-8000-000000000001'"),
    (re.compile(r"^jsonb?"), "'{}'"),
    (re.compile(r"^bytea"), "'\\x00'"),
    (re.compile(r"^(inet|cidr)"), "'127.0.0.1'"),
)


def usecases(requirements: AnalyzedRequirements) -> list[Usecase]:
    """One use case a requirement category: record one row of its table."""
    found = []
    for table, lines in requirements.functionalRequirements.items():
        requirement = lines[0] if lines else f"Keep a record of each {singular(table)}."
        digest = hashlib.sha256(f"{table}\n{requirement}".encode()).hexdigest()[:10]
        found.append(
            Usecase(
                id=f"uc-{digest}-1",
                requirementType="functional",
                requirementCategory=table,
                requirement=requirement,
                title=f"Record a {singular(table)}",
                description=f"A user records one {singular(table)} and finds it in the {table} table.",
            )
        )
    return found


def dml_operations(schema: Schema, cases: list[Usecase]) -> list[DmlOperation]:
    """Each use case's INSERTs (the tables it needs first, each once in the run) and a SELECT."""
    inserted: set[str] = set()
    operations: list[DmlOperation] = []
    for case in cases:
        if case.requirementCategory not in schema.tables:
            continue
        for key in _needed(schema, case.requirementCategory, []):
            if key not in inserted:
                inserted.add(key)
                operations.append(_insert(schema, key, case))
        table = _table_sql(schema.tables[case.requirementCategory])
        operations.append(
            DmlOperation(
                useCaseId=case.id,
                operation_type="SELECT",
                sql=f"SELECT count(*) FROM {table}",
                description=f"The {case.requirementCategory} recorded",
            )
        )
    return operations


def _needed(schema: Schema, key: str, path: list[str]) -> list[str]:
    """The tables a row of `key` needs rows in (NOT NULL foreign keys), parents first, then `key`."""
    order: list[str] = []
    for fk in _foreign_keys(schema.tables[key]):
        parent = fk.targetTableName
        required = all(schema.tables[key].columns[c].notNull for c in fk.columnNames if c in schema.tables[key].columns)
        if parent in schema.tables and parent != key and parent not in path and required:
            order += [t for t in _needed(schema, parent, [*path, key]) if t not in order]
    return [*order, key]


def _insert(schema: Schema, key: str, case: Usecase) -> DmlOperation:
    table = schema.tables[key]
    values = {name: sample_value(schema, column) for name, column in table.columns.items() if _needs_value(column)}
    for fk in _foreign_keys(table):
        target = schema.tables.get(fk.targetTableName)
        if target is None or not any(c in values for c in fk.columnNames):
            continue
        for column, referenced in zip(fk.columnNames, fk.targetColumnNames, strict=False):
            values[column] = (
                f"(SELECT {quote_ident(referenced)} FROM {_table_sql(target)} "
                f"WHERE {quote_ident(referenced)} IS NOT NULL LIMIT 1)"
            )
    if values:
        names = ", ".join(quote_ident(n) for n in values)
        sql = f"INSERT INTO {_table_sql(table)} ({names}) VALUES ({', '.join(values.values())})"
    else:
        sql = f"INSERT INTO {_table_sql(table)} DEFAULT VALUES"
    return DmlOperation(useCaseId=case.id, operation_type="INSERT", sql=sql, description=f"One row of {key}")


def _needs_value(column: Column) -> bool:
    made = column.identity or column.generated or column.default is not None
    return not made and not column.type.lower().startswith(("serial", "bigserial", "smallserial"))


def _table_sql(table: Table) -> str:
    return qualified_ident(table.schemaName, table.name)


def _foreign_keys(table: Table) -> list[ForeignKeyConstraint]:
    return [c for c in table.constraints.values() if isinstance(c, ForeignKeyConstraint)]


def sample_value(schema: Schema, column: Column) -> str:
    """A literal of the column's type: its enum's first value, its domain's type's, else by the type's name."""
    type_ = column.type.strip().lower()
    if type_.endswith("[]"):
        return "'{}'"
    if column.type in schema.enums:
        return quote_literal(schema.enums[column.type].values[0])
    if column.type in schema.domains:
        return sample_value(schema, Column(name=column.name, type=schema.domains[column.type].type))
    for pattern, literal in _SAMPLES:
        if pattern.search(type_):
            return literal
    length = _LENGTH.search(type_)
    text = f"sample {column.name}"
    return quote_literal(text[: int(length.group(1))] if length else text)


def summary(schema: Schema, version: int, logs: list[ExecutionLog]) -> str:
    """The tables, their foreign keys and how the test DML went."""
    lines = [f"Schema version {version} has {len(schema.tables)} table(s):"]
    for key, table in list(schema.tables.items())[:50]:
        links = [f"{', '.join(fk.columnNames)} -> {fk.targetTableName}" for fk in _foreign_keys(table)]
        linked = f"; foreign keys: {'; '.join(links)}" if links else ""
        lines.append(f"- {key}: {', '.join(list(table.columns)[:20])}{linked}")
    passed = sum(log.success for log in logs)
    lines.append(f"The test DML: {passed} of {len(logs)} operations succeeded.")
    return "\n".join(lines)
