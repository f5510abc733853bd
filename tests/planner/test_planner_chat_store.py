"""A planner chat's record is removed when its workflow could not be started (`remove_record`):
the chat leaves the tenant's list and its id may be used again; removing one that is not there
changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from durable_agents import tenancy as tenants
from durable_agents.planner import chat_store


def listed(db_url: str, tenant_id: str) -> list[str]:
    chats = chat_store.list_chats(db_url, tenant_id, created_by=None, text_search=None, after=None, limit=10)
    return [chat.chat_id for chat in chats]


def test_a_removed_chat_leaves_the_list_and_its_id_is_free_again(tmp_path: Path) -> None:
    db_url = f"sqlite:///{tmp_path}/planner.db"
    tenant, _key = tenants.create_tenant(db_url, "Acme")
    other, _key = tenants.create_tenant(db_url, "Globex")
    for owner in (tenant, other):
        chat_store.record_chat(db_url, owner.id, "plan-1", first_message="Plan a trip", created_by=None)
    with pytest.raises(chat_store.PlannerChatExists):
        chat_store.record_chat(db_url, tenant.id, "plan-1", first_message="again", created_by=None)

    chat_store.delete_chat(db_url, tenant.id, "plan-1")
    chat_store.delete_chat(db_url, tenant.id, "plan-1")  # already gone: nothing happens
    assert listed(db_url, tenant.id) == []
    assert listed(db_url, other.id) == ["plan-1"]  # another tenant's chat of that id stays

    chat_store.record_chat(db_url, tenant.id, "plan-1", first_message="Plan a trip", created_by=None)
    assert listed(db_url, tenant.id) == ["plan-1"]
