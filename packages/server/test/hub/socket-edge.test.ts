// The socket's edge (src/http/edge.ts) answers fresh cached public GETs ahead of Express. Two servers,
// alike but for the edge (the second starts with it off), get the same requests in the same order: every
// answer the edge gives must be the one Express gives, header for header and byte for byte, and count in
// the metrics and the request log as Express's does.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { capturedLogs } from "../log-capture.ts";
import {
  type Answer,
  countExpressHandling,
  durationCounts,
  header,
  logLine,
  MINTED_ID,
  send,
  shaped,
} from "../raw-http.ts";

const LIMIT = 60;
const ENV = {
  RATE_LIMIT_PER_IP: String(LIMIT),
  // Long enough that no window ends during the file (the two servers' windows start apart).
  RATE_LIMIT_WINDOW_SECONDS: "3600",
  CORS_ORIGINS: "https://app.example.test",
  TRUST_PROXY: "1",
};
const ALLOWED = "https://app.example.test";

/** The URLs the edge answers once Express has answered them. */
const CACHED = [
  "/api/hub/catalog",
  "/api/hub/catalog?status=idea",
  "/api/hub/catalog?format=csv",
  "/api/hub/catalog/ledger",
  "/api/constitution/public/regimes",
  "/api/constitution/public/presets",
  "/api/constitution/public/countries",
  "/api/constitution/public/sliders-spec",
];
/** The contract route of a URL of this file. */
const routeOf = (url: string): string => {
  const path = url.split("?")[0]!;
  return path.startsWith("/api/hub/catalog/") ? "/api/hub/catalog/{id}" : path;
};

// Requests Express's app handled: the edge's server must hand Express none of those the edge answers.
const { handled: expressHandled, restore } = countExpressHandling();

const edgeLogs = capturedLogs();
const plainLogs = capturedLogs();
let edge: TestServer;
let plain: TestServer;

