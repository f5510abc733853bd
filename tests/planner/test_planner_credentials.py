"""A planner chat's credentials (DD-14's keycloak_token and userDTO.ApiKey): kept sealed with the
conversation, opened only by the referencing activity (DD-5), which reads the environment data of
the user's instance with the token when the operator lists that origin. Their clear text is in no
workflow history, store, log, event or prompt, and a key rotation keeps older chats readable."""

from __future__ import annotations

import base64
import json
import logging
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from cryptography.fernet import Fernet
from pydantic import SecretStr
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, RedirectResponse
from starlette.routing import Route
from temporalio.client import Client, WorkflowHistory
from temporalio.testing import ActivityEnvironment

from activities.planner.instance import ENVIRONMENT_MAX_BYTES, environment_data, environment_url
from durable_agents.planner.credentials import KEY_FILE, ChatCredentials, open_sealed, seal
from durable_agents.settings import Settings
from durable_agents.temporal import planner_workflow_id
from tests.conftest import TenantClient
from tests.planner.conftest import planner_stack, socket_url
from tests.planner.seed_client import SeedClient, user_dto
from tests.planner.test_planner import correct, forced, is_plain, step
from tests.support.replay import assert_replays
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.support.threaded_server import ServesOverHttp, ThreadedServer
from workflows.planner.workflow import PlannerWorkflow

TOKEN = f"kc-{uuid.uuid4().hex}"
API_KEY = f"user-key-{uuid.uuid4().hex}"
ENVIRONMENT_PATH = "/api/environment"
ENVIRONMENT = {"environments": [{"name": "UAT-Zephyr", "url": "https://uat.zephyr.example"}]}
JOB_NAME = "Approve The Pending Purchase Order For The Zephyr Procurement Team Now"  # 60-80 chars
APPROVE = {
    "block_id": "b1",
    "name": "Approve Purchase Order",
    "action_code": "ApprovePurchaseOrder",
    "block_type": "task",
    "inputs": {"Purchase Order Number": "PO-1"},
}  # "Approver Name" is mandatory and unfilled: the referencing agent runs
USER = {**user_dto("Dana"), "ApiKey": API_KEY}


class InstanceServer(ServesOverHttp):
    """A user's instance: answers its environment data and records each request's Authorization;
    other paths answer what the referencing agent must not use."""

    def __init__(self) -> None:
        self.authorizations: list[str | None] = []
        routes = [
            Route(ENVIRONMENT_PATH, self._environment),
            Route("/echo", lambda r: JSONResponse({"seen": r.headers.get("authorization")})),
            Route("/elsewhere", lambda r: RedirectResponse("http://127.0.0.1:9/steal")),
            Route("/large", lambda r: JSONResponse({"blob": "x" * (ENVIRONMENT_MAX_BYTES + 1)})),
            Route("/not-json", lambda r: PlainTextResponse("<html>Sign in</html>")),
            Route("/deep", lambda r: PlainTextResponse("[" * 20_000 + "]" * 20_000)),
            Route("/refused", lambda r: JSONResponse({"error": "expired"}, status_code=401)),
        ]
        self._http = ThreadedServer(Starlette(routes=routes), name="instance stand-in", thread_name="instance-server")

    @property
    def base_url(self) -> str:
        return self._http.base_url

    async def _environment(self, request: Request) -> JSONResponse:
        self.authorizations.append(request.headers.get("authorization"))
        return JSONResponse(ENVIRONMENT)


@pytest.fixture
def instance() -> Iterator[InstanceServer]:
    with InstanceServer() as server:
        yield server


def instance_settings(instance: InstanceServer, key: str) -> dict[str, Any]:
    return {
        "query_refinement_mode": "disabled",
        "clarification_timeout_seconds": 300.0,
        "credentials_key": key,
        "planner_instance_origins": [instance.base_url],
        "planner_instance_environment_path": ENVIRONMENT_PATH,
    }


def script_delivery(llm: ScriptedLLM, *, ask_first: bool = False) -> None:
    """One block submitted, validated, its unfilled input referenced, the job named."""
    fill = {"block_id": "b1", "input_name": "Approver Name", "static_value": "Dana", "referenced_output": None}
    llm.script(
        *([step(("clarify", {"questions": ["Which order?"]}))] if ask_first else []),
        step(("submit_workflow", {"workflow_json": {"blocks": [APPROVE]}, "edges": []})),
        correct("ApprovePurchaseOrder", "Approve Purchase Order", "Purchasing", APPROVE["inputs"]),
        Reply(tool_calls=[{"name": "fill_inputs", "arguments": {"fills": [fill]}}], match=forced("fill_inputs")),
        Reply(text=JOB_NAME, match=is_plain),
    )


