"""Mode 2's agent choice on the embedded default model (SmolLM2-135M behind llama.cpp, as
`dev` runs it): the model picks from an enum of the tenant's agent names, so it names an
agent every time; how often it names the right one is measured and printed."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from temporalio.testing import ActivityEnvironment

from activities.chat.decisions import DecisionActivities
from durable_agents import tenancy as tenants
from durable_agents.chat import agents
from durable_agents.chat.contract import SelectAgentInput
from durable_agents.settings import Settings
from tests.support.embedded_model import embedded_model_server, embedded_model_settings

AGENTS = {
    "Temporal Guide": "Temporal workflows, activities, workers and durable execution.",
    "Baker": "Baking: bread, cakes, pastry, dough and oven recipes.",
    "Tax Advisor": "Personal income tax, tax returns, deductions and refunds.",
}
MESSAGES = {
    "Temporal Guide": [
        "What is a Temporal workflow?",
        "How do Temporal activities retry?",
        "What does a Temporal worker poll?",
        "How does durable execution survive a crash?",
        "Can a workflow wait for a signal?",
        "What is a task queue in Temporal?",
        "How do I replay a workflow history?",
    ],
    "Baker": [
        "How do I bake bread?",
        "Tell me about pancakes.",
        "Why did my cake sink in the oven?",
        "How long should bread dough rise?",
        "What flour is best for pastry?",
        "How do I make sourdough starter?",
        "What temperature do I bake cookies at?",
    ],
    "Tax Advisor": [
        "How do I file my tax return?",
        "Which expenses are tax deductible?",
        "When will I get my tax refund?",
        "Do I pay income tax on a bonus?",
        "How do I fix a mistake on my tax return?",
        "What is a tax deduction?",
    ],
}


async def test_mode_2_picks_agents_by_the_embedded_model(settings: Settings, tmp_path: Path) -> None:
    db_url = f"sqlite:///{tmp_path}/choice.db"
    tenant, _key = tenants.create_tenant(db_url, "Tenant A")
    for name, description in AGENTS.items():
        agents.create_agent(db_url, tenant.id, name=name, description=description, system_prompt="You help.")
    env = ActivityEnvironment()
    methods: Counter[str] = Counter()
    right = 0
    with embedded_model_server() as base_url:
        local = embedded_model_settings(settings, base_url, database_url=db_url)
        decisions = DecisionActivities(local)
        for expected, messages in MESSAGES.items():
            for message in messages:
                chosen = await env.run(decisions.select_agent, SelectAgentInput(tenant_id=tenant.id, message=message))
                methods[chosen.method] += 1
                right += chosen.method == "llm" and chosen.agent.name == expected
    total = sum(len(m) for m in MESSAGES.values())
    print(f"mode 2 agent choice on the embedded model: {methods['llm']}/{total} by the LLM, {right} right")
    # Before the enum, every choice fell back to word matching (LLM_BAD_OUTPUT: choose_agent).
    assert methods["llm"] >= total // 2, methods
    assert right >= total // 3, (right, methods)
