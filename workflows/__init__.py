"""Temporal workflows, one folder per system."""
