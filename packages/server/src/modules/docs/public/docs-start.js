// Starts Swagger UI on the bundled contract. A served file rather than an inline script, so the page's
// Content-Security-Policy can forbid inline scripts. Every option that could reach another host is off.
(() => {
  const mount = document.getElementById("docs");
  if (!mount) return;

  // The catalog and the API index link to `/docs#tag/<module>` (the usual form across renderers);
  // Swagger UI's deep links are `#/<tag>`, so translate before it reads the address.
  const tagLink = /^#tag\/([^/]+)/.exec(window.location.hash);
  if (tagLink) window.history.replaceState(null, "", `#/${tagLink[1]}`);
  const linkedTag = /^#\/([^/]+)$/.exec(window.location.hash)?.[1];

  // Swagger UI scrolls to a deep-linked tag once, while the tags above it may still be laying out; on a
  // slow machine the heading then ends up far below the fold. Keep it at the top until the layout has
  // been still for half a second (at most 5 s), unless the reader scrolls or types first.
  const keepTagInView = (tag) => {
    const started = performance.now();
    let stillSince = started;
    let lastTop = Number.NaN;
    let readerMoved = false;
    const stop = () => {
      readerMoved = true;
    };
    for (const type of ["wheel", "touchstart", "keydown", "mousedown"]) {
      window.addEventListener(type, stop, { once: true, passive: true });
    }
    const step = (now) => {
      if (readerMoved || now - started > 5000) return;
      const heading = document.getElementById(`operations-tag-${decodeURIComponent(tag)}`);
      if (heading) {
        const top = heading.getBoundingClientRect().top;
        if (Math.abs(top) > 2) heading.scrollIntoView({ block: "start" });
        if (top !== lastTop) stillSince = now;
        lastTop = top;
        if (now - stillSince > 500 && Math.abs(top) <= 2) return;
      }
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  };

  // Shows each operation's `x-scope` (what an API key must hold to call it, docs/api-keys.md) and its
  // `x-codeSamples` (curl and the client package, generated into the contract by the bundle step) at the
  // top of its expanded panel, above the parameters. Plain elements, no state: a sample is selected with
  // the browser's own text selection, or copied with its button.
  const CodeSamplesPlugin = (system) => ({
    wrapComponents: {
      parameters: (Original) => (props) => {
        const h = system.React.createElement;
        const [path, method] = props.pathMethod ?? [];
        const operation = system.specSelectors.specJson().getIn(["paths", path, method]);
        const samples = operation?.get("x-codeSamples");
        const scope = operation?.get("x-scope");
        if ((!samples || samples.size === 0) && !scope) return h(Original, props);
        const copy = (source) => () => navigator.clipboard?.writeText(source);
        const scopeLine =
          scope &&
          h(
            "p",
            { className: "operation-scope" },
            scope === "session"
              ? "A signed-in session only: no API key may call this."
              : ["An API key needs the scope ", h("code", { key: "scope" }, scope), "."],
          );
        if (!samples || samples.size === 0) return h("div", null, scopeLine, h(Original, props));
        return h(
          "div",
          null,
          scopeLine,
          h(
            "section",
            { className: "code-samples", "aria-label": "Examples" },
            h("h4", { className: "code-samples-title" }, "Examples"),
            samples
              .toJS()
              .map((sample) =>
                h(
                  "figure",
                  { className: "code-sample", key: sample.label, "data-lang": sample.lang },
                  h(
                    "figcaption",
                    null,
                    h("span", null, sample.label),
                    h(
                      "button",
                      { type: "button", className: "code-sample-copy", onClick: copy(sample.source) },
                      "Copy",
                    ),
                  ),
                  h("pre", null, h("code", null, sample.source)),
                ),
              ),
          ),
          h(Original, props),
        );
      },
    },
  });

  window.ui = globalThis.SwaggerUIBundle({
    url: mount.dataset.contractUrl,
    domNode: mount,
    presets: [globalThis.SwaggerUIBundle.presets.apis],
    plugins: [CodeSamplesPlugin],
    layout: "BaseLayout",
    deepLinking: true,
    docExpansion: "list",
    filter: true,
    displayRequestDuration: true,
    // The default posts the contract to validator.swagger.io for a badge.
    validatorUrl: null,
    // Never take a contract URL or options from the page's query string (someone else's contract
    // rendered under our origin would be a phishing page).
    queryConfigEnabled: false,
    // "Try it out" calls the contract's server, `/`: this origin, nowhere else.
    tryItOutEnabled: false,
    persistAuthorization: false,
    onComplete: () => {
      if (linkedTag) keepTagInView(linkedTag);
    },
  });
})();
