"""The research agents' enumerated style (`LLM_DECISION_STYLE=enumerated`, `research.choices`):
the options a decision offers, the requirements code writes from a choice, every cohort's SQL
run on a generated warehouse (SQLite, and PostgreSQL), the activities with the scripted LLM
answering in JSON, and one request through the real workflow and API."""

from __future__ import annotations

import asyncio
import csv
import itertools
import json
import sqlite3
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from temporalio.client import Client
from temporalio.exceptions import ApplicationError
from temporalio.testing import ActivityEnvironment

from activities.llm import bounded_schema, strict_schema
from activities.research.pipeline import ResearchActivities
from durable_agents.errors import ErrorCode
from durable_agents.llm_types import LLMMessage, TokenUsage
from durable_agents.research import choices, warehouse
from durable_agents.research.choices import ALL_PATIENTS, ANY, NO_DRUG, NOT_SAID, CohortChoice, RequirementsChoice
from durable_agents.research.contract import PUBLIC_DETAIL, FeasibilityInput, RequirementsInput, ResearchState
from durable_agents.research.sql_safety import check_select, run_select
from durable_agents.research.start import start_research_request
from durable_agents.settings import Settings
from tests.conftest import TenantClient
from tests.research.test_research_data import CALENDAR_START, PATIENTS, SEED, make_settings
from tests.research.test_research_request import (  # noqa: F401 (the fixture ends the requests a test started)
    APPROVERS,
    STARTED,
    _end_unfinished_requests,
    decide,
    state_of,
    until,
)
from tests.support.postgres import create_database
from tests.support.scripted_llm import Reply, ScriptedLLM
from worker import build_worker

S = ResearchState
CONDITIONS = [c.name for c in warehouse.CONDITIONS]
DIABETES = "Type 2 diabetes mellitus"


@pytest.fixture(scope="module")
def warehouse_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("choices") / "warehouse.db"
    warehouse.generate(f"sqlite:///{path}", patients=PATIENTS, seed=SEED, calendar_start=CALENDAR_START)
    return path


@pytest.fixture
def enumerated(tmp_path: Path, scripted_llm: ScriptedLLM, warehouse_file: Path) -> ResearchActivities:
    """The research activities as `dev` runs them on the embedded model: JSON-schema decisions, enumerated."""
    settings = make_settings(
        tmp_path,
        scripted_llm,
        f"sqlite:///{warehouse_file}",
        llm_tool_mode="json_schema",
        llm_decision_style="enumerated",
    )
    return ResearchActivities(settings)


def requirements_input(request: str, *answers: str, feedback: str = "") -> RequirementsInput:
    conversation = []
    for answer in answers:
        conversation += [
            LLMMessage(role="assistant", content=choices.QUESTIONS["condition"]),
            LLMMessage(role="user", content=answer),
        ]
    return RequirementsInput(
        request_id="req-1", researcher_request=request, conversation=conversation, feedback=feedback
    )


def decision(name: str, reply: dict[str, Any], marker: str = "") -> Reply:
    """The scripted model's JSON for the decision `name`, only for a request whose messages hold `marker`."""

    def match(body: dict[str, Any]) -> bool:
        asked = (body.get("response_format") or {}).get("json_schema", {}).get("name")
        return asked == name and marker in json.dumps(body["messages"])

    return Reply(content_json=reply, match=match)


# --- The options a decision offers ------------------------------------------------------------


def test_a_decision_offers_what_the_researchers_words_name() -> None:
    options = choices.requirements_options(
        requirements_input("Diabetics and their HbA1c, sex, BMI and blood pressure, as comma-separated values")
    )
    assert options.conditions == (DIABETES,)
    assert options.variables == (
        "gender",
        "Hemoglobin A1c",
        "Systolic blood pressure",
        "Diastolic blood pressure",
        "Body mass index",
    )
    assert options.formats == ("CSV",)
    # Nothing named: the neutral options alone, and no variable may be chosen.
    nothing = choices.requirements_options(requirements_input("Some data please"))
    assert (nothing.conditions, nothing.variables, nothing.formats) == ((NOT_SAID,), (), (NOT_SAID,))
    assert choices.requirements_options(requirements_input("Everyone's eGFR")).conditions == (ALL_PATIENTS,)
    # The answers count, the agent's questions (which list every option) do not.
    answered = choices.requirements_options(requirements_input("Some data please", "COPD patients in Parquet"))
    assert (answered.conditions, answered.formats) == (("Chronic obstructive pulmonary disease",), ("Parquet",))
    assert choices.requirements_options(requirements_input("Data", feedback="use hypertension")).conditions == (
        "Essential hypertension",
    )


