"""The schema design pages of the web app (#design) in a real browser against the real stack:
start a session with a request, watch its timeline fill live by role, then the schema as an
entity-relationship diagram, its versions, its DDL and the artifact's use cases with their DML
results; a follow-up message makes a new version live, and the tab lists its sessions.
Screenshots go to the test's output directory for review."""

from __future__ import annotations

from pathlib import Path

from playwright.async_api import Browser, Page, expect

from durable_agents.temporal import design_workflow_id
from tests.conftest import TenantClient
from tests.schema_design.test_pipeline import (
    FITNESS_APP,
    add,
    analysis,
    design,
    design_done,
    happy_path,
    qa_and_summary,
)
from tests.support.scripted_llm import ScriptedLLM
from tests.web.pages import signed_in

# The pipeline of a message takes a few seconds on the real stack; a busy machine, longer.
PIPELINE_MS = 60_000
SUMMARY = "Two tables: users and their workouts. Every test passed."
DURATION = {"name": "duration_minutes", "type": "integer"}
# The elements reaching past the page's right edge (what makes it scroll sideways).
WIDER_THAN_THE_PAGE = """[...document.querySelectorAll("body *")]
  .filter((node) => node.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
  .map((node) => node.tagName.toLowerCase() + "." + node.getAttribute("class"))"""


async def _start_session(page: Page, request: str = FITNESS_APP) -> str:
    """Opens #design, starts a session with `request`: its id, from the page's address."""
    await page.get_by_role("link", name="Schema design").click()
    await expect(page.get_by_role("heading", name="Schema design")).to_be_visible()
    await page.get_by_label("What should the database hold?").fill(request)
    await page.get_by_role("button", name="Start design session").click()
    await expect(page.get_by_role("heading", name="Design session")).to_be_visible()
    assert page.url.split("#", 1)[1].startswith("design/")
    return page.url.rsplit("/", 1)[1]


