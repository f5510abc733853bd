"""Starting a chat: its row in the store and its workflow, used by the API and `dev` seeding."""

from __future__ import annotations

from starlette.concurrency import run_in_threadpool
from temporalio.client import Client
from temporalio.common import SearchAttributePair, TypedSearchAttributes

from durable_agents.chat import agents as agents_store
from durable_agents.chat.contract import ChatInput, ChatOptions, DoubleTexting
from durable_agents.database import Agent
from durable_agents.settings import Settings
from durable_agents.temporal import AGENT_ID, CHAT_MODE, TENANT_ID, chat_workflow_id
from workflows.chat.workflow import ChatWorkflow


def chat_options(settings: Settings) -> ChatOptions:
    return ChatOptions(
        rag_top_k=settings.rag_top_k,
        history_turns=settings.history_turns,
        tenant_cache_seconds=settings.tenant_cache_seconds,
        agent_cache_seconds=settings.agent_cache_seconds,
        llm_timeout_seconds=settings.llm_timeout_seconds,
        llm_max_attempts=settings.llm_max_attempts,
        idle_days=settings.chat_idle_days,
        tool_timeout_seconds=settings.tool_timeout_seconds,
        react_max_iterations=settings.react_max_iterations,
        memory_summary_turns=settings.memory_summary_turns,
        validation_threshold=settings.validation_threshold,
        validation_max_attempts=settings.validation_max_attempts,
    )


async def start_chat(
    client: Client,
    settings: Settings,
    tenant_id: str,
    agent: Agent | None,
    mode: int,
    double_texting: DoubleTexting = "enqueue",
    validate_answers: bool = False,
) -> str:
    """Record the chat, then start its workflow; the row is removed again if the start fails.
    `agent` is None for the automatic modes (2, 3): each message picks its agent."""
    db_url = settings.resolved_database_url
    agent_id = agent.id if agent is not None else None
    chat = await run_in_threadpool(agents_store.create_chat, db_url, tenant_id, agent_id=agent_id, mode=mode)
    attributes = [SearchAttributePair(TENANT_ID, tenant_id), SearchAttributePair(CHAT_MODE, mode)]
    if agent is not None:
        attributes.append(SearchAttributePair(AGENT_ID, agent.id))
    who = f"with {agent.name}" if agent is not None else "choosing its agent per message"
    try:
        await client.start_workflow(
            ChatWorkflow.run,
            ChatInput(
                chat_id=chat.id,
                tenant_id=tenant_id,
                agent_id=agent_id,
                mode=mode,
                double_texting=double_texting,
                validate_answers=validate_answers,
                options=chat_options(settings),
            ),
            id=chat_workflow_id(chat.id),
            task_queue=settings.task_queue,
            search_attributes=TypedSearchAttributes(attributes),
            static_summary=f"Chat {who} (mode {mode}{', validated' if validate_answers else ''})",
        )
    except BaseException:
        await run_in_threadpool(agents_store.delete_chat, db_url, chat.id)
        raise
    return chat.id
