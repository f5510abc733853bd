// Planner (seed 003): a request goes over the planner's WebSocket (`start_chat`); its steps,
// searches and clarification questions show as they come, a question is answered inline
// (`provide_clarification`), and the validated workflow is drawn as a graph of its blocks.
//
// The socket relays only the chat it started, so a reload (the chat id is kept in this tab's
// session storage) follows the chat's events over SSE from the first one, and a socket that
// drops mid-chat is replaced by SSE from the last event shown. Follow-up requests in a chat
// go over REST (the protocol's `start_chat` starts a new chat).
import { ApiError, apiKey, call, follow, newId } from "./api.js";
import { element, safeLink, svg, temporalLink } from "./dom.js";
import { historyPanel } from "./history.js";

const STORE = "durable-agents.planner";
const PING_MS = 10_000; // well inside the server's heartbeat limit (DD-16)
// Events a socket sends that are not the chat's (no offset in its stream).
// Frames of the connection, not of the chat (the server's `ping` is answered by this page's own pings).
const NOT_OF_THE_CHAT = new Set(["pong", "ping", "input_analysis", "max_concurrent_connections_exceeded"]);

let unique = 0; // element ids on this page

function nextId(prefix) {
  unique += 1;
  return `${prefix}-${unique}`;
}

// --- This tab's chat: its id, the requests sent and the clarification answers given -------

function loadSaved() {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORE));
    if (saved && typeof saved.chatId === "string") {
      return {
        chatId: saved.chatId,
        requests: Array.isArray(saved.requests) ? saved.requests : [],
        answers: saved.answers && typeof saved.answers === "object" ? saved.answers : {},
      };
    }
  } catch {
    // unreadable: start afresh
  }
  return null;
}

// --- The WebSocket: authenticates with its first message, pings, reports events ------------

class PlannerSocket {
  constructor(onEvent, onClose) {
    this.onEvent = onEvent;
    this.onClose = onClose;
    this.ws = null;
    this.opening = null;
    this.timer = null;
  }

  open() {
    if (this.ws) return this.opening;
    const url = new URL("/v1/planner/ws", location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(url);
    this.ws = ws;
    this.opening = new Promise((resolve, reject) => {
      ws.addEventListener(
        "open",
        () => {
          // The key goes in a message, not the URL (URLs end up in logs).
          ws.send(JSON.stringify({ event: "authenticate", payload: { token: apiKey.get() } }));
          this.timer = setInterval(() => {
            if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ event: "ping", payload: {} }));
          }, PING_MS);
          resolve();
        },
        { once: true },
      );
      ws.addEventListener("close", () => reject(new Error("Could not connect to the planner.")), { once: true });
    });
    this.opening.catch(() => {}); // whoever sends sees the failure; nobody else must
    ws.addEventListener("message", (message) => {
      let data;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      if (data && typeof data.event === "string") this.onEvent(data.event, data.payload || {});
    });
    ws.addEventListener("close", (closed) => {
      clearInterval(this.timer);
      if (this.ws !== ws) return; // closed on purpose
      this.ws = null;
      this.onClose(closed);
    });
    return this.opening;
  }

  async send(event, payload) {
    await this.open();
    this.ws.send(JSON.stringify({ event, payload }));
  }

  close() {
    const ws = this.ws;
    this.ws = null;
    clearInterval(this.timer);
    if (ws && ws.readyState <= WebSocket.OPEN) ws.close(1000, "The page was left.");
  }
}

// --- The workflow as a graph: blocks in layers, edges as arrows ---------------------------

function plural(count, one, many) {
  return `${count} ${count === 1 ? one : many}`;
}

// Shortens the graph's labels (`data-fit`: the room they have) to fit their boxes, with "…";
// the full text is in each node's <title>. Measuring needs the graph on the page.
function fitLabels(root) {
  for (const text of root.querySelectorAll("text[data-fit]")) {
    const room = Number(text.dataset.fit);
    const full = text.textContent;
    let length = full.length;
    while (length > 1 && text.getComputedTextLength() > room) {
      length -= 1;
      text.textContent = `${full.slice(0, length).trimEnd()}…`;
    }
  }
}

function blockName(block) {
  return String(block.name || block.action_code || block.block_id || "Block");
}

