"""The schema design tool's JSON Patch: the paths it allows, what it refuses and how it says
so (the message goes back to the LLM), the reverse patch, and the schema as prompt text."""

from __future__ import annotations

from typing import Any

import pytest

from durable_agents.schema_design.contract import PatchOperation, Schema
from durable_agents.schema_design.schema_ops import PatchRejected, apply_patch, schema_text

TEAMS = {
    "name": "teams",
    "columns": {"id": {"name": "id", "type": "uuid", "notNull": True}},
    "constraints": {"teams_pkey": {"type": "PRIMARY KEY", "name": "teams_pkey", "columnNames": ["id"]}},
}


def ops(*operations: dict[str, Any]) -> list[PatchOperation]:
    return [PatchOperation.model_validate(operation) for operation in operations]


def rejected(schema: Schema, *operations: dict[str, Any]) -> str:
    before = schema.model_copy(deep=True)
    with pytest.raises(PatchRejected) as caught:
        apply_patch(schema, ops(*operations))
    assert schema == before  # all or nothing, and the input is never changed
    return str(caught.value)


def assert_reverts(schema: Schema, *operations: dict[str, Any]) -> Schema:
    new, reverse = apply_patch(schema, ops(*operations))
    assert new != schema
    restored, again = apply_patch(new, reverse)
    assert restored == schema
    assert apply_patch(restored, again)[0] == new
    return new


def test_the_allowed_paths_apply_and_their_reverse_patch_restores(fitness: Schema) -> None:
    new = assert_reverts(
        fitness,
        {"op": "add", "path": "/tables/teams", "value": TEAMS},
        {"op": "add", "path": "/tables/users/columns/team_id", "value": {"name": "team_id", "type": "uuid"}},
        {
            "op": "add",
            "path": "/tables/users/constraints/users_team_fkey",
            "value": {
                "type": "FOREIGN KEY",
                "name": "users_team_fkey",
                "columnNames": ["team_id"],
                "targetTableName": "teams",
                "targetColumnNames": ["id"],
                "deleteConstraint": "SET_NULL",
            },
        },
        {
            "op": "add",
            "path": "/tables/users/indexes/users_team_idx",
            "value": {"name": "users_team_idx", "columns": ["team_id"]},
        },
        {"op": "replace", "path": "/tables/users/columns/display_name/type", "value": "varchar(80)"},
        {"op": "replace", "path": "/tables/users/columns/display_name/notNull", "value": True},
        {"op": "replace", "path": "/tables/users/comment", "value": "Members of teams"},
        {"op": "add", "path": "/enums/difficulty/values/-", "value": "expert"},
        {"op": "replace", "path": "/enums/difficulty/comment", "value": None},
        {"op": "add", "path": "/enums/unit", "value": {"name": "unit", "values": ["kg", "lb"]}},
        {"op": "remove", "path": "/tables/exercise_logs/indexes/exercise_logs_once_idx"},
        {
            "op": "replace",
            "path": "/tables/workout_plans/constraints/workout_plans_title_key/columnNames/1",
            "value": "level",
        },
    )
    assert new.tables["users"].constraints["users_team_fkey"].deleteConstraint == "SET_NULL"
    assert new.tables["users"].columns["display_name"].notNull is True
    assert new.enums["difficulty"].values[-1] == "expert"
    assert "exercise_logs_once_idx" not in new.tables["exercise_logs"].indexes


def test_a_rename_by_move_and_whole_table_removal_revert(fitness: Schema) -> None:
    renamed = assert_reverts(
        fitness,
        {"op": "move", "from": "/tables/exercise_logs", "path": "/tables/workout_logs"},
        {"op": "replace", "path": "/tables/workout_logs/name", "value": "workout_logs"},
        {
            "op": "copy",
            "from": "/tables/users/columns/display_name",
            "path": "/tables/workout_logs/columns/display_name",
        },
    )
    assert set(renamed.tables) == {"users", "workout_plans", "workout_logs"}
    removed = assert_reverts(renamed, {"op": "remove", "path": "/tables/workout_logs"})
    assert "workout_logs" not in removed.tables


