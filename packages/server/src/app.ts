import type { RequestListener } from "node:http";
import express, { type Express, type RequestHandler } from "express";
import type { AppContext } from "./context.ts";
import { databaseProblem } from "./db/problems.ts";
import type { ContractOperation } from "./http/contract/operation.ts";
import { socketEdge } from "./http/edge.ts";
import { errorHandler, notFoundHandler } from "./http/errors.ts";
import { operationBodyReader } from "./http/json-body.ts";
import type { OpenApiDocument } from "./http/openapi.ts";
import { pathAliasRewrite } from "./http/path-alias.ts";
import { compiledOperations, composeLayers, perOperation } from "./http/pipeline.ts";
import { clientIpOf, type LimitStore, rateLimiter } from "./http/rate-limit.ts";
import { requestId } from "./http/request-id.ts";
import { corsHeaders, securityHeaders } from "./http/response-headers.ts";
import { secretPrefixOf } from "./http/secret-paths.ts";
import { contractRouter, contractRouting, operationValidator, routedTo, secretPrefixesOf } from "./http/validator.ts";
import { requestLog } from "./observability/request-log.ts";
import type { AssembledModules } from "./platform/assemble.ts";
import { operationResponder } from "./platform/operations.ts";

/** The step of an operation no served module binds: on to the routes after the contract's (a 404). */
const passOn: RequestHandler = (_req, _res, next) => next();

/**
 * Paths the modules serve as pages outside the contract's validation (their `pagePrefixes`): a prefix
 * alone or followed by `/`. A page's own API prefix is rewritten (pathAliases) before this applies.
 */
const pagePathsOf = (prefixes: readonly string[]): RegExp =>
  prefixes.length === 0
    ? /(?!)/
    : new RegExp(`^(${prefixes.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(/|$)`);

export type AppOptions = {
  /** Request validation against the contract; on unless a benchmark measures its cost. */
  validateRequests?: boolean;
  /**
   * Fresh cached GETs answered at the socket's edge, ahead of Express (src/http/edge.ts); on unless a
   * test compares the edge's answers with Express's.
   */
  edge?: boolean;
  /**
   * Served operations answered by the list of steps composed for each at start (src/http/pipeline.ts)
   * rather than by Express's router; on unless a test compares the two.
   */
  pipeline?: boolean;
};

export type AppParts = AppOptions & {
  /** The served modules, instantiated and bound to the contract (startServer assembles them). */
  modules: AssembledModules;
  /** The instance's rate-limit stores (startServer opens them and flushes them on close). */
  rateLimits: { store: LimitStore; exact: LimitStore };
};

/**
 * The Express app, and the listener node:http serves: the socket's edge (src/http/edge.ts), which answers
 * fresh cached public GETs itself and hands every other request to the app.
 */
