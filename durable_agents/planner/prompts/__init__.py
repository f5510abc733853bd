"""The planner's prompts (DD-7): `.md` templates with `{placeholders}` (templates/), loaded and
cached by `PromptLoader`, assembled by the builder functions re-exported here."""

from durable_agents.planner.prompts.builders import (
    LOADER,
    get_enumerated_planner_prompt,
    get_enumerated_referencing_prompt,
    get_enumerated_refinement_prompt,
    get_enumerated_step_prompt,
    get_enumerated_validation_prompt,
    get_job_name_prompt,
    get_planner_prompt,
    get_query_refinement_prompt,
    get_referencing_prompt,
    get_summarization_prompt,
    get_validation_prompt,
)
from durable_agents.planner.prompts.loader import PromptLoader

__all__ = [
    "LOADER",
    "PromptLoader",
    "get_enumerated_planner_prompt",
    "get_enumerated_referencing_prompt",
    "get_enumerated_refinement_prompt",
    "get_enumerated_step_prompt",
    "get_enumerated_validation_prompt",
    "get_job_name_prompt",
    "get_planner_prompt",
    "get_query_refinement_prompt",
    "get_referencing_prompt",
    "get_summarization_prompt",
    "get_validation_prompt",
]
