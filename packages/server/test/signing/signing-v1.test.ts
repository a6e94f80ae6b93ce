import { createHash, generateKeyPairSync, sign } from "node:crypto";
import { canonicalize } from "@trustplane/canonical-json";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

const HEX_SIGNATURE = /^0x[0-9a-f]{128}$/;
const flipHex = (signature: string, at = 10) =>
  `${signature.slice(0, at)}${signature[at] === "0" ? "1" : "0"}${signature.slice(at + 1)}`;

const signAs = async (token: string, payload: unknown) => {
  const res = await app.call("POST", "/api/signing/sign", { token, body: { payload } });
  expect(res.status).toBe(200);
  return res.body as {
    payload: unknown;
    signature: string;
    algo: string;
    createdAt: string;
    receiptId: string;
    keyId: string;
  };
};

const verify = (body: Record<string, unknown>) => app.call("POST", "/api/signing/verify", { body });

describe("POST /api/signing/sign", () => {
  it("answers the spec's Signature with the receipt and key ids, the payload as sent", async () => {
    const { token } = await app.register();
    const payload = { order: 7, items: ["a", "b"], total: 12.5 };
    const before = Date.now();
    const res = await app.call("POST", "/api/signing/sign", { token, body: { payload } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ payload, algo: "Ed25519" });
    expect(res.body.signature).toMatch(HEX_SIGNATURE);
    expect(res.body.receiptId).toMatch(/^sig_[0-9A-Z]{26}$/);
    expect(res.body.keyId).toMatch(/^key_[0-9A-Z]{26}$/);
    expect(Date.parse(res.body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("signs the RFC 8785 canonical bytes: key order and whitespace never change the signature", async () => {
    const { token } = await app.register();
    const json = { "content-type": "application/json" };
    const a = await app.call("POST", "/api/signing/sign", {
      token,
      headers: json,
      rawBody: '{"payload":{"b":[1,{"y":2,"x":1}],"a":"é"}}',
    });
    const b = await app.call("POST", "/api/signing/sign", {
      token,
      headers: json,
      rawBody: '{ "payload" : {\n  "a" : "\\u00e9",\n  "b" : [ 1.0, { "x" : 1, "y" : 2 } ] } }',
    });
    expect(a.status).toBe(200);
    expect(b.body.signature).toBe(a.body.signature);
    expect(b.body.receiptId).not.toBe(a.body.receiptId);
    // And it is Ed25519 over exactly those bytes, checkable with the published key.
    const key = await app.call("GET", `/api/signing/v2/keys/${a.body.keyId}`);
    const { verify: nodeVerify, createPublicKey } = await import("node:crypto");
    const publicKey = createPublicKey({ key: key.body.jwk, format: "jwk" });
    const bytes = Buffer.from('{"a":"é","b":[1,{"x":1,"y":2}]}', "utf8");
    expect(nodeVerify(null, bytes, publicKey, Buffer.from(a.body.signature.slice(2), "hex"))).toBe(true);
  });

  it("signs any JSON value: null, arrays, strings, numbers, booleans", async () => {
    const { token } = await app.register();
    for (const payload of [null, [1, 2], "text", 0, -1.5e-7, false, {}]) {
      const signed = await signAs(token, payload);
      expect(signed.payload).toEqual(payload);
      const check = await verify({ payload, signature: signed.signature });
      expect(check.body.valid).toBe(true);
    }
  });

  it("creates the caller's key on first use and keeps using it; users have different keys", async () => {
    const alice = await app.register();
    const bob = await app.register();
    const first = await signAs(alice.token, 1);
    const second = await signAs(alice.token, 2);
    const bobs = await signAs(bob.token, 1);
    expect(second.keyId).toBe(first.keyId);
    expect(bobs.keyId).not.toBe(first.keyId);
    expect(bobs.signature).not.toBe(first.signature);
    const keys = await app.ctx.db.anyFirst(sql.unsafe`SELECT id FROM signing_keys WHERE owner_id = ${alice.userId}`);
    expect(keys).toEqual([first.keyId]);
  });

  it("stores a receipt with the SHA-256 of the canonical payload, not the payload", async () => {
    const { token, userId } = await app.register();
    const payload = { secret: "do not keep me", n: 1 };
    const signed = await signAs(token, payload);
    const row = (await app.ctx.db.one(sql.unsafe`
      SELECT owner_id, key_id, payload_sha256, signature, api_version, attestation
      FROM signing_receipts WHERE id = ${signed.receiptId}`)) as Record<string, unknown>;
    expect(row).toEqual({
      owner_id: userId,
      key_id: signed.keyId,
      payload_sha256: createHash("sha256").update(canonicalize(payload)).digest("hex"),
      signature: signed.signature.slice(2),
      api_version: "v1",
      attestation: null,
    });
    expect(JSON.stringify(row)).not.toContain("do not keep me");
  });

  it("refuses a payload nested deeper than 64 levels with 400 (never a 500), and signs one 64 deep", async () => {
    const { token } = await app.register();
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const json = { "content-type": "application/json" };
    const ok = await app.call("POST", "/api/signing/sign", {
      token,
      headers: json,
      rawBody: `{"payload":${nested(64)}}`,
    });
    expect(ok.status).toBe(200);
    for (const depth of [65, 100_000]) {
      const res = await app.call("POST", "/api/signing/sign", {
        token,
        headers: json,
        rawBody: `{"payload":${nested(depth)}}`,
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe("/body/payload");
      const check = await app.call("POST", "/api/signing/verify", {
        headers: json,
        rawBody: `{"signature":"0x${"ab".repeat(64)}","payload":${nested(depth)}}`,
      });
      expect(check.status).toBe(400);
    }
  });

  it("refuses a payload RFC 8785 cannot canonicalize (lone surrogate, 1e400) with 400 naming it, sign and verify", async () => {
    const { token, userId } = await app.register();
    const json = { "content-type": "application/json" };
    // JSON.parse accepts both: "\ud800" is a lone UTF-16 surrogate (no UTF-8 form), 1e400 becomes Infinity.
    const cases: [string, string][] = [
      ['"\\ud800"', "/body/payload"],
      ["1e400", "/body/payload"],
      ['{"a":[1,"x\\udfff"]}', "/body/payload/a/1"],
      ['{"n":-1e400}', "/body/payload/n"],
    ];
    for (const [payload, path] of cases) {
      const res = await app.call("POST", "/api/signing/sign", {
        token,
        headers: json,
        rawBody: `{"payload":${payload}}`,
      });
      expect(res.status, payload).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(res.body.errors[0].path).toBe(path);
      const check = await app.call("POST", "/api/signing/verify", {
        headers: json,
        rawBody: `{"signature":"0x${"ab".repeat(64)}","payload":${payload}}`,
      });
      expect(check.status, payload).toBe(400);
      expect(check.body.errors[0].path).toBe(path);
    }
    const stored = await app.ctx.db.oneFirst(
      sql.unsafe`SELECT count(*) FROM signing_receipts WHERE owner_id = ${userId}`,
    );
    expect(Number(stored)).toBe(0);
  });

  it("needs a token (401) and a payload (400)", async () => {
    const anonymous = await app.call("POST", "/api/signing/sign", { body: { payload: 1 } });
    expect(anonymous.status).toBe(401);
    const { token } = await app.register();
    const missing = await app.call("POST", "/api/signing/sign", { token, body: { data: 1 } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { path: string }) => e.path)).toContain("/body/payload");
  });
});

describe("POST /api/signing/verify", () => {
  let token: string;
  let signed: Awaited<ReturnType<typeof signAs>>;
  const payload = { contract: "C-1", amount: 100, parties: ["a", "b"] };
  beforeAll(async () => {
    ({ token } = await app.register());
    signed = await signAs(token, payload);
  });

  it("is public and, with nothing but payload and signature, finds the key through the stored signature", async () => {
    const res = await verify({
      payload: { parties: ["a", "b"], amount: 100, contract: "C-1" },
      signature: signed.signature,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      valid: true,
      expected: signed.signature,
      provided: signed.signature,
      keyId: signed.keyId,
      receiptId: signed.receiptId,
    });
  });

  it("finds the key by receiptId, by keyId, and by publicKey in hex or base64url", async () => {
    const key = await app.call("GET", `/api/signing/v2/keys/${signed.keyId}`);
    const publicKeyHex = `0x${Buffer.from(key.body.publicKey, "base64url").toString("hex")}`;
    for (const named of [
      { receiptId: signed.receiptId },
      { keyId: signed.keyId },
      { publicKey: key.body.publicKey },
      { publicKey: publicKeyHex },
      { receiptId: signed.receiptId, keyId: signed.keyId, publicKey: key.body.publicKey },
    ]) {
      const res = await verify({ payload, signature: signed.signature, ...named });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ valid: true, expected: signed.signature, keyId: signed.keyId });
    }
  });

  it("answers valid:false, not an error, for a tampered payload, with every lookup method", async () => {
    const tampered = { ...payload, amount: 1000 };
    for (const named of [{}, { receiptId: signed.receiptId }, { keyId: signed.keyId }]) {
      const res = await verify({ payload: tampered, signature: signed.signature, ...named });
      expect(res.status).toBe(200);
      // No signature over the tampered payload is shown: the platform never signs on a verifier's request.
      expect(res.body).toMatchObject({ valid: false, expected: null, provided: signed.signature, keyId: signed.keyId });
    }
  });

  it("answers valid:false for a tampered signature, and shows the expected one when a receipt is named", async () => {
    const tampered = flipHex(signed.signature);
    const byReceipt = await verify({ payload, signature: tampered, receiptId: signed.receiptId });
    expect(byReceipt.status).toBe(200);
    expect(byReceipt.body).toEqual({
      valid: false,
      expected: signed.signature,
      provided: tampered,
      keyId: signed.keyId,
      receiptId: signed.receiptId,
    });
    const byKey = await verify({ payload, signature: tampered, keyId: signed.keyId });
    expect(byKey.body).toMatchObject({ valid: false, expected: null, keyId: signed.keyId, receiptId: null });
    // Nothing names the signer and no receipt holds this signature: nothing to check against.
    const byNothing = await verify({ payload, signature: tampered });
    expect(byNothing.body).toEqual({ valid: false, expected: null, provided: tampered, keyId: null, receiptId: null });
  });

  it("never acts as a signing oracle: a key id and any payload do not reveal that key's signature", async () => {
    const forged = { contract: "C-1", amount: 1_000_000, parties: ["a", "mallory"] };
    const res = await verify({ payload: forged, signature: `0x${"ab".repeat(64)}`, keyId: signed.keyId });
    expect(res.body).toMatchObject({ valid: false, expected: null });
  });

  it("answers valid:false for an unknown receipt or key, and for identifiers that disagree", async () => {
    const other = await signAs((await app.register()).token, payload);
    for (const named of [
      { receiptId: "sig_01JD5V8ZK3M4N5P6Q7R8S9T0VW" },
      { keyId: "key_01JD5V8ZK3M4N5P6Q7R8S9T0VW" },
      { receiptId: signed.receiptId, keyId: other.keyId },
      { receiptId: other.receiptId },
    ]) {
      const res = await verify({ payload, signature: signed.signature, ...named });
      expect(res.status).toBe(200);
      expect(res.body.valid).toBe(false);
    }
  });

  it("verifies against a public key that is not one of the platform's (keyId null)", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("ed25519");
    const signature = `0x${sign(null, Buffer.from(canonicalize(payload)), privateKey).toString("hex")}`;
    const x = publicKey.export({ format: "jwk" }).x as string;
    const good = await verify({ payload, signature, publicKey: x });
    expect(good.body).toEqual({ valid: true, expected: signature, provided: signature, keyId: null, receiptId: null });
    const bad = await verify({ payload: { ...payload, amount: 1 }, signature, publicKey: x });
    expect(bad.body).toMatchObject({ valid: false, expected: null, keyId: null });
  });

  it("accepts an upper-case hex signature and echoes it as provided", async () => {
    const upper = `0x${signed.signature.slice(2).toUpperCase()}`;
    const res = await verify({ payload, signature: upper, keyId: signed.keyId });
    expect(res.body).toMatchObject({ valid: true, expected: signed.signature, provided: upper });
  });

  it.each([
    ["no 0x prefix", "ab".repeat(64)],
    ["too short", `0x${"ab".repeat(63)}`],
    ["too long", `0x${"ab".repeat(65)}`],
    ["not hex", `0x${"zz".repeat(64)}`],
    ["base64url (a v2 signature)", "A".repeat(86)],
    ["a number", 12],
  ])("refuses a malformed signature (%s) with 400", async (_, signature) => {
    const res = await verify({ payload, signature });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain("/body/signature");
  });

  it("refuses a malformed key id, receipt id or public key with 400", async () => {
    for (const named of [
      { keyId: "key_nope" },
      { receiptId: "acc_01JD5V8ZK3M4N5P6Q7R8S9T0VW" },
      { publicKey: "0x12" },
    ]) {
      const res = await verify({ payload, signature: signed.signature, ...named });
      expect(res.status).toBe(400);
    }
  });
});
