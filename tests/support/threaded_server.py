"""Serving an ASGI app for tests: uvicorn in a daemon thread on a free 127.0.0.1 port.

`ThreadedServer` is what the stand-in HTTP servers (`ScriptedLLM`, `SearchServer`,
`SlackServer`) hold to serve their Starlette apps; `Startable` gives anything with
`start`/`stop` the ``with`` statement; `free_port` picks a port for a server run elsewhere.
"""

from __future__ import annotations

import logging
import socket
import threading
import time
from types import TracebackType
from typing import Any, Self

import uvicorn
from starlette.types import ASGIApp

HOST = "127.0.0.1"
STARTUP_TIMEOUT = 10.0
SHUTDOWN_TIMEOUT = 10.0


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


class Startable:
    """``with x:`` runs ``x.start()`` (its value is what ``as`` binds) and ``x.stop()`` on the way out."""

    def start(self) -> Self:
        raise NotImplementedError

    def stop(self) -> None:
        raise NotImplementedError

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()


class _QuietErrors(logging.Filter):
    """Hides uvicorn's tracebacks of `errors` when logged from the thread named `thread_name`."""

    def __init__(self, thread_name: str, errors: tuple[type[BaseException], ...]) -> None:
        super().__init__()
        self.thread_name = thread_name
        self.errors = errors

    def filter(self, record: logging.LogRecord) -> bool:
        return not (
            record.threadName == self.thread_name
            and record.exc_info is not None
            and isinstance(record.exc_info[1], self.errors)
        )


class ThreadedServer(Startable):
    """`app` served by uvicorn in a daemon thread (named `thread_name`) on a free 127.0.0.1 port.

    `name` names the server in errors. Tracebacks uvicorn logs for exceptions of the types
    in `quiet_errors` raised in this server's thread are hidden (responses aborted on purpose).
    `config` goes to `uvicorn.Config` as well (e.g. ``timeout_graceful_shutdown``).
    """

    def __init__(
        self,
        app: ASGIApp,
        *,
        name: str,
        thread_name: str,
        quiet_errors: tuple[type[BaseException], ...] = (),
        **config: Any,
    ) -> None:
        self.app = app
        self.name = name
        self.thread_name = thread_name
        self._config = config
        self._log_filter = _QuietErrors(thread_name, quiet_errors) if quiet_errors else None
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self._port: int | None = None

    @property
    def running(self) -> bool:
        return self._port is not None

    @property
    def port(self) -> int:
        """The TCP port the running server listens on."""
        if self._port is None:
            raise RuntimeError(f"{self.name} is not running")
        return self._port

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT``, no trailing slash."""
        return f"http://{HOST}:{self.port}"

    def start(self) -> Self:
        """Serve on a free 127.0.0.1 port in a daemon thread; return once accepting."""
        if self._thread is not None:
            raise RuntimeError(f"{self.name} is already running")
        if self._log_filter is not None:
            logging.getLogger("uvicorn.error").addFilter(self._log_filter)
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind((HOST, 0))
        config = uvicorn.Config(self.app, log_config=None, access_log=False, lifespan="off", **self._config)
        server = uvicorn.Server(config)
        thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, name=self.thread_name, daemon=True)
        thread.start()
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while not server.started:
            if not thread.is_alive() or time.monotonic() > deadline:
                server.should_exit = True
                sock.close()
                raise RuntimeError(f"{self.name} failed to start")
            time.sleep(0.005)
        self._server, self._thread, self._port = server, thread, sock.getsockname()[1]
        return self

    def stop(self) -> None:
        """Shut the server down (in-flight responses get uvicorn's graceful shutdown time)."""
        if self._server is None or self._thread is None:
            return
        self._server.should_exit = True
        self._thread.join(SHUTDOWN_TIMEOUT)
        # A thread still shutting down may yet log an aborted response: keep hiding it then.
        if self._log_filter is not None and not self._thread.is_alive():
            logging.getLogger("uvicorn.error").removeFilter(self._log_filter)
        self._server = self._thread = self._port = None


class ServesOverHttp(Startable):
    """For a class holding its `ThreadedServer` in `_http`: starting and stopping it is starting and stopping that."""

    _http: ThreadedServer

    def start(self) -> Self:
        """Serve on a free 127.0.0.1 port in a daemon thread; return once accepting."""
        self._http.start()
        return self

    def stop(self) -> None:
        """Shut the server down (in-flight responses get uvicorn's graceful shutdown time)."""
        self._http.stop()
