import { describe, expect, it } from "vitest";
import { ID_PREFIXES } from "../../src/ids.ts";
import { COACH_ID_PREFIXES } from "../../src/modules/coach/sessions.ts";
import { CONSTITUTION_ARTIFACT_IDS } from "../../src/modules/constitution-artifacts/index.ts";
import { CONTRACTS_IDS } from "../../src/modules/contracts/ids.ts";
import { MODULES } from "../../src/modules/index.ts";
import { MEDIA_ID_PREFIXES } from "../../src/modules/media/catalog.ts";
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
      "csc",
      ...Object.values(PAYMENTS_IDS),
      ...Object.values(CONTRACTS_IDS),
      "ksk",
      "ksa",
      ...Object.values(MEDIA_ID_PREFIXES),
      ...Object.values(CONSTITUTION_ARTIFACT_IDS),
      ...Object.values(COACH_ID_PREFIXES),
    ]);
  });

  it("have unique segments and unique catalog priorities", () => {
    const segments = MODULES.map((m) => m.segment);
    expect(new Set(segments).size).toBe(segments.length);
    const priorities = MODULES.flatMap((m) => (m.catalog ? [m.catalog.priority] : []));
    expect(new Set(priorities).size).toBe(priorities.length);
  });
});
