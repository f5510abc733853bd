"""Tables and the engine. SQLite by default, PostgreSQL when DATABASE_URL says so."""

from __future__ import annotations

import fcntl
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, date, datetime
from functools import lru_cache
from pathlib import Path
from typing import Any, Protocol, TypeVar

from sqlalchemy import JSON as SAJSON
from sqlalchemy import Column, Connection, Engine, UniqueConstraint, event, inspect, text
from sqlmodel import Field, Session, SQLModel, create_engine


def utcnow() -> datetime:
    return datetime.now(UTC)


class Tenant(SQLModel, table=True):
    id: str = Field(primary_key=True)
    name: str
    # SHA-256 of the key: keys are 256-bit random tokens, so a slow hash adds nothing.
    api_key_hash: str = Field(index=True, unique=True)
    created_at: datetime = Field(default_factory=utcnow)
    # Whether the user who creates a research request may decide its gates (separation of
    # duties: off). Set by the operator (`durable-agents tenants settings`); None: a tenant
    # from before the setting, which is off too.
    creator_may_decide: bool | None = False


class User(SQLModel, table=True):
    """A person of a tenant, with their own API key: decisions on research gates are theirs."""

    __tablename__ = "tenant_user"
    __table_args__ = (UniqueConstraint("tenant_id", "email"),)

    id: str = Field(primary_key=True)
    tenant_id: str = Field(index=True, foreign_key="tenant.id")
    email: str  # lowercase: unique per tenant and matched to approver lists ignoring case
    name: str = ""
    api_key_hash: str = Field(index=True, unique=True)
    created_at: datetime = Field(default_factory=utcnow)


class Agent(SQLModel, table=True):
    id: str = Field(primary_key=True)
    tenant_id: str = Field(index=True, foreign_key="tenant.id")
    name: str
    description: str = ""
    system_prompt: str
    model: str | None = None
    # Built-in tools (`rag_search`, `web_search`) and MCP servers (durable_agents.models.McpServer).
    tools: list[str] | None = Field(default=None, sa_column=Column("tools", SAJSON, nullable=True))
    mcp_servers: list[dict[str, Any]] | None = Field(
        default=None, sa_column=Column("mcp_servers", SAJSON, nullable=True)
    )
    created_at: datetime = Field(default_factory=utcnow)


class Document(SQLModel, table=True):
    id: str = Field(primary_key=True)
    tenant_id: str = Field(index=True, foreign_key="tenant.id")
    agent_id: str = Field(index=True, foreign_key="agent.id")
    title: str
    url: str = ""
    doc_metadata: dict[str, Any] = Field(default_factory=dict, sa_column=Column("metadata", SAJSON))
    created_at: datetime = Field(default_factory=utcnow)


class Chunk(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    document_id: str = Field(index=True, foreign_key="document.id")
    tenant_id: str = Field(index=True)
    agent_id: str = Field(index=True)
    ordinal: int
    title: str
    text: str


class Chat(SQLModel, table=True):
    id: str = Field(primary_key=True)
    tenant_id: str = Field(index=True, foreign_key="tenant.id")
    agent_id: str | None = Field(default=None, foreign_key="agent.id")
    mode: int
    created_at: datetime = Field(default_factory=utcnow)
    # What the chat lists show (None in chats from before the lists): the user whose key
    # started it (None: the tenant admin key), its first message, the name given to it, and
    # when a message was last sent or it was renamed.
    created_by: str | None = None
    first_message: str | None = None
    title: str | None = None
    updated_at: datetime | None = None


class UsageRecord(SQLModel, table=True):
    """Tokens of one answered message; the message id as key makes writing it idempotent."""

    message_id: str = Field(primary_key=True)
    tenant_id: str = Field(index=True, foreign_key="tenant.id")
    chat_id: str = Field(index=True)
    model: str
    day: date = Field(index=True)
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # The API and the worker are separate processes sharing the file: WAL lets readers
    # run beside the writer, busy_timeout waits out the writer instead of failing.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


_SQLITE_FTS = """
CREATE VIRTUAL TABLE IF NOT EXISTS chunk_fts USING fts5(
    title, text, chunk_id UNINDEXED, tokenize = 'porter unicode61'
)
"""
_POSTGRES_FTS = [
    """ALTER TABLE chunk ADD COLUMN IF NOT EXISTS tsv tsvector GENERATED ALWAYS AS
       (to_tsvector('english', coalesce(title, '') || ' ' || text)) STORED""",
    "CREATE INDEX IF NOT EXISTS chunk_tsv_idx ON chunk USING GIN (tsv)",
]


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        path = url.split("///", 1)[-1]
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, connect_args={"check_same_thread": False})
        event.listen(engine, "connect", _sqlite_pragmas)
    else:
        engine = create_engine(url, pool_pre_ping=True)
    return engine