async def start(http: httpx.AsyncClient, tenant: TenantClient, domain: str) -> tuple[SeedClient, str]:
    """A socket that sent DD-14's start_chat with credentials and the instance as `domain`."""
    socket, chat_id = await SeedClient.connect(socket_url(http, tenant.api_key)), str(uuid.uuid4())
    await socket.start_chat(
        chat_id, "Approve the pending PO", user=USER, keycloak_token=TOKEN, project_key="ERP-7", domain=domain
    )
    return socket, chat_id


def referencing_prompt(llm: ScriptedLLM) -> str:
    request = next(r for r in llm.requests if forced("fill_inputs")(r))
    return request["messages"][0]["content"]


def history_text(history: WorkflowHistory) -> str:
    """The history's JSON and every payload in it decoded (the JSON holds payloads base64-encoded)."""
    texts = [history.to_json()]

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("data"), str) and "metadata" in node:
                texts.append(base64.b64decode(node["data"]).decode("utf-8", "replace"))
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(history.to_json_dict())
    return "\n".join(texts)


def stored_bytes(settings: Settings) -> bytes:
    """The app database (SQLite) as it is on disk, its write-ahead log included."""
    path = Path(settings.resolved_database_url.removeprefix("sqlite:///"))
    return b"".join(p.read_bytes() for p in (path, path.with_name(path.name + "-wal")) if p.exists())


