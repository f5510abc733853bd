"""The schema design tool's logic: JSON Patch (RFC 6902, the `jsonpatch` library) on the
schema's JSON, restricted to the schema's own paths and checked before anything is kept,
and the schema as compact text for a prompt.

A refused patch raises `PatchRejected` with a message that says what to fix (which
operation, its path, why): it goes back to the LLM as the tool's result.
"""

from __future__ import annotations

import re
from typing import Any

import jsonpatch
from jsonpointer import JsonPointer, JsonPointerException
from pydantic import BaseModel, ValidationError

from durable_agents.schema_design.contract import (
    CheckConstraint,
    Column,
    CompositeType,
    Constraint,
    Domain,
    Enum,
    ExclusionConstraint,
    ForeignKeyConstraint,
    Function,
    Index,
    PatchOperation,
    PrimaryKeyConstraint,
    RangeType,
    Schema,
    Sequence,
    Table,
    UniqueConstraint,
    object_key,
)


class PatchRejected(ValueError):
    """The patch was not applied; the message says what to fix."""


# Where a patch may write, level by level: "*" stands for any name or list position. A
# collection's "*" leads to its entries' fields; a list's "*" to nothing below.
_LIST = {"*": None}
_CONSTRAINT_FIELDS = {
    name: _LIST if name in ("columnNames", "targetColumnNames") else None
    for model in (PrimaryKeyConstraint, ForeignKeyConstraint, UniqueConstraint, CheckConstraint, ExclusionConstraint)
    for name in model.model_fields
}
_PATHS: dict[str, Any] = {
    "tables": {
        "*": {
            "name": None,
            "comment": None,
            "columns": {"*": dict.fromkeys(Column.model_fields)},
            "constraints": {"*": _CONSTRAINT_FIELDS},
            "indexes": {"*": {name: _LIST if name == "columns" else None for name in Index.model_fields}},
        }
    },
    "enums": {"*": {"name": None, "comment": None, "values": _LIST}},
}
_ENTRY_KINDS = {
    "tables": "table",
    "columns": "column",
    "constraints": "constraint",
    "indexes": "index",
    "enums": "enum",
}
_PATH_HELP = (
    "a patch may change one table (/tables/<table>), its name or comment, a column "
    "(/tables/<table>/columns/<column>) or one of its fields, a constraint (/tables/<table>/constraints/<name>), "
    "an index (/tables/<table>/indexes/<name>), or an enum (/enums/<enum>, its values, values/<n> or comment)"
)
_MISSING = object()


def apply_patch(schema: Schema, operations: list[PatchOperation]) -> tuple[Schema, list[PatchOperation]]:
    """Apply the operations in order; return the new schema and the patch that turns it back
    into `schema`. All or nothing: the first refused operation raises `PatchRejected`."""
    if not operations:
        raise PatchRejected("Patch rejected: it has no operations.")
    old = schema.model_dump(mode="json", by_alias=True)
    document: Any = old
    for number, operation in enumerate(patch_json(operations), 1):
        where = f"operation {number} ({operation['op']} {operation['path']})"
        problem = _operation_problem(document, operation)
        if problem is None:
            try:
                document = jsonpatch.apply_patch(document, [operation])
            except (jsonpatch.JsonPatchException, JsonPointerException) as exc:
                problem = str(exc)
        if problem is not None:
            raise PatchRejected(f"Patch rejected, nothing was applied: {where}: {problem}.")
    problems = _model_problems(document)
    if problems:
        raise PatchRejected(
            "Patch rejected, nothing was applied: the schema it makes is invalid:\n- " + "\n- ".join(problems)
        )
    new = Schema.model_validate(document)
    reverse = jsonpatch.make_patch(new.model_dump(mode="json", by_alias=True), old).patch
    return new, [PatchOperation.model_validate(item) for item in reverse]


def patch_json(operations: list[PatchOperation]) -> list[dict[str, Any]]:
    """The operations as RFC 6902 JSON: `value` only where the op takes one, `from` likewise."""
    result = []
    for operation in operations:
        item: dict[str, Any] = {"op": operation.op, "path": operation.path}
        if operation.op in ("add", "replace", "test"):
            item["value"] = operation.value
        if operation.op in ("move", "copy"):
            item["from"] = operation.from_
        result.append(item)
    return result


def _operation_problem(document: Any, operation: dict[str, Any]) -> str | None:
    """Why this operation may not apply to `document`, or None."""
    op, path = operation["op"], operation["path"]
    sources = [operation["from"]] if op in ("move", "copy") else []
    for pointer in [path, *sources]:
        if pointer is None:
            return f'"{op}" needs "from": the path to {op} from'
        problem = _path_problem(pointer)
        if problem is not None:
            return problem
    parts = JsonPointer(path).parts
    if op in ("remove", "replace", "test"):
        return _missing(document, parts)
    for source in sources:
        problem = _missing(document, JsonPointer(source).parts)
        if problem is not None:
            return problem
    problem = _missing(document, parts[:-1])
    if problem is not None:
        return problem
    if _entry_kind(parts) is not None and _resolve(document, parts) is not _MISSING:
        return f'{_describe(parts)} already exists: use "replace" to change it, or another name'
    return None


