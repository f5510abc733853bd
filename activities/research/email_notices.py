"""The delivery email: a completed request's researcher is told where the files are, through
the configured SMTP server (SMTP_HOST; unset: no email is sent).

Once per request: the `research_notifications` row is read before sending and written right
after the server accepted the message. SMTP takes no idempotency key, so a worker that dies
between the two sends again on the retry (at-least-once in that window only); the message
keeps its Message-ID, by which mail clients show a repeat as one message.

A server that cannot be reached, or answers 4xx, is retried; a refusal (5xx, a refused
login or recipient, no STARTTLS, a certificate not trusted) is a non-retryable
`EMAIL_REFUSED`: the workflow logs it, the request stays COMPLETE.
"""

from __future__ import annotations

import smtplib
import ssl
from collections.abc import Callable
from email.message import EmailMessage
from email.utils import formatdate, parseaddr
from typing import TypeVar

from sqlalchemy.exc import SQLAlchemyError
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.heartbeat import keep_alive
from durable_agents.errors import ErrorCode
from durable_agents.research import store as research_store
from durable_agents.research.contract import DeliveryNotice
from durable_agents.research.delivery import MANIFEST, file_url, request_page_url
from durable_agents.research.slack_messages import readable_size
from durable_agents.settings import Settings

DELIVERY_EMAIL = "delivery_email"  # the kind of its research_notifications row
EMAIL_UNAVAILABLE = "EMAIL_UNAVAILABLE"  # retryable: the server is unreachable or busy (4xx)
EMAIL_REFUSED = "EMAIL_REFUSED"  # the server refused the message: retrying repeats the refusal
MAX_QUOTED_CHARS = 2000  # of the request's text in the email
T = TypeVar("T")


class EmailActivities:
    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._db_url = settings.resolved_database_url

    @activity.defn
    @keep_alive
    def email_delivery(self, notice: DeliveryNotice) -> str | None:
        """Email the researcher the links to the delivered files; the message's Message-ID, or
        None when no email goes (SMTP not configured, or the request names no email)."""
        if not self._settings.smtp_host or not notice.researcher_email:
            return None
        sent = self._db(research_store.find_notification, notice.request_id, DELIVERY_EMAIL)
        if sent is not None:
            return sent.reference
        try:
            message = delivery_email(notice, self._settings)
        except ValueError as err:  # an address no header can hold (a line break in it)
            raise ApplicationError(f"no email can be written: {err}", type=EMAIL_REFUSED, non_retryable=True) from None
        self._send(message)
        row = research_store.ResearchNotification(
            request_id=notice.request_id,
            kind=DELIVERY_EMAIL,
            sent_to=notice.researcher_email,
            reference=message["Message-ID"],
        )
        self._db(research_store.record_notification, row)
        return message["Message-ID"]

    def _send(self, message: EmailMessage) -> None:
        settings = self._settings
        host, port, timeout = settings.smtp_host or "", settings.smtp_port, settings.smtp_timeout_seconds
        try:
            if settings.smtp_security == "tls":
                smtp: smtplib.SMTP = smtplib.SMTP_SSL(host, port, timeout=timeout, context=ssl.create_default_context())
            else:
                smtp = smtplib.SMTP(host, port, timeout=timeout)
            with smtp:
                if settings.smtp_security == "starttls":
                    smtp.starttls(context=ssl.create_default_context())
                if settings.smtp_username:
                    smtp.login(settings.smtp_username, settings.smtp_password or "")
                smtp.send_message(message)
        except (smtplib.SMTPException, OSError) as err:
            raise smtp_failure(host, port, err) from None

    def _db(self, call: Callable[..., T], *args: object) -> T:
        try:
            return call(self._db_url, *args)
        except SQLAlchemyError as err:
            raise ApplicationError(f"notification store failed: {err}", type=ErrorCode.STORAGE_ERROR) from err


def smtp_failure(host: str, port: int, err: smtplib.SMTPException | OSError) -> ApplicationError:
    """Retryable when the server was unreachable or answered 4xx (busy, try later)."""
    code = _smtp_code(err)
    refused = isinstance(err, (smtplib.SMTPNotSupportedError, ssl.SSLCertVerificationError)) or (
        code is not None and code >= 500
    )
    what = f"SMTP server {host}:{port}: {type(err).__name__}: {err}"
    if refused:
        return ApplicationError(what, type=EMAIL_REFUSED, non_retryable=True)
    return ApplicationError(what, type=EMAIL_UNAVAILABLE)


def _smtp_code(err: smtplib.SMTPException | OSError) -> int | None:
    if isinstance(err, smtplib.SMTPResponseException):
        return err.smtp_code
    if isinstance(err, smtplib.SMTPRecipientsRefused):
        # Every recipient refused: permanent unless each refusal was temporary.
        return max(code for code, _ in err.recipients.values())
    return None


def delivery_email(notice: DeliveryNotice, settings: Settings) -> EmailMessage:
    """The plain-text email: the request, its files (size, SHA-256) and where to get them."""
    base_url = settings.resolved_public_url
    request_id = notice.request_id
    message = EmailMessage()
    message["From"] = settings.smtp_from
    message["To"] = notice.researcher_email or ""
    message["Subject"] = f"Your data is ready (request {request_id})"
    message["Date"] = formatdate(localtime=False)
    # The same for every attempt: a repeat after a crash is recognisably the same message.
    domain = parseaddr(settings.smtp_from)[1].rpartition("@")[2] or "durable-agents"
    message["Message-ID"] = f"<delivery.{request_id}@{domain}>"
    files = "\n".join(
        f"- {f.name} ({readable_size(f.bytes)}, SHA-256 {f.sha256})\n  {file_url(base_url, request_id, f.name)}"
        for f in notice.files
    )
    greeting = f"Hello {notice.researcher_name}," if notice.researcher_name else "Hello,"
    quoted = "\n".join(f"> {line}" for line in notice.researcher_request[:MAX_QUOTED_CHARS].splitlines())
    message.set_content(
        f"{greeting}\n\n"
        f"The data of your research request {request_id} was delivered on {notice.delivered_at}:\n\n"
        f"{quoted}\n\n"
        f"Open the request in the web app (sign in with your API key) to download the files:\n"
        f"{request_page_url(base_url, request_id)}\n\n"
        f"Or download them with your API key (Authorization: Bearer <key>):\n{files}\n"
        f"- {MANIFEST} (names, sizes and SHA-256 of the files)\n  {file_url(base_url, request_id, MANIFEST)}\n"
    )
    return message
