"""The corpus of real, public PostgreSQL schemas (tests/schema_design/corpus, SOURCES.md): every
file loads as it is into a fresh database of the embedded PostgreSQL 18 with psql, and the
catalog snapshot of what it made holds the tables and partitions SOURCES.md records for it.
`catalog_snapshot` itself is checked on a small schema with one of each thing it reads."""

from __future__ import annotations

from typing import Any

import psycopg
import pytest

from tests.schema_design.conftest import fresh_database
from tests.schema_design.corpus.catalog import (
    CORPUS_DIR,
    PREREQUISITES,
    CorpusEntry,
    catalog_snapshot,
    corpus_entries,
    load_sql_file,
)

ENTRIES = corpus_entries()


def test_sources_lists_every_corpus_file() -> None:
    assert sorted(entry.file for entry in ENTRIES) == sorted(path.name for path in CORPUS_DIR.glob("*.sql"))


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda entry: entry.file)
def test_corpus_file_loads_as_it_is(corpus_server: Any, entry: CorpusEntry) -> None:
    database = fresh_database(corpus_server, f"corpus_{entry.path.stem}")
    with psycopg.connect(database, autocommit=True) as connection:
        assert connection.info.server_version // 10000 == 18
        if entry.file in PREREQUISITES:
            connection.execute(PREREQUISITES[entry.file])

    result = load_sql_file(database, entry.path)

    assert result.returncode == 0, f"{entry.file} did not load:\n{result.stderr[-3000:]}"
    tables = catalog_snapshot(database)["tables"]
    partitions = [name for name, table in tables.items() if table["partition_of"]]
    assert all(table["columns"] for table in tables.values())
    assert (len(tables) - len(partitions), len(partitions)) == (entry.tables, entry.partitions)


ONE_OF_EACH = """
CREATE SCHEMA shop;
COMMENT ON SCHEMA shop IS 'The shop';
CREATE TYPE shop.status AS ENUM ('new', 'paid', 'shipped');
COMMENT ON TYPE shop.status IS 'Where an order is';
CREATE DOMAIN shop.price AS numeric(10,2) DEFAULT 0 NOT NULL CONSTRAINT price_positive CHECK (VALUE >= 0);
CREATE SEQUENCE shop.invoice_no AS integer START 100 INCREMENT 5 MINVALUE 100 MAXVALUE 100000 CACHE 10 CYCLE;
CREATE TABLE shop.customers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text COLLATE "C" NOT NULL UNIQUE
) WITH (fillfactor = 70);
COMMENT ON TABLE shop.customers IS 'People who buy';
COMMENT ON COLUMN shop.customers.email IS 'Login';
CREATE TABLE shop.orders (
  id bigserial,
  customer_id bigint NOT NULL,
  placed_on date NOT NULL,
  status shop.status NOT NULL DEFAULT 'new',
  total shop.price,
  total_cents bigint GENERATED ALWAYS AS ((total * 100)::bigint) STORED,
  invoice integer DEFAULT nextval('shop.invoice_no'),
  PRIMARY KEY (id, placed_on),
  CONSTRAINT orders_customer_fkey FOREIGN KEY (customer_id) REFERENCES shop.customers (id)
    DEFERRABLE INITIALLY DEFERRED
) PARTITION BY RANGE (placed_on);
ALTER SEQUENCE shop.invoice_no OWNED BY shop.orders.invoice;
CREATE TABLE shop.orders_2025 PARTITION OF shop.orders FOR VALUES FROM ('2025-01-01') TO ('2026-01-01');
CREATE INDEX orders_open_idx ON shop.orders ((customer_id % 10)) WHERE status <> 'shipped';
CREATE UNLOGGED TABLE scratch (note text);
"""


def test_catalog_snapshot_reads_each_modelled_object(corpus_server: Any) -> None:
    database = fresh_database(corpus_server, "catalog_one_of_each")
    with psycopg.connect(database, autocommit=True) as connection:
        connection.execute(ONE_OF_EACH)

    snapshot = catalog_snapshot(database)
    only_shop = catalog_snapshot(database, schemas=["shop"])

    assert snapshot["schemas"] == {"public": {"comment": "standard public schema"}, "shop": {"comment": "The shop"}}
    assert set(only_shop["tables"]) == {"shop.customers", "shop.orders", "shop.orders_2025"}
    assert snapshot["tables"]["public.scratch"]["persistence"] == "unlogged"
    assert snapshot["enums"] == {"shop.status": {"labels": ["new", "paid", "shipped"], "comment": "Where an order is"}}
    assert snapshot["domains"] == {
        "shop.price": {
            "base_type": "numeric(10,2)",
            "default": "0",
            "not_null": True,
            "collation": None,
            "checks": ["price_positive CHECK ((VALUE >= (0)::numeric))"],
            "comment": None,
        }
    }
    customers = snapshot["tables"]["shop.customers"]
    assert (customers["comment"], customers["options"]) == ("People who buy", ["fillfactor=70"])
    assert customers["columns"]["id"]["identity"] == "always"
    assert customers["columns"]["email"] == {
        "position": 2,
        "type": "text",
        "not_null": True,
        "default": None,
        "identity": None,
        "generated": None,
        "collation": "pg_catalog.C",
        "comment": "Login",
    }
    orders = snapshot["tables"]["shop.orders"]
    assert (orders["kind"], orders["partition_key"]) == ("partitioned table", "RANGE (placed_on)")
    assert orders["columns"]["status"]["default"] == "'new'::shop.status"
    assert orders["columns"]["total_cents"]["generated"] == {
        "kind": "stored",
        "expression": "(((total)::numeric * (100)::numeric))::bigint",
    }
    assert orders["constraints"]["orders_customer_fkey"] == {
        "type": "foreign key",
        "definition": "FOREIGN KEY (customer_id) REFERENCES shop.customers(id) DEFERRABLE INITIALLY DEFERRED",
        "deferrable": True,
        "initially_deferred": True,
        "inherited": False,
    }
    assert orders["indexes"]["orders_open_idx"] == {
        "definition": "CREATE INDEX orders_open_idx ON ONLY shop.orders USING btree (((customer_id % (10)::bigint)))"
        " WHERE (status <> 'shipped'::shop.status)",
        "constraint": None,
    }
    assert orders["indexes"]["orders_pkey"]["constraint"] == "orders_pkey"
    partition = snapshot["tables"]["shop.orders_2025"]
    assert (partition["partition_of"], partition["partition_bound"]) == (
        "shop.orders",
        "FOR VALUES FROM ('2025-01-01') TO ('2026-01-01')",
    )
    assert partition["constraints"]["orders_customer_fkey"]["inherited"] is True
    assert snapshot["sequences"]["shop.invoice_no"] == {
        "type": "integer",
        "start": 100,
        "increment": 5,
        "min": 100,
        "max": 100000,
        "cache": 10,
        "cycle": True,
        "owned_by": "shop.orders.invoice",
        "identity": False,
    }
    assert snapshot["sequences"]["shop.customers_id_seq"]["identity"] is True