@pytest.mark.parametrize(
    ("operation", "reason"),
    [
        ({"op": "add", "path": "/views/v", "value": {}}, 'there is no "views" under /'),
        ({"op": "replace", "path": "/tables", "value": {}}, "/tables is a whole collection"),
        ({"op": "remove", "path": "/tables/users/columns"}, "/tables/users/columns is a whole collection"),
        ({"op": "replace", "path": "", "value": {}}, "/ is a whole collection"),
        ({"op": "replace", "path": "/tables/users/owner", "value": "x"}, 'there is no "owner" under /tables/users'),
        (
            {"op": "replace", "path": "/tables/users/columns/email/nullable", "value": False},
            'there is no "nullable" under /tables/users/columns/email (there is: check, collation, comment, default, generated, generatedKind, identity, name, notNull, type)',
        ),
        ({"op": "add", "path": "/tables/users/comment/x", "value": "y"}, "goes below a field that holds a plain value"),
        ({"op": "add", "path": "tables/users", "value": {}}, '"tables/users" is not a JSON Pointer'),
        ({"op": "move", "path": "/tables/people"}, '"move" needs "from"'),
        ({"op": "copy", "from": "/tables", "path": "/tables/people"}, "/tables is a whole collection"),
    ],
)
def test_paths_outside_the_schema_are_refused_saying_where_a_patch_may_write(
    fitness: Schema, operation: dict[str, Any], reason: str
) -> None:
    message = rejected(fitness, {"op": "replace", "path": "/tables/users/comment", "value": "ok"}, operation)
    assert message.startswith(
        f"Patch rejected, nothing was applied: operation 2 ({operation['op']} {operation['path']}): "
    )
    assert reason in message
    if reason.startswith(("there is no", "/")) or "goes below" in reason:
        assert "a patch may change one table (/tables/<table>)" in message


@pytest.mark.parametrize(
    ("operation", "reason"),
    [
        (
            {"op": "add", "path": "/tables/users", "value": TEAMS | {"name": "users"}},
            'table "users" already exists: use "replace"',
        ),
        (
            {"op": "add", "path": "/tables/users/columns/email", "value": {"name": "email", "type": "text"}},
            'column "email" of table "users" already exists',
        ),
        (
            {"op": "add", "path": "/enums/difficulty", "value": {"name": "difficulty", "values": ["x"]}},
            'enum "difficulty" already exists',
        ),
        ({"op": "remove", "path": "/tables/ghosts"}, 'table "ghosts" does not exist'),
        (
            {"op": "replace", "path": "/tables/users/columns/age/type", "value": "int"},
            'column "age" of table "users" does not exist',
        ),
        (
            {"op": "add", "path": "/tables/ghosts/columns/id", "value": {"name": "id", "type": "int"}},
            'table "ghosts" does not exist',
        ),
        ({"op": "remove", "path": "/enums/difficulty/values/7"}, "/enums/difficulty/values/7 does not exist"),
        ({"op": "test", "path": "/tables/users/comment", "value": "something else"}, "users/comment"),
    ],
)
def test_conflicts_with_the_current_schema_are_refused(fitness: Schema, operation: dict[str, Any], reason: str) -> None:
    message = rejected(fitness, operation)
    assert f"operation 1 ({operation['op']} {operation['path']}): " in message
    assert reason in message


