"""Validated execution (seed 004): payloads and the confidence scoring (rules + judge)."""
