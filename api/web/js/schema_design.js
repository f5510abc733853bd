// Schema design (seed 001): start a design session with a request (and maybe a starting
// schema as DDL), watch its timeline fill live by role, the current schema as an
// entity-relationship diagram, its versions, its DDL and the artifact (requirements, use
// cases and the results of their DML); send follow-up messages. There is no list of
// sessions in the API: the sessions this tab started are kept in its session storage.
import { ApiError, call, follow, getText } from "./api.js";
import { element, svg, temporalLink, when } from "./dom.js";

const SESSIONS = "durable-agents.design-sessions";
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

// --- The sessions of this tab --------------------------------------------------------------

function savedSessions() {
  try {
    const list = JSON.parse(sessionStorage.getItem(SESSIONS) || "[]");
    return Array.isArray(list) ? list.filter((entry) => entry && typeof entry.id === "string") : [];
  } catch {
    return [];
  }
}

function saveSession(id, request) {
  const others = savedSessions().filter((entry) => entry.id !== id);
  const entry = { id, request: request.slice(0, 200), started: new Date().toISOString() };
  sessionStorage.setItem(SESSIONS, JSON.stringify([entry, ...others].slice(0, 50)));
}

function forgetSession(id) {
  sessionStorage.setItem(SESSIONS, JSON.stringify(savedSessions().filter((entry) => entry.id !== id)));
}

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

