"""A synthetic, OMOP-like clinical data warehouse, generated from a fixed seed.

`generate(url)` (re)creates these tables on SQLite (the default) or PostgreSQL, with
SQLAlchemy Core only, so the same code serves both:

- person(person_id, gender_concept_id, gender, year_of_birth, race, ethnicity,
  person_name, phone_number, ssn, email): the last four are DIRECT IDENTIFIERS, there
  so that the QA agent has something to catch when an extract includes them (SSNs start
  with 9, a range never issued; phone numbers use the fictional 555 exchange).
- visit_occurrence(visit_occurrence_id, person_id, visit_concept_id, visit_type,
  visit_start_date, visit_end_date): 2-12 visits per patient in 2015-2024.
- condition_occurrence(condition_occurrence_id, person_id, visit_occurrence_id,
  condition_concept_id, condition_name, condition_code, condition_start_date): one row at
  diagnosis and at about half of the later visits; prevalences by age band (below).
- drug_exposure(drug_exposure_id, person_id, visit_occurrence_id, drug_concept_id,
  drug_name, drug_exposure_start_date, drug_exposure_end_date, days_supply): drugs that
  treat the patient's conditions.
- measurement(measurement_id, person_id, visit_occurrence_id, measurement_concept_id,
  measurement_name, value_as_number, unit, measurement_date): vitals and labs whose values
  follow the conditions (diabetics have higher HbA1c, hypertensives higher pressure...).
- calendar_event(event_id, uid, participant_email, title, start_time, end_time,
  request_id): busy slots of the demo participants (naive UTC times), for the calendar
  agent; kickoff meetings are recorded here too. Not clinical data: not in
  `SCHEMA_DESCRIPTION`.

The clinical tables depend on the seed only (same seed, same rows). The demo busy slots
are laid out from `calendar_start` (default: the day of generation) so that a freshly
generated warehouse has a busy calendar in the near future.
"""

from __future__ import annotations

import itertools
import random
import threading
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from functools import lru_cache
from pathlib import Path
from typing import Any

from sqlalchemy import (
    Column,
    Date,
    DateTime,
    Engine,
    Float,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    UniqueConstraint,
    create_engine,
    func,
    inspect,
    select,
)
from sqlalchemy.engine import make_url

DEFAULT_PATIENTS = 3000
DEFAULT_SEED = 7
DATA_START = date(2015, 1, 1)
DATA_END = date(2024, 12, 31)
REFERENCE_YEAR = 2024  # ages (and so prevalences) are taken at the end of the data span
DEMO_PARTICIPANTS = ("alice@example.org", "bob@example.org", "carol@example.org")

metadata = MetaData()

person = Table(
    "person",
    metadata,
    Column("person_id", Integer, primary_key=True, autoincrement=False),
    Column("gender_concept_id", Integer, nullable=False),
    Column("gender", String(1), nullable=False),
    Column("year_of_birth", Integer, nullable=False),
    Column("race", String(64), nullable=False),
    Column("ethnicity", String(64), nullable=False),
    Column("person_name", String(128), nullable=False),
    Column("phone_number", String(32), nullable=False),
    Column("ssn", String(16), nullable=False),
    Column("email", String(128), nullable=False),
)
visit_occurrence = Table(
    "visit_occurrence",
    metadata,
    Column("visit_occurrence_id", Integer, primary_key=True, autoincrement=False),
    Column("person_id", Integer, nullable=False, index=True),
    Column("visit_concept_id", Integer, nullable=False),
    Column("visit_type", String(16), nullable=False),
    Column("visit_start_date", Date, nullable=False),
    Column("visit_end_date", Date, nullable=False),
)
condition_occurrence = Table(
    "condition_occurrence",
    metadata,
    Column("condition_occurrence_id", Integer, primary_key=True, autoincrement=False),
    Column("person_id", Integer, nullable=False, index=True),
    Column("visit_occurrence_id", Integer, nullable=False),
    Column("condition_concept_id", Integer, nullable=False),
    Column("condition_name", String(64), nullable=False, index=True),
    Column("condition_code", String(16), nullable=False),
    Column("condition_start_date", Date, nullable=False),
)
drug_exposure = Table(
    "drug_exposure",
    metadata,
    Column("drug_exposure_id", Integer, primary_key=True, autoincrement=False),
    Column("person_id", Integer, nullable=False, index=True),
    Column("visit_occurrence_id", Integer, nullable=False),
    Column("drug_concept_id", Integer, nullable=False),
    Column("drug_name", String(64), nullable=False, index=True),
    Column("drug_exposure_start_date", Date, nullable=False),
    Column("drug_exposure_end_date", Date, nullable=False),
    Column("days_supply", Integer, nullable=False),
)
measurement = Table(
    "measurement",
    metadata,
    Column("measurement_id", Integer, primary_key=True, autoincrement=False),
    Column("person_id", Integer, nullable=False, index=True),
    Column("visit_occurrence_id", Integer, nullable=False),
    Column("measurement_concept_id", Integer, nullable=False),
    Column("measurement_name", String(64), nullable=False, index=True),
    Column("value_as_number", Float, nullable=False),
    Column("unit", String(16), nullable=False),
    Column("measurement_date", Date, nullable=False),
)
calendar_event = Table(
    "calendar_event",
    metadata,
    Column("event_id", Integer, primary_key=True, autoincrement=True),
    Column("uid", String(200), nullable=False),
    Column("participant_email", String(200), nullable=False),
    Column("title", String(200), nullable=False),
    Column("start_time", DateTime(timezone=False), nullable=False),
    Column("end_time", DateTime(timezone=False), nullable=False),
    Column("request_id", String(200), nullable=True),
    # One row per participant of a meeting: recording a meeting twice is a no-op.
    UniqueConstraint("uid", "participant_email", name="uq_calendar_event_uid_participant"),
)
Index("ix_calendar_event_participant_time", calendar_event.c.participant_email, calendar_event.c.start_time)

