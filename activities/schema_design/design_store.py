"""The schema design pipeline's store and sandbox activities (seed 001): the schema design
tool (patch → DDL → the PostgreSQL sandbox → a new version), the validation's DML run, and
the timeline and artifact writes.

Every write is idempotent, so a retried or replayed activity writes nothing twice: a
version by its number (`save_version` accepts a retried identical patch), a timeline item
by its id, the artifact by its session. What the DB agent can fix (a refused patch, a DDL
error, a version conflict) is the tool's result, not a failure. The database failing is a
retryable STORAGE_ERROR, the sandbox failing a retryable SANDBOX_UNAVAILABLE. The two sandbox
activities are async: their runs execute on the sandbox's own threads (`SandboxRuns`) while
the activity heartbeats.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TypeVar

import psycopg
from pydantic import TypeAdapter, ValidationError
from sqlalchemy.exc import SQLAlchemyError
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.heartbeat import keep_alive
from activities.schema_design.sandbox_runs import SandboxRuns
from durable_agents.errors import PUBLIC_DETAIL, ErrorCode
from durable_agents.schema_design import store
from durable_agents.schema_design.contract import (
    ArtifactInput,
    ExecutionLog,
    ImportInput,
    ImportResult,
    PatchOperation,
    Schema,
    SchemaToolInput,
    SchemaToolResult,
    TimelineItem,
    ValidationInput,
)
from durable_agents.schema_design.ddl import ddl_statements, schema_ddl
from durable_agents.schema_design.sandbox import Sandbox
from durable_agents.schema_design.sandbox_roles import SandboxMisconfigured
from durable_agents.schema_design.schema_ops import PatchRejected, apply_patch, schema_problems
from durable_agents.schema_design.script import ScriptRefused, split_script
from durable_agents.settings import Settings

T = TypeVar("T")
OPERATIONS = TypeAdapter(list[PatchOperation])
TOOL_USAGE = 'schema_design_tool takes {"operations": [<RFC 6902 operations>]}'


def stored(call: Callable[[], T]) -> T:
    """`call`'s store access, its failures as Temporal's: a session or version that is not
    there cannot appear by retrying."""
    try:
        return call()
    except SQLAlchemyError as err:
        raise ApplicationError(f"design store failed: {err}", type=ErrorCode.STORAGE_ERROR) from err
    except LookupError as err:
        raise ApplicationError(
            str(err),
            {PUBLIC_DETAIL: "the design session is not in the store"},
            type=ErrorCode.STORAGE_ERROR,
            non_retryable=True,
        ) from err


def version_schema(db_url: str, session_id: str, number: int) -> Schema:
    """Version `number` of the session's schema."""

    def read() -> Schema:
        version = store.get_version(db_url, session_id, number)
        if version is None:
            raise LookupError(f"design session {session_id} has no schema version {number}")
        return version.as_schema()

    return stored(read)


