"""The planner in the `enumerated` decision style (a tiny model's small choices, code building
the rest), with the scripted LLM: the request read as steps, what each point of a message
offers, the chosen blocks expanded into a workflow that passes the structural validator, the
activities' decisions (their schemas, prompts and token budgets), and one chat over the
WebSocket that submits a validated workflow."""

from __future__ import annotations

import asyncio
import json
import random
import uuid
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
import websockets
from temporalio.client import Client
from temporalio.testing import ActivityEnvironment

from activities.llm import bounded_schema, strict_schema
from activities.planner.planning import SUMMARY_TOKENS, PlannerActivities
from api.app import create_app
from durable_agents.planner import enumerated
from durable_agents.planner.block_templates import apply_template
from durable_agents.planner.catalogue import seed_catalogue
from durable_agents.planner.contract import (
    BlockValidationInput,
    JobNameInput,
    PlannerPromptInput,
    PlannerStepInput,
    ReferencingInput,
    RefineInput,
    SummarizeInput,
)
from durable_agents.planner.function_tools import PLANNER_TOOLS
from durable_agents.planner.job_name import fallback_job_name
from durable_agents.planner.prompts import (
    get_enumerated_planner_prompt,
    get_enumerated_referencing_prompt,
    get_enumerated_refinement_prompt,
    get_enumerated_step_prompt,
    get_enumerated_validation_prompt,
)
from durable_agents.planner.validators import structural_validate
from durable_agents.settings import Settings
from tests.conftest import TenantClient
from tests.planner.test_planner import check_payload
from tests.planner.test_planner_parts import assert_filled, block, chain, make_settings, seed_entry
from tests.research.test_slack import serve
from tests.support.scripted_llm import Reply, ScriptedLLM
from tests.support.search_server import SearchServer
from worker import build_worker

REQUEST = "Create a purchase order and send it to the vendor for approval"
STEPS = ["Create a purchase order", "send it to the vendor for approval"]


def search_result(*found: tuple[str, list[str]]) -> str:
    """A task_block_search tool result as the workflow hands it back: the payload's JSON."""
    results = [
        {"query": query, "blocks": [{"action_code": code, "name": seed_entry(code).name} for code in codes]}
        for query, codes in found
    ]
    return json.dumps({"results": results, "all_searched_actions": []})


def conversation(*calls: tuple[str, dict[str, Any], str], request: str = REQUEST) -> list[dict[str, Any]]:
    """A planner conversation: the system prompt, the request, then each (tool, arguments, result)."""
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": get_enumerated_planner_prompt()},
        {"role": "user", "content": request},
    ]
    for n, (tool, arguments, result) in enumerate(calls, start=1):
        call = {"id": f"call_{n}", "type": "function", "function": {"name": tool, "arguments": json.dumps(arguments)}}
        messages += [
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": f"call_{n}", "content": result},
        ]
    return messages


SEARCHED = (
    "task_block_search",
    {"queries": STEPS},
    search_result(
        (STEPS[0], ["CreatePurchaseOrder", "CreateInvoice"]), (STEPS[1], ["SendEmail", "ApprovePurchaseOrder"])
    ),
)


# --- The pure parts ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "phrases"),
    [
        (REQUEST, STEPS),
        ("Create and approve a PO.\n\nRefined understanding of the request:\nBusiness area: Procurement.", ["Create and approve a PO"]),
        ('Run "payroll", then generate payslips; and then email them!', ["Run payroll", "generate payslips", "email them"]),
        ("Hire an employee and then run payroll and", ["Hire an employee", "run payroll"]),
        ("Hire. hire. HIRE an employee", ["Hire", "HIRE an employee"]),
        ("a " * 50, []),
        ("order " * 40, ["order " * 9 + "order"]),
        (". ".join(f"step {n} of it" for n in range(9)), [f"step {n} of it" for n in range(6)]),
    ],
)  # fmt: skip
def test_a_request_reads_as_its_steps(message: str, phrases: list[str]) -> None:
    assert enumerated.request_phrases(message) == phrases