CLINICAL_TABLES = (person, visit_occurrence, condition_occurrence, drug_exposure, measurement)


@dataclass(frozen=True)
class Condition:
    name: str
    code: str  # ICD-10-CM
    concept_id: int
    prevalence: tuple[float, float, float]  # by age band: < 40, 40-64, 65+
    drugs: tuple[tuple[str, float], ...] = ()  # (drug, probability a patient with the condition gets it)
    obese_factor: float = 1.0  # prevalence multiplier for a BMI >= 30
    obese_only: bool = False


CONDITIONS = (
    Condition("Type 2 diabetes mellitus", "E11.9", 201826, (0.04, 0.12, 0.22),
              (("metformin", 0.8), ("insulin glargine", 0.25)), obese_factor=1.8),
    Condition("Essential hypertension", "I10", 320128, (0.10, 0.32, 0.60), (("lisinopril", 0.6), ("amlodipine", 0.4))),
    Condition("Hyperlipidemia", "E78.5", 432867, (0.08, 0.28, 0.45), (("atorvastatin", 0.7),)),
    Condition("Asthma", "J45.909", 317009, (0.09, 0.08, 0.07), (("albuterol", 0.9), ("fluticasone", 0.5))),
    Condition("Chronic obstructive pulmonary disease", "J44.9", 255573, (0.01, 0.05, 0.12),
              (("tiotropium", 0.6), ("albuterol", 0.7))),
    Condition("Heart failure", "I50.9", 316139, (0.002, 0.015, 0.07), (("furosemide", 0.7), ("lisinopril", 0.5))),
    Condition("Chronic kidney disease", "N18.9", 46271022, (0.02, 0.08, 0.25)),
    Condition("Major depressive disorder", "F32.9", 440383, (0.10, 0.09, 0.07), (("sertraline", 0.6),)),
    Condition("Atrial fibrillation", "I48.91", 313217, (0.002, 0.02, 0.09), (("apixaban", 0.5), ("warfarin", 0.3))),
    Condition("Obesity", "E66.9", 433736, (0.6, 0.6, 0.6), obese_only=True),
)  # fmt: skip
DRUGS = {
    "metformin": 1503297,
    "insulin glargine": 1502905,
    "lisinopril": 1308216,
    "amlodipine": 1332418,
    "atorvastatin": 1545958,
    "albuterol": 1154343,
    "fluticasone": 1149380,
    "tiotropium": 1106776,
    "furosemide": 956874,
    "sertraline": 739138,
    "apixaban": 43013024,
    "warfarin": 1310149,
}
MEASUREMENTS = {  # name: (concept id, unit)
    "Hemoglobin A1c": (3004410, "%"),
    "Systolic blood pressure": (3004249, "mmHg"),
    "Diastolic blood pressure": (3012888, "mmHg"),
    "Body mass index": (3038553, "kg/m2"),
    "LDL cholesterol": (3028437, "mg/dL"),
    "eGFR": (3049187, "mL/min/1.73m2"),
}
VISIT_TYPES = (("outpatient", 9202, 0.80), ("emergency", 9203, 0.12), ("inpatient", 9201, 0.08))
RACES = (("White", 0.60), ("Black or African American", 0.13), ("Asian", 0.06), ("Other", 0.08), ("Unknown", 0.13))
ETHNICITIES = (("Hispanic or Latino", 0.18), ("Not Hispanic or Latino", 0.77), ("Unknown", 0.05))
FEMALE_FIRST_NAMES = (
    "Mary", "Patricia", "Jennifer", "Linda", "Elizabeth", "Barbara", "Susan", "Jessica", "Sarah", "Karen",
    "Nancy", "Lisa", "Margaret", "Sandra", "Ashley", "Emily", "Donna", "Michelle", "Carol", "Amanda",
)  # fmt: skip
MALE_FIRST_NAMES = (
    "James", "Robert", "John", "Michael", "David", "William", "Richard", "Joseph", "Thomas", "Charles",
    "Christopher", "Daniel", "Matthew", "Anthony", "Mark", "Donald", "Steven", "Paul", "Andrew", "Joshua",
)  # fmt: skip
LAST_NAMES = (
    "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
    "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin",
    "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson",
)  # fmt: skip


