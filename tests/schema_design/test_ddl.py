"""The schema as PostgreSQL DDL: the statements' order and quoting, and the tables' dependency
order. (The DDL running on PostgreSQL, and scripts read back into schemas, are tested in
test_sandbox.py and test_import.py.)"""

from __future__ import annotations

import random
from typing import Any

import pytest

from durable_agents.schema_design.contract import (
    Column,
    ForeignKeyConstraint,
    Schema,
    Table,
)
from durable_agents.schema_design.ddl import ddl_statements, schema_ddl
from tests.schema_design.large_schema import chain_schema


def fk(name: str, column: str, table: str, **actions: Any) -> ForeignKeyConstraint:
    """A foreign key from `column` to `table`'s `id`."""
    return ForeignKeyConstraint(
        name=name, columnNames=[column], targetTableName=table, targetColumnNames=["id"], **actions
    )


def test_the_ddl_creates_types_then_tables_in_dependency_order_then_indexes_keys_and_comments(fitness: Schema) -> None:
    statements = ddl_statements(fitness)
    heads = [" ".join(statement.split()[:3]) for statement in statements]
    assert heads == [
        'CREATE TYPE "difficulty"',
        'CREATE TABLE "users"',
        'CREATE TABLE "workout_plans"',
        'CREATE TABLE "exercise_logs"',
        'CREATE INDEX "workout_plans_level_idx"',
        'CREATE INDEX "exercise_logs_user_time_idx"',
        "CREATE UNIQUE INDEX",
        'ALTER TABLE "workout_plans"',
        'ALTER TABLE "exercise_logs"',
        'ALTER TABLE "exercise_logs"',
        "COMMENT ON TYPE",
        "COMMENT ON TABLE",
        "COMMENT ON COLUMN",
        "COMMENT ON TABLE",
        "COMMENT ON COLUMN",
    ]
    assert statements[0] == """CREATE TYPE "difficulty" AS ENUM ('beginner', 'intermediate', 'advanced')"""
    assert statements[2] == (
        'CREATE TABLE "workout_plans" (\n'
        '  "id" uuid NOT NULL DEFAULT gen_random_uuid(),\n'
        '  "user_id" uuid NOT NULL,\n'
        '  "title" varchar(120) NOT NULL,\n'
        """  "level" "difficulty" NOT NULL DEFAULT 'beginner',\n"""
        '  "weeks" integer NOT NULL DEFAULT 4,\n'
        '  "intensity" real DEFAULT 1.5,\n'
        '  CONSTRAINT "workout_plans_pkey" PRIMARY KEY ("id"),\n'
        '  CONSTRAINT "workout_plans_title_key" UNIQUE ("user_id", "title"),\n'
        '  CONSTRAINT "workout_plans_weeks_check" CHECK (weeks BETWEEN 1 AND 52)\n'
        ")"
    )
    assert statements[7] == (
        'ALTER TABLE "workout_plans" ADD CONSTRAINT "workout_plans_user_fkey" FOREIGN KEY ("user_id") '
        'REFERENCES "users" ("id") ON UPDATE NO ACTION ON DELETE RESTRICT'
    )
    assert statements[4] == 'CREATE INDEX "workout_plans_level_idx" ON "workout_plans" USING hash ("level")'
    assert """COMMENT ON COLUMN "users"."email" IS 'Login; one account per address'""" in statements
    assert schema_ddl(fitness) == ";\n\n".join(statements) + ";\n"
    assert schema_ddl(Schema()) == ""


def created_tables(statements: list[str]) -> list[str]:
    return [s.split('"')[1] for s in statements if s.startswith("CREATE TABLE")]


def order_by_definition(schema: Schema) -> list[str]:
    """The tables' order as the module defines it, found the slow way: each next table is the
    first in the schema's order whose referenced tables are all placed; in a cycle, the first
    not placed yet."""
    remaining, placed = list(schema.tables.values()), set()
    order = []
    while remaining:
        waits = [
            {c.targetTableName for c in t.constraints.values() if isinstance(c, ForeignKeyConstraint)}
            & set(schema.tables) - placed - {t.name}
            for t in remaining
        ]
        table = next((t for t, waiting in zip(remaining, waits, strict=True) if not waiting), remaining[0])
        order.append(table.name)
        placed.add(table.name)
        remaining.remove(table)
    return order


