import type { Request } from "express";
import type { AppContext } from "../../context.ts";
import type { CachedGets } from "../../http/edge.ts";
import { matchesSecret } from "../../http/webhook-hmac.ts";
import type { CatalogDeclaration } from "../../platform/module.ts";
import type { OperationHandlers } from "../../platform/operations.ts";
import { buildApiIndex, type LogIdentity } from "./api-index.ts";
import { buildInfo } from "./build-info.ts";
import { buildCatalog, type Catalog } from "./catalog.ts";
import { type ModuleEntry, PLANNED_MODULES } from "./catalog-data.ts";
import {
  type CatalogQuery,
  catalogCsv,
  catalogMarkdown,
  checkCatalogQuery,
  filterCatalog,
  MARKDOWN_COLUMNS,
  projectItem,
  projectionOf,
  readCatalogQuery,
} from "./catalog-query.ts";
import { catalogStats } from "./catalog-stats.ts";
import { withSamplesAt } from "./code-samples.ts";
import type { HubConfig } from "./config.ts";
import { FRONT_PAGE_CSP, renderFrontPage } from "./front-page.ts";
import { checkHealth, type Probe, serverProbes } from "./health.ts";
import { ogImageSvg } from "./og-image.ts";
import { type CatalogItem, moduleGraphView } from "./presenters.ts";
import { hubProblems } from "./problems.ts";
import { tagOverlapEdges } from "./related.ts";
import {
  RepresentationCache,
  type RepresentationSource,
  sendRepresentation,
  serveCached,
  toRepresentation,
} from "./representation-cache.ts";
import { readSdkPackages, serverVersion } from "./sdk-packages.ts";
import { sitemapXml } from "./sitemap.ts";

/** The spec's catalog cache: 120 seconds, for the server's memo and for clients alike. */
export const CACHE_SECONDS = 120;
const CACHE_CONTROL = `public, max-age=${CACHE_SECONDS}`;
/** Distinct URLs memoised at once; beyond this the least recently used representation is dropped. */
const MAX_CACHED_REPRESENTATIONS = 500;

const JSON_TYPE = "application/json; charset=utf-8";
const json = (value: unknown): RepresentationSource => ({
  contentType: JSON_TYPE,
  body: JSON.stringify(value),
  json: value,
});

const renderCatalogList = (catalog: Catalog, query: CatalogQuery): RepresentationSource => {
  checkCatalogQuery(query);
  const items = filterCatalog(catalog.items, query);
  if (query.format === "csv") {
    return {
      contentType: "text/csv; charset=utf-8; header=present",
      body: catalogCsv(items),
      headers: { "Content-Disposition": 'attachment; filename="catalog.csv"' },
    };
  }
  const fields = query.fields ? projectionOf(query.fields) : undefined;
  if (query.format === "md") {
    return { contentType: "text/markdown; charset=utf-8", body: catalogMarkdown(items, fields ?? MARKDOWN_COLUMNS) };
  }
  return json({
    total: items.length,
    items: fields ? items.map((item) => projectItem(item, fields)) : items,
    generatedAt: new Date().toISOString(),
  });
};

/**
 * The hub: catalog (list, item, related modules, graph, preview images), taxonomy counts, the
 * contract and the aggregate index, sitemap, version, health and Prometheus metrics. All public.
 * Everything derived from static data is memoised per URL for CACHE_SECONDS and served with a strong
 * ETag (304 on If-None-Match); version, health and metrics are live (`no-store`).
 *
 * The catalog lists the modules this server serves (their definitions' entries, so it cannot claim one
 * it does not serve) and the planned ones (catalog-data.ts, status `idea`), by priority.
 */
/** The catalog's modules: the served ones' entries and the planned ones, by priority. */
export const catalogModules = (served: readonly CatalogDeclaration[]): ModuleEntry[] => {
  const planned = PLANNED_MODULES.filter((p) => !served.some((s) => s.id === p.id));
  return [...served, ...planned].sort((a, b) => a.priority - b.priority);
};

