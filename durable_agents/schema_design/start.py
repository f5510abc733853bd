"""Starting a schema design session: its row and version 0 in the store, and its workflow
(the API's `POST /v1/design-sessions`)."""

from __future__ import annotations

import uuid
from functools import partial

from starlette.concurrency import run_in_threadpool
from temporalio.client import Client
from temporalio.common import SearchAttributePair

from durable_agents.schema_design import store as design_store
from durable_agents.schema_design.contract import DesignSessionInput, Schema
from durable_agents.settings import Settings
from durable_agents.temporal import DESIGN_STEP, design_workflow_id
from durable_agents.workflow_options import design_options
from durable_agents.workflow_start import start_tenant_workflow
from workflows.schema_design.workflow import SchemaDesignWorkflow


async def start_design_session(client: Client, settings: Settings, tenant_id: str, initial: Schema) -> str:
    """Record the session with `initial` as its version 0 (the seed's schema JSON, or one
    `import_ddl` read), then start its workflow. Returns the session's id."""
    session_id = str(uuid.uuid4())
    db_url = settings.resolved_database_url
    await run_in_threadpool(design_store.create_session, db_url, session_id, tenant_id, initial)
    await start_tenant_workflow(
        client,
        settings,
        SchemaDesignWorkflow.run,
        DesignSessionInput(session_id=session_id, tenant_id=tenant_id, options=design_options(settings)),
        workflow_id=design_workflow_id(session_id),
        tenant_id=tenant_id,
        summary=f"Schema design session ({len(initial.tables)} tables to start with)",
        attributes=[SearchAttributePair(DESIGN_STEP, "idle")],
        remove_record=partial(design_store.delete_session, db_url, session_id),
    )
    return session_id
