"""Starting a schema design session: its row (and version 0) in the store, and its workflow
(the API's `POST /v1/design-sessions`)."""

from __future__ import annotations

import uuid
from functools import partial

from starlette.concurrency import run_in_threadpool
from temporalio.client import Client
from temporalio.common import SearchAttributePair

from durable_agents.schema_design import store as design_store
from durable_agents.schema_design.contract import DesignSessionInput, ImportReport, Schema
from durable_agents.settings import Settings
from durable_agents.temporal import DESIGN_STEP, design_workflow_id
from durable_agents.workflow_options import design_options
from durable_agents.workflow_start import start_tenant_workflow
from workflows.schema_design.workflow import SchemaDesignWorkflow


class ScriptImportRefused(ValueError):
    """PostgreSQL refused the session's starting script: the message names the line and why."""


class ImportUnavailable(Exception):
    """The import could not run (the sandbox failed): a client-safe message."""


async def start_design_session(client: Client, settings: Settings, tenant_id: str, initial: Schema) -> str:
    """Record the session with `initial` as its version 0, then start its workflow. Returns
    the session's id."""
    session_id = str(uuid.uuid4())
    await run_in_threadpool(design_store.create_session, settings.resolved_database_url, session_id, tenant_id, initial)
    await _start(client, settings, tenant_id, session_id, None, f"{len(initial.tables)} tables to start with")
    return session_id


async def import_design_session(
    client: Client, settings: Settings, tenant_id: str, script: str
) -> tuple[str, ImportReport]:
    """Record the session, start its workflow on `script` (a schema dump, a migration history)
    and wait for its import: the session's id and what the import left out. A refused
    script leaves no session behind (`ScriptImportRefused`)."""
    session_id = str(uuid.uuid4())
    db_url = settings.resolved_database_url
    await run_in_threadpool(design_store.create_session, db_url, session_id, tenant_id, None)
    await _start(client, settings, tenant_id, session_id, script, "imported from a script")
    handle = client.get_workflow_handle_for(SchemaDesignWorkflow.run, design_workflow_id(session_id))
    result = await handle.execute_update(SchemaDesignWorkflow.import_result)
    if result.report is None:
        await run_in_threadpool(design_store.delete_session, db_url, session_id)
        if result.unavailable is not None:
            raise ImportUnavailable(result.unavailable)
        raise ScriptImportRefused(result.refused or "the script was refused")
    return session_id, result.report


async def _start(
    client: Client, settings: Settings, tenant_id: str, session_id: str, script: str | None, summary: str
) -> None:
    await start_tenant_workflow(
        client,
        settings,
        SchemaDesignWorkflow.run,
        DesignSessionInput(
            session_id=session_id, tenant_id=tenant_id, options=design_options(settings), import_script=script
        ),
        workflow_id=design_workflow_id(session_id),
        tenant_id=tenant_id,
        summary=f"Schema design session ({summary})",
        attributes=[SearchAttributePair(DESIGN_STEP, "idle")],
        remove_record=partial(design_store.delete_session, settings.resolved_database_url, session_id),
    )