/** The GETs (HEAD is counted as the GET it mirrors) each server's duration metric must count, by `status route`. */
const gets = new Map<TestServer, Map<string, number>>();
const tally = (server: TestServer, method: string, status: number, url: string) => {
  if (method !== "GET" && method !== "HEAD") return;
  const counts = gets.get(server) ?? new Map<string, number>();
  gets.set(server, counts);
  const key = `${status} ${routeOf(url)}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
};

beforeAll(async () => {
  [edge, plain] = await Promise.all([
    // Both hand what they do not answer to Express (not to the compiled operations: pipeline.ts), so the
    // edge is compared with Express alone and what reaches Express is counted.
    startTestServer(ENV, { logger: edgeLogs.logger, pipeline: false }),
    startTestServer(ENV, { logger: plainLogs.logger, edge: false, pipeline: false }),
  ]);
  // Each server renders each representation once, through Express, at the same instant: the catalog
  // says when it was rendered (generatedAt), so the two servers' bytes and ETags are then the same.
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  try {
    for (const url of CACHED) {
      for (const server of [edge, plain]) {
        const res = await send(server, "GET", url);
        expect(res.status, url).toBe(200);
        tally(server, "GET", res.status, url);
      }
    }
  } finally {
    vi.useRealTimers();
  }
});
afterAll(async () => {
  restore();
  await Promise.all([edge?.close(), plain?.close()]);
});

/** The plain server's answer to the last request `compare` made. */
let lastPlain: Answer;

/**
 * The same request to both servers. The edge's server answers it without Express (with `viaExpress`, or
 * a 429, through Express), and both answers have the same status, the same headers in the same order
 * (those of BY_SHAPE, and a minted request id, by their shape) and the same bytes (a problem's body is the
 * caller's to compare: its detail names the seconds left).
 */
const compare = async (
  method: string,
  url: string,
  headers: Record<string, string> = {},
  options: { viaExpress?: boolean; body?: string } = {},
): Promise<Answer> => {
  const handledBefore = expressHandled.get(edge.port) ?? 0;
  const fromEdge = await send(edge, method, url, headers, options.body);
  const fromPlain = await send(plain, method, url, headers, options.body);
  const what = `${method} ${url} ${JSON.stringify(headers)}`;
  const handled = (expressHandled.get(edge.port) ?? 0) - handledBefore;
  expect(handled, `${what}: requests Express handled`).toBe(options.viaExpress || fromEdge.status === 429 ? 1 : 0);
  expect(fromEdge.status, what).toBe(fromPlain.status);
  const mintedId = !/^[A-Za-z0-9._:-]{1,128}$/.test(headers["x-request-id"] ?? "");
  expect(shaped(fromEdge.headers, mintedId), what).toEqual(shaped(fromPlain.headers, mintedId));
  if (fromEdge.status !== 429) expect(fromEdge.body.equals(fromPlain.body), `${what}: the same bytes`).toBe(true);
  tally(edge, method, fromEdge.status, url);
  tally(plain, method, fromPlain.status, url);
  lastPlain = fromPlain;
  return fromEdge;
};

describe("answers at the socket's edge", () => {
  it("are Express's answers to every cached URL, header for header and byte for byte", async () => {
    for (const url of CACHED) {
      const answer = await compare("GET", url);
      expect(answer.status).toBe(200);
      expect(header(answer, "content-length")).toBe(String(answer.body.length));
      expect(header(answer, "x-content-type-options")).toBe("nosniff");
      expect(header(answer, "cache-control")).toMatch(/^public, max-age=\d+$/);
      expect(header(answer, "x-ratelimit-limit")).toBe(String(LIMIT));
    }
    // The CSV carries its own header.
    const csv = await compare("GET", "/api/hub/catalog?format=csv");
    expect(header(csv, "content-disposition")).toBe('attachment; filename="catalog.csv"');
  });

  it("echo a well-formed X-Request-Id, mint one for a malformed one, and log the line Express logs", async () => {
    const traceparent = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
    for (const url of ["/api/hub/catalog", "/api/constitution/public/presets"]) {
      const id = `edge-echo${url.replaceAll("/", "-")}`;
      const answer = await compare("GET", url, { "x-request-id": id, traceparent });
      expect(header(answer, "x-request-id")).toBe(id);
      const fromEdge = logLine(edgeLogs, id);
      const fromPlain = logLine(plainLogs, id);
      expect(fromEdge, "the edge's request is logged").toBeDefined();
      const comparable = (line: Record<string, unknown>) => {
        const { time: _time, ms, spanId, ...rest } = line;
        expect(typeof ms).toBe("number");
        expect(spanId).toMatch(/^[0-9a-f]{16}$/);
        return rest;
      };
      expect(comparable(fromEdge!)).toEqual(comparable(fromPlain!));
      expect(fromEdge).toMatchObject({
        level: 30,
        method: "GET",
        path: url,
        status: 200,
        requestId: id,
        traceId: "4bf92f3577b34da6a3ce929d0e0e4736",
        parentSpanId: "00f067aa0ba902b7",
      });
    }
    const minted = await compare("GET", "/api/hub/catalog", { "x-request-id": "not a good id!" });
    expect(header(minted, "x-request-id")).toMatch(MINTED_ID);
    const line = logLine(edgeLogs, header(minted, "x-request-id")!);
    expect(line).toMatchObject({ method: "GET", path: "/api/hub/catalog", status: 200 });
    expect(line!.traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("carry the CORS headers for an allowed Origin, and Vary: Origin alone for another", async () => {
    for (const url of ["/api/hub/catalog?status=idea", "/api/constitution/public/regimes"]) {
      const allowed = await compare("GET", url, { origin: ALLOWED });
      expect(header(allowed, "access-control-allow-origin")).toBe(ALLOWED);
      expect(header(allowed, "vary")).toBe("Origin");
      expect(header(allowed, "access-control-expose-headers")).toContain("X-RateLimit-Remaining");
      const other = await compare("GET", url, { origin: "https://elsewhere.example.test" });
      expect(header(other, "access-control-allow-origin")).toBeUndefined();
      expect(header(other, "vary")).toBe("Origin");
    }
  });

  it("answer 304 on a matching If-None-Match, 200 on another, and HEAD without a body", async () => {
    for (const url of ["/api/hub/catalog", "/api/hub/catalog?format=csv", "/api/constitution/public/countries"]) {
      const full = await compare("GET", url);
      const etag = header(full, "etag")!;
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const revalidated = await compare("GET", url, { "if-none-match": ifNoneMatch });
        expect(revalidated.status).toBe(304);
        expect(revalidated.body.length).toBe(0);
        expect(header(revalidated, "etag")).toBe(etag);
        expect(header(revalidated, "content-type")).toBeUndefined();
      }
      expect((await compare("GET", url, { "if-none-match": '"other"' })).status).toBe(200);
      const head = await compare("HEAD", url);
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(header(head, "content-length")).toBe(String(full.body.length));
      expect((await compare("HEAD", url, { "if-none-match": etag })).status).toBe(304);
    }
  });

  it("count a client in its own per-IP budget, its address read from X-Forwarded-For through TRUST_PROXY", async () => {
    const answer = await compare("GET", "/api/hub/catalog", { "x-forwarded-for": "203.0.113.7" });
    expect(header(answer, "x-ratelimit-remaining")).toBe(String(LIMIT - 1));
  });

  it("leave to Express what they cannot answer as it would", async () => {
    // A URL not answered yet, the same query in another order, a preflight, a GET with a body.
    await compare("GET", "/api/hub/catalog/hub", {}, { viaExpress: true });
    await compare("GET", "/api/hub/catalog?format=csv&status=idea", {}, { viaExpress: true });
    await compare(
      "OPTIONS",
      "/api/hub/catalog",
      { origin: ALLOWED, "access-control-request-method": "GET" },
      { viaExpress: true },
    );
    // (node's client frames a GET's body only with a Content-Length it is given)
    await compare(
      "GET",
      "/api/hub/catalog",
      { "content-type": "application/json", "content-length": "2" },
      { viaExpress: true, body: "{}" },
    );
  });

  it("are refused 429 past the per-IP budget, as Express refuses them", async () => {
    let refused: Answer | undefined;
    for (let i = 0; i <= LIMIT && refused === undefined; i++) {
      const answer = await compare("GET", "/api/hub/catalog", { "x-request-id": `edge-spend-${i}` });
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(200);
    }
    expect(refused, "refused within the budget's size").toBeDefined();
    expect(header(refused!, "x-ratelimit-remaining")).toBe("0");
    expect(header(refused!, "content-type")).toBe("application/problem+json; charset=utf-8");

    const id = "edge-refused";
    const fromEdge = await compare("GET", "/api/constitution/public/regimes", { "x-request-id": id });
    const fromPlain = lastPlain;
    expect(fromEdge.status).toBe(429);
    const problem = (answer: Answer) => {
      const body = JSON.parse(answer.body.toString()) as Record<string, unknown>;
      expect(body.detail).toMatch(/^Rate limit of 60 requests per IP address in 3600 s exceeded; retry in \d+ s\.$/);
      return { ...body, detail: "<detail>" };
    };
    expect(problem(fromEdge)).toEqual(problem(fromPlain));
    expect(problem(fromEdge)).toMatchObject({
      code: "rate-limited",
      status: 429,
      instance: "/api/constitution/public/regimes",
      requestId: id,
    });
    // Each refusal counted once, by the limiter's Express step, from the count the edge made.
    const refusals = async (server: TestServer) =>
      /trustplane_rate_limit_refusals_total\{bucket="ip"\} (\d+)/.exec(
        (await send(server, "GET", "/metrics")).body.toString(),
      )?.[1];
    expect(await refusals(edge)).toBe("2");
    expect(await refusals(plain)).toBe("2");
  });

  it("are counted in the duration metric under their route's template, as Express counts them", async () => {
    const [fromEdge, fromPlain] = [await durationCounts(edge), await durationCounts(plain)];
    const ours = (counts: Map<string, number>) =>
      new Map(
        [...counts].filter(
          ([key]) => key.startsWith("GET ") && / \/api\/(hub\/catalog|constitution\/public)/.test(key),
        ),
      );
    const expected = (server: TestServer) =>
      new Map([...gets.get(server)!].map(([key, count]) => [`GET ${key}`, count]));
    expect(ours(fromEdge)).toEqual(expected(edge));
    expect(ours(fromPlain)).toEqual(expected(plain));
    // Every 200 the edge gave the bare catalog URLs, and the 304s and HEADs, under the one template.
    expect(fromEdge.get("GET 200 /api/hub/catalog")).toBeGreaterThan(20);
    expect(fromEdge.get("GET 304 /api/hub/catalog")).toBeGreaterThanOrEqual(8);
    expect(fromEdge.get("GET 200 /api/hub/catalog/{id}")).toBe(fromPlain.get("GET 200 /api/hub/catalog/{id}"));
  });
});
