"""Tenants and their users (people), each with an API key stored hashed, and who an API key
is: the tenant admin key, or one of its users' keys."""

from __future__ import annotations

import hashlib
import secrets
import uuid

from sqlalchemy.exc import IntegrityError
from sqlmodel import select

from durable_agents.database import Tenant, User, session

API_KEY_PREFIX = "da_"


def hash_api_key(api_key: str) -> str:
    return hashlib.sha256(api_key.encode()).hexdigest()


def new_api_key() -> str:
    return API_KEY_PREFIX + secrets.token_urlsafe(32)


def create_tenant(db_url: str, name: str) -> tuple[Tenant, str]:
    """A new tenant and its API key (the tenant admin key); the key is shown once and only its hash is kept."""
    api_key = new_api_key()
    tenant = Tenant(id=str(uuid.uuid4()), name=name, api_key_hash=hash_api_key(api_key))
    with session(db_url) as db:
        db.add(tenant)
        db.commit()
    return tenant, api_key


def tenant_for_api_key(db_url: str, api_key: str) -> Tenant | None:
    with session(db_url) as db:
        return db.exec(select(Tenant).where(Tenant.api_key_hash == hash_api_key(api_key))).first()


def get_tenant(db_url: str, tenant_id: str) -> Tenant | None:
    with session(db_url) as db:
        return db.get(Tenant, tenant_id)


def set_creator_may_decide(db_url: str, tenant_id: str, allowed: bool) -> Tenant:
    """Let (or stop) the creator of a research request decide its gates, for requests the
    tenant creates from now on. LookupError for an unknown tenant."""
    with session(db_url) as db:
        tenant = db.get(Tenant, tenant_id)
        if tenant is None:
            raise LookupError(f"no tenant {tenant_id}")
        tenant.creator_may_decide = allowed
        db.add(tenant)
        db.commit()
        return tenant


class EmailTaken(Exception):
    """The tenant already has a user with that email."""


def create_user(db_url: str, tenant_id: str, email: str, name: str = "") -> tuple[User, str]:
    """A new user of the tenant and their API key (shown once; only its hash is kept).
    LookupError for an unknown tenant, EmailTaken for an email the tenant already has."""
    api_key = new_api_key()
    user = User(
        id=str(uuid.uuid4()),
        tenant_id=tenant_id,
        email=email.strip().lower(),
        name=name,
        api_key_hash=hash_api_key(api_key),
    )
    with session(db_url) as db:
        if db.get(Tenant, tenant_id) is None:
            raise LookupError(f"no tenant {tenant_id}")
        db.add(user)
        try:
            db.commit()
        except IntegrityError as err:  # the (tenant, email) unique constraint, also under a race
            raise EmailTaken(f"the tenant already has a user {user.email}") from err
    return user, api_key


def list_users(db_url: str, tenant_id: str) -> list[User]:
    with session(db_url) as db:
        query = select(User).where(User.tenant_id == tenant_id).order_by(User.created_at)  # type: ignore[arg-type]
        return list(db.exec(query))


def delete_user(db_url: str, tenant_id: str, user_id: str) -> User | None:
    """Remove the tenant's user (their key stops working); the removed row, None when not the tenant's."""
    with session(db_url) as db:
        user = db.get(User, user_id)
        if user is None or user.tenant_id != tenant_id:
            return None
        db.delete(user)
        db.commit()
        return user


def principal_for_api_key(db_url: str, api_key: str) -> tuple[Tenant, User | None] | None:
    """Whose key it is: (tenant, None) for the tenant admin key, (tenant, user) for a user's key."""
    return principal_for_key_hash(db_url, hash_api_key(api_key))


def principal_for_key_hash(db_url: str, key_hash: str) -> tuple[Tenant, User | None] | None:
    """`principal_for_api_key` by the key's hash (what a connection keeps to check its key again)."""
    with session(db_url) as db:
        tenant = db.exec(select(Tenant).where(Tenant.api_key_hash == key_hash)).first()
        if tenant is not None:
            return tenant, None
        row = db.exec(
            select(User, Tenant).join(Tenant, User.tenant_id == Tenant.id).where(User.api_key_hash == key_hash)  # type: ignore[arg-type]
        ).first()
        return (row[1], row[0]) if row is not None else None
