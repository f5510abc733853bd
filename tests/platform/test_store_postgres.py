"""The store on PostgreSQL (a throwaway cluster, tests/support/postgres.py): the schema with
its generated tsvector and GIN index, tenants, users and agents, documents searched through the
index (ranking, stemming, scoping, query safety, seed 000's shape), and the research
request mirror written idempotently."""

from __future__ import annotations

import pytest
from sqlalchemy import Engine, inspect, text

from durable_agents import tenancy as tenants
from durable_agents import tenancy as users
from durable_agents.chat import agents
from durable_agents.chat.documents import NewDocument, add_documents, chunk_text, search
from durable_agents.database import create_schema, get_engine
from durable_agents.research import store as research
from durable_agents.research.contract import ApprovalRecord, ResearchProgress, ResearchState, TransitionRecord
from tests.support.postgres import create_database

LONG_TEXT = "\n\n".join(
    f"Paragraph {n}: the worker polls its task queue and runs activities with retries." for n in range(40)
)


@pytest.fixture(scope="module")
def pg_url(postgres_url: str) -> str:
    return create_database(postgres_url, "store")


@pytest.fixture(scope="module")
def engine(pg_url: str) -> Engine:
    return get_engine(pg_url)


def new_agent(url: str, tenant_name: str, agent_name: str = "Helper") -> tuple[str, str]:
    tenant, _key = tenants.create_tenant(url, tenant_name)
    agent = agents.create_agent(url, tenant.id, name=agent_name, system_prompt="You help.", tools=["rag_search"])
    return tenant.id, agent.id


def doc_ids(results: list[dict]) -> list[str]:
    return [r["metadata"]["metadata"]["document_id"] for r in results]


def test_the_schema_has_the_generated_tsvector_and_its_gin_index(engine: Engine) -> None:
    assert engine.dialect.name == "postgresql"
    create_schema(engine)  # the API and the worker both create it at start: a second time changes nothing
    columns = {c["name"]: c for c in inspect(engine).get_columns("chunk")}
    assert str(columns["tsv"]["type"]).upper() == "TSVECTOR"
    with engine.connect() as conn:
        index = conn.execute(text("SELECT indexdef FROM pg_indexes WHERE indexname = 'chunk_tsv_idx'")).scalar_one()
    assert "USING gin (tsv)" in index
    assert {"tenant", "agent", "document", "chunk", "research_requests", "task_block"} <= set(
        inspect(engine).get_table_names()
    )


def test_tenants_and_agents(pg_url: str, engine: Engine) -> None:
    tenant, api_key = tenants.create_tenant(pg_url, "Tenant PG")
    assert tenants.tenant_for_api_key(pg_url, api_key) == tenants.get_tenant(pg_url, tenant.id)
    assert tenants.tenant_for_api_key(pg_url, api_key + "x") is None
    agent = agents.create_agent(pg_url, tenant.id, name="Helper", system_prompt="You help.", tools=["web_search"])
    [listed] = agents.list_agents(pg_url, tenant.id)
    assert (listed.id, listed.tools, listed.mcp_servers) == (agent.id, ["web_search"], [])
    assert agents.get_agent(pg_url, "another tenant", agent.id) is None


def test_users_and_their_keys(pg_url: str, engine: Engine) -> None:
    tenant, admin_key = tenants.create_tenant(pg_url, "Tenant PG users")
    user, user_key = users.create_user(pg_url, tenant.id, "Alice@Example.org")
    with pytest.raises(users.EmailTaken):
        users.create_user(pg_url, tenant.id, "alice@EXAMPLE.org")
    admin = users.principal_for_api_key(pg_url, admin_key)
    assert admin is not None and (admin[0].id, admin[1]) == (tenant.id, None)
    person = users.principal_for_api_key(pg_url, user_key)
    assert person is not None and person[1] is not None and (person[1].id, person[1].email) == (user.id, user.email)
    assert users.delete_user(pg_url, tenant.id, user.id) is not None
    assert users.principal_for_api_key(pg_url, user_key) is None


