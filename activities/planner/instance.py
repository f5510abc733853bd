"""The environment data of the user's instance (DD-5): what the referencing agent is told about
the system the workflow will run on. It is read from the chat's `domain` with the user's
keycloak_token, and only when the operator lists that origin (PLANNER_INSTANCE_ORIGINS) and
names the path (PLANNER_INSTANCE_ENVIRONMENT_PATH): the request goes to the operator's origin,
so nothing a tenant sends becomes a network address. Any failure means no environment data,
logged without the token.
"""

from __future__ import annotations

import asyncio
import json

import httpx
from pydantic import SecretStr
from temporalio import activity

from durable_agents.log_redaction import MASK
from durable_agents.settings import Settings, web_origin

# The whole exchange, connecting included: the referencing agent waits for it.
ENVIRONMENT_TIMEOUT_SECONDS = 10.0
# The environment data goes into the referencing prompt: a larger answer is not used.
ENVIRONMENT_MAX_BYTES = 64_000


class TooLarge(Exception):
    """The instance answered more than ENVIRONMENT_MAX_BYTES."""


def environment_url(settings: Settings, domain: str | None) -> str | None:
    """Where the environment data of `domain`'s instance is read; None: not from there."""
    path = settings.planner_instance_environment_path
    origin = web_origin(domain) if domain and path else None
    if origin is None or origin not in settings.planner_instance_origins:
        return None
    return f"{origin}{path}"


async def environment_data(url: str, token: SecretStr) -> str | None:
    """The environment data at `url` (one `environment_url` gave) as compact JSON, the token
    masked should the answer echo it; None when the request fails or its answer is not JSON the
    parser takes (nested too deep: a RecursionError)."""
    secret = token.get_secret_value()
    try:
        async with asyncio.timeout(ENVIRONMENT_TIMEOUT_SECONDS):
            data = json.loads(await _get(url, secret))
    except (httpx.HTTPError, TimeoutError, TooLarge, ValueError, RecursionError) as err:
        activity.logger.warning("Environment data not read from %s: %s", url, _reason(err))
        return None
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace(secret, MASK)


def _reason(err: Exception) -> str:
    """Why the request failed, in words that hold neither the token nor the answer."""
    if isinstance(err, httpx.HTTPStatusError):
        return f"HTTP {err.response.status_code}"
    return "not JSON" if isinstance(err, ValueError) else type(err).__name__


async def _get(url: str, token: str) -> bytes:
    """GET `url` with the bearer token: its body, up to ENVIRONMENT_MAX_BYTES. A redirect is not
    followed (it would lead where the operator did not allow) and fails like any non-2xx."""
    headers = {"Authorization": f"Bearer {token}", "Accept": "application/json"}
    body = bytearray()
    async with (
        httpx.AsyncClient(timeout=ENVIRONMENT_TIMEOUT_SECONDS, follow_redirects=False) as http,
        http.stream("GET", url, headers=headers) as response,
    ):
        response.raise_for_status()
        async for chunk in response.aiter_bytes():
            body += chunk
            if len(body) > ENVIRONMENT_MAX_BYTES:
                raise TooLarge(url)
    return bytes(body)
