"""A research request on the embedded default model (SmolLM2-135M behind llama.cpp, called as
`dev` calls it: `local_llm.WORKER_SETTINGS`, the enumerated decision style): it reaches its
first approval gate, the requirements agent's questions answered through the API, and,
approved at every gate with an approver's key, ends COMPLETE."""

from __future__ import annotations

import asyncio
import time

import pytest
from temporalio.client import Client

from durable_agents.research import choices
from durable_agents.research.contract import ResearchState
from durable_agents.research.start import start_research_request
from durable_agents.settings import Settings
from tests.conftest import TenantClient
from tests.research.test_research_request import (  # noqa: F401 (the fixture ends the requests a test started)
    APPROVERS,
    STARTED,
    _end_unfinished_requests,
    decide,
    state_of,
    until,
)
from tests.support.embedded_model import embedded_model_worker

S = ResearchState
# No file format: the agent asks for it.
REQUEST = "Patients with Type 2 diabetes mellitus and their Hemoglobin A1c"
ANSWERS = {question: answer for question, answer in zip(choices.QUESTIONS.values(), ("Type 2 diabetes mellitus", "Hemoglobin A1c", "CSV"), strict=True)}  # fmt: skip
STEP_SECONDS = 60  # a model call takes seconds; the first one also waits for the model to load


@pytest.mark.timeout(300)
async def test_a_research_request_completes_on_the_embedded_model(
    tenant: TenantClient, client: Client, settings: Settings
) -> None:
    alice = await tenant.add_user(APPROVERS[0], "Alice")
    try:
        async with embedded_model_worker(client, settings, "research-local") as local:
            started = time.monotonic()
            request_id = await start_research_request(
                client, local, tenant.tenant_id, REQUEST, {"name": "Dana", "email": "dana@example.org"}, APPROVERS
            )
            STARTED.append(request_id)
            questions: list[str] = []
            deadline = time.monotonic() + STEP_SECONDS
            while (current := await state_of(tenant, request_id))["pending_gate"] != S.REQUIREMENTS_REVIEW:
                assert current["current_state"] == S.REQUIREMENTS_GATHERING, current
                asked = [m["content"] for m in current["conversation_history"] if m["role"] == "assistant"]
                if current["awaiting_answer"] and len(asked) > len(questions):
                    questions.append(asked[-1])
                    answer = {"content": ANSWERS[asked[-1]]}
                    answered = await tenant.http.post(f"/v1/research-requests/{request_id}/messages", json=answer)
                    assert answered.status_code == 202, answered.text
                    deadline = time.monotonic() + STEP_SECONDS
                assert time.monotonic() < deadline, current
                await asyncio.sleep(0.1)
            reviewed = time.monotonic() - started
            assert questions == [choices.QUESTIONS["data_format"]]
            assert current["requirements"]["population"] == "Patients with Type 2 diabetes mellitus"
            assert current["requirements"]["variables"] == ["Hemoglobin A1c"]
            assert current["requirements"]["data_format"] == "CSV" and current["completeness_score"] == 1

            for gate in (S.REQUIREMENTS_REVIEW, S.PHENOTYPE_REVIEW, S.EXTRACTION_APPROVAL, S.QA_REVIEW):
                waiting = await until(tenant, request_id, gate, timeout=STEP_SECONDS)
                if gate == S.PHENOTYPE_REVIEW:
                    assert "condition_name = 'Type 2 diabetes mellitus'" in waiting["phenotype_sql"]
                    assert waiting["feasible"] and waiting["estimated_cohort_size"] >= settings.feasibility_min_cohort
                decided = await decide(alice, request_id, gate)
                assert decided.status_code == 200 and decided.json()["applied"], decided.text
            final = await until(tenant, request_id, S.COMPLETE, timeout=STEP_SECONDS)
            took = time.monotonic() - started
    finally:
        await alice.http.aclose()
    print(f"research request: REQUIREMENTS_REVIEW after {reviewed:.1f} s, COMPLETE after {took:.1f} s")
    assert final["qa_passed"] and final["delivered"]
    assert final["extracted_data_summary"]["columns"] == ["person_id", "hemoglobin_a1c_mean"]
    assert final["extracted_data_summary"]["row_count"] == final["estimated_cohort_size"]
