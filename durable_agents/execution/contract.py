"""The validated execution's payloads (seed 004): its workflow input, the provider and judge
activities' I/O, and seed 004's result dictionary."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from durable_agents.chat.contract import AgentResponse, McpServer
from durable_agents.llm_types import LLMMessage, TokenUsage

ExecutionStatus = Literal["completed", "fallback", "failed"]


class McpToolUse(BaseModel):
    """A plan's call of an MCP tool (`<server>__<tool>`) with its arguments, made before answering."""

    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class ExecutionPlan(BaseModel):
    """What a validated execution runs: the request as given (a flat body, or seed 004's
    ExecutionPlan resolved), its defaults filled in."""

    query: str
    agent_id: str | None = None  # None: a default assistant without a knowledge base
    enable_rag: bool = True  # search `agent_id`'s documents
    tools: list[Literal["rag_search", "web_search"]] = Field(default_factory=list)
    threshold: float = Field(0.75, ge=0, le=1)  # the confidence an answer needs
    max_attempts: int = Field(5, ge=1, le=10)  # answers tried before the fallback
    provider: str | None = None  # a name in LLM_PROVIDERS; None: LLM_BASE_URL
    model: str | None = None  # None: the agent's model, else LLM_MODEL
    system_prompt: str | None = None  # None: the agent's (the default assistant's)
    data_sources: list[str] = Field(default_factory=list)  # more agents whose documents are searched
    mcp_servers: list[McpServer] = Field(default_factory=list)  # the plan's own, beside the agent's
    mcp_tools: list[McpToolUse] = Field(default_factory=list)
    fallback_message: str | None = None  # the caller's text for a low-confidence answer; None: ours
    reasoning_notes: dict[str, Any] = Field(default_factory=dict)  # seed 004: why the plan is run


class ExecutionOptions(BaseModel):
    """Settings fixed when the execution starts: workflow code may not read the environment."""

    rag_top_k: int = 5
    llm_timeout_seconds: float = 120.0
    llm_max_attempts: int = 5
    tool_timeout_seconds: float = 30.0
    trace_node_io: bool = False
    trace_node_io_max_chars: int = 4_000


class ExecutionInput(BaseModel):
    execution_id: str
    tenant_id: str
    plan: ExecutionPlan
    options: ExecutionOptions = Field(default_factory=ExecutionOptions)
    # The `message_id` of every event; None: the execution id.
    message_id: str | None = None
    # A workflow (the chat that started this one as a child) that also gets every validation
    # event, as an `execution_event` signal.
    notify_workflow_id: str | None = None
    # Set by a parent chat that already gathered the context (agent, history, sources, tool
    # use): the conversation to answer, and the documents behind it. Retries add feedback.
    conversation: list[LLMMessage] | None = None
    documents: list[dict[str, Any]] = Field(default_factory=list)


class ProviderRequest(BaseModel):
    messages: list[LLMMessage]
    model: str | None = None  # None: LLM_MODEL
    provider: str | None = None  # a name in LLM_PROVIDERS; None: LLM_BASE_URL


class ProviderResponse(BaseModel):
    content: str
    model: str
    usage: TokenUsage
    finish_reason: str | None = None


class JudgeRequest(BaseModel):
    query: str
    response: str
    model: str | None = None  # None: LLM_MODEL


class JudgeScores(BaseModel):
    """The LLM judge's review of one answer (seed 004): four scores of 0-25 and advice."""

    relevance: int = Field(ge=0, le=25, description="Does the answer address the question? 0-25.")
    helpfulness: int = Field(ge=0, le=25, description="Would it help the person asking? 0-25.")
    accuracy: int = Field(ge=0, le=25, description="Is what it says correct? 0-25.")
    completeness: int = Field(ge=0, le=25, description="Does it cover everything asked? 0-25.")
    feedback: str = Field(description="Concrete advice to improve the answer.")


class JudgeVerdict(BaseModel):
    scores: JudgeScores
    usage: TokenUsage


class RejectedAnswer(BaseModel):
    """The best answer the judge rejected, given beside a fallback: the caller may still use it."""

    content: str
    confidence: float
    attempt: int


class ExecutionMetadata(BaseModel):
    execution_steps: list[str]  # step names in the order they ran, repeated per attempt
    confidence_score: float
    validation_attempts: int
    errors: list[str]  # "<step>: <error code>"; never raw exception text
    duration_seconds: float
    best_rejected: RejectedAnswer | None = None  # set when the content is the fallback after a rejection


class ExecutionResult(BaseModel):
    """Seed 004's result dictionary, key for key (`model_dump()`)."""

    success: bool
    content: str
    confidence: float
    execution_id: str
    status: ExecutionStatus
    metadata: ExecutionMetadata
    execution_plan: ExecutionPlan


class ExecutionOutcome(BaseModel):
    """What the workflow returns: the result, plus what a chat needs to answer with it."""

    result: ExecutionResult
    usage: TokenUsage  # every LLM call of the execution (answers and judge), summed
    documents: list[dict[str, Any]]  # documents the answer was given, seed 000's nested shape
    model: str = ""  # the model of the last answer the provider gave ("" when none came)


class ValidatedAnswer(AgentResponse):
    """A chat's answer from a validated execution, with what its `final` event reports of it."""

    confidence: float
    status: ExecutionStatus
    validation_attempts: int
