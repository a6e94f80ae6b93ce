import type { ErrorRequestHandler, Request, RequestHandler } from "express";
import {
  BackendTerminatedError,
  BackendTerminatedUnexpectedlyError,
  ConnectionError,
  IdleTransactionTimeoutError,
  InvalidInputError,
  StatementTimeoutError,
} from "slonik";
import { DatabaseUnavailableError } from "../db/bounded.ts";
import { COMMIT_DEADLINE_PASSED } from "../db/deadline.ts";
import { codeOf } from "../db/retry.ts";
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

/**
 * A body whose Content-Encoding does not decode (`gzip` over bytes that are not gzip): zlib's error,
 * which body-parser passes on as it is (status 400, no `type`).
 */
const isContentDecodingError = (err: unknown): boolean =>
  typeof err === "object" &&
  err !== null &&
  typeof (err as { code?: unknown }).code === "string" &&
  (err as { code: string }).code.startsWith("Z_") &&
  (err as { status?: unknown }).status === 400;

/**
 * SQLSTATE class 22, "data exception": the database refused a value a request carried (too long, out
 * of range, NUL or bad encoding, wrong format, impossible date). What it says in its message may quote
 * the value, so the problem names only the condition and the SQLSTATE.
 */
const DATA_EXCEPTIONS: Record<string, string> = {
  "22001": "A text value is longer than the database accepts.",
  "22003": "A number is outside the range the database accepts.",
  "22021": "A text value contains a character the database cannot store (such as U+0000, NUL).",
  "22P05": "A text value contains a character the database cannot store.",
  "22P02": "A value is not in the format its field requires.",
  "22007": "A date or time is not in a valid format.",
  "22008": "A date or time is out of range.",
};

const invalidData = (code: string): HttpProblem =>
  badRequest(
    `${DATA_EXCEPTIONS[code] ?? "A value is not valid data for the database."} (SQLSTATE ${code}, class 22: data exception)`,
    {
      type: "invalid-data",
      title: "Invalid data",
    },
  );

/**
 * Slonik turns 22P02 into an InvalidInputError that keeps pg's message but not its code, and refuses
 * a NUL or a lone surrogate in a JSON value itself, with an InvalidInputError of its own. Its other
 * InvalidInputErrors are programming mistakes (a bad sql tag), which stay 500. Both messages are
 * PostgreSQL's or slonik's English text.
 */
const dataCodeOfInvalidInput = (err: InvalidInputError): string | undefined => {
  if (/^invalid input (syntax|value)\b/i.test(err.message)) return "22P02";
  if (/contains a null byte|unpaired UTF-16 surrogate/i.test(err.message)) return "22021";
  return undefined;
};

/**
 * The database is out of reach or gave up: connection refused, reset or terminated, no pooled
 * connection or no answer within its bound (db/bounded.ts), a server-side timeout, a server shutting
 * down (class 08 connection exception, 57P01–57P03, 53300 too many connections) or a network error.
 */
const UNAVAILABLE_CODE = /^(08...|57P0[123]|57014|53300|25P03|E[A-Z]+)$/;

const isDatabaseUnavailable = (err: unknown): boolean =>
  err instanceof DatabaseUnavailableError ||
  err instanceof ConnectionError ||
  err instanceof BackendTerminatedError ||
  err instanceof BackendTerminatedUnexpectedlyError ||
  err instanceof StatementTimeoutError ||
  err instanceof IdleTransactionTimeoutError ||
  UNAVAILABLE_CODE.test(codeOf(err) ?? "") ||
  (err instanceof Error && /connection terminated|not queryable/i.test(err.message));

