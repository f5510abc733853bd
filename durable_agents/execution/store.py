"""Validated executions started through the API, as their list shows them: who started one,
its query, its agent. The result and status are the workflow's."""

from __future__ import annotations

from datetime import datetime

from sqlmodel import Field, SQLModel, col, select

from durable_agents.database import delete_row, session, utcnow
from durable_agents.listing import FIRST_MESSAGE_CHARS, Keyset, containing, newest_first


class ExecutionRecord(SQLModel, table=True):
    __tablename__ = "executions"

    id: str = Field(primary_key=True)
    tenant_id: str = Field(index=True, foreign_key="tenant.id")
    created_by: str | None = None  # the user whose key started it; None: the tenant admin key
    agent_id: str | None = None  # no foreign key: an execution outlives the agent it ran as
    query: str  # its first FIRST_MESSAGE_CHARS characters
    created_at: datetime = Field(default_factory=utcnow)


def record_execution(
    db_url: str, execution_id: str, tenant_id: str, *, query: str, agent_id: str | None, created_by: str | None
) -> None:
    row = ExecutionRecord(
        id=execution_id,
        tenant_id=tenant_id,
        created_by=created_by,
        agent_id=agent_id,
        query=query[:FIRST_MESSAGE_CHARS],
    )
    with session(db_url) as db:
        db.add(row)
        db.commit()


def delete_execution(db_url: str, execution_id: str) -> None:
    delete_row(db_url, ExecutionRecord, execution_id)


def list_executions(
    db_url: str,
    tenant_id: str,
    *,
    created_by: str | None,
    agent_id: str | None,
    text_search: str | None,
    after: Keyset | None,
    limit: int,
) -> list[ExecutionRecord]:
    """The tenant's executions, newest first; `created_by` None is anyone's."""
    query = select(ExecutionRecord).where(ExecutionRecord.tenant_id == tenant_id)
    if created_by is not None:
        query = query.where(ExecutionRecord.created_by == created_by)
    if agent_id is not None:
        query = query.where(ExecutionRecord.agent_id == agent_id)
    if text_search:
        query = query.where(containing(text_search, col(ExecutionRecord.query)))
    created_at, item_id = col(ExecutionRecord.created_at), col(ExecutionRecord.id)
    with session(db_url) as db:
        return list(db.exec(newest_first(query, created_at, item_id, after, limit)))
