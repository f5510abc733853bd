"""Seed 001's pipeline as a table: which `DesignStep` the workflow may go to from which, and
when. The workflow (workflows/schema_design/workflow.py) runs these steps; its diagram is
drawn from this table, and a test checks it against the steps the workflow's recorded
histories entered."""

from __future__ import annotations

from dataclasses import dataclass

from durable_agents.schema_design.contract import DesignStep


@dataclass(frozen=True)
class StepEdge:
    source: DesignStep
    target: DesignStep
    when: str = ""  # the condition; "" when it always follows


STEP_EDGES: tuple[StepEdge, ...] = (
    StepEdge("idle", "analyzeRequirements", "a message"),
    StepEdge("analyzeRequirements", "analyzeRequirements", "does not fit: again with the error"),
    StepEdge("analyzeRequirements", "saveRequirementToArtifact", "answer fits"),
    StepEdge("analyzeRequirements", "finalizeArtifacts", "never fit"),
    StepEdge("saveRequirementToArtifact", "dbAgent"),
    StepEdge("dbAgent", "generateUsecase", "first design of the message"),
    StepEdge("dbAgent", "prepareDML", "use cases written already"),
    StepEdge("generateUsecase", "prepareDML"),
    StepEdge("prepareDML", "validateSchema"),
    StepEdge("validateSchema", "dbAgent", "failures as feedback, bounded"),
    StepEdge("validateSchema", "finalizeArtifacts", "all DML succeeded, or no loop left"),
    StepEdge("finalizeArtifacts", "idle", "pipeline_done"),
)

# What the dbAgent step (the DbAgent child workflow) does inside: its first round and its loop.
DB_AGENT_STEP: DesignStep = "dbAgent"
DB_AGENT_ROUNDS: tuple[tuple[str, str, str], ...] = (
    ("designSchema", "invokeSchemaDesignTool", "tool call"),
    ("invokeSchemaDesignTool", "designSchema", "the tool's result"),
)
# A step that fails ends the message's pipeline here, with its error.
ON_FAILURE: DesignStep = "finalizeArtifacts"
