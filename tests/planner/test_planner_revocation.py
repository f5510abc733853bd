"""An open planner WebSocket whose API key stops being valid (its user revoked, or a tenant key
replaced in the store) is closed with 4401: at once on the API process that revoked it, within
API_KEY_CACHE_SECONDS on another, whichever way it authenticated; nothing starts after that."""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
import websockets
from sqlmodel import select

from api.app import create_app
from durable_agents.database import Tenant, session
from durable_agents.settings import Settings
from tests.conftest import TenantClient
from tests.planner.test_planner import refinements, step
from tests.research.test_slack import serve
from tests.support.scripted_llm import ScriptedLLM

CACHE_SECONDS = 1.0
# Scheduling and a store read on a loaded 2-core machine, on top of the bound.
SLACK_SECONDS = 1.0
REVOKED = 4401


@pytest.fixture
async def other_api(settings: Settings, worker: None) -> AsyncIterator[httpx.AsyncClient]:
    """A second API process (same store, same worker) that trusts a checked key for CACHE_SECONDS:
    it learns of a revocation only from the store."""
    async with serve(create_app(settings.model_copy(update={"api_key_cache_seconds": CACHE_SECONDS}))) as http:
        yield http


def socket_url(api: httpx.AsyncClient, token: str | None = None) -> str:
    url = str(api.base_url).replace("http://", "ws://").rstrip("/") + "/v1/planner/ws"
    return url + (f"?token={token}" if token else "")


async def open_socket(api: httpx.AsyncClient, api_key: str, way: str) -> Any:
    """A socket authenticated with `api_key` by `?token=` or an `authenticate` event (proved by a pong)."""
    if way == "query":
        ws = await websockets.connect(socket_url(api, api_key))
    else:
        ws = await websockets.connect(socket_url(api))
        await ws.send(json.dumps({"event": "authenticate", "payload": {"token": api_key}}))
    await ws.send(json.dumps({"event": "ping"}))
    assert json.loads(await asyncio.wait_for(ws.recv(), 10))["event"] == "pong"
    return ws


async def closed_after(ws: Any, revoked_at: float) -> tuple[int, str, float]:
    """Reads (and drops) server events until the server closes: its code, its reason and how
    long after `revoked_at` (a `time.monotonic()`) the close came."""
    deadline = revoked_at + CACHE_SECONDS + SLACK_SECONDS + 2
    try:
        while True:
            await asyncio.wait_for(ws.recv(), max(deadline - time.monotonic(), 0.01))
    except TimeoutError:
        raise AssertionError("the socket is still open well after its key was revoked") from None
    except websockets.ConnectionClosed as closed:
        assert closed.rcvd is not None, "the connection dropped without a close frame"
        return closed.rcvd.code, closed.rcvd.reason, time.monotonic() - revoked_at


async def starts_nothing(ws: Any, tenant: TenantClient) -> None:
    """A `start_chat` after the close is not sent, and no chat with its id exists."""
    chat_id = str(uuid.uuid4())
    with pytest.raises(websockets.ConnectionClosed):
        await ws.send(json.dumps({"event": "start_chat", "payload": {"chat_id": chat_id, "message": "Plan"}}))
    assert (await tenant.http.get(f"/v1/planner/chats/{chat_id}")).status_code == 404


@pytest.mark.parametrize("way", ["query", "authenticate_event"])
async def test_a_revoked_users_socket_is_closed_on_every_api_process(
    way: str, tenant: TenantClient, other_api: httpx.AsyncClient
) -> None:
    user = await tenant.add_user(f"{way}@example.org")
    user_id = (await user.http.get("/v1/me")).json()["user_id"]
    await user.http.aclose()
    sockets = [await open_socket(tenant.http, user.api_key, way), await open_socket(other_api, user.api_key, way)]
    try:
        revoked_at = time.monotonic()
        assert (await tenant.http.delete(f"/v1/users/{user_id}")).status_code == 204
        # The revoking process (whose key cache trusts a key for 30 s) at once, the other within its bound.
        for ws, bound in zip(sockets, (SLACK_SECONDS, CACHE_SECONDS + SLACK_SECONDS), strict=True):
            code, reason, took = await closed_after(ws, revoked_at)
            print(f"{way}: closed {code} {took:.2f} s after the revocation")
            assert (code, reason) == (REVOKED, "The API key is no longer valid."), (code, reason)
            assert took <= bound, f"closed {took:.2f} s after the revocation"
            await starts_nothing(ws, tenant)
    finally:
        for ws in sockets:
            await ws.close()


async def test_a_socket_relaying_a_running_chat_is_closed_too(
    tenant: TenantClient, other_api: httpx.AsyncClient, scripted_llm: ScriptedLLM
) -> None:
    """The client sends nothing after starting a chat (which waits for a clarification): only the
    server sends on this socket."""
    scripted_llm.script(*refinements(1), step(("clarify", {"questions": ["Which supplier?"]})))
    user = await tenant.add_user("relaying@example.org")
    user_id = (await user.http.get("/v1/me")).json()["user_id"]
    await user.http.aclose()
    ws = await open_socket(other_api, user.api_key, "query")
    try:
        await ws.send(json.dumps({"event": "start_chat", "payload": {"chat_id": str(uuid.uuid4()), "message": "Plan"}}))
        while json.loads(await asyncio.wait_for(ws.recv(), 30))["event"] != "clarification_requested":
            pass
        revoked_at = time.monotonic()
        assert (await tenant.http.delete(f"/v1/users/{user_id}")).status_code == 204
        code, _reason, took = await closed_after(ws, revoked_at)
        assert code == REVOKED and took <= CACHE_SECONDS + SLACK_SECONDS, (code, took)
        await starts_nothing(ws, tenant)
    finally:
        await ws.close()


async def test_a_tenant_key_replaced_in_the_store_closes_its_sockets(
    tenant: TenantClient, other_api: httpx.AsyncClient, settings: Settings
) -> None:
    """No route replaces a tenant admin key; an operator may, in the store. Its sockets close likewise."""
    ws = await open_socket(other_api, tenant.api_key, "query")
    try:
        revoked_at = time.monotonic()
        with session(settings.resolved_database_url) as db:
            row = db.exec(select(Tenant).where(Tenant.id == tenant.tenant_id)).one()
            row.api_key_hash = uuid.uuid4().hex
            db.add(row)
            db.commit()
        code, _reason, took = await closed_after(ws, revoked_at)
        assert code == REVOKED and took <= CACHE_SECONDS + SLACK_SECONDS, (code, took)
    finally:
        await ws.close()
