import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SAMPLE_BASE_URL } from "@trustplane/openapi/code-samples";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalog } from "../../src/modules/hub/catalog.ts";
import { sitemapXml } from "../../src/modules/hub/sitemap.ts";
import { MODULES } from "../catalog-modules.ts";
import { startTestServer, type TestServer } from "../harness.ts";

const BASE = "https://platform.example.test";
const packageJson = (dir: string) =>
  JSON.parse(readFileSync(new URL(`../../../${dir}/package.json`, import.meta.url), "utf8")) as {
    name: string;
    version: string;
    private?: boolean;
  };

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ PUBLIC_BASE_URL: BASE, RELEASE_ID: "rel-2024.06.01-abc123" });
});
afterAll(async () => {
  await app?.close();
});

describe("GET /api/openapi.json", () => {
  it("serves the bundled OpenAPI 3.0 contract", async () => {
    const res = await app.call("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.body.openapi).toMatch(/^3\.0\.\d+$/);
    // The bundle as it is, but for its code samples, which call this deployment (PUBLIC_BASE_URL).
    const bundled = JSON.parse(readFileSync(app.ctx.config.openapiPath, "utf8"));
    expect(res.body).toEqual(JSON.parse(JSON.stringify(bundled).replaceAll(SAMPLE_BASE_URL, BASE)));
    expect(JSON.stringify(res.body)).not.toContain(SAMPLE_BASE_URL);
    expect(res.body.paths["/api/ledger/transfer"].post["x-codeSamples"][0].source).toContain(
      `curl -X POST '${BASE}/api/ledger/transfer'`,
    );
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(["/api/hub/catalog", "/api/hub/catalog/{id}", "/api/openapi.json", "/metrics"]),
    );
  });

  it("is cacheable and answers 304 to its ETag", async () => {
    const first = await app.call("GET", "/api/openapi.json");
    expect(first.headers.get("cache-control")).toBe("public, max-age=120");
    const again = await app.call("GET", "/api/openapi.json", {
      headers: { "if-none-match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
  });
});

describe("GET /api/hub/openapi.json", () => {
  it("lists every catalog module, then the contract's other parts, with links and their paths", async () => {
    const res = await app.call("GET", "/api/hub/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.apiIndexVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(res.body.apiVersion).toBe(JSON.parse(readFileSync(app.ctx.config.openapiPath, "utf8")).info.version);
    expect(res.body.openapi).toBe(`${BASE}/api/openapi.json`);
    const catalog = (await app.call("GET", "/api/hub/catalog?fields=status")).body.items as {
      id: string;
      status: string;
    }[];
    const ids = res.body.modules.map((m: { id: string }) => m.id);
    expect(ids.slice(0, catalog.length)).toEqual(catalog.map((item) => item.id));
    expect(ids).toContain("auth");

    const hub = res.body.modules.find((m: { id: string }) => m.id === "hub");
    expect(hub).toMatchObject({
      tag: "hub",
      status: catalog.find((item) => item.id === "hub")!.status,
      openapi: `${BASE}/api/openapi.json#tag/hub`,
      docs: `${BASE}/docs#tag/hub`,
    });
    expect(hub.paths).toEqual(
      expect.arrayContaining(["/api/hub/catalog", "/api/hub/version", "/api/openapi.json", "/metrics"]),
    );
    expect(hub.operationCount).toBeGreaterThanOrEqual(hub.paths.length);

    const auth = res.body.modules.find((m: { id: string }) => m.id === "auth");
    expect(auth.status).toBeNull();
    expect(auth.partOf).toBeNull();
    expect(auth.paths).toContain("/api/auth/register");
    expect(hub.partOf).toBeNull();

    // A tag that is an area of a catalog module (its `x-module`) is shown as part of it, with its status.
    const payments = res.body.modules.find((m: { id: string }) => m.id === "payments");
    const checkout = res.body.modules.find((m: { id: string }) => m.id === "checkout");
    expect(checkout).toMatchObject({ partOf: "payments", status: payments.status });
    expect(checkout.paths).toContain("/api/payments/deposit/checkout");
    // Every x-module names a catalog module, and every entry without a status is part of none.
    const contract = JSON.parse(readFileSync(app.ctx.config.openapiPath, "utf8")) as {
      tags: { name: string; "x-module"?: string }[];
    };
    for (const tag of contract.tags.filter((t) => t["x-module"] !== undefined)) {
      expect(
        catalog.map((item) => item.id),
        `${tag.name}'s x-module`,
      ).toContain(tag["x-module"]);
    }
    for (const entry of res.body.modules as { status: string | null; partOf: string | null }[]) {
      if (entry.status === null) expect(entry.partOf).toBeNull();
    }
  });

  it("names every published client package with the version of its package.json and an install command", async () => {
    const { body } = await app.call("GET", "/api/hub/openapi.json");
    const expected = ["sdk-catalog", "sdk-fintech", "sdk-payments", "sdk-llm", "webhook-verifier"].map(packageJson);
    expect(body.sdk.map((s: { package: string }) => s.package)).toEqual([
      "@trustplane/sdk-catalog",
      "@trustplane/sdk-fintech",
      "@trustplane/sdk-payments",
      "@trustplane/sdk-llm",
      "@trustplane/webhook-verifier",
    ]);
    for (const pkg of expected) {
      const entry = body.sdk.find((s: { package: string }) => s.package === pkg.name);
      expect(entry.version).toBe(pkg.version);
      expect(entry.install).toBe(`npm install ${pkg.name}`);
      expect(entry.readme).toBe(`https://www.npmjs.com/package/${pkg.name}`);
      const tags = (pkg as { trustplane?: { tags?: string[] } }).trustplane?.tags;
      // A client covers the contract tags it is generated from, and accounts through the shared runtime.
      if (tags) expect(entry.modules).toEqual(["auth", ...tags]);
      else expect(entry.modules.length).toBeGreaterThan(0);
    }
    const moduleIds = new Set(body.modules.map((m: { id: string }) => m.id));
    for (const id of ["auth", "hub"]) expect(moduleIds.has(id)).toBe(true);
    // The modules each client is known to cover (a new module's tag joins one of these lists, checked above).
    const modulesOf = (name: string) => body.sdk.find((s: { package: string }) => s.package === name).modules;
    expect(modulesOf("@trustplane/sdk-llm")).toEqual(expect.arrayContaining(["auth", "llm", "fanout"]));
    // Payments spans five tags of the contract (wallets, checkout, payouts, merchants, their webhooks).
    expect(modulesOf("@trustplane/sdk-payments")).toEqual(
      expect.arrayContaining(["auth", "payments", "checkout", "payouts", "merchants", "merchant-webhooks"]),
    );
    expect(modulesOf("@trustplane/sdk-catalog")).toEqual(
      expect.arrayContaining(["auth", "hub", "waitlist", "media", "constitution", "constitution-artifacts", "coach"]),
    );
  });

  it("answers 304 to its ETag", async () => {
    const first = await app.call("GET", "/api/hub/openapi.json");
    const again = await app.call("GET", "/api/hub/openapi.json", {
      headers: { "if-none-match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });
});

describe("GET /api/hub/version", () => {
  it("returns build information that only changes in its uptime", async () => {
    const res = await app.call("GET", "/api/hub/version");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const serverPackage = packageJson("server");
    expect(res.body).toEqual({
      status: "ok",
      version: serverPackage.version,
      apiVersion: expect.any(String),
      runtime: `node ${process.version}`,
      environment: "test",
      uptimeSeconds: expect.any(Number),
      releaseId: "rel-2024.06.01-abc123",
      startedAt: app.ctx.startedAt.toISOString(),
    });
    expect(Number.isInteger(res.body.uptimeSeconds)).toBe(true);
    expect(res.body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(res.body.uptimeSeconds).toBeLessThanOrEqual(Math.ceil((Date.now() - app.ctx.startedAt.getTime()) / 1000));
    const again = await app.call("GET", "/api/hub/version");
    expect({ ...again.body, uptimeSeconds: 0 }).toEqual({ ...res.body, uptimeSeconds: 0 });
  });

  it("releases every published package next on the API's version line, the one the READMEs' ranges name", async () => {
    // What `changeset version` would write now: a package never released (0.0.0) becomes 0.1.0 with its
    // first minor changeset, the version of the API and of the READMEs' `^0.1.0`.
    const root = fileURLToPath(new URL("../../../../", import.meta.url));
    const folder = mkdtempSync(join(tmpdir(), "changesets-"));
    try {
      const out = join(folder, "status.json");
      const bin = join(root, "node_modules/@changesets/cli/bin.js");
      execFileSync(process.execPath, [bin, "status", `--output=${out}`], { cwd: root, stdio: "ignore" });
      const { releases } = JSON.parse(readFileSync(out, "utf8")) as {
        releases: { name: string; newVersion: string }[];
      };
      const apiLine = (await app.call("GET", "/api/openapi.json")).body.info.version.split(".").slice(0, 2).join(".");
      const published = readdirSync(join(root, "packages"))
        .map((dir) => packageJson(dir))
        .filter((pkg) => !pkg.private);
      expect(published.length).toBeGreaterThanOrEqual(7);
      for (const pkg of published) {
        const next = releases.find((r) => r.name === pkg.name)?.newVersion ?? pkg.version;
        expect({ name: pkg.name, line: next.split(".").slice(0, 2).join(".") }).toEqual({
          name: pkg.name,
          line: apiLine,
        });
      }
      const ranges = readdirSync(join(root, "packages")).flatMap((dir) => {
        const readme = join(root, "packages", dir, "README.md");
        try {
          return [...readFileSync(readme, "utf8").matchAll(/`\^(\d+\.\d+)\.\d+`/g)].map((m) => m[1]);
        } catch {
          return [];
        }
      });
      for (const line of ranges) expect(line).toBe(apiLine);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("has one API version, agreeing everywhere: the contract's, the server's and the contract package's", async () => {
    const contract = (await app.call("GET", "/api/openapi.json")).body as { info: { version: string } };
    const version = (await app.call("GET", "/api/hub/version")).body as { version: string; apiVersion: string };
    expect(version.apiVersion).toBe(contract.info.version);
    expect(version.version).toBe(contract.info.version);
    expect(packageJson("../openapi").version).toBe(contract.info.version);
  });

  it("refuses unknown query parameters with 400", async () => {
    const res = await app.call("GET", "/api/hub/version?verbose=1");
    expect(res.status).toBe(400);
  });
});

describe("GET /api/hub/health", () => {
  it("reports ok with the database checked first", async () => {
    const res = await app.call("GET", "/api/hub/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body.status).toBe("ok");
    expect(res.body.checks.map((c: { name: string }) => c.name)).toEqual(["database", "migrations"]);
    for (const check of res.body.checks) {
      expect(check.status).toBe("ok");
      expect(check.latencyMs).toBeGreaterThanOrEqual(0);
    }
    expect(res.body.checks[1].detail).toMatch(/^\d+ applied$/);
  });
});

describe("GET /api/hub/sitemap.xml", () => {
  it("is a well-formed sitemap of absolute public URLs", async () => {
    const res = await app.call("GET", "/api/hub/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=120");
    expect(
      res.text.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expectWellFormed(res.text);
    const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.every((loc) => loc.startsWith(`${BASE}/`))).toBe(true);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${BASE}/`,
        `${BASE}/docs`,
        `${BASE}/playground/`,
        `${BASE}/waitlist/ledger`,
        `${BASE}/api/openapi.json`,
        `${BASE}/api/hub/catalog/ledger`,
      ]),
    );
    // The pages people open (the front page, the docs, the playground, 14 module pages), then 3
    // documents and 14 items: each once, none with a fragment.
    expect(locs).toHaveLength(3 + 14 + 3 + 14);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.filter((loc) => loc.includes("#"))).toEqual([]);
    // Every address answers, without a token; the pages as HTML.
    for (const loc of locs) {
      const page = !loc.includes("/api/");
      const res = await app.call("GET", loc.slice(BASE.length), page ? { headers: { accept: "text/html" } } : {});
      expect([loc, res.status]).toEqual([loc, 200]);
      if (!loc.includes("/api/"))
        expect([loc, res.headers.get("content-type")]).toEqual([loc, expect.stringMatching(/^text\/html/)]);
    }
    expect(res.text.match(/<url>/g)).toHaveLength(locs.length);
    expect(res.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("escapes URLs for XML", () => {
    const base = "https://example.test/a&b<c>'\"";
    const xml = sitemapXml(buildCatalog(MODULES, base), base, new Date("2024-05-06T07:08:09Z"));
    expectWellFormed(xml);
    expect(xml).toContain("<loc>https://example.test/a&amp;b&lt;c&gt;&apos;&quot;/docs</loc>");
    expect(xml).toContain("<lastmod>2024-05-06</lastmod>");
    expect(xml).not.toContain("a&b");
  });
});

/** Balanced tags, and no raw `<` or stray `&` in text: enough to catch unescaped data in our XML. */
const expectWellFormed = (xml: string): void => {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:-]*)([^>]*?)(\/?)>|([^<]+)/g;
  let consumed = 0;
  for (const match of body.matchAll(token)) {
    consumed += match[0].length;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
      continue;
    }
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(consumed).toBe(body.length);
  expect(stack).toEqual([]);
};
