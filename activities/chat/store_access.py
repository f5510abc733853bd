"""Activities that read the database: tenant validation, agent lookup (its tools those this
deployment can run), RAG retrieval.

They are short reads, run as local activities (no extra round trip through the server)
and are naturally idempotent.
"""

from __future__ import annotations

from sqlalchemy.exc import SQLAlchemyError
from temporalio import activity
from temporalio.exceptions import ApplicationError

from durable_agents import tenancy as tenants
from durable_agents.chat import agents, documents, usage
from durable_agents.chat.builtin_tools import WEB_SEARCH
from durable_agents.chat.contract import AgentConfig, LoadAgentInput, RetrievedDocuments, RetrieveInput, UsageInput
from durable_agents.errors import ErrorCode


class StoreActivities:
    def __init__(self, db_url: str, *, web_search_configured: bool) -> None:
        self._db_url = db_url
        self._web_search_configured = web_search_configured

    @activity.defn
    def validate_tenant(self, tenant_id: str) -> None:
        """Seed 000's tenant check (the chat workflow caches a success for a while)."""
        try:
            tenant = tenants.get_tenant(self._db_url, tenant_id)
        except SQLAlchemyError as err:
            raise ApplicationError(f"tenant lookup failed: {err}", type=ErrorCode.STORAGE_ERROR) from err
        if tenant is None:
            raise ApplicationError(f"invalid tenant {tenant_id}", type=ErrorCode.INVALID_TENANT, non_retryable=True)

    @activity.defn
    def load_agent(self, request: LoadAgentInput) -> AgentConfig:
        try:
            agent = agents.get_agent(self._db_url, request.tenant_id, request.agent_id)
        except SQLAlchemyError as err:
            raise ApplicationError(f"agent lookup failed: {err}", type=ErrorCode.STORAGE_ERROR) from err
        if agent is None:
            raise ApplicationError(
                f"agent {request.agent_id} not found", type=ErrorCode.AGENT_NOT_FOUND, non_retryable=True
            )
        config = agents.agent_config(agent)
        if not self._web_search_configured:
            # Offered a tool that cannot run, a model calls it and repeats the failure as its answer.
            config.tools = [tool for tool in config.tools if tool != WEB_SEARCH.name]
        return config

    @activity.defn
    def retrieve_documents(self, request: RetrieveInput) -> RetrievedDocuments:
        try:
            found = documents.search(self._db_url, request.tenant_id, request.agent_id, request.query, request.top_k)
        except SQLAlchemyError as err:
            raise ApplicationError(f"retrieval failed: {err}", type=ErrorCode.STORAGE_ERROR) from err
        return RetrievedDocuments(documents=found)

    @activity.defn
    def record_usage(self, request: UsageInput) -> None:
        """Idempotent: the message id is the row's key."""
        try:
            usage.record_turn(self._db_url, request)
        except SQLAlchemyError as err:
            raise ApplicationError(f"usage write failed: {err}", type=ErrorCode.STORAGE_ERROR) from err
