"""The research pipeline's agents (seed 002) as activities, each doing real work on the
clinical data warehouse (`research.warehouse`) and in `settings.research_dir/<request_id>/`.

- requirements: an LLM conversation with the researcher, scored for completeness;
- phenotype / feasibility: the LLM writes the cohort's SQL; it runs read-only
  (`research.sql_safety`) and its COUNT(DISTINCT person_id) decides feasibility; a
  refused or failing SQL goes back to the LLM with the error, 3 attempts at most, then
  the activity fails (SQL_REFUSED / SQL_FAILED) saying why each attempt did not run;
  with LLM_DECISION_STYLE=enumerated both LLM decisions are small choices among named
  options and code writes the requirements, the question and the SQL (`research.choices`);
- calendar: the earliest common free slot of the participants, an .ics invite (written
  with `icalendar`, which escapes every value);
- extraction: the approved SQL's rows as CSV and Parquet;
- QA: row count against the estimate, null rates, duplicates, direct identifiers;
- delivery: the extract copied to a delivery folder with a SHA-256 manifest.

Every activity is safe to retry: the same input writes the same files (atomically
replaced) and the same calendar rows (keyed by the meeting's UID). An attempt writes each file
into a hidden file of its own beside it (`.extract.csv.attempt-2.<random>`), renamed into place
once whole; what an attempt was writing when its worker crashed, the next attempt of the
request's calendar, extraction or delivery removes before it writes. Every activity heartbeats
while it runs (`keep_alive`): a crashed worker's attempt is retried once its heartbeat
timeout passes. A warehouse that
cannot be reached, or is overloaded, is a retryable STORAGE_ERROR; what retrying cannot fix
is non-retryable. Each error carries what went wrong in words safe to show the client
(`PUBLIC_DETAIL`); its message, which may hold SQL or database internals, is for the log.
With WAREHOUSE_URL unset, the default SQLite warehouse is generated on
first use (a configured warehouse is never generated into).
"""

from __future__ import annotations

import asyncio
import csv
import hashlib
import json
import math
import os
import re
import shutil
import tempfile
import threading
from collections.abc import Callable, Iterable
from datetime import UTC, datetime, time, timedelta
from pathlib import Path
from typing import IO, Any

import pyarrow as pa
import pyarrow.parquet as pq
from icalendar import Calendar, Event, vCalAddress
from pydantic import BaseModel
from sqlalchemy import delete, insert, select
from sqlalchemy.exc import SQLAlchemyError
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.heartbeat import keep_alive
from activities.llm import llm_for
from durable_agents.errors import ErrorCode
from durable_agents.llm_types import TokenUsage
from durable_agents.research import choices, warehouse
from durable_agents.research import store as research_store
from durable_agents.research.contract import (
    PUBLIC_DETAIL,
    DeliveredFile,
    DeliveryInput,
    DeliveryResult,
    ExtractionInput,
    ExtractionResult,
    FeasibilityInput,
    FeasibilityResult,
    KickoffInput,
    KickoffResult,
    QACheck,
    QAInput,
    QAReport,
    RequirementsInput,
    RequirementsTurn,
    ResearchProgress,
    SqlAttempt,
)
from durable_agents.research.delivery import DELIVERY_DIR, MANIFEST, sha256_of
from durable_agents.research.sql_safety import (
    QueryFailed,
    RefusedSql,
    WarehouseBusy,
    WarehouseUnavailable,
    check_select,
    run_select,
)
from durable_agents.settings import Settings

MAX_SQL_ATTEMPTS = 3
# Working hours (UTC, Monday to Friday) and the grid kickoff meetings start on.
WORK_START = time(9)
WORK_END = time(17)
WORKDAY_MINUTES = 8 * 60
SLOT = timedelta(minutes=30)
SEARCH_DAYS = 60  # no common free slot in this many days: NO_FREE_SLOT
# The extract may differ this much from the feasibility estimate and pass QA: the same SQL
# on an unchanged warehouse gives the same count, a refreshed warehouse may not.
QA_COUNT_TOLERANCE = 0.10
# An overloaded warehouse is given time to recover before the activity's next attempt.
BUSY_RETRY_DELAY = timedelta(seconds=30)
_SAFE_REQUEST_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$")
# An address that cannot break out of an invite's line or parameter: one @, no spaces,
# control characters or delimiters.
_EMAIL_LIKE = re.compile(r"^[^\s\x00-\x1f\x7f@<>()\[\]\\,;:\"]+@[^\s\x00-\x1f\x7f@<>()\[\]\\,;:\"]+$")
# RFC 5545 text may not hold control characters: line breaks of any kind become one kind...
_LINE_BREAKS = re.compile(r"\r\n|[\r\n\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")
# ...and the other control characters go.
_CONTROLS = re.compile(r"[\x00-\x08\x0e-\x1f\x7f-\x9f]")