def _path_problem(path: str) -> str | None:
    """Why a patch may not write at `path`, or None."""
    try:
        parts = JsonPointer(path).parts
    except JsonPointerException:
        return f'"{path}" is not a JSON Pointer (it starts with "/", e.g. /tables/users)'
    level: Any = _PATHS
    for depth, part in enumerate(parts):
        if level is None:
            return f"{path} goes below a field that holds a plain value; {_PATH_HELP}"
        if part in level:
            level = level[part]
        elif "*" in level:
            level = level["*"]
        else:
            above = "/" + "/".join(parts[:depth])
            return f'there is no "{part}" under {above} (there is: {", ".join(sorted(level))}); {_PATH_HELP}'
    if not parts or (level is not None and level.get("*") is not None):
        return f"{path or '/'} is a whole collection, which a patch may not replace; {_PATH_HELP}"
    return None


def _entry_kind(parts: list[str]) -> str | None:
    """'table', 'column', … when `parts` names one entry of a collection, else None."""
    if len(parts) in (2, 4) and parts[-2] in _ENTRY_KINDS:
        return _ENTRY_KINDS[parts[-2]]
    return None


def _describe(parts: list[str]) -> str:
    kind = _entry_kind(parts)
    if kind in ("table", "enum"):
        return f'{kind} "{parts[1]}"'
    if kind is not None:
        return f'{kind} "{parts[3]}" of table "{parts[1]}"'
    return "/" + "/".join(part.replace("~", "~0").replace("/", "~1") for part in parts)


def _resolve(document: Any, parts: list[str]) -> Any:
    try:
        return JsonPointer.from_parts(parts).resolve(document)
    except JsonPointerException:
        return _MISSING


def _missing(document: Any, parts: list[str]) -> str | None:
    """'table "x" does not exist' for the shortest prefix of `parts` that does not resolve."""
    for end in range(1, len(parts) + 1):
        if _resolve(document, parts[:end]) is _MISSING:
            return f"{_describe(parts[:end])} does not exist"
    return None


def _model_problems(document: Any) -> list[str]:
    try:
        schema = Schema.model_validate(document)
    except ValidationError as exc:
        return [f"/{'/'.join(str(part) for part in error['loc'])}: {error['msg']}" for error in exc.errors()]
    return list(_unknown_fields(schema, document, "")) + schema_problems(schema)


def _unknown_fields(model: BaseModel, raw: Any, path: str) -> list[str]:
    """Fields the JSON has but the model does not (pydantic would drop them silently)."""
    fields = {info.alias or name: name for name, info in type(model).model_fields.items()}
    problems = []
    for key, value in raw.items():
        if key not in fields:
            problems.append(f"{path}/{key}: unknown field (known: {', '.join(fields)})")
            continue
        attribute = getattr(model, fields[key])
        if isinstance(attribute, BaseModel):
            problems += _unknown_fields(attribute, value, f"{path}/{key}")
        elif isinstance(attribute, dict):
            for name, entry in attribute.items():
                if isinstance(entry, BaseModel):
                    problems += _unknown_fields(entry, value[name], f"{path}/{key}/{name}")
    return problems


def schema_problems(schema: Schema) -> list[str]:
    """What PostgreSQL would refuse or the schema's own shape forbids: keys that differ from
    their objects' schema and name, schemas not declared, constraints and indexes on missing
    columns, foreign keys to missing tables."""
    problems = []
    for key, namespace in schema.schemas.items():
        problems += _name_problem(f"/schemas/{key}", key, namespace.name)
        if key == "public":
            problems.append("/schemas/public: the public schema is always there: leave it out of /schemas")
    for key, enum in schema.enums.items():
        problems += _key_problems(schema, f"/enums/{key}", key, enum)
        duplicates = sorted({value for value in enum.values if enum.values.count(value) > 1})
        if duplicates:
            problems.append(f"/enums/{key}/values: repeated value(s) {', '.join(map(repr, duplicates))}")
    for key, table in schema.tables.items():
        problems += _key_problems(schema, f"/tables/{key}", key, table) + _table_problems(schema, table, key)
    for types, path in ((schema.domains, "domains"), (schema.composites, "composites"), (schema.ranges, "ranges")):
        for key, item in types.items():
            problems += _key_problems(schema, f"/{path}/{key}", key, item)
    for key, composite in schema.composites.items():
        names = [attribute.name for attribute in composite.attributes]
        duplicates = sorted({name for name in names if names.count(name) > 1})
        if duplicates:
            problems.append(f"/composites/{key}/attributes: repeated name(s) {', '.join(duplicates)}")
    for key, function in schema.functions.items():
        problems += _key_problems(schema, f"/functions/{key}", key, function)
    for key, sequence in schema.sequences.items():
        problems += _key_problems(schema, f"/sequences/{key}", key, sequence) + _owner_problems(schema, key, sequence)
    return problems


