"""The schema as PostgreSQL DDL and back: the statements' order and quoting, the round trip,
the import of hand-written DDL with every supported feature, and the refusal, naming the
statement, of what the schema cannot hold. (Tests running the DDL on PostgreSQL are in
test_sandbox.py.)"""

from __future__ import annotations

import random
from typing import Any

import pytest

from durable_agents.schema_design.contract import (
    CheckConstraint,
    Column,
    Enum,
    ForeignKeyConstraint,
    Index,
    PrimaryKeyConstraint,
    Schema,
    Table,
    UniqueConstraint,
)
from durable_agents.schema_design.ddl import MAX_NESTING, DdlImportError, ddl_statements, import_ddl, schema_ddl
from tests.schema_design.conftest import HAND_WRITTEN
from tests.schema_design.large_schema import chain_ddl


def fk(name: str, column: str, table: str, **actions: Any) -> ForeignKeyConstraint:
    """A foreign key from `column` to `table`'s `id`."""
    return ForeignKeyConstraint(
        name=name, columnNames=[column], targetTableName=table, targetColumnNames=["id"], **actions
    )


def test_the_ddl_creates_types_then_tables_in_dependency_order_then_keys_indexes_and_comments(fitness: Schema) -> None:
    statements = ddl_statements(fitness)
    heads = [" ".join(statement.split()[:3]) for statement in statements]
    assert heads == [
        'CREATE TYPE "difficulty"',
        'CREATE TABLE "users"',
        'CREATE TABLE "workout_plans"',
        'CREATE TABLE "exercise_logs"',
        'ALTER TABLE "workout_plans"',
        'ALTER TABLE "exercise_logs"',
        'ALTER TABLE "exercise_logs"',
        'CREATE INDEX "workout_plans_level_idx"',
        'CREATE INDEX "exercise_logs_user_time_idx"',
        "CREATE UNIQUE INDEX",
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
    assert statements[4] == (
        'ALTER TABLE "workout_plans" ADD CONSTRAINT "workout_plans_user_fkey" FOREIGN KEY ("user_id") '
        'REFERENCES "users" ("id") ON UPDATE NO ACTION ON DELETE RESTRICT'
    )
    assert statements[7] == 'CREATE INDEX "workout_plans_level_idx" ON "workout_plans" USING hash ("level")'
    assert """COMMENT ON COLUMN "users"."email" IS 'Login; one account per address'""" in statements
    assert schema_ddl(fitness) == ";\n\n".join(statements) + ";\n"
    assert schema_ddl(Schema()) == ""


def test_export_then_import_gives_the_same_schema(fitness: Schema) -> None:
    assert import_ddl(schema_ddl(fitness)) == fitness
    assert import_ddl(schema_ddl(Schema())) == Schema()
    # Tables that reference each other: the foreign keys come after both tables.
    cycle = import_ddl(
        "CREATE TABLE a (id int PRIMARY KEY, b_id int); CREATE TABLE b (id int PRIMARY KEY, a_id int REFERENCES a);"
        "ALTER TABLE a ADD CONSTRAINT a_b_fkey FOREIGN KEY (b_id) REFERENCES b (id);"
    )
    assert import_ddl(schema_ddl(cycle)) == cycle


def test_import_reads_every_supported_feature() -> None:
    schema = import_ddl(HAND_WRITTEN)
    assert schema.enums == {"difficulty": Enum(name="difficulty", values=["easy", "it's hard"], comment="How hard")}
    users = schema.tables["users"]
    assert users.comment == "People who train"
    assert users.columns == {
        "id": Column(name="id", type="uuid", default="gen_random_uuid()"),
        "email": Column(name="email", type="VARCHAR(255)", notNull=True, comment="Login"),
        "age": Column(name="age", type="integer", check="age >= 13"),
        "Nick": Column(name="Nick", type="text"),
        "joined_at": Column(name="joined_at", type="timestamp with time zone", notNull=True, default="now()"),
        "active": Column(name="active", type="boolean", default=False),
        "score": Column(name="score", type="numeric(5,2)", default=-1.5),
        "visits": Column(name="visits", type="int", default=0),
        "level": Column(name="level", type="difficulty", default="'easy'::difficulty"),
        "note": Column(name="note", type="text"),
    }
    assert users.constraints == {
        "users_pkey": PrimaryKeyConstraint(name="users_pkey", columnNames=["id"]),
        "users_email_key": UniqueConstraint(name="users_email_key", columnNames=["email"]),
        "users_nick_key": UniqueConstraint(name="users_nick_key", columnNames=["Nick"]),
    }
    plans = schema.tables["workout_plans"]
    assert plans.constraints == {
        # REFERENCES users, without columns: its primary key.
        "workout_plans_user_id_fkey": fk("workout_plans_user_id_fkey", "user_id", "users", deleteConstraint="CASCADE"),
        "plans_coach_fkey": fk(
            "plans_coach_fkey", "coach_id", "users", updateConstraint="CASCADE", deleteConstraint="SET_NULL"
        ),
        "plans_pk": PrimaryKeyConstraint(name="plans_pk", columnNames=["id"]),
        "workout_plans_user_id_name_key": UniqueConstraint(
            name="workout_plans_user_id_name_key", columnNames=["user_id", "name"]
        ),
        "workout_plans_check": CheckConstraint(name="workout_plans_check", detail="length(name) > 0"),
        "workout_plans_check1": CheckConstraint(name="workout_plans_check1", detail="id > 0"),
    }
    assert plans.indexes == {
        "workout_plans_user_id_name_idx": Index(
            name="workout_plans_user_id_name_idx", unique=True, columns=["user_id", "name"]
        )
    }
    logs = schema.tables["exercise_logs"]
    assert logs.constraints == {
        "logs_plan_fkey": fk("logs_plan_fkey", "plan_id", "workout_plans", deleteConstraint="RESTRICT"),
        "logs_reps_check": CheckConstraint(name="logs_reps_check", detail="reps BETWEEN 1 AND 500"),
        "exercise_logs_plan_id_done_at_key": UniqueConstraint(
            name="exercise_logs_plan_id_done_at_key", columnNames=["plan_id", "done_at"]
        ),
        "exercise_logs_pkey": PrimaryKeyConstraint(
            name="exercise_logs_pkey", columnNames=["plan_id", "done_at", "reps"]
        ),
        "exercise_logs_plan_id_fkey": fk("exercise_logs_plan_id_fkey", "plan_id", "workout_plans"),
    }
    assert logs.indexes == {"logs_by_day": Index(name="logs_by_day", columns=["done_at"], type="brin")}
    assert import_ddl(schema_ddl(schema)) == schema


def test_unnamed_constraints_that_collide_are_numbered() -> None:
    schema = import_ddl(
        "CREATE TABLE t (a int, CHECK (a > 0), CHECK (a < 9), UNIQUE (a), FOREIGN KEY (a) REFERENCES t (a));"
        "ALTER TABLE t ADD UNIQUE (a), ADD FOREIGN KEY (a) REFERENCES t (a)"
    )
    assert list(schema.tables["t"].constraints) == [
        "t_check", "t_check1", "t_a_key", "t_a_fkey", "t_a_key1", "t_a_fkey1",
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("ddl", "message"),
    [
        (
            "CREATE VIEW v AS SELECT 1",
            "statement 1 (CREATE VIEW v AS SELECT 1): this statement is not supported; the supported ones are CREATE TABLE",
        ),
        (
            "CREATE TABLE t (a int);\nSET search_path = x",
            "statement 2 (SET search_path = x): this statement is not supported",
        ),
        (
            "CREATE TABLE t (a int); ALTER TABLE t OWNER TO bob",
            "statement 2 (ALTER TABLE t OWNER TO bob): this statement is not supported",
        ),
        (
            "CREATE TABLE t (a int); ALTER TABLE t ADD COLUMN b int",
            "statement 2 (ALTER TABLE t ADD COLUMN b int): b INT: only ADD CONSTRAINT is supported",
        ),
        ("CREATE SEQUENCE s", "statement 1 (CREATE SEQUENCE s): this statement is not supported"),
        ("CREATE TYPE pair AS (a int, b int)", "statement 1 (CREATE TYPE pair AS (a int, b int)): "),
        (
            "CREATE TABLE t (id int GENERATED ALWAYS AS IDENTITY)",
            'column "id": GENERATED ALWAYS AS IDENTITY is not supported',
        ),
        ('CREATE TABLE t (a text COLLATE "C")', 'column "a": COLLATE "C" is not supported'),
        ("CREATE TEMP TABLE t (a int)", "TEMPORARY is not supported"),
        ("CREATE TABLE t (a int) PARTITION BY RANGE (a)", "PARTITION BY RANGE(a) is not supported"),
        (
            "CREATE TABLE t (a int); CREATE INDEX i ON t (lower(a))",
            "statement 2 (CREATE INDEX i ON t (lower(a))): index on LOWER(a): only plain columns are supported",
        ),
        ("CREATE TABLE t (a int); CREATE INDEX i ON t (a DESC)", "DESC is not supported"),
        ("CREATE TABLE t (a int); CREATE INDEX i ON t (a) WHERE a > 0", "WHERE a > 0 is not supported"),
        (
            "CREATE TABLE t (a int REFERENCES t (a) DEFERRABLE)",
            "DEFERRABLE is not supported (only ON UPDATE and ON DELETE)",
        ),
        (
            "CREATE INDEX i ON t (a)",
            'statement 1 (CREATE INDEX i ON t (a)): table "t" is not defined before this statement',
        ),
        ("COMMENT ON COLUMN t.a IS 'x'", 'table "t" is not defined before this statement'),
        (
            "CREATE TABLE t (a int); CREATE TABLE t (b int)",
            'statement 2 (CREATE TABLE t (b int)): table "t" is defined twice',
        ),
        (
            "CREATE TABLE u (a int); CREATE TABLE t (a int REFERENCES u)",
            'REFERENCES u names no columns, and "u" has no primary key',
        ),
        ("CREATE TABLE (a int)", "statement 1 (CREATE TABLE (a int)) is not valid PostgreSQL: Expected table name"),
        (
            "CREATE TABLE t (a int, CONSTRAINT k UNIQUE (a), CONSTRAINT k CHECK (a > 0))",
            'table "t" has two constraints named "k"',
        ),
        (
            "CREATE TABLE t (a int, FOREIGN KEY (a) REFERENCES nowhere (id))",
            'the imported schema is inconsistent:\n- /tables/t/constraints/t_a_fkey: references table "nowhere", which does not exist',
        ),
        ("CREATE TABLE t (a int); CREATE INDEX i ON t (b)", '/tables/t/indexes/i: table "t" has no column(s) b'),
        ('CREATE TABLE t ("a b" int)', "String should match pattern"),
        ("CREATE TABLE t (a text DEFAULT 'unterminated)", "the DDL could not be read"),
    ],
)
def test_what_the_schema_cannot_hold_is_refused_naming_the_statement(ddl: str, message: str) -> None:
    with pytest.raises(DdlImportError) as caught:
        import_ddl(ddl)
    assert message in str(caught.value)


# --- Dependency order -------------------------------------------------------------------------


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
    schema = import_ddl(chain_ddl(2_000))

    statements = ddl_statements(schema)

    assert created_tables(statements) == [f"t{n}" for n in reversed(range(2_000))]
    keys = [n for n, s in enumerate(statements) if "FOREIGN KEY" in s]
    assert len(keys) == 1_999 and keys[0] == 2_000  # every foreign key after every table


# --- Nesting and parser limits ------------------------------------------------------------------


def nested(opening: str, inner: str, closing: str, depth: int) -> str:
    return opening * depth + inner + closing * depth


@pytest.mark.parametrize(
    ("ddl", "statement", "line"),
    [
        (f"CREATE TABLE ok (id int);\nCREATE TABLE t (a int CHECK ({nested('(', 'a > 0', ')', 5_000)}))", 2, 2),
        (f"CREATE TABLE t (\n  a numeric({nested('(', '1', ')', 3_000)})\n)", 1, 2),
        (f"CREATE TABLE t (a int DEFAULT {nested('(', '1', ')', 3_000)})", 1, 1),
        ("CREATE TABLE t (a int CHECK " + "(" * 90_000, 1, 1),
        (f"CREATE TABLE t (a int DEFAULT {nested('ARRAY[', '1', ']', 3_000)})", 1, 1),
        (f"CREATE TABLE t (a int);\nCREATE INDEX i ON t ({nested('(', 'a', ')', 3_000)})", 2, 2),
        (f"CREATE TABLE t (a int);\nALTER TABLE t ADD CHECK ({nested('(', 'a', ')', 3_000)})", 2, 2),
        # One parenthesis a line: the first one too deep is on line 21.
        ("CREATE TABLE t (a int CHECK" + "\n(" * 30, 1, 21),
    ],
)
def test_nesting_deeper_than_the_limit_is_refused_naming_the_statement_and_line(
    ddl: str, statement: int, line: int
) -> None:
    with pytest.raises(DdlImportError) as caught:
        import_ddl(ddl)
    message = str(caught.value)
    assert message.startswith(f"statement {statement} (")
    assert f"nesting deeper than {MAX_NESTING} levels of parentheses and brackets at line {line}" in message


def test_nesting_up_to_the_limit_is_read() -> None:
    check = nested("(", "a > 0", ")", MAX_NESTING - 2)  # within the table's and the CHECK's own
    assert import_ddl(f"CREATE TABLE t (a int CHECK ({check}))").tables["t"].columns["a"].check == check
    # pg_dump writes checks with many parentheses, casts and arrays.
    dumped = "((((status)::text = ANY ((ARRAY['new'::character varying, 'done'::character varying])::text[]))))"
    schema = import_ddl(f"CREATE TABLE t (status varchar(20), CONSTRAINT t_status_check CHECK {dumped})")
    assert schema.tables["t"].constraints["t_status_check"] == CheckConstraint(
        name="t_status_check", detail=dumped[1:-1]
    )


@pytest.mark.parametrize(
    "ddl",
    [
        "CREATE TABLE t (a boolean CHECK (" + "NOT " * 5_000 + "a))",
        "CREATE TABLE t (a int CHECK (" + nested("CASE WHEN a > 0 THEN ", "1", " END", 1_000) + " > 0))",
    ],
)
def test_an_expression_too_deep_for_the_parser_is_refused_naming_the_statement(ddl: str) -> None:
    with pytest.raises(DdlImportError, match=r"^statement 1 \(CREATE TABLE t .*\): it nests too deeply to be read"):
        import_ddl(ddl)


@pytest.mark.timeout(20)
@pytest.mark.parametrize(
    "ddl",
    [
        f"CREATE TABLE t (a int[] DEFAULT {nested('ARRAY[', '1', ']', 19)})",
        f"CREATE TABLE t (a {nested('numeric(', '1', ')', 19)})",
    ],
)
def test_nesting_that_makes_the_parser_retry_is_refused_at_once(ddl: str) -> None:
    """Within the nesting limit, but each level of nested ARRAY[…] or of type names in type
    modifiers doubles the parser's work: 19 levels took 37 s and 9 s."""
    with pytest.raises(DdlImportError, match=r"^statement 1 \(CREATE TABLE t .*\): it is too complex to read"):
        import_ddl(ddl)


@pytest.mark.parametrize(
    ("ddl", "message"),
    [
        (
            "CREATE TABLE t (a int));\nCREATE TABLE u (b int)",
            "statement 1 (CREATE TABLE t (a int)); CREATE TABLE u (b int)): the ) at line 1 closes nothing",
        ),
        (
            "CREATE TABLE ok (id int);\nCREATE TABLE broken (id int,",
            "statement 2 (CREATE TABLE broken (id int,): the ( at line 2 is never closed",
        ),
        (
            "CREATE TABLE t (a int DEFAULT ARRAY[1)",
            "statement 1 (CREATE TABLE t (a int DEFAULT ARRAY[1)): the ) at line 1 does not close the [ at line 1",
        ),
    ],
)
def test_unbalanced_parentheses_are_refused_naming_the_statement_and_line(ddl: str, message: str) -> None:
    with pytest.raises(DdlImportError) as caught:
        import_ddl(ddl)
    assert str(caught.value) == message


@pytest.mark.parametrize(
    ("ddl", "statement"),
    [
        ("CREATE TABLE t (a int, 9 text)", 1),
        ("CREATE TABLE t (b'' text)", 1),
        ("CREATE TABLE t (a int REFERENCES t (9a))", 1),
        ("CREATE TABLE t (a in,,t PRIMARY KEY)", 1),
        ("CREATE TABLE t (a int DEFAULT 1,)", 1),
        ("CREATE TABLE t (a int);\nCOMMENT ON COLUMN t.a ::int IS 'x'", 2),
        ("CREATE TABLE t (a int);\nCREATE UNIQUE INDEX i ON t", 2),
    ],
)
def test_statements_the_parser_reads_into_odd_shapes_are_refused_naming_them(ddl: str, statement: int) -> None:
    """Found by the fuzz test's generated DDL: each failed the request (500) or said only
    "zip() argument 2 is longer than argument 1"."""
    with pytest.raises(DdlImportError, match=rf"^statement {statement} \(.*\) could not be read: check it against"):
        import_ddl(ddl)


def test_commas_and_clause_words_within_brackets_are_the_arrays() -> None:
    schema = import_ddl(
        "CREATE TABLE t (a int[] DEFAULT ARRAY[1, 2], b int[] DEFAULT ARRAY[NULL]::int[] NOT NULL, c int[] CHECK (c[1] > 0))"
    )
    assert schema.tables["t"].columns == {
        "a": Column(name="a", type="int[]", default="ARRAY[1, 2]"),
        "b": Column(name="b", type="int[]", default="ARRAY[NULL]::int[]", notNull=True),
        "c": Column(name="c", type="int[]", check="c[1] > 0"),
    }
    assert import_ddl(schema_ddl(schema)) == schema


@pytest.mark.parametrize("number", ["9" * 5_000, "1e99999", "-1e400"])
def test_a_default_number_json_cannot_hold_stays_as_written(number: str) -> None:
    schema = import_ddl(f"CREATE TABLE t (a numeric DEFAULT {number})")
    assert schema.tables["t"].columns["a"].default == number
    assert import_ddl(schema_ddl(schema)) == schema
