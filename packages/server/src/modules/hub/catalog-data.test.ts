import { describe, expect, it } from "vitest";
import { MODULES } from "../../../test/catalog-modules.ts";
import { buildCatalog } from "./catalog.ts";
import { CATALOG_KINDS, CATALOG_STATUSES } from "./catalog-data.ts";
import { catalogMarkdown, filterCatalog, projectItem, projectionOf } from "./catalog-query.ts";
import { catalogStats } from "./catalog-stats.ts";
import { markdownTable } from "./markdown.ts";

describe("the catalog data", () => {
  it("lists each module of the spec exactly once", () => {
    expect(MODULES.map((m) => m.id).sort()).toEqual([
      "chess",
      "coach",
      "constitution",
      "contracts",
      "fanout",
      "hub",
      "keyshield",
      "ledger",
      "llm",
      "media",
      "payments",
      "registry",
      "rights",
      "signing",
    ]);
  });

  it("has unique ids, codes and priorities, known statuses and kinds, and slug tags", () => {
    for (const key of ["id", "code", "priority"] as const) {
      expect(new Set(MODULES.map((m) => m[key])).size).toBe(MODULES.length);
    }
    for (const m of MODULES) {
      expect(CATALOG_STATUSES).toContain(m.status);
      expect(CATALOG_KINDS).toContain(m.kind);
      expect(m.id).toMatch(/^[a-z][a-z0-9-]{0,39}$/);
      expect(m.tags.length).toBeGreaterThan(0);
      expect(new Set(m.tags).size).toBe(m.tags.length);
      for (const tag of m.tags) expect(tag).toMatch(/^[a-z0-9][a-z0-9-]{0,39}$/);
    }
  });

  it("gives every module at least one related module", () => {
    const catalog = buildCatalog(MODULES, "https://x.test");
    for (const item of catalog.items) expect(item.related.length).toBeGreaterThan(0);
  });
});

describe("catalog queries (pure)", () => {
  const catalog = buildCatalog(MODULES, "https://x.test");

  it("filters without a query return everything", () => {
    expect(filterCatalog(catalog.items, {})).toEqual(catalog.items);
  });

  it("projects with the id first and no duplicates", () => {
    const fields = projectionOf(["name", "id", "name"]);
    expect(fields).toEqual(["id", "name"]);
    expect(projectItem(catalog.items[0]!, fields)).toEqual({ id: catalog.items[0]!.id, name: catalog.items[0]!.name });
  });

  it("computes stats whose parts add up", () => {
    const stats = catalogStats(catalog.items);
    expect(Object.values(stats.byStatus).reduce((a, b) => a + b, 0)).toBe(stats.total);
    expect(Object.values(stats.byKind).reduce((a, b) => a + b, 0)).toBe(stats.total);
    expect(catalogStats([])).toEqual({
      total: 0,
      byStatus: { idea: 0, mvp: 0, working: 0, launched: 0 },
      byKind: { product: 0, service: 0, infrastructure: 0 },
      topTags: [],
      live: 0,
    });
  });

  it("renders Markdown rows for the chosen columns", () => {
    const md = catalogMarkdown(catalog.items.slice(0, 1), ["id", "live"]);
    expect(md).toBe(`| id | live |\n| --- | --- |\n| ${catalog.items[0]!.id} | ${catalog.items[0]!.live} |\n`);
  });
});

describe("markdownTable", () => {
  it("escapes pipes, backslashes, line breaks and HTML so data cannot break the table", () => {
    const md = markdownTable(
      ["a", "b"],
      [
        ["x|y", "back\\slash"],
        ["two\nlines", "<script>&"],
      ],
    );
    expect(md).toBe("| a | b |\n| --- | --- |\n| x\\|y | back\\\\slash |\n| two lines | &lt;script&gt;&amp; |\n");
  });
});
