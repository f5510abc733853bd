"""Seed 004's confidence score and the prompts of the validated execution loop.

confidence = 0.3 x rule score + 0.7 x LLM judge score. The rule score is 0.5 (the seed's
"base score") when the answer passes every check (length, word count, no refusal or
apology), else 0.5 x passed / 3; the judge score is its four 0-25 scores summed, / 100.

The judge has two shapes (`LLM_DECISION_STYLE`). `open`: the model writes the four scores
and free feedback. `enumerated` (a tiny local model): it picks one verdict from a short list,
and code turns the verdict into the four scores and the feedback (`VERDICT_SCORES`); the
answer gets a token budget too (`ANSWER_TOKENS`). A 135M model writes no usable numbers or
advice (all zeros, then a loop in its feedback until its token cap), but ends a one-word
choice in a few tokens.

Pure functions only: the workflow calls them, so they must stay deterministic.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel

from durable_agents.chat.contract import AgentConfig
from durable_agents.chat.prompts import build_agent_messages
from durable_agents.execution.contract import JudgeScores
from durable_agents.llm_types import LLMMessage

RULE_WEIGHT = 0.3
JUDGE_WEIGHT = 0.7
RULE_BASE_SCORE = 0.5
MIN_CHARS = 10
MIN_WORDS = 3
_REFUSAL = re.compile(
    r"\b(?:i['’]?m sorry|i am sorry|i apologi[sz]e|i cannot|i can['’]?t|i am unable|i['’]?m unable|as an ai)\b",
    re.IGNORECASE,
)

# What the caller gets instead of an answer that never reached the threshold.
FALLBACK_MESSAGE = (
    "I could not produce an answer I am confident in. Please rephrase your question or add "
    "more detail, and I will try again."
)
DEFAULT_AGENT = AgentConfig(
    agent_id="",
    name="Assistant",
    system_prompt="You are a helpful assistant. Answer the question accurately, completely and concisely.",
)
RETRY_GUIDANCE = "A reviewer judged your previous answer to this question not good enough. Their feedback:"

# The judge's forced function (native tool mode) or JSON schema name (json_schema mode).
JUDGE_FUNCTION = "score_response"
JUDGE_DESCRIPTION = "Score the assistant's answer and say how to improve it."
JUDGE_PROMPT = (
    "You review an AI assistant's answer to a question. Score it from 0 to 25 on each of: "
    "relevance (does it address the question), helpfulness (would it help the person asking), "
    "accuracy (is it correct) and completeness (does it cover everything asked). Then give short, "
    "concrete feedback on how the answer could be improved."
)

# The answer's token budget in the enumerated style: past ~100 words a tiny model repeats
# itself, and the answer is the bulk of an attempt's time (the judge then reads it again).
ANSWER_TOKENS = 128
# The enumerated judge: a short prompt (a small model reads a long one slowly and follows it
# worse), and a token budget well above its replies (13-47 tokens measured: SmolLM2 pads its
# JSON with newlines), so that one padding on is cut and sampled again, not run to the cap.
VERDICT_PROMPT = "Judge the answer to the question: correct, incomplete, partly_wrong, wrong or off_topic."
VERDICT_DESCRIPTION = "Judge the assistant's answer."
VERDICT_TOKENS = 64
Verdict = Literal["correct", "incomplete", "partly_wrong", "wrong", "off_topic"]


class JudgeChoice(BaseModel):
    """The enumerated judge's reply."""

    verdict: Verdict


def _scores(relevance: int, helpfulness: int, accuracy: int, completeness: int, feedback: str) -> JudgeScores:
    return JudgeScores(
        relevance=relevance, helpfulness=helpfulness, accuracy=accuracy, completeness=completeness, feedback=feedback
    )


# What each verdict scores: only "correct" reaches the default threshold (0.85 with every rule
# passed); the feedback is what the next attempt is told to fix.
VERDICT_SCORES: dict[Verdict, JudgeScores] = {
    "correct": _scores(25, 25, 25, 25, ""),
    "incomplete": _scores(25, 15, 25, 10, "The answer is incomplete: cover every part of the question."),
    "partly_wrong": _scores(20, 10, 5, 10, "Part of the answer is wrong: say only what is true."),
    "wrong": _scores(15, 5, 0, 5, "The answer is wrong: give the correct answer."),
    "off_topic": _scores(0, 0, 0, 0, "The answer is off topic: answer exactly what was asked."),
}


class Validation(BaseModel):
    """One attempt's scores; the metadata of its `validation` reasoning event."""

    attempt: int
    confidence: float
    rule_score: float
    llm_score: float
    accepted: bool
    feedback: str


def rule_problems(content: str) -> list[str]:
    """The rule checks the answer fails, each as advice for the next attempt."""
    problems = []
    if len(content.strip()) < MIN_CHARS:
        problems.append(f"The answer is too short: write at least {MIN_CHARS} characters.")
    if len(content.split()) < MIN_WORDS:
        problems.append(f"The answer needs at least {MIN_WORDS} words.")
    if _REFUSAL.search(content):
        problems.append("Do not refuse or apologise: answer the question.")
    return problems


def rule_score(content: str) -> float:
    return RULE_BASE_SCORE * (3 - len(rule_problems(content))) / 3


def judge_score(scores: JudgeScores) -> float:
    return (scores.relevance + scores.helpfulness + scores.accuracy + scores.completeness) / 100


def confidence(rule: float, judge: float) -> float:
    return round(RULE_WEIGHT * rule + JUDGE_WEIGHT * judge, 4)


def build_messages(
    agent: AgentConfig,
    documents: list[dict[str, Any]],
    query: str,
    feedback: str,
    conversation: list[LLMMessage] | None = None,
) -> list[LLMMessage]:
    """The agent's system prompt with the numbered sources, the query (or the conversation a
    parent chat prepared); on a retry the reviewer's feedback is added to the system prompt."""
    messages = list(conversation) if conversation else build_agent_messages(agent, documents, [], query)
    if feedback:
        system = messages[0]
        messages[0] = LLMMessage(role="system", content=f"{system.content}\n\n{RETRY_GUIDANCE}\n{feedback}")
    return messages


def judge_messages(query: str, response: str) -> list[dict[str, str]]:
    return [
        {"role": "system", "content": JUDGE_PROMPT},
        {"role": "user", "content": f"Question:\n{query}\n\nAnswer:\n{response}"},
    ]


def verdict_messages(query: str, response: str) -> list[dict[str, str]]:
    return [
        {"role": "system", "content": VERDICT_PROMPT},
        {"role": "user", "content": f"Question: {query}\nAnswer: {response}"},
    ]
