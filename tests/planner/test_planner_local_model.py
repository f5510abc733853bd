"""The planner on the embedded default model (SmolLM2-135M behind llama.cpp, as `dev` runs it:
`json_schema` tool mode, the `enumerated` decision style): a chat over the real API must end
with a workflow that passed the validation, delivered as `opkey_workflow_json`. Which blocks
the tiny model picks is not asserted; that what it submits is a valid workflow is."""

from __future__ import annotations

import time
from typing import Any

import pytest
from temporalio.client import Client

from api.app import create_app
from durable_agents.planner.validators import structural_validate
from durable_agents.settings import Settings
from tests.conftest import TenantClient
from tests.research.test_slack import serve
from tests.support.embedded_model import embedded_model_worker
from tests.support.sse import iter_sse

REQUEST = "Create a purchase order and send it to the vendor for approval"
ENDS = ("opkey_workflow_json", "final_answer", "error", "chat_ended")


@pytest.mark.timeout(300)
async def test_a_planner_chat_delivers_a_valid_workflow_on_the_embedded_model(
    tenant: TenantClient, client: Client, settings: Settings
) -> None:
    async with embedded_model_worker(client, settings, "planner-local") as local, serve(create_app(local)) as http:
        auth = {"Authorization": f"Bearer {tenant.api_key}"}
        started = time.monotonic()
        created = await http.post("/v1/planner/chats", json={"message": REQUEST}, headers=auth)
        assert created.status_code == 201, created.text
        chat_id = created.json()["chat_id"]
        events: list[tuple[str, dict[str, Any]]] = []
        async with http.stream("GET", f"/v1/planner/chats/{chat_id}/events", headers=auth, timeout=280) as response:
            async for event in iter_sse(response):
                events.append((event.event, event.json))
                if event.event == "clarification_requested":
                    answered = await http.post(
                        f"/v1/planner/chats/{chat_id}/clarifications",
                        json={"response": "Acme Supplies, business unit US1."},
                        headers=auth,
                    )
                    assert answered.status_code == 202, answered.text
                if event.event in ENDS:
                    break
        took = time.monotonic() - started
        await http.post(f"/v1/planner/chats/{chat_id}/cancel", headers=auth)

    names = [name for name, _ in events]
    last, delivered = events[-1]
    print(f"planner chat ended with {last} after {took:.0f} s: {names}")
    assert last == "opkey_workflow_json", events[-3:]
    assert names.index("task_block_search_results") < names.index("opkey_workflow_json")
    blocks, edges = delivered["json_data"], delivered["graph_data"]
    print("workflow:", [b["action_code"] for b in blocks], delivered["job_name"])
    workflow = {"blocks": blocks, "edges": [{"from": e["source"], "to": e["target"]} for e in edges]}
    assert blocks and structural_validate(workflow).errors == []
    assert 60 <= len(delivered["job_name"]) <= 80
