"""Choosing an agent by words (modes 2 and 3), the fallback when the LLM cannot choose:
the message's words against each agent's name and description, and its documents."""

from __future__ import annotations

from durable_agents.chat.contract import AgentConfig
from durable_agents.chat.documents import word_stems

# A word of an agent's own name or description says more than one somewhere in its documents.
PROFILE_WEIGHT = 3


def lexical_choice(
    message: str, agents: list[AgentConfig], document_words: dict[str, set[str]] | None = None
) -> tuple[AgentConfig, str]:
    """The agent whose profile and documents share the most words with the message (stop words
    left out, words stemmed; the first agent on a tie), and why."""
    words = word_stems(message)
    documents = document_words or {}

    def shared(agent: AgentConfig) -> tuple[set[str], set[str]]:
        profile = words & word_stems(f"{agent.name} {agent.description}")
        return profile, (words & documents.get(agent.agent_id, set())) - profile

    def score(agent: AgentConfig) -> int:
        profile, in_documents = shared(agent)
        return PROFILE_WEIGHT * len(profile) + len(in_documents)

    best = max(agents, key=score)  # max keeps the first of equals
    if score(best) == 0:
        return best, f"No agent matched the message's words; {best.name} is the default."
    profile, in_documents = shared(best)
    found = ", ".join(sorted(profile | in_documents))
    return best, f"{best.name}'s description and documents share the message's words ({found})."
