"""Error contract of the HTTP API: auth (401), tenant isolation (404), bad input (422),
unknown ids (404); never a 500, never a traceback. Plus /healthz, /openapi.json, agent
listing, and that a rejected upload loses none of the agent's earlier documents."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest

from tests.conftest import TenantClient
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.support.sse import collect

UNKNOWN_ID = "00000000-0000-4000-8000-000000000000"
# Python tracebacks and exception class names (ValueError, RPCError, JSONDecodeError, ...).
_LEAK = re.compile(r"Traceback|File \"|\b[A-Z]\w*(?:Error|Exception)\b")

# Every /v1 route: (method, path, body). `{chat}` / `{agent}` are filled with real ids.
ROUTES: list[tuple[str, str, dict[str, Any] | None]] = [
    ("GET", "/v1/agents", None),
    ("POST", "/v1/agents", {"name": "Helper", "system_prompt": "Help."}),
    ("POST", "/v1/documents", {"agent_id": "{agent}", "documents": [{"title": "T", "text": "Some text."}]}),
    ("POST", "/v1/chats", {"mode": 1, "agent_id": "{agent}"}),
    ("GET", "/v1/chats/{chat}", None),
    ("POST", "/v1/chats/{chat}/messages", {"content": "Hello"}),
    ("GET", "/v1/chats/{chat}/events", None),
]
CHAT_ROUTES = [r for r in ROUTES if "{chat}" in r[1]]


def _fill(value: Any, ids: dict[str, str]) -> Any:
    if isinstance(value, str):
        return value.format(**ids) if "{" in value else value
    if isinstance(value, dict):
        return {k: _fill(v, ids) for k, v in value.items()}
    if isinstance(value, list):
        return [_fill(v, ids) for v in value]
    return value


def assert_error(response: httpx.Response, status: int) -> Any:
    """The expected status, a JSON `detail`, and nothing a user should never see."""
    assert response.status_code == status, (response.status_code, response.text)
    assert response.headers["content-type"].startswith("application/json"), response.headers
    assert not _LEAK.search(response.text), response.text
    detail = response.json()["detail"]
    assert detail
    return detail


def assert_loc(response: httpx.Response, loc: tuple[Any, ...]) -> None:
    detail = assert_error(response, 422)
    assert isinstance(detail, list), detail
    locs = [tuple(d["loc"]) for d in detail]
    assert loc in locs, locs
    assert all(d["msg"] for d in detail)


async def _ids(tenant: TenantClient) -> dict[str, str]:
    agent = await tenant.create_agent()
    return {"agent": agent, "chat": await tenant.create_chat(agent)}


async def _messages(tenant: TenantClient, chat_id: str) -> list[dict[str, Any]]:
    response = await tenant.http.get(f"/v1/chats/{chat_id}")
    assert response.status_code == 200, response.text
    return response.json()["messages"]


# --- no auth needed -----------------------------------------------------------------


async def test_healthz_is_ok_without_auth(api_url: str) -> None:
    async with httpx.AsyncClient(base_url=api_url, timeout=30) as anonymous:
        response = await anonymous.get("/healthz")
    assert response.status_code == 200, response.text
    assert response.json() == {"status": "ok", "database": "ok", "temporal": "ok"}


async def test_openapi_lists_the_routes(api_url: str) -> None:
    async with httpx.AsyncClient(base_url=api_url, timeout=30) as anonymous:
        response = await anonymous.get("/openapi.json")
    assert response.status_code == 200, response.text
    paths = response.json()["paths"]
    for method, path, _ in ROUTES:
        templated = path.replace("{chat}", "{chat_id}")
        assert method.lower() in paths.get(templated, {}), (method, templated, sorted(paths))
    assert "get" in paths["/healthz"]


# --- 401 -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "authorization",
    [None, "Bearer not-a-real-key", "Bearer", "Basic dXNlcjpwYXNz", "{key}"],
    ids=["missing", "wrong-key", "empty-key", "basic-scheme", "bare-key"],
)
@pytest.mark.parametrize(("method", "path", "body"), ROUTES, ids=[f"{m} {p}" for m, p, _ in ROUTES])
async def test_every_v1_route_needs_the_tenant_key(
    tenant: TenantClient, api_url: str, method: str, path: str, body: Any, authorization: str | None
) -> None:
    ids = await _ids(tenant)
    headers = {} if authorization is None else {"Authorization": authorization.format(key=tenant.api_key)}
    async with httpx.AsyncClient(base_url=api_url, headers=headers, timeout=30) as caller:
        response = await caller.request(method, _fill(path, ids), json=_fill(body, ids))
    detail = assert_error(response, 401)
    assert response.headers["www-authenticate"] == "Bearer"
    assert isinstance(detail, str) and ("Bearer" in detail or "API key" in detail), detail
    assert await _messages(tenant, ids["chat"]) == []  # the rejected call changed nothing


# --- 404: other tenants and unknown ids ----------------------------------------------


@pytest.mark.parametrize(("method", "path", "body"), CHAT_ROUTES, ids=[f"{m} {p}" for m, p, _ in CHAT_ROUTES])
async def test_another_tenants_chat_is_not_found(
    tenant: TenantClient, other_tenant: TenantClient, method: str, path: str, body: Any
) -> None:
    theirs = await _ids(other_tenant)
    response = await tenant.http.request(method, _fill(path, theirs), json=body)
    detail = assert_error(response, 404)
    assert theirs["chat"] in detail
    assert await _messages(other_tenant, theirs["chat"]) == []


@pytest.mark.parametrize(("method", "path", "body"), CHAT_ROUTES, ids=[f"{m} {p}" for m, p, _ in CHAT_ROUTES])
async def test_unknown_chat_is_not_found(tenant: TenantClient, method: str, path: str, body: Any) -> None:
    response = await tenant.http.request(method, _fill(path, {"chat": UNKNOWN_ID}), json=body)
    assert UNKNOWN_ID in assert_error(response, 404)


@pytest.mark.parametrize(
    ("method", "path", "body"), [r for r in ROUTES if "{agent}" in str(r[2])], ids=["documents", "chats"]
)
async def test_another_tenants_agent_is_not_found(
    tenant: TenantClient, other_tenant: TenantClient, method: str, path: str, body: Any
) -> None:
    their_agent = await other_tenant.create_agent()
    for agent_id in (their_agent, UNKNOWN_ID):
        response = await tenant.http.request(method, path, json=_fill(body, {"agent": agent_id}))
        assert agent_id in assert_error(response, 404)


async def test_agent_list_is_the_callers_own(tenant: TenantClient, other_tenant: TenantClient) -> None:
    mine = {await tenant.create_agent(name="Mine 1"), await tenant.create_agent(name="Mine 2")}
    theirs = {await other_tenant.create_agent(name="Theirs")}
    for client, expected in ((tenant, mine), (other_tenant, theirs)):
        response = await client.http.get("/v1/agents")
        assert response.status_code == 200, response.text
        assert {a["agent_id"] for a in response.json()} == expected


# --- 422 -----------------------------------------------------------------------------

BAD_BODIES = [
    # (route, body, field named in detail[*].loc)
    ("messages", {}, ("body", "content")),
    ("messages", {"content": ""}, ("body", "content")),
    ("messages", {"content": " \n\t "}, ("body", "content")),  # blank is empty too (the workflow says so)
    ("messages", {"content": 42}, ("body", "content")),
    ("messages", {"content": "Hi", "enable_rag": "maybe"}, ("body", "enable_rag")),
    ("messages", {"content": "Hi", "stream": True}, ("body", "stream")),
    ("chats", {"mode": 5, "agent_id": "{agent}"}, ("body", "mode")),
    ("chats", {"mode": 2, "agent_id": "{agent}"}, ("body", "agent_id")),
    ("chats", {"mode": 4}, ("body", "agent_id")),
    ("chats", {"mode": 1, "agent_id": "{agent}", "validate": "maybe"}, ("body", "validate")),
    ("chats", {"agent_id": "{agent}"}, ("body", "mode")),
    ("chats", {"mode": 1}, ("body", "agent_id")),
    ("chats", {"mode": 1, "agent_id": "{agent}", "model": "x"}, ("body", "model")),
    ("documents", {"documents": [{"title": "T", "text": "x"}]}, ("body", "agent_id")),
    ("documents", {"agent_id": "{agent}", "documents": []}, ("body", "documents")),
    (
        "documents",
        {"agent_id": "{agent}", "documents": [{"title": "T", "text": "x", "url": "not a url"}]},
        ("body", "documents", 0, "url"),
    ),
    ("documents", {"agent_id": "{agent}", "documents": [{"title": "T"}]}, ("body", "documents", 0, "text")),
    (
        "documents",
        {"agent_id": "{agent}", "documents": [{"title": "T", "text": "x", "tags": []}]},
        ("body", "documents", 0, "tags"),
    ),
    ("agents", {"name": "", "system_prompt": "Help."}, ("body", "name")),
    ("agents", {"name": "A", "system_prompt": "Help.", "temperature": 1}, ("body", "temperature")),
]
PATHS = {
    "messages": "/v1/chats/{chat}/messages",
    "chats": "/v1/chats",
    "documents": "/v1/documents",
    "agents": "/v1/agents",
}


@pytest.mark.parametrize(
    ("route", "body", "loc"),
    BAD_BODIES,
    ids=[f"{r}-{'.'.join(map(str, loc[1:]))}-{i}" for i, (r, _, loc) in enumerate(BAD_BODIES)],
)
async def test_bad_body_is_422_naming_the_field(
    tenant: TenantClient, route: str, body: dict[str, Any], loc: tuple[Any, ...]
) -> None:
    ids = await _ids(tenant)
    response = await tenant.http.post(_fill(PATHS[route], ids), json=_fill(body, ids))
    assert_loc(response, loc)
    assert await _messages(tenant, ids["chat"]) == []


@pytest.mark.parametrize("content_type", ["application/json", "text/plain", None])
@pytest.mark.parametrize("route", sorted(PATHS))
async def test_non_json_body_is_422(tenant: TenantClient, route: str, content_type: str | None) -> None:
    ids = await _ids(tenant)
    headers = {"Content-Type": content_type} if content_type else {}
    response = await tenant.http.post(_fill(PATHS[route], ids), content=b"content=hello{", headers=headers)
    detail = assert_error(response, 422)
    assert all(d["loc"][0] == "body" for d in detail), detail
    assert await _messages(tenant, ids["chat"]) == []


@pytest.mark.parametrize(
    ("params", "headers", "loc"),
    [
        ({}, {"Last-Event-ID": "abc"}, ("header", "last-event-id")),
        ({}, {"Last-Event-ID": "1.5"}, ("header", "last-event-id")),
        ({}, {"Last-Event-ID": "-2"}, ("header", "last-event-id")),
        ({"after": "abc"}, {}, ("query", "after")),
        ({"after": "-2"}, {}, ("query", "after")),
    ],
    ids=["header-abc", "header-float", "header-negative", "after-abc", "after-negative"],
)
async def test_bad_resume_position_is_422(
    tenant: TenantClient, params: dict[str, str], headers: dict[str, str], loc: tuple[str, ...]
) -> None:
    ids = await _ids(tenant)
    response = await tenant.http.get(f"/v1/chats/{ids['chat']}/events", params=params, headers=headers)
    assert_loc(response, loc)


# --- nothing is lost -----------------------------------------------------------------

KEPT = "Durable execution means a program survives crashes because Temporal replays its event history."


async def test_rejected_upload_keeps_earlier_documents_and_adds_none(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    agent_id = await tenant.create_agent()
    first = await tenant.http.post(
        "/v1/documents", json={"agent_id": agent_id, "documents": [{"title": "Kept", "text": KEPT}]}
    )
    assert first.status_code == 201, first.text

    rejected = await tenant.http.post(
        "/v1/documents",
        json={
            "agent_id": agent_id,
            "documents": [
                {"title": "Half added", "text": "Durable execution is also described here."},
                {"title": "Broken", "text": "Durable execution again.", "url": "ftp//nowhere"},
            ],
        },
    )
    assert_loc(rejected, ("body", "documents", 1, "url"))

    chat_id = await tenant.create_chat(agent_id)
    scripted_llm.script(Reply(text="It survives crashes [1]."))
    sent = await tenant.http.post(f"/v1/chats/{chat_id}/messages", json={"content": "What is durable execution?"})
    assert sent.status_code == 202, sent.text
    message_id = sent.json()["message_id"]
    events = await collect(
        tenant.http, "GET", f"/v1/chats/{chat_id}/events", params={"message_id": message_id}, until="final|error"
    )
    assert events[-1].event == "final", events[-1].data
    assert [s["title"] for s in events[-1].json["sources"]] == ["Kept"]
    assert events[-1].json["sources"][0]["excerpt"] == KEPT
