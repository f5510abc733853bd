"""What the design agents' prompts hold of a schema: all of it when it fits, else the tables the
request names (and those they reference) in full and the others by name — an imported schema
of 1,000 tables would otherwise be megabytes of prompt that no model takes."""

from __future__ import annotations

from activities.schema_design.design_agents import BRIEF_CHARS, schema_brief
from durable_agents.schema_design.schema_ops import schema_text
from tests.schema_design.large_schema import chain_schema


def test_a_small_schema_is_shown_whole() -> None:
    schema = chain_schema(5)
    assert schema_brief(schema, "anything") == schema_text(schema)


def test_a_large_schema_shows_the_named_tables_and_what_they_reference() -> None:
    schema = chain_schema(1_000)
    assert len(schema_text(schema)) > 4 * BRIEF_CHARS
    brief = schema_brief(schema, "Add a note column to table T500.")
    assert len(brief) <= BRIEF_CHARS * 1.3
    shown = [line for line in brief.splitlines() if line.startswith("table ")]
    assert shown == ["table t500", "table t501"]  # t500 references t501
    assert "  i integer NOT NULL" in brief and "t500_f" in brief
    assert brief.splitlines()[-1].startswith("… and 998 more tables (shown when named): t0, t1, t2")
