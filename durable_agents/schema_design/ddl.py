"""The schema as PostgreSQL DDL. (A script is read back into a schema by PostgreSQL itself:
`sandbox.import_script` runs it, `catalog` reads what it made.)

`ddl_statements` writes the schemas besides `public`, extensions, enum types, then range and
composite types and domains (each after the others it is made of), the functions they and
the tables use, sequences, then the tables in dependency order (columns, NOT NULL, DEFAULT,
CHECK, identity and generated columns, primary key, unique, check and exclusion
constraints; a partition after its table), then sequence ownership, the indexes, the
foreign keys as `ALTER TABLE … ADD CONSTRAINT` (so cycles work, and a foreign key may rely
on a unique index), then the comments. Identifiers are always quoted, and qualified outside
`public`; a column whose type is one of the schema's types (by its key) names it so. A
column's `type`, `check`, a string `default`, a check's or exclusion's `detail` and a
function's `definition` are SQL written as they are (a string default is an expression:
`now()`, `'active'`).
"""

from __future__ import annotations

import heapq

from durable_agents.schema_design.contract import (
    CheckConstraint,
    Column,
    CompositeType,
    Domain,
    Enum,
    ExclusionConstraint,
    ForeignKeyConstraint,
    Index,
    IndexKey,
    PrimaryKeyConstraint,
    RangeType,
    Schema,
    Sequence,
    Table,
    UniqueConstraint,
)
from durable_agents.schema_design.schema_ops import default_sql, owned_column, type_key


