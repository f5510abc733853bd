"""Client-safe errors (seed 003, DD-17): internal failures map to a code and a fixed message.

Activities raise `ApplicationError(type=<ErrorCode>)`; the workflow maps the code to the
message a client may see (`failure_error`). Raw exception text never reaches a client; it is logged.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from temporalio.exceptions import ActivityError, ApplicationError, ChildWorkflowError
from temporalio.exceptions import TimeoutError as ActivityTimeoutError


class ErrorCode(StrEnum):
    LLM_UNAVAILABLE = "LLM_UNAVAILABLE"
    LLM_REQUEST_REJECTED = "LLM_REQUEST_REJECTED"
    LLM_AUTH_FAILED = "LLM_AUTH_FAILED"
    RATE_LIMITED = "RATE_LIMITED"
    LLM_BAD_OUTPUT = "LLM_BAD_OUTPUT"
    STORAGE_ERROR = "STORAGE_ERROR"
    INVALID_TENANT = "INVALID_TENANT"
    AGENT_NOT_FOUND = "AGENT_NOT_FOUND"
    TOOL_UNAVAILABLE = "TOOL_UNAVAILABLE"
    TOOL_FAILED = "TOOL_FAILED"
    SLACK_UNAVAILABLE = "SLACK_UNAVAILABLE"
    SLACK_FAILED = "SLACK_FAILED"
    SQL_REFUSED = "SQL_REFUSED"
    SQL_FAILED = "SQL_FAILED"
    NO_FREE_SLOT = "NO_FREE_SLOT"
    EXTRACT_MISSING = "EXTRACT_MISSING"
    INVALID_RESEARCH_INPUT = "INVALID_RESEARCH_INPUT"
    PLANNING_FAILED = "PLANNING_FAILED"
    INVALID_MESSAGE = "INVALID_MESSAGE"
    # The planner's tools (seed 003, DD-17's messages).
    SEARCH_UNAVAILABLE = "SEARCH_UNAVAILABLE"
    TASK_BLOCKS_UNAVAILABLE = "TASK_BLOCKS_UNAVAILABLE"
    # The schema design pipeline's PostgreSQL sandbox (seed 001).
    SANDBOX_UNAVAILABLE = "SANDBOX_UNAVAILABLE"
    DESIGN_REQUEST_UNCLEAR = "DESIGN_REQUEST_UNCLEAR"
    # An SSE relay could not read its stream from Temporal (unreachable, or no worker answered):
    # the stream ends, nothing is lost, the client resumes it.
    TEMPORAL_UNAVAILABLE = "TEMPORAL_UNAVAILABLE"
    UNKNOWN = "UNKNOWN_ERROR"
    # Not a failure: the user stopped the turn (spelled as the chat-controls contract says).
    CANCELLED = "cancelled"


CLIENT_MESSAGES: dict[ErrorCode, str] = {
    ErrorCode.LLM_UNAVAILABLE: "The AI service is temporarily unavailable. Please try again.",
    ErrorCode.LLM_REQUEST_REJECTED: "The AI service could not process this request. Try rephrasing or shortening it.",
    ErrorCode.LLM_AUTH_FAILED: "The AI service rejected our credentials. Please contact the administrator.",
    ErrorCode.RATE_LIMITED: "Service is busy. Please wait a moment and try again.",
    ErrorCode.LLM_BAD_OUTPUT: "The AI service gave an answer we could not use. Please try again.",
    ErrorCode.STORAGE_ERROR: "A temporary storage issue occurred. Please try again.",
    ErrorCode.INVALID_TENANT: "This account is not active. Please contact the administrator.",
    ErrorCode.AGENT_NOT_FOUND: "The agent of this chat no longer exists.",
    ErrorCode.TOOL_UNAVAILABLE: "A tool the agent relies on is temporarily unavailable. Please try again.",
    ErrorCode.TOOL_FAILED: "A tool the agent used could not handle this request. Try rephrasing it.",
    ErrorCode.SLACK_UNAVAILABLE: "Slack is temporarily unavailable; the approval message will be retried.",
    ErrorCode.SLACK_FAILED: "Slack refused the approval message. Please contact the administrator.",
    ErrorCode.SQL_REFUSED: "The query was refused: only a single read-only SELECT may run against the warehouse.",
    ErrorCode.SQL_FAILED: "The query could not be run against the warehouse. Please revise it.",
    ErrorCode.NO_FREE_SLOT: "No common free time was found for the kickoff meeting.",
    ErrorCode.EXTRACT_MISSING: "The extracted data is no longer available. Please extract it again.",
    ErrorCode.INVALID_RESEARCH_INPUT: "The research request holds a value that cannot be processed.",
    ErrorCode.INVALID_MESSAGE: "The message could not be understood; check its event name and payload.",
    ErrorCode.PLANNING_FAILED: "We could not build a valid workflow for this request. Please rephrase it or add details.",
    ErrorCode.SEARCH_UNAVAILABLE: "Search service is temporarily unavailable.",
    ErrorCode.TASK_BLOCKS_UNAVAILABLE: "Unable to retrieve task blocks.",
    ErrorCode.SANDBOX_UNAVAILABLE: "The PostgreSQL sandbox that tests schemas is unavailable. Please try again later.",
    ErrorCode.DESIGN_REQUEST_UNCLEAR: "The request names nothing to design: describe the things the app keeps "
    "records of (e.g. 'members borrow books, each loan has a due date'), or name the table to change.",
    ErrorCode.TEMPORAL_UNAVAILABLE: "The workflow service is not answering, so this stream stopped; nothing is lost. "
    "Reconnect with Last-Event-ID to resume it.",
    ErrorCode.UNKNOWN: "An unexpected error occurred. Please try again.",
    ErrorCode.CANCELLED: "The answer was stopped.",
}


# The ApplicationError type of a message refused because its id (an Idempotency-Key) was
# already used for other content; the API answers it 422.
IDEMPOTENCY_KEY_REUSED = "IdempotencyKeyReused"
REUSED_KEY_MESSAGE = "This Idempotency-Key was already used for a different message; use a new key for new content."


def client_error(failure_type: str | None) -> tuple[ErrorCode, str]:
    """The code and safe message for a failure whose `ApplicationError.type` is given."""
    try:
        code = ErrorCode(failure_type or "")
    except ValueError:
        code = ErrorCode.UNKNOWN
    return code, CLIENT_MESSAGES[code]


# An activity's ApplicationError may carry {PUBLIC_DETAIL: "..."} as its first detail: what
# went wrong in words safe to show (its message may hold SQL or database internals).
PUBLIC_DETAIL = "public_detail"
# What a failed activity raises in a workflow: an ActivityError, or a local activity's cause itself.
ACTIVITY_FAILURES = (ActivityError, ApplicationError, ActivityTimeoutError)


def failure_error(
    failure: BaseException | None, unavailable: ErrorCode = ErrorCode.UNKNOWN, notes: Iterable[str] = ()
) -> tuple[ErrorCode, str]:
    """The code and client-safe message of a failed activity or child workflow (its
    ActivityError / ChildWorkflowError, or the cause itself). An ApplicationError names the
    code by its type; any other cause (a timeout, the server gave up) means `unavailable`.
    The activity's public detail and the caller's `notes` follow the message in parentheses."""
    cause = failure.cause if isinstance(failure, ActivityError | ChildWorkflowError) else failure
    if not isinstance(cause, ApplicationError):
        code, message = client_error(unavailable)
        detail = ""
    else:
        code, message = client_error(cause.type)
        first = cause.details[0] if cause.details else None
        detail = str(first.get(PUBLIC_DETAIL, "")) if isinstance(first, dict) else ""
    said = "; ".join(d for d in (detail, *notes) if d)
    return code, f"{message} ({said})" if said else message
