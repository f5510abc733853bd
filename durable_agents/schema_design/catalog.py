"""A PostgreSQL database's catalog read back into the schema model: what a schema dump or a
migration history left behind, as PostgreSQL itself understood it.

Read, in every schema but PostgreSQL's own: the schemas themselves, tables (UNLOGGED,
partitioned and partitions, storage parameters, comments), columns (types as `format_type`
writes them, defaults, NOT NULL, identity, stored and virtual generated columns,
collations), primary keys, unique, foreign key, check and exclusion constraints with their
options, indexes (methods, expressions, operator classes, orders, INCLUDE, partial, NULLS NOT
DISTINCT, storage parameters), enum, composite and range types, domains, sequences and their
ownership, the functions those objects use (whole, as `pg_get_functiondef` writes them), and
extensions. Objects of extensions are theirs, not the schema's. What the model does not hold
is counted by kind (`left_out`).

An object outside `public` is keyed `<schema>.<name>`; every expression is read with
`search_path` set to `public` alone, so names outside it come schema-qualified.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import psycopg
from psycopg.rows import dict_row

from durable_agents.schema_design.contract import (
    CheckConstraint,
    Column,
    CompositeAttribute,
    CompositeType,
    Constraint,
    Domain,
    DomainCheck,
    Enum,
    ExclusionConstraint,
    ForeignKeyConstraint,
    Function,
    Index,
    IndexKey,
    Namespace,
    PrimaryKeyConstraint,
    RangeType,
    ReferentialAction,
    Schema,
    Sequence,
    Table,
    UniqueConstraint,
    object_key,
)

_ACTIONS: dict[str, ReferentialAction] = {
    "a": "NO_ACTION",
    "r": "RESTRICT",
    "c": "CASCADE",
    "n": "SET_NULL",
    "d": "SET_DEFAULT",
}
# Objects an extension made (its functions, types, …) are not the schema's.
_NOT_OF_AN_EXTENSION = (
    "NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = {catalog}::regclass AND d.objid = {oid} "
    "AND d.deptype = 'e')"
)
# Every schema but PostgreSQL's own (the catalog, information_schema, TOAST and temporary ones).
_IN_USER_SCHEMA = (
    "{namespace} IN (SELECT oid FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema') "
    "AND nspname !~ '^pg_(toast|temp_)')"
)


def read_schema(connection: psycopg.Connection[Any]) -> tuple[Schema, Counter[str]]:
    """The modelled objects of the connection's database, and what it holds that the model does not."""
    connection.execute("SET search_path TO public")  # names in public are written unqualified
    cursor = connection.cursor(row_factory=dict_row)
    schema = Schema(
        extensions=[row["extname"] for row in cursor.execute(_EXTENSIONS)],
        schemas={row["name"]: Namespace(**row) for row in cursor.execute(_SCHEMAS)},
        enums=_keyed(Enum, cursor.execute(_ENUMS)),
        composites=_composites(cursor),
        ranges=_keyed(RangeType, cursor.execute(_RANGES)),
        domains=_domains(cursor),
        functions=_functions(cursor),
        sequences=_keyed(Sequence, cursor.execute(_SEQUENCES)),
    )
    tables = {row["oid"]: row for row in cursor.execute(_TABLES)}
    keys = {oid: object_key(_schema_name(row), row["name"]) for oid, row in tables.items()}
    columns = _columns(cursor)
    constraints = _constraints(cursor, keys, columns)
    indexes = _indexes(cursor, columns)
    for oid, row in tables.items():
        schema.tables[keys[oid]] = Table(
            name=row["name"],
            schemaName=_schema_name(row),
            comment=row["comment"],
            unlogged=row["unlogged"],
            storage=row["storage"] or [],
            partitionBy=row["partition_by"],
            partitionOf=keys.get(row["parent"]) if row["parent"] else None,
            partitionBound=row["bound"],
            columns={} if row["parent"] else {c.name: c for c in columns.get(oid, {}).values()},
            constraints={c.name: c for c in constraints.get(oid, [])},
            indexes={i.name: i for i in indexes.get(oid, [])},
        )
    left_out = _left_out(cursor)
    left_out["functions and procedures"] -= len(schema.functions)
    return schema, +left_out