class RequirementsDraft(BaseModel):
    """What the requirements agent answers each turn."""

    population: str
    inclusion_criteria: list[str]
    exclusion_criteria: list[str]
    variables: list[str]
    time_window: str
    data_format: str
    completeness_score: float
    next_question: str | None


class PhenotypeSql(BaseModel):
    """What the phenotype agent answers: the cohort's SQL."""

    sql: str
    rationale: str


REQUIREMENTS_PROMPT = (
    "You are the requirements agent of a clinical research data service. Work out with the researcher exactly "
    "which data they need: population, inclusion and exclusion criteria, variables, time window and data format "
    "(CSV or Parquet). Ask one short question at a time about what is still missing or vague. Score how complete "
    "the requirements are from 0 to 1; when nothing is left to ask, the score is 1 and next_question is null.\n"
    f"The warehouse holds: {warehouse.DATA_CATALOGUE}"
)


def phenotype_prompt(dialect: str) -> str:
    database = "SQLite" if dialect == "sqlite" else "PostgreSQL"
    return (
        f"You write the phenotype SQL of a clinical research request: ONE read-only {database} SELECT returning "
        "the patients of the cohort, with a person_id column (one or more rows per patient). Never select "
        f"direct identifiers.\n{warehouse.SCHEMA_DESCRIPTION}"
    )


def _failure(
    message: str, code: ErrorCode, public: str, *, non_retryable: bool = True, retry_delay: timedelta | None = None
) -> ApplicationError:
    """`message` is for the log; `public` is what the client is told."""
    return ApplicationError(
        message, {PUBLIC_DETAIL: public}, type=code, non_retryable=non_retryable, next_retry_delay=retry_delay
    )


def _invalid(message: str, public: str) -> ApplicationError:
    return _failure(message, ErrorCode.INVALID_RESEARCH_INPUT, public)


def _storage(what: str, err: Exception) -> ApplicationError:
    public = err.public if isinstance(err, WarehouseUnavailable) else what
    delay = BUSY_RETRY_DELAY if isinstance(err, WarehouseBusy) else None
    return _failure(f"{what}: {err}", ErrorCode.STORAGE_ERROR, public, non_retryable=False, retry_delay=delay)


