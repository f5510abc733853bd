"""The research pipeline's data work: the synthetic warehouse, SQL safety, and the agents'
activities run in a real activity context (`ActivityEnvironment`) on real SQLite files,
with the scripted OpenAI-compatible server as the LLM, and on PostgreSQL (a throwaway
cluster, tests/support/postgres.py). No Temporal server is needed."""

from __future__ import annotations

import asyncio
import csv
import dataclasses
import hashlib
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest
from icalendar import Calendar
from sqlalchemy import create_engine, text
from sqlalchemy.pool import NullPool
from temporalio.exceptions import ApplicationError
from temporalio.testing import ActivityEnvironment

from activities.research.pipeline import BUSY_RETRY_DELAY, ResearchActivities, kickoff_ics
from activities.research.slack_notices import SlackActivities
from durable_agents import tenancy
from durable_agents.errors import ErrorCode
from durable_agents.llm_types import LLMMessage
from durable_agents.research import store as research_store
from durable_agents.research import warehouse
from durable_agents.research.contract import (
    PUBLIC_DETAIL,
    ApprovalNotice,
    ApprovalNoticeDecided,
    DeliveryInput,
    ExtractionInput,
    ExtractionResult,
    FeasibilityInput,
    KickoffInput,
    QAInput,
    RequirementsInput,
    ResearchProgress,
    ResearchState,
)
from durable_agents.research.sql_safety import QueryTimeout, RefusedSql, WarehouseBusy, check_select, run_select
from durable_agents.settings import Settings
from tests.research.test_slack import TOKEN, with_slack
from tests.support.postgres import create_database
from tests.support.scripted_llm import MODEL_ID, Reply, ScriptedLLM
from tests.support.slack_server import SlackServer

PATIENTS = 800
SEED = 7
CALENDAR_START = date(2030, 1, 7)  # a Monday
DIABETES_SQL = (
    "SELECT DISTINCT p.person_id, p.gender, p.year_of_birth FROM person p "
    "JOIN condition_occurrence c ON c.person_id = p.person_id "
    "WHERE c.condition_name = 'Type 2 diabetes mellitus'"
)
SLOW_SQL = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT max(x) AS person_id FROM n"
REFUSED = [
    "DROP TABLE person",
    "UPDATE person SET gender = 'X'",
    "DELETE FROM measurement",
    "INSERT INTO person (person_id) VALUES (1)",
    "ALTER TABLE person ADD COLUMN x INTEGER",
    "CREATE TABLE x AS SELECT * FROM person",
    "ATTACH DATABASE '/tmp/other.db' AS other",
    "DETACH DATABASE other",
    "PRAGMA writable_schema = 1",
    "VACUUM",
    "SELECT person_id FROM person; DROP TABLE person",
    "SELECT * INTO copy FROM person",
    "SELECT load_extension('/tmp/evil.so')",
    "SELEC person_id FROM person",
    "",
]


# --- Fixtures and helpers -------------------------------------------------------------------


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("warehouse") / "warehouse.db"
    warehouse.generate(f"sqlite:///{path}", patients=PATIENTS, seed=SEED, calendar_start=CALENDAR_START)
    return path


@pytest.fixture
def warehouse_file(generated: Path, tmp_path: Path) -> Path:
    """This test's own copy of the generated warehouse (the calendar tests write to it)."""
    path = tmp_path / "warehouse.db"
    shutil.copyfile(generated, path)
    return path


def make_settings(tmp_path: Path, llm: ScriptedLLM, warehouse_url: str | None, **overrides: Any) -> Settings:
    values: dict[str, Any] = {
        "data_dir": tmp_path / "data",
        "warehouse_url": warehouse_url,
        "llm_base_url": llm.base_url,
        "llm_api_key": "test-key",
        "llm_model": MODEL_ID,
        "llm_tool_mode": "native",
        "feasibility_min_cohort": 50,
        "sql_timeout_seconds": 5,
    }
    return Settings(_env_file=None, **(values | overrides))


@pytest.fixture
def research_settings(tmp_path: Path, warehouse_file: Path, scripted_llm: ScriptedLLM) -> Settings:
    return make_settings(tmp_path, scripted_llm, f"sqlite:///{warehouse_file}")


@pytest.fixture
def acts(research_settings: Settings) -> ResearchActivities:
    return ResearchActivities(research_settings)


