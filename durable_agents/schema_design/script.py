"""A SQL script — a schema dump, a `structure.sql`, a migration history — split into its
statements the way PostgreSQL reads them (its own grammar, libpg_query through pglast), each
with its line and whether the import runs it.

Not run, and counted by kind: owners and privileges (the sandbox has none of the dump's
roles), transaction control (each statement runs on its own), databases, tablespaces and
server administration, data loading (`COPY`), and psql's backslash commands (`\\connect`,
pg_dump's `\\restrict`). Session settings (`SET`, `set_config`) run, since later statements
may rely on them (`search_path`), and are counted too.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from dataclasses import dataclass

import pglast
from pglast import parser

SESSION_SETTINGS = "session settings"
COMMENTS = frozenset({"SQL_COMMENT", "C_COMMENT"})  # the scanner's comment tokens
# Statements of objects the schema model does not hold: when PostgreSQL refuses one (a
# function in a language the sandbox lacks, an extension it does not have), the import
# leaves it out and says why, rather than refusing the script.
_NOT_MODELLED = re.compile(
    r"^(CREATE (OR REPLACE )?(FUNCTION|PROCEDURE|TRIGGER|CONSTRAINT TRIGGER|VIEW|RECURSIVE VIEW|MATERIALIZED VIEW|"
    r"RULE|POLICY|AGGREGATE|OPERATOR|CAST|EXTENSION|PUBLICATION|SUBSCRIPTION|EVENT TRIGGER|TEXT SEARCH|"
    r"CONVERSION|LANGUAGE|TRUSTED|PROCEDURAL|FOREIGN|SERVER|USER MAPPING|STATISTICS|ACCESS METHOD|TRANSFORM|"
    r"COLLATION)|(ALTER|DROP|COMMENT ON) (FUNCTION|PROCEDURE|TRIGGER|VIEW|MATERIALIZED VIEW|RULE|POLICY|"
    r"AGGREGATE|OPERATOR|EXTENSION|PUBLICATION|SUBSCRIPTION|EVENT TRIGGER|TEXT SEARCH|STATISTICS|SERVER|"
    r"FOREIGN)|SELECT|REFRESH)\b"
)
_NOT_RUN = [
    (
        "owners and privileges",
        re.compile(
            r"^(GRANT|REVOKE|ALTER DEFAULT PRIVILEGES|REASSIGN OWNED|DROP OWNED|"
            r"(CREATE|ALTER|DROP) (ROLE|USER|GROUP)|SECURITY LABEL|"
            r"SET (SESSION |LOCAL )?(ROLE|SESSION AUTHORIZATION))\b"
        ),
    ),
    (
        "transaction control",
        re.compile(
            r"^(BEGIN|START TRANSACTION|COMMIT|END|ROLLBACK|ABORT|SAVEPOINT|RELEASE|"
            r"PREPARE TRANSACTION)\b"
        ),
    ),
    (
        "databases, tablespaces and server administration",
        re.compile(
            r"^((CREATE|ALTER|DROP) (DATABASE|TABLESPACE)|ALTER SYSTEM|CHECKPOINT|VACUUM|ANALYZE|CLUSTER|"
            r"LOAD|REINDEX|LISTEN|NOTIFY|UNLISTEN|DISCARD)\b"
        ),
    ),
    ("data loading", re.compile(r"^COPY\b")),
]
_SESSION = re.compile(r"^(SET|RESET|SELECT (PG_CATALOG \. )?SET_CONFIG)\b")
_PSQL_COMMAND = re.compile(r"^[ \t]*\\.*$", re.MULTILINE)


class ScriptRefused(ValueError):
    """The script is not valid PostgreSQL: the message names the line and why."""


@dataclass(frozen=True)
class ScriptStatement:
    sql: str
    line: int
    not_run: str | None = None  # why it does not run (its kind); None: it runs

    @property
    def not_modelled(self) -> bool:
        """Whether it makes something the schema model does not hold (its failure is no refusal)."""
        return bool(_NOT_MODELLED.match(_leading_words(self.sql)))

    @property
    def session_setting(self) -> bool:
        return bool(_SESSION.match(_leading_words(self.sql)))


def split_script(text: str) -> list[ScriptStatement]:
    """The script's statements in order (psql commands among them, not run)."""
    line_in_text = _line_numbers(text)
    commands = [
        ScriptStatement(sql=match.group().strip(), line=line_in_text(match.start()), not_run="psql commands")
        for match in _PSQL_COMMAND.finditer(text)
    ]
    sql = _PSQL_COMMAND.sub("", text)  # the lines stay, so each statement keeps its line
    try:
        slices = pglast.split(sql, with_parser=True, only_slices=True)
    except parser.ParseError as err:
        message, position = err.args[0], err.args[1]
        if message.startswith("memory exhausted"):  # the grammar's stack: about 10,000 open parentheses
            message = "nested too deeply for PostgreSQL's parser " + message.removeprefix("memory exhausted")
        raise ScriptRefused(f"line {_line(sql, position)}: {message}") from err
    line_in_sql = _line_numbers(sql)
    statements = [_statement(sql[piece], line_in_sql(piece.start)) for piece in slices]
    return sorted(statements + commands, key=lambda statement: statement.line)


def _statement(sql: str, line: int) -> ScriptStatement:
    words = _leading_words(sql)
    kind = next((kind for kind, pattern in _NOT_RUN if pattern.match(words)), None)
    if kind is None and words.startswith("ALTER ") and " OWNER TO " in f" {words} ":
        kind = "owners and privileges"
    return ScriptStatement(sql=sql, line=line, not_run=kind)


def _leading_words(sql: str, count: int = 12) -> str:
    """The statement's first tokens, upper case, space separated (`ALTER TABLE ONLY PUBLIC . T OWNER TO X`)."""
    words = []
    for token in parser.scan(sql):
        if token.name in COMMENTS:
            continue
        words.append(sql[token.start : token.end + 1].upper())
        if len(words) == count:
            break
    return " ".join(words)


def _line(text: str, position: int) -> int:
    return text.count("\n", 0, position) + 1


def _line_numbers(text: str) -> Callable[[int], int]:
    """The line (from 1) of a position in `text`, found among its line starts: counting from the
    top for each of a large dump's thousands of statements took seconds."""
    starts = [0, *(match.end() for match in re.finditer("\n", text))]
    return lambda position: bisect.bisect_right(starts, position)