def _schema_name(row: dict[str, Any]) -> str | None:
    """A row's `schema` as the model holds it: None for `public`."""
    return None if row["schema"] == "public" else row["schema"]


def _keyed(model: Any, rows: Any) -> dict[str, Any]:
    """Rows with `schema` and `name` as models keyed `<name>` or `<schema>.<name>`."""
    objects = {}
    for row in rows:
        schema_name = _schema_name(row)
        del row["schema"]
        objects[object_key(schema_name, row["name"])] = model(**row, schemaName=schema_name)
    return objects


_EXTENSIONS = "SELECT extname FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY extname"

_SCHEMAS = f"""
SELECT n.nspname AS name, obj_description(n.oid, 'pg_namespace') AS comment FROM pg_namespace n
WHERE {_IN_USER_SCHEMA.format(namespace="n.oid")} AND n.nspname <> 'public'
  AND {_NOT_OF_AN_EXTENSION.format(catalog="'pg_namespace'", oid="n.oid")}
ORDER BY n.oid"""

_ENUMS = f"""
SELECT n.nspname AS schema, t.typname AS name, array_agg(e.enumlabel ORDER BY e.enumsortorder) AS values,
       obj_description(t.oid, 'pg_type') AS comment
FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
WHERE {_IN_USER_SCHEMA.format(namespace="t.typnamespace")}
  AND {_NOT_OF_AN_EXTENSION.format(catalog="'pg_type'", oid="t.oid")}
GROUP BY t.oid, n.nspname, t.typname ORDER BY t.oid"""

_COMPOSITES = f"""
SELECT n.nspname AS schema, t.typname AS name, obj_description(t.oid, 'pg_type') AS comment,
       coalesce((SELECT json_agg(json_build_object(
                   'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
                   'collation', CASE WHEN a.attcollation <> at.typcollation THEN co.collname END) ORDER BY a.attnum)
                 FROM pg_attribute a JOIN pg_type at ON at.oid = a.atttypid
                 LEFT JOIN pg_collation co ON co.oid = a.attcollation
                 WHERE a.attrelid = t.typrelid AND a.attnum > 0 AND NOT a.attisdropped), '[]') AS attributes
FROM pg_type t JOIN pg_class c ON c.oid = t.typrelid JOIN pg_namespace n ON n.oid = t.typnamespace
WHERE t.typtype = 'c' AND c.relkind = 'c' AND {_IN_USER_SCHEMA.format(namespace="t.typnamespace")}
  AND {_NOT_OF_AN_EXTENSION.format(catalog="'pg_type'", oid="t.oid")}
ORDER BY t.oid"""


def _composites(cursor: psycopg.Cursor[dict[str, Any]]) -> dict[str, CompositeType]:
    rows = cursor.execute(_COMPOSITES).fetchall()
    for row in rows:
        row["attributes"] = [CompositeAttribute(**attribute) for attribute in row["attributes"]]
    return _keyed(CompositeType, rows)


_RANGES = f"""
SELECT n.nspname AS schema, t.typname AS name, obj_description(t.oid, 'pg_type') AS comment,
       format_type(r.rngsubtype, NULL) AS subtype, CASE WHEN NOT o.opcdefault THEN o.opcname END AS "subtypeOpclass",
       CASE WHEN r.rngcollation <> s.typcollation THEN co.collname END AS collation,
       CASE WHEN r.rngcanonical <> 0 THEN r.rngcanonical::regproc::text END AS canonical,
       CASE WHEN r.rngsubdiff <> 0 THEN r.rngsubdiff::regproc::text END AS "subtypeDiff",
       m.typname AS "multirangeName"
FROM pg_range r JOIN pg_type t ON t.oid = r.rngtypid JOIN pg_namespace n ON n.oid = t.typnamespace
JOIN pg_type s ON s.oid = r.rngsubtype JOIN pg_opclass o ON o.oid = r.rngsubopc
JOIN pg_type m ON m.oid = r.rngmultitypid LEFT JOIN pg_collation co ON co.oid = r.rngcollation
WHERE {_IN_USER_SCHEMA.format(namespace="t.typnamespace")}
  AND {_NOT_OF_AN_EXTENSION.format(catalog="'pg_type'", oid="t.oid")}
ORDER BY t.oid"""

