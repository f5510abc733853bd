"""Chaos, bounded: real processes (a Temporal dev server on its file database, `durable-agents
worker` and `durable-agents api`, SQLite) SIGKILLed while 20 chat turns stream over SSE and a
research request extracts its data. Every turn must end with the answer of the LLM attempt
that succeeded, each client having seen every offset once, a `content_reset` before each
retried answer, what it saw equal to what the stream keeps, one usage row per message; a
streamed answer goes on at most 3 s after the new worker polls, a research activity is retried
within seconds; the research request's transitions and approvals are recorded once each."""

from __future__ import annotations

from pathlib import Path

from tests.support.chaos import (
    chat_chaos,
    chat_problems,
    kill_api,
    kill_worker,
    recovery_table,
    research_line,
    research_through_a_killed_extraction,
    restart_temporal,
    running_stack,
    start_chats,
    tenant_of,
)
from tests.support.scripted_llm import ScriptedLLM

# 4 chats x 5 rounds = 20 turns; the disruptions of each round (0-based), in order. Two worker
# kills in a round: the second hits the answer the first one's kill made retry.
CHATS = 4
ROUNDS = 5
ACTIONS = {
    0: [kill_worker, kill_worker],
    1: [kill_api],
    2: [kill_worker, kill_worker],
    3: [restart_temporal],
    4: [kill_worker],
}


async def test_chats_through_worker_kills_an_api_kill_and_a_temporal_restart(
    tmp_path: Path, scripted_llm: ScriptedLLM
) -> None:
    async with running_stack(tmp_path, scripted_llm, workers=1, apis=1) as stack, tenant_of(stack) as tenant:
        chats = await start_chats(tenant, stack, CHATS)
        turns, disruptions = await chat_chaos(stack, scripted_llm, tenant, chats, ROUNDS, ACTIONS)
        problems = await chat_problems(stack, scripted_llm, tenant, turns, disruptions)
        print(f"\n{recovery_table(disruptions)}")
        assert not problems, "\n".join(problems) + f"\n{recovery_table(disruptions)}\n{stack.diagnostics()}"


async def test_a_research_request_through_a_worker_killed_mid_extraction(
    tmp_path: Path, scripted_llm: ScriptedLLM
) -> None:
    async with running_stack(tmp_path, scripted_llm, workers=1, apis=1) as stack, tenant_of(stack) as tenant:
        outcome = await research_through_a_killed_extraction(stack, scripted_llm, tenant)
        print(f"\n{research_line(outcome)}")
        assert not outcome.problems, "\n".join(outcome.problems) + f"\n{stack.diagnostics()}"
