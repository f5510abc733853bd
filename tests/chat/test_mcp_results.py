"""What the agent's tools make of answers real servers may give, in a real activity context:
an MCP server (stdio, the official SDK's low-level server) listing its tools over two pages,
answering with images, audio, resources, structured content only or megabytes of text, and
failing at the protocol level; and a search endpoint answering JSON that is not SearXNG's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from temporalio.exceptions import ApplicationError
from temporalio.testing import ActivityEnvironment

from activities.chat.tools import OBSERVATION_CHARS, ToolActivities
from durable_agents.chat.contract import McpServer, ToolCall, ToolRunInput
from durable_agents.errors import ErrorCode
from durable_agents.settings import Settings
from tests.support import mcp_varied_server
from tests.support.search_server import SearchServer

VARIED = McpServer(name="varied", stdio="varied")


@pytest.fixture
def tools(tmp_path: Path, search_server: SearchServer) -> ToolActivities:
    search_server.reset()
    return ToolActivities(
        Settings(
            _env_file=None,
            data_dir=tmp_path,
            database_url=f"sqlite:///{tmp_path}/tools.db",
            web_search_url=search_server.base_url,
            tool_timeout_seconds=5,
            mcp_stdio_servers={
                "varied": {"command": mcp_varied_server.command()},
                "refusing": {"command": mcp_varied_server.command("refused")},
                "overloaded": {"command": mcp_varied_server.command("busy")},
            },
        )
    )


@pytest.fixture
def env() -> ActivityEnvironment:
    return ActivityEnvironment()


def call(tool: str, **arguments: object) -> ToolRunInput:
    return ToolRunInput(
        tenant_id="t1",
        agent_id="a1",
        call=ToolCall(call_id="call-1", name=f"varied__{tool}", arguments=arguments),
        server=VARIED,
    )


async def test_every_page_of_tools_is_listed(env: ActivityEnvironment, tools: ToolActivities) -> None:
    specs = await env.run(tools.list_mcp_tools, VARIED)

    assert [spec.name for spec in specs] == [
        f"varied__{tool.name}" for tool in [*mcp_varied_server.FIRST_PAGE, *mcp_varied_server.SECOND_PAGE]
    ]
    huge = specs[2]
    assert (huge.description, huge.parameters, huge.server) == ("", {"type": "object", "properties": {}}, "varied")


async def test_parts_that_are_not_text_are_described_in_the_observation(
    env: ActivityEnvironment, tools: ToolActivities
) -> None:
    result = await env.run(tools.call_mcp_tool, call("media"))

    assert result.ok
    assert result.content.splitlines() == [
        "Here is the chart.",
        "[image: image/png]",
        "[audio: audio/wav]",
        "[resource link: https://example.org/report.pdf]",
        "The notes.",
        "[resource: file:///data.bin]",
    ]


async def test_structured_content_alone_is_the_observation(env: ActivityEnvironment, tools: ToolActivities) -> None:
    result = await env.run(tools.call_mcp_tool, call("structured"))
    assert result.ok
    assert json.loads(result.content) == mcp_varied_server.STRUCTURED


async def test_a_huge_result_is_cut_and_says_how_much_was_cut(env: ActivityEnvironment, tools: ToolActivities) -> None:
    result = await env.run(tools.call_mcp_tool, call("huge"))

    cut = mcp_varied_server.HUGE_CHARS - OBSERVATION_CHARS
    assert result.content == "x" * OBSERVATION_CHARS + f"\n[... {cut:,} more characters cut]"


async def test_a_call_the_server_refuses_is_an_unsuccessful_result(
    env: ActivityEnvironment, tools: ToolActivities
) -> None:
    result = await env.run(tools.call_mcp_tool, call("strict"))
    assert (result.ok, result.content) == (False, "The tool call was rejected: strict takes no calls today")


async def test_a_server_in_trouble_during_a_call_is_retryable(env: ActivityEnvironment, tools: ToolActivities) -> None:
    with pytest.raises(ApplicationError) as raised:
        await env.run(tools.call_mcp_tool, call("busy"))
    assert raised.value.type == ErrorCode.TOOL_UNAVAILABLE
    assert not raised.value.non_retryable
    assert raised.value.message == "MCP server varied: the server is overloaded"


@pytest.mark.parametrize(
    ("server", "code", "retryable", "message"),
    [
        (
            "refusing",
            ErrorCode.TOOL_FAILED,
            False,
            "MCP server refusing rejected the request: listing tools is not allowed",
        ),
        ("overloaded", ErrorCode.TOOL_UNAVAILABLE, True, "MCP server overloaded: the tool registry is down"),
    ],
)
async def test_a_listing_the_server_answers_with_an_error(
    env: ActivityEnvironment, tools: ToolActivities, server: str, code: ErrorCode, retryable: bool, message: str
) -> None:
    with pytest.raises(ApplicationError) as raised:
        await env.run(tools.list_mcp_tools, McpServer(name=server, stdio=server))
    assert (raised.value.type, raised.value.non_retryable, raised.value.message) == (code, not retryable, message)


async def test_a_search_endpoint_answering_other_json_is_not_retried(
    env: ActivityEnvironment, tools: ToolActivities, search_server: SearchServer
) -> None:
    search_server.fail_next(200)  # HTTP 200 with a JSON error object, not SearXNG's results
    run = ToolRunInput(
        tenant_id="t1", agent_id="a1", call=ToolCall(call_id="c", name="web_search", arguments={"query": "q"})
    )
    with pytest.raises(ApplicationError) as raised:
        await env.run(tools.web_search, run)
    assert (raised.value.type, raised.value.non_retryable) == (ErrorCode.TOOL_FAILED, True)
    assert raised.value.message == "web search did not answer with SearXNG's JSON"
