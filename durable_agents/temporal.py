"""Temporal connection, search attributes and workflow ids shared by the API and the worker."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from temporalio.api.operatorservice.v1 import AddSearchAttributesRequest, ListSearchAttributesRequest
from temporalio.client import Client, Interceptor
from temporalio.common import SearchAttributeKey
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.service import RetryConfig

from durable_agents.settings import Settings
from durable_agents.tracing import temporal_interceptors

TENANT_ID = SearchAttributeKey.for_keyword("TenantId")
CHAT_MODE = SearchAttributeKey.for_int("ChatMode")
AGENT_ID = SearchAttributeKey.for_keyword("AgentId")
RESEARCH_STATE = SearchAttributeKey.for_keyword("ResearchState")
PENDING_GATE = SearchAttributeKey.for_keyword("PendingGate")
PLANNER_STATUS = SearchAttributeKey.for_keyword("PlannerStatus")
DESIGN_STEP = SearchAttributeKey.for_keyword("DesignStep")
SEARCH_ATTRIBUTES: list[SearchAttributeKey] = [
    TENANT_ID,
    CHAT_MODE,
    AGENT_ID,
    RESEARCH_STATE,
    PENDING_GATE,
    PLANNER_STATUS,
    DESIGN_STEP,
]


def chat_workflow_id(chat_id: str) -> str:
    return f"chat-{chat_id}"


def execution_workflow_id(execution_id: str) -> str:
    return f"execution-{execution_id}"


def research_workflow_id(request_id: str) -> str:
    return f"research-{request_id}"


def design_workflow_id(session_id: str) -> str:
    return f"design-{session_id}"


def db_agent_workflow_id(session_id: str, run: int) -> str:
    """The DB agent child workflow of a design session's `run`-th dbAgent step."""
    return f"design-{session_id}-dbagent-{run}"


def planner_workflow_id(tenant_id: str, chat_id: str) -> str:
    # Clients choose planner chat ids: the tenant in the workflow id keeps one tenant's ids
    # from naming (or revealing) another's. Tenant ids are UUIDs, so the id is unambiguous.
    return f"planner-{tenant_id}-{chat_id}"


def message_update_id(message_id: str, *content: object) -> str:
    """The id of the Update that sends a message: the same message sent again is the same
    Update (Temporal answers it once); other content under the same message id (a reused
    Idempotency-Key) is another Update, which the workflow refuses (IDEMPOTENCY_KEY_REUSED)."""
    return f"{message_id}:{content_digest(*content)}"


def content_digest(*content: object) -> str:
    return hashlib.sha256("\x1f".join(map(str, content)).encode()).hexdigest()[:16]


async def connect(
    settings: Settings, *, interceptors: Sequence[Interceptor] = (), retry_config: RetryConfig | None = None
) -> Client:
    """The client of the API and the worker; with tracing on, workers built on it trace too.
    `interceptors` come after the tracing one; `retry_config` bounds the retries of a call
    Temporal did not answer (default: the SDK's)."""
    return await Client.connect(
        settings.temporal_address,
        namespace=settings.temporal_namespace,
        data_converter=pydantic_data_converter,
        interceptors=[*temporal_interceptors(settings), *interceptors],
        **({"retry_config": retry_config} if retry_config is not None else {}),
    )


async def ensure_search_attributes(client: Client) -> None:
    """Register the project's search attributes on the namespace when they are missing."""
    listed = await client.operator_service.list_search_attributes(
        ListSearchAttributesRequest(namespace=client.namespace)
    )
    missing = {
        key.name: key.indexed_value_type.value for key in SEARCH_ATTRIBUTES if key.name not in listed.custom_attributes
    }
    if missing:
        await client.operator_service.add_search_attributes(
            AddSearchAttributesRequest(namespace=client.namespace, search_attributes=missing)
        )
