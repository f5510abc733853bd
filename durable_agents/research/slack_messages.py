"""Slack approval messages: Block Kit for a gate (open, decided) and a thin client.

The buttons' `value` carries the request id and the gate as JSON, so a click names the
decision without any lookup. `SlackNotifier` wraps slack_sdk's `AsyncWebClient` (its base
URL is `settings.slack_api_url`, so tests point it at a local stand-in) and turns every
failure into a `SlackError` that says whether trying again may help.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable
from datetime import datetime
from typing import Any

import aiohttp
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient
from slack_sdk.web.async_slack_response import AsyncSlackResponse

from durable_agents.research.contract import (
    GATES,
    ApprovalNotice,
    ApprovalNoticeDecided,
    DeliveryNotice,
    ResearchState,
)
from durable_agents.research.delivery import MANIFEST, file_url, files_url, request_page_url
from durable_agents.settings import Settings

ACTIONS_BLOCK_ID = "approval"
APPROVAL_ACTIONS = ("approve", "reject")
MAX_VALUE_CHARS = 2000  # Block Kit's limit on a button's value
_MAX_HEADER_CHARS = 150
_MAX_SECTION_CHARS = 3000
_MAX_FIELD_CHARS = 2000

# Slack errors worth another try; any other error repeats on every attempt.
_RETRYABLE_ERRORS = frozenset(
    {"ratelimited", "internal_error", "fatal_error", "service_unavailable", "request_timeout"}
)


_GATE_LABELS = {
    ResearchState.REQUIREMENTS_REVIEW: "Requirements review",
    ResearchState.PHENOTYPE_REVIEW: "Phenotype review",
    ResearchState.EXTRACTION_APPROVAL: "Extraction approval",
    ResearchState.QA_REVIEW: "QA review",
    ResearchState.SCOPE_CHANGE: "Scope change",
}


def gate_label(gate: ResearchState) -> str:
    return _GATE_LABELS.get(gate) or gate.value.replace("_", " ").capitalize()


def approval_value(request_id: str, gate: ResearchState) -> str:
    """The buttons' value: what a click decides."""
    value = json.dumps({"request_id": request_id, "gate": gate.value}, separators=(",", ":"))
    if len(value) > MAX_VALUE_CHARS:
        raise ValueError(f"a button value holds at most {MAX_VALUE_CHARS} characters")
    return value


def parse_approval_value(value: str) -> tuple[str, ResearchState]:
    """The request id and gate of a button's value; ValueError when it is not one of ours."""
    data = json.loads(value)
    if not isinstance(data, dict) or not isinstance(data.get("request_id"), str) or not data["request_id"]:
        raise ValueError("not an approval button value")
    gate = ResearchState(data.get("gate"))
    if gate not in GATES:
        raise ValueError(f"{gate} is not an approval gate")
    return data["request_id"], gate


def approval_text(notice: ApprovalNotice) -> str:
    """The message's plain text: notifications and clients without Block Kit show it."""
    prefix = "Reminder: " if notice.kind == "reminder" else ""
    return f"{prefix}approval needed: {gate_label(notice.gate)} of research request {notice.request_id}"


def approval_blocks(notice: ApprovalNotice, action_value: str) -> list[dict[str, Any]]:
    """The request's details and the Approve / Reject buttons."""
    if len(action_value) > MAX_VALUE_CHARS:
        raise ValueError(f"a button value holds at most {MAX_VALUE_CHARS} characters")
    buttons = [
        _button("Approve", "approve", "primary", action_value),
        _button("Reject", "reject", "danger", action_value),
    ]
    return [*_details(notice), {"type": "actions", "block_id": ACTIONS_BLOCK_ID, "elements": buttons}]


def decided_text(decided: ApprovalNoticeDecided) -> str:
    request = f"{gate_label(decided.gate)} of research request {decided.request_id}"
    if decided.decision is None:
        return f"{request}: no decision before the deadline"
    verb = "approved" if decided.decision == "approve" else "rejected"
    return f"{request}: {verb} by {decided.approver or 'unknown'}"


