import type { Request, RequestHandler, Response } from "express";
import { authenticate, type BearerAuthenticator, checkScope } from "./auth.ts";
import { ContractOperation, type RequestParts } from "./contract/operation.ts";
import { ContractRouter } from "./contract/router.ts";
import { schemaCompilers } from "./contract/schemas.ts";
import { cookiesByName } from "./cookies.ts";
import { needsScreening, screenJson } from "./json-screen.ts";
import type { OpenApiDocument } from "./openapi.ts";
import { perOperation } from "./pipeline.ts";
import { badRequest, fieldsInvalid, HttpProblem, methodNotAllowed, notFound, unauthorized } from "./problem.ts";
import { redactedSecretPath, secretPrefixOf } from "./secret-paths.ts";

declare global {
  namespace Express {
    interface Request {
      /** The contract operation this request matched (set before authentication and validation). */
      operation?: ContractOperation;
      /** Set when authentication failed for a reason that is not the caller's (e.g. the database). */
      authError?: unknown;
      /** The matched operation's path parameters, decoded (set with `operation`). */
      contractParams?: Record<string, string>;
      /**
       * The matched operation's path template (set with `operation`, or by the socket's edge for a cached
       * answer: http/edge.ts): the `route` label of the request's duration metric.
       */
      routeTemplate?: string;
      /**
       * Set when the path matched a route whose path carries a secret (`x-secret-path`), whatever the
       * method: logs and problem bodies show this template instead of the path.
       */
      secretPathTemplate?: string;
    }
  }
}

const EMPTY: Record<string, string> = Object.freeze({}) as Record<string, string>;

/** Express 5 re-parses `req.query` on every read; pin the parsed (and then validated) object instead. */
const pinQuery = (req: Request): Record<string, unknown> => {
  const query = { ...(req.query as Record<string, unknown>) };
  Object.defineProperty(req, "query", { value: query, writable: true, enumerable: true, configurable: true });
  return query;
};

const hasBody = (req: Request): boolean =>
  req.headers["transfer-encoding"] !== undefined ||
  (req.headers["content-length"] !== undefined && req.headers["content-length"] !== "0");

/** The contract's operations, routed, each with its checks (compiled on first use). */
export const contractRouter = (contract: OpenApiDocument): ContractRouter<ContractOperation> => {
  const compilers = schemaCompilers(contract);
  return new ContractRouter(
    contract,
    (template, method, op) => new ContractOperation(contract, compilers, template, method, op),
  );
};

/** Whether any operation of a route holds a secret in its path (`x-secret-path`): decided once per route. */
const secretRoutes = new WeakMap<object, boolean>();
const secretPathOf = (route: { operations: Map<string, ContractOperation> }): boolean => {
  let secret = secretRoutes.get(route);
  if (secret === undefined) {
    secret = [...route.operations.values()].some((operation) => operation.secretPath);
    secretRoutes.set(route, secret);
  }
  return secret;
};

/**
 * The concrete start of every route whose path carries a secret (`/api/contracts/view` of
 * `/api/contracts/view/{token}`), as `redactedSecretPath` looks for it.
 */
export const secretPrefixesOf = (router: ContractRouter<ContractOperation>): string[] =>
  router.routes
    .filter((route) => secretPathOf(route) && route.template.includes("{"))
    .map((route) => secretPrefixOf(route.template))
    .filter((prefix) => prefix.length > 0);

/**
 * Routing, the first step of contract checking: the request's operation is found before anything reads
 * the body, so the body is read under the operation's own limit (`x-body-limit`) and only where the
 * contract declares one. An unknown path is 404 and a method the path lacks is 405 with `Allow`. Paths
 * matching `ignorePaths` (the human docs) are left to their own routes.
 *
 * The contract's paths are a segment tree: the per-request cost is a few map lookups.
 */
