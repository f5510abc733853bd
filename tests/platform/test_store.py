"""The store against a real SQLite file: chunking, FTS5 search (scoping, ranking, query
safety, seed 000's result shape), tenants' and users' API keys."""

from __future__ import annotations

import itertools
import multiprocessing
import re
from pathlib import Path

import pytest
from sqlalchemy import inspect, text

from durable_agents import tenancy as tenants
from durable_agents import tenancy as users
from durable_agents.chat import agents
from durable_agents.chat.documents import CHUNK_CHARS, NewDocument, add_documents, chunk_text, search
from durable_agents.database import create_schema, get_engine, make_engine
from durable_agents.stream import normalize_sources


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path}/t.db"


def new_agent(db_url: str, tenant_name: str = "Tenant A", agent_name: str = "Helper") -> tuple[str, str]:
    tenant, _key = tenants.create_tenant(db_url, tenant_name)
    agent = agents.create_agent(db_url, tenant.id, name=agent_name, system_prompt="You help.")
    return tenant.id, agent.id


def agent_of(db_url: str, tenant_id: str, name: str) -> str:
    return agents.create_agent(db_url, tenant_id, name=name, system_prompt="You help.").id


FILLER = [
    NewDocument(title="Gardening", text="Water the tomatoes every morning and prune the basil."),
    NewDocument(title="Cycling", text="Inflate bicycle tyres before a long ride in the hills."),
    NewDocument(title="Astronomy", text="Jupiter has dozens of moons orbiting far from the sun."),
    NewDocument(title="Music", text="A piano sonata often has three contrasting movements."),
    NewDocument(title="Geology", text="Granite forms slowly from cooling magma deep underground."),
    NewDocument(title="Baking", text="Knead bread dough until smooth, then let it rise."),
]


# --- chunk_text ---------------------------------------------------------------------------------


def test_short_text_is_one_chunk() -> None:
    assert chunk_text("Durable execution survives crashes.") == ["Durable execution survives crashes."]


@pytest.mark.parametrize("body", ["", "   ", "\n\n\n", " \n \t\n  \n "], ids=["empty", "spaces", "newlines", "mixed"])
def test_whitespace_only_text_has_no_chunks(body: str) -> None:
    assert chunk_text(body) == []


def test_paragraphs_are_packed_up_to_the_chunk_size() -> None:
    p1, p2, p3 = "a" * 300, "b" * 300, "c" * 300
    chunks = chunk_text(f"{p1}\n\n{p2}\n\n{p3}")
    # p1 + "\n\n" + p2 is 602 chars; adding p3 would make 904 > 800.
    assert chunks == [f"{p1}\n\n{p2}", p3]


def test_paragraphs_filling_exactly_the_chunk_size_share_a_chunk() -> None:
    p1, p2 = "a" * 399, "b" * 399  # 399 + 2 + 399 == 800
    assert chunk_text(f"{p1}\n\n{p2}") == [f"{p1}\n\n{p2}"]


def test_blank_lines_with_whitespace_separate_paragraphs_and_are_stripped() -> None:
    assert chunk_text("  first paragraph  \n   \n\n  second paragraph \n") == ["first paragraph\n\nsecond paragraph"]


def _long_paragraph(chars: int = 3000) -> str:
    words, length, i = [], 0, 0
    while length < chars:
        word = f"word{i:04d}"
        words.append(word)
        length += len(word) + 1
        i += 1
    return " ".join(words)[:chars]


def test_long_paragraph_is_split_into_overlapping_chunks_within_the_size() -> None:
    paragraph = _long_paragraph(3000)
    assert len(paragraph) == 3000 and "\n" not in paragraph
    chunks = chunk_text(paragraph)
    assert len(chunks) >= 4
    assert all(0 < len(c) <= CHUNK_CHARS for c in chunks)
    for previous, following in itertools.pairwise(chunks):
        # The next chunk starts inside the previous one (the overlap)...
        assert following[:50] in previous
        # ...and goes beyond it.
        assert not previous.endswith(following)
    # Nothing is lost: every word of the paragraph is in some chunk.
    assert set(re.findall(r"word\d{4}", paragraph)) <= set(re.findall(r"word\d{4}", " ".join(chunks)))
    assert chunks[0] == paragraph[: len(chunks[0])]
    assert paragraph.endswith(chunks[-1])


