"""The planner's interfaces (seed 003): a WebSocket speaking DD-14/DD-15, and REST + SSE for
clients that do not use WebSockets. Both relay the planner workflow's event stream."""

from __future__ import annotations

import asyncio
import json
import logging
import time
import uuid
from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Annotated, Any

from fastapi import APIRouter, Depends, HTTPException, Query, WebSocket, WebSocketDisconnect, status
from fastapi.sse import EventSourceResponse, ServerSentEvent
from pydantic import BaseModel, ValidationError
from temporalio.client import Client, WorkflowExecutionDescription, WorkflowHandle, WorkflowUpdateFailedError
from temporalio.common import SearchAttributePair, TypedSearchAttributes
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError, RPCStatusCode

from api.deps import ResumeOffsetDep, SettingsDep, TemporalDep, TenantDep, tenant_for_key
from api.stream_relay import relay
from durable_agents.errors import ErrorCode, client_error
from durable_agents.planner import (
    Clarification,
    PlannerChatState,
    PlannerInput,
    PlannerMessage,
    PlannerOptions,
    ProvideClarificationPayload,
    StartChatPayload,
)
from durable_agents.settings import Settings
from durable_agents.temporal import TENANT_ID, planner_workflow_id
from store.db import Tenant
from workflows.planner import PlannerWorkflow

router = APIRouter(prefix="/v1/planner", tags=["planner"])
log = logging.getLogger(__name__)


def planner_options(settings: Settings) -> PlannerOptions:
    return PlannerOptions(
        max_iterations=settings.planner_max_iterations,
        query_refinement_mode=settings.query_refinement_mode,
        enable_referencing=settings.enable_referencing,
        token_summarization_limit=settings.token_summarization_limit,
        clarification_timeout_seconds=settings.clarification_timeout_seconds,
        llm_timeout_seconds=settings.llm_timeout_seconds,
        tool_timeout_seconds=settings.tool_timeout_seconds,
    )


async def start_planner_chat(temporal: Client, settings: Settings, tenant: Tenant, start: StartChatPayload) -> str:
    chat_id = start.chat_id or str(uuid.uuid4())
    await temporal.start_workflow(
        PlannerWorkflow.run,
        PlannerInput(
            chat_id=chat_id,
            tenant_id=tenant.id,
            start=start.model_copy(update={"chat_id": chat_id}),
            options=planner_options(settings),
        ),
        id=planner_workflow_id(chat_id),
        task_queue=settings.task_queue,
        search_attributes=TypedSearchAttributes([SearchAttributePair(TENANT_ID, tenant.id)]),
        static_summary=f"Planner: {start.message[:100]}",
    )
    return chat_id


async def owned_chat(temporal: Client, tenant: Tenant, chat_id: str) -> WorkflowExecutionDescription:
    """The planner chat's workflow if the tenant started it (its `TenantId`), else 404."""
    not_found = HTTPException(status.HTTP_404_NOT_FOUND, f"Planner chat {chat_id} not found.")
    try:
        description = await temporal.get_workflow_handle(planner_workflow_id(chat_id)).describe()
    except RPCError as err:
        if err.status in (RPCStatusCode.NOT_FOUND, RPCStatusCode.INVALID_ARGUMENT):
            raise not_found from err
        raise
    if description.typed_search_attributes.get(TENANT_ID) != tenant.id:
        raise not_found
    return description


async def _owned(chat_id: str, tenant: TenantDep, temporal: TemporalDep) -> WorkflowExecutionDescription:
    return await owned_chat(temporal, tenant, chat_id)


OwnedChat = Annotated[WorkflowExecutionDescription, Depends(_owned)]


def _events(temporal: Client, settings: Settings, chat_id: str, from_offset: int) -> AsyncIterator[ServerSentEvent]:
    return relay(
        temporal,
        planner_workflow_id(chat_id),
        from_offset,
        poll_cooldown=timedelta(milliseconds=max(settings.stream_poll_cooldown_ms, 50)),
        live_poll=None,
    )


# --- REST + SSE ----------------------------------------------------------------------------


class PlannerChatCreated(BaseModel):
    chat_id: str


class PlannerMessageCreate(BaseModel):
    content: str


class PlannerMessageAccepted(BaseModel):
    message_id: str


class ClarificationCreate(BaseModel):
    response: str
    clarification_id: str | None = None


@router.post("/chats", status_code=status.HTTP_201_CREATED, response_model=PlannerChatCreated)
async def create_chat(
    body: StartChatPayload, tenant: TenantDep, settings: SettingsDep, temporal: TemporalDep
) -> PlannerChatCreated:
    """Start a planner chat with its first message (DD-14's `start_chat` payload)."""
    if body.chat_id is not None:
        try:
            await temporal.get_workflow_handle(planner_workflow_id(body.chat_id)).describe()
        except RPCError as err:
            if err.status != RPCStatusCode.NOT_FOUND:
                raise
        else:
            raise HTTPException(status.HTTP_409_CONFLICT, f"Planner chat {body.chat_id} exists already.")
    return PlannerChatCreated(chat_id=await start_planner_chat(temporal, settings, tenant, body))


