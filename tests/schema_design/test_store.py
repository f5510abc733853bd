"""The design session store on SQLite and on PostgreSQL (a throwaway cluster): version
numbering with the optimistic check, idempotent retries, the timeline's order and
idempotence, the artifact, and tenant scoping."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable
from pathlib import Path

import pytest

from durable_agents import tenancy
from durable_agents.schema_design import store
from durable_agents.schema_design.contract import PatchOperation, Schema, TimelineItem
from durable_agents.schema_design.ddl import schema_ddl
from durable_agents.schema_design.schema_ops import apply_patch, patch_json
from tests.support.postgres import create_database

COMMENT = "/tables/users/comment"


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{Path(tmp_path_factory.mktemp('design-store')) / 'store.db'}"
    return create_database(request.getfixturevalue("postgres_url"), "design_store")


@pytest.fixture
def tenant_id(db_url: str) -> str:
    tenant, _key = tenancy.create_tenant(db_url, f"Tenant {uuid.uuid4().hex[:6]}")
    return tenant.id


@pytest.fixture
def session_id(db_url: str, tenant_id: str, fitness: Schema) -> str:
    session_id = str(uuid.uuid4())
    store.create_session(db_url, session_id, tenant_id, fitness)
    return session_id


def comment(value: str) -> list[PatchOperation]:
    return [PatchOperation(op="replace", path=COMMENT, value=value)]


def save(db_url: str, session_id: str, previous: int, schema: Schema, value: str) -> tuple[int, Schema]:
    """Apply a comment change to `schema` and save it on top of version `previous`."""
    new, reverse = apply_patch(schema, comment(value))
    return store.save_version(db_url, session_id, previous, new, comment(value), reverse, schema_ddl(new)), new


def item(session_id: str, content: str, item_id: str | None = None) -> TimelineItem:
    return TimelineItem(
        item_id=item_id or str(uuid.uuid4()),
        session_id=session_id,
        type="assistant_log",
        role="db",
        content=content,
        created_at="2026-11-23T10:00:00+00:00",
        message_id="m-1",
    )


def in_threads(count: int, work: Callable[[int], object]) -> list[object]:
    results: list[object] = [None] * count
    barrier = threading.Barrier(count)

    def run(n: int) -> None:
        barrier.wait()
        try:
            results[n] = work(n)
        except Exception as exc:
            results[n] = exc

    threads = [threading.Thread(target=run, args=(n,)) for n in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def test_a_session_starts_at_version_0_and_belongs_to_its_tenant(
    db_url: str, tenant_id: str, session_id: str, fitness: Schema
) -> None:
    store.create_session(db_url, session_id, tenant_id, Schema())  # a retry changes nothing
    assert store.latest_version(db_url, session_id) == (0, fitness)
    [version] = store.list_versions(db_url, session_id)
    assert (version.number, version.patch, version.reverse_patch) == (0, [], [])
    assert (version.as_schema(), version.ddl) == (fitness, schema_ddl(fitness))
    found = store.get_session(db_url, tenant_id, session_id)
    assert found is not None and found.tenant_id == tenant_id
    other_tenant, _key = tenancy.create_tenant(db_url, "Other tenant")
    assert store.get_session(db_url, other_tenant.id, session_id) is None
    assert store.get_session(db_url, tenant_id, "no such session") is None
    with pytest.raises(LookupError, match="design session nope is not in the store"):
        store.latest_version(db_url, "nope")


def test_versions_are_numbered_and_keep_their_patches(db_url: str, session_id: str, fitness: Schema) -> None:
    one, schema_one = save(db_url, session_id, 0, fitness, "first")
    two, schema_two = save(db_url, session_id, 1, schema_one, "second")
    assert (one, two) == (1, 2)
    assert store.latest_version(db_url, session_id) == (2, schema_two)
    assert [v.number for v in store.list_versions(db_url, session_id)] == [0, 1, 2]
    version = store.get_version(db_url, session_id, 2)
    assert version is not None
    assert version.patch == patch_json(comment("second")) == [{"op": "replace", "path": COMMENT, "value": "second"}]
    assert version.reverse_patch == [{"op": "replace", "path": COMMENT, "value": "first"}]
    assert version.ddl == schema_ddl(schema_two) and "IS 'second'" in version.ddl
    # The reverse patch, read back, turns the version into the one before it.
    reverse = [PatchOperation.model_validate(op) for op in version.reverse_patch]
    assert apply_patch(version.as_schema(), reverse)[0] == schema_one
    assert store.get_version(db_url, session_id, 3) is None


def test_a_retried_save_returns_its_version_without_writing_again(
    db_url: str, session_id: str, fitness: Schema
) -> None:
    assert save(db_url, session_id, 0, fitness, "first")[0] == 1
    assert save(db_url, session_id, 0, fitness, "first")[0] == 1
    _two, schema_two = save(db_url, session_id, 1, store.latest_version(db_url, session_id)[1], "second")
    assert save(db_url, session_id, 0, fitness, "first")[0] == 1  # retried after a later version: still found
    assert [v.number for v in store.list_versions(db_url, session_id)] == [0, 1, 2]
    assert store.latest_version(db_url, session_id) == (2, schema_two)


def test_a_change_made_on_an_old_version_conflicts(db_url: str, session_id: str, fitness: Schema) -> None:
    save(db_url, session_id, 0, fitness, "mine")
    with pytest.raises(store.VersionConflict) as caught:
        save(db_url, session_id, 0, fitness, "theirs")
    assert str(caught.value) == (
        "schema version 1 was written by another change while this one was made on version 0: "
        "apply the change to the latest version"
    )
    with pytest.raises(store.VersionConflict, match=r"schema version 5 does not exist yet \(the latest is 1\)"):
        save(db_url, session_id, 5, fitness, "ahead")
    with pytest.raises(LookupError, match="design session nope is not in the store"):
        save(db_url, "nope", 0, fitness, "lost")
    assert [v.number for v in store.list_versions(db_url, session_id)] == [0, 1]
    assert store.latest_version(db_url, session_id)[1].tables["users"].comment == "mine"


def test_concurrent_changes_on_one_version_write_it_once(db_url: str, session_id: str, fitness: Schema) -> None:
    results = in_threads(4, lambda n: save(db_url, session_id, 0, fitness, f"writer {n}")[0])
    assert results.count(1) == 1
    assert all(isinstance(r, store.VersionConflict) for r in results if r != 1)
    assert [v.number for v in store.list_versions(db_url, session_id)] == [0, 1]


def test_the_timeline_is_ordered_and_written_once_per_item(db_url: str, session_id: str) -> None:
    first = item(session_id, "analysing", item_id=f"{session_id}:1")
    assert store.add_timeline_item(db_url, first) is True
    assert store.add_timeline_item(db_url, first) is False  # a retried activity
    assert store.add_timeline_item(db_url, item(session_id, "designing")) is True
    results = in_threads(6, lambda n: store.add_timeline_item(db_url, item(session_id, f"parallel {n}")))
    assert results == [True] * 6
    entries = store.timeline(db_url, session_id)
    assert [e.seq for e in entries] == list(range(1, 9))
    assert [e.content for e in entries[:2]] == ["analysing", "designing"]
    assert entries[0].model_dump(exclude={"seq"}) == first.model_dump()
    assert [e.seq for e in store.timeline(db_url, session_id, after_seq=6)] == [7, 8]
    assert store.timeline(db_url, session_id, after_seq=8) == []
    assert store.timeline(db_url, "another session") == []


def test_the_artifact_is_one_row_per_session_overwritten(db_url: str, session_id: str) -> None:
    assert store.get_artifact(db_url, session_id) is None
    store.save_artifact(db_url, session_id, {"requirements": {"businessRequirement": "track workouts"}}, "-- v1")
    store.save_artifact(db_url, session_id, {"requirements": {}, "use_cases": [{"id": "uc-1"}]}, "-- v2")
    row = store.get_artifact(db_url, session_id)
    assert row is not None
    assert (row.artifact, row.ddl) == ({"requirements": {}, "use_cases": [{"id": "uc-1"}]}, "-- v2")


def test_a_session_whose_workflow_never_started_is_removed_whole(db_url: str, tenant_id: str, session_id: str) -> None:
    store.delete_session(db_url, session_id)
    assert store.get_session(db_url, tenant_id, session_id) is None
    assert store.list_versions(db_url, session_id) == []
    store.delete_session(db_url, session_id)  # a second call finds nothing to remove


def test_a_sessions_ddl_is_made_before_its_write_takes_the_lock(
    db_url: str, tenant_id: str, fitness: Schema, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On SQLite the session's first write takes the database's write lock, which every
    tenant's writes wait for: making a large schema's DDL under it held them all."""
    written_meanwhile = []

    def ddl_while_another_tenant_writes(schema: Schema) -> str:
        written_meanwhile.append(tenancy.create_tenant(db_url, "Meanwhile")[0].id)  # waits out a held lock, then fails
        return schema_ddl(schema)

    monkeypatch.setattr(store, "schema_ddl", ddl_while_another_tenant_writes)
    session_id = str(uuid.uuid4())
    store.create_session(db_url, session_id, tenant_id, fitness)

    assert len(written_meanwhile) == 1
    [version] = store.list_versions(db_url, session_id)
    assert version.ddl == schema_ddl(fitness)
