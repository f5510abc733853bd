"""Schemathesis against the real API: every route with generated valid and invalid input
(examples, coverage, fuzzing and the stateful phase, a fixed seed, bounded examples) must
answer no 5xx, only statuses its OpenAPI entry lists, and the content type it declares.

It runs on a stack of its own (task queue, worker, scripted LLM, data dir), so the chats,
executions and research requests it starts can never take another test's scripted replies.
`make fuzz` runs the same with more examples.

The DDL import of `POST /v1/design-sessions` gets hostile DDL of its own (deep nesting, huge
identifiers, unbalanced input, and generated mixes of them): a 4xx with a reason or a 2xx, never a 5xx."""

from __future__ import annotations

import asyncio
import os
import random
import sys
import uuid
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
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


def nested(opening: str, inner: str, closing: str, depth: int) -> str:
    return opening * depth + inner + closing * depth


DEEPER = "nested too deeply for PostgreSQL's parser"
# (DDL, the status it gets, what its reason says): PostgreSQL's own grammar reads the script
# (pglast), then it runs in the sandbox; each refusal names the line.
HOSTILE_DDL = [
    # Deep, but valid PostgreSQL: imported.
    (f"CREATE TABLE t (a int CHECK ({nested('(', 'a > 0', ')', 5_000)}))", 201, None),
    (f"CREATE TABLE t (a numeric({nested('(', '1', ')', 3_000)}))", 201, None),
    (f"CREATE TABLE t (a int DEFAULT {nested('(', '1', ')', 3_000)})", 201, None),
    (f"CREATE TABLE t (a int[] DEFAULT {nested('ARRAY[', '1', ']', 3_000)})", 201, None),
    ("CREATE TABLE t (a int CHECK " + "(" * 90_000, 422, DEEPER),
    ("CREATE TABLE t (a int)" + ")" * 90_000, 422, 'line 1: syntax error at or near ")"'),
    ("CREATE TABLE t (a int DEFAULT ARRAY[1)", 422, "line 1: syntax error"),
    # What PostgreSQL made, longer than the schema model holds.
    ("CREATE TABLE t (a boolean CHECK (" + "NOT " * 5_000 + "a))", 422, "at most 10000 characters"),
    (f"CREATE TABLE t (a int CHECK ({nested('CASE WHEN a > 0 THEN ', '1', ' END', 1_000)} > 0))", 422, "at most 10000"),
    (f"CREATE TABLE t (a int[] DEFAULT {nested('ARRAY[', '1', ']', 19)})", 201, None),
    ("CREATE TABLE " + "t" * 199_000 + " (a int)", 201, None),  # PostgreSQL cuts a name to 63 bytes
    ("CREATE TABLE t (a " + "x" * 199_000 + ")", 422, "does not exist"),
    ("CREATE TYPE e AS ENUM ('" + "v" * 199_000 + "')", 422, "invalid enum label"),
    ("CREATE TABLE t (a numeric DEFAULT " + "9" * 5_000 + ")", 201, None),
    ("CREATE TABLE t (a text DEFAULT 'x)", 422, "line 1: unterminated quoted string"),
    ('CREATE TABLE "t (a int)', 422, "line 1: unterminated quoted identifier"),
    ("CREATE TABLE t (a int) /*", 422, "line 1: unterminated /* comment"),
    (";" * 199_000, 201, None),
    ("CREATE TABLE t (a int);\n" * 8_000, 422, 'line 2 (CREATE TABLE t (a int)): relation "t" already exists'),
    ("CREATE TABLE t (a int, 9 text)", 422, "line 1: syntax error"),
    ("CREATE TABLE t (a int);\nCREATE UNIQUE INDEX i ON t", 422, "line 2: syntax error"),
    ("DROP TABLE users", 422, 'line 1 (DROP TABLE users): table "users" does not exist'),
]
# Generated DDL: valid statements, then a few fragments inserted, some repeated many times.
STATEMENTS = [
    "CREATE TABLE t (a int PRIMARY KEY, b text NOT NULL DEFAULT 'x' CHECK (length(b) > 0))",
    "CREATE TABLE u (a int REFERENCES t (a) ON DELETE CASCADE, c numeric(5, 2)[] DEFAULT ARRAY[1, 2])",
    "CREATE TYPE e AS ENUM ('x', 'y')",
    "CREATE UNIQUE INDEX i ON t (a, b)",
    "ALTER TABLE t ADD CONSTRAINT c CHECK ((a > 0) AND (b <> ''))",
    "COMMENT ON COLUMN t.a IS 'the key'",
]
FRAGMENTS = [
    "(", ")", "[", "]", "ARRAY[", "numeric(", "NOT ", "CASE WHEN a THEN ", " END", "'", '"', "--", "/*", ";",
    ",", "\n", "1e999", "9" * 50, "x" * 70, "::int",
]  # fmt: skip


def generated_ddl(rng: random.Random) -> str:
    text = ";\n".join([STATEMENTS[0], *rng.choices(STATEMENTS[1:], k=rng.randint(0, 3))])
    for _ in range(rng.randint(0, 3)):
        at = rng.randint(0, len(text))
        text = text[:at] + rng.choice(FRAGMENTS) * rng.choice([1, 1, 1, 2, 20, 1_000]) + text[at:]
    return text


async def post_ddl(http: httpx.AsyncClient, ddl: str) -> httpx.Response:
    response = await http.post("/v1/design-sessions", json={"initial_schema": ddl})
    assert response.status_code < 500, (response.status_code, response.text[:500], ddl[:200])
    assert response.headers["content-type"] == "application/json", (response.headers, ddl[:200])
    return response


@pytest.mark.timeout(300)
async def test_hostile_ddl_gets_a_reason_never_a_server_error(fuzz_stack: tuple[str, str]) -> None:
    api_url, api_key = fuzz_stack
    async with httpx.AsyncClient(base_url=api_url, headers={"Authorization": f"Bearer {api_key}"}, timeout=60) as http:
        for ddl, status, says in HOSTILE_DDL:
            response = await post_ddl(http, ddl)
            assert response.status_code == status, (response.text[:500], ddl[:200])
            if says is not None:
                [error] = response.json()["detail"]
                assert says in error["msg"] and error["loc"] == ["body", "initial_schema"], error["msg"][:500]

        rng = random.Random(20261123)
        for _ in range(500):
            response = await post_ddl(http, generated_ddl(rng))
            body = response.json()
            assert body.get("session_id") if response.status_code < 300 else body["detail"], body
