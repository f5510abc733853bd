"""How `durable-agents dev` watches what it starts: a child that exits is named with its exit
code and log, a server still loading is waited for and one that never answers ends the wait,
a demo file whose key the database does not hold gets a new demo tenant, and a start whose
API cannot bind its port ends with that message and exit code 1, its other children stopped."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from temporalio.testing import WorkflowEnvironment

from durable_agents import dev
from durable_agents import tenancy as tenants
from durable_agents.settings import Settings
from tests.support.loading_server import LoadingServer
from tests.support.processes import clean_env, kill_group
from tests.support.threaded_server import HOST, free_port

PYTHON_EXITING = [sys.executable, "-c", "import sys; sys.exit(3)"]
PYTHON_SLEEPING = [sys.executable, "-c", "import time; time.sleep(60)"]


def group_alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    return True


def test_a_child_that_exited_is_named_and_the_others_are_stopped(tmp_path: Path) -> None:
    children = dev.Children(tmp_path)
    sleeper = children.start("sleeper", PYTHON_SLEEPING, clean_env())
    quitter = children.start("quitter", PYTHON_EXITING, clean_env())
    try:
        quitter.wait(timeout=10)
        assert children.exited() == f"quitter exited with code 3 (see {tmp_path / 'quitter.log'})"
    finally:
        children.stop_all()
    assert sleeper.returncode == -signal.SIGTERM
    assert quitter.returncode == 3
    assert {path.name for path in tmp_path.iterdir()} == {"sleeper.log", "quitter.log"}


async def test_waiting_for_a_server_ends_when_a_child_exits(tmp_path: Path) -> None:
    children = dev.Children(tmp_path)
    children.start("api", PYTHON_EXITING, clean_env()).wait(timeout=10)
    try:
        with pytest.raises(RuntimeError, match=r"^api exited with code 3 \(see .*api\.log\)$"):
            await dev.wait_for_http(f"http://{HOST}:{free_port()}/healthz", 30, children)
    finally:
        children.stop_all()


async def test_a_server_still_loading_is_waited_for() -> None:
    with LoadingServer(loading_requests=2) as server:
        await dev.wait_for_http(f"{server.base_url}/healthz", 30)
        assert server.requests == 3


async def test_a_server_that_never_answers_200_ends_the_wait() -> None:
    with LoadingServer(loading_requests=1_000) as server:
        url = f"{server.base_url}/healthz"
        with pytest.raises(RuntimeError, match=rf"^{url} did not answer within 1 s$"):
            await dev.wait_for_http(url, 1)
        assert server.requests >= 2  # asked again until the deadline


async def test_waiting_for_temporal_gives_up_after_the_timeout() -> None:
    settings = Settings(_env_file=None, temporal_address=f"{HOST}:{free_port()}")
    started = time.monotonic()
    with pytest.raises(RuntimeError, match="Failed client connect"):
        await dev._wait_for_temporal(settings, timeout=0.5)
    assert time.monotonic() - started >= 0.5  # retried until then


def test_a_demo_file_whose_key_the_database_does_not_hold_gets_a_new_demo_tenant(tmp_path: Path) -> None:
    first = Settings(_env_file=None, data_dir=tmp_path, database_url=f"sqlite:///{tmp_path}/first.db")
    demo = dev._seed_demo(first)
    assert dev._seed_demo(first) == demo  # the next start reads it back

    # The data dir kept, the database changed: the demo key opens nothing there.
    moved = first.model_copy(update={"database_url": f"sqlite:///{tmp_path}/moved.db"})
    again = dev._seed_demo(moved)
    assert again["api_key"] != demo["api_key"]
    tenant = tenants.tenant_for_api_key(moved.resolved_database_url, again["api_key"])
    assert tenant is not None and tenant.id == again["tenant_id"]
    demo_file = tmp_path / dev.DEMO_FILE
    assert json.loads(demo_file.read_text()) == again
    assert demo_file.stat().st_mode & 0o777 == 0o600


def test_dev_whose_api_port_is_taken_names_it_and_exits_1(tmp_path: Path, temporal_env: WorkflowEnvironment) -> None:
    data_dir = tmp_path / "data"
    # Bound, not listening: the API cannot bind the port, and nothing answers dev's polls there.
    with socket.socket() as taken:
        taken.bind((HOST, 0))
        argv = [sys.executable, "-m", "durable_agents.cli", "dev", "--port", str(taken.getsockname()[1])]
        env = clean_env(
            DATA_DIR=str(data_dir),
            TEMPORAL_ADDRESS=temporal_env.client.service_client.config.target_host,
            TASK_QUEUE=f"dev-{uuid.uuid4().hex[:8]}",  # its worker takes none of the other tests' tasks
            LLM_BASE_URL=f"http://{HOST}:{free_port()}/v1",
            SCHEMA_SANDBOX_URL=f"postgresql://sandbox@{HOST}:{free_port()}/sandbox",
        )
        proc = subprocess.Popen(
            argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            start_new_session=True,
        )  # fmt: skip
        try:
            out, err = proc.communicate(timeout=120)
            children_left = group_alive(proc.pid)
        finally:
            kill_group(proc)  # type: ignore[arg-type]
    api_log = data_dir / "logs" / "api.log"
    assert proc.returncode == 1, f"stdout:\n{out}\nstderr:\n{err}"
    # uvicorn's exit code for a server that could not start.
    assert f"durable-agents dev: api exited with code 3 (see {api_log})" in err, err
    assert "stopping ..." in err
    assert "address already in use" in api_log.read_text().lower()
    assert "durable-agents is running" not in out
    assert not children_left, "its worker or API outlived it"