def test_each_point_of_a_message_offers_its_own_choices() -> None:
    fresh = enumerated.turn_state(conversation())
    assert (fresh.request, fresh.phrases, fresh.searched) == (REQUEST, STEPS, {})
    assert enumerated.offered_tools(fresh) == ["task_block_search"]

    one = enumerated.turn_state(
        conversation(("task_block_search", {"queries": STEPS[:1]}, search_result((STEPS[0], ["CreatePurchaseOrder"]))))
    )
    assert one.unsearched == STEPS[1:] and one.found == {"CreatePurchaseOrder": "Create Purchase Order"}
    assert enumerated.offered_tools(one) == ["task_block_search"]  # a submission covers every step
    assert enumerated.offered_tools(enumerated.turn_state(conversation(SEARCHED))) == ["submit_workflow", "clarify"]

    asked = enumerated.turn_state(
        conversation(SEARCHED, ("clarify", {"questions": ["Who?"]}, "The user answered: Acme"))
    )
    assert asked.answers == ["Acme"] and asked.steps == STEPS
    assert enumerated.offered_tools(asked) == ["submit_workflow"]
    assert asked.step_options(STEPS[1]) == ["SendEmail", "ApprovePurchaseOrder", "AskWilfred", "HumanDependent"]

    rejected = enumerated.turn_state(
        conversation(SEARCHED, ("submit_workflow", {}, "The workflow was NOT accepted: 1 blocking error(s)."))
    )
    assert rejected.rejection.startswith("The workflow was NOT accepted")

    nothing = enumerated.turn_state(
        conversation(("task_block_search", {"queries": ["hello"]}, search_result(("hello", []))), request="hello")
    )
    assert enumerated.offered_tools(nothing) == ["clarify", "present_answer"]
    failed = enumerated.turn_state(
        conversation(("task_block_search", {"queries": ["hi"]}, "task_block_search failed (X): down"), request="hi")
    )
    assert failed.searched == {"hi": {}} and enumerated.offered_tools(failed) == ["clarify", "present_answer"]

    # A new message starts over; what the earlier one found is not its steps.
    again = enumerated.turn_state([*conversation(SEARCHED), {"role": "user", "content": "Also run payroll"}])
    assert (again.phrases, again.searched, enumerated.offered_tools(again)) == (
        ["Also run payroll"],
        {},
        ["task_block_search"],
    )
    assert enumerated.offered_tools(enumerated.turn_state(conversation(request="?!"))) == ["clarify", "present_answer"]


def test_an_answer_naming_steps_drives_the_next_search() -> None:
    """ "Help me" finds nothing, the planner asks, the user answers with what they meant: the
    answer's steps are searched and submitted, "Help me" is no step (it was, as step 1)."""
    vague = ("task_block_search", {"queries": ["Help me"]}, search_result(("Help me", [])))
    answered = enumerated.turn_state(
        conversation(
            vague,
            (
                "clarify",
                {"questions": ["What should the workflow do?"]},
                "The user answered: Hire an employee and run payroll",
            ),
            request="Help me",
        )
    )
    assert answered.phrases == ["Hire an employee", "run payroll"] and answered.steps == []
    assert enumerated.offered_tools(answered) == ["task_block_search"]
    searched = enumerated.turn_state(
        conversation(
            vague,
            (
                "clarify",
                {"questions": ["What should the workflow do?"]},
                "The user answered: Hire an employee and run payroll",
            ),
            (
                "task_block_search",
                {"queries": ["Hire an employee", "run payroll"]},
                search_result(("Hire an employee", ["HireEmployee"]), ("run payroll", [])),
            ),
            request="Help me",
        )
    )
    assert searched.steps == ["Hire an employee", "run payroll"]
    assert enumerated.offered_tools(searched) == ["submit_workflow"]


CODES = [entry.action_code for entry in seed_catalogue()] + list(enumerated.BUILT_IN_CODES)


