"""DD-9's token estimate: 4 characters ≈ 1 token, no tokenizer (pure; workflow code calls it)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

CHARS_PER_TOKEN = 4


def _chars(value: Any) -> int:
    if isinstance(value, str):
        return len(value)
    if isinstance(value, list):  # content parts, tool calls
        return sum(_chars(item) for item in value)
    if isinstance(value, Mapping):
        return sum(_chars(item) for key, item in value.items() if key not in ("role", "type", "id", "tool_call_id"))
    return 0


def estimate_tokens(messages: Iterable[Mapping[str, Any]]) -> int:
    """Estimated prompt tokens of OpenAI chat messages: their text, tool call names and
    arguments, rounded up."""
    chars = sum(_chars(message) for message in messages)
    return -(-chars // CHARS_PER_TOKEN)
