"""Validated execution routes (seed 004): start one, read its result, stream its events (SSE)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, status
from fastapi.sse import EventSourceResponse, ServerSentEvent
from starlette.concurrency import run_in_threadpool
from temporalio.client import WorkflowExecutionDescription, WorkflowExecutionStatus

from api.deps import SettingsDep, TemporalDep, TenantDep, owned_workflow
from api.execution.schemas import ExecutionCreate, ExecutionCreated, ExecutionOut
from api.problems import AGENT_NOT_FOUND, BEYOND_THE_STREAM
from api.stream_relay import AnswersRelayDep, checked_resume_offset
from durable_agents.chat import agents as agents_store
from durable_agents.execution.contract import ExecutionOutcome
from durable_agents.execution.start import start_execution
from durable_agents.temporal import execution_workflow_id

router = APIRouter(prefix="/v1/executions", tags=["executions"])


async def get_owned_execution(
    execution_id: str, tenant: TenantDep, temporal: TemporalDep
) -> WorkflowExecutionDescription:
    """The execution's workflow, if the calling tenant started it."""
    workflow_id = execution_workflow_id(execution_id)
    return await owned_workflow(temporal, tenant, workflow_id, f"Execution {execution_id} not found.")


ExecutionDep = Annotated[WorkflowExecutionDescription, Depends(get_owned_execution)]


@router.post("", status_code=status.HTTP_202_ACCEPTED, response_model=ExecutionCreated, responses=AGENT_NOT_FOUND)
async def create_execution(
    body: ExecutionCreate, tenant: TenantDep, settings: SettingsDep, temporal: TemporalDep
) -> ExecutionCreated:
    """Start a validated execution; its result is at `GET /v1/executions/{id}`, its events at `/events`."""
    agent = None
    if body.agent_id is not None:
        agent = await run_in_threadpool(
            agents_store.get_agent, settings.resolved_database_url, tenant.id, body.agent_id
        )
        if agent is None:
            raise HTTPException(status.HTTP_404_NOT_FOUND, f"Agent {body.agent_id} not found.")
    execution_id = await start_execution(
        temporal,
        settings,
        tenant.id,
        body.query,
        agent,
        enable_rag=body.enable_rag,
        tools=body.tools,
        threshold=body.threshold,
        max_attempts=body.max_attempts,
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


async def _workflow_id(execution: ExecutionDep) -> str:
    return execution.id


@router.get(
    "/{execution_id}/events",
    response_class=EventSourceResponse,
    responses=BEYOND_THE_STREAM,
)
async def execution_events(
    execution_id: str,
    answers_relay: AnswersRelayDep,
    from_offset: Annotated[int, Depends(checked_resume_offset(_workflow_id))],
) -> AsyncIterator[ServerSentEvent]:
    """The execution's events as SSE (`id`: offset, `event`: type); the stream ends after `final`."""
    async for event in answers_relay(execution_workflow_id(execution_id), from_offset, execution_id):
        yield event