export const contractRouting = (options: {
  router: ContractRouter<ContractOperation>;
  ignorePaths: RegExp;
}): RequestHandler => {
  const { router } = options;
  const secretPrefixes = secretPrefixesOf(router);
  /**
   * A path that matched no route but names a secret route's prefix (a capability link with a segment
   * too many, broken percent-encoding, or under another prefix): its log line and problem show the
   * path up to the prefix only (secret-paths.ts).
   */
  const shownPath = (req: Request, path: string): string => {
    // Already marked on entry by the request log (app.ts); computed here only without it (unit tests).
    if (req.secretPathTemplate !== undefined) return req.secretPathTemplate;
    const redacted = redactedSecretPath(secretPrefixes, path);
    if (redacted === undefined) return path;
    req.secretPathTemplate = redacted;
    return redacted;
  };
  return (req, _res, next) => {
    // The path Express routes on (parsed once per request and shared), so the operation checked here is
    // the one whose handler runs, whatever a URL holds (`#`, `\\`).
    const path = req.path;
    if (options.ignorePaths.test(path)) {
      // Not the contract's (the playground, the hosted pages), but a link pasted under such a prefix
      // still names its token: the 404 it gets is logged without it.
      shownPath(req, path);
      return next();
    }
    let matched: ReturnType<typeof router.match>;
    try {
      matched = router.match(path);
    } catch {
      shownPath(req, path);
      return next(badRequest("The request path is not valid percent-encoding."));
    }
    if (!matched) return next(notFound(`No route ${req.method} ${shownPath(req, path)}`));
    if (secretPathOf(matched.route)) req.secretPathTemplate = matched.route.template;
    const operation = matched.route.operations.get(req.method);
    if (!operation) {
      return next(
        methodNotAllowed(`${req.method} is not allowed on ${matched.route.template}.`, {
          headers: { Allow: matched.route.allow },
        }),
      );
    }
    req.contractParams = matched.params;
    markRouted(req, operation);
    next();
  };
};

const markRouted = (req: Request, operation: ContractOperation): void => {
  req.operation = operation;
  req.routeTemplate = operation.template;
};

/**
 * The routing step of a request already matched to `operation` (its path parameters set), as
 * contractRouting marks it: for a compiled pipeline (pipeline.ts), which routes before its steps run.
 */
export const routedTo = (
  route: { template: string; operations: Map<string, ContractOperation> },
  operation: ContractOperation,
): RequestHandler => {
  const secretTemplate = secretPathOf(route) ? route.template : undefined;
  return secretTemplate === undefined
    ? (req, _res, next) => {
        markRouted(req, operation);
        next();
      }
    : (req, _res, next) => {
        req.secretPathTemplate = secretTemplate;
        markRouted(req, operation);
        next();
      };
};

/**
 * Every routed request is checked against its contract operation, in the order a client can act on: a
 * missing or bad bearer token is 401 (before the body is looked at), then parameters and body are
 * checked and coerced, and what is wrong is listed in one 400. In development and test, JSON responses
 * are checked too (`validateResponses`), so a test that passes proves the response matches the contract.
 *
 * Each operation's schemas compile once, on first use: the per-request cost is the compiled checks the
 * request actually needs.
 */
export type ValidatorOptions = {
  validateRequests: boolean;
  validateResponses: boolean;
  /** Resolves bearer tokens to users (the auth module's, wired in by app.ts). */
  authenticateBearer: BearerAuthenticator;
  /**
   * Check now, at start-up, that every operation of this contract compiles (production), with compilers of
   * the check's own that are then let go: the router's checks still compile on first use. Compiled and kept,
   * every operation's checks (responses included, which production never checks) held about 49 MB of an
   * idle server's memory (bench/README.md, memory).
   */
  checkEveryOperation?: OpenApiDocument;
};

/**
 * The validator step of one operation (see above), its authentication branch decided when it is made.
 */
