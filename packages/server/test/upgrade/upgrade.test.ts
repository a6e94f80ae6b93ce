// A database built by the previous release (test/upgrade/previous-release.ts) on PGlite, filled through its
// API, opened by this release: nothing lost, every sum equal (upgrade-scenario.ts). A long suite: it runs
// two servers in turn, the first from a checkout of the previous release.
import { describe, it } from "vitest";
import { runUpgrade } from "./upgrade-scenario.ts";

describe("upgrading from the previous release on PGlite", () => {
  it("opens the previous release's database with every answer, sum and idempotent retry unchanged", async () => {
    await runUpgrade("pglite");
  }, 900_000);
});
