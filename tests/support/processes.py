"""Child processes for tests that run the project's commands for real (`durable-agents worker`,
`api`, `dev`, the local model, a Temporal server): each in a process group of its own, so one
SIGKILL reaches it and its children, its output read on a thread so a test can wait for a
line with a deadline."""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import threading
import time
from pathlib import Path

from durable_agents.settings import Settings


def clean_env(**extra: str) -> dict[str, str]:
    """This environment without any setting of the project (so the host's config cannot leak in)."""
    names = {name.upper() for name in Settings.model_fields}
    env = {key: value for key, value in os.environ.items() if key.upper() not in names}
    env["PYTHONUNBUFFERED"] = "1"
    env.update(extra)
    return env


def kill_group(proc: subprocess.Popen[str]) -> None:
    """SIGKILL the process group started for `proc` (it is the group leader)."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pass


class OutputLines:
    """Reads a child's stdout on a thread so the test can wait for a line with a deadline."""

    def __init__(self, proc: subprocess.Popen[str]) -> None:
        self.lines: list[str] = []
        self._queue: queue.Queue[str | None] = queue.Queue()
        assert proc.stdout is not None
        self._stdout = proc.stdout
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self) -> None:
        for line in self._stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def wait_for(self, needle: str, deadline: float) -> bool:
        """Collect lines until one contains `needle` (True), EOF or the deadline (False)."""
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return False
            try:
                line = self._queue.get(timeout=remaining)
            except queue.Empty:
                return False
            if line is None:
                self._queue.put(None)  # a later wait sees the EOF too
                return False
            self.lines.append(line)
            if needle in line:
                return True

    def drain(self) -> str:
        """Everything the child wrote so far, without waiting (for diagnostics)."""
        while True:
            try:
                line = self._queue.get_nowait()
            except queue.Empty:
                return self.text
            if line is None:
                self._queue.put(None)
                return self.text
            self.lines.append(line)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def spawn(argv: list[str], env: dict[str, str], cwd: Path | None = None) -> tuple[subprocess.Popen[str], OutputLines]:
    """A child in its own process group (so `kill_group` reaches its children), output merged."""
    proc = subprocess.Popen(
        argv,
        env=env,
        cwd=cwd,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    return proc, OutputLines(proc)
