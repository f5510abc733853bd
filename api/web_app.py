"""The web app for people (no build step): static files under /app that use only the public
API, and the little they need to know of this deployment."""

from __future__ import annotations

import os
from pathlib import Path

from fastapi import APIRouter, FastAPI
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field
from starlette.responses import Response
from starlette.types import Scope

from api.deps import SettingsDep, TenantDep
from durable_agents.temporal import (
    chat_workflow_id,
    design_workflow_id,
    execution_workflow_id,
    planner_workflow_id,
    research_workflow_id,
)

# index.html, app.css, js/
WEB_APP = Path(__file__).parent / "web"
# Where a workflow id template takes the chat, request or session id.
ID = "{id}"

router = APIRouter(prefix="/v1/web-app", tags=["web app"])


class WebAppConfig(BaseModel):
    temporal_ui_url: str | None = Field(description="The Temporal Web UI's base URL; null: no links.")
    namespace: str
    workflow_ids: dict[str, str] = Field(
        description="The workflow id of each system's resource, with `{id}` where its id goes."
    )


@router.get("/config", response_model=WebAppConfig)
def web_app_config(tenant: TenantDep, settings: SettingsDep) -> WebAppConfig:
    """Where the app links a workflow's page in the Temporal Web UI."""
    return WebAppConfig(
        temporal_ui_url=settings.temporal_ui_url.rstrip("/") if settings.temporal_ui_url else None,
        namespace=settings.temporal_namespace,
        workflow_ids={
            "chat": chat_workflow_id(ID),
            "execution": execution_workflow_id(ID),
            "research": research_workflow_id(ID),
            "design": design_workflow_id(ID),
            "planner": planner_workflow_id(tenant.id, ID),
        },
    )


# The app's own files only: no inline script or style, no other origin (the planner's
# WebSocket is same-origin), never framed (an approval panel must not be clicked through a
# page on top of it).
WEB_APP_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


class WebAppFiles(StaticFiles):
    def file_response(
        self, full_path: str | os.PathLike[str], stat_result: os.stat_result, scope: Scope, status_code: int = 200
    ) -> Response:
        response = super().file_response(full_path, stat_result, scope, status_code)
        response.headers.update(WEB_APP_HEADERS)
        return response


def mount_web_app(app: FastAPI) -> None:
    app.include_router(router)
    app.mount("/app", WebAppFiles(directory=WEB_APP, html=True), name="app")
