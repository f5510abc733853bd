"""The stream contract: every event a chat emits, and the citation normaliser.

Event payloads follow seed 000's SSE schema (`langgraph_reasoning`, `workflow_step`,
`content_chunk`, `final`) plus `error` (seed 003, DD-17). Every event also names the `message_id` it
belongs to. On the wire (SSE) an event's `id:` is its offset in the chat's workflow
stream and `event:` is its `type`, which is also the workflow-stream topic it is
published on. `content_chunk` events reach relays live from the LLM activity's heartbeats
(`durable_agents.models.LiveChunks`) before the workflow appends them at the same offsets.

Pure functions only: workflows call them, so they must stay deterministic.
"""

from __future__ import annotations

import json
import re
from typing import Annotated, Any, Literal
from urllib.parse import urlparse

from pydantic import BaseModel, Field, TypeAdapter
from temporalio import workflow

ReasoningType = Literal[
    "rag_retrieval_start",
    "rag_retrieval_observation",
    "agent_execution_start",
    "agent_execution_complete",
    # Mode 2 and 3: which agent answers, and why.
    "agent_selection",
    # Modes 3 and 4 (autonomous ReAct).
    "react_thought",
    "react_action",
    "react_observation",
    # Validated execution (seed 004): one per attempt, with its confidence.
    "validation",
]


class ReasoningEvent(BaseModel):
    type: Literal["langgraph_reasoning"] = "langgraph_reasoning"
    message_id: str
    reasoning_type: ReasoningType
    content: str
    timestamp: str
    metadata: dict[str, Any] = Field(default_factory=dict)


class WorkflowStepEvent(BaseModel):
    """Progress of an autonomous turn (modes 3 and 4 only): `planning`, `iteration_N`, `synthesis`."""

    type: Literal["workflow_step"] = "workflow_step"
    message_id: str
    step_name: str
    status: Literal["in_progress", "completed"]
    timestamp: str
    metadata: dict[str, Any] = Field(default_factory=dict)


class ContentChunkEvent(BaseModel):
    type: Literal["content_chunk"] = "content_chunk"
    message_id: str
    content: str
    # The LLM call's attempt that streamed it (a retry after a crash streams the answer anew).
    attempt: int = 1


class ContentResetEvent(BaseModel):
    """The answer of `message_id` starts over (attempt `attempt` of its LLM call, after a
    crash or a failure): a client drops the text of this message's earlier chunks."""

    type: Literal["content_reset"] = "content_reset"
    message_id: str
    attempt: int


class NormalizedSource(BaseModel):
    number: int
    title: str
    url: str
    domain: str
    organization: str
    sourceType: str
    similarity: float
    excerpt: str


class FinalEvent(BaseModel):
    type: Literal["final"] = "final"
    message_id: str
    response: str
    sources: list[NormalizedSource]
    citations: list[NormalizedSource]
    rag_summary: str
    metadata: dict[str, Any] = Field(default_factory=dict)


class ErrorEvent(BaseModel):
    type: Literal["error"] = "error"
    # None: the stream itself failed (an SSE relay lost Temporal), not one message's turn.
    message_id: str | None
    message: str
    error_code: str


StreamEvent = Annotated[
    ReasoningEvent | WorkflowStepEvent | ContentChunkEvent | ContentResetEvent | FinalEvent | ErrorEvent,
    Field(discriminator="type"),
]
stream_event_adapter: TypeAdapter[StreamEvent] = TypeAdapter(StreamEvent)

# Topics of the workflow stream, one per event type.
CONTENT_CHUNK_TOPIC = "content_chunk"
CONTENT_RESET_TOPIC = "content_reset"
# A message's events end with one of these (`pipeline_done`: a schema design message's).
TERMINAL_EVENT_TYPES = frozenset({"final", "error", "pipeline_done"})


def _inner_metadata(metadata: dict[str, Any]) -> dict[str, Any]:
    # The RAG layer nests the document's own metadata one level down:
    # {"metadata": {"metadata": {"title", "url", ...}, "page_content", "similarity"}}.
    inner = metadata.get("metadata")
    return inner if isinstance(inner, dict) else metadata


def _text(value: Any) -> str:
    return "" if value is None else str(value)


def _number(value: Any) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return 0.0


def normalize_citation(doc: dict[str, Any], index: int) -> NormalizedSource:
    """Seed 000's authoritative citation normaliser, field for field.

    Unlike the seed, values of the wrong type (user-supplied document metadata) become
    strings or 0.0 instead of failing: a workflow must not fail on a bad document.
    """
    metadata = doc.get("metadata", {})
    inner = _inner_metadata(metadata)
    title = _text(inner.get("title", "Untitled Document"))
    url = _text(inner.get("url", inner.get("source", "")))
    domain = _text(inner.get("domain", ""))
    organization = _text(inner.get("organization", ""))
    source_type = _text(inner.get("type", inner.get("source_type", "document")))
    similarity = _number(metadata.get("similarity", 0.0))
    page_content = _text(metadata.get("page_content", "") or doc.get("page_content", ""))
    excerpt = page_content[:200] + "..." if len(page_content) > 200 else page_content
    if not domain and url:
        try:
            domain = urlparse(url).netloc or ""
        except ValueError:
            domain = ""
    return NormalizedSource(
        number=index,
        title=title,
        url=url,
        domain=domain,
        organization=organization,
        sourceType=source_type,
        similarity=similarity,
        excerpt=excerpt,
    )


