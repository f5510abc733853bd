"""Starting a schema design session: its row (and version 0) in the store, and its workflow
(the API's `POST /v1/design-sessions`)."""

from __future__ import annotations

import uuid
from functools import partial

import pydantic_core
from starlette.concurrency import run_in_threadpool
from temporalio.client import Client
from temporalio.common import SearchAttributePair

from durable_agents.schema_design import store as design_store
from durable_agents.schema_design.contract import DesignSessionInput, ImportReport, Schema
from durable_agents.settings import Settings
from durable_agents.temporal import DESIGN_STEP, design_workflow_id
from durable_agents.workflow_options import design_options
from durable_agents.workflow_start import start_tenant_workflow
from workflows.activity_presets import sandbox
from workflows.schema_design.workflow import SchemaDesignWorkflow

# A script the API imports: at most this many bytes of UTF-8.
SCRIPT_BYTES = 1_048_576
# The script travels to the worker as JSON in the workflow's input and the import activity's, each
# a payload of 2 MiB at most (Temporal), where a quote or backslash takes two bytes and a control
# character six: past this, the workflow could not start.
SCRIPT_PAYLOAD_BYTES = 1_900_000


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
    script leaves no session behind (`ScriptImportRefused`). `script` is within `check_script_size`'s limits."""
    session_id = str(uuid.uuid4())
    db_url = settings.resolved_database_url
    await run_in_threadpool(design_store.create_session, db_url, session_id, tenant_id, None)
    await _start(client, settings, tenant_id, session_id, script, "imported from a script")
    handle = client.get_workflow_handle_for(SchemaDesignWorkflow.run, design_workflow_id(session_id))
    # The Update answers once the import is done: wait as long as one attempt of it may take,
    # not the API's bound on writes (a 1 MiB dump takes longer on a busy machine).
    import_bound = sandbox(settings.schema_sandbox_run_seconds)["start_to_close_timeout"]
    result = await handle.execute_update(SchemaDesignWorkflow.import_result, rpc_timeout=import_bound)
    if result.report is None:
        await run_in_threadpool(design_store.delete_session, db_url, session_id)
        if result.unavailable is not None:
            raise ImportUnavailable(result.unavailable)
        raise ScriptImportRefused(result.refused or "the script was refused")
    return session_id, result.report


def check_script_size(script: str) -> None:
    """Refuse a script larger than `SCRIPT_BYTES` in UTF-8, or than the workflow's input takes once escaped."""
    size = len(script.encode())
    if size > SCRIPT_BYTES:
        raise ScriptImportRefused(
            f"the script is {size:,} bytes in UTF-8; at most {SCRIPT_BYTES:,}: leave out what the schema does not "
            "need (data, functions, views, privileges)"
        )
    escaped = len(pydantic_core.to_json(script))
    if escaped > SCRIPT_PAYLOAD_BYTES:
        raise ScriptImportRefused(
            f"the script is {escaped:,} bytes once escaped for the workflow (quotes, backslashes and control "
            f"characters take more room); at most {SCRIPT_PAYLOAD_BYTES:,}"
        )


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
