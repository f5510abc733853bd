"""A tenant's users over HTTP: the tenant admin key manages them, each has their own API key
(only its hash stored) that works on the tenant's routes, and a revoked key stops working."""

from __future__ import annotations

import asyncio
import hashlib

from api.app import create_app
from durable_agents import tenancy as users
from durable_agents.settings import Settings
from tests.conftest import TenantClient
from tests.research.test_slack import serve


async def test_the_admin_key_manages_users(
    tenant: TenantClient, other_tenant: TenantClient, settings: Settings
) -> None:
    created = await tenant.http.post("/v1/users", json={"email": "Dana@Example.org", "name": "Dana"})
    assert created.status_code == 201, created.text
    dana = created.json()
    assert (dana["email"], dana["name"]) == ("dana@example.org", "Dana")
    found = users.principal_for_api_key(settings.resolved_database_url, dana["api_key"])
    assert found is not None and found[0].id == tenant.tenant_id
    assert found[1] is not None and found[1].id == dana["user_id"]
    assert found[1].api_key_hash == hashlib.sha256(dana["api_key"].encode()).hexdigest()

    listed = (await tenant.http.get("/v1/users")).json()
    assert [(u["user_id"], u["email"], u["name"]) for u in listed] == [(dana["user_id"], "dana@example.org", "Dana")]
    assert "api_key" not in listed[0]
    taken = await tenant.http.post("/v1/users", json={"email": "DANA@example.org"})
    assert taken.status_code == 409 and "dana@example.org" in taken.json()["detail"]
    not_an_email = await tenant.http.post("/v1/users", json={"email": "dana"})
    assert not_an_email.status_code == 422 and not_an_email.json()["detail"][0]["loc"] == ["body", "email"]

    # Another tenant neither sees nor revokes her.
    assert (await other_tenant.http.get("/v1/users")).json() == []
    assert (await other_tenant.http.delete(f"/v1/users/{dana['user_id']}")).status_code == 404


async def test_a_users_key_reads_the_tenant_but_manages_no_users(tenant: TenantClient) -> None:
    erin = await tenant.add_user("erin@example.org")
    try:
        assert (await erin.http.get("/v1/research-requests")).status_code == 200
        for method, url in [("POST", "/v1/users"), ("GET", "/v1/users"), ("DELETE", "/v1/users/any")]:
            body = {"email": "frank@example.org"} if method == "POST" else None
            response = await erin.http.request(method, url, json=body)
            assert response.status_code == 403, (method, response.text)
            assert "tenant admin key" in response.json()["detail"]
    finally:
        await erin.http.aclose()


async def test_a_revoked_users_key_stops_working(tenant: TenantClient, settings: Settings) -> None:
    """At once on the API process that revoked it; on another one once its cached check expires."""
    cache_seconds = 2.0
    gina = await tenant.add_user("gina@example.org")
    headers = {"Authorization": f"Bearer {gina.api_key}"}
    try:
        async with serve(create_app(settings.model_copy(update={"api_key_cache_seconds": cache_seconds}))) as other:
            assert (await gina.http.get("/v1/research-requests")).status_code == 200
            assert (await other.get("/v1/research-requests", headers=headers)).status_code == 200
            user_id = (await tenant.http.get("/v1/users")).json()[0]["user_id"]

            assert (await tenant.http.delete(f"/v1/users/{user_id}")).status_code == 204
            assert (await gina.http.get("/v1/research-requests")).status_code == 401
            assert (await tenant.http.get("/v1/users")).json() == []
            deadline = asyncio.get_running_loop().time() + cache_seconds + 5
            while (await other.get("/v1/research-requests", headers=headers)).status_code != 401:
                assert asyncio.get_running_loop().time() < deadline, "the revoked key still works"
                await asyncio.sleep(0.1)
            # The tenant admin key is untouched.
            assert (await tenant.http.get("/v1/research-requests")).status_code == 200
    finally:
        await gina.http.aclose()
