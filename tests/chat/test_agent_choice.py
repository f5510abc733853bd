"""Choosing an agent by words, the fallback of modes 2 and 3 when the LLM cannot choose:
stop words do not count ("about" once sent pancake questions to the Temporal guide), words
are stemmed ("bake" finds "baking"), and the agent's documents count too."""

from __future__ import annotations

from durable_agents.chat.agent_choice import lexical_choice
from durable_agents.chat.contract import AgentConfig

TEMPORAL = AgentConfig(
    agent_id="a1",
    name="Temporal Guide",
    description="Answers questions about Temporal and durable execution.",
    system_prompt="You explain Temporal.",
)
BAKER = AgentConfig(
    agent_id="a2",
    name="Baker",
    description="Baking tips for home cooks.",
    system_prompt="You bake.",
)
CHEF = AgentConfig(agent_id="a3", name="Chef", description="Cooking help.", system_prompt="You cook.")


def test_stop_words_do_not_choose_an_agent() -> None:
    agent, reason = lexical_choice("Tell me about pancakes", [TEMPORAL, BAKER])
    assert (
        agent is TEMPORAL and "No agent matched" in reason
    )  # the first agent is the default  # "about" alone once chose the Temporal guide


def test_words_are_stemmed() -> None:
    agent, reason = lexical_choice("How do I bake bread?", [TEMPORAL, BAKER])
    assert agent is BAKER, reason
    assert "bake" in reason


def test_the_agents_documents_count() -> None:
    words = {"a3": {"pancak", "flour", "batter"}, "a1": {"workflow"}}
    agent, reason = lexical_choice("Tell me about pancakes", [TEMPORAL, BAKER, CHEF], words)
    assert agent is CHEF, reason


def test_a_profile_word_outweighs_a_document_word() -> None:
    words = {"a1": {"bake"}}
    agent, _ = lexical_choice("Can I bake at home?", [TEMPORAL, BAKER], words)
    assert agent is BAKER
