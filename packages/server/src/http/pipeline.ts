import type { RequestListener } from "node:http";
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from "express";
import type { ContractOperation } from "./contract/operation.ts";
import type { ContractRouter } from "./contract/router.ts";
import { aliasedUrl, type PathAlias } from "./path-alias.ts";

type ContractRoute = ContractRouter<ContractOperation>["routes"][number];

/**
 * One step of a request's handling, as Express mounts it: a middleware that goes on with `next()`, or
 * an error handler (four parameters) that only an error reaches, as in Express's router.
 */
export type Layer = RequestHandler | ErrorRequestHandler;

/** Layers made ready to run: which of them handle errors is read once (a function's `length`), not per request. */
export type Chain = { readonly layers: readonly Layer[]; readonly handlesError: readonly boolean[] };

export const chainOf = (layers: readonly Layer[]): Chain => ({
  layers,
  handlesError: layers.map((layer) => layer.length === 4),
});

/**
 * Runs a chain with Express's router's rules, without its per-layer path matching: each step goes on by
 * calling `next`; an error (passed to next, thrown, or a rejected promise) skips to the next error
 * handler, and an error handler's `next()` goes back to the steps after it. `done` gets what leaves the
 * last layer.
 */
export const runChain = (chain: Chain, req: Request, res: Response, done: (err?: unknown) => void): void => {
  const { layers, handlesError } = chain;
  let index = 0;
  const next = (err?: unknown): void => {
    // Express's `next("route")` and `next("router")` only leave a route or a router, which none of these are.
    let error = err === "route" || err === "router" ? undefined : err;
    for (;;) {
      const at = index++;
      if (at === layers.length) {
        done(error);
        return;
      }
      const errorStep = handlesError[at];
      if ((error !== undefined && error !== null) !== errorStep) continue;
      try {
        const result = (
          errorStep
            ? (layers[at] as ErrorRequestHandler)(error, req, res, next)
            : (layers[at] as RequestHandler)(req, res, next)
        ) as unknown;
        if (result instanceof Promise) result.catch((caught: unknown) => next(caught ?? new Error("Rejected promise")));
      } catch (caught) {
        error = caught;
        continue;
      }
      return;
    }
  };
  next();
};

/** `layers` (no error handlers among them) as one Express middleware; a single step is itself. */
export const composeLayers = (layers: readonly RequestHandler[]): RequestHandler => {
  if (layers.length === 1) return layers[0]!;
  const chain = chainOf(layers);
  return (req, res, next) => runChain(chain, req, res, next);
};

/** Steps made for each operation the first time one of its requests comes. */
export const perOperation = (stepOf: (operation: ContractOperation) => RequestHandler): RequestHandler => {
  const steps = new Map<ContractOperation, RequestHandler>();
  return (req, res, next) => {
    const operation = req.operation;
    if (!operation) return next();
    let step = steps.get(operation);
    if (step === undefined) {
      step = stepOf(operation);
      steps.set(operation, step);
    }
    return step(req, res, next);
  };
};

export type CompiledOperationParts = {
  /** The Express app: what the pipeline does not answer is its, and its request and response prototypes serve both. */
  app: Express;
  router: ContractRouter<ContractOperation>;
  /** Paths left to Express whatever they hold (the modules' pages). */
  ignorePaths: RegExp;
  pathAliases: readonly PathAlias[];
  /** The steps every request takes before its operation, as the Express app mounts them, in order. */
  prelude: readonly Layer[];
  /**
   * The routing step of a route's operation, as contractRouting marks a request that matched it
   * (validator.ts); the path parameters are already on the request.
   */
  routedTo: (route: ContractRoute, operation: ContractOperation) => RequestHandler;
  /**
   * An operation's own layers, from reading its body to its answer and the error handlers among and after
   * them, as the Express app would run them for it; undefined leaves the operation to Express.
   */
  layersOf: (operation: ContractOperation) => readonly Layer[] | undefined;
  /** What the Express app mounts after every operation (its 404, its error handler). */
  fallthrough: readonly Layer[];
};

/**
 * Each contract operation's handling composed once, at start-up (Fastify's lesson): node:http's listener
 * finds the operation with the contract's router and runs the list of steps made for it, the shared ones
 * (request id, metric, log, security and CORS headers) and exactly the operation's own (its body reader
 * and limit, the partner signature check only where the contract names a partner, its authentication
 * branch, its validator, its rate limit, its idempotency, its handler), instead of Express's router
 * matching every mounted middleware's path and each middleware asking per request whether it applies.
 *
 * Every step is the function the Express app mounts, so the answer is Express's, header for header
 * (test/platform/compiled-pipeline.test.ts compares them). Express stays the container for everything
 * else, which goes to it untouched: a path that is no operation's (404, 405 with Allow, an OPTIONS
 * preflight, a malformed path, the pages), an aliased path, an operation no module serves.
 */
export const compiledOperations = (parts: CompiledOperationParts): RequestListener => {
  const { app, router, ignorePaths, pathAliases, fallthrough } = parts;
  const request = app.request;
  const response = app.response;
  const poweredBy = app.enabled("x-powered-by");
  const compiled = new Map<ContractOperation, Chain>();
  for (const route of router.routes) {
    for (const operation of route.operations.values()) {
      const own = parts.layersOf(operation);
      if (own === undefined) continue;
      compiled.set(operation, chainOf([...parts.prelude, parts.routedTo(route, operation), ...own, ...fallthrough]));
    }
  }

  return (req, res) => {
    const url = req.url;
    if (url === undefined || (pathAliases.length > 0 && aliasedUrl(pathAliases, url) !== undefined)) {
      return app(req, res);
    }
    // What Express's app.handle does before its router: the same prototypes give every step the same
    // `req.path`, `req.ip`, `res.json`.
    const ereq = req as Request;
    const eres = res as Response;
    eres.req = ereq;
    ereq.res = eres;
    Object.setPrototypeOf(req, request);
    Object.setPrototypeOf(res, response);
    if (!eres.locals) eres.locals = Object.create(null) as Response["locals"];
    const path = ereq.path;
    if (ignorePaths.test(path)) return app(req, res);
    let matched: ReturnType<typeof router.match>;
    try {
      matched = router.match(path);
    } catch {
      return app(req, res);
    }
    if (!matched) return app(req, res);
    const method = req.method === "HEAD" ? "GET" : req.method;
    const operation = method === undefined ? undefined : matched.route.operations.get(method);
    const chain = operation === undefined ? undefined : compiled.get(operation);
    if (chain === undefined) return app(req, res);
    if (poweredBy) res.setHeader("X-Powered-By", "Express");
    // What Express's router sets for the middleware it runs (mounted at `/`).
    ereq.originalUrl = url;
    ereq.baseUrl = "";
    ereq.params = {};
    ereq.contractParams = matched.params;
    runChain(chain, ereq, eres, (err) => unanswered(eres, err));
  };
};

/**
 * What Express's final handler would do with what no layer answered: never reached (the fallthrough
 * answers every request and every error), so a response left unanswered is only closed.
 */
const unanswered = (res: Response, err: unknown): void => {
  if (res.headersSent) {
    res.destroy(err instanceof Error ? err : undefined);
    return;
  }
  res.statusCode = err !== undefined && err !== null ? 500 : 404;
  res.end();
};
