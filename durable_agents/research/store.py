"""Research data requests as the store mirrors them (seed 002's persistence): the request
and its whole state, the transitions log and the approvals audit. Written by an
idempotent activity: rows are keyed by (request_id, seq), so a retry or a replay never
writes one twice."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON as SAJSON
from sqlalchemy import Column, UniqueConstraint
from sqlalchemy.dialects.postgresql import insert as postgres_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlmodel import Field, SQLModel, select

from durable_agents.database import delete_row, get_owned, session, utcnow
from durable_agents.research.contract import ResearchProgress, ResearchState


class ResearchRequest(SQLModel, table=True):
    __tablename__ = "research_requests"

    id: str = Field(primary_key=True)
    tenant_id: str = Field(index=True, foreign_key="tenant.id")
    researcher_request: str
    approvers: list[str] = Field(default_factory=list, sa_column=Column(SAJSON, nullable=False))
    # The person whose key created the request (None: the tenant admin key, or a request from
    # before this column), and whether the tenant let creators decide their own gates then.
    created_by: str | None = None
    creator_may_decide: bool | None = None
    current_state: str = Field(index=True, default=ResearchState.NEW_REQUEST.value)
    pending_gate: str | None = None
    state: dict[str, Any] = Field(default_factory=dict, sa_column=Column(SAJSON, nullable=False))
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)


class ResearchTransition(SQLModel, table=True):
    __tablename__ = "research_transitions"

    request_id: str = Field(primary_key=True, foreign_key="research_requests.id")
    seq: int = Field(primary_key=True)
    from_state: str | None
    to_state: str
    rule: int | None
    reason: str
    at: str


class ApprovalAudit(SQLModel, table=True):
    __tablename__ = "research_approvals"

    request_id: str = Field(primary_key=True, foreign_key="research_requests.id")
    seq: int = Field(primary_key=True)
    gate: str
    decision: str
    approver: str
    channel: str
    reason: str
    at: str
    applied: bool
    note: str


class ResearchNotification(SQLModel, table=True):
    """A notice sent about a request (its delivery by email, in Slack): one row per request and
    kind, written right after the server accepted it and read before sending, so a retry
    sends nothing twice."""

    __tablename__ = "research_notifications"
    __table_args__ = (UniqueConstraint("request_id", "kind"),)

    id: int | None = Field(default=None, primary_key=True)
    request_id: str = Field(index=True)
    kind: str  # "delivery_email" | "delivery_slack"
    sent_to: str  # the email address, or the Slack channel
    reference: str = ""  # the email's Message-ID, or the Slack message's ts
    created_at: datetime = Field(default_factory=utcnow)


def create_request(
    db_url: str,
    request_id: str,
    tenant_id: str,
    researcher_request: str,
    approvers: list[str],
    *,
    created_by: str | None = None,
    creator_may_decide: bool = False,
) -> None:
    with session(db_url) as db:
        db.add(
            ResearchRequest(
                id=request_id,
                tenant_id=tenant_id,
                researcher_request=researcher_request,
                approvers=approvers,
                created_by=created_by,
                creator_may_decide=creator_may_decide,
            )
        )
        db.commit()


def delete_request(db_url: str, request_id: str) -> None:
    delete_row(db_url, ResearchRequest, request_id)


def get_request(db_url: str, tenant_id: str, request_id: str) -> ResearchRequest | None:
    return get_owned(db_url, ResearchRequest, tenant_id, request_id)


def list_requests(db_url: str, tenant_id: str, state: str | None = None) -> list[ResearchRequest]:
    with session(db_url) as db:
        query = select(ResearchRequest).where(ResearchRequest.tenant_id == tenant_id)
        if state is not None:
            query = query.where(ResearchRequest.current_state == state)
        return list(db.exec(query.order_by(ResearchRequest.created_at)))


def save_progress(db_url: str, progress: ResearchProgress) -> None:
    """Mirror the request's state; add the transitions and approvals not stored yet."""
    with session(db_url) as db:
        row = db.get(ResearchRequest, progress.request_id)
        if row is None:
            raise LookupError(f"research request {progress.request_id} is not in the store")
        row.current_state = progress.current_state.value
        row.pending_gate = progress.pending_gate.value if progress.pending_gate else None
        row.state = progress.state
        row.updated_at = utcnow()
        db.add(row)
        for t in progress.transitions:
            if db.get(ResearchTransition, (progress.request_id, t.seq)) is None:
                db.add(
                    ResearchTransition(
                        request_id=progress.request_id,
                        seq=t.seq,
                        from_state=t.from_state.value if t.from_state else None,
                        to_state=t.to_state.value,
                        rule=t.rule,
                        reason=t.reason,
                        at=t.at,
                    )
                )
        for seq, a in progress.approvals:
            if db.get(ApprovalAudit, (progress.request_id, seq)) is None:
                db.add(
                    ApprovalAudit(
                        request_id=progress.request_id,
                        seq=seq,
                        gate=a.gate.value,
                        decision=a.decision,
                        approver=a.approver,
                        channel=a.channel,
                        reason=a.reason,
                        at=a.at,
                        applied=a.applied,
                        note=a.note,
                    )
                )
        db.commit()


def transitions(db_url: str, request_id: str) -> list[ResearchTransition]:
    with session(db_url) as db:
        query = select(ResearchTransition).where(ResearchTransition.request_id == request_id)
        return list(db.exec(query.order_by(ResearchTransition.seq)))


def approvals(db_url: str, request_id: str) -> list[ApprovalAudit]:
    with session(db_url) as db:
        query = select(ApprovalAudit).where(ApprovalAudit.request_id == request_id)
        return list(db.exec(query.order_by(ApprovalAudit.seq)))


def find_notification(db_url: str, request_id: str, kind: str) -> ResearchNotification | None:
    with session(db_url) as db:
        query = select(ResearchNotification).where(
            ResearchNotification.request_id == request_id, ResearchNotification.kind == kind
        )
        return db.exec(query).first()


def record_notification(db_url: str, row: ResearchNotification) -> None:
    """Store the sent notice once (a second one of the same kind changes nothing)."""
    values = row.model_dump(exclude={"id"})
    with session(db_url) as db:
        insert = sqlite_insert if db.get_bind().dialect.name == "sqlite" else postgres_insert
        db.execute(insert(ResearchNotification).values(**values).on_conflict_do_nothing())
        db.commit()
