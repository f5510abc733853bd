"""The agent's LLM call: streamed (`activities.llm`), tokens recorded in heartbeats and served live.

Retries belong to Temporal; an OpenAI error is `llm_error`'s failure, carrying the chunks
streamed so far, and any other error an `UNKNOWN_ERROR` carrying them.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Coroutine
from datetime import timedelta
from typing import Any

import openai
from sqlalchemy.exc import SQLAlchemyError
from temporalio import activity
from temporalio.client import AsyncActivityCancelledError
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError

from activities.chat.live_server import LiveAnswer, LiveAnswerServer
from activities.llm import llm_error, llm_for, usage_of
from durable_agents.chat import usage as usage_store
from durable_agents.chat.contract import AgentRequest, AgentResponse, LiveChunks, UsageInput
from durable_agents.errors import ErrorCode
from durable_agents.llm_types import TokenUsage
from durable_agents.settings import Settings
from durable_agents.tracing import llm_generation

# A heartbeat at least this often, also while the model is silent (a slow first token):
# a cancel request reaches the activity with a heartbeat's answer.
KEEPALIVE_SECONDS = 0.5
# Bound of one heartbeat call: Temporal out of reach delays the tokens, never the answer.
RECORD_TIMEOUT = timedelta(seconds=5)


class LiveStream:
    """The answer streamed so far. Each batch is recorded in a heartbeat (`LiveChunks`), and
    only once Temporal has it (the call returns) is it released to the worker's live answer
    server, where SSE relays read it: a client never sees a token that Temporal could lose
    with the worker. The first token goes at once (it sets the perceived latency), then a
    batch every `interval` while tokens come, and a beat every KEEPALIVE_SECONDS while the
    model is silent. A retried attempt carries on from the chunks the previous attempt's last
    heartbeat recorded (clients may have seen them), after a `content_reset` telling clients
    its answer starts over. That reset is recorded with the attempt's first token, not
    before: an attempt that fails before it leaves the next one nothing to take back.

    Heartbeats go through the client (`AsyncActivityHandle.heartbeat`), not the worker's
    fire-and-forget `activity.heartbeat`, to know when Temporal has them; a cancel request
    arrives in their answer (`cancel_requested`)."""

    def __init__(self, message_id: str, first_offset: int, interval: timedelta, answer: LiveAnswer | None) -> None:
        info = activity.info()
        self._interval = interval.total_seconds()
        self._attempt = info.attempt
        endpoint = answer.endpoint if answer is not None else None
        # The previous attempts' chunks until this attempt's first token (`add`).
        self.live = self._previous_attempt(message_id, first_offset).model_copy(update={"endpoint": endpoint})
        self._restarted = False
        self._answer = answer
        self._handle = activity.client().get_async_activity_handle(task_token=info.task_token)
        self._activity_task = asyncio.current_task()
        self._recorded = 0  # chunks Temporal has from this attempt's heartbeats
        self._more = asyncio.Event()  # chunks came since the last heartbeat
        self._finishing = asyncio.Event()  # the model is done: stop recording
        self.cancel_requested = False

    @staticmethod
    def _previous_attempt(message_id: str, first_offset: int) -> LiveChunks:
        for detail in activity.info().heartbeat_details:
            live = LiveChunks.model_validate(detail)
            if live.message_id == message_id and live.first_offset == first_offset:
                return live
        return LiveChunks(message_id=message_id, first_offset=first_offset)

    @property
    def chunks(self) -> list[str]:
        return self.live.chunks

    def add(self, token: str) -> None:
        if not self._restarted:
            self.live = self.live.restarted(self._attempt).model_copy(update={"endpoint": self.live.endpoint})
            self._restarted = True
        self.chunks.append(token)
        self._more.set()

    def streamed(self) -> dict[str, Any]:
        """`AgentResponse`'s fields of what was streamed."""
        return {"chunks": self.chunks, "resets": self.live.resets, "first_attempt": self.live.first_attempt}

    def snapshot(self) -> LiveChunks:
        return self.live.model_copy(update={"chunks": list(self.chunks)})

    async def record(self) -> bool:
        """Heartbeat the chunks so far; once Temporal has them, release them to relays.
        False when Temporal did not take them (the next beat tries again)."""
        snapshot = self.snapshot()
        try:
            await self._handle.heartbeat(snapshot, rpc_timeout=RECORD_TIMEOUT)
        except AsyncActivityCancelledError as err:
            # Cancelled (the user stopped the turn), paused or reset: stop streaming.
            self.cancel_requested = err.details is not None and err.details.cancel_requested
            if self._activity_task is not None:
                self._activity_task.cancel()
            return False
        except RPCError as err:
            activity.logger.warning("Tokens of %s not recorded yet: %s", self.live.message_id, err)
            return False
        self._recorded = len(snapshot.chunks)
        if self._answer is not None:
            self._answer.release(snapshot)
        return True

    async def run(self) -> None:
        """Records batches until `finish`: at once, as the first carries the endpoint; then
        as chunks come, at most every `interval` once the first chunk is out."""
        while True:
            recorded = await self.record()
            if self._finishing.is_set():
                return
            if self._recorded or not recorded:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._finishing.wait(), self._interval)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._more.wait(), KEEPALIVE_SECONDS)
            if self._finishing.is_set():
                return
            self._more.clear()

    async def finish(self, beating: asyncio.Task[None]) -> None:
        """Stop recording (`beating` runs `run`; a heartbeat under way completes) and tell
        relays the answer is complete. The chunks not recorded yet reach clients with the
        activity's result, through the workflow's stream: one call to Temporal fewer before
        the answer completes, and a crash before the completion loses nothing clients saw."""
        self._finishing.set()
        self._more.set()
        await beating
        if self._answer is not None:
            self._answer.complete()