@router.get("/chats/{chat_id}", response_model=PlannerChatState)
async def read_chat(chat_id: str, _chat: OwnedChat, temporal: TemporalDep) -> PlannerChatState:
    return await temporal.get_workflow_handle(planner_workflow_id(chat_id)).query(PlannerWorkflow.get_state)


async def _update(handle: WorkflowHandle, update: str, arg: object) -> object:
    try:
        return await handle.execute_update(update, arg, result_type=str)
    except WorkflowUpdateFailedError as err:
        reason = err.cause.message if isinstance(err.cause, ApplicationError) else "This planner chat has ended."
        raise HTTPException(status.HTTP_409_CONFLICT, reason) from err
    except RPCError as err:
        if err.status == RPCStatusCode.NOT_FOUND:
            raise HTTPException(status.HTTP_409_CONFLICT, "This planner chat has ended.") from err
        raise


@router.post(
    "/chats/{chat_id}/messages",
    status_code=status.HTTP_202_ACCEPTED,
    response_model=PlannerMessageAccepted,
    responses={409: {"description": "The chat has ended, or waits for a clarification."}},
)
async def send_message(
    chat_id: str, body: PlannerMessageCreate, _chat: OwnedChat, temporal: TemporalDep
) -> PlannerMessageAccepted:
    if not body.content.strip():
        raise HTTPException(status.HTTP_422_UNPROCESSABLE_CONTENT, "The message is blank; write some text.")
    message = PlannerMessage(message_id=str(uuid.uuid4()), content=body.content)
    await _update(temporal.get_workflow_handle(planner_workflow_id(chat_id)), "send_message", message)
    return PlannerMessageAccepted(message_id=message.message_id)


@router.post("/chats/{chat_id}/clarifications", status_code=status.HTTP_202_ACCEPTED)
async def provide_clarification(
    chat_id: str, body: ClarificationCreate, chat: OwnedChat, temporal: TemporalDep
) -> dict[str, str]:
    """The answer to `clarification_requested`; 409 when no clarification is pending."""
    state = await temporal.get_workflow_handle(planner_workflow_id(chat_id)).query(PlannerWorkflow.get_state)
    if state.pending_clarification_id is None:
        raise HTTPException(status.HTTP_409_CONFLICT, "No clarification is pending in this chat.")
    clarification = Clarification(clarification_id=body.clarification_id, response=body.response)
    await temporal.get_workflow_handle(planner_workflow_id(chat_id)).signal(
        PlannerWorkflow.provide_clarification, clarification
    )
    return {"status": "accepted"}


@router.post("/chats/{chat_id}/cancel")
async def cancel_chat(chat_id: str, _chat: OwnedChat, temporal: TemporalDep) -> dict[str, str]:
    """End the chat: what runs is stopped, `chat_ended` is the last event."""
    try:
        await temporal.get_workflow_handle(planner_workflow_id(chat_id)).signal(PlannerWorkflow.end_chat)
    except RPCError as err:
        if err.status != RPCStatusCode.NOT_FOUND:
            raise
    return {"status": "ended"}


@router.get("/chats/{chat_id}/events", response_class=EventSourceResponse)
async def chat_events(
    chat_id: str,
    _chat: OwnedChat,
    temporal: TemporalDep,
    settings: SettingsDep,
    from_offset: ResumeOffsetDep,
) -> AsyncIterator[ServerSentEvent]:
    """DD-15's events as SSE (`event:` its name, `data:` its payload, `id:` its offset)."""
    async for event in _events(temporal, settings, chat_id, from_offset):
        yield event


# --- WebSocket -----------------------------------------------------------------------------


