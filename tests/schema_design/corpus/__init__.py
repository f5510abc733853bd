"""Real, public PostgreSQL schemas for the schema design import/export tests (SOURCES.md)."""
