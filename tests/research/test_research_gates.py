"""Approval gates of the real research workflow through Slack (a decision, and late clicks
it refuses), and a gate's deadline: the reminder at half time and the escalation to
HUMAN_REVIEW (time-skipping server)."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from typing import Any

import pytest
from temporalio.api.operatorservice.v1 import AddSearchAttributesRequest
from temporalio.client import Client, WorkflowHandle
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.testing import WorkflowEnvironment

from api.app import create_app
from durable_agents import tenancy as tenants
from durable_agents import tenancy as users
from durable_agents.binaries import find_binary
from durable_agents.research import slack_store
from durable_agents.research import store as research_store
from durable_agents.research.contract import ResearchRequestInput, ResearchState
from durable_agents.settings import Settings
from durable_agents.temporal import SEARCH_ATTRIBUTES, research_workflow_id
from durable_agents.workflow_options import research_options
from tests.research.test_research_request import APPROVERS, DIABETES_SQL, phenotype, requirements
from tests.research.test_slack import CHANNEL, TOKEN, click, eventually, serve, with_slack
from tests.support.scripted_llm import ScriptedLLM
from tests.support.slack_server import SlackServer
from worker import build_worker
from workflows.research.workflow import ResearchRequestWorkflow

S = ResearchState
ALICE, BOB = "U0ALICE", "U0BOB"


@pytest.fixture
def slack() -> Iterator[SlackServer]:
    with SlackServer(TOKEN, users={ALICE: APPROVERS[0], BOB: APPROVERS[1]}) as server:
        yield server


def opened_messages(slack: SlackServer) -> list[dict]:
    return [call for call in slack.calls_to("chat.postMessage") if not call.get("thread_ts")]


async def test_a_gate_decided_in_slack_moves_the_request_on(
    settings: Settings, client: Client, slack: SlackServer, scripted_llm: ScriptedLLM
) -> None:
    slack_settings = with_slack(settings, slack, task_queue=f"{settings.task_queue}-slack")
    _tenant, api_key = tenants.create_tenant(settings.resolved_database_url, "Slack tenant")
    scripted_llm.script(requirements(0.9), phenotype("SELECT person_id FROM person WHERE person_id < 3"))
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, slack_settings, executor), serve(create_app(slack_settings)) as http:
            created = await http.post(
                "/v1/research-requests",
                json={"researcher_request": "Diabetes cohort", "approvers": APPROVERS},
                headers={"Authorization": f"Bearer {api_key}"},
            )
            assert created.status_code == 201, created.text
            request_id = created.json()["request_id"]
            db_url = settings.resolved_database_url
            # The activity records the message right after Slack accepted it.
            await eventually(lambda: bool(slack_store.latest_opening(db_url, request_id, "REQUIREMENTS_REVIEW")))
            assert len(opened_messages(slack)) == 1
            assert "REQUIREMENTS_REVIEW" in str(opened_messages(slack)[0]["blocks"])
            [posted] = slack_store.latest_opening(db_url, request_id, "REQUIREMENTS_REVIEW")
            ts = posted.ts

            # A double click: both payloads come from a screen showing the buttons.
            payloads = [slack.click(CHANNEL, ts, ALICE, "approve"), slack.click(CHANNEL, ts, ALICE, "approve")]
            first, second = [await click(http, payload) for payload in payloads]
            assert first.status_code == second.status_code == 200

            handle = client.get_workflow_handle_for(ResearchRequestWorkflow.run, research_workflow_id(request_id))
            final = await asyncio.wait_for(handle.result(), 30)
            assert final.current_state == S.NOT_FEASIBLE
            assert [(a.gate, a.approver, a.channel, a.applied) for a in final.approvals] == [
                (S.REQUIREMENTS_REVIEW, APPROVERS[0], "slack", True)
            ]
            await eventually(lambda: bool(slack.calls_to("chat.update")))
            assert "Approved" in str(slack.calls_to("chat.update")[-1]["blocks"])
            audit = research_store.approvals(settings.resolved_database_url, request_id)
            assert [(a.gate, a.channel) for a in audit] == [("REQUIREMENTS_REVIEW", "slack")]


async def test_late_slack_clicks_change_no_gate_and_no_message(
    settings: Settings, client: Client, slack: SlackServer, scripted_llm: ScriptedLLM
) -> None:
    """Clicks on a message whose gate opening was decided through the API: one after the gate
    opened again (a rejection), one after it closed. The workflow refuses both; only its own
    outcomes reach the messages, and Bob is told why."""
    slack_settings = with_slack(settings, slack, task_queue=f"{settings.task_queue}-late")
    db_url = settings.resolved_database_url
    tenant, admin_key = tenants.create_tenant(db_url, "Late clicks tenant")
    _alice, alice_key = users.create_user(db_url, tenant.id, APPROVERS[0])
    scripted_llm.script(requirements(0.9), requirements(0.95), phenotype(DIABETES_SQL))
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, slack_settings, executor), serve(create_app(slack_settings)) as http:
            created = await http.post(
                "/v1/research-requests",
                json={"researcher_request": "Diabetes cohort", "approvers": APPROVERS},
                headers={"Authorization": f"Bearer {admin_key}"},
            )
            assert created.status_code == 201, created.text
            request_id = created.json()["request_id"]
            handle = client.get_workflow_handle_for(ResearchRequestWorkflow.run, research_workflow_id(request_id))
            try:

                async def decide_as_alice(decision: str) -> None:
                    response = await http.post(
                        f"/v1/research-requests/{request_id}/decisions",
                        json={"gate": "REQUIREMENTS_REVIEW", "decision": decision, "reason": "API"},
                        headers={"Authorization": f"Bearer {alice_key}"},
                    )
                    assert response.status_code == 200 and response.json()["applied"], response.text

                def opening() -> list[str]:
                    return [m.ts for m in slack_store.latest_opening(db_url, request_id, "REQUIREMENTS_REVIEW")]

                await eventually(lambda: len(opening()) == 1)  # posted once the gate is open
                [first] = opening()
                stale = slack.click(CHANNEL, first, BOB, "approve")  # Bob's screen still shows the buttons
                await decide_as_alice("reject")
                await eventually(lambda: opening() not in ([], [first]))  # the gate opened again
                [second] = opening()
                late = slack.click(CHANNEL, second, BOB, "reject")

                assert (await click(http, stale)).status_code == 200
                await eventually(lambda: len(slack.calls_to("chat.postEphemeral")) == 1)
                await decide_as_alice("approve")
                await waiting_at(handle, S.PHENOTYPE_REVIEW)
                assert (await click(http, late)).status_code == 200
                await eventually(lambda: len(slack.calls_to("chat.postEphemeral")) == 2)

                notes = [(n["user"], n["text"]) for n in slack.calls_to("chat.postEphemeral")]
                assert notes == [
                    (
                        BOB,
                        "Nothing was decided: REQUIREMENTS_REVIEW was opened again since: decide on its newest message.",
                    ),
                    (BOB, "Nothing was decided: REQUIREMENTS_REVIEW is not open (waiting at: PHENOTYPE_REVIEW)."),
                ]
                state = await handle.query(ResearchRequestWorkflow.get_request)
                assert [(a.decision, a.approver, a.channel) for a in state.approvals] == [
                    ("reject", APPROVERS[0], "api"),
                    ("approve", APPROVERS[0], "api"),
                ]
                # The messages show what the workflow applied, never Bob's clicks.
                await eventually(lambda: {u["ts"] for u in slack.calls_to("chat.update")} >= {first, second})
                shown = {u["ts"]: u["text"] for u in slack.calls_to("chat.update")}
                assert shown[first].endswith(f"rejected by {APPROVERS[0]}")
                assert shown[second].endswith(f"approved by {APPROVERS[0]}")
                assert all(u["text"].endswith(f"by {APPROVERS[0]}") for u in slack.calls_to("chat.update"))
            finally:
                await handle.terminate("test over")


async def waiting_at(handle: WorkflowHandle[Any, Any], gate: ResearchState) -> None:
    deadline = asyncio.get_running_loop().time() + 30
    while (await handle.query(ResearchRequestWorkflow.get_request)).pending_gate != gate:
        assert asyncio.get_running_loop().time() < deadline, f"never waited at {gate}"
        await asyncio.sleep(0.05)


async def test_an_undecided_gate_reminds_then_escalates(
    settings: Settings, slack: SlackServer, scripted_llm: ScriptedLLM
) -> None:
    slack_settings = with_slack(settings, slack, task_queue=f"{settings.task_queue}-deadline")
    tenant, _key = tenants.create_tenant(settings.resolved_database_url, "Deadline tenant")
    request_id = str(uuid.uuid4())
    research_store.create_request(settings.resolved_database_url, request_id, tenant.id, "A cohort", APPROVERS)
    scripted_llm.script(requirements(0.9))
    async with await WorkflowEnvironment.start_time_skipping(
        test_server_existing_path=find_binary("temporal-test-server"), data_converter=pydantic_data_converter
    ) as env:
        # The time-skipping server knows no custom search attributes until told.
        await env.client.operator_service.add_search_attributes(
            AddSearchAttributesRequest(
                namespace=env.client.namespace,
                search_attributes={key.name: key.indexed_value_type.value for key in SEARCH_ATTRIBUTES},
            )
        )
        with ThreadPoolExecutor(max_workers=4) as executor:
            async with build_worker(env.client, slack_settings, executor):
                handle = await env.client.start_workflow(
                    ResearchRequestWorkflow.run,
                    ResearchRequestInput(
                        request_id=request_id,
                        tenant_id=tenant.id,
                        researcher_request="A cohort",
                        approvers=APPROVERS,
                        options=research_options(slack_settings),
                    ),
                    id=research_workflow_id(request_id),
                    task_queue=slack_settings.task_queue,
                )
                state = await handle.query(ResearchRequestWorkflow.get_request)
                while state.pending_gate is None:
                    await asyncio.sleep(0.05)
                    state = await handle.query(ResearchRequestWorkflow.get_request)
                assert state.pending_gate == S.REQUIREMENTS_REVIEW and len(opened_messages(slack)) == 1

                await env.sleep(timedelta(hours=slack_settings.gate_timeout_hours / 2 + 1))
                await eventually(lambda: len(slack.calls_to("chat.postMessage")) == 2)
                reminder = slack.calls_to("chat.postMessage")[1]
                assert reminder.get("thread_ts") and "Reminder" in str(reminder["blocks"])
                assert (await handle.query(ResearchRequestWorkflow.get_request)).current_state == S.REQUIREMENTS_REVIEW

                await env.sleep(timedelta(hours=slack_settings.gate_timeout_hours / 2))
                final = await asyncio.wait_for(handle.result(), 30)
                assert final.current_state == S.HUMAN_REVIEW and final.pending_gate is None
                assert final.escalation_reason == "REQUIREMENTS_REVIEW was not decided within 72 h"
                await eventually(lambda: bool(slack.calls_to("chat.update")))
                rows = research_store.transitions(settings.resolved_database_url, request_id)
                assert [r.to_state for r in rows][-2:] == ["REQUIREMENTS_REVIEW", "HUMAN_REVIEW"]
