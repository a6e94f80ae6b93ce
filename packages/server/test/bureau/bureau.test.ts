import { createPublicKey, verify } from "node:crypto";
import { canonicalize } from "@trustplane/canonical-json";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPipeline } from "../../src/modules/bureau/pipeline.ts";
import {
  canonicalBytes,
  createSigningService,
  sha256Hex,
  signingConfigFromEnv,
} from "../../src/modules/signing/index.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { tamper as tamperWith } from "../tamper.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

const BCT = /^bct_[0-9A-HJKMNP-TV-Z]{26}$/;
const SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");
const verifyEd25519 = (publicKeyB64url: string, message: Buffer, signatureB64url: string) =>
  verify(
    null,
    message,
    createPublicKey({
      key: Buffer.concat([SPKI_PREFIX, Buffer.from(publicKeyB64url, "base64url")]),
      format: "der",
      type: "spki",
    }),
    Buffer.from(signatureB64url, "base64url"),
  );

/** What an operator with table rights could do: switch a table's immutability trigger off, change it, switch it on. */
const tamper = (table: Parameters<typeof tamperWith>[1], query: ReturnType<typeof sql.unsafe>) =>
  tamperWith(app.ctx.db, table, query);

/** Run `work` while storing a rights object titled "boom" fails, as a database error would. */
const whileBoomRefused = async <T>(work: () => Promise<T>): Promise<T> => {
  const db = app.ctx.db;
  await db.query(sql.unsafe`
    CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.title = 'boom' THEN RAISE EXCEPTION 'refused by test trigger'; END IF;
      RETURN NEW;
    END $$`);
  await db.query(sql.unsafe`
    CREATE TRIGGER refuse_boom BEFORE INSERT ON rights_objects FOR EACH ROW EXECUTE FUNCTION refuse_boom()`);
  try {
    return await work();
  } finally {
    await db.query(sql.unsafe`DROP TRIGGER refuse_boom ON rights_objects`);
    await db.query(sql.unsafe`DROP FUNCTION refuse_boom()`);
  }
};

const protect = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  app.call("POST", "/api/pipeline/protect", { token, body, headers });

const status = (id: string) => app.call("GET", `/api/bureau/verify/status/${id}`);

