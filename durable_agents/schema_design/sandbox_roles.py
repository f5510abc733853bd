"""A PostgreSQL role and a database of their own for every sandbox run, made and dropped by
the sandbox admin.

A run's statements are a tenant's (or an LLM's on its behalf): PostgreSQL shows a session's
query text only to roles with that session's role's privileges, and lets a role cancel or
end only such sessions. So each run logs in as a fresh role with an opaque name
(`sbx_<24 hex>`, nothing of its tenant in it), a random password valid until shortly after
the run's deadline, one connection at most, and no attribute; it owns a fresh database of
the same name (from `template0`, CONNECT revoked from PUBLIC), the only one it may connect
to. There it may make schemas, tables, trusted extensions, whatever a schema dump makes;
other runs' databases it cannot enter, their sessions it sees only as rows without query
text, and it cannot signal them; it inherits nothing from the admin.

The admin (the role of SCHEMA_SANDBOX_URL: LOGIN CREATEROLE CREATEDB, PostgreSQL 16 or newer)
makes each run role with `createrole_self_grant = 'set, inherit'`, so it may create the
run's database for it, end its session at the hard deadline, and drop both afterwards. A
run role and database left behind by a worker that died are dropped by a later run once
the role's password has expired.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime

import psycopg
from psycopg import sql

RUN_ROLE_PATTERN = r"^sbx_[0-9a-f]{24}$"


class SandboxMisconfigured(Exception):
    """The admin role cannot make run roles: the operator must fix SCHEMA_SANDBOX_URL's role."""


@dataclass(frozen=True)
class RunRole:
    """A run's role; its database has the same name."""

    name: str
    password: str


class SandboxAdmin:
    """The admin's connection for one run: makes the run's role and database, can end the
    run's session, drops both."""

    def __init__(self, connection: psycopg.Connection) -> None:
        self._connection = connection

    @classmethod
    @contextmanager
    def connect(cls, conninfo: str) -> Iterator[SandboxAdmin]:
        with psycopg.connect(conninfo, autocommit=True, connect_timeout=10) as connection:
            yield cls(connection)

    @contextmanager
    def run_role(self, valid_until: datetime) -> Iterator[RunRole]:
        """A new run role owning a new database, for the block; both dropped after it."""
        self._drop_expired_runs()
        role = RunRole(name=f"sbx_{secrets.token_hex(12)}", password=secrets.token_urlsafe(24))
        try:
            self._create(role, valid_until)
            yield role
        finally:
            self._drop(role.name)

    def end_session(self, pid: int) -> None:
        """End a run's backend (its statement ignored the cancel request)."""
        self._connection.execute("SELECT pg_terminate_backend(%s, 5000)", [pid])

    def _create(self, role: RunRole, valid_until: datetime) -> None:
        connection, name = self._connection, sql.Identifier(role.name)
        if connection.info.server_version < 160000:
            raise SandboxMisconfigured("the schema sandbox needs PostgreSQL 16 or newer (createrole_self_grant)")
        connection.execute("SET createrole_self_grant = 'set, inherit'")
        try:
            connection.execute(
                sql.SQL(
                    "CREATE ROLE {} LOGIN NOINHERIT NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS "
                    "CONNECTION LIMIT 1 PASSWORD {} VALID UNTIL {}"
                ).format(name, sql.Literal(role.password), sql.Literal(valid_until.isoformat()))
            )
            connection.execute(sql.SQL("CREATE DATABASE {} OWNER {} TEMPLATE template0").format(name, name))
        except psycopg.errors.InsufficientPrivilege as err:
            raise SandboxMisconfigured(f"SCHEMA_SANDBOX_URL's role needs CREATEROLE and CREATEDB: {err}") from err
        connection.execute(sql.SQL("REVOKE ALL ON DATABASE {} FROM PUBLIC").format(name))

    def _drop_expired_runs(self) -> None:
        expired = self._connection.execute(
            "SELECT rolname FROM pg_roles WHERE rolname ~ %s AND rolvaliduntil < now()", [RUN_ROLE_PATTERN]
        ).fetchall()
        for (name,) in expired:
            self._drop(name)

    def _drop(self, name: str) -> None:
        """The run's database (ending its sessions) and role, if they are there."""
        connection, ident = self._connection, sql.Identifier(name)
        connection.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(ident))
        # Waits (up to 5 s) for sessions elsewhere to end: a role with a session cannot be dropped.
        connection.execute("SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE usename = %s", [name])
        connection.execute(sql.SQL("DROP ROLE IF EXISTS {}").format(ident))
