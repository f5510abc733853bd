"""The schema design session workflow and its DB agent child workflow (seed 001)."""
