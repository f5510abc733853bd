"""The web app at /app in a real browser against the real stack: sign in, chat with the
answer streaming token by token, reload and find the chat, make an agent and give it a
document, citations linked to their sources, every page at phone width. Screenshots go to
the test's output directory for review."""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx
from playwright.async_api import Browser, Route, expect

from tests.chat.test_chat_modes import call_tool, is_react_step, judged
from tests.conftest import TenantClient
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.web.pages import signed_in

TOKENS = [f"word{i} " for i in range(30)]


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
    agent_id = await tenant.create_agent("Guide")
    added = await tenant.http.post(
        "/v1/documents",
        json={
            "agent_id": agent_id,
            "documents": [
                {"title": "Counting", "text": "Count the words one by one.", "url": "https://example.org/count"}
            ],
        },
    )
    assert added.status_code == 201, added.text
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)
    await page.get_by_label("Agent").select_option(label="Guide")
    await page.get_by_label("Mode").select_option("1")
    await page.get_by_role("button", name="New chat").click()
    tokens = [*TOKENS, "[1]"]
    scripted_llm.script(Reply(tokens=tokens, token_delay=0.05))
    await page.get_by_label("Your message").fill("Count for me")
    await page.get_by_role("button", name="Send").click()

    answer = page.locator(".answer").last
    # Part of the answer is on the page while the rest is still coming.
    await expect(answer).to_contain_text("word3 ")
    assert "word29" not in await answer.text_content()
    await expect(page.get_by_role("button", name="Stop")).to_be_enabled()
    await expect(answer).to_have_text("".join(tokens))
    await expect(page.get_by_role("button", name="Stop")).to_be_disabled()
    # The citation links to its numbered source, which links to the document's page.
    await expect(answer.get_by_role("link", name="[1]")).to_have_attribute("href", "#source-1")
    source = page.locator(".sources li").first
    await expect(source.get_by_role("link", name="Counting")).to_have_attribute("href", "https://example.org/count")
    await page.screenshot(path=tmp_path / "chat.png", full_page=True)

    await page.reload()
    await expect(page.locator(".answer").last).to_have_text("".join(tokens))
    await expect(page.locator(".answer").last.get_by_role("link", name="[1]")).to_be_visible()
    await expect(page.get_by_text("Count for me", exact=True)).to_be_visible()
    assert errors == []


async def test_a_reload_mid_answer_follows_it_and_stop_ends_it(
    browser: Browser, api_url: str, tenant: TenantClient, scripted_llm: ScriptedLLM, tmp_path: Path
) -> None:
    await tenant.create_agent("Guide")
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)
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


