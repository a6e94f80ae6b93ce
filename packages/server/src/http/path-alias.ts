import type { RequestHandler } from "express";

/**
 * A prefix placed before some of the contract's paths, served as those paths: a request for
 * `<prefix><target>…` is rewritten, inside the server, to `<target>…` before anything else sees it, so
 * the same router, validator, rate limits and handlers answer it and the answer is the one the path
 * without the prefix gets. Only the listed targets are reachable through the prefix (each matches
 * itself and the paths below it, on a segment boundary); any other path under the prefix is left
 * alone. A module declares its aliases (`pathAliases`); the playground's page reaches its API this way.
 */
export type PathAlias = { prefix: string; targets: readonly string[] };

/** `.` and `..` segments, raw or percent-encoded, and encoded slashes or backslashes: never rewritten. */
const SUSPICIOUS = /(^|\/)(\.|%2e){1,2}(\/|$)|%2f|%5c|\\/i;

const underTarget = (path: string, target: string): boolean =>
  path === target || (path.startsWith(target) && (target.endsWith("/") || path[target.length] === "/"));

/** The rewritten URL for `url`, or undefined when no alias applies. */
export const aliasedUrl = (aliases: readonly PathAlias[], url: string): string | undefined => {
  for (const { prefix, targets } of aliases) {
    if (!url.startsWith(prefix)) continue;
    const rest = url.slice(prefix.length);
    const query = rest.indexOf("?");
    const path = query === -1 ? rest : rest.slice(0, query);
    if (SUSPICIOUS.test(path)) return undefined;
    if (targets.some((target) => underTarget(path, target))) return rest;
  }
  return undefined;
};

export const pathAliasRewrite = (aliases: readonly PathAlias[]): RequestHandler => {
  if (aliases.length === 0) return (_req, _res, next) => next();
  return (req, _res, next) => {
    const rewritten = aliasedUrl(aliases, req.url);
    // From here on it is the request without the prefix, for everything: routing, the problem's
    // `instance`, the Idempotency-Key's request fingerprint and the request log.
    if (rewritten !== undefined) {
      req.url = rewritten;
      req.originalUrl = rewritten;
    }
    next();
  };
};
