"""Timeouts and retry policies of every workflow's activities: one preset per kind of activity.

A preset is the keyword arguments of `workflow.execute_activity_method` (the store's also of
`execute_local_activity_method`): `execute_activity_method(X.y, arg, summary=..., **STORE_READ)`.
Kinds whose bound is an option of the workflow (LLM and tool timeouts) are functions of it.
"""

from __future__ import annotations

from datetime import timedelta
from typing import TypedDict

from temporalio.common import RetryPolicy
from temporalio.workflow import ActivityCancellationType


class ActivityPreset(TypedDict, total=False):
    start_to_close_timeout: timedelta
    schedule_to_close_timeout: timedelta
    heartbeat_timeout: timedelta
    retry_policy: RetryPolicy
    cancellation_type: ActivityCancellationType


# Activities that can run for more than a few seconds heartbeat every third of this while
# they run (`activities.heartbeat.keep_alive`): after a worker crash their retry starts this
# soon (plus the first retry interval), not after their start-to-close timeout (minutes).
HEARTBEAT_TIMEOUT = timedelta(seconds=5)


# --- The store ----------------------------------------------------------------------------

# A read that a turn or a message waits for: a database blip is retried at once.
STORE_READ = ActivityPreset(
    start_to_close_timeout=timedelta(seconds=10),
    retry_policy=RetryPolicy(initial_interval=timedelta(milliseconds=200), maximum_attempts=5),
)
# A write on a chat turn's path: tried twice, then left to STORE_WRITE_WITHIN_A_DAY in the background.
STORE_WRITE_ON_PATH = ActivityPreset(
    start_to_close_timeout=timedelta(seconds=10), retry_policy=RetryPolicy(maximum_attempts=2)
)
# A write that must land: retried, a minute apart at most, until it does.
STORE_WRITE = ActivityPreset(
    start_to_close_timeout=timedelta(seconds=30),
    retry_policy=RetryPolicy(initial_interval=timedelta(seconds=1), maximum_interval=timedelta(minutes=1)),
)
# A write given up after a day (a chat's usage row).
STORE_WRITE_WITHIN_A_DAY = ActivityPreset(**STORE_WRITE, schedule_to_close_timeout=timedelta(days=1))


# --- The LLM --------------------------------------------------------------------------------

# A decision asked of the LLM (agent choice, ReAct step, summary, a planner step): a few
# attempts, since a reply that does not fit the schema is often fixed by sampling again.
DECISION_ATTEMPTS = 3
# A streamed LLM activity heartbeats every 0.5 s, also while the model is silent: after a
# worker crash its retry starts this soon (plus the first retry interval, 1 s).
LLM_HEARTBEAT_TIMEOUT = timedelta(seconds=3)


def llm_answer(
    timeout_seconds: float,
    attempts: int,
    heartbeat_timeout: timedelta = HEARTBEAT_TIMEOUT,
    first_retry: timedelta = timedelta(seconds=1),
) -> ActivityPreset:
    """A non-streamed LLM call; its activity heartbeats while it waits (`keep_alive`)."""
    return ActivityPreset(
        start_to_close_timeout=timedelta(seconds=timeout_seconds),
        heartbeat_timeout=heartbeat_timeout,
        retry_policy=RetryPolicy(
            initial_interval=first_retry, maximum_interval=timedelta(seconds=30), maximum_attempts=attempts
        ),
    )


def llm_decision(timeout_seconds: float) -> ActivityPreset:
    return llm_answer(timeout_seconds, DECISION_ATTEMPTS)


def streamed_llm_answer(timeout_seconds: float, attempts: int) -> ActivityPreset:
    """An answer whose tokens clients see live: a cancellation waits for the activity, so that
    what the workflow publishes after it comes after the last token the activity streamed."""
    return ActivityPreset(
        start_to_close_timeout=timedelta(seconds=timeout_seconds),
        # Clients wait on the stream: a retry after a crash starts half a second after the
        # heartbeat timeout (the third attempt one second after it); an LLM outage still
        # finds the intervals doubling.
        retry_policy=RetryPolicy(
            initial_interval=timedelta(milliseconds=500),
            maximum_interval=timedelta(seconds=30),
            maximum_attempts=attempts,
        ),
        heartbeat_timeout=LLM_HEARTBEAT_TIMEOUT,
        cancellation_type=ActivityCancellationType.WAIT_CANCELLATION_COMPLETED,
    )


# --- Tools, research agents, Slack --------------------------------------------------------

# Tools only read; a failure after these attempts becomes an observation (or a listed error).
TOOL_RETRY = RetryPolicy(
    initial_interval=timedelta(seconds=1), maximum_interval=timedelta(seconds=10), maximum_attempts=3
)
# An MCP activity bounds its server session by the server's `timeout_seconds`; closing a
# stdio server takes a few seconds more.
MCP_STOP_MARGIN = timedelta(seconds=10)


