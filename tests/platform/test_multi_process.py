"""Workers and API replicas, tested: two `durable-agents worker` and two `durable-agents api`
processes on one Temporal dev server (its file database) and one PostgreSQL store, clients
spread over both APIs. The chaos of test_chaos.py, fewer rounds: the worker streaming an
answer is SIGKILLed (the other takes the retry), an API is SIGKILLed (its clients go on
through the other one with `Last-Event-ID`), Temporal restarts, and a research request's
extraction loses its worker. The same checks: every turn's `final`, offsets, `content_reset`
before retried answers, live equal to re-read (through the other API), one usage row per
message, recovery times, research rows once each."""

from __future__ import annotations

import uuid
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
from tests.support.postgres import create_database
from tests.support.scripted_llm import ScriptedLLM

# 4 chats (two per API) x 4 rounds = 16 turns; the disruptions of each round (0-based).
CHATS = 4
ROUNDS = 4
ACTIONS = {0: [kill_worker], 1: [kill_api], 2: [kill_worker], 3: [restart_temporal]}


async def test_two_workers_and_two_apis_on_postgresql_through_kills(
    tmp_path: Path, scripted_llm: ScriptedLLM, postgres_url: str
) -> None:
    database_url = create_database(postgres_url, f"chaos_{uuid.uuid4().hex[:8]}")
    async with (
        running_stack(tmp_path, scripted_llm, workers=2, apis=2, database_url=database_url) as stack,
        tenant_of(stack) as tenant,
    ):
        chats = await start_chats(tenant, stack, CHATS)
        turns, disruptions = await chat_chaos(stack, scripted_llm, tenant, chats, ROUNDS, ACTIONS)
        problems = await chat_problems(stack, scripted_llm, tenant, turns, disruptions)
        research = await research_through_a_killed_extraction(stack, scripted_llm, tenant)
        print(f"\n{recovery_table(disruptions)}\n{research_line(research)}")
        assert not problems + research.problems, (
            "\n".join(problems + research.problems) + f"\n{recovery_table(disruptions)}\n{stack.diagnostics()}"
        )
