import { type Request, type RequestHandler, type Response, Router } from "express";
import type { Registry } from "prom-client";
import type { AppContext } from "../../context.ts";
import type { OpenApiDocument } from "../../http/openapi.ts";
import { notFound } from "../../http/problem.ts";
import { buildApiIndex } from "./api-index.ts";
import { buildInfo } from "./build-info.ts";
import { cachedFastPath } from "./cached-fast-path.ts";
import { buildCatalog, type Catalog, type CatalogItem } from "./catalog.ts";
import { MODULES } from "./catalog-data.ts";
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
import { checkHealth, serverProbes } from "./health.ts";
import { ogImageSvg } from "./og-image.ts";
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
 */
export type HubModule = {
  router: Router;
  /** Serves fresh cached hub representations ahead of validation; `limit` is the rate limiter. */
  cachedFastPath(limit: RequestHandler): RequestHandler;
};

export const hubModule = (ctx: AppContext, contract: OpenApiDocument, metrics: Registry): HubModule => {
  const router = Router();
  const { config } = ctx;
  const base = config.publicBaseUrl;
  const catalog = buildCatalog(MODULES, base);
  const cache = new RepresentationCache({ ttlMs: CACHE_SECONDS * 1000, maxEntries: MAX_CACHED_REPRESENTATIONS });
  const { packages: sdk, missing } = readSdkPackages();
  if (missing.length > 0)
    ctx.logger.warn({ missing }, "client packages not found: the index's sdk section leaves them out");
  const probes = serverProbes(ctx);
  const version = buildInfo({
    config,
    serverVersion: serverVersion(),
    apiVersion: contract.info.version,
    startedAt: ctx.startedAt,
  });
  const contractRepresentation = toRepresentation({ contentType: JSON_TYPE, body: JSON.stringify(contract) });

  const itemOr404 = (id: string): CatalogItem => {
    const item = catalog.byId.get(id);
    if (!item) throw notFound(`No module "${id}" in the catalog.`, { type: "catalog-item-not-found" });
    return item;
  };
  /** A handler serving `build`'s output memoised under the request URL (path and query). */
  const cached = (build: (req: Request) => RepresentationSource) => (req: Request, res: Response) =>
    serveCached(req, res, cache, req.url, () => build(req), CACHE_CONTROL);

  router.get(
    "/api/hub/catalog",
    cached((req) => renderCatalogList(catalog, readCatalogQuery(req.query))),
  );

  router.get(
    "/api/hub/catalog/:id",
    cached((req) => json(itemOr404(String(req.params.id)))),
  );

  router.get(
    "/api/hub/catalog/:id/related",
    cached((req) => {
      const item = itemOr404(String(req.params.id));
      const ranking = catalog.related.get(item.id) ?? [];
      const limit = (req.query as { limit?: number }).limit ?? ranking.length;
      return json({ id: item.id, total: ranking.length, items: ranking.slice(0, limit) });
    }),
  );

  router.get(
    "/api/hub/catalog/:id/og.svg",
    cached((req) => ({
      contentType: "image/svg+xml; charset=utf-8",
      body: ogImageSvg(itemOr404(String(req.params.id))),
    })),
  );

  router.get(
    "/api/hub/graph",
    cached((req) => {
      const minWeight = (req.query as { minWeight?: number }).minWeight ?? 1;
      return json({
        generatedAt: new Date().toISOString(),
        nodes: catalog.items.map(({ id, name, kind, status, tags }) => ({ id, name, kind, status, tags })),
        edges: tagOverlapEdges(catalog.modules, minWeight),
      });
    }),
  );

  router.get(
    "/api/hub/registry-stats",
    cached(() => json(catalogStats(catalog.items))),
  );

  router.get(
    "/api/hub/openapi.json",
    cached(() => json(buildApiIndex({ catalog, contract, sdk, baseUrl: base, generatedAt: new Date() }))),
  );

  router.get(
    "/api/hub/sitemap.xml",
    cached(() => ({ contentType: "application/xml; charset=utf-8", body: sitemapXml(catalog, base, ctx.startedAt) })),
  );

  router.get("/api/openapi.json", (req, res) => {
    sendRepresentation(req, res, contractRepresentation, { cacheControl: CACHE_CONTROL, rendered: false });
  });

  router.get("/api/hub/version", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(version());
  });

  router.get("/api/hub/health", async (req, res) => {
    const report = await checkHealth(probes, {
      onError: (probe, err) => req.log.warn({ err, probe }, "health check failed"),
    });
    res.setHeader("Cache-Control", "no-store");
    res.status(report.status === "down" ? 503 : 200).json(report);
  });

  router.get("/metrics", async (_req, res) => {
    const text = await metrics.metrics();
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Type", metrics.contentType);
    res.end(text);
  });

  return { router, cachedFastPath: (limit) => cachedFastPath({ cache, cacheControl: CACHE_CONTROL, limit }) };
};