def test_a_cohort_offers_the_refinements_named_and_the_approved_condition() -> None:
    def options(request: str, requirements: dict[str, Any] | None = None, feedback: str = "") -> choices.CohortOptions:
        return choices.cohort_options(
            FeasibilityInput(
                request_id="r", researcher_request=request, requirements=requirements or {}, feedback=feedback
            )
        )

    named = options("Women over 65 with heart failure or diabetes on furosemide")
    assert (named.conditions, named.drugs, named.genders, named.ages) == (
        (DIABETES, "Heart failure"),
        ("furosemide",),
        ("female",),
        ("65 and over",),
    )
    # The requirements narrowed the request's two conditions to one.
    narrowed = options("Heart failure or diabetes", {"population": "Patients with Heart failure"})
    assert narrowed.conditions == ("Heart failure",)
    # Naming every option of a field is naming none; a field nothing names is neutral.
    plain = options("Men and women with asthma, young and middle-aged and elderly")
    assert (plain.conditions, plain.drugs, plain.genders, plain.ages) == (("Asthma",), (NO_DRUG,), (ANY,), (ANY,))
    assert options("Any patient").conditions == (ALL_PATIENTS,)
    assert options("Asthma", feedback="only those on insulin, aged 40 to 64").drugs == ("insulin glargine",)


def test_every_schema_is_enums_only_with_a_token_budget_that_fits() -> None:
    for request in ("Some data please", "Diabetics, their age, sex, race, ethnicity, BMI, LDL, eGFR, A1c and BP"):
        options = choices.requirements_options(requirements_input(request))
        schema = bounded_schema(strict_schema(choices.requirements_schema(options).model_json_schema()))
        fields = schema["properties"]
        assert {"enum", "const"} & fields["condition"].keys() and {"enum", "const"} & fields["data_format"].keys()
        assert {"enum", "const"} & fields["variables"]["items"].keys()
        assert fields["variables"]["maxItems"] == min(choices.MAX_VARIABLES, len(options.variables))
        longest = {
            "condition": max(options.conditions, key=len),
            "variables": [max(options.variables or ("",), key=len)] * fields["variables"]["maxItems"],
            "data_format": max(options.formats, key=len),
        }
        # At worst one token a character, plus whitespace between tokens: well under the embedded model's 256.
        assert len(json.dumps(longest)) // 2 < choices.requirements_budget(options) <= 256
    cohort = choices.cohort_options(FeasibilityInput(request_id="r", researcher_request="x", requirements={}))
    assert set(strict_schema(choices.cohort_schema(cohort).model_json_schema())["properties"]) == {
        "condition",
        "drug",
        "gender",
        "age",
    }
    assert choices.cohort_budget(cohort) <= 256


# --- Requirements written by code -------------------------------------------------------------


def test_requirements_completeness_and_the_next_question() -> None:
    usage = TokenUsage(prompt_tokens=5, completion_tokens=3, total_tokens=8)
    empty = choices.requirements_turn(RequirementsChoice(condition=NOT_SAID, variables=[], data_format=NOT_SAID), usage)
    assert empty.completeness_score == 0 and empty.question == choices.QUESTIONS["condition"]
    assert all(name in empty.question for name in CONDITIONS) and empty.usage == usage
    assert empty.requirements["population"] == "not said yet" and empty.requirements["inclusion_criteria"] == []
    two_missing = choices.requirements_turn(
        RequirementsChoice(condition=ALL_PATIENTS, variables=[], data_format=NOT_SAID), usage
    )
    assert two_missing.completeness_score == 0.33 and two_missing.question == choices.QUESTIONS["variables"]
    assert "Hemoglobin A1c" in two_missing.question and two_missing.requirements["population"] == "All patients"
    one_missing = choices.requirements_turn(
        RequirementsChoice(condition=DIABETES, variables=["eGFR", "eGFR"], data_format=NOT_SAID), usage
    )
    assert one_missing.completeness_score == 0.67
    assert one_missing.question == "Which file format do you need: CSV or Parquet?"
    complete = choices.requirements_turn(
        RequirementsChoice(condition=DIABETES, variables=["eGFR", "gender", "eGFR"], data_format="Parquet"), usage
    )
    assert complete.completeness_score == 1 and complete.question is None
    assert complete.requirements == {
        "population": "Patients with Type 2 diabetes mellitus",
        "inclusion_criteria": ["a diagnosis of Type 2 diabetes mellitus (E11.9)"],
        "exclusion_criteria": [],
        "variables": ["eGFR", "gender"],
        "time_window": "2015-2024 (all the warehouse holds)",
        "data_format": "Parquet",
    }


