// The history panel of a page: the items of its list route (GET /v1/chats, /v1/design-sessions,
// /v1/planner/chats), newest first, searchable, a page at a time; choosing one reopens it.
// A user's key lists what that user started, the tenant admin key the tenant's.
import { call } from "./api.js";
import { element, when } from "./dom.js";

const PAGE = 20;

// `path`: the list route; `idField`: the item's id field; `title`: the panel's heading;
// `states`: what each state reads as; `href(id)`: the page of an item (a link), else
// `onOpen(id, item)` reopens it (a button); `actions(item, refresh, report)`: optional controls
// of an item (rename, delete), `report(error)` shows what failed. Returns the panel and `refresh()`, which reads the first page again
// (after an item was started or changed).
export function historyPanel({ path, idField, title, states = {}, href, onOpen, actions }) {
  const headingId = `history-${idField}`;
  const search = element("input", { type: "search", id: `${headingId}-q`, autocomplete: "off", maxlength: "200" });
  const list = element("ul", { class: "history-list" });
  const more = element("button", { type: "button", class: "secondary", hidden: "" }, "Older");
  // Not an alert: a page's own alert stays the only one (the panel is beside its forms).
  const problem = element("p", { class: "error", "aria-live": "polite" });
  const panel = element(
    "section",
    { class: "panel history", "aria-labelledby": headingId },
    element("h2", { id: headingId }, title),
    element("label", { for: search.id }, "Search"),
    search,
    list,
    more,
    problem,
  );
  let cursor = null;
  let reading = 0; // the newest read: an older one finishing late is dropped

  function row(item) {
    const id = item[idField];
    // The state and time inside the link or button: its text is never the title alone, which
    // the page itself shows (a chat's first message) and finds by.
    const about = element("span", { class: "hint" }, ` · ${states[item.state] || item.state} · ${when(item.updated_at)}`);
    const label = [item.title || "Untitled", about];
    const open = href
      ? element("a", { href: href(id), class: "history-open" }, ...label)
      : element("button", { type: "button", class: "history-open" }, ...label);
    if (!href) open.addEventListener("click", () => onOpen(id, item));
    return element("li", { "data-id": id }, open, ...(actions ? actions(item, refresh, report) : []));
  }

  async function read(first) {
    const number = ++reading;
    const query = new URLSearchParams({ limit: String(PAGE) });
    if (search.value.trim()) query.set("q", search.value.trim());
    if (!first && cursor) query.set("cursor", cursor);
    try {
      const page = await call("GET", `${path}?${query}`);
      if (number !== reading) return;
      problem.textContent = "";
      if (first) list.replaceChildren();
      list.append(...page.items.map(row));
      if (first && !page.items.length) list.append(element("li", { class: "hint" }, "Nothing yet."));
      cursor = page.next_cursor;
      more.hidden = !cursor;
    } catch (error) {
      if (number === reading) problem.textContent = error.message;
    }
  }

  function refresh() {
    return read(true);
  }

  function report(error) {
    problem.textContent = error.message;
  }

  let typing = null;
  search.addEventListener("input", () => {
    clearTimeout(typing);
    typing = setTimeout(refresh, 250);
  });
  more.addEventListener("click", () => read(false));
  refresh();
  return { panel, refresh };
}

// Controls that rename (PATCH `{title}`) and delete (DELETE) an item of `path`;
// `onDeleted(id)` runs after a delete.
export function renameAndDelete(path, idField, onDeleted) {
  return (item, refresh, report) => {
    const id = item[idField];
    const url = `${path}/${encodeURIComponent(id)}`;
    const rename = element("button", { type: "button", class: "secondary history-action" }, "Rename");
    const remove = element("button", { type: "button", class: "secondary history-action" }, "Delete");
    rename.addEventListener("click", async () => {
      const title = prompt("New name", item.title)?.trim();
      if (!title) return;
      try {
        await call("PATCH", url, { title });
      } catch (error) {
        return report(error);
      }
      await refresh();
    });
    remove.addEventListener("click", async () => {
      if (!confirm(`Delete “${item.title || "Untitled"}”? Its messages are removed.`)) return;
      try {
        await call("DELETE", url);
      } catch (error) {
        return report(error);
      }
      onDeleted(id);
      await refresh();
    });
    return [rename, remove];
  };
}
