// Key management end to end through @trustplane/sdk-fintech: the real server, k-of-n keys derived,
// recovered (any k of n), refused (k−1, tampered, rotated-out, another key's shares), rotated, audited.
import { createPublicKey, verify as verifySignature } from "node:crypto";
import { type FintechClient, NotFoundError } from "@trustplane/sdk-fintech";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredClient } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { deriveEd25519, failure, rewriteShare, subsets } from "./helpers.ts";

let app: TestServer;
let ada: FintechClient;
let grace: FintechClient;
beforeAll(async () => {
  app = await startTestServer();
  ada = await registeredClient(app.url, "Ada");
  grace = await registeredClient(app.url, "Grace");
});
afterAll(async () => {
  await app?.close();
});

const SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");
const verifies = (publicKey: string, message: string, signature: string): boolean =>
  verifySignature(
    null,
    Buffer.from(message, "utf8"),
    createPublicKey({
      key: Buffer.concat([SPKI_PREFIX, Buffer.from(publicKey, "base64url")]),
      format: "der",
      type: "spki",
    }),
    Buffer.from(signature, "base64url"),
  );

describe("deriving a threshold key", () => {
  it("returns the key at epoch 1 and its n self-describing shares, and stores none of them", async () => {
    const { key, shares } = await deriveEd25519(ada, 3, 5, "Release signing key");
    expect(key).toMatchObject({ kind: "ed25519", label: "Release signing key", threshold: 3, shares: 5, epoch: 1 });
    expect(key.id).toMatch(/^ksk_/);
    expect(key.publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key.rotatedAt).toBeNull();
    expect(shares).toHaveLength(5);
    shares!.forEach((share, i) => {
      expect(share).toMatch(new RegExp(`^ks1\\.${key.id}\\.1\\.${i + 1}\\.[A-Za-z0-9_-]{44}\\.[0-9a-f]{8}$`));
    });
    // Nothing in the database holds a share's bytes, or the answer's other secrets.
    const dump = JSON.stringify(
      await app.ctx.db.any(
        sql.unsafe`SELECT encode(secret_sealed, 'hex') AS s, encode(share_fingerprints, 'hex') AS f FROM keyshield_keys WHERE id = ${key.id}`,
      ),
    );
    for (const share of shares!) {
      const data = Buffer.from(share.split(".")[4]!, "base64url").toString("hex");
      expect(dump).not.toContain(data.slice(0, 32));
    }
    await expect(ada.keyshield.keys.retrieve(key.id)).resolves.toEqual(key);
  });

  it("makes a 256-bit secret without a public key", async () => {
    const { key, shares } = await ada.keyshield.derive({ kind: "secret-256", threshold: 2, shares: 2 });
    expect(key).toMatchObject({ kind: "secret-256", publicKey: null, label: null, threshold: 2, shares: 2 });
    expect(shares).toHaveLength(2);
  });

  it("refuses a threshold above the share count, and shapes outside 2 ≤ k ≤ n ≤ 16", async () => {
    expect(await failure(ada.keyshield.derive({ kind: "ed25519", threshold: 4, shares: 3 }))).toEqual({
      status: 400,
      code: "validation",
    });
    for (const body of [
      { kind: "ed25519", threshold: 1, shares: 3 },
      { kind: "ed25519", threshold: 2, shares: 17 },
      { kind: "rsa", threshold: 2, shares: 3 },
      { kind: "ed25519", threshold: 2 },
      { kind: "ed25519", threshold: 2, shares: 3, label: "" },
    ]) {
      expect(await failure(ada.keyshield.derive(body as never))).toEqual({ status: 400, code: "validation" });
    }
  });

  it("replays an Idempotency-Key's derivation without creating a second key, and without its shares", async () => {
    const before = (await ada.keyshield.keys.list({ limit: 200 })).total;
    const idempotencyKey = `derive-${crypto.randomUUID()}`;
    const body = { kind: "secret-256", threshold: 2, shares: 3, label: "once" } as const;
    const first = await ada.keyshield.derive.withResponse(body, { idempotencyKey });
    const again = await ada.keyshield.derive.withResponse(body, { idempotencyKey });
    expect(first.response.status).toBe(201);
    expect(first.data.shares).toHaveLength(3);
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get("idempotent-replayed")).toBe("true");
    expect(again.data).toEqual({ key: first.data.key, shares: null });
    expect((await ada.keyshield.keys.list({ limit: 200 })).total).toBe(before + 1);
    // The replay is the stored record (sealed at rest): it holds the key, and no share.
    const records = await app.ctx.db.anyFirst(
      sql.unsafe`SELECT state FROM idempotency_keys WHERE key = ${idempotencyKey}`,
    );
    expect(records).toEqual(["completed"]);
  });
});