def decided_blocks(decided: ApprovalNoticeDecided, notice: ApprovalNotice | None = None) -> list[dict[str, Any]]:
    """The message once decided: the details (when known) and the outcome instead of the buttons."""
    if decided.decision is None:
        outcome = ":hourglass: *Timed out*: no decision before the deadline; the request goes to human review."
    else:
        mark, verb = (":white_check_mark:", "Approved") if decided.decision == "approve" else (":x:", "Rejected")
        outcome = f"{mark} *{verb}* by {_escape(decided.approver or 'unknown')}"
    if decided.reason:
        outcome += f"\n>{_escape(decided.reason)}"
    return [*_head(decided.request_id, decided.gate, notice), _section(outcome)]


def delivered_text(notice: DeliveryNotice) -> str:
    return f"Research request {notice.request_id} is delivered: {len(notice.files)} file(s) to download"


def delivered_message_blocks(notice: DeliveryNotice, base_url: str) -> list[dict[str, Any]]:
    """A completed request: what was asked, for whom, and links to its page and each file
    (downloads need the API key of its researcher, an approver who decided, or the tenant admin)."""
    request_id = notice.request_id
    files = [
        f"• <{_escape(file_url(base_url, request_id, f.name))}|{_escape(f.name)}> "
        f"({readable_size(f.bytes)}, SHA-256 `{f.sha256[:16]}…`)"
        for f in notice.files
    ]
    files.append(f"• <{_escape(file_url(base_url, request_id, MANIFEST))}|{MANIFEST}> (names, sizes, SHA-256)")
    researcher = notice.researcher_name or notice.researcher_email or "the researcher"
    return [
        {"type": "header", "text": {"type": "plain_text", "text": "Data delivered: research request complete"}},
        _section(_escape(notice.researcher_request) or "_No request text._"),
        {
            "type": "section",
            "fields": [
                {"type": "mrkdwn", "text": _clip(f"*{name}:*\n{text}", _MAX_FIELD_CHARS)}
                for name, text in {
                    "Request": f"`{_escape(request_id)}`",
                    "Researcher": _escape(researcher),
                    "Delivered": _deadline(notice.delivered_at),
                }.items()
            ],
        },
        _section(
            f"<{_escape(request_page_url(base_url, request_id))}|Open the request in the web app> · "
            f"<{_escape(files_url(base_url, request_id))}|file list (API)>"
        ),
        _section("*Files*\n" + "\n".join(files)),
    ]


def readable_size(size: int) -> str:
    """1234567 -> "1.2 MB"."""
    if size < 1000:
        return f"{size} bytes"
    value = size / 1000
    for unit in ("kB", "MB", "GB"):
        if value < 1000:
            return f"{value:.1f} {unit}"
        value /= 1000
    return f"{value:.1f} TB"


def _head(request_id: str, gate: ResearchState, notice: ApprovalNotice | None) -> list[dict[str, Any]]:
    if notice is not None:
        return _details(notice.model_copy(update={"kind": "opened"}))
    return [_section(f"*{_escape(gate_label(gate))}* of research request `{_escape(request_id)}`")]


def _details(notice: ApprovalNotice) -> list[dict[str, Any]]:
    prefix = "Reminder: " if notice.kind == "reminder" else ""
    fields = {
        "Request": f"`{_escape(notice.request_id)}`",
        "Gate": _escape(gate_label(notice.gate)),
        "Approvers": _escape(", ".join(notice.approvers)) or "anyone on the request",
        "Deadline": _deadline(notice.deadline),
    }
    return [
        {
            "type": "header",
            "text": {
                "type": "plain_text",
                "text": _clip(f"{prefix}Approval needed: {gate_label(notice.gate)}", _MAX_HEADER_CHARS),
            },
        },
        _section(_escape(notice.summary) or "_No summary._"),
        {
            "type": "section",
            "fields": [
                {"type": "mrkdwn", "text": _clip(f"*{name}:*\n{text}", _MAX_FIELD_CHARS)}
                for name, text in fields.items()
            ],
        },
    ]


