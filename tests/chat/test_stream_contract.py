"""The stream contract: seed 000's citation normaliser, inline citations, the RAG summary
and the SSE event models. Pure functions, no Temporal."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pydantic import ValidationError

from durable_agents.chat.contract import LiveChunks
from durable_agents.stream import (
    ContentChunkEvent,
    ContentResetEvent,
    ErrorEvent,
    FinalEvent,
    NormalizedSource,
    ReasoningEvent,
    WorkflowStepEvent,
    build_rag_summary,
    extract_citations,
    normalize_citation,
    normalize_sources,
    stream_event_adapter,
)

DEFAULTS = {
    "title": "Untitled Document",
    "url": "",
    "domain": "",
    "organization": "",
    "sourceType": "document",
    "similarity": 0.0,
    "excerpt": "",
}


def nested(inner: dict[str, Any], page_content: str = "", similarity: Any = 0.5, **top: Any) -> dict[str, Any]:
    """A document in the RAG layer's nested shape."""
    return {**top, "metadata": {"metadata": inner, "page_content": page_content, "similarity": similarity}}


# --- normalize_citation: metadata shapes -------------------------------------------------


def test_nested_metadata_reads_document_fields_from_inner_level() -> None:
    doc = nested(
        {
            "title": "Durable execution",
            "url": "https://docs.temporal.io/durable-execution",
            "organization": "Temporal Technologies",
            "type": "guide",
        },
        page_content="Temporal replays the event history.",
        similarity=0.83,
    )
    assert normalize_citation(doc, 1).model_dump() == {
        "number": 1,
        "title": "Durable execution",
        "url": "https://docs.temporal.io/durable-execution",
        "domain": "docs.temporal.io",
        "organization": "Temporal Technologies",
        "sourceType": "guide",
        "similarity": 0.83,
        "excerpt": "Temporal replays the event history.",
    }


def test_flat_metadata_reads_document_fields_from_metadata_itself() -> None:
    doc = {
        "metadata": {
            "title": "Flat doc",
            "url": "https://example.com/a",
            "organization": "Example Org",
            "source_type": "pdf",
            "similarity": 0.4,
            "page_content": "flat body",
        }
    }
    assert normalize_citation(doc, 3).model_dump() == {
        "number": 3,
        "title": "Flat doc",
        "url": "https://example.com/a",
        "domain": "example.com",
        "organization": "Example Org",
        "sourceType": "pdf",
        "similarity": 0.4,
        "excerpt": "flat body",
    }


@pytest.mark.parametrize(
    "doc",
    [
        pytest.param({}, id="no-metadata-key"),
        pytest.param({"metadata": {}}, id="empty-metadata"),
        pytest.param({"metadata": {"metadata": {}}}, id="empty-nested-metadata"),
    ],
)
def test_missing_metadata_gives_seed_defaults(doc: dict[str, Any]) -> None:
    assert normalize_citation(doc, 7).model_dump() == {"number": 7, **DEFAULTS}


def test_non_dict_nested_metadata_is_treated_as_flat() -> None:
    # Seed: `'metadata' in metadata and isinstance(metadata['metadata'], dict)`.
    doc = {"metadata": {"metadata": "not a dict", "title": "Outer title"}}
    assert normalize_citation(doc, 1).title == "Outer title"


# --- normalize_citation: field fallbacks --------------------------------------------------


@pytest.mark.parametrize(
    ("inner", "expected_url"),
    [
        ({"url": "https://a.example/x"}, "https://a.example/x"),
        ({"source": "https://b.example/y"}, "https://b.example/y"),
        ({"url": "https://a.example/x", "source": "https://b.example/y"}, "https://a.example/x"),
        ({}, ""),
    ],
    ids=["url", "source-fallback", "url-wins-over-source", "neither"],
)
def test_url_falls_back_to_source(inner: dict[str, Any], expected_url: str) -> None:
    assert normalize_citation(nested(inner), 1).url == expected_url


@pytest.mark.parametrize(
    ("inner", "expected_type"),
    [
        ({"type": "guide"}, "guide"),
        ({"source_type": "pdf"}, "pdf"),
        ({"type": "guide", "source_type": "pdf"}, "guide"),
        ({}, "document"),
    ],
    ids=["type", "source_type-fallback", "type-wins-over-source_type", "default"],
)
def test_source_type_falls_back_to_source_type_then_document(inner: dict[str, Any], expected_type: str) -> None:
    assert normalize_citation(nested(inner), 1).sourceType == expected_type


