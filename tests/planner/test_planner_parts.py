"""The planner's parts on their own (seed 003): structural and edge validators, block
templates, the job-name fallback, prompt builders, the token estimate, the task block
catalogue on a real SQLite file and on PostgreSQL (a throwaway cluster,
tests/support/postgres.py), and the planner's activities in a real activity context
against the scripted OpenAI-compatible server and the SearXNG stand-in. No Temporal server."""

from __future__ import annotations

import itertools
import json
import os
import re
import subprocess
import sys
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from temporalio.exceptions import ApplicationError
from temporalio.testing import ActivityEnvironment

from activities.planner.planning import PlannerActivities, role_endpoint
from durable_agents.errors import ErrorCode
from durable_agents.llm_types import LLMMessage
from durable_agents.planner import catalogue_store as catalogue
from durable_agents.planner.block_templates import (
    AI_BLOCK_TEMPLATE,
    MANUAL_BLOCK_TEMPLATE,
    PlannedWorkflow,
    apply_template,
    to_event_payload,
    unmatched_inputs,
    workflow_from_tool_arguments,
)
from durable_agents.planner.catalogue import seed_catalogue
from durable_agents.planner.contract import (
    BlockSearchInput,
    BlockValidationInput,
    JobNameInput,
    PlannerPromptInput,
    PlannerStepInput,
    ReferencingInput,
    RefineInput,
    SummarizeInput,
    WebSearchInput,
)
from durable_agents.planner.function_tools import PLANNER_TOOLS
from durable_agents.planner.job_name import MAX_CHARS, MIN_CHARS, fallback_job_name
from durable_agents.planner.prompts import (
    LOADER,
    PromptLoader,
    get_job_name_prompt,
    get_planner_prompt,
    get_query_refinement_prompt,
    get_referencing_prompt,
    get_summarization_prompt,
    get_validation_prompt,
)
from durable_agents.planner.prompts.domain_data import PILLAR_MODULE_MAP
from durable_agents.planner.prompts.loader import PLACEHOLDER
from durable_agents.planner.tokens import estimate_tokens
from durable_agents.planner.validators import (
    edge_connection_warnings,
    errors_as_tool_result,
    structural_validate,
    topological_order,
    upstream_blocks,
)
from durable_agents.settings import Settings
from tests.support.postgres import create_database
from tests.support.scripted_llm import MODEL_ID, Reply, ScriptedLLM
from tests.support.search_server import SearchServer

USER_INFO = {
    "userDTO": {"Name": "Dana Reyes", "email_ID": "dana@example.com", "ApiKey": "sk-secret"},
    "domain": "https://acme.example.com",
    "project_key": "ERP-7",
    "keycloak_token": "kc-secret",
}


def block(block_id: str, action_code: str = "SendEmail", block_type: str = "task", **inputs: Any) -> dict[str, Any]:
    return {
        "block_id": block_id,
        "name": f"Step {block_id}",
        "action_code": action_code,
        "block_type": block_type,
        "inputs": inputs,
    }


def flow(*blocks: dict[str, Any], edges: list[tuple[str, str]] | None = None) -> dict[str, Any]:
    return {"blocks": list(blocks), "edges": [{"from": a, "to": b} for a, b in edges or []]}


def chain(*codes: str) -> dict[str, Any]:
    ids = [f"b{n}" for n in range(1, len(codes) + 1)]
    return flow(*(block(i, c) for i, c in zip(ids, codes, strict=True)), edges=list(itertools.pairwise(ids)))


def messages_of(report_issues: list[Any]) -> str:
    return "\n".join(issue.message for issue in report_issues)


# --- Structural validation (DD-3) ----------------------------------------------------------


def test_a_valid_workflow_passes_structural_validation() -> None:
    workflow = chain("CreateSupplier", "CreatePurchaseOrder", "ApprovePurchaseOrder")
    report = structural_validate(workflow)
    assert report.errors == [] and report.warnings == []
    assert structural_validate(PlannedWorkflow.model_validate(workflow)).errors == []
    assert edge_connection_warnings(workflow) == []


@pytest.mark.parametrize(
    ("workflow", "expected", "block_id"),
    [
        ({"blocks": []}, "no blocks", None),
        ({"edges": []}, "no blocks", None),
        (flow({"name": "x", "action_code": "SendEmail"}), "has no `block_id`", None),
        (flow(block("b1"), block("b1")), "used by 2 blocks", "b1"),
        (flow({"block_id": "b1", "name": "x", "inputs": {}}), "no `action_code`", "b1"),
        (flow(block("b1", block_type="robot")), "block_type 'robot'", "b1"),
        (flow({**block("b1"), "inputs": "Subject=Hi"}), "`inputs` must be an object", "b1"),
        (flow(block("b1"), edges=[("b1", "b9")]), "refers to block b9, which does not exist", None),
        ({"blocks": [block("b1")], "edges": [{"from": "b1"}]}, "needs both `from` and `to`", None),
        ({"blocks": [block("b1")], "edges": "b1->b2"}, "`edges` must be a list", None),
        (flow(block("b1"), block("b2"), edges=[("b1", "b2"), ("b2", "b2")]), "connects block b2 to itself", "b2"),
    ],
)
def test_structural_errors(workflow: dict[str, Any], expected: str, block_id: str | None) -> None:
    errors = structural_validate(workflow).errors
    matching = [e for e in errors if expected in e.message]
    assert matching, messages_of(errors)
    assert matching[0].validator == "structural" and matching[0].block_id == block_id


def test_a_cycle_is_an_error_and_blocks_only_a_cycle_reaches_are_unreachable() -> None:
    looped = flow(block("b1"), block("b2"), block("b3"), edges=[("b1", "b2"), ("b2", "b3"), ("b3", "b2")])
    errors = structural_validate(looped).errors
    assert [e.message for e in errors] == ["The edges form a cycle through b2, b3; a workflow must not loop back."]

    island = flow(block("b1"), block("b2"), block("b3"), edges=[("b2", "b3"), ("b3", "b2")])
    errors = structural_validate(island).errors
    assert "cycle through b2, b3" in errors[0].message
    unreachable = [e for e in errors if "cannot be reached" in e.message]
    assert [e.block_id for e in unreachable] == ["b2", "b3"]
    assert "from a start block (b1)" in unreachable[0].message

    closed = flow(block("b1"), block("b2"), edges=[("b1", "b2"), ("b2", "b1")])
    assert any("No block is a start block" in e.message for e in structural_validate(closed).errors)


