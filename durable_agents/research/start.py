"""Starting a research data request: its row in the store and its workflow (the API's
`POST /v1/research-requests`)."""

from __future__ import annotations

import uuid
from functools import partial
from typing import Any

from starlette.concurrency import run_in_threadpool
from temporalio.client import Client

from durable_agents.research import store as research_store
from durable_agents.research.contract import ResearchRequestInput
from durable_agents.settings import Settings
from durable_agents.temporal import research_workflow_id
from durable_agents.workflow_options import research_options
from durable_agents.workflow_start import start_tenant_workflow
from workflows.research.workflow import ResearchRequestWorkflow


async def start_research_request(
    client: Client,
    settings: Settings,
    tenant_id: str,
    researcher_request: str,
    researcher_info: dict[str, Any],
    approvers: list[str],
    *,
    created_by: str | None = None,
    creator_may_decide: bool = False,
) -> str:
    """Record the request, then start its workflow; the row is removed again if the start
    fails. Returns the request's id. `created_by`: the user whose key created it (None: the
    tenant admin key), who decides none of its gates unless `creator_may_decide`."""
    request_id = str(uuid.uuid4())
    db_url = settings.resolved_database_url
    await run_in_threadpool(
        partial(
            research_store.create_request,
            db_url,
            request_id,
            tenant_id,
            researcher_request,
            approvers,
            created_by=created_by,
            creator_may_decide=creator_may_decide,
        )
    )
    await start_tenant_workflow(
        client,
        settings,
        ResearchRequestWorkflow.run,
        ResearchRequestInput(
            request_id=request_id,
            tenant_id=tenant_id,
            researcher_request=researcher_request,
            researcher_info=researcher_info,
            approvers=approvers,
            options=research_options(settings),
            created_by=created_by,
            creator_may_decide=creator_may_decide,
        ),
        workflow_id=research_workflow_id(request_id),
        tenant_id=tenant_id,
        summary=f"Research request: {researcher_request[:100]}",
        remove_record=partial(research_store.delete_request, db_url, request_id),
    )
    return request_id