def quote_ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def quote_literal(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def qualified_ident(schema_name: str | None, name: str) -> str:
    """An object's name as SQL: quoted, and schema-qualified outside `public` (None)."""
    return quote_ident(name) if schema_name is None else f"{quote_ident(schema_name)}.{quote_ident(name)}"


def _ref(item: Table | Sequence | Enum | Domain | CompositeType | RangeType) -> str:
    return qualified_ident(item.schemaName, item.name)


def _table_ref(schema: Schema, key: str) -> str:
    table = schema.tables.get(key)
    return _ref(table) if table is not None else quote_ident(key)


def schema_ddl(schema: Schema) -> str:
    """The DDL as one script."""
    statements = ddl_statements(schema)
    return ";\n\n".join(statements) + ";\n" if statements else ""


def ddl_statements(schema: Schema) -> list[str]:
    """Every object in an order PostgreSQL accepts: schemas, extensions, types, functions,
    sequences, the tables (a partitioned table before its partitions), sequence ownership,
    indexes (unique ones included), then foreign keys (they may rely on a unique index),
    then comments."""
    tables = _dependency_order(schema)
    statements = [f"CREATE SCHEMA {quote_ident(namespace.name)}" for namespace in schema.schemas.values()]
    statements += [f"CREATE EXTENSION IF NOT EXISTS {quote_ident(name)}" for name in schema.extensions]
    statements += [
        f"CREATE TYPE {_ref(enum)} AS ENUM ({', '.join(map(quote_literal, enum.values))})"
        for enum in schema.enums.values()
    ]
    statements += [_create_type(schema, item) for item in _types_in_order(schema)]
    if schema.functions:
        # As pg_dump does: a function body may use tables made after it.
        statements.append("SET check_function_bodies = false")
        statements += [function.definition for function in schema.functions.values()]
    statements += [_create_sequence(sequence) for sequence in schema.sequences.values()]
    statements += [_create_table(schema, table) for table in tables]
    statements += [
        f"ALTER TABLE {_ref(table)} ADD {_check_sql(check)}"
        for table in tables
        for check in table.constraints.values()
        if isinstance(check, CheckConstraint) and check.notValid
    ]
    for sequence in schema.sequences.values():
        owner = owned_column(schema, sequence.ownedBy) if sequence.ownedBy is not None else None
        if owner is not None:
            table, column = owner
            statements.append(f"ALTER SEQUENCE {_ref(sequence)} OWNED BY {_ref(table)}.{quote_ident(column)}")
    statements += [_index_sql(table, index) for table in tables for index in table.indexes.values()]
    for table in tables:
        for fk in table.constraints.values():
            if isinstance(fk, ForeignKeyConstraint):
                statements.append(f"ALTER TABLE {_ref(table)} ADD {_foreign_key_sql(schema, fk)}")
    statements += _comments(schema, tables)
    return statements


def _comments(schema: Schema, tables: list[Table]) -> list[str]:
    statements = [
        f"COMMENT ON SCHEMA {quote_ident(namespace.name)} IS {quote_literal(namespace.comment)}"
        for namespace in schema.schemas.values()
        if namespace.comment is not None
    ]
    for types in (schema.enums, schema.ranges, schema.composites):
        statements += [
            f"COMMENT ON TYPE {_ref(item)} IS {quote_literal(item.comment)}"
            for item in types.values()
            if item.comment is not None
        ]
    statements += [
        f"COMMENT ON DOMAIN {_ref(domain)} IS {quote_literal(domain.comment)}"
        for domain in schema.domains.values()
        if domain.comment is not None
    ]
    for table in tables:
        if table.comment is not None:
            statements.append(f"COMMENT ON TABLE {_ref(table)} IS {quote_literal(table.comment)}")
        statements += [
            f"COMMENT ON COLUMN {_ref(table)}.{quote_ident(column.name)} IS {quote_literal(column.comment)}"
            for column in table.columns.values()
            if column.comment is not None
        ]
    return statements


def _types_in_order(schema: Schema) -> list[RangeType | CompositeType | Domain]:
    """Range and composite types and domains, each after the others it is made of."""
    types: dict[str, RangeType | CompositeType | Domain] = {**schema.ranges, **schema.composites, **schema.domains}
    parts: dict[str, set[str]] = {}
    for key, item in types.items():
        if isinstance(item, RangeType):
            texts = [item.subtype]
        elif isinstance(item, CompositeType):
            texts = [attribute.type for attribute in item.attributes]
        else:
            texts = [item.type]
        parts[key] = {part for text in texts if (part := type_key(schema, text)) in types} - {key}
    return [types[key] for key in _topological(list(types), parts)]


def _create_type(schema: Schema, item: RangeType | CompositeType | Domain) -> str:
    if isinstance(item, Domain):
        return _create_domain(schema, item)
    if isinstance(item, CompositeType):
        attributes = ", ".join(
            f"{quote_ident(attribute.name)} {_type_sql(schema, attribute.type)}"
            + (f" COLLATE {quote_ident(attribute.collation)}" if attribute.collation is not None else "")
            for attribute in item.attributes
        )
        return f"CREATE TYPE {_ref(item)} AS ({attributes})"
    options = [f"SUBTYPE = {_type_sql(schema, item.subtype)}"]
    if item.subtypeOpclass is not None:
        options.append(f"SUBTYPE_OPCLASS = {item.subtypeOpclass}")
    if item.collation is not None:
        options.append(f"COLLATION = {quote_ident(item.collation)}")
    if item.canonical is not None:
        options.append(f"CANONICAL = {item.canonical}")
    if item.subtypeDiff is not None:
        options.append(f"SUBTYPE_DIFF = {item.subtypeDiff}")
    if item.multirangeName is not None:
        options.append(f"MULTIRANGE_TYPE_NAME = {qualified_ident(item.schemaName, item.multirangeName)}")
    return f"CREATE TYPE {_ref(item)} AS RANGE ({', '.join(options)})"


def _create_domain(schema: Schema, domain: Domain) -> str:
    sql = f"CREATE DOMAIN {_ref(domain)} AS {_type_sql(schema, domain.type)}"
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
        f"CREATE SEQUENCE {_ref(sequence)} AS {sequence.dataType} START WITH {sequence.start} "
        f"INCREMENT BY {sequence.increment} {bounds} CACHE {sequence.cache}{' CYCLE' if sequence.cycle else ''}"
    )


def _index_sql(table: Table, index: Index) -> str:
    keys = ", ".join(_index_key_sql(key) for key in index.keys) if index.keys else _idents(index.columns)
    sql = f"CREATE {'UNIQUE ' if index.unique else ''}INDEX {quote_ident(index.name)} ON {_ref(table)} "
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


def _deferral_sql(
    constraint: PrimaryKeyConstraint | UniqueConstraint | ForeignKeyConstraint | ExclusionConstraint,
) -> str:
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


