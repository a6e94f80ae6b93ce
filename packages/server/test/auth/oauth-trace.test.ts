import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOAuthProvider, startFakeOAuthProvider } from "../fake-oauth-provider.ts";
import { startTestServer, type TestServer } from "../harness.ts";

/**
 * The server's outbound calls to identity providers carry the W3C trace context of the request they
 * serve, and the handler's log line about a failed provider step carries the request's id and trace.
 */
const PUBLIC = "http://trustplane.test";
const TRACE = "0af7651916cd43dd8448eb211c80319c";
const PARENT = "b7ad6b7169203331";
const TRACEPARENT = `00-${TRACE}-${PARENT}-01`;

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let fake: FakeOAuthProvider;
let app: TestServer;
beforeAll(async () => {
  fake = await startFakeOAuthProvider();
  app = await startTestServer(fake.env({ PUBLIC_BASE_URL: PUBLIC }), { logger: pino({ level: "info" }, sink) });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** The span ids of the trace-carrying requests the provider got for `routes`, checking they are in TRACE. */
const spansOf = (from: number, routes: string[]) =>
  routes.map((route) => {
    const request = fake.requests.slice(from).find((r) => r.route === route);
    expect(request, route).toBeDefined();
    const match = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(request!.traceparent ?? "");
    expect(match, `${route}: ${request!.traceparent}`).not.toBeNull();
    expect(match![1]).toBe(TRACE);
    return match![2]!;
  });

describe("identity provider calls", () => {
  it("carry the callback request's trace: one new child span per call, the caller's tracestate as sent", async () => {
    fake.signInAs({ subject: "7001", email: "traced@example.test", emailVerified: true, name: "Traced" });
    const start = await app.call("GET", "/api/auth/oauth/github/start");
    expect(start.status).toBe(302);
    const cookie = start.headers.getSetCookie()[0]!.split(";")[0]!;
    const authorized = await fetch(start.headers.get("location")!, { redirect: "manual" });
    const back = new URL(authorized.headers.get("location")!);
    const from = fake.requests.length;
    const callback = await app.call("GET", `${back.pathname}${back.search}`, {
      headers: { cookie, traceparent: TRACEPARENT, tracestate: "vendor=abc" },
    });
    expect(callback.status, callback.text).toBe(200);
    const spans = spansOf(from, [
      "POST /github/login/oauth/access_token",
      "GET /github/user",
      "GET /github/user/emails",
    ]);
    expect(new Set([...spans, PARENT]).size).toBe(4);
    for (const r of fake.requests.slice(from)) expect(r.tracestate).toBe("vendor=abc");
    const requestLine = lines.find((l) => l.msg === "request" && l.requestId === callback.headers.get("x-request-id"));
    expect(requestLine).toMatchObject({ traceId: TRACE, parentSpanId: PARENT });
    expect(spans).not.toContain(requestLine!.spanId);
  });

  it("log a failed step with the request's id and trace, and send the trace to the provider", async () => {
    fake.discoveryDown = true;
    try {
      const from = fake.requests.length;
      const down = await app.call("GET", "/api/auth/oauth/google/start", { headers: { traceparent: TRACEPARENT } });
      expect(down.status).toBe(502);
      spansOf(from, ["GET /google/.well-known/openid-configuration"]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const failed = lines.find((l) => l.msg === "identity provider step failed");
      expect(failed).toMatchObject({
        requestId: down.headers.get("x-request-id"),
        traceId: TRACE,
        provider: "google",
        level: 40,
      });
      expect(failed!.spanId).toMatch(/^[0-9a-f]{16}$/);
    } finally {
      fake.discoveryDown = false;
    }
  });
});
