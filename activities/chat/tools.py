"""The agent's tools: the knowledge base (RAG), web search (SearXNG's JSON API) and the
tools of MCP servers (the official `mcp` client): a tenant's streamable HTTP url, through the
address check of `durable_agents.mcp_urls`, or an operator's stdio server (MCP_STDIO_SERVERS).

Tools only read, so every activity is safe to retry. A tool's own failure (a bad query, an
MCP tool reporting an error) is an `ok=False` result the LLM can react to; a service that
cannot be reached raises a retryable `TOOL_UNAVAILABLE`; a request it will never accept, a
non-retryable `TOOL_FAILED`. Error messages name the failure, never a URL (it may hold keys).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Iterator
from contextlib import asynccontextmanager
from datetime import timedelta
from typing import Any, TypeVar
from urllib.parse import urlsplit

import anyio
import httpx
import httpx2  # the `mcp` client's HTTP library: its transport errors mean "unreachable"
from mcp import Client, MCPError, StdioServerParameters
from mcp import types as mcp_types
from mcp.client.streamable_http import streamable_http_client
from sqlalchemy.exc import SQLAlchemyError
from temporalio import activity
from temporalio.exceptions import ApplicationError

from durable_agents.chat import documents
from durable_agents.chat.contract import McpServer, ToolCall, ToolResult, ToolRunInput, ToolSpec
from durable_agents.chat.mcp_urls import CheckedTransport, McpUrlRefused
from durable_agents.errors import ErrorCode
from durable_agents.settings import Settings
from durable_agents.stream import source_document

EXCERPT_CHARS = 300
OBSERVATION_CHARS = 16_000
# MCP errors that say the connection or the server is in trouble, not the request. The
# client reports any HTTP error answer but 404 (a 502, a 429, also a 401) as INTERNAL_ERROR.
_TRANSIENT_MCP_CODES = frozenset({mcp_types.CONNECTION_CLOSED, mcp_types.REQUEST_TIMEOUT, mcp_types.INTERNAL_ERROR})

T = TypeVar("T")


class ToolActivities:
    def __init__(self, settings: Settings) -> None:
        self._db_url = settings.resolved_database_url
        self._search_url = searxng_url(settings)
        self._timeout = settings.tool_timeout_seconds
        self._stdio_servers = settings.mcp_stdio_servers
        self._allowed_hosts = settings.mcp_allowed_hosts

    @activity.defn
    def rag_search(self, request: ToolRunInput) -> ToolResult:
        """Full-text search of the agent's own documents."""
        query = _query(request.call)
        if query is None:
            return _failed(request.call, "rag_search needs a non-empty 'query'.")
        try:
            found = documents.search(self._db_url, request.tenant_id, request.agent_id, query, request.top_k)
        except SQLAlchemyError as err:
            raise ApplicationError(f"rag search failed: {err}", type=ErrorCode.STORAGE_ERROR) from err
        lines = (
            f"[{n}] {doc['metadata']['metadata'].get('title', 'Untitled')}\n{_clip(doc['page_content'])}"
            for n, doc in enumerate(found, start=1)
        )
        return _listed(request.call, found, lines, "No documents found.")

    @activity.defn
    async def web_search(self, request: ToolRunInput) -> ToolResult:
        """The first `top_k` results of a SearXNG search."""
        query = _query(request.call)
        if query is None:
            return _failed(request.call, "web_search needs a non-empty 'query'.")
        async with httpx.AsyncClient(timeout=self._timeout, follow_redirects=True) as http:
            found = await searxng_search(http, self._search_url, query, request.top_k)
        lines = (
            f"[{n}] {doc['metadata']['metadata']['title']}\nURL: {doc['metadata']['metadata']['url']}\n"
            f"{_clip(doc['page_content'])}"
            for n, doc in enumerate(found, start=1)
        )
        return _listed(request.call, found, lines, "No results found.")

    @activity.defn
    async def list_mcp_tools(self, server: McpServer) -> list[ToolSpec]:
        """The tools an MCP server offers, named `<server>__<tool>` for the LLM."""

        async def list_all(client: Client) -> list[mcp_types.Tool]:
            # Every page; the connection's timeout bounds a server that never stops paging.
            tools: list[mcp_types.Tool] = []
            cursor = None
            while True:
                page = await client.list_tools(cursor=cursor)
                tools.extend(page.tools)
                cursor = page.next_cursor
                if cursor is None:
                    return tools

        return [
            ToolSpec(
                name=f"{server.name}__{tool.name}",
                description=tool.description or "",
                parameters=_object_schema(tool.input_schema),
                server=server.name,
            )
            for tool in await self._with_mcp(server, list_all)
        ]

    @activity.defn
    async def call_mcp_tool(self, request: ToolRunInput) -> ToolResult:
        """One call of an MCP server's tool (`call.name` is `<server>__<tool>`)."""
        server, call = request.server, request.call
        if server is None:
            raise ApplicationError(
                f"no MCP server given for {call.name}", type=ErrorCode.TOOL_FAILED, non_retryable=True
            )
        prefix = f"{server.name}__"
        if not call.name.startswith(prefix):
            return _failed(call, f"Unknown tool: {call.name}")

        async def call_tool(client: Client) -> ToolResult:
            try:
                result = await client.call_tool(call.name.removeprefix(prefix), call.arguments)
            except MCPError as err:
                if err.code in _TRANSIENT_MCP_CODES:
                    raise
                # The server rejected the call itself (unknown tool, bad arguments): the LLM may fix it.
                return _failed(call, f"The tool call was rejected: {err.message}")
            return ToolResult(call_id=call.call_id, name=call.name, ok=not result.is_error, content=_mcp_text(result))

        return await self._with_mcp(server, call_tool)

    async def _with_mcp(self, server: McpServer, work: Callable[[Client], Awaitable[T]]) -> T:
        """`work` on a new connection to `server`, all within the server's timeout."""
        try:
            with anyio.fail_after(server.timeout_seconds):
                async with self._mcp_client(server) as client:
                    return await work(client)
        except Exception as err:
            failure = _mcp_failure(server, err)
            if failure is None:
                raise
            raise failure from None

    @asynccontextmanager
    async def _mcp_client(self, server: McpServer) -> AsyncIterator[Client]:
        if server.url is not None:
            # Every request passes the address check, a redirect the client follows too (the `mcp`
            # client follows only those that stay on the url's scheme, host and port).
            transport = CheckedTransport(self._allowed_hosts)
            async with (
                httpx2.AsyncClient(transport=transport, timeout=server.timeout_seconds) as http,
                Client(streamable_http_client(server.url, http_client=http)) as client,
            ):
                yield client
            return
        async with Client(self._stdio_parameters(server)) as client:
            yield client

    def _stdio_parameters(self, server: McpServer) -> StdioServerParameters:
        """The operator's command for `server.stdio`; agents never carry one."""
        stdio = self._stdio_servers.get(server.stdio) if server.stdio is not None else None
        if stdio is None:
            # Also an older agent's stored `command`, which is never run.
            raise ApplicationError(
                f"MCP server {server.name} is neither a url nor a stdio server the operator configured",
                type=ErrorCode.TOOL_FAILED,
                non_retryable=True,
            )
        return StdioServerParameters(command=stdio.command[0], args=stdio.command[1:], env=stdio.env or None)