describe("recovering", () => {
  it("signs with any k of n shares (ed25519), and the seed never leaves", async () => {
    const { key, shares } = await deriveEd25519(ada, 3, 5);
    const combinations = subsets(shares!, 3);
    expect(combinations).toHaveLength(10);
    for (const [i, combination] of combinations.entries()) {
      const message = `release ${i}`;
      const recovered = await ada.keyshield.recover({ keyId: key.id, shares: combination, message });
      expect(recovered).toMatchObject({
        keyId: key.id,
        kind: "ed25519",
        epoch: 1,
        publicKey: key.publicKey,
        secret: null,
      });
      expect(verifies(key.publicKey!, message, recovered.signature!)).toBe(true);
    }
    // More than k, in any order, work too.
    const all = await ada.keyshield.recover({ keyId: key.id, shares: [...shares!].reverse(), message: "all" });
    expect(verifies(key.publicKey!, "all", all.signature!)).toBe(true);
  });

  it("answers the same secret for any k of n shares (secret-256)", async () => {
    const { key, shares } = await ada.keyshield.derive({ kind: "secret-256", threshold: 2, shares: 4 });
    const secrets = new Set<string>();
    for (const combination of subsets(shares!, 2)) {
      const recovered = await ada.keyshield.recover({ keyId: key.id, shares: combination });
      expect(recovered).toMatchObject({ keyId: key.id, kind: "secret-256", signature: null, publicKey: null });
      expect(Buffer.from(recovered.secret!, "base64url")).toHaveLength(32);
      secrets.add(recovered.secret!);
    }
    expect(secrets.size).toBe(1);
  });

  it("refuses k−1 shares, a tampered share, a duplicate, a malformed share and another key's share", async () => {
    const { key, shares } = await deriveEd25519(ada, 3, 5);
    const other = await deriveEd25519(ada, 2, 3);
    const s = shares!;
    const recover = (list: string[], message = "m") =>
      failure(ada.keyshield.recover({ keyId: key.id, shares: list, message }));
    for (const pair of subsets(s, 2)) expect(await recover(pair)).toEqual({ status: 422, code: "not-enough-shares" });
    // A byte changed and the checksum recomputed: only the fingerprint can tell.
    expect(await recover([s[0]!, s[1]!, rewriteShare(s[2]!, { flipByte: 5 })])).toEqual({
      status: 422,
      code: "share-unknown",
    });
    // Its last byte is the x-coordinate of Shamir's scheme.
    expect(await recover([s[0]!, s[1]!, rewriteShare(s[2]!, { flipByte: 32 })])).toEqual({
      status: 422,
      code: "share-unknown",
    });
    // A share relabelled with another index.
    expect(await recover([s[0]!, s[1]!, rewriteShare(s[2]!, { index: 4 })])).toEqual({
      status: 422,
      code: "share-unknown",
    });
    expect(await recover([s[0]!, s[1]!, rewriteShare(s[2]!, { index: 9 })])).toEqual({
      status: 422,
      code: "share-unknown",
    });
    expect(await recover([s[0]!, s[1]!, rewriteShare(s[2]!, { epoch: 2 })])).toEqual({
      status: 422,
      code: "share-unknown",
    });
    // A typo: one character changed without fixing the checksum; a truncated share; not a share at all.
    const typo = `${s[2]!.slice(0, 60)}${s[2]![60] === "A" ? "B" : "A"}${s[2]!.slice(61)}`;
    expect(await recover([s[0]!, s[1]!, typo])).toEqual({ status: 422, code: "share-malformed" });
    expect(await recover([s[0]!, s[1]!, s[2]!.slice(0, -3)])).toEqual({ status: 422, code: "share-malformed" });
    expect(await recover([s[0]!, s[1]!, "correct horse battery staple"])).toEqual({
      status: 422,
      code: "share-malformed",
    });
    expect(await recover([s[0]!, s[1]!, s[1]!])).toEqual({ status: 422, code: "shares-duplicate" });
    expect(await recover([s[0]!, s[1]!, other.shares![0]!])).toEqual({ status: 422, code: "share-wrong-key" });
    // Another key's share renamed to this key: its fingerprint is not one of this key's.
    expect(await recover([s[0]!, s[1]!, rewriteShare(other.shares![2]!, { keyId: key.id })])).toEqual({
      status: 422,
      code: "share-unknown",
    });
    // And the key still works with its own shares.
    const ok = await ada.keyshield.recover({ keyId: key.id, shares: [s[4]!, s[0]!, s[2]!], message: "still" });
    expect(verifies(key.publicKey!, "still", ok.signature!)).toBe(true);
  });

  it("needs a message for an ed25519 key and refuses one for a secret-256 key", async () => {
    const signing = await deriveEd25519(ada, 2, 2);
    const secret = await ada.keyshield.derive({ kind: "secret-256", threshold: 2, shares: 2 });
    expect(await failure(ada.keyshield.recover({ keyId: signing.key.id, shares: signing.shares! }))).toEqual({
      status: 422,
      code: "message-required",
    });
    expect(
      await failure(ada.keyshield.recover({ keyId: secret.key.id, shares: secret.shares!, message: "x" })),
    ).toEqual({ status: 422, code: "message-not-applicable" });
    // An empty message is a message.
    const empty = await ada.keyshield.recover({ keyId: signing.key.id, shares: signing.shares!, message: "" });
    expect(verifies(signing.key.publicKey!, "", empty.signature!)).toBe(true);
  });

  it("validates the request's shape", async () => {
    const { key } = await deriveEd25519(ada, 2, 2);
    for (const body of [
      { keyId: key.id, shares: [], message: "m" },
      { keyId: key.id, message: "m" },
      { keyId: "acc_01JD0000000000000000000000", shares: ["x"], message: "m" },
      { keyId: key.id, shares: Array.from({ length: 17 }, () => "x"), message: "m" },
      { keyId: key.id, shares: ["x".repeat(201)], message: "m" },
      { keyId: key.id, shares: ["x"], message: "m", extra: 1 },
    ]) {
      expect(await failure(ada.keyshield.recover(body as never))).toEqual({ status: 400, code: "validation" });
    }
  });
});

