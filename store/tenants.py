"""Tenants and their API keys (stored hashed)."""

from __future__ import annotations

import hashlib
import secrets
import uuid

from sqlmodel import select

from store.db import Tenant, session

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