def _schema_description() -> str:
    conditions = "; ".join(f"'{c.name}' ({c.code})" for c in CONDITIONS)
    measurements = "; ".join(f"'{name}' ({unit})" for name, (_, unit) in MEASUREMENTS.items())
    return "\n".join(
        [
            "Tables (dates are DATE values, ISO 'YYYY-MM-DD'; data from 2015-01-01 to 2024-12-31):",
            "person(person_id PK, gender_concept_id 8507=male 8532=female, gender 'M'|'F', year_of_birth, race, "
            "ethnicity, person_name, phone_number, ssn, email) -- person_name, phone_number, ssn and email are "
            "direct identifiers: never select them",
            "visit_occurrence(visit_occurrence_id PK, person_id, visit_concept_id, "
            "visit_type 'outpatient'|'emergency'|'inpatient', visit_start_date, visit_end_date)",
            "condition_occurrence(condition_occurrence_id PK, person_id, visit_occurrence_id, condition_concept_id, "
            "condition_name, condition_code, condition_start_date) -- several rows per patient and condition",
            "drug_exposure(drug_exposure_id PK, person_id, visit_occurrence_id, drug_concept_id, drug_name, "
            "drug_exposure_start_date, drug_exposure_end_date, days_supply)",
            "measurement(measurement_id PK, person_id, visit_occurrence_id, measurement_concept_id, "
            "measurement_name, value_as_number, unit, measurement_date)",
            f"condition_name values (ICD-10 condition_code): {conditions}",
            f"drug_name values (lower case): {', '.join(DRUGS)}",
            f"measurement_name values (unit): {measurements}",
        ]
    )


# The warehouse as the LLM sees it when it writes phenotype SQL (no calendar, no row counts).
SCHEMA_DESCRIPTION = _schema_description()
# What the requirements agent may tell a researcher the warehouse holds.
DATA_CATALOGUE = (
    f"Patients with demographics (gender, year of birth, race, ethnicity), visits, diagnoses "
    f"({', '.join(c.name for c in CONDITIONS)}), drugs ({', '.join(DRUGS)}) and measurements "
    f"({', '.join(MEASUREMENTS)}), 2015-2024."
)


@lru_cache(maxsize=8)
def engine(url: str) -> Engine:
    """The read-write engine of a warehouse (generation and the calendar; LLM SQL never uses it)."""
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite" and parsed.database not in (None, "", ":memory:"):
        Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
    return create_engine(url)


def backend(url: str) -> str:
    """`sqlite` or `postgresql`; any other database is refused (the SQL safety layer knows these two)."""
    name = make_url(url).get_backend_name()
    if name not in ("sqlite", "postgresql"):
        raise ValueError(f"unsupported warehouse database {name!r}: use SQLite or PostgreSQL")
    return name


def _weighted(rng: random.Random, options: Iterable[tuple[Any, ...]]) -> tuple[Any, ...]:
    options = tuple(options)
    return rng.choices(options, weights=[o[-1] for o in options])[0]


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


@dataclass
class _Rows:
    """The generated rows, table by table, and the next id of each."""

    tables: dict[str, list[dict[str, Any]]] = field(default_factory=lambda: {t.name: [] for t in CLINICAL_TABLES})

    def add(self, table: Table, **values: Any) -> int:
        rows = self.tables[table.name]
        key = f"{table.name}_id" if table is not person else "person_id"
        values.setdefault(key, len(rows) + 1)
        rows.append(values)
        return values[key]