async def test_an_agent_made_and_given_a_document_on_the_agents_page_answers_in_mode_3_with_citations(
    browser: Browser, api_url: str, tenant: TenantClient, scripted_llm: ScriptedLLM, tmp_path: Path
) -> None:
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)
    await page.get_by_role("link", name="Agents").click()
    await page.get_by_label("Name").fill("Librarian")
    await page.get_by_label("Description").fill("Library books and opening hours.")
    await page.get_by_label("System prompt").fill("You answer from the library.")
    await page.get_by_label("Search its documents").check()
    await page.get_by_role("button", name="Create agent").click()
    await expect(page.get_by_role("status").first).to_have_text("Agent Librarian created.")
    await expect(page.locator("#agent-list")).to_contain_text("Librarian")

    await page.get_by_label("Files").set_input_files(
        files=[
            {
                "name": "opening-hours.md",
                "mimeType": "text/markdown",
                "buffer": b"# Opening hours\n\nThe library opens at nine on weekdays.",
            }
        ]
    )
    await page.get_by_role("button", name="Upload").click()
    await expect(page.get_by_text("Indexed 1 document(s)")).to_be_visible()
    await page.screenshot(path=tmp_path / "agents.png", full_page=True)
    listed = (await tenant.http.get("/v1/agents")).json()
    assert [(agent["name"], agent["tools"]) for agent in listed] == [("Librarian", ["rag_search"])]

    await page.get_by_role("link", name="Chat").click()
    await page.get_by_label("Mode").select_option("3")
    await expect(page.get_by_label("Agent")).to_be_disabled()
    await page.get_by_role("button", name="New chat").click()
    scripted_llm.script(
        call_tool("rag_search", query="opening hours"),
        Reply(text="I know the opening hours now.", match=is_react_step),
        Reply(text="It opens at nine [1]."),
    )
    await page.get_by_label("Your message").fill("When does it open?")
    await page.get_by_role("button", name="Send").click()

    answer = page.locator(".answer").last
    await expect(answer).to_have_text("It opens at nine [1].")
    citation = answer.get_by_role("link", name="[1]")
    await expect(citation).to_be_visible()
    sources = page.locator(".sources").last
    await expect(sources.get_by_role("heading", name="Sources")).to_be_visible()
    await expect(sources).to_contain_text("opening-hours.md")
    await citation.click()
    await expect(sources.locator("li").first).to_be_focused()
    assert page.url.endswith("#chat"), page.url  # the citation did not change the page

    steps = page.locator("details").last
    await steps.locator("summary").click()
    for step in ("Agent chosen", "Planning", "Round 1", "Thought", "Action", "Observation", "Writing the answer"):
        await expect(steps).to_contain_text(step)
    chat_id = (await page.evaluate("sessionStorage.getItem('durable-agents.chat')")) or ""
    link = page.get_by_role("link", name="Open in Temporal Web UI")
    await expect(link).to_have_attribute(
        "href", f"http://temporal-ui.invalid/namespaces/default/workflows/chat-{chat_id}"
    )
    await page.screenshot(path=tmp_path / "chat-mode-3.png", full_page=True)
    assert errors == []


# Each form control's accessible name: its <label>, aria-label or aria-labelledby.
UNLABELLED_CONTROLS = """[...document.querySelectorAll('main input, main select, main textarea')]
  .filter((control) => control.type !== 'hidden' && !control.labels.length
    && !control.getAttribute('aria-label') && !control.getAttribute('aria-labelledby'))
  .map((control) => control.outerHTML)"""


async def test_every_page_fits_a_phone_width_screen_and_labels_its_controls(
    browser: Browser, api_url: str, tenant: TenantClient, tmp_path: Path
) -> None:
    await tenant.create_agent("Guide")
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)
    await page.set_viewport_size({"width": 390, "height": 844})
    for name in ("chat", "agents", "research", "planner", "design"):
        await page.goto(f"{api_url}/app/#{name}")
        await expect(page.locator("main h2").first).to_be_visible()
        overflow = await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"#{name} is {overflow} px wider than the screen"
        assert await page.evaluate(UNLABELLED_CONTROLS) == [], f"#{name} has controls without a label"
        await page.screenshot(path=tmp_path / f"{name}-phone.png", full_page=True)
    assert errors == []


async def test_the_app_config_names_this_tenants_workflow_ids_and_needs_a_key(
    api_url: str, tenant: TenantClient
) -> None:
    config = (await tenant.http.get("/v1/web-app/config")).json()
    assert config["temporal_ui_url"] == "http://temporal-ui.invalid"
    assert config["workflow_ids"]["chat"] == "chat-{id}"
    # Planner chat ids are the client's own: the tenant in the workflow id scopes them.
    assert config["workflow_ids"]["planner"] == f"planner-{tenant.tenant_id}-{{id}}"
    async with httpx.AsyncClient(base_url=api_url) as anonymous:
        refused = await anonymous.get("/v1/web-app/config")
    assert refused.status_code == 401, refused.text


