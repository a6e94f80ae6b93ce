import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { grew, scrape } from "./metrics-scrape.ts";

// PostgreSQL only: the acquire bound (DB_ACQUIRE_TIMEOUT_MS) applies to a database server's pool, not
// to the embedded one (src/db/pool.ts).
let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ DB_POOL_SIZE: "1", DB_ACQUIRE_TIMEOUT_MS: "200" });
});
afterAll(async () => {
  await app?.close();
});

describe("database pool timeouts", () => {
  it("counts a request that gave up waiting for a connection (503)", async () => {
    const user = await app.register();
    const before = await scrape(app);
    let answered: Promise<number> | undefined;
    await app.ctx.db.connect(async () => {
      answered = app.call("GET", "/api/ledger/accounts", { token: user.token }).then((res) => res.status);
      await sleep(600);
    });
    expect(await answered).toBe(503);
    const after = await scrape(app);
    // The request's checkout, and any background call that queued meanwhile (the rate limiter's sync).
    expect(grew(before, after, "trustplane_db_pool_acquire_timeouts_total")).toBeGreaterThanOrEqual(1);
  });
});
