"""The planner loop (seed 003, DD-10), from its tables: the refinement modes
(`QueryRefinementMode`), the iteration limit (`PlannerOptions.max_iterations`) and the
planner's tools (`PLANNER_TOOLS`): a new tool shows up as a node whose result goes back to
the planner."""

from __future__ import annotations

from typing import get_args

from durable_agents.diagrams.graph import Diagram, DiagramBuilder
from durable_agents.planner.contract import PlannerOptions, QueryRefinementMode
from durable_agents.planner.function_tools import PLANNER_TOOLS

NAME = "planner"
STEP = "planner_step"
# The tools after which the planner does not simply read the result: where each leads.
TOOL_OUTCOMES = {
    "present_answer": "final_answer",
    "submit_workflow": "validating",
    "clarify": "waiting_clarification",
}


def planner_diagram() -> Diagram:
    modes = " | ".join(get_args(QueryRefinementMode))
    limit = PlannerOptions().max_iterations
    diagram = DiagramBuilder()
    diagram.add_node("message", "a message (start_chat, send_message)", "terminal")
    diagram.add_node("refinement", f"query refinement: {modes}")
    diagram.add_node(STEP, f"planner step: the LLM with the tools (at most {limit} per message)")
    for tool in PLANNER_TOOLS:
        diagram.add_node(tool, tool)
    diagram.add_node("waiting_clarification", "waiting_clarification: the user's answer", "gate")
    diagram.add_node("validating", "validating: structure, each block (LLM), edges")
    diagram.add_node("referencing", "referencing and the job's name")
    diagram.add_node("final_answer", "final_answer", "terminal")
    diagram.add_node("opkey_workflow_json", "opkey_workflow_json", "terminal")
    diagram.add_node("planning_failed", "error: PLANNING_FAILED", "terminal")
    diagram.add_node("chat_ended", "chat_ended", "terminal")
    diagram.add_edge("message", "refinement")
    diagram.add_edge("refinement", STEP)
    diagram.add_edge(STEP, "final_answer", "a reply without a tool call")
    diagram.add_edge(STEP, "planning_failed", "iterations used up", "dashed")
    for tool in PLANNER_TOOLS:
        diagram.add_edge(STEP, tool, "calls")
        diagram.add_edge(tool, TOOL_OUTCOMES.get(tool, STEP), "" if tool in TOOL_OUTCOMES else "its result")
    diagram.add_edge("waiting_clarification", STEP, "answered")
    diagram.add_edge("waiting_clarification", "chat_ended", "no answer in time", "dashed")
    diagram.add_edge("validating", STEP, "blocking errors as the tool's result", "dashed")
    diagram.add_edge("validating", "referencing", "valid")
    diagram.add_edge("referencing", "opkey_workflow_json")
    return diagram.build(
        NAME,
        "Planner: the loop of one message",
        "DD-10's flow for each message of a planner chat: refinement, then planner steps with function "
        "calling until an answer or a valid workflow goes out, or the iterations are used up.",
        "durable_agents/planner/function_tools.py (PLANNER_TOOLS) and durable_agents/planner/contract.py "
        "(QueryRefinementMode, PlannerOptions)",
    )
