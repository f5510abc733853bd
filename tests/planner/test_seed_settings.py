"""Seed 003's setting names: each works as the project's setting of the same meaning, or the
process refuses to start naming what to set instead — never silently ignored."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from activities.planner.planning import role_endpoint
from durable_agents.settings import Settings

# Every environment name seed 003 gives, and the setting it is here.
SEED_NAMES = {
    "PLANNER_LLM_BASE_URL": ("planner_llm_base_url", "http://planner.example/v1"),
    "PLANNER_LLM_API_KEY": ("planner_llm_api_key", "planner-key"),
    "PLANNER_LLM_MODEL_NAME": ("planner_llm_model", "Qwen/Qwen3-235B-A22B-FP8"),
    "VALIDATOR_LLM_BASE_URL": ("validator_llm_base_url", "http://validator.example/v1"),
    "VALIDATOR_LLM_API_KEY": ("validator_llm_api_key", "validator-key"),
    "VALIDATOR_LLM_MODEL_NAME": ("validator_llm_model", "Qwen/Qwen2.5-72B-Instruct-AWQ"),
    "LLM_BASE_URL": ("llm_base_url", "http://llm.example/v1"),
    "LLM_API_KEY": ("llm_api_key", "llm-key"),
    "LLM_MODEL_NAME": ("llm_model", "some-model"),
    "WS_PORT": ("api_port", 8765),
    "MAX_CONCURRENT_CONNECTIONS": ("max_concurrent_connections", 7),
    "QUERY_REFINEMENT_MODE": ("query_refinement_mode", "inline"),
    "ENABLE_REFERENCING": ("enable_referencing", False),
    "TOKEN_SUMMARIZATION_LIMIT": ("token_summarization_limit", 50_000),
    "HEARTBEAT_INTERVAL_SECONDS": ("heartbeat_interval_seconds", 12.0),
    "HEARTBEAT_MAX_MISSED": ("heartbeat_max_missed", 4),
}
REFUSED = {"LLM_PROVIDER": ("vllm", "LLM_BASE_URL"), "REDIS_URL": ("redis://cache:6379/0", "DATABASE_URL")}


def test_the_seeds_setting_names_are_read(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name, (_field, value) in SEED_NAMES.items():
        monkeypatch.setenv(name, str(value).lower() if isinstance(value, bool) else str(value))
    settings = Settings(_env_file=None, data_dir=tmp_path)
    assert {name: getattr(settings, field) for name, (field, _value) in SEED_NAMES.items()} == {
        name: value for name, (_field, value) in SEED_NAMES.items()
    }
    assert role_endpoint(settings, "planner").model == "Qwen/Qwen3-235B-A22B-FP8"
    assert role_endpoint(settings, "validator").model == "Qwen/Qwen2.5-72B-Instruct-AWQ"


def test_the_projects_names_still_win_as_given(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PLANNER_LLM_MODEL", "ours")
    monkeypatch.setenv("PLANNER_LLM_MODEL_NAME", "the seed's")
    assert Settings(_env_file=None, data_dir=tmp_path).planner_llm_model == "ours"
    assert Settings(_env_file=None, data_dir=tmp_path, llm_model="given").llm_model == "given"


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_seed_setting_without_a_counterpart_is_refused_naming_the_replacement(
    name: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    value, replacement = REFUSED[name]
    monkeypatch.setenv(name, value)
    monkeypatch.setenv("LLM_API_KEY", "sk-never-printed")
    with pytest.raises(ValidationError) as refused:
        Settings(_env_file=None, data_dir=tmp_path)
    said = str(refused.value)
    assert f"{name} is not used here" in said and replacement in said
    assert "sk-never-printed" not in said and value not in said


def test_a_refused_name_in_the_env_file_is_refused_too(tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text("REDIS_URL=redis://cache:6379/0\n")
    with pytest.raises(ValidationError, match="REDIS_URL is not used here"):
        Settings(_env_file=env_file, data_dir=tmp_path)