class ResearchActivities:
    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._url = settings.resolved_warehouse_url
        self._dialect = warehouse.backend(self._url)  # an unsupported database fails at worker start
        self._generate_if_missing = settings.warehouse_url is None
        self._ready = threading.Event()
        self._llm = llm_for(settings)
        self._enumerated = settings.llm_decision_style == "enumerated"

    @activity.defn
    @keep_alive
    def save_research_progress(self, progress: ResearchProgress) -> None:
        """Mirror a research request (idempotent: transitions and approvals are keyed by seq)."""
        try:
            research_store.save_progress(self._settings.resolved_database_url, progress)
        except SQLAlchemyError as err:
            raise ApplicationError(f"research progress write failed: {err}", type=ErrorCode.STORAGE_ERROR) from err

    # --- Requirements -------------------------------------------------------------------

    @activity.defn
    @keep_alive
    async def gather_requirements(self, request: RequirementsInput) -> RequirementsTurn:
        """One turn of the requirements conversation: the requirements so far, how complete
        they are (0..1) and the next question to the researcher (None when complete)."""
        if self._enumerated:
            return await self._choose_requirements(request)
        opening = f"Research request: {request.researcher_request}"
        if request.researcher_info:
            opening += f"\nResearcher: {json.dumps(request.researcher_info)}"
        messages: list[dict[str, Any]] = [
            {"role": "system", "content": REQUIREMENTS_PROMPT},
            {"role": "user", "content": opening},
            *(m.model_dump() for m in request.conversation),
        ]
        if request.feedback:
            messages.append(
                {
                    "role": "system",
                    "content": f"A reviewer rejected the requirements: {request.feedback}\n"
                    "Revise them and ask the researcher about what the reviewer raised.",
                }
            )
        draft, usage = await self._llm.decide(
            model=self._settings.llm_model,
            messages=messages,
            schema=RequirementsDraft,
            name="record_requirements",
            description="Record the requirements gathered so far, their completeness and the next question.",
        )
        if not math.isfinite(draft.completeness_score):
            raise _failure(
                f"completeness_score is not a number: {draft.completeness_score}",
                ErrorCode.LLM_BAD_OUTPUT,
                "the requirements agent's completeness score was not a number",
                non_retryable=False,
            )
        return RequirementsTurn(
            requirements=draft.model_dump(exclude={"completeness_score", "next_question"}),
            completeness_score=min(1.0, max(0.0, draft.completeness_score)),
            question=(draft.next_question or "").strip() or None,
            usage=usage,
        )

    async def _choose_requirements(self, request: RequirementsInput) -> RequirementsTurn:
        """The enumerated style: the model chooses among the options the researcher named;
        code writes the requirements, their completeness and the question."""
        options = choices.requirements_options(request)
        choice, usage = await self._llm.decide(
            model=self._settings.llm_model,
            messages=choices.requirements_messages(request, options),
            schema=choices.requirements_schema(options),
            name="choose_requirements",
            description="Choose the condition, variables and data format the researcher asks for.",
            max_tokens=choices.requirements_budget(options),
        )
        return choices.requirements_turn(choice, usage)

    # --- Phenotype / feasibility --------------------------------------------------------

    @activity.defn
    @keep_alive
    async def check_feasibility(self, request: FeasibilityInput) -> FeasibilityResult:
        """The LLM's cohort SQL (enumerated style: the SQL of the LLM's cohort choice), run
        read-only: FEASIBLE when COUNT(DISTINCT person_id) reaches FEASIBILITY_MIN_COHORT.
        feasibility_score = min(1, size / (2 * threshold)): 0.5 at the threshold, 1 at twice
        it. After 3 attempts that could not run (enumerated style: 1): SQL_REFUSED (all were
        refused) or SQL_FAILED, non-retryable, saying why each did not run: no SQL counted a cohort."""
        await asyncio.to_thread(self._ensure_warehouse)
        if self._enumerated:
            return await self._choose_cohort(request)
        brief = f"Research request: {request.researcher_request}\nRequirements: {json.dumps(request.requirements)}"
        if request.feedback:
            brief += f"\nA reviewer rejected the previous SQL: {request.feedback}"
        messages: list[dict[str, Any]] = [
            {"role": "system", "content": phenotype_prompt(self._dialect)},
            {"role": "user", "content": brief},
        ]
        attempts: list[SqlAttempt] = []
        told: list[str] = []  # why each attempt did not run, safe to show
        all_refused = True
        usage = TokenUsage()
        for _ in range(MAX_SQL_ATTEMPTS):
            answer, used = await self._llm.decide(
                model=self._settings.llm_model,
                messages=messages,
                schema=PhenotypeSql,
                name="phenotype_sql",
                description="The SQL selecting the cohort, and why it does.",
            )
            usage += used
            sql = answer.sql.strip()
            try:
                size = await asyncio.to_thread(self._cohort_size, sql)
            except (RefusedSql, QueryFailed) as err:
                error = _sql_error(err)
                activity.logger.info("Phenotype SQL attempt %d failed: %s", len(attempts) + 1, error)
                attempts.append(SqlAttempt(sql=sql, error=error))
                told.append(_told(err))
                all_refused = all_refused and isinstance(err, RefusedSql)
                messages.append({"role": "assistant", "content": answer.model_dump_json()})
                messages.append(
                    {"role": "user", "content": f"That SQL did not work: {error}\nWrite a corrected query."}
                )
                continue
            except WarehouseUnavailable as err:
                raise _storage("warehouse unavailable", err) from None
            attempts.append(SqlAttempt(sql=sql))
            return self._feasibility(sql, size, attempts, usage)
        raise _no_query_ran(attempts, told, all_refused)

    async def _choose_cohort(self, request: FeasibilityInput) -> FeasibilityResult:
        """The enumerated style: the model chooses the cohort among the options the request
        names; code writes its SQL, with the requirements' variables as columns. One attempt:
        SQL that cannot run is code's to fix, not the model's."""
        options = choices.cohort_options(request)
        choice, usage = await self._llm.decide(
            model=self._settings.llm_model,
            messages=choices.cohort_messages(request, options),
            schema=choices.cohort_schema(options),
            name="choose_cohort",
            description="Choose the condition, drug, gender and age band of the cohort.",
            max_tokens=choices.cohort_budget(options),
        )
        sql = choices.cohort_sql(choice, choices.catalogue_variables(request.requirements))
        try:
            size = await asyncio.to_thread(self._cohort_size, sql)
        except (RefusedSql, QueryFailed) as err:
            attempt = SqlAttempt(sql=sql, error=_sql_error(err))
            raise _no_query_ran([attempt], [_told(err)], isinstance(err, RefusedSql)) from None
        except WarehouseUnavailable as err:
            raise _storage("warehouse unavailable", err) from None
        return self._feasibility(sql, size, [SqlAttempt(sql=sql)], usage)

    def _feasibility(self, sql: str, size: int, attempts: list[SqlAttempt], usage: TokenUsage) -> FeasibilityResult:
        threshold = self._settings.feasibility_min_cohort
        return FeasibilityResult(
            phenotype_sql=sql,
            estimated_cohort_size=size,
            feasible=size >= threshold,
            feasibility_score=min(1.0, size / (2 * threshold)),
            attempts=attempts,
            usage=usage,
        )

    def _cohort_size(self, sql: str) -> int:
        # Checked alone first: wrapped in the count, a refused statement would only show as a syntax error.
        statement = check_select(sql, self._dialect)
        counted = f"SELECT COUNT(DISTINCT person_id) AS cohort_size FROM (\n{statement}\n) AS cohort"
        result = run_select(self._url, counted, self._settings.sql_timeout_seconds, 1)
        return int(result.rows[0][0] or 0)

    # --- Calendar -----------------------------------------------------------------------

    @activity.defn
    @keep_alive
    def schedule_kickoff(self, request: KickoffInput) -> KickoffResult:
        """The kickoff at the earliest common free slot of the participants (weekdays 09:00-17:00
        UTC, on the half hour, from not_before), recorded in calendar_event and written as an
        .ics invite. A retry finds the meeting by its UID and writes the same file; a new
        kickoff of the same request (another not_before) replaces the earlier one."""
        folder = self._request_dir(request.request_id)
        _remove_partial_writes(folder)
        participants = list(dict.fromkeys(p.strip().lower() for p in request.participants if p.strip()))
        if not participants:
            raise _invalid("a kickoff needs at least one participant", "a kickoff needs at least one participant")
        for number, participant in enumerate(participants, start=1):
            if not _EMAIL_LIKE.match(participant):
                raise _invalid(
                    f"participant {participant!r} is not an email address",
                    f"participant {number} of the kickoff is not an email address",
                )
        lasts = f"a kickoff lasts 1 to {WORKDAY_MINUTES} minutes"
        if not 1 <= request.duration_minutes <= WORKDAY_MINUTES:
            raise _invalid(f"{lasts}, not {request.duration_minutes}", lasts)
        duration = timedelta(minutes=request.duration_minutes)
        try:
            not_before = datetime.fromisoformat(request.not_before)
        except ValueError:
            raise _invalid(
                f"not_before is not an ISO datetime: {request.not_before!r}",
                "the kickoff's earliest start is not a time",
            ) from None
        if not_before.tzinfo is not None:
            not_before = not_before.astimezone(UTC).replace(tzinfo=None)  # the calendar holds naive UTC
        not_before = ceil_to_slot(not_before)
        uid = _kickoff_uid(request.request_id, not_before, participants, request.duration_minutes)
        self._ensure_warehouse()
        events = warehouse.calendar_event
        try:
            with warehouse.engine(self._url).begin() as conn:
                recorded = conn.execute(
                    select(events.c.start_time, events.c.end_time).where(events.c.uid == uid).limit(1)
                ).first()
                if recorded is not None:
                    start, end = recorded
                else:
                    conn.execute(delete(events).where(events.c.request_id == request.request_id))
                    busy = conn.execute(
                        select(events.c.start_time, events.c.end_time).where(
                            events.c.participant_email.in_(participants),
                            events.c.end_time > not_before,
                            events.c.start_time < not_before + timedelta(days=SEARCH_DAYS + 1),
                        )
                    ).all()
                    start = earliest_free_slot([(s, e) for s, e in busy], not_before, duration)
                    if start is None:
                        none_free = f"no common free {request.duration_minutes}-minute slot within {SEARCH_DAYS} days"
                        raise _failure(none_free, ErrorCode.NO_FREE_SLOT, none_free)
                    end = start + duration
                    conn.execute(
                        insert(events),
                        [
                            {
                                "uid": uid,
                                "participant_email": email,
                                "title": f"Kickoff: research request {request.request_id}",
                                "start_time": start,
                                "end_time": end,
                                "request_id": request.request_id,
                            }
                            for email in participants
                        ],
                    )
        except SQLAlchemyError as err:
            raise _storage("calendar unavailable", err) from None
        ics_path = folder / "kickoff.ics"
        invite = kickoff_ics(
            uid,
            f"Kickoff: research request {request.request_id}",
            f"Kickoff meeting of research data request {request.request_id}.",
            start,
            end,
            participants,
            {email.strip().lower(): name for email, name in request.names.items()},
            stamp=not_before,
        )
        self._write(ics_path, lambda f: f.write(invite))
        return KickoffResult(
            start=start.replace(tzinfo=UTC).isoformat(),
            end=end.replace(tzinfo=UTC).isoformat(),
            participants=participants,
            ics_path=str(ics_path),
        )

    # --- Extraction ---------------------------------------------------------------------

    @activity.defn
    @keep_alive
    def extract_data(self, request: ExtractionInput) -> ExtractionResult:
        """The approved SQL's rows (at most SQL_ROW_CAP) as extract.csv and extract.parquet."""
        folder = self._request_dir(request.request_id)
        _remove_partial_writes(folder)
        self._ensure_warehouse()
        try:
            result = run_select(
                self._url, request.phenotype_sql, self._settings.sql_timeout_seconds, self._settings.sql_row_cap
            )
        except RefusedSql as err:
            raise _failure(f"refused SQL: {err.reason}", ErrorCode.SQL_REFUSED, err.rule) from None
        except QueryFailed as err:
            raise _failure(f"the SQL failed: {err}", ErrorCode.SQL_FAILED, err.kind) from None
        except WarehouseUnavailable as err:
            raise _storage("warehouse unavailable", err) from None
        columns = unique_names(result.columns)
        csv_path, parquet_path = folder / "extract.csv", folder / "extract.parquet"
        self._write(csv_path, lambda f: _write_csv(f, columns, result.rows), text=True)
        table = pa.Table.from_arrays([_arrow_column(i, result.rows) for i in range(len(columns))], names=columns)
        self._write(parquet_path, lambda f: pq.write_table(table, f))
        return ExtractionResult(
            csv_path=str(csv_path),
            parquet_path=str(parquet_path),
            row_count=len(result.rows),
            columns=columns,
            truncated=result.truncated,
        )

    # --- QA -----------------------------------------------------------------------------

    @activity.defn
    @keep_alive
    def run_qa(self, request: QAInput) -> QAReport:
        """Checks of the extract (read from its CSV, where an empty cell is a null):
        - not_empty: at least one row;
        - complete: the file holds every row reported, and the row cap did not cut the query;
        - cohort_size: the distinct person_ids (rows when there is no person_id column) are within
          10% of the feasibility estimate; when the row cap cut the extract, rows >= estimate;
        - null_rates: no column is entirely null (every column's rate is reported);
        - duplicates: no row appears twice;
        - no_direct_identifiers: no column named like a name, phone, SSN, email or address, and
          no value that looks like an SSN, a phone number, an email or a patient's name.
        Passed when every check passes."""
        path = self._request_dir(request.request_id) / "extract.csv"
        try:
            with path.open(newline="", encoding="utf-8") as f:
                reader = csv.reader(f)
                columns = next(reader, [])
                rows = [tuple(row) for row in reader]
        except FileNotFoundError:
            raise _failure(
                f"no extract for request {request.request_id}", ErrorCode.EXTRACT_MISSING, "the extract file is missing"
            ) from None
        except OSError as err:
            raise _storage("extract unreadable", err) from None
        extraction = request.extraction
        row_count = len(rows)
        null_rates = {
            column: round(sum(1 for row in rows if row[i] == "") / row_count, 4) if row_count else 0.0
            for i, column in enumerate(columns)
        }
        duplicate_rows = row_count - len(set(rows))
        identifiers = find_identifiers(columns, rows)
        checks = [
            QACheck(name="not_empty", passed=row_count > 0, detail=f"{row_count} rows"),
            _completeness(extraction, row_count),
            _cohort_size(columns, rows, request.estimated_cohort_size, extraction.truncated),
            QACheck(
                name="null_rates",
                passed=row_count == 0 or all(rate < 1 for rate in null_rates.values()),
                detail=", ".join(f"{c}: {r:.1%}" for c, r in null_rates.items()) or "no columns",
            ),
            QACheck(name="duplicates", passed=duplicate_rows == 0, detail=f"{duplicate_rows} duplicate rows"),
            QACheck(
                name="no_direct_identifiers",
                passed=not identifiers,
                detail="; ".join(f"{c}: {why}" for c, why in identifiers.items()) or "none found",
            ),
        ]
        return QAReport(
            overall_status="passed" if all(c.passed for c in checks) else "failed",
            checks=checks,
            row_count=row_count,
            null_rates=null_rates,
            duplicate_rows=duplicate_rows,
            identifier_columns=list(identifiers),
        )

    # --- Delivery -----------------------------------------------------------------------

    @activity.defn
    @keep_alive
    def deliver_data(self, request: DeliveryInput) -> DeliveryResult:
        """The extract files copied to <request>/delivery/ with manifest.json (SHA-256 and size
        of each file, the recipient, the time). A retry of the same delivery keeps the first time."""
        folder = self._request_dir(request.request_id)
        _remove_partial_writes(folder)
        names = ["extract.csv"] + (["extract.parquet"] if request.extraction.parquet_path else [])
        delivery = folder / DELIVERY_DIR
        files: list[DeliveredFile] = []
        try:
            for name in names:
                source, target = folder / name, delivery / name
                if not source.is_file():
                    raise _failure(
                        f"no {name} for request {request.request_id}", ErrorCode.EXTRACT_MISSING, f"{name} is missing"
                    )
                self._write(target, lambda f, s=source: _copy_into(s, f))
                digest = sha256_of(target)
                if digest != sha256_of(source):
                    changed = f"{name} changed while it was copied"
                    raise _failure(changed, ErrorCode.STORAGE_ERROR, changed, non_retryable=False)
                files.append(DeliveredFile(name=name, sha256=digest, bytes=target.stat().st_size))
            manifest_path = delivery / MANIFEST
            delivered_at = _previous_delivery_time(manifest_path, request.recipient, files)
            manifest = {
                "request_id": request.request_id,
                "recipient": request.recipient,
                "delivered_at": delivered_at or datetime.now(UTC).isoformat(),
                "files": [f.model_dump() for f in files],
            }
            self._write(manifest_path, lambda f: f.write(json.dumps(manifest, indent=2).encode()))
        except OSError as err:
            raise _storage("delivery failed", err) from None
        return DeliveryResult(
            delivery_dir=str(delivery),
            manifest_path=str(manifest_path),
            files=files,
            recipient=request.recipient,
            delivered_at=manifest["delivered_at"],
        )

    # --- Helpers ------------------------------------------------------------------------

    def _ensure_warehouse(self) -> None:
        if not self._generate_if_missing or self._ready.is_set():
            return
        try:
            warehouse.ensure_warehouse(self._url)
        except SQLAlchemyError as err:
            raise _storage("warehouse generation failed", err) from None
        self._ready.set()

    def _request_dir(self, request_id: str) -> Path:
        # The id names a folder: nothing may escape research_dir.
        if not _SAFE_REQUEST_ID.match(request_id):
            raise _invalid(f"request id {request_id!r} cannot name a folder", "the request id cannot name a folder")
        return self._settings.research_dir / request_id

    @staticmethod
    def _write(path: Path, write: Callable[[IO[Any]], Any], text: bool = False) -> None:
        """Write `path` whole or not at all (a retry after a crash never sees half a file): into
        this attempt's hidden file next to it, renamed into place once whole. A failure removes
        it; a crash leaves it to the next attempt's `_remove_partial_writes`."""
        partial: Path | None = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile(
                "w" if text else "wb",
                dir=path.parent,
                prefix=f".{path.name}.attempt-{activity.info().attempt}.",
                delete=False,
                **({"newline": "", "encoding": "utf-8"} if text else {}),
            ) as f:
                partial = Path(f.name)
                write(f)
            os.replace(partial, path)
        except OSError as err:
            raise _storage(f"cannot write {path.name}", err) from None
        finally:
            if partial is not None:
                partial.unlink(missing_ok=True)  # gone once renamed into place; else half written


