// The thin helpers, each driven the way an integrator uses it: a Fetch Request (Hono, Deno, Bun, workers),
// a node:http server and an Express app, over real sockets on 127.0.0.1 where there is a server.
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import {
  BadSignatureError,
  keepRawBody,
  MissingHeaderError,
  PayloadTooLargeError,
  sign,
  verifyIncomingMessage,
  verifyRequest,
  WebhookVerificationError,
  webhookMiddleware,
} from "../src/index.js";

const SECRET = "whsec_frameworks";
const NOW = 1_700_000_000;
const EVENT = { eventId: "evt_7", amount: 12.5, note: "café 😀" };

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const listen = async (server: Server): Promise<string> => {
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const post = async (url: string, body: string, headers: Record<string, string>) => {
  const res = await fetch(url, { method: "POST", headers, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe("verifyRequest (Fetch Request: Hono's c.req.raw, Deno, Bun, workers)", () => {
  const request = (body: BodyInit, headers: HeadersInit) =>
    new Request("http://127.0.0.1/webhooks", { method: "POST", headers, body, duplex: "half" } as RequestInit);

  it("reads the body, verifies it and hands back text and parsed payload", async () => {
    const signed = await sign({ secret: SECRET, body: EVENT, timestamp: NOW });
    const verified = await verifyRequest(request(signed.body, signed.headers), { secret: SECRET, now: NOW });
    expect(verified).toMatchObject({
      timestamp: NOW,
      matchedOn: "raw",
      secretIndex: 0,
      text: signed.body,
      payload: EVENT,
    });
    expect(new TextDecoder().decode(verified.rawBody)).toBe(signed.body);
  });

  it("verifies the bytes as sent, not a decoded copy (a leading byte-order mark is kept)", async () => {
    const body = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"a":1}')]);
    const signature = Buffer.from(
      await crypto.subtle.sign(
        "HMAC",
        await crypto.subtle.importKey(
          "raw",
          new TextEncoder().encode(SECRET),
          { name: "HMAC", hash: "SHA-256" },
          false,
          ["sign"],
        ),
        new Uint8Array([...new TextEncoder().encode(`${NOW}.`), ...body]),
      ),
    ).toString("hex");
    const headers = { "X-Svc-Timestamp": String(NOW), "X-Svc-Signature": signature };
    await expect(verifyRequest(request(body, headers), { secret: SECRET, now: NOW })).resolves.toMatchObject({
      matchedOn: "raw",
    });
  });

  it("refuses a bad signature, missing headers, an already-read body, and a body over the limit", async () => {
    const signed = await sign({ secret: SECRET, body: EVENT, timestamp: NOW });
    await expect(
      verifyRequest(request(signed.body.replace("12.5", "13"), signed.headers), { secret: SECRET, now: NOW }),
    ).rejects.toThrow(BadSignatureError);
    await expect(verifyRequest(request(signed.body, {}), { secret: SECRET, now: NOW })).rejects.toThrow(
      MissingHeaderError,
    );
    const used = request(signed.body, signed.headers);
    await used.text();
    await expect(verifyRequest(used, { secret: SECRET, now: NOW })).rejects.toThrow(/already read/);

    const declared = request(signed.body, { ...signed.headers, "content-length": "5000000" });
    await expect(verifyRequest(declared, { secret: SECRET, now: NOW })).rejects.toThrow(PayloadTooLargeError);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    await expect(
      verifyRequest(request(endless, signed.headers), { secret: SECRET, now: NOW, maxBodyBytes: 4096 }),
    ).rejects.toMatchObject({ code: "payload_too_large", limitBytes: 4096 });
    expect(pulled).toBeLessThan(10);
  });

  it("reports an empty body as empty text with no payload", async () => {
    const signature = Buffer.from(
      await crypto.subtle.sign(
        "HMAC",
        await crypto.subtle.importKey(
          "raw",
          new TextEncoder().encode(SECRET),
          { name: "HMAC", hash: "SHA-256" },
          false,
          ["sign"],
        ),
        new TextEncoder().encode(`${NOW}.`),
      ),
    ).toString("hex");
    const req = new Request("http://127.0.0.1/", {
      method: "POST",
      headers: { "X-Svc-Timestamp": String(NOW), "X-Svc-Signature": signature },
    });
    await expect(verifyRequest(req, { secret: SECRET, now: NOW })).resolves.toMatchObject({
      text: "",
      payload: undefined,
    });
  });
});

describe("verifyIncomingMessage (node:http)", () => {
  const receiver = (options: { maxBodyBytes?: number } = {}) =>
    createServer(async (req, res) => {
      try {
        const verified = await verifyIncomingMessage(req, { secret: SECRET, now: NOW, ...options });
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(verified.payload));
      } catch (error) {
        const status =
          error instanceof PayloadTooLargeError ? 413 : error instanceof WebhookVerificationError ? 401 : 500;
        res
          .writeHead(status, { "content-type": "application/json" })
          .end(JSON.stringify({ error: (error as { code?: string }).code }));
      }
    });

  it("collects the body, verifies it and answers with the payload", async () => {
    const url = await listen(receiver());
    const signed = await sign({ secret: SECRET, body: EVENT, timestamp: NOW });
    expect(await post(url, signed.body, signed.headers)).toEqual({ status: 200, body: EVENT });
    expect(await post(url, signed.body, { ...signed.headers, "X-Svc-Timestamp": String(NOW - 301) })).toEqual({
      status: 401,
      body: { error: "timestamp_skew" },
    });
  });

  it("stops at the size limit and the client still gets the 413 answer (declared or streamed length)", async () => {
    const url = await listen(receiver({ maxBodyBytes: 1024 }));
    const signed = await sign({ secret: SECRET, body: { pad: "x".repeat(2_000_000) }, timestamp: NOW });
    expect(await post(url, signed.body, signed.headers)).toEqual({ status: 413, body: { error: "payload_too_large" } });
    // Chunked, no Content-Length: the limit applies while reading.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 64; i++) controller.enqueue(new Uint8Array(1024).fill(32));
        controller.close();
      },
    });
    const res = await fetch(url, {
      method: "POST",
      headers: signed.headers,
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    // A small request on a fresh connection still works afterwards.
    const small = await sign({ secret: SECRET, body: { ok: true }, timestamp: NOW });
    expect((await post(url, small.body, small.headers)).status).toBe(200);
  });

  it("refuses a request whose body a parser already read", async () => {
    const url = await listen(
      createServer(async (req: IncomingMessage, res) => {
        for await (const _ of req);
        const error = await verifyIncomingMessage(req, { secret: SECRET, now: NOW }).catch((e: Error) => e);
        res.end(JSON.stringify({ message: (error as Error).message }));
      }),
    );
    const signed = await sign({ secret: SECRET, body: EVENT, timestamp: NOW });
    expect((await post(url, signed.body, signed.headers)).body.message).toMatch(/already read/);
  });
});

describe("webhookMiddleware (Express)", () => {
  const app = (setup: (app: express.Express) => void) => {
    const instance = express();
    setup(instance);
    instance.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).json({ error: "misconfigured", message: error.message });
    });
    return listen(createServer(instance));
  };
  const handler = (req: express.Request, res: express.Response) => {
    res.json({ body: req.body, webhook: { ...(req as { webhook?: object }).webhook, rawBody: undefined } });
  };

  it("works behind express.raw({ type: 'application/json' }) and sets req.body and req.webhook", async () => {
    const url = await app((a) => {
      a.post(
        "/hook",
        express.raw({ type: "application/json" }),
        webhookMiddleware({ secret: SECRET, now: () => NOW }),
        handler,
      );
    });
    const signed = await sign({ secret: SECRET, body: EVENT, timestamp: NOW });
    const res = await post(`${url}/hook`, signed.body, signed.headers);
    expect(res.status).toBe(200);
    expect(res.body.body).toEqual(EVENT);
    expect(res.body.webhook).toMatchObject({ timestamp: NOW, matchedOn: "raw", secretIndex: 0, text: signed.body });
  });

  it("works with express.json({ verify: keepRawBody }) and with no body parser at all", async () => {
    const url = await app((a) => {
      a.post(
        "/kept",
        express.json({ verify: keepRawBody }),
        webhookMiddleware({ secret: SECRET, now: () => NOW }),
        handler,
      );
      a.post("/bare", webhookMiddleware({ secret: [`${SECRET}-new`, SECRET], now: () => NOW }), handler);
      a.post("/text", express.text({ type: "*/*" }), webhookMiddleware({ secret: SECRET, now: () => NOW }), handler);
    });
    const signed = await sign({ secret: SECRET, body: EVENT, timestamp: NOW });
    const kept = await post(`${url}/kept`, signed.body, signed.headers);
    expect(kept).toMatchObject({ status: 200, body: { body: EVENT, webhook: { matchedOn: "raw" } } });
    const bare = await post(`${url}/bare`, signed.body, signed.headers);
    expect(bare).toMatchObject({ status: 200, body: { body: EVENT, webhook: { secretIndex: 1 } } });
    const text = await post(`${url}/text`, signed.body, signed.headers);
    expect(text).toMatchObject({ status: 200, body: { body: EVENT } });
  });

  it("answers 401 { error, message } by default, 413 past the limit, or lets onError answer", async () => {
    const url = await app((a) => {
      a.post(
        "/hook",
        express.raw({ type: "application/json" }),
        webhookMiddleware({ secret: SECRET, now: () => NOW }),
        handler,
      );
      a.post("/small", webhookMiddleware({ secret: SECRET, now: () => NOW, maxBodyBytes: 16 }), handler);
      a.post(
        "/custom",
        express.raw({ type: "application/json" }),
        webhookMiddleware({
          secret: SECRET,
          now: () => NOW,
          onError: (error, _req, res) => {
            res.status(403).json({ refused: error.code });
          },
        }),
        handler,
      );
    });
    const signed = await sign({ secret: SECRET, body: EVENT, timestamp: NOW });
    const forged = { ...signed.headers, "X-Svc-Signature": "0".repeat(64) };
    expect(await post(`${url}/hook`, signed.body, forged)).toEqual({
      status: 401,
      body: { error: "bad_signature", message: "X-Svc-Signature does not match the request" },
    });
    expect(await post(`${url}/small`, signed.body, signed.headers)).toMatchObject({
      status: 413,
      body: { error: "payload_too_large" },
    });
    expect(await post(`${url}/custom`, signed.body, forged)).toEqual({
      status: 403,
      body: { refused: "bad_signature" },
    });
  });

  it("passes a misconfiguration (express.json without keepRawBody) to the error handler with the reason", async () => {
    const url = await app((a) => {
      a.post("/parsed", express.json(), webhookMiddleware({ secret: SECRET, now: () => NOW }), handler);
    });
    const signed = await sign({ secret: SECRET, body: EVENT, timestamp: NOW });
    const res = await post(`${url}/parsed`, signed.body, signed.headers);
    expect(res.status).toBe(500);
    expect(res.body.message).toMatch(/not a parsed object.*express\.raw/s);
  });
});
