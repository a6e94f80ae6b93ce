/** An RFC 9457 problem details body, as the API sends with every error. */
export type Problem = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  requestId?: string;
  errors?: { path?: string; message: string; code?: string }[];
  [extension: string]: unknown;
};

type ErrorInit = {
  status?: number | undefined;
  body?: Problem | undefined;
  headers?: Headers | undefined;
  cause?: unknown;
};

/**
 * Every failure of a call: an error answer from the API (a subclass per family of status codes), or
 * no answer at all ({@link ConnectionError}, {@link TimeoutError}).
 */
export class ApiError extends Error {
  override name = "ApiError";
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
    this.status = init.status;
    this.body = init.body;
    this.headers = init.headers;
    this.requestId = init.headers?.get("x-request-id") ?? init.body?.requestId ?? undefined;
  }
}

/** 400 or 422: the request is malformed, fails validation, or cannot be done as asked. */
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
/** No answer within the timeout. */
export class TimeoutError extends ApiError {
  override name = "TimeoutError";
}

const classFor = (status: number): typeof ApiError => {
  if (status === 400 || status === 422) return ValidationError;
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

/** The typed error for an error answer; reads (and so consumes) its body. */
export const errorFromResponse = async (response: Response): Promise<ApiError> => {
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
    status: response.status,
    body,
    headers: response.headers,
  });
};