@pytest.mark.parametrize(
    ("inner", "expected_domain"),
    [
        ({"url": "https://docs.temporal.io/x", "domain": "temporal.io"}, "temporal.io"),
        ({"url": "https://docs.temporal.io/x"}, "docs.temporal.io"),
        ({"url": "http://localhost:8233/namespaces"}, "localhost:8233"),
        ({"url": "https://a.b.example.co.uk/path?q=1#frag"}, "a.b.example.co.uk"),
        ({"source": "https://from-source.example/doc"}, "from-source.example"),
        ({"url": "docs.temporal.io/x"}, ""),
        ({"url": ""}, ""),
        ({"domain": "given.example"}, "given.example"),
        ({"url": "http://[::1/broken"}, ""),
    ],
    ids=[
        "explicit-domain-kept",
        "derived-from-url",
        "with-port",
        "with-subdomains",
        "derived-from-source",
        "no-scheme-no-netloc",
        "empty-url",
        "domain-without-url",
        "unparseable-url",
    ],
)
def test_domain_is_explicit_or_url_netloc(inner: dict[str, Any], expected_domain: str) -> None:
    assert normalize_citation(nested(inner), 1).domain == expected_domain


@pytest.mark.parametrize(
    ("page_content", "expected_excerpt"),
    [
        ("", ""),
        ("short", "short"),
        ("x" * 200, "x" * 200),
        ("y" * 201, "y" * 200 + "..."),
        ("z" * 1000, "z" * 200 + "..."),
    ],
    ids=["empty", "short", "exactly-200-kept", "201-truncated", "long-truncated"],
)
def test_excerpt_is_first_200_chars_with_ellipsis_only_when_longer(page_content: str, expected_excerpt: str) -> None:
    assert normalize_citation(nested({}, page_content=page_content), 1).excerpt == expected_excerpt


@pytest.mark.parametrize(
    ("doc", "expected_excerpt"),
    [
        (nested({}, page_content="nested text"), "nested text"),
        ({"page_content": "top text", "metadata": {"metadata": {}, "page_content": "nested text"}}, "nested text"),
        ({"page_content": "top text", "metadata": {"metadata": {}, "page_content": ""}}, "top text"),
        ({"page_content": "top text", "metadata": {"metadata": {}}}, "top text"),
        ({"page_content": "top text"}, "top text"),
    ],
    ids=["nested-only", "nested-wins", "empty-nested-falls-back", "missing-nested-falls-back", "no-metadata"],
)
def test_page_content_prefers_nested_then_top_level(doc: dict[str, Any], expected_excerpt: str) -> None:
    assert normalize_citation(doc, 1).excerpt == expected_excerpt


@pytest.mark.parametrize(
    ("similarity", "expected"),
    [(0.83, 0.83), (1, 1.0), (0, 0.0), ("0.75", 0.75), ("1", 1.0)],
    ids=["float", "int-one", "int-zero", "string-float", "string-int"],
)
def test_similarity_is_converted_to_float(similarity: Any, expected: float) -> None:
    result = normalize_citation(nested({}, similarity=similarity), 1).similarity
    assert isinstance(result, float)
    assert result == expected


def test_similarity_is_read_from_outer_metadata_not_inner() -> None:
    doc = {"metadata": {"metadata": {"similarity": 0.99}, "similarity": 0.25}}
    assert normalize_citation(doc, 1).similarity == 0.25


def test_normalize_sources_numbers_from_one_in_order() -> None:
    docs = [nested({"title": f"Doc {i}"}) for i in range(1, 4)]
    sources = normalize_sources(docs)
    assert [(s.number, s.title) for s in sources] == [(1, "Doc 1"), (2, "Doc 2"), (3, "Doc 3")]


def test_normalize_sources_of_nothing_is_empty() -> None:
    assert normalize_sources([]) == []


# --- extract_citations ----------------------------------------------------------------------


def _sources(n: int) -> list[NormalizedSource]:
    return normalize_sources([nested({"title": f"Doc {i}"}) for i in range(1, n + 1)])


@pytest.mark.parametrize(
    ("response", "expected_numbers"),
    [
        ("No citations here.", []),
        ("First [1], then [3], then [2].", [1, 3, 2]),
        ("Order of appearance [3] before [1].", [3, 1]),
        ("Repeated [2] and again [2] and [2].", [2, 2, 2]),
        ("Out of range [0] and [4] and [99], kept [1].", [1]),
        ("Adjacent [1][2][3].", [1, 2, 3]),
        ("Not numeric [a], [1a], [ 1], [1,2], [-1], [1.0] but [2].", [2]),
        ("Leading zero [02].", [2]),
    ],
    ids=[
        "none",
        "several",
        "order-of-appearance",
        "repeats-kept",
        "out-of-range-dropped",
        "adjacent",
        "non-numeric-ignored",
        "leading-zero",
    ],
)
def test_extract_citations_maps_inline_markers_to_sources(response: str, expected_numbers: list[int]) -> None:
    citations = extract_citations(response, _sources(3))
    assert [c.number for c in citations] == expected_numbers


