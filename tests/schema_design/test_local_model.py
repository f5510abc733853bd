"""The schema design pipeline on the embedded default model (SmolLM2-135M behind llama.cpp,
`json_schema` tool mode as `dev` runs it): the pipeline must reach its `pipeline_done`,
completed or failed with a client-safe message, never hang. What the tiny model designs is
not asserted (its output is weak); the pipeline is."""

from __future__ import annotations

import re
import time
import uuid

import pytest
from starlette.concurrency import run_in_threadpool
from temporalio.client import Client
from temporalio.common import SearchAttributePair, TypedSearchAttributes

from durable_agents.errors import CLIENT_MESSAGES
from durable_agents.schema_design import store as design_store
from durable_agents.schema_design.contract import DesignOptions, DesignSessionInput, Schema
from durable_agents.settings import Settings
from durable_agents.temporal import DESIGN_STEP, TENANT_ID, design_workflow_id
from tests.conftest import TenantClient
from tests.schema_design.test_api import run_message
from tests.support.embedded_model import embedded_model_worker
from workflows.schema_design.workflow import SchemaDesignWorkflow

# The tiny model may never fit a step's schema: each failure it can end with is one of these.
_SAFE = re.compile("|".join(re.escape(message.split(".")[0]) for message in CLIENT_MESSAGES.values()) + "|failed")


@pytest.mark.timeout(600)
async def test_a_design_session_ends_on_the_embedded_model(
    tenant: TenantClient, client: Client, settings: Settings
) -> None:
    session_id = str(uuid.uuid4())
    await run_in_threadpool(
        design_store.create_session, settings.resolved_database_url, session_id, tenant.tenant_id, Schema()
    )
    # Small bounds, so that a model that never gets a step right still ends in minutes.
    options = DesignOptions(max_step_retries=2, max_design_rounds=2, max_validation_loops=1)
    async with embedded_model_worker(client, settings, "design-local", llm_max_tokens=256) as local:
        await client.start_workflow(
            SchemaDesignWorkflow.run,
            DesignSessionInput(session_id=session_id, tenant_id=tenant.tenant_id, options=options),
            id=design_workflow_id(session_id),
            task_queue=local.task_queue,
            search_attributes=TypedSearchAttributes(
                [SearchAttributePair(TENANT_ID, tenant.tenant_id), SearchAttributePair(DESIGN_STEP, "idle")]
            ),
        )
        started = time.monotonic()
        events = await run_message(tenant, session_id, "A todo app: users and their tasks with a due date.")
        took = time.monotonic() - started
        done = events[-1].json
        print(f"pipeline {done['status']} after {took:.0f} s, schema version {done['schema_version']}: {done['error']}")
        assert done["status"] in ("completed", "failed"), done
        if done["status"] == "failed":
            assert done["error"] and _SAFE.search(done["error"]), done
            assert "Traceback" not in done["error"] and "Error:" not in done["error"], done
        state = (await tenant.http.get(f"/v1/design-sessions/{session_id}")).json()
        assert state["status"] in ("idle", "failed"), state
        await client.get_workflow_handle(design_workflow_id(session_id)).terminate("test over")
