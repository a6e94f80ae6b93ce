import { beforeAll, describe, expect, it, vi } from "vitest";
import { BACKENDS, loadPackage, type Package } from "./load-package.js";

const SECRET = "whsec_test_secret";
const NOW = 1_700_000_000;
const EVENT = { eventId: "evt_1", email: "ada@example.test", amount: 12.5 };
// printf '%s' '1700000000.{"amount":12.5,"email":"ada@example.test","eventId":"evt_1"}' | openssl dgst -sha256 -hmac whsec_test_secret
const KNOWN_SIGNATURE = "5b6f743876f51ac919b2e318275596514ca270f7639c045acfd20df61d74bd84";

describe.each(BACKENDS)("with the %s backend", (backend) => {
  let p: Package;
  beforeAll(async () => {
    p = await loadPackage(backend);
    expect(p.hmacBackend).toBe(backend);
  });
  const signed = () => p.sign({ secret: SECRET, body: EVENT, timestamp: NOW });

  describe("sign", () => {
    it("signs the canonical body with HMAC-SHA256 over `<timestamp>.<body>` (known vector)", async () => {
      const result = await signed();
      expect(result.body).toBe('{"amount":12.5,"email":"ada@example.test","eventId":"evt_1"}');
      expect(result.headers).toEqual({
        "X-Svc-Timestamp": "1700000000",
        "X-Svc-Signature": KNOWN_SIGNATURE,
        "Content-Type": "application/json",
      });
    });

    it("defaults the timestamp to now", async () => {
      const before = Math.floor(Date.now() / 1000);
      const result = await p.sign({ secret: SECRET, body: {} });
      const ts = Number(result.headers["X-Svc-Timestamp"]);
      expect(ts).toBeGreaterThanOrEqual(before);
      expect(ts).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    });

    it("refuses an empty secret, a bad timestamp and non-JSON bodies", async () => {
      await expect(p.sign({ secret: "", body: {} })).rejects.toThrow(TypeError);
      await expect(p.sign({ secret: SECRET, body: {}, timestamp: 1.5 })).rejects.toThrow(RangeError);
      await expect(p.sign({ secret: SECRET, body: {}, timestamp: -1 })).rejects.toThrow(RangeError);
      await expect(p.sign({ secret: SECRET, body: {}, timestamp: 10 ** 12 })).rejects.toThrow(RangeError);
      await expect(p.sign({ secret: SECRET, body: { n: Number.NaN } })).rejects.toThrow(p.CanonicalizationError);
    });

    it("computeSignature signs text or bytes as given, without canonicalizing", async () => {
      const body = '{ "z": 1 }';
      const fromText = await p.computeSignature({ secret: SECRET, timestamp: NOW, body });
      const fromBytes = await p.computeSignature({
        secret: SECRET,
        timestamp: NOW,
        body: new TextEncoder().encode(body),
      });
      expect(fromText).toMatch(/^[0-9a-f]{64}$/);
      expect(fromBytes).toBe(fromText);
    });
  });

  describe("verify", () => {
    it("accepts the signed body as received: string, Uint8Array, Buffer, ArrayBuffer, DataView", async () => {
      const { headers, body } = await signed();
      const bytes = new TextEncoder().encode(body);
      const padded = new Uint8Array(bytes.length + 8);
      padded.set(bytes, 4);
      for (const raw of [
        body,
        bytes,
        Buffer.from(body),
        bytes.buffer,
        new DataView(padded.buffer, 4, bytes.length),
        padded.subarray(4, 4 + bytes.length),
      ]) {
        await expect(p.verify({ secret: SECRET, headers, body: raw, now: NOW })).resolves.toEqual({
          timestamp: NOW,
          matchedOn: "raw",
          secretIndex: 0,
        });
      }
    });

    it("reads headers from a Fetch Headers, a Node-style lowercase record, or any case; hex in either case", async () => {
      const { headers, body } = await signed();
      await expect(p.verify({ secret: SECRET, headers: new Headers(headers), body, now: NOW })).resolves.toMatchObject({
        matchedOn: "raw",
      });
      const lowercase = {
        "x-svc-timestamp": headers["X-Svc-Timestamp"],
        "x-svc-signature": headers["X-Svc-Signature"].toUpperCase(),
      };
      await expect(p.verify({ secret: SECRET, headers: lowercase, body, now: NOW })).resolves.toMatchObject({
        matchedOn: "raw",
      });
      const mixed = { "X-SVC-TIMESTAMP": [headers["X-Svc-Timestamp"]], "x-Svc-Signature": headers["X-Svc-Signature"] };
      await expect(p.verify({ secret: SECRET, headers: mixed, body, now: NOW })).resolves.toMatchObject({
        timestamp: NOW,
      });
    });

    it("refuses a parsed object with a TypeError that says to pass the raw body and why", async () => {
      const { headers } = await signed();
      const error = await p.verify({ secret: SECRET, headers, body: EVENT as never, now: NOW }).then(
        () => new Error("resolved"),
        (e: unknown) => e as Error,
      );
      expect(error).toBeInstanceOf(TypeError);
      expect(error).not.toBeInstanceOf(p.WebhookVerificationError);
      expect(error.message).toMatch(/raw request body/);
      expect(error.message).toMatch(/re-serializing parsed JSON can change them/);
      expect(error.message).toMatch(/express\.raw\(\{ type: 'application\/json' \}\)/);
      await expect(p.verify({ secret: SECRET, headers, body: [1] as never, now: NOW })).rejects.toThrow(/an array/);
      await expect(p.verify({ secret: SECRET, headers, body: undefined as never, now: NOW })).rejects.toThrow(
        TypeError,
      );
      await expect(p.verify({ secret: SECRET, headers, body: 42 as never, now: NOW })).rejects.toThrow(TypeError);
    });

    it("accepts a body that was re-serialized (whitespace, key order) by its canonical form", async () => {
      const { headers } = await signed();
      const reserialized = JSON.stringify({ eventId: "evt_1", amount: 12.5, email: "ada@example.test" }, null, 2);
      await expect(p.verify({ secret: SECRET, headers, body: reserialized, now: NOW })).resolves.toEqual({
        timestamp: NOW,
        matchedOn: "canonical",
        secretIndex: 0,
      });
      await expect(
        p.verify({ secret: SECRET, headers, body: new TextEncoder().encode(reserialized), now: NOW }),
      ).resolves.toMatchObject({ matchedOn: "canonical" });
    });

    it("accepts a raw body signed as sent even when it is not canonical", async () => {
      const body = '{ "z": 1, "a": 2 }';
      const signature = await p.computeSignature({ secret: SECRET, timestamp: NOW, body });
      const headers = { "X-Svc-Timestamp": String(NOW), "X-Svc-Signature": signature };
      await expect(p.verify({ secret: SECRET, headers, body, now: NOW })).resolves.toMatchObject({ matchedOn: "raw" });
    });

    it("accepts any of several secrets (rotation) and says which one matched", async () => {
      const { headers, body } = await signed();
      await expect(p.verify({ secret: ["new-secret", SECRET], headers, body, now: NOW })).resolves.toEqual({
        timestamp: NOW,
        matchedOn: "raw",
        secretIndex: 1,
      });
      await expect(p.verify({ secret: [SECRET, "old"], headers, body, now: NOW })).resolves.toMatchObject({
        secretIndex: 0,
      });
      await expect(p.verify({ secret: ["new-secret", "other"], headers, body, now: NOW })).rejects.toThrow(
        p.BadSignatureError,
      );
    });

    it("refuses a changed body, a wrong secret and a changed timestamp", async () => {
      const { headers, body } = await signed();
      await expect(p.verify({ secret: SECRET, headers, body: body.replace("12.5", "125"), now: NOW })).rejects.toThrow(
        p.BadSignatureError,
      );
      await expect(p.verify({ secret: "wrong", headers, body, now: NOW })).rejects.toThrow(p.BadSignatureError);
      const moved = { ...headers, "X-Svc-Timestamp": String(NOW + 1) };
      await expect(p.verify({ secret: SECRET, headers: moved, body, now: NOW })).rejects.toMatchObject({
        code: "bad_signature",
      });
    });

    it("refuses every single-character change of the signature", async () => {
      const { headers, body } = await signed();
      const good = headers["X-Svc-Signature"];
      for (let i = 0; i < good.length; i++) {
        const flipped = good.slice(0, i) + (good[i] === "0" ? "1" : "0") + good.slice(i + 1);
        await expect(
          p.verify({ secret: SECRET, headers: { ...headers, "X-Svc-Signature": flipped }, body, now: NOW }),
        ).rejects.toThrow(p.BadSignatureError);
      }
    });

    it("refuses a signature that is not 64 hex characters", async () => {
      const { headers, body } = await signed();
      for (const bad of [
        "",
        "zz",
        headers["X-Svc-Signature"].slice(2),
        `${headers["X-Svc-Signature"]}00`,
        `sha256=${headers["X-Svc-Signature"]}`,
        `${headers["X-Svc-Signature"].slice(0, 63)}g`,
      ]) {
        await expect(
          p.verify({ secret: SECRET, headers: { ...headers, "X-Svc-Signature": bad }, body, now: NOW }),
        ).rejects.toThrow(/64 hex characters/);
      }
    });

    it("accepts several signatures separated by commas (a sender mid-rotation), any one verifying", async () => {
      const { headers, body } = await signed();
      const good = headers["X-Svc-Signature"];
      const other = (await p.sign({ secret: "whsec_other", body: EVENT, timestamp: NOW })).headers["X-Svc-Signature"];
      for (const both of [`${other},${good}`, `${good}, ${other}`, `${other},${other},${other},${good}`]) {
        expect(
          await p.verify({ secret: SECRET, headers: { ...headers, "X-Svc-Signature": both }, body, now: NOW }),
        ).toMatchObject({ secretIndex: 0 });
      }
      // The receiver mid-rotation too: its two secrets against the sender's two signatures.
      expect(
        await p.verify({
          secret: ["whsec_new", SECRET],
          headers: { ...headers, "X-Svc-Signature": `${other},${good}` },
          body,
          now: NOW,
        }),
      ).toMatchObject({ secretIndex: 1 });
      // None of them verifying is a mismatch; more than four, an empty one or a bad one is malformed.
      await expect(
        p.verify({ secret: SECRET, headers: { ...headers, "X-Svc-Signature": `${other},${other}` }, body, now: NOW }),
      ).rejects.toMatchObject({ reason: "mismatch" });
      for (const bad of [`${good},${good},${good},${good},${good}`, `${good},`, `${good},zz`, `,${good}`]) {
        await expect(
          p.verify({ secret: SECRET, headers: { ...headers, "X-Svc-Signature": bad }, body, now: NOW }),
        ).rejects.toMatchObject({ reason: "malformed" });
      }
    });

    it("names the missing header", async () => {
      const { headers, body } = await signed();
      const noSignature = { "X-Svc-Timestamp": headers["X-Svc-Timestamp"] };
      await expect(p.verify({ secret: SECRET, headers: noSignature, body, now: NOW })).rejects.toMatchObject({
        name: "MissingHeaderError",
        code: "missing_header",
        header: "X-Svc-Signature",
      });
      await expect(p.verify({ secret: SECRET, headers: {}, body, now: NOW })).rejects.toMatchObject({
        header: "X-Svc-Timestamp",
      });
      await expect(p.verify({ secret: SECRET, headers: new Headers(), body, now: NOW })).rejects.toThrow(
        p.MissingHeaderError,
      );
    });

    it.each(["", "abc", "-5", "1.5", "1e9", "0x10", "1700000000 1", "1234567890123"])(
      "refuses the timestamp %j as a bad timestamp",
      async (timestamp) => {
        const { headers, body } = await signed();
        await expect(
          p.verify({ secret: SECRET, headers: { ...headers, "X-Svc-Timestamp": timestamp }, body, now: NOW }),
        ).rejects.toThrow(p.BadTimestampError);
      },
    );

    it("refuses a header sent twice where it can tell; Fetch's joined signatures read as a list", async () => {
      const { headers, body } = await signed();
      const twice = { "x-svc-timestamp": [String(NOW), String(NOW)], "x-svc-signature": headers["X-Svc-Signature"] };
      await expect(p.verify({ secret: SECRET, headers: twice, body, now: NOW })).rejects.toThrow(p.BadTimestampError);
      const signatureTwice = { "x-svc-timestamp": String(NOW), "x-svc-signature": [headers["X-Svc-Signature"], "00"] };
      await expect(p.verify({ secret: SECRET, headers: signatureTwice, body, now: NOW })).rejects.toMatchObject({
        reason: "malformed",
      });
      // Fetch joins a repeated header with ", ", which is the list form: each entry must be a signature.
      const fetchTwice = new Headers(headers);
      fetchTwice.append("X-Svc-Signature", "zz");
      await expect(p.verify({ secret: SECRET, headers: fetchTwice, body, now: NOW })).rejects.toMatchObject({
        reason: "malformed",
      });
    });

    it("allows exactly the tolerance either way and refuses one second more with 'timestamp skew'", async () => {
      const { headers, body } = await signed();
      await expect(p.verify({ secret: SECRET, headers, body, now: NOW + 300 })).resolves.toMatchObject({
        timestamp: NOW,
      });
      await expect(p.verify({ secret: SECRET, headers, body, now: NOW - 300 })).resolves.toMatchObject({
        timestamp: NOW,
      });
      const late = p.verify({ secret: SECRET, headers, body, now: NOW + 301 });
      await expect(late).rejects.toThrow(p.TimestampSkewError);
      await expect(late).rejects.toThrow(/timestamp skew: X-Svc-Timestamp is 301 s behind/);
      await expect(late).rejects.toMatchObject({ skewSeconds: -301, toleranceSeconds: 300, code: "timestamp_skew" });
      await expect(p.verify({ secret: SECRET, headers, body, now: NOW - 301 })).rejects.toMatchObject({
        skewSeconds: 301,
        message: expect.stringMatching(/ahead of/),
      });
    });

    it("takes a configurable tolerance, including 0", async () => {
      const { headers, body } = await signed();
      await expect(
        p.verify({ secret: SECRET, headers, body, now: NOW + 60, toleranceSeconds: 30 }),
      ).rejects.toMatchObject({ toleranceSeconds: 30 });
      await expect(
        p.verify({ secret: SECRET, headers, body, now: NOW + 3600, toleranceSeconds: 3600 }),
      ).resolves.toBeTruthy();
      await expect(p.verify({ secret: SECRET, headers, body, now: NOW, toleranceSeconds: 0 })).resolves.toBeTruthy();
      await expect(p.verify({ secret: SECRET, headers, body, now: NOW + 1, toleranceSeconds: 0 })).rejects.toThrow(
        p.TimestampSkewError,
      );
      await expect(p.verify({ secret: SECRET, headers, body, toleranceSeconds: -1 })).rejects.toThrow(RangeError);
    });

    it("takes the clock as unix seconds, a function, or the system clock (fractions are floored)", async () => {
      const fresh = await p.sign({ secret: SECRET, body: EVENT });
      await expect(p.verify({ secret: SECRET, headers: fresh.headers, body: fresh.body })).resolves.toBeTruthy();
      const { headers, body } = await signed();
      let calls = 0;
      const clock = () => {
        calls++;
        return NOW + 300.9;
      };
      await expect(p.verify({ secret: SECRET, headers, body, now: clock })).resolves.toBeTruthy();
      expect(calls).toBe(1);
      await expect(p.verify({ secret: SECRET, headers, body })).rejects.toThrow(p.TimestampSkewError);
    });

    it("checks the timestamp window before the signature (a skewed forgery still says 'timestamp skew')", async () => {
      const headers = { "X-Svc-Timestamp": String(NOW - 1000), "X-Svc-Signature": "0".repeat(64) };
      await expect(p.verify({ secret: SECRET, headers, body: "{}", now: NOW })).rejects.toThrow(p.TimestampSkewError);
    });

    it("gives every failure a common base class and a stable code", async () => {
      const error = await p.verify({ secret: SECRET, headers: {}, body: "{}", now: NOW }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(p.WebhookVerificationError);
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ code: "missing_header", name: "MissingHeaderError" });
    });

    it("requires a secret: no empty list, no empty string, no non-string", async () => {
      const { headers, body } = await signed();
      for (const secret of [[], "", [SECRET, ""], [42], undefined]) {
        await expect(p.verify({ secret: secret as never, headers, body, now: NOW })).rejects.toThrow(TypeError);
      }
    });
  });

  describe("verify with parsedBody (the body a framework parsed already)", () => {
    const pretty = JSON.stringify(EVENT, null, 2);

    it("tries the canonical form of parsedBody when the raw bytes do not verify, and says so", async () => {
      const { headers, body } = await signed();
      await expect(p.verify({ secret: SECRET, headers, body, parsedBody: EVENT, now: NOW })).resolves.toEqual({
        timestamp: NOW,
        matchedOn: "raw",
        secretIndex: 0,
      });
      await expect(
        p.verify({ secret: ["old", SECRET], headers, body: pretty, parsedBody: JSON.parse(pretty), now: NOW }),
      ).resolves.toEqual({ timestamp: NOW, matchedOn: "canonical", secretIndex: 1 });
    });

    it("uses parsedBody instead of parsing the raw body: what the framework parsed is what is checked", async () => {
      const { headers } = await signed();
      // Raw text that is not JSON at all: only the parsed value can verify.
      await expect(
        p.verify({ secret: SECRET, headers, body: "not json", parsedBody: EVENT, now: NOW }),
      ).resolves.toMatchObject({ matchedOn: "canonical" });
      // A parsed value other than the signed one is refused, whatever the raw bytes.
      await expect(
        p.verify({ secret: SECRET, headers, body: pretty, parsedBody: { ...EVENT, amount: 13 }, now: NOW }),
      ).rejects.toMatchObject({ code: "bad_signature", reason: "mismatch" });
    });

    it("verifies parsedBody alone through its canonical form when the raw bytes were not kept", async () => {
      const { headers } = await signed();
      await expect(p.verify({ secret: SECRET, headers, parsedBody: EVENT, now: NOW })).resolves.toEqual({
        timestamp: NOW,
        matchedOn: "canonical",
        secretIndex: 0,
      });
      // Signed over bytes that are not canonical: without them, nothing can match.
      const spaced = ' {"eventId" : "evt_1"}';
      const spacedHeaders = {
        ...headers,
        "X-Svc-Signature": await p.computeSignature({ secret: SECRET, timestamp: NOW, body: spaced }),
      };
      await expect(
        p.verify({ secret: SECRET, headers: spacedHeaders, parsedBody: JSON.parse(spaced), now: NOW }),
      ).rejects.toMatchObject({ reason: "mismatch" });
    });

    it("treats a parsedBody RFC 8785 cannot serialize as not matching, after the header checks", async () => {
      const { headers } = await signed();
      const lone = { eventId: "\ud800" };
      await expect(p.verify({ secret: SECRET, headers, parsedBody: lone, now: NOW })).rejects.toMatchObject({
        name: "BadSignatureError",
        reason: "mismatch",
      });
      await expect(p.verify({ secret: SECRET, headers, parsedBody: lone, now: NOW + 301 })).rejects.toMatchObject({
        code: "timestamp_skew",
      });
    });

    it("still refuses a call with neither body nor parsedBody", async () => {
      const { headers } = await signed();
      await expect(p.verify({ secret: SECRET, headers, now: NOW })).rejects.toThrow(TypeError);
      await expect(p.verify({ secret: SECRET, headers, parsedBody: undefined, now: NOW })).rejects.toThrow(
        /raw request body/,
      );
    });
  });

  describe("BadSignatureError.reason", () => {
    it("is 'malformed' for a signature that is not 64 hex digits, 'mismatch' for a wrong one", async () => {
      const { headers, body } = await signed();
      for (const bad of ["", "zz", `${headers["X-Svc-Signature"]}00`]) {
        await expect(
          p.verify({ secret: SECRET, headers: { ...headers, "X-Svc-Signature": bad }, body, now: NOW }),
        ).rejects.toMatchObject({ code: "bad_signature", reason: "malformed" });
      }
      await expect(
        p.verify({
          secret: SECRET,
          headers: { ...headers, "X-Svc-Signature": ["a".repeat(64), "b".repeat(64)] },
          body,
          now: NOW,
        }),
      ).rejects.toMatchObject({ reason: "malformed" });
      await expect(p.verify({ secret: "wrong", headers, body, now: NOW })).rejects.toMatchObject({
        code: "bad_signature",
        reason: "mismatch",
      });
      expect(new p.BadSignatureError()).toMatchObject({ reason: "mismatch" });
    });
  });
});

describe("the two backends", () => {
  it("compute the same HMAC for text, bytes, unicode and long secrets", async () => {
    vi.resetModules(); // a copy loaded with process.getBuiltinModule in place
    const hmac = await import("../src/hmac.js");
    expect(hmac.hmacBackend).toBe("node:crypto");
    const cases: [string, string | number, string | Uint8Array][] = [
      ["k", 0, ""],
      [SECRET, NOW, '{"a":1}'],
      ["clé-🔑", "1700000000", "é 😀 \u2028"],
      ["s".repeat(200), 1, new Uint8Array([0, 255, 128, 10])],
      ["x", 12, new TextEncoder().encode("x".repeat(100_000))],
    ];
    for (const [secret, timestamp, body] of cases) {
      const node = hmac.nodeHmacSha256(secret, timestamp, body);
      const web = await hmac.webHmacSha256(secret, timestamp, body);
      expect(node).toBeInstanceOf(Uint8Array);
      expect(Buffer.from(web).toString("hex")).toBe(Buffer.from(node!).toString("hex"));
    }
  });
});
