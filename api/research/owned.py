"""The research request a route is about: the caller's tenant's, or 404."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends
from starlette.concurrency import run_in_threadpool

from api.deps import SettingsDep, TenantDep, found
from durable_agents.research import store as research_store
from durable_agents.research.store import ResearchRequest


async def get_owned_request(request_id: str, tenant: TenantDep, settings: SettingsDep) -> ResearchRequest:
    row = await run_in_threadpool(research_store.get_request, settings.resolved_database_url, tenant.id, request_id)
    return found(row, f"Research request {request_id} not found.")


RequestDep = Annotated[ResearchRequest, Depends(get_owned_request)]
