import { createHmac } from "node:crypto";
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sign, type TestVectors } from "@trustplane/webhook-verifier";
import vectorsFile from "@trustplane/webhook-verifier/test-vectors.json" with { type: "json" };
import express, { type RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "./errors.ts";
import { requestId } from "./request-id.ts";
import { captureRawBody, verifyWebhook, type WebhookVerifierOptions } from "./webhook-hmac.ts";

const SECRET = "rights-secret-current";
const OLD_SECRET = "rights-secret-previous";
const NOW = 1_750_000_000;
const EVENT = { eventId: "evt_42", email: "ada@example.test", productKey: "book-1", period: "2025-06", amount: 12.5 };

/** The verifier package's published vectors: what partners sign with is what this receiver accepts. */
const { vectors } = vectorsFile as TestVectors;

let server: Server;
let base: string;

const hmacHex = (secret: string, timestamp: number | string, body: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/** One receiver per configuration under test, all in one express app that captures raw bodies. */
const receivers: Record<string, Partial<WebhookVerifierOptions> & { plainJson?: boolean; handler?: RequestHandler }> = {
  default: {},
  strict: { requireHmac: true },
  disabled: { secrets: [] },
  // express.json without the verify callback: only the canonical form can verify.
  "no-raw": { plainJson: true },
  // One receiver per published vector, with its secret and its clock, with and without the raw bytes.
  ...Object.fromEntries(
    vectors.flatMap((vector) => [
      [`vector-${vector.name}`, { secrets: [vector.secret], now: () => vector.timestamp }],
      [`vector-${vector.name}-no-raw`, { secrets: [vector.secret], now: () => vector.timestamp, plainJson: true }],
    ]),
  ),
};

const send = async (receiver: string, options: { body?: string; headers?: Record<string, string> } = {}) => {
  const headers = new Headers({ "content-type": "application/json" });
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const res = await fetch(`${base}/${receiver}`, {
    method: "POST",
    headers,
    body: options.body ?? JSON.stringify(EVENT),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
};

const signedHeaders = (body: string, timestamp: number = NOW, secret = SECRET) => ({
  "X-Svc-Timestamp": String(timestamp),
  "X-Svc-Signature": hmacHex(secret, timestamp, body),
});

beforeAll(async () => {
  const app = express();
  app.use(requestId);
  for (const [name, receiver] of Object.entries(receivers)) {
    app.post(
      `/${name}`,
      express.json(receiver.plainJson ? {} : { verify: captureRawBody }),
      verifyWebhook({
        secrets: [SECRET, OLD_SECRET],
        fallbackHeader: "X-Rights-Secret",
        requireHmac: false,
        now: () => NOW,
        ...receiver,
      }),
      (req, res) => {
        res.json({ ok: true, auth: req.webhookAuth, eventId: req.body?.eventId ?? null });
      },
    );
  }
  app.use(errorHandler({ exposeResponseValidation: true }));
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
});

describe("verifyWebhook: HMAC", () => {
  it("accepts a request signed by @trustplane/webhook-verifier", async () => {
    const signed = await sign({ secret: SECRET, body: EVENT, timestamp: NOW });
    const res = await send("default", { body: signed.body, headers: signed.headers });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      eventId: "evt_42",
      auth: { method: "hmac", timestamp: NOW, matchedOn: "raw" },
    });
  });

  it("verifies the raw bytes as sent, even when they are not canonical", async () => {
    const body = '{\n  "eventId": "evt_42",   "amount": 12.50, "email": "ada@example.test"\n}';
    const res = await send("default", { body, headers: signedHeaders(body) });
    expect(res.status).toBe(200);
    expect(res.body.auth.matchedOn).toBe("raw");
  });

  it("accepts a body re-serialized after signing, through its canonical form (RFC 8785)", async () => {
    const canonical =
      '{"amount":12.5,"email":"ada@example.test","eventId":"evt_42","period":"2025-06","productKey":"book-1"}';
    const reserialized = JSON.stringify(
      { period: "2025-06", eventId: "evt_42", amount: 12.5, productKey: "book-1", email: "ada@example.test" },
      null,
      2,
    );
    const res = await send("default", { body: reserialized, headers: signedHeaders(canonical) });
    expect(res.status).toBe(200);
    expect(res.body.auth.matchedOn).toBe("canonical");
  });

  it("accepts every configured secret (rotation)", async () => {
    const body = JSON.stringify(EVENT);
    expect((await send("default", { body, headers: signedHeaders(body, NOW, OLD_SECRET) })).status).toBe(200);
    expect((await send("default", { body, headers: signedHeaders(body, NOW, "unknown-secret") })).status).toBe(401);
  });

  it("refuses a changed body, a changed timestamp and a bad signature with 401", async () => {
    const body = JSON.stringify(EVENT);
    const headers = signedHeaders(body);
    const changed = await send("default", { body: body.replace("12.5", "1250"), headers });
    expect(changed.status).toBe(401);
    expect(changed.body).toMatchObject({ status: 401, type: "https://trustplane.dev/problems/webhook-signature" });
    expect((await send("default", { body, headers: { ...headers, "X-Svc-Timestamp": String(NOW + 1) } })).status).toBe(
      401,
    );
    for (const bad of [
      "nothex",
      headers["X-Svc-Signature"].slice(1),
      `${headers["X-Svc-Signature"]}0`,
      "0".repeat(64),
    ]) {
      expect((await send("default", { body, headers: { ...headers, "X-Svc-Signature": bad } })).status).toBe(401);
    }
  });

  it("accepts an uppercase hex signature", async () => {
    const body = JSON.stringify(EVENT);
    const headers = signedHeaders(body);
    expect(
      (
        await send("default", {
          body,
          headers: { ...headers, "X-Svc-Signature": headers["X-Svc-Signature"].toUpperCase() },
        })
      ).status,
    ).toBe(200);
  });

  it("refuses a request with only one of the two headers", async () => {
    const body = JSON.stringify(EVENT);
    const headers = signedHeaders(body);
    const noSignature = await send("default", {
      body,
      headers: { "X-Svc-Timestamp": headers["X-Svc-Timestamp"], "X-Rights-Secret": SECRET },
    });
    expect(noSignature.status).toBe(401);
    expect(noSignature.body.detail).toContain("X-Svc-Signature");
    const noTimestamp = await send("default", {
      body,
      headers: { "X-Svc-Signature": headers["X-Svc-Signature"], "X-Rights-Secret": SECRET },
    });
    expect(noTimestamp.status).toBe(401);
    expect(noTimestamp.body.detail).toContain("X-Svc-Timestamp");
  });

  it.each(["abc", "1.5", "-1750000000", "1750000000abc", "1e9", ""])(
    "refuses the malformed timestamp %j with 401",
    async (timestamp) => {
      const body = JSON.stringify(EVENT);
      const res = await send("default", {
        body,
        headers: { "X-Svc-Timestamp": timestamp, "X-Svc-Signature": hmacHex(SECRET, timestamp, body) },
      });
      expect(res.status).toBe(401);
      expect(res.body.type).toBe("https://trustplane.dev/problems/webhook-timestamp");
    },
  );

  it("allows ±300 s and refuses 301 s either way with 401 'timestamp skew'", async () => {
    const body = JSON.stringify(EVENT);
    expect((await send("default", { body, headers: signedHeaders(body, NOW - 300) })).status).toBe(200);
    expect((await send("default", { body, headers: signedHeaders(body, NOW + 300) })).status).toBe(200);
    for (const timestamp of [NOW - 301, NOW + 301, NOW - 86_400, 0]) {
      const res = await send("default", { body, headers: signedHeaders(body, timestamp) });
      expect(res.status).toBe(401);
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(res.body.detail).toContain("timestamp skew");
      expect(res.body.type).toBe("https://trustplane.dev/problems/webhook-timestamp-skew");
    }
  });

  it("says 'timestamp skew' for a stale request whatever its signature", async () => {
    const res = await send("default", {
      headers: { "X-Svc-Timestamp": String(NOW - 1000), "X-Svc-Signature": "f".repeat(64) },
    });
    expect(res.status).toBe(401);
    expect(res.body.detail).toContain("timestamp skew");
  });

  it("refuses a body with a repeated member name whose other reading is signed (no canonical fallback)", async () => {
    // JSON.parse (and so express.json) keeps the last "amount"; a parser that keeps the first reads 99999.
    const signed = '{"amount":12.5,"eventId":"evt_1"}';
    const forged = '{"amount":99999,"amount":12.5,"eventId":"evt_1"}';
    const res = await send("default", { body: forged, headers: signedHeaders(signed) });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ type: "https://trustplane.dev/problems/webhook-signature" });
    expect(res.body.detail).toMatch(/member name "amount" appears twice/);
    // Nested, and spelled with an escape: the same refusal.
    const nested = '{"eventId":"evt_1","payout":{"amount":99999,"\\u0061mount":12.5}}';
    const nestedRes = await send("default", {
      body: nested,
      headers: signedHeaders('{"eventId":"evt_1","payout":{"amount":12.5}}'),
    });
    expect(nestedRes.status).toBe(401);
    expect(nestedRes.body.detail).toMatch(/appears twice/);
    // The same bytes signed as sent are the partner's own choice, and verify.
    expect((await send("default", { body: forged, headers: signedHeaders(forged) })).status).toBe(200);
  });

  it("refuses a body with a lone surrogate escape through the canonical fallback", async () => {
    const body = '{"eventId":"evt_\\ud800"}';
    const res = await send("default", { body, headers: signedHeaders('{"eventId":"evt_"}') });
    expect(res.status).toBe(401);
    expect(res.body.detail).toMatch(/lone UTF-16 surrogate/);
  });

  it("verifies the canonical form when the raw body was not captured (and only that)", async () => {
    const signed = await sign({ secret: SECRET, body: EVENT, timestamp: NOW });
    expect((await send("no-raw", { body: JSON.stringify(EVENT, null, 1), headers: signed.headers })).status).toBe(200);
    const rawOnly = '{"eventId":"evt_42"}';
    expect(
      (await send("no-raw", { body: ' {"eventId" : "evt_42"}', headers: signedHeaders(' {"eventId" : "evt_42"}') }))
        .status,
    ).toBe(401);
    expect((await send("no-raw", { body: rawOnly, headers: signedHeaders(rawOnly) })).status).toBe(200);
  });
});