def test_a_foreign_key_to_a_missing_table_or_column_is_refused(fitness: Schema) -> None:
    fk = {
        "type": "FOREIGN KEY",
        "name": "users_team_fkey",
        "columnNames": ["display_name"],
        "targetTableName": "teams",
        "targetColumnNames": ["id"],
    }
    path = "/tables/users/constraints/users_team_fkey"
    message = rejected(fitness, {"op": "add", "path": path, "value": fk})
    assert message.startswith("Patch rejected, nothing was applied: the schema it makes is invalid:")
    assert f'{path}: references table "teams", which does not exist' in message

    message = rejected(
        fitness,
        {
            "op": "add",
            "path": path,
            "value": fk | {"targetTableName": "workout_plans", "targetColumnNames": ["code", "id"]},
        },
    )
    assert 'table "workout_plans" has no column(s) code' in message
    assert "1 column(s) reference 2 target column(s)" in message


def test_the_resulting_schema_is_checked(fitness: Schema) -> None:
    # A column still used by constraints and an index cannot go.
    message = rejected(fitness, {"op": "remove", "path": "/tables/exercise_logs/columns/user_id"})
    assert (
        '/tables/exercise_logs/constraints/exercise_logs_user_fkey: table "exercise_logs" has no column(s) user_id'
        in message
    )
    assert (
        '/tables/exercise_logs/indexes/exercise_logs_user_time_idx: table "exercise_logs" has no column(s) user_id'
        in message
    )
    # A table's referenced by foreign keys.
    message = rejected(fitness, {"op": "remove", "path": "/tables/users"})
    assert 'references table "users", which does not exist' in message
    # Names must equal their keys; fields must be known and valid.
    message = rejected(fitness, {"op": "add", "path": "/tables/teams", "value": TEAMS | {"name": "team"}})
    assert '/tables/teams: its name is "team", but it must equal its key "teams"' in message
    message = rejected(
        fitness, {"op": "add", "path": "/tables/users/columns/age", "value": {"name": "age", "nullable": False}}
    )
    assert "/tables/users/columns/age/type: Field required" in message
    message = rejected(
        fitness,
        {"op": "add", "path": "/tables/users/columns/age", "value": {"name": "age", "type": "int", "nullable": False}},
    )
    assert (
        "/tables/users/columns/age/nullable: unknown field (known: name, type, notNull, default, check, comment, identity, generated, generatedKind, collation)"
        in message
    )
    message = rejected(
        fitness,
        {
            "op": "add",
            "path": "/tables/users/constraints/users_pk2",
            "value": {"type": "PRIMARY KEY", "name": "users_pk2", "columnNames": ["email"]},
        },
    )
    assert "/tables/users/constraints: more than one PRIMARY KEY (users_pkey, users_pk2)" in message
    message = rejected(fitness, {"op": "add", "path": "/enums/difficulty/values/0", "value": "advanced"})
    assert "/enums/difficulty/values: repeated value(s) 'advanced'" in message
    message = rejected(fitness, {"op": "replace", "path": "/tables/users/columns/email/name", "value": "e" * 64})
    assert "/tables/users/columns/email/name: String should have at most 63 characters" in message


def test_an_empty_patch_is_refused(fitness: Schema) -> None:
    assert rejected(fitness) == "Patch rejected: it has no operations."


def test_schema_text_is_compact_and_complete(fitness: Schema) -> None:
    assert schema_text(Schema()) == "(empty schema)"
    text = schema_text(fitness)
    assert "table users  -- People who track their workouts" in text.splitlines()
    for line in [
        "  id uuid NOT NULL DEFAULT gen_random_uuid()",
        "  email varchar(255) NOT NULL CHECK (position('@' in email) > 1)  -- Login; one account per address",
        "  is_active boolean NOT NULL DEFAULT TRUE",
        "  PRIMARY KEY users_pkey (id)",
        "  UNIQUE users_email_key (email)",
        "  FOREIGN KEY workout_plans_user_fkey (user_id) REFERENCES users (id) ON UPDATE NO ACTION ON DELETE RESTRICT",
        "  CHECK workout_plans_weeks_check (weeks BETWEEN 1 AND 52)",
        "  INDEX workout_plans_level_idx (level) USING hash",
        "  UNIQUE INDEX exercise_logs_once_idx (user_id, plan_id, exercise, performed_at) USING btree",
        "enum difficulty ('beginner', 'intermediate', 'advanced')  -- How hard a plan is",
    ]:
        assert line in text.splitlines()


