// The governance playground's one script (an ES module; the page has no inline script). The regime
// and metrics are computed here, in the browser, by the governance model the API itself uses; the API
// is reached through the page's own prefix, /playground/api/..., which serves exactly what /api/...
// serves. The session token lives in sessionStorage: gone when the tab closes.
import { evaluate, METRIC_KEYS, REGIMES, SLIDER_KEYS, validateSliders } from "./governance-model.js";

const API = "/playground/api";
const TOKEN_KEY = "trustplane-playground-token";
const $ = (id) => document.getElementById(id);

// ---- the model, live ----------------------------------------------------------------------------

const regimeDescriptions = new Map(REGIMES.map((regime) => [regime.id, regime.description]));

const currentSliders = () => Object.fromEntries(SLIDER_KEYS.map((key) => [key, Number($(`slider-${key}`).value)]));

const render = () => {
  const sliders = currentSliders();
  for (const key of SLIDER_KEYS) $(`value-${key}`).textContent = String(sliders[key]);
  const { regime, metrics } = evaluate(sliders);
  const name = $("regime-name");
  if (name.dataset.regime !== regime.id) {
    name.dataset.regime = regime.id;
    name.textContent = regime.name;
    $("regime-description").textContent = regimeDescriptions.get(regime.id) ?? "";
  }
  for (const key of METRIC_KEYS) {
    const value = metrics[key];
    $(`metric-${key}`).textContent = value.toFixed(1);
    const row = document.querySelector(`[data-metric="${key}"]`);
    const bar = row.querySelector(".bar");
    bar.setAttribute("aria-valuenow", String(value));
    bar.setAttribute("aria-valuetext", `${value.toFixed(1)} of 100`);
    row.querySelector(".fill").style.width = `${value}%`;
  }
};

const setSliders = (sliders) => {
  const checked = validateSliders(sliders);
  if (!checked.ok) throw new Error(checked.errors.join("; "));
  for (const key of SLIDER_KEYS) $(`slider-${key}`).value = String(checked.sliders[key]);
  render();
};

$("sliders").addEventListener("input", render);
$("sliders").addEventListener("submit", (event) => event.preventDefault());

// ---- the API ------------------------------------------------------------------------------------

let token = sessionStorage.getItem(TOKEN_KEY) ?? undefined;

class ApiProblem extends Error {
  constructor(status, problem) {
    super(problem?.detail || problem?.title || `The server answered ${status}.`);
    this.status = status;
    this.code = problem?.code;
  }
}

const request = async (method, path, body, extraHeaders = {}) => {
  const headers = { Accept: "application/json", ...extraHeaders };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response;
};

const call = async (method, path, body, headers) => {
  const response = await request(method, path, body, headers);
  const text = await response.text();
  const data = text ? JSON.parse(text) : undefined;
  if (!response.ok) throw new ApiProblem(response.status, data);
  return data;
};

const say = (id, text, kind = "info") => {
  const element = $(id);
  element.textContent = text;
  element.dataset.kind = kind;
};

// ---- presets and countries ------------------------------------------------------------------------

const loaded = { preset: new Map(), country: new Map() };

const fillSelect = (kind, items, keyOf, labelOf) => {
  const select = $(kind);
  select.replaceChildren(
    ...items.map((item) => {
      const option = document.createElement("option");
      option.value = keyOf(item);
      option.textContent = labelOf(item);
      return option;
    }),
  );
  for (const item of items) loaded[kind].set(keyOf(item), item);
  select.disabled = items.length === 0;
  $(`load-${kind}`).disabled = items.length === 0;
};

const loadLists = async () => {
  try {
    const [presets, countries] = await Promise.all([
      call("GET", "/constitution/public/presets"),
      call("GET", "/constitution/public/countries"),
    ]);
    fillSelect(
      "preset",
      presets.items,
      (p) => p.id,
      (p) => p.name,
    );
    fillSelect(
      "country",
      countries.items,
      (c) => c.code,
      (c) => c.name,
    );
    say("loader-note", countries.note ?? "");
  } catch (error) {
    say("loader-note", `Presets and countries could not be loaded: ${error.message}`, "error");
  }
};

for (const kind of ["preset", "country"]) {
  $(`load-${kind}`).addEventListener("click", () => {
    const item = loaded[kind].get($(kind).value);
    if (!item) return;
    setSliders(item.sliders);
    say("loader-note", `Loaded ${item.name}.`);
  });
}

// ---- AI suggestion, streamed (server-sent events read through fetch) ------------------------------

let suggestion;

/** Yields {event, data} for each server-sent event of a fetch response. */
async function* serverSentEvents(response) {
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value.replace(/\r\n?/g, "\n");
    for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = "message";
      const data = [];
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon === -1 ? line : line.slice(0, colon);
        const text = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = text;
        else if (field === "data") data.push(text);
      }
      if (data.length > 0) yield { event, data: data.join("\n") };
    }
  }
}

const parsed = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