def _remove_partial_writes(folder: Path) -> None:
    """Remove what earlier attempts of the request were writing when their worker crashed.
    The hidden files of a request's folders are all `_write`s that never finished (or that an
    attempt given up on for its missing heartbeats still writes: its result no longer counts)."""
    try:
        for directory in (folder, folder / DELIVERY_DIR):
            if directory.is_dir():
                for entry in directory.iterdir():
                    if entry.name.startswith(".") and not entry.is_dir():
                        entry.unlink(missing_ok=True)
    except OSError as err:
        raise _storage("cannot remove the files a crashed attempt left", err) from None


def _told(err: RefusedSql | QueryFailed) -> str:
    """Why a query did not run, in words safe to show."""
    return f"refused: {err.rule}" if isinstance(err, RefusedSql) else err.kind


def _no_query_ran(attempts: list[SqlAttempt], told: list[str], all_refused: bool) -> ApplicationError:
    """No SQL counted a cohort: not "a cohort of 0" but a failure saying why each query did not run."""
    return _failure(
        "no phenotype SQL could run: " + " | ".join(f"{a.sql!r}: {a.error}" for a in attempts),
        ErrorCode.SQL_REFUSED if all_refused else ErrorCode.SQL_FAILED,
        f"none of the phenotype agent's {len(told)} queries could run: "
        + "; ".join(f"{i}. {why}" for i, why in enumerate(told, start=1))
        if len(told) > 1
        else f"the phenotype agent's query could not run: {told[0]}",
    )


