"""Starting a validated execution (the API's `POST /v1/executions`)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from functools import partial
from typing import Literal

from starlette.concurrency import run_in_threadpool
from temporalio.client import Client
from temporalio.common import SearchAttributePair

from durable_agents.database import Agent
from durable_agents.execution import store as execution_store
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
    fallback_message: str | None = None,
    created_by: str | None = None,
) -> str:
    """Record a validated execution of `query` (started by the user `created_by`, None: the
    tenant admin key) and start it; returns its id. `agent` None: a default assistant;
    `threshold` / `max_attempts` None: VALIDATION_THRESHOLD / VALIDATION_MAX_ATTEMPTS;
    `fallback_message` None: the generic one."""
    plan = ExecutionPlan(
        query=query,
        agent_id=agent.id if agent is not None else None,
        enable_rag=enable_rag,
        tools=list(tools),
        threshold=settings.validation_threshold if threshold is None else threshold,
        max_attempts=settings.validation_max_attempts if max_attempts is None else max_attempts,
        fallback_message=fallback_message,
    )
    return await start_plan(client, settings, tenant_id, plan, created_by=created_by)


async def start_plan(
    client: Client, settings: Settings, tenant_id: str, plan: ExecutionPlan, *, created_by: str | None = None
) -> str:
    """Record and start the validated execution of `plan`, checked already (its agents the
    tenant's, its provider and MCP servers the operator's); returns its id."""
    execution_id = str(uuid.uuid4())
    db_url = settings.resolved_database_url
    await run_in_threadpool(
        execution_store.record_execution,
        db_url,
        execution_id,
        tenant_id,
        query=plan.query,
        agent_id=plan.agent_id,
        created_by=created_by,
    )
    await start_tenant_workflow(
        client,
        settings,
        ValidatedExecutionWorkflow.run,
        ExecutionInput(execution_id=execution_id, tenant_id=tenant_id, plan=plan, options=execution_options(settings)),
        workflow_id=execution_workflow_id(execution_id),
        tenant_id=tenant_id,
        summary=f"Validated execution: {plan.query[:100]}",
        attributes=[SearchAttributePair(AGENT_ID, plan.agent_id)] if plan.agent_id is not None else [],
        remove_record=partial(execution_store.delete_execution, db_url, execution_id),
    )
    return execution_id