// --- #design: start a session, the sessions of this tab ------------------------------------

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
  const sessions = savedSessions();
  const list = sessions.length
    ? element(
        "ul",
        { class: "design-sessions" },
        ...sessions.map((entry) =>
          element(
            "li",
            {},
            element("a", { href: sessionHash(entry.id) }, entry.request || entry.id),
            element("span", { class: "hint" }, ` — started ${when(entry.started)}`),
          ),
        ),
      )
    : element("p", { class: "hint" }, "No design session started in this tab yet.");
  const listPanel = element(
    "section",
    { class: "panel design", "aria-labelledby": "design-sessions-heading" },
    element("h2", { id: "design-sessions-heading" }, "Sessions of this tab"),
    list,
    openForm,
  );
  view.replaceChildren(form, listPanel);

  form.addEventListener("submit", async (submitted) => {
    submitted.preventDefault();
    const content = request.value.trim();
    if (!content) return;
    problem.textContent = "";
    start.disabled = true;
    try {
      const schema = ddl.value.trim();
      const created = await call("POST", BASE, schema ? { initial_schema: schema } : {});
      saveSession(created.session_id, content);
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

// --- The entity-relationship diagram -------------------------------------------------------

function foreignKeys(schema) {
  const keys = [];
  for (const table of Object.values(schema.tables || {})) {
    for (const constraint of Object.values(table.constraints || {})) {
      if (constraint.type === "FOREIGN KEY") keys.push({ table: table.name, ...constraint });
    }
  }
  return keys;
}

function badge(label, title) {
  return element("abbr", { class: `er-badge er-${label.toLowerCase()}`, title }, label);
}

function entity(table) {
  const constraints = Object.values(table.constraints || {});
  const primary = new Set(constraints.filter((c) => c.type === "PRIMARY KEY").flatMap((c) => c.columnNames));
  const foreign = new Set(constraints.filter((c) => c.type === "FOREIGN KEY").flatMap((c) => c.columnNames));
  const unique = new Set(
    [
      ...constraints.filter((c) => c.type === "UNIQUE").map((c) => c.columnNames),
      ...Object.values(table.indexes || {}).filter((index) => index.unique).map((index) => index.columns),
    ]
      .filter((columns) => columns.length === 1)
      .map(([column]) => column),
  );
  const rows = Object.values(table.columns || {}).map((column) =>
    element(
      "tr",
      { "data-column": column.name },
      element("th", { scope: "row", class: "er-column" }, column.name),
      element("td", { class: "er-type" }, column.type),
      element(
        "td",
        { class: "er-keys" },
        primary.has(column.name) ? badge("PK", "primary key") : null,
        foreign.has(column.name) ? badge("FK", "foreign key") : null,
        unique.has(column.name) ? badge("UQ", "unique") : null,
        column.notNull && !primary.has(column.name) ? badge("NN", "not null") : null,
      ),
    ),
  );
  return element(
    "article",
    { class: "er-table", "data-table": table.name },
    element(
      "table",
      {},
      element("caption", {}, table.name),
      element(
        "thead",
        { class: "design-hidden" },
        element("tr", {}, ...["Column", "Type", "Keys"].map((name) => element("th", { scope: "col" }, name))),
      ),
      element("tbody", {}, ...rows),
    ),
    table.comment ? element("p", { class: "er-comment" }, table.comment) : null,
  );
}

// The diagram of `schema`: tables as boxes, foreign keys as lines (drawn once the boxes are
// laid out, again whenever the layout changes) and as "table.col → table.col" labels.
function diagram(schema, signal) {
  const tables = Object.values(schema.tables || {});
  const enums = Object.values(schema.enums || {});
  const keys = foreignKeys(schema);
  if (!tables.length && !enums.length) return element("p", { class: "hint er-empty" }, "No tables in this version.");
  const lines = svg("svg", { class: "er-lines", "aria-hidden": "true", focusable: "false" });
  const boxes = element("div", { class: "er-tables" }, ...tables.map(entity));
  const canvas = element("div", { class: "er-canvas" }, lines, boxes);
  const figure = element(
    "figure",
    { class: "er" },
    canvas,
    element("figcaption", { class: "hint" }, `${count(tables.length, "table")}, ${count(keys.length, "relationship")}`),
  );
  if (keys.length) {
    figure.append(
      element("h4", {}, "Relationships"),
      element(
        "ul",
        { class: "er-relationships" },
        ...keys.map((key) => {
          const actions = [
            ["on delete", key.deleteConstraint],
            ["on update", key.updateConstraint],
          ]
            .filter(([, action]) => action && action !== "NO_ACTION")
            .map(([on, action]) => `${on} ${action.replace("_", " ")}`);
          const from = key.columnNames.map((column) => `${key.table}.${column}`).join(", ");
          const to = key.targetColumnNames.map((column) => `${key.targetTableName}.${column}`).join(", ");
          const how = actions.length ? element("span", { class: "hint" }, ` (${actions.join(", ")})`) : null;
          return element("li", {}, `${from} → ${to}`, how);
        }),
      ),
    );
  }
  if (enums.length) {
    figure.append(
      element("h4", {}, "Enums"),
      element(
        "ul",
        { class: "er-enums" },
        ...enums.map((item) => element("li", {}, element("code", {}, item.name), `: ${item.values.join(", ")}`)),
      ),
    );
  }

  let frame = 0;
  const draw = () => {
    frame = 0;
    drawLines(canvas, lines, keys);
  };
  const observer = new ResizeObserver(() => {
    if (!frame) frame = requestAnimationFrame(draw);
  });
  observer.observe(canvas);
  signal.addEventListener("abort", () => observer.disconnect(), { once: true });
  figure.disconnect = () => observer.disconnect();
  return figure;
}

function drawLines(canvas, lines, keys) {
  const origin = canvas.getBoundingClientRect();
  if (!origin.width) return;
  const local = (rect) => ({
    left: rect.left - origin.left,
    right: rect.right - origin.left,
    top: rect.top - origin.top,
    middle: rect.top - origin.top + rect.height / 2,
  });
  const arrow = svg(
    "marker",
    { id: "er-arrow", viewBox: "0 0 10 10", refX: 9, refY: 5, markerWidth: 8, markerHeight: 8, orient: "auto-start-reverse" },
    svg("path", { d: "M0,0 L10,5 L0,10 z", class: "er-arrow" }),
  );
  lines.replaceChildren(svg("defs", {}, arrow));
  for (const key of keys) {
    const source = canvas.querySelector(`[data-table="${CSS.escape(key.table)}"]`);
    const target = canvas.querySelector(`[data-table="${CSS.escape(key.targetTableName)}"]`);
    if (!source || !target) continue;
    const sourceRow = source.querySelector(`tr[data-column="${CSS.escape(key.columnNames[0])}"]`) || source;
    const targetRow = target.querySelector(`tr[data-column="${CSS.escape(key.targetColumnNames[0])}"]`) || target;
    const from = local(source.getBoundingClientRect());
    const to = local(target.getBoundingClientRect());
    const y1 = local(sourceRow.getBoundingClientRect()).middle;
    const y2 = local(targetRow.getBoundingClientRect()).middle;
    let d;
    if (source === target) {
      const x = from.right;
      d = `M${x},${y1} C${x + 28},${y1} ${x + 28},${y2} ${x},${y2}`;
    } else if (to.left >= from.right - 1) {
      const bend = Math.max(24, (to.left - from.right) / 2);
      d = `M${from.right},${y1} C${from.right + bend},${y1} ${to.left - bend},${y2} ${to.left},${y2}`;
    } else if (to.right <= from.left + 1) {
      const bend = Math.max(24, (from.left - to.right) / 2);
      d = `M${from.left},${y1} C${from.left - bend},${y1} ${to.right + bend},${y2} ${to.right},${y2}`;
    } else {
      // One above the other: round the left edges, in the lane left of the boxes.
      const lane = Math.max(4, Math.min(from.left, to.left) - 12);
      d = `M${from.left},${y1} C${lane},${y1} ${lane},${y2} ${to.left},${y2}`;
    }
    lines.append(
      svg("path", {
        d,
        class: "er-line",
        "marker-end": "url(#er-arrow)",
        "data-from": `${key.table}.${key.columnNames.join(",")}`,
        "data-to": `${key.targetTableName}.${key.targetColumnNames.join(",")}`,
      }),
    );
  }
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
    if (error instanceof ApiError && error.status === 404) forgetSession(sessionId);
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
  async function showSchema() {
    const load = ++schemaLoad;
    const query = selected === null ? "" : `?version=${selected}`;
    const [schema, sql] = await Promise.all([call("GET", `${path}/schema${query}`), getText(`${path}/schema.sql${query}`)]);
    if (load !== schemaLoad || signal.aborted) return;
    shown.firstChild?.disconnect?.();
    schemaHeading.textContent = `Schema (version ${schema.version}${selected === null ? ", latest" : ""})`;
    shown.replaceChildren(diagram(schema.schema, signal));
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
