"""Prompt assembly for the agent (deterministic: called from workflows)."""

from __future__ import annotations

from typing import Any

from durable_agents.models import AgentConfig, LLMMessage, Turn

CITATION_GUIDANCE = (
    "Answer from the numbered sources below when they are relevant and cite them inline "
    "as [n]. If they do not contain the answer, say so briefly and answer from general knowledge."
)


def _source_block(documents: list[dict[str, Any]]) -> str:
    lines = []
    for number, doc in enumerate(documents, start=1):
        metadata = doc.get("metadata", {})
        title = metadata.get("metadata", {}).get("title", f"Document {number}")
        lines.append(f"[{number}] {title}\n{metadata.get('page_content', doc.get('page_content', ''))}")
    return "\n\n".join(lines)


def build_agent_messages(
    agent: AgentConfig, documents: list[dict[str, Any]], history: list[Turn], question: str
) -> list[LLMMessage]:
    """System prompt (+ numbered sources), the recent conversation, then the question."""
    system = agent.system_prompt.strip()
    if documents:
        system = f"{system}\n\n{CITATION_GUIDANCE}\n\nSources:\n{_source_block(documents)}"
    messages = [LLMMessage(role="system", content=system)]
    for turn in history:
        messages.append(LLMMessage(role="user", content=turn.content))
        messages.append(LLMMessage(role="assistant", content=turn.response or ""))
    messages.append(LLMMessage(role="user", content=question))
    return messages
