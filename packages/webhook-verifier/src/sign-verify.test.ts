import { describe, expect, it } from "vitest";
import {
  BadSignatureError,
  BadTimestampError,
  computeSignature,
  MissingHeaderError,
  sign,
  TimestampSkewError,
  timingSafeEqual,
  verify,
  WebhookVerificationError,
} from "./index.js";

const SECRET = "whsec_test_secret";
const NOW = 1_700_000_000;
const EVENT = { eventId: "evt_1", email: "ada@example.test", amount: 12.5 };

describe("sign", () => {
  it("signs the canonical body with HMAC-SHA256 over `<timestamp>.<body>` (known vector)", async () => {
    const signed = await sign({ secret: SECRET, body: EVENT, timestamp: NOW });
    expect(signed.body).toBe('{"amount":12.5,"email":"ada@example.test","eventId":"evt_1"}');
    // printf '%s' '1700000000.<body>' | openssl dgst -sha256 -hmac whsec_test_secret
    expect(signed.headers).toEqual({
      "X-Svc-Timestamp": "1700000000",
      "X-Svc-Signature": "5b6f743876f51ac919b2e318275596514ca270f7639c045acfd20df61d74bd84",
      "Content-Type": "application/json",
    });
  });

  it("defaults the timestamp to now", async () => {
    const before = Math.floor(Date.now() / 1000);
    const signed = await sign({ secret: SECRET, body: {} });
    const ts = Number(signed.headers["X-Svc-Timestamp"]);
    expect(ts).toBeGreaterThanOrEqual(before);
    expect(ts).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it("refuses an empty secret, a bad timestamp and non-JSON bodies", async () => {
    await expect(sign({ secret: "", body: {} })).rejects.toThrow(TypeError);
    await expect(sign({ secret: SECRET, body: {}, timestamp: 1.5 })).rejects.toThrow(RangeError);
    await expect(sign({ secret: SECRET, body: { n: Number.NaN } })).rejects.toThrow(TypeError);
  });
});

describe("verify", () => {
  const signed = () => sign({ secret: SECRET, body: EVENT, timestamp: NOW });

  it("accepts the signed body as received (string, bytes, Headers or a plain record)", async () => {
    const { headers, body } = await signed();
    await expect(verify({ secret: SECRET, headers, body, now: NOW })).resolves.toEqual({
      timestamp: NOW,
      matchedOn: "raw",
    });
    await expect(
      verify({ secret: SECRET, headers: new Headers(headers), body: new TextEncoder().encode(body), now: NOW }),
    ).resolves.toEqual({ timestamp: NOW, matchedOn: "raw" });
    const lowercase = {
      "x-svc-timestamp": headers["X-Svc-Timestamp"],
      "x-svc-signature": headers["X-Svc-Signature"].toUpperCase(),
    };
    await expect(verify({ secret: SECRET, headers: lowercase, body, now: NOW })).resolves.toMatchObject({
      matchedOn: "raw",
    });
  });

  it("accepts a body that was re-serialized (whitespace, key order) by its canonical form", async () => {
    const { headers } = await signed();
    const reserialized = JSON.stringify({ eventId: "evt_1", amount: 12.5, email: "ada@example.test" }, null, 2);
    await expect(verify({ secret: SECRET, headers, body: reserialized, now: NOW })).resolves.toEqual({
      timestamp: NOW,
      matchedOn: "canonical",
    });
  });

  it("accepts a raw body signed as sent even when it is not canonical", async () => {
    const body = '{ "z": 1, "a": 2 }';
    const signature = await computeSignature({ secret: SECRET, timestamp: NOW, body });
    const headers = { "X-Svc-Timestamp": String(NOW), "X-Svc-Signature": signature };
    await expect(verify({ secret: SECRET, headers, body, now: NOW })).resolves.toMatchObject({ matchedOn: "raw" });
  });

  it("accepts any of several secrets (rotation)", async () => {
    const { headers, body } = await signed();
    await expect(verify({ secret: ["new-secret", SECRET], headers, body, now: NOW })).resolves.toMatchObject({
      timestamp: NOW,
    });
    await expect(verify({ secret: ["new-secret", "other"], headers, body, now: NOW })).rejects.toThrow(
      BadSignatureError,
    );
  });

  it("refuses a changed body, a wrong secret and a changed timestamp", async () => {
    const { headers, body } = await signed();
    await expect(verify({ secret: SECRET, headers, body: body.replace("12.5", "125"), now: NOW })).rejects.toThrow(
      BadSignatureError,
    );
    await expect(verify({ secret: "wrong", headers, body, now: NOW })).rejects.toThrow(BadSignatureError);
    const moved = { ...headers, "X-Svc-Timestamp": String(NOW + 1) };
    await expect(verify({ secret: SECRET, headers: moved, body, now: NOW })).rejects.toThrow(BadSignatureError);
  });

  it("refuses a signature that is not 64 hex characters", async () => {
    const { headers, body } = await signed();
    for (const bad of [
      "",
      "zz",
      headers["X-Svc-Signature"].slice(2),
      `${headers["X-Svc-Signature"]}00`,
      `sha256=${headers["X-Svc-Signature"]}`,
    ]) {
      await expect(
        verify({ secret: SECRET, headers: { ...headers, "X-Svc-Signature": bad }, body, now: NOW }),
      ).rejects.toThrow(BadSignatureError);
    }
  });

  it("names the missing header", async () => {
    const { headers, body } = await signed();
    const noSignature = { "X-Svc-Timestamp": headers["X-Svc-Timestamp"] };
    await expect(verify({ secret: SECRET, headers: noSignature, body, now: NOW })).rejects.toMatchObject({
      name: "MissingHeaderError",
      header: "X-Svc-Signature",
    });
    await expect(verify({ secret: SECRET, headers: {}, body, now: NOW })).rejects.toThrow(MissingHeaderError);
  });

  it.each(["", "abc", "-5", "1.5", "1e9", "0x10", "1700000000 1", "1234567890123"])(
    "refuses the timestamp %j",
    async (timestamp) => {
      const { headers, body } = await signed();
      await expect(
        verify({ secret: SECRET, headers: { ...headers, "X-Svc-Timestamp": timestamp }, body, now: NOW }),
      ).rejects.toThrow(BadTimestampError);
    },
  );

  it("refuses a header sent twice", async () => {
    const { headers, body } = await signed();
    const twice = { "x-svc-timestamp": [String(NOW), String(NOW)], "x-svc-signature": headers["X-Svc-Signature"] };
    await expect(verify({ secret: SECRET, headers: twice, body, now: NOW })).rejects.toThrow(BadTimestampError);
  });

  it("allows exactly the tolerance either way and refuses one second more with 'timestamp skew'", async () => {
    const { headers, body } = await signed();
    await expect(verify({ secret: SECRET, headers, body, now: NOW + 300 })).resolves.toMatchObject({ timestamp: NOW });
    await expect(verify({ secret: SECRET, headers, body, now: NOW - 300 })).resolves.toMatchObject({ timestamp: NOW });
    const late = verify({ secret: SECRET, headers, body, now: NOW + 301 });
    await expect(late).rejects.toThrow(TimestampSkewError);
    await expect(late).rejects.toThrow(/timestamp skew/);
    await expect(late).rejects.toMatchObject({ skewSeconds: -301, toleranceSeconds: 300, code: "timestamp_skew" });
    await expect(verify({ secret: SECRET, headers, body, now: NOW - 301 })).rejects.toMatchObject({ skewSeconds: 301 });
    await expect(verify({ secret: SECRET, headers, body, now: NOW + 60, toleranceSeconds: 30 })).rejects.toThrow(
      TimestampSkewError,
    );
  });

  it("checks the timestamp window before the signature (a skewed forgery still says 'timestamp skew')", async () => {
    const headers = { "X-Svc-Timestamp": String(NOW - 1000), "X-Svc-Signature": "0".repeat(64) };
    await expect(verify({ secret: SECRET, headers, body: "{}", now: NOW })).rejects.toThrow(TimestampSkewError);
  });

  it("gives every failure a common base class and a stable code", async () => {
    const error = await verify({ secret: SECRET, headers: {}, body: "{}", now: NOW }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookVerificationError);
    expect(error).toMatchObject({ code: "missing_header" });
  });

  it("requires a secret", async () => {
    const { headers, body } = await signed();
    await expect(verify({ secret: [], headers, body, now: NOW })).rejects.toThrow(TypeError);
    await expect(verify({ secret: "", headers, body, now: NOW })).rejects.toThrow(TypeError);
  });
});

describe("timingSafeEqual", () => {
  it("compares bytes", () => {
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
    expect(timingSafeEqual(new Uint8Array(), new Uint8Array())).toBe(true);
  });
});
