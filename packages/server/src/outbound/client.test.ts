import { once } from "node:events";
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress } from "./addresses.ts";
import {
  classifyFailure,
  createOutboundClient,
  DRAIN_LIMIT_BYTES,
  type OutboundClient,
  OutboundError,
  type OutboundFailure,
  type OutboundOptions,
} from "./client.ts";
import { outboundConfigFromEnv } from "./config.ts";

type Received = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };

/** A receiver on 127.0.0.1 that records what it gets and answers with `handler`. */
const startReceiver = async (handler: (req: IncomingMessage, res: ServerResponse) => void) => {
  const received: Received[] = [];
  const server: Server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      handler(req, res);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

const clients: OutboundClient[] = [];
const client = (options: Partial<OutboundOptions> = {}): OutboundClient => {
  const made = createOutboundClient({
    timeoutMs: 2000,
    maxResponseBytes: 64,
    userAgent: "trustplane-test/1",
    ...options,
  });
  clients.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

const LOCAL = { allowPrivate: ["127.0.0.1/32"] } as const;
const send = { headers: { "content-type": "application/json" }, body: '{"event":"test"}' };

/** The OutboundError `promise` rejects with (fails the test if it resolves or rejects otherwise). */
const failure = async (promise: Promise<unknown>): Promise<OutboundError> => {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutboundError);
  return err as OutboundError;
};

const expectReason = async (promise: Promise<unknown>, reason: OutboundFailure): Promise<OutboundError> => {
  const err = await failure(promise);
  expect(err.reason).toBe(reason);
  expect(err.message).not.toMatch(/\n\s+at /);
  return err;
};

let ok: Receiver;
beforeAll(async () => {
  ok = await startReceiver((_req, res) => {
    res.setHeader("x-receiver", "ok");
    res.end("received");
  });
});
afterAll(() => ok.close());

describe("isPublicAddress", () => {
  const table: [string, boolean][] = [
    // IPv4 public
    ["8.8.8.8", true],
    ["1.1.1.1", true],
    ["93.184.215.14", true],
    ["100.63.255.255", true],
    ["100.128.0.0", true],
    ["172.15.255.255", true],
    ["172.32.0.0", true],
    ["192.167.255.255", true],
    ["223.255.255.255", true],
    // IPv4 not public
    ["0.0.0.0", false],
    ["0.1.2.3", false],
    ["10.0.0.1", false],
    ["10.255.255.255", false],
    ["100.64.0.1", false],
    ["100.127.255.255", false],
    ["127.0.0.1", false],
    ["127.255.255.254", false],
    ["169.254.169.254", false],
    ["169.254.0.1", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["192.0.0.8", false],
    ["192.0.2.10", false],
    ["192.88.99.1", false],
    ["192.168.1.1", false],
    ["198.18.0.1", false],
    ["198.19.255.255", false],
    ["198.51.100.7", false],
    ["203.0.113.9", false],
    ["224.0.0.1", false],
    ["239.255.255.250", false],
    ["240.0.0.1", false],
    ["255.255.255.255", false],
    // IPv6 public
    ["2606:4700:4700::1111", true],
    ["2001:4860:4860::8888", true],
    ["2a00:1450:4001:80b::200e", true],
    // IPv6 not public
    ["::", false],
    ["::1", false],
    ["[::1]", false],
    ["fe80::1", false],
    ["fe80::1%eth0", false],
    ["febf::1", false],
    ["fc00::1", false],
    ["fd12:3456:789a::1", false],
    ["ff02::1", false],
    ["100::1", false],
    ["2001:db8::1", false],
    ["2001::1", false], // Teredo
    ["2001:2::1", false], // benchmarking
    ["3fff::1", false],
    ["::127.0.0.1", false], // IPv4-compatible (deprecated)
    // IPv4 inside IPv6: judged by the IPv4 address
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["::ffff:169.254.169.254", false],
    ["::ffff:10.0.0.1", false],
    ["::ffff:8.8.8.8", true],
    ["64:ff9b::10.0.0.1", false],
    ["64:ff9b::7f00:1", false],
    ["64:ff9b::8.8.8.8", true],
    ["64:ff9b:1::8.8.8.8", false], // local-use NAT64 prefix, outside 2000::/3
    ["2002:7f00:1::1", false], // 6to4 of 127.0.0.1
    ["2002:a00:1::1", false], // 6to4 of 10.0.0.1
    ["2002:808:808::1", true], // 6to4 of 8.8.8.8
    // not addresses
    ["localhost", false],
    ["example.com", false],
    ["", false],
    ["999.1.1.1", false],
  ];
  it.each(table)("%s → public %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("URLs refused before any connection", () => {
  it("normalizes decimal, octal, hex and short IPv4 forms to 127.0.0.1 (WHATWG URL parsing)", () => {
    for (const host of ["2130706433", "017700000001", "0x7f000001", "0x7f.1", "127.1", "0177.0.0.1", "127.0.0.1."]) {
      expect(new URL(`http://${host}:8080/`).hostname).toBe("127.0.0.1");
    }
    expect(new URL("http://[::ffff:127.0.0.1]/").hostname).toBe("[::ffff:7f00:1]");
  });

  it.each([
    "http://2130706433:PORT/",
    "http://017700000001:PORT/",
    "http://0x7f000001:PORT/",
    "http://0x7f.1:PORT/",
    "http://127.1:PORT/",
    "http://127.0.0.1.:PORT/",
    "http://[::ffff:127.0.0.1]:PORT/",
    "http://[::ffff:7f00:1]:PORT/",
    "http://[::1]:PORT/",
    "http://[64:ff9b::127.0.0.1]:PORT/",
    "http://0.0.0.0:PORT/",
    "http://10.0.0.1:PORT/",
    "http://192.168.0.1:PORT/",
    "http://100.64.0.1:PORT/",
  ])("%s → address-not-allowed, the receiver gets nothing", async (template) => {
    const before = ok.received.length;
    const err = await expectReason(
      client().post(template.replace("PORT", String(ok.port)), send),
      "address-not-allowed",
    );
    expect(err.message).toBe("the URL's host is not a public address");
    expect(ok.received.length).toBe(before);
  });

  it("refuses the cloud metadata address at once, without connecting", async () => {
    const started = performance.now();
    // A port nothing listens on and an address that would hang: only refusing up front is fast.
    await expectReason(
      client({ timeoutMs: 5000 }).post("http://169.254.169.254/latest/meta-data/", send),
      "address-not-allowed",
    );
    await expectReason(client().post("http://[::ffff:169.254.169.254]/", send), "address-not-allowed");
    expect(performance.now() - started).toBeLessThan(100);
  });

  it.each([
    ["file:///etc/passwd", "scheme-not-allowed"],
    ["ftp://127.0.0.1/", "scheme-not-allowed"],
    ["gopher://127.0.0.1:70/", "scheme-not-allowed"],
    ["data:text/plain,hi", "scheme-not-allowed"],
    ["javascript:alert(1)", "scheme-not-allowed"],
    ["ws://example.com/", "scheme-not-allowed"],
    ["not a url", "invalid-url"],
    ["/relative/path", "invalid-url"],
    ["http://user:pw@example.com/", "invalid-url"],
    ["http://user@example.com/", "invalid-url"],
    ["https://:pw@example.com/", "invalid-url"],
  ] as const)("%s → %s", async (url, reason) => {
    await expectReason(client().post(url, send), reason);
  });
});

describe("host names", () => {
  it("refuses localhost: it resolves to a loopback address", async () => {
    const before = ok.received.length;
    const err = await expectReason(client().post(`http://localhost:${ok.port}/`, send), "address-not-allowed");
    expect(err.message).toBe("the host name resolves to a non-public address");
    expect(err.message).not.toContain("127.0.0.1");
    expect(ok.received.length).toBe(before);
  });

  it("refuses a name when any of its addresses is not public", async () => {
    const asked: string[] = [];
    const outbound = client({
      resolve: async (hostname) => {
        asked.push(hostname);
        return [
          { address: "93.184.215.14", family: 4 },
          { address: "10.0.0.7", family: 4 },
        ];
      },
    });
    await expectReason(outbound.post("http://hooks.merchant.test/", send), "address-not-allowed");
    expect(asked).toEqual(["hooks.merchant.test"]);
  });

  it("connects to the address the checked lookup gave, and checks again on every new connection (DNS rebinding)", async () => {
    const closing = await startReceiver((_req, res) => {
      res.setHeader("connection", "close");
      res.end("ok");
    });
    try {
      const answers = ["127.0.0.1", "127.0.0.2"]; // the second is loopback too, but not allowed
      const outbound = client({
        ...LOCAL,
        resolve: async () => [{ address: answers.shift() ?? "127.0.0.2", family: 4 }],
      });
      const url = `http://rebinding.merchant.test:${closing.port}/hook`;
      const first = await outbound.post(url, send);
      expect(first.status).toBe(200);
      expect(closing.received).toHaveLength(1);
      expect(closing.received[0]?.headers.host).toBe(`rebinding.merchant.test:${closing.port}`);
      await expectReason(outbound.post(url, send), "address-not-allowed");
      expect(closing.received).toHaveLength(1);
    } finally {
      await closing.close();
    }
  });

  it("answers dns-failed when the name does not resolve", async () => {
    const outbound = client({
      resolve: async () => {
        throw Object.assign(new Error("getaddrinfo ENOTFOUND nowhere.test"), {
          code: "ENOTFOUND",
          syscall: "getaddrinfo",
        });
      },
    });
    const err = await expectReason(outbound.post("http://nowhere.test/", send), "dns-failed");
    expect(err.message).toBe("the host name does not resolve (ENOTFOUND)");
    await expectReason(client({ resolve: async () => [] }).post("http://empty.test/", send), "dns-failed");
  });
});

describe("delivering to an allowed receiver", () => {
  it("is refused by default and delivered with allowPrivate", async () => {
    const before = ok.received.length;
    await expectReason(client().post(`${ok.url}/hook`, send), "address-not-allowed");
    expect(ok.received.length).toBe(before);

    const response = await client(LOCAL).post(`${ok.url}/hook?x=1#fragment`, {
      headers: { "content-type": "application/json", "webhook-id": "msg_1", "user-agent": "spoofed" },
      body: new TextEncoder().encode('{"event":"test"}'),
    });
    expect(response.status).toBe(200);
    expect(response.headers["x-receiver"]).toBe("ok");
    expect(response.bodyExcerpt).toBe("received");
    expect(response.truncated).toBe(false);
    expect(response.latencyMs).toBeGreaterThanOrEqual(0);
    expect(response.latencyMs).toBeLessThan(2000);
    const got = ok.received.at(-1);
    expect(got).toMatchObject({ method: "POST", url: "/hook?x=1", body: '{"event":"test"}' });
    expect(got?.headers["user-agent"]).toBe("trustplane-test/1");
    expect(got?.headers["webhook-id"]).toBe("msg_1");
    expect(got?.headers["content-length"]).toBe("16");
  });

  it("allows IPv4-mapped IPv6 of an allowed IPv4 range, and allowPrivate: true allows any address", async () => {
    // ::ffff:127.0.0.1 is refused by default (above); the allowed CIDR covers its mapped form.
    await expectReason(client().post(`http://[::ffff:127.0.0.1]:${ok.port}/`, send), "address-not-allowed");
    expect((await client(LOCAL).post(`http://[::ffff:127.0.0.1]:${ok.port}/`, send)).status).toBe(200);
    expect((await client({ allowPrivate: true }).post(`${ok.url}/`, send)).status).toBe(200);
    await expectReason(client({ allowPrivate: ["10.0.0.0/8"] }).post(`${ok.url}/`, send), "address-not-allowed");
  });

  it("refuses an allowPrivate entry that is not a CIDR", () => {
    expect(() =>
      createOutboundClient({ timeoutMs: 1, maxResponseBytes: 1, userAgent: "x", allowPrivate: ["localhost"] }),
    ).toThrow(/allowPrivate must be CIDRs/);
    expect(() =>
      createOutboundClient({ timeoutMs: 1, maxResponseBytes: 1, userAgent: "x", allowPrivate: ["10.0.0.0/33"] }),
    ).toThrow(/allowPrivate must be CIDRs/);
  });

  it("returns a redirect as it is, without following it", async () => {
    const target = await startReceiver((_req, res) => res.end("should not be reached"));
    const redirecting = await startReceiver((_req, res) => {
      res.writeHead(302, { location: `${target.url}/elsewhere` });
      res.end("moved");
    });
    try {
      const response = await client(LOCAL).post(`${redirecting.url}/hook`, send);
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe(`${target.url}/elsewhere`);
      expect(response.bodyExcerpt).toBe("moved");
      expect(redirecting.received).toHaveLength(1);
      expect(target.received).toHaveLength(0);
    } finally {
      await Promise.all([target.close(), redirecting.close()]);
    }
  });

  it("times out on a receiver that never answers, and on one that stalls mid-body", async () => {
    const silent = await startReceiver(() => {});
    const stalling = await startReceiver((_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("partial");
    });
    try {
      for (const receiver of [silent, stalling]) {
        const started = performance.now();
        const err = await expectReason(client({ ...LOCAL, timeoutMs: 300 }).post(receiver.url, send), "timeout");
        expect(err.message).toBe("no complete response within 300 ms");
        const elapsed = performance.now() - started;
        expect(elapsed).toBeGreaterThanOrEqual(250);
        expect(elapsed).toBeLessThan(1500);
      }
    } finally {
      await Promise.all([silent.close(), stalling.close()]);
    }
  });

  it("passes the caller's abort on as the caller's reason", async () => {
    const silent = await startReceiver(() => {});
    try {
      const controller = new AbortController();
      const reason = new Error("shutting down");
      setTimeout(() => controller.abort(reason), 50);
      const err = await client({ ...LOCAL, timeoutMs: 5000 })
        .post(silent.url, { ...send, signal: controller.signal })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(err).toBe(reason);
    } finally {
      await silent.close();
    }
  });

  it("keeps maxResponseBytes of a large body, without cutting a character in two", async () => {
    const large = await startReceiver((_req, res) => res.end(`${"a".repeat(63)}é${"b".repeat(10_000)}`));
    try {
      const response = await client(LOCAL).post(large.url, send);
      expect(response.status).toBe(200);
      // 64 bytes: 63 × "a" and the first byte of "é", which is held back.
      expect(response.bodyExcerpt).toBe("a".repeat(63));
      expect(response.truncated).toBe(true);
      const wider = await client({ ...LOCAL, maxResponseBytes: 100 }).post(large.url, send);
      expect(Buffer.byteLength(wider.bodyExcerpt)).toBe(100);
      expect(wider.bodyExcerpt.startsWith(`${"a".repeat(63)}é`)).toBe(true);
    } finally {
      await large.close();
    }
  });

  it("drops the connection of a body that does not end, past the drain limit", async () => {
    const endless = await startReceiver((_req, res) => {
      res.writeHead(200);
      const chunk = Buffer.alloc(16 * 1024, "x");
      const pump = () => {
        while (!res.destroyed && res.write(chunk)) {}
        if (!res.destroyed) res.once("drain", pump);
      };
      pump();
    });
    try {
      const started = performance.now();
      const response = await client({ ...LOCAL, timeoutMs: 5000 }).post(endless.url, send);
      expect(response.bodyExcerpt).toBe("x".repeat(64));
      expect(response.truncated).toBe(true);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(DRAIN_LIMIT_BYTES).toBeGreaterThan(0);
    } finally {
      await endless.close();
    }
  });

  it("answers response-too-large for oversized headers", async () => {
    const server = createNetServer((socket) => {
      socket.once("data", () => {
        socket.end(`HTTP/1.1 200 OK\r\nx-big: ${"a".repeat(32 * 1024)}\r\ncontent-length: 0\r\n\r\n`);
      });
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    try {
      await expectReason(client(LOCAL).post(`http://127.0.0.1:${port}/`, send), "response-too-large");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("answers connect-failed when nothing listens, and tls-failed when the receiver does not speak TLS", async () => {
    const probe = createNetServer();
    probe.listen(0, "127.0.0.1");
    await once(probe, "listening");
    const { port: closedPort } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const refused = await expectReason(client(LOCAL).post(`http://127.0.0.1:${closedPort}/`, send), "connect-failed");
    expect(refused.message).toBe("the connection failed (ECONNREFUSED)");

    const tls = await expectReason(client(LOCAL).post(`https://127.0.0.1:${ok.port}/`, send), "tls-failed");
    expect(tls.message).toMatch(/^the TLS handshake failed/);
  });
});

describe("classifyFailure", () => {
  it.each([
    [{ code: "UND_ERR_CONNECT_TIMEOUT" }, "timeout"],
    [{ code: "UND_ERR_HEADERS_TIMEOUT" }, "timeout"],
    [{ code: "UND_ERR_BODY_TIMEOUT" }, "timeout"],
    [new AggregateError([Object.assign(new Error("x"), { code: "ETIMEDOUT" })]), "timeout"],
    [{ code: "UND_ERR_HEADERS_OVERFLOW" }, "response-too-large"],
    [{ code: "CERT_HAS_EXPIRED" }, "tls-failed"],
    [{ code: "DEPTH_ZERO_SELF_SIGNED_CERT" }, "tls-failed"],
    [{ code: "ERR_TLS_CERT_ALTNAME_INVALID" }, "tls-failed"],
    [{ code: "ECONNRESET" }, "connect-failed"],
    [{ code: "UND_ERR_SOCKET", cause: { code: "EHOSTUNREACH" } }, "connect-failed"],
    [{ code: "UND_ERR_SOCKET", cause: { code: "CERT_REVOKED" } }, "tls-failed"],
    [new Error("anything else"), "connect-failed"],
  ] as const)("%o → %s", (err, reason) => {
    expect(classifyFailure(err, 1000).reason).toBe(reason);
  });

  it("never puts a message of the error it classifies into its own", () => {
    const err = classifyFailure(
      Object.assign(new Error("connect to 10.1.2.3 failed"), { code: "weird code 10.1.2.3" }),
      1,
    );
    expect(err.message).toBe("the connection failed");
  });
});

describe("outboundConfigFromEnv", () => {
  it("defaults, under every NODE_ENV, to allowing nothing non-public", () => {
    for (const NODE_ENV of ["test", "development", "production", undefined]) {
      expect(outboundConfigFromEnv({ NODE_ENV })).toEqual({
        timeoutMs: 15_000,
        maxResponseBytes: 4096,
        allowPrivate: [],
        resolve: expect.any(Function),
      });
    }
  });

  it("reads each setting", () => {
    expect(
      outboundConfigFromEnv({
        OUTBOUND_TIMEOUT_MS: "2500",
        OUTBOUND_MAX_RESPONSE_BYTES: "0",
        OUTBOUND_ALLOW_PRIVATE: " 127.0.0.1/32, fd00::/8 ,10.1.2.3",
      }),
    ).toEqual({
      timeoutMs: 2500,
      maxResponseBytes: 0,
      allowPrivate: ["127.0.0.1/32", "fd00::/8", "10.1.2.3"],
      resolve: expect.any(Function),
    });
  });

  it("resolves OUTBOUND_HOSTS' names without DNS, and under NODE_ENV=test nothing else but localhost", async () => {
    const test = outboundConfigFromEnv({
      NODE_ENV: "test",
      OUTBOUND_HOSTS: "Shop.Example=203.0.113.7, shop.example=2001:db8::7",
    });
    expect(await test.resolve("shop.example")).toEqual([
      { address: "203.0.113.7", family: 4 },
      { address: "2001:db8::7", family: 6 },
    ]);
    expect(await test.resolve("localhost")).toEqual([
      { address: "127.0.0.1", family: 4 },
      { address: "::1", family: 6 },
    ]);
    // Any other name fails at once, as the system resolver reports an unknown one: a test never asks DNS.
    await expect(test.resolve("example.com")).rejects.toMatchObject({ code: "ENOTFOUND" });
    // Outside tests the listed names still come first (and the rest goes to DNS).
    const live = outboundConfigFromEnv({ NODE_ENV: "production", OUTBOUND_HOSTS: "shop.example=203.0.113.7" });
    expect(await live.resolve("SHOP.example")).toEqual([{ address: "203.0.113.7", family: 4 }]);
    expect(() => outboundConfigFromEnv({ OUTBOUND_HOSTS: "shop.example" })).toThrow(/OUTBOUND_HOSTS/);
    expect(() => outboundConfigFromEnv({ OUTBOUND_HOSTS: "shop.example=not-an-ip" })).toThrow(/OUTBOUND_HOSTS/);
  });

  it("refuses wrong values, naming the variable", () => {
    expect(() => outboundConfigFromEnv({ OUTBOUND_TIMEOUT_MS: "0" })).toThrow(/OUTBOUND_TIMEOUT_MS/);
    expect(() => outboundConfigFromEnv({ OUTBOUND_MAX_RESPONSE_BYTES: "-1" })).toThrow(/OUTBOUND_MAX_RESPONSE_BYTES/);
    expect(() => outboundConfigFromEnv({ OUTBOUND_ALLOW_PRIVATE: "localhost" })).toThrow(/OUTBOUND_ALLOW_PRIVATE/);
    expect(() => outboundConfigFromEnv({ OUTBOUND_ALLOW_PRIVATE: "10.0.0.0/8/1" })).toThrow(/OUTBOUND_ALLOW_PRIVATE/);
    expect(() => outboundConfigFromEnv({ OUTBOUND_ALLOW_PRIVATE: "10.0.0.0/x" })).toThrow(/OUTBOUND_ALLOW_PRIVATE/);
  });
});
