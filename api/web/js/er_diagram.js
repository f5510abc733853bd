// The entity-relationship diagram of a schema: tables as boxes, each foreign key as a line
// from the referencing column's row to the referenced column's row, its arrowhead at the
// referenced table. ELK (vendor/elk.bundled.js, run in er_layout_worker.js so that a large
// schema does not freeze the page) places the boxes in layers and routes the lines
// orthogonally between them. The view pans (drag, arrow keys) and zooms (wheel, buttons,
// + and -), fits the screen (0), and finds a table: it and its neighbours are highlighted,
// the rest dimmed. Zoomed far out, a box shows only its table's name, large.
import { element, svg } from "./dom.js";

// Below this zoom the columns' text is too small to read: boxes show their table's name.
const FAR = 0.55;
// A found table is shown with its neighbours if they fit at this zoom or more (their names
// readable), else alone at FOCUS_SCALE (its columns readable); at most at 100 %.
const NAMES_SCALE = 0.2;
const FOCUS_SCALE = 0.7;
const MAX_SCALE = 2.5;
const WORKER = new URL("./er_layout_worker.js", import.meta.url);
let diagrams = 0; // for ids unique in the page (the arrowhead marker)

const count = (number, noun) => `${number} ${noun}${number === 1 ? "" : "s"}`;
const clamp = (value, low, high) => Math.min(high, Math.max(low, value));

function foreignKeys(schema) {
  const keys = [];
  for (const [key, table] of Object.entries(schema.tables || {})) {
    for (const constraint of Object.values(table.constraints || {})) {
      if (constraint.type === "FOREIGN KEY") keys.push({ table: key, ...constraint });
    }
  }
  return keys;
}

function badge(label, title) {
  return element("abbr", { class: `er-badge er-${label.toLowerCase()}`, title }, label);
}

// A table's name that may break after its underscores (the large name of the far view).
function breakableName(name) {
  return name.split(/(?<=_)/).flatMap((part, index) => (index ? [element("wbr"), part] : [part]));
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
    element("div", { class: "er-name", "aria-hidden": "true" }, ...breakableName(table.name)),
  );
}

function relationshipList(keys) {
  return element(
    "ul",
    { class: "er-relationships" },
    ...keys.map((key) => {
      const actions = [
        ["on delete", key.deleteConstraint],
        ["on update", key.updateConstraint],
      ]
        .filter(([, action]) => action && action !== "NO_ACTION")
        .map(([on, action]) => `${on} ${action.replace("_", " ")}`);
      const how = actions.length ? element("span", { class: "hint" }, ` (${actions.join(", ")})`) : null;
      return element("li", {}, relationText(key), how);
    }),
  );
}

function relationText(key) {
  const from = key.columnNames.map((column) => `${key.table}.${column}`).join(", ");
  const to = key.targetColumnNames.map((column) => `${key.targetTableName}.${column}`).join(", ");
  return `${from} → ${to}`;
}

// --- Layout ---------------------------------------------------------------------------------

// The middle of a column's row, from the top of its table's box (the box itself when the
// column is not in it).
function rowMiddle(box, column) {
  const row = box.querySelector(`tr[data-column="${CSS.escape(column)}"]`);
  const boxTop = box.getBoundingClientRect().top;
  const rect = (row || box).getBoundingClientRect();
  return rect.top - boxTop + rect.height / 2;
}

