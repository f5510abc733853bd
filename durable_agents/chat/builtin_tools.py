"""The built-in tools an agent may be given, as offered to the LLM (pure data: workflows
read it). MCP servers add their own tools, listed by an activity when a turn starts."""

from __future__ import annotations

from durable_agents.chat.contract import ToolSpec

RAG_SEARCH = ToolSpec(
    name="rag_search",
    description="Search the knowledge base of this agent (the documents uploaded for it). "
    "Use it for questions about those documents.",
    parameters={
        "type": "object",
        "properties": {"query": {"type": "string", "description": "What to look for, in a few words."}},
        "required": ["query"],
        "additionalProperties": False,
    },
)

WEB_SEARCH = ToolSpec(
    name="web_search",
    description="Search the web. Use it for current events or facts not in the knowledge base.",
    parameters={
        "type": "object",
        "properties": {"query": {"type": "string", "description": "The search query."}},
        "required": ["query"],
        "additionalProperties": False,
    },
)

BUILTIN_TOOLS: dict[str, ToolSpec] = {tool.name: tool for tool in (RAG_SEARCH, WEB_SEARCH)}
