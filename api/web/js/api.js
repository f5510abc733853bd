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
    reason = typeof body.detail === "string" ? body.detail : body.message || JSON.stringify(body.detail);
  } catch {
    // not JSON: the status text says enough
  }
  return new ApiError(response.status, reason);
}

export async function call(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: headers(body === undefined ? {} : { "Content-Type": "application/json" }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response);
  return response.status === 204 ? null : response.json();
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
