/**
 * RFC 9457 problem details: the one error shape every response uses. Throw an `HttpProblem` anywhere
 * in a handler; the error handler (errors.ts) turns it, and every other error, into problem+json.
 */
export const PROBLEM_BASE = "https://trustplane.dev/problems/";

export type ProblemFieldError = { path?: string; message: string; code?: string };

export type ProblemInit = {
  status: number;
  /** Short slug appended to PROBLEM_BASE, e.g. "validation". */
  type: string;
  title: string;
  detail?: string;
  errors?: ProblemFieldError[];
  headers?: Record<string, string>;
  /** Extra members of the problem body (RFC 9457 extension members). */
  extensions?: Record<string, unknown>;
  /**
   * OpenAI's error `type` and `code` for this problem, where an OpenAI client knows one (`model_not_found`,
   * `insufficient_quota`): used only by an `x-error-format: openai` operation's answer, never in problem+json.
   */
  openai?: { type?: string; code?: string };
};

export class HttpProblem extends Error {
  readonly status: number;
  readonly type: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: ProblemFieldError[] | undefined;
  readonly headers: Record<string, string>;
  readonly extensions: Record<string, unknown>;
  readonly openai: { type?: string; code?: string };

  constructor(init: ProblemInit) {
    super(init.detail ?? init.title);
    this.name = "HttpProblem";
    this.status = init.status;
    this.type = init.type;
    this.title = init.title;
    this.detail = init.detail;
    this.errors = init.errors;
    this.headers = init.headers ?? {};
    this.extensions = init.extensions ?? {};
    this.openai = init.openai ?? {};
  }
}

const make =
  (status: number, type: string, title: string) =>
  (detail?: string, more: Partial<ProblemInit> = {}) =>
    new HttpProblem({ status, type, title, detail, ...more });

export const badRequest = make(400, "bad-request", "Bad request");
export const validationFailed = make(400, "validation", "Validation failed");

/**
 * How many field errors a 400 lists. A hostile body can be wrong in a million places; the answer names
 * the first ones and counts the rest (`errorsOmitted`), so its size never grows with the request.
 */
export const MAX_FIELD_ERRORS = 20;

/**
 * 400 listing what is wrong, the first MAX_FIELD_ERRORS fields by name (`/body/email must match format
 * "email"; …`) and the number of the others in `errorsOmitted`.
 */
export const fieldsInvalid = (errors: ProblemFieldError[]): HttpProblem => {
  const shown = errors.length > MAX_FIELD_ERRORS ? errors.slice(0, MAX_FIELD_ERRORS) : errors;
  const omitted = errors.length - shown.length;
  const detail = shown.map((e) => `${e.path ?? ""} ${e.message}`.trim()).join("; ");
  return validationFailed(omitted > 0 ? `${detail}; and ${omitted} more` : detail, {
    errors: shown,
    ...(omitted > 0 ? { extensions: { errorsOmitted: omitted } } : {}),
  });
};
export const unauthorized = make(401, "unauthorized", "Unauthorized");
export const forbidden = make(403, "forbidden", "Forbidden");
export const notFound = make(404, "not-found", "Not found");
export const methodNotAllowed = make(405, "method-not-allowed", "Method not allowed");
export const conflict = make(409, "conflict", "Conflict");
export const payloadTooLarge = make(413, "payload-too-large", "Payload too large");
export const unsupportedMediaType = make(415, "unsupported-media-type", "Unsupported media type");
export const unprocessable = make(422, "unprocessable", "Unprocessable entity");
export const tooManyRequests = make(429, "rate-limited", "Too many requests");
export const serviceUnavailable = make(503, "unavailable", "Service unavailable");
export const internalError = make(500, "internal", "Internal server error");

/**
 * A problem as the members of its problem+json body, without the request's own (`instance`,
 * `requestId`): for one failed item of a batch, written like the body the single call would answer.
 */
export const problemMembers = (
  problem: HttpProblem,
): { type: string; code: string; title: string; status: number; detail?: string; errors?: ProblemFieldError[] } => ({
  type: `${PROBLEM_BASE}${problem.type}`,
  code: problem.type,
  title: problem.title,
  status: problem.status,
  ...(problem.detail === undefined ? {} : { detail: problem.detail }),
  ...(problem.errors === undefined ? {} : { errors: problem.errors }),
});
