import type { ErrorRequestHandler, Request, RequestHandler } from "express";
import { BackendTerminatedError, ConnectionError, StatementTimeoutError } from "slonik";
import { ResponseContractError } from "./contract/operation.ts";
import {
  badRequest,
  HttpProblem,
  internalError,
  notFound,
  PROBLEM_BASE,
  payloadTooLarge,
  serviceUnavailable,
  unsupportedMediaType,
} from "./problem.ts";

type BodyParserError = { type: string; status?: number; expose?: boolean; limit?: number };

/** body-parser's errors (express.json) as problems: every one is the client's mistake. */
const bodyProblem = (err: BodyParserError): HttpProblem => {
  switch (err.type) {
    case "entity.too.large":
      return payloadTooLarge(
        `The request body is larger than the server accepts${err.limit ? ` (${err.limit} bytes)` : ""}.`,
      );
    case "entity.parse.failed":
      return badRequest("The request body is not valid JSON.", { type: "malformed-json", title: "Malformed JSON" });
    case "encoding.unsupported":
    case "charset.unsupported":
      return unsupportedMediaType("Send JSON encoded as UTF-8.");
    case "request.aborted":
      return badRequest("The request was aborted.");
    default:
      return typeof err.status === "number" && err.status >= 400 && err.status < 500
        ? badRequest("The request body could not be read.", { status: err.status })
        : internalError("An unexpected error occurred. Quote the request id when reporting it.");
  }
};

const isBodyParserError = (err: unknown): err is BodyParserError =>
  typeof err === "object" && err !== null && typeof (err as BodyParserError).type === "string" && "expose" in err;

/** Map anything thrown into an HttpProblem. Unknown errors become a bare 500: their message is never exposed. */
export const toProblem = (err: unknown): HttpProblem => {
  if (err instanceof HttpProblem) return err;
  if (isBodyParserError(err)) return bodyProblem(err);
  if (err instanceof ConnectionError || err instanceof BackendTerminatedError || err instanceof StatementTimeoutError) {
    return serviceUnavailable("The database is temporarily unavailable; retry shortly.", {
      headers: { "Retry-After": "5" },
    });
  }
  return internalError("An unexpected error occurred. Quote the request id when reporting it.");
};

const BEARER_CHALLENGE = 'Bearer realm="trustplane"';

/** Whether the contract operation the request matched is protected by the bearer scheme. */
const usesBearerAuth = (req: Request): boolean => req.operation?.acceptsBearer ?? false;

/** 404 for anything no route answered (routes outside the contract, e.g. /docs assets, fall through to here). */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(notFound(`No route ${req.method} ${req.path}`));
};

export const errorHandler =
  (options: { exposeResponseValidation: boolean }): ErrorRequestHandler =>
  (err, req, res, _next) => {
    const problem =
      req.authError !== undefined
        ? serviceUnavailable("Authentication is temporarily unavailable; retry shortly.", {
            headers: { "Retry-After": "5" },
          })
        : toProblem(err);
    const isResponseValidation = err instanceof ResponseContractError;
    if (problem.status >= 500) {
      req.log?.error(
        { err: req.authError ?? err, requestId: req.id },
        isResponseValidation ? "response does not match the contract" : "unhandled error",
      );
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const [name, value] of Object.entries(problem.headers)) res.setHeader(name, value);
    if (problem.status === 401 && usesBearerAuth(req)) {
      // RFC 6750 §3: say which scheme is expected; name the token invalid when one was sent.
      res.setHeader(
        "WWW-Authenticate",
        req.headers.authorization ? `${BEARER_CHALLENGE}, error="invalid_token"` : BEARER_CHALLENGE,
      );
    }
    const body: Record<string, unknown> = {
      type: `${PROBLEM_BASE}${isResponseValidation ? "response-validation" : problem.type}`,
      title: isResponseValidation ? "Response does not match the contract" : problem.title,
      status: problem.status,
      ...(problem.detail !== undefined ? { detail: problem.detail } : {}),
      instance: req.originalUrl.split("?")[0],
      requestId: req.id,
      ...(problem.errors ? { errors: problem.errors } : {}),
      ...(isResponseValidation && options.exposeResponseValidation
        ? { detail: err.message, errors: err.errors.map((e) => ({ path: e.path, message: e.message })) }
        : {}),
      ...problem.extensions,
    };
    // Send as problem+json without going back through the response validator's res.json hook.
    res.status(problem.status);
    res.setHeader("Content-Type", "application/problem+json; charset=utf-8");
    res.end(JSON.stringify(body));
  };
