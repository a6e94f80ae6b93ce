import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ RATE_LIMIT_PER_IP: "6", RATE_LIMIT_WINDOW_SECONDS: "60" });
});
afterAll(async () => {
  await app?.close();
});

describe("cached representations answered ahead of validation", () => {
  it("serve identical bytes and ETag, still carry rate-limit headers, and are refused past the limit", async () => {
    const first = await app.call("GET", "/api/hub/catalog?status=idea");
    const second = await app.call("GET", "/api/hub/catalog?status=idea");
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("cache-control")).toBe("public, max-age=120");
    expect(second.headers.get("x-request-id")).toMatch(/^req_/);
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Number(first.headers.get("x-ratelimit-remaining"))).toBe(5);
    expect(Number(second.headers.get("x-ratelimit-remaining"))).toBe(4);

    const notModified = await app.call("GET", "/api/hub/catalog?status=idea", {
      headers: { "if-none-match": first.headers.get("etag")! },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe("");

    const results = [];
    for (let i = 0; i < 4; i++) results.push(await app.call("GET", "/api/hub/catalog?status=idea"));
    // Limit 6: two 200s and the 304 above, then three more, then refused.
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(results[3]!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(results[3]!.headers.get("content-type")).toContain("application/problem+json");
  });
});

describe("what is never cached", () => {
  it("an invalid query is refused by validation every time", async () => {
    const other = await startTestServer();
    try {
      for (let i = 0; i < 3; i++) {
        const res = await other.call("GET", "/api/hub/catalog?status=nonsense");
        expect(res.status).toBe(400);
      }
      for (let i = 0; i < 2; i++) expect((await other.call("GET", "/api/hub/catalog/nope")).status).toBe(404);
      // Cached hits are labelled with their contract route, like the request that rendered them.
      await other.call("GET", "/api/hub/catalog/ledger");
      await other.call("GET", "/api/hub/catalog/ledger");
      const metrics = await other.call("GET", "/metrics");
      const line = metrics.text
        .split("\n")
        .find(
          (l) =>
            l.startsWith("http_request_duration_seconds_count") &&
            l.includes('route="/api/hub/catalog/{id}"') &&
            l.includes('status="200"'),
        );
      expect(line).toBeDefined();
      expect(Number(line!.split(" ").pop())).toBe(2);
    } finally {
      await other.close();
    }
  });
});
