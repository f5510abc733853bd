"""A validated execution on the embedded default model (SmolLM2-135M behind llama.cpp, called
as `dev` calls it): it must end, `completed` or `fallback`, in seconds. What the tiny
model answers and how its judge scores it are printed, not asserted (both are weak).

The request is one the tiny judge hardly ever calls correct (a poem has no correct answer),
so the loop usually runs all its attempts: the longest way an execution goes.
"""

from __future__ import annotations

import pytest
from temporalio.client import Client

from durable_agents.execution.start import start_execution
from durable_agents.settings import Settings
from durable_agents.temporal import execution_workflow_id
from tests.conftest import TenantClient
from tests.support.embedded_model import embedded_model_worker
from tests.support.sse import collect

# Issue 12 wants under a minute: all five attempts take ~14 s of workflow time with the 2
# cores to themselves, 35-50 s while other test suites share them (printed). Twice the
# minute, so that a busy machine does not fail the test, and still far below the 5 minutes
# and more the judge's looping JSON took.
WORKFLOW_SECONDS = 120


@pytest.mark.timeout(600)
async def test_a_validated_execution_ends_in_seconds_on_the_embedded_model(
    tenant: TenantClient, client: Client, settings: Settings
) -> None:
    async with embedded_model_worker(client, settings, "execution-local") as local:
        # What `POST /v1/executions` does, on the embedded model's worker: the API's own
        # settings name the scripted model's task queue.
        execution_id = await start_execution(client, local, tenant.tenant_id, "Write a poem about the sea.")
        # Waited for with Temporal's long poll: polling the API would take CPU from the model,
        # whose two llama.cpp threads slow down many times when the 2 cores are not theirs.
        await client.get_workflow_handle(execution_workflow_id(execution_id)).result()
        response = await tenant.http.get(f"/v1/executions/{execution_id}")
        assert response.status_code == 200, response.text
        result = response.json()["result"]
        # Read while the worker runs: the relay queries the closed run for its events.
        events = await collect(tenant.http, "GET", f"/v1/executions/{execution_id}/events", until="final")
    validations = [e.json["metadata"] for e in events if e.event == "langgraph_reasoning"]
    took = result["metadata"]["duration_seconds"]
    print(f"{result['status']} after {took:.1f} s of workflow time, {len(validations)} attempts: {result['content']!r}")
    for validation in validations:
        print(
            f"  attempt {validation['attempt']}: confidence {validation['confidence']:.2f} "
            f"(rules {validation['rule_score']:.2f}, judge {validation['llm_score']:.2f}) {validation['feedback']!r}"
        )
    assert result["status"] in ("completed", "fallback"), result
    assert result["metadata"]["errors"] == [], result
    assert len(validations) == result["metadata"]["validation_attempts"] >= 1
    assert took < WORKFLOW_SECONDS, result
