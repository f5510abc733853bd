"""The Temporal worker: all workflows and activities on the configured task queue.

Run with `durable-agents worker` or `python worker.py`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sys
import time
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

from temporalio.client import Client
from temporalio.service import RPCError
from temporalio.worker import Worker

from activities.chat.answer_stream import LLMActivities
from activities.chat.decisions import DecisionActivities
from activities.chat.live_server import LiveAnswerServer
from activities.chat.store_access import StoreActivities
from activities.chat.tools import ToolActivities
from activities.execution.validation import ValidationActivities
from activities.planner.planning import PlannerActivities
from activities.research.email_notices import EmailActivities
from activities.research.pipeline import ResearchActivities
from activities.research.slack_notices import SlackActivities
from activities.schema_design.design_agents import DesignAgentActivities
from activities.schema_design.design_store import DesignStoreActivities
from durable_agents.database import get_engine
from durable_agents.settings import Settings, get_settings
from durable_agents.temporal import SEARCH_ATTRIBUTES, connect, ensure_search_attributes
from durable_agents.tracing import shutdown_tracing
from workflows.chat.workflow import ChatWorkflow
from workflows.execution.workflow import ValidatedExecutionWorkflow
from workflows.planner.workflow import PlannerWorkflow
from workflows.research.workflow import ResearchRequestWorkflow
from workflows.schema_design.db_agent import DbAgentWorkflow
from workflows.schema_design.workflow import SchemaDesignWorkflow

WORKFLOWS = [
    ChatWorkflow,
    ValidatedExecutionWorkflow,
    ResearchRequestWorkflow,
    PlannerWorkflow,
    SchemaDesignWorkflow,
    DbAgentWorkflow,
]


@contextlib.asynccontextmanager
async def build_worker(client: Client, settings: Settings, executor: ThreadPoolExecutor) -> AsyncIterator[Worker]:
    """The worker, running while the block runs, with its live answer server (SSE relays
    read streaming answers there)."""
    async with LiveAnswerServer(settings) as live_server:
        llm = LLMActivities(settings, live_server)
        try:
            async with _worker(client, settings, executor, llm) as worker:
                yield worker
        finally:
            await llm.aclose()


def _worker(client: Client, settings: Settings, executor: ThreadPoolExecutor, llm: LLMActivities) -> Worker:
    store = StoreActivities(settings.resolved_database_url, web_search_configured=settings.web_search_url is not None)
    tools = ToolActivities(settings)
    decisions = DecisionActivities(settings)
    validation = ValidationActivities(settings)
    research = ResearchActivities(settings)
    slack = SlackActivities(settings)
    email = EmailActivities(settings)
    planner = PlannerActivities(settings)
    design_agents = DesignAgentActivities(settings)
    design_store = DesignStoreActivities(settings)
    return Worker(
        client,
        task_queue=settings.task_queue,
        workflows=WORKFLOWS,
        activities=[
            store.validate_tenant,
            store.load_agent,
            store.retrieve_documents,
            store.record_usage,
            llm.stream_agent_response,
            tools.rag_search,
            tools.web_search,
            tools.list_mcp_tools,
            tools.call_mcp_tool,
            decisions.select_agent,
            decisions.choose_action,
            decisions.summarize_conversation,
            validation.call_provider,
            validation.judge_response,
            research.save_research_progress,
            research.gather_requirements,
            research.check_feasibility,
            research.schedule_kickoff,
            research.extract_data,
            research.run_qa,
            research.deliver_data,
            slack.post_approval_request,
            slack.update_approval_message,
            slack.post_delivery_message,
            email.email_delivery,
            planner.build_planner_prompt,
            planner.planner_step,
            planner.refine_query,
            planner.task_block_search,
            planner.planner_web_search,
            planner.validate_block,
            planner.reference_workflow,
            planner.generate_job_name,
            planner.summarize_messages,
            design_agents.analyze_requirements,
            design_agents.design_schema,
            design_agents.generate_usecases,
            design_agents.prepare_dml,
            design_agents.summarize_design,
            design_store.add_timeline_item,
            design_store.save_design_artifact,
            design_store.schema_design_tool,
            design_store.validate_usecases,
            design_store.import_schema,
        ],
        # The store activities are synchronous (SQLAlchemy); they run on this pool.
        activity_executor=executor,
        # Activities pace their own heartbeats (`keep_alive`: a third of the heartbeat
        # timeout); the SDK must not hold them back.
        max_heartbeat_throttle_interval=timedelta(milliseconds=10),
        # After a worker dies, Temporal keeps offering its workflows' next tasks to its sticky
        # queue this long before any worker may take them: the SDK's 10 s would add 10 s to
        # every crash recovery.
        sticky_queue_schedule_to_start_timeout=timedelta(seconds=1),
    )


class TemporalUnreachable(Exception):
    pass


RETRY_EVERY_SECONDS = 2.0


async def _connect_with_retry(settings: Settings) -> Client:
    """Temporal may start after the worker (compose, systemd): wait for it a while."""
    deadline = time.monotonic() + settings.temporal_connect_timeout_seconds
    attempt = 1
    while True:
        try:
            return await connect(settings)
        except RuntimeError as err:
            if time.monotonic() + RETRY_EVERY_SECONDS > deadline:
                raise TemporalUnreachable(f"cannot reach Temporal at {settings.temporal_address}: {err}") from None
            logging.getLogger(__name__).warning(
                "Temporal at %s is not reachable yet (attempt %d)", settings.temporal_address, attempt
            )
            attempt += 1
            await asyncio.sleep(RETRY_EVERY_SECONDS)


async def run_worker(settings: Settings) -> None:
    get_engine(settings.resolved_database_url)  # create the schema before the first task
    client = await _connect_with_retry(settings)
    try:
        await ensure_search_attributes(client)
    except RPCError as err:
        # E.g. Temporal Cloud, where search attributes are managed outside the namespace's API.
        logging.getLogger(__name__).warning(
            "could not register search attributes (%s); register %s yourself",
            err,
            ", ".join(k.name for k in SEARCH_ATTRIBUTES),
        )
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        with ThreadPoolExecutor(max_workers=16, thread_name_prefix="activity") as executor:
            async with build_worker(client, settings, executor):
                logging.getLogger(__name__).info("worker polling task queue %s", settings.task_queue)
                await stop.wait()
    finally:
        shutdown_tracing()  # main() ends with os._exit: atexit would not export the last spans


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    code = 0
    try:
        asyncio.run(run_worker(get_settings()))
    except TemporalUnreachable as err:
        print(f"worker: {err}", file=sys.stderr, flush=True)
        code = 1
    # Native threads of the SDK can crash a normal interpreter shutdown (sdk-python#300).
    os._exit(code)


if __name__ == "__main__":
    main()
