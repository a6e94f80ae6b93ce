/**
 * Paths that carry a secret (a capability link's token) are never logged or answered as written. A path
 * that matched its route is shown as the route's template (validator.ts); this is for the others: a
 * path that matched no route but still names a secret, because the link was mistyped or pasted under
 * another prefix (`//api/…` from a base URL with a trailing slash, `/playground/api/…`, a doubled or
 * percent-encoded slash, an encoded letter, a missing slash after the prefix).
 *
 * The request log (observability/request-log.ts) marks such a request on entry, before anything can answer it.
 *
 * A secret prefix is the concrete start of such a route, lower-cased and without its trailing slash
 * (`/api/contracts/view` of `/api/contracts/view/{token}`). It is looked for anywhere in the path, as
 * the router would compare it: case-insensitively, percent-escapes decoded, backslashes read as
 * slashes, empty and `.` segments dropped. Whatever follows it is replaced by `{redacted}`.
 */

/** What a path needs besides lower-casing to be compared (escapes, backslashes, empty or `.` segments). */
const IRREGULAR = /[%\\]|\/\.?\//;

/** The path as compared with the secret prefixes (most paths need only lower-casing: every request comes here). */
const comparable = (path: string): string => {
  let lower = path.toLowerCase();
  if (!IRREGULAR.test(lower)) return lower;
  if (lower.includes("%")) {
    lower = lower.replace(/%([0-9a-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return lower.replace(/\\/g, "/").replace(/\/(?:\.?\/)+/g, "/");
};

/**
 * `path` with what follows the first secret prefix in it replaced by `/{redacted}` (and the part
 * before it as compared), or undefined when no secret prefix is followed by anything in it.
 */
export const redactedSecretPath = (prefixes: readonly string[], path: string): string | undefined => {
  if (prefixes.length === 0) return undefined;
  const seen = comparable(path);
  for (const prefix of prefixes) {
    const at = seen.indexOf(prefix);
    // Only when something follows the prefix (a slash alone is no secret).
    if (at !== -1 && seen.slice(at + prefix.length).replace(/^\//, "") !== "") {
      return `${seen.slice(0, at)}${prefix}/{redacted}`;
    }
  }
  return undefined;
};

/**
 * `redactedSecretPath` for every request: a path with no `%`, no backslash and none of the prefixes' last
 * segments (`view` of `/api/contracts/view`), in any case, cannot name a prefix, and is passed over with
 * one regular-expression test instead of being lower-cased and searched.
 */
export const secretPathRedactor = (prefixes: readonly string[]): ((path: string) => string | undefined) => {
  if (prefixes.length === 0) return () => undefined;
  const lastSegments = prefixes.map((prefix) => prefix.slice(prefix.lastIndexOf("/") + 1));
  if (lastSegments.some((segment) => segment === "")) return (path) => redactedSecretPath(prefixes, path);
  const escaped = lastSegments.map((segment) => segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const mayNameOne = new RegExp(`[%\\\\]|${escaped.join("|")}`, "i");
  return (path) => (mayNameOne.test(path) ? redactedSecretPath(prefixes, path) : undefined);
};

/** A secret route's prefix as `redactedSecretPath` takes it: its start before `{`, lower-cased, no trailing slash. */
export const secretPrefixOf = (template: string): string =>
  template
    .slice(0, template.includes("{") ? template.indexOf("{") : template.length)
    .toLowerCase()
    .replace(/\/+$/, "");
