"""The schema design pipeline's payloads (seed 001): the schema itself (LIAM's schema JSON:
tables with columns, constraints and indexes, plus enums and the other types, sequences and
the functions they use), requirements, use cases, DML,
timeline items, and the workflows' and activities' inputs and results.

All are pydantic models carried by `temporalio.contrib.pydantic.pydantic_data_converter`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field
from temporalio.contrib.workflow_streams import WorkflowStreamState

from durable_agents.llm_types import LLMMessage, TokenUsage

# --- The schema (LIAM's schema JSON) ---------------------------------------------------------

# Any name PostgreSQL takes (quoted where needed): at most 63 bytes, no NUL.
Name = Annotated[str, Field(min_length=1, max_length=63, pattern=r"^[^\x00]+$")]
# An object's key in the schema: its name in `public`, else `<schema>.<name>`.
Key = Annotated[str, Field(min_length=1, max_length=127, pattern=r"^[^\x00]+$")]
SchemaName = Annotated[
    Name | None, Field(description="Its PostgreSQL schema when not `public`; its key is then `<schema>.<name>`.")
]
ReferentialAction = Literal["NO_ACTION", "RESTRICT", "CASCADE", "SET_NULL", "SET_DEFAULT"]


SqlText = Annotated[str, Field(min_length=1, max_length=10_000)]


def object_key(schema_name: str | None, name: str) -> str:
    """The key of an object named `name` in the PostgreSQL schema `schema_name` (None: `public`)."""
    return name if schema_name in (None, "public") else f"{schema_name}.{name}"


class Column(BaseModel):
    name: Name
    type: str = Field(min_length=1, max_length=200, description="A PostgreSQL type, e.g. `uuid`, `varchar(255)`.")
    notNull: bool = False
    default: str | int | float | bool | None = None
    check: str | None = Field(None, max_length=1_000)
    comment: str | None = Field(None, max_length=1_000)
    identity: Literal["ALWAYS", "BY DEFAULT"] | None = Field(None, description="GENERATED … AS IDENTITY.")
    generated: SqlText | None = Field(None, description="GENERATED ALWAYS AS (<this expression>).")
    generatedKind: Literal["STORED", "VIRTUAL"] = "STORED"
    collation: str | None = Field(None, max_length=200, description="COLLATE, when not the type's default.")


class PrimaryKeyConstraint(BaseModel):
    type: Literal["PRIMARY KEY"] = "PRIMARY KEY"
    name: Name
    columnNames: list[Name] = Field(min_length=1)
    include: list[Name] = Field(default_factory=list)
    deferrable: bool = False
    initiallyDeferred: bool = False


class ForeignKeyConstraint(BaseModel):
    type: Literal["FOREIGN KEY"] = "FOREIGN KEY"
    name: Name
    columnNames: list[Name] = Field(min_length=1)
    targetTableName: Key
    targetColumnNames: list[Name] = Field(min_length=1)
    updateConstraint: ReferentialAction = "NO_ACTION"
    deleteConstraint: ReferentialAction = "NO_ACTION"
    matchFull: bool = Field(False, description="MATCH FULL (else MATCH SIMPLE).")
    deferrable: bool = False
    initiallyDeferred: bool = False
    notValid: bool = False


class UniqueConstraint(BaseModel):
    type: Literal["UNIQUE"] = "UNIQUE"
    name: Name
    columnNames: list[Name] = Field(min_length=1)
    include: list[Name] = Field(default_factory=list)
    nullsNotDistinct: bool = False
    deferrable: bool = False
    initiallyDeferred: bool = False


class CheckConstraint(BaseModel):
    type: Literal["CHECK"] = "CHECK"
    name: Name
    detail: str = Field(min_length=1, max_length=10_000, description="The check's boolean expression.")
    noInherit: bool = False
    notValid: bool = False


class ExclusionConstraint(BaseModel):
    type: Literal["EXCLUDE"] = "EXCLUDE"
    name: Name
    detail: str = Field(
        min_length=1,
        max_length=10_000,
        description="What follows EXCLUDE, e.g. `USING gist (room WITH =, during WITH &&)`, WHERE (…) included.",
    )
    columnNames: list[Name] = Field(default_factory=list, description="The table's columns it uses.")
    deferrable: bool = False
    initiallyDeferred: bool = False


Constraint = Annotated[
    PrimaryKeyConstraint | ForeignKeyConstraint | UniqueConstraint | CheckConstraint | ExclusionConstraint,
    Field(discriminator="type"),
]


class IndexKey(BaseModel):
    """One key of an index beyond a plain column: an expression, an operator class, an order."""

    column: Name | None = None
    expression: SqlText | None = Field(None, description="An expression key, e.g. `lower(email)`.")
    collation: str | None = Field(None, max_length=200)
    opclass: str | None = Field(None, max_length=200, description="e.g. `gin_trgm_ops`.")
    descending: bool = False
    nullsFirst: bool | None = Field(None, description="NULLS FIRST / LAST when not the order's default.")


class Index(BaseModel):
    name: Name
    unique: bool = False
    columns: list[Name] = Field(
        default_factory=list, description="The plain column keys (with `keys`: the columns those keys use)."
    )
    type: str = Field("btree", max_length=20)
    keys: list[IndexKey] = Field(
        default_factory=list, description="Every key in order, when one is more than a plain column."
    )
    include: list[Name] = Field(default_factory=list)
    where: SqlText | None = Field(None, description="A partial index's predicate.")
    nullsNotDistinct: bool = False
    storage: list[str] = Field(default_factory=list, description="WITH (…) parameters, e.g. `fillfactor=70`.")


class Table(BaseModel):
    name: Name
    schemaName: SchemaName = None
    comment: str | None = Field(None, max_length=1_000)
    columns: dict[str, Column] = Field(default_factory=dict)
    constraints: dict[str, Constraint] = Field(default_factory=dict)
    indexes: dict[str, Index] = Field(default_factory=dict)
    unlogged: bool = False
    storage: list[str] = Field(default_factory=list, description="WITH (…) parameters, e.g. `fillfactor=70`.")
    partitionBy: str | None = Field(None, max_length=1_000, description="e.g. `RANGE (created_at)`.")
    partitionOf: Key | None = Field(None, description="The partitioned table (its key) this one is a partition of.")
    partitionBound: str | None = Field(None, max_length=2_000, description="e.g. `FOR VALUES FROM (…) TO (…)`.")


class Enum(BaseModel):
    name: Name
    schemaName: SchemaName = None
    values: list[str] = Field(min_length=1)
    comment: str | None = Field(None, max_length=1_000)


class Sequence(BaseModel):
    name: Name
    schemaName: SchemaName = None
    dataType: Literal["smallint", "integer", "bigint"] = "bigint"
    start: int = 1
    increment: int = 1
    minValue: int | None = None  # None: the type's default
    maxValue: int | None = None
    cache: int = 1
    cycle: bool = False
    ownedBy: str | None = Field(None, description="`<table key>.<column>`: dropped with that column.")


class DomainCheck(BaseModel):
    name: Name
    detail: str = Field(min_length=1, max_length=10_000)


class Domain(BaseModel):
    name: Name
    schemaName: SchemaName = None
    type: str = Field(min_length=1, max_length=200)
    notNull: bool = False
    default: str | None = Field(None, max_length=10_000)
    collation: str | None = Field(None, max_length=200)
    checks: list[DomainCheck] = Field(default_factory=list)
    comment: str | None = Field(None, max_length=1_000)


class CompositeAttribute(BaseModel):
    name: Name
    type: str = Field(min_length=1, max_length=200)
    collation: str | None = Field(None, max_length=200)


class CompositeType(BaseModel):
    """CREATE TYPE … AS (attributes)."""

    name: Name
    schemaName: SchemaName = None
    attributes: list[CompositeAttribute] = Field(default_factory=list)
    comment: str | None = Field(None, max_length=1_000)


class RangeType(BaseModel):
    """CREATE TYPE … AS RANGE (SUBTYPE = …)."""

    name: Name
    schemaName: SchemaName = None
    subtype: str = Field(min_length=1, max_length=200)
    subtypeOpclass: str | None = Field(None, max_length=200, description="When not the subtype's default.")
    collation: str | None = Field(None, max_length=200, description="When not the subtype's default.")
    canonical: str | None = Field(None, max_length=200, description="The canonical function.")
    subtypeDiff: str | None = Field(None, max_length=200, description="The subtype_diff function.")
    multirangeName: Name | None = Field(None, description="Its multirange type's name (in its schema).")
    comment: str | None = Field(None, max_length=1_000)


class Function(BaseModel):
    """A function a modelled object uses (a default, a generated column, a check, an index
    expression): kept whole, as PostgreSQL writes it back. Keyed `<name>(<arguments>)`."""

    name: Name
    schemaName: SchemaName = None
    arguments: str = Field("", max_length=2_000, description="Its identity arguments, e.g. `s character varying`.")
    definition: str = Field(min_length=1, max_length=100_000, description="CREATE OR REPLACE FUNCTION …")


class Namespace(BaseModel):
    """A PostgreSQL schema other than `public` (CREATE SCHEMA)."""

    name: Name
    comment: str | None = Field(None, max_length=1_000)


class Schema(BaseModel):
    """Keyed by name, as in LIAM: `/tables/<table>/columns/<column>` is a JSON Pointer into it.
    Objects outside the `public` schema are keyed `<schema>.<name>` (`/tables/audit.events`)."""

    tables: dict[str, Table] = Field(default_factory=dict)
    enums: dict[str, Enum] = Field(default_factory=dict)
    domains: dict[str, Domain] = Field(default_factory=dict)
    sequences: dict[str, Sequence] = Field(default_factory=dict)
    extensions: list[Name] = Field(default_factory=list, description="CREATE EXTENSION, e.g. `citext`.")
    schemas: dict[str, Namespace] = Field(default_factory=dict, description="The schemas besides `public`.")
    composites: dict[str, CompositeType] = Field(default_factory=dict)
    ranges: dict[str, RangeType] = Field(default_factory=dict)
    functions: dict[str, Function] = Field(default_factory=dict)


class PatchOperation(BaseModel):
    """One RFC 6902 operation, as the LLM's schema design tool gives it."""

    op: Literal["add", "remove", "replace", "move", "copy", "test"]
    path: str = Field(max_length=500)
    value: Any = None
    from_: str | None = Field(None, alias="from", max_length=500)

    model_config = {"populate_by_name": True}


