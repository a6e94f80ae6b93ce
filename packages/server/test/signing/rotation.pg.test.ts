// Real PostgreSQL: concurrent key rotations and first-use key creation for one user. PGlite runs one
// transaction at a time, so the races these guard against only happen here.
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signingConfigFromEnv } from "../../src/modules/signing/config.ts";
import { createKeyStore } from "../../src/modules/signing/keys.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  // More connections than usual, so that many rotations really are in flight at once.
  app = await startTestServer({ DB_POOL_SIZE: "20" });
});
afterAll(async () => {
  await app?.close();
});

type KeyRow = { id: string; created_at: string; retired_at: string | null };
const keyRows = async (ownerId: string) =>
  (await app.ctx.db.any(sql.unsafe`
    SELECT id, created_at::text, retired_at::text FROM signing_keys
    WHERE kind = 'user' AND owner_id = ${ownerId} ORDER BY created_at, id`)) as readonly KeyRow[];

/**
 * Each key was current from its creation until the next one was made, which retired it at that very
 * instant: one chain without gaps or overlaps, and exactly one current key, the newest.
 */
const expectOneChain = (rows: readonly KeyRow[]) => {
  expect(rows.filter((k) => k.retired_at === null).map((k) => k.id)).toEqual([rows.at(-1)!.id]);
  for (const [i, key] of rows.slice(0, -1).entries()) expect(key.retired_at).toBe(rows[i + 1]!.created_at);
};

const rotate = (token: string) => app.call("POST", "/api/signing/v2/me/keys", { token });

describe("signing key rotation under concurrency (real PostgreSQL)", () => {
  it("30 parallel rotations for one user all answer 201, each with a new key, and leave exactly one current", async () => {
    // Three users at once (one with a key already, two without), 30 rotations each.
    const users = await Promise.all([app.register(), app.register(), app.register()]);
    expect(
      (await app.call("POST", "/api/signing/v2/sign", { token: users[0]!.token, body: { payload: 1 } })).status,
    ).toBe(200);
    const answers = await Promise.all(users.map((u) => Promise.all(Array.from({ length: 30 }, () => rotate(u.token)))));
    for (const [i, user] of users.entries()) {
      const results = answers[i]!;
      expect(results.map((r) => r.status)).toEqual(Array(30).fill(201));
      const answered = results.map((r) => r.body.keyId as string);
      expect(new Set(answered).size).toBe(30);
      const rows = await keyRows(user.userId);
      expect(rows).toHaveLength(i === 0 ? 31 : 30);
      // Every key answered is one of the user's keys and was current at some point (the chain).
      expect(answered.every((id) => rows.some((row) => row.id === id))).toBe(true);
      expectOneChain(rows);
      // The current key signs.
      const signed = await app.call("POST", "/api/signing/v2/sign", { token: user.token, body: { payload: "after" } });
      expect(signed.status).toBe(200);
      expect(signed.body.keyId).toBe(rows.at(-1)!.id);
    }
  });

  it("first-use key creation on separate instances racing rotations never fails and leaves one current key", async () => {
    const { token, userId } = await app.register();
    // Separate key stores: separate caches, as on separate server instances.
    const stores = Array.from({ length: 6 }, () =>
      createKeyStore(app.ctx.db, signingConfigFromEnv(app.ctx.config.source).signingKeyEncryption, app.ctx.logger),
    );
    const [firstUse, rotations] = await Promise.all([
      Promise.allSettled(stores.flatMap((store) => [store.currentUserKey(userId), store.currentUserKey(userId)])),
      Promise.all(Array.from({ length: 10 }, () => rotate(token))),
    ]);
    expect(firstUse.filter((r) => r.status === "rejected")).toEqual([]);
    expect(rotations.map((r) => r.status)).toEqual(Array(10).fill(201));
    const rows = await keyRows(userId);
    // Every rotation made one key; first use made at most one (none if a rotation came first).
    expect(rows.length === 10 || rows.length === 11).toBe(true);
    expectOneChain(rows);
    const used = new Set(firstUse.map((r) => (r.status === "fulfilled" ? r.value.id : "")));
    for (const id of used) expect(rows.some((row) => row.id === id)).toBe(true);
  });
});