$("ai-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const goal = $("ai-goal").value.trim();
  if (!goal) {
    say("ai-status", "Write a goal first.", "error");
    return;
  }
  // Anyone may ask: without an account the server allows a few a day per address (the answer says when
  // they are used up); signed in, the plan's quota applies.
  const stream = $("ai-stream");
  stream.textContent = "";
  stream.hidden = false;
  $("ai-result").hidden = true;
  $("ai-submit").disabled = true;
  suggestion = undefined;
  say("ai-status", "Asking…");
  try {
    const body = { goal, sliders: currentSliders() };
    const response = await request("POST", "/constitution/ai-suggest-stream", body, { Accept: "text/event-stream" });
    if (!response.ok) throw new ApiProblem(response.status, parsed(await response.text()));
    for await (const { event: name, data } of serverSentEvents(response)) {
      const payload = parsed(data);
      if (name === "delta") stream.textContent += payload?.text ?? "";
      else if (name === "done") suggestion = payload;
      else if (name === "error") throw new ApiProblem(payload?.status ?? 502, payload);
    }
    if (!suggestion?.sliders) throw new Error("The answer ended without a suggestion.");
    const { regime } = evaluate(suggestion.sliders);
    const moved = suggestion.changes?.length ?? 0;
    const what = moved === 0 ? "no change" : `${moved} slider${moved === 1 ? "" : "s"} moved`;
    $("ai-summary").textContent =
      `Suggested: ${regime.name} (${what}).${suggestion.rationale ? ` ${suggestion.rationale}` : ""}`;
    $("ai-result").hidden = false;
    say("ai-status", "Suggestion ready.");
  } catch (error) {
    say("ai-status", `No suggestion: ${error.message}`, "error");
  } finally {
    $("ai-submit").disabled = false;
  }
});

$("ai-apply").addEventListener("click", () => {
  if (!suggestion) return;
  setSliders(suggestion.sliders);
  say("ai-status", "Suggestion applied.");
});

// ---- account, save, publish -----------------------------------------------------------------------

const showSignedIn = (user) => {
  $("sign-in").hidden = Boolean(user);
  $("signed-in").hidden = !user;
  $("who").textContent = user ? user.email : "";
};

const signedIn = (answer) => {
  token = answer.token;
  sessionStorage.setItem(TOKEN_KEY, token);
  showSignedIn(answer.user);
  $("password").value = "";
};

const credentials = () => ({ email: $("email").value.trim(), password: $("password").value });

$("sign-in").addEventListener("submit", async (event) => {
  event.preventDefault();
  try {
    signedIn(await call("POST", "/auth/login", credentials()));
    say("account-status", "Signed in.");
  } catch (error) {
    say("account-status", `Could not sign in: ${error.message}`, "error");
  }
});

$("register-button").addEventListener("click", async () => {
  if (!$("sign-in").reportValidity()) return;
  const name = $("name").value.trim() || $("email").value.trim().split("@")[0];
  try {
    signedIn(await call("POST", "/auth/register", { ...credentials(), name }));
    say("account-status", "Account created; you are signed in.");
  } catch (error) {
    say("account-status", `Could not create the account: ${error.message}`, "error");
  }
});

$("sign-out").addEventListener("click", () => {
  token = undefined;
  sessionStorage.removeItem(TOKEN_KEY);
  showSignedIn(undefined);
  say("account-status", "Signed out.");
});

const tags = () => [
  ...new Set(
    $("tags")
      .value.split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

const scenario = () => {
  const sliders = currentSliders();
  const { regime, metrics } = evaluate(sliders);
  return { title: $("title").value.trim(), sliders, regime: regime.name, metrics, tags: tags() };
};

$("save").addEventListener("click", async () => {
  if (!$("publish-form").reportValidity()) return;
  try {
    const saved = await call("POST", "/constitution/scenarios", scenario());
    say("account-status", `Saved “${saved.title}” (${saved.regime.name}).`);
  } catch (error) {
    say("account-status", `Could not save: ${error.message}`, "error");
  }
});

$("publish-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const { title, sliders } = scenario();
  const summary = $("summary").value.trim();
  try {
    const artifact = await call(
      "POST",
      "/registry/constitution-artifacts",
      { title, sliders, tags: tags(), ...(summary ? { summary } : {}) },
      { "Idempotency-Key": crypto.randomUUID() },
    );
    say("account-status", `Published “${artifact.title}” as ${artifact.author.handle}.`);
    $("artifact-regime").value = "";
    await loadArtifacts();
  } catch (error) {
    say("account-status", `Could not publish: ${error.message}`, "error");
  }
});

// ---- published artifacts --------------------------------------------------------------------------

const artifactItem = (artifact) => {
  const item = document.createElement("li");
  item.className = "artifact";
  item.dataset.id = artifact.id;
  const title = document.createElement("span");
  title.className = "artifact-title";
  title.textContent = artifact.title;
  const regime = document.createElement("span");
  regime.className = "badge";
  regime.textContent = artifact.regime.name;
  const meta = document.createElement("span");
  meta.className = "artifact-meta";
  const votes = `${artifact.votes} ${artifact.votes === 1 ? "vote" : "votes"}`;
  meta.textContent = `${artifact.author.handle} · ${votes} · ${new Date(artifact.createdAt).toLocaleDateString()}`;
  item.append(title, regime, meta);
  return item;
};

const loadArtifacts = async () => {
  const regime = $("artifact-regime").value;
  try {
    const page = await call("GET", `/registry/constitution-artifacts?limit=10${regime ? `&regime=${regime}` : ""}`);
    $("artifacts").replaceChildren(...page.items.map(artifactItem));
    say("artifacts-status", page.total === 0 ? "Nothing published yet." : `${page.total} published.`);
  } catch (error) {
    say("artifacts-status", `The artifacts could not be loaded: ${error.message}`, "error");
  }
};

$("artifact-regime").addEventListener("change", loadArtifacts);

// ---- start --------------------------------------------------------------------------------------

render();
showSignedIn(undefined);
if (token) {
  call("GET", "/auth/me")
    .then((user) => showSignedIn(user))
    .catch(() => {
      token = undefined;
      sessionStorage.removeItem(TOKEN_KEY);
    });
}
loadLists();
loadArtifacts();
document.documentElement.dataset.ready = "true";
