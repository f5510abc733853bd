"""The chat modes (seed 000), from their configuration (`MODES`): one turn of each mode, its
steps chosen by the mode's flags as the chat workflow's `_answer_turn` chooses them."""

from __future__ import annotations

from durable_agents.chat.modes import MODES, ModeConfig
from durable_agents.diagrams.graph import Diagram, DiagramBuilder, Shape

NAME = "chat-modes"


def _title(number: int, mode: ModeConfig) -> str:
    run = "autonomous ReAct" if mode.supports_autonomous else "single pass"
    steps = ", workflow_step events" if mode.supports_workflow_steps else ""
    return f"Mode {number}: {mode.agent_selection} agent, {run}{steps}"


def _add_mode(diagram: DiagramBuilder, number: int, mode: ModeConfig) -> None:
    group = f"mode{number}"

    def node(step: str, label: str, shape: Shape = "box") -> str:
        diagram.add_node(f"{group}_{step}", label, shape, group)
        return f"{group}_{step}"

    history = "earlier turns sent" if mode.supports_multi_turn else "no earlier turns"
    message = node("message", f"a message ({history})", "terminal")
    tenant = node("tenant", "validate the tenant (cached)")
    agent = node(
        "agent", "the chat's agent" if mode.agent_selection == "manual" else "select_agent: the LLM picks the agent"
    )
    planning = node("planning", "planning: documents and tools" if mode.tool_chain else "planning: documents")
    synthesis = node("synthesis", "synthesis: the answer, streamed")
    final = node("final", "final", "terminal")
    diagram.add_edge(message, tenant)
    diagram.add_edge(tenant, agent)
    diagram.add_edge(agent, planning)
    if mode.supports_autonomous:
        execution = node("execution", f"execution: ReAct, at most {mode.max_iterations} rounds")
        diagram.add_edge(planning, execution)
        diagram.add_edge(execution, execution, "tool call, observation")
        diagram.add_edge(execution, synthesis, "ready to answer")
    elif mode.tool_chain:
        tools = node("tools", "one tool round")
        diagram.add_edge(planning, tools, "the agent has tools")
        diagram.add_edge(planning, synthesis, "no tools")
        diagram.add_edge(tools, synthesis)
    else:
        diagram.add_edge(planning, synthesis)
    diagram.add_edge(synthesis, final)


def chat_modes_diagram() -> Diagram:
    diagram = DiagramBuilder()
    for number, mode in MODES.items():
        _add_mode(diagram, number, mode)
    return diagram.build(
        NAME,
        "Chat: one turn in each mode",
        "What a message goes through in each chat mode, by the mode's flags: how the agent is chosen, "
        "whether earlier turns and tools are used, and the autonomous modes' ReAct loop.",
        "durable_agents/chat/modes.py (MODES)",
        groups={f"mode{number}": _title(number, mode) for number, mode in MODES.items()},
    )