# --- The cohort's SQL ---------------------------------------------------------------------------


def every_cohort() -> Iterator[CohortChoice]:
    for condition, drug, gender, age in itertools.product(
        [*CONDITIONS, ALL_PATIENTS],
        [NO_DRUG, *warehouse.DRUGS],
        [ANY, *choices.GENDERS],
        [ANY, *choices.AGE_BANDS],
    ):
        yield CohortChoice(condition=condition, drug=drug, gender=gender, age=age)


class Patients:
    """The warehouse's patients, read once: each cohort is worked out in Python from them, not from SQL."""

    def __init__(self, path: Path) -> None:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
            self.people = conn.execute("SELECT person_id, gender, year_of_birth FROM person").fetchall()
            self.diagnosed = set(conn.execute("SELECT condition_name, person_id FROM condition_occurrence"))
            self.exposed = set(conn.execute("SELECT drug_name, person_id FROM drug_exposure"))

    def cohort(self, choice: CohortChoice) -> set[int]:
        bands = {"under 40": range(0, 40), "40 to 64": range(40, 65), "65 and over": range(65, 200)}
        return {
            person_id
            for person_id, gender, born in self.people
            if (choice.condition == ALL_PATIENTS or (choice.condition, person_id) in self.diagnosed)
            and (choice.drug == NO_DRUG or (choice.drug, person_id) in self.exposed)
            and (choice.gender == ANY or gender == choices.GENDERS[choice.gender])
            and (choice.age == ANY or warehouse.REFERENCE_YEAR - born in bands[choice.age])
        }


def test_every_cohort_choice_is_one_select_that_selects_its_patients(warehouse_file: Path) -> None:
    url, patients = f"sqlite:///{warehouse_file}", Patients(warehouse_file)
    for choice in every_cohort():
        sql = choices.cohort_sql(choice, [])
        assert check_select(sql, "sqlite") == sql == check_select(sql, "postgresql"), choice
        result = run_select(url, sql, 5, PATIENTS)
        assert result.columns == ["person_id"]
        found = [person_id for (person_id,) in result.rows]
        assert len(found) == len(set(found)) and set(found) == patients.cohort(choice), choice


def test_the_variables_are_columns_of_one_row_per_patient(warehouse_file: Path) -> None:
    choice = CohortChoice(condition=DIABETES, drug="metformin", gender="female", age="65 and over")
    result = run_select(f"sqlite:///{warehouse_file}", choices.cohort_sql(choice, list(choices.VARIABLES)), 5, PATIENTS)
    assert result.columns == [
        "person_id",
        "gender",
        "year_of_birth",
        "race",
        "ethnicity",
        "hemoglobin_a1c_mean",
        "systolic_blood_pressure_mean",
        "diastolic_blood_pressure_mean",
        "body_mass_index_mean",
        "ldl_cholesterol_mean",
        "egfr_mean",
    ]
    rows = {row[0]: row for row in result.rows}
    assert set(rows) == Patients(warehouse_file).cohort(choice) and len(rows) == len(result.rows) > 0
    assert {row[1] for row in result.rows} == {"F"}
    # A patient's measurement column is the mean of their values.
    person_id = next(iter(rows))
    with sqlite3.connect(f"file:{warehouse_file}?mode=ro", uri=True) as conn:
        values = [v for (v,) in conn.execute(
            "SELECT value_as_number FROM measurement WHERE person_id = ? AND measurement_name = 'Hemoglobin A1c'",
            (person_id,),
        )]  # fmt: skip
    assert rows[person_id][5] == (pytest.approx(sum(values) / len(values)) if values else None)
    # Requirements gathered in the open style hold free text: only catalogue names become columns.
    assert choices.catalogue_variables({"variables": ["HbA1c values", "eGFR", "gender", "eGFR", 3]}) == [
        "eGFR",
        "gender",
    ]
    assert choices.catalogue_variables({"variables": "age and sex"}) == []


async def test_the_same_sql_counts_the_same_cohorts_on_postgresql(warehouse_file: Path, postgres_url: str) -> None:
    url = create_database(postgres_url, "choices_warehouse")
    warehouse.generate(url, patients=PATIENTS, seed=SEED, calendar_start=CALENDAR_START)
    refinements = [("metformin", "female", "65 and over"), (NO_DRUG, "male", "under 40"), (NO_DRUG, ANY, "40 to 64")]
    for condition, (drug, gender, age) in itertools.product([*CONDITIONS, ALL_PATIENTS], refinements):
        choice = CohortChoice(condition=condition, drug=drug, gender=gender, age=age)
        sql = choices.cohort_sql(choice, list(choices.VARIABLES))
        on_postgres = run_select(url, sql, 5, PATIENTS)
        on_sqlite = run_select(f"sqlite:///{warehouse_file}", sql, 5, PATIENTS)
        assert on_postgres.columns == on_sqlite.columns
        assert sorted(row[0] for row in on_postgres.rows) == sorted(row[0] for row in on_sqlite.rows), choice


