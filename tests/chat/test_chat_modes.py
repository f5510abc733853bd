"""Chat modes 2, 3 and 4 against seed 000's contract: automatic agent selection (with its
lexical fallback), the autonomous ReAct loop with `workflow_step` events, tool use, and
mode 2's running summary."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from openai import AsyncOpenAI
from temporalio.client import Client

from activities.llm import StructuredLLM
from durable_agents.chat.builtin_tools import RAG_SEARCH
from durable_agents.chat.contract import ToolSpec
from durable_agents.chat.start import start_chat
from durable_agents.execution.scoring import JUDGE_FUNCTION
from durable_agents.settings import Settings
from tests.conftest import TenantClient
from tests.support.mcp_server import McpHttpServer
from tests.support.scripted_llm import MODEL_ID, Reply, ScriptedLLM
from tests.support.search_server import DEFAULT_RESULTS, SearchServer
from tests.support.sse import SSEEvent, iter_sse
from worker import build_worker


def is_selection(body: dict[str, Any]) -> bool:
    choice = body.get("tool_choice")
    return isinstance(choice, dict) and choice["function"]["name"] == "choose_agent"


def is_react_step(body: dict[str, Any]) -> bool:
    return body.get("tool_choice") == "auto"


def is_summary(body: dict[str, Any]) -> bool:
    return not body.get("stream") and "tools" not in body and "response_format" not in body


def choose(agent_name: str, reason: str) -> Reply:
    return Reply(tool_calls=[{"name": "choose_agent", "arguments": {"agent_name": agent_name, "reason": reason}}])


def call_tool(name: str, **arguments: Any) -> Reply:
    return Reply(text="", tool_calls=[{"name": name, "arguments": arguments}], match=is_react_step)


def kinds(events: list[SSEEvent]) -> list[str]:
    """Each event as `type` or `type:detail` (reasoning type, or step name and status)."""
    out = []
    for event in events:
        data = event.json
        if event.event == "langgraph_reasoning":
            out.append(f"reasoning:{data['reasoning_type']}")
        elif event.event == "workflow_step":
            out.append(f"step:{data['step_name']}:{data['status']}")
        elif event.event == "content_chunk":
            if not out or out[-1] != "content_chunk":
                out.append("content_chunk")
        else:
            out.append(event.event)
    return out


async def _two_agents(tenant: TenantClient) -> tuple[str, str]:
    cooking = await tenant.create_agent(
        "Chef", "You are a chef.", description="Recipes, cooking techniques, ingredients and food."
    )
    travel = await tenant.create_agent(
        "Voyager", "You are a travel agent.", description="Flights, hotels, trains and travel planning."
    )
    return cooking, travel


async def test_mode2_lets_the_llm_pick_the_agent_and_never_emits_workflow_steps(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    _cooking, travel = await _two_agents(tenant)
    chat_id = await tenant.create_chat(None, mode=2)
    scripted_llm.script(
        Reply(
            tool_calls=[
                {"name": "choose_agent", "arguments": {"agent_name": "Voyager", "reason": "It is about flights."}}
            ],
            match=is_selection,
        ),
        Reply(text="Take the morning flight."),
    )

    events = await tenant.ask(chat_id, "Which flight to Lisbon?")

    assert kinds(events) == [
        "reasoning:agent_selection",
        "reasoning:rag_retrieval_start",
        "reasoning:rag_retrieval_observation",
        "reasoning:agent_execution_start",
        "content_chunk",
        "reasoning:agent_execution_complete",
        "final",
    ]
    selection = events[0].json
    assert selection["content"] == "Selected Voyager: It is about flights."
    assert selection["metadata"] == {
        "agent_id": travel,
        "agent_name": "Voyager",
        "reason": "It is about flights.",
        "method": "llm",
    }
    final = events[-1].json
    assert final["response"] == "Take the morning flight."
    assert final["metadata"]["agent_id"] == travel and final["metadata"]["mode"] == 2
    # The answer was written with the chosen agent's prompt, and the usage counts both calls.
    assert scripted_llm.requests[-1]["messages"][0]["content"].startswith("You are a travel agent.")
    assert final["metadata"]["usage"]["total_tokens"] > 0
    chat = (await tenant.http.get(f"/v1/chats/{chat_id}")).json()
    assert chat["agent_id"] is None and chat["messages"][0]["agent_id"] == travel


async def test_mode2_falls_back_to_a_lexical_match_when_the_llm_fails_or_names_no_agent(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    cooking, travel = await _two_agents(tenant)
    chat_id = await tenant.create_chat(None, mode=2)
    scripted_llm.script(Reply(status=500, match=is_selection), Reply(text="Book the hotel early."))

    first = await tenant.ask(chat_id, "I need hotels and flights for my travel")

    assert first[0].json["metadata"]["method"] == "lexical"
    assert first[0].json["metadata"]["agent_id"] == travel
    assert first[-1].event == "final"

    scripted_llm.script(choose("Nobody", "No idea."), Reply(text="Use fresh basil."))
    second = await tenant.ask(chat_id, "A recipe with basil and other ingredients?")

    assert second[0].json["metadata"]["method"] == "lexical"
    assert second[0].json["metadata"]["agent_id"] == cooking


async def test_mode2_folds_older_turns_into_a_running_summary(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    await tenant.create_agent("Solo", "You are the only agent.")
    chat_id = await tenant.create_chat(None, mode=2)
    scripted_llm.script(Reply(text="Summary: the user counts from zero.", match=is_summary))
    turns = 6  # settings: memory_summary_turns
    for n in range(turns):
        assert (await tenant.ask(chat_id, f"Count {n}"))[-1].event == "final"

    chat = (await tenant.http.get(f"/v1/chats/{chat_id}")).json()
    for _ in range(100):  # the summary is refreshed in the background
        if chat["summary"]:
            break
        chat = (await tenant.http.get(f"/v1/chats/{chat_id}")).json()
    assert chat["summary"] == "Summary: the user counts from zero."
    summary_request = next(r for r in scripted_llm.requests if is_summary(r))
    assert "Count 0" in summary_request["messages"][1]["content"]

    await tenant.ask(chat_id, "And now?")
    sent = scripted_llm.requests[-1]["messages"]
    # The next answer sees the summary, not the turns it covers.
    assert sent[1] == {
        "role": "system",
        "content": "Summary of the conversation so far:\nSummary: the user counts from zero.",
    }
    assert all("Count 0" not in m["content"] for m in sent)


async def test_mode3_runs_react_with_workflow_steps_and_the_tool_results_become_sources(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    agent_id = await tenant.create_agent(
        "Librarian", "You answer from the library.", description="Library books.", tools=["rag_search"]
    )
    await tenant.http.post(
        "/v1/documents",
        json={
            "agent_id": agent_id,
            "documents": [{"title": "Opening hours", "text": "The library opens at nine on weekdays."}],
        },
    )
    chat_id = await tenant.create_chat(None, mode=3)
    scripted_llm.script(
        call_tool("rag_search", query="opening hours"),
        Reply(text="I know the opening hours now.", match=is_react_step),
        Reply(text="It opens at nine [1]."),
    )

    events = await tenant.ask(chat_id, "When does it open?", enable_rag=False)

    assert kinds(events) == [
        "reasoning:agent_selection",
        "step:planning:in_progress",
        "reasoning:rag_retrieval_start",
        "step:planning:completed",
        "step:execution:in_progress",
        "step:iteration_1:in_progress",
        "reasoning:react_thought",
        "reasoning:react_action",
        "reasoning:react_observation",
        "step:iteration_1:completed",
        "step:iteration_2:in_progress",
        "reasoning:react_thought",
        "step:iteration_2:completed",
        "step:execution:completed",
        "step:synthesis:in_progress",
        "reasoning:agent_execution_start",
        "content_chunk",
        "reasoning:agent_execution_complete",
        "step:synthesis:completed",
        "final",
    ]
    action = next(
        e.json for e in events if e.event == "langgraph_reasoning" and e.json["reasoning_type"] == "react_action"
    )
    assert action["metadata"] == {"iteration": 1, "tool": "rag_search", "arguments": {"query": "opening hours"}}
    observation = next(
        e.json for e in events if e.event == "langgraph_reasoning" and e.json["reasoning_type"] == "react_observation"
    )
    assert "[1] Opening hours" in observation["content"] and observation["metadata"]["success"] is True
    final = events[-1].json
    assert [s["title"] for s in final["sources"]] == ["Opening hours"]
    assert [c["title"] for c in final["citations"]] == ["Opening hours"]
    # The synthesis saw the action and the observation.
    synthesis = scripted_llm.requests[-1]["messages"]
    assert any("Action: rag_search" in m["content"] for m in synthesis)
    assert any("Observation from rag_search" in m["content"] for m in synthesis)


async def test_a_chunk_found_twice_is_one_source_with_its_first_number(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    """Retrieval and `rag_search` (twice) find the same chunk: one source, numbered [1] in
    every observation (one answer once listed the same document 6 times)."""
    agent_id = await tenant.create_agent("Librarian", "You answer from the library.", tools=["rag_search"])
    await tenant.http.post(
        "/v1/documents",
        json={
            "agent_id": agent_id,
            "documents": [{"title": "Opening hours", "text": "The library opens at nine on weekdays."}],
        },
    )
    chat_id = await tenant.create_chat(agent_id, mode=4)
    scripted_llm.script(
        call_tool("rag_search", query="opening hours"),
        call_tool("rag_search", query="library opens"),
        Reply(text="Found it.", match=is_react_step),
        Reply(text="It opens at nine [1]."),
    )

    events = await tenant.ask(chat_id, "When does the library open?")

    observations = [
        e.json["content"]
        for e in events
        if e.event == "langgraph_reasoning" and e.json["reasoning_type"] == "react_observation"
    ]
    assert len(observations) == 2 and all("[1] Opening hours" in o for o in observations), observations
    assert all("[2]" not in o and "[3]" not in o for o in observations), observations
    final = events[-1].json
    assert [s["title"] for s in final["sources"]] == ["Opening hours"]
    assert [c["number"] for c in final["citations"]] == [1]


async def test_mode4_stops_at_max_iterations_then_synthesizes(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    agent_id = await tenant.create_agent("Searcher", "You search.", tools=["rag_search"])
    chat_id = await tenant.create_chat(agent_id, mode=4)
    scripted_llm.script(*[call_tool("rag_search", query=f"try {n}") for n in range(5)], Reply(text="Best effort."))

    events = await tenant.ask(chat_id, "Find something", enable_rag=False)

    steps = [k for k in kinds(events) if k.startswith("step:")]
    assert steps == [
        "step:planning:in_progress",
        "step:planning:completed",
        "step:execution:in_progress",
        *[f"step:iteration_{n}:{status}" for n in range(1, 6) for status in ("in_progress", "completed")],
        "step:execution:completed",
        "step:synthesis:in_progress",
        "step:synthesis:completed",
    ]
    assert "reasoning:agent_selection" not in kinds(events)  # mode 4: the agent is given
    assert events[-1].json["response"] == "Best effort."
    assert sum(is_react_step(r) for r in scripted_llm.requests) == 5


async def test_mode1_offers_no_tools_even_to_an_agent_that_has_them(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    """Seed 000's mode 1 is validate -> retrieve -> execute -> format: no tool chain (an agent
    with tools got a hidden tool round before)."""
    agent_id = await tenant.create_agent("Searcher", "You search.", tools=["rag_search", "web_search"])
    chat_id = await tenant.create_chat(agent_id, mode=1)
    scripted_llm.script(Reply(text="Straight answer."))

    events = await tenant.ask(chat_id, "Find something", enable_rag=False)

    assert events[-1].json["response"] == "Straight answer."
    assert len(scripted_llm.requests) == 1 and "tools" not in scripted_llm.requests[0]
    assert not [k for k in kinds(events) if k.startswith(("step:", "reasoning:react"))]


async def test_a_failing_tool_becomes_an_observation_and_the_loop_goes_on(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    agent_id = await tenant.create_agent("Searcher", "You search.", tools=["rag_search"])
    chat_id = await tenant.create_chat(agent_id, mode=4)
    scripted_llm.script(
        call_tool("no_such_tool", query="x"),
        call_tool("rag_search", query=""),
        Reply(text="Done looking.", match=is_react_step),
        Reply(text="Nothing found, sorry."),
    )

    events = await tenant.ask(chat_id, "Look it up", enable_rag=False)

    observations = [
        e.json for e in events if e.event == "langgraph_reasoning" and e.json["reasoning_type"] == "react_observation"
    ]
    assert [o["metadata"]["success"] for o in observations] == [False, False]
    assert "No such tool" in observations[0]["content"]
    assert events[-1].event == "final" and events[-1].json["response"] == "Nothing found, sorry."


async def test_json_schema_mode_is_used_for_every_decision(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    """The same decisions through `response_format` (models without tool calling): the
    activities are shared, only the request differs; checked on the wire."""
    llm = StructuredLLM(
        AsyncOpenAI(base_url=scripted_llm.base_url, api_key="x", max_retries=0), "json_schema", {"temperature": 0.1}
    )
    scripted_llm.script(
        Reply(content_json={"thought": "Search first.", "action": "rag_search", "arguments": {"query": "q"}})
    )

    choice, _usage = await llm.choose_tool(
        model="m", messages=[{"role": "user", "content": "hi"}], tools=[RAG_SEARCH], call_id="call_1"
    )

    assert choice.thought == "Search first." and choice.call is not None
    assert (choice.call.name, choice.call.arguments, choice.call.call_id) == ("rag_search", {"query": "q"}, "call_1")
    request = scripted_llm.requests[-1]
    assert "tools" not in request and request["response_format"]["type"] == "json_schema"
    variants = request["response_format"]["json_schema"]["schema"]["anyOf"]
    assert [v["properties"]["action"]["enum"] for v in variants] == [["rag_search"], ["final_answer"]]

    scripted_llm.script(Reply(content_json={"thought": "Enough.", "action": "final_answer"}))
    done, _ = await llm.choose_tool(model="m", messages=[], tools=[ToolSpec(**RAG_SEARCH.model_dump())], call_id="c")
    assert done.call is None and done.thought == "Enough."


def response_format_named(name: str) -> Callable[[dict[str, Any]], bool]:
    def match(body: dict[str, Any]) -> bool:
        return body.get("response_format", {}).get("json_schema", {}).get("name") == name

    return match


@pytest.fixture
async def json_schema_settings(settings: Settings, client: Client) -> AsyncIterator[Settings]:
    """A worker whose LLM_TOOL_MODE is json_schema, on its own task queue."""
    json_settings = settings.model_copy(
        update={"llm_tool_mode": "json_schema", "task_queue": f"{settings.task_queue}-json"}
    )
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, json_settings, executor):
            yield json_settings


async def test_mode3_runs_end_to_end_on_a_model_without_tool_calling(
    tenant: TenantClient, scripted_llm: ScriptedLLM, client: Client, json_schema_settings: Settings
) -> None:
    await tenant.create_agent("Chef", "You are a chef.", description="Recipes.")
    await tenant.create_agent("Librarian", "You answer from the library.", description="Books.", tools=["rag_search"])
    chat_id = await start_chat(client, json_schema_settings, tenant.tenant_id, None, 3)
    scripted_llm.script(
        Reply(
            content_json={"agent_name": "Librarian", "reason": "Books."}, match=response_format_named("choose_agent")
        ),
        Reply(
            content_json={"thought": "Search.", "action": "rag_search", "arguments": {"query": "books"}},
            match=response_format_named("react_step"),
        ),
        Reply(content_json={"thought": "Enough.", "action": "final_answer"}, match=response_format_named("react_step")),
        Reply(text="Here is what I found."),
    )

    events = await tenant.ask(chat_id, "Any books?", enable_rag=False)

    assert events[0].json["metadata"]["method"] == "llm"
    assert "reasoning:react_action" in kinds(events) and events[-1].json["response"] == "Here is what I found."
    assert not any("tools" in request for request in scripted_llm.requests)


def observations(events: list[SSEEvent]) -> list[dict[str, Any]]:
    return [
        e.json for e in events if e.event == "langgraph_reasoning" and e.json["reasoning_type"] == "react_observation"
    ]


async def test_web_search_results_become_sources_and_a_search_failure_an_observation(
    tenant: TenantClient, scripted_llm: ScriptedLLM, search_server: SearchServer
) -> None:
    search_server.reset()
    agent_id = await tenant.create_agent("Researcher", "You research.", tools=["web_search"])
    chat_id = await tenant.create_chat(agent_id, mode=4)
    search_server.fail_next(400)  # refused: not worth retrying
    scripted_llm.script(
        call_tool("web_search", query="temporal durable execution"),
        call_tool("web_search", query="temporal workflows"),
        Reply(text="Found it.", match=is_react_step),
        Reply(text="Temporal makes workflows durable [1]."),
    )

    events = await tenant.ask(chat_id, "What is Temporal?", enable_rag=False)

    failed, found = observations(events)
    assert failed["metadata"]["success"] is False
    assert "could not handle this request" in failed["content"]
    assert found["metadata"]["success"] is True and found["metadata"]["sources_count"] == len(DEFAULT_RESULTS)
    final = events[-1].json
    assert [s["url"] for s in final["sources"]] == [r["url"] for r in DEFAULT_RESULTS]
    assert final["sources"][0]["sourceType"] == "web" and final["citations"][0]["number"] == 1
    assert search_server.queries == ["temporal durable execution", "temporal workflows"]


@pytest.mark.parametrize("transport", ["http", "stdio"])
async def test_an_mcp_tool_is_offered_and_called(
    tenant: TenantClient, scripted_llm: ScriptedLLM, mcp_http: McpHttpServer, transport: str
) -> None:
    # The loopback HTTP server is in MCP_ALLOWED_HOSTS; `calc` is the operator's stdio server.
    server = {"name": "calc", "url": mcp_http.url} if transport == "http" else {"name": "calc", "stdio": "calc"}
    agent_id = await tenant.create_agent("Calculator", "You calculate.", mcp_servers=[server])
    chat_id = await tenant.create_chat(agent_id, mode=4)
    scripted_llm.script(
        call_tool("calc__add", a=2, b=3),
        call_tool("calc__fail", reason="division by zero"),
        Reply(text="Done.", match=is_react_step),
        Reply(text="2 + 3 = 5."),
    )

    events = await tenant.ask(chat_id, "What is 2 + 3?", enable_rag=False)

    added, failed = observations(events)
    assert added["metadata"]["success"] is True and added["content"].endswith("5")
    assert failed["metadata"]["success"] is False and "division by zero" in failed["content"]
    offered = {t["function"]["name"] for t in next(r for r in scripted_llm.requests if is_react_step(r))["tools"]}
    assert offered == {"calc__add", "calc__fail", "calc__getenv"}
    assert events[-1].json["response"] == "2 + 3 = 5."


async def test_a_call_that_failed_is_not_run_again_in_the_same_turn(
    tenant: TenantClient, scripted_llm: ScriptedLLM, mcp_http: McpHttpServer
) -> None:
    """A model repeating a failing call (a search server that is down made 5 identical calls)
    gets the earlier failure as its observation; the tool runs once."""
    agent_id = await tenant.create_agent(
        "Calculator", "You calculate.", mcp_servers=[{"name": "calc", "stdio": "calc"}]
    )
    chat_id = await tenant.create_chat(agent_id, mode=4)
    scripted_llm.script(
        call_tool("calc__fail", reason="disk full"),
        call_tool("calc__fail", reason="disk full"),
        call_tool("calc__fail", reason="other"),
        Reply(text="Done.", match=is_react_step),
        Reply(text="It failed."),
    )

    events = await tenant.ask(chat_id, "Try it", enable_rag=False)

    first, repeated, other = observations(events)
    assert "disk full" in first["content"] and "already failed" not in first["content"]
    assert "already failed in this turn" in repeated["content"] and repeated["metadata"]["success"] is False
    assert "already failed" not in other["content"]  # other arguments: a new call
    assert events[-1].json["response"] == "It failed."


def is_judge(body: dict[str, Any]) -> bool:
    choice = body.get("tool_choice")
    return isinstance(choice, dict) and choice["function"]["name"] == JUDGE_FUNCTION


def judged(points: int, feedback: str) -> Reply:
    scores = {"relevance": points, "helpfulness": points, "accuracy": points, "completeness": points}
    return Reply(tool_calls=[{"name": JUDGE_FUNCTION, "arguments": {**scores, "feedback": feedback}}], match=is_judge)


async def test_a_validated_chat_shows_each_attempt_and_only_the_accepted_answer(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    agent_id = await tenant.create_agent()
    chat_id = await tenant.create_chat(agent_id, mode=1, validate=True)
    scripted_llm.script(
        Reply(text="Too short."),
        judged(5, "Explain the steps."),
        Reply(text="First preheat the oven, then bake for twenty minutes."),
        judged(25, "Good."),
    )

    events = await tenant.ask(chat_id, "How do I bake it?")

    assert kinds(events) == [
        "reasoning:rag_retrieval_start",
        "reasoning:rag_retrieval_observation",
        "reasoning:agent_execution_start",
        "reasoning:validation",
        "reasoning:validation",
        "content_chunk",
        "reasoning:agent_execution_complete",
        "final",
    ]
    first, second = (
        e.json["metadata"]
        for e in events
        if e.event == "langgraph_reasoning" and e.json["reasoning_type"] == "validation"
    )
    assert (first["attempt"], first["accepted"], second["attempt"], second["accepted"]) == (1, False, 2, True)
    assert second["confidence"] == round(0.3 * 0.5 + 0.7 * 1.0, 4)
    answer = "First preheat the oven, then bake for twenty minutes."
    assert [e.json["content"] for e in events if e.event == "content_chunk"] == [answer]
    assert events[-1].json["response"] == answer
    # The retry was told what to improve, and every call (answers and judge) is counted.
    retry = [r for r in scripted_llm.requests if not r.get("stream") and "tools" not in r][1]
    assert "Explain the steps." in retry["messages"][0]["content"]
    chat = (await tenant.http.get(f"/v1/chats/{chat_id}")).json()
    assert chat["validate"] is True
    assert chat["usage"]["total_tokens"] == events[-1].json["metadata"]["usage"]["total_tokens"] > 0
    # The model that answered is named (it was "" for validated answers), in the event and the usage row.
    assert events[-1].json["metadata"]["model"] == MODEL_ID
    usage = await tenant.http.get("/v1/usage")
    assert [row["model"] for row in usage.json()] == [MODEL_ID], usage.text


async def test_a_validated_answer_can_be_stopped(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    agent_id = await tenant.create_agent()
    chat_id = await tenant.create_chat(agent_id, mode=1, validate=True)
    scripted_llm.script(Reply(text="A slow answer.", first_token_delay=5), Reply(text="Next answer in full words."))
    events: list[SSEEvent] = []
    async with tenant.http.stream(
        "POST", f"/v1/chats/{chat_id}/messages", json={"content": "Slow?"}, headers={"Accept": "text/event-stream"}
    ) as response:
        async for event in iter_sse(response):
            events.append(event)
            if event.event == "langgraph_reasoning" and event.json["reasoning_type"] == "agent_execution_start":
                assert (await tenant.http.post(f"/v1/chats/{chat_id}/cancel")).status_code == 200
            if event.event in ("final", "error"):
                break

    assert events[-1].event == "error" and events[-1].json["error_code"] == "cancelled"
    scripted_llm.script(judged(25, "Good."))
    again = await tenant.ask(chat_id, "Still there?")
    assert again[-1].event == "final" and again[-1].json["response"] == "Next answer in full words."
