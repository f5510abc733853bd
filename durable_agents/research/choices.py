"""The research agents' decisions as small enumerated choices (`LLM_DECISION_STYLE=enumerated`),
for models too small to write requirements or SQL (the embedded SmolLM2-135M).

Each agent takes one JSON-schema decision among named options of the warehouse catalogue
(`warehouse.CONDITIONS`, `DRUGS`, `MEASUREMENTS` and the demographics); code writes
everything around it:

- requirements: the choice of a condition, variables and a file format becomes the
  requirements' text; their completeness is the share of these three that are chosen, and
  the next question asks, from a template listing the options, for the first one missing;
- phenotype: the choice of a condition, a drug, a gender and an age band becomes ONE
  read-only SELECT of the cohort (`cohort_sql`), the same text on SQLite and PostgreSQL,
  with one row per patient: person_id and the requirements' variables.

A decision offers only the options the researcher's words name (`grounded`: the request,
the researcher's answers, the approved requirements, a reviewer's feedback), by their name,
a word of it or a usual abbreviation; a field nothing names offers its neutral option alone
("not said", "any", "none"), and so does a cohort field whose every option is named ("women
and men"); the cohort's condition is the approved requirements' when they name one. Offered the whole catalogue, the 135M model picks options nobody asked for (a
condition, a drug, a sex and an age band that shrink a cohort below the feasibility
threshold); offered what the words name, it chooses where they name several (two
conditions, the variables to keep). Words are taken as they are: "without diabetes" names
diabetes.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any, Literal

from pydantic import BaseModel, Field, create_model

from durable_agents.llm_types import TokenUsage
from durable_agents.research import warehouse
from durable_agents.research.contract import FeasibilityInput, RequirementsInput, RequirementsTurn

NOT_SAID = "not said"
ALL_PATIENTS = "all patients"
NO_DRUG = "none"
ANY = "any"
MAX_VARIABLES = 6
TIME_WINDOW = f"{warehouse.DATA_START.year}-{warehouse.DATA_END.year} (all the warehouse holds)"

# Each option's cues: regular expressions over the lowercased words, matched as whole words
# (a trailing \w* makes a stem). An option's own name is always a cue.
CONDITION_CUES = {
    "Type 2 diabetes mellitus": r"diabet\w*|t2dm?",
    "Essential hypertension": r"hypertens\w*|high blood pressure",
    "Hyperlipidemia": r"hyperlipid\w*|dyslipid\w*|high cholesterol",
    "Asthma": r"asthma\w*",
    "Chronic obstructive pulmonary disease": r"copd|emphysema",
    "Heart failure": r"chf",
    "Chronic kidney disease": r"ckd|kidney disease",
    "Major depressive disorder": r"depress\w*|mdd",
    "Atrial fibrillation": r"afib|a-fib",
    "Obesity": r"obes\w*",
}
ALL_PATIENTS_CUES = r"all patients|every patient|everyone|all adults|whole population"
DEMOGRAPHICS = {"gender": "gender", "year of birth": "year_of_birth", "race": "race", "ethnicity": "ethnicity"}
VARIABLE_CUES = {
    "gender": r"sex",
    "year of birth": r"birth year|date of birth|ages?",
    "race": r"racial",
    "ethnicity": r"ethnic\w*",
    "Hemoglobin A1c": r"ha?emoglobin a1c|hba1c|a1c|glycated ha?emoglobin",
    "Systolic blood pressure": r"blood pressures?|bp",
    "Diastolic blood pressure": r"blood pressures?|bp",
    "Body mass index": r"bmi",
    "LDL cholesterol": r"ldl|cholesterol",
    "eGFR": r"gfr|glomerular filtration rate|kidney function",
}
VARIABLES = (*DEMOGRAPHICS, *warehouse.MEASUREMENTS)
FORMATS = ("CSV", "Parquet")
FORMAT_CUES = {"CSV": r"comma[- ]separated"}
DRUG_CUES = {"insulin glargine": r"insulin"}
GENDERS = {"female": "F", "male": "M"}
GENDER_CUES = {"female": r"females?|wom[ae]n|girls?", "male": r"males?|m[ae]n|boys?"}
# Ages at the end of the data span, as the warehouse's prevalences take them.
_END = warehouse.REFERENCE_YEAR
AGE_BANDS = {
    "under 40": f"p.year_of_birth > {_END - 40}",
    "40 to 64": f"p.year_of_birth BETWEEN {_END - 64} AND {_END - 40}",
    "65 and over": f"p.year_of_birth <= {_END - 65}",
}
AGE_CUES = {
    "under 40": r"young\w*|(?:under|below|younger than|less than) 40",
    "40 to 64": r"middle[- ]aged|40 ?(?:-|to) ?64",
    "65 and over": r"elderly|seniors?|geriatric|older adults|(?:over|above|older than|aged) 65|65 ?\+|65 and (?:over|older)",
}


def _cue(option: str, extra: str = "") -> re.Pattern[str]:
    words = re.escape(option.lower()) + (f"|{extra}" if extra else "")
    return re.compile(rf"(?<!\w)(?:{words})(?!\w)")


_CONDITIONS = {c.name: _cue(c.name, CONDITION_CUES.get(c.name, "")) for c in warehouse.CONDITIONS}
_POPULATIONS = {**_CONDITIONS, ALL_PATIENTS: _cue(ALL_PATIENTS, ALL_PATIENTS_CUES)}
_VARIABLES = {name: _cue(name, VARIABLE_CUES.get(name, "")) for name in VARIABLES}
_FORMATS = {name: _cue(name, FORMAT_CUES.get(name, "")) for name in FORMATS}
_DRUGS = {name: _cue(name, DRUG_CUES.get(name, "")) for name in warehouse.DRUGS}
_GENDERS = {name: _cue(name, GENDER_CUES[name]) for name in GENDERS}
_AGES = {name: _cue(name, AGE_CUES[name]) for name in AGE_BANDS}


def grounded(cues: dict[str, re.Pattern[str]], words: str) -> list[str]:
    """The options whose cues `words` hold, in catalogue order."""
    text = " ".join(words.lower().split())
    return [option for option, cue in cues.items() if cue.search(text)]


def _one_of(named: list[str], neutral: str, every: int | None = None) -> tuple[str, ...]:
    """What a field offers: the options named, else (also when all `every` options are named)
    its neutral one."""
    return tuple(named) if named and len(named) != every else (neutral,)


def _budget(longest_reply: dict[str, Any]) -> int:
    """Tokens that fit the longest reply a schema allows: at least two characters a token in
    JSON, and room for the whitespace a small model puts between its tokens."""
    return len(json.dumps(longest_reply)) // 2 + 32


def _longest(options: Iterable[str]) -> str:
    return max(options, key=len)


# --- Requirements -----------------------------------------------------------------------------


class RequirementsChoice(BaseModel):
    """The requirements agent's decision: a condition (or all patients), the variables and
    the file format; NOT_SAID or no variables where the researcher has not said."""

    condition: str
    variables: list[str]
    data_format: str


class RequirementsOptions(BaseModel):
    conditions: tuple[str, ...]
    variables: tuple[str, ...]
    formats: tuple[str, ...]


def requirements_options(request: RequirementsInput) -> RequirementsOptions:
    """What the researcher's words so far name."""
    words = _researcher_words(request)
    return RequirementsOptions(
        conditions=_one_of(grounded(_POPULATIONS, words), NOT_SAID),
        variables=tuple(grounded(_VARIABLES, words)),
        formats=_one_of(grounded(_FORMATS, words), NOT_SAID),
    )


