"""Seed 004's validated execution: the confidence score, the retry loop with the judge's
feedback, the fallback, the API (result, SSE events, isolation, bad input), the events a
parent chat gets as signals, and replay of a recorded history.

Re-record the history with `RECORD_HISTORIES=1 pytest tests/execution/test_validated_execution.py`.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError
from temporalio import activity, workflow
from temporalio.client import Client
from temporalio.worker import Worker

from activities.execution.validation import ValidationActivities
from durable_agents.chat.contract import AgentConfig, ToolResult, ToolRunInput
from durable_agents.execution.contract import ExecutionInput, ExecutionOutcome, ExecutionPlan, JudgeScores
from durable_agents.execution.scoring import (
    FALLBACK_MESSAGE,
    JUDGE_FUNCTION,
    RETRY_GUIDANCE,
    build_messages,
    confidence,
    judge_score,
    rule_score,
)
from durable_agents.settings import Settings
from durable_agents.stream import ReasoningEvent
from durable_agents.temporal import execution_workflow_id
from tests.conftest import TenantClient
from tests.support.replay import check_fresh_history, check_recorded_history
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.support.sse import collect
from workflows.execution.workflow import EXECUTION_EVENT_SIGNAL, ValidatedExecutionWorkflow

RECORDED = Path(__file__).parents[1] / "histories" / "validated_execution.json"
RESULT_KEYS = {"success", "content", "confidence", "execution_id", "status", "metadata", "execution_plan"}
METADATA_KEYS = {
    "execution_steps",
    "confidence_score",
    "validation_attempts",
    "errors",
    "duration_seconds",
    "best_rejected",
}
ANSWER_STEPS = ["build_messages", "call_provider", "validate_response"]


def is_judge(body: dict[str, Any]) -> bool:
    return "tools" in body  # native tool mode: the judge is a forced function call


def is_answer(body: dict[str, Any]) -> bool:
    return "tools" not in body


def answer(text: str, **kwargs: Any) -> Reply:
    return Reply(text=text, match=is_answer, **kwargs)


def judge(points: int, feedback: str = "Fine.") -> Reply:
    """A judge reply giving each of the four criteria `points` (0-25)."""
    scores = {"relevance": points, "helpfulness": points, "accuracy": points, "completeness": points}
    return Reply(tool_calls=[{"name": JUDGE_FUNCTION, "arguments": {**scores, "feedback": feedback}}], match=is_judge)


def answer_requests(llm: ScriptedLLM) -> list[dict[str, Any]]:
    return [body for body in llm.requests if is_answer(body)]


async def start(tenant: TenantClient, **body: Any) -> str:
    response = await tenant.http.post("/v1/executions", json=body)
    assert response.status_code == 202, response.text
    return response.json()["execution_id"]


async def finished(tenant: TenantClient, execution_id: str) -> dict[str, Any]:
    """The execution's result, once it has one."""
    deadline = time.monotonic() + 30
    while True:
        response = await tenant.http.get(f"/v1/executions/{execution_id}")
        assert response.status_code == 200, response.text
        body = response.json()
        if body["status"] != "running":
            assert body["execution_id"] == execution_id
            assert body["status"] == body["result"]["status"]
            return body["result"]
        assert time.monotonic() < deadline, "the execution did not finish"
        await asyncio.sleep(0.1)


async def retried_execution(tenant: TenantClient, scripted_llm: ScriptedLLM) -> str:
    """A low-scored answer, then an accepted one; returns the execution id."""
    scripted_llm.script(
        answer("Paris."),
        judge(10, "Say which country Paris is the capital of."),
        answer("Paris is the capital of France."),
        judge(24),
    )
    execution_id = await start(tenant, query="What is the capital of France?", enable_rag=False)
    await finished(tenant, execution_id)
    return execution_id