def test_documents_are_found_through_the_tsvector_index(pg_url: str, engine: Engine) -> None:
    tenant_id, agent_id = new_agent(pg_url, "Tenant A")
    other_agent = agents.create_agent(pg_url, tenant_id, name="Other", system_prompt="You help.").id
    tenant_b, agent_b = new_agent(pg_url, "Tenant B")
    added = add_documents(
        pg_url,
        tenant_id,
        agent_id,
        [
            NewDocument(title="Cooking", text="Temporal cooking times vary with altitude."),
            NewDocument(
                title="Durable execution",
                text="Temporal workflows replay their event history deterministically.",
                url="https://docs.temporal.io/workflows",
                metadata={"source": "docs", "tags": ["temporal"]},
            ),
            NewDocument(title="Workers", text=LONG_TEXT),
            NewDocument(title="Gardening", text="Water the tomatoes every morning and prune the basil."),
            NewDocument(title="Empty", text="   "),
        ],
    )
    assert [count for _id, count in added] == [1, 1, len(chunk_text(LONG_TEXT)), 1, 0]
    assert len(chunk_text(LONG_TEXT)) > 1
    cooking, durable, workers = added[0][0], added[1][0], added[2][0]
    add_documents(pg_url, tenant_b, agent_b, [NewDocument(title="Durable", text="Temporal workflows replay.")])

    results = search(pg_url, tenant_id, agent_id, "temporal workflows replay", top_k=5)
    assert doc_ids(results) == [durable, cooking]  # ts_rank_cd: the chunk with every term first
    first = results[0]
    assert first["page_content"] == "Temporal workflows replay their event history deterministically."
    assert first["metadata"]["similarity"] == 1.0
    assert first["metadata"]["metadata"] == {
        "source": "docs",
        "tags": ["temporal"],
        "title": "Durable execution",
        "url": "https://docs.temporal.io/workflows",
        "document_id": durable,
    }
    # The english configuration stems: "replays" and "replaying" find "replay".
    assert doc_ids(search(pg_url, tenant_id, agent_id, "replaying", top_k=5)) == [durable]
    # A word only in the title is indexed too.
    assert doc_ids(search(pg_url, tenant_id, agent_id, "gardening", top_k=5)) == [added[3][0]]
    # Every chunk of a long document carries the document; top_k caps the rows.
    chunks = search(pg_url, tenant_id, agent_id, "worker polls task queue", top_k=3)
    assert len(chunks) == 3 and set(doc_ids(chunks)) == {workers}
    # Scoped to the tenant and the agent.
    assert doc_ids(search(pg_url, tenant_b, agent_b, "temporal replay", top_k=5)) != []
    assert search(pg_url, tenant_id, other_agent, "temporal replay", top_k=5) == []
    assert search(pg_url, tenant_b, agent_id, "temporal replay", top_k=5) == []
    # tsquery syntax in user text is plain words; stopwords alone match nothing.
    for query in ("replay & !(cooking", "temporal:* | 'replay'", "<-> replay\\"):
        assert durable in doc_ids(search(pg_url, tenant_id, agent_id, query, top_k=5))
    assert search(pg_url, tenant_id, agent_id, "the of and", top_k=5) == []
    assert search(pg_url, tenant_id, agent_id, "volcano", top_k=5) == []


def test_the_full_text_predicate_uses_the_gin_index(engine: Engine) -> None:
    with engine.connect() as conn:
        conn.execute(text("SET enable_seqscan = off"))
        plan = "\n".join(
            conn.execute(text("EXPLAIN SELECT id FROM chunk WHERE tsv @@ to_tsquery('english', 'replay')")).scalars()
        )
    assert "Bitmap Index Scan on chunk_tsv_idx" in plan


def progress(
    request_id: str, tenant_id: str, transitions: list[TransitionRecord], approvals: list[tuple[int, ApprovalRecord]]
) -> ResearchProgress:
    return ResearchProgress(
        request_id=request_id,
        tenant_id=tenant_id,
        current_state=ResearchState.FEASIBILITY_VALIDATION,
        pending_gate=ResearchState.FEASIBLE,
        state={"cohort": {"estimated_size": 120}, "notes": ["ok"]},
        transitions=transitions,
        approvals=approvals,
    )


def test_research_progress_is_written_once(pg_url: str, engine: Engine) -> None:
    tenant, _key = tenants.create_tenant(pg_url, "Research")
    research.create_request(pg_url, "req-pg-1", tenant.id, "Diabetes cohort, 2020-2024", ["alice@example.org"])
    moves = [
        TransitionRecord(seq=1, from_state=None, to_state=ResearchState.NEW_REQUEST, at="2030-01-07T08:00:00Z"),
        TransitionRecord(
            seq=2,
            from_state=ResearchState.NEW_REQUEST,
            to_state=ResearchState.FEASIBILITY_VALIDATION,
            rule=3,
            reason="requirements complete",
            at="2030-01-07T08:05:00Z",
        ),
    ]
    approval = ApprovalRecord(
        gate=ResearchState.REQUIREMENTS_GATHERING,
        decision="approve",
        approver="alice@example.org",
        channel="slack",
        reason="looks fine",
        at="2030-01-07T08:04:00Z",
        applied=True,
    )
    payload = progress("req-pg-1", tenant.id, moves, [(1, approval)])
    research.save_progress(pg_url, payload)
    research.save_progress(pg_url, payload)  # an activity retry: nothing is written twice

    row = research.get_request(pg_url, tenant.id, "req-pg-1")
    assert row is not None
    assert (row.current_state, row.pending_gate) == ("FEASIBILITY_VALIDATION", "FEASIBLE")
    assert row.state == {"cohort": {"estimated_size": 120}, "notes": ["ok"]}
    assert [(t.seq, t.from_state, t.to_state, t.rule) for t in research.transitions(pg_url, "req-pg-1")] == [
        (1, None, "NEW_REQUEST", None),
        (2, "NEW_REQUEST", "FEASIBILITY_VALIDATION", 3),
    ]
    assert [(a.seq, a.gate, a.decision, a.channel, a.applied) for a in research.approvals(pg_url, "req-pg-1")] == [
        (1, "REQUIREMENTS_GATHERING", "approve", "slack", True)
    ]
    assert [r.id for r in research.list_requests(pg_url, tenant.id, "FEASIBILITY_VALIDATION")] == ["req-pg-1"]
    assert research.get_request(pg_url, "another tenant", "req-pg-1") is None

    # A later write with one more transition (and the old ones resent) adds only that one.
    later = TransitionRecord(
        seq=3,
        from_state=ResearchState.FEASIBILITY_VALIDATION,
        to_state=ResearchState.FEASIBLE,
        at="2030-01-07T09:00:00Z",
    )
    research.save_progress(pg_url, progress("req-pg-1", tenant.id, [*moves, later], [(1, approval)]))
    assert [t.seq for t in research.transitions(pg_url, "req-pg-1")] == [1, 2, 3]
    assert len(research.approvals(pg_url, "req-pg-1")) == 1
    with pytest.raises(LookupError):
        research.save_progress(pg_url, progress("req-missing", tenant.id, [], []))
