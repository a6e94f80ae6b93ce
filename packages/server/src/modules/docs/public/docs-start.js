// Starts Swagger UI on the bundled contract. A served file rather than an inline script, so the page's
// Content-Security-Policy can forbid inline scripts. Every option that could reach another host is off.
(() => {
  const mount = document.getElementById("docs");
  if (!mount) return;

  // The catalog and the API index link to `/docs#tag/<module>` (the usual form across renderers);
  // Swagger UI's deep links are `#/<tag>`, so translate before it reads the address.
  const tagLink = /^#tag\/([^/]+)/.exec(window.location.hash);
  if (tagLink) window.history.replaceState(null, "", `#/${tagLink[1]}`);

  window.ui = globalThis.SwaggerUIBundle({
    url: mount.dataset.contractUrl,
    domNode: mount,
    presets: [globalThis.SwaggerUIBundle.presets.apis],
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
  });
})();