# --- the score (pure functions) ------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("Paris is the capital of France.", 0.5),
        ("Paris", 0.5 * 1 / 3),  # too short, too few words
        ("Yes indeed", 0.5 * 2 / 3),  # long enough, two words
        ("I'm sorry, but I cannot help with that request.", 0.5 * 2 / 3),
        ("I apologize for the confusion earlier today.", 0.5 * 2 / 3),
        ("As an AI language model, I have no opinions.", 0.5 * 2 / 3),
        ("I can’t share that with you, unfortunately.", 0.5 * 2 / 3),
        ("", 0.5 * 1 / 3),
    ],
)
def test_rule_score(content: str, expected: float) -> None:
    assert rule_score(content) == pytest.approx(expected)


def test_confidence_weighs_rules_and_judge() -> None:
    scores = JudgeScores(relevance=25, helpfulness=20, accuracy=25, completeness=20, feedback="")
    assert judge_score(scores) == pytest.approx(0.9)
    assert confidence(0.5, 0.9) == pytest.approx(0.3 * 0.5 + 0.7 * 0.9)
    assert confidence(0.5, 1.0) == pytest.approx(0.85)
    assert confidence(0.0, 0.0) == 0.0


def test_judge_scores_are_bounded() -> None:
    with pytest.raises(ValidationError):
        JudgeScores(relevance=26, helpfulness=0, accuracy=0, completeness=0, feedback="")
    with pytest.raises(ValidationError):
        JudgeScores(relevance=-1, helpfulness=0, accuracy=0, completeness=0, feedback="")


def test_feedback_goes_into_the_system_prompt() -> None:
    agent = AgentConfig(agent_id="a", name="A", system_prompt="You are A.")
    first = build_messages(agent, [], "Question?", "")
    retry = build_messages(agent, [], "Question?", "Be more specific.")
    assert [m.role for m in retry] == ["system", "user"]
    assert first[0].content == "You are A."
    assert retry[0].content.startswith("You are A.") and retry[0].content.endswith(
        f"{RETRY_GUIDANCE}\nBe more specific."
    )
    assert retry[1].content == "Question?"


# --- the loop, through the API -------------------------------------------------------


async def test_accepted_on_first_attempt(tenant: TenantClient, scripted_llm: ScriptedLLM, client: Client) -> None:
    agent_id = await tenant.create_agent(name="Geographer", system_prompt="You are a geographer.")
    uploaded = await tenant.http.post(
        "/v1/documents",
        json={"agent_id": agent_id, "documents": [{"title": "France", "text": "Paris is the capital of France."}]},
    )
    assert uploaded.status_code == 201, uploaded.text
    scripted_llm.script(answer("The capital of France is Paris [1]."), judge(22))
    query = "What is the capital of France?"
    execution_id = await start(tenant, query=query, agent_id=agent_id)

    result = await finished(tenant, execution_id)
    assert set(result) == RESULT_KEYS
    assert set(result["metadata"]) == METADATA_KEYS
    assert result["success"] is True
    assert result["status"] == "completed"
    assert result["content"] == "The capital of France is Paris [1]."
    assert result["execution_id"] == execution_id
    assert result["confidence"] == pytest.approx(0.3 * 0.5 + 0.7 * 0.88)
    assert result["metadata"]["confidence_score"] == result["confidence"]
    assert result["metadata"]["execution_steps"] == [
        "initialize",
        "query_data_sources",
        *ANSWER_STEPS,
        "finalize",
    ]
    assert result["metadata"]["validation_attempts"] == 1
    assert result["metadata"]["errors"] == []
    assert result["metadata"]["duration_seconds"] >= 0
    assert result["metadata"]["best_rejected"] is None
    assert result["execution_plan"] == {
        "query": query,
        "agent_id": agent_id,
        "enable_rag": True,
        "tools": [],
        "threshold": 0.75,
        "max_attempts": 5,
        "provider": None,
        "model": None,
        "system_prompt": None,
        "data_sources": [],
        "mcp_servers": [],
        "mcp_tools": [],
        "fallback_message": None,
        "reasoning_notes": {},
    }
    [asked] = answer_requests(scripted_llm)
    system = asked["messages"][0]["content"]
    assert system.startswith("You are a geographer.") and "[1] France" in system
    assert RETRY_GUIDANCE not in system
    assert asked["messages"][-1] == {"role": "user", "content": query}

    outcome = await client.get_workflow_handle(execution_workflow_id(execution_id)).query(
        ValidatedExecutionWorkflow.get_outcome
    )
    assert isinstance(outcome, ExecutionOutcome)
    assert outcome.result.model_dump() == result
    assert [d["metadata"]["metadata"]["title"] for d in outcome.documents] == ["France"]
    usage = outcome.usage  # the answer's and the judge's tokens
    assert usage.prompt_tokens > 0 and usage.completion_tokens >= 2
    assert usage.total_tokens == usage.prompt_tokens + usage.completion_tokens


