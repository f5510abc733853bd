"""A delivered research request's files over the real API and worker: who may download them,
the download itself (attachment, ETag, ranges), names that are not the delivery's, files
changed on the server after delivery, and no server path in any response."""

from __future__ import annotations

import asyncio
import hashlib
import io
import json
import logging
import os
from collections.abc import AsyncIterator
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pyarrow.parquet as pq
import pytest
from temporalio.client import Client

from durable_agents.research.contract import SHOWN, DeliveredFile, DeliveryResult, ExtractionResult, KickoffResult
from durable_agents.research.delivery import DeliveredFileGone, check_file
from durable_agents.settings import Settings
from durable_agents.temporal import research_workflow_id
from tests.conftest import TenantClient
from tests.research.test_research_request import (  # noqa: F401 (the fixture ends the requests a test started)
    APPROVERS,
    DIABETES_SQL,
    S,
    _end_unfinished_requests,
    approve,
    phenotype,
    requirements,
    start,
)
from tests.support.scripted_llm import ScriptedLLM
from tests.support.sse import collect

FILES = ["extract.csv", "extract.parquet", "manifest.json"]
BASE = "/v1/research-requests"
TRAVERSALS = [
    "..",
    "%2e%2e",
    ".%2e",
    "..%2f..%2fkickoff.ics",
    "%2e%2e%2f%2e%2e%2f..%2f..%2fdurable_agents.db",
    "..%5c..%5ckickoff.ics",
    "%2Fetc%2Fpasswd",
    "/etc/passwd",
    "%252e%252e%252fkickoff.ics",
    "delivery%2Fextract.csv",
    "extract.csv%00",
    "EXTRACT.CSV",
    "kickoff.ics",
    "..%2fextract.csv",
]


@pytest.fixture
async def approver(tenant: TenantClient) -> AsyncIterator[TenantClient]:
    """alice@example.org, the first of APPROVERS, who decides the gates."""
    user = await tenant.add_user(APPROVERS[0], "Alice")
    yield user
    await user.http.aclose()


async def complete(tenant: TenantClient, approver: TenantClient, scripted_llm: ScriptedLLM, client: Client) -> str:
    """A request (researcher dana@example.org) approved at every gate by Alice, finished (its store mirror written)."""
    scripted_llm.script(requirements(0.95), phenotype(DIABETES_SQL))
    request_id = await start(tenant)
    for gate in (S.REQUIREMENTS_REVIEW, S.PHENOTYPE_REVIEW, S.EXTRACTION_APPROVAL, S.QA_REVIEW):
        await approve(approver, request_id, gate)
    result = await asyncio.wait_for(client.get_workflow_handle(research_workflow_id(request_id)).result(), 60)
    assert result["current_state"] == "COMPLETE"
    return request_id


async def raw_get(api_url: str, path: str, api_key: str) -> tuple[int, bytes]:
    """GET `path` exactly as written (an HTTP client would normalise `..` and encodings away)."""
    address = urlsplit(api_url)
    reader, writer = await asyncio.open_connection(address.hostname, address.port)
    writer.write(
        f"GET {path} HTTP/1.1\r\nHost: {address.netloc}\r\nAuthorization: Bearer {api_key}\r\n"
        "Connection: close\r\n\r\n".encode()
    )
    await writer.drain()
    response = await reader.read()
    writer.close()
    return int(response.split(b" ", 2)[1]), response


def delivered(settings: Settings, request_id: str, name: str) -> Path:
    """Where the worker keeps a delivered file (tests may know; clients never see it)."""
    return settings.research_dir / request_id / "delivery" / name