def _sql_error(err: RefusedSql | QueryFailed) -> str:
    """The whole error, for the LLM to correct its SQL by."""
    if isinstance(err, RefusedSql):
        return f"refused: {err.reason}"
    message = str(err)
    if "person_id" in message.lower():
        message += (
            " (the cohort is counted as COUNT(DISTINCT person_id) over the query's rows: return one person_id column)"
        )
    return message


def ceil_to_slot(moment: datetime) -> datetime:
    """`moment` rounded up to the half-hour grid."""
    floor = moment.replace(minute=moment.minute - moment.minute % 30, second=0, microsecond=0)
    return floor if floor == moment else floor + SLOT


def earliest_free_slot(
    busy: Iterable[tuple[datetime, datetime]], not_before: datetime, duration: timedelta
) -> datetime | None:
    """The first start on the half-hour grid, in working hours, when no busy interval overlaps."""
    busy = list(busy)
    start = ceil_to_slot(not_before)
    limit = not_before + timedelta(days=SEARCH_DAYS)
    while start < limit:
        day_start = datetime.combine(start.date(), WORK_START)
        if start.weekday() >= 5 or start + duration > datetime.combine(start.date(), WORK_END):
            start = day_start + timedelta(days=1)
            continue
        if start < day_start:
            start = day_start
            continue
        clashes = [end for begin, end in busy if begin < start + duration and end > start]
        if not clashes:
            return start
        start = ceil_to_slot(max(clashes))
    return None


