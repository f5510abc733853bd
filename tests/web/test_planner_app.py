"""The web app's Planner page (seed 003) in a real browser against the real stack: a request
over the planner's WebSocket, its steps and searches streamed, a clarification answered on
the page, the validated workflow drawn as a graph; a reload mid-clarification; an error's
safe message. Screenshots go to the test's output directory for review."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import quote

from playwright.async_api import Browser, Page, expect

from durable_agents.errors import ErrorCode, client_error
from durable_agents.settings import Settings
from durable_agents.temporal import planner_workflow_id
from tests.conftest import TenantClient
from tests.planner.test_planner import JOB_NAME, events_until, forced, is_planner_step, script_full_run, step
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.web.pages import signed_in

REQUEST = "Create and approve a purchase order"
STORE = "durable-agents.planner"


async def _planner_page(browser: Browser, base_url: str, api_key: str, errors: list[str]) -> Page:
    page = await signed_in(browser, base_url, api_key, errors, "#planner", heading="Planner")
    await expect(page.get_by_role("link", name="Planner")).to_have_attribute("aria-current", "page")
    return page


async def _chat_id(page: Page) -> str:
    saved = await page.evaluate(f"sessionStorage.getItem({STORE!r})")
    assert saved, "the page keeps its chat in session storage"
    return json.loads(saved)["chatId"]


async def _send(page: Page, request: str) -> None:
    await page.get_by_label("Your request").fill(request)
    await page.get_by_role("button", name="Send", exact=True).click()


def _planner_tool_results(scripted_llm: ScriptedLLM) -> list[str]:
    planner_calls = [r for r in scripted_llm.requests if is_planner_step(r)]
    return [m["content"] for m in planner_calls[-1]["messages"] if m["role"] == "tool"]


async def test_a_request_is_clarified_inline_and_its_workflow_drawn(
    browser: Browser,
    api_url: str,
    tenant: TenantClient,
    scripted_llm: ScriptedLLM,
    settings: Settings,
    tmp_path: Path,
) -> None:
    # Search, ask "Which supplier?", submit an invalid workflow, fix it, get it named.
    script_full_run(scripted_llm)
    errors: list[str] = []
    page = await _planner_page(browser, api_url, tenant.api_key, errors)
    await _send(page, REQUEST)

    # Streamed steps and the search activity, then the question as a form on the page.
    steps = page.locator(".planner-steps").first
    await expect(steps).to_have_attribute("aria-live", "polite")
    await expect(steps).to_contain_text("Approach: Search, ask the supplier, then build.")
    await expect(steps).to_contain_text("Web search: purchase order approval")
    block_search = steps.locator(".planner-search", has_text="Task block search")
    await expect(block_search).to_contain_text("“purchase order”: found")
    await expect(block_search).to_contain_text("CreatePurchaseOrder")
    question = page.get_by_role("form", name="The planner asks")
    await expect(question).to_contain_text("Which supplier?")
    await expect(page.get_by_role("status")).to_have_text("The planner has a question for you.")
    await expect(page.get_by_text(REQUEST, exact=True)).to_be_visible()
    await page.screenshot(path=tmp_path / "planner-question.png", full_page=True)

    await question.get_by_label("Your answer").fill("Acme Supplies")
    await question.get_by_role("button", name="Send answer").click()
    await expect(page.locator(".planner-answered")).to_contain_text("You answered: Acme Supplies")
    await expect(question).to_have_count(0)

    # The validated workflow: its job name, its blocks as nodes, its edge as an arrow.
    workflow = page.get_by_role("region", name=JOB_NAME)
    await expect(workflow.get_by_role("heading", name=JOB_NAME)).to_be_visible()
    await expect(page.get_by_role("status")).to_have_text("The workflow is ready.")
    graph = workflow.get_by_role("img", name=f"Graph of {JOB_NAME}: 2 blocks, 1 connection")
    await expect(graph).to_be_visible()
    nodes = graph.locator(".planner-node")
    await expect(nodes).to_have_count(2)
    await expect(nodes.nth(0)).to_contain_text("Create Purchase Order")
    await expect(nodes.nth(0)).to_contain_text("CreatePurchaseOrder")
    await expect(nodes.nth(1)).to_contain_text("Approve Purchase Order")
    await expect(graph.locator("path.planner-edge")).to_have_count(1)
    first, second = [await nodes.nth(i).locator("rect").bounding_box() for i in range(2)]
    assert first and second and second["y"] > first["y"] + first["height"], "b2 is drawn in the layer below b1"
    for i, box in enumerate((first, second)):  # each label inside its box
        label = await nodes.nth(i).locator(".planner-node-name").bounding_box()
        assert label and label["x"] > box["x"] and label["x"] + label["width"] < box["x"] + box["width"], (label, box)
    await expect(workflow.locator(".planner-edges li")).to_have_text(["Create Purchase Order → Approve Purchase Order"])
    await expect(workflow.locator(".planner-blocks > li")).to_have_count(2)
    await expect(page.locator(".planner-progress progress")).to_have_attribute("value", "2")

    # The chat's workflow in the Temporal Web UI.
    chat_id = await _chat_id(page)
    workflow_id = planner_workflow_id(tenant.tenant_id, chat_id)
    await expect(page.get_by_role("link", name="Open in Temporal Web UI")).to_have_attribute(
        "href",
        f"{settings.temporal_ui_url}/namespaces/{settings.temporal_namespace}/workflows/{quote(workflow_id, safe='')}",
    )
    await page.screenshot(path=tmp_path / "planner-workflow.png", full_page=True)

    # Readable at phone width: nothing wider than the screen but the graph's own scroller.
    await page.set_viewport_size({"width": 390, "height": 844})
    overflow = await page.evaluate("document.documentElement.scrollWidth")
    assert overflow <= 390, overflow
    await expect(graph).to_be_visible()
    await page.screenshot(path=tmp_path / "planner-phone.png", full_page=True)

    # A reload reconnects to the same chat and shows what happened in it.
    await page.reload()
    await expect(page.get_by_role("heading", name=JOB_NAME)).to_be_visible()
    await expect(page.get_by_text(REQUEST, exact=True)).to_be_visible()
    await expect(page.locator(".planner-answered")).to_contain_text("You answered: Acme Supplies")
    await expect(page.locator(".planner-node")).to_have_count(2)
    assert await _chat_id(page) == chat_id

    results = _planner_tool_results(scripted_llm)
    assert any("The user answered: Acme Supplies" in r for r in results)
    assert errors == []
    assert (await tenant.http.post(f"/v1/planner/chats/{chat_id}/cancel")).status_code == 200


async def test_a_reload_while_the_planner_asks_keeps_the_question_answerable(
    browser: Browser, api_url: str, tenant: TenantClient, scripted_llm: ScriptedLLM, tmp_path: Path
) -> None:
    scripted_llm.script(
        Reply(
            tool_calls=[{"name": "refine_query", "arguments": {"needs_refinement": False, "refined_query": ""}}],
            match=forced("refine_query"),
        ),
        step(("clarify", {"questions": ["Which business unit?", "Who approves?"]})),
        step(("present_answer", {"content": "Plan noted for US1, approved by Dana."})),
    )
    errors: list[str] = []
    page = await _planner_page(browser, api_url, tenant.api_key, errors)
    await _send(page, "Plan a purchase order flow")
    await expect(page.get_by_role("form", name="The planner asks")).to_contain_text("Who approves?")
    chat_id = await _chat_id(page)

    # The socket that started the chat is gone; the page follows the chat's events instead
    # and the answer goes over a new socket.
    await page.reload()
    question = page.get_by_role("form", name="The planner asks")
    await expect(question).to_contain_text("Which business unit?")
    await expect(page.get_by_text("Plan a purchase order flow", exact=True)).to_be_visible()
    await question.get_by_label("Your answer").fill("US1, approved by Dana")
    await question.get_by_role("button", name="Send answer").click()
    await expect(page.locator(".planner-answered")).to_contain_text("You answered: US1, approved by Dana")
    answer = page.get_by_role("region", name="Answer")
    await expect(answer).to_contain_text("Plan noted for US1, approved by Dana.")
    await page.screenshot(path=tmp_path / "planner-answer.png", full_page=True)
    assert await _chat_id(page) == chat_id
    assert any("The user answered: US1, approved by Dana" in r for r in _planner_tool_results(scripted_llm))

    # "New chat" ends this one and clears the page.
    await page.get_by_role("button", name="New chat").click()
    await expect(page.locator(".planner-turn")).to_have_count(0)
    assert await page.evaluate(f"sessionStorage.getItem({STORE!r})") is None
    events = await events_until(tenant, chat_id, "chat_ended")
    assert events[-1].event == "chat_ended" and events[-1].json["message"] == "Chat ended."
    assert errors == []


async def test_an_error_shows_its_safe_message(
    browser: Browser, api_url: str, tenant: TenantClient, scripted_llm: ScriptedLLM, tmp_path: Path
) -> None:
    scripted_llm.script(Reply(status=401, error_message="invalid key sk-secret", match=forced("refine_query")))
    errors: list[str] = []
    page = await _planner_page(browser, api_url, tenant.api_key, errors)
    await _send(page, "Plan something")

    _code, safe_message = client_error(ErrorCode.LLM_AUTH_FAILED)
    alert = page.get_by_role("alert").filter(has_text=safe_message)
    await expect(alert).to_contain_text(safe_message)
    await expect(page.get_by_role("status")).to_have_text("The planner stopped with an error.")
    assert "sk-secret" not in await page.content()
    await page.screenshot(path=tmp_path / "planner-error.png", full_page=True)
    assert errors == []
    chat_id = await _chat_id(page)
    assert (await tenant.http.post(f"/v1/planner/chats/{chat_id}/cancel")).status_code == 200
