"""The schema as PostgreSQL DDL. (A script is read back into a schema by PostgreSQL itself:
`sandbox.import_script` runs it, `catalog` reads what it made.)

`ddl_statements` writes extensions, enum types, domains and sequences first, then the tables
in dependency order (columns, NOT NULL, DEFAULT, CHECK, identity and generated columns,
primary key, unique and check constraints; a partition after its table), then sequence
ownership, the indexes, the foreign keys as `ALTER TABLE … ADD CONSTRAINT` (so cycles work,
and a foreign key may rely on a unique index), then the comments. Identifiers are always
quoted; a column whose type is one of the schema's enums or domains names it quoted. A
column's `type`, `check`, a string `default` and a check constraint's `detail` are SQL
written as they are (a string default is an expression: `now()`, `'active'`).
"""

from __future__ import annotations

import heapq

from durable_agents.schema_design.contract import (
    CheckConstraint,
    Column,
    Domain,
    ForeignKeyConstraint,
    Index,
    IndexKey,
    PrimaryKeyConstraint,
    Schema,
    Sequence,
    Table,
    UniqueConstraint,
)
from durable_agents.schema_design.schema_ops import default_sql


def quote_ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def quote_literal(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def schema_ddl(schema: Schema) -> str:
    """The DDL as one script."""
    statements = ddl_statements(schema)
    return ";\n\n".join(statements) + ";\n" if statements else ""


def ddl_statements(schema: Schema) -> list[str]:
    """Every object in an order PostgreSQL accepts: extensions, enums, domains, sequences, the
    tables (a partitioned table before its partitions), sequence ownership, indexes (unique
    ones included), then foreign keys (they may rely on a unique index), then comments."""
    tables = _dependency_order(schema)
    statements = [f"CREATE EXTENSION IF NOT EXISTS {quote_ident(name)}" for name in schema.extensions]
    statements += [
        f"CREATE TYPE {quote_ident(enum.name)} AS ENUM ({', '.join(map(quote_literal, enum.values))})"
        for enum in schema.enums.values()
    ]
    statements += [_create_domain(schema, domain) for domain in schema.domains.values()]
    statements += [_create_sequence(sequence) for sequence in schema.sequences.values()]
    statements += [_create_table(schema, table) for table in tables]
    statements += [
        f"ALTER TABLE {quote_ident(table.name)} ADD {_check_sql(check)}"
        for table in tables
        for check in table.constraints.values()
        if isinstance(check, CheckConstraint) and check.notValid
    ]
    for sequence in schema.sequences.values():
        if sequence.ownedBy is not None:
            table, column = sequence.ownedBy.split(".", 1)
            statements.append(
                f"ALTER SEQUENCE {quote_ident(sequence.name)} OWNED BY {quote_ident(table)}.{quote_ident(column)}"
            )
    statements += [_index_sql(table, index) for table in tables for index in table.indexes.values()]
    for table in tables:
        for fk in table.constraints.values():
            if isinstance(fk, ForeignKeyConstraint):
                statements.append(f"ALTER TABLE {quote_ident(table.name)} ADD {_foreign_key_sql(fk)}")
    statements += _comments(schema, tables)
    return statements


def _comments(schema: Schema, tables: list[Table]) -> list[str]:
    statements = [
        f"COMMENT ON TYPE {quote_ident(enum.name)} IS {quote_literal(enum.comment)}"
        for enum in schema.enums.values()
        if enum.comment is not None
    ]
    statements += [
        f"COMMENT ON DOMAIN {quote_ident(domain.name)} IS {quote_literal(domain.comment)}"
        for domain in schema.domains.values()
        if domain.comment is not None
    ]
    for table in tables:
        if table.comment is not None:
            statements.append(f"COMMENT ON TABLE {quote_ident(table.name)} IS {quote_literal(table.comment)}")
        statements += [
            f"COMMENT ON COLUMN {quote_ident(table.name)}.{quote_ident(column.name)} IS {quote_literal(column.comment)}"
            for column in table.columns.values()
            if column.comment is not None
        ]
    return statements


def _create_domain(schema: Schema, domain: Domain) -> str:
    sql = f"CREATE DOMAIN {quote_ident(domain.name)} AS {_type_sql(schema, domain.type)}"
    if domain.collation is not None:
        sql += f" COLLATE {quote_ident(domain.collation)}"
    if domain.default is not None:
        sql += f" DEFAULT {domain.default}"
    if domain.notNull:
        sql += " NOT NULL"
    sql += "".join(f" CONSTRAINT {quote_ident(check.name)} CHECK ({check.detail})" for check in domain.checks)
    return sql


def _create_sequence(sequence: Sequence) -> str:
    bounds = " ".join(
        f"{word} {value}" if value is not None else f"NO {word}"
        for word, value in (("MINVALUE", sequence.minValue), ("MAXVALUE", sequence.maxValue))
    )
    return (
        f"CREATE SEQUENCE {quote_ident(sequence.name)} AS {sequence.dataType} START WITH {sequence.start} "
        f"INCREMENT BY {sequence.increment} {bounds} CACHE {sequence.cache}{' CYCLE' if sequence.cycle else ''}"
    )


def _index_sql(table: Table, index: Index) -> str:
    keys = ", ".join(_index_key_sql(key) for key in index.keys) if index.keys else _idents(index.columns)
    sql = f"CREATE {'UNIQUE ' if index.unique else ''}INDEX {quote_ident(index.name)} ON {quote_ident(table.name)} "
    sql += f"USING {index.type} ({keys})"
    if index.include:
        sql += f" INCLUDE ({_idents(index.include)})"
    if index.nullsNotDistinct:
        sql += " NULLS NOT DISTINCT"
    if index.storage:
        sql += f" WITH ({', '.join(index.storage)})"
    if index.where is not None:
        sql += f" WHERE {index.where}"
    return sql


def _index_key_sql(key: IndexKey) -> str:
    sql = quote_ident(key.column) if key.column is not None else f"({key.expression})"
    if key.collation is not None:
        sql += f" COLLATE {quote_ident(key.collation)}"
    if key.opclass is not None:
        sql += f" {key.opclass}"
    if key.descending:
        sql += " DESC"
    if key.nullsFirst is not None:
        sql += " NULLS FIRST" if key.nullsFirst else " NULLS LAST"
    return sql


def _deferral_sql(constraint: PrimaryKeyConstraint | UniqueConstraint | ForeignKeyConstraint) -> str:
    if not constraint.deferrable:
        return ""
    return " DEFERRABLE INITIALLY DEFERRED" if constraint.initiallyDeferred else " DEFERRABLE"


def _key_sql(constraint: PrimaryKeyConstraint | UniqueConstraint) -> str:
    sql = f"CONSTRAINT {quote_ident(constraint.name)} {constraint.type}"
    if isinstance(constraint, UniqueConstraint) and constraint.nullsNotDistinct:
        sql += " NULLS NOT DISTINCT"
    sql += f" ({_idents(constraint.columnNames)})"
    if constraint.include:
        sql += f" INCLUDE ({_idents(constraint.include)})"
    return sql + _deferral_sql(constraint)


def _check_sql(check: CheckConstraint) -> str:
    sql = f"CONSTRAINT {quote_ident(check.name)} CHECK ({check.detail})"
    return sql + (" NO INHERIT" if check.noInherit else "") + (" NOT VALID" if check.notValid else "")


def _foreign_key_sql(fk: ForeignKeyConstraint) -> str:
    sql = (
        f"CONSTRAINT {quote_ident(fk.name)} FOREIGN KEY ({_idents(fk.columnNames)}) "
        f"REFERENCES {quote_ident(fk.targetTableName)} ({_idents(fk.targetColumnNames)})"
    )
    if fk.matchFull:
        sql += " MATCH FULL"
    sql += f" ON UPDATE {fk.updateConstraint.replace('_', ' ')} ON DELETE {fk.deleteConstraint.replace('_', ' ')}"
    return sql + _deferral_sql(fk) + (" NOT VALID" if fk.notValid else "")


def _type_sql(schema: Schema, type_: str) -> str:
    """A column's or domain's type; one of the schema's enums or domains by its name, quoted."""
    return quote_ident(type_) if type_ in schema.enums or type_ in schema.domains else type_


def _idents(names: list[str]) -> str:
    return ", ".join(map(quote_ident, names))


def _dependency_order(schema: Schema) -> list[Table]:
    """Referenced tables before the tables referencing them, else the schema's order: each next
    table is the first in the schema's order whose referenced tables are all placed. Kahn's
    algorithm with the ready tables in a heap by position: O((tables + references) log tables)."""
    tables = list(schema.tables.values())
    position = {table.name: n for n, table in enumerate(tables)}
    waiting_for = [0] * len(tables)  # referenced tables not placed yet
    referenced_by: list[list[int]] = [[] for _ in tables]
    for n, table in enumerate(tables):
        for target in _references(table, position):
            waiting_for[n] += 1
            referenced_by[position[target]].append(n)
    ready = [n for n, count in enumerate(waiting_for) if count == 0]  # ascending: a heap already
    placed = [False] * len(tables)
    first_unplaced = 0
    ordered: list[Table] = []
    while len(ordered) < len(tables):
        if ready:
            n = heapq.heappop(ready)
        else:  # in a cycle no table is ready: take the first (the foreign keys come later anyway)
            while placed[first_unplaced]:
                first_unplaced += 1
            n = first_unplaced
        placed[n] = True
        ordered.append(tables[n])
        for referencing in referenced_by[n]:
            waiting_for[referencing] -= 1
            if waiting_for[referencing] == 0 and not placed[referencing]:
                heapq.heappush(ready, referencing)
    return ordered


def _references(table: Table, tables: dict[str, int]) -> set[str]:
    """The other tables of `tables` that `table` references, or is a partition of."""
    targets = {c.targetTableName for c in table.constraints.values() if isinstance(c, ForeignKeyConstraint)}
    if table.partitionOf is not None:
        targets.add(table.partitionOf)
    return {target for target in targets if target in tables} - {table.name}


def _create_table(schema: Schema, table: Table) -> str:
    lines = [_column_sql(schema, column) for column in table.columns.values()]
    for constraint in table.constraints.values():
        if isinstance(constraint, PrimaryKeyConstraint | UniqueConstraint):
            lines.append(_key_sql(constraint))
        elif isinstance(constraint, CheckConstraint) and not constraint.notValid:
            lines.append(_check_sql(constraint))
    body = "".join(f"\n  {line}," for line in lines).rstrip(",")
    kind = "UNLOGGED TABLE" if table.unlogged else "TABLE"
    if table.partitionOf is not None:
        sql = f"CREATE {kind} {quote_ident(table.name)} PARTITION OF {quote_ident(table.partitionOf)}"
        sql += f" ({body}\n) " if lines else " "
        sql += table.partitionBound or "DEFAULT"
    else:
        sql = f"CREATE {kind} {quote_ident(table.name)} ({body}\n)"
    if table.partitionBy is not None:
        sql += f" PARTITION BY {table.partitionBy}"
    if table.storage:
        sql += f" WITH ({', '.join(table.storage)})"
    return sql


def _column_sql(schema: Schema, column: Column) -> str:
    sql = f"{quote_ident(column.name)} {_type_sql(schema, column.type)}"
    if column.collation is not None:
        sql += f" COLLATE {quote_ident(column.collation)}"
    if column.generated is not None:
        sql += f" GENERATED ALWAYS AS ({column.generated}) {column.generatedKind}"
    if column.identity is not None:
        sql += f" GENERATED {column.identity} AS IDENTITY"
    if column.notNull:
        sql += " NOT NULL"
    if column.default is not None:
        sql += f" DEFAULT {default_sql(column.default)}"
    if column.check is not None:
        sql += f" CHECK ({column.check})"
    return sql
