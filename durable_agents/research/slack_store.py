"""Slack approval messages and the decisions taken with their buttons.

`slack_message` makes posting idempotent: one row per gate opening and kind, written
right after Slack accepted the post and read before posting. `slack_decision` makes a
double click decide once: the first click on a message thread claims it.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON as SAJSON
from sqlalchemy import Column, UniqueConstraint, delete, or_, update
from sqlalchemy.dialects.postgresql import insert as postgres_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlmodel import Field, Session, SQLModel, select

from durable_agents.database import session, utcnow


class SlackMessage(SQLModel, table=True):
    """An approval message posted to Slack, for one opening of a gate (kind `opened`) or its reminder."""

    __tablename__ = "slack_message"
    __table_args__ = (UniqueConstraint("request_id", "gate", "opening", "kind"),)

    id: int | None = Field(default=None, primary_key=True)
    request_id: str = Field(index=True)
    gate: str
    # The gate's deadline: a gate opened again after a rejection has a new one, and so a new message.
    opening: str
    kind: str  # "opened" | "reminder"
    channel: str
    ts: str = Field(index=True)
    thread_ts: str | None = None  # a reminder's thread: the opened message
    notice: dict[str, Any] = Field(default_factory=dict, sa_column=Column("notice", SAJSON))
    created_at: datetime = Field(default_factory=utcnow)


class SlackDecision(SQLModel, table=True):
    """A click on Approve / Reject; only the first per gate and message thread is sent to the workflow."""

    __tablename__ = "slack_decision"
    __table_args__ = (UniqueConstraint("request_id", "gate", "channel", "message_ts"),)

    id: int | None = Field(default=None, primary_key=True)
    request_id: str = Field(index=True)
    gate: str
    channel: str
    message_ts: str  # the thread's root: the opened message (a reminder's buttons decide the same)
    slack_user: str
    approver: str
    decision: str  # "approve" | "reject"
    decision_id: str
    outcome: str = "claimed"  # "claimed" -> "applied" (a refused click frees the claim)
    created_at: datetime = Field(default_factory=utcnow)


def _insert(db: Session) -> Any:
    return sqlite_insert if db.get_bind().dialect.name == "sqlite" else postgres_insert


def find_message(db_url: str, request_id: str, gate: str, opening: str, kind: str) -> SlackMessage | None:
    with session(db_url) as db:
        return db.exec(
            select(SlackMessage).where(
                SlackMessage.request_id == request_id,
                SlackMessage.gate == gate,
                SlackMessage.opening == opening,
                SlackMessage.kind == kind,
            )
        ).first()


def record_message(db_url: str, row: SlackMessage) -> SlackMessage:
    """Store the posted message once; the stored row (the first one when two raced)."""
    values = row.model_dump(exclude={"id"})
    with session(db_url) as db:
        db.execute(_insert(db)(SlackMessage).values(**values).on_conflict_do_nothing())
        db.commit()
    stored = find_message(db_url, row.request_id, row.gate, row.opening, row.kind)
    if stored is None:
        raise RuntimeError("the Slack message row vanished after its insert")
    return stored


def latest_opening(db_url: str, request_id: str, gate: str) -> list[SlackMessage]:
    """The messages (opened and reminders) of the gate's most recent opening."""
    with session(db_url) as db:
        newest = db.exec(
            select(SlackMessage)
            .where(SlackMessage.request_id == request_id, SlackMessage.gate == gate)
            .order_by(SlackMessage.id.desc())  # type: ignore[union-attr]
        ).first()
        if newest is None:
            return []
        return list(
            db.exec(
                select(SlackMessage)
                .where(
                    SlackMessage.request_id == request_id,
                    SlackMessage.gate == gate,
                    SlackMessage.opening == newest.opening,
                )
                .order_by(SlackMessage.id)  # type: ignore[arg-type]
            )
        )


def find_by_ts(db_url: str, channel: str, ts: str) -> SlackMessage | None:
    with session(db_url) as db:
        return db.exec(select(SlackMessage).where(SlackMessage.channel == channel, SlackMessage.ts == ts)).first()


def thread_messages(db_url: str, channel: str, root_ts: str) -> list[SlackMessage]:
    """The opened message and its reminders."""
    with session(db_url) as db:
        return list(
            db.exec(
                select(SlackMessage)
                .where(
                    SlackMessage.channel == channel,
                    or_(SlackMessage.ts == root_ts, SlackMessage.thread_ts == root_ts),
                )
                .order_by(SlackMessage.id)  # type: ignore[arg-type]
            )
        )


def claim_decision(db_url: str, row: SlackDecision) -> bool:
    """True for the first click on the thread; False for any later one (a double click)."""
    values = row.model_dump(exclude={"id"})
    with session(db_url) as db:
        result = db.execute(_insert(db)(SlackDecision).values(**values).on_conflict_do_nothing())
        db.commit()
        return result.rowcount == 1


def _decision_key(request_id: str, gate: str, channel: str, message_ts: str) -> Any:
    return (
        (SlackDecision.request_id == request_id)
        & (SlackDecision.gate == gate)
        & (SlackDecision.channel == channel)
        & (SlackDecision.message_ts == message_ts)
    )


def set_decision_outcome(db_url: str, request_id: str, gate: str, channel: str, message_ts: str, outcome: str) -> None:
    with session(db_url) as db:
        db.execute(
            update(SlackDecision).where(_decision_key(request_id, gate, channel, message_ts)).values(outcome=outcome)
        )
        db.commit()


def release_decision(db_url: str, request_id: str, gate: str, channel: str, message_ts: str) -> None:
    """Undo a claim that decided nothing (refused, or Temporal unreachable), so a new click can decide."""
    with session(db_url) as db:
        db.execute(delete(SlackDecision).where(_decision_key(request_id, gate, channel, message_ts)))
        db.commit()


def get_decision(db_url: str, request_id: str, gate: str, channel: str, message_ts: str) -> SlackDecision | None:
    with session(db_url) as db:
        return db.exec(select(SlackDecision).where(_decision_key(request_id, gate, channel, message_ts))).first()
