import { describe, expect, it } from "vitest";
import { isId, newId } from "../test/ids.ts";
import { hasIdPrefix, idMinter } from "./ids.ts";

describe("newId", () => {
  it("makes prefixed ULIDs that sort by creation and never repeat, across many pool refills", () => {
    const ids = Array.from({ length: 20_000 }, () => newId("operation"));
    expect(ids.every((id) => isId("operation", id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it("draws the random part uniformly over the 32 characters", () => {
    // ids made in different milliseconds start a fresh random part; take the first random character of
    // each. 200 samples, however long the machine takes to pass through 200 milliseconds (a time budget
    // gave a busy machine far fewer samples).
    const counts = new Map<string, number>();
    let last = "";
    for (let samples = 0; samples < 200; ) {
      const id = newId("user").slice(4);
      if (id.slice(0, 10) === last) continue;
      last = id.slice(0, 10);
      const c = id[10]!;
      counts.set(c, (counts.get(c) ?? 0) + 1);
      samples++;
    }
    expect(counts.size).toBeGreaterThan(16); // 200 samples over 32 characters
    expect(isId("user", newId("account"))).toBe(false);
  });
});

describe("idMinter", () => {
  it("mints ids with a module's own prefix, ordered like every id, and refuses a malformed prefix", () => {
    const newWidgetId = idMinter("wdg");
    const ids = Array.from({ length: 100 }, newWidgetId);
    expect(ids.every((id) => hasIdPrefix("wdg", id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(hasIdPrefix("wdg", newId("user"))).toBe(false);
    expect(() => idMinter("Widget")).toThrow(/2–4 lowercase letters/);
  });
});
