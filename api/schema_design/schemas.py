"""Request and response bodies of the schema design routes (seed 001)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from api.bodies import MessageText, StrictBody
from api.listing import Links
from durable_agents.schema_design.contract import Artifact, ImportReport, Schema
from durable_agents.schema_design.schema_ops import schema_problems

# The schema goes whole into the LLM's prompt and into activity payloads (2 MB at most):
# bytes of schema JSON.
SCHEMA_SIZE = 200_000
# A script goes into the workflow's input and the import activity's (each payload 2 MB at most).
SCRIPT_SIZE = 1_048_576

DdlText = Annotated[
    str,
    Field(
        min_length=1,
        max_length=SCRIPT_SIZE,
        description="A PostgreSQL script to import: a schema-only dump (`pg_dump --schema-only`, `structure.sql`), "
        "a psql script, or a migration history (its files concatenated in order).",
    ),
]


def checked_schema(schema: Schema) -> Schema:
    """`schema` if a session can start from it: bounded, and consistent (names equal their
    keys, constraints and indexes name existing columns, foreign keys existing tables)."""
    size = len(schema.model_dump_json(exclude_defaults=True).encode())
    if size > SCHEMA_SIZE:
        raise ValueError(f"the schema is {size:,} bytes as JSON; a session starts from at most {SCHEMA_SIZE:,}")
    problems = schema_problems(schema)
    if problems:
        raise ValueError("the schema is inconsistent: " + "; ".join(problems))
    return schema


class DesignSessionCreate(StrictBody):
    initial_schema: Schema | DdlText | None = Field(
        None,
        description="What the design starts from: seed 001's schema JSON (`tables`, `enums`), or PostgreSQL DDL "
        "text, imported. Default: an empty schema.",
    )

    @field_validator("initial_schema", mode="before")
    @classmethod
    def _strict_schema(cls, value: Any) -> Any:
        # Unknown keys and coerced values are refused inside the schema too, as in every body.
        if isinstance(value, dict):
            return checked_schema(Schema.model_validate(value, strict=True, extra="forbid"))
        return value


class DesignSessionCreated(BaseModel):
    session_id: str
    imported: ImportReport | None = Field(
        None, description="For a script: what it left out of the schema (statements not run, objects not modelled)."
    )


class DesignMessageCreate(StrictBody):
    content: MessageText = Field(description="What to design, or what to change.")


class DesignMessageAccepted(BaseModel):
    message_id: str


class SchemaOut(BaseModel):
    model_config = ConfigDict(populate_by_name=True)

    version: int = Field(description="The version's number: 0 is the schema the session started with.")
    schema_: Schema = Field(alias="schema")


class VersionOut(BaseModel):
    number: int = Field(description="0: the schema the session started with; each saved design adds one.")
    created_at: datetime
    patch: list[dict[str, Any]] = Field(
        description="The RFC 6902 JSON Patch that made this version from the one before."
    )
    reverse_patch: list[dict[str, Any]] = Field(description="The JSON Patch that undoes it.")


class ArtifactOut(Artifact):
    ddl: str = Field(description="The DDL of the schema version the artifact describes.")
    updated_at: datetime


# `idle`: waits for a message (the last may have failed: the session's state says);
# `running`: a message's pipeline runs; `closed`: it ended.
DesignListState = Literal["idle", "running", "closed"]


class DesignSessionSummary(BaseModel):
    session_id: str
    title: str = Field(description="Its first message, shortened; empty before one.")
    state: DesignListState
    created_by: str | None = Field(description="The user who started it; null: the tenant admin key.")
    created_at: datetime
    updated_at: datetime = Field(description="When its timeline last grew.")
    links: Links


class DesignSessionPage(BaseModel):
    items: list[DesignSessionSummary] = Field(description="Newest first.")
    next_cursor: str | None = Field(description="Pass as `cursor` for the next page; null: this is the last.")
