/**
 * The playground page's Content-Security-Policy, replacing the API's `default-src 'none'` on its
 * responses only: everything from our own origin (the page's script, the model module, the stylesheet,
 * its API calls under /playground/api), no inline script or style, no framing, no plugins.
 */
export const PLAYGROUND_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");