def random_schema(rng: random.Random) -> Schema:
    """Up to 8 tables, each with up to 3 foreign keys to any table: itself, one twice, one missing, cycles."""
    names = [f"t{n}" for n in range(rng.randint(1, 8))]
    rng.shuffle(names)
    tables = {}
    for name in names:
        keys = {
            f"{name}_fk{k}": fk(f"{name}_fk{k}", "id", rng.choice([*names, "missing"]))
            for k in range(rng.randint(0, 3))
        }
        tables[name] = Table(name=name, columns={"id": Column(name="id", type="int")}, constraints=keys)
    return Schema(tables=tables)


def test_tables_follow_the_tables_they_reference_else_the_schemas_order() -> None:
    rng = random.Random(22)
    for _ in range(500):
        schema = random_schema(rng)
        assert created_tables(ddl_statements(schema)) == order_by_definition(schema), schema


@pytest.mark.timeout(20)
def test_a_chain_of_2000_tables_is_ordered_within_seconds() -> None:
    """Each table references the next (t0 → t1 → …): the order reverses the chain. It took
    47 s when each step scanned the remaining tables for a ready one (cubic)."""
    schema = chain_schema(2_000)

    statements = ddl_statements(schema)

    assert created_tables(statements) == [f"t{n}" for n in reversed(range(2_000))]
    keys = [n for n, s in enumerate(statements) if "FOREIGN KEY" in s]
    assert len(keys) == 1_999 and keys[0] == 2_000  # every foreign key after every table (and no index)


def test_objects_outside_public_are_qualified_and_types_follow_the_types_they_are_made_of() -> None:
    schema = Schema.model_validate(
        {
            "schemas": {"Shop": {"name": "Shop"}},
            # Each type listed before the one it is made of.
            "composites": {
                "Shop.address": {
                    "name": "address",
                    "schemaName": "Shop",
                    "attributes": [{"name": "zip", "type": '"Shop".zip[]'}, {"name": "at", "type": "Shop.span"}],
                }
            },
            "ranges": {"Shop.span": {"name": "span", "schemaName": "Shop", "subtype": "Shop.zip"}},
            "domains": {"Shop.zip": {"name": "zip", "schemaName": "Shop", "type": "integer"}},
            "sequences": {"Shop.seq": {"name": "seq", "schemaName": "Shop", "ownedBy": "Shop.people.id"}},
            "tables": {
                "Shop.people": {
                    "name": "people",
                    "schemaName": "Shop",
                    "columns": {"id": {"name": "id", "type": "Shop.zip"}},
                    "constraints": {"pk": {"type": "PRIMARY KEY", "name": "pk", "columnNames": ["id"]}},
                },
                "people": {
                    "name": "people",
                    "columns": {"id": {"name": "id", "type": "integer"}},
                    "constraints": {"fk": fk("fk", "id", "Shop.people").model_dump()},
                },
            },
        }
    )

    assert ddl_statements(schema) == [
        'CREATE SCHEMA "Shop"',
        'CREATE DOMAIN "Shop"."zip" AS integer',
        'CREATE TYPE "Shop"."span" AS RANGE (SUBTYPE = "Shop"."zip")',
        'CREATE TYPE "Shop"."address" AS ("zip" "Shop".zip[], "at" "Shop"."span")',
        'CREATE SEQUENCE "Shop"."seq" AS bigint START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1',
        'CREATE TABLE "Shop"."people" (\n  "id" "Shop"."zip",\n  CONSTRAINT "pk" PRIMARY KEY ("id")\n)',
        'CREATE TABLE "people" (\n  "id" integer\n)',
        'ALTER SEQUENCE "Shop"."seq" OWNED BY "Shop"."people"."id"',
        'ALTER TABLE "people" ADD CONSTRAINT "fk" FOREIGN KEY ("id") REFERENCES "Shop"."people" ("id") '
        "ON UPDATE NO ACTION ON DELETE NO ACTION",
    ]


def test_functions_come_before_the_tables_with_their_bodies_unchecked() -> None:
    definition = (
        "CREATE OR REPLACE FUNCTION public.one()\n RETURNS integer\n LANGUAGE sql\nAS $function$select 1$function$"
    )
    schema = Schema.model_validate(
        {
            "functions": {"one()": {"name": "one", "definition": definition}},
            "tables": {"t": {"name": "t", "columns": {"a": {"name": "a", "type": "integer", "default": "one()"}}}},
        }
    )

    assert ddl_statements(schema) == [
        "SET check_function_bodies = false",
        definition,
        'CREATE TABLE "t" (\n  "a" integer DEFAULT one()\n)',
    ]
