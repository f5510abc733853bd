"""The research pipeline's data side: the synthetic clinical data warehouse and the
read-only execution of LLM-written SQL against it."""
