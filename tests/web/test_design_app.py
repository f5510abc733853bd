"""The schema design pages of the web app (#design) in a real browser against the real stack:
start a session with a request, watch its timeline fill live by role, then the schema as an
entity-relationship diagram, its versions, its DDL and the artifact's use cases with their DML
results; a follow-up message makes a new version live, and the tab lists its sessions. The
diagram of 3 to 1,000 tables: laid out without overlaps, each foreign key's line between its own
two boxes and behind no other, arrowheads in sight; fit to screen, zoom, pan, find a table.
Screenshots go to the test's output directory for review."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import Browser, Locator, Page, expect

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
from tests.web.er_schemas import er_schema, references, table_name, tree_schema
from tests.web.pages import signed_in

# The pipeline of a message takes a few seconds on the real stack; a busy machine, longer.
PIPELINE_MS = 60_000
SUMMARY = "Two tables: users and their workouts. Every test passed."
DURATION = {"name": "duration_minutes", "type": "integer"}
# The elements reaching past the page's right edge (what makes it scroll sideways).
WIDER_THAN_THE_PAGE = """[...document.querySelectorAll("body *")]
  .filter((node) => node.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
  .map((node) => node.tagName.toLowerCase() + "." + node.getAttribute("class"))"""


def _session_status(page: Page) -> Locator:
    """The session's status line (the diagram has a status of its own: what search found)."""
    return page.get_by_role("status").filter(has_text="Status:")


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
    status = _session_status(page)
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
    await page.locator(".er-stage").screenshot(path=tmp_path / "design-diagram.png")

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
    await page.locator(".er-stage").screenshot(path=tmp_path / "design-diagram-phone.png")
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
    await expect(_session_status(page)).to_contain_text("waiting for a message · schema version 2", timeout=PIPELINE_MS)
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
    await expect(alert).to_contain_text("The requirements analysis (PM) failed 3 times", timeout=PIPELINE_MS)
    await expect(_session_status(page)).to_contain_text("Status: the last message failed · schema version 0")
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
    await expect(_session_status(page)).to_contain_text("Status: waiting for a message · schema version 1")
    await expect(alert).to_have_count(0)
    assert errors == []

    # A starting schema that is not DDL is refused, saying which statement. (The browser logs
    # the 422 response itself as a console error: checked before.)
    await page.get_by_role("link", name="All design sessions").click()
    await page.get_by_text("Start from an existing schema").click()
    await page.get_by_label("Starting schema (PostgreSQL DDL, optional)").fill("DROP TABLE users")
    await page.get_by_label("What should the database hold?").fill("A library.")
    await page.get_by_role("button", name="Start design session").click()
    await expect(page.get_by_role("alert")).to_contain_text("(DROP TABLE users)")  # the statement, quoted
    await expect(page.get_by_role("list").get_by_role("link")).to_have_count(1)  # the session above only


# --- The entity-relationship diagram -------------------------------------------------------

# A laptop's screen.
LAPTOP = {"width": 1366, "height": 768}
# 1,000 tables take ELK tens of seconds on a busy two-core machine.
LAYOUT_MS = 240_000
# What is wrong with the diagram in `figure` as the page shows it now: boxes that overlap, a
# line that does not start on its referencing table's box or end on its referenced table's
# box (within 3 px of the border), a line passing behind another table's box, an arrowhead
# (its tip, and 12 units back along its line) out of the diagram's visible area.
DIAGRAM_PROBLEMS = """(figure) => {
  const near = 3;
  const problems = [];
  const boxes = [...figure.querySelectorAll(".er-table[data-table]")].map(
    (box) => ({ name: box.dataset.table, rect: box.getBoundingClientRect() }));
  const byName = new Map(boxes.map((box) => [box.name, box.rect]));
  const byLeft = [...boxes].sort((a, b) => a.rect.left - b.rect.left);
  for (const [i, { name, rect: a }] of byLeft.entries()) {
    for (const { name: other, rect: b } of byLeft.slice(i + 1)) {
      if (b.left >= a.right - 0.5) break;
      if (b.top < a.bottom - 0.5 && a.top < b.bottom - 0.5) problems.push(`${name} overlaps ${other}`);
    }
  }
  const onBorder = (p, r) =>
    p.x >= r.left - near && p.x <= r.right + near && p.y >= r.top - near && p.y <= r.bottom + near &&
    Math.min(Math.abs(p.x - r.left), Math.abs(p.x - r.right), Math.abs(p.y - r.top), Math.abs(p.y - r.bottom)) <= near;
  const inside = (p, r, margin) =>
    p.x > r.left + margin && p.x < r.right - margin && p.y > r.top + margin && p.y < r.bottom - margin;
  // Boxes by 200 px cell, to find the ones a point may be in.
  const cells = new Map();
  const cell = (x, y) => `${Math.floor(x / 200)},${Math.floor(y / 200)}`;
  for (const box of boxes) {
    for (let x = Math.floor(box.rect.left / 200); x <= Math.floor(box.rect.right / 200); x++)
      for (let y = Math.floor(box.rect.top / 200); y <= Math.floor(box.rect.bottom / 200); y++)
        cells.set(`${x},${y}`, [...(cells.get(`${x},${y}`) || []), box]);
  }
  const svg = figure.querySelector("svg.er-lines");
  const frame = figure.querySelector(".er-viewport");
  const visible = [svg.getBoundingClientRect(), ...(frame ? [frame.getBoundingClientRect()] : [])];
  for (const path of svg.querySelectorAll("path.er-line")) {
    const from = path.dataset.from.split(".")[0];
    const to = path.dataset.to.split(".")[0];
    const line = `${path.dataset.from} → ${path.dataset.to}`;
    const matrix = path.getScreenCTM();
    const length = path.getTotalLength();
    const at = (distance) => {
      const point = path.getPointAtLength(Math.max(0, Math.min(length, distance)));
      return new DOMPoint(point.x, point.y).matrixTransform(matrix);
    };
    if (!onBorder(at(0), byName.get(from))) problems.push(`${line} starts off ${from}'s box`);
    if (!onBorder(at(length), byName.get(to))) problems.push(`${line} ends off ${to}'s box`);
    for (const point of [at(length), at(length - 12)]) {
      if (!visible.every((r) => point.x >= r.left - 0.5 && point.x <= r.right + 0.5 && point.y >= r.top - 0.5 && point.y <= r.bottom + 0.5))
        problems.push(`${line}: its arrowhead is out of sight at ${Math.round(point.x)},${Math.round(point.y)}`);
    }
    const behind = new Set();
    for (let distance = 0; distance <= length; distance += 4) {
      const point = at(distance);
      for (const box of cells.get(cell(point.x, point.y)) || []) {
        if (box.name !== from && box.name !== to && inside(point, box.rect, 2)) behind.add(box.name);
      }
    }
    for (const name of behind) problems.push(`${line} passes behind ${name}`);
  }
  return problems;
}"""
# The tables not wholly inside the diagram's frame.
OUTSIDE_THE_FRAME = """(figure) => {
  const frame = figure.querySelector(".er-viewport").getBoundingClientRect();
  return [...figure.querySelectorAll(".er-table")].filter((box) => {
    const r = box.getBoundingClientRect();
    return r.left < frame.left - 0.5 || r.right > frame.right + 0.5 || r.top < frame.top - 0.5 || r.bottom > frame.bottom + 0.5;
  }).map((box) => box.dataset.table);
}"""
# The table whose box is nearest the middle of the diagram's frame.
NEAREST_THE_MIDDLE = """(frame) => {
  const f = frame.getBoundingClientRect();
  const distance = (box) => {
    const r = box.getBoundingClientRect();
    return Math.hypot(r.x + r.width / 2 - (f.x + f.width / 2), r.y + r.height / 2 - (f.y + f.height / 2));
  };
  return [...frame.querySelectorAll(".er-table")].sort((a, b) => distance(a) - distance(b))[0].dataset.table;
}"""
# How large a table's box is drawn (1: 100 %).
DRAWN_SCALE = "(box) => box.getBoundingClientRect().width / box.offsetWidth"


async def _open_schema(page: Page, tenant: TenantClient, api_url: str, schema: dict[str, Any]) -> None:
    """A new session starting from `schema`, open on `page`."""
    response = await tenant.http.post("/v1/design-sessions", json={"initial_schema": schema})
    assert response.status_code == 201, response.text
    await page.goto(f"{api_url}/app/#design/{response.json()['session_id']}")
    await expect(page.get_by_role("heading", name="Schema (version 0, latest)")).to_be_visible()


async def _laid_out(page: Page, schema: dict[str, Any]) -> None:
    """Waits for the diagram of `schema`: its lines are drawn once it is laid out."""
    lines = page.locator("figure.er svg.er-lines path.er-line")
    await expect(lines).to_have_count(_foreign_keys(schema), timeout=LAYOUT_MS)


async def _next_frame(page: Page) -> None:
    await page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def _foreign_keys(schema: dict[str, Any]) -> int:
    return sum(
        constraint["type"] == "FOREIGN KEY"
        for table in schema["tables"].values()
        for constraint in table["constraints"].values()
    )


async def test_three_tables_each_foreign_key_runs_between_its_own_boxes(
    browser: Browser, api_url: str, tenant: TenantClient, tmp_path: Path
) -> None:
    """The issue's case: the line from comments to users ran behind posts, and arrowheads were
    cut at the diagram's left edge."""
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)
    await page.set_viewport_size(LAPTOP)
    schema = er_schema(3, details=False)
    await _open_schema(page, tenant, api_url, schema)
    await _laid_out(page, schema)

    figure = page.locator("figure.er")
    lines = page.locator("svg.er-lines path.er-line")
    await expect(lines).to_have_count(3)
    assert await figure.evaluate(DIAGRAM_PROBLEMS) == []
    froms = sorted(await lines.evaluate_all("paths => paths.map(p => p.dataset.from + ' → ' + p.dataset.to)"))
    assert froms == ["comments.posts_id → posts.id", "comments.users_id → users.id", "posts.users_id → users.id"]
    # Small enough to show at 100 %, whole.
    assert await figure.evaluate(OUTSIDE_THE_FRAME) == []
    assert await page.locator('.er-table[data-table="posts"]').evaluate(DRAWN_SCALE) == pytest.approx(1, abs=0.01)
    await expect(page.locator(".er-far")).to_have_count(0)
    await page.locator(".er-stage").screenshot(path=tmp_path / "design-er-3.png")
    assert errors == []


