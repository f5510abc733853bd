"""Design sessions as the store keeps them (seed 001's persistence): the session, its schema
versions (each with the patch that made it, the patch that undoes it and its DDL), its
timeline and its artifact.

Every write is idempotent, so a retried or replayed activity never writes twice: a version
is written only on top of the version its patch was made for (an optimistic check on the
number) and a retry with the same patch finds it written; a timeline item is keyed by its
`item_id`; the artifact is one row per session, overwritten.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON as SAJSON
from sqlalchemy import Column, UniqueConstraint, func, update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Field, Session, SQLModel, col, select

from durable_agents.database import get_owned, session, utcnow
from durable_agents.listing import FIRST_MESSAGE_CHARS, Keyset, containing, newest_first
from durable_agents.schema_design.contract import PatchOperation, Schema, TimelineEntry, TimelineItem
from durable_agents.schema_design.ddl import schema_ddl
from durable_agents.schema_design.schema_ops import patch_json


class VersionConflict(RuntimeError):
    """The version a patch was made for is no longer the latest; the message says which is."""


class DesignSession(SQLModel, table=True):
    __tablename__ = "design_sessions"

    id: str = Field(primary_key=True)
    tenant_id: str = Field(index=True, foreign_key="tenant.id")
    created_at: datetime = Field(default_factory=utcnow)
    # The user whose key started it (None: the tenant admin key, or a session from before the lists).
    created_by: str | None = None


class SchemaVersion(SQLModel, table=True):
    """Version `number` of a session's schema; 0 is the schema the session started with."""

    __tablename__ = "design_schema_versions"

    session_id: str = Field(primary_key=True, foreign_key="design_sessions.id")
    number: int = Field(primary_key=True)
    schema_data: dict[str, Any] = Field(sa_column=Column("schema", SAJSON, nullable=False))
    patch: list[dict[str, Any]] = Field(default_factory=list, sa_column=Column(SAJSON, nullable=False))
    reverse_patch: list[dict[str, Any]] = Field(default_factory=list, sa_column=Column(SAJSON, nullable=False))
    ddl: str
    created_at: datetime = Field(default_factory=utcnow)

    def as_schema(self) -> Schema:
        return Schema.model_validate(self.schema_data)


class TimelineRow(SQLModel, table=True):
    __tablename__ = "design_timeline"
    __table_args__ = (UniqueConstraint("session_id", "seq"),)

    item_id: str = Field(primary_key=True)
    session_id: str = Field(index=True, foreign_key="design_sessions.id")
    seq: int
    type: str
    role: str | None = None
    content: str
    schema_version: int | None = None
    message_id: str | None = None
    created_at: str


class ArtifactRow(SQLModel, table=True):
    __tablename__ = "design_artifacts"

    session_id: str = Field(primary_key=True, foreign_key="design_sessions.id")
    artifact: dict[str, Any] = Field(default_factory=dict, sa_column=Column(SAJSON, nullable=False))
    ddl: str
    updated_at: datetime = Field(default_factory=utcnow)


def create_session(db_url: str, session_id: str, tenant_id: str, initial: Schema | None) -> None:
    """The session and its version 0, `initial` (None: an import writes it later); nothing if
    the session exists. The version's DDL and JSON are made before the transaction: its first
    write takes SQLite's write lock, which every tenant's writes wait for."""
    version = None if initial is None else _version_row(session_id, 0, initial, [], [], schema_ddl(initial))
    with session(db_url) as db:
        if db.get(DesignSession, session_id) is not None:
            return
        try:
            db.add(DesignSession(id=session_id, tenant_id=tenant_id))
            if version is not None:
                db.flush()  # the version's foreign key needs the session row first
                db.add(version)
            db.commit()
        except IntegrityError:
            db.rollback()
            if db.get(DesignSession, session_id) is None:
                raise
            # else created meanwhile by a concurrent call: that one stands