def test_extract_citations_returns_the_normalized_sources_themselves() -> None:
    sources = _sources(2)
    assert extract_citations("See [2].", sources) == [sources[1]]


def test_extract_citations_without_sources_is_empty() -> None:
    assert extract_citations("Claims [1] and [2].", []) == []


# --- build_rag_summary ------------------------------------------------------------------------


def test_rag_summary_of_no_documents() -> None:
    assert build_rag_summary([]) == "No relevant documents found."


def test_rag_summary_format_for_one_document() -> None:
    doc = nested({"title": "Durable execution"}, page_content="Temporal replays history.", similarity=0.8321)
    assert build_rag_summary([doc]) == "[1] Durable execution (relevance: 0.83)\nTemporal replays history...."


def test_rag_summary_excerpt_is_first_150_chars_then_ellipsis() -> None:
    body = "a" * 150 + "b" * 50
    summary = build_rag_summary([nested({"title": "T"}, page_content=body, similarity=1)])
    assert summary == "[1] T (relevance: 1.00)\n" + "a" * 150 + "..."


def test_rag_summary_joins_documents_with_blank_line_and_keeps_at_most_five() -> None:
    docs = [nested({"title": f"Doc {i}"}, page_content=f"body {i}", similarity=i / 10) for i in range(1, 8)]
    summary = build_rag_summary(docs)
    blocks = summary.split("\n\n")
    assert len(blocks) == 5
    assert blocks[0] == "[1] Doc 1 (relevance: 0.10)\nbody 1..."
    assert blocks[4] == "[5] Doc 5 (relevance: 0.50)\nbody 5..."
    assert "Doc 6" not in summary and "Doc 7" not in summary


def test_rag_summary_defaults_title_to_document_number_and_relevance_to_zero() -> None:
    # Unlike normalize_citation ("Untitled Document"), the seed's summary titles by position.
    docs = [nested({"title": "Named"}), {"metadata": {"metadata": {}}, "page_content": "top body"}]
    blocks = build_rag_summary(docs).split("\n\n")
    assert blocks[1] == "[2] Document 2 (relevance: 0.00)\ntop body..."


def test_rag_summary_uses_nested_page_content_even_when_empty() -> None:
    # Seed: metadata.get('page_content', doc.get('page_content', '')) -- no `or` fallback here.
    doc = {"page_content": "top body", "metadata": {"metadata": {"title": "T"}, "page_content": "", "similarity": 0.5}}
    assert build_rag_summary([doc]) == "[1] T (relevance: 0.50)\n..."


def test_rag_summary_reads_flat_metadata() -> None:
    doc = {"metadata": {"title": "Flat", "similarity": 0.25, "page_content": "flat body"}}
    assert build_rag_summary([doc]) == "[1] Flat (relevance: 0.25)\nflat body..."


# --- event models -----------------------------------------------------------------------------

SOURCE = normalize_citation(
    nested(
        {"title": "Doc", "url": "https://example.com/d", "organization": "Org"}, page_content="body", similarity=0.9
    ),
    1,
)

EVENTS = [
    ReasoningEvent(
        message_id="m1",
        reasoning_type="rag_retrieval_start",
        content="Searching knowledge base...",
        timestamp="2025-01-01T00:00:00+00:00",
        metadata={"agent_id": "a1"},
    ),
    WorkflowStepEvent(
        message_id="m1",
        step_name="iteration_1",
        status="in_progress",
        timestamp="2025-01-01T00:00:00+00:00",
        metadata={"iteration": 1},
    ),
    ContentChunkEvent(message_id="m1", content="Hello"),
    ContentResetEvent(message_id="m1", attempt=2),
    FinalEvent(
        message_id="m1",
        response="Answer [1].",
        sources=[SOURCE],
        citations=[SOURCE],
        rag_summary="[1] Doc (relevance: 0.90)\nbody...",
        metadata={"mode": 1},
    ),
    ErrorEvent(message_id="m1", message="The model failed.", error_code="llm_error"),
]

EXPECTED_KEYS = {
    "langgraph_reasoning": {"type", "message_id", "reasoning_type", "content", "timestamp", "metadata"},
    "workflow_step": {"type", "message_id", "step_name", "status", "timestamp", "metadata"},
    # `attempt`: added by this service so a retried answer can be told apart (with `content_reset`).
    "content_chunk": {"type", "message_id", "content", "attempt"},
    "content_reset": {"type", "message_id", "attempt"},
    "final": {"type", "message_id", "response", "sources", "citations", "rag_summary", "metadata"},
    "error": {"type", "message_id", "message", "error_code"},
}