@pytest.mark.parametrize(
    ("tables", "schema"),
    [(65, er_schema(65)), (500, er_schema(500, details=False)), (1000, tree_schema(1000))],
    ids=["65-tables", "500-tables", "1000-tables"],
)
async def test_a_large_schema_is_laid_out_whole_with_its_lines_between_the_right_boxes(
    browser: Browser, api_url: str, tenant: TenantClient, tmp_path: Path, tables: int, schema: dict[str, Any]
) -> None:
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)
    await page.set_viewport_size(LAPTOP)
    await _open_schema(page, tenant, api_url, schema)
    # Laid out in a worker, seconds long: the page says so meanwhile.
    await expect(page.get_by_role("status").filter(has_text="Laying out")).to_have_text(f"Laying out {tables} tables…")
    await _laid_out(page, schema)
    await expect(page.get_by_role("status").filter(has_text="Laying out")).to_have_count(0)

    figure = page.locator("figure.er")
    await expect(figure.locator(".er-table")).to_have_count(tables)
    await expect(figure.locator("svg.er-lines path.er-line")).to_have_count(_foreign_keys(schema))
    await expect(figure.locator("figcaption")).to_have_text(f"{tables} tables, {_foreign_keys(schema)} relationships")
    timing = {"tables": tables, "layout_ms": int(await figure.get_attribute("data-layout-ms") or 0)}
    timing["total_ms"] = int(await figure.get_attribute("data-total-ms") or 0)
    (tmp_path / f"layout-{tables}.json").write_text(json.dumps(timing))
    print(f"ER layout of {tables} tables: {timing}")

    # Fitted to the screen: every table in the frame, only names shown (columns are too small).
    assert await figure.evaluate(OUTSIDE_THE_FRAME) == []
    await expect(page.locator(".er-viewport.er-far")).to_have_count(1)
    await page.get_by_role("button", name="Full window").click()
    await _next_frame(page)  # refitted to the window
    assert await figure.evaluate(OUTSIDE_THE_FRAME) == []
    if tables < 1000:
        await page.screenshot(path=tmp_path / f"design-er-{tables}.png")
    await page.get_by_role("button", name="Exit full window").click()

    # At 100 %: no box on another, each line from its table's box to the referenced one's,
    # behind no other box; then fitted again, every arrowhead in sight.
    await page.get_by_role("button", name="Actual size").click()
    await expect(page.locator(".er-viewport.er-far")).to_have_count(0)
    problems = await figure.evaluate(DIAGRAM_PROBLEMS)
    assert [problem for problem in problems if "arrowhead" not in problem] == []
    await page.get_by_role("button", name="Fit to screen").click()
    assert await figure.evaluate(DIAGRAM_PROBLEMS) == []
    assert errors == []


