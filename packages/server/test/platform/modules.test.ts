import { describe, expect, it } from "vitest";
import { ID_PREFIXES } from "../../src/ids.ts";
import { MODULES } from "../../src/modules/index.ts";
import { PAYMENTS_IDS } from "../../src/modules/payments/ids.ts";

describe("the served modules", () => {
  it("declare every id prefix the server mints, each exactly once", () => {
    const declared = MODULES.flatMap((m) => Object.values(m.ids ?? {}));
    expect(new Set(declared).size).toBe(declared.length);
    // Every prefix of src/ids.ts is some module's; a module may mint more of its own (idMinter).
    expect(Object.values(ID_PREFIXES).filter((prefix) => !declared.includes(prefix))).toEqual([]);
    // The modules' own (minted with idMinter), in module order.
    expect(declared.filter((prefix) => !(Object.values(ID_PREFIXES) as string[]).includes(prefix))).toEqual([
      "run",
      ...Object.values(PAYMENTS_IDS),
    ]);
  });

  it("have unique segments and unique catalog priorities", () => {
    const segments = MODULES.map((m) => m.segment);
    expect(new Set(segments).size).toBe(segments.length);
    const priorities = MODULES.flatMap((m) => (m.catalog ? [m.catalog.priority] : []));
    expect(new Set(priorities).size).toBe(priorities.length);
  });
});
