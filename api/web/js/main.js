// Sign-in and the page of each system, by the URL's hash.
import { apiKey, call, ApiError } from "./api.js";
import { chatPage } from "./chat.js";

const view = document.getElementById("view");
const nav = document.getElementById("nav");
const pages = { chat: chatPage };

function signIn() {
  nav.hidden = true;
  view.replaceChildren(document.getElementById("signin").content.cloneNode(true));
  const form = document.getElementById("signin-form");
  form.addEventListener("submit", async (submitted) => {
    submitted.preventDefault();
    apiKey.set(form.elements["api-key"].value.trim());
    try {
      await call("GET", "/v1/agents");
      location.hash = "#chat";
      route();
    } catch (error) {
      apiKey.clear();
      document.getElementById("signin-error").textContent =
        error instanceof ApiError && error.status === 401 ? "This key is not valid." : `Sign-in failed: ${error.message}`;
    }
  });
  document.getElementById("api-key").focus();
}

function route() {
  if (!apiKey.get()) return signIn();
  nav.hidden = false;
  const page = pages[location.hash.slice(1)] || chatPage;
  page(view);
}

document.getElementById("sign-out").addEventListener("click", () => {
  apiKey.clear();
  location.hash = "";
  route();
});
window.addEventListener("hashchange", route);
route();
