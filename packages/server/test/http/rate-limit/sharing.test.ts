import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HybridStore } from "../../../src/persistence/rate-limit/hybrid-store.ts";
import { postgresCounters } from "../../../src/persistence/rate-limit/postgres-counters.ts";
import type { RunningServer } from "../../../src/server.ts";
import { anotherInstance } from "../../another-instance.ts";
import { eventually, startTestServer, type TestServer } from "../../harness.ts";
import { clearOfWindowTurn } from "../../windows.ts";

/**
 * Several instances on one database. The first server owns the database (embedded PGlite, or a scratch
 * database on the real server when DATABASE_URL is set); the others connect to it by its connection
 * URI, which for PGlite is its loopback socket, so this runs on both databases.
 */
const LIMITS = { RATE_LIMIT_WINDOW_SECONDS: "3600", RATE_LIMIT_PER_IP: "3", TRUST_PROXY: "loopback" };

let owner: TestServer;
beforeAll(async () => {
  // Every count below is in the current hour's window: the file must not straddle the hour's turn.
  await clearOfWindowTurn(3_600_000, 30_000);
  owner = await startTestServer({ ...LIMITS, RATE_LIMIT_SYNC_MS: "50" });
});
afterAll(async () => {
  await owner?.close();
});

const instance = (env: Record<string, string>): Promise<RunningServer> => anotherInstance(owner, { ...LIMITS, ...env });

const hit = async (server: { url: string }, ip: string) => {
  const res = await fetch(`${server.url}/api/no-such-route`, { headers: { "x-forwarded-for": ip } });
  await res.arrayBuffer();
  return { status: res.status, remaining: Number(res.headers.get("x-ratelimit-remaining")) };
};

const storedHits = async (key: string): Promise<number> =>
  Number(
    (await owner.ctx.db.maybeOneFirst(sql.unsafe`SELECT sum(hits) FROM rate_limit_counters WHERE key = ${key}`)) ?? 0,
  );

describe("rate limits shared by instances on one database", () => {
  it("shares one client's budget between two running instances and keeps it across a restart", async () => {
    const second = await instance({ RATE_LIMIT_SYNC_MS: "50" });
    try {
      const ip = "203.0.113.10";
      expect(await hit(owner, ip)).toEqual({ status: 404, remaining: 2 });
      expect(await hit(owner, ip)).toEqual({ status: 404, remaining: 1 });
      await eventually(async () => expect(await storedHits(`ip:${ip}`)).toBe(2));
      // The second instance has never seen this client: it starts from the shared count.
      expect(await hit(second, ip)).toEqual({ status: 404, remaining: 0 });
      expect((await hit(second, ip)).status).toBe(429);
    } finally {
      await second.close();
    }
    // A restarted instance continues from the stored count: still over the limit in this window.
    const restarted = await instance({});
    try {
      expect((await hit(restarted, "203.0.113.10")).status).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it("flushes the hits it counted since the last sync when it closes", async () => {
    // A sync interval far longer than the test: only closing can write these hits.
    const lazy = await instance({ RATE_LIMIT_SYNC_MS: "3600000" });
    const ip = "203.0.113.20";
    try {
      await hit(lazy, ip);
      await hit(lazy, ip);
      expect(await storedHits(`ip:${ip}`)).toBe(0);
    } finally {
      await lazy.close();
    }
    expect(await storedHits(`ip:${ip}`)).toBe(2);
  });

  it("adds concurrent flushes of many shared keys from two stores exactly, without deadlocks", async () => {
    const make = () =>
      new HybridStore({
        counters: postgresCounters(owner.ctx.db, 3_600_000),
        windowMs: 3_600_000,
        syncIntervalMs: 1_000_000_000,
        logger: owner.ctx.logger,
      });
    const [a, b] = [make(), make()];
    const keys = Array.from({ length: 40 }, (_, i) => `test:concurrent:${i}`);
    for (let round = 0; round < 5; round++) {
      // Same keys, opposite orders, flushed at the same moment.
      await Promise.all([...keys.map((k) => a.increment(k)), ...[...keys].reverse().map((k) => b.increment(k))]);
      await Promise.all([a.flush(), b.flush()]);
    }
    for (const key of keys) expect(await storedHits(key)).toBe(10);
    // Each store knows the global total as of its own last flush: at least its own hits and every earlier
    // round; the flush that committed second (the row lock makes them take turns) saw all ten.
    for (const key of keys) {
      const seen = [a.get(key)?.totalHits ?? 0, b.get(key)?.totalHits ?? 0];
      expect(Math.min(...seen)).toBeGreaterThanOrEqual(9);
      expect(Math.max(...seen)).toBe(10);
    }
    await Promise.all([a.shutdown(), b.shutdown()]);
  });

  it("deletes counters of ended windows", async () => {
    const counters = postgresCounters(owner.ctx.db, 1_000);
    const past = Date.now() - (Date.now() % 1_000) - 10_000;
    await counters.add([{ key: "test:expired", windowStart: past, hits: 3 }]);
    expect(await counters.read([{ key: "test:expired", windowStart: past }])).toEqual([
      { key: "test:expired", windowStart: past, hits: 3 },
    ]);
    const store = new HybridStore({
      counters,
      windowMs: 1_000,
      syncIntervalMs: 1_000_000_000,
      logger: owner.ctx.logger,
    });
    expect(await store.deleteExpired()).toBeGreaterThanOrEqual(1);
    expect(await storedHits("test:expired")).toBe(0);
    // Current windows stay.
    expect(await storedHits("test:concurrent:0")).toBe(10);
    await store.shutdown();
  });
});
