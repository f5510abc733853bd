"""Starting a planner chat (the API's `POST /v1/planner/chats` and the WebSocket's `start_chat`)."""

from __future__ import annotations

import uuid
from functools import partial

from starlette.concurrency import run_in_threadpool
from temporalio.client import Client
from temporalio.common import WorkflowIDReusePolicy
from temporalio.exceptions import WorkflowAlreadyStartedError

from durable_agents.llm_types import LLMMessage
from durable_agents.planner import chat_store
from durable_agents.planner.contract import PlannerInput, StartChatRequest
from durable_agents.planner.credentials import seal_start
from durable_agents.settings import Settings
from durable_agents.temporal import planner_workflow_id
from durable_agents.workflow_options import planner_options
from durable_agents.workflow_start import start_tenant_workflow
from workflows.planner.workflow import PlannerWorkflow


async def start_planner_chat(
    client: Client,
    settings: Settings,
    tenant_id: str,
    start: StartChatRequest,
    created_by: str | None = None,
    connection_id: str | None = None,
) -> str:
    """Record the tenant's chat `start.chat_id` (or a new id), started by the user `created_by`
    (None: the tenant admin key) over the WebSocket `connection_id` (None: REST), then start it.
    WorkflowAlreadyStartedError when the tenant has a chat with that id, running or ended: an id
    names one chat, whose state and events stay readable while Temporal retains it, so it is
    never started anew (`continue_planner_chat` starts an ended one again)."""
    chat_id = start.chat_id or str(uuid.uuid4())
    workflow_id = planner_workflow_id(tenant_id, chat_id)
    db_url = settings.resolved_database_url
    try:
        await run_in_threadpool(
            chat_store.record_chat, db_url, tenant_id, chat_id, first_message=start.message, created_by=created_by
        )
    except chat_store.PlannerChatExists as err:
        raise WorkflowAlreadyStartedError(workflow_id, PlannerWorkflow.__name__) from err
    await start_tenant_workflow(
        client,
        settings,
        PlannerWorkflow.run,
        PlannerInput(
            chat_id=chat_id,
            tenant_id=tenant_id,
            start=start.stored(chat_id),
            options=planner_options(settings),
            connection_id=connection_id,
            credentials=seal_start(settings, start),
        ),
        workflow_id=workflow_id,
        tenant_id=tenant_id,
        summary=f"Planner: {start.message[:100]}",
        id_reuse_policy=WorkflowIDReusePolicy.REJECT_DUPLICATE,
        # A chat started before the lists existed has no record: its id is refused here.
        remove_record=partial(chat_store.delete_chat, db_url, tenant_id, chat_id),
    )
    return chat_id


async def continue_planner_chat(
    client: Client,
    settings: Settings,
    tenant_id: str,
    start: StartChatRequest,
    earlier: list[LLMMessage],
    connection_id: str | None = None,
) -> None:
    """Start the tenant's ended chat `start.chat_id` again (a new run of its workflow) with the
    message `start` and what was said in its earlier run. WorkflowAlreadyStartedError when it
    runs (someone else started it again first)."""
    assert start.chat_id is not None
    await start_tenant_workflow(
        client,
        settings,
        PlannerWorkflow.run,
        PlannerInput(
            chat_id=start.chat_id,
            tenant_id=tenant_id,
            start=start.stored(start.chat_id),
            options=planner_options(settings),
            connection_id=connection_id,
            credentials=seal_start(settings, start),
            earlier=earlier,
        ),
        workflow_id=planner_workflow_id(tenant_id, start.chat_id),
        tenant_id=tenant_id,
        summary=f"Planner (continued): {start.message[:100]}",
        id_reuse_policy=WorkflowIDReusePolicy.ALLOW_DUPLICATE,
    )