def test_repeated_edges_are_a_structural_warning() -> None:
    report = structural_validate(flow(block("b1"), block("b2"), edges=[("b1", "b2"), ("b1", "b2")]))
    assert report.errors == []
    assert [w.message for w in report.warnings] == ["Edge b1 -> b2 is repeated."]


@pytest.mark.parametrize(
    ("codes", "failing"),
    [
        (["CreateDiscoverySnapshot", "GenerateTestCases", "ExecuteTestSuite"], []),
        (["CreateDiscoverySnapshot", "GenerateRegressionSuite"], []),
        (["ExecuteTestSuite", "AnalyzeTestResults"], []),  # no generation, no snapshot: fine
        (["GenerateTestCases", "ExecuteTestSuite"], ["b1"]),  # generation needs a snapshot
        (["ExecuteTestSuite", "CreateDiscoverySnapshot", "GenerateTestCases"], ["b1"]),  # a test block precedes it
        (["GenerateTestCases", "CreateDiscoverySnapshot"], ["b1"]),
    ],
)
def test_discovery_snapshot_comes_before_test_blocks(codes: list[str], failing: list[str]) -> None:
    errors = structural_validate(chain(*codes)).errors
    assert [e.block_id for e in errors] == failing
    for error in errors:
        assert "CreateDiscoverySnapshot" in error.message


def test_a_test_block_beside_the_snapshot_is_not_after_it() -> None:
    parallel = flow(
        block("b1", "CreateSupplier"),
        block("b2", "CreateDiscoverySnapshot"),
        block("b3", "ExecuteTestSuite"),
        edges=[("b1", "b2"), ("b1", "b3")],
    )
    errors = structural_validate(parallel).errors
    assert [e.block_id for e in errors] == ["b3"]
    assert "must come after the CreateDiscoverySnapshot block (b2)" in errors[0].message


def test_edge_connection_warnings() -> None:
    assert edge_connection_warnings(flow(block("b1"))) == []
    isolated = flow(block("b1"), block("b2"), block("b3"), edges=[("b1", "b2")])
    warnings = edge_connection_warnings(isolated)
    assert [(w.validator, w.block_id) for w in warnings] == [("edge_connection", "b3")]
    assert "not connected to any other block" in warnings[0].message
    assert structural_validate(isolated).errors == []  # a warning only: an isolated block is its own start

    fan = flow(*(block(f"b{n}") for n in range(1, 5)), edges=[("b1", "b3"), ("b2", "b3"), ("b3", "b4"), ("b1", "b4")])
    text = messages_of(edge_connection_warnings(fan))
    assert "2 start blocks (b1, b2)" in text
    assert "Edge b1 -> b4 is redundant: b4 already runs after b1." in text

    forked = flow(block("b1"), block("b2"), block("b3"), edges=[("b1", "b2"), ("b1", "b3")])
    assert "2 end blocks (b2, b3)" in messages_of(edge_connection_warnings(forked))


def test_errors_go_back_to_the_planner_as_a_tool_result() -> None:
    errors = structural_validate(flow(block("b1"), block("b1"), edges=[("b1", "b7")])).errors
    result = errors_as_tool_result(errors)
    assert result.startswith(f"The workflow was NOT accepted: {len(errors)} blocking error(s).")
    assert "submit_workflow again" in result
    for error in errors:
        assert error.message in result
    assert "- [structural] b1: The block_id b1 is used by 2 blocks" in result


def test_execution_order_and_upstream_blocks() -> None:
    workflow = flow(block("b3"), block("b1"), block("b2"), edges=[("b1", "b2"), ("b2", "b3")])
    assert topological_order(workflow) == ["b1", "b2", "b3"]
    assert upstream_blocks(workflow) == {"b3": ["b1", "b2"], "b1": [], "b2": ["b1"]}


# --- Job name fallback (DD-8) ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "names"),
    [
        ("", []),
        ("workflow", []),
        ("Create a PO for Acme!", ["Create Purchase Order"]),
        ("please create and approve purchase orders for acme & co (urgent) — by friday", ["A", "B"]),
        ("x" * 500, ["CreatePurchaseOrder", "ApprovePurchaseOrder"]),
        ("Überprüfe die Lieferanten", ["Create Supplier", "Update Supplier Bank Account", "Send Email"]),
        ("a the of and to", []),
    ],
)
def test_fallback_job_name_bounds(query: str, names: list[str]) -> None:
    name = fallback_job_name(query, names)
    assert MIN_CHARS <= len(name) <= MAX_CHARS, name
    assert re.fullmatch(r"[A-Za-z0-9]+( [A-Za-z0-9]+)*", name), name
    assert all(word[0].isupper() or word[0].isdigit() for word in name.split()), name
    assert fallback_job_name(query, names) == name  # deterministic


def test_fallback_job_name_uses_the_query_and_block_names() -> None:
    name = fallback_job_name("create a PO for acme", ["CreatePurchaseOrder", "Send Email"])
    assert name.startswith("Create PO Acme Workflow Purchase Order Send Email")


# --- Block templates (DD-6) -----------------------------------------------------------------


def seed_entry(action_code: str) -> Any:
    return next(e for e in seed_catalogue() if e.action_code == action_code)