class LLMActivities:
    def __init__(self, settings: Settings, live_server: LiveAnswerServer | None = None) -> None:
        self._settings = settings
        self._llm = llm_for(settings)
        self._live_server = live_server
        self._answering: set[asyncio.Task[None]] = set()

    @activity.defn
    async def stream_agent_response(self, request: AgentRequest) -> AgentResponse:
        """Stream the answer; its chunks go out live (`LiveStream`) and come back in the
        result, for the workflow to publish as `content_chunk` events.

        Completed asynchronously: the answer runs in a task of this worker that heartbeats,
        completes and fails through the client (`AsyncActivityHandle`), the one writer of
        the activity's heartbeats. The worker's SDK times out on its own an activity it runs
        that has not called `activity.heartbeat` for its heartbeat timeout + 5 s, and that
        call sends its details to Temporal too, where they could overwrite a newer batch."""
        task = asyncio.create_task(self._answer(request))
        self._answering.add(task)
        task.add_done_callback(self._answering.discard)
        activity.raise_complete_async()

    async def _answer(self, request: AgentRequest) -> None:
        handle = activity.client().get_async_activity_handle(task_token=activity.info().task_token)
        try:
            with self._live_server.answer() if self._live_server is not None else contextlib.nullcontext() as answer:
                response = await self._stream(request, answer)
        except ApplicationError as err:
            await self._report(handle.fail(err), request)
        else:
            await self._report(handle.complete(response), request)

    @staticmethod
    async def _report(outcome: Coroutine[Any, Any, None], request: AgentRequest) -> None:
        """Send the outcome; when Temporal does not take it, the heartbeat timeout retries the answer."""
        try:
            await outcome
        except RPCError as err:
            activity.logger.warning("Outcome of the answer to %s not delivered: %s", request.message_id, err)

    async def aclose(self) -> None:
        """Stop the answers still streaming (the worker stops): Temporal gives each to another
        worker once its heartbeat timeout passes."""
        for task in list(self._answering):
            task.cancel()
        await asyncio.gather(*self._answering, return_exceptions=True)

    async def _stream(self, request: AgentRequest, answer: LiveAnswer | None) -> AgentResponse:
        model = request.model or self._settings.llm_model
        live = LiveStream(
            request.message_id, request.stream_offset, timedelta(milliseconds=self._settings.stream_batch_ms), answer
        )
        parts: list[str] = []
        usage = TokenUsage()
        finish_reason: str | None = None
        beating = asyncio.create_task(live.run())
        with llm_generation("agent_answer", model) as generation:
            try:
                stream = await self._llm.stream(model=model, messages=[m.model_dump() for m in request.messages])
                async with stream:
                    async for chunk in stream:
                        if chunk.usage is not None:
                            usage = usage_of(chunk.usage)
                        if not chunk.choices:
                            continue
                        choice = chunk.choices[0]
                        finish_reason = choice.finish_reason or finish_reason
                        if choice.delta.content:
                            if not parts:
                                generation.first_token()
                            live.add(choice.delta.content)
                            parts.append(choice.delta.content)
                await live.finish(beating)
            except asyncio.CancelledError:
                details = activity.cancellation_details()
                if not live.cancel_requested and (details is None or not details.cancel_requested):
                    raise  # worker shutdown, pause, reset: Temporal decides what comes next
                # The user stopped the turn: the workflow gets what was streamed, to keep the
                # chat's stream identical to what clients saw live.
                generation.completed(usage)
                return AgentResponse(
                    content="".join(parts), **live.streamed(), model=model, usage=usage, cancelled=True
                )
            except openai.OpenAIError as err:
                raise llm_error(err, live.snapshot()) from err
            except Exception as err:
                raise ApplicationError(f"{type(err).__name__}: {err}", live.snapshot(), type=ErrorCode.UNKNOWN) from err
            finally:
                beating.cancel()
            generation.completed(usage, finish_reason)
        return AgentResponse(
            content="".join(parts),
            **live.streamed(),
            model=model,
            usage=usage,
            finish_reason=finish_reason,
            usage_recorded=await self._record_usage(request.usage_row, model, usage),
        )

    async def _record_usage(self, row: UsageInput | None, model: str, usage: TokenUsage) -> bool:
        """Write the turn's usage row (idempotent on the message id). A database problem is
        not the answer's: it is logged, and the workflow writes the row itself."""
        if row is None:
            return False
        try:
            await asyncio.to_thread(
                usage_store.record_turn,
                self._settings.resolved_database_url,
                row.model_copy(update={"model": model, "usage": row.usage + usage}),
            )
        except SQLAlchemyError as err:
            activity.logger.warning("Usage of message %s left to the workflow: %s", row.message_id, err)
            return False
        return True