@pytest.fixture
def env() -> ActivityEnvironment:
    return ActivityEnvironment()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def query(path: Path, sql: str) -> list[tuple[Any, ...]]:
    """An independent read of the warehouse (plain sqlite3, read-only)."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        return conn.execute(sql).fetchall()


def diabetics(path: Path) -> int:
    rows = query(path, "SELECT person_id FROM condition_occurrence WHERE condition_code = 'E11.9'")
    return len({person_id for (person_id,) in rows})


def sql_reply(sql: str) -> Reply:
    return Reply(tool_calls=[{"name": "phenotype_sql", "arguments": {"sql": sql, "rationale": "the cohort"}}])


def feasibility_input(feedback: str = "") -> FeasibilityInput:
    return FeasibilityInput(
        request_id="req-1",
        researcher_request="Adults with type 2 diabetes",
        requirements={"population": "adults with type 2 diabetes"},
        feedback=feedback,
    )


def messages_of(llm: ScriptedLLM, index: int) -> str:
    return json.dumps(llm.requests[index]["messages"])


def public_detail(error: ApplicationError) -> str:
    """What the error tells the client (the workflow shows it; the message is for the log)."""
    return error.details[0][PUBLIC_DETAIL]


def raises_application_error(call: Callable[[], Any], code: ErrorCode) -> ApplicationError:
    with pytest.raises(ApplicationError) as info:
        call()
    assert info.value.type == code, info.value
    return info.value


# --- The warehouse --------------------------------------------------------------------------


def _table_digest(path: Path) -> dict[str, str]:
    digests = {}
    for table in warehouse.CLINICAL_TABLES:
        rows = query(path, f"SELECT * FROM {table.name} ORDER BY 1")
        digests[table.name] = hashlib.sha256(repr(rows).encode()).hexdigest()
    return digests


def test_generator_is_deterministic_and_plausible(tmp_path: Path, generated: Path) -> None:
    again = tmp_path / "again.db"
    other = tmp_path / "other.db"
    counts = warehouse.generate(f"sqlite:///{again}", patients=PATIENTS, seed=SEED, calendar_start=CALENDAR_START)
    assert counts == warehouse.generate(
        f"sqlite:///{again}", patients=PATIENTS, seed=SEED, calendar_start=CALENDAR_START
    ), "generate() recreates the tables: a second run gives the same counts"
    assert _table_digest(again) == _table_digest(generated)
    warehouse.generate(f"sqlite:///{other}", patients=PATIENTS, seed=SEED + 1, calendar_start=CALENDAR_START)
    assert _table_digest(other) != _table_digest(generated)

    assert counts["person"] == PATIENTS
    for table in ("visit_occurrence", "condition_occurrence", "drug_exposure", "measurement"):
        assert counts[table] > PATIENTS, table
    prevalence = diabetics(generated) / PATIENTS
    assert 0.08 < prevalence < 0.30
    # Diabetics' HbA1c is higher than everyone else's.
    (diabetic_a1c,) = query(
        generated,
        "SELECT avg(value_as_number) FROM measurement WHERE measurement_name = 'Hemoglobin A1c' AND person_id IN "
        "(SELECT person_id FROM condition_occurrence WHERE condition_code = 'E11.9')",
    )[0]
    (other_a1c,) = query(
        generated,
        "SELECT avg(value_as_number) FROM measurement WHERE measurement_name = 'Hemoglobin A1c' AND person_id NOT IN "
        "(SELECT person_id FROM condition_occurrence WHERE condition_code = 'E11.9')",
    )[0]
    assert diabetic_a1c > 7 > 6 > other_a1c
    (ssn, phone) = query(generated, "SELECT ssn, phone_number FROM person WHERE person_id = 1")[0]
    assert ssn.startswith("9") and len(ssn) == 11 and phone.startswith("555-")
    participants = {row[0] for row in query(generated, "SELECT DISTINCT participant_email FROM calendar_event")}
    assert participants == set(warehouse.DEMO_PARTICIPANTS)
    assert (
        "calendar_event" not in warehouse.SCHEMA_DESCRIPTION and "condition_occurrence" in warehouse.SCHEMA_DESCRIPTION
    )


def test_ensure_warehouse_generates_only_when_missing(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'nested' / 'warehouse.db'}"
    assert warehouse.ensure_warehouse(url, patients=20) is True
    before = sha256(tmp_path / "nested" / "warehouse.db")
    assert warehouse.ensure_warehouse(url, patients=20) is False
    assert sha256(tmp_path / "nested" / "warehouse.db") == before


def test_cli_generates_the_warehouse(tmp_path: Path) -> None:
    names = {name.upper() for name in Settings.model_fields}
    clean = {key: value for key, value in os.environ.items() if key.upper() not in names}
    done = subprocess.run(
        [sys.executable, "-m", "durable_agents.cli", "warehouse", "generate", "--data-dir", str(tmp_path),
         "--patients", "40", "--seed", "3"],
        env=clean, cwd=tmp_path, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["rows"]["person"] == 40
    assert report["warehouse"] == f"sqlite:///{(tmp_path / 'warehouse.db').resolve()}"
    assert query(tmp_path / "warehouse.db", "SELECT count(*) FROM person") == [(40,)]


# --- SQL safety -----------------------------------------------------------------------------


@pytest.mark.parametrize("sql", REFUSED)
def test_refused_sql_never_runs(warehouse_file: Path, sql: str) -> None:
    before = sha256(warehouse_file)
    with pytest.raises(RefusedSql) as info:
        run_select(f"sqlite:///{warehouse_file}", sql, timeout_seconds=5, row_cap=10)
    assert info.value.reason
    assert sha256(warehouse_file) == before
    assert query(warehouse_file, "SELECT count(*) FROM person") == [(PATIENTS,)]


def test_check_select_accepts_queries_and_gives_the_statement_to_run() -> None:
    assert check_select("WITH d AS (SELECT person_id FROM person) SELECT * FROM d;") == (
        "WITH d AS (SELECT person_id FROM person) SELECT * FROM d"
    )
    assert check_select("SELECT 1 AS person_id UNION SELECT 2 -- the end\n;") == "SELECT 1 AS person_id UNION SELECT 2"
    for sql, reason in [
        ("SELECT 1; DROP TABLE person", "only one statement"),
        ("DROP TABLE person", "found DROP"),
        ("PRAGMA table_info(person)", "found PRAGMA"),
        ("WITH gone AS (DELETE FROM person RETURNING *) SELECT * FROM gone", "DELETE"),
        ("SELECT (1", "could not be parsed"),
    ]:
        with pytest.raises(RefusedSql, match=reason):
            check_select(sql)


def test_the_connection_itself_refuses_what_the_parser_lets_through(warehouse_file: Path) -> None:
    """sqlglot reads a table-valued PRAGMA function as a plain SELECT: SQLite's authorizer stops it."""
    with pytest.raises(RefusedSql, match="other than reading"):
        run_select(f"sqlite:///{warehouse_file}", "SELECT * FROM pragma_table_info('person')", 5, 10)


def test_timeout_stops_a_slow_query(warehouse_file: Path) -> None:
    started = time.monotonic()
    with pytest.raises(QueryTimeout, match=r"longer than 0.3 s"):
        run_select(f"sqlite:///{warehouse_file}", SLOW_SQL, timeout_seconds=0.3, row_cap=10)
    assert time.monotonic() - started < 3


def test_row_cap_truncates(warehouse_file: Path) -> None:
    url = f"sqlite:///{warehouse_file}"
    capped = run_select(url, "SELECT person_id, gender FROM person ORDER BY person_id", 5, row_cap=10)
    assert capped.columns == ["person_id", "gender"]
    assert [r[0] for r in capped.rows] == list(range(1, 11)) and capped.truncated
    whole = run_select(url, "SELECT person_id FROM person", 5, row_cap=PATIENTS)
    assert len(whole.rows) == PATIENTS and not whole.truncated


# --- Requirements ---------------------------------------------------------------------------


def _requirements(score: float, question: str | None) -> Reply:
    return Reply(
        tool_calls=[
            {
                "name": "record_requirements",
                "arguments": {
                    "population": "Adults with type 2 diabetes",
                    "inclusion_criteria": ["diagnosis of type 2 diabetes"],
                    "exclusion_criteria": [],
                    "variables": ["HbA1c"],
                    "time_window": "2018-2024",
                    "data_format": "CSV",
                    "completeness_score": score,
                    "next_question": question,
                },
            }
        ]
    )


