import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";

/**
 * A client gets an HTTP answer, never a connection reset, for any body up to the configured limit and
 * well beyond it (the fuzzer's 2 MB GET bodies were ECONNRESET in Node's fetch, which is still sending
 * when a server that stopped reading closes the connection under it).
 */
describe("large request bodies are answered, not reset", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await server.register()).token;
  });
  afterAll(async () => {
    await server?.close();
  });

  const send = async (method: string, path: string, bytes: number, headers: Record<string, string> = {}) => {
    const body = `{"pad":"${"x".repeat(bytes - 10)}"}`;
    // undici's request, the client under Node's fetch (fetch itself refuses a body on a GET).
    const res = await request(`${server.url}${path}`, {
      method: method as "GET",
      body,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...headers },
    });
    return { status: res.statusCode, connection: res.headers.connection, text: await res.body.text() };
  };

  for (const mb of [0.5, 2, 7.5]) {
    it(`answers a GET carrying a ${mb} MB body (an operation that takes none)`, async () => {
      const res = await send("GET", "/api/ledger/accounts", mb * 1024 * 1024);
      expect(res.status, res.text).toBe(200);
      expect(res.connection).toBe("keep-alive");
    });
    it(`answers a POST whose ${mb} MB body is past its operation's limit with 413`, async () => {
      const res = await send("POST", "/api/ledger/transfer", mb * 1024 * 1024, { "idempotency-key": `k-${mb}` });
      expect(res.status).toBe(413);
    });
  }

  it("answers a GET carrying a body past what is read on a kept-alive connection (12 MB), then closes", async () => {
    const res = await send("GET", "/api/ledger/accounts", 12 * 1024 * 1024);
    expect(res.status, res.text).toBe(200);
    expect(res.connection).toBe("close");
  });
});