def _query(call: ToolCall) -> str | None:
    query = call.arguments.get("query")
    return query.strip() if isinstance(query, str) and query.strip() else None


def _failed(call: ToolCall, content: str) -> ToolResult:
    return ToolResult(call_id=call.call_id, name=call.name, ok=False, content=content)


def _listed(call: ToolCall, found: list[dict[str, Any]], lines: Iterable[str], none_found: str) -> ToolResult:
    """A search's documents, and for the LLM their `lines` (`none_found` when there are none)."""
    return ToolResult(
        call_id=call.call_id, name=call.name, ok=True, content="\n\n".join(lines) or none_found, documents=found
    )


def searxng_url(settings: Settings) -> str | None:
    """The search endpoint of the SearXNG instance at `settings.web_search_url` (None: unset)."""
    return settings.web_search_url.rstrip("/") + "/search" if settings.web_search_url else None


async def searxng_search(
    http: httpx.AsyncClient,
    search_url: str | None,
    query: str,
    limit: int,
    *,
    unavailable: ErrorCode = ErrorCode.TOOL_UNAVAILABLE,
) -> list[dict[str, Any]]:
    """The first `limit` results of a SearXNG search (`_web_documents`' shape).

    Unreachable, or HTTP 429 / 5xx: a retryable `unavailable` error (after Retry-After if
    given); any other HTTP error or an answer that is not SearXNG's JSON: a non-retryable
    `TOOL_FAILED`. No search configured (`search_url` None): a non-retryable `TOOL_UNAVAILABLE`.
    """
    if search_url is None:
        raise ApplicationError(
            "web search is not configured (WEB_SEARCH_URL)", type=ErrorCode.TOOL_UNAVAILABLE, non_retryable=True
        )
    try:
        response = await http.get(
            search_url, params={"q": query, "format": "json"}, headers={"Accept": "application/json"}
        )
    except httpx.HTTPError as err:
        raise ApplicationError(f"web search unreachable ({type(err).__name__})", type=unavailable) from None
    status = response.status_code
    if status == 429 or status >= 500:
        raise ApplicationError(
            f"web search answered HTTP {status}", type=unavailable, next_retry_delay=_retry_after(response)
        )
    if status >= 400:
        raise ApplicationError(
            f"web search refused the request (HTTP {status})", type=ErrorCode.TOOL_FAILED, non_retryable=True
        )
    try:
        return _web_documents(response.json(), limit)
    except ValueError:
        raise ApplicationError(
            "web search did not answer with SearXNG's JSON", type=ErrorCode.TOOL_FAILED, non_retryable=True
        ) from None


