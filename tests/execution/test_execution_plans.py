"""Seed 004's ExecutionPlan at `POST /v1/executions`: `optimized_specs` run on a provider of the
operator's registry (LLM_PROVIDERS), with agents' documents and MCP tools; bodies of neither kind,
unknown providers, tools, servers and agents refused naming the field; the low-confidence answer
(the best rejected one beside the caller's fallback); a validated chat's `final`.

Re-record the plan's history with
`RECORD_HISTORIES=1 pytest tests/execution/test_execution_plans.py -k runs_on_its_provider`.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest
from pydantic import ValidationError
from temporalio.client import Client

from durable_agents import tenancy as tenants
from durable_agents.execution.scoring import FALLBACK_MESSAGE
from durable_agents.settings import LlmProvider, Settings
from durable_agents.temporal import execution_workflow_id
from tests.conftest import TenantClient
from tests.execution.test_validated_execution import ANSWER_STEPS, answer, finished, judge, start
from tests.support.api_server import serving_api
from tests.support.mcp_server import McpHttpServer
from tests.support.replay import check_fresh_history, check_recorded_history
from tests.support.scripted_llm import MODEL_ID, ScriptedLLM
from worker import build_worker
from workflows.execution.workflow import ValidatedExecutionWorkflow

SEED_000_FINAL_KEYS = {"type", "message_id", "response", "sources", "citations", "rag_summary", "metadata"}
RECORDED = Path(__file__).parents[1] / "histories" / "validated_execution_plan.json"
CAPITALS = "Paris is the capital of France. Berlin is the capital of Germany."


@pytest.fixture(scope="module")
def second_llm() -> Iterator[ScriptedLLM]:
    """The operator's second provider: another OpenAI-compatible server."""
    with ScriptedLLM() as llm:
        yield llm


@pytest.fixture
async def with_providers(settings: Settings, client: Client, second_llm: ScriptedLLM) -> AsyncIterator[TenantClient]:
    """A tenant of an API and a worker whose LLM_PROVIDERS name `second`."""
    second_llm.reset()
    provider = LlmProvider(base_url=second_llm.base_url, api_key="second-key", models=["second-model", "second-big"])
    registry = settings.model_copy(
        update={"task_queue": f"providers-{settings.task_queue}", "llm_providers": {"second": provider}}
    )
    tenant, api_key = tenants.create_tenant(settings.resolved_database_url, "Provider tenant")
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, registry, executor), serving_api(registry) as api_url:
            headers = {"Authorization": f"Bearer {api_key}"}
            async with httpx.AsyncClient(base_url=api_url, headers=headers, timeout=30) as http:
                yield TenantClient(tenant_id=tenant.id, api_key=api_key, http=http)


async def plan_of(tenant: TenantClient, **body: Any) -> httpx.Response:
    return await tenant.http.post("/v1/executions", json=body)


async def test_a_seed_plan_runs_on_its_provider_with_data_sources_and_mcp_tools(
    with_providers: TenantClient,
    scripted_llm: ScriptedLLM,
    second_llm: ScriptedLLM,
    mcp_http: McpHttpServer,
    client: Client,
) -> None:
    tenant = with_providers
    library = await tenant.create_agent(name="Library")
    uploaded = await tenant.http.post(
        "/v1/documents", json={"agent_id": library, "documents": [{"title": "Capitals", "text": CAPITALS}]}
    )
    assert uploaded.status_code == 201, uploaded.text
    second_llm.script(answer("Paris is the capital of France [1], and 2 + 3 = 5 [2]."))
    scripted_llm.script(judge(24))  # the judge stays on LLM_BASE_URL
    notes = {"intent": "geography and arithmetic", "chosen_because": "the library has capitals"}
    response = await plan_of(
        tenant,
        optimized_specs={
            "provider": "second",
            "prompt": "What is the capital of France, and what is 2 + 3?",
            "system_prompt": "You answer in one sentence.",
            "data_sources": [{"type": "agent_documents", "agent_id": library}],
            "tools": [
                {"name": "calc__add", "arguments": {"a": 2, "b": 3}},
                {"name": "remote__add", "arguments": {"a": 40, "b": 2}},
            ],
            "mcp_servers": [{"name": "calc", "stdio": "calc"}, {"name": "remote", "url": mcp_http.url}],
        },
        reasoning_notes=notes,
    )
    assert response.status_code == 202, response.text
    execution_id = response.json()["execution_id"]

    result = await finished(tenant, execution_id)
    assert result["status"] == "completed", result
    assert result["metadata"]["errors"] == []
    assert result["metadata"]["execution_steps"] == [
        "initialize",
        "query_data_sources",
        "execute_tools",
        *ANSWER_STEPS,
        "finalize",
    ]
    plan = result["execution_plan"]
    assert (plan["provider"], plan["model"], plan["data_sources"]) == ("second", "second-model", [library])
    assert plan["mcp_tools"] == [
        {"name": "calc__add", "arguments": {"a": 2, "b": 3}},
        {"name": "remote__add", "arguments": {"a": 40, "b": 2}},
    ]
    assert plan["reasoning_notes"] == notes and plan["enable_rag"] is False
    [asked] = second_llm.requests
    assert asked["model"] == "second-model"
    system = asked["messages"][0]["content"]
    assert system.startswith("You answer in one sentence.")
    # The library's document and each MCP tool's text are numbered sources.
    assert "[1] Capitals" in system and "Tool calc__add" in system and "Tool remote__add" in system
    assert "42" in system
    assert [r["model"] for r in scripted_llm.requests] == [MODEL_ID]

    history = await client.get_workflow_handle(execution_workflow_id(execution_id)).fetch_history()
    await check_fresh_history(ValidatedExecutionWorkflow, history, RECORDED)


