"""LLM decisions of a chat turn that are not the streamed answer: which agent answers
(modes 2 and 3), the next ReAct step (a thought and a tool call), and the running summary
of a long conversation (mode 2's memory). Each is one non-streamed LLM call.
"""

from __future__ import annotations

import asyncio
from typing import Literal

from pydantic import BaseModel, Field, create_model
from sqlalchemy.exc import SQLAlchemyError
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.heartbeat import keep_alive
from activities.llm import llm_for
from durable_agents.chat import agents as agents_store
from durable_agents.chat import documents
from durable_agents.chat.agent_choice import lexical_choice
from durable_agents.chat.contract import (
    AgentConfig,
    AgentSelection,
    ReactStep,
    ReactStepInput,
    SelectAgentInput,
    SummaryInput,
    SummaryOutput,
)
from durable_agents.errors import ErrorCode
from durable_agents.settings import Settings

# A one-sentence reason: bounded, so a small model cannot ramble in it until its token cap.
REASON_CHARS = 160


def agent_choice_schema(names: list[str]) -> type[BaseModel]:
    """What the model is asked for when it picks an agent: one of `names` (an enum, which a
    constrained decoder can only fill with a name offered), then a short reason."""
    return create_model(
        "AgentChoice",
        agent_name=(Literal[tuple(names)], ...),
        reason=(str, Field(json_schema_extra={"maxLength": REASON_CHARS})),
    )


class DecisionActivities:
    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._llm = llm_for(settings)

    @activity.defn
    @keep_alive
    async def select_agent(self, request: SelectAgentInput) -> AgentSelection:
        """Ask the LLM to pick one of the tenant's agents for the message, with a reason; an
        LLM failure or an answer naming no agent falls back to a lexical match."""
        try:
            stored = await asyncio.to_thread(agents_store.list_agents, self._db_url, request.tenant_id)
        except SQLAlchemyError as err:
            raise ApplicationError(f"agent lookup failed: {err}", type=ErrorCode.STORAGE_ERROR) from err
        candidates = [agents_store.agent_config(agent) for agent in stored]
        if not candidates:
            raise ApplicationError("the tenant has no agents", type=ErrorCode.AGENT_NOT_FOUND, non_retryable=True)
        if len(candidates) == 1:
            return AgentSelection(agent=candidates[0], reason="The only agent of this account.", method="only")
        catalogue = "\n".join(f"- {a.name}: {a.description or a.system_prompt[:200]}" for a in candidates)
        messages = [
            {
                "role": "system",
                "content": "Pick the agent best suited to answer the user's message. Agents:\n"
                f"{catalogue}\nAnswer with the agent's exact name and a one-sentence reason.",
            },
            {"role": "user", "content": request.message},
        ]
        try:
            choice, usage = await self._llm.decide(
                model=self._settings.llm_model,
                messages=messages,
                schema=agent_choice_schema(list(dict.fromkeys(a.name for a in candidates))),
                name="choose_agent",
                description="Choose the agent that answers the message.",
                max_tokens=32 + REASON_CHARS,
            )
        except ApplicationError as err:
            activity.logger.warning("Agent selection by LLM failed, matching words instead: %s", err)
            agent, reason = await self._lexical_choice(request, candidates)
            return AgentSelection(agent=agent, reason=reason, method="lexical")
        by_name = {a.name.strip().lower(): a for a in candidates}
        agent = by_name.get(choice.agent_name.strip().lower())
        if agent is None:
            activity.logger.warning("The LLM chose an unknown agent %r, matching words instead", choice.agent_name)
            agent, reason = await self._lexical_choice(request, candidates)
            return AgentSelection(agent=agent, reason=reason, method="lexical", usage=usage)
        return AgentSelection(
            agent=agent, reason=choice.reason.strip() or "Chosen by the model.", method="llm", usage=usage
        )

    async def _lexical_choice(
        self, request: SelectAgentInput, candidates: list[AgentConfig]
    ) -> tuple[AgentConfig, str]:
        try:
            words = await asyncio.to_thread(
                documents.agent_words, self._db_url, request.tenant_id, [a.agent_id for a in candidates]
            )
        except SQLAlchemyError as err:
            raise ApplicationError(f"agent documents lookup failed: {err}", type=ErrorCode.STORAGE_ERROR) from err
        return lexical_choice(request.message, candidates, words)

    @activity.defn
    @keep_alive
    async def choose_action(self, request: ReactStepInput) -> ReactStep:
        """One ReAct step: the model's thought and the tool it calls, or none when it can answer."""
        choice, usage = await self._llm.choose_tool(
            model=request.model or self._settings.llm_model,
            messages=[m.model_dump() for m in request.messages],
            tools=request.tools,
            call_id=request.call_id,
        )
        return ReactStep(thought=choice.thought, call=choice.call, usage=usage)

    @activity.defn
    @keep_alive
    async def summarize_conversation(self, request: SummaryInput) -> SummaryOutput:
        """The running summary of a conversation, extended with its latest turns."""
        transcript = "\n".join(f"{m.role}: {m.content}" for m in request.messages)
        prompt = [
            {
                "role": "system",
                "content": "Summarize the conversation for an assistant that will continue it: the user's goals, "
                "facts established, open questions. At most 150 words.",
            },
            {"role": "user", "content": f"Summary so far:\n{request.summary or '(none)'}\n\nNew turns:\n{transcript}"},
        ]
        summary, usage = await self._llm.reply(
            "summarize_conversation", model=request.model or self._settings.llm_model, messages=prompt
        )
        return SummaryOutput(summary=summary.strip(), usage=usage)

    @property
    def _db_url(self) -> str:
        return self._settings.resolved_database_url
