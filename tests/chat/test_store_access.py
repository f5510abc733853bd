"""The chat workflow's store reads (local activities): a tenant the store does not have is
refused for good, not retried; a store that cannot be opened is retried."""

from __future__ import annotations

from pathlib import Path

import pytest
from temporalio.exceptions import ApplicationError
from temporalio.testing import ActivityEnvironment

from activities.chat.store_access import StoreActivities
from durable_agents import tenancy as tenants
from durable_agents.chat.contract import LoadAgentInput, RetrieveInput, UsageInput
from durable_agents.errors import ErrorCode
from durable_agents.llm_types import TokenUsage
from tests.support.threaded_server import HOST, free_port


def database_down() -> str:
    """The URL of a PostgreSQL server that is down: nothing listens on its port."""
    return f"postgresql+psycopg://app@{HOST}:{free_port()}/app"


def test_a_known_tenant_passes_and_an_unknown_one_is_refused_for_good(tmp_path: Path) -> None:
    db_url = f"sqlite:///{tmp_path}/store.db"
    tenant, _key = tenants.create_tenant(db_url, "Acme")
    store = StoreActivities(db_url, web_search_configured=False)
    env = ActivityEnvironment()

    assert env.run(store.validate_tenant, tenant.id) is None
    with pytest.raises(ApplicationError) as raised:
        env.run(store.validate_tenant, "no-such-tenant")
    assert (raised.value.type, raised.value.non_retryable) == (ErrorCode.INVALID_TENANT, True)
    assert raised.value.message == "invalid tenant no-such-tenant"


def test_a_store_that_cannot_be_reached_is_a_retryable_storage_error() -> None:
    """The database server down: each read or write may work on a later attempt, so none is refused for good."""
    store = StoreActivities(database_down(), web_search_configured=True)
    env = ActivityEnvironment()
    calls = [
        (store.validate_tenant, "t1", "tenant lookup failed"),
        (store.load_agent, LoadAgentInput(tenant_id="t1", agent_id="a1"), "agent lookup failed"),
        (
            store.retrieve_documents,
            RetrieveInput(tenant_id="t1", agent_id="a1", query="durable execution", top_k=3),
            "retrieval failed",
        ),
        (
            store.record_usage,
            UsageInput(message_id="m1", tenant_id="t1", chat_id="c1", model="m", day="2026-11-28", usage=TokenUsage()),
            "usage write failed",
        ),
    ]
    for activity, argument, says in calls:
        with pytest.raises(ApplicationError) as raised:
            env.run(activity, argument)
        assert (raised.value.type, raised.value.non_retryable) == (ErrorCode.STORAGE_ERROR, False)
        assert raised.value.message.startswith(f"{says}: (psycopg.OperationalError) connection failed")
