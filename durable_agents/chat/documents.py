"""Documents: chunked and full-text indexed per tenant and agent.

SQLite uses FTS5 with BM25 ranking; PostgreSQL a generated tsvector with a GIN index.
Ranking is the engine's (BM25 / ts_rank); retrieval returns seed 000's nested metadata
shape with a similarity in [0, 1].
"""

from __future__ import annotations

import json
import re
import uuid
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import text

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
    "a an and are as at be but by can do does for from how i in is it its me my of on or so that the "
    "their them then there these they this to was we what when where which who why will with you your".split()
)


def _query_terms(query: str) -> list[str]:
    seen: dict[str, None] = {}
    for term in _WORD.findall(query.lower()):
        if len(term) > 1 and term not in _STOPWORDS:
            seen.setdefault(term, None)
    return list(seen)[:_MAX_QUERY_TERMS]


def _stem(word: str) -> str:
    # Crude suffix stripping, close enough to FTS5's porter stemmer for scoring: "running"
    # and "run", "executions" and "execution" compare equal.
    for suffix in ("ations", "ation", "ings", "ing", "ies", "es", "ed", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "lsz":
                word = word[:-1]  # "runn" -> "run"
            return word
    return word


def _same_word(term: str, word: str) -> bool:
    if term == word:
        return True
    # Porter-like endings ("durable"/"durably", "execution"/"executes"): a long common prefix.
    shared = next((i for i, (a, b) in enumerate(zip(term, word, strict=False)) if a != b), min(len(term), len(word)))
    return shared >= 5 and shared >= 0.75 * min(len(term), len(word))


def _coverage(terms: list[str], body: str) -> float:
    """Share of the query's terms present in the chunk: a similarity in [0, 1] that does not
    depend on corpus statistics (BM25 scores do, and collapse to ~0 in small corpora)."""
    words = {_stem(w) for w in _WORD.findall(body.lower())}
    return sum(any(_same_word(_stem(t), w) for w in words) for t in terms) / len(terms)


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