def _patient(rng: random.Random, rows: _Rows, person_id: int) -> None:
    female = rng.random() < 0.51
    year_of_birth = rng.randint(1935, 2006)
    age = REFERENCE_YEAR - year_of_birth
    band = 0 if age < 40 else 1 if age < 65 else 2
    first = rng.choice(FEMALE_FIRST_NAMES if female else MALE_FIRST_NAMES)
    last = rng.choice(LAST_NAMES)
    rows.add(
        person,
        person_id=person_id,
        gender_concept_id=8532 if female else 8507,
        gender="F" if female else "M",
        year_of_birth=year_of_birth,
        race=_weighted(rng, RACES)[0],
        ethnicity=_weighted(rng, ETHNICITIES)[0],
        person_name=f"{first} {last}",
        phone_number=f"555-{rng.randint(200, 999)}-{rng.randint(0, 9999):04d}",
        ssn=f"9{rng.randint(0, 99):02d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}",
        email=f"{first.lower()}.{last.lower()}{person_id}@mail.example",
    )
    # Visits: adults only (the youngest is 18 at the end of the span, so start at 18).
    first_day = max(DATA_START, date(year_of_birth + 18, 1, 1))
    span = (DATA_END - first_day).days
    visits: list[tuple[int, date, str]] = []
    for start in sorted(first_day + timedelta(days=rng.randint(0, span)) for _ in range(rng.randint(2, 12))):
        visit_type, concept_id, _ = _weighted(rng, VISIT_TYPES)
        end = start + timedelta(days=rng.randint(1, 7)) if visit_type == "inpatient" else start
        visit_id = rows.add(
            visit_occurrence,
            person_id=person_id,
            visit_concept_id=concept_id,
            visit_type=visit_type,
            visit_start_date=start,
            visit_end_date=end,
        )
        visits.append((visit_id, start, visit_type))

    bmi = _clamp(rng.gauss(28.5, 5.5), 16, 55)
    obese = bmi >= 30
    conditions: set[str] = set()
    drugs: dict[str, int] = {}  # drug: index of the visit of its first prescription
    for condition in CONDITIONS:
        if condition.obese_only and not obese:
            continue
        chance = condition.prevalence[band] * (condition.obese_factor if obese else 1.0)
        if rng.random() >= chance:
            continue
        conditions.add(condition.name)
        diagnosed = rng.randrange(len(visits))
        for index in range(diagnosed, len(visits)):
            if index == diagnosed or rng.random() < 0.5:
                visit_id, day, _ = visits[index]
                rows.add(
                    condition_occurrence,
                    person_id=person_id,
                    visit_occurrence_id=visit_id,
                    condition_concept_id=condition.concept_id,
                    condition_name=condition.name,
                    condition_code=condition.code,
                    condition_start_date=day,
                )
        for drug, chance in condition.drugs:
            if rng.random() < chance:
                drugs[drug] = min(drugs.get(drug, diagnosed), diagnosed)
    for drug, started in drugs.items():
        days_supply = rng.choice((30, 90))
        for index in range(started, len(visits)):
            if index == started or rng.random() < 0.6:
                visit_id, day, _ = visits[index]
                rows.add(
                    drug_exposure,
                    person_id=person_id,
                    visit_occurrence_id=visit_id,
                    drug_concept_id=DRUGS[drug],
                    drug_name=drug,
                    drug_exposure_start_date=day,
                    drug_exposure_end_date=day + timedelta(days=days_supply),
                    days_supply=days_supply,
                )
    _measurements(rng, rows, person_id, visits, conditions, bmi)


def _measurements(
    rng: random.Random,
    rows: _Rows,
    person_id: int,
    visits: list[tuple[int, date, str]],
    conditions: set[str],
    bmi: float,
) -> None:
    hypertensive = "Essential hypertension" in conditions
    systolic = rng.gauss(142 if hypertensive else 122, 10)
    diastolic = rng.gauss(86 if hypertensive else 77, 6)

    def add(visit: tuple[int, date, str], name: str, value: float) -> None:
        concept_id, unit = MEASUREMENTS[name]
        rows.add(
            measurement,
            person_id=person_id,
            visit_occurrence_id=visit[0],
            measurement_concept_id=concept_id,
            measurement_name=name,
            value_as_number=value,
            unit=unit,
            measurement_date=visit[1],
        )

    for visit in visits:
        add(visit, "Systolic blood pressure", round(_clamp(rng.gauss(systolic, 8), 85, 220)))
        add(visit, "Diastolic blood pressure", round(_clamp(rng.gauss(diastolic, 6), 45, 130)))
        if visit[2] != "outpatient":
            continue
        if rng.random() < 0.5:
            add(visit, "Body mass index", round(_clamp(bmi + rng.gauss(0, 0.8), 15, 60), 1))
        if "Type 2 diabetes mellitus" in conditions:
            if rng.random() < 0.8:
                add(visit, "Hemoglobin A1c", round(_clamp(rng.gauss(7.8, 1.2), 5.5, 14), 1))
        elif rng.random() < 0.1:
            add(visit, "Hemoglobin A1c", round(_clamp(rng.gauss(5.4, 0.35), 4.0, 6.4), 1))
        if rng.random() < 0.2:
            high = "Hyperlipidemia" in conditions
            add(visit, "LDL cholesterol", round(_clamp(rng.gauss(150 if high else 105, 28), 40, 300)))
        if rng.random() < 0.2:
            ckd = "Chronic kidney disease" in conditions
            value = _clamp(rng.gauss(45, 12), 10, 59) if ckd else _clamp(rng.gauss(92, 15), 60, 130)
            add(visit, "eGFR", round(value))


