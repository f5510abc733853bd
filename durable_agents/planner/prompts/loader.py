"""PromptLoader (DD-7): prompt text lives in `templates/*.md` with `{placeholder}`s.

Only `{identifier}` is a placeholder, so JSON examples in a template need no escaping.
Rendering is strict: a placeholder left without a value, or a value for no placeholder,
is a programming error (KeyError / ValueError), never a prompt with a hole in it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

PLACEHOLDER = re.compile(r"\{([a-z_][a-z0-9_]*)\}")


class PromptLoader:
    def __init__(self, directory: Path) -> None:
        self._directory = directory
        self._cache: dict[str, str] = {}

    def preload(self, names: Iterable[str]) -> None:
        """Read templates now. Workflow code may render them afterwards: the sandbox allows
        `open` while modules import, not while workflows run."""
        for name in names:
            self.template(name)

    def template(self, name: str) -> str:
        if name not in self._cache:
            with open(self._directory / f"{name}.md", encoding="utf-8") as file:
                self._cache[name] = file.read().strip() + "\n"
        return self._cache[name]

    def placeholders(self, name: str) -> set[str]:
        return set(PLACEHOLDER.findall(self.template(name)))

    def render(self, name: str, /, **values: str) -> str:
        """The template with every placeholder replaced (in one pass: values are not scanned)."""
        wanted = self.placeholders(name)
        missing, unused = wanted - set(values), set(values) - wanted
        if missing:
            raise KeyError(f"prompt {name!r} needs values for {', '.join(sorted(missing))}")
        if unused:
            raise ValueError(f"prompt {name!r} has no placeholders {', '.join(sorted(unused))}")
        return PLACEHOLDER.sub(lambda match: values[match.group(1)], self.template(name))
