"""Schemathesis against the real API: every route with generated valid and invalid input
(examples, coverage, fuzzing and the stateful phase, a fixed seed, bounded examples) must
answer no 5xx, only statuses its OpenAPI entry lists, and the content type it declares.

It runs on a stack of its own (task queue, worker, scripted LLM, data dir), so the chats,
executions and research requests it starts can never take another test's scripted replies.
`make fuzz` runs the same with more examples."""

from __future__ import annotations

import asyncio
import os
import sys
import uuid
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import uvicorn
from temporalio.client import Client

from api.app import create_app
from durable_agents import tenancy as tenants
from durable_agents.settings import Settings
from tests.support.scripted_llm import ScriptedLLM
from tests.support.threaded_server import free_port
from worker import build_worker

# Streams (they wait for events that fuzzed input never produces) and Slack's signed webhook
# (tested with real signatures in test_slack.py) are left out.
EXCLUDED_PATHS = r"/events$|^/slack/"
CHECKS = "not_a_server_error,status_code_conformance,content_type_conformance"


def schemathesis_command(schema_url: str, api_key: str, max_examples: int, report_dir: Path) -> list[str]:
    return [
        str(Path(sys.executable).with_name("schemathesis")),
        "run",
        schema_url,
        "--header",
        f"Authorization: Bearer {api_key}",
        "--seed",
        "20261123",
        "--max-examples",
        str(max_examples),
        "--phases",
        "examples,coverage,fuzzing,stateful",
        "--checks",
        CHECKS,
        "--exclude-path-regex",
        EXCLUDED_PATHS,
        "--request-timeout",
        "30",
        "--workers",
        "1",
        "--generation-database",
        "none",
        "--no-color",
        "--report",
        "junit",
        "--report-dir",
        str(report_dir),
    ]


@pytest.fixture(scope="module")
async def fuzz_stack(
    client: Client, settings: Settings, tmp_path_factory: pytest.TempPathFactory
) -> AsyncIterator[tuple[str, str]]:
    with ScriptedLLM() as llm:
        own = settings.model_copy(
            update={
                "data_dir": tmp_path_factory.mktemp("fuzz"),
                "task_queue": f"fuzz-{uuid.uuid4().hex[:8]}",
                "llm_base_url": llm.base_url,
            }
        )
        _tenant, api_key = tenants.create_tenant(own.resolved_database_url, "Fuzzed")
        with ThreadPoolExecutor(max_workers=4) as executor:
            async with build_worker(client, own, executor):
                port = free_port()
                server = uvicorn.Server(
                    uvicorn.Config(create_app(own), host="127.0.0.1", port=port, log_level="warning")
                )
                task = asyncio.create_task(server.serve())
                while not server.started:
                    assert not task.done(), "the API server failed to start"
                    await asyncio.sleep(0.02)
                yield f"http://127.0.0.1:{port}", api_key
                server.should_exit = True
                await task


@pytest.mark.timeout(900)
async def test_no_route_answers_5xx_or_an_undocumented_status(fuzz_stack: tuple[str, str], tmp_path: Path) -> None:
    api_url, api_key = fuzz_stack
    max_examples = int(os.environ.get("FUZZ_MAX_EXAMPLES", "8"))
    process = await asyncio.create_subprocess_exec(
        *schemathesis_command(f"{api_url}/openapi.json", api_key, max_examples, tmp_path),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        cwd=tmp_path,  # its caches and reports stay out of the repository
    )
    output, _ = await process.communicate()
    text = output.decode(errors="replace")
    assert process.returncode == 0, text[-20_000:]
    assert "No issues found" in text or "passed" in text, text[-5_000:]
