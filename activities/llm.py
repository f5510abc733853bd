"""The agent's LLM call: streamed with `openai.AsyncOpenAI`, tokens published to the chat's stream.

Retries belong to Temporal (the client's own are off). Failures retrying cannot fix
(bad request, auth) are non-retryable; the `ApplicationError.type` is the client error code.
"""

from __future__ import annotations

from datetime import timedelta

import openai
from openai import AsyncOpenAI
from temporalio import activity
from temporalio.contrib.workflow_streams import WorkflowStreamClient
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
        publisher = WorkflowStreamClient.from_within_activity(
            batch_interval=timedelta(milliseconds=self._settings.stream_batch_ms)
        )
        chunks = publisher.topic(CONTENT_CHUNK_TOPIC, type=ContentChunkEvent)
        try:
            async with publisher:
                stream = await self._client.chat.completions.create(
                    model=model,
                    messages=[m.model_dump() for m in request.messages],
                    temperature=self._settings.llm_temperature,
                    stream=True,
                    stream_options={"include_usage": True},
                )
                async for chunk in stream:
                    activity.heartbeat()
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
                        # The first token is flushed at once: it sets the perceived latency.
                        chunks.publish(
                            ContentChunkEvent(message_id=request.message_id, content=choice.delta.content),
                            force_flush=not parts,
                        )
                        parts.append(choice.delta.content)
                # An explicit flush before leaving the context (not force_flush at the
                # exit) avoids the Python 3.11 wait_for hang noted in FACTS.md.
                await publisher.flush()
        except openai.OpenAIError as err:
            raise _as_application_error(err) from err
        return AgentResponse(content="".join(parts), model=model, usage=usage, finish_reason=finish_reason)
