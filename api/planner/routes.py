"""The planner's interfaces (seed 003): REST + SSE for clients that do not use WebSockets, and
the WebSocket speaking DD-14..DD-17 (api/planner/socket.py). Both relay the planner workflow's
event stream."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Annotated, Any

from fastapi import APIRouter, Depends, HTTPException, Path, Query, status
from fastapi.sse import EventSourceResponse, ServerSentEvent
from temporalio.client import Client, WorkflowExecution, WorkflowExecutionStatus, WorkflowHandle
from temporalio.exceptions import WorkflowAlreadyStartedError
from temporalio.service import RPCError, RPCStatusCode

from api.deps import (
    PrincipalDep,
    SettingsDep,
    TemporalDep,
    TenantDep,
    owned_workflow,
)
from api.listing import (
    LIST_RESPONSES,
    Links,
    ListRequestDep,
    Standing,
    as_utc,
    fill_page,
    title_of,
    workflows_by_id,
)
from api.planner.schemas import (
    ClarificationCreate,
    PlannerChatCreated,
    PlannerChatPage,
    PlannerChatSummary,
    PlannerListState,
    PlannerMessageAccepted,
    PlannerMessageCreate,
)
from api.planner.socket import router as socket_router
from api.problems import BEYOND_THE_STREAM, workflow_errors
from api.stream_relay import checked_resume_offset, relay
from durable_agents.database import Tenant
from durable_agents.listing import Keyset
from durable_agents.planner import chat_store
from durable_agents.planner.chat_store import PlannerChatRecord
from durable_agents.planner.contract import (
    CHAT_ID_PATTERN,
    Clarification,
    PlannerChatState,
    PlannerMessage,
    StartChatRequest,
)
from durable_agents.planner.start import start_planner_chat
from durable_agents.settings import Settings
from durable_agents.temporal import PLANNER_STATUS, planner_workflow_id
from workflows.planner.workflow import PlannerWorkflow

router = APIRouter(prefix="/v1/planner", tags=["planner"])
router.include_router(socket_router)  # the WebSocket, /v1/planner/ws


def chat_exists(chat_id: str | None) -> str:
    return f"Planner chat {chat_id} exists already (running or ended); start a new chat with another chat_id."


async def owned_chat(temporal: Client, tenant: Tenant, chat_id: str) -> WorkflowHandle[Any, Any]:
    """The tenant's planner chat `chat_id`, else 404."""
    workflow_id = planner_workflow_id(tenant.id, chat_id)
    await owned_workflow(temporal, tenant, workflow_id, f"Planner chat {chat_id} not found.")
    return temporal.get_workflow_handle(workflow_id)


async def _owned(
    chat_id: Annotated[str, Path(pattern=CHAT_ID_PATTERN)], tenant: TenantDep, temporal: TemporalDep
) -> WorkflowHandle[Any, Any]:
    return await owned_chat(temporal, tenant, chat_id)


OwnedChat = Annotated[WorkflowHandle[Any, Any], Depends(_owned)]


def _events(temporal: Client, settings: Settings, workflow_id: str, from_offset: int) -> AsyncIterator[ServerSentEvent]:
    return relay(
        temporal,
        workflow_id,
        from_offset,
        poll_cooldown=timedelta(milliseconds=max(settings.stream_poll_cooldown_ms, 50)),
        live=None,
    )


# --- REST + SSE ----------------------------------------------------------------------------


NOT_FOUND = {404: {"description": "The tenant has no planner chat with this id."}}
UNAVAILABLE = {503: {"description": "Temporal is unavailable."}}


@router.post(
    "/chats",
    status_code=status.HTTP_201_CREATED,
    response_model=PlannerChatCreated,
    responses={409: {"description": "The tenant has a chat with this `chat_id` (running or ended)."}, **UNAVAILABLE},
)
async def create_chat(
    body: StartChatRequest, principal: PrincipalDep, settings: SettingsDep, temporal: TemporalDep
) -> PlannerChatCreated:
    """Start a planner chat with its first message (DD-14's `start_chat` payload)."""
    user_id = principal.user.id if principal.user is not None else None
    try:
        chat_id = await start_planner_chat(temporal, settings, principal.tenant.id, body, created_by=user_id)
    except WorkflowAlreadyStartedError as err:
        raise HTTPException(status.HTTP_409_CONFLICT, chat_exists(body.chat_id)) from err
    return PlannerChatCreated(chat_id=chat_id)


@router.get("/chats", response_model=PlannerChatPage, responses=LIST_RESPONSES)
async def list_chats(
    tenant: TenantDep,
    settings: SettingsDep,
    temporal: TemporalDep,
    page: ListRequestDep,
    state: Annotated[PlannerListState | None, Query(description="Only the chats in this state.")] = None,
    q: Annotated[
        str | None, Query(min_length=1, max_length=200, description="Only chats whose first message has this text.")
    ] = None,
) -> PlannerChatPage:
    """The planner chats a user's key started (the tenant admin key: the tenant's), newest
    first. With `state`, a call reads at most 1,000 chats: a page may then hold fewer than
    `limit` while `next_cursor` goes on."""

    def fetch(after: Keyset | None, limit: int) -> list[PlannerChatRecord]:
        return chat_store.list_chats(
            settings.resolved_database_url,
            tenant.id,
            created_by=page.created_by,
            text_search=q,
            after=after,
            limit=limit,
        )

    rows, next_cursor = await fill_page(fetch, lambda rows: _standings(temporal, rows), _keyset, page, state)
    return PlannerChatPage(items=[_summary(row, standing) for row, standing in rows], next_cursor=next_cursor)


