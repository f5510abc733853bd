"""Keeps API keys out of logs. uvicorn's access log prints each request's path with its query
string, and a planner WebSocket may authenticate with `?token=<key>`; a URL or a header may also
reach an exception's message. Every log record the process creates is masked where it is made
(a record factory, so no logger, handler or formatter is missed): the values of query
parameters that carry keys, `Bearer` credentials and anything shaped like this service's keys,
in the message, its arguments and its traceback, become `***`."""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from typing import Any

from durable_agents.tenancy import API_KEY_PREFIX

MASK = "***"
_SECRETS = re.compile(
    r"(?P<param>[?&;](?:token|key|api_key|api-key|apikey|access_token)=)[^&;#\s\"']+"
    r"|(?P<scheme>\bBearer\s+)[^\s\"',;]+"
    rf"|\b{API_KEY_PREFIX}[A-Za-z0-9_-]{{20,}}",
    re.IGNORECASE,
)
_TRACEBACKS = logging.Formatter()


def _mask(match: re.Match[str]) -> str:
    return (match.group("param") or match.group("scheme") or "") + MASK


def redact(text: str) -> str:
    return _SECRETS.sub(_mask, text)


def _redacted(value: object) -> object:
    """`value` as it is when it holds no key (numbers keep their type for `%d`), else its masked text."""
    if value is None or isinstance(value, int | float):
        return value
    text = str(value)
    masked = redact(text)
    return value if masked == text else masked


def redact_record(record: logging.LogRecord) -> None:
    record.msg = _redacted(record.msg)
    if isinstance(record.args, tuple):
        record.args = tuple(_redacted(arg) for arg in record.args)
    elif isinstance(record.args, Mapping):
        record.args = {name: _redacted(arg) for name, arg in record.args.items()}
    if record.exc_info and record.exc_info[0] is not None:
        # Formatters print `exc_text` when it is set, instead of formatting the exception again.
        record.exc_text = redact(_TRACEBACKS.formatException(record.exc_info))
    if record.stack_info:
        record.stack_info = redact(record.stack_info)


def mask_keys_in_logs() -> None:
    """From now on, every log record of this process is masked (calling it again changes nothing)."""
    make_record = logging.getLogRecordFactory()
    if getattr(make_record, "masks_keys", False):
        return

    def masked_record(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = make_record(*args, **kwargs)
        redact_record(record)
        return record

    masked_record.masks_keys = True  # type: ignore[attr-defined]
    logging.setLogRecordFactory(masked_record)