async def test_a_design_session_shows_its_timeline_live_then_the_diagram_versions_ddl_and_artifact(
    browser: Browser, api_url: str, tenant: TenantClient, scripted_llm: ScriptedLLM, tmp_path: Path
) -> None:
    replies = happy_path()
    replies[1].first_token_delay = 2.5  # the DB agent thinks: the PM's part is shown meanwhile
    scripted_llm.script(*replies)
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)

    session_id = await _start_session(page)

    # Live: the request and the PM agent's requirements are on the page while the DB agent works.
    timeline = page.get_by_role("list", name="Timeline")
    status = page.get_by_role("status")
    await expect(timeline.locator('[data-role="user"]')).to_contain_text(FITNESS_APP)
    await expect(timeline.locator('[data-role="pm"]').first).to_contain_text("PM agent")
    await expect(timeline.locator('[data-role="pm"]').first).to_contain_text("Let people track their workouts.")
    await expect(status).to_contain_text("designing the schema (DB agent)")
    assert await timeline.locator('[data-role="qa"]').count() == 0
    assert await page.locator(".er-table").count() == 0
    await page.screenshot(path=tmp_path / "design-running.png", full_page=True)

    # Then the rest, as it comes: the DB agent's new version, the QA agent's results, the summary.
    await expect(timeline).to_contain_text(SUMMARY, timeout=PIPELINE_MS)
    await expect(status).to_contain_text("Status: waiting for a message · schema version 1")
    roles = await timeline.locator("li").evaluate_all("items => items.map(item => item.dataset.role)")
    assert roles == ["user", "pm", "db", "db", "db", "qa", "qa", "qa", "db"], roles
    await expect(timeline.locator(".timeline-schema_version")).to_contain_text("DB agent · schema version 1")
    await expect(timeline.locator(".timeline-query_result")).to_contain_text("4 of 4 DML operations succeeded")

    # The schema as an entity-relationship diagram: boxes of tables with their columns and keys,
    # the foreign key as a line and as a label.
    users = page.locator('.er-table[data-table="users"]')
    workouts = page.locator('.er-table[data-table="workouts"]')
    await expect(users.locator("caption")).to_have_text("users")
    await expect(workouts.locator("caption")).to_have_text("workouts")
    await expect(users.locator('tr[data-column="email"]')).to_contain_text("varchar(255)")
    await expect(users.locator('tr[data-column="id"] .er-pk')).to_have_text("PK")
    await expect(workouts.locator('tr[data-column="user_id"] .er-fk')).to_have_text("FK")
    await expect(workouts.locator('tr[data-column="name"]')).to_contain_text("text")
    await expect(page.locator(".er-relationships")).to_have_text("workouts.user_id → users.id")
    line = page.locator("svg.er-lines path.er-line")
    await expect(line).to_have_count(1)
    assert (await line.get_attribute("data-from"), await line.get_attribute("data-to")) == (
        "workouts.user_id",
        "users.id",
    )
    assert (await line.get_attribute("d") or "").startswith("M")
    await expect(page.get_by_role("heading", name="Schema (version 1, latest)")).to_be_visible()

    # The DDL, and the versions: the starting (empty) one and the DB agent's.
    ddl = page.locator("pre.ddl")
    await expect(ddl).to_contain_text('CREATE TABLE "users"')
    await expect(ddl).to_contain_text('FOREIGN KEY ("user_id") REFERENCES "users"')
    versions = page.get_by_role("list", name="Schema versions").get_by_role("button")
    await expect(versions).to_have_count(2)
    await expect(versions.nth(0)).to_contain_text("Version 0 · the starting schema")
    await expect(versions.nth(1)).to_contain_text("Version 1 · 2 changes")
    await expect(versions.nth(1)).to_have_attribute("aria-pressed", "true")
    await page.get_by_text("Changes in version 1").click()
    await expect(page.get_by_text("add /tables/workouts", exact=True)).to_be_visible()

    # The artifact: requirements, the use cases and the results of their DML.
    artifact = page.locator("section", has=page.get_by_role("heading", name="Artifact"))
    await expect(artifact).to_contain_text(SUMMARY)
    await expect(artifact.get_by_role("heading", name="Register")).to_be_visible()
    await expect(artifact.get_by_role("heading", name="Log a workout")).to_be_visible()
    await expect(artifact.locator(".dml-ok")).to_have_count(4)
    await expect(artifact.locator(".dml-ok").last).to_have_text("✓ Succeeded: 1 row")
    await expect(artifact).to_contain_text("SELECT name FROM workouts WHERE user_id = 2")
    await expect(artifact).to_contain_text("The DML ran on schema version 1.")

    link = page.get_by_role("link", name="Open in Temporal Web UI")
    assert (await link.get_attribute("href") or "").endswith(f"/workflows/{design_workflow_id(session_id)}")
    await page.screenshot(path=tmp_path / "design.png", full_page=True)
    await page.locator("figure.er").screenshot(path=tmp_path / "design-diagram.png")

    # An older version is shown on choosing it: version 0 had no tables.
    await versions.nth(0).click()
    await expect(versions.nth(0)).to_have_attribute("aria-pressed", "true")
    await expect(page.get_by_role("heading", name="Schema (version 0)")).to_be_visible()
    await expect(page.get_by_text("No tables in this version.")).to_be_visible()
    await expect(ddl).to_have_text("-- No tables yet.")
    await versions.nth(1).click()
    await expect(page.locator(".er-table")).to_have_count(2)

    # At phone width nothing spills sideways (the DDL scrolls within its box).
    await page.set_viewport_size({"width": 390, "height": 844})
    await expect(line).to_have_count(1)
    overflow = await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    wide = await page.evaluate(WIDER_THAN_THE_PAGE)
    assert overflow <= 0, (overflow, wide)
    await page.screenshot(path=tmp_path / "design-phone.png", full_page=True)
    await page.locator("figure.er").screenshot(path=tmp_path / "design-diagram-phone.png")
    assert errors == []


