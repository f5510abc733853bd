// Chat (seed 000): pick an agent and a mode, send messages, watch the answer stream; a
// reload finds the chat and resumes a running answer after the last event it showed.
import { call, follow } from "./api.js";
import { element, safeLink, temporalLink } from "./dom.js";
import { historyPanel, renameAndDelete } from "./history.js";

const CHAT = "durable-agents.chat";
const MODES = {
  1: "1 — chosen agent, single pass",
  2: "2 — automatic agent, single pass",
  3: "3 — automatic agent, autonomous (ReAct)",
  4: "4 — chosen agent, autonomous (ReAct)",
};
// What a reasoning event says, in a person's words.
const REASONING = {
  rag_retrieval_start: "Searching documents",
  rag_retrieval_observation: "Documents found",
  agent_execution_start: "Writing the answer",
  agent_execution_complete: "Answer written",
  agent_selection: "Agent chosen",
  react_thought: "Thought",
  react_action: "Action",
  react_observation: "Observation",
  validation: "Validation",
};

// A workflow step's name, in a person's words ("iteration_2" is the second ReAct round).
function stepLabel(name) {
  const round = /^iteration_(\d+)$/.exec(name);
  if (round) return `Round ${round[1]}`;
  return { planning: "Planning", synthesis: "Writing the answer" }[name] || name;
}
const CUT_SHORT = "The answer was cut short: the model reached its token limit.";

