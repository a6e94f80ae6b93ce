import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { grew, scrape } from "./metrics-scrape.ts";

/**
 * `trustplane_db_pool_acquire_seconds` measures the wait for a pooled connection on the database the
 * suite runs on (PGlite, or PostgreSQL with DATABASE_URL): with a pool of one held by the test, a
 * request's wait is the time it was held.
 */
let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ DB_POOL_SIZE: "1" });
});
afterAll(async () => {
  await app?.close();
});

describe("database pool waits", () => {
  it("observes the time a request queued for the only connection", async () => {
    const user = await app.register();
    const before = await scrape(app);
    let answered: Promise<number> | undefined;
    await app.ctx.db.connect(async () => {
      answered = app.call("GET", "/api/ledger/accounts", { token: user.token }).then((res) => res.status);
      await sleep(300);
    });
    expect(await answered).toBe(200);
    const after = await scrape(app);
    const observed = grew(before, after, "trustplane_db_pool_acquire_seconds_count");
    expect(observed).toBeGreaterThanOrEqual(2);
    // At least one wait (the request's) was longer than 250 ms: counted in +Inf but not in le="0.25".
    const longer =
      grew(before, after, "trustplane_db_pool_acquire_seconds_bucket", { le: "+Inf" }) -
      grew(before, after, "trustplane_db_pool_acquire_seconds_bucket", { le: "0.25" });
    expect(longer).toBeGreaterThanOrEqual(1);
    expect(grew(before, after, "trustplane_db_pool_acquire_seconds_sum")).toBeGreaterThan(0.25);
    expect(grew(before, after, "trustplane_db_pool_acquire_timeouts_total")).toBe(0);
  });
});
