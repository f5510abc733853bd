"""Prompt assembly for the agent (deterministic: called from workflows).

Tool use is written into the conversation as plain text (the thought and action as the
assistant's turn, the observation as a user turn): every OpenAI-compatible model reads
it, with or without native tool calling.
"""

from __future__ import annotations

import json
from typing import Any

from durable_agents.chat.contract import AgentConfig, ToolCall, ToolResult, Turn
from durable_agents.llm_types import LLMMessage

CITATION_GUIDANCE = (
    "Answer from the numbered sources below when they are relevant and cite them inline "
    "as [n]. If they do not contain the answer, say so briefly and answer from general knowledge."
)
TOOL_GUIDANCE = (
    "You can call tools to gather what you need before answering. Think step by step: decide "
    "whether a tool would help, call one at a time, and answer once you have enough."
)
SYNTHESIS_INSTRUCTION = (
    "Now answer my question using what the tools returned above. Cite sources inline as [n] where they help."
)
OBSERVATION_CHARS = 4_000


def _title(doc: dict[str, Any], number: int) -> str:
    metadata = doc.get("metadata", {})
    inner = metadata.get("metadata")
    inner = inner if isinstance(inner, dict) else metadata
    return str(inner.get("title", f"Document {number}"))


def _source_block(documents: list[dict[str, Any]]) -> str:
    lines = []
    for number, doc in enumerate(documents, start=1):
        metadata = doc.get("metadata", {})
        lines.append(f"[{number}] {_title(doc, number)}\n{metadata.get('page_content', doc.get('page_content', ''))}")
    return "\n\n".join(lines)


def history_messages(turns: list[Turn]) -> list[LLMMessage]:
    """Earlier turns as user/assistant pairs."""
    messages = []
    for turn in turns:
        messages.append(LLMMessage(role="user", content=turn.content))
        messages.append(LLMMessage(role="assistant", content=turn.response or ""))
    return messages


def memory_messages(summary: str, recent: list[Turn]) -> list[LLMMessage]:
    """Mode 2's memory: the running summary, then the turns it does not cover yet."""
    messages = []
    if summary:
        messages.append(LLMMessage(role="system", content=f"Summary of the conversation so far:\n{summary}"))
    return messages + history_messages(recent)


def build_agent_messages(
    agent: AgentConfig,
    documents: list[dict[str, Any]],
    history: list[LLMMessage],
    question: str,
    transcript: list[LLMMessage] | None = None,
) -> list[LLMMessage]:
    """System prompt (+ numbered sources), the conversation, the question, then any tool use
    (and, after tool use, the instruction to answer)."""
    system = agent.system_prompt.strip()
    if documents:
        system = f"{system}\n\n{CITATION_GUIDANCE}\n\nSources:\n{_source_block(documents)}"
    messages = [LLMMessage(role="system", content=system), *history, LLMMessage(role="user", content=question)]
    if transcript:
        messages += [*transcript, LLMMessage(role="user", content=SYNTHESIS_INSTRUCTION)]
    return messages


def react_messages(
    agent: AgentConfig,
    documents: list[dict[str, Any]],
    history: list[LLMMessage],
    question: str,
    transcript: list[LLMMessage],
) -> list[LLMMessage]:
    """What the model sees when it chooses its next step."""
    system = f"{agent.system_prompt.strip()}\n\n{TOOL_GUIDANCE}"
    if documents:
        system = f"{system}\n\nSources found so far:\n{_source_block(documents)}"
    return [LLMMessage(role="system", content=system), *history, LLMMessage(role="user", content=question), *transcript]


def action_message(thought: str, call: ToolCall) -> LLMMessage:
    return LLMMessage(
        role="assistant",
        content=f"Thought: {thought}\nAction: {call.name}({json.dumps(call.arguments, sort_keys=True)})",
    )


def observation_text(result: ToolResult, numbered: list[tuple[int, dict[str, Any]]]) -> str:
    """A tool's result for the model; the documents it found with their numbers as the answer's
    sources (`add_sources`)."""
    if numbered:
        listed = [
            f"[{number}] {_title(doc, number)}: {str(doc.get('page_content', ''))[:300]}" for number, doc in numbered
        ]
        text = "\n".join(listed)
    else:
        text = result.content
    status = "" if result.ok else " (failed)"
    return f"Observation from {result.name}{status}:\n{text[:OBSERVATION_CHARS]}"


def observation_message(result: ToolResult, numbered: list[tuple[int, dict[str, Any]]]) -> LLMMessage:
    return LLMMessage(role="user", content=observation_text(result, numbered))
