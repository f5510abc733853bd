"""The schema design pipeline in the enumerated style (`LLM_DECISION_STYLE=enumerated`, a tiny
model): the PM chooses the things among the message's nouns, the DB agent the links and
columns among the pairs those allow, code writes requirements, patch, use cases, test DML and
summary. Pure parts on their own, then the pipeline through Temporal with the scripted LLM
answering in `json_schema` mode, the DDL and DML run on the PostgreSQL sandbox."""

from __future__ import annotations

from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from temporalio.client import Client

from activities.llm import strict_schema
from durable_agents.schema_design import enumerated, sample_dml, store
from durable_agents.schema_design.contract import Column, Enum, Schema
from durable_agents.schema_design.ddl import ddl_statements
from durable_agents.schema_design.sandbox import Sandbox
from durable_agents.schema_design.schema_ops import apply_patch, schema_problems
from durable_agents.schema_design.script import split_script
from durable_agents.settings import Settings
from tests.schema_design.test_pipeline import answered, done_of, new_session, run_message, timeline_of
from tests.support.scripted_llm import ScriptedLLM
from tests.support.strict_schema import strict_violations
from worker import build_worker

LIBRARY = "A library app: members borrow books, each loan has a due date"
SHOP = """
CREATE TYPE order_state AS ENUM ('new', 'paid');
CREATE TABLE customers (id serial PRIMARY KEY, email varchar(6) NOT NULL UNIQUE);
CREATE TABLE products (sku text PRIMARY KEY, price numeric(10,2) NOT NULL CHECK (price > 0));
CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id integer NOT NULL REFERENCES customers(id),
  sku text REFERENCES products(sku),
  state order_state NOT NULL,
  placed timestamptz NOT NULL DEFAULT now()
);
"""


@pytest.fixture(scope="module")
def sandbox(schema_sandbox_url: str) -> Sandbox:
    return Sandbox(schema_sandbox_url, statement_timeout_seconds=30.0, run_seconds=120.0)


@pytest.fixture(scope="module")
def shop(sandbox: Sandbox) -> Schema:
    outcome = sandbox.import_script(split_script(SHOP))
    assert outcome.schema is not None, outcome.refused
    return outcome.schema


def test_the_words_of_a_request() -> None:
    assert enumerated.nouns(LIBRARY) == ["library", "member", "book", "loan"]
    assert enumerated.column_names(LIBRARY, ["member", "book", "loan"]) == ["library", "due_date"]
    assert enumerated.nouns("Add a phone column to the customers table") == ["customer"]
    assert [enumerated.plural(w) for w in ("user", "category", "day", "box", "match")] == [
        "users",
        "categories",
        "days",
        "boxes",
        "matches",
    ]
    assert [enumerated.column_type(n) for n in ("due_date", "price", "phone", "created_at")] == [
        "date",
        "numeric(12,2)",
        "text",
        "timestamptz",
    ]


def test_the_decisions_are_enums_a_strict_provider_accepts(shop: Schema) -> None:
    options = enumerated.entity_options(LIBRARY, Schema())
    requirements = enumerated.requirements(LIBRARY, ["member", "book", "loan"], Schema())
    design = enumerated.design_options(requirements)
    for model in (enumerated.entity_schema(options), enumerated.design_schema(design, Schema())):
        assert strict_violations(strict_schema(model.model_json_schema())) == []
    links = enumerated.design_schema(design, Schema()).model_json_schema()["properties"]["links"]
    assert links["minItems"] == 1 and "loan belongs to member" in links["items"]["enum"]
    # A change to an existing table: a column must be chosen, no link need be.
    change = enumerated.requirements("Add a phone column to the customers table", ["customer"], shop)
    assert list(change.functionalRequirements) == ["customers"]
    fields = enumerated.design_schema(enumerated.design_options(change), shop).model_json_schema()["properties"]
    assert fields["columns"]["minItems"] == 1 and fields["columns"]["items"]["const"] == "customers.phone"


