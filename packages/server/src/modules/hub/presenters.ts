import type { Schema } from "../../platform/operations.ts";
import { LIVE_STATUSES, type ModuleEntry } from "./catalog-data.ts";

/** The catalog as the contract's shapes (openapi/hub.yaml). */

/** A full catalog item: the contract's `CatalogItem`, `CatalogItemFields` with every field required. */
export type CatalogItem = Schema<"CatalogItem">;
export type RelatedModule = Schema<"RelatedModule">;
export type ModuleGraphEdge = Schema<"ModuleGraph">["edges"][number];

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

/** A module's entry as the catalog lists it, with its links and its closest related modules. */
export const catalogItemView = (module: ModuleEntry, baseUrl: string, related: RelatedModule[]): CatalogItem => ({
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
  related,
});

/** Another module sharing `sharedTags` (at least one, in the first module's tag order) with the one it is related to. */
export const relatedModuleView = (other: ModuleEntry, sharedTags: string[]): RelatedModule => ({
  id: other.id,
  name: other.name,
  status: other.status,
  overlap: sharedTags.length,
  sharedTags,
});

/** The modules as a graph: each a node, an edge between two that share tags. */
export const moduleGraphView = (
  items: readonly CatalogItem[],
  edges: ModuleGraphEdge[],
  generatedAt: Date,
): Schema<"ModuleGraph"> => ({
  generatedAt: generatedAt.toISOString(),
  nodes: items.map(({ id, name, kind, status, tags }) => ({ id, name, kind, status, tags })),
  edges,
});
