"""The LLM failing: retried when retrying can help, a masked `error` event when it cannot."""

from __future__ import annotations

from durable_agents import tenancy as tenants
from durable_agents.database import Agent, session
from durable_agents.settings import Settings
from tests.conftest import TenantClient
from tests.support.scripted_llm import Reply, ScriptedLLM


async def test_server_error_is_retried_and_the_turn_completes(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    chat_id = await tenant.create_chat(await tenant.create_agent())
    scripted_llm.script(Reply(status=500, error_message="upstream exploded"), Reply(text="Recovered answer."))

    events = await tenant.ask(chat_id, "Hello?")

    assert events[-1].event == "final"
    assert events[-1].json["response"] == "Recovered answer."
    assert [e.event for e in events].count("error") == 0
    assert len(scripted_llm.requests) == 2


async def test_bad_request_is_not_retried_and_the_error_is_masked(
    tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    chat_id = await tenant.create_chat(await tenant.create_agent())
    secret = "context_length_exceeded: internal detail sk-12345"
    scripted_llm.script(Reply(status=400, error_message=secret), Reply(text="Second turn works."))

    events = await tenant.ask(chat_id, "A question the model rejects")

    error = events[-1]
    assert error.event == "error"
    assert set(error.json) == {"type", "message_id", "message", "error_code"}
    assert error.json["error_code"] == "LLM_REQUEST_REJECTED"
    assert error.json["message"] == "The AI service could not process this request. Try rephrasing or shortening it."
    assert secret not in error.data and "BadRequestError" not in error.data
    assert len(scripted_llm.requests) == 1  # non-retryable: one attempt only

    chat = (await tenant.http.get(f"/v1/chats/{chat_id}")).json()
    assert chat["messages"][0]["status"] == "failed"
    assert chat["messages"][0]["error_code"] == "LLM_REQUEST_REJECTED"

    again = await tenant.ask(chat_id, "Try again")
    assert again[-1].event == "final" and again[-1].json["response"] == "Second turn works."
    # The failed turn is not part of the conversation sent to the model.
    assert [m["content"] for m in scripted_llm.requests[-1]["messages"][1:]] == ["Try again"]


async def test_auth_failure_is_reported_with_its_own_code(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    chat_id = await tenant.create_chat(await tenant.create_agent())
    scripted_llm.script(Reply(status=401, error_message="invalid api key"))

    events = await tenant.ask(chat_id, "Hello?")

    assert events[-1].event == "error" and events[-1].json["error_code"] == "LLM_AUTH_FAILED"
    assert len(scripted_llm.requests) == 1


async def test_retries_exhausted_give_llm_unavailable(tenant: TenantClient, scripted_llm: ScriptedLLM) -> None:
    chat_id = await tenant.create_chat(await tenant.create_agent())
    scripted_llm.script(*[Reply(status=503) for _ in range(3)])  # settings: llm_max_attempts=3

    events = await tenant.ask(chat_id, "Hello?")

    assert events[-1].event == "error" and events[-1].json["error_code"] == "LLM_UNAVAILABLE"
    assert events[-1].json["message"] == "The AI service is temporarily unavailable. Please try again."
    assert len(scripted_llm.requests) == 3


async def test_a_deleted_agent_fails_the_turn_not_the_chat(tenant: TenantClient, settings: Settings) -> None:
    agent_id = await tenant.create_agent()
    chat_id = await tenant.create_chat(agent_id)
    # The agent moves to another tenant: for this chat's tenant it no longer exists.
    other, _key = tenants.create_tenant(settings.resolved_database_url, "Elsewhere")
    with session(settings.resolved_database_url) as db:
        agent = db.get(Agent, agent_id)
        agent.tenant_id = other.id
        db.add(agent)
        db.commit()

    events = await tenant.ask(chat_id, "Hello?")

    assert events[-1].event == "error" and events[-1].json["error_code"] == "AGENT_NOT_FOUND"
    chat = (await tenant.http.get(f"/v1/chats/{chat_id}")).json()
    assert chat["status"] == "idle" and chat["messages"][0]["status"] == "failed"
