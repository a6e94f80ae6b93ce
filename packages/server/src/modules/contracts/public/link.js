// The contract link page's one script (page.ts inlines it, allowed by its hash): Reveal makes the POST on
// this very link (one view) and shows the document in the page. Everything the server answers is put in
// with textContent; the page's policy (Trusted Types) refuses any HTML sink.
(() => {
  const $ = (id) => document.getElementById(id);
  const button = $("reveal");
  if (!button) return;
  const local = (iso) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
  const node = (name, text) => {
    const element = document.createElement(name);
    if (text !== undefined) element.textContent = text;
    return element;
  };
  const REASONS = {
    "views-exhausted": "its views were used up",
    expired: "it expired",
    revoked: "its sender revoked it",
  };
  const expires = $("expires");
  expires.textContent = local(expires.dateTime);

  const say = (id, text) => {
    const element = $(id);
    element.textContent = text;
    element.hidden = text === "";
  };

  const show = (view) => {
    $("document-title").textContent = view.title;
    $("document-sections").replaceChildren(
      ...view.sections.map((section) => {
        const part = node("section");
        part.append(node("h3", section.heading), node("p", section.text));
        return part;
      }),
    );
    $("document-fields").replaceChildren(
      ...view.fields.flatMap((field) => [node("dt", field.label), node("dd", field.value ?? "—")]),
    );
    $("views-left").textContent = String(view.viewsRemaining);
    say(
      "document-after",
      view.viewsRemaining === 0
        ? "That was its last view: the document is now destroyed. Keep this page open or note what you need; reloading it will not show the document again."
        : `This used one view: ${view.viewsRemaining} left, until ${local(view.expiresAt)}. Leaving or reloading this page hides the document; revealing it again uses another view.`,
    );
    $("reveal-note").hidden = true;
    button.hidden = true;
    $("document").hidden = false;
  };

  const gone = (text) => {
    $("link").hidden = true;
    $("gone-text").textContent = text;
    $("gone").hidden = false;
  };

  button.addEventListener("click", async () => {
    button.disabled = true;
    say("error", "");
    let res;
    let json = null;
    try {
      res = await fetch(window.location.pathname, {
        method: "POST",
        headers: { accept: "application/json" },
        credentials: "omit",
        cache: "no-store",
        referrerPolicy: "no-referrer",
      });
      json = await res.json().catch(() => null);
    } catch {
      res = undefined;
    }
    if (res?.ok && json) return show(json);
    if (res?.status === 410) {
      const why = REASONS[json?.destroyedReason];
      return gone(
        `It was destroyed${json?.destroyedAt ? ` on ${local(json.destroyedAt)}` : ""}${why ? `: ${why}` : ""}. Its content is gone for good.`,
      );
    }
    if (res?.status === 404) return gone("No document has this link any more.");
    button.disabled = false;
    say(
      "error",
      res?.status === 429
        ? "Too many attempts: wait a moment, then try again."
        : "The document could not be shown. Check your connection, then try again.",
    );
  });
})();
