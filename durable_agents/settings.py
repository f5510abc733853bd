"""Process settings, read from the environment (and `.env`) by pydantic-settings.

This module owns every setting; `.env.example` and the README list the same names.
"""

from __future__ import annotations

import binascii
import os
from base64 import urlsafe_b64decode
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlsplit

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class McpStdioServer(BaseModel):
    """One of the operator's stdio MCP servers (MCP_STDIO_SERVERS): the worker runs `command`
    with `env` over the few variables the `mcp` client passes on (PATH, HOME, ...)."""

    model_config = ConfigDict(extra="forbid")

    command: list[str] = Field(min_length=1)
    env: dict[str, str] = Field(default_factory=dict)


class LlmProvider(BaseModel):
    """One of the operator's named OpenAI-compatible providers (LLM_PROVIDERS), which a seed 004
    ExecutionPlan selects with `optimized_specs.provider`: tenants name it, never its URL."""

    model_config = ConfigDict(extra="forbid")

    base_url: str = Field(pattern=r"^https?://\S+$")
    api_key: str = Field("not-needed", repr=False)
    models: list[str] = Field(min_length=1)  # the models a plan may run there; the first is its default


# The provider a plan gets when it names none: LLM_BASE_URL, LLM_API_KEY, any model.
DEFAULT_PROVIDER = "default"


def seed_alias(name: str, seed_name: str) -> AliasChoices:
    """The setting `name`, also read under the name seed 003 gives it (`seed_name`)."""
    return AliasChoices(name, seed_name)


# Seed 003's settings with no counterpart here: refused at start, naming what to set instead
# (an operator must not believe they take effect).
RETIRED_SETTINGS = {
    "LLM_PROVIDER": "every endpoint is OpenAI-compatible (vLLM and OpenAI alike); remove it and set LLM_BASE_URL "
    "(PLANNER_LLM_BASE_URL, VALIDATOR_LLM_BASE_URL per role)",
    "REDIS_URL": "conversations live in Temporal and the database; remove it and set TEMPORAL_ADDRESS and DATABASE_URL",
}


