"""Schemas for the entity-relationship diagram's browser tests, shaped like real ones:
`er_schema(n)` has n tables with an `id` primary key and foreign keys. The tables form a tree
three wide (each references table (n - 1) // 3); besides, every other table references table 0
(`users`, a hub as in many schemas) and every tenth one itself (a parent row). Tables 0-2 are
users, posts (→ users) and comments (→ posts, → users): the smallest schema whose line from
comments to users could pass behind posts."""

from __future__ import annotations

from typing import Any

NOUNS = [
    "users", "posts", "comments", "accounts", "orders", "products", "invoices", "payments", "teams",
    "projects", "tasks", "tags", "categories", "reviews", "addresses", "shipments", "carts", "coupons",
    "messages", "channels", "files", "events", "sessions", "roles", "permissions", "audits",
    "subscriptions", "plans", "warehouses", "suppliers",
]  # fmt: skip


def table_name(n: int) -> str:
    noun = NOUNS[n % len(NOUNS)]
    return noun if n < len(NOUNS) else f"{noun}_{n // len(NOUNS)}"


def references(n: int, hub: bool = True) -> list[int]:
    """The tables that table `n` has a foreign key to; without `hub`, its parent in the tree only."""
    if n == 0:
        return []
    parent = n - 1 if n <= 2 else (n - 1) // 3
    if not hub:
        return [parent]
    to_hub = [0] if n % 2 == 0 and parent != 0 else []
    itself = [n] if n % 10 == 9 else []
    return [parent, *to_hub, *itself]


def _column(name: str, type_: str, not_null: bool = False) -> dict[str, Any]:
    return {"name": name, "type": type_, "notNull": not_null}


def _table(n: int, details: bool, hub: bool) -> dict[str, Any]:
    columns = {"id": _column("id", "int", not_null=True)}
    if details:
        columns["name"] = _column("name", "varchar(120)", not_null=True)
    constraints: dict[str, Any] = {"pk": {"type": "PRIMARY KEY", "name": "pk", "columnNames": ["id"]}}
    for number, target in enumerate(references(n, hub), 1):
        column = "parent_id" if target == n else f"{table_name(target)}_id"
        columns[column] = _column(column, "int")
        constraints[f"fk{number}"] = {
            "type": "FOREIGN KEY",
            "name": f"fk{number}",
            "columnNames": [column],
            "targetTableName": table_name(target),
            "targetColumnNames": ["id"],
        }
    if details:
        columns["created_at"] = _column("created_at", "timestamptz", not_null=True)
    return {"name": table_name(n), "columns": columns, "constraints": constraints}


def er_schema(tables: int, details: bool = True, hub: bool = True) -> dict[str, Any]:
    """A schema JSON (a session's `initial_schema`) of `tables` tables. Without `details` (a
    name and a creation time besides the keys) 500 tables fit a session's 200 KB; without
    `hub` too, 1,000."""
    return {"tables": {table_name(n): _table(n, details, hub) for n in range(tables)}}


def tree_schema(tables: int) -> dict[str, Any]:
    """The tree of `er_schema` alone, with the shortest names (t0, t1, …; columns i and p): at
    1,000 tables, the most a session's 200 KB holds."""
    schema: dict[str, Any] = {"tables": {}}
    for n in range(tables):
        columns = {"i": _column("i", "int")}
        constraints: dict[str, Any] = {}
        if n:
            columns["p"] = _column("p", "int")
            target = f"t{references(n, hub=False)[0]}"
            constraints["f"] = {
                "type": "FOREIGN KEY",
                "name": "f",
                "columnNames": ["p"],
                "targetTableName": target,
                "targetColumnNames": ["i"],
            }
        schema["tables"][f"t{n}"] = {"name": f"t{n}", "columns": columns, "constraints": constraints}
    return schema
