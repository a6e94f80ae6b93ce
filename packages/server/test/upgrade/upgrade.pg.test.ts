// As upgrade.test.ts, on a fresh database of the real PostgreSQL server (DATABASE_URL).
import { describe, it } from "vitest";
import { runUpgrade } from "./upgrade-scenario.ts";

describe("upgrading from the previous release on PostgreSQL", () => {
  it("opens the previous release's database with every answer, sum and idempotent retry unchanged", async () => {
    await runUpgrade("postgres");
  }, 900_000);
});