describe("POST /api/pipeline/protect", () => {
  it("registers, signs with the caller's key and issues a certificate citing the treaties", async () => {
    const { token, userId } = await app.register();
    const res = await protect(token, { title: "Night Train", description: "Piano sketch", kind: "music" });
    expect(res.status).toBe(201);
    const cert = res.body;
    expect(cert.certId).toMatch(BCT);
    expect(cert.rightsObject).toMatchObject({ title: "Night Train", kind: "music", bureauCertId: cert.certId });
    expect(cert.rightsObject.certificate.owner).toBe(userId);
    expect(cert.treaties.map((t: { code: string }) => t.code)).toEqual([
      "berne-1886-paris-1971",
      "wct-1996",
      "trips-1994",
      "ucc-1952-paris-1971",
      "wppt-1996",
    ]);
    expect(cert.treaties[0].name).toContain("Berne Convention");
    expect(cert.issuedAt).toBe(cert.signature.createdAt);
    // The receipt signs exactly the certificate document: digest and Ed25519 signature, checked here independently.
    const bytes = Buffer.from(canonicalize(cert.rightsObject.certificate), "utf8");
    expect(cert.signature.payloadSha256).toBe(sha256Hex(bytes));
    expect(cert.signature.payloadSha256).toBe(cert.rightsObject.certificateSha256);
    expect(verifyEd25519(cert.signature.publicKey, bytes, cert.signature.signature)).toBe(true);
    expect(cert.signature.algo).toBe("Ed25519");
    expect(cert.signature.attestation).not.toBeNull();
    // The platform attests the certificate itself; checked offline against the published platform key.
    const published = await app.call("GET", "/api/signing/v2/keys");
    const platformKey = published.body.keys.find((k: { kid: string }) => k.kid === cert.attestation.keyId);
    expect(platformKey).toBeDefined();
    const statement = {
      type: "trustplane.bureau.certificate",
      algo: "Ed25519",
      certId: cert.certId,
      rightsObjectId: cert.rightsObject.id,
      receiptId: cert.signature.receiptId,
      ownerId: userId,
      treaties: cert.treaties.map((t: { code: string }) => t.code),
      issuedAt: cert.issuedAt,
    };
    const statementBytes = Buffer.from(canonicalize(statement), "utf8");
    expect(verifyEd25519(platformKey.x, statementBytes, cert.attestation.signature)).toBe(true);
    expect(cert.attestation.algo).toBe("Ed25519");
    // Any other statement (another treaty list) does not verify.
    const otherTreaties = Buffer.from(canonicalize({ ...statement, treaties: ["wct-1996"] }), "utf8");
    expect(verifyEd25519(platformKey.x, otherTreaties, cert.attestation.signature)).toBe(false);
    // The signing module's own records: the receipt, the caller's key, and the audit log.
    const key = await app.call("GET", "/api/signing/v2/me/keys", { token });
    expect(key.body.items.map((k: { keyId: string }) => k.keyId)).toEqual([cert.signature.keyId]);
    const audit = await app.call("GET", "/api/signing/v2/audit", { token });
    expect(audit.body.items.map((r: { receiptId: string }) => r.receiptId)).toEqual([cert.signature.receiptId]);
    const v2 = await app.call("POST", "/api/signing/v2/verify", {
      body: {
        payload: cert.rightsObject.certificate,
        signature: cert.signature.signature,
        keyId: cert.signature.keyId,
      },
    });
    expect(v2.body.valid).toBe(true);
    // The rights object is the caller's like any other.
    const object = await app.call("GET", `/api/rights/objects/${cert.rightsObject.id}`, { token });
    expect(object.body.bureauCertId).toBe(cert.certId);
    // Non-sound kinds cite the four base treaties.
    const text = await protect(token, { title: "Essay", kind: "text" });
    expect(text.body.treaties).toHaveLength(4);
  });

  it("then verifies as intact, by the bureau id and by the rights id", async () => {
    const { token } = await app.register();
    const cert = (await protect(token, { title: "Intact", kind: "text", content: "the work" })).body;
    const byCert = await status(cert.certId);
    expect(byCert.status).toBe(200);
    expect(byCert.headers.get("cache-control")).toBe("no-cache");
    expect(byCert.body).toMatchObject({
      id: cert.certId,
      exists: true,
      intact: true,
      reason: null,
      type: "bureau-certificate",
      certId: cert.certId,
      rightsCertId: cert.rightsObject.id,
      issuedAt: cert.issuedAt,
      registeredAt: cert.rightsObject.createdAt,
      contentSha256: cert.rightsObject.contentSha256,
      signature: { receiptId: cert.signature.receiptId, keyId: cert.signature.keyId, algo: "Ed25519" },
      checks: {
        certificateDigest: true,
        signature: true,
        attestation: true,
        certificateAttestation: true,
        contentDigest: null,
      },
    });
    const byRights = await status(cert.rightsObject.id);
    expect(byRights.body).toMatchObject({ intact: true, type: "rights-certificate", certId: cert.certId });
  });

  it("answers exists:false for unknown ids, unsigned for bare rights objects, 400 for malformed ids", async () => {
    const unknown = await status("bct_01JD5V8ZK3M4N5P6Q7R8S9T0VW");
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ exists: false, intact: false, reason: "not-found", issuedAt: null });
    const { token } = await app.register();
    const bare = await app.call("POST", "/api/rights/objects", { token, body: { title: "Bare", kind: "text" } });
    const unsigned = await status(bare.body.id);
    expect(unsigned.body).toMatchObject({
      exists: true,
      intact: false,
      reason: "unsigned",
      certId: null,
      checks: { signature: null, contentDigest: true },
    });
    expect((await status("sig_01JD5V8ZK3M4N5P6Q7R8S9T0VW")).status).toBe(400);
  });

  it("refuses to update or delete rights objects and bureau certificates", async () => {
    const { token } = await app.register();
    const db = app.ctx.db;
    const cert = (await protect(token, { title: "Fixed", kind: "text" })).body;
    await expect(
      db.query(sql.unsafe`UPDATE rights_objects SET title = 'Forged' WHERE id = ${cert.rightsObject.id}`),
    ).rejects.toThrow(/immutable/);
    await expect(db.query(sql.unsafe`DELETE FROM rights_objects WHERE id = ${cert.rightsObject.id}`)).rejects.toThrow(
      /immutable/,
    );
    await expect(
      db.query(sql.unsafe`UPDATE bureau_certificates SET treaties = '{wct-1996}' WHERE id = ${cert.certId}`),
    ).rejects.toThrow(/immutable/);
    await expect(db.query(sql.unsafe`DELETE FROM bureau_certificates WHERE id = ${cert.certId}`)).rejects.toThrow(
      /immutable/,
    );
    expect((await status(cert.certId)).body).toMatchObject({ intact: true, title: "Fixed" });
  });

  it("detects tampering with the stored object, its digest and the signature", async () => {
    const { token } = await app.register();
    const db = app.ctx.db;
    const title = await protect(token, { title: "Original", kind: "text" });
    await tamper(
      "rights_objects",
      sql.unsafe`UPDATE rights_objects SET title = 'Forged' WHERE id = ${title.body.rightsObject.id}`,
    );
    const afterTitle = await status(title.body.certId);
    expect(afterTitle.body).toMatchObject({
      intact: false,
      reason: "tampered",
      title: "Forged",
      checks: {
        certificateDigest: false,
        signature: false,
        attestation: true,
        certificateAttestation: true,
        contentDigest: false,
      },
    });

    const digest = await protect(token, { title: "Digest", kind: "text", contentSha256: "11".repeat(32) });
    await tamper(
      "rights_objects",
      sql.unsafe`UPDATE rights_objects SET content_sha256 = ${"22".repeat(32)} WHERE id = ${digest.body.rightsObject.id}`,
    );
    expect((await status(digest.body.rightsObject.id)).body).toMatchObject({ intact: false, reason: "tampered" });

    const signature = await protect(token, { title: "Signature", kind: "text" });
    const flipped = Buffer.from(signature.body.signature.signature, "base64url");
    flipped[0]! ^= 1;
    await tamper(
      "signing_receipts",
      sql.unsafe`UPDATE signing_receipts SET signature = ${flipped.toString("hex")} WHERE id = ${signature.body.signature.receiptId}`,
    );
    expect((await status(signature.body.certId)).body).toMatchObject({
      intact: false,
      checks: { certificateDigest: true, signature: false, attestation: false, certificateAttestation: true },
    });
    // The untouched ones stay intact.
    const clean = await protect(token, { title: "Clean", kind: "text" });
    expect((await status(clean.body.certId)).body.intact).toBe(true);
  });

  it("detects a receipt stripped of its platform attestation", async () => {
    const { token } = await app.register();
    const cert = (await protect(token, { title: "Attested", kind: "text" })).body;
    await tamper(
      "signing_receipts",
      sql.unsafe`UPDATE signing_receipts SET attestation_key_id = NULL, attestation = NULL WHERE id = ${cert.signature.receiptId}`,
    );
    expect((await status(cert.certId)).body).toMatchObject({
      intact: false,
      reason: "tampered",
      checks: { certificateDigest: true, signature: true, attestation: false, certificateAttestation: true },
    });
    expect((await app.call("GET", `/api/bureau/cert/${cert.certId}/embed`)).text).toContain("no longer verifies");
  });

  it("detects changes to the certificate row itself: treaties, issue time, owner", async () => {
    const { token } = await app.register();
    const treaties = (await protect(token, { title: "Treaties", kind: "music" })).body;
    await tamper(
      "bureau_certificates",
      sql.unsafe`UPDATE bureau_certificates SET treaties = '{wct-1996}' WHERE id = ${treaties.certId}`,
    );
    expect((await status(treaties.certId)).body).toMatchObject({
      intact: false,
      reason: "tampered",
      treaties: ["wct-1996"],
      checks: { certificateDigest: true, signature: true, attestation: true, certificateAttestation: false },
    });

    const issued = (await protect(token, { title: "Issued", kind: "text" })).body;
    await tamper(
      "bureau_certificates",
      sql.unsafe`UPDATE bureau_certificates SET issued_at = issued_at - interval '1 year' WHERE id = ${issued.certId}`,
    );
    expect((await status(issued.certId)).body).toMatchObject({
      intact: false,
      checks: { signature: true, certificateAttestation: false },
    });

    // Another user's name on the certificate: the owners disagree, and the attestation no longer verifies.
    const other = await app.register();
    const owner = (await protect(token, { title: "Owner", kind: "text" })).body;
    await tamper(
      "bureau_certificates",
      sql.unsafe`UPDATE bureau_certificates SET owner_id = ${other.userId} WHERE id = ${owner.certId}`,
    );
    expect((await status(owner.certId)).body).toMatchObject({
      intact: false,
      checks: { certificateDigest: true, signature: false, attestation: true, certificateAttestation: false },
    });
  });

  it("requires the receipt to be the certificate owner's", async () => {
    const { token } = await app.register();
    const other = await app.register();
    const cert = (await protect(token, { title: "Receipt owner", kind: "text" })).body;
    // Neither the owner's signature nor the receipt attestation covers the receipt's owner column.
    await tamper(
      "signing_receipts",
      sql.unsafe`UPDATE signing_receipts SET owner_id = ${other.userId} WHERE id = ${cert.signature.receiptId}`,
    );
    expect((await status(cert.certId)).body).toMatchObject({
      intact: false,
      checks: { certificateDigest: true, signature: false, attestation: true, certificateAttestation: true },
    });
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    const { token, userId } = await app.register();
    const res = await protect(token, { title: "x".repeat(201), kind: "text" });
    expect(res.status).toBe(400);
    const both = await protect(token, { title: "x", kind: "text", content: "a", contentSha256: "ab".repeat(32) });
    expect(both.status).toBe(400);
    expect(both.body.errors[0].path).toBe("/body/content");
    expect((await protect("", { title: "x", kind: "text" })).status).toBe(401);
    const written = await app.ctx.db.oneFirst(sql.unsafe`
      SELECT (SELECT count(*) FROM rights_objects WHERE owner_id = ${userId})
           + (SELECT count(*) FROM signing_receipts WHERE owner_id = ${userId})`);
    expect(written).toBe(0n);
  });

  it("is idempotent with Idempotency-Key, also when the first response was never recorded", async () => {
    const { token, userId } = await app.register();
    const headers = { "Idempotency-Key": "protect-1" };
    const first = await protect(token, { title: "Once", kind: "text" }, headers);
    const replay = await protect(token, { title: "Once", kind: "text" }, headers);
    expect(replay.body.certId).toBe(first.body.certId);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((await protect(token, { title: "Other", kind: "text" }, headers)).status).toBe(422);
    await app.ctx.db.query(sql.unsafe`DELETE FROM idempotency_keys WHERE key = 'protect-1'`);
    const recovered = await protect(token, { title: "Once", kind: "text" }, headers);
    expect(recovered.status).toBe(201);
    expect(recovered.body).toEqual(first.body);
    const counts = await app.ctx.db.one(sql.unsafe`
      SELECT (SELECT count(*) FROM bureau_certificates WHERE owner_id = ${userId}) AS certs,
             (SELECT count(*) FROM signing_receipts WHERE owner_id = ${userId}) AS receipts`);
    expect(counts).toEqual({ certs: 1n, receipts: 1n });
  });

  it("signs with the key current after a rotation, and old certificates stay intact", async () => {
    const { token } = await app.register();
    const before = (await protect(token, { title: "Before", kind: "text" })).body;
    const rotated = await app.call("POST", "/api/signing/v2/me/keys", { token });
    const after = (await protect(token, { title: "After", kind: "text" })).body;
    expect(after.signature.keyId).toBe(rotated.body.keyId);
    expect(before.signature.keyId).not.toBe(after.signature.keyId);
    expect((await status(before.certId)).body.intact).toBe(true);
    expect((await status(after.certId)).body.intact).toBe(true);
  });
});

