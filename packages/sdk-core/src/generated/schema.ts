// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-core` (scripts/generate-clients.mjs).

export interface paths {
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a user (and their default wallet account) and return a token.
         * @description Emails are unique regardless of case. Rate-limited per IP. Passwords are hashed with scrypt, a
         *     few at a time per server: when too many registrations and sign-ins are queued, 503
         *     `password-hashing-busy` with `Retry-After`.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange email and password for a token.
         * @description A wrong password and an unknown email answer the same 401. Rate-limited per IP. When too many
         *     registrations and sign-ins are queued for password hashing, 503 `password-hashing-busy` with
         *     `Retry-After`.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user the token belongs to.
         * @description The signed-in user's id, email, display name, role and creation time. A token revoked by
         *     `POST /api/auth/sign-out-everywhere` or of a deleted user is 401.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke every token issued to the caller so far, this one included.
         * @description Bumps the user's token version: every token issued before this call is refused from the next
         *     request on, on every instance (each drops the user from its cache when the change's notification
         *     arrives). Sign in again for a new token.
         */
        post: operations["signOutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new access token and a new refresh token.
         * @description Each refresh token works once (RFC 9700 §4.14.2): the answer carries the next one. Presenting one
         *     that was already used means someone else holds a copy, so the whole session ends: every token of
         *     it stops working, on every instance (401 `refresh-token-reused`); sign in again. Two exchanges of
         *     one token at once are one exchange and one reuse. A refresh token of an ended session (signed out,
         *     signed out everywhere, or of a deleted user) is 401 `invalid-refresh-token`, like an unknown or
         *     expired one. Rate-limited per IP with the sign-ins.
         */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the calling session only.
         * @description Its access token is refused from the next request on, on every instance, and its refresh token
         *     cannot be exchanged; the caller's other sessions keep working. A token issued before sessions
         *     existed names none: for it this ends nothing (it expires on its own).
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's live sessions, newest first.
         * @description Each sign-in is a session until it signs out, is ended here, is ended by reuse of a refresh token,
         *     or by sign-out-everywhere. `current` marks the one this request came from.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of the caller's sessions (a lost phone's, say).
         * @description Its access tokens are refused from then on, on every instance, and its refresh token cannot be
         *     exchanged. Another user's session, or one already ended, is 404.
         */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's API keys, newest first (never their secrets).
         * @description Live keys and those revoked or expired, newest first: each with the secret's prefix and last four
         *     characters, its scopes, when it was created, expires and was last used (kept at most once a
         *     minute).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key for a server; its secret is in the answer once and never again.
         * @description A key stands for the caller with only the scopes it is given (`ledger:read`, `payments:write`…:
         *     every operation's `x-scope`), until it expires or is revoked. The answer's `key` is the secret:
         *     store it then, it cannot be shown again (the server keeps only its SHA-256). Format, so a secret
         *     scanner can tell a leaked key offline: `tpk_test_` or `tpk_live_` (the server's payments mode), 43
         *     base62 characters (256 random bits), then 6 base62 characters of the CRC-32 of those 43
         *     (docs/api-keys.md). With `rateLimitPerMinute` the key
         *     is counted on its own budget, exactly across instances; without, on its owner's. A user holds at
         *     most 100 live keys.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One of the caller's API keys (never its secret).
         * @description The key as listed: prefix and last four characters, scopes, status, when it was created, expires,
         *     was last used and revoked. Another user's key is 404, like an unknown one.
         */
        get: operations["getApiKey"];
        put?: never;
        post?: never;
        /**
         * Revoke one of the caller's API keys, at once and on every instance.
         * @description The key is refused from the moment this answers (each instance drops it when the change's
         *     notification arrives, within milliseconds). Revoking a revoked or expired key is 204 too.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/api-keys/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * What happened to one of the caller's API keys, newest first.
         * @description The owner's audit of a key: `created` (with the key it replaced, for a roll's new key), `rolled`
         *     (with the new key's id), `revoked`, and `refused-scope` (with the scope it lacked; at most once a
         *     minute per scope), and `carried-over` for a merchant key made before merchant keys were API
         *     keys. Kept after the key is revoked.
         */
        get: operations["listApiKeyEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/api-keys/{id}/roll": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a key's secret; the old secret keeps working until the overlap ends.
         * @description A new key with the same name, scopes, expiry and limit, its secret shown this once; the old key
         *     expires `overlapSeconds` from now (default 86400, a day; 0 ends it at once; at most 604800, a
         *     week), or sooner if it was to expire sooner. A revoked or expired key cannot be rolled (404).
         */
        post: operations["rollApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Make a user an operator (role `admin`), or a plain user again. Operators only.
         * @description Recorded with who changed it and when. The user's next request already carries the new role, on
         *     every instance. An operator may not demote themselves (so the last operator cannot lock everyone
         *     out by mistake); the admin CLI can (`npm run admin -- revoke --email …`, docs/operations.md).
         */
        put: operations["setUserRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The external identity providers this server is configured for.
         * @description GitHub (OAuth 2) and Google (OpenID Connect), each listed only when its client id and secret
         *     are configured. Send the user's browser to `startUrl` to sign in.
         */
        get: operations["listOAuthProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth/{provider}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the provider sends the browser back; exchanges the code and signs the user in.
         * @description Checks the `state` (single use, bound to the provider, 10 minutes) and that this browser
         *     started the login (the login cookie set by start must be sent back and hold the same state),
         *     exchanges the code at the provider's token endpoint with the PKCE verifier, and reads the
         *     account's verified email (GitHub: the verified primary address from `/user/emails`; Google:
         *     `email` with `email_verified`). A new provider account is linked to the user with that email
         *     (compared case-insensitively) only when that user has no password, i.e. was created through
         *     another provider; a user who registered with a password is refused with 409 (registration
         *     does not verify emails, so linking would let whoever registered the address first into the
         *     provider account's user). Without a user with that email, a new user with their default
         *     wallet account is created. Later sign-ins with the same provider account reach the same user
         *     even if its email changes. Every outcome of a well-formed callback uses up the state and
         *     clears the login cookie (`Max-Age=0`). Answers like
         *     `POST /api/auth/login`, or redirects to the `returnTo` given at start. Providers may add
         *     parameters of their own (Google adds `authuser`, `hd`, `prompt`); they are ignored. Query
         *     values may carry reserved characters unencoded (Google's `scope` holds URLs).
         */
        get: operations["completeOAuthLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Format: email */
        Email: string;
        RegisterRequest: {
            email: components["schemas"]["Email"];
            /**
             * @description At least 8 characters.
             * @example correct horse battery staple
             */
            password: string;
            /** @example Ada Lovelace */
            name: string;
        };
        /** @description An RFC 9457 problem details body. */
        Problem: {
            /** @description A URI reference naming the problem type, e.g. `https://trustplane.dev/problems/validation`. */
            type: string;
            /**
             * @description The problem type's stable, machine-readable name (the last segment of `type`, e.g.
             *     `insufficient-funds`): branch on this. It never changes for a given kind of problem. Each
             *     operation's responses narrow it to the codes that operation can answer with.
             */
            code: string;
            /** @description Short summary of the problem type. */
            title: string;
            /** @description The HTTP status code. */
            status: number;
            /** @description What went wrong in this occurrence. */
            detail?: string;
            /** @description The request path. */
            instance?: string;
            /** @description The `X-Request-Id` of the request. */
            requestId?: string;
            /**
             * @description For validation problems, one entry per thing that is wrong: at most 20, the rest counted in
             *     `errorsOmitted`.
             */
            errors?: {
                /** @description Where, e.g. `/body/email` or `/query/limit`. */
                path?: string;
                message: string;
                code?: string;
            }[];
            /** @description How many further field errors there were beyond the 20 listed in `errors`. */
            errorsOmitted?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A 500. */
        ServerErrorProblem: components["schemas"]["Problem"] & {
            /**
             * @example internal
             * @enum {string}
             */
            code?: "internal" | "response-validation";
        };
        /**
         * Format: date-time
         * @description ISO 8601 in UTC.
         */
        Timestamp: string;
        /** @description An opaque identifier whose prefix names its kind. */
        Id: string;
        AuthResponse: {
            /** @description A JWT bearer token; send as `Authorization: Bearer <token>`. */
            token: string;
            expiresAt: components["schemas"]["Timestamp"];
            /** @description Seconds until `token` expires (`JWT_TTL_SECONDS`, 900 by default). */
            expiresIn: number;
            /**
             * @description Exchanges for a new `token` and `refreshToken` at `POST /api/auth/refresh`, once (`tpr_…`, 53
             *     characters). Keep it secret like a password; it lasts 30 days unless exchanged.
             */
            refreshToken: string;
            user: {
                id: components["schemas"]["Id"];
                email: string;
            };
        };
        /** @description A 400 of an operation that takes a JSON body. */
        BadRequestBodyProblem: components["schemas"]["Problem"] & {
            /**
             * @example validation
             * @enum {string}
             */
            code?: "validation" | "malformed-json" | "bad-request" | "invalid-data";
        };
        /** @description A 413. */
        PayloadTooLargeProblem: components["schemas"]["Problem"] & {
            /**
             * @example payload-too-large
             * @enum {string}
             */
            code?: "payload-too-large";
        };
        /** @description A 415. */
        UnsupportedMediaTypeProblem: components["schemas"]["Problem"] & {
            /**
             * @example unsupported-media-type
             * @enum {string}
             */
            code?: "unsupported-media-type";
        };
        /** @description A 429. */
        TooManyRequestsProblem: components["schemas"]["Problem"] & {
            /**
             * @example rate-limited
             * @enum {string}
             */
            code?: "rate-limited";
        };
        LoginRequest: {
            email: components["schemas"]["Email"];
            /** @example correct horse battery staple */
            password: string;
        };
        User: {
            id: components["schemas"]["Id"];
            email: string;
            name: string;
            /**
             * @description A plain user has the value `user`.
             * @enum {string}
             */
            role: "user" | "admin";
            createdAt?: components["schemas"]["Timestamp"];
        };
        /** @description A 400 of an operation without a JSON body. */
        BadRequestProblem: components["schemas"]["Problem"] & {
            /**
             * @example validation
             * @enum {string}
             */
            code?: "validation";
        };
        /** @description A 401 of an operation that takes a bearer token. */
        UnauthorizedProblem: components["schemas"]["Problem"] & {
            /**
             * @example unauthorized
             * @enum {string}
             */
            code?: "unauthorized" | "token-expired";
        };
        /** @description A 403 of an operation an API key was sent to but may not call. */
        ForbiddenProblem: components["schemas"]["Problem"] & {
            /**
             * @example insufficient-scope
             * @enum {string}
             */
            code: "insufficient-scope" | "session-required";
            /** @description The scope the operation needs (`ledger:write`, say); on `insufficient-scope` only. */
            scope?: string;
        };
        /** @description A 503. */
        ServiceUnavailableProblem: components["schemas"]["Problem"] & {
            /**
             * @example unavailable
             * @enum {string}
             */
            code?: "unavailable";
        };
        SignOutResult: {
            /** @enum {boolean} */
            revoked: true;
        };
        RefreshRequest: {
            refreshToken: string;
        };
        RefreshResponse: {
            /** @description The new access token. */
            token: string;
            expiresAt: components["schemas"]["Timestamp"];
            /** @description Seconds until `token` expires. */
            expiresIn: number;
            /** @description The next refresh token; the one sent is used up. */
            refreshToken: string;
        };
        Session: {
            id: components["schemas"]["Id"];
            createdAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description Kept at most once a minute.
             */
            lastUsedAt: string;
            /** @description What signed in (its `User-Agent`, at most 256 characters). */
            userAgent: string | null;
            /** @description Whether this request came from it. */
            current: boolean;
        };
        /** @description How many items the whole list holds. */
        Total: number;
        /** @description Pass as `cursor` to get the next page; `null` when the list is exhausted. */
        NextCursor: string | null;
        /** @description One page of the caller's live sessions, newest first. */
        SessionPage: {
            items: components["schemas"]["Session"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description A 400 of a paginated list. */
        BadRequestPageProblem: components["schemas"]["Problem"] & {
            /**
             * @example validation
             * @enum {string}
             */
            code?: "validation" | "invalid-cursor";
        };
        /**
         * @description An operation's `x-scope`, `<tag>:read` (GET) or `<tag>:write` (every other method).
         * @example ledger:read
         */
        ApiKeyScope: string;
        ApiKey: {
            id: components["schemas"]["Id"];
            /** @description Whether the key moves real money: the payments mode of the server that holds it (`PAYMENTS_MODE`). A test key is refused by a live server and the other way round. */
            livemode: boolean;
            name: string;
            /**
             * @description `tpk_test_` or `tpk_live_`, the start of every key made now, naming the mode of the server that made it (`livemode`); `tpk_` for keys made before. A merchant key made before merchant keys were API keys shows its first 12 characters (`mk_live_` and 4 more, whatever the mode).
             * @example tpk_test_
             */
            prefix: string;
            /** @description The secret's last four characters; null for a carried-over `mk_live_` key (only its start was kept). */
            lastFour: string | null;
            scopes: components["schemas"]["ApiKeyScope"][];
            /**
             * @description Whether the key is accepted now.
             * @enum {string}
             */
            status: "active" | "expired" | "revoked";
            createdAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When it stops working; null: never.
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description Kept at most once a minute.
             */
            lastUsedAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            /** @description Its own budget; null: its owner's. */
            rateLimitPerMinute: number | null;
            /** @description The key this one replaced by a roll. */
            rolledFrom: string | null;
        };
        /** @description One page of the caller's keys, newest first. */
        ApiKeyPage: {
            items: components["schemas"]["ApiKey"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        ApiKeyRequest: {
            /**
             * @description What the key is for, to tell keys apart.
             * @example billing server
             */
            name: string;
            scopes: components["schemas"]["ApiKeyScope"][];
            expiresAt?: components["schemas"]["Timestamp"];
            /** @description The key's own budget of requests per minute, counted exactly across instances. */
            rateLimitPerMinute?: number;
        };
        /** @description A key as `ApiKey` shows it, with its secret (in the answer that creates it only). */
        ApiKeyWithSecret: {
            id: components["schemas"]["Id"];
            /** @description Whether the key moves real money: the payments mode of the server that holds it (`PAYMENTS_MODE`). A test key is refused by a live server and the other way round. */
            livemode: boolean;
            name: string;
            /**
             * @description `tpk_test_` or `tpk_live_`, the start of every key made now, naming the mode of the server that made it (`livemode`); `tpk_` for keys made before. A merchant key made before merchant keys were API keys shows its first 12 characters (`mk_live_` and 4 more, whatever the mode).
             * @example tpk_test_
             */
            prefix: string;
            /** @description The secret's last four characters; null for a carried-over `mk_live_` key (only its start was kept). */
            lastFour: string | null;
            scopes: components["schemas"]["ApiKeyScope"][];
            /**
             * @description Whether the key is accepted now.
             * @enum {string}
             */
            status: "active" | "expired" | "revoked";
            createdAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When it stops working; null: never.
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description Kept at most once a minute.
             */
            lastUsedAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            /** @description Its own budget; null: its owner's. */
            rateLimitPerMinute: number | null;
            /** @description The key this one replaced by a roll. */
            rolledFrom: string | null;
            /** @description The secret, shown this once: send it as `Authorization: Bearer <key>`. */
            key: string;
        };
        ApiKeyEvent: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            kind: "created" | "rolled" | "revoked" | "refused-scope" | "carried-over";
            /** @description The scope refused; the key rolled to; the key a new one replaced. */
            detail: string | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        /** @description One page of a key's events, newest first. */
        ApiKeyEventPage: {
            items: components["schemas"]["ApiKeyEvent"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        ApiKeyRollRequest: {
            /** @description How long the old secret keeps working, in seconds; 86400 (a day) when not given. */
            overlapSeconds?: number;
        };
        RoleRequest: {
            /** @enum {string} */
            role: "user" | "admin";
        };
        /** @description A 403 of an operators' (role `admin`) operation. */
        AdminOnlyProblem: (components["schemas"]["Problem"] & {
            /**
             * @example admin-only
             * @enum {string}
             */
            code?: "admin-only";
        }) | components["schemas"]["ForbiddenProblem"];
        OAuthProvider: {
            /**
             * @description The `{provider}` path segment.
             * @enum {string}
             */
            id: "github" | "google";
            /** @description Display name, e.g. `GitHub`. */
            name: string;
            /**
             * @description Plain OAuth 2 or OpenID Connect.
             * @enum {string}
             */
            protocol: "oauth2" | "oidc";
            /** @description Path that begins the sign-in (redirects to the provider). */
            startUrl: string;
        };
        OAuthProviderList: {
            items: components["schemas"]["OAuthProvider"][];
        };
    };
    responses: {
        /**
         * @description A server error, never with a stack trace. `code`:
         *     - `internal`: an unexpected error; quote the `requestId` when reporting it.
         *     - `response-validation`: outside production only, the answer the server was about to send does
         *       not match this contract (a bug of the server's).
         */
        Problem: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ServerErrorProblem"];
            };
        };
        /**
         * @description The request is malformed or does not match the contract. `code`:
         *     - `validation`: a parameter or a body field is missing, unknown or malformed; `errors` lists each.
         *     - `malformed-json`: the body is not JSON.
         *     - `bad-request`: the body could not be read (it ended before its `Content-Length`).
         *     - `invalid-data`: a value the contract allows that the database cannot store (too long, out of
         *       range); the detail names the condition.
         */
        BadRequestBody: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["BadRequestBodyProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `payload-too-large`: the body is larger than the operation accepts (`x-body-limit`, else 1 MiB).
         */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `unsupported-media-type`: the body is not `application/json` (or not UTF-8), or has no `Content-Type`.
         */
        UnsupportedMediaType: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `rate-limited`: the caller's rate limit is used up; wait `Retry-After` seconds.
         */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["TooManyRequestsProblem"];
            };
        };
        /**
         * @description The request does not match the contract; `errors` lists what is wrong. `code`:
         *     - `validation`: a parameter is missing, unknown or malformed, or a value breaks its schema.
         */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["BadRequestProblem"];
            };
        };
        /**
         * @description No valid bearer token. `code`:
         *     - `unauthorized`: the token is missing or malformed, its session ended (signed out, ended, a
         *       refresh token reused) or it was revoked by sign-out-everywhere; or the API key is unknown,
         *       revoked or expired (all three answered alike).
         *     - `token-expired`: the access token's time is up: exchange the refresh token at
         *       `POST /api/auth/refresh` (the client packages do it for you) and call again.
         */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["UnauthorizedProblem"];
            };
        };
        /**
         * @description An API key was sent that may not call this operation; nothing was done. `code` says why:
         *     - `insufficient-scope`: the key's scopes do not hold the operation's (`scope` names it).
         *     - `session-required`: only a signed-in session may call this operation, never a key.
         */
        Forbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description Temporarily unable to answer; nothing was done. Retry after `Retry-After` seconds. `code`:
         *     - `unavailable`: the database (or, for a bearer token, the check of it) is out of reach.
         */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
            };
        };
        /**
         * @description The request does not match the contract. `code`:
         *     - `validation`: a parameter is missing, unknown or malformed (`limit` above 200, say); `errors` lists each.
         *     - `invalid-cursor`: `cursor` is not a `nextCursor` this list gave out; pass it back unchanged.
         */
        BadRequestPage: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["BadRequestPageProblem"];
            };
        };
        /**
         * @description `code` says why:
         *     - `api-key-not-found`: the caller has no key with this id (another user's key is not found either).
         */
        ApiKeyNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example api-key-not-found
                     * @enum {string}
                     */
                    code?: "api-key-not-found";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `admin-only`: the caller is not an operator (role `admin`).
         *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
         *       operation (see `Forbidden`).
         */
        AdminOnly: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["AdminOnlyProblem"];
            };
        };
    };
    parameters: {
        /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
        Limit: number;
        /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
        Cursor: string;
    };
    requestBodies: never;
    headers: {
        /** @description The request's id, echoed from the request when it sent a valid one, otherwise generated. */
        "X-Request-Id": string;
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
        /** @description Requests allowed in the current window. */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the current window resets. */
        "X-RateLimit-Reset": number;
        /** @description On operations that take a bearer token: `Bearer realm="trustplane"`, with `error="invalid_token"` when the token sent was refused. */
        "WWW-Authenticate": string;
        /**
         * @description Clears the login cookie (`__Host-tp_oauth=; Max-Age=0; …` over https, `tp_oauth=; Max-Age=0; …`
         *     over http): the login is used up whatever the outcome.
         */
        OAuthLoginCookieCleared: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Registered. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            /**
             * @description `code` says why:
             *     - `email-taken`: a user with this email already exists (emails are compared case-insensitively).
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example email-taken
                         * @enum {string}
                         */
                        code?: "email-taken";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            /**
             * @description Temporarily unable to answer; nothing was done. `code` says why:
             *     - `unavailable`: the database (or, for a bearer token, the check of it) is out of reach; retry
             *       after `Retry-After` seconds.
             *     - `password-hashing-busy`: too many registrations and sign-ins are queued for password hashing;
             *       retry after `Retry-After` seconds.
             */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example unavailable
                         * @enum {string}
                         */
                        code?: "unavailable" | "password-hashing-busy";
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            /**
             * @description `code` says why:
             *     - `invalid-credentials`: wrong email or password (an unknown email is answered alike).
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example invalid-credentials
                         * @enum {string}
                         */
                        code?: "invalid-credentials";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            /**
             * @description Temporarily unable to answer; nothing was done. `code` says why:
             *     - `unavailable`: the database (or, for a bearer token, the check of it) is out of reach; retry
             *       after `Retry-After` seconds.
             *     - `password-hashing-busy`: too many registrations and sign-ins are queued for password hashing;
             *       retry after `Retry-After` seconds.
             */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example unavailable
                         * @enum {string}
                         */
                        code?: "unavailable" | "password-hashing-busy";
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    signOutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every earlier token is now refused with 401. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignOutResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description A new pair; the refresh token sent is used up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefreshResponse"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            /**
             * @description `code` says why:
             *     - `invalid-refresh-token`: unknown, expired, or of an ended session.
             *     - `refresh-token-reused`: already exchanged once; the session has now ended.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example invalid-refresh-token
                         * @enum {string}
                         */
                        code?: "invalid-refresh-token" | "refresh-token-reused";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listSessions: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code` says why:
             *     - `session-not-found`: the caller has no live session with this id.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example session-not-found
                         * @enum {string}
                         */
                        code?: "session-not-found";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyRequest"];
            };
        };
        responses: {
            /** @description Created; `key` is the secret, shown this once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyWithSecret"];
                };
            };
            /**
             * @description The request is malformed or does not match the contract. `code`:
             *     - `validation`, `malformed-json`, `bad-request`, `invalid-data`: as everywhere (`BadRequestBody`).
             *     - `unknown-scope`: a scope no operation has (`errors` names each).
             *     - `expiry-in-past`: `expiresAt` is not in the future.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example validation
                         * @enum {string}
                         */
                        code?: "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unknown-scope" | "expiry-in-past";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code` says why:
             *     - `api-key-limit`: the caller already holds 100 live keys; revoke one first.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example api-key-limit
                         * @enum {string}
                         */
                        code?: "api-key-limit";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ApiKeyNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ApiKeyNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listApiKeyEvents: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the key's events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyEventPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ApiKeyNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    rollApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ApiKeyRollRequest"];
            };
        };
        responses: {
            /** @description The new key; `key` is its secret, shown this once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyWithSecret"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ApiKeyNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    setUserRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleRequest"];
            };
        };
        responses: {
            /** @description The user with their role now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            /**
             * @description `code` says why:
             *     - `user-not-found`: no user has this id.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example user-not-found
                         * @enum {string}
                         */
                        code?: "user-not-found";
                    };
                };
            };
            /**
             * @description `code` says why:
             *     - `own-role`: an operator may not demote themselves through the API.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example own-role
                         * @enum {string}
                         */
                        code?: "own-role";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listOAuthProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configured providers (possibly none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthProviderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    completeOAuthLogin: {
        parameters: {
            query: {
                /** @description The state the start redirect sent to the provider. */
                state: string;
                /** @description The authorization code (absent when the provider reports an error). */
                code?: string;
                /** @description The provider's OAuth error code, e.g. `access_denied` when the user declined. */
                error?: string;
                /** @description The provider's explanation of `error` (not echoed back). */
                error_description?: string;
                error_uri?: string;
                /** @description The issuer of the authorization response (RFC 9207); checked when the provider declares it. */
                iss?: string;
                /** @description The scopes the user granted. */
                scope?: string;
            };
            header?: never;
            path: {
                /** @description The provider id from `GET /api/auth/oauth/providers`: `github` or `google`. Unknown or unconfigured ones are 404. */
                provider: string;
            };
            cookie?: {
                /**
                 * @description The login cookie set by start when `PUBLIC_BASE_URL` is https. It must hold the same
                 *     `state`; a callback without it, or with the cookie of another sign-in, is 400
                 *     `oauth-invalid-state`.
                 */
                "__Host-tp_oauth"?: string;
                /** @description The same login cookie when `PUBLIC_BASE_URL` is plain http (development). */
                tp_oauth?: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    /** @description Always `no-store`. */
                    "Cache-Control"?: string;
                    "Set-Cookie": components["headers"]["OAuthLoginCookieCleared"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /**
             * @description `returnTo` was given at start, so the browser goes back there: signed in, with the token in
             *     the fragment; or, when the sign-in failed after this browser's state was checked (the user
             *     declined, the code was refused, an unverified or already registered email, the provider
             *     unreachable), with why in the fragment instead of a JSON answer the person cannot act on.
             *     A failure before that check (an unknown state, another browser) is answered as below.
             */
            302: {
                headers: {
                    /**
                     * @description The `returnTo` address followed by `#token=<JWT>&expiresAt=<ISO 8601>&refreshToken=…`,
                     *     or by `#error=<code>&error_description=<text>` with one of the codes below.
                     */
                    Location?: string;
                    "Set-Cookie": components["headers"]["OAuthLoginCookieCleared"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The sign-in cannot be finished; start it again. `code` says why:
             *     - `validation`: the request does not match the contract (a parameter or field missing, unknown or
             *       malformed); `errors` lists each.
             *     - `oauth-invalid-state`: the state is missing, unknown, already used, of another provider or
             *       expired, or this browser did not start the login (no login cookie, or the cookie of another
             *       sign-in).
             *     - `oauth-missing-code`: the callback carries neither a code nor an error.
             *     - `oauth-invalid-grant`: the provider refused the code (expired, already used, or the PKCE check
             *       failed).
             */
            400: {
                headers: {
                    "Set-Cookie": components["headers"]["OAuthLoginCookieCleared"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example validation
                         * @enum {string}
                         */
                        code?: "validation" | "oauth-invalid-state" | "oauth-missing-code" | "oauth-invalid-grant";
                    };
                };
            };
            /**
             * @description `code` says why:
             *     - `oauth-access-denied`: the user declined at the provider.
             *     - `oauth-email-unverified`: the provider account has no verified email address.
             */
            403: {
                headers: {
                    "Set-Cookie": components["headers"]["OAuthLoginCookieCleared"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example oauth-access-denied
                         * @enum {string}
                         */
                        code?: "oauth-access-denied" | "oauth-email-unverified";
                    };
                };
            };
            /**
             * @description `code` says why:
             *     - `oauth-provider-not-found`: no such provider, or it is not configured on this server.
             */
            404: {
                headers: {
                    "Set-Cookie": components["headers"]["OAuthLoginCookieCleared"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example oauth-provider-not-found
                         * @enum {string}
                         */
                        code?: "oauth-provider-not-found";
                    };
                };
            };
            /**
             * @description `code` says why:
             *     - `oauth-email-in-use`: the provider account is new here and its email belongs to a user who
             *       registered with a password: nothing is linked; sign in with that password instead.
             */
            409: {
                headers: {
                    "Set-Cookie": components["headers"]["OAuthLoginCookieCleared"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example oauth-email-in-use
                         * @enum {string}
                         */
                        code?: "oauth-email-in-use";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            /**
             * @description `code` says why:
             *     - `oauth-provider-error`: the provider could not be reached, failed, or gave an unusable answer.
             */
            502: {
                headers: {
                    "Set-Cookie": components["headers"]["OAuthLoginCookieCleared"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example oauth-provider-error
                         * @enum {string}
                         */
                        code?: "oauth-provider-error";
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
}
