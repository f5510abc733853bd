"""Request and response bodies of the validated execution routes (seed 004)."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    Field,
    PlainValidator,
    StrictBool,
    StrictFloat,
    StrictInt,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from api.bodies import MessageText, StrictBody
from api.chat.schemas import BuiltinTool, McpServerIn
from api.listing import Links
from durable_agents.execution.contract import ExecutionResult
from durable_agents.settings import DEFAULT_PROVIDER

REASONING_NOTES_BYTES = 8_192


class ValidationChoices(StrictBody):
    """How an answer is validated, in both kinds of body."""

    threshold: StrictFloat | StrictInt | None = Field(
        None, ge=0, le=1, description="Confidence an answer needs; default: VALIDATION_THRESHOLD (0.75)."
    )
    max_attempts: StrictInt | None = Field(
        None, ge=1, le=10, description="Answers tried before the fallback; default: VALIDATION_MAX_ATTEMPTS (5)."
    )
    fallback_message: str | None = Field(
        None,
        min_length=1,
        max_length=4_000,
        description="Your text for an answer that never reaches the threshold (seed 004's context-aware "
        "fallback); default: a generic message. The best rejected answer and its confidence come beside it, "
        "in the result's `metadata.best_rejected`.",
    )


class ExecutionCreate(ValidationChoices):
    query: str = Field(min_length=1, max_length=32_000)
    agent_id: str | None = Field(
        None,
        max_length=100,
        description="Answer as this agent (its prompt, model and documents); default: a plain assistant.",
    )
    enable_rag: StrictBool = Field(True, description="Search the agent's documents first (only with `agent_id`).")
    tools: list[BuiltinTool] = Field(
        default_factory=list, max_length=2, description="Built-in tools run with the query before answering."
    )

    @field_validator("query")
    @classmethod
    def _query_not_blank(cls, query: str) -> str:
        if not query.strip():
            raise ValueError("the query is blank; write some text")
        return query

    @field_validator("tools")
    @classmethod
    def _tools_usable(cls, tools: list[str], info: ValidationInfo) -> list[str]:
        if len(set(tools)) != len(tools):
            raise ValueError("name each tool once")
        if "rag_search" in tools and info.data.get("agent_id") is None:
            raise ValueError("`rag_search` searches an agent's documents: give `agent_id`")
        return tools


class DataSourceIn(StrictBody):
    type: Literal["agent_documents"] = Field("agent_documents", description="An agent's documents (RAG).")
    agent_id: str = Field(min_length=1, max_length=100)


class PlanToolIn(StrictBody):
    name: str = Field(
        pattern=r"^[A-Za-z0-9_-]{1,100}$",
        description="`rag_search`, `web_search`, or an MCP tool as `<server>__<tool>` (a server of "
        "`mcp_servers` or of the agent).",
    )
    arguments: dict[str, Any] = Field(
        default_factory=dict, description="An MCP tool's arguments; the built-in tools search the prompt."
    )


def _tool_by_name(tool: Any) -> Any:
    return {"name": tool} if isinstance(tool, str) else tool


PlanTool = Annotated[PlanToolIn, BeforeValidator(_tool_by_name, json_schema_input_type=str | PlanToolIn)]


class OptimizedSpecs(StrictBody):
    """Seed 004's AgentExecutionSpec: what to run."""

    provider: str = Field(
        DEFAULT_PROVIDER,
        min_length=1,
        max_length=100,
        description="One of the operator's providers (LLM_PROVIDERS) by name; `default`: LLM_BASE_URL.",
    )
    model: str | None = Field(
        None,
        min_length=1,
        max_length=200,
        description="A model the provider allows; default: the agent's or LLM_MODEL (another provider: its first).",
    )
    prompt: MessageText = Field(description="The request to answer.")
    system_prompt: str | None = Field(
        None, min_length=1, max_length=20_000, description="Instructions; default: the agent's (a plain assistant's)."
    )
    agent_id: str | None = Field(
        None, max_length=100, description="The agent whose prompt, model and MCP servers apply; default: none."
    )
    data_sources: list[DataSourceIn] = Field(
        default_factory=list,
        max_length=10,
        description="Whose documents are searched first (the agent's too only if listed).",
    )
    tools: list[PlanTool] = Field(default_factory=list, max_length=10, description="Tools run before answering.")
    mcp_servers: list[McpServerIn] = Field(
        default_factory=list, max_length=10, description="MCP servers of the plan's tools, as an agent's are given."
    )

    @model_validator(mode="after")
    def _tools_usable(self) -> OptimizedSpecs:
        builtin = [tool.name for tool in self.tools if tool.name in ("rag_search", "web_search")]
        if len(set(builtin)) != len(builtin):
            raise ValueError("name each built-in tool once")
        if any(tool.arguments for tool in self.tools if tool.name in builtin):
            raise ValueError("the built-in tools take no `arguments`: they search the prompt")
        if "rag_search" in builtin and self.agent_id is None:
            raise ValueError("`rag_search` searches an agent's documents: give `agent_id`")
        names = [server.name for server in self.mcp_servers]
        if len(set(names)) != len(names):
            raise ValueError("MCP server names must be unique within a plan")
        return self


