import type { ErrorRequestHandler, Request, RequestHandler } from "express";
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

/**
 * Problems for errors from below HTTP (the database's: db/problems.ts), handed in by the app so that
 * this layer knows no database; undefined for an error it does not know.
 */
export type ErrorClassifier = (err: unknown) => HttpProblem | undefined;

const knowsNothing: ErrorClassifier = () => undefined;

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
 * Map anything thrown into an HttpProblem, `classify` answering for errors from below HTTP. Unknown
 * errors become a bare 500: their message is never exposed.
 */
export const toProblem = (err: unknown, classify: ErrorClassifier = knowsNothing): HttpProblem => {
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
  return classify(err) ?? internalError("An unexpected error occurred. Quote the request id when reporting it.");
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

/** OpenAI's error `type` for a status (the `openai` package picks its error class by status alone). */
const openAIType = (status: number): string =>
  status === 403
    ? "permission_error"
    : status === 429
      ? "rate_limit_error"
      : status >= 500
        ? "server_error"
        : "invalid_request_error";

/** The codes OpenAI's clients and integrations know, for ours; any other code is answered as it is. */
const OPENAI_CODES: Record<string, string> = {
  unauthorized: "invalid_api_key",
  "rate-limited": "rate_limit_exceeded",
};

/**
 * A problem as OpenAI's error body, for an `x-error-format: openai` operation (the gateway's
 * OpenAI-compatible face): `param` is the first field at fault (`/body/messages/0/role` as
 * `messages.0.role`). A module names the OpenAI type and code of its own problem in `openai`.
 */
export const openAIErrorBody = (problem: HttpProblem, code: string = problem.type): Record<string, unknown> => {
  const path = problem.errors?.[0]?.path;
  const own = problem.openai;
  return {
    error: {
      message: problem.detail ?? problem.title,
      type: own.type ?? openAIType(problem.status),
      param: path?.startsWith("/body/") ? path.slice("/body/".length).replaceAll("/", ".") : null,
      code: own.code ?? OPENAI_CODES[code] ?? code,
    },
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
    /** Problems for errors from below HTTP (db/problems.ts's databaseProblem). */
    classify?: ErrorClassifier;
  }): ErrorRequestHandler =>
  (err, req, res, _next) => {
    let problem =
      req.authError !== undefined
        ? serviceUnavailable("Authentication is temporarily unavailable; retry shortly.", {
            headers: { "Retry-After": "5" },
          })
        : toProblem(err, options.classify);
    let contractError = err instanceof ResponseContractError ? err : undefined;
    const openAI = req.operation?.errorFormat === "openai";
    let body = problemBody(req, problem, contractError, options.exposeResponseValidation);
    const mismatch =
      options.checkProblems && contractError === undefined
        ? openAI
          ? (req.operation?.checkProblemCode(problem.status, problem.type) ??
            req.operation?.checkResponse(problem.status, "application/json", openAIErrorBody(problem)))
          : req.operation?.checkResponse(problem.status, PROBLEM_JSON, body)
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
    res.status(problem.status);
    if (openAI) {
      // OpenAI's error body (x-error-format: openai), as JSON, for an OpenAI client to raise its own errors.
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.end(JSON.stringify(openAIErrorBody(problem, body.code as string)));
      return;
    }
    // Send as problem+json without going back through the response validator's res.json hook.
    res.setHeader("Content-Type", `${PROBLEM_JSON}; charset=utf-8`);
    res.end(JSON.stringify(body));
  };
