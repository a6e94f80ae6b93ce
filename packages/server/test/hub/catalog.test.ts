import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG_FIELDS } from "../../src/modules/hub/catalog.ts";
import { CSV_COLUMNS } from "../../src/modules/hub/catalog-query.ts";
import type { CatalogItem } from "../../src/modules/hub/presenters.ts";
import { parseCsv } from "../csv.ts";
import { startTestServer, type TestServer } from "../harness.ts";

const BASE = "https://platform.example.test";
const SPEC_MODULES = [
  "ledger",
  "rights",
  "signing",
  "registry",
  "chess",
  "keyshield",
  "llm",
  "fanout",
  "payments",
  "contracts",
  "hub",
  "constitution",
  "media",
  "coach",
];

let app: TestServer;
let all: CatalogItem[];
beforeAll(async () => {
  app = await startTestServer({ PUBLIC_BASE_URL: `${BASE}/` });
  all = (await app.call("GET", "/api/hub/catalog")).body.items;
});
afterAll(async () => {
  await app?.close();
});

describe("GET /api/hub/catalog", () => {
  it("lists every module of the spec once, by priority, with all fields", async () => {
    const res = await app.call("GET", "/api/hub/catalog");
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(14);
    expect(res.body.items).toHaveLength(14);
    expect(new Date(res.body.generatedAt).toISOString()).toBe(res.body.generatedAt);
    const ids = res.body.items.map((item: CatalogItem) => item.id);
    expect([...ids].sort()).toEqual([...SPEC_MODULES].sort());
    const priorities = res.body.items.map((item: CatalogItem) => item.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(new Set(priorities).size).toBe(14);
    for (const item of res.body.items as CatalogItem[]) {
      expect(Object.keys(item)).toEqual([...CATALOG_FIELDS]);
      // Every module of the spec is served here, so each is live: `working` means not served yet.
      expect(["mvp", "launched"]).toContain(item.status);
      expect(item.live).toBe(true);
      expect(item.tags.length).toBeGreaterThan(0);
    }
  });

  it("builds every link from PUBLIC_BASE_URL", async () => {
    const ledger = all.find((item) => item.id === "ledger")!;
    expect(ledger).toMatchObject({
      frontend: `${BASE}/docs#tag/ledger`,
      ogImage: `${BASE}/api/hub/catalog/ledger/og.svg`,
      health: `${BASE}/api/hub/health`,
      openapi: `${BASE}/api/openapi.json#tag/ledger`,
      waitlist: `${BASE}/waitlist/ledger`,
      status_url: `${BASE}/api/hub/catalog/ledger`,
    });
    expect(all.find((item) => item.id === "llm")!.health).toBe(`${BASE}/api/llm/health`);
  });

  it("links each module's health to a probe anyone may ask, without a token", async () => {
    const paths = [...new Set(all.map((item) => item.health.slice(BASE.length)))];
    expect(paths).toEqual(expect.arrayContaining(["/api/hub/health", "/api/llm/health"]));
    for (const path of paths) {
      const res = await app.call("GET", path);
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.body.status).toMatch(/^(ok|degraded|down)$/);
    }
  });

  it("links the governance scenarios to the playground page, which this server serves", async () => {
    const constitution = all.find((item) => item.id === "constitution")!;
    expect(constitution.frontend).toBe(`${BASE}/playground/`);
    // PUBLIC_BASE_URL names another host: the link's path is asked of this test server.
    const page = await app.call("GET", constitution.frontend.slice(BASE.length));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html\b/);
    expect(page.text).toContain("<html");
  });

  it("is cacheable for 120 s with a strong ETag, memoised per query", async () => {
    const first = await app.call("GET", "/api/hub/catalog?kind=service");
    const second = await app.call("GET", "/api/hub/catalog?kind=service");
    expect(first.headers.get("cache-control")).toBe("public, max-age=120");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(second.headers.get("etag")).toBe(etag);
    expect(second.text).toBe(first.text);
    const other = await app.call("GET", "/api/hub/catalog?kind=product");
    expect(other.headers.get("etag")).not.toBe(etag);
  });

  it("answers 304 without a body when If-None-Match matches, in any of its forms", async () => {
    const { headers } = await app.call("GET", "/api/hub/catalog?kind=service");
    const etag = headers.get("etag")!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"nope", ${etag}`, "*"]) {
      const res = await app.call("GET", "/api/hub/catalog?kind=service", {
        headers: { "if-none-match": ifNoneMatch },
      });
      expect(res.status).toBe(304);
      expect(res.text).toBe("");
      expect(res.headers.get("etag")).toBe(etag);
      expect(res.headers.get("cache-control")).toBe("public, max-age=120");
    }
    const stale = await app.call("GET", "/api/hub/catalog?kind=service", { headers: { "if-none-match": '"stale"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.total).toBeGreaterThan(0);
    // The ETag belongs to one query's representation only.
    const otherQuery = await app.call("GET", "/api/hub/catalog?kind=product", { headers: { "if-none-match": etag } });
    expect(otherQuery.status).toBe(200);
  });

  it("filters by a comma list of statuses", async () => {
    const res = await app.call("GET", "/api/hub/catalog?status=mvp,working");
    const expected = all.filter((item) => item.status === "mvp" || item.status === "working");
    expect(expected.length).toBeGreaterThan(1);
    expect(res.body.items.map((item: CatalogItem) => item.id)).toEqual(expected.map((item) => item.id));
    expect(res.body.total).toBe(expected.length);
  });

  it("filters by a comma list of tags (any of them, case-insensitively)", async () => {
    const res = await app.call("GET", "/api/hub/catalog?tag=Crypto,LLM");
    const expected = all.filter((item) => item.tags.includes("crypto") || item.tags.includes("llm"));
    expect(res.body.items.map((item: CatalogItem) => item.id)).toEqual(expected.map((item) => item.id));
    expect(res.body.items.map((item: CatalogItem) => item.id)).toEqual(
      expect.arrayContaining(["signing", "keyshield", "llm", "fanout"]),
    );
  });

  it("filters by kind", async () => {
    const res = await app.call("GET", "/api/hub/catalog?kind=infrastructure");
    expect(res.body.items.map((item: CatalogItem) => item.id)).toEqual(
      all.filter((item) => item.kind === "infrastructure").map((item) => item.id),
    );
    expect(res.body.items.every((item: CatalogItem) => item.kind === "infrastructure")).toBe(true);
  });

  it("combines filters with AND", async () => {
    const res = await app.call("GET", "/api/hub/catalog?status=mvp,launched&tag=fintech,ai&kind=product");
    const expected = all.filter(
      (item) =>
        (item.status === "mvp" || item.status === "launched") &&
        (item.tags.includes("fintech") || item.tags.includes("ai")) &&
        item.kind === "product",
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    expect(res.body.items.map((item: CatalogItem) => item.id)).toEqual(expected.map((item) => item.id));
  });

  it("returns an empty list when nothing matches", async () => {
    const res = await app.call("GET", "/api/hub/catalog?tag=no-such-tag");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 0, items: [] });
  });

  it("projects the requested fields, always with the id, in the order asked", async () => {
    const res = await app.call("GET", "/api/hub/catalog?fields=status,name,status&kind=service");
    expect(res.status).toBe(200);
    for (const item of res.body.items) expect(Object.keys(item)).toEqual(["id", "status", "name"]);
    const signing = res.body.items.find((item: CatalogItem) => item.id === "signing");
    expect(signing).toEqual({ id: "signing", status: "mvp", name: "Ed25519 signing" });
  });

  it.each([
    ["status=bogus", "/query/status/0"],
    ["status=mvp,", "/query/status/1"],
    ["status=", "/query/status"],
    ["fields=name,bogus", "/query/fields/1"],
    ["kind=gadget", "/query/kind"],
    ["format=xml", "/query/format"],
    ["tag=bad%20tag", "/query/tag/0"],
    ["limit=5", "/query/limit"],
  ])("refuses %s with 400 naming the parameter", async (query, path) => {
    const res = await app.call("GET", `/api/hub/catalog?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it("refuses a projection of the CSV, whose columns are fixed", async () => {
    const res = await app.call("GET", "/api/hub/catalog?format=csv&fields=name");
    expect(res.status).toBe(400);
    // A request that breaks a rule of its parameters, like every other: the code a program branches on.
    expect(res.body.code).toBe("validation");
    expect(res.body.errors).toEqual([{ path: "/query/fields", message: "not allowed with format=csv" }]);
  });
});

describe("GET /api/hub/catalog?format=csv", () => {
  it("is an RFC 4180 attachment with a header row and exactly 15 columns", async () => {
    const res = await app.call("GET", "/api/hub/catalog?format=csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="catalog.csv"');
    expect(res.headers.get("etag")).toMatch(/^"/);
    expect(res.text.endsWith("\r\n")).toBe(true);
    expect(res.text.replaceAll("\r\n", "")).not.toContain("\n");
    const records = parseCsv(res.text);
    expect(records[0]).toEqual([...CSV_COLUMNS]);
    expect(records[0]).toHaveLength(15);
    expect(records).toHaveLength(all.length + 1);
    for (const record of records) expect(record).toHaveLength(15);
  });

  it("holds the same values as the JSON, lists joined with ';'", async () => {
    const records = parseCsv((await app.call("GET", "/api/hub/catalog?format=csv")).text);
    const [header, ...rows] = records;
    rows.forEach((row, index) => {
      const cell = (column: string) => row[header!.indexOf(column)];
      const item = all[index]!;
      expect(cell("id")).toBe(item.id);
      expect(cell("name")).toBe(item.name);
      expect(cell("priority")).toBe(String(item.priority));
      expect(cell("tags")).toBe(item.tags.join(";"));
      expect(cell("live")).toBe(String(item.live));
      expect(cell("related")).toBe(item.related.map((r) => r.id).join(";"));
      expect(cell("waitlist")).toBe(item.waitlist);
      expect(cell("status_url")).toBe(item.status_url);
    });
  });

  it("applies the filters", async () => {
    const records = parseCsv((await app.call("GET", "/api/hub/catalog?format=csv&status=working")).text);
    expect(records.slice(1).map((row) => row[0])).toEqual(all.filter((i) => i.status === "working").map((i) => i.id));
  });

  it("answers 304 to its own ETag", async () => {
    const first = await app.call("GET", "/api/hub/catalog?format=csv");
    const again = await app.call("GET", "/api/hub/catalog?format=csv", {
      headers: { "if-none-match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });
});

describe("GET /api/hub/catalog?format=md", () => {
  it("is a Markdown table with the default columns and one row per item", async () => {
    const res = await app.call("GET", "/api/hub/catalog?format=md");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    const lines = res.text.trimEnd().split("\n");
    expect(lines[0]).toBe("| id | name | kind | status | priority | tags |");
    expect(lines[1]).toBe("| --- | --- | --- | --- | --- | --- |");
    expect(lines).toHaveLength(all.length + 2);
    const ledger = all.find((item) => item.id === "ledger")!;
    expect(lines).toContain(
      `| ledger | ${ledger.name} | ${ledger.kind} | ${ledger.status} | ${ledger.priority} | ${ledger.tags.join(", ")} |`,
    );
  });

  it("uses the projection as its columns and honours the filters", async () => {
    const res = await app.call("GET", "/api/hub/catalog?format=md&fields=name,live&status=mvp");
    const lines = res.text.trimEnd().split("\n");
    expect(lines[0]).toBe("| id | name | live |");
    expect(lines.slice(2)).toEqual(all.filter((i) => i.status === "mvp").map((i) => `| ${i.id} | ${i.name} | true |`));
  });
});

describe("GET /api/hub/catalog/{id}", () => {
  it("returns the item with its priority and related modules", async () => {
    const res = await app.call("GET", "/api/hub/catalog/ledger");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=120");
    expect(res.body).toEqual(all.find((item) => item.id === "ledger"));
    expect(res.body.priority).toBe(2);
    expect(res.body.related.length).toBeGreaterThan(0);
    expect(res.body.related.length).toBeLessThanOrEqual(5);
    for (const related of res.body.related) {
      const other = all.find((item) => item.id === related.id)!;
      expect(related.overlap).toBe(related.sharedTags.length);
      for (const tag of related.sharedTags) {
        expect(res.body.tags).toContain(tag);
        expect(other.tags).toContain(tag);
      }
    }
    const overlaps = res.body.related.map((r: { overlap: number }) => r.overlap);
    expect(overlaps).toEqual([...overlaps].sort((a, b) => b - a));
    expect(res.body.related[0]).toMatchObject({ id: "payments", sharedTags: ["fintech", "wallet", "csv-export"] });
  });

  it("answers 304 to its ETag", async () => {
    const first = await app.call("GET", "/api/hub/catalog/signing");
    const again = await app.call("GET", "/api/hub/catalog/signing", {
      headers: { "if-none-match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });

  it("answers 404 problem+json for an unknown id", async () => {
    const res = await app.call("GET", "/api/hub/catalog/warp-drive");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body).toMatchObject({ status: 404, type: expect.stringMatching(/catalog-item-not-found$/) });
    expect(res.body.detail).toContain("warp-drive");
  });

  it("answers 400 for an id that cannot be a module id", async () => {
    const res = await app.call("GET", "/api/hub/catalog/Not_An_Id");
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain("/path/id");
  });
});

describe("GET /api/hub/catalog/{id}/related", () => {
  it("ranks every module sharing a tag, most shared tags first", async () => {
    const res = await app.call("GET", "/api/hub/catalog/payments/related");
    expect(res.status).toBe(200);
    const payments = all.find((item) => item.id === "payments")!;
    const sharing = all.filter((item) => item.id !== "payments" && item.tags.some((t) => payments.tags.includes(t)));
    expect(res.body.id).toBe("payments");
    expect(res.body.total).toBe(sharing.length);
    expect(res.body.items.map((r: { id: string }) => r.id).sort()).toEqual(sharing.map((i) => i.id).sort());
    const overlaps = res.body.items.map((r: { overlap: number }) => r.overlap);
    expect(overlaps).toEqual([...overlaps].sort((a, b) => b - a));
    expect(res.body.items[0]).toMatchObject({ id: "ledger", overlap: 3 });
    // The item embeds the head of the same ranking.
    expect(payments.related).toEqual(res.body.items.slice(0, 5));
  });

  it("honours limit while total still counts them all", async () => {
    const full = await app.call("GET", "/api/hub/catalog/rights/related");
    const res = await app.call("GET", "/api/hub/catalog/rights/related?limit=2");
    expect(res.body.items).toEqual(full.body.items.slice(0, 2));
    expect(res.body.total).toBe(full.body.total);
  });

  it("answers 404 for an unknown id and 400 for a bad limit", async () => {
    expect((await app.call("GET", "/api/hub/catalog/nope/related")).status).toBe(404);
    const bad = await app.call("GET", "/api/hub/catalog/rights/related?limit=0");
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain("/query/limit");
  });
});

describe("GET /api/hub/graph", () => {
  it("has every module as a node and one weighted edge per pair sharing tags", async () => {
    const res = await app.call("GET", "/api/hub/graph");
    expect(res.status).toBe(200);
    expect(res.body.nodes.map((n: { id: string }) => n.id)).toEqual(all.map((item) => item.id));
    const tagsOf = new Map(all.map((item) => [item.id, item.tags]));
    const pairs = new Set<string>();
    for (const edge of res.body.edges) {
      expect(edge.source).not.toBe(edge.target);
      const pair = [edge.source, edge.target].sort().join("|");
      expect(pairs.has(pair)).toBe(false);
      pairs.add(pair);
      const shared = tagsOf.get(edge.source)!.filter((t) => tagsOf.get(edge.target)!.includes(t));
      expect(edge.sharedTags).toEqual(shared);
      expect(edge.weight).toBe(shared.length);
    }
    let expectedPairs = 0;
    for (let i = 0; i < all.length; i++) {
      for (let j = i + 1; j < all.length; j++) {
        if (all[i]!.tags.some((t) => all[j]!.tags.includes(t))) expectedPairs++;
      }
    }
    expect(res.body.edges).toHaveLength(expectedPairs);
    const weights = res.body.edges.map((e: { weight: number }) => e.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it("leaves out edges lighter than minWeight", async () => {
    const full = await app.call("GET", "/api/hub/graph");
    const heavy = await app.call("GET", "/api/hub/graph?minWeight=2");
    expect(heavy.body.edges.length).toBeGreaterThan(0);
    expect(heavy.body.edges).toEqual(full.body.edges.filter((e: { weight: number }) => e.weight >= 2));
  });

  it("refuses minWeight below 1 with 400", async () => {
    const res = await app.call("GET", "/api/hub/graph?minWeight=0");
    expect(res.status).toBe(400);
  });
});

describe("GET /api/hub/catalog/{id}/og.svg", () => {
  it("serves the item's preview card as SVG", async () => {
    const res = await app.call("GET", "/api/hub/catalog/contracts/og.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(res.text).toContain('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"');
    expect(res.text).toContain("Self-destructing contracts");
    expect(res.headers.get("etag")).toMatch(/^"/);
  });

  it("answers 404 for an unknown id", async () => {
    expect((await app.call("GET", "/api/hub/catalog/nope/og.svg")).status).toBe(404);
  });
});

describe("GET /api/hub/registry-stats", () => {
  it("counts every status and kind, sums to the total, and counts mvp + launched as live", async () => {
    const res = await app.call("GET", "/api/hub/registry-stats");
    expect(res.status).toBe(200);
    const { total, byStatus, byKind, topTags, live } = res.body;
    expect(total).toBe(all.length);
    expect(Object.keys(byStatus).sort()).toEqual(["idea", "launched", "mvp", "working"]);
    expect(Object.values(byStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(total);
    expect(Object.values(byKind as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(total);
    for (const status of ["idea", "mvp", "working", "launched"]) {
      expect(byStatus[status]).toBe(all.filter((i) => i.status === status).length);
    }
    expect(live).toBe(byStatus.mvp + byStatus.launched);
    expect(live).toBe(all.filter((i) => i.live).length);
    expect(topTags.length).toBeLessThanOrEqual(10);
    for (const { tag, count } of topTags) expect(count).toBe(all.filter((i) => i.tags.includes(tag)).length);
    const counts = topTags.map((t: { count: number }) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(res.headers.get("cache-control")).toBe("public, max-age=120");
  });
});
