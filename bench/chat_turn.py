"""Benchmark: one chat turn through the API's SSE stream against the direct `openai` call.

Real parts: a Temporal dev server, the worker and the API as separate processes (as in
`durable-agents dev`), SQLite. The LLM is the scripted OpenAI-compatible server with a
fixed token rate, so both paths stream the very same tokens at the very same pace.

    python bench/chat_turn.py [--turns 30] [--tokens 60] [--token-ms 20]

Prints a table and a JSON document (p50/p95, ratios against the direct baseline measured
in the same run). Goals: total turn <= 1.05 x direct at p50; first token <= 50 ms later
than direct at p50; token produced -> seen by the SSE client <= 100 ms at p95.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time

import httpx
from openai import AsyncOpenAI
from stack import finish, running_stack
from temporalio.client import Client

from durable_agents.temporal import chat_workflow_id
from tests.support.scripted_llm import MODEL_ID, Reply, ScriptedLLM
from tests.support.sse import SSEEvent, iter_sse


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def direct_turn(llm: ScriptedLLM, openai: AsyncOpenAI) -> dict[str, float | list[float]]:
    start = time.perf_counter()
    first: float | None = None
    seen: list[float] = []
    stream = await openai.chat.completions.create(
        model=MODEL_ID,
        messages=[{"role": "user", "content": "benchmark"}],
        stream=True,
        stream_options={"include_usage": True},
    )
    async for chunk in stream:
        if chunk.choices and chunk.choices[0].delta.content:
            now = time.perf_counter()
            first = first or now
            seen.append(now)
    end = time.perf_counter()
    produced = llm.chunk_times[-1]
    return {"ttft": first - start, "total": end - start, "lag": [s - p for s, p in zip(seen, produced, strict=True)]}


def _turn_figures(llm: ScriptedLLM, start: float, seen: list[float], end: float) -> dict[str, float | list[float]]:
    produced = llm.chunk_times[-1]
    assert len(seen) == len(produced), (len(seen), len(produced))
    return {
        "ttft": seen[0] - start,
        "total": end - start,
        "lag": [s - p for s, p in zip(seen, produced, strict=True)],
        # Where the overhead sits: before the LLM's first token, and after its last one.
        "before_llm": produced[0] - start,
        "after_llm": end - produced[-1],
    }


class ChatStream:
    """A chat UI's way: one SSE connection to `GET /events` stays open across turns."""

    def __init__(self, http: httpx.AsyncClient, chat_id: str) -> None:
        self._http = http
        self._chat_id = chat_id
        self.events: asyncio.Queue[SSEEvent] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None

    async def _read(self) -> None:
        async with self._http.stream("GET", f"/v1/chats/{self._chat_id}/events") as response:
            response.raise_for_status()
            async for event in iter_sse(response):
                await self.events.put(event)

    def open(self) -> None:
        self._task = asyncio.create_task(self._read())

    def close(self) -> None:
        assert self._task is not None
        self._task.cancel()

    async def turn(self, llm: ScriptedLLM) -> dict[str, float | list[float]]:
        start = time.perf_counter()
        sent = await self._http.post(f"/v1/chats/{self._chat_id}/messages", json={"content": "benchmark"})
        message_id = sent.json()["message_id"]
        seen: list[float] = []
        while True:
            event = await self.events.get()
            if event.json["message_id"] != message_id:
                continue
            if event.event == "content_chunk":
                seen.append(event.received_at)
            elif event.event in ("final", "error"):
                assert event.event == "final", event.data
                return _turn_figures(llm, start, seen, time.perf_counter())


async def post_stream_turn(llm: ScriptedLLM, http: httpx.AsyncClient, chat_id: str) -> dict[str, float | list[float]]:
    """One request per turn: POST the message with `Accept: text/event-stream`."""
    start = time.perf_counter()
    seen: list[float] = []
    async with http.stream(
        "POST",
        f"/v1/chats/{chat_id}/messages",
        json={"content": "benchmark"},
        headers={"Accept": "text/event-stream"},
    ) as response:
        response.raise_for_status()
        async for event in iter_sse(response):
            if event.event == "content_chunk":
                seen.append(event.received_at)
            elif event.event in ("final", "error"):
                assert event.event == "final", event.data
                break
    return _turn_figures(llm, start, seen, time.perf_counter())


