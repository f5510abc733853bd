"""Chat routes: create, list, rename, delete, send a message (Update), read state (Query),
stream events (SSE)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Query, Request, Response, status
from fastapi.responses import JSONResponse
from fastapi.sse import EventSourceResponse, ServerSentEvent
from starlette.concurrency import run_in_threadpool
from temporalio.client import Client, WorkflowUpdateStage
from temporalio.service import RPCError, RPCStatusCode

from api.chat.schemas import (
    CancelOut,
    ChatChange,
    ChatCreate,
    ChatCreated,
    ChatOut,
    ChatPage,
    ChatSummary,
    MessageAccepted,
    MessageCreate,
)
from api.deps import ChatDep, IdempotencyKey, PrincipalDep, SettingsDep, TemporalDep, TenantDep, message_id_for
from api.listing import (
    LIST_RESPONSES,
    Links,
    ListRequestDep,
    Standing,
    as_utc,
    fill_page,
    is_running,
    title_of,
    workflows_by_id,
)
from api.problems import AGENT_NOT_FOUND, BEYOND_THE_STREAM, MESSAGE_EVENTS, workflow_errors
from api.stream_relay import AnswersRelayDep, TurnRelayDep, checked_resume_offset, message_events_response
from durable_agents.chat import agents as agents_store
from durable_agents.chat.contract import ChatState, SendMessage
from durable_agents.chat.start import start_chat
from durable_agents.database import Chat
from durable_agents.listing import Keyset
from durable_agents.llm_types import TokenUsage
from durable_agents.temporal import chat_workflow_id, message_update_id
from workflows.chat.workflow import ChatWorkflow

router = APIRouter(prefix="/v1/chats", tags=["chats"])

CHAT_CLOSED = "This chat is closed; start a new chat."


@router.post(
    "",
    status_code=status.HTTP_201_CREATED,
    response_model=ChatCreated,
    responses={**AGENT_NOT_FOUND, 409: {"description": "An automatic mode, and the tenant has no agent yet."}},
)
async def create_chat(
    body: ChatCreate, principal: PrincipalDep, settings: SettingsDep, temporal: TemporalDep
) -> ChatCreated:
    tenant, user = principal.tenant, principal.user
    db_url = settings.resolved_database_url
    agent = None
    if body.agent_id is not None:
        agent = await run_in_threadpool(agents_store.get_agent, db_url, tenant.id, body.agent_id)
        if agent is None:
            raise HTTPException(status.HTTP_404_NOT_FOUND, f"Agent {body.agent_id} not found.")
    elif not await run_in_threadpool(agents_store.list_agents, db_url, tenant.id):
        raise HTTPException(
            status.HTTP_409_CONFLICT, f"Mode {body.mode} chooses among your agents: create one with POST /v1/agents."
        )
    # Temporal being unreachable (RPCError) is answered 503 by the app's handler.
    chat_id = await start_chat(
        temporal,
        settings,
        tenant.id,
        agent,
        body.mode,
        body.double_texting,
        body.validate_answers,
        created_by=user.id if user is not None else None,
    )
    return ChatCreated(chat_id=chat_id)


@router.get("", response_model=ChatPage, responses=LIST_RESPONSES)
async def list_chats(
    tenant: TenantDep,
    settings: SettingsDep,
    temporal: TemporalDep,
    page: ListRequestDep,
    agent_id: Annotated[str | None, Query(max_length=100, description="Only the chats of this agent.")] = None,
    mode: Annotated[int | None, Query(ge=1, le=4, description="Only the chats in this mode (1 to 4).")] = None,
    q: Annotated[
        str | None,
        Query(min_length=1, max_length=200, description="Only chats whose title or first message has this text."),
    ] = None,
) -> ChatPage:
    """The chats a user's key started (the tenant admin key: the tenant's), newest first."""

    def fetch(after: Keyset | None, limit: int) -> list[Chat]:
        return agents_store.list_chats(
            settings.resolved_database_url,
            tenant.id,
            created_by=page.created_by,
            agent_id=agent_id,
            mode=mode,
            text_search=q,
            after=after,
            limit=limit,
        )

    rows, next_cursor = await fill_page(fetch, lambda rows: _standings(temporal, rows), _keyset, page)
    return ChatPage(items=[_summary(row, standing) for row, standing in rows], next_cursor=next_cursor)


def _keyset(chat: Chat) -> Keyset:
    return chat.created_at, chat.id


async def _standings(temporal: Client, chats: list[Chat]) -> list[Standing]:
    workflows = await workflows_by_id(temporal, [chat_workflow_id(chat.id) for chat in chats])
    standings = []
    for chat in chats:
        workflow = workflows.get(chat_workflow_id(chat.id))
        standings.append(Standing("open" if is_running(workflow) else "closed", workflow))
    return standings


def _summary(chat: Chat, standing: Standing) -> ChatSummary:
    path = f"/v1/chats/{chat.id}"
    return ChatSummary(
        chat_id=chat.id,
        title=title_of(chat.title or chat.first_message),
        mode=chat.mode,
        agent_id=chat.agent_id,
        state=standing.state,  # type: ignore[arg-type]
        created_by=chat.created_by,
        created_at=as_utc(chat.created_at),
        updated_at=as_utc(chat.updated_at or chat.created_at),
        links=Links(self=path, events=f"{path}/events"),
    )


@router.patch("/{chat_id}", response_model=ChatSummary)
async def rename_chat(body: ChatChange, chat: ChatDep, settings: SettingsDep, temporal: TemporalDep) -> ChatSummary:
    """Name the chat: its list shows the name instead of its first message."""
    renamed = await run_in_threadpool(agents_store.rename_chat, settings.resolved_database_url, chat.id, body.title)
    if renamed is None:  # deleted meanwhile
        raise HTTPException(status.HTTP_404_NOT_FOUND, f"Chat {chat.id} not found.")
    return _summary(renamed, (await _standings(temporal, [renamed]))[0])


@router.delete("/{chat_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_chat(chat: ChatDep, settings: SettingsDep, temporal: TemporalDep, request: Request) -> Response:
    """End the chat's workflow (terminated: at once, with no worker needed, and nothing of a
    chat needs cleaning up) and remove its row. Its usage rows stay (`GET /v1/usage` counts
    tokens spent). Temporal keeps the workflow's history, messages included, until the
    namespace's retention period ends."""
    try:
        await temporal.get_workflow_handle(chat_workflow_id(chat.id)).terminate(reason="The chat was deleted.")
    except RPCError as err:
        if err.status != RPCStatusCode.NOT_FOUND:
            raise  # Temporal unreachable: 503, and the chat stays to delete again
    await run_in_threadpool(agents_store.delete_chat, settings.resolved_database_url, chat.id)
    request.app.state.chat_cache.pop(chat.id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.get("/{chat_id}", response_model=ChatOut)
async def read_chat(chat: ChatDep, temporal: TemporalDep) -> ChatOut:
    state: ChatState = await temporal.get_workflow_handle(chat_workflow_id(chat.id)).query(ChatWorkflow.get_chat)
    used = [t.usage for t in state.turns if t.usage is not None]
    return ChatOut(
        chat_id=chat.id,
        mode=state.mode,
        agent_id=state.agent_id,
        double_texting=state.double_texting,
        validate_answers=state.validate_answers,
        summary=state.summary,
        status=state.status,
        usage=sum(used, TokenUsage()),
        messages=state.turns,
        first_event_offset=state.first_event_offset,
    )


@router.post("/{chat_id}/cancel", response_model=CancelOut, responses={409: {"description": "The chat is closed."}})
async def cancel_turn(chat: ChatDep, temporal: TemporalDep) -> CancelOut:
    """Stop the answer in progress (its stream ends with an `error` event, code `cancelled`)
    and drop messages still queued. The chat stays usable."""
    handle = temporal.get_workflow_handle(chat_workflow_id(chat.id))
    with workflow_errors(CHAT_CLOSED):
        cancelled = await handle.execute_update(ChatWorkflow.cancel_turn)
    return CancelOut(cancelled_message_id=cancelled.message_id)


@router.post(
    "/{chat_id}/messages",
    status_code=status.HTTP_202_ACCEPTED,
    response_model=MessageAccepted,
    responses={**MESSAGE_EVENTS, 409: {"description": "The chat is closed."}},
)
async def send_message(
    body: MessageCreate,
    chat: ChatDep,
    temporal: TemporalDep,
    settings: SettingsDep,
    request: Request,
    turn_relay: TurnRelayDep,
    idempotency_key: IdempotencyKey = None,
) -> JSONResponse | EventSourceResponse:
    """Queue a message; the answer streams on `/events`. Ask for `text/event-stream` to get it here."""
    handle = temporal.get_workflow_handle(chat_workflow_id(chat.id))
    message_id = message_id_for(chat.id, idempotency_key)
    wants_stream = "text/event-stream" in request.headers.get("accept", "")
    update_id = message_update_id(message_id, body.enable_rag, body.content)
    if not wants_stream:
        message = SendMessage(message_id=message_id, content=body.content, enable_rag=body.enable_rag)
        with workflow_errors(CHAT_CLOSED):
            await handle.execute_update(ChatWorkflow.send_message, message, id=update_id)
        await run_in_threadpool(agents_store.note_message, settings.resolved_database_url, chat.id, body.content)
        return JSONResponse(MessageAccepted(message_id=message_id).model_dump(), status.HTTP_202_ACCEPTED)
    # A plain turn's events come pushed by the worker and with the Update's answer, not by reading the stream.
    stream = turn_relay(chat_workflow_id(chat.id), message_id)
    message = SendMessage(
        message_id=message_id, content=body.content, enable_rag=body.enable_rag, live_to=stream.live_to
    )
    try:
        with workflow_errors(CHAT_CLOSED):
            turn = await handle.start_update(
                ChatWorkflow.answer, message, id=f"answer-{update_id}", wait_for_stage=WorkflowUpdateStage.ACCEPTED
            )
    except BaseException:
        stream.close()
        raise
    await run_in_threadpool(agents_store.note_message, settings.resolved_database_url, chat.id, body.content)
    return message_events_response(stream.events(turn), message_id)


async def _workflow_id(chat: ChatDep) -> str:
    return chat_workflow_id(chat.id)


@router.get(
    "/{chat_id}/events",
    response_class=EventSourceResponse,
    responses=BEYOND_THE_STREAM,
)
async def chat_events(
    chat: ChatDep,
    answers_relay: AnswersRelayDep,
    from_offset: Annotated[int, Depends(checked_resume_offset(_workflow_id))],
    message_id: Annotated[
        str | None, Query(description="Only this message's events; the stream ends after its `final` or `error`.")
    ] = None,
) -> AsyncIterator[ServerSentEvent]:
    """The chat's events as SSE: `id` is the event's offset, `event` its type, `data` its JSON."""
    async for event in answers_relay(chat_workflow_id(chat.id), from_offset, message_id):
        yield event
