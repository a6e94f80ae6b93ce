import { describe, expect, it } from "vitest";
import type { ModuleEntry } from "./catalog-data.ts";
import { rankRelated, tagOverlapEdges } from "./related.ts";

const mod = (id: string, priority: number, tags: string[]): ModuleEntry => ({
  id,
  code: id.toUpperCase(),
  name: id,
  summary: id,
  kind: "product",
  status: "idea",
  priority,
  tags,
});

const a = mod("a", 1, ["x", "y", "z"]);
const b = mod("b", 2, ["x", "y"]); // 2 shared, jaccard 2/3
const c = mod("c", 3, ["x", "y", "q", "r"]); // 2 shared, jaccard 2/5
const d = mod("d", 4, ["z"]); // 1 shared, jaccard 1/3
const e = mod("e", 5, ["z", "w", "v"]); // 1 shared, jaccard 1/5
const f = mod("f", 6, ["unrelated"]);
const g = mod("g", 0, ["z"]); // same as d, but a higher priority
const all = [a, b, c, d, e, f, g];

describe("rankRelated", () => {
  it("orders by shared tags, then Jaccard similarity, then priority, and leaves out unrelated modules", () => {
    const ranking = rankRelated(a, all);
    expect(ranking.map((r) => r.id)).toEqual(["b", "c", "g", "d", "e"]);
    expect(ranking[0]).toEqual({ id: "b", name: "b", status: "idea", overlap: 2, sharedTags: ["x", "y"] });
    expect(ranking.find((r) => r.id === "e")!.sharedTags).toEqual(["z"]);
  });

  it("never lists the module itself and is empty for a module sharing nothing", () => {
    expect(rankRelated(a, all).some((r) => r.id === "a")).toBe(false);
    expect(rankRelated(f, all)).toEqual([]);
  });
});

describe("tagOverlapEdges", () => {
  it("has one edge per pair sharing at least minWeight tags, heaviest first", () => {
    const edges = tagOverlapEdges(all, 1);
    expect(edges[0]).toEqual({ source: "a", target: "b", weight: 2, sharedTags: ["x", "y"] });
    expect(edges.filter((edge) => edge.weight === 2).map((edge) => `${edge.source}-${edge.target}`)).toEqual([
      "a-b",
      "a-c",
      "b-c",
    ]);
    expect(edges.some((edge) => edge.source === "f" || edge.target === "f")).toBe(false);
    expect(tagOverlapEdges(all, 2)).toHaveLength(3);
    expect(tagOverlapEdges(all, 3)).toEqual([]);
  });
});
