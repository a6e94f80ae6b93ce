import { createHash, createPublicKey, generateKeyPairSync, verify as nodeVerify, sign } from "node:crypto";
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

type Detached = {
  receiptId: string;
  keyId: string;
  algo: "Ed25519";
  canonicalization: "RFC8785";
  publicKey: string;
  signature: string;
  payloadSha256: string;
  createdAt: string;
  attestation: { keyId: string; algo: "Ed25519"; signature: string };
  transparency: { logIndex: number; salt: string };
};

const bytesOf = (payload: unknown) => Buffer.from(canonicalize(payload), "utf8");
const jwkKey = (x: string) => createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x }, format: "jwk" });
const checks = (payload: unknown, signature: string, publicKey: string) =>
  nodeVerify(null, bytesOf(payload), jwkKey(publicKey), Buffer.from(signature, "base64url"));

const signV2 = async (token: string, payload: unknown, keyId?: string): Promise<Detached> => {
  const res = await app.call("POST", "/api/signing/v2/sign", { token, body: { payload, ...(keyId ? { keyId } : {}) } });
  expect(res.status).toBe(200);
  return res.body;
};

describe("POST /api/signing/v2/sign", () => {
  it("returns a detached signature with the public key, the payload digest and the platform's attestation", async () => {
    const { token } = await app.register();
    const payload = { doc: "lease", version: 3, parties: ["a", "b"] };
    const signed = await signV2(token, payload);
    expect(signed).toMatchObject({ algo: "Ed25519", canonicalization: "RFC8785" });
    expect(signed).not.toHaveProperty("payload");
    expect(signed.payloadSha256).toBe(createHash("sha256").update(bytesOf(payload)).digest("hex"));
    expect(checks(payload, signed.signature, signed.publicKey)).toBe(true);
    expect(checks({ ...payload, version: 4 }, signed.signature, signed.publicKey)).toBe(false);

    // The attestation verifies offline against the published platform key set.
    const jwks = await app.call("GET", "/api/signing/v2/keys");
    const platformKey = jwks.body.keys.find((k: { kid: string }) => k.kid === signed.attestation.keyId);
    expect(platformKey).toBeDefined();
    // The statement's fields as the contract lists them: not `canonicalization`, nor `transparency` (the
    // log index is fixed when the receipt is written, after it is attested; the log's proofs cover it).
    const { attestation, canonicalization: _, transparency: __, ...fields } = signed;
    const statement = { type: "trustplane.signing.receipt", ...fields };
    expect(checks(statement, attestation.signature, platformKey.x)).toBe(true);
    expect(checks({ ...statement, createdAt: new Date(0).toISOString() }, attestation.signature, platformKey.x)).toBe(
      false,
    );
  });

  it("makes the same signature as v1 for the same payload and key (only the encoding differs)", async () => {
    const { token } = await app.register();
    const v1 = await app.call("POST", "/api/signing/sign", { token, body: { payload: { a: 1 } } });
    const v2 = await signV2(token, { a: 1 });
    expect(v2.keyId).toBe(v1.body.keyId);
    expect(`0x${Buffer.from(v2.signature, "base64url").toString("hex")}`).toBe(v1.body.signature);
  });

  it("signs with an explicit key id of the caller's; refuses someone else's and an unknown one alike (404)", async () => {
    const alice = await app.register();
    const bob = await app.register();
    const first = await signV2(alice.token, 1);
    expect((await signV2(alice.token, 2, first.keyId)).keyId).toBe(first.keyId);
    const bobs = await signV2(bob.token, 1);

    const foreign = await app.call("POST", "/api/signing/v2/sign", {
      token: alice.token,
      body: { payload: 1, keyId: bobs.keyId },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.type).toMatch(/signing-key-not-found$/);
    const unknown = await app.call("POST", "/api/signing/v2/sign", {
      token: alice.token,
      body: { payload: 1, keyId: "key_01JD5V8ZK3M4N5P6Q7R8S9T0VW" },
    });
    expect(unknown.status).toBe(404);
    const platform = await app.call("POST", "/api/signing/v2/sign", {
      token: alice.token,
      body: { payload: 1, keyId: first.attestation.keyId },
    });
    expect(platform.status).toBe(404);
  });

  it("refuses a payload RFC 8785 cannot canonicalize (lone surrogate, 1e400) with 400 naming it, never a 500", async () => {
    const { token } = await app.register();
    const json = { "content-type": "application/json" };
    for (const [payload, path] of [
      ['"\\ud800"', "/body/payload"],
      ['{"x":1e400}', "/body/payload/x"],
    ] as const) {
      const res = await app.call("POST", "/api/signing/v2/sign", {
        token,
        headers: json,
        rawBody: `{"payload":${payload}}`,
      });
      expect(res.status, payload).toBe(400);
      expect(res.body.errors[0].path).toBe(path);
    }
  });

  it("needs a token and a well-formed body", async () => {
    expect((await app.call("POST", "/api/signing/v2/sign", { body: { payload: 1 } })).status).toBe(401);
    const { token } = await app.register();
    expect((await app.call("POST", "/api/signing/v2/sign", { token, body: { payload: 1, keyId: "k" } })).status).toBe(
      400,
    );
    expect((await app.call("POST", "/api/signing/v2/sign", { token, body: { payload: 1, extra: 1 } })).status).toBe(
      400,
    );
  });
});

describe("POST /api/signing/v2/sign/batch", () => {
  it("signs up to 100 payloads in one call, one result per item in request order, all stored", async () => {
    const { token, userId } = await app.register();
    const items = Array.from({ length: 100 }, (_, i) => ({ payload: { i, tag: "batch" } }));
    const res = await app.call("POST", "/api/signing/v2/sign/batch", { token, body: { items } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ signed: 100, failed: 0 });
    expect(res.body.items.map((r: { index: number }) => r.index)).toEqual(items.map((_, i) => i));
    for (const [i, result] of res.body.items.entries()) {
      expect(result.ok).toBe(true);
      expect(checks(items[i]!.payload, result.signature.signature, result.signature.publicKey)).toBe(true);
    }
    const stored = await app.ctx.db.oneFirst(
      sql.unsafe`SELECT count(*) FROM signing_receipts WHERE owner_id = ${userId} AND api_version = 'v2'`,
    );
    expect(Number(stored)).toBe(100);
  });

  it("reports a bad key per item and still signs the others", async () => {
    const alice = await app.register();
    const bob = await app.register();
    const bobs = await signV2(bob.token, 0);
    const res = await app.call("POST", "/api/signing/v2/sign/batch", {
      token: alice.token,
      body: {
        items: [
          { payload: "ok" },
          { payload: "foreign", keyId: bobs.keyId },
          { payload: "unknown", keyId: "key_01JD5V8ZK3M4N5P6Q7R8S9T0VW" },
          { payload: "ok too" },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ signed: 2, failed: 2 });
    expect(res.body.items.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, false, true]);
    expect(res.body.items[1].error).toMatchObject({
      status: 404,
      type: expect.stringMatching(/signing-key-not-found$/),
    });
    expect(res.body.items[2].error).toMatchObject({
      status: 404,
      type: expect.stringMatching(/signing-key-not-found$/),
    });
    const stored = await app.ctx.db.oneFirst(
      sql.unsafe`SELECT count(*) FROM signing_receipts WHERE owner_id = ${alice.userId}`,
    );
    expect(Number(stored)).toBe(2);
  });

  it("uses the batch's keyId for items that name none", async () => {
    const { token } = await app.register();
    const first = await signV2(token, 0);
    await app.call("POST", "/api/signing/v2/me/keys", { token });
    const res = await app.call("POST", "/api/signing/v2/sign/batch", {
      token,
      body: { keyId: first.keyId, items: [{ payload: 1 }] },
    });
    // The batch's key was retired by the rotation: per-item 422, not a failed call.
    expect(res.body.items[0].error).toMatchObject({ status: 422 });
  });

  it("refuses a batch with a payload nested deeper than 64 levels, naming the item, and signs nothing", async () => {
    const { token, userId } = await app.register();
    let deep: unknown = 1;
    for (let i = 0; i < 65; i++) deep = { d: deep };
    const res = await app.call("POST", "/api/signing/v2/sign/batch", {
      token,
      body: { items: [{ payload: 1 }, { payload: deep }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("/body/items/1/payload");
    const stored = await app.ctx.db.oneFirst(
      sql.unsafe`SELECT count(*) FROM signing_receipts WHERE owner_id = ${userId}`,
    );
    expect(Number(stored)).toBe(0);
    const verifyBatch = await app.call("POST", "/api/signing/v2/verify/batch", {
      body: { items: [{ payload: deep, signature: "A".repeat(86), keyId: "key_01JD5V8ZK3M4N5P6Q7R8S9T0VW" }] },
    });
    expect(verifyBatch.status).toBe(400);
    expect(verifyBatch.body.errors[0].path).toBe("/body/items/0/payload");
  });

  it("refuses a batch holding a payload RFC 8785 cannot canonicalize as a whole (400 naming the item), signs nothing", async () => {
    const { token, userId } = await app.register();
    const json = { "content-type": "application/json" };
    for (const bad of ['"\\ud800"', "1e400", '{"deep":["\\udc00"]}']) {
      const res = await app.call("POST", "/api/signing/v2/sign/batch", {
        token,
        headers: json,
        rawBody: `{"items":[{"payload":1},{"payload":${bad}},{"payload":2}]}`,
      });
      expect(res.status, bad).toBe(400);
      expect(res.body.type).toBe("https://trustplane.dev/problems/validation");
      expect(res.body.errors[0].path).toMatch(/^\/body\/items\/1\/payload(\/|$)/);
    }
    const stored = await app.ctx.db.oneFirst(
      sql.unsafe`SELECT count(*) FROM signing_receipts WHERE owner_id = ${userId}`,
    );
    expect(Number(stored)).toBe(0);
  });

  it("refuses 101 items and an empty batch with 400", async () => {
    const { token } = await app.register();
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ payload: i }));
    const res = await app.call("POST", "/api/signing/v2/sign/batch", { token, body: { items: tooMany } });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain("/body/items");
    expect((await app.call("POST", "/api/signing/v2/sign/batch", { token, body: { items: [] } })).status).toBe(400);
  });
});

describe("POST /api/signing/v2/verify and /verify/batch", () => {
  let signed: Detached;
  const payload = { shipment: "S-9", weightKg: 12.25 };
  beforeAll(async () => {
    signed = await signV2((await app.register()).token, payload);
  });

  it("verifies with an explicit keyId, publicKey (base64url or hex) or both, publicly", async () => {
    const hexKey = `0x${Buffer.from(signed.publicKey, "base64url").toString("hex")}`;
    for (const named of [
      { keyId: signed.keyId },
      { publicKey: signed.publicKey },
      { publicKey: hexKey },
      { keyId: signed.keyId, publicKey: signed.publicKey },
    ]) {
      const res = await app.call("POST", "/api/signing/v2/verify", {
        body: { payload: { weightKg: 12.25, shipment: "S-9" }, signature: signed.signature, ...named },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ valid: true, keyId: signed.keyId, reason: null });
    }
  });

  it("accepts a v1 0x-hex signature too", async () => {
    const hexSignature = `0x${Buffer.from(signed.signature, "base64url").toString("hex")}`;
    const res = await app.call("POST", "/api/signing/v2/verify", {
      body: { payload, signature: hexSignature, keyId: signed.keyId },
    });
    expect(res.body.valid).toBe(true);
  });

  it("answers why a signature is not valid, never with an error", async () => {
    const other = generateKeyPairSync("ed25519");
    const otherX = other.publicKey.export({ format: "jwk" }).x as string;
    const cases: [Record<string, unknown>, string, string | null][] = [
      [
        { payload: { ...payload, weightKg: 1 }, signature: signed.signature, keyId: signed.keyId },
        "bad-signature",
        signed.keyId,
      ],
      [
        {
          payload,
          signature: `${signed.signature.slice(0, 10)}${signed.signature[10] === "A" ? "B" : "A"}${signed.signature.slice(11)}`,
          keyId: signed.keyId,
        },
        "bad-signature",
        signed.keyId,
      ],
      [{ payload, signature: signed.signature, keyId: "key_01JD5V8ZK3M4N5P6Q7R8S9T0VW" }, "unknown-key", null],
      [{ payload, signature: signed.signature, keyId: signed.keyId, publicKey: otherX }, "key-mismatch", null],
      [{ payload, signature: signed.signature, publicKey: otherX }, "bad-signature", null],
    ];
    for (const [body, reason, keyId] of cases) {
      const res = await app.call("POST", "/api/signing/v2/verify", { body });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ valid: false, keyId, reason });
    }
    // A key that is not the platform's verifies what it signed (keyId null).
    const foreign = sign(null, bytesOf(payload), other.privateKey).toString("base64url");
    const res = await app.call("POST", "/api/signing/v2/verify", {
      body: { payload, signature: foreign, publicKey: otherX },
    });
    expect(res.body).toEqual({ valid: true, keyId: null, reason: null });
  });

  it.each([
    ["no key named", { payload: 1, signature: "A".repeat(86) }],
    ["signature too short", { payload: 1, signature: "A".repeat(85), keyId: "key_01JD5V8ZK3M4N5P6Q7R8S9T0VW" }],
    [
      "non-canonical base64url",
      { payload: 1, signature: `${"A".repeat(85)}B`, keyId: "key_01JD5V8ZK3M4N5P6Q7R8S9T0VW" },
    ],
    ["padded base64", { payload: 1, signature: `${"A".repeat(86)}==`, keyId: "key_01JD5V8ZK3M4N5P6Q7R8S9T0VW" }],
    ["malformed public key", { payload: 1, signature: "A".repeat(86), publicKey: "abc" }],
  ])("refuses a malformed request (%s) with 400", async (_, body) => {
    const res = await app.call("POST", "/api/signing/v2/verify", { body });
    expect(res.status).toBe(400);
  });

  it("refuses a payload RFC 8785 cannot canonicalize with 400 naming it, alone or in a batch (never a 500)", async () => {
    const json = { "content-type": "application/json" };
    const item = (payload: string) =>
      `{"payload":${payload},"signature":"${signed.signature}","keyId":"${signed.keyId}"}`;
    for (const bad of ['"\\ud800"', "1e400", '[0,"\\udbff\\udbff"]']) {
      const single = await app.call("POST", "/api/signing/v2/verify", { headers: json, rawBody: item(bad) });
      expect(single.status, bad).toBe(400);
      expect(single.body.errors[0].path).toMatch(/^\/body\/payload(\/|$)/);
      const batch = await app.call("POST", "/api/signing/v2/verify/batch", {
        headers: json,
        rawBody: `{"items":[${item("1")},${item(bad)}]}`,
      });
      expect(batch.status, bad).toBe(400);
      expect(batch.body.errors[0].path).toMatch(/^\/body\/items\/1\/payload(\/|$)/);
    }
  });

  it("verifies a batch: one verdict per item in order, and allValid", async () => {
    const item = { payload, signature: signed.signature, keyId: signed.keyId };
    const mixed = await app.call("POST", "/api/signing/v2/verify/batch", {
      body: {
        items: [item, { ...item, payload: { tampered: true } }, { ...item, keyId: "key_01JD5V8ZK3M4N5P6Q7R8S9T0VW" }],
      },
    });
    expect(mixed.status).toBe(200);
    expect(mixed.body).toEqual({
      allValid: false,
      items: [
        { index: 0, valid: true, keyId: signed.keyId, reason: null },
        { index: 1, valid: false, keyId: signed.keyId, reason: "bad-signature" },
        { index: 2, valid: false, keyId: null, reason: "unknown-key" },
      ],
    });
    const hundred = await app.call("POST", "/api/signing/v2/verify/batch", { body: { items: Array(100).fill(item) } });
    expect(hundred.body.allValid).toBe(true);
    expect(hundred.body.items).toHaveLength(100);
    const tooMany = await app.call("POST", "/api/signing/v2/verify/batch", { body: { items: Array(101).fill(item) } });
    expect(tooMany.status).toBe(400);
    expect((await app.call("POST", "/api/signing/v2/verify/batch", { body: { items: [] } })).status).toBe(400);
  });
});

describe("GET /api/signing/v2/audit", () => {
  it("lists the caller's v1 and v2 signatures newest first, and pages through them without repeats", async () => {
    const { token } = await app.register();
    const v1 = await app.call("POST", "/api/signing/sign", { token, body: { payload: "v1" } });
    const made = [v1.body.receiptId];
    for (let i = 0; i < 6; i++) made.push((await signV2(token, { i })).receiptId);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=3&cursor=${cursor}` : "?limit=3";
      const page = await app.call("GET", `/api/signing/v2/audit${query}`, { token });
      expect(page.status).toBe(200);
      // total counts the whole list now, including the one made while paging.
      expect(page.body.total).toBe(pages === 0 ? 7 : 8);
      seen.push(...page.body.items.map((e: { receiptId: string }) => e.receiptId));
      cursor = page.body.nextCursor;
      pages++;
      // Signatures made while paging are newer, above the cursor: they never shift later pages.
      if (pages === 1) await signV2(token, "made while paging");
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());

    const all = await app.call("GET", "/api/signing/v2/audit", { token });
    const oldest = all.body.items.at(-1);
    expect(oldest).toMatchObject({ receiptId: v1.body.receiptId, apiVersion: "v1", attestation: null });
    expect(`0x${Buffer.from(oldest.signature, "base64url").toString("hex")}`).toBe(v1.body.signature);
    expect(all.body.items[0]).toMatchObject({ apiVersion: "v2", attestation: { algo: "Ed25519" } });
  });

  it("filters by time range: from inclusive, to exclusive", async () => {
    const { token } = await app.register();
    const early = await signV2(token, "early");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const middle = await signV2(token, "middle");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const late = await signV2(token, "late");
    const ids = async (query: string) =>
      (await app.call("GET", `/api/signing/v2/audit?${query}`, { token })).body.items.map(
        (e: { receiptId: string }) => e.receiptId,
      );
    const q = (name: string, at: string) => `${name}=${encodeURIComponent(at)}`;
    expect(await ids(q("from", middle.createdAt))).toEqual([late.receiptId, middle.receiptId]);
    expect(await ids(q("to", middle.createdAt))).toEqual([early.receiptId]);
    expect(await ids(`${q("from", middle.createdAt)}&${q("to", late.createdAt)}`)).toEqual([middle.receiptId]);
    const window = await app.call(
      "GET",
      `/api/signing/v2/audit?${q("from", middle.createdAt)}&${q("to", late.createdAt)}`,
      {
        token,
      },
    );
    expect(window.body.total).toBe(1);
    expect(await ids(q("from", new Date(Date.now() + 60_000).toISOString()))).toEqual([]);
  });

  it("filters by key, and refuses a key that is not the caller's (403)", async () => {
    const alice = await app.register();
    const bob = await app.register();
    const before = await signV2(alice.token, 1);
    await app.call("POST", "/api/signing/v2/me/keys", { token: alice.token });
    await signV2(alice.token, 2);
    const byKey = await app.call("GET", `/api/signing/v2/audit?keyId=${before.keyId}`, { token: alice.token });
    expect(byKey.body.items.map((e: { receiptId: string }) => e.receiptId)).toEqual([before.receiptId]);
    const bobs = await signV2(bob.token, 1);
    const foreign = await app.call("GET", `/api/signing/v2/audit?keyId=${bobs.keyId}`, { token: alice.token });
    expect(foreign.status).toBe(403);
  });

  it("shows one user nothing of another's signatures", async () => {
    const alice = await app.register();
    const bob = await app.register();
    const alices = await signV2(alice.token, "mine");
    const bobView = await app.call("GET", "/api/signing/v2/audit", { token: bob.token });
    expect(bobView.status).toBe(200);
    expect(bobView.body).toEqual({ items: [], total: 0, nextCursor: null });
    // Not even with alice's cursor: the caller's own filter always applies.
    await signV2(alice.token, "more");
    const alicePage = await app.call("GET", "/api/signing/v2/audit?limit=1", { token: alice.token });
    const withHerCursor = await app.call("GET", `/api/signing/v2/audit?cursor=${alicePage.body.nextCursor}`, {
      token: bob.token,
    });
    expect(withHerCursor.body.items).toEqual([]);
    expect(JSON.stringify(bobView.body)).not.toContain(alices.receiptId);
  });

  it("needs a token and a sensible query", async () => {
    expect((await app.call("GET", "/api/signing/v2/audit")).status).toBe(401);
    const { token } = await app.register();
    const now = new Date().toISOString();
    for (const query of [
      `from=${encodeURIComponent(now)}&to=${encodeURIComponent(now)}`,
      "from=yesterday",
      "limit=201",
      "cursor=not-a-cursor",
      "keyId=nope",
    ]) {
      expect((await app.call("GET", `/api/signing/v2/audit?${query}`, { token })).status).toBe(400);
    }
  });
});

describe("published keys", () => {
  it("serves the platform's JWK Set at /api/signing/v2/keys and /.well-known/jwks.json, cacheable", async () => {
    const { token } = await app.register();
    await signV2(token, "make sure a platform key exists");
    const api = await app.call("GET", "/api/signing/v2/keys");
    const wellKnown = await app.call("GET", "/.well-known/jwks.json");
    expect(api.status).toBe(200);
    expect(wellKnown.body).toEqual(api.body);
    expect(api.headers.get("cache-control")).toBe("public, max-age=300");
    expect(api.body.keys).toHaveLength(1);
    expect(api.body.keys[0]).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA", use: "sig" });
    expect(() => jwkKey(api.body.keys[0].x)).not.toThrow();
  });

  it("publishes every key by id, without its owner, and 404s an unknown one", async () => {
    const { token, userId, email } = await app.register();
    const signed = await signV2(token, 1);
    const user = await app.call("GET", `/api/signing/v2/keys/${signed.keyId}`);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({
      keyId: signed.keyId,
      kind: "user",
      publicKey: signed.publicKey,
      retiredAt: null,
    });
    expect(user.text).not.toContain(userId);
    expect(user.text).not.toContain(email);
    const platform = await app.call("GET", `/api/signing/v2/keys/${signed.attestation.keyId}`);
    expect(platform.body.kind).toBe("platform");
    expect((await app.call("GET", "/api/signing/v2/keys/key_01JD5V8ZK3M4N5P6Q7R8S9T0VW")).status).toBe(404);
    expect((await app.call("GET", "/api/signing/v2/keys/nope")).status).toBe(400);
  });
});
