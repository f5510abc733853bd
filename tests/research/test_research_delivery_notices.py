"""A completed request tells its researcher where the files are: an email through the
configured SMTP server (a real one the test starts: aiosmtpd), once per request, retried
while the server is busy and given up on a refusal without failing the request; and a Slack
message in the approvals' channel. Both link to the API's public base URL."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest
from temporalio.client import Client
from temporalio.exceptions import ApplicationError
from temporalio.testing import ActivityEnvironment

from activities.research.email_notices import EMAIL_REFUSED, EMAIL_UNAVAILABLE, EmailActivities
from activities.research.slack_notices import DELIVERY_SLACK, SlackActivities
from durable_agents import tenancy
from durable_agents.research import store as research_store
from durable_agents.research.contract import DeliveredFile, DeliveryNotice, ResearchState
from durable_agents.research.slack_messages import delivered_message_blocks, readable_size
from durable_agents.settings import Settings
from durable_agents.temporal import research_workflow_id
from tests.conftest import TenantClient
from tests.research.test_research_request import APPROVERS, DIABETES_SQL, approve, phenotype, requirements
from tests.research.test_slack import TOKEN, with_slack
from tests.support.api_server import serving_api
from tests.support.replay import assert_replays, check_recorded_history
from tests.support.scripted_llm import ScriptedLLM
from tests.support.slack_server import SlackServer
from tests.support.smtp_server import SmtpServer
from tests.support.sse import collect
from tests.support.threaded_server import free_port
from worker import build_worker
from workflows.research.workflow import ResearchRequestWorkflow

S = ResearchState
PUBLIC = "https://agents.example.org"
REFUSED = "refused@example.org"
FILES = ["extract.csv", "extract.parquet", "manifest.json"]
RECORDED_BEFORE = Path(__file__).parent / "histories" / "complete_before_delivery_notices.json"


@pytest.fixture
def smtp() -> Iterator[SmtpServer]:
    with SmtpServer(refused={REFUSED}) as server:
        yield server


@pytest.fixture
def slack() -> Iterator[SlackServer]:
    with SlackServer(TOKEN) as server:
        yield server


def with_email(settings: Settings, smtp: SmtpServer, **update: Any) -> Settings:
    """`settings` emailing through the local SMTP server, linking to PUBLIC."""
    values = {
        "smtp_host": "127.0.0.1",
        "smtp_port": smtp.port,
        "smtp_security": "none",
        "smtp_from": "Data team <data-team@example.org>",
        "public_url": f"{PUBLIC}/",
    }
    return settings.model_copy(update={**values, **update})


def notice(request_id: str = "req-1", **fields: Any) -> DeliveryNotice:
    values: dict[str, Any] = {
        "request_id": request_id,
        "tenant_id": "tenant-1",
        "researcher_request": "Patients with type 2 diabetes.\nTheir gender & year of birth <all years>.",
        "researcher_name": "Dana",
        "researcher_email": "dana@example.org",
        "files": [DeliveredFile(name="extract.csv", sha256="ab" * 32, bytes=1_234_567)],
        "delivered_at": "2030-05-01T12:00:00+00:00",
    }
    return DeliveryNotice(**{**values, **fields})


def email(settings: Settings, sent: DeliveryNotice) -> str | None:
    """The email activity run as a worker runs it (a sync activity: on this thread)."""
    return ActivityEnvironment().run(EmailActivities(settings).email_delivery, sent)


async def test_a_completed_request_emails_its_researcher_and_posts_the_links_to_slack(
    settings: Settings, client: Client, smtp: SmtpServer, slack: SlackServer, scripted_llm: ScriptedLLM
) -> None:
    notices = with_slack(with_email(settings, smtp), slack, task_queue=f"{settings.task_queue}-notices")
    db_url = settings.resolved_database_url
    tenant, admin_key = tenancy.create_tenant(db_url, "Notices tenant")
    _alice, alice_key = tenancy.create_user(db_url, tenant.id, APPROVERS[0])
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, notices, executor), serving_api(notices) as api_url:
            admin = TenantClient(tenant.id, admin_key, _http(api_url, admin_key))
            alice = TenantClient(tenant.id, alice_key, _http(api_url, alice_key))
            request_id = await _completed(client, admin, alice, scripted_llm, "dana@example.org")
            # A refused email is logged; the request is COMPLETE all the same.
            refused_id = await _completed(client, admin, alice, scripted_llm, REFUSED)
            state = (await admin.http.get(f"/v1/research-requests/{request_id}")).json()
            events = await collect(admin.http, "GET", f"/v1/research-requests/{request_id}/events")
            for http in (admin.http, alice.http):
                await http.aclose()

    [(recipients, message)] = smtp.messages
    assert recipients == ["dana@example.org"]
    assert (message["To"], message["From"]) == ("dana@example.org", "Data team <data-team@example.org>")
    assert message["Subject"] == f"Your data is ready (request {request_id})"
    assert message["Message-ID"] == f"<delivery.{request_id}@example.org>"
    body = message.get_content()
    assert body.startswith("Hello Dana,")
    assert f"{PUBLIC}/app/#research/{request_id}" in body
    for name in FILES:
        assert f"{PUBLIC}/v1/research-requests/{request_id}/files/{name}" in body
    for delivered in state["delivery_info"]["files"]:
        assert f"{delivered['name']} ({readable_size(delivered['bytes'])}, SHA-256 {delivered['sha256']})" in body

    progress = [e.json["data"]["message"] for e in events if e.event == "agent_progress"]
    assert progress[-1] == "Emailed where the files are to dana@example.org."

    posted = [call for call in slack.calls_to("chat.postMessage") if "Data delivered" in json.dumps(call["blocks"])]
    assert [call["text"] for call in posted] == [
        f"Research request {rid} is delivered: 2 file(s) to download" for rid in (request_id, refused_id)
    ]
    blocks = json.dumps(posted[0]["blocks"])
    assert f"<{PUBLIC}/app/#research/{request_id}|Open the request in the web app>" in blocks
    assert f"<{PUBLIC}/v1/research-requests/{request_id}/files/extract.csv|extract.csv>" in blocks

    # Once per request: sent again (a retry, a reset), nothing new goes out.
    sent_again = notice(request_id)
    assert email(notices, sent_again) == message["Message-ID"]
    assert len(smtp.messages) == 1
    slack_ts = await ActivityEnvironment().run(SlackActivities(notices).post_delivery_message, sent_again)
    recorded = research_store.find_notification(db_url, request_id, DELIVERY_SLACK)
    assert recorded is not None and slack_ts == recorded.reference
    assert len([c for c in slack.calls_to("chat.postMessage") if "Data delivered" in json.dumps(c["blocks"])]) == 2

    handle = client.get_workflow_handle(research_workflow_id(request_id))
    await assert_replays(ResearchRequestWorkflow, await handle.fetch_history())


def _http(api_url: str, key: str) -> httpx.AsyncClient:
    return httpx.AsyncClient(base_url=api_url, headers={"Authorization": f"Bearer {key}"}, timeout=30)


async def _completed(
    client: Client, admin: TenantClient, alice: TenantClient, scripted_llm: ScriptedLLM, researcher: str
) -> str:
    """A request for `researcher` approved by Alice at every gate, once its run has ended (notices sent)."""
    scripted_llm.script(requirements(0.95), phenotype(DIABETES_SQL))
    created = await admin.http.post(
        "/v1/research-requests",
        json={
            "researcher_request": "Patients with type 2 diabetes, their gender and year of birth.",
            "researcher_info": {"name": "Dana", "email": researcher},
            "approvers": APPROVERS,
        },
    )
    assert created.status_code == 201, created.text
    request_id = created.json()["request_id"]
    for gate in (S.REQUIREMENTS_REVIEW, S.PHENOTYPE_REVIEW, S.EXTRACTION_APPROVAL, S.QA_REVIEW):
        await approve(alice, request_id, gate)
    result = await asyncio.wait_for(client.get_workflow_handle(research_workflow_id(request_id)).result(), 60)
    assert result["current_state"] == "COMPLETE"
    return request_id


async def test_the_email_is_plain_text_with_the_links(settings: Settings, smtp: SmtpServer) -> None:
    message_id = email(with_email(settings, smtp), notice("req-7"))
    [(_, message)] = smtp.messages
    assert message_id == message["Message-ID"] == "<delivery.req-7@example.org>"
    assert message.get_content_type() == "text/plain"
    assert message.get_content().replace("\r\n", "\n") == (  # lines end in CRLF on the wire
        "Hello Dana,\n\n"
        "The data of your research request req-7 was delivered on 2030-05-01T12:00:00+00:00:\n\n"
        "> Patients with type 2 diabetes.\n"
        "> Their gender & year of birth <all years>.\n\n"
        "Open the request in the web app (sign in with your API key) to download the files:\n"
        f"{PUBLIC}/app/#research/req-7\n\n"
        "Or download them with your API key (Authorization: Bearer <key>):\n"
        f"- extract.csv (1.2 MB, SHA-256 {'ab' * 32})\n"
        f"  {PUBLIC}/v1/research-requests/req-7/files/extract.csv\n"
        "- manifest.json (names, sizes and SHA-256 of the files)\n"
        f"  {PUBLIC}/v1/research-requests/req-7/files/manifest.json\n"
    )


async def test_no_email_without_an_smtp_server_or_a_researcher_email(settings: Settings, smtp: SmtpServer) -> None:
    assert settings.smtp_host is None  # off by default
    assert email(settings, notice("req-off")) is None
    assert email(with_email(settings, smtp), notice("req-no-email", researcher_email=None)) is None
    assert smtp.messages == []


async def test_a_busy_server_is_tried_again_and_a_refusal_is_not(settings: Settings, smtp: SmtpServer) -> None:
    configured = with_email(settings, smtp)
    smtp.fail_next("421 4.3.2 Service busy, try again later")
    with pytest.raises(ApplicationError) as busy:
        email(configured, notice("req-busy"))
    assert (busy.value.type, busy.value.non_retryable) == (EMAIL_UNAVAILABLE, False)
    assert email(configured, notice("req-busy")) == "<delivery.req-busy@example.org>"
    assert len(smtp.messages) == 1

    smtp.fail_next("554 5.7.1 Message rejected")
    with pytest.raises(ApplicationError) as rejected:
        email(configured, notice("req-rejected"))
    assert (rejected.value.type, rejected.value.non_retryable) == (EMAIL_REFUSED, True)
    with pytest.raises(ApplicationError) as unknown:
        email(configured, notice("req-refused", researcher_email=REFUSED))
    assert (unknown.value.type, unknown.value.non_retryable) == (EMAIL_REFUSED, True)
    # STARTTLS asked of a server that offers none: a configuration to fix, not to retry.
    with pytest.raises(ApplicationError) as no_tls:
        email(with_email(settings, smtp, smtp_security="starttls"), notice("req-tls"))
    assert (no_tls.value.type, no_tls.value.non_retryable) == (EMAIL_REFUSED, True)
    with pytest.raises(ApplicationError) as down:
        email(with_email(settings, smtp, smtp_port=free_port(), smtp_timeout_seconds=2), notice("req-down"))
    assert (down.value.type, down.value.non_retryable) == (EMAIL_UNAVAILABLE, False)
    assert len(smtp.messages) == 1


def test_the_delivery_message_links_the_request_and_each_file() -> None:
    blocks = delivered_message_blocks(notice("req/1"), PUBLIC)
    text = json.dumps(blocks, ensure_ascii=False)
    assert f"<{PUBLIC}/app/#research/req%2F1|Open the request in the web app>" in text
    assert f"<{PUBLIC}/v1/research-requests/req%2F1/files|file list (API)>" in text
    assert (
        f"<{PUBLIC}/v1/research-requests/req%2F1/files/extract.csv|extract.csv> (1.2 MB, SHA-256 `{'ab' * 8}…`)" in text
    )
    # mrkdwn's control characters in the request's text are escaped.
    assert "gender &amp; year of birth &lt;all years&gt;" in text
    assert "<all years>" not in text


@pytest.mark.parametrize(
    ("size", "shown"),
    [(0, "0 bytes"), (999, "999 bytes"), (1000, "1.0 kB"), (1_234_567, "1.2 MB"), (5 * 10**12, "5.0 TB")],
)
def test_readable_sizes(size: int, shown: str) -> None:
    assert readable_size(size) == shown


async def test_a_complete_history_from_before_the_delivery_notices_replays() -> None:
    """Requests that completed before the notices existed sent none: their histories still replay."""
    history = await check_recorded_history(ResearchRequestWorkflow, RECORDED_BEFORE, "research-complete-before")
    assert "post_delivery_message" not in history.to_json()