describe("verifyWebhook: the published test vectors (@trustplane/webhook-verifier/test-vectors.json)", () => {
  const vectorHeaders = (vector: (typeof vectors)[number]) => ({
    "X-Svc-Timestamp": String(vector.timestamp),
    "X-Svc-Signature": vector.signature,
  });

  it("has vectors to check", () => {
    expect(vectors.length).toBeGreaterThanOrEqual(10);
  });

  it.each(vectors.map((v) => [v.name, v] as const))(
    "%s: accepts the canonical body on its raw bytes, and on its canonical form when the bytes are not kept",
    async (_name, vector) => {
      const raw = await send(`vector-${vector.name}`, { body: vector.canonicalBody, headers: vectorHeaders(vector) });
      expect(raw.status).toBe(200);
      expect(raw.body.auth).toEqual({ method: "hmac", timestamp: vector.timestamp, matchedOn: "raw" });
      const parsed = await send(`vector-${vector.name}-no-raw`, {
        body: vector.canonicalBody,
        headers: vectorHeaders(vector),
      });
      expect(parsed.status).toBe(200);
      expect(parsed.body.auth.matchedOn).toBe("canonical");
    },
  );

  it.each(vectors.map((v) => [v.name, v] as const))(
    "%s: accepts the body re-serialized by the partner (canonical form)",
    async (_name, vector) => {
      const pretty = JSON.stringify(vector.body, null, 2);
      const res = await send(`vector-${vector.name}`, { body: pretty, headers: vectorHeaders(vector) });
      expect(res.status).toBe(200);
      expect(res.body.auth.matchedOn).toBe(pretty === vector.canonicalBody ? "raw" : "canonical");
    },
  );

  it.each(vectors.map((v) => [v.name, v] as const))(
    "%s: refuses it with a changed signature, a moved timestamp or a wrapped body",
    async (_name, vector) => {
      const headers = vectorHeaders(vector);
      const flipped = `${headers["X-Svc-Signature"][0] === "0" ? "1" : "0"}${headers["X-Svc-Signature"].slice(1)}`;
      const receiver = `vector-${vector.name}`;
      const refused = [
        await send(receiver, { body: vector.canonicalBody, headers: { ...headers, "X-Svc-Signature": flipped } }),
        await send(receiver, {
          body: vector.canonicalBody,
          headers: { ...headers, "X-Svc-Timestamp": String(vector.timestamp + 1) },
        }),
        await send(receiver, { body: `[${vector.canonicalBody}]`, headers }),
      ];
      for (const res of refused) {
        expect(res.status).toBe(401);
        expect(res.body.type).toBe("https://trustplane.dev/problems/webhook-signature");
      }
    },
  );
});

