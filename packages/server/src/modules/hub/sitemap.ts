import { escapeXml } from "../../xml.ts";
import type { Catalog } from "./catalog.ts";

/**
 * sitemaps.org XML of the public pages: the docs, both OpenAPI documents, the catalog and every
 * catalog item. URLs are absolute (PUBLIC_BASE_URL); `lastmod` is when this deployment started,
 * which is when any of these last changed.
 */
export const sitemapXml = (catalog: Catalog, baseUrl: string, lastModified: Date): string => {
  const lastmod = lastModified.toISOString().slice(0, 10);
  const urls = [
    `${baseUrl}/docs`,
    `${baseUrl}/api/openapi.json`,
    `${baseUrl}/api/hub/openapi.json`,
    `${baseUrl}/api/hub/catalog`,
    ...catalog.items.map((item) => item.status_url),
  ];
  const entries = urls
    .map((loc) => `  <url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod></url>\n`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</urlset>\n`;
};