async def test_requirements_turn(env: ActivityEnvironment, acts: ResearchActivities, scripted_llm: ScriptedLLM) -> None:
    scripted_llm.script(_requirements(0.4, "Which lab values do you need?"), _requirements(1.7, None))
    request = RequirementsInput(
        request_id="req-1",
        researcher_request="I need data on diabetics",
        researcher_info={"name": "Dr. Rivera"},
        conversation=[
            LLMMessage(role="assistant", content="Which years?"),
            LLMMessage(role="user", content="2018 to 2024"),
        ],
    )
    turn = await env.run(acts.gather_requirements, request)
    assert turn.completeness_score == 0.4
    assert turn.question == "Which lab values do you need?"
    assert turn.requirements["time_window"] == "2018-2024" and "completeness_score" not in turn.requirements
    sent = scripted_llm.requests[0]["messages"]
    assert [m["content"] for m in sent[-2:]] == ["Which years?", "2018 to 2024"]
    assert "Hemoglobin A1c" in sent[0]["content"], "the prompt says what the warehouse holds"

    done = await env.run(acts.gather_requirements, request.model_copy(update={"feedback": "Add the BMI"}))
    assert done.completeness_score == 1.0 and done.question is None, "the score is clamped to [0, 1]"
    assert "Add the BMI" in messages_of(scripted_llm, 1)


async def test_requirements_output_that_does_not_fit_is_retryable(
    env: ActivityEnvironment, acts: ResearchActivities, scripted_llm: ScriptedLLM
) -> None:
    scripted_llm.script(Reply(tool_calls=[{"name": "record_requirements", "arguments": {"population": "x"}}]))
    with pytest.raises(ApplicationError) as info:
        await env.run(acts.gather_requirements, RequirementsInput(request_id="r", researcher_request="data"))
    assert info.value.type == ErrorCode.LLM_BAD_OUTPUT and not info.value.non_retryable


# --- Feasibility ----------------------------------------------------------------------------


async def test_good_sql_is_feasible_with_the_exact_count(
    env: ActivityEnvironment, acts: ResearchActivities, scripted_llm: ScriptedLLM, warehouse_file: Path
) -> None:
    scripted_llm.script(sql_reply(DIABETES_SQL + ";"))
    result = await env.run(acts.check_feasibility, feasibility_input())
    expected = diabetics(warehouse_file)
    assert result.estimated_cohort_size == expected > 50
    assert result.feasible
    assert result.feasibility_score == min(1.0, expected / 100)
    assert result.phenotype_sql == DIABETES_SQL + ";"
    assert [a.error for a in result.attempts] == [None]
    assert len(scripted_llm.requests) == 1
    assert "condition_occurrence" in messages_of(scripted_llm, 0), "the prompt holds the schema"


async def test_a_failing_sql_goes_back_to_the_llm(
    env: ActivityEnvironment, acts: ResearchActivities, scripted_llm: ScriptedLLM, warehouse_file: Path
) -> None:
    scripted_llm.script(sql_reply("SELECT person_id FROM condition_occurrence WHERE diagnosis = 'T2D'"))
    scripted_llm.script(sql_reply(DIABETES_SQL))
    result = await env.run(acts.check_feasibility, feasibility_input(feedback="Adults only"))
    assert len(result.attempts) == 2
    assert "no such column: diagnosis" in (result.attempts[0].error or "")
    assert result.attempts[1].error is None
    assert result.estimated_cohort_size == diabetics(warehouse_file) and result.feasible
    assert "Adults only" in messages_of(scripted_llm, 0)
    second = messages_of(scripted_llm, 1)
    assert "no such column: diagnosis" in second and "WHERE diagnosis" in second


async def test_feasibility_with_a_model_that_only_follows_a_json_schema(
    env: ActivityEnvironment, tmp_path: Path, scripted_llm: ScriptedLLM, warehouse_file: Path
) -> None:
    settings = make_settings(tmp_path, scripted_llm, f"sqlite:///{warehouse_file}", llm_tool_mode="json_schema")
    scripted_llm.script(
        Reply(content_json={"sql": "SELECT person_id FROM nowhere", "rationale": "a guess"}),
        Reply(content_json={"sql": DIABETES_SQL, "rationale": "diagnosed diabetics"}),
    )
    result = await env.run(ResearchActivities(settings).check_feasibility, feasibility_input())
    assert [a.error is None for a in result.attempts] == [False, True]
    assert result.estimated_cohort_size == diabetics(warehouse_file) and result.feasible
    assert scripted_llm.requests[0]["response_format"]["json_schema"]["name"] == "phenotype_sql"
    assert "no such table: nowhere" in messages_of(scripted_llm, 1)


async def test_three_failed_attempts_fail_saying_why_each_did_not_run(
    env: ActivityEnvironment, tmp_path: Path, scripted_llm: ScriptedLLM, warehouse_file: Path
) -> None:
    """No SQL could count the cohort: not "a cohort of 0" (NOT_FEASIBLE) but a failure that says why."""
    settings = make_settings(tmp_path, scripted_llm, f"sqlite:///{warehouse_file}", sql_timeout_seconds=0.3)
    before = sha256(warehouse_file)
    scripted_llm.script(
        sql_reply("SELECT person_id FROM person; DROP TABLE person"),
        sql_reply("SELECT id FROM patients"),
        sql_reply(SLOW_SQL),
        sql_reply(DIABETES_SQL),  # never asked for: 3 attempts at most
    )
    with pytest.raises(ApplicationError) as info:
        await env.run(ResearchActivities(settings).check_feasibility, feasibility_input())
    error = info.value
    assert error.type == ErrorCode.SQL_FAILED and error.non_retryable
    assert public_detail(error) == (
        "none of the phenotype agent's 3 queries could run: 1. refused: only one statement may run, found 2; "
        "2. it names a table the warehouse does not have; 3. the query ran longer than 0.3 s and was stopped"
    )
    # The whole story (the SQL, the database's words) is for the log, and the LLM had it.
    assert "no such table: patients" in error.message and "DROP TABLE person" in error.message
    assert "no such table: patients" in messages_of(scripted_llm, 2)
    assert len(scripted_llm.requests) == 3 and scripted_llm.pending == 1
    assert sha256(warehouse_file) == before


