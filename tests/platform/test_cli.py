"""The `durable-agents` command line, run as real subprocesses: `tenants create`, `users create`
/ `list`, `dev`, `api`."""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
from websockets.sync.client import connect as connect_socket

from api.app import create_app
from durable_agents import tenancy as tenants
from durable_agents.dev import DEMO_QUESTION
from durable_agents.log_redaction import MASK
from durable_agents.settings import Settings
from tests.conftest import free_port
from tests.research.test_slack import serve
from tests.support.processes import OutputLines, clean_env, kill_group, spawn
from tests.support.scripted_llm import MODEL_ID, Reply, ScriptedLLM

CLI = [sys.executable, "-m", "durable_agents.cli"]
READY_LINE = "Press Ctrl-C to stop."
SCRIPTED_ANSWER = "Durable execution survives crashes [1]."


def _distinct_free_ports(count: int) -> list[int]:
    ports: list[int] = []
    while len(ports) < count:
        if (port := free_port()) not in ports:
            ports.append(port)
    return ports


def _refuses_connections(port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(2)
        try:
            sock.connect(("127.0.0.1", port))
        except ConnectionRefusedError:
            return True
        return False


def _group_alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    return True


def _logs(data_dir: Path, tail: int = 4000) -> str:
    parts = []
    for path in sorted((data_dir / "logs").glob("*.log")):
        parts.append(f"--- {path.name} ---\n{path.read_text(errors='replace')[-tail:]}")
    return "\n".join(parts) or "(no logs)"


class _Dev:
    """One `durable-agents dev` process in its own process group."""

    def __init__(self, argv: list[str], env: dict[str, str], data_dir: Path, cwd: Path) -> None:
        self.data_dir = data_dir
        self.started = time.monotonic()
        self.proc = subprocess.Popen(
            argv,
            env=env,
            cwd=cwd,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )
        self.out = OutputLines(self.proc)
        self.err_lines: list[str] = []
        assert self.proc.stderr is not None
        stderr = self.proc.stderr
        threading.Thread(target=lambda: self.err_lines.extend(stderr), daemon=True).start()
        self.ready_after: float | None = None

    def diagnostics(self) -> str:
        return (
            f"exit code: {self.proc.poll()}\nstdout:\n{self.out.text}\nstderr:\n{''.join(self.err_lines)[-4000:]}\n"
            f"logs:\n{_logs(self.data_dir)}"
        )

    def wait_ready(self, timeout: float, deadline: float) -> str:
        ready = self.out.wait_for(READY_LINE, min(time.monotonic() + timeout, deadline))
        assert ready, f"`durable-agents dev` did not print {READY_LINE!r} within {timeout:.0f} s\n{self.diagnostics()}"
        self.ready_after = time.monotonic() - self.started
        return self.out.text

    def stop(self, *, whole_group: bool, timeout: float = 30) -> tuple[int, float]:
        """SIGINT the dev process (or its whole group, as Ctrl-C in a terminal does); exit code and time."""
        begun = time.monotonic()
        if whole_group:
            os.killpg(self.proc.pid, signal.SIGINT)
        else:
            self.proc.send_signal(signal.SIGINT)
        try:
            code = self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired as err:
            raise AssertionError(
                f"`durable-agents dev` still running {timeout:.0f} s after SIGINT\n{self.diagnostics()}"
            ) from err
        return code, time.monotonic() - begun


def _banner_value(banner: str, label: str) -> str:
    match = re.search(rf"^\s*{re.escape(label)}\s+(\S+)", banner, re.MULTILINE)
    assert match, f"no {label!r} line in:\n{banner}"
    return match.group(1)


def _parse_sse(text: str) -> list[tuple[str, str]]:
    """(event, data) of each block of an SSE body."""
    events = []
    for block in re.split(r"\n\n+", text.replace("\r\n", "\n").replace("\r", "\n")):
        event, data = "message", []
        for line in block.split("\n"):
            if not line or line.startswith(":"):
                continue
            name, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if name == "event":
                event = value
            elif name == "data":
                data.append(value)
        if data:
            events.append((event, "\n".join(data)))
    return events


# --- tenants create ----------------------------------------------------------------------------


def _tenants_create(name: str, *extra: str, cwd: Path, **env: str) -> dict[str, str]:
    result = subprocess.run(
        [*CLI, "tenants", "create", name, *extra],
        env=clean_env(**env),
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, f"exit {result.returncode}\nstdout:\n{result.stdout}\nstderr:\n{result.stderr}"
    lines = result.stdout.splitlines()
    assert len(lines) == 1, f"expected one JSON line on stdout, got:\n{result.stdout}"
    created = json.loads(lines[0])
    assert set(created) == {"tenant_id", "api_key"}
    assert created["api_key"].startswith(tenants.API_KEY_PREFIX)
    return created


def test_tenants_create_prints_a_working_api_key(tmp_path: Path) -> None:
    # A relative --data-dir (that does not exist yet) is resolved against the working directory.
    first = _tenants_create("Acme", "--data-dir", "nested/data", cwd=tmp_path)
    second = _tenants_create("Globex", "--data-dir", "nested/data", cwd=tmp_path)
    db_url = f"sqlite:///{(tmp_path / 'nested' / 'data' / 'durable_agents.db').resolve()}"
    assert Path(db_url.removeprefix("sqlite:///")).is_file()

    assert first["tenant_id"] != second["tenant_id"]
    assert first["api_key"] != second["api_key"]
    for created, name in ((first, "Acme"), (second, "Globex")):
        tenant = tenants.tenant_for_api_key(db_url, created["api_key"])
        assert tenant is not None, f"{name}'s key is not in {db_url}"
        assert (tenant.id, tenant.name) == (created["tenant_id"], name)
    assert tenants.tenant_for_api_key(db_url, first["api_key"] + "x") is None


def test_tenants_create_reads_data_dir_from_the_environment(tmp_path: Path) -> None:
    data_dir = tmp_path / "from-env"
    created = _tenants_create("Initech", cwd=tmp_path, DATA_DIR=str(data_dir))
    db_url = f"sqlite:///{(data_dir / 'durable_agents.db').resolve()}"
    tenant = tenants.tenant_for_api_key(db_url, created["api_key"])
    assert tenant is not None and tenant.id == created["tenant_id"]
    # Nothing landed in the default `.data` of the working directory.
    assert not (tmp_path / ".data").exists()


# --- users -------------------------------------------------------------------------------------


def _users(*args: str, data_dir: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*CLI, "users", *args, "--data-dir", str(data_dir)],
        env=clean_env(),
        capture_output=True,
        text=True,
        timeout=60,
    )


async def test_users_create_prints_a_key_the_api_takes_as_that_user(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    acme = _tenants_create("Acme", "--data-dir", str(data_dir), cwd=tmp_path)
    result = _users(
        "create", "--tenant", acme["tenant_id"], "--email", "Alice@Example.org", "--name", "Alice", data_dir=data_dir
    )
    assert result.returncode == 0, result.stderr
    created = json.loads(result.stdout)
    assert set(created) == {"user_id", "tenant_id", "email", "api_key"}
    assert (created["tenant_id"], created["email"]) == (acme["tenant_id"], "alice@example.org")
    listed = _users("list", "--tenant", acme["tenant_id"], data_dir=data_dir)
    assert json.loads(listed.stdout) == [{"user_id": created["user_id"], "email": "alice@example.org", "name": "Alice"}]

    async with serve(create_app(Settings(_env_file=None, data_dir=data_dir))) as http:
        as_alice = {"Authorization": f"Bearer {created['api_key']}"}
        assert (await http.get("/v1/research-requests", headers=as_alice)).status_code == 200
        assert (await http.get("/v1/users", headers=as_alice)).status_code == 403  # she is not the admin
        users = await http.get("/v1/users", headers={"Authorization": f"Bearer {acme['api_key']}"})
        assert [u["email"] for u in users.json()] == ["alice@example.org"]


def test_users_create_refuses_what_the_api_refuses(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    tenant_id = _tenants_create("Acme", "--data-dir", str(data_dir), cwd=tmp_path)["tenant_id"]
    assert _users("create", "--tenant", tenant_id, "--email", "bob@example.org", data_dir=data_dir).returncode == 0
    for tenant, email, reason in [
        (tenant_id, "BOB@example.org", "already has a user bob@example.org"),
        (tenant_id, "not-an-email", "not a valid email address"),
        ("no-such-tenant", "carol@example.org", "no tenant no-such-tenant"),
    ]:
        result = _users("create", "--tenant", tenant, "--email", email, data_dir=data_dir)
        assert (result.returncode, result.stdout) == (2, ""), result.stderr
        assert reason in result.stderr
    assert _users("list", "--tenant", "no-such-tenant", data_dir=data_dir).returncode == 2


def test_users_without_tenant_take_the_only_tenant_or_name_the_tenants(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    no_tenant = _users("create", "--email", "alice@example.org", data_dir=data_dir)
    assert (no_tenant.returncode, no_tenant.stdout) == (2, ""), no_tenant.stderr
    assert "no tenant yet: create one with `durable-agents tenants create NAME`" in no_tenant.stderr

    acme = _tenants_create("Acme", "--data-dir", str(data_dir), cwd=tmp_path)
    alice = _users("create", "--email", "alice@example.org", data_dir=data_dir)
    assert alice.returncode == 0, alice.stderr
    assert json.loads(alice.stdout)["tenant_id"] == acme["tenant_id"]
    listed = _users("list", data_dir=data_dir)
    assert [user["email"] for user in json.loads(listed.stdout)] == ["alice@example.org"]

    globex = _tenants_create("Globex", "--data-dir", str(data_dir), cwd=tmp_path)
    for command in (("create", "--email", "bob@example.org"), ("list",)):
        result = _users(*command, data_dir=data_dir)
        assert (result.returncode, result.stdout) == (2, ""), result.stderr
        assert "there are several tenants: pass --tenant with one of" in result.stderr
        assert f"{acme['tenant_id']} (Acme)" in result.stderr and f"{globex['tenant_id']} (Globex)" in result.stderr


# --- dev -----------------------------------------------------------------------------------------


def test_dev_runs_everything_and_restarts_on_the_same_data(tmp_path: Path, scripted_llm: ScriptedLLM) -> None:
    deadline = time.monotonic() + 360  # the whole test, both runs included
    curl = shutil.which("curl")
    assert curl, "`curl` is not on PATH; this test runs the curl command `durable-agents dev` prints"

    data_dir = tmp_path / "data"
    api_port, temporal_port, ui_port, llm_port = _distinct_free_ports(4)
    argv = [
        *CLI, "dev",
        "--port", str(api_port),
        "--temporal-port", str(temporal_port),
        "--ui-port", str(ui_port),
        "--llm-port", str(llm_port),
        "--data-dir", str(data_dir),
    ]  # fmt: skip
    env = clean_env(LLM_BASE_URL=scripted_llm.base_url, LLM_MODEL=MODEL_ID)
    api = f"http://127.0.0.1:{api_port}"
    ui = f"http://127.0.0.1:{ui_port}"
    devs: list[_Dev] = []
    timings: dict[str, float] = {}
    try:
        # First run: a fresh data dir.
        dev = _Dev(argv, env, data_dir, cwd=tmp_path)
        devs.append(dev)
        banner = dev.wait_ready(90, deadline)
        timings["first start"] = dev.ready_after or 0

        assert _banner_value(banner, "API") == api, banner
        assert _banner_value(banner, "OpenAPI docs") == f"{api}/docs", banner
        assert _banner_value(banner, "Web app") == f"{api}/app/", banner
        assert _banner_value(banner, "Temporal Web UI") == ui, banner
        assert _banner_value(banner, "LLM") == scripted_llm.base_url, banner
        api_key = _banner_value(banner, "Demo API key")
        assert api_key.startswith("da_"), banner
        tenant_id = _banner_value(banner, "Demo tenant")
        agent_id = _banner_value(banner, "Demo agent")
        chat_id = _banner_value(banner, "Demo chat")
        curl_lines = [line.strip() for line in banner.splitlines() if line.strip().startswith("curl ")]
        assert len(curl_lines) == 1, banner
        curl_line = curl_lines[0]
        assert api_key in curl_line and f"{api}/v1/chats/{chat_id}/messages" in curl_line, curl_line

        with httpx.Client(timeout=30, trust_env=False) as http:
            docs = http.get(f"{api}/docs")
            assert docs.status_code == 200, docs.text
            assert "swagger" in docs.text.lower()
            app = http.get(f"{api}/app/")
            assert app.status_code == 200 and "Tenant API key" in app.text, app.text[:500]
            # The app links each workflow's page in the UI that dev started.
            config = http.get(f"{api}/v1/web-app/config", headers={"Authorization": f"Bearer {api_key}"})
            assert config.status_code == 200, config.text
            assert config.json()["temporal_ui_url"] == ui, config.json()
            web_ui = http.get(ui)
            assert web_ui.status_code == 200, web_ui.text[:500]
            health = http.get(f"{api}/healthz")
            assert (health.status_code, health.json()) == (200, {"status": "ok", "database": "ok", "temporal": "ok"})
            me = http.get(f"{api}/v1/me", headers={"Authorization": f"Bearer {api_key}"})
            assert me.json()["tenant_id"] == tenant_id, me.text
            # The printed `users create` command, run as printed, makes a user of the demo tenant.
            [users_line] = [line.strip() for line in banner.splitlines() if " users create " in line]
            program, *arguments = shlex.split(users_line)
            assert program == "durable-agents", users_line
            created = subprocess.run([*CLI, *arguments], env=clean_env(), capture_output=True, text=True, timeout=60)
            assert created.returncode == 0, created.stderr
            user_key = json.loads(created.stdout)["api_key"]
            as_user = http.get(f"{api}/v1/me", headers={"Authorization": f"Bearer {user_key}"})
            assert (as_user.json()["tenant_id"], as_user.json()["email"]) == (tenant_id, "you@example.org")
        # A planner WebSocket authenticated by `?token=`: the API logs its path (masked, checked below).
        with connect_socket(f"ws://127.0.0.1:{api_port}/v1/planner/ws?token={api_key}") as ws:
            ws.send(json.dumps({"event": "ping"}))
            assert json.loads(ws.recv(timeout=30))["event"] == "pong"

        # The printed curl command, run as printed: the demo chat is mode 1, which offers the
        # demo agent's `rag_search` no tool round (seed 000): the answer is streamed at once.
        scripted_llm.script(
            Reply(text=SCRIPTED_ANSWER, token_delay=0.01, match=lambda body: bool(body.get("stream"))),
        )
        run = subprocess.run(
            ["bash", "-c", curl_line],
            env=clean_env(),
            capture_output=True,
            text=True,
            timeout=max(min(60, deadline - time.monotonic()), 1),
        )
        assert run.returncode == 0, f"curl exited {run.returncode}\n{run.stderr}\n{dev.diagnostics()}"
        events = _parse_sse(run.stdout)
        assert events, f"no SSE events in curl output:\n{run.stdout}"
        kind, data = events[-1]
        assert kind == "final", f"the stream did not end with `final`:\n{run.stdout}\n{dev.diagnostics()}"
        final = json.loads(data)
        assert final["response"] == SCRIPTED_ANSWER
        assert final["sources"], final
        assert any("durable execution" in source["title"].lower() for source in final["sources"]), final["sources"]
        assert {event for event, _ in events} >= {"langgraph_reasoning", "content_chunk", "final"}, events
        # The worker called the configured (scripted) model with the demo question.
        [answer] = scripted_llm.requests
        assert answer["model"] == MODEL_ID and "tools" not in answer
        assert DEMO_QUESTION in json.dumps(answer["messages"])

        with httpx.Client(
            base_url=api, headers={"Authorization": f"Bearer {api_key}"}, timeout=30, trust_env=False
        ) as http:
            agents = http.get("/v1/agents")
            assert agents.status_code == 200, agents.text
            assert [(a["agent_id"], a["name"]) for a in agents.json()] == [(agent_id, "Temporal Guide")]
            chat = http.get(f"/v1/chats/{chat_id}")
            assert chat.status_code == 200, chat.text
            [turn] = chat.json()["messages"]
            assert (turn["content"], turn["status"], turn["response"]) == (DEMO_QUESTION, "completed", SCRIPTED_ANSWER)

        # SIGINT to the dev process alone: it stops its children and exits 0.
        code, took = dev.stop(whole_group=False)
        timings["first stop"] = took
        assert code == 0, f"`durable-agents dev` exited {code} after SIGINT\n{dev.diagnostics()}"
        assert "stopping" in "".join(dev.err_lines), dev.diagnostics()
        listening = [port for port in (api_port, temporal_port, ui_port) if not _refuses_connections(port)]
        assert not listening, f"ports still accepting connections after dev exited: {listening}\n{dev.diagnostics()}"
        assert not _group_alive(dev.proc.pid), "processes of the dev process group outlived it"
        logs = {path.name: path.read_text(errors="replace") for path in (data_dir / "logs").glob("*.log")}
        assert not [name for name, text in logs.items() if api_key in text], "the demo key is in a log file"
        assert f"/v1/planner/ws?token={MASK}" in logs["api.log"], logs["api.log"][-4000:]

        # Second run on the same data dir and ports: same demo tenant, and the same demo chat.
        scripted_llm.reset()
        dev = _Dev(argv, env, data_dir, cwd=tmp_path)
        devs.append(dev)
        banner = dev.wait_ready(90, deadline)
        timings["second start"] = dev.ready_after or 0
        assert _banner_value(banner, "Demo API key") == api_key, banner
        assert _banner_value(banner, "Demo agent") == agent_id, banner
        assert _banner_value(banner, "Demo tenant") == tenant_id, banner
        assert _banner_value(banner, "Demo chat") == chat_id, banner

        with httpx.Client(
            base_url=api, headers={"Authorization": f"Bearer {api_key}"}, timeout=30, trust_env=False
        ) as http:
            chat = http.get(f"/v1/chats/{chat_id}")
            assert chat.status_code == 200, f"{chat.status_code} {chat.text}\n{dev.diagnostics()}"
            assert chat.json()["chat_id"] == chat_id
            [turn] = chat.json()["messages"]
            assert (turn["content"], turn["status"], turn["response"]) == (DEMO_QUESTION, "completed", SCRIPTED_ANSWER)
            assert [a["agent_id"] for a in http.get("/v1/agents").json()] == [agent_id]
        assert scripted_llm.requests == []  # the restart replayed nothing through the LLM

        # This time SIGINT the whole process group, as Ctrl-C in a terminal does.
        code, took = dev.stop(whole_group=True)
        timings["second stop"] = took
        assert code == 0, f"`durable-agents dev` exited {code} after Ctrl-C\n{dev.diagnostics()}"
        listening = [port for port in (api_port, temporal_port, ui_port) if not _refuses_connections(port)]
        assert not listening, f"ports still accepting connections after dev exited: {listening}\n{dev.diagnostics()}"
        assert not _group_alive(dev.proc.pid), "processes of the dev process group outlived it"
        assert time.monotonic() < deadline, "the dev test overran its deadline"
    finally:
        for started in devs:
            kill_group(started.proc)
        print("dev timings (s):", {name: round(value, 2) for name, value in timings.items()})


# --- api -----------------------------------------------------------------------------------------


def test_api_starts_without_temporal_and_reports_degraded_health(tmp_path: Path) -> None:
    port = free_port()
    proc, out = spawn(
        [*CLI, "api", "--port", str(port)],
        clean_env(DATA_DIR=str(tmp_path / "data"), TEMPORAL_ADDRESS="127.0.0.1:1"),
        cwd=tmp_path,
    )
    try:
        deadline = time.monotonic() + 60
        health = None
        with httpx.Client(timeout=10, trust_env=False) as http:
            while health is None:
                assert proc.poll() is None, f"`durable-agents api` exited {proc.returncode}\n{out.text}"
                assert time.monotonic() < deadline, f"the API did not answer within 60 s\n{out.text}"
                try:
                    health = http.get(f"http://127.0.0.1:{port}/healthz")
                except httpx.TransportError:
                    time.sleep(0.2)
        assert health.status_code == 503, health.text
        assert health.json() == {"status": "degraded", "database": "ok", "temporal": "unavailable"}
        assert (tmp_path / "data" / "durable_agents.db").is_file()

        proc.send_signal(signal.SIGTERM)
        try:
            code = proc.wait(timeout=15)
        except subprocess.TimeoutExpired as err:
            raise AssertionError(f"`durable-agents api` still running 15 s after SIGTERM\n{out.text}") from err
        out.wait_for("\0", time.monotonic() + 2)  # drain the rest of the output
        # uvicorn shuts down gracefully, then re-raises the signal it caught (uvicorn >= 0.29), so
        # the process ends by SIGTERM rather than reaching `os._exit(0)` in `cli.main`.
        assert code in (0, -signal.SIGTERM), f"exit {code}\n{out.text}"
        assert "Application shutdown complete." in out.text, out.text
        assert "Finished server process" in out.text, out.text
        assert _refuses_connections(port)
    finally:
        kill_group(proc)


def test_worker_without_temporal_waits_then_exits_with_a_clear_message(tmp_path: Path) -> None:
    result = subprocess.run(
        [*CLI, "worker"],
        env=clean_env(
            DATA_DIR=str(tmp_path / "data"), TEMPORAL_ADDRESS="127.0.0.1:1", TEMPORAL_CONNECT_TIMEOUT_SECONDS="3"
        ),
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1, result.stderr
    assert "is not reachable yet (attempt 1)" in result.stderr
    assert result.stderr.strip().splitlines()[-1].startswith("worker: cannot reach Temporal at 127.0.0.1:1")
    assert "Traceback" not in result.stderr