describe("rotating", () => {
  it("issues n fresh shares under epoch + 1 for the same key; the old set stops working", async () => {
    const { key, shares } = await deriveEd25519(ada, 2, 3);
    const rotated = await ada.keyshield.rotate({ keyId: key.id, shares: [shares![0]!, shares![2]!] });
    expect(rotated.key).toMatchObject({ id: key.id, epoch: 2, publicKey: key.publicKey, threshold: 2, shares: 3 });
    expect(rotated.key.rotatedAt).not.toBeNull();
    expect(rotated.shares).toHaveLength(3);
    for (const share of rotated.shares!) expect(share.split(".").slice(1, 3)).toEqual([key.id, "2"]);
    expect(rotated.shares!.filter((share) => shares!.includes(share))).toEqual([]);

    for (const old of subsets(shares!, 2)) {
      expect(await failure(ada.keyshield.recover({ keyId: key.id, shares: old, message: "m" }))).toEqual({
        status: 422,
        code: "share-stale-epoch",
      });
    }
    // Old and new shares mixed: the old one is named.
    expect(
      await failure(ada.keyshield.recover({ keyId: key.id, shares: [rotated.shares![0]!, shares![1]!], message: "m" })),
    ).toEqual({ status: 422, code: "share-stale-epoch" });
    // A retry of the same rotation cannot rotate twice.
    expect(await failure(ada.keyshield.rotate({ keyId: key.id, shares: [shares![0]!, shares![2]!] }))).toEqual({
      status: 422,
      code: "share-stale-epoch",
    });
    for (const fresh of subsets(rotated.shares!, 2)) {
      const signed = await ada.keyshield.recover({ keyId: key.id, shares: fresh, message: "after" });
      expect(signed.epoch).toBe(2);
      expect(verifies(key.publicKey!, "after", signed.signature!)).toBe(true);
    }
    await expect(ada.keyshield.keys.retrieve(key.id)).resolves.toEqual(rotated.key);
  });

  it("keeps a secret-256 key's secret across rotations", async () => {
    const { key, shares } = await ada.keyshield.derive({ kind: "secret-256", threshold: 2, shares: 2 });
    const before = await ada.keyshield.recover({ keyId: key.id, shares: shares! });
    const second = await ada.keyshield.rotate({ keyId: key.id, shares: shares! });
    const third = await ada.keyshield.rotate({ keyId: key.id, shares: second.shares! });
    expect(third.key.epoch).toBe(3);
    const after = await ada.keyshield.recover({ keyId: key.id, shares: third.shares! });
    expect(after.secret).toBe(before.secret);
  });

  it("refuses too few or foreign shares and changes nothing", async () => {
    const { key, shares } = await deriveEd25519(ada, 3, 4);
    const other = await deriveEd25519(ada, 2, 2);
    expect(await failure(ada.keyshield.rotate({ keyId: key.id, shares: shares!.slice(0, 2) }))).toEqual({
      status: 422,
      code: "not-enough-shares",
    });
    expect(
      await failure(ada.keyshield.rotate({ keyId: key.id, shares: [...shares!.slice(0, 2), other.shares![0]!] })),
    ).toEqual({ status: 422, code: "share-wrong-key" });
    await expect(ada.keyshield.keys.retrieve(key.id)).resolves.toMatchObject({ epoch: 1, rotatedAt: null });
  });
});

