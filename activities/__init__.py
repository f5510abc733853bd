"""Temporal activities, one folder per system; `llm.py` is the LLM call shared by all."""