def test_apply_template_fills_a_task_block_from_its_catalogue_entry() -> None:
    entry = seed_entry("CreatePurchaseOrder")
    planned = block(
        "b2",
        "CreatePurchaseOrder",
        **{"supplier_name": "Acme", "Quantity": 5, "Requisition Number": "op-b1-RequisitionNumber", "Colour": "red"},
    )
    made = apply_template(planned, entry)
    assert made["block_id"] == "b2" and made["name"] == "Step b2"
    for field in ("KeywordId", "action_code", "pillar", "module", "group_name", "sub_group", "isEnabled"):
        assert made[field] == getattr(entry, field)
    assert made["block_type"] == "task"
    inputs = {i["name"]: i for i in made["inputs"]}
    assert [i.name for i in entry.inputs] == list(inputs)  # every template input, in its order
    assert inputs["Supplier Name"]["StaticValue"] == "Acme" and inputs["Supplier Name"]["mandatory"] is True
    assert inputs["Quantity"]["StaticValue"] == "5"
    assert inputs["Requisition Number"] == {
        **inputs["Requisition Number"],
        "StaticValue": None,
        "ReferencedOutputVariableName": "op-b1-RequisitionNumber",
    }
    assert inputs["Currency"]["StaticValue"] == "USD"  # the catalogue's default stays
    assert set(inputs["Currency"]["data_type"]) == {"DataType", "DataFormat", "LovValues", "fileTypesToSupport"}
    assert "EUR" in inputs["Currency"]["data_type"]["LovValues"]
    assert made["outputs"][0]["OutputVariableName"] == "op-b2-PurchaseOrderNumber"
    assert unmatched_inputs(planned, entry) == ["Colour"]
    assert entry.inputs[0].StaticValue is None  # the entry itself is not touched


def test_ai_and_manual_blocks_take_their_templates() -> None:
    pristine = AI_BLOCK_TEMPLATE.model_dump()
    ai = apply_template(block("b1", "AskWilfred", "ai", prompt="Summarise the suppliers", **{"Output Format": "JSON"}))
    assert AI_BLOCK_TEMPLATE.model_dump() == pristine
    assert ai["KeywordId"] == AI_BLOCK_TEMPLATE.KeywordId and ai["group_name"] == "AskWilfred"
    inputs = {i["name"]: i["StaticValue"] for i in ai["inputs"]}
    assert inputs == {"Prompt": "Summarise the suppliers", "Attachment": None, "Output Format": "JSON"}
    assert ai["outputs"][0]["OutputVariableName"] == "op-b1-Output"

    manual = apply_template(block("b2", "Review", "manual", Task="Check the order"))
    assert manual["action_code"] == "HumanDependent" and manual["sub_group"] == "Manual_Process"
    assert manual["KeywordId"] == MANUAL_BLOCK_TEMPLATE.KeywordId
    with pytest.raises(ValueError, match="needs its catalogue entry"):
        apply_template(block("b3", "CreateSupplier"))


def test_the_discovery_snapshot_gets_its_dates() -> None:
    entry = seed_entry("CreateDiscoverySnapshot")
    made = apply_template(block("b1", "CreateDiscoverySnapshot", Application="Workday"), entry, today=date(2026, 3, 5))
    values = {i["name"]: i["StaticValue"] for i in made["inputs"]}
    assert values["Start Date"] == "2/3/2026 11:59:59 PM" and values["End Date"] == "3/5/2026 11:59:59 PM"
    assert values["Timezone"] == "UTC" and values["Application"] == "Workday"
    given = apply_template(block("b1", "CreateDiscoverySnapshot", **{"Start Date": "1/1/2026"}), entry)
    assert {i["name"]: i["StaticValue"] for i in given["inputs"]}["Start Date"] == "1/1/2026"


def test_event_payload_and_tool_arguments() -> None:
    arguments = {
        "workflow_json": json.dumps({"blocks": [block("b1"), block("b2")]}),
        "edges": [{"from": "b1", "to": "b2"}],
    }
    workflow = workflow_from_tool_arguments(arguments)
    assert [b["block_id"] for b in workflow["blocks"]] == ["b1", "b2"]
    json_data, graph_data = to_event_payload(workflow)
    assert json_data == workflow["blocks"] and json_data[0] is not workflow["blocks"][0]
    assert graph_data == [{"source": "b1", "target": "b2"}]
    assert workflow_from_tool_arguments({"workflow_json": [block("b1")]}) == {"blocks": [block("b1")], "edges": []}


# --- Prompts (DD-7, DD-11) and the token estimate (DD-9) -------------------------------------


def assert_filled(prompt: str) -> None:
    assert not PLACEHOLDER.search(prompt), PLACEHOLDER.search(prompt)


def validated_purchase_flow() -> dict[str, Any]:
    first = apply_template(
        block("b1", "CreatePurchaseOrder", **{"Supplier Name": "Acme"}), seed_entry("CreatePurchaseOrder")
    )
    second = apply_template(block("b2", "ApprovePurchaseOrder"), seed_entry("ApprovePurchaseOrder"))
    return {"blocks": [second, first], "edges": [{"from": "b1", "to": "b2"}]}


def test_the_planner_prompt() -> None:
    blocks = [e.summary() for e in seed_catalogue()]
    prompt = get_planner_prompt(blocks, USER_INFO, mode_inline_refinement=False)
    assert_filled(prompt)
    guidance = prompt.split("## Using Tool Results", 1)[1].split("\n## ", 1)[0]
    for tool, advice in [("web_search", "relevance"), ("task_block_search", "action_code"), ("clarify", "do not ask")]:
        line = next(line for line in guidance.splitlines() if line.startswith(f"- **{tool}**"))
        assert advice in line
    for name in PLANNER_TOOLS:
        assert f"- {name}(" in prompt
    assert "- Name: Dana Reyes" in prompt and "- Project: ERP-7" in prompt
    assert "secret" not in prompt
    assert "Procurement / Purchasing: CreatePurchaseRequisition" in prompt
    assert "## Understanding the request" not in prompt
    inline = get_planner_prompt([], {}, mode_inline_refinement=True)
    assert "## Understanding the request" in inline and "(not given)" in inline
    assert "task_block_search)" in inline  # no blocks listed: search for them


