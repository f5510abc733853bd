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
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
from openai import AsyncOpenAI
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.testing import WorkflowEnvironment

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from durable_agents.binaries import find_binary  # noqa: E402
from durable_agents.temporal import DEV_SERVER_ARGS, SEARCH_ATTRIBUTES, chat_workflow_id  # noqa: E402
from store.tenants import create_tenant  # noqa: E402
from tests.support.scripted_llm import MODEL_ID, Reply, ScriptedLLM  # noqa: E402
from tests.support.sse import iter_sse  # noqa: E402


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


async def api_turn(llm: ScriptedLLM, http: httpx.AsyncClient, chat_id: str) -> dict[str, float | list[float]]:
    start = time.perf_counter()
    first: float | None = None
    seen: list[float] = []
    async with http.stream(
        "POST",
        f"/v1/chats/{chat_id}/messages",
        json={"content": "benchmark", "enable_rag": True},
        headers={"Accept": "text/event-stream"},
    ) as response:
        response.raise_for_status()
        async for event in iter_sse(response):
            if event.event == "content_chunk":
                first = first or event.received_at
                seen.append(event.received_at)
            elif event.event in ("final", "error"):
                assert event.event == "final", event.data
                break
    end = time.perf_counter()
    produced = llm.chunk_times[-1]
    assert len(seen) == len(produced), (len(seen), len(produced))
    return {
        "ttft": first - start,
        "total": end - start,
        "lag": [s - p for s, p in zip(seen, produced, strict=True)],
        # Where the overhead sits: before the LLM's first token, and after its last one.
        "before_llm": produced[0] - start,
        "after_llm": end - produced[-1],
    }


async def wait_http(url: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    async with httpx.AsyncClient() as http:
        while True:
            try:
                if (await http.get(url)).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"{url} did not come up")
            await asyncio.sleep(0.2)


