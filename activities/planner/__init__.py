"""The planner's LLM steps, tools and validation."""
