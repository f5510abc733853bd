"""The research data request pipeline end to end (seed 002): real Temporal, the real API over
HTTP, real SQL on the synthetic warehouse; the scripted LLM plays the requirements and
phenotype agents."""

from __future__ import annotations

import asyncio
import contextlib
import csv
import hashlib
import json
import os
import subprocess
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest
from temporalio.client import Client
from temporalio.service import RPCError

from durable_agents.binaries import find_binary
from durable_agents.research.contract import ResearchState
from durable_agents.settings import Settings
from durable_agents.temporal import research_workflow_id
from tests.conftest import TenantClient
from tests.support.replay import check_fresh_history, check_recorded_history
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.support.sse import collect
from workflows.research.workflow import ResearchRequestWorkflow

S = ResearchState
APPROVERS = ["alice@example.org", "bob@example.org"]
DIABETES_SQL = (
    "SELECT DISTINCT c.person_id, p.gender, p.year_of_birth FROM condition_occurrence c "
    "JOIN person p ON p.person_id = c.person_id WHERE c.condition_name = 'Type 2 diabetes mellitus'"
)


def forced(name: str) -> Any:
    def match(body: dict[str, Any]) -> bool:
        choice = body.get("tool_choice")
        return isinstance(choice, dict) and choice["function"]["name"] == name

    return match


def requirements(score: float, question: str | None = None) -> Reply:
    draft = {
        "population": "Adults with type 2 diabetes",
        "inclusion_criteria": ["Type 2 diabetes mellitus diagnosis"],
        "exclusion_criteria": [],
        "variables": ["gender", "year_of_birth"],
        "time_window": "2015-2024",
        "data_format": "CSV",
        "completeness_score": score,
        "next_question": question,
    }
    return Reply(tool_calls=[{"name": "record_requirements", "arguments": draft}], match=forced("record_requirements"))


def phenotype(sql: str) -> Reply:
    return Reply(
        tool_calls=[{"name": "phenotype_sql", "arguments": {"sql": sql, "rationale": "The cohort."}}],
        match=forced("phenotype_sql"),
    )


STARTED: list[str] = []


@pytest.fixture(autouse=True)
async def _end_unfinished_requests(client: Client) -> AsyncIterator[None]:
    """A request left waiting at a gate or a question would answer the next test's scripted
    LLM replies once it moves on: each test ends the requests it started."""
    yield
    while STARTED:
        handle = client.get_workflow_handle(research_workflow_id(STARTED.pop()))
        with contextlib.suppress(RPCError):
            await handle.terminate("test over")


@pytest.fixture
async def alice(tenant: TenantClient) -> AsyncIterator[TenantClient]:
    """The tenant's user alice@example.org, the first of APPROVERS: decisions are sent with her key."""
    user = await tenant.add_user(APPROVERS[0], "Alice")
    yield user
    await user.http.aclose()


async def start(tenant: TenantClient, **fields: Any) -> str:
    body = {
        "researcher_request": "Patients with type 2 diabetes, their gender and year of birth.",
        "researcher_info": {"name": "Dana", "email": "dana@example.org"},
        "approvers": APPROVERS,
        **fields,
    }
    response = await tenant.http.post("/v1/research-requests", json=body)
    assert response.status_code == 201, response.text
    STARTED.append(response.json()["request_id"])
    return response.json()["request_id"]


async def state_of(tenant: TenantClient, request_id: str) -> dict[str, Any]:
    response = await tenant.http.get(f"/v1/research-requests/{request_id}")
    assert response.status_code == 200, response.text
    return response.json()


async def until(tenant: TenantClient, request_id: str, *states: S, timeout: float = 30) -> dict[str, Any]:
    """The request's state once it is in one of `states` (waiting at a gate counts once the gate is open)."""
    wanted = {s.value for s in states}
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        current = await state_of(tenant, request_id)
        gate_ready = current["current_state"] not in {g.value for g in (S.REQUIREMENTS_REVIEW, S.PHENOTYPE_REVIEW, S.EXTRACTION_APPROVAL, S.QA_REVIEW, S.SCOPE_CHANGE)} or current["pending_gate"] is not None  # fmt: skip
        if current["current_state"] in wanted and gate_ready:
            return current
        assert asyncio.get_running_loop().time() < deadline, f"still {current['current_state']}, wanted {wanted}"
        await asyncio.sleep(0.05)


