"""Shared dependencies: settings, the Temporal client, who calls (the tenant, and the person
when a user's key is sent), the owned chat or workflow, where an SSE stream resumes."""

from __future__ import annotations

import asyncio
import time
import uuid
from dataclasses import dataclass
from datetime import timedelta
from typing import Annotated, Any, Protocol, TypeVar

from fastapi import Depends, Header, HTTPException, Query, Request, status
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from starlette.concurrency import run_in_threadpool
from temporalio.client import (
    Client,
    DescribeWorkflowInput,
    Interceptor,
    OutboundInterceptor,
    QueryWorkflowInput,
    SignalWorkflowInput,
    StartWorkflowInput,
    StartWorkflowUpdateInput,
    WorkflowExecutionDescription,
    WorkflowHandle,
    WorkflowUpdateHandle,
)
from temporalio.service import RetryConfig, RPCError, RPCStatusCode

from durable_agents import tenancy as users_store
from durable_agents.chat import agents as agents_store
from durable_agents.database import Chat, Tenant, User
from durable_agents.settings import Settings
from durable_agents.temporal import TENANT_ID, connect
from durable_agents.tenancy import hash_api_key

TEMPORAL_UNAVAILABLE = "Temporal (the workflow service) cannot be reached. Try again in a few seconds."
TEMPORAL_NOT_ANSWERING = (
    "Temporal is up, but no worker answered in time: the worker is down, restarting or overloaded. "
    "Try again in a few seconds."
)
# What every 503 about Temporal carries: a worker restarts in about this long.
RETRY_LATER = {"Retry-After": "5"}
# Statuses of a Temporal call that reached Temporal but got no answer in time: the deadline
# passed (the SDK's own timeout reads CANCELLED), Temporal gave up waiting for a worker
# (FAILED_PRECONDITION: "no poller seen for task queue recently"), or it sheds load.
NOT_ANSWERED = frozenset(
    {
        RPCStatusCode.DEADLINE_EXCEEDED,
        RPCStatusCode.CANCELLED,
        RPCStatusCode.FAILED_PRECONDITION,
        RPCStatusCode.RESOURCE_EXHAUSTED,
    }
)

T = TypeVar("T")


def temporal_failure_reason(err: RPCError) -> str:
    """What a 503 says of a failed Temporal call: unreachable, or no worker answering."""
    return TEMPORAL_NOT_ANSWERING if err.status in NOT_ANSWERED else TEMPORAL_UNAVAILABLE


class _CallInput(Protocol):
    rpc_timeout: timedelta | None


CallInput = TypeVar("CallInput", bound=_CallInput)


class RpcDeadlines(Interceptor):
    """Gives each Temporal call of the API a deadline where the caller set none: `read` for
    queries and describes (a query waits 30 s for a worker that may not come, while the
    client waits for its answer), `write` for starts, signals and updates (an update waits
    for a worker to accept it: seconds under load, which must not turn into refusals)."""

    def __init__(self, read: timedelta, write: timedelta) -> None:
        self._read = read
        self._write = write

    def intercept_client(self, next: OutboundInterceptor) -> OutboundInterceptor:
        return _RpcDeadlinesOutbound(next, self._read, self._write)


class _RpcDeadlinesOutbound(OutboundInterceptor):
    def __init__(self, next: OutboundInterceptor, read: timedelta, write: timedelta) -> None:
        super().__init__(next)
        self._read = read
        self._write = write

    @staticmethod
    def _bounded(call: CallInput, deadline: timedelta) -> CallInput:
        if call.rpc_timeout is None:
            call.rpc_timeout = deadline
        return call

    async def start_workflow(self, input: StartWorkflowInput) -> WorkflowHandle[Any, Any]:
        return await self.next.start_workflow(self._bounded(input, self._write))

    async def describe_workflow(self, input: DescribeWorkflowInput) -> WorkflowExecutionDescription:
        return await self.next.describe_workflow(self._bounded(input, self._read))

    async def query_workflow(self, input: QueryWorkflowInput) -> Any:
        return await self.next.query_workflow(self._bounded(input, self._read))

    async def signal_workflow(self, input: SignalWorkflowInput) -> None:
        await self.next.signal_workflow(self._bounded(input, self._write))

    async def start_workflow_update(self, input: StartWorkflowUpdateInput) -> WorkflowUpdateHandle[Any]:
        # Until the Update is accepted (or completed, as asked); an SSE relay's long poll for
        # its result is not bounded here.
        return await self.next.start_workflow_update(self._bounded(input, self._write))