def _kickoff_uid(request_id: str, not_before: datetime, participants: list[str], minutes: int) -> str:
    # The same kickoff (a retry) has the same UID; another one of the same request does not.
    key = json.dumps([not_before.isoformat(), participants, minutes])
    return f"kickoff-{request_id}-{hashlib.sha256(key.encode()).hexdigest()[:12]}@durable-agents"


def _ics_text(value: str, line_break: str = "\n") -> str:
    """`value` without the control characters RFC 5545 forbids; its line breaks as `line_break`."""
    return _CONTROLS.sub("", _LINE_BREAKS.sub(line_break, value))


def _address(email: str, names: dict[str, str]) -> vCalAddress:
    address = vCalAddress(f"mailto:{email}")
    name = _ics_text(names.get(email, ""), " ").strip()
    if name:
        address.params["CN"] = name
    return address


def kickoff_ics(
    uid: str,
    summary: str,
    description: str,
    start: datetime,
    end: datetime,
    participants: list[str],
    names: dict[str, str],
    stamp: datetime,
) -> bytes:
    """An RFC 5545 invite (METHOD:REQUEST) written by `icalendar`, which escapes every value and
    parameter, so no text can add a line: the first participant organizes, all attend (with
    their display name from `names` when known). Times are naive UTC. DTSTAMP is the
    scheduling's not_before, so a retry writes the same bytes."""
    calendar = Calendar()
    calendar.add("prodid", "-//durable-agents//research kickoff//EN")
    calendar.add("version", "2.0")
    calendar.add("calscale", "GREGORIAN")
    calendar.add("method", "REQUEST")
    event = Event()
    event.add("uid", uid)
    event.add("dtstamp", stamp.replace(tzinfo=UTC))
    event.add("dtstart", start.replace(tzinfo=UTC))
    event.add("dtend", end.replace(tzinfo=UTC))
    event.add("summary", _ics_text(summary))
    event.add("description", _ics_text(description))
    event.add("organizer", _address(participants[0], names))
    for participant in participants:
        attendee = _address(participant, names)
        attendee.params.update({"ROLE": "REQ-PARTICIPANT", "PARTSTAT": "NEEDS-ACTION", "RSVP": "TRUE"})
        event.add("attendee", attendee)
    event.add("status", "CONFIRMED")
    event.add("sequence", 0)
    calendar.add_component(event)
    return calendar.to_ical()