def _button(text: str, action_id: str, style: str, value: str) -> dict[str, Any]:
    return {
        "type": "button",
        "text": {"type": "plain_text", "text": text},
        "style": style,
        "action_id": action_id,
        "value": value,
    }


def _section(text: str) -> dict[str, Any]:
    return {"type": "section", "text": {"type": "mrkdwn", "text": _clip(text, _MAX_SECTION_CHARS)}}


def _deadline(deadline: str) -> str:
    """Slack's date token shows the deadline in each reader's time zone; the ISO text is its fallback."""
    try:
        moment = datetime.fromisoformat(deadline)
    except ValueError:
        return _escape(deadline)
    if moment.tzinfo is None:
        return _escape(deadline)  # no zone: a timestamp would guess one
    return f"<!date^{int(moment.timestamp())}^{{date_short_pretty}} {{time}}|{_escape(deadline)}>"


def _escape(text: str) -> str:
    # mrkdwn treats &, < and > as control characters (links, mentions).
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class SlackError(Exception):
    """A failed Slack Web API call: Slack's error code, whether another try may succeed,
    and how long Slack asked to wait (Retry-After) when it said."""

    def __init__(self, error: str, retryable: bool, retry_after: float | None = None) -> None:
        super().__init__(error)
        self.error = error
        self.retryable = retryable
        self.retry_after = retry_after


class SlackNotifier:
    """The few Web API methods the approvals use, over `AsyncWebClient`."""

    def __init__(self, token: str, base_url: str, timeout: float = 10.0) -> None:
        self._client = AsyncWebClient(token=token, base_url=base_url, timeout=timeout)

    @classmethod
    def from_settings(cls, settings: Settings, timeout: float = 10.0) -> SlackNotifier | None:
        """None when no bot token is set: Slack is off."""
        if not settings.slack_bot_token:
            return None
        return cls(settings.slack_bot_token, settings.slack_api_url, timeout)

    async def post_message(
        self, channel: str, text: str, blocks: list[dict[str, Any]], thread_ts: str | None = None
    ) -> tuple[str, str]:
        """Post; the channel's id (Slack resolves names) and the message's ts."""
        response = await self._call(
            self._client.chat_postMessage(channel=channel, text=text, blocks=blocks, thread_ts=thread_ts)
        )
        return str(response["channel"]), str(response["ts"])

    async def update_message(self, channel: str, ts: str, text: str, blocks: list[dict[str, Any]]) -> None:
        await self._call(self._client.chat_update(channel=channel, ts=ts, text=text, blocks=blocks))

    async def post_ephemeral(self, channel: str, user: str, text: str) -> None:
        """A note only `user` sees, in `channel`."""
        await self._call(self._client.chat_postEphemeral(channel=channel, user=user, text=text))

    async def user_email(self, user_id: str) -> str | None:
        """The email of a Slack user's profile; None when the profile shows none."""
        response = await self._call(self._client.users_info(user=user_id))
        user = response.get("user") or {}
        email = (user.get("profile") or {}).get("email")
        return email if isinstance(email, str) and email else None

    @staticmethod
    async def _call(request: Awaitable[AsyncSlackResponse]) -> AsyncSlackResponse:
        try:
            return await request
        except SlackApiError as err:
            raise _slack_error(err) from None
        except (aiohttp.ClientError, TimeoutError) as err:
            raise SlackError(f"unreachable ({type(err).__name__})", retryable=True) from None


def _slack_error(err: SlackApiError) -> SlackError:
    response = err.response
    # A body that is not JSON leaves aiohttp's response here instead of a SlackResponse.
    status = getattr(response, "status_code", None) or getattr(response, "status", 0)
    data = getattr(response, "data", None)
    code = data.get("error") if isinstance(data, dict) else None
    error = code or f"http_{status}"
    retryable = status == 429 or status >= 500 or error in _RETRYABLE_ERRORS
    return SlackError(error, retryable, _retry_after(getattr(response, "headers", None)))


def _retry_after(headers: Any) -> float | None:
    value = headers.get("Retry-After") if headers is not None else None
    try:
        return max(float(value), 0.0) if value is not None else None
    except ValueError:
        return None
