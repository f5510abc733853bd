"""Separation of duties (issue 22): the user whose key created a research request decides
none of its gates (through the API, Slack or a Temporal signal) and must name another
approver, unless the operator turned the tenant's `creator_may_decide` setting on (the CLI's
`tenants settings`). Requests created with the tenant admin key have no creator."""

from __future__ import annotations

import asyncio
import contextlib
import json
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from sqlalchemy import text
from temporalio.client import Client
from temporalio.service import RPCError

from api.app import create_app
from durable_agents import tenancy
from durable_agents.database import create_schema, get_engine, make_engine
from durable_agents.research import slack_store
from durable_agents.research import store as research_store
from durable_agents.settings import Settings
from durable_agents.temporal import research_workflow_id
from tests.conftest import TenantClient
from tests.research.test_research_gates import opened_messages
from tests.research.test_research_request import (  # noqa: F401 (the autouse fixture ends the requests started)
    S,
    _end_unfinished_requests,
    audit_when,
    decide,
    phenotype,
    requirements,
    start,
    until,
)
from tests.research.test_slack import CHANNEL, TOKEN, click, eventually, serve, with_slack
from tests.support.processes import clean_env
from tests.support.scripted_llm import ScriptedLLM
from tests.support.slack_server import SlackServer
from worker import build_worker
from workflows.research.workflow import ResearchRequestWorkflow

DANA, ALICE = "dana@example.org", "alice@example.org"
U_DANA, U_ALICE = "U0DANA", "U0ALICE"
TINY_COHORT = "SELECT person_id FROM person WHERE person_id < 3"
CREATOR_REFUSED = (
    f"{DANA} created this request, and a request's creator does not decide its gates "
    "(separation of duties): another of its approvers decides."
)
WAITING = "/v1/research-requests?waiting_for_me=true"


