import { escapeXml } from "../../xml.ts";
import type { CatalogItem } from "./presenters.ts";

const STATUS_COLOURS: Record<CatalogItem["status"], string> = {
  idea: "#6b7280",
  working: "#b45309",
  mvp: "#2563eb",
  launched: "#15803d",
};

/** A 1200x630 social preview card (the Open Graph size) for one catalog item, as SVG. */
export const ogImageSvg = (item: CatalogItem): string => {
  const tags = item.tags.slice(0, 6).join(" · ");
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(item.name)}">
  <rect width="1200" height="630" fill="#0f172a"/>
  <text x="80" y="120" fill="#94a3b8" font-family="sans-serif" font-size="36">Trustplane · ${escapeXml(item.code)}</text>
  <text x="80" y="260" fill="#f8fafc" font-family="sans-serif" font-size="76" font-weight="700">${escapeXml(item.name)}</text>
  <rect x="80" y="320" width="260" height="64" rx="32" fill="${STATUS_COLOURS[item.status]}"/>
  <text x="210" y="364" fill="#ffffff" font-family="sans-serif" font-size="32" text-anchor="middle">${escapeXml(item.status)}</text>
  <text x="80" y="520" fill="#cbd5e1" font-family="sans-serif" font-size="32">${escapeXml(tags)}</text>
</svg>
`;
};
