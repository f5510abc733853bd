"""The agent's LLM call: streamed (`activities.llm`), tokens recorded in heartbeats and served live.

Retries belong to Temporal; an OpenAI error is `llm_error`'s failure, carrying the chunks
streamed so far, and any other error an `UNKNOWN_ERROR` carrying them.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Coroutine
from datetime import timedelta
from typing import Any

import httpx
import openai
from sqlalchemy.exc import SQLAlchemyError
from temporalio import activity
from temporalio.client import AsyncActivityCancelledError
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError, RPCStatusCode

from activities.chat.live_server import LiveAnswer, LiveAnswerServer
from activities.llm import llm_error, llm_for
from durable_agents.chat import usage as usage_store
from durable_agents.chat.contract import AgentRequest, AgentResponse, LiveChunks, UsageInput
from durable_agents.errors import ErrorCode
from durable_agents.llm_types import TokenUsage
from durable_agents.settings import Settings
from durable_agents.tracing import llm_generation

# How long a complete answer waits for its push to deliver the last events, at most.
PUSH_DRAIN_SECONDS = 2.0
# Bound of one heartbeat call: Temporal out of reach delays the tokens, never the answer.
RECORD_TIMEOUT = timedelta(seconds=5)


class LiveStream:
    """The answer streamed so far. The attempt's first token is recorded in a heartbeat
    (`LiveChunks`, with the worker's live answer server's `endpoint`, where SSE relays find
    the answer) and released to that server once Temporal has it; every later token is
    released as it comes, and the chunks are recorded again every `interval`: the heartbeat
    is the attempt's liveness signal and what a retried attempt carries on from. Temporal
    does one call per interval, not one per batch of tokens.

    A retried attempt carries on from the chunks the previous attempt recorded, after a
    `content_reset` telling clients its answer starts over. That reset is recorded with the
    attempt's first token, not before: an attempt that fails before it leaves the next one
    nothing to take back (no client saw a token of it: the first is released once recorded).
    An attempt that fails on its own records what it streamed first; one whose worker died
    may have streamed tokens after its last record: clients saw them, the stream keeps them
    not, and the next attempt's reset (at the first unrecorded offset) tells clients to drop
    them (a relay sends a reset that goes back over what it sent).

    Heartbeats go through the client (`AsyncActivityHandle.heartbeat`), not the worker's
    fire-and-forget `activity.heartbeat`, to know when Temporal has them; a cancel request
    arrives in their answer (`cancel_requested`)."""

    def __init__(self, request: AgentRequest, interval: timedelta, answer: LiveAnswer | None) -> None:
        info = activity.info()
        self._interval = interval.total_seconds()
        self._attempt = info.attempt
        endpoint = answer.endpoint if answer is not None else None
        # The previous attempts' chunks until this attempt's first token (`add`).
        self.live = self._previous_attempt(request.message_id, request.stream_offset).model_copy(
            update={"endpoint": endpoint, "prelude": request.prelude}
        )
        self._restarted = False  # this attempt streamed its first token
        self._released = False  # ... and Temporal has it: tokens go out as they come
        self._answer = answer
        self._handle = activity.client().get_async_activity_handle(task_token=info.task_token)
        self._activity_task = asyncio.current_task()
        self._recorded = 0  # chunks Temporal has from this attempt's heartbeats
        self._wake = asyncio.Event()  # record now: the first token came, or the model is done
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
        if not self._released:
            self._wake.set()
        elif self._answer is not None:
            self._answer.release(self.live)

    def streamed(self) -> dict[str, Any]:
        """`AgentResponse`'s fields of what was streamed."""
        return {"chunks": self.chunks, "resets": self.live.resets, "first_attempt": self.live.first_attempt}

    def snapshot(self) -> LiveChunks:
        return self.live.model_copy(update={"chunks": list(self.chunks)})

    async def record(self) -> bool:
        """Heartbeat the chunks so far. False when Temporal did not take them."""
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
            if err.status == RPCStatusCode.NOT_FOUND and self._activity_task is not None:
                # This attempt is over (timed out, or its workflow ended): streaming on is waste.
                self._activity_task.cancel()
            return False
        self._recorded = len(snapshot.chunks)
        if self._restarted and not self._released:
            self._released = True
            if self._answer is not None:
                self._answer.release(self.live)
        return True

    async def record_for_retry(self) -> None:
        """Before the attempt fails: record what it streamed, for the next one to carry on from."""
        if len(self.chunks) > self._recorded:
            await self.record()

    async def run(self, *, at_once: bool = False) -> None:
        """Records at the first token, and every `interval`, until `finish`; first at once
        when `at_once`: relays that read the stream find the answer's server sooner."""
        if at_once:
            self._wake.set()
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self._interval)
            self._wake.clear()
            if self._finishing.is_set():
                return
            if not await self.record():
                # Temporal did not take it (out of reach, overloaded): try again after the
                # interval, not at every token, which would add to the load.
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._finishing.wait(), self._interval)
                self._wake.set()

    async def finish(self, beating: asyncio.Task[None]) -> None:
        """Stop recording (`beating` runs `run`; a heartbeat under way completes) and tell
        relays the answer is complete: the chunks reach the workflow's stream with the
        activity's result."""
        self._finishing.set()
        self._wake.set()
        await beating
        if self._answer is not None:
            self._answer.complete()


