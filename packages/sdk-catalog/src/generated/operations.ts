// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-catalog` (scripts/generate-clients.mjs).
// Left out: getFrontPage (GET /: x-sdk-exclude); getWaitlistPage (GET /waitlist/{module}: x-sdk-exclude); submitWaitlistForm (POST /waitlist/{module}: x-sdk-exclude); renderConstitutionPdf (POST /api/constitution/pdf: x-sdk-exclude); getMetrics (GET /metrics: x-sdk-exclude).
import type { Method, OperationTable, PaginatedMethod, PathParam, ProjectingMethod, TextMethod } from "@trustplane/sdk-core";
import type { components as Components, operations as Operations } from "./schema.js";

/** How to call each operation, by client method. */
export const operations = {
  "hub.catalog.list": { method: "GET", path: "/api/hub/catalog", commaArrays: true },
  "hub.catalog.listCsv": { method: "GET", path: "/api/hub/catalog", commaArrays: true, fixedQuery: {"format":"csv"} },
  "hub.catalog.listMarkdown": { method: "GET", path: "/api/hub/catalog", commaArrays: true, fixedQuery: {"format":"md"} },
  "hub.catalog.retrieve": { method: "GET", path: "/api/hub/catalog/{id}", params: "none" },
  "hub.catalog.related.list": { method: "GET", path: "/api/hub/catalog/{id}/related" },
  "hub.catalog.image": { method: "GET", path: "/api/hub/catalog/{id}/og.svg", params: "none" },
  "hub.graph.retrieve": { method: "GET", path: "/api/hub/graph" },
  "hub.registryStats.retrieve": { method: "GET", path: "/api/hub/registry-stats", params: "none" },
  "hub.apiIndex.retrieve": { method: "GET", path: "/api/hub/openapi.json", params: "none" },
  "hub.version.retrieve": { method: "GET", path: "/api/hub/version", params: "none" },
  "hub.health.retrieve": { method: "GET", path: "/api/hub/health", params: "none" },
  "hub.sitemap.retrieve": { method: "GET", path: "/api/hub/sitemap.xml", params: "none" },
  "waitlist.signups.join": { method: "POST", path: "/api/waitlist/{module}/signups", params: "body" },
  "waitlist.stats.retrieve": { method: "GET", path: "/api/waitlist/stats", params: "none" },
  "waitlist.signups.export": { method: "GET", path: "/api/waitlist/{module}/signups.csv", params: "none" },
  "constitution.public.regimes.list": { method: "GET", path: "/api/constitution/public/regimes", params: "none" },
  "constitution.public.presets.list": { method: "GET", path: "/api/constitution/public/presets", params: "none" },
  "constitution.public.countries.list": { method: "GET", path: "/api/constitution/public/countries", params: "none" },
  "constitution.public.slidersSpec.retrieve": { method: "GET", path: "/api/constitution/public/sliders-spec", params: "none" },
  "constitution.classify": { method: "POST", path: "/api/constitution/classify", params: "body" },
  "constitution.scenarios.list": { method: "GET", path: "/api/constitution/scenarios", paginated: true },
  "constitution.scenarios.create": { method: "POST", path: "/api/constitution/scenarios", params: "body", idempotent: true },
  "constitution.scenarios.retrieve": { method: "GET", path: "/api/constitution/scenarios/{id}", params: "none" },
  "constitution.scenarios.delete": { method: "DELETE", path: "/api/constitution/scenarios/{id}", params: "none" },
  "constitution.plan.retrieve": { method: "GET", path: "/api/constitution/me/plan", params: "none" },
  "constitution.aiSuggest": { method: "POST", path: "/api/constitution/ai-suggest", params: "body" },
  "constitution.aiSuggestStream": { method: "POST", path: "/api/constitution/ai-suggest-stream", params: "body" },
  "media.videos.list": { method: "GET", path: "/api/media/videos", paginated: true },
  "media.videos.retrieve": { method: "GET", path: "/api/media/videos/{id}", params: "none" },
  "media.tracks.list": { method: "GET", path: "/api/media/tracks", paginated: true },
  "media.tracks.retrieve": { method: "GET", path: "/api/media/tracks/{id}", params: "none" },
  "media.tracks.play": { method: "POST", path: "/api/media/tracks/{id}/play", params: "none" },
  "media.admin.videos.list": { method: "GET", path: "/api/media/admin/videos", paginated: true },
  "media.admin.videos.create": { method: "POST", path: "/api/media/admin/videos", params: "body", idempotent: true },
  "media.admin.videos.retrieve": { method: "GET", path: "/api/media/admin/videos/{id}", params: "none" },
  "media.admin.videos.delete": { method: "DELETE", path: "/api/media/admin/videos/{id}", params: "none" },
  "media.admin.videos.update": { method: "PATCH", path: "/api/media/admin/videos/{id}", params: "body" },
  "media.admin.tracks.list": { method: "GET", path: "/api/media/admin/tracks", paginated: true },
  "media.admin.tracks.create": { method: "POST", path: "/api/media/admin/tracks", params: "body", idempotent: true },
  "media.admin.tracks.retrieve": { method: "GET", path: "/api/media/admin/tracks/{id}", params: "none" },
  "media.admin.tracks.delete": { method: "DELETE", path: "/api/media/admin/tracks/{id}", params: "none" },
  "media.admin.tracks.update": { method: "PATCH", path: "/api/media/admin/tracks/{id}", params: "body" },
  "constitutionArtifacts.list": { method: "GET", path: "/api/registry/constitution-artifacts", paginated: true },
  "constitutionArtifacts.publish": { method: "POST", path: "/api/registry/constitution-artifacts", params: "body", idempotent: true },
  "constitutionArtifacts.stats.retrieve": { method: "GET", path: "/api/registry/constitution-artifacts/stats", params: "none" },
  "constitutionArtifacts.retrieve": { method: "GET", path: "/api/registry/constitution-artifacts/{id}", params: "none" },
  "constitutionArtifacts.delete": { method: "DELETE", path: "/api/registry/constitution-artifacts/{id}", params: "none" },
  "constitutionArtifacts.similar.list": { method: "GET", path: "/api/registry/constitution-artifacts/{id}/similar" },
  "constitutionArtifacts.vote": { method: "POST", path: "/api/registry/constitution-artifacts/{id}/vote", params: "none" },
  "constitutionArtifacts.unvote": { method: "DELETE", path: "/api/registry/constitution-artifacts/{id}/vote", params: "none" },
  "constitutionArtifacts.comment": { method: "POST", path: "/api/registry/constitution-artifacts/{id}/comment", params: "body", idempotent: true },
  "constitutionArtifacts.comments.list": { method: "GET", path: "/api/registry/constitution-artifacts/{id}/comments", paginated: true },
  "constitutionArtifacts.comments.delete": { method: "DELETE", path: "/api/registry/constitution-artifacts/{id}/comments/{commentId}", params: "none" },
  "constitutionArtifacts.social.retrieve": { method: "GET", path: "/api/registry/constitution-artifacts/{id}/social", params: "none" },
  "coach.sessions.start": { method: "POST", path: "/api/coach/sessions/start", params: "body", idempotent: true },
  "coach.sessions.list": { method: "GET", path: "/api/coach/sessions", paginated: true },
  "coach.sessions.retrieve": { method: "GET", path: "/api/coach/sessions/{id}", params: "none" },
  "coach.sessions.end": { method: "POST", path: "/api/coach/sessions/{id}/end", params: "body" },
  "hub.openapi.retrieve": { method: "GET", path: "/api/openapi.json", params: "none" },
} as const satisfies OperationTable;

