"""The research requests pages of the web app (seed 002) in a real browser against the real
stack: a request started from the page by a researcher, its requirements question answered
there, its gate not hers to decide (separation of duties); found in "waiting for me" by an
approver signed in with her own key, approved from the approval panel while the state moves
on live; a rejection and an escalation that say why; the delivered files downloaded from the
page by the researcher, and refused to another user. Screenshots go to the test's output
directory for review."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import re
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from playwright.async_api import Browser, Page, expect
from temporalio.client import Client
from temporalio.service import RPCError

from durable_agents.temporal import research_workflow_id
from tests.conftest import TenantClient
from tests.research.test_research_request import DIABETES_SQL, S, approve, phenotype, requirements, until
from tests.support.scripted_llm import ScriptedLLM
from tests.web.pages import signed_in

ALICE = "alice@example.org"
BOB = "bob@example.org"
DANA = "dana@example.org"
# Running the phenotype agent's SQL on the warehouse takes a few seconds on a busy machine.
SLOW = 30_000


@pytest.fixture
async def alice(tenant: TenantClient, client: Client) -> AsyncIterator[TenantClient]:
    """The tenant's user alice@example.org (an approver); at the end, the tenant's requests
    still waiting are ended: they would take the next test's scripted LLM replies."""
    user = await tenant.add_user(ALICE, "Alice")
    yield user
    await user.http.aclose()
    for row in (await tenant.http.get("/v1/research-requests")).json():
        with contextlib.suppress(RPCError):
            await client.get_workflow_handle(research_workflow_id(row["request_id"])).terminate("test over")


@pytest.fixture
async def dana(tenant: TenantClient) -> AsyncIterator[TenantClient]:
    """The tenant's user dana@example.org, a researcher who starts requests."""
    user = await tenant.add_user(DANA, "Dana")
    yield user
    await user.http.aclose()


async def _listed_waiting(tenant: TenantClient, request_id: str) -> None:
    """Until the store (which the list reads) shows the request waiting at its gate."""
    deadline = asyncio.get_running_loop().time() + 10
    while True:
        rows = (await tenant.http.get("/v1/research-requests")).json()
        if any(row["request_id"] == request_id and row["pending_gate"] for row in rows):
            return
        assert asyncio.get_running_loop().time() < deadline, rows
        await asyncio.sleep(0.1)


async def _research_page(browser: Browser, api_url: str, api_key: str, errors: list[str]) -> Page:
    page = await signed_in(browser, api_url, api_key, errors)
    await page.get_by_role("link", name="Research requests").click()
    await expect(page.get_by_role("heading", name="Research requests")).to_be_visible()
    return page


async def test_me_tells_who_the_key_is(api_url: str, tenant: TenantClient, alice: TenantClient) -> None:
    async with httpx.AsyncClient(base_url=api_url, timeout=30) as anonymous:
        assert (await anonymous.get("/v1/me")).status_code == 401
    admin = (await tenant.http.get("/v1/me")).json()
    assert admin == {
        "tenant_id": tenant.tenant_id,
        "tenant_name": "Tenant A",
        "user_id": None,
        "email": None,
        "name": None,
    }
    me = (await alice.http.get("/v1/me")).json()
    assert (me["tenant_id"], me["email"], me["name"]) == (tenant.tenant_id, ALICE, "Alice")
    assert me["user_id"]


