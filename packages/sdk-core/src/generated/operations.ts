// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-core` (scripts/generate-clients.mjs).
// Left out: startOAuthLogin (GET /api/auth/oauth/{provider}/start: no 2xx response).
import type { Method, OperationTable, PaginatedMethod, PathParam } from "../operation-types.js";
import type { operations as Operations } from "./schema.js";

/** How to call each operation, by client method. */
export const operations = {
  "auth.register": { method: "POST", path: "/api/auth/register", params: "body" },
  "auth.login": { method: "POST", path: "/api/auth/login", params: "body" },
  "auth.me": { method: "GET", path: "/api/auth/me", params: "none" },
  "auth.signOutEverywhere": { method: "POST", path: "/api/auth/sign-out-everywhere", params: "none" },
  "auth.refresh": { method: "POST", path: "/api/auth/refresh", params: "body" },
  "auth.signOut": { method: "POST", path: "/api/auth/sign-out", params: "none" },
  "auth.sessions.list": { method: "GET", path: "/api/auth/sessions", paginated: true },
  "auth.sessions.end": { method: "DELETE", path: "/api/auth/sessions/{id}", params: "none" },
  "auth.apiKeys.list": { method: "GET", path: "/api/auth/api-keys", paginated: true },
  "auth.apiKeys.create": { method: "POST", path: "/api/auth/api-keys", params: "body" },
  "auth.apiKeys.get": { method: "GET", path: "/api/auth/api-keys/{id}", params: "none" },
  "auth.apiKeys.revoke": { method: "DELETE", path: "/api/auth/api-keys/{id}", params: "none" },
  "auth.apiKeys.events.list": { method: "GET", path: "/api/auth/api-keys/{id}/events", paginated: true },
  "auth.apiKeys.roll": { method: "POST", path: "/api/auth/api-keys/{id}/roll", params: "body" },
  "auth.admin.users.setRole": { method: "PUT", path: "/api/auth/users/{id}/role", params: "body" },
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
     * An API key needs the scope `auth:read`.
     *
     * `GET /api/auth/me` (getMe)
     */
    me: Method<Operations["getMe"], [], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * Revoke every token issued to the caller so far, this one included.
     *
     * Bumps the user's token version: every token issued before this call is refused from the next
     * request on, on every instance (each drops the user from its cache when the change's notification
     * arrives). Sign in again for a new token.
     *
     * Needs a signed-in session: an API key may not call it.
     *
     * `POST /api/auth/sign-out-everywhere` (signOutEverywhere)
     */
    signOutEverywhere: Method<Operations["signOutEverywhere"], [], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * Exchange a refresh token for a new access token and a new refresh token.
     *
     * Each refresh token works once (RFC 9700 §4.14.2): the answer carries the next one. Presenting one
     * that was already used means someone else holds a copy, so the whole session ends: every token of
     * it stops working, on every instance (401 `refresh-token-reused`); sign in again. Two exchanges of
     * one token at once are one exchange and one reuse. A refresh token of an ended session (signed out,
     * signed out everywhere, or of a deleted user) is 401 `invalid-refresh-token`, like an unknown or
     * expired one. Rate-limited per IP with the sign-ins.
     *
     * `POST /api/auth/refresh` (refreshSession)
     */
    refresh: Method<Operations["refreshSession"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "invalid-refresh-token" | "refresh-token-reused" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * End the calling session only.
     *
     * Its access token is refused from the next request on, on every instance, and its refresh token
     * cannot be exchanged; the caller's other sessions keep working. A token issued before sessions
     * existed names none: for it this ends nothing (it expires on its own).
     *
     * Needs a signed-in session: an API key may not call it.
     *
     * `POST /api/auth/sign-out` (signOut)
     */
    signOut: Method<Operations["signOut"], [], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    sessions: {
      /**
       * The caller's live sessions, newest first.
       *
       * Each sign-in is a session until it signs out, is ended here, is ended by reuse of a refresh token,
       * or by sign-out-everywhere. `current` marks the one this request came from.
       *
       * Needs a signed-in session: an API key may not call it.
       *
       * `GET /api/auth/sessions` (listSessions)
       */
      list: PaginatedMethod<Operations["listSessions"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * End one of the caller's sessions (a lost phone's, say).
       *
       * Its access tokens are refused from then on, on every instance, and its refresh token cannot be
       * exchanged. Another user's session, or one already ended, is 404.
       *
       * Needs a signed-in session: an API key may not call it.
       *
       * `DELETE /api/auth/sessions/{id}` (endSession)
       */
      end: Method<Operations["endSession"], [id: PathParam<Operations["endSession"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "session-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    apiKeys: {
      /**
       * The caller's API keys, newest first (never their secrets).
       *
       * Live keys and those revoked or expired, newest first: each with the secret's prefix and last four
       * characters, its scopes, when it was created, expires and was last used (kept at most once a
       * minute).
       *
       * Needs a signed-in session: an API key may not call it.
       *
       * `GET /api/auth/api-keys` (listApiKeys)
       */
      list: PaginatedMethod<Operations["listApiKeys"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Create an API key for a server; its secret is in the answer once and never again.
       *
       * A key stands for the caller with only the scopes it is given (`ledger:read`, `payments:write`…:
       * every operation's `x-scope`), until it expires or is revoked. The answer's `key` is the secret:
       * store it then, it cannot be shown again (the server keeps only its SHA-256). Format, so a secret
       * scanner can tell a leaked key offline: `tpk_test_` or `tpk_live_` (the server's payments mode), 43
       * base62 characters (256 random bits), then 6 base62 characters of the CRC-32 of those 43
       * (docs/api-keys.md). With `rateLimitPerMinute` the key
       * is counted on its own budget, exactly across instances; without, on its owner's. A user holds at
       * most 100 live keys.
       *
       * Needs a signed-in session: an API key may not call it.
       *
       * `POST /api/auth/api-keys` (createApiKey)
       */
      create: Method<Operations["createApiKey"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unknown-scope" | "expiry-in-past" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "api-key-limit" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One of the caller's API keys (never its secret).
       *
       * The key as listed: prefix and last four characters, scopes, status, when it was created, expires,
       * was last used and revoked. Another user's key is 404, like an unknown one.
       *
       * Needs a signed-in session: an API key may not call it.
       *
       * `GET /api/auth/api-keys/{id}` (getApiKey)
       */
      get: Method<Operations["getApiKey"], [id: PathParam<Operations["getApiKey"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "api-key-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Revoke one of the caller's API keys, at once and on every instance.
       *
       * The key is refused from the moment this answers (each instance drops it when the change's
       * notification arrives, within milliseconds). Revoking a revoked or expired key is 204 too.
       *
       * Needs a signed-in session: an API key may not call it.
       *
       * `DELETE /api/auth/api-keys/{id}` (revokeApiKey)
       */
      revoke: Method<Operations["revokeApiKey"], [id: PathParam<Operations["revokeApiKey"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "api-key-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      events: {
        /**
         * What happened to one of the caller's API keys, newest first.
         *
         * The owner's audit of a key: `created` (with the key it replaced, for a roll's new key), `rolled`
         * (with the new key's id), `revoked`, and `refused-scope` (with the scope it lacked; at most once a
         * minute per scope), and `carried-over` for a merchant key made before merchant keys were API
         * keys. Kept after the key is revoked.
         *
         * Needs a signed-in session: an API key may not call it.
         *
         * `GET /api/auth/api-keys/{id}/events` (listApiKeyEvents)
         */
        list: PaginatedMethod<Operations["listApiKeyEvents"], [id: PathParam<Operations["listApiKeyEvents"], "id">], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "api-key-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      };
      /**
       * Replace a key's secret; the old secret keeps working until the overlap ends.
       *
       * A new key with the same name, scopes, expiry and limit, its secret shown this once; the old key
       * expires `overlapSeconds` from now (default 86400, a day; 0 ends it at once; at most 604800, a
       * week), or sooner if it was to expire sooner. A revoked or expired key cannot be rolled (404).
       *
       * Needs a signed-in session: an API key may not call it.
       *
       * `POST /api/auth/api-keys/{id}/roll` (rollApiKey)
       */
      roll: Method<Operations["rollApiKey"], [id: PathParam<Operations["rollApiKey"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "api-key-not-found" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    admin: {
      users: {
        /**
         * Make a user an operator (role `admin`), or a plain user again. Operators only.
         *
         * Recorded with who changed it and when. The user's next request already carries the new role, on
         * every instance. An operator may not demote themselves (so the last operator cannot lock everyone
         * out by mistake); the admin CLI can (`npm run admin -- revoke --email …`, docs/operations.md).
         *
         * Needs a signed-in session: an API key may not call it.
         *
         * `PUT /api/auth/users/{id}/role` (setUserRole)
         */
        setRole: Method<Operations["setUserRole"], [id: PathParam<Operations["setUserRole"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "user-not-found" | "own-role" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      };
    };
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
