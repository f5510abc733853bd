"""Research data request routes (seed 002): start, read, stream, answer, decide, change scope."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Query, status
from fastapi.exceptions import RequestValidationError
from fastapi.sse import EventSourceResponse, ServerSentEvent
from starlette.concurrency import run_in_threadpool
from temporalio.client import Client, WorkflowHandle, WorkflowQueryFailedError
from temporalio.service import RPCError

from api.deps import PrincipalDep, SettingsDep, TemporalDep, UserDep
from api.problems import BEYOND_THE_STREAM, workflow_errors
from api.research import downloads
from api.research.owned import RequestDep
from api.research.schemas import (
    ApprovalOut,
    DecisionCreate,
    ResearchAudit,
    ResearchMessageCreate,
    ResearchRequestCreate,
    ResearchRequestCreated,
    ResearchRequestSummary,
    ScopeChangeCreate,
    TransitionOut,
)
from api.stream_relay import checked_resume_offset, relay
from durable_agents import tenancy
from durable_agents.database import User
from durable_agents.research import store as research_store
from durable_agents.research.contract import (
    ApprovalRecord,
    DecisionRequest,
    RequestState,
    ResearcherMessage,
    ResearchState,
    ScopeChangeRequest,
    listed_approver,
    same_person,
)
from durable_agents.research.rules import SCOPE_CHANGE_CLOSED
from durable_agents.research.start import start_research_request
from durable_agents.research.store import ResearchRequest
from durable_agents.temporal import research_workflow_id
from workflows.research.workflow import ResearchRequestWorkflow

router = APIRouter(prefix="/v1/research-requests", tags=["research requests"])

# Who asked for a scope change when it was the tenant admin key, not a person.
TENANT_ADMIN = "tenant admin"
# Update validator failures -> the HTTP status a caller can act on.
UPDATE_REFUSALS = {
    "GateNotOpen": status.HTTP_409_CONFLICT,
    "NotAnApprover": status.HTTP_403_FORBIDDEN,
    "CreatorMayNotDecide": status.HTTP_403_FORBIDDEN,
}
FINISHED = "This request has finished; nothing more can be sent to it."


def _handle(temporal: Client, row: ResearchRequest) -> WorkflowHandle:
    return temporal.get_workflow_handle(research_workflow_id(row.id))


@router.post(
    "",
    status_code=status.HTTP_201_CREATED,
    response_model=ResearchRequestCreated,
    responses={
        422: {
            "description": "The body is not valid (each field, and why); or it was sent with a user's key and its "
            "approvers name no one but that user (`separation_of_duties`: a request's creator decides none of "
            "its gates unless the tenant allows it).",
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/HTTPValidationError"}}},
        }
    },
)
async def create_request(
    body: ResearchRequestCreate, principal: PrincipalDep, settings: SettingsDep, temporal: TemporalDep
) -> ResearchRequestCreated:
    """Start a request; the requirements agent begins at once (its questions come as events).
    Created with a user's key, that user decides none of its gates (unless the tenant allows
    it), so another approver must be listed; with the tenant admin key, the approvers decide."""
    creator = principal.user
    creator_may_decide = creator is not None and await _creators_may_decide(settings, principal.tenant.id)
    if creator is not None and not creator_may_decide:
        _check_another_approver(creator, body.approvers)
    request_id = await start_research_request(
        temporal,
        settings,
        principal.tenant.id,
        body.researcher_request,
        body.researcher_info.model_dump(exclude_defaults=True),
        body.approvers,
        created_by=creator.email if creator is not None else None,
        creator_may_decide=creator_may_decide,
    )
    return ResearchRequestCreated(request_id=request_id)


async def _creators_may_decide(settings: SettingsDep, tenant_id: str) -> bool:
    """The tenant's setting as stored now (the cached principal's copy may be older)."""
    tenant = await run_in_threadpool(tenancy.get_tenant, settings.resolved_database_url, tenant_id)
    return bool(tenant is not None and tenant.creator_may_decide)


def _check_another_approver(creator: User, approvers: list[str]) -> None:
    if all(same_person(approver, creator.email) for approver in approvers):
        msg = (
            f"Separation of duties: {creator.email} creates this request, and a request's creator does not "
            "decide its gates; list at least one other approver."
        )
        raise RequestValidationError([{"type": "separation_of_duties", "loc": ("body", "approvers"), "msg": msg}])


@router.get(
    "",
    response_model=list[ResearchRequestSummary],
    responses={403: {"description": "`waiting_for_me` was asked with the tenant admin key."}},
)
def list_requests(
    principal: PrincipalDep,
    settings: SettingsDep,
    state: Annotated[ResearchState | None, Query(description="Only requests in this state.")] = None,
    waiting_for_me: Annotated[
        bool, Query(description="Only requests whose open gate the user whose key is sent may decide.")
    ] = False,
) -> list[ResearchRequestSummary]:
    db_url = settings.resolved_database_url
    rows = research_store.list_requests(db_url, principal.tenant.id, state.value if state else None)
    if waiting_for_me:
        if principal.user is None:
            raise HTTPException(
                status.HTTP_403_FORBIDDEN,
                "The tenant admin key is no approver: ask for the requests waiting for you with your own user key.",
            )
        email = principal.user.email
        rows = [row for row in rows if row.pending_gate and _may_decide(email, row)]
    return [
        ResearchRequestSummary(
            request_id=row.id,
            researcher_request=row.researcher_request,
            current_state=row.current_state,
            pending_gate=row.pending_gate,
            approvers=row.approvers,
            created_by=row.created_by,
            created_at=row.created_at,
            updated_at=row.updated_at,
        )
        for row in rows
    ]


def _may_decide(email: str, row: ResearchRequest) -> bool:
    """Whether the user `email` may decide the request's gates: listed, and not its creator
    (unless the tenant let creators decide when it was created)."""
    creator_refused = same_person(email, row.created_by) and not row.creator_may_decide
    return listed_approver(email, row.approvers) is not None and not creator_refused


@router.get("/{request_id}", response_model=RequestState)
async def read_request(row: RequestDep, temporal: TemporalDep) -> RequestState:
    """The whole request state (a workflow query); the store's mirror, as of the request's last
    change, when the workflow is gone, Temporal is unreachable or no worker answers in time.
    Where the server keeps the request's files is not shown: a delivery's files are listed and
    downloaded at `/files`."""
    try:
        state = await _handle(temporal, row).query(ResearchRequestWorkflow.get_request)
    except (RPCError, WorkflowQueryFailedError):
        if not row.state:
            raise  # nothing mirrored yet: the app's handlers answer 503
        state = RequestState.model_validate(row.state)
    return state.without_server_paths()


@router.get("/{request_id}/audit", response_model=ResearchAudit)
def read_audit(row: RequestDep, settings: SettingsDep) -> ResearchAudit:
    """Every transition and every decision (applied or ignored, with why), from the store."""
    db_url = settings.resolved_database_url
    return ResearchAudit(
        created_by=row.created_by,
        transitions=[
            TransitionOut.model_validate(t, from_attributes=True) for t in research_store.transitions(db_url, row.id)
        ],
        approvals=[
            ApprovalOut.model_validate(a, from_attributes=True) for a in research_store.approvals(db_url, row.id)
        ],
    )


async def _workflow_id(row: RequestDep) -> str:
    return research_workflow_id(row.id)


@router.get("/{request_id}/events", response_class=EventSourceResponse, responses=BEYOND_THE_STREAM)
async def request_events(
    row: RequestDep,
    temporal: TemporalDep,
    settings: SettingsDep,
    from_offset: Annotated[int, Depends(checked_resume_offset(_workflow_id))],
) -> AsyncIterator[ServerSentEvent]:
    """`state_changed`, `approval_requested`, `approval_decided`, `agent_progress`, `question`
    as SSE (`id`: offset); the stream ends when the request has finished."""
    async for event in relay(
        temporal,
        research_workflow_id(row.id),
        from_offset,
        poll_cooldown=timedelta(milliseconds=max(settings.stream_poll_cooldown_ms, 100)),
        live=None,
    ):
        yield event


@router.post(
    "/{request_id}/messages",
    status_code=status.HTTP_202_ACCEPTED,
    responses={409: {"description": "No question is waiting for an answer."}},
)
async def answer_question(body: ResearchMessageCreate, row: RequestDep, temporal: TemporalDep) -> dict[str, str]:
    """The researcher's answer to the requirements agent's question (see `question` events)."""
    with workflow_errors(FINISHED, UPDATE_REFUSALS):
        await _handle(temporal, row).execute_update("answer", ResearcherMessage(content=body.content))
    return {"status": "accepted"}


@router.post(
    "/{request_id}/decisions",
    response_model=ApprovalRecord,
    responses={
        403: {
            "description": "The tenant admin key was sent, the user is not on the request's approver list, "
            "or the user created the request (separation of duties)."
        },
        409: {"description": "That gate is not open."},
    },
)
async def decide(body: DecisionCreate, row: RequestDep, user: UserDep, temporal: TemporalDep) -> ApprovalRecord:
    """Approve or reject the open gate as the user whose API key is sent (answered once the
    workflow has applied it). The user who created the request may not, unless the tenant
    allowed it when the request was created (the workflow refuses it)."""
    # Requests listed before approvers were kept lowercase: their spelling is the one the workflow knows.
    approver = listed_approver(user.email, row.approvers) or user.email
    decision = DecisionRequest(gate=body.gate, decision=body.decision, approver=approver, reason=body.reason)
    with workflow_errors(FINISHED, UPDATE_REFUSALS):
        return await _handle(temporal, row).execute_update("decide", decision, result_type=ApprovalRecord)


@router.post(
    "/{request_id}/scope-change",
    status_code=status.HTTP_202_ACCEPTED,
    responses={409: {"description": "The request is past delivery or finished."}},
)
async def change_scope(
    body: ScopeChangeCreate, row: RequestDep, principal: PrincipalDep, temporal: TemporalDep
) -> dict[str, str]:
    """Ask for a scope change: the SCOPE_CHANGE gate opens at the next state boundary."""
    requested_by = principal.user.email if principal.user is not None else TENANT_ADMIN
    if ResearchState(row.current_state) in SCOPE_CHANGE_CLOSED:
        raise HTTPException(status.HTTP_409_CONFLICT, f"A scope change cannot be asked for in {row.current_state}.")
    with workflow_errors(FINISHED):
        await _handle(temporal, row).signal(
            ResearchRequestWorkflow.request_scope_change,
            ScopeChangeRequest(reason=body.reason, requested_by=requested_by),
        )
    return {"status": "requested"}


router.include_router(downloads.router)
