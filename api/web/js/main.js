// Sign-in, and the page of each system by the URL's hash: #chat, #agents, #research[/id],
// #planner, #design[/id], #diagrams. Each page gets an AbortSignal that fires when the person leaves
// it, which ends its streams and sockets.
import { apiKey, call, ApiError } from "./api.js";
import { agentsPage } from "./agents.js";
import { chatPage } from "./chat.js";
import { diagramsPage } from "./diagrams.js";
import { designPage } from "./schema_design.js";
import { plannerPage } from "./planner.js";
import { researchPage } from "./research.js";

const view = document.getElementById("view");
const nav = document.getElementById("nav");
const pages = {
  chat: chatPage,
  agents: agentsPage,
  research: researchPage,
  planner: plannerPage,
  design: designPage,
  diagrams: diagramsPage,
};
let leaving = null; // the AbortController of the page shown now

function signIn() {
  nav.hidden = true;
  view.replaceChildren(document.getElementById("signin").content.cloneNode(true));
  const form = document.getElementById("signin-form");
  form.addEventListener("submit", async (submitted) => {
    submitted.preventDefault();
    apiKey.set(form.elements["api-key"].value.trim());
    try {
      await call("GET", "/v1/agents");
      if (!location.hash) location.hash = "#chat";
      route();
    } catch (error) {
      apiKey.clear();
      document.getElementById("signin-error").textContent =
        error instanceof ApiError && error.status === 401 ? "This key is not valid." : `Sign-in failed: ${error.message}`;
    }
  });
  document.getElementById("api-key").focus();
}

async function route() {
  leaving?.abort();
  leaving = new AbortController();
  if (!apiKey.get()) return signIn();
  nav.hidden = false;
  const [name, ...rest] = location.hash.slice(1).split("/");
  const page = pages[name] ? name : "chat";
  for (const link of nav.querySelectorAll("a")) {
    if (link.getAttribute("href") === `#${page}`) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  const id = rest.length ? decodeURIComponent(rest.join("/")) : null;
  // Each page draws into a container of its own: a page still loading when the person moves on
  // draws into its detached container, never over the next page.
  const signal = leaving.signal;
  const container = document.createElement("div");
  view.replaceChildren(container);
  try {
    await pages[page](container, id, signal);
  } catch (error) {
    if (error.name === "AbortError" || signal.aborted) return;
    if (error instanceof ApiError && error.status === 401) return signIn();
    container.replaceChildren(Object.assign(document.createElement("p"), { className: "error", role: "alert", textContent: error.message }));
  }
}

document.getElementById("sign-out").addEventListener("click", () => {
  sessionStorage.clear(); // the key, and the chats and sessions it opened

  location.hash = "";
  route();
});
window.addEventListener("hashchange", route);
route();
