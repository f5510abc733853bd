"""Reading the list routes page by page, as a client does."""

from __future__ import annotations

from typing import Any

import httpx


async def pages(http: httpx.AsyncClient, path: str, **params: Any) -> list[list[dict[str, Any]]]:
    """Every page of the list at `path`, following `next_cursor` until it is null."""
    found: list[list[dict[str, Any]]] = []
    cursor = None
    while True:
        query = {**params, **({"cursor": cursor} if cursor is not None else {})}
        response = await http.get(path, params=query)
        assert response.status_code == 200, response.text
        body = response.json()
        found.append(body["items"])
        cursor = body["next_cursor"]
        if cursor is None:
            return found
        assert len(found) < 50, "the cursor does not advance"


async def listed(http: httpx.AsyncClient, path: str, id_field: str, **params: Any) -> list[str]:
    """The ids of every item of the list at `path` (one page of 100), newest first."""
    response = await http.get(path, params={"limit": 100, **params})
    assert response.status_code == 200, response.text
    return [item[id_field] for item in response.json()["items"]]