async def test_finding_a_table_shows_it_with_its_neighbours_and_the_view_zooms_and_pans(
    browser: Browser, api_url: str, tenant: TenantClient, tmp_path: Path
) -> None:
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)
    await page.set_viewport_size(LAPTOP)
    schema = er_schema(65)
    await _open_schema(page, tenant, api_url, schema)
    await _laid_out(page, schema)
    figure = page.locator("figure.er")
    viewport = page.locator(".er-viewport")

    # posts references users; comments and three more tables reference posts.
    neighbours = sorted({table_name(n) for n in range(65) if 1 in references(n)} | {"users"})
    assert neighbours == ["comments", "invoices", "orders", "products", "users"]
    await page.get_by_label("Find a table").fill("posts")
    await page.get_by_label("Find a table").press("Enter")
    await expect(figure).to_have_attribute("data-focus", "posts")
    focused = page.locator(".er-table.er-focused")
    await expect(focused).to_have_attribute("data-table", "posts")
    shown = await page.locator(".er-table.er-neighbour").evaluate_all("boxes => boxes.map(b => b.dataset.table)")
    assert sorted(shown) == neighbours
    await expect(page.get_by_role("status").filter(has_text="posts: linked to")).to_contain_text("users")
    # The rest dimmed; the found table and its neighbours in view.
    assert await page.locator('.er-table[data-table="teams"]').evaluate("b => getComputedStyle(b).opacity") == "0.25"
    assert await focused.evaluate("b => getComputedStyle(b).opacity") == "1"
    outside = await figure.evaluate(OUTSIDE_THE_FRAME)
    assert not {"posts", *neighbours} & set(outside)
    assert len(outside) > 0  # zoomed in from the fit
    await page.locator(".er-stage").screenshot(path=tmp_path / "design-er-found.png")

    # Partial names find a table too; one no table has is told.
    await page.get_by_label("Find a table").fill("warehou")
    await page.get_by_label("Find a table").press("Enter")
    await expect(figure).to_have_attribute("data-focus", "warehouses")
    await page.get_by_label("Find a table").fill("nothing_like_it")
    await page.get_by_label("Find a table").press("Enter")
    await expect(page.get_by_role("status").filter(has_text="No table matches")).to_have_text(
        "No table matches “nothing_like_it”."
    )
    await expect(page.locator(".er-focused")).to_have_count(0)

    # A click on a box finds it; Clear shows all again.
    await page.get_by_role("button", name="Fit to screen").click()
    await page.locator('.er-table[data-table="users"]').click()
    await expect(figure).to_have_attribute("data-focus", "users")
    await page.get_by_role("button", name="Clear").click()
    await expect(page.locator(".er-focused, .er-neighbour")).to_have_count(0)
    assert await page.locator('.er-table[data-table="teams"]').evaluate("b => getComputedStyle(b).opacity") == "1"

    # Zoom with the buttons and the wheel (about the pointer), pan by dragging, fit again.
    await page.get_by_role("button", name="Fit to screen").click()
    zoom = page.locator(".er-zoom")
    fitted = await zoom.text_content()
    await page.get_by_role("button", name="Zoom in").click()
    assert await zoom.text_content() != fitted
    middle = await viewport.evaluate(NEAREST_THE_MIDDLE)
    box_in_the_middle = page.locator(f'.er-table[data-table="{middle}"]')
    before = await box_in_the_middle.bounding_box()
    assert before
    await page.mouse.move(before["x"] + before["width"] / 2, before["y"] + before["height"] / 2)
    zoomed = await zoom.text_content()
    await page.mouse.wheel(0, -400)
    await page.wait_for_function("zoomed => document.querySelector('.er-zoom').textContent !== zoomed", arg=zoomed)
    after = await box_in_the_middle.bounding_box()
    assert after and after["width"] > before["width"] * 1.5
    # The point under the pointer stays where it was.
    assert after["x"] + after["width"] / 2 == pytest.approx(before["x"] + before["width"] / 2, abs=2)
    assert after["y"] + after["height"] / 2 == pytest.approx(before["y"] + before["height"] / 2, abs=2)
    frame = await viewport.bounding_box()
    assert frame
    start = (frame["x"] + 40, frame["y"] + 40)
    await page.mouse.move(*start)
    await page.mouse.down()
    await page.mouse.move(start[0] + 100, start[1] + 60, steps=5)
    await page.mouse.up()
    moved = await box_in_the_middle.bounding_box()
    assert moved
    assert (moved["x"] - after["x"], moved["y"] - after["y"]) == (pytest.approx(100, abs=1), pytest.approx(60, abs=1))
    await expect(figure).not_to_have_attribute("data-focus", re.compile(".*"))  # a drag finds nothing
    await viewport.focus()
    await page.keyboard.press("0")
    assert await zoom.text_content() == fitted
    assert await figure.evaluate(OUTSIDE_THE_FRAME) == []
    assert errors == []


async def test_without_its_layout_library_the_diagram_still_shows_the_tables(
    browser: Browser, api_url: str, tenant: TenantClient
) -> None:
    errors: list[str] = []  # the browser logs the failed load
    page = await signed_in(browser, api_url, tenant.api_key, errors)
    await page.route("**/vendor/elk.bundled.js", lambda route: route.abort())
    await _open_schema(page, tenant, api_url, er_schema(3))

    await expect(page.get_by_role("status").filter(has_text="could not be laid out")).to_contain_text(
        "The diagram could not be laid out"
    )
    for name in ("users", "posts", "comments"):
        await expect(page.locator(f'.er-table[data-table="{name}"] caption')).to_be_visible()
    await expect(page.locator(".er-relationships li")).to_have_count(3)
    assert await page.locator("figure.er").evaluate(DIAGRAM_PROBLEMS) == []  # side by side, none on another
