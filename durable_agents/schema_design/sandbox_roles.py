"""A PostgreSQL role of its own for every sandbox run, made and dropped by the sandbox admin.

A run's statements are a tenant's (or an LLM's on its behalf): PostgreSQL shows a session's
query text only to roles with that session's role's privileges, and lets a role cancel or
end only such sessions. So each run logs in as a fresh role with an opaque name
(`sbx_<24 hex>`, nothing of its tenant in it), a random password valid until shortly after
the run's deadline, one connection at most, and no privilege but the group's: CONNECT and
CREATE (a schema) on the sandbox database. It sees other runs' sessions only as rows
without query text and cannot signal them; it inherits nothing from the admin.

The admin (the role of SCHEMA_SANDBOX_URL: LOGIN CREATEROLE, owner of the sandbox database,
PostgreSQL 16 or newer) creates each run role with `createrole_self_grant = 'inherit'`, so it
may end a run's session at the hard deadline and drop what the role left. A run role left
behind by a worker that died is dropped by a later run once its password has expired.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime

import psycopg
from psycopg import sql

RUNS_GROUP = "schema_sandbox_runs"
RUN_ROLE_PATTERN = r"^sbx_[0-9a-f]{24}$"


class SandboxMisconfigured(Exception):
    """The admin role cannot make run roles: the operator must fix SCHEMA_SANDBOX_URL's role."""


@dataclass(frozen=True)
class RunRole:
    name: str
    password: str


class SandboxAdmin:
    """The admin's connection for one run: makes the run's role, can end its session, drops it."""

    def __init__(self, connection: psycopg.Connection) -> None:
        self._connection = connection

    @classmethod
    @contextmanager
    def connect(cls, conninfo: str) -> Iterator[SandboxAdmin]:
        with psycopg.connect(conninfo, autocommit=True, connect_timeout=10) as connection:
            yield cls(connection)

    @contextmanager
    def run_role(self, valid_until: datetime) -> Iterator[RunRole]:
        """A new run role for the block; dropped after it (with anything it still owns)."""
        self._drop_expired_run_roles()
        role = RunRole(name=f"sbx_{secrets.token_hex(12)}", password=secrets.token_urlsafe(24))
        self._create(role, valid_until)
        try:
            yield role
        finally:
            self._drop(role.name)

    def end_session(self, pid: int) -> None:
        """End a run's backend (its statement ignored the cancel request)."""
        self._connection.execute("SELECT pg_terminate_backend(%s, 5000)", [pid])

    def _create(self, role: RunRole, valid_until: datetime) -> None:
        self._ensure_group()
        self._connection.execute("SET createrole_self_grant = 'inherit'")
        self._connection.execute(
            sql.SQL(
                "CREATE ROLE {} LOGIN INHERIT NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS "
                "CONNECTION LIMIT 1 PASSWORD {} VALID UNTIL {} IN ROLE {}"
            ).format(
                sql.Identifier(role.name),
                sql.Literal(role.password),
                sql.Literal(valid_until.isoformat()),
                sql.Identifier(RUNS_GROUP),
            )
        )

    def _ensure_group(self) -> None:
        connection = self._connection
        if connection.info.server_version < 160000:
            raise SandboxMisconfigured("the schema sandbox needs PostgreSQL 16 or newer (createrole_self_grant)")
        if connection.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", [RUNS_GROUP]).fetchone() is None:
            try:
                connection.execute(sql.SQL("CREATE ROLE {} NOLOGIN").format(sql.Identifier(RUNS_GROUP)))
            except psycopg.errors.InsufficientPrivilege as err:
                raise SandboxMisconfigured(f"SCHEMA_SANDBOX_URL's role cannot create roles: {err}") from err
            except psycopg.errors.DuplicateObject:
                pass  # another worker made it meanwhile
        try:
            connection.execute(
                sql.SQL("GRANT CONNECT, CREATE ON DATABASE {} TO {}").format(
                    sql.Identifier(connection.info.dbname), sql.Identifier(RUNS_GROUP)
                )
            )
        except psycopg.errors.InsufficientPrivilege as err:
            raise SandboxMisconfigured(f"SCHEMA_SANDBOX_URL's role does not own its database: {err}") from err

    def _drop_expired_run_roles(self) -> None:
        expired = self._connection.execute(
            "SELECT rolname FROM pg_roles WHERE rolname ~ %s AND rolvaliduntil < now()", [RUN_ROLE_PATTERN]
        ).fetchall()
        for (name,) in expired:
            self._drop(name)

    def _drop(self, name: str) -> None:
        connection = self._connection
        # Waits (up to 5 s) for the sessions to end: a role with a session cannot be dropped.
        connection.execute("SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE usename = %s", [name])
        try:
            connection.execute(sql.SQL("DROP OWNED BY {}").format(sql.Identifier(name)))
            connection.execute(sql.SQL("DROP ROLE {}").format(sql.Identifier(name)))
        except psycopg.errors.UndefinedObject:
            pass  # another run dropped it first
