"""Chat modes as configuration (seed 000's `get_mode_config`), not subclasses.

One chat workflow reads these flags: how the agent is chosen, whether earlier turns are
sent to the model, whether a turn is a single pass or an autonomous ReAct loop (at most
`ChatOptions.react_max_iterations` rounds), and whether it shows `workflow_step` events.
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


MODES: dict[int, ModeConfig] = {
    # Manual agent, single pass per message.
    1: ModeConfig(
        supports_multi_turn=True,
        supports_autonomous=False,
        supports_workflow_steps=False,
        agent_selection="manual",
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
    ),
    # Manual agent, autonomous ReAct.
    4: ModeConfig(
        supports_multi_turn=False,
        supports_autonomous=True,
        supports_workflow_steps=True,
        agent_selection="manual",
    ),
}


def mode_config(mode: int) -> ModeConfig:
    return MODES[mode]
