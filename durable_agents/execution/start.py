"""Starting a validated execution (the API's `POST /v1/executions`)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Literal

from temporalio.client import Client
from temporalio.common import SearchAttributePair

from durable_agents.database import Agent
from durable_agents.execution.contract import ExecutionInput, ExecutionPlan
from durable_agents.settings import Settings
from durable_agents.temporal import AGENT_ID, execution_workflow_id
from durable_agents.workflow_options import execution_options
from durable_agents.workflow_start import start_tenant_workflow
from workflows.execution.workflow import ValidatedExecutionWorkflow


async def start_execution(
    client: Client,
    settings: Settings,
    tenant_id: str,
    query: str,
    agent: Agent | None = None,
    *,
    enable_rag: bool = True,
    tools: Sequence[Literal["rag_search", "web_search"]] = (),
    threshold: float | None = None,
    max_attempts: int | None = None,
) -> str:
    """Start a validated execution of `query`; returns its id. `agent` None: a default
    assistant; `threshold` / `max_attempts` None: VALIDATION_THRESHOLD / VALIDATION_MAX_ATTEMPTS."""
    execution_id = str(uuid.uuid4())
    plan = ExecutionPlan(
        query=query,
        agent_id=agent.id if agent is not None else None,
        enable_rag=enable_rag,
        tools=list(tools),
        threshold=settings.validation_threshold if threshold is None else threshold,
        max_attempts=settings.validation_max_attempts if max_attempts is None else max_attempts,
    )
    await start_tenant_workflow(
        client,
        settings,
        ValidatedExecutionWorkflow.run,
        ExecutionInput(execution_id=execution_id, tenant_id=tenant_id, plan=plan, options=execution_options(settings)),
        workflow_id=execution_workflow_id(execution_id),
        tenant_id=tenant_id,
        summary=f"Validated execution: {query[:100]}",
        attributes=[SearchAttributePair(AGENT_ID, agent.id)] if agent is not None else [],
    )
    return execution_id
