"""Documents: chunked and full-text indexed per tenant and agent.

SQLite uses FTS5 with BM25 ranking; PostgreSQL a generated tsvector with a GIN index.
Ranking is the engine's (BM25 / ts_rank); retrieval returns seed 000's nested metadata
shape with a similarity in [0, 1].
"""

from __future__ import annotations

import json
import re
import threading
import uuid
from dataclasses import dataclass, field
from typing import Any

import snowballstemmer
from sqlalchemy import text
from sqlmodel import select

from durable_agents.database import Chunk, Document, session
from durable_agents.stream import source_document

CHUNK_CHARS = 800
CHUNK_OVERLAP = 100
_MAX_QUERY_TERMS = 32


@dataclass
class NewDocument:
    title: str
    text: str
    url: str = ""
    metadata: dict[str, Any] = field(default_factory=dict)


def chunk_text(body: str, size: int = CHUNK_CHARS, overlap: int = CHUNK_OVERLAP) -> list[str]:
    """Paragraph-aware chunks of at most `size` characters; long paragraphs are split with overlap."""
    paragraphs = [p.strip() for p in re.split(r"\n\s*\n", body) if p.strip()]
    chunks: list[str] = []
    current = ""
    for paragraph in paragraphs:
        while len(paragraph) > size:
            cut = paragraph.rfind(" ", 0, size)
            cut = cut if cut > size // 2 else size
            if current:
                chunks.append(current)
                current = ""
            chunks.append(paragraph[:cut].strip())
            paragraph = paragraph[max(cut - overlap, 1) :].strip()
        if current and len(current) + 2 + len(paragraph) > size:
            chunks.append(current)
            current = ""
        current = f"{current}\n\n{paragraph}" if current else paragraph
    if current:
        chunks.append(current)
    return chunks


def add_documents(db_url: str, tenant_id: str, agent_id: str, documents: list[NewDocument]) -> list[tuple[str, int]]:
    """Store and index documents in one transaction; returns (document_id, chunk count) pairs."""
    added: list[tuple[str, int]] = []
    with session(db_url) as db:
        dialect = db.get_bind().dialect.name
        for new in documents:
            doc = Document(
                id=str(uuid.uuid4()),
                tenant_id=tenant_id,
                agent_id=agent_id,
                title=new.title,
                url=new.url,
                doc_metadata=new.metadata,
            )
            db.add(doc)
            db.flush()
            pieces = chunk_text(new.text)
            for ordinal, piece in enumerate(pieces):
                chunk = Chunk(
                    document_id=doc.id,
                    tenant_id=tenant_id,
                    agent_id=agent_id,
                    ordinal=ordinal,
                    title=new.title,
                    text=piece,
                )
                db.add(chunk)
                db.flush()
                if dialect == "sqlite":
                    db.execute(
                        text("INSERT INTO chunk_fts (title, text, chunk_id) VALUES (:title, :text, :id)"),
                        {"title": new.title, "text": piece, "id": chunk.id},
                    )
            added.append((doc.id, len(pieces)))
        db.commit()
    return added


# Words as FTS5's unicode61 tokenizer sees them: letters and digits; "_" separates.
_WORD = re.compile(r"[^\W_]+")
_STOPWORDS = frozenset(
    "a about after all also am an and any are as at be been before being but by can could did do does "
    "for from had has have he her him his how i if in into is it its just me more most my no not of on "
    "or our out over please she should so some tell than that the their them then there these they this "
    "to too us very was we were what when where which who why will with would you your".split()
)


def _query_terms(query: str) -> list[str]:
    seen: dict[str, None] = {}
    for term in _WORD.findall(query.lower()):
        if len(term) > 1 and term not in _STOPWORDS:
            seen.setdefault(term, None)
    return list(seen)[:_MAX_QUERY_TERMS]