def test_any_chosen_blocks_expand_into_a_structurally_valid_workflow() -> None:
    chooser = random.Random(12)
    names = {e.action_code: e.name for e in seed_catalogue()}
    for _ in range(500):
        codes = chooser.choices(CODES, k=chooser.randint(1, enumerated.MAX_PHRASES))
        arguments = enumerated.workflow_from_steps(codes, names)
        workflow = {"blocks": arguments["workflow_json"]["blocks"], "edges": arguments["edges"]}
        assert structural_validate(workflow).errors == [], codes
        chosen = [b["action_code"] for b in workflow["blocks"]]
        assert len(chosen) == len(set(chosen)) and set(codes) <= set(chosen)


def test_the_expansion_orders_and_names_the_blocks() -> None:
    names = {"CreatePurchaseOrder": "Create Purchase Order", "GenerateTestCases": "Generate Test Cases"}
    made = enumerated.workflow_from_steps(
        ["CreatePurchaseOrder", "AskWilfred", "CreatePurchaseOrder", "HumanDependent"], names
    )
    assert made == {
        "workflow_json": {
            "blocks": [
                {
                    "block_id": "b1",
                    "name": "Create Purchase Order",
                    "action_code": "CreatePurchaseOrder",
                    "block_type": "task",
                    "inputs": {},
                },
                {
                    "block_id": "b2",
                    "name": "Ask Wilfred",
                    "action_code": "AskWilfred",
                    "block_type": "ai",
                    "inputs": {},
                },
                {
                    "block_id": "b3",
                    "name": "Human Dependable Manual Task",
                    "action_code": "HumanDependent",
                    "block_type": "manual",
                    "inputs": {},
                },
            ]
        },
        "edges": [{"from": "b1", "to": "b2"}, {"from": "b2", "to": "b3"}],
    }
    tests = enumerated.workflow_from_steps(["GenerateTestCases", "ExecuteTestSuite", "CreateDiscoverySnapshot"], names)
    assert [(b["action_code"], b["name"]) for b in tests["workflow_json"]["blocks"]] == [
        ("CreateDiscoverySnapshot", "Create Discovery Snapshot"),
        ("GenerateTestCases", "Generate Test Cases"),
        ("ExecuteTestSuite", "Execute Test Suite"),
    ]
    alone = enumerated.workflow_from_steps(["ExecuteTestSuite", "SendEmail"], {})  # needs no snapshot
    assert [b["action_code"] for b in alone["workflow_json"]["blocks"]] == ["ExecuteTestSuite", "SendEmail"]


def sent_schema(model: type[Any]) -> dict[str, Any]:
    """A decision's schema as the JSON-schema mode sends it."""
    return bounded_schema(strict_schema(model.model_json_schema()))


def test_a_submission_picks_a_block_for_each_step() -> None:
    state = enumerated.turn_state(conversation(SEARCHED))
    schema = sent_schema(enumerated.step_choice_schema(["submit_workflow", "clarify"], state))
    steps = schema["$defs"]["Steps"]
    assert list(steps["properties"]) == STEPS and steps["required"] == STEPS
    assert steps["properties"][STEPS[0]]["enum"] == [
        "CreatePurchaseOrder",
        "CreateInvoice",
        "AskWilfred",
        "HumanDependent",
    ]
    assert schema["$defs"]["ClarifyChoice"]["properties"]["question"]["maxLength"] == enumerated.QUESTION_CHARS
    model = enumerated.step_choice_schema(["submit_workflow", "clarify"], state)
    choice = model.model_validate(
        {
            "action": {
                "tool": "submit_workflow",
                "steps": dict(zip(STEPS, ["CreatePurchaseOrder", "SendEmail"], strict=True)),
            }
        }
    )
    name, arguments = enumerated.tool_call_of(choice.action, state)
    assert name == "submit_workflow"
    assert [b["action_code"] for b in arguments["workflow_json"]["blocks"]] == ["CreatePurchaseOrder", "SendEmail"]
    with pytest.raises(ValueError):  # a block not found for that step
        model.model_validate(
            {"action": {"tool": "submit_workflow", "steps": dict(zip(STEPS, ["SendEmail", "SendEmail"], strict=True))}}
        )


