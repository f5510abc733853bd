"""Schema design routes (seed 001): start a session, send it messages (each runs the
pipeline), read its state, schema, versions, DDL, artifact and timeline, stream its events."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Query, Request, status
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, PlainTextResponse
from fastapi.sse import EventSourceResponse, ServerSentEvent
from starlette.concurrency import run_in_threadpool
from temporalio.client import Client, WorkflowExecution
from temporalio.service import RPCError, RPCStatusCode

from api.deps import IdempotencyKey, PrincipalDep, SettingsDep, TemporalDep, TenantDep, found, message_id_for
from api.listing import (
    LIST_RESPONSES,
    Links,
    ListRequestDep,
    Standing,
    as_utc,
    fill_page,
    is_running,
    title_of,
    workflows_by_id,
)
from api.problems import BEYOND_THE_STREAM, MESSAGE_EVENTS, workflow_errors
from api.schema_design.schemas import (
    ArtifactOut,
    DesignListState,
    DesignMessageAccepted,
    DesignMessageCreate,
    DesignSessionCreate,
    DesignSessionCreated,
    DesignSessionPage,
    DesignSessionSummary,
    SchemaOut,
    VersionOut,
)
from api.stream_relay import checked_resume_offset, message_events_response, relay
from durable_agents.listing import Keyset
from durable_agents.schema_design import store as design_store
from durable_agents.schema_design.contract import Artifact, DesignMessage, DesignState, Schema, TimelineEntry
from durable_agents.schema_design.script import ScriptRefused, split_script
from durable_agents.schema_design.start import (
    ImportUnavailable,
    ScriptImportRefused,
    check_script_size,
    import_design_session,
    start_design_session,
)
from durable_agents.schema_design.store import DesignSession, SchemaVersion
from durable_agents.settings import Settings
from durable_agents.temporal import DESIGN_STEP, design_workflow_id, message_update_id
from workflows.schema_design.workflow import SchemaDesignWorkflow

# Numbers a store column holds (SQLite and PostgreSQL integers): beyond is a 422, not an overflow.
LARGEST = 2**31 - 1
VERSION_QUERY = Query(
    ge=0, le=LARGEST, description="That schema version (0: the one the session started with); default: the latest."
)
CLOSED = "This design session is closed; start a new one."
BUSY = {409: {"description": "A message's pipeline is still running, or the session is closed."}}

BASE = "/v1/design-sessions"
router = APIRouter(prefix=BASE, tags=["design sessions"])


async def get_owned_session(session_id: str, tenant: TenantDep, settings: SettingsDep) -> DesignSession:
    row = await run_in_threadpool(design_store.get_session, settings.resolved_database_url, tenant.id, session_id)
    return found(row, f"Design session {session_id} not found.")


SessionDep = Annotated[DesignSession, Depends(get_owned_session)]


@router.post("", status_code=status.HTTP_201_CREATED, response_model=DesignSessionCreated)
async def create_session(
    body: DesignSessionCreate, principal: PrincipalDep, settings: SettingsDep, temporal: TemporalDep
) -> DesignSessionCreated:
    """Start a design session from a schema: its JSON, or a script (a schema dump, a migration
    history) that runs in the sandbox and is read back from its catalog as version 0, with
    what it left out. Nothing else runs until a message."""
    created = await _start_session(body, principal.tenant.id, settings, temporal)
    if principal.user is not None:
        db_url = settings.resolved_database_url
        await run_in_threadpool(design_store.set_created_by, db_url, created.session_id, principal.user.id)
    return created


async def _start_session(
    body: DesignSessionCreate, tenant_id: str, settings: Settings, temporal: Client
) -> DesignSessionCreated:
    initial = body.initial_schema
    if not isinstance(initial, str):
        session_id = await start_design_session(temporal, settings, tenant_id, initial or Schema())
        return DesignSessionCreated(session_id=session_id)
    try:
        check_script_size(initial)  # before the parser, whose time grows with the script's size
        # PostgreSQL's own grammar first, off the event loop: a script it cannot read never reaches the sandbox.
        await run_in_threadpool(split_script, initial)
        session_id, report = await import_design_session(temporal, settings, tenant_id, initial)
    except (ScriptRefused, ScriptImportRefused) as err:
        raise RequestValidationError(
            [{"type": "ddl_import", "loc": ("body", "initial_schema"), "msg": str(err)}]
        ) from err
    except ImportUnavailable as err:
        raise HTTPException(status.HTTP_503_SERVICE_UNAVAILABLE, str(err)) from err
    return DesignSessionCreated(session_id=session_id, imported=report)


@router.get("", response_model=DesignSessionPage, responses=LIST_RESPONSES)
async def list_sessions(
    tenant: TenantDep,
    settings: SettingsDep,
    temporal: TemporalDep,
    page: ListRequestDep,
    state: Annotated[DesignListState | None, Query(description="Only the sessions in this state.")] = None,
    q: Annotated[
        str | None, Query(min_length=1, max_length=200, description="Only sessions sent a message with this text.")
    ] = None,
) -> DesignSessionPage:
    """The design sessions a user's key started (the tenant admin key: the tenant's), newest
    first. With `state`, a call reads at most 1,000 sessions: a page may then hold fewer than
    `limit` while `next_cursor` goes on."""
    db_url = settings.resolved_database_url

    def fetch(after: Keyset | None, limit: int) -> list[DesignSession]:
        return design_store.list_sessions(
            db_url, tenant.id, created_by=page.created_by, text_search=q, after=after, limit=limit
        )

    rows, next_cursor = await fill_page(fetch, lambda rows: _standings(temporal, rows), _keyset, page, state)
    ids = [row.id for row, _standing in rows]
    titles = await run_in_threadpool(design_store.first_requests, db_url, ids)
    activity = await run_in_threadpool(design_store.last_activity, db_url, ids)
    items = [
        DesignSessionSummary(
            session_id=row.id,
            title=title_of(titles.get(row.id)),
            state=standing.state,  # type: ignore[arg-type]
            created_by=row.created_by,
            created_at=as_utc(row.created_at),
            updated_at=as_utc(activity.get(row.id, row.created_at)),
            links=Links(self=f"{BASE}/{row.id}", events=f"{BASE}/{row.id}/events"),
        )
        for row, standing in rows
    ]
    return DesignSessionPage(items=items, next_cursor=next_cursor)


def _keyset(row: DesignSession) -> Keyset:
    return row.created_at, row.id


def _state(workflow: WorkflowExecution | None) -> str:
    if not is_running(workflow):
        return "closed"  # ended, or gone from Temporal
    assert workflow is not None
    return "idle" if workflow.typed_search_attributes.get(DESIGN_STEP) in (None, "idle") else "running"


async def _standings(temporal: Client, rows: list[DesignSession]) -> list[Standing]:
    workflows = await workflows_by_id(temporal, [design_workflow_id(row.id) for row in rows])
    standings = []
    for row in rows:
        workflow = workflows.get(design_workflow_id(row.id))
        standings.append(Standing(_state(workflow), workflow))
    return standings


@router.get("/{session_id}", response_model=DesignState)
async def read_session(session: SessionDep, temporal: TemporalDep, settings: SettingsDep) -> DesignState:
    """Status, current step, retry counts and schema version (a workflow query; once the
    workflow is gone, a closed session at its latest version from the store)."""
    try:
        return await temporal.get_workflow_handle(design_workflow_id(session.id)).query(SchemaDesignWorkflow.get_state)
    except RPCError as err:
        if err.status != RPCStatusCode.NOT_FOUND:
            raise
    number, _schema = await run_in_threadpool(design_store.latest_version, settings.resolved_database_url, session.id)
    return DesignState(session_id=session.id, status="closed", schema_version=number)


@router.post(
    "/{session_id}/messages",
    status_code=status.HTTP_202_ACCEPTED,
    response_model=DesignMessageAccepted,
    responses={**MESSAGE_EVENTS, **BUSY},
)
async def send_message(
    body: DesignMessageCreate,
    session: SessionDep,
    temporal: TemporalDep,
    settings: SettingsDep,
    request: Request,
    idempotency_key: IdempotencyKey = None,
) -> JSONResponse | EventSourceResponse:
    """Run the pipeline on this message; its events stream on `/events` (ask for
    `text/event-stream` to get them here). One message at a time: 409 until `pipeline_done`."""
    message = DesignMessage(message_id=message_id_for(session.id, idempotency_key), content=body.content)
    with workflow_errors(CLOSED):
        accepted = await temporal.get_workflow_handle(design_workflow_id(session.id)).execute_update(
            SchemaDesignWorkflow.send_message, message, id=message_update_id(message.message_id, message.content)
        )
    if "text/event-stream" not in request.headers.get("accept", ""):
        return JSONResponse(DesignMessageAccepted(message_id=message.message_id).model_dump(), status.HTTP_202_ACCEPTED)
    events = _events(temporal, settings, session.id, accepted.stream_offset, message.message_id)
    return message_events_response(events, message.message_id)


def _events(
    temporal: Client, settings: Settings, session_id: str, from_offset: int, message_id: str | None = None
) -> AsyncIterator[ServerSentEvent]:
    return relay(
        temporal,
        design_workflow_id(session_id),
        from_offset,
        poll_cooldown=timedelta(milliseconds=max(settings.stream_poll_cooldown_ms, 50)),
        live=None,
        message_id=message_id,
    )


async def _version(settings: Settings, session: DesignSession, number: int | None) -> SchemaVersion:
    db_url = settings.resolved_database_url
    if number is None:
        number, _schema = await run_in_threadpool(design_store.latest_version, db_url, session.id)
    version = await run_in_threadpool(design_store.get_version, db_url, session.id, number)
    return found(version, f"Design session {session.id} has no schema version {number}.")


@router.get("/{session_id}/schema", response_model=SchemaOut)
async def read_schema(
    session: SessionDep, settings: SettingsDep, version: Annotated[int | None, VERSION_QUERY] = None
) -> SchemaOut:
    """The current schema (seed 001's schema JSON) and its version number."""
    row = await _version(settings, session, version)
    return SchemaOut(version=row.number, schema_=row.as_schema())


@router.get(
    "/{session_id}/schema.sql",
    response_class=PlainTextResponse,
    responses={200: {"content": {"text/plain": {}}, "description": "The schema as PostgreSQL DDL."}},
)
async def read_schema_ddl(
    session: SessionDep, settings: SettingsDep, version: Annotated[int | None, VERSION_QUERY] = None
) -> PlainTextResponse:
    """The schema as PostgreSQL DDL, as it ran in the sandbox (`POST /v1/design-sessions` imports it back)."""
    row = await _version(settings, session, version)
    return PlainTextResponse(row.ddl)


@router.get("/{session_id}/versions", response_model=list[VersionOut])
def list_versions(session: SessionDep, settings: SettingsDep) -> list[VersionOut]:
    """Every version, oldest first: the JSON Patch that made it and the one that undoes it."""
    rows = design_store.list_versions(settings.resolved_database_url, session.id)
    return [VersionOut.model_validate(row, from_attributes=True) for row in rows]


@router.get(
    "/{session_id}/artifact",
    response_model=ArtifactOut,
    responses={404: {"description": "No such session for this tenant, or no requirements analysed yet."}},
)
def read_artifact(session: SessionDep, settings: SettingsDep) -> ArtifactOut:
    """Requirements → use cases → DML with execution logs, the summary and the DDL they ran on;
    saved once the requirements are analysed, completed by finalizeArtifacts."""
    row = found(
        design_store.get_artifact(settings.resolved_database_url, session.id),
        f"Design session {session.id} has no artifact yet.",
    )
    return ArtifactOut(**Artifact.model_validate(row.artifact).model_dump(), ddl=row.ddl, updated_at=row.updated_at)


@router.get("/{session_id}/timeline", response_model=list[TimelineEntry])
def read_timeline(
    session: SessionDep,
    settings: SettingsDep,
    after: Annotated[int, Query(ge=0, le=LARGEST, description="Only the items after this `seq`.")] = 0,
) -> list[TimelineEntry]:
    """The session's timeline as the steps wrote it (`seq` 1, 2, …)."""
    return design_store.timeline(settings.resolved_database_url, session.id, after_seq=after)


async def _workflow_id(session: SessionDep) -> str:
    return design_workflow_id(session.id)


@router.get("/{session_id}/events", response_class=EventSourceResponse, responses=BEYOND_THE_STREAM)
async def session_events(
    session: SessionDep,
    from_offset: Annotated[int, Depends(checked_resume_offset(_workflow_id))],
    temporal: TemporalDep,
    settings: SettingsDep,
) -> AsyncIterator[ServerSentEvent]:
    """`timeline` (a timeline item), `step` and `pipeline_done` as SSE (`id`: offset); it ends
    when the session has closed."""
    async for event in _events(temporal, settings, session.id, from_offset):
        yield event