def requirements_schema(options: RequirementsOptions) -> type[RequirementsChoice]:
    """The decision as a JSON schema of enums: nothing else can be chosen."""
    named = len(options.variables)
    return create_model(
        "RequirementsChoice",
        __base__=RequirementsChoice,
        condition=(Literal[options.conditions], ...),
        # At least one of the variables named; none named: the grammar allows only the empty list.
        variables=(
            list[Literal[options.variables or (NOT_SAID,)]],
            Field(min_length=min(1, named), max_length=min(MAX_VARIABLES, named)),
        ),
        data_format=(Literal[options.formats], ...),
    )


def requirements_budget(options: RequirementsOptions) -> int:
    return _budget(
        {
            "condition": _longest(options.conditions),
            "variables": [_longest(options.variables or ("",))] * min(MAX_VARIABLES, len(options.variables)),
            "data_format": _longest(options.formats),
        }
    )


def requirements_messages(request: RequirementsInput, options: RequirementsOptions) -> list[dict[str, Any]]:
    """A one-line instruction, the options, and the researcher's words."""
    lines = [
        "Choose what the researcher asks for, among these options only.",
        f"condition: {'; '.join(options.conditions)}",
        f"variables: {'; '.join(options.variables) or 'none named'}",
        f"data_format: {'; '.join(options.formats)}",
    ]
    return [{"role": "system", "content": "\n".join(lines)}, {"role": "user", "content": _researcher_words(request)}]