def _key_problems(
    schema: Schema, path: str, key: str, item: Table | Enum | Domain | CompositeType | RangeType | Function | Sequence
) -> list[str]:
    """The object's key is `<name>` in `public`, `<schema>.<name>` in a schema of /schemas."""
    problems = []
    if item.schemaName not in (None, "public") and item.schemaName not in schema.schemas:
        problems.append(f'{path}/schemaName: schema "{item.schemaName}" is not in /schemas')
    name = f"{item.name}({item.arguments})" if isinstance(item, Function) else item.name
    expected = object_key(item.schemaName, name)
    if key != expected and expected == name:
        problems.append(f'{path}: its name is "{name}", but it must equal its key "{key}"')
    elif key != expected:
        problems.append(f'{path}: its schema and name make the key "{expected}", but its key is "{key}"')
    return problems


def owned_column(schema: Schema, owned_by: str) -> tuple[Table, str] | None:
    """The table and column a sequence's `ownedBy` (`<table key>.<column>`) names, if any.
    Keys and column names may hold dots: each split that names a column counts."""
    for position, character in enumerate(owned_by):
        if character == ".":
            table = schema.tables.get(owned_by[:position])
            column = owned_by[position + 1 :]
            if table is not None and column in table.columns:
                return table, column
    return None


def _owner_problems(schema: Schema, key: str, sequence: Sequence) -> list[str]:
    """A sequence's `ownedBy` names a column of the schema as `<table key>.<column>`."""
    if sequence.ownedBy is None or owned_column(schema, sequence.ownedBy) is not None:
        return []
    return [f'/sequences/{key}/ownedBy: "{sequence.ownedBy}" is not <table>.<column> of a column of the schema']


_IDENTIFIER = re.compile(r'"((?:[^"]|"")*)"|([^."]+)')


def type_key(schema: Schema, type_text: str) -> str:
    """The key a column's or type's `type` names its base type by, arrays aside: `mood[]`
    and `"Audit".mood` (as PostgreSQL writes a name outside `public`) name `mood` and `Audit.mood`."""
    base = type_text.strip()
    while base.endswith("[]"):
        base = base[:-2].rstrip()
    if base in schema.enums or base in schema.domains or base in schema.composites or base in schema.ranges:
        return base
    parts = [quoted.replace('""', '"') if quoted else bare for quoted, bare in _IDENTIFIER.findall(base)]
    return ".".join(parts)


def _table_problems(schema: Schema, table: Table, key: str) -> list[str]:
    problems = []
    for name, column in table.columns.items():
        problems += _name_problem(f"/tables/{key}/columns/{name}", name, column.name)
    primary_keys = [name for name, c in table.constraints.items() if isinstance(c, PrimaryKeyConstraint)]
    if len(primary_keys) > 1:
        problems.append(f"/tables/{key}/constraints: more than one PRIMARY KEY ({', '.join(primary_keys)})")
    for name, constraint in table.constraints.items():
        path = f"/tables/{key}/constraints/{name}"
        problems += _name_problem(path, name, constraint.name)
        if not isinstance(constraint, CheckConstraint):
            problems += _columns_problem(path, key, table, constraint.columnNames)
        if isinstance(constraint, PrimaryKeyConstraint | UniqueConstraint):
            problems += _columns_problem(path, key, table, constraint.include)
        if isinstance(constraint, ForeignKeyConstraint):
            problems += _target_problems(schema, path, constraint)
    for name, index in table.indexes.items():
        path = f"/tables/{key}/indexes/{name}"
        keyed = [index_key.column for index_key in index.keys if index_key.column is not None]
        problems += _name_problem(path, name, index.name)
        problems += _columns_problem(path, key, table, [*index.columns, *keyed, *index.include])
        if not index.columns and not index.keys:
            problems.append(f"{path}: an index needs columns or keys")
    if table.partitionOf is not None and table.partitionOf not in schema.tables:
        problems.append(f'/tables/{key}/partitionOf: table "{table.partitionOf}" does not exist')
    return problems


