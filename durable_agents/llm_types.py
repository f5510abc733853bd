"""What every system's LLM calls exchange: chat messages and token usage (workflow-safe,
carried by the pydantic data converter)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel


class TokenUsage(BaseModel):
    prompt_tokens: int = 0
    completion_tokens: int = 0
    total_tokens: int = 0

    def __add__(self, other: TokenUsage) -> TokenUsage:
        """Both usages together, field by field (pure: workflow code adds usages too)."""
        return TokenUsage(
            prompt_tokens=self.prompt_tokens + other.prompt_tokens,
            completion_tokens=self.completion_tokens + other.completion_tokens,
            total_tokens=self.total_tokens + other.total_tokens,
        )


class LLMMessage(BaseModel):
    role: Literal["system", "user", "assistant"]
    content: str