def test_a_design_from_choices_runs_with_its_test_dml(sandbox: Sandbox) -> None:
    requirements = enumerated.requirements(LIBRARY, ["member", "book", "loan"], Schema())
    options = enumerated.design_options(requirements)
    choice = enumerated.DesignChoice(
        links=["loan belongs to member", "loan belongs to book", "loan belongs to member"],
        columns=["loans.due_date", "books.library"],
    )
    schema, _reverse = apply_patch(Schema(), enumerated.design_operations(choice, options, Schema()))
    assert schema_problems(schema) == []
    loans = schema.tables["loans"]
    assert list(loans.columns) == ["id", "due_date", "member_id", "book_id"]
    assert {(c.columnNames[0], c.targetTableName) for c in loans.constraints.values() if c.type == "FOREIGN KEY"} == {
        ("member_id", "members"),
        ("book_id", "books"),
    }
    assert loans.columns["due_date"].type == "date"
    assert_dml_runs(sandbox, schema, requirements)


def test_links_in_a_cycle_leave_the_closing_one_optional(sandbox: Sandbox) -> None:
    """The embedded model chose "member belongs to loan" and "loan belongs to member": with both
    required no row of either could be inserted, and the test DML failed on every design."""
    requirements = enumerated.requirements(LIBRARY, ["member", "book", "loan"], Schema())
    choice = enumerated.DesignChoice(
        links=["loan belongs to member", "member belongs to book", "book belongs to loan", "member belongs to loan"],
        columns=[],
    )
    operations = enumerated.design_operations(choice, enumerated.design_options(requirements), Schema())
    schema, _reverse = apply_patch(Schema(), operations)
    required = {(t, c.name) for t, table in schema.tables.items() for c in table.columns.values() if c.notNull}
    assert required >= {("loans", "member_id"), ("members", "book_id")}
    assert ("books", "loan_id") not in required and ("members", "loan_id") not in required
    assert_dml_runs(sandbox, schema, requirements)


def test_a_change_to_an_imported_schema_and_its_dml(sandbox: Sandbox, shop: Schema) -> None:
    """The DML code writes fits what an import holds: serial and uuid keys, a varchar(6), an
    enum, a CHECK, a foreign key to a text key; the new column gets a value."""
    requirements = enumerated.requirements("Add a phone column to orders", ["order"], shop)
    options = enumerated.design_options(requirements)
    choice = enumerated.DesignChoice(links=[], columns=["orders.phone"])
    changed, _reverse = apply_patch(shop, enumerated.design_operations(choice, options, shop))
    assert changed.tables["orders"].columns["phone"] == Column(name="phone", type="text")
    operations = sample_dml.dml_operations(changed, sample_dml.usecases(requirements))
    assert [op.sql.split(" (")[0] for op in operations] == [
        'INSERT INTO "customers"',
        'INSERT INTO "orders"',
        'SELECT count(*) FROM "orders"',
    ]
    assert "'sample'" in operations[0].sql and "'new'" in operations[1].sql and "phone" in operations[1].sql
    assert_dml_runs(sandbox, changed, requirements)
    # A link from an existing table to a new one: a nullable column and its foreign key.
    grown = enumerated.requirements("orders have a coupon", ["order", "coupon"], shop)
    linked = enumerated.DesignChoice(links=["order belongs to coupon"], columns=[])
    schema, _ = apply_patch(shop, enumerated.design_operations(linked, enumerated.design_options(grown), shop))
    assert schema.tables["orders"].columns["coupon_id"] == Column(name="coupon_id", type="bigint")
    assert schema.tables["orders"].constraints["orders_coupon_id_fkey"].targetTableName == "coupons"
    assert sandbox.run_ddl(ddl_statements(schema)).ok


