import { createHash } from "node:crypto";

/** The CSP source that allows one inline stylesheet or script by its SHA-256: `'sha256-…'`. */
export const inlineSource = (text: string): string =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The policy of a page that runs no script and loads nothing: its one inline stylesheet (by hash), no
 * `<base>`, forms only where `formAction` says, framed only where `frameAncestors` says.
 */
export const staticPagePolicy = (style: string, allow: { formAction: string; frameAncestors: string }): string =>
  [
    "default-src 'none'",
    `style-src ${inlineSource(style)}`,
    "base-uri 'none'",
    `form-action ${allow.formAction}`,
    `frame-ancestors ${allow.frameAncestors}`,
  ].join("; ");