def test_the_enumerated_prompts_are_short_and_filled() -> None:
    state = enumerated.turn_state(
        conversation(SEARCHED, ("clarify", {"questions": ["Who?"]}, "The user answered: Acme"))
    )
    step = get_enumerated_step_prompt(
        state.request, state.answers, {s: list(state.searched[s]) for s in state.steps}, [], "", ["submit_workflow"]
    )
    assert "- send it to the vendor for approval: SendEmail, ApprovePurchaseOrder" in step
    assert "The user's answers: Acme" in step and "- submit_workflow:" in step and "clarify" not in step
    first = get_enumerated_step_prompt(REQUEST, [], {}, STEPS, "", ["task_block_search"])
    assert f'"{STEPS[0]}"; "{STEPS[1]}"' in first and "No blocks searched yet." in first
    workflow = {
        "blocks": [apply_template(block("b1", "CreatePurchaseOrder"), seed_entry("CreatePurchaseOrder"))],
        "edges": [],
    }
    prompts = [
        get_enumerated_planner_prompt(),
        step,
        first,
        get_enumerated_refinement_prompt("x" * 5_000, enumerated.AREAS),
        get_enumerated_validation_prompt(
            block("b1", "Export"),
            [seed_entry("ExportConfigurations").summary()],
            "",
            choose_code=True,
            areas=enumerated.AREAS,
        ),
        get_enumerated_referencing_prompt(workflow, REQUEST, {"b1 Supplier Name": ["none"]}),
    ]
    for prompt in prompts:
        assert_filled(prompt)
        assert len(prompt) < 1_600, prompt  # a few hundred tokens at most
    assert "Procurement / Purchasing" in prompts[3] and "x" * 498 not in prompts[3]
    assert "action_code: the catalogue block" in prompts[4] and "area: the pillar and module" in prompts[4]


# --- The activities ---------------------------------------------------------------------------


def decision(name: str, reply: dict[str, Any], *, containing: str = "") -> Reply:
    """A JSON-schema reply to the decision `name` (whose request holds `containing`)."""

    def match(body: dict[str, Any]) -> bool:
        response_format = body.get("response_format") or {}
        return response_format.get("json_schema", {}).get("name") == name and containing in json.dumps(body)

    return Reply(content_json=reply, match=match)


@pytest.fixture
def small(tmp_path: Path, scripted_llm: ScriptedLLM, search_server: SearchServer) -> PlannerActivities:
    settings = make_settings(
        tmp_path,
        scripted_llm,
        search_server,
        llm_tool_mode="json_schema",
        llm_decision_style="enumerated",
        llm_max_tokens=256,
    )
    return PlannerActivities(settings)


def sent(scripted_llm: ScriptedLLM, index: int = -1) -> tuple[dict[str, Any], str]:
    """A request's JSON schema and the text of its messages."""
    body = scripted_llm.requests[index]
    return body["response_format"]["json_schema"]["schema"], "\n".join(m["content"] for m in body["messages"])