async def test_refused_sql_is_never_run_by_the_feasibility_agent(
    env: ActivityEnvironment, acts: ResearchActivities, scripted_llm: ScriptedLLM, warehouse_file: Path
) -> None:
    before = sha256(warehouse_file)
    scripted_llm.script(*(sql_reply(sql) for sql in ("DROP TABLE person", "ATTACH DATABASE 'x.db' AS x", "VACUUM")))
    with pytest.raises(ApplicationError) as info:
        await env.run(acts.check_feasibility, feasibility_input())
    assert info.value.type == ErrorCode.SQL_REFUSED and info.value.non_retryable
    assert public_detail(info.value) == (
        "none of the phenotype agent's 3 queries could run: 1. refused: only a SELECT may run, found DROP; "
        "2. refused: only a SELECT may run, found ATTACH; 3. refused: only a SELECT may run, found VACUUM"
    )
    assert sha256(warehouse_file) == before


async def test_a_tiny_cohort_is_not_feasible(
    env: ActivityEnvironment, acts: ResearchActivities, scripted_llm: ScriptedLLM, warehouse_file: Path
) -> None:
    sql = (
        "SELECT c.person_id FROM condition_occurrence c JOIN person p ON p.person_id = c.person_id "
        "WHERE c.condition_name = 'Heart failure' AND p.gender = 'F'"
    )
    scripted_llm.script(sql_reply(sql))
    result = await env.run(acts.check_feasibility, feasibility_input())
    expected = len(
        {
            person_id
            for (person_id, gender) in query(
                warehouse_file,
                "SELECT c.person_id, p.gender FROM condition_occurrence c, person p "
                "WHERE p.person_id = c.person_id AND c.condition_code = 'I50.9'",
            )
            if gender == "F"
        }
    )
    assert 0 < expected < 50
    assert result.estimated_cohort_size == expected and not result.feasible
    assert result.feasibility_score == expected / 100
    assert [a.error for a in result.attempts] == [None]


async def test_an_unreachable_warehouse_is_a_retryable_storage_error(
    env: ActivityEnvironment, tmp_path: Path, scripted_llm: ScriptedLLM
) -> None:
    settings = make_settings(tmp_path, scripted_llm, f"sqlite:///{tmp_path / 'missing.db'}")
    scripted_llm.script(sql_reply(DIABETES_SQL))
    with pytest.raises(ApplicationError) as info:
        await env.run(ResearchActivities(settings).check_feasibility, feasibility_input())
    assert info.value.type == ErrorCode.STORAGE_ERROR and not info.value.non_retryable
    error = raises_application_error(
        lambda: env.run(
            ResearchActivities(settings).extract_data, ExtractionInput(request_id="r", phenotype_sql="SELECT 1")
        ),
        ErrorCode.STORAGE_ERROR,
    )
    assert not error.non_retryable
    assert not (tmp_path / "missing.db").exists(), "a configured warehouse is never generated"


async def test_the_default_warehouse_is_generated_on_first_use(
    env: ActivityEnvironment, tmp_path: Path, scripted_llm: ScriptedLLM
) -> None:
    settings = make_settings(tmp_path, scripted_llm, None)
    scripted_llm.script(sql_reply(DIABETES_SQL))
    result = await env.run(ResearchActivities(settings).check_feasibility, feasibility_input())
    path = tmp_path / "data" / "warehouse.db"
    assert query(path, "SELECT count(*) FROM person") == [(warehouse.DEFAULT_PATIENTS,)]
    assert result.estimated_cohort_size == diabetics(path) and result.feasible


# --- Calendar -------------------------------------------------------------------------------


def parse_ics(raw: bytes) -> list[tuple[str, str]]:
    """(name with parameters, value) of each content line, after checking RFC 5545 framing."""
    text = raw.decode()
    assert text.endswith("\r\n") and "\n" not in text.replace("\r\n", "")
    assert all(len(line.encode()) <= 75 for line in text.split("\r\n"))
    lines = text.replace("\r\n ", "").split("\r\n")[:-1]
    return [tuple(line.split(":", 1)) for line in lines]  # type: ignore[misc]


def kickoff(participants: list[str], not_before: str, minutes: int = 30, request_id: str = "req-1") -> KickoffInput:
    return KickoffInput(
        request_id=request_id, participants=participants, not_before=not_before, duration_minutes=minutes
    )


def test_kickoff_at_the_earliest_common_free_slot(
    env: ActivityEnvironment, acts: ResearchActivities, warehouse_file: Path, research_settings: Settings
) -> None:
    everyone = ["alice@example.org", "Bob@Example.org", "carol@example.org"]
    # Monday: the three are never free together; Tuesday 11:00 is their first common half hour.
    result = env.run(acts.schedule_kickoff, kickoff(everyone, "2030-01-07T08:10:00+00:00"))
    assert (result.start, result.end) == ("2030-01-08T11:00:00+00:00", "2030-01-08T11:30:00+00:00")
    assert result.participants == ["alice@example.org", "bob@example.org", "carol@example.org"]
    path = Path(result.ics_path)
    assert path == research_settings.research_dir / "req-1" / "kickoff.ics"
    first = path.read_bytes()
    lines = parse_ics(first)
    names = [name for name, _ in lines]
    assert (
        names[0:2] == ["BEGIN", "VERSION"] and lines[0] == ("BEGIN", "VCALENDAR") and lines[-1] == ("END", "VCALENDAR")
    )
    assert names.count("BEGIN") == 2 and ("BEGIN", "VEVENT") in lines
    props = dict(lines)
    assert props["VERSION"] == "2.0" and props["METHOD"] == "REQUEST"
    assert props["DTSTART"] == "20300108T110000Z" and props["DTEND"] == "20300108T113000Z"
    assert props["UID"].startswith("kickoff-req-1-")
    assert props["ORGANIZER"] == "mailto:alice@example.org"
    attendees = [value for name, value in lines if name.startswith("ATTENDEE")]
    assert attendees == [f"mailto:{p}" for p in result.participants]

    # A retry: the same slot, the same bytes, no second meeting in the calendar.
    again = env.run(acts.schedule_kickoff, kickoff(everyone, "2030-01-07T08:10:00+00:00"))
    assert again == result and path.read_bytes() == first
    rows = query(warehouse_file, f"SELECT participant_email FROM calendar_event WHERE uid = '{props['UID']}'")
    assert sorted(r[0] for r in rows) == result.participants

    # The meeting is busy time now: another request's kickoff goes around it (and Carol's 11:30).
    other = env.run(acts.schedule_kickoff, kickoff(everyone, "2030-01-07T08:10:00+00:00", request_id="req-2"))
    assert other.start == "2030-01-08T12:00:00+00:00"
    # An hour for all three: 12:30 would run into Alice's 13:00 call, so after it.
    hour = env.run(acts.schedule_kickoff, kickoff(everyone, "2030-01-07T08:10:00Z", minutes=60, request_id="req-3"))
    assert (hour.start, hour.end) == ("2030-01-08T14:00:00+00:00", "2030-01-08T15:00:00+00:00")