async def test_a_researcher_starts_and_answers_and_an_approver_approves_it_live(
    browser: Browser,
    api_url: str,
    tenant: TenantClient,
    alice: TenantClient,
    dana: TenantClient,
    scripted_llm: ScriptedLLM,
    tmp_path: Path,
) -> None:
    # Another request, that only Bob may decide: listed, but not waiting for Alice.
    scripted_llm.script(requirements(0.95))
    body = {"researcher_request": "Bob's own cohort of asthma patients.", "approvers": [BOB]}
    created = await tenant.http.post("/v1/research-requests", json=body)
    assert created.status_code == 201, created.text
    bobs = created.json()["request_id"]
    await until(tenant, bobs, S.REQUIREMENTS_REVIEW)
    await _listed_waiting(tenant, bobs)

    errors: list[str] = []
    page = await _research_page(browser, api_url, dana.api_key, errors)
    scripted_llm.script(requirements(0.5, "Which years do you need?"), requirements(0.95), phenotype(DIABETES_SQL))
    await page.get_by_label("What data do you need?").fill(
        "Patients with type 2 diabetes, their gender and year of birth."
    )
    await expect(page.get_by_label("Approvers")).to_have_value("")
    await expect(page.locator("#research-new")).to_contain_text("A request's creator does not decide its gates")
    await page.get_by_label("Approvers").fill(f"{ALICE}, {BOB}")
    await page.get_by_label("Researcher's name").fill("Dana")
    await page.get_by_label("Researcher's email").fill("dana@example.org")
    await page.get_by_role("button", name="Start request").click()
    await page.wait_for_url(re.compile(r"/app/#research/[^/]+$"))
    request_id = page.url.rsplit("/", 1)[1]
    assert request_id and request_id != bobs

    # The requirements agent asks; the answer goes from the page.
    conversation = page.locator("#research-conversation")
    await expect(conversation).to_contain_text("Requirements agent")
    await expect(conversation).to_contain_text("Which years do you need?")
    await expect(page.locator("#research-state")).to_contain_text("waiting for the researcher's answer")
    await page.get_by_label("Your answer to the requirements agent").fill("2015-2024")
    await page.get_by_role("button", name="Send answer").click()
    await expect(conversation).to_contain_text("2015-2024")
    await expect(page.get_by_label("Your answer to the requirements agent")).to_be_hidden()

    # Waiting at REQUIREMENTS_REVIEW: the approval panel, with the gate's deadline.
    await expect(page.locator("#research-state")).to_contain_text("REQUIREMENTS_REVIEW")
    await expect(page.locator(".state-strip [aria-current=step]")).to_have_text("Requirements review")
    panel = page.locator("#approval")
    await expect(panel.get_by_role("heading", name="Approval: Requirements review")).to_be_visible()
    await expect(panel).to_contain_text("Are the gathered requirements right?")
    await expect(panel).to_contain_text("Deadline:")
    await expect(panel).to_contain_text(f"May decide: {ALICE}, {BOB}")
    # Dana started it: its gates are not hers to decide.
    await expect(panel).to_contain_text(
        f"You ({DANA}) created this request: its other approvers decide its gates (separation of duties)."
    )
    await expect(page.get_by_role("button", name="Approve")).to_be_hidden()
    await expect(page.locator("#research-title ~ .hint")).to_contain_text(f"created by {DANA}")
    await expect(page.get_by_role("link", name="Open in Temporal Web UI")).to_have_attribute(
        "href", f"http://temporal-ui.invalid/namespaces/default/workflows/{research_workflow_id(request_id)}"
    )
    await _listed_waiting(tenant, request_id)
    await page.get_by_role("link", name="← All research requests").click()
    await page.get_by_label("Waiting for me").check()
    await expect(page.get_by_role("status").filter(has_text="No request is waiting for you.")).to_be_visible()
    await page.close()

    # The list: waiting for Alice, hers only; all requests, Bob's too.
    page = await _research_page(browser, api_url, alice.api_key, errors)
    listed = page.locator("#research-list li")
    await page.get_by_label("Waiting for me").check()
    await expect(listed).to_have_count(1)
    await expect(listed.first).to_contain_text("Patients with type 2 diabetes")
    await expect(listed.first).to_contain_text("waiting for a decision at Requirements review")
    await page.get_by_label("Waiting for me").uncheck()
    await expect(listed).to_have_count(2)
    await expect(page.locator("#research-list")).to_contain_text("Bob's own cohort")
    await page.get_by_label("State").select_option("COMPLETE")
    await expect(page.get_by_role("status").filter(has_text="No research requests.")).to_be_visible()
    await page.get_by_label("State").select_option("")
    await page.get_by_label("Waiting for me").check()
    await expect(listed).to_have_count(1)
    await page.screenshot(path=tmp_path / "research-list.png", full_page=True)
    # Readable at phone width: nothing wider than the screen.
    await page.set_viewport_size({"width": 390, "height": 844})
    assert await page.evaluate("document.documentElement.scrollWidth") <= 390
    await page.screenshot(path=tmp_path / "research-list-phone.png", full_page=True)
    await page.set_viewport_size({"width": 1280, "height": 900})

    # Approved from the panel: the state moves on live, to the next gate.
    await listed.first.get_by_role("link").click()
    await expect(page.get_by_role("heading", name="Approval: Requirements review")).to_be_visible()
    await page.get_by_label("Reason").fill("The requirements look right.")
    await page.get_by_role("button", name="Approve").click()
    await expect(page.locator("#research-state")).to_contain_text("PHENOTYPE_REVIEW", timeout=SLOW)
    await expect(page.get_by_role("heading", name="Approval: Phenotype review")).to_be_visible()
    await expect(page.locator("#approval pre")).to_contain_text("Type 2 diabetes mellitus")
    await expect(page.get_by_label("Reason")).to_have_value("")  # a new opening, a new reason
    events = page.locator("#research-events")
    await expect(events).to_contain_text("Requirements review: approved by alice@example.org")
    await expect(events).to_contain_text("Feasible → Phenotype review")

    # The audit log: the transitions, and Alice's approval.
    approvals = page.get_by_role("region", name="Approvals")
    await expect(approvals.locator("tbody tr")).to_have_count(1)
    row = approvals.locator("tbody tr").first
    for cell in ("Requirements review", "approve", ALICE, "The requirements look right.", "api", "yes"):
        await expect(row).to_contain_text(cell)
    transitions = page.get_by_role("region", name="Transitions")
    await expect(transitions).to_contain_text("Phenotype review")
    await expect(page.locator(".state-strip [aria-current=step]")).to_have_text("Phenotype review")
    await expect(page.locator(".state-strip .done")).to_have_count(6)  # NEW_REQUEST ... FEASIBLE
    await page.screenshot(path=tmp_path / "research-request.png", full_page=True)
    await page.set_viewport_size({"width": 390, "height": 844})
    assert await page.evaluate("document.documentElement.scrollWidth") <= 390
    await page.screenshot(path=tmp_path / "research-request-phone.png", full_page=True)

    state = (await tenant.http.get(f"/v1/research-requests/{request_id}")).json()
    assert state["current_state"] == "PHENOTYPE_REVIEW" and state["requirements_approved"] is True
    assert [(a["gate"], a["approver"], a["reason"]) for a in state["approvals"]] == [
        ("REQUIREMENTS_REVIEW", ALICE, "The requirements look right.")
    ]
    assert errors == []