def word_stems(text: str) -> set[str]:
    """The words of `text` as retrieval and agent choice compare them: lower case, no stop
    words, stemmed (Snowball's English stemmer: "baking" and "bake", "executions" and
    "execution" compare equal)."""
    return set(_stemmer().stemWords([w for w in _WORD.findall(text.lower()) if len(w) > 1 and w not in _STOPWORDS]))


_STEMMERS = threading.local()


def _stemmer() -> snowballstemmer.stemmer:
    # A Snowball stemmer keeps state while it stems: one per thread (activities run in a pool).
    stemmer = getattr(_STEMMERS, "english", None)
    if stemmer is None:
        stemmer = _STEMMERS.english = snowballstemmer.stemmer("english")
    return stemmer


def _coverage(terms: list[str], body: str) -> float:
    """Share of the query's terms present in the chunk: a similarity in [0, 1] that does not
    depend on corpus statistics (BM25 scores do, and collapse to ~0 in small corpora)."""
    words = word_stems(body)
    return sum(stem in words for stem in _stemmer().stemWords(terms)) / len(terms)


def agent_words(db_url: str, tenant_id: str, agent_ids: list[str], max_chunks: int = 50) -> dict[str, set[str]]:
    """Per agent, the stemmed words of its documents' titles and first `max_chunks` chunks."""
    words: dict[str, set[str]] = {agent_id: set() for agent_id in agent_ids}
    with session(db_url) as db:
        for agent_id in agent_ids:
            rows = db.exec(
                select(Chunk.title, Chunk.text)
                .where(Chunk.tenant_id == tenant_id, Chunk.agent_id == agent_id)
                .limit(max_chunks)
            ).all()
            for title, body in rows:
                words[agent_id] |= word_stems(f"{title} {body}")
    return words


_SQLITE_SEARCH = text(
    """
    SELECT c.id, c.text, c.title, d.id AS document_id, d.url, d.metadata, bm25(chunk_fts) AS rank
    FROM chunk_fts
    JOIN chunk c ON c.id = chunk_fts.chunk_id
    JOIN document d ON d.id = c.document_id
    WHERE chunk_fts MATCH :match AND c.tenant_id = :tenant_id AND c.agent_id = :agent_id
    ORDER BY bm25(chunk_fts)
    LIMIT :top_k
    """
)
_POSTGRES_SEARCH = text(
    """
    SELECT c.id, c.text, c.title, d.id AS document_id, d.url, d.metadata,
           ts_rank_cd(c.tsv, to_tsquery('english', :match)) AS rank
    FROM chunk c JOIN document d ON d.id = c.document_id
    WHERE c.tsv @@ to_tsquery('english', :match) AND c.tenant_id = :tenant_id AND c.agent_id = :agent_id
    ORDER BY rank DESC
    LIMIT :top_k
    """
)


def search(db_url: str, tenant_id: str, agent_id: str, query: str, top_k: int) -> list[dict[str, Any]]:
    """The best chunks for `query`, any term matching, ranked by BM25 (SQLite) or ts_rank (PostgreSQL)."""
    terms = _query_terms(query)
    if not terms:
        return []
    with session(db_url) as db:
        if db.get_bind().dialect.name == "sqlite":
            # Quoted terms are literal strings to FTS5: user text never becomes query syntax.
            statement, match = _SQLITE_SEARCH, " OR ".join(f'"{t}"' for t in terms)
        else:
            statement, match = _POSTGRES_SEARCH, " | ".join(terms)
        rows = db.execute(
            statement, {"match": match, "tenant_id": tenant_id, "agent_id": agent_id, "top_k": top_k}
        ).mappings()
        return [_as_source(row, _coverage(terms, row["title"] + " " + row["text"])) for row in rows]


def _as_source(row: Any, similarity: float) -> dict[str, Any]:
    stored = row["metadata"]
    if isinstance(stored, str):  # SQLite returns the JSON column as text through raw SQL
        stored = json.loads(stored)
    fields = {**(stored or {}), "title": row["title"], "url": row["url"], "document_id": row["document_id"]}
    return source_document(row["text"], fields, round(similarity, 4), chunk_id=row["id"])