def test_long_paragraph_without_spaces_is_cut_at_the_size_with_overlap() -> None:
    paragraph = "".join(chr(ord("a") + i % 26) for i in range(3000))
    chunks = chunk_text(paragraph)
    assert chunks == [
        paragraph[0:800],
        paragraph[700:1500],
        paragraph[1400:2200],
        paragraph[2100:2900],
        paragraph[2800:],
    ]


def test_long_paragraph_between_short_ones_keeps_order_and_sizes() -> None:
    body = "intro paragraph\n\n" + _long_paragraph(2000) + "\n\noutro paragraph"
    chunks = chunk_text(body)
    assert chunks[0] == "intro paragraph"
    assert chunks[-1].endswith("outro paragraph")
    assert all(c.strip() and len(c) <= CHUNK_CHARS for c in chunks)


# --- add_documents and search -------------------------------------------------------------------


def test_add_documents_returns_document_ids_and_chunk_counts(db_url: str) -> None:
    tenant_id, agent_id = new_agent(db_url)
    added = add_documents(
        db_url,
        tenant_id,
        agent_id,
        [
            NewDocument(title="Short", text="One small paragraph."),
            NewDocument(title="Long", text=_long_paragraph(3000)),
            NewDocument(title="Empty", text="   "),
        ],
    )
    assert [count for _doc_id, count in added] == [1, len(chunk_text(_long_paragraph(3000))), 0]
    doc_ids = [doc_id for doc_id, _count in added]
    assert len(set(doc_ids)) == 3 and all(isinstance(d, str) and d for d in doc_ids)


def test_search_finds_a_word_in_the_body(db_url: str) -> None:
    tenant_id, agent_id = new_agent(db_url)
    [(doc_id, _)] = add_documents(
        db_url, tenant_id, agent_id, [NewDocument(title="Temporal", text="Workflows replay their event history.")]
    )
    results = search(db_url, tenant_id, agent_id, "replay", top_k=5)
    assert [r["metadata"]["metadata"]["document_id"] for r in results] == [doc_id]


def test_search_finds_a_word_only_in_the_title(db_url: str) -> None:
    tenant_id, agent_id = new_agent(db_url)
    [(doc_id, _)] = add_documents(
        db_url, tenant_id, agent_id, [NewDocument(title="Pasta recipes", text="Boil water and add salt.")]
    )
    results = search(db_url, tenant_id, agent_id, "recipes", top_k=5)
    assert [r["metadata"]["metadata"]["document_id"] for r in results] == [doc_id]
    assert results[0]["page_content"] == "Boil water and add salt."
    assert results[0]["metadata"]["similarity"] == 1.0


def test_search_without_a_match_is_empty(db_url: str) -> None:
    tenant_id, agent_id = new_agent(db_url)
    add_documents(db_url, tenant_id, agent_id, [NewDocument(title="Temporal", text="Workflows replay history.")])
    assert search(db_url, tenant_id, agent_id, "volcano", top_k=5) == []


def test_search_is_scoped_to_the_tenant_and_the_agent(db_url: str) -> None:
    tenant_a, agent_a1 = new_agent(db_url, "Tenant A", "A1")
    agent_a2 = agent_of(db_url, tenant_a, "A2")
    tenant_b, agent_b1 = new_agent(db_url, "Tenant B", "B1")
    same = NewDocument(title="Durable execution", text="Temporal replays the event history after a crash.")
    [(doc_a1, _)] = add_documents(db_url, tenant_a, agent_a1, [same])
    [(doc_a2, _)] = add_documents(db_url, tenant_a, agent_a2, [same])
    [(doc_b1, _)] = add_documents(db_url, tenant_b, agent_b1, [same])

    def found(tenant_id: str, agent_id: str) -> list[str]:
        return [
            r["metadata"]["metadata"]["document_id"] for r in search(db_url, tenant_id, agent_id, "replays crash", 10)
        ]

    assert found(tenant_a, agent_a1) == [doc_a1]
    assert found(tenant_a, agent_a2) == [doc_a2]
    assert found(tenant_b, agent_b1) == [doc_b1]
    # A tenant naming another tenant's agent sees nothing.
    assert found(tenant_a, agent_b1) == []
    assert found(tenant_b, agent_a1) == []


