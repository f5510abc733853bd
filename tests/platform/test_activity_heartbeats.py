"""Activities and their heartbeat timeouts, read from the workflows' code: an activity run with
a heartbeat timeout heartbeats (`keep_alive`, or its own heartbeats), else each attempt would
fail after that timeout; an activity that keeps itself alive is run with one, else
`keep_alive` does nothing and a worker crash is noticed only at its start-to-close timeout;
and the schema design pipeline's LLM and sandbox steps are noticed and retried as soon as a
chat's streamed answer (issue 23)."""

from __future__ import annotations

import ast
import inspect
from datetime import timedelta
from pathlib import Path

import worker
import workflows
from workflows import activity_presets
from workflows.activity_presets import LLM_HEARTBEAT_TIMEOUT, ActivityPreset, streamed_llm_answer

# The streamed answer beats with its tokens, not with keep_alive.
OWN_HEARTBEATS = {"stream_agent_response"}
DESIGN_CLASSES = {"DesignAgentActivities", "DesignStoreActivities"}
# The design store's timeline and artifact writes: short, synchronous, neither LLM nor sandbox.
DESIGN_STORE_WRITES = {"add_timeline_item", "save_design_artifact"}


def preset(name: str) -> ActivityPreset:
    """A preset of workflows/activity_presets.py; a function of bounds is called with 1 for each."""
    value = getattr(activity_presets, name)
    if callable(value):
        return value(*(1 for p in inspect.signature(value).parameters.values() if p.default is p.empty))
    return value


# The module's presets: its dicts and the functions it defines (not what it imports).
PRESETS = {
    name
    for name, value in vars(activity_presets).items()
    if (isinstance(value, dict) and not name.startswith("__"))
    or (inspect.isfunction(value) and value.__module__ == activity_presets.__name__)
}


def _named(node: ast.AST) -> set[str]:
    """The presets an expression is or calls (`DATA_AGENT`, `llm_decision(...)`)."""
    if isinstance(node, ast.Call):
        node = node.func
    return {node.id} & PRESETS if isinstance(node, ast.Name) else set()


def _spread(call: ast.Call) -> set[str]:
    """The presets a call spreads into its keywords (`**llm_decision(...)`, `**SLACK`)."""
    return {name for kw in call.keywords if kw.arg is None for name in _named(kw.value)}


def _passed(call: ast.Call) -> set[str]:
    """The presets a call passes as arguments (`self._agent(..., requirements_agent(...))`)."""
    values = [*call.args, *(kw.value for kw in call.keywords if kw.arg is not None)]
    return {name for value in values for name in _named(value)}


def _activity(call: ast.Call) -> tuple[str, str] | None:
    """(class, method) of the activity a call names first (`DesignAgentActivities.design_schema`)."""
    first = call.args[0] if call.args else None
    if isinstance(first, ast.Attribute) and isinstance(first.value, ast.Name) and first.value.id.endswith("Activities"):
        return first.value.id, first.attr
    return None


def activity_presets_run_with() -> dict[tuple[str, str], set[str]]:
    """The presets each activity is run with by the workflows: spread into the call, or through a
    method of the workflow's own (the planner's `_llm`, the research's `_agent`: the preset
    passed to it, else the one it spreads or defaults to)."""
    found: dict[tuple[str, str], set[str]] = {}
    for path in Path(workflows.__file__).parent.rglob("*.py"):
        tree = ast.parse(path.read_text())
        wrappers = {
            fn.name: {name for n in ast.walk(fn) if isinstance(n, ast.Call) for name in _spread(n)}
            | {name for default in fn.args.defaults for name in _named(default)}
            for fn in ast.walk(tree)
            if isinstance(fn, ast.AsyncFunctionDef | ast.FunctionDef)
        }
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or (activity := _activity(node)) is None:
                continue
            through = node.func.attr if isinstance(node.func, ast.Attribute) else None
            presets = _spread(node) or _passed(node) or wrappers.get(through or "", set())
            found.setdefault(activity, set()).update(presets)
    return found


def _classes() -> dict[str, type]:
    """The activity classes the worker registers, by the name workflows use."""
    return {
        name: value for name, value in vars(worker).items() if name.endswith("Activities") and isinstance(value, type)
    }


def _heartbeat_timeout(name: str) -> timedelta | None:
    return preset(name).get("heartbeat_timeout")


def _keeps_alive(fn: object) -> bool:
    return hasattr(fn, "__wrapped__")  # keep_alive wraps the activity


def test_the_scan_sees_every_design_activity() -> None:
    run = {
        method for (cls, method), presets in activity_presets_run_with().items() if cls in DESIGN_CLASSES and presets
    }
    registered = {
        name
        for cls in DESIGN_CLASSES
        for name, fn in vars(_classes()[cls]).items()
        if hasattr(fn, "__temporal_activity_definition")
    }
    assert registered <= run, f"design activities whose preset the scan does not find: {registered - run}"


def test_every_activity_run_with_a_heartbeat_timeout_heartbeats() -> None:
    classes = _classes()
    calls = activity_presets_run_with()
    assert len(calls) >= 25, calls  # the scan sees the workflows' calls
    silent = [
        f"{cls}.{method}"
        for (cls, method), presets in sorted(calls.items())
        if any(_heartbeat_timeout(p) for p in presets)
        and method not in OWN_HEARTBEATS
        and not _keeps_alive(getattr(classes[cls], method))
    ]
    assert not silent, f"run with a heartbeat timeout but never heartbeat: {silent}"


def test_every_activity_keeping_itself_alive_is_run_with_a_heartbeat_timeout() -> None:
    classes = _classes()
    unwatched = [
        f"{cls}.{method} ({', '.join(sorted(p for p in presets if not _heartbeat_timeout(p))) or 'no preset'})"
        for (cls, method), presets in sorted(activity_presets_run_with().items())
        if cls in classes
        and _keeps_alive(getattr(classes[cls], method))
        and (not presets or not all(_heartbeat_timeout(p) for p in presets))
    ]
    assert not unwatched, f"keep_alive without a heartbeat timeout (a crash is noticed at start-to-close): {unwatched}"


def test_design_llm_and_sandbox_steps_are_retried_as_soon_as_a_chat_answer() -> None:
    """Issue 23: a design step whose worker died goes on within 5 s of a new worker polling
    (tests/schema_design/test_recovery.py), as a chat's streamed answer does within 3 s: each
    heartbeats, with a heartbeat timeout and a first retry no longer than the streamed answer's."""
    answer = streamed_llm_answer(1, 1)
    first_retry = answer["retry_policy"].initial_interval
    slow = []
    for (cls, method), presets in sorted(activity_presets_run_with().items()):
        if cls not in DESIGN_CLASSES or method in DESIGN_STORE_WRITES:
            continue
        for name in presets:
            heartbeat = _heartbeat_timeout(name)
            retry = preset(name)["retry_policy"].initial_interval
            if heartbeat is None or heartbeat > LLM_HEARTBEAT_TIMEOUT or retry > first_retry:
                slow.append(f"{cls}.{method} ({name}: heartbeat timeout {heartbeat}, first retry {retry})")
    assert not slow, (
        f"a crash would hold these longer than a chat answer (heartbeat timeout {LLM_HEARTBEAT_TIMEOUT}, "
        f"first retry {first_retry}): {slow}"
    )
