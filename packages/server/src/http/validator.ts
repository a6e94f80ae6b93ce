import type { Request, RequestHandler, Response } from "express";
import type { LiveUsers } from "../modules/auth/live-users.ts";
import { authenticate } from "./auth.ts";
import { ContractOperation, type RequestParts } from "./contract/operation.ts";
import { ContractRouter } from "./contract/router.ts";
import { fieldErrors, schemaCompilers } from "./contract/schemas.ts";
import type { OpenApiDocument } from "./openapi.ts";
import { badRequest, HttpProblem, methodNotAllowed, notFound, type ProblemFieldError } from "./problem.ts";

declare global {
  namespace Express {
    interface Request {
      /** The contract operation this request matched (set before authentication and validation). */
      operation?: ContractOperation;
      /** Set when authentication failed for a reason that is not the caller's (e.g. the database). */
      authError?: unknown;
    }
  }
}

/** A response that does not match the contract: a bug of ours, reported as 500 (details outside production). */
export class ResponseContractError extends Error {
  readonly errors: ProblemFieldError[];
  constructor(message: string, errors: ProblemFieldError[]) {
    super(message);
    this.name = "ResponseContractError";
    this.errors = errors;
  }
}

const EMPTY: Record<string, string> = Object.freeze({}) as Record<string, string>;

/** `Cookie: a=1; b=2` (RFC 6265 §4.2.1), values percent-decoded when they can be. */
const parseCookies = (header: string | undefined): Record<string, string> => {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
};

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

/**
 * Every request is checked against the bundled contract, in the order a client can act on: an unknown
 * path is 404, a method the path lacks is 405 with `Allow`, a missing or bad bearer token is 401 (before
 * the body is looked at), then parameters and body are checked and coerced, and every mistake is listed
 * in one 400. In development and test, JSON responses are checked too (`validateResponses`), so a test
 * that passes proves the response matches the contract.
 *
 * The contract's paths are a segment tree and each operation's schemas compile once, on first use: the
 * per-request cost is a few map lookups plus the compiled checks the request actually needs.
 */
export const contractValidator = (options: {
  contract: OpenApiDocument;
  validateRequests: boolean;
  validateResponses: boolean;
  users: LiveUsers;
  jwtSecret: Uint8Array;
  ignorePaths: RegExp;
  /** Compile every operation's checks now instead of on first use (production start-up). */
  compileEagerly?: boolean;
}): RequestHandler => {
  const router = contractRouter(options.contract);
  if (options.compileEagerly) {
    for (const route of router.routes) for (const operation of route.operations.values()) operation.compileAll();
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
      cookie: operation.hasCookieParameters ? parseCookies(req.headers.cookie) : EMPTY,
    };
    operation.checkParameters(parts);
    if (operation.hasRequestBody) operation.checkBody(req.headers["content-type"], req.body, hasBody(req));
  };

  const validateResponses = (
    req: Request,
    res: Response,
    operation: ContractOperation,
    next: (err: unknown) => void,
  ) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const contentType = res.getHeader("content-type");
      const mediaType = typeof contentType === "string" ? contentType.split(";")[0]!.trim() : "application/json";
      const validate = operation.responseValidator(res.statusCode, mediaType);
      let problem: ResponseContractError | undefined;
      if (validate === undefined) {
        problem = new ResponseContractError(
          `The contract documents no ${res.statusCode} response for ${req.method} ${operation.template}`,
          [{ path: "/response", message: `no schema defined for status code '${res.statusCode}'` }],
        );
      } else if (validate === null) {
        if (body !== undefined) {
          problem = new ResponseContractError("The contract documents no JSON body for this response", [
            { path: "/response", message: "response should NOT have a body" },
          ]);
        }
      } else if (!validate(body)) {
        problem = new ResponseContractError(
          "The response does not match the contract",
          fieldErrors(validate.errors, "/response"),
        );
      }
      if (problem) {
        next(problem);
        return res;
      }
      return json(body);
    };
  };

  return async (req, res, next) => {
    // The path Express routes on (parsed once per request and shared), so the operation checked here is
    // the one whose handler runs, whatever a URL holds (`#`, `\\`).
    const path = req.path;
    if (options.ignorePaths.test(path)) return next();
    let matched: ReturnType<typeof router.match>;
    try {
      matched = router.match(path);
    } catch {
      return next(badRequest("The request path is not valid percent-encoding."));
    }
    if (!matched) return next(notFound(`No route ${req.method} ${path}`));
    const operation = matched.route.operations.get(req.method);
    if (!operation) {
      return next(
        methodNotAllowed(`${req.method} is not allowed on ${matched.route.template}.`, {
          headers: { Allow: matched.route.allow },
        }),
      );
    }
    req.operation = operation;
    req.routeTemplate = operation.template;
    try {
      if (operation.requiresBearer || (operation.acceptsBearer && req.headers.authorization !== undefined)) {
        try {
          req.user = await authenticate(req, options.users, options.jwtSecret);
        } catch (err) {
          if (err instanceof HttpProblem) throw err;
          // A database failure while authenticating is ours, not the caller's: the error handler turns
          // a recorded authError into 503.
          req.authError = err;
          throw err;
        }
      }
      if (options.validateRequests) checkRequest(req, operation, matched.params);
    } catch (err) {
      return next(err);
    }
    if (options.validateResponses) validateResponses(req, res, operation, next);
    next();
  };
};
