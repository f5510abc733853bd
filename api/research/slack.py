"""`POST /slack/interactions`: the Approve / Reject buttons of the approval messages.

Slack signs every request; one that is forged or older than 5 minutes is refused with 401
before anything else is read. The clicked message must be one the app posted for the
request and gate its button names (`slack_message`); any other click decides nothing. A
click becomes the request workflow's `decide` Update, with the clicker's Slack profile email
as the approver. The first click on a message thread claims it (`slack_decision`), so a
double click decides once. The messages are rewritten only with the decision the workflow
applied (the Update's answer); a click it refuses (a closed gate, a gate opened again, a
finished request, a click by the request's creator) changes no message, and the clicker is
told why in a note only they see.
A click by someone not on the approver list is signalled (the workflow records it as
ignored), claims nothing and leaves the buttons for the approvers.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Literal, TypeVar
from urllib.parse import parse_qs

from fastapi import APIRouter, BackgroundTasks, HTTPException, Request, Response, status
from pydantic import BaseModel, ValidationError
from slack_sdk.signature import SignatureVerifier
from starlette.concurrency import run_in_threadpool
from temporalio.service import RPCError, RPCStatusCode

from api.deps import SettingsDep, get_temporal
from api.problems import WorkflowRefused, workflow_errors
from durable_agents.research import slack_store
from durable_agents.research.contract import (
    ApprovalNotice,
    ApprovalNoticeDecided,
    ApprovalRecord,
    Decision,
    DecisionRequest,
    ResearchState,
    listed_approver,
)
from durable_agents.research.slack_messages import (
    APPROVAL_ACTIONS,
    SlackError,
    SlackNotifier,
    decided_blocks,
    decided_text,
    parse_approval_value,
)
from durable_agents.temporal import research_workflow_id

logger = logging.getLogger("durable_agents.api.slack")
router = APIRouter(tags=["slack"])
T = TypeVar("T")

NOT_CONFIGURED = "Slack is not configured: set SLACK_BOT_TOKEN and SLACK_SIGNING_SECRET to take decisions from Slack."
BAD_SIGNATURE = "The Slack signature is missing, wrong or older than 5 minutes."
NOT_THIS_MESSAGE = "This button is not one of this message's request: nothing was decided."
FINISHED = "the request has finished or no longer exists."
# Slack's users.info answers within milliseconds; the whole request must stay under 3 s.
_SLACK_TIMEOUT_SECONDS = 2.0


class _Action(BaseModel):
    action_id: str
    value: str = ""


class _Payload(BaseModel):
    """The parts of a `block_actions` payload a click needs (Slack sends many more)."""

    type: str
    user: dict[str, Any]
    container: dict[str, Any] = {}
    channel: dict[str, Any] = {}
    message: dict[str, Any] = {}
    actions: list[_Action] = []


@dataclass(frozen=True)
class _Click:
    request_id: str
    gate: ResearchState
    action: Literal["approve", "reject"]
    user_id: str
    channel: str
    message_ts: str  # the clicked message


@router.post("/slack/interactions", response_class=Response)
async def slack_interactions(request: Request, settings: SettingsDep, background: BackgroundTasks) -> Response:
    """A Slack interactivity request: a click on Approve or Reject."""
    notifier = SlackNotifier.from_settings(settings, timeout=_SLACK_TIMEOUT_SECONDS)
    if notifier is None or not settings.slack_signing_secret:
        raise HTTPException(status.HTTP_503_SERVICE_UNAVAILABLE, NOT_CONFIGURED)
    body = await request.body()
    if not _signed(settings.slack_signing_secret, body, request):
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, BAD_SIGNATURE)
    click = _click(body)
    if click is None:
        return Response(status_code=status.HTTP_200_OK)  # another kind of interaction: nothing to do here
    db_url = settings.resolved_database_url

    # Only a message the app posted for this very request and gate can decide it.
    posted = await _db(slack_store.find_by_ts, db_url, click.channel, click.message_ts)
    if posted is None or (posted.request_id, posted.gate) != (click.request_id, click.gate.value):
        background.add_task(_ephemeral, notifier, click, NOT_THIS_MESSAGE)
        return Response(status_code=status.HTTP_200_OK)
    notice = ApprovalNotice.model_validate(posted.notice) if posted.notice else None
    root_ts = posted.thread_ts or posted.ts  # the gate's opened message (reminders are its replies)

    try:
        email = await notifier.user_email(click.user_id)
    except SlackError as err:
        logger.warning("users.info for %s failed: %s", click.user_id, err.error)
        raise HTTPException(status.HTTP_503_SERVICE_UNAVAILABLE, "Slack could not tell who clicked.") from None
    if email is None:
        background.add_task(
            _ephemeral,
            notifier,
            click,
            "Your Slack profile shows no email address, so the request cannot tell "
            "whether you are one of its approvers. Decide through the API instead.",
        )
        return Response(status_code=status.HTTP_200_OK)

    approver = _approver(email, notice)
    # The same for both payloads of a double click (their action_ts differ), so the workflow
    # too sees one decision; per user, so a non-approver's click hides no one's.
    decision_id = f"slack-{click.channel}-{root_ts}-{click.user_id}"
    if approver is None:
        # Not on the list: the workflow records the attempt as ignored; the buttons stay.
        decision = Decision(
            gate=click.gate, approver=email, reason="via Slack", channel="slack", decision_id=decision_id
        )
        await _signal(request, click, decision)
        background.add_task(
            _ephemeral, notifier, click, "You are not on this request's approver list: your decision changes nothing."
        )
        return Response(status_code=status.HTTP_200_OK)

    key = (click.request_id, click.gate.value, click.channel, root_ts)
    claim = slack_store.SlackDecision(
        request_id=click.request_id,
        gate=click.gate.value,
        channel=click.channel,
        message_ts=root_ts,
        slack_user=click.user_id,
        approver=approver,
        decision=click.action,
        decision_id=decision_id,
    )
    if not await _db(slack_store.claim_decision, db_url, claim):
        first = await _db(slack_store.get_decision, db_url, *key)
        if first is not None and first.slack_user != click.user_id:  # the clicker's own double click says nothing
            note = f"{first.approver} already decided this in Slack: your click changes nothing."
            background.add_task(_ephemeral, notifier, click, note)
        return Response(status_code=status.HTTP_200_OK)
    request_decision = DecisionRequest(
        gate=click.gate,
        decision=click.action,
        approver=approver,
        reason="via Slack",
        channel="slack",
        decision_id=decision_id,
        opening=posted.opening,
    )
    try:
        outcome = await _decide(request, click, request_decision)
    except (HTTPException, RPCError):
        # Temporal is unreachable: free the thread so a new click can decide.
        await _db(slack_store.release_decision, db_url, *key)
        raise
    if isinstance(outcome, str):
        # Nothing was decided: the message stays as the workflow left it, the thread open to others.
        await _db(slack_store.release_decision, db_url, *key)
        background.add_task(_ephemeral, notifier, click, f"Nothing was decided: {outcome}")
        return Response(status_code=status.HTTP_200_OK)
    await _db(slack_store.set_decision_outcome, db_url, *key, "applied")
    decided = ApprovalNoticeDecided(
        request_id=click.request_id,
        gate=click.gate,
        decision=outcome.decision,
        approver=outcome.approver,
        reason=outcome.reason,
    )
    text, blocks = decided_text(decided), decided_blocks(decided, notice)
    background.add_task(_replace_buttons, notifier, db_url, click.channel, root_ts, text, blocks)
    return Response(status_code=status.HTTP_200_OK)


def _signed(secret: str, body: bytes, request: Request) -> bool:
    try:
        return SignatureVerifier(secret).is_valid(
            body, request.headers.get("X-Slack-Request-Timestamp"), request.headers.get("X-Slack-Signature")
        )
    except ValueError:  # a timestamp that is not a number
        return False


def _click(body: bytes) -> _Click | None:
    """The approval click in a signed body; None for interactions that are not one."""
    fields = parse_qs(body.decode("utf-8", errors="replace"))
    try:
        payload = _Payload.model_validate(json.loads(fields["payload"][0]))
    except (KeyError, ValueError, ValidationError):
        raise HTTPException(status.HTTP_400_BAD_REQUEST, "Expected a form field 'payload' holding JSON.") from None
    if payload.type != "block_actions" or not payload.actions or payload.actions[0].action_id not in APPROVAL_ACTIONS:
        return None
    action = payload.actions[0]
    try:
        request_id, gate = parse_approval_value(action.value)
    except ValueError:
        raise HTTPException(status.HTTP_400_BAD_REQUEST, "The button does not name a request and a gate.") from None
    channel = payload.container.get("channel_id") or payload.channel.get("id")
    message_ts = payload.container.get("message_ts") or payload.message.get("ts")
    user_id = payload.user.get("id")
    if not (isinstance(channel, str) and isinstance(message_ts, str) and isinstance(user_id, str)):
        raise HTTPException(status.HTTP_400_BAD_REQUEST, "The payload names no channel, message or user.")
    return _Click(
        request_id=request_id,
        gate=gate,
        action="approve" if action.action_id == "approve" else "reject",
        user_id=user_id,
        channel=channel,
        message_ts=message_ts,
    )


def _approver(email: str, notice: ApprovalNotice | None) -> str | None:
    """The approver the email is, spelled as the request lists it; the email itself when the
    list is unknown (the workflow decides then); None when it is not on the list."""
    if notice is None or not notice.approvers:
        return email
    return listed_approver(email, notice.approvers)


async def _signal(request: Request, click: _Click, decision: Decision) -> None:
    """Send a decision the workflow is to record as ignored (nothing, when it has ended)."""
    client = await get_temporal(request)
    handle = client.get_workflow_handle(research_workflow_id(click.request_id))
    try:
        await handle.signal(click.action, decision)
    except RPCError as err:
        if err.status != RPCStatusCode.NOT_FOUND:
            raise  # Temporal unreachable: the app's handler answers 503


async def _decide(request: Request, click: _Click, decision: DecisionRequest) -> ApprovalRecord | str:
    """The `decide` Update: the decision the workflow applied, or why it applied none."""
    client = await get_temporal(request)
    handle = client.get_workflow_handle(research_workflow_id(click.request_id))
    try:
        with workflow_errors(FINISHED):
            record = await handle.execute_update(
                "decide",
                decision,
                id=decision.decision_id,  # a repeated click gets the first one's answer
                result_type=ApprovalRecord,
                rpc_timeout=timedelta(seconds=_SLACK_TIMEOUT_SECONDS),
            )
    except WorkflowRefused as refused:
        return refused.detail
    return record if record.applied else record.note


async def _replace_buttons(
    notifier: SlackNotifier, db_url: str, channel: str, root_ts: str, text: str, blocks: list[dict[str, Any]]
) -> None:
    """Show the outcome on the opened message and its reminders, so no buttons are left."""
    for message in await _db(slack_store.thread_messages, db_url, channel, root_ts):
        try:
            await notifier.update_message(message.channel, message.ts, text, blocks)
        except SlackError as err:
            # The workflow updates the message again when it closes the gate.
            logger.warning("could not update Slack message %s in %s: %s", message.ts, message.channel, err.error)


async def _ephemeral(notifier: SlackNotifier, click: _Click, text: str) -> None:
    try:
        await notifier.post_ephemeral(click.channel, click.user_id, text)
    except SlackError as err:
        logger.warning("could not tell Slack user %s: %s", click.user_id, err.error)


async def _db(call: Callable[..., T], *args: object) -> T:
    return await run_in_threadpool(call, *args)