def save_initial_version(db_url: str, session_id: str, schema: Schema) -> None:
    """Version 0 of a session that started from an imported script, unless it is there (a retry)."""
    version = _version_row(session_id, 0, schema, [], [], schema_ddl(schema))
    with session(db_url) as db:
        if db.get(SchemaVersion, (session_id, 0)) is None:
            db.add(version)
            db.commit()


def delete_session(db_url: str, session_id: str) -> None:
    """Remove a session that never started (its workflow could not be started): its version 0 too."""
    with session(db_url) as db:
        for row in db.exec(select(SchemaVersion).where(SchemaVersion.session_id == session_id)).all():
            db.delete(row)
        db.flush()  # the versions' foreign key to the session goes first
        found = db.get(DesignSession, session_id)
        if found is not None:
            db.delete(found)
        db.commit()


def get_session(db_url: str, tenant_id: str, session_id: str) -> DesignSession | None:
    return get_owned(db_url, DesignSession, tenant_id, session_id)


def latest_version(db_url: str, session_id: str) -> tuple[int, Schema]:
    with session(db_url) as db:
        query = select(SchemaVersion).where(SchemaVersion.session_id == session_id)
        row = db.exec(query.order_by(col(SchemaVersion.number).desc()).limit(1)).first()
    if row is None:
        raise LookupError(f"design session {session_id} is not in the store")
    return row.number, row.as_schema()


def get_version(db_url: str, session_id: str, number: int) -> SchemaVersion | None:
    with session(db_url) as db:
        return db.get(SchemaVersion, (session_id, number))


def list_versions(db_url: str, session_id: str) -> list[SchemaVersion]:
    with session(db_url) as db:
        query = select(SchemaVersion).where(SchemaVersion.session_id == session_id)
        return list(db.exec(query.order_by(SchemaVersion.number)))


def save_version(
    db_url: str,
    session_id: str,
    expected_previous: int,
    schema: Schema,
    patch: list[PatchOperation],
    reverse_patch: list[PatchOperation],
    ddl: str,
) -> int:
    """Write version `expected_previous + 1` if `expected_previous` is the latest; its number.
    When that version exists already with the same patch (a retry), its number without writing."""
    number = expected_previous + 1
    row = _version_row(session_id, number, schema, patch_json(patch), patch_json(reverse_patch), ddl)
    with session(db_url) as db:
        _lock_session(db, session_id)
        existing = db.get(SchemaVersion, (session_id, number))
        if existing is not None:
            if existing.patch == row.patch:
                return number
            raise VersionConflict(
                f"schema version {number} was written by another change while this one was made on version "
                f"{expected_previous}: apply the change to the latest version"
            )
        latest = db.exec(select(func.max(SchemaVersion.number)).where(SchemaVersion.session_id == session_id)).one()
        if latest != expected_previous:
            raise VersionConflict(
                f"schema version {expected_previous} does not exist yet (the latest is {latest}): "
                "apply the change to the latest version"
            )
        db.add(row)
        db.commit()
    return number


def _lock_session(db: Session, session_id: str) -> None:
    """Take the session row's write lock until the commit (a row lock on PostgreSQL, the
    database's write lock on SQLite): a session's writers then go one at a time, each
    seeing what the one before wrote."""
    touched = db.exec(
        update(DesignSession).where(col(DesignSession.id) == session_id).values(tenant_id=DesignSession.tenant_id)
    )
    if touched.rowcount == 0:
        raise LookupError(f"design session {session_id} is not in the store")


def _version_row(
    session_id: str,
    number: int,
    schema: Schema,
    patch: list[dict[str, Any]],
    reverse_patch: list[dict[str, Any]],
    ddl: str,
) -> SchemaVersion:
    return SchemaVersion(
        session_id=session_id,
        number=number,
        schema_data=schema.model_dump(mode="json", by_alias=True),
        patch=patch,
        reverse_patch=reverse_patch,
        ddl=ddl,
    )


