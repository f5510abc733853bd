"""A delivered research request's files: their list, and each file and the manifest to download.

Who may: the request's researcher (the user whose key created it, or whose email the
request names as the researcher's), the approvers who decided one of its gates, and the
tenant admin key. Another user of the tenant is refused (403: the request itself is theirs
to read, its data is not); another tenant's request is not found (404).

A file is named only by the names the delivery recorded: the name in the URL is looked up
among them, never joined to a path. Each download is checked against the delivery's record
(size and SHA-256) on the way out; a file changed or gone since is refused (409 / 410) and
logged, never sent. Downloads carry `Content-Disposition: attachment`, the SHA-256 as a strong
ETag (If-None-Match: 304) and in `Repr-Digest`, and answer `Range` requests (206, or 416).
"""

from __future__ import annotations

import base64
import logging
from collections.abc import Callable
from typing import Annotated

from fastapi import APIRouter, Header, HTTPException, Request, Response, status
from fastapi.responses import FileResponse
from pydantic import BaseModel, Field
from starlette.concurrency import run_in_threadpool

from api.deps import Principal, PrincipalDep, SettingsDep
from api.research.owned import RequestDep
from durable_agents.research.contract import DeliveredFile, RequestState, same_person
from durable_agents.research.delivery import (
    MANIFEST,
    CheckedFile,
    DeliveredFileGone,
    DeliveryUnavailable,
    check_file,
    check_manifest,
    file_url,
    media_type,
    recorded_files,
)
from durable_agents.research.store import ResearchRequest

logger = logging.getLogger(__name__)
router = APIRouter()

NOT_YOURS = (
    "Only the request's researcher, the approvers who decided its gates and the tenant admin key "
    "download a request's files."
)
DOWNLOAD_REFUSALS = {
    403: {"description": "The key is another user's: not the researcher, nor an approver who decided a gate."},
    404: {"description": "No such request in this tenant, or no delivered file of that name."},
    409: {"description": "Not delivered yet; or the file changed on the server after delivery (not sent)."},
    410: {"description": "The delivered file is no longer on the server."},
}


# What a delivered file is sent as: the extract (CSV, Parquet) and the manifest.
FILE_TYPES = {"text/csv": {}, "application/vnd.apache.parquet": {}, "application/json": {}}


class DeliveredFileOut(BaseModel):
    name: str
    bytes: int
    sha256: str = Field(description="Hex SHA-256 of the file as delivered (checked again on download).")
    media_type: str
    url: str = Field(description="Where to download it (send the same API key).")


class DeliveryFilesOut(BaseModel):
    request_id: str
    recipient: str
    delivered_at: str
    files: list[DeliveredFileOut] = Field(description="The delivered files, then manifest.json.")


@router.get("/{request_id}/files", response_model=DeliveryFilesOut, responses=DOWNLOAD_REFUSALS)
async def list_files(
    row: RequestDep, principal: PrincipalDep, settings: SettingsDep, request: Request
) -> DeliveryFilesOut:
    """The delivered files (as the delivery recorded them) and the manifest, with their download links."""
    recorded = _delivery(row, principal)
    manifest = await _checked(row, lambda: check_manifest(settings.research_dir, row.id, recorded))
    base_url = settings.public_url.rstrip("/") if settings.public_url else str(request.base_url).rstrip("/")
    listed = [*((f.name, f.bytes, f.sha256) for f in recorded), (MANIFEST, manifest.size, manifest.sha256)]
    info = RequestState.model_validate(row.state).delivery_info
    return DeliveryFilesOut(
        request_id=row.id,
        recipient=str(info.get("recipient", "")),
        delivered_at=str(info.get("delivered_at", "")),
        files=[
            DeliveredFileOut(
                name=name, bytes=size, sha256=digest, media_type=media_type(name), url=file_url(base_url, row.id, name)
            )
            for name, size, digest in listed
        ],
    )