// Each block's layer: the longest path from a block nothing leads to (blocks on a cycle
// follow the others, one layer each).
function layers(blocks, edges) {
  const index = new Map();
  blocks.forEach((block, position) => {
    if (!index.has(String(block.block_id))) index.set(String(block.block_id), position);
  });
  const next = blocks.map(() => []);
  const waiting = blocks.map(() => 0);
  for (const edge of edges) {
    const from = index.get(String(edge.source));
    const to = index.get(String(edge.target));
    if (from === undefined || to === undefined || from === to) continue;
    next[from].push(to);
    waiting[to] += 1;
  }
  const layer = blocks.map(() => 0);
  const placed = blocks.map(() => false);
  const queue = blocks.map((_, position) => position).filter((position) => waiting[position] === 0);
  while (queue.length) {
    const position = queue.shift();
    placed[position] = true;
    for (const to of next[position]) {
      layer[to] = Math.max(layer[to], layer[position] + 1);
      waiting[to] -= 1;
      if (waiting[to] === 0) queue.push(to);
    }
  }
  let last = Math.max(-1, ...layer.filter((_, position) => placed[position]));
  return { index, layer: layer.map((value, position) => (placed[position] ? value : ++last)) };
}

const NODE = { width: 220, height: 56, gapX: 24, gapY: 44, pad: 16, inset: 12 };

