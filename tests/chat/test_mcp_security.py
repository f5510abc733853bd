"""What a tenant's agent may name as an MCP server: never a command (stdio servers are the
operator's, by name), and a url only on https and public addresses (or an allow-listed host),
checked by the real API when the agent is saved and by the tool activity when it connects."""

from __future__ import annotations

import socket
import sys
import uuid
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from temporalio.exceptions import ApplicationError
from temporalio.testing import ActivityEnvironment

from activities.chat.tools import ToolActivities
from durable_agents.chat import agents as agents_store
from durable_agents.chat import mcp_urls
from durable_agents.chat.contract import McpServer
from durable_agents.database import Agent, session
from durable_agents.errors import ErrorCode
from durable_agents.settings import Settings
from tests.conftest import TenantClient
from tests.support.mcp_server import McpHttpServer
from tests.support.scripted_llm import Reply, ScriptedLLM


async def post_agent(tenant: TenantClient, *servers: dict[str, Any]) -> Any:
    body = {"name": "Tooled", "system_prompt": "You use tools.", "mcp_servers": list(servers)}
    return await tenant.http.post("/v1/agents", json=body)


def refusal(response: Any, field: str | None) -> str:
    """The message of the 422 naming `mcp_servers[0]` (and `field` of it, if given)."""
    assert response.status_code == 422, response.text
    [error] = response.json()["detail"]
    assert error["loc"] == ["body", "mcp_servers", 0, *([field] if field else [])], error
    return error["msg"]


# --- saving an agent (the real API) -------------------------------------------------------------


@pytest.mark.parametrize(
    "server",
    [
        {"name": "shell", "command": ["/bin/sh", "-c", "id"]},
        {"name": "shell", "stdio": "calc", "command": ["/bin/sh"]},
        {"name": "shell", "stdio": "calc", "env": {"LD_PRELOAD": "/tmp/x.so"}},
    ],
    ids=["command", "command-with-stdio", "env"],
)
async def test_a_tenant_cannot_give_a_command(tenant: TenantClient, server: dict[str, Any]) -> None:
    message = refusal(await post_agent(tenant, server), None)
    assert "operator" in message and "`stdio`" in message
    assert (await tenant.http.get("/v1/agents")).json() == []


async def test_an_unknown_stdio_server_is_refused_naming_the_configured_ones(tenant: TenantClient) -> None:
    message = refusal(await post_agent(tenant, {"name": "files", "stdio": "files"}), "stdio")
    assert "`files`" in message and "`calc`" in message


async def test_the_operators_stdio_server_is_saved_by_name_only(tenant: TenantClient) -> None:
    response = await post_agent(tenant, {"name": "calc", "stdio": "calc"})
    assert response.status_code == 201, response.text
    [server] = response.json()["mcp_servers"]
    assert server == {"name": "calc", "url": None, "stdio": "calc", "timeout_seconds": 30.0}


@pytest.mark.parametrize(
    ("url", "reason"),
    [
        ("file:///etc/passwd", "https://"),
        ("ftp://example.org/mcp", "https://"),
        ("https:///mcp", "https://"),
        ("https://93.184.215.14:99999/mcp", "https://"),
        ("http://example.org/mcp", "must use https"),
        ("http://127.0.0.2:{port}/mcp", "must use https"),  # loopback, but not the allow-listed 127.0.0.1
        ("http://localhost:{port}/mcp", "must use https"),
        ("https://localhost:{port}/mcp", "internal address"),
        ("https://127.0.0.2/mcp", "internal address"),
        ("https://10.0.0.1/", "internal address"),
        ("https://192.168.1.10/mcp", "internal address"),
        ("https://100.64.0.1/mcp", "internal address"),
        ("https://169.254.169.254/latest/meta-data", "internal address"),
        ("https://0.0.0.0/mcp", "internal address"),
        ("https://224.0.0.1/mcp", "internal address"),
        ("https://[::1]/", "internal address"),
        ("https://[::ffff:127.0.0.1]/mcp", "internal address"),
        ("https://[fe80::1]/mcp", "internal address"),
        ("https://[fd00::1]/mcp", "internal address"),
        ("https://does-not-exist.invalid/mcp", "does not resolve"),
    ],
)
async def test_a_url_that_is_not_public_https_is_refused(
    tenant: TenantClient, mcp_http: McpHttpServer, url: str, reason: str
) -> None:
    url = url.format(port=urlsplit(mcp_http.url).port)
    message = refusal(await post_agent(tenant, {"name": "remote", "url": url}), "url")
    assert reason in message
    assert url not in message


async def test_a_public_https_url_and_an_allow_listed_http_host_are_saved(
    tenant: TenantClient, mcp_http: McpHttpServer
) -> None:
    public = {"name": "public", "url": "https://93.184.215.14/mcp"}  # an IP literal: no DNS needed
    local = {"name": "local", "url": mcp_http.url}  # 127.0.0.1 is in MCP_ALLOWED_HOSTS
    response = await post_agent(tenant, public, local)
    assert response.status_code == 201, response.text
    assert [s["url"] for s in response.json()["mcp_servers"]] == [public["url"], local["url"]]