def _researcher_words(request: RequirementsInput) -> str:
    """The request, the researcher's answers and a reviewer's feedback: the agent's own
    questions list every option, so they name nothing."""
    answers = [m.content for m in request.conversation if m.role == "user"]
    parts = [f"Research request: {request.researcher_request}", *(f"The researcher added: {a}" for a in answers)]
    if request.feedback:
        parts.append(f"A reviewer asked for changes: {request.feedback}")
    return "\n".join(parts)


QUESTIONS = {
    "condition": "Which patients do you need? The warehouse holds patients with "
    f"{', '.join(c.name for c in warehouse.CONDITIONS)}; or do you need all patients?",
    "variables": f"Which variables do you need? The warehouse holds: {', '.join(VARIABLES)}.",
    "data_format": "Which file format do you need: CSV or Parquet?",
}


def missing(choice: RequirementsChoice) -> list[str]:
    """The choices not made yet, in the order they are asked for."""
    gaps = {
        "condition": choice.condition == NOT_SAID,
        "variables": not choice.variables,
        "data_format": choice.data_format == NOT_SAID,
    }
    return [name for name, gap in gaps.items() if gap]


def requirements_turn(choice: RequirementsChoice, usage: TokenUsage) -> RequirementsTurn:
    """The requirements written out, complete in the share of the choices made, and the
    question for the first one missing (None when all are made)."""
    gaps = missing(choice)
    if choice.condition == ALL_PATIENTS:
        population, inclusion = "All patients", []
    elif choice.condition == NOT_SAID:
        population, inclusion = "not said yet", []
    else:
        code = next(c.code for c in warehouse.CONDITIONS if c.name == choice.condition)
        population, inclusion = f"Patients with {choice.condition}", [f"a diagnosis of {choice.condition} ({code})"]
    return RequirementsTurn(
        requirements={
            "population": population,
            "inclusion_criteria": inclusion,
            "exclusion_criteria": [],
            "variables": list(dict.fromkeys(choice.variables)),
            "time_window": TIME_WINDOW,
            "data_format": "not said yet" if choice.data_format == NOT_SAID else choice.data_format,
        },
        completeness_score=round(1 - len(gaps) / len(QUESTIONS), 2),
        question=QUESTIONS[gaps[0]] if gaps else None,
        usage=usage,
    )


# --- Phenotype --------------------------------------------------------------------------------


class CohortChoice(BaseModel):
    """The phenotype agent's decision: patients with a condition (or all), exposed to a drug
    (or NO_DRUG), of a gender and an age band (or ANY)."""

    condition: str
    drug: str
    gender: str
    age: str


class CohortOptions(BaseModel):
    conditions: tuple[str, ...]
    drugs: tuple[str, ...]
    genders: tuple[str, ...]
    ages: tuple[str, ...]