@pytest.mark.parametrize("event", EVENTS, ids=lambda e: e.type)
def test_event_round_trips_through_discriminated_union(event: Any) -> None:
    wire = event.model_dump_json()
    parsed = stream_event_adapter.validate_json(wire)
    assert type(parsed) is type(event)
    assert parsed == event
    assert stream_event_adapter.validate_python(json.loads(wire)) == event


@pytest.mark.parametrize("event", EVENTS, ids=lambda e: e.type)
def test_event_json_keys_are_seed_keys_plus_message_id(event: Any) -> None:
    payload = json.loads(stream_event_adapter.dump_json(event))
    assert set(payload) == EXPECTED_KEYS[payload["type"]]


def test_final_event_sources_carry_the_normalized_source_keys() -> None:
    payload = json.loads(next(e for e in EVENTS if e.type == "final").model_dump_json())
    source_keys = {"number", "title", "url", "domain", "organization", "sourceType", "similarity", "excerpt"}
    assert set(payload["sources"][0]) == source_keys
    assert set(payload["citations"][0]) == source_keys


@pytest.mark.parametrize(
    "reasoning_type",
    [
        "rag_retrieval_start",
        "rag_retrieval_observation",
        "agent_execution_start",
        "agent_execution_complete",
        "agent_selection",
        "react_thought",
        "react_action",
        "react_observation",
        "validation",
    ],
)
def test_known_reasoning_types_are_accepted(reasoning_type: str) -> None:
    event = ReasoningEvent(message_id="m", reasoning_type=reasoning_type, content="c", timestamp="t")
    assert event.reasoning_type == reasoning_type
    assert event.metadata == {}


def test_unknown_reasoning_type_is_rejected() -> None:
    with pytest.raises(ValidationError):
        ReasoningEvent(message_id="m", reasoning_type="daydreaming", content="c", timestamp="t")


def test_unknown_reasoning_type_is_rejected_by_the_union() -> None:
    wire = {
        "type": "langgraph_reasoning",
        "message_id": "m",
        "reasoning_type": "daydreaming",
        "content": "c",
        "timestamp": "t",
    }
    with pytest.raises(ValidationError):
        stream_event_adapter.validate_python(wire)


def test_unknown_event_type_is_rejected_by_the_union() -> None:
    with pytest.raises(ValidationError):
        stream_event_adapter.validate_python({"type": "workflow_step", "message_id": "m"})


def test_normalize_citation_coerces_wrongly_typed_user_metadata() -> None:
    # User-supplied metadata must never make the workflow fail while formatting output.
    doc = {"metadata": {"metadata": {"title": None, "url": 123, "organization": None, "type": 7}, "similarity": "n/a"}}
    source = normalize_citation(doc, 1)
    assert (source.title, source.url, source.organization, source.sourceType, source.similarity) == (
        "",
        "123",
        "",
        "7",
        0.0,
    )


def test_a_retried_answer_resets_once_per_attempt_that_streamed() -> None:
    first = LiveChunks(message_id="m1", first_offset=7).restarted(1)
    assert (first.chunks, first.resets, first.first_attempt) == ([], {}, 1)
    # Nothing streamed by attempt 1: attempt 2 needs no reset, its chunks are its own.
    quiet = first.restarted(2)
    assert (quiet.resets, quiet.first_attempt) == ({}, 2)
    streamed = quiet.model_copy(update={"chunks": ["a", "b"]})
    third = streamed.restarted(3)
    assert (third.chunks, third.resets) == (["a", "b", ""], {2: 3})
    # Attempt 3's reset was recorded (clients may have seen it), then attempt 3 died: attempt 4
    # adds its own reset rather than changing that event.
    fourth = third.restarted(4)
    assert (fourth.chunks, fourth.resets) == (["a", "b", "", ""], {2: 3, 3: 4})
    assert fourth.events()[: len(third.events())] == third.events()
    done = fourth.model_copy(update={"chunks": [*fourth.chunks, "c"]})
    assert done.text() == "c"
    assert [e.model_dump(exclude={"message_id"}) for e in done.events()] == [
        {"type": "content_chunk", "content": "a", "attempt": 2},
        {"type": "content_chunk", "content": "b", "attempt": 2},
        {"type": "content_reset", "attempt": 3},
        {"type": "content_reset", "attempt": 4},
        {"type": "content_chunk", "content": "c", "attempt": 4},
    ]