class LLMActivities:
    def __init__(self, settings: Settings, live_server: LiveAnswerServer | None = None) -> None:
        self._settings = settings
        self._llm = llm_for(settings)
        self._live_server = live_server
        self._answering: set[asyncio.Task[None]] = set()
        # Pushes to the API processes' relays: one connection per answer pushed at once.
        self._push_http = httpx.AsyncClient(
            timeout=httpx.Timeout(None, connect=2.0), limits=httpx.Limits(max_connections=None), trust_env=False
        )

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
                pushing = self._push(request, answer)
                try:
                    response = await self._stream(request, answer)
                finally:
                    if pushing is not None and answer is not None:
                        answer.end()  # unless it completed: then the push sends its last events
                        with contextlib.suppress(TimeoutError):
                            await asyncio.wait_for(pushing, PUSH_DRAIN_SECONDS)
        except ApplicationError as err:
            await self._report(handle.fail(err), request)
        else:
            await self._report(handle.complete(response), request)

    def _push(self, request: AgentRequest, answer: LiveAnswer | None) -> asyncio.Task[None] | None:
        """Pushes the answer's events to the relay that waits for them (`api.live_inbox`), as
        its live answer server releases them; a push that fails leaves them to the stream."""
        if request.live_to is None or answer is None:
            return None

        async def body() -> AsyncIterator[bytes]:
            async for lines in answer.lines(0, prelude=True):
                yield lines.encode()

        async def push(url: str) -> None:
            try:
                response = await self._push_http.post(url, content=body())
                if response.status_code != 204:
                    activity.logger.info("Answer to %s not pushed: %s", request.message_id, response.status_code)
            except httpx.HTTPError as err:
                activity.logger.warning("Answer to %s not pushed: %r", request.message_id, err)

        return asyncio.create_task(push(request.live_to))

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
        await self._push_http.aclose()

    async def _stream(self, request: AgentRequest, answer: LiveAnswer | None) -> AgentResponse:
        model = request.model or self._settings.llm_model
        live = LiveStream(request, timedelta(milliseconds=self._settings.stream_batch_ms), answer)
        parts: list[str] = []
        usage = TokenUsage()
        finish_reason: str | None = None
        # No relay waits for a push (a reader of the stream may): the server's address at once.
        beating = asyncio.create_task(live.run(at_once=request.live_to is None))
        with llm_generation("agent_answer", model) as generation:
            try:
                messages = [m.model_dump() for m in request.messages]
                async with self._llm.stream(model=model, messages=messages) as pieces:
                    async for piece in pieces:
                        usage = piece.usage or usage
                        finish_reason = piece.finish_reason or finish_reason
                        if piece.content:
                            if not parts:
                                generation.first_token()
                            live.add(piece.content)
                            parts.append(piece.content)
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
                beating.cancel()
                await live.record_for_retry()
                raise llm_error(err, live.snapshot()) from err
            except Exception as err:
                beating.cancel()
                await live.record_for_retry()
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
