"""The planner's parts (seed 003) that are not Temporal code: block templates (DD-6), the
task block catalogue's entries, structural validators (DD-3), the job-name fallback (DD-8),
prompt templates (DD-7), the planner's tool schemas and the token estimate (DD-9).

Everything here but `catalogue_store` and `credentials` (the sealing of a chat's credentials,
whose key may be a file) is pure (no I/O after import), so workflow code may call it; `prompts`
reads its templates once, when imported.
"""
