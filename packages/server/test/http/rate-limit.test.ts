import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestResponse, type TestServer } from "../harness.ts";
import { untilNextWindow, windowIndex } from "../windows.ts";

/**
 * Each test speaks from its own client IP: TRUST_PROXY=loopback makes the server believe the
 * X-Forwarded-For header of the (loopback) test client. The window is an hour, so a test never
 * straddles a window boundary; the window-reset test has its own server with a 2-second window.
 */
let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({
    RATE_LIMIT_WINDOW_SECONDS: "3600",
    RATE_LIMIT_PER_IP: "3",
    RATE_LIMIT_PER_USER: "5",
    RATE_LIMIT_AUTH_PER_IP: "2",
    RATE_LIMIT_LOOKUPS_PER_USER: "2",
    TRUST_PROXY: "loopback",
  });
});
afterAll(async () => {
  await app?.close();
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const from = (ip: string, headers: Record<string, string> = {}) => ({ headers: { "x-forwarded-for": ip, ...headers } });

const limits = (res: TestResponse) => ({
  limit: Number(res.headers.get("x-ratelimit-limit")),
  remaining: Number(res.headers.get("x-ratelimit-remaining")),
  reset: Number(res.headers.get("x-ratelimit-reset")),
});

const expectRateLimited = (res: TestResponse, limit: number) => {
  expect(res.status).toBe(429);
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  expect(res.body).toMatchObject({ status: 429, title: "Too many requests" });
  expect(res.body.type).toMatch(/\/rate-limited$/);
  expect(res.body.requestId).toBe(res.headers.get("x-request-id"));
  expect(res.text).not.toMatch(/at .*\.ts:\d+/);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(limits(res)).toMatchObject({ limit, remaining: 0 });
};

describe("rate limits per IP for public calls", () => {
  it("sends the limit, a decreasing remainder and the seconds until reset, then 429 with Retry-After", async () => {
    const ip = freshIp();
    const seen = [];
    for (let i = 0; i < 3; i++) {
      const res = await app.call("GET", "/api/no-such-route", from(ip));
      expect(res.status).toBe(404);
      seen.push(limits(res));
    }
    expect(seen.map((s) => s.remaining)).toEqual([2, 1, 0]);
    for (const s of seen) {
      expect(s.limit).toBe(3);
      expect(s.reset).toBeGreaterThanOrEqual(1);
      expect(s.reset).toBeLessThanOrEqual(3600);
    }
    const over = await app.call("GET", "/api/no-such-route", from(ip));
    expectRateLimited(over, 3);
    expect(over.body.detail).toContain("3 requests per IP address");
    // Another client is not affected.
    const other = await app.call("GET", "/api/no-such-route", from(freshIp()));
    expect(other.status).toBe(404);
    expect(limits(other)).toMatchObject({ limit: 3, remaining: 2 });
  });

  it("puts the headers on successful public responses too", async () => {
    const res = await app.call("GET", "/api/hub/registry-stats", from(freshIp()));
    expect(res.status).toBe(200);
    expect(limits(res)).toMatchObject({ limit: 3, remaining: 2 });
  });

  it("counts requests the contract refuses (401 without a token, 400, 404) as well as those it lets through", async () => {
    const ip = freshIp();
    const noToken = await app.call("GET", "/api/auth/me", from(ip));
    expect(noToken.status).toBe(401);
    expect(limits(noToken)).toMatchObject({ limit: 3, remaining: 2 });
    const malformed = await app.call("POST", "/api/signing/verify", {
      ...from(ip),
      rawBody: "{not json",
      headers: { ...from(ip).headers, "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(limits(malformed)).toMatchObject({ limit: 3, remaining: 1 });
    // Outside the validated contract (docs), the request reaches the limiter directly.
    const docs = await app.call("GET", "/docs/no-such-page", from(ip));
    expect(limits(docs)).toMatchObject({ limit: 3, remaining: 0 });
    expectRateLimited(await app.call("GET", "/api/auth/me", from(ip)), 3);
  });

  it("keeps answering 429 while the window lasts, and counts each IPv6 /56 as one client", async () => {
    const a = "2001:db8:aa:1100::1";
    const b = "2001:db8:aa:11ff::2"; // same /56
    await app.call("GET", "/api/no-such-route", from(a));
    await app.call("GET", "/api/no-such-route", from(b));
    const third = await app.call("GET", "/api/no-such-route", from(a));
    expect(limits(third)).toMatchObject({ remaining: 0 });
    expectRateLimited(await app.call("GET", "/api/no-such-route", from(b)), 3);
    expectRateLimited(await app.call("GET", "/api/no-such-route", from(a)), 3);
  });
});

describe("rate limits per user for authenticated calls", () => {
  it("counts each user separately, whatever IP they call from, and apart from the IP's public budget", async () => {
    const ip = freshIp();
    // register() speaks from the loopback address, whose credential budget is 2: register the second
    // user from another address.
    const ada = await app.register({ name: "Ada" });
    const bobRes = await app.call("POST", "/api/auth/register", {
      ...from(freshIp()),
      body: { email: `bob-${Date.now()}@example.test`, password: "long enough", name: "Bob" },
    });
    expect(bobRes.status).toBe(201);
    const bob = bobRes.body.token as string;

    const adaSeen = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.call("GET", "/api/auth/me", { ...from(i % 2 ? ip : freshIp()), token: ada.token });
      expect(res.status).toBe(200);
      adaSeen.push(limits(res));
    }
    expect(adaSeen.map((s) => s.remaining)).toEqual([4, 3, 2, 1, 0]);
    expect(adaSeen.every((s) => s.limit === 5)).toBe(true);
    const over = await app.call("GET", "/api/auth/me", { ...from(ip), token: ada.token });
    expectRateLimited(over, 5);
    expect(over.body.detail).toContain("5 requests per user");

    const bobMe = await app.call("GET", "/api/auth/me", { ...from(ip), token: bob });
    expect(bobMe.status).toBe(200);
    expect(limits(bobMe)).toMatchObject({ limit: 5, remaining: 4 });
    const publicCall = await app.call("GET", "/api/no-such-route", from(ip));
    expect(limits(publicCall)).toMatchObject({ limit: 3, remaining: 2 });
  });
});

describe("email lookups", () => {
  it("have a per-user budget of their own, far below the general one, so addresses cannot be tested in bulk", async () => {
    const res = await app.call("POST", "/api/auth/register", {
      ...from(freshIp()),
      body: { email: `cy-${Date.now()}@example.test`, password: "long enough", name: "Cy" },
    });
    expect(res.status).toBe(201);
    const token = res.body.token as string;
    const lookup = (email: string) =>
      app.call("GET", `/api/ledger/accounts/lookup?email=${encodeURIComponent(email)}`, { ...from(freshIp()), token });
    const first = await lookup("nobody-1@example.test");
    expect(first.status).toBe(404);
    expect(limits(first)).toMatchObject({ limit: 2, remaining: 1 });
    expect((await lookup("nobody-2@example.test")).status).toBe(404);
    const over = await lookup("nobody-3@example.test");
    expectRateLimited(over, 2);
    expect(over.body.detail).toContain("2 email lookups per user");
    // The rest of the user's calls keep their own budget.
    const me = await app.call("GET", "/api/auth/me", { ...from(freshIp()), token });
    expect(me.status).toBe(200);
    expect(limits(me)).toMatchObject({ limit: 5, remaining: 4 });
  });
});

describe("stricter limits on credential endpoints", () => {
  it("limits login, register and the OAuth routes together per IP, apart from the public budget", async () => {
    const ip = freshIp();
    const login = await app.call("POST", "/api/auth/login", {
      ...from(ip),
      body: { email: "nobody@example.test", password: "wrong password" },
    });
    expect(login.status).toBe(401);
    expect(limits(login)).toMatchObject({ limit: 2, remaining: 1 });
    const providers = await app.call("GET", "/api/auth/oauth/providers", from(ip));
    expect(providers.status).toBe(200);
    expect(limits(providers)).toMatchObject({ limit: 2, remaining: 0 });
    const register = await app.call("POST", "/api/auth/register", {
      ...from(ip),
      body: { email: "late@example.test", password: "long enough", name: "Late" },
    });
    expectRateLimited(register, 2);
    expect(register.body.detail).toContain("sign-in attempts per IP address");
    // Even the right password waits now.
    expectRateLimited(
      await app.call("POST", "/api/auth/login", {
        ...from(ip),
        body: { email: "late@example.test", password: "long enough" },
      }),
      2,
    );
    // Spelling the path differently does not escape the credential budget.
    expectRateLimited(await app.call("POST", "/API/Auth/Login/", { ...from(ip), body: {} }), 2);

    const publicCall = await app.call("GET", "/api/no-such-route", from(ip));
    expect(limits(publicCall)).toMatchObject({ limit: 3, remaining: 2 });
  });

  it("counts invalid login bodies against the credential budget too", async () => {
    const ip = freshIp();
    const bad = await app.call("POST", "/api/auth/login", { ...from(ip), body: { email: "not-an-email" } });
    expect(bad.status).toBe(400);
    expect(limits(bad)).toMatchObject({ limit: 2, remaining: 1 });
  });
});

describe("window reset", () => {
  let short: TestServer;
  beforeAll(async () => {
    short = await startTestServer({ RATE_LIMIT_WINDOW_SECONDS: "2", RATE_LIMIT_PER_IP: "2", RATE_LIMIT_SYNC_MS: "50" });
  });
  afterAll(async () => {
    await short?.close();
  });

  it("gives the full budget back when the window ends", async () => {
    // Windows are aligned to the epoch: start just after a boundary so the burst stays in one window.
    // On a machine so busy that three requests outlast the 2 s window, the burst is tried again.
    for (let attempt = 1; ; attempt++) {
      await untilNextWindow(2_000);
      const window = windowIndex(2_000);
      const first = await short.call("GET", "/api/no-such-route");
      const second = await short.call("GET", "/api/no-such-route");
      const over = await short.call("GET", "/api/no-such-route");
      if (windowIndex(2_000) !== window) {
        if (attempt < 3) continue;
        throw new Error("three requests took longer than a 2 s window, three times");
      }
      expect(limits(first)).toMatchObject({ limit: 2, remaining: 1 });
      expect(limits(first).reset).toBeLessThanOrEqual(2);
      expect(limits(second)).toMatchObject({ limit: 2, remaining: 0 });
      expect(over.status).toBe(429);
      const retryAfter = Number(over.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(2);
      break;
    }
    await untilNextWindow(2_000);
    const again = await short.call("GET", "/api/no-such-route");
    expect(again.status).toBe(404);
    expect(limits(again)).toMatchObject({ limit: 2, remaining: 1 });
  });
});

describe("which address is the client's", () => {
  it("ignores X-Forwarded-For unless a proxy is trusted, so clients cannot pick their own bucket", async () => {
    const direct = await startTestServer({ RATE_LIMIT_PER_IP: "2", RATE_LIMIT_WINDOW_SECONDS: "3600" });
    try {
      const statuses = [];
      for (const ip of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) {
        statuses.push((await direct.call("GET", "/api/nothing", from(ip))).status);
      }
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await direct.close();
    }
  });

  it("with TRUST_PROXY=1 takes the address the one trusted proxy appended, not the client's claim", async () => {
    const proxied = await startTestServer({
      RATE_LIMIT_PER_IP: "2",
      RATE_LIMIT_WINDOW_SECONDS: "3600",
      TRUST_PROXY: "1",
    });
    try {
      // The client claims a different address each time; the proxy appends the real one (the same).
      const statuses = [];
      for (const claimed of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) {
        statuses.push((await proxied.call("GET", "/api/nothing", from(`${claimed}, 203.0.113.7`))).status);
      }
      expect(statuses).toEqual([404, 404, 429]);
      // A different real client (as the proxy reports it) has its own budget.
      expect((await proxied.call("GET", "/api/nothing", from("203.0.113.8"))).status).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it("never limits health probes, build information and metrics scrapes", async () => {
    const probed = await startTestServer({ RATE_LIMIT_PER_IP: "1", RATE_LIMIT_WINDOW_SECONDS: "3600" });
    try {
      for (let i = 0; i < 4; i++) {
        expect((await probed.call("GET", "/api/hub/health")).status).toBe(200);
        expect((await probed.call("GET", "/api/hub/version")).status).toBe(200);
        expect((await probed.call("GET", "/metrics")).status).toBe(200);
      }
      expect((await probed.call("GET", "/api/hub/catalog")).status).toBe(200);
      expect((await probed.call("GET", "/api/hub/catalog")).status).toBe(429);
    } finally {
      await probed.close();
    }
  });
});
