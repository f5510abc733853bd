"""Real parts for every test: a Temporal dev server (the `temporal` binary), the worker,
the FastAPI app served by uvicorn over HTTP, SQLite, and a scripted OpenAI-compatible
LLM server as the only stand-in (at the network edge)."""

from __future__ import annotations

import asyncio
import tempfile
import uuid
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn
from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.testing import WorkflowEnvironment

from api.app import create_app
from durable_agents import tenancy as tenants
from durable_agents.binaries import find_binary
from durable_agents.schema_design.sandbox_server import embedded_postgres
from durable_agents.settings import Settings
from durable_agents.temporal import SEARCH_ATTRIBUTES
from tests.support.mcp_server import McpHttpServer, stdio_command
from tests.support.postgres import PostgresUnavailable, postgres_cluster
from tests.support.scripted_llm import MODEL_ID, ScriptedLLM
from tests.support.search_server import SearchServer
from tests.support.sse import SSEEvent, collect
from tests.support.threaded_server import free_port
from worker import build_worker


@pytest.fixture(scope="session")
async def temporal_env() -> AsyncIterator[WorkflowEnvironment]:
    env = await WorkflowEnvironment.start_local(
        dev_server_existing_path=find_binary("temporal"),
        search_attributes=SEARCH_ATTRIBUTES,
        data_converter=pydantic_data_converter,
    )
    yield env
    await env.shutdown()


@pytest.fixture(scope="session")
def scripted_llm() -> Iterator[ScriptedLLM]:
    with ScriptedLLM() as llm:
        yield llm


@pytest.fixture(autouse=True)
def _fresh_script(scripted_llm: ScriptedLLM) -> None:
    scripted_llm.reset()


@pytest.fixture(scope="session")
def search_server() -> Iterator[SearchServer]:
    """A SearXNG stand-in: the `web_search` tool's endpoint (settings.web_search_url)."""
    with SearchServer() as server:
        yield server