/** Map anything thrown into an HttpProblem. Unknown errors become a bare 500: their message is never exposed. */
export const toProblem = (err: unknown): HttpProblem => {
  if (err instanceof HttpProblem) return err;
  if (isBodyParserError(err)) return bodyProblem(err);
  if (isContentDecodingError(err)) {
    return badRequest("The request body is not valid data for its Content-Encoding (gzip, deflate or br).");
  }
  // Express decodes the parameters of routes outside the contract (the hosted pages, the playground's
  // assets) and marks a URIError it throws there with status 400: the client's broken percent-encoding.
  if (err instanceof URIError && (err as { status?: unknown }).status === 400) {
    return badRequest("The request path is not valid percent-encoding.");
  }
  const code = codeOf(err);
  if (code === COMMIT_DEADLINE_PASSED) {
    return serviceUnavailable("The database could not complete the request in time; nothing was changed. Retry.", {
      type: "deadline-passed",
      headers: { "Retry-After": "1" },
    });
  }
  if (isDatabaseUnavailable(err)) {
    return serviceUnavailable("The database is temporarily unavailable; retry shortly.", {
      headers: { "Retry-After": "5" },
    });
  }
  if (code?.startsWith("22")) return invalidData(code);
  if (err instanceof InvalidInputError) {
    const dataCode = dataCodeOfInvalidInput(err);
    if (dataCode) return invalidData(dataCode);
  }
  return internalError("An unexpected error occurred. Quote the request id when reporting it.");
};

const BEARER_CHALLENGE = 'Bearer realm="trustplane"';

/** Whether the contract operation the request matched is protected by the bearer scheme. */
const usesBearerAuth = (req: Request): boolean => req.operation?.acceptsBearer ?? false;

/** 404 for anything no route answered (routes outside the contract, e.g. /docs assets, fall through to here). */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  // A path that names a secret route's prefix is answered without what follows it (validator.ts).
  next(notFound(`No route ${req.method} ${req.secretPathTemplate ?? req.path}`));
};

const PROBLEM_JSON = "application/problem+json";

/** The problem+json body of a problem; a response-contract error is named as such (details outside production). */
const problemBody = (
  req: Request,
  problem: HttpProblem,
  contractError: ResponseContractError | undefined,
  expose: boolean,
): Record<string, unknown> => {
  const code = contractError ? "response-validation" : problem.type;
  return {
    type: `${PROBLEM_BASE}${code}`,
    code,
    title: contractError ? "Response does not match the contract" : problem.title,
    status: problem.status,
    ...(problem.detail !== undefined ? { detail: problem.detail } : {}),
    instance: req.secretPathTemplate ?? req.originalUrl.split("?")[0],
    requestId: req.id,
    ...(problem.errors ? { errors: problem.errors } : {}),
    ...(contractError && expose
      ? {
          detail: contractError.message,
          errors: contractError.errors.map((e) => ({ path: e.path, message: e.message })),
        }
      : {}),
    ...problem.extensions,
  };
};

export const errorHandler =
  (options: {
    exposeResponseValidation: boolean;
    /**
     * Check each problem against the matched operation's contract, as JSON answers are checked
     * (validator.ts): a status or `code` the operation does not document is the server's bug, answered
     * as a 500 `response-validation`. Outside production only.
     */
    checkProblems?: boolean;
  }): ErrorRequestHandler =>
  (err, req, res, _next) => {
    let problem =
      req.authError !== undefined
        ? serviceUnavailable("Authentication is temporarily unavailable; retry shortly.", {
            headers: { "Retry-After": "5" },
          })
        : toProblem(err);
    let contractError = err instanceof ResponseContractError ? err : undefined;
    let body = problemBody(req, problem, contractError, options.exposeResponseValidation);
    const mismatch =
      options.checkProblems && contractError === undefined
        ? req.operation?.checkResponse(problem.status, PROBLEM_JSON, body)
        : undefined;
    if (mismatch) {
      req.log?.error(
        { err: mismatch, problem: { status: problem.status, code: problem.type }, requestId: req.id },
        "problem does not match the contract",
      );
      problem = toProblem(mismatch);
      contractError = mismatch;
      body = problemBody(req, problem, contractError, options.exposeResponseValidation);
    } else if (problem.status >= 500) {
      req.log?.error(
        { err: req.authError ?? err, requestId: req.id },
        contractError ? "response does not match the contract" : "unhandled error",
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
    // Send as problem+json without going back through the response validator's res.json hook.
    res.status(problem.status);
    res.setHeader("Content-Type", `${PROBLEM_JSON}; charset=utf-8`);
    res.end(JSON.stringify(body));
  };