# --- The activities ---------------------------------------------------------------------------


async def test_the_requirements_agent_chooses_and_code_writes_the_rest(
    enumerated: ResearchActivities, scripted_llm: ScriptedLLM
) -> None:
    env = ActivityEnvironment()
    scripted_llm.script(
        decision(
            "choose_requirements",
            {"condition": DIABETES, "variables": ["Hemoglobin A1c", "Hemoglobin A1c"], "data_format": NOT_SAID},
        )
    )
    request = requirements_input("Diabetics and their HbA1c and BMI")
    turn = await env.run(enumerated.gather_requirements, request)
    assert turn.requirements["variables"] == ["Hemoglobin A1c"] and turn.requirements["data_format"] == "not said yet"
    assert turn.completeness_score == 0.67 and turn.question == choices.QUESTIONS["data_format"]
    assert turn.usage.total_tokens > 0
    [sent] = scripted_llm.requests
    options = choices.requirements_options(request)
    assert sent["max_tokens"] == choices.requirements_budget(options)
    schema = sent["response_format"]["json_schema"]["schema"]["properties"]
    assert schema["condition"]["const"] == DIABETES and schema["data_format"]["const"] == NOT_SAID
    # A short prompt: the instruction, the options offered, the researcher's words.
    system, user = sent["messages"]
    assert system["content"].splitlines()[1:] == [
        f"condition: {DIABETES}",
        "variables: Hemoglobin A1c; Body mass index",
        "data_format: not said",
    ]
    assert user["content"] == "Research request: Diabetics and their HbA1c and BMI"

    scripted_llm.script(Reply(content_json={"condition": "Asthma", "variables": [], "data_format": NOT_SAID}))
    with pytest.raises(ApplicationError) as info:
        await env.run(enumerated.gather_requirements, request)
    assert info.value.type == ErrorCode.LLM_BAD_OUTPUT and not info.value.non_retryable


async def test_the_phenotype_agent_chooses_a_cohort_and_code_writes_its_sql(
    enumerated: ResearchActivities, scripted_llm: ScriptedLLM, warehouse_file: Path
) -> None:
    env = ActivityEnvironment()
    chosen = {"condition": DIABETES, "drug": "metformin", "gender": "female", "age": ANY}
    scripted_llm.script(decision("choose_cohort", chosen))
    request = FeasibilityInput(
        request_id="req-1",
        researcher_request="Women with diabetes on metformin",
        requirements={"population": f"Patients with {DIABETES}", "variables": ["Hemoglobin A1c", "HbA1c values"]},
        feedback="only metformin users",
    )
    result = await env.run(enumerated.check_feasibility, request)
    assert result.phenotype_sql == choices.cohort_sql(CohortChoice(**chosen), ["Hemoglobin A1c"])
    assert result.estimated_cohort_size == len(Patients(warehouse_file).cohort(CohortChoice(**chosen))) > 50
    assert result.feasible and [a.error for a in result.attempts] == [None]
    [sent] = scripted_llm.requests
    assert "A reviewer rejected the previous cohort: only metformin users" in sent["messages"][1]["content"]
    assert sent["max_tokens"] == choices.cohort_budget(choices.cohort_options(request))


async def test_a_cohort_query_that_cannot_run_fails_at_once_saying_why(
    tmp_path: Path, scripted_llm: ScriptedLLM, warehouse_file: Path
) -> None:
    """The SQL is code's: a warehouse without drug_exposure is not the model's to fix, so no second attempt."""
    broken = tmp_path / "broken.db"
    broken.write_bytes(warehouse_file.read_bytes())
    with sqlite3.connect(broken) as conn:
        conn.execute("DROP TABLE drug_exposure")
    settings = make_settings(
        tmp_path, scripted_llm, f"sqlite:///{broken}", llm_tool_mode="json_schema", llm_decision_style="enumerated"
    )
    scripted_llm.script(Reply(content_json={"condition": "Asthma", "drug": "albuterol", "gender": ANY, "age": ANY}))
    request = FeasibilityInput(request_id="req-1", researcher_request="Asthma on albuterol", requirements={})
    with pytest.raises(ApplicationError) as info:
        await ActivityEnvironment().run(ResearchActivities(settings).check_feasibility, request)
    assert info.value.type == ErrorCode.SQL_FAILED and info.value.non_retryable
    assert info.value.details[0][PUBLIC_DETAIL] == (
        "the phenotype agent's query could not run: it names a table the warehouse does not have"
    )
    assert len(scripted_llm.requests) == 1


