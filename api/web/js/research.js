// Research data requests (seed 002): the list (by state, or waiting for me) and a form to
// start one; a request's page with its state in the diagram, the requirements conversation,
// the open gate's approval panel, what the agents found, the audit log, and the request's
// events followed live while the page is open (resumed after the last one on a dropped
// connection); once delivered, its files to download (with this tab's key).
import { apiKey, call, follow, sleep } from "./api.js";
import { requestDiagram } from "./diagrams.js";
import { element, temporalLink, timeElement, when } from "./dom.js";

const FILTER = "durable-agents.research-filter";
const BASE = "/v1/research-requests";
// The main path of the seed's diagram, in order (the "done" states are passed through).
const MAIN_PATH = [
  "NEW_REQUEST",
  "REQUIREMENTS_GATHERING",
  "REQUIREMENTS_COMPLETE",
  "REQUIREMENTS_REVIEW",
  "FEASIBILITY_VALIDATION",
  "FEASIBLE",
  "PHENOTYPE_REVIEW",
  "SCHEDULE_KICKOFF",
  "KICKOFF_COMPLETE",
  "EXTRACTION_APPROVAL",
  "DATA_EXTRACTION",
  "EXTRACTION_COMPLETE",
  "QA_VALIDATION",
  "QA_PASSED",
  "QA_REVIEW",
  "DATA_DELIVERY",
  "DELIVERED",
  "COMPLETE",
];
// Off the main path: the scope change gate and the error / terminal states.
const OFF_PATH = ["SCOPE_CHANGE", "NOT_FEASIBLE", "QA_FAILED", "HUMAN_REVIEW", "FAILED"];
const STATES = [...MAIN_PATH, ...OFF_PATH];
const GATES = new Set(["REQUIREMENTS_REVIEW", "PHENOTYPE_REVIEW", "EXTRACTION_APPROVAL", "QA_REVIEW", "SCOPE_CHANGE"]);
const TERMINAL = new Set(["COMPLETE", "FAILED", "NOT_FEASIBLE", "QA_FAILED", "HUMAN_REVIEW"]);
// Where a scope change can no longer be asked for (past delivery, finished, or asked already).
const SCOPE_CHANGE_CLOSED = new Set([...TERMINAL, "DATA_DELIVERY", "DELIVERED", "SCOPE_CHANGE"]);
// What each gate asks its approvers.
const GATE_QUESTIONS = {
  REQUIREMENTS_REVIEW: "Are the gathered requirements right?",
  PHENOTYPE_REVIEW: "May the cohort SQL be used?",
  EXTRACTION_APPROVAL: "May the data be extracted?",
  QA_REVIEW: "Does the extract pass review for delivery?",
  SCOPE_CHANGE: "Accept the scope change (requirements are gathered again)?",
};
const LIST_REFRESH_MS = 3000;
const MAX_EVENTS_SHOWN = 300;

// "REQUIREMENTS_REVIEW" -> "Requirements review"
export function stateName(state) {
  const words = String(state)
    .split("_")
    .map((word) => (word === "QA" ? word : word.toLowerCase()));
  return words.join(" ").replace(/^./, (first) => first.toUpperCase());
}

// How long until `iso`, roughly: "in 2 d 23 h", "in 5 min", "passed".
function until(iso) {
  const ms = new Date(iso).getTime() - Date.now();
  if (Number.isNaN(ms)) return "";
  if (ms <= 0) return "passed";
  const minutes = Math.round(ms / 60000);
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `in ${hours} h ${minutes % 60} min` : `in ${Math.floor(hours / 24)} d ${hours % 24} h`;
}

function samePerson(email, other) {
  return Boolean(email && other) && email.trim().toLowerCase() === other.trim().toLowerCase();
}

function isApprover(email, approvers) {
  return (approvers || []).some((approver) => samePerson(approver, email));
}

// The request's creator decides none of its gates unless the tenant allowed it (separation of duties).
function isRefusedCreator(email, state) {
  return samePerson(email, state.created_by) && !state.creator_may_decide;
}

function text(value) {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length ? value.map(text).join("; ") : "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function definitions(entries) {
  const list = element("dl", { class: "research-facts" });
  for (const [term, value] of entries) list.append(element("dt", {}, term), element("dd", {}, value));
  return list;
}