def test_every_prompt_builder_fills_its_placeholders() -> None:
    workflow = validated_purchase_flow()
    prompts = [
        get_query_refinement_prompt(),
        get_validation_prompt(block("b1", "CreatePO"), [seed_entry("CreatePurchaseOrder").summary()], workflow, "Buy"),
        get_validation_prompt(block("b1", "Nothing"), [], workflow, ""),
        get_referencing_prompt(workflow, [LLMMessage(role="user", content="Approver is Lee")], USER_INFO),
        get_job_name_prompt(workflow, "Create and approve a PO"),
        get_summarization_prompt(),
    ]
    for prompt in prompts:
        assert_filled(prompt)
        assert "secret" not in prompt
    referencing = prompts[3]
    assert "- b2 / Purchase Order Number (String)" in referencing
    assert "- b2 may use: op-b1-PurchaseOrderNumber (Purchase Order Number of b1)" in referencing
    assert "user: Approver is Lee" in referencing
    # Execution order, not submitted order.
    assert referencing.index('"block_id": "b1"') < referencing.index('"block_id": "b2"')
    assert "1. Step b1 (CreatePurchaseOrder)\n2. Step b2 (ApprovePurchaseOrder)" in prompts[4]
    summary_rules = prompts[5]
    assert "Preserve ALL user clarifications exactly as stated" in summary_rules
    for heading in ("User Clarification", "Web Results", "Agent Context"):
        assert f"## {heading}" in summary_rules


def test_the_loader_is_strict(tmp_path: Path) -> None:
    (tmp_path / "t.md").write_text('Hello {name}, here is JSON: {"a": 1} and {name} again.\n')
    loader = PromptLoader(tmp_path)
    assert loader.render("t", name="{x}") == 'Hello {x}, here is JSON: {"a": 1} and {x} again.\n'
    with pytest.raises(KeyError, match="name"):
        loader.render("t")
    with pytest.raises(ValueError, match="other"):
        loader.render("t", name="a", other="b")
    assert set(LOADER.placeholders("planner_system")) == {
        "user_info",
        "tool_descriptions",
        "query_refinement",
        "pillar_modules",
        "task_blocks",
    }


def test_token_estimate() -> None:
    assert estimate_tokens([]) == 0
    assert estimate_tokens([{"role": "user", "content": "abcd" * 10}]) == 10
    assert estimate_tokens([{"role": "system", "content": "abc"}]) == 1
    call = {"id": "call_1", "type": "function", "function": {"name": "clarify", "arguments": '{"questions": []}'}}
    with_call = [{"role": "assistant", "content": None, "tool_calls": [call]}]
    assert estimate_tokens(with_call) == -(-len('clarify{"questions": []}') // 4)
    parts = [{"role": "user", "content": [{"type": "text", "text": "x" * 8}]}]
    assert estimate_tokens(parts) == 2


# --- The catalogue --------------------------------------------------------------------------


def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'catalogue.db'}"


def codes(entries: list[Any]) -> list[str]:
    return [e.action_code for e in entries]


def test_the_seed_catalogue_is_consistent() -> None:
    entries = seed_catalogue()
    assert 40 <= len(entries) <= 60
    found = {e.action_code for e in entries}
    assert {"CreateDiscoverySnapshot", "GenerateTestCases", "ExecuteTestSuite", "SendEmail", "RunPayroll"} <= found
    for entry in entries:
        assert entry.description and entry.inputs and entry.outputs, entry.action_code
        assert any(i.mandatory for i in entry.inputs), entry.action_code
        if entry.pillar:
            assert entry.module in PILLAR_MODULE_MAP[entry.pillar], entry.action_code
        else:  # open pillar: the block takes them as inputs
            assert {"Pillar", "Module"} <= {i.name for i in entry.inputs}, entry.action_code
        for field in entry.inputs:
            assert (
                field.StaticValue is None
                or not field.data_type.LovValues
                or (field.StaticValue in field.data_type.LovValues)
            ), (entry.action_code, field.name)


def test_catalogue_load_is_idempotent_and_search_ranks_sensibly(tmp_path: Path) -> None:
    url = db_url(tmp_path)
    entries = seed_catalogue()
    assert catalogue.load_blocks(url, entries) == len(entries)
    assert catalogue.load_blocks(url, entries) == len(entries)
    assert catalogue.count_blocks(url) == len(entries)
    assert codes(catalogue.search_blocks(url, "create purchase order", 5))[0] == "CreatePurchaseOrder"
    assert codes(catalogue.search_blocks(url, "CreatePurchaseOrder", 3))[0] == "CreatePurchaseOrder"
    assert codes(catalogue.search_blocks(url, "approve the purchase order", 3))[0] == "ApprovePurchaseOrder"
    assert codes(catalogue.search_blocks(url, "vendor onboarding", 3))[0] == "CreateSupplier"
    assert codes(catalogue.search_blocks(url, "pay suppliers", 3))[0] == "RunPaymentProcess"
    assert codes(catalogue.search_blocks(url, "send an email notification", 3))[0] == "SendEmail"
    assert set(codes(catalogue.search_blocks(url, "payroll", 3))) == {
        "RunPayroll",
        "ValidatePayrollResults",
        "GeneratePayslips",
    }
    assert len(catalogue.search_blocks(url, "supplier", 4)) == 4
    assert catalogue.search_blocks(url, "the of and", 5) == []
    assert catalogue.search_blocks(url, 'purchase" OR NEAR(', 3)  # user text never becomes FTS syntax
    assert catalogue.get_block(url, "createpurchaseorder").action_code == "CreatePurchaseOrder"  # type: ignore[union-attr]
    assert catalogue.get_block(url, "NoSuchBlock") is None

    # An upsert replaces the row and its index entry.
    changed = seed_entry("SendEmail").model_copy(update={"name": "Send Courier Pigeon", "keywords": ["pigeon"]})
    assert catalogue.load_blocks(url, [changed]) == 1
    assert catalogue.count_blocks(url) == len(entries)
    assert codes(catalogue.search_blocks(url, "pigeon", 5)) == ["SendEmail"]
    assert catalogue.get_block(url, "SendEmail").name == "Send Courier Pigeon"  # type: ignore[union-attr]


def test_an_empty_catalogue_is_seeded_on_first_search(tmp_path: Path) -> None:
    url = db_url(tmp_path)
    assert codes(catalogue.search_blocks(url, "discovery snapshot", 1)) == ["CreateDiscoverySnapshot"]
    assert catalogue.count_blocks(url) == len(seed_catalogue())
    assert codes(catalogue.all_blocks(url))[:3] == ["CompareConfigurations", "ExportConfigurations", "ImportData"]


