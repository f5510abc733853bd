"""Every log record the process makes once `mask_keys_in_logs()` ran is masked where it is made:
records whose arguments are a mapping (`%(name)s` formats), records logged with their stack,
and records built elsewhere and handed over without arguments."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest

from durable_agents import tenancy
from durable_agents.log_redaction import MASK, mask_keys_in_logs, redact_record

KEY = tenancy.new_api_key()


@pytest.fixture
def masking() -> Iterator[logging.Logger]:
    """A logger of this process with masking on, the process's record factory restored after."""
    original = logging.getLogRecordFactory()
    mask_keys_in_logs()
    try:
        yield logging.getLogger("tests.log_record_masking")
    finally:
        logging.setLogRecordFactory(original)


def test_masking_twice_wraps_the_record_factory_once(masking: logging.Logger) -> None:
    installed = logging.getLogRecordFactory()
    mask_keys_in_logs()
    assert logging.getLogRecordFactory() is installed


def test_named_arguments_are_masked_and_keep_their_type(
    masking: logging.Logger, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO, logger=masking.name):
        masking.info("%(path)s answered %(status)d", {"path": f"/v1/me?token={KEY}", "status": 200})
    (record,) = caplog.records
    assert record.args == {"path": f"/v1/me?token={MASK}", "status": 200}
    assert record.getMessage() == f"/v1/me?token={MASK} answered 200"


def test_a_records_stack_is_masked(masking: logging.Logger) -> None:
    # As `Logger.findCaller` hands it over with `stack_info=True`: the frames' source lines.
    stack = (
        f'Stack (most recent call last):\n  File "client.py", line 3, in <module>\n    connect("ws://h/ws?token={KEY}")'
    )
    make_record = logging.getLogRecordFactory()
    record = make_record(masking.name, logging.WARNING, __file__, 1, "connecting", (), None, None, stack)
    assert record.stack_info is not None and KEY not in record.stack_info
    assert f'connect("ws://h/ws?token={MASK}")' in logging.Formatter().format(record)


def test_a_record_without_arguments_keeps_none_and_its_message_is_masked() -> None:
    record = logging.makeLogRecord({"msg": f"rejected Bearer {KEY}", "args": None})
    redact_record(record)
    assert record.args is None
    assert record.getMessage() == f"rejected Bearer {MASK}"
