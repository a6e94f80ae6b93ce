import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { realPostgresUrl, scratchDatabase } from "../harness.ts";
import { type ChildServer, killChildServer, startChildServer, stopChildServer } from "../ledger/child-server.ts";
import {
  auditLog,
  expectAcknowledgedLogged,
  expectIncluded,
  expectPrefixOf,
  logIdentity,
  pollCheckpoints,
} from "./log-audit.ts";
import type { OpenedCheckpoint } from "./rfc9162.ts";
import { type Acknowledged, emptyLoad, type LoadResult, runSigningLoad } from "./signing-load.ts";

/**
 * Issue 33: "a crash between sequencing and integration loses no entry and never signs a checkpoint over an
 * incomplete tree". The server process (`node src/main.ts`) is SIGKILLed while clients sign (v1 and v2
 * batches) and the test polls the checkpoint, seven times on one database:
 *
 * 1. with integration held off (an interval of an hour): entries sequenced with their receipts, none
 *    integrated, when it dies;
 * 2. inside an integration, caught writing its tiles (the test holds a lock that makes it wait there);
 * 3. inside an integration that has signed its checkpoint and is about to store it (the same, one step on);
 * 4–6. at a random moment of a 10 ms integration loop under load, as soon as an integration is seen open.
 *
 * Then a server started on the same database must integrate everything: the committed entries are 0 … n−1,
 * every receipt a client was answered for is at its index as the entry its receipt, payload and salt give,
 * the checkpoint's root and tiles are what the entries give, and every checkpoint seen on the way is one of a
 * prefix of the final log, its consistency proof verified independently (test/transparency/rfc9162.ts).
 */

const HELD_OFF = { TRANSPARENCY_INTEGRATE_INTERVAL_MS: "3600000" };
const EAGER = { TRANSPARENCY_INTEGRATE_INTERVAL_MS: "10" };