function workflowGraph(blocks, edges, label) {
  const { index, layer } = layers(blocks, edges);
  const rows = [];
  blocks.forEach((_, position) => (rows[layer[position]] ??= []).push(position));
  const widest = Math.max(1, ...rows.map((row) => row?.length || 0));
  const width = NODE.pad * 2 + widest * NODE.width + (widest - 1) * NODE.gapX + 40; // room for side arrows
  const height = NODE.pad * 2 + rows.length * NODE.height + Math.max(0, rows.length - 1) * NODE.gapY;
  const at = [];
  rows.forEach((row, depth) => {
    const span = row.length * NODE.width + (row.length - 1) * NODE.gapX;
    row.forEach((position, order) => {
      at[position] = {
        x: (width - 40 - span) / 2 + order * (NODE.width + NODE.gapX),
        y: NODE.pad + depth * (NODE.height + NODE.gapY),
      };
    });
  });
  const arrow = nextId("planner-arrow");
  const drawing = svg(
    "svg",
    { class: "planner-graph", width, height, viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": label },
    svg(
      "defs",
      {},
      svg(
        "marker",
        { id: arrow, viewBox: "0 0 10 10", refX: 9, refY: 5, markerWidth: 8, markerHeight: 8, orient: "auto" },
        svg("path", { d: "M0,0 L10,5 L0,10 z", class: "planner-arrowhead" }),
      ),
    ),
  );
  for (const edge of edges) {
    const from = at[index.get(String(edge.source))];
    const to = at[index.get(String(edge.target))];
    if (!from || !to || from === to) continue;
    let d;
    if (to.y > from.y) {
      const [x1, y1, x2, y2] = [from.x + NODE.width / 2, from.y + NODE.height, to.x + NODE.width / 2, to.y];
      const bend = (y2 - y1) / 2;
      d = `M${x1},${y1} C${x1},${y1 + bend} ${x2},${y2 - bend} ${x2},${y2}`;
    } else {
      // Back to a block above or beside: around the right-hand side.
      const [x1, y1, x2, y2] = [from.x + NODE.width, from.y + NODE.height / 2, to.x + NODE.width, to.y + NODE.height / 2];
      const out = Math.max(x1, x2) + 36;
      d = `M${x1},${y1} C${out},${y1} ${out},${y2} ${x2},${y2}`;
    }
    const source = blocks[index.get(String(edge.source))];
    const target = blocks[index.get(String(edge.target))];
    drawing.append(
      svg(
        "path",
        { d, class: "planner-edge", "marker-end": `url(#${arrow})` },
        svg("title", {}, `${blockName(source)} → ${blockName(target)}`),
      ),
    );
  }
  const room = NODE.width - 2 * NODE.inset;
  blocks.forEach((block, position) => {
    const { x, y } = at[position];
    const type = ["task", "ai", "manual"].includes(block.block_type) ? block.block_type : "task";
    const code = String(block.action_code || type);
    drawing.append(
      svg(
        "g",
        { class: `planner-node planner-node-${type}`, "data-block-id": String(block.block_id) },
        svg("title", {}, `${blockName(block)} (${block.action_code || type})`),
        svg("rect", { x, y, width: NODE.width, height: NODE.height, rx: 8 }),
        svg("text", { x: x + NODE.inset, y: y + 23, class: "planner-node-name", "data-fit": room }, blockName(block)),
        svg("text", { x: x + NODE.inset, y: y + 42, class: "planner-node-code", "data-fit": room }, code),
      ),
    );
  });
  return drawing;
}

function inputValue(input) {
  if (input.ReferencedOutputVariableName) return `from ${input.ReferencedOutputVariableName}`;
  if (input.StaticValue !== null && input.StaticValue !== undefined && input.StaticValue !== "") {
    return String(input.StaticValue);
  }
  return input.mandatory ? "(required, not filled)" : "(empty)";
}

function blockDetails(block) {
  const facts = [block.action_code, block.block_type, [block.pillar, block.module].filter(Boolean).join(" / ")];
  const item = element(
    "li",
    {},
    element("strong", {}, blockName(block)),
    " ",
    element("span", { class: "hint" }, facts.filter(Boolean).join(" · ")),
  );
  const inputs = Array.isArray(block.inputs) ? block.inputs : [];
  if (inputs.length) {
    const list = element("dl", { class: "planner-inputs" });
    for (const input of inputs) list.append(element("dt", {}, String(input.name)), element("dd", {}, inputValue(input)));
    item.append(element("details", {}, element("summary", {}, `Inputs (${inputs.length})`), list));
  }
  return item;
}

function workflowView(payload) {
  const objects = (list) => (Array.isArray(list) ? list.filter((item) => item && typeof item === "object") : []);
  const blocks = objects(payload.json_data);
  const edges = objects(payload.graph_data);
  const byId = new Map(blocks.map((block) => [String(block.block_id), block]));
  const named = (id) => (byId.has(String(id)) ? blockName(byId.get(String(id))) : String(id));
  const heading = nextId("planner-workflow");
  const jobName = String(payload.job_name || "Workflow");
  const size = `${plural(blocks.length, "block", "blocks")}, ${plural(edges.length, "connection", "connections")}`;
  const connections = element("ul", { class: "planner-edges" });
  for (const edge of edges) connections.append(element("li", {}, `${named(edge.source)} → ${named(edge.target)}`));
  if (!edges.length) connections.append(element("li", {}, "No connections: the blocks run on their own."));
  return element(
    "section",
    { class: "planner-workflow", "aria-labelledby": heading },
    element("h3", { id: heading }, jobName),
    element("p", { class: "hint" }, `Validated workflow: ${size}.`),
    element(
      "div",
      { class: "planner-graph-frame", tabindex: "0", role: "group", "aria-label": "Workflow graph (scrolls sideways)" },
      workflowGraph(blocks, edges, `Graph of ${jobName}: ${size}`),
    ),
    element("h4", {}, "Connections"),
    connections,
    element("h4", {}, "Blocks"),
    element("ol", { class: "planner-blocks" }, ...blocks.map(blockDetails)),
  );
}

// --- One request and what the planner did with it -----------------------------------------

class Turn {
  constructor(log, request) {
    this.messageId = null;
    this.steps = element("ol", { class: "planner-steps", "aria-live": "polite", "aria-label": "Planner steps" });
    this.text = element("div", { class: "planner-text" });
    this.body = element("div", { class: "planner-body" });
    this.problem = element("p", { class: "error", role: "alert" });
    this.progress = null;
    this.node = element(
      "article",
      { class: "planner-turn" },
      element(
        "div",
        { class: "message" },
        element("div", { class: "who" }, "You"),
        element("div", { class: "planner-request" }, request),
      ),
      element(
        "div",
        { class: "message" },
        element("div", { class: "who" }, "Planner"),
        this.steps,
        this.text,
        this.body,
        this.problem,
      ),
    );
    log.append(this.node);
  }

  step(...content) {
    const item = element("li", {}, ...content);
    this.steps.append(item);
    return item;
  }

  // A step's text comes in pieces (`is_complete` false until its last): pieces join, steps
  // are paragraphs.
  say(content, complete = true) {
    const separator = this.text.textContent && !this.continuing ? "\n\n" : "";
    this.text.textContent += separator + content;
    this.continuing = !complete;
  }

  showProgress(payload) {
    const total = Number(payload.totalNodes) || 0;
    const done = Number(payload.progress) || 0;
    if (!this.progress) {
      const id = nextId("planner-progress");
      this.progress = {
        bar: element("progress", { id, max: String(total), value: String(done) }),
        note: element("span", { class: "hint" }),
      };
      this.body.append(
        element(
          "div",
          { class: "planner-progress" },
          element("label", { for: id }, "Validating blocks"),
          this.progress.bar,
          this.progress.note,
        ),
      );
    }
    this.progress.bar.max = total;
    this.progress.bar.value = done;
    this.progress.note.textContent = `${done} of ${total}: ${payload.block_name}`;
    this.step(`Validated block ${done} of ${total}: ${payload.block_name}`);
  }
}

// --- The page -------------------------------------------------------------------------------

class PlannerPage {
  constructor(view, signal) {
    this.signal = signal;
    this.saved = null; // {chatId, requests, answers} of this tab's chat
    this.ended = false;
    this.viaSocket = false; // whether this socket's relay brings the chat's events
    this.seen = 0; // events of the chat shown from the socket (its next offset)
    this.following = null; // the AbortController of the SSE follower
    this.turns = [];
    this.byMessage = new Map();
    this.pending = []; // turns of requests sent, not yet started
    this.searches = new Map();
    this.clarifications = new Map();

    this.status = element("p", { role: "status", class: "planner-status" });
    this.link = element("span");
    this.log = element("section", { class: "planner-log", "aria-label": "Planner conversation" });
    this.request = element("textarea", { id: "planner-request", rows: "3", required: "" });
    this.sendButton = element("button", { type: "submit" }, "Send");
    this.newButton = element("button", { type: "button", class: "secondary" }, "New chat");
    this.problem = element("p", { class: "error", role: "alert" });
    this.form = element(
      "form",
      { class: "panel", id: "planner-composer" },
      element("label", { for: "planner-request" }, "Your request"),
      this.request,
      element("div", { class: "planner-actions" }, this.sendButton, this.newButton),
      this.problem,
    );
    view.replaceChildren(
      element(
        "section",
        { class: "panel planner-intro", "aria-labelledby": "planner-heading" },
        element("h2", { id: "planner-heading" }, "Planner"),
        element(
          "p",
          { class: "hint" },
          "Describe an automation. The planner searches the block catalogue, may ask you questions, " +
            "and builds a validated workflow.",
        ),
        element("div", { class: "planner-meta" }, this.status, this.link),
      ),
      this.log,
      this.form,
    );

    this.socket = new PlannerSocket(
      (event, payload) => this.onSocketEvent(event, payload),
      (closed) => this.onSocketClose(closed),
    );
    signal.addEventListener("abort", () => this.socket.close(), { once: true });
    this.form.addEventListener("submit", (submitted) => {
      submitted.preventDefault();
      this.send().catch((error) => this.fail(error));
    });
    this.newButton.addEventListener("click", () => this.newChat().catch((error) => this.fail(error)));
  }

  async start() {
    const saved = loadSaved();
    if (saved) {
      try {
        await call("GET", `/v1/planner/chats/${encodeURIComponent(saved.chatId)}`);
        this.adopt(saved);
        this.status.textContent = "Reconnecting to your chat…";
        this.follow(null);
      } catch (error) {
        if (!(error instanceof ApiError) || ![404, 422].includes(error.status)) throw error;
        sessionStorage.removeItem(STORE); // gone, or another key's: start afresh
      }
    }
    if (!this.signal.aborted) this.request.focus();
  }

  // A chat of the history panel: its events from the first, its first request as it was listed.
  reopen(chatId, firstRequest) {
    this.reset();
    this.adopt({ chatId, requests: [firstRequest], answers: {} });
    this.status.textContent = "Reading the chat…";
    this.follow(null);
  }

  adopt(saved) {
    this.saved = saved;
    this.ended = false;
    sessionStorage.setItem(STORE, JSON.stringify(saved));
    this.showLink(saved.chatId);
  }

  store() {
    if (this.saved) sessionStorage.setItem(STORE, JSON.stringify(this.saved));
  }

  async showLink(chatId) {
    try {
      const link = await temporalLink("planner", chatId);
      if (this.saved?.chatId === chatId) this.link.replaceChildren(link);
    } catch {
      // no link without the deployment's settings: the chat works the same
    }
  }

  fail(error) {
    this.problem.textContent = error.message;
  }

  // --- What the person does

  async send() {
    const text = this.request.value.trim();
    if (!text) return;
    this.problem.textContent = "";
    if (!this.saved || this.ended) {
      this.reset();
      const chatId = newId();
      this.adopt({ chatId, requests: [text], answers: {} });
      this.pending.push(this.addTurn(text));
      this.request.value = "";
      this.viaSocket = true;
      this.seen = 0;
      this.status.textContent = "Sending your request…";
      try {
        await this.socket.send("start_chat", { chat_id: chatId, message: text });
      } catch (error) {
        this.reset();
        this.status.textContent = "";
        this.request.value = text;
        throw error;
      }
      return;
    }
    // A follow-up in the same chat: REST (start_chat would start another chat).
    const turn = this.addTurn(text);
    this.pending.push(turn);
    this.saved.requests.push(text);
    this.store();
    this.request.value = "";
    try {
      await call("POST", `/v1/planner/chats/${encodeURIComponent(this.saved.chatId)}/messages`, { content: text });
    } catch (error) {
      this.pending = this.pending.filter((waiting) => waiting !== turn);
      turn.node.remove();
      this.turns = this.turns.filter((shown) => shown !== turn);
      this.saved.requests.pop();
      this.store();
      this.request.value = text;
      throw error;
    }
  }

  async newChat() {
    const running = this.saved && !this.ended ? this.saved.chatId : null;
    this.reset();
    this.status.textContent = "";
    this.request.focus();
    if (running) await this.socket.send("end_chat", { chat_id: running });
  }

  reset() {
    this.following?.abort();
    this.following = null;
    this.saved = null;
    this.ended = false;
    this.viaSocket = false;
    this.turns = [];
    this.byMessage.clear();
    this.pending = [];
    this.searches.clear();
    this.clarifications.clear();
    this.log.replaceChildren();
    this.link.replaceChildren();
    this.problem.textContent = "";
    sessionStorage.removeItem(STORE);
  }

  addTurn(request) {
    const turn = new Turn(this.log, request);
    this.turns.push(turn);
    return turn;
  }

  turnFor(messageId) {
    if (messageId && this.byMessage.has(messageId)) return this.byMessage.get(messageId);
    return this.turns.at(-1) || this.addTurn("");
  }

  // --- Where events come from: this socket's relay, else SSE

  onSocketEvent(event, payload) {
    if (event === "error" && !payload.message_id) {
      if (payload.error_code === "TEMPORAL_UNAVAILABLE" && this.viaSocket) {
        // The relay lost the stream: follow it over SSE from the last event shown.
        this.viaSocket = false;
        this.follow(this.seen - 1);
        return;
      }
      // The socket's answer to something this page sent.
      if (!payload.chat_id || payload.chat_id === this.saved?.chatId) {
        this.problem.textContent = payload.message;
        for (const pending of this.clarifications.values()) pending.reopen();
      }
      return;
    }
    if (NOT_OF_THE_CHAT.has(event)) {
      if (event === "max_concurrent_connections_exceeded") this.problem.textContent = payload.message;
      return;
    }
    if (!this.viaSocket) return;
    if (payload.chat_id && payload.chat_id !== this.saved?.chatId) return; // a chat left behind
    this.seen += 1;
    this.show(event, payload);
  }

  onSocketClose(closed) {
    if (this.signal.aborted) return;
    if (closed.code === 4401) {
      this.problem.textContent = "The planner refused this API key: sign out and sign in again.";
    } else if (closed.code === 1013) {
      this.problem.textContent = closed.reason || "The planner has too many connections; try again later.";
    }
    if (this.viaSocket && this.saved && !this.ended) {
      this.viaSocket = false;
      this.follow(this.seen - 1);
    }
  }

  // The chat's events over SSE after event `after` (null: all), again after a lost stream.
  async follow(after) {
    this.following?.abort();
    const following = new AbortController();
    this.following = following;
    const leave = () => following.abort();
    this.signal.addEventListener("abort", leave, { once: true });
    try {
      await follow(`/v1/planner/chats/${encodeURIComponent(this.saved.chatId)}/events`, {
        lastEventId: after !== null && after >= 0 ? after : null,
        signal: following.signal,
        onEvent: (event) => this.show(event.event, event.data),
        onInterrupted: () => {
          this.status.textContent = "The connection to the planner was interrupted; reconnecting…";
        },
      });
    } catch (error) {
      this.problem.textContent = error.message;
    } finally {
      this.signal.removeEventListener("abort", leave);
    }
  }

  // --- An event of the chat (DD-15) on the page

  show(event, payload) {
    if (event === "chat_ended") {
      this.ended = true;
      this.status.textContent = `${payload.message} Send a request to start a new chat.`;
      for (const pending of this.clarifications.values()) pending.close();
      this.following?.abort();
      return;
    }
    const turn = event === "processing_started" ? this.started(payload.message_id) : this.turnFor(payload.message_id);
    switch (event) {
      case "processing_started":
        this.onStarted?.();
        this.status.textContent = "Planning…";
        turn.step("Planning started.");
        break;
      case "stream_response":
        if (payload.content) turn.say(String(payload.content), payload.is_complete !== false);
        break;
      case "think_approach":
        turn.step(element("strong", {}, "Approach: "), String(payload.think_approach));
        break;
      case "web_search_started":
      case "task_block_search_started":
        this.searchStarted(turn, event, payload);
        break;
      case "web_search_results":
      case "task_block_search_results":
        this.searchResults(turn, event, payload);
        break;
      case "continuation_error":
        turn.step(
          element("span", { class: "planner-warning" }, `${String(payload.continuation_type).replaceAll("_", " ")} failed:`),
          " ",
          String(payload.error),
          " The planner carries on without it.",
        );
        break;
      case "clarification_requested":
        this.status.textContent = "The planner has a question for you.";
        this.askClarification(turn, payload);
        break;
      case "clarification_received":
        this.clarified(turn, payload.clarification_id);
        break;
      case "clarification_processing":
        this.status.textContent = "Planning…";
        turn.step(String(payload.message));
        break;
      case "validator_progress_update":
        this.status.textContent = "Validating the workflow…";
        turn.showProgress(payload);
        break;
      case "referencing_started":
        turn.step(String(payload.message));
        break;
      case "opkey_workflow_json":
        this.status.textContent = "The workflow is ready.";
        turn.step(`Workflow “${payload.job_name}” is ready.`);
        turn.body.append(workflowView(payload));
        fitLabels(turn.body);
        break;
      case "final_answer":
        this.status.textContent = "The planner answered.";
        turn.body.append(this.answer(payload));
        break;
      case "error":
        this.status.textContent = "The planner stopped with an error.";
        turn.problem.textContent = String(payload.message);
        break;
      default:
        break; // an event this page does not show
    }
  }

  started(messageId) {
    const index = this.turns.filter((turn) => turn.messageId !== null).length;
    let turn = this.pending.shift();
    if (!turn) {
      const request = this.saved?.requests[index];
      turn = this.addTurn(typeof request === "string" ? request : "(a request sent from elsewhere)");
    }
    turn.messageId = messageId;
    if (messageId) this.byMessage.set(messageId, turn);
    return turn;
  }

  searchStarted(turn, event, payload) {
    const label = event === "web_search_started" ? "Web search" : "Task block search";
    const queries = Array.isArray(payload.queries) ? payload.queries.map(String) : [];
    const item = turn.step(element("strong", {}, `${label}: `), queries.join("; "));
    item.classList.add("planner-search");
    this.searches.set(payload.search_id, item);
  }

  searchResults(turn, event, payload) {
    let item = this.searches.get(payload.search_id);
    if (!item) {
      item = turn.step(element("strong", {}, event === "web_search_results" ? "Web search" : "Task block search"));
      item.classList.add("planner-search");
    }
    const list = element("ul", { class: "planner-found" });
    for (const result of Array.isArray(payload.results) ? payload.results : []) {
      const query = `“${result.query}”: `;
      if (event === "web_search_results") {
        const sources = Array.isArray(result.sources) ? result.sources : [];
        const links = sources.map((source) => element("li", {}, safeLink(source.url, String(source.title || source.url))));
        const count = plural(sources.length, "source", "sources");
        list.append(element("li", {}, query, count, links.length ? element("ul", {}, ...links) : null));
      } else {
        const blocks = Array.isArray(result.blocks) ? result.blocks : [];
        const found = element("span", {});
        blocks.forEach((block, position) => {
          if (position) found.append(", ");
          found.append(String(block.name || block.action_code), " (", element("code", {}, String(block.action_code)), ")");
        });
        list.append(element("li", {}, query, blocks.length ? "found " : "no blocks found", blocks.length ? found : null));
      }
    }
    item.append(list);
  }

  askClarification(turn, payload) {
    const clarificationId = String(payload.clarification_id);
    const questions = Array.isArray(payload.questions) ? payload.questions.map(String) : [];
    const heading = nextId("planner-question");
    const answerId = nextId("planner-answer");
    const answer = element("textarea", { id: answerId, rows: "2", required: "" });
    const button = element("button", { type: "submit" }, "Send answer");
    const fields = element(
      "fieldset",
      {},
      element("legend", { class: "planner-visually-hidden" }, "Your answer to the planner"),
      element("label", { for: answerId }, "Your answer"),
      answer,
      button,
    );
    const form = element(
      "form",
      { class: "planner-clarify", "aria-labelledby": heading },
      element("h3", { id: heading }, "The planner asks"),
      element("ul", {}, ...questions.map((question) => element("li", {}, question))),
      fields,
    );
    const entry = {
      form,
      questions,
      reopen: () => {
        fields.disabled = false;
      },
      close: () => {
        fields.disabled = true;
      },
    };
    this.clarifications.set(clarificationId, entry);
    turn.step(`The planner asked: ${questions.join(" ")}`);
    turn.body.append(form);
    form.addEventListener("submit", async (submitted) => {
      submitted.preventDefault();
      const response = answer.value.trim();
      if (!response || !this.saved) return;
      this.problem.textContent = "";
      fields.disabled = true;
      this.saved.answers[clarificationId] = response;
      this.store();
      try {
        await this.socket.send("provide_clarification", { chat_id: this.saved.chatId, response });
      } catch (error) {
        fields.disabled = false;
        this.fail(error);
      }
    });
    if (!this.ended && !this.signal.aborted && this.following === null) answer.focus();
  }

  clarified(turn, clarificationId) {
    const entry = this.clarifications.get(String(clarificationId));
    const given = this.saved?.answers[String(clarificationId)];
    const record = element(
      "div",
      { class: "planner-answered" },
      element("h3", {}, "The planner asked"),
      element("ul", {}, ...(entry?.questions || []).map((question) => element("li", {}, question))),
      element("p", {}, element("strong", {}, "You answered: "), given ?? "(your answer was received)"),
    );
    if (entry) {
      entry.form.replaceWith(record);
      this.clarifications.delete(String(clarificationId));
    } else turn.body.append(record);
    turn.step("Your answer was received.");
  }

  answer(payload) {
    const heading = nextId("planner-answer-heading");
    const section = element(
      "section",
      { class: "planner-final", "aria-labelledby": heading },
      element("h3", { id: heading }, "Answer"),
      element("div", { class: "answer" }, String(payload.answer_content ?? "")),
    );
    if (payload.answer_json_content) {
      const json = element("pre", {}, String(payload.answer_json_content));
      section.append(element("details", {}, element("summary", {}, "As JSON"), json));
    }
    return section;
  }

}

export async function plannerPage(view, _id, signal) {
  const page = new PlannerPage(view, signal);
  const history = historyPanel({
    path: "/v1/planner/chats",
    idField: "chat_id",
    title: "Your planner chats",
    states: { waiting_clarification: "waiting for your answer" },
    onOpen: (id, item) => page.reopen(id, item.title),
  });
  page.onStarted = () => history.refresh(); // a new chat (or request) is listed
  view.prepend(history.panel);
  await page.start();
}
