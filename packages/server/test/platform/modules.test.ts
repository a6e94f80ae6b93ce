import { describe, expect, it } from "vitest";
import { AUTH_IDS } from "../../src/modules/auth/ids.ts";
import { BUREAU_IDS } from "../../src/modules/bureau/ids.ts";
import { CHESS_IDS } from "../../src/modules/chess/ids.ts";
import { COACH_ID_PREFIXES } from "../../src/modules/coach/sessions.ts";
import { CONSTITUTION_ARTIFACT_IDS } from "../../src/modules/constitution-artifacts/index.ts";
import { CONTRACTS_IDS } from "../../src/modules/contracts/ids.ts";
import { EARNINGS_IDS } from "../../src/modules/earnings/ids.ts";
import { FANOUT_IDS } from "../../src/modules/fanout/ids.ts";
import { MODULES } from "../../src/modules/index.ts";
import { LEDGER_IDS } from "../../src/modules/ledger/ids.ts";
import { MEDIA_ID_PREFIXES } from "../../src/modules/media/catalog.ts";
import { PAYMENTS_IDS } from "../../src/modules/payments/ids.ts";
import { REGISTRY_IDS } from "../../src/modules/registry/ids.ts";
import { RIGHTS_IDS } from "../../src/modules/rights/ids.ts";
import { SIGNING_IDS } from "../../src/modules/signing/ids.ts";

/** The 18 prefixes once listed in a global table in src/ids.ts, each now declared by the module that mints it. */
const ID_PREFIXES = {
  ...AUTH_IDS,
  ...LEDGER_IDS,
  ...EARNINGS_IDS,
  ...CHESS_IDS,
  ...SIGNING_IDS,
  ...REGISTRY_IDS,
  ...RIGHTS_IDS,
  ...BUREAU_IDS,
  ...FANOUT_IDS,
};

describe("the served modules", () => {
  it("declare every id prefix the server mints, each exactly once", () => {
    const declared = MODULES.flatMap((m) => Object.values(m.ids ?? {}));
    expect(new Set(declared).size).toBe(declared.length);
    // Every prefix of the former global table is some module's; other modules mint more of their own.
    expect(Object.values(ID_PREFIXES).filter((prefix) => !declared.includes(prefix))).toEqual([]);
    // The other modules' own, in module order.
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