def test_kickoff_slot_rules(env: ActivityEnvironment, acts: ResearchActivities) -> None:
    # Alice and Bob alone on Monday: Alice until 11:00, then Bob until 12:30.
    pair = env.run(acts.schedule_kickoff, kickoff(["alice@example.org", "bob@example.org"], "2030-01-07T09:00:00"))
    assert pair.start == "2030-01-07T12:30:00+00:00"
    # Someone with no meetings, asked on a Friday after hours: Monday 09:00.
    free = env.run(acts.schedule_kickoff, kickoff(["dave@example.org"], "2030-01-11T16:45:00Z", request_id="req-2"))
    assert free.start == "2030-01-14T09:00:00+00:00"
    # Not on the half-hour grid: rounded up.
    later = env.run(acts.schedule_kickoff, kickoff(["erin@example.org"], "2030-01-14T10:01:00Z", request_id="req-3"))
    assert later.start == "2030-01-14T10:30:00+00:00"
    error = raises_application_error(
        lambda: env.run(acts.schedule_kickoff, kickoff([], "2030-01-14T10:00:00Z")), ErrorCode.INVALID_RESEARCH_INPUT
    )
    assert error.non_retryable
    raises_application_error(
        lambda: env.run(acts.schedule_kickoff, kickoff(["a@example.org"], "2030-01-14T10:00:00Z", request_id="../x")),
        ErrorCode.INVALID_RESEARCH_INPUT,
    )


def test_a_rescheduled_kickoff_replaces_the_earlier_one(
    env: ActivityEnvironment, acts: ResearchActivities, warehouse_file: Path
) -> None:
    first = env.run(acts.schedule_kickoff, kickoff(["dave@example.org"], "2030-01-14T09:00:00Z"))
    second = env.run(acts.schedule_kickoff, kickoff(["dave@example.org"], "2030-01-15T09:00:00Z"))
    assert (first.start, second.start) == ("2030-01-14T09:00:00+00:00", "2030-01-15T09:00:00+00:00")
    rows = query(warehouse_file, "SELECT start_time FROM calendar_event WHERE request_id = 'req-1'")
    assert len(rows) == 1 and rows[0][0].startswith("2030-01-15 09:00")


# Text that would add lines (ATTENDEE, ORGANIZER, ATTACH, a second VEVENT) or parameters to an
# invite written without escaping.
HOSTILE = [
    "x\r\nATTENDEE:mailto:mallory@evil.example",
    "x\nORGANIZER:mailto:mallory@evil.example",
    "x\rATTACH:https://evil.example/payload",
    "x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:injected\r\nSUMMARY:a second event",
    'x";ROLE=CHAIR;X-EVIL="1:mailto:mallory@evil.example',
    "x\u2028ATTENDEE:mailto:mallory@evil.example\x85ATTACH:x\x00\x1b[31m\\n,;",
]


@pytest.mark.parametrize("hostile", HOSTILE)
def test_the_invite_writer_escapes_hostile_text(hostile: str) -> None:
    participants = ["dana@example.org", "alice@example.org"]
    names = {"dana@example.org": f"Dana {hostile}", "alice@example.org": hostile}
    raw = kickoff_ics(
        "kickoff-req-1-abc@durable-agents",
        f"Kickoff {hostile}",
        f"About {hostile}",
        datetime(2030, 1, 8, 11),
        datetime(2030, 1, 8, 11, 30),
        participants,
        names,
        stamp=datetime(2030, 1, 7, 9),
    )
    parse_ics(raw)  # RFC 5545 framing: CRLF lines of at most 75 octets
    calendar = Calendar.from_ical(raw)
    assert [c.name for c in calendar.walk()] == ["VCALENDAR", "VEVENT"]
    assert set(calendar) == {"PRODID", "VERSION", "CALSCALE", "METHOD"}
    (event,) = calendar.walk("VEVENT")
    assert set(event) == {
        "UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY", "DESCRIPTION", "ORGANIZER", "ATTENDEE", "STATUS", "SEQUENCE",
    }  # fmt: skip
    assert str(event["UID"]) == "kickoff-req-1-abc@durable-agents"
    assert str(event["ORGANIZER"]) == "mailto:dana@example.org" and event["ORGANIZER"].params["CN"].startswith("Dana")
    attendees = event["ATTENDEE"]
    assert [str(a) for a in attendees] == [f"mailto:{p}" for p in participants]
    for attendee in attendees:
        assert set(attendee.params) == {"CN", "ROLE", "PARTSTAT", "RSVP"}
        assert "\n" not in attendee.params["CN"]  # a name is one line
    # The text is kept as text (its line breaks too), only control characters are dropped.
    printable = re.sub(r"[\x00-\x1f\x85\u2028]", "", f"Kickoff {hostile}")
    assert str(event["SUMMARY"]).replace("\n", "") == printable
    assert not any(ord(c) < 32 and c != "\n" for c in str(event["DESCRIPTION"]))


def test_a_participant_that_is_not_an_email_is_refused_before_the_invite(
    env: ActivityEnvironment, acts: ResearchActivities, research_settings: Settings
) -> None:
    hostile = "dana@example.org\r\nATTENDEE:mailto:mallory@evil.example"
    for participant in (hostile, "dana@example.org;ROLE=CHAIR", "Dana <dana@example.org>"):
        error = raises_application_error(
            lambda p=participant: env.run(
                acts.schedule_kickoff, kickoff(["alice@example.org", p], "2030-01-14T09:00:00Z")
            ),
            ErrorCode.INVALID_RESEARCH_INPUT,
        )
        assert error.non_retryable and public_detail(error) == "participant 2 of the kickoff is not an email address"
    assert not (research_settings.research_dir / "req-1" / "kickoff.ics").exists()
    # Display names go into the invite as names (CN), escaped.
    request = kickoff(["dana@example.org", "alice@example.org"], "2030-01-14T09:00:00Z")
    request.names = {"Dana@Example.org": "Dana\r\nATTENDEE:mailto:mallory@evil.example"}
    result = env.run(acts.schedule_kickoff, request)
    (event,) = Calendar.from_ical(Path(result.ics_path).read_bytes()).walk("VEVENT")
    assert [str(a) for a in event["ATTENDEE"]] == ["mailto:dana@example.org", "mailto:alice@example.org"]
    assert event["ATTENDEE"][0].params["CN"] == "Dana ATTENDEE:mailto:mallory@evil.example"
    assert "CN" not in event["ATTENDEE"][1].params


