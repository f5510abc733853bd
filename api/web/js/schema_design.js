// Schema design (seed 001): start a design session with a request (and maybe a starting
// schema as DDL), watch its timeline fill live by role, the current schema as an
// entity-relationship diagram, its versions, its DDL and the artifact (requirements, use
// cases and the results of their DML); send follow-up messages. The history panel lists the
// sessions of this key (history.js). The diagram itself is er_diagram.js.
import { ApiError, call, follow, getText } from "./api.js";
import { element, temporalLink, when } from "./dom.js";
import { showDiagram } from "./er_diagram.js";
import { historyPanel } from "./history.js";

const BASE = "/v1/design-sessions";
const ROLES = { pm: "PM agent", db: "DB agent", qa: "QA agent" };
const STEPS = {
  analyzeRequirements: "analysing the requirements (PM agent)",
  saveRequirementToArtifact: "saving the requirements (PM agent)",
  dbAgent: "designing the schema (DB agent)",
  generateUsecase: "writing use cases (QA agent)",
  prepareDML: "writing DML for the use cases (QA agent)",
  validateSchema: "running the DML on the schema (QA agent)",
  finalizeArtifacts: "writing the summary and artifact",
  idle: "idle",
};
const STATUS = { idle: "waiting for a message", running: "working", failed: "the last message failed", closed: "closed" };
// After a stream broke (Temporal out of reach, the network), the next attempt waits this long.

const sessionHash = (id) => `#design/${encodeURIComponent(id)}`;

const count = (number, noun) => `${number} ${noun}${number === 1 ? "" : "s"}`;

// A section with its heading (`id`, for its label) and contents.
const panel = (id, title, ...children) =>
  element("section", { class: "panel design", "aria-labelledby": id }, element("h3", { id }, title), ...children);

// What went wrong, readably: a 422's validation errors are a JSON list.
function reason(error) {
  try {
    const details = JSON.parse(error.message);
    if (Array.isArray(details)) return details.map((detail) => detail.msg || JSON.stringify(detail)).join("; ");
  } catch {
    // not JSON: the message as it is
  }
  return error.message;
}

// --- #design: start a session, the sessions of this key ------------------------------------

function startPage(view) {
  const request = element("textarea", { id: "design-request", rows: "4", required: "" });
  const ddl = element("textarea", { id: "design-ddl", rows: "5", spellcheck: "false" });
  const start = element("button", { type: "submit" }, "Start design session");
  const problem = element("p", { class: "error", role: "alert" });
  const form = element(
    "form",
    { class: "panel design", id: "design-start" },
    element("h2", {}, "Schema design"),
    element(
      "p",
      { class: "hint" },
      "A PM agent analyses your request, a DB agent designs the schema, a QA agent tests it with DML on PostgreSQL.",
    ),
    element("label", { for: "design-request" }, "What should the database hold?"),
    request,
    element(
      "details",
      {},
      element("summary", {}, "Start from an existing schema"),
      element("label", { for: "design-ddl" }, "Starting schema (PostgreSQL DDL, optional)"),
      ddl,
    ),
    start,
    problem,
  );

  const opener = element("input", { id: "design-open-id", required: "", autocomplete: "off" });
  const openForm = element(
    "form",
    { class: "row" },
    element("div", {}, element("label", { for: "design-open-id" }, "Open a session by its id"), opener),
    element("div", { class: "design-grow-0" }, element("button", { type: "submit", class: "secondary" }, "Open")),
  );
  const history = historyPanel({
    path: BASE,
    idField: "session_id",
    title: "Your sessions",
    states: { idle: "waiting for a message", running: "working", closed: "closed" },
    href: sessionHash,
  });
  history.panel.classList.add("design");
  history.panel.append(openForm);
  view.replaceChildren(form, history.panel);

  form.addEventListener("submit", async (submitted) => {
    submitted.preventDefault();
    const content = request.value.trim();
    if (!content) return;
    problem.textContent = "";
    start.disabled = true;
    try {
      const schema = ddl.value.trim();
      const created = await call("POST", BASE, schema ? { initial_schema: schema } : {});
      await call("POST", `${BASE}/${encodeURIComponent(created.session_id)}/messages`, { content });
      location.hash = sessionHash(created.session_id);
    } catch (error) {
      problem.textContent = reason(error);
      start.disabled = false;
    }
  });
  openForm.addEventListener("submit", (submitted) => {
    submitted.preventDefault();
    const id = opener.value.trim();
    if (id) location.hash = sessionHash(id);
  });
  request.focus();
}