# The functions a modelled object uses (a default or generated column, a check, an index
# expression), and those they use in turn (a `BEGIN ATOMIC` body records its own).
_FUNCTIONS = f"""
WITH RECURSIVE used(oid) AS (
  SELECT d.refobjid FROM pg_depend d
  WHERE d.refclassid = 'pg_proc'::regclass
    AND d.classid IN ('pg_attrdef'::regclass, 'pg_constraint'::regclass, 'pg_class'::regclass)
  UNION
  SELECT d.refobjid FROM pg_depend d JOIN used u ON d.objid = u.oid
  WHERE d.classid = 'pg_proc'::regclass AND d.refclassid = 'pg_proc'::regclass
)
SELECT n.nspname AS schema, p.proname AS name, pg_get_function_identity_arguments(p.oid) AS arguments,
       pg_get_functiondef(p.oid) AS definition
FROM pg_proc p JOIN used u ON u.oid = p.oid JOIN pg_namespace n ON n.oid = p.pronamespace
WHERE p.prokind = 'f' AND {_IN_USER_SCHEMA.format(namespace="p.pronamespace")}
  AND {_NOT_OF_AN_EXTENSION.format(catalog="'pg_proc'", oid="p.oid")}
ORDER BY p.oid"""


def _functions(cursor: psycopg.Cursor[dict[str, Any]]) -> dict[str, Function]:
    functions = {}
    for row in cursor.execute(_FUNCTIONS):
        function = Function(
            name=row["name"],
            schemaName=_schema_name(row),
            arguments=row["arguments"],
            definition=row["definition"].rstrip(),
        )
        functions[object_key(function.schemaName, f"{function.name}({function.arguments})")] = function
    return functions


_DOMAINS = f"""
SELECT t.oid, n.nspname AS schema, t.typname AS name, format_type(t.typbasetype, t.typtypmod) AS type, t.typnotnull AS "notNull",
       t.typdefault AS default, CASE WHEN t.typcollation <> b.typcollation THEN c.collname END AS collation,
       obj_description(t.oid, 'pg_type') AS comment
FROM pg_type t JOIN pg_type b ON b.oid = t.typbasetype LEFT JOIN pg_collation c ON c.oid = t.typcollation
JOIN pg_namespace n ON n.oid = t.typnamespace
WHERE t.typtype = 'd' AND {_IN_USER_SCHEMA.format(namespace="t.typnamespace")}
  AND {_NOT_OF_AN_EXTENSION.format(catalog="'pg_type'", oid="t.oid")}
ORDER BY t.oid"""

_DOMAIN_CHECKS = """
SELECT contypid AS domain, conname AS name, pg_get_constraintdef(oid) AS definition
FROM pg_constraint WHERE contypid <> 0 AND contype = 'c' ORDER BY oid"""


def _domains(cursor: psycopg.Cursor[dict[str, Any]]) -> dict[str, Domain]:
    checks: dict[int, list[DomainCheck]] = {}
    for row in cursor.execute(_DOMAIN_CHECKS):
        checks.setdefault(row["domain"], []).append(
            DomainCheck(name=row["name"], detail=_parenthesized(row["definition"], "CHECK "))
        )
    rows = cursor.execute(_DOMAINS).fetchall()
    for row in rows:
        row["checks"] = checks.get(row.pop("oid"), [])
    return _keyed(Domain, rows)


_SEQUENCES = f"""
SELECT n.nspname AS schema, c.relname AS name, format_type(s.seqtypid, NULL) AS "dataType", s.seqstart AS start,
       s.seqincrement AS increment, s.seqmin AS "minValue", s.seqmax AS "maxValue", s.seqcache AS cache,
       s.seqcycle AS cycle,
       (SELECT CASE WHEN tn.nspname = 'public' THEN '' ELSE tn.nspname || '.' END || t.relname || '.' || a.attname
        FROM pg_depend d
          JOIN pg_class t ON t.oid = d.refobjid JOIN pg_namespace tn ON tn.oid = t.relnamespace
          JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
        WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'a') AS "ownedBy"
FROM pg_sequence s JOIN pg_class c ON c.oid = s.seqrelid JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE {_IN_USER_SCHEMA.format(namespace="c.relnamespace")}
  AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
                  AND d.deptype = 'i')  -- an identity column's own
  AND {_NOT_OF_AN_EXTENSION.format(catalog="'pg_class'", oid="c.oid")}
ORDER BY c.oid"""

