// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-catalog` (scripts/generate-clients.mjs).
// Left out: getWaitlistPage (GET /waitlist/{module}: x-sdk-exclude); submitWaitlistForm (POST /waitlist/{module}: x-sdk-exclude); getMetrics (GET /metrics: x-sdk-exclude).
import type { Method, OperationTable, PathParam } from "@trustplane/sdk-core";
import type { operations as Operations } from "./schema.js";

/** How to call each operation, by client method. */
export const operations = {
  "hub.catalog.list": { method: "GET", path: "/api/hub/catalog", commaArrays: true },
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
       * `GET /api/hub/catalog` (listCatalog)
       */
      list: Method<Operations["listCatalog"], [], "query", "validation" | "rate-limited" | "internal" | "response-validation">;
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
       * version, install command, modules and README link. Cached like the catalog.
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
       * `GET /api/waitlist/{module}/signups.csv` (exportWaitlistCsv)
       */
      export: Method<Operations["exportWaitlistCsv"], [module: PathParam<Operations["exportWaitlistCsv"], "module">], "none", "validation" | "unauthorized" | "admin-only" | "catalog-item-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    stats: {
      /**
       * Sign-ups per module (operators only).
       *
       * For users with role `admin` (403 `admin-only` for everyone else): how many distinct addresses
       * are on each module's list, with the first and latest sign-up, modules with the most first.
       * Modules nobody has joined are left out.
       *
       * `GET /api/waitlist/stats` (getWaitlistStats)
       */
      retrieve: Method<Operations["getWaitlistStats"], [], "none", "validation" | "unauthorized" | "admin-only" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
}
