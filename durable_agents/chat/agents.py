"""Agents and chats, always scoped by tenant: another tenant's row is simply not found."""

from __future__ import annotations

import uuid

from sqlmodel import select

from durable_agents.chat.contract import AgentConfig, McpServer
from durable_agents.database import Agent, Chat, delete_row, get_owned, session


def create_agent(
    db_url: str,
    tenant_id: str,
    *,
    name: str,
    system_prompt: str,
    description: str = "",
    model: str | None = None,
    tools: list[str] | None = None,
    mcp_servers: list[McpServer] | None = None,
) -> Agent:
    agent = Agent(
        id=str(uuid.uuid4()),
        tenant_id=tenant_id,
        name=name,
        description=description,
        system_prompt=system_prompt,
        model=model,
        tools=list(tools or []),
        mcp_servers=[server.model_dump() for server in mcp_servers or []],
    )
    with session(db_url) as db:
        db.add(agent)
        db.commit()
    return agent


def agent_config(agent: Agent) -> AgentConfig:
    """The agent as the workflows see it."""
    return AgentConfig(
        agent_id=agent.id,
        name=agent.name,
        system_prompt=agent.system_prompt,
        model=agent.model,
        description=agent.description,
        tools=list(agent.tools or []),
        mcp_servers=[McpServer.model_validate(server) for server in agent.mcp_servers or []],
    )


def list_agents(db_url: str, tenant_id: str) -> list[Agent]:
    with session(db_url) as db:
        return list(db.exec(select(Agent).where(Agent.tenant_id == tenant_id).order_by(Agent.created_at)))


def get_agent(db_url: str, tenant_id: str, agent_id: str) -> Agent | None:
    return get_owned(db_url, Agent, tenant_id, agent_id)


def create_chat(db_url: str, tenant_id: str, *, agent_id: str | None, mode: int) -> Chat:
    chat = Chat(id=str(uuid.uuid4()), tenant_id=tenant_id, agent_id=agent_id, mode=mode)
    with session(db_url) as db:
        db.add(chat)
        db.commit()
    return chat


def delete_chat(db_url: str, chat_id: str) -> None:
    delete_row(db_url, Chat, chat_id)


def get_chat(db_url: str, tenant_id: str, chat_id: str) -> Chat | None:
    return get_owned(db_url, Chat, tenant_id, chat_id)