export const createApp = (
  ctx: AppContext,
  contract: OpenApiDocument,
  options: AppParts,
): { app: Express; listener: RequestListener } => {
  const { modules } = options;
  const { config } = ctx;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.rateLimit.trustProxy);
  // The simple parser yields only strings and arrays of strings (repeated keys); the extended one would
  // build objects from `a[b]=1`, a syntax no parameter in the contract uses (such keys are unknown: 400).
  app.set("query parser", "simple");
  app.set("etag", false);

  // Before anything reads the path: `<prefix><path>` of a module's alias is served as `<path>`.
  app.use(pathAliasRewrite(modules.pathAliases));
  // First, so request durations include every middleware.
  const { metrics } = ctx;
  // HEAD is GET without a body (RFC 9110 §9.3.2). Node fixed "no body" when it created the response, so
  // from here on the request is handled, validated and answered as the GET it mirrors.
  const headAsGet: RequestHandler = (req, _res, next) => {
    if (req.method === "HEAD") req.method = "GET";
    next();
  };
  // The request log also marks, before anything can answer (a CORS preflight, a 404), a path that names a
  // capability link's route (the contract's x-secret-path, the modules' secretPaths): it is logged and
  // answered without its secret.
  const router = contractRouter(contract);
  const log = requestLog(ctx.logger, [
    ...secretPrefixesOf(router),
    ...modules.secretPaths.map(secretPrefixOf).filter((prefix) => prefix.length > 0),
  ]);
  // Security headers for a JSON API (OWASP REST Security): a CSP that loads nothing and forbids
  // framing, HSTS, nosniff, no referrer, same-origin resource policy, X-Frame-Options for old
  // browsers. Helmet's browser-document headers (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control,
  // X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection) do nothing for JSON and
  // cost every response their bytes; the docs page sets its own policy. Helmet runs once, at start-up:
  // these headers are the same on every response (src/http/response-headers.ts).
  const security = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { "default-src": ["'none'"], "frame-ancestors": ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xFrameOptions: { action: "deny" },
  });
  // As the `cors` package answers (it still answers preflights), without its per-request option merging.
  const cors = corsHeaders({
    origin: config.corsOrigins,
    exposedHeaders: [
      "X-Request-Id",
      "X-RateLimit-Limit",
      "X-RateLimit-Remaining",
      "X-RateLimit-Reset",
      "Retry-After",
      "ETag",
      "Location",
      "Content-Disposition",
      "Idempotent-Replayed",
      "WWW-Authenticate",
    ],
    maxAge: 600,
  });
  // Every request's first steps, in order (the request log also marks a capability link's path on entry).
  const prelude = [metrics.middleware, requestId, headAsGet, log.middleware, security.middleware, cors.middleware];
  for (const step of prelude) app.use(step);
  const rateLimits = rateLimiter({
    config: config.rateLimit,
    store: options.rateLimits.store,
    exact: options.rateLimits.exact,
    logger: ctx.logger,
    metrics: ctx.metrics,
    clientIp: clientIpOf(app),
  });

  // Each operation's steps, made once per operation (src/http/pipeline.ts): its body reader under its own
  // limit (x-body-limit; only where the contract declares a body: 404 and 405 are answered without reading
  // anything), a module's check ahead of validation where it has one (a partner webhook's signature is
  // checked before the contract looks at its body), and the validator's branch for its authentication.
  const bodyOf = operationBodyReader({ maxLimit: config.bodyLimitBytes });
  const validatorOf = operationValidator({
    validateRequests: options.validateRequests ?? true,
    validateResponses: config.env !== "production",
    // A contract Ajv cannot compile stops a production server at start-up, not on some later request;
    // what it serves is still compiled on first use, so it keeps only the checks it needs.
    checkEveryOperation: config.env === "production" ? contract : undefined,
    authenticateBearer: modules.authenticateBearer,
  });
  const admitOf = (operation: ContractOperation): RequestHandler[] => [
    bodyOf(operation),
    ...modules.beforeValidation.flatMap((stepsOf) => stepsOf(operation) ?? []),
    validatorOf(operation),
  ];
  // Every contract operation a module serves, dispatched by operationId (src/platform/operations.ts).
  const responderOf = operationResponder(modules.operations, { checkResponses: config.env !== "production" });
  const ignorePaths = pagePathsOf(modules.pagePrefixes);
  app.use(contractRouting({ router, ignorePaths }));
  app.use(perOperation((operation) => composeLayers(admitOf(operation))));
  // After the validator: it has authenticated the caller (req.user), so authenticated calls count per user.
  app.use(rateLimits.middleware);
  app.use(rateLimits.afterError);
  app.use(
    perOperation((operation) => {
      const layers = responderOf(operation);
      return layers === undefined ? passOn : composeLayers(layers);
    }),
  );
  // Routes outside the contract (the human docs), after every operation.
  for (const routes of modules.extraRoutes) app.use(routes);
  const problems = errorHandler({
    exposeResponseValidation: config.env !== "production",
    // Problems are checked against their operation's documented codes as JSON answers are (above).
    checkProblems: config.env !== "production",
    classify: databaseProblem,
  });
  app.use(notFoundHandler);
  app.use(problems);

  // A served operation's request runs the list made for it from the same steps, without Express's router.
  const operations =
    options.pipeline === false
      ? app
      : compiledOperations({
          app,
          router,
          ignorePaths,
          pathAliases: modules.pathAliases,
          prelude,
          routedTo,
          layersOf: (operation) => {
            const responder = responderOf(operation);
            if (responder === undefined) return undefined;
            return [...admitOf(operation), rateLimits.middleware, rateLimits.afterError, ...responder];
          },
          fallthrough: [...modules.extraRoutes, notFoundHandler, problems],
        });

  // Fresh cached public representations (the hub's catalog, the modules' fixed lists: their cachedGets)
  // are answered ahead of all of the above, with what the steps above would have added: request id,
  // security and CORS headers, the per-IP rate limit, the duration metric and the log line.
  if (options.edge === false) return { app, listener: operations };
  const listener = socketEdge(
    {
      caches: modules.cachedGets,
      pathAliases: modules.pathAliases,
      securityHeaders: security.headers,
      corsHeaders: cors.forOrigin,
      countPerIp: rateLimits.countPerIp,
      onClose: [metrics.observeRequest, log.writeLine],
      redactedPath: log.redactedPath,
    },
    operations,
  );
  return { app, listener };
};
