"""Agents and chats, always scoped by tenant: another tenant's row is simply not found."""

from __future__ import annotations

import uuid
from typing import Any

from sqlalchemy import delete, func, text, update
from sqlmodel import col, select

from durable_agents.chat.contract import AgentConfig, McpServer
from durable_agents.database import Agent, Chat, Chunk, Document, delete_row, get_owned, session, utcnow
from durable_agents.listing import FIRST_MESSAGE_CHARS, Keyset, containing, newest_first


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


def update_agent(db_url: str, tenant_id: str, agent_id: str, changes: dict[str, Any]) -> Agent | None:
    """Set the fields `changes` names (`mcp_servers` as McpServer models); None when not the tenant's."""
    with session(db_url) as db:
        agent = db.get(Agent, agent_id)
        if agent is None or agent.tenant_id != tenant_id:
            return None
        for name, value in changes.items():
            if name == "mcp_servers":
                value = [server.model_dump() for server in value]
            setattr(agent, name, value)
        db.add(agent)
        db.commit()
        return agent


_DELETE_AGENT_FTS = text("DELETE FROM chunk_fts WHERE chunk_id IN (SELECT id FROM chunk WHERE agent_id = :agent_id)")


def delete_agent(db_url: str, tenant_id: str, agent_id: str) -> bool:
    """Remove the tenant's agent and its documents; its chats stay, without their agent (a
    message to one fails with AGENT_NOT_FOUND). False when the tenant has no such agent."""
    with session(db_url) as db:
        agent = db.get(Agent, agent_id)
        if agent is None or agent.tenant_id != tenant_id:
            return False
        if db.get_bind().dialect.name == "sqlite":  # the FTS index is a table of its own there
            db.execute(_DELETE_AGENT_FTS, {"agent_id": agent_id})
        db.execute(delete(Chunk).where(col(Chunk.agent_id) == agent_id))
        db.execute(delete(Document).where(col(Document.agent_id) == agent_id))
        db.execute(update(Chat).where(col(Chat.agent_id) == agent_id).values(agent_id=None))
        db.delete(agent)
        db.commit()
        return True


def create_chat(db_url: str, tenant_id: str, *, agent_id: str | None, mode: int, created_by: str | None = None) -> Chat:
    chat = Chat(id=str(uuid.uuid4()), tenant_id=tenant_id, agent_id=agent_id, mode=mode, created_by=created_by)
    with session(db_url) as db:
        db.add(chat)
        db.commit()
    return chat


def delete_chat(db_url: str, chat_id: str) -> None:
    delete_row(db_url, Chat, chat_id)


def get_chat(db_url: str, tenant_id: str, chat_id: str) -> Chat | None:
    return get_owned(db_url, Chat, tenant_id, chat_id)


def note_message(db_url: str, chat_id: str, content: str) -> None:
    """A message was sent to the chat: the first one becomes what its list item shows."""
    with session(db_url) as db:
        db.execute(
            update(Chat)
            .where(col(Chat.id) == chat_id)
            .values(first_message=func.coalesce(Chat.first_message, content[:FIRST_MESSAGE_CHARS]), updated_at=utcnow())
        )
        db.commit()


def rename_chat(db_url: str, chat_id: str, title: str) -> Chat | None:
    with session(db_url) as db:
        chat = db.get(Chat, chat_id)
        if chat is None:
            return None
        chat.title, chat.updated_at = title, utcnow()
        db.add(chat)
        db.commit()
        return chat


def list_chats(
    db_url: str,
    tenant_id: str,
    *,
    created_by: str | None,
    agent_id: str | None,
    mode: int | None,
    text_search: str | None,
    after: Keyset | None,
    limit: int,
) -> list[Chat]:
    """The tenant's chats, newest first: `created_by` None is anyone's; the text is searched
    in the name given and the first message."""
    query = select(Chat).where(Chat.tenant_id == tenant_id)
    if created_by is not None:
        query = query.where(Chat.created_by == created_by)
    if agent_id is not None:
        query = query.where(Chat.agent_id == agent_id)
    if mode is not None:
        query = query.where(Chat.mode == mode)
    if text_search:
        query = query.where(containing(text_search, col(Chat.title), col(Chat.first_message)))
    with session(db_url) as db:
        return list(db.exec(newest_first(query, col(Chat.created_at), col(Chat.id), after, limit)))