describe("the audit log", () => {
  it("records every use, refusals included: who, when, the epoch, the operation and the outcome", async () => {
    const { key, shares } = await deriveEd25519(ada, 2, 3);
    const me = await ada.auth.me();
    await ada.keyshield.recover({ keyId: key.id, shares: shares!.slice(0, 2), message: "one" });
    await failure(ada.keyshield.recover({ keyId: key.id, shares: shares!.slice(0, 1), message: "two" }));
    const rotated = await ada.keyshield.rotate({ keyId: key.id, shares: shares!.slice(1) });
    await failure(ada.keyshield.recover({ keyId: key.id, shares: shares!.slice(0, 2), message: "old" }));
    await ada.keyshield.recover({ keyId: key.id, shares: rotated.shares!.slice(0, 2), message: "new" });

    const audit = await ada.keyshield.keys.audit.list(key.id);
    expect(audit.total).toBe(6);
    expect(audit.items.map((e) => [e.operation, e.epoch, e.outcome, e.code])).toEqual([
      ["recover", 2, "succeeded", null],
      ["recover", 2, "refused", "share-stale-epoch"],
      ["rotate", 1, "succeeded", null],
      ["recover", 1, "refused", "not-enough-shares"],
      ["recover", 1, "succeeded", null],
      ["derive", 1, "succeeded", null],
    ]);
    for (const entry of audit.items) {
      expect(entry).toMatchObject({ keyId: key.id, userId: me.id });
      expect(entry.id).toMatch(/^ksa_/);
      expect(entry.requestId).toMatch(/^req_/);
      expect(Date.parse(entry.createdAt)).not.toBeNaN();
    }
    // Pages of 4 then 2.
    const first = await ada.keyshield.keys.audit.list(key.id, { limit: 4 });
    expect(first.items).toHaveLength(4);
    const second = await ada.keyshield.keys.audit.list(key.id, { limit: 4, cursor: first.nextCursor! });
    expect([...first.items, ...second.items]).toEqual(audit.items);
    expect(second.nextCursor).toBeNull();
  });

  it("counts uses by operation and outcome on /metrics, for operators (the audit log is the owner's)", async () => {
    const series = async () => {
      const text = (await app.call("GET", "/metrics")).text;
      const value = (operation: string, outcome: string) =>
        Number(
          new RegExp(
            `trustplane_keyshield_operations_total\\{operation="${operation}",outcome="${outcome}"\\} (\\d+)`,
          ).exec(text)?.[1] ?? 0,
        );
      return {
        derived: value("derive", "ok"),
        recovered: value("recover", "ok"),
        rotated: value("rotate", "ok"),
        tooFew: value("recover", "not-enough-shares"),
      };
    };
    const before = await series();
    const { key, shares } = await deriveEd25519(ada, 2, 3);
    await ada.keyshield.recover({ keyId: key.id, shares: shares!.slice(0, 2), message: "m" });
    await failure(ada.keyshield.recover({ keyId: key.id, shares: shares!.slice(0, 1), message: "m" }));
    await ada.keyshield.rotate({ keyId: key.id, shares: shares!.slice(1) });
    const after = await series();
    expect({
      derived: after.derived - before.derived,
      recovered: after.recovered - before.recovered,
      rotated: after.rotated - before.rotated,
      tooFew: after.tooFew - before.tooFew,
    }).toEqual({ derived: 1, recovered: 1, rotated: 1, tooFew: 1 });
  });
});

