"""Agents and their documents (the RAG index)."""

from __future__ import annotations

from datetime import date
from typing import Annotated

from fastapi import APIRouter, HTTPException, Query, Response, status
from fastapi.exceptions import RequestValidationError
from starlette.concurrency import run_in_threadpool

from api.chat.schemas import (
    AgentChange,
    AgentCreate,
    AgentOut,
    DocumentsCreate,
    DocumentsCreated,
    IndexedDocument,
    McpServerIn,
    UsageRow,
)
from api.deps import SettingsDep, TenantDep
from api.problems import AGENT_NOT_FOUND
from durable_agents.chat import agents as agents_store
from durable_agents.chat import documents as documents_store
from durable_agents.chat import mcp_urls
from durable_agents.chat import usage as usage_store
from durable_agents.database import Agent
from durable_agents.settings import Settings

router = APIRouter(prefix="/v1", tags=["agents"])


def _agent_out(agent: Agent) -> AgentOut:
    """The agent as the workflows see it (`agent_config`), plus when it was created."""
    return AgentOut(**agents_store.agent_config(agent).model_dump(), created_at=agent.created_at)


async def _check_mcp_servers(servers: list[McpServerIn], settings: Settings) -> None:
    """A 422 naming each MCP server that is not the operator's stdio server or an allowed url."""
    names = ", ".join(f"`{name}`" for name in sorted(settings.mcp_stdio_servers))
    unknown_stdio = (
        f"is not a stdio MCP server the operator configured; they are: {names}"
        if names
        else "names a stdio MCP server, but the operator configured none; give a `url` instead"
    )
    errors = []
    for index, server in enumerate(servers):
        loc = ("body", "mcp_servers", index)
        if server.stdio is not None and server.stdio not in settings.mcp_stdio_servers:
            errors.append({"type": "value_error", "loc": (*loc, "stdio"), "msg": f"`{server.stdio}` {unknown_stdio}"})
        if server.url is not None:
            try:
                await mcp_urls.check_endpoint(server.url, settings.mcp_allowed_hosts)
            except mcp_urls.McpUrlRefused as refused:
                errors.append({"type": "value_error", "loc": (*loc, "url"), "msg": str(refused)})
    if errors:
        raise RequestValidationError(errors)


@router.post("/agents", status_code=status.HTTP_201_CREATED, response_model=AgentOut)
async def create_agent(body: AgentCreate, tenant: TenantDep, settings: SettingsDep) -> AgentOut:
    await _check_mcp_servers(body.mcp_servers, settings)
    agent = await run_in_threadpool(
        agents_store.create_agent,
        settings.resolved_database_url,
        tenant.id,
        name=body.name,
        system_prompt=body.system_prompt,
        description=body.description,
        model=body.model,
        tools=body.tools,
        mcp_servers=body.mcp_servers,
    )
    return _agent_out(agent)


@router.get("/agents", response_model=list[AgentOut])
def list_agents(tenant: TenantDep, settings: SettingsDep) -> list[AgentOut]:
    return [_agent_out(a) for a in agents_store.list_agents(settings.resolved_database_url, tenant.id)]


AGENT_MISSING = {404: {"description": "The tenant has no agent with this id."}}


@router.patch("/agents/{agent_id}", response_model=AgentOut, responses=AGENT_MISSING)
async def update_agent(agent_id: str, body: AgentChange, tenant: TenantDep, settings: SettingsDep) -> AgentOut:
    """Change the fields given. A running chat reads its agent again once its copy is
    AGENT_CACHE_SECONDS old (60 s by default): its answers from then on use the change."""
    if body.mcp_servers is not None:
        await _check_mcp_servers(body.mcp_servers, settings)
    changes = {name: getattr(body, name) for name in body.model_fields_set}
    agent = await run_in_threadpool(
        agents_store.update_agent, settings.resolved_database_url, tenant.id, agent_id, changes
    )
    if agent is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND, f"Agent {agent_id} not found.")
    return _agent_out(agent)


@router.delete("/agents/{agent_id}", status_code=status.HTTP_204_NO_CONTENT, responses=AGENT_MISSING)
async def delete_agent(agent_id: str, tenant: TenantDep, settings: SettingsDep) -> Response:
    """Remove the agent and its documents. Its chats stay readable; a message sent to one
    fails with AGENT_NOT_FOUND ("The agent of this chat no longer exists.")."""
    if not await run_in_threadpool(agents_store.delete_agent, settings.resolved_database_url, tenant.id, agent_id):
        raise HTTPException(status.HTTP_404_NOT_FOUND, f"Agent {agent_id} not found.")
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.post(
    "/documents",
    status_code=status.HTTP_201_CREATED,
    response_model=DocumentsCreated,
    tags=["documents"],
    responses=AGENT_NOT_FOUND,
)
async def add_documents(body: DocumentsCreate, tenant: TenantDep, settings: SettingsDep) -> DocumentsCreated:
    """Chunk and index documents for one of the tenant's agents (all or nothing)."""
    db_url = settings.resolved_database_url
    if await run_in_threadpool(agents_store.get_agent, db_url, tenant.id, body.agent_id) is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND, f"Agent {body.agent_id} not found.")
    new = [
        documents_store.NewDocument(title=d.title, text=d.text, url=str(d.url) if d.url else "", metadata=d.metadata)
        for d in body.documents
    ]
    added = await run_in_threadpool(documents_store.add_documents, db_url, tenant.id, body.agent_id, new)
    return DocumentsCreated(
        documents=[
            IndexedDocument(document_id=doc_id, title=d.title, chunks=chunks)
            for (doc_id, chunks), d in zip(added, body.documents, strict=True)
        ]
    )


@router.get("/usage", response_model=list[UsageRow], tags=["usage"])
def read_usage(
    tenant: TenantDep,
    settings: SettingsDep,
    since: Annotated[date | None, Query(alias="from", description="First day (UTC), YYYY-MM-DD.")] = None,
    until: Annotated[date | None, Query(alias="to", description="Last day (UTC), YYYY-MM-DD.")] = None,
) -> list[UsageRow]:
    """Tokens of the tenant's answered messages by day (UTC) and model."""
    if since is not None and until is not None and since > until:
        raise RequestValidationError(
            [{"type": "value_error", "loc": ("query", "from"), "msg": "`from` is after `to`; swap them"}]
        )
    return [
        UsageRow(**row) for row in usage_store.by_day_and_model(settings.resolved_database_url, tenant.id, since, until)
    ]