def test_the_test_dml_of_tables_outside_public(sandbox: Sandbox) -> None:
    script = """CREATE SCHEMA lib;
    CREATE TABLE lib.members (id serial PRIMARY KEY, name text NOT NULL);
    CREATE TABLE lib.loans (id serial PRIMARY KEY, member_id int NOT NULL REFERENCES lib.members(id), due date NOT NULL);"""
    outcome = sandbox.import_script(split_script(script))
    assert outcome.schema is not None, outcome.refused
    requirements = enumerated.requirements("Add a phone column to loans", ["loan"], outcome.schema)
    assert list(requirements.functionalRequirements) == ["lib.loans"]
    operations = sample_dml.dml_operations(outcome.schema, sample_dml.usecases(requirements))
    assert operations[0].sql.startswith('INSERT INTO "lib"."members"'), operations[0].sql
    assert_dml_runs(sandbox, outcome.schema, requirements)


def assert_dml_runs(sandbox: Sandbox, schema: Schema, requirements: Any) -> None:
    operations = sample_dml.dml_operations(schema, sample_dml.usecases(requirements))
    logs = sandbox.run_usecases(ddl_statements(schema), operations)
    assert [log.result_summary for log in logs if not log.success] == []


def test_sample_values_by_type() -> None:
    schema = Schema(enums={"mood": Enum(name="mood", values=["ok", "sad"])})
    values = {
        t: sample_dml.sample_value(schema, Column(name="c", type=t))
        for t in ("bigint", "varchar(3)", "mood", "boolean", "timestamptz", "text[]", "jsonb")
    }
    assert values == {
        "bigint": "1",
        "varchar(3)": "'sam'",
        "mood": "'ok'",
        "boolean": "true",
        "timestamptz": "'2026-01-01 12:00:00'",
        "text[]": "'{}'",
        "jsonb": "'{}'",
    }


# --- Through Temporal --------------------------------------------------------------------------


@pytest.fixture
async def enumerated_worker(client: Client, settings: Settings) -> AsyncIterator[Settings]:
    own = settings.model_copy(
        update={
            "task_queue": f"{settings.task_queue}-enumerated",
            "llm_tool_mode": "json_schema",
            "llm_decision_style": "enumerated",
        }
    )
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, own, executor):
            yield own


async def test_a_session_designs_from_two_choices(
    client: Client, scripted_llm: ScriptedLLM, enumerated_worker: Settings
) -> None:
    scripted_llm.script(
        answered("choose_entities", {"entities": ["member", "book", "loan"]}),
        answered("choose_design", {"links": ["loan belongs to member", "loan belongs to book"], "columns": []}),
    )
    session_id = await new_session(client, enumerated_worker)
    events = await run_message(client, session_id, LIBRARY)

    done = done_of(events)
    assert (done["status"], done["schema_version"]) == ("completed", 1), done
    assert len(scripted_llm.requests) == 2  # the use cases, DML and summary are code's
    for body in scripted_llm.requests:
        assert body["response_format"]["json_schema"]["strict"] is True
    version = store.get_version(enumerated_worker.resolved_database_url, session_id, 1)
    assert version is not None
    schema = version.as_schema()
    assert set(schema.tables) == {"members", "books", "loans"}
    timeline = timeline_of(events)
    assert timeline[-2].content.startswith("6 of 6 DML operations succeeded"), timeline[-2].content
    assert "loans: id, member_id, book_id; foreign keys: member_id -> members; book_id -> books" in timeline[-1].content


async def test_a_request_naming_nothing_fails_at_its_step_without_asking_to_retry(
    client: Client, scripted_llm: ScriptedLLM, enumerated_worker: Settings
) -> None:
    session_id = await new_session(client, enumerated_worker)
    done = done_of(await run_message(client, session_id, "Do it all, please!"))
    assert done["status"] == "failed"
    assert done["error"].startswith("The requirements analysis (PM) failed: The request names nothing to design")
    assert "try again" not in done["error"].lower()
    assert scripted_llm.requests == []
