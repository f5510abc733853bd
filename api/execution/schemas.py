"""Request and response bodies of the validated execution routes (seed 004)."""

from __future__ import annotations

from typing import Literal

from pydantic import (
    BaseModel,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    ValidationInfo,
    field_validator,
)

from api.bodies import StrictBody
from api.chat.schemas import BuiltinTool
from durable_agents.execution.contract import ExecutionResult


class ExecutionCreate(StrictBody):
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
    threshold: StrictFloat | StrictInt | None = Field(
        None, ge=0, le=1, description="Confidence an answer needs; default: VALIDATION_THRESHOLD (0.75)."
    )
    max_attempts: StrictInt | None = Field(
        None, ge=1, le=10, description="Answers tried before the fallback; default: VALIDATION_MAX_ATTEMPTS (5)."
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


class ExecutionCreated(BaseModel):
    execution_id: str


class ExecutionOut(BaseModel):
    execution_id: str
    status: Literal["running", "completed", "fallback", "failed", "canceled", "terminated", "timed_out"] = Field(
        description="`running`, the result's status (`completed`, `fallback`, `failed`), or how the workflow "
        "ended without a result."
    )
    result: ExecutionResult | None = Field(description="Seed 004's result dictionary; null until it finished.")
