"""The validated execution in the `enumerated` decision style (a tiny local model, as `dev`
runs the embedded one): the judge picks one verdict, which code scores and turns into the
next attempt's feedback; the answer and the verdict each have a token budget."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from typing import Any, get_args

import pytest
from temporalio.client import Client
from temporalio.worker import Worker

from activities.execution.validation import ValidationActivities
from durable_agents.execution.contract import ExecutionInput, ExecutionOutcome, ExecutionPlan
from durable_agents.execution.scoring import (
    ANSWER_TOKENS,
    JUDGE_FUNCTION,
    VERDICT_PROMPT,
    VERDICT_SCORES,
    VERDICT_TOKENS,
    Verdict,
    confidence,
    judge_score,
)
from durable_agents.settings import Settings
from durable_agents.temporal import execution_workflow_id
from tests.support.scripted_llm import Reply, ScriptedLLM
from workflows.execution.workflow import ValidatedExecutionWorkflow

QUERY = "What is the capital of France?"


def is_verdict(body: dict[str, Any]) -> bool:
    return body.get("response_format", {}).get("json_schema", {}).get("name") == JUDGE_FUNCTION


def is_answer(body: dict[str, Any]) -> bool:
    return "response_format" not in body and "tools" not in body


def answer(text: str) -> Reply:
    return Reply(text=text, match=is_answer)


def verdict(name: str) -> Reply:
    return Reply(content_json={"verdict": name}, match=is_verdict)


@pytest.fixture
async def enumerated_queue(client: Client, settings: Settings) -> AsyncIterator[str]:
    """A task queue whose worker calls the LLM as `dev` calls the embedded model."""
    enumerated = settings.model_copy(
        update={"llm_tool_mode": "json_schema", "llm_decision_style": "enumerated", "llm_max_tokens": 256}
    )
    validation = ValidationActivities(enumerated)
    task_queue = f"executions-enumerated-{uuid.uuid4().hex[:8]}"
    async with Worker(
        client,
        task_queue=task_queue,
        workflows=[ValidatedExecutionWorkflow],
        activities=[validation.call_provider, validation.judge_response],
    ):
        yield task_queue


async def execute(client: Client, task_queue: str, **plan: Any) -> ExecutionOutcome:
    execution_id = str(uuid.uuid4())
    return await client.execute_workflow(
        ValidatedExecutionWorkflow.run,
        ExecutionInput(execution_id=execution_id, tenant_id="some-tenant", plan=ExecutionPlan(query=QUERY, **plan)),
        id=execution_workflow_id(execution_id),
        task_queue=task_queue,
    )


def test_only_a_correct_verdict_reaches_the_default_threshold() -> None:
    assert set(VERDICT_SCORES) == set(get_args(Verdict))
    for name, scores in VERDICT_SCORES.items():
        accepted = confidence(0.5, judge_score(scores)) >= ExecutionPlan(query=QUERY).threshold
        assert accepted == (name == "correct"), name
        assert bool(scores.feedback) == (name != "correct"), name
    assert confidence(0.5, judge_score(VERDICT_SCORES["correct"])) == pytest.approx(0.85)


async def test_a_verdict_is_scored_and_its_advice_retried(
    client: Client, enumerated_queue: str, scripted_llm: ScriptedLLM
) -> None:
    scripted_llm.script(
        answer("Berlin is the capital of France."),
        verdict("wrong"),
        answer("Paris is the capital of France."),
        verdict("correct"),
    )
    outcome = await execute(client, enumerated_queue)
    result = outcome.result
    assert result.status == "completed"
    assert result.content == "Paris is the capital of France."
    assert result.metadata.validation_attempts == 2
    assert result.confidence == pytest.approx(0.85)
    assert result.metadata.errors == []

    first, second = [body for body in scripted_llm.requests if is_answer(body)]
    assert first["max_tokens"] == second["max_tokens"] == ANSWER_TOKENS
    assert VERDICT_SCORES["wrong"].feedback not in first["messages"][0]["content"]
    assert VERDICT_SCORES["wrong"].feedback in second["messages"][0]["content"]
    judged = [body for body in scripted_llm.requests if is_verdict(body)]
    assert len(judged) == 2
    for body in judged:
        assert body["max_tokens"] == VERDICT_TOKENS
        assert body["messages"][0] == {"role": "system", "content": VERDICT_PROMPT}
        schema = body["response_format"]["json_schema"]["schema"]
        assert schema["properties"] == {"verdict": {"type": "string", "enum": list(get_args(Verdict))}}
    assert "Berlin" in judged[0]["messages"][1]["content"]


async def test_a_verdict_off_the_list_is_asked_again(
    client: Client, enumerated_queue: str, scripted_llm: ScriptedLLM
) -> None:
    scripted_llm.script(answer("Paris is the capital of France."), verdict("great"), verdict("correct"))
    outcome = await execute(client, enumerated_queue, max_attempts=1)
    assert scripted_llm.pending == 0
    assert outcome.result.status == "completed"
    assert outcome.result.metadata.errors == []
    assert outcome.result.confidence == pytest.approx(0.85)