async def test_recorded_plan_history_replays() -> None:
    """A seed plan's run (a data source, two MCP tools, a named provider) recorded by the test above."""
    history = await check_recorded_history(ValidatedExecutionWorkflow, RECORDED, "execution-plan-recorded")
    scheduled = [e.activity_task_scheduled_event_attributes.activity_type.name for e in history.events]
    assert scheduled.count("call_mcp_tool") == 2


async def test_a_provider_refuses_models_it_does_not_list(with_providers: TenantClient) -> None:
    response = await plan_of(with_providers, optimized_specs={"provider": "second", "model": "gpt-5", "prompt": "Hi"})
    assert response.status_code == 422, response.text
    [problem] = response.json()["detail"]
    assert tuple(problem["loc"]) == ("body", "optimized_specs", "model")
    assert "`second-model`, `second-big`" in problem["msg"]
    unknown = await plan_of(with_providers, optimized_specs={"provider": "third", "prompt": "Hi"})
    assert unknown.status_code == 422, unknown.text
    assert "`default`, `second`" in unknown.json()["detail"][0]["msg"]


@pytest.mark.parametrize(
    ("body", "loc", "says"),
    [
        ({}, ("body", "query"), "`optimized_specs`"),
        ({"reasoning_notes": {}}, ("body", "query"), "`optimized_specs`"),
        ({"optimized_specs": {"prompt": "Hi"}, "query": "Hi"}, ("body", "query"), "Extra inputs"),
        ({"optimized_specs": {"prompt": " "}}, ("body", "optimized_specs", "prompt"), "blank"),
        (
            {"optimized_specs": {"prompt": "Hi", "provider": "nope"}},
            ("body", "optimized_specs", "provider"),
            "`default`",
        ),
        (
            {"optimized_specs": {"prompt": "Hi", "base_url": "http://169.254.169.254/v1"}},
            ("body", "optimized_specs", "base_url"),
            "Extra inputs",
        ),
        (
            {"optimized_specs": {"prompt": "Hi", "tools": ["shell__run"]}},
            ("body", "optimized_specs", "tools", 0, "name"),
            "no tool",
        ),
        ({"optimized_specs": {"prompt": "Hi", "tools": ["rag_search"]}}, ("body", "optimized_specs"), "agent_id"),
        (
            {"optimized_specs": {"prompt": "Hi", "tools": [{"name": "web_search", "arguments": {"q": "x"}}]}},
            ("body", "optimized_specs"),
            "no `arguments`",
        ),
        (
            {"optimized_specs": {"prompt": "Hi", "mcp_servers": [{"name": "x", "stdio": "nope"}], "tools": ["x__y"]}},
            ("body", "optimized_specs", "mcp_servers", 0, "stdio"),
            "`calc`",
        ),
        (
            {"optimized_specs": {"prompt": "Hi", "mcp_servers": [{"name": "x", "url": "http://10.1.2.3/mcp"}]}},
            ("body", "optimized_specs", "mcp_servers", 0, "url"),
            "https",
        ),
        (
            {"optimized_specs": {"prompt": "Hi", "data_sources": [{"agent_id": "missing"}]}},
            ("body", "optimized_specs", "data_sources", 0, "agent_id"),
            "no agent",
        ),
        (
            {"optimized_specs": {"prompt": "Hi"}, "reasoning_notes": {"x": "y" * 9_000}},
            ("body", "reasoning_notes"),
            "bytes",
        ),
        ({"optimized_specs": {"prompt": "Hi"}, "max_attempts": 0}, ("body", "max_attempts"), "greater"),
    ],
)
async def test_a_bad_plan_is_422_naming_the_field(
    tenant: TenantClient, body: dict[str, Any], loc: tuple, says: str
) -> None:
    response = await plan_of(tenant, **body)
    assert response.status_code == 422, response.text
    problems = {tuple(problem["loc"]): problem["msg"] for problem in response.json()["detail"]}
    assert loc in problems, problems
    assert says in problems[loc]


