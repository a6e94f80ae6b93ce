import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPaymentsClient } from "@trustplane/sdk-payments";
import { sql } from "slonik";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../src/server.ts";
import { eventually, realPostgresUrl, scratchDatabase, testConfig } from "../harness.ts";
import { deliveryRows, merchant, raise, startReceiver } from "./webhooks-helpers.ts";

// The second attempt is due ~2 s after the first fails; the server is restarted in between.
const ENV = { PAYMENTS_ALLOW_PRIVATE_WEBHOOKS: "1", PAYMENTS_WEBHOOK_SCHEDULE_MS: "0,2000,30,30,30" };

describe("merchant webhooks across a restart", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** Starts a server on a database that outlives it: a data directory (PGlite) or a scratch database. */
  const storage = async (): Promise<() => Promise<RunningServer>> => {
    if (realPostgresUrl) {
      const scratch = await scratchDatabase(realPostgresUrl);
      cleanups.push(scratch.drop);
      return () => startServer(testConfig({ ...ENV, DATABASE_URL: scratch.url }));
    }
    const dir = mkdtempSync(path.join(tmpdir(), "tp-webhooks-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return () => startServer(testConfig({ ...ENV, DATA_DIR: dir }));
  };

  it("keeps the schedule: the next instance makes the pending attempt when it is due", async () => {
    const hook = await startReceiver((n) => (n === 1 ? { status: 500 } : { status: 200 }));
    cleanups.push(hook.close);
    const start = await storage();
    const first = await start();
    let firstClosed = false;
    cleanups.push(() => (firstClosed ? undefined : first.close()));
    const { client, userId } = await merchant(first.url);
    await client.merchantWebhooks.subscriptions.create({ url: hook.url });
    await raise(first, userId);
    await eventually(async () => {
      expect(await deliveryRows(first, userId)).toMatchObject([{ status: "pending", attempts: 1 }]);
    });
    const [pending] = (await client.merchantWebhooks.deliveries.list()).items;
    const dueAt = Date.parse(pending!.nextAttemptAt!);
    expect(dueAt - hook.received[0]!.at).toBeGreaterThanOrEqual(1800 - 50);
    await first.close();
    firstClosed = true;

    const second = await start();
    cleanups.push(() => second.close());
    await eventually(async () => {
      expect(await deliveryRows(second, userId)).toMatchObject([{ status: "succeeded", attempts: 2 }]);
    }, 8000);
    expect(hook.received).toHaveLength(2);
    // Not before it was due (clocks of one machine; the database's now() set the due time).
    expect(hook.received[1]!.at).toBeGreaterThanOrEqual(dueAt - 50);
    expect(hook.received[1]!.headers["webhook-id"]).toBe(hook.received[0]!.headers["webhook-id"]);
  });

  it("logs an attempt a stop cut short as interrupted; the next instance delivers again at once, same webhook-id", async () => {
    // The first answer would take 10 s; the server stops 0.5 s into it.
    const hook = await startReceiver((n) => (n === 1 ? { status: 200, delayMs: 10_000 } : { status: 200 }));
    cleanups.push(hook.close);
    const start = await storage();
    const first = await start();
    let firstClosed = false;
    cleanups.push(() => (firstClosed ? undefined : first.close()));
    const { client, userId, token } = await merchant(first.url);
    await client.merchantWebhooks.subscriptions.create({ url: hook.url });
    await raise(first, userId);
    await eventually(async () => expect(hook.received).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await first.close();
    firstClosed = true;

    const second = await start();
    cleanups.push(() => second.close());
    await eventually(async () => {
      expect(await deliveryRows(second, userId)).toMatchObject([{ status: "succeeded", attempts: 2 }]);
    }, 8000);
    // Read through the second instance's API, checked against the contract.
    const reader = createPaymentsClient({ baseUrl: second.url, token });
    const [listed] = (await reader.merchantWebhooks.deliveries.list()).items;
    const { attemptLog } = await reader.merchantWebhooks.deliveries.retrieve(listed!.id);
    expect(attemptLog.map((a) => [a.number, a.outcome, a.responseStatus])).toEqual([
      [1, "interrupted", null],
      [2, "succeeded", 200],
    ]);
    expect(hook.received).toHaveLength(2);
    expect(hook.received[1]!.headers["webhook-id"]).toBe(hook.received[0]!.headers["webhook-id"]);
  });

  it("takes over a claim whose lease expired (its worker died mid-attempt), not before", async () => {
    const hook = await startReceiver(() => ({ status: 200 }));
    cleanups.push(hook.close);
    const start = await storage();
    const server = await start();
    cleanups.push(() => server.close());
    const { client, userId } = await merchant(server.url);
    const sub = await client.merchantWebhooks.subscriptions.create({ url: hook.url });
    // As a dead worker left it: claimed (delivering), its lease running out 1.5 s from now. (Claimed as
    // before attempts were logged at the claim: no attempt row; webhooks-interrupted.test.ts has one.)
    await server.ctx.db.query(sql.unsafe`
      WITH ev AS (
        INSERT INTO payment_webhook_events (id, merchant_id, type, data)
        VALUES ('evt_01JD0000000000000000000099', ${userId}, 'payment_request.paid', '{"id":"prq_1"}')
        RETURNING id
      )
      INSERT INTO payment_webhook_deliveries
        (id, event_id, subscription_id, owner_id, status, next_attempt_at, lease_until, lease_token)
      SELECT 'whd_01JD0000000000000000000099', ev.id, ${sub.id}, ${userId}, 'delivering',
        now() - interval '1 second', now() + interval '1500 milliseconds', 'dead-worker'
      FROM ev`);
    const leaseEnds = Number(
      await server.ctx.db.oneFirst(sql.unsafe`
        SELECT extract(epoch FROM lease_until) * 1000 FROM payment_webhook_deliveries
        WHERE id = 'whd_01JD0000000000000000000099'`),
    );
    await server.ctx.db.query(sql.unsafe`SELECT pg_notify('trustplane_payment_webhooks', '')`);
    await eventually(async () => {
      expect(await deliveryRows(server, userId)).toMatchObject([{ status: "succeeded", attempts: 1 }]);
    }, 8000);
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]!.at).toBeGreaterThanOrEqual(leaseEnds - 5);
    expect(hook.received[0]!.headers["webhook-id"]).toBe("evt_01JD0000000000000000000099");
  });
});