function table(caption, headings, rows) {
  const head = element("tr", {}, ...headings.map((heading) => element("th", { scope: "col" }, heading)));
  const body = rows.map((cells) => element("tr", {}, ...cells.map((cell) => element("td", {}, cell))));
  // A scrollable region a keyboard can reach: wide tables scroll on a phone.
  return element(
    "div",
    { class: "research-table", tabindex: "0", role: "region", "aria-label": caption },
    element("table", {}, element("caption", {}, caption), element("thead", {}, head), element("tbody", {}, ...body)),
  );
}

// 1234567 -> "1.2 MB"
function fileSize(bytes) {
  if (bytes < 1000) return `${bytes} bytes`;
  const units = ["kB", "MB", "GB", "TB"];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

// A delivered file, fetched with this tab's key (a plain link cannot send it), saved as `name`.
async function saveFile(url, name) {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${apiKey.get()}` } });
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    throw new Error(typeof body.detail === "string" ? body.detail : response.statusText);
  }
  const link = element("a", { href: URL.createObjectURL(await response.blob()), download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the download starts; the copy in memory goes a little later.
  setTimeout(() => URL.revokeObjectURL(link.href), 30000);
}

export async function researchPage(view, id, signal) {
  const me = await call("GET", "/v1/me");
  if (id) await requestPage(view, id, signal, me);
  else await listPage(view, signal, me);
}

// --- The list, and a new request -----------------------------------------------------------

function requestItem(row) {
  const words = row.researcher_request.length > 160 ? `${row.researcher_request.slice(0, 157)}…` : row.researcher_request;
  return element(
    "li",
    { class: "request-item" },
    element("a", { href: `#research/${encodeURIComponent(row.request_id)}` }, words),
    element(
      "div",
      { class: "hint" },
      element("span", { class: `state-badge${GATES.has(row.current_state) ? " gate" : ""}` }, stateName(row.current_state)),
      row.pending_gate ? ` · waiting for a decision at ${stateName(row.pending_gate)}` : "",
      " · updated ",
      timeElement(row.updated_at),
    ),
  );
}

