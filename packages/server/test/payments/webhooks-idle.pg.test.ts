import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { msUntilNextDue } from "../../src/modules/payments/webhooks/queue.ts";
import { startTestServer, type TestServer } from "../harness.ts";

/**
 * An idle server leaves its database alone: with nothing queued, the webhook worker sleeps until a
 * NOTIFY or its longest sleep instead of asking "what is due next?" in a loop (SQL's greatest(0, NULL)
 * is 0, which once read as "due now": about 800 statements per second from an idle server).
 */
describe("the merchant webhook worker with an empty queue", () => {
  let app: TestServer;
  let admin: pg.Client;
  beforeAll(async () => {
    app = await startTestServer();
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await app?.close();
  });

  const commitsOf = async (database: string) => {
    // pg_stat_database is refreshed at most every few hundred ms and cached per transaction.
    await admin.query("SELECT pg_stat_clear_snapshot()");
    return Number(
      (await admin.query("SELECT xact_commit FROM pg_stat_database WHERE datname = $1", [database])).rows[0]
        .xact_commit,
    );
  };

  it("knows nothing is due, and does not poll", async () => {
    expect(await msUntilNextDue(app.ctx.db)).toBeNull();
    const database = new URL(app.ctx.config.databaseUrl!).pathname.slice(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const before = await commitsOf(database);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = await commitsOf(database);
    // Background jobs (pg-boss, the rate limits' shared counters) commit a few times a second at most.
    expect(after - before).toBeLessThan(100);
  });
});