def test_search_ranks_the_chunk_matching_more_query_words_first(db_url: str) -> None:
    tenant_id, agent_id = new_agent(db_url)
    added = add_documents(
        db_url,
        tenant_id,
        agent_id,
        [
            NewDocument(title="Cooking", text="Temporal cooking times vary with altitude."),
            NewDocument(title="Durable", text="Temporal workflows replay history deterministically."),
            *FILLER,
        ],
    )
    partial_doc, full_doc = added[0][0], added[1][0]
    results = search(db_url, tenant_id, agent_id, "temporal workflows replay", top_k=5)
    assert [r["metadata"]["metadata"]["document_id"] for r in results] == [full_doc, partial_doc]
    assert results[0]["metadata"]["similarity"] == 1.0
    assert results[1]["metadata"]["similarity"] == pytest.approx(1 / 3, abs=1e-4)


def test_search_respects_top_k(db_url: str) -> None:
    tenant_id, agent_id = new_agent(db_url)
    docs = [NewDocument(title=f"Note {i}", text=f"Temporal note number {i}.") for i in range(6)]
    add_documents(db_url, tenant_id, agent_id, docs + FILLER)
    assert len(search(db_url, tenant_id, agent_id, "temporal", top_k=3)) == 3
    assert len(search(db_url, tenant_id, agent_id, "temporal", top_k=1)) == 1
    assert len(search(db_url, tenant_id, agent_id, "temporal", top_k=50)) == 6


@pytest.mark.parametrize(
    "query",
    [
        '"durable execution"',
        'durable" execution',
        "durable*",
        "NEAR(durable execution)",
        "durable AND execution",
        "durable OR execution",
        "durable NOT execution",
        "-durable execution",
        "title:durable",
        "text:execution",
        "^durable (execution",
        "durable + execution {}",
        "'; DROP TABLE chunk; --",
    ],
)
def test_fts5_syntax_in_the_query_is_treated_as_plain_words(db_url: str, query: str) -> None:
    tenant_id, agent_id = new_agent(db_url)
    (doc_id, _), *_filler = add_documents(
        db_url, tenant_id, agent_id, [NewDocument(title="Guide", text="Durable execution survives crashes."), *FILLER]
    )
    results = search(db_url, tenant_id, agent_id, query, top_k=5)
    if query.startswith("'; DROP"):
        assert results == []
        # The table is still there and searchable.
        assert len(search(db_url, tenant_id, agent_id, "durable", top_k=5)) == 1
    else:
        assert [r["metadata"]["metadata"]["document_id"] for r in results] == [doc_id]


@pytest.mark.parametrize(
    "query",
    ["", "   ", "the", "what is the", "How do I?", "?!...,;:", '"" * ( ) -', "a b c", "and or"],
)
def test_query_of_only_stopwords_or_punctuation_returns_nothing(db_url: str, query: str) -> None:
    tenant_id, agent_id = new_agent(db_url)
    add_documents(
        db_url, tenant_id, agent_id, [NewDocument(title="The how and what", text="What is the way? I do it.")]
    )
    assert search(db_url, tenant_id, agent_id, query, top_k=5) == []


def test_search_result_has_seed_000_nested_shape_with_user_metadata(db_url: str) -> None:
    tenant_id, agent_id = new_agent(db_url)
    body = "Durable execution means a program keeps running across crashes."
    [(doc_id, _)] = add_documents(
        db_url,
        tenant_id,
        agent_id,
        [
            NewDocument(
                title="Durable execution",
                text=body,
                url="https://docs.temporal.io/durable-execution",
                metadata={"organization": "Temporal Technologies", "type": "guide"},
            )
        ],
    )
    [result] = search(db_url, tenant_id, agent_id, "What is durable execution?", top_k=5)
    assert set(result) == {"page_content", "metadata"}
    assert set(result["metadata"]) == {"metadata", "page_content", "similarity", "chunk_id"}
    assert result["page_content"] == result["metadata"]["page_content"] == body
    assert isinstance(result["metadata"]["chunk_id"], int)
    assert result["metadata"]["similarity"] == 1.0
    assert result["metadata"]["metadata"] == {
        "title": "Durable execution",
        "url": "https://docs.temporal.io/durable-execution",
        "document_id": doc_id,
        "organization": "Temporal Technologies",
        "type": "guide",
    }


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("durable execution", 1.0),
        ("durable pasta", 0.5),
        ("durable pasta volcano", 0.3333),
        ("the durable and", 1.0),
        ("Durable Execution DURABLE", 1.0),
    ],
    ids=["all-terms", "half", "third", "stopwords-ignored", "case-and-repeats-ignored"],
)
def test_similarity_is_share_of_query_terms_in_chunk(db_url: str, query: str, expected: float) -> None:
    tenant_id, agent_id = new_agent(db_url)
    add_documents(db_url, tenant_id, agent_id, [NewDocument(title="Guide", text="Durable execution survives crashes.")])
    [result] = search(db_url, tenant_id, agent_id, query, top_k=5)
    assert 0.0 <= result["metadata"]["similarity"] <= 1.0
    assert result["metadata"]["similarity"] == pytest.approx(expected, abs=1e-4)


