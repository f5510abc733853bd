// Small helpers every page shares: building elements, and this deployment's links.
import { call } from "./api.js";

// An element with attributes and children (strings become text, never markup).
export function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== null && value !== false) node.setAttribute(name, value === true ? "" : value);
  }
  node.append(...children.filter((child) => child !== undefined && child !== null));
  return node;
}

const SVG = "http://www.w3.org/2000/svg";

// An SVG element (diagrams are drawn as inline SVG).
export function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  node.append(...children);
  return node;
}

// A time the API gave (ISO 8601) in the reader's locale; "" when there is none.
export function when(iso) {
  const date = new Date(iso || "");
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleString();
}

export function timeElement(iso) {
  return element("time", { datetime: iso }, when(iso));
}

// Only web addresses become links: a URL in a tenant's data may say anything.
export function safeLink(url, label) {
  return /^https?:\/\//i.test(url || "") ? element("a", { href: url, rel: "noopener noreferrer" }, label) : label;
}

let config = null;

// The deployment's web app settings (Temporal Web UI, workflow ids), read once per page load.
export async function webAppConfig() {
  config ??= call("GET", "/v1/web-app/config");
  try {
    return await config;
  } catch (error) {
    config = null;
    throw error;
  }
}

// A link to the Temporal Web UI page of a workflow (`kind`: chat, execution, research,
// design, planner), or nothing when the operator set no TEMPORAL_UI_URL.
export async function temporalLink(kind, id) {
  const { temporal_ui_url: ui, namespace, workflow_ids: ids } = await webAppConfig();
  if (!ui || !ids[kind]) return element("span");
  const workflowId = ids[kind].replace("{id}", id);
  const href = `${ui}/namespaces/${encodeURIComponent(namespace)}/workflows/${encodeURIComponent(workflowId)}`;
  return element("a", { href, class: "temporal-link", target: "_blank", rel: "noopener" }, "Open in Temporal Web UI");
}