async def test_a_step_is_a_small_choice_turned_into_a_tool_call(
    small: PlannerActivities, scripted_llm: ScriptedLLM
) -> None:
    env = ActivityEnvironment()
    assert env.run(small.build_planner_prompt, PlannerPromptInput()) == get_enumerated_planner_prompt()
    scripted_llm.script(
        decision("planner_step", {"action": {"tool": "task_block_search", "queries": STEPS}}),
        decision(
            "planner_step",
            {
                "action": {
                    "tool": "submit_workflow",
                    "steps": dict(zip(STEPS, ["CreatePurchaseOrder", "SendEmail"], strict=True)),
                }
            },
        ),
        decision("planner_step", {"action": {"tool": "clarify", "question": "Which supplier?"}}),
    )
    first = await env.run(small.planner_step, PlannerStepInput(messages=conversation(), tool_names=list(PLANNER_TOOLS)))
    assert [(c.call_id, c.name, c.arguments) for c in first.tool_calls] == [
        ("call_1", "task_block_search", {"queries": STEPS})
    ]
    schema, text = sent(scripted_llm)
    assert schema["properties"]["action"]["$ref"] == "#/$defs/SearchChoice"
    assert schema["$defs"]["SearchChoice"]["properties"]["queries"]["items"]["enum"] == STEPS
    assert scripted_llm.requests[-1]["max_tokens"] == enumerated.STEP_TOKENS
    assert len(text) < 1_000 and REQUEST in text

    searched = PlannerStepInput(messages=conversation(SEARCHED), tool_names=list(PLANNER_TOOLS))
    submitted = (await env.run(small.planner_step, searched)).tool_calls[0]
    assert (submitted.call_id, submitted.name) == ("call_2", "submit_workflow")
    assert submitted.arguments["edges"] == [{"from": "b1", "to": "b2"}]
    schema, _ = sent(scripted_llm)
    assert [v["$ref"] for v in schema["properties"]["action"]["anyOf"]] == [
        "#/$defs/SubmitChoice",
        "#/$defs/ClarifyChoice",
    ]
    asked = (await env.run(small.planner_step, searched)).tool_calls[0]
    assert (asked.name, asked.arguments) == ("clarify", {"questions": ["Which supplier?"]})
    # Only the tools the workflow offers: none of this point's is one of them.
    with pytest.raises(Exception, match="fits an enumerated step"):
        await env.run(small.planner_step, PlannerStepInput(messages=conversation(), tool_names=["web_search"]))


async def test_refinement_is_the_choice_of_a_business_area(small: PlannerActivities, scripted_llm: ScriptedLLM) -> None:
    env = ActivityEnvironment()
    scripted_llm.script(
        decision("refine_query", {"area": "Procurement / Purchasing"}), decision("refine_query", {"area": "none"})
    )
    refined = await env.run(small.refine_query, RefineInput(query=REQUEST))
    assert refined.refined == "Business area: Procurement / Purchasing."
    schema, text = sent(scripted_llm)
    assert schema["properties"]["area"]["enum"] == [*enumerated.AREAS, "none"] and REQUEST in text
    assert scripted_llm.requests[-1]["max_tokens"] == enumerated.CHOICE_TOKENS
    assert (await env.run(small.refine_query, RefineInput(query="hello"))).refined == ""


async def test_block_validation_asks_only_what_the_catalogue_leaves_open(
    small: PlannerActivities, scripted_llm: ScriptedLLM
) -> None:
    env = ActivityEnvironment()
    workflow = {
        "blocks": [
            block("b1", "CreatePurchaseOrder"),
            block("b2", "ExportConfigurations"),
            block("b3", "MakePO"),
            block("b4", "Teleport"),
        ],
        "edges": [],
    }
    kept = await env.run(
        small.validate_block, BlockValidationInput(workflow=workflow, block_index=0, user_query=REQUEST)
    )
    assert (
        kept.errors == []
        and kept.block["action_code"] == "CreatePurchaseOrder"
        and kept.block["pillar"] == "Procurement"
    )
    assert scripted_llm.requests == []  # an exact catalogue code: nothing to choose

    scripted_llm.script(
        decision("correct_block", {"area": "Financials / Payables"}),
        decision("correct_block", {"action_code": "CreatePurchaseOrder"}),
        decision("correct_block", {"action_code": "none"}),
    )
    opened = await env.run(
        small.validate_block, BlockValidationInput(workflow=workflow, block_index=1, user_query=REQUEST)
    )
    assert (opened.block["pillar"], opened.block["module"]) == ("Financials", "Payables")
    values = {i["name"]: i["StaticValue"] for i in opened.block["inputs"]}
    assert values["Pillar"] == "Financials" and values["Module"] == "Payables"
    schema, _ = sent(scripted_llm)
    assert list(schema["properties"]) == ["area"]

    picked = await env.run(
        small.validate_block, BlockValidationInput(workflow=workflow, block_index=2, user_query=REQUEST)
    )
    assert picked.errors == [] and picked.block["action_code"] == "CreatePurchaseOrder"
    assert picked.corrections == ["b3: action code 'MakePO' corrected to 'CreatePurchaseOrder'."]
    schema, text = sent(scripted_llm)
    assert (
        schema["properties"]["action_code"]["enum"][-1] == "none"
        and "CreatePurchaseOrder" in schema["properties"]["action_code"]["enum"]
    )
    assert "- CreatePurchaseOrder: Create Purchase Order." in text

    refused = await env.run(
        small.validate_block, BlockValidationInput(workflow=workflow, block_index=3, user_query=REQUEST)
    )
    assert [(e.validator, e.block_id) for e in refused.errors] == [("llm_block", "b4")]
    assert all(r["max_tokens"] == enumerated.CHOICE_TOKENS for r in scripted_llm.requests)


