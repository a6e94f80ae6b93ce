import type { Schema } from "../../platform/operations.ts";
import { CATALOG_KINDS, CATALOG_STATUSES, type CatalogKind, type CatalogStatus } from "./catalog-data.ts";
import type { CatalogItem } from "./presenters.ts";

/** Taxonomy counts (openapi/hub.yaml `CatalogStats`). */
export type CatalogStats = Schema<"CatalogStats">;

export const TOP_TAGS = 10;

/** Taxonomy counts of the catalog (GET /api/hub/registry-stats). Every status and kind appears, zero or not. */
export const catalogStats = (items: readonly CatalogItem[]): CatalogStats => {
  const byStatus = Object.fromEntries(CATALOG_STATUSES.map((s) => [s, 0])) as Record<CatalogStatus, number>;
  const byKind = Object.fromEntries(CATALOG_KINDS.map((k) => [k, 0])) as Record<CatalogKind, number>;
  const tagCounts = new Map<string, number>();
  for (const item of items) {
    byStatus[item.status]++;
    byKind[item.kind]++;
    for (const tag of item.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  }
  const topTags = [...tagCounts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : 1))
    .slice(0, TOP_TAGS);
  return { total: items.length, byStatus, byKind, topTags, live: byStatus.mvp + byStatus.launched };
};