async def test_a_plan_reaches_only_the_tenants_own_agents(tenant: TenantClient, other_tenant: TenantClient) -> None:
    theirs = await other_tenant.create_agent()
    as_agent = await plan_of(tenant, optimized_specs={"prompt": "Hi", "agent_id": theirs})
    assert as_agent.status_code == 404, as_agent.text
    as_source = await plan_of(tenant, optimized_specs={"prompt": "Hi", "data_sources": [{"agent_id": theirs}]})
    assert as_source.status_code == 422, as_source.text


async def test_low_confidence_gives_the_callers_fallback_and_the_best_rejected_answer(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    scripted_llm.script(
        answer("The capital of France might be Lyon."),
        judge(12, "Wrong city."),
        answer("Marseille, I think."),
        judge(4, "Still wrong."),
    )
    fallback = "I'm not sure; our geography team will get back to you."
    execution_id = await start(
        tenant, query="What is the capital of France?", enable_rag=False, max_attempts=2, fallback_message=fallback
    )
    result = await finished(tenant, execution_id)
    assert (result["status"], result["content"], result["success"]) == ("fallback", fallback, False)
    best = result["metadata"]["best_rejected"]
    assert best == {
        "content": "The capital of France might be Lyon.",
        "confidence": pytest.approx(0.3 * 0.5 + 0.7 * 0.48),
        "attempt": 1,
    }
    assert result["confidence"] < best["confidence"]  # the last attempt's, as before
    assert result["execution_plan"]["fallback_message"] == fallback


async def test_a_seed_plans_fallback_is_its_own(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    scripted_llm.script(answer("Sorry."), judge(0, "Answer it."))
    fallback = "Ask the front desk, please."
    response = await plan_of(
        tenant, optimized_specs={"prompt": "Where is room 12?"}, max_attempts=1, fallback_message=fallback
    )
    assert response.status_code == 202, response.text
    result = await finished(tenant, response.json()["execution_id"])
    assert (result["status"], result["content"]) == ("fallback", fallback)
    assert result["metadata"]["best_rejected"]["content"] == "Sorry."


async def test_a_validated_chats_final_says_how_sure_it_is(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    chat_id = await tenant.create_chat(await tenant.create_agent(), mode=1, validate=True)
    scripted_llm.script(
        answer("Too short."), judge(5, "Explain."), answer("Bake it for twenty minutes at 180 C."), judge(25)
    )
    accepted = (await tenant.ask(chat_id, "How do I bake it?", enable_rag=False))[-1].json
    scripted_llm.script(*[reply for _ in range(5) for reply in (answer("No idea."), judge(2, "Answer."))])
    fell_back = (await tenant.ask(chat_id, "And the icing?", enable_rag=False))[-1].json

    assert set(accepted) == set(fell_back) == SEED_000_FINAL_KEYS
    assert accepted["metadata"]["status"] == "completed"
    assert accepted["metadata"]["validation_attempts"] == 2
    assert accepted["metadata"]["confidence"] == pytest.approx(0.3 * 0.5 + 0.7 * 1.0)
    assert fell_back["response"] == FALLBACK_MESSAGE
    assert (fell_back["metadata"]["status"], fell_back["metadata"]["validation_attempts"]) == ("fallback", 5)
    assert fell_back["metadata"]["confidence"] < 0.75


def test_the_registry_keeps_default_for_llm_base_url_and_keys_out_of_reprs() -> None:
    with pytest.raises(ValidationError, match="that one is LLM_BASE_URL"):
        Settings(_env_file=None, llm_providers={"default": {"base_url": "https://llm.example/v1", "models": ["m"]}})
    with pytest.raises(ValidationError, match="at least 1 item"):
        Settings(_env_file=None, llm_providers={"x": {"base_url": "https://llm.example/v1", "models": []}})
    registry = Settings(
        _env_file=None, llm_providers={"x": {"base_url": "https://llm.example/v1", "api_key": "sk-9", "models": ["m"]}}
    )
    assert "sk-9" not in repr(registry.llm_providers)
