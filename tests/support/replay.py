"""Replay checks: a workflow's current code must replay the histories it produced.

`check_fresh_history` replays a history just run (and with ``RECORD_HISTORIES=1`` saves it as
the recorded one); `check_recorded_history` replays the saved one.
"""

from __future__ import annotations

import os
from pathlib import Path

from temporalio.client import WorkflowHistory
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.worker import Replayer


async def assert_replays(workflow: type, history: WorkflowHistory) -> None:
    replayer = Replayer(workflows=[workflow], data_converter=pydantic_data_converter)
    result = await replayer.replay_workflow(history)
    assert result.replay_failure is None, result.replay_failure


async def check_fresh_history(workflow: type, history: WorkflowHistory, recorded: Path) -> None:
    """`history` replays; with RECORD_HISTORIES set, it becomes the recorded history at `recorded`."""
    await assert_replays(workflow, history)
    if os.environ.get("RECORD_HISTORIES"):
        recorded.parent.mkdir(exist_ok=True)
        recorded.write_text(history.to_json())


async def check_recorded_history(workflow: type, recorded: Path, workflow_id: str) -> WorkflowHistory:
    """The history recorded at `recorded` (read as the run of `workflow_id`) replays; returns it."""
    history = WorkflowHistory.from_json(workflow_id, recorded.read_text())
    await assert_replays(workflow, history)
    return history
