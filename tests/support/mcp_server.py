"""A real MCP server for tests, built with the official SDK (`mcp.server.mcpserver.MCPServer`).

Tools: `add(a, b)`, `fail(reason)` (always reports a tool error) and `getenv(name)`.

- stdio: ``python tests/support/mcp_server.py stdio``; `stdio_command()` returns that command
  line for the running interpreter (the tests' operator-configured stdio server).
- streamable HTTP: ``python tests/support/mcp_server.py http PORT``; `McpHttpServer` runs
  that on a free 127.0.0.1 port (`url` is the MCP endpoint, ending in /mcp).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Self

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

if __name__ == "__main__":  # run as a script (`stdio` or `http PORT`): put the repository on sys.path for `tests`
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.support.threaded_server import SHUTDOWN_TIMEOUT, STARTUP_TIMEOUT, Startable, free_port


def build_server() -> MCPServer:
    server = MCPServer("test-tools", log_level="WARNING")

    @server.tool()
    def add(a: int, b: int) -> int:
        """Add two integers."""
        return a + b

    @server.tool()
    def fail(reason: str = "the tool failed on purpose") -> str:
        """Always fails, reporting `reason` as the tool's error."""
        raise ToolError(reason)

    @server.tool()
    def getenv(name: str) -> str:
        """The value of an environment variable of the server process ("" if unset)."""
        return os.environ.get(name, "")

    return server


def stdio_command() -> list[str]:
    """The command line that serves `build_server()` over stdio with this interpreter."""
    return [sys.executable, str(Path(__file__).resolve()), "stdio"]


class McpHttpServer(Startable):
    """`build_server()` over streamable HTTP, in a child process (`mcp_server.py http PORT`)."""

    def __init__(self) -> None:
        self._process: subprocess.Popen[bytes] | None = None
        self._port: int | None = None

    @property
    def url(self) -> str:
        if self._port is None:
            raise RuntimeError("McpHttpServer is not running")
        return f"http://127.0.0.1:{self._port}/mcp"

    def start(self) -> Self:
        """Start the server on a free 127.0.0.1 port; return once it accepts connections."""
        port = free_port()
        process = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "http", str(port)])
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    process.kill()
                    process.wait()
                    raise RuntimeError("MCP test server failed to start") from None
                time.sleep(0.02)
        self._process, self._port = process, port
        return self

    def stop(self) -> None:
        if self._process is None:
            return
        self._process.terminate()
        try:
            self._process.wait(SHUTDOWN_TIMEOUT)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        self._process = self._port = None


def main(argv: list[str]) -> None:
    match argv:
        case ["stdio"]:
            build_server().run("stdio")
        case ["http", port]:
            build_server().run("streamable-http", host="127.0.0.1", port=int(port))
        case _:
            sys.exit("usage: mcp_server.py stdio | http PORT")


if __name__ == "__main__":
    main(sys.argv[1:])
