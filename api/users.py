"""A tenant's users: people with their own API key, who decide research gates as their email.
Managed with the tenant admin key only; any key may ask who it is (`GET /v1/me`)."""

from __future__ import annotations

from datetime import datetime

from fastapi import APIRouter, HTTPException, Request, Response, status
from pydantic import BaseModel, Field
from starlette.concurrency import run_in_threadpool

from api.bodies import Email, StrictBody
from api.deps import AdminDep, PrincipalDep, SettingsDep, TTLCache
from durable_agents import tenancy as users_store
from durable_agents.database import User


class UserCreate(StrictBody):
    email: Email = Field(description="Unique within the tenant (ignoring case); approver lists name users by it.")
    name: str = Field("", max_length=200)


class UserOut(BaseModel):
    user_id: str
    email: str
    name: str
    created_at: datetime


class UserCreated(UserOut):
    api_key: str = Field(description="The user's API key: shown this once, only its SHA-256 is stored.")


class Me(BaseModel):
    """Who the API key sent is: its tenant, and the person when it is a user's key."""

    tenant_id: str
    tenant_name: str
    user_id: str | None = Field(description="null: the tenant admin key, which is no one to approve as.")
    email: str | None = Field(description="The user's email (lowercase), as approver lists name them; null: admin key.")
    name: str | None


# Routes under /v1/users, and /v1/me (so no prefix here).
router = APIRouter(tags=["users"])
USERS = "/v1/users"

ADMIN_ONLY = {403: {"description": "A user's API key was sent: users are managed with the tenant admin key."}}


def _out(user: User) -> UserOut:
    return UserOut(user_id=user.id, email=user.email, name=user.name, created_at=user.created_at)


@router.get("/v1/me", response_model=Me)
async def who_am_i(principal: PrincipalDep) -> Me:
    """The tenant and the user of the API key sent (`user_id`, `email`, `name` null for the
    tenant admin key): e.g. to find the research gates waiting for this person."""
    user = principal.user
    return Me(
        tenant_id=principal.tenant.id,
        tenant_name=principal.tenant.name,
        user_id=user.id if user is not None else None,
        email=user.email if user is not None else None,
        name=user.name if user is not None else None,
    )


@router.post(
    USERS,
    status_code=status.HTTP_201_CREATED,
    response_model=UserCreated,
    responses={**ADMIN_ONLY, 409: {"description": "The tenant already has a user with that email."}},
)
async def create_user(body: UserCreate, tenant: AdminDep, settings: SettingsDep) -> UserCreated:
    """A new user and their API key, shown this once."""
    try:
        user, api_key = await run_in_threadpool(
            users_store.create_user, settings.resolved_database_url, tenant.id, body.email, body.name
        )
    except users_store.EmailTaken:
        raise HTTPException(status.HTTP_409_CONFLICT, f"The tenant already has a user {body.email}.") from None
    return UserCreated(**_out(user).model_dump(), api_key=api_key)


@router.get(USERS, response_model=list[UserOut], responses=ADMIN_ONLY)
async def list_users(tenant: AdminDep, settings: SettingsDep) -> list[UserOut]:
    users = await run_in_threadpool(users_store.list_users, settings.resolved_database_url, tenant.id)
    return [_out(user) for user in users]


@router.delete(
    USERS + "/{user_id}",
    status_code=status.HTTP_204_NO_CONTENT,
    response_class=Response,
    responses={**ADMIN_ONLY, 404: {"description": "No such user in the tenant."}},
)
async def revoke_user(user_id: str, tenant: AdminDep, settings: SettingsDep, request: Request) -> Response:
    """Remove the user: their key stops working at once on this API process, within
    API_KEY_CACHE_SECONDS on others; their open planner WebSockets are closed (4401) as soon."""
    user = await run_in_threadpool(users_store.delete_user, settings.resolved_database_url, tenant.id, user_id)
    if user is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND, f"User {user_id} not found.")
    cache: TTLCache = request.app.state.tenant_cache
    cache.pop(user.api_key_hash)
    return Response(status_code=status.HTTP_204_NO_CONTENT)
