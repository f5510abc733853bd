"""Slack activities: post a gate's approval request (and its reminder), replace the
buttons with the outcome once the gate is decided or timed out, and announce a completed
request's delivery with links to its files (once per request: `research_notifications`).

Posting is idempotent through the `slack_message` table: the row for (request, gate,
opening, kind) is read before posting and written right after Slack accepted the post,
so a retry or a second call posts nothing new. Slack's `chat.postMessage` takes no
idempotency key, so a worker that dies between Slack's answer and the insert posts again
on the retry: at-least-once in that window only. The duplicate is harmless: its buttons
decide the same gate, and the workflow ignores a decision for a gate no longer open.

A rate limit or a Slack outage is retryable (after Slack's Retry-After); a request Slack
will never accept (bad token, unknown channel, ...) is a non-retryable `SLACK_FAILED`.
Without a bot token and channel the activities do nothing.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from datetime import timedelta
from typing import TypeVar

from sqlalchemy.exc import SQLAlchemyError
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.heartbeat import keep_alive
from durable_agents.errors import ErrorCode
from durable_agents.research import slack_store
from durable_agents.research import store as research_store
from durable_agents.research.contract import ApprovalNotice, ApprovalNoticeDecided, DeliveryNotice
from durable_agents.research.slack_messages import (
    SlackError,
    SlackNotifier,
    approval_blocks,
    approval_text,
    approval_value,
    decided_blocks,
    decided_text,
    delivered_message_blocks,
    delivered_text,
)
from durable_agents.settings import Settings

logger = logging.getLogger(__name__)
T = TypeVar("T")

# The message is gone or too old to edit: nothing left to replace, not the workflow's failure.
_UNEDITABLE = frozenset({"message_not_found", "cant_update_message", "edit_window_closed"})
DELIVERY_SLACK = "delivery_slack"  # the kind of the delivery message's research_notifications row


class SlackActivities:
    def __init__(self, settings: Settings) -> None:
        self._db_url = settings.resolved_database_url
        self._channel = settings.slack_channel
        self._notifier = SlackNotifier.from_settings(settings) if settings.slack_channel else None
        self._base_url = settings.resolved_public_url

    @activity.defn
    @keep_alive
    async def post_approval_request(self, notice: ApprovalNotice) -> str | None:
        """Post the gate's message (a reminder: in the opened message's thread); its ts, or
        None when Slack is not configured."""
        if self._notifier is None or self._channel is None:
            return None
        gate = notice.gate.value
        posted = await self._db(slack_store.find_message, notice.request_id, gate, notice.deadline, notice.kind)
        if posted is not None:
            return posted.ts
        channel, thread_ts = self._channel, None
        if notice.kind == "reminder":
            opened = await self._db(slack_store.find_message, notice.request_id, gate, notice.deadline, "opened")
            if opened is not None:  # else the gate opened while Slack was off: post the reminder on its own
                channel, thread_ts = opened.channel, opened.ts
        blocks = approval_blocks(notice, approval_value(notice.request_id, notice.gate))
        try:
            channel, ts = await self._notifier.post_message(channel, approval_text(notice), blocks, thread_ts)
        except SlackError as err:
            raise _failure("posting the approval request", err) from None
        row = slack_store.SlackMessage(
            request_id=notice.request_id,
            gate=gate,
            opening=notice.deadline,
            kind=notice.kind,
            channel=channel,
            ts=ts,
            thread_ts=thread_ts,
            notice=notice.model_dump(mode="json"),
        )
        return (await self._db(slack_store.record_message, row)).ts

    @activity.defn
    @keep_alive
    async def update_approval_message(self, decided: ApprovalNoticeDecided) -> None:
        """Replace the buttons of the gate's latest messages (opened and reminders) with the outcome."""
        if self._notifier is None:
            return
        for message in await self._db(slack_store.latest_opening, decided.request_id, decided.gate.value):
            notice = ApprovalNotice.model_validate(message.notice) if message.notice else None
            try:
                await self._notifier.update_message(
                    message.channel, message.ts, decided_text(decided), decided_blocks(decided, notice)
                )
            except SlackError as err:
                if err.error not in _UNEDITABLE:
                    raise _failure("updating the approval message", err) from None
                logger.warning("approval message %s in %s not updated: %s", message.ts, message.channel, err.error)

    @activity.defn
    @keep_alive
    async def post_delivery_message(self, notice: DeliveryNotice) -> str | None:
        """Announce the delivery in the approvals' channel, with links to the request and its
        files; the message's ts, or None when Slack is not configured."""
        if self._notifier is None or self._channel is None:
            return None
        sent = await self._db(research_store.find_notification, notice.request_id, DELIVERY_SLACK)
        if sent is not None:
            return sent.reference
        blocks = delivered_message_blocks(notice, self._base_url)
        try:
            channel, ts = await self._notifier.post_message(self._channel, delivered_text(notice), blocks)
        except SlackError as err:
            raise _failure("posting the delivery message", err) from None
        row = research_store.ResearchNotification(
            request_id=notice.request_id, kind=DELIVERY_SLACK, sent_to=channel, reference=ts
        )
        await self._db(research_store.record_notification, row)
        return ts

    async def _db(self, call: Callable[..., T], *args: object) -> T:
        """A store call, off the event loop (SQLAlchemy blocks)."""
        try:
            return await asyncio.to_thread(call, self._db_url, *args)
        except SQLAlchemyError as err:
            raise ApplicationError(f"Slack message store failed: {err}", type=ErrorCode.STORAGE_ERROR) from err


def _failure(what: str, err: SlackError) -> ApplicationError:
    if err.retryable:
        delay = timedelta(seconds=err.retry_after) if err.retry_after is not None else None
        return ApplicationError(
            f"{what}: Slack answered {err.error}", type=ErrorCode.SLACK_UNAVAILABLE, next_retry_delay=delay
        )
    return ApplicationError(f"{what}: Slack answered {err.error}", type=ErrorCode.SLACK_FAILED, non_retryable=True)