_TABLES = f"""
SELECT c.oid, n.nspname AS schema, c.relname AS name, obj_description(c.oid, 'pg_class') AS comment,
       c.relpersistence = 'u' AS unlogged, c.reloptions AS storage,
       CASE WHEN c.relkind = 'p' THEN pg_get_partkeydef(c.oid) END AS partition_by,
       (SELECT i.inhparent FROM pg_inherits i WHERE i.inhrelid = c.oid AND c.relispartition) AS parent,
       CASE WHEN c.relispartition THEN pg_get_expr(c.relpartbound, c.oid) END AS bound
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'p') AND {_IN_USER_SCHEMA.format(namespace="c.relnamespace")}
  AND {_NOT_OF_AN_EXTENSION.format(catalog="'pg_class'", oid="c.oid")}
ORDER BY c.oid"""

_COLUMNS = f"""
SELECT a.attrelid AS table, a.attnum AS number, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
       a.attnotnull AS "notNull", a.attidentity AS identity, a.attgenerated AS generated,
       pg_get_expr(d.adbin, d.adrelid) AS expression,
       CASE WHEN a.attcollation <> t.typcollation THEN co.collname END AS collation,
       col_description(a.attrelid, a.attnum) AS comment
FROM pg_attribute a
JOIN pg_class c ON c.oid = a.attrelid
JOIN pg_type t ON t.oid = a.atttypid
LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
LEFT JOIN pg_collation co ON co.oid = a.attcollation
WHERE c.relkind IN ('r', 'p') AND {_IN_USER_SCHEMA.format(namespace="c.relnamespace")} AND a.attnum > 0
  AND NOT a.attisdropped
ORDER BY a.attrelid, a.attnum"""

_IDENTITY = {"a": "ALWAYS", "d": "BY DEFAULT"}
_GENERATED = {"s": "STORED", "v": "VIRTUAL"}


def _columns(cursor: psycopg.Cursor[dict[str, Any]]) -> dict[int, dict[int, Column]]:
    """Per table oid, its columns by number."""
    columns: dict[int, dict[int, Column]] = {}
    for row in cursor.execute(_COLUMNS):
        generated = _GENERATED.get(row["generated"])
        column = Column(
            name=row["name"],
            type=row["type"],
            notNull=row["notNull"],
            default=None if generated else row["expression"],
            comment=row["comment"],
            identity=_IDENTITY.get(row["identity"]),  # type: ignore[arg-type]
            generated=row["expression"] if generated else None,
            generatedKind=generated or "STORED",  # type: ignore[arg-type]
            collation=row["collation"],
        )
        columns.setdefault(row["table"], {})[row["number"]] = column
    return columns


_CONSTRAINTS = f"""
SELECT k.conrelid AS table, k.conname AS name, k.contype AS kind, k.conkey AS keys, k.confrelid AS target,
       k.confkey AS target_keys, k.confupdtype AS on_update, k.confdeltype AS on_delete,
       k.confmatchtype = 'f' AS match_full, k.condeferrable AS deferrable, k.condeferred AS deferred,
       NOT k.convalidated AS not_valid, k.connoinherit AS no_inherit, pg_get_constraintdef(k.oid) AS definition,
       i.indkey::int2[] AS index_keys, i.indnkeyatts AS index_key_count,
       coalesce(i.indnullsnotdistinct, false) AS nulls_not_distinct
FROM pg_constraint k
JOIN pg_class c ON c.oid = k.conrelid
LEFT JOIN pg_index i ON i.indexrelid = k.conindid AND k.contype IN ('p', 'u')
WHERE {_IN_USER_SCHEMA.format(namespace="c.relnamespace")} AND k.contype IN ('p', 'u', 'f', 'c', 'x')
  AND k.conislocal
  AND k.conparentid = 0
ORDER BY k.conrelid, k.oid"""


