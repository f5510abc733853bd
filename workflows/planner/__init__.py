"""The planner chat workflow (seed 003)."""
