"""The agent's LLM call: streamed (`activities.llm`), tokens sent live as heartbeats.

Retries belong to Temporal; an OpenAI error is `llm_error`'s failure, carrying the chunks
streamed so far, and any other error an `UNKNOWN_ERROR` carrying them.
"""

from __future__ import annotations

import asyncio
import time
from datetime import timedelta
from typing import Any

import openai
from sqlalchemy.exc import SQLAlchemyError
from temporalio import activity
from temporalio.exceptions import ApplicationError

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


class LiveStream:
    """The answer streamed so far, sent to the server as the activity's heartbeat details
    (`LiveChunks`): the first token at once (it sets the perceived latency), then every
    `interval` while tokens come. SSE relays read it from the pending activity, so tokens
    never enter the workflow's history. A retried attempt carries on from the chunks the
    previous attempt's last heartbeat recorded (clients may have seen them), after a
    `content_reset` telling clients its answer starts over."""

    def __init__(self, message_id: str, first_offset: int, interval: timedelta) -> None:
        self._interval = interval.total_seconds()
        self.live = self._previous_attempt(message_id, first_offset).restarted(activity.info().attempt)
        self._sent = -1  # chunks covered by the last heartbeat; -1: none sent by this attempt
        self._last_beat = 0.0

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
        self.chunks.append(token)
        if self._sent < 0 or time.monotonic() - self._last_beat >= self._interval:
            self.beat()

    def streamed(self) -> dict[str, Any]:
        """`AgentResponse`'s fields of what was streamed."""
        return {"chunks": self.chunks, "resets": self.live.resets, "first_attempt": self.live.first_attempt}

    def snapshot(self) -> LiveChunks:
        return self.live.model_copy(update={"chunks": list(self.chunks)})

    def beat(self) -> None:
        activity.heartbeat(self.snapshot())
        self._sent, self._last_beat = len(self.chunks), time.monotonic()

    async def run(self) -> None:
        while True:
            await asyncio.sleep(self._interval)
            idle = time.monotonic() - self._last_beat
            if len(self.chunks) > self._sent or idle >= KEEPALIVE_SECONDS:
                self.beat()


class LLMActivities:
    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._llm = llm_for(settings)

    @activity.defn
    async def stream_agent_response(self, request: AgentRequest) -> AgentResponse:
        """Stream the answer; its chunks go out live through heartbeats (`LiveStream`) and
        come back in the result, for the workflow to publish as `content_chunk` events."""
        model = request.model or self._settings.llm_model
        live = LiveStream(
            request.message_id, request.stream_offset, timedelta(milliseconds=self._settings.stream_batch_ms)
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
            except asyncio.CancelledError:
                details = activity.cancellation_details()
                if details is None or not details.cancel_requested:
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
