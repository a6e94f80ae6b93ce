import * as client from "openid-client";
import { conflict, HttpProblem, serviceUnavailable, unauthorized } from "../../http/problem.ts";

const problem = (status: number, type: string, title: string) => (detail: string) =>
  new HttpProblem({ status, type, title, detail });

/**
 * The accounts module's problems (openapi/auth.yaml lists each with its status). What an identity
 * provider says is never echoed verbatim: only its OAuth error code, and only when it has the shape
 * RFC 6749 gives error codes.
 */
export const authProblems = {
  emailTaken: () => conflict("A user with this email already exists.", { type: "email-taken" }),
  invalidCredentials: () => unauthorized("Wrong email or password.", { type: "invalid-credentials" }),
  /** 503: too many password derivations are waiting; each takes ~190 ms of a core. */
  passwordHashingBusy: () =>
    serviceUnavailable("Too many sign-ins and registrations are being processed; retry shortly.", {
      type: "password-hashing-busy",
      headers: { "Retry-After": "1" },
    }),
  unknownProvider: (id: string) =>
    new HttpProblem({
      status: 404,
      type: "oauth-provider-not-found",
      title: "Not found",
      detail: `No identity provider "${id.slice(0, 64)}" is configured on this server.`,
    }),
  invalidRefreshToken: () =>
    unauthorized("The refresh token is unknown, expired or of an ended session; sign in again.", {
      type: "invalid-refresh-token",
    }),
  refreshTokenReused: () =>
    unauthorized("This refresh token was already used, so its session has ended; sign in again.", {
      type: "refresh-token-reused",
    }),
  sessionNotFound: () =>
    new HttpProblem({
      status: 404,
      type: "session-not-found",
      title: "Not found",
      detail: "You have no live session with this id.",
    }),
  userNotFound: () =>
    new HttpProblem({ status: 404, type: "user-not-found", title: "Not found", detail: "No user has this id." }),
  ownRole: () => conflict("An operator may not demote themselves here; use the admin CLI.", { type: "own-role" }),
  apiKeyNotFound: () =>
    new HttpProblem({
      status: 404,
      type: "api-key-not-found",
      title: "Not found",
      detail: "You have no API key with this id.",
    }),
  apiKeyLimit: (limit: number) =>
    conflict(`You already hold ${limit} live API keys; revoke one first.`, { type: "api-key-limit" }),
  unknownScope: (unknown: readonly string[]) =>
    new HttpProblem({
      status: 400,
      type: "unknown-scope",
      title: "Unknown scope",
      detail: `No operation has the scope ${unknown.map((s) => `\`${s}\``).join(", ")}.`,
      errors: unknown.map((scope) => ({ path: "/body/scopes", message: `no operation has the scope ${scope}` })),
    }),
  expiryInPast: () =>
    new HttpProblem({
      status: 400,
      type: "expiry-in-past",
      title: "Expiry in the past",
      detail: "`expiresAt` must be in the future.",
    }),
  invalidState: problem(400, "oauth-invalid-state", "Invalid login state"),
  missingCode: problem(400, "oauth-missing-code", "Missing authorization code"),
  unsafeReturnTo: problem(400, "oauth-unsafe-return-to", "Return address not allowed"),
  invalidGrant: problem(400, "oauth-invalid-grant", "Authorization code refused"),
  accessDenied: problem(403, "oauth-access-denied", "Sign-in was declined"),
  emailUnverified: problem(403, "oauth-email-unverified", "No verified email"),
  emailInUse: problem(409, "oauth-email-in-use", "Email already registered"),
  providerFailed: problem(502, "oauth-provider-error", "Identity provider error"),
};

const ERROR_CODE = /^[a-z][a-z0-9_.-]{0,63}$/i;

const safeCode = (value: unknown): string | undefined =>
  typeof value === "string" && ERROR_CODE.test(value) ? value : undefined;

/** Codes meaning "this authorization code is no good" (GitHub says bad_verification_code). */
const REFUSED_GRANT = new Set(["invalid_grant", "bad_verification_code"]);

/** The OAuth error code a provider answered with, wherever openid-client put it. */
const providerErrorCode = (err: unknown): string | undefined => {
  if (err instanceof client.ResponseBodyError || err instanceof client.AuthorizationResponseError) {
    return safeCode(err.error);
  }
  // GitHub answers token errors with 200 and {error}; openid-client then reports an invalid response
  // whose cause carries the body.
  const cause = (err as { cause?: { body?: { error?: unknown }; cause?: { body?: { error?: unknown } } } })?.cause;
  return safeCode(cause?.body?.error ?? cause?.cause?.body?.error);
};

/** The callback's own `error` parameter: the user declined, or the provider could not authorize. */
export const authorizationError = (code: string): HttpProblem => {
  const shown = safeCode(code);
  if (shown === "access_denied")
    return authProblems.accessDenied("You declined to sign in with the identity provider.");
  return authProblems.providerFailed(
    `The identity provider could not authorize the sign-in${shown ? ` (${shown})` : ""}. Start again.`,
  );
};

/**
 * Map a failure while talking to a provider (discovery, token exchange, userinfo) to a problem: a
 * refused code is the caller's 400, anything else is the provider's fault or unreachable, 502.
 */
export const providerProblem = (err: unknown, step: string): HttpProblem => {
  if (err instanceof HttpProblem) return err;
  const code = providerErrorCode(err);
  if (code && REFUSED_GRANT.has(code)) {
    return authProblems.invalidGrant(
      "The identity provider refused the authorization code (expired, already used, or the PKCE check failed). Start again.",
    );
  }
  if (err instanceof client.AuthorizationResponseError && code === "access_denied") {
    return authProblems.accessDenied("You declined to sign in with the identity provider.");
  }
  return authProblems.providerFailed(
    `The identity provider failed during ${step}${code ? ` (${code})` : ""}. Try again later.`,
  );
};
