import { once } from "node:events";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { MAX_HEADER_BYTES } from "../../src/http/client-error.ts";
import { startTestServer } from "../harness.ts";

// A restart on a data directory is in data-dir-restart.test.ts (the long suite).

describe("graceful shutdown", () => {
  it("stops accepting new connections but finishes the requests in flight", async () => {
    // A high scrypt cost makes registration slow enough to be in flight when close() starts.
    const app = await startTestServer({ SCRYPT_COST: "65536" });
    const received = once(app.server, "request");
    const inFlight = app.call("POST", "/api/auth/register", {
      body: { email: "slow@example.test", password: "long enough", name: "S" },
    });
    await received;
    const closing = app.close();
    const res = await inFlight;
    expect(res.status).toBe(201);
    await closing;
    await expect(fetch(`${app.url}/api/hub/version`)).rejects.toThrow();
  });
});

describe("requests Node refuses before the app", () => {
  const rawExchange = (url: string, request: string): Promise<string> =>
    new Promise((resolve, reject) => {
      const { port } = new URL(url);
      const socket = connect(Number(port), "127.0.0.1");
      const chunks: Buffer[] = [];
      socket.on("data", (c: Buffer) => chunks.push(c));
      socket.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      socket.on("error", reject);
      socket.end(request);
    });
  const parse = (raw: string) => {
    const split = raw.indexOf("\r\n\r\n");
    const [statusLine = "", ...lines] = raw.slice(0, split).split("\r\n");
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
    );
    const body = JSON.parse(raw.slice(split + 4)) as Record<string, unknown>;
    return { status: Number(statusLine.split(" ")[1]), headers, body };
  };

  it("answers an oversized request head and a malformed request with problem+json and a request id", async () => {
    const server = await startTestServer();
    try {
      // A request the contract allows fits: the longest query value percent-encoded is ~18 KiB.
      const returnTo = `/${"é".repeat(2047)}`;
      const allowed = await fetch(`${server.url}/api/auth/oauth/nobody/start?returnTo=${encodeURIComponent(returnTo)}`);
      expect(allowed.status).toBe(404);
      expect(allowed.headers.get("content-type")).toMatch(/^application\/problem\+json/);

      const long = parse(
        await rawExchange(
          server.url,
          `GET /api/hub/catalog?q=${"x".repeat(MAX_HEADER_BYTES)} HTTP/1.1\r\nHost: x\r\n\r\n`,
        ),
      );
      expect(long.status).toBe(431);
      expect(long.headers["content-type"]).toBe("application/problem+json; charset=utf-8");
      expect(long.body).toMatchObject({ status: 431, type: "https://trustplane.dev/problems/headers-too-large" });
      expect(long.body.requestId).toBe(long.headers["x-request-id"]);

      const malformed = parse(await rawExchange(server.url, "GET /api/hub/catalog HTTP/1.1\r\nHost x\r\n\r\n"));
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ status: 400, type: "https://trustplane.dev/problems/malformed-request" });
    } finally {
      await server.close();
    }
  });
});