def tool(timeout_seconds: float) -> ActivityPreset:
    return ActivityPreset(start_to_close_timeout=timedelta(seconds=timeout_seconds), retry_policy=TOOL_RETRY)


def mcp_tool(server_timeout_seconds: float) -> ActivityPreset:
    return ActivityPreset(
        start_to_close_timeout=timedelta(seconds=server_timeout_seconds) + MCP_STOP_MARGIN, retry_policy=TOOL_RETRY
    )


RESEARCH_AGENT_RETRY = RetryPolicy(
    initial_interval=timedelta(seconds=1), maximum_interval=timedelta(minutes=1), maximum_attempts=5
)


def _research_agent(timeout: timedelta) -> ActivityPreset:
    return ActivityPreset(
        start_to_close_timeout=timeout, heartbeat_timeout=HEARTBEAT_TIMEOUT, retry_policy=RESEARCH_AGENT_RETRY
    )


def requirements_agent(llm_timeout_seconds: float) -> ActivityPreset:
    """One LLM call, with as much again to spare."""
    return _research_agent(timedelta(seconds=llm_timeout_seconds * 2))


def phenotype_agent(llm_timeout_seconds: float, sql_timeout_seconds: float) -> ActivityPreset:
    """Up to three LLM calls, each with a warehouse query, with room to spare."""
    return _research_agent(timedelta(seconds=llm_timeout_seconds * 4 + sql_timeout_seconds * 6))


# The research agents that work on the warehouse's data or files (calendar, extraction, QA, delivery).
DATA_AGENT = _research_agent(timedelta(minutes=10))


# The research request's mirror in the store (STORE_WRITE), retried soon after a worker crash.
RESEARCH_STORE_WRITE = ActivityPreset(**STORE_WRITE, heartbeat_timeout=HEARTBEAT_TIMEOUT)

# Slack is a convenience: a few attempts, then the failure is logged.
SLACK = ActivityPreset(
    start_to_close_timeout=timedelta(seconds=30),
    heartbeat_timeout=HEARTBEAT_TIMEOUT,
    retry_policy=RetryPolicy(initial_interval=timedelta(seconds=2), maximum_attempts=5),
)

# The researcher's delivery email: a mail server may be down a while; then the failure is logged.
DELIVERY_EMAIL = ActivityPreset(
    start_to_close_timeout=timedelta(minutes=2),
    heartbeat_timeout=HEARTBEAT_TIMEOUT,
    retry_policy=RetryPolicy(
        initial_interval=timedelta(seconds=2), maximum_interval=timedelta(minutes=1), maximum_attempts=6
    ),
)


# --- Schema design ------------------------------------------------------------------------

# After a worker dies, the pipeline goes on within 5 s of a new worker polling, as a
# chat's answer does. A design step's LLM call or sandbox run heartbeats every third of this
# (`keep_alive`): the server notices a crash this long after the last beat (plus its timers'
# second or so) and retries the step DESIGN_FIRST_RETRY later. A beat may come two seconds
# late (a loaded worker) and still be in time.
DESIGN_HEARTBEAT_TIMEOUT = timedelta(seconds=3)
# An LLM or sandbox outage still finds the intervals doubling; a rate limit's Retry-After
# overrides them.
DESIGN_FIRST_RETRY = timedelta(milliseconds=500)

# A design session's timeline and artifact writes: a few attempts within a minute, then the
# pipeline goes on (a timeline write's failure is logged) rather than wait on the database.
DESIGN_STORE_WRITE = ActivityPreset(
    start_to_close_timeout=timedelta(seconds=10),
    heartbeat_timeout=DESIGN_HEARTBEAT_TIMEOUT,
    retry_policy=RetryPolicy(initial_interval=timedelta(milliseconds=500), maximum_attempts=5),
)


def design_llm(timeout_seconds: float) -> ActivityPreset:
    """A design step's LLM call (the PM's, the DB agent's, the QA's, the summary)."""
    return llm_answer(
        timeout_seconds, DECISION_ATTEMPTS, heartbeat_timeout=DESIGN_HEARTBEAT_TIMEOUT, first_retry=DESIGN_FIRST_RETRY
    )


def sandbox(run_seconds: float) -> ActivityPreset:
    """DDL or a validation's DML on the PostgreSQL sandbox: the run is bounded by `run_seconds`
    (the worker enforces it); room to wait as long again for the tenant's earlier runs. It
    heartbeats, so a worker crash is noticed in seconds."""
    return ActivityPreset(
        start_to_close_timeout=timedelta(seconds=60 + 2 * run_seconds),
        heartbeat_timeout=DESIGN_HEARTBEAT_TIMEOUT,
        retry_policy=RetryPolicy(
            initial_interval=DESIGN_FIRST_RETRY, maximum_interval=timedelta(seconds=10), maximum_attempts=3
        ),
    )