def test_chunks_of_a_long_document_carry_the_document_metadata(db_url: str) -> None:
    tenant_id, agent_id = new_agent(db_url)
    [(doc_id, count)] = add_documents(
        db_url,
        tenant_id,
        agent_id,
        [
            NewDocument(
                title="Ledger", text=_long_paragraph(3000), url="https://ex.example/l", metadata={"organization": "Ex"}
            )
        ],
    )
    results = search(db_url, tenant_id, agent_id, "ledger", top_k=50)  # title word: every chunk matches
    assert len(results) == count > 1
    assert len({r["metadata"]["chunk_id"] for r in results}) == count
    for r in results:
        inner = r["metadata"]["metadata"]
        assert (inner["document_id"], inner["title"], inner["url"], inner["organization"]) == (
            doc_id,
            "Ledger",
            "https://ex.example/l",
            "Ex",
        )


def test_search_results_normalize_to_the_document_citation(db_url: str) -> None:
    tenant_id, agent_id = new_agent(db_url)
    body = "Durable execution means a program keeps running across crashes."
    add_documents(
        db_url,
        tenant_id,
        agent_id,
        [
            NewDocument(
                title="Durable execution",
                text=body,
                url="https://docs.temporal.io/durable-execution",
                metadata={"organization": "Temporal Technologies", "type": "guide"},
            )
        ],
    )
    [source] = normalize_sources(search(db_url, tenant_id, agent_id, "durable execution", top_k=5))
    assert source.model_dump() == {
        "number": 1,
        "title": "Durable execution",
        "url": "https://docs.temporal.io/durable-execution",
        "domain": "docs.temporal.io",
        "organization": "Temporal Technologies",
        "sourceType": "guide",
        "similarity": 1.0,
        "excerpt": body,
    }


def test_search_results_without_url_or_metadata_normalize_to_defaults(db_url: str) -> None:
    tenant_id, agent_id = new_agent(db_url)
    add_documents(db_url, tenant_id, agent_id, [NewDocument(title="Plain", text="Just some plain words.")])
    [source] = normalize_sources(search(db_url, tenant_id, agent_id, "plain words", top_k=5))
    assert (source.title, source.url, source.domain, source.organization, source.sourceType) == (
        "Plain",
        "",
        "",
        "",
        "document",
    )


# --- tenants ------------------------------------------------------------------------------------


def test_create_tenant_returns_a_da_key_and_stores_only_its_hash(db_url: str) -> None:
    tenant, api_key = tenants.create_tenant(db_url, "Acme")
    assert api_key.startswith("da_")
    assert len(api_key) > len("da_") + 32
    stored = tenants.get_tenant(db_url, tenant.id)
    assert stored is not None and stored.name == "Acme"
    assert stored.api_key_hash != api_key
    assert api_key not in stored.api_key_hash and api_key[3:] not in stored.api_key_hash
    assert re.fullmatch(r"[0-9a-f]{64}", stored.api_key_hash)


def test_tenant_for_api_key_finds_the_tenant_and_rejects_wrong_keys(db_url: str) -> None:
    acme, acme_key = tenants.create_tenant(db_url, "Acme")
    globex, globex_key = tenants.create_tenant(db_url, "Globex")
    assert acme_key != globex_key
    found = tenants.tenant_for_api_key(db_url, acme_key)
    assert found is not None and found.id == acme.id
    found = tenants.tenant_for_api_key(db_url, globex_key)
    assert found is not None and found.id == globex.id
    assert tenants.tenant_for_api_key(db_url, acme_key + "x") is None
    assert tenants.tenant_for_api_key(db_url, "da_wrong") is None
    assert tenants.tenant_for_api_key(db_url, "") is None
    # The stored hash itself is not a key.
    stored = tenants.get_tenant(db_url, acme.id)
    assert stored is not None
    assert tenants.tenant_for_api_key(db_url, stored.api_key_hash) is None


# --- users ----------------------------------------------------------------------------------------