async def measure_turns(
    llm: ScriptedLLM, openai: AsyncOpenAI, http: httpx.AsyncClient, temporal: Client, turns: int, warmup: int
) -> tuple[dict[str, list[dict]], list[int]]:
    """Each turn three ways (direct, API SSE, POST SSE) after `warmup` uncounted ones: the rows
    per way, and the history events each API SSE turn added."""
    agent = (await http.post("/v1/agents", json={"name": "Bench", "system_prompt": "Answer."})).json()
    await http.post(
        "/v1/documents",
        json={"agent_id": agent["agent_id"], "documents": [{"title": "Benchmark", "text": "benchmark text"}]},
    )
    chats = [
        (await http.post("/v1/chats", json={"mode": 1, "agent_id": agent["agent_id"]})).json()["chat_id"]
        for _ in range(2)
    ]
    stream = ChatStream(http, chats[0])
    stream.open()
    handle = temporal.get_workflow_handle(chat_workflow_id(chats[0]))
    rows: dict[str, list[dict]] = {"direct": [], "api_sse": [], "api_post_sse": []}
    events_per_turn = []
    for i in range(warmup + turns):
        d = await direct_turn(llm, openai)
        before = (await handle.describe()).history_length
        a = await stream.turn(llm)
        added = (await handle.describe()).history_length - before
        p = await post_stream_turn(llm, http, chats[1])
        if i >= warmup:
            for name, row in (("direct", d), ("api_sse", a), ("api_post_sse", p)):
                rows[name].append(row)
            if added > 0:  # not a turn that continued-as-new
                events_per_turn.append(added)
    stream.close()
    return rows, events_per_turn


async def run(turns: int, tokens: int, token_ms: float, warmup: int) -> dict:
    # One token every `token_ms` from the request on: the first one too, as a model decodes it.
    reply = Reply(
        tokens=[f"tok{i} " for i in range(tokens)], token_delay=token_ms / 1000, first_token_delay=token_ms / 1000
    )
    with ScriptedLLM(default_reply=reply) as llm:
        llm_env = {"LLM_BASE_URL": llm.base_url, "LLM_MODEL": MODEL_ID}
        async with running_stack("bench", llm_env) as stack, stack.tenant_client("bench", timeout=60) as http:
            openai = AsyncOpenAI(base_url=llm.base_url, api_key="bench", max_retries=0)
            rows, events_per_turn = await measure_turns(llm, openai, http, stack.temporal, turns, warmup)

    def summary(rows: list[dict], key: str) -> dict[str, float]:
        values = [v for r in rows for v in r[key]] if key == "lag" else [r[key] for r in rows]
        return {"p50_ms": round(pct(values, 0.5) * 1000, 1), "p95_ms": round(pct(values, 0.95) * 1000, 1)}

    paths = {
        "direct": ("ttft", "total", "lag"),
        "api_sse": ("ttft", "total", "lag", "before_llm", "after_llm"),
        "api_post_sse": ("ttft", "total", "lag", "before_llm", "after_llm"),
    }
    result = {
        "turns": turns,
        "tokens_per_turn": tokens,
        "token_interval_ms": token_ms,
        **{name: {k: summary(rows[name], k) for k in keys} for name, keys in paths.items()},
        "history_events_per_turn": statistics.median(events_per_turn),
    }
    d, a, p = result["direct"], result["api_sse"], result["api_post_sse"]
    result["ratios"] = {
        "total_p50_api_over_direct": round(a["total"]["p50_ms"] / d["total"]["p50_ms"], 3),
        "ttft_p50_extra_ms": round(a["ttft"]["p50_ms"] - d["ttft"]["p50_ms"], 1),
        "token_seen_p95_ms": a["lag"]["p95_ms"],
        "post_sse_total_p50_over_direct": round(p["total"]["p50_ms"] / d["total"]["p50_ms"], 3),
        "post_sse_ttft_p50_extra_ms": round(p["ttft"]["p50_ms"] - d["ttft"]["p50_ms"], 1),
    }
    result["goals_met"] = {
        "total_p50_le_1.05x": result["ratios"]["total_p50_api_over_direct"] <= 1.05,
        "ttft_p50_le_+50ms": result["ratios"]["ttft_p50_extra_ms"] <= 50,
        "token_seen_p95_le_100ms": result["ratios"]["token_seen_p95_ms"] <= 100,
    }
    return result


def print_table(result: dict) -> None:
    d, a, p = result["direct"], result["api_sse"], result["api_post_sse"]
    print(f"{result['turns']} turns x {result['tokens_per_turn']} tokens, {result['token_interval_ms']} ms apart")
    print("API SSE = open GET /events stream + POST message; POST SSE = POST with Accept: text/event-stream\n")
    print(f"{'p50 / p95 (ms)':<30}{'direct':>16}{'API SSE':>16}{'POST SSE':>16}")
    labels = (
        ("ttft", "first token"),
        ("total", "whole turn"),
        ("lag", "token produced->seen"),
        ("before_llm", "POST -> LLM first token"),
        ("after_llm", "LLM last token -> final"),
    )
    for key, label in labels:
        cells = [f"{x[key]['p50_ms']} / {x[key]['p95_ms']}" if key in x else "" for x in (d, a, p)]
        print(f"{label:<30}" + "".join(f"{c:>16}" for c in cells))
    print(f"\nhistory events per turn: {result['history_events_per_turn']}")
    for goal, met in result["goals_met"].items():
        print(f"goal {goal:<26} {'met' if met else 'NOT met'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--turns", type=int, default=30)
    parser.add_argument("--tokens", type=int, default=60)
    parser.add_argument("--token-ms", type=float, default=20.0)
    parser.add_argument("--warmup", type=int, default=3)
    args = parser.parse_args()
    finish(asyncio.run(run(args.turns, args.tokens, args.token_ms, args.warmup)), print_table)


if __name__ == "__main__":
    main()
