// Races of rotations on real PostgreSQL (PGlite runs one transaction at a time, so nothing races there).
import { createFintechClient, type FintechClient } from "@trustplane/sdk-fintech";
import pg from "pg";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../src/server.ts";
import { PASSWORD, uniqueEmail } from "../e2e/sdk-helpers.ts";
import { realPostgresUrl, scratchDatabase, testConfig } from "../harness.ts";
import { deriveEd25519, failure } from "./helpers.ts";

type Rotation = Awaited<ReturnType<FintechClient["keyshield"]["rotate"]>>;

describe("a key rotated twice at once, or rotated and retired at once (PostgreSQL)", () => {
  let server: RunningServer;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let client: FintechClient;
  let twin: FintechClient;

  beforeAll(async () => {
    if (!realPostgresUrl) throw new Error("these tests need PostgreSQL: set DATABASE_URL");
    scratch = await scratchDatabase(realPostgresUrl);
    server = await startServer(testConfig({ DATABASE_URL: scratch.url, DB_POOL_SIZE: "20" }), {
      inMemoryDatabase: true,
    });
    // One user signed in twice: two clients, two connections, one key.
    const email = uniqueEmail("racer");
    client = createFintechClient({ baseUrl: server.url });
    await client.auth.register({ email, password: PASSWORD, name: "Racer" });
    twin = createFintechClient({ baseUrl: server.url });
    await twin.auth.login({ email, password: PASSWORD });
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  /** Backends of the scratch database waiting for a lock. */
  const waiting = async (): Promise<number> =>
    Number(
      await server.ctx.db.oneFirst(sql.unsafe`
        SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`),
    );

  const settle = async (key: { id: string }, oldShares: string[], outcomes: PromiseSettledResult<Rotation>[]) => {
    const won = outcomes.filter((o): o is PromiseFulfilledResult<Rotation> => o.status === "fulfilled");
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toMatchObject({ status: 422, code: "share-stale-epoch" });
    const winner = won[0]!.value;
    expect(winner.key.epoch).toBe(2);
    await expect(client.keyshield.keys.retrieve(key.id)).resolves.toMatchObject({ epoch: 2 });
    // The winner's shares work; the old ones do not.
    const signed = await client.keyshield.recover({ keyId: key.id, shares: winner.shares!.slice(1), message: "won" });
    expect(signed.epoch).toBe(2);
    expect(
      await failure(client.keyshield.recover({ keyId: key.id, shares: oldShares.slice(0, 2), message: "old" })),
    ).toEqual({ status: 422, code: "share-stale-epoch" });
    const audit = await client.keyshield.keys.audit.list(key.id);
    expect(audit.items.map((e) => `${e.operation} ${e.outcome} ${e.code ?? ""}`.trim()).sort()).toEqual([
      "derive succeeded",
      "recover refused share-stale-epoch",
      "recover succeeded",
      "rotate refused share-stale-epoch",
      "rotate succeeded",
    ]);
    return lost[0]!.reason as { detail?: string; message: string };
  };

  it("both past the share check and at the conditional UPDATE together: exactly one wins", async () => {
    const { key, shares } = await deriveEd25519(client, 2, 3);
    let racing: Promise<PromiseSettledResult<Rotation>[]> | undefined;
    // The key's row is held while both rotations check their shares and reach their UPDATE; let go, the
    // first takes the row and the second's `WHERE epoch = 1` no longer matches.
    const holder = new pg.Client({ connectionString: scratch.url });
    await holder.connect();
    try {
      await holder.query("BEGIN");
      await holder.query("SELECT 1 FROM keyshield_keys WHERE id = $1 FOR UPDATE", [key.id]);
      racing = Promise.allSettled([
        client.keyshield.rotate({ keyId: key.id, shares: shares!.slice(0, 2) }),
        twin.keyshield.rotate({ keyId: key.id, shares: shares!.slice(1, 3) }),
      ]);
      const deadline = Date.now() + 20_000;
      while ((await waiting()) < 2) {
        if (Date.now() > deadline) throw new Error("the two rotations never both waited for the key's row");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await holder.query("COMMIT");
    } finally {
      await holder.end();
    }
    const loser = await settle(key, shares!, await racing!);
    expect(loser.message).toContain("rotated by another request while this one ran");
  });

  it("fired at once, ten times over: always exactly one", async () => {
    for (let round = 0; round < 10; round++) {
      const { key, shares } = await deriveEd25519(client, 2, 3);
      const outcomes = await Promise.allSettled([
        client.keyshield.rotate({ keyId: key.id, shares: shares!.slice(0, 2) }),
        twin.keyshield.rotate({ keyId: key.id, shares: shares!.slice(1, 3) }),
      ]);
      await settle(key, shares!, outcomes);
    }
  });

  /** A rotation that raced a retirement: it won before the retirement (200) or lost after it (410). */
  const afterRetirement = async (key: { id: string }, rotation: PromiseSettledResult<Rotation>) => {
    if (rotation.status === "rejected")
      expect(rotation.reason).toMatchObject({ status: 410, code: "keyshield-key-retired" });
    else expect(rotation.value.key.epoch).toBe(2);
    // Either way the key ends retired, its secret gone: it cannot sign or rotate any more.
    const stored = await client.keyshield.keys.retrieve(key.id);
    expect(stored.retiredAt).toEqual(expect.any(String));
    const row = (await server.ctx.db.one(sql.unsafe`
      SELECT octet_length(secret_sealed) AS sealed FROM keyshield_keys WHERE id = ${key.id}`)) as { sealed: number };
    expect(row.sealed).toBe(0);
    const shares = rotation.status === "fulfilled" ? rotation.value.shares! : undefined;
    if (shares)
      expect(
        await failure(client.keyshield.recover({ keyId: key.id, shares: shares.slice(0, 2), message: "x" })),
      ).toEqual({ status: 410, code: "keyshield-key-retired" });
    const audit = await client.keyshield.keys.audit.list(key.id);
    const entries = audit.items.map((e) => `${e.operation} ${e.outcome}`);
    expect(entries.filter((e) => e === "retire succeeded")).toHaveLength(1);
    expect(entries.filter((e) => e === "rotate succeeded")).toHaveLength(rotation.status === "fulfilled" ? 1 : 0);
    return rotation.status;
  };

  it("a rotation and a retirement held at the key's row together: never a 500, the key ends retired", async () => {
    const { key, shares } = await deriveEd25519(client, 2, 3);
    let racing: Promise<[PromiseSettledResult<Rotation>, PromiseSettledResult<void>]> | undefined;
    const holder = new pg.Client({ connectionString: scratch.url });
    await holder.connect();
    try {
      await holder.query("BEGIN");
      await holder.query("SELECT 1 FROM keyshield_keys WHERE id = $1 FOR UPDATE", [key.id]);
      racing = Promise.all([
        Promise.allSettled([client.keyshield.rotate({ keyId: key.id, shares: shares!.slice(0, 2) })]).then(
          ([only]) => only!,
        ),
        Promise.allSettled([twin.keyshield.keys.delete(key.id)]).then(([only]) => only!),
      ]);
      const deadline = Date.now() + 20_000;
      while ((await waiting()) < 2) {
        if (Date.now() > deadline)
          throw new Error("the rotation and the retirement never both waited for the key's row");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await holder.query("COMMIT");
    } finally {
      await holder.end();
    }
    const [rotation, retirement] = await racing!;
    expect(retirement.status).toBe("fulfilled");
    await afterRetirement(key, rotation);
  });

  it("a rotation and a retirement fired at once, ten times over: each answer is 200 or 410, never a 500", async () => {
    const seen = new Set<string>();
    for (let round = 0; round < 10; round++) {
      const { key, shares } = await deriveEd25519(client, 2, 3);
      const [rotation, retirement] = await Promise.all([
        Promise.allSettled([client.keyshield.rotate({ keyId: key.id, shares: shares!.slice(0, 2) })]).then(
          ([only]) => only!,
        ),
        Promise.allSettled([twin.keyshield.keys.delete(key.id)]).then(([only]) => only!),
      ]);
      expect(retirement.status).toBe("fulfilled");
      seen.add(await afterRetirement(key, rotation));
    }
    expect(seen.size).toBeGreaterThan(0);
  });
});