def _exclusion_sql(constraint: ExclusionConstraint) -> str:
    return f"CONSTRAINT {quote_ident(constraint.name)} EXCLUDE {constraint.detail}" + _deferral_sql(constraint)


def _foreign_key_sql(schema: Schema, fk: ForeignKeyConstraint) -> str:
    sql = (
        f"CONSTRAINT {quote_ident(fk.name)} FOREIGN KEY ({_idents(fk.columnNames)}) "
        f"REFERENCES {_table_ref(schema, fk.targetTableName)} ({_idents(fk.targetColumnNames)})"
    )
    if fk.matchFull:
        sql += " MATCH FULL"
    sql += f" ON UPDATE {fk.updateConstraint.replace('_', ' ')} ON DELETE {fk.deleteConstraint.replace('_', ' ')}"
    return sql + _deferral_sql(fk) + (" NOT VALID" if fk.notValid else "")


def _type_sql(schema: Schema, type_: str) -> str:
    """A column's or type's type; one of the schema's types by its key, quoted (and qualified)."""
    for types in (schema.enums, schema.domains, schema.composites, schema.ranges):
        if type_ in types:
            return _ref(types[type_])
    return type_


def _idents(names: list[str]) -> str:
    return ", ".join(map(quote_ident, names))


def _dependency_order(schema: Schema) -> list[Table]:
    """Referenced tables before the tables referencing them, else the schema's order."""
    keys = list(schema.tables)
    order = _topological(keys, {key: _references(schema.tables[key], key, schema) for key in keys})
    return [schema.tables[key] for key in order]


def _topological(keys: list[str], references: dict[str, set[str]]) -> list[str]:
    """`keys` with each after those of `keys` it references, else in their order: each next is
    the first in order whose references are all placed. Kahn's algorithm with the ready keys
    in a heap by position: O((keys + references) log keys). In a cycle the first unplaced
    key comes next."""
    position = {key: n for n, key in enumerate(keys)}
    waiting_for = [0] * len(keys)  # referenced keys not placed yet
    referenced_by: list[list[int]] = [[] for _ in keys]
    for n, key in enumerate(keys):
        for target in references[key]:
            waiting_for[n] += 1
            referenced_by[position[target]].append(n)
    ready = [n for n, count in enumerate(waiting_for) if count == 0]  # ascending: a heap already
    placed = [False] * len(keys)
    first_unplaced = 0
    ordered: list[str] = []
    while len(ordered) < len(keys):
        if ready:
            n = heapq.heappop(ready)
        else:
            while placed[first_unplaced]:
                first_unplaced += 1
            n = first_unplaced
        placed[n] = True
        ordered.append(keys[n])
        for referencing in referenced_by[n]:
            waiting_for[referencing] -= 1
            if waiting_for[referencing] == 0 and not placed[referencing]:
                heapq.heappush(ready, referencing)
    return ordered


def _references(table: Table, key: str, schema: Schema) -> set[str]:
    """The other tables of the schema that `table` references, or is a partition of."""
    targets = {c.targetTableName for c in table.constraints.values() if isinstance(c, ForeignKeyConstraint)}
    if table.partitionOf is not None:
        targets.add(table.partitionOf)
    return {target for target in targets if target in schema.tables} - {key}


def _create_table(schema: Schema, table: Table) -> str:
    lines = [_column_sql(schema, column) for column in table.columns.values()]
    for constraint in table.constraints.values():
        if isinstance(constraint, PrimaryKeyConstraint | UniqueConstraint):
            lines.append(_key_sql(constraint))
        elif isinstance(constraint, CheckConstraint) and not constraint.notValid:
            lines.append(_check_sql(constraint))
        elif isinstance(constraint, ExclusionConstraint):
            lines.append(_exclusion_sql(constraint))
    body = "".join(f"\n  {line}," for line in lines).rstrip(",")
    kind = "UNLOGGED TABLE" if table.unlogged else "TABLE"
    if table.partitionOf is not None:
        sql = f"CREATE {kind} {_ref(table)} PARTITION OF {_table_ref(schema, table.partitionOf)}"
        sql += f" ({body}\n) " if lines else " "
        sql += table.partitionBound or "DEFAULT"
    else:
        sql = f"CREATE {kind} {_ref(table)} ({body}\n)"
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