def unique_names(columns: list[str]) -> list[str]:
    """Column names made unique (a join's two person_id columns: person_id, person_id_2)."""
    names: list[str] = []
    for column in columns:
        base = name = column or "column"
        number = 1
        while name in names:
            number += 1
            name = f"{base}_{number}"
        names.append(name)
    return names


def _write_csv(f: IO[str], columns: list[str], rows: list[tuple[Any, ...]]) -> None:
    writer = csv.writer(f)
    writer.writerow(columns)
    writer.writerows(("" if v is None else v for v in row) for row in rows)


def _arrow_column(index: int, rows: list[tuple[Any, ...]]) -> pa.Array:
    values = [row[index] for row in rows]
    try:
        return pa.array(values)
    except (pa.ArrowInvalid, pa.ArrowTypeError):
        # SQLite columns may mix types: keep such a column as text.
        return pa.array([None if v is None else str(v) for v in values], type=pa.string())


def _copy_into(source: Path, target: IO[bytes]) -> None:
    with source.open("rb") as f:
        shutil.copyfileobj(f, target)


def _previous_delivery_time(manifest: Path, recipient: str, files: list[DeliveredFile]) -> str | None:
    """The time of an earlier delivery of the same files to the same recipient (a retry)."""
    try:
        previous = json.loads(manifest.read_text())
    except (OSError, ValueError):
        return None
    if previous.get("recipient") == recipient and previous.get("files") == [f.model_dump() for f in files]:
        return previous.get("delivered_at")
    return None