# The demo participants' fixed busy slots: (weekday number from calendar_start, participant,
# start, end, title). On weekday 0 the three are never free together; on weekday 1 their
# first common free half hour is 11:00-11:30 and their first free hour 12:00-13:00.
DEMO_BUSY = (
    (0, "alice@example.org", "09:00", "11:00", "Clinic"),
    (0, "bob@example.org", "11:00", "12:30", "Grant review"),
    (0, "carol@example.org", "12:30", "17:00", "Teaching"),
    (1, "alice@example.org", "09:00", "10:00", "Team standup"),
    (1, "bob@example.org", "09:30", "11:00", "Lab meeting"),
    (1, "carol@example.org", "11:30", "12:00", "1:1"),
    (1, "alice@example.org", "13:00", "14:00", "IRB call"),
)


def weekdays_from(start: date) -> Iterator[date]:
    day = start
    while True:
        if day.weekday() < 5:
            yield day
        day += timedelta(days=1)


def _calendar_rows(seed: int, calendar_start: date) -> list[dict[str, Any]]:
    days = list(itertools.islice(weekdays_from(calendar_start), 10))
    rows = [
        {
            "participant_email": email,
            "start_time": datetime.combine(days[offset], time.fromisoformat(start)),
            "end_time": datetime.combine(days[offset], time.fromisoformat(end)),
            "title": title,
        }
        for offset, email, start, end, title in DEMO_BUSY
    ]
    # Later days: one or two meetings per participant and day, from the seed.
    rng = random.Random(seed * 7919 + 1)
    for day in days[2:]:
        for email in DEMO_PARTICIPANTS:
            for _ in range(rng.randint(1, 2)):
                start = datetime.combine(day, time(9)) + timedelta(minutes=30 * rng.randint(0, 14))
                length = timedelta(minutes=30 * rng.randint(1, 4))
                rows.append(
                    {
                        "participant_email": email,
                        "start_time": start,
                        "end_time": min(start + length, datetime.combine(day, time(17))),
                        "title": rng.choice(("Clinic", "Seminar", "Review", "Meeting")),
                    }
                )
    for number, row in enumerate(rows, start=1):
        row["uid"] = f"seed-{number}@warehouse"
    return rows


def generate(
    url: str,
    patients: int = DEFAULT_PATIENTS,
    seed: int = DEFAULT_SEED,
    calendar_start: date | None = None,
) -> dict[str, int]:
    """(Re)create the warehouse at `url`; returns the row count of every table."""
    backend(url)
    if patients < 1:
        raise ValueError("patients must be at least 1")
    rng = random.Random(seed)
    rows = _Rows()
    for person_id in range(1, patients + 1):
        _patient(rng, rows, person_id)
    rows.tables[calendar_event.name] = _calendar_rows(seed, calendar_start or datetime.now(UTC).date())
    target = engine(url)
    metadata.drop_all(target)
    metadata.create_all(target)
    with target.begin() as conn:
        for table in (*CLINICAL_TABLES, calendar_event):
            data = rows.tables[table.name]
            for chunk in range(0, len(data), 10_000):
                conn.execute(table.insert(), data[chunk : chunk + 10_000])
    return {name: len(data) for name, data in rows.tables.items()}


_ensure_lock = threading.Lock()


def ensure_warehouse(url: str, **options: Any) -> bool:
    """Generate the warehouse unless it exists with patients; True when it was generated."""
    with _ensure_lock:
        target = engine(url)
        tables = set(inspect(target).get_table_names())
        if {t.name for t in metadata.sorted_tables} <= tables:
            with target.connect() as conn:
                if conn.execute(select(func.count()).select_from(person)).scalar_one() > 0:
                    return False
        generate(url, **options)
        return True
