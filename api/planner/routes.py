"""The planner's interfaces (seed 003): a WebSocket speaking DD-14/DD-15, and REST + SSE for
clients that do not use WebSockets. Both relay the planner workflow's event stream."""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
import uuid
from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Annotated, Any

from fastapi import APIRouter, Depends, HTTPException, Path, Query, WebSocket, WebSocketDisconnect, status
from fastapi.sse import EventSourceResponse, ServerSentEvent
from pydantic import ValidationError
from sqlalchemy.exc import SQLAlchemyError
from starlette.types import Message
from temporalio.client import Client, WorkflowHandle
from temporalio.exceptions import WorkflowAlreadyStartedError
from temporalio.service import RPCError, RPCStatusCode

from api.deps import SettingsDep, TemporalDep, TenantDep, key_still_valid, owned_workflow, principal_for_key
from api.planner.schemas import ClarificationCreate, PlannerChatCreated, PlannerMessageAccepted, PlannerMessageCreate
from api.problems import BEYOND_THE_STREAM, workflow_errors
from api.request_guard import JsonRejected, strict_json_loads
from api.stream_relay import checked_resume_offset, relay
from durable_agents.database import Tenant
from durable_agents.errors import ErrorCode, client_error
from durable_agents.planner.contract import (
    CHAT_ID_PATTERN,
    Clarification,
    EndChatPayload,
    PlannerChatState,
    PlannerMessage,
    ProvideClarificationPayload,
    StartChatRequest,
)
from durable_agents.planner.start import start_planner_chat
from durable_agents.settings import Settings
from durable_agents.temporal import planner_workflow_id
from durable_agents.tenancy import hash_api_key
from workflows.planner.workflow import PlannerWorkflow

router = APIRouter(prefix="/v1/planner", tags=["planner"])
log = logging.getLogger(__name__)


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
    body: StartChatRequest, tenant: TenantDep, settings: SettingsDep, temporal: TemporalDep
) -> PlannerChatCreated:
    """Start a planner chat with its first message (DD-14's `start_chat` payload)."""
    try:
        return PlannerChatCreated(chat_id=await start_planner_chat(temporal, settings, tenant.id, body))
    except WorkflowAlreadyStartedError as err:
        raise HTTPException(status.HTTP_409_CONFLICT, chat_exists(body.chat_id)) from err


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


# --- WebSocket -----------------------------------------------------------------------------


ENVELOPE = 'Send JSON text: {"event": <name>, "payload": {...}}.'
NO_SUCH_CHAT = "No such planner chat."
# How often an open socket looks at its key's cached check (a dict lookup); the store is read
# when that check has expired (API_KEY_CACHE_SECONDS) or a revocation on this process dropped it.
KEY_WATCH_SECONDS = 0.25
# Close codes (the 4xxx range is the application's).
UNAUTHENTICATED = 4401
NO_HEARTBEAT = 4408
KEY_NOT_CHECKED = 1011


