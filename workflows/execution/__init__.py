"""The validated execution workflow (seed 004)."""
