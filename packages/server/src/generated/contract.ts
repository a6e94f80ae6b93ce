// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/server` (scripts/generate-contract-types.mjs).

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
    "/api/auth/oauth/{provider}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Begin a sign-in with an external identity provider (redirects to it).
         * @description Answers 302 to the provider's authorization endpoint: OAuth 2 authorization code flow with PKCE
         *     (S256), a single-use `state` valid for 10 minutes, and a `nonce` for OpenID Connect providers.
         *     It also sets a cookie that binds the login to this browser (login CSRF protection, RFC 6749
         *     §10.12): the callback is refused unless the same browser brings it back. The provider later
         *     redirects the browser to `/api/auth/oauth/{provider}/callback` (`PUBLIC_BASE_URL` + that path
         *     must be registered at the provider as the redirect URI).
         */
        get: operations["startOAuthLogin"];
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
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The front page (HTML for a browser), or the API's entry points (JSON for a program).
         * @description By `Accept`: a browser (`text/html` preferred) gets the front page, rendered from the catalog:
         *     what each module does, its status, and links to its API docs, its own page and its health, with
         *     the docs, the governance playground and the contract. The page runs no script and loads nothing
         *     (`Content-Security-Policy: default-src 'none'`, its inline style allowed by hash). Anything else
         *     (`application/json`, `*\/*`, no `Accept`) gets `RootIndex`, the absolute links a program starts
         *     from. Cacheable for 2 minutes (`Vary: Accept`).
         */
        get: operations["getFrontPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The module catalog, filtered, projected, or as CSV or Markdown.
         * @description Every module of the platform with its status, tags and links, ordered by `priority` (1 first).
         *     Filters combine with AND; the values of one comma list combine with OR.
         *
         *     Cached for 120 seconds: the server renders each distinct query at most once per 120 s, answers
         *     with `Cache-Control: public, max-age=120` and a strong `ETag` of the exact representation, and
         *     answers `304 Not Modified` when `If-None-Match` carries it. `generatedAt` is when the
         *     representation was rendered.
         *
         *     `format=csv` is RFC 4180 (`text/csv`, CRLF line ends, a header row) with 15 stable columns, in this
         *     order: `id, code, name, kind, status, tags, priority, frontend, ogImage, health, openapi, waitlist,
         *     status_url, live, related`. `tags` and `related` (the ids of the item's five closest related
         *     modules) are joined with `;`;
         *     cells that start with `=`, `+`, `-`, `@`, tab or CR are prefixed with `'` so spreadsheets do not
         *     run them as formulas. `format=md` is a Markdown table (columns `id, name, kind, status, priority,
         *     tags`, or the `fields` projection).
         */
        get: operations["listCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/catalog/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One catalog module with its priority and related modules.
         * @description Cached like the catalog (120 s, strong ETag, 304 on If-None-Match).
         */
        get: operations["getCatalogItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/catalog/{id}/related": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Modules related to one module by tag overlap, closest first.
         * @description Every module sharing at least one tag, ordered by the number of shared tags, then by Jaccard
         *     similarity of the two tag sets, then by priority, then by id. Items embed the top 5 of this list
         *     as `related`. Cached like the catalog.
         */
        get: operations["listRelatedModules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/catalog/{id}/og.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The module's social preview card (the item's `ogImage`), 1200x630 SVG.
         * @description An SVG card with the module's name, code, status and summary, for link previews. Cached like the
         *     catalog (120 s, strong ETag, 304 on If-None-Match); unknown ids are 404.
         */
        get: operations["getCatalogItemImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The module graph: modules as nodes, tag overlaps as weighted edges.
         * @description One undirected edge per pair of modules sharing at least `minWeight` tags; `weight` is the number
         *     of shared tags. Edges are ordered by weight (heaviest first), then by the modules' priority.
         *     Cached like the catalog.
         */
        get: operations["getModuleGraph"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/registry-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Taxonomy counts of the catalog.
         * @description Counts by status and kind (every value present, zero or not), the ten most used tags, the total and the live count. Cached like the catalog.
         */
        get: operations["getCatalogStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The aggregate index of module descriptions and published client packages.
         * @description One entry per catalog module (then one per contract tag that is not a catalog module, such as
         *     `auth`) with links into the contract and the docs and the module's paths, the API index
         *     version, and the `sdk` section: each published client package and the webhook verifier with its
         *     version, install command, modules and README link, and `transparencyLog`: the transparency log's
         *     origin and verifier key and where its checkpoint is. Cached like the catalog.
         */
        get: operations["getApiIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Build information; answers 200 as soon as the server is ready.
         * @description Static between deployments except `uptimeSeconds`. Not cached (`Cache-Control: no-store`).
         */
        get: operations["getVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Aggregate health probe over the server's dependencies, the database first.
         * @description Each dependency is checked at once with a 2-second timeout. `down` when a critical dependency
         *     (the database) fails or times out: answered with 503. `degraded` when anything else is not ok
         *     (the database answers `SELECT 1` slower than 500 ms, or migrations are pending): answered with
         *     200, as is `ok`. Not cached.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sitemap (sitemaps.org XML) of the public pages, with absolute URLs.
         * @description The docs, both OpenAPI documents, the catalog and every catalog item. Cached like the catalog.
         */
        get: operations["getSitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's wallet accounts.
         * @description Every account the caller owns, oldest first (the default account, opened at registration,
         *     comes first). A user holds at most 10 accounts, so the list is not paginated.
         */
        get: operations["listLedgerAccounts"];
        put?: never;
        /**
         * Open another account (balance 0).
         * @description Registration already opens the caller's default account; this opens more, up to 10 per user
         *     (409 `account-limit` beyond). The body may be omitted.
         */
        post: operations["openLedgerAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/accounts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's accounts as CSV.
         * @description RFC 4180 (`text/csv`, CRLF line ends, a header row), one line per account, oldest first, with the
         *     columns `id, currency, balance, isDefault, createdAt, updatedAt`. `balance` is written with
         *     exactly two decimals (`12.50`).
         */
        get: operations["exportLedgerAccountsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/accounts/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the default account of a user by email, to send them a transfer.
         * @description Answers the default account of the user with this email (compared case-insensitively) and
         *     who owns it: the owner's user id and display name, so the payer can check they found the
         *     right person before sending. The email itself is not echoed, and nothing else about the user
         *     (other accounts, balances) is revealed. Unknown emails are 404. Looking up one's own email
         *     works too.
         */
        get: operations["lookupLedgerAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's accounts, with its balance now.
         * @description The account as `GET /api/ledger/accounts` lists it. An id that is not one of the caller's
         *     accounts is 404, whether it exists or not.
         */
        get: operations["getLedgerAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/topup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit one of the caller's accounts from the test-net faucet.
         * @description Writes one operation of kind `topup` (no `from`) and credits the account, atomically. Only into
         *     an account the caller owns (403 otherwise, also for an id that does not exist). A faucet, so
         *     limited: at most `TOPUP_MAX` TNU per top-up (default 1,000,000; 422 `topup-limit` beyond) and at
         *     most `TOPUP_LIMIT_PER_HOUR` top-ups per user in any rolling hour (default 10; 429
         *     `topup-rate-limited` with `Retry-After`). A balance may not exceed 9,999,999,999,999.99 TNU
         *     (422 `balance-limit`).
         *
         *     With `Idempotency-Key`, a retry within 24 hours returns the first response and credits once.
         */
        post: operations["topUpLedgerAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an amount from one of the caller's accounts to any account.
         * @description Debits `from` and credits `to` in one transaction that writes one operation of kind `transfer`
         *     (both sides in one journal row, each with the balance after it). Concurrent transfers lock
         *     both accounts in a fixed order, so none is lost and none deadlocks; transient database
         *     conflicts are retried on the server and never reach the client.
         *
         *     Checks, in this order: `from` equal to `to` is 400 `same-account`; `from` not owned by the
         *     caller (or not existing) is 403; `to` not existing is 404; an amount above the balance of
         *     `from` is 422 `insufficient-funds`, and changes nothing.
         *
         *     With `Idempotency-Key`, a retry within 24 hours returns the first response and moves the
         *     money once, also when the retries arrive at the same time.
         */
        post: operations["createLedgerTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's ledger, newest first.
         * @description Operations that touch an account the caller owns (either side), newest first. A transfer
         *     between two of the caller's own accounts appears once. Keyset cursors: walking the pages while
         *     new operations are written never repeats or skips an older one.
         */
        get: operations["listLedgerOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/operations.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's whole ledger as CSV.
         * @description Every operation of `GET /api/ledger/operations`, oldest first (a statement reads top to bottom),
         *     as it stood when the export began: RFC 4180 (`text/csv`, CRLF line ends, a header row) with
         *     exactly the columns `id, kind, amount, from, to, createdAt`. `amount` has exactly two decimals
         *     (`12.50`); `from` is empty for a top-up. Streamed, so any length works.
         */
        get: operations["exportLedgerOperationsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Transfers into or out of the caller's accounts, newest first.
         * @description Paginated like `GET /api/ledger/operations`; top-ups are not transfers and are not listed.
         */
        get: operations["listLedgerTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/transfers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every transfer of `GET /api/ledger/transfers` as CSV.
         * @description Oldest first, as of when the export began: RFC 4180 with the columns
         *     `id, operationId, from, to, amount, createdAt` (`amount` with exactly two decimals). Streamed.
         */
        get: operations["exportLedgerTransfersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign any JSON value with the caller's Ed25519 key.
         * @description Signs the UTF-8 bytes of the payload's RFC 8785 (JSON Canonicalization Scheme) form with the
         *     caller's current Ed25519 key, which is created on the caller's first signature. Key order and
         *     whitespace therefore never change a signature, and Ed25519 is deterministic: the same key and
         *     payload always give the same signature. The private key never leaves the server and is stored
         *     encrypted (AES-256-GCM). Every signature is kept as a receipt (its id, the key id, the SHA-256 of
         *     the canonical payload and the signature; not the payload itself), listed by
         *     `GET /api/signing/v2/audit`.
         */
        post: operations["signPayload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a v1 signature over a payload (public).
         * @description **Finding the signer's key.** Name it with any of `receiptId`, `keyId` and `publicKey` (all
         *     that are given must agree). When none is given, the receipt that holds exactly this signature
         *     is looked up and its key used. A `publicKey` that is not one of the platform's keys is used as
         *     it is (then `keyId` is null).
         *
         *     **`valid`** is true when the signature verifies over the payload's RFC 8785 canonical bytes
         *     with that key (strict RFC 8032 Ed25519) and, if a `receiptId` is named, that receipt holds this
         *     very signature. A changed payload, a changed signature, an unknown receipt or key, or
         *     identifiers that disagree all give `valid: false`, never an error. Only a signature that is not
         *     `0x` + 128 hex digits is a 400.
         *
         *     **`expected`** is the signature the signer's key makes over this payload (Ed25519 is
         *     deterministic), when the platform can show it without signing anything on request: the
         *     provided signature when it verifies, or else the named (or looked-up) receipt's signature when
         *     that receipt covers this same canonical payload. Otherwise it is null, for instance for a
         *     tampered payload, or when only a public key is given and the signature does not verify. This
         *     endpoint never makes a new signature: a public endpoint that did would sign anything with
         *     anyone's key.
         */
        post: operations["verifySignature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/v2/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a detached signature with an explicit key, attested by the platform.
         * @description Signs the payload's RFC 8785 canonical bytes like v1, but answers with a detached signature:
         *     no payload, its SHA-256 instead, and the signer's public key, so the result can be checked
         *     offline (for example with `verifySignatureOffline` of `@trustplane/sdk-fintech`). Signatures and
         *     public keys are unpadded base64url (a public key is a JWK's `x`). `keyId` picks one of the
         *     caller's keys (404 if it is unknown or someone else's, alike; 422 if retired); without it the
         *     caller's current key signs (created on first use). The receipt is attested by a platform key
         *     listed at `GET /api/signing/v2/keys`: `attestation.signature` signs the RFC 8785 form of
         *     `{type: "trustplane.signing.receipt", algo, receiptId, keyId, publicKey, signature,
         *     payloadSha256, createdAt}` with the values of this response.
         */
        post: operations["signPayloadV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/v2/sign/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up to 100 payloads in one call, with one result per item.
         * @description Each item is signed as by `POST /api/signing/v2/sign`, with its own `keyId`, the batch's
         *     `keyId`, or the caller's current key. Results come back in request order, one per item: either
         *     `ok: true` with the detached signature, or `ok: false` with the problem of that item (a named
         *     key that is unknown, someone else's or retired). Items that succeed are stored even when others
         *     fail. More than 100 items, or none, is a 400.
         */
        post: operations["signPayloadBatchV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/v2/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a signature with an explicitly named key (public).
         * @description The request names the key: `keyId`, `publicKey`, or both (which must agree). `signature` may be
         *     base64url (as v2 writes it) or `0x` + hex (as v1 writes it). `valid` is the strict RFC 8032
         *     Ed25519 check over the payload's RFC 8785 canonical bytes; a retired key still verifies what it
         *     signed. When not valid, `reason` says why: `bad-signature` (the signature does not verify for
         *     this payload and key), `unknown-key` (no key has this `keyId`) or `key-mismatch` (`keyId` and
         *     `publicKey` name different keys). Invalid is an answer, never an error; only a malformed
         *     request is a 400.
         */
        post: operations["verifySignatureV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/v2/verify/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check up to 100 signatures in one call (public).
         * @description Each item is checked as by `POST /api/signing/v2/verify`; results come back in request order.
         *     `allValid` is true when every item is valid. More than 100 items, or none, is a 400.
         */
        post: operations["verifySignatureBatchV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/v2/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's signatures (v1 and v2), newest first.
         * @description Every signature the caller has made, as stored receipts: no payloads, their SHA-256 instead.
         *     Filter by time with `from` (inclusive) and `to` (exclusive), and by key with `keyId` (403 for a
         *     key that is not the caller's). Paginated: pass `nextCursor` back as `cursor`; pages stay stable
         *     while new signatures are made. v2 entries carry the platform's attestation; v1 entries have
         *     `attestation: null`.
         */
        get: operations["listSigningAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/v2/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The platform's public keys, as a JWK Set (public).
         * @description The Ed25519 keys the platform attests v2 receipts with, as an RFC 7517 JWK Set of RFC 8037
         *     `OKP` keys, current key first, retired ones kept so old attestations stay verifiable. The same
         *     document is served at `/.well-known/jwks.json`. Users' keys are not listed here (there are as
         *     many as users); fetch any key, a user's included, by id at `GET /api/signing/v2/keys/{keyId}`.
         */
        get: operations["listPlatformSigningKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/v2/keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One public key by id, a user's or the platform's (public).
         * @description Every signing key is published by id so that anyone holding a v1 or v2 signature can check it
         *     offline. Only the public half and its dates are shown, never who owns a user key.
         */
        get: operations["getSigningKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/v2/me/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's signing keys, newest first.
         * @description The caller's current key (if any) and the keys it replaced, with their retirement time.
         */
        get: operations["listMySigningKeys"];
        put?: never;
        /**
         * Rotate the caller's key (retire the current one and make a new one).
         * @description The new key signs from now on (v1 and v2). The retired key can no longer sign but stays
         *     published, so what it signed still verifies.
         */
        post: operations["rotateMySigningKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The platform's public keys at the well-known location (public).
         * @description The same JWK Set as `GET /api/signing/v2/keys`.
         */
        get: operations["getWellKnownJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transparency/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The log's identity (origin and verifier key) and its current size.
         * @description `origin` names the log (the first line of its checkpoints); `verifierKey` is the log's Ed25519
         *     public key in the signed-note verifier-key form, `<name>+<key hash>+<base64 key>`
         *     (C2SP signed-note), with which a checkpoint's signature is checked offline. The log key is its
         *     own key, not a user's; a new key starts a new log under a new origin. `treeSize` is the size of
         *     the latest checkpoint. Not cached (`Cache-Control: no-cache`).
         */
        get: operations["getTransparencyLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transparency/checkpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest checkpoint, a C2SP signed note.
         * @description A C2SP `tlog-checkpoint` as a signed note (C2SP `signed-note`): the origin, the tree size in
         *     decimal and the root hash in base64, each on its own line, then an empty line and the log's
         *     signature line (`— <origin> <base64 of key hash and signature>`), followed by the cosignature
         *     lines of the witnesses the log is configured with that have cosigned this exact checkpoint (C2SP
         *     `tlog-witness` and `tlog-cosignature`: `— <witness key name> <base64 of its key hash, an 8-byte
         *     big-endian timestamp and an Ed25519 signature of "cosignature/v1\ntime <t>\n" and the checkpoint's
         *     body>`), each verified by the log against the witness's key before it is kept. A verifier ignores
         *     the lines of keys it does not know; one that requires cosignatures pins the witness keys it trusts
         *     itself. A checkpoint just signed may not carry them yet (witnesses are asked after it is signed, and
         *     one that is down never holds up the log): ask again. A new checkpoint is signed within a second of
         *     new entries. Not cached (`Cache-Control: no-cache`).
         */
        get: operations["getTransparencyCheckpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transparency/entries/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One entry's exact bytes (what its leaf hash is computed over).
         * @description The entry at `index`, as the bytes its leaf hash is computed over (SHA-256 of 0x00 and these
         *     bytes): the RFC 8785 canonical JSON of a `TransparencyEntry`. Only entries within the latest
         *     checkpoint are served (404 `transparency-entry-not-found` beyond it). An entry never changes:
         *     cached for a year (`immutable`).
         */
        get: operations["getTransparencyEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transparency/proofs/inclusion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inclusion proof of an entry in a tree size (RFC 9162 §2.1.3).
         * @description The audit path of the entry at `index` in the tree of the first `treeSize` entries: the hashes,
         *     leaf end first, with which that entry's leaf hash and its index give the tree's root hash. Computed
         *     from stored subtree hashes (at most two per level of the tree). `treeSize` must be that of a
         *     checkpoint the caller holds, at most the latest one's (404 `transparency-tree-size-unknown`
         *     beyond it); `index` must be below it (400 `transparency-index-out-of-range`). Cached for a year:
         *     a proof for a given size never changes.
         */
        get: operations["getTransparencyInclusionProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transparency/proofs/consistency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The consistency proof between two tree sizes (RFC 9162 §2.1.4).
         * @description The hashes that show the tree of the first `to` entries extends the tree of the first `from`
         *     entries: with them, the two checkpoints' root hashes are checked to be of one history. Empty when
         *     `from` equals `to`. `to` must be at most the latest checkpoint's size (404
         *     `transparency-tree-size-unknown` beyond it) and `from` at most `to` (400
         *     `transparency-index-out-of-range`). Cached for a year.
         */
        get: operations["getTransparencyConsistencyProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transparency/tile/{level}/{a}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tile or entry bundle (C2SP tlog-tiles), a one-segment tile index.
         * @description The C2SP `tlog-tiles` layout below `/api/transparency/`: `tile/<L>/<N>[.p/<W>]` is a tile of
         *     level `L` (0 to 63): the 256 hashes (32 bytes each, concatenated) of the tree's nodes at height
         *     8·L in tile `N`; `tile/entries/<N>[.p/<W>]` is an entry bundle: 256 entries, each a big-endian
         *     16-bit length and the entry's bytes. `N` is written in groups of three digits, each but the last
         *     prefixed with `x` (`x001/x234/067` is tile 1234067), so a tile's path has one to three segments
         *     for `N` (this operation and the next three). A tile of the latest checkpoint's tree that is not
         *     full is served as `.p/<W>`, its first `W` (1 to 255) elements; a full tile never changes and is
         *     cached for a year (`immutable`), a partial one for a minute. What is not a tile of the latest
         *     tree (a malformed path, a tile beyond it, a partial width it does not have) is 404
         *     `transparency-tile-not-found`, as the layout asks.
         */
        get: operations["getTransparencyTile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transparency/tile/{level}/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tile or entry bundle, two segments after the level.
         * @description As `getTransparencyTile`, for `N` of two segments, or one segment and `.p/<W>`.
         */
        get: operations["getTransparencyTile2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transparency/tile/{level}/{a}/{b}/{c}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tile or entry bundle, three segments after the level.
         * @description As `getTransparencyTile`, for `N` of three segments, or two and `.p/<W>`.
         */
        get: operations["getTransparencyTile3"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transparency/tile/{level}/{a}/{b}/{c}/{d}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tile or entry bundle, three segments of `N` and `.p/<W>`.
         * @description As `getTransparencyTile`, for a partial tile whose `N` has three segments.
         */
        get: operations["getTransparencyTile4"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rights/objects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an authorship object and get its timestamped rights certificate.
         * @description Registers a work of the caller's and answers its rights certificate: `id` (the certificate id,
         *     `rgt_` and a ULID), the server's timestamp `createdAt`, and `contentSha256`, the SHA-256 digest
         *     the certificate is bound to. The digest is, in this order of preference:
         *
         *     - `content` given (text up to 262,144 characters): SHA-256 of its UTF-8 bytes (`digestSource:
         *       content`). The content itself is not stored, only its digest.
         *     - `contentSha256` given (64 lowercase hex digits): the client hashed its own bytes, for example
         *       an audio file, and the certificate binds that digest (`digestSource: declared`).
         *     - neither: SHA-256 of the RFC 8785 canonical JSON of `{title, description, kind}`, with
         *       `description` null when absent (`digestSource: metadata`); anyone can recompute it.
         *
         *     Sending both `content` and `contentSha256` is a 400. `certificate` is the certificate as a JSON
         *     document; its RFC 8785 canonical form is what `POST /api/pipeline/protect` signs with the
         *     owner's Ed25519 key, and `certificateSha256` is the SHA-256 of that form (the `payloadSha256` of
         *     a signing receipt over it, for example one made with `POST /api/signing/v2/sign` with the
         *     document as payload). Registration alone signs nothing; `POST /api/pipeline/protect` registers,
         *     signs and certifies in one call.
         *
         *     With `Idempotency-Key`, a retry within 24 hours answers the same object (same `id`) and
         *     registers nothing more; the same key with a different body is 422.
         */
        post: operations["createRightsObject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rights/objects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's rights objects.
         * @description Only the owner sees an object: anyone else's, like an unknown id, is 404
         *     `rights-object-not-found` (existence is not revealed). `bureauCertId` names the bureau
         *     certificate when the object was protected through the pipeline. Anyone may check a certificate
         *     at its `verifyUrl`.
         */
        get: operations["getRightsObject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rights/embed/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An embeddable HTML badge of a rights certificate (public).
         * @description A small self-contained HTML page for an `<iframe>` on any site, for example
         *     `<iframe src=".../api/rights/embed/rgt_…" width="440" height="80" style="border:0"></iframe>`.
         *     Public, since the owner publishes it on third-party pages: it shows what the certificate states
         *     (title, kind, registration date, certificate id and the start of the digest), never the owner or
         *     the description. It links (in a new tab) to the public verification status, of the bureau
         *     certificate when the object has one. Every user-supplied text is HTML-escaped; the page runs no
         *     script and loads nothing (`Content-Security-Policy: default-src 'none'`, its inline style
         *     allowed by hash) and, unlike every other response, may be framed by any site
         *     (`frame-ancestors *`, no `X-Frame-Options`, `Cross-Origin-Resource-Policy: cross-origin`).
         *     Cacheable for 5 minutes.
         */
        get: operations["getRightsEmbed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/protect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a work, sign its certificate and issue a bureau certificate, in one call.
         * @description Runs the whole protection pipeline for the caller:
         *
         *     1. registers the rights object exactly as `POST /api/rights/objects` does (same fields, limits
         *        and digest rules);
         *     2. signs its certificate document (`rightsObject.certificate`, RFC 8785 canonical bytes) with
         *        the caller's current Ed25519 key through the signing service: a v2 receipt, attested by the
         *        platform key, listed in `GET /api/signing/v2/audit` like any other signature;
         *     3. issues a bureau certificate (`bct_` id) that holds that receipt and cites the treaties under
         *        which authorship is protected without formalities: the Berne Convention (1886, Paris 1971),
         *        the WIPO Copyright Treaty (1996), TRIPS (1994) and the Universal Copyright Convention
         *        (1952, Paris 1971), plus the WIPO Performances and Phonograms Treaty (1996) for sound kinds.
         *
         *     The rights object, the receipt and the certificate are written in one transaction: all of them
         *     or none. Anyone can check the result offline: `signature.payloadSha256` is the SHA-256 of the
         *     certificate document's canonical bytes and `signature.signature` verifies over them under
         *     `signature.publicKey` (for example with `verifySignatureOffline` of `@trustplane/sdk-fintech`),
         *     or online at `verifyUrl`. The certificate itself (which object, which receipt, whose, which
         *     treaties, when) is attested by the platform key: see `attestation`, checked offline against the
         *     platform keys of `GET /api/signing/v2/keys`. A certificate attests who registered what and when;
         *     it grants no right (copyright arises on creation under these treaties).
         *
         *     With `Idempotency-Key`, a retry within 24 hours answers the same certificate and issues nothing
         *     more; the same key with a different body is 422.
         */
        post: operations["protectWork"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/protect-batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Protect up to 50 works in one call, with one result per item.
         * @description Each item goes through the pipeline of `POST /api/pipeline/protect` on its own, in its own
         *     transaction. Results come back in request order, one per item: `ok: true` with the bureau
         *     certificate, or `ok: false` with that item's problem (for example a title over 200 characters,
         *     a malformed `kind`, or both `content` and `contentSha256`: a `validation` problem whose
         *     `errors` paths point into `/body/items/{index}`). One item failing never undoes another. More
         *     than 50 items, or none, is a 400 for the whole request.
         *
         *     An item failing on the server's side (a database error, not a problem with the item) makes the
         *     whole answer a 500 (or a 503 with `Retry-After` when every such failure is temporary) of type
         *     `batch-incomplete`, whose body also holds `protected`, `failed` and `items` as a 200 would: the
         *     items issued (their certificates) and the items that failed. Such an answer is not final: send
         *     the same request again.
         *
         *     With `Idempotency-Key`, a retry within 24 hours answers the first 200 (or 4xx) again. Each item
         *     is issued at most once per caller, key and position, whatever happens in between: the key and
         *     the item's position are stored with its certificate, so a retry after a 5xx, or after a
         *     response lost with a crash, answers the certificates already issued and issues only the items
         *     that were not. The same key with a different body is 422, also when the first response was
         *     never recorded (then a batch of another size, or an item whose title, description, kind or
         *     digest differs from the one issued at its position, is a different body).
         */
        post: operations["protectWorkBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bureau/cert/{certId}/embed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An embeddable HTML badge of a bureau certificate (public).
         * @description Like `GET /api/rights/embed/{id}` (public, for an `<iframe>` on any site, escaped, no script,
         *     `frame-ancestors *`, cacheable for 5 minutes), and it also states whether the certificate
         *     verifies at the time it is rendered (see `GET /api/bureau/verify/status/{id}`). It links to
         *     that verification status.
         */
        get: operations["getBureauCertificateEmbed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bureau/verify/status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a certificate exists, is intact, and when it was issued (public).
         * @description Takes a bureau certificate id (`bct_`) or a rights certificate id (`rgt_`; a protected object is
         *     checked through its bureau certificate). Every well-formed id answers 200: an unknown one with
         *     `exists: false` and `reason: not-found`, so a verification page needs no error handling; only a
         *     malformed id is a 400.
         *
         *     `intact` is recomputed on every call from what is stored now, never cached: the certificate
         *     document is rebuilt from the stored rights object, and `intact` is true only when every
         *     applicable check in `checks` passes: its SHA-256 equals the receipt's `payloadSha256`
         *     (`certificateDigest`), the owner's Ed25519 signature verifies over it under the owner's key
         *     (`signature`; the certificate, the rights object and the receipt must all name that owner), the
         *     platform's attestation of the receipt verifies (`attestation`; a missing one fails), the
         *     platform's attestation of the certificate itself (object, receipt, owner, treaties, issue time)
         *     verifies (`certificateAttestation`), and, for a digest of the metadata, that digest still
         *     matches the title, description and kind (`contentDigest`; null for a digest of content that is
         *     not stored). Any change to the stored object, signature or certificate makes it false (`reason:
         *     tampered`). A rights certificate registered without the pipeline has no signature: it exists but
         *     is not intact (`reason: unsigned`).
         *     `Cache-Control: no-cache`.
         */
        get: operations["getVerificationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an artifact for certification; the validator quorum decides at once.
         * @description Submits a rights certificate of the caller's (`rightsCertId`, from `POST /api/rights/objects` or
         *     `POST /api/pipeline/protect`) together with the caller's signature over it (`signReceiptId`, a
         *     signing receipt whose payload is the certificate document) as an artifact of type
         *     `artifactType`.
         *
         *     **Intake checks**, before any vote:
         *     - The certificate and the receipt must exist and be the caller's. An unknown id and another
         *       user's id are answered alike, 404 `rights-certificate-not-found` or `sign-receipt-not-found`,
         *       so ids of others reveal nothing.
         *     - The receipt must sign this certificate: SHA-256 of the RFC 8785 canonical certificate document
         *       must equal the receipt's `payloadSha256` (else 422 `receipt-certificate-mismatch`), and the
         *       Ed25519 signature must verify under the receipt's key over those bytes (else 422
         *       `receipt-signature-invalid`).
         *
         *     **The quorum.** Every configured validator (`GET /api/registry/validators`) then judges the
         *     submission by its own rule and casts a vote `{approve, reason}` with its weight, signed with its
         *     own Ed25519 key:
         *     - `integrity`: re-checks the digest and the signature, and that the signing key is the
         *       certificate owner's.
         *     - `provenance`: the signature was made at or after the certificate was registered, the
         *       certificate is at least `minCertificateAgeSeconds` old and the owner's account at least
         *       `minAccountAgeSeconds`.
         *     - `policy`: `artifactType` is one of its `allowedTypes` and the certificate's `kind` fits it:
         *       `music` takes music, audio, song, track, album, composition, recording, sound; `film` takes
         *       film, video, movie, animation, documentary, series, clip; `code` takes code, software,
         *       source-code, program, library, app, script; `web` takes web, website, webpage, site, html,
         *       web-app, article, blog, text.
         *     - `duplication`: the caller owns the original of the certificate's content digest, that is
         *       the earliest registered rights object with that digest (by registration instant, then id,
         *       across all owners, counting registrations from content or a declared digest). It rejects
         *       when another owner registered the digest earlier, whoever submitted to the registry first,
         *       and approves when the caller's registration is the earliest, even if a later registrant's
         *       copy was verified before. A digest derived from metadata (no content was sent: SHA-256 of
         *       `{title, description, kind}`) says nothing about the content, so it approves with a reason
         *       saying duplication cannot be judged.
         *
         *     The verdict is `verified` when the approving weight reaches the threshold of the weight cast
         *     (`approvedWeight ≥ requiredWeight = ⌈totalWeight × numerator / denominator⌉`), else
         *     `rejected`. A rejection is a result, not an error: it is stored and answered with 201 like a
         *     verification.
         *
         *     **Artifact versions.** The artifact is the caller's for this certificate (one per owner and
         *     certificate, created by the first submission); every submission, resubmissions included, adds
         *     a new version holding the submission, its digest, every vote and the verdict. Versions are
         *     stored once and never change. Send an `Idempotency-Key` to retry safely without adding a
         *     version twice.
         *
         *     **Checking offline.** `submissionDigest` is the lowercase hex SHA-256 of the RFC 8785 form of
         *     `{type: "trustplane.registry.submission", artifactId, artifactVersionId, version, ownerId,
         *     artifactType, rightsCertId, contentSha256, certificateSha256, signReceiptId, signerKeyId,
         *     signerPublicKey, signature, submittedAt}` (`artifactVersionId` is the version's `id`, the other
         *     values are this response's, those of `certificate` included). Each vote's `signature` is the
         *     validator's Ed25519 signature over the RFC 8785 form of `{type: "trustplane.registry.vote",
         *     algo: "Ed25519", artifactVersionId, submissionDigest, validatorId, rule, decision, reason,
         *     weight, castAt}` (`rule` is the rule the validator applied).
         */
        post: operations["submitRegistryArtifact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/artifacts/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Artifacts, newest first, each with its latest verdict (public).
         * @description Every artifact, newest first by its first submission (a resubmission adds a version but does
         *     not move the artifact), each with its version count and a summary of its latest version. No
         *     token needed. Paginated: pass `nextCursor` back as `cursor`; pages stay stable while new
         *     artifacts arrive.
         */
        get: operations["listRecentRegistryArtifacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/artifacts/{id}/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An artifact's public page data, with every version's verdict and signed votes (public).
         * @description The artifact and its versions, newest first (the latest 100; `artifact.versionCount` counts
         *     them all), each with its submission, verdict and every vote, signatures and the validators'
         *     public keys included, so the page can be checked offline (see `submitRegistryArtifact`). No
         *     token needed.
         */
        get: operations["getRegistryArtifactPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/validators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The validator set, its public keys and the quorum threshold (public).
         * @description The validators that vote on every submission, in the order they vote: id, rule, weight,
         *     parameters and Ed25519 public key (unpadded base64url, a JWK's `x`), with the threshold. Every
         *     vote carries its validator's public key too, so votes of validators since removed stay
         *     checkable. Configured with `REGISTRY_VALIDATORS` and `REGISTRY_QUORUM`. The rules are described
         *     under `submitRegistryArtifact`; in short, `duplication` rejects a certificate whose content
         *     digest another owner registered earlier (the earliest registration is the original, whoever
         *     submits first) and approves metadata-derived digests, which it cannot judge.
         */
        get: operations["listRegistryValidators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registry statistics (signed-in users).
         * @description Requires a bearer token, like the other earnings and registry routes of the specification (the
         *     public artifact pages, the recent list and the validators stay public).
         *
         *     Over the latest version of every artifact: `totalArtifacts` counts artifacts, `verifiedCount`
         *     those whose latest verdict is `verified`, and `trustWeight` is the share of validator weight
         *     that approved: the approving weight summed over those latest versions divided by the weight
         *     cast on them (`approvedWeight / castWeight`), from 0 to 1, and 0 when there are no artifacts.
         *     Both sums are given too, so the ratio can be recomputed exactly.
         */
        get: operations["getRegistryStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecosystem/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's earnings from every partner, per source and in all.
         * @description Sums of the caller's royalties (`rights`), tournament prizes (`chess`) and certification
         *     payouts (`registry`), computed exactly in integer hundredths and sent as TNU amounts, with
         *     `all` their sum. `perSource` always has the three sources, in that order; a source with no
         *     records has amount 0, count 0 and `last` null. Includes records reported for the caller's
         *     email before they registered.
         */
        get: operations["getEcosystemEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rights/royalties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's royalties, newest first.
         * @description Royalties the rights partner reported for the caller (also those reported for the caller's
         *     email before they registered), newest first, with keyset cursors: walking the pages while new
         *     reports arrive never repeats or skips an older one.
         */
        get: operations["listRoyaltyEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rights/royalties/verify-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The rights partner reports a royalty paid to a user.
         * @description Called by the rights partner, not by users (so it is not in the client packages): sign the
         *     request with `@trustplane/webhook-verifier`'s `sign` and the shared secret
         *     (`RIGHTS_WEBHOOK_SECRET`). See the `webhooks` tag for authentication.
         *
         *     **Idempotent on `eventId`.** The first report creates the royalty record (201). A replay with
         *     the same `eventId` and the same content returns the existing record with `replayed: true` (200)
         *     and changes nothing, also when replays arrive at the same moment (a unique constraint decides).
         *     The same `eventId` with different content is refused with 409 `webhook-event-conflict` (the
         *     problem's `recordId` names the existing record): a record never changes, and a partner who
         *     reuses an event id for another payment must not be told it was recorded.
         *
         *     **Recipient.** `email` names the user (compared case-insensitively). A report for an email that
         *     nobody holds yet is kept: it appears in the lists of the user who registers that email, from
         *     the moment they register (password or identity provider).
         *
         *     **Wallet.** Each record credits the recipient's default wallet account with its amount: one
         *     ledger operation of kind `earning`, written in the same transaction as the record (at
         *     registration, for a report that arrived before its recipient). A credit that would take the
         *     account over the largest balance (9,999,999,999,999.99 TNU) refuses the report with 422
         *     `balance-limit`, and nothing is recorded; it can be sent again later. A report that would take the
         *     recipient's lifetime earnings (per email, every source) over 9,999,999,999,999.99 TNU, the largest
         *     amount `GET /api/ecosystem/earnings` reports exactly, is refused with 422 `earnings-limit`.
         */
        post: operations["receiveRoyaltyWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's certification payouts, newest first.
         * @description Paginated like `GET /api/rights/royalties`.
         */
        get: operations["listCertificationPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/payouts/certify-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The registry partner reports a certification payout to a user.
         * @description Called by the registry partner (secret `REGISTRY_WEBHOOK_SECRET`, fallback header
         *     `X-Registry-Secret`); see the `webhooks` tag for authentication.
         *
         *     Idempotent on `eventId` exactly like the royalty receiver: 201 for a new record, 200 with
         *     `replayed: true` for a replay with the same content, 409 `webhook-event-conflict` for the same
         *     `eventId` with different content. `artifactVersionId` is recorded as the partner sent it (it
         *     need not name an artifact version of this registry). Recipients and wallet credits as for
         *     royalties.
         */
        post: operations["receivePayoutCertifyWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chess/tournament-finalized": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The chess partner reports a finalized tournament's podium (prizes paid).
         * @description Called by the chess partner (secret `CHESS_WEBHOOK_SECRET`, fallback header `X-Chess-Secret`);
         *     see the `webhooks` tag for authentication.
         *
         *     **Idempotent per entry on (`tournamentId`, `place`, `email`).** Each new entry becomes a prize
         *     record (listed in `recorded`); an entry recorded before with the same amount is returned as it
         *     was (listed in `replayed`). The status is 201 when at least one entry was recorded and 200 when
         *     every entry was a replay. All entries or none: an entry recorded before with a different amount
         *     refuses the whole report with 409 `webhook-event-conflict` (the problem's `entries` name them),
         *     and nothing of it is recorded. Ties are allowed (two emails at one place); one (place, email)
         *     twice in one report is 400.
         *
         *     **Tournament.** `tournamentId` is the partner's id; it need not be a tournament listed by
         *     `GET /api/chess/upcoming` (a partner's tournament may not be listed here, and nothing a partner
         *     reported is dropped).
         *
         *     Recipients and wallet credits work as for royalties: each entry credits its recipient's default
         *     account once (kind `earning`), and entries for emails nobody holds yet wait for their user.
         */
        post: operations["receiveTournamentFinalizedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chess/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's tournament prizes, newest first.
         * @description Prize entries the chess partner reported for the caller (also those reported for the caller's
         *     email before they registered), newest first, with keyset cursors like every list.
         */
        get: operations["listChessResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chess/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tournaments that have not started yet, soonest first, paged by cursor (public).
         * @description Tournaments whose `startsAt` is in the future, soonest first (`startsAt`, then `id`), `limit` at
         *     a time (default 50), with `total`, how many are upcoming now, and `nextCursor`: pass it back as
         *     `cursor` for the next page (`null` when the list is exhausted), as every list of this API. A page
         *     continues strictly after the last tournament of the previous one, so none is listed twice; a
         *     tournament created while a client pages is reached when it starts after that point. Tournaments
         *     are created and updated by operators (`POST /api/chess/tournaments`).
         */
        get: operations["listUpcomingTournaments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chess/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a tournament (operators only).
         * @description For users with role `admin` (403 `admin-only` for everyone else). `entries` defaults to 0 and may
         *     not exceed `capacity` (422 `tournament-capacity`). `prizePool` may be 0.
         */
        post: operations["createChessTournament"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chess/tournaments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a tournament (operators only).
         * @description For users with role `admin` (403 `admin-only` otherwise). Changes the fields given and keeps the
         *     others; the result must still have `entries` ≤ `capacity` (422 `tournament-capacity`).
         *     Unknown ids are 404.
         */
        patch: operations["updateChessTournament"];
        trace?: never;
    };
    "/waitlist/{module}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A module's waitlist page (HTML).
         * @description The page the catalog item's `waitlist` field links to: the module's name, summary and status and
         *     a one-field form (email) that posts to this same URL. It works without JavaScript: the page runs
         *     no script and loads nothing (`Content-Security-Policy: default-src 'none'`, its inline style
         *     allowed by hash, forms only to this origin). `joined=1` (where the form redirects after a
         *     sign-up) shows the confirmation instead of the form. Cacheable for 5 minutes.
         */
        get: operations["getWaitlistPage"];
        put?: never;
        /**
         * The waitlist page's form (HTML form post).
         * @description What the page's form sends (`application/x-www-form-urlencoded`, one field `email`). A valid
         *     address is put on the module's list as `POST /api/waitlist/{module}/signups` does, and the
         *     answer is `303 See Other` to the page with `joined=1` (post/redirect/get, so reloading does not
         *     post again). An address the page cannot accept is the page again, status 400, saying why. Rate
         *     limited per client address like sign-in (`x-rate-limit: credentials`). Programs use
         *     `POST /api/waitlist/{module}/signups` instead.
         */
        post: operations["submitWaitlistForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/{module}/signups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put an email address on a module's waitlist.
         * @description Public. Idempotent per address and module: the address is compared after trimming and
         *     lower-casing, and joining again changes nothing. The answer is the same `202` whether the
         *     address was new or already on the list, so the API does not reveal who has signed up. Rate
         *     limited per client address like sign-in (`x-rate-limit: credentials`).
         */
        post: operations["joinWaitlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign-ups per module (operators only).
         * @description For users with role `admin` (403 `admin-only` for everyone else): how many distinct addresses
         *     are on each module's list, with the first and latest sign-up, modules with the most first.
         *     Modules nobody has joined are left out.
         */
        get: operations["getWaitlistStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/{module}/signups.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A module's waitlist as CSV (operators only).
         * @description For users with role `admin` (403 `admin-only` for everyone else): every address on the module's
         *     list, decrypted, oldest first, streamed as CSV (`email,joinedAt`). The export is the only place
         *     the addresses leave the database in the clear; it is `no-store`.
         */
        get: operations["exportWaitlistCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a conversation to a language model and get its reply.
         * @description Sends `messages` to `model` of `provider` and answers the model's reply as a run (`run_…`), also
         *     kept for `GET /api/llm/runs/{id}`. Counted against its own budget, 30 chat requests per minute
         *     per user (`x-rate-limit: llm-chat`, `RATE_LIMIT_LLM_CHAT_PER_USER`), counted exactly across
         *     every server instance.
         *
         *     **Retries and fallbacks.** A provider's 429, 5xx, timeout or lost connection is retried by the
         *     gateway (at most `LLM_MAX_RETRIES` times per provider, waiting what the provider's
         *     `retry-after-ms` or `Retry-After` asks, else an exponential back-off). Then each of `fallbacks`
         *     is tried in order, before the first token only: once a streamed reply has begun, a failure ends
         *     it with an `error` event. A provider whose circuit breaker is open (after repeated failures,
         *     `GET /api/llm/health`) is skipped without a call. `attempts` lists every call made.
         *
         *     **Cost** is computed from the gateway's price table (`priceTable` names its version) and is
         *     `null` when the model's price is not in it, never a made-up 0.
         *
         *     **Streaming.** With `stream: true` the answer is `text/event-stream`: `run` (the run's `id`)
         *     first, then `delta` events (`{"text": "…"}`), a `heartbeat` every 15 s while waiting, and last
         *     either `done` (the complete run, with usage and cost, as the JSON answer would be) or `error`
         *     (`{"code", "status", "detail", "retryAfter"}` with the codes of the 429, 502, 503 and 504 below).
         *     The `run` event is sent before the run is recorded, and the provider is called only once it is:
         *     should recording fail (the database away), `error` follows at once with the 503's `unavailable`
         *     (or `internal`, 500) and nothing is called.
         *     A client that disconnects does not lose the record: the gateway reads the provider's answer to
         *     its end and stores the run (status `aborted`) with its usage and cost.
         *
         *     **Idempotency-Key**: a retry with the same key and body returns the stored run (the first
         *     call's answer, `Idempotent-Replayed: true`) without calling the provider again.
         */
        post: operations["createLlmChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's runs, newest first, narrowed by provider, model, status and time.
         * @description Every run the caller made (`POST /api/llm/chat`, the OpenAI-compatible face, each fan-out
         *     agent's call), each as `GET /api/llm/runs/{id}` answers it, newest first. `provider` and
         *     `model` match what was asked for (a fallback's answer is in the run's `provider` and `model`);
         *     `keyId` picks the runs made with one API key (`session`: those made without a key); `since`
         *     (inclusive) and `until` (exclusive) bound when it began.
         */
        get: operations["listLlmRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's runs.
         * @description A run the caller made: the request, every attempt, the reply, usage and cost. Someone else's run
         *     and an id that does not exist get the same 404.
         */
        get: operations["getLlmRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/budgets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's spend budgets (their own and their API keys'), each with its period's spend.
         * @description Every budget that limits the caller's gateway spend: `user` (all their calls, set by themselves
         *     or by an operator) and one per API key (the calls made with that key). Each shows its period's
         *     `spent` (runs charged), `held` (the most the calls under way can cost), `remaining` and
         *     `resetsAt`. Ordered by subject.
         */
        get: operations["listLlmBudgets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/budgets/{subject}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `user` (the caller's own budget) or the id of one of the caller's API keys (`apk_…`).
                 * @example user
                 */
                subject: components["parameters"]["LlmBudgetSubject"];
            };
            cookie?: never;
        };
        /**
         * One of the caller's budgets, with its period's spend.
         * @description `user` (the caller's own budget) or one of the caller's API keys' (its id). Another user's key and
         *     a subject without a budget get the same 404.
         */
        get: operations["getLlmBudget"];
        /**
         * Limit what the caller's gateway calls (or one API key's) may spend per day, week or month.
         * @description Sets (creates or replaces) a spend limit in the price table's currency (USD) per calendar
         *     period in UTC (`day`; `week`, from Monday; `month`) on `user` (every call of the caller's, by
         *     session or key) or on one of the caller's API keys (the calls made with it), as LiteLLM's
         *     virtual keys carry one. The period's spend so far is kept; a lower limit applies from the next call.
         *
         *     Every gateway call (`POST /api/llm/chat`, the OpenAI-compatible face, each fan-out agent, an AI
         *     suggestion) counts against each budget that applies to it. Before the call, the most it can
         *     cost is held: its input at the model's input price, counting one token per byte of the messages
         *     and tools (no tokenizer makes more), and its `maxTokens` of output (`LLM_BUDGET_MAX_OUTPUT_TOKENS`,
         *     4096, when the request names none, and then passed to the provider) at the output price, the
         *     dearest of its fallbacks. A budget without room for it refuses the call (429
         *     `llm-budget-exceeded`, nothing called); else the call is made, then charged its run's cost and
         *     the hold released. The hold and the check are one statement under the budget's row lock, so a
         *     budget holds exactly however many server instances admit calls at once. A model the price
         *     table does not price cannot be called under a budget (422 `llm-model-unpriced`).
         *
         *     Only a signed-in session may set a budget (an API key cannot raise its own). A budget an
         *     operator put on the user (`setBy: operator`) is theirs to change: 403
         *     `llm-budget-set-by-operator`.
         */
        put: operations["setLlmBudget"];
        post?: never;
        /**
         * Remove one of the caller's budgets (idempotent).
         * @description The subject is no longer limited from the next call; what it spent this period stays counted
         *     should a budget be set again within it. 204 also when it had none. An operator's budget on the
         *     user is 403 `llm-budget-set-by-operator`; another user's key is 404.
         */
        delete: operations["deleteLlmBudget"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/admin/users/{userId}/budget": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id (`usr_…`). */
                userId: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Put a spend budget on a user that they cannot lift (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else): sets the user's own budget
         *     (`user`, as `PUT /api/llm/budgets/user` sets it) marked `setBy: operator`, which the user can
         *     read but neither change nor remove. It replaces a budget the user set. An unknown user is 404.
         */
        put: operations["setLlmUserBudget"];
        post?: never;
        /**
         * Remove a user's own budget, whoever set it (operators only; idempotent).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else): the user's own budget (`user`)
         *     is removed whether they or an operator set it; their keys' budgets stay. 204 also when there was none.
         */
        delete: operations["deleteLlmUserBudget"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the caller's gateway calls spent, and how many tokens and calls, by day, key and model.
         * @description The caller's runs between `since` (inclusive, default 30 days ago) and `until` (exclusive,
         *     default now), at most 92 days apart, grouped by UTC day, API key (`keyId`, `null` for a session's
         *     calls) and the model that answered (`provider`, `model`; a run no provider answered is counted
         *     under the model asked for). `totals` sums the whole range; `items` is one page of the groups,
         *     newest day first. `keyId` and `model` narrow both. `cost` sums what the price table priced;
         *     `unpricedCalls` counts the calls it could not (a model without a price, or no usage reported).
         */
        get: operations["getLlmUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The providers this server knows, and whether each is configured.
         * @description Every provider the gateway knows: `echo` (built in, always configured), `openai`, `anthropic`,
         *     `google`, and each named OpenAI-compatible endpoint of the server's configuration. A provider
         *     without a key is listed with `configured: false`; calling it is 422 `llm-provider-not-configured`.
         *     `models` lists the models the price table knows for it (others can be called; their cost is `null`).
         *     Public, like `GET /api/llm/health`: it names providers and models, never a key or an
         *     endpoint's address.
         */
        get: operations["listLlmProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each provider's health, from the outcomes of real calls (public, the catalog's health link).
         * @description Per configured provider: `ok`, `degraded` (its last calls failed, or its breaker is letting a
         *     trial call through) or `down` (its circuit breaker is open: calls skip it until `retryAt`), with
         *     the p50 and p95 latency of its calls in the last 15 minutes (from the stored attempts, `null`
         *     without any). Judged only from the outcomes of the calls users made: it never calls a provider.
         *     The breaker's state is this server instance's. Public, like `GET /api/hub/health`: it names the
         *     configured providers and counts calls, never a key, an endpoint's address, a user or a prompt.
         */
        get: operations["getLlmHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/v1/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The models callable through the OpenAI-compatible face, in OpenAI's list shape.
         * @description The OpenAI-compatible face of the gateway (`/api/llm/v1`): point the official `openai` package
         *     (or any OpenAI client) at `<server>/api/llm/v1` with an API key (`tpk_…`, scope `llm:read`) or a
         *     session token as its `apiKey`. One entry per model of each configured provider, its id
         *     `<provider>/<model>` (`echo/echo-1`, `openai/gpt-4o-mini`, `local/llama3`): the provider's
         *     default model and the models the price table knows for it (others can be called too).
         *
         *     Errors are answered in OpenAI's shape (`OpenAIError`, `x-error-format: openai`), not as
         *     problem+json, so an OpenAI client raises its own typed errors; `x-problem-codes` on each error
         *     response lists the gateway's codes it stands for.
         */
        get: operations["listLlmOpenAiModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/v1/chat/completions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A chat completion in OpenAI's wire format (the gateway's OpenAI-compatible face).
         * @description `POST /api/llm/chat` as OpenAI's Chat Completions API speaks it, so code written for the
         *     official `openai` package works by changing its `baseURL` to `<server>/api/llm/v1` and its
         *     `apiKey` to an API key of this server (`tpk_…`, scope `llm:write`) or a session token. The
         *     client packages leave it out: use the `openai` package (docs/modules/llm.md).
         *
         *     `model` is `<provider>/<model>` (`GET /api/llm/v1/models`); an unknown or unconfigured provider,
         *     or a model without a provider, is 404 `model_not_found`. `messages` take the `system`,
         *     `developer` (as system), `user`, `assistant` (with `tool_calls`) and `tool` roles, text content
         *     as a string or text parts. `temperature`, `max_tokens` or `max_completion_tokens`, `stop`,
         *     `tools` and `tool_choice` are passed to the provider; a tool call is answered in `tool_calls`
         *     with `finish_reason: "tool_calls"` (the gateway runs no tool). Other fields of OpenAI's request
         *     (`n`, `seed`, `user`, …) are accepted and ignored.
         *
         *     Every call is a run, as `POST /api/llm/chat` makes it: the same retries, fallbacks (none can be
         *     named here), timeouts and circuit breakers, stored sealed with its attempts, usage and cost, its
         *     `id` the run's (`GET /api/llm/runs/{id}`), and counted against the same per-user chat budget
         *     (`x-rate-limit: llm-chat`).
         *
         *     **Streaming.** With `stream: true` the answer is server-sent events of `chat.completion.chunk`
         *     objects (`data: {…}`), the role first, then the content deltas (or the tool calls), then the
         *     chunk with `finish_reason`, ending in `data: [DONE]`. With `stream_options.include_usage` a last
         *     chunk before `[DONE]` has empty `choices` and the run's `usage`. A failure once the stream has
         *     begun is one `data: {"error": {…}}` event (the `openai` package raises it as an `APIError`).
         *
         *     Errors are answered in OpenAI's shape (`OpenAIError`), not as problem+json; `x-problem-codes`
         *     on each error response lists the gateway's codes it stands for.
         */
        post: operations["createLlmOpenAiChatCompletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fanout/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's conversations, newest first.
         * @description Each with its dispatch count and when it was last used; `GET /api/fanout/conversations/{id}` has
         *     the dispatches themselves. Keyset cursors like every list.
         */
        get: operations["listFanoutConversations"];
        put?: never;
        /**
         * Start a conversation.
         * @description A conversation holds dispatches (`POST /api/fanout/conversations/{id}/dispatch`), each a prompt
         *     and the answers of the agents it went to. Its title, like everything said in it, is stored
         *     sealed (AES-256-GCM under the server's personal-data key).
         */
        post: operations["createFanoutConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fanout/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's conversations, with its dispatches and every agent's result.
         * @description The conversation and all its dispatches, oldest first (at most 50, the most a conversation
         *     holds), each with the prompt, the agents it went to and their results. Someone else's
         *     conversation and an unknown id get the same 404.
         */
        get: operations["getFanoutConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fanout/conversations/{id}/dispatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a prompt to up to 8 agents in parallel and get every agent's answer.
         * @description Sends `prompt` to each of `agents` (1 to 8, each `id` once) at the same time, each through the
         *     language-model gateway with its own `provider`, `model` (absent: the provider's `defaultModel`,
         *     `GET /api/llm/providers`) and `role`, given to the model as its system message. Each agent also
         *     sees the conversation so far as it lived it: the prompts of the last 10 dispatches and its own
         *     replies to them (matched by agent `id`).
         *
         *     **One agent's failure is its own.** An agent whose provider fails (after the gateway's retries
         *     and its `fallbacks`) or that does not finish within `timeoutMs` gets `ok: false` with the
         *     error's `code`; the others answer as usual and the dispatch is 200. Each agent's call is a run
         *     of the gateway (`runId`, `GET /api/llm/runs/{id}`) with its attempts, usage and cost; `usage`
         *     and `cost` of the dispatch are the sums over its agents (`cost` is `null` when an agent that
         *     answered has no known price, or none answered).
         *
         *     **Budget.** Each agent counts as one chat request against the caller's chat budget (30 per
         *     minute, shared with `POST /api/llm/chat`: `x-rate-limit: llm-chat`, `x-rate-limit-weight:
         *     /agents`). A dispatch that does not fit in what is left of it is refused whole with 429 before
         *     any call; `X-RateLimit-Remaining` says how many agents would fit.
         *
         *     **Streaming.** With `stream: true` the answer is `text/event-stream`: `dispatch` (`{"id",
         *     "conversationId", "createdAt", "agents"}`) first, then, as they come, `delta` (`{"agentId",
         *     "text"}`) and `result` (one agent's `FanoutResult`, when it has finished), a `heartbeat` every 15
         *     s, and last `done` (the whole `FanoutDispatch`, as the JSON answer would be). A client that
         *     disconnects does not stop the agents: their answers are still recorded.
         *
         *     The dispatch is recorded, with its results and runs, in one transaction once every agent has
         *     finished. **Idempotency-Key**: a retry with the same key and body answers the recorded dispatch
         *     without calling any provider again.
         */
        post: operations["dispatchFanoutConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/public/regimes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The regimes the model classifies into.
         * @description The regimes of the governance model (`@trustplane/governance-model`'s `REGIMES`), in its tie-breaking order: `id`, `name` and `description`. Public, cached for an hour (`Cache-Control: public, max-age=3600`) with a strong ETag; `If-None-Match` with it answers 304.
         */
        get: operations["listConstitutionRegimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/public/presets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ready-made scenarios to load into the playground.
         * @description At least six named slider settings, each with the regime and metrics the model gives it (computed when the server starts; the model's own test pins them). Public, cached for an hour with a strong ETag; `If-None-Match` with it answers 304.
         */
        get: operations["listConstitutionPresets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/public/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Illustrative slider settings for real countries.
         * @description At least twelve countries (ISO 3166-1 alpha-2 `code`), each with slider values and the regime and metrics the model gives them. The values are **illustrative** (`note` says so): a rough reading for the playground, not a measurement or a ranking. Public, cached for an hour with a strong ETag; `If-None-Match` with it answers 304.
         */
        get: operations["listConstitutionCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/public/sliders-spec": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The eight sliders and their ranges.
         * @description The eight sliders in model order with their label, description and range: integers from `min` 0 to `max` 100 in steps of `step` 1, `default` 50 (`@trustplane/governance-model`'s `SLIDER_SPEC`). Public, cached for an hour with a strong ETag; `If-None-Match` with it answers 304.
         */
        get: operations["getConstitutionSlidersSpec"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/classify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Classify sliders into a regime and compute the six metrics.
         * @description Runs the governance model (`@trustplane/governance-model`'s `evaluate`, the same code the
         *     playground runs in the browser) on `sliders`: the regime whose prototype is nearest and the six
         *     metrics, each from 0 to 100 with at most one decimal. The formulas are in the package's README.
         *     Public; limited like every anonymous call (per IP), and nothing is stored.
         */
        post: operations["classifyConstitutionSliders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/scenarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's saved scenarios, newest first.
         * @description The caller's scenarios, newest first, `{items, total, nextCursor}` with keyset cursors like
         *     every list (`limit` 1–200, default 50).
         */
        get: operations["listConstitutionScenarios"];
        put?: never;
        /**
         * Save a scenario.
         * @description Saves the caller's scenario: `title`, `sliders`, optional `tags`, and the `regime` and `metrics`
         *     the client computed. The server recomputes both from `sliders` with the same model:
         *     - `regime` (the regime's display `name`, as the spec's body has it, or its `id`, or the
         *       `{id, name}` object the answers carry) must be the one the sliders classify into; a body
         *       whose regime disagrees is refused with 422
         *       `constitution-regime-mismatch`, naming the right one. Left out, the server's is used.
         *     - `metrics` are **never trusted**: the saved and returned metrics are always the server's, so a
         *       client's rounding cannot creep into saved data; what the body sent is ignored.
         *     Counts against the plan's `scenarios` quota (`GET /api/constitution/me/plan`): past it, 403
         *     `constitution-quota-exceeded`. **Idempotency-Key**: a retry with the same key and body answers
         *     the scenario already saved.
         */
        post: operations["createConstitutionScenario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/scenarios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's scenarios.
         * @description The scenario as saved. Someone else's scenario and an unknown id get the same 404.
         */
        get: operations["getConstitutionScenario"];
        put?: never;
        post?: never;
        /**
         * Delete one of the caller's scenarios, freeing its place in the plan's quota.
         * @description The scenario is gone for good, and the plan's `scenarios` quota counts one less at once
         *     (`GET /api/constitution/me/plan`), so a user at the quota can save again. Someone else's
         *     scenario and an unknown id get the same 404 (a second delete of the same scenario too).
         */
        delete: operations["deleteConstitutionScenario"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/me/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's plan, its quotas and what has been used of them.
         * @description Every account is on the `free` plan. Its quotas (set by the server's configuration,
         *     `CONSTITUTION_MAX_SCENARIOS`, `CONSTITUTION_AI_SUGGESTIONS_PER_DAY`,
         *     `CONSTITUTION_PDFS_PER_DAY`), each with `limit`, `used`, `remaining` and `resetAt`:
         *     - `scenarios`: scenarios saved, ever (`resetAt` null: it never resets). Past it, saving is 403.
         *     - `aiSuggestionsPerDay`: AI suggestions asked for (streamed or not) since 00:00 UTC, each
         *       counted when the call is made, whatever the model answers. Past it, 429.
         *     - `pdfsPerDay`: PDFs made since 00:00 UTC. Past it, 429.
         *     Daily quotas reset at the next 00:00 UTC (`resetAt`). Usage is counted in the database, so every
         *     instance of the server sees the same figures.
         */
        get: operations["getConstitutionPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/ai-suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Slider changes toward a goal, from a language model or worked out by the governance model.
         * @description Answers how to move `sliders` toward `goal` (or toward `aim`). Who works it out depends on the
         *     server, and the answer's `source` says which:
         *
         *     **Without a language model** (`CONSTITUTION_AI_PROVIDER` left at its default `echo`, the
         *     gateway's offline provider, which only repeats the prompt), `source` is `deterministic`: the
         *     governance model (`@trustplane/governance-model`'s `suggestChanges`) works out the smallest
         *     slider changes that meet the aim, with no model asked and no run stored (`provider` `builtin`,
         *     `model` `governance-model`, `runId` null). The aim is `aim` when sent, else read from `goal`
         *     (in English): a regime named by its name or id (`liberal democracy`, `Dominant-party state`;
         *     of several, the last one named that is not the regime now, so "from technocracy to liberal
         *     democracy" aims at Liberal democracy); else the first metric named (`innovation`, `stability`,
         *     `legitimacy`, `resentment`, `internal conflict` or `conflict`, `elite fear`, or its key), raised
         *     or lowered as the word before it says (`more`, `raise`, `increase`, `higher`, `boost`,
         *     `improve`, … or `less`, `lower`, `reduce`, `decrease`, `fewer`, `cut`, …), else the way the
         *     model counts as better (up for innovation, stability, legitimacy and elite fear, down for
         *     resentment and internal conflict), by 10 points. A goal that names neither is 422
         *     `constitution-aim-unclear`, before the quota is counted. Smallest means the fewest sliders, then
         *     the smallest total move, then the change that ends deepest inside the aim, then the earlier
         *     sliders, then the lower values; changes of up to three sliders are searched exhaustively over
         *     every value (the smallest there is), a larger one comes from a bounded walk toward the aim and
         *     is said not to be proven the smallest. `outcome` is `suggested`, `already-met` (the sliders
         *     already classify as the regime: no change) or `unreachable` (the metric is already at 100 or 0:
         *     no change); each change has a `reason` (the slider, from → to, and the regime boundary or the
         *     metric term it moves), and `rationale` says it all in sentences. Same input, same answer.
         *
         *     **With a language model** (`CONSTITUTION_AI_PROVIDER` names a configured provider), `source` is
         *     `model`: the language-model gateway is asked. The model is told the sliders' ranges and meaning
         *     (and `aim`, when sent) and asked for one JSON object `{"sliders": {…}, "rationale": "…"}`; the
         *     prompt's last line is the current scenario in that very shape, so a model that only repeats it
         *     suggests no change. The answer is then checked, never trusted:
         *     - the last JSON object in the model's text that has a `sliders` member is taken (prose or a
         *       fenced ```json block around it is fine; a goal the model repeats comes before its answer);
         *     - `sliders` may name only the eight sliders; each must be a number from 0 to 100 (a fraction is
         *       rounded to the nearest integer); a slider it leaves out keeps its current value;
         *     - `rationale`, when a string, is kept (at most 2000 characters);
         *     anything else is 502 `constitution-ai-invalid-answer`, with what was wrong in `detail`.
         *     The answer is the suggested sliders with the model's regime and metrics for them, each change
         *     (`changes`, in slider order), the rationale, and the gateway's run (`runId`, `GET
         *     /api/llm/runs/{id}`) with its provider and model.
         *
         *     **Quota and budget.** Each request counts against the plan's `aiSuggestionsPerDay` when the
         *     suggestion is made, whatever the answer (429 `constitution-quota-exceeded` past it), and as one
         *     chat of the caller's chat budget (`x-rate-limit: llm-chat`, shared with `POST /api/llm/chat`),
         *     whichever works it out.
         *
         *     **Without an account.** The public playground's visitors ask without signing in: a request
         *     without a bearer token counts against `CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY` (5 by
         *     default) suggestions a UTC day, shared by every anonymous caller from one client address (kept
         *     only as an HMAC under a key derived from `PERSONAL_DATA_KEY`), and against that address's
         *     request budget. The run is stored under that anonymous holder, so its `runId` cannot be read
         *     back (without a language model there is no run). A server that sets the limit to 0 answers
         *     anonymous requests 401. A bearer token that is sent is checked: an invalid one is 401, never an
         *     anonymous request.
         */
        post: operations["suggestConstitutionSliders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/ai-suggest-stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The same AI suggestion, as server-sent events.
         * @description What `POST /api/constitution/ai-suggest` does, answered as `text/event-stream`: `delta`
         *     (`{"text"}`) as the model writes, a `heartbeat` (`{}`) every `LLM_STREAM_HEARTBEAT_MS`, then one
         *     `done` (the `ConstitutionSuggestion`, as the JSON answer would be) or `error` (`{"code",
         *     "status", "detail"}`, with the codes and statuses the JSON operation answers with: a provider's
         *     failure, or `constitution-ai-invalid-answer` when the whole answer does not check). Without a
         *     language model (`source` `deterministic`) the same events carry the governance model's answer
         *     at once: its `rationale` as `delta` events, a line each, then `done`. A request refused
         *     before the suggestion is made (validation, a goal with no aim it can read, the quota, the chat
         *     budget) is answered with a problem, as the JSON operation is. Counts against the same quota and
         *     budget, and works without an account in the same way.
         */
        post: operations["streamConstitutionSuggestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A scenario as a PDF.
         * @description One A4 page: the title, the regime, the tags, the eight sliders and the six metrics with bars,
         *     and (for a saved scenario) its id and when it was saved. Send either `scenarioId` (one of the
         *     caller's saved scenarios; someone else's and an unknown id are the same 404) or an inline
         *     `scenario` (`title`, `sliders`, optional `tags`; its regime and metrics are computed) — exactly
         *     one of them (400 otherwise). The text is set in an embedded subset of DejaVu Sans, so Cyrillic,
         *     Kazakh (әғқңөұүһі) and ₸ render; the PDF's text can be extracted (it is not drawn as shapes).
         *
         *     Counts against the plan's `pdfsPerDay` (429 `constitution-quota-exceeded` past it). The answer is
         *     binary, so the client packages leave this operation out: call it with `fetch` and read
         *     `arrayBuffer()`.
         */
        post: operations["renderConstitutionPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's wallets (none or one).
         * @description Every user has at most one KZT wallet; the list is empty until `POST /api/payments/wallets` opens it.
         */
        get: operations["listPaymentWallets"];
        put?: never;
        /**
         * Open the caller's KZT wallet.
         * @description Every user has at most one KZT wallet. The first call opens it (201); later calls answer the
         *     same wallet (200), so the call is safe to repeat. A new wallet holds 0 and, until its owner's
         *     identity is verified (`POST /api/payments/kyc/submit`, then an admin's approval), sends out at
         *     most the daily outflow cap (`dailyOutflow.cap`, 100,000 KZT by default) per UTC day.
         */
        post: operations["openPaymentWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/wallets/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find a user's wallet by their email, to send them a transfer.
         * @description Answers the wallet of the user with this email (compared case-insensitively) and who owns it
         *     (user id and display name), so the payer can check they found the right person before sending.
         *     The email is not echoed, and nothing else (balances, history) is revealed. An unknown email,
         *     or a user without a wallet, is 404. Counted against the per-user lookups budget, like the
         *     ledger's account lookup.
         */
        get: operations["lookupPaymentWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/wallets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's wallets, with its balance.
         * @description The available balance, what payouts under review hold, and what the daily outflow cap still allows today. Someone else's wallet is 404 like an unknown one.
         */
        get: operations["getPaymentWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/wallets/{id}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A wallet's history, newest first.
         * @description Every journal entry that moved money into or out of the wallet: transfers sent and received
         *     (each showing the transfer's fee, which the payer paid on top), the fee itself as an entry of
         *     its own on the payer's side, deposits, payouts' holds and releases, and payments of requests.
         *     Each entry has the wallet's balance right after it. Keyset cursors like every list. Entries are
         *     ordered by id, that is by when their movement began: two movements of one wallet begun in the
         *     same instant may be listed in the other order than they were applied, which `balanceAfter` shows.
         */
        get: operations["listPaymentWalletEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/wallets/{id}/entries.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A wallet's whole history as CSV.
         * @description Oldest first, as of when the export began: RFC 4180 with the columns
         *     `id, movementId, kind, direction, amount, fee, balanceAfter, counterpartyWalletId, createdAt`
         *     (amounts in KZT with exactly two decimals). Streamed; cells that a spreadsheet would read as a
         *     formula are escaped.
         */
        get: operations["exportPaymentWalletEntriesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send KZT to another user's wallet (P2P), with a 0.1% fee.
         * @description Moves `amount` from the caller's wallet to the wallet `to`, and the fee from the caller's wallet
         *     to the platform's fee account, in one transaction: all of it or none of it.
         *
         *     **Fee:** 0.1% of `amount`, rounded half-up to the tiyn, and at least 0.01 KZT on any amount:
         *     `fee = max(1, floor((amount_in_tiyn + 500) / 1000))` tiyn. The payer pays it on top:
         *     `total = amount + fee` leaves the caller's wallet, `amount` arrives whole. For example 100 KZT
         *     → fee 0.10; 0.50 KZT → 0.01; 1234.56 KZT → 1.23; 1234.50 KZT → 1.23; 1235.00 KZT → 1.24.
         *
         *     **Limits:** the total counts against the caller's daily outflow cap until their identity is
         *     verified (`payments-outflow-limit`).
         *
         *     **Idempotency-Key:** a retry within 24 hours with the same key and body answers the first
         *     transfer and moves the money once, also when the retries arrive at the same time.
         */
        post: operations["createPaymentTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/transfers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One transfer the caller sent or received.
         * @description Its payer and its payee may read it; for anyone else it does not exist (404).
         */
        get: operations["getPaymentTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications, newest first.
         * @description What happened that the caller cares about: money received, a deposit completed, a request of
         *     theirs paid, a payout settled, rejected or failed at the bank, their identity check decided. Kinds the caller muted
         *     (`PATCH /api/payments/notifications/preferences`) are not recorded. `unread=true` lists only
         *     those not yet marked read (`POST /api/payments/notifications/read`).
         */
        get: operations["listPaymentNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notifications read.
         * @description Either the listed `ids` (ids that are not the caller's are ignored) or, with `all: true`, every
         *     notification of the caller's. Marking one already read changes nothing, so retries are safe.
         */
        post: operations["markPaymentNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which kinds of notification the caller receives.
         * @description Every kind, `true` unless the caller turned it off with `PATCH /api/payments/notifications/preferences`.
         */
        get: operations["getPaymentNotificationPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turn kinds of notification on or off.
         * @description Names only the kinds to change (`{"kinds": {"transfer.received": false}}`); the others keep
         *     their setting. Every kind is on until turned off. Answers every kind's setting after the change.
         */
        patch: operations["updatePaymentNotificationPreferences"];
        trace?: never;
    };
    "/api/payments/deposit/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's checkout sessions, newest first.
         * @description Every session the caller started, open, completed or expired, with its `url` while it is open. Keyset cursors like every list.
         */
        get: operations["listCheckoutSessions"];
        put?: never;
        /**
         * Start a deposit through the hosted checkout page.
         * @description Creates an `open` checkout session for `amount` KZT into the caller's wallet (`walletId`,
         *     by default the caller's only wallet) and answers its `url`: the hosted page to send the payer
         *     to. The page shows the amount and pays in test mode; paying completes the session (see
         *     `POST /api/payments/deposit/checkout/complete`) and credits the wallet once. The session
         *     expires `PAYMENTS_CHECKOUT_TTL_SECONDS` after creation (30 minutes by default) when unused.
         *
         *     `successUrl` is linked from the page once paid, `cancelUrl` while it is open ("Cancel and
         *     return"): each `https`, or `http` on a loopback host (`localhost`, `127.0.0.1`, `[::1]`)
         *     outside production, at most 2048 characters, with no user name or password in it.
         *
         *     Creating a session moves no money. **Idempotency-Key:** a retry within 24 hours with the same
         *     key and body answers the first session.
         */
        post: operations["createCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/deposit/checkout/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's checkout sessions.
         * @description Its current `status` (an open session past `expiresAt` reads `expired`).
         */
        get: operations["getCheckoutSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/deposit/checkout/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an open checkout session (what the hosted page's button does; test mode).
         * @description Public: the session's token (the last segment of its `url`) is the capability, no sign-in is
         *     needed. In one transaction the session becomes `completed` and its amount moves from the
         *     platform's clearing wallet to the session's wallet (a `deposit` entry whose `movementId` is
         *     the session's id), and the wallet's owner is notified (`deposit.completed`).
         *
         *     Idempotent by nature: completing a session that is already completed (also when the two
         *     completions arrive at the same time) credits nothing more and answers the completed session,
         *     200 both times. A session past its `expiresAt` is `410 checkout-session-expired`, an unknown
         *     token `404 checkout-session-not-found`. Rate limited per client address like sign-in
         *     (`x-rate-limit: credentials`), as the token is a secret.
         */
        post: operations["completeCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/acquirer/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where the acquirer reports on live payments (signed; live mode only).
         * @description The acquirer POSTs here (its `notify_url`) when a live payment changes (authorized, captured,
         *     failed) or a payout is paid or fails at the bank. The body is verified against `Acquirer-Signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256
         *     of "<t>.<body>">`, any of `PAYMENTS_ACQUIRER_NOTIFICATION_SECRETS`, within 300 s of our clock).
         *     A notification is applied once by its `id` (a repeat answers `duplicate: true`), and it is never
         *     taken at its word: the payment's state is read back from the acquirer, an authorized payment is
         *     captured (idempotently, keyed by the checkout session) and a captured one completes its session,
         *     crediting the wallet once, whatever order the notifications come in. A payout's notification
         *     (`payout.paid`, `payout.failed`) is read back the same way: a `processing` payout the acquirer
         *     paid is settled, one it failed is `failed` and its amount released back to the wallet, once. 503
         *     when the acquirer cannot be reached meanwhile: the acquirer sends it again, and it is applied then.
         */
        post: operations["receiveAcquirerNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's payouts, newest first.
         * @description Every payout of the caller's, newest first, each with its masked destination and its history;
         *     `status` keeps only those in one status (`pending` ones are still held). Keyset cursors like
         *     every list.
         */
        get: operations["listPayouts"];
        put?: never;
        /**
         * Pay money out of the caller's wallet to a bank account (IBAN).
         * @description Holds `amount` at once: in one transaction it leaves the wallet's available balance (entry
         *     `payout_hold`), shows in the wallet's `held`, and the payout is created `pending` for an
         *     operator's review. Approval settles it (the money leaves the platform); rejection, or the
         *     caller's cancellation while it is pending, releases it back to the wallet.
         *
         *     **Destination:** a Kazakh IBAN (`KZ`, 2 check digits, 16 more characters: 20 in all; spaces
         *     and lower case are accepted and removed) whose ISO 13616 mod-97 check passes, and the account
         *     holder's name. Both are stored sealed; answers show the IBAN masked (`KZ•••• 1234`).
         *
         *     **Limits:** the amount counts against the wallet's daily outflow cap until the caller's
         *     identity is verified (`payments-outflow-limit`).
         *
         *     **Idempotency-Key:** a retry within 24 hours with the same key and body answers the first
         *     payout and holds the money once.
         */
        post: operations["createPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payouts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's payouts as CSV.
         * @description Every payout of the caller's, oldest first, as of when the export began: RFC 4180 with the
         *     columns `id, status, amount, walletId, iban, holderName, createdAt, updatedAt, reason` (`iban`
         *     masked as in the API, amounts in KZT with two decimals, `reason` the rejection's). Streamed;
         *     cells a spreadsheet would read as a formula are escaped.
         */
        get: operations["exportPayoutsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's payouts, with its history.
         * @description The payout with its masked destination and every change of its status (who made it: the
         *     owner or an operator; a rejection's reason). Someone else's payout answers 404 like an unknown
         *     id.
         */
        get: operations["getPayout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payouts/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one of the caller's pending payouts.
         * @description Releases the held amount back to the wallet (entry `payout_release`) and makes the payout
         *     `cancelled`, in one transaction. Only a `pending` payout can be cancelled: once an operator
         *     decided it, the answer is 409 `payout-not-pending`.
         */
        post: operations["cancelPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/admin/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The operators' payout queue, oldest first.
         * @description For operators (role `admin`; 403 `admin-only` for everyone else): every user's payouts with
         *     the given `status` (default `pending`), **oldest first** (the order to work a queue in), with
         *     the destination opened (full IBAN and holder's name: the operator pays it out). Keyset pages as
         *     every list; `nextCursor` continues towards newer payouts.
         */
        get: operations["listAdminPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/admin/payouts/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle a pending payout, or in live mode send it to the acquirer (operators only).
         * @description The operator has paid the money to the destination: in one transaction the held amount leaves
         *     the platform (entry `payout_settle`, from the payouts account to clearing), the wallet's `held`
         *     goes down, the payout becomes `settled` and its owner is notified (`payout.settled`). Only a
         *     `pending` payout moves: of two operators deciding the same payout at once (approve twice, or
         *     approve and reject), one wins and the other gets 409 `payout-not-pending`.
         *
         *     **Live mode:** the payout goes to the acquirer (to its IBAN and holder, keyed by the payout, so two
         *     approvals pay once) and becomes `processing`, its amount still held, until the acquirer reports
         *     the bank's answer (`POST /api/payments/acquirer/notifications`, read back from the acquirer):
         *     `settled` when paid, `failed` when not, the amount then back in the wallet and its owner notified
         *     (`payout.failed`). An acquirer that pays at once settles it at once. A payout the acquirer refuses
         *     stays `pending` (422 `payout-refused-by-acquirer`, with its reason): reject it. In test mode no
         *     money leaves: settling records the operator's word.
         */
        post: operations["approvePayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/admin/payouts/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending payout (operators only).
         * @description In one transaction the held amount goes back to the wallet (entry `payout_release`), the
         *     wallet's `held` goes down, the payout becomes `rejected` with the operator's `reason` (shown to
         *     the user: write no personal data in it) and its owner is notified (`payout.rejected`). Only a
         *     `pending` payout moves (409 `payout-not-pending` otherwise).
         */
        post: operations["rejectPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's identity check and the limits that apply to them.
         * @description `status` is the latest submission's (`unverified` when there is none): `pending` review,
         *     `approved` (verified: no daily outflow cap) or `rejected` (with the operator's `reason`; the
         *     caller may submit again). `limits.dailyOutflowCap` is the cap on what the caller's wallet may
         *     send out per UTC day (transfers with their fee, payouts, paid requests), null when there is
         *     none.
         */
        get: operations["getKycStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/kyc/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the caller's identity for verification.
         * @description Creates a `pending` submission for an operator's review. The caller must be an adult (18 or
         *     older today, UTC) and `iin` a valid Kazakh individual identification number: 12 digits whose
         *     first six are the date of birth (`YYMMDD`, the seventh giving the century) and whose last is
         *     the check digit (weights 1–11 mod 11, then 3–11, 1, 2 when the first gives 10).
         *
         *     Everything submitted is personal data: it is stored sealed, never logged, and the answer shows
         *     only the name and the IIN's last four digits. One submission may be pending at a time (409
         *     `kyc-pending`); after a rejection the caller may submit again, once approved no more (409
         *     `kyc-already-verified`).
         */
        post: operations["submitKyc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/admin/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The operators' identity-check queue, oldest first.
         * @description For operators (role `admin`; 403 `admin-only` for everyone else): every user's submissions
         *     with the given `status` (default `pending`), **oldest first**, each with the submitted data
         *     opened for review. This is the one place that data leaves the database in the clear; answers
         *     are `no-store` like every API answer. Keyset pages; `nextCursor` continues towards newer ones.
         */
        get: operations["listAdminKycSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/admin/kyc/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending identity check (operators only).
         * @description In one transaction the submission becomes `approved`, the user's wallet loses its daily
         *     outflow cap (and a wallet they open later has none) and the user is notified
         *     (`kyc.approved`). Only a `pending` submission is decided (409 `kyc-not-pending` otherwise).
         */
        post: operations["approveKycSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/admin/kyc/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending identity check (operators only).
         * @description The submission becomes `rejected` with the operator's `reason` (shown to the user: write no
         *     personal data in it), and the user is notified (`kyc.rejected`); they may submit again. Only a
         *     `pending` submission is decided (409 `kyc-not-pending` otherwise).
         */
        post: operations["rejectKycSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/merchant/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's API keys that hold `merchants:write`, newest first (never their secrets).
         * @description A view of `GET /api/auth/api-keys`: the keys able to act as the merchant (made here or there),
         *     live, expired and revoked, each with its prefix and last four characters, scopes, when it was
         *     last used, expires and was revoked.
         */
        get: operations["listMerchantKeys"];
        put?: never;
        /**
         * Create an API key with the merchant scopes (its secret shown once).
         * @description A merchant key is an API key (`POST /api/auth/api-keys`, docs/api-keys.md) holding the merchant
         *     scopes: `merchants:read`, `merchants:write`, `merchant-webhooks:read` and
         *     `merchant-webhooks:write`. It works on every merchant operation, as `Authorization: Bearer <key>`
         *     or, on `POST /api/payments/merchant/charge`, in `X-Merchant-Key`; it is refused (403
         *     `insufficient-scope`) on the merchant's own wallet money (transfers, payouts, paying requests).
         *     This route is the same as creating that API key yourself; the key also appears in
         *     `GET /api/auth/api-keys` and counts against the 100 live keys a user may hold. Keep it on your
         *     server, never in a browser or app.
         */
        post: operations["createMerchantKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/merchant/keys/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a merchant key by a new one (shown once); the old one stops at once unless an overlap is asked.
         * @description `POST /api/auth/api-keys/{id}/roll` with a default overlap of 0: a new key (new id, same name and
         *     scopes, `rolledFrom` naming the old one) whose secret is shown this once, and the old key expires
         *     `overlapSeconds` from now (0, at once, unless given; at most 604800, a week). To roll over without
         *     a gap, give the overlap your deployment needs. A revoked or expired key cannot be rotated.
         */
        post: operations["rotateMerchantKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/merchant/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's merchant keys (never its secret).
         * @description The key as `GET /api/payments/merchant/keys` lists it: prefix and last four characters, scopes,
         *     when it was created, expires, was last used and revoked. Another user's key, or a key of the
         *     caller's that does not hold `merchants:write`, is 404 like an unknown one.
         */
        get: operations["getMerchantKey"];
        put?: never;
        post?: never;
        /**
         * Revoke a merchant key (for good, on every instance at once).
         * @description `DELETE /api/auth/api-keys/{id}` for a key holding `merchants:write`. Revoking a key already
         *     revoked answers 204 again, so the call is safe to repeat; `GET` on it shows its `revokedAt`.
         */
        delete: operations["revokeMerchantKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/merchant/charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * From the merchant's server, a payment request for an order (idempotent by `reference`).
         * @description For the merchant's server: authenticated by a merchant key (an API key with `merchants:write`,
         *     `POST /api/payments/merchant/keys`) in `X-Merchant-Key` or as `Authorization: Bearer`. Creates
         *     an open payment request for the key's owner, exactly like `POST /api/payments/requests`, and
         *     answers it with its `payUrl` to send the payer to.
         *
         *     **Idempotent by `reference`** (your order id, unique per merchant): the first call creates the
         *     request (201); a later call with the same `reference` and the same `amount`, `description` and
         *     `expiresInSeconds` answers that same request as it is now (200, whatever its status); with the
         *     same `reference` and anything else different it is 422 `payment-request-reference-reused`.
         *     The key's `lastUsedAt` is kept as for every API key (at most once a minute).
         */
        post: operations["createMerchantCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's payment requests, newest first.
         * @description The requests the caller made (through `POST /api/payments/requests` or a charge with a merchant key), with a `status` filter. A request past its expiry is listed as `expired`. Keyset cursors like every list.
         */
        get: operations["listPaymentRequests"];
        put?: never;
        /**
         * Ask for a payment into the caller's wallet.
         * @description Creates an open request for `amount` KZT into the caller's wallet (they need one). Send the
         *     payer to `payUrl` (the hosted pay page) or give them the id to pay with
         *     `POST /api/payments/requests/{id}/pay`. The request lives `expiresInSeconds` (60 s to 30 days,
         *     default 24 hours) or until `expiresAt` (give one of them, not both). A `reference` (your
         *     order id) is unique among the caller's requests. Payments of requests carry no fee.
         */
        post: operations["createPaymentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's payment requests.
         * @description The request as its merchant sees it (who paid, when, from which wallet). Someone else's request is 404 like an unknown one; payers read `GET /api/payments/requests/{id}/public`.
         */
        get: operations["getPaymentRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/requests/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one of the caller's open requests (it can no longer be paid).
         * @description Cancelling a request already cancelled answers it unchanged.
         */
        post: operations["cancelPaymentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/merchant/statement.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant's wallet statement for a period, as CSV.
         * @description Every movement of the caller's KZT wallet from `from` (included) to `to` (excluded), oldest
         *     first, between an `opening` line (the balance at `from`) and a `closing` line (the balance at
         *     `to`): RFC 4180 with the columns `type, at, movementId, kind, amount, fee, balance,
         *     counterpartyWalletId, requestId, reference`. `type` is `opening`, `entry` or `closing`;
         *     `amount` is signed (a credit positive, a debit negative) and `fee` is the P2P fee the movement
         *     carried, both in KZT with two decimals; `balance` is the wallet's balance after the line.
         *     `requestId` and `reference` name the payment request a payment or refund belongs to. The
         *     opening balance plus the amounts is the closing balance. At most 366 days per statement.
         *     Streamed; cells a spreadsheet would read as a formula are escaped.
         */
        get: operations["exportMerchantStatementCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/requests/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give back all or part of a paid request, from the merchant's wallet to the payer's.
         * @description `amount` (KZT) is what to give back; the rest of what was paid and not yet refunded when left
         *     out. Several partial refunds may follow one another up to the paid amount, and no further:
         *     refunds that race are counted one after another, so together they never pass it (422
         *     `refund-exceeds-paid` for the one that would). The money moves in one transaction from the
         *     merchant's wallet (the request's `merchantWalletId`, whose available balance must cover it) to the
         *     wallet that paid. **No fee** either way: paying a request costs no fee, so a refund gives back
         *     exactly `amount`. A refund does not count against the merchant's daily outflow cap (it returns
         *     the payer's own money to the wallet it came from). The request keeps its status `paid` and
         *     shows `amountRefunded`; the merchant's endpoints get `payment_request.refunded`, and both sides
         *     a notification (`request.refunded`, `refund.received`).
         *
         *     **Live mode:** the same. A request is paid from a wallet, so its money never left the platform and
         *     goes back the way it came; no acquirer is involved (money reaches the acquirer only when the payer
         *     pays out to a bank account, which a refund does not undo).
         *
         *     **Idempotency-Key:** a retry with the same key and body answers the first refund (201) without
         *     giving back twice. Send one with every refund.
         */
        post: operations["refundPaymentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/requests/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The refunds of one of the caller's requests, newest first.
         * @description Each refund with its amount and when it was made; their sum is the request's `amountRefunded`.
         */
        get: operations["listPaymentRequestRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/requests/{id}/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a payer sees of a request (no sign-in; the id is the capability).
         * @description The amount, currency, description, the merchant's display name, status and expiry: nothing
         *     about the merchant's wallet, reference or payer. Anyone holding the id may read it.
         */
        get: operations["getPublicPaymentRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/requests/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a request from the caller's wallet.
         * @description In one transaction the request goes `open → paid` and its `amount` moves from the caller's
         *     wallet (`walletId`, default the caller's wallet) to the merchant's: all of it or none of it.
         *     **No fee** on payments of requests: the payer pays `amount`, the merchant receives `amount`.
         *     The amount counts against the payer's daily outflow cap until their identity is verified.
         *     The merchant is notified (`request.paid`).
         *
         *     A request is paid once, also when payers race: the others get 409
         *     `payment-request-not-open`. **Idempotency-Key:** a retry with the same key and body answers the
         *     first payment.
         */
        post: operations["payPaymentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-subs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's subscriptions, newest first (without secrets).
         * @description Every subscription the caller made, the active ones and those disabled (each with why and
         *     when). Secrets are never shown again. Keyset cursors like every list.
         */
        get: operations["listPaymentWebhookSubscriptions"];
        put?: never;
        /**
         * Subscribe an endpoint (a URL) to the caller's events, optionally filtered by type.
         * @description A merchant holds up to 16 active subscriptions, each with its own URL, secret and event
         *     filter (`events`, every type when left out); every event goes to each active subscription
         *     whose filter takes it. The URL is set once: to move, create the new subscription, check it
         *     (`ping`), then disable the old one; its unfinished deliveries are then `cancelled` in the log,
         *     and `POST /api/payments/webhook-deliveries/{id}/redeliver` sends any of them to the new one.
         *
         *     **The URL** must be `https:` and its host must resolve only to public unicast addresses:
         *     private, loopback, link-local (cloud metadata such as 169.254.169.254), CGNAT, multicast and
         *     reserved addresses are refused (422), here and again when each delivery connects (so a name
         *     that later resolves elsewhere is refused then). Redirects are never followed.
         *
         *     **The secret** (`whsec_` then the base64 of 32 random bytes) is in this answer only; it is
         *     stored sealed. It can be rotated with an overlap during which every delivery is signed with
         *     both secrets (`POST /api/payments/webhook-subs/{id}/rotate-secret`). Verify deliveries either
         *     way, both headers sets come in every request:
         *     - Standard Webhooks: `webhook-id` (the event id, the same on every retry and redelivery),
         *       `webhook-timestamp` (unix seconds), `webhook-signature: v1,<base64 HMAC-SHA256 of
         *       "<webhook-id>.<webhook-timestamp>.<body>" keyed with the base64-decoded part after whsec_>`;
         *       any Standard Webhooks library verifies it with the secret as given.
         *     - `X-Svc-Timestamp` (unix seconds) and `X-Svc-Signature` (hex HMAC-SHA256 of
         *       `<timestamp>.<body>` keyed with the whole secret string, `whsec_` included, as UTF-8):
         *       `verify({secret, headers, body})` of `@trustplane/webhook-verifier`.
         *
         *     **Delivery:** a 2xx answered within the timeout (15 s by default) is success; anything else
         *     (another status, a 3xx, a timeout, a refused address) is a failed attempt, retried after
         *     5 s, 5 min, 30 min and 2 h (±10%), or after the response's `Retry-After` when later (capped
         *     at the last step); after the 5th failed attempt the delivery is `failed`. At most 5 attempts
         *     are ever made (the server refuses a longer schedule at start-up). A `410 Gone` stops
         *     retrying and disables the subscription (its unfinished deliveries are `cancelled`). Not
         *     idempotent by key: the secret is never stored
         *     where a replay could show it again.
         *
         *     **At least once:** every event is delivered at least once, like Stripe's and Svix's, not
         *     exactly once. An attempt is recorded before it is sent; when the server stops or dies while
         *     one is under way, its outcome is unknown (the receiver may have got it): it stays in the
         *     log as `interrupted`, counts as one of the 5, and the event is sent again, with the same
         *     `webhook-id` and a new timestamp, once the attempt's claim has lapsed (at once after a
         *     stop, the timeout plus 30 s after a crash). Receivers deduplicate on `webhook-id`.
         */
        post: operations["createPaymentWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-subs/{id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a `ping` event to an active subscription.
         * @description Records an event of type `ping` (`data: {subscriptionId}`) and delivers it like any other,
         *     whatever the subscription's `events`. Answers its delivery (202), to follow in the log.
         */
        post: operations["pingPaymentWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-subs/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret for an active subscription, the old one still signing during an overlap.
         * @description The answer carries the new secret, shown this once. For `overlapSeconds` (default 86400, a day;
         *     0 ends the old secret at once; at most 604800, a week) every delivery is signed with both
         *     secrets: `webhook-signature` holds two `v1,` entries separated by a space (the new secret's
         *     first), as Standard Webhooks specifies, and `X-Svc-Signature` two hex signatures separated by a
         *     comma (new first), which `verify` of `@trustplane/webhook-verifier` accepts. Deploy the new
         *     secret to your receiver within the overlap; end it early with
         *     `POST /api/payments/webhook-subs/{id}/end-secret-overlap`. Rotating again during an overlap
         *     drops the oldest secret at once: two secrets sign at most.
         */
        post: operations["rotatePaymentWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-subs/{id}/end-secret-overlap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop signing with a subscription's previous secret now.
         * @description Once your receiver has the new secret, the old one need not sign any more: from this answer
         *     on, deliveries carry only the current secret's signature. Without an overlap under way it
         *     answers the subscription as it is.
         */
        post: operations["endPaymentWebhookSecretOverlap"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-subs/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send again every event that failed to reach an active subscription since a time.
         * @description Svix's recover: for each event whose delivery to this subscription ended `failed` or
         *     `cancelled` at or after `since` (at most 30 days ago), and that has not reached it since, a
         *     new delivery with the full schedule, due now (same `webhook-id`: receivers deduplicate).
         *     At most 10,000 events per call, oldest first; `more` says whether others remain (call again with
         *     the same `since`: the ones queued now are no longer failed).
         */
        post: operations["recoverPaymentWebhookDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's delivery log, newest first.
         * @description One row per event and subscription (a redelivery is a row of its own), with its status, how
         *     many attempts it took (at most 5, one under way included), when the next is due and what the
         *     last one answered. `status` and `subscriptionId` narrow the list; every attempt is in
         *     `GET /api/payments/webhook-deliveries/{id}`. Deliveries are at least once: an attempt whose
         *     outcome is unknown (`interrupted`: the server stopped or died while it was under way) is
         *     followed by another with the same `webhook-id`, so receivers deduplicate on it.
         */
        get: operations["listPaymentWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-deliveries.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's whole delivery log as CSV.
         * @description Oldest first, as of when the export began: RFC 4180 with the columns
         *     `id, eventId, eventType, subscriptionId, status, attempts, lastResponseStatus, lastLatencyMs,
         *     lastError, nextAttemptAt, createdAt, updatedAt`. Streamed.
         */
        get: operations["exportPaymentWebhookDeliveriesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One delivery with every attempt.
         * @description The delivery and `attemptLog`: each attempt's outcome, the status it was answered with (null when
         *     there was no answer: a timeout, a refused address, a failed connection), its latency, why it
         *     failed and the start of the response's body. An attempt is logged when it starts (`pending`);
         *     one the server could not finish recording (it stopped or died meanwhile) is `interrupted`:
         *     the receiver may or may not have got it, and it counts as an attempt.
         */
        get: operations["getPaymentWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver the same event again, now, to its subscription or another active one.
         * @description A new delivery of the delivery's event, with the same `webhook-id` (the event id) and the full
         *     schedule of attempts, whatever the first one's status (a `failed` or `cancelled` one
         *     included). It goes to the delivery's subscription, or to `subscriptionId`, another active
         *     subscription of the caller's (after a move to a new URL, the old endpoint's cancelled
         *     deliveries are sent to the new one this way). The subscription it goes to must be active.
         */
        post: operations["redeliverPaymentWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-subs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's subscriptions (without its secret).
         * @description Its URL, the event types it takes and whether it is active (else why it was disabled).
         */
        get: operations["getPaymentWebhookSubscription"];
        put?: never;
        post?: never;
        /**
         * Disable a subscription (kept for the log); its unfinished deliveries are cancelled.
         * @description No new deliveries; those not yet succeeded or failed are marked `cancelled` in the log (never
         *     dropped: redeliver any of them, to another subscription if need be). Disabling one already
         *     disabled answers 204 again, so retries are safe.
         */
        delete: operations["disablePaymentWebhookSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public video list, newest published first, by cursor or by offset (public).
         * @description Every published video, newest published first (`publishedAt`, then `id`), `limit` at a time.
         *     Drafts are never listed here (operators see them at `GET /api/media/admin/videos`).
         *
         *     **Paging.** Pass the answer's `nextCursor` back as `cursor` for the next page (`null` when the
         *     list is exhausted), as every list of this API; or, as the list always allowed, skip `offset`
         *     videos (0–100,000; deeper is refused with 400, not scanned). Not both: a request with `cursor`
         *     and `offset` is 400 `media-cursor-and-offset`. A page read by offset answers a `nextCursor`
         *     too, so a client may start by offset and go on by cursor.
         *
         *     A cursor resumes strictly after the last video of the previous page, so a video published while
         *     a client pages lands ahead of it and every video is listed exactly once; by offset, a video
         *     published between two pages shifts the later ones by one (one video comes twice).
         *
         *     The answer repeats the `limit` used and `offset`: the one sent, or with a cursor how many
         *     videos now come before this page. `total` is how many videos the whole list holds.
         */
        get: operations["listMediaVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published video (public).
         * @description The video, when it is published. An unknown id and a video that is not published (a draft, or
         *     unpublished by an operator) are the same 404 `media-video-not-found`.
         */
        get: operations["getMediaVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/tracks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public track list with play counts, newest published first, by cursor or by offset (public).
         * @description Every published audio track, newest published first (`publishedAt`, then `id`), with its play
         *     count `plays`, paged like the video list: `limit` (1–200, default 50), and `cursor` (the
         *     previous page's `nextCursor`) or `offset` (0–100,000), not both (400
         *     `media-cursor-and-offset`). Drafts are never listed here.
         */
        get: operations["listMediaTracks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/tracks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published track with its play count (public).
         * @description The track and `plays`, how many plays have counted so far (see `POST /api/media/tracks/{id}/play`
         *     for what counts). An unknown id and a track that is not published are the same 404
         *     `media-track-not-found`.
         */
        get: operations["getMediaTrack"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/tracks/{id}/play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a play of a track; repeats by one listener within the window count once (public).
         * @description Records that a listener started the track and answers whether the play `counted` (added one to
         *     the track's `plays`) and the count now. Repeated plays by the same listener count once per
         *     window: a play counts when this listener has no counted play of the track in the last
         *     `MEDIA_PLAY_WINDOW_SECONDS` (default 1800, 30 minutes); later plays inside that window answer
         *     `counted: false`, and `countsAgainAt` says when the next play would count. The window slides
         *     from the last play that counted, so a listener playing a track on a loop adds one play per window.
         *
         *     Only a published track is played: an unknown id and a track that is not published (a draft, or
         *     unpublished by an operator) are the same 404 `media-track-not-found`, for operators too, and
         *     nothing is recorded.
         *
         *     **The listener.** With a bearer token (optional here; a token that is sent must be valid, 401
         *     otherwise) the listener is the signed-in user, on any device. Without one it is the client's
         *     address and `User-Agent` together, kept only as an HMAC-SHA256 under a key derived from the
         *     server's `PERSONAL_DATA_KEY`: the address itself is never stored, and the hash cannot be
         *     reversed or recomputed without the server key.
         *
         *     **Race-safe in the database.** Each (track, listener) has one row holding the time its last
         *     play counted. A play is one statement: `INSERT … ON CONFLICT (track_id, listener) DO UPDATE SET
         *     counted_at = now() WHERE counted_at <= now() - window`, and only when that inserted or updated
         *     a row does the same statement add one to the track's `plays`. Simultaneous plays by one listener
         *     meet on the primary key: PostgreSQL lets one of them insert (or update) the row and re-checks
         *     the condition for the others against it, so exactly one counts, on any number of server
         *     instances. A retry of a play is therefore harmless and needs no `Idempotency-Key`.
         */
        post: operations["playMediaTrack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every video, drafts included, newest first (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else): every video, published or
         *     not, newest first (`createdAt`, then `id`), with its `status`; `status` keeps only those in one
         *     status. Keyset cursors like every list.
         */
        get: operations["listMediaAdminVideos"];
        put?: never;
        /**
         * Create a video, a draft unless it says published (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else, checked before the
         *     Idempotency-Key is claimed, so a refused request records nothing under it).
         *     The video is a `draft`, seen by operators only, unless `status` is `published`; publish or
         *     unpublish it later with `PATCH /api/media/admin/videos/{id}`.
         *
         *     **What is accepted.** `title`: 1–200 characters on one line, not blank. `description`: up to
         *     4,000 characters (line breaks allowed). `durationSeconds`: a whole number from 1 to 86,400 (a
         *     day). `videoUrl` and `thumbnailUrl`: absolute `https:` URLs of at most 2,048 characters with a
         *     host and no credentials (`user:password@`); the contract's checks answer 400 `validation`, a URL
         *     that passes them but is still not such a URL 400 `media-invalid-url`.
         *
         *     Recorded in the operators' audit (who, when, the video as made). **Idempotency-Key:** a retry
         *     within 24 hours with the same key and body answers the first video and makes it once.
         */
        post: operations["createMediaVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One video, a draft too, with its status (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else). An unknown id is 404
         *     `media-video-not-found`.
         */
        get: operations["getMediaAdminVideo"];
        put?: never;
        post?: never;
        /**
         * Delete a video for good (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else). The video is gone from every
         *     list and read at once; the operators' audit keeps a `delete` record with the video as it was. An
         *     unknown id, and a second delete of the same video, are 404 `media-video-not-found`.
         */
        delete: operations["deleteMediaVideo"];
        options?: never;
        head?: never;
        /**
         * Edit, publish or unpublish a video (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else). Changes the fields given and
         *     keeps the others, by the rules of `POST /api/media/admin/videos`; `thumbnailUrl: null` removes
         *     the thumbnail.
         *
         *     **Publishing.** `status: published` shows the video in the public list and by id; `status:
         *     draft` takes it back out (the public then gets 404 for it). `publishedAt` is set the first time
         *     it is published and kept after, so a video unpublished and published again keeps its place in
         *     the public list.
         *
         *     Every change is recorded in the operators' audit (who, when, each field from and to: a
         *     `publish`, an `unpublish` or an `update`); a request that changes nothing records nothing and
         *     keeps `updatedAt`. An unknown id is 404 `media-video-not-found`.
         */
        patch: operations["updateMediaVideo"];
        trace?: never;
    };
    "/api/media/admin/tracks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every track, drafts included, newest first (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else): every track, published or
         *     not, newest first (`createdAt`, then `id`), with its `status` and `plays`; `status` keeps only
         *     those in one status. Keyset cursors like every list.
         */
        get: operations["listMediaAdminTracks"];
        put?: never;
        /**
         * Create a track, a draft unless it says published (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else, checked before the
         *     Idempotency-Key is claimed, so a refused request records nothing under it).
         *     The track is a `draft`, seen by operators only and not playable, unless `status` is
         *     `published`; its `plays` start at 0.
         *
         *     **What is accepted.** As for a video (`POST /api/media/admin/videos`): `title` and `artist`
         *     1–200 characters on one line, not blank; `description` up to 4,000 characters;
         *     `durationSeconds` from 1 to 86,400; `audioUrl` and `coverUrl` absolute `https:` URLs of at most
         *     2,048 characters with a host and no credentials (400 `validation`, or `media-invalid-url` for a
         *     URL that passes the contract's checks but is still not such a URL).
         *
         *     Recorded in the operators' audit. **Idempotency-Key:** a retry within 24 hours with the same key
         *     and body answers the first track and makes it once.
         */
        post: operations["createMediaTrack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/tracks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One track, a draft too, with its status and play count (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else). An unknown id is 404
         *     `media-track-not-found`.
         */
        get: operations["getMediaAdminTrack"];
        put?: never;
        post?: never;
        /**
         * Delete a track and its play records for good (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else). The track is gone from every
         *     list and read at once, with its listeners' play records; the operators' audit keeps a `delete`
         *     record with the track as it was (its `plays` included). An unknown id, and a second delete of
         *     the same track, are 404 `media-track-not-found`.
         */
        delete: operations["deleteMediaTrack"];
        options?: never;
        head?: never;
        /**
         * Edit, publish or unpublish a track (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else). Changes the fields given and
         *     keeps the others, by the rules of `POST /api/media/admin/tracks`; `coverUrl: null` removes the
         *     cover. `status: published` makes the track public and playable, `status: draft` takes it back
         *     out (the public then gets 404 for it and its plays, which are kept). `publishedAt` is set the
         *     first time it is published and kept after.
         *
         *     Every change is recorded in the operators' audit (a `publish`, an `unpublish` or an `update`,
         *     each field from and to); a request that changes nothing records nothing and keeps `updatedAt`.
         *     An unknown id is 404 `media-track-not-found`.
         */
        patch: operations["updateMediaTrack"];
        trace?: never;
    };
    "/api/contracts/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The five document templates and their typed fields (no sign-in).
         * @description Each template names its fields: `name` (the key in a document's `fields`), `label`, `type`,
         *     whether it is `required`, and `maxLength`. Types: `string` (one line, no control characters),
         *     `text` (may hold line breaks), `date` (`YYYY-MM-DD`, a real calendar date), `money` (a JSON
         *     number of the template's `currency`, at least 0, at most 2 decimals, below one trillion) and
         *     `integer` (a JSON integer from the field's `minimum` to its `maximum`: a term in months, say).
         *     `sections` are the document's text, with `{{name}}` where a field's value goes.
         */
        get: operations["listContractTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's documents, newest first (destroyed ones too; never their content).
         * @description Each document's status, view counts and times, as `GET /api/contracts/documents/{id}` shows them without `fields`. Keyset cursors like every list.
         */
        get: operations["listContractDocuments"];
        put?: never;
        /**
         * Make a self-destructing document from a template; answers its one-time view link.
         * @description The field values are checked against the template (400 `contract-field-invalid` names each
         *     field and why). The document may be viewed `maxViews` times (1 to 100, default 1) until
         *     `expiresAt` or `expiresInSeconds` from now (60 seconds to 30 days, default 24 hours; give one,
         *     not both). The answer carries `viewUrl` and its `viewToken` this one time: only the token's
         *     SHA-256 is kept. Share the URL with the reader: opening it (`GET`) shows what it is without
         *     using a view (in a browser, a page with a Reveal button); reading it takes a `POST`
         *     (`client.contracts.links.view(token)`, or the page's button).
         *
         *     **Sender.** The page names no one unless `senderName` is given: then it shows that name as
         *     who sent the document (encrypted at rest like the fields, destroyed with them). Nothing about
         *     the owner's account is shown to the reader.
         *
         *     **Idempotency-Key:** a retry with the same key and body answers the same document and link
         *     (the stored answer is sealed under the platform key).
         *
         *     **Limit.** An account may have at most `CONTRACTS_MAX_LIVE_DOCUMENTS_PER_USER` documents that
         *     are not destroyed (server configuration, 500 unless set); one past its expiry counts as
         *     destroyed. Past it, 403 `contract-document-limit` (with `limit`) and nothing is created; a
         *     document that is viewed out, expires or is revoked frees its place. A quota on what is kept,
         *     not a rate: it does not reset with time.
         */
        post: operations["createContractDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's documents, with its field values while it exists.
         * @description Whether and when it was viewed (`viewed`, `viewsUsed`, `firstViewedAt`, `lastViewedAt`), and
         *     once destroyed, when and why (`destroyedAt`, `destroyedReason`); `fields` is `null` from then
         *     on. A document past its expiry is destroyed by this read if the sweep has not done it yet.
         *     Someone else's document is 404 like an unknown one.
         */
        get: operations["getContractDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a document, or revoke it, before its first view.
         * @description `fields` replaces all the field values (checked against the template again); `senderName`
         *     replaces the sender's name the link's page shows (`null`: none); `maxViews`, `expiresAt` or
         *     `expiresInSeconds` (from now) replace the limits. `{"revoked": true}` destroys
         *     the document at once (crypto-shredding, `destroyedReason: revoked`) and may not be combined
         *     with an edit. Only before anyone viewed it: afterwards 409 `document-already-viewed`. The link
         *     stays the same.
         */
        patch: operations["updateContractDocument"];
        trace?: never;
    };
    "/api/contracts/documents/{id}/log.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A document's access log as CSV (also after it was destroyed).
         * @description Oldest first: RFC 4180 with the columns `time, event, ipHash, userAgent`. `event` is `opened`
         *     (the link's metadata was read; the first 1,000 reads), `viewed` (the document was shown),
         *     `destroyed` (its last view or its expiry shredded it) or `revoked` (its owner destroyed it). `ipHash` is an HMAC-SHA256 of
         *     the client address under a server key (hex, 32 characters; the same address gives the same
         *     value, the address itself is not stored); `userAgent` is cut at 256 characters. Streamed;
         *     cells a spreadsheet would read as a formula are escaped.
         */
        get: operations["exportContractDocumentLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/view/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a link is, without using a view (no sign-in; the token is the capability); a page for a browser.
         * @description The template's title, whether the document can still be viewed, how many views are left and
         *     until when; never its content, and reading it uses no view (link previewers and mail scanners
         *     fetch links with GET). Records an `opened` event in the owner's log, up to 1,000 per document
         *     (the link can be fetched by anyone holding it, in a loop, long after the document is gone: the
         *     log does not grow past that; later reads are answered but not logged). A destroyed document
         *     answers `status: destroyed` with `destroyedAt`. Sent with `Cache-Control: no-store`,
         *     `X-Robots-Tag: noindex` and `Referrer-Policy: no-referrer`.
         *
         *     **By `Accept`** (`Vary: Accept`): a program (`application/json`, `*\/*`, no `Accept`, as the client
         *     packages and curl send) gets the JSON above. A browser (`text/html` preferred) gets a page
         *     instead: the template's title, the sender's name when the owner gave one (`senderName`; nothing
         *     about the owner's account otherwise), how many views are left and until when, and a **Reveal**
         *     button whose script makes the `POST` (one view) and shows the document in the page. The page
         *     holds none of the document's content and uses no view; its title and `og:title` name no
         *     document. It runs one inline script and one inline stylesheet, both allowed by hash, and may
         *     only call this origin (`Content-Security-Policy: default-src 'none'; script-src 'sha256-…';
         *     connect-src 'self'; frame-ancestors 'none'; …`). A destroyed document's page is `410`, an
         *     unknown link's `404` (pages that run no script).
         */
        get: operations["getContractLink"];
        put?: never;
        /**
         * Read the document behind a link, using one of its views (no sign-in).
         * @description Answers the rendered document (title, sections with the field values in place, the fields)
         *     and how many views are left. Each call uses one view, counted atomically: of two simultaneous
         *     views of a one-view document exactly one is shown it. The last allowed view destroys the
         *     document (its key and ciphertext are overwritten; `viewsRemaining` is 0 in this answer), and
         *     so does its expiry; from then on this answers 410 `document-destroyed` with `destroyedAt`.
         *     No body is needed. Sent with `Cache-Control: no-store`, `X-Robots-Tag: noindex` and
         *     `Referrer-Policy: no-referrer`.
         */
        post: operations["viewContractDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyshield/derive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a threshold key and get its n shares, once.
         * @description Creates a key of `kind` (`ed25519`: an Ed25519 key pair; `secret-256`: 32 random bytes) and
         *     splits it so that any `threshold` (k) of its `shares` (n) shares recover it, 2 ≤ k ≤ n ≤ 16.
         *
         *     **How it is kept.** A fresh random 32-byte data key is split into the n shares with Shamir's
         *     scheme (`shamir-secret-sharing`, audited by Cure53 and Zellic). The key's secret (the 32-byte
         *     secret, or the Ed25519 private seed) is encrypted under the data key with AES-256-GCM, the
         *     additional authenticated data binding the key id and epoch; that ciphertext is stored sealed
         *     once more with the platform's key-encryption key. Neither the data key nor any share is stored:
         *     only the public key, the ciphertext, k, n, the epoch and a SHA-256 fingerprint of each share.
         *     Shamir's `combine` given fewer than k shares, or a tampered one, returns wrong bytes without an
         *     error; here such a combination fails the GCM tag instead and is refused, never answered with a
         *     wrong secret.
         *
         *     **Shares** are returned in this answer only. Each is self-describing text,
         *     `ks1.<keyId>.<epoch>.<index>.<data>.<check>`: the key and epoch it belongs to, its index (1–n),
         *     its 33 bytes in unpadded base64url, and a checksum (the first 4 bytes of the SHA-256 of the
         *     text before it, in hex) that catches a mistyped or truncated share. Hand each to a different
         *     holder.
         *
         *     **Idempotency-Key.** A retry with the same key and body answers the same key with
         *     `Idempotent-Replayed: true` and creates nothing, but its `shares` is `null`: shares are never
         *     stored, not even for a replay. A client that lost the first answer cannot get the shares
         *     again; derive a new key.
         *
         *     **Limit.** An account holds at most `KEYSHIELD_MAX_KEYS_PER_USER` keys (server configuration,
         *     100 unless set); keys are never deleted, so past it every derive is 403 `keyshield-key-limit`
         *     (with `limit`) and creates nothing. A quota on what is stored, not a rate: it does not reset
         *     with time.
         */
        post: operations["deriveKeyshieldKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyshield/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Use k current shares of a key - a signature for an Ed25519 key, the secret for a 256-bit one.
         * @description Recombines the data key from `shares` (at least k of the key's current epoch, any of them, each
         *     index once), opens the key's secret with it and uses it:
         *
         *     - **`ed25519`: signs, the seed never leaves.** `message` is required; the answer is the Ed25519
         *       signature of its UTF-8 bytes (`signature`, unpadded base64url) under the key's `publicKey`,
         *       checkable offline by anyone. The private seed exists in the server's memory only for the
         *       signature and is never answered.
         *     - **`secret-256`: answers the secret** (`secret`, 32 bytes in unpadded base64url): such a key
         *       exists to be given back to whoever holds k shares. `message` must be absent.
         *
         *     Every share is checked before anything is combined: its checksum and shape, that it names this
         *     key and its current epoch, and its SHA-256 fingerprint (compared in constant time) against the
         *     ones recorded for the key. Every attempt, refused ones included, is written to the key's audit
         *     log. Attempts count against their own budget per user (`x-rate-limit: key-shares`,
         *     `RATE_LIMIT_KEY_SHARES_PER_USER` a window, shared with `POST /api/keyshield/rotate`), so
         *     shares cannot be guessed cheaply.
         */
        post: operations["recoverKeyshieldKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyshield/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a key's shares with a fresh set under a new epoch; the old set stops working.
         * @description With k current shares (checked as by `POST /api/keyshield/recover`), the key's secret is opened
         *     and kept under a new random data key, split into n fresh shares of epoch + 1; the key itself
         *     (its public key, k and n) stays. From then on only the new shares work: the old ones answer
         *     `share-stale-epoch`.
         *
         *     **Race-safe.** The new epoch is written only if the epoch is still the one the shares were
         *     checked against (a conditional update): of two rotations with the same shares at once exactly
         *     one succeeds; the other answers `share-stale-epoch` and its shares were never valid.
         *
         *     Not idempotent by key: a retry with the same shares after a success answers
         *     `share-stale-epoch` (the shares it names have been replaced), so it can never rotate twice.
         *     The new shares are returned once, never stored. Counted against the `key-shares` budget and
         *     written to the audit log like a recovery.
         */
        post: operations["rotateKeyshieldKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyshield/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's threshold keys, newest first.
         * @description Each key with its kind, label, public key (Ed25519), k, n and current epoch; never a share.
         *     Keyset cursors like every list.
         */
        get: operations["listKeyshieldKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyshield/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's threshold keys.
         * @description The key's kind, label, public key (Ed25519), k, n, current epoch and when it was created and last
         *     rotated. Someone else's key and an unknown id get the same 404.
         */
        get: operations["getKeyshieldKey"];
        put?: never;
        post?: never;
        /**
         * Retire one of the caller's keys, freeing its place in the keys allowed per user.
         * @description The key's sealed secret is destroyed at once, so no set of shares opens it again (a recovery or
         *     rotation is 410 `keyshield-key-retired`), and it no longer counts against the keys a user may
         *     hold (`KEYSHIELD_MAX_KEYS_PER_USER`). The key stays listed with `retiredAt`, and its audit is kept
         *     with a `retire` entry: what was done with it remains answerable. Retiring a retired key changes
         *     nothing (204). Someone else's key and an unknown id get the same 404.
         */
        delete: operations["retireKeyshieldKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyshield/keys/{id}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every use of one of the caller's keys, newest first.
         * @description One entry per derive, recovery and rotation of the key, refused attempts included: who (the
         *     user), when, the key, the epoch it was at, the operation, the outcome (`succeeded` or
         *     `refused`) and, for a refusal, its problem `code`. Owner only: someone else's key and an unknown
         *     id get the same 404. Keyset cursors like every list.
         */
        get: operations["listKeyshieldKeyAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/constitution-artifacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published artifacts, newest first, optionally of one regime (public).
         * @description Every published artifact, newest first, each with its vote and comment counts. `regime` keeps
         *     those classified as that regime (one of the ids of `GET /api/constitution/public/regimes`).
         *     No token needed. Paginated: pass `nextCursor` back as `cursor` (with the same `regime`).
         */
        get: operations["listConstitutionArtifacts"];
        put?: never;
        /**
         * Publish a governance scenario as an artifact.
         * @description Publishes a snapshot of a scenario: a title, the eight sliders and optionally a summary and
         *     tags. The server classifies the sliders with the governance model (the same code the
         *     playground runs) and stores the regime and the six metrics with them: a client cannot publish a
         *     regime its sliders do not give, so the body has no `regime` or `metrics`.
         *
         *     The artifact is public. Its author is shown only as a pseudonymous `handle` (`citizen-…`), made
         *     at random on the caller's first publication and the same on all their artifacts and comments;
         *     never their email, name or user id. Send an `Idempotency-Key` to retry without publishing twice.
         *
         *     **Limit.** An account may have at most `CONSTITUTION_MAX_ARTIFACTS_PER_USER` artifacts published
         *     (server configuration, 200 unless set). Past it, 403 `constitution-artifact-limit` (with
         *     `limit`) and nothing is published; deleting one of the caller's artifacts frees its place. A
         *     quota on what is kept, not a rate: it does not reset with time.
         */
        post: operations["publishConstitutionArtifact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/constitution-artifacts/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many artifacts each regime has, and their average metrics (public).
         * @description One row per regime of the model, in the model's order, regimes without artifacts included
         *     (`count` 0, `averageMetrics` null), and the total. Averages are arithmetic means of the stored
         *     metrics, rounded half up to one decimal. Read from running totals kept with every publish and
         *     deletion, so its cost does not grow with the number of artifacts.
         */
        get: operations["getConstitutionArtifactStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/constitution-artifacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One artifact (public).
         * @description The artifact with its vote and comment counts. An unknown id is 404.
         */
        get: operations["getConstitutionArtifact"];
        put?: never;
        post?: never;
        /**
         * Withdraw one of the caller's artifacts, with its votes and comments.
         * @description Deletes the artifact for good, and every vote and comment on it. Only its author can; someone
         *     else's artifact and an unknown id get the same 404.
         */
        delete: operations["deleteConstitutionArtifact"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/constitution-artifacts/{id}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The artifacts nearest to this one by their sliders (public).
         * @description The `limit` artifacts (default 10, at most 50) whose sliders are nearest to this one's, nearest
         *     first, the artifact itself left out. The distance is the governance model's `distance`: the
         *     Euclidean distance between the two slider vectors with each slider divided by 100, so 0 for
         *     equal sliders and at most √8 ≈ 2.828. Equal distances go newest first. Not paginated.
         */
        get: operations["listSimilarConstitutionArtifacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/constitution-artifacts/{id}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vote for an artifact (once per user; repeating it changes nothing).
         * @description Adds the caller's vote, at most one per user and artifact (a unique constraint holds it, also
         *     under concurrent calls); voting again answers the same and changes nothing. Anyone signed in
         *     may vote for any artifact, their own included.
         */
        post: operations["voteConstitutionArtifact"];
        /**
         * Take back the caller's vote (repeating it changes nothing).
         * @description Removes the caller's vote if there is one; without one it answers the same and changes nothing.
         *     The artifact's `votes` and the caller's `voted` are on `GET` of the artifact.
         */
        delete: operations["unvoteConstitutionArtifact"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/constitution-artifacts/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comment on an artifact.
         * @description Adds a comment of 1 to 2000 characters (not only white space) under the caller's handle. At
         *     most `CONSTITUTION_COMMENTS_PER_HOUR` comments per user in any rolling hour (default 30; 429
         *     `comment-rate-limited` with `Retry-After`). Send an `Idempotency-Key` to retry without
         *     commenting twice.
         */
        post: operations["commentConstitutionArtifact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/constitution-artifacts/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An artifact's comments, newest first (public).
         * @description Paginated like every list. An unknown artifact is 404.
         */
        get: operations["listConstitutionArtifactComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/constitution-artifacts/{id}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a comment (its author, or the artifact's author).
         * @description The comment's author can delete it, and so can the author of the artifact it is on. For anyone
         *     else, and for a comment that does not exist or is not on this artifact, the same 404.
         */
        delete: operations["deleteConstitutionArtifactComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/constitution-artifacts/{id}/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An artifact's vote and comment counts and its recent activity (public).
         * @description The counts, and the last 20 votes and comments together, newest first, each only as its kind
         *     and time (and a comment's id): nothing about who voted or commented.
         */
        get: operations["getConstitutionArtifactSocial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/sessions/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a coaching session on a topic, optionally from a chess position (FEN).
         * @description Starts an `active` session of the caller's on `topic`. `fen`, when given, is the position the
         *     session starts from, in Forsyth–Edwards Notation; it is checked with chess.js (the maintained
         *     JavaScript chess library) before anything is stored, and a position it refuses is 400
         *     `invalid-fen` whose `detail` and `errors[0].message` carry the library's reason (for example
         *     "Invalid FEN: missing white king"). A position chess.js accepts must also be spelled as FEN
         *     writes it, since it is kept as sent: the six fields separated by single spaces, the halfmove
         *     clock a plain number from 0 to 9999 and the move number from 1 to 99999 (chess.js alone takes
         *     tabs or `1e5`); otherwise it is 400 `invalid-fen` too, saying so. The session keeps the FEN as
         *     sent, surrounding blanks trimmed, and says whose move it is (`sideToMove`).
         *
         *     With `Idempotency-Key`, a retry within 24 hours answers the same session and starts no other;
         *     the same key with a different body is 422.
         *
         *     **Limit.** An account may have at most `COACH_MAX_ACTIVE_SESSIONS_PER_USER` sessions `active`
         *     at once (server configuration, 20 unless set). Past it, 403 `coach-session-limit` (with
         *     `limit`) and nothing is started; ending a session frees its place. A quota on what is kept, not
         *     a rate: it does not reset with time.
         */
        post: operations["startCoachSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's coaching sessions, newest first.
         * @description The caller's sessions, active and ended, newest first, with keyset cursors like every list.
         *     Nobody else's sessions are ever listed.
         */
        get: operations["listCoachSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's coaching sessions.
         * @description The session as `{session}`, its notes opened when it has ended with some. Only the owner sees a
         *     session: anyone else's, like an unknown id, is 404 `coach-session-not-found`.
         */
        get: operations["getCoachSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/sessions/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End one of the caller's active coaching sessions, with optional notes and a message count.
         * @description Ends the session (`status: ended`, `endedAt` set) and keeps `notes` (up to 8,000 characters) and
         *     `messageCount` (how many messages the session exchanged, 0–100,000) when given. Notes are
         *     personal: they are sealed at rest (AES-256-GCM under `PERSONAL_DATA_KEY`, bound to the session)
         *     and opened only for the owner. A session ends once: ending an ended session is 409
         *     `coach-session-ended` and changes nothing (two simultaneous ends: one succeeds, the other is
         *     409). Someone else's session, like an unknown id, is 404.
         */
        post: operations["endCoachSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This contract (OpenAPI 3.0), the reference for every schema.
         * @description Cached 120 s with a strong ETag (304 on If-None-Match); it changes only between deployments.
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics (text exposition format).
         * @description Process metrics (prom-client defaults) and `http_request_duration_seconds`, a histogram labelled
         *     `method`, `route` (the contract's path template, e.g. `/api/hub/catalog/{id}`; `unmatched` for
         *     requests no route matched) and `status`. For operators' scrapers, not for client packages
         *     (`x-sdk-exclude`). When the server sets `METRICS_TOKEN`, a scrape must send it as
         *     `Authorization: Bearer <token>` (401 otherwise); without it the metrics are public.
         */
        get: operations["getMetrics"];
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
        /** @description Where a program starts, every link absolute (PUBLIC_BASE_URL). */
        RootIndex: {
            /** @description The API's title. */
            name: string;
            /** @description The contract's version. */
            apiVersion: string;
            links: {
                /**
                 * Format: uri
                 * @description The reference (HTML).
                 */
                docs: string;
                /**
                 * Format: uri
                 * @description The contract (OpenAPI 3.0 JSON).
                 */
                openapi: string;
                /**
                 * Format: uri
                 * @description Each module's description and the client packages.
                 */
                apiIndex: string;
                /**
                 * Format: uri
                 * @description The module catalog.
                 */
                catalog: string;
                /** Format: uri */
                health: string;
                /** Format: uri */
                version: string;
                /** Format: uri */
                sitemap: string;
            };
        };
        /**
         * @description `idea`: specified, not started. `working`: being built, not served yet. `mvp`: a first version is
         *     served. `launched`: complete and supported. `mvp` and `launched` count as live.
         * @enum {string}
         */
        CatalogStatus: "idea" | "mvp" | "working" | "launched";
        /** @description A tag, matched case-insensitively. */
        TagQuery: string;
        /**
         * @description `product`: user-facing features. `service`: developer-facing API services. `infrastructure`: platform plumbing.
         * @enum {string}
         */
        CatalogKind: "product" | "service" | "infrastructure";
        /** @enum {string} */
        CatalogField: "id" | "code" | "name" | "summary" | "kind" | "status" | "tags" | "priority" | "live" | "frontend" | "ogImage" | "health" | "openapi" | "waitlist" | "status_url" | "related";
        ModuleIdValue: string;
        /** @description A lowercase slug. */
        Tag: string;
        /** Format: uri */
        Url: string;
        RelatedModule: {
            id: components["schemas"]["ModuleIdValue"];
            name: string;
            status: components["schemas"]["CatalogStatus"];
            /** @description How many tags the two modules share. */
            overlap: number;
            sharedTags: components["schemas"]["Tag"][];
        };
        /** @description A catalog item, or part of one (with the `fields` projection `id` is always present). */
        CatalogItemFields: {
            id: components["schemas"]["ModuleIdValue"];
            /** @description Short uppercase code, e.g. `LDG`. */
            code?: string;
            name?: string;
            /** @description What the module does, in one sentence. */
            summary?: string;
            kind?: components["schemas"]["CatalogKind"];
            status?: components["schemas"]["CatalogStatus"];
            tags?: components["schemas"]["Tag"][];
            /** @description Build and display order; 1 comes first. */
            priority?: number;
            /** @description True for the statuses counted as live (`mvp`, `launched`). */
            live?: boolean;
            /** @description The module's own public page when it serves one (the governance playground at `/playground/`), otherwise its section of the docs. */
            frontend?: components["schemas"]["Url"];
            /** @description Social preview card (SVG). */
            ogImage?: components["schemas"]["Url"];
            /** @description The module's health endpoint, or the aggregate probe. */
            health?: components["schemas"]["Url"];
            /** @description The contract at this module's tag. */
            openapi?: components["schemas"]["Url"];
            /** @description The module's waitlist page (`/waitlist/{id}`), where anyone joins its waitlist by email. */
            waitlist?: components["schemas"]["Url"];
            /** @description This item in the catalog API. */
            status_url?: components["schemas"]["Url"];
            /** @description The five closest related modules by tag overlap (the full list is at `/api/hub/catalog/{id}/related`). */
            related?: components["schemas"]["RelatedModule"][];
        };
        CatalogResponse: {
            total: components["schemas"]["Total"];
            items: components["schemas"]["CatalogItemFields"][];
            generatedAt: components["schemas"]["Timestamp"];
        };
        /** @description A full catalog item (every field; `list` without `fields` answers these). */
        CatalogItem: WithRequired<components["schemas"]["CatalogItemFields"], "id" | "code" | "name" | "summary" | "kind" | "status" | "tags" | "priority" | "live" | "frontend" | "ogImage" | "health" | "openapi" | "waitlist" | "status_url" | "related">;
        RelatedModules: {
            id: components["schemas"]["ModuleIdValue"];
            total: components["schemas"]["Total"];
            items: components["schemas"]["RelatedModule"][];
        };
        ModuleGraph: {
            generatedAt: components["schemas"]["Timestamp"];
            nodes: {
                id: components["schemas"]["ModuleIdValue"];
                name: string;
                kind: components["schemas"]["CatalogKind"];
                status: components["schemas"]["CatalogStatus"];
                tags: components["schemas"]["Tag"][];
            }[];
            edges: {
                source: components["schemas"]["ModuleIdValue"];
                target: components["schemas"]["ModuleIdValue"];
                /** @description How many tags the two modules share. */
                weight: number;
                sharedTags: components["schemas"]["Tag"][];
            }[];
        };
        CatalogStats: {
            total: components["schemas"]["Total"];
            byStatus: {
                idea: number;
                mvp: number;
                working: number;
                launched: number;
            };
            byKind: {
                product: number;
                service: number;
                infrastructure: number;
            };
            /** @description The ten most used tags, most used first (ties by name). */
            topTags: {
                tag: components["schemas"]["Tag"];
                count: number;
            }[];
            /** @description Modules counted as live: `mvp` plus `launched`. */
            live: number;
        };
        ApiIndex: {
            /** @description Version of this index format (semver). */
            apiIndexVersion: string;
            /** @description `info.version` of the contract. */
            apiVersion: string;
            generatedAt: components["schemas"]["Timestamp"];
            /** @description The full contract. */
            openapi: components["schemas"]["Url"];
            modules: {
                id: string;
                name: string;
                /** @description The contract tag whose operations make up the module. */
                tag: string;
                /**
                 * @description Catalog status: the module's, or for a part of one (`partOf`) that module's; null for
                 *     contract parts that belong to no catalog module (e.g. `auth`).
                 * @enum {string|null}
                 */
                status: "idea" | "mvp" | "working" | "launched" | null;
                /**
                 * @description For a contract tag that is one area of a catalog module (`checkout` of `payments`, from the
                 *     tag's `x-module` in the contract), that module's id; null otherwise.
                 */
                partOf: string | null;
                /** @description The contract at this module's tag. */
                openapi: components["schemas"]["Url"];
                /** @description The module's section of the docs. */
                docs: components["schemas"]["Url"];
                /** @description Path templates carrying the module's tag (empty while it is not built). */
                paths: string[];
                operationCount: number;
            }[];
            /** @description The published client packages and the webhook verifier. */
            sdk: {
                /** @description npm package name, e.g. `@trustplane/sdk-catalog`. */
                package: string;
                /** @description The version in the package's package.json. */
                version: string;
                description: string;
                /** @description e.g. `npm install @trustplane/sdk-catalog`. */
                install: string;
                /**
                 * @description Ids of the modules the package covers: the contract tags it is generated from, plus `auth`
                 *     (every client package carries accounts through the shared runtime).
                 */
                modules: string[];
                /** @description The package's README (its npm page). */
                readme: components["schemas"]["Url"];
            }[];
            /**
             * @description The public transparency log of the receipts this server issues (the `transparency` operations):
             *     the key its checkpoints are signed with, to pin before trusting any checkpoint, and where its
             *     latest checkpoint is. The same for every instance, and fixed for the log's life (a new key
             *     starts a new log, under a new origin). Null when this server keeps no log.
             */
            transparencyLog: {
                /** @description The log's name: the first line of its checkpoints. */
                origin: string;
                /** @description The log key as a C2SP signed-note verifier key, `<origin>+<8 hex digits>+<base64 of 0x01 and the Ed25519 key>`. */
                verifierKey: string;
                /** @description The latest checkpoint (a signed note). */
                checkpoint: components["schemas"]["Url"];
                /** @description The log's origin, verifier key and size. */
                log: components["schemas"]["Url"];
            } | null;
        };
        VersionInfo: {
            /** @enum {string} */
            status: "ok";
            /** @description The server's version. */
            version: string;
            /** @description `info.version` of the contract. */
            apiVersion: string;
            /** @description e.g. `node v24.11.0`. */
            runtime: string;
            /** @enum {string} */
            environment: "development" | "test" | "production";
            uptimeSeconds: number;
            /** @description The deployment's release identifier (`RELEASE_ID`). */
            releaseId: string;
            startedAt: components["schemas"]["Timestamp"];
        };
        /** @enum {string} */
        HealthStatus: "ok" | "degraded" | "down";
        HealthReport: {
            status: components["schemas"]["HealthStatus"];
            /** @description One entry per dependency, the database first. */
            checks: {
                /** @description e.g. `database`, `migrations`. */
                name: string;
                status: components["schemas"]["HealthStatus"];
                latencyMs: number;
                detail?: string;
            }[];
        };
        /** @description A wallet account id (`acc_` and a ULID). */
        AccountId: string;
        /** @description A balance in TNU (at most 2 decimals); never negative. */
        Balance: number;
        /**
         * @description The test-net native unit, TNU, with 2 decimals. It has no value outside the test net: the
         *     faucet (`POST /api/ledger/topup`) hands it out.
         * @enum {string}
         */
        Currency: "TNU";
        Account: {
            id: components["schemas"]["AccountId"];
            balance: components["schemas"]["Balance"];
            currency: components["schemas"]["Currency"];
            /** @description The account opened at registration; `accounts/lookup` finds it. */
            isDefault: boolean;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        /** @description Every account at once (a user holds at most 10), with `total` like every list. */
        AccountList: {
            items: components["schemas"]["Account"][];
            total: components["schemas"]["Total"];
        };
        OpenAccountRequest: {
            currency?: components["schemas"]["Currency"];
        };
        AccountLookup: {
            id: components["schemas"]["AccountId"];
            /** @description Who owns the account; the email is not repeated. */
            owner: {
                id: components["schemas"]["Id"];
                /** @description The name the user gave at registration. */
                name: string;
            };
        };
        /**
         * @description An amount of TNU as a JSON number: positive, finite, with at most 2 decimals (`12.5`, `0.01`;
         *     `0.001` is 400). Stored as integer hundredths, so sums are exact.
         */
        Amount: number;
        TopupRequest: {
            accountId: components["schemas"]["AccountId"];
            amount: components["schemas"]["Amount"];
        };
        /** @description A ledger operation id (`op_` and a ULID). */
        OperationId: string;
        /** @description The credited account after the top-up. */
        TopupResult: {
            id: components["schemas"]["AccountId"];
            balance: components["schemas"]["Balance"];
            updatedAt: components["schemas"]["Timestamp"];
            operationId: components["schemas"]["OperationId"];
        };
        /** @description A 409 of an operation that takes an Idempotency-Key. */
        IdempotencyKeyInFlightProblem: components["schemas"]["Problem"] & {
            /**
             * @example idempotency-key-in-flight
             * @enum {string}
             */
            code?: "idempotency-key-in-flight";
        };
        /**
         * @description `from` is one of the caller's accounts; `to` is another account (the same one is refused, 400 `same-account`).
         * @example {
         *       "from": "acc_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
         *       "to": "acc_01JD5V9B2C3D4E5F6G7H8J9K0M",
         *       "amount": 10.5
         *     }
         */
        TransferRequest: {
            from: components["schemas"]["AccountId"];
            to: components["schemas"]["AccountId"];
            amount: components["schemas"]["Amount"];
        };
        /** @description A transfer id (`trf_` and a ULID). */
        TransferId: string;
        Transfer: {
            id: components["schemas"]["TransferId"];
            from: components["schemas"]["AccountId"];
            to: components["schemas"]["AccountId"];
            amount: components["schemas"]["Amount"];
            createdAt: components["schemas"]["Timestamp"];
            /** @description The ledger operation that records this transfer. */
            operationId: string;
        };
        /**
         * @description One entry of the ledger, a complete double entry: `amount` left `from` (debit) and reached `to`
         *     (credit). A top-up is minted by the faucet and has no `from`.
         */
        Operation: {
            id: components["schemas"]["OperationId"];
            /**
             * @description `topup` (faucet), `transfer`, or `earning` (a partner's payment reported by webhook: no `from`; see the `earnings` tag).
             * @enum {string}
             */
            kind: "topup" | "transfer" | "earning";
            amount: components["schemas"]["Amount"];
            /** @description The debited account; `null` for a top-up or an earning. */
            from: string | null;
            to: components["schemas"]["AccountId"];
            createdAt: components["schemas"]["Timestamp"];
            /** @description The transfer this operation records; `null` for a top-up or an earning. */
            transferId: string | null;
        };
        OperationPage: {
            items: components["schemas"]["Operation"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        TransferPage: {
            items: components["schemas"]["Transfer"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /**
         * @description Any JSON value (object, array, string, number, boolean or null). Arrays and objects may nest at
         *     most 64 levels deep; deeper is a 400. Strings must be well-formed Unicode (no lone surrogate
         *     such as `"\ud800"`) and numbers finite (`1e400` is refused): such a payload has no RFC 8785
         *     form and is a 400 naming where it is; in a batch the whole request is refused, naming every
         *     such item, and nothing is signed.
         */
        Payload: unknown;
        SignRequest: {
            payload: components["schemas"]["Payload"];
        };
        /** @description An Ed25519 signature as `0x` + 128 hex digits (64 bytes). */
        HexSignature: string;
        /** @enum {string} */
        Algo: "Ed25519";
        /**
         * @description A signature receipt's id.
         * @example sig_01JD5V8ZK3M4N5P6Q7R8S9T0VW
         */
        ReceiptId: string;
        /**
         * @description A signing key's id.
         * @example key_01JD5V8ZK3M4N5P6Q7R8S9T0VW
         */
        KeyId: string;
        /**
         * @description Where the log holds what was issued. `logIndex` is fixed when it is issued (in the same
         *     transaction); the entry is in a checkpoint within a second. `salt` is the 32 random bytes (base64)
         *     of the entry's commitment to the payload: SHA-256 of `trustplane-commitment/v1`, a newline, the
         *     salt and the payload's SHA-256 (the digest's 32 bytes). Only the holder of the payload and this
         *     salt can show that the entry is theirs; the log alone confirms no guess of the payload.
         */
        TransparencyReceipt: {
            /** @description The entry's index in the log. */
            logIndex: number;
            /** @description The salt, 32 bytes in standard base64 with padding (44 characters). */
            salt: string;
        };
        /**
         * @description The spec's Signature, plus the receipt, the signer's key and the receipt's place in the
         *     transparency log (`transparency`: present on every receipt issued since the log started).
         */
        Signature: {
            payload: components["schemas"]["Payload"];
            signature: components["schemas"]["HexSignature"];
            algo: components["schemas"]["Algo"];
            createdAt: components["schemas"]["Timestamp"];
            receiptId: components["schemas"]["ReceiptId"];
            keyId: components["schemas"]["KeyId"];
            transparency?: components["schemas"]["TransparencyReceipt"];
        };
        /** @description An Ed25519 public key (32 bytes), either unpadded base64url (43 characters) or `0x` + 64 hex digits. */
        AnyPublicKey: string;
        VerifyRequest: {
            payload: components["schemas"]["Payload"];
            signature: components["schemas"]["HexSignature"];
            receiptId?: components["schemas"]["ReceiptId"];
            keyId?: components["schemas"]["KeyId"];
            publicKey?: components["schemas"]["AnyPublicKey"];
        };
        Verification: {
            valid: boolean;
            /** @description The signature the signer's key makes over this payload, when it can be shown (see the operation); else null. */
            expected: string | null;
            /** @description The signature as sent. */
            provided: string;
            /** @description The signer's key, when it is one of the platform's keys. */
            keyId: string | null;
            /** @description The receipt named or found by the signature, if any. */
            receiptId: string | null;
        };
        SignV2Request: {
            payload: components["schemas"]["Payload"];
            keyId?: components["schemas"]["KeyId"];
        };
        /** @description An Ed25519 public key (32 bytes) in unpadded base64url, 43 characters (a JWK's `x`). */
        Base64urlPublicKey: string;
        /** @description An Ed25519 signature (64 bytes) in unpadded base64url, 86 characters. */
        Base64urlSignature: string;
        /** @description SHA-256 of the payload's RFC 8785 canonical UTF-8 bytes, as 64 lowercase hex digits. */
        Sha256Hex: string;
        /**
         * @description The platform's signature over the receipt: Ed25519 by the platform key `keyId` over the RFC 8785
         *     form of `{type: "trustplane.signing.receipt", algo, receiptId, keyId, publicKey, signature,
         *     payloadSha256, createdAt}` (the receipt's values, the signer's `keyId`).
         */
        Attestation: {
            keyId: components["schemas"]["KeyId"];
            algo: components["schemas"]["Algo"];
            signature: components["schemas"]["Base64urlSignature"];
        };
        DetachedSignature: {
            receiptId: components["schemas"]["ReceiptId"];
            keyId: components["schemas"]["KeyId"];
            algo: components["schemas"]["Algo"];
            /**
             * @description The signed bytes are the UTF-8 of the payload's RFC 8785 canonical JSON.
             * @enum {string}
             */
            canonicalization: "RFC8785";
            publicKey: components["schemas"]["Base64urlPublicKey"];
            signature: components["schemas"]["Base64urlSignature"];
            payloadSha256: components["schemas"]["Sha256Hex"];
            createdAt: components["schemas"]["Timestamp"];
            attestation: components["schemas"]["Attestation"];
            transparency?: components["schemas"]["TransparencyReceipt"];
        };
        SignBatchRequest: {
            keyId?: components["schemas"]["KeyId"];
            items: {
                payload: components["schemas"]["Payload"];
                keyId?: components["schemas"]["KeyId"];
            }[];
        };
        /** @description Why one item failed, shaped like a problem details body. */
        ItemProblem: {
            type: string;
            /**
             * @description The problem type's stable name (the last segment of `type`), as in every problem body, and
             *     what `POST /api/signing/v2/sign` answers for the same item:
             *     - `signing-key-not-found` (404): none of the caller's keys has this `keyId`.
             *     - `signing-key-retired` (422): the key was retired by a rotation and can no longer sign.
             *     - `signing-key-changed` (409): the key was rotated while the batch was signing; send the item again.
             * @example signing-key-not-found
             * @enum {string}
             */
            code: "signing-key-not-found" | "signing-key-retired" | "signing-key-changed";
            title: string;
            status: number;
            detail?: string;
        };
        SignBatchResult: {
            /** @description How many items were signed. */
            signed: number;
            /** @description How many items failed. */
            failed: number;
            items: {
                /** @description The item's position in the request. */
                index: number;
                ok: boolean;
                signature?: components["schemas"]["DetachedSignature"];
                error?: components["schemas"]["ItemProblem"];
            }[];
        };
        /** @description An Ed25519 signature, either unpadded base64url (86 characters) or `0x` + 128 hex digits. */
        AnySignature: string;
        VerifyV2Item: {
            payload: components["schemas"]["Payload"];
            signature: components["schemas"]["AnySignature"];
            keyId?: components["schemas"]["KeyId"];
            publicKey?: components["schemas"]["AnyPublicKey"];
        } | unknown | unknown;
        VerificationV2: {
            valid: boolean;
            /** @description The key that was used, when it is one of the platform's keys. */
            keyId: string | null;
            /**
             * @description Why the signature is not valid; null when it is.
             * @enum {string|null}
             */
            reason: "bad-signature" | "unknown-key" | "key-mismatch" | null;
        };
        VerifyBatchRequest: {
            items: components["schemas"]["VerifyV2Item"][];
        };
        VerifyBatchResult: {
            allValid: boolean;
            items: {
                index: number;
                valid: boolean;
                keyId: string | null;
                /** @enum {string|null} */
                reason: "bad-signature" | "unknown-key" | "key-mismatch" | null;
            }[];
        };
        AuditEntry: {
            receiptId: components["schemas"]["ReceiptId"];
            keyId: components["schemas"]["KeyId"];
            algo: components["schemas"]["Algo"];
            /** @enum {string} */
            canonicalization: "RFC8785";
            publicKey: components["schemas"]["Base64urlPublicKey"];
            signature: components["schemas"]["Base64urlSignature"];
            payloadSha256: components["schemas"]["Sha256Hex"];
            createdAt: components["schemas"]["Timestamp"];
            /**
             * @description Which generation of the API made the signature.
             * @enum {string}
             */
            apiVersion: "v1" | "v2";
            transparency?: components["schemas"]["TransparencyReceipt"];
            /** @description The platform's attestation (see Attestation) for v2 signatures; null for v1 ones. */
            attestation: {
                keyId: components["schemas"]["KeyId"];
                algo: components["schemas"]["Algo"];
                signature: components["schemas"]["Base64urlSignature"];
            } | null;
        };
        AuditPage: {
            items: components["schemas"]["AuditEntry"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description An RFC 8037 JSON Web Key of an Ed25519 public key. */
        Jwk: {
            /** @enum {string} */
            kty: "OKP";
            /** @enum {string} */
            crv: "Ed25519";
            x: components["schemas"]["Base64urlPublicKey"];
            kid: components["schemas"]["KeyId"];
            /** @enum {string} */
            alg: "EdDSA";
            /** @enum {string} */
            use: "sig";
        };
        JwkSet: {
            keys: components["schemas"]["Jwk"][];
        };
        SigningKey: {
            keyId: components["schemas"]["KeyId"];
            /**
             * @description A user's key signs payloads; a platform key attests receipts.
             * @enum {string}
             */
            kind: "user" | "platform";
            algo: components["schemas"]["Algo"];
            publicKey: components["schemas"]["Base64urlPublicKey"];
            jwk: components["schemas"]["Jwk"];
            createdAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When a rotation retired the key (it no longer signs, but still verifies); null while current.
             */
            retiredAt: string | null;
        };
        SigningKeyPage: {
            items: components["schemas"]["SigningKey"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        TransparencyLog: {
            /** @description The log's name: the first line of its checkpoints. */
            origin: string;
            /** @description The log key as a signed-note verifier key, `<origin>+<8 hex digits>+<base64 of 0x01 and the key>`. */
            verifierKey: string;
            /** @description The latest checkpoint's tree size. */
            treeSize: number;
        };
        /** @description A SHA-256 hash (32 bytes) in standard base64 with padding, 44 characters. */
        Base64Hash: string;
        InclusionProof: {
            index: number;
            treeSize: number;
            /** @description The audit path, leaf end first (RFC 9162 §2.1.3.1). */
            hashes: components["schemas"]["Base64Hash"][];
        };
        ConsistencyProof: {
            from: number;
            to: number;
            /** @description The consistency proof (RFC 9162 §2.1.4.1). */
            hashes: components["schemas"]["Base64Hash"][];
        };
        /** @description The work's title (1–200 characters, not blank, no U+0000). */
        RightsTitle: string;
        /** @description What the work is (at most 2,000 characters). */
        RightsDescription: string | null;
        /**
         * @description What kind of work: 1–32 lowercase letters, digits or hyphens, for example `music`, `text`,
         *     `image`, `film`, `code`, `web`. Sound kinds (`music`, `audio`, `sound`, `podcast`, `phonogram`)
         *     make a bureau certificate also cite the WIPO Performances and Phonograms Treaty.
         * @example music
         */
        RightsKind: string;
        RightsObjectRequest: {
            title: components["schemas"]["RightsTitle"];
            description?: components["schemas"]["RightsDescription"];
            kind: components["schemas"]["RightsKind"];
            /** @description The work itself as text; only its SHA-256 is kept. Not with `contentSha256`. */
            content?: string;
            /** @description SHA-256 of the work's bytes, computed by the client. Not with `content`. */
            contentSha256?: components["schemas"]["Sha256Hex"];
        };
        /**
         * @description A rights certificate id (`rgt_` and a ULID); it is the rights object's id.
         * @example rgt_01JD5V8ZK3M4N5P6Q7R8S9T0VW
         */
        RightsCertId: string;
        /**
         * @description Where `contentSha256` comes from: `content` (SHA-256 of the UTF-8 of the `content` sent),
         *     `declared` (the `contentSha256` sent), `metadata` (SHA-256 of the RFC 8785 form of
         *     `{title, description, kind}`).
         * @enum {string}
         */
        DigestSource: "content" | "declared" | "metadata";
        /**
         * @description The rights certificate as a JSON document, derived from the stored object alone. Its RFC 8785
         *     canonical UTF-8 bytes are what the protection pipeline signs with the owner's Ed25519 key.
         */
        RightsCertificateDocument: {
            /** @enum {string} */
            type: "trustplane.rights-certificate/v1";
            id: components["schemas"]["RightsCertId"];
            /** @description The owner's user id. */
            owner: string;
            title: string;
            description: string | null;
            kind: string;
            /** @description SHA-256 of what was registered (see `digestSource`) as 64 lowercase hex digits. */
            contentSha256: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds, as `createdAt`.
             */
            registeredAt: string;
        };
        RightsObject: {
            id: components["schemas"]["RightsCertId"];
            title: string;
            description: string | null;
            kind: string;
            /** @description SHA-256 of what was registered (see `digestSource`) as 64 lowercase hex digits. */
            contentSha256: string;
            digestSource: components["schemas"]["DigestSource"];
            createdAt: components["schemas"]["Timestamp"];
            certificate: components["schemas"]["RightsCertificateDocument"];
            /** @description SHA-256 of the certificate document's RFC 8785 bytes. */
            certificateSha256: components["schemas"]["Sha256Hex"];
            /** @description The bureau certificate issued for this object by the pipeline, if any. */
            bureauCertId: string | null;
            /**
             * Format: uri
             * @description The public verification status of this certificate.
             */
            verifyUrl: string;
            /**
             * Format: uri
             * @description The embeddable badge.
             */
            embedUrl: string;
            /**
             * @description The certificate's entry in the transparency log (kind `rights-certificate`; absent for one
             *     registered before the log). Unsigned (`keyId` and `signatureSha256` null); its commitment is to
             *     the certificate document, whose SHA-256 is `certificateSha256`.
             */
            transparency?: components["schemas"]["TransparencyReceipt"];
        };
        /** @description A 422 of an operation that takes an Idempotency-Key. */
        IdempotencyKeyReusedProblem: components["schemas"]["Problem"] & {
            /**
             * @example idempotency-key-reused
             * @enum {string}
             */
            code?: "idempotency-key-reused";
        };
        /**
         * @description A bureau certificate id (`bct_` and a ULID).
         * @example bct_01JD5V8ZK3M4N5P6Q7R8S9T0VW
         */
        BureauCertId: string;
        Treaty: {
            /** @description Stable code: `berne-1886-paris-1971`, `wct-1996`, `trips-1994`, `ucc-1952-paris-1971`, `wppt-1996`. */
            code: string;
            name: string;
            /** @description The year the treaty was concluded. */
            year: number;
            /** @description The provision relied on. */
            provision: string;
            /**
             * Format: uri
             * @description The official text, where a stable address is known.
             */
            url: string | null;
        };
        BureauCertificate: {
            certId: components["schemas"]["BureauCertId"];
            issuedAt: components["schemas"]["Timestamp"];
            rightsObject: components["schemas"]["RightsObject"];
            /** @description The owner's signature over `rightsObject.certificate` (its signing receipt). */
            signature: components["schemas"]["DetachedSignature"];
            treaties: components["schemas"]["Treaty"][];
            /**
             * Format: uri
             * @description The public verification status.
             */
            verifyUrl: string;
            /**
             * Format: uri
             * @description The embeddable badge.
             */
            embedUrl: string;
            /**
             * @description The platform's signature over the certificate itself: Ed25519 by the platform key `keyId`
             *     (one of `GET /api/signing/v2/keys`) over the RFC 8785 form of `{type:
             *     "trustplane.bureau.certificate", algo: "Ed25519", certId, rightsObjectId, receiptId, ownerId,
             *     treaties, issuedAt}`, where `rightsObjectId` is `rightsObject.id`, `receiptId` is
             *     `signature.receiptId`, `ownerId` is `rightsObject.certificate.owner` and `treaties` the
             *     treaty codes in the order listed.
             */
            attestation: components["schemas"]["Attestation"];
            /**
             * @description The certificate's entry in the transparency log (kind `bureau-certificate`; absent for one
             *     issued before the log): `keyId` and `signatureSha256` are the attestation's, and the
             *     commitment is to the statement the attestation signs. `rightsObject.transparency` and
             *     `signature.transparency` are the object's and the receipt's own entries.
             */
            transparency?: components["schemas"]["TransparencyReceipt"];
        };
        /**
         * @description As the body of `POST /api/pipeline/protect`. Only types are checked for the whole request; the
         *     limits (lengths, `kind` pattern, `content` xor `contentSha256`) are checked per item, so a bad
         *     item fails alone.
         */
        ProtectBatchItem: {
            title: string;
            description?: string | null;
            kind: string;
            content?: string;
            contentSha256?: string;
        };
        ProtectBatchRequest: {
            items: components["schemas"]["ProtectBatchItem"][];
        };
        /** @description Why one item failed, shaped like a problem details body. */
        BatchItemProblem: {
            type: string;
            /**
             * @description The problem type's stable name (the last segment of `type`), as in every problem body:
             *     - `validation`: the item breaks a limit (length, `kind` pattern, `content` xor
             *       `contentSha256`) or its certificate document cannot be signed; `errors` says where.
             *     - `signing-key-changed`: the caller's signing key was rotated twice while the item was signing.
             *     - `unavailable`, `internal` (only in the items of a 503 or 500 `batch-incomplete`): the item
             *       failed on the server's side; send the request again.
             * @example validation
             * @enum {string}
             */
            code: "validation" | "signing-key-changed" | "unavailable" | "internal";
            title: string;
            status: number;
            detail?: string;
            errors?: {
                path?: string;
                message: string;
                code?: string;
            }[];
        };
        ProtectBatchResultItem: {
            /** @description The item's position in the request. */
            index: number;
            ok: boolean;
            certificate?: components["schemas"]["BureauCertificate"];
            error?: components["schemas"]["BatchItemProblem"];
        };
        ProtectBatchResult: {
            /** @description How many items were protected. */
            protected: number;
            /** @description How many items failed. */
            failed: number;
            items: components["schemas"]["ProtectBatchResultItem"][];
        };
        /**
         * @description The 500 of a batch. For `batch-incomplete` it also carries the per-item results, as
         *     `ProtectBatchResult` does: which items were issued (with their certificates) and which failed.
         */
        BatchIncompleteProblem: components["schemas"]["Problem"] & {
            /**
             * @example batch-incomplete
             * @enum {string}
             */
            code?: "batch-incomplete" | "internal" | "response-validation";
            /** @description How many items were protected. */
            protected?: number;
            /** @description How many items failed. */
            failed?: number;
            items?: components["schemas"]["ProtectBatchResultItem"][];
        };
        /** @description The 503 of a batch; for `batch-incomplete`, with the per-item results as for 500. */
        BatchUnavailableProblem: components["schemas"]["Problem"] & {
            /**
             * @example batch-incomplete
             * @enum {string}
             */
            code?: "batch-incomplete" | "unavailable";
            /** @description How many items were protected. */
            protected?: number;
            /** @description How many items failed. */
            failed?: number;
            items?: components["schemas"]["ProtectBatchResultItem"][];
        };
        /** @description Each check, or null when it does not apply (nothing to check). */
        VerificationChecks: {
            /** @description SHA-256 of the rebuilt certificate document equals the receipt's payloadSha256. */
            certificateDigest: boolean | null;
            /** @description The owner's Ed25519 signature verifies over the rebuilt document, under a key of the owner's; the certificate, the rights object and the receipt name that same owner. */
            signature: boolean | null;
            /** @description The platform key's attestation of the receipt verifies (a bureau certificate's receipt must have one). */
            attestation: boolean | null;
            /** @description The platform key's attestation of the bureau certificate itself (its `attestation`) verifies over the certificate as stored. */
            certificateAttestation: boolean | null;
            /** @description For `digestSource` metadata, the digest still matches title, description and kind. */
            contentDigest: boolean | null;
        };
        /**
         * @example {
         *       "id": "bct_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
         *       "exists": true,
         *       "intact": true,
         *       "type": "bureau-certificate",
         *       "reason": null,
         *       "certId": "bct_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
         *       "rightsCertId": "rgt_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
         *       "issuedAt": "2025-01-15T10:20:30.125Z",
         *       "registeredAt": "2025-01-15T10:20:30.123Z",
         *       "title": "Night Train",
         *       "kind": "music",
         *       "contentSha256": "3b8f0d5c1e2a4f6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d",
         *       "treaties": [
         *         "berne-1886-paris-1971",
         *         "wct-1996",
         *         "trips-1994",
         *         "ucc-1952-paris-1971",
         *         "wppt-1996"
         *       ],
         *       "signature": {
         *         "receiptId": "sig_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
         *         "keyId": "key_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
         *         "algo": "Ed25519"
         *       },
         *       "checks": {
         *         "certificateDigest": true,
         *         "signature": true,
         *         "attestation": true,
         *         "certificateAttestation": true,
         *         "contentDigest": true
         *       },
         *       "checkedAt": "2025-02-01T08:00:00.000Z"
         *     }
         */
        VerificationStatus: {
            /** @description The id asked about. */
            id: string;
            exists: boolean;
            /** @description Every applicable check passes (see the operation). */
            intact: boolean;
            /** @enum {string|null} */
            type: "bureau-certificate" | "rights-certificate" | null;
            /**
             * @description Why not intact; null when intact.
             * @enum {string|null}
             */
            reason: "not-found" | "unsigned" | "tampered" | null;
            /** @description The bureau certificate checked. */
            certId: string | null;
            rightsCertId: string | null;
            /**
             * Format: date-time
             * @description When the bureau certificate was issued.
             */
            issuedAt: string | null;
            /**
             * Format: date-time
             * @description When the rights object was registered.
             */
            registeredAt: string | null;
            title: string | null;
            kind: string | null;
            contentSha256: string | null;
            /** @description Codes of the treaties cited. */
            treaties: string[];
            signature: {
                receiptId: string;
                keyId: string;
                /** @enum {string} */
                algo: "Ed25519";
            } | null;
            checks: components["schemas"]["VerificationChecks"];
            checkedAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description What kind of artifact is certified.
         * @enum {string}
         */
        ArtifactType: "music" | "film" | "code" | "web";
        /**
         * @example {
         *       "artifactType": "music",
         *       "rightsCertId": "rgt_01JD5V9ZK3M4N5P6Q7R8S9T0VW",
         *       "signReceiptId": "sig_01JD5VA0K3M4N5P6Q7R8S9T0VW"
         *     }
         */
        SubmissionRequest: {
            artifactType: components["schemas"]["ArtifactType"];
            rightsCertId: components["schemas"]["RightsCertId"];
            signReceiptId: components["schemas"]["ReceiptId"];
        };
        /**
         * @description An artifact version's id (`arv_` and a ULID).
         * @example arv_01JD5W2A7B8C9D0E1F2G3H4J5K
         */
        ArtifactVersionId: string;
        /**
         * @description An artifact's id (`art_` and a ULID), stable for one owner and certificate.
         * @example art_01JD5W2A7B8C9D0E1F2G3H4J5J
         */
        ArtifactId: string;
        /** @description The certificate as submitted and checked, with the owner's signature over it. */
        SubmittedCertificate: {
            rightsCertId: components["schemas"]["RightsCertId"];
            /** @description The certificate's content digest (what was registered); the duplication rule looks up its earliest registration. */
            contentSha256: components["schemas"]["Sha256Hex"];
            /** @description SHA-256 of the certificate document's RFC 8785 bytes, equal to the receipt's payload digest. */
            certificateSha256: components["schemas"]["Sha256Hex"];
            signReceiptId: components["schemas"]["ReceiptId"];
            signerKeyId: components["schemas"]["KeyId"];
            signerPublicKey: components["schemas"]["Base64urlPublicKey"];
            signature: components["schemas"]["Base64urlSignature"];
        };
        /**
         * @description `verified` when the approving weight reached the threshold, else `rejected`.
         * @enum {string}
         */
        Verdict: "verified" | "rejected";
        /**
         * @description The threshold as an exact fraction of the weight cast.
         * @example {
         *       "numerator": 3,
         *       "denominator": 4
         *     }
         */
        Quorum: {
            numerator: number;
            denominator: number;
        };
        /**
         * @description A validator's id, as configured.
         * @example integrity
         */
        ValidatorId: string;
        /**
         * @description The rule a validator judges by (see `submitRegistryArtifact`).
         * @enum {string}
         */
        ValidatorRule: "integrity" | "provenance" | "policy" | "duplication";
        /**
         * @description One validator's signed vote. `signature` is Ed25519 by `publicKey` over the RFC 8785 form of
         *     `{type: "trustplane.registry.vote", algo: "Ed25519", artifactVersionId, submissionDigest,
         *     validatorId, rule, decision, reason, weight, castAt}`.
         */
        Vote: {
            validatorId: components["schemas"]["ValidatorId"];
            rule: components["schemas"]["ValidatorRule"];
            approve: boolean;
            /**
             * @description `approve` when `approve` is true, else `reject` (the word the signed statement uses).
             * @enum {string}
             */
            decision: "approve" | "reject";
            /** @description Why, in the validator's words. */
            reason: string;
            /** @description The validator's weight when it voted. */
            weight: number;
            algo: components["schemas"]["Algo"];
            publicKey: components["schemas"]["Base64urlPublicKey"];
            signature: components["schemas"]["Base64urlSignature"];
            castAt: components["schemas"]["Timestamp"];
        };
        /** @description One submission of an artifact, its digest, every validator's vote and the verdict. */
        ArtifactVersion: {
            id: components["schemas"]["ArtifactVersionId"];
            artifactId: components["schemas"]["ArtifactId"];
            /** @description 1 for the first submission, then 2, 3, … */
            version: number;
            /** @description The owner's user id. */
            ownerId: string;
            artifactType: components["schemas"]["ArtifactType"];
            certificate: components["schemas"]["SubmittedCertificate"];
            /** @description SHA-256 of the canonical submission statement (see `submitRegistryArtifact`); every vote signs it. */
            submissionDigest: components["schemas"]["Sha256Hex"];
            submittedAt: components["schemas"]["Timestamp"];
            verdict: components["schemas"]["Verdict"];
            /** @description Weight of the approving votes. */
            approvedWeight: number;
            /** @description Weight of all votes cast. */
            totalWeight: number;
            /** @description The least approving weight that verifies: ⌈totalWeight × numerator / denominator⌉. */
            requiredWeight: number;
            /** @description The threshold in force, numerator / denominator. */
            threshold: number;
            quorum: components["schemas"]["Quorum"];
            /** @description Every validator's vote, in the order the validators are configured. */
            votes: components["schemas"]["Vote"][];
            /**
             * @description The verdict's entry in the transparency log (kind `registry-verdict`; absent for one given
             *     before the log). Its commitment is to the RFC 8785 form of `{type: "trustplane.registry.verdict",
             *     artifactVersionId, submissionDigest, verdict, approvedWeight, totalWeight, requiredWeight,
             *     quorum: {numerator, denominator}, votes}`, `votes` being every vote's `signature` in order (each
             *     signs its vote); `keyId` and `signatureSha256` are null. Public, as the verdict is: anyone can
             *     check that the log holds it.
             */
            transparency?: components["schemas"]["TransparencyReceipt"];
        };
        /** @description A version's verdict without its votes. */
        VersionSummary: {
            id: components["schemas"]["ArtifactVersionId"];
            version: number;
            artifactType: components["schemas"]["ArtifactType"];
            verdict: components["schemas"]["Verdict"];
            approvedWeight: number;
            totalWeight: number;
            requiredWeight: number;
            threshold: number;
            quorum: components["schemas"]["Quorum"];
            submittedAt: components["schemas"]["Timestamp"];
        };
        /** @description An artifact with a summary of its latest version. */
        RecentArtifact: {
            id: components["schemas"]["ArtifactId"];
            /** @description The owner's user id. */
            ownerId: string;
            rightsCertId: components["schemas"]["RightsCertId"];
            createdAt: components["schemas"]["Timestamp"];
            versionCount: number;
            latest: components["schemas"]["VersionSummary"];
        };
        RecentArtifactPage: {
            items: components["schemas"]["RecentArtifact"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        Artifact: {
            id: components["schemas"]["ArtifactId"];
            /** @description The owner's user id. */
            ownerId: string;
            rightsCertId: components["schemas"]["RightsCertId"];
            createdAt: components["schemas"]["Timestamp"];
            /** @description How many versions the artifact has. */
            versionCount: number;
        };
        ArtifactPublicPage: {
            artifact: components["schemas"]["Artifact"];
            /** @description The latest 100 versions, newest first. */
            versions: components["schemas"]["ArtifactVersion"][];
        };
        /** @description The rule's parameters (only the rule's own appear). */
        ValidatorParams: {
            /** @description provenance */
            minCertificateAgeSeconds?: number;
            /** @description provenance */
            minAccountAgeSeconds?: number;
            /** @description policy */
            allowedTypes?: components["schemas"]["ArtifactType"][];
        };
        Validator: {
            id: components["schemas"]["ValidatorId"];
            rule: components["schemas"]["ValidatorRule"];
            weight: number;
            params: components["schemas"]["ValidatorParams"];
            algo: components["schemas"]["Algo"];
            publicKey: components["schemas"]["Base64urlPublicKey"];
            keyCreatedAt: components["schemas"]["Timestamp"];
        };
        ValidatorSet: {
            /** @description numerator / denominator. */
            threshold: number;
            quorum: components["schemas"]["Quorum"];
            /** @description The weight of all validators. */
            totalWeight: number;
            /** @description The approving weight a verdict `verified` needs. */
            requiredWeight: number;
            validators: components["schemas"]["Validator"][];
        };
        /** @description The spec's Registry stats, plus the two sums trustWeight is the ratio of. */
        RegistryStats: {
            totalArtifacts: number;
            verifiedCount: number;
            /** @description approvedWeight / castWeight, 0 when castWeight is 0. */
            trustWeight: number;
            /** @description Approving weight summed over every artifact's latest version. */
            approvedWeight: number;
            /** @description Weight cast, summed over every artifact's latest version. */
            castWeight: number;
        };
        /** @description A sum in TNU (at most 2 decimals), exact. */
        SourceTotal: number;
        /**
         * @description `rights` royalties, `chess` tournament prizes, `registry` certification payouts.
         * @enum {string}
         */
        EarningSource: "rights" | "chess" | "registry";
        EarningsAggregate: {
            totals: {
                rights: components["schemas"]["SourceTotal"];
                chess: components["schemas"]["SourceTotal"];
                registry: components["schemas"]["SourceTotal"];
                all: components["schemas"]["SourceTotal"];
            };
            perSource: {
                source: components["schemas"]["EarningSource"];
                amount: components["schemas"]["SourceTotal"];
                /** @description How many records. */
                count: number;
                /**
                 * Format: date-time
                 * @description When the latest record of this source was reported; `null` when there is none.
                 */
                last: string | null;
            }[];
        };
        /** @description A royalty record id (`roy_` and a ULID). */
        RoyaltyId: string;
        /**
         * @description The period the royalty is for, a quarter label (`2025-Q2`) or, for partners that settle monthly, a month (`2025-06`).
         * @example 2025-Q2
         */
        RoyaltyPeriod: string;
        RoyaltyEvent: {
            id: components["schemas"]["RoyaltyId"];
            productKey: string;
            period: components["schemas"]["RoyaltyPeriod"];
            amount: components["schemas"]["Amount"];
            paidAt: components["schemas"]["Timestamp"];
        };
        RoyaltyEventPage: {
            items: components["schemas"]["RoyaltyEvent"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description The partner's own id of the event (printable ASCII, no spaces); the idempotency key. */
        PartnerEventId: string;
        /**
         * Format: email
         * @description The user paid, by login email (compared case-insensitively; stored lowercased).
         */
        RecipientEmail: string;
        /** @description A royalty paid, as the rights partner reports it. Other members are ignored. */
        RoyaltyReport: {
            eventId: components["schemas"]["PartnerEventId"];
            email: components["schemas"]["RecipientEmail"];
            /** @description The partner's key of the product the royalty is for. */
            productKey: string;
            period: components["schemas"]["RoyaltyPeriod"];
            amount: components["schemas"]["Amount"];
        };
        RoyaltyReceipt: {
            /** @description `true` when this `eventId` was recorded before (nothing new was recorded). */
            replayed: boolean;
            id: components["schemas"]["RoyaltyId"];
            eventId: components["schemas"]["PartnerEventId"];
            paidAt: components["schemas"]["Timestamp"];
        };
        /** @description A certification payout record id (`cpo_` and a ULID). */
        CertificationPayoutId: string;
        CertificationPayout: {
            id: components["schemas"]["CertificationPayoutId"];
            artifactVersionId: string;
            amount: components["schemas"]["Amount"];
            certifiedAt: components["schemas"]["Timestamp"];
        };
        CertificationPayoutPage: {
            items: components["schemas"]["CertificationPayout"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description A certification payout, as the registry partner reports it. Other members are ignored. */
        PayoutReport: {
            eventId: components["schemas"]["PartnerEventId"];
            email: components["schemas"]["RecipientEmail"];
            /** @description The certified artifact version the payout is for. */
            artifactVersionId: string;
            amount: components["schemas"]["Amount"];
        };
        PayoutReceipt: {
            /** @description `true` when this `eventId` was recorded before (nothing new was recorded). */
            replayed: boolean;
            id: components["schemas"]["CertificationPayoutId"];
            eventId: components["schemas"]["PartnerEventId"];
            certifiedAt: components["schemas"]["Timestamp"];
        };
        PodiumEntry: {
            email: components["schemas"]["RecipientEmail"];
            /** @description 1 for the winner. */
            place: number;
            amount: components["schemas"]["Amount"];
        };
        /** @description A finalized tournament's prizes, as the chess partner reports them. Other members are ignored. */
        TournamentFinalizedReport: {
            tournamentId: components["schemas"]["PartnerEventId"];
            /** @description The prizes paid, one entry per (place, email); at most 100. */
            podium: components["schemas"]["PodiumEntry"][];
        };
        /** @description A prize record id (`prz_` and a ULID). */
        PrizeId: string;
        /** @description One podium entry as recorded (the prize record the recipient sees in `GET /api/chess/results`). */
        PrizeReceipt: {
            id: components["schemas"]["PrizeId"];
            place: number;
            /** @description The recipient, lowercased. */
            email: string;
            amount: components["schemas"]["Amount"];
            finalizedAt: components["schemas"]["Timestamp"];
        };
        TournamentFinalizedReceipt: {
            tournamentId: components["schemas"]["PartnerEventId"];
            /** @description Entries recorded by this request, by place then email. */
            recorded: components["schemas"]["PrizeReceipt"][];
            /** @description Entries recorded before (by an earlier report), unchanged, by place then email. */
            replayed: components["schemas"]["PrizeReceipt"][];
            /** @description When this podium was first recorded here (the earliest `finalizedAt` of its entries). */
            finalizedAt: components["schemas"]["Timestamp"];
        };
        PrizeEntry: {
            id: components["schemas"]["PrizeId"];
            /** @description The partner's tournament id, as reported. */
            tournamentId: string;
            place: number;
            amount: components["schemas"]["Amount"];
            finalizedAt: components["schemas"]["Timestamp"];
        };
        PrizeEntryPage: {
            items: components["schemas"]["PrizeEntry"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description A tournament id (`trn_` and a ULID). */
        TournamentId: string;
        /** @description The prizes on offer, in TNU (at most 2 decimals; 0 for none). */
        PrizePool: number;
        UpcomingTournament: {
            id: components["schemas"]["TournamentId"];
            name: string;
            startsAt: components["schemas"]["Timestamp"];
            /** @description Time control and pairing, e.g. `Blitz 3+2, Swiss, 7 rounds`. */
            format: string;
            prizePool: components["schemas"]["PrizePool"];
            /** @description Players entered so far. */
            entries: number;
            /** @description The most players the tournament takes. */
            capacity: number;
        };
        /** @description One page of upcoming tournaments. */
        UpcomingTournamentList: {
            items: components["schemas"]["UpcomingTournament"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        CreateTournamentRequest: {
            name: string;
            startsAt: components["schemas"]["Timestamp"];
            format: string;
            prizePool: components["schemas"]["PrizePool"];
            /** @description Players entered so far; 0 when omitted. */
            entries?: number;
            capacity: number;
        };
        /** @description A tournament as operators see it (the public fields, and when it was created and last changed). */
        Tournament: {
            id: components["schemas"]["TournamentId"];
            name: string;
            startsAt: components["schemas"]["Timestamp"];
            format: string;
            prizePool: components["schemas"]["PrizePool"];
            entries: number;
            capacity: number;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        UpdateTournamentRequest: {
            name?: string;
            startsAt?: components["schemas"]["Timestamp"];
            format?: string;
            prizePool?: components["schemas"]["PrizePool"];
            entries?: number;
            capacity?: number;
        };
        /**
         * @description The page's form. `email` is checked by the page itself (so a wrong address is shown on the page,
         *     not as a problem), hence only its length here.
         */
        WaitlistForm: {
            email: string;
        };
        /**
         * Format: email
         * @description An email address (at most 254 characters); compared after trimming and lower-casing.
         */
        WaitlistEmail: string;
        WaitlistSignupRequest: {
            email: components["schemas"]["WaitlistEmail"];
        };
        WaitlistSignup: {
            /** @description The module's id. */
            module: string;
            /**
             * @description Always `on-the-list`, whether the address is new or was already there.
             * @enum {string}
             */
            status: "on-the-list";
        };
        WaitlistStats: {
            /** @description Sign-ups over all modules. */
            total: number;
            modules: {
                module: string;
                signups: number;
                /** Format: date-time */
                firstAt: string;
                /** Format: date-time */
                latestAt: string;
            }[];
        };
        /**
         * @description A provider's name (`echo`, `openai`, `anthropic`, `google`, or a configured endpoint's name).
         * @example echo
         */
        LlmProviderName: string;
        /**
         * @description The provider's model id, e.g. `gpt-4o-mini`. For `echo`: `echo-1`, optionally with
         *     `-slow-<ms>` (answers after that delay) and `-fail-<429|500|503|timeout>` (fails as a provider
         *     would), e.g. `echo-1-slow-200-fail-503`.
         * @example echo-1
         */
        LlmModelName: string;
        LlmMessage: {
            /** @enum {string} */
            role: "system" | "user" | "assistant";
            content: string;
        };
        LlmTarget: {
            provider: components["schemas"]["LlmProviderName"];
            model: components["schemas"]["LlmModelName"];
        };
        LlmChatRequest: {
            provider: components["schemas"]["LlmProviderName"];
            model: components["schemas"]["LlmModelName"];
            /**
             * @example [
             *       {
             *         "role": "user",
             *         "content": "Hello"
             *       }
             *     ]
             */
            messages: components["schemas"]["LlmMessage"][];
            /** @description Other provider and model pairs tried in order when the first fails before its first token. */
            fallbacks?: components["schemas"]["LlmTarget"][];
            temperature?: number;
            /** @description The most tokens the reply may have. */
            maxTokens?: number;
            /** @description Answer as server-sent events (`text/event-stream`); absent or false, as JSON. */
            stream?: boolean;
        };
        /**
         * @description A turn of a run's conversation. Asked through the OpenAI-compatible face
         *     (`POST /api/llm/v1/chat/completions`), an assistant turn may carry the tool calls it made
         *     (`toolCalls`) and a `tool` turn answers one of them (`toolCallId`).
         */
        LlmRunMessage: {
            /** @enum {string} */
            role: "system" | "user" | "assistant" | "tool";
            content: string;
            toolCalls?: {
                id: string;
                name: string;
                /** @description The arguments as JSON text. */
                arguments: string;
            }[];
            toolCallId?: string;
        };
        /** @description Tokens as the provider counted them (`echo`, one token per 4 characters, rounded up); `null` where it did not say. */
        LlmUsage: {
            /** @description Prompt tokens, cached ones included. */
            inputTokens: number | null;
            /** @description Reply tokens, reasoning ones included. */
            outputTokens: number | null;
            totalTokens: number | null;
            /** @description Prompt tokens read from the provider's cache. */
            cachedInputTokens: number | null;
            /** @description Reply tokens spent on reasoning. */
            reasoningTokens: number | null;
        };
        /** @description What the run cost at the price table's prices; `null` when the model's price is unknown. */
        LlmCost: {
            /** @description In `currency`, not rounded. */
            amount: number;
            /** @enum {string} */
            currency: "USD";
            /** @description The price table version, e.g. `2026-11-01`. */
            priceTable: string;
        } | null;
        LlmAttempt: {
            provider: string;
            model: string;
            /**
             * @description `skipped`: not called, the provider's circuit breaker was open.
             * @enum {string}
             */
            status: "ok" | "error" | "timeout" | "rate-limited" | "skipped";
            latencyMs: number;
            /** @enum {string|null} */
            errorClass: "rate-limit" | "server-error" | "client-error" | "timeout" | "network" | "circuit-open" | null;
            /** @description The provider's HTTP status, when it answered one. */
            httpStatus: number | null;
            /** @description What the provider's Retry-After asked. */
            retryAfterMs: number | null;
            /** @description The provider's error message. */
            detail: string | null;
        };
        LlmRun: {
            /** @example run_01JD0000000000000000000000 */
            id: string;
            /** @description The API key the run was made with (`apk_…`), or `null` when made with a session or without an account. */
            keyId: string | null;
            /**
             * @description `aborted`: a streamed run whose client disconnected (the reply was still read and recorded).
             * @enum {string}
             */
            status: "running" | "completed" | "failed" | "aborted";
            stream: boolean;
            /** @description What was asked. */
            request: {
                provider: string;
                model: string;
                messages: components["schemas"]["LlmRunMessage"][];
                fallbacks: components["schemas"]["LlmTarget"][];
                temperature?: number;
                maxTokens?: number;
            };
            /** @description The provider that answered. */
            provider: string | null;
            /** @description The model that answered. */
            model: string | null;
            message: {
                /** @enum {string} */
                role: "assistant";
                content: string;
            } | null;
            /** @enum {string|null} */
            finishReason: "stop" | "length" | "content-filter" | "tool-calls" | "error" | "other" | null;
            usage: components["schemas"]["LlmUsage"];
            cost: components["schemas"]["LlmCost"];
            /** @description From the request to the last token. */
            latencyMs: number | null;
            attempts: components["schemas"]["LlmAttempt"][];
            error: {
                code: string;
                detail: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            completedAt: string | null;
        };
        /**
         * @description A calendar period in UTC (`week` from Monday 00:00).
         * @enum {string}
         */
        LlmBudgetPeriod: "day" | "week" | "month";
        LlmBudget: {
            /**
             * @description `user`, or the API key's id.
             * @example user
             */
            subject: string;
            /** @description The API key it limits, `null` for the user's own. */
            keyId: string | null;
            /** @description What calls may spend per period. */
            limit: number;
            /** @enum {string} */
            currency: "USD";
            period: components["schemas"]["LlmBudgetPeriod"];
            /**
             * @description `operator`: put on the user by an operator; the user cannot change or remove it.
             * @enum {string}
             */
            setBy: "user" | "operator";
            /** @description What the period's ended calls cost. */
            spent: number;
            /** @description The most the calls under way can still cost (held until they end). */
            held: number;
            /** @description `limit − spent − held`, at least 0. */
            remaining: number;
            /** @description The calls charged this period. */
            calls: number;
            /** Format: date-time */
            periodStart: string;
            /**
             * Format: date-time
             * @description When the period ends and the spend starts again from 0.
             */
            resetsAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A 429 of a gateway call. */
        LlmTooManyRequestsProblem: components["schemas"]["Problem"] & {
            /**
             * @example rate-limited
             * @enum {string}
             */
            code?: "rate-limited" | "llm-upstream-rate-limited" | "llm-budget-exceeded";
            budget?: components["schemas"]["LlmBudget"];
            /** @description The most this call could cost, which the budget had no room for. */
            needed?: number;
        };
        LlmRunPage: {
            items: components["schemas"]["LlmRun"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        LlmBudgetPage: {
            items: components["schemas"]["LlmBudget"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        LlmBudgetRequest: {
            /**
             * @description What calls may spend per period, in the price table's currency (USD).
             * @example 5
             */
            limit: number;
            period: components["schemas"]["LlmBudgetPeriod"];
        };
        LlmUsageFigures: {
            calls: number;
            inputTokens: number;
            outputTokens: number;
            totalTokens: number;
            /** @description In `currency`; the priced calls' cost. */
            cost: number;
            /** @description Calls without a cost (no price, or no usage reported). */
            unpricedCalls: number;
        };
        LlmUsageGroup: {
            /**
             * Format: date
             * @description The UTC day.
             */
            day: string;
            /** @description The API key, `null` for calls made without one. */
            keyId: string | null;
            provider: string;
            model: string;
            calls: number;
            inputTokens: number;
            outputTokens: number;
            totalTokens: number;
            /** @description In `currency`; the priced calls' cost. */
            cost: number;
            /** @description Calls without a cost (no price, or no usage reported). */
            unpricedCalls: number;
        };
        LlmUsageReport: {
            /** @enum {string} */
            currency: "USD";
            /** Format: date-time */
            since: string;
            /** Format: date-time */
            until: string;
            totals: components["schemas"]["LlmUsageFigures"];
            items: components["schemas"]["LlmUsageGroup"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        LlmProviderList: {
            /** @description The price table's version. */
            priceTable: string;
            items: {
                id: string;
                /** @enum {string} */
                kind: "echo" | "openai" | "anthropic" | "google" | "openai-compatible";
                configured: boolean;
                /**
                 * @description The model called when a request names none (a fan-out agent without `model`):
                 *     `LLM_<NAME>_DEFAULT_MODEL`, else `echo-1`, `gpt-4o-mini`, `claude-haiku-4-5` or
                 *     `gemini-2.5-flash` for the built-in providers; `null` for an endpoint without one.
                 */
                defaultModel: string | null;
                /** @description Models with a known price. */
                models: string[];
            }[];
        };
        LlmHealth: {
            /**
             * @description The worst of the configured providers' states.
             * @enum {string}
             */
            status: "ok" | "degraded" | "down";
            providers: {
                id: string;
                /** @enum {string} */
                status: "ok" | "degraded" | "down";
                /** @enum {string} */
                breaker: "closed" | "open" | "half-open";
                consecutiveFailures: number;
                /**
                 * Format: date-time
                 * @description When an open breaker lets a trial call through.
                 */
                retryAt: string | null;
                /** @description Attempts in the last 15 minutes (all instances). */
                calls: number;
                latencyMs: {
                    p50: number | null;
                    p95: number | null;
                };
            }[];
        };
        /**
         * @description An error as OpenAI's API answers it, for the OpenAI-compatible face (`x-error-format: openai`).
         *     `type` by status: `invalid_request_error` (400, 401, 404, 413, 415, 422), `permission_error` (403),
         *     `rate_limit_error` (429), `server_error` (5xx), except `insufficient_quota` for a spent budget
         *     (429, as OpenAI answers a spent quota). `code`: `invalid_api_key` (401), `model_not_found` (404),
         *     `rate_limit_exceeded` and `insufficient_quota` (429), else the gateway's own code
         *     (`llm-upstream-error`, `validation`, …).
         */
        OpenAIError: {
            error: {
                message: string;
                /** @enum {string} */
                type: "invalid_request_error" | "permission_error" | "rate_limit_error" | "insufficient_quota" | "server_error";
                /** @description The request field at fault (`messages.0.role`), when one is. */
                param: string | null;
                code: string | null;
            };
        };
        OpenAIModelList: {
            /** @enum {string} */
            object: "list";
            data: {
                /**
                 * @description `<provider>/<model>`
                 * @example echo/echo-1
                 */
                id: string;
                /** @enum {string} */
                object: "model";
                /** @description Unix seconds (the price table's date). */
                created: number;
                /** @description The provider. */
                owned_by: string;
            }[];
        };
        /**
         * @description Text, or text parts (`{type: text, text}`); `null` for an assistant turn of tool calls only.
         *     Anything else is 400. (No `type` here: its limits, each of which applies to a string or to an
         *     array only, stay where the validator bounds their cost before it reads the parts, which it
         *     cannot do inside a `oneOf`; the server checks that it is a string, an array or null.)
         */
        OpenAIContent: unknown;
        OpenAIToolCall: {
            id: string;
            /** @enum {string} */
            type: "function";
            function: {
                name: string;
                /** @description The arguments as JSON text. */
                arguments: string;
            };
        };
        OpenAIChatMessage: {
            /** @enum {string} */
            role: "system" | "developer" | "user" | "assistant" | "tool";
            content?: components["schemas"]["OpenAIContent"];
            name?: string;
            tool_calls?: components["schemas"]["OpenAIToolCall"][];
            /** @description For a `tool` message: the call it answers. */
            tool_call_id?: string;
        };
        /** @description OpenAI's Chat Completions request; fields not listed here are accepted and ignored. */
        OpenAIChatCompletionRequest: {
            /**
             * @description `<provider>/<model>`, e.g. `echo/echo-1` (`GET /api/llm/v1/models`).
             * @example echo/echo-1
             */
            model: string;
            /**
             * @example [
             *       {
             *         "role": "user",
             *         "content": "Hello"
             *       }
             *     ]
             */
            messages: components["schemas"]["OpenAIChatMessage"][];
            temperature?: number;
            max_tokens?: number;
            /** @description Wins over `max_tokens`. */
            max_completion_tokens?: number;
            /**
             * @description A stop sequence, or up to 4 (anything but a string, an array or null is 400; no `type`, for the
             *     reason `OpenAIContent` gives).
             */
            stop?: unknown;
            stream?: boolean | null;
            stream_options?: {
                /** @description A last chunk with `usage` and empty `choices`. */
                include_usage?: boolean;
            } | null;
            tools?: {
                /** @enum {string} */
                type: "function";
                function: {
                    name: string;
                    description?: string;
                    /** @description The arguments' JSON Schema. */
                    parameters?: Record<string, never>;
                };
            }[];
            /** @description `none`, `auto`, `required`, or `{type: function, function: {name}}` naming one of `tools`. */
            tool_choice?: {
                /** @enum {string} */
                type?: "function";
                function?: {
                    name: string;
                };
            } & (("none" | "auto" | "required") | Record<string, never>);
        };
        /** @enum {string} */
        OpenAIFinishReason: "stop" | "length" | "tool_calls" | "content_filter";
        /** @description The run's usage (0 where the provider did not count). */
        OpenAIUsage: {
            prompt_tokens: number;
            completion_tokens: number;
            total_tokens: number;
            prompt_tokens_details?: {
                cached_tokens?: number;
            };
            completion_tokens_details?: {
                reasoning_tokens?: number;
            };
        };
        OpenAIChatCompletion: {
            /**
             * @description The run's id (`run_…`, `GET /api/llm/runs/{id}`).
             * @example run_01JD0000000000000000000000
             */
            id: string;
            /** @enum {string} */
            object: "chat.completion";
            /** @description Unix seconds. */
            created: number;
            /** @description `<provider>/<model>` that answered (a fallback's, when one did). */
            model: string;
            choices: {
                index: number;
                message: {
                    /** @enum {string} */
                    role: "assistant";
                    content: string | null;
                    refusal: string | null;
                    tool_calls?: components["schemas"]["OpenAIToolCall"][];
                };
                finish_reason: components["schemas"]["OpenAIFinishReason"];
                logprobs: Record<string, never> | null;
            }[];
            usage: components["schemas"]["OpenAIUsage"];
        };
        FanoutConversation: {
            /** @example fcv_01JD0000000000000000000000 */
            id: string;
            title: string;
            /** @description Dispatches started in it, those still under way included (at most 50). */
            dispatchCount: number;
            /**
             * Format: date-time
             * @description When the last dispatch started.
             */
            lastDispatchAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        FanoutConversationPage: {
            items: components["schemas"]["FanoutConversation"][];
            total: number;
            nextCursor: components["schemas"]["NextCursor"];
        };
        FanoutConversationRequest: {
            /** @example Launch plan review */
            title: string;
        };
        FanoutResult: {
            agentId: string;
            role: string;
            /** @description Whether the agent answered. */
            ok: boolean;
            /** @description The agent's answer; `null` when it failed. */
            reply: string | null;
            /** @description The provider that answered (a fallback's, perhaps). */
            provider: string | null;
            /** @description The model that answered. */
            model: string | null;
            usage: components["schemas"]["LlmUsage"];
            cost: components["schemas"]["LlmCost"];
            latencyMs: number;
            /**
             * Format: date-time
             * @description When the agent's call began (milliseconds).
             */
            startedAt: string;
            /**
             * Format: date-time
             * @description When it ended.
             */
            completedAt: string;
            /** @description The gateway's run of this call (`GET /api/llm/runs/{id}`). */
            runId: string;
            /** @description Why the agent did not answer; `null` when it did. */
            error: {
                /**
                 * @description - `llm-upstream-error`: its provider answered with an error (`detail` has its message).
                 *     - `llm-upstream-timeout`: its provider did not answer within the provider's timeout.
                 *     - `llm-upstream-rate-limited`: its provider refused for its own rate limit.
                 *     - `llm-provider-unavailable`: every provider it named has an open circuit breaker.
                 *     - `fanout-agent-timeout`: it did not finish within the dispatch's `timeoutMs`.
                 * @example llm-upstream-error
                 * @enum {string}
                 */
                code: "llm-upstream-error" | "llm-upstream-timeout" | "llm-upstream-rate-limited" | "llm-provider-unavailable" | "fanout-agent-timeout";
                detail: string;
            } | null;
        };
        FanoutDispatch: {
            /** @example fdp_01JD0000000000000000000000 */
            id: string;
            conversationId: string;
            prompt: string;
            /** @description One per agent, in the order the agents were given. */
            results: components["schemas"]["FanoutResult"][];
            /** @description Agents with `ok` true. */
            answered: number;
            /** @description Agents with `ok` false. */
            failed: number;
            usage: components["schemas"]["LlmUsage"];
            cost: components["schemas"]["LlmCost"];
            /** @description From the dispatch's start to its last agent's end. */
            latencyMs: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            completedAt: string;
        };
        /** @description A conversation (as `FanoutConversation`) with its dispatches. */
        FanoutConversationDetail: {
            /** @example fcv_01JD0000000000000000000000 */
            id: string;
            title: string;
            /** @description Dispatches started in it. */
            dispatchCount: number;
            /** Format: date-time */
            lastDispatchAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Oldest first; a dispatch still under way is not among them. */
            dispatches: components["schemas"]["FanoutDispatch"][];
        };
        FanoutAgent: {
            /**
             * @description The agent's name within the conversation (its earlier replies are found by it).
             * @example critic
             */
            id: string;
            /**
             * @description The agent's instructions, given to the model as its system message.
             * @example You are a sceptical reviewer. Name the weakest assumption.
             */
            role: string;
            provider: components["schemas"]["LlmProviderName"];
            model?: components["schemas"]["LlmModelName"];
            /** @description Other provider and model pairs tried in order when the agent's first fails. */
            fallbacks?: components["schemas"]["LlmTarget"][];
        };
        FanoutDispatchRequest: {
            /** @example Should we launch on Monday? */
            prompt: string;
            /**
             * @example [
             *       {
             *         "id": "optimist",
             *         "role": "You argue for the plan.",
             *         "provider": "echo"
             *       },
             *       {
             *         "id": "critic",
             *         "role": "You argue against the plan.",
             *         "provider": "echo",
             *         "model": "echo-1"
             *       }
             *     ]
             */
            agents: components["schemas"]["FanoutAgent"][];
            /**
             * @description How long each agent may take, retries and fallbacks included (default
             *     `FANOUT_AGENT_TIMEOUT_MS`, 60 s); an agent still working then is `ok: false`,
             *     `fanout-agent-timeout`.
             */
            timeoutMs?: number;
            temperature?: number;
            /** @description The most tokens each agent's reply may have. */
            maxTokens?: number;
            /** @description Answer as server-sent events (`text/event-stream`); absent or false, as JSON. */
            stream?: boolean;
        };
        /** @enum {string} */
        ConstitutionRegimeId: "autocracy" | "oligarchy" | "anarchy" | "dominant-party" | "populist-democracy" | "technocracy" | "social-democracy" | "liberal-democracy" | "polycentric-federation";
        ConstitutionRegime: {
            id: components["schemas"]["ConstitutionRegimeId"];
            name: string;
            description: string;
        };
        ConstitutionRegimeList: {
            items: components["schemas"]["ConstitutionRegime"][];
        };
        ConstitutionSliderValue: number;
        /** @description The eight sliders, each an integer from 0 to 100 (`GET /api/constitution/public/sliders-spec`). */
        ConstitutionSliders: {
            floor: components["schemas"]["ConstitutionSliderValue"];
            ruleOfLaw: components["schemas"]["ConstitutionSliderValue"];
            rotation: components["schemas"]["ConstitutionSliderValue"];
            transparency: components["schemas"]["ConstitutionSliderValue"];
            multiStatus: components["schemas"]["ConstitutionSliderValue"];
            skinInGame: components["schemas"]["ConstitutionSliderValue"];
            polycentricity: components["schemas"]["ConstitutionSliderValue"];
            positiveSum: components["schemas"]["ConstitutionSliderValue"];
        };
        ConstitutionRegimeRef: {
            id: components["schemas"]["ConstitutionRegimeId"];
            /** @example Social democracy */
            name: string;
        };
        ConstitutionMetricValue: number;
        /** @description The six metrics, each from 0 to 100 with at most one decimal. */
        ConstitutionMetrics: {
            eliteFear: components["schemas"]["ConstitutionMetricValue"];
            intraConflict: components["schemas"]["ConstitutionMetricValue"];
            resentment: components["schemas"]["ConstitutionMetricValue"];
            innovation: components["schemas"]["ConstitutionMetricValue"];
            stability: components["schemas"]["ConstitutionMetricValue"];
            legitimacy: components["schemas"]["ConstitutionMetricValue"];
        };
        ConstitutionPreset: {
            /** @example nordic-model */
            id: string;
            name: string;
            description: string;
            sliders: components["schemas"]["ConstitutionSliders"];
            regime: components["schemas"]["ConstitutionRegimeRef"];
            metrics: components["schemas"]["ConstitutionMetrics"];
        };
        ConstitutionPresetList: {
            items: components["schemas"]["ConstitutionPreset"][];
        };
        ConstitutionCountry: {
            /**
             * @description ISO 3166-1 alpha-2.
             * @example KZ
             */
            code: string;
            /** @example Kazakhstan */
            name: string;
            sliders: components["schemas"]["ConstitutionSliders"];
            regime: components["schemas"]["ConstitutionRegimeRef"];
            metrics: components["schemas"]["ConstitutionMetrics"];
        };
        ConstitutionCountryList: {
            /** @description Says that the values are illustrative, not measurements. */
            note: string;
            items: components["schemas"]["ConstitutionCountry"][];
        };
        ConstitutionSliderSpec: {
            /** @enum {string} */
            key: "floor" | "ruleOfLaw" | "rotation" | "transparency" | "multiStatus" | "skinInGame" | "polycentricity" | "positiveSum";
            label: string;
            description: string;
            /** @enum {integer} */
            min: 0;
            /** @enum {integer} */
            max: 100;
            /** @enum {integer} */
            step: 1;
            default: number;
        };
        ConstitutionSliderSpecList: {
            items: components["schemas"]["ConstitutionSliderSpec"][];
        };
        ConstitutionClassifyRequest: {
            sliders: components["schemas"]["ConstitutionSliders"];
        };
        ConstitutionEvaluation: {
            regime: components["schemas"]["ConstitutionRegimeRef"];
            metrics: components["schemas"]["ConstitutionMetrics"];
        };
        ConstitutionScenario: {
            /** @example csc_01JD0000000000000000000000 */
            id: string;
            title: string;
            sliders: components["schemas"]["ConstitutionSliders"];
            regime: components["schemas"]["ConstitutionRegimeRef"];
            metrics: components["schemas"]["ConstitutionMetrics"];
            tags: string[];
            /** Format: date-time */
            createdAt: string;
        };
        ConstitutionScenarioPage: {
            items: components["schemas"]["ConstitutionScenario"][];
            total: number;
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description Up to 10 tags, each 1–40 characters. */
        ConstitutionTags: string[];
        ConstitutionScenarioRequest: {
            /** @example Nordic-style baseline */
            title: string;
            sliders: components["schemas"]["ConstitutionSliders"];
            /**
             * @description The regime the client classified the sliders as, checked: its display name or its id (a
             *     string, as the spec's body has it), or the `{id, name}` object every answer carries, so a
             *     scenario's `regime` as read can be sent back as it is.
             * @example Social democracy
             */
            regime?: string | components["schemas"]["ConstitutionRegimeRef"];
            /** @description The metrics the client computed; ignored (the server's are saved). */
            metrics?: {
                [key: string]: number;
            };
            tags?: components["schemas"]["ConstitutionTags"];
        };
        ConstitutionQuotaProblem: components["schemas"]["Problem"] & {
            /**
             * @example constitution-quota-exceeded
             * @enum {string}
             */
            code?: "constitution-quota-exceeded";
            /** @enum {string} */
            quota: "scenarios" | "aiSuggestionsPerDay" | "pdfsPerDay";
            limit: number;
            /** Format: date-time */
            resetAt: string | null;
        };
        ConstitutionQuota: {
            limit: number;
            used: number;
            remaining: number;
            /**
             * Format: date-time
             * @description When it resets; null when it never does.
             */
            resetAt: string | null;
        };
        ConstitutionPlan: {
            /** @enum {string} */
            plan: "free";
            quotas: {
                scenarios: components["schemas"]["ConstitutionQuota"];
                aiSuggestionsPerDay: components["schemas"]["ConstitutionQuota"];
                pdfsPerDay: components["schemas"]["ConstitutionQuota"];
            };
        };
        /**
         * @description What the changes aim at, exactly: either `regime` (reach it), or `metric` with `direction` (move
         *     it by at least `by` points, an integer from 1 to 100, 10 when left out, or as far as its limit,
         *     0 or 100, when that is nearer); anything else is 400 `validation`. Without a language model it
         *     is worked toward instead of reading `goal`; a language model is told it beside the goal.
         * @example {
         *       "metric": "innovation",
         *       "direction": "raise",
         *       "by": 10
         *     }
         */
        ConstitutionSuggestAim: {
            regime?: components["schemas"]["ConstitutionRegimeId"];
            /** @enum {string} */
            metric?: "eliteFear" | "intraConflict" | "resentment" | "innovation" | "stability" | "legitimacy";
            /** @enum {string} */
            direction?: "raise" | "lower";
            /** @description How many points; 10 when left out. */
            by?: number;
        };
        ConstitutionSuggestRequest: {
            sliders: components["schemas"]["ConstitutionSliders"];
            /**
             * @description What the changes should achieve, in any language for a language model. Without one, and
             *     without `aim`, the aim is read from it: a regime or a metric named in English (see the
             *     operation).
             * @example Less resentment without losing stability.
             */
            goal: string;
            aim?: components["schemas"]["ConstitutionSuggestAim"];
        };
        ConstitutionSuggestion: {
            sliders: components["schemas"]["ConstitutionSliders"];
            regime: components["schemas"]["ConstitutionRegimeRef"];
            metrics: components["schemas"]["ConstitutionMetrics"];
            /** @description The sliders the suggestion moves, in slider order (empty when it moves none). */
            changes: {
                /** @enum {string} */
                key: "floor" | "ruleOfLaw" | "rotation" | "transparency" | "multiStatus" | "skinInGame" | "polycentricity" | "positiveSum";
                from: components["schemas"]["ConstitutionSliderValue"];
                to: components["schemas"]["ConstitutionSliderValue"];
                /**
                 * @description Why this slider moves (`source` `deterministic` only): the slider, from → to, and the
                 *     regime boundary or the metric term the move shifts.
                 * @example Rotation of power 50 → 80: Liberal democracy's prototype has 80 here, Technocracy's 35; raising it moves the scenario across the boundary from Technocracy (the regime now) toward Liberal democracy.
                 */
                reason?: string;
            }[];
            /** @description The model's reasons, as it gave them (empty when it gave none); from the governance model, what it found and each change's reason. */
            rationale: string;
            /**
             * @description Who worked the suggestion out: `model`, a language model through the gateway; `deterministic`,
             *     the governance model's search, because no language model is configured.
             * @enum {string}
             */
            source: "model" | "deterministic";
            /**
             * @description `source` `deterministic` only: `suggested` (the changes meet the aim), `already-met` (the
             *     sliders already classify as the aim's regime) or `unreachable` (the metric is already at its
             *     limit); the last two change nothing.
             * @enum {string}
             */
            outcome?: "suggested" | "already-met" | "unreachable";
            aim?: components["schemas"]["ConstitutionSuggestAim"];
            /** @description The provider that answered; `builtin` for the governance model. */
            provider: string;
            /** @description The model that answered; `governance-model` for the governance model. */
            model: string;
            /** @description The gateway's run of this call (`GET /api/llm/runs/{id}`); null when no language model was asked. */
            runId: string | null;
        };
        /**
         * @description Exactly one of `scenarioId` and `scenario`.
         * @example {
         *       "scenario": {
         *         "title": "Kazakhstan 2030 draft",
         *         "sliders": {
         *           "floor": 60,
         *           "ruleOfLaw": 70,
         *           "rotation": 50,
         *           "transparency": 60,
         *           "multiStatus": 55,
         *           "skinInGame": 50,
         *           "polycentricity": 45,
         *           "positiveSum": 65
         *         }
         *       }
         *     }
         */
        ConstitutionPdfRequest: {
            /** @description One of the caller's saved scenarios (`csc_…`). */
            scenarioId?: string;
            scenario?: {
                title: string;
                sliders: components["schemas"]["ConstitutionSliders"];
                tags?: components["schemas"]["ConstitutionTags"];
            };
        };
        /**
         * @description A KZT wallet's id (`pwl_` and a ULID).
         * @example pwl_01JD0000000000000000000000
         */
        PaymentWalletId: string;
        /**
         * @description Whether this is real money: `true` on a server in live mode (`PAYMENTS_MODE=live`, money through
         *     the acquirer), `false` in test mode (simulated deposits, nothing real). A server holds one mode's
         *     payments for good, so every object it answers says the same; test and live never meet.
         */
        Livemode: boolean;
        /** @description An amount of KZT (at most 2 decimals), never negative. */
        KztBalance: number;
        PaymentWallet: {
            id: components["schemas"]["PaymentWalletId"];
            livemode: components["schemas"]["Livemode"];
            /** @enum {string} */
            currency: "KZT";
            available: components["schemas"]["KztBalance"];
            /** @description Held by payouts under review; not spendable, not yet gone. */
            held: components["schemas"]["KztBalance"];
            /**
             * @description What the wallet may still send out today (UTC). `cap` and `remainingToday` are null once the
             *     owner's identity is verified: there is no cap.
             */
            dailyOutflow: {
                cap: number | null;
                spentToday: number;
                remainingToday: number | null;
            };
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        PaymentWalletList: {
            items: components["schemas"]["PaymentWallet"][];
        };
        PaymentWalletLookup: {
            id: components["schemas"]["PaymentWalletId"];
            /** @description Who owns the wallet; the email is not repeated. */
            owner: {
                id: components["schemas"]["Id"];
                /** @description The name the user gave at registration. */
                name: string;
            };
        };
        /**
         * @description - `p2p`: a transfer between users; `p2p_fee`: its fee, from the payer to the platform.
         *     - `deposit`: a completed checkout deposit.
         *     - `payout_hold`: a payout's amount held for review; `payout_release`: given back (rejected);
         *       `payout_settle`: paid out (approved; moves held money out, so it is not on the user's wallet).
         *     - `request_payment`: a payment request paid.
         *     - `request_refund`: a paid request refunded (all or part), from the merchant back to the payer.
         * @enum {string}
         */
        PaymentEntryKind: "p2p" | "p2p_fee" | "deposit" | "payout_hold" | "payout_settle" | "payout_release" | "request_payment" | "request_refund";
        /**
         * @description An amount of KZT as a JSON number: positive, finite, with at most 2 decimals (`1500`, `12.5`,
         *     `0.01`; `0.001` is 400). Stored as integer tiyn, so sums are exact.
         * @example 1500
         */
        KztAmount: number;
        PaymentWalletEntry: {
            /** @example pen_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            /** @description What the entry belongs to (a transfer `ptr_…`, deposit, payout or payment request id). */
            movementId: string;
            kind: components["schemas"]["PaymentEntryKind"];
            /**
             * @description `debit`: money left the wallet; `credit`: it arrived.
             * @enum {string}
             */
            direction: "debit" | "credit";
            amount: components["schemas"]["KztAmount"];
            /** @description The fee of the transfer this entry belongs to (paid by the payer on top of `amount`); 0 for other kinds. */
            fee: number;
            balanceAfter: components["schemas"]["KztBalance"];
            /** @description The other user's wallet of a transfer or a paid request; null when the other side is the platform. */
            counterpartyWalletId: string | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        PaymentWalletEntryPage: {
            items: components["schemas"]["PaymentWalletEntry"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        PaymentTransferRequest: {
            /** @description The caller's wallet; defaults to it (every user has at most one). */
            from?: components["schemas"]["PaymentWalletId"];
            /** @description The payee's wallet. */
            to: components["schemas"]["PaymentWalletId"];
            amount: components["schemas"]["KztAmount"];
            /** @description A note to the payee, shown to both sides; stored sealed. An empty note is no note (`null` in the answer). */
            description?: string;
        };
        PaymentTransfer: {
            /** @example ptr_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            from: components["schemas"]["PaymentWalletId"];
            to: components["schemas"]["PaymentWalletId"];
            amount: components["schemas"]["KztAmount"];
            /** @description 0.1% of `amount`, half-up to the tiyn, at least 0.01 (see the operation). */
            fee: number;
            /** @description `amount + fee`: what left the payer's wallet. */
            total: number;
            description: string | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        /** @enum {string} */
        PaymentNotificationKind: "transfer.received" | "deposit.completed" | "request.paid" | "request.refunded" | "refund.received" | "payout.settled" | "payout.rejected" | "payout.failed" | "kyc.approved" | "kyc.rejected";
        PaymentNotification: {
            /** @example ntf_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            kind: components["schemas"]["PaymentNotificationKind"];
            /**
             * @description The event's details, by kind: ids of what it is about (`transferId`, `walletId`,
             *     `payoutId`, `requestId`, ...) and amounts in KZT.
             */
            data: {
                [key: string]: (string | null) | number | boolean;
            };
            read: boolean;
            createdAt: components["schemas"]["Timestamp"];
        };
        PaymentNotificationPage: {
            items: components["schemas"]["PaymentNotification"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description Exactly one of `ids` and `all`. */
        PaymentNotificationsReadRequest: {
            ids?: string[];
            /** @enum {boolean} */
            all?: true;
        };
        PaymentNotificationsReadResult: {
            /** @description How many of the caller's notifications became read. */
            updated: number;
        };
        PaymentNotificationPreferences: {
            /** @description Every kind of notification, `true` when the caller receives it. */
            kinds: {
                "transfer.received": boolean;
                "deposit.completed": boolean;
                "request.paid": boolean;
                "request.refunded": boolean;
                "refund.received": boolean;
                "payout.settled": boolean;
                "payout.rejected": boolean;
                "payout.failed": boolean;
                "kyc.approved": boolean;
                "kyc.rejected": boolean;
            };
        };
        PaymentNotificationPreferencesUpdate: {
            kinds: {
                "transfer.received"?: boolean;
                "deposit.completed"?: boolean;
                "request.paid"?: boolean;
                "request.refunded"?: boolean;
                "refund.received"?: boolean;
                "payout.settled"?: boolean;
                "payout.rejected"?: boolean;
                "payout.failed"?: boolean;
                "kyc.approved"?: boolean;
                "kyc.rejected"?: boolean;
            };
        };
        CheckoutSession: {
            /** @example pcs_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            /**
             * @description - `open`: waiting to be paid on its page.
             *     - `completed`: paid; the wallet was credited (once).
             *     - `expired`: not paid before `expiresAt`; it can no longer be paid.
             * @enum {string}
             */
            status: "open" | "completed" | "expired";
            walletId: components["schemas"]["PaymentWalletId"];
            amount: components["schemas"]["KztAmount"];
            /** @enum {string} */
            currency: "KZT";
            /**
             * @description The hosted page (absolute, served by this server) while the session is `open`; `null` once
             *     it is completed or expired. Anyone holding it can pay the session: hand it only to the
             *     payer, never log it.
             * @example https://api.trustplane.dev/pay/checkout/3q2-7wH1i0mB4uZ0cX9pQfL8nYtR6sVdKjE2aW5oG1c
             */
            url: string | null;
            /**
             * @description The session's token while it is `open` (`null` once completed or expired): the capability its
             *     page's address carries, and what `POST /api/payments/deposit/checkout/complete` takes in test
             *     mode, so no one has to cut it out of `url`. Like `url`, hand it only to the payer, never log it.
             * @example 3q2-7wH1i0mB4uZ0cX9pQfL8nYtR6sVdKjE2aW5oG1c
             */
            token: string | null;
            successUrl: string | null;
            cancelUrl: string | null;
            expiresAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When it was paid (ISO 8601 in UTC); null unless `completed`.
             */
            completedAt: string | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        CheckoutSessionPage: {
            items: components["schemas"]["CheckoutSession"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /**
         * @description An absolute `https` address (or `http` on a loopback host outside production) the page links
         *     to; no user name or password in it.
         * @example https://shop.example/deposit/done
         */
        CheckoutRedirectUrl: string;
        CheckoutSessionRequest: {
            /** @description The caller's wallet to credit; defaults to it (every user has at most one). */
            walletId?: components["schemas"]["PaymentWalletId"];
            amount: components["schemas"]["KztAmount"];
            /** @description Where the page links to once paid ("Return to the merchant"). */
            successUrl?: components["schemas"]["CheckoutRedirectUrl"];
            /** @description Where the page links to while open ("Cancel and return"). */
            cancelUrl?: components["schemas"]["CheckoutRedirectUrl"];
        };
        CheckoutCompleteRequest: {
            /** @description The session's `token` (also the last path segment of its page's `url` in test mode). */
            token: string;
        };
        /** @description What the acquirer sends: its event id, type (`payment.authorized`, ...), time and object. */
        AcquirerNotification: {
            id: string;
            type: string;
            created: number;
            data: {
                /** @description The payment (or refund, payout) as the acquirer sees it. */
                object: Record<string, never>;
            };
        };
        AcquirerNotificationReceipt: {
            /** @enum {boolean} */
            received: true;
            /** @description The notification came before; nothing was applied again. */
            duplicate: boolean;
        };
        /**
         * @description - `pending`: held, waiting for an operator.
         *     - `processing`: live mode; approved and sent to the acquirer, still held until the bank answers.
         *     - `settled`: paid out to the destination (final).
         *     - `rejected`: refused by an operator; the amount is back in the wallet (final).
         *     - `cancelled`: withdrawn by its owner while pending; the amount is back in the wallet (final).
         *     - `failed`: live mode; the acquirer reported that the bank did not pay it (a closed account, a
         *       wrong holder); the amount is back in the wallet (final).
         * @enum {string}
         */
        PayoutStatus: "pending" | "processing" | "settled" | "rejected" | "cancelled" | "failed";
        IbanDestination: {
            /** @enum {string} */
            type: "iban";
            /**
             * @description Masked: the country and the last four characters (`KZ•••• 0100`).
             * @example KZ•••• 0100
             */
            iban: string;
            /** @description The IBAN's last four characters. */
            last4: string;
            holderName: string;
        };
        PayoutEvent: {
            status: components["schemas"]["PayoutStatus"];
            at: components["schemas"]["Timestamp"];
            /**
             * @description Who made the change (the payout's owner, an operator, or the acquirer reporting the bank's answer).
             * @enum {string}
             */
            by: "owner" | "operator" | "acquirer";
            /** @description A rejection's or a failure's reason; null otherwise. */
            reason: string | null;
        };
        Payout: {
            /** @example ppo_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            status: components["schemas"]["PayoutStatus"];
            amount: components["schemas"]["KztAmount"];
            /** @enum {string} */
            currency: "KZT";
            walletId: components["schemas"]["PaymentWalletId"];
            destination: components["schemas"]["IbanDestination"];
            /** @description Every change of status, oldest first (the first is `pending`, at creation). */
            history: components["schemas"]["PayoutEvent"][];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        PayoutPage: {
            items: components["schemas"]["Payout"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        IbanDestinationRequest: {
            /**
             * @description The kind of destination; only Kazakh bank accounts for now.
             * @enum {string}
             */
            type: "iban";
            /**
             * @description A Kazakh IBAN (`KZ` and 18 characters); spaces and lower case are accepted.
             * @example KZ86125KZT5004100100
             */
            iban: string;
            /**
             * @description The account holder's name, as the bank knows it.
             * @example Aigerim Bekova
             */
            holderName: string;
        };
        PayoutCreateRequest: {
            /** @description The caller's wallet to pay out from; defaults to it (every user has at most one). */
            walletId?: components["schemas"]["PaymentWalletId"];
            amount: components["schemas"]["KztAmount"];
            destination: components["schemas"]["IbanDestinationRequest"];
        };
        AdminIbanDestination: {
            /** @enum {string} */
            type: "iban";
            /** @description The full IBAN (operators only), normalized: no spaces, upper case. */
            iban: string;
            last4: string;
            holderName: string;
        };
        AdminPayoutEvent: {
            status: components["schemas"]["PayoutStatus"];
            at: components["schemas"]["Timestamp"];
            /** @enum {string} */
            by: "owner" | "operator" | "acquirer";
            /** @description The user who made the change; null for the acquirer's. */
            actorId: string | null;
            reason: string | null;
        };
        /** @description A payout as operators see it, with its owner and its destination in the clear. */
        AdminPayout: {
            id: string;
            livemode: components["schemas"]["Livemode"];
            /** @description The payout's owner. */
            userId: string;
            status: components["schemas"]["PayoutStatus"];
            amount: components["schemas"]["KztAmount"];
            /** @enum {string} */
            currency: "KZT";
            walletId: components["schemas"]["PaymentWalletId"];
            destination: components["schemas"]["AdminIbanDestination"];
            history: components["schemas"]["AdminPayoutEvent"][];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        AdminPayoutPage: {
            items: components["schemas"]["AdminPayout"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        DecisionReason: {
            /** @description Why; shown to the user (write no personal data in it). */
            reason: string;
        };
        /** @enum {string} */
        KycVerificationStatus: "unverified" | "pending" | "approved" | "rejected";
        /** @description A submission as its user sees it (the rest of what they sent is not shown again). */
        KycSubmission: {
            /** @example kyc_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            fullName: string;
            /** @description The IIN's last four digits. */
            iinLast4: string;
            submittedAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When an operator decided it; null while pending.
             */
            decidedAt: string | null;
            /** @description A rejection's reason; null otherwise. */
            reason: string | null;
        };
        KycStatus: {
            status: components["schemas"]["KycVerificationStatus"];
            /** @description The latest submission; absent when there is none (`status` is then `unverified`). */
            submission?: components["schemas"]["KycSubmission"];
            limits: {
                /** @description KZT the caller's wallet may send out per UTC day; null when there is no cap. */
                dailyOutflowCap: number | null;
            };
        };
        KycSubmitRequest: {
            /** @example Aigerim Bekova */
            fullName: string;
            /**
             * Format: date
             * @description `YYYY-MM-DD`; 18 or more years ago.
             * @example 1990-01-01
             */
            dateOfBirth: string;
            /**
             * @description The Kazakh individual identification number (ИИН), 12 digits.
             * @example 900101400013
             */
            iin: string;
            address: {
                /** @example 12 Abay Ave */
                line1: string;
                line2?: string;
                /** @example Almaty */
                city: string;
                /** @example 050000 */
                postalCode?: string;
                /** @enum {string} */
                country: "KZ";
            };
            /**
             * @description The identity card's or passport's number.
             * @example N12345678
             */
            documentNumber: string;
        };
        /** @description A submission as operators see it, with the data opened for review. */
        AdminKycSubmission: {
            id: string;
            livemode: components["schemas"]["Livemode"];
            userId: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            submittedAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When an operator decided it; null while pending.
             */
            decidedAt: string | null;
            reason: string | null;
            data: components["schemas"]["KycSubmitRequest"];
        };
        AdminKycSubmissionPage: {
            items: components["schemas"]["AdminKycSubmission"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        KycDecision: {
            id: string;
            livemode: components["schemas"]["Livemode"];
            userId: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            submittedAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When an operator decided it; null while pending.
             */
            decidedAt: string | null;
            reason: string | null;
        };
        MerchantKeyCreate: {
            /** @description A label of yours (default `Merchant key`). */
            name?: string;
        };
        /**
         * @description What is paid for, shown to the payer.
         * @example Order #1042
         */
        PaymentRequestDescription: string;
        /**
         * @description Your own id for what is paid (an order id), unique among your requests; printable ASCII without spaces.
         * @example order-1042
         */
        PaymentRequestReference: string;
        /**
         * @description Seconds until the request expires, 60 to 2592000 (30 days); default 86400 (24 hours).
         * @example 3600
         */
        PaymentRequestLifetime: number;
        MerchantChargeCreate: {
            amount: components["schemas"]["KztAmount"];
            description: components["schemas"]["PaymentRequestDescription"];
            reference: components["schemas"]["PaymentRequestReference"];
            expiresInSeconds?: components["schemas"]["PaymentRequestLifetime"];
        };
        /**
         * @description `open` until paid, cancelled by the merchant, or past `expiresAt` (then `expired`).
         * @enum {string}
         */
        PaymentRequestStatus: "open" | "paid" | "expired" | "cancelled";
        PaymentRequest: {
            /**
             * @description `prq_` and a ULID.
             * @example prq_01JD0000000000000000000000
             */
            id: string;
            livemode: components["schemas"]["Livemode"];
            status: components["schemas"]["PaymentRequestStatus"];
            amount: components["schemas"]["KztAmount"];
            /** @enum {string} */
            currency: "KZT";
            description: string;
            reference: string | null;
            merchantWalletId: components["schemas"]["PaymentWalletId"];
            /** @description The hosted pay page to send the payer to: `<server base URL>/pay/requests/{id}`. */
            payUrl: string;
            expiresAt: components["schemas"]["Timestamp"];
            /** Format: date-time */
            paidAt: string | null;
            /** @description The wallet that paid. */
            payerWalletId: string | null;
            /** Format: date-time */
            cancelledAt: string | null;
            /** @description KZT given back by refunds so far (0 when none): at most `amount`. */
            amountRefunded: number;
            createdAt: components["schemas"]["Timestamp"];
        };
        PaymentRequestPage: {
            items: components["schemas"]["PaymentRequest"][];
            total: number;
            nextCursor: components["schemas"]["NextCursor"];
        };
        PaymentRequestCreate: {
            amount: components["schemas"]["KztAmount"];
            description: components["schemas"]["PaymentRequestDescription"];
            reference?: components["schemas"]["PaymentRequestReference"];
            expiresInSeconds?: components["schemas"]["PaymentRequestLifetime"];
            /** @description When the request expires, 60 seconds to 30 days from now (instead of `expiresInSeconds`). */
            expiresAt?: components["schemas"]["Timestamp"];
        };
        PaymentRefundCreate: {
            amount?: components["schemas"]["KztAmount"];
        };
        PaymentRefund: {
            /**
             * @description `prf_` and a ULID.
             * @example prf_01JD0000000000000000000000
             */
            id: string;
            livemode: components["schemas"]["Livemode"];
            /** @example prq_01JD0000000000000000000000 */
            requestId: string;
            amount: components["schemas"]["KztAmount"];
            /** @enum {string} */
            currency: "KZT";
            /** @description The wallet the money went back to (the one that paid). */
            payerWalletId: string;
            /** @description The merchant's wallet it came from. */
            merchantWalletId: string;
            createdAt: components["schemas"]["Timestamp"];
        };
        PaymentRefundPage: {
            items: components["schemas"]["PaymentRefund"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        PublicPaymentRequest: {
            /** @example prq_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            status: components["schemas"]["PaymentRequestStatus"];
            amount: components["schemas"]["KztAmount"];
            /** @enum {string} */
            currency: "KZT";
            description: string;
            /** @description The merchant's display name. */
            merchantName: string;
            expiresAt: components["schemas"]["Timestamp"];
        };
        PaymentRequestPay: {
            /** @description The caller's wallet to pay from (default their wallet). */
            walletId?: components["schemas"]["PaymentWalletId"];
        };
        /**
         * @description `ping` is sent only on request (`POST /api/payments/webhook-subs/{id}/ping`) and cannot be subscribed to.
         * @enum {string}
         */
        PaymentWebhookEventType: "payment_request.created" | "payment_request.paid" | "payment_request.expired" | "payment_request.cancelled" | "payment_request.refunded" | "ping";
        PaymentWebhookSubscription: {
            /** @example whs_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            url: string;
            events: components["schemas"]["PaymentWebhookEventType"][];
            /** @enum {string} */
            status: "active" | "disabled";
            /**
             * @description `deleted` by its owner, `gone`: the URL answered 410; `replaced` by a newer subscription (when one was active at most, before several were allowed).
             * @enum {string|null}
             */
            disabledReason: "replaced" | "deleted" | "gone" | null;
            createdAt: components["schemas"]["Timestamp"];
            /** Format: date-time */
            disabledAt: string | null;
            /**
             * Format: date-time
             * @description When the secret was last rotated; null if never.
             */
            secretRotatedAt: string | null;
            /**
             * Format: date-time
             * @description Until when the previous secret also signs (an overlap under way); null otherwise.
             */
            previousSecretExpiresAt: string | null;
        };
        PaymentWebhookSubscriptionPage: {
            items: components["schemas"]["PaymentWebhookSubscription"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        PaymentWebhookSubscriptionCreate: {
            /** @description An `https:` URL whose host resolves only to public addresses. */
            url: string;
            /** @description The event types to deliver; all of them when left out. */
            events?: ("payment_request.created" | "payment_request.paid" | "payment_request.expired" | "payment_request.cancelled" | "payment_request.refunded")[];
        };
        PaymentWebhookSubscriptionCreated: {
            /** @example whs_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            url: string;
            events: components["schemas"]["PaymentWebhookEventType"][];
            /** @enum {string} */
            status: "active" | "disabled";
            /** @enum {string|null} */
            disabledReason: "replaced" | "deleted" | "gone" | null;
            createdAt: components["schemas"]["Timestamp"];
            /** Format: date-time */
            disabledAt: string | null;
            /** Format: date-time */
            secretRotatedAt: string | null;
            /** Format: date-time */
            previousSecretExpiresAt: string | null;
            /** @description The signing secret, shown only here. */
            secret: string;
        };
        WebhookEventPaymentRequest: {
            /** @description The payment request's id. */
            id: string;
            livemode: components["schemas"]["Livemode"];
            /** @enum {string} */
            status: "open" | "paid" | "expired" | "cancelled";
            /** @description KZT with at most 2 decimals. */
            amount: number;
            /** @enum {string} */
            currency: "KZT";
            description: string | null;
            /** @description The merchant's own reference. */
            reference?: string | null;
            /** Format: date-time */
            paidAt?: string | null;
            payerWalletId?: string | null;
            /** @description KZT refunded so far. */
            amountRefunded?: number;
            /** @description On `payment_request.refunded`: the refund that raised the event. */
            refund?: {
                id: string;
                amount: number;
            };
        };
        /** @description The body of a `payment_request.*` delivery. */
        PaymentWebhookPaymentRequestEvent: {
            /** @description The event id, also the `webhook-id` header. */
            id: string;
            livemode: components["schemas"]["Livemode"];
            /** @enum {string} */
            type: "payment_request.created" | "payment_request.paid" | "payment_request.expired" | "payment_request.cancelled" | "payment_request.refunded";
            createdAt: components["schemas"]["Timestamp"];
            data: components["schemas"]["WebhookEventPaymentRequest"];
        };
        WebhookEventPing: {
            subscriptionId: string;
        };
        /** @description The body of a `ping` delivery. */
        PaymentWebhookPingEvent: {
            /** @description The event id, also the `webhook-id` header. */
            id: string;
            livemode: components["schemas"]["Livemode"];
            /** @enum {string} */
            type: "ping";
            createdAt: components["schemas"]["Timestamp"];
            data: components["schemas"]["WebhookEventPing"];
        };
        /**
         * @description `pending`: waiting for its next attempt; `delivering`: an attempt is under way;
         *     `succeeded`: answered 2xx; `failed`: every attempt of the schedule (5) failed or was
         *     interrupted (or 410); `cancelled`: its subscription was disabled before it succeeded (an
         *     attempt under way then still completes in the log). Failed and cancelled ones can be
         *     redelivered or recovered.
         * @enum {string}
         */
        PaymentWebhookDeliveryStatus: "pending" | "delivering" | "succeeded" | "failed" | "cancelled";
        PaymentWebhookDelivery: {
            /** @example whd_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            /** @description The event (and `webhook-id`). */
            eventId: string;
            eventType: components["schemas"]["PaymentWebhookEventType"];
            subscriptionId: string;
            status: components["schemas"]["PaymentWebhookDeliveryStatus"];
            /** @description Attempts made, the one under way and interrupted ones included; at most the schedule's length, 5 (never more). */
            attempts: number;
            /** Format: date-time */
            nextAttemptAt: string | null;
            lastResponseStatus: number | null;
            lastLatencyMs: number | null;
            /** @description Why the last attempt failed (or `interrupted:` when its outcome is unknown). */
            lastError: string | null;
            /** @description The start of the last response's body. */
            lastResponseExcerpt: string | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        PaymentWebhookSecretRotation: {
            /** @description How long the previous secret keeps signing too, in seconds; 86400 (a day) when not given. */
            overlapSeconds?: number;
        };
        PaymentWebhookRecovery: {
            /**
             * Format: date-time
             * @description Deliveries that ended failed or cancelled at or after this time (at most 30 days ago).
             */
            since: string;
        };
        PaymentWebhookRecovered: {
            /** @description Events queued again. */
            queued: number;
            /** @description Whether more remain (at most 10,000 are queued per call). */
            more: boolean;
        };
        PaymentWebhookDeliveryPage: {
            items: components["schemas"]["PaymentWebhookDelivery"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        PaymentWebhookAttempt: {
            number: number;
            /**
             * @description `pending`: under way (recorded before the request is sent); `succeeded`: answered 2xx;
             *     `failed`: anything else; `gone`: answered 410 (the subscription is disabled);
             *     `interrupted`: the server stopped or died while it was under way, so its outcome is unknown
             *     (the receiver may have got the event); it counts as an attempt, and the event is sent again
             *     (same `webhook-id`) while the schedule has attempts left.
             * @enum {string}
             */
            outcome: "pending" | "succeeded" | "failed" | "gone" | "interrupted";
            responseStatus: number | null;
            /** @description Null while `pending` and when `interrupted`. */
            latencyMs: number | null;
            error: string | null;
            responseExcerpt: string | null;
            startedAt: components["schemas"]["Timestamp"];
        };
        PaymentWebhookDeliveryDetail: {
            /** @example whd_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            eventId: string;
            eventType: components["schemas"]["PaymentWebhookEventType"];
            subscriptionId: string;
            status: components["schemas"]["PaymentWebhookDeliveryStatus"];
            attempts: number;
            /** Format: date-time */
            nextAttemptAt: string | null;
            lastResponseStatus: number | null;
            lastLatencyMs: number | null;
            lastError: string | null;
            lastResponseExcerpt: string | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            attemptLog: components["schemas"]["PaymentWebhookAttempt"][];
        };
        PaymentWebhookRedelivery: {
            /** @description Another active subscription of the caller's to deliver to; the delivery's own when left out. */
            subscriptionId?: string;
        };
        /**
         * @description A video id (`mvd_` and a ULID).
         * @example mvd_01JD5V8ZK3M4N5P6Q7R8S9T0VW
         */
        MediaVideoId: string;
        /** @description A published video. */
        MediaVideo: {
            id: components["schemas"]["MediaVideoId"];
            title: string;
            /** @description May be empty. */
            description: string;
            /** @description Length in whole seconds. */
            durationSeconds: number;
            /**
             * Format: uri
             * @description Where the video streams from.
             */
            videoUrl: string;
            /**
             * Format: uri
             * @description A still image for the list; `null` when there is none.
             */
            thumbnailUrl: string | null;
            publishedAt: components["schemas"]["Timestamp"];
            createdAt: components["schemas"]["Timestamp"];
        };
        /** @description One page of the public video list. */
        MediaVideoPage: {
            items: components["schemas"]["MediaVideo"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
            /** @description The page size used. */
            limit: number;
            /** @description How many videos come before this page (the `offset` sent; with a cursor, counted now). */
            offset: number;
        };
        /**
         * @description A track id (`mtr_` and a ULID).
         * @example mtr_01JD5V8ZK3M4N5P6Q7R8S9T0VW
         */
        MediaTrackId: string;
        /** @description A published audio track and how many plays have counted. */
        MediaTrack: {
            id: components["schemas"]["MediaTrackId"];
            title: string;
            artist: string;
            /** @description May be empty. */
            description: string;
            /** @description Length in whole seconds. */
            durationSeconds: number;
            /**
             * Format: uri
             * @description Where the audio streams from.
             */
            audioUrl: string;
            /**
             * Format: uri
             * @description Cover art; `null` when there is none.
             */
            coverUrl: string | null;
            /** @description Plays counted so far, repeats by one listener within the window counted once. */
            plays: number;
            publishedAt: components["schemas"]["Timestamp"];
            createdAt: components["schemas"]["Timestamp"];
        };
        /** @description One page of the public track list. */
        MediaTrackPage: {
            items: components["schemas"]["MediaTrack"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
            /** @description The page size used. */
            limit: number;
            /** @description How many tracks come before this page (the `offset` sent; with a cursor, counted now). */
            offset: number;
        };
        /** @description What recording a play did. */
        MediaTrackPlay: {
            trackId: components["schemas"]["MediaTrackId"];
            /** @description Whether this play added one to `plays` (false for a repeat inside the listener's window). */
            counted: boolean;
            /** @description The track's play count after this play. */
            plays: number;
            /**
             * Format: date-time
             * @description When the next play by this listener will count (the last counted play plus the window), ISO 8601 in UTC.
             */
            countsAgainAt: string;
        };
        /**
         * @description `draft`: seen by operators only (and a draft track is not played); `published`: public.
         * @enum {string}
         */
        MediaStatus: "draft" | "published";
        /** @description A video as operators see it, a draft too. */
        MediaAdminVideo: {
            id: components["schemas"]["MediaVideoId"];
            title: string;
            description: string;
            durationSeconds: number;
            /** Format: uri */
            videoUrl: string;
            /** Format: uri */
            thumbnailUrl: string | null;
            status: components["schemas"]["MediaStatus"];
            /**
             * Format: date-time
             * @description When it was first published (kept when it is unpublished); `null` if it never was.
             */
            publishedAt: string | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        MediaAdminVideoPage: {
            items: components["schemas"]["MediaAdminVideo"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /**
         * @description One line of text, 1–200 characters, not blank (no line breaks or other control characters).
         * @example Signing a document in sixty seconds
         */
        MediaTitle: string;
        /**
         * @description Up to 4,000 characters; line breaks and tabs allowed, no other control characters. May be empty.
         * @example Register a work, sign its certificate and verify it offline.
         */
        MediaDescription: string;
        /**
         * @description Length in whole seconds, 1 to 86,400 (a day).
         * @example 64
         */
        MediaDuration: number;
        /**
         * Format: uri
         * @description An absolute `https:` URL with a host and no credentials (`user:password@`), at most 2,048 characters.
         * @example https://media.example/videos/signing-in-sixty-seconds.mp4
         */
        MediaUrl: string;
        /**
         * Format: uri
         * @description An absolute `https:` URL as for the media itself, or `null` for none.
         * @example https://media.example/videos/signing-in-sixty-seconds.jpg
         */
        MediaOptionalUrl: string | null;
        MediaVideoCreate: {
            title: components["schemas"]["MediaTitle"];
            description?: components["schemas"]["MediaDescription"];
            durationSeconds: components["schemas"]["MediaDuration"];
            videoUrl: components["schemas"]["MediaUrl"];
            thumbnailUrl?: components["schemas"]["MediaOptionalUrl"];
            status?: components["schemas"]["MediaStatus"];
        };
        /** @description The fields to change; those left out keep their value. */
        MediaVideoUpdate: {
            title?: components["schemas"]["MediaTitle"];
            description?: components["schemas"]["MediaDescription"];
            durationSeconds?: components["schemas"]["MediaDuration"];
            videoUrl?: components["schemas"]["MediaUrl"];
            thumbnailUrl?: components["schemas"]["MediaOptionalUrl"];
            status?: components["schemas"]["MediaStatus"];
        };
        /** @description A track as operators see it, a draft too. */
        MediaAdminTrack: {
            id: components["schemas"]["MediaTrackId"];
            title: string;
            artist: string;
            description: string;
            durationSeconds: number;
            /** Format: uri */
            audioUrl: string;
            /** Format: uri */
            coverUrl: string | null;
            plays: number;
            status: components["schemas"]["MediaStatus"];
            /**
             * Format: date-time
             * @description When it was first published (kept when it is unpublished); `null` if it never was.
             */
            publishedAt: string | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        MediaAdminTrackPage: {
            items: components["schemas"]["MediaAdminTrack"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        MediaTrackCreate: {
            title: components["schemas"]["MediaTitle"];
            artist: components["schemas"]["MediaTitle"];
            description?: components["schemas"]["MediaDescription"];
            durationSeconds: components["schemas"]["MediaDuration"];
            audioUrl: components["schemas"]["MediaUrl"];
            coverUrl?: components["schemas"]["MediaOptionalUrl"];
            status?: components["schemas"]["MediaStatus"];
        };
        /** @description The fields to change; those left out keep their value. */
        MediaTrackUpdate: {
            title?: components["schemas"]["MediaTitle"];
            artist?: components["schemas"]["MediaTitle"];
            description?: components["schemas"]["MediaDescription"];
            durationSeconds?: components["schemas"]["MediaDuration"];
            audioUrl?: components["schemas"]["MediaUrl"];
            coverUrl?: components["schemas"]["MediaOptionalUrl"];
            status?: components["schemas"]["MediaStatus"];
        };
        /**
         * @description `string`: one line; `text`: line breaks allowed; `date`: `YYYY-MM-DD`; `money`: a JSON number with at most 2 decimals; `integer`: a JSON integer from the field's `minimum` to its `maximum`.
         * @enum {string}
         */
        ContractFieldType: "string" | "text" | "date" | "money" | "integer";
        ContractTemplateField: {
            /** @description The key in a document's `fields`. */
            name: string;
            label: string;
            type: components["schemas"]["ContractFieldType"];
            required: boolean;
            /** @description Longest value in characters (for `money` and `integer`, of its decimal form). */
            maxLength: number;
            /** @description An `integer` field's smallest value (only on `integer` fields). */
            minimum?: number;
            /** @description An `integer` field's largest value (only on `integer` fields). */
            maximum?: number;
        };
        ContractTemplateSection: {
            heading: string;
            /** @description The section's text, `{{name}}` standing for a field's value. */
            body: string;
        };
        ContractTemplate: {
            /**
             * @description What `template` names when a document is made.
             * @example nda
             */
            id: string;
            title: string;
            description: string;
            /** @description The currency of its `money` fields. */
            currency: string;
            fields: components["schemas"]["ContractTemplateField"][];
            sections: components["schemas"]["ContractTemplateSection"][];
        };
        ContractTemplateList: {
            items: components["schemas"]["ContractTemplate"][];
        };
        /**
         * @description `active` while it can be viewed; `destroyed` once its key and content are gone.
         * @enum {string}
         */
        ContractDocumentStatus: "active" | "destroyed";
        ContractDocumentSummary: {
            /** @example cdoc_01JD0000000000000000000000 */
            id: string;
            /** @description The template's `id`. */
            template: string;
            /** @description The template's title. */
            title: string;
            status: components["schemas"]["ContractDocumentStatus"];
            maxViews: number;
            viewsUsed: number;
            /** @description 0 once destroyed. */
            viewsRemaining: number;
            /** @description Whether anyone has viewed it. */
            viewed: boolean;
            /** Format: date-time */
            firstViewedAt: string | null;
            /** Format: date-time */
            lastViewedAt: string | null;
            expiresAt: components["schemas"]["Timestamp"];
            /** Format: date-time */
            destroyedAt: string | null;
            /**
             * @description Why it was destroyed.
             * @enum {string|null}
             */
            destroyedReason: "views-exhausted" | "expired" | "revoked" | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        ContractDocumentPage: {
            items: components["schemas"]["ContractDocumentSummary"][];
            total: number;
            nextCursor: components["schemas"]["NextCursor"];
        };
        /**
         * @description Field values by field name: strings for `string`, `text` and `date` fields, numbers for `money` and `integer`.
         * @example {
         *       "disclosingParty": "Ada Labs LLP",
         *       "receivingParty": "Grace Hopper",
         *       "purpose": "Evaluating a joint venture",
         *       "effectiveDate": "2026-12-01",
         *       "termMonths": 24
         *     }
         */
        ContractFieldValues: {
            [key: string]: string | number;
        };
        /**
         * @description Who the link's page says sent the document, as its owner chooses to be named to the reader
         *     (one line: no line break, control or bidirectional formatting character). Without it the
         *     page names no one. Encrypted at rest under the document's key, destroyed with its content.
         * @example Ada Labs LLP
         */
        ContractSenderName: string;
        ContractDocumentCreate: {
            /**
             * @description A template's `id`.
             * @example nda
             */
            template: string;
            fields: components["schemas"]["ContractFieldValues"];
            senderName?: components["schemas"]["ContractSenderName"];
            /** @description How many times the document may be viewed (default 1). */
            maxViews?: number;
            /** @description Lifetime from now (default 86400). */
            expiresInSeconds?: number;
            /**
             * Format: date-time
             * @description Instead of `expiresInSeconds`: 60 s to 30 days from now.
             */
            expiresAt?: string;
        };
        ContractDocument: {
            /** @example cdoc_01JD0000000000000000000000 */
            id: string;
            template: string;
            title: string;
            status: components["schemas"]["ContractDocumentStatus"];
            maxViews: number;
            viewsUsed: number;
            viewsRemaining: number;
            viewed: boolean;
            /** Format: date-time */
            firstViewedAt: string | null;
            /** Format: date-time */
            lastViewedAt: string | null;
            expiresAt: components["schemas"]["Timestamp"];
            /** Format: date-time */
            destroyedAt: string | null;
            /**
             * @description Why it was destroyed.
             * @enum {string|null}
             */
            destroyedReason: "views-exhausted" | "expired" | "revoked" | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            /** @description The field values as given (see `ContractFieldValues`); `null` once the document is destroyed. */
            fields: {
                [key: string]: string | number;
            } | null;
            /** @description The sender's name the link's page shows; `null` when none was given, and once the document is destroyed. */
            senderName: string | null;
        };
        ContractDocumentCreated: {
            document: components["schemas"]["ContractDocument"];
            /** @description The link to share: `<PUBLIC_BASE_URL>/api/contracts/view/<viewToken>` (a page in a browser). Shown only now. */
            viewUrl: string;
            /** @description The link's token (256 random bits). Shown only now. */
            viewToken: string;
        };
        ContractDocumentUpdate: {
            fields?: components["schemas"]["ContractFieldValues"];
            /** @description A new sender's name (see `ContractSenderName`), or `null` for none. */
            senderName?: string | null;
            maxViews?: number;
            expiresInSeconds?: number;
            /** Format: date-time */
            expiresAt?: string;
            /**
             * @description Destroy the document now (alone in the body).
             * @enum {boolean}
             */
            revoked?: true;
        };
        /** @enum {string} */
        ContractDestroyedReason: "views-exhausted" | "expired" | "revoked";
        ContractLink: {
            template: string;
            title: string;
            status: components["schemas"]["ContractDocumentStatus"];
            viewsRemaining: number;
            expiresAt: components["schemas"]["Timestamp"];
            /** Format: date-time */
            destroyedAt: string | null;
        };
        ContractRenderedField: {
            name: string;
            label: string;
            type: components["schemas"]["ContractFieldType"];
            /** @description The value as shown in the text (money with 2 decimals and the currency); `null` when not given. */
            value: string | null;
        };
        ContractView: {
            template: string;
            title: string;
            sections: {
                heading: string;
                text: string;
            }[];
            /** @description The whole document as plain text: the title, then each section. */
            text: string;
            fields: components["schemas"]["ContractRenderedField"][];
            /** @description Views left after this one (0 means this view destroyed it). */
            viewsRemaining: number;
            expiresAt: components["schemas"]["Timestamp"];
            viewedAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description `ed25519`: an Ed25519 key pair whose private seed is shared (recovery signs with it);
         *     `secret-256`: 32 random bytes (recovery answers them).
         * @enum {string}
         */
        KeyshieldKind: "ed25519" | "secret-256";
        KeyshieldDeriveRequest: {
            kind: components["schemas"]["KeyshieldKind"];
            /** @description k: how many shares recover the key (at most `shares`). */
            threshold: number;
            /** @description n: how many shares to make. */
            shares: number;
            /** @description A name for the key, shown in lists (stored as written; not a place for secrets). */
            label?: string;
        };
        /** @example ksk_01JD0000000000000000000000 */
        KeyshieldKeyId: string;
        KeyshieldKey: {
            id: components["schemas"]["KeyshieldKeyId"];
            kind: components["schemas"]["KeyshieldKind"];
            label: string | null;
            /** @description The Ed25519 public key (32 bytes, unpadded base64url); `null` for `secret-256`. */
            publicKey: string | null;
            /** @description k */
            threshold: number;
            /** @description n */
            shares: number;
            /** @description 1 when derived, one more at each rotation; only shares of this epoch work. */
            epoch: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            rotatedAt: string | null;
            /**
             * Format: date-time
             * @description When it was retired (its secret destroyed); null while usable.
             */
            retiredAt: string | null;
        };
        /**
         * @description A share as derive or rotate returned it: `ks1.<keyId>.<epoch>.<index>.<data>.<check>`.
         * @example ks1.ksk_01JD0000000000000000000000.1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB.00000000
         */
        KeyshieldShare: string;
        KeyshieldKeyWithShares: {
            key: components["schemas"]["KeyshieldKey"];
            /** @description The n shares of the key's current epoch, by index (shown only here; `null` on an idempotent replay). */
            shares: components["schemas"]["KeyshieldShare"][] | null;
        };
        KeyshieldRecoverRequest: {
            keyId: components["schemas"]["KeyshieldKeyId"];
            shares: components["schemas"]["KeyshieldShare"][];
            /** @description For an `ed25519` key, the text to sign (its UTF-8 bytes are signed); absent for `secret-256`. */
            message?: string;
        };
        KeyshieldRecovery: {
            keyId: components["schemas"]["KeyshieldKeyId"];
            kind: components["schemas"]["KeyshieldKind"];
            epoch: number;
            /** @description The Ed25519 public key that checks `signature`; `null` for `secret-256`. */
            publicKey: string | null;
            /** @description Ed25519 signature of the UTF-8 bytes of `message` (64 bytes, unpadded base64url); `null` for `secret-256`. */
            signature: string | null;
            /** @description The 256-bit secret (32 bytes, unpadded base64url); `null` for `ed25519`, whose seed never leaves. */
            secret: string | null;
        };
        KeyshieldRotateRequest: {
            keyId: components["schemas"]["KeyshieldKeyId"];
            shares: components["schemas"]["KeyshieldShare"][];
        };
        KeyshieldKeyPage: {
            items: components["schemas"]["KeyshieldKey"][];
            total: number;
            nextCursor: components["schemas"]["NextCursor"];
        };
        KeyshieldAuditEntry: {
            /** @example ksa_01JD0000000000000000000000 */
            id: string;
            keyId: components["schemas"]["KeyshieldKeyId"];
            /** @description Who used the key (its owner). */
            userId: string;
            /** @enum {string} */
            operation: "derive" | "recover" | "rotate" | "retire";
            /** @description The key's epoch when it was used (a rotation's is the one it left). */
            epoch: number;
            /** @enum {string} */
            outcome: "succeeded" | "refused";
            /** @description A refusal's problem `code` (`share-stale-epoch`, …); `null` when it succeeded. */
            code: string | null;
            /** @description The request's `X-Request-Id`. */
            requestId: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        KeyshieldAuditPage: {
            items: components["schemas"]["KeyshieldAuditEntry"][];
            total: number;
            nextCursor: components["schemas"]["NextCursor"];
        };
        /**
         * @description A regime of the governance model (`GET /api/constitution/public/regimes`).
         * @example liberal-democracy
         * @enum {string}
         */
        ConstitutionArtifactRegimeId: "autocracy" | "oligarchy" | "anarchy" | "dominant-party" | "populist-democracy" | "technocracy" | "social-democracy" | "liberal-democracy" | "polycentric-federation";
        /** @description Who wrote it, only as a pseudonymous handle (random, the same on all of one user's artifacts and comments). */
        ConstitutionArtifactAuthor: {
            /** @example citizen-k3v9q2m7xa */
            handle: string;
        };
        /**
         * @description The eight sliders, each an integer from 0 to 100 (`GET /api/constitution/public/sliders-spec`).
         * @example {
         *       "floor": 55,
         *       "ruleOfLaw": 85,
         *       "rotation": 80,
         *       "transparency": 80,
         *       "multiStatus": 70,
         *       "skinInGame": 70,
         *       "polycentricity": 60,
         *       "positiveSum": 75
         *     }
         */
        ConstitutionArtifactSliders: {
            floor: number;
            ruleOfLaw: number;
            rotation: number;
            transparency: number;
            multiStatus: number;
            skinInGame: number;
            polycentricity: number;
            positiveSum: number;
        };
        ConstitutionArtifactRegime: {
            id: components["schemas"]["ConstitutionArtifactRegimeId"];
            /** @example Liberal democracy */
            name: string;
        };
        /** @description The six metrics the model gives the sliders, each from 0 to 100 with at most one decimal. */
        ConstitutionArtifactMetrics: {
            eliteFear: number;
            intraConflict: number;
            resentment: number;
            innovation: number;
            stability: number;
            legitimacy: number;
        };
        ConstitutionArtifact: {
            /** @example cna_01JD0000000000000000000000 */
            id: string;
            title: string;
            summary: string | null;
            tags: string[];
            author: components["schemas"]["ConstitutionArtifactAuthor"];
            sliders: components["schemas"]["ConstitutionArtifactSliders"];
            regime: components["schemas"]["ConstitutionArtifactRegime"];
            metrics: components["schemas"]["ConstitutionArtifactMetrics"];
            /** @description How many users voted for it. */
            votes: number;
            /** @description How many comments it has. */
            comments: number;
            /** Format: date-time */
            createdAt: string;
        };
        ConstitutionArtifactPage: {
            items: components["schemas"]["ConstitutionArtifact"][];
            total: number;
            nextCursor: components["schemas"]["NextCursor"];
        };
        PublishConstitutionArtifactRequest: {
            /** @example Rotation with a generous floor */
            title: string;
            sliders: components["schemas"]["ConstitutionArtifactSliders"];
            /**
             * @description A few sentences on what the scenario explores.
             * @example What happens to resentment when the floor rises and power rotates every term.
             */
            summary?: string;
            /**
             * @description Up to 10 tags of 1–40 characters, without white space at either end; a repeated tag is kept once.
             * @example [
             *       "floor",
             *       "rotation"
             *     ]
             */
            tags?: string[];
        };
        ConstitutionArtifactStats: {
            total: number;
            regimes: {
                regime: components["schemas"]["ConstitutionArtifactRegime"];
                count: number;
                /** @description The mean of each metric over the regime's artifacts; null when it has none. */
                averageMetrics: {
                    eliteFear: number;
                    intraConflict: number;
                    resentment: number;
                    innovation: number;
                    stability: number;
                    legitimacy: number;
                } | null;
            }[];
        };
        SimilarConstitutionArtifacts: {
            items: {
                /** @description The model's distance between the two slider vectors. */
                distance: number;
                artifact: components["schemas"]["ConstitutionArtifact"];
            }[];
        };
        ConstitutionArtifactVote: {
            artifactId: string;
            /** @description How many users voted for the artifact now. */
            votes: number;
            /** @description Whether the caller's vote is counted in `votes`. */
            voted: boolean;
        };
        ConstitutionArtifactCommentRequest: {
            /** @example The floor alone does not buy stability here. */
            body: string;
        };
        ConstitutionArtifactComment: {
            /** @example ccm_01JD0000000000000000000000 */
            id: string;
            artifactId: string;
            author: components["schemas"]["ConstitutionArtifactAuthor"];
            body: string;
            /** Format: date-time */
            createdAt: string;
        };
        ConstitutionArtifactCommentPage: {
            items: components["schemas"]["ConstitutionArtifactComment"][];
            total: number;
            nextCursor: components["schemas"]["NextCursor"];
        };
        ConstitutionArtifactSocial: {
            artifactId: string;
            votes: number;
            comments: number;
            /** @description The last 20 votes and comments, newest first. */
            recent: {
                /** @enum {string} */
                kind: "vote" | "comment";
                /** Format: date-time */
                at: string;
                /** @description The comment's id (comments only). */
                commentId?: string;
            }[];
        };
        StartCoachSessionRequest: {
            /**
             * @description What the session is about (not blank).
             * @example Endgame technique
             */
            topic: string;
            /**
             * @description The position to start from, in Forsyth–Edwards Notation (checked with chess.js).
             * @example rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
             */
            fen?: string;
        };
        /**
         * @description A coaching session id (`cse_` and a ULID).
         * @example cse_01JD5V8ZK3M4N5P6Q7R8S9T0VW
         */
        CoachSessionId: string;
        /** @description A coaching session. */
        CoachSession: {
            id: components["schemas"]["CoachSessionId"];
            topic: string;
            /** @description The starting position as sent (trimmed); `null` for a session without one. */
            fen: string | null;
            /**
             * @description Whose move it is in `fen`; `null` without a position.
             * @enum {string|null}
             */
            sideToMove: "white" | "black" | null;
            /** @enum {string} */
            status: "active" | "ended";
            /** @description The notes given when the session ended; `null` while active or when none were given. */
            notes: string | null;
            /** @description The message count given when the session ended; `null` when none was given. */
            messageCount: number | null;
            startedAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When the session ended (ISO 8601 in UTC); `null` while active.
             */
            endedAt: string | null;
        };
        /** @description One session. */
        CoachSessionEnvelope: {
            session: components["schemas"]["CoachSession"];
        };
        /** @description One page of the caller's sessions, newest first. */
        CoachSessionPage: {
            items: components["schemas"]["CoachSession"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        EndCoachSessionRequest: {
            /** @description The caller's notes on the session (sealed at rest). */
            notes?: string;
            /** @description How many messages the session exchanged. */
            messageCount?: number;
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
        /** @description The representation matches `If-None-Match`; no body. */
        NotModified: {
            headers: {
                ETag: components["headers"]["ETag"];
                "Cache-Control": components["headers"]["Cache-Control"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /**
         * @description `code` says why:
         *     - `catalog-item-not-found`: no module with this id in the catalog.
         */
        ModuleNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example catalog-item-not-found
                     * @enum {string}
                     */
                    code?: "catalog-item-not-found";
                };
            };
        };
        /**
         * @description `code`:
         *     - `idempotency-key-in-flight`: a request with the same Idempotency-Key is still being
         *       processed; retry after `Retry-After` seconds.
         */
        IdempotencyKeyInFlight: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["IdempotencyKeyInFlightProblem"];
            };
        };
        /**
         * @description `code` says why:
         *     - `signing-key-changed`: the caller's key was rotated while the request was signing; send it again.
         */
        SigningKeyChanged: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example signing-key-changed
                     * @enum {string}
                     */
                    code?: "signing-key-changed";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `signing-key-not-found`: none of the caller's signing keys has this id (someone else's key is
         *       answered alike).
         */
        SigningKeyNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example signing-key-not-found
                     * @enum {string}
                     */
                    code?: "signing-key-not-found";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `signing-key-retired`: the key was retired by a rotation and can no longer sign.
         */
        SigningKeyRetired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example signing-key-retired
                     * @enum {string}
                     */
                    code?: "signing-key-retired";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `signing-key-forbidden`: the key is not one of the caller's (or does not exist).
         *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
         *       operation (see `Forbidden` in components.yaml).
         */
        SigningKeyForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": (components["schemas"]["Problem"] & {
                    /**
                     * @example signing-key-forbidden
                     * @enum {string}
                     */
                    code?: "signing-key-forbidden";
                }) | components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description `code` says why:
         *     - `transparency-entry-not-found`: the latest checkpoint's tree has no entry at this index (yet).
         */
        EntryNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example transparency-entry-not-found
                     * @enum {string}
                     */
                    code?: "transparency-entry-not-found";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `validation`: a parameter is missing or malformed; `errors` lists each.
         *     - `transparency-index-out-of-range`: the index is not below the tree size, or `from` is above `to`.
         */
        ProofOutOfRange: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example validation
                     * @enum {string}
                     */
                    code?: "validation" | "transparency-index-out-of-range";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `transparency-tree-size-unknown`: the tree size is larger than the latest checkpoint's.
         */
        TreeSizeUnknown: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example transparency-tree-size-unknown
                     * @enum {string}
                     */
                    code?: "transparency-tree-size-unknown";
                };
            };
        };
        /** @description The tile's bytes (hashes, or length-prefixed entries). */
        Tile: {
            headers: {
                "Cache-Control": components["headers"]["Cache-Control"];
                [name: string]: unknown;
            };
            content: {
                "application/octet-stream": string;
            };
        };
        /**
         * @description `code` says why:
         *     - `transparency-tile-not-found`: not a tile of the latest checkpoint's tree (a malformed path, a
         *       tile beyond it, or a partial width it does not have).
         */
        TileNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example transparency-tile-not-found
                     * @enum {string}
                     */
                    code?: "transparency-tile-not-found";
                };
            };
        };
        /**
         * @description `code`:
         *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request; use a new key.
         */
        IdempotencyKeyReused: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["IdempotencyKeyReusedProblem"];
            };
        };
        /**
         * @description `code` says why:
         *     - `rights-object-not-found`: no rights object with this id is visible here.
         */
        RightsObjectNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example rights-object-not-found
                     * @enum {string}
                     */
                    code?: "rights-object-not-found";
                };
            };
        };
        /**
         * @description The request did not prove it comes from the partner. `code` says why:
         *     - `webhook-signature`: the signature is missing, malformed or does not match, or the fallback secret
         *       header is wrong, missing or not allowed (`WEBHOOK_REQUIRE_HMAC=1`).
         *     - `webhook-timestamp`: the timestamp header is missing or not unix seconds.
         *     - `webhook-timestamp-skew`: the timestamp is more than 300 s from the server's time (the detail starts
         *       "timestamp skew").
         */
        WebhookUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example webhook-signature
                     * @enum {string}
                     */
                    code?: "webhook-signature" | "webhook-timestamp" | "webhook-timestamp-skew";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `webhook-event-conflict`: this `eventId` was already recorded with different content; the record is
         *       unchanged and nothing of this request was recorded.
         */
        WebhookEventConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example webhook-event-conflict
                     * @enum {string}
                     */
                    code?: "webhook-event-conflict";
                };
            };
        };
        /**
         * @description Nothing was recorded; the report can be sent again later. `code` says why:
         *     - `balance-limit`: crediting the recipient's wallet would take it over the largest balance
         *       (9,999,999,999,999.99 TNU).
         *     - `earnings-limit`: the recipient's lifetime earnings would pass 9,999,999,999,999.99 TNU, the largest
         *       amount the API reports exactly; nothing was recorded.
         */
        WebhookBalanceLimit: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example balance-limit
                     * @enum {string}
                     */
                    code?: "balance-limit" | "earnings-limit";
                };
            };
        };
        /**
         * @description The receiver cannot take the report now; nothing was recorded. `code` says why:
         *     - `unavailable`: the database is out of reach; retry after `Retry-After` seconds.
         *     - `webhook-disabled`: no secret is configured for this receiver; it accepts nothing.
         */
        WebhookUnavailable: {
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
                    code?: "unavailable" | "webhook-disabled";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `tournament-capacity`: `entries` would exceed `capacity`.
         */
        TournamentCapacity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example tournament-capacity
                     * @enum {string}
                     */
                    code?: "tournament-capacity";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `catalog-item-not-found`: no module with this id in the catalog.
         */
        WaitlistModuleNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example catalog-item-not-found
                     * @enum {string}
                     */
                    code?: "catalog-item-not-found";
                };
            };
        };
        /**
         * @description `code`:
         *     - `llm-budget-not-found`: the subject has no budget, or names no API key of the caller's (or no
         *       user, for an operator).
         */
        LlmBudgetNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example llm-budget-not-found
                     * @enum {string}
                     */
                    code?: "llm-budget-not-found";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `llm-budget-set-by-operator`: an operator put this budget on the user; only an operator can
         *       change or remove it.
         *     - `session-required`: an API key was sent; only a signed-in session may set budgets.
         *     - `insufficient-scope`: see `Forbidden`.
         */
        LlmBudgetForbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": (components["schemas"]["Problem"] & {
                    /**
                     * @example llm-budget-set-by-operator
                     * @enum {string}
                     */
                    code?: "llm-budget-set-by-operator";
                }) | components["schemas"]["ForbiddenProblem"];
            };
        };
        /** @description A server error, never with a stack trace (`internal`; outside production, `response-validation`). */
        OpenAIServerError: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OpenAIError"];
            };
        };
        /** @description The request does not match the contract (`validation`); `error.param` names the first field. */
        OpenAIBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OpenAIError"];
            };
        };
        /**
         * @description No valid API key or token: `error.code` `invalid_api_key` (`unauthorized`: missing, unknown,
         *     revoked or expired), or `token-expired` (a session's access token whose time is up).
         */
        OpenAIUnauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OpenAIError"];
            };
        };
        /** @description The API key's scopes do not hold the operation's (`insufficient-scope`), or only a session may call it (`session-required`). */
        OpenAIForbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OpenAIError"];
            };
        };
        /** @description The caller's rate limit is used up (`rate-limited`, `error.code` `rate_limit_exceeded`); wait `Retry-After` seconds. */
        OpenAITooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OpenAIError"];
            };
        };
        /** @description The database (or the check of a token) is out of reach (`unavailable`); retry after `Retry-After` seconds. */
        OpenAIServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OpenAIError"];
            };
        };
        /**
         * @description The request is malformed or does not match the contract (`validation`, `malformed-json`,
         *     `bad-request`, `invalid-data`); `error.param` names the first field that is wrong.
         */
        OpenAIBadRequestBody: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OpenAIError"];
            };
        };
        /**
         * @description `code`:
         *     - `fanout-conversation-not-found`: no conversation of the caller's has this id.
         */
        FanoutConversationNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example fanout-conversation-not-found
                     * @enum {string}
                     */
                    code?: "fanout-conversation-not-found";
                };
            };
        };
        /** @description The representation matches `If-None-Match`; no body. */
        ConstitutionNotModified: {
            headers: {
                ETag: components["headers"]["ETag"];
                "Cache-Control": components["headers"]["Cache-Control"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /**
         * @description `code`:
         *     - `constitution-quota-exceeded`: the caller has saved as many scenarios as the plan allows
         *       (`quota` is `scenarios`, with its `limit`; `resetAt` is null, it never resets).
         *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
         *       operation (see `Forbidden` in components.yaml).
         */
        ConstitutionScenarioQuotaExceeded: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ConstitutionQuotaProblem"] | components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `constitution-scenario-not-found`: no scenario of the caller's has this id.
         */
        ConstitutionScenarioNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example constitution-scenario-not-found
                     * @enum {string}
                     */
                    code?: "constitution-scenario-not-found";
                };
            };
        };
        /**
         * @description Nothing was counted or asked. `code`:
         *     - `constitution-aim-unclear`: no language model is configured, and `goal` names no regime and
         *       no metric the governance model could work toward, and no `aim` was sent; `detail` lists what
         *       it reads.
         *     - `llm-model-unpriced`: a spend budget applies to the signed-in caller and the price table has no
         *       price for the configured suggestion model (`CONSTITUTION_AI_MODEL`).
         */
        ConstitutionSuggestUnprocessable: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example constitution-aim-unclear
                     * @enum {string}
                     */
                    code?: "constitution-aim-unclear" | "llm-model-unpriced";
                };
            };
        };
        /**
         * @description Nothing was asked of the model unless said otherwise. `code`:
         *     - `rate-limited`: the caller's chat budget (shared with `POST /api/llm/chat`) is used up; without
         *       an account, the client address's request budget.
         *     - `constitution-quota-exceeded`: the plan's `aiSuggestionsPerDay` is used up (`quota`, `limit`,
         *       `resetAt`: the next 00:00 UTC; `Retry-After` counts down to it); without an account, the
         *       address's `CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY` (`limit` is that figure).
         *     - `llm-upstream-rate-limited` (JSON operation only): the provider refused for its own rate limit,
         *       after the gateway's retries and fallbacks.
         *     - `llm-budget-exceeded`: a spend budget of the signed-in caller's (`budget`) has no room for
         *       the most the model's call can cost (`needed`); nothing was counted or asked (see `PUT
         *       /api/llm/budgets/{subject}`).
         */
        ConstitutionSuggestTooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Should-Retry": components["headers"]["X-Should-Retry"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example rate-limited
                     * @enum {string}
                     */
                    code?: "rate-limited" | "constitution-quota-exceeded" | "llm-upstream-rate-limited" | "llm-budget-exceeded";
                    budget?: components["schemas"]["LlmBudget"];
                    needed?: number;
                    /** @enum {string} */
                    quota?: "aiSuggestionsPerDay";
                    limit?: number;
                    /** Format: date-time */
                    resetAt?: string;
                };
            };
        };
        /**
         * @description The model was asked; its run is stored. `code`:
         *     - `llm-upstream-error`: the provider answered with an error (its message in `detail`).
         *     - `constitution-ai-invalid-answer`: the model's answer is not a usable suggestion (no JSON
         *       object, an unknown slider, a value that is not a number from 0 to 100); `detail` says what.
         */
        ConstitutionSuggestBadGateway: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example llm-upstream-error
                     * @enum {string}
                     */
                    code?: "llm-upstream-error" | "constitution-ai-invalid-answer";
                };
            };
        };
        /**
         * @description Retry after `Retry-After` seconds. `code`:
         *     - `unavailable`: the database is out of reach.
         *     - `llm-provider-unavailable`: the provider's circuit breaker is open; nothing was asked.
         */
        ConstitutionSuggestUnavailable: {
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
                    code?: "unavailable" | "llm-provider-unavailable";
                };
            };
        };
        /**
         * @description `code`:
         *     - `llm-upstream-timeout`: the model did not answer within `CONSTITUTION_AI_TIMEOUT_MS` (or its
         *       provider's own timeout), retries included.
         */
        ConstitutionSuggestTimeout: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example llm-upstream-timeout
                     * @enum {string}
                     */
                    code?: "llm-upstream-timeout";
                };
            };
        };
        /**
         * @description `code`:
         *     - `payments-wallet-not-found`: no wallet of the caller's has this id (or, for a transfer's
         *       `to`, no user's wallet has it); or the caller has no wallet yet.
         */
        PaymentWalletNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example payments-wallet-not-found
                     * @enum {string}
                     */
                    code?: "payments-wallet-not-found";
                };
            };
        };
        /**
         * @description Nothing was moved. `code`:
         *     - `insufficient-funds`: the wallet's available balance is below what this needs (fee included).
         *     - `balance-limit`: the credit would take a wallet over 9,999,999,999,999.99 KZT.
         *     - `payments-outflow-limit`: the wallet's owner is not verified yet and this would take the
         *       wallet over its daily outflow cap (`detail` says how much is left today).
         *     - `idempotency-key-reused`: the `Idempotency-Key` was used with another body.
         */
        PaymentMoneyRefused: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example insufficient-funds
                     * @enum {string}
                     */
                    code?: "insufficient-funds" | "balance-limit" | "payments-outflow-limit" | "idempotency-key-reused";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `simulated-checkout-disabled`: this server does not simulate deposits (a production server whose
         *       operator did not choose `PAYMENTS_MODE=test`), so a session could never be paid.
         *     - `insufficient-scope`, `session-required`: the API key may not call this operation.
         */
        SimulatedCheckoutDisabledOrForbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": (components["schemas"]["Problem"] & {
                    /**
                     * @example simulated-checkout-disabled
                     * @enum {string}
                     */
                    code?: "simulated-checkout-disabled";
                }) | components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description Nothing was done; try again later. `code`:
         *     - `acquirer-unavailable`: the acquirer did not answer (live mode).
         *     - `unavailable`: the database is out of reach.
         */
        AcquirerUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example acquirer-unavailable
                     * @enum {string}
                     */
                    code?: "acquirer-unavailable" | "unavailable";
                };
            };
        };
        /**
         * @description `code`:
         *     - `checkout-session-not-found`: no session of the caller's has this id (or no session has
         *       this token).
         */
        CheckoutSessionNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example checkout-session-not-found
                     * @enum {string}
                     */
                    code?: "checkout-session-not-found";
                };
            };
        };
        /**
         * @description `code`:
         *     - `payout-not-found`: no payout has this id (or, for a user, none of theirs).
         */
        PayoutNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example payout-not-found
                     * @enum {string}
                     */
                    code?: "payout-not-found";
                };
            };
        };
        /**
         * @description Nothing changed. `code`:
         *     - `payout-not-pending`: the payout was already settled, rejected or cancelled (perhaps just now,
         *       by someone else); `detail` names its status.
         *     - `idempotency-key-in-flight`: a request with the same Idempotency-Key is still being
         *       processed; retry after `Retry-After` seconds.
         */
        PayoutNotPending: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example payout-not-pending
                     * @enum {string}
                     */
                    code?: "payout-not-pending" | "idempotency-key-in-flight";
                };
            };
        };
        /**
         * @description `code`:
         *     - `kyc-not-found`: no identity check has this id.
         */
        KycNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example kyc-not-found
                     * @enum {string}
                     */
                    code?: "kyc-not-found";
                };
            };
        };
        /**
         * @description Nothing changed. `code`:
         *     - `kyc-not-pending`: the submission was already decided (perhaps just now, by someone else).
         *     - `idempotency-key-in-flight`: a request with the same Idempotency-Key is still being
         *       processed; retry after `Retry-After` seconds.
         */
        KycNotPending: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example kyc-not-pending
                     * @enum {string}
                     */
                    code?: "kyc-not-pending" | "idempotency-key-in-flight";
                };
            };
        };
        /**
         * @description `code`:
         *     - `merchant-key-not-found`: no key of the caller's has this id.
         */
        MerchantKeyNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example merchant-key-not-found
                     * @enum {string}
                     */
                    code?: "merchant-key-not-found";
                };
            };
        };
        /**
         * @description `code`:
         *     - `payments-wallet-not-found`: the merchant has no KZT wallet to be paid into yet
         *       (`POST /api/payments/wallets`).
         */
        MerchantNoWallet: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example payments-wallet-not-found
                     * @enum {string}
                     */
                    code?: "payments-wallet-not-found";
                };
            };
        };
        /**
         * @description `code`:
         *     - `payment-request-not-found`: no request of the caller's has this id (for the public view:
         *       no request has it).
         */
        PaymentRequestNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example payment-request-not-found
                     * @enum {string}
                     */
                    code?: "payment-request-not-found";
                };
            };
        };
        /**
         * @description `code`:
         *     - `payment-request-not-open`: the request is paid or expired, so it cannot be cancelled.
         */
        PaymentRequestClosed: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example payment-request-not-open
                     * @enum {string}
                     */
                    code?: "payment-request-not-open";
                };
            };
        };
        /**
         * @description `code`:
         *     - `webhook-subscription-not-found`: no subscription of the caller's has this id.
         */
        PaymentWebhookSubscriptionNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example webhook-subscription-not-found
                     * @enum {string}
                     */
                    code?: "webhook-subscription-not-found";
                };
            };
        };
        /**
         * @description `code`:
         *     - `webhook-subscription-disabled`: the subscription is disabled (deleted, gone, or replaced before several were allowed).
         */
        PaymentWebhookSubscriptionDisabled: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example webhook-subscription-disabled
                     * @enum {string}
                     */
                    code?: "webhook-subscription-disabled";
                };
            };
        };
        /**
         * @description `code`:
         *     - `webhook-delivery-not-found`: no delivery of the caller's has this id.
         */
        PaymentWebhookDeliveryNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example webhook-delivery-not-found
                     * @enum {string}
                     */
                    code?: "webhook-delivery-not-found";
                };
            };
        };
        /**
         * @description The request does not match the contract. `code`:
         *     - `validation`: a parameter is missing, unknown or malformed (`limit` above 200, `offset` above
         *       100,000, say); `errors` lists each.
         *     - `invalid-cursor`: `cursor` is not a `nextCursor` this list gave out; pass it back unchanged.
         *     - `media-cursor-and-offset`: both `cursor` and `offset` were sent; page by one of them.
         */
        MediaPageBadRequest: {
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
                    code?: "validation" | "invalid-cursor" | "media-cursor-and-offset";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `media-video-not-found`: no video has this id (or, on the public reads, none that is published).
         */
        MediaVideoNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example media-video-not-found
                     * @enum {string}
                     */
                    code?: "media-video-not-found";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `media-track-not-found`: no track has this id (or, on the public reads and plays, none that is
         *       published).
         */
        MediaTrackNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example media-track-not-found
                     * @enum {string}
                     */
                    code?: "media-track-not-found";
                };
            };
        };
        /**
         * @description Nothing was changed. `code`:
         *     - `validation`: a parameter or a body field is missing, unknown or malformed (a blank title, a
         *       duration of 0, a URL that is not `https://…`, say); `errors` lists each.
         *     - `malformed-json`: the body is not JSON.
         *     - `bad-request`: the body could not be read (it ended before its `Content-Length`).
         *     - `invalid-data`: a value the contract allows that the database cannot store.
         *     - `media-invalid-url`: a URL field passes the contract's checks but is not an absolute `https:`
         *       URL with a host and without credentials (`user:password@`); `errors` names the field.
         */
        MediaWriteBadRequest: {
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
                    code?: "validation" | "malformed-json" | "bad-request" | "invalid-data" | "media-invalid-url";
                };
            };
        };
        /**
         * @description Nothing was created. `code`:
         *     - `contract-document-limit`: the caller already has `limit` documents that are not destroyed
         *       (`CONTRACTS_MAX_LIVE_DOCUMENTS_PER_USER`).
         *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
         *       operation (see `Forbidden` in components.yaml).
         */
        ContractDocumentLimit: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": (components["schemas"]["Problem"] & {
                    /**
                     * @example contract-document-limit
                     * @enum {string}
                     */
                    code?: "contract-document-limit";
                    limit: number;
                }) | components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `contract-document-not-found`: no document of the caller's has this id.
         */
        ContractDocumentNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example contract-document-not-found
                     * @enum {string}
                     */
                    code?: "contract-document-not-found";
                };
            };
        };
        /**
         * @description `code`:
         *     - `document-destroyed`: the document was destroyed (its views were used up, it expired, or its
         *       owner revoked it); `destroyedAt` says when and `destroyedReason` why.
         */
        ContractDocumentDestroyed: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Cache-Control": components["headers"]["NoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example document-destroyed
                     * @enum {string}
                     */
                    code?: "document-destroyed";
                    destroyedAt: components["schemas"]["Timestamp"];
                    destroyedReason: components["schemas"]["ContractDestroyedReason"];
                };
            };
        };
        /**
         * @description `code`:
         *     - `contract-link-not-found`: no document has this link (the token is wrong or was never issued).
         */
        ContractLinkNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Cache-Control": components["headers"]["NoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example contract-link-not-found
                     * @enum {string}
                     */
                    code?: "contract-link-not-found";
                };
            };
        };
        /**
         * @description Nothing was created. `code`:
         *     - `keyshield-key-limit`: the caller already holds `limit` keys (`KEYSHIELD_MAX_KEYS_PER_USER`).
         *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
         *       operation (see `Forbidden` in components.yaml).
         */
        KeyshieldKeyLimit: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": (components["schemas"]["Problem"] & {
                    /**
                     * @example keyshield-key-limit
                     * @enum {string}
                     */
                    code?: "keyshield-key-limit";
                    limit: number;
                }) | components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `keyshield-key-not-found`: no key of the caller's has this id.
         */
        KeyshieldKeyNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example keyshield-key-not-found
                     * @enum {string}
                     */
                    code?: "keyshield-key-not-found";
                };
            };
        };
        /**
         * @description Nothing was published. `code`:
         *     - `constitution-artifact-limit`: the caller already has `limit` artifacts published
         *       (`CONSTITUTION_MAX_ARTIFACTS_PER_USER`); delete one first.
         *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
         *       operation (see `Forbidden` in components.yaml).
         */
        ConstitutionArtifactLimit: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": (components["schemas"]["Problem"] & {
                    /**
                     * @example constitution-artifact-limit
                     * @enum {string}
                     */
                    code?: "constitution-artifact-limit";
                    limit: number;
                }) | components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `constitution-artifact-not-found`: no artifact has this id (for a deletion: none of the caller's).
         */
        ConstitutionArtifactNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example constitution-artifact-not-found
                     * @enum {string}
                     */
                    code?: "constitution-artifact-not-found";
                };
            };
        };
        /**
         * @description Nothing was started. `code`:
         *     - `coach-session-limit`: the caller already has `limit` active sessions
         *       (`COACH_MAX_ACTIVE_SESSIONS_PER_USER`); end one first.
         *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
         *       operation (see `Forbidden` in components.yaml).
         */
        CoachSessionLimit: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": (components["schemas"]["Problem"] & {
                    /**
                     * @example coach-session-limit
                     * @enum {string}
                     */
                    code?: "coach-session-limit";
                    limit: number;
                }) | components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description `code` says why:
         *     - `coach-session-not-found`: no session of the caller's has this id.
         */
        CoachSessionNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example coach-session-not-found
                     * @enum {string}
                     */
                    code?: "coach-session-not-found";
                };
            };
        };
    };
    parameters: {
        /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
        Limit: number;
        /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
        Cursor: string;
        /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
        IfNoneMatch: string;
        /** @description A catalog module id, e.g. `ledger`. */
        ModuleId: string;
        /**
         * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
         *     call's status and body without repeating its effect. The same key with a different body is
         *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
         */
        IdempotencyKey: string;
        /** @description The entry's index (0 for the first). */
        EntryIndex: number;
        /** @description The size of the tree (a checkpoint's) the proof is for. */
        TreeSize: number;
        /** @description The tile's level (`0` to `63`), or `entries` for an entry bundle. */
        TileLevel: string;
        /** @description A segment of the tile's path after the level (`x001`, `067`, `067.p`). */
        TileSegmentA: string;
        /** @description The next segment of the tile's path. */
        TileSegmentB: string;
        /** @description The next segment of the tile's path. */
        TileSegmentC: string;
        /** @description A rights certificate id. */
        RightsObjectIdPath: components["schemas"]["RightsCertId"];
        /**
         * @description Unix seconds when the partner signed the request. More than `WEBHOOK_TOLERANCE_SECONDS` (300)
         *     from the server's clock, either way, is 401 with "timestamp skew".
         */
        SvcTimestamp: string;
        /** @description Lowercase hex HMAC-SHA256, keyed with the shared secret, of `<X-Svc-Timestamp>.<body>`. */
        SvcSignature: string;
        /** @description A catalog module id, e.g. `payments`. */
        WaitlistModule: string;
        /**
         * @description `user` (the caller's own budget) or the id of one of the caller's API keys (`apk_…`).
         * @example user
         */
        LlmBudgetSubject: string;
        /**
         * @description The conversation's id (`fcv_…`).
         * @example fcv_01JD0000000000000000000000
         */
        FanoutConversationIdPath: string;
        /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
        ConstitutionIfNoneMatch: string;
        /**
         * @description The scenario's id (`csc_…`).
         * @example csc_01JD0000000000000000000000
         */
        ConstitutionScenarioIdPath: string;
        /**
         * @description The wallet's id (`pwl_…`).
         * @example pwl_01JD0000000000000000000000
         */
        PaymentWalletIdPath: string;
        /** @description Only payouts in this status. */
        PayoutStatusFilter: components["schemas"]["PayoutStatus"];
        /**
         * @description The payout's id (`ppo_…`).
         * @example ppo_01JD0000000000000000000000
         */
        PayoutIdPath: string;
        /** @description The payouts to list (default `pending`). */
        PayoutQueueStatus: components["schemas"]["PayoutStatus"];
        /**
         * @description The identity check's id (`kyc_…`).
         * @example kyc_01JD0000000000000000000000
         */
        KycIdPath: string;
        /**
         * @description The key's id (`apk_…`; a key made before merchant keys were API keys keeps its `mky_…` id).
         * @example apk_01JD0000000000000000000000
         */
        MerchantKeyIdPath: string;
        /**
         * @description The payment request's id (`prq_…`).
         * @example prq_01JD0000000000000000000000
         */
        PaymentRequestIdPath: string;
        /** @description The event id (`evt_…`): the same on every retry and redelivery. */
        WebhookIdHeader: string;
        /** @description Unix seconds of this attempt. */
        WebhookTimestampHeader: string;
        /** @description `v1,` then the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` keyed with the base64-decoded part of the secret after `whsec_`; during a secret rotation's overlap, two such entries separated by a space (the new secret's first). */
        WebhookSignatureHeader: string;
        /** @description Unix seconds of this attempt (the same as webhook-timestamp). */
        SvcTimestampHeader: string;
        /** @description Hex HMAC-SHA256 of `<X-Svc-Timestamp>.<body>` keyed with the whole secret string (`whsec_…`) as UTF-8; during a secret rotation's overlap, two of them separated by a comma (the new secret's first). */
        SvcSignatureHeader: string;
        /**
         * @description The subscription's id (`whs_…`).
         * @example whs_01JD0000000000000000000000
         */
        PaymentWebhookSubscriptionIdPath: string;
        /**
         * @description The delivery's id (`whd_…`).
         * @example whd_01JD0000000000000000000000
         */
        PaymentWebhookDeliveryIdPath: string;
        /**
         * @description How many items of the list to skip, 0–100,000 (0 when left out); a larger value is refused with
         *     400. Not together with `cursor` (400 `media-cursor-and-offset`).
         */
        MediaOffset: number;
        /** @description A video id. */
        MediaVideoIdPath: components["schemas"]["MediaVideoId"];
        /** @description A track id. */
        MediaTrackIdPath: components["schemas"]["MediaTrackId"];
        /** @description Only items in this status; every item when left out. */
        MediaStatusFilter: components["schemas"]["MediaStatus"];
        /**
         * @description The document's id (`cdoc_…`).
         * @example cdoc_01JD0000000000000000000000
         */
        ContractDocumentIdPath: string;
        /**
         * @description The link's token (43 base64url characters), as in `viewUrl`.
         * @example q3Vh0o6mJdC4nG8Jc2Y1Zt7wKx9LrP5sUe0aBfHiTgM
         */
        ContractViewTokenPath: string;
        /**
         * @description The key's id (`ksk_…`).
         * @example ksk_01JD0000000000000000000000
         */
        KeyshieldKeyIdPath: string;
        /**
         * @description The artifact's id (`cna_…`).
         * @example cna_01JD0000000000000000000000
         */
        ConstitutionArtifactIdPath: string;
        /** @description A coaching session id. */
        CoachSessionIdPath: components["schemas"]["CoachSessionId"];
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
        /** @description How long the representation may be cached. */
        "Cache-Control": string;
        /** @description Entity tag of the representation; send it back in `If-None-Match`. */
        ETag: string;
        /** @description `true` when the response is the stored result of an earlier call with the same Idempotency-Key. */
        "Idempotent-Replayed": "true";
        /**
         * @description `false` on an answer that retrying cannot change before `Retry-After` (a spent budget): the
         *     header OpenAI's clients read to decide whether to retry.
         */
        "X-Should-Retry": "false";
        /** @description `no-store`: the answer must not be kept by any cache. */
        NoStore: "no-store";
        /** @description `noindex`: search engines must not index the link. */
        NoIndex: "noindex";
        /** @description `no-referrer`: a page opened from the answer learns nothing of the link. */
        NoReferrer: "no-referrer";
        /** @description `Accept`: a browser gets a page, a program JSON. */
        VaryAccept: string;
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
    startOAuthLogin: {
        parameters: {
            query?: {
                /**
                 * @description Where the callback should send the browser after signing in, with the result in the URL
                 *     fragment (`#token=…&expiresAt=…`) instead of a JSON body. Either a path on this server
                 *     (starting with a single `/`) or an absolute URL on a trusted origin (`PUBLIC_BASE_URL` or
                 *     one of `CORS_ORIGINS`); anything else is refused with 400, so this is no open redirect.
                 */
                returnTo?: string;
            };
            header?: never;
            path: {
                /** @description The provider id from `GET /api/auth/oauth/providers`: `github` or `google`. Unknown or unconfigured ones are 404. */
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the provider's authorization endpoint. */
            302: {
                headers: {
                    /** @description The provider's authorization URL with client_id, redirect_uri, scope, state, code_challenge and code_challenge_method=S256. */
                    Location?: string;
                    /** @description Always `no-store`. */
                    "Cache-Control"?: string;
                    /**
                     * @description The login cookie holding the state: `__Host-tp_oauth=<state>; Max-Age=600; Path=/;
                     *     HttpOnly; SameSite=Lax; Secure` when `PUBLIC_BASE_URL` is https, else (development over
                     *     http) `tp_oauth=<state>; Max-Age=600; Path=/; HttpOnly; SameSite=Lax`. A newer start in
                     *     the same browser replaces it, so only the latest sign-in of a browser can be finished.
                     */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request cannot start a sign-in. `code` says why:
             *     - `validation`: the request does not match the contract (a parameter or field missing, unknown or
             *       malformed); `errors` lists each.
             *     - `oauth-unsafe-return-to`: `returnTo` is neither a path on this server nor a URL on a trusted
             *       origin.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example validation
                         * @enum {string}
                         */
                        code?: "validation" | "oauth-unsafe-return-to";
                    };
                };
            };
            /**
             * @description `code` says why:
             *     - `oauth-provider-not-found`: no such provider, or it is not configured on this server.
             */
            404: {
                headers: {
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
            429: components["responses"]["TooManyRequests"];
            /**
             * @description `code` says why:
             *     - `oauth-provider-error`: the provider could not be reached, failed, or gave an unusable answer.
             */
            502: {
                headers: {
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
    getFrontPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The front page, or the entry points. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    /** @description `Accept`: the representation depends on it. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RootIndex"];
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listCatalog: {
        parameters: {
            query?: {
                /** @description Only these statuses (comma list, e.g. `mvp,launched`). An unknown status is 400. */
                status?: components["schemas"]["CatalogStatus"][];
                /** @description Only modules carrying at least one of these tags (comma list, case-insensitive). */
                tag?: components["schemas"]["TagQuery"][];
                /** @description Only modules of this kind. */
                kind?: components["schemas"]["CatalogKind"];
                /**
                 * @description Projection (comma list): return only these fields of each item; `id` is always included. An
                 *     unknown field is 400. Applies to JSON and Markdown; combining it with `format=csv` is 400
                 *     (the CSV's columns are fixed).
                 */
                fields?: components["schemas"]["CatalogField"][];
                /** @description `json` (default), `csv` (RFC 4180, 15 columns) or `md` (Markdown table). */
                format?: "json" | "csv" | "md";
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalog, as JSON, CSV or Markdown depending on `format`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogResponse"];
                    "text/csv": string;
                    "text/markdown": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getCatalogItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description A catalog module id, e.g. `ledger`. */
                id: components["parameters"]["ModuleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The module. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogItem"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ModuleNotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listRelatedModules: {
        parameters: {
            query?: {
                /** @description At most this many related modules (default all). `total` still counts them all. */
                limit?: number;
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description A catalog module id, e.g. `ledger`. */
                id: components["parameters"]["ModuleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The related modules. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelatedModules"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ModuleNotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getCatalogItemImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description A catalog module id, e.g. `ledger`. */
                id: components["parameters"]["ModuleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview card. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ModuleNotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getModuleGraph: {
        parameters: {
            query?: {
                /** @description Leave out edges with fewer shared tags than this (default 1). */
                minWeight?: number;
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The graph. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModuleGraph"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getCatalogStats: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogStats"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getApiIndex: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The index. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiIndex"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Build information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Problem"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok or degraded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description `down`: the report says which dependency failed. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getSitemap: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sitemap. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listLedgerAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountList"];
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
    openLedgerAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OpenAccountRequest"];
            };
        };
        responses: {
            /** @description The new account. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code` says why:
             *     - `account-limit`: the caller already holds the most accounts a user may (10).
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example account-limit
                         * @enum {string}
                         */
                        code?: "account-limit";
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
    exportLedgerAccountsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="accounts.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
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
    lookupLedgerAccount: {
        parameters: {
            query: {
                /** @description The recipient's login email. */
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's default account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountLookup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code` says why:
             *     - `user-not-found`: no user has this email.
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
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getLedgerAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The account's id (`acc_…`).
                 * @example acc_01JD0000000000000000000000
                 */
                id: components["schemas"]["AccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code` says why:
             *     - `account-not-found`: the caller has no account with this id.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example account-not-found
                         * @enum {string}
                         */
                        code?: "account-not-found";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    topUpLedgerAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopupRequest"];
            };
        };
        responses: {
            /** @description The account after the credit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopupResult"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description `code` says why:
             *     - `not-account-owner`: the account is not one of the caller's (or does not exist).
             *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
             *       operation (see `Forbidden` in components.yaml).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": (components["schemas"]["Problem"] & {
                        /**
                         * @example not-account-owner
                         * @enum {string}
                         */
                        code?: "not-account-owner";
                    }) | components["schemas"]["ForbiddenProblem"];
                };
            };
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The top-up cannot be made. `code` says why:
             *     - `topup-limit`: the amount is over the per-top-up cap (`TOPUP_MAX`, default 1,000,000 TNU).
             *     - `balance-limit`: the credit would take the account over the largest balance
             *       (9,999,999,999,999.99 TNU).
             *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request; use a new
             *       key.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example topup-limit
                         * @enum {string}
                         */
                        code?: "topup-limit" | "balance-limit" | "idempotency-key-reused";
                    };
                };
            };
            /**
             * @description Wait `Retry-After` seconds. `code` says why:
             *     - `rate-limited`: the caller's rate limit is used up; wait `Retry-After` seconds.
             *     - `topup-rate-limited`: the caller made `TOPUP_LIMIT_PER_HOUR` top-ups in the last hour; wait
             *       `Retry-After` seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example rate-limited
                         * @enum {string}
                         */
                        code?: "rate-limited" | "topup-rate-limited";
                    };
                };
            };
            /**
             * @description Temporarily unable to answer; nothing was done. `code` says why:
             *     - `unavailable`: the database (or, for a bearer token, the check of it) is out of reach; retry
             *       after `Retry-After` seconds.
             *     - `deadline-passed`: the database could not complete the request in time; nothing was changed,
             *       retry.
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
                        code?: "unavailable" | "deadline-passed";
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    createLedgerTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferRequest"];
            };
        };
        responses: {
            /** @description The transfer. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            /**
             * @description The request is malformed or does not match the contract. `code` says why:
             *     - `validation`: the request does not match the contract (a parameter or field missing, unknown or
             *       malformed); `errors` lists each.
             *     - `malformed-json`: the body is not JSON.
             *     - `bad-request`: the body could not be read (it ended before its `Content-Length`).
             *     - `invalid-data`: a value the contract allows that the database cannot store (too long, out of
             *       range).
             *     - `same-account`: `from` and `to` are the same account.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example validation
                         * @enum {string}
                         */
                        code?: "validation" | "malformed-json" | "bad-request" | "invalid-data" | "same-account";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /**
             * @description `code` says why:
             *     - `not-account-owner`: the `from` account is not one of the caller's (or does not exist).
             *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
             *       operation (see `Forbidden` in components.yaml).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": (components["schemas"]["Problem"] & {
                        /**
                         * @example not-account-owner
                         * @enum {string}
                         */
                        code?: "not-account-owner";
                    }) | components["schemas"]["ForbiddenProblem"];
                };
            };
            /**
             * @description `code` says why:
             *     - `account-not-found`: the `to` account does not exist.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example account-not-found
                         * @enum {string}
                         */
                        code?: "account-not-found";
                    };
                };
            };
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The transfer cannot be made; nothing changed. `code` says why:
             *     - `insufficient-funds`: the balance of `from` is below the amount; nothing changed.
             *     - `balance-limit`: the credit would take `to` over the largest balance (9,999,999,999,999.99 TNU).
             *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request; use a new
             *       key.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example insufficient-funds
                         * @enum {string}
                         */
                        code?: "insufficient-funds" | "balance-limit" | "idempotency-key-reused";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            /**
             * @description Temporarily unable to answer; no money moved. `code` says why:
             *     - `unavailable`: the database (or, for a bearer token, the check of it) is out of reach; retry
             *       after `Retry-After` seconds.
             *     - `deadline-passed`: the database could not complete the request in time; nothing was changed,
             *       retry.
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
                        code?: "unavailable" | "deadline-passed";
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    listLedgerOperations: {
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
            /** @description One page of operations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationPage"];
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
    exportLedgerOperationsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ledger as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="operations.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
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
    listLedgerTransfers: {
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
            /** @description One page of transfers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferPage"];
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
    exportLedgerTransfersCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfers as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="transfers.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
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
    signPayload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignRequest"];
            };
        };
        responses: {
            /** @description Signed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Signature"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["SigningKeyChanged"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    verifySignature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyRequest"];
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    signPayloadV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignV2Request"];
            };
        };
        responses: {
            /** @description Signed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetachedSignature"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["SigningKeyNotFound"];
            409: components["responses"]["SigningKeyChanged"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["SigningKeyRetired"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    signPayloadBatchV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignBatchRequest"];
            };
        };
        responses: {
            /** @description One result per item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignBatchResult"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    verifySignatureV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyV2Item"];
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationV2"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    verifySignatureBatchV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyBatchRequest"];
            };
        };
        responses: {
            /** @description One verdict per item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyBatchResult"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listSigningAudit: {
        parameters: {
            query?: {
                /** @description Only signatures made at or after this instant. */
                from?: string;
                /** @description Only signatures made before this instant; must be later than `from`. */
                to?: string;
                /** @description Only signatures made with this key of the caller's. */
                keyId?: components["schemas"]["KeyId"];
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
            /** @description A page of receipts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SigningKeyForbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPlatformSigningKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JWK Set. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JwkSet"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getSigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: components["schemas"]["KeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigningKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["SigningKeyNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listMySigningKeys: {
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
                    "application/json": components["schemas"]["SigningKeyPage"];
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
    rotateMySigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new current key. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigningKey"];
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
    getWellKnownJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JWK Set. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JwkSet"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getTransparencyLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The log. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransparencyLog"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getTransparencyCheckpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkpoint. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getTransparencyEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry's index (0 for the first). */
                index: components["parameters"]["EntryIndex"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry's bytes. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["EntryNotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getTransparencyInclusionProof: {
        parameters: {
            query: {
                /** @description The entry's index (0 for the first). */
                index: number;
                /** @description The size of the tree (a checkpoint's) the proof is for. */
                treeSize: components["parameters"]["TreeSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proof. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InclusionProof"];
                };
            };
            400: components["responses"]["ProofOutOfRange"];
            404: components["responses"]["TreeSizeUnknown"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getTransparencyConsistencyProof: {
        parameters: {
            query: {
                /** @description The smaller tree size (that of the checkpoint the caller held before). */
                from: number;
                /** @description The larger tree size. */
                to: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proof. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsistencyProof"];
                };
            };
            400: components["responses"]["ProofOutOfRange"];
            404: components["responses"]["TreeSizeUnknown"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getTransparencyTile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tile's level (`0` to `63`), or `entries` for an entry bundle. */
                level: components["parameters"]["TileLevel"];
                /** @description A segment of the tile's path after the level (`x001`, `067`, `067.p`). */
                a: components["parameters"]["TileSegmentA"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Tile"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["TileNotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getTransparencyTile2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tile's level (`0` to `63`), or `entries` for an entry bundle. */
                level: components["parameters"]["TileLevel"];
                /** @description A segment of the tile's path after the level (`x001`, `067`, `067.p`). */
                a: components["parameters"]["TileSegmentA"];
                /** @description The next segment of the tile's path. */
                b: components["parameters"]["TileSegmentB"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Tile"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["TileNotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getTransparencyTile3: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tile's level (`0` to `63`), or `entries` for an entry bundle. */
                level: components["parameters"]["TileLevel"];
                /** @description A segment of the tile's path after the level (`x001`, `067`, `067.p`). */
                a: components["parameters"]["TileSegmentA"];
                /** @description The next segment of the tile's path. */
                b: components["parameters"]["TileSegmentB"];
                /** @description The next segment of the tile's path. */
                c: components["parameters"]["TileSegmentC"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Tile"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["TileNotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getTransparencyTile4: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tile's level (`0` to `63`), or `entries` for an entry bundle. */
                level: components["parameters"]["TileLevel"];
                /** @description A segment of the tile's path after the level (`x001`, `067`, `067.p`). */
                a: components["parameters"]["TileSegmentA"];
                /** @description The next segment of the tile's path. */
                b: components["parameters"]["TileSegmentB"];
                /** @description The next segment of the tile's path. */
                c: components["parameters"]["TileSegmentC"];
                /** @description The partial tile's width. */
                d: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Tile"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["TileNotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    createRightsObject: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RightsObjectRequest"];
            };
        };
        responses: {
            /** @description Registered. */
            201: {
                headers: {
                    /** @description `/api/rights/objects/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RightsObject"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getRightsObject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A rights certificate id. */
                id: components["parameters"]["RightsObjectIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RightsObject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["RightsObjectNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getRightsEmbed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A rights certificate id. */
                id: components["parameters"]["RightsObjectIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The badge. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    /** @description `default-src 'none'; style-src 'sha256-…'; base-uri 'none'; form-action 'none'; frame-ancestors *` */
                    "Content-Security-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["RightsObjectNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    protectWork: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Night Train",
                 *       "description": "Piano sketch in D minor",
                 *       "kind": "music"
                 *     }
                 */
                "application/json": components["schemas"]["RightsObjectRequest"];
            };
        };
        responses: {
            /** @description Protected. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BureauCertificate"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description Send the request again. `code` says why:
             *     - `idempotency-key-in-flight`: a request with the same Idempotency-Key is still being processed;
             *       retry after `Retry-After` seconds.
             *     - `signing-key-changed`: the caller's signing key was rotated twice while this request was
             *       signing.
             */
            409: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example idempotency-key-in-flight
                         * @enum {string}
                         */
                        code?: "idempotency-key-in-flight" | "signing-key-changed";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    protectWorkBatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "title": "Night Train",
                 *           "kind": "music"
                 *         },
                 *         {
                 *           "title": "On Trust",
                 *           "kind": "text",
                 *           "content": "Trust is the residue of promises kept."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ProtectBatchRequest"];
            };
        };
        responses: {
            /** @description One result per item. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProtectBatchResult"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            /**
             * @description Not final: send the same request again. `code` says why:
             *     - `batch-incomplete`: some items failed on the server's side; the body carries the per-item
             *       results. With the same Idempotency-Key, only the failed items are issued.
             *     - `internal`: the whole request failed unexpectedly; quote the `requestId` when reporting it.
             *     - `response-validation`: outside production only, the answer did not match this contract (a
             *       bug of the server's).
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BatchIncompleteProblem"];
                };
            };
            /**
             * @description Temporarily unable to finish; retry after `Retry-After` seconds. `code` says why:
             *     - `batch-incomplete`: as for 500, when every server-side failure of an item is temporary.
             *     - `unavailable`: the database (or the check of the bearer token) is out of reach; nothing was done.
             */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BatchUnavailableProblem"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getBureauCertificateEmbed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A bureau certificate id. */
                certId: components["schemas"]["BureauCertId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The badge. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    /** @description `default-src 'none'; style-src 'sha256-…'; base-uri 'none'; form-action 'none'; frame-ancestors *` */
                    "Content-Security-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /**
             * @description `code` says why:
             *     - `bureau-certificate-not-found`: no bureau certificate has this id.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example bureau-certificate-not-found
                         * @enum {string}
                         */
                        code?: "bureau-certificate-not-found";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getVerificationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A bureau (`bct_`) or rights (`rgt_`) certificate id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    submitRegistryArtifact: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionRequest"];
            };
        };
        responses: {
            /** @description The new artifact version, with its verdict and every vote. */
            201: {
                headers: {
                    /** @description The artifact's public page, `/api/registry/artifacts/{id}/public`. */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "arv_01JD5W2A7B8C9D0E1F2G3H4J5K",
                     *       "artifactId": "art_01JD5W2A7B8C9D0E1F2G3H4J5J",
                     *       "version": 1,
                     *       "ownerId": "usr_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
                     *       "artifactType": "music",
                     *       "certificate": {
                     *         "rightsCertId": "rgt_01JD5V9ZK3M4N5P6Q7R8S9T0VW",
                     *         "contentSha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
                     *         "certificateSha256": "2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae",
                     *         "signReceiptId": "sig_01JD5VA0K3M4N5P6Q7R8S9T0VW",
                     *         "signerKeyId": "key_01JD5V9AK3M4N5P6Q7R8S9T0VW",
                     *         "signerPublicKey": "rQhSQRBuG_vJ1PK41SKBFRHK0ak8x1W7g_K8LKG0oWQ",
                     *         "signature": "4T7MnWvYDl4a_RgGtfcOaYodt_scq1Va_KwmnQD1pNl_8rqSUebaRnI8L7Ff4Y4tzV2a_Hrv3id2GwE6Hr51Dg"
                     *       },
                     *       "submissionDigest": "ddc6e2b224d0fd821669202258386936fc9ce2899e215eec6322b95f8dd96d6a",
                     *       "submittedAt": "2025-01-01T12:00:00.000Z",
                     *       "verdict": "verified",
                     *       "approvedWeight": 7,
                     *       "totalWeight": 7,
                     *       "requiredWeight": 6,
                     *       "threshold": 0.75,
                     *       "quorum": {
                     *         "numerator": 3,
                     *         "denominator": 4
                     *       },
                     *       "votes": [
                     *         {
                     *           "validatorId": "integrity",
                     *           "rule": "integrity",
                     *           "approve": true,
                     *           "decision": "approve",
                     *           "reason": "certificate digest 2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae matches and the signature verifies under key_01JD5V9AK3M4N5P6Q7R8S9T0VW",
                     *           "weight": 2,
                     *           "algo": "Ed25519",
                     *           "publicKey": "-7quyeE6qGGwNwoRoH1ubPgk7JHNjlJmw5ILzKIlxVs",
                     *           "signature": "HDWvLAC71ByJUF2wCNM47hjZnFrhJoZQb935dlvyBT-i39RQjP3rVyG6Xwwb7ZEsEm7S0-UqdfhSENyjCWTYBw",
                     *           "castAt": "2025-01-01T12:00:00.001Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ArtifactVersion"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code` says why:
             *     - `rights-certificate-not-found`: the rights certificate is unknown or someone else's.
             *     - `sign-receipt-not-found`: the signing receipt is unknown or someone else's.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://trustplane.dev/problems/rights-certificate-not-found",
                     *       "code": "rights-certificate-not-found",
                     *       "title": "Not found",
                     *       "status": 404,
                     *       "detail": "You have no rights certificate rgt_01JD5V9ZK3M4N5P6Q7R8S9T0VW.",
                     *       "instance": "/api/registry/submissions",
                     *       "requestId": "3f1c2a9e-8d7b-4c6a-9e5f-1a2b3c4d5e6f"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example rights-certificate-not-found
                         * @enum {string}
                         */
                        code?: "rights-certificate-not-found" | "sign-receipt-not-found";
                    };
                };
            };
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description `code` says why:
             *     - `receipt-certificate-mismatch`: the receipt does not sign this certificate's document.
             *     - `receipt-signature-invalid`: the receipt's signature does not verify over the certificate.
             *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request; use a new key.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://trustplane.dev/problems/receipt-certificate-mismatch",
                     *       "code": "receipt-certificate-mismatch",
                     *       "title": "Receipt does not sign this certificate",
                     *       "status": 422,
                     *       "detail": "Receipt sig_01JD5VA0K3M4N5P6Q7R8S9T0VW signs another payload: the SHA-256 of certificate rgt_01JD5V9ZK3M4N5P6Q7R8S9T0VW's canonical document is not its payload digest. Sign the certificate document itself.",
                     *       "instance": "/api/registry/submissions",
                     *       "requestId": "3f1c2a9e-8d7b-4c6a-9e5f-1a2b3c4d5e6f"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example receipt-certificate-mismatch
                         * @enum {string}
                         */
                        code?: "receipt-certificate-mismatch" | "receipt-signature-invalid" | "idempotency-key-reused";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listRecentRegistryArtifacts: {
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
            /** @description A page of artifacts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecentArtifactPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getRegistryArtifactPublic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ArtifactId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The artifact page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArtifactPublicPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            /**
             * @description `code` says why:
             *     - `artifact-not-found`: no artifact has this id.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example artifact-not-found
                         * @enum {string}
                         */
                        code?: "artifact-not-found";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listRegistryValidators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The validator set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "threshold": 0.75,
                     *       "quorum": {
                     *         "numerator": 3,
                     *         "denominator": 4
                     *       },
                     *       "totalWeight": 7,
                     *       "requiredWeight": 6,
                     *       "validators": [
                     *         {
                     *           "id": "integrity",
                     *           "rule": "integrity",
                     *           "weight": 2,
                     *           "params": {},
                     *           "algo": "Ed25519",
                     *           "publicKey": "-7quyeE6qGGwNwoRoH1ubPgk7JHNjlJmw5ILzKIlxVs",
                     *           "keyCreatedAt": "2025-01-01T00:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "provenance",
                     *           "rule": "provenance",
                     *           "weight": 1,
                     *           "params": {
                     *             "minCertificateAgeSeconds": 0,
                     *             "minAccountAgeSeconds": 0
                     *           },
                     *           "algo": "Ed25519",
                     *           "publicKey": "zbT4_G72mWG_X7CVE7v7kF34WwbTleeFtKlKoGIyAWI",
                     *           "keyCreatedAt": "2025-01-01T00:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ValidatorSet"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getRegistryStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalArtifacts": 2,
                     *       "verifiedCount": 1,
                     *       "trustWeight": 0.857142857142857,
                     *       "approvedWeight": 12,
                     *       "castWeight": 14
                     *     }
                     */
                    "application/json": components["schemas"]["RegistryStats"];
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
    getEcosystemEarnings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The aggregate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EarningsAggregate"];
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
    listRoyaltyEvents: {
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
            /** @description One page of royalties. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoyaltyEventPage"];
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
    receiveRoyaltyWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix seconds when the partner signed the request. More than `WEBHOOK_TOLERANCE_SECONDS` (300)
                 *     from the server's clock, either way, is 401 with "timestamp skew".
                 */
                "X-Svc-Timestamp"?: components["parameters"]["SvcTimestamp"];
                /** @description Lowercase hex HMAC-SHA256, keyed with the shared secret, of `<X-Svc-Timestamp>.<body>`. */
                "X-Svc-Signature"?: components["parameters"]["SvcSignature"];
                /**
                 * @description Fallback when both HMAC headers are absent: the shared secret itself. Refused when the server
                 *     runs with `WEBHOOK_REQUIRE_HMAC=1`.
                 */
                "X-Rights-Secret"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoyaltyReport"];
            };
        };
        responses: {
            /** @description A replay (same `eventId`, same content); the existing record, nothing changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoyaltyReceipt"];
                };
            };
            /** @description Recorded (and credited to the recipient's wallet, or kept for them until they register). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoyaltyReceipt"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["WebhookUnauthorized"];
            409: components["responses"]["WebhookEventConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["WebhookBalanceLimit"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["WebhookUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listCertificationPayouts: {
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
            /** @description One page of certification payouts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificationPayoutPage"];
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
    receivePayoutCertifyWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix seconds when the partner signed the request. More than `WEBHOOK_TOLERANCE_SECONDS` (300)
                 *     from the server's clock, either way, is 401 with "timestamp skew".
                 */
                "X-Svc-Timestamp"?: components["parameters"]["SvcTimestamp"];
                /** @description Lowercase hex HMAC-SHA256, keyed with the shared secret, of `<X-Svc-Timestamp>.<body>`. */
                "X-Svc-Signature"?: components["parameters"]["SvcSignature"];
                /** @description Fallback when both HMAC headers are absent (refused with `WEBHOOK_REQUIRE_HMAC=1`). */
                "X-Registry-Secret"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutReport"];
            };
        };
        responses: {
            /** @description A replay (same `eventId`, same content); the existing record, nothing changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutReceipt"];
                };
            };
            /** @description Recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutReceipt"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["WebhookUnauthorized"];
            409: components["responses"]["WebhookEventConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["WebhookBalanceLimit"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["WebhookUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    receiveTournamentFinalizedWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix seconds when the partner signed the request. More than `WEBHOOK_TOLERANCE_SECONDS` (300)
                 *     from the server's clock, either way, is 401 with "timestamp skew".
                 */
                "X-Svc-Timestamp"?: components["parameters"]["SvcTimestamp"];
                /** @description Lowercase hex HMAC-SHA256, keyed with the shared secret, of `<X-Svc-Timestamp>.<body>`. */
                "X-Svc-Signature"?: components["parameters"]["SvcSignature"];
                /** @description Fallback when both HMAC headers are absent (refused with `WEBHOOK_REQUIRE_HMAC=1`). */
                "X-Chess-Secret"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TournamentFinalizedReport"];
            };
        };
        responses: {
            /** @description Every entry was a replay; nothing changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentFinalizedReceipt"];
                };
            };
            /** @description At least one entry was recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentFinalizedReceipt"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["WebhookUnauthorized"];
            409: components["responses"]["WebhookEventConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["WebhookBalanceLimit"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["WebhookUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listChessResults: {
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
            /** @description One page of prize entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrizeEntryPage"];
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
    listUpcomingTournaments: {
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
            /** @description One page of upcoming tournaments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpcomingTournamentList"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createChessTournament: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTournamentRequest"];
            };
        };
        responses: {
            /** @description The new tournament. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The tournament cannot be created. `code` says why:
             *     - `tournament-capacity`: `entries` would exceed `capacity`.
             *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request; use a new
             *       key.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example tournament-capacity
                         * @enum {string}
                         */
                        code?: "tournament-capacity" | "idempotency-key-reused";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    updateChessTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tournament's id. */
                id: components["schemas"]["TournamentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTournamentRequest"];
            };
        };
        responses: {
            /** @description The tournament after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            /**
             * @description `code` says why:
             *     - `tournament-not-found`: no tournament has this id.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example tournament-not-found
                         * @enum {string}
                         */
                        code?: "tournament-not-found";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["TournamentCapacity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getWaitlistPage: {
        parameters: {
            query?: {
                /** @description `1` after a sign-up: the page confirms it instead of showing the form. */
                joined?: "1";
            };
            header?: never;
            path: {
                /** @description A catalog module id, e.g. `payments`. */
                module: components["parameters"]["WaitlistModule"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    /** @description `default-src 'none'; style-src 'sha256-…'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'` */
                    "Content-Security-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["WaitlistModuleNotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    submitWaitlistForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A catalog module id, e.g. `payments`. */
                module: components["parameters"]["WaitlistModule"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["WaitlistForm"];
            };
        };
        responses: {
            /** @description On the list; the browser goes to the confirmation page. */
            303: {
                headers: {
                    /** @description The page with `joined=1`, e.g. `/waitlist/ledger?joined=1`. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The page again, saying what is wrong with the address (`text/html`), or a problem when the
             *     form itself is malformed (`application/problem+json`).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/problem+json": components["schemas"]["BadRequestBodyProblem"];
                };
            };
            404: components["responses"]["WaitlistModuleNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    joinWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A catalog module id, e.g. `payments`. */
                module: components["parameters"]["WaitlistModule"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WaitlistSignupRequest"];
            };
        };
        responses: {
            /** @description The address is on the list. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistSignup"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            404: components["responses"]["WaitlistModuleNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getWaitlistStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    exportWaitlistCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A catalog module id, e.g. `payments`. */
                module: components["parameters"]["WaitlistModule"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="waitlist-<module>.csv"` */
                    "Content-Disposition"?: string;
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["WaitlistModuleNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createLlmChat: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LlmChatRequest"];
            };
        };
        responses: {
            /** @description The model's reply (JSON), or with `stream` true the reply as server-sent events. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmRun"];
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The request names a provider the gateway cannot call; nothing was called. `code` says why:
             *     - `llm-provider-unknown`: no provider has this name (`GET /api/llm/providers` lists them).
             *     - `llm-provider-not-configured`: the provider exists but this server has no key for it.
             *     - `llm-model-unpriced`: a budget applies to the caller and the price table has no price for
             *       the model (or a fallback's), so what the call could cost cannot be held against it.
             *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example llm-provider-unknown
                         * @enum {string}
                         */
                        code?: "llm-provider-unknown" | "llm-provider-not-configured" | "llm-model-unpriced" | "idempotency-key-reused";
                    };
                };
            };
            /**
             * @description Too many requests; wait `Retry-After` seconds. `code` says whose limit:
             *     - `rate-limited`: the caller's chat budget (30 per minute) is used up.
             *     - `llm-upstream-rate-limited`: the provider refused for its own rate limit, after the gateway's
             *       retries and every fallback; `Retry-After` passes on what the provider asked.
             *     - `llm-budget-exceeded`: a spend budget of the caller's (`budget`: the user's or the API key's)
             *       has no room for the most this call can cost (`needed`); nothing was called. `Retry-After`
             *       counts down to `budget.resetsAt`, when its period ends.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Should-Retry": components["headers"]["X-Should-Retry"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["LlmTooManyRequestsProblem"];
                };
            };
            /**
             * @description `code`:
             *     - `llm-upstream-error`: the provider answered with an error (its message is in `detail`), after
             *       the gateway's retries and every fallback. The run is stored with status `failed`.
             */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example llm-upstream-error
                         * @enum {string}
                         */
                        code?: "llm-upstream-error";
                    };
                };
            };
            /**
             * @description Temporarily unable to answer. Retry after `Retry-After` seconds. `code`:
             *     - `unavailable`: the database (or, for a bearer token, the check of it) is out of reach.
             *     - `llm-provider-unavailable`: the circuit breaker of every provider asked for is open; nothing
             *       was called.
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
                        code?: "unavailable" | "llm-provider-unavailable";
                    };
                };
            };
            /**
             * @description `code`:
             *     - `llm-upstream-timeout`: the provider did not answer within its timeout, after the gateway's
             *       retries and every fallback.
             */
            504: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example llm-upstream-timeout
                         * @enum {string}
                         */
                        code?: "llm-upstream-timeout";
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    listLlmRuns: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only runs asked of this provider (`echo`, `openai`, …). */
                provider?: string;
                /** @description Only runs asked of this model. */
                model?: string;
                /** @description Only runs that ended so (or are still `running`). */
                status?: "running" | "completed" | "failed" | "aborted";
                /** @description Only runs made with this API key of the caller's (`apk_…`); `session` for runs made without one. */
                keyId?: string;
                /** @description Only runs begun at or after this time. */
                since?: string;
                /** @description Only runs begun before this time (later than `since`). */
                until?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmRunPage"];
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
    getLlmRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The run's id (`run_…`).
                 * @example run_01JD0000000000000000000000
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code`:
             *     - `llm-run-not-found`: no run of the caller's has this id.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example llm-run-not-found
                         * @enum {string}
                         */
                        code?: "llm-run-not-found";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listLlmBudgets: {
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
            /** @description One page of budgets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmBudgetPage"];
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
    getLlmBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `user` (the caller's own budget) or the id of one of the caller's API keys (`apk_…`).
                 * @example user
                 */
                subject: components["parameters"]["LlmBudgetSubject"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The budget. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmBudget"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LlmBudgetNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    setLlmBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `user` (the caller's own budget) or the id of one of the caller's API keys (`apk_…`).
                 * @example user
                 */
                subject: components["parameters"]["LlmBudgetSubject"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "limit": 5,
                 *       "period": "month"
                 *     }
                 */
                "application/json": components["schemas"]["LlmBudgetRequest"];
            };
        };
        responses: {
            /** @description The budget as set, with its period's spend. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmBudget"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["LlmBudgetForbidden"];
            404: components["responses"]["LlmBudgetNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deleteLlmBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `user` (the caller's own budget) or the id of one of the caller's API keys (`apk_…`).
                 * @example user
                 */
                subject: components["parameters"]["LlmBudgetSubject"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subject has no budget. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["LlmBudgetForbidden"];
            404: components["responses"]["LlmBudgetNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    setLlmUserBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id (`usr_…`). */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "limit": 20,
                 *       "period": "month"
                 *     }
                 */
                "application/json": components["schemas"]["LlmBudgetRequest"];
            };
        };
        responses: {
            /** @description The user's budget as set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmBudget"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["LlmBudgetNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deleteLlmUserBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id (`usr_…`). */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user has no budget of their own. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getLlmUsage: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
                /** @description From this time (default 30 days before `until`). */
                since?: string;
                /** @description Before this time (default now; later than `since`, at most 92 days after it). */
                until?: string;
                /** @description Only calls made with this API key of the caller's (`session`: those made without one). */
                keyId?: string;
                /** @description Only calls answered by this model (`<provider>/<model>`, as `GET /api/llm/v1/models` names them). */
                model?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals, and one page of the groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmUsageReport"];
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
    listLlmProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The providers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmProviderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getLlmHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The providers' health. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmHealth"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listLlmOpenAiModels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The models, as OpenAI lists them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAIModelList"];
                };
            };
            400: components["responses"]["OpenAIBadRequest"];
            401: components["responses"]["OpenAIUnauthorized"];
            403: components["responses"]["OpenAIForbidden"];
            429: components["responses"]["OpenAITooManyRequests"];
            503: components["responses"]["OpenAIServiceUnavailable"];
            default: components["responses"]["OpenAIServerError"];
        };
    };
    createLlmOpenAiChatCompletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "model": "echo/echo-1",
                 *       "messages": [
                 *         {
                 *           "role": "user",
                 *           "content": "Hello"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["OpenAIChatCompletionRequest"];
            };
        };
        responses: {
            /** @description The completion (JSON), or with `stream` true its chunks as server-sent events. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAIChatCompletion"];
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["OpenAIBadRequestBody"];
            401: components["responses"]["OpenAIUnauthorized"];
            403: components["responses"]["OpenAIForbidden"];
            /**
             * @description The model cannot be called; nothing was called. `error.code` is `model_not_found`
             *     (`llm-model-not-found`): no configured provider has the name before the `/`, or `model` has none.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAIError"];
                };
            };
            /** @description The body is larger than the operation accepts (`payload-too-large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAIError"];
                };
            };
            /** @description The body is not `application/json` (`unsupported-media-type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAIError"];
                };
            };
            /**
             * @description A budget applies to the caller and the price table has no price for the model
             *     (`llm-model-unpriced`): what the call could cost cannot be held against the budget. Nothing was called.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAIError"];
                };
            };
            /**
             * @description Too many requests; wait `Retry-After` seconds. `error.code` `rate_limit_exceeded`: the caller's
             *     chat budget (`rate-limited`) or the provider's own limit after the gateway's retries
             *     (`llm-upstream-rate-limited`). `error.type` and `error.code` `insufficient_quota`
             *     (`llm-budget-exceeded`): a spend budget of the caller's has no room for this call until
             *     `Retry-After` (its period's end); the answer carries `x-should-retry: false`, so the `openai`
             *     package raises `RateLimitError` at once instead of retrying.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Should-Retry": components["headers"]["X-Should-Retry"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAIError"];
                };
            };
            /** @description The provider answered with an error after retries (`llm-upstream-error`); the run is stored `failed`. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAIError"];
                };
            };
            /**
             * @description Temporarily unable to answer; retry after `Retry-After` seconds: the database out of reach
             *     (`unavailable`) or every provider's circuit breaker open (`llm-provider-unavailable`).
             */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAIError"];
                };
            };
            /** @description The provider did not answer within its timeout (`llm-upstream-timeout`). */
            504: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAIError"];
                };
            };
            default: components["responses"]["OpenAIServerError"];
        };
    };
    listFanoutConversations: {
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
            /** @description One page of conversations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FanoutConversationPage"];
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
    createFanoutConversation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FanoutConversationRequest"];
            };
        };
        responses: {
            /** @description Started. */
            201: {
                headers: {
                    /** @description `/api/fanout/conversations/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FanoutConversation"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getFanoutConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The conversation's id (`fcv_…`).
                 * @example fcv_01JD0000000000000000000000
                 */
                id: components["parameters"]["FanoutConversationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FanoutConversationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FanoutConversationNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    dispatchFanoutConversation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The conversation's id (`fcv_…`).
                 * @example fcv_01JD0000000000000000000000
                 */
                id: components["parameters"]["FanoutConversationIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "prompt": "Should we launch on Monday?",
                 *       "agents": [
                 *         {
                 *           "id": "optimist",
                 *           "role": "You argue for the plan.",
                 *           "provider": "echo"
                 *         },
                 *         {
                 *           "id": "critic",
                 *           "role": "You argue against the plan.",
                 *           "provider": "echo",
                 *           "model": "echo-1"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["FanoutDispatchRequest"];
            };
        };
        responses: {
            /** @description Every agent's result (JSON), or with `stream` true the agents' progress as server-sent events. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FanoutDispatch"];
                    "text/event-stream": string;
                };
            };
            /**
             * @description The request is malformed or does not match the contract. `code`:
             *     - `validation`: a parameter or a body field is missing, unknown or malformed (more than 8
             *       agents, say, or two agents with the same `id`); `errors` lists each.
             *     - `malformed-json`: the body is not JSON.
             *     - `bad-request`: the body could not be read (it ended before its `Content-Length`).
             *     - `invalid-data`: a value the contract allows that the database cannot store.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestBodyProblem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FanoutConversationNotFound"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Nothing was called. `code` says why:
             *     - `llm-provider-unknown`: an agent names a provider the gateway does not know.
             *     - `llm-provider-not-configured`: an agent names a provider this server has no key for.
             *     - `fanout-model-required`: an agent names no `model` and its provider has no default model.
             *     - `fanout-conversation-full`: the conversation holds 50 dispatches, the most it may; start another.
             *     - `llm-model-unpriced`: a spend budget applies to the caller and the price table has no price
             *       for an agent's model (or a fallback's).
             *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example llm-provider-unknown
                         * @enum {string}
                         */
                        code?: "llm-provider-unknown" | "llm-provider-not-configured" | "fanout-model-required" | "fanout-conversation-full" | "llm-model-unpriced" | "idempotency-key-reused";
                    };
                };
            };
            /**
             * @description `code`:
             *     - `rate-limited`: the caller's chat budget has fewer requests left than the dispatch has
             *       agents (it was refused whole; nothing was called); wait `Retry-After` seconds, or send
             *       fewer agents (`X-RateLimit-Remaining`).
             *     - `llm-budget-exceeded`: a spend budget of the caller's has no room for the most the agents'
             *       calls together can cost (`needed`; held for all of them at once, so the dispatch was refused
             *       whole and nothing was called); `budget` says which and when it resets (`Retry-After`).
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Should-Retry": components["headers"]["X-Should-Retry"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["LlmTooManyRequestsProblem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listConstitutionRegimes: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["ConstitutionIfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionRegimeList"];
                };
            };
            304: components["responses"]["ConstitutionNotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listConstitutionPresets: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["ConstitutionIfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionPresetList"];
                };
            };
            304: components["responses"]["ConstitutionNotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listConstitutionCountries: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["ConstitutionIfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionCountryList"];
                };
            };
            304: components["responses"]["ConstitutionNotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getConstitutionSlidersSpec: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["ConstitutionIfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionSliderSpecList"];
                };
            };
            304: components["responses"]["ConstitutionNotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    classifyConstitutionSliders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sliders": {
                 *         "floor": 90,
                 *         "ruleOfLaw": 90,
                 *         "rotation": 80,
                 *         "transparency": 90,
                 *         "multiStatus": 75,
                 *         "skinInGame": 60,
                 *         "polycentricity": 60,
                 *         "positiveSum": 80
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ConstitutionClassifyRequest"];
            };
        };
        responses: {
            /** @description The regime and metrics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionEvaluation"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listConstitutionScenarios: {
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
            /** @description One page of scenarios. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionScenarioPage"];
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
    createConstitutionScenario: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Nordic-style baseline",
                 *       "sliders": {
                 *         "floor": 90,
                 *         "ruleOfLaw": 90,
                 *         "rotation": 80,
                 *         "transparency": 90,
                 *         "multiStatus": 75,
                 *         "skinInGame": 60,
                 *         "polycentricity": 60,
                 *         "positiveSum": 80
                 *       },
                 *       "regime": "Social democracy",
                 *       "metrics": {
                 *         "eliteFear": 81,
                 *         "intraConflict": 21.5,
                 *         "resentment": 13.8,
                 *         "innovation": 74.8,
                 *         "stability": 79.5,
                 *         "legitimacy": 83.3
                 *       },
                 *       "tags": [
                 *         "baseline",
                 *         "nordic"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ConstitutionScenarioRequest"];
            };
        };
        responses: {
            /** @description Saved. */
            201: {
                headers: {
                    /** @description `/api/constitution/scenarios/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionScenario"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ConstitutionScenarioQuotaExceeded"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Nothing was saved. `code` says why:
             *     - `constitution-regime-mismatch`: `regime` is not the regime `sliders` classify into; `detail`
             *       names the right one, and `expected` carries it as `{id, name}`.
             *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example constitution-regime-mismatch
                         * @enum {string}
                         */
                        code?: "constitution-regime-mismatch" | "idempotency-key-reused";
                        expected?: components["schemas"]["ConstitutionRegimeRef"];
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getConstitutionScenario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The scenario's id (`csc_…`).
                 * @example csc_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionScenarioIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scenario. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionScenario"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ConstitutionScenarioNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deleteConstitutionScenario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The scenario's id (`csc_…`).
                 * @example csc_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionScenarioIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ConstitutionScenarioNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getConstitutionPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionPlan"];
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
    suggestConstitutionSliders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sliders": {
                 *         "floor": 20,
                 *         "ruleOfLaw": 15,
                 *         "rotation": 5,
                 *         "transparency": 10,
                 *         "multiStatus": 10,
                 *         "skinInGame": 20,
                 *         "polycentricity": 5,
                 *         "positiveSum": 20
                 *       },
                 *       "goal": "Less resentment without losing stability."
                 *     }
                 */
                "application/json": components["schemas"]["ConstitutionSuggestRequest"];
            };
        };
        responses: {
            /** @description The suggestion (`source` says who worked it out). */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionSuggestion"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ConstitutionSuggestUnprocessable"];
            429: components["responses"]["ConstitutionSuggestTooManyRequests"];
            502: components["responses"]["ConstitutionSuggestBadGateway"];
            503: components["responses"]["ConstitutionSuggestUnavailable"];
            504: components["responses"]["ConstitutionSuggestTimeout"];
            default: components["responses"]["Problem"];
        };
    };
    streamConstitutionSuggestion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sliders": {
                 *         "floor": 20,
                 *         "ruleOfLaw": 15,
                 *         "rotation": 5,
                 *         "transparency": 10,
                 *         "multiStatus": 10,
                 *         "skinInGame": 20,
                 *         "polycentricity": 5,
                 *         "positiveSum": 20
                 *       },
                 *       "goal": "Less resentment without losing stability."
                 *     }
                 */
                "application/json": components["schemas"]["ConstitutionSuggestRequest"];
            };
        };
        responses: {
            /** @description The model's progress (or the governance model's rationale), then the suggestion, as server-sent events. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ConstitutionSuggestUnprocessable"];
            429: components["responses"]["ConstitutionSuggestTooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    renderConstitutionPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "scenario": {
                 *         "title": "Қазақстан 2030 — бюджет 1 000 000 ₸",
                 *         "sliders": {
                 *           "floor": 60,
                 *           "ruleOfLaw": 70,
                 *           "rotation": 50,
                 *           "transparency": 60,
                 *           "multiStatus": 55,
                 *           "skinInGame": 50,
                 *           "polycentricity": 45,
                 *           "positiveSum": 65
                 *         },
                 *         "tags": [
                 *           "draft"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ConstitutionPdfRequest"];
            };
        };
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    /** @description `inline; filename="scenario-<id or unsaved>.pdf"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ConstitutionScenarioNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Nothing was made. `code`:
             *     - `rate-limited`: the caller's rate limit is used up; wait `Retry-After` seconds.
             *     - `constitution-quota-exceeded`: the plan's `pdfsPerDay` is used up (`quota`, `limit`,
             *       `resetAt`: the next 00:00 UTC; `Retry-After` counts down to it).
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example rate-limited
                         * @enum {string}
                         */
                        code?: "rate-limited" | "constitution-quota-exceeded";
                        /** @enum {string} */
                        quota?: "pdfsPerDay";
                        limit?: number;
                        /** Format: date-time */
                        resetAt?: string;
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPaymentWallets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's wallets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWalletList"];
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
    openPaymentWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller already had a wallet; here it is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWallet"];
                };
            };
            /** @description Opened. */
            201: {
                headers: {
                    /** @description `/api/payments/wallets/{id}` */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWallet"];
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
    lookupPaymentWallet: {
        parameters: {
            query: {
                /** @description The payee's login email. */
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's wallet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWalletLookup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWalletNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getPaymentWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The wallet's id (`pwl_…`).
                 * @example pwl_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWalletIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWallet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWalletNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPaymentWalletEntries: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description The wallet's id (`pwl_…`).
                 * @example pwl_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWalletIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWalletEntryPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWalletNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    exportPaymentWalletEntriesCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The wallet's id (`pwl_…`).
                 * @example pwl_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWalletIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The history as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="wallet-entries.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWalletNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createPaymentTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "from": "pwl_01JD0000000000000000000000",
                 *       "to": "pwl_01JD0000000000000000000001",
                 *       "amount": 1500,
                 *       "description": "Dinner"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentTransferRequest"];
            };
        };
        responses: {
            /** @description Moved. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTransfer"];
                };
            };
            /**
             * @description `code`:
             *     - `validation`: the body does not match the schema (`errors` lists where).
             *     - `payments-same-wallet`: `from` and `to` are the same wallet.
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
                        code?: "validation" | "malformed-json" | "payments-same-wallet";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWalletNotFound"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["PaymentMoneyRefused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getPaymentTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The transfer's id (`ptr_…`).
                 * @example ptr_01JD0000000000000000000000
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code`:
             *     - `payment-transfer-not-found`: the caller neither sent nor received a transfer with this id.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example payment-transfer-not-found
                         * @enum {string}
                         */
                        code?: "payment-transfer-not-found";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPaymentNotifications: {
        parameters: {
            query?: {
                /** @description `true`: only unread notifications. */
                unread?: boolean;
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
            /** @description One page of notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentNotificationPage"];
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
    markPaymentNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ids": [
                 *         "ntf_01JD0000000000000000000000"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PaymentNotificationsReadRequest"];
            };
        };
        responses: {
            /** @description How many became read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentNotificationsReadResult"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getPaymentNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every kind, on or off. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentNotificationPreferences"];
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
    updatePaymentNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kinds": {
                 *         "transfer.received": false
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PaymentNotificationPreferencesUpdate"];
            };
        };
        responses: {
            /** @description Every kind, on or off, after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentNotificationPreferences"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listCheckoutSessions: {
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
            /** @description One page of sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutSessionPage"];
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
    createCheckoutSession: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "walletId": "pwl_01JD0000000000000000000000",
                 *       "amount": 5000,
                 *       "successUrl": "https://shop.example/deposit/done",
                 *       "cancelUrl": "https://shop.example/deposit"
                 *     }
                 */
                "application/json": components["schemas"]["CheckoutSessionRequest"];
            };
        };
        responses: {
            /** @description Created; send the payer to `url`. */
            201: {
                headers: {
                    /** @description `/api/payments/deposit/checkout/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutSession"];
                };
            };
            /**
             * @description `code`:
             *     - `validation`: the body does not match the schema, or `successUrl` or `cancelUrl` is
             *       not an address the page may link to (`errors` says which and why).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestBodyProblem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SimulatedCheckoutDisabledOrForbidden"];
            404: components["responses"]["PaymentWalletNotFound"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Nothing was recorded. `code`:
             *     - `deposit-refused-by-acquirer`: live mode; the acquirer would not start the payment (`detail`
             *       carries its reason, e.g. an amount it does not take). Retrying the same will not help.
             *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example deposit-refused-by-acquirer
                         * @enum {string}
                         */
                        code?: "deposit-refused-by-acquirer" | "idempotency-key-reused";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["AcquirerUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The session's id (`pcs_…`).
                 * @example pcs_01JD0000000000000000000000
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CheckoutSessionNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    completeCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "3q2-7wH1i0mB4uZ0cX9pQfL8nYtR6sVdKjE2aW5oG1c"
                 *     }
                 */
                "application/json": components["schemas"]["CheckoutCompleteRequest"];
            };
        };
        responses: {
            /** @description The session, completed (now or earlier). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutSession"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            /**
             * @description `code`:
             *     - `simulated-checkout-disabled`: this server does not simulate deposits (a production server
             *       whose operator did not choose `PAYMENTS_MODE=test`); nothing was moved.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example simulated-checkout-disabled
                         * @enum {string}
                         */
                        code?: "simulated-checkout-disabled";
                    };
                };
            };
            404: components["responses"]["CheckoutSessionNotFound"];
            /**
             * @description `code`:
             *     - `checkout-session-expired`: the session was not paid before its `expiresAt`; nothing
             *       was moved. Start a new one.
             */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example checkout-session-expired
                         * @enum {string}
                         */
                        code?: "checkout-session-expired";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Nothing was moved and the session stays open. `code`:
             *     - `balance-limit`: the credit would take the wallet over 9,999,999,999,999.99 KZT.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example balance-limit
                         * @enum {string}
                         */
                        code?: "balance-limit";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    receiveAcquirerNotification: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (up to 4 `v1`, while the acquirer rolls its secret).
                 * @example t=1795000000,v1=5b6f743876f51ac919b2e318275596514ca270f7639c045acfd20df61d74bd84
                 */
                "Acquirer-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0a1b2c3d4e5f6a7b",
                 *       "type": "payment.authorized",
                 *       "created": 1795000000,
                 *       "data": {
                 *         "object": {
                 *           "id": "pay_0a1b2c3d4e5f6a7b"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AcquirerNotification"];
            };
        };
        responses: {
            /** @description Received (and applied, unless it came before). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcquirerNotificationReceipt"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            /**
             * @description `code`:
             *     - `acquirer-signature-invalid`: the signature is missing, malformed, does not match, or its time
             *       is more than 300 s from ours (a replayed notification); nothing was applied.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example acquirer-signature-invalid
                         * @enum {string}
                         */
                        code?: "acquirer-signature-invalid";
                    };
                };
            };
            /**
             * @description `code`:
             *     - `acquirer-not-configured`: this server runs in test mode; no acquirer reports to it.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example acquirer-not-configured
                         * @enum {string}
                         */
                        code?: "acquirer-not-configured";
                    };
                };
            };
            /**
             * @description `code`:
             *     - `acquirer-notification-early`: the payout it reports on is still being sent to the acquirer
             *       here (the approval has not committed yet); nothing was applied, send it again (`Retry-After`).
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example acquirer-notification-early
                         * @enum {string}
                         */
                        code?: "acquirer-notification-early";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["AcquirerUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPayouts: {
        parameters: {
            query?: {
                /** @description Only payouts in this status. */
                status?: components["parameters"]["PayoutStatusFilter"];
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
            /** @description One page of payouts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutPage"];
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
    createPayout: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 1,
                 *       "destination": {
                 *         "type": "iban",
                 *         "iban": "KZ86125KZT5004100100",
                 *         "holderName": "Aigerim Bekova"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PayoutCreateRequest"];
            };
        };
        responses: {
            /** @description Created and held, `pending` review. */
            201: {
                headers: {
                    /** @description `/api/payments/payouts/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payout"];
                };
            };
            /**
             * @description `code`:
             *     - `validation`: the body does not match the schema (`errors` lists where).
             *     - `malformed-json`: the body is not JSON.
             *     - `payout-invalid-iban`: `destination.iban` is not a valid Kazakh IBAN (format or check digits).
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
                        code?: "validation" | "malformed-json" | "payout-invalid-iban";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWalletNotFound"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["PaymentMoneyRefused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    exportPayoutsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payouts as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="payouts.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
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
    getPayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The payout's id (`ppo_…`).
                 * @example ppo_01JD0000000000000000000000
                 */
                id: components["parameters"]["PayoutIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payout"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PayoutNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    cancelPayout: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The payout's id (`ppo_…`).
                 * @example ppo_01JD0000000000000000000000
                 */
                id: components["parameters"]["PayoutIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled; the amount is back in the wallet. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payout"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PayoutNotFound"];
            409: components["responses"]["PayoutNotPending"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listAdminPayouts: {
        parameters: {
            query?: {
                /** @description The payouts to list (default `pending`). */
                status?: components["parameters"]["PayoutQueueStatus"];
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
            /** @description One page of the queue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPayoutPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    approvePayout: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The payout's id (`ppo_…`).
                 * @example ppo_01JD0000000000000000000000
                 */
                id: components["parameters"]["PayoutIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settled (`settled`), or in live mode with the acquirer (`processing`). */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPayout"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["PayoutNotFound"];
            409: components["responses"]["PayoutNotPending"];
            /**
             * @description Nothing was settled. `code`:
             *     - `payout-refused-by-acquirer`: live mode; the acquirer refused to pay it out (`detail` says why).
             *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example payout-refused-by-acquirer
                         * @enum {string}
                         */
                        code?: "payout-refused-by-acquirer" | "idempotency-key-reused";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["AcquirerUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    rejectPayout: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The payout's id (`ppo_…`).
                 * @example ppo_01JD0000000000000000000000
                 */
                id: components["parameters"]["PayoutIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "The account holder's name does not match the wallet's owner."
                 *     }
                 */
                "application/json": components["schemas"]["DecisionReason"];
            };
        };
        responses: {
            /** @description Rejected; the amount is back in the wallet. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPayout"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["PayoutNotFound"];
            409: components["responses"]["PayoutNotPending"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getKycStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's identity check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycStatus"];
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
    submitKyc: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fullName": "Aigerim Bekova",
                 *       "dateOfBirth": "1990-01-01",
                 *       "iin": "900101400013",
                 *       "address": {
                 *         "line1": "12 Abay Ave",
                 *         "city": "Almaty",
                 *         "postalCode": "050000",
                 *         "country": "KZ"
                 *       },
                 *       "documentNumber": "N12345678"
                 *     }
                 */
                "application/json": components["schemas"]["KycSubmitRequest"];
            };
        };
        responses: {
            /** @description Submitted, `pending` review. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycSubmission"];
                };
            };
            /**
             * @description `code`:
             *     - `validation`: the body does not match the schema (`errors` lists where).
             *     - `malformed-json`: the body is not JSON.
             *     - `kyc-invalid-iin`: `iin`'s check digit is wrong, or its date of birth is not `dateOfBirth`.
             *     - `kyc-underage`: `dateOfBirth` is less than 18 years ago (or in the future).
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
                        code?: "validation" | "malformed-json" | "kyc-invalid-iin" | "kyc-underage";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code`:
             *     - `kyc-pending`: a submission of the caller's is still pending review.
             *     - `kyc-already-verified`: the caller's identity is already verified.
             *     - `idempotency-key-in-flight`: a request with the same Idempotency-Key is still being
             *       processed; retry after `Retry-After` seconds.
             */
            409: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example kyc-pending
                         * @enum {string}
                         */
                        code?: "kyc-pending" | "kyc-already-verified" | "idempotency-key-in-flight";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listAdminKycSubmissions: {
        parameters: {
            query?: {
                /** @description The submissions to list (default `pending`). */
                status?: "pending" | "approved" | "rejected";
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
            /** @description One page of the queue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminKycSubmissionPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    approveKycSubmission: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The identity check's id (`kyc_…`).
                 * @example kyc_01JD0000000000000000000000
                 */
                id: components["parameters"]["KycIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Approved. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycDecision"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["KycNotFound"];
            409: components["responses"]["KycNotPending"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    rejectKycSubmission: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The identity check's id (`kyc_…`).
                 * @example kyc_01JD0000000000000000000000
                 */
                id: components["parameters"]["KycIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "The document photo is unreadable."
                 *     }
                 */
                "application/json": components["schemas"]["DecisionReason"];
            };
        };
        responses: {
            /** @description Rejected. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycDecision"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["KycNotFound"];
            409: components["responses"]["KycNotPending"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listMerchantKeys: {
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
            /** @description One page of keys, revoked ones included. */
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
    createMerchantKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Shop backend"
                 *     }
                 */
                "application/json": components["schemas"]["MerchantKeyCreate"];
            };
        };
        responses: {
            /** @description Created; `key` is the secret, shown only now. */
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
            /**
             * @description `code`:
             *     - `api-key-limit`: the caller already holds 100 live API keys; revoke one first.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
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
    rotateMerchantKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id (`apk_…`; a key made before merchant keys were API keys keeps its `mky_…` id).
                 * @example apk_01JD0000000000000000000000
                 */
                id: components["parameters"]["MerchantKeyIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "overlapSeconds": 3600
                 *     }
                 */
                "application/json": components["schemas"]["ApiKeyRollRequest"];
            };
        };
        responses: {
            /** @description The new key; `key` is its secret, shown only now. */
            200: {
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
            404: components["responses"]["MerchantKeyNotFound"];
            /**
             * @description `code`:
             *     - `merchant-key-revoked`: the key is revoked or expired; create a new one.
             *     - `api-key-limit`: the new key would pass the 100 live API keys a user may hold.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example merchant-key-revoked
                         * @enum {string}
                         */
                        code?: "merchant-key-revoked" | "api-key-limit";
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
    getMerchantKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id (`apk_…`; a key made before merchant keys were API keys keeps its `mky_…` id).
                 * @example apk_01JD0000000000000000000000
                 */
                id: components["parameters"]["MerchantKeyIdPath"];
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
            404: components["responses"]["MerchantKeyNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    revokeMerchantKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id (`apk_…`; a key made before merchant keys were API keys keeps its `mky_…` id).
                 * @example apk_01JD0000000000000000000000
                 */
                id: components["parameters"]["MerchantKeyIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked (or already revoked). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MerchantKeyNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createMerchantCharge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 4990,
                 *       "description": "Order #1042",
                 *       "reference": "order-1042",
                 *       "expiresInSeconds": 3600
                 *     }
                 */
                "application/json": components["schemas"]["MerchantChargeCreate"];
            };
        };
        responses: {
            /** @description The request made earlier for this `reference` (same body). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    /** @description `/api/payments/requests/{id}` */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            /**
             * @description `code`:
             *     - `merchant-key-invalid`: no credential was sent, or `X-Merchant-Key` is not a live API
             *       key (malformed, unknown, revoked, expired, or a session's token).
             *     - `unauthorized`, `token-expired`: the bearer credential was refused, as everywhere.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example merchant-key-invalid
                         * @enum {string}
                         */
                        code?: "merchant-key-invalid" | "unauthorized" | "token-expired";
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MerchantNoWallet"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description `code`:
             *     - `payment-request-reference-reused`: a request with this `reference` exists with another
             *       amount, description or lifetime.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example payment-request-reference-reused
                         * @enum {string}
                         */
                        code?: "payment-request-reference-reused";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPaymentRequests: {
        parameters: {
            query?: {
                /** @description Only requests in this status (`expired` includes open ones past their `expiresAt`). */
                status?: components["schemas"]["PaymentRequestStatus"];
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
            /** @description One page of requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequestPage"];
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
    createPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 4990,
                 *       "description": "Order #1042",
                 *       "reference": "order-1042",
                 *       "expiresInSeconds": 3600
                 *     }
                 */
                "application/json": components["schemas"]["PaymentRequestCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description `/api/payments/requests/{id}` */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            /**
             * @description `code`:
             *     - `validation`: the body does not match the schema (`errors` lists where).
             *     - `payment-request-expiry`: both `expiresAt` and `expiresInSeconds` were given, or
             *       `expiresAt` is less than 60 seconds or more than 30 days away.
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
                        code?: "validation" | "malformed-json" | "payment-request-expiry";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MerchantNoWallet"];
            /**
             * @description `code`:
             *     - `payment-request-reference-taken`: another of the caller's requests has this `reference`.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example payment-request-reference-taken
                         * @enum {string}
                         */
                        code?: "payment-request-reference-taken";
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
    getPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The payment request's id (`prq_…`).
                 * @example prq_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentRequestIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentRequestNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    cancelPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The payment request's id (`prq_…`).
                 * @example prq_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentRequestIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request, cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentRequestNotFound"];
            409: components["responses"]["PaymentRequestClosed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    exportMerchantStatementCsv: {
        parameters: {
            query: {
                /**
                 * @description The period's start (included).
                 * @example 2026-11-01T00:00:00Z
                 */
                from: string;
                /**
                 * @description The period's end (excluded); after `from`, at most 366 days later.
                 * @example 2026-12-01T00:00:00Z
                 */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="statement-<from>-<to>.csv"` (the dates as YYYY-MM-DD) */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /**
             * @description The request is malformed or does not match the contract. `code`:
             *     - `validation`: a parameter is missing, unknown or malformed (`errors` lists each).
             *     - `statement-period-invalid`: `to` is not after `from`, or the period is longer than 366 days.
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
                        code?: "validation" | "statement-period-invalid";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MerchantNoWallet"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    refundPaymentRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The payment request's id (`prq_…`).
                 * @example prq_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentRequestIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "amount": 10
                 *     }
                 */
                "application/json": components["schemas"]["PaymentRefundCreate"];
            };
        };
        responses: {
            /** @description Refunded. */
            201: {
                headers: {
                    /** @description `/api/payments/requests/{id}/refunds` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRefund"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentRequestNotFound"];
            /**
             * @description `code`:
             *     - `payment-request-not-paid`: the request is open, expired or cancelled: nothing was paid.
             *     - `idempotency-key-in-flight`: a request with the same Idempotency-Key is still being processed.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example payment-request-not-paid
                         * @enum {string}
                         */
                        code?: "payment-request-not-paid" | "idempotency-key-in-flight";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Nothing was moved. `code`:
             *     - `refund-exceeds-paid`: the refund would take the refunded total past the paid amount
             *       (also when everything is refunded already).
             *     - `insufficient-funds`: the merchant's wallet's available balance is below the amount.
             *     - `balance-limit`: the credit would take the payer's wallet over its largest balance.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was used with another body.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example refund-exceeds-paid
                         * @enum {string}
                         */
                        code?: "refund-exceeds-paid" | "insufficient-funds" | "balance-limit" | "idempotency-key-reused";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPaymentRequestRefunds: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description The payment request's id (`prq_…`).
                 * @example prq_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentRequestIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of refunds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRefundPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentRequestNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getPublicPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The payment request's id (`prq_…`).
                 * @example prq_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentRequestIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request as the payer sees it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicPaymentRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["PaymentRequestNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    payPaymentRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The payment request's id (`prq_…`).
                 * @example prq_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentRequestIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "walletId": "pwl_01JD0000000000000000000000"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentRequestPay"];
            };
        };
        responses: {
            /** @description Paid; the request as its merchant sees it. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code`:
             *     - `payment-request-not-found`: no request has this id.
             *     - `payments-wallet-not-found`: `walletId` is not the caller's wallet, or the caller has none.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example payment-request-not-found
                         * @enum {string}
                         */
                        code?: "payment-request-not-found" | "payments-wallet-not-found";
                    };
                };
            };
            /**
             * @description `code`:
             *     - `payment-request-not-open`: the request is already paid or cancelled.
             *     - `idempotency-key-in-flight`: a request with the same Idempotency-Key is still being processed.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example payment-request-not-open
                         * @enum {string}
                         */
                        code?: "payment-request-not-open" | "idempotency-key-in-flight";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Nothing was moved. `code`:
             *     - `payment-request-expired`: the request passed its `expiresAt`.
             *     - `payment-request-own`: the caller is the request's merchant.
             *     - `insufficient-funds`: the payer's available balance is below the amount.
             *     - `balance-limit`: the credit would take the merchant's wallet over its largest balance.
             *     - `payments-outflow-limit`: the payer is not verified and this would exceed the daily cap.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was used with another body.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example payment-request-expired
                         * @enum {string}
                         */
                        code?: "payment-request-expired" | "payment-request-own" | "insufficient-funds" | "balance-limit" | "payments-outflow-limit" | "idempotency-key-reused";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPaymentWebhookSubscriptions: {
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
            /** @description One page of subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookSubscriptionPage"];
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
    createPaymentWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://merchant.example/hooks/trustplane",
                 *       "events": [
                 *         "payment_request.paid"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PaymentWebhookSubscriptionCreate"];
            };
        };
        responses: {
            /** @description Subscribed; the secret is shown this once. */
            201: {
                headers: {
                    /** @description `/api/payments/webhook-subs/{id}` */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookSubscriptionCreated"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description Nothing was created. `code`:
             *     - `webhook-subscription-limit`: the caller already has 16 active subscriptions; disable one first.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example webhook-subscription-limit
                         * @enum {string}
                         */
                        code?: "webhook-subscription-limit";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Nothing was created. `code`:
             *     - `webhook-url-not-https`: the URL is not `https:` (or carries credentials).
             *     - `webhook-url-not-public`: the host is, or resolves to, an address that is not public.
             *     - `webhook-url-unresolvable`: the host name does not resolve.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example webhook-url-not-https
                         * @enum {string}
                         */
                        code?: "webhook-url-not-https" | "webhook-url-not-public" | "webhook-url-unresolvable";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    pingPaymentWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id (`whs_…`).
                 * @example whs_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWebhookSubscriptionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWebhookSubscriptionNotFound"];
            409: components["responses"]["PaymentWebhookSubscriptionDisabled"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    rotatePaymentWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id (`whs_…`).
                 * @example whs_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWebhookSubscriptionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "overlapSeconds": 3600
                 *     }
                 */
                "application/json": components["schemas"]["PaymentWebhookSecretRotation"];
            };
        };
        responses: {
            /** @description Rotated; `secret` is the new one, shown only now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookSubscriptionCreated"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWebhookSubscriptionNotFound"];
            409: components["responses"]["PaymentWebhookSubscriptionDisabled"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    endPaymentWebhookSecretOverlap: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id (`whs_…`).
                 * @example whs_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWebhookSubscriptionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription, signing with one secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookSubscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWebhookSubscriptionNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    recoverPaymentWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id (`whs_…`).
                 * @example whs_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWebhookSubscriptionIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "since": "2026-11-01T00:00:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentWebhookRecovery"];
            };
        };
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookRecovered"];
                };
            };
            /**
             * @description The request is malformed or does not match the contract. `code`:
             *     - `validation`, `malformed-json`, `bad-request`, `invalid-data`: as everywhere (`BadRequestBody`).
             *     - `recover-since-too-old`: `since` is more than 30 days ago, or in the future.
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
                        code?: "validation" | "malformed-json" | "bad-request" | "invalid-data" | "recover-since-too-old";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWebhookSubscriptionNotFound"];
            409: components["responses"]["PaymentWebhookSubscriptionDisabled"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPaymentWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Only deliveries in this status. */
                status?: components["schemas"]["PaymentWebhookDeliveryStatus"];
                /** @description Only deliveries to this subscription of the caller's. */
                subscriptionId?: string;
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
            /** @description One page of deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookDeliveryPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWebhookSubscriptionNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    exportPaymentWebhookDeliveriesCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The log as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="webhook-deliveries.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
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
    getPaymentWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The delivery's id (`whd_…`).
                 * @example whd_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWebhookDeliveryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery and its attempts, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookDeliveryDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWebhookDeliveryNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    redeliverPaymentWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The delivery's id (`whd_…`).
                 * @example whd_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWebhookDeliveryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PaymentWebhookRedelivery"];
            };
        };
        responses: {
            /** @description The new delivery, queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code`:
             *     - `webhook-delivery-not-found`: no delivery of the caller's has this id.
             *     - `webhook-subscription-not-found`: no subscription of the caller's has the `subscriptionId`.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example webhook-delivery-not-found
                         * @enum {string}
                         */
                        code?: "webhook-delivery-not-found" | "webhook-subscription-not-found";
                    };
                };
            };
            409: components["responses"]["PaymentWebhookSubscriptionDisabled"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getPaymentWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id (`whs_…`).
                 * @example whs_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWebhookSubscriptionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookSubscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWebhookSubscriptionNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    disablePaymentWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id (`whs_…`).
                 * @example whs_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWebhookSubscriptionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disabled (or already disabled); `GET` on it shows it with its `disabledAt`. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWebhookSubscriptionNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listMediaVideos: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description How many items of the list to skip, 0–100,000 (0 when left out); a larger value is refused with
                 *     400. Not together with `cursor` (400 `media-cursor-and-offset`).
                 */
                offset?: components["parameters"]["MediaOffset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of videos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaVideoPage"];
                };
            };
            400: components["responses"]["MediaPageBadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getMediaVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A video id. */
                id: components["parameters"]["MediaVideoIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The video. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaVideo"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["MediaVideoNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listMediaTracks: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description How many items of the list to skip, 0–100,000 (0 when left out); a larger value is refused with
                 *     400. Not together with `cursor` (400 `media-cursor-and-offset`).
                 */
                offset?: components["parameters"]["MediaOffset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of tracks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaTrackPage"];
                };
            };
            400: components["responses"]["MediaPageBadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getMediaTrack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A track id. */
                id: components["parameters"]["MediaTrackIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The track. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaTrack"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["MediaTrackNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    playMediaTrack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A track id. */
                id: components["parameters"]["MediaTrackIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The play was recorded; `counted` says whether it added to `plays`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaTrackPlay"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MediaTrackNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listMediaAdminVideos: {
        parameters: {
            query?: {
                /** @description Only items in this status; every item when left out. */
                status?: components["parameters"]["MediaStatusFilter"];
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
            /** @description One page of videos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaAdminVideoPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createMediaVideo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Signing a document in sixty seconds",
                 *       "description": "Register a work, sign its certificate and verify it offline.",
                 *       "durationSeconds": 64,
                 *       "videoUrl": "https://media.example/videos/signing-in-sixty-seconds.mp4",
                 *       "thumbnailUrl": "https://media.example/videos/signing-in-sixty-seconds.jpg"
                 *     }
                 */
                "application/json": components["schemas"]["MediaVideoCreate"];
            };
        };
        responses: {
            /** @description Created (a draft unless `status` said `published`). */
            201: {
                headers: {
                    /** @description `/api/media/admin/videos/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaAdminVideo"];
                };
            };
            400: components["responses"]["MediaWriteBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getMediaAdminVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A video id. */
                id: components["parameters"]["MediaVideoIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The video. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaAdminVideo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["MediaVideoNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deleteMediaVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A video id. */
                id: components["parameters"]["MediaVideoIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["MediaVideoNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    updateMediaVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A video id. */
                id: components["parameters"]["MediaVideoIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "published"
                 *     }
                 */
                "application/json": components["schemas"]["MediaVideoUpdate"];
            };
        };
        responses: {
            /** @description The video after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaAdminVideo"];
                };
            };
            400: components["responses"]["MediaWriteBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["MediaVideoNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listMediaAdminTracks: {
        parameters: {
            query?: {
                /** @description Only items in this status; every item when left out. */
                status?: components["parameters"]["MediaStatusFilter"];
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
            /** @description One page of tracks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaAdminTrackPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createMediaTrack: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Night Train",
                 *       "artist": "The Ledger Lines",
                 *       "description": "Piano sketch in D minor.",
                 *       "durationSeconds": 214,
                 *       "audioUrl": "https://media.example/tracks/night-train.mp3",
                 *       "coverUrl": "https://media.example/tracks/night-train.jpg",
                 *       "status": "published"
                 *     }
                 */
                "application/json": components["schemas"]["MediaTrackCreate"];
            };
        };
        responses: {
            /** @description Created (a draft unless `status` said `published`). */
            201: {
                headers: {
                    /** @description `/api/media/admin/tracks/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaAdminTrack"];
                };
            };
            400: components["responses"]["MediaWriteBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getMediaAdminTrack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A track id. */
                id: components["parameters"]["MediaTrackIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The track. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaAdminTrack"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["MediaTrackNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deleteMediaTrack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A track id. */
                id: components["parameters"]["MediaTrackIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["MediaTrackNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    updateMediaTrack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A track id. */
                id: components["parameters"]["MediaTrackIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "draft"
                 *     }
                 */
                "application/json": components["schemas"]["MediaTrackUpdate"];
            };
        };
        responses: {
            /** @description The track after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaAdminTrack"];
                };
            };
            400: components["responses"]["MediaWriteBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["MediaTrackNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listContractTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every template. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractTemplateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listContractDocuments: {
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
            /** @description One page of documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractDocumentPage"];
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
    createContractDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "template": "nda",
                 *       "fields": {
                 *         "disclosingParty": "Ada Labs LLP",
                 *         "receivingParty": "Grace Hopper",
                 *         "purpose": "Evaluating a joint venture",
                 *         "effectiveDate": "2026-12-01",
                 *         "termMonths": 24
                 *       },
                 *       "senderName": "Ada Labs LLP",
                 *       "maxViews": 1,
                 *       "expiresInSeconds": 86400
                 *     }
                 */
                "application/json": components["schemas"]["ContractDocumentCreate"];
            };
        };
        responses: {
            /** @description Created; `viewUrl` and `viewToken` are shown only now. */
            201: {
                headers: {
                    /** @description `/api/contracts/documents/{id}` */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractDocumentCreated"];
                };
            };
            /**
             * @description `code`:
             *     - `validation`: the body does not match the schema (`errors` lists where).
             *     - `malformed-json`: the body is not JSON.
             *     - `bad-request`: the body could not be read.
             *     - `invalid-data`: a value the database cannot store.
             *     - `contract-template-unknown`: no template has the id in `template`.
             *     - `contract-field-invalid`: field values break the template; `errors` lists each field
             *       (`/body/fields/<name>`) with why.
             *     - `contract-expiry`: both `expiresAt` and `expiresInSeconds` were given, or `expiresAt` is
             *       less than 60 seconds or more than 30 days away.
             *     - `contract-sender-invalid`: `senderName` holds a line break, a control character or a
             *       bidirectional formatting character.
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
                        code?: "validation" | "malformed-json" | "bad-request" | "invalid-data" | "contract-template-unknown" | "contract-field-invalid" | "contract-expiry" | "contract-sender-invalid";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ContractDocumentLimit"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getContractDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The document's id (`cdoc_…`).
                 * @example cdoc_01JD0000000000000000000000
                 */
                id: components["parameters"]["ContractDocumentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ContractDocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    updateContractDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The document's id (`cdoc_…`).
                 * @example cdoc_01JD0000000000000000000000
                 */
                id: components["parameters"]["ContractDocumentIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "maxViews": 2,
                 *       "expiresInSeconds": 172800
                 *     }
                 */
                "application/json": components["schemas"]["ContractDocumentUpdate"];
            };
        };
        responses: {
            /** @description The document as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractDocument"];
                };
            };
            /**
             * @description `code`:
             *     - `validation`: the body does not match the schema (`errors` lists where).
             *     - `malformed-json`: the body is not JSON.
             *     - `bad-request`: the body could not be read.
             *     - `invalid-data`: a value the database cannot store.
             *     - `contract-field-invalid`: field values break the template; `errors` lists each field.
             *     - `contract-expiry`: both `expiresAt` and `expiresInSeconds` were given, `expiresAt` is less
             *       than 60 seconds or more than 30 days away, or `revoked` was combined with an edit.
             *     - `contract-sender-invalid`: `senderName` holds a line break, a control character or a
             *       bidirectional formatting character.
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
                        code?: "validation" | "malformed-json" | "bad-request" | "invalid-data" | "contract-field-invalid" | "contract-expiry" | "contract-sender-invalid";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ContractDocumentNotFound"];
            /**
             * @description `code`:
             *     - `document-already-viewed`: someone viewed the document; it can no longer be edited or revoked.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example document-already-viewed
                         * @enum {string}
                         */
                        code?: "document-already-viewed";
                    };
                };
            };
            410: components["responses"]["ContractDocumentDestroyed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    exportContractDocumentLog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The document's id (`cdoc_…`).
                 * @example cdoc_01JD0000000000000000000000
                 */
                id: components["parameters"]["ContractDocumentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The log as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="contract-log-<id>.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ContractDocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getContractLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The link's token (43 base64url characters), as in `viewUrl`.
                 * @example q3Vh0o6mJdC4nG8Jc2Y1Zt7wKx9LrP5sUe0aBfHiTgM
                 */
                token: components["parameters"]["ContractViewTokenPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link's metadata (JSON), or its page (HTML, for a browser). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "X-Robots-Tag": components["headers"]["NoIndex"];
                    "Referrer-Policy": components["headers"]["NoReferrer"];
                    Vary: components["headers"]["VaryAccept"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractLink"];
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /**
             * @description `code`:
             *     - `contract-link-not-found`: no document has this link (the token is wrong or was never issued).
             *
             *     A browser (`text/html` preferred) gets a page that says so instead.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example contract-link-not-found
                         * @enum {string}
                         */
                        code?: "contract-link-not-found";
                    };
                    "text/html": string;
                };
            };
            /**
             * @description Only to a browser (`text/html` preferred): the document was destroyed (its views were used
             *     up, it expired, or its owner revoked it); the page says when and why. A program gets `200`
             *     with `status: destroyed`.
             */
            410: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "X-Robots-Tag": components["headers"]["NoIndex"];
                    "Referrer-Policy": components["headers"]["NoReferrer"];
                    Vary: components["headers"]["VaryAccept"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    viewContractDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The link's token (43 base64url characters), as in `viewUrl`.
                 * @example q3Vh0o6mJdC4nG8Jc2Y1Zt7wKx9LrP5sUe0aBfHiTgM
                 */
                token: components["parameters"]["ContractViewTokenPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document; this view is counted. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "X-Robots-Tag": components["headers"]["NoIndex"];
                    "Referrer-Policy": components["headers"]["NoReferrer"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractView"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ContractLinkNotFound"];
            410: components["responses"]["ContractDocumentDestroyed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deriveKeyshieldKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "ed25519",
                 *       "threshold": 2,
                 *       "shares": 3,
                 *       "label": "Release signing key"
                 *     }
                 */
                "application/json": components["schemas"]["KeyshieldDeriveRequest"];
            };
        };
        responses: {
            /** @description The key and its n shares (`shares` is `null` on an idempotent replay). */
            201: {
                headers: {
                    /** @description `/api/keyshield/keys/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyshieldKeyWithShares"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["KeyshieldKeyLimit"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    recoverKeyshieldKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "keyId": "ksk_01JD0000000000000000000000",
                 *       "shares": [
                 *         "ks1.ksk_01JD0000000000000000000000.1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB.00000000",
                 *         "ks1.ksk_01JD0000000000000000000000.1.2.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAC.00000000"
                 *       ],
                 *       "message": "release v1.2.0"
                 *     }
                 */
                "application/json": components["schemas"]["KeyshieldRecoverRequest"];
            };
        };
        responses: {
            /** @description The signature (`ed25519`) or the secret (`secret-256`). */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyshieldRecovery"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["KeyshieldKeyNotFound"];
            /**
             * @description `code`:
             *     - `keyshield-key-retired`: the key was retired (`DELETE /api/keyshield/keys/{id}`): its secret
             *       is gone, and no share opens it any more.
             */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example keyshield-key-retired
                         * @enum {string}
                         */
                        code?: "keyshield-key-retired";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The shares or the message cannot be used; nothing was signed or answered, and the attempt is
             *     in the audit log. `code`:
             *     - `share-malformed`: a share is not `ks1.<keyId>.<epoch>.<index>.<data>.<check>`, or its
             *       checksum does not match (mistyped or truncated).
             *     - `share-wrong-key`: a share belongs to another key.
             *     - `share-stale-epoch`: a share is of an earlier epoch: the key was rotated since.
             *     - `share-unknown`: a share names this key and epoch but is not one of its shares (altered
             *       and re-checksummed, an index above n, or an epoch the key has not reached).
             *     - `shares-duplicate`: two shares have the same index.
             *     - `not-enough-shares`: fewer valid shares than the key's threshold k.
             *     - `shares-do-not-combine`: the shares combined into a data key that does not open the key's
             *       secret (the GCM tag fails); nothing is answered rather than a wrong secret.
             *     - `message-required`: an `ed25519` key signs `message`, and there is none.
             *     - `message-not-applicable`: a `secret-256` key signs nothing; leave `message` out.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example share-malformed
                         * @enum {string}
                         */
                        code?: "share-malformed" | "share-wrong-key" | "share-stale-epoch" | "share-unknown" | "shares-duplicate" | "not-enough-shares" | "shares-do-not-combine" | "message-required" | "message-not-applicable";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    rotateKeyshieldKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "keyId": "ksk_01JD0000000000000000000000",
                 *       "shares": [
                 *         "ks1.ksk_01JD0000000000000000000000.1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB.00000000",
                 *         "ks1.ksk_01JD0000000000000000000000.1.2.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAC.00000000"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["KeyshieldRotateRequest"];
            };
        };
        responses: {
            /** @description The key at its new epoch and its n new shares. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyshieldKeyWithShares"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["KeyshieldKeyNotFound"];
            /**
             * @description `code`:
             *     - `keyshield-key-retired`: the key was retired (`DELETE /api/keyshield/keys/{id}`): its secret
             *       is gone, and no share opens it any more.
             */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example keyshield-key-retired
                         * @enum {string}
                         */
                        code?: "keyshield-key-retired";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The shares cannot be used; nothing changed, and the attempt is in the audit log. `code`:
             *     - `share-malformed`: a share is not `ks1.<keyId>.<epoch>.<index>.<data>.<check>`, or its
             *       checksum does not match.
             *     - `share-wrong-key`: a share belongs to another key.
             *     - `share-stale-epoch`: a share is of an earlier epoch (also the loser of two rotations at once).
             *     - `share-unknown`: a share names this key and epoch but is not one of its shares.
             *     - `shares-duplicate`: two shares have the same index.
             *     - `not-enough-shares`: fewer valid shares than the key's threshold k.
             *     - `shares-do-not-combine`: the combined data key does not open the key's secret.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example share-malformed
                         * @enum {string}
                         */
                        code?: "share-malformed" | "share-wrong-key" | "share-stale-epoch" | "share-unknown" | "shares-duplicate" | "not-enough-shares" | "shares-do-not-combine";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listKeyshieldKeys: {
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
            /** @description One page of keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyshieldKeyPage"];
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
    getKeyshieldKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id (`ksk_…`).
                 * @example ksk_01JD0000000000000000000000
                 */
                id: components["parameters"]["KeyshieldKeyIdPath"];
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
                    "application/json": components["schemas"]["KeyshieldKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["KeyshieldKeyNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    retireKeyshieldKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id (`ksk_…`).
                 * @example ksk_01JD0000000000000000000000
                 */
                id: components["parameters"]["KeyshieldKeyIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retired. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["KeyshieldKeyNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listKeyshieldKeyAudit: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description The key's id (`ksk_…`).
                 * @example ksk_01JD0000000000000000000000
                 */
                id: components["parameters"]["KeyshieldKeyIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of audit entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyshieldAuditPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["KeyshieldKeyNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listConstitutionArtifacts: {
        parameters: {
            query?: {
                /** @description Only artifacts classified as this regime. */
                regime?: components["schemas"]["ConstitutionArtifactRegimeId"];
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
            /** @description A page of artifacts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionArtifactPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    publishConstitutionArtifact: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublishConstitutionArtifactRequest"];
            };
        };
        responses: {
            /** @description The published artifact. */
            201: {
                headers: {
                    /** @description `/api/registry/constitution-artifacts/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionArtifact"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ConstitutionArtifactLimit"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getConstitutionArtifactStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionArtifactStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getConstitutionArtifact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The artifact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionArtifact"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ConstitutionArtifactNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deleteConstitutionArtifact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ConstitutionArtifactNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listSimilarConstitutionArtifacts: {
        parameters: {
            query?: {
                /** @description How many artifacts, 1–50 (default 10). */
                limit?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The nearest artifacts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimilarConstitutionArtifacts"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ConstitutionArtifactNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    voteConstitutionArtifact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The artifact's votes now, and that the caller has voted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionArtifactVote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ConstitutionArtifactNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    unvoteConstitutionArtifact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's vote is gone (or there was none). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ConstitutionArtifactNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    commentConstitutionArtifact: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConstitutionArtifactCommentRequest"];
            };
        };
        responses: {
            /** @description The comment. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionArtifactComment"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ConstitutionArtifactNotFound"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            /**
             * @description Wait `Retry-After` seconds. `code` says why:
             *     - `rate-limited`: the caller's rate limit is used up; wait `Retry-After` seconds.
             *     - `comment-rate-limited`: the caller wrote `CONSTITUTION_COMMENTS_PER_HOUR` comments in the
             *       last hour; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example rate-limited
                         * @enum {string}
                         */
                        code?: "rate-limited" | "comment-rate-limited";
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listConstitutionArtifactComments: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of comments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionArtifactCommentPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            404: components["responses"]["ConstitutionArtifactNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deleteConstitutionArtifactComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
                /**
                 * @description The comment's id (`ccm_…`).
                 * @example ccm_01JD0000000000000000000000
                 */
                commentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
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
             * @description `code`:
             *     - `constitution-comment-not-found`: no comment with this id on this artifact that the caller may delete.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example constitution-comment-not-found
                         * @enum {string}
                         */
                        code?: "constitution-comment-not-found";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getConstitutionArtifactSocial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts and the recent activity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionArtifactSocial"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ConstitutionArtifactNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    startCoachSession: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartCoachSessionRequest"];
            };
        };
        responses: {
            /** @description The session, started. */
            201: {
                headers: {
                    /** @description `/api/coach/sessions/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoachSessionEnvelope"];
                };
            };
            /**
             * @description The request is malformed, or the position is not a legal one. `code`:
             *     - `validation`: a parameter or a body field is missing, unknown or malformed; `errors` lists each.
             *     - `malformed-json`: the body is not JSON.
             *     - `bad-request`: the body could not be read (it ended before its `Content-Length`).
             *     - `invalid-data`: a value the contract allows that the database cannot store.
             *     - `invalid-fen`: `fen` is not a valid position; `detail` and `errors[0]` (path `/body/fen`)
             *       give chess.js's reason.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example validation
                         * @enum {string}
                         */
                        code?: "validation" | "malformed-json" | "bad-request" | "invalid-data" | "invalid-fen";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CoachSessionLimit"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listCoachSessions: {
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
            /** @description One page of sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoachSessionPage"];
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
    getCoachSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A coaching session id. */
                id: components["parameters"]["CoachSessionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoachSessionEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CoachSessionNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    endCoachSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A coaching session id. */
                id: components["parameters"]["CoachSessionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EndCoachSessionRequest"];
            };
        };
        responses: {
            /** @description The session, ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoachSessionEnvelope"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CoachSessionNotFound"];
            /**
             * @description `code` says why:
             *     - `coach-session-ended`: the session has ended already; it ends once.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example coach-session-ended
                         * @enum {string}
                         */
                        code?: "coach-session-ended";
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
    getOpenApi: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bundled OpenAPI 3.0 document. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /**
             * @description `code` says why:
             *     - `metrics-token`: `METRICS_TOKEN` is set and the request did not send it as a bearer token.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example metrics-token
                         * @enum {string}
                         */
                        code?: "metrics-token";
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