# --- Extraction, QA, delivery ---------------------------------------------------------------


def read_csv(path: Path) -> tuple[list[str], list[list[str]]]:
    with path.open(newline="") as f:
        header, *rows = list(csv.reader(f))
    return header, rows


def extract(
    env: ActivityEnvironment, acts: ResearchActivities, sql: str, request_id: str = "req-1"
) -> ExtractionResult:
    return env.run(acts.extract_data, ExtractionInput(request_id=request_id, phenotype_sql=sql))


def test_extraction_writes_csv_and_parquet(
    env: ActivityEnvironment, acts: ResearchActivities, warehouse_file: Path, research_settings: Settings
) -> None:
    result = extract(env, acts, DIABETES_SQL)
    expected = diabetics(warehouse_file)
    assert result.row_count == expected and not result.truncated
    assert result.columns == ["person_id", "gender", "year_of_birth"]
    csv_path = Path(result.csv_path)
    assert csv_path == research_settings.research_dir / "req-1" / "extract.csv"
    header, rows = read_csv(csv_path)
    assert header == result.columns and len(rows) == expected
    table = pq.read_table(result.parquet_path)
    assert table.num_rows == expected and table.column_names == result.columns
    assert str(table.schema.field("person_id").type) == "int64"
    assert sorted(table.column("person_id").to_pylist()) == sorted(int(r[0]) for r in rows)
    # A retry writes the same files again.
    before = sha256(csv_path)
    assert extract(env, acts, DIABETES_SQL) == result and sha256(csv_path) == before
    assert sorted(p.name for p in csv_path.parent.iterdir()) == ["extract.csv", "extract.parquet"]


def test_extraction_of_refused_or_failing_sql_is_not_retried(
    env: ActivityEnvironment, acts: ResearchActivities, warehouse_file: Path, tmp_path: Path, scripted_llm: ScriptedLLM
) -> None:
    before = sha256(warehouse_file)
    refused = raises_application_error(lambda: extract(env, acts, "DROP TABLE person"), ErrorCode.SQL_REFUSED)
    assert refused.non_retryable and sha256(warehouse_file) == before
    assert public_detail(refused) == "only a SELECT may run, found DROP"
    failed = raises_application_error(lambda: extract(env, acts, "SELECT nope FROM person"), ErrorCode.SQL_FAILED)
    assert failed.non_retryable
    # The client is told what kind of failure, never the database's words about the SQL.
    assert public_detail(failed) == "it names a column the warehouse does not have"
    assert "no such column: nope" in failed.message
    slow = ResearchActivities(
        make_settings(tmp_path, scripted_llm, f"sqlite:///{warehouse_file}", sql_timeout_seconds=0.3)
    )
    # Too slow on a warehouse that answers the reference query at once: the query's own fault.
    timed_out = raises_application_error(lambda: extract(env, slow, SLOW_SQL), ErrorCode.SQL_FAILED)
    assert timed_out.non_retryable
    assert public_detail(timed_out) == "the query ran longer than 0.3 s and was stopped"


def test_row_cap_truncates_the_extract_and_qa_says_so(
    env: ActivityEnvironment, tmp_path: Path, scripted_llm: ScriptedLLM, warehouse_file: Path
) -> None:
    acts = ResearchActivities(make_settings(tmp_path, scripted_llm, f"sqlite:///{warehouse_file}", sql_row_cap=25))
    result = extract(env, acts, "SELECT person_id, gender FROM person ORDER BY person_id")
    assert result.row_count == 25 and result.truncated
    assert len(read_csv(Path(result.csv_path))[1]) == 25
    report = env.run(acts.run_qa, QAInput(request_id="req-1", extraction=result, estimated_cohort_size=PATIENTS))
    assert report.overall_status == "failed"
    assert {c.name: c.passed for c in report.checks}["complete"] is False


def test_qa_passes_a_clean_extract(env: ActivityEnvironment, acts: ResearchActivities, warehouse_file: Path) -> None:
    result = extract(env, acts, DIABETES_SQL)
    report = env.run(
        acts.run_qa, QAInput(request_id="req-1", extraction=result, estimated_cohort_size=diabetics(warehouse_file))
    )
    assert report.overall_status == "passed", report.checks
    assert {c.name for c in report.checks} == {
        "not_empty", "complete", "cohort_size", "null_rates", "duplicates", "no_direct_identifiers",
    }  # fmt: skip
    assert report.row_count == result.row_count and report.duplicate_rows == 0
    assert report.null_rates == {"person_id": 0.0, "gender": 0.0, "year_of_birth": 0.0}
    assert report.identifier_columns == []
    # 20% off the estimate: the count check fails.
    off = env.run(
        acts.run_qa,
        QAInput(request_id="req-1", extraction=result, estimated_cohort_size=int(result.row_count * 1.25)),
    )
    assert off.overall_status == "failed"
    assert [c.name for c in off.checks if not c.passed] == ["cohort_size"]


def test_qa_fails_on_direct_identifiers(env: ActivityEnvironment, acts: ResearchActivities) -> None:
    sql = "SELECT person_id, person_name, phone_number, ssn, email, year_of_birth FROM person WHERE person_id <= 60"
    report = env.run(
        acts.run_qa, QAInput(request_id="req-1", extraction=extract(env, acts, sql), estimated_cohort_size=60)
    )
    assert report.overall_status == "failed"
    assert report.identifier_columns == ["person_name", "phone_number", "ssn", "email"]
    failed = [c for c in report.checks if not c.passed]
    assert [c.name for c in failed] == ["no_direct_identifiers"] and "SSN-like values" in failed[0].detail

    # Renamed columns are caught by their values.
    sneaky = (
        "SELECT person_id, ssn AS code, phone_number AS contact, person_name AS label FROM person WHERE person_id <= 60"
    )
    report = env.run(
        acts.run_qa, QAInput(request_id="req-1", extraction=extract(env, acts, sneaky), estimated_cohort_size=60)
    )
    assert report.identifier_columns == ["code", "contact", "label"]


