"""What each workflow is told of the settings, in its input's `options`: settings fixed when
the workflow starts; workflow code may not read the environment.

Every options field takes the setting of its own name; `_from_settings` names the few whose
setting is named otherwise. A field no setting names keeps its default."""

from __future__ import annotations

from typing import TypeVar

from pydantic import BaseModel

from durable_agents.chat.contract import ChatOptions
from durable_agents.execution.contract import ExecutionOptions
from durable_agents.planner.contract import PlannerOptions
from durable_agents.research.contract import ResearchOptions
from durable_agents.schema_design.contract import DesignOptions
from durable_agents.settings import Settings

OptionsT = TypeVar("OptionsT", bound=BaseModel)


def _from_settings(options: type[OptionsT], settings: Settings, **setting_of: str) -> OptionsT:
    """`options` with each field set from the setting of the same name, or of the name
    `setting_of` gives it (field="setting")."""
    return options(
        **{
            field: getattr(settings, setting_of.get(field, field))
            for field in options.model_fields
            if field in setting_of or field in Settings.model_fields
        }
    )


def chat_options(settings: Settings) -> ChatOptions:
    """Settings fixed when the chat workflow starts; workflow code may not read the environment."""
    return _from_settings(ChatOptions, settings, idle_days="chat_idle_days")


def execution_options(settings: Settings) -> ExecutionOptions:
    """Settings fixed when the execution workflow starts; workflow code may not read the environment."""
    return _from_settings(ExecutionOptions, settings)


def research_options(settings: Settings) -> ResearchOptions:
    """Settings fixed when the research workflow starts; workflow code may not read the environment."""
    return _from_settings(ResearchOptions, settings)


def planner_options(settings: Settings) -> PlannerOptions:
    """Settings fixed when the planner workflow starts; workflow code may not read the environment."""
    return _from_settings(PlannerOptions, settings, max_iterations="planner_max_iterations")


def design_options(settings: Settings) -> DesignOptions:
    """Settings fixed when a schema design session starts; workflow code may not read the environment."""
    return _from_settings(
        DesignOptions,
        settings,
        sandbox_timeout_seconds="schema_sandbox_timeout_seconds",
        sandbox_run_seconds="schema_sandbox_run_seconds",
        idle_days="chat_idle_days",
    )
