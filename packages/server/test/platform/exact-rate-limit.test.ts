import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LimitStore } from "../../src/http/rate-limit.ts";
import type { SharedCounters } from "../../src/persistence/rate-limit/counters.ts";
import { ExactStore } from "../../src/persistence/rate-limit/exact-store.ts";
import { HybridStore } from "../../src/persistence/rate-limit/hybrid-store.ts";
import { postgresCounters } from "../../src/persistence/rate-limit/postgres-counters.ts";
import { startTestServer, type TestServer } from "../harness.ts";

const WINDOW = 3_600_000;
const logs: string[] = [];
const logger = { warn: (_: object, msg: string) => logs.push(msg), info: (_: object, msg: string) => logs.push(msg) };

/** A fallback that records what it was asked and answers from its own count. */
const recordingFallback = () => {
  const counts = new Map<string, number>();
  const calls: string[] = [];
  const store: LimitStore = {
    increment(key, hits = 1) {
      calls.push(`+${hits} ${key}`);
      const total = (counts.get(key) ?? 0) + hits;
      counts.set(key, total);
      return { totalHits: total, resetTime: undefined };
    },
    decrement(key, hits) {
      calls.push(`-${hits} ${key}`);
      counts.set(key, (counts.get(key) ?? 0) - hits);
    },
  };
  return { store, calls };
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const exactOn = (counters: SharedCounters, fallback: LimitStore, timeoutMs?: number) =>
  new ExactStore({ counters, windowMs: WINDOW, fallback, logger, timeoutMs });

describe("ExactStore", () => {
  it("decides every hit on the shared total: 90 simultaneous hits from three stores see 1..90 once each", async () => {
    // Exactness, not the time bound: on a loaded machine 90 increments on the embedded database (one
    // backend) may take past the default second, and the fallback would decide some of them.
    const stores = [0, 1, 2].map(() =>
      exactOn(postgresCounters(server.ctx.db, WINDOW), recordingFallback().store, 30_000),
    );
    const key = `test:exact:${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 90 }, (_, i) => stores[i % 3]!.increment(key)));
    const totals = answers.map((a) => a.totalHits).sort((a, b) => a - b);
    // Each hit got its own place in the count: exactly `limit` of them are at or under any limit.
    expect(totals).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    expect(totals.filter((t) => t <= 30)).toHaveLength(30);
    expect(answers[0]!.resetTime!.getTime() % WINDOW).toBe(0);
  });

  it("gives back a refused heavy request's extra weight in the window it was counted in", async () => {
    const counters = postgresCounters(server.ctx.db, WINDOW);
    const store = exactOn(counters, recordingFallback().store);
    const key = `test:exact-weight:${Date.now()}`;
    const heavy = await store.increment(key, 8);
    expect(heavy.totalHits).toBe(8);
    store.decrement(key, 7, heavy.resetTime);
    const windowStart = heavy.resetTime!.getTime() - WINDOW;
    await expect.poll(async () => (await counters.read([{ key, windowStart }]))[0]!.hits, { timeout: 5_000 }).toBe(1);
    expect((await store.increment(key)).totalHits).toBe(2);
  });

  it("counts on the fallback while the shared counters fail, logging once, and shares again when they answer", async () => {
    let failing = true;
    const real = postgresCounters(server.ctx.db, WINDOW);
    const flaky: SharedCounters = {
      ...real,
      add: (increments) => (failing ? Promise.reject(new Error("database down")) : real.add(increments)),
    };
    const fallback = recordingFallback();
    const store = exactOn(flaky, fallback.store);
    const key = `test:exact-fail:${Date.now()}`;
    logs.length = 0;
    expect((await store.increment(key)).totalHits).toBe(1);
    expect((await store.increment(key)).totalHits).toBe(2);
    expect(fallback.calls).toEqual([`+1 ${key}`, `+1 ${key}`]);
    expect(logs).toEqual(["rate limit: shared counters do not answer; strict limits count on this instance"]);
    failing = false;
    expect((await store.increment(key)).totalHits).toBe(1);
    expect(fallback.calls).toHaveLength(2);
    expect(logs).toHaveLength(2);
  });

  it("does not hold a request longer than its timeout when the shared counters hang", async () => {
    const hanging: SharedCounters = { ...postgresCounters(server.ctx.db, WINDOW), add: () => new Promise(() => {}) };
    const fallback = recordingFallback();
    const started = Date.now();
    const answer = await exactOn(hanging, fallback.store, 100).increment("test:exact-hang");
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(answer.totalHits).toBe(1);
    expect(fallback.calls).toEqual(["+1 test:exact-hang"]);
  });

  it("falls back to the instance's hybrid store, which shares the hits once the counters answer", async () => {
    const real = postgresCounters(server.ctx.db, WINDOW);
    let failing = true;
    const flaky: SharedCounters = {
      ...real,
      add: (increments) => (failing ? Promise.reject(new Error("database down")) : real.add(increments)),
    };
    const hybrid = new HybridStore({ counters: flaky, windowMs: WINDOW, syncIntervalMs: 1_000_000_000, logger });
    const store = exactOn(flaky, hybrid);
    const key = `test:exact-hybrid:${Date.now()}`;
    await store.increment(key);
    await store.increment(key);
    failing = false;
    await hybrid.flush();
    // The two hits the fallback counted are in the shared count; the next exact hit is the third.
    expect((await store.increment(key)).totalHits).toBe(3);
    await hybrid.shutdown();
  });
});
