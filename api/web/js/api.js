// The public API, with the tenant key of this tab. Errors carry the API's own reason.
const KEY = "durable-agents.api-key";

export const apiKey = {
  get: () => sessionStorage.getItem(KEY),
  set: (key) => sessionStorage.setItem(KEY, key),
  clear: () => sessionStorage.removeItem(KEY),
};

export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

function headers(extra = {}) {
  return { Authorization: `Bearer ${apiKey.get()}`, ...extra };
}

async function failure(response) {
  let reason = response.statusText;
  try {
    const body = await response.json();
    if (typeof body.detail === "string") reason = body.detail;
    else if (Array.isArray(body.detail)) {
      // A 422: each field the API refused, and why.
      reason = body.detail.map((error) => `${(error.loc || []).slice(1).join(".") || "request"}: ${error.msg}`).join("; ");
    } else reason = body.message || JSON.stringify(body.detail);
  } catch {
    // not JSON: the status text says enough
  }
  return new ApiError(response.status, reason);
}

async function request(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: headers(body === undefined ? {} : { "Content-Type": "application/json" }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response);
  return response;
}

// A random UUID (v4), for ids a client chooses (planner chat ids).
export function newId() {
  if (crypto.randomUUID) return crypto.randomUUID();
  // Pages served over plain HTTP (not localhost) have no randomUUID: a v4 UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function call(method, path, body) {
  const response = await request(method, path, body);
  return response.status === 204 ? null : response.json();
}

// A text resource (e.g. DDL).
export async function getText(path) {
  return (await request("GET", path)).text();
}

// Server-sent events of a request (EventSource can neither POST nor send a key): each
// event goes to `onEvent({id, event, data})` as it arrives; resolves when the stream ends.
export async function stream(method, path, { body, lastEventId, signal, onEvent }) {
  const extra = { Accept: "text/event-stream" };
  if (body !== undefined) extra["Content-Type"] = "application/json";
  if (lastEventId !== undefined && lastEventId !== null) extra["Last-Event-ID"] = String(lastEventId);
  const response = await fetch(path, {
    method,
    headers: headers(extra),
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await failure(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let event = { id: null, event: "message", data: [] };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return response;
    buffer += value;
    let newline;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, "");
      buffer = buffer.slice(newline + 1);
      if (line === "") {
        if (event.data.length) onEvent({ id: event.id, event: event.event, data: JSON.parse(event.data.join("\n")) });
        event = { id: null, event: "message", data: [] };
      } else if (!line.startsWith(":")) {
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const text = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "data") event.data.push(text);
        else if (field === "event") event.event = text;
        else if (field === "id") event.id = text;
      }
    }
  }
}

// A pause that ends early, without error, when `signal` aborts.
export function sleep(ms, signal) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });
}

// The relay's own error event (no `id`): it lost Temporal, not the resource's end.
const relayLost = (event) => event.id === null && event.event === "error";

// Follows a stream of events to its end: the server closing it, or `isLast(event)` true.
// A dropped connection, a 5xx or 429, or the relay's own error is read again after a
// growing pause from the last event received (Last-Event-ID, on `resumePath()`, by GET),
// so nothing is lost or shown twice; `onInterrupted(reason, ms)` says so meanwhile. The
// API's refusal (another 4xx) is thrown; leaving (`signal`) ends it quietly.
export async function follow(path, { method = "GET", body, lastEventId = null, resumePath = () => path, isLast, signal, onEvent, onInterrupted }) {
  let request = { method, path, body };
  for (let failures = 0; !signal?.aborted; ) {
    let interrupted = null;
    let finished = false;
    try {
      await stream(request.method, request.path, {
        body: request.body,
        lastEventId,
        signal,
        onEvent: (event) => {
          if (relayLost(event)) {
            interrupted = event.data.message || "the event stream stopped";
            return;
          }
          if (event.id !== null) lastEventId = event.id;
          failures = 0;
          onEvent(event);
          if (isLast?.(event)) finished = true;
        },
      });
      if (finished || (!isLast && interrupted === null)) return;
      interrupted ??= "the connection closed";
    } catch (error) {
      if (error.name === "AbortError" || signal?.aborted) return;
      if (error instanceof ApiError && error.status < 500 && error.status !== 429) throw error;
      interrupted = error.message;
    }
    failures += 1;
    const wait = Math.min(500 * 2 ** failures, 15000);
    onInterrupted?.(interrupted, wait);
    await sleep(wait, signal);
    request = { method: "GET", path: resumePath() };
  }
}