async def test_referencing_chooses_among_earlier_outputs_and_allowed_values(
    small: PlannerActivities, scripted_llm: ScriptedLLM
) -> None:
    env = ActivityEnvironment()
    blocks = [
        apply_template(block("b1", "CreatePurchaseOrder"), seed_entry("CreatePurchaseOrder")),
        apply_template(block("b2", "ApprovePurchaseOrder"), seed_entry("ApprovePurchaseOrder")),
        apply_template(block("b3", "TerminateEmployee"), seed_entry("TerminateEmployee")),
    ]
    workflow = {"blocks": blocks, "edges": [{"from": "b1", "to": "b2"}, {"from": "b2", "to": "b3"}]}
    choices = enumerated.input_choices(workflow)
    assert choices["b2 Purchase Order Number"].options[0] == "op-b1-PurchaseOrderNumber"  # the same name first
    assert choices["b3 Reason"].options[-4:] == ["Resignation", "Retirement", "Dismissal", "End Of Contract"]
    assert not any(label.startswith("b1 ") for label in choices)  # nothing before b1, no allowed values
    scripted_llm.script(
        decision(
            "fill_inputs",
            {label: "none" for label in choices}
            | {"b2 Purchase Order Number": "op-b1-PurchaseOrderNumber", "b3 Reason": "Retirement"},
        )
    )
    referenced = await env.run(small.reference_workflow, ReferencingInput(workflow=workflow))
    by_id = {b["block_id"]: {i["name"]: i for i in b["inputs"]} for b in referenced.workflow["blocks"]}
    assert by_id["b2"]["Purchase Order Number"]["ReferencedOutputVariableName"] == "op-b1-PurchaseOrderNumber"
    assert by_id["b3"]["Reason"]["StaticValue"] == "Retirement"
    assert by_id["b2"]["Approver Name"]["ReferencedOutputVariableName"] is None
    schema, text = sent(scripted_llm)
    assert list(schema["properties"]) == list(choices) and "- b3 Reason: " in text
    assert scripted_llm.requests[-1]["max_tokens"] == min(256, enumerated.INPUT_TOKENS * (len(choices) + 1))

    scripted_llm.script(Reply(text="{", match=lambda body: True))  # cut off: the workflow stays as it was
    assert (await env.run(small.reference_workflow, ReferencingInput(workflow=workflow))).workflow == workflow


async def test_the_job_name_is_built_and_summaries_have_a_budget(
    small: PlannerActivities, scripted_llm: ScriptedLLM
) -> None:
    env = ActivityEnvironment()
    named = await env.run(
        small.generate_job_name, JobNameInput(workflow=chain("CreatePurchaseOrder"), user_query=REQUEST)
    )
    assert (named.method, named.job_name) == ("fallback", fallback_job_name(REQUEST, ["Step b1"]))
    assert scripted_llm.requests == []
    scripted_llm.script(Reply(text="Summary."))
    long = [{"role": "system", "content": "s"}, *({"role": "user", "content": "m" * 3_000} for _ in range(10))]
    summarized = await env.run(small.summarize_messages, SummarizeInput(messages=long))
    assert summarized.messages[-1]["content"].endswith("Summary.")
    body = scripted_llm.requests[-1]
    assert body["max_tokens"] == SUMMARY_TOKENS and len(body["messages"][1]["content"]) <= 6_000


# --- A chat ---------------------------------------------------------------------------------------