def _constraints(
    cursor: psycopg.Cursor[dict[str, Any]], tables: dict[int, str], columns: dict[int, dict[int, Column]]
) -> dict[int, list[Constraint]]:
    constraints: dict[int, list[Constraint]] = {}
    for row in cursor.execute(_CONSTRAINTS):
        if row["kind"] == "f" and row["target"] not in tables:
            continue  # a foreign key to an extension's table
        own = columns.get(row["table"], {})
        constraints.setdefault(row["table"], []).append(_constraint(row, own, tables, columns))
    return constraints


def _constraint(
    row: dict[str, Any], own: dict[int, Column], tables: dict[int, str], columns: dict[int, dict[int, Column]]
) -> Constraint:
    names = [own[number].name for number in row["keys"] or [] if number]  # 0: an expression
    deferral = {"deferrable": row["deferrable"], "initiallyDeferred": row["deferred"]}
    if row["kind"] == "x":
        return ExclusionConstraint(name=row["name"], detail=_exclusion(row), columnNames=names, **deferral)
    if row["kind"] == "c":
        detail = _parenthesized(row["definition"], "CHECK ")
        return CheckConstraint(name=row["name"], detail=detail, noInherit=row["no_inherit"], notValid=row["not_valid"])
    if row["kind"] == "f":
        target = columns.get(row["target"], {})
        return ForeignKeyConstraint(
            name=row["name"],
            columnNames=names,
            targetTableName=tables[row["target"]],
            targetColumnNames=[target[number].name for number in row["target_keys"]],
            updateConstraint=_ACTIONS[row["on_update"]],
            deleteConstraint=_ACTIONS[row["on_delete"]],
            matchFull=row["match_full"],
            notValid=row["not_valid"],
            **deferral,
        )
    index_keys = row["index_keys"] or []
    include = [own[number].name for number in index_keys[row["index_key_count"] :]]
    if row["kind"] == "p":
        return PrimaryKeyConstraint(name=row["name"], columnNames=names, include=include, **deferral)
    return UniqueConstraint(
        name=row["name"], columnNames=names, include=include, nullsNotDistinct=row["nulls_not_distinct"], **deferral
    )


_INDEXES = f"""
SELECT i.indrelid AS table, x.relname AS name, i.indisunique AS unique, am.amname AS method,
       i.indkey::int2[] AS keys, i.indnkeyatts AS key_count, i.indclass::oid[] AS opclasses,
       i.indoption::int2[] AS options, i.indcollation::oid[] AS collations,
       coalesce(i.indnullsnotdistinct, false) AS nulls_not_distinct,
       pg_get_expr(i.indpred, i.indrelid) AS predicate, x.reloptions AS storage,
       ARRAY(SELECT pg_get_indexdef(i.indexrelid, k, true) FROM generate_series(1, i.indnkeyatts) k) AS key_texts,
       ARRAY(SELECT CASE WHEN o.opcdefault THEN NULL ELSE o.opcname END
             FROM unnest(i.indclass::oid[]) WITH ORDINALITY u(oid, n) JOIN pg_opclass o ON o.oid = u.oid
             ORDER BY u.n) AS opclass_names,
       ARRAY(SELECT CASE WHEN u.oid = 0 OR u.oid = coalesce(
                      (SELECT a.attcollation FROM pg_attribute a
                       WHERE a.attrelid = i.indrelid AND a.attnum = (i.indkey::int2[])[u.n - 1]), 0)
                    THEN NULL ELSE co.collname END
             FROM unnest(i.indcollation::oid[]) WITH ORDINALITY u(oid, n) LEFT JOIN pg_collation co ON co.oid = u.oid
             ORDER BY u.n) AS collation_names
FROM pg_index i
JOIN pg_class x ON x.oid = i.indexrelid
JOIN pg_class c ON c.oid = i.indrelid
JOIN pg_am am ON am.oid = x.relam
WHERE {_IN_USER_SCHEMA.format(namespace="c.relnamespace")} AND c.relkind IN ('r', 'p')
  AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.contype IN ('p', 'u', 'x'))
  AND NOT EXISTS (SELECT 1 FROM pg_inherits h WHERE h.inhrelid = i.indexrelid)
ORDER BY i.indrelid, i.indexrelid"""

