import { createRequire } from "node:module";
import type { RequestHandler } from "express";

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

type RouteMap = Record<string, unknown>;
type OpenApiContextLike = { expressRouteMap: RouteMap; useRequestUrl?: boolean };
type MetadataModule = {
  applyOpenApiMetadata: (context: OpenApiContextLike, responseApiDoc: unknown) => RequestHandler;
};
const LOOKUP_MEMOIZED = Symbol.for("trustplane.applyOpenApiMetadata.memoized");
const MAX_LOOKUPS = 10_000;

/**
 * The validator's route lookup (middlewares/openapi.metadata.js `lookupRoute`) also walks every
 * contract path on every request, testing each pattern in turn until one matches: with ~100 paths that
 * was 9% of a signing request's CPU, and it grows with every module. Its metadata middleware is given
 * a view of the validator's context whose `expressRouteMap`, during each request, holds only the route
 * that request's path matches — the same first match, in the same order, as the validator's own walk —
 * remembered per path (bounded). A path matching nothing gets an empty map, which the validator reads
 * exactly as it reads a full walk that found nothing (404, or not managed). Everything else it looks up
 * (method schemas, 405's Allow list, ignore rules) comes from the real context. Remove with the
 * pattern cache above once upstream caches lookups.
 */
export const memoizeValidatorRouteLookup = (): void => {
  const patterns = memoizeValidatorRoutePatterns();
  const requireFromValidator = createRequire(createRequire(import.meta.url).resolve("express-openapi-validator"));
  const mod = requireFromValidator("./middlewares/openapi.metadata") as MetadataModule & { [LOOKUP_MEMOIZED]?: true };
  if (mod[LOOKUP_MEMOIZED]) return;
  const original = mod.applyOpenApiMetadata;
  mod.applyOpenApiMetadata = (context, responseApiDoc) => {
    const full = context.expressRouteMap;
    const routes = Object.entries(full);
    let current = full;
    const view = Object.create(context, { expressRouteMap: { get: () => current } }) as OpenApiContextLike;
    const inner = original(view, responseApiDoc);
    const narrowedByPath = new Map<string, RouteMap>();
    // The app's routing settings, as the validator reads them; fixed once the app serves (read once).
    let routing: { sensitive: boolean; strict: boolean } | undefined;
    const narrow = (path: string): RouteMap => {
      let narrowed = narrowedByPath.get(path);
      if (!narrowed) {
        narrowed = {};
        for (const [expressRoute, methods] of routes) {
          if (patterns.pathToRegexp(expressRoute, routing).regexp.exec(path)) {
            narrowed = { [expressRoute]: methods };
            break;
          }
        }
        if (narrowedByPath.size >= MAX_LOOKUPS) narrowedByPath.clear();
        narrowedByPath.set(path, narrowed);
      }
      return narrowed;
    };
    return (req, res, next) => {
      routing ??= { sensitive: req.app.enabled("case sensitive routing"), strict: req.app.enabled("strict routing") };
      const url = context.useRequestUrl ? req.url : req.originalUrl;
      const query = url.indexOf("?");
      current = narrow(query < 0 ? url : url.slice(0, query));
      try {
        inner(req, res, next);
      } finally {
        current = full;
      }
    };
  };
  mod[LOOKUP_MEMOIZED] = true;
};