def add_sources(sources: list[dict[str, Any]], found: list[dict[str, Any]]) -> list[tuple[int, dict[str, Any]]]:
    """`found` numbered as sources of the answer: a document already among `sources` (the same
    chunk, or the same web page) keeps its first number; the others are appended to `sources`."""
    numbers = {_source_key(doc): number for number, doc in enumerate(sources, start=1)}
    numbered = []
    for doc in found:
        key = _source_key(doc)
        if key not in numbers:
            sources.append(doc)
            numbers[key] = len(sources)
        numbered.append((numbers[key], doc))
    return numbered


def _source_key(doc: dict[str, Any]) -> str:
    metadata = doc.get("metadata", {})
    chunk = metadata.get("chunk_id") if isinstance(metadata, dict) else None
    if chunk is not None:
        return f"chunk:{chunk}"
    url = _text(_inner_metadata(metadata).get("url", "")) if isinstance(metadata, dict) else ""
    return f"url:{url}" if url else f"text:{_text(doc.get('page_content', ''))[:500]}"


def normalize_sources(sources: list[dict[str, Any]]) -> list[NormalizedSource]:
    return [normalize_citation(source, idx) for idx, source in enumerate(sources, start=1)]


# A retrieved document enters the workflow's state (and its history) as an activity result:
# clipped to what the prompt and a source card use, so no stored document can push a
# result past Temporal's 2 MB payload limit, however large its metadata.
SOURCE_TEXT_CHARS = 2_000
SOURCE_FIELD_CHARS = 500
SOURCE_EXTRAS_BYTES = 2_048
_SOURCE_FIELDS = ("title", "url", "source", "domain", "organization", "type", "source_type", "document_id")


def source_document(page_content: str, metadata: dict[str, Any], similarity: float, **identity: Any) -> dict[str, Any]:
    """A retrieved document in seed 000's nested shape, clipped: the text to
    SOURCE_TEXT_CHARS, the fields `normalize_citation` reads to SOURCE_FIELD_CHARS each, and
    the document's other fields (plain values and lists of them; nested objects are dropped)
    to SOURCE_EXTRAS_BYTES as JSON in all."""
    content = page_content[:SOURCE_TEXT_CHARS]
    inner = {key: _clipped(metadata[key]) for key in _SOURCE_FIELDS if key in metadata}
    budget = SOURCE_EXTRAS_BYTES
    for key, value in metadata.items():
        if key in inner or isinstance(value, dict):
            continue
        if isinstance(value, list):
            value = [_clipped(item) for item in value if not isinstance(item, dict | list)]
        else:
            value = _clipped(value)
        budget -= len(json.dumps({key: value}, ensure_ascii=False).encode())
        if budget < 0:
            break
        inner[key] = value
    return {
        "page_content": content,
        "metadata": {"metadata": inner, "page_content": content, "similarity": similarity, **identity},
    }


def _clipped(value: Any) -> Any:
    if value is None or isinstance(value, bool | int | float):
        return value
    return str(value)[:SOURCE_FIELD_CHARS]


_CITATION = re.compile(r"\[(\d+)\]")


def extract_citations(response: str, sources: list[NormalizedSource]) -> list[NormalizedSource]:
    """Inline `[n]` markers mapped to sources, in order of appearance; out-of-range dropped."""
    numbers = [int(m.group(1)) for m in _CITATION.finditer(response)]
    return [sources[n - 1] for n in numbers if 1 <= n <= len(sources)]


def build_rag_summary(sources: list[dict[str, Any]]) -> str:
    """The context block given to the agent (seed 000's `_build_rag_summary`)."""
    if not sources:
        return "No relevant documents found."
    parts = []
    for idx, doc in enumerate(sources[:5], start=1):
        metadata = doc.get("metadata", {})
        inner = _inner_metadata(metadata)
        title = inner.get("title", f"Document {idx}")
        similarity = metadata.get("similarity", 0.0)
        page_content = metadata.get("page_content", doc.get("page_content", ""))
        parts.append(f"[{idx}] {title} (relevance: {similarity:.2f})\n{page_content[:150]}...")
    return "\n\n".join(parts)


def stream_offset() -> int:
    """The current workflow's stream offset (the next event's), in workflow code: what the
    stream's documented offset query answers, since the stream has no public accessor."""
    return workflow.get_query_handler("__temporal_workflow_stream_offset")()
