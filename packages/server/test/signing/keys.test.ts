import { randomBytes } from "node:crypto";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signingConfigFromEnv } from "../../src/modules/signing/config.ts";
import { privateKeyFromSeed, rawPublicKey } from "../../src/modules/signing/ed25519.ts";
import { keyRing, parseKeyEncryptionKey, unwrapPrivateKey } from "../../src/modules/signing/key-encryption.ts";
import { createKeyStore } from "../../src/modules/signing/keys.ts";
import { createSigner } from "../../src/modules/signing/signer.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

type KeyRow = {
  id: string;
  public_key: string;
  private_key_ciphertext: Buffer;
  private_key_nonce: Buffer;
  kek_id: string;
  retired_at: string | null;
};
const keyRows = async (ownerId: string) =>
  (await app.ctx.db.any(sql.unsafe`
    SELECT id, public_key, private_key_ciphertext, private_key_nonce, kek_id, retired_at
    FROM signing_keys WHERE owner_id = ${ownerId} ORDER BY id`)) as readonly KeyRow[];

const newKek = () => parseKeyEncryptionKey(randomBytes(32).toString("base64"), "test");

describe("signing keys", () => {
  it("are created once when a user's first signatures race (the owner's lock decides)", async () => {
    const { token, userId } = await app.register();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => app.call("POST", "/api/signing/sign", { token, body: { payload: i } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(new Set(results.map((r) => r.body.keyId)).size).toBe(1);
    expect(await keyRows(userId)).toHaveLength(1);
  });

  it("are created once when separate server instances (separate caches) race for the same user", async () => {
    const { userId } = await app.register();
    const stores = Array.from({ length: 4 }, () =>
      createKeyStore(app.ctx.db, signingConfigFromEnv(app.ctx.config.source).signingKeyEncryption, app.ctx.logger),
    );
    const keys = await Promise.all(
      stores.flatMap((store) => [store.currentUserKey(userId), store.currentUserKey(userId)]),
    );
    expect(new Set(keys.map((k) => k.id)).size).toBe(1);
    expect(await keyRows(userId)).toHaveLength(1);
  });

  it("are stored encrypted: the stored bytes are not the private key, and decrypt to the published key's pair", async () => {
    const { token, userId } = await app.register();
    const signed = await app.call("POST", "/api/signing/sign", { token, body: { payload: "x" } });
    const [row] = await keyRows(userId);
    expect(row!.id).toBe(signed.body.keyId);
    const ring = signingConfigFromEnv(app.ctx.config.source).signingKeyEncryption();
    expect(row!.kek_id).toBe(ring.current.id);
    expect(row!.private_key_nonce).toHaveLength(12);
    expect(row!.private_key_ciphertext).toHaveLength(48); // 32-byte key + 16-byte GCM tag
    const seed = unwrapPrivateKey(ring, row!.id, {
      kekId: row!.kek_id,
      nonce: row!.private_key_nonce,
      ciphertext: row!.private_key_ciphertext,
    });
    expect(row!.private_key_ciphertext.includes(seed)).toBe(false);
    expect(rawPublicKey(privateKeyFromSeed(seed)).toString("hex")).toBe(row!.public_key);
    // Nothing else in the row holds the key either.
    const text = JSON.stringify(await app.ctx.db.one(sql.unsafe`SELECT * FROM signing_keys WHERE id = ${row!.id}`));
    expect(text).not.toContain(seed.toString("hex"));
    expect(text).not.toContain(seed.toString("base64"));
  });

  it("survive a KEK rotation: a previous KEK still decrypts, and the key is rewrapped under the current one", async () => {
    const { userId } = await app.register();
    const oldKek = newKek();
    const before = createKeyStore(app.ctx.db, () => keyRing(oldKek), app.ctx.logger);
    const made = await before.currentUserKey(userId);
    expect((await keyRows(userId))[0]!.kek_id).toBe(oldKek.id);

    const currentKek = newKek();
    const during = createKeyStore(app.ctx.db, () => keyRing(currentKek, [oldKek]), app.ctx.logger);
    const loaded = await during.currentUserKey(userId);
    expect(loaded.id).toBe(made.id);
    expect((await keyRows(userId))[0]!.kek_id).toBe(currentKek.id);

    // Once rewrapped, the old KEK can be dropped from the configuration.
    const after = createKeyStore(app.ctx.db, () => keyRing(currentKek), app.ctx.logger);
    expect((await after.currentUserKey(userId)).publicKey.equals(made.publicKey)).toBe(true);
    // And without the right KEK nothing decrypts.
    const stranger = createKeyStore(app.ctx.db, () => keyRing(newKek()), app.ctx.logger);
    await expect(stranger.currentUserKey(userId)).rejects.toThrow(/not configured/);
  });

  it("rotate: the new key signs, the old one is retired, still published, and what it signed still verifies", async () => {
    const { token, userId } = await app.register();
    const payload = { before: "rotation" };
    const old = await app.call("POST", "/api/signing/v2/sign", { token, body: { payload } });
    const oldV1 = await app.call("POST", "/api/signing/sign", { token, body: { payload } });

    const rotated = await app.call("POST", "/api/signing/v2/me/keys", { token });
    expect(rotated.status).toBe(201);
    expect(rotated.body).toMatchObject({ kind: "user", algo: "Ed25519", retiredAt: null });
    expect(rotated.body.keyId).not.toBe(old.body.keyId);
    expect(rotated.body.jwk).toEqual({
      kty: "OKP",
      crv: "Ed25519",
      x: rotated.body.publicKey,
      kid: rotated.body.keyId,
      alg: "EdDSA",
      use: "sig",
    });

    const next = await app.call("POST", "/api/signing/sign", { token, body: { payload } });
    expect(next.body.keyId).toBe(rotated.body.keyId);
    expect(next.body.signature).not.toBe(oldV1.body.signature);

    const retired = await app.call("GET", `/api/signing/v2/keys/${old.body.keyId}`);
    expect(retired.status).toBe(200);
    expect(Date.parse(retired.body.retiredAt)).not.toBeNaN();
    const stillValid = await app.call("POST", "/api/signing/v2/verify", {
      body: { payload, signature: old.body.signature, keyId: old.body.keyId },
    });
    expect(stillValid.body).toEqual({ valid: true, keyId: old.body.keyId, reason: null });
    const v1Valid = await app.call("POST", "/api/signing/verify", {
      body: { payload, signature: oldV1.body.signature, receiptId: oldV1.body.receiptId },
    });
    expect(v1Valid.body.valid).toBe(true);

    const refused = await app.call("POST", "/api/signing/v2/sign", {
      token,
      body: { payload, keyId: old.body.keyId },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.type).toMatch(/signing-key-retired$/);

    const mine = await app.call("GET", "/api/signing/v2/me/keys", { token });
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(2);
    expect(mine.body.items.map((k: { keyId: string }) => k.keyId)).toEqual([rotated.body.keyId, old.body.keyId]);
    expect(mine.body.items[0].retiredAt).toBeNull();
    expect((await keyRows(userId)).filter((k) => k.retired_at === null)).toHaveLength(1);
  });

  it("rotate before any signature makes the first key; concurrent rotations all succeed, leaving one current key", async () => {
    const { token, userId } = await app.register();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => app.call("POST", "/api/signing/v2/me/keys", { token })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(5).fill(201));
    const rows = await keyRows(userId);
    expect(rows).toHaveLength(5);
    expect(rows.filter((k) => k.retired_at === null)).toHaveLength(1);
    const mine = await app.call("GET", "/api/signing/v2/me/keys?limit=2", { token });
    expect(mine.body.items).toHaveLength(2);
    expect(mine.body.nextCursor).not.toBeNull();
  });

  it("a payload the signer cannot canonicalize is that item's 400 problem, never a throw (the pipeline's path)", async () => {
    const { userId } = await app.register();
    const signer = createSigner(
      app.ctx,
      createKeyStore(app.ctx.db, signingConfigFromEnv(app.ctx.config.source).signingKeyEncryption, app.ctx.logger),
    );
    const items = [{ payload: { title: "\ud800" } }, { payload: 1 }, { payload: [Number.POSITIVE_INFINITY] }];
    for (const outcomes of [await signer.sign(userId, items, "v2"), await signer.prepare(userId, items, "v2")]) {
      expect(outcomes[0]).toMatchObject({ status: 400, type: "validation" });
      expect(outcomes[1]).toMatchObject({ receipt: { ownerId: userId } });
      expect(outcomes[2]).toMatchObject({ status: 400, type: "validation" });
    }
    const stored = await app.ctx.db.oneFirst(
      sql.unsafe`SELECT count(*) FROM signing_receipts WHERE owner_id = ${userId}`,
    );
    expect(Number(stored)).toBe(1);
  });

  it("a key retired by another instance is never used to sign: the stale cache is dropped and signing retries", async () => {
    const { userId } = await app.register();
    const mine = createKeyStore(
      app.ctx.db,
      signingConfigFromEnv(app.ctx.config.source).signingKeyEncryption,
      app.ctx.logger,
    );
    const other = createKeyStore(
      app.ctx.db,
      signingConfigFromEnv(app.ctx.config.source).signingKeyEncryption,
      app.ctx.logger,
    );
    const signer = createSigner(app.ctx, mine);
    const [first] = await signer.sign(userId, [{ payload: 1 }], "v1");
    const firstKeyId = (first as { key: { id: string } }).key.id;

    const rotated = await other.rotate(userId);
    const [second] = await signer.sign(userId, [{ payload: 2 }], "v2");
    expect((second as { key: { id: string } }).key.id).toBe(rotated.id);
    const [explicit] = await signer.sign(userId, [{ payload: 3, keyId: firstKeyId }], "v2");
    expect(explicit).toMatchObject({ status: 422, type: "signing-key-retired" });
    const usedKeys = await app.ctx.db.anyFirst(
      sql.unsafe`SELECT DISTINCT key_id FROM signing_receipts WHERE owner_id = ${userId} ORDER BY key_id`,
    );
    expect(usedKeys).toEqual([firstKeyId, rotated.id].sort());
  });
});
