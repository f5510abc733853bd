"""Chat modes as configuration (seed 000's `get_mode_config`), not subclasses.

One chat workflow reads these flags: how the agent is chosen, whether earlier turns are
sent to the model, whether the agent's tools are offered (mode 1 is validate -> retrieve ->
execute -> format, no tool chain; mode 2 one tool round), whether a turn is an autonomous
ReAct loop of at most `max_iterations` rounds (`REACT_MAX_ITERATIONS` lowers it), and
whether it shows `workflow_step` events.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

ChatMode = Literal[1, 2, 3, 4]


class ModeConfig(BaseModel, frozen=True):
    supports_multi_turn: bool
    supports_autonomous: bool
    supports_workflow_steps: bool
    agent_selection: Literal["manual", "automatic"]
    tool_chain: bool = True  # the agent's tools are offered before it answers
    max_iterations: int | None = None  # ReAct rounds of the autonomous modes


MODES: dict[int, ModeConfig] = {
    # Manual agent, single pass per message.
    1: ModeConfig(
        supports_multi_turn=True,
        supports_autonomous=False,
        supports_workflow_steps=False,
        agent_selection="manual",
        tool_chain=False,
    ),
    # Automatic agent selection, single pass.
    2: ModeConfig(
        supports_multi_turn=True,
        supports_autonomous=False,
        supports_workflow_steps=False,
        agent_selection="automatic",
    ),
    # Automatic agent selection, autonomous ReAct.
    3: ModeConfig(
        supports_multi_turn=False,
        supports_autonomous=True,
        supports_workflow_steps=True,
        agent_selection="automatic",
        max_iterations=5,
    ),
    # Manual agent, autonomous ReAct.
    4: ModeConfig(
        supports_multi_turn=False,
        supports_autonomous=True,
        supports_workflow_steps=True,
        agent_selection="manual",
        max_iterations=5,
    ),
}


def mode_config(mode: int) -> ModeConfig:
    return MODES[mode]
