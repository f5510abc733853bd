"""The demo chat `durable-agents dev` prints, against the real API: a start reuses the chat of
the start before while it is open, and replaces it once it has closed."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import httpx

from api.app import create_app
from durable_agents import tenancy as tenants
from durable_agents.dev import DEMO_FILE, demo_chat
from durable_agents.settings import Settings
from tests.research.test_slack import serve


async def _wait_until_closed(http: httpx.AsyncClient, chat_id: str, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while (status := (await http.get(f"/v1/chats/{chat_id}")).json()["status"]) != "closed":
        assert time.monotonic() < deadline, f"chat {chat_id} still {status} after {timeout:.0f} s"
        await asyncio.sleep(0.2)


async def test_dev_reuses_its_open_demo_chat_and_replaces_a_closed_one(
    settings: Settings, worker: None, tmp_path: Path
) -> None:
    tenant, api_key = tenants.create_tenant(settings.resolved_database_url, "Demo tenant")
    demo_file = tmp_path / DEMO_FILE
    auth = {"Authorization": f"Bearer {api_key}"}
    quick = settings.model_copy(update={"chat_idle_days": 1 / 86_400})  # chats close after one idle second
    async with serve(create_app(quick)) as http:
        http.headers.update(auth)
        agent = await http.post("/v1/agents", json={"name": "Temporal Guide", "system_prompt": "Be brief."})
        assert agent.status_code == 201, agent.text
        demo = {"tenant_id": tenant.id, "api_key": api_key, "agent_id": agent.json()["agent_id"]}
        closing = await demo_chat(http, demo_file, demo)
        await _wait_until_closed(http, closing)

    async with serve(create_app(settings)) as http:
        http.headers.update(auth)
        saved = json.loads(demo_file.read_text())
        assert saved == {**demo, "chat_id": closing}
        replacement = await demo_chat(http, demo_file, saved)
        assert replacement != closing
        saved = json.loads(demo_file.read_text())
        assert saved["chat_id"] == replacement
        assert await demo_chat(http, demo_file, saved) == replacement
        assert json.loads(demo_file.read_text())["chat_id"] == replacement
