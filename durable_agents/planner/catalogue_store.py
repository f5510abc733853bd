"""The task block catalogue (seed 003's `task_block_search`): one row per action code, shared
by all tenants, full-text indexed like documents: SQLite FTS5 ranked by BM25, PostgreSQL a
generated, weighted tsvector with a GIN index ranked by ts_rank.

An empty catalogue is filled with the shipped seed (`planner/catalogue_seed.json`) on its
first read, so a new data directory can plan at once; `load_blocks` upserts by action code.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import DDL, JSON, Column, event, func, text
from sqlalchemy.dialects.postgresql import insert as postgres_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlmodel import Field, SQLModel, select

from durable_agents.chat.documents import _query_terms
from durable_agents.database import session, utcnow
from durable_agents.planner.catalogue import CatalogueEntry, seed_catalogue


class TaskBlock(SQLModel, table=True):
    __tablename__ = "task_block"

    action_code: str = Field(primary_key=True)
    name: str
    pillar: str = Field(default="", index=True)
    module: str = ""
    description: str = ""
    # What full-text search reads besides name and description (see `_search_columns`).
    search_terms: str = ""
    search_context: str = ""
    definition: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    updated_at: datetime = Field(default_factory=utcnow)


# Created with the table (create_schema). Column order matters: bm25() weighs them in order.
_SQLITE_FTS = """
CREATE VIRTUAL TABLE IF NOT EXISTS task_block_fts USING fts5(
    name, search_terms, description, search_context, action_code UNINDEXED, tokenize = 'porter unicode61'
)
"""
_POSTGRES_FTS = [
    """ALTER TABLE task_block ADD COLUMN IF NOT EXISTS tsv tsvector GENERATED ALWAYS AS (
         setweight(to_tsvector('english', coalesce(name, '')), 'A')
         || setweight(to_tsvector('english', coalesce(search_terms, '')), 'A')
         || setweight(to_tsvector('english', coalesce(description, '')), 'B')
         || setweight(to_tsvector('english', coalesce(search_context, '')), 'C')) STORED""",
    "CREATE INDEX IF NOT EXISTS task_block_tsv_idx ON task_block USING GIN (tsv)",
]
event.listen(TaskBlock.__table__, "after_create", DDL(_SQLITE_FTS).execute_if(dialect="sqlite"))
for _statement in _POSTGRES_FTS:
    event.listen(TaskBlock.__table__, "after_create", DDL(_statement).execute_if(dialect="postgresql"))

_SQLITE_SEARCH = text(
    """
    SELECT b.definition, bm25(task_block_fts, 10.0, 8.0, 3.0, 2.0) AS rank
    FROM task_block_fts JOIN task_block b ON b.action_code = task_block_fts.action_code
    WHERE task_block_fts MATCH :match
    ORDER BY rank, b.action_code
    LIMIT :limit
    """
)
_POSTGRES_SEARCH = text(
    """
    SELECT definition, ts_rank(tsv, to_tsquery('english', :match)) AS rank
    FROM task_block
    WHERE tsv @@ to_tsquery('english', :match)
    ORDER BY rank DESC, action_code
    LIMIT :limit
    """
)
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_INSERTS = {"sqlite": sqlite_insert, "postgresql": postgres_insert}

_seeded: set[str] = set()
_seed_lock = threading.Lock()


def split_camel(text_: str) -> str:
    """CreatePurchaseOrder -> Create Purchase Order (FTS tokenizers keep it one word)."""
    return _CAMEL.sub(" ", text_)


def _search_columns(entry: CatalogueEntry) -> dict[str, str]:
    terms = [split_camel(entry.action_code), *entry.keywords]
    context = [entry.pillar, entry.module, entry.group_name, entry.sub_group]
    context += [i.name for i in entry.inputs] + [o.name for o in entry.outputs]
    return {"search_terms": " ".join(terms), "search_context": " ".join(c for c in context if c)}


def load_blocks(db_url: str, entries: Iterable[CatalogueEntry]) -> int:
    """Insert or update (by action code) catalogue entries and their index rows; returns how many."""
    count = 0
    with session(db_url) as db:
        dialect = db.get_bind().dialect.name
        insert = _INSERTS[dialect]
        for entry in entries:
            row = {
                "action_code": entry.action_code,
                "name": entry.name,
                "pillar": entry.pillar,
                "module": entry.module,
                "description": entry.description,
                **_search_columns(entry),
                "definition": entry.model_dump(mode="json"),
                "updated_at": utcnow(),
            }
            statement = insert(TaskBlock).values(**row)
            db.execute(
                statement.on_conflict_do_update(
                    index_elements=["action_code"],
                    set_={key: statement.excluded[key] for key in row if key != "action_code"},
                )
            )
            if dialect == "sqlite":
                db.execute(text("DELETE FROM task_block_fts WHERE action_code = :code"), {"code": entry.action_code})
                db.execute(
                    text(
                        "INSERT INTO task_block_fts (name, search_terms, description, search_context, action_code) "
                        "VALUES (:name, :search_terms, :description, :search_context, :action_code)"
                    ),
                    row,
                )
            count += 1
        db.commit()
    return count


def _ensure_seeded(db_url: str) -> None:
    """Load the shipped catalogue into an empty table (once per process and database)."""
    if db_url in _seeded:
        return
    with _seed_lock:
        if db_url in _seeded:
            return
        with session(db_url) as db:
            empty = db.exec(select(TaskBlock.action_code).limit(1)).first() is None
        if empty:
            # Upserts: another process seeding at the same time writes the same rows.
            load_blocks(db_url, seed_catalogue())
        _seeded.add(db_url)


def count_blocks(db_url: str) -> int:
    _ensure_seeded(db_url)
    with session(db_url) as db:
        return db.exec(select(func.count()).select_from(TaskBlock)).one()


def all_blocks(db_url: str) -> list[CatalogueEntry]:
    """Every entry, by pillar, module and action code."""
    _ensure_seeded(db_url)
    with session(db_url) as db:
        rows = db.exec(select(TaskBlock).order_by(TaskBlock.pillar, TaskBlock.module, TaskBlock.action_code)).all()
    return [CatalogueEntry.model_validate(row.definition) for row in rows]


def get_block(db_url: str, action_code: str) -> CatalogueEntry | None:
    """The entry of an action code, compared without regard to case."""
    _ensure_seeded(db_url)
    with session(db_url) as db:
        row = db.exec(select(TaskBlock).where(func.lower(TaskBlock.action_code) == action_code.strip().lower())).first()
    return CatalogueEntry.model_validate(row.definition) if row is not None else None


def search_blocks(db_url: str, query: str, limit: int = 5) -> list[CatalogueEntry]:
    """The best entries for `query` (any term matching, camelCase split into words); an exact
    action code comes first."""
    _ensure_seeded(db_url)
    terms = _query_terms(split_camel(query))
    found: list[CatalogueEntry] = []
    exact = get_block(db_url, query) if query.strip() else None
    if exact is not None:
        found.append(exact)
    if terms:
        with session(db_url) as db:
            if db.get_bind().dialect.name == "sqlite":
                # Quoted terms are literal strings to FTS5: the query never becomes FTS syntax.
                statement, match = _SQLITE_SEARCH, " OR ".join(f'"{t}"' for t in terms)
            else:
                statement, match = _POSTGRES_SEARCH, " | ".join(terms)
            rows = db.execute(statement, {"match": match, "limit": limit + 1}).mappings().all()
        for row in rows:
            definition = row["definition"]
            if isinstance(definition, str):  # SQLite returns the JSON column as text through raw SQL
                entry = CatalogueEntry.model_validate_json(definition)
            else:
                entry = CatalogueEntry.model_validate(definition)
            if exact is None or entry.action_code != exact.action_code:
                found.append(entry)
    return found[:limit]
