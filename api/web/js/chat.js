// Chat (seed 000): pick an agent and a mode, send messages, watch the answer stream; a
// reload finds the chat and resumes a running answer after the last event it showed.
import { call, stream } from "./api.js";

const CHAT = "durable-agents.chat";
const MODES = {
  1: "1 — chosen agent, single pass",
  2: "2 — automatic agent, single pass",
  3: "3 — automatic agent, autonomous (ReAct)",
  4: "4 — chosen agent, autonomous (ReAct)",
};
const REASONING = new Set(["langgraph_reasoning", "workflow_step", "react_step", "validation"]);

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

// One answer on the page: its text as it streams, its steps, its sources.
class Answer {
  constructor(list, question) {
    this.text = element("div", { class: "answer", "aria-live": "polite" });
    this.steps = element("ul");
    this.sources = element("div", { class: "sources" });
    this.status = element("p", { class: "error", role: "status" });
    this.lastEventId = null;
    list.append(
      element("div", { class: "message" }, element("div", { class: "who" }, "You"), element("div", {}, question)),
      element(
        "div",
        { class: "message" },
        element("div", { class: "who" }, "Agent"),
        this.text,
        element("details", {}, element("summary", {}, "Steps"), this.steps),
        this.sources,
        this.status,
      ),
    );
  }

  show(event) {
    if (event.id !== null) this.lastEventId = event.id;
    const data = event.data;
    if (event.event === "content_chunk") this.text.textContent += data.content;
    else if (event.event === "content_reset") this.text.textContent = "";
    else if (event.event === "final") this.finish(data);
    else if (event.event === "error") this.status.textContent = data.message;
    else if (REASONING.has(event.event)) this.steps.append(element("li", {}, data.content || data.step_name || event.event));
  }

  finish(final) {
    this.text.textContent = final.response;
    this.showSources(final.sources || []);
  }

  showSources(sources) {
    if (!sources.length) return;
    const list = element("ol");
    for (const source of sources) {
      const label = source.title || source.url || `Source ${source.number}`;
      const item = element("li", { id: `source-${source.number}`, value: String(source.number) });
      // A source's URL comes from an uploaded document: only web addresses become links.
      const linked = /^https?:\/\//i.test(source.url || "");
      item.append(linked ? element("a", { href: source.url, rel: "noopener noreferrer" }, label) : label);
      list.append(item);
    }
    this.sources.replaceChildren(element("h3", {}, "Sources"), list);
  }
}

export async function chatPage(view) {
  const agents = await call("GET", "/v1/agents");
  const agentSelect = element("select", { id: "agent" });
  for (const agent of agents) agentSelect.append(element("option", { value: agent.agent_id }, agent.name));
  const modeSelect = element("select", { id: "mode" });
  for (const [mode, label] of Object.entries(MODES)) modeSelect.append(element("option", { value: mode }, label));
  const start = element("button", { type: "submit" }, "New chat");
  const setup = element(
    "form",
    { class: "panel", id: "chat-setup" },
    element("h2", {}, "Chat"),
    element(
      "div",
      { class: "row" },
      element("div", {}, element("label", { for: "agent" }, "Agent"), agentSelect),
      element("div", {}, element("label", { for: "mode" }, "Mode"), modeSelect),
    ),
    start,
  );
  const list = element("section", { id: "messages", "aria-label": "Messages" });
  const question = element("textarea", { id: "question", rows: "3", required: "" });
  const send = element("button", { type: "submit" }, "Send");
  const stop = element("button", { type: "button", class: "secondary", disabled: "" }, "Stop");
  const problem = element("p", { class: "error", role: "alert" });
  const composer = element(
    "form",
    { class: "panel", id: "composer", hidden: "" },
    list,
    element("label", { for: "question" }, "Your message"),
    question,
    element("div", { class: "row" }, send, stop),
    problem,
  );
  view.replaceChildren(setup, composer);

  let chatId = sessionStorage.getItem(CHAT);
  let running = null; // the AbortController of the answer streaming now

  async function follow(answer, method, path, options) {
    running = new AbortController();
    stop.disabled = false;
    send.disabled = true;
    try {
      await stream(method, path, { ...options, signal: running.signal, onEvent: (event) => answer.show(event) });
    } catch (error) {
      if (error.name !== "AbortError") problem.textContent = error.message;
    } finally {
      running = null;
      stop.disabled = true;
      send.disabled = false;
    }
  }

  async function open(id) {
    chatId = id;
    sessionStorage.setItem(CHAT, id);
    composer.hidden = false;
    list.replaceChildren();
    const chat = await call("GET", `/v1/chats/${id}`);
    for (const turn of chat.messages) {
      const answer = new Answer(list, turn.content);
      if (turn.status === "completed") answer.finish(turn);
      else if (turn.status === "running" || turn.status === "queued") {
        await follow(answer, "GET", `/v1/chats/${id}/events?message_id=${encodeURIComponent(turn.message_id)}`, {});
      } else answer.status.textContent = `This answer ${turn.status === "cancelled" ? "was stopped" : "failed"}.`;
    }
  }

  setup.addEventListener("submit", async (submitted) => {
    submitted.preventDefault();
    problem.textContent = "";
    try {
      const mode = Number(modeSelect.value);
      // Modes 2 and 3 choose the agent for each message.
      const body = mode === 2 || mode === 3 ? { mode } : { mode, agent_id: agentSelect.value };
      const created = await call("POST", "/v1/chats", body);
      await open(created.chat_id);
      question.focus();
    } catch (error) {
      problem.textContent = error.message;
      composer.hidden = false;
    }
  });
  composer.addEventListener("submit", async (submitted) => {
    submitted.preventDefault();
    const content = question.value.trim();
    if (!content) return;
    question.value = "";
    problem.textContent = "";
    const answer = new Answer(list, content);
    await follow(answer, "POST", `/v1/chats/${chatId}/messages`, { body: { content } });
  });
  stop.addEventListener("click", async () => {
    try {
      await call("POST", `/v1/chats/${chatId}/cancel`);
    } catch (error) {
      problem.textContent = error.message;
    }
  });

  if (chatId) {
    try {
      await open(chatId);
    } catch {
      sessionStorage.removeItem(CHAT); // a chat of another key, or gone: start a new one
      composer.hidden = true;
    }
  }
}
