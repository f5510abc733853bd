"""The web app at /app in a real browser against the real stack: sign in, chat with the
answer streaming token by token, reload and find the chat. Screenshots go to the test's
output directory for review."""

from __future__ import annotations

from pathlib import Path

from playwright.async_api import Browser, Page, expect

from tests.conftest import TenantClient
from tests.support.scripted_llm import Reply, ScriptedLLM

TOKENS = [f"word{i} " for i in range(30)]


async def _signed_in(browser: Browser, api_url: str, api_key: str, errors: list[str]) -> Page:
    page = await browser.new_page()
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    await page.goto(f"{api_url}/app/")
    await page.get_by_label("Tenant API key").fill(api_key)
    await page.get_by_role("button", name="Sign in").click()
    await expect(page.get_by_role("heading", name="Chat")).to_be_visible()
    return page


async def test_a_wrong_key_is_told_and_keeps_the_sign_in_form(browser: Browser, api_url: str) -> None:
    page = await browser.new_page()
    await page.goto(f"{api_url}/app/")
    await page.get_by_label("Tenant API key").fill("not-a-key")
    await page.get_by_role("button", name="Sign in").click()
    await expect(page.get_by_role("alert")).to_have_text("This key is not valid.")
    await expect(page.get_by_label("Tenant API key")).to_be_visible()


async def test_a_chat_in_mode_1_streams_its_answer_and_survives_a_reload(
    browser: Browser, api_url: str, tenant: TenantClient, scripted_llm: ScriptedLLM, tmp_path: Path
) -> None:
    await tenant.create_agent("Guide")
    errors: list[str] = []
    page = await _signed_in(browser, api_url, tenant.api_key, errors)
    await page.get_by_label("Agent").select_option(label="Guide")
    await page.get_by_label("Mode").select_option("1")
    await page.get_by_role("button", name="New chat").click()
    scripted_llm.script(Reply(tokens=TOKENS, token_delay=0.05))
    await page.get_by_label("Your message").fill("Count for me")
    await page.get_by_role("button", name="Send").click()

    answer = page.locator(".answer").last
    # Part of the answer is on the page while the rest is still coming.
    await expect(answer).to_contain_text("word3 ")
    assert "word29" not in await answer.text_content()
    await expect(page.get_by_role("button", name="Stop")).to_be_enabled()
    await expect(answer).to_have_text("".join(TOKENS).strip())
    await expect(page.get_by_role("button", name="Stop")).to_be_disabled()
    await page.screenshot(path=tmp_path / "chat.png", full_page=True)

    await page.reload()
    await expect(page.locator(".answer").last).to_have_text("".join(TOKENS).strip())
    await expect(page.get_by_text("Count for me")).to_be_visible()
    assert errors == []


async def test_a_reload_mid_answer_follows_it_and_stop_ends_it(
    browser: Browser, api_url: str, tenant: TenantClient, scripted_llm: ScriptedLLM, tmp_path: Path
) -> None:
    await tenant.create_agent("Guide")
    errors: list[str] = []
    page = await _signed_in(browser, api_url, tenant.api_key, errors)
    await page.get_by_role("button", name="New chat").click()
    long_answer = [f"token{i} " for i in range(200)]
    scripted_llm.script(Reply(tokens=long_answer, token_delay=0.05))  # 10 s
    await page.get_by_label("Your message").fill("Tell me everything")
    await page.get_by_role("button", name="Send").click()
    await expect(page.locator(".answer").last).to_contain_text("token3 ")

    await page.reload()
    answer = page.locator(".answer").last
    # The running answer is followed again: the text grows after the reload.
    await expect(answer).to_contain_text("token40 ")
    await page.get_by_role("button", name="Stop").click()
    await expect(page.get_by_role("status").last).not_to_be_empty()
    await expect(page.get_by_role("button", name="Stop")).to_be_disabled()
    stopped_at = await answer.text_content()
    assert stopped_at is not None and "token199" not in stopped_at
    await page.screenshot(path=tmp_path / "chat-stopped.png", full_page=True)
    assert errors == []
