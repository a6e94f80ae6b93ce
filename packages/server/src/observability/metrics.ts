import type { Request, RequestHandler } from "express";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { HttpProblem } from "../http/problem.ts";
import { BoundHistogram } from "./bound-histogram.ts";
import { type OnResponseClose, whenResponseCloses } from "./request-timing.ts";

/**
 * Prometheus metrics for one app instance: default process metrics,
 * `http_request_duration_seconds{method, route, status}`, and the business metrics the core and each
 * module register through `counter` and `histogram` (docs/operations.md lists them all). Each app
 * gets its own registry (never the global one), so several servers in one process (tests) do not
 * collide.
 *
 * `route` is the contract's path template (`/api/hub/catalog/{id}`), never the raw URL, so ids cannot
 * blow up the label cardinality; requests no contract route matched are labelled `unmatched`.
 */
export type HttpMetrics = MetricsRegistry & {
  registry: Registry;
  /** Mount first: it times everything after it. */
  middleware: RequestHandler;
  /**
   * What the middleware registers for the response's `close` (request-timing.ts): one observation of
   * `http_request_duration_seconds`. The socket's edge (http/edge.ts), which answers some requests ahead
   * of Express, registers it too.
   */
  observeRequest: OnResponseClose;
};

/**
 * Where the core and the modules register business metrics (`ctx.metrics`): every name starts with
 * `trustplane_` and is snake_case, a counter's ends in `_total`, a unit is spelled in the name
 * (`_seconds`, `_minor_units`). Labels take a small, fixed set of values (an outcome, a partner, a
 * limiter's bucket): never an id, an email or anything a caller chooses.
 *
 * Registering a name again returns the metric already registered (with the same labels), so a step
 * that is built once per operation (idempotency) shares one counter.
 */
export type MetricsRegistry = {
  counter<L extends string = never>(spec: MetricSpec<L>): BusinessCounter<L>;
  /** A histogram without labels (an observation is then prom-client's own, no label hashing). */
  histogram(spec: Omit<MetricSpec<never>, "labelNames"> & { buckets: readonly number[] }): BusinessHistogram;
};

export type MetricSpec<L extends string> = { name: string; help: string; labelNames?: readonly L[] };

/** One series of a counter, bound to its label values once: `inc` is one addition. */
export type CounterChild = { inc(by?: number): void };

export type BusinessCounter<L extends string> = {
  /**
   * The series for these label values, made (and exported at 0) on first use and remembered: bind the
   * series a hot path uses when the module is created, not per request.
   */
  bind(labels: Record<L, string>): CounterChild;
};

export type BusinessHistogram = { observe(value: number): void };

const NAME = /^trustplane_[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/**
 * A series of a bound counter. Increments add to a plain number; the registry reads and resets it when
 * scraped (prom-client's own `inc` would hash the label set on every call).
 */
class BoundSeries implements CounterChild {
  pending = 0;
  readonly labels: Record<string, string>;
  constructor(labels: Record<string, string>) {
    this.labels = labels;
  }
  inc(by = 1): void {
    this.pending += by;
  }
}

const sameLabels = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i]);

const createMetricsRegistry = (registry: Registry): MetricsRegistry => {
  const counters = new Map<string, { labelNames: readonly string[]; counter: BusinessCounter<string> }>();
  const histograms = new Map<string, BusinessHistogram>();
  const checkName = (name: string, counter: boolean) => {
    if (!NAME.test(name)) throw new Error(`metric ${name}: names are trustplane_ followed by snake_case`);
    if (counter !== name.endsWith("_total")) {
      throw new Error(`metric ${name}: ${counter ? "a counter's name ends" : "only a counter's name ends"} in _total`);
    }
  };

  const counter = <L extends string>(spec: MetricSpec<L>): BusinessCounter<L> => {
    const labelNames: readonly string[] = spec.labelNames ?? [];
    const known = counters.get(spec.name);
    if (known) {
      if (!sameLabels(known.labelNames, labelNames))
        throw new Error(`metric ${spec.name}: registered with other labels`);
      return known.counter as BusinessCounter<L>;
    }
    checkName(spec.name, true);
    const series = new Map<string, BoundSeries>();
    const metric = new Counter({
      name: spec.name,
      help: spec.help,
      labelNames,
      registers: [registry],
      collect() {
        for (const s of series.values()) {
          if (s.pending === 0) continue;
          const by = s.pending;
          s.pending = 0;
          this.inc(s.labels, by);
        }
      },
    });
    const made: BusinessCounter<L> = {
      bind: (labels) => {
        const values = labelNames.map((name) => {
          const value = (labels as Record<string, string>)[name];
          if (typeof value !== "string") throw new Error(`metric ${spec.name}: no value for label ${name}`);
          return value;
        });
        if (Object.keys(labels).length !== labelNames.length) {
          throw new Error(`metric ${spec.name}: labels are ${labelNames.join(", ") || "none"}`);
        }
        const key = values.join("\u0000");
        let bound = series.get(key);
        if (!bound) {
          const own = Object.fromEntries(labelNames.map((name, i) => [name, values[i]!]));
          bound = new BoundSeries(own);
          series.set(key, bound);
          // Exported from now on, at 0 until something happens: rate() has a start, dashboards a line.
          metric.inc(own, 0);
        }
        return bound;
      },
    };
    counters.set(spec.name, { labelNames, counter: made as BusinessCounter<string> });
    return made;
  };

  const histogram: MetricsRegistry["histogram"] = (spec) => {
    const known = histograms.get(spec.name);
    if (known) return known;
    checkName(spec.name, false);
    const metric = new Histogram({
      name: spec.name,
      help: spec.help,
      buckets: [...spec.buckets],
      registers: [registry],
    });
    const made: BusinessHistogram = { observe: (value) => metric.observe(value) };
    histograms.set(spec.name, made);
    return made;
  };

  return { counter, histogram };
};

export const UNMATCHED_ROUTE = "unmatched";

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The contract route: as recorded by the contract validator (or the socket's edge, for a cached answer), else an Express route
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
  const business = createMetricsRegistry(registry);
  collectDefaultMetrics({ register: registry });
  const duration = new BoundHistogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to finishing its response, by method, contract route and status.",
    buckets: BUCKETS,
    registers: [registry],
  });
  // Bounded: methods x contract routes x status codes. A series is found by one Map lookup and observed
  // without prom-client's per-call label hashing (bound-histogram.ts).
  const observeRequest: OnResponseClose = (res, ms) => {
    const req = res.req;
    const route = routeOf(req);
    const status = String(res.statusCode);
    const method = req.method;
    duration.series(`${method} ${status} ${route}`, () => ({ method, route, status })).observe(ms / 1000);
  };
  const middleware: RequestHandler = (_req, res, next) => {
    whenResponseCloses(res, observeRequest);
    next();
  };

  return { registry, middleware, observeRequest, ...business };
};

/**
 * The outcome label of a request that failed: its problem type in snake_case when `known` lists it
 * (`insufficient-funds` → `insufficient_funds`), `refused` for any other client error, `error` for the
 * rest (a 5xx, an unexpected exception). The label values stay the fixed set a module binds up front.
 */
export const failureOutcome = <K extends string>(err: unknown, known: readonly K[]): K | "refused" | "error" => {
  if (!(err instanceof HttpProblem) || err.status >= 500) return "error";
  const slug = err.type.replaceAll("-", "_");
  return (known as readonly string[]).includes(slug) ? (slug as K) : "refused";
};