# --- Requirements, use cases, DML ------------------------------------------------------------


class AnalyzedRequirements(BaseModel):
    businessRequirement: str
    functionalRequirements: dict[str, list[str]] = Field(default_factory=dict)
    nonFunctionalRequirements: dict[str, list[str]] = Field(default_factory=dict)


class Usecase(BaseModel):
    id: str  # stable: derived from the requirement it tests and its position
    requirementType: Literal["functional", "non_functional"]
    requirementCategory: str
    requirement: str
    title: str
    description: str


OperationType = Literal["INSERT", "UPDATE", "DELETE", "SELECT"]


class DmlOperation(BaseModel):
    useCaseId: str
    operation_type: OperationType
    sql: str
    description: str = ""


class ExecutionLog(BaseModel):
    """One DML operation's run in the sandbox."""

    useCaseId: str
    operation_type: OperationType
    sql: str
    executed_at: str
    success: bool
    result_summary: str


class DdlOutcome(BaseModel):
    """The schema's DDL run in a throwaway PostgreSQL sandbox schema."""

    ok: bool
    failed_statement: str | None = None
    error: str | None = None  # PostgreSQL's message, e.g. `relation "users" does not exist`


# --- Timeline (seed 001's timeline_items) ----------------------------------------------------

TimelineType = Literal["user", "assistant", "assistant_log", "schema_version", "query_result", "error"]
Role = Literal["pm", "db", "qa"]