// The ELK graph of the boxes (measured as rendered) and foreign keys, and the table of each
// node id: a key leaves its table's box on the right at its column's row and enters the
// referenced box on the left at the referenced column's row, so the layers read from
// referencing to referenced tables.
function elkGraph(boxes, keys, aspectRatio) {
  const nodes = new Map();
  const split = String(clamp(Math.round(Math.sqrt(boxes.size / 2)), 1, 40));
  let index = 0;
  for (const [name, box] of boxes) {
    nodes.set(name, {
      id: `n${index++}`,
      width: box.offsetWidth,
      height: box.offsetHeight,
      ports: new Map(),
      box,
      layoutOptions: { "elk.portConstraints": "FIXED_POS", "elk.layered.layerUnzipping.layerSplit": split },
    });
  }
  const port = (node, column, side) => {
    const id = `${node.id}.${side}.${column}`;
    if (!node.ports.has(id)) {
      const x = side === "EAST" ? node.width : 0;
      node.ports.set(id, { id, x, y: rowMiddle(node.box, column), width: 0, height: 0, layoutOptions: { "elk.port.side": side } });
    }
    return id;
  };
  const edges = [];
  for (const [number, key] of keys.entries()) {
    const source = nodes.get(key.table);
    const target = nodes.get(key.targetTableName);
    if (!source || !target) continue;
    edges.push({
      id: `e${number}`,
      sources: [port(source, key.columnNames[0], "EAST")],
      targets: [port(target, key.targetColumnNames[0], "WEST")],
    });
  }
  const graph = {
    id: "root",
    layoutOptions: {
      "elk.algorithm": "layered",
      "elk.direction": "RIGHT",
      "elk.edgeRouting": "ORTHOGONAL",
      // Nearly as compact as network simplex placement, many times faster.
      "elk.layered.nodePlacement.strategy": "LINEAR_SEGMENTS",
      // Fewer rounds of crossing minimisation on large schemas: seconds less, a few more crossings.
      "elk.layered.thoroughness": boxes.size > 200 ? "2" : "7",
      // A layer of many tables (those only referencing, say) becomes several side by side.
      "elk.layered.layerUnzipping.strategy": "ALTERNATING",
      "elk.spacing.nodeNode": "28",
      "elk.layered.spacing.nodeNodeBetweenLayers": "56",
      "elk.spacing.edgeNode": "14",
      "elk.padding": "[top=24,left=24,bottom=24,right=24]",
      // The shape the parts of a schema whose tables are not linked are packed to: the frame's.
      "elk.aspectRatio": String(aspectRatio),
      "elk.json.edgeCoords": "ROOT",
      "elk.json.shapeCoords": "ROOT",
    },
    children: [...nodes.values()].map(({ id, width, height, ports, layoutOptions }) => ({
      id,
      width,
      height,
      layoutOptions,
      ports: [...ports.values()],
    })),
    edges,
  };
  return { graph, tables: new Map([...nodes].map(([name, node]) => [node.id, name])) };
}

// Runs ELK on `graph` in a worker; ended when `signal` fires.
function runLayout(graph, signal) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER);
    const stop = () => {
      worker.terminate();
      reject(new DOMException("The diagram was left.", "AbortError"));
    };
    signal.addEventListener("abort", stop, { once: true });
    const done = () => {
      worker.terminate();
      signal.removeEventListener("abort", stop);
    };
    worker.onmessage = ({ data }) => {
      done();
      if (data.error) reject(new Error(data.error));
      else resolve(data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      done();
      reject(new Error(event.message || "the layout worker failed"));
    };
    worker.postMessage(graph);
  });
}

// The laid-out graph, how long ELK took, and the table of each node id.
async function layOut(boxes, keys, aspectRatio, signal) {
  const { graph, tables } = elkGraph(boxes, keys, aspectRatio);
  return { ...(await runLayout(graph, signal)), tables };
}

// The widest a name's far-view text is at a font size of 1 px (bold, the page's font).
function nameWidths(font) {
  const context = document.createElement("canvas").getContext("2d");
  context.font = `700 100px ${font}`;
  return (text) => context.measureText(text).width / 100;
}

// The font size that fits `name` in a box of `width` × `height`: on one line, or on two
// broken after one of its underscores (where the far view's text may break).
function nameFontSize(name, width, height, measure) {
  const splits = [[name]];
  for (let at = name.indexOf("_"); at >= 0 && at < name.length - 1; at = name.indexOf("_", at + 1)) {
    splits.push([name.slice(0, at + 1), name.slice(at + 1)]);
  }
  let best = 0;
  for (const lines of splits) {
    const widest = Math.max(...lines.map(measure));
    best = Math.max(best, Math.min((width - 14) / widest, (height - 12) / (lines.length * 1.2)));
  }
  return clamp(best * 0.95, 4, 160);
}

// --- The view: pan, zoom, fit, find ---------------------------------------------------------

