"""A delivered request's files as people get them: which files there are (only the names the
delivery recorded, never a path a client sends), whether each is still the file delivered
(its size and SHA-256 against the record), and the links to them.

The delivery activity writes `<research_dir>/<request_id>/delivery/` with the files and
manifest.json; the workflow's state (mirrored in the store) records the same list of files,
names, sizes and SHA-256, which is the reference a download is checked against.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any
from urllib.parse import quote

from pydantic import ValidationError

from durable_agents.research.contract import DeliveredFile

DELIVERY_DIR = "delivery"  # in the request's folder
MANIFEST = "manifest.json"
# What each delivered kind of file is sent as (Parquet's type is IANA-registered since 2024).
_MEDIA_TYPES = {
    ".csv": "text/csv; charset=utf-8",
    ".parquet": "application/vnd.apache.parquet",
    ".json": "application/json",
}
# A file name the delivery could have written: one plain name, no separator, no dot first.
_PLAIN_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$")


class DeliveryUnavailable(Exception):
    """A recorded file that cannot be handed out as delivered."""

    def __init__(self, name: str, why: str) -> None:
        super().__init__(f"{name}: {why}")
        self.name = name
        self.why = why


class DeliveredFileGone(DeliveryUnavailable):
    """The file is no longer where it was delivered."""


class DeliveredFileChanged(DeliveryUnavailable):
    """The file on disk differs from the one delivered (size, SHA-256, or what the manifest lists)."""


@dataclass(frozen=True)
class CheckedFile:
    """A delivered file found as it was delivered."""

    name: str
    path: Path
    sha256: str
    size: int
    stat: os.stat_result

    @property
    def media_type(self) -> str:
        return media_type(self.name)


def media_type(name: str) -> str:
    return _MEDIA_TYPES.get(Path(name).suffix.lower(), "application/octet-stream")


def recorded_files(state: dict[str, Any]) -> list[DeliveredFile] | None:
    """The files the delivery recorded, from a request's (mirrored) state; None before delivery."""
    if not state.get("delivered"):
        return None
    files = (state.get("delivery_info") or {}).get("files") or []
    return [DeliveredFile.model_validate(f) for f in files]


def check_file(research_dir: Path, request_id: str, recorded: DeliveredFile) -> CheckedFile:
    """The delivered file `recorded` names, checked: a regular file of the recorded size and SHA-256."""
    path, status = _regular_file(research_dir, request_id, recorded.name)
    digest = file_sha256(path, status)
    if status.st_size != recorded.bytes or digest != recorded.sha256:
        raise DeliveredFileChanged(recorded.name, "it changed on the server after delivery (its SHA-256 differs)")
    return CheckedFile(recorded.name, path, digest, status.st_size, status)


def check_manifest(research_dir: Path, request_id: str, recorded: list[DeliveredFile]) -> CheckedFile:
    """manifest.json, checked: it lists exactly the recorded files, for this request."""
    path, status = _regular_file(research_dir, request_id, MANIFEST)
    try:
        manifest = json.loads(path.read_bytes())
        listed = [DeliveredFile.model_validate(f) for f in manifest["files"]]
        same = manifest["request_id"] == request_id and listed == recorded
    except (OSError, ValueError, KeyError, TypeError, ValidationError):
        same = False
    if not same:
        raise DeliveredFileChanged(MANIFEST, "it no longer lists the files delivered")
    return CheckedFile(MANIFEST, path, file_sha256(path, status), status.st_size, status)


def _regular_file(research_dir: Path, request_id: str, name: str) -> tuple[Path, os.stat_result]:
    """The file `name` of the request's delivery folder; both names are plain (nothing climbs out)."""
    if not (_PLAIN_NAME.match(request_id) and _PLAIN_NAME.match(name)):
        raise DeliveredFileGone(name, "it names no delivered file")
    path = research_dir / request_id / DELIVERY_DIR / name
    try:
        status = path.lstat()  # a symlink put in its place is not the delivered file
    except OSError:
        raise DeliveredFileGone(name, "it is no longer on the server") from None
    if not stat.S_ISREG(status.st_mode):
        raise DeliveredFileChanged(name, "it is no longer a regular file")
    return path, status


def file_sha256(path: Path, status: os.stat_result) -> str:
    """The file's SHA-256, computed once per version of the file (a large file is asked for in
    many ranges: each range would read it whole)."""
    version = (status.st_dev, status.st_ino, status.st_size, status.st_mtime_ns, status.st_ctime_ns)
    return _sha256(str(path), version)


@lru_cache(maxsize=1024)
def _sha256(path: str, version: tuple[int, ...]) -> str:
    # `version` is the key: rewriting a file changes its ctime, which no one can set back.
    return sha256_of(Path(path))


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def request_page_url(base_url: str, request_id: str) -> str:
    """The request's page in the web app."""
    return f"{base_url}/app/#research/{quote(request_id, safe='')}"


def files_url(base_url: str, request_id: str) -> str:
    """The API's list of the request's delivered files."""
    return f"{base_url}/v1/research-requests/{quote(request_id, safe='')}/files"


def file_url(base_url: str, request_id: str, name: str) -> str:
    return f"{files_url(base_url, request_id)}/{quote(name, safe='')}"