describe("verifyWebhook: fallback header", () => {
  it("accepts the receiver's secret header when no HMAC header is sent", async () => {
    const res = await send("default", { headers: { "X-Rights-Secret": SECRET } });
    expect(res.status).toBe(200);
    expect(res.body.auth).toEqual({ method: "shared-secret" });
    expect((await send("default", { headers: { "x-rights-secret": OLD_SECRET } })).status).toBe(200);
  });

  it("refuses a wrong or missing secret header", async () => {
    for (const secret of ["wrong", `${SECRET}x`, SECRET.slice(0, -1), ""]) {
      const res = await send("default", { headers: { "X-Rights-Secret": secret } });
      expect(res.status).toBe(401);
    }
    const none = await send("default");
    expect(none.status).toBe(401);
    expect(none.body.detail).toContain("X-Rights-Secret");
  });

  it("ignores the secret header when HMAC headers are present", async () => {
    const body = JSON.stringify(EVENT);
    const res = await send("default", {
      body,
      headers: { "X-Svc-Timestamp": String(NOW), "X-Svc-Signature": "0".repeat(64), "X-Rights-Secret": SECRET },
    });
    expect(res.status).toBe(401);
  });

  it("refuses the secret header when HMAC is required (WEBHOOK_REQUIRE_HMAC=1), and still accepts HMAC", async () => {
    const res = await send("strict", { headers: { "X-Rights-Secret": SECRET } });
    expect(res.status).toBe(401);
    expect(res.body.detail).toContain("requires HMAC");
    const body = JSON.stringify(EVENT);
    expect((await send("strict", { body, headers: signedHeaders(body) })).status).toBe(200);
  });
});

describe("verifyWebhook: configuration", () => {
  it("answers 503 problem when no secret is configured", async () => {
    const body = JSON.stringify(EVENT);
    const res = await send("disabled", { body, headers: signedHeaders(body) });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 503, type: "https://trustplane.dev/problems/webhook-disabled" });
    expect((await send("disabled", { headers: { "X-Rights-Secret": "" } })).status).toBe(503);
  });
});
