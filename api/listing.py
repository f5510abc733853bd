"""What the list routes of chats, design sessions, planner chats and executions share: the
opaque cursor, `limit`, who sees which items, the workflows' states, filling a page."""

from __future__ import annotations

import asyncio
import base64
import binascii
import json
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Annotated, Any, TypeVar

from fastapi import Depends, HTTPException, Query, status
from fastapi.exceptions import RequestValidationError
from pydantic import BaseModel, Field
from starlette.concurrency import run_in_threadpool
from temporalio.client import Client, WorkflowExecution, WorkflowExecutionStatus
from temporalio.service import RPCError, RPCStatusCode

from api.deps import PrincipalDep
from durable_agents.listing import Keyset

MAX_LIMIT = 100
DEFAULT_LIMIT = 20
TITLE_CHARS = 120
# A state filter reads the items in batches of this many, at most SCAN_BATCHES of them per
# call: a rare state then answers a short page (with its `next_cursor`) rather than scanning on.
SCAN_BATCH = 100
SCAN_BATCHES = 10

CURSOR_REFUSED = "this is not a cursor a list gave: pass `next_cursor` of the previous page unchanged, or leave it out"

Row = TypeVar("Row")


class Links(BaseModel):
    self: str = Field(description="The item's URL.")
    events: str = Field(description="Its events (SSE).")


def title_of(text: str | None) -> str:
    """A list item's title: the text's first line, shortened to TITLE_CHARS characters."""
    line = (text or "").strip().split("\n", 1)[0].strip()
    return line if len(line) <= TITLE_CHARS else line[: TITLE_CHARS - 1].rstrip() + "…"


def as_utc(moment: datetime) -> datetime:
    """A time with its zone: one without is UTC (as the store keeps them)."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def encode_cursor(created_at: datetime, item_id: str) -> str:
    raw = json.dumps([as_utc(created_at).isoformat(), item_id]).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _decode_cursor(cursor: str) -> Keyset:
    try:
        moment, item_id = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
        return as_utc(datetime.fromisoformat(moment)), str(item_id)
    except (binascii.Error, UnicodeDecodeError, ValueError, TypeError) as err:
        raise RequestValidationError(
            [{"type": "value_error", "loc": ("query", "cursor"), "msg": CURSOR_REFUSED}]
        ) from err


@dataclass(frozen=True)
class ListRequest:
    after: Keyset | None
    limit: int
    created_by: str | None  # the user whose items are listed; None: the tenant's


def list_request(
    principal: PrincipalDep,
    cursor: Annotated[
        str | None,
        Query(max_length=1_000, description="`next_cursor` of the previous page; leave it out for the first page."),
    ] = None,
    limit: Annotated[int, Query(ge=1, le=MAX_LIMIT, description=f"Items per page, at most {MAX_LIMIT}.")] = (
        DEFAULT_LIMIT
    ),
    created_by: Annotated[
        str | None,
        Query(
            max_length=100,
            description="Only the items this user (their id) started: for the tenant admin key, which "
            "otherwise lists the tenant's items. A user's key lists that user's own items.",
        ),
    ] = None,
) -> ListRequest:
    user = principal.user
    if user is not None and created_by not in (None, user.id):
        raise HTTPException(
            status.HTTP_403_FORBIDDEN,
            "A user's key lists only that user's own items; the tenant admin key lists anyone's (`created_by`).",
        )
    after = _decode_cursor(cursor) if cursor is not None else None
    return ListRequest(after=after, limit=limit, created_by=user.id if user is not None else created_by)


ListRequestDep = Annotated[ListRequest, Depends(list_request)]

LIST_RESPONSES: dict[int | str, dict[str, Any]] = {
    403: {"description": "A user's key asked for another user's items (`created_by`)."},
    422: {"description": "`limit` is out of range, or `cursor` is not one a list gave."},
}


async def workflows_by_id(temporal: Client, workflow_ids: Sequence[str]) -> dict[str, WorkflowExecution]:
    """The latest run of each workflow, as Temporal's visibility lists it (one call); a
    workflow visibility has not indexed yet (just started) is described instead."""
    if not workflow_ids:
        return {}
    quoted = ", ".join("'" + workflow_id.replace("'", "") + "'" for workflow_id in workflow_ids)
    latest: dict[str, WorkflowExecution] = {}
    async for execution in temporal.list_workflows(f"WorkflowId IN ({quoted})", page_size=len(workflow_ids) * 2):
        known = latest.get(execution.id)
        if known is None or execution.start_time > known.start_time:
            latest[execution.id] = execution
    missing = [workflow_id for workflow_id in workflow_ids if workflow_id not in latest]
    described = await asyncio.gather(*(_describe(temporal, workflow_id) for workflow_id in missing))
    latest.update({execution.id: execution for execution in described if execution is not None})
    return latest


async def _describe(temporal: Client, workflow_id: str) -> WorkflowExecution | None:
    try:
        return await temporal.get_workflow_handle(workflow_id).describe()
    except RPCError as err:
        if err.status == RPCStatusCode.NOT_FOUND:
            return None  # gone from Temporal (its retention ended)
        raise


def is_running(execution: WorkflowExecution | None) -> bool:
    return execution is not None and execution.status == WorkflowExecutionStatus.RUNNING


@dataclass(frozen=True)
class Standing:
    """An item's state in its list, and its workflow (None: gone from Temporal)."""

    state: str
    workflow: WorkflowExecution | None

    def ended_at(self) -> datetime | None:
        return self.workflow.close_time if self.workflow is not None else None


async def fill_page(
    fetch: Callable[[Keyset | None, int], list[Row]],
    standings: Callable[[list[Row]], Awaitable[list[Standing]]],
    keyset: Callable[[Row], Keyset],
    request: ListRequest,
    wanted: str | None = None,
) -> tuple[list[tuple[Row, Standing]], str | None]:
    """A page of `request.limit` rows with their standings (only those in the state `wanted`,
    when given) and the cursor of the next page (None: no more). `fetch(after, n)` reads the store."""
    batch = SCAN_BATCH if wanted is not None else request.limit + 1
    after = request.after
    kept: list[tuple[Row, Standing]] = []
    for _ in range(SCAN_BATCHES):
        rows = await run_in_threadpool(fetch, after, batch)
        for row, standing in zip(rows, await standings(rows), strict=True):
            if wanted is None or standing.state == wanted:
                kept.append((row, standing))
            if len(kept) > request.limit:
                return kept[: request.limit], encode_cursor(*keyset(kept[request.limit - 1][0]))
        if len(rows) < batch:
            return kept, None
        after = keyset(rows[-1])
    return kept, encode_cursor(*after) if after is not None else None