class View {
  constructor(viewport, world, zoomLabel) {
    Object.assign(this, { viewport, world, zoomLabel, x: 0, y: 0, scale: 1, width: 0, height: 0, fitted: true });
  }

  get fitScale() {
    const { clientWidth, clientHeight } = this.viewport;
    return Math.min(1, (clientWidth - 16) / this.width, (clientHeight - 16) / this.height);
  }

  apply() {
    this.world.style.transform = `translate(${this.x}px, ${this.y}px) scale(${this.scale})`;
    this.viewport.classList.toggle("er-far", this.scale < FAR);
    this.zoomLabel.textContent = `${Math.round(this.scale * 100)} %`;
  }

  fit() {
    this.scale = this.fitScale;
    this.x = (this.viewport.clientWidth - this.width * this.scale) / 2;
    this.y = (this.viewport.clientHeight - this.height * this.scale) / 2;
    this.fitted = true;
    this.apply();
  }

  // Zooms by `factor` keeping the point (px, py) of the viewport where it is.
  zoom(factor, px = this.viewport.clientWidth / 2, py = this.viewport.clientHeight / 2) {
    const scale = clamp(this.scale * factor, Math.min(0.25, this.fitScale / 2), MAX_SCALE);
    this.x = px - ((px - this.x) * scale) / this.scale;
    this.y = py - ((py - this.y) * scale) / this.scale;
    this.scale = scale;
    this.fitted = false;
    this.apply();
  }

  pan(dx, dy) {
    this.x += dx;
    this.y += dy;
    this.fitted = false;
    this.apply();
  }

  // Shows the world rectangle `area` whole: with its columns readable if it can, else with
  // its names readable (the far view); when it is larger still, its `centre` with columns.
  show(area, centre) {
    const { clientWidth, clientHeight } = this.viewport;
    const fits = Math.min((clientWidth - 32) / area.width, (clientHeight - 32) / area.height);
    const whole = fits >= NAMES_SCALE;
    this.scale = whole ? Math.min(fits, 1) : FOCUS_SCALE;
    const shown = whole ? area : centre;
    this.x = clientWidth / 2 - (shown.x + shown.width / 2) * this.scale;
    this.y = clientHeight / 2 - (shown.y + shown.height / 2) * this.scale;
    this.fitted = false;
    this.apply();
  }
}

const boxArea = (box) => ({ x: box.offsetLeft, y: box.offsetTop, width: box.offsetWidth, height: box.offsetHeight });