def test_qa_fails_on_duplicates_and_empty_columns(
    env: ActivityEnvironment, acts: ResearchActivities, warehouse_file: Path
) -> None:
    sql = (
        "SELECT c.person_id, p.gender, NULL AS hba1c FROM condition_occurrence c "
        "JOIN person p ON p.person_id = c.person_id WHERE c.condition_code = 'E11.9'"
    )
    result = extract(env, acts, sql)
    report = env.run(
        acts.run_qa, QAInput(request_id="req-1", extraction=result, estimated_cohort_size=diabetics(warehouse_file))
    )
    assert report.overall_status == "failed"
    assert report.duplicate_rows == result.row_count - diabetics(warehouse_file) > 0
    assert report.null_rates["hba1c"] == 1.0
    assert [c.name for c in report.checks if not c.passed] == ["null_rates", "duplicates"]


def test_qa_of_a_missing_extract(env: ActivityEnvironment, acts: ResearchActivities) -> None:
    extraction = ExtractionResult(csv_path="/nowhere/extract.csv", row_count=1, columns=["person_id"])
    error = raises_application_error(
        lambda: env.run(acts.run_qa, QAInput(request_id="req-9", extraction=extraction, estimated_cohort_size=1)),
        ErrorCode.EXTRACT_MISSING,
    )
    assert error.non_retryable


def test_delivery_with_a_checksummed_manifest(
    env: ActivityEnvironment, acts: ResearchActivities, research_settings: Settings
) -> None:
    extraction = extract(env, acts, DIABETES_SQL)
    request = DeliveryInput(request_id="req-1", extraction=extraction, recipient="dr.rivera@example.org")
    result = env.run(acts.deliver_data, request)
    delivery = research_settings.research_dir / "req-1" / "delivery"
    assert Path(result.delivery_dir) == delivery
    assert sorted(p.name for p in delivery.iterdir()) == ["extract.csv", "extract.parquet", "manifest.json"]
    manifest = json.loads(Path(result.manifest_path).read_text())
    assert manifest["recipient"] == "dr.rivera@example.org" and manifest["request_id"] == "req-1"
    assert manifest["delivered_at"] == result.delivered_at
    for entry in manifest["files"]:
        path = delivery / entry["name"]
        assert entry["sha256"] == sha256(path) == sha256(Path(getattr(extraction, f"{path.suffix[1:]}_path")))
        assert entry["bytes"] == path.stat().st_size
    assert [f.model_dump() for f in result.files] == manifest["files"]
    # A retry: the same manifest, the first delivery time kept.
    before = Path(result.manifest_path).read_bytes()
    assert env.run(acts.deliver_data, request) == result
    assert Path(result.manifest_path).read_bytes() == before


def test_delivery_without_an_extract(env: ActivityEnvironment, acts: ResearchActivities) -> None:
    extraction = ExtractionResult(csv_path="x", parquet_path="y", row_count=0, columns=[])
    raises_application_error(
        lambda: env.run(acts.deliver_data, DeliveryInput(request_id="req-8", extraction=extraction, recipient="r")),
        ErrorCode.EXTRACT_MISSING,
    )


def hidden_files(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob(".*"))


def test_the_next_attempt_removes_what_a_crashed_attempt_left_half_written(
    env: ActivityEnvironment, acts: ResearchActivities, research_settings: Settings, warehouse_file: Path
) -> None:
    """A worker killed while it wrote left hidden partial files (up to 12.6 MB of
    `.extract.csv.<random>` next to a delivery manifest were found): the next attempt removes
    them before it writes, and its own files are whole."""
    folder = research_settings.research_dir / "req-crash"
    (folder / "delivery").mkdir(parents=True)
    cut = "person_id,gender,year_of_birth\n1,FEMALE,19"
    left = [
        ".extract.csv.q8v_7z0a",  # as the code before named them
        ".extract.csv.attempt-1.k2j3h4l5",
        ".extract.parquet.attempt-1.m6n7b8v9",
        "delivery/.extract.csv.attempt-3.c1x2z3a4",
        "delivery/.manifest.json.attempt-1.p0o9i8u7",
    ]
    for name in left:
        (folder / name).write_text(cut)
    env.info = dataclasses.replace(env.info, attempt=2)

    extraction = extract(env, acts, DIABETES_SQL, "req-crash")
    assert hidden_files(folder) == []
    assert len(read_csv(Path(extraction.csv_path))[1]) == extraction.row_count == diabetics(warehouse_file)

    (folder / "delivery" / ".extract.parquet.attempt-1.w2e3r4t5").write_text(cut)  # a delivery that crashed
    request = DeliveryInput(request_id="req-crash", extraction=extraction, recipient="dr.rivera@example.org")
    delivered = env.run(acts.deliver_data, request)
    assert hidden_files(folder) == []
    assert sorted(p.name for p in (folder / "delivery").iterdir()) == [
        "extract.csv",
        "extract.parquet",
        "manifest.json",
    ]
    for entry in delivered.files:
        assert entry.sha256 == sha256(folder / "delivery" / entry.name) == sha256(folder / entry.name)


def test_an_attempt_that_fails_while_writing_leaves_no_partial_file(
    env: ActivityEnvironment, acts: ResearchActivities, research_settings: Settings
) -> None:
    extraction = extract(env, acts, DIABETES_SQL, "req-blocked")
    delivery = research_settings.research_dir / "req-blocked" / "delivery"
    (delivery / "extract.csv").mkdir(parents=True)  # the copy, written whole, cannot take its place
    request = DeliveryInput(request_id="req-blocked", extraction=extraction, recipient="dr.rivera@example.org")
    failed = raises_application_error(lambda: env.run(acts.deliver_data, request), ErrorCode.STORAGE_ERROR)
    assert not failed.non_retryable and public_detail(failed) == "cannot write extract.csv"
    assert hidden_files(delivery.parent) == []


