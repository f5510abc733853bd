"""The schema design steps in the `enumerated` style (`LLM_DECISION_STYLE`), for a model too
small to write requirements, JSON Patch or SQL (the embedded SmolLM2-135M).

The model makes two small choices among words of the user's message; code writes the rest:

- requirements (the PM): which of the message's nouns are things to keep records of
  (`entity_options`); each chosen one, and each existing table the message names, becomes a
  requirement category, the table it is about;
- design (the DB agent): which tables belong to which (`"loan belongs to member"`: a foreign
  key) and which of the message's other words are columns of which table (`"loans.due_date"`),
  among the pairs those words allow; code writes the patch (`design_operations`).

Use cases, test DML and the summary are written by code from the tables (`usecases`,
`dml_operations`, `summary`): SQL that cannot run is code's to fix, not the model's.
Pure functions; the design activities ask the model.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, Field, create_model

from durable_agents.schema_design.contract import (
    AnalyzedRequirements,
    Column,
    ForeignKeyConstraint,
    PatchOperation,
    PrimaryKeyConstraint,
    Schema,
    Table,
)

MAX_ENTITIES = 6
MAX_LINKS = 6
MAX_COLUMNS = 8
RECORD = "Keep a record of each {}."
CHANGE = "Change the {} table as asked: {}"
_WORD = re.compile(r"[A-Za-z][A-Za-z_]*")
# Words that name no thing to keep records of: articles, verbs and adverbs a request is made of,
# the app itself and the schema's own vocabulary.
_NOT_NOUNS = frozenset(
    """a an the and or but of to in on at by for from with without into onto as is are be been being was were
    has have had having each every any all some many much more most one two three several other another own
    their its his her our your my this that these those which who whom whose what when where how why there here
    can could may might must shall should will would do does did done not no yes also only just very so than then
    it they them we you he she i me us add adds added remove change rename make makes keep keeps store stores
    stored track tracks record records list lists let lets get gets give gives need needs want wants like
    create creates manage manages use uses used using belong belongs belonging borrow borrows borrowed write
    writes written place places placed put puts see sees show shows hold holds held own owns take takes
    app application system platform website site service tool database db schema table tables column columns
    field fields attribute attributes data info information simple small new please thing things stuff
    """.split()
)
# A column's type from its name's last word; text otherwise.
_TYPE_WORDS = {
    "date": "date",
    "birthday": "date",
    "time": "timestamptz",
    "at": "timestamptz",
    "timestamp": "timestamptz",
    "price": "numeric(12,2)",
    "amount": "numeric(12,2)",
    "cost": "numeric(12,2)",
    "total": "numeric(12,2)",
    "balance": "numeric(12,2)",
    "salary": "numeric(12,2)",
    "count": "integer",
    "number": "integer",
    "quantity": "integer",
    "age": "integer",
    "year": "integer",
    "rating": "integer",
    "active": "boolean",
    "done": "boolean",
    "completed": "boolean",
}
# Words that end a two-word column name ("due date", "phone number").
_COLUMN_TAILS = frozenset({"date", "time", "name", "number", "price", "amount", "count", "at"})
_COLUMN_MARKERS = frozenset({"column", "columns", "field", "fields", "attribute", "attributes"})


class RequestUnclear(ValueError):
    """The message names nothing to design (no new thing, no table of the schema)."""


# --- Words ------------------------------------------------------------------------------------


def singular(word: str) -> str:
    word = word.lower()
    for plural, one in (("ies", "y"), ("sses", "ss"), ("xes", "x"), ("ches", "ch"), ("shes", "sh")):
        if word.endswith(plural) and len(word) > len(plural) + 1:
            return word[: -len(plural)] + one
    if word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3:
        return word[:-1]
    return word


def plural(word: str) -> str:
    if word.endswith("y") and len(word) > 1 and word[-2] not in "aeiou":
        return word[:-1] + "ies"
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    return word + "s"


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


def nouns(text: str) -> list[str]:
    """The message's candidate nouns, singular, in order, once each; a column's name is no
    thing: a word right before "column" or "field", or part of "due date", "first name"."""
    words = _words(text)
    found: list[str] = []
    for position, word in enumerate(words):
        following = words[position + 1] if position + 1 < len(words) else ""
        attribute = following in _COLUMN_MARKERS or following in _COLUMN_TAILS or word in _COLUMN_TAILS
        one = singular(word)
        if len(word) >= 3 and word not in _NOT_NOUNS and not attribute and one not in found:
            found.append(one)
    return found


def column_names(text: str, entities: Iterable[str]) -> list[str]:
    """The message's words that may name columns: its nouns that are no entity, a word and
    the tail that follows it joined ("due date" -> due_date)."""
    taken = {singular(e) for e in entities}
    words = _words(text)
    found: list[str] = []
    skip = False
    for position, word in enumerate(words):
        if skip:
            skip = False
            continue
        following = words[position + 1] if position + 1 < len(words) else ""
        if word in _NOT_NOUNS or singular(word) in taken or len(word) < 2:
            continue
        if following in _COLUMN_TAILS and word not in _COLUMN_TAILS:
            name, skip = f"{word}_{following}", True
        else:
            name = word
        if name not in found and len(name) >= 3:
            found.append(name)
    return found[:12]


def column_type(name: str) -> str:
    return _TYPE_WORDS.get(name.rsplit("_", 1)[-1], "text")


def table_for(entity: str, schema: Schema) -> str:
    """The schema's table an entity names (its singular or plural, any case), else its new name."""
    one = singular(entity)
    for key, table in schema.tables.items():
        if singular(table.name) == one or singular(key) == one:
            return key
    return plural(one)


