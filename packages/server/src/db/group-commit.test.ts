import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit.ts";

describe("group commit", () => {
  it("writes the items of one turn in one batch, and those arriving meanwhile in the next", async () => {
    const batches: number[][] = [];
    let release: (() => void) | undefined;
    const write = groupCommit<number>(async (items) => {
      batches.push([...items]);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = [write(1), write(2), write(3)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1, 2, 3]]);
    // Written while the first batch is in flight: they wait for it, then go out together.
    const later = [write(4), write(5)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toHaveLength(1);
    release!();
    await Promise.all([...first, ...later]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("settles each caller only after the batch holding its item, and caps a batch at maxBatch", async () => {
    const batches: number[][] = [];
    const write = groupCommit<number>(async (items) => void batches.push([...items]), { maxBatch: 2 });
    await Promise.all([1, 2, 3, 4, 5].map(write));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("fails only the caller whose item cannot be written when a batch fails", async () => {
    const written: number[] = [];
    const write = groupCommit<number>(async (items) => {
      if (items.includes(13)) throw new Error("bad row");
      written.push(...items);
    });
    const results = await Promise.allSettled([write(12), write(13), write(14)]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe("bad row");
    expect(written).toEqual([12, 14]);
  });
});

describe("group commit answering each item", () => {
  it("gives each caller its own item's result", async () => {
    const write = groupCommit<number, string>(async (items) => items.map((n) => `#${n}`));
    expect(await Promise.all([write(1), write(2), write(3)])).toEqual(["#1", "#2", "#3"]);
  });

  it("does not write the items of a batch again when the failure leaves its fate unknown", async () => {
    const calls: number[][] = [];
    const unknown = new Error("connection lost under COMMIT");
    const write = groupCommit<number>(
      async (items) => {
        calls.push([...items]);
        throw unknown;
      },
      { writeAloneAfter: (err) => err !== unknown },
    );
    const results = await Promise.allSettled([write(1), write(2)]);
    expect(results.map((r) => (r as PromiseRejectedResult).reason)).toEqual([unknown, unknown]);
    expect(calls).toEqual([[1, 2]]);
  });
});

describe("group commit with several batches in flight", () => {
  it("starts another batch while one is in flight, up to inFlight, and queues the rest for the first back", async () => {
    const batches: number[][] = [];
    const releases: (() => void)[] = [];
    const write = groupCommit<number>(
      async (items) => {
        batches.push([...items]);
        await new Promise<void>((resolve) => releases.push(resolve));
      },
      { inFlight: 2 },
    );
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const all = [write(1), write(2)];
    await turn();
    all.push(write(3));
    await turn();
    expect(batches).toEqual([[1, 2], [3]]);
    // Both are in flight: these wait for the first writer back, then go out together.
    all.push(write(4), write(5));
    await turn();
    expect(batches).toHaveLength(2);
    releases.shift()!();
    await turn();
    await turn();
    expect(batches).toEqual([[1, 2], [3], [4, 5]]);
    for (const release of releases.splice(0)) release();
    await turn();
    releases.shift()?.();
    await Promise.all(all);
  });
});

describe("group commit with a bounded wait", () => {
  it("takes an item out of the queue once it has waited maxWait, and answers its caller with maxWait's error", async () => {
    const batches: number[][] = [];
    let release: (() => void) | undefined;
    const tooLong = new Error("no turn within the bound");
    const write = groupCommit<number>(
      async (items) => {
        batches.push([...items]);
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      { maxWait: { ms: 30, error: () => tooLong } },
    );
    const first = write(1);
    await new Promise((resolve) => setImmediate(resolve));
    // The first batch hangs: the second item waits past the bound and is answered without being written.
    const second = write(2).then(
      () => "written",
      (err: unknown) => err,
    );
    expect(await second).toBe(tooLong);
    release!();
    await first;
    const third = write(3);
    await third;
    expect(batches).toEqual([[1], [3]]);
  });
});