async def test_the_researcher_and_the_approvers_who_decided_download_the_delivery(
    tenant: TenantClient,
    other_tenant: TenantClient,
    approver: TenantClient,
    scripted_llm: ScriptedLLM,
    client: Client,
    settings: Settings,
    api_url: str,
) -> None:
    dana = await tenant.add_user("Dana@Example.org", "Dana")  # the researcher the request names
    bob = await tenant.add_user(APPROVERS[1], "Bob")  # an approver who decides nothing
    carol = await tenant.add_user("carol@example.org", "Carol")  # another user of the tenant
    request_id = await complete(tenant, approver, scripted_llm, client)
    files = f"{BASE}/{request_id}/files"

    listing = await dana.http.get(files)
    assert listing.status_code == 200, listing.text
    body = listing.json()
    assert (body["request_id"], body["recipient"]) == (request_id, "dana@example.org")
    assert [f["name"] for f in body["files"]] == FILES
    assert [f["media_type"] for f in body["files"]] == [
        "text/csv; charset=utf-8",
        "application/vnd.apache.parquet",
        "application/json",
    ]
    assert [f["url"] for f in body["files"]] == [f"{api_url}{files}/{name}" for name in FILES]

    # Each file as listed: its bytes have the listed size and SHA-256, the manifest lists the others.
    for user in (dana, approver, tenant):
        for listed in body["files"]:
            response = await user.http.get(listed["url"])
            assert response.status_code == 200, response.text
            assert len(response.content) == listed["bytes"]
            assert hashlib.sha256(response.content).hexdigest() == listed["sha256"]
            assert response.headers["content-disposition"] == f'attachment; filename="{listed["name"]}"'
            assert response.headers["etag"] == f'"{listed["sha256"]}"'
            assert response.headers["content-type"].startswith(listed["media_type"].split(";")[0])
            assert response.headers["cache-control"] == "private, no-cache"
    manifest = (await dana.http.get(f"{files}/manifest.json")).json()
    assert manifest["request_id"] == request_id
    assert [(f["name"], f["sha256"], f["bytes"]) for f in manifest["files"]] == [
        (f["name"], f["sha256"], f["bytes"]) for f in body["files"][:2]
    ]
    extract = (await dana.http.get(f"{files}/extract.csv")).content
    table = pq.read_table(io.BytesIO((await dana.http.get(f"{files}/extract.parquet")).content))
    assert table.num_rows == extract.count(b"\n") - 1 > 50

    # Another user of the tenant is refused; another tenant finds no such request.
    for user in (bob, carol):
        for path in (files, f"{files}/extract.csv", f"{files}/manifest.json"):
            refused = await user.http.get(path)
            assert refused.status_code == 403, refused.text
            assert "researcher, the approvers who decided its gates and the tenant admin key" in refused.text
    for path in (files, f"{files}/extract.csv"):
        assert (await other_tenant.http.get(path)).status_code == 404
    for user in (dana, bob, carol):
        await user.http.aclose()


async def test_etag_and_ranges(
    tenant: TenantClient, approver: TenantClient, scripted_llm: ScriptedLLM, client: Client
) -> None:
    request_id = await complete(tenant, approver, scripted_llm, client)
    url = f"{BASE}/{request_id}/files/extract.csv"
    whole = await tenant.http.get(url)
    etag, size = whole.headers["etag"], len(whole.content)
    assert whole.headers["accept-ranges"] == "bytes"
    assert whole.headers["repr-digest"].startswith("sha-256=:")

    for sent in (etag, f"W/{etag}", f'"other", {etag}', "*"):
        unchanged = await tenant.http.get(url, headers={"If-None-Match": sent})
        assert (unchanged.status_code, unchanged.content, unchanged.headers["etag"]) == (304, b"", etag)
    assert (await tenant.http.get(url, headers={"If-None-Match": '"other"'})).content == whole.content

    first = await tenant.http.get(url, headers={"Range": "bytes=0-9"})
    assert (first.status_code, first.content) == (206, whole.content[:10])
    assert first.headers["content-range"] == f"bytes 0-9/{size}"
    last = await tenant.http.get(url, headers={"Range": "bytes=-5"})
    assert (last.status_code, last.content) == (206, whole.content[-5:])
    # A resumed download: the rest, if the file is still the one whose ETag the client holds.
    rest = await tenant.http.get(url, headers={"Range": "bytes=10-", "If-Range": etag})
    assert (rest.status_code, first.content + rest.content) == (206, whole.content)
    stale = await tenant.http.get(url, headers={"Range": "bytes=10-", "If-Range": '"an-older-etag"'})
    assert (stale.status_code, stale.content) == (200, whole.content)
    beyond = await tenant.http.get(url, headers={"Range": f"bytes={size}-"})
    assert (beyond.status_code, beyond.headers["content-range"]) == (416, f"bytes */{size}")
    assert (await tenant.http.get(url, headers={"Range": "bytes=9-2"})).status_code == 400


