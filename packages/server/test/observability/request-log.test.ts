import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { startTestServer, type TestServer } from "../harness.ts";

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({}, { logger: pino({ level: "info" }, sink) });
});
afterAll(async () => {
  await app?.close();
});

describe("request log", () => {
  it("writes one line per request with id, method, path, status and duration, never the query or secrets", async () => {
    expect(loadConfig({ JWT_SECRET: "x".repeat(32) }).logLevel).toBe("info");
    const user = await app.register();
    lines.length = 0;
    const me = await app.call("GET", "/api/auth/me?probe=secret-in-query", { token: user.token });
    const missing = await app.call("GET", "/api/nothing", { headers: { "x-request-id": "log-test-1" } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const requestLines = lines.filter((l) => l.msg === "request");
    expect(requestLines).toHaveLength(2);
    const [first, second] = requestLines;
    expect(first).toMatchObject({
      method: "GET",
      path: "/api/auth/me",
      status: me.status,
      requestId: me.headers.get("x-request-id"),
    });
    expect(typeof first!.ms).toBe("number");
    expect(missing.status).toBe(404);
    expect(second).toMatchObject({ path: "/api/nothing", status: 404, requestId: "log-test-1", level: 40 });
    const text = JSON.stringify(lines);
    expect(text).not.toContain(user.token);
    expect(text).not.toContain("secret-in-query");
    expect(text).not.toContain(user.password);
  });
});
