"""The planner's WebSocket (seed 003): DD-14's client events, DD-15's server events relayed
from the chat workflow's stream, DD-16's heartbeats and DD-17's safe errors.

A socket follows one chat at a time. `start_chat` starts a chat, or, for a chat of the
tenant that exists, attaches to it and sends the message as a follow-up (an ended chat is
started again with what was said in it). `provide_clarification` answers the pending
clarification and attaches too. Attaching sends the chat's events from then on (a pending
clarification again), or from the payload's `offset` (an extension: every relayed event
carries its `offset` beside `event` and `payload`). A start_chat's `keycloak_token` and
`userDTO.ApiKey` reach the chat sealed (`planner.credentials`), newer ones replacing older.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
import uuid
from datetime import timedelta
from typing import Annotated, Any, TypeVar

from fastapi import APIRouter, HTTPException, Query, WebSocket, WebSocketDisconnect
from pydantic import BaseModel, ValidationError
from sqlalchemy.exc import SQLAlchemyError
from starlette.types import Message
from temporalio.client import Client, WorkflowExecutionStatus, WorkflowHandle, WorkflowUpdateFailedError
from temporalio.contrib.workflow_streams import WorkflowStreamClient
from temporalio.exceptions import ApplicationError, WorkflowAlreadyStartedError
from temporalio.service import RPCError, RPCStatusCode

from api.deps import key_still_valid, owned_workflow, principal_for_key
from api.request_guard import JsonRejected, strict_json_loads
from api.stream_relay import check_resume_offset, relay
from durable_agents.database import Tenant
from durable_agents.errors import ErrorCode, client_error
from durable_agents.planner.contract import (
    CHAT_ID_PATTERN,
    Clarification,
    EndChatPayload,
    InputAnalysisPayload,
    PlannerChatState,
    PlannerMessage,
    ProvideClarificationPayload,
    StartChatEvent,
    StartChatRequest,
)
from durable_agents.planner.credentials import seal_start
from durable_agents.planner.enumerated import request_phrases
from durable_agents.planner.start import continue_planner_chat, start_planner_chat
from durable_agents.settings import Settings
from durable_agents.temporal import planner_workflow_id
from durable_agents.tenancy import hash_api_key
from workflows.planner.workflow import PlannerWorkflow

router = APIRouter()
log = logging.getLogger(__name__)

ENVELOPE = 'Send JSON text: {"event": <name>, "payload": {...}}.'
NO_SUCH_CHAT = "No such planner chat."
AWAITING_ANSWER = (
    "The planner waits for the answer to its clarification: answer it with provide_clarification, "
    "or with start_chat naming its clarification_id."
)
# How often an open socket looks at its key's cached check (a dict lookup); the store is read
# when that check has expired (API_KEY_CACHE_SECONDS) or a revocation on this process dropped it.
KEY_WATCH_SECONDS = 0.25
# Close codes (the 4xxx range is the application's).
UNAUTHENTICATED = 4401
NO_HEARTBEAT = 4408
KEY_NOT_CHECKED = 1011
TOO_MANY = 1013
# How often a relay polls the chat's stream at most.
POLL_COOLDOWN = timedelta(milliseconds=50)

Payload = TypeVar("Payload", bound=BaseModel)


class PlannerSocket:
    """One WebSocket connection: authenticates, turns client events into workflow calls,
    relays the followed chat's events, pings the client and drops it when it stops answering
    (DD-16), and closes once its API key is no longer valid (a user revoked). A frame it
    cannot use is answered with an `error` event; the connection stays open."""

    def __init__(self, websocket: WebSocket, temporal: Client, settings: Settings) -> None:
        self.ws = websocket
        self.temporal = temporal
        self.settings = settings
        self.connection_id = uuid.uuid4().hex  # how the chat's workflow knows this socket
        self.tenant: Tenant | None = None
        self.user_id: str | None = None  # the user whose key it is; None: the tenant admin key
        self.chat: WorkflowHandle[Any, Any] | None = None  # the chat this socket follows
        self.relaying: asyncio.Task[None] | None = None
        self.key_watch: asyncio.Task[None] | None = None
        self.heard = True  # whether the client sent a frame since the last heartbeat
        self.send_lock = asyncio.Lock()
        self.closing = False  # a close is sent or on its way: nothing more is sent or acted on

    async def send(self, event: str, payload: dict[str, Any], offset: int | None = None) -> None:
        message: dict[str, Any] = {"event": event, "payload": payload}
        if offset is not None:
            message["offset"] = offset
        async with self.send_lock:
            if not self.closing:
                await self.ws.send_json(message)

    async def close(self, code: int, reason: str) -> None:
        """Close once, whichever watcher decides first."""
        async with self.send_lock:
            if not self.closing:
                self.closing = True
                await self.ws.close(code=code, reason=reason)

    async def serve(self, token: str | None) -> None:
        await self.ws.accept()
        heartbeats = asyncio.create_task(self._heartbeats())
        try:
            if token is not None and not await self._authenticate(token):
                await self.close(UNAUTHENTICATED, "The API key is not valid.")
                return
            while True:
                frame = await self.ws.receive()
                if frame["type"] == "websocket.disconnect":
                    return
                self.heard = True
                if not await self._on_frame(frame):
                    return
        except WebSocketDisconnect:
            return
        finally:
            for task in (heartbeats, self.key_watch, self.relaying):
                if task is not None:
                    task.cancel()

    async def _authenticate(self, key: str) -> bool:
        """Whether `key` is valid; if so the socket acts for its tenant until the key is not."""
        principal = await principal_for_key(self.ws.app.state.tenant_cache, self.settings, key)
        if principal is None:
            return False
        self.tenant = principal.tenant
        self.user_id = principal.user.id if principal.user is not None else None
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
            await self._on_event(event, payload)
        except RPCError as err:
            log.warning("Planner socket: %s failed in Temporal: %s", event, err)
            await self._error(_chat_id_in(payload), ErrorCode.UNKNOWN, client_error(ErrorCode.UNKNOWN)[1])
        return True

    async def _on_event(self, event: str, payload: dict[str, Any]) -> None:
        handlers = {
            "start_chat": self._start_chat,
            "provide_clarification": self._provide_clarification,
            "end_chat": self._end_chat,
            "input_analysis": self._input_analysis,
        }
        if event == "ping":
            await self.send("pong", {"timestamp": time.time()})
        elif event in handlers:
            await handlers[event](payload)
        elif event not in ("pong", "authenticate"):  # pong: the answer to a heartbeat
            await self._error(None, ErrorCode.INVALID_MESSAGE, f"Unknown event {event[:100]!r}.")

    async def _parsed(self, model: type[Payload], event: str, payload: dict[str, Any]) -> Payload | None:
        """The payload as `model`, or None after an `error` naming what is wrong with it."""
        try:
            return model.model_validate(payload)
        except ValidationError as err:
            await self._error(_chat_id_in(payload), ErrorCode.INVALID_MESSAGE, _invalid(event, err))
            return None

    # --- start_chat: a new chat, a follow-up, an ended chat again ----------------------------

    async def _start_chat(self, payload: dict[str, Any]) -> None:
        start = await self._parsed(StartChatEvent, "start_chat", payload)
        if start is None:
            return
        found = await self._owned_status(start.chat_id) if start.chat_id is not None else None
        if found == WorkflowExecutionStatus.RUNNING:
            await self._follow_up(start)
        elif found is not None:
            await self._start_again(start)
        else:
            await self._start_new(start)

    async def _start_new(self, start: StartChatEvent) -> None:
        assert self.tenant is not None
        try:
            chat_id = await start_planner_chat(
                self.temporal, self.settings, self.tenant.id, start, self.user_id, self.connection_id
            )
        except WorkflowAlreadyStartedError:
            # Recorded, but Temporal no longer keeps it (its retention ended): its id stays taken.
            message = f"Planner chat {start.chat_id} has expired; start a new chat with another chat_id."
            await self._error(start.chat_id, ErrorCode.INVALID_MESSAGE, message)
            return
        self._follow(chat_id, 0)

    async def _start_again(self, start: StartChatEvent) -> None:
        """An ended chat: a new run of it, with what was said in the earlier one."""
        assert self.tenant is not None and start.chat_id is not None
        ended = self._handle(start.chat_id)
        earlier = await ended.query(PlannerWorkflow.get_conversation)
        try:
            await continue_planner_chat(
                self.temporal, self.settings, self.tenant.id, start, earlier, self.connection_id
            )
        except WorkflowAlreadyStartedError:
            await self._follow_up(start)  # another client started it again first
            return
        self._follow(start.chat_id, 0)

    async def _follow_up(self, start: StartChatEvent) -> None:
        """A running chat: this socket attaches; the message is the answer to the pending
        clarification its `clarification_id` names, else a follow-up (answered in turn)."""
        assert start.chat_id is not None
        chat = self._handle(start.chat_id)
        state = await self._attach(start.chat_id, start.offset, resend=True)
        if state is None:
            return
        if state.pending_clarification_id is not None:
            if start.clarification_id == state.pending_clarification_id:
                answer = Clarification(
                    clarification_id=start.clarification_id,
                    response=start.message,
                    credentials=seal_start(self.settings, start),
                )
                await chat.signal(PlannerWorkflow.provide_clarification, answer)
            else:
                await self._error(start.chat_id, ErrorCode.INVALID_MESSAGE, AWAITING_ANSWER)
            return
        message = PlannerMessage(
            message_id=str(uuid.uuid4()),
            content=start.message,
            attachments=[attachment.model_dump() for attachment in start.attachment],
            connection_id=self.connection_id,
            credentials=seal_start(self.settings, start),
        )
        try:
            await chat.execute_update(PlannerWorkflow.send_message, message)
        except WorkflowUpdateFailedError as err:
            # The validator's refusal (the chat ended or asked a question meanwhile): its words are ours.
            cause = err.cause
            refusal = cause.message if isinstance(cause, ApplicationError) else client_error(ErrorCode.UNKNOWN)[1]
            await self._error(start.chat_id, ErrorCode.INVALID_MESSAGE, refusal)

    # --- Attaching to a running chat -------------------------------------------------------

    async def _attach(self, chat_id: str, offset: int | None, resend: bool) -> PlannerChatState | None:
        """Follow the running chat from `offset` (None: from now on, its pending clarification
        sent again if `resend`) unless this socket follows it already; its state, or None after
        an `error` (an offset beyond its stream)."""
        chat = self._handle(chat_id)
        if offset is None and self.chat is not None and self.chat.id == chat.id and self._relaying():
            return await chat.query(PlannerWorkflow.get_state)
        if offset is not None:
            try:
                await check_resume_offset(self.temporal, chat.id, offset)
            except HTTPException as err:
                await self._error(chat_id, ErrorCode.INVALID_MESSAGE, str(err.detail))
                return None
        start = offset if offset is not None else await WorkflowStreamClient.create(self.temporal, chat.id).get_offset()
        self._follow(chat_id, start)
        await chat.signal(PlannerWorkflow.attach, self.connection_id)
        state = await chat.query(PlannerWorkflow.get_state)
        if resend and offset is None and state.pending_clarification_id is not None:
            await self.send("clarification_requested", _clarification_requested(state))
        return state

    def _follow(self, chat_id: str, from_offset: int) -> None:
        assert self.tenant is not None
        if self.relaying is not None:
            self.relaying.cancel()
        self.chat = self._handle(chat_id)
        self.relaying = asyncio.create_task(self._relay(self.chat.id, chat_id, from_offset))

    async def _relay(self, workflow_id: str, chat_id: str, from_offset: int) -> None:
        async for event in relay(self.temporal, workflow_id, from_offset, poll_cooldown=POLL_COOLDOWN, live=None):
            payload = json.loads(event.raw_data or "{}")
            if event.id is None:
                # The relay's own `error` (the stream could not be read), not the chat's: the
                # protocol's errors name their chat.
                await self.send(event.event or "error", {"chat_id": chat_id, **payload})
            else:
                await self.send(event.event or "message", payload, offset=int(event.id))

    # --- The other client events ---------------------------------------------------------------

    async def _provide_clarification(self, payload: dict[str, Any]) -> None:
        answer = await self._parsed(ProvideClarificationPayload, "provide_clarification", payload)
        if answer is None:
            return
        if await self._owned_status(answer.chat_id) != WorkflowExecutionStatus.RUNNING:
            await self._error(answer.chat_id, ErrorCode.INVALID_MESSAGE, NO_SUCH_CHAT)
            return
        chat = self._handle(answer.chat_id)
        state = await self._attach(answer.chat_id, answer.offset, resend=False)
        if state is None:
            return
        if state.pending_clarification_id is None:
            await self._error(answer.chat_id, ErrorCode.INVALID_MESSAGE, "No clarification is pending in this chat.")
            return
        await chat.signal(
            PlannerWorkflow.provide_clarification, Clarification(clarification_id=None, response=answer.response)
        )

    async def _end_chat(self, payload: dict[str, Any]) -> None:
        """End the chat `chat_id` names (one of the tenant's), else the one this socket follows."""
        request = await self._parsed(EndChatPayload, "end_chat", payload)
        if request is None:
            return
        chat = self.chat
        if request.chat_id is not None:
            if await self._owned_status(request.chat_id) is None:
                await self._error(request.chat_id, ErrorCode.INVALID_MESSAGE, NO_SUCH_CHAT)
                return
            chat = self._handle(request.chat_id)
        if chat is None:
            await self._error(None, ErrorCode.INVALID_MESSAGE, "No planner chat runs here; name it with `chat_id`.")
            return
        try:
            await chat.signal(PlannerWorkflow.end_chat)
        except RPCError as err:
            if err.status != RPCStatusCode.NOT_FOUND:
                raise  # NOT_FOUND: the chat has ended already

    async def _input_analysis(self, payload: dict[str, Any]) -> None:
        """How the planner would read a message: its steps (clauses), and what `start_chat`
        would refuse in it (nothing is started)."""
        analysis = await self._parsed(InputAnalysisPayload, "input_analysis", payload)
        if analysis is None:
            return
        problems = []
        try:
            StartChatRequest.model_validate({"message": analysis.message, "attachment": analysis.attachment})
        except ValidationError as err:
            problems = [_problem(error) for error in err.errors(include_input=False)[:5]]
        steps = request_phrases(analysis.message)
        await self.send("input_analysis", {"chat_id": analysis.chat_id, "steps": steps, "problems": problems})

    # --- Watchers --------------------------------------------------------------------------------

    async def _heartbeats(self) -> None:
        """DD-16: a `ping` every HEARTBEAT_INTERVAL_SECONDS. A client that sends nothing (a
        `pong`, its own `ping`, any event) after HEARTBEAT_MAX_MISSED pings in a row is dead:
        the message its chat is handling stops (LLM calls, searches, a clarification wait;
        the chat stays, for a later start_chat) and the socket is closed (4408)."""
        unanswered = 0
        while True:
            await asyncio.sleep(self.settings.heartbeat_interval_seconds)
            unanswered = 0 if self.heard else unanswered + 1
            if unanswered >= self.settings.heartbeat_max_missed:
                break
            self.heard = False
            await self.send("ping", {"timestamp": time.time()})
        log.info("Planner socket: %d heartbeats unanswered, dropping it", unanswered)
        if self.chat is not None:
            try:
                await self.chat.signal(PlannerWorkflow.connection_lost, self.connection_id)
            except RPCError as err:
                log.warning("Planner socket: connection_lost for %s not delivered: %s", self.chat.id, err)
        await self.close(NO_HEARTBEAT, "No answer to the heartbeats.")

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

    # --- Helpers -----------------------------------------------------------------------------------

    def _relaying(self) -> bool:
        return self.relaying is not None and not self.relaying.done()

    def _handle(self, chat_id: str) -> WorkflowHandle[Any, Any]:
        assert self.tenant is not None
        return self.temporal.get_workflow_handle(planner_workflow_id(self.tenant.id, chat_id))

    async def _owned_status(self, chat_id: str) -> WorkflowExecutionStatus | None:
        """The status of the tenant's chat `chat_id` (its latest run); None: no such chat."""
        assert self.tenant is not None
        try:
            described = await owned_workflow(
                self.temporal, self.tenant, planner_workflow_id(self.tenant.id, chat_id), ""
            )
        except HTTPException:
            return None
        return described.status

    async def _error(self, chat_id: str | None, code: str, message: str) -> None:
        await self.send("error", {"chat_id": chat_id, "message_id": None, "message": message, "error_code": code})


def _clarification_requested(state: PlannerChatState) -> dict[str, Any]:
    return {
        "chat_id": state.chat_id,
        "message_id": state.message_id,
        "clarification_id": state.pending_clarification_id,
        "questions": state.pending_questions,
    }


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


def _problem(error: Any) -> str:
    """One validation error as REST's 422 says it: the field and its limit, never the value."""
    return f"`{'.'.join(str(part)[:100] for part in error['loc']) or 'payload'}`: {error['msg']}"


def _invalid(event: str, err: ValidationError) -> str:
    problems = [_problem(error) for error in err.errors(include_input=False)[:5]]
    return f"Invalid {event} payload: {'; '.join(problems)}."


def _chat_id_in(payload: dict[str, Any]) -> str | None:
    """The payload's `chat_id` to echo in an `error` event, when it is one a chat may have."""
    chat_id = payload.get("chat_id")
    return chat_id if isinstance(chat_id, str) and re.fullmatch(CHAT_ID_PATTERN, chat_id) else None


async def _refuse(websocket: WebSocket, settings: Settings) -> None:
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
    await websocket.close(code=TOO_MANY, reason="Too many connections.")


@router.websocket("/ws")
async def planner_socket(websocket: WebSocket, token: Annotated[str | None, Query()] = None) -> None:
    """Seed 003's protocol: client events `start_chat`, `provide_clarification`, `end_chat`,
    `ping`, `input_analysis` as `{"event", "payload"}`; server events as DD-15 (relayed ones
    with their `offset`), and `ping` heartbeats to answer. Authenticate with `?token=` (the
    tenant's or a user's API key) or a first `{"event": "authenticate", "payload": {"token"}}`.
    Close codes: 4401 no valid key (also once the key stops being valid: a user revoked),
    4408 heartbeats unanswered, 1011 the key cannot be checked (store unreachable), 1013 too
    many connections."""
    app = websocket.app
    settings: Settings = app.state.settings
    if app.state.planner_sockets >= settings.max_concurrent_connections:
        await _refuse(websocket, settings)
        return
    app.state.planner_sockets += 1
    try:
        temporal = await app.state.temporal.get()
        await PlannerSocket(websocket, temporal, settings).serve(token)
    finally:
        app.state.planner_sockets -= 1
