"""Every setting is documented in `.env.example` and the README, and nothing else is."""

from __future__ import annotations

import re
from pathlib import Path

from durable_agents.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
SETTING_NAMES = {name.upper() for name in Settings.model_fields}


def test_env_example_lists_exactly_the_settings() -> None:
    lines = (ROOT / ".env.example").read_text().splitlines()
    documented = {m.group(1) for line in lines if (m := re.match(r"^#? ?([A-Z_]+)=", line))}
    assert documented == SETTING_NAMES


def test_readme_documents_every_setting() -> None:
    readme = (ROOT / "README.md").read_text()
    assert {name for name in SETTING_NAMES if f"`{name}`" not in readme} == set()


def test_database_url_defaults_to_sqlite_in_the_data_dir(tmp_path: Path) -> None:
    settings = Settings(_env_file=None, data_dir=tmp_path)
    assert settings.resolved_database_url == f"sqlite:///{tmp_path.resolve()}/durable_agents.db"
    assert (
        Settings(_env_file=None, database_url="postgresql+psycopg://x/y").resolved_database_url
        == "postgresql+psycopg://x/y"
    )
