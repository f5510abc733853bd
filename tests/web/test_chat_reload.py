"""A reload shows what was shown live (issue 24): a stopped answer keeps its partial text,
finished answers keep their steps, an answer cut at the token limit says so, steps read as
words ("Round 1"), and an upload leaves the chosen agent chosen."""

from __future__ import annotations

from pathlib import Path

from playwright.async_api import Browser, Page, expect

from tests.chat.test_chat_modes import call_tool, is_react_step
from tests.conftest import TenantClient
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.web.pages import signed_in


async def shown(page: Page) -> list[tuple[str, str, str, str]]:
    """Each answer's text, steps heading, steps and status, as on the page."""
    return await page.locator("#messages .message:has(.answer)").evaluate_all(
        """messages => messages.map(m => [m.querySelector('.answer').textContent,
             m.querySelector('summary').textContent, m.querySelector('.steps').textContent,
             m.querySelector('[role=status]').textContent])"""
    )


async def test_a_reload_shows_stopped_and_finished_answers_as_they_were(
    browser: Browser, api_url: str, tenant: TenantClient, scripted_llm: ScriptedLLM, tmp_path: Path
) -> None:
    await tenant.create_agent("Guide", tools=["rag_search"])
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)
    await page.get_by_label("Mode").select_option("4")
    await page.get_by_role("button", name="New chat").click()
    scripted_llm.script(
        call_tool("rag_search", query="hours"),
        Reply(text="I have looked.", match=is_react_step),
        Reply(tokens=["It ", "opens ", "at ", "nine."]),
    )
    await page.get_by_label("Your message").fill("When does it open?")
    await page.get_by_role("button", name="Send").click()
    await expect(page.locator(".answer").last).to_have_text("It opens at nine.")
    await expect(page.locator("summary").last).to_have_text("Steps (18)")
    await expect(page.locator(".steps").last).to_contain_text("Round 1: in progress")

    scripted_llm.script(
        Reply(text="Nothing more to find.", match=is_react_step),
        Reply(tokens=[f"part{i} " for i in range(200)], token_delay=0.05),
    )
    await page.get_by_label("Your message").fill("Tell me everything")
    await page.get_by_role("button", name="Send").click()
    await expect(page.locator(".answer").last).to_contain_text("part5 ")
    await page.get_by_role("button", name="Stop").click()
    await expect(page.get_by_role("button", name="Stop")).to_be_disabled()
    await expect(page.locator("#messages [role=status]").last).to_have_text("The answer was stopped.")
    live = await shown(page)
    assert "part5 " in live[1][0] and "part199" not in live[1][0], live

    await page.reload()
    await expect(page.locator("#messages [role=status]").last).to_have_text("The answer was stopped.")
    assert await shown(page) == live
    await page.screenshot(path=tmp_path / "chat-reloaded.png", full_page=True)
    assert errors == []


async def test_an_answer_cut_at_the_token_limit_says_so_live_and_after_a_reload(
    browser: Browser, api_url: str, tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    await tenant.create_agent("Guide")
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)
    await page.get_by_role("button", name="New chat").click()
    scripted_llm.script(Reply(tokens=["The ", "answer ", "stops ", "mid"], finish_reason="length"))
    await page.get_by_label("Your message").fill("Say a lot")
    await page.get_by_role("button", name="Send").click()
    cut = "The answer was cut short: the model reached its token limit."
    await expect(page.locator("#messages [role=status]").last).to_have_text(cut)
    chat_id = await page.evaluate("sessionStorage.getItem('durable-agents.chat')")
    turn = (await tenant.http.get(f"/v1/chats/{chat_id}")).json()["messages"][0]
    assert (turn["finish_reason"], turn["stream_offset"]) == ("length", 0), turn
    await page.reload()
    await expect(page.locator("#messages [role=status]").last).to_have_text(cut)
    assert errors == []


async def test_an_upload_keeps_the_chosen_agent(browser: Browser, api_url: str, tenant: TenantClient) -> None:
    await tenant.create_agent("First", tools=["rag_search"])
    second = await tenant.create_agent("Second", tools=["rag_search"])
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)
    await page.get_by_role("link", name="Agents").click()
    upload = page.locator("#upload-form")
    await upload.get_by_label("Agent").select_option(label="Second")
    for name in ("one.md", "two.md"):
        await upload.get_by_label("Files").set_input_files(
            files=[{"name": name, "mimeType": "text/markdown", "buffer": b"# Notes\n\nSome text."}]
        )
        await upload.get_by_role("button", name="Upload").click()
        await expect(page.get_by_text(f"Indexed 1 document(s) in 1 chunk(s): {name}.")).to_be_visible()
        await expect(upload.get_by_label("Agent")).to_have_value(second)
    assert errors == []
