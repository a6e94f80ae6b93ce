// KEYSHIELD_MAX_KEYS_PER_USER through @trustplane/sdk-fintech: a user holds at most that many keys; the
// next derive is 403 `keyshield-key-limit` with `limit` and stores nothing; other users are not affected.
import { type FintechClient, PermissionError } from "@trustplane/sdk-fintech";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredClient, rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { deriveEd25519, failure } from "./helpers.ts";

let app: TestServer;
let ada: FintechClient;
let grace: FintechClient;
beforeAll(async () => {
  app = await startTestServer({ KEYSHIELD_MAX_KEYS_PER_USER: "2" });
  ada = await registeredClient(app.url, "Ada");
  grace = await registeredClient(app.url, "Grace");
});
afterAll(async () => {
  await app?.close();
});

const storedKeys = async (): Promise<number> =>
  Number(await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM keyshield_keys`));

describe("the per-user key limit", () => {
  it("refuses the derive past the limit with its code and limit, and creates nothing", async () => {
    await deriveEd25519(ada, 2, 3, "one");
    await ada.keyshield.derive({ kind: "secret-256", threshold: 2, shares: 2 });
    const before = await storedKeys();

    const error = await rejection(deriveEd25519(ada, 2, 3, "one too many"));
    expect(error).toBeInstanceOf(PermissionError);
    expect(error).toMatchObject({ status: 403, code: "keyshield-key-limit" });
    expect((error as PermissionError).body).toMatchObject({ limit: 2 });

    expect(await storedKeys()).toBe(before);
    expect((await ada.keyshield.keys.list()).items.map((k) => k.label ?? "")).not.toContain("one too many");
    expect((await ada.keyshield.keys.list()).items).toHaveLength(2);
  });

  it("counts each user's keys alone", async () => {
    const { key } = await deriveEd25519(grace, 2, 2, "Grace's");
    expect(key.epoch).toBe(1);
  });

  it("answers a retry of a refused derive with the same refusal (an Idempotency-Key records any 4xx)", async () => {
    const body = { kind: "secret-256" as const, threshold: 2, shares: 2 };
    const first = await rejection(ada.keyshield.derive(body, { idempotencyKey: "over-the-limit" }));
    const again = await rejection(ada.keyshield.derive(body, { idempotencyKey: "over-the-limit" }));
    expect(first).toMatchObject({ status: 403, code: "keyshield-key-limit" });
    expect(again).toMatchObject({ status: 403, code: "keyshield-key-limit" });
    expect((await ada.keyshield.keys.list()).items).toHaveLength(2);
  });
});

describe("retiring a key", () => {
  it("destroys its secret, frees its place, keeps it listed with its audit, and refuses its shares with 410", async () => {
    // Ada holds her 2 keys (the limit): retiring one lets her derive again.
    const held = (await ada.keyshield.keys.list()).items;
    expect(held.filter((k) => k.retiredAt === null)).toHaveLength(2);
    const { key, shares } = await grace.keyshield.derive({
      kind: "ed25519",
      threshold: 2,
      shares: 3,
      label: "retire me",
    });
    expect(
      await grace.keyshield.recover({ keyId: key.id, shares: shares!.slice(0, 2), message: "before" }),
    ).toMatchObject({
      keyId: key.id,
    });
    // Someone else cannot retire it: the same 404 as an unknown id.
    expect(await failure(ada.keyshield.keys.delete(key.id))).toEqual({ status: 404, code: "keyshield-key-not-found" });

    await expect(grace.keyshield.keys.delete(key.id)).resolves.toBeUndefined();
    await expect(grace.keyshield.keys.delete(key.id)).resolves.toBeUndefined(); // a retired key stays retired
    const retired = await grace.keyshield.keys.retrieve(key.id);
    expect(retired.retiredAt).not.toBeNull();
    const sealed = await app.ctx.db.oneFirst(
      sql.unsafe`SELECT octet_length(secret_sealed) FROM keyshield_keys WHERE id = ${key.id}`,
    );
    expect(sealed).toBe(0);
    expect(
      await failure(grace.keyshield.recover({ keyId: key.id, shares: shares!.slice(0, 2), message: "after" })),
    ).toEqual({ status: 410, code: "keyshield-key-retired" });
    expect(await failure(grace.keyshield.rotate({ keyId: key.id, shares: shares!.slice(0, 2) }))).toEqual({
      status: 410,
      code: "keyshield-key-retired",
    });
    const audit = await grace.keyshield.keys.audit.list(key.id);
    expect(audit.items.map((e) => [e.operation, e.outcome, e.code])).toEqual([
      ["rotate", "refused", "keyshield-key-retired"],
      ["recover", "refused", "keyshield-key-retired"],
      ["retire", "succeeded", null],
      ["recover", "succeeded", null],
      ["derive", "succeeded", null],
    ]);

    await ada.keyshield.keys.delete(held[0]!.id);
    const { key: fresh } = await deriveEd25519(ada, 2, 2, "in its place");
    expect(fresh.retiredAt).toBeNull();
    expect((await ada.keyshield.keys.list()).items.filter((k) => k.retiredAt === null)).toHaveLength(2);
    expect(await failure(deriveEd25519(ada, 2, 2, "over again"))).toEqual({ status: 403, code: "keyshield-key-limit" });
  });
});