class DesignStoreActivities:
    def __init__(self, settings: Settings) -> None:
        self._db_url = settings.resolved_database_url
        url = settings.schema_sandbox_url
        self._sandbox_runs = SandboxRuns(settings, url) if url else None

    @activity.defn
    @keep_alive
    def add_timeline_item(self, item: TimelineItem) -> None:
        stored(lambda: store.add_timeline_item(self._db_url, item))

    @activity.defn
    @keep_alive
    def save_design_artifact(self, request: ArtifactInput) -> None:
        ddl = schema_ddl(version_schema(self._db_url, request.session_id, request.schema_version))
        artifact = request.artifact.model_dump(mode="json")
        stored(lambda: store.save_artifact(self._db_url, request.session_id, artifact, ddl))

    @activity.defn
    @keep_alive
    async def schema_design_tool(self, request: SchemaToolInput) -> SchemaToolResult:
        """invokeSchemaDesignTool: the patch applied to the version the LLM saw, its DDL run in a
        fresh sandbox schema, and only then saved as the next version."""

        def refused(result: str) -> SchemaToolResult:
            return SchemaToolResult(ok=False, result=result, version=request.expected_version)

        try:
            operations = OPERATIONS.validate_python(request.arguments["operations"])
        except (KeyError, ValidationError) as err:
            return refused(f"{TOOL_USAGE}; these arguments are not that: {err}")
        schema = await asyncio.to_thread(version_schema, self._db_url, request.session_id, request.expected_version)
        try:
            new_schema, reverse = apply_patch(schema, operations)
        except PatchRejected as err:
            return refused(str(err))
        outcome = await self._sandboxed(request.tenant_id, lambda sandbox: sandbox.run_ddl(ddl_statements(new_schema)))
        if not outcome.ok:
            return refused(
                "Patch not saved: its DDL failed on PostgreSQL.\n"
                f"Statement: {outcome.failed_statement}\nError: {outcome.error}"
            )
        try:
            number = await asyncio.to_thread(
                stored,
                lambda: store.save_version(
                    self._db_url,
                    request.session_id,
                    request.expected_version,
                    new_schema,
                    operations,
                    reverse,
                    schema_ddl(new_schema),
                ),
            )
        except store.VersionConflict as err:
            return refused(f"Patch not saved: {err}. Look at the current schema and patch it again.")
        return SchemaToolResult(
            ok=True,
            result=f"Saved as schema version {number}: its DDL ran on PostgreSQL.",
            version=number,
            changes=[f"{op.op} {op.path}" for op in operations],
        )

    @activity.defn
    @keep_alive
    async def import_schema(self, request: ImportInput) -> ImportResult:
        """A session's starting script run in a fresh sandbox database and read back from its
        catalog as version 0 (written once: a retry finds it); or why it was refused."""
        try:
            statements = split_script(request.script)
        except ScriptRefused as err:
            return ImportResult(refused=str(err))
        outcome = await self._sandboxed(request.tenant_id, lambda sandbox: sandbox.import_script(statements))
        if outcome.refused is not None or outcome.schema is None:
            return ImportResult(refused=outcome.refused)
        problems = schema_problems(outcome.schema)
        if problems:  # what PostgreSQL made but the model cannot hold as it stands
            return ImportResult(refused="the imported schema cannot be modelled: " + "; ".join(problems[:5]))
        schema = outcome.schema
        await asyncio.to_thread(stored, lambda: store.save_initial_version(self._db_url, request.session_id, schema))
        return ImportResult(report=outcome.report)

    @activity.defn
    @keep_alive
    async def validate_usecases(self, request: ValidationInput) -> list[ExecutionLog]:
        """validateSchema: the version's DDL, then each use case's DML (isolated per use case),
        in a fresh sandbox schema; one log per operation that ran."""
        schema = await asyncio.to_thread(version_schema, self._db_url, request.session_id, request.schema_version)
        return await self._sandboxed(
            request.tenant_id, lambda sandbox: sandbox.run_usecases(ddl_statements(schema), request.operations)
        )

    async def _sandboxed(self, tenant_id: str, run: Callable[[Sandbox], T]) -> T:
        if self._sandbox_runs is None:
            raise ApplicationError(
                "SCHEMA_SANDBOX_URL is not set",
                {PUBLIC_DETAIL: "no PostgreSQL sandbox is configured"},
                type=ErrorCode.SANDBOX_UNAVAILABLE,
                non_retryable=True,
            )
        try:
            return await self._sandbox_runs.run(tenant_id, run)
        except SandboxMisconfigured as err:
            raise ApplicationError(
                str(err),
                {PUBLIC_DETAIL: "the PostgreSQL sandbox is not set up correctly"},
                type=ErrorCode.SANDBOX_UNAVAILABLE,
                non_retryable=True,
            ) from err
        except psycopg.Error as err:  # what the DDL or DML did wrong is in the outcome: this is the server
            raise ApplicationError(f"sandbox unavailable: {err}", type=ErrorCode.SANDBOX_UNAVAILABLE) from err
