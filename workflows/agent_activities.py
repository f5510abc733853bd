"""The activity calls of an agent that the chat and the validated execution share: its
settings, its RAG retrieval, and a tool call (built-in or MCP)."""

from __future__ import annotations

from typing import Any

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.chat.store_access import StoreActivities
    from activities.chat.tools import ToolActivities
    from durable_agents.chat.contract import AgentConfig, LoadAgentInput, RetrieveInput, ToolResult, ToolRunInput
    from workflows.activity_presets import STORE_READ, mcp_tool, tool

# The activity of each built-in tool (`durable_agents.chat.builtin_tools`).
BUILTIN_TOOL_ACTIVITIES = {"rag_search": ToolActivities.rag_search, "web_search": ToolActivities.web_search}


async def load_agent(tenant_id: str, agent_id: str) -> AgentConfig:
    return await workflow.execute_local_activity_method(
        StoreActivities.load_agent,
        LoadAgentInput(tenant_id=tenant_id, agent_id=agent_id),
        summary="Load agent",
        **STORE_READ,
    )


async def retrieve_documents(request: RetrieveInput, agent: AgentConfig) -> list[dict[str, Any]]:
    retrieved = await workflow.execute_local_activity_method(
        StoreActivities.retrieve_documents, request, summary=f"RAG retrieval for {agent.name}", **STORE_READ
    )
    return list(retrieved.documents)


async def run_tool(request: ToolRunInput, timeout_seconds: float, summary: str) -> ToolResult:
    """A built-in tool bounded by `timeout_seconds`, or an MCP server's (`request.server`) by its own."""
    if request.server is not None:
        return await workflow.execute_activity_method(
            ToolActivities.call_mcp_tool, request, summary=summary, **mcp_tool(request.server.timeout_seconds)
        )
    return await workflow.execute_activity_method(
        BUILTIN_TOOL_ACTIVITIES[request.call.name], request, summary=summary, **tool(timeout_seconds)
    )
