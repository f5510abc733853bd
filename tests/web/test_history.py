"""The history panels of the web app in a real browser: a chat made in one browser context is
listed in another's and reopens there with its messages, is renamed and deleted there; the
design and planner pages list and reopen their sessions and chats the same way."""

from __future__ import annotations

from pathlib import Path

from playwright.async_api import Browser, Dialog, expect

from tests.conftest import TenantClient
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.support.sse import collect
from tests.web.pages import signed_in


async def test_a_chat_from_another_browser_is_listed_and_reopens_with_its_messages(
    browser: Browser, api_url: str, tenant: TenantClient, scripted_llm: ScriptedLLM, tmp_path: Path
) -> None:
    await tenant.create_agent("Guide")
    errors: list[str] = []
    first = await signed_in(browser, api_url, tenant.api_key, errors)
    await first.get_by_role("button", name="New chat").click()
    scripted_llm.script(Reply(text="Rotate them every year."))
    await first.get_by_label("Your message").fill("How often do keys rotate?")
    await first.get_by_role("button", name="Send").click()
    await expect(first.locator(".answer").last).to_have_text("Rotate them every year.")
    history = first.get_by_role("region", name="Your chats")
    await expect(history.get_by_role("button", name="How often do keys rotate?")).to_be_visible()

    # Another browser context: its own session storage, nothing of the first one's.
    second = await signed_in(browser, api_url, tenant.api_key, errors)
    await expect(second.locator("#composer")).to_be_hidden()
    history = second.get_by_role("region", name="Your chats")
    await history.get_by_role("button", name="How often do keys rotate?").click()
    await expect(second.get_by_text("How often do keys rotate?", exact=True)).to_be_visible()
    await expect(second.locator(".answer").last).to_have_text("Rotate them every year.")
    await second.screenshot(path=tmp_path / "chat-history.png", full_page=True)

    second.once("dialog", lambda dialog: _answer(dialog, "Key rotation"))
    await history.get_by_role("button", name="Rename").click()
    await expect(history.get_by_role("button", name="Key rotation")).to_be_visible()
    await history.get_by_label("Search").fill("nothing like this")
    await expect(history.get_by_text("Nothing yet.")).to_be_visible()
    await history.get_by_label("Search").fill("rotation")
    await expect(history.get_by_role("button", name="Key rotation")).to_be_visible()

    second.once("dialog", lambda dialog: _answer(dialog))
    await history.get_by_role("button", name="Delete").click()
    await expect(history.get_by_text("Nothing yet.")).to_be_visible()
    await expect(second.locator("#composer")).to_be_hidden()  # the open chat was the one deleted
    assert (await tenant.http.get("/v1/chats")).json()["items"] == []
    assert errors == []


async def _answer(dialog: Dialog, text: str | None = None) -> None:
    await (dialog.accept(text) if text is not None else dialog.accept())


async def test_the_design_page_lists_the_keys_sessions(browser: Browser, api_url: str, tenant: TenantClient) -> None:
    created = await tenant.http.post("/v1/design-sessions", json={})
    assert created.status_code == 201, created.text
    session_id = created.json()["session_id"]
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors, hash="#design", heading="Schema design")

    history = page.get_by_role("region", name="Your sessions")
    await history.get_by_role("link", name="Untitled").click()

    await expect(page).to_have_url(f"{api_url}/app/#design/{session_id}")
    await expect(page.get_by_role("heading", name="Timeline")).to_be_visible()
    assert errors == []


async def test_the_planner_page_lists_and_reopens_a_chat(browser: Browser, api_url: str, tenant: TenantClient) -> None:
    created = await tenant.http.post("/v1/planner/chats", json={"message": "Hire an employee and run payroll"})
    assert created.status_code == 201, created.text
    chat_id = created.json()["chat_id"]
    await collect(tenant.http, "GET", f"/v1/planner/chats/{chat_id}/events", until="error|clarification_requested")
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors, hash="#planner", heading="Planner")

    history = page.get_by_role("region", name="Your planner chats")
    await history.get_by_role("button", name="Hire an employee and run payroll").click()

    log = page.get_by_role("region", name="Planner conversation")
    await expect(log).to_contain_text("Hire an employee and run payroll")
    await expect(log).to_contain_text("Planning started.")
    assert (await tenant.http.post(f"/v1/planner/chats/{chat_id}/cancel")).status_code == 200
    assert errors == []
