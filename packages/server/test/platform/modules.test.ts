import { describe, expect, it } from "vitest";
import { ID_PREFIXES } from "../../src/ids.ts";
import { MODULES } from "../../src/modules/index.ts";

describe("the served modules", () => {
  it("declare every id prefix the server mints, each exactly once", () => {
    const declared = MODULES.flatMap((m) => Object.values(m.ids ?? {}));
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual(Object.values(ID_PREFIXES).sort());
  });

  it("have unique segments and unique catalog priorities", () => {
    const segments = MODULES.map((m) => m.segment);
    expect(new Set(segments).size).toBe(segments.length);
    const priorities = MODULES.flatMap((m) => (m.catalog ? [m.catalog.priority] : []));
    expect(new Set(priorities).size).toBe(priorities.length);
  });
});
