// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-catalog` (scripts/generate-clients.mjs).

export interface paths {
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
         *     version, install command, modules and README link. Cached like the catalog.
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
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
            code?: "unauthorized";
        };
        /** @description A 503. */
        ServiceUnavailableProblem: components["schemas"]["Problem"] & {
            /**
             * @example unavailable
             * @enum {string}
             */
            code?: "unavailable";
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
        /** @description How many items the whole list holds. */
        Total: number;
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
            /** @description The module's section of the docs. */
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
        /** @description A full catalog item. */
        CatalogItem: components["schemas"]["CatalogItemFields"] & unknown;
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
                 * @description Catalog status; null for contract parts that are not catalog modules.
                 * @enum {string|null}
                 */
                status: "idea" | "mvp" | "working" | "launched" | null;
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
        /** @description A 403 of an operators' (role `admin`) operation. */
        AdminOnlyProblem: components["schemas"]["Problem"] & {
            /**
             * @example admin-only
             * @enum {string}
             */
            code?: "admin-only";
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
         *     - `unauthorized`: the token is missing, malformed or expired, or was revoked by sign-out-everywhere.
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
         * @description `code` says why:
         *     - `admin-only`: the caller is not an operator (role `admin`).
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
    };
    parameters: {
        /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
        IfNoneMatch: string;
        /** @description A catalog module id, e.g. `ledger`. */
        ModuleId: string;
        /** @description A catalog module id, e.g. `payments`. */
        WaitlistModule: string;
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
        /** @description Entity tag of the representation; send it back in `If-None-Match`. */
        ETag: string;
        /** @description How long the representation may be cached. */
        "Cache-Control": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
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
}
