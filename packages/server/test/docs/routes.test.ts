import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDocsAssets } from "../../src/modules/docs/assets.ts";
import { DOCS_CSP } from "../../src/modules/docs/csp.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

/** A GET with exactly the headers given (fetch would add Accept-Encoding and decode the body itself). */
const rawGet = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${app.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    },
  );

const linkedAssets = (html: string): string[] =>
  [...html.matchAll(/(?:src|href)="(\/docs\/assets\/[^"]+)"/g)].map((match) => match[1]!);

describe("GET /docs", () => {
  it("serves the page with the docs CSP, no inline script and every asset linked from /docs/assets", async () => {
    const res = await app.call("GET", "/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toBe(DOCS_CSP);
    expect(DOCS_CSP).not.toContain("unsafe");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.text).toContain('data-contract-url="/api/openapi.json"');
    expect(res.text).toContain("<title>Trustplane Platform API: documentation</title>");
    // Every <script> loads a file: the CSP forbids inline ones.
    expect(res.text.match(/<script(?![^>]*\bsrc=)/g)).toBeNull();
    // Nothing absolute: every URL on the page is on this origin.
    expect(res.text).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    const assets = loadDocsAssets();
    expect(linkedAssets(res.text).sort()).toEqual(
      Object.values(assets)
        .map((asset) => asset.path)
        .sort(),
    );
  });

  it("answers 304 to a client that holds the current page", async () => {
    const first = await app.call("GET", "/docs");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.call("GET", "/docs", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
  });

  it("keeps the API's own CSP everywhere else", async () => {
    const res = await app.call("GET", "/api/hub/version");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none';frame-ancestors 'none'");
  });
});

describe("GET /docs/assets/:file", () => {
  it("serves each asset with its type, a year-long immutable cache and a strong ETag", async () => {
    const assets = Object.values(loadDocsAssets());
    for (const asset of assets) {
      const res = await rawGet(asset.path);
      expect(res.status, asset.path).toBe(200);
      expect(res.headers["content-type"]).toBe(asset.contentType);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers.etag).toBe(asset.etag);
      expect(res.body.equals(asset.body)).toBe(true);
    }
    const bundle = loadDocsAssets().swaggerUiScript;
    expect(bundle.path).toMatch(/^\/docs\/assets\/swagger-ui-bundle\.[0-9a-f]{12}\.js$/);
    expect(bundle.body.length).toBeGreaterThan(500_000);
  });

  it("compresses text assets with brotli or gzip as the client prefers, each coding with its own ETag", async () => {
    const bundle = loadDocsAssets().swaggerUiScript;
    const br = await rawGet(bundle.path, { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.body.length).toBeLessThan(bundle.body.length / 3);
    expect(brotliDecompressSync(br.body).equals(bundle.body)).toBe(true);

    const gzip = await rawGet(bundle.path, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(bundle.body)).toBe(true);
    expect(new Set([br.headers.etag, gzip.headers.etag, bundle.etag]).size).toBe(3);

    const cached = await rawGet(bundle.path, { "accept-encoding": "br", "if-none-match": String(br.headers.etag) });
    expect(cached.status).toBe(304);
    expect(cached.body.length).toBe(0);

    const favicon = await rawGet(loadDocsAssets().favicon.path, { "accept-encoding": "br" });
    expect(favicon.headers["content-encoding"]).toBeUndefined();
  });

  it("answers an unknown or stale asset name with a problem+json 404 under the API's CSP", async () => {
    const stale = loadDocsAssets().swaggerUiScript.path.replace(/\.[0-9a-f]{12}\./, ".000000000000.");
    for (const path of [stale, "/docs/assets/nothing.js", "/docs/nothing"]) {
      const res = await app.call("GET", path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none';frame-ancestors 'none'");
    }
  });
});
