"""Validated execution routes."""