async function listPage(view, signal, me) {
  const saved = JSON.parse(sessionStorage.getItem(FILTER) || "{}");
  const stateSelect = element(
    "select",
    { id: "research-state-filter" },
    element("option", { value: "" }, "All states"),
    ...STATES.map((state) => element("option", { value: state }, stateName(state))),
  );
  stateSelect.value = STATES.includes(saved.state) ? saved.state : "";
  const mine = element("input", { id: "research-mine", type: "checkbox", disabled: !me.email });
  mine.checked = Boolean(me.email && saved.mine);
  const list = element("ul", { id: "research-list", class: "request-list" });
  const counted = element("p", { role: "status", class: "hint" });
  const listProblem = element("p", { class: "error", role: "alert" });
  const filters = element(
    "form",
    { role: "search", "aria-label": "Filter research requests" },
    element(
      "div",
      { class: "row" },
      element("div", {}, element("label", { for: "research-state-filter" }, "State"), stateSelect),
      element(
        "div",
        {},
        element("label", { class: "check", for: "research-mine" }, mine, " Waiting for me"),
        element(
          "p",
          { class: "hint" },
          me.email
            ? `Requests with an open gate that ${me.email} may decide.`
            : "Signed in with the tenant admin key, which is no approver: sign in with a user's key to decide.",
        ),
      ),
    ),
  );
  const listPanel = element(
    "section",
    { class: "panel", "aria-labelledby": "research-list-heading" },
    element("h2", { id: "research-list-heading" }, "Research requests"),
    filters,
    counted,
    list,
    listProblem,
  );

  const requestText = element("textarea", { id: "research-text", rows: "4", required: true, maxlength: "20000" });
  const approvers = element("input", { id: "research-approvers", required: true, autocomplete: "off" });
  const researcherName = element("input", { id: "researcher-name", maxlength: "200", autocomplete: "name" });
  const researcherEmail = element("input", { id: "researcher-email", type: "email", autocomplete: "email" });
  const start = element("button", { type: "submit" }, "Start request");
  const startProblem = element("p", { class: "error", role: "alert" });
  const form = element(
    "form",
    { class: "panel", id: "research-new" },
    element("h2", {}, "New research request"),
    element("label", { for: "research-text" }, "What data do you need?"),
    requestText,
    element("label", { for: "research-approvers" }, "Approvers (emails of the tenant's users, comma-separated)"),
    approvers,
    me.email
      ? element("p", { class: "hint" }, "A request's creator does not decide its gates (unless the tenant allows it): name at least one other approver.")
      : null,
    element(
      "div",
      { class: "row" },
      element("div", {}, element("label", { for: "researcher-name" }, "Researcher's name"), researcherName),
      element("div", {}, element("label", { for: "researcher-email" }, "Researcher's email (kickoff invite, delivery)"), researcherEmail),
    ),
    start,
    startProblem,
  );
  view.replaceChildren(listPanel, form);

  let generation = 0;
  let shown = null; // what the list shows now, to redraw only on a change
  async function load() {
    const mineOnly = mine.checked;
    const state = stateSelect.value;
    const current = ++generation;
    sessionStorage.setItem(FILTER, JSON.stringify({ state, mine: mineOnly }));
    try {
      const query = new URLSearchParams();
      if (state) query.set("state", state);
      if (mineOnly) query.set("waiting_for_me", "true");
      const rows = await call("GET", query.size ? `${BASE}?${query}` : BASE);
      if (current !== generation || signal.aborted) return;
      listProblem.textContent = "";
      const drawn = JSON.stringify([mineOnly, state, rows]);
      if (drawn === shown) return;
      shown = drawn;
      list.replaceChildren(...rows.map(requestItem));
      const empty = mineOnly ? "No request is waiting for you." : "No research requests.";
      counted.textContent = rows.length ? `${rows.length} request(s)${mineOnly ? " waiting for you" : ""}.` : empty;
    } catch (error) {
      if (current === generation && !signal.aborted) listProblem.textContent = error.message;
    }
  }
  stateSelect.addEventListener("change", load);
  mine.addEventListener("change", load);
  filters.addEventListener("submit", (submitted) => submitted.preventDefault());

  form.addEventListener("submit", async (submitted) => {
    submitted.preventDefault();
    startProblem.textContent = "";
    const info = {};
    if (researcherName.value.trim()) info.name = researcherName.value.trim();
    if (researcherEmail.value.trim()) info.email = researcherEmail.value.trim();
    const body = {
      researcher_request: requestText.value.trim(),
      researcher_info: info,
      approvers: approvers.value.split(/[\s,;]+/).filter(Boolean),
    };
    if (!body.researcher_request) {
      startProblem.textContent = "Say what data you need.";
      return;
    }
    start.disabled = true;
    try {
      const created = await call("POST", BASE, body);
      location.hash = `#research/${encodeURIComponent(created.request_id)}`;
    } catch (error) {
      startProblem.textContent = error.message;
    } finally {
      start.disabled = false;
    }
  });

  await load();
  // The list reads the store, which follows each request a moment later: read it again while shown.
  (async () => {
    while (!signal.aborted) {
      await sleep(LIST_REFRESH_MS, signal);
      if (!signal.aborted && !document.hidden) await load();
    }
  })();
}

// --- One request ------------------------------------------------------------------------------

function describe(event) {
  const data = event.data?.data || {};
  switch (event.event) {
    case "state_changed":
      return `${data.from ? `${stateName(data.from)} → ` : ""}${stateName(data.to)}${data.reason ? `: ${data.reason}` : ""}`;
    case "approval_requested":
      return `${data.kind === "reminder" ? "Reminder: " : ""}${stateName(data.gate)} waits for a decision (deadline ${when(data.deadline)}).`;
    case "approval_decided":
      return (
        `${stateName(data.gate)}: ${data.decision === "approve" ? "approved" : "rejected"} by ${data.approver}` +
        `${data.reason ? ` — ${data.reason}` : ""}${data.applied ? "" : ` (ignored: ${data.note})`}`
      );
    case "agent_progress":
      return `${stateName(data.agent || "agent")} agent: ${data.message || ""}`;
    case "question":
      return `The requirements agent asks: ${data.question}`;
    default:
      return event.event;
  }
}

