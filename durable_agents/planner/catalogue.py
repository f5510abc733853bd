"""The task block catalogue's entries: what `task_block_search` finds and the task template
is filled from (DD-6). `catalogue_seed.json` ships a starter catalogue of ERP automation
blocks; `durable-agents catalogue load` loads it, or another file in the same format:

    {"blocks": [{"action_code": "CreatePurchaseOrder", "name": ..., "description": ...,
                 "pillar": ..., "module": ..., "inputs": [{"name", "data_type", "mandatory", ...}],
                 "outputs": [{"name", ...}], "keywords": [...]}]}

Stored and searched by `store.catalogue`.
"""

from __future__ import annotations

import json
import re
import uuid
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator, model_validator

from durable_agents.planner.block_templates import BlockTemplate

SEED_FILE = "catalogue_seed.json"
_KEYWORD_NAMESPACE = uuid.UUID("6f1c3d52-8a0e-4c1b-9a57-2f5d1e0b7c44")
_ACTION_CODE = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")


class CatalogueEntry(BlockTemplate):
    """A task block: its template fields, plus what search matches on."""

    block_type: Literal["task"] = "task"
    description: str = ""
    keywords: list[str] = Field(default_factory=list)

    @field_validator("action_code")
    @classmethod
    def _code(cls, value: str) -> str:
        if not _ACTION_CODE.match(value):
            raise ValueError("an action code is letters, digits and underscores, starting with a letter")
        return value

    @model_validator(mode="after")
    def _defaults(self) -> CatalogueEntry:
        # A stable KeywordId for entries that come without one.
        if not self.KeywordId:
            self.KeywordId = str(uuid.uuid5(_KEYWORD_NAMESPACE, self.action_code))
        if not self.name:
            self.name = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", self.action_code)
        return self

    def summary(self) -> dict[str, Any]:
        """What the planner and the events see of a block."""
        return {
            "action_code": self.action_code,
            "name": self.name,
            "description": self.description,
            "block_type": self.block_type,
            "pillar": self.pillar,
            "module": self.module,
            "inputs": [
                {
                    "name": i.name,
                    "data_type": i.data_type.DataType,
                    "mandatory": i.mandatory,
                    **({"allowed_values": i.data_type.LovValues} if i.data_type.LovValues else {}),
                }
                for i in self.inputs
            ],
            "outputs": [o.name for o in self.outputs],
        }


class Catalogue(BaseModel):
    blocks: list[CatalogueEntry]

    @model_validator(mode="after")
    def _unique(self) -> Catalogue:
        codes = [b.action_code for b in self.blocks]
        repeated = sorted({c for c in codes if codes.count(c) > 1})
        if repeated:
            raise ValueError(f"action codes listed more than once: {', '.join(repeated)}")
        return self


def parse_catalogue(data: str | bytes) -> list[CatalogueEntry]:
    """Entries of a catalogue file's JSON (pydantic.ValidationError when it does not fit)."""
    return Catalogue.model_validate(json.loads(data)).blocks


def read_catalogue(path: Path) -> list[CatalogueEntry]:
    return parse_catalogue(path.read_bytes())


def seed_catalogue() -> list[CatalogueEntry]:
    """The catalogue shipped with the package."""
    return parse_catalogue(resources.files("durable_agents.planner").joinpath(SEED_FILE).read_bytes())