_DESC, _NULLS_FIRST = 1, 2  # pg_index.indoption bits


def _indexes(cursor: psycopg.Cursor[dict[str, Any]], columns: dict[int, dict[int, Column]]) -> dict[int, list[Index]]:
    indexes: dict[int, list[Index]] = {}
    for row in cursor.execute(_INDEXES):
        own = columns.get(row["table"], {})
        keys = [_index_key(row, n, own) for n in range(row["key_count"])]
        plain = all(set(key.model_dump(exclude_defaults=True)) == {"column"} for key in keys)
        index = Index(
            name=row["name"],
            unique=row["unique"],
            type=row["method"],
            columns=[key.column for key in keys if key.column is not None],
            keys=[] if plain else keys,
            include=[own[number].name for number in row["keys"][row["key_count"] :]],
            where=row["predicate"],
            nullsNotDistinct=row["nulls_not_distinct"],
            storage=row["storage"] or [],
        )
        indexes.setdefault(row["table"], []).append(index)
    return indexes


def _index_key(row: dict[str, Any], n: int, own: dict[int, Column]) -> IndexKey:
    number, option = row["keys"][n], row["options"][n]
    descending = bool(option & _DESC)
    nulls_first = bool(option & _NULLS_FIRST)
    return IndexKey(
        column=own[number].name if number else None,
        expression=None if number else row["key_texts"][n],
        collation=row["collation_names"][n],
        opclass=row["opclass_names"][n],
        descending=descending,
        nullsFirst=None if nulls_first == descending else nulls_first,
    )


_LEFT_OUT = f"""
SELECT 'views' AS kind, count(*) FROM pg_class c WHERE c.relkind IN ('v', 'm')
   AND c.relnamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
   AND {_NOT_OF_AN_EXTENSION.format(catalog="'pg_class'", oid="c.oid")}
UNION ALL SELECT 'functions and procedures', count(*) FROM pg_proc p
 WHERE p.pronamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
   AND {_NOT_OF_AN_EXTENSION.format(catalog="'pg_proc'", oid="p.oid")}
   AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid
                   AND d.deptype = 'i')  -- a range type's constructors
UNION ALL SELECT 'triggers', count(*) FROM pg_trigger t WHERE NOT t.tgisinternal
UNION ALL SELECT 'row security policies', count(*) FROM pg_policy
UNION ALL SELECT 'rules', count(*) FROM pg_rewrite r JOIN pg_class c ON c.oid = r.ev_class
 WHERE c.relkind IN ('r', 'p') AND r.rulename <> '_RETURN'"""


def _left_out(cursor: psycopg.Cursor[dict[str, Any]]) -> Counter[str]:
    return Counter({row["kind"]: row["count"] for row in cursor.execute(_LEFT_OUT) if row["count"]})


def _exclusion(row: dict[str, Any]) -> str:
    """What follows EXCLUDE in the constraint's definition, without the DEFERRABLE that
    `pg_get_constraintdef` adds (the model holds that apart)."""
    detail = row["definition"].removeprefix("EXCLUDE ")
    for flag, words in ((row["deferred"], " INITIALLY DEFERRED"), (row["deferrable"], " DEFERRABLE")):
        detail = detail.removesuffix(words) if flag else detail
    return detail


def _parenthesized(definition: str, prefix: str) -> str:
    """The expression in `CHECK (<expression>) …` as PostgreSQL writes a check's definition
    (parentheses inside quoted literals and identifiers do not count)."""
    body = definition[len(prefix) :]
    depth, quote = 0, ""
    for position, character in enumerate(body):
        if quote:
            quote = "" if character == quote else quote  # a doubled quote closes and reopens: same result
        elif character in "'\"":
            quote = character
        elif character in "()":
            depth += 1 if character == "(" else -1
            if depth == 0:
                return body[1:position]
    return body
