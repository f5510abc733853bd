// Agents and their documents (seed 000's RAG): list, create, upload text or markdown files.
import { call } from "./api.js";
import { element } from "./dom.js";

const TOOLS = { rag_search: "Search its documents (rag_search)", web_search: "Search the web (web_search)" };

function agentItem(agent) {
  return element(
    "li",
    {},
    element("strong", {}, agent.name),
    agent.description ? ` — ${agent.description}` : "",
    agent.tools.length ? element("div", { class: "hint" }, `Tools: ${agent.tools.join(", ")}`) : null,
  );
}

export async function agentsPage(view) {
  const agents = await call("GET", "/v1/agents");
  const list = element("ul", { id: "agent-list" }, ...agents.map(agentItem));
  const created = element("p", { role: "status" });
  const createProblem = element("p", { class: "error", role: "alert" });
  const toolBoxes = Object.entries(TOOLS).map(([tool, label]) =>
    element("label", { class: "check" }, element("input", { type: "checkbox", name: "tools", value: tool }), ` ${label}`),
  );
  const createForm = element(
    "form",
    { class: "panel", id: "agent-form" },
    element("h2", {}, "New agent"),
    element("label", { for: "agent-name" }, "Name"),
    element("input", { id: "agent-name", name: "name", required: true, maxlength: "200" }),
    element("label", { for: "agent-description" }, "Description (what it is good at: automatic selection reads it)"),
    element("input", { id: "agent-description", name: "description", maxlength: "2000" }),
    element("label", { for: "agent-prompt" }, "System prompt"),
    element("textarea", { id: "agent-prompt", name: "system_prompt", rows: "3", required: true, maxlength: "20000" }),
    element("fieldset", {}, element("legend", {}, "Tools"), ...toolBoxes),
    element("button", { type: "submit" }, "Create agent"),
    created,
    createProblem,
  );

  const agentSelect = element("select", { id: "upload-agent", required: true });
  const files = element("input", { id: "upload-files", type: "file", multiple: true, accept: ".txt,.md,.markdown,text/plain,text/markdown", required: true });
  const uploaded = element("p", { role: "status" });
  const uploadProblem = element("p", { class: "error", role: "alert" });
  const uploadForm = element(
    "form",
    { class: "panel", id: "upload-form" },
    element("h2", {}, "Upload documents"),
    element("p", { class: "hint" }, "Text or markdown files; the agent's rag_search and RAG answers cite them."),
    element("label", { for: "upload-agent" }, "Agent"),
    agentSelect,
    element("label", { for: "upload-files" }, "Files"),
    files,
    element("button", { type: "submit" }, "Upload"),
    uploaded,
    uploadProblem,
  );
  function fillAgents(all) {
    agentSelect.replaceChildren(...all.map((agent) => element("option", { value: agent.agent_id }, agent.name)));
  }
  fillAgents(agents);

  view.replaceChildren(
    element("section", { class: "panel" }, element("h2", {}, "Agents"), list),
    createForm,
    uploadForm,
  );

  createForm.addEventListener("submit", async (submitted) => {
    submitted.preventDefault();
    createProblem.textContent = created.textContent = "";
    const form = createForm.elements;
    try {
      const agent = await call("POST", "/v1/agents", {
        name: form.name.value.trim(),
        description: form.description.value.trim(),
        system_prompt: form.system_prompt.value.trim(),
        tools: [...createForm.querySelectorAll("input[name=tools]:checked")].map((box) => box.value),
      });
      agents.push(agent);
      list.append(agentItem(agent));
      fillAgents(agents);
      createForm.reset();
      created.textContent = `Agent ${agent.name} created.`;
    } catch (error) {
      createProblem.textContent = error.message;
    }
  });

  uploadForm.addEventListener("submit", async (submitted) => {
    submitted.preventDefault();
    uploadProblem.textContent = uploaded.textContent = "";
    try {
      const documents = [];
      for (const file of files.files) {
        const text = await file.text();
        if (!text.trim()) throw new Error(`${file.name} is empty.`);
        documents.push({ title: file.name, text });
      }
      const result = await call("POST", "/v1/documents", { agent_id: agentSelect.value, documents });
      const chunks = result.documents.reduce((sum, doc) => sum + doc.chunks, 0);
      uploaded.textContent = `Indexed ${result.documents.length} document(s) in ${chunks} chunk(s): ${result.documents.map((doc) => doc.title).join(", ")}.`;
      files.value = ""; // the agent stays chosen for the next upload
    } catch (error) {
      uploadProblem.textContent = error.message;
    }
  });
}