class TimelineItem(BaseModel):
    """One entry of a design session's timeline; `item_id` makes writing it idempotent."""

    item_id: str
    session_id: str
    type: TimelineType
    role: Role | None = None
    content: str
    schema_version: int | None = None
    created_at: str
    # The user message whose pipeline wrote it: a message-scoped SSE relay filters on it.
    message_id: str | None = None


class TimelineEntry(TimelineItem):
    """A stored timeline item with its place in the session's timeline (1, 2, …): reads resume after it."""

    seq: int


# --- Workflow and activity payloads ----------------------------------------------------------

DesignStep = Literal[
    "analyzeRequirements",
    "saveRequirementToArtifact",
    "dbAgent",
    "generateUsecase",
    "prepareDML",
    "validateSchema",
    "finalizeArtifacts",
    "idle",
]


class DesignOptions(BaseModel):
    """Settings fixed when the session starts: workflow code may not read the environment."""

    llm_timeout_seconds: float = 120.0
    max_step_retries: int = 3
    max_design_rounds: int = 8
    max_validation_loops: int = 3
    sandbox_timeout_seconds: float = 10.0
    sandbox_run_seconds: float = 120.0
    idle_days: float = 30.0


class ImportFailure(BaseModel):
    """A statement PostgreSQL refused that makes something the schema model does not hold:
    left out, not fatal."""

    line: int
    statement: str  # its first 200 characters
    error: str