function union(areas) {
  const left = Math.min(...areas.map((a) => a.x));
  const top = Math.min(...areas.map((a) => a.y));
  const right = Math.max(...areas.map((a) => a.x + a.width));
  const bottom = Math.max(...areas.map((a) => a.y + a.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

// Drag to pan, wheel to zoom about the pointer, a click on a box finds that table, on the
// background clears what was found; keys: arrows pan, + and - zoom, 0 fits.
function interact(view, onBox, onBackground) {
  const { viewport } = view;
  let drag = null;
  viewport.addEventListener("pointerdown", (event) => {
    if (event.button !== 0) return;
    drag = { x: event.clientX, y: event.clientY, moved: false, id: event.pointerId };
  });
  viewport.addEventListener("pointermove", (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 4) return;
    if (!drag.moved) viewport.setPointerCapture(event.pointerId);
    drag.moved = true;
    viewport.classList.add("er-dragging");
    drag.x = event.clientX;
    drag.y = event.clientY;
    view.pan(dx, dy);
  });
  const end = (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    const { moved } = drag;
    drag = null;
    viewport.classList.remove("er-dragging");
    if (moved || event.type === "pointercancel") return;
    const box = event.target.closest?.(".er-table");
    if (box) onBox(box.dataset.table);
    else onBackground();
  };
  viewport.addEventListener("pointerup", end);
  viewport.addEventListener("pointercancel", end);
  viewport.addEventListener(
    "wheel",
    (event) => {
      event.preventDefault();
      const step = event.deltaMode === 1 ? 0.05 : event.ctrlKey ? 0.01 : 0.0015; // lines; pinch; pixels
      const origin = viewport.getBoundingClientRect();
      view.zoom(Math.exp(-event.deltaY * step), event.clientX - origin.left, event.clientY - origin.top);
    },
    { passive: false },
  );
  const keys = {
    ArrowLeft: () => view.pan(60, 0),
    ArrowRight: () => view.pan(-60, 0),
    ArrowUp: () => view.pan(0, 60),
    ArrowDown: () => view.pan(0, -60),
    "+": () => view.zoom(1.25),
    "=": () => view.zoom(1.25),
    "-": () => view.zoom(0.8),
    0: () => view.fit(),
  };
  viewport.addEventListener("keydown", (event) => {
    const action = keys[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  });
}

// --- The diagram ----------------------------------------------------------------------------

function drawLines(lines, laidOut, keys, boxes, markerId) {
  const { graph } = laidOut;
  lines.setAttribute("width", graph.width);
  lines.setAttribute("height", graph.height);
  lines.setAttribute("viewBox", `0 0 ${graph.width} ${graph.height}`);
  const arrow = svg(
    "marker",
    { id: markerId, viewBox: "0 0 10 10", refX: 10, refY: 5, markerWidth: 7, markerHeight: 7, orient: "auto-start-reverse" },
    svg("path", { d: "M0,0 L10,5 L0,10 z", class: "er-arrow" }),
  );
  const paths = (graph.edges || []).map((edge) => {
    const key = keys[Number(edge.id.slice(1))];
    const points = (edge.sections || []).flatMap((section) => [
      section.startPoint,
      ...(section.bendPoints || []),
      section.endPoint,
    ]);
    const d = points.map((point, index) => `${index ? "L" : "M"}${point.x},${point.y}`).join(" ");
    const path = svg(
      "path",
      {
        d,
        class: "er-line",
        "marker-end": `url(#${markerId})`,
        "data-from": `${key.table}.${key.columnNames.join(",")}`,
        "data-to": `${key.targetTableName}.${key.targetColumnNames.join(",")}`,
      },
      svg("title", {}, relationText(key)),
    );
    path.dataset.tables = `${key.table} ${key.targetTableName}`;
    return path;
  });
  lines.replaceChildren(svg("defs", {}, arrow), ...paths);
  for (const node of graph.children) {
    const box = boxes.get(laidOut.tables.get(node.id));
    box.style.left = `${node.x}px`;
    box.style.top = `${node.y}px`;
  }
}

function toolbar(ids) {
  const search = element("input", { id: ids.search, type: "search", list: ids.names, autocomplete: "off", spellcheck: "false" });
  const button = (label, text, title) => element("button", { type: "button", class: "secondary", "aria-label": label, title }, text);
  const controls = {
    search,
    names: element("datalist", { id: ids.names }),
    find: element("button", { type: "submit", class: "secondary" }, "Find"),
    clear: element("button", { type: "button", class: "secondary", hidden: true }, "Clear"),
    zoomOut: button("Zoom out", "−", "Zoom out (-)"),
    zoomIn: button("Zoom in", "+", "Zoom in (+)"),
    actual: button("Actual size", "100 %", "Actual size"),
    fit: button("Fit to screen", "Fit", "Fit to screen (0)"),
    full: element("button", { type: "button", class: "secondary", "aria-pressed": "false" }, "Full window"),
    zoom: element("span", { class: "er-zoom hint", "aria-label": "Zoom" }),
    found: element("span", { class: "er-found hint", role: "status" }),
  };
  const form = element(
    "form",
    { class: "er-search", role: "search" },
    element("label", { for: ids.search }, "Find a table"),
    search,
    controls.names,
    controls.find,
    controls.clear,
  );
  const bar = element(
    "div",
    { class: "er-toolbar" },
    form,
    element(
      "div",
      { class: "er-zoom-controls", role: "group", "aria-label": "Zoom" },
      controls.zoomOut,
      controls.zoom,
      controls.zoomIn,
      controls.actual,
      controls.fit,
      controls.full,
    ),
    controls.found,
  );
  return { bar, form, ...controls };
}

// The far view's names: one size for all (the median of what each box fits), smaller where
// a name needs it.
function sizeNames(boxes, font) {
  const measure = nameWidths(font);
  const fits = new Map([...boxes].map(([name, box]) => [name, nameFontSize(name, box.offsetWidth, box.offsetHeight, measure)]));
  const sizes = [...fits.values()].sort((a, b) => a - b);
  const common = sizes[Math.floor(sizes.length / 2)];
  for (const [name, box] of boxes) box.querySelector(".er-name").style.fontSize = `${Math.min(common, fits.get(name))}px`;
}

// The table named `query`: the same name whatever its case, else the first that starts so,
// else the first that contains it; null when none does.
function findTable(names, query) {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return null;
  return (
    names.find((name) => name.toLowerCase() === wanted) ||
    names.find((name) => name.toLowerCase().startsWith(wanted)) ||
    names.find((name) => name.toLowerCase().includes(wanted)) ||
    null
  );
}

// Finding a table (the search form, a click on its box): it and the tables it is linked to
// by foreign keys are outlined, the rest dimmed, and the view shows them.
function finder(diagram, view, keys) {
  const { figure, viewport, world, boxes, controls } = diagram;
  const paths = [...world.querySelectorAll(".er-line")];
  const neighbours = new Map([...boxes.keys()].map((name) => [name, new Set()]));
  for (const key of keys) {
    if (!boxes.has(key.targetTableName)) continue;
    neighbours.get(key.table).add(key.targetTableName);
    neighbours.get(key.targetTableName).add(key.table);
  }

  function clear() {
    viewport.classList.remove("er-focusing");
    for (const box of world.querySelectorAll(".er-focused, .er-neighbour")) box.classList.remove("er-focused", "er-neighbour");
    for (const path of world.querySelectorAll(".er-related")) path.classList.remove("er-related");
    controls.clear.hidden = true;
    controls.found.textContent = "";
    delete figure.dataset.focus;
  }

  function focus(name) {
    clear();
    const box = boxes.get(name);
    const linked = [...neighbours.get(name)].filter((other) => other !== name);
    box.classList.add("er-focused");
    for (const other of linked) boxes.get(other).classList.add("er-neighbour");
    for (const path of paths) if (path.dataset.tables.split(" ").includes(name)) path.classList.add("er-related");
    viewport.classList.add("er-focusing");
    figure.dataset.focus = name;
    controls.clear.hidden = false;
    controls.found.textContent = linked.length ? `${name}: linked to ${linked.join(", ")}` : `${name}: no foreign keys`;
    view.show(union([box, ...linked.map((other) => boxes.get(other))].map(boxArea)), boxArea(box));
  }

  controls.form.addEventListener("submit", (submitted) => {
    submitted.preventDefault();
    const name = findTable([...boxes.keys()], controls.search.value);
    if (name) return focus(name);
    clear();
    controls.found.textContent = `No table matches “${controls.search.value.trim()}”.`;
  });
  controls.search.addEventListener("input", () => {
    if (!controls.search.value) clear();
  });
  controls.search.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && figure.dataset.focus) {
      event.stopPropagation();
      clear();
    }
  });
  controls.clear.addEventListener("click", () => {
    controls.search.value = "";
    clear();
    controls.search.focus();
  });
  return { focus, clear };
}

