"""Schema design (seed 001): the schema JSON and its JSON Patch rules, DDL export and import,
the PostgreSQL sandbox, and the store of sessions, versions, timeline and artifacts."""