async def test_every_research_activity_heartbeats(
    acts: ResearchActivities, research_settings: Settings, scripted_llm: ScriptedLLM
) -> None:
    """The workflow gives each a heartbeat timeout (5 s), so that a crashed worker's attempt is
    retried seconds later, not after its start-to-close timeout (10 minutes for the data agents);
    an activity that did not heartbeat would be given up for dead after 5 s of work."""
    env = ActivityEnvironment()
    env.info = dataclasses.replace(env.info, heartbeat_timeout=timedelta(seconds=3))
    beats: list[str] = []
    env.on_heartbeat = lambda *_details: beats.append(running)
    scripted_llm.script(_requirements(0.9, None), sql_reply(DIABETES_SQL))
    db_url = research_settings.resolved_database_url
    tenant, _key = tenancy.create_tenant(db_url, "Heartbeats")
    research_store.create_request(db_url, "req-1", tenant.id, "Adults with type 2 diabetes", ["a@example.org"])
    notice = ApprovalNotice(
        request_id="req-1",
        tenant_id=tenant.id,
        gate=ResearchState.QA_REVIEW,
        summary="QA passed",
        approvers=["a@example.org"],
        deadline="2030-01-10T09:00:00+00:00",
    )

    running = "gather_requirements"
    await env.run(acts.gather_requirements, RequirementsInput(request_id="req-1", researcher_request="diabetics"))
    running = "check_feasibility"
    feasibility = await env.run(acts.check_feasibility, feasibility_input())
    running = "schedule_kickoff"
    kickoff = KickoffInput(request_id="req-1", participants=["a@example.org"], not_before="2030-01-07T09:00:00")
    await asyncio.to_thread(env.run, acts.schedule_kickoff, kickoff)
    running = "extract_data"
    extraction = await asyncio.to_thread(extract, env, acts, DIABETES_SQL)
    running = "run_qa"
    qa = QAInput(request_id="req-1", extraction=extraction, estimated_cohort_size=feasibility.estimated_cohort_size)
    await asyncio.to_thread(env.run, acts.run_qa, qa)
    running = "deliver_data"
    delivery = DeliveryInput(request_id="req-1", extraction=extraction, recipient="a@example.org")
    await asyncio.to_thread(env.run, acts.deliver_data, delivery)
    running = "save_research_progress"
    progress = ResearchProgress(
        request_id="req-1", tenant_id=tenant.id, current_state=ResearchState.COMPLETE, pending_gate=None, state={}
    )
    await asyncio.to_thread(env.run, acts.save_research_progress, progress)
    decided = ApprovalNoticeDecided(
        request_id="req-1", gate=ResearchState.QA_REVIEW, decision="approve", approver="a@example.org", reason="ok"
    )
    with SlackServer(TOKEN) as server:
        slack = SlackActivities(with_slack(research_settings, server))
        running = "post_approval_request"
        await env.run(slack.post_approval_request, notice)
        running = "update_approval_message"
        await env.run(slack.update_approval_message, decided)

    assert list(dict.fromkeys(beats)) == [
        "gather_requirements",
        "check_feasibility",
        "schedule_kickoff",
        "extract_data",
        "run_qa",
        "deliver_data",
        "save_research_progress",
        "post_approval_request",
        "update_approval_message",
    ]


# --- PostgreSQL (a throwaway cluster) ------------------------------------------------------


async def test_postgres_warehouse(
    env: ActivityEnvironment, tmp_path: Path, scripted_llm: ScriptedLLM, postgres_url: str
) -> None:
    url = create_database(postgres_url, "warehouse")
    warehouse.generate(url, patients=PATIENTS, seed=SEED, calendar_start=CALENDAR_START)
    acts = ResearchActivities(make_settings(tmp_path, scripted_llm, url, sql_timeout_seconds=0.5))
    scripted_llm.script(sql_reply("SELECT person_id FROM person; DROP TABLE person"), sql_reply(DIABETES_SQL))
    result = await env.run(acts.check_feasibility, feasibility_input())
    assert [a.error is None for a in result.attempts] == [False, True]
    assert result.feasible and result.estimated_cohort_size > 50
    for sql in ("WITH gone AS (DELETE FROM person RETURNING *) SELECT * FROM gone", "SELECT pg_sleep(5)"):
        with pytest.raises(RefusedSql):
            run_select(url, sql, 1, 10)
    with pytest.raises(QueryTimeout):
        run_select(url, SLOW_SQL, 0.5, 10)
    extraction = extract(env, acts, DIABETES_SQL + " AND c.condition_name LIKE '%diabetes%'")
    assert extraction.row_count == result.estimated_cohort_size
    capped = run_select(url, "SELECT person_id FROM person ORDER BY person_id", 5, row_cap=7)
    assert len(capped.rows) == 7 and capped.truncated
    slot = env.run(acts.schedule_kickoff, kickoff(list(warehouse.DEMO_PARTICIPANTS), "2030-01-07T08:00:00Z"))
    assert slot.start == "2030-01-08T11:00:00+00:00"
    assert env.run(acts.schedule_kickoff, kickoff(list(warehouse.DEMO_PARTICIPANTS), "2030-01-07T08:00:00Z")) == slot


async def test_an_overloaded_warehouse_is_told_apart_from_a_slow_query(
    env: ActivityEnvironment, tmp_path: Path, scripted_llm: ScriptedLLM, postgres_url: str
) -> None:
    """A query stopped by its deadline while a reference query cannot finish either (here a
    maintenance job holds a lock on `person`) is a temporary failure that is retried, not a
    refused SQL nor "a cohort of 0"; a query that is slow on its own is the query's fault."""
    url = create_database(postgres_url, "busy_warehouse")
    warehouse.generate(url, patients=60, seed=SEED, calendar_start=CALENDAR_START)
    acts = ResearchActivities(make_settings(tmp_path, scripted_llm, url, sql_timeout_seconds=0.5))
    busy = "the warehouse is overloaded: the query ran longer than 0.5 s and a reference query longer than 0.5 s"
    maintenance = create_engine(url, poolclass=NullPool)
    try:
        with maintenance.connect() as conn:
            conn.execute(text("LOCK TABLE person IN ACCESS EXCLUSIVE MODE"))  # held until the block ends
            with pytest.raises(WarehouseBusy, match="overloaded"):
                run_select(url, "SELECT person_id FROM person", 0.5, 10)
            extracting = raises_application_error(lambda: extract(env, acts, DIABETES_SQL), ErrorCode.STORAGE_ERROR)
            assert not extracting.non_retryable and extracting.next_retry_delay == BUSY_RETRY_DELAY
            assert public_detail(extracting) == busy
            scripted_llm.script(sql_reply(DIABETES_SQL))
            with pytest.raises(ApplicationError) as feasibility:
                await env.run(acts.check_feasibility, feasibility_input())
            assert feasibility.value.type == ErrorCode.STORAGE_ERROR and not feasibility.value.non_retryable
            assert public_detail(feasibility.value) == busy
            assert len(scripted_llm.requests) == 1, "the LLM is not asked to rewrite a query that was fine"
    finally:
        maintenance.dispose()
    # The lock is gone: the same work succeeds (what a retry does).
    assert extract(env, acts, DIABETES_SQL).row_count > 0
    with pytest.raises(QueryTimeout):
        run_select(url, SLOW_SQL, 0.5, 10)