// The zoom buttons, full window (Escape leaves it), and a refit when the frame is resized
// while the diagram is fitted.
function zoomControls(diagram, view, signal) {
  const { stage, viewport, controls } = diagram;
  controls.zoomIn.addEventListener("click", () => view.zoom(1.25));
  controls.zoomOut.addEventListener("click", () => view.zoom(0.8));
  controls.actual.addEventListener("click", () => view.zoom(1 / view.scale));
  controls.fit.addEventListener("click", () => view.fit());
  const setFull = (full) => {
    stage.classList.toggle("er-full", full);
    controls.full.setAttribute("aria-pressed", String(full));
    controls.full.textContent = full ? "Exit full window" : "Full window";
  };
  controls.full.addEventListener("click", () => setFull(!stage.classList.contains("er-full")));
  stage.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && stage.classList.contains("er-full")) setFull(false);
  });
  const observer = new ResizeObserver(() => {
    if (view.fitted) view.fit();
  });
  observer.observe(viewport);
  signal.addEventListener("abort", () => observer.disconnect(), { once: true });
}

// The figure: toolbar, frame (boxes and lines, not laid out yet), caption, the relationships
// and enums as text.
function diagramFigure(tables, enums, keys) {
  const number = ++diagrams;
  const ids = { search: `er-search-${number}`, names: `er-names-${number}`, marker: `er-arrow-${number}` };
  const controls = toolbar(ids);
  controls.names.append(...tables.map((table) => element("option", { value: table.name })));
  const boxes = new Map(tables.map((table) => [table.name, entity(table)]));
  const lines = svg("svg", { class: "er-lines", "aria-hidden": "true", focusable: "false" });
  const world = element("div", { class: "er-world" }, lines, ...boxes.values());
  const status = element("p", { class: "er-status", role: "status" }, `Laying out ${count(tables.length, "table")}…`);
  const viewport = element(
    "div",
    {
      class: "er-viewport er-laying-out",
      tabindex: "0",
      role: "group",
      "aria-label": "Entity-relationship diagram: drag or use the arrow keys to move, the wheel or + and - to zoom, 0 to fit",
    },
    world,
    status,
  );
  const stage = element("div", { class: "er-stage" }, controls.bar, viewport);
  const figure = element(
    "figure",
    { class: "er" },
    tables.length ? stage : null,
    element("figcaption", { class: "hint" }, `${count(tables.length, "table")}, ${count(keys.length, "relationship")}`),
  );
  if (keys.length) figure.append(element("h4", {}, "Relationships"), relationshipList(keys));
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
  return { figure, stage, viewport, world, lines, status, boxes, controls, marker: ids.marker };
}

