"""Seed 004's ExecutionPlan, checked against the tenant and the operator's settings and turned
into the plan the workflow runs: its provider one of LLM_PROVIDERS (never a URL of the
tenant's), its model one the provider allows, its agents the tenant's, its MCP servers the
operator's stdio servers or urls that pass the address check."""

from __future__ import annotations

from typing import Any

from fastapi import HTTPException, status
from fastapi.exceptions import RequestValidationError
from starlette.concurrency import run_in_threadpool

from api.execution.schemas import ExecutionPlanCreate, OptimizedSpecs
from durable_agents.chat import agents as agents_store
from durable_agents.chat import mcp_urls
from durable_agents.chat.contract import McpServer
from durable_agents.database import Agent
from durable_agents.execution.contract import ExecutionPlan, McpToolUse
from durable_agents.settings import DEFAULT_PROVIDER, Settings

SPECS = ("body", "optimized_specs")
BUILTIN_TOOLS = ("rag_search", "web_search")
Problem = dict[str, Any]


def _problem(loc: tuple[str | int, ...], message: str) -> Problem:
    return {"type": "value_error", "loc": (*SPECS, *loc), "msg": message}


def _provider_problems(specs: OptimizedSpecs, settings: Settings) -> list[Problem]:
    if specs.provider == DEFAULT_PROVIDER:
        return []
    provider = settings.llm_providers.get(specs.provider)
    if provider is None:
        known = ", ".join(f"`{name}`" for name in [DEFAULT_PROVIDER, *sorted(settings.llm_providers)])
        return [_problem(("provider",), f"no provider `{specs.provider}`; the operator's are: {known}")]
    if specs.model is not None and specs.model not in provider.models:
        allowed = ", ".join(f"`{model}`" for model in provider.models)
        return [_problem(("model",), f"provider `{specs.provider}` allows the models {allowed}")]
    return []


async def _server_problems(specs: OptimizedSpecs, settings: Settings) -> list[Problem]:
    problems = []
    for index, server in enumerate(specs.mcp_servers):
        if server.stdio is not None and server.stdio not in settings.mcp_stdio_servers:
            known = ", ".join(f"`{name}`" for name in sorted(settings.mcp_stdio_servers)) or "none"
            message = f"`{server.stdio}` is not a stdio MCP server the operator configured; they are: {known}"
            problems.append(_problem(("mcp_servers", index, "stdio"), message))
        if server.url is not None:
            try:
                await mcp_urls.check_endpoint(server.url, settings.mcp_allowed_hosts)
            except mcp_urls.McpUrlRefused as refused:
                problems.append(_problem(("mcp_servers", index, "url"), str(refused)))
    return problems


def _tool_problems(specs: OptimizedSpecs, agent: Agent | None) -> list[Problem]:
    servers = [server.name for server in specs.mcp_servers]
    servers += [server.name for server in (agents_store.agent_config(agent).mcp_servers if agent else [])]
    problems = []
    for index, tool in enumerate(specs.tools):
        if tool.name in BUILTIN_TOOLS or any(tool.name.startswith(f"{server}__") for server in servers):
            continue
        known = ", ".join(f"`{server}__<tool>`" for server in servers)
        options = f"`rag_search`, `web_search`{', ' + known if known else ''}"
        problems.append(_problem(("tools", index, "name"), f"no tool `{tool.name}`; a plan's tools are {options}"))
    return problems


async def _missing_sources(specs: OptimizedSpecs, settings: Settings, tenant_id: str) -> list[Problem]:
    problems = []
    for index, source in enumerate(specs.data_sources):
        found = await run_in_threadpool(
            agents_store.get_agent, settings.resolved_database_url, tenant_id, source.agent_id
        )
        if found is None:
            problems.append(_problem(("data_sources", index, "agent_id"), f"no agent `{source.agent_id}` here"))
    return problems


async def seed_plan(body: ExecutionPlanCreate, settings: Settings, tenant_id: str) -> ExecutionPlan:
    """The plan to run; 404 for an agent the tenant does not have, 422 naming each field the
    settings or the tenant's data refuse."""
    specs = body.optimized_specs
    agent = None
    if specs.agent_id is not None:
        agent = await run_in_threadpool(
            agents_store.get_agent, settings.resolved_database_url, tenant_id, specs.agent_id
        )
        if agent is None:
            raise HTTPException(status.HTTP_404_NOT_FOUND, f"Agent {specs.agent_id} not found.")
    problems = _provider_problems(specs, settings) + _tool_problems(specs, agent)
    problems += await _server_problems(specs, settings) + await _missing_sources(specs, settings, tenant_id)
    if problems:
        raise RequestValidationError(problems)
    named = settings.llm_providers.get(specs.provider)
    return ExecutionPlan(
        query=specs.prompt,
        agent_id=specs.agent_id,
        enable_rag=False,  # the plan's data sources say whose documents are searched
        tools=[tool.name for tool in specs.tools if tool.name in BUILTIN_TOOLS],
        mcp_tools=[McpToolUse(name=t.name, arguments=t.arguments) for t in specs.tools if t.name not in BUILTIN_TOOLS],
        threshold=settings.validation_threshold if body.threshold is None else body.threshold,
        max_attempts=settings.validation_max_attempts if body.max_attempts is None else body.max_attempts,
        provider=None if named is None else specs.provider,
        model=specs.model or (named.models[0] if named is not None else None),
        system_prompt=specs.system_prompt,
        data_sources=list(dict.fromkeys(source.agent_id for source in specs.data_sources)),
        mcp_servers=[McpServer.model_validate(server.model_dump()) for server in specs.mcp_servers],
        fallback_message=body.fallback_message,
        reasoning_notes=body.reasoning_notes,
    )
