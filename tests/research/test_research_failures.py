"""What a research request is told when its work fails, and what the API refuses before a
workflow starts: real Temporal, the API over HTTP, real SQL on the synthetic warehouse."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from temporalio.api.sdk.v1 import WorkflowMetadata
from temporalio.client import Client, WorkflowExecutionStatus, WorkflowFailureError

from durable_agents.research.contract import ResearchState
from durable_agents.temporal import research_workflow_id
from tests.conftest import TenantClient
from tests.research.test_research_request import (  # noqa: F401 (the fixture ends the requests a test started)
    APPROVERS,
    _end_unfinished_requests,
    audit_when,
    phenotype,
    requirements,
    start,
    state_of,
    until,
)
from tests.support.scripted_llm import ScriptedLLM
from tests.support.sse import collect
from workflows.research.workflow import MAX_CONVERSATION_CHARS

S = ResearchState


async def test_sql_that_cannot_run_fails_the_request_saying_why(
    tenant: TenantClient, scripted_llm: ScriptedLLM, client: Client
) -> None:
    """Not NOT_FEASIBLE "Cohort of 0 patients": FAILED, with which rule refused each query and
    how the others failed, in the state, the audit and the events (never the database's words)."""
    scripted_llm.script(
        requirements(0.9),
        phenotype("DROP TABLE person"),
        phenotype("SELECT id FROM patients"),
        phenotype("SELECT person_id FROM person; DELETE FROM person"),
    )
    request_id = await start(tenant)
    await until(tenant, request_id, S.REQUIREMENTS_REVIEW)
    handle = client.get_workflow_handle(research_workflow_id(request_id))
    await handle.signal("approve", {"gate": "REQUIREMENTS_REVIEW", "approver": APPROVERS[0]})
    final = await until(tenant, request_id, S.FAILED)

    told = (
        "SQL_FAILED: The query could not be run against the warehouse. Please revise it. (none of the phenotype "
        "agent's 3 queries could run: 1. refused: only a SELECT may run, found DROP; 2. it names a table the "
        "warehouse does not have; 3. refused: only one statement may run, found 2)"
    )
    assert final["error"] == told
    assert final["feasible"] is False and final["estimated_cohort_size"] == 0
    assert "patients" not in final["error"], "the database's own message stays in the worker log"
    audit = await audit_when(tenant, request_id, lambda a: a["transitions"][-1]["to_state"] == "FAILED")
    last = audit["transitions"][-1]
    assert (last["from_state"], last["reason"]) == ("FEASIBILITY_VALIDATION", f"check_feasibility failed: {told}")
    events = await collect(tenant.http, "GET", f"/v1/research-requests/{request_id}/events")
    progress = [e.json["data"] for e in events if e.event == "agent_progress"]
    assert progress[-1] == {
        "agent": "phenotype",
        "message": told.removeprefix("SQL_FAILED: "),
        "error_code": "SQL_FAILED",
    }
    changed = [e.json["data"] for e in events if e.event == "state_changed"]
    assert changed[-1]["to"] == "FAILED" and changed[-1]["reason"] == last["reason"]
    assert "Cohort of" not in json.dumps(progress)
    # The Web UI shows a failed run (it showed Completed), and why in its details.
    with pytest.raises(WorkflowFailureError) as failed:
        await asyncio.wait_for(handle.result(), 30)
    assert "The research request failed: SQL_FAILED" in str(failed.value.cause)
    description = await handle.describe()
    assert description.status == WorkflowExecutionStatus.FAILED
    metadata = await handle.query("__temporal_workflow_metadata", result_type=WorkflowMetadata)
    assert metadata.current_details.startswith("**FAILED** (finished): check_feasibility failed: SQL_FAILED")
    # Still readable through the API after the run failed.
    assert (await tenant.http.get(f"/v1/research-requests/{request_id}")).json()["current_state"] == "FAILED"


async def test_researcher_info_is_checked_at_the_api(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    def body(info: Any) -> dict[str, Any]:
        return {"researcher_request": "Diabetes cohort", "researcher_info": info, "approvers": APPROVERS}

    async def refused(info: Any) -> list[dict[str, Any]]:
        response = await tenant.http.post("/v1/research-requests", json=body(info))
        assert response.status_code == 422, response.text
        return response.json()["detail"]

    # A line break in an email would add lines (ATTENDEE, ORGANIZER, ATTACH) to the kickoff invite.
    for email in ("dana@example.org\r\nATTENDEE:mailto:mallory@evil.example", "dana@example.org\nATTACH:x", "dana"):
        (error,) = await refused({"name": "Dana", "email": email})
        assert error["loc"] == ["body", "researcher_info", "email"]
    (error,) = await refused({"name": "Dana\r\nORGANIZER:mailto:mallory@evil.example"})
    assert error["loc"] == ["body", "researcher_info", "name"] and "one line" in error["msg"]
    # Every field is bounded, and the 422 names the limit.
    (error,) = await refused({"name": "D" * 300_000})
    assert error["loc"] == ["body", "researcher_info", "name"] and "200 characters" in error["msg"]
    (error,) = await refused({"phone": "5" * 41})
    assert "40 characters" in error["msg"]

    # Unknown keys and nesting are refused (a structure 900 levels deep used to answer 500).
    def nested(levels: int) -> Any:
        value: Any = "bottom"
        for _ in range(levels):
            value = {"x": value}
        return value

    (error,) = await refused({"name": "Dana", "extra": nested(20)})
    assert error["loc"] == ["body", "researcher_info", "extra"] and error["type"] == "extra_forbidden"
    (error,) = await refused({"name": nested(20)})
    assert error["loc"] == ["body", "researcher_info", "name"]
    for deep in ({"name": "Dana", "extra": nested(900)}, {"name": nested(900)}):
        assert (await refused(deep))[0]["loc"][:2] == ["body", "researcher_info"]
    assert (await refused([{"name": "Dana"}]))[0]["loc"] == ["body", "researcher_info"]
    # The fields it holds: all optional.
    full = {
        "name": "Dr. Dana Rivera",
        "email": "dana@example.org",
        "organisation": "St. Elsewhere",
        "department": "Endocrinology",
        "role": "PI",
        "phone": "+1 (555) 010-0199",
    }
    for info in (full, {}):
        scripted_llm.script(requirements(0.9))
        request_id = await start(tenant, researcher_info=info)
        assert (await until(tenant, request_id, S.REQUIREMENTS_REVIEW))["researcher_info"] == info


async def test_the_conversation_has_a_size_limit(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    """Questions and answers go whole into activity payloads: their total is bounded well below
    Temporal's 2 MB payload limit, and an answer that would pass it is refused naming it."""
    scripted_llm.script(*(requirements(0.1, f"Question {i}?") for i in range(5)), requirements(0.95))
    request_id = await start(tenant)
    answer = "x" * 20_000  # ResearchMessageCreate's own limit

    async def asked(questions: int) -> None:
        while True:
            state = await state_of(tenant, request_id)
            if state["awaiting_answer"] and len(state["conversation_history"]) == 2 * questions - 1:
                return
            await asyncio.sleep(0.05)

    for number in range(1, 5):
        await asked(number)
        sent = await tenant.http.post(f"/v1/research-requests/{request_id}/messages", json={"content": answer})
        assert sent.status_code == 202, sent.text
    await asked(5)
    full = await tenant.http.post(f"/v1/research-requests/{request_id}/messages", json={"content": answer})
    assert full.status_code == 409 and f"{MAX_CONVERSATION_CHARS} characters" in full.json()["detail"]
    too_long = await tenant.http.post(f"/v1/research-requests/{request_id}/messages", json={"content": "x" * 20_001})
    assert too_long.status_code == 422 and "20000 characters" in too_long.json()["detail"][0]["msg"]
    short = await tenant.http.post(f"/v1/research-requests/{request_id}/messages", json={"content": "All of 2020."})
    assert short.status_code == 202, short.text
    await until(tenant, request_id, S.REQUIREMENTS_REVIEW)