export const hubOperations = (
  ctx: AppContext,
  settings: HubConfig,
  served: readonly CatalogDeclaration[],
  moduleProbes: () => readonly Probe[],
  transparencyLog: () => LogIdentity | undefined,
): {
  handlers: OperationHandlers;
  /** Fresh cached hub representations, answered at the socket's edge ahead of Express (http/edge.ts). */
  cachedGets: CachedGets;
} => {
  const { config, contract } = ctx;
  const base = config.publicBaseUrl;
  const catalog = buildCatalog(catalogModules(served), base);
  const cache = new RepresentationCache({
    ttlMs: CACHE_SECONDS * 1000,
    maxEntries: MAX_CACHED_REPRESENTATIONS,
    cacheControl: CACHE_CONTROL,
  });
  const { packages: sdk, missing } = readSdkPackages();
  if (missing.length > 0)
    ctx.logger.warn({ missing }, "client packages not found: the index's sdk section leaves them out");
  const coreProbes = serverProbes(ctx);
  const version = buildInfo({
    config,
    serverVersion: serverVersion(),
    apiVersion: contract.info.version,
    startedAt: ctx.startedAt,
  });
  const contractRepresentation = toRepresentation({
    contentType: JSON_TYPE,
    body: JSON.stringify(withSamplesAt(contract, base)),
  });

  const frontPage = renderFrontPage(catalog, {
    title: contract.info.title,
    apiVersion: contract.info.version,
    baseUrl: base,
  });
  const rootIndex = {
    name: contract.info.title,
    apiVersion: contract.info.version,
    links: {
      docs: `${base}/docs`,
      openapi: `${base}/api/openapi.json`,
      apiIndex: `${base}/api/hub/openapi.json`,
      catalog: `${base}/api/hub/catalog`,
      health: `${base}/api/hub/health`,
      version: `${base}/api/hub/version`,
      sitemap: `${base}/api/hub/sitemap.xml`,
    },
  };

  const itemOr404 = (id: string): CatalogItem => {
    const item = catalog.byId.get(id);
    if (!item) throw hubProblems.catalogItemNotFound(id);
    return item;
  };
  /** A reply serving `build`'s output memoised under the request URL (path and query); 304 when the client holds it. */
  const cached = <M extends string>(req: Request, contentType: M, build: () => RepresentationSource) => ({
    status: 200 as const,
    contentType,
    send: (res: import("express").Response) => serveCached(req, res, cache, req.url, build),
  });

  const handlers: OperationHandlers = {
    listCatalog: ({ req }) =>
      cached(req, "application/json", () => renderCatalogList(catalog, readCatalogQuery(req.query))),

    getCatalogItem: ({ req, params }) => cached(req, "application/json", () => json(itemOr404(params.id))),

    listRelatedModules: ({ req, params, query }) =>
      cached(req, "application/json", () => {
        const item = itemOr404(params.id);
        const ranking = catalog.related.get(item.id) ?? [];
        const limit = query.limit ?? ranking.length;
        return json({ id: item.id, total: ranking.length, items: ranking.slice(0, limit) });
      }),

    getCatalogItemImage: ({ req, params }) =>
      cached(req, "image/svg+xml", () => ({
        contentType: "image/svg+xml; charset=utf-8",
        body: ogImageSvg(itemOr404(params.id)),
      })),

    getModuleGraph: ({ req, query }) =>
      cached(req, "application/json", () =>
        json(moduleGraphView(catalog.items, tagOverlapEdges(catalog.modules, query.minWeight ?? 1), new Date())),
      ),

    getCatalogStats: ({ req }) => cached(req, "application/json", () => json(catalogStats(catalog.items))),

    getApiIndex: ({ req }) =>
      cached(req, "application/json", () =>
        json(
          buildApiIndex({
            catalog,
            contract,
            sdk,
            transparencyLog: transparencyLog(),
            baseUrl: base,
            generatedAt: new Date(),
          }),
        ),
      ),

    getFrontPage: ({ req }) => {
      const headers = { "Cache-Control": CACHE_CONTROL, Vary: "Accept" };
      // A browser prefers HTML; a program (JSON, */*, no Accept) gets the entry points.
      if (req.accepts(["application/json", "text/html"]) !== "text/html") {
        return { status: 200, body: rootIndex, headers };
      }
      return {
        status: 200,
        contentType: "text/html" as const,
        headers: { ...headers, "Content-Security-Policy": FRONT_PAGE_CSP },
        send: (res: import("express").Response) => void res.type("text/html; charset=utf-8").send(frontPage),
      };
    },

    getSitemap: ({ req }) =>
      cached(req, "application/xml", () => ({
        contentType: "application/xml; charset=utf-8",
        body: sitemapXml(catalog, base, ctx.startedAt),
      })),

    getOpenApi: ({ req }) => ({
      status: 200,
      contentType: "application/json",
      send: (res) =>
        sendRepresentation(req, res, contractRepresentation, { cacheControl: CACHE_CONTROL, rendered: false }),
    }),

    getVersion: () => ({ status: 200, body: version(), headers: { "Cache-Control": "no-store" } }),

    getHealth: async ({ req }) => {
      const report = await checkHealth([...coreProbes, ...moduleProbes()], {
        onError: (probe, err) => req.log.warn({ err, probe }, "health check failed"),
      });
      const headers = { "Cache-Control": "no-store" };
      return report.status === "down" ? { status: 503, body: report, headers } : { status: 200, body: report, headers };
    },

    getMetrics: async ({ headers }) => {
      const metricsToken = settings.metricsToken;
      if (metricsToken !== undefined && !matchesSecret(headers.authorization ?? "", [`Bearer ${metricsToken}`])) {
        throw hubProblems.metricsToken();
      }
      const text = await ctx.metrics.registry.metrics();
      return {
        status: 200,
        contentType: "text/plain",
        headers: { "Cache-Control": "no-store" },
        send: (res) => {
          res.setHeader("Content-Type", ctx.metrics.registry.contentType);
          res.end(text);
        },
      };
    },
  };

  return {
    handlers,
    cachedGets: cache,
  };
};
