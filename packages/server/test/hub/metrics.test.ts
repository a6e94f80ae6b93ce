import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

type Sample = { name: string; labels: Record<string, string>; value: number };

const parseSamples = (text: string): Sample[] =>
  text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`unparsable sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });

const durationCount = (samples: Sample[], labels: Record<string, string>): number =>
  samples
    .filter((s) => s.name === "http_request_duration_seconds_count")
    .filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

describe("GET /metrics", () => {
  it("exposes process metrics in the Prometheus text format", async () => {
    const res = await app.call("GET", "/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const names = new Set(parseSamples(res.text).map((s) => s.name));
    expect(names).toContain("process_cpu_user_seconds_total");
    expect(names).toContain("nodejs_heap_size_total_bytes");
    expect(res.text).toContain("# TYPE http_request_duration_seconds histogram");
  });

  it("labels request durations with the contract's route template, never the raw URL", async () => {
    await app.call("GET", "/api/hub/catalog/ledger");
    await app.call("GET", "/api/hub/catalog/chess");
    await app.call("GET", "/api/hub/catalog/no-such-module");
    await app.call("GET", "/api/hub/catalog?status=bogus");
    const res = await app.call("GET", "/metrics");
    const samples = parseSamples(res.text);
    expect(
      durationCount(samples, { method: "GET", route: "/api/hub/catalog/{id}", status: "200" }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      durationCount(samples, { method: "GET", route: "/api/hub/catalog/{id}", status: "404" }),
    ).toBeGreaterThanOrEqual(1);
    expect(durationCount(samples, { method: "GET", route: "/api/hub/catalog", status: "400" })).toBeGreaterThanOrEqual(
      1,
    );
    expect(res.text).not.toContain("/api/hub/catalog/ledger");
    expect(res.text).not.toContain("no-such-module");
    const buckets = samples.filter(
      (s) =>
        s.name === "http_request_duration_seconds_bucket" &&
        s.labels.route === "/api/hub/catalog/{id}" &&
        s.labels.status === "200",
    );
    expect(buckets.find((s) => s.labels.le === "+Inf")!.value).toBeGreaterThanOrEqual(2);
    const sums = samples.filter(
      (s) => s.name === "http_request_duration_seconds_sum" && s.labels.route === "/api/hub/catalog/{id}",
    );
    expect(sums.every((s) => s.value > 0)).toBe(true);
  });

  it("labels requests no route matched as unmatched", async () => {
    await app.call("GET", "/no/such/route/12345");
    const samples = parseSamples((await app.call("GET", "/metrics")).text);
    expect(durationCount(samples, { route: "unmatched", status: "404" })).toBeGreaterThanOrEqual(1);
    expect(samples.some((s) => s.labels.route?.includes("12345"))).toBe(false);
  });
});

describe("METRICS_TOKEN", () => {
  it("protects /metrics when set: 401 with a challenge without it or with a user's kind of token, 200 with it", async () => {
    const token = "scrape-token-0123456789";
    const guarded = await startTestServer({ METRICS_TOKEN: token });
    try {
      const missing = await guarded.call("GET", "/metrics");
      expect(missing.status).toBe(401);
      expect(missing.body.type).toBe("https://trustplane.dev/problems/metrics-token");
      expect(missing.headers.get("www-authenticate")).toBe('Bearer realm="trustplane-metrics"');
      const { token: userToken } = await guarded.register();
      expect((await guarded.call("GET", "/metrics", { token: userToken })).status).toBe(401);
      const scraped = await guarded.call("GET", "/metrics", { token });
      expect(scraped.status).toBe(200);
      expect(scraped.text).toContain("http_request_duration_seconds");
    } finally {
      await guarded.close();
    }
  });

  it("refuses a token too short to be a secret at start-up", async () => {
    await expect(startTestServer({ METRICS_TOKEN: "short" })).rejects.toThrow(/METRICS_TOKEN must be at least 16/);
  });
});
