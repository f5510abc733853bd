"""The FastAPI application. Run with `durable-agents api` or `uvicorn api.app:app`."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta
from typing import Literal

from fastapi import FastAPI, HTTPException, Request, status
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError
from starlette.concurrency import run_in_threadpool
from temporalio.api.workflowservice.v1 import GetSystemInfoRequest
from temporalio.client import WorkflowQueryFailedError
from temporalio.service import RPCError

from api import diagrams, live_inbox, users
from api.chat import knowledge
from api.chat import routes as chats
from api.deps import RETRY_LATER, SettingsDep, TemporalConnection, TTLCache, temporal_failure_reason
from api.docs import mount_docs
from api.execution import routes as executions
from api.live_inbox import LiveInbox
from api.planner import routes as planner
from api.problems import client_validation_errors, document_common_statuses, json_problem
from api.request_guard import RequestGuard
from api.research import routes as research
from api.research import slack
from api.schema_design import routes as schema_design
from api.stream_relay import live_answers_client
from api.web_app import mount_web_app
from durable_agents.database import get_engine
from durable_agents.log_redaction import mask_keys_in_logs
from durable_agents.settings import Settings, get_settings
from durable_agents.tracing import flush_tracing, instrument_app

logger = logging.getLogger("durable_agents.api")


class Health(BaseModel):
    status: Literal["ok", "degraded"]
    database: Literal["ok", "unavailable"]
    temporal: Literal["ok", "unavailable"]


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or get_settings()
    mask_keys_in_logs()  # also when served by `uvicorn api.app:app` rather than the CLI

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await run_in_threadpool(get_engine, settings.resolved_database_url)
        async with live_answers_client() as app.state.live_http:
            yield
        flush_tracing()  # the CLI ends with os._exit: atexit would not export the last spans

    app = FastAPI(
        title="durable-agents",
        version="0.1.0",
        summary="LLM agent workflows run durably on Temporal.",
        lifespan=lifespan,
        # Served by api.docs from the project's own files: FastAPI's pages load theirs from a CDN.
        docs_url=None,
        redoc_url=None,
    )
    app.state.settings = settings
    app.state.temporal = TemporalConnection(settings)
    app.state.tenant_cache = TTLCache(ttl_seconds=settings.api_key_cache_seconds)
    app.state.chat_cache = TTLCache(ttl_seconds=3600)
    app.state.planner_sockets = 0  # open planner WebSockets (MAX_CONCURRENT_CONNECTIONS)
    app.state.live_inbox = LiveInbox(settings.api_live_url)
    app.include_router(live_inbox.router)
    app.include_router(knowledge.router)
    app.include_router(chats.router)
    app.include_router(executions.router)
    app.include_router(research.router)
    app.include_router(planner.router)
    app.include_router(schema_design.router)
    app.include_router(slack.router)
    app.include_router(users.router)
    app.include_router(diagrams.router)
    mount_web_app(app)
    mount_docs(app)
    app.add_middleware(RequestGuard, max_body_bytes=settings.max_request_bytes)
    generate_openapi = app.openapi
    app.openapi = lambda: document_common_statuses(generate_openapi())  # type: ignore[method-assign]
    instrument_app(app, settings)

    @app.get("/healthz", response_model=Health, tags=["health"])
    async def healthz(request: Request, settings: SettingsDep) -> JSONResponse:
        database = temporal = "ok"
        try:
            await run_in_threadpool(_ping_database, settings.resolved_database_url)
        except SQLAlchemyError:
            database = "unavailable"
        try:
            client = await request.app.state.temporal.get()
            await client.workflow_service.get_system_info(
                GetSystemInfoRequest(), timeout=timedelta(seconds=settings.api_temporal_rpc_timeout_seconds)
            )
        except (HTTPException, RPCError):
            temporal = "unavailable"
        healthy = database == temporal == "ok"
        body = Health(status="ok" if healthy else "degraded", database=database, temporal=temporal)
        return JSONResponse(body.model_dump(), status.HTTP_200_OK if healthy else status.HTTP_503_SERVICE_UNAVAILABLE)

    @app.exception_handler(RequestValidationError)
    async def invalid_request(_request: Request, err: RequestValidationError) -> JSONResponse:
        return JSONResponse({"detail": client_validation_errors(err.errors())}, status.HTTP_422_UNPROCESSABLE_CONTENT)

    @app.exception_handler(RPCError)
    async def temporal_unavailable(_request: Request, err: RPCError) -> JSONResponse:
        logger.warning("Temporal call failed: %s", err)
        return json_problem(status.HTTP_503_SERVICE_UNAVAILABLE, temporal_failure_reason(err), RETRY_LATER)

    @app.exception_handler(WorkflowQueryFailedError)
    async def workflow_unreadable(_request: Request, err: WorkflowQueryFailedError) -> JSONResponse:
        # The workflow is there but cannot answer (its task is failing, e.g. after a bad deploy).
        logger.error("Workflow query failed: %s", err)
        return json_problem(
            status.HTTP_503_SERVICE_UNAVAILABLE,
            "The workflow cannot be read right now; try again in a few seconds.",
            RETRY_LATER,
        )

    @app.exception_handler(SQLAlchemyError)
    async def storage_unavailable(_request: Request, err: SQLAlchemyError) -> JSONResponse:
        logger.error("Database call failed: %s", err)
        return JSONResponse(
            {"detail": "The database is unavailable. Try again shortly."}, status.HTTP_503_SERVICE_UNAVAILABLE
        )

    return app


def _ping_database(db_url: str) -> None:
    with get_engine(db_url).connect() as conn:
        conn.execute(text("SELECT 1"))


app = create_app()