async def run(turns: int, tokens: int, token_ms: float, warmup: int, eager: bool) -> dict:
    reply = Reply(tokens=[f"tok{i} " for i in range(tokens)], token_delay=token_ms / 1000)
    env = await WorkflowEnvironment.start_local(
        dev_server_existing_path=find_binary("temporal"),
        search_attributes=SEARCH_ATTRIBUTES,
        data_converter=pydantic_data_converter,
        dev_server_extra_args=DEV_SERVER_ARGS if eager else [],
    )
    data_dir = Path(tempfile.mkdtemp(prefix="bench-"))
    procs: list[subprocess.Popen[bytes]] = []
    try:
        with ScriptedLLM(default_reply=reply) as llm:
            api_port = 18000 + os.getpid() % 1000
            child_env = {
                **os.environ,
                "DATA_DIR": str(data_dir),
                "TEMPORAL_ADDRESS": env.client.service_client.config.target_host,
                "TASK_QUEUE": "bench",
                "LLM_BASE_URL": llm.base_url,
                "LLM_MODEL": MODEL_ID,
                "API_PORT": str(api_port),
            }
            for command in ("worker", "api"):
                log = open(data_dir / f"{command}.log", "wb")
                procs.append(
                    subprocess.Popen([sys.executable, "-m", "durable_agents.cli", command], env=child_env, stdout=log, stderr=subprocess.STDOUT, cwd=ROOT)
                )
            api = f"http://127.0.0.1:{api_port}"
            await wait_http(f"{api}/healthz")
            _tenant, key = create_tenant(f"sqlite:///{data_dir / 'durable_agents.db'}", "bench")
            openai = AsyncOpenAI(base_url=llm.base_url, api_key="bench", max_retries=0)
            async with httpx.AsyncClient(base_url=api, headers={"Authorization": f"Bearer {key}"}, timeout=60) as http:
                agent = (await http.post("/v1/agents", json={"name": "Bench", "system_prompt": "Answer."})).json()
                await http.post(
                    "/v1/documents",
                    json={"agent_id": agent["agent_id"], "documents": [{"title": "Benchmark", "text": "benchmark text"}]},
                )
                chat_id = (await http.post("/v1/chats", json={"mode": 1, "agent_id": agent["agent_id"]})).json()["chat_id"]
                handle = env.client.get_workflow_handle(chat_workflow_id(chat_id))
                direct, via_api, events_per_turn = [], [], []
                for i in range(warmup + turns):
                    d = await direct_turn(llm, openai)
                    before = (await handle.describe()).history_length
                    a = await api_turn(llm, http, chat_id)
                    added = (await handle.describe()).history_length - before
                    if i >= warmup:
                        direct.append(d)
                        via_api.append(a)
                        if added > 0:  # not a turn that continued-as-new
                            events_per_turn.append(added)
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            proc.wait(timeout=20)
        await env.shutdown()

    def summary(rows: list[dict], key: str) -> dict[str, float]:
        values = [v for r in rows for v in r[key]] if key == "lag" else [r[key] for r in rows]
        return {"p50_ms": round(pct(values, 0.5) * 1000, 1), "p95_ms": round(pct(values, 0.95) * 1000, 1)}

    result = {
        "turns": turns,
        "tokens_per_turn": tokens,
        "token_interval_ms": token_ms,
        "eager_activities": eager,
        "direct": {k: summary(direct, k) for k in ("ttft", "total", "lag")},
        "api_sse": {k: summary(via_api, k) for k in ("ttft", "total", "lag", "before_llm", "after_llm")},
        "history_events_per_turn": statistics.median(events_per_turn),
    }
    d, a = result["direct"], result["api_sse"]
    result["ratios"] = {
        "total_p50_api_over_direct": round(a["total"]["p50_ms"] / d["total"]["p50_ms"], 3),
        "ttft_p50_extra_ms": round(a["ttft"]["p50_ms"] - d["ttft"]["p50_ms"], 1),
        "token_seen_p95_ms": a["lag"]["p95_ms"],
    }
    result["goals_met"] = {
        "total_p50_le_1.05x": result["ratios"]["total_p50_api_over_direct"] <= 1.05,
        "ttft_p50_le_+50ms": result["ratios"]["ttft_p50_extra_ms"] <= 50,
        "token_seen_p95_le_100ms": result["ratios"]["token_seen_p95_ms"] <= 100,
    }
    return result


def print_table(result: dict) -> None:
    d, a = result["direct"], result["api_sse"]
    print(f"{result['turns']} turns x {result['tokens_per_turn']} tokens, {result['token_interval_ms']} ms apart\n")
    print(f"{'metric':<28}{'direct p50':>12}{'direct p95':>12}{'API p50':>10}{'API p95':>10}")
    for key, label in (("ttft", "first token (ms)"), ("total", "whole turn (ms)"), ("lag", "token produced->seen (ms)")):
        print(f"{label:<28}{d[key]['p50_ms']:>12}{d[key]['p95_ms']:>12}{a[key]['p50_ms']:>10}{a[key]['p95_ms']:>10}")
    for key, label in (("before_llm", "POST -> LLM first token (ms)"), ("after_llm", "LLM last token -> final (ms)")):
        print(f"{label:<28}{'':>12}{'':>12}{a[key]['p50_ms']:>10}{a[key]['p95_ms']:>10}")
    print(f"\nhistory events per turn: {result['history_events_per_turn']}")
    for goal, met in result["goals_met"].items():
        print(f"goal {goal:<26} {'met' if met else 'NOT met'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--turns", type=int, default=30)
    parser.add_argument("--tokens", type=int, default=60)
    parser.add_argument("--token-ms", type=float, default=20.0)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--no-eager", action="store_true", help="Without eager activity execution on the server.")
    args = parser.parse_args()
    result = asyncio.run(run(args.turns, args.tokens, args.token_ms, args.warmup, not args.no_eager))
    print_table(result)
    print(json.dumps(result, indent=2))
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
