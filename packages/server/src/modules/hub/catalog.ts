import { type CatalogKind, type CatalogStatus, LIVE_STATUSES, type ModuleEntry } from "./catalog-data.ts";
import { type RelatedModule, rankRelated } from "./related.ts";

/** A catalog item as the API returns it: the spec's fields, plus priority, live and related modules. */
export type CatalogItem = {
  id: string;
  code: string;
  name: string;
  summary: string;
  kind: CatalogKind;
  status: CatalogStatus;
  tags: string[];
  priority: number;
  /** Counted as live by the spec (mvp or launched). */
  live: boolean;
  frontend: string;
  ogImage: string;
  health: string;
  openapi: string;
  waitlist: string;
  status_url: string;
  /** The closest related modules (at most RELATED_IN_ITEM); the full ranking is at .../related. */
  related: RelatedModule[];
};

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

export const RELATED_IN_ITEM = 5;

export type Catalog = {
  /** Sorted by priority (1 first). */
  items: readonly CatalogItem[];
  byId: ReadonlyMap<string, CatalogItem>;
  /** Full related ranking per module id. */
  related: ReadonlyMap<string, readonly RelatedModule[]>;
  modules: readonly ModuleEntry[];
};

/** Links are absolute, built from PUBLIC_BASE_URL (no trailing slash). */
const links = (module: ModuleEntry, baseUrl: string) => {
  const id = encodeURIComponent(module.id);
  return {
    frontend: `${baseUrl}${module.frontendPath ?? `/docs#tag/${id}`}`,
    ogImage: `${baseUrl}/api/hub/catalog/${id}/og.svg`,
    health: `${baseUrl}${module.healthPath ?? "/api/hub/health"}`,
    openapi: `${baseUrl}/api/openapi.json#tag/${id}`,
    // The waitlist module's page for this module (openapi/waitlist.yaml).
    waitlist: `${baseUrl}/waitlist/${id}`,
    status_url: `${baseUrl}/api/hub/catalog/${id}`,
  };
};

/** Built once per app: the data is static, only the base URL varies. */
export const buildCatalog = (modules: readonly ModuleEntry[], baseUrl: string): Catalog => {
  const sorted = [...modules].sort((a, b) => a.priority - b.priority || (a.id < b.id ? -1 : 1));
  const related = new Map(sorted.map((module) => [module.id, rankRelated(module, sorted)] as const));
  const items = sorted.map(
    (module): CatalogItem => ({
      id: module.id,
      code: module.code,
      name: module.name,
      summary: module.summary,
      kind: module.kind,
      status: module.status,
      tags: [...module.tags],
      priority: module.priority,
      live: LIVE_STATUSES.has(module.status),
      ...links(module, baseUrl),
      related: related.get(module.id)!.slice(0, RELATED_IN_ITEM),
    }),
  );
  return { items, byId: new Map(items.map((item) => [item.id, item])), related, modules: sorted };
};