@pytest.fixture(scope="session")
def mcp_http() -> Iterator[McpHttpServer]:
    """A real MCP server (streamable HTTP) with the tools add, fail and getenv."""
    with McpHttpServer() as server:
        yield server


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A throwaway PostgreSQL cluster (tests/support/postgres.py), started when first asked
    for: the URL of its `postgres` database. No PostgreSQL binaries is a failure, not a skip."""
    failure = None
    try:
        with postgres_cluster() as url:
            yield url
    except PostgresUnavailable as exc:  # raised at start only
        failure = str(exc)
    if failure is not None:
        pytest.fail(failure, pytrace=False)


@pytest.fixture(scope="session")
def schema_sandbox_url() -> Iterator[str]:
    """The schema design pipeline's PostgreSQL sandbox: an embedded server in a temp directory.
    Not under pytest's own temp tree: as root the server runs as another OS user that needs
    to enter the directories above its data, and a second pytest session closes that tree (0700)."""
    with (
        tempfile.TemporaryDirectory(prefix="schema-sandbox-") as directory,
        embedded_postgres(Path(directory) / "data") as url,
    ):
        yield url


@pytest.fixture(scope="session")
def settings(
    tmp_path_factory: pytest.TempPathFactory,
    temporal_env: WorkflowEnvironment,
    scripted_llm: ScriptedLLM,
    search_server: SearchServer,
    schema_sandbox_url: str,
) -> Settings:
    return Settings(
        _env_file=None,
        data_dir=tmp_path_factory.mktemp("data"),
        temporal_address=temporal_env.client.service_client.config.target_host,
        task_queue=f"tests-{uuid.uuid4().hex[:8]}",
        llm_base_url=scripted_llm.base_url,
        llm_api_key="test-key",
        llm_model=MODEL_ID,
        llm_max_attempts=3,
        web_search_url=search_server.base_url,
        # The operator's MCP side: a stdio server agents may name, and the loopback HTTP one (`mcp_http`).
        mcp_stdio_servers={"calc": {"command": stdio_command()}},
        mcp_allowed_hosts=["127.0.0.1"],
        schema_sandbox_url=schema_sandbox_url,
        # Only for the links the web app builds: never visited.
        temporal_ui_url="http://temporal-ui.invalid",
    )


@pytest.fixture(scope="session")
def client(temporal_env: WorkflowEnvironment) -> Client:
    return temporal_env.client


@pytest.fixture(scope="session")
async def worker(client: Client, settings: Settings) -> AsyncIterator[None]:
    with ThreadPoolExecutor(max_workers=8) as executor:
        async with build_worker(client, settings, executor):
            yield


@pytest.fixture(scope="session")
async def api_url(settings: Settings, worker: None) -> AsyncIterator[str]:
    port = free_port()
    server = uvicorn.Server(
        uvicorn.Config(create_app(settings), host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    )
    task = asyncio.create_task(server.serve())
    while not server.started:
        assert not task.done(), "the API server failed to start"
        await asyncio.sleep(0.02)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    await task


@dataclass
class TenantClient:
    tenant_id: str
    api_key: str
    http: httpx.AsyncClient

    async def add_user(self, email: str, name: str = "") -> TenantClient:
        """A user of this tenant (created with its admin key) and a client sending the user's
        key, as decisions need; close its `http` when done."""
        response = await self.http.post("/v1/users", json={"email": email, "name": name})
        assert response.status_code == 201, response.text
        api_key = response.json()["api_key"]
        http = httpx.AsyncClient(
            base_url=self.http.base_url, headers={"Authorization": f"Bearer {api_key}"}, timeout=30
        )
        return TenantClient(tenant_id=self.tenant_id, api_key=api_key, http=http)

    async def create_agent(
        self, name: str = "Helper", system_prompt: str = "You are a helpful assistant.", **fields: Any
    ) -> str:
        body = {"name": name, "system_prompt": system_prompt, **fields}
        response = await self.http.post("/v1/agents", json=body)
        assert response.status_code == 201, response.text
        return response.json()["agent_id"]

    async def create_chat(self, agent_id: str | None, mode: int = 1, **fields: Any) -> str:
        body = {"mode": mode, **({"agent_id": agent_id} if agent_id is not None else {}), **fields}
        response = await self.http.post("/v1/chats", json=body)
        assert response.status_code == 201, response.text
        return response.json()["chat_id"]

    async def ask(self, chat_id: str, content: str, enable_rag: bool = True) -> list[SSEEvent]:
        """Send a message and read its events (POST with `Accept: text/event-stream`) to the end."""
        return await collect(
            self.http,
            "POST",
            f"/v1/chats/{chat_id}/messages",
            json={"content": content, "enable_rag": enable_rag},
            headers={"Accept": "text/event-stream"},
            until="final|error",
        )

    async def send(self, chat_id: str, content: str) -> str:
        """Send a message without reading its events (202): its message id."""
        response = await self.http.post(f"/v1/chats/{chat_id}/messages", json={"content": content})
        assert response.status_code == 202, response.text
        return response.json()["message_id"]

    async def message_events(self, chat_id: str, message_id: str) -> list[SSEEvent]:
        """The message's events as a client reading later gets them (from the chat's stream)."""
        return await collect(
            self.http, "GET", f"/v1/chats/{chat_id}/events", params={"message_id": message_id}, until="final|error"
        )


async def _tenant_client(settings: Settings, api_url: str, name: str) -> TenantClient:
    tenant, api_key = tenants.create_tenant(settings.resolved_database_url, name)
    http = httpx.AsyncClient(base_url=api_url, headers={"Authorization": f"Bearer {api_key}"}, timeout=30)
    return TenantClient(tenant_id=tenant.id, api_key=api_key, http=http)


@pytest.fixture
async def tenant(settings: Settings, api_url: str) -> AsyncIterator[TenantClient]:
    tc = await _tenant_client(settings, api_url, "Tenant A")
    yield tc
    await tc.http.aclose()


@pytest.fixture
async def other_tenant(settings: Settings, api_url: str) -> AsyncIterator[TenantClient]:
    tc = await _tenant_client(settings, api_url, "Tenant B")
    yield tc
    await tc.http.aclose()
