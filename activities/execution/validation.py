"""The LLM calls of a validated execution (seed 004): the answer, and the judge's review.

Both are single, non-streamed chat completions. Retries belong to Temporal (the client's
own are off); failures retrying cannot fix are non-retryable (`llm_error`), and the
`ApplicationError.type` is the client error code.
"""

from __future__ import annotations

import openai
from temporalio import activity

from activities.llm import StructuredLLM, llm_client, llm_error, sampling, usage_of
from durable_agents.execution.contract import JudgeRequest, JudgeScores, JudgeVerdict, ProviderRequest, ProviderResponse
from durable_agents.execution.scoring import JUDGE_DESCRIPTION, JUDGE_FUNCTION, judge_messages
from durable_agents.settings import Settings
from durable_agents.tracing import llm_generation


class ValidationActivities:
    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._client = llm_client(settings)
        self._sampling = sampling(settings)
        self._structured = StructuredLLM(self._client, settings.llm_tool_mode, self._sampling)

    @activity.defn
    async def call_provider(self, request: ProviderRequest) -> ProviderResponse:
        """One answer to the built messages."""
        model = request.model or self._settings.llm_model
        with llm_generation("provider_answer", model) as generation:
            try:
                response = await self._client.chat.completions.create(
                    model=model,
                    messages=[m.model_dump() for m in request.messages],
                    **self._sampling,
                )
            except openai.OpenAIError as err:
                raise llm_error(err) from err
            generation.record(response)
        choice = response.choices[0]
        return ProviderResponse(
            content=choice.message.content or "",
            model=response.model or model,
            usage=usage_of(response),
            finish_reason=choice.finish_reason,
        )

    @activity.defn
    async def judge_response(self, request: JudgeRequest) -> JudgeVerdict:
        """The judge's four scores and feedback; a reply off the schema is `LLM_BAD_OUTPUT`."""
        scores, usage = await self._structured.decide(
            model=request.model or self._settings.llm_model,
            messages=judge_messages(request.query, request.response),
            schema=JudgeScores,
            name=JUDGE_FUNCTION,
            description=JUDGE_DESCRIPTION,
        )
        return JudgeVerdict(scores=scores, usage=usage)
