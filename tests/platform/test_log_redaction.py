"""No API key reaches a log: `durable-agents api` run as in production (uvicorn's access log on),
its output written to files, is sent keys as a planner WebSocket's `?token=`, as query
parameters of HTTP requests and as `Authorization` headers; no log file holds one, and the
lines that carried them are there, masked."""

from __future__ import annotations

import json
import logging
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import websockets
from temporalio.testing import WorkflowEnvironment

from durable_agents import tenancy
from durable_agents.log_redaction import MASK, redact, redact_record
from tests.conftest import free_port
from tests.support.processes import clean_env, kill_group

CLI = [sys.executable, "-m", "durable_agents.cli"]
UNKNOWN_KEY = tenancy.new_api_key()  # key-shaped, in no store: refused, and still masked


class Api:
    """`durable-agents api` in its own process group, stdout and stderr each written to a file."""

    def __init__(self, data_dir: Path, temporal_address: str) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log_dir = data_dir / "logs"
        self.log_dir.mkdir(parents=True)
        with open(self.log_dir / "api.out.log", "wb") as out, open(self.log_dir / "api.err.log", "wb") as err:
            self.proc = subprocess.Popen(
                [*CLI, "api", "--port", str(self.port)],
                env=clean_env(DATA_DIR=str(data_dir), TEMPORAL_ADDRESS=temporal_address),
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=err,
                start_new_session=True,
            )

    def logs(self) -> dict[str, str]:
        return {path.name: path.read_text(errors="replace") for path in sorted(self.log_dir.glob("*.log"))}

    def wait_until_up(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        with httpx.Client(timeout=5, trust_env=False) as http:
            while True:
                assert self.proc.poll() is None, f"`durable-agents api` exited {self.proc.returncode}\n{self.logs()}"
                assert time.monotonic() < deadline, f"the API did not answer within {timeout:.0f} s\n{self.logs()}"
                try:
                    http.get(f"{self.url}/healthz")
                    return
                except httpx.TransportError:
                    time.sleep(0.2)

    def stop(self) -> None:
        """SIGTERM, so uvicorn writes its last lines and the files are complete."""
        self.proc.send_signal(signal.SIGTERM)
        self.proc.wait(timeout=15)


@pytest.fixture
def api(tmp_path: Path, temporal_env: WorkflowEnvironment) -> Iterator[Api]:
    started = Api(tmp_path / "data", temporal_env.client.service_client.config.target_host)
    try:
        started.wait_until_up()
        yield started
    finally:
        kill_group(started.proc)  # type: ignore[arg-type]


async def pong_over(url: str, authenticate_with: str | None = None) -> str:
    """Connects, authenticates with an `authenticate` event if given, pings: the event answered."""
    async with websockets.connect(url) as ws:
        if authenticate_with is not None:
            await ws.send(json.dumps({"event": "authenticate", "payload": {"token": authenticate_with}}))
        await ws.send(json.dumps({"event": "ping"}))
        try:
            return json.loads(await ws.recv())["event"]
        except websockets.ConnectionClosed as closed:
            return f"closed {closed.rcvd.code if closed.rcvd else None}"


async def test_no_key_reaches_the_apis_logs(api: Api) -> None:
    db_url = f"sqlite:///{(api.log_dir.parent / 'durable_agents.db').resolve()}"
    tenant, admin_key = tenancy.create_tenant(db_url, "Acme")
    _user, user_key = tenancy.create_user(db_url, tenant.id, "dana@example.org")
    socket = api.url.replace("http://", "ws://") + "/v1/planner/ws"

    assert await pong_over(f"{socket}?token={admin_key}") == "pong"
    assert await pong_over(f"{socket}?chat=1&token={user_key}") == "pong"
    assert await pong_over(f"{socket}?token={UNKNOWN_KEY}") == "closed 4401"
    assert await pong_over(socket, authenticate_with=user_key) == "pong"
    async with httpx.AsyncClient(base_url=api.url, timeout=30, trust_env=False) as http:
        as_user = {"Authorization": f"Bearer {user_key}"}
        assert (await http.get("/v1/me", headers=as_user)).status_code == 200
        assert (await http.get("/v1/me", headers={"Authorization": f"Bearer {UNKNOWN_KEY}"})).status_code == 401
        # A client that puts its key in the URL as well: the access log prints the query string.
        assert (await http.get("/v1/me", params={"api_key": admin_key}, headers=as_user)).status_code == 200
        assert (await http.get("/v1/me", params={"key": user_key}, headers=as_user)).status_code == 200
    api.stop()

    logs = api.logs()
    assert set(logs) == {"api.out.log", "api.err.log"}
    for name, text in logs.items():
        for key in (admin_key, user_key, UNKNOWN_KEY):
            assert key not in text, f"a key is in {name}:\n{text}"
    everything = "\n".join(logs.values())
    for masked in (f"WebSocket /v1/planner/ws?token={MASK}", f"/v1/planner/ws?chat=1&token={MASK}"):
        assert masked in everything, f"no {masked!r} line:\n{everything}"
    for masked in (f"GET /v1/me?api_key={MASK}", f"GET /v1/me?key={MASK}"):
        assert masked in logs["api.out.log"], f"no {masked!r} access log line:\n{logs['api.out.log']}"


KEY = "da_" + "k" * 43


@pytest.mark.parametrize(
    ("text", "masked"),
    [
        (f'"GET /v1/planner/ws?token={KEY} HTTP/1.1" 101', f'"GET /v1/planner/ws?token={MASK} HTTP/1.1" 101'),
        (f"/x?a=1&API_KEY={KEY}&b=2", f"/x?a=1&API_KEY={MASK}&b=2"),
        ("/x?access_token=secret&apikey=s2#f", f"/x?access_token={MASK}&apikey={MASK}#f"),
        (f"Authorization: Bearer {KEY}", f"Authorization: Bearer {MASK}"),
        (f"the key {KEY} is not valid", f"the key {MASK} is not valid"),
        ("/v1/chats?from=3&monkey=1", "/v1/chats?from=3&monkey=1"),
    ],
)
def test_redact_masks_keys_and_nothing_else(text: str, masked: str) -> None:
    assert redact(text) == masked


def test_a_records_arguments_and_traceback_are_masked_and_keep_their_shape() -> None:
    try:
        raise ValueError(f"no such key {KEY}")
    except ValueError:
        record = logging.LogRecord("uvicorn.access", logging.INFO, __file__, 1, '%s - "%s %s" %d', None, sys.exc_info())
    record.args = ("127.0.0.1:5000", "GET", f"/v1/me?token={KEY}", 200)
    redact_record(record)
    assert record.getMessage() == f'127.0.0.1:5000 - "GET /v1/me?token={MASK}" 200'
    assert isinstance(record.args, tuple) and record.args[3] == 200  # uvicorn's access formatter unpacks these
    formatted = logging.Formatter().format(record)
    assert KEY not in formatted and f"ValueError: no such key {MASK}" in formatted