# Refused statements an import report lists: a report travels through Temporal (2 MB at most),
# and a script of 1 MiB of failing statements would list ~2 MB of them.
FAILURES_LISTED = 100


class ImportReport(BaseModel):
    """What an imported script left out of the schema, by kind, with the count of each."""

    statements: int = Field(description="Statements in the script (psql commands included).")
    left_out: dict[str, int] = Field(
        default_factory=dict, description="Statements not run, and objects the model does not hold, per kind."
    )
    failed: list[ImportFailure] = Field(
        default_factory=list,
        description=f"Statements of objects the model does not hold that PostgreSQL refused: the first {FAILURES_LISTED}.",
    )
    failed_unlisted: int = Field(0, description="Such refused statements beyond those listed in `failed`.")


class ImportInput(BaseModel):
    session_id: str
    tenant_id: str
    script: str


class ImportResult(BaseModel):
    """The import of a session's starting script: its report, why it was refused, or (the
    sandbox failing) the client-safe message of that failure."""

    report: ImportReport | None = None
    refused: str | None = None
    unavailable: str | None = None


class DesignSessionInput(BaseModel):
    session_id: str
    tenant_id: str
    options: DesignOptions = Field(default_factory=DesignOptions)
    # A schema dump or migration history the session starts from: imported (run in the
    # sandbox, read back from its catalog) as version 0 before any message.
    import_script: str | None = None
    # Carried across continue-as-new: the state, the stream, the dbAgent runs so far (they
    # number the child workflows), the recent messages' stream offsets (a retried send) and
    # a message accepted while the run was ending.
    state: DesignState | None = None
    stream_state: WorkflowStreamState | None = None
    db_agent_runs: int = 0
    accepted: dict[str, int] = Field(default_factory=dict)
    accepted_digests: dict[str, str] = Field(default_factory=dict)  # message id -> its content's digest
    pending: DesignMessage | None = None


class DesignMessage(BaseModel):
    message_id: str
    content: str


class DesignAccepted(BaseModel):
    message_id: str
    # The session stream's offset when the message was accepted: its events all come later.
    stream_offset: int = 0


class DbAgentInput(BaseModel):
    """The DB agent child workflow's input: reusable on its own (seed 001's subgraph)."""

    session_id: str
    tenant_id: str
    requirements: AnalyzedRequirements
    feedback: str = ""  # validation failures of the last round, for the LLM to fix
    options: DesignOptions = Field(default_factory=DesignOptions)
    message_id: str | None = None  # the user message it works for (its timeline items name it)
    notify_workflow_id: str | None = None  # gets each timeline item as a `timeline` signal


class DbAgentResult(BaseModel):
    schema_version: int
    summary: str
    rounds: int
    usage: TokenUsage = Field(default_factory=TokenUsage)


class DesignState(BaseModel):
    """What `GET /v1/design-sessions/{id}` answers (the workflow's query)."""

    session_id: str
    status: Literal["idle", "running", "failed", "closed"] = "idle"
    current_step: DesignStep = "idle"
    retry_counts: dict[str, int] = Field(default_factory=dict)
    schema_version: int = 0
    messages: list[LLMMessage] = Field(default_factory=list)
    error: str | None = None


