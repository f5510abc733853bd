"""Validated execution routes (seed 004): start one, read its result, stream its events (SSE)."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, status
from fastapi.sse import EventSourceResponse, ServerSentEvent
from starlette.concurrency import run_in_threadpool
from temporalio.client import WorkflowExecutionDescription, WorkflowExecutionStatus
from temporalio.common import SearchAttributePair, TypedSearchAttributes
from temporalio.service import RPCError, RPCStatusCode

from api.deps import ResumeOffsetDep, SettingsDep, TemporalDep, TenantDep
from api.execution.schemas import ExecutionCreate, ExecutionCreated, ExecutionOut
from api.problems import AGENT_NOT_FOUND, BEYOND_THE_STREAM
from api.stream_relay import answers_relay, check_resume_offset
from durable_agents.chat import agents as agents_store
from durable_agents.execution.contract import ExecutionInput, ExecutionOptions, ExecutionOutcome, ExecutionPlan
from durable_agents.settings import Settings
from durable_agents.temporal import AGENT_ID, TENANT_ID, execution_workflow_id
from workflows.execution.workflow import ValidatedExecutionWorkflow

router = APIRouter(prefix="/v1/executions", tags=["executions"])


def execution_options(settings: Settings) -> ExecutionOptions:
    return ExecutionOptions(
        rag_top_k=settings.rag_top_k,
        llm_timeout_seconds=settings.llm_timeout_seconds,
        llm_max_attempts=settings.llm_max_attempts,
        tool_timeout_seconds=settings.tool_timeout_seconds,
    )


async def get_owned_execution(
    execution_id: str, tenant: TenantDep, temporal: TemporalDep
) -> WorkflowExecutionDescription:
    """The execution's workflow, if the calling tenant started it (its `TenantId`)."""
    not_found = HTTPException(status.HTTP_404_NOT_FOUND, f"Execution {execution_id} not found.")
    try:
        description = await temporal.get_workflow_handle(execution_workflow_id(execution_id)).describe()
    except RPCError as err:
        if err.status in (RPCStatusCode.NOT_FOUND, RPCStatusCode.INVALID_ARGUMENT):
            raise not_found from err
        raise  # Temporal unreachable: the app's handler answers 503
    if description.typed_search_attributes.get(TENANT_ID) != tenant.id:
        raise not_found
    return description


ExecutionDep = Annotated[WorkflowExecutionDescription, Depends(get_owned_execution)]


@router.post("", status_code=status.HTTP_202_ACCEPTED, response_model=ExecutionCreated, responses=AGENT_NOT_FOUND)
async def create_execution(
    body: ExecutionCreate, tenant: TenantDep, settings: SettingsDep, temporal: TemporalDep
) -> ExecutionCreated:
    """Start a validated execution; its result is at `GET /v1/executions/{id}`, its events at `/events`."""
    attributes = [SearchAttributePair(TENANT_ID, tenant.id)]
    if body.agent_id is not None:
        agent = await run_in_threadpool(
            agents_store.get_agent, settings.resolved_database_url, tenant.id, body.agent_id
        )
        if agent is None:
            raise HTTPException(status.HTTP_404_NOT_FOUND, f"Agent {body.agent_id} not found.")
        attributes.append(SearchAttributePair(AGENT_ID, agent.id))
    execution_id = str(uuid.uuid4())
    plan = ExecutionPlan(
        query=body.query,
        agent_id=body.agent_id,
        enable_rag=body.enable_rag,
        tools=body.tools,
        threshold=settings.validation_threshold if body.threshold is None else body.threshold,
        max_attempts=settings.validation_max_attempts if body.max_attempts is None else body.max_attempts,
    )
    await temporal.start_workflow(
        ValidatedExecutionWorkflow.run,
        ExecutionInput(execution_id=execution_id, tenant_id=tenant.id, plan=plan, options=execution_options(settings)),
        id=execution_workflow_id(execution_id),
        task_queue=settings.task_queue,
        search_attributes=TypedSearchAttributes(attributes),
        static_summary=f"Validated execution: {body.query[:100]}",
    )
    return ExecutionCreated(execution_id=execution_id)


@router.get("/{execution_id}", response_model=ExecutionOut)
async def read_execution(execution_id: str, execution: ExecutionDep, temporal: TemporalDep) -> ExecutionOut:
    if execution.status == WorkflowExecutionStatus.RUNNING:
        return ExecutionOut(execution_id=execution_id, status="running", result=None)
    if execution.status == WorkflowExecutionStatus.COMPLETED:
        handle = temporal.get_workflow_handle(execution.id, run_id=execution.run_id, result_type=ExecutionOutcome)
        outcome = await handle.result()
        return ExecutionOut(execution_id=execution_id, status=outcome.result.status, result=outcome.result)
    ended = execution.status.name.lower() if execution.status is not None else "failed"
    return ExecutionOut(execution_id=execution_id, status=ended, result=None)


async def _execution_resume_offset(
    execution_id: str, _execution: ExecutionDep, temporal: TemporalDep, from_offset: ResumeOffsetDep
) -> int:
    await check_resume_offset(temporal, execution_workflow_id(execution_id), from_offset)
    return from_offset


@router.get(
    "/{execution_id}/events",
    response_class=EventSourceResponse,
    responses=BEYOND_THE_STREAM,
)
async def execution_events(
    execution_id: str,
    temporal: TemporalDep,
    settings: SettingsDep,
    from_offset: Annotated[int, Depends(_execution_resume_offset)],
) -> AsyncIterator[ServerSentEvent]:
    """The execution's events as SSE (`id`: offset, `event`: type); the stream ends after `final`."""
    async for event in answers_relay(
        temporal, settings, execution_workflow_id(execution_id), from_offset, execution_id
    ):
        yield event
