import type { ModuleEntry } from "./catalog-data.ts";
import { type CatalogItem, catalogItemView, type RelatedModule } from "./presenters.ts";
import { rankRelated } from "./related.ts";

/** Every field of an item, in the order JSON, projections and Markdown use. */
export const CATALOG_FIELDS = [
  "id",
  "code",
  "name",
  "summary",
  "kind",
  "status",
  "tags",
  "priority",
  "live",
  "frontend",
  "ogImage",
  "health",
  "openapi",
  "waitlist",
  "status_url",
  "related",
] as const satisfies readonly (keyof CatalogItem)[];
export type CatalogField = (typeof CATALOG_FIELDS)[number];

/** How many related modules an item carries; the full ranking is at .../related. */
export const RELATED_IN_ITEM = 5;

export type Catalog = {
  /** Sorted by priority (1 first). */
  items: readonly CatalogItem[];
  byId: ReadonlyMap<string, CatalogItem>;
  /** Full related ranking per module id. */
  related: ReadonlyMap<string, readonly RelatedModule[]>;
  modules: readonly ModuleEntry[];
};

/** Built once per app: the data is static, only the base URL varies. */
export const buildCatalog = (modules: readonly ModuleEntry[], baseUrl: string): Catalog => {
  const sorted = [...modules].sort((a, b) => a.priority - b.priority || (a.id < b.id ? -1 : 1));
  const related = new Map(sorted.map((module) => [module.id, rankRelated(module, sorted)] as const));
  const items = sorted.map((module) =>
    catalogItemView(module, baseUrl, related.get(module.id)!.slice(0, RELATED_IN_ITEM)),
  );
  return { items, byId: new Map(items.map((item) => [item.id, item])), related, modules: sorted };
};
