"""The API's documentation pages and its front door.

/docs (Swagger UI) and /redoc (ReDoc) load their scripts from this server, not from a CDN, so
they work offline: the files are the builds that the `fastapi-offline` package ships (Swagger
UI 5, ReDoc 2), served as they are installed. `GET /` sends a browser to the web app and tells
any other client where the docs are."""

from __future__ import annotations

from pathlib import Path

import fastapi_offline
from fastapi import APIRouter, FastAPI, Request
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html, get_swagger_ui_oauth2_redirect_html
from fastapi.responses import HTMLResponse, RedirectResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field

DOCS_ASSETS = Path(fastapi_offline.__file__).parent / "static"
DOCS_ASSETS_URL = "/docs/assets"
OAUTH2_REDIRECT_URL = "/docs/oauth2-redirect"
WEB_APP_URL = "/app/"
# ReDoc always shows Redocly's logo from their CDN (Redocly/redoc#2108 offers no option): the
# browser is told not to fetch it, and ReDoc hides the image it could not load.
REDOC_HEADERS = {"Content-Security-Policy": "img-src 'self' data:"}

router = APIRouter(tags=["index"])


class ApiIndex(BaseModel):
    web_app: str = Field(description="The web app for people.")
    docs: str = Field(description="This API's documentation (Swagger UI, where routes can be tried).")
    redoc: str = Field(description="The same documentation as one page (ReDoc).")
    openapi: str = Field(description="The OpenAPI document.")
    health: str = Field(description="Whether the API reaches its database and Temporal.")


@router.get(
    "/",
    response_model=ApiIndex,
    responses={307: {"description": "A browser (`Accept: text/html`) is sent to the web app, `/app/`."}},
)
async def index(request: Request) -> ApiIndex | RedirectResponse:
    """Where to go from here: browsers are redirected to the web app, other clients get the
    addresses of the web app, the docs and the OpenAPI document."""
    root = _root_path(request)
    if "text/html" in request.headers.get("accept", ""):
        return RedirectResponse(root + WEB_APP_URL)
    return ApiIndex(
        web_app=root + WEB_APP_URL,
        docs=root + "/docs",
        redoc=root + "/redoc",
        openapi=root + request.app.openapi_url,
        health=root + "/healthz",
    )


@router.get("/docs", include_in_schema=False)
async def swagger_ui(request: Request) -> HTMLResponse:
    root, app = _root_path(request), request.app
    return get_swagger_ui_html(
        openapi_url=root + app.openapi_url,
        title=f"{app.title} - Swagger UI",
        swagger_js_url=f"{root}{DOCS_ASSETS_URL}/swagger-ui-bundle.js",
        swagger_css_url=f"{root}{DOCS_ASSETS_URL}/swagger-ui.css",
        swagger_favicon_url=f"{root}{DOCS_ASSETS_URL}/favicon.png",
        oauth2_redirect_url=root + OAUTH2_REDIRECT_URL,
    )


@router.get(OAUTH2_REDIRECT_URL, include_in_schema=False)
async def swagger_ui_oauth2_redirect() -> HTMLResponse:
    return get_swagger_ui_oauth2_redirect_html()


@router.get("/redoc", include_in_schema=False)
async def redoc(request: Request) -> HTMLResponse:
    root, app = _root_path(request), request.app
    page = get_redoc_html(
        openapi_url=root + app.openapi_url,
        title=f"{app.title} - ReDoc",
        redoc_js_url=f"{root}{DOCS_ASSETS_URL}/redoc.standalone.js",
        redoc_favicon_url=f"{root}{DOCS_ASSETS_URL}/favicon.png",
        with_google_fonts=False,
    )
    page.headers.update(REDOC_HEADERS)
    return page


def _root_path(request: Request) -> str:
    """The prefix a proxy serves this app under ('' when none), as FastAPI's own docs pages use it."""
    return str(request.scope.get("root_path", "")).rstrip("/")


def mount_docs(app: FastAPI) -> None:
    """The routes above, for an app made with `docs_url=None, redoc_url=None` (FastAPI's own
    pages would load their files from a CDN)."""
    app.include_router(router)
    app.mount(DOCS_ASSETS_URL, StaticFiles(directory=DOCS_ASSETS), name="docs-assets")