describe("the pipeline when the signing key changes between signing and writing", () => {
  it("rolls the item back and signs it again with the key read afresh, leaving nothing behind", async () => {
    const { token, userId } = await app.register();
    // A second instance of the signing machinery: its cache keeps the key it saw first.
    const signing = createSigningService(app.ctx, signingConfigFromEnv(app.ctx.config.source));
    const pipeline = createPipeline({ db: app.ctx.db, signing, logger: app.ctx.logger });
    const registration = { title: "Stale", description: null, kind: "text", contentSha256: "33".repeat(32) };
    const [first] = await pipeline.protect(userId, [{ registration: { ...registration, digestSource: "declared" } }]);
    const oldKeyId = (first as { receipt: { keyId: string } }).receipt.keyId;
    // Another instance rotates the key: this one's cache still holds the retired key.
    const rotated = await app.call("POST", "/api/signing/v2/me/keys", { token });
    const [second] = await pipeline.protect(userId, [{ registration: { ...registration, digestSource: "declared" } }]);
    const { receipt, cert } = second as { receipt: { keyId: string }; cert: { id: string } };
    expect(receipt.keyId).toBe(rotated.body.keyId);
    expect(receipt.keyId).not.toBe(oldKeyId);
    expect((await status(cert.id)).body.intact).toBe(true);
    // The refused attempt left no rights object, receipt or certificate.
    const counts = await app.ctx.db.one(sql.unsafe`
      SELECT (SELECT count(*) FROM rights_objects WHERE owner_id = ${userId}) AS objects,
             (SELECT count(*) FROM signing_receipts WHERE owner_id = ${userId}) AS receipts,
             (SELECT count(*) FROM bureau_certificates WHERE owner_id = ${userId}) AS certs`);
    expect(counts).toEqual({ objects: 2n, receipts: 2n, certs: 2n });
  });
});