async def audit_when(tenant: TenantClient, request_id: str, done: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The audit once `done` holds: the store mirrors the workflow a moment after it moves."""
    deadline = asyncio.get_running_loop().time() + 10
    while True:
        audit = (await tenant.http.get(f"/v1/research-requests/{request_id}/audit")).json()
        if audit["transitions"] and done(audit):
            return audit
        assert asyncio.get_running_loop().time() < deadline, audit["transitions"][-1:]
        await asyncio.sleep(0.05)


async def decide(user: TenantClient, request_id: str, gate: S, decision: str = "approve", **fields: Any) -> Any:
    """A decision as the user whose key `user` sends."""
    body = {"gate": gate.value, "decision": decision, "reason": "ok", **fields}
    return await user.http.post(f"/v1/research-requests/{request_id}/decisions", json=body)


async def approve(user: TenantClient, request_id: str, gate: S) -> None:
    await until(user, request_id, gate)
    response = await decide(user, request_id, gate)
    assert response.status_code == 200, response.text
    assert response.json()["applied"] is True


async def test_happy_path_end_to_end_with_real_sql(
    tenant: TenantClient, alice: TenantClient, scripted_llm: ScriptedLLM, settings: Settings
) -> None:
    scripted_llm.script(requirements(0.5, "Which years do you need?"), requirements(0.95), phenotype(DIABETES_SQL))
    request_id = await start(tenant)

    asking = await until(tenant, request_id, S.REQUIREMENTS_GATHERING)
    while not asking["awaiting_answer"]:
        asking = await state_of(tenant, request_id)
    answered = await tenant.http.post(f"/v1/research-requests/{request_id}/messages", json={"content": "2015-2024"})
    assert answered.status_code == 202, answered.text
    for gate in (S.REQUIREMENTS_REVIEW, S.PHENOTYPE_REVIEW, S.EXTRACTION_APPROVAL, S.QA_REVIEW):
        await approve(alice, request_id, gate)
    final = await until(tenant, request_id, S.COMPLETE)

    # The cohort is the warehouse's, counted independently.
    import sqlite3

    warehouse = sqlite3.connect(settings.resolved_warehouse_url.removeprefix("sqlite:///"))
    expected = warehouse.execute(f"SELECT COUNT(DISTINCT person_id) FROM ({DIABETES_SQL})").fetchone()[0]
    assert final["estimated_cohort_size"] == expected > settings.feasibility_min_cohort
    assert final["feasible"] and final["phenotype_approved"] and final["qa_passed"] and final["delivered"]
    assert final["meeting_details"]["participants"][0] == "dana@example.org"
    invite = settings.research_dir / request_id / "kickoff.ics"
    assert invite.read_text().startswith("BEGIN:VCALENDAR")

    # The event stream (SSE) tells the same story and ends with the request (after its last
    # write to the store).
    events = await collect(tenant.http, "GET", f"/v1/research-requests/{request_id}/events")
    # The delivered files, downloaded: the extract holds the cohort, each file its recorded SHA-256.
    files = f"/v1/research-requests/{request_id}/files"
    extract = (await tenant.http.get(f"{files}/extract.csv")).text
    assert (
        sum(1 for _ in csv.reader(extract.splitlines())) - 1 == final["extracted_data_summary"]["row_count"] == expected
    )
    for delivered in final["delivery_info"]["files"]:
        body = (await tenant.http.get(f"{files}/{delivered['name']}")).content
        assert hashlib.sha256(body).hexdigest() == delivered["sha256"]
    manifest = (await tenant.http.get(f"{files}/manifest.json")).json()
    assert manifest["files"] == final["delivery_info"]["files"]
    kinds = {e.event for e in events}
    assert {"state_changed", "approval_requested", "approval_decided", "agent_progress", "question"} <= kinds
    assert [int(e.id) for e in events] == list(range(len(events)))
    audit = (await tenant.http.get(f"/v1/research-requests/{request_id}/audit")).json()
    path = [t["to_state"] for t in audit["transitions"]]
    assert path == [
        "NEW_REQUEST",
        "REQUIREMENTS_GATHERING",
        "REQUIREMENTS_COMPLETE",
        "REQUIREMENTS_REVIEW",
        "FEASIBILITY_VALIDATION",
        "FEASIBLE",
        "PHENOTYPE_REVIEW",
        "SCHEDULE_KICKOFF",
        "KICKOFF_COMPLETE",
        "EXTRACTION_APPROVAL",
        "DATA_EXTRACTION",
        "EXTRACTION_COMPLETE",
        "QA_VALIDATION",
        "QA_PASSED",
        "QA_REVIEW",
        "DATA_DELIVERY",
        "DELIVERED",
        "COMPLETE",
    ]
    assert [t["rule"] for t in audit["transitions"] if t["rule"]] == [1, 2, 4, 5, 8, 9, 11, 12, 13, 16]
    assert [(a["gate"], a["decision"], a["approver"], a["channel"], a["applied"]) for a in audit["approvals"]] == [
        (g, "approve", APPROVERS[0], "api", True)
        for g in ("REQUIREMENTS_REVIEW", "PHENOTYPE_REVIEW", "EXTRACTION_APPROVAL", "QA_REVIEW")
    ]
    assert [e.json["data"]["to"] for e in events if e.event == "state_changed"] == path
    # The list and its filter read the store's mirror.
    listed = (await tenant.http.get("/v1/research-requests", params={"state": "COMPLETE"})).json()
    assert request_id in [r["request_id"] for r in listed]


async def test_rejections_loop_back_with_the_reviewers_reason(
    tenant: TenantClient, alice: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    scripted_llm.script(
        requirements(0.9),
        requirements(0.95),
        phenotype(DIABETES_SQL),
        phenotype(DIABETES_SQL.replace("SELECT DISTINCT", "SELECT DISTINCT").strip()),
    )
    request_id = await start(tenant)
    await until(tenant, request_id, S.REQUIREMENTS_REVIEW)
    assert (await decide(alice, request_id, S.REQUIREMENTS_REVIEW, "reject", reason="add the years")).status_code == 200
    await approve(alice, request_id, S.REQUIREMENTS_REVIEW)
    await until(tenant, request_id, S.PHENOTYPE_REVIEW)
    assert (await decide(alice, request_id, S.PHENOTYPE_REVIEW, "reject", reason="use codes")).status_code == 200
    await until(tenant, request_id, S.PHENOTYPE_REVIEW)
    # Each rejection's reason reached the agent that redid the work.
    sent = [json.dumps(r["messages"]) for r in scripted_llm.requests]
    assert any("add the years" in m for m in sent[1:2]) and any("use codes" in m for m in sent[3:])
    await approve(alice, request_id, S.PHENOTYPE_REVIEW)
    await until(tenant, request_id, S.EXTRACTION_APPROVAL)
    assert (await decide(alice, request_id, S.EXTRACTION_APPROVAL, "reject", reason="not now")).status_code == 200
    final = await until(tenant, request_id, S.HUMAN_REVIEW)
    audit = await audit_when(tenant, request_id, lambda a: a["transitions"][-1]["to_state"] == "HUMAN_REVIEW")
    rules = [t["rule"] for t in audit["transitions"]]
    assert [r for r in rules if r] == [1, 3, 1, 2, 4, 6, 4, 5, 8, 10]
    assert final["extraction_approved"] is False


async def test_a_rejected_qa_review_extracts_again(
    tenant: TenantClient, alice: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    scripted_llm.script(requirements(0.9), phenotype(DIABETES_SQL))
    request_id = await start(tenant)
    for gate in (S.REQUIREMENTS_REVIEW, S.PHENOTYPE_REVIEW, S.EXTRACTION_APPROVAL):
        await approve(alice, request_id, gate)
    await until(tenant, request_id, S.QA_REVIEW)
    assert (await decide(alice, request_id, S.QA_REVIEW, "reject", reason="check again")).status_code == 200
    await approve(alice, request_id, S.QA_REVIEW)
    await until(tenant, request_id, S.COMPLETE)
    await collect(tenant.http, "GET", f"/v1/research-requests/{request_id}/events")  # ends with the workflow
    audit = (await tenant.http.get(f"/v1/research-requests/{request_id}/audit")).json()
    assert [t["rule"] for t in audit["transitions"] if t["rule"]] == [1, 2, 4, 5, 8, 9, 11, 12, 14, 11, 12, 13, 16]


async def test_decisions_that_cannot_apply_are_refused_or_recorded_as_ignored(
    tenant: TenantClient, alice: TenantClient, scripted_llm: ScriptedLLM, client: Client
) -> None:
    scripted_llm.script(requirements(0.9))
    request_id = await start(tenant)
    await until(tenant, request_id, S.REQUIREMENTS_REVIEW)

    closed = await decide(alice, request_id, S.QA_REVIEW)
    assert closed.status_code == 409 and "QA_REVIEW is not open" in closed.json()["detail"]
    # Signals (Web UI, CLI) cannot be refused: they are recorded as ignored, with why.
    handle = client.get_workflow_handle(research_workflow_id(request_id))
    await handle.signal("approve", {"gate": "QA_REVIEW", "approver": APPROVERS[0]})
    await handle.signal("approve", {"gate": "REQUIREMENTS_REVIEW", "approver": "mallory@example.org"})
    state = await handle.query(ResearchRequestWorkflow.get_request)
    for _ in range(100):
        if len(state.approvals) == 2:
            break
        await asyncio.sleep(0.05)
        state = await handle.query(ResearchRequestWorkflow.get_request)
    assert [(a.gate, a.applied, a.note) for a in state.approvals] == [
        (S.QA_REVIEW, False, "QA_REVIEW is not open"),
        (S.REQUIREMENTS_REVIEW, False, "mallory@example.org is not an approver of this request"),
    ]
    assert state.current_state == S.REQUIREMENTS_REVIEW and state.pending_gate == S.REQUIREMENTS_REVIEW
    unanswerable = await tenant.http.post(f"/v1/research-requests/{request_id}/messages", json={"content": "hi"})
    assert unanswerable.status_code == 409


async def test_only_a_user_on_the_approver_list_decides_as_themselves(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    scripted_llm.script(requirements(0.9), phenotype("SELECT person_id FROM person WHERE person_id < 3"))
    # Listed in one case, registered in another: the same person.
    request_id = await start(tenant, approvers=["Carol@Example.ORG", "bob@example.org"])
    assert (await state_of(tenant, request_id))["approvers"] == ["carol@example.org", "bob@example.org"]
    await until(tenant, request_id, S.REQUIREMENTS_REVIEW)
    carol, mallory = await tenant.add_user("cAROL@example.org", "Carol"), await tenant.add_user("mallory@example.org")
    try:
        # The list of what waits for whom follows the same rule as the decision.
        waiting = "/v1/research-requests?waiting_for_me=true"
        mine = (await carol.http.get(waiting)).json()
        assert [(r["request_id"], r["pending_gate"]) for r in mine] == [(request_id, "REQUIREMENTS_REVIEW")]
        assert (await mallory.http.get(waiting)).json() == []
        admin_list = await tenant.http.get(waiting)
        assert admin_list.status_code == 403 and "your own user key" in admin_list.json()["detail"]

        as_admin = await decide(tenant, request_id, S.REQUIREMENTS_REVIEW)
        assert as_admin.status_code == 403 and "user's API key" in as_admin.json()["detail"]
        stranger = await decide(mallory, request_id, S.REQUIREMENTS_REVIEW)
        assert stranger.status_code == 403, stranger.text
        assert stranger.json()["detail"] == "mallory@example.org is not an approver of this request."
        # The body cannot name someone else.
        posing = await decide(mallory, request_id, S.REQUIREMENTS_REVIEW, approver="carol@example.org")
        assert posing.status_code == 422 and posing.json()["detail"][0]["loc"] == ["body", "approver"]

        applied = await decide(carol, request_id, S.REQUIREMENTS_REVIEW, reason="right cohort")
        assert applied.status_code == 200, applied.text
        assert (applied.json()["approver"], applied.json()["applied"]) == ("carol@example.org", True)
        await until(tenant, request_id, S.NOT_FEASIBLE)
        audit = await audit_when(tenant, request_id, lambda a: bool(a["approvals"]))
        assert [(a["approver"], a["channel"], a["applied"]) for a in audit["approvals"]] == [
            ("carol@example.org", "api", True)
        ]
    finally:
        await carol.http.aclose()
        await mallory.http.aclose()


async def test_not_feasible_ends_the_request(
    tenant: TenantClient, alice: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    tiny = "SELECT person_id FROM person WHERE person_id = 1"
    scripted_llm.script(requirements(0.9), phenotype(tiny))
    request_id = await start(tenant)
    await approve(alice, request_id, S.REQUIREMENTS_REVIEW)
    final = await until(tenant, request_id, S.NOT_FEASIBLE)
    assert final["estimated_cohort_size"] == 1 and final["feasible"] is False


async def test_qa_failure_ends_in_qa_failed(
    tenant: TenantClient, alice: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    # The reviewers let through SQL that selects direct identifiers: QA catches them.
    leaky = DIABETES_SQL.replace("p.gender,", "p.gender, p.ssn, p.phone_number,")
    scripted_llm.script(requirements(0.9), phenotype(leaky))
    request_id = await start(tenant)
    for gate in (S.REQUIREMENTS_REVIEW, S.PHENOTYPE_REVIEW, S.EXTRACTION_APPROVAL):
        await approve(alice, request_id, gate)
    final = await until(tenant, request_id, S.QA_FAILED)
    assert set(final["qa_report"]["identifier_columns"]) >= {"ssn", "phone_number"}


@pytest.mark.parametrize(
    ("decision", "end", "asker"),
    [("approve", S.REQUIREMENTS_GATHERING, APPROVERS[0]), ("reject", S.HUMAN_REVIEW, "tenant admin")],
)
async def test_scope_change(
    tenant: TenantClient, alice: TenantClient, scripted_llm: ScriptedLLM, decision: str, end: S, asker: str
) -> None:
    scripted_llm.script(requirements(0.9), phenotype(DIABETES_SQL), requirements(0.4, "What changed?"))
    request_id = await start(tenant)
    await approve(alice, request_id, S.REQUIREMENTS_REVIEW)
    await until(tenant, request_id, S.PHENOTYPE_REVIEW)
    # Who asks is whoever's key is sent: a user, or the tenant admin key; the body cannot say.
    caller = alice if asker == APPROVERS[0] else tenant
    url = f"/v1/research-requests/{request_id}/scope-change"
    named = await caller.http.post(url, json={"reason": "add HbA1c values", "requested_by": "dana"})
    assert named.status_code == 422 and named.json()["detail"][0]["loc"] == ["body", "requested_by"]
    asked = await caller.http.post(url, json={"reason": "add HbA1c values"})
    assert asked.status_code == 202, asked.text
    await until(tenant, request_id, S.SCOPE_CHANGE)
    assert (await decide(alice, request_id, S.SCOPE_CHANGE, decision)).status_code == 200
    final = await until(tenant, request_id, end)
    audit = await audit_when(tenant, request_id, lambda a: a["transitions"][-1]["to_state"] == end.value)
    rules = [t["rule"] for t in audit["transitions"]]
    assert rules[-1] == (17 if decision == "approve" else 18)
    opened = next(t for t in audit["transitions"] if t["to_state"] == "SCOPE_CHANGE")
    assert opened["reason"] == f"scope change asked by {asker}: add HbA1c values"
    if decision == "approve":
        assert "add HbA1c values" in json.dumps(scripted_llm.requests[-1]["messages"])
    else:
        assert final["current_state"] == "HUMAN_REVIEW"


async def test_a_gate_decided_with_the_temporal_cli(
    tenant: TenantClient, scripted_llm: ScriptedLLM, settings: Settings
) -> None:
    scripted_llm.script(requirements(0.9), phenotype("SELECT person_id FROM person WHERE person_id < 3"))
    request_id = await start(tenant)
    await until(tenant, request_id, S.REQUIREMENTS_REVIEW)
    temporal = find_binary("temporal")
    decision = {"gate": "REQUIREMENTS_REVIEW", "approver": "bob@example.org", "reason": "from the CLI"}
    run = subprocess.run(
        [
            temporal, "workflow", "signal", "--address", settings.temporal_address,
            "--workflow-id", research_workflow_id(request_id), "--name", "approve", "--input", json.dumps(decision),
        ],
        capture_output=True, text=True, timeout=30, env={**os.environ, "TEMPORAL_CLI_SHOW_COLOR": "false"},
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    final = await until(tenant, request_id, S.NOT_FEASIBLE)
    assert [(a["approver"], a["channel"], a["applied"]) for a in final["approvals"]] == [
        ("bob@example.org", "temporal", True)
    ]


async def test_bad_bodies_and_other_tenants(
    tenant: TenantClient, alice: TenantClient, other_tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    no_approvers = await tenant.http.post("/v1/research-requests", json={"researcher_request": "x", "approvers": []})
    assert no_approvers.status_code == 422 and no_approvers.json()["detail"][0]["loc"] == ["body", "approvers"]
    scripted_llm.script(requirements(0.9))
    request_id = await start(tenant)
    assert (await other_tenant.http.get(f"/v1/research-requests/{request_id}")).status_code == 404
    assert (await other_tenant.http.post(f"/v1/research-requests/{request_id}/decisions", json={})).status_code in (
        404,
        422,
    )
    bad_gate = await alice.http.post(
        f"/v1/research-requests/{request_id}/decisions", json={"gate": "NOPE", "decision": "approve"}
    )
    assert bad_gate.status_code == 422 and bad_gate.json()["detail"][0]["loc"] == ["body", "gate"]
    # A state that is not a gate is refused, and the error lists the 5 gates only.
    not_a_gate = await alice.http.post(
        f"/v1/research-requests/{request_id}/decisions", json={"gate": "DELIVERED", "decision": "approve"}
    )
    assert not_a_gate.status_code == 422 and not_a_gate.json()["detail"][0]["loc"] == ["body", "gate"]
    assert "SCOPE_CHANGE" in not_a_gate.text and "DELIVERED" not in not_a_gate.json()["detail"][0]["msg"]
    not_emails = await tenant.http.post(
        "/v1/research-requests", json={"researcher_request": "x", "approvers": ["alice", "bob@example.org"]}
    )
    assert not_emails.status_code == 422 and not_emails.json()["detail"][0]["loc"] == ["body", "approvers", 0]
    twice = await tenant.http.post(
        "/v1/research-requests", json={"researcher_request": "x", "approvers": ["bob@example.org", "BOB@example.org"]}
    )
    assert twice.status_code == 422 and "listed twice" in twice.text


RECORDED = Path(__file__).parents[1] / "histories" / "research_request.json"


async def test_fresh_history_replays(
    tenant: TenantClient, alice: TenantClient, scripted_llm: ScriptedLLM, client: Client
) -> None:
    """A question and its answer, an ignored and a rejecting decision, an approval, NOT_FEASIBLE."""
    scripted_llm.script(
        requirements(0.5, "Which years?"),
        requirements(0.9),
        requirements(0.95),
        phenotype("SELECT person_id FROM person WHERE person_id < 3"),
    )
    request_id = await start(tenant)
    asking = await until(tenant, request_id, S.REQUIREMENTS_GATHERING)
    while not asking["awaiting_answer"]:
        asking = await state_of(tenant, request_id)
    await tenant.http.post(f"/v1/research-requests/{request_id}/messages", json={"content": "All of them"})
    await until(tenant, request_id, S.REQUIREMENTS_REVIEW)
    handle = client.get_workflow_handle_for(ResearchRequestWorkflow.run, research_workflow_id(request_id))
    await handle.signal("approve", {"gate": "QA_REVIEW", "approver": APPROVERS[1]})
    assert (await decide(alice, request_id, S.REQUIREMENTS_REVIEW, "reject", reason="more")).status_code == 200
    await approve(alice, request_id, S.REQUIREMENTS_REVIEW)
    assert (await asyncio.wait_for(handle.result(), 30)).current_state == S.NOT_FEASIBLE

    await check_fresh_history(ResearchRequestWorkflow, await handle.fetch_history(), RECORDED)


async def test_recorded_history_replays() -> None:
    history = await check_recorded_history(ResearchRequestWorkflow, RECORDED, "research-recorded")
    assert len(history.events) > 50