@router.get(
    "/{request_id}/files/{name}",
    response_class=FileResponse,
    responses={
        200: {"description": "The file, as an attachment.", "content": FILE_TYPES},
        206: {"description": "The asked `Range` of it (several ranges: multipart/byteranges)."},
        304: {"description": "`If-None-Match` names its ETag (its SHA-256): unchanged."},
        416: {"description": "The `Range` lies beyond the file."},
        **DOWNLOAD_REFUSALS,
    },
)
async def download_file(
    name: str,
    row: RequestDep,
    principal: PrincipalDep,
    settings: SettingsDep,
    if_none_match: Annotated[str | None, Header()] = None,
) -> Response:
    """One delivered file (or manifest.json), checked against the delivery's SHA-256 first."""
    recorded = _delivery(row, principal)
    research_dir = settings.research_dir
    if name == MANIFEST:
        checked = await _checked(row, lambda: check_manifest(research_dir, row.id, recorded))
    else:
        entry = _recorded(row.id, recorded, name)
        checked = await _checked(row, lambda: check_file(research_dir, row.id, entry))
    etag = f'"{checked.sha256}"'
    # The key decides who gets it: no shared cache keeps a copy; a client asks again with the ETag.
    validators = {"ETag": etag, "Cache-Control": "private, no-cache"}
    if if_none_match is not None and _names_etag(if_none_match, etag):
        return Response(status_code=status.HTTP_304_NOT_MODIFIED, headers=validators)
    return FileResponse(
        checked.path,
        media_type=checked.media_type,
        filename=checked.name,
        stat_result=checked.stat,
        headers={
            **validators,
            "Repr-Digest": f"sha-256=:{base64.b64encode(bytes.fromhex(checked.sha256)).decode()}:",
            "X-Content-Type-Options": "nosniff",
        },
    )


def _delivery(row: ResearchRequest, principal: Principal) -> list[DeliveredFile]:
    """The delivery's recorded files, once the caller may have them and they exist."""
    if not _may_download(principal, row):
        raise HTTPException(status.HTTP_403_FORBIDDEN, NOT_YOURS)
    recorded = recorded_files(row.state)
    if recorded is None:
        raise HTTPException(
            status.HTTP_409_CONFLICT,
            f"Research request {row.id} has delivered nothing yet (it is in {row.current_state}): its files "
            "can be downloaded once it is DELIVERED.",
        )
    return recorded


def _may_download(principal: Principal, row: ResearchRequest) -> bool:
    if principal.user is None:
        return True  # the tenant admin key
    email = principal.user.email
    state = RequestState.model_validate(row.state) if row.state else None
    researcher = state.researcher_info.get("email") if state is not None else None
    deciders = [a.approver for a in state.approvals if a.applied] if state is not None else []
    return any(same_person(email, person) for person in [row.created_by, researcher, *deciders])


def _recorded(request_id: str, recorded: list[DeliveredFile], name: str) -> DeliveredFile:
    entry = next((f for f in recorded if f.name == name), None)
    if entry is None:
        names = ", ".join([*(f.name for f in recorded), MANIFEST])
        raise HTTPException(
            status.HTTP_404_NOT_FOUND,
            f"Research request {request_id} delivered no file named {name[:200]!r}: it has {names}.",
        )
    return entry


async def _checked(row: ResearchRequest, check: Callable[[], CheckedFile]) -> CheckedFile:
    """`check` run off the event loop (it reads the file whole); a file not as delivered -> 409 / 410, logged."""
    try:
        return await run_in_threadpool(check)
    except DeliveryUnavailable as err:
        logger.error("research request %s: delivered file %s not sent: %s", row.id, err.name, err.why)
        raise HTTPException(
            status.HTTP_410_GONE if isinstance(err, DeliveredFileGone) else status.HTTP_409_CONFLICT,
            f"{err.name} of research request {row.id} is not sent: {err.why}. Tell the data team: the files "
            "must be delivered again.",
        ) from None


def _names_etag(if_none_match: str, etag: str) -> bool:
    """Whether If-None-Match names `etag` (weak comparison, as RFC 9110 says for it) or is `*`."""
    tags = [tag.strip().removeprefix("W/") for tag in if_none_match.split(",")]
    return "*" in tags or etag in tags
