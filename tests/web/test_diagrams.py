"""The diagrams in a real browser against the real stack: the Diagrams page draws each
workflow's SVG (from the API, no script library) with its Mermaid text, and a research
request's page shows its path through the state machine highlighted; no console errors."""

from __future__ import annotations

from pathlib import Path

from playwright.async_api import Browser, expect

from durable_agents.diagrams import BUILDERS
from tests.conftest import TenantClient
from tests.platform.test_diagrams import approver, rejected_once  # noqa: F401 (approver: a fixture)
from tests.support.scripted_llm import ScriptedLLM
from tests.web.pages import signed_in


async def test_the_diagrams_page_draws_each_workflow(
    browser: Browser, api_url: str, tenant: TenantClient, tmp_path: Path
) -> None:
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)
    await page.get_by_role("link", name="Diagrams").click()
    await expect(page.get_by_role("heading", name="Diagrams", exact=True)).to_be_visible()
    for name, build in BUILDERS.items():
        drawing = page.locator(f"#diagram-{name} svg.workflow-diagram")
        await expect(drawing).to_be_visible()
        await expect(drawing.locator("g.node")).to_have_count(len(build().nodes))
        await expect(drawing.locator("g.edge")).to_have_count(len(build().edges))
    research = page.locator("#diagram-research")
    await expect(research.get_by_role("heading", name="Research request: the state machine")).to_be_visible()
    await expect(research.locator('g[data-node="QA_REVIEW"]')).to_contain_text("QA_REVIEW")
    await research.get_by_text("Mermaid text").click()
    await expect(research.locator("pre")).to_contain_text("flowchart TD")
    await expect(research.locator("pre")).to_contain_text('QA_REVIEW -->|"13: approved"| DATA_DELIVERY')
    await page.screenshot(path=tmp_path / "diagrams.png", full_page=True)
    assert errors == []


async def test_a_request_page_shows_its_path_highlighted(
    browser: Browser,
    api_url: str,
    tenant: TenantClient,
    approver: TenantClient,  # noqa: F811 (the fixture imported above)
    scripted_llm: ScriptedLLM,
    tmp_path: Path,
) -> None:
    request_id = await rejected_once(tenant, approver, scripted_llm)
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)
    await page.goto(f"{api_url}/app/#research/{request_id}")
    drawing = page.locator("#research-diagram svg.workflow-diagram")
    await expect(drawing).to_be_visible()
    # The rejection's loop back is on the path; the request waits at the review again.
    await expect(drawing.locator('g.edge.path[data-edge="REQUIREMENTS_REVIEW->REQUIREMENTS_GATHERING"]')).to_have_count(
        1
    )
    await expect(drawing.locator('g.node.current[data-node="REQUIREMENTS_REVIEW"]')).to_have_count(1)
    await expect(drawing.locator("g.node.path")).to_have_count(5)  # start, NEW_REQUEST and the three looped
    await expect(drawing.locator('g.node.path[data-node="FEASIBILITY_VALIDATION"]')).to_have_count(0)
    await page.locator("#research-diagram").screenshot(path=tmp_path / "research-path.png")
    assert errors == []
