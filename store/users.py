"""A tenant's users (people, each with an API key stored hashed like the tenant's) and who
an API key is: the tenant admin key, or one of its users' keys."""

from __future__ import annotations

import uuid

from sqlalchemy.exc import IntegrityError
from sqlmodel import select

from store.db import Tenant, User, session
from store.tenants import hash_api_key, new_api_key


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
    key_hash = hash_api_key(api_key)
    with session(db_url) as db:
        tenant = db.exec(select(Tenant).where(Tenant.api_key_hash == key_hash)).first()
        if tenant is not None:
            return tenant, None
        row = db.exec(
            select(User, Tenant).join(Tenant, User.tenant_id == Tenant.id).where(User.api_key_hash == key_hash)  # type: ignore[arg-type]
        ).first()
        return (row[1], row[0]) if row is not None else None