const until = async (what: string, check: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe("the transparency log across crashes (PostgreSQL)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tp-transparency-crash-"));
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let server: ChildServer | undefined;
  const clients: pg.Client[] = [];
  afterAll(async () => {
    if (server) await stopChildServer(server);
    for (const client of clients) await client.end().catch(() => {});
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("loses no acknowledged entry and signs no checkpoint over an incomplete tree when SIGKILLed at any step", async () => {
    if (!realPostgresUrl) throw new Error("this test needs PostgreSQL: set DATABASE_URL");
    scratch = await scratchDatabase(realPostgresUrl);
    const connect = async () => {
      const client = new pg.Client({ connectionString: scratch!.url });
      await client.connect();
      clients.push(client);
      return client;
    };
    const db = await connect();
    const one = async (text: string, values: unknown[] = []) => (await db.query(text, values)).rows[0];
    /** The current log as the database holds it: what is sequenced, and what the checkpoint covers. */
    const state = async (): Promise<{ sequenced: number; size: number }> =>
      one(`SELECT l.next_index::int AS sequenced, t.size::int AS size
        FROM transparency_logs l JOIN transparency_trees t ON t.log_id = l.id WHERE l.current`);
    /** A server backend of this database waiting for a lock in a statement like `pattern`. */
    const waitingIn = async (pattern: string) =>
      (
        await one(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE $1`,
          [pattern],
        )
      ).n > 0;
    /**
     * The statements the killed process left waiting for the test's lock end with it, as if it had died a
     * moment earlier, before sending them (let go, a statement outside a transaction would still commit).
     */
    const endWaiting = async () => {
      const { n } = await one(`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      expect(n).toBeGreaterThan(0);
    };
    /** An integration's transaction is open: it holds the tree's row (FOR UPDATE takes RowShareLock). */
    const integrating = async () =>
      (
        await one(`SELECT count(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
          WHERE l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
            AND c.relname = 'transparency_trees' AND l.mode = 'RowShareLock' AND l.granted`)
      ).n > 0;

    const acknowledged: Acknowledged[] = [];
    const seen: OpenedCheckpoint[] = [];
    const statuses: LoadResult["statuses"] = {};
    const tokens: string[] = [];
    let verifierKey = "";

    /** One life of a server: started, loaded, SIGKILLed when `killWhen` says so. */
    const life = async (env: Record<string, string>, killWhen: (load: LoadResult) => Promise<void>) => {
      server = await startChildServer(scratch!.url, dataDir, env);
      const base = server.url;
      if (tokens.length === 0) {
        for (let i = 0; i < 4; i++) {
          const email = `crash-${i}-${Date.now()}@example.test`;
          const res = await fetch(`${base}/api/auth/register`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email, password: "correct horse battery", name: "Crash" }),
          });
          expect(res.status).toBe(201);
          tokens.push(((await res.json()) as { token: string }).token);
        }
        verifierKey = (await logIdentity(base)).verifierKey;
      }
      let killed = false;
      const load = emptyLoad();
      const loading = runSigningLoad({
        targets: [base],
        tokens,
        clients: 12,
        maxBatch: 30,
        stop: () => killed,
        result: load,
      });
      const polling = pollCheckpoints(base, verifierKey, () => killed, seen);
      await killWhen(load);
      killed = true;
      await killChildServer(server);
      server = undefined;
      await Promise.all([loading, polling]);
      acknowledged.push(...load.acknowledged);
      for (const [status, count] of Object.entries(load.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
      return load;
    };

    // 1. Sequenced, never integrated: receipts are answered with their indexes while the checkpoint stays
    // at the empty tree.
    await life(HELD_OFF, (load) => until("600 receipts", () => load.acknowledged.length >= 600));
    expect(await state()).toMatchObject({ size: 0 });
    expect((await state()).sequenced).toBeGreaterThanOrEqual(600);

    // 2. Killed inside an integration of that backlog (more than a tile of it), while it writes its tiles:
    // the test's SHARE lock on the tiles makes it wait there, and is let go only once the process is dead.
    const before = await state();
    const tilesLock = await connect();
    await tilesLock.query("BEGIN");
    await tilesLock.query("LOCK TABLE transparency_tiles IN SHARE MODE");
    await life(EAGER, async (load) => {
      await until("the integration to wait on its tiles", () => waitingIn("%INSERT INTO transparency_tiles%"));
      await until("200 more receipts", () => load.acknowledged.length >= 200);
    });
    await endWaiting();
    await tilesLock.query("ROLLBACK");
    const afterTiles = await state();
    expect(afterTiles.size).toBe(before.size);
    expect(afterTiles.sequenced).toBeGreaterThanOrEqual(before.sequenced + 200);

    // 3. Killed inside an integration that has signed its checkpoint and waits to store it. The server
    // started first integrates the backlog the crashes left (within seconds, not at the next crash).
    const treesLock = await connect();
    let lockedAt = -1;
    await life(EAGER, async (load) => {
      await until("the backlog to be integrated", async () => (await state()).size >= afterTiles.sequenced);
      await treesLock.query("BEGIN");
      await treesLock.query("LOCK TABLE transparency_trees IN SHARE MODE");
      lockedAt = (await state()).size;
      const ackedBefore = load.acknowledged.length;
      await until("the checkpoint to wait to be stored", () => waitingIn("%UPDATE transparency_trees%"));
      await until("200 more receipts", () => load.acknowledged.length >= ackedBefore + 200);
    });
    await endWaiting();
    await treesLock.query("ROLLBACK");
    const afterTrees = await state();
    expect(afterTrees.size).toBe(lockedAt);
    expect(afterTrees.sequenced).toBeGreaterThan(afterTrees.size);

    // 4–6. Killed at a random moment of a fast integration loop under load, once an integration is open.
    let caughtOpen = 0;
    for (let round = 0; round < 3; round++) {
      await life(EAGER, async (load) => {
        await until("100 receipts", () => load.acknowledged.length >= 100);
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 600));
        const open = await until("an integration", integrating, 2_000).then(
          () => true,
          () => false,
        );
        if (open) caughtOpen++;
      });
    }
    console.log(`[transparency crash] random kills with an integration seen open: ${caughtOpen} of 3`);
    // Requests really were cut off mid-way.
    expect(statuses.network ?? 0).toBeGreaterThan(0);
    expect(Object.keys(statuses).sort()).toEqual(["200", "network"]);

    // Started again: everything sequenced gets integrated, and the log is whole.
    server = await startChildServer(scratch.url, dataDir, EAGER);
    await until("the log to be integrated", async () => {
      const { sequenced, size } = await state();
      return size === sequenced;
    });
    const { sequenced } = await state();
    const current = `(SELECT id FROM transparency_logs WHERE current)`;
    const indexes = (
      await db.query(`SELECT log_index::int AS at FROM signing_receipts WHERE log_id = ${current}
        UNION ALL SELECT idx::int FROM transparency_entries WHERE log_id = ${current} ORDER BY at`)
    ).rows.map((row: { at: number }) => row.at);
    // The committed entries are 0 … n−1: no gap, none twice, none sequenced without what it logs.
    expect(indexes).toEqual(Array.from({ length: sequenced }, (_, i) => i));
    const receipts = (await db.query(`SELECT id, log_index::int AS at FROM signing_receipts WHERE log_id = ${current}`))
      .rows as { id: string; at: number }[];
    expect(receipts).toHaveLength(sequenced);
    const log = await auditLog(server.url, verifierKey);
    expect(log.checkpoint.size).toBe(sequenced);
    // Each entry is its receipt's (whether or not its client heard back).
    const ids = log.entries.map((entry) => JSON.parse(entry.toString()).id);
    expect(receipts.filter((r) => ids[r.at] !== r.id)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(1_200);
    expectAcknowledgedLogged(log, acknowledged);
    // Every checkpoint anyone was shown was over a prefix of this log, and the log only grew from it.
    seen.push(log.checkpoint);
    expect(new Set(seen.map((c) => c.size)).size).toBeGreaterThan(5);
    for (const checkpoint of seen) await expectPrefixOf(server.url, log, checkpoint);
    await expectIncluded(
      server.url,
      log,
      [...new Set(acknowledged.map((a) => a.logIndex))].filter((_, i) => i % 97 === 0),
    );
  }, 120_000);
});