def test_a_user_has_a_lowercase_email_and_a_key_stored_hashed(db_url: str) -> None:
    acme, admin_key = tenants.create_tenant(db_url, "Acme")
    user, api_key = users.create_user(db_url, acme.id, " Alice@Example.ORG ", "Alice")
    assert user.email == "alice@example.org" and api_key.startswith("da_") and api_key != admin_key
    assert user.api_key_hash == tenants.hash_api_key(api_key) and api_key not in user.api_key_hash
    # Unique per tenant ignoring case; another tenant may have the same person.
    with pytest.raises(users.EmailTaken):
        users.create_user(db_url, acme.id, "ALICE@example.org")
    globex, _key = tenants.create_tenant(db_url, "Globex")
    users.create_user(db_url, globex.id, "alice@example.org")
    with pytest.raises(LookupError):
        users.create_user(db_url, "no-such-tenant", "bob@example.org")
    assert [u.email for u in users.list_users(db_url, acme.id)] == ["alice@example.org"]


def test_an_api_key_is_the_tenant_admin_or_one_of_its_users(db_url: str) -> None:
    acme, admin_key = tenants.create_tenant(db_url, "Acme")
    user, user_key = users.create_user(db_url, acme.id, "alice@example.org")
    admin = users.principal_for_api_key(db_url, admin_key)
    assert admin is not None and (admin[0].id, admin[1]) == (acme.id, None)
    person = users.principal_for_api_key(db_url, user_key)
    assert person is not None and person[0].id == acme.id and person[1] is not None and person[1].id == user.id
    assert users.principal_for_api_key(db_url, user_key + "x") is None
    assert users.principal_for_api_key(db_url, user.api_key_hash) is None

    globex, _key = tenants.create_tenant(db_url, "Globex")
    assert users.delete_user(db_url, globex.id, user.id) is None  # not Globex's to revoke
    assert users.principal_for_api_key(db_url, user_key) is not None
    removed = users.delete_user(db_url, acme.id, user.id)
    assert removed is not None and removed.api_key_hash == user.api_key_hash
    assert users.principal_for_api_key(db_url, user_key) is None
    assert users.list_users(db_url, acme.id) == []


def test_a_database_from_before_users_gets_their_table(tmp_path: Path) -> None:
    db_url = f"sqlite:///{tmp_path}/old.db"
    tenant, admin_key = tenants.create_tenant(db_url, "Acme")
    with get_engine(db_url).begin() as conn:
        conn.execute(text("DROP TABLE tenant_user"))  # as an earlier version left it
    assert "tenant_user" not in inspect(make_engine(db_url)).get_table_names()

    create_schema(make_engine(db_url))  # what a process starting on it does
    assert "tenant_user" in inspect(make_engine(db_url)).get_table_names()
    users.create_user(db_url, tenant.id, "alice@example.org")
    assert tenants.tenant_for_api_key(db_url, admin_key) is not None


def test_similarity_matches_inflected_words_like_the_index_does(db_url: str) -> None:
    tenant_id, agent_id = new_agent(db_url)
    add_documents(db_url, tenant_id, agent_id, [NewDocument(title="Log", text="He was running home.")])
    [hit] = search(db_url, tenant_id, agent_id, "run", 5)
    assert hit["metadata"]["similarity"] == 1.0
    [hit] = search(db_url, tenant_id, agent_id, "__ run", 5)  # "_" is a separator, not a term
    assert hit["metadata"]["similarity"] == 1.0


def test_similarity_counts_words_sharing_a_long_stem(db_url: str) -> None:
    tenant_id, agent_id = new_agent(db_url)
    add_documents(db_url, tenant_id, agent_id, [NewDocument(title="Waits", text="Approvals wait durably for signals.")])
    [hit] = search(db_url, tenant_id, agent_id, "durable execution", 5)  # FTS5's porter stems both to "durabl"
    assert hit["metadata"]["similarity"] == 0.5


def _create_schema(db_url: str) -> None:
    get_engine(db_url)


def test_processes_starting_together_create_the_sqlite_schema_once(tmp_path: Path) -> None:
    """The API and the worker start at the same moment on a new SQLite file: both create
    the schema (a race that crashed one of them with "table agent already exists")."""
    context = multiprocessing.get_context("spawn")
    for round_ in range(3):
        db_url = f"sqlite:///{tmp_path}/race-{round_}.db"
        with context.Pool(6) as pool:
            pool.map(_create_schema, [db_url] * 6)
        assert "agent" in inspect(get_engine(db_url)).get_table_names()
