import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server.ts";
import { anotherInstance } from "../another-instance.ts";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { merchant, raise, startReceiver } from "./webhooks-helpers.ts";

const ENV = {
  PAYMENTS_ALLOW_PRIVATE_WEBHOOKS: "1",
  PAYMENTS_WEBHOOK_SCHEDULE_MS: "0,30,30,30,30",
  PAYMENTS_WEBHOOK_CONCURRENCY: "4",
};

describe("merchant webhooks on two instances of one database", () => {
  let app: TestServer;
  let other: RunningServer;
  beforeAll(async () => {
    app = await startTestServer(ENV);
    other = await anotherInstance(app, ENV);
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  it("each event is delivered once: a claim skips the rows the other instance holds", async () => {
    const hook = await startReceiver(() => ({ status: 204 }));
    try {
      const merchants = await Promise.all(Array.from({ length: 4 }, () => merchant(app.url)));
      for (const m of merchants) await m.client.merchantWebhooks.subscriptions.create({ url: hook.url });
      // Raised on both instances, so both are woken.
      for (let i = 0; i < 50; i++) {
        await Promise.all(merchants.map((m, n) => raise(n % 2 === 0 ? app : other, m.userId)));
      }
      await eventually(async () => expect(hook.received.length).toBeGreaterThanOrEqual(200), 20_000);
      await eventually(async () => {
        const open = await app.ctx.db.oneFirst(sql.unsafe`
          SELECT count(*) FROM payment_webhook_deliveries WHERE status <> 'succeeded'`);
        expect(Number(open)).toBe(0);
      }, 10_000);
      const ids = hook.received.map((r) => r.headers["webhook-id"]);
      expect(ids).toHaveLength(200);
      expect(new Set(ids).size).toBe(200);
      const attempts = await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM payment_webhook_attempts`);
      expect(Number(attempts)).toBe(200);
    } finally {
      await hook.close();
    }
  });
});