def _clip(text: str, limit: int = EXCERPT_CHARS) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3].rstrip() + "..."


def _retry_after(response: httpx.Response) -> timedelta | None:
    value = response.headers.get("retry-after", "")
    return timedelta(seconds=float(value)) if value.replace(".", "", 1).isdigit() else None


def _score(value: Any) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return 0.0


def _web_documents(body: Any, top_k: int) -> list[dict[str, Any]]:
    """SearXNG results in seed 000's nested source shape; ValueError if `body` is not SearXNG's."""
    if not isinstance(body, dict) or not isinstance(body.get("results"), list):
        raise ValueError("not a SearXNG answer")
    found: list[dict[str, Any]] = []
    for result in body["results"]:
        if len(found) == top_k:
            break
        if not isinstance(result, dict) or not isinstance(result.get("url"), str):
            continue
        url = result["url"]
        content = str(result.get("content") or "")
        fields = {
            "title": str(result.get("title") or url),
            "url": url,
            "domain": urlsplit(url).netloc,
            "source_type": "web",
            "organization": "",
        }
        found.append(source_document(content, fields, _score(result.get("score"))))
    return found


def _object_schema(schema: dict[str, Any]) -> dict[str, Any]:
    # Function-calling parameters must be an object schema; MCP's 2026-07-28 revision allows
    # any root, which no `arguments` object could satisfy anyway.
    if schema.get("type", "object") != "object":
        return {"type": "object", "properties": {}}
    return {"properties": {}, **schema, "type": "object"}


def _mcp_text(result: mcp_types.CallToolResult) -> str:
    """The observation for the LLM: text parts as they are, other parts described briefly."""
    parts: list[str] = []
    for block in result.content:
        match block:
            case mcp_types.TextContent():
                parts.append(block.text)
            case mcp_types.ImageContent() | mcp_types.AudioContent():
                parts.append(f"[{block.type}: {block.mime_type}]")
            case mcp_types.ResourceLink():
                parts.append(f"[resource link: {block.uri}]")
            case mcp_types.EmbeddedResource():
                resource = block.resource
                parts.append(
                    resource.text
                    if isinstance(resource, mcp_types.TextResourceContents)
                    else f"[resource: {resource.uri}]"
                )
    if not parts and result.structured_content is not None:
        parts.append(json.dumps(result.structured_content))
    text = "\n".join(parts)
    # The observation becomes workflow state and prompt text: a server's megabytes must not.
    if len(text) > OBSERVATION_CHARS:
        return text[:OBSERVATION_CHARS] + f"\n[... {len(text) - OBSERVATION_CHARS:,} more characters cut]"
    return text


def _leaves(err: BaseException) -> Iterator[BaseException]:
    # The client's task groups wrap failures in (nested) exception groups.
    if isinstance(err, BaseExceptionGroup):
        for inner in err.exceptions:
            yield from _leaves(inner)
    else:
        yield err


def _mcp_failure(server: McpServer, err: Exception) -> ApplicationError | None:
    name = server.name
    for leaf in _leaves(err):
        if isinstance(leaf, McpUrlRefused):
            return ApplicationError(f"MCP server {name}: {leaf}", type=ErrorCode.TOOL_FAILED, non_retryable=True)
        # TimeoutError first: it is an OSError too.
        if isinstance(leaf, TimeoutError):
            message = f"MCP server {name} did not answer within {server.timeout_seconds:g}s"
            return ApplicationError(message, type=ErrorCode.TOOL_UNAVAILABLE)
        if isinstance(leaf, httpx2.TransportError):
            return ApplicationError(
                f"MCP server {name} unreachable ({type(leaf).__name__})", type=ErrorCode.TOOL_UNAVAILABLE
            )
        if isinstance(leaf, OSError):
            # The command cannot be started (missing, not executable): retrying will not change that.
            return ApplicationError(
                f"MCP server {name} could not be started ({type(leaf).__name__})",
                type=ErrorCode.TOOL_UNAVAILABLE,
                non_retryable=True,
            )
        if isinstance(leaf, MCPError):
            if leaf.code in _TRANSIENT_MCP_CODES:
                return ApplicationError(f"MCP server {name}: {leaf.message}", type=ErrorCode.TOOL_UNAVAILABLE)
            return ApplicationError(
                f"MCP server {name} rejected the request: {leaf.message}",
                type=ErrorCode.TOOL_FAILED,
                non_retryable=True,
            )
    return None
