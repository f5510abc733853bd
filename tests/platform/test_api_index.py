"""`GET /` over HTTP: a browser is sent to the web app, any other client is told where the web
app, the docs and the OpenAPI document are; and the docs' OAuth2 redirect page is served."""

from __future__ import annotations

import httpx

# What Chromium sends for a page it navigates to.
BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8"


async def test_a_browser_at_the_root_is_sent_to_the_web_app(api_url: str) -> None:
    async with httpx.AsyncClient(base_url=api_url, timeout=30) as http:
        root = await http.get("/", headers={"Accept": BROWSER_ACCEPT})
        assert root.status_code == 307, root.text
        assert root.headers["location"] == "/app/"
        app = await http.get(root.headers["location"], headers={"Accept": BROWSER_ACCEPT})
        assert app.status_code == 200 and "Tenant API key" in app.text, app.text[:500]


async def test_a_json_client_at_the_root_gets_where_everything_is(api_url: str) -> None:
    async with httpx.AsyncClient(base_url=api_url, timeout=30) as http:
        root = await http.get("/", headers={"Accept": "application/json"})
        assert root.status_code == 200, root.text
        index = root.json()
        assert index == {
            "web_app": "/app/",
            "docs": "/docs",
            "redoc": "/redoc",
            "openapi": "/openapi.json",
            "health": "/healthz",
        }
        for name, path in index.items():
            assert (await http.get(path)).status_code == 200, f"{name}: {path}"
        # What curl and httpx send by default is not a browser's Accept.
        assert (await http.get("/")).json() == index


async def test_swagger_uis_oauth2_redirect_page_is_served(api_url: str) -> None:
    async with httpx.AsyncClient(base_url=api_url, timeout=30) as http:
        page = await http.get("/docs/oauth2-redirect")
    assert page.status_code == 200, page.text
    assert "oauth2" in page.text.lower() and page.headers["content-type"].startswith("text/html")
