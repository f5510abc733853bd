"""The tool activities against real parts: a SearXNG-compatible HTTP server, real MCP servers
(streamable HTTP and stdio, built with the official SDK) and a SQLite knowledge base. They
run in a real activity context (`ActivityEnvironment`); no Temporal server is needed."""

from __future__ import annotations

import socket
import sys
import time
from pathlib import Path

import pytest
from temporalio.exceptions import ApplicationError
from temporalio.testing import ActivityEnvironment

from activities.chat.store_access import StoreActivities
from activities.chat.tools import ToolActivities
from durable_agents import tenancy as tenants
from durable_agents.chat import agents
from durable_agents.chat.contract import LoadAgentInput, McpServer, ToolCall, ToolResult, ToolRunInput
from durable_agents.chat.documents import NewDocument, add_documents
from durable_agents.errors import CLIENT_MESSAGES, ErrorCode
from durable_agents.settings import Settings
from durable_agents.stream import normalize_sources
from tests.support.mcp_server import McpHttpServer, stdio_command
from tests.support.search_server import DEFAULT_RESULTS, SearchServer


def unused_port() -> int:
    """A local port nothing listens on."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def search(search_server: SearchServer) -> SearchServer:
    search_server.reset()
    return search_server


def tool_settings(tmp_path: Path, web_search_url: str | None) -> Settings:
    return Settings(
        _env_file=None,
        data_dir=tmp_path,
        database_url=f"sqlite:///{tmp_path}/tools.db",
        web_search_url=web_search_url,
        tool_timeout_seconds=5,
        mcp_stdio_servers={
            "calc": {"command": stdio_command(), "env": {"DA_TOOL_SETTING": "on"}},
            "silent": {"command": [sys.executable, "-c", "import time; time.sleep(60)"]},
            "missing": {"command": ["/nonexistent/mcp-server"]},
        },
        mcp_allowed_hosts=["127.0.0.1"],
    )


@pytest.fixture
def tools(tmp_path: Path, search: SearchServer) -> ToolActivities:
    return ToolActivities(tool_settings(tmp_path, search.base_url))


@pytest.fixture
def env() -> ActivityEnvironment:
    return ActivityEnvironment()


def run_input(tool: str, /, top_k: int = 5, server: McpServer | None = None, **arguments: object) -> ToolRunInput:
    return ToolRunInput(
        tenant_id="t1",
        agent_id="a1",
        call=ToolCall(call_id="call-1", name=tool, arguments=arguments),
        server=server,
        top_k=top_k,
    )


def test_tool_error_codes_have_client_messages() -> None:
    for code in (ErrorCode.TOOL_UNAVAILABLE, ErrorCode.TOOL_FAILED):
        assert CLIENT_MESSAGES[code]


# --- web_search ---------------------------------------------------------------------------------


async def test_web_search_returns_the_top_results_as_nested_sources(
    env: ActivityEnvironment, tools: ToolActivities, search: SearchServer
) -> None:
    result: ToolResult = await env.run(tools.web_search, run_input("web_search", top_k=2, query="  durable execution "))

    assert search.queries == ["durable execution"]
    assert search.requests[0]["format"] == "json"
    assert (result.call_id, result.name, result.ok) == ("call-1", "web_search", True)
    first, second = DEFAULT_RESULTS[:2]
    assert result.documents == [
        {
            "page_content": first["content"],
            "metadata": {
                "metadata": {
                    "title": first["title"],
                    "url": first["url"],
                    "domain": "docs.temporal.io",
                    "source_type": "web",
                    "organization": "",
                },
                "page_content": first["content"],
                "similarity": 4.5,
            },
        },
        {
            "page_content": second["content"],
            "metadata": {
                "metadata": {
                    "title": second["title"],
                    "url": second["url"],
                    "domain": "docs.temporal.io",
                    "source_type": "web",
                    "organization": "",
                },
                "page_content": second["content"],
                "similarity": 2.0,
            },
        },
    ]
    assert result.content == (
        f"[1] {first['title']}\nURL: {first['url']}\n{first['content']}\n\n"
        f"[2] {second['title']}\nURL: {second['url']}\n{second['content']}"
    )
    sources = normalize_sources(result.documents)
    assert [(s.title, s.domain, s.sourceType) for s in sources] == [
        (first["title"], "docs.temporal.io", "web"),
        (second["title"], "docs.temporal.io", "web"),
    ]


async def test_web_search_tolerates_missing_scores_and_skips_malformed_results(
    env: ActivityEnvironment, tools: ToolActivities, search: SearchServer
) -> None:
    long_snippet = "word " * 200
    search.results = [
        "not a result",
        {"title": "No URL"},
        {"url": "https://example.org/page", "content": long_snippet, "score": "n/a"},
    ]
    result = await env.run(tools.web_search, run_input("web_search", query="anything"))

    [doc] = result.documents
    assert doc["metadata"]["metadata"]["title"] == "https://example.org/page"
    assert doc["metadata"]["similarity"] == 0.0
    assert doc["page_content"] == long_snippet
    snippet = result.content.split("\n")[2]
    assert len(snippet) <= 300 and snippet.endswith("...")


async def test_web_search_without_results(
    env: ActivityEnvironment, tools: ToolActivities, search: SearchServer
) -> None:
    search.results = []
    result = await env.run(tools.web_search, run_input("web_search", query="nothing matches"))
    assert (result.ok, result.content, result.documents) == (True, "No results found.", [])


@pytest.mark.parametrize("arguments", [{}, {"query": "   "}, {"query": 42}], ids=["missing", "blank", "not-text"])
async def test_web_search_needs_a_query(
    env: ActivityEnvironment, tools: ToolActivities, search: SearchServer, arguments: dict[str, object]
) -> None:
    result = await env.run(tools.web_search, run_input("web_search", **arguments))
    assert (result.ok, result.content) == (False, "web_search needs a non-empty 'query'.")
    assert search.requests == []


@pytest.mark.parametrize("status", [429, 500, 502, 503])
async def test_web_search_server_errors_are_retryable(
    env: ActivityEnvironment, tools: ToolActivities, search: SearchServer, status: int
) -> None:
    search.fail_next(status)
    with pytest.raises(ApplicationError) as raised:
        await env.run(tools.web_search, run_input("web_search", query="durable"))
    assert raised.value.type == ErrorCode.TOOL_UNAVAILABLE
    assert not raised.value.non_retryable
    assert str(status) in raised.value.message
    assert search.base_url not in raised.value.message

    # The retry (a new attempt) succeeds once the server recovers.
    result = await env.run(tools.web_search, run_input("web_search", query="durable"))
    assert result.ok and len(result.documents) == 3


@pytest.mark.parametrize("status", [400, 403, 404])
async def test_web_search_rejected_requests_are_not_retried(
    env: ActivityEnvironment, tools: ToolActivities, search: SearchServer, status: int
) -> None:
    search.fail_next(status)
    with pytest.raises(ApplicationError) as raised:
        await env.run(tools.web_search, run_input("web_search", query="durable"))
    assert raised.value.type == ErrorCode.TOOL_FAILED
    assert raised.value.non_retryable


async def test_web_search_answer_that_is_not_searxng_json_is_not_retried(
    env: ActivityEnvironment, tools: ToolActivities, search: SearchServer
) -> None:
    search.garble_next()
    with pytest.raises(ApplicationError) as raised:
        await env.run(tools.web_search, run_input("web_search", query="durable"))
    assert raised.value.type == ErrorCode.TOOL_FAILED
    assert raised.value.non_retryable


async def test_web_search_server_down_is_retryable(env: ActivityEnvironment, tmp_path: Path) -> None:
    down_url = f"http://127.0.0.1:{unused_port()}"
    tools = ToolActivities(tool_settings(tmp_path, down_url))
    with pytest.raises(ApplicationError) as raised:
        await env.run(tools.web_search, run_input("web_search", query="durable"))
    assert raised.value.type == ErrorCode.TOOL_UNAVAILABLE
    assert not raised.value.non_retryable
    assert down_url not in raised.value.message


async def test_web_search_not_configured_fails_at_once_without_retries(
    env: ActivityEnvironment, tmp_path: Path
) -> None:
    tools = ToolActivities(tool_settings(tmp_path, None))
    with pytest.raises(ApplicationError) as raised:
        await env.run(tools.web_search, run_input("web_search", query="durable"))
    assert raised.value.type == ErrorCode.TOOL_UNAVAILABLE
    assert raised.value.non_retryable
    assert "WEB_SEARCH_URL" in raised.value.message


@pytest.mark.parametrize("configured", [True, False])
def test_an_agent_is_offered_web_search_only_when_it_is_configured(
    env: ActivityEnvironment, tmp_path: Path, configured: bool
) -> None:
    """With no search server, an agent given `web_search` called it again and again and
    repeated the failure as its answer: a deployment without one does not offer it."""
    db_url = f"sqlite:///{tmp_path}/tools.db"
    tenant, _key = tenants.create_tenant(db_url, "Tenant A")
    agent = agents.create_agent(
        db_url, tenant.id, name="Helper", system_prompt="You help.", tools=["rag_search", "web_search"]
    )
    store = StoreActivities(db_url, web_search_configured=configured)
    loaded = env.run(store.load_agent, LoadAgentInput(tenant_id=tenant.id, agent_id=agent.id))
    assert loaded.tools == (["rag_search", "web_search"] if configured else ["rag_search"])


# --- rag_search ---------------------------------------------------------------------------------


@pytest.fixture
def knowledge(tools: ToolActivities, tmp_path: Path) -> tuple[str, str, str]:
    """A tenant with two agents; only the first has documents. Returns (tenant, agent, other agent)."""
    db_url = f"sqlite:///{tmp_path}/tools.db"
    tenant, _key = tenants.create_tenant(db_url, "Tenant A")
    agent = agents.create_agent(db_url, tenant.id, name="Helper", system_prompt="You help.")
    other = agents.create_agent(db_url, tenant.id, name="Other", system_prompt="You help.")
    add_documents(
        db_url,
        tenant.id,
        agent.id,
        [
            NewDocument(
                title="Durable execution",
                text="Temporal workflows survive worker crashes. " * 10,
                url="https://example.org/durable",
            ),
            NewDocument(title="Gardening", text="Water the tomatoes every morning."),
        ],
    )
    return tenant.id, agent.id, other.id


def rag_input(tenant_id: str, agent_id: str, **arguments: object) -> ToolRunInput:
    return ToolRunInput(
        tenant_id=tenant_id,
        agent_id=agent_id,
        call=ToolCall(call_id="call-7", name="rag_search", arguments=arguments),
        top_k=3,
    )


def test_rag_search_returns_the_agents_documents(
    env: ActivityEnvironment, tools: ToolActivities, knowledge: tuple[str, str, str]
) -> None:
    tenant_id, agent_id, _other = knowledge
    result = env.run(tools.rag_search, rag_input(tenant_id, agent_id, query="worker crashes"))

    assert (result.call_id, result.name, result.ok) == ("call-7", "rag_search", True)
    [doc] = result.documents
    inner = doc["metadata"]["metadata"]
    assert (inner["title"], inner["url"]) == ("Durable execution", "https://example.org/durable")
    assert doc["page_content"].startswith("Temporal workflows survive worker crashes.")
    assert doc["metadata"]["similarity"] == 1.0
    title, excerpt = result.content.split("\n")
    assert title == "[1] Durable execution"
    assert len(excerpt) <= 300 and excerpt.endswith("...")


def test_rag_search_is_scoped_to_the_agent(
    env: ActivityEnvironment, tools: ToolActivities, knowledge: tuple[str, str, str]
) -> None:
    tenant_id, _agent, other_id = knowledge
    result = env.run(tools.rag_search, rag_input(tenant_id, other_id, query="worker crashes"))
    assert (result.ok, result.content, result.documents) == (True, "No documents found.", [])


def test_rag_search_needs_a_query(
    env: ActivityEnvironment, tools: ToolActivities, knowledge: tuple[str, str, str]
) -> None:
    tenant_id, agent_id, _other = knowledge
    result = env.run(tools.rag_search, rag_input(tenant_id, agent_id, query=""))
    assert (result.ok, result.content) == (False, "rag_search needs a non-empty 'query'.")


# --- MCP ----------------------------------------------------------------------------------------


@pytest.fixture(params=["http", "stdio"])
def mcp_server(request: pytest.FixtureRequest) -> McpServer:
    if request.param == "http":
        return McpServer(name="calc", url=request.getfixturevalue("mcp_http").url)
    return McpServer(name="calc", stdio="calc")


async def test_list_mcp_tools(env: ActivityEnvironment, tools: ToolActivities, mcp_server: McpServer) -> None:
    specs = await env.run(tools.list_mcp_tools, mcp_server)

    by_name = {spec.name: spec for spec in specs}
    assert set(by_name) == {"calc__add", "calc__fail", "calc__getenv"}
    add = by_name["calc__add"]
    assert (add.server, add.description) == ("calc", "Add two integers.")
    assert add.parameters["type"] == "object"
    assert add.parameters["required"] == ["a", "b"]
    assert {name: prop["type"] for name, prop in add.parameters["properties"].items()} == {
        "a": "integer",
        "b": "integer",
    }


async def test_call_mcp_tool(env: ActivityEnvironment, tools: ToolActivities, mcp_server: McpServer) -> None:
    result = await env.run(tools.call_mcp_tool, run_input("calc__add", server=mcp_server, a=2, b=40))
    assert (result.call_id, result.name, result.ok, result.content) == ("call-1", "calc__add", True, "42")
    assert result.documents == []


async def test_mcp_tool_error_is_an_unsuccessful_result(
    env: ActivityEnvironment, tools: ToolActivities, mcp_server: McpServer
) -> None:
    result = await env.run(tools.call_mcp_tool, run_input("calc__fail", server=mcp_server, reason="disk full"))
    assert not result.ok
    assert "disk full" in result.content


async def test_unknown_mcp_tool_is_an_unsuccessful_result(
    env: ActivityEnvironment, tools: ToolActivities, mcp_http: McpHttpServer
) -> None:
    server = McpServer(name="calc", url=mcp_http.url)
    result = await env.run(tools.call_mcp_tool, run_input("calc__nope", server=server))
    assert not result.ok
    assert "Unknown tool: nope" in result.content


@pytest.mark.parametrize("name", ["other__add", "add"])
async def test_tool_of_another_server_is_an_unsuccessful_result(
    env: ActivityEnvironment, tools: ToolActivities, mcp_http: McpHttpServer, name: str
) -> None:
    server = McpServer(name="calc", url=mcp_http.url)
    result = await env.run(tools.call_mcp_tool, run_input(name, server=server))
    assert (result.ok, result.content) == (False, f"Unknown tool: {name}")


async def test_mcp_arguments_the_tool_rejects_are_an_unsuccessful_result(
    env: ActivityEnvironment, tools: ToolActivities, mcp_http: McpHttpServer
) -> None:
    server = McpServer(name="calc", url=mcp_http.url)
    result = await env.run(tools.call_mcp_tool, run_input("calc__add", server=server, a="two"))
    assert not result.ok
    assert "validation" in result.content


async def test_stdio_mcp_server_gets_its_env_and_not_the_workers(
    env: ActivityEnvironment, tools: ToolActivities, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DA_WORKER_SECRET", "do-not-share")
    server = McpServer(name="calc", stdio="calc")  # the operator gave it DA_TOOL_SETTING
    setting = await env.run(tools.call_mcp_tool, run_input("calc__getenv", server=server, name="DA_TOOL_SETTING"))
    secret = await env.run(tools.call_mcp_tool, run_input("calc__getenv", server=server, name="DA_WORKER_SECRET"))
    assert (setting.ok, setting.content) == (True, "on")
    assert (secret.ok, secret.content) == (True, "")


@pytest.mark.parametrize("activity_name", ["list_mcp_tools", "call_mcp_tool"])
async def test_unreachable_mcp_server_is_retryable(
    env: ActivityEnvironment, tools: ToolActivities, activity_name: str
) -> None:
    url = f"http://127.0.0.1:{unused_port()}/mcp"
    server = McpServer(name="calc", url=url)
    argument = server if activity_name == "list_mcp_tools" else run_input("calc__add", server=server, a=1, b=2)
    with pytest.raises(ApplicationError) as raised:
        await env.run(getattr(tools, activity_name), argument)
    assert raised.value.type == ErrorCode.TOOL_UNAVAILABLE
    assert not raised.value.non_retryable
    assert url not in raised.value.message


async def test_mcp_server_that_does_not_answer_times_out(env: ActivityEnvironment, tools: ToolActivities) -> None:
    silent = McpServer(name="silent", stdio="silent", timeout_seconds=1)
    started = time.monotonic()
    with pytest.raises(ApplicationError) as raised:
        await env.run(tools.list_mcp_tools, silent)
    assert raised.value.type == ErrorCode.TOOL_UNAVAILABLE
    assert not raised.value.non_retryable
    assert "within 1s" in raised.value.message
    # One second of waiting, then the SDK's bounded shutdown of the child process.
    assert time.monotonic() - started < 10


async def test_mcp_command_that_cannot_start_is_not_retried(env: ActivityEnvironment, tools: ToolActivities) -> None:
    server = McpServer(name="missing", stdio="missing")
    with pytest.raises(ApplicationError) as raised:
        await env.run(tools.list_mcp_tools, server)
    assert raised.value.type == ErrorCode.TOOL_UNAVAILABLE
    assert raised.value.non_retryable


async def test_call_mcp_tool_needs_a_server(env: ActivityEnvironment, tools: ToolActivities) -> None:
    with pytest.raises(ApplicationError) as raised:
        await env.run(tools.call_mcp_tool, run_input("calc__add", a=1, b=2))
    assert raised.value.type == ErrorCode.TOOL_FAILED
    assert raised.value.non_retryable
