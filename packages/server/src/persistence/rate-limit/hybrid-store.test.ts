import { describe, expect, it } from "vitest";
import type { SharedCounters, WindowHits, WindowKey } from "./counters.ts";
import { HybridStore } from "./hybrid-store.ts";

/** Shared counters in a Map, recording every call, with a switch to make them fail. */
const fakeCounters = () => {
  const totals = new Map<string, number>();
  const id = (c: WindowKey) => `${c.windowStart}:${c.key}`;
  const calls = { add: [] as WindowHits[][], read: [] as WindowKey[][] };
  let failing = false;
  const counters: SharedCounters = {
    async add(increments) {
      if (failing) throw new Error("database down");
      calls.add.push([...increments]);
      return increments.map((inc) => {
        const total = (totals.get(id(inc)) ?? 0) + inc.hits;
        totals.set(id(inc), total);
        return { ...inc, hits: total };
      });
    },
    async read(wanted) {
      if (failing) throw new Error("database down");
      calls.read.push([...wanted]);
      return wanted.map((c) => ({ ...c, hits: totals.get(id(c)) ?? 0 }));
    },
    async subtract(counter) {
      totals.set(id(counter), Math.max(0, (totals.get(id(counter)) ?? 0) - counter.hits));
    },
    async reset(counter) {
      totals.delete(id(counter));
    },
    async deleteExpired() {
      return 0;
    },
  };
  return {
    counters,
    totals,
    calls,
    set: (key: string, windowStart: number, hits: number) => totals.set(`${windowStart}:${key}`, hits),
    fail: (on: boolean) => {
      failing = on;
    },
  };
};

const logs: { level: string; msg: string }[] = [];
const logger = {
  warn: (_: object, msg: string) => logs.push({ level: "warn", msg }),
  info: (_: object, msg: string) => logs.push({ level: "info", msg }),
};

const WINDOW = 60_000;
/** A store whose timer never fires during a test (flushes are called explicitly) and whose clock the test moves. */
const makeStore = (counters: SharedCounters, clock = { now: 10 * WINDOW + 1_000 }) => ({
  clock,
  store: new HybridStore({ counters, windowMs: WINDOW, syncIntervalMs: 1_000_000_000, logger, now: () => clock.now }),
});