async def connect_api_client(settings: Settings) -> Client:
    """The API's Temporal client: the worker's (`durable_agents.temporal.connect`), with every
    read bounded by API_TEMPORAL_RPC_TIMEOUT_SECONDS, every write by
    API_TEMPORAL_WRITE_TIMEOUT_SECONDS, and an unreachable Temporal retried no longer than the
    read bound (10 s by the SDK's default), so a route answers 503 at once while it is down."""
    read = timedelta(seconds=settings.api_temporal_rpc_timeout_seconds)
    return await connect(
        settings,
        interceptors=[RpcDeadlines(read, timedelta(seconds=settings.api_temporal_write_timeout_seconds))],
        retry_config=RetryConfig(max_elapsed_time_millis=int(read.total_seconds() * 1000)),
    )


class TemporalConnection:
    """Connects on first use, so the API starts (and answers /healthz) before Temporal is up."""

    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._client: Client | None = None
        self._lock = asyncio.Lock()

    async def get(self) -> Client:
        if self._client is None:
            async with self._lock:
                if self._client is None:
                    try:
                        self._client = await connect_api_client(self._settings)
                    except (RPCError, RuntimeError, OSError) as err:
                        raise HTTPException(
                            status.HTTP_503_SERVICE_UNAVAILABLE, TEMPORAL_UNAVAILABLE, headers=RETRY_LATER
                        ) from err
        return self._client


def get_settings(request: Request) -> Settings:
    return request.app.state.settings


async def get_temporal(request: Request) -> Client:
    return await request.app.state.temporal.get()


SettingsDep = Annotated[Settings, Depends(get_settings)]
TemporalDep = Annotated[Client, Depends(get_temporal)]

_bearer = HTTPBearer(auto_error=False, description="The tenant admin key or a user's API key.")


class TTLCache:
    """A small in-process cache: API keys are checked on every request, tenants rarely change."""

    def __init__(self, ttl_seconds: float, max_entries: int = 10_000) -> None:
        self._ttl = ttl_seconds
        self._max = max_entries
        self._entries: dict[str, tuple[float, object]] = {}

    def get(self, key: str) -> object | None:
        entry = self._entries.get(key)
        if entry is None or entry[0] < time.monotonic():
            return None
        return entry[1]

    def put(self, key: str, value: object) -> None:
        if len(self._entries) >= self._max:
            self._entries.clear()
        self._entries[key] = (time.monotonic() + self._ttl, value)

    def pop(self, key: str) -> None:
        self._entries.pop(key, None)


@dataclass(frozen=True)
class Principal:
    """Who sent the API key: the tenant, and the person when it is a user's key (None: the
    tenant admin key, which manages users but is no one to approve as)."""

    tenant: Tenant
    user: User | None


async def principal_for_key(cache: TTLCache, settings: Settings, api_key: str) -> Principal | None:
    """Who an API key is (checked keys are cached for API_KEY_CACHE_SECONDS, by their hash so
    revoking a user can drop theirs)."""
    key_hash = hash_api_key(api_key)
    principal = cache.get(key_hash)
    return principal if isinstance(principal, Principal) else await recheck_key(cache, settings, key_hash)


async def recheck_key(cache: TTLCache, settings: Settings, key_hash: str) -> Principal | None:
    """Who the key with this hash is, read from the store; the cache is refreshed (a key no
    longer valid leaves it)."""
    found = await run_in_threadpool(users_store.principal_for_key_hash, settings.resolved_database_url, key_hash)
    if found is None:
        cache.pop(key_hash)
        return None
    principal = Principal(*found)
    cache.put(key_hash, principal)
    return principal


async def key_still_valid(cache: TTLCache, settings: Settings, key_hash: str) -> bool:
    """Whether a key checked earlier is still valid: trusted while its cached check lasts
    (API_KEY_CACHE_SECONDS, and revoking a user on this process drops it), then read again."""
    return isinstance(cache.get(key_hash), Principal) or await recheck_key(cache, settings, key_hash) is not None


