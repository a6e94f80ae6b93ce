/** An RFC 9457 problem details body, as the API sends with every error. */
export type Problem = {
  type: string;
  /** The problem type's stable, machine-readable name, e.g. `insufficient-funds`: branch on this. */
  code?: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  requestId?: string;
  errors?: { path?: string; message: string; code?: string }[];
  [extension: string]: unknown;
};

type ErrorInit = {
  /** The client method that failed, e.g. `ledger.transfers.create`. */
  operation?: string | undefined;
  status?: number | undefined;
  body?: Problem | undefined;
  headers?: Headers | undefined;
  cause?: unknown;
};

/**
 * Every failure of a call: an error answer from the API (a subclass per family of status codes), no
 * answer at all ({@link ConnectionError}, {@link TimeoutError}), or a call the caller aborted
 * ({@link AbortError}). `Code` is the union of problem codes the failed operation documents: a
 * method's `isError` guard narrows to it.
 */
export class ApiError<Code extends string = string> extends Error {
  override name = "ApiError";
  /**
   * The problem's stable, machine-readable `code` (e.g. `insufficient-funds`): branch on this, not on
   * `message` or `type`. Undefined when no problem body arrived.
   */
  readonly code: Code | undefined;
  /** The client method that failed, e.g. `ledger.transfers.create`. */
  readonly operation: string | undefined;
  /** The HTTP status, or undefined when no answer arrived. */
  readonly status: number | undefined;
  /** The problem+json body (undefined when the answer had none or it was not JSON). */
  readonly body: Problem | undefined;
  /** The answer's headers (undefined when no answer arrived). */
  readonly headers: Headers | undefined;
  /** The server's `X-Request-Id` for this request: quote it when reporting a problem. */
  readonly requestId: string | undefined;

  constructor(message: string, init: ErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = typeof init.body?.code === "string" ? (init.body.code as Code) : undefined;
    this.operation = init.operation;
    this.status = init.status;
    this.body = init.body;
    this.headers = init.headers;
    this.requestId = init.headers?.get("x-request-id") ?? init.body?.requestId ?? undefined;
  }
}

/** 400: the request is malformed or fails validation (`errors` says what is wrong). */
export class ValidationError extends ApiError {
  override name = "ValidationError";
  /** One entry per thing that is wrong (from the problem's `errors`). */
  get errors(): NonNullable<Problem["errors"]> {
    return this.body?.errors ?? [];
  }
}
/** 401: no valid token (missing, expired, or revoked by sign-out-everywhere). */
export class AuthenticationError extends ApiError {
  override name = "AuthenticationError";
}
/** 403: the caller may not do this. */
export class PermissionError extends ApiError {
  override name = "PermissionError";
}
/** 404: no such object, or not visible to the caller. */
export class NotFoundError extends ApiError {
  override name = "NotFoundError";
}
/** 409: the request conflicts with the current state. */
export class ConflictError extends ApiError {
  override name = "ConflictError";
}
/**
 * 422: well-formed, but cannot be done as asked: a business rule refuses it (`insufficient-funds`), or
 * an Idempotency-Key is reused with another request. `code` says which.
 */
export class UnprocessableError extends ApiError {
  override name = "UnprocessableError";
}
/** 429: rate limited; `retryAfterSeconds` says when to try again. */
export class RateLimitError extends ApiError {
  override name = "RateLimitError";
  get retryAfterSeconds(): number | undefined {
    const value = this.headers?.get("retry-after");
    const seconds = value === null || value === undefined ? Number.NaN : Number(value);
    return Number.isFinite(seconds) ? seconds : undefined;
  }
}
/** 5xx: the server failed. */
export class ServerError extends ApiError {
  override name = "ServerError";
}
/** No answer: the connection failed (DNS, refused, reset). `cause` holds the underlying error. */
export class ConnectionError extends ApiError {
  override name = "ConnectionError";
}
/** No answer within the timeout (the call's own; a deadline of the caller's signal is an {@link AbortError}). */
export class TimeoutError extends ApiError {
  override name = "TimeoutError";
}

/**
 * The caller's `AbortSignal` fired: the call was given up (before it was sent, while it was in flight,
 * or while waiting to retry). `cause` is the signal's reason. Named `AbortError`, like the DOM's, so code
 * that checks `error.name === "AbortError"` keeps working. Whether the server acted on a request in
 * flight is unknown: repeat a money-moving call with the same `idempotencyKey`.
 */
export class AbortError extends ApiError {
  override name = "AbortError";
}

const classFor = (status: number): (new (message: string, init: ErrorInit) => ApiError) => {
  if (status === 400) return ValidationError;
  if (status === 422) return UnprocessableError;
  if (status === 401) return AuthenticationError;
  if (status === 403) return PermissionError;
  if (status === 404) return NotFoundError;
  if (status === 409) return ConflictError;
  if (status === 429) return RateLimitError;
  if (status >= 500) return ServerError;
  return ApiError;
};

const isProblem = (value: unknown): value is Problem =>
  typeof value === "object" && value !== null && typeof (value as Problem).status === "number";

/** The typed error for an error answer of `operation`; reads (and so consumes) its body. */
export const errorFromResponse = async (response: Response, operation?: string): Promise<ApiError> => {
  const text = await response.text().catch(() => "");
  let body: Problem | undefined;
  if (/json/i.test(response.headers.get("content-type") ?? "")) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isProblem(parsed)) body = parsed;
    } catch {
      // Not JSON after all: the message below falls back to the status text.
    }
  }
  const what = body?.detail ?? body?.title ?? (text.slice(0, 200) || response.statusText);
  const ErrorClass = classFor(response.status);
  return new ErrorClass(`${response.status} ${what}`.trim(), {
    operation,
    status: response.status,
    body,
    headers: response.headers,
  });
};

/**
 * Whether `error` is an {@link ApiError}; given a client method, whether it is the error a call of that
 * method failed with (its `code` then narrowed to the codes the method documents).
 */
export function isApiError(error: unknown): error is ApiError;
export function isApiError<Code extends string>(
  error: unknown,
  method: { isError(error: unknown): error is ApiError<Code> },
): error is ApiError<Code>;
export function isApiError(error: unknown, method?: { isError(error: unknown): boolean }): boolean {
  return method ? method.isError(error) : error instanceof ApiError;
}