describe("HybridStore", () => {
  it("answers from memory after the first hit of a window, and resets at the window boundary", async () => {
    const shared = fakeCounters();
    const { store, clock } = makeStore(shared.counters);
    const first = await store.increment("ip:1");
    expect(first).toEqual({ totalHits: 1, resetTime: new Date(11 * WINDOW) });
    expect(shared.calls.read).toHaveLength(1);
    const second = store.increment("ip:1");
    // No promise: a known key is decided synchronously, without the database.
    expect(second).toEqual({ totalHits: 2, resetTime: new Date(11 * WINDOW) });
    expect(shared.calls.read).toHaveLength(1);
    expect(shared.calls.add).toHaveLength(0);
    clock.now = 11 * WINDOW;
    expect(await store.increment("ip:1")).toEqual({ totalHits: 1, resetTime: new Date(12 * WINDOW) });
    await store.shutdown();
  });

  it("flushes all pending hits in one batch and adopts the global totals it returns", async () => {
    const shared = fakeCounters();
    const { store } = makeStore(shared.counters);
    await store.increment("ip:a");
    await store.increment("ip:b");
    store.increment("ip:a");
    await store.flush();
    expect(shared.calls.add).toEqual([
      [
        { key: "ip:a", windowStart: 10 * WINDOW, hits: 2 },
        { key: "ip:b", windowStart: 10 * WINDOW, hits: 1 },
      ],
    ]);
    // Another instance adds 5 hits to ip:a; this store learns of them at its next flush of ip:a.
    shared.set("ip:a", 10 * WINDOW, 7);
    expect(store.increment("ip:a")).toMatchObject({ totalHits: 3 });
    await store.flush();
    expect(shared.calls.add[1]).toEqual([{ key: "ip:a", windowStart: 10 * WINDOW, hits: 1 }]);
    expect(store.increment("ip:a")).toMatchObject({ totalHits: 9 });
    // Nothing pending: a flush sends nothing.
    await store.flush();
    await store.flush();
    expect(shared.calls.add).toHaveLength(3);
    await store.shutdown();
  });

  it("continues from the shared count when it first sees a key (another instance, or before a restart)", async () => {
    const shared = fakeCounters();
    shared.set("user:u1", 10 * WINDOW, 41);
    const { store } = makeStore(shared.counters);
    expect(await store.increment("user:u1")).toMatchObject({ totalHits: 42 });
    await store.shutdown();
    expect(shared.totals.get(`${10 * WINDOW}:user:u1`)).toBe(42);
  });

  it("gives concurrent first hits of a key consecutive totals, read with one query", async () => {
    const shared = fakeCounters();
    shared.set("ip:c", 10 * WINDOW, 10);
    const { store } = makeStore(shared.counters);
    const results = await Promise.all([
      store.increment("ip:c"),
      store.increment("ip:c"),
      store.increment("ip:d"),
      store.increment("ip:c"),
    ]);
    expect(results.map((r) => r.totalHits)).toEqual([11, 12, 1, 13]);
    expect(shared.calls.read).toHaveLength(1);
    expect(shared.calls.read[0]?.map((c) => c.key).sort()).toEqual(["ip:c", "ip:d"]);
    await store.shutdown();
  });

  it("fails open when the shared counters fail, keeps the hits, and sends them once they answer", async () => {
    logs.length = 0;
    const shared = fakeCounters();
    const { store } = makeStore(shared.counters);
    shared.fail(true);
    expect(await store.increment("ip:e")).toMatchObject({ totalHits: 1 });
    store.increment("ip:e");
    await store.flush();
    await store.flush();
    expect(store.increment("ip:e")).toMatchObject({ totalHits: 3 });
    // Logged once per outage, not once per attempt.
    expect(logs.filter((l) => l.level === "warn")).toHaveLength(1);
    shared.fail(false);
    await store.flush();
    expect(shared.totals.get(`${10 * WINDOW}:ip:e`)).toBe(3);
    expect(logs.at(-1)).toMatchObject({ level: "info" });
    await store.shutdown();
  });

  it("does not hold a first request longer than the read timeout when the shared counters hang", async () => {
    const shared = fakeCounters();
    const hanging: SharedCounters = { ...shared.counters, read: () => new Promise(() => {}) };
    // A clock of its own: the window cannot roll over between the calls, however busy the machine.
    const now = () => 10 * WINDOW + 123;
    const store = new HybridStore({
      counters: hanging,
      windowMs: WINDOW,
      syncIntervalMs: 1_000_000_000,
      readTimeoutMs: 50,
      logger,
      now,
    });
    // Answered once the 50 ms read timeout passes (a store that waited for the read would never answer,
    // and the test would time out).
    expect(await store.increment("ip:slow")).toMatchObject({ totalHits: 1 });
    expect(store.increment("ip:slow")).toMatchObject({ totalHits: 2 });
    await store.shutdown();
    expect(shared.totals.get(`${10 * WINDOW}:ip:slow`)).toBe(2);
  });

  it("does not let a hanging store hold up shutdown", async () => {
    const shared = fakeCounters();
    const hanging: SharedCounters = { ...shared.counters, add: () => new Promise(() => {}) };
    const { store } = makeStore(hanging);
    await store.increment("ip:stuck");
    const started = Date.now();
    await store.shutdown(50);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(logs.at(-1)?.msg).toContain("did not finish in time");
  });

  it("flushes what is pending on shutdown", async () => {
    const shared = fakeCounters();
    const { store } = makeStore(shared.counters);
    await store.increment("ip:f");
    store.increment("ip:f");
    expect(shared.totals.size).toBe(0);
    await store.shutdown();
    expect(shared.totals.get(`${10 * WINDOW}:ip:f`)).toBe(2);
  });

  it("undoes unsent hits on decrement, reports a key with get, and forgets it on resetKey", async () => {
    const shared = fakeCounters();
    const { store } = makeStore(shared.counters);
    await store.increment("ip:g");
    store.increment("ip:g");
    store.decrement("ip:g");
    expect(store.get("ip:g")).toEqual({ totalHits: 1, resetTime: new Date(11 * WINDOW) });
    expect(store.get("ip:unknown")).toBeUndefined();
    await store.flush();
    await store.resetKey("ip:g");
    expect(store.get("ip:g")).toBeUndefined();
    expect(shared.totals.size).toBe(0);
    expect(await store.increment("ip:g")).toMatchObject({ totalHits: 1 });
    await store.shutdown();
  });

  it("syncs on its own every interval and drops ended windows from memory", async () => {
    const shared = fakeCounters();
    const clock = { now: Date.now() };
    const store = new HybridStore({
      counters: shared.counters,
      windowMs: 1_000,
      syncIntervalMs: 20,
      cleanupIntervalMs: 20,
      logger,
      now: () => clock.now,
    });
    await store.increment("ip:h");
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(shared.calls.add.flat().filter((c) => c.key === "ip:h")).toHaveLength(1);
    clock.now += 2_000;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(store.get("ip:h")).toBeUndefined();
    await store.shutdown();
  });
});
