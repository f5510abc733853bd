"""Generated schemas as large as the import tests and bench/schema_import.py need: tables t0,
t1, … whose foreign keys chain each to the next (t0 → t1 → …), so that a dependency order
has to reverse the whole chain. As a script PostgreSQL runs (the tables, then the foreign
keys) and as schema JSON."""

from __future__ import annotations

from durable_agents.schema_design.contract import Column, ForeignKeyConstraint, PrimaryKeyConstraint, Schema, Table

# The issue's schema: 1,180 chained tables.
ISSUE_TABLES = 1_180


def chain_ddl(tables: int) -> str:
    """`tables` tables with an int primary key `i`, each but the last referencing the next."""
    statements = [f"CREATE TABLE t{n} (i int PRIMARY KEY)" for n in range(tables)]
    statements += [
        f"ALTER TABLE t{n} ADD CONSTRAINT t{n}_f FOREIGN KEY (i) REFERENCES t{n + 1} (i)" for n in range(tables - 1)
    ]
    return ";\n".join(statements) + ";\n"


def chain_schema(tables: int) -> Schema:
    """The schema `chain_ddl(tables)` makes."""
    chained = {}
    for n in range(tables):
        constraints = {f"t{n}_pkey": PrimaryKeyConstraint(name=f"t{n}_pkey", columnNames=["i"])}
        if n < tables - 1:
            constraints[f"t{n}_f"] = ForeignKeyConstraint(
                name=f"t{n}_f", columnNames=["i"], targetTableName=f"t{n + 1}", targetColumnNames=["i"]
            )
        chained[f"t{n}"] = Table(
            name=f"t{n}", columns={"i": Column(name="i", type="integer", notNull=True)}, constraints=constraints
        )
    return Schema(tables=chained)