def cohort_options(request: FeasibilityInput) -> CohortOptions:
    """What the request, its requirements and a reviewer's feedback name; the condition is
    the approved requirements' (or the feedback's) when they name one: a request naming
    several was narrowed to one there."""
    words = _cohort_words(request)
    conditions = grounded(_CONDITIONS, _reviewed_words(request)) or grounded(_CONDITIONS, words)
    return CohortOptions(
        conditions=_one_of(conditions, ALL_PATIENTS, len(_CONDITIONS)),
        drugs=_one_of(grounded(_DRUGS, words), NO_DRUG, len(_DRUGS)),
        genders=_one_of(grounded(_GENDERS, words), ANY, len(_GENDERS)),
        ages=_one_of(grounded(_AGES, words), ANY, len(_AGES)),
    )


def cohort_schema(options: CohortOptions) -> type[CohortChoice]:
    return create_model(
        "CohortChoice",
        __base__=CohortChoice,
        condition=(Literal[options.conditions], ...),
        drug=(Literal[options.drugs], ...),
        gender=(Literal[options.genders], ...),
        age=(Literal[options.ages], ...),
    )


def cohort_budget(options: CohortOptions) -> int:
    return _budget({field: _longest(values) for field, values in options.model_dump().items()})


def cohort_messages(request: FeasibilityInput, options: CohortOptions) -> list[dict[str, Any]]:
    lines = [
        "Choose the cohort of this research request, among these options only.",
        f"condition: {'; '.join(options.conditions)}",
        f"drug: {'; '.join(options.drugs)}",
        f"gender: {'; '.join(options.genders)}",
        f"age: {'; '.join(options.ages)}",
    ]
    return [{"role": "system", "content": "\n".join(lines)}, {"role": "user", "content": _cohort_words(request)}]


def _cohort_words(request: FeasibilityInput) -> str:
    return f"Research request: {request.researcher_request}\n{_reviewed_words(request)}"


def _reviewed_words(request: FeasibilityInput) -> str:
    """The requirements a reviewer approved and, after a rejection of the cohort, the reviewer's reason."""
    parts = [f"Requirements: {json.dumps(request.requirements)}"]
    if request.feedback:
        parts.append(f"A reviewer rejected the previous cohort: {request.feedback}")
    return "\n".join(parts)


def _literal(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


def _column(variable: str) -> str:
    """A variable as a column of the cohort's rows: a demographic as it is, a measurement as
    the patient's mean value (one row per patient)."""
    if variable in DEMOGRAPHICS:
        return f"p.{DEMOGRAPHICS[variable]}"
    name = re.sub(r"\W+", "_", variable.lower())
    return (
        f"(SELECT AVG(m.value_as_number) FROM measurement m WHERE m.person_id = p.person_id "
        f"AND m.measurement_name = {_literal(variable)}) AS {name}_mean"
    )


def catalogue_variables(requirements: dict[str, Any]) -> list[str]:
    """The requirements' variables the catalogue holds (`VARIABLES`), each once; requirements
    gathered in the open style hold free text, which names none or some."""
    listed = requirements.get("variables")
    named = [v for v in listed if isinstance(v, str)] if isinstance(listed, list) else []
    return [v for v in dict.fromkeys(named) if v in VARIABLES]


def cohort_sql(choice: CohortChoice, variables: list[str]) -> str:
    """The cohort as ONE read-only SELECT, the same on SQLite and PostgreSQL: one row per
    patient, person_id first, then each of `variables` (catalogue names)."""
    columns = ["p.person_id", *(_column(v) for v in variables)]
    where = []
    if choice.condition != ALL_PATIENTS:
        where.append(
            "p.person_id IN (SELECT person_id FROM condition_occurrence "
            f"WHERE condition_name = {_literal(choice.condition)})"
        )
    if choice.drug != NO_DRUG:
        where.append(f"p.person_id IN (SELECT person_id FROM drug_exposure WHERE drug_name = {_literal(choice.drug)})")
    if choice.gender != ANY:
        where.append(f"p.gender = {_literal(GENDERS[choice.gender])}")
    if choice.age != ANY:
        where.append(AGE_BANDS[choice.age])
    sql = f"SELECT {', '.join(columns)}\nFROM person p"
    return sql + ("\nWHERE " + "\n  AND ".join(where) if where else "")