describe("the pipeline with a batch item's Idempotency-Key", () => {
  it("refuses to issue a (caller, key, index) a second time within the key's 24 h, with a retryable 503", async () => {
    const { userId } = await app.register();
    const signing = createSigningService(app.ctx, signingConfigFromEnv(app.ctx.config.source));
    const pipeline = createPipeline({ db: app.ctx.db, signing, logger: app.ctx.logger });
    const item = {
      registration: {
        title: "Twice",
        description: null,
        kind: "text",
        contentSha256: "cd".repeat(32),
        digestSource: "declared" as const,
      },
      recordedAs: { key: "guarded", item: { index: 1, batchSize: 2 } },
    };
    const [first] = await pipeline.protect(userId, [item], { batch: true });
    expect(first).toHaveProperty("cert.id");
    const [second] = await pipeline.protect(userId, [item], { batch: true });
    expect(second).toMatchObject({ status: 503, headers: { "Retry-After": "1" } });
    const [otherIndex] = await pipeline.protect(
      userId,
      [{ ...item, recordedAs: { key: "guarded", item: { index: 0, batchSize: 2 } } }],
      { batch: true },
    );
    expect(otherIndex).toHaveProperty("cert.id");
    const counts = await app.ctx.db.one(sql.unsafe`
      SELECT (SELECT count(*) FROM bureau_certificates WHERE owner_id = ${userId}) AS certs,
             (SELECT count(*) FROM rights_objects WHERE owner_id = ${userId}) AS objects`);
    expect(counts).toEqual({ certs: 2n, objects: 2n });
  });
});

