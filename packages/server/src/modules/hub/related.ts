import type { ModuleEntry } from "./catalog-data.ts";
import { type ModuleGraphEdge, type RelatedModule, relatedModuleView } from "./presenters.ts";

const sharedTags = (a: ModuleEntry, b: ModuleEntry): string[] => {
  const other = new Set(b.tags);
  return a.tags.filter((tag) => other.has(tag));
};

/** Jaccard similarity: among equal overlaps, the module whose tags are mostly shared is closer. */
const jaccard = (a: ModuleEntry, b: ModuleEntry, shared: number): number =>
  shared / (a.tags.length + b.tags.length - shared);

/**
 * Modules related to `module` by tag overlap, closest first: most shared tags, then highest Jaccard
 * similarity, then priority, then id (so the order is total and stable).
 */
export const rankRelated = (module: ModuleEntry, all: readonly ModuleEntry[]): RelatedModule[] =>
  all
    .filter((other) => other.id !== module.id)
    .map((other) => {
      const shared = sharedTags(module, other);
      return { other, shared, similarity: jaccard(module, other, shared.length) };
    })
    .filter(({ shared }) => shared.length > 0)
    .sort(
      (x, y) =>
        y.shared.length - x.shared.length ||
        y.similarity - x.similarity ||
        x.other.priority - y.other.priority ||
        (x.other.id < y.other.id ? -1 : 1),
    )
    .map(({ other, shared }) => relatedModuleView(other, shared));

/**
 * Undirected edges between every pair sharing at least `minWeight` tags; weight = shared tag count.
 * Each pair appears once, `source` being the module that comes first in `all`.
 */
export const tagOverlapEdges = (all: readonly ModuleEntry[], minWeight: number): ModuleGraphEdge[] => {
  const edges: ModuleGraphEdge[] = [];
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i]!;
      const b = all[j]!;
      const shared = sharedTags(a, b);
      if (shared.length >= minWeight)
        edges.push({ source: a.id, target: b.id, weight: shared.length, sharedTags: shared });
    }
  }
  return edges.sort((x, y) => y.weight - x.weight);
};