class ExecutionPlanCreate(ValidationChoices):
    """Seed 004's ExecutionPlan: `optimized_specs` (what to run) and `reasoning_notes` (why)."""

    optimized_specs: OptimizedSpecs
    reasoning_notes: dict[str, Any] = Field(
        default_factory=dict, description="Why the plan is run; kept in the result's `execution_plan` (8 KB at most)."
    )

    @field_validator("reasoning_notes")
    @classmethod
    def _notes_bounded(cls, notes: dict[str, Any]) -> dict[str, Any]:
        size = len(json.dumps(notes, ensure_ascii=False).encode())
        if size > REASONING_NOTES_BYTES:
            raise ValueError(f"reasoning_notes is {size:,} bytes as JSON; at most {REASONING_NOTES_BYTES:,}")
        return notes


def _one_kind(body: Any) -> ExecutionCreate | ExecutionPlanCreate:
    """A body with `optimized_specs` is seed 004's ExecutionPlan, one with `query` the flat body;
    errors keep the locations of the kind's own fields."""
    if isinstance(body, dict) and "optimized_specs" in body:
        return ExecutionPlanCreate.model_validate(body)
    if isinstance(body, dict) and "query" not in body:
        why = PydanticCustomError(
            "missing", "give `query` (a flat body) or `optimized_specs` (seed 004's ExecutionPlan)"
        )
        raise ValidationError.from_exception_data("ExecutionBody", [{"type": why, "loc": ("query",), "input": body}])
    return ExecutionCreate.model_validate(body)


ExecutionBody = Annotated[
    ExecutionCreate | ExecutionPlanCreate,
    PlainValidator(_one_kind, json_schema_input_type=ExecutionCreate | ExecutionPlanCreate),
]


class ExecutionCreated(BaseModel):
    execution_id: str


class ExecutionOut(BaseModel):
    execution_id: str
    status: Literal["running", "completed", "fallback", "failed", "canceled", "terminated", "timed_out"] = Field(
        description="`running`, the result's status (`completed`, `fallback`, `failed`), or how the workflow "
        "ended without a result."
    )
    result: ExecutionResult | None = Field(description="Seed 004's result dictionary; null until it finished.")


# How an execution's workflow stands (Temporal's status of it); `expired`: Temporal no longer
# keeps it (its retention period ended).
ExecutionState = Literal["running", "completed", "failed", "canceled", "terminated", "timed_out", "expired"]


class ExecutionSummary(BaseModel):
    execution_id: str
    title: str = Field(description="Its query, shortened.")
    agent_id: str | None
    state: ExecutionState = Field(
        description="Its workflow's: `completed` once it has a result, whose own status (completed, fallback, "
        "failed) `GET /v1/executions/{id}` gives."
    )
    created_by: str | None = Field(description="The user who started it; null: the tenant admin key.")
    created_at: datetime
    updated_at: datetime = Field(description="When it ended; its start while it runs.")
    links: Links


class ExecutionPage(BaseModel):
    items: list[ExecutionSummary] = Field(description="Newest first.")
    next_cursor: str | None = Field(description="Pass as `cursor` for the next page; null: this is the last.")
