import { randomBytes } from "node:crypto";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config.ts";
import { ExactStore } from "../../../src/persistence/rate-limit/exact-store.ts";
import {
  connectRedis,
  type RedisConnection,
  redisCounters,
} from "../../../src/persistence/rate-limit/redis-counters.ts";
import { startServer } from "../../../src/server.ts";
import { anotherInstance } from "../../another-instance.ts";
import { eventually, startTestServer, TEST_JWT_SECRET } from "../../harness.ts";
import { clearOfWindowTurn } from "../../windows.ts";

/**
 * Redis as the shared store (REDIS_URL), against the server REDIS_TEST_URL names.
 */
const redisUrl = process.env.REDIS_TEST_URL!;

const run = randomBytes(4).toString("hex");

// Collected only when REDIS_TEST_URL is set (vitest.config.ts); .ci/run starts Redis and sets it.
describe("Redis counters", () => {
  let client: RedisConnection;
  beforeAll(async () => {
    client = await connectRedis(redisUrl, () => {});
  });
  afterAll(async () => {
    await client?.close();
  });

  it("decides strict limits exactly: 90 simultaneous hits from three stores over their own connections take places 1..90", async () => {
    const clients = await Promise.all([0, 1, 2].map(() => connectRedis(redisUrl, () => {})));
    try {
      const fallback = { increment: () => ({ totalHits: Number.NaN, resetTime: undefined }), decrement: () => {} };
      const stores = clients.map(
        (c) =>
          new ExactStore({
            counters: redisCounters(c, 60_000, `test:${run}:`),
            windowMs: 60_000,
            fallback,
            logger: console,
          }),
      );
      await clearOfWindowTurn(60_000, 5_000);
      const answers = await Promise.all(Array.from({ length: 90 }, (_, i) => stores[i % 3]!.increment("exact")));
      expect(answers.map((a) => a.totalHits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 90 }, (_, i) => i + 1),
      );
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  });

  it("adds batches in one transaction, returns the totals, reads, resets, and expires counters with their window", async () => {
    const counters = redisCounters(client, 60_000, `test:${run}:`);
    // The key's time to live is checked against the window it was written in.
    await clearOfWindowTurn(60_000, 5_000);
    const windowStart = Date.now() - (Date.now() % 60_000);
    const first = await counters.add([
      { key: "a", windowStart, hits: 2 },
      { key: "b", windowStart, hits: 1 },
    ]);
    expect(first).toEqual([
      { key: "a", windowStart, hits: 2 },
      { key: "b", windowStart, hits: 1 },
    ]);
    expect(await counters.add([{ key: "a", windowStart, hits: 3 }])).toEqual([{ key: "a", windowStart, hits: 5 }]);
    await counters.subtract({ key: "a", windowStart, hits: 2 });
    expect(await counters.add([{ key: "a", windowStart, hits: 2 }])).toEqual([{ key: "a", windowStart, hits: 5 }]);
    expect(
      await counters.read([
        { key: "a", windowStart },
        { key: "never", windowStart },
      ]),
    ).toEqual([
      { key: "a", windowStart, hits: 5 },
      { key: "never", windowStart, hits: 0 },
    ]);
    const ttl = await client.pTTL(`test:${run}:${windowStart}:a`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(65_000);
    await counters.reset({ key: "a", windowStart });
    expect(await counters.read([{ key: "a", windowStart }])).toEqual([{ key: "a", windowStart, hits: 0 }]);
    // A window that has ended expires at once.
    await counters.add([{ key: "old", windowStart: windowStart - 600_000, hits: 1 }]);
    expect(await client.exists(`test:${run}:${windowStart - 600_000}:old`)).toBe(0);
    expect(await counters.deleteExpired()).toBe(0);
  });

  it("shares one client's budget between two instances through REDIS_URL, leaving PostgreSQL's counters alone", async () => {
    const env = {
      REDIS_URL: redisUrl,
      RATE_LIMIT_WINDOW_SECONDS: "3600",
      RATE_LIMIT_PER_IP: "3",
      RATE_LIMIT_SYNC_MS: "50",
      TRUST_PROXY: "loopback",
    };
    // Both instances must count in the same hour's window.
    await clearOfWindowTurn(3_600_000, 60_000);
    const hour = Date.now() - (Date.now() % 3_600_000);
    const a = await startTestServer(env);
    try {
      const b = await anotherInstance(a, env);
      const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
      const hit = async (server: { url: string }) => {
        const res = await fetch(`${server.url}/api/no-such-route`, { headers: { "x-forwarded-for": ip } });
        await res.arrayBuffer();
        return { status: res.status, remaining: res.headers.get("x-ratelimit-remaining") };
      };
      try {
        expect(await hit(a)).toEqual({ status: 404, remaining: "2" });
        expect(await hit(a)).toEqual({ status: 404, remaining: "1" });
        // After the first instance's sync, the second starts from the shared count.
        await eventually(async () => expect(Number(await client.get(`trustplane:ratelimit:${hour}:ip:${ip}`))).toBe(2));
        expect(await hit(b)).toEqual({ status: 404, remaining: "0" });
        expect((await hit(b)).status).toBe(429);
      } finally {
        await b.close();
      }
      expect(Number(await client.get(`trustplane:ratelimit:${hour}:ip:${ip}`))).toBe(4);
      expect(await a.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM rate_limit_counters`)).toBe(0n);
    } finally {
      await a.close();
    }
  });
});

describe("REDIS_URL that cannot be reached", () => {
  it("makes start-up fail after a few tries instead of hanging", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: "silent",
      DATA_DIR: "/nonexistent-test-data-dir",
      REDIS_URL: "redis://127.0.0.1:1",
    });
    const started = Date.now();
    await expect(startServer(config, { inMemoryDatabase: true })).rejects.toThrow(/ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
