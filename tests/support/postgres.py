"""A throwaway PostgreSQL cluster for tests.

`postgres_cluster()` runs `initdb` (trust authentication, no fsync) in a new temporary
directory, starts `postgres` on a free 127.0.0.1 port with its Unix socket in that
directory, waits until it accepts connections, yields the SQLAlchemy URL of its `postgres`
database and, at exit, stops the server (fast shutdown) and deletes the directory.
`create_database(url, name)` adds an empty database and returns its URL, so each test can
have its own.

The binaries come from `$POSTGRES_BINDIR`, else PATH, else the newest
`/usr/lib/postgresql/*/bin` (Debian's `postgresql` package). PostgreSQL refuses to run as
root: under root the cluster runs as the `postgres` OS user (else `nobody`) and owns its
directory. A missing binary raises `PostgresUnavailable` with what to install.

A run killed before its clean-up (SIGKILL) leaves its directory behind: the next cluster
deletes directories whose test process is gone, and their orphaned server, no longer
finding its lock file, shuts itself down within a minute.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
from sqlalchemy import create_engine, make_url, text
from sqlalchemy.pool import NullPool

from tests.support.threaded_server import free_port

BINDIR_ENV = "POSTGRES_BINDIR"
SUPERUSER = "postgres"
_DIR_PREFIX = "pytest-postgres-"
_OWNER_FILE = "pytest.pid"  # the test process that started the cluster
_STARTUP_TIMEOUT = 30.0
_SHUTDOWN_TIMEOUT = 15.0
_SERVER_SETTINGS = {
    "listen_addresses": "127.0.0.1",
    # Throwaway data: durability only costs time.
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "max_connections": "50",
}


class PostgresUnavailable(RuntimeError):
    """The PostgreSQL server binaries are missing or the cluster did not start."""


def find_bindir() -> Path:
    """The directory holding `initdb` and `postgres`."""
    candidates: list[Path] = []
    if os.environ.get(BINDIR_ENV):
        candidates.append(Path(os.environ[BINDIR_ENV]))
    on_path = shutil.which("initdb")
    if on_path:
        candidates.append(Path(on_path).resolve().parent)
    debian = Path("/usr/lib/postgresql").glob("*/bin")
    candidates += sorted(debian, key=lambda p: _version_key(p.parent.name), reverse=True)
    for bindir in candidates:
        if all(os.access(bindir / name, os.X_OK) for name in ("initdb", "postgres")):
            return bindir
    raise PostgresUnavailable(
        "PostgreSQL server binaries (initdb, postgres) were not found in "
        f"${BINDIR_ENV}, on PATH or under /usr/lib/postgresql/*/bin; install them "
        "(Debian/Ubuntu: `apt-get install postgresql`) or set "
        f"{BINDIR_ENV} to their directory."
    )


def _version_key(name: str) -> tuple[int, ...]:
    return tuple(int(part) for part in name.split(".") if part.isdigit())


def _server_user() -> pwd.struct_passwd | None:
    """The OS user to run the cluster as: None (this one) unless this is root."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        with contextlib.suppress(KeyError):
            return pwd.getpwnam(name)
    raise PostgresUnavailable("running as root, and neither a `postgres` nor a `nobody` OS user exists to run as")


def _remove_stale_clusters() -> None:
    """Delete the directories of clusters whose test process was killed before cleaning up."""
    for directory in Path(tempfile.gettempdir()).glob(_DIR_PREFIX + "*"):
        try:
            owner = int((directory / _OWNER_FILE).read_text())
            os.kill(owner, 0)
        except ProcessLookupError:
            shutil.rmtree(directory, ignore_errors=True)
        except (OSError, ValueError):  # not ours to judge, or still alive
            continue


@contextlib.contextmanager
def postgres_cluster() -> Iterator[str]:
    """Start a throwaway cluster; yields `postgresql+psycopg://postgres@127.0.0.1:<port>/postgres`."""
    bindir = find_bindir()
    user = _server_user()
    _remove_stale_clusters()
    # In the system temp dir (short enough for a Unix socket path), readable by the server's user.
    root = Path(tempfile.mkdtemp(prefix=_DIR_PREFIX))
    run_as: dict[str, Any] = {}
    if user is not None:
        os.chown(root, user.pw_uid, user.pw_gid)
        run_as = {"user": user.pw_uid, "group": user.pw_gid, "extra_groups": []}
    env = {key: value for key, value in os.environ.items() if not key.startswith("PG")}
    env["LC_ALL"] = "C"
    try:
        (root / _OWNER_FILE).write_text(str(os.getpid()))
        data = root / "data"
        initdb = [str(bindir / "initdb"), "-D", str(data), "-U", SUPERUSER, "-A", "trust", "-E", "UTF8"]
        initdb += ["--locale=C", "--no-sync"]
        done = subprocess.run(initdb, cwd=root, env=env, capture_output=True, text=True, check=False, **run_as)
        if done.returncode != 0:
            raise PostgresUnavailable(f"initdb failed ({done.returncode}):\n{done.stdout}{done.stderr}")
        server, port = _start(bindir, root, data, env, run_as)
        try:
            yield f"postgresql+psycopg://{SUPERUSER}@127.0.0.1:{port}/postgres"
        finally:
            _stop(server)
    finally:
        shutil.rmtree(root, ignore_errors=True)


def _start(
    bindir: Path, root: Path, data: Path, env: dict[str, str], run_as: dict[str, Any]
) -> tuple[subprocess.Popen[bytes], int]:
    """`postgres -D data -p PORT -k root -c ...`; a port taken meanwhile is retried with another."""
    for _attempt in range(5):
        port = free_port()
        log_path = root / f"server-{port}.log"
        command = [str(bindir / "postgres"), "-D", str(data), "-p", str(port), "-k", str(root)]
        for name, value in _SERVER_SETTINGS.items():
            command += ["-c", f"{name}={value}"]
        with open(log_path, "wb") as log:
            server = subprocess.Popen(command, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT, **run_as)
        deadline = time.monotonic() + _STARTUP_TIMEOUT
        while time.monotonic() < deadline:
            if server.poll() is not None:
                break
            try:
                psycopg.connect(
                    host="127.0.0.1", port=port, user=SUPERUSER, dbname="postgres", connect_timeout=2
                ).close()
                return server, port
            except psycopg.OperationalError:
                time.sleep(0.05)
        else:
            _stop(server)
            raise PostgresUnavailable(
                f"PostgreSQL did not accept connections in {_STARTUP_TIMEOUT:.0f} s:\n{_tail(log_path)}"
            )
        if "could not bind" not in _tail(log_path):
            raise PostgresUnavailable(f"PostgreSQL exited ({server.returncode}) at start:\n{_tail(log_path)}")
    raise PostgresUnavailable(f"PostgreSQL found no free port:\n{_tail(log_path)}")


def _stop(server: subprocess.Popen[bytes]) -> None:
    if server.poll() is None:
        server.send_signal(signal.SIGINT)  # fast shutdown: disconnects clients, no checkpoint wait
    try:
        server.wait(timeout=_SHUTDOWN_TIMEOUT)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()


def _tail(path: Path, lines: int = 30) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no server log)"


def create_database(url: str, name: str) -> str:
    """Create the empty database `name` on the server of `url`; returns its URL."""
    engine = create_engine(url, isolation_level="AUTOCOMMIT", poolclass=NullPool)
    try:
        with engine.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
    finally:
        engine.dispose()
    return make_url(url).set(database=name).render_as_string(hide_password=False)