async def test_a_rejection_and_an_escalation_show_why(
    browser: Browser,
    api_url: str,
    tenant: TenantClient,
    alice: TenantClient,
    scripted_llm: ScriptedLLM,
    tmp_path: Path,
) -> None:
    scripted_llm.script(requirements(0.95), requirements(0.95))
    body = {"researcher_request": "Patients with type 2 diabetes.", "approvers": [ALICE, BOB]}
    created = await tenant.http.post("/v1/research-requests", json=body)
    assert created.status_code == 201, created.text
    request_id = created.json()["request_id"]
    await until(tenant, request_id, S.REQUIREMENTS_REVIEW)

    # The tenant admin key sees the gate, and that it is no one to decide it.
    errors: list[str] = []
    admin = await _research_page(browser, api_url, tenant.api_key, errors)
    await expect(admin.get_by_label("Waiting for me")).to_be_disabled()
    await admin.goto(f"{api_url}/app/#research/{request_id}")
    await expect(admin.get_by_role("heading", name="Approval: Requirements review")).to_be_visible()
    await expect(admin.locator("#approval")).to_contain_text("signed in with the tenant admin key")
    await expect(admin.get_by_role("button", name="Approve")).to_be_hidden()
    await admin.close()

    page = await _research_page(browser, api_url, alice.api_key, errors)
    await page.goto(f"{api_url}/app/#research/{request_id}")
    await expect(page.get_by_role("heading", name="Approval: Requirements review")).to_be_visible()
    await page.get_by_role("button", name="Reject").click()
    await expect(page.locator("#decision-form [role=alert]")).to_have_text(
        "Give a reason for the rejection: it goes back to the agent."
    )
    await page.get_by_label("Reason").fill("Add the HbA1c values.")
    await page.get_by_role("button", name="Reject").click()
    why = page.locator("#research-why")
    await expect(why).to_have_text(
        "Last decision: Requirements review was rejected by alice@example.org: Add the HbA1c values."
    )
    # Back to the requirements agent (with the reason), and at the gate again.
    events = page.locator("#research-events li")
    await expect(events.filter(has_text="→ Requirements review")).to_have_count(2, timeout=SLOW)
    await expect(events.filter(has_text="Requirements review → Requirements gathering")).to_have_count(1)
    await expect(page.get_by_role("heading", name="Approval: Requirements review")).to_be_visible()
    approvals = page.get_by_role("region", name="Approvals")
    await expect(approvals).to_contain_text("Add the HbA1c values.")
    await expect(approvals).to_contain_text("reject")
    assert "Add the HbA1c values." in str(scripted_llm.requests[-1]["messages"])

    # A scope change, rejected: the request is escalated to human review, and says why.
    await page.get_by_label("What changes, and why").fill("Add a control cohort without diabetes.")
    await page.get_by_role("button", name="Ask for a scope change").click()
    await expect(page.locator("#scope-form [role=status]")).to_contain_text("Scope change asked for")
    await expect(page.get_by_role("heading", name="Approval: Scope change")).to_be_visible(timeout=SLOW)
    await expect(page.locator("#approval")).to_contain_text("Add a control cohort without diabetes.")
    await expect(page.locator(".off-path [aria-current=step]")).to_have_text("Scope change")
    await page.get_by_label("Reason").fill("Out of scope for this study.")
    await page.get_by_role("button", name="Reject").click()
    await expect(page.locator("#research-state")).to_contain_text("HUMAN_REVIEW")
    await expect(why).to_have_text(
        "Escalated to human review: Scope change was rejected by alice@example.org: Out of scope for this study."
    )
    await expect(page.locator("#research-live")).to_have_text("The request has finished: no more events.")
    await expect(page.locator("#approval")).to_be_hidden()
    await expect(page.locator("#scope-form")).to_be_hidden()
    await expect(page.get_by_role("region", name="Approvals").locator("tbody tr")).to_have_count(2)
    await page.screenshot(path=tmp_path / "research-escalated.png", full_page=True)

    state = (await tenant.http.get(f"/v1/research-requests/{request_id}")).json()
    assert state["current_state"] == "HUMAN_REVIEW"
    assert [(a["gate"], a["decision"], a["reason"]) for a in state["approvals"]] == [
        ("REQUIREMENTS_REVIEW", "reject", "Add the HbA1c values."),
        ("SCOPE_CHANGE", "reject", "Out of scope for this study."),
    ]
    assert errors == []