def _completeness(extraction: ExtractionResult, row_count: int) -> QACheck:
    if extraction.truncated:
        return QACheck(
            name="complete",
            passed=False,
            detail=f"the query returned more rows than the row cap: the extract holds the first {row_count}",
        )
    return QACheck(
        name="complete",
        passed=row_count == extraction.row_count,
        detail=f"{row_count} rows in the file, {extraction.row_count} extracted",
    )


def _cohort_size(columns: list[str], rows: list[tuple[str, ...]], estimate: int, truncated: bool) -> QACheck:
    if truncated:
        return QACheck(
            name="cohort_size",
            passed=len(rows) >= estimate,
            detail=f"{len(rows)} rows (capped) for an estimated cohort of {estimate}",
        )
    if "person_id" in columns:
        index = columns.index("person_id")
        found, unit = len({row[index] for row in rows if row[index] != ""}), "patients"
    else:
        found, unit = len(rows), "rows"
    return QACheck(
        name="cohort_size",
        passed=abs(found - estimate) <= QA_COUNT_TOLERANCE * estimate,
        detail=f"{found} {unit}, estimated {estimate} (±{QA_COUNT_TOLERANCE:.0%})",
    )


# Direct identifiers, by column name...
_IDENTIFIER_WORDS = frozenset(
    {"ssn", "phone", "telephone", "mobile", "fax", "email", "mail", "address", "street", "zip", "zipcode",
     "postcode", "mrn", "passport", "surname", "firstname", "lastname", "fullname", "personname", "patientname",
     "phonenumber", "emailaddress"}
)  # fmt: skip
# ...where `name` is an identifier after these words only (condition_name, drug_name are not).
_NAME_QUALIFIERS = frozenset({"person", "patient", "first", "last", "full", "given", "family", "middle", "subject"})
# ...and by value.
_VALUE_PATTERNS = (
    ("SSN-like values", re.compile(r"\b\d{3}-\d{2}-\d{4}\b")),
    ("phone numbers", re.compile(r"(?:\(\d{3}\)\s?|\b\d{3}[-.\s])\d{3}[-.\s]\d{4}\b")),
    ("email addresses", re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")),
)
_FULL_NAME = re.compile(r"^([A-Z][a-z]+) ([A-Z][a-z]+)$")
_FIRST_NAMES = frozenset(warehouse.FEMALE_FIRST_NAMES + warehouse.MALE_FIRST_NAMES)
_LAST_NAMES = frozenset(warehouse.LAST_NAMES)


def _identifier_name(column: str) -> bool:
    words = [w for w in re.split(r"[^a-z0-9]+", column.lower()) if w]
    if words == ["name"] or _IDENTIFIER_WORDS.intersection(words):
        return True
    return any(word == "name" and words[i - 1] in _NAME_QUALIFIERS for i, word in enumerate(words) if i)


def _patient_name(value: str) -> bool:
    # The warehouse's own name vocabulary: a generic "two capitalised words" would flag diagnoses.
    match = _FULL_NAME.match(value)
    return match is not None and match[1] in _FIRST_NAMES and match[2] in _LAST_NAMES


def find_identifiers(columns: list[str], rows: list[tuple[str, ...]]) -> dict[str, str]:
    """The columns that hold direct identifiers, each with why."""
    found: dict[str, str] = {}
    for i, column in enumerate(columns):
        reasons = ["identifier column name"] if _identifier_name(column) else []
        values = [row[i] for row in rows if row[i]]
        reasons += [what for what, pattern in _VALUE_PATTERNS if any(pattern.search(v) for v in values)]
        if any(_patient_name(v) for v in values):
            reasons.append("patient names")
        if reasons:
            found[column] = ", ".join(reasons)
    return found
