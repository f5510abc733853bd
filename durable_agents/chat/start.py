"""Starting a chat: its row in the store and its workflow (the API's `POST /v1/chats`, which
`dev` seeding and the bench call)."""

from __future__ import annotations

from functools import partial

from starlette.concurrency import run_in_threadpool
from temporalio.client import Client
from temporalio.common import SearchAttributePair

from durable_agents.chat import agents as agents_store
from durable_agents.chat.contract import ChatInput, DoubleTexting
from durable_agents.database import Agent
from durable_agents.settings import Settings
from durable_agents.temporal import AGENT_ID, CHAT_MODE, chat_workflow_id
from durable_agents.workflow_options import chat_options
from durable_agents.workflow_start import start_tenant_workflow
from workflows.chat.workflow import ChatWorkflow


async def start_chat(
    client: Client,
    settings: Settings,
    tenant_id: str,
    agent: Agent | None,
    mode: int,
    double_texting: DoubleTexting = "enqueue",
    validate_answers: bool = False,
    created_by: str | None = None,
) -> str:
    """Record the chat, then start its workflow; the row is removed again if the start fails.
    `agent` is None for the automatic modes (2, 3): each message picks its agent. `created_by`:
    the user whose key starts it (None: the tenant admin key)."""
    db_url = settings.resolved_database_url
    agent_id = agent.id if agent is not None else None
    chat = await run_in_threadpool(
        agents_store.create_chat, db_url, tenant_id, agent_id=agent_id, mode=mode, created_by=created_by
    )
    attributes = [SearchAttributePair(CHAT_MODE, mode)]
    if agent is not None:
        attributes.append(SearchAttributePair(AGENT_ID, agent.id))
    who = f"with {agent.name}" if agent is not None else "choosing its agent per message"
    await start_tenant_workflow(
        client,
        settings,
        ChatWorkflow.run,
        ChatInput(
            chat_id=chat.id,
            tenant_id=chat.tenant_id,
            agent_id=chat.agent_id,
            mode=chat.mode,
            double_texting=double_texting,
            validate_answers=validate_answers,
            options=chat_options(settings),
        ),
        workflow_id=chat_workflow_id(chat.id),
        tenant_id=tenant_id,
        summary=f"Chat {who} (mode {mode}{', validated' if validate_answers else ''})",
        attributes=attributes,
        remove_record=partial(agents_store.delete_chat, db_url, chat.id),
    )
    return chat.id