_SCHEMA_LOCK_ID = 7_246_813  # any constant: serialises schema creation across processes


@contextmanager
def _sqlite_schema_lock(engine: Engine) -> Iterator[None]:
    database = engine.url.database if engine.dialect.name == "sqlite" else None
    if not database or database == ":memory:":
        yield
        return
    with open(f"{database}.schema-lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def create_schema(engine: Engine) -> None:
    # Modules whose tables live on the same metadata (imported here: they import this one).
    import durable_agents.execution.store
    import durable_agents.planner.catalogue_store
    import durable_agents.planner.chat_store
    import durable_agents.research.slack_store
    import durable_agents.research.store
    import durable_agents.schema_design.store  # noqa: F401

    # The API and the worker start together; without a lock both may create the same
    # table and one fails ("already exists" on SQLite, a unique violation in pg_type on
    # PostgreSQL). PostgreSQL takes an advisory lock, a SQLite file a lock file beside it.
    with _sqlite_schema_lock(engine), engine.begin() as conn:
        if engine.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:id)"), {"id": _SCHEMA_LOCK_ID})
        SQLModel.metadata.create_all(conn)
        _add_missing_columns(conn)
        if engine.dialect.name == "sqlite":
            conn.execute(text(_SQLITE_FTS))
        elif engine.dialect.name == "postgresql":
            for statement in _POSTGRES_FTS:
                conn.execute(text(statement))


def _add_missing_columns(conn: Connection) -> None:
    """Columns added to a table since the database was created (all nullable): a data dir
    from an earlier version keeps working."""
    existing = inspect(conn)
    for table in SQLModel.metadata.sorted_tables:
        present = {column["name"] for column in existing.get_columns(table.name)}
        for column in table.columns:
            if column.name not in present and column.nullable:
                kind = column.type.compile(dialect=conn.dialect)
                conn.execute(text(f'ALTER TABLE {table.name} ADD COLUMN "{column.name}" {kind}'))


@lru_cache
def get_engine(url: str) -> Engine:
    """One engine per URL and process, with the schema in place."""
    engine = make_engine(url)
    create_schema(engine)
    return engine


def session(url: str) -> Session:
    return Session(get_engine(url), expire_on_commit=False)


class TenantOwned(Protocol):
    tenant_id: str


Owned = TypeVar("Owned", bound=TenantOwned)


def get_owned(url: str, table: type[Owned], tenant_id: str, row_id: str) -> Owned | None:
    """The row `row_id` of `table` if `tenant_id` owns it: another tenant's row is simply not found."""
    with session(url) as db:
        row = db.get(table, row_id)
    return row if row is not None and row.tenant_id == tenant_id else None


def delete_row(url: str, table: type[SQLModel], row_id: str) -> None:
    """Delete the row `row_id` of `table`, if there is one."""
    with session(url) as db:
        row = db.get(table, row_id)
        if row is not None:
            db.delete(row)
            db.commit()