// The answer's text with each [n] that names a source turned into a link to it.
function withCitations(text, sources) {
  const numbers = new Set(sources.map((source) => source.number));
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(/\[(\d+)\]/g)) {
    const number = Number(match[1]);
    if (!numbers.has(number)) continue;
    parts.push(text.slice(last, match.index));
    parts.push(element("a", { href: `#source-${number}`, class: "citation", "data-source": String(number) }, `[${number}]`));
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

// One answer on the page: its text as it streams, its steps, its sources.
class Answer {
  constructor(list, question) {
    this.text = element("div", { class: "answer", "aria-live": "polite" });
    this.steps = element("ol", { class: "steps" });
    this.stepCount = element("span", {}, "Steps");
    this.sources = element("div", { class: "sources" });
    this.status = element("p", { class: "error", role: "status" });
    list.append(
      element("div", { class: "message" }, element("div", { class: "who" }, "You"), element("div", {}, question)),
      element(
        "div",
        { class: "message" },
        element("div", { class: "who" }, "Agent"),
        this.text,
        element("details", {}, element("summary", {}, this.stepCount), this.steps),
        this.sources,
        this.status,
      ),
    );
    // An in-page citation scrolls to its source: the URL's hash names the page shown.
    this.text.addEventListener("click", (clicked) => {
      const link = clicked.target.closest("a.citation");
      if (!link) return;
      clicked.preventDefault();
      const source = this.sources.querySelector(`[data-number="${link.dataset.source}"]`);
      source?.scrollIntoView({ block: "nearest" });
      source?.focus();
    });
  }

  show(event) {
    const data = event.data;
    if (event.event === "content_chunk") this.text.textContent += data.content;
    else if (event.event === "content_reset") this.text.textContent = "";
    else if (event.event === "final") this.finish(data);
    else if (event.event === "error") this.status.textContent = data.message;
    else if (event.event === "langgraph_reasoning") this.step(REASONING[data.reasoning_type] || data.reasoning_type, data.content);
    else if (event.event === "workflow_step") this.step(stepLabel(data.step_name), data.status.replace("_", " "));
  }

  step(label, text) {
    this.steps.append(element("li", {}, element("strong", {}, `${label}: `), text));
    this.stepCount.textContent = `Steps (${this.steps.children.length})`;
  }

  // `final` is the event, or on a reload the turn's record when its events are no longer kept.
  finish(final) {
    const sources = final.sources || [];
    this.text.replaceChildren(...withCitations(final.response || "", sources));
    this.showSources(sources);
    if ((final.metadata?.finish_reason ?? final.finish_reason) === "length") this.status.textContent = CUT_SHORT;
  }

  showSources(sources) {
    if (!sources.length) return;
    const list = element("ol");
    for (const source of sources) {
      const label = source.title || source.url || `Source ${source.number}`;
      const item = element("li", { value: String(source.number), "data-number": String(source.number), tabindex: "-1" });
      // A source's URL comes from an uploaded document: only web addresses become links.
      item.append(safeLink(source.url, label));
      if (source.excerpt) item.append(element("div", { class: "hint" }, source.excerpt));
      list.append(item);
    }
    this.sources.replaceChildren(element("h3", {}, "Sources"), list);
  }
}

export async function chatPage(view, _id, signal) {
  const agents = await call("GET", "/v1/agents");
  const agentSelect = element("select", { id: "agent" });
  for (const agent of agents) agentSelect.append(element("option", { value: agent.agent_id }, agent.name));
  const modeSelect = element("select", { id: "mode" });
  for (const [mode, label] of Object.entries(MODES)) modeSelect.append(element("option", { value: mode }, label));
  const validate = element("input", { id: "validate", type: "checkbox" });
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
    element(
      "label",
      { class: "check", for: "validate" },
      validate,
      " Validate each answer (confidence score, retry with feedback, fallback)",
    ),
    start,
  );
  const heading = element("h3", {}, "Chat");
  const list = element("section", { id: "messages", "aria-label": "Messages" });
  const question = element("textarea", { id: "question", rows: "3", required: "" });
  const send = element("button", { type: "submit" }, "Send");
  const stop = element("button", { type: "button", class: "secondary", disabled: "" }, "Stop");
  const problem = element("p", { class: "error", role: "alert" });
  const composer = element(
    "form",
    { class: "panel", id: "composer", hidden: "" },
    heading,
    list,
    element("label", { for: "question" }, "Your message"),
    question,
    element("div", { class: "row" }, send, stop),
    problem,
  );
  const history = historyPanel({
    path: "/v1/chats",
    idField: "chat_id",
    title: "Your chats",
    onOpen: (id) => {
      running?.abort();
      open(id).catch((error) => (problem.textContent = error.message));
    },
    actions: renameAndDelete("/v1/chats", "chat_id", (id) => {
      if (id !== chatId) return;
      sessionStorage.removeItem(CHAT);
      chatId = null;
      composer.hidden = true;
    }),
  });
  view.replaceChildren(history.panel, setup, composer);
  // Modes 2 and 3 choose the agent for each message.
  const agentChosenByMode = () => {
    agentSelect.disabled = ["2", "3"].includes(modeSelect.value);
  };
  modeSelect.addEventListener("change", agentChosenByMode);

  let chatId = sessionStorage.getItem(CHAT);
  let running = null; // the AbortController of the answer streaming now

  // Streams an answer's events to its `final` or `error`; a connection that drops on the
  // way is read again from the last event shown (Last-Event-ID).
  async function answerWith(answer, method, path, body) {
    running = new AbortController();
    stop.disabled = false;
    send.disabled = true;
    let messageId = null;
    try {
      await follow(path, {
        method,
        body,
        signal: running.signal,
        resumePath: () => {
          if (!messageId) throw new Error("The connection was lost before the answer started: reload the page.");
          return `/v1/chats/${chatId}/events?message_id=${encodeURIComponent(messageId)}`;
        },
        isLast: (event) => event.event === "final" || event.event === "error",
        onEvent: (event) => {
          messageId ??= event.data.message_id;
          answer.status.textContent = "";
          answer.show(event);
        },
        onInterrupted: (reason) => {
          answer.status.textContent = `The connection was interrupted (${reason}); reconnecting…`;
        },
      });
    } catch (error) {
      problem.textContent = error.message;
    } finally {
      running = null;
      stop.disabled = true;
      send.disabled = false;
    }
  }
  signal.addEventListener("abort", () => running?.abort());

  async function open(id) {
    chatId = id;
    sessionStorage.setItem(CHAT, id);
    composer.hidden = false;
    list.replaceChildren();
    const chat = await call("GET", `/v1/chats/${id}`);
    const validated = chat.validate ? ", answers validated" : "";
    heading.replaceChildren(`Chat in mode ${chat.mode}${validated} `, await temporalLink("chat", id));
    const answers = chat.messages.map((turn) => [turn, new Answer(list, turn.content)]);
    const ongoing = answers.findIndex(([turn]) => turn.status === "running" || turn.status === "queued");
    const ended = ongoing === -1 ? answers : answers.slice(0, ongoing);
    for (const [turn, answer] of ended) await showEnded(turn, answer, chat.first_event_offset);
    for (const [turn, answer] of ongoing === -1 ? [] : answers.slice(ongoing)) {
      if (turn.status === "running" || turn.status === "queued") await answerWith(answer, "GET", eventsPath(turn));
      else await showEnded(turn, answer, chat.first_event_offset);
    }
  }

  const eventsPath = (turn) => `/v1/chats/${chatId}/events?message_id=${encodeURIComponent(turn.message_id)}`;

  // An ended answer as it was shown live: its events replayed while the stream keeps them,
  // else its record (the text of a stopped answer and every answer's steps are in events only).
  async function showEnded(turn, answer, firstKept) {
    if (turn.stream_offset != null && turn.stream_offset >= firstKept) {
      try {
        await follow(eventsPath(turn), {
          lastEventId: turn.stream_offset > 0 ? String(turn.stream_offset - 1) : null,
          signal,
          isLast: (event) => event.event === "final" || event.event === "error",
          onEvent: (event) => answer.show(event),
        });
        return;
      } catch {
        answer.steps.replaceChildren(); // the record below, rather than part of the events
      }
    }
    if (turn.status === "completed") answer.finish(turn);
    else answer.status.textContent = `This answer ${turn.status === "cancelled" ? "was stopped" : "failed"}.`;
  }

  setup.addEventListener("submit", async (submitted) => {
    submitted.preventDefault();
    problem.textContent = "";
    try {
      const mode = Number(modeSelect.value);
      const body = mode === 2 || mode === 3 ? { mode } : { mode, agent_id: agentSelect.value };
      if (validate.checked) body.validate = true;
      const created = await call("POST", "/v1/chats", body);
      await open(created.chat_id);
      history.refresh();
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
    await answerWith(answer, "POST", `/v1/chats/${chatId}/messages`, { content });
    history.refresh(); // its first message titles a new chat
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