def several_schemas() -> Schema:
    """`auth.users` and a public `users` referencing it, with an exclusion constraint."""
    return Schema.model_validate(
        {
            "schemas": {"auth": {"name": "auth", "comment": "Logins"}},
            "tables": {
                "auth.users": TEAMS | {"name": "users", "schemaName": "auth"},
                "users": {
                    "name": "users",
                    "columns": {
                        "id": {"name": "id", "type": "uuid"},
                        "during": {"name": "during", "type": "tstzrange"},
                    },
                    "constraints": {
                        "users_id_fkey": {
                            "type": "FOREIGN KEY",
                            "name": "users_id_fkey",
                            "columnNames": ["id"],
                            "targetTableName": "auth.users",
                            "targetColumnNames": ["id"],
                        },
                        "no_overlap": {
                            "type": "EXCLUDE",
                            "name": "no_overlap",
                            "detail": "USING gist (during WITH &&)",
                            "columnNames": ["during"],
                        },
                    },
                },
            },
            "sequences": {"auth.seq": {"name": "seq", "schemaName": "auth", "ownedBy": "auth.users.id"}},
            "functions": {
                "auth.f()": {
                    "name": "f",
                    "schemaName": "auth",
                    "definition": "CREATE FUNCTION auth.f() RETURNS int LANGUAGE sql RETURN 1",
                }
            },
        }
    )


def test_objects_of_other_schemas_are_patched_by_their_keys() -> None:
    schema = several_schemas()
    new = assert_reverts(
        schema,
        {"op": "add", "path": "/tables/auth.users/columns/nick", "value": {"name": "nick", "type": "text"}},
        {"op": "replace", "path": "/tables/users/constraints/no_overlap/detail", "value": "USING gist (during WITH =)"},
    )
    assert list(new.tables["auth.users"].columns) == ["id", "nick"]


def test_keys_and_schemas_of_objects_outside_public_are_checked() -> None:
    schema = several_schemas()
    undeclared = TEAMS | {"name": "teams", "schemaName": "billing"}
    message = rejected(schema, {"op": "add", "path": "/tables/billing.teams", "value": undeclared})
    assert '/tables/billing.teams/schemaName: schema "billing" is not in /schemas' in message
    message = rejected(schema, {"op": "add", "path": "/tables/auth.teams", "value": TEAMS})
    assert '/tables/auth.teams: its name is "teams", but it must equal its key "auth.teams"' in message
    misplaced = TEAMS | {"schemaName": "auth"}
    message = rejected(schema, {"op": "add", "path": "/tables/teams", "value": misplaced})
    assert '/tables/teams: its schema and name make the key "auth.teams", but its key is "teams"' in message
    # The column a sequence is owned by, a foreign key's target and an exclusion's columns are checked.
    message = rejected(schema, {"op": "remove", "path": "/tables/auth.users/columns/id"})
    assert '/sequences/auth.seq/ownedBy: "auth.users.id" is not <table>.<column> of a column of the schema' in message
    assert '/tables/users/constraints/users_id_fkey: table "auth.users" has no column(s) id' in message
    message = rejected(schema, {"op": "remove", "path": "/tables/users/columns/during"})
    assert '/tables/users/constraints/no_overlap: table "users" has no column(s) during' in message


def test_schema_text_names_objects_outside_public_by_their_keys() -> None:
    lines = schema_text(several_schemas()).splitlines()
    for line in [
        "table auth.users",
        "  FOREIGN KEY users_id_fkey (id) REFERENCES auth.users (id) ON UPDATE NO ACTION ON DELETE NO ACTION",
        "  EXCLUDE no_overlap USING gist (during WITH &&)",
        "sequence auth.seq OWNED BY auth.users.id",
        "function auth.f()",
        "schema auth  -- Logins",
    ]:
        assert line in lines
