"""The schema design pipeline on the embedded default model (SmolLM2-135M behind llama.cpp,
as `dev` runs it: `json_schema` tool mode, the enumerated decision style): a one-sentence
description reaches a saved schema with tables and foreign keys, and "add a column X to
table Y" on an imported schema makes the next version. The model makes the two small
choices; what it chooses among is grounded in the message, so the outcome holds whichever
options it picks."""

from __future__ import annotations

import time

import pytest
from temporalio.client import Client

from durable_agents.schema_design import store as design_store
from durable_agents.schema_design.contract import ForeignKeyConstraint, Schema
from durable_agents.schema_design.start import import_design_session, start_design_session
from durable_agents.settings import Settings
from tests.conftest import TenantClient
from tests.schema_design.test_api import run_message
from tests.support.embedded_model import embedded_model_worker

LIBRARY = "A library app: members borrow books, each loan has a due date."
SHOP = """
CREATE TABLE customers (id serial PRIMARY KEY, email text NOT NULL UNIQUE);
CREATE TABLE products (id serial PRIMARY KEY, title text NOT NULL);
CREATE TABLE orders (id serial PRIMARY KEY, customer_id integer NOT NULL REFERENCES customers(id),
  product_id integer NOT NULL REFERENCES products(id));
"""


def latest(settings: Settings, session_id: str) -> tuple[int, Schema]:
    return design_store.latest_version(settings.resolved_database_url, session_id)


async def designed(tenant: TenantClient, session_id: str, message: str) -> dict[str, object]:
    started = time.monotonic()
    events = await run_message(tenant, session_id, message)
    done = events[-1].json
    print(f"{message!r}: {done['status']} after {time.monotonic() - started:.0f} s: {done['error']}")
    if done["status"] != "completed":
        timeline = (await tenant.http.get(f"/v1/design-sessions/{session_id}/timeline")).json()
        said = [item["content"] for item in timeline if item["type"] in ("schema_version", "query_result", "error")]
        raise AssertionError(f"{done}\n" + "\n".join(said))
    return done


@pytest.mark.timeout(600)
async def test_the_embedded_model_designs_a_schema_and_changes_an_imported_one(
    tenant: TenantClient, client: Client, settings: Settings
) -> None:
    async with embedded_model_worker(client, settings, "design-local") as local:
        session_id = await start_design_session(client, local, tenant.tenant_id, Schema())
        done = await designed(tenant, session_id, LIBRARY)
        version, schema = latest(settings, session_id)
        assert done["schema_version"] == version == 1
        foreign_keys = [
            c for t in schema.tables.values() for c in t.constraints.values() if isinstance(c, ForeignKeyConstraint)
        ]
        print(f"tables {sorted(schema.tables)}, foreign keys {[(f.name, f.targetTableName) for f in foreign_keys]}")
        assert len(schema.tables) >= 2 and foreign_keys
        assert set(schema.tables) <= {"libraries", "members", "books", "loans"}

        imported, _report = await import_design_session(client, local, tenant.tenant_id, SHOP)
        await designed(tenant, imported, "Add a phone column to the customers table")
        version, schema = latest(settings, imported)
        assert version == 1 and schema.tables["customers"].columns["phone"].type == "text"