describe("POST /api/pipeline/protect-batch", () => {
  it("protects each item on its own and reports per item; a bad item fails alone", async () => {
    const { token, userId } = await app.register();
    const res = await app.call("POST", "/api/pipeline/protect-batch", {
      token,
      body: {
        items: [
          { title: "One", kind: "music" },
          { title: "x".repeat(201), kind: "text" },
          { title: "Three", kind: "text", content: "three" },
          { title: "Four", kind: "Not A Kind" },
          { title: "Five", kind: "text", content: "a", contentSha256: "ab".repeat(32) },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.protected).toBe(2);
    expect(res.body.failed).toBe(3);
    expect(res.body.items.map((i: { index: number; ok: boolean }) => [i.index, i.ok])).toEqual([
      [0, true],
      [1, false],
      [2, true],
      [3, false],
      [4, false],
    ]);
    expect(res.body.items[1].error).toMatchObject({ status: 400, errors: [{ path: "/body/items/1/title" }] });
    expect(res.body.items[3].error.errors[0].path).toBe("/body/items/3/kind");
    expect(res.body.items[0].certificate.rightsObject.title).toBe("One");
    for (const item of [res.body.items[0], res.body.items[2]]) {
      expect((await status(item.certificate.certId)).body.intact).toBe(true);
    }
    const certs = await app.ctx.db.oneFirst(
      sql.unsafe`SELECT count(*) FROM bureau_certificates WHERE owner_id = ${userId}`,
    );
    expect(certs).toBe(2n);
  });

  it("answers 500 batch-incomplete when an item fails internally; the retry with the key issues only it", async () => {
    const { token, userId } = await app.register();
    const db = app.ctx.db;
    const headers = { "Idempotency-Key": "batch-boom" };
    const body = {
      items: [
        { title: "fine", kind: "text" },
        { title: "boom", kind: "text" },
        { title: "also fine", kind: "text" },
      ],
    };
    const counts = () =>
      db.one(sql.unsafe`
        SELECT (SELECT count(*) FROM rights_objects WHERE owner_id = ${userId}) AS objects,
               (SELECT count(*) FROM signing_receipts WHERE owner_id = ${userId}) AS receipts,
               (SELECT count(*) FROM bureau_certificates WHERE owner_id = ${userId}) AS certs`);
    const first = await whileBoomRefused(async () => {
      const first = await app.call("POST", "/api/pipeline/protect-batch", { token, body, headers });
      expect(first.status).toBe(500);
      expect(first.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(first.body).toMatchObject({ type: expect.stringMatching(/batch-incomplete$/), protected: 2, failed: 1 });
      expect(first.body.items.map((i: { ok: boolean }) => i.ok)).toEqual([true, false, true]);
      expect(first.body.items[1].error.status).toBe(500);
      // The failed item left nothing: no object, and no receipt (it was written in the rolled-back transaction).
      expect(await counts()).toEqual({ objects: 2n, receipts: 2n, certs: 2n });
      // Still failing: the retry answers 500 again and issues nothing more.
      const again = await app.call("POST", "/api/pipeline/protect-batch", { token, body, headers });
      expect(again.status).toBe(500);
      expect(again.body.items[0].certificate.certId).toBe(first.body.items[0].certificate.certId);
      expect(await counts()).toEqual({ objects: 2n, receipts: 2n, certs: 2n });
      // A single protect of the same fails as a whole with 500 and leaves nothing either.
      const single = await protect(token, { title: "boom", kind: "text" });
      expect(single.status).toBe(500);
      expect(await db.oneFirst(sql.unsafe`SELECT count(*) FROM signing_receipts WHERE owner_id = ${userId}`)).toBe(2n);
      return first;
    });
    // The cause removed, the retry with the same key issues only the failed item; then it is final.
    const retry = await app.call("POST", "/api/pipeline/protect-batch", { token, body, headers });
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ protected: 3, failed: 0 });
    expect(retry.body.items[0]).toEqual(first.body.items[0]);
    expect(retry.body.items[2]).toEqual(first.body.items[2]);
    expect(retry.body.items[1].certificate.rightsObject.title).toBe("boom");
    expect(await counts()).toEqual({ objects: 3n, receipts: 3n, certs: 3n });
    const replay = await app.call("POST", "/api/pipeline/protect-batch", { token, body, headers });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(retry.body);
  });

  it("without a key, an internal item failure is also a 500 listing the items issued", async () => {
    const { token, userId } = await app.register();
    const db = app.ctx.db;
    await whileBoomRefused(async () => {
      const res = await app.call("POST", "/api/pipeline/protect-batch", {
        token,
        body: {
          items: [
            { title: "boom", kind: "text" },
            { title: "ok", kind: "text" },
          ],
        },
      });
      expect(res.status).toBe(500);
      expect(res.body.items[1].certificate.certId).toMatch(BCT);
      const stored = await db.oneFirst(sql.unsafe`
        SELECT idempotency_key FROM bureau_certificates WHERE owner_id = ${userId}`);
      expect(stored).toBeNull();
    });
  });

  it("issues each item at most once per key when the idempotency record is lost after the batch committed", async () => {
    const { token, userId } = await app.register();
    const db = app.ctx.db;
    const headers = { "Idempotency-Key": "batch-lost" };
    const body = {
      items: [
        { title: "A", kind: "text", content: "alpha" },
        { title: "x".repeat(201), kind: "text" },
        { title: "C", kind: "music" },
      ],
    };
    const call = (b: unknown, h = headers) =>
      app.call("POST", "/api/pipeline/protect-batch", { token, body: b, headers: h });
    const certCount = () =>
      db.oneFirst(sql.unsafe`SELECT count(*) FROM bureau_certificates WHERE owner_id = ${userId}`);
    const first = await call(body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ protected: 2, failed: 1 });
    const stored = await db.any(sql.unsafe`
      SELECT idempotency_key, idempotency_item, idempotency_batch_size FROM bureau_certificates
      WHERE owner_id = ${userId} ORDER BY idempotency_item`);
    expect(stored).toEqual([
      { idempotency_key: "batch-lost", idempotency_item: 0, idempotency_batch_size: 3 },
      { idempotency_key: "batch-lost", idempotency_item: 2, idempotency_batch_size: 3 },
    ]);
    const lose = () =>
      db.query(sql.unsafe`DELETE FROM idempotency_keys WHERE principal = ${userId} AND key = 'batch-lost'`);

    // Lost record, same body: the same certificates, nothing new (not a replay: the handler ran).
    await lose();
    const recovered = await call(body);
    expect(recovered.status).toBe(200);
    expect(recovered.headers.get("idempotent-replayed")).toBeNull();
    expect(recovered.body).toEqual(first.body);
    expect(await certCount()).toBe(2n);

    // Lost record, different body (size, an item's digest or title): 422, nothing issued.
    const variants = [
      { items: [body.items[0], body.items[1]] },
      { items: [{ ...body.items[0], content: "beta" }, body.items[1], body.items[2]] },
      { items: [body.items[0], body.items[1], { title: "D", kind: "music" }] },
      {
        items: [
          { title: "A", kind: "text", content: "alpha" },
          body.items[1],
          { kind: "music", title: "C" },
          body.items[2],
        ],
      },
    ];
    for (const variant of variants) {
      await lose();
      const res = await call(variant);
      expect(res.status).toBe(422);
      expect(res.body.type).toMatch(/idempotency-key-reused$/);
    }
    expect(await certCount()).toBe(2n);

    // The same key on the single route is another key: it does not find the batch's items.
    const single = await protect(token, { title: "A", kind: "text", content: "alpha" }, headers);
    expect(single.status).toBe(201);
    expect(single.body.certId).not.toBe(first.body.items[0].certificate.certId);
    // And a single protect's key does not make the batch find that certificate.
    await lose();
    expect((await call(body)).body).toEqual(first.body);
    expect(await certCount()).toBe(3n);
  });

  it("refuses U+0000 in a title with 400 (PostgreSQL text cannot hold it)", async () => {
    const { token } = await app.register();
    const res = await protect(token, { title: "a\u0000b", kind: "text" });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("/body/title");
  });

  it("refuses an empty batch and one of more than 50 items with 400", async () => {
    const { token, userId } = await app.register();
    const item = { title: "t", kind: "text" };
    const tooMany = await app.call("POST", "/api/pipeline/protect-batch", {
      token,
      body: { items: Array.from({ length: 51 }, () => item) },
    });
    expect(tooMany.status).toBe(400);
    const empty = await app.call("POST", "/api/pipeline/protect-batch", { token, body: { items: [] } });
    expect(empty.status).toBe(400);
    const fifty = await app.call("POST", "/api/pipeline/protect-batch", {
      token,
      body: { items: Array.from({ length: 50 }, (_, i) => ({ title: `t${i}`, kind: "text" })) },
    });
    expect(fifty.status).toBe(200);
    expect(fifty.body.protected).toBe(50);
    const certs = await app.ctx.db.oneFirst(
      sql.unsafe`SELECT count(*) FROM bureau_certificates WHERE owner_id = ${userId}`,
    );
    expect(certs).toBe(50n);
  });
});

describe("GET /api/bureau/cert/{certId}/embed", () => {
  it("is a public frameable badge, escaped, saying whether the certificate verifies", async () => {
    const { token } = await app.register();
    const title = `<img src=x onerror="alert(1)"> 'q'`;
    const cert = (await protect(token, { title, kind: "text" })).body;
    const res = await app.call("GET", `/api/bureau/cert/${cert.certId}/embed`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.text).not.toContain("<img");
    expect(res.text).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &apos;q&apos;");
    expect(res.text).toContain(`href="${cert.verifyUrl}"`);
    expect(res.text).toContain("signature verified");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(res.headers.get("x-frame-options")).toBeNull();
    await tamper(
      "rights_objects",
      sql.unsafe`UPDATE rights_objects SET kind = 'forged' WHERE id = ${cert.rightsObject.id}`,
    );
    const tampered = await app.call("GET", `/api/bureau/cert/${cert.certId}/embed`);
    expect(tampered.text).toContain("no longer verifies");
    const missing = await app.call("GET", "/api/bureau/cert/bct_01JD5V8ZK3M4N5P6Q7R8S9T0VW/embed");
    expect(missing.status).toBe(404);
  });
});

it("the certificate document signed is the one a registry check recomputes from the stored row", async () => {
  const { token } = await app.register();
  const cert = (await protect(token, { title: "Registry", kind: "code" })).body;
  const { findRightsObject, certificateDocument } = await import("../../src/modules/rights/index.ts");
  const row = await findRightsObject(app.ctx.db, cert.rightsObject.id);
  const receipt = (await app.ctx.db.one(
    sql.unsafe`SELECT payload_sha256, signature FROM signing_receipts WHERE id = ${cert.signature.receiptId}`,
  )) as { payload_sha256: string; signature: string };
  const bytes = canonicalBytes(certificateDocument(row!));
  expect(sha256Hex(bytes)).toBe(receipt.payload_sha256);
  expect(
    verifyEd25519(
      cert.signature.publicKey,
      bytes,
      Buffer.from(receipt.signature as string, "hex").toString("base64url"),
    ),
  ).toBe(true);
});