async def test_an_answer_whose_connection_drops_is_read_again_from_its_last_event(
    browser: Browser, api_url: str, tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    await tenant.create_agent("Guide")
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)
    await page.get_by_role("button", name="New chat").click()
    tokens = [f"part{i} " for i in range(40)]
    scripted_llm.script(Reply(tokens=tokens, token_delay=0.02))

    cut_after: list[str] = []

    async def cut_short(route: Route) -> None:
        """The answer's stream, as if its connection dropped after its fifth event."""
        response = await route.fetch()
        events = (await response.text()).split("\n\n")
        kept = events[:5]
        cut_after.extend(line.removeprefix("id: ") for line in kept[-1].splitlines() if line.startswith("id: "))
        await route.fulfill(response=response, body="\n\n".join(kept) + "\n\n")

    await page.route("**/messages", cut_short)
    resumed: list[str | None] = []
    page.on(
        "request",
        lambda request: resumed.append(request.headers.get("last-event-id")) if "/events" in request.url else None,
    )
    await page.get_by_label("Your message").fill("Go on")
    await page.get_by_role("button", name="Send").click()

    # Every token once, in order: read again after the last event shown, none twice.
    await expect(page.locator(".answer").last).to_have_text("".join(tokens).strip())
    assert cut_after and resumed == cut_after, (resumed, cut_after)
    await expect(page.get_by_role("status").last).to_be_empty()
    assert errors == []


async def test_a_validated_chat_shows_each_attempts_score_and_only_the_accepted_answer(
    browser: Browser, api_url: str, tenant: TenantClient, scripted_llm: ScriptedLLM, tmp_path: Path
) -> None:
    await tenant.create_agent("Baker")
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)
    await page.get_by_label("Validate each answer").check()
    await page.get_by_role("button", name="New chat").click()
    await expect(page.get_by_role("heading", name="Chat in mode 1, answers validated")).to_be_visible()
    answer_text = "First preheat the oven, then bake for twenty minutes."
    scripted_llm.script(
        Reply(text="Too short."),
        judged(5, "Explain the steps."),
        Reply(text=answer_text),
        judged(25, "Good."),
    )
    await page.get_by_label("Your message").fill("How do I bake it?")
    await page.get_by_role("button", name="Send").click()

    await expect(page.locator(".answer").last).to_have_text(answer_text)
    steps = page.locator("details").last
    await steps.locator("summary").click()
    validations = steps.locator("li", has_text="Validation:")
    await expect(validations).to_have_count(2)
    await expect(validations.nth(1)).to_contain_text("accepted")
    assert "Too short." not in (await page.locator(".answer").last.text_content() or "")
    await page.screenshot(path=tmp_path / "chat-validated.png", full_page=True)
    assert errors == []


async def test_the_app_is_served_with_a_policy_that_allows_only_its_own_files(api_url: str) -> None:
    async with httpx.AsyncClient(base_url=api_url) as http:
        for path in ("/app/", "/app/js/main.js", "/app/app.css"):
            response = await http.get(path)
            assert response.status_code == 200, path
            policy = response.headers["content-security-policy"]
            assert "default-src 'self'" in policy and "frame-ancestors 'none'" in policy, policy
            assert response.headers["x-content-type-options"] == "nosniff"


async def test_a_page_still_loading_when_left_never_draws_over_the_next(
    browser: Browser, api_url: str, tenant: TenantClient
) -> None:
    """The chat page waited for its agents while the person opened schema design; when they
    came, it drew itself over the design page (seen as a flaky design test under load)."""
    errors: list[str] = []
    page = await signed_in(browser, api_url, tenant.api_key, errors)
    await page.get_by_role("link", name="Diagrams").click()
    release = asyncio.Event()
    held: list[Route] = []

    async def hold(route: Route) -> None:
        held.append(route)
        await release.wait()
        await route.continue_()

    await page.route("**/v1/agents", hold)
    await page.get_by_role("link", name="Chat").click()
    while not held:  # the chat page asked for its agents, and waits
        await asyncio.sleep(0.05)
    await page.get_by_role("link", name="Schema design").click()
    await expect(page.get_by_role("heading", name="Schema design")).to_be_visible()
    release.set()
    await page.wait_for_timeout(500)  # the chat page's answer arrives and is drawn (detached)
    await expect(page.get_by_role("heading", name="Schema design")).to_be_visible()
    await expect(page.get_by_role("heading", name="Chat", exact=True)).to_have_count(0)
    assert errors == []
