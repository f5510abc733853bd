"""The API's documentation pages in a real browser with no way out of 127.0.0.1: Swagger UI at
/docs renders and "Try it out" calls the API with the key given to its Authorize dialog;
ReDoc at /redoc renders. Every request for another host is blocked and recorded."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.async_api import Browser, BrowserContext, Page, Route, expect

from tests.conftest import TenantClient

# ReDoc's attribution image, always fetched from Redocly's CDN (no option turns it off).
REDOC_LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg"


class OfflineBrowsing:
    """A browser context that reaches 127.0.0.1 only: what else a page asks for is aborted
    and kept in `elsewhere`; console errors and uncaught exceptions go to `errors`."""

    def __init__(self, context: BrowserContext) -> None:
        self.context = context
        self.elsewhere: list[str] = []
        self.errors: list[str] = []

    async def only_loopback(self, route: Route) -> None:
        if urlsplit(route.request.url).hostname == "127.0.0.1":
            await route.continue_()
        else:
            self.elsewhere.append(route.request.url)
            await route.abort("internetdisconnected")

    async def new_page(self) -> Page:
        page = await self.context.new_page()
        page.on("console", lambda message: self.errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        return page


@pytest.fixture
async def offline(browser: Browser) -> AsyncIterator[OfflineBrowsing]:
    context = await browser.new_context()
    browsing = OfflineBrowsing(context)
    await context.route("**/*", browsing.only_loopback)
    yield browsing
    await context.close()


async def test_swagger_ui_renders_offline_and_tries_a_route_with_a_key(
    offline: OfflineBrowsing, api_url: str, tenant: TenantClient, tmp_path: Path
) -> None:
    page = await offline.new_page()
    await page.goto(f"{api_url}/docs")
    await expect(page.get_by_role("heading", name="durable-agents")).to_be_visible()

    await page.get_by_role("button", name="Authorize").first.click()
    dialog = page.locator(".modal-ux")  # Swagger UI's dialog has no ARIA role
    await dialog.get_by_role("textbox").fill(tenant.api_key)
    await dialog.get_by_role("button", name="Apply credentials").click()
    await dialog.get_by_role("button", name="Close", exact=True).click()
    await expect(dialog).to_be_hidden()

    operation = page.locator("#operations-users-who_am_i_v1_me_get")
    await operation.get_by_role("button", name="GET /v1/me Who Am I").click()
    await operation.get_by_role("button", name="Try it out").click()
    await operation.get_by_role("button", name="Execute").click()
    live = operation.locator(".live-responses-table")
    await expect(live.locator("tr.response .response-col_status")).to_have_text("200")
    await expect(live.locator("tr.response .response-col_description")).to_contain_text(tenant.tenant_id)
    await operation.screenshot(path=tmp_path / "docs-try-it-out.png")
    assert offline.elsewhere == []
    assert offline.errors == []


async def test_redoc_renders_offline(offline: OfflineBrowsing, api_url: str, tmp_path: Path) -> None:
    page = await offline.new_page()
    await page.goto(f"{api_url}/redoc")
    await expect(page.get_by_role("heading", name="durable-agents (0.1.0)")).to_be_visible()
    await expect(page.get_by_role("heading", name="Who Am I")).to_be_visible()
    await page.screenshot(path=tmp_path / "redoc.png")
    assert offline.elsewhere == []
    # The one error is the browser saying it kept ReDoc from fetching Redocly's logo.
    [blocked_logo] = offline.errors
    assert "Content Security Policy" in blocked_logo and REDOC_LOGO in blocked_logo, blocked_logo