def test_the_catalogue_on_postgres(postgres_url: str) -> None:
    url = create_database(postgres_url, "catalogue")
    assert codes(catalogue.search_blocks(url, "create purchase order", 3))[0] == "CreatePurchaseOrder"
    count = catalogue.count_blocks(url)
    assert catalogue.load_blocks(url, seed_catalogue()) == count == len(seed_catalogue())
    assert catalogue.count_blocks(url) == count
    assert codes(catalogue.search_blocks(url, "CreatePurchaseOrder", 3))[0] == "CreatePurchaseOrder"
    assert codes(catalogue.search_blocks(url, "vendor onboarding", 3))[0] == "CreateSupplier"
    assert codes(catalogue.search_blocks(url, "running payroll", 3))[0] == "RunPayroll"
    assert catalogue.search_blocks(url, "the of and", 3) == []
    assert catalogue.get_block(url, "sendemail").name == "Send Email"  # type: ignore[union-attr]


def run_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    # Without the host's settings (a DATABASE_URL would send the load elsewhere).
    names = {name.upper() for name in Settings.model_fields}
    env = {key: value for key, value in os.environ.items() if key.upper() not in names}
    return subprocess.run(
        [sys.executable, "-m", "durable_agents.cli", *args],
        env=env,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_catalogue_load_command(tmp_path: Path) -> None:
    seeded = run_cli("catalogue", "load", "--data-dir", str(tmp_path), cwd=tmp_path)
    assert seeded.returncode == 0, seeded.stderr
    count = len(seed_catalogue())
    assert json.loads(seeded.stdout) == {"loaded": count, "total": count}
    own = tmp_path / "own.json"
    own.write_text(
        json.dumps(
            {
                "blocks": [
                    {
                        "action_code": "PrintLabels",
                        "description": "Prints shipping labels.",
                        "inputs": [{"name": "Printer", "mandatory": True}],
                    }
                ]
            }
        )
    )
    loaded = run_cli("catalogue", "load", "--data-dir", str(tmp_path), "--file", str(own), cwd=tmp_path)
    assert json.loads(loaded.stdout) == {"loaded": 1, "total": count + 1}
    settings = Settings(_env_file=None, data_dir=tmp_path)
    assert catalogue.get_block(settings.resolved_database_url, "PrintLabels").name == "Print Labels"  # type: ignore[union-attr]
    own.write_text(json.dumps({"blocks": [{"action_code": "bad code!"}]}))
    refused = run_cli("catalogue", "load", "--data-dir", str(tmp_path), "--file", str(own), cwd=tmp_path)
    assert refused.returncode == 2 and "catalogue load: 1 invalid fields" in refused.stderr


# --- Activities -------------------------------------------------------------------------------


@pytest.fixture
def env() -> ActivityEnvironment:
    return ActivityEnvironment()


def make_settings(tmp_path: Path, scripted_llm: ScriptedLLM, search_server: SearchServer, **overrides: Any) -> Settings:
    values: dict[str, Any] = {
        "data_dir": tmp_path,
        "llm_base_url": scripted_llm.base_url,
        "llm_api_key": "test-key",
        "llm_model": MODEL_ID,
        "llm_max_attempts": 3,
        "web_search_url": search_server.base_url,
    }
    return Settings(_env_file=None, **(values | overrides))


@pytest.fixture
def acts(tmp_path: Path, scripted_llm: ScriptedLLM, search_server: SearchServer) -> PlannerActivities:
    return PlannerActivities(make_settings(tmp_path, scripted_llm, search_server))


def tool_reply(name: str, arguments: dict[str, Any] | str, text: str = "") -> Reply:
    return Reply(text=text, tool_calls=[{"name": name, "arguments": arguments}])


async def test_planner_step_native_returns_parsed_tool_calls(
    env: ActivityEnvironment, acts: PlannerActivities, scripted_llm: ScriptedLLM
) -> None:
    scripted_llm.script(
        Reply(
            text="Let me look for blocks.",
            tool_calls=[
                {"name": "think_approach", "arguments": {"summary": "Create, then approve."}},
                {"name": "task_block_search", "arguments": {"queries": ["create purchase order"]}},
            ],
        )
    )
    messages = [{"role": "system", "content": "You plan."}, {"role": "user", "content": "Buy 5 laptops"}]
    step = await env.run(acts.planner_step, PlannerStepInput(messages=messages, tool_names=list(PLANNER_TOOLS)))
    assert step.content == "Let me look for blocks."
    assert [(c.name, c.arguments) for c in step.tool_calls] == [
        ("think_approach", {"summary": "Create, then approve."}),
        ("task_block_search", {"queries": ["create purchase order"]}),
    ]
    assert all(c.call_id for c in step.tool_calls) and step.usage.total_tokens > 0
    body = scripted_llm.requests[0]
    assert [t["function"]["name"] for t in body["tools"]] == list(PLANNER_TOOLS)
    assert body["tool_choice"] == "auto" and body["model"] == MODEL_ID and body["messages"] == messages


async def test_planner_step_does_not_offer_web_search_without_a_search_server(
    env: ActivityEnvironment, tmp_path: Path, scripted_llm: ScriptedLLM, search_server: SearchServer
) -> None:
    acts = PlannerActivities(make_settings(tmp_path, scripted_llm, search_server, web_search_url=None))
    scripted_llm.script(Reply(text="Nothing to search.", match=lambda body: "Plan offline." in json.dumps(body)))
    messages = [{"role": "user", "content": "Plan offline."}]
    await env.run(acts.planner_step, PlannerStepInput(messages=messages, tool_names=list(PLANNER_TOOLS)))
    body = scripted_llm.requests[-1]
    assert [t["function"]["name"] for t in body["tools"]] == [t for t in PLANNER_TOOLS if t != "web_search"]


async def test_planner_step_native_rejects_unusable_calls(
    env: ActivityEnvironment, acts: PlannerActivities, scripted_llm: ScriptedLLM
) -> None:
    request = PlannerStepInput(messages=[{"role": "user", "content": "hi"}], tool_names=["clarify"])
    scripted_llm.script(tool_reply("clarify", "{not json"), tool_reply("submit_workflow", {"edges": []}))
    for _ in range(2):
        with pytest.raises(ApplicationError) as failure:
            await env.run(acts.planner_step, request)
        assert failure.value.type == ErrorCode.LLM_BAD_OUTPUT and not failure.value.non_retryable
    with pytest.raises(ApplicationError) as failure:
        await env.run(acts.planner_step, PlannerStepInput(messages=[], tool_names=["teleport"]))
    assert failure.value.non_retryable
    scripted_llm.script(Reply(status=401))
    with pytest.raises(ApplicationError) as failure:
        await env.run(acts.planner_step, request)
    assert failure.value.type == ErrorCode.LLM_AUTH_FAILED and failure.value.non_retryable


async def test_planner_step_json_schema_maps_the_choice(
    env: ActivityEnvironment,
    tmp_path: Path,
    scripted_llm: ScriptedLLM,
    search_server: SearchServer,
) -> None:
    acts = PlannerActivities(make_settings(tmp_path, scripted_llm, search_server, llm_tool_mode="json_schema"))
    earlier = {
        "id": "call_1",
        "type": "function",
        "function": {"name": "web_search", "arguments": '{"queries": ["po"]}'},
    }
    messages = [
        {"role": "system", "content": "You plan."},
        {"role": "user", "content": "Buy laptops"},
        {"role": "assistant", "content": None, "tool_calls": [earlier]},
        {"role": "tool", "tool_call_id": "call_1", "content": "[1] Purchase orders explained"},
    ]
    scripted_llm.script(
        Reply(content_json={"tool": "clarify", "arguments": {"questions": ["Which supplier?"]}}),
        Reply(content_json={"tool": "respond", "content": "Hello!"}),
        Reply(content_json={"tool": "teleport", "arguments": {}}),
    )
    request = PlannerStepInput(messages=messages, tool_names=["web_search", "clarify"])
    step = await env.run(acts.planner_step, request)
    assert step.content == "" and len(step.tool_calls) == 1
    call = step.tool_calls[0]
    assert (call.call_id, call.name, call.arguments) == ("call_2", "clarify", {"questions": ["Which supplier?"]})
    body = scripted_llm.requests[0]
    variants = body["response_format"]["json_schema"]["schema"]["anyOf"]
    assert [v["properties"]["tool"]["enum"] for v in variants] == [["web_search"], ["clarify"], ["respond"]]
    assert "tools" not in body
    sent = body["messages"]
    assert {m["role"] for m in sent} == {"system", "user", "assistant"}  # tool turns as plain text
    assert json.loads(sent[2]["content"]) == {"tool": "web_search", "arguments": {"queries": ["po"]}}
    assert sent[3] == {"role": "user", "content": "Result of web_search:\n[1] Purchase orders explained"}

    reply = await env.run(acts.planner_step, request)
    assert reply.content == "Hello!" and reply.tool_calls == []
    with pytest.raises(ApplicationError) as failure:
        await env.run(acts.planner_step, request)
    assert failure.value.type == ErrorCode.LLM_BAD_OUTPUT


async def test_each_role_uses_its_own_model_and_endpoint(
    env: ActivityEnvironment, tmp_path: Path, scripted_llm: ScriptedLLM, search_server: SearchServer
) -> None:
    unset = make_settings(tmp_path, scripted_llm, search_server)
    assert role_endpoint(unset, "planner") == role_endpoint(unset, "validator")
    assert role_endpoint(unset, "validator").model_dump() == {
        "base_url": scripted_llm.base_url,
        "api_key": "test-key",
        "model": MODEL_ID,
    }

    settings = make_settings(
        tmp_path,
        scripted_llm,
        search_server,
        llm_base_url="http://127.0.0.1:9/v1",  # nothing listens: only the role endpoints may be used
        planner_llm_base_url=scripted_llm.base_url,
        planner_llm_model="planner-model",
        validator_llm_base_url=scripted_llm.base_url,
        validator_llm_api_key="validator-key",
        validator_llm_model="validator-model",
    )
    acts = PlannerActivities(settings)
    assert acts.validator_model.api_key == "validator-key" and acts.planner_model.api_key == "test-key"
    scripted_llm.script(
        Reply(text="Hi."),
        Reply(text="Create And Approve Purchase Orders For Acme Supplies In The Procurement Module"),
    )
    await env.run(acts.planner_step, PlannerStepInput(messages=[{"role": "user", "content": "hi"}], tool_names=[]))
    named = await env.run(acts.generate_job_name, JobNameInput(workflow=chain("CreatePurchaseOrder"), user_query="PO"))
    assert named.method == "llm"
    assert [r["model"] for r in scripted_llm.requests] == ["planner-model", "validator-model"]


async def test_refine_query_uses_the_planner_model(
    env: ActivityEnvironment, acts: PlannerActivities, scripted_llm: ScriptedLLM
) -> None:
    brief = "Create a purchase order (Procurement / Purchasing) for 5 laptops from Acme, then approve it."
    scripted_llm.script(
        tool_reply("refine_query", {"needs_refinement": True, "refined_query": f"  {brief} "}),
        tool_reply("refine_query", {"needs_refinement": False, "refined_query": "ignored"}),
    )
    history = [LLMMessage(role="user", content="Hi"), LLMMessage(role="assistant", content="Hello")]
    refined = await env.run(acts.refine_query, RefineInput(query="PO for 5 laptops from Acme", history=history))
    assert refined.refined == brief
    body = scripted_llm.requests[0]
    assert body["tool_choice"]["function"]["name"] == "refine_query"
    assert [m["role"] for m in body["messages"]] == ["system", "user", "assistant", "user"]
    assert "Pillars and modules" in body["messages"][0]["content"]
    assert (await env.run(acts.refine_query, RefineInput(query="hello"))).refined == ""


def test_build_planner_prompt_lists_the_catalogue(env: ActivityEnvironment, acts: PlannerActivities) -> None:
    prompt = env.run(acts.build_planner_prompt, PlannerPromptInput(user_info=USER_INFO, inline_refinement=True))
    assert "CreatePurchaseOrder" in prompt and "Dana Reyes" in prompt and "secret" not in prompt
    assert "## Understanding the request" in prompt


def test_task_block_search_activity(env: ActivityEnvironment, acts: PlannerActivities) -> None:
    found = env.run(
        acts.task_block_search,
        BlockSearchInput(tenant_id="t1", queries=["create purchase order", " ", "approve purchase order"], limit=3),
    )
    assert [r["query"] for r in found.results] == ["create purchase order", "approve purchase order"]
    first = found.results[0]["blocks"][0]
    assert first["action_code"] == "CreatePurchaseOrder" and first["pillar"] == "Procurement"
    assert {"name": "Supplier Name", "data_type": "String", "mandatory": True} in first["inputs"]
    actions = found.all_searched_actions
    assert (
        actions[0] == "CreatePurchaseOrder" and len(actions) == len(set(actions)) and "ApprovePurchaseOrder" in actions
    )


async def test_planner_web_search(
    env: ActivityEnvironment, acts: PlannerActivities, search_server: SearchServer
) -> None:
    search_server.reset()
    found = await env.run(acts.planner_web_search, WebSearchInput(queries=["temporal activities", "retries"], limit=2))
    assert search_server.queries == ["temporal activities", "retries"]
    assert [r["query"] for r in found.results] == ["temporal activities", "retries"]
    result = found.results[0]
    assert result["content"].startswith("[1] Temporal durable execution\nTemporal makes code durable")
    assert result["sources"] == [
        {"title": "Temporal durable execution", "url": "https://docs.temporal.io/evaluate/understanding-temporal"},
        {"title": "Activities - Temporal docs", "url": "https://docs.temporal.io/activities"},
    ]
    for scripted, code, retryable in [(503, ErrorCode.SEARCH_UNAVAILABLE, True), (400, ErrorCode.TOOL_FAILED, False)]:
        search_server.fail_next(scripted)
        with pytest.raises(ApplicationError) as failure:
            await env.run(acts.planner_web_search, WebSearchInput(queries=["x"]))
        assert failure.value.type == code and failure.value.non_retryable is not retryable
    search_server.garble_next()
    with pytest.raises(ApplicationError) as failure:
        await env.run(acts.planner_web_search, WebSearchInput(queries=["x"]))
    assert failure.value.type == ErrorCode.TOOL_FAILED


async def test_validate_block_corrects_a_task_block(
    env: ActivityEnvironment, acts: PlannerActivities, scripted_llm: ScriptedLLM
) -> None:
    workflow = flow(block("b1", "CreatePO", Vendor="Acme", Quantity=5), block("b2", "SendEmail"), edges=[("b1", "b2")])
    correction = {
        "action_code": "CreatePurchaseOrder",
        "name": "Create the purchase order for Acme",
        "pillar": "Procurement",
        "module": "Purchasing",
        "inputs": [{"name": "Supplier Name", "value": "Acme"}, {"name": "Quantity", "value": "5"}],
    }
    scripted_llm.script(tool_reply("correct_block", correction))
    result = await env.run(
        acts.validate_block, BlockValidationInput(workflow=workflow, block_index=0, user_query="Buy")
    )
    assert result.errors == []
    fixed = result.block
    assert (fixed["block_id"], fixed["action_code"], fixed["name"]) == (
        "b1",
        "CreatePurchaseOrder",
        "Create the purchase order for Acme",
    )
    assert fixed["KeywordId"] == seed_entry("CreatePurchaseOrder").KeywordId
    values = {i["name"]: i["StaticValue"] for i in fixed["inputs"]}
    assert values["Supplier Name"] == "Acme" and values["Quantity"] == "5"
    assert result.corrections == [
        "b1: action code 'CreatePO' corrected to 'CreatePurchaseOrder'.",
        "b1: input 'Vendor' is not an input of CreatePurchaseOrder; mapped to 'Supplier Name'.",
    ]
    body = scripted_llm.requests[0]
    assert body["model"] == MODEL_ID and body["tool_choice"]["function"]["name"] == "correct_block"
    system = body["messages"][0]["content"]
    assert '"action_code": "CreatePurchaseOrder"' in system and '"block_id": "b1"' in system


async def test_validate_block_open_pillar_and_unknown_code(
    env: ActivityEnvironment, acts: PlannerActivities, scripted_llm: ScriptedLLM
) -> None:
    workflow = flow(block("b1", "ExportConfigurations", Environment="UAT"), block("b2", "Teleport"))
    scripted_llm.script(
        tool_reply(
            "correct_block",
            {
                "action_code": "ExportConfigurations",
                "name": "",
                "pillar": "Financials",
                "module": "Payables",
                "inputs": [],
            },
        ),
        tool_reply("correct_block", {"action_code": "", "name": "x", "pillar": "", "module": "", "inputs": []}),
    )
    exported = await env.run(acts.validate_block, BlockValidationInput(workflow=workflow, block_index=0, user_query=""))
    assert (exported.block["pillar"], exported.block["module"], exported.block["name"]) == (
        "Financials",
        "Payables",
        "Step b1",
    )
    assert exported.corrections == []
    unknown = await env.run(acts.validate_block, BlockValidationInput(workflow=workflow, block_index=1, user_query=""))
    assert unknown.block == workflow["blocks"][1]
    assert [(e.validator, e.block_id) for e in unknown.errors] == [("llm_block", "b2")]
    assert "task_block_search" in unknown.errors[0].message


async def test_validate_block_takes_ai_and_manual_templates_without_the_llm(
    env: ActivityEnvironment, acts: PlannerActivities, scripted_llm: ScriptedLLM
) -> None:
    workflow = flow(
        block("b1", "Think", "ai", Prompt="Rank the suppliers", Mood="cheerful"), block("b2", "HumanDependent")
    )
    ai = await env.run(acts.validate_block, BlockValidationInput(workflow=workflow, block_index=0, user_query=""))
    assert ai.block["action_code"] == "AskWilfred" and ai.errors == []
    assert ai.corrections == [
        "b1: built from the AskWilfred template (action code 'Think', block type 'ai').",
        "b1: input 'Mood' is not an input of AskWilfred and was dropped.",
    ]
    manual = await env.run(acts.validate_block, BlockValidationInput(workflow=workflow, block_index=1, user_query=""))
    assert manual.block["block_type"] == "manual"
    assert scripted_llm.requests == []
    with pytest.raises(ApplicationError) as failure:
        await env.run(acts.validate_block, BlockValidationInput(workflow=workflow, block_index=5, user_query=""))
    assert failure.value.non_retryable


async def test_reference_workflow_fills_what_fits(
    env: ActivityEnvironment, acts: PlannerActivities, scripted_llm: ScriptedLLM
) -> None:
    workflow = validated_purchase_flow()
    workflow["blocks"].append(apply_template(block("b3", "TerminateEmployee"), seed_entry("TerminateEmployee")))
    workflow["edges"].append({"from": "b2", "to": "b3"})
    original = json.loads(json.dumps(workflow))
    fills = [
        {
            "block_id": "b2",
            "input_name": "purchase_order_number",
            "static_value": None,
            "referenced_output": "op-b1-PurchaseOrderNumber",
        },
        {"block_id": "b2", "input_name": "Approver Name", "static_value": "Lee", "referenced_output": None},
        {
            "block_id": "b1",
            "input_name": "Business Unit",
            "static_value": None,
            "referenced_output": "op-b2-ApprovalStatus",
        },  # not an earlier block's output
        {"block_id": "b1", "input_name": "Supplier Name", "static_value": "Other", "referenced_output": None},
        {"block_id": "b2", "input_name": "Action", "static_value": "Reject", "referenced_output": None},
        {"block_id": "b3", "input_name": "Reason", "static_value": "Maybe", "referenced_output": None},
        {"block_id": "b3", "input_name": "Reason", "static_value": "Resignation", "referenced_output": None},
        {
            "block_id": "b3",
            "input_name": "Person Number",
            "static_value": None,
            "referenced_output": "op-b1-PurchaseOrderNumber",
        },  # an earlier block's output, though an odd one
    ]
    scripted_llm.script(tool_reply("fill_inputs", {"fills": fills}))
    request = ReferencingInput(
        workflow=workflow, history=[LLMMessage(role="user", content="Lee approves")], user_context=USER_INFO
    )
    referenced = await env.run(acts.reference_workflow, request)
    by_id = {b["block_id"]: {i["name"]: i for i in b["inputs"]} for b in referenced.workflow["blocks"]}
    assert by_id["b2"]["Purchase Order Number"]["ReferencedOutputVariableName"] == "op-b1-PurchaseOrderNumber"
    assert by_id["b2"]["Approver Name"]["StaticValue"] == "Lee"
    assert by_id["b2"]["Action"]["StaticValue"] == "Approve"  # the catalogue default: not an unfilled input
    assert by_id["b3"]["Reason"]["StaticValue"] == "Resignation"  # "Maybe" is not an allowed value
    assert by_id["b3"]["Person Number"]["ReferencedOutputVariableName"] == "op-b1-PurchaseOrderNumber"
    assert by_id["b1"]["Business Unit"]["ReferencedOutputVariableName"] is None
    assert by_id["b1"]["Supplier Name"]["StaticValue"] == "Acme"  # already filled: left alone
    assert workflow == original  # the input is not modified
    assert referenced.usage.total_tokens > 0
    assert "Lee approves" in scripted_llm.requests[0]["messages"][0]["content"]

    scripted_llm.script(Reply(text="I cannot do that."))
    unchanged = await env.run(acts.reference_workflow, request)
    assert unchanged.workflow == workflow
    planned = chain("CreatePurchaseOrder")  # not validated: nothing to fill, no LLM call
    requests = len(scripted_llm.requests)
    assert (await env.run(acts.reference_workflow, ReferencingInput(workflow=planned))).workflow == planned
    assert len(scripted_llm.requests) == requests


async def test_job_name_from_the_llm_or_the_fallback(
    env: ActivityEnvironment, acts: PlannerActivities, scripted_llm: ScriptedLLM
) -> None:
    request = JobNameInput(workflow=chain("CreatePurchaseOrder", "ApprovePurchaseOrder"), user_query="Buy laptops")
    scripted_llm.script(
        Reply(text='Job name: "Create And Approve Purchase Orders For Acme Supplies In The Procurement Module"\n'),
        Reply(status=500),
        Reply(text="Too Short"),
    )
    named = await env.run(acts.generate_job_name, request)
    assert named.method == "llm"
    assert named.job_name == "Create And Approve Purchase Orders For Acme Supplies In The Procurement Module"
    assert "Step b1 (CreatePurchaseOrder)" in scripted_llm.requests[0]["messages"][0]["content"]
    expected = fallback_job_name("Buy laptops", ["Step b1", "Step b2"])
    for _ in range(2):
        fallback = await env.run(acts.generate_job_name, request)
        assert (fallback.method, fallback.job_name) == ("fallback", expected)


async def test_summarize_messages_keeps_the_system_prompt(
    env: ActivityEnvironment, acts: PlannerActivities, scripted_llm: ScriptedLLM
) -> None:
    call = {"id": "call_1", "type": "function", "function": {"name": "clarify", "arguments": '{"questions": ["Who?"]}'}}
    messages = [
        {"role": "system", "content": "You are the planner."},
        {"role": "user", "content": "Create a PO for laptops"},
        {"role": "assistant", "content": "I need the supplier.", "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "call_1", "content": "The user answered: Acme, 5 units"},
        {"role": "assistant", "content": "web " * 3000},
    ]
    scripted_llm.script(Reply(text="## User Clarification\nAcme, 5 units"))
    summarized = await env.run(acts.summarize_messages, SummarizeInput(messages=messages))
    assert summarized.messages[0] == messages[0] and len(summarized.messages) == 2
    assert summarized.messages[1]["role"] == "user"
    assert summarized.messages[1]["content"].endswith("## User Clarification\nAcme, 5 units")
    assert estimate_tokens(summarized.messages) < estimate_tokens(messages)
    body = scripted_llm.requests[0]
    assert "Preserve ALL user clarifications" in body["messages"][0]["content"]
    transcript = body["messages"][1]["content"]
    assert "User: Create a PO for laptops" in transcript
    assert "Result of clarify: The user answered: Acme, 5 units" in transcript
    assert 'Planner called clarify: {"questions": ["Who?"]}' in transcript
    assert len(transcript) < 5_000  # long planner messages are clipped

    only_system = [messages[0]]
    assert (await env.run(acts.summarize_messages, SummarizeInput(messages=only_system))).messages == only_system
    assert len(scripted_llm.requests) == 1
