// #diagrams: each workflow's diagram as the API generates it from the code (an SVG laid out
// on the server, and its Mermaid text); and the panel of a research request's page that
// shows the state machine with the request's path highlighted.
import { call, getText } from "./api.js";
import { element } from "./dom.js";

// The API's SVG text as an element of this page (an SVG the API wrote: no script in it).
function svgElement(text) {
  const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
  if (parsed.querySelector("parsererror")) throw new Error("The diagram could not be read.");
  return document.importNode(parsed.documentElement, true);
}

function diagramPanel(diagram) {
  const path = `/v1/diagrams/${encodeURIComponent(diagram.name)}`;
  const figure = element("div", { class: "diagram-view" }, element("p", { class: "hint" }, "Drawing…"));
  const mermaid = element("pre", { class: "diagram-mermaid" });
  const source = element("details", {}, element("summary", {}, "Mermaid text"), mermaid);
  source.addEventListener("toggle", async () => {
    if (source.open && !mermaid.textContent) mermaid.textContent = await getText(`${path}?format=mermaid`);
  });
  const panel = element(
    "section",
    { class: "panel diagram", id: `diagram-${diagram.name}`, "aria-labelledby": `diagram-${diagram.name}-title` },
    element("h3", { id: `diagram-${diagram.name}-title` }, diagram.title),
    element("p", {}, diagram.description),
    element("p", { class: "hint" }, "Generated from ", element("code", {}, diagram.source), "."),
    figure,
    source,
  );
  return { panel, figure, path };
}

export async function diagramsPage(view, _id, signal) {
  const diagrams = await call("GET", "/v1/diagrams");
  const panels = diagrams.map(diagramPanel);
  view.replaceChildren(
    element(
      "section",
      { class: "panel" },
      element("h2", {}, "Diagrams"),
      element(
        "p",
        { class: "hint" },
        "Each workflow's diagram is generated from its code's own tables, never drawn by hand. Dashed arrows are exceptions (failure, timeout, interruption).",
      ),
    ),
    ...panels.map(({ panel }) => panel),
  );
  await Promise.all(
    panels.map(async ({ figure, path }) => {
      const drawing = svgElement(await getText(`${path}?format=svg`));
      if (!signal.aborted) figure.replaceChildren(drawing);
    }),
  );
}

// The state machine with a request's path: `show(count)` draws it again when the audit
// holds a different number of transitions than when it was last drawn.
export function requestDiagram(requestPath, signal) {
  const figure = element("div", { class: "diagram-view" });
  const problem = element("p", { class: "error", role: "alert" });
  const panel = element(
    "section",
    { class: "panel diagram", id: "research-diagram", "aria-labelledby": "research-diagram-heading" },
    element("h3", { id: "research-diagram-heading" }, "Path through the state machine"),
    element("p", { class: "hint" }, "The states and transitions this request went through, from its audit; its state now is filled."),
    figure,
    problem,
  );
  let drawn = -1;
  async function show(count) {
    if (count === drawn) return;
    drawn = count;
    try {
      const drawing = svgElement(await getText(`${requestPath}/diagram?format=svg`));
      if (!signal.aborted) figure.replaceChildren(drawing);
      problem.textContent = "";
    } catch (error) {
      drawn = -1; // read again at the next audit
      if (!signal.aborted) problem.textContent = error.message;
    }
  }
  return { panel, show };
}