def _target_problems(schema: Schema, path: str, constraint: ForeignKeyConstraint) -> list[str]:
    target = schema.tables.get(constraint.targetTableName)
    if target is None:
        return [f'{path}: references table "{constraint.targetTableName}", which does not exist']
    problems = _columns_problem(path, constraint.targetTableName, target, constraint.targetColumnNames)
    if len(constraint.columnNames) != len(constraint.targetColumnNames):
        problems.append(
            f"{path}: {len(constraint.columnNames)} column(s) reference "
            f"{len(constraint.targetColumnNames)} target column(s); the counts must match"
        )
    return problems


def _name_problem(path: str, key: str, name: str) -> list[str]:
    return [] if key == name else [f'{path}: its name is "{name}", but it must equal its key "{key}"']


def _columns_problem(path: str, key: str, table: Table, names: list[str]) -> list[str]:
    missing = [name for name in names if name not in table.columns]
    if not missing:
        return []
    return [f'{path}: table "{key}" has no column(s) {", ".join(missing)}']


def schema_text(schema: Schema) -> str:
    """The schema as compact text for a prompt: one block per table (by key), then the types,
    sequences, functions and schemas."""
    if not (schema.tables or schema.enums or schema.domains or schema.sequences or schema.composites or schema.ranges):
        return "(empty schema)"
    lines = []
    for key, table in schema.tables.items():
        partition = f" PARTITION OF {table.partitionOf} {table.partitionBound}" if table.partitionOf else ""
        partitioned = f" PARTITION BY {table.partitionBy}" if table.partitionBy else ""
        lines.append(f"table {key}{partition}{partitioned}{_comment(table.comment)}")
        lines += ["  " + _column_text(column) for column in table.columns.values()]
        lines += ["  " + _constraint_text(constraint) for constraint in table.constraints.values()]
        lines += ["  " + _index_text(index) for index in table.indexes.values()]
    for key, enum in schema.enums.items():
        values = ", ".join(f"'{value}'" for value in enum.values)
        lines.append(f"enum {key} ({values}){_comment(enum.comment)}")
    for key, composite in schema.composites.items():
        attributes = ", ".join(f"{attribute.name} {attribute.type}" for attribute in composite.attributes)
        lines.append(f"type {key} ({attributes}){_comment(composite.comment)}")
    for key, range_type in schema.ranges.items():
        lines.append(f"range {key} of {range_type.subtype}{_comment(range_type.comment)}")
    for key, domain in schema.domains.items():
        checks = "".join(f" CHECK ({check.detail})" for check in domain.checks)
        lines.append(f"domain {key} {domain.type}{' NOT NULL' if domain.notNull else ''}{checks}")
    lines += [
        f"sequence {key}" + (f" OWNED BY {sequence.ownedBy}" if sequence.ownedBy else "")
        for key, sequence in schema.sequences.items()
    ]
    lines += [f"function {key}" for key in schema.functions]
    lines += [f"schema {key}{_comment(namespace.comment)}" for key, namespace in schema.schemas.items()]
    return "\n".join(lines)


def _column_text(column: Column) -> str:
    parts = [column.name, column.type]
    if column.identity:
        parts.append(f"GENERATED {column.identity} AS IDENTITY")
    if column.generated:
        parts.append(f"GENERATED ALWAYS AS ({column.generated}) {column.generatedKind}")
    if column.notNull:
        parts.append("NOT NULL")
    if column.default is not None:
        parts.append(f"DEFAULT {default_sql(column.default)}")
    if column.check:
        parts.append(f"CHECK ({column.check})")
    return " ".join(parts) + _comment(column.comment)


def _index_text(index: Index) -> str:
    keys = [key.column or f"({key.expression})" for key in index.keys] if index.keys else index.columns
    text = f"{'UNIQUE ' if index.unique else ''}INDEX {index.name} ({', '.join(keys)}) USING {index.type}"
    return text + (f" WHERE {index.where}" if index.where else "")


def default_sql(default: str | int | float | bool) -> str:
    """A column default as SQL: a string is an SQL expression (`now()`, `'active'`)."""
    if isinstance(default, bool):
        return "TRUE" if default else "FALSE"
    return str(default)


def _constraint_text(constraint: Constraint) -> str:
    if isinstance(constraint, CheckConstraint):
        return f"CHECK {constraint.name} ({constraint.detail})"
    if isinstance(constraint, ExclusionConstraint):
        return f"EXCLUDE {constraint.name} {constraint.detail}"
    text = f"{constraint.type} {constraint.name} ({', '.join(constraint.columnNames)})"
    if isinstance(constraint, ForeignKeyConstraint):
        text += (
            f" REFERENCES {constraint.targetTableName} ({', '.join(constraint.targetColumnNames)})"
            f" ON UPDATE {constraint.updateConstraint.replace('_', ' ')}"
            f" ON DELETE {constraint.deleteConstraint.replace('_', ' ')}"
        )
    return text


def _comment(comment: str | None) -> str:
    return f"  -- {comment}" if comment else ""
