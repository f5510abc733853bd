"""Planner chats as their list shows them: who started one and its first message. Its state
is the workflow's (the `PlannerStatus` search attribute)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.exc import IntegrityError
from sqlmodel import Field, SQLModel, col, select

from durable_agents.database import session, utcnow
from durable_agents.listing import FIRST_MESSAGE_CHARS, Keyset, containing, newest_first


class PlannerChatExists(Exception):
    """The tenant has a planner chat with this id already."""


class PlannerChatRecord(SQLModel, table=True):
    __tablename__ = "planner_chats"

    # Clients choose chat ids: unique per tenant only.
    tenant_id: str = Field(primary_key=True, foreign_key="tenant.id")
    chat_id: str = Field(primary_key=True)
    created_by: str | None = None  # the user whose key started it; None: the tenant admin key
    first_message: str  # its first FIRST_MESSAGE_CHARS characters
    created_at: datetime = Field(default_factory=utcnow, index=True)


def record_chat(db_url: str, tenant_id: str, chat_id: str, *, first_message: str, created_by: str | None) -> None:
    """PlannerChatExists when the tenant has recorded a chat with this id."""
    row = PlannerChatRecord(
        tenant_id=tenant_id,
        chat_id=chat_id,
        created_by=created_by,
        first_message=first_message[:FIRST_MESSAGE_CHARS],
    )
    with session(db_url) as db:
        db.add(row)
        try:
            db.commit()
        except IntegrityError as err:
            raise PlannerChatExists(chat_id) from err


def delete_chat(db_url: str, tenant_id: str, chat_id: str) -> None:
    with session(db_url) as db:
        row = db.get(PlannerChatRecord, (tenant_id, chat_id))
        if row is not None:
            db.delete(row)
            db.commit()


def list_chats(
    db_url: str,
    tenant_id: str,
    *,
    created_by: str | None,
    text_search: str | None,
    after: Keyset | None,
    limit: int,
) -> list[PlannerChatRecord]:
    """The tenant's planner chats, newest first; `created_by` None is anyone's."""
    query = select(PlannerChatRecord).where(PlannerChatRecord.tenant_id == tenant_id)
    if created_by is not None:
        query = query.where(PlannerChatRecord.created_by == created_by)
    if text_search:
        query = query.where(containing(text_search, col(PlannerChatRecord.first_message)))
    created_at, item_id = col(PlannerChatRecord.created_at), col(PlannerChatRecord.chat_id)
    with session(db_url) as db:
        return list(db.exec(newest_first(query, created_at, item_id, after, limit)))