// --- The artifact ---------------------------------------------------------------------------

function requirementGroups(title, groups) {
  const entries = Object.entries(groups || {});
  if (!entries.length) return [];
  return [
    element("h4", {}, title),
    element(
      "ul",
      {},
      ...entries.map(([category, items]) =>
        element("li", {}, element("strong", {}, category), element("ul", {}, ...items.map((item) => element("li", {}, item)))),
      ),
    ),
  ];
}

function usecase(item) {
  const operations = item.dml_operations || [];
  return element(
    "article",
    { class: "usecase" },
    element("h4", {}, item.title),
    element("p", {}, item.description),
    element(
      "p",
      { class: "hint" },
      `${item.requirementType === "functional" ? "Functional" : "Non-functional"} · ${item.requirementCategory}: ${item.requirement}`,
    ),
    operations.length
      ? element(
          "ol",
          { class: "dml" },
          ...operations.map((operation) => {
            const logs = operation.execution_logs || [];
            const last = logs[logs.length - 1];
            const result = last
              ? element(
                  "p",
                  { class: last.success ? "dml-ok" : "dml-failed" },
                  `${last.success ? "✓ Succeeded" : "✗ Failed"}: ${last.result_summary}`,
                )
              : element("p", { class: "hint" }, "Not run yet.");
            return element(
              "li",
              {},
              element("span", { class: "dml-kind" }, operation.operation_type),
              operation.description ? ` ${operation.description}` : null,
              element("pre", {}, element("code", {}, operation.sql)),
              result,
            );
          }),
        )
      : element("p", { class: "hint" }, "No DML yet."),
  );
}

function artifactView(artifact) {
  const requirements = artifact.requirements || {};
  const usecases = artifact.usecases || [];
  return [
    artifact.summary ? element("h4", {}, "Summary") : null,
    artifact.summary ? element("p", { class: "answer" }, artifact.summary) : null,
    element(
      "p",
      { class: "hint" },
      artifact.schema_version === null || artifact.schema_version === undefined
        ? "The DML has not run yet."
        : `The DML ran on schema version ${artifact.schema_version}. Updated ${when(artifact.updated_at)}.`,
    ),
    element("h4", {}, "Business requirement"),
    element("p", {}, requirements.businessRequirement || ""),
    ...requirementGroups("Functional requirements", requirements.functionalRequirements),
    ...requirementGroups("Non-functional requirements", requirements.nonFunctionalRequirements),
    element("h4", {}, `Use cases (${usecases.length})`),
    ...(usecases.length ? usecases.map(usecase) : [element("p", { class: "hint" }, "No use cases yet.")]),
  ].filter(Boolean);
}

// --- The timeline ---------------------------------------------------------------------------

function timelineItem(item) {
  let who = item.role ? ROLES[item.role] || item.role : "Assistant";
  if (item.type === "user") who = "You";
  else if (item.type === "assistant_log") who += " · progress";
  else if (item.type === "schema_version") who += ` · schema version ${item.schema_version ?? ""}`.trimEnd();
  else if (item.type === "query_result") who += " · DML results";
  else if (item.type === "error") who = "Error";
  return element(
    "li",
    { class: `timeline-item timeline-${item.type}`, "data-role": item.role || item.type, "data-item": item.item_id },
    element(
      "div",
      { class: "who" },
      who,
      item.created_at ? element("time", { datetime: item.created_at }, ` ${new Date(item.created_at).toLocaleTimeString()}`) : null,
    ),
    element("div", { class: "answer" }, item.content),
  );
}

// --- #design/<id>: one session --------------------------------------------------------------