// Shows the diagram of `schema` in `holder` (replacing what it showed); returns when it is
// laid out. `signal` ends the layout (the page was left, another version is shown).
export async function showDiagram(holder, schema, signal) {
  // A table outside `public` is keyed `<schema>.<name>` (its foreign keys name it so): boxes go by key.
  const tables = Object.entries(schema.tables || {}).map(([key, table]) => ({ ...table, name: key }));
  const enums = Object.values(schema.enums || {});
  const keys = foreignKeys(schema);
  if (!tables.length && !enums.length) {
    holder.replaceChildren(element("p", { class: "hint er-empty" }, "No tables in this version."));
    return;
  }
  const started = performance.now();
  const diagram = diagramFigure(tables, enums, keys);
  const { figure, stage, viewport, world, boxes, status } = diagram;
  holder.replaceChildren(figure);
  if (!tables.length) return;

  let laidOut;
  try {
    laidOut = await layOut(boxes, keys, viewport.clientWidth / Math.max(1, viewport.clientHeight), signal);
  } catch (error) {
    if (error.name === "AbortError") return;
    status.textContent = `The diagram could not be laid out (${error.message}); the tables are listed in order.`;
    viewport.classList.replace("er-laying-out", "er-unlaid");
    return;
  }
  drawLines(diagram.lines, laidOut, keys, boxes, diagram.marker);
  const view = new View(viewport, world, diagram.controls.zoom);
  view.width = laidOut.graph.width;
  view.height = laidOut.graph.height;
  world.style.width = `${view.width}px`;
  world.style.height = `${view.height}px`;
  sizeNames(boxes, getComputedStyle(viewport).fontFamily);
  // As large as the diagram at 100 % (a small schema leaves no empty band), at most about the window.
  viewport.style.setProperty("--er-height", `${Math.ceil(view.height) + 18}px`);
  stage.style.setProperty("--er-width", `${Math.ceil(view.width) + 40}px`);
  viewport.classList.remove("er-laying-out");
  status.textContent = "";
  figure.dataset.layoutMs = String(Math.round(laidOut.milliseconds));
  figure.dataset.totalMs = String(Math.round(performance.now() - started));
  view.fit();
  const found = finder(diagram, view, keys);
  interact(view, found.focus, found.clear);
  zoomControls(diagram, view, signal);
}