# --- connecting (the tool activity) -------------------------------------------------------------


async def refused_at_connection(tools: ToolActivities, server: McpServer) -> ApplicationError:
    with pytest.raises(ApplicationError) as raised:
        await ActivityEnvironment().run(tools.list_mcp_tools, server)
    assert raised.value.type == ErrorCode.TOOL_FAILED
    assert raised.value.non_retryable
    assert server.url is None or server.url not in raised.value.message
    return raised.value


async def test_a_url_resolving_to_an_internal_address_at_connection_time_is_refused(
    tenant: TenantClient, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """DNS rebinding: public when the agent is saved, private when the worker connects."""
    answers = iter(["93.184.215.14", "10.0.0.7"])
    resolve = mcp_urls.anyio.getaddrinfo

    async def rebinding(host: str, port: int, **kwargs: Any) -> Any:
        if host != "mcp.rebind.example":
            return await resolve(host, port, **kwargs)
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (next(answers), port))]

    monkeypatch.setattr(mcp_urls.anyio, "getaddrinfo", rebinding)
    response = await post_agent(tenant, {"name": "rebind", "url": "https://mcp.rebind.example/mcp"})
    assert response.status_code == 201, response.text

    stored = agents_store.get_agent(settings.resolved_database_url, tenant.tenant_id, response.json()["agent_id"])
    assert stored is not None
    [server] = agents_store.agent_config(stored).mcp_servers
    failure = await refused_at_connection(ToolActivities(settings), server)
    assert "internal address" in failure.message and "rebind.example" not in failure.message


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost"])
async def test_the_activity_refuses_a_loopback_server_that_is_not_allow_listed(
    tmp_path: Path, mcp_http: McpHttpServer, host: str
) -> None:
    """A url stored before the checks existed (or an allow list shortened since) is checked again."""
    tools = ToolActivities(Settings(_env_file=None, data_dir=tmp_path))
    for scheme, reason in (("http", "must use https"), ("https", "internal address")):
        url = mcp_http.url.replace("http://127.0.0.1", f"{scheme}://{host}")
        failure = await refused_at_connection(tools, McpServer(name="calc", url=url))
        assert reason in failure.message


def test_internal_addresses() -> None:
    internal = [
        "127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.0.1", "169.254.169.254", "100.64.0.1", "0.0.0.0",
        "224.0.0.251", "239.255.255.250", "240.0.0.1", "255.255.255.255", "::1", "::", "fe80::1", "fc00::1",
        "fec0::1", "ff02::1", "ff0e::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "2002:7f00:1::1", "2001:db8::1",
    ]  # fmt: skip
    assert [a for a in internal if not mcp_urls.is_internal(a)] == []
    public = ["93.184.215.14", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8", "2002:808:808::1"]
    assert [a for a in public if mcp_urls.is_internal(a)] == []


# --- agents stored with a command before the operator owned stdio servers --------------------------


def legacy_agent(settings: Settings, tenant_id: str, marker: Path) -> str:
    command = [sys.executable, "-c", f"open({str(marker)!r}, 'w').close()"]
    agent = Agent(
        id=str(uuid.uuid4()),
        tenant_id=tenant_id,
        name="Legacy",
        system_prompt="You help.",
        mcp_servers=[{"name": "shell", "url": None, "command": command, "env": {"A": "b"}, "timeout_seconds": 30}],
    )
    with session(settings.resolved_database_url) as db:
        db.add(agent)
        db.commit()
    return agent.id


async def test_a_stored_command_is_read_but_never_run(
    tenant: TenantClient, scripted_llm: ScriptedLLM, settings: Settings, tmp_path: Path
) -> None:
    marker = tmp_path / "ran"
    agent_id = legacy_agent(settings, tenant.tenant_id, marker)

    listed = await tenant.http.get("/v1/agents")
    assert listed.status_code == 200, listed.text
    [agent] = listed.json()
    assert agent["mcp_servers"] == [{"name": "shell", "url": None, "stdio": None, "timeout_seconds": 30.0}]

    chat_id = await tenant.create_chat(agent_id, mode=4)
    scripted_llm.script(Reply(text="No tools needed."))
    events = await tenant.ask(chat_id, "Hello?", enable_rag=False)
    assert events[-1].event == "final" and events[-1].json["response"] == "No tools needed."
    assert all("tools" not in request for request in scripted_llm.requests)
    assert not marker.exists()

    stored = agents_store.get_agent(settings.resolved_database_url, tenant.tenant_id, agent_id)
    assert stored is not None
    [server] = agents_store.agent_config(stored).mcp_servers
    await refused_at_connection(ToolActivities(settings), server)
    assert not marker.exists()