@pytest.fixture
async def enumerated_planner(settings: Settings, client: Client) -> AsyncIterator[str]:
    """A worker and an API taking the planner's decisions in the enumerated style (as `dev`
    runs the embedded model); yields the API's WebSocket URL."""
    small = settings.model_copy(
        update={
            "task_queue": f"{settings.task_queue}-enumerated",
            "llm_tool_mode": "json_schema",
            "llm_decision_style": "enumerated",
            "llm_max_tokens": 256,
        }
    )
    with ThreadPoolExecutor(max_workers=4) as executor:
        async with build_worker(client, small, executor), serve(create_app(small)) as http:
            yield str(http.base_url).replace("http://", "ws://").rstrip("/") + "/v1/planner/ws"


async def test_an_enumerated_chat_submits_a_validated_workflow(
    enumerated_planner: str, tenant: TenantClient, scripted_llm: ScriptedLLM
) -> None:
    request = "Create a purchase order and email it to the supplier"
    steps = ["Create a purchase order", "email it to the supplier"]
    scripted_llm.script(
        decision("refine_query", {"area": "Procurement / Purchasing"}, containing=request),
        decision("planner_step", {"action": {"tool": "task_block_search", "queries": steps}}, containing=request),
        decision("planner_step", {"action": {"tool": "clarify", "question": "Which supplier?"}}, containing=request),
        decision("planner_step", {"action": {"tool": "submit_workflow", "steps": dict(zip(steps, ["CreatePurchaseOrder", "SendEmail"], strict=True))}}, containing=request),
        decision("fill_inputs", {"b2 Subject": "op-b1-PurchaseOrderNumber", "b2 Body": "none", "b2 Email IDs": "none"}, containing=request),
    )  # fmt: skip
    received: list[tuple[str, dict[str, Any]]] = []
    async with websockets.connect(f"{enumerated_planner}?token={tenant.api_key}") as ws:
        chat_id = str(uuid.uuid4())
        await ws.send(json.dumps({"event": "start_chat", "payload": {"chat_id": chat_id, "message": request}}))
        while not received or received[-1][0] not in ("opkey_workflow_json", "error", "final_answer"):
            message = json.loads(await asyncio.wait_for(ws.recv(), 30))
            received.append((message["event"], message["payload"]))
            if message["event"] == "clarification_requested":
                answer = {"chat_id": chat_id, "response": "Acme Supplies"}
                await ws.send(json.dumps({"event": "provide_clarification", "payload": answer}))
        await ws.send(json.dumps({"event": "end_chat", "payload": {"chat_id": chat_id}}))
    for name, payload in received:
        check_payload(name, payload)
    names = [name for name, _ in received]
    assert names[-1] == "opkey_workflow_json", received[-3:]
    searched = dict(received)["task_block_search_started"]["queries"]
    assert searched == steps
    delivered = dict(received)["opkey_workflow_json"]
    assert [b["action_code"] for b in delivered["json_data"]] == ["CreatePurchaseOrder", "SendEmail"]
    assert delivered["graph_data"] == [{"source": "b1", "target": "b2"}]
    assert delivered["job_name"] == fallback_job_name(request, ["Create Purchase Order", "Send Email"])
    edges = [{"from": e["source"], "to": e["target"]} for e in delivered["graph_data"]]
    assert structural_validate({"blocks": delivered["json_data"], "edges": edges}).errors == []
    subject = next(i for i in delivered["json_data"][1]["inputs"] if i["name"] == "Subject")
    assert subject["ReferencedOutputVariableName"] == "op-b1-PurchaseOrderNumber"
    assert [p["progress"] for n, p in received if n == "validator_progress_update"] == [1, 2]
    # The submission saw the search's blocks per step, and the user's answer.
    steps_asked = [r for r in scripted_llm.requests if "SubmitChoice" in json.dumps(r.get("response_format"))]
    assert len(steps_asked) == 2 and "The user's answers: Acme Supplies" in steps_asked[-1]["messages"][1]["content"]
    assert scripted_llm.pending == 0
