"""Token usage per tenant: one row per answered message, summed by day and model."""

from __future__ import annotations

from datetime import date

from sqlalchemy import func
from sqlalchemy.dialects.postgresql import insert as postgres_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlmodel import select

from durable_agents.chat.contract import UsageInput
from durable_agents.database import UsageRecord, session


def record_turn(db_url: str, turn: UsageInput) -> None:
    """The row of one answered message, from the workflow's payload (idempotent)."""
    record(
        db_url,
        UsageRecord(
            message_id=turn.message_id,
            tenant_id=turn.tenant_id,
            chat_id=turn.chat_id,
            model=turn.model,
            day=date.fromisoformat(turn.day),
            prompt_tokens=turn.usage.prompt_tokens,
            completion_tokens=turn.usage.completion_tokens,
            total_tokens=turn.usage.total_tokens,
        ),
    )


def record(db_url: str, row: UsageRecord) -> None:
    """Insert once: a retried write of the same message changes nothing."""
    with session(db_url) as db:
        insert = sqlite_insert if db.get_bind().dialect.name == "sqlite" else postgres_insert
        db.execute(insert(UsageRecord).values(**row.model_dump()).on_conflict_do_nothing(index_elements=["message_id"]))
        db.commit()


def by_day_and_model(db_url: str, tenant_id: str, since: date | None, until: date | None) -> list[dict[str, object]]:
    statement = (
        select(
            UsageRecord.day,
            UsageRecord.model,
            func.count().label("messages"),
            func.sum(UsageRecord.prompt_tokens).label("prompt_tokens"),
            func.sum(UsageRecord.completion_tokens).label("completion_tokens"),
            func.sum(UsageRecord.total_tokens).label("total_tokens"),
        )
        .where(UsageRecord.tenant_id == tenant_id)
        .group_by(UsageRecord.day, UsageRecord.model)
        .order_by(UsageRecord.day, UsageRecord.model)
    )
    if since is not None:
        statement = statement.where(UsageRecord.day >= since)
    if until is not None:
        statement = statement.where(UsageRecord.day <= until)
    with session(db_url) as db:
        return [dict(row._mapping) for row in db.exec(statement)]
