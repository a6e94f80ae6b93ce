import { createRequire } from "node:module";

type PathToRegexp = (path: unknown, options?: Record<string, unknown>) => { regexp: RegExp; keys: unknown[] };
type PathToRegexpModule = { pathToRegexp: PathToRegexp };

const MAX_PATTERNS = 2_000;
const MEMOIZED = Symbol.for("trustplane.pathToRegexp.memoized");

/**
 * express-openapi-validator (5.6) compiles the pattern of every contract path, for every request, until
 * one matches (middlewares/openapi.metadata.js `lookupRoute`): measured at about a third of the
 * server's CPU on a cached route, growing with every path a module adds. Upstream has an open fix
 * ("perf: cache route matchers"). Until it ships, the validator's copy of path-to-regexp gets a
 * memoized `pathToRegexp`: patterns come from the contract and from route definitions, so the cache
 * is naturally bounded (capped anyway), and the compiled result is a stateless RegExp (no `g` flag)
 * plus its key list, which callers only read. Remove this file once the validator caches by itself.
 */
/**
 * The cache key of the options: lookupRoute passes `{sensitive, strict}` for every contract path on every
 * request, so this avoids JSON.stringify there; any other option falls back to it.
 */
const optionsKey = (options: Record<string, unknown> | undefined): string => {
  if (!options) return "";
  let key = "";
  for (const name in options) {
    if (name !== "sensitive" && name !== "strict") return JSON.stringify(options);
    key += `${name}=${options[name] ? 1 : 0};`;
  }
  return key;
};

export const memoizeValidatorRoutePatterns = (): PathToRegexpModule => {
  const requireFromValidator = createRequire(createRequire(import.meta.url).resolve("express-openapi-validator"));
  const mod = requireFromValidator("path-to-regexp") as PathToRegexpModule & { [MEMOIZED]?: true };
  if (mod[MEMOIZED]) return mod;
  const original = mod.pathToRegexp;
  const cache = new Map<string, ReturnType<PathToRegexp>>();
  mod.pathToRegexp = (path, options) => {
    if (typeof path !== "string") return original(path, options);
    const key = `${path}\u0000${optionsKey(options)}`;
    let compiled = cache.get(key);
    if (!compiled) {
      compiled = original(path, options);
      if (cache.size >= MAX_PATTERNS) cache.clear();
      cache.set(key, compiled);
    }
    return compiled;
  };
  mod[MEMOIZED] = true;
  return mod;
};