# --- The PM's choice: the things to keep records of -----------------------------------------


class EntityChoice(BaseModel):
    entities: list[str]


def named_tables(message: str, schema: Schema) -> list[str]:
    """The schema's tables the message names: a change to each."""
    return list(dict.fromkeys(table_for(n, schema) for n in nouns(message) if table_for(n, schema) in schema.tables))


def entity_options(message: str, schema: Schema) -> tuple[str, ...]:
    """The message's nouns that name no table yet, at most 12: the new things it may be about."""
    return tuple(n for n in nouns(message) if table_for(n, schema) not in schema.tables)[:12]


def entity_schema(options: tuple[str, ...]) -> type[EntityChoice]:
    return create_model(
        "EntityChoice",
        __base__=EntityChoice,
        entities=(list[Literal[options]], Field(min_length=1, max_length=min(MAX_ENTITIES, len(options)))),
    )


def entity_messages(message: str, options: tuple[str, ...]) -> list[dict[str, Any]]:
    lines = [
        "Choose the things the app keeps records of, among these words of the request only.",
        f"entities: {'; '.join(options)}",
    ]
    return [{"role": "system", "content": "\n".join(lines)}, {"role": "user", "content": message}]


def budget(longest_reply: dict[str, Any]) -> int:
    """Tokens that fit the longest reply a schema allows (two characters a token at least,
    and room for the whitespace a small model writes)."""
    return len(json.dumps(longest_reply)) // 2 + 32


def entity_budget(options: tuple[str, ...]) -> int:
    return budget({"entities": sorted(options, key=len)[-MAX_ENTITIES:]})


def requirements(message: str, entities: Iterable[str], schema: Schema) -> AnalyzedRequirements:
    """The requirements code writes: one category a table, new or changed."""
    functional: dict[str, list[str]] = {}
    for entity in entities:
        table = table_for(entity, schema)
        line = CHANGE.format(table, message.strip()) if table in schema.tables else RECORD.format(singular(entity))
        functional.setdefault(table, [line])
    if not functional:
        raise RequestUnclear(message)
    return AnalyzedRequirements(businessRequirement=message.strip()[:500], functionalRequirements=functional)


# --- The DB agent's choice: links and columns -------------------------------------------------


class DesignChoice(BaseModel):
    links: list[str]
    columns: list[str]


class DesignOptions(BaseModel):
    tables: list[str]  # the requirements' tables, new and changed
    links: list[str]
    columns: list[str]


def link_text(child: str, parent: str) -> str:
    return f"{singular(child)} belongs to {singular(parent)}"


def design_options(requirements: AnalyzedRequirements) -> DesignOptions:
    tables = list(requirements.functionalRequirements)
    links = [link_text(c, p) for c in tables for p in tables if c != p]
    names = column_names(requirements.businessRequirement, tables)
    columns = [f"{t}.{n}" for t in tables for n in names]
    return DesignOptions(tables=tables, links=links, columns=columns)


def design_schema(options: DesignOptions, schema: Schema) -> type[DesignChoice]:
    """Links: at least one when a new table has another to belong to; columns: at least one
    when the request only changes existing tables."""
    new = [t for t in options.tables if t not in schema.tables]
    fields: dict[str, Any] = {}
    for name, offered, least, most in (
        ("links", options.links, 1 if new else 0, MAX_LINKS),
        ("columns", options.columns, 0 if new else 1, MAX_COLUMNS),
    ):
        choice = Literal[tuple(offered)] if offered else Literal["none"]
        fields[name] = (list[choice], Field(min_length=min(least, len(offered)), max_length=min(most, len(offered))))
    return create_model("DesignChoice", __base__=DesignChoice, **fields)