async def test_a_name_of_the_delivery_is_looked_up_never_joined(
    tenant: TenantClient, approver: TenantClient, scripted_llm: ScriptedLLM, client: Client, api_url: str
) -> None:
    request_id = await complete(tenant, approver, scripted_llm, client)
    files = f"{BASE}/{request_id}/files"
    # Traversal, encoded dots and slashes, absolute paths, the request's other files: not found.
    for name in TRAVERSALS:
        status, response = await raw_get(api_url, f"{files}/{name}", tenant.api_key)
        assert status == 404, (name, response)
        assert b"root:" not in response and b"SQLite" not in response and b"VCALENDAR" not in response
    unknown = await tenant.http.get(f"{files}/kickoff.ics")
    assert unknown.json()["detail"] == (
        f"Research request {request_id} delivered no file named 'kickoff.ics': "
        "it has extract.csv, extract.parquet, manifest.json."
    )


async def test_before_delivery_there_is_nothing_to_download(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    scripted_llm.script(requirements(0.95))
    request_id = await start(tenant)
    for path in ("files", "files/extract.csv"):
        response = await tenant.http.get(f"{BASE}/{request_id}/{path}")
        assert response.status_code == 409, response.text
        assert "has delivered nothing yet" in response.json()["detail"]
    assert (await tenant.http.get(f"{BASE}/no-such-request/files")).status_code == 404


async def test_a_file_changed_after_delivery_is_not_sent(
    tenant: TenantClient,
    approver: TenantClient,
    scripted_llm: ScriptedLLM,
    client: Client,
    settings: Settings,
    caplog: pytest.LogCaptureFixture,
) -> None:
    request_id = await complete(tenant, approver, scripted_llm, client)
    files = f"{BASE}/{request_id}/files"
    csv_file = delivered(settings, request_id, "extract.csv")
    original = csv_file.read_bytes()
    assert (await tenant.http.get(f"{files}/extract.csv")).status_code == 200

    caplog.set_level(logging.ERROR, logger="api.research.downloads")
    # The same size, one byte different: only the SHA-256 tells.
    csv_file.write_bytes(original[:-2] + (b"X" if original[-2:-1] != b"X" else b"Y") + original[-1:])
    changed = await tenant.http.get(f"{files}/extract.csv")
    assert changed.status_code == 409, changed.text
    assert changed.json()["detail"] == (
        f"extract.csv of research request {request_id} is not sent: it changed on the server after delivery "
        "(its SHA-256 differs). Tell the data team: the files must be delivered again."
    )
    assert f"research request {request_id}: delivered file extract.csv not sent" in caplog.text
    # Put back as it was (a newer mtime): sent again.
    csv_file.write_bytes(original)
    assert (await tenant.http.get(f"{files}/extract.csv")).content == original
    # A link in its place, even to the very same bytes, is not the delivered file.
    copy = csv_file.with_name("copy.csv")
    copy.write_bytes(original)
    csv_file.unlink()
    os.symlink(copy, csv_file)
    linked = await tenant.http.get(f"{files}/extract.csv")
    assert (linked.status_code, "no longer a regular file" in linked.text) == (409, True)

    delivered(settings, request_id, "extract.parquet").unlink()
    gone = await tenant.http.get(f"{files}/extract.parquet")
    assert gone.status_code == 410, gone.text
    assert "it is no longer on the server" in gone.json()["detail"]

    manifest = delivered(settings, request_id, "manifest.json")
    listed = json.loads(manifest.read_text())
    listed["files"][0]["sha256"] = "0" * 64  # made to match a replaced file
    manifest.write_text(json.dumps(listed))
    for path in (files, f"{files}/manifest.json"):
        refused = await tenant.http.get(path)
        assert refused.status_code == 409, refused.text
        assert "manifest.json" in refused.text and "it no longer lists the files delivered" in refused.text


async def test_no_research_response_shows_where_the_server_keeps_files(
    tenant: TenantClient,
    approver: TenantClient,
    other_tenant: TenantClient,
    scripted_llm: ScriptedLLM,
    client: Client,
    settings: Settings,
) -> None:
    request_id = await complete(tenant, approver, scripted_llm, client)
    path = f"{BASE}/{request_id}"
    responses: list[httpx.Response] = [
        await tenant.http.get(BASE),
        await tenant.http.get(BASE, params={"state": "COMPLETE"}),
        await approver.http.get(BASE, params={"waiting_for_me": "true"}),
        await tenant.http.get(path),
        await tenant.http.get(f"{path}/audit"),
        await tenant.http.get(f"{path}/files"),
        await tenant.http.get(f"{path}/files/manifest.json"),
        await tenant.http.get(f"{path}/files/nothing.csv"),
        await other_tenant.http.get(f"{path}/files"),
        await approver.http.post(f"{path}/decisions", json={"gate": "QA_REVIEW", "decision": "approve"}),
        await tenant.http.post(f"{path}/scope-change", json={"reason": "more"}),
        await tenant.http.post(f"{path}/messages", json={"content": "more"}),
    ]
    events = await collect(tenant.http, "GET", f"{path}/events")
    state = responses[3].json()
    assert state["delivered"] and state["delivery_info"]["files"]
    assert set(state["meeting_details"]) == {"start", "end", "participants"}
    assert set(state["extracted_data_summary"]) == {"row_count", "columns", "truncated"}
    assert set(state["delivery_info"]) == {"files", "recipient", "delivered_at"}
    bodies = [r.text for r in responses] + [e.data for e in events]
    for where in {str(settings.data_dir), str(settings.research_dir), str(settings.data_dir.resolve())}:
        assert [body for body in bodies if where in body] == []


def test_the_shown_keys_are_every_result_field_but_the_paths() -> None:
    """A field added to an agent's result must be named in SHOWN to be shown (paths never are)."""
    assert SHOWN["meeting_details"] == set(KickoffResult.model_fields) - {"ics_path"}
    assert SHOWN["extracted_data_summary"] == set(ExtractionResult.model_fields) - {"csv_path", "parquet_path"}
    assert SHOWN["delivery_info"] == set(DeliveryResult.model_fields) - {"delivery_dir", "manifest_path"}


@pytest.mark.parametrize("name", ["../extract.csv", "/etc/passwd", "..", ".manifest.json", "a/b", ""])
def test_a_recorded_name_that_is_not_plain_is_never_opened(name: str, tmp_path: Path) -> None:
    """Even a record altered in the store names nothing outside the delivery folder."""
    (tmp_path / "req" / "delivery").mkdir(parents=True)
    (tmp_path / "req" / "extract.csv").write_text("secret")
    recorded = DeliveredFile(name=name, sha256="0" * 64, bytes=6)
    with pytest.raises(DeliveredFileGone):
        check_file(tmp_path, "req", recorded)
    with pytest.raises(DeliveredFileGone):
        check_file(tmp_path, "..", DeliveredFile(name="extract.csv", sha256="0" * 64, bytes=6))
