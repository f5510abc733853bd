"""The agent's LLM call: streamed with `openai.AsyncOpenAI`, tokens published to the chat's stream.

Retries belong to Temporal (the client's own are off). Failures retrying cannot fix
(bad request, auth) are non-retryable; the `ApplicationError.type` is the client error code.
"""

from __future__ import annotations

import asyncio
from datetime import timedelta

import openai
from openai import AsyncOpenAI
from temporalio import activity
from temporalio.contrib.workflow_streams import TopicHandle, WorkflowStreamClient
from temporalio.exceptions import ApplicationError

from durable_agents.errors import ErrorCode
from durable_agents.models import AgentRequest, AgentResponse, TokenUsage
from durable_agents.settings import Settings
from durable_agents.stream import CONTENT_CHUNK_TOPIC, ContentChunkEvent


def _as_application_error(err: openai.OpenAIError) -> ApplicationError:
    detail = f"{type(err).__name__}: {err}"
    if isinstance(err, (openai.AuthenticationError, openai.PermissionDeniedError)):
        return ApplicationError(detail, type=ErrorCode.LLM_AUTH_FAILED, non_retryable=True)
    if isinstance(err, (openai.BadRequestError, openai.NotFoundError, openai.UnprocessableEntityError)):
        return ApplicationError(detail, type=ErrorCode.LLM_REQUEST_REJECTED, non_retryable=True)
    if isinstance(err, openai.RateLimitError):
        retry_after = err.response.headers.get("retry-after", "")
        delay = timedelta(seconds=float(retry_after)) if retry_after.replace(".", "", 1).isdigit() else None
        return ApplicationError(detail, type=ErrorCode.RATE_LIMITED, next_retry_delay=delay)
    return ApplicationError(detail, type=ErrorCode.LLM_UNAVAILABLE)


HEARTBEAT_EVERY_SECONDS = 0.5


async def _heartbeat_until_cancelled() -> None:
    """Heartbeats also while the LLM is silent (a slow first token): a cancel request reaches
    the activity with the next heartbeat's answer, so stopping a turn takes about a second."""
    while True:
        await asyncio.sleep(HEARTBEAT_EVERY_SECONDS)  # not at once: the start is latency-critical
        activity.heartbeat()


class TokenBatcher:
    """Hands streamed tokens to the workflow stream: the first at once (it sets the perceived
    latency), then every `interval`. Tokens not yet handed over when the LLM finishes are
    returned with the activity's result instead, so the workflow publishes them together
    with `final`: one signal and one workflow task less at the end of every turn."""

    def __init__(self, topic: TopicHandle[ContentChunkEvent], message_id: str, interval: timedelta) -> None:
        self._topic = topic
        self._message_id = message_id
        self._interval = interval.total_seconds()
        self._pending: list[str] = []
        self._sent_any = False

    def add(self, token: str) -> None:
        self._pending.append(token)
        if not self._sent_any:
            self._hand_over()

    async def run(self) -> None:
        while True:
            await asyncio.sleep(self._interval)
            self._hand_over()

    def take_tail(self) -> list[str]:
        tail, self._pending = self._pending, []
        return tail

    def _hand_over(self) -> None:
        if not self._pending:
            return
        *head, last = self._pending
        for token in head:
            self._topic.publish(ContentChunkEvent(message_id=self._message_id, content=token))
        self._topic.publish(ContentChunkEvent(message_id=self._message_id, content=last), force_flush=True)
        self._pending = []
        self._sent_any = True


class LLMActivities:
    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._client = AsyncOpenAI(
            base_url=settings.llm_base_url,
            api_key=settings.llm_api_key,
            max_retries=0,
            timeout=settings.llm_timeout_seconds,
        )

    @activity.defn
    async def stream_agent_response(self, request: AgentRequest) -> AgentResponse:
        """Stream the answer; each token goes to the chat stream as a `content_chunk`."""
        model = request.model or self._settings.llm_model
        parts: list[str] = []
        usage = TokenUsage()
        finish_reason: str | None = None
        # Flushes are driven by the batcher; the client's own timer is only a backstop.
        publisher = WorkflowStreamClient.from_within_activity(batch_interval=timedelta(seconds=1))
        batcher = TokenBatcher(
            publisher.topic(CONTENT_CHUNK_TOPIC, type=ContentChunkEvent),
            request.message_id,
            timedelta(milliseconds=self._settings.stream_batch_ms),
        )
        try:
            async with publisher:
                handing_over = asyncio.create_task(batcher.run())
                heartbeating = asyncio.create_task(_heartbeat_until_cancelled())
                try:
                    stream = await self._client.chat.completions.create(
                        model=model,
                        messages=[m.model_dump() for m in request.messages],
                        temperature=self._settings.llm_temperature,
                        stream=True,
                        stream_options={"include_usage": True},
                    )
                    async for chunk in stream:
                        if chunk.usage is not None:
                            usage = TokenUsage(
                                prompt_tokens=chunk.usage.prompt_tokens,
                                completion_tokens=chunk.usage.completion_tokens,
                                total_tokens=chunk.usage.total_tokens,
                            )
                        if not chunk.choices:
                            continue
                        choice = chunk.choices[0]
                        finish_reason = choice.finish_reason or finish_reason
                        if choice.delta.content:
                            batcher.add(choice.delta.content)
                            parts.append(choice.delta.content)
                finally:
                    handing_over.cancel()
                    heartbeating.cancel()
                # Everything handed over must reach the workflow before this activity
                # completes, or `final` could overtake it. An explicit flush (not force_flush
                # at the exit) also avoids the Python 3.11 wait_for hang noted in FACTS.md.
                await publisher.flush()
        except openai.OpenAIError as err:
            raise _as_application_error(err) from err
        return AgentResponse(
            content="".join(parts),
            unpublished_tokens=batcher.take_tail(),
            model=model,
            usage=usage,
            finish_reason=finish_reason,
        )
