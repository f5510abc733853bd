"""A real SMTP server for tests: aiosmtpd's, on a free 127.0.0.1 port in its own thread.

`SmtpServer` keeps every message it accepted (parsed), refuses the recipients in `refused`
with 550, and answers the next `fail_next(code)` transactions' DATA with a scripted code
(e.g. 421: busy, try later).
"""

from __future__ import annotations

import threading
from collections import deque
from email import message_from_bytes, policy
from email.message import EmailMessage
from typing import Any, Self

from aiosmtpd.controller import Controller

from tests.support.threaded_server import HOST, Startable, free_port


class _Handler:
    def __init__(self, server: SmtpServer) -> None:
        self._server = server

    async def handle_RCPT(self, server: Any, session: Any, envelope: Any, address: str, options: list[str]) -> str:
        if address.lower() in self._server.refused:
            return "550 5.1.1 No such user here"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        return self._server.receive(envelope.rcpt_tos, envelope.content)


class SmtpServer(Startable):
    def __init__(self, refused: set[str] | None = None) -> None:
        self.port = free_port()
        self.refused = {address.lower() for address in refused or set()}
        self._messages: list[tuple[list[str], EmailMessage]] = []
        self._failures: deque[str] = deque()
        self._lock = threading.Lock()
        self._controller = Controller(_Handler(self), hostname=HOST, port=self.port)

    def start(self) -> Self:
        self._controller.start()
        return self

    def stop(self) -> None:
        self._controller.stop()

    def fail_next(self, reply: str, times: int = 1) -> None:
        """The next `times` messages are answered `reply` (e.g. "421 4.3.2 Try again later")."""
        with self._lock:
            self._failures.extend([reply] * times)

    def receive(self, recipients: list[str], content: bytes) -> str:
        with self._lock:
            if self._failures:
                return self._failures.popleft()
            self._messages.append((list(recipients), message_from_bytes(content, policy=policy.default)))  # type: ignore[arg-type]
        return "250 Message accepted"

    @property
    def messages(self) -> list[tuple[list[str], EmailMessage]]:
        """(envelope recipients, message) of every message accepted, in order."""
        with self._lock:
            return list(self._messages)

    def reset(self) -> None:
        with self._lock:
            self._messages.clear()
            self._failures.clear()
