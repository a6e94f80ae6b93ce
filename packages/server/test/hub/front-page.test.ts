// GET /: a browser gets the front page rendered from the catalog, a program the API's entry points.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRONT_PAGE_CSP } from "../../src/modules/hub/front-page.ts";
import type { CatalogItem } from "../../src/modules/hub/presenters.ts";
import { startTestServer, type TestServer } from "../harness.ts";

const BASE = "https://platform.example.test";
let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ PUBLIC_BASE_URL: BASE });
});
afterAll(async () => {
  await app?.close();
});

describe("GET /", () => {
  it("answers a program (JSON, */*, or no Accept) with absolute entry points that answer", async () => {
    for (const accept of ["application/json", "*/*", undefined]) {
      const res = await app.call("GET", "/", accept ? { headers: { accept } } : {});
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(res.headers.get("vary")).toMatch(/Accept/);
      expect(res.body).toMatchObject({ name: "Trustplane Platform API", apiVersion: expect.any(String) });
      for (const link of Object.values(res.body.links as Record<string, string>)) {
        expect(link.startsWith(`${BASE}/`)).toBe(true);
        expect([link, (await app.call("GET", link.slice(BASE.length))).status]).toEqual([link, 200]);
      }
    }
  });

  it("answers a browser with the front page: every module, its status and its links, under its own CSP", async () => {
    const res = await app.call("GET", "/", {
      headers: { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toBe(FRONT_PAGE_CSP);
    expect(res.headers.get("cache-control")).toBe("public, max-age=120");
    expect(res.text).not.toMatch(/<script|src=|<link/);
    const catalog = (await app.call("GET", "/api/hub/catalog")).body.items as CatalogItem[];
    for (const item of catalog) {
      expect(res.text).toContain(`<h3>${item.name.replaceAll("&", "&amp;")}</h3>`);
      expect(res.text).toContain(`href="${BASE}/docs#tag/${item.id}"`);
    }
    expect(res.text).toContain(`href="${BASE}/playground/"`);
    // Every module of the catalog is served: no waitlist link, and each says it is live.
    expect(res.text).not.toContain("/waitlist/");
    expect(res.text.match(/class="status live"/g)).toHaveLength(catalog.length);
  });
});
