"""How every system's start function starts its workflow: on TASK_QUEUE, tagged with the
tenant it belongs to (the API's ownership check reads that `TenantId`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from starlette.concurrency import run_in_threadpool
from temporalio.client import Client
from temporalio.common import SearchAttributePair, TypedSearchAttributes, WorkflowIDReusePolicy

from durable_agents.settings import Settings
from durable_agents.temporal import TENANT_ID


async def start_tenant_workflow(
    client: Client,
    settings: Settings,
    run: Any,
    arg: Any,
    *,
    workflow_id: str,
    tenant_id: str,
    summary: str,
    attributes: Sequence[SearchAttributePair[Any]] = (),
    id_reuse_policy: WorkflowIDReusePolicy = WorkflowIDReusePolicy.ALLOW_DUPLICATE,
    remove_record: Callable[[], object] | None = None,
) -> None:
    """Start `run(arg)` as `workflow_id` with its `TenantId`, then `attributes`, as search
    attributes. `remove_record`: the store row recorded for the workflow is removed (a
    database call, run in a thread) when the start fails, so no row is left without one."""
    try:
        await client.start_workflow(
            run,
            arg,
            id=workflow_id,
            id_reuse_policy=id_reuse_policy,
            task_queue=settings.task_queue,
            search_attributes=TypedSearchAttributes([SearchAttributePair(TENANT_ID, tenant_id), *attributes]),
            static_summary=summary,
        )
    except BaseException:
        if remove_record is not None:
            await run_in_threadpool(remove_record)
        raise