# --- A request through the workflow -------------------------------------------------------------


@pytest.fixture
async def enumerated_worker(client: Client, settings: Settings) -> Any:
    local = settings.model_copy(
        update={
            "llm_tool_mode": "json_schema",
            "llm_decision_style": "enumerated",
            "task_queue": f"{settings.task_queue}-enumerated",
        }
    )
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, local, executor):
            yield local


async def test_a_request_in_the_enumerated_style_asks_is_reviewed_and_completes(
    tenant: TenantClient, client: Client, scripted_llm: ScriptedLLM, enumerated_worker: Settings
) -> None:
    marker = "their Hemoglobin A1c (enumerated)"
    text = f"Patients with Type 2 diabetes mellitus and {marker}"
    asked = {"condition": DIABETES, "variables": ["Hemoglobin A1c"], "data_format": NOT_SAID}
    whole_cohort = {"condition": DIABETES, "drug": NO_DRUG, "gender": ANY, "age": ANY}
    scripted_llm.script(
        decision("choose_requirements", asked, marker),
        decision("choose_requirements", {**asked, "data_format": "CSV"}, marker),
        decision("choose_cohort", whole_cohort, marker),
        decision("choose_cohort", {**whole_cohort, "gender": "female"}, marker),
    )
    alice = await tenant.add_user(APPROVERS[0], "Alice")
    try:
        request_id = await start_research_request(
            client, enumerated_worker, tenant.tenant_id, text, {"email": "dana@example.org"}, APPROVERS
        )
        STARTED.append(request_id)
        asking = await until(tenant, request_id, S.REQUIREMENTS_GATHERING)
        while not asking["awaiting_answer"]:
            asking = await state_of(tenant, request_id)
        assert asking["conversation_history"][-1]["content"] == choices.QUESTIONS["data_format"]
        assert asking["completeness_score"] == 0.67
        answered = await tenant.http.post(f"/v1/research-requests/{request_id}/messages", json={"content": "CSV"})
        assert answered.status_code == 202, answered.text

        review = await until(tenant, request_id, S.REQUIREMENTS_REVIEW)
        assert review["requirements"]["data_format"] == "CSV" and review["completeness_score"] == 1
        assert (await decide(alice, request_id, S.REQUIREMENTS_REVIEW)).status_code == 200
        first = await until(tenant, request_id, S.PHENOTYPE_REVIEW)
        assert "hemoglobin_a1c_mean" in first["phenotype_sql"] and "p.gender" not in first["phenotype_sql"]
        rejected = await decide(alice, request_id, S.PHENOTYPE_REVIEW, "reject", reason="only women")
        assert rejected.status_code == 200
        second = await until(tenant, request_id, S.PHENOTYPE_REVIEW)
        while second["phenotype_sql"] == first["phenotype_sql"]:  # the gate opens again with the new SQL
            await asyncio.sleep(0.05)
            second = await until(tenant, request_id, S.PHENOTYPE_REVIEW)
        assert "p.gender = 'F'" in second["phenotype_sql"]
        assert 50 <= second["estimated_cohort_size"] < first["estimated_cohort_size"]
        cohort_prompts = [
            r["messages"]
            for r in scripted_llm.requests
            if r["response_format"]["json_schema"]["name"] == "choose_cohort"
        ]
        assert "only women" in cohort_prompts[-1][1]["content"] and "female" in cohort_prompts[-1][0]["content"]
        for gate in (S.PHENOTYPE_REVIEW, S.EXTRACTION_APPROVAL, S.QA_REVIEW):
            await until(tenant, request_id, gate)
            assert (await decide(alice, request_id, gate)).status_code == 200
        final = await until(tenant, request_id, S.COMPLETE)
    finally:
        await alice.http.aclose()
    with (enumerated_worker.research_dir / request_id / "extract.csv").open() as f:
        rows = list(csv.reader(f))
    assert rows[0] == ["person_id", "hemoglobin_a1c_mean"]
    assert len(rows) - 1 == final["estimated_cohort_size"] == second["estimated_cohort_size"]
    assert final["qa_passed"] and scripted_llm.pending == 0