async def test_the_token_reaches_the_listed_instance_and_is_stored_nowhere_in_clear(
    settings: Settings,
    client: Client,
    tenant: TenantClient,
    scripted_llm: ScriptedLLM,
    instance: InstanceServer,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    script_delivery(scripted_llm)
    key = Fernet.generate_key().decode()
    async with planner_stack(settings, client, "credentials", **instance_settings(instance, key)) as (own, http):
        socket, chat_id = await start(http, tenant, instance.base_url)
        delivered = await socket.until("opkey_workflow_json")
        await socket.send("end_chat", {"chat_id": chat_id})
        await socket.until("chat_ended")
        await socket.close()
        handle = client.get_workflow_handle(planner_workflow_id(tenant.tenant_id, chat_id))
        await handle.result()
        history = await handle.fetch_history()

    assert instance.authorizations == [f"Bearer {TOKEN}"]
    prompt = referencing_prompt(scripted_llm)
    assert "UAT-Zephyr" in prompt and "- Project: ERP-7" in prompt and "- Name: Dana" in prompt
    assert delivered["json_data"][0]["inputs"]  # the referenced workflow went out

    recorded = history_text(history)
    assert "Approve the pending PO" in recorded and "gAAAAA" in recorded  # decoded: the message, the sealed token
    for secret in (TOKEN, API_KEY):
        assert secret not in recorded
        assert secret not in json.dumps(scripted_llm.requests)
        assert secret not in json.dumps(socket.seen)
        assert secret not in caplog.text
        assert secret.encode() not in stored_bytes(own)
    await assert_replays(PlannerWorkflow, history)


async def test_an_instance_not_listed_is_never_called(
    settings: Settings, client: Client, tenant: TenantClient, scripted_llm: ScriptedLLM, instance: InstanceServer
) -> None:
    script_delivery(scripted_llm)
    key = Fernet.generate_key().decode()
    async with planner_stack(settings, client, "credentials", **instance_settings(instance, key)) as (_own, http):
        # The same server under another name: an origin the operator did not list.
        socket, _chat_id = await start(http, tenant, instance.base_url.replace("127.0.0.1", "localhost"))
        await socket.until("opkey_workflow_json")
        await socket.close()
    assert instance.authorizations == []
    environment = referencing_prompt(scripted_llm).split("environment data of the user's instance", 1)[1]
    assert environment.split("\n")[1] == "(not given)"


async def test_a_chat_sealed_before_a_key_rotation_still_opens(
    settings: Settings, client: Client, tenant: TenantClient, scripted_llm: ScriptedLLM, instance: InstanceServer
) -> None:
    script_delivery(scripted_llm, ask_first=True)
    old, new = Fernet.generate_key().decode(), Fernet.generate_key().decode()
    async with planner_stack(settings, client, "rotation", **instance_settings(instance, old)) as (_own, http):
        socket, chat_id = await start(http, tenant, instance.base_url)
        await socket.until("clarification_requested")
        await socket.close()
    # The operator rotates: the new key seals from now on, the old one still opens.
    async with planner_stack(settings, client, "rotation", **instance_settings(instance, f"{new},{old}")) as (_, http):
        socket = await SeedClient.connect(socket_url(http, tenant.api_key))
        await socket.provide_clarification(chat_id, USER, str(uuid.uuid4()), "PO-1")  # no credentials: the old ones
        await socket.until("opkey_workflow_json")
        await socket.send("end_chat", {"chat_id": chat_id})
        await socket.until("chat_ended")
        await socket.close()
    assert instance.authorizations == [f"Bearer {TOKEN}"]


async def test_a_later_start_chat_brings_a_newer_token(
    settings: Settings, client: Client, tenant: TenantClient, scripted_llm: ScriptedLLM, instance: InstanceServer
) -> None:
    script_delivery(scripted_llm, ask_first=True)
    newer = f"kc-{uuid.uuid4().hex}"  # the client's token was refreshed meanwhile
    key = Fernet.generate_key().decode()
    async with planner_stack(settings, client, "credentials", **instance_settings(instance, key)) as (_own, http):
        socket, chat_id = await start(http, tenant, instance.base_url)
        asked = await socket.until("clarification_requested")
        await socket.start_chat(
            chat_id, "PO-1", user=USER, clarification_id=asked["clarification_id"], keycloak_token=newer
        )
        await socket.until("opkey_workflow_json")
        await socket.close()
    assert instance.authorizations == [f"Bearer {newer}"]


def test_credentials_open_with_any_listed_key_and_only_with_one(tmp_path: Path) -> None:
    old, new = Fernet.generate_key().decode(), Fernet.generate_key().decode()
    sealed = seal(Settings(_env_file=None, data_dir=tmp_path, credentials_key=old), credentials())
    assert sealed is not None and TOKEN not in sealed and API_KEY not in sealed
    rotated = open_sealed(Settings(_env_file=None, data_dir=tmp_path, credentials_key=f"{new},{old}"), sealed)
    assert rotated is not None and rotated.keycloak_token is not None
    assert rotated.keycloak_token.get_secret_value() == TOKEN and TOKEN not in repr(rotated)
    assert open_sealed(Settings(_env_file=None, data_dir=tmp_path, credentials_key=new), sealed) is None
    assert seal(Settings(_env_file=None, data_dir=tmp_path), ChatCredentials()) is None


def test_without_a_configured_key_one_is_made_once_for_its_user_only(tmp_path: Path) -> None:
    first = Settings(_env_file=None, data_dir=tmp_path / "data")
    sealed = seal(first, credentials())
    key_file = tmp_path / "data" / KEY_FILE
    assert key_file.stat().st_mode & 0o777 == 0o600
    assert [p.name for p in key_file.parent.iterdir()] == [KEY_FILE]
    opened = open_sealed(Settings(_env_file=None, credentials_key=key_file.read_text().strip()), sealed)
    assert opened is not None and opened.api_key is not None and opened.api_key.get_secret_value() == API_KEY


def credentials() -> ChatCredentials:
    return ChatCredentials.model_validate({"keycloak_token": TOKEN, "api_key": API_KEY})


def test_only_a_listed_origin_with_a_path_is_an_environment_url() -> None:
    listed = Settings(
        _env_file=None,
        planner_instance_origins=["https://Instance.example.com:443/"],
        planner_instance_environment_path=ENVIRONMENT_PATH,
    )
    url = "https://instance.example.com/api/environment"
    assert environment_url(listed, "HTTPS://INSTANCE.example.com/opkey?x=1") == url
    for domain in (
        None,
        "",
        "instance.example.com",
        "http://instance.example.com",
        "https://instance.example.com:8443",
    ):
        assert environment_url(listed, domain) is None, domain
    unset = listed.model_copy(update={"planner_instance_environment_path": None})
    assert environment_url(unset, "https://instance.example.com") is None
    assert environment_url(Settings(_env_file=None), "https://instance.example.com") is None


@pytest.mark.parametrize("path", ["/elsewhere", "/large", "/not-json", "/deep", "/refused", "/missing"])
async def test_an_unusable_answer_is_no_environment_data_and_logged_without_the_token(
    instance: InstanceServer, caplog: pytest.LogCaptureFixture, path: str
) -> None:
    caplog.set_level(logging.INFO)
    assert await ActivityEnvironment().run(environment_data, instance.base_url + path, SecretStr(TOKEN)) is None
    assert "Environment data not read" in caplog.text and TOKEN not in caplog.text


async def test_an_echoed_token_is_masked_in_the_environment_data(instance: InstanceServer) -> None:
    echoed = await ActivityEnvironment().run(environment_data, instance.base_url + "/echo", SecretStr(TOKEN))
    assert echoed == '{"seen":"Bearer ***"}'
