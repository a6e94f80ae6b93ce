// An attempt whose worker died before recording its outcome (the request may or may not have reached
// the receiver): it stays in the delivery's log as `interrupted`, counts toward the schedule, and the
// event is delivered again with the same webhook-id (at least once). The worker that dies is simulated
// here by the claim it made and never finished (test/payments/webhooks-crash.pg.test.ts kills a real
// server process).
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emitPaymentEvent } from "../../src/modules/payments/webhooks/deliveries.ts";
import { claimDue, releaseClaims } from "../../src/modules/payments/webhooks/queue.ts";
import type { RunningServer } from "../../src/server.ts";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { grew, scrape } from "../operations/metrics-scrape.ts";
import { deliveryRows, merchant, startReceiver } from "./webhooks-helpers.ts";

const ENV = { PAYMENTS_ALLOW_PRIVATE_WEBHOOKS: "1", PAYMENTS_WEBHOOK_TIMEOUT_MS: "1000" };
const ATTEMPTS = "trustplane_payment_webhook_attempts_total";

/**
 * As a worker leaves a delivery when it dies mid-attempt: the event raised, and its delivery claimed
 * for an attempt (in the same transaction, so no live worker gets it first) under a lease of `leaseMs`
 * that nobody releases. Answers the delivery's id.
 */
const claimedByADeadWorker = async (server: Pick<RunningServer, "ctx">, merchantId: string, leaseMs: number) => {
  await server.ctx.db.transaction(async (tx) => {
    await emitPaymentEvent(tx, {
      merchantId,
      type: "payment_request.paid",
      data: { id: "prq_interrupted", status: "paid", amount: 1500, currency: "KZT", description: null },
    });
    await claimDue(tx, 1, leaseMs, 5);
  });
  const [row] = await deliveryRows(server, merchantId);
  return row!.id;
};

describe("merchant webhook attempts cut short", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  const server = async (env: Record<string, string>): Promise<TestServer> => {
    const app = await startTestServer({ ...ENV, ...env });
    cleanups.push(() => app.close());
    return app;
  };
  const receiver = async (...args: Parameters<typeof startReceiver>) => {
    const hook = await startReceiver(...args);
    cleanups.push(hook.close);
    return hook;
  };

  let app: TestServer;
  beforeAll(async () => {
    app = await server({ PAYMENTS_WEBHOOK_SCHEDULE_MS: "0,30,30,30,30" });
  });

  it("shows the attempt under way, then as interrupted once its lease ran out, and makes the next one", async () => {
    const hook = await receiver(() => ({ status: 200 }));
    const { client, userId } = await merchant(app.url);
    await client.merchantWebhooks.subscriptions.create({ url: hook.url });
    const before = await scrape(app);
    const id = await claimedByADeadWorker(app, userId, 1500);

    // Recorded before anything is sent: the log and the count say an attempt is under way.
    const during = await client.merchantWebhooks.deliveries.retrieve(id);
    expect(during).toMatchObject({ status: "delivering", attempts: 1 });
    expect(during.attemptLog).toMatchObject([{ number: 1, outcome: "pending", responseStatus: null, latencyMs: null }]);

    await eventually(async () => {
      expect(await deliveryRows(app, userId)).toMatchObject([{ status: "succeeded", attempts: 2 }]);
    }, 5000);
    const delivery = await client.merchantWebhooks.deliveries.retrieve(id);
    expect(delivery.attemptLog.map((a) => [a.number, a.outcome, a.responseStatus])).toEqual([
      [1, "interrupted", null],
      [2, "succeeded", 200],
    ]);
    expect(delivery.attemptLog[0]).toMatchObject({ latencyMs: null, responseExcerpt: null });
    expect(delivery.attemptLog[0]!.error).toMatch(/^interrupted: /);
    expect((await client.merchantWebhooks.deliveries.list()).items).toMatchObject([{ id, attempts: 2 }]);
    // Sent again as the same event.
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]!.headers["webhook-id"]).toBe(delivery.eventId);
    expect(grew(before, await scrape(app), ATTEMPTS, { outcome: "interrupted" })).toBe(1);
  });

  it("takes back the attempt of a claim given back before anything was sent (a worker stopping)", async () => {
    const hook = await receiver(() => ({ status: 200 }));
    const { client, userId } = await merchant(app.url);
    await client.merchantWebhooks.subscriptions.create({ url: hook.url });
    await app.ctx.db.transaction(async (tx) => {
      await emitPaymentEvent(tx, {
        merchantId: userId,
        type: "payment_request.created",
        data: { id: "prq_released", status: "open", amount: 10, currency: "KZT", description: null },
      });
      const { claims } = await claimDue(tx, 1, 60_000, 5);
      expect(claims.map((c) => c.attempt)).toEqual([1]);
      await releaseClaims(tx, claims);
    });
    await eventually(async () => {
      expect(await deliveryRows(app, userId)).toMatchObject([{ status: "succeeded", attempts: 1 }]);
    });
    const [listed] = (await client.merchantWebhooks.deliveries.list()).items;
    const { attemptLog } = await client.merchantWebhooks.deliveries.retrieve(listed!.id);
    expect(attemptLog.map((a) => [a.number, a.outcome])).toEqual([[1, "succeeded"]]);
    expect(hook.received).toHaveLength(1);
  });

  it("counts the interrupted attempt toward the schedule: the last one interrupted fails the delivery", async () => {
    const once = await server({ PAYMENTS_WEBHOOK_SCHEDULE_MS: "0" });
    const hook = await receiver(() => ({ status: 200 }));
    const { client, userId } = await merchant(once.url);
    await client.merchantWebhooks.subscriptions.create({ url: hook.url });
    const id = await claimedByADeadWorker(once, userId, 300);
    await eventually(async () => {
      expect(await deliveryRows(once, userId)).toMatchObject([{ status: "failed", attempts: 1 }]);
    }, 5000);
    const delivery = await client.merchantWebhooks.deliveries.retrieve(id);
    expect(delivery).toMatchObject({ nextAttemptAt: null, lastResponseStatus: null });
    expect(delivery.lastError).toMatch(/^interrupted: /);
    expect(delivery.attemptLog.map((a) => [a.number, a.outcome])).toEqual([[1, "interrupted"]]);
    expect(hook.received).toHaveLength(0);
    // Nothing left claimed.
    expect(
      await once.ctx.db.oneFirst(sql.unsafe`
        SELECT count(*)::int FROM payment_webhook_deliveries WHERE lease_token IS NOT NULL`),
    ).toBe(0);
  });
});