async def get_principal(
    request: Request,
    settings: SettingsDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Principal:
    if credentials is None or credentials.scheme.lower() != "bearer":
        raise HTTPException(
            status.HTTP_401_UNAUTHORIZED,
            "Send the tenant's or a user's API key as 'Authorization: Bearer <key>'.",
            headers={"WWW-Authenticate": "Bearer"},
        )
    principal = await principal_for_key(request.app.state.tenant_cache, settings, credentials.credentials)
    if principal is None:
        raise HTTPException(
            status.HTTP_401_UNAUTHORIZED, "The API key is not valid.", headers={"WWW-Authenticate": "Bearer"}
        )
    return principal


PrincipalDep = Annotated[Principal, Depends(get_principal)]


async def get_tenant(principal: PrincipalDep) -> Tenant:
    # async: FastAPI would run a plain function in its thread pool, on every request
    return principal.tenant


async def get_user(principal: PrincipalDep) -> User:
    """The person calling: a route that acts as someone refuses the tenant admin key."""
    if principal.user is None:
        raise HTTPException(
            status.HTTP_403_FORBIDDEN,
            "This is done as a person: send a user's API key, not the tenant admin key "
            "(the admin creates users with POST /v1/users).",
        )
    return principal.user


async def get_admin(principal: PrincipalDep) -> Tenant:
    """The tenant, when called with its admin key (user keys cannot manage users)."""
    if principal.user is not None:
        raise HTTPException(status.HTTP_403_FORBIDDEN, "This needs the tenant admin key, not a user's API key.")
    return principal.tenant


TenantDep = Annotated[Tenant, Depends(get_tenant)]
UserDep = Annotated[User, Depends(get_user)]
AdminDep = Annotated[Tenant, Depends(get_admin)]


async def get_owned_chat(chat_id: str, tenant: TenantDep, settings: SettingsDep, request: Request) -> Chat:
    # A chat's row never changes once its workflow started, so it is cached.
    cache: TTLCache = request.app.state.chat_cache
    chat = cache.get(chat_id)
    if chat is None:
        chat = await run_in_threadpool(agents_store.get_chat, settings.resolved_database_url, tenant.id, chat_id)
        if chat is not None:
            cache.put(chat_id, chat)
    if chat is None or chat.tenant_id != tenant.id:
        raise HTTPException(status.HTTP_404_NOT_FOUND, f"Chat {chat_id} not found.")
    return chat


ChatDep = Annotated[Chat, Depends(get_owned_chat)]


def found(row: T | None, not_found: str) -> T:
    """`row`, or 404 `not_found` when the store has none (for this tenant: another's is not found either)."""
    if row is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND, not_found)
    return row


async def owned_workflow(
    temporal: Client, tenant: Tenant, workflow_id: str, not_found: str
) -> WorkflowExecutionDescription:
    """The workflow `workflow_id` if `tenant` started it (its `TenantId`), else 404 `not_found`:
    another tenant's workflow is not found either."""
    missing = HTTPException(status.HTTP_404_NOT_FOUND, not_found)
    try:
        description = await temporal.get_workflow_handle(workflow_id).describe()
    except RPCError as err:
        if err.status in (RPCStatusCode.NOT_FOUND, RPCStatusCode.INVALID_ARGUMENT):
            raise missing from err
        raise  # Temporal unreachable: the app's handler answers 503
    if description.typed_search_attributes.get(TENANT_ID) != tenant.id:
        raise missing
    return description


def resume_offset(
    last_event_id: Annotated[int | None, Header(ge=-1, description="Resume after this event id.")] = None,
    after: Annotated[
        int | None, Query(ge=-1, description="Resume after this event id (for clients that cannot set headers).")
    ] = None,
) -> int:
    """The offset an SSE stream starts at: after the event `after` names, else `Last-Event-ID`'s, else 0."""
    resume_after = after if after is not None else last_event_id
    return resume_after + 1 if resume_after is not None else 0


ResumeOffsetDep = Annotated[int, Depends(resume_offset)]

IdempotencyKey = Annotated[
    str | None,
    Header(max_length=200, description="Retrying a POST with the same key does not send the message twice."),
]


def message_id_for(scope: str, idempotency_key: str | None) -> str:
    """A new message's id; with an `Idempotency-Key`, derived from it and `scope` (the chat or
    session it is sent to), so a retried POST names the same message."""
    if idempotency_key is None:
        return str(uuid.uuid4())
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"durable-agents:{scope}:{idempotency_key}"))