async def test_retry_with_feedback_then_accepted_over_sse(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    execution_id = await retried_execution(tenant, scripted_llm)
    result = await finished(tenant, execution_id)
    assert result["status"] == "completed" and result["success"] is True
    assert result["content"] == "Paris is the capital of France."
    assert result["confidence"] == pytest.approx(0.3 * 0.5 + 0.7 * 0.96)
    assert result["metadata"]["validation_attempts"] == 2
    assert result["metadata"]["execution_steps"] == ["initialize", *ANSWER_STEPS, *ANSWER_STEPS, "finalize"]
    first, second = answer_requests(scripted_llm)
    assert "Say which country" not in first["messages"][0]["content"]
    assert "Say which country Paris is the capital of." in second["messages"][0]["content"]
    # The rule checks' advice joins the judge's: "Paris." is too short and one word.
    assert "at least 3 words" in second["messages"][0]["content"]

    events = await collect(tenant.http, "GET", f"/v1/executions/{execution_id}/events", until="final")
    assert [e.event for e in events] == ["langgraph_reasoning", "langgraph_reasoning", "content_chunk", "final"]
    assert [e.id for e in events] == ["0", "1", "2", "3"]
    assert all(e.json["message_id"] == execution_id for e in events)
    low, high = (e.json for e in events[:2])
    assert low["reasoning_type"] == high["reasoning_type"] == "validation"
    assert low["content"].startswith("Attempt 1: confidence 0.") and "retrying with feedback" in low["content"]
    assert set(low["metadata"]) == {"attempt", "confidence", "rule_score", "llm_score", "accepted", "feedback"}
    assert low["metadata"]["accepted"] is False and low["metadata"]["llm_score"] == pytest.approx(0.4)
    assert high["metadata"] | {"feedback": None} == {
        "attempt": 2,
        "confidence": result["confidence"],
        "rule_score": 0.5,
        "llm_score": pytest.approx(0.96),
        "accepted": True,
        "feedback": None,
    }
    assert events[2].json["content"] == result["content"]
    final = events[3].json
    assert final["response"] == result["content"]
    assert final["sources"] == final["citations"] == []
    assert final["metadata"]["execution_id"] == execution_id
    assert final["metadata"]["confidence"] == result["confidence"]
    assert final["metadata"]["validation_attempts"] == 2
    assert final["metadata"]["status"] == "completed"
    assert final["metadata"]["usage"]["total_tokens"] > 0

    resumed = await collect(tenant.http, "GET", f"/v1/executions/{execution_id}/events?after=1", until="final")
    assert [e.id for e in resumed] == ["2", "3"]
    resumed = await collect(
        tenant.http, "GET", f"/v1/executions/{execution_id}/events", headers={"Last-Event-ID": "2"}, until="final"
    )
    assert [e.id for e in resumed] == ["3"]


async def test_fallback_after_max_attempts(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    scripted_llm.script(
        answer("Maybe Lyon, or Marseille."),
        judge(5, "Wrong city."),
        answer("Perhaps it is Lyon after all."),
        judge(6, "Still wrong."),
    )
    execution_id = await start(tenant, query="What is the capital of France?", enable_rag=False, max_attempts=2)
    result = await finished(tenant, execution_id)
    assert result["success"] is False
    assert result["status"] == "fallback"
    assert result["content"] == FALLBACK_MESSAGE
    assert result["confidence"] == pytest.approx(0.3 * 0.5 + 0.7 * 0.24)
    assert result["metadata"]["validation_attempts"] == 2
    assert result["metadata"]["execution_steps"] == ["initialize", *ANSWER_STEPS, *ANSWER_STEPS, "finalize"]
    assert result["execution_plan"]["max_attempts"] == 2
    # The better of the two rejected answers comes beside the fallback.
    best = {"content": "Perhaps it is Lyon after all.", "confidence": result["confidence"], "attempt": 2}
    assert result["metadata"]["best_rejected"] == best
    events = await collect(tenant.http, "GET", f"/v1/executions/{execution_id}/events", until="final")
    assert "using the fallback answer" in events[1].json["content"]
    assert events[-1].json["response"] == FALLBACK_MESSAGE
    assert events[-1].json["metadata"]["best_rejected"] == best


async def test_judge_reply_off_the_schema_scores_zero(
    tenant: TenantClient, scripted_llm: ScriptedLLM, settings: Settings
) -> None:
    off_schema = {"relevance": 99, "helpfulness": 20, "accuracy": 20, "completeness": 20, "feedback": "Great."}
    bad = [
        Reply(tool_calls=[{"name": JUDGE_FUNCTION, "arguments": off_schema}], match=is_judge)
        for _ in range(settings.llm_max_attempts)
    ]
    scripted_llm.script(answer("Paris is the capital of France."), *bad)
    execution_id = await start(tenant, query="What is the capital of France?", enable_rag=False, max_attempts=1)
    result = await finished(tenant, execution_id)
    assert scripted_llm.pending == 0
    assert result["metadata"]["errors"] == ["validate_response (attempt 1): LLM_BAD_OUTPUT"]
    assert result["confidence"] == pytest.approx(0.3 * 0.5)
    assert result["status"] == "fallback"


async def test_provider_that_cannot_be_called_fails(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    scripted_llm.script(Reply(status=401, match=is_answer))
    execution_id = await start(tenant, query="What is the capital of France?", enable_rag=False)
    result = await finished(tenant, execution_id)
    assert result["success"] is False
    assert result["status"] == "failed"
    assert result["content"] == FALLBACK_MESSAGE
    assert result["metadata"]["errors"] == ["call_provider (attempt 1): LLM_AUTH_FAILED"]
    assert result["metadata"]["validation_attempts"] == 0
    assert result["metadata"]["execution_steps"] == ["initialize", "build_messages", "call_provider", "finalize"]


async def test_result_is_null_while_running(tenant: TenantClient, scripted_llm: ScriptedLLM, client: Client) -> None:
    scripted_llm.script(answer("Paris is the capital of France.", first_token_delay=1.5), judge(25))
    execution_id = await start(tenant, query="What is the capital of France?", enable_rag=False)
    response = await tenant.http.get(f"/v1/executions/{execution_id}")
    assert response.status_code == 200, response.text
    assert response.json() == {"execution_id": execution_id, "status": "running", "result": None}
    handle = client.get_workflow_handle(execution_workflow_id(execution_id))
    assert await handle.query(ValidatedExecutionWorkflow.get_outcome) is None
    assert (await finished(tenant, execution_id))["status"] == "completed"


async def test_missing_agent_fails_without_an_answer(client: Client, settings: Settings, worker: None) -> None:
    execution_id = str(uuid.uuid4())
    outcome = await client.execute_workflow(
        ValidatedExecutionWorkflow.run,
        ExecutionInput(
            execution_id=execution_id,
            tenant_id="some-tenant",
            plan=ExecutionPlan(query="What is the capital of France?", agent_id="deleted-agent"),
        ),
        id=execution_workflow_id(execution_id),
        task_queue=settings.task_queue,
    )
    assert outcome.result.status == "failed"
    assert outcome.result.content == FALLBACK_MESSAGE
    assert outcome.result.metadata.errors == ["initialize: AGENT_NOT_FOUND"]
    assert outcome.result.metadata.execution_steps == ["initialize", "finalize"]


# --- isolation and bad input ---------------------------------------------------------


async def test_another_tenants_execution_is_not_found(
    tenant: TenantClient, other_tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    scripted_llm.script(answer("Paris is the capital of France."), judge(25))
    theirs = await start(other_tenant, query="What is the capital of France?", enable_rag=False)
    for path in (f"/v1/executions/{theirs}", f"/v1/executions/{theirs}/events"):
        response = await tenant.http.get(path)
        assert response.status_code == 404, response.text
        assert theirs in response.json()["detail"]
    unknown = str(uuid.uuid4())
    for path in (f"/v1/executions/{unknown}", f"/v1/executions/{unknown}/events"):
        assert (await tenant.http.get(path)).status_code == 404
    their_agent = await other_tenant.create_agent()
    response = await tenant.http.post("/v1/executions", json={"query": "Hi there", "agent_id": their_agent})
    assert response.status_code == 404, response.text
    assert (await finished(other_tenant, theirs))["status"] == "completed"


@pytest.mark.parametrize(
    ("body", "loc"),
    [
        ({}, ("body", "query")),
        ({"query": ""}, ("body", "query")),
        ({"query": " \n "}, ("body", "query")),
        ({"query": "x" * 32_001}, ("body", "query")),
        ({"query": "Hi", "tools": ["shell"]}, ("body", "tools", 0)),
        ({"query": "Hi", "tools": ["web_search", "web_search"]}, ("body", "tools")),
        ({"query": "Hi", "tools": ["rag_search"]}, ("body", "tools")),
        ({"query": "Hi", "threshold": 1.5}, ("body", "threshold")),
        ({"query": "Hi", "threshold": -0.1}, ("body", "threshold")),
        ({"query": "Hi", "max_attempts": 0}, ("body", "max_attempts")),
        ({"query": "Hi", "max_attempts": 11}, ("body", "max_attempts")),
        ({"query": "Hi", "enable_rag": "maybe"}, ("body", "enable_rag")),
        ({"query": "Hi", "model": "x"}, ("body", "model")),
        ({"query": "Hi", "fallback_message": ""}, ("body", "fallback_message")),
        ({"query": "Hi", "fallback_message": "x" * 4_001}, ("body", "fallback_message")),
    ],
)
async def test_bad_body_is_422_naming_the_field(tenant: TenantClient, body: dict[str, Any], loc: tuple) -> None:
    response = await tenant.http.post("/v1/executions", json=body)
    assert response.status_code == 422, response.text
    assert loc in [tuple(d["loc"]) for d in response.json()["detail"]]


# --- as a chat's child: events signalled to the parent --------------------------------


@workflow.defn(name="ExecutionEventCollector", sandboxed=False)
class ExecutionEventCollector:
    """Stands in for the chat: collects the `execution_event` signals."""

    def __init__(self) -> None:
        self.events: list[ReasoningEvent] = []

    @workflow.run
    async def run(self, expected: int) -> list[ReasoningEvent]:
        await workflow.wait_condition(lambda: len(self.events) >= expected)
        return self.events

    @workflow.signal(name=EXECUTION_EVENT_SIGNAL)
    def execution_event(self, event: ReasoningEvent) -> None:
        self.events.append(event)


WEB_DOCUMENT = {
    "page_content": "Paris is the capital and largest city of France.",
    "metadata": {
        "metadata": {"title": "Paris - Wikipedia", "url": "https://en.wikipedia.org/wiki/Paris", "type": "web"},
        "page_content": "Paris is the capital and largest city of France.",
        "similarity": 0.9,
    },
}


@activity.defn(name="web_search")
async def fake_web_search(request: ToolRunInput) -> ToolResult:
    return ToolResult(
        call_id=request.call.call_id,
        name=request.call.name,
        ok=True,
        content=f"1 result for {request.call.arguments['query']}",
        documents=[WEB_DOCUMENT],
    )


async def test_validation_events_are_signalled_to_the_parent(
    client: Client, settings: Settings, scripted_llm: ScriptedLLM
) -> None:
    scripted_llm.script(
        answer("Paris."), judge(8, "Name the country."), answer("Paris is the capital of France [1]."), judge(24)
    )
    task_queue = f"executions-{uuid.uuid4().hex[:8]}"
    validation = ValidationActivities(settings)
    execution_id = str(uuid.uuid4())
    async with Worker(
        client,
        task_queue=task_queue,
        workflows=[ValidatedExecutionWorkflow, ExecutionEventCollector],
        activities=[validation.call_provider, validation.judge_response, fake_web_search],
    ):
        parent = await client.start_workflow(
            ExecutionEventCollector.run, 2, id=f"collector-{execution_id}", task_queue=task_queue
        )
        outcome = await client.execute_workflow(
            ValidatedExecutionWorkflow.run,
            ExecutionInput(
                execution_id=execution_id,
                tenant_id="tenant-of-the-chat",
                plan=ExecutionPlan(query="What is the capital of France?", tools=["web_search"]),
                message_id="chat-message-1",
                notify_workflow_id=parent.id,
            ),
            id=execution_workflow_id(execution_id),
            task_queue=task_queue,
        )
        signalled = await parent.result()
    assert outcome.result.status == "completed"
    assert outcome.result.metadata.execution_steps == [
        "initialize",
        "execute_tools",
        *ANSWER_STEPS,
        *ANSWER_STEPS,
        "finalize",
    ]
    assert outcome.documents == [WEB_DOCUMENT]
    first = answer_requests(scripted_llm)[0]["messages"][0]["content"]
    assert "[1] Paris - Wikipedia" in first
    assert [e.message_id for e in signalled] == ["chat-message-1"] * 2
    assert [e.reasoning_type for e in signalled] == ["validation"] * 2
    assert [e.metadata["accepted"] for e in signalled] == [False, True]
    assert signalled[0].metadata["feedback"].startswith("Name the country.")


async def test_a_gone_parent_does_not_stop_the_execution(
    client: Client, settings: Settings, worker: None, scripted_llm: ScriptedLLM
) -> None:
    scripted_llm.script(answer("Paris is the capital of France."), judge(25))
    execution_id = str(uuid.uuid4())
    outcome = await client.execute_workflow(
        ValidatedExecutionWorkflow.run,
        ExecutionInput(
            execution_id=execution_id,
            tenant_id="some-tenant",
            plan=ExecutionPlan(query="What is the capital of France?"),
            notify_workflow_id=f"chat-{uuid.uuid4()}",
        ),
        id=execution_workflow_id(execution_id),
        task_queue=settings.task_queue,
    )
    assert outcome.result.status == "completed"


# --- replay --------------------------------------------------------------------------


async def test_fresh_history_replays(tenant: TenantClient, scripted_llm: ScriptedLLM, client: Client) -> None:
    execution_id = await retried_execution(tenant, scripted_llm)
    history = await client.get_workflow_handle(execution_workflow_id(execution_id)).fetch_history()
    await check_fresh_history(ValidatedExecutionWorkflow, history, RECORDED)


async def test_recorded_history_replays() -> None:
    history = await check_recorded_history(ValidatedExecutionWorkflow, RECORDED, "execution-recorded")
    assert len(history.events) > 10
