import { escapeXml } from "../../xml.ts";
import type { Catalog } from "./catalog.ts";

/**
 * sitemaps.org XML of what anyone may open: the pages people read first (the front page, the docs, each module's own
 * page such as the governance playground, each module's list page), then the machine-readable
 * documents (both OpenAPI documents, the catalog and every catalog item). URLs are absolute
 * (PUBLIC_BASE_URL), without fragments (a sitemap names documents), each once; `lastmod` is when this
 * deployment started, which is when any of these last changed. Capability pages (a checkout, a payment
 * request, a contract document's link) are never listed: their address is their secret.
 */
export const sitemapXml = (catalog: Catalog, baseUrl: string, lastModified: Date): string => {
  const lastmod = lastModified.toISOString().slice(0, 10);
  const page = (url: string) => url.split("#")[0]!;
  const urls = [
    ...new Set([
      `${baseUrl}/`,
      `${baseUrl}/docs`,
      ...catalog.items.map((item) => page(item.frontend)),
      ...catalog.items.map((item) => item.waitlist),
      `${baseUrl}/api/openapi.json`,
      `${baseUrl}/api/hub/openapi.json`,
      `${baseUrl}/api/hub/catalog`,
      ...catalog.items.map((item) => item.status_url),
    ]),
  ];
  const entries = urls
    .map((loc) => `  <url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod></url>\n`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</urlset>\n`;
};