# --- The artifact (seed 001: requirements → use cases → DML with execution logs) -------------


class ArtifactOperation(DmlOperation):
    execution_logs: list[ExecutionLog] = Field(default_factory=list)


class ArtifactUsecase(Usecase):
    dml_operations: list[ArtifactOperation] = Field(default_factory=list)


class Artifact(BaseModel):
    requirements: AnalyzedRequirements
    usecases: list[ArtifactUsecase] = Field(default_factory=list)
    summary: str = ""
    schema_version: int | None = None  # the version the DML ran on


# --- The session's stream (besides `timeline`, whose payload is a TimelineItem) ----------------


StepStatus = Literal["started", "completed", "failed"]


class StepEvent(BaseModel):
    """Topic `step`: a pipeline step of a message started, completed or failed."""

    message_id: str
    step: DesignStep
    status: StepStatus


class PipelineDone(BaseModel):
    """Topic `pipeline_done`: a message's pipeline ended (the last event of the message)."""

    message_id: str
    status: Literal["completed", "failed"]
    schema_version: int
    error: str | None = None  # client-safe


# --- Activity payloads -----------------------------------------------------------------------


class AnalyzeInput(BaseModel):
    session_id: str
    content: str
    history: list[LLMMessage] = Field(default_factory=list)  # the session's earlier messages
    error: str = ""  # why the previous answer did not fit, for the LLM to fix


class AnalyzeResult(BaseModel):
    requirements: AnalyzedRequirements | None = None
    error: str = ""  # the answer did not fit: the step retries with it
    usage: TokenUsage = Field(default_factory=TokenUsage)


class DesignRound(BaseModel):
    """One designSchema → invokeSchemaDesignTool round, as the next designSchema call sees it."""

    call_id: str
    content: str
    arguments: dict[str, Any]
    result: str


class DesignSchemaInput(BaseModel):
    session_id: str
    requirements: AnalyzedRequirements
    feedback: str = ""
    rounds: list[DesignRound] = Field(default_factory=list)


class DesignSchemaStep(BaseModel):
    content: str
    seen_version: int  # the version whose schema the LLM saw
    call_id: str | None = None  # None: the LLM answered without calling the tool
    arguments: dict[str, Any] = Field(default_factory=dict)
    usage: TokenUsage = Field(default_factory=TokenUsage)


class SchemaToolInput(BaseModel):
    session_id: str
    tenant_id: str = ""  # whose share of the sandbox the run takes ("" in histories from before)
    expected_version: int  # the version the LLM saw: the patch applies to it, or conflicts
    arguments: dict[str, Any]


class SchemaToolResult(BaseModel):
    ok: bool
    result: str  # the tool result the LLM reads
    version: int  # the new version, or the current one when the patch was refused
    changes: list[str] = Field(default_factory=list)  # "add /tables/users", for the timeline


class UsecasesResult(BaseModel):
    usecases: list[Usecase]
    usage: TokenUsage = Field(default_factory=TokenUsage)


class DmlInput(BaseModel):
    session_id: str
    schema_version: int
    usecases: list[Usecase]
    feedback: str = ""  # the last validation's failures


class DmlResult(BaseModel):
    operations: list[DmlOperation]
    usage: TokenUsage = Field(default_factory=TokenUsage)


class ValidationInput(BaseModel):
    session_id: str
    tenant_id: str = ""  # whose share of the sandbox the run takes ("" in histories from before)
    schema_version: int
    operations: list[DmlOperation]


class SummaryInput(BaseModel):
    session_id: str
    schema_version: int
    requirements: AnalyzedRequirements
    design_notes: list[str] = Field(default_factory=list)  # what the DB agent said of its design
    logs: list[ExecutionLog] = Field(default_factory=list)


class DesignSummary(BaseModel):
    summary: str
    usage: TokenUsage = Field(default_factory=TokenUsage)


class ArtifactInput(BaseModel):
    session_id: str
    artifact: Artifact
    schema_version: int  # its DDL is saved with the artifact
