"""The schema design pipeline's LLM steps, PostgreSQL sandbox runs and store writes (seed 001)."""