async def test_the_researcher_downloads_the_delivered_files_from_the_page(
    browser: Browser,
    api_url: str,
    tenant: TenantClient,
    alice: TenantClient,
    dana: TenantClient,
    client: Client,
    scripted_llm: ScriptedLLM,
    tmp_path: Path,
) -> None:
    scripted_llm.script(requirements(0.95), phenotype(DIABETES_SQL))
    body = {
        "researcher_request": "Patients with type 2 diabetes, their gender and year of birth.",
        "researcher_info": {"name": "Dana", "email": DANA},
        "approvers": [ALICE, BOB],
    }
    created = await dana.http.post("/v1/research-requests", json=body)
    assert created.status_code == 201, created.text
    request_id = created.json()["request_id"]
    for gate in (S.REQUIREMENTS_REVIEW, S.PHENOTYPE_REVIEW, S.EXTRACTION_APPROVAL, S.QA_REVIEW):
        await approve(alice, request_id, gate)
    await asyncio.wait_for(client.get_workflow_handle(research_workflow_id(request_id)).result(), 60)
    listed = (await dana.http.get(f"/v1/research-requests/{request_id}/files")).json()["files"]

    errors: list[str] = []
    page = await _research_page(browser, api_url, dana.api_key, errors)
    await page.goto(f"{api_url}/app/#research/{request_id}")
    delivery = page.locator("#research-delivery")
    await expect(delivery.get_by_role("heading", name="Delivered files")).to_be_visible()
    await expect(delivery.get_by_role("link")).to_have_text(["extract.csv", "extract.parquet", "manifest.json"])
    await expect(delivery).to_contain_text(f"Delivered to {DANA}")
    await expect(delivery).to_contain_text(f"SHA-256 {listed[0]['sha256'][:16]}…")
    for listed_file in listed:
        async with page.expect_download() as downloading:
            await delivery.get_by_role("link", name=listed_file["name"]).click()
        download = await downloading.value
        assert download.suggested_filename == listed_file["name"]
        saved = Path(await download.path()).read_bytes()
        assert hashlib.sha256(saved).hexdigest() == listed_file["sha256"]
    await page.screenshot(path=tmp_path / "research-delivered.png", full_page=True)
    await page.close()

    # Bob, an approver who decided nothing, is told whose files these are.
    bob = await tenant.add_user(BOB, "Bob")
    page = await _research_page(browser, api_url, bob.api_key, errors)
    await page.goto(f"{api_url}/app/#research/{request_id}")
    await expect(page.locator("#research-delivery [role=alert]")).to_have_text(
        "Only the request's researcher, the approvers who decided its gates and the tenant admin key "
        "download a request's files."
    )
    await expect(page.locator("#research-files li")).to_have_count(0)
    await bob.http.aclose()
    # Chromium may log the refused request itself (a moment later); nothing else went wrong.
    assert [error for error in errors if "status of 403 (Forbidden)" not in error] == []
