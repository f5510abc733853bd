"""Validated execution routes (seed 004): start one, read its result, stream its events (SSE)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Query, status
from fastapi.sse import EventSourceResponse, ServerSentEvent
from starlette.concurrency import run_in_threadpool
from temporalio.client import Client, WorkflowExecution, WorkflowExecutionDescription, WorkflowExecutionStatus

from api.deps import PrincipalDep, SettingsDep, TemporalDep, TenantDep, owned_workflow
from api.execution.plans import seed_plan
from api.execution.schemas import (
    ExecutionBody,
    ExecutionCreated,
    ExecutionOut,
    ExecutionPage,
    ExecutionPlanCreate,
    ExecutionState,
    ExecutionSummary,
)
from api.listing import LIST_RESPONSES, Links, ListRequestDep, Standing, as_utc, fill_page, title_of, workflows_by_id
from api.problems import AGENT_NOT_FOUND, BEYOND_THE_STREAM
from api.stream_relay import AnswersRelayDep, checked_resume_offset
from durable_agents.chat import agents as agents_store
from durable_agents.execution import store as execution_store
from durable_agents.execution.contract import ExecutionOutcome
from durable_agents.execution.start import start_execution, start_plan
from durable_agents.execution.store import ExecutionRecord
from durable_agents.listing import Keyset
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
    body: ExecutionBody, principal: PrincipalDep, settings: SettingsDep, temporal: TemporalDep
) -> ExecutionCreated:
    """Start a validated execution of a flat body (`query`) or of seed 004's ExecutionPlan
    (`optimized_specs`, `reasoning_notes`); its result is at `GET /v1/executions/{id}`, its
    events at `/events`."""
    tenant, user = principal.tenant, principal.user
    created_by = user.id if user is not None else None
    if isinstance(body, ExecutionPlanCreate):
        plan = await seed_plan(body, settings, tenant.id)
        execution_id = await start_plan(temporal, settings, tenant.id, plan, created_by=created_by)
        return ExecutionCreated(execution_id=execution_id)
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
        fallback_message=body.fallback_message,
        created_by=created_by,
    )
    return ExecutionCreated(execution_id=execution_id)


@router.get("", response_model=ExecutionPage, responses=LIST_RESPONSES)
async def list_executions(
    tenant: TenantDep,
    settings: SettingsDep,
    temporal: TemporalDep,
    page: ListRequestDep,
    agent_id: Annotated[str | None, Query(max_length=100, description="Only the executions of this agent.")] = None,
    state: Annotated[ExecutionState | None, Query(description="Only the executions in this state.")] = None,
    q: Annotated[str | None, Query(min_length=1, max_length=200, description="Only queries with this text.")] = None,
) -> ExecutionPage:
    """The executions a user's key started (the tenant admin key: the tenant's), newest first.
    With `state`, a call reads at most 1,000 executions: a page may then hold fewer than
    `limit` while `next_cursor` goes on."""

    def fetch(after: Keyset | None, limit: int) -> list[ExecutionRecord]:
        return execution_store.list_executions(
            settings.resolved_database_url,
            tenant.id,
            created_by=page.created_by,
            agent_id=agent_id,
            text_search=q,
            after=after,
            limit=limit,
        )

    rows, next_cursor = await fill_page(fetch, lambda rows: _standings(temporal, rows), _keyset, page, state)
    return ExecutionPage(items=[_summary(row, standing) for row, standing in rows], next_cursor=next_cursor)


def _keyset(row: ExecutionRecord) -> Keyset:
    return row.created_at, row.id


def _state(workflow: WorkflowExecution | None) -> str:
    if workflow is None or workflow.status is None:
        return "expired"
    return workflow.status.name.lower()


async def _standings(temporal: Client, rows: list[ExecutionRecord]) -> list[Standing]:
    workflows = await workflows_by_id(temporal, [execution_workflow_id(row.id) for row in rows])
    standings = []
    for row in rows:
        workflow = workflows.get(execution_workflow_id(row.id))
        standings.append(Standing(_state(workflow), workflow))
    return standings


def _summary(row: ExecutionRecord, standing: Standing) -> ExecutionSummary:
    path = f"/v1/executions/{row.id}"
    return ExecutionSummary(
        execution_id=row.id,
        title=title_of(row.query),
        agent_id=row.agent_id,
        state=standing.state,  # type: ignore[arg-type]
        created_by=row.created_by,
        created_at=as_utc(row.created_at),
        updated_at=as_utc(standing.ended_at() or row.created_at),
        links=Links(self=path, events=f"{path}/events"),
    )


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