class PlannerSocket:
    """One WebSocket connection: authenticates, turns client events into workflow calls,
    relays the chat's events, drops a client that stops sending heartbeats (DD-16), and closes
    once its API key is no longer valid (a user revoked). A frame it cannot use is answered
    with an `error` event; the connection stays open."""

    def __init__(self, websocket: WebSocket, temporal: Client, settings: Settings) -> None:
        self.ws = websocket
        self.temporal = temporal
        self.settings = settings
        self.tenant: Tenant | None = None
        self.chat: WorkflowHandle[Any, Any] | None = None  # the chat this connection started
        self.relaying: asyncio.Task[None] | None = None
        self.key_watch: asyncio.Task[None] | None = None
        self.last_seen = time.monotonic()
        self.send_lock = asyncio.Lock()
        self.closing = False  # a close is sent or on its way: nothing more is sent or acted on

    async def send(self, event: str, payload: dict[str, Any]) -> None:
        async with self.send_lock:
            if not self.closing:
                await self.ws.send_json({"event": event, "payload": payload})

    async def close(self, code: int, reason: str) -> None:
        """Close once, whichever watcher decides first."""
        async with self.send_lock:
            if not self.closing:
                self.closing = True
                await self.ws.close(code=code, reason=reason)

    async def serve(self, token: str | None) -> None:
        await self.ws.accept()
        watchdog = asyncio.create_task(self._watch_heartbeats())
        try:
            if token is not None and not await self._authenticate(token):
                await self.close(UNAUTHENTICATED, "The API key is not valid.")
                return
            while True:
                frame = await self.ws.receive()
                if frame["type"] == "websocket.disconnect":
                    return
                self.last_seen = time.monotonic()
                if not await self._on_frame(frame):
                    return
        except WebSocketDisconnect:
            return
        finally:
            for task in (watchdog, self.key_watch, self.relaying):
                if task is not None:
                    task.cancel()

    async def _authenticate(self, key: str) -> bool:
        """Whether `key` is valid; if so the socket acts for its tenant until the key is not."""
        principal = await principal_for_key(self.ws.app.state.tenant_cache, self.settings, key)
        if principal is None:
            return False
        self.tenant = principal.tenant
        self.key_watch = asyncio.create_task(self._watch_key(hash_api_key(key)))
        return True

    async def _on_frame(self, frame: Message) -> bool:
        """Handle one client frame; False when the connection is to be closed."""
        if self.closing:
            return True  # the close is sent: the client's answer to it ends the loop
        message = _envelope(frame)
        if self.tenant is None:
            # Without a `token` query parameter, the first message authenticates.
            key = message[1].get("token") if isinstance(message, tuple) and message[0] == "authenticate" else None
            if not (isinstance(key, str) and key and await self._authenticate(key)):
                await self.close(UNAUTHENTICATED, "Authenticate first: ?token=<api key> or an authenticate event.")
                return False
            return True
        if isinstance(message, str):
            await self._error(None, ErrorCode.INVALID_MESSAGE, message)
            return True
        event, payload = message
        try:
            if event == "ping":
                await self.send("pong", {"timestamp": time.time()})
            elif event == "start_chat":
                await self._start_chat(payload)
            elif event == "provide_clarification":
                await self._provide_clarification(payload)
            elif event == "end_chat":
                await self._end_chat(payload)
            elif event != "authenticate":
                await self._error(None, ErrorCode.INVALID_MESSAGE, f"Unknown event {event[:100]!r}.")
        except RPCError as err:
            log.warning("Planner socket: %s failed in Temporal: %s", event, err)
            await self._error(_chat_id_in(payload), ErrorCode.UNKNOWN, client_error(ErrorCode.UNKNOWN)[1])
        return True

    async def _start_chat(self, payload: dict[str, Any]) -> None:
        assert self.tenant is not None
        try:
            start = StartChatRequest.model_validate(payload)
        except ValidationError as err:
            await self._error(_chat_id_in(payload), ErrorCode.INVALID_MESSAGE, _invalid("start_chat", err))
            return
        try:
            chat_id = await start_planner_chat(self.temporal, self.settings, self.tenant.id, start)
        except WorkflowAlreadyStartedError:
            await self._error(start.chat_id, ErrorCode.INVALID_MESSAGE, chat_exists(start.chat_id))
            return
        if self.relaying is not None:
            self.relaying.cancel()
        self.chat = self.temporal.get_workflow_handle(planner_workflow_id(self.tenant.id, chat_id))
        self.relaying = asyncio.create_task(self._relay(self.chat.id, chat_id))

    async def _provide_clarification(self, payload: dict[str, Any]) -> None:
        assert self.tenant is not None
        try:
            answer = ProvideClarificationPayload.model_validate(payload)
        except ValidationError as err:
            await self._error(_chat_id_in(payload), ErrorCode.INVALID_MESSAGE, _invalid("provide_clarification", err))
            return
        try:
            chat = await owned_chat(self.temporal, self.tenant, answer.chat_id)
        except HTTPException:
            await self._error(answer.chat_id, ErrorCode.INVALID_MESSAGE, NO_SUCH_CHAT)
            return
        if (await chat.query(PlannerWorkflow.get_state)).pending_clarification_id is None:
            await self._error(answer.chat_id, ErrorCode.INVALID_MESSAGE, "No clarification is pending in this chat.")
            return
        await chat.signal(
            PlannerWorkflow.provide_clarification, Clarification(clarification_id=None, response=answer.response)
        )

    async def _end_chat(self, payload: dict[str, Any]) -> None:
        """End the chat `chat_id` names (one of the tenant's), else this connection's chat."""
        assert self.tenant is not None
        try:
            request = EndChatPayload.model_validate(payload)
        except ValidationError as err:
            await self._error(_chat_id_in(payload), ErrorCode.INVALID_MESSAGE, _invalid("end_chat", err))
            return
        chat = self.chat
        if request.chat_id is not None:
            try:
                chat = await owned_chat(self.temporal, self.tenant, request.chat_id)
            except HTTPException:
                await self._error(request.chat_id, ErrorCode.INVALID_MESSAGE, NO_SUCH_CHAT)
                return
        if chat is None:
            await self._error(None, ErrorCode.INVALID_MESSAGE, "No planner chat runs here; name it with `chat_id`.")
            return
        await _signal_end(chat)

    async def _relay(self, workflow_id: str, chat_id: str) -> None:
        async for event in _events(self.temporal, self.settings, workflow_id, 0):
            payload = json.loads(event.raw_data or "{}")
            if event.id is None:
                # The relay's own `error` (the stream could not be read), not the chat's: the
                # protocol's errors name their chat.
                payload = {"chat_id": chat_id, **payload}
            await self.send(event.event or "message", payload)

    async def _watch_key(self, key_hash: str) -> None:
        """Closes the socket once its key is no longer valid (its user revoked, a tenant key
        replaced): the key is read from the store again as soon as its cached check expires,
        so every API process closes such sockets within API_KEY_CACHE_SECONDS, and the one
        that revoked the user at once. A store that cannot be read closes the socket too: the
        key cannot be trusted past its cached check."""
        cache = self.ws.app.state.tenant_cache
        try:
            while True:
                await asyncio.sleep(KEY_WATCH_SECONDS)
                if not await key_still_valid(cache, self.settings, key_hash):
                    break
        except SQLAlchemyError as err:
            log.warning("Planner socket: its API key cannot be checked: %s", err)
            await self.close(KEY_NOT_CHECKED, "The API key cannot be checked right now; reconnect in a few seconds.")
            return
        log.info("Planner socket: its API key is no longer valid, closing it")
        await self.close(UNAUTHENTICATED, "The API key is no longer valid.")

    async def _watch_heartbeats(self) -> None:
        """DD-16: a client silent for HEARTBEAT_MAX_MISSED intervals is dropped and its
        running chat ended (the workflow stops its LLM calls, searches and waits)."""
        interval = self.settings.heartbeat_interval_seconds
        while True:
            await asyncio.sleep(interval)
            if time.monotonic() - self.last_seen < interval * self.settings.heartbeat_max_missed:
                continue
            log.info("Planner socket silent for %d heartbeats: dropping it", self.settings.heartbeat_max_missed)
            if self.chat is not None:
                try:
                    await _signal_end(self.chat)
                except RPCError as err:
                    log.warning("end_chat for %s not delivered: %s", self.chat.id, err)
            await self.close(NO_HEARTBEAT, "No heartbeat from the client.")
            return

    async def _error(self, chat_id: str | None, code: ErrorCode, message: str) -> None:
        await self.send("error", {"chat_id": chat_id, "message_id": None, "message": message, "error_code": code})


