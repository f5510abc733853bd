"""A schema dump as large as the API takes (just under 1 MiB) imported through the real API,
worker and sandbox: version 0 holds every table, foreign key, index and sequence; a script over
the limit is refused before anything runs, whatever its characters weigh in bytes."""

from __future__ import annotations

from typing import Any

import pytest

from api.schema_design.schemas import SCRIPT_SIZE
from durable_agents.settings import Settings
from tests.conftest import TenantClient, _tenant_client
from tests.schema_design.large_schema import (
    DUMP_OWNER_STATEMENTS_PER_TABLE,
    DUMP_SESSION_SETTINGS,
    DUMP_TABLES,
    dump_ddl,
    dump_indexes,
    dump_references,
    dump_table_name,
)
from tests.support.api_server import serving_api

BASE = "/v1/design-sessions"
# A 1 MiB import takes seconds on a loaded machine: more than the clients' usual 30 s allowance.
IMPORT_TIMEOUT_SECONDS = 180


async def test_a_dump_just_under_the_script_limit_imports_whole(settings: Settings, worker: None) -> None:
    """Through an API whose bound on Temporal writes (1 s) is shorter than the import takes:
    the API waits for the import as long as it may run (a 500 before, once the write bound passed)."""
    script = dump_ddl(DUMP_TABLES)
    assert SCRIPT_SIZE - 4_096 < len(script.encode()) <= SCRIPT_SIZE
    hurried = settings.model_copy(update={"api_temporal_write_timeout_seconds": 1.0})

    async with serving_api(hurried) as api:
        tenant = await _tenant_client(hurried, api, "Importer")
        async with tenant.http:
            response = await tenant.http.post(BASE, json={"initial_schema": script}, timeout=IMPORT_TIMEOUT_SECONDS)
            assert response.status_code == 201, response.text[:2_000]
            schema = await _version_zero(tenant, response.json()["session_id"])

    imported = response.json()["imported"]
    assert imported["left_out"] == {
        "session settings": DUMP_SESSION_SETTINGS,
        "owners and privileges": 1 + DUMP_OWNER_STATEMENTS_PER_TABLE * DUMP_TABLES,
    }
    assert imported["failed"] == []
    assert set(schema["enums"]) == {"record_status"}
    assert set(schema["tables"]) == {dump_table_name(n) for n in range(DUMP_TABLES)}
    for n in range(DUMP_TABLES):
        _assert_table_as_dumped(schema, n)


async def test_a_script_over_the_limit_is_422_naming_the_limit(tenant: TenantClient) -> None:
    comment = "-- " + "x" * 76 + "\n"
    script = "CREATE TABLE t (id int);\n" + comment * (SCRIPT_SIZE // len(comment) + 1)

    response = await tenant.http.post(BASE, json={"initial_schema": script})

    assert response.status_code == 422, response.text[:2_000]
    [error] = [e for e in response.json()["detail"] if e["type"] == "string_too_long"]
    assert error["loc"][:2] == ["body", "initial_schema"]
    assert "at most 1048576 characters" in error["msg"], error


@pytest.mark.parametrize(
    ("filler", "says"),
    [
        # Within the limit in characters, three times over it in bytes: a 503 "try again" before
        # (the workflow's input was over Temporal's 2 MB a payload).
        ("COMMENT ON TABLE t IS '表の説明、日本語で書かれている';\n", "bytes in UTF-8; at most 1,048,576"),
        # Within the limit in bytes, six times over it once escaped as JSON (`\u0001`) for the
        # workflow's input: a 503 before, likewise.
        ("-- " + "\x01" * 76 + "\n", "once escaped"),
    ],
)
async def test_a_script_too_large_for_the_workflow_is_422_naming_the_limit(
    tenant: TenantClient, filler: str, says: str
) -> None:
    script = "CREATE TABLE t (id int);\n" + filler * ((SCRIPT_SIZE - 30) // len(filler))
    assert len(script) <= SCRIPT_SIZE

    response = await tenant.http.post(BASE, json={"initial_schema": script}, timeout=IMPORT_TIMEOUT_SECONDS)

    assert response.status_code == 422, response.text[:2_000]
    [error] = response.json()["detail"]
    assert error["loc"][:2] == ["body", "initial_schema"] and says in error["msg"], error


async def _version_zero(tenant: TenantClient, session_id: str) -> dict[str, Any]:
    response = await tenant.http.get(f"{BASE}/{session_id}/schema", params={"version": 0})
    assert response.status_code == 200, response.text[:2_000]
    return response.json()["schema"]


def _assert_table_as_dumped(schema: dict[str, Any], n: int) -> None:
    name = dump_table_name(n)
    table = schema["tables"][name]
    assert list(table["columns"]) == [
        "id",
        "parent_id",
        "owner_id",
        "code",
        "name",
        "status",
        "amount",
        "metadata",
        "created_at",
        "updated_at",
    ], name
    assert table["comment"].startswith("The ") and table["columns"]["code"]["comment"].startswith("The code")
    assert table["columns"]["id"]["default"] == f"nextval('{name}_id_seq'::regclass)"
    assert schema["sequences"][f"{name}_id_seq"]["ownedBy"] == f"{name}.id"
    constraints = table["constraints"]
    foreign_keys = {key: c for key, c in constraints.items() if c["type"] == "FOREIGN KEY"}
    assert {key: (c["columnNames"], c["targetTableName"]) for key, c in foreign_keys.items()} == {
        key: ([column], target) for key, (column, target) in dump_references(n).items()
    }
    assert {key: c["type"] for key, c in constraints.items() if c["type"] != "FOREIGN KEY"} == {
        f"{name}_pkey": "PRIMARY KEY",
        f"{name}_code_key": "UNIQUE",
        f"{name}_amount_check": "CHECK",
    }
    assert set(table["indexes"]) == dump_indexes(n)
    assert table["indexes"][f"{name}_open_idx"]["where"]