def tenants_settings(settings: Settings, tenant_id: str, *flags: str, cwd: Path) -> dict[str, object]:
    """`durable-agents tenants settings` on the test's data dir, as an operator runs it."""
    command = ["tenants", "settings", "--tenant", tenant_id, *flags, "--data-dir", str(settings.data_dir)]
    run = subprocess.run(
        [sys.executable, "-m", "durable_agents.cli", *command],
        env=clean_env(),
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


async def test_a_user_must_name_an_approver_besides_themselves_the_admin_key_need_not(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    dana = await tenant.add_user(DANA, "Dana")
    try:
        for approvers in ([DANA], ["Dana@Example.org"]):
            alone = await dana.http.post(
                "/v1/research-requests", json={"researcher_request": "My cohort", "approvers": approvers}
            )
            assert alone.status_code == 422, alone.text
            [error] = alone.json()["detail"]
            assert (error["type"], error["loc"]) == ("separation_of_duties", ["body", "approvers"])
            assert error["msg"].startswith(f"Separation of duties: {DANA} creates this request")
            assert "list at least one other approver" in error["msg"]
        assert (await tenant.http.get("/v1/research-requests")).json() == []

        # The tenant admin key is no person: the approvers it lists decide, as listed.
        scripted_llm.script(requirements(0.9), phenotype(TINY_COHORT))
        request_id = await start(tenant, approvers=[DANA])
        await until(tenant, request_id, S.REQUIREMENTS_REVIEW)
        [listed] = (await tenant.http.get("/v1/research-requests")).json()
        assert (listed["request_id"], listed["created_by"]) == (request_id, None)
        applied = await decide(dana, request_id, S.REQUIREMENTS_REVIEW)
        assert applied.status_code == 200 and applied.json()["applied"], applied.text
        await until(tenant, request_id, S.NOT_FEASIBLE)
    finally:
        await dana.http.aclose()


async def test_the_creator_decides_no_gate_of_their_request_on_any_path(
    tenant: TenantClient, scripted_llm: ScriptedLLM, client: Client
) -> None:
    dana, alice = await tenant.add_user(DANA, "Dana"), await tenant.add_user(ALICE, "Alice")
    scripted_llm.script(requirements(0.9), phenotype(TINY_COHORT))
    try:
        request_id = await start(dana, approvers=[DANA, ALICE])
        await until(tenant, request_id, S.REQUIREMENTS_REVIEW)

        refused = await decide(dana, request_id, S.REQUIREMENTS_REVIEW)
        assert refused.status_code == 403, refused.text
        assert refused.json()["detail"] == CREATOR_REFUSED
        # A Temporal signal bypasses the API: the workflow records it as ignored, with why.
        handle = client.get_workflow_handle_for(ResearchRequestWorkflow.run, research_workflow_id(request_id))
        await handle.signal("approve", {"gate": "REQUIREMENTS_REVIEW", "approver": DANA})
        state = await handle.query(ResearchRequestWorkflow.get_request)
        while not state.approvals:
            await asyncio.sleep(0.05)
            state = await handle.query(ResearchRequestWorkflow.get_request)
        assert [(a.approver, a.channel, a.applied, a.note) for a in state.approvals] == [
            (DANA, "temporal", False, CREATOR_REFUSED)
        ]
        assert (state.current_state, state.pending_gate, state.created_by) == (
            S.REQUIREMENTS_REVIEW,
            S.REQUIREMENTS_REVIEW,
            DANA,
        )
        # Waiting for Alice, not for Dana.
        assert (await dana.http.get(WAITING)).json() == []
        assert [row["request_id"] for row in (await alice.http.get(WAITING)).json()] == [request_id]

        applied = await decide(alice, request_id, S.REQUIREMENTS_REVIEW)
        assert applied.status_code == 200 and applied.json()["applied"], applied.text
        await until(tenant, request_id, S.NOT_FEASIBLE)
        audit = await audit_when(tenant, request_id, lambda a: len(a["approvals"]) == 2)
        assert audit["created_by"] == DANA
        assert audit["transitions"][0]["reason"] == f"request created by {DANA}"
        assert [(a["approver"], a["applied"]) for a in audit["approvals"]] == [(DANA, False), (ALICE, True)]
        [listed] = (await tenant.http.get("/v1/research-requests")).json()
        assert listed["created_by"] == DANA
    finally:
        await dana.http.aclose()
        await alice.http.aclose()


async def test_the_tenant_setting_lets_creators_decide(
    tenant: TenantClient, scripted_llm: ScriptedLLM, settings: Settings, tmp_path: Path
) -> None:
    dana = await tenant.add_user(DANA, "Dana")
    scripted_llm.script(requirements(0.9), phenotype(TINY_COHORT))
    try:
        assert tenants_settings(settings, tenant.tenant_id, cwd=tmp_path) == {
            "tenant_id": tenant.tenant_id,
            "creator_may_decide": False,
        }
        on = tenants_settings(settings, tenant.tenant_id, "--creator-may-decide", "on", cwd=tmp_path)
        assert on["creator_may_decide"] is True
        request_id = await start(dana, approvers=[DANA])  # no one else needed then
        await until(tenant, request_id, S.REQUIREMENTS_REVIEW)
        assert [row["request_id"] for row in (await dana.http.get(WAITING)).json()] == [request_id]
        applied = await decide(dana, request_id, S.REQUIREMENTS_REVIEW)
        assert applied.status_code == 200 and applied.json()["applied"], applied.text
        await until(tenant, request_id, S.NOT_FEASIBLE)

        # Off again: the next request is refused at once (the setting is read as stored, not cached).
        tenants_settings(settings, tenant.tenant_id, "--creator-may-decide", "off", cwd=tmp_path)
        alone = await dana.http.post("/v1/research-requests", json={"researcher_request": "x", "approvers": [DANA]})
        assert alone.status_code == 422 and alone.json()["detail"][0]["type"] == "separation_of_duties"
    finally:
        await dana.http.aclose()


@pytest.fixture
def slack() -> Iterator[SlackServer]:
    with SlackServer(TOKEN, users={U_DANA: DANA, U_ALICE: ALICE}) as server:
        yield server


async def test_the_creators_slack_click_is_refused_and_told_why(
    settings: Settings, client: Client, slack: SlackServer, scripted_llm: ScriptedLLM
) -> None:
    slack_settings = with_slack(settings, slack, task_queue=f"{settings.task_queue}-creator")
    db_url = settings.resolved_database_url
    tenant, _admin_key = tenancy.create_tenant(db_url, "Creator clicks tenant")
    _dana, dana_key = tenancy.create_user(db_url, tenant.id, DANA)
    scripted_llm.script(requirements(0.9), phenotype(TINY_COHORT))
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, slack_settings, executor), serve(create_app(slack_settings)) as http:
            created = await http.post(
                "/v1/research-requests",
                json={"researcher_request": "Diabetes cohort", "approvers": [DANA, ALICE]},
                headers={"Authorization": f"Bearer {dana_key}"},
            )
            assert created.status_code == 201, created.text
            request_id = created.json()["request_id"]
            handle = client.get_workflow_handle_for(ResearchRequestWorkflow.run, research_workflow_id(request_id))
            try:
                await eventually(lambda: bool(slack_store.latest_opening(db_url, request_id, "REQUIREMENTS_REVIEW")))
                [posted] = slack_store.latest_opening(db_url, request_id, "REQUIREMENTS_REVIEW")
                assert len(opened_messages(slack)) == 1

                assert (await click(http, slack.click(CHANNEL, posted.ts, U_DANA, "approve"))).status_code == 200
                await eventually(lambda: len(slack.calls_to("chat.postEphemeral")) == 1)
                [note] = slack.calls_to("chat.postEphemeral")
                assert (note["user"], note["text"]) == (U_DANA, f"Nothing was decided: {CREATOR_REFUSED}")
                assert slack.calls_to("chat.update") == []  # the buttons stay for the other approvers
                key = (request_id, "REQUIREMENTS_REVIEW", CHANNEL, posted.ts)
                assert slack_store.get_decision(db_url, *key) is None  # the thread is not claimed
                state = await handle.query(ResearchRequestWorkflow.get_request)
                assert (state.pending_gate, state.approvals) == (S.REQUIREMENTS_REVIEW, [])

                assert (await click(http, slack.click(CHANNEL, posted.ts, U_ALICE, "approve"))).status_code == 200
                final = await asyncio.wait_for(handle.result(), 30)
                assert final.current_state == S.NOT_FEASIBLE
                assert [(a.approver, a.channel, a.applied) for a in final.approvals] == [(ALICE, "slack", True)]
                await eventually(lambda: bool(slack.calls_to("chat.update")))
            finally:
                with contextlib.suppress(RPCError):  # it has finished, unless the test failed before
                    await handle.terminate("test over")


def test_a_data_dir_from_before_the_setting_gets_its_columns_with_the_setting_off(tmp_path: Path) -> None:
    db_url = f"sqlite:///{tmp_path}/old.db"
    tenant, _key = tenancy.create_tenant(db_url, "Acme")
    with get_engine(db_url).begin() as conn:  # as an earlier version left it
        conn.execute(text("ALTER TABLE tenant DROP COLUMN creator_may_decide"))
        for column in ("created_by", "creator_may_decide"):
            conn.execute(text(f"ALTER TABLE research_requests DROP COLUMN {column}"))

    create_schema(make_engine(db_url))  # what a process starting on it does
    old = tenancy.get_tenant(db_url, tenant.id)
    assert old is not None and old.creator_may_decide is None  # read as off
    research_store.create_request(db_url, "req-1", tenant.id, "A cohort", [ALICE], created_by=DANA)
    row = research_store.get_request(db_url, tenant.id, "req-1")
    assert row is not None and (row.created_by, row.creator_may_decide) == (DANA, False)
    assert tenancy.set_creator_may_decide(db_url, tenant.id, True).creator_may_decide is True