def _envelope(frame: Message) -> tuple[str, dict[str, Any]] | str:
    """A frame's event and payload (an absent or null payload is `{}`), or what is wrong with it."""
    text = frame.get("text")
    if text is None:
        return "Binary frames are not understood. " + ENVELOPE
    try:
        message = strict_json_loads(text)
    except JsonRejected as err:
        return f"The message is not usable: {err}."
    except ValueError:
        return "The message is not JSON. " + ENVELOPE
    if not isinstance(message, dict) or not isinstance(message.get("event"), str):
        return ENVELOPE
    unknown = sorted(set(message) - {"event", "payload"})
    if unknown:
        return f"Unknown fields {', '.join(repr(name[:100]) for name in unknown[:5])}. " + ENVELOPE
    payload = message.get("payload")
    if payload is None:
        return message["event"], {}
    if not isinstance(payload, dict):
        return f"The payload of {message['event'][:100]!r} must be a JSON object. " + ENVELOPE
    return message["event"], payload


def _invalid(event: str, err: ValidationError) -> str:
    """What is wrong with a payload, as REST's 422 says it: each field and its limit, never the value."""
    problems = [
        f"`{'.'.join(str(part)[:100] for part in error['loc']) or 'payload'}`: {error['msg']}"
        for error in err.errors(include_input=False)[:5]
    ]
    return f"Invalid {event} payload: {'; '.join(problems)}."


def _chat_id_in(payload: dict[str, Any]) -> str | None:
    """The payload's `chat_id` to echo in an `error` event, when it is one a chat may have."""
    chat_id = payload.get("chat_id")
    return chat_id if isinstance(chat_id, str) and re.fullmatch(CHAT_ID_PATTERN, chat_id) else None


@router.websocket("/ws")
async def planner_socket(websocket: WebSocket, token: Annotated[str | None, Query()] = None) -> None:
    """Seed 003's protocol: client events `start_chat`, `provide_clarification`, `end_chat`,
    `ping` as `{"event", "payload"}`; server events as DD-15. Authenticate with `?token=`
    (the tenant's or a user's API key) or a first `{"event": "authenticate", "payload": {"token"}}`.
    Close codes: 4401 no valid key (also once the key stops being valid: a user revoked),
    4408 no heartbeat, 1011 the key cannot be checked (store unreachable), 1013 too many
    connections."""
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
