"""Range types with their options, a domain with its collation and a composite type: read from
PostgreSQL's catalog into the model, written back as DDL PostgreSQL runs to the same schema, and
shown to the DB agent in the schema's text."""

from __future__ import annotations

import pytest

from durable_agents.schema_design.contract import Schema
from durable_agents.schema_design.ddl import ddl_statements
from durable_agents.schema_design.sandbox import Sandbox
from durable_agents.schema_design.schema_ops import schema_text
from durable_agents.schema_design.script import split_script

SCRIPT = """
CREATE TYPE floatrange AS RANGE (SUBTYPE = float8, SUBTYPE_DIFF = float8mi, MULTIRANGE_TYPE_NAME = floatranges);
CREATE TYPE coderange AS RANGE (SUBTYPE = text, COLLATION = "C", SUBTYPE_OPCLASS = text_pattern_ops);
CREATE DOMAIN code AS text COLLATE "C" CHECK (VALUE ~ '^[A-Z]+$');
CREATE TYPE pair AS (a integer, b text);
CREATE TABLE shelf (id integer PRIMARY KEY, codes coderange, weights floatrange, label code, at pair);
"""


@pytest.fixture(scope="module")
def sandbox(schema_sandbox_url: str) -> Sandbox:
    return Sandbox(schema_sandbox_url, statement_timeout_seconds=30.0, run_seconds=600.0)


def imported(sandbox: Sandbox, script: str) -> Schema:
    outcome = sandbox.import_script(split_script(script))
    assert outcome.refused is None and outcome.schema is not None, outcome.refused
    return outcome.schema


def test_range_options_and_a_domains_collation_survive_the_round_trip(sandbox: Sandbox) -> None:
    schema = imported(sandbox, SCRIPT)
    floats, codes, domain = schema.ranges["floatrange"], schema.ranges["coderange"], schema.domains["code"]
    assert (floats.subtypeDiff, floats.multirangeName) == ("float8mi", "floatranges")
    assert (codes.collation, codes.subtypeOpclass) == ("C", "text_pattern_ops")
    assert domain.collation == "C"

    statements = ddl_statements(schema)
    for statement in (
        'CREATE TYPE "floatrange" AS RANGE (SUBTYPE = double precision, SUBTYPE_DIFF = float8mi, '
        'MULTIRANGE_TYPE_NAME = "floatranges")',
        'CREATE TYPE "coderange" AS RANGE (SUBTYPE = text, SUBTYPE_OPCLASS = text_pattern_ops, COLLATION = "C", '
        'MULTIRANGE_TYPE_NAME = "codemultirange")',  # PostgreSQL's name for it, kept
        """CREATE DOMAIN "code" AS text COLLATE "C" CONSTRAINT "code_check" CHECK ((VALUE ~ '^[A-Z]+$'::text))""",
    ):
        assert statement in statements, statements
    assert imported(sandbox, ";\n".join(statements) + ";") == schema


def test_the_schema_text_shows_composite_range_and_domain_types(sandbox: Sandbox) -> None:
    lines = schema_text(imported(sandbox, SCRIPT)).splitlines()
    assert "type pair (a integer, b text)" in lines
    assert "range floatrange of double precision" in lines
    assert "range coderange of text" in lines
    assert "domain code text CHECK ((VALUE ~ '^[A-Z]+$'::text))" in lines
