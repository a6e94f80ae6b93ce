import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

const expectProblem = (res: { status: number; headers: Headers; body: any }, status: number, type: string) => {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  expect(res.body).toMatchObject({ status, type: `https://trustplane.dev/problems/${type}` });
  expect(res.body.requestId).toBe(res.headers.get("x-request-id"));
  const text = JSON.stringify(res.body);
  expect(text).not.toMatch(/\bat .*\(.*:\d+:\d+\)|node_modules|\/work\/|\.ts:\d+/);
};

describe("problem+json for every client mistake", () => {
  it("404 for an unknown route", async () => {
    expectProblem(await app.call("GET", "/api/nothing-here"), 404, "not-found");
    expectProblem(await app.call("GET", "/nothing-here"), 404, "not-found");
  });

  it("400, not 500, for broken percent-encoding in a route outside the contract", async () => {
    // Express decodes these routes' parameters itself and throws a URIError (the hosted pages, the
    // playground's assets): a client's mistake, answered as the contract's routes answer it.
    for (const path of ["/pay/requests/%ff", "/pay/checkout/%", "/playground/assets/%C0%AE"]) {
      const res = await app.call("GET", path);
      expectProblem(res, 400, "bad-request");
      expect(res.body.detail).toBe("The request path is not valid percent-encoding.");
    }
  });

  it("405 with Allow for a wrong method", async () => {
    const res = await app.call("DELETE", "/api/auth/me");
    expectProblem(res, 405, "method-not-allowed");
    expect(res.headers.get("allow")).toContain("GET");
  });

  it("400 for malformed JSON", async () => {
    const res = await app.call("POST", "/api/auth/login", {
      rawBody: '{"email": "a@b.c", ',
      headers: { "content-type": "application/json" },
    });
    expectProblem(res, 400, "malformed-json");
  });

  it("400 for a body that does not decode as its Content-Encoding says, and a real gzip body is read", async () => {
    const headers = { "content-type": "application/json", "content-encoding": "gzip" };
    const res = await app.call("POST", "/api/auth/login", { rawBody: "not gzip at all", headers });
    expectProblem(res, 400, "bad-request");
    expect(res.body.detail).toMatch(/Content-Encoding/);
    const body = gzipSync(JSON.stringify({ email: "nobody@example.test", password: "wrong password" }));
    const gzipped = await fetch(`${app.url}/api/auth/login`, { method: "POST", headers, body });
    expect(gzipped.status).toBe(401);
  });

  it("413 for a body over 1 MiB", async () => {
    const big = JSON.stringify({ email: "a@b.co", password: "x".repeat(1024 * 1024 + 10), name: "n" });
    expectProblem(
      await app.call("POST", "/api/auth/register", { rawBody: big, headers: { "content-type": "application/json" } }),
      413,
      "payload-too-large",
    );
  });

  it("415 for a body that is not JSON", async () => {
    const res = await app.call("POST", "/api/auth/login", {
      rawBody: "email=a@b.co&password=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expectProblem(res, 415, "unsupported-media-type");
  });

  it("400 listing every field that is wrong", async () => {
    const res = await app.call("POST", "/api/auth/register", { body: { email: 5, password: "short" } });
    expectProblem(res, 400, "validation");
    const paths = res.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["/body/email", "/body/password", "/body/name"]));
  });

  it.each([
    "/api/hub/catalog?fields[a]=1",
    "/api/hub/catalog?status[__proto__]=x",
    "/api/hub/catalog?status[a][b]=1",
    "/api/hub/catalog?tag[]=a&tag[]=b",
    "/api/hub/catalog?limit=1&limit=2&__proto__=1",
  ])("400 (never 500) for bracketed or odd query strings: %s", async (url) => {
    expectProblem(await app.call("GET", url), 400, "validation");
  });

  it("400 for a JSON body that is not an object", async () => {
    expectProblem(
      await app.call("POST", "/api/auth/login", { rawBody: "[1,2]", headers: { "content-type": "application/json" } }),
      400,
      "validation",
    );
    expectProblem(
      await app.call("POST", "/api/auth/login", { rawBody: "null", headers: { "content-type": "application/json" } }),
      400,
      "validation",
    );
  });
});

describe("every response", () => {
  it("carries a generated X-Request-Id, or echoes a well-formed one", async () => {
    const generated = await app.call("GET", "/api/nothing");
    expect(generated.headers.get("x-request-id")).toMatch(/^req_[0-9a-f-]{36}$/);
    const echoed = await app.call("GET", "/api/nothing", { headers: { "x-request-id": "trace-123.abc" } });
    expect(echoed.headers.get("x-request-id")).toBe("trace-123.abc");
    const refused = await app.call("GET", "/api/nothing", { headers: { "x-request-id": "bad id with spaces" } });
    expect(refused.headers.get("x-request-id")).toMatch(/^req_/);
  });

  it("carries security headers and no X-Powered-By", async () => {
    const res = await app.call("GET", "/api/auth/me");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("answers HEAD like GET, without a body", async () => {
    const get = await app.call("GET", "/api/hub/catalog");
    const head = await app.call("HEAD", "/api/hub/catalog");
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
    const version = await app.call("HEAD", "/api/hub/version");
    expect(version.status).toBe(200);
    expect(version.text).toBe("");
    expect((await app.call("HEAD", "/api/auth/me")).status).toBe(401);
  });

  it("answers CORS preflights", async () => {
    const res = await app.call("OPTIONS", "/api/auth/login", {
      headers: { origin: "https://example.test", "access-control-request-method": "POST" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("server faults", () => {
  it("are 5xx problem bodies without internals when the database is gone", async () => {
    const broken = await startTestServer();
    const user = await broken.register();
    await broken.ctx.database.pool.end();
    const login = await broken.call("POST", "/api/auth/login", {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBeGreaterThanOrEqual(500);
    expectProblem(login, login.status, login.status === 503 ? "unavailable" : "internal");
    expect(login.body.detail).not.toMatch(/pool|slonik|pg|ECONN/i);
    const me = await broken.call("GET", "/api/auth/me", { token: user.token });
    expectProblem(me, 503, "unavailable");
    await broken.close().catch(() => undefined);
  });
});
