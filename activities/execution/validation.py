"""The LLM calls of a validated execution (seed 004): the answer, and the judge's review.

Both are single, non-streamed chat completions (`activities.llm`: retries belong to
Temporal, an OpenAI error is `llm_error`'s failure). The answer goes to the plan's provider (LLM_PROVIDERS by name; none: LLM_BASE_URL), the
judge always to LLM_BASE_URL. The judge takes the shape
`LLM_DECISION_STYLE` names (`durable_agents.execution.scoring`); either way it returns seed
004's four scores and feedback.
"""

from __future__ import annotations

from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.heartbeat import keep_alive
from activities.llm import StructuredLLM, llm_for
from durable_agents.errors import ErrorCode
from durable_agents.execution.contract import JudgeRequest, JudgeScores, JudgeVerdict, ProviderRequest, ProviderResponse
from durable_agents.execution.scoring import (
    ANSWER_TOKENS,
    JUDGE_DESCRIPTION,
    JUDGE_FUNCTION,
    VERDICT_DESCRIPTION,
    VERDICT_SCORES,
    VERDICT_TOKENS,
    JudgeChoice,
    judge_messages,
    verdict_messages,
)
from durable_agents.settings import Settings


class ValidationActivities:
    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._llm = llm_for(settings)

    @activity.defn
    @keep_alive
    async def call_provider(self, request: ProviderRequest) -> ProviderResponse:
        """One answer to the built messages (in `ANSWER_TOKENS` in the enumerated style)."""
        llm, model = self._provider(request)
        budget = {"max_tokens": ANSWER_TOKENS} if self._settings.llm_decision_style == "enumerated" else {}
        response, usage = await llm.complete(
            "provider_answer", model=model, messages=[m.model_dump() for m in request.messages], **budget
        )
        choice = response.choices[0]
        return ProviderResponse(
            content=choice.message.content or "",
            model=response.model or model,
            usage=usage,
            finish_reason=choice.finish_reason,
        )

    def _provider(self, request: ProviderRequest) -> tuple[StructuredLLM, str]:
        """The LLM and model of the request's provider; one this worker does not know, or a
        model it does not allow there, is a non-retryable `LLM_REQUEST_REJECTED`."""
        if request.provider is None:
            return self._llm, request.model or self._settings.llm_model
        provider = self._settings.llm_providers.get(request.provider)
        if provider is None or (request.model is not None and request.model not in provider.models):
            raise ApplicationError(
                f"provider {request.provider!r} with model {request.model!r} is not in this worker's LLM_PROVIDERS",
                type=ErrorCode.LLM_REQUEST_REJECTED,
                non_retryable=True,
            )
        llm = llm_for(self._settings, base_url=provider.base_url, api_key=provider.api_key)
        return llm, request.model or provider.models[0]

    @activity.defn
    @keep_alive
    async def judge_response(self, request: JudgeRequest) -> JudgeVerdict:
        """The judge's four scores and feedback; a reply off the schema is `LLM_BAD_OUTPUT`."""
        model = request.model or self._settings.llm_model
        if self._settings.llm_decision_style == "enumerated":
            choice, usage = await self._llm.decide(
                model=model,
                messages=verdict_messages(request.query, request.response),
                schema=JudgeChoice,
                name=JUDGE_FUNCTION,
                description=VERDICT_DESCRIPTION,
                max_tokens=VERDICT_TOKENS,
            )
            return JudgeVerdict(scores=VERDICT_SCORES[choice.verdict], usage=usage)
        scores, usage = await self._llm.decide(
            model=model,
            messages=judge_messages(request.query, request.response),
            schema=JudgeScores,
            name=JUDGE_FUNCTION,
            description=JUDGE_DESCRIPTION,
        )
        return JudgeVerdict(scores=scores, usage=usage)
