"""A real MCP server over stdio (the official SDK's low-level `Server`) that answers the way
servers in the wild may: its tools listed over two pages, results that are not text (an image,
audio, a resource link, embedded resources), a result with structured content only, one far
larger than an observation may be, and errors at the protocol level (JSON-RPC errors, not
tool results).

``python tests/support/mcp_varied_server.py [LISTING]``: LISTING `refused` or `busy` makes
listing the tools fail with INVALID_REQUEST or INTERNAL_ERROR; `command()` builds that line.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import anyio
import mcp_types as types
from mcp import MCPError
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

HUGE_CHARS = 20_000
PNG = "iVBORw0KGgo="  # base64 of PNG's signature: the content is never looked at
_NO_ARGUMENTS: dict[str, Any] = {"type": "object", "properties": {}}
FIRST_PAGE = [
    types.Tool(name="media", description="Answers with an image, audio and resources.", input_schema=_NO_ARGUMENTS),
    types.Tool(name="structured", description="Answers with structured content only.", input_schema=_NO_ARGUMENTS),
    types.Tool(name="huge", input_schema=_NO_ARGUMENTS),
]
SECOND_PAGE = [
    types.Tool(name="busy", description="Always overloaded.", input_schema=_NO_ARGUMENTS),
    types.Tool(name="strict", description="Refuses every call.", input_schema=_NO_ARGUMENTS),
]
STRUCTURED = {"temperature": 21.5, "unit": "C"}


def _media() -> list[types.ContentBlock]:
    return [
        types.TextContent(type="text", text="Here is the chart."),
        types.ImageContent(type="image", data=PNG, mime_type="image/png"),
        types.AudioContent(type="audio", data=PNG, mime_type="audio/wav"),
        types.ResourceLink(type="resource_link", name="report", uri="https://example.org/report.pdf"),
        types.EmbeddedResource(
            type="resource",
            resource=types.TextResourceContents(uri="file:///notes.txt", mime_type="text/plain", text="The notes."),
        ),
        types.EmbeddedResource(type="resource", resource=types.BlobResourceContents(uri="file:///data.bin", blob=PNG)),
    ]


async def _call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
    match params.name:
        case "media":
            return types.CallToolResult(content=_media())
        case "structured":
            return types.CallToolResult(content=[], structured_content=STRUCTURED)
        case "huge":
            return types.CallToolResult(content=[types.TextContent(type="text", text="x" * HUGE_CHARS)])
        case "busy":
            raise MCPError(types.INTERNAL_ERROR, "the server is overloaded")
        case _:
            raise MCPError(types.INVALID_PARAMS, f"{params.name} takes no calls today")


def build_server(listing: str) -> Server[Any]:
    async def list_tools(ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
        if listing == "refused":
            raise MCPError(types.INVALID_REQUEST, "listing tools is not allowed")
        if listing == "busy":
            raise MCPError(types.INTERNAL_ERROR, "the tool registry is down")
        if params is None or params.cursor is None:
            return types.ListToolsResult(tools=FIRST_PAGE, next_cursor="page-2")
        return types.ListToolsResult(tools=SECOND_PAGE)

    return Server("varied-tools", on_list_tools=list_tools, on_call_tool=_call_tool)


def command(listing: str = "ok") -> list[str]:
    """The command line that serves `build_server(listing)` over stdio with this interpreter."""
    return [sys.executable, str(Path(__file__).resolve()), listing]


async def _serve(listing: str) -> None:
    server = build_server(listing)
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(_serve, sys.argv[1] if len(sys.argv) > 1 else "ok")