async def test_a_follow_up_makes_a_new_version_live_and_the_tab_lists_its_sessions(
    browser: Browser, api_url: str, tenant: TenantClient, scripted_llm: ScriptedLLM, tmp_path: Path
) -> None:
    scripted_llm.script(*happy_path())
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)
    session_id = await _start_session(page)
    timeline = page.get_by_role("list", name="Timeline")
    await expect(timeline).to_contain_text(SUMMARY, timeout=PIPELINE_MS)

    # The session is listed on #design, after a reload too (the tab's session storage).
    await page.get_by_role("link", name="All design sessions").click()
    await page.reload()
    listed = page.get_by_role("link", name=FITNESS_APP)
    await expect(listed).to_have_attribute("href", f"#design/{session_id}")
    await page.screenshot(path=tmp_path / "design-sessions.png", full_page=True)
    await listed.click()
    await expect(timeline.locator("li")).to_have_count(9)
    await expect(page.locator(".er-table")).to_have_count(2)

    # A follow-up message: its timeline comes live, a new version with the new column.
    scripted_llm.script(
        *happy_path()[:1],
        design(add("/tables/workouts/columns/duration_minutes", DURATION)),
        design_done("Workouts now record their duration."),
        *qa_and_summary(),
    )
    await page.get_by_label("Follow-up message").fill("Workouts should record how long they took.")
    await page.get_by_role("button", name="Send").click()
    await expect(timeline.locator('[data-role="user"]').last).to_contain_text("Workouts should record how long")
    await expect(page.get_by_role("heading", name="Schema (version 2, latest)")).to_be_visible(timeout=PIPELINE_MS)
    column = page.locator('.er-table[data-table="workouts"] tr[data-column="duration_minutes"]')
    await expect(column).to_contain_text("integer")
    await expect(page.locator("pre.ddl")).to_contain_text('"duration_minutes" integer')
    await expect(page.get_by_role("list", name="Schema versions").get_by_role("button")).to_have_count(3)
    await expect(page.get_by_role("status")).to_contain_text(
        "waiting for a message · schema version 2", timeout=PIPELINE_MS
    )
    await expect(page.get_by_role("button", name="Send")).to_be_enabled()
    await page.screenshot(path=tmp_path / "design-follow-up.png", full_page=True)
    assert errors == []

    # An unknown session (or another tenant's) is told as not found, with the way back. (The
    # browser logs the 404 response itself as a console error: checked before.)
    await page.goto(f"{api_url}/app/#design/not-a-session")
    await expect(page.get_by_role("alert")).to_have_text("Design session not-a-session not found.")
    await expect(page.get_by_role("list", name="Timeline")).to_have_count(0)
    await expect(page.get_by_role("link", name="All design sessions")).to_be_visible()


async def test_a_failed_message_is_told_and_the_session_takes_another(
    browser: Browser, api_url: str, tenant: TenantClient, scripted_llm: ScriptedLLM, tmp_path: Path
) -> None:
    scripted_llm.script(*(analysis({"requirements": "none"}) for _ in range(3)))
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)
    await _start_session(page)

    alert = page.get_by_role("alert").filter(has_text="The last message failed")
    await expect(alert).to_contain_text("the requirements analysis failed 3 times", timeout=PIPELINE_MS)
    await expect(page.get_by_role("status")).to_contain_text("Status: the last message failed · schema version 0")
    timeline = page.get_by_role("list", name="Timeline")
    await expect(timeline.locator("li")).to_have_count(5)
    roles = await timeline.locator("li").evaluate_all("items => items.map(item => item.dataset.role)")
    assert roles == ["user", "pm", "pm", "pm", "error"], roles
    await expect(timeline.locator("li").last).to_contain_text("Error")
    await expect(page.get_by_text("No artifact yet")).to_be_visible()
    await page.screenshot(path=tmp_path / "design-failed.png", full_page=True)

    scripted_llm.script(*happy_path())
    await page.get_by_label("Follow-up message").fill(FITNESS_APP)
    await page.get_by_role("button", name="Send").click()
    await expect(page.locator(".er-relationships")).to_have_text("workouts.user_id → users.id", timeout=PIPELINE_MS)
    await expect(page.get_by_role("status")).to_contain_text("Status: waiting for a message · schema version 1")
    await expect(alert).to_have_count(0)
    assert errors == []

    # A starting schema that is not DDL is refused, saying which statement. (The browser logs
    # the 422 response itself as a console error: checked before.)
    await page.get_by_role("link", name="All design sessions").click()
    await page.get_by_text("Start from an existing schema").click()
    await page.get_by_label("Starting schema (PostgreSQL DDL, optional)").fill("DROP TABLE users")
    await page.get_by_label("What should the database hold?").fill("A library.")
    await page.get_by_role("button", name="Start design session").click()
    await expect(page.get_by_role("alert")).to_contain_text("statement 1")
    await expect(page.get_by_role("list").get_by_role("link")).to_have_count(1)  # the session above only
