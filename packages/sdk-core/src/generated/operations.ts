// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-core` (scripts/generate-clients.mjs).
// Left out: startOAuthLogin (GET /api/auth/oauth/{provider}/start: no 2xx response).
import type { Method, OperationTable, PathParam } from "../operation-types.js";
import type { operations as Operations } from "./schema.js";

/** How to call each operation, by client method. */
export const operations = {
  "auth.register": { method: "POST", path: "/api/auth/register", params: "body" },
  "auth.login": { method: "POST", path: "/api/auth/login", params: "body" },
  "auth.me": { method: "GET", path: "/api/auth/me", params: "none" },
  "auth.signOutEverywhere": { method: "POST", path: "/api/auth/sign-out-everywhere", params: "none" },
  "auth.oauth.providers.list": { method: "GET", path: "/api/auth/oauth/providers", params: "none" },
  "auth.oauth.complete": { method: "GET", path: "/api/auth/oauth/{provider}/callback" },
} as const satisfies OperationTable;

/** The typed methods: `client.<tag>.<resource>.<verb>(...pathParameters, params?, options?)`. */
export interface Api {
  /** Accounts, tokens and external identity providers. */
  auth: {
    /**
     * Create a user (and their default wallet account) and return a token.
     *
     * Emails are unique regardless of case. Rate-limited per IP. Passwords are hashed with scrypt, a
     * few at a time per server: when too many registrations and sign-ins are queued, 503
     * `password-hashing-busy` with `Retry-After`.
     *
     * `POST /api/auth/register` (register)
     */
    register: Method<Operations["register"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "email-taken" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "password-hashing-busy" | "internal" | "response-validation">;
    /**
     * Exchange email and password for a token.
     *
     * A wrong password and an unknown email answer the same 401. Rate-limited per IP. When too many
     * registrations and sign-ins are queued for password hashing, 503 `password-hashing-busy` with
     * `Retry-After`.
     *
     * `POST /api/auth/login` (login)
     */
    login: Method<Operations["login"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "invalid-credentials" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "password-hashing-busy" | "internal" | "response-validation">;
    /**
     * The user the token belongs to.
     *
     * The signed-in user's id, email, display name, role and creation time. A token revoked by
     * `POST /api/auth/sign-out-everywhere` or of a deleted user is 401.
     *
     * `GET /api/auth/me` (getMe)
     */
    me: Method<Operations["getMe"], [], "none", "validation" | "unauthorized" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * Revoke every token issued to the caller so far, this one included.
     *
     * Bumps the user's token version: every token issued before this call is refused from the next
     * request on, on every instance (each drops the user from its cache when the change's notification
     * arrives). Sign in again for a new token.
     *
     * `POST /api/auth/sign-out-everywhere` (signOutEverywhere)
     */
    signOutEverywhere: Method<Operations["signOutEverywhere"], [], "none", "validation" | "unauthorized" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    oauth: {
      providers: {
        /**
         * The external identity providers this server is configured for.
         *
         * GitHub (OAuth 2) and Google (OpenID Connect), each listed only when its client id and secret
         * are configured. Send the user's browser to `startUrl` to sign in.
         *
         * `GET /api/auth/oauth/providers` (listOAuthProviders)
         */
        list: Method<Operations["listOAuthProviders"], [], "none", "validation" | "rate-limited" | "internal" | "response-validation">;
      };
      /**
       * Where the provider sends the browser back; exchanges the code and signs the user in.
       *
       * Checks the `state` (single use, bound to the provider, 10 minutes) and that this browser
       * started the login (the login cookie set by start must be sent back and hold the same state),
       * exchanges the code at the provider's token endpoint with the PKCE verifier, and reads the
       * account's verified email (GitHub: the verified primary address from `/user/emails`; Google:
       * `email` with `email_verified`). A new provider account is linked to the user with that email
       * (compared case-insensitively) only when that user has no password, i.e. was created through
       * another provider; a user who registered with a password is refused with 409 (registration
       * does not verify emails, so linking would let whoever registered the address first into the
       * provider account's user). Without a user with that email, a new user with their default
       * wallet account is created. Later sign-ins with the same provider account reach the same user
       * even if its email changes. Every outcome of a well-formed callback uses up the state and
       * clears the login cookie (`Max-Age=0`). Answers like
       * `POST /api/auth/login`, or redirects to the `returnTo` given at start. Providers may add
       * parameters of their own (Google adds `authuser`, `hd`, `prompt`); they are ignored. Query
       * values may carry reserved characters unencoded (Google's `scope` holds URLs).
       *
       * `GET /api/auth/oauth/{provider}/callback` (completeOAuthLogin)
       */
      complete: Method<Operations["completeOAuthLogin"], [provider: PathParam<Operations["completeOAuthLogin"], "provider">], "query", "validation" | "oauth-invalid-state" | "oauth-missing-code" | "oauth-invalid-grant" | "oauth-access-denied" | "oauth-email-unverified" | "oauth-provider-not-found" | "oauth-email-in-use" | "rate-limited" | "oauth-provider-error" | "unavailable" | "internal" | "response-validation">;
    };
  };
}
