"""Opening the web app signed in, for the browser tests."""

from __future__ import annotations

from playwright.async_api import Browser, Page, expect


async def signed_in(
    browser: Browser, api_url: str, api_key: str, errors: list[str], hash: str = "", heading: str = "Chat"
) -> Page:
    """A new page on `/app/{hash}`, signed in with `api_key`, showing its `heading`; every
    console error and uncaught exception goes to `errors`."""
    page = await browser.new_page()
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    await page.goto(f"{api_url}/app/{hash}")
    await page.get_by_label("Tenant API key").fill(api_key)
    await page.get_by_role("button", name="Sign in").click()
    await expect(page.get_by_role("heading", name=heading, exact=True)).to_be_visible()
    return page
