import type { Request, RequestHandler } from "express";
import type { RepresentationCache } from "./representation-cache.ts";
import { sendRepresentation } from "./representation-cache.ts";

declare global {
  namespace Express {
    interface Request {
      /** The contract route the request matched (set by a cache fast path or the contract validator), for metrics. */
      routeTemplate?: string;
    }
  }
}

/**
 * Answers a GET whose exact URL (path and query) has a fresh cached representation before contract
 * validation, like a reverse-proxy cache in front of the stack: that URL was validated when the
 * representation was first rendered, so validating the identical request again only costs time.
 * Everything mounted before this (request id, logging, security headers, CORS, metrics) still runs,
 * and so does rate limiting, which the caller passes in as `limit`.
 */
export const cachedFastPath = (options: {
  cache: RepresentationCache;
  cacheControl: string;
  limit: RequestHandler;
}): RequestHandler => {
  const { cache, cacheControl, limit } = options;
  return (req: Request, res, next) => {
    if (req.method !== "GET") return next();
    const hit = cache.peek(req.url);
    if (!hit) return next();
    req.routeTemplate = hit.route;
    limit(req, res, (err?: unknown) => {
      if (err) return next(err);
      sendRepresentation(req, res, hit.representation, { cacheControl, rendered: false });
    });
  };
};
