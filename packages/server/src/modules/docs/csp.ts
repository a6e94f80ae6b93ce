/**
 * The docs page's Content-Security-Policy, replacing the API's `default-src 'none'` on docs responses
 * only. Everything comes from our own origin: scripts (the Swagger UI bundle and our start-up file, no
 * inline script), styles, fonts, images and the contract fetch. `data:` images are the icons that
 * swagger-ui.css carries inline (no request is made for them). Styles need no 'unsafe-inline': Swagger
 * UI sets inline styles through the CSSOM, which CSP does not govern.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");
