"""Every activity a workflow runs with a heartbeat timeout heartbeats (`keep_alive`, or its
own heartbeats): one that did not would fail each attempt after that timeout."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import workflows

# The presets with a heartbeat timeout (workflows/activity_presets.py).
HEARTBEATING_PRESETS = {"llm_answer", "llm_decision", "streamed_llm_answer"}
# Activity classes by the name workflows use, from the modules the worker registers.
ACTIVITY_MODULES = (
    "activities.chat.answer_stream",
    "activities.chat.decisions",
    "activities.execution.validation",
    "activities.planner.planning",
    "activities.schema_design.design_agents",
)


def _presets(call: ast.Call) -> set[str]:
    """The presets a call spreads into its keywords (`**llm_decision(...)`)."""
    return {
        kw.value.func.id
        for kw in call.keywords
        if kw.arg is None and isinstance(kw.value, ast.Call) and isinstance(kw.value.func, ast.Name)
    }


def _heartbeating_calls() -> set[tuple[str, str]]:
    """(class, method) of every activity a workflow calls with a heartbeating preset, directly
    or through a method of its own that does (the planner's `_llm`)."""
    found = set()
    for path in Path(workflows.__file__).parent.rglob("*.py"):
        tree = ast.parse(path.read_text())
        wrappers = {
            fn.name
            for fn in ast.walk(tree)
            if isinstance(fn, ast.AsyncFunctionDef | ast.FunctionDef)
            and any(isinstance(n, ast.Call) and _presets(n) & HEARTBEATING_PRESETS for n in ast.walk(fn))
        }
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            wrapped = isinstance(node.func, ast.Attribute) and node.func.attr in wrappers
            if not (_presets(node) & HEARTBEATING_PRESETS or wrapped):
                continue
            for arg in node.args[:1]:
                if (
                    isinstance(arg, ast.Attribute)
                    and isinstance(arg.value, ast.Name)
                    and arg.value.id.endswith("Activities")
                ):
                    found.add((arg.value.id, arg.attr))
    return found


def test_every_activity_run_with_a_heartbeat_timeout_heartbeats() -> None:
    classes = {
        name: value
        for module in ACTIVITY_MODULES
        for name, value in vars(importlib.import_module(module)).items()
        if name.endswith("Activities") and isinstance(value, type)
    }
    calls = _heartbeating_calls()
    assert len(calls) >= 10, calls  # the scan sees the workflows' calls
    silent = []
    for class_name, method in sorted(calls):
        fn = getattr(classes[class_name], method)
        # keep_alive wraps the function; the streamed answer beats with its tokens.
        if not hasattr(fn, "__wrapped__") and method != "stream_agent_response":
            silent.append(f"{class_name}.{method}")
    assert not silent, f"run with a heartbeat timeout but never heartbeat: {silent}"
