"""Seed 001's DB agent subgraph as a child workflow, reusable on its own: designSchema ↔
invokeSchemaDesignTool until the LLM answers without calling the tool, or after
`max_design_rounds` rounds.

designSchema (an LLM activity) sees the latest schema version as text, the requirements, the
validation feedback and this run's earlier rounds; invokeSchemaDesignTool (an activity)
patches the version the LLM saw, runs the DDL in a fresh PostgreSQL sandbox schema and only
then saves the next version. What the tool refuses goes back to the LLM as its result.
Every step is a timeline item (written to the store, and sent to `notify_workflow_id` as a
`timeline` signal when a session workflow runs this one).
"""

from __future__ import annotations

from typing import Any

from temporalio import workflow
from temporalio.exceptions import ActivityError, FailureError

with workflow.unsafe.imports_passed_through():
    from activities.schema_design.design_agents import DesignAgentActivities
    from activities.schema_design.design_store import DesignStoreActivities
    from durable_agents.llm_types import TokenUsage
    from durable_agents.schema_design.contract import (
        DbAgentInput,
        DbAgentResult,
        DesignRound,
        DesignSchemaInput,
        SchemaToolInput,
        TimelineItem,
        TimelineType,
    )
    from workflows.activity_presets import DESIGN_STORE_WRITE, design_llm, sandbox

# The signal a session workflow gets for each timeline item of its DB agent.
TIMELINE_SIGNAL = "timeline"


async def record_timeline(item: TimelineItem) -> None:
    """Write a timeline item; a write that still fails after its retries is logged, never
    fails the pipeline (the seed: timeline sync is logged, not thrown)."""
    try:
        await workflow.execute_activity_method(
            DesignStoreActivities.add_timeline_item, item, summary=f"Timeline: {item.type}", **DESIGN_STORE_WRITE
        )
    except ActivityError as err:
        workflow.logger.error("Timeline item %s was not written: %s", item.item_id, err.cause)


def timeline_item(item_id: str, session_id: str, message_id: str | None, **fields: Any) -> TimelineItem:
    """An item created now; `fields`: its type, role, content and schema_version."""
    return TimelineItem(
        item_id=item_id, session_id=session_id, message_id=message_id, created_at=workflow.now().isoformat(), **fields
    )


@workflow.defn(name="DbAgent")
class DbAgentWorkflow:
    @workflow.run
    async def run(self, request: DbAgentInput) -> DbAgentResult:
        self.request = request
        options = request.options
        rounds: list[DesignRound] = []
        usage = TokenUsage()
        version = 0
        for number in range(1, options.max_design_rounds + 1):
            workflow.set_current_details(f"**designSchema** (round {number}), schema version {version or '…'}")
            step = await workflow.execute_activity_method(
                DesignAgentActivities.design_schema,
                DesignSchemaInput(
                    session_id=request.session_id,
                    requirements=request.requirements,
                    feedback=request.feedback,
                    rounds=rounds,
                ),
                summary=f"DB agent: designSchema (round {number})",
                **design_llm(options.llm_timeout_seconds),
            )
            usage += step.usage
            version = step.seen_version
            if step.content:
                await self._timeline(f"{number}:design", "assistant", step.content)
            if step.call_id is None:
                return DbAgentResult(schema_version=version, summary=step.content, rounds=number, usage=usage)
            workflow.set_current_details(f"**invokeSchemaDesignTool** (round {number}) on schema version {version}")
            outcome = await workflow.execute_activity_method(
                DesignStoreActivities.schema_design_tool,
                SchemaToolInput(
                    session_id=request.session_id,
                    tenant_id=request.tenant_id,
                    expected_version=version,
                    arguments=step.arguments,
                ),
                summary=f"DB agent: schema design tool (round {number})",
                **sandbox(options.sandbox_run_seconds),
            )
            if outcome.ok:
                version = outcome.version
                changes = "\n".join(f"- {change}" for change in outcome.changes)
                await self._timeline(
                    f"{number}:tool", "schema_version", f"Schema version {version}:\n{changes}", version
                )
            else:
                await self._timeline(f"{number}:tool", "assistant_log", outcome.result)
            rounds.append(
                DesignRound(call_id=step.call_id, content=step.content, arguments=step.arguments, result=outcome.result)
            )
        summary = f"The design stopped after {options.max_design_rounds} rounds at schema version {version}."
        await self._timeline("stopped", "assistant_log", summary)
        return DbAgentResult(schema_version=version, summary=summary, rounds=options.max_design_rounds, usage=usage)

    async def _timeline(self, key: str, kind: TimelineType, content: str, schema_version: int | None = None) -> None:
        """A timeline item (its id: this run's workflow id and `key`), written, then sent to the session."""
        request = self.request
        item = timeline_item(
            f"{workflow.info().workflow_id}:{key}",
            request.session_id,
            request.message_id,
            type=kind,
            role="db",
            content=content,
            schema_version=schema_version,
        )
        await record_timeline(item)
        if request.notify_workflow_id is not None:
            try:
                await workflow.get_external_workflow_handle(request.notify_workflow_id).signal(TIMELINE_SIGNAL, item)
            except FailureError as err:  # e.g. the session is gone: the design goes on
                workflow.logger.warning("Timeline item not delivered to %s: %s", request.notify_workflow_id, err)