def design_messages(requirements: AnalyzedRequirements, options: DesignOptions) -> list[dict[str, Any]]:
    lines = [
        "Design the tables of the request: choose which belongs to which (a foreign key) and which words "
        "are columns of which table, among these options only.",
        f"links: {'; '.join(options.links) or 'none'}",
        f"columns: {'; '.join(options.columns) or 'none'}",
    ]
    return [
        {"role": "system", "content": "\n".join(lines)},
        {"role": "user", "content": requirements.businessRequirement},
    ]


def design_budget(options: DesignOptions) -> int:
    return budget(
        {
            "links": sorted(options.links, key=len)[-MAX_LINKS:],
            "columns": sorted(options.columns, key=len)[-MAX_COLUMNS:],
        }
    )


def design_operations(choice: DesignChoice, options: DesignOptions, schema: Schema) -> list[PatchOperation]:
    """The patch: the new tables (id, the chosen columns, a foreign key per link), the chosen
    columns and links of the existing ones."""
    draft = _Draft(schema, {t: _new_table(t) for t in options.tables if t not in schema.tables})
    for chosen in dict.fromkeys(choice.columns):
        table, _, name = chosen.partition(".")
        if table in options.tables and name and not draft.has_column(table, name):
            draft.add_column(table, Column(name=name, type=column_type(name)))
    by_singular = {singular(t): t for t in options.tables}
    for chosen in dict.fromkeys(choice.links):
        child, _, parent = chosen.partition(" belongs to ")
        if child in by_singular and parent in by_singular and child != parent:
            draft.link(by_singular[child], by_singular[parent])
    return draft.operations()


def _new_table(key: str) -> Table:
    identity = Column(name="id", type="bigint", notNull=True, identity="ALWAYS")
    pkey = PrimaryKeyConstraint(name=f"{key}_pkey"[:63], columnNames=["id"])
    return Table(name=key, columns={"id": identity}, constraints={pkey.name: pkey})


@dataclass
class _Draft:
    """The new tables whole, and what is added to the existing ones."""

    schema: Schema
    new_tables: dict[str, Table]
    added: dict[str, list[tuple[str, BaseModel]]] = field(default_factory=dict)  # table -> (part path, part)
    parents: dict[str, set[str]] = field(default_factory=dict)  # the links made: child -> parents

    def ancestors(self, table: str) -> set[str]:
        """The tables `table` belongs to, directly or through others."""
        found: set[str] = set()
        pending = [table]
        while pending:
            for parent in self.parents.get(pending.pop(), set()) - found:
                found.add(parent)
                pending.append(parent)
        return found

    def table(self, key: str) -> Table:
        return self.new_tables.get(key) or self.schema.tables[key]

    def has_column(self, table: str, name: str) -> bool:
        paths = {path for path, _ in self.added.get(table, [])}
        return name in self.table(table).columns or f"columns/{_pointer(name)}" in paths

    def add_column(self, table: str, column: Column) -> None:
        if table in self.new_tables:
            self.new_tables[table].columns[column.name] = column
        else:
            self.added.setdefault(table, []).append((f"columns/{_pointer(column.name)}", column))

    def link(self, child: str, parent: str) -> None:
        """A foreign key from `child` to `parent`'s one-column primary key (none when it has no such key)."""
        target = self.table(parent)
        key = next((c for c in target.constraints.values() if isinstance(c, PrimaryKeyConstraint)), None)
        if key is None or len(key.columnNames) != 1:
            return
        name = f"{singular(parent)}_{key.columnNames[0]}"[:63]
        if self.has_column(child, name):
            return
        referenced = target.columns[key.columnNames[0]].type
        type_ = {"serial": "integer", "bigserial": "bigint", "smallserial": "smallint"}.get(referenced, referenced)
        # A link closing a cycle ("member belongs to loan" after "loan belongs to member") is
        # optional: rows of a cycle of required links could never be inserted.
        required = child in self.new_tables and child not in self.ancestors(parent)
        self.parents.setdefault(child, set()).add(parent)
        self.add_column(child, Column(name=name, type=type_, notNull=required))
        fk = ForeignKeyConstraint(
            name=f"{child}_{name}_fkey"[:63],
            columnNames=[name],
            targetTableName=parent,
            targetColumnNames=[key.columnNames[0]],
        )
        if child in self.new_tables:
            self.new_tables[child].constraints[fk.name] = fk
        else:
            self.added.setdefault(child, []).append((f"constraints/{_pointer(fk.name)}", fk))

    def operations(self) -> list[PatchOperation]:
        operations = [_add(f"/tables/{_pointer(key)}", table) for key, table in self.new_tables.items()]
        for key, parts in self.added.items():
            operations += [_add(f"/tables/{_pointer(key)}/{path}", part) for path, part in parts]
        return operations


def _pointer(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def _add(path: str, value: BaseModel) -> PatchOperation:
    return PatchOperation(op="add", path=path, value=value.model_dump(by_alias=True, exclude_none=True))