def add_timeline_item(db_url: str, item: TimelineItem) -> bool:
    """Append the item to its session's timeline; False if it is there already."""
    with session(db_url) as db:
        _lock_session(db, item.session_id)
        if db.get(TimelineRow, item.item_id) is not None:
            return False
        query = select(func.max(TimelineRow.seq)).where(TimelineRow.session_id == item.session_id)
        db.add(TimelineRow(seq=(db.exec(query).one() or 0) + 1, **item.model_dump()))
        db.commit()
    return True


def timeline(db_url: str, session_id: str, after_seq: int = 0) -> list[TimelineEntry]:
    with session(db_url) as db:
        query = select(TimelineRow).where(TimelineRow.session_id == session_id, TimelineRow.seq > after_seq)
        rows = list(db.exec(query.order_by(TimelineRow.seq)))
    return [TimelineEntry.model_validate(row.model_dump()) for row in rows]


def save_artifact(db_url: str, session_id: str, artifact: dict[str, Any], ddl: str) -> None:
    """Write the session's artifact, or overwrite it."""
    for attempt in range(2):
        with session(db_url) as db:
            row = db.get(ArtifactRow, session_id) or ArtifactRow(session_id=session_id, ddl=ddl)
            row.artifact = artifact
            row.ddl = ddl
            row.updated_at = utcnow()
            db.add(row)
            try:
                db.commit()
                return
            except IntegrityError:  # first written meanwhile by a concurrent call: overwrite that
                if attempt:
                    raise


def get_artifact(db_url: str, session_id: str) -> ArtifactRow | None:
    with session(db_url) as db:
        return db.get(ArtifactRow, session_id)


# --- The list of sessions -------------------------------------------------------------------


def set_created_by(db_url: str, session_id: str, user_id: str) -> None:
    with session(db_url) as db:
        db.exec(update(DesignSession).where(col(DesignSession.id) == session_id).values(created_by=user_id))
        db.commit()


def list_sessions(
    db_url: str,
    tenant_id: str,
    *,
    created_by: str | None,
    text_search: str | None,
    after: Keyset | None,
    limit: int,
) -> list[DesignSession]:
    """The tenant's sessions, newest first; `created_by` None is anyone's; the text is searched
    in the messages sent to a session."""
    query = select(DesignSession).where(DesignSession.tenant_id == tenant_id)
    if created_by is not None:
        query = query.where(DesignSession.created_by == created_by)
    if text_search:
        sent = select(TimelineRow.session_id).where(
            TimelineRow.type == "user", containing(text_search, col(TimelineRow.content))
        )
        query = query.where(col(DesignSession.id).in_(sent))
    with session(db_url) as db:
        return list(db.exec(newest_first(query, col(DesignSession.created_at), col(DesignSession.id), after, limit)))


def first_requests(db_url: str, session_ids: list[str]) -> dict[str, str]:
    """The first message sent to each session that has one (its first FIRST_MESSAGE_CHARS characters)."""
    if not session_ids:
        return {}
    first_seq = (
        select(TimelineRow.session_id, func.min(TimelineRow.seq).label("seq"))
        .where(col(TimelineRow.session_id).in_(session_ids), TimelineRow.type == "user")
        .group_by(col(TimelineRow.session_id))
        .subquery()
    )
    query = select(TimelineRow.session_id, TimelineRow.content).join(
        first_seq, (TimelineRow.session_id == first_seq.c.session_id) & (TimelineRow.seq == first_seq.c.seq)
    )
    with session(db_url) as db:
        return {session_id: content[:FIRST_MESSAGE_CHARS] for session_id, content in db.exec(query)}


def last_activity(db_url: str, session_ids: list[str]) -> dict[str, datetime]:
    """When each session that has a timeline last had an item added."""
    if not session_ids:
        return {}
    query = (
        select(TimelineRow.session_id, func.max(TimelineRow.created_at))
        .where(col(TimelineRow.session_id).in_(session_ids))
        .group_by(col(TimelineRow.session_id))
    )
    with session(db_url) as db:
        return {session_id: datetime.fromisoformat(latest) for session_id, latest in db.exec(query)}