export const operationValidator = (options: ValidatorOptions): ((operation: ContractOperation) => RequestHandler) => {
  if (options.checkEveryOperation) {
    const probe = contractRouter(options.checkEveryOperation);
    for (const route of probe.routes) for (const operation of route.operations.values()) operation.compileAll();
  }

  const checkRequest = (req: Request, operation: ContractOperation, params: Record<string, string>): void => {
    // Without a query string there is nothing to parse, but declared parameters still get their defaults.
    const hasQuery = req.url.includes("?");
    const query = hasQuery || operation.hasQueryParameters ? pinQuery(req) : {};
    if (hasQuery) operation.prepareQuery(query);
    const parts: RequestParts = {
      path: params,
      query,
      header: req.headers,
      cookie: operation.hasCookieParameters ? cookiesByName(req.headers.cookie) : EMPTY,
    };
    operation.checkParameters(parts);
    if (!operation.hasRequestBody) return;
    // A form's fields were percent-decoded, so its raw bytes say nothing: its (few) fields are screened always.
    const screen = req.rawBody === undefined ? operation.acceptsForm : needsScreening(req.rawBody);
    if (req.body !== undefined && screen) {
      const unusable = screenJson(req.body);
      if (unusable) throw fieldsInvalid([unusable]);
    }
    operation.checkBody(req.headers["content-type"], req.body, hasBody(req));
  };

  /** Outside production: a JSON response that breaks the contract goes to the error handler instead. */
  const checkResponses = (res: Response, operation: ContractOperation, next: (err: unknown) => void) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const mismatch = operation.checkResponse(res.statusCode, res.get("content-type"), body);
      if (!mismatch) return json(body);
      next(mismatch);
      return res;
    };
  };

  const check = (req: Request, res: Response, next: (err?: unknown) => void, operation: ContractOperation) => {
    try {
      if (options.validateRequests) checkRequest(req, operation, req.contractParams ?? EMPTY);
    } catch (err) {
      return next(err);
    }
    if (options.validateResponses) checkResponses(res, operation, next);
    next();
  };

  /**
   * An API key sent in the operation's key header (ContractOperation.headerKey) in place of a bearer
   * token: the same authentication, but only an API key is taken there, and any refusal is the 401 the
   * scheme names.
   */
  const keyFromHeader = async (req: Request, key: { header: string; problem: string }) => {
    const refused = () =>
      unauthorized(`\`${key.header}\` must hold a live API key with this operation's scope.`, { type: key.problem });
    let user: Awaited<ReturnType<BearerAuthenticator>>;
    try {
      user = await options.authenticateBearer(req.get(key.header) ?? "");
    } catch (err) {
      if (err instanceof HttpProblem && err.status === 401) throw refused();
      throw err;
    }
    if (user.apiKey === undefined) throw refused();
    return user;
  };

  const authenticateThenCheck = async (
    req: Request,
    res: Response,
    next: (err?: unknown) => void,
    operation: ContractOperation,
    fromHeader?: { header: string; problem: string },
  ) => {
    try {
      req.user = fromHeader
        ? await keyFromHeader(req, fromHeader)
        : await authenticate(req, options.authenticateBearer);
      checkScope(req.user, operation.scope);
    } catch (err) {
      // A database failure while authenticating is ours, not the caller's: the error handler turns a
      // recorded authError into 503.
      if (!(err instanceof HttpProblem)) req.authError = err;
      return next(err);
    }
    check(req, res, next, operation);
  };

  // Decided per operation, once: asynchronous only when there is a token to resolve, so a request without
  // one is checked at once, without a promise for Express to wait on.
  return (operation) => {
    const headerKey = operation.headerKey;
    if (operation.requiresBearer) return (req, res, next) => authenticateThenCheck(req, res, next, operation);
    if (!operation.acceptsBearer && headerKey === undefined)
      return (req, res, next) => check(req, res, next, operation);
    return (req, res, next) => {
      if (operation.acceptsBearer && req.headers.authorization !== undefined) {
        return authenticateThenCheck(req, res, next, operation);
      }
      if (headerKey !== undefined && req.get(headerKey.header) !== undefined) {
        return authenticateThenCheck(req, res, next, operation, headerKey);
      }
      check(req, res, next, operation);
    };
  };
};

/** The validator as one Express middleware for every routed request (operationValidator's step for its operation). */
export const contractValidator = (options: ValidatorOptions): RequestHandler =>
  perOperation(operationValidator(options));
