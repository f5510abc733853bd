"""The schema design store activities when what they need is not there: a session or version
missing from the store (no retry can bring it) and no PostgreSQL sandbox configured fail at
once, saying in safe words what is missing (the client sees that text); a store that cannot
be opened is retried. What the DB agent or the person can fix (tool arguments that are not a
patch, a script PostgreSQL cannot read) is an answer, not a failure."""

from __future__ import annotations

from pathlib import Path

import pytest
from temporalio.exceptions import ApplicationError
from temporalio.testing import ActivityEnvironment

from activities.schema_design.design_store import DesignStoreActivities
from durable_agents.errors import PUBLIC_DETAIL, ErrorCode
from durable_agents.schema_design.contract import ImportInput, SchemaToolInput, TimelineItem
from durable_agents.settings import Settings
from tests.support.threaded_server import HOST, free_port


def database_down() -> str:
    """The URL of a PostgreSQL server that is down: nothing listens on its port."""
    return f"postgresql+psycopg://app@{HOST}:{free_port()}/app"


@pytest.fixture
def activities(tmp_path: Path) -> DesignStoreActivities:
    return DesignStoreActivities(
        Settings(_env_file=None, data_dir=tmp_path, database_url=f"sqlite:///{tmp_path}/design.db")
    )


async def test_a_patch_of_a_version_the_store_does_not_have_fails_at_once(activities: DesignStoreActivities) -> None:
    call = SchemaToolInput(session_id="gone", tenant_id="t1", expected_version=4, arguments={"operations": []})
    with pytest.raises(ApplicationError) as raised:
        await ActivityEnvironment().run(activities.schema_design_tool, call)
    error = raised.value
    assert (error.type, error.non_retryable) == (ErrorCode.STORAGE_ERROR, True)
    assert error.message == "design session gone has no schema version 4"
    assert error.details == ({PUBLIC_DETAIL: "the design session is not in the store"},)


async def test_an_import_without_a_sandbox_configured_fails_at_once(activities: DesignStoreActivities) -> None:
    script = ImportInput(session_id="s1", tenant_id="t1", script="CREATE TABLE teams (id integer PRIMARY KEY);")
    with pytest.raises(ApplicationError) as raised:
        await ActivityEnvironment().run(activities.import_schema, script)
    error = raised.value
    assert (error.type, error.non_retryable) == (ErrorCode.SANDBOX_UNAVAILABLE, True)
    assert error.message == "SCHEMA_SANDBOX_URL is not set"
    assert error.details == ({PUBLIC_DETAIL: "no PostgreSQL sandbox is configured"},)


async def test_tool_arguments_that_are_not_a_patch_are_the_tools_answer(activities: DesignStoreActivities) -> None:
    call = SchemaToolInput(session_id="s1", tenant_id="t1", expected_version=2, arguments={"ops": []})
    result = await ActivityEnvironment().run(activities.schema_design_tool, call)
    assert (result.ok, result.version) == (False, 2)
    assert result.result.startswith(
        'schema_design_tool takes {"operations": [<RFC 6902 operations>]}; these arguments are not that:'
    )


async def test_a_script_postgresql_cannot_read_is_refused_before_any_sandbox(activities: DesignStoreActivities) -> None:
    script = ImportInput(session_id="s1", tenant_id="t1", script="CREATE TABLE teams (id integer,);")
    result = await ActivityEnvironment().run(activities.import_schema, script)
    assert result.report is None
    assert result.refused is not None and result.refused.startswith('line 1: syntax error at or near ")"')


def test_a_store_that_cannot_be_reached_is_a_retryable_storage_error(tmp_path: Path) -> None:
    # The database server down.
    unreachable = DesignStoreActivities(Settings(_env_file=None, data_dir=tmp_path, database_url=database_down()))
    item = TimelineItem(item_id="s1:m:user:1", session_id="s1", type="user", content="hi", created_at="")
    with pytest.raises(ApplicationError) as raised:
        ActivityEnvironment().run(unreachable.add_timeline_item, item)
    assert (raised.value.type, raised.value.non_retryable) == (ErrorCode.STORAGE_ERROR, False)
    assert raised.value.message.startswith("design store failed: (psycopg.OperationalError) connection failed")