async function requestPage(view, id, signal, me) {
  const path = `${BASE}/${encodeURIComponent(id)}`;
  const first = await call("GET", path);

  const problem = element("p", { class: "error", role: "alert" });
  const link = element("span");
  const title = element(
    "section",
    { class: "panel", "aria-labelledby": "research-title" },
    element("p", {}, element("a", { href: "#research" }, "← All research requests")),
    element("h2", { id: "research-title" }, "Research request ", link),
    element("p", { class: "request-text" }, first.researcher_request),
    element(
      "p",
      { class: "hint" },
      "Started ",
      timeElement(first.created_at),
      first.researcher_info?.name ? ` by ${first.researcher_info.name}` : "",
      first.created_by ? ` · created by ${first.created_by}` : "",
      ` · approvers: ${first.approvers.join(", ")}`,
    ),
    problem,
  );

  // State, and its place in the diagram.
  const stateLine = element("p", { id: "research-state", "aria-live": "polite" });
  const whyLine = element("p", { id: "research-why", class: "research-notice", hidden: true });
  const mainStrip = element("ol", { class: "state-strip", "aria-label": "Main path" });
  const offStrip = element("ol", { class: "state-strip off-path", "aria-label": "Off the main path" });
  const statePanel = element(
    "section",
    { class: "panel", "aria-labelledby": "research-state-heading" },
    element("h3", { id: "research-state-heading" }, "State"),
    stateLine,
    whyLine,
    mainStrip,
    element("p", { class: "hint" }, "Scope change, errors and escalation:"),
    offStrip,
  );

  // The open gate.
  const gateHeading = element("h3", { id: "approval-heading" }, "Approval");
  const gateQuestion = element("p", {});
  const gateContext = element("div", {});
  const gateDeadline = element("p", {});
  const gateApprovers = element("p", { class: "hint" });
  const reason = element("textarea", { id: "decision-reason", rows: "2", maxlength: "2000" });
  const approve = element("button", { type: "submit", value: "approve" }, "Approve");
  const reject = element("button", { type: "submit", value: "reject", class: "secondary" }, "Reject");
  const decided = element("p", { role: "status" });
  const decisionProblem = element("p", { class: "error", role: "alert" });
  const decisionForm = element(
    "form",
    { id: "decision-form" },
    element("label", { for: "decision-reason" }, "Reason (needed to reject; the requirements or SQL agent reads it)"),
    reason,
    element("div", { class: "row research-buttons" }, approve, reject),
    decided,
    decisionProblem,
  );
  const notApprover = element("p", { class: "hint" });
  const approvalPanel = element(
    "section",
    { class: "panel research-approval", id: "approval", "aria-labelledby": "approval-heading", hidden: true },
    gateHeading,
    gateQuestion,
    gateContext,
    gateDeadline,
    gateApprovers,
    notApprover,
    decisionForm,
  );

  // The requirements conversation.
  const messages = element("div", { id: "research-conversation" });
  const answer = element("textarea", { id: "research-answer", rows: "3", required: true, maxlength: "20000" });
  const send = element("button", { type: "submit" }, "Send answer");
  const answerProblem = element("p", { class: "error", role: "alert" });
  const answerForm = element(
    "form",
    { id: "answer-form", hidden: true },
    element("label", { for: "research-answer" }, "Your answer to the requirements agent"),
    answer,
    send,
    answerProblem,
  );
  const conversationPanel = element(
    "section",
    { class: "panel", "aria-labelledby": "conversation-heading" },
    element("h3", { id: "conversation-heading" }, "Requirements conversation"),
    messages,
    answerForm,
  );

  const findings = element("div", {});
  const findingsPanel = element(
    "section",
    { class: "panel", "aria-labelledby": "findings-heading" },
    element("h3", { id: "findings-heading" }, "What the agents found"),
    findings,
  );

  // The delivered files, once there are.
  const fileList = element("ul", { id: "research-files", class: "request-list" });
  const filesNote = element("p", { class: "hint" });
  const filesProblem = element("p", { class: "error", role: "alert" });
  const filesPanel = element(
    "section",
    { class: "panel", id: "research-delivery", "aria-labelledby": "files-heading", hidden: true },
    element("h3", { id: "files-heading" }, "Delivered files"),
    fileList,
    filesNote,
    filesProblem,
  );

  // A scope change.
  const scopeReason = element("textarea", { id: "scope-reason", rows: "2", required: true, maxlength: "2000" });
  const scopeAsk = element("button", { type: "submit", class: "secondary" }, "Ask for a scope change");
  const scopeDone = element("p", { role: "status" });
  const scopeProblem = element("p", { class: "error", role: "alert" });
  const scopeForm = element(
    "form",
    { class: "panel", id: "scope-form", "aria-labelledby": "scope-heading" },
    element("h3", { id: "scope-heading" }, "Scope change"),
    element("label", { for: "scope-reason" }, "What changes, and why"),
    scopeReason,
    element("p", { class: "hint" }, "The SCOPE_CHANGE gate opens at the next step; once approved, requirements are gathered again."),
    scopeAsk,
    scopeDone,
    scopeProblem,
  );

  const diagram = requestDiagram(path, signal);
  const audit = element("div", { id: "research-audit" });
  const auditPanel = element(
    "section",
    { class: "panel", "aria-labelledby": "audit-heading" },
    element("h3", { id: "audit-heading" }, "Audit log"),
    audit,
  );

  const liveStatus = element("p", { role: "status", id: "research-live", class: "hint" }, "Connecting to the request's events…");
  const events = element("ol", { id: "research-events", class: "research-events" });
  const eventsPanel = element(
    "section",
    { class: "panel", "aria-labelledby": "events-heading" },
    element("h3", { id: "events-heading" }, "Live events"),
    liveStatus,
    events,
  );

  view.replaceChildren(
    title,
    statePanel,
    filesPanel,
    approvalPanel,
    conversationPanel,
    findingsPanel,
    scopeForm,
    diagram.panel,
    auditPanel,
    eventsPanel,
  );

  let state = first;
  let gateShown = null; // gate and deadline the approval panel shows: a new opening clears the reason
  let lastReason = ""; // the reason of the last transition
  const seen = { transitions: 0, approvals: 0 }; // what the events announced: the audit catches up to it

  function why() {
    const applied = state.approvals.filter((record) => record.applied);
    const last = applied[applied.length - 1];
    const rejection =
      last && last.decision === "reject"
        ? `${stateName(last.gate)} was rejected by ${last.approver}${last.reason ? `: ${last.reason}` : " (no reason given)"}`
        : "";
    switch (state.current_state) {
      case "FAILED":
        return `The request failed: ${state.error || lastReason}`;
      case "HUMAN_REVIEW":
        return `Escalated to human review: ${state.escalation_reason || rejection || lastReason}`;
      case "NOT_FEASIBLE":
        return `Not feasible: ${lastReason || `a cohort of ${state.estimated_cohort_size} patients`}`;
      case "QA_FAILED": {
        const failed = (state.qa_report?.checks || []).filter((check) => !check.passed);
        return `QA failed: ${failed.map((check) => `${check.name} (${check.detail})`).join("; ") || lastReason}`;
      }
      default:
        return rejection ? `Last decision: ${rejection}${/[.!?]$/.test(rejection) ? "" : "."}` : "";
    }
  }

  function drawStrip(list, states, current) {
    const at = MAIN_PATH.indexOf(current);
    list.replaceChildren(
      ...states.map((name, index) => {
        const classes = ["step"];
        if (GATES.has(name)) classes.push("gate");
        if (name === current) classes.push("current");
        else if (list === mainStrip && at >= 0 && index < at) classes.push("done");
        return element("li", { class: classes.join(" "), "aria-current": name === current ? "step" : null }, stateName(name));
      }),
    );
  }

  function drawGate() {
    const gate = state.pending_gate;
    approvalPanel.hidden = !gate;
    if (!gate) {
      gateShown = null;
      return;
    }
    const opening = `${gate}@${state.gate_deadline}`;
    if (opening !== gateShown) {
      gateShown = opening;
      reason.value = "";
      decided.textContent = "";
      decisionProblem.textContent = "";
    }
    gateHeading.textContent = `Approval: ${stateName(gate)}`;
    gateQuestion.textContent = GATE_QUESTIONS[gate] || "";
    const context = [];
    if (gate === "REQUIREMENTS_REVIEW") {
      context.push(element("p", {}, `Requirements ${Math.round(state.completeness_score * 100)}% complete (see What the agents found).`));
    } else if (gate === "PHENOTYPE_REVIEW") {
      context.push(element("p", {}, `Cohort of ${state.estimated_cohort_size} patients.`), element("pre", { class: "research-sql" }, state.phenotype_sql));
    } else if (gate === "EXTRACTION_APPROVAL") {
      context.push(element("p", {}, `Kickoff ${when(state.meeting_details?.start)}; cohort of ${state.estimated_cohort_size} patients.`));
    } else if (gate === "QA_REVIEW") {
      context.push(element("p", {}, `${state.extracted_data_summary?.row_count ?? 0} rows extracted; QA ${state.qa_report?.overall_status || "—"}.`));
    } else if (gate === "SCOPE_CHANGE") {
      context.push(element("p", {}, lastReason));
    }
    gateContext.replaceChildren(...context);
    gateDeadline.replaceChildren(
      "Deadline: ",
      timeElement(state.gate_deadline),
      ` (${until(state.gate_deadline)}); undecided by then, the request is escalated to human review.`,
    );
    gateApprovers.textContent = `May decide: ${state.approvers.join(", ")}`;
    const creator = isRefusedCreator(me.email, state);
    const mayDecide = isApprover(me.email, state.approvers) && !creator;
    decisionForm.hidden = !mayDecide;
    notApprover.hidden = mayDecide;
    if (!me.email) notApprover.textContent = "You are signed in with the tenant admin key: decisions are made by approvers with their own key.";
    else if (creator) notApprover.textContent = `You (${me.email}) created this request: its other approvers decide its gates (separation of duties).`;
    else notApprover.textContent = `${me.email} is not on this request's approver list.`;
  }

  function drawConversation() {
    const turns = state.conversation_history.map((message) =>
      element(
        "div",
        { class: `message ${message.role === "assistant" ? "research-agent" : "research-researcher"}` },
        element("div", { class: "who" }, message.role === "assistant" ? "Requirements agent" : "Researcher"),
        element("div", { class: "answer" }, message.content),
      ),
    );
    messages.replaceChildren(
      ...(turns.length ? turns : [element("p", { class: "hint" }, "The requirements agent has asked nothing so far.")]),
    );
    answerForm.hidden = !state.awaiting_answer;
  }

  function drawFindings() {
    const parts = [];
    const gathered = Object.entries(state.requirements || {}).filter(
      ([key]) => key !== "completeness_score" && key !== "next_question",
    );
    if (gathered.length) {
      parts.push(
        element("h4", {}, `Requirements (${Math.round(state.completeness_score * 100)}% complete${state.requirements_approved ? ", approved" : ""})`),
        definitions(gathered.map(([key, value]) => [stateName(key.toUpperCase()), text(value)])),
      );
    }
    if (state.phenotype_sql) {
      parts.push(
        element("h4", {}, "Cohort"),
        definitions([
          ["Patients", String(state.estimated_cohort_size)],
          ["Feasible", state.feasible ? "yes" : "no"],
          ["SQL approved", state.phenotype_approved ? "yes" : "no"],
        ]),
        element("pre", { class: "research-sql" }, state.phenotype_sql),
      );
    }
    if (state.meeting_scheduled) {
      const meeting = state.meeting_details || {};
      parts.push(
        element("h4", {}, "Kickoff"),
        definitions([
          ["When", `${when(meeting.start)} – ${when(meeting.end)}`],
          ["Participants", text(meeting.participants)],
        ]),
      );
    }
    if (state.extraction_complete) {
      const extract = state.extracted_data_summary || {};
      parts.push(
        element("h4", {}, "Extract"),
        definitions([
          ["Rows", `${extract.row_count}${extract.truncated ? " (truncated)" : ""}`],
          ["Columns", text(extract.columns)],
        ]),
      );
    }
    if (state.qa_report?.overall_status) {
      parts.push(
        element("h4", {}, `QA ${state.qa_report.overall_status}`),
        element(
          "ul",
          {},
          ...(state.qa_report.checks || []).map((check) =>
            element("li", {}, `${check.passed ? "✓" : "✗"} ${check.name}: ${check.detail}`),
          ),
        ),
      );
    }
    if (state.delivered) {
      const delivery = state.delivery_info || {};
      parts.push(
        element("h4", {}, "Delivery"),
        definitions([
          ["To", text(delivery.recipient)],
          ["At", when(delivery.delivered_at)],
          ["Files", text((delivery.files || []).map((file) => file.name))],
        ]),
      );
    }
    findingsPanel.hidden = !parts.length;
    findings.replaceChildren(...parts);
  }

  function fileItem(file) {
    const href = `${path}/files/${encodeURIComponent(file.name)}`;
    const link = element("a", { href, download: file.name }, file.name);
    link.addEventListener("click", async (clicked) => {
      clicked.preventDefault();
      filesProblem.textContent = "";
      try {
        await saveFile(href, file.name);
      } catch (error) {
        filesProblem.textContent = `${file.name}: ${error.message}`;
      }
    });
    return element(
      "li",
      { class: "request-item" },
      link,
      element("div", { class: "hint" }, `${fileSize(file.bytes)} · SHA-256 `, element("code", {}, `${file.sha256.slice(0, 16)}…`)),
    );
  }

  let files = "unread"; // "unread", "reading", "read"
  // The delivered files, read once the request says it delivered them.
  async function loadFiles() {
    if (!state.delivered || files !== "unread") return;
    files = "reading";
    filesPanel.hidden = false;
    try {
      const listing = await call("GET", `${path}/files`);
      files = "read";
      fileList.replaceChildren(...listing.files.map(fileItem));
      filesNote.textContent = `Delivered to ${listing.recipient} on ${when(listing.delivered_at)}. Each download is checked against the SHA-256 recorded at delivery.`;
      filesProblem.textContent = "";
    } catch (error) {
      // A 409: the store is a moment behind the request; the next read of the request tries again.
      files = error.status === 409 ? "unread" : "read";
      filesNote.textContent = error.status === 409 ? "The delivery is being recorded…" : "";
      if (error.status !== 409) filesProblem.textContent = error.message;
    }
  }

  function draw() {
    const current = state.current_state;
    stateLine.replaceChildren(
      element("strong", {}, stateName(current)),
      " ",
      element("code", {}, current),
      state.pending_gate ? " — waiting for an approver's decision" : "",
      state.awaiting_answer ? " — waiting for the researcher's answer" : "",
      TERMINAL.has(current) ? " — finished" : "",
    );
    const reasonWhy = why();
    whyLine.textContent = reasonWhy;
    whyLine.hidden = !reasonWhy;
    drawStrip(mainStrip, MAIN_PATH, current);
    drawStrip(offStrip, OFF_PATH, current);
    drawGate();
    drawConversation();
    drawFindings();
    loadFiles();
    scopeForm.hidden = SCOPE_CHANGE_CLOSED.has(current);
  }

  let refreshing = null;
  let again = false;
  // Reads the request again (at most one read at a time; events in between make one more).
  async function refresh() {
    if (refreshing) {
      again = true;
      return refreshing;
    }
    refreshing = (async () => {
      do {
        again = false;
        try {
          state = await call("GET", path);
          if (!signal.aborted) draw();
        } catch (error) {
          if (!signal.aborted) problem.textContent = error.message;
        }
      } while (again && !signal.aborted);
    })();
    try {
      await refreshing;
    } finally {
      refreshing = null;
    }
  }

  let auditing = false;
  // The audit comes from the store, which follows the workflow a moment later: read it again
  // until it holds every transition and decision the events announced.
  async function refreshAudit() {
    if (auditing) return;
    auditing = true;
    try {
      for (let tries = 0; !signal.aborted && tries < 40; tries++) {
        let log;
        try {
          log = await call("GET", `${path}/audit`);
        } catch (error) {
          if (!signal.aborted) problem.textContent = error.message;
          return;
        }
        if (signal.aborted) return;
        drawAudit(log);
        if (log.transitions.length >= seen.transitions && log.approvals.length >= seen.approvals) return;
        await sleep(250, signal);
      }
    } finally {
      auditing = false;
    }
  }

  function drawAudit(log) {
    diagram.show(log.transitions.length);
    audit.replaceChildren(
      element("h4", {}, "Transitions"),
      table(
        "Transitions",
        ["#", "From", "To", "Rule", "Why", "At"],
        log.transitions.map((t) => [
          String(t.seq),
          t.from_state ? stateName(t.from_state) : "—",
          stateName(t.to_state),
          t.rule ? String(t.rule) : "—",
          t.reason,
          timeElement(t.at),
        ]),
      ),
      element("h4", {}, "Approvals"),
      log.approvals.length
        ? table(
            "Approvals",
            ["Gate", "Decision", "Approver", "Reason", "Channel", "Applied", "At"],
            log.approvals.map((a) => [
              stateName(a.gate),
              a.decision,
              a.approver,
              a.reason || "—",
              a.channel,
              a.applied ? "yes" : `no: ${a.note}`,
              timeElement(a.at),
            ]),
          )
        : element("p", { class: "hint" }, "No decisions yet."),
    );
  }

  let drawSoon = null;
  function onEvent(event) {
    if (signal.aborted) return;
    const data = event.data?.data || {};
    if (event.event === "state_changed") {
      seen.transitions += 1;
      lastReason = data.reason || "";
    } else if (event.event === "approval_decided") {
      seen.approvals += 1;
    }
    // Newest last; the list stays scrolled to the end unless the person scrolled up to read.
    const atEnd = events.scrollHeight - events.scrollTop - events.clientHeight < 8;
    events.append(
      element(
        "li",
        { class: `event ${event.event}` },
        timeElement(event.data?.timestamp),
        " ",
        element("span", { class: "research-event-kind" }, event.event),
        " ",
        describe(event),
      ),
    );
    while (events.childElementCount > MAX_EVENTS_SHOWN) events.firstElementChild.remove();
    if (atEnd) events.scrollTop = events.scrollHeight;
    // A burst of events (a replay) makes one read of the request and of the audit.
    clearTimeout(drawSoon);
    drawSoon = setTimeout(() => {
      if (signal.aborted) return;
      refresh();
      refreshAudit();
    }, 100);
  }

  async function followEvents() {
    liveStatus.textContent = "Following the request's events live.";
    try {
      await follow(`${path}/events`, {
        signal,
        onEvent: (event) => {
          liveStatus.textContent = "Following the request's events live.";
          onEvent(event);
        },
        onInterrupted: (reason, wait) => {
          liveStatus.textContent = `The events stopped (${reason}); reconnecting in ${Math.round(wait / 1000)} s…`;
        },
      });
    } catch (error) {
      liveStatus.textContent = "";
      problem.textContent = error.message;
      return;
    }
    if (signal.aborted) return;
    liveStatus.textContent = "The request has finished: no more events.";
    await refresh();
    await refreshAudit();
  }

  decisionForm.addEventListener("submit", async (submitted) => {
    submitted.preventDefault();
    const decision = submitted.submitter?.value === "reject" ? "reject" : "approve";
    decided.textContent = "";
    decisionProblem.textContent = "";
    if (decision === "reject" && !reason.value.trim()) {
      decisionProblem.textContent = "Give a reason for the rejection: it goes back to the agent.";
      reason.focus();
      return;
    }
    approve.disabled = reject.disabled = true;
    try {
      const gate = state.pending_gate;
      const record = await call("POST", `${path}/decisions`, { gate, decision, reason: reason.value.trim() });
      decided.textContent = record.applied
        ? `${stateName(record.gate)} ${decision === "approve" ? "approved" : "rejected"}.`
        : `Your decision was not applied: ${record.note}`;
      await refresh();
    } catch (error) {
      decisionProblem.textContent = error.message;
    } finally {
      approve.disabled = reject.disabled = false;
    }
  });

  answerForm.addEventListener("submit", async (submitted) => {
    submitted.preventDefault();
    const content = answer.value.trim();
    answerProblem.textContent = "";
    if (!content) return;
    send.disabled = true;
    try {
      await call("POST", `${path}/messages`, { content });
      answer.value = "";
      await refresh();
    } catch (error) {
      answerProblem.textContent = error.message;
    } finally {
      send.disabled = false;
    }
  });

  scopeForm.addEventListener("submit", async (submitted) => {
    submitted.preventDefault();
    scopeDone.textContent = "";
    scopeProblem.textContent = "";
    const asked = scopeReason.value.trim();
    if (!asked) return;
    scopeAsk.disabled = true;
    try {
      await call("POST", `${path}/scope-change`, { reason: asked });
      scopeReason.value = "";
      scopeDone.textContent = "Scope change asked for: the SCOPE_CHANGE gate opens at the next step.";
    } catch (error) {
      scopeProblem.textContent = error.message;
    } finally {
      scopeAsk.disabled = false;
    }
  });

  draw();
  refreshAudit();
  followEvents().catch((error) => {
    if (!signal.aborted) problem.textContent = error.message;
  });
  try {
    link.replaceWith(await temporalLink("research", id));
  } catch {
    // no link when the web app's settings cannot be read: the page works without it
  }
}