describe("lists and ownership", () => {
  it("lists the caller's keys newest first, paginated", async () => {
    const lister = await registeredClient(app.url, "Lister");
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await deriveEd25519(lister, 2, 2, `key ${i}`)).key);
    const page = await lister.keyshield.keys.list({ limit: 2 });
    expect(page.total).toBe(3);
    expect(page.items).toEqual([made[2], made[1]]);
    const rest = await lister.keyshield.keys.list({ limit: 2, cursor: page.nextCursor! });
    expect(rest).toEqual({ items: [made[0]], total: 3, nextCursor: null });
    expect((await grace.keyshield.keys.list()).items.map((k) => k.id)).not.toContain(made[0]!.id);
  });

  it("answers someone else's key exactly like an unknown one, on every operation, and audits nothing", async () => {
    const { key, shares } = await deriveEd25519(ada, 2, 2);
    const unknown = "ksk_01JD0000000000000000000000";
    const attempts = [
      (id: string) => grace.keyshield.keys.retrieve(id),
      (id: string) => grace.keyshield.keys.audit.list(id),
      (id: string) => grace.keyshield.recover({ keyId: id, shares: shares!, message: "theft" }),
      (id: string) => grace.keyshield.rotate({ keyId: id, shares: shares! }),
    ];
    for (const attempt of attempts) {
      const theirs = await attempt(key.id).then(
        () => undefined,
        (e: unknown) => e,
      );
      const none = await attempt(unknown).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(theirs).toBeInstanceOf(NotFoundError);
      expect(none).toBeInstanceOf(NotFoundError);
      expect((theirs as NotFoundError).code).toBe("keyshield-key-not-found");
      expect((none as NotFoundError).code).toBe("keyshield-key-not-found");
    }
    const audit = await ada.keyshield.keys.audit.list(key.id);
    expect(audit.items.map((e) => e.operation)).toEqual(["derive"]);
    await expect(ada.keyshield.keys.retrieve(key.id)).resolves.toMatchObject({ epoch: 1 });
  });

  it("refuses every operation without a token", async () => {
    const anonymous = await app.call("POST", "/api/keyshield/derive", {
      body: { kind: "ed25519", threshold: 2, shares: 2 },
    });
    expect(anonymous.status).toBe(401);
    for (const path of ["/api/keyshield/keys", "/api/keyshield/keys/ksk_01JD0000000000000000000000"]) {
      expect((await app.call("GET", path)).status).toBe(401);
    }
  });
});
