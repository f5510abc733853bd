"""The schema design pipeline (seed 001) against a model that honours strict schemas, as
OpenAI's Structured Outputs do: through the real worker, in LLM_TOOL_MODE=json_schema, the
scripted LLM refusing (400) a strict schema that breaks OpenAI's rules and answering each
strict request with an instance of its schema (`ScriptedLLM(strict=True)`)."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from temporalio.client import Client

from activities.schema_design.design_agents import SCHEMA_DESIGN_TOOL
from durable_agents.schema_design import store
from durable_agents.schema_design.contract import Artifact
from durable_agents.settings import Settings
from tests.schema_design.test_pipeline import (
    DML,
    REQUIREMENTS,
    USECASES,
    USERS,
    WORKOUTS,
    add,
    answered,
    done_of,
    new_session,
    run_message,
    summary,
)
from tests.support.scripted_llm import ScriptedLLM
from worker import build_worker

# Strict mode has no maps: a strict model writes each of the requirements' maps as entries.
STRICT_REQUIREMENTS: dict[str, Any] = {
    key: [{"key": name, "value": items} for name, items in value.items()] if isinstance(value, dict) else value
    for key, value in REQUIREMENTS.items()
}


@pytest.fixture
def strict_llm() -> Iterator[ScriptedLLM]:
    with ScriptedLLM(strict=True) as llm:
        yield llm


def strict_names(llm: ScriptedLLM) -> list[str]:
    """The names of the strict requests the model had, in order."""
    formats = [(body.get("response_format") or {}).get("json_schema") or {} for body in llm.requests]
    return [json_schema["name"] for json_schema in formats if json_schema.get("strict")]


async def test_the_pipeline_completes_against_a_strict_model(
    client: Client, settings: Settings, strict_llm: ScriptedLLM
) -> None:
    """requirements → schema → use cases (with their titles) → DML → summary: every strict
    schema is taken and every answer, an instance of it, is used."""
    own = settings.model_copy(
        update={
            "task_queue": f"{settings.task_queue}-strict",
            "llm_tool_mode": "json_schema",
            "llm_base_url": strict_llm.base_url,
        }
    )
    operations = [add("/tables/users", USERS), add("/tables/workouts", WORKOUTS)]
    strict_llm.script(
        answered("analyze_requirements", STRICT_REQUIREMENTS),
        answered(
            "design_schema",
            {"message": "Two tables.", "action": SCHEMA_DESIGN_TOOL, "arguments": {"operations": operations}},
        ),
        answered("design_schema", {"message": "Done.", "action": "done"}),
        answered("generate_usecases", {"usecases": USECASES}),
        answered("prepare_dml", {"operations": [{"description": "", **op} for op in DML]}),
        summary(),
    )
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, own, executor):
            session_id = await new_session(client, own)
            done = done_of(await run_message(client, session_id))

    assert strict_llm.refused_schemas == []
    assert (done["status"], done["schema_version"], done["error"]) == ("completed", 1, None)
    assert strict_names(strict_llm) == ["analyze_requirements", "generate_usecases", "prepare_dml"]
    row = store.get_artifact(settings.resolved_database_url, session_id)
    assert row is not None
    artifact = Artifact.model_validate(row.artifact)
    assert artifact.requirements.model_dump() == REQUIREMENTS
    assert [(u.title, u.description) for u in artifact.usecases] == [(u["title"], u["description"]) for u in USECASES]
    logs = [log for u in artifact.usecases for op in u.dml_operations for log in op.execution_logs]
    assert len(logs) == len(DML) and all(log.success for log in logs)
