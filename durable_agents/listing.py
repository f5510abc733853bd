"""What the lists of chats, design sessions, planner chats and executions share in the store:
newest first, a page after a keyset (the created time and id of the last item seen), text search."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import and_, or_
from sqlalchemy.sql.elements import ColumnElement

# The created time and id of the last item of a page: the next page starts after it.
Keyset = tuple[datetime, str]
# What a list keeps of an item's first message or request: its title and what text search reads.
FIRST_MESSAGE_CHARS = 500


def newest_first(query: Any, created_at: Any, item_id: Any, after: Keyset | None, limit: int) -> Any:
    """`query` ordered newest first (the id breaks ties), from after `after`, at most `limit` rows."""
    if after is not None:
        moment, last_id = after
        query = query.where(or_(created_at < moment, and_(created_at == moment, item_id < last_id)))
    return query.order_by(created_at.desc(), item_id.desc()).limit(limit)


def containing(text: str, *columns: Any) -> ColumnElement[bool]:
    """Any of `columns` contains `text`, ignoring case; `%` and `_` in it are plain characters."""
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return or_(*(column.ilike(f"%{escaped}%", escape="\\") for column in columns))