/** The typed methods: `client.<tag>.<resource>.<verb>(...pathParameters, params?, options?)`. */
export interface Api {
  /** Module catalog, build information, health, the aggregate index and metrics. */
  hub: {
    catalog: {
      /**
       * The module catalog, filtered, projected, or as CSV or Markdown.
       *
       * Every module of the platform with its status, tags and links, ordered by `priority` (1 first).
       * Filters combine with AND; the values of one comma list combine with OR.
       *
       * Cached for 120 seconds: the server renders each distinct query at most once per 120 s, answers
       * with `Cache-Control: public, max-age=120` and a strong `ETag` of the exact representation, and
       * answers `304 Not Modified` when `If-None-Match` carries it. `generatedAt` is when the
       * representation was rendered.
       *
       * `format=csv` is RFC 4180 (`text/csv`, CRLF line ends, a header row) with 15 stable columns, in this
       * order: `id, code, name, kind, status, tags, priority, frontend, ogImage, health, openapi, waitlist,
       * status_url, live, related`. `tags` and `related` (the ids of the item's five closest related
       * modules) are joined with `;`;
       * cells that start with `=`, `+`, `-`, `@`, tab or CR are prefixed with `'` so spreadsheets do not
       * run them as formulas. `format=md` is a Markdown table (columns `id, name, kind, status, priority,
       * tags`, or the `fields` projection).
       *
       * Resolves to JSON; for the other representations: `listCsv`, `listMarkdown`.
       *
       * `GET /api/hub/catalog` (listCatalog)
       */
      list: ProjectingMethod<Operations["listCatalog"], [], "query", "validation" | "rate-limited" | "internal" | "response-validation", { format?: "json" }, Components["schemas"]["CatalogItem"]>;
      /**
       * The module catalog, filtered, projected, or as CSV or Markdown.
       *
       * Every module of the platform with its status, tags and links, ordered by `priority` (1 first).
       * Filters combine with AND; the values of one comma list combine with OR.
       *
       * Cached for 120 seconds: the server renders each distinct query at most once per 120 s, answers
       * with `Cache-Control: public, max-age=120` and a strong `ETag` of the exact representation, and
       * answers `304 Not Modified` when `If-None-Match` carries it. `generatedAt` is when the
       * representation was rendered.
       *
       * `format=csv` is RFC 4180 (`text/csv`, CRLF line ends, a header row) with 15 stable columns, in this
       * order: `id, code, name, kind, status, tags, priority, frontend, ogImage, health, openapi, waitlist,
       * status_url, live, related`. `tags` and `related` (the ids of the item's five closest related
       * modules) are joined with `;`;
       * cells that start with `=`, `+`, `-`, `@`, tab or CR are prefixed with `'` so spreadsheets do not
       * run them as formulas. `format=md` is a Markdown table (columns `id, name, kind, status, priority,
       * tags`, or the `fields` projection).
       *
       * Sends `format=csv` and resolves to the answer's text.
       *
       * `GET /api/hub/catalog` (listCatalog)
       */
      listCsv: TextMethod<Operations["listCatalog"], [], "query", "validation" | "rate-limited" | "internal" | "response-validation", "format">;
      /**
       * The module catalog, filtered, projected, or as CSV or Markdown.
       *
       * Every module of the platform with its status, tags and links, ordered by `priority` (1 first).
       * Filters combine with AND; the values of one comma list combine with OR.
       *
       * Cached for 120 seconds: the server renders each distinct query at most once per 120 s, answers
       * with `Cache-Control: public, max-age=120` and a strong `ETag` of the exact representation, and
       * answers `304 Not Modified` when `If-None-Match` carries it. `generatedAt` is when the
       * representation was rendered.
       *
       * `format=csv` is RFC 4180 (`text/csv`, CRLF line ends, a header row) with 15 stable columns, in this
       * order: `id, code, name, kind, status, tags, priority, frontend, ogImage, health, openapi, waitlist,
       * status_url, live, related`. `tags` and `related` (the ids of the item's five closest related
       * modules) are joined with `;`;
       * cells that start with `=`, `+`, `-`, `@`, tab or CR are prefixed with `'` so spreadsheets do not
       * run them as formulas. `format=md` is a Markdown table (columns `id, name, kind, status, priority,
       * tags`, or the `fields` projection).
       *
       * Sends `format=md` and resolves to the answer's text.
       *
       * `GET /api/hub/catalog` (listCatalog)
       */
      listMarkdown: TextMethod<Operations["listCatalog"], [], "query", "validation" | "rate-limited" | "internal" | "response-validation", "format">;
      /**
       * One catalog module with its priority and related modules.
       *
       * Cached like the catalog (120 s, strong ETag, 304 on If-None-Match).
       *
       * `GET /api/hub/catalog/{id}` (getCatalogItem)
       */
      retrieve: Method<Operations["getCatalogItem"], [id: PathParam<Operations["getCatalogItem"], "id">], "none", "validation" | "catalog-item-not-found" | "rate-limited" | "internal" | "response-validation">;
      related: {
        /**
         * Modules related to one module by tag overlap, closest first.
         *
         * Every module sharing at least one tag, ordered by the number of shared tags, then by Jaccard
         * similarity of the two tag sets, then by priority, then by id. Items embed the top 5 of this list
         * as `related`. Cached like the catalog.
         *
         * `GET /api/hub/catalog/{id}/related` (listRelatedModules)
         */
        list: Method<Operations["listRelatedModules"], [id: PathParam<Operations["listRelatedModules"], "id">], "query", "validation" | "catalog-item-not-found" | "rate-limited" | "internal" | "response-validation">;
      };
      /**
       * The module's social preview card (the item's `ogImage`), 1200x630 SVG.
       *
       * An SVG card with the module's name, code, status and summary, for link previews. Cached like the
       * catalog (120 s, strong ETag, 304 on If-None-Match); unknown ids are 404.
       *
       * `GET /api/hub/catalog/{id}/og.svg` (getCatalogItemImage)
       */
      image: Method<Operations["getCatalogItemImage"], [id: PathParam<Operations["getCatalogItemImage"], "id">], "none", "validation" | "catalog-item-not-found" | "rate-limited" | "internal" | "response-validation">;
    };
    graph: {
      /**
       * The module graph: modules as nodes, tag overlaps as weighted edges.
       *
       * One undirected edge per pair of modules sharing at least `minWeight` tags; `weight` is the number
       * of shared tags. Edges are ordered by weight (heaviest first), then by the modules' priority.
       * Cached like the catalog.
       *
       * `GET /api/hub/graph` (getModuleGraph)
       */
      retrieve: Method<Operations["getModuleGraph"], [], "query", "validation" | "rate-limited" | "internal" | "response-validation">;
    };
    registryStats: {
      /**
       * Taxonomy counts of the catalog.
       *
       * Counts by status and kind (every value present, zero or not), the ten most used tags, the total and the live count. Cached like the catalog.
       *
       * `GET /api/hub/registry-stats` (getCatalogStats)
       */
      retrieve: Method<Operations["getCatalogStats"], [], "none", "validation" | "rate-limited" | "internal" | "response-validation">;
    };
    apiIndex: {
      /**
       * The aggregate index of module descriptions and published client packages.
       *
       * One entry per catalog module (then one per contract tag that is not a catalog module, such as
       * `auth`) with links into the contract and the docs and the module's paths, the API index
       * version, and the `sdk` section: each published client package and the webhook verifier with its
       * version, install command, modules and README link, and `transparencyLog`: the transparency log's
       * origin and verifier key and where its checkpoint is. Cached like the catalog.
       *
       * `GET /api/hub/openapi.json` (getApiIndex)
       */
      retrieve: Method<Operations["getApiIndex"], [], "none", "validation" | "rate-limited" | "internal" | "response-validation">;
    };
    version: {
      /**
       * Build information; answers 200 as soon as the server is ready.
       *
       * Static between deployments except `uptimeSeconds`. Not cached (`Cache-Control: no-store`).
       *
       * `GET /api/hub/version` (getVersion)
       */
      retrieve: Method<Operations["getVersion"], [], "none", "validation" | "internal" | "response-validation">;
    };
    health: {
      /**
       * Aggregate health probe over the server's dependencies, the database first.
       *
       * Each dependency is checked at once with a 2-second timeout. `down` when a critical dependency
       * (the database) fails or times out: answered with 503. `degraded` when anything else is not ok
       * (the database answers `SELECT 1` slower than 500 ms, or migrations are pending): answered with
       * 200, as is `ok`. Not cached.
       *
       * `GET /api/hub/health` (getHealth)
       */
      retrieve: Method<Operations["getHealth"], [], "none", "validation" | "internal" | "response-validation" | (string & {})>;
    };
    sitemap: {
      /**
       * Sitemap (sitemaps.org XML) of the public pages, with absolute URLs.
       *
       * The docs, both OpenAPI documents, the catalog and every catalog item. Cached like the catalog.
       *
       * `GET /api/hub/sitemap.xml` (getSitemap)
       */
      retrieve: Method<Operations["getSitemap"], [], "none", "validation" | "rate-limited" | "internal" | "response-validation">;
    };
    openapi: {
      /**
       * This contract (OpenAPI 3.0), the reference for every schema.
       *
       * Cached 120 s with a strong ETag (304 on If-None-Match); it changes only between deployments.
       *
       * `GET /api/openapi.json` (getOpenApi)
       */
      retrieve: Method<Operations["getOpenApi"], [], "none", "validation" | "rate-limited" | "internal" | "response-validation">;
    };
  };
  /**
   * Joining a module's waitlist by email (a page per module, and the API), and the operators' counts
   * and exports.
   */
  waitlist: {
    signups: {
      /**
       * Put an email address on a module's waitlist.
       *
       * Public. Idempotent per address and module: the address is compared after trimming and
       * lower-casing, and joining again changes nothing. The answer is the same `202` whether the
       * address was new or already on the list, so the API does not reveal who has signed up. Rate
       * limited per client address like sign-in (`x-rate-limit: credentials`).
       *
       * `POST /api/waitlist/{module}/signups` (joinWaitlist)
       */
      join: Method<Operations["joinWaitlist"], [module: PathParam<Operations["joinWaitlist"], "module">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "catalog-item-not-found" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * A module's waitlist as CSV (operators only).
       *
       * For users with role `admin` (403 `admin-only` for everyone else): every address on the module's
       * list, decrypted, oldest first, streamed as CSV (`email,joinedAt`). The export is the only place
       * the addresses leave the database in the clear; it is `no-store`.
       *
       * An API key needs the scope `waitlist:read`.
       *
       * `GET /api/waitlist/{module}/signups.csv` (exportWaitlistCsv)
       */
      export: Method<Operations["exportWaitlistCsv"], [module: PathParam<Operations["exportWaitlistCsv"], "module">], "none", "validation" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "catalog-item-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    stats: {
      /**
       * Sign-ups per module (operators only).
       *
       * For users with role `admin` (403 `admin-only` for everyone else): how many distinct addresses
       * are on each module's list, with the first and latest sign-up, modules with the most first.
       * Modules nobody has joined are left out.
       *
       * An API key needs the scope `waitlist:read`.
       *
       * `GET /api/waitlist/stats` (getWaitlistStats)
       */
      retrieve: Method<Operations["getWaitlistStats"], [], "none", "validation" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
  /**
   * Governance scenarios: a documented, deterministic model (`@trustplane/governance-model`, the same
   * code in the public playground and on the server) turns eight sliders into a regime and six
   * metrics; public lists of regimes, presets, countries and the sliders' ranges (cached for an hour);
   * classification; the caller's saved scenarios under plan quotas; AI suggestions through the
   * language-model gateway; PDF exports with a Unicode font.
   */
  constitution: {
    public: {
      regimes: {
        /**
         * The regimes the model classifies into.
         *
         * The regimes of the governance model (`@trustplane/governance-model`'s `REGIMES`), in its tie-breaking order: `id`, `name` and `description`. Public, cached for an hour (`Cache-Control: public, max-age=3600`) with a strong ETag; `If-None-Match` with it answers 304.
         *
         * `GET /api/constitution/public/regimes` (listConstitutionRegimes)
         */
        list: Method<Operations["listConstitutionRegimes"], [], "none", "validation" | "rate-limited" | "internal" | "response-validation">;
      };
      presets: {
        /**
         * Ready-made scenarios to load into the playground.
         *
         * At least six named slider settings, each with the regime and metrics the model gives it (computed when the server starts; the model's own test pins them). Public, cached for an hour with a strong ETag; `If-None-Match` with it answers 304.
         *
         * `GET /api/constitution/public/presets` (listConstitutionPresets)
         */
        list: Method<Operations["listConstitutionPresets"], [], "none", "validation" | "rate-limited" | "internal" | "response-validation">;
      };
      countries: {
        /**
         * Illustrative slider settings for real countries.
         *
         * At least twelve countries (ISO 3166-1 alpha-2 `code`), each with slider values and the regime and metrics the model gives them. The values are **illustrative** (`note` says so): a rough reading for the playground, not a measurement or a ranking. Public, cached for an hour with a strong ETag; `If-None-Match` with it answers 304.
         *
         * `GET /api/constitution/public/countries` (listConstitutionCountries)
         */
        list: Method<Operations["listConstitutionCountries"], [], "none", "validation" | "rate-limited" | "internal" | "response-validation">;
      };
      slidersSpec: {
        /**
         * The eight sliders and their ranges.
         *
         * The eight sliders in model order with their label, description and range: integers from `min` 0 to `max` 100 in steps of `step` 1, `default` 50 (`@trustplane/governance-model`'s `SLIDER_SPEC`). Public, cached for an hour with a strong ETag; `If-None-Match` with it answers 304.
         *
         * `GET /api/constitution/public/sliders-spec` (getConstitutionSlidersSpec)
         */
        retrieve: Method<Operations["getConstitutionSlidersSpec"], [], "none", "validation" | "rate-limited" | "internal" | "response-validation">;
      };
    };
    /**
     * Classify sliders into a regime and compute the six metrics.
     *
     * Runs the governance model (`@trustplane/governance-model`'s `evaluate`, the same code the
     * playground runs in the browser) on `sliders`: the regime whose prototype is nearest and the six
     * metrics, each from 0 to 100 with at most one decimal. The formulas are in the package's README.
     * Public; limited like every anonymous call (per IP), and nothing is stored.
     *
     * `POST /api/constitution/classify` (classifyConstitutionSliders)
     */
    classify: Method<Operations["classifyConstitutionSliders"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "internal" | "response-validation">;
    scenarios: {
      /**
       * The caller's saved scenarios, newest first.
       *
       * The caller's scenarios, newest first, `{items, total, nextCursor}` with keyset cursors like
       * every list (`limit` 1–200, default 50).
       *
       * An API key needs the scope `constitution:read`.
       *
       * `GET /api/constitution/scenarios` (listConstitutionScenarios)
       */
      list: PaginatedMethod<Operations["listConstitutionScenarios"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Save a scenario.
       *
       * Saves the caller's scenario: `title`, `sliders`, optional `tags`, and the `regime` and `metrics`
       * the client computed. The server recomputes both from `sliders` with the same model:
       * - `regime` (the regime's display `name`, as the spec's body has it, or its `id`, or the
       *   `{id, name}` object the answers carry) must be the one the sliders classify into; a body
       *   whose regime disagrees is refused with 422
       *   `constitution-regime-mismatch`, naming the right one. Left out, the server's is used.
       * - `metrics` are **never trusted**: the saved and returned metrics are always the server's, so a
       *   client's rounding cannot creep into saved data; what the body sent is ignored.
       * Counts against the plan's `scenarios` quota (`GET /api/constitution/me/plan`): past it, 403
       * `constitution-quota-exceeded`. **Idempotency-Key**: a retry with the same key and body answers
       * the scenario already saved.
       *
       * An API key needs the scope `constitution:write`.
       *
       * `POST /api/constitution/scenarios` (createConstitutionScenario)
       */
      create: Method<Operations["createConstitutionScenario"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "constitution-quota-exceeded" | "insufficient-scope" | "session-required" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "constitution-regime-mismatch" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One of the caller's scenarios.
       *
       * The scenario as saved. Someone else's scenario and an unknown id get the same 404.
       *
       * An API key needs the scope `constitution:read`.
       *
       * `GET /api/constitution/scenarios/{id}` (getConstitutionScenario)
       */
      retrieve: Method<Operations["getConstitutionScenario"], [id: PathParam<Operations["getConstitutionScenario"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "constitution-scenario-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Delete one of the caller's scenarios, freeing its place in the plan's quota.
       *
       * The scenario is gone for good, and the plan's `scenarios` quota counts one less at once
       * (`GET /api/constitution/me/plan`), so a user at the quota can save again. Someone else's
       * scenario and an unknown id get the same 404 (a second delete of the same scenario too).
       *
       * An API key needs the scope `constitution:write`.
       *
       * `DELETE /api/constitution/scenarios/{id}` (deleteConstitutionScenario)
       */
      delete: Method<Operations["deleteConstitutionScenario"], [id: PathParam<Operations["deleteConstitutionScenario"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "constitution-scenario-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    plan: {
      /**
       * The caller's plan, its quotas and what has been used of them.
       *
       * Every account is on the `free` plan. Its quotas (set by the server's configuration,
       * `CONSTITUTION_MAX_SCENARIOS`, `CONSTITUTION_AI_SUGGESTIONS_PER_DAY`,
       * `CONSTITUTION_PDFS_PER_DAY`), each with `limit`, `used`, `remaining` and `resetAt`:
       * - `scenarios`: scenarios saved, ever (`resetAt` null: it never resets). Past it, saving is 403.
       * - `aiSuggestionsPerDay`: AI suggestions asked for (streamed or not) since 00:00 UTC, each
       *   counted when the call is made, whatever the model answers. Past it, 429.
       * - `pdfsPerDay`: PDFs made since 00:00 UTC. Past it, 429.
       * Daily quotas reset at the next 00:00 UTC (`resetAt`). Usage is counted in the database, so every
       * instance of the server sees the same figures.
       *
       * An API key needs the scope `constitution:read`.
       *
       * `GET /api/constitution/me/plan` (getConstitutionPlan)
       */
      retrieve: Method<Operations["getConstitutionPlan"], [], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    /**
     * Slider changes toward a goal, from a language model or worked out by the governance model.
     *
     * Answers how to move `sliders` toward `goal` (or toward `aim`). Who works it out depends on the
     * server, and the answer's `source` says which:
     *
     * **Without a language model** (`CONSTITUTION_AI_PROVIDER` left at its default `echo`, the
     * gateway's offline provider, which only repeats the prompt), `source` is `deterministic`: the
     * governance model (`@trustplane/governance-model`'s `suggestChanges`) works out the smallest
     * slider changes that meet the aim, with no model asked and no run stored (`provider` `builtin`,
     * `model` `governance-model`, `runId` null). The aim is `aim` when sent, else read from `goal`
     * (in English): a regime named by its name or id (`liberal democracy`, `Dominant-party state`;
     * of several, the last one named that is not the regime now, so "from technocracy to liberal
     * democracy" aims at Liberal democracy); else the first metric named (`innovation`, `stability`,
     * `legitimacy`, `resentment`, `internal conflict` or `conflict`, `elite fear`, or its key), raised
     * or lowered as the word before it says (`more`, `raise`, `increase`, `higher`, `boost`,
     * `improve`, … or `less`, `lower`, `reduce`, `decrease`, `fewer`, `cut`, …), else the way the
     * model counts as better (up for innovation, stability, legitimacy and elite fear, down for
     * resentment and internal conflict), by 10 points. A goal that names neither is 422
     * `constitution-aim-unclear`, before the quota is counted. Smallest means the fewest sliders, then
     * the smallest total move, then the change that ends deepest inside the aim, then the earlier
     * sliders, then the lower values; changes of up to three sliders are searched exhaustively over
     * every value (the smallest there is), a larger one comes from a bounded walk toward the aim and
     * is said not to be proven the smallest. `outcome` is `suggested`, `already-met` (the sliders
     * already classify as the regime: no change) or `unreachable` (the metric is already at 100 or 0:
     * no change); each change has a `reason` (the slider, from → to, and the regime boundary or the
     * metric term it moves), and `rationale` says it all in sentences. Same input, same answer.
     *
     * **With a language model** (`CONSTITUTION_AI_PROVIDER` names a configured provider), `source` is
     * `model`: the language-model gateway is asked. The model is told the sliders' ranges and meaning
     * (and `aim`, when sent) and asked for one JSON object `{"sliders": {…}, "rationale": "…"}`; the
     * prompt's last line is the current scenario in that very shape, so a model that only repeats it
     * suggests no change. The answer is then checked, never trusted:
     * - the last JSON object in the model's text that has a `sliders` member is taken (prose or a
     *   fenced ```json block around it is fine; a goal the model repeats comes before its answer);
     * - `sliders` may name only the eight sliders; each must be a number from 0 to 100 (a fraction is
     *   rounded to the nearest integer); a slider it leaves out keeps its current value;
     * - `rationale`, when a string, is kept (at most 2000 characters);
     * anything else is 502 `constitution-ai-invalid-answer`, with what was wrong in `detail`.
     * The answer is the suggested sliders with the model's regime and metrics for them, each change
     * (`changes`, in slider order), the rationale, and the gateway's run (`runId`, `GET
     * /api/llm/runs/{id}`) with its provider and model.
     *
     * **Quota and budget.** Each request counts against the plan's `aiSuggestionsPerDay` when the
     * suggestion is made, whatever the answer (429 `constitution-quota-exceeded` past it), and as one
     * chat of the caller's chat budget (`x-rate-limit: llm-chat`, shared with `POST /api/llm/chat`),
     * whichever works it out.
     *
     * **Without an account.** The public playground's visitors ask without signing in: a request
     * without a bearer token counts against `CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY` (5 by
     * default) suggestions a UTC day, shared by every anonymous caller from one client address (kept
     * only as an HMAC under a key derived from `PERSONAL_DATA_KEY`), and against that address's
     * request budget. The run is stored under that anonymous holder, so its `runId` cannot be read
     * back (without a language model there is no run). A server that sets the limit to 0 answers
     * anonymous requests 401. A bearer token that is sent is checked: an invalid one is 401, never an
     * anonymous request.
     *
     * An API key needs the scope `constitution:write`.
     *
     * `POST /api/constitution/ai-suggest` (suggestConstitutionSliders)
     */
    aiSuggest: Method<Operations["suggestConstitutionSliders"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payload-too-large" | "unsupported-media-type" | "constitution-aim-unclear" | "llm-model-unpriced" | "rate-limited" | "constitution-quota-exceeded" | "llm-upstream-rate-limited" | "llm-budget-exceeded" | "llm-upstream-error" | "constitution-ai-invalid-answer" | "unavailable" | "llm-provider-unavailable" | "llm-upstream-timeout" | "internal" | "response-validation">;
    /**
     * The same AI suggestion, as server-sent events.
     *
     * What `POST /api/constitution/ai-suggest` does, answered as `text/event-stream`: `delta`
     * (`{"text"}`) as the model writes, a `heartbeat` (`{}`) every `LLM_STREAM_HEARTBEAT_MS`, then one
     * `done` (the `ConstitutionSuggestion`, as the JSON answer would be) or `error` (`{"code",
     * "status", "detail"}`, with the codes and statuses the JSON operation answers with: a provider's
     * failure, or `constitution-ai-invalid-answer` when the whole answer does not check). Without a
     * language model (`source` `deterministic`) the same events carry the governance model's answer
     * at once: its `rationale` as `delta` events, a line each, then `done`. A request refused
     * before the suggestion is made (validation, a goal with no aim it can read, the quota, the chat
     * budget) is answered with a problem, as the JSON operation is. Counts against the same quota and
     * budget, and works without an account in the same way.
     *
     * An API key needs the scope `constitution:write`.
     *
     * `POST /api/constitution/ai-suggest-stream` (streamConstitutionSuggestion)
     */
    aiSuggestStream: Method<Operations["streamConstitutionSuggestion"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payload-too-large" | "unsupported-media-type" | "constitution-aim-unclear" | "llm-model-unpriced" | "rate-limited" | "constitution-quota-exceeded" | "llm-upstream-rate-limited" | "llm-budget-exceeded" | "unavailable" | "internal" | "response-validation">;
  };
  /**
   * Media: the public video list and track list with play counts (paged by cursor, or by offset), a
   * published video or track by id, recording a play, counted once per listener per window, and the
   * operators' publishing: videos and tracks created as drafts, edited, published, unpublished and
   * deleted under /api/media/admin, each change audited.
   */
  media: {
    videos: {
      /**
       * The public video list, newest published first, by cursor or by offset (public).
       *
       * Every published video, newest published first (`publishedAt`, then `id`), `limit` at a time.
       * Drafts are never listed here (operators see them at `GET /api/media/admin/videos`).
       *
       * **Paging.** Pass the answer's `nextCursor` back as `cursor` for the next page (`null` when the
       * list is exhausted), as every list of this API; or, as the list always allowed, skip `offset`
       * videos (0–100,000; deeper is refused with 400, not scanned). Not both: a request with `cursor`
       * and `offset` is 400 `media-cursor-and-offset`. A page read by offset answers a `nextCursor`
       * too, so a client may start by offset and go on by cursor.
       *
       * A cursor resumes strictly after the last video of the previous page, so a video published while
       * a client pages lands ahead of it and every video is listed exactly once; by offset, a video
       * published between two pages shifts the later ones by one (one video comes twice).
       *
       * The answer repeats the `limit` used and `offset`: the one sent, or with a cursor how many
       * videos now come before this page. `total` is how many videos the whole list holds.
       *
       * `GET /api/media/videos` (listMediaVideos)
       */
      list: PaginatedMethod<Operations["listMediaVideos"], [], "query", "validation" | "invalid-cursor" | "media-cursor-and-offset" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One published video (public).
       *
       * The video, when it is published. An unknown id and a video that is not published (a draft, or
       * unpublished by an operator) are the same 404 `media-video-not-found`.
       *
       * `GET /api/media/videos/{id}` (getMediaVideo)
       */
      retrieve: Method<Operations["getMediaVideo"], [id: PathParam<Operations["getMediaVideo"], "id">], "none", "validation" | "media-video-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    tracks: {
      /**
       * The public track list with play counts, newest published first, by cursor or by offset (public).
       *
       * Every published audio track, newest published first (`publishedAt`, then `id`), with its play
       * count `plays`, paged like the video list: `limit` (1–200, default 50), and `cursor` (the
       * previous page's `nextCursor`) or `offset` (0–100,000), not both (400
       * `media-cursor-and-offset`). Drafts are never listed here.
       *
       * `GET /api/media/tracks` (listMediaTracks)
       */
      list: PaginatedMethod<Operations["listMediaTracks"], [], "query", "validation" | "invalid-cursor" | "media-cursor-and-offset" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One published track with its play count (public).
       *
       * The track and `plays`, how many plays have counted so far (see `POST /api/media/tracks/{id}/play`
       * for what counts). An unknown id and a track that is not published are the same 404
       * `media-track-not-found`.
       *
       * `GET /api/media/tracks/{id}` (getMediaTrack)
       */
      retrieve: Method<Operations["getMediaTrack"], [id: PathParam<Operations["getMediaTrack"], "id">], "none", "validation" | "media-track-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Record a play of a track; repeats by one listener within the window count once (public).
       *
       * Records that a listener started the track and answers whether the play `counted` (added one to
       * the track's `plays`) and the count now. Repeated plays by the same listener count once per
       * window: a play counts when this listener has no counted play of the track in the last
       * `MEDIA_PLAY_WINDOW_SECONDS` (default 1800, 30 minutes); later plays inside that window answer
       * `counted: false`, and `countsAgainAt` says when the next play would count. The window slides
       * from the last play that counted, so a listener playing a track on a loop adds one play per window.
       *
       * Only a published track is played: an unknown id and a track that is not published (a draft, or
       * unpublished by an operator) are the same 404 `media-track-not-found`, for operators too, and
       * nothing is recorded.
       *
       * **The listener.** With a bearer token (optional here; a token that is sent must be valid, 401
       * otherwise) the listener is the signed-in user, on any device. Without one it is the client's
       * address and `User-Agent` together, kept only as an HMAC-SHA256 under a key derived from the
       * server's `PERSONAL_DATA_KEY`: the address itself is never stored, and the hash cannot be
       * reversed or recomputed without the server key.
       *
       * **Race-safe in the database.** Each (track, listener) has one row holding the time its last
       * play counted. A play is one statement: `INSERT … ON CONFLICT (track_id, listener) DO UPDATE SET
       * counted_at = now() WHERE counted_at <= now() - window`, and only when that inserted or updated
       * a row does the same statement add one to the track's `plays`. Simultaneous plays by one listener
       * meet on the primary key: PostgreSQL lets one of them insert (or update) the row and re-checks
       * the condition for the others against it, so exactly one counts, on any number of server
       * instances. A retry of a play is therefore harmless and needs no `Idempotency-Key`.
       *
       * An API key needs the scope `media:write`.
       *
       * `POST /api/media/tracks/{id}/play` (playMediaTrack)
       */
      play: Method<Operations["playMediaTrack"], [id: PathParam<Operations["playMediaTrack"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "media-track-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    admin: {
      videos: {
        /**
         * Every video, drafts included, newest first (operators only).
         *
         * For operators (role `admin`; 403 `admin-only` for everyone else): every video, published or
         * not, newest first (`createdAt`, then `id`), with its `status`; `status` keeps only those in one
         * status. Keyset cursors like every list.
         *
         * An API key needs the scope `media:read`.
         *
         * `GET /api/media/admin/videos` (listMediaAdminVideos)
         */
        list: PaginatedMethod<Operations["listMediaAdminVideos"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * Create a video, a draft unless it says published (operators only).
         *
         * For operators (role `admin`; 403 `admin-only` for everyone else, checked before the
         * Idempotency-Key is claimed, so a refused request records nothing under it).
         * The video is a `draft`, seen by operators only, unless `status` is `published`; publish or
         * unpublish it later with `PATCH /api/media/admin/videos/{id}`.
         *
         * **What is accepted.** `title`: 1–200 characters on one line, not blank. `description`: up to
         * 4,000 characters (line breaks allowed). `durationSeconds`: a whole number from 1 to 86,400 (a
         * day). `videoUrl` and `thumbnailUrl`: absolute `https:` URLs of at most 2,048 characters with a
         * host and no credentials (`user:password@`); the contract's checks answer 400 `validation`, a URL
         * that passes them but is still not such a URL 400 `media-invalid-url`.
         *
         * Recorded in the operators' audit (who, when, the video as made). **Idempotency-Key:** a retry
         * within 24 hours with the same key and body answers the first video and makes it once.
         *
         * An API key needs the scope `media:write`.
         *
         * `POST /api/media/admin/videos` (createMediaVideo)
         */
        create: Method<Operations["createMediaVideo"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "media-invalid-url" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * One video, a draft too, with its status (operators only).
         *
         * For operators (role `admin`; 403 `admin-only` for everyone else). An unknown id is 404
         * `media-video-not-found`.
         *
         * An API key needs the scope `media:read`.
         *
         * `GET /api/media/admin/videos/{id}` (getMediaAdminVideo)
         */
        retrieve: Method<Operations["getMediaAdminVideo"], [id: PathParam<Operations["getMediaAdminVideo"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "media-video-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * Delete a video for good (operators only).
         *
         * For operators (role `admin`; 403 `admin-only` for everyone else). The video is gone from every
         * list and read at once; the operators' audit keeps a `delete` record with the video as it was. An
         * unknown id, and a second delete of the same video, are 404 `media-video-not-found`.
         *
         * An API key needs the scope `media:write`.
         *
         * `DELETE /api/media/admin/videos/{id}` (deleteMediaVideo)
         */
        delete: Method<Operations["deleteMediaVideo"], [id: PathParam<Operations["deleteMediaVideo"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "media-video-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * Edit, publish or unpublish a video (operators only).
         *
         * For operators (role `admin`; 403 `admin-only` for everyone else). Changes the fields given and
         * keeps the others, by the rules of `POST /api/media/admin/videos`; `thumbnailUrl: null` removes
         * the thumbnail.
         *
         * **Publishing.** `status: published` shows the video in the public list and by id; `status:
         * draft` takes it back out (the public then gets 404 for it). `publishedAt` is set the first time
         * it is published and kept after, so a video unpublished and published again keeps its place in
         * the public list.
         *
         * Every change is recorded in the operators' audit (who, when, each field from and to: a
         * `publish`, an `unpublish` or an `update`); a request that changes nothing records nothing and
         * keeps `updatedAt`. An unknown id is 404 `media-video-not-found`.
         *
         * An API key needs the scope `media:write`.
         *
         * `PATCH /api/media/admin/videos/{id}` (updateMediaVideo)
         */
        update: Method<Operations["updateMediaVideo"], [id: PathParam<Operations["updateMediaVideo"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "media-invalid-url" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "media-video-not-found" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      };
      tracks: {
        /**
         * Every track, drafts included, newest first (operators only).
         *
         * For operators (role `admin`; 403 `admin-only` for everyone else): every track, published or
         * not, newest first (`createdAt`, then `id`), with its `status` and `plays`; `status` keeps only
         * those in one status. Keyset cursors like every list.
         *
         * An API key needs the scope `media:read`.
         *
         * `GET /api/media/admin/tracks` (listMediaAdminTracks)
         */
        list: PaginatedMethod<Operations["listMediaAdminTracks"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * Create a track, a draft unless it says published (operators only).
         *
         * For operators (role `admin`; 403 `admin-only` for everyone else, checked before the
         * Idempotency-Key is claimed, so a refused request records nothing under it).
         * The track is a `draft`, seen by operators only and not playable, unless `status` is
         * `published`; its `plays` start at 0.
         *
         * **What is accepted.** As for a video (`POST /api/media/admin/videos`): `title` and `artist`
         * 1–200 characters on one line, not blank; `description` up to 4,000 characters;
         * `durationSeconds` from 1 to 86,400; `audioUrl` and `coverUrl` absolute `https:` URLs of at most
         * 2,048 characters with a host and no credentials (400 `validation`, or `media-invalid-url` for a
         * URL that passes the contract's checks but is still not such a URL).
         *
         * Recorded in the operators' audit. **Idempotency-Key:** a retry within 24 hours with the same key
         * and body answers the first track and makes it once.
         *
         * An API key needs the scope `media:write`.
         *
         * `POST /api/media/admin/tracks` (createMediaTrack)
         */
        create: Method<Operations["createMediaTrack"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "media-invalid-url" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * One track, a draft too, with its status and play count (operators only).
         *
         * For operators (role `admin`; 403 `admin-only` for everyone else). An unknown id is 404
         * `media-track-not-found`.
         *
         * An API key needs the scope `media:read`.
         *
         * `GET /api/media/admin/tracks/{id}` (getMediaAdminTrack)
         */
        retrieve: Method<Operations["getMediaAdminTrack"], [id: PathParam<Operations["getMediaAdminTrack"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "media-track-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * Delete a track and its play records for good (operators only).
         *
         * For operators (role `admin`; 403 `admin-only` for everyone else). The track is gone from every
         * list and read at once, with its listeners' play records; the operators' audit keeps a `delete`
         * record with the track as it was (its `plays` included). An unknown id, and a second delete of
         * the same track, are 404 `media-track-not-found`.
         *
         * An API key needs the scope `media:write`.
         *
         * `DELETE /api/media/admin/tracks/{id}` (deleteMediaTrack)
         */
        delete: Method<Operations["deleteMediaTrack"], [id: PathParam<Operations["deleteMediaTrack"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "media-track-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * Edit, publish or unpublish a track (operators only).
         *
         * For operators (role `admin`; 403 `admin-only` for everyone else). Changes the fields given and
         * keeps the others, by the rules of `POST /api/media/admin/tracks`; `coverUrl: null` removes the
         * cover. `status: published` makes the track public and playable, `status: draft` takes it back
         * out (the public then gets 404 for it and its plays, which are kept). `publishedAt` is set the
         * first time it is published and kept after.
         *
         * Every change is recorded in the operators' audit (a `publish`, an `unpublish` or an `update`,
         * each field from and to); a request that changes nothing records nothing and keeps `updatedAt`.
         * An unknown id is 404 `media-track-not-found`.
         *
         * An API key needs the scope `media:write`.
         *
         * `PATCH /api/media/admin/tracks/{id}` (updateMediaTrack)
         */
        update: Method<Operations["updateMediaTrack"], [id: PathParam<Operations["updateMediaTrack"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "media-invalid-url" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "media-track-not-found" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      };
    };
  };
  /**
   * Governance scenarios published for everyone: a title and the eight sliders, classified by the
   * server with the same model the playground runs (`@trustplane/governance-model`); lists by regime,
   * the nearest artifacts by slider distance, per-regime statistics, votes and comments.
   */
  constitutionArtifacts: {
    /**
     * Published artifacts, newest first, optionally of one regime (public).
     *
     * Every published artifact, newest first, each with its vote and comment counts. `regime` keeps
     * those classified as that regime (one of the ids of `GET /api/constitution/public/regimes`).
     * No token needed. Paginated: pass `nextCursor` back as `cursor` (with the same `regime`).
     *
     * `GET /api/registry/constitution-artifacts` (listConstitutionArtifacts)
     */
    list: PaginatedMethod<Operations["listConstitutionArtifacts"], [], "query", "validation" | "invalid-cursor" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * Publish a governance scenario as an artifact.
     *
     * Publishes a snapshot of a scenario: a title, the eight sliders and optionally a summary and
     * tags. The server classifies the sliders with the governance model (the same code the
     * playground runs) and stores the regime and the six metrics with them: a client cannot publish a
     * regime its sliders do not give, so the body has no `regime` or `metrics`.
     *
     * The artifact is public. Its author is shown only as a pseudonymous `handle` (`citizen-…`), made
     * at random on the caller's first publication and the same on all their artifacts and comments;
     * never their email, name or user id. Send an `Idempotency-Key` to retry without publishing twice.
     *
     * **Limit.** An account may have at most `CONSTITUTION_MAX_ARTIFACTS_PER_USER` artifacts published
     * (server configuration, 200 unless set). Past it, 403 `constitution-artifact-limit` (with
     * `limit`) and nothing is published; deleting one of the caller's artifacts frees its place. A
     * quota on what is kept, not a rate: it does not reset with time.
     *
     * An API key needs the scope `constitution-artifacts:write`.
     *
     * `POST /api/registry/constitution-artifacts` (publishConstitutionArtifact)
     */
    publish: Method<Operations["publishConstitutionArtifact"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "constitution-artifact-limit" | "insufficient-scope" | "session-required" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    stats: {
      /**
       * How many artifacts each regime has, and their average metrics (public).
       *
       * One row per regime of the model, in the model's order, regimes without artifacts included
       * (`count` 0, `averageMetrics` null), and the total. Averages are arithmetic means of the stored
       * metrics, rounded half up to one decimal. Read from running totals kept with every publish and
       * deletion, so its cost does not grow with the number of artifacts.
       *
       * `GET /api/registry/constitution-artifacts/stats` (getConstitutionArtifactStats)
       */
      retrieve: Method<Operations["getConstitutionArtifactStats"], [], "none", "validation" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    /**
     * One artifact (public).
     *
     * The artifact with its vote and comment counts. An unknown id is 404.
     *
     * `GET /api/registry/constitution-artifacts/{id}` (getConstitutionArtifact)
     */
    retrieve: Method<Operations["getConstitutionArtifact"], [id: PathParam<Operations["getConstitutionArtifact"], "id">], "none", "validation" | "constitution-artifact-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * Withdraw one of the caller's artifacts, with its votes and comments.
     *
     * Deletes the artifact for good, and every vote and comment on it. Only its author can; someone
     * else's artifact and an unknown id get the same 404.
     *
     * An API key needs the scope `constitution-artifacts:write`.
     *
     * `DELETE /api/registry/constitution-artifacts/{id}` (deleteConstitutionArtifact)
     */
    delete: Method<Operations["deleteConstitutionArtifact"], [id: PathParam<Operations["deleteConstitutionArtifact"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "constitution-artifact-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    similar: {
      /**
       * The artifacts nearest to this one by their sliders (public).
       *
       * The `limit` artifacts (default 10, at most 50) whose sliders are nearest to this one's, nearest
       * first, the artifact itself left out. The distance is the governance model's `distance`: the
       * Euclidean distance between the two slider vectors with each slider divided by 100, so 0 for
       * equal sliders and at most √8 ≈ 2.828. Equal distances go newest first. Not paginated.
       *
       * `GET /api/registry/constitution-artifacts/{id}/similar` (listSimilarConstitutionArtifacts)
       */
      list: Method<Operations["listSimilarConstitutionArtifacts"], [id: PathParam<Operations["listSimilarConstitutionArtifacts"], "id">], "query", "validation" | "constitution-artifact-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    /**
     * Vote for an artifact (once per user; repeating it changes nothing).
     *
     * Adds the caller's vote, at most one per user and artifact (a unique constraint holds it, also
     * under concurrent calls); voting again answers the same and changes nothing. Anyone signed in
     * may vote for any artifact, their own included.
     *
     * An API key needs the scope `constitution-artifacts:write`.
     *
     * `POST /api/registry/constitution-artifacts/{id}/vote` (voteConstitutionArtifact)
     */
    vote: Method<Operations["voteConstitutionArtifact"], [id: PathParam<Operations["voteConstitutionArtifact"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "constitution-artifact-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * Take back the caller's vote (repeating it changes nothing).
     *
     * Removes the caller's vote if there is one; without one it answers the same and changes nothing.
     * The artifact's `votes` and the caller's `voted` are on `GET` of the artifact.
     *
     * An API key needs the scope `constitution-artifacts:write`.
     *
     * `DELETE /api/registry/constitution-artifacts/{id}/vote` (unvoteConstitutionArtifact)
     */
    unvote: Method<Operations["unvoteConstitutionArtifact"], [id: PathParam<Operations["unvoteConstitutionArtifact"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "constitution-artifact-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * Comment on an artifact.
     *
     * Adds a comment of 1 to 2000 characters (not only white space) under the caller's handle. At
     * most `CONSTITUTION_COMMENTS_PER_HOUR` comments per user in any rolling hour (default 30; 429
     * `comment-rate-limited` with `Retry-After`). Send an `Idempotency-Key` to retry without
     * commenting twice.
     *
     * An API key needs the scope `constitution-artifacts:write`.
     *
     * `POST /api/registry/constitution-artifacts/{id}/comment` (commentConstitutionArtifact)
     */
    comment: Method<Operations["commentConstitutionArtifact"], [id: PathParam<Operations["commentConstitutionArtifact"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "constitution-artifact-not-found" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "idempotency-key-reused" | "rate-limited" | "comment-rate-limited" | "unavailable" | "internal" | "response-validation">;
    comments: {
      /**
       * An artifact's comments, newest first (public).
       *
       * Paginated like every list. An unknown artifact is 404.
       *
       * `GET /api/registry/constitution-artifacts/{id}/comments` (listConstitutionArtifactComments)
       */
      list: PaginatedMethod<Operations["listConstitutionArtifactComments"], [id: PathParam<Operations["listConstitutionArtifactComments"], "id">], "query", "validation" | "invalid-cursor" | "constitution-artifact-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Delete a comment (its author, or the artifact's author).
       *
       * The comment's author can delete it, and so can the author of the artifact it is on. For anyone
       * else, and for a comment that does not exist or is not on this artifact, the same 404.
       *
       * An API key needs the scope `constitution-artifacts:write`.
       *
       * `DELETE /api/registry/constitution-artifacts/{id}/comments/{commentId}` (deleteConstitutionArtifactComment)
       */
      delete: Method<Operations["deleteConstitutionArtifactComment"], [id: PathParam<Operations["deleteConstitutionArtifactComment"], "id">, commentId: PathParam<Operations["deleteConstitutionArtifactComment"], "commentId">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "constitution-comment-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    social: {
      /**
       * An artifact's vote and comment counts and its recent activity (public).
       *
       * The counts, and the last 20 votes and comments together, newest first, each only as its kind
       * and time (and a comment's id): nothing about who voted or commented.
       *
       * `GET /api/registry/constitution-artifacts/{id}/social` (getConstitutionArtifactSocial)
       */
      retrieve: Method<Operations["getConstitutionArtifactSocial"], [id: PathParam<Operations["getConstitutionArtifactSocial"], "id">], "none", "validation" | "constitution-artifact-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
  /**
   * Coaching sessions of the caller's: started on a topic, optionally from a chess position (FEN,
   * validated with chess.js), read and listed by their owner only, and ended once with notes sealed
   * at rest.
   */
  coach: {
    sessions: {
      /**
       * Start a coaching session on a topic, optionally from a chess position (FEN).
       *
       * Starts an `active` session of the caller's on `topic`. `fen`, when given, is the position the
       * session starts from, in Forsyth–Edwards Notation; it is checked with chess.js (the maintained
       * JavaScript chess library) before anything is stored, and a position it refuses is 400
       * `invalid-fen` whose `detail` and `errors[0].message` carry the library's reason (for example
       * "Invalid FEN: missing white king"). A position chess.js accepts must also be spelled as FEN
       * writes it, since it is kept as sent: the six fields separated by single spaces, the halfmove
       * clock a plain number from 0 to 9999 and the move number from 1 to 99999 (chess.js alone takes
       * tabs or `1e5`); otherwise it is 400 `invalid-fen` too, saying so. The session keeps the FEN as
       * sent, surrounding blanks trimmed, and says whose move it is (`sideToMove`).
       *
       * With `Idempotency-Key`, a retry within 24 hours answers the same session and starts no other;
       * the same key with a different body is 422.
       *
       * **Limit.** An account may have at most `COACH_MAX_ACTIVE_SESSIONS_PER_USER` sessions `active`
       * at once (server configuration, 20 unless set). Past it, 403 `coach-session-limit` (with
       * `limit`) and nothing is started; ending a session frees its place. A quota on what is kept, not
       * a rate: it does not reset with time.
       *
       * An API key needs the scope `coach:write`.
       *
       * `POST /api/coach/sessions/start` (startCoachSession)
       */
      start: Method<Operations["startCoachSession"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "invalid-fen" | "unauthorized" | "token-expired" | "coach-session-limit" | "insufficient-scope" | "session-required" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * The caller's coaching sessions, newest first.
       *
       * The caller's sessions, active and ended, newest first, with keyset cursors like every list.
       * Nobody else's sessions are ever listed.
       *
       * An API key needs the scope `coach:read`.
       *
       * `GET /api/coach/sessions` (listCoachSessions)
       */
      list: PaginatedMethod<Operations["listCoachSessions"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One of the caller's coaching sessions.
       *
       * The session as `{session}`, its notes opened when it has ended with some. Only the owner sees a
       * session: anyone else's, like an unknown id, is 404 `coach-session-not-found`.
       *
       * An API key needs the scope `coach:read`.
       *
       * `GET /api/coach/sessions/{id}` (getCoachSession)
       */
      retrieve: Method<Operations["getCoachSession"], [id: PathParam<Operations["getCoachSession"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "coach-session-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * End one of the caller's active coaching sessions, with optional notes and a message count.
       *
       * Ends the session (`status: ended`, `endedAt` set) and keeps `notes` (up to 8,000 characters) and
       * `messageCount` (how many messages the session exchanged, 0–100,000) when given. Notes are
       * personal: they are sealed at rest (AES-256-GCM under `PERSONAL_DATA_KEY`, bound to the session)
       * and opened only for the owner. A session ends once: ending an ended session is 409
       * `coach-session-ended` and changes nothing (two simultaneous ends: one succeeds, the other is
       * 409). Someone else's session, like an unknown id, is 404.
       *
       * An API key needs the scope `coach:write`.
       *
       * `POST /api/coach/sessions/{id}/end` (endCoachSession)
       */
      end: Method<Operations["endCoachSession"], [id: PathParam<Operations["endCoachSession"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "coach-session-not-found" | "coach-session-ended" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
}
