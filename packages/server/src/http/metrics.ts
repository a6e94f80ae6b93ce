import type { Request, RequestHandler } from "express";
import { collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { type OnResponseClose, whenResponseCloses } from "./request-timing.ts";

/**
 * Prometheus metrics for one app instance: default process metrics plus
 * `http_request_duration_seconds{method, route, status}`. Each app gets its own registry (never the
 * global one), so several servers in one process (tests) do not collide.
 *
 * `route` is the contract's path template (`/api/hub/catalog/{id}`), never the raw URL, so ids cannot
 * blow up the label cardinality; requests no contract route matched are labelled `unmatched`.
 */
export type HttpMetrics = {
  registry: Registry;
  /** Mount first: it times everything after it. */
  middleware: RequestHandler;
};

export const UNMATCHED_ROUTE = "unmatched";

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The contract route: as recorded by a cache fast path or the contract validator, else an Express route
 * (paths outside the contract).
 */
const routeOf = (req: Request): string => {
  if (req.routeTemplate) return req.routeTemplate;
  const path = req.route?.path;
  if (typeof path === "string") return `${req.baseUrl}${path}`.replace(/:(\w+)/g, "{$1}");
  return UNMATCHED_ROUTE;
};

export const createHttpMetrics = (): HttpMetrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to finishing its response, by method, contract route and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  // Label-bound children, so the hot path is one Map lookup rather than prom-client's label hashing.
  // Bounded: methods x contract routes x status codes.
  const children = new Map<string, { observe(value: number): void }>();

  const observe: OnResponseClose = (res, ms) => {
    const req = res.req;
    const route = routeOf(req);
    const status = String(res.statusCode);
    const key = `${req.method} ${status} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = duration.labels(req.method, route, status);
      children.set(key, child);
    }
    child.observe(ms / 1000);
  };
  const middleware: RequestHandler = (_req, res, next) => {
    whenResponseCloses(res, observe);
    next();
  };

  return { registry, middleware };
};
