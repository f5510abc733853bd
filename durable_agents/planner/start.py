"""Starting a planner chat (the API's `POST /v1/planner/chats` and the WebSocket's `start_chat`)."""

from __future__ import annotations

import uuid

from temporalio.client import Client
from temporalio.common import WorkflowIDReusePolicy

from durable_agents.planner.contract import PlannerInput, StartChatRequest
from durable_agents.settings import Settings
from durable_agents.temporal import planner_workflow_id
from durable_agents.workflow_options import planner_options
from durable_agents.workflow_start import start_tenant_workflow
from workflows.planner.workflow import PlannerWorkflow


async def start_planner_chat(client: Client, settings: Settings, tenant_id: str, start: StartChatRequest) -> str:
    """Start the tenant's chat `start.chat_id` (or a new id). WorkflowAlreadyStartedError when
    the tenant has a chat with that id, running or ended: an id names one chat, whose state and
    events stay readable while Temporal retains it, so it is never restarted."""
    chat_id = start.chat_id or str(uuid.uuid4())
    await start_tenant_workflow(
        client,
        settings,
        PlannerWorkflow.run,
        PlannerInput(
            chat_id=chat_id, tenant_id=tenant_id, start=start.stored(chat_id), options=planner_options(settings)
        ),
        workflow_id=planner_workflow_id(tenant_id, chat_id),
        tenant_id=tenant_id,
        summary=f"Planner: {start.message[:100]}",
        id_reuse_policy=WorkflowIDReusePolicy.REJECT_DUPLICATE,
    )
    return chat_id