class PlannerSocket:
    """One WebSocket connection: authenticates, turns client events into workflow calls,
    relays the chat's events, and drops a client that stops sending heartbeats (DD-16)."""

    def __init__(self, websocket: WebSocket, temporal: Client, settings: Settings) -> None:
        self.ws = websocket
        self.temporal = temporal
        self.settings = settings
        self.tenant: Tenant | None = None
        self.chat_id: str | None = None
        self.relaying: asyncio.Task[None] | None = None
        self.last_seen = time.monotonic()
        self.send_lock = asyncio.Lock()

    async def send(self, event: str, payload: dict[str, Any]) -> None:
        async with self.send_lock:
            await self.ws.send_json({"event": event, "payload": payload})

    async def serve(self, token: str | None) -> None:
        await self.ws.accept()
        watchdog = asyncio.create_task(self._watch_heartbeats())
        try:
            if token is not None:
                self.tenant = await tenant_for_key(self.ws.app.state.tenant_cache, self.settings, token)
                if self.tenant is None:
                    await self.ws.close(code=4401, reason="The API key is not valid.")
                    return
            while True:
                message = await self.ws.receive_json()
                self.last_seen = time.monotonic()
                if not await self._on_message(message):
                    return
        except WebSocketDisconnect:
            return
        finally:
            watchdog.cancel()
            if self.relaying is not None:
                self.relaying.cancel()

    async def _on_message(self, message: Any) -> bool:
        """Handle one client event; False when the connection is to be closed."""
        if not isinstance(message, dict) or not isinstance(message.get("event"), str):
            await self._error(None, ErrorCode.INVALID_MESSAGE, 'Send {"event": <name>, "payload": {...}}.')
            return True
        event, payload = message["event"], message.get("payload") or {}
        if self.tenant is None:
            # Without a `token` query parameter, the first message authenticates.
            key = payload.get("token") if event == "authenticate" else None
            self.tenant = await tenant_for_key(self.ws.app.state.tenant_cache, self.settings, key) if key else None
            if self.tenant is None:
                await self.ws.close(code=4401, reason="Authenticate first: ?token=<api key> or an authenticate event.")
                return False
            return True
        if event == "ping":
            await self.send("pong", {"timestamp": time.time()})
        elif event == "start_chat":
            await self._start_chat(payload)
        elif event == "provide_clarification":
            await self._provide_clarification(payload)
        elif event == "end_chat":
            await self._end_chat()
        elif event != "authenticate":
            await self._error(None, ErrorCode.INVALID_MESSAGE, f"Unknown event {event!r}.")
        return True

    async def _start_chat(self, payload: dict[str, Any]) -> None:
        assert self.tenant is not None
        try:
            start = StartChatPayload.model_validate(payload)
        except ValidationError:
            await self._error(payload.get("chat_id"), ErrorCode.INVALID_MESSAGE, "start_chat needs a `message`.")
            return
        if self.relaying is not None:
            self.relaying.cancel()
        try:
            self.chat_id = await start_planner_chat(self.temporal, self.settings, self.tenant, start)
        except RPCError:
            await self._error(start.chat_id, ErrorCode.UNKNOWN, *client_error(ErrorCode.UNKNOWN)[1:])
            return
        self.relaying = asyncio.create_task(self._relay(self.chat_id))

    async def _provide_clarification(self, payload: dict[str, Any]) -> None:
        try:
            answer = ProvideClarificationPayload.model_validate(payload)
        except ValidationError:
            await self._error(
                payload.get("chat_id"), ErrorCode.INVALID_MESSAGE, "provide_clarification needs a `response`."
            )
            return
        assert self.tenant is not None
        try:
            await owned_chat(self.temporal, self.tenant, answer.chat_id)
            handle = self.temporal.get_workflow_handle(planner_workflow_id(answer.chat_id))
            await handle.signal(
                PlannerWorkflow.provide_clarification,
                Clarification(clarification_id=None, response=answer.response),
            )
        except (HTTPException, RPCError):
            await self._error(answer.chat_id, ErrorCode.INVALID_MESSAGE, "No such planner chat.")

    async def _end_chat(self) -> None:
        if self.chat_id is None:
            return
        try:
            await self.temporal.get_workflow_handle(planner_workflow_id(self.chat_id)).signal(PlannerWorkflow.end_chat)
        except RPCError as err:
            log.warning("end_chat for %s not delivered: %s", self.chat_id, err)

    async def _relay(self, chat_id: str) -> None:
        async for event in _events(self.temporal, self.settings, chat_id, 0):
            await self.send(event.event or "message", json.loads(event.raw_data or "{}"))

    async def _watch_heartbeats(self) -> None:
        """DD-16: a client silent for HEARTBEAT_MAX_MISSED intervals is dropped and its
        running chat ended (the workflow stops its LLM calls, searches and waits)."""
        interval = self.settings.heartbeat_interval_seconds
        while True:
            await asyncio.sleep(interval)
            if time.monotonic() - self.last_seen < interval * self.settings.heartbeat_max_missed:
                continue
            log.info("Planner socket silent for %d heartbeats: dropping it", self.settings.heartbeat_max_missed)
            await self._end_chat()
            await self.ws.close(code=4408, reason="No heartbeat from the client.")
            return

    async def _error(self, chat_id: str | None, code: ErrorCode, message: str) -> None:
        await self.send("error", {"chat_id": chat_id, "message_id": None, "message": message, "error_code": code})


@router.websocket("/ws")
async def planner_socket(websocket: WebSocket, token: Annotated[str | None, Query()] = None) -> None:
    """Seed 003's protocol: client events `start_chat`, `provide_clarification`, `end_chat`,
    `ping` as `{"event", "payload"}`; server events as DD-15. Authenticate with `?token=`
    (the tenant API key) or a first `{"event": "authenticate", "payload": {"token"}}`."""
    app = websocket.app
    settings: Settings = app.state.settings
    if app.state.planner_sockets >= settings.max_concurrent_connections:
        await websocket.accept()
        await websocket.send_json(
            {
                "event": "max_concurrent_connections_exceeded",
                "payload": {
                    "message": "Too many connections; try again later.",
                    "max_allowed_connections": str(settings.max_concurrent_connections),
                    "timestamp": time.time(),
                },
            }
        )
        await websocket.close(code=1013, reason="Too many connections.")
        return
    app.state.planner_sockets += 1
    try:
        temporal = await app.state.temporal.get()
        await PlannerSocket(websocket, temporal, settings).serve(token)
    finally:
        app.state.planner_sockets -= 1