def _keyset(row: PlannerChatRecord) -> Keyset:
    return row.created_at, row.chat_id


def _state(workflow: WorkflowExecution | None) -> str:
    """The chat's PlannerStatus; a chat stopped from outside (terminated, timed out) while it
    still said otherwise is `error`."""
    if workflow is None:
        return "expired"
    said = workflow.typed_search_attributes.get(PLANNER_STATUS) or "planning"
    if workflow.status == WorkflowExecutionStatus.RUNNING or said in ("done", "error"):
        return said
    return "done" if workflow.status == WorkflowExecutionStatus.COMPLETED else "error"


async def _standings(temporal: Client, rows: list[PlannerChatRecord]) -> list[Standing]:
    workflows = await workflows_by_id(temporal, [planner_workflow_id(row.tenant_id, row.chat_id) for row in rows])
    standings = []
    for row in rows:
        workflow = workflows.get(planner_workflow_id(row.tenant_id, row.chat_id))
        standings.append(Standing(_state(workflow), workflow))
    return standings


def _summary(row: PlannerChatRecord, standing: Standing) -> PlannerChatSummary:
    path = f"/v1/planner/chats/{row.chat_id}"
    return PlannerChatSummary(
        chat_id=row.chat_id,
        title=title_of(row.first_message),
        state=standing.state,  # type: ignore[arg-type]
        created_by=row.created_by,
        created_at=as_utc(row.created_at),
        updated_at=as_utc(standing.ended_at() or row.created_at),
        links=Links(self=path, events=f"{path}/events"),
    )


@router.get("/chats/{chat_id}", response_model=PlannerChatState, responses={**NOT_FOUND, **UNAVAILABLE})
async def read_chat(chat: OwnedChat) -> PlannerChatState:
    return await chat.query(PlannerWorkflow.get_state)


@router.post(
    "/chats/{chat_id}/messages",
    status_code=status.HTTP_202_ACCEPTED,
    response_model=PlannerMessageAccepted,
    responses={
        **NOT_FOUND,
        409: {"description": "The chat has ended, or waits for a clarification."},
        **UNAVAILABLE,
    },
)
async def send_message(body: PlannerMessageCreate, chat: OwnedChat) -> PlannerMessageAccepted:
    if not body.content.strip():
        raise HTTPException(status.HTTP_422_UNPROCESSABLE_CONTENT, "The message is blank; write some text.")
    message = PlannerMessage(message_id=str(uuid.uuid4()), content=body.content)
    with workflow_errors("This planner chat has ended."):
        await chat.execute_update("send_message", message, result_type=str)
    return PlannerMessageAccepted(message_id=message.message_id)


@router.post(
    "/chats/{chat_id}/clarifications",
    status_code=status.HTTP_202_ACCEPTED,
    responses={**NOT_FOUND, 409: {"description": "No clarification is pending in this chat."}, **UNAVAILABLE},
)
async def provide_clarification(body: ClarificationCreate, chat: OwnedChat) -> dict[str, str]:
    """The answer to `clarification_requested`; 409 when no clarification is pending."""
    state = await chat.query(PlannerWorkflow.get_state)
    if state.pending_clarification_id is None:
        raise HTTPException(status.HTTP_409_CONFLICT, "No clarification is pending in this chat.")
    await chat.signal(
        PlannerWorkflow.provide_clarification,
        Clarification(clarification_id=body.clarification_id, response=body.response),
    )
    return {"status": "accepted"}


async def _signal_end(chat: WorkflowHandle[Any, Any]) -> None:
    try:
        await chat.signal(PlannerWorkflow.end_chat)
    except RPCError as err:
        if err.status != RPCStatusCode.NOT_FOUND:
            raise  # NOT_FOUND: the chat has ended already


@router.post("/chats/{chat_id}/cancel", responses={**NOT_FOUND, **UNAVAILABLE})
async def cancel_chat(chat: OwnedChat) -> dict[str, str]:
    """End the chat: what runs is stopped, `chat_ended` is the last event."""
    await _signal_end(chat)
    return {"status": "ended"}


async def _workflow_id(chat: OwnedChat) -> str:
    return chat.id


@router.get(
    "/chats/{chat_id}/events",
    response_class=EventSourceResponse,
    responses={**NOT_FOUND, **UNAVAILABLE, **BEYOND_THE_STREAM},
)
async def chat_events(
    chat: OwnedChat,
    temporal: TemporalDep,
    settings: SettingsDep,
    from_offset: Annotated[int, Depends(checked_resume_offset(_workflow_id))],
) -> AsyncIterator[ServerSentEvent]:
    """DD-15's events as SSE (`event:` its name, `data:` its payload, `id:` its offset)."""
    async for event in _events(temporal, settings, chat.id, from_offset):
        yield event
