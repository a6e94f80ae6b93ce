import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { pino } from "pino";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineModule } from "../../src/platform/module.ts";
import type { OperationHandlers } from "../../src/platform/operations.ts";
import { withTraceHeaders } from "../../src/request-context.ts";
import { startTestServer, type TestServer } from "../harness.ts";

/**
 * The request-scoped logging and W3C trace context, end to end through a module that exists only in
 * this test: its handler logs through `req.log` and, like a service that never sees the request,
 * through `ctx.logger` after a database round trip and a timer; then it calls a local HTTP server the
 * way the server calls identity providers (with `withTraceHeaders`).
 */
const scratch = mkdtempSync(path.join(tmpdir(), "tp-request-context-"));
const problem = { $ref: "#/components/responses/Problem" };
const contract = {
  openapi: "3.0.3",
  info: { title: "Probe", version: "0.0.1" },
  paths: {
    "/api/probe": {
      post: {
        operationId: "probe",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                additionalProperties: false,
                required: ["label"],
                properties: { label: { type: "string", maxLength: 40 }, email: { type: "string", maxLength: 80 } },
              },
            },
          },
        },
        responses: {
          "200": {
            description: "Done.",
            content: { "application/json": { schema: { type: "object", additionalProperties: true } } },
          },
          default: problem,
        },
      },
    },
  },
  components: {
    responses: {
      Problem: {
        description: "A problem.",
        content: {
          "application/problem+json": { schema: { type: "object", properties: { status: { type: "integer" } } } },
        },
      },
    },
  },
};
const contractFile = path.join(scratch, "openapi.json");
writeFileSync(contractFile, JSON.stringify(contract));

/** A downstream service on 127.0.0.1: records the headers of each call. */
const downstream: IncomingHttpHeaders[] = [];
let downstreamServer: Server;
let downstreamUrl = "";

const probeModule = defineModule({
  segment: "probe",
  create: (ctx) => ({
    handlers: {
      probe: async ({ body, req }: { body: { label: string; email?: string }; req: import("express").Request }) => {
        req.log.info({ label: body.label }, "probe: handler");
        await ctx.db.oneFirst(sql.unsafe`SELECT 1`);
        await sleep(20);
        ctx.logger.info({ label: body.label }, "probe: service");
        const answer = await fetch(downstreamUrl, withTraceHeaders({ headers: { "x-probe": body.label } }));
        await answer.text();
        return { status: 200, body: { ok: true } };
      },
    } as unknown as OperationHandlers,
  }),
});

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let app: TestServer;
beforeAll(async () => {
  downstreamServer = createServer((req, res) => {
    downstream.push(req.headers);
    res.end("ok");
  });
  await new Promise<void>((resolve) => downstreamServer.listen(0, "127.0.0.1", resolve));
  downstreamUrl = `http://127.0.0.1:${(downstreamServer.address() as AddressInfo).port}/`;
  app = await startTestServer(
    { OPENAPI_BUNDLE: contractFile },
    { logger: pino({ level: "info" }, sink), modules: [probeModule] },
  );
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => downstreamServer?.close(resolve));
  rmSync(scratch, { recursive: true, force: true });
});

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT = "00f067aa0ba902b7";

/** Call the probe; returns its request id and the log lines and downstream call it caused. */
const probe = async (label: string, headers: Record<string, string> = {}, email?: string) => {
  const res = await app.call("POST", "/api/probe", { body: { label, ...(email ? { email } : {}) }, headers });
  expect(res.status).toBe(200);
  const requestId = res.headers.get("x-request-id")!;
  await sleep(20);
  const mine = lines.filter((l) => l.requestId === requestId);
  const byMsg = (msg: string) => mine.find((l) => l.msg === msg)!;
  return {
    requestId,
    handler: byMsg("probe: handler"),
    service: byMsg("probe: service"),
    request: byMsg("request"),
    outbound: downstream.find((h) => h["x-probe"] === label)!,
  };
};

describe("request-scoped logs", () => {
  it("give every line a handler or a service writes during a request its requestId, traceId and spanId", async () => {
    const { requestId, handler, service, request } = await probe("plain");
    expect(requestId).toMatch(/^req_/);
    for (const line of [handler, service]) {
      expect(line).toMatchObject({ requestId, traceId: request.traceId, spanId: request.spanId, label: "plain" });
    }
    expect(request.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(request.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(request).not.toHaveProperty("parentSpanId");
    // Lines written outside any request carry none of it.
    expect(lines.find((l) => l.msg === "listening")).not.toHaveProperty("requestId");
  });

  it("keep concurrent requests apart", async () => {
    const results = await Promise.all(["c1", "c2", "c3", "c4"].map((label) => probe(label)));
    const ids = new Set(results.map((r) => r.requestId));
    expect(ids.size).toBe(4);
    for (const r of results) {
      expect(r.service.requestId).toBe(r.requestId);
      expect(r.service.label).toBe(r.handler.label);
    }
    expect(new Set(results.map((r) => r.request.traceId)).size).toBe(4);
  });

  it("never carry what the caller sent in headers or body beyond the ids", async () => {
    const { requestId } = await probe("private", { "x-request-id": "private-req-1" }, "someone@example.test");
    expect(requestId).toBe("private-req-1");
    const text = JSON.stringify(lines);
    expect(text).not.toContain("someone@example.test");
  });
});

describe("W3C traceparent", () => {
  it("joins the caller's trace: logs carry its trace id, a new span and the caller's span as parent; outbound calls a child span", async () => {
    const { handler, request, outbound } = await probe("traced", {
      traceparent: `00-${TRACE}-${PARENT}-01`,
      tracestate: "rojo=00f067aa0ba902b7,congo=t61rcWkgMzE",
    });
    expect(request).toMatchObject({ traceId: TRACE, parentSpanId: PARENT });
    expect(request.spanId).not.toBe(PARENT);
    expect(handler).toMatchObject({ traceId: TRACE, spanId: request.spanId });
    const sent = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/.exec(String(outbound.traceparent));
    expect(sent).not.toBeNull();
    expect(sent![1]).toBe(TRACE);
    expect(sent![2]).not.toBe(PARENT);
    expect(sent![2]).not.toBe(request.spanId);
    expect(sent![3]).toBe("01");
    expect(outbound.tracestate).toBe("rojo=00f067aa0ba902b7,congo=t61rcWkgMzE");
  });

  it("ignores an invalid traceparent (and its tracestate): a new trace, nothing of the caller's passed on", async () => {
    const invalid = `00-${TRACE.toUpperCase()}-${PARENT}-01`;
    const { request, outbound } = await probe("invalid", { traceparent: invalid, tracestate: "rojo=1" });
    expect(request.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(request.traceId).not.toBe(TRACE);
    expect(request).not.toHaveProperty("parentSpanId");
    expect(String(outbound.traceparent)).toMatch(new RegExp(`^00-${request.traceId}-[0-9a-f]{16}-02$`));
    expect(outbound.tracestate).toBeUndefined();
  });

  it("starts a trace when none came, and passes it on (flags: random trace id, not sampled)", async () => {
    const { request, outbound } = await probe("fresh");
    expect(String(outbound.traceparent)).toMatch(new RegExp(`^00-${request.traceId}-[0-9a-f]{16}-02$`));
    expect(outbound.tracestate).toBeUndefined();
  });

  it("is not echoed in the response: X-Request-Id names the request", async () => {
    const res = await app.call("POST", "/api/probe", {
      body: { label: "echo" },
      headers: { traceparent: `00-${TRACE}-${PARENT}-01` },
    });
    expect(res.headers.get("traceparent")).toBeNull();
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
  });
});
