"""The API's error bodies, in FastAPI's shapes: `{"detail": "<reason>"}`, and for bad input
`{"detail": [{"type", "loc", "msg", "ctx"?}]}` (a 422); what a workflow's refusals answer."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from fastapi import HTTPException, status
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from temporalio.client import WorkflowUpdateFailedError, WorkflowUpdateRPCTimeoutOrCancelledError
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError, RPCStatusCode

from api.deps import RETRY_LATER, TEMPORAL_NOT_ANSWERING
from durable_agents.errors import IDEMPOTENCY_KEY_REUSED

AGENT_NOT_FOUND = {404: {"description": "The agent named by `agent_id` is not found."}}
BEYOND_THE_STREAM = {416: {"description": "`Last-Event-ID` / `after` names an event this stream never had."}}
MESSAGE_EVENTS = {
    200: {
        "description": "With `Accept: text/event-stream`: this message's events as SSE.",
        "content": {"text/event-stream": {}},
    }
}


class WorkflowRefused(HTTPException):
    """An Update the workflow refused (its validator raised an ApplicationError of type
    `error_type`), or an Update or Signal to a workflow that has finished."""

    def __init__(self, status_code: int, detail: str, error_type: str | None = None) -> None:
        super().__init__(status_code, detail)
        self.error_type = error_type


@contextmanager
def workflow_errors(finished: str, refusals: Mapping[str, int] | None = None) -> Iterator[None]:
    """Answers what an Update or a Signal sent inside it fails with, as WorkflowRefused: a
    validator's ApplicationError -> its message, with the status `refusals` gives its type
    (409 for any other); the workflow has finished (gone, or the Update failed otherwise) ->
    409 `finished`. An Update not answered in time (no worker took it) is a 503; any other
    RPCError (Temporal unreachable) propagates to the app's handler, which answers 503."""
    try:
        yield
    except WorkflowUpdateFailedError as err:
        cause = err.cause
        if not isinstance(cause, ApplicationError):
            raise WorkflowRefused(status.HTTP_409_CONFLICT, finished) from err
        if cause.type == IDEMPOTENCY_KEY_REUSED:
            raise RequestValidationError(
                [{"type": "idempotency_key_reused", "loc": ("header", "idempotency-key"), "msg": cause.message}]
            ) from err
        code = (refusals or {}).get(cause.type or "", status.HTTP_409_CONFLICT)
        raise WorkflowRefused(code, cause.message, cause.type) from err
    except WorkflowUpdateRPCTimeoutOrCancelledError:
        raise HTTPException(status.HTTP_503_SERVICE_UNAVAILABLE, TEMPORAL_NOT_ANSWERING, headers=RETRY_LATER) from None
    except RPCError as err:
        if err.status == RPCStatusCode.NOT_FOUND:
            raise WorkflowRefused(status.HTTP_409_CONFLICT, finished) from err
        raise


def json_problem(status_code: int, detail: str, headers: Mapping[str, str] | None = None) -> JSONResponse:
    return JSONResponse({"detail": detail}, status_code, headers=dict(headers) if headers else None)


def validation_problem(error_type: str, loc: Iterable[str | int], msg: str) -> JSONResponse:
    """A 422 naming one place of the request (`loc`, e.g. `("query", "from")`) and what is wrong."""
    return JSONResponse({"detail": [{"type": error_type, "loc": list(loc), "msg": msg}]}, 422)


def client_validation_errors(errors: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Pydantic's errors without the `input` they echo (it may be megabytes, or a value JSON
    cannot encode) and with `ctx` values as plain JSON."""
    cleaned = []
    for error in errors:
        item: dict[str, Any] = {"type": error["type"], "loc": list(error["loc"]), "msg": error["msg"]}
        if error.get("ctx"):
            item["ctx"] = {key: _plain(value) for key, value in error["ctx"].items()}
        cleaned.append(item)
    return cleaned


def _plain(value: Any) -> Any:
    if isinstance(value, bool | int | str) or value is None:
        return value
    if isinstance(value, float):
        return value if value == value and value not in (float("inf"), float("-inf")) else str(value)
    return str(value)


_PROBLEM_SCHEMA = {
    "type": "object",
    "properties": {"detail": {"type": "string", "description": "What went wrong, for a person to act on."}},
    "required": ["detail"],
}


def document_common_statuses(schema: dict[str, Any]) -> dict[str, Any]:
    """Adds to each operation of an OpenAPI document the statuses every route of its kind can
    answer, where the route does not describe them itself: 401 (authenticated routes), 404
    (an id in the path: unknown, or another tenant's), 413 and 422 (a request body), 503 (the
    workflow service or the database unreachable)."""
    schema.setdefault("components", {}).setdefault("schemas", {})["Problem"] = _PROBLEM_SCHEMA
    problem = {"application/json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
    for path, operations in schema.get("paths", {}).items():
        for operation in operations.values():
            responses = operation.setdefault("responses", {})
            common = []
            if operation.get("security"):
                common.append(("401", "The API key is missing or not valid."))
            if any(p.get("in") == "path" for p in operation.get("parameters", [])):
                common.append(("404", "No such resource for this tenant (another tenant's is not found either)."))
            if "requestBody" in operation:
                common.append(("413", "The request body is larger than MAX_REQUEST_BYTES."))
            if path.startswith("/v1/"):
                common.append(("503", "The workflow service or the database is unavailable; try again shortly."))
            for status_code, description in common:
                responses.setdefault(status_code, {"description": description, "content": problem})
    return schema