class Settings(BaseSettings):
    # Errors never repeat the values: the retired-settings check would print every setting, keys included.
    model_config = SettingsConfigDict(env_file=".env", extra="ignore", hide_input_in_errors=True)

    data_dir: Path = Field(Path(".data"), description="Where SQLite files, the dev Temporal DB and logs live.")
    database_url: str | None = Field(None, description="SQLAlchemy URL; default: SQLite file in DATA_DIR.")

    temporal_address: str = "127.0.0.1:7233"
    temporal_namespace: str = "default"
    task_queue: str = "durable-agents"
    temporal_ui_url: str | None = Field(
        None,
        description="The Temporal Web UI's base URL (e.g. http://127.0.0.1:8233); the web app links each "
        "workflow's page there. Unset: no links. `dev` sets it to the UI it starts.",
    )
    temporal_connect_timeout_seconds: float = Field(
        60.0, ge=0, description="How long the worker waits for Temporal at start-up before giving up."
    )

    llm_base_url: str | None = Field(None, description="OpenAI-compatible endpoint; unset: `dev` runs the local model.")
    llm_api_key: str = "not-needed"
    llm_model: str = Field("gpt-4o-mini", validation_alias=seed_alias("llm_model", "llm_model_name"))
    llm_temperature: float = 0.2
    llm_timeout_seconds: float = Field(120.0, gt=0, description="Upper bound of one streamed LLM call.")
    llm_max_attempts: int = Field(5, ge=1, description="Attempts of a retryable LLM failure (5xx, timeout, 429).")
    llm_max_tokens: int | None = Field(
        None, ge=1, description="Cap on the tokens of one LLM reply; unset: the model's own limit."
    )
    llm_tool_mode: Literal["native", "json_schema"] = Field(
        "native",
        description="How structured decisions (agent choice, ReAct action, judge score) are asked of the model: "
        "native function calling, or a `json_schema` response format for models without tool calling.",
    )
    llm_decision_style: Literal["open", "enumerated"] = Field(
        "open",
        description="`open`: agents write free text and SQL in their decisions (capable models). `enumerated`: "
        "each decision is a small choice among named options, the text around it written by code (tiny "
        "local models; `dev` sets it with the embedded model).",
    )
    llm_extra_body: dict[str, Any] = Field(
        default_factory=dict,
        description="Server-specific sampling options sent with every LLM request (JSON), e.g. llama.cpp's "
        '{"dry_multiplier": 0.8} against repetition loops.',
    )

    web_search_url: str | None = Field(
        None,
        description="SearXNG (or compatible) base URL; the `web_search` tool calls /search. Unset: agents and the "
        "planner are not offered `web_search`.",
    )
    tool_timeout_seconds: float = Field(30.0, gt=0, description="Upper bound of one tool call.")
    mcp_stdio_servers: dict[str, McpStdioServer] = Field(
        default_factory=dict,
        description='The stdio MCP servers agents may use, by name (JSON: {"name": {"command": [...], "env": {...}}}); '
        "an agent names one with `stdio`, and only the worker reads the command.",
    )
    mcp_allowed_hosts: list[str] = Field(
        default_factory=list,
        description="Hosts an agent's MCP `url` may name even though they resolve to internal addresses, "
        'plain http included (JSON: ["mcp.internal"]).',
    )
    react_max_iterations: int = Field(5, ge=1, le=20, description="Thought-action-observation rounds of modes 3 and 4.")
    memory_summary_turns: int = Field(
        6, ge=2, description="Mode 2 refreshes its running conversation summary every this many turns."
    )
    validation_threshold: float = Field(0.75, ge=0, le=1, description="Confidence a validated answer needs.")
    validation_max_attempts: int = Field(5, ge=1, le=10, description="Answers tried before the fallback.")

    # Validated execution (seed 004): the providers a plan may select, and its nodes' traces.
    llm_providers: dict[str, LlmProvider] = Field(
        default_factory=dict,
        description="Named OpenAI-compatible providers a seed 004 ExecutionPlan selects with "
        '`optimized_specs.provider` (JSON: {"name": {"base_url": "https://...", "api_key": "...", "models": '
        '["..."]}}); `default` is always LLM_BASE_URL with any model.',
    )
    trace_node_io: bool = Field(
        False,
        description="With tracing on, each validated-execution node's span also carries its inputs and outputs "
        "(Langfuse's input and output), keys masked.",
    )
    trace_node_io_max_chars: int = Field(
        4_000, ge=100, le=100_000, description="Characters kept of each traced input and output (TRACE_NODE_IO)."
    )

    rag_top_k: int = Field(5, ge=1, le=50)
    tenant_cache_seconds: float = Field(
        3600.0, ge=0, description="How long a validated tenant stays cached (seed 000: 1 h)."
    )
    agent_cache_seconds: float = Field(
        60.0, ge=0, description="How long a chat reuses its agent's settings before re-reading them."
    )
    history_turns: int = Field(10, ge=0, description="Earlier turns of the conversation sent to the LLM.")
    chat_idle_days: float = Field(30.0, gt=0, description="A chat with no message for this long closes.")
    stream_batch_ms: int = Field(
        1000,
        ge=1,
        description="How often the LLM activity records the tokens streamed so far in a heartbeat: its "
        "liveness signal and what a retried attempt carries on from (tokens reach SSE relays as they come).",
    )
    stream_live_poll_ms: int = Field(
        20,
        ge=1,
        description="How often an SSE relay looks for the answer streaming now (its first pause; "
        "later ones double, up to 250 ms) and, without the push path, reads its tokens.",
    )
    stream_live_push: bool = Field(
        True,
        description="SSE relays read a streaming answer's tokens from the worker's live answer server "
        "(false: from its heartbeats, by polling Temporal every STREAM_LIVE_POLL_MS: a batch every STREAM_BATCH_MS).",
    )
    worker_live_host: str = Field(
        "127.0.0.1", description="Interface of the worker's live answer server (SSE relays read tokens there)."
    )
    worker_live_port: int = Field(0, ge=0, le=65535, description="Its port; 0: any free port.")
    worker_live_url: str | None = Field(
        None,
        description="The live answer server's base URL as API processes reach it (e.g. http://worker:8700); "
        "default: http://WORKER_LIVE_HOST:<its port>.",
    )
    stream_poll_cooldown_ms: int = Field(0, ge=0, description="Pause of an SSE relay between two stream polls.")
    api_live_url: str | None = Field(
        None,
        description="This API process's base URL as workers reach it, to push a streaming answer's tokens to "
        "the relay that waits for them (e.g. http://api-1:8000); default: the address its server is bound to "
        "(a wildcard bind as 127.0.0.1).",
    )

    warehouse_url: str | None = Field(
        None,
        description="The clinical data warehouse (OMOP-like) the research pipeline queries; default: SQLite in DATA_DIR.",
    )
    feasibility_min_cohort: int = Field(50, ge=1, description="A cohort at least this large is FEASIBLE.")
    sql_timeout_seconds: float = Field(10.0, gt=0, description="Upper bound of one warehouse query.")
    sql_row_cap: int = Field(100_000, ge=1, description="Rows a warehouse query may return at most.")
    gate_timeout_hours: float = Field(
        72.0, gt=0, description="An approval gate's deadline: a reminder at half time, HUMAN_REVIEW at the deadline."
    )
    slack_bot_token: str | None = Field(None, description="Bot token (xoxb-...); unset: no Slack messages.")
    slack_signing_secret: str | None = Field(None, description="Verifies POST /slack/interactions.")
    slack_channel: str | None = Field(None, description="Channel the approval requests are posted to.")
    slack_api_url: str = Field("https://slack.com/api/", description="Slack Web API base URL.")

    # Research deliveries: where people reach the API (links), and the email to the researcher.
    public_url: str | None = Field(
        None,
        description="The API's base URL as people reach it (e.g. https://agents.example.org): the links of a "
        "delivered request's files and web app page in Slack, emails and file lists start with it. "
        "Unset: http://API_HOST:API_PORT (file lists: the URL the request came to).",
    )
    smtp_host: str | None = Field(
        None, description="SMTP server that emails a delivery to the researcher; unset: no email."
    )
    smtp_port: int = Field(587, ge=1, le=65535, description="The SMTP server's port.")
    smtp_security: Literal["starttls", "tls", "none"] = Field(
        "starttls", description="STARTTLS after connecting, TLS from the start (usually port 465), or none."
    )
    smtp_username: str | None = Field(None, description="SMTP login; unset: no login.")
    smtp_password: str | None = Field(None, description="SMTP password (with SMTP_USERNAME).")
    smtp_from: str = Field("durable-agents@localhost", description="The From address of delivery emails.")
    smtp_timeout_seconds: float = Field(30.0, gt=0, le=300, description="Upper bound of one SMTP exchange.")

    planner_llm_base_url: str | None = Field(
        None, description="The planner's endpoint (seed 003, DD-2); unset: LLM_BASE_URL."
    )
    planner_llm_api_key: str | None = Field(None, description="The planner endpoint's key; unset: LLM_API_KEY.")
    planner_llm_model: str | None = Field(
        None,
        validation_alias=seed_alias("planner_llm_model", "planner_llm_model_name"),
        description="The planner's (reasoning) model; unset: LLM_MODEL. Seed 003's PLANNER_LLM_MODEL_NAME too.",
    )
    validator_llm_base_url: str | None = Field(
        None,
        description="The validator's endpoint (block validation, referencing, job names, summaries); unset: LLM_BASE_URL.",
    )
    validator_llm_api_key: str | None = Field(None, description="The validator endpoint's key; unset: LLM_API_KEY.")
    validator_llm_model: str | None = Field(
        None,
        validation_alias=seed_alias("validator_llm_model", "validator_llm_model_name"),
        description="The validator's (cheaper) model; unset: LLM_MODEL. Seed 003's VALIDATOR_LLM_MODEL_NAME too.",
    )
    query_refinement_mode: Literal["separate", "inline", "disabled"] = Field(
        "separate",
        description="DD-4: a refinement LLM call before planning, guidance folded into the planner prompt, or none.",
    )
    enable_referencing: bool = Field(True, description="DD-5: fill unfilled mandatory block inputs after validation.")
    token_summarization_limit: int = Field(
        100_000,
        ge=1_000,
        # 4 characters a token: a higher limit would let one planner step's input pass the 2 MB payload limit.
        le=400_000,
        description="DD-9: estimated tokens (4 characters each) above which the history is summarized.",
    )
    planner_max_iterations: int = Field(10, ge=1, le=50, description="Planner LLM calls of one user message at most.")
    clarification_timeout_seconds: float = Field(
        900.0, gt=0, description="How long a planner chat waits for a clarification before it ends."
    )
    heartbeat_interval_seconds: float = Field(
        30.0, gt=0, description="DD-16: how often the planner WebSocket sends its client a `ping`."
    )
    heartbeat_max_missed: int = Field(
        3,
        ge=1,
        description="DD-16: pings in a row the client answers nothing to (no frame at all) before the socket "
        "is closed (4408) and the message its chat is handling is stopped; the chat stays, for a later start_chat.",
    )
    credentials_key: str | None = Field(
        None,
        description="Keys that seal a planner chat's credentials (start_chat's keycloak_token and userDTO.ApiKey) "
        "in its workflow input: Fernet keys, comma-separated; the first seals, each opens (rotation: put the new "
        "key first, remove the old one once the chats it sealed are over). Unset: one key made once in "
        "<DATA_DIR>/credentials.key (mode 0600). The API and the worker need the same keys.",
    )
    planner_instance_origins: list[str] = Field(
        default_factory=list,
        description='Origins of users\' instances (JSON: ["https://instance.example.com"]) the referencing agent '
        "reads environment data from, with the chat's keycloak_token, when a chat's `domain` is one of them. "
        "Empty: no instance is called.",
    )
    planner_instance_environment_path: str | None = Field(
        None,
        pattern=r"^/",
        description="Path on a listed instance (PLANNER_INSTANCE_ORIGINS) that answers the environment data as "
        "JSON; unset: no instance is called.",
    )

    schema_sandbox_url: str | None = Field(
        None,
        description="PostgreSQL (16 or newer) database the schema design pipeline runs DDL and DML in, as the "
        "URL of its sandbox admin role (LOGIN CREATEROLE CREATEDB, owner of the database): each run logs in as a "
        "role of its own to a database of its own. Unset: `dev` and the tests start an embedded PostgreSQL.",
    )
    schema_sandbox_timeout_seconds: float = Field(
        10.0,
        gt=0,
        le=300,
        description="Limit of every DDL and DML statement in the sandbox, enforced from outside the session "
        "(a statement that switches statement_timeout off is still cancelled).",
    )
    schema_sandbox_run_seconds: float = Field(
        120.0, gt=0, le=1800, description="Wall-clock limit of one sandbox run (a schema's DDL and all its DML)."
    )
    schema_sandbox_max_runs: int = Field(
        4, ge=1, le=64, description="Sandbox runs at once per worker process, on threads of their own."
    )
    schema_sandbox_runs_per_tenant: int = Field(
        2, ge=1, le=64, description="Sandbox runs of one tenant at once per worker process; more wait their turn."
    )

    max_concurrent_connections: int = Field(
        50, ge=1, description="Open planner WebSockets per API process; more are refused."
    )
    max_request_bytes: int = Field(
        10 * 1024 * 1024, ge=1024, description="Largest request body the API reads; a larger one is answered 413."
    )
    api_key_cache_seconds: float = Field(30.0, ge=0, description="How long the API trusts a checked API key.")
    api_temporal_rpc_timeout_seconds: float = Field(
        2.0,
        gt=0,
        description="Upper bound of each read the API makes of Temporal (a query, a describe) and of its "
        "retries of an unreachable server; past it the route answers 503.",
    )
    api_temporal_write_timeout_seconds: float = Field(
        20.0,
        gt=0,
        description="Upper bound of each start, signal and update the API sends Temporal: an update waits "
        "for a worker to accept it, which takes seconds under load; past it the route answers 503.",
    )
    api_host: str = "127.0.0.1"
    api_port: int = Field(
        8000, validation_alias=seed_alias("api_port", "ws_port"), description="Seed 003's WS_PORT too."
    )

    # Tracing (durable_agents/tracing.py): the OpenTelemetry SDK's own variable names.
    otel_exporter_otlp_endpoint: str | None = Field(
        None,
        description="OTLP/HTTP base URL spans are exported to (/v1/traces is appended), e.g. Langfuse's "
        "https://cloud.langfuse.com/api/public/otel; unset: no tracing.",
    )
    otel_exporter_otlp_headers: str | None = Field(
        None, description="Headers of every export, `key=value` pairs separated by commas (Langfuse: Basic auth)."
    )
    otel_service_name: str = Field("durable-agents", description="`service.name` of the exported spans.")

    @model_validator(mode="before")
    @classmethod
    def _no_retired_settings(cls, given: Any) -> Any:
        """Refuses RETIRED_SETTINGS set in the environment (which reaches no validator unless it
        names a field) or in the .env file (whose other names arrive here)."""
        environment = {name.upper() for name in os.environ}
        named = {str(name).upper() for name in given} if isinstance(given, dict) else set()
        retired = [name for name in RETIRED_SETTINGS if name in environment | named]
        if retired:
            raise ValueError("; ".join(f"{name} is not used here: {RETIRED_SETTINGS[name]}" for name in retired))
        return given

    @field_validator("credentials_key")
    @classmethod
    def _fernet_keys(cls, keys: str | None) -> str | None:
        if keys is not None and not all(_is_fernet_key(key.strip()) for key in keys.split(",")):
            raise ValueError("CREDENTIALS_KEY: each comma-separated key is a Fernet key (32 url-safe base64 bytes)")
        return keys

    @field_validator("planner_instance_origins")
    @classmethod
    def _origins_only(cls, origins: list[str]) -> list[str]:
        """Each as `web_origin` writes it, so that a chat's `domain` compares equal."""
        normalized = [web_origin(origin) for origin in origins]
        for origin, given in zip(normalized, origins, strict=True):
            if origin is None or urlsplit(given.strip()).path not in ("", "/") or "@" in given:
                raise ValueError(
                    "PLANNER_INSTANCE_ORIGINS: each entry is an origin, http(s)://host[:port], "
                    "such as https://instance.example.com"
                )
        return [origin for origin in normalized if origin is not None]

    @model_validator(mode="after")
    def _default_provider_is_llm_base_url(self) -> Settings:
        if DEFAULT_PROVIDER in self.llm_providers:
            raise ValueError(
                f"LLM_PROVIDERS may not name a provider `{DEFAULT_PROVIDER}`: that one is LLM_BASE_URL; rename it"
            )
        return self

    @property
    def resolved_warehouse_url(self) -> str:
        if self.warehouse_url:
            return self.warehouse_url
        return f"sqlite:///{(self.data_dir / 'warehouse.db').resolve()}"

    @property
    def resolved_public_url(self) -> str:
        """The API's base URL for links, without a trailing slash."""
        return (self.public_url or f"http://{self.api_host}:{self.api_port}").rstrip("/")

    @property
    def research_dir(self) -> Path:
        """Where extracts, invites and deliveries of research requests are written."""
        return (self.data_dir / "research").resolve()

    @property
    def resolved_database_url(self) -> str:
        if self.database_url:
            return self.database_url
        return f"sqlite:///{(self.data_dir / 'durable_agents.db').resolve()}"


def web_origin(url: str) -> str | None:
    """`scheme://host[:port]` of an http(s) URL, lowercase, its default port left out; None for anything else."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError:
        return None
    scheme, host = parts.scheme.lower(), parts.hostname
    if scheme not in ("http", "https") or not host:
        return None
    host = f"[{host}]" if ":" in host else host
    return f"{scheme}://{host}" + (f":{port}" if port not in (None, {"http": 80, "https": 443}[scheme]) else "")


def _is_fernet_key(key: str) -> bool:
    try:
        return len(urlsafe_b64decode(key.encode())) == 32
    except (binascii.Error, ValueError):
        return False


@lru_cache
def get_settings() -> Settings:
    return Settings()
