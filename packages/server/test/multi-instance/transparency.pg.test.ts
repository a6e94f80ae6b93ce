import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresUrl } from "../harness.ts";
import {
  auditLog,
  expectAcknowledgedLogged,
  expectIncluded,
  expectPrefixOf,
  latestCheckpoint,
  logIdentity,
  pollCheckpoints,
  sampleIndexes,
} from "../transparency/log-audit.ts";
import type { OpenedCheckpoint } from "../transparency/rfc9162.ts";
import { type Acknowledged, signOnce } from "../transparency/signing-load.ts";
import { burst, type Cluster, call, INSTANCES, startCluster } from "./cluster.ts";

/**
 * Issue 33's log on several instances: INSTANCES (3) server processes on one PostgreSQL database, each
 * integrating every 10 ms (one at a time: the tree's row, SKIP LOCKED), signed at all at once, in
 * bursts of v1 signatures and v2 batches sent to every instance directly, while the test polls every
 * instance's checkpoint. The indexes must be 0 … n−1 across instances, each instance must end up serving
 * the same checkpoint, and every checkpoint any instance served must be one of a prefix of one tree, whose
 * consistency proof another instance gives (checked with test/transparency/rfc9162.ts).
 */

let cluster: Cluster;
beforeAll(async () => {
  if (!realPostgresUrl) throw new Error("the multi-instance suite needs PostgreSQL: set DATABASE_URL");
  cluster = await startCluster(realPostgresUrl, { TRANSPARENCY_INTEGRATE_INTERVAL_MS: "10" });
}, 120_000);
afterAll(async () => {
  await cluster?.close();
});

const until = async (what: string, check: () => Promise<boolean>, ms = 15_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe(`the transparency log on ${INSTANCES} instances (PostgreSQL)`, () => {
  it("gives receipts signed on every instance at once the indexes 0 … n−1, in one tree all instances sign alike", async () => {
    const bases = cluster.instances.map((instance) => instance.url);
    const identities = await Promise.all(bases.map(logIdentity));
    expect(new Set(identities.map((i) => `${i.origin} ${i.verifierKey}`)).size).toBe(1);
    const { verifierKey } = identities[0]!;
    const tokens: string[] = [];
    for (let i = 0; i < bases.length; i++) {
      const res = await call(cluster.url, "POST", "/api/auth/register", {
        ip: `198.51.100.${200 + i}`,
        body: { email: `log-${randomUUID()}@example.com`, password: "correct horse battery staple", name: "Log" },
      });
      expect(res.status).toBe(201);
      tokens.push(res.body.token);
    }

    // Every instance's checkpoint, polled throughout.
    let settled = false;
    const seenBy: OpenedCheckpoint[][] = bases.map(() => []);
    const polls = bases.map((base, i) => pollCheckpoints(base, verifierKey, () => settled, seenBy[i]!, 10));

    // Bursts, one after another without waiting for integration: each request of a burst sent at once, to
    // every instance in turn, a v1 signature or a v2 batch of up to 40.
    const acknowledged: Acknowledged[] = [];
    const statuses: Record<string, number> = {};
    for (let round = 0; round < 4; round++) {
      const outcomes = await burst(30 * bases.length, 0, (i) =>
        signOnce(
          bases[i % bases.length]!,
          tokens[(i + round) % tokens.length]!,
          i % 3 === 0 ? 0 : 1 + ((i * 7 + round) % 40),
        ),
      );
      for (const outcome of outcomes) {
        statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
        acknowledged.push(...outcome.receipts);
      }
    }
    expect(statuses).toEqual({ 200: 4 * 30 * bases.length });
    for (const base of bases) expect(acknowledged.filter((a) => a.via === base).length).toBeGreaterThan(100);

    // Unique and contiguous across the instances: exactly 0 … n−1, and the log has sequenced nothing else.
    const n = acknowledged.length;
    expect(acknowledged.map((a) => a.logIndex).sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query("SELECT next_index::int AS sequenced FROM transparency_logs WHERE current");
      expect(rows).toEqual([{ sequenced: n }]);
    } finally {
      await db.end();
    }

    // Settled: every instance serves the one checkpoint of all n entries, byte for byte.
    await until("every instance to serve the checkpoint of every entry", async () => {
      const latest = await Promise.all(bases.map((base) => latestCheckpoint(base, verifierKey)));
      return latest.every((c) => c.size === n && c.note === latest[0]!.note);
    });
    settled = true;
    await Promise.all(polls);
    for (const base of bases) expect((await logIdentity(base)).treeSize).toBe(n);

    // One tree, read whole from each instance: the root and every tile are what the entries give (an entry
    // integrated twice, or skipped, would change the size or the root).
    const logs = await Promise.all(bases.map((base) => auditLog(base, verifierKey)));
    for (const log of logs) {
      expect(log.checkpoint.note).toBe(logs[0]!.checkpoint.note);
      expect(log.entries.map(String)).toEqual(logs[0]!.entries.map(String));
    }
    const log = logs[0]!;
    expect(log.checkpoint.size).toBe(n);
    expectAcknowledgedLogged(log, acknowledged);

    // Every checkpoint any instance served: one per size across instances (no fork), never older than one
    // the same instance served before, a prefix of the final tree, proved consistent by another instance.
    const all = seenBy.flat();
    expect(new Set(all.map((c) => c.size)).size, "checkpoints seen while signing").toBeGreaterThan(4);
    const bySize = new Map<number, string>();
    for (const checkpoint of all) {
      expect(bySize.get(checkpoint.size) ?? checkpoint.note, `two checkpoints of size ${checkpoint.size}`).toBe(
        checkpoint.note,
      );
      bySize.set(checkpoint.size, checkpoint.note);
    }
    for (const [i, seen] of seenBy.entries()) {
      const sizes = seen.map((c) => c.size);
      expect(sizes, `instance ${i} went back`).toEqual([...sizes].sort((a, b) => a - b));
      for (const checkpoint of seen) await expectPrefixOf(bases[(i + 1) % bases.length]!, log, checkpoint);
    }
    for (const base of bases) await expectIncluded(base, log, sampleIndexes(n, 8));
  }, 90_000);
});