async function sessionPage(view, sessionId, signal) {
  const path = `${BASE}/${encodeURIComponent(sessionId)}`;
  view.replaceChildren(
    element(
      "section",
      { class: "panel design" },
      element("h2", {}, "Design session"),
      element("p", { class: "hint", role: "status" }, "Loading…"),
    ),
  );
  let state;
  try {
    state = await call("GET", path);
  } catch (error) {
    view.replaceChildren(
      element(
        "section",
        { class: "panel design" },
        element("h2", {}, "Design session"),
        element("p", { class: "error", role: "alert" }, error.message),
        element("a", { href: "#design" }, "All design sessions"),
      ),
    );
    if (error instanceof ApiError && error.status === 401) throw error;
    return;
  }

  const status = element("p", { role: "status", class: "design-status" });
  const problem = element("p", { class: "error", role: "alert" });
  const temporal = element("span");
  const header = element(
    "section",
    { class: "panel design", "aria-labelledby": "design-heading" },
    element("h2", { id: "design-heading" }, "Design session"),
    element(
      "p",
      { class: "hint" },
      "Session ",
      element("code", {}, sessionId),
      " · ",
      element("a", { href: "#design" }, "All design sessions"),
      " · ",
      temporal,
    ),
    status,
    problem,
  );

  const timeline = element("ol", { class: "timeline", "aria-live": "polite", "aria-label": "Timeline" });
  const message = element("textarea", { id: "design-message", rows: "3", required: "" });
  const send = element("button", { type: "submit" }, "Send");
  const sendProblem = element("p", { class: "error", role: "alert" });
  const composer = element(
    "form",
    { id: "design-composer" },
    element("label", { for: "design-message" }, "Follow-up message"),
    message,
    send,
    sendProblem,
  );
  const timelinePanel = panel("design-timeline-heading", "Timeline", timeline, composer);

  const versions = element("ol", { class: "design-versions", "aria-label": "Schema versions" });
  const shown = element("div", { class: "er-holder" });
  const changes = element("div");
  const schemaHeading = element("h3", { id: "design-schema-heading" }, "Schema");
  const schemaPanel = element(
    "section",
    { class: "panel design", "aria-labelledby": "design-schema-heading" },
    schemaHeading,
    element("h4", {}, "Versions"),
    versions,
    shown,
    changes,
  );
  const ddl = element("pre", { class: "ddl", tabindex: "0", "aria-labelledby": "design-ddl-heading" }, element("code", {}, ""));
  const ddlPanel = panel("design-ddl-heading", "DDL", ddl);
  const artifact = element(
    "div",
    {},
    element("p", { class: "hint" }, "No artifact yet: it is saved once the requirements are analysed."),
  );
  const artifactPanel = panel("design-artifact-heading", "Artifact", artifact);
  view.replaceChildren(header, timelinePanel, schemaPanel, ddlPanel, artifactPanel);
  temporalLink("design", sessionId)
    .then((link) => temporal.replaceWith(link))
    .catch(() => {}); // no link without the deployment's settings

  const seen = new Set(); // timeline item ids on the page
  let selected = null; // the version shown; null: the latest, followed as new ones come
  let versionList = [];
  let pipelineError = null;
  // The artifact is saved before the PM agent's requirements show on the timeline: it is
  // not asked for earlier (the browser would log the 404).
  let artifactSaved = false;

  function showState() {
    const parts = [`Status: ${STATUS[state.status] || state.status}`];
    if (state.status === "running") parts.push(`step: ${STEPS[state.current_step] || state.current_step}`);
    parts.push(`schema version ${state.schema_version}`);
    status.textContent = parts.join(" · ");
    status.dataset.status = state.status;
    const closed = state.status === "closed";
    send.disabled = state.status === "running" || closed;
    message.disabled = closed;
    const error = pipelineError || state.error;
    problem.textContent = error && state.status !== "running" ? `The last message failed: ${error}` : "";
  }

  function addItems(items) {
    for (const item of items) {
      if (seen.has(item.item_id)) continue;
      seen.add(item.item_id);
      if (item.type === "assistant" && item.role === "pm") artifactSaved = true;
      timeline.append(timelineItem(item));
    }
  }

  function showVersions() {
    const latest = versionList.length ? versionList[versionList.length - 1].number : 0;
    const current = selected ?? latest;
    versions.replaceChildren(
      ...versionList.map((version) => {
        const label = [
          `Version ${version.number}`,
          version.number === 0 ? "the starting schema" : count(version.patch.length, "change"),
          when(version.created_at),
        ];
        if (version.number === latest) label.push("latest");
        const button = element(
          "button",
          { type: "button", class: "secondary", "aria-pressed": String(version.number === current), "data-version": String(version.number) },
          label.join(" · "),
        );
        button.addEventListener("click", () => {
          selected = version.number === latest ? null : version.number;
          showVersions();
          showSchema().catch(report);
        });
        return element("li", {}, button);
      }),
    );
  }

  let schemaLoad = 0; // the last load started: an older one that ends later is not shown
  let diagramVersion = null; // the version the diagram shows: versions never change, it is kept
  let diagramShown = null; // ends the diagram's layout when another replaces it
  async function showSchema() {
    const load = ++schemaLoad;
    const query = selected === null ? "" : `?version=${selected}`;
    const [schema, sql] = await Promise.all([call("GET", `${path}/schema${query}`), getText(`${path}/schema.sql${query}`)]);
    if (load !== schemaLoad || signal.aborted) return;
    schemaHeading.textContent = `Schema (version ${schema.version}${selected === null ? ", latest" : ""})`;
    if (schema.version !== diagramVersion) {
      diagramVersion = schema.version;
      diagramShown?.abort();
      diagramShown = new AbortController();
      showDiagram(shown, schema.schema, AbortSignal.any([signal, diagramShown.signal])).catch(report);
    }
    ddl.firstChild.textContent = sql || "-- No tables yet.";
    const version = versionList.find((item) => item.number === schema.version);
    changes.replaceChildren();
    if (version && version.patch.length) {
      changes.append(
        element(
          "details",
          {},
          element("summary", {}, `Changes in version ${version.number}`),
          element(
            "ul",
            {},
            ...version.patch.map((operation) => element("li", {}, element("code", {}, `${operation.op} ${operation.path}`))),
          ),
        ),
      );
    }
  }

  async function showArtifact() {
    if (!artifactSaved) return;
    try {
      const found = await call("GET", `${path}/artifact`);
      artifact.replaceChildren(...artifactView(found));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }

  function report(error) {
    if (error.name !== "AbortError" && !signal.aborted) problem.textContent = error.message;
  }

  // Reloads what the pipeline changes; calls during a reload make one more after it.
  let reloading = null;
  let again = false;
  function reload() {
    if (reloading) {
      again = true;
      return reloading;
    }
    reloading = (async () => {
      do {
        again = false;
        const [fresh, list] = await Promise.all([call("GET", path), call("GET", `${path}/versions`)]);
        if (signal.aborted) return;
        state = fresh;
        versionList = list;
        showState();
        showVersions();
        await Promise.all([showSchema(), showArtifact()]);
      } while (again && !signal.aborted);
    })()
      .catch(report)
      .finally(() => {
        reloading = null;
      });
    return reloading;
  }

  function onEvent(event) {
    if (event.event === "timeline") {
      const saved = artifactSaved;
      addItems([event.data]);
      if (event.data.type === "schema_version" || artifactSaved !== saved) reload();
    } else if (event.event === "step") {
      if (event.data.status === "started") {
        state = { ...state, status: "running", current_step: event.data.step };
        pipelineError = null;
        showState();
      }
      if (event.data.step === "finalizeArtifacts" && event.data.status !== "started") reload();
    } else if (event.event === "pipeline_done") {
      pipelineError = event.data.error || null;
      const outcome = event.data.status === "failed" ? "failed" : "idle";
      state = { ...state, status: outcome, current_step: "idle", schema_version: event.data.schema_version };
      showState();
      reload();
    }
  }

  // The session's events while the page is open, from its start (timeline items already on
  // the page are not shown twice); the stream ends when the session has closed.
  async function followEvents() {
    try {
      await follow(`${path}/events`, { signal, onEvent });
    } catch (error) {
      return report(error);
    }
    if (!signal.aborted) await reload();
  }

  composer.addEventListener("submit", async (submitted) => {
    submitted.preventDefault();
    const content = message.value.trim();
    if (!content) return;
    sendProblem.textContent = "";
    send.disabled = true;
    try {
      await call("POST", `${path}/messages`, { content });
      message.value = "";
      pipelineError = null;
      state = { ...state, status: "running" };
      showState();
    } catch (error) {
      sendProblem.textContent = reason(error);
      send.disabled = false;
    }
  });

  showState();
  try {
    addItems(await call("GET", `${path}/timeline`));
  } catch (error) {
    report(error);
  }
  await reload();
  followEvents().catch(report);
}

export async function designPage(view, id, signal) {
  if (id) return sessionPage(view, id, signal);
  return startPage(view);
}
