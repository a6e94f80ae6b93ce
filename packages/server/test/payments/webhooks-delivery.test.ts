import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { grew, scrape } from "../operations/metrics-scrape.ts";
import { expectSigned, merchant, raise, startReceiver } from "./webhooks-helpers.ts";

// Attempts 30 ms apart (±10%) instead of Svix's minutes; loopback allowed for the local receivers.
// An attempt's deadline is 1 s.
const ENV = {
  PAYMENTS_ALLOW_PRIVATE_WEBHOOKS: "1",
  PAYMENTS_WEBHOOK_SCHEDULE_MS: "0,30,30,30,30",
  PAYMENTS_WEBHOOK_TIMEOUT_MS: "1000",
};
const ATTEMPTS = "trustplane_payment_webhook_attempts_total";

describe("merchant webhook deliveries", () => {
  let app: TestServer;
  const receivers: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    app = await startTestServer(ENV);
  });
  afterAll(async () => {
    await app.close();
    await Promise.all(receivers.map((r) => r.close()));
  });
  const receiver = async (...args: Parameters<typeof startReceiver>) => {
    const r = await startReceiver(...args);
    receivers.push(r);
    return r;
  };

  it("retries a failing receiver on the schedule: one success after 4 failures, 5 attempts logged, signed each time", async () => {
    const hook = await receiver((n) => (n <= 4 ? { status: 500, body: `down ${n}` } : { status: 204 }));
    const { client, userId } = await merchant(app.url);
    const sub = await client.merchantWebhooks.subscriptions.create({ url: hook.url });
    expect(sub.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(sub.events).toEqual([
      "payment_request.created",
      "payment_request.paid",
      "payment_request.expired",
      "payment_request.cancelled",
      "payment_request.refunded",
    ]);

    const before = await scrape(app);
    const requestId = await raise(app, userId);
    await eventually(async () => {
      const { items } = await client.merchantWebhooks.deliveries.list();
      expect(items.map((d) => d.status)).toEqual(["succeeded"]);
    }, 5000);
    const after = await scrape(app);
    expect(grew(before, after, ATTEMPTS, { outcome: "failed" })).toBe(4);
    expect(grew(before, after, ATTEMPTS, { outcome: "succeeded" })).toBe(1);
    const [listed] = (await client.merchantWebhooks.deliveries.list()).items;
    const delivery = await client.merchantWebhooks.deliveries.retrieve(listed!.id);
    expect(delivery).toMatchObject({ attempts: 5, status: "succeeded", lastResponseStatus: 204, nextAttemptAt: null });
    expect(delivery.attemptLog.map((a) => [a.number, a.outcome, a.responseStatus])).toEqual([
      [1, "failed", 500],
      [2, "failed", 500],
      [3, "failed", 500],
      [4, "failed", 500],
      [5, "succeeded", 204],
    ]);
    expect(delivery.attemptLog[0]!.responseExcerpt).toBe("down 1");
    expect(hook.received).toHaveLength(5);
    // The same event each time: one webhook-id, one body, both signatures valid.
    const ids = new Set(hook.received.map((r) => r.headers["webhook-id"]));
    expect([...ids]).toEqual([delivery.eventId]);
    const body = JSON.parse(hook.received[4]!.body);
    expect(body).toMatchObject({
      id: delivery.eventId,
      type: "payment_request.paid",
      data: { id: requestId, amount: 1500 },
    });
    expect(new Set(hook.received.map((r) => r.body)).size).toBe(1);
    for (const request of hook.received) await expectSigned(request, sub.secret);
  });

  it("stops after the 5th failed attempt", async () => {
    const hook = await receiver(() => ({ status: 503 }));
    const { client, userId } = await merchant(app.url);
    await client.merchantWebhooks.subscriptions.create({ url: hook.url });
    await raise(app, userId, "payment_request.expired");
    await eventually(async () => {
      const { items } = await client.merchantWebhooks.deliveries.list({ status: "failed" });
      expect(items).toHaveLength(1);
    }, 5000);
    const [failed] = (await client.merchantWebhooks.deliveries.list()).items;
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 5,
      nextAttemptAt: null,
      lastResponseStatus: 503,
      lastError: "HTTP 503",
    });
    expect(hook.received).toHaveLength(5);
    // Its reads answer as the contract says (checked against it here), the whole schedule logged.
    const detail = await client.merchantWebhooks.deliveries.retrieve(failed!.id);
    expect(detail.attemptLog.map((a) => [a.number, a.outcome])).toEqual([1, 2, 3, 4, 5].map((n) => [n, "failed"]));
    expect(
      (await client.merchantWebhooks.deliveries.list({ subscriptionId: failed!.subscriptionId })).items,
    ).toHaveLength(1);
    // And the database holds no more: a sixth attempt could never be stored to break them.
    await expect(
      app.ctx.db.query(sql.unsafe`UPDATE payment_webhook_deliveries SET attempts = 6 WHERE id = ${failed!.id}`),
    ).rejects.toMatchObject({ constraint: "payment_webhook_deliveries_attempts_max" });
    await expect(
      app.ctx.db.query(sql.unsafe`
        INSERT INTO payment_webhook_attempts (delivery_id, number, outcome, latency_ms, started_at)
        VALUES (${failed!.id}, 6, 'failed', 1, now())`),
    ).rejects.toMatchObject({ constraint: "payment_webhook_attempts_number_max" });
  });

  it("a 410 disables the subscription and stops retrying", async () => {
    const hook = await receiver(() => ({ status: 410 }));
    const { client, userId } = await merchant(app.url);
    const sub = await client.merchantWebhooks.subscriptions.create({ url: hook.url });
    const before = await scrape(app);
    await raise(app, userId);
    await eventually(async () => {
      expect(await client.merchantWebhooks.subscriptions.retrieve(sub.id)).toMatchObject({
        status: "disabled",
        disabledReason: "gone",
      });
    });
    const { items } = await client.merchantWebhooks.deliveries.list();
    expect(items).toMatchObject([{ status: "failed", attempts: 1, lastResponseStatus: 410, nextAttemptAt: null }]);
    expect(grew(before, await scrape(app), ATTEMPTS, { outcome: "gone" })).toBe(1);
    // Later events are not delivered to it; neither ping nor redelivery is accepted.
    await raise(app, userId);
    expect((await client.merchantWebhooks.deliveries.list()).items).toHaveLength(1);
    const refused = await client.merchantWebhooks.subscriptions.ping(sub.id).catch((e: unknown) => e);
    expect((refused as { code: string }).code).toBe("webhook-subscription-disabled");
    expect(hook.received).toHaveLength(1);
  });

  it("honours Retry-After when it is later than the schedule", async () => {
    const hook = await receiver((n) => (n === 1 ? { status: 429, headers: { "retry-after": "1" } } : { status: 200 }));
    const { client, userId } = await merchant(app.url);
    await client.merchantWebhooks.subscriptions.create({ url: hook.url, events: ["payment_request.created"] });
    await raise(app, userId, "payment_request.created");
    await eventually(async () => expect(hook.received).toHaveLength(2), 5000);
    // The schedule says 30 ms; Retry-After said 1 s.
    expect(hook.received[1]!.at - hook.received[0]!.at).toBeGreaterThanOrEqual(950);
    await eventually(async () => {
      expect((await client.merchantWebhooks.deliveries.list()).items).toMatchObject([
        { status: "succeeded", attempts: 2 },
      ]);
    });
  });

  it("delivers only the types subscribed to; ping is sent on request; redelivery keeps the webhook-id", async () => {
    const hook = await receiver(() => ({ status: 200, body: "ok" }));
    const { client, userId, token } = await merchant(app.url);
    const sub = await client.merchantWebhooks.subscriptions.create({
      url: hook.url,
      events: ["payment_request.cancelled"],
    });
    await raise(app, userId, "payment_request.paid");
    const ping = await client.merchantWebhooks.subscriptions.ping(sub.id);
    expect(ping).toMatchObject({ eventType: "ping", subscriptionId: sub.id, status: "pending" });
    await eventually(async () => expect(hook.received).toHaveLength(1));
    expect(JSON.parse(hook.received[0]!.body)).toMatchObject({ type: "ping", data: { subscriptionId: sub.id } });
    await expectSigned(hook.received[0]!, sub.secret);

    await raise(app, userId, "payment_request.cancelled");
    await eventually(async () => expect(hook.received).toHaveLength(2));
    await eventually(async () => {
      expect((await client.merchantWebhooks.deliveries.list({ status: "succeeded" })).items).toHaveLength(2);
    });
    const [latest] = (await client.merchantWebhooks.deliveries.list()).items;
    const again = await client.merchantWebhooks.deliveries.redeliver(latest!.id);
    expect(again.id).not.toBe(latest!.id);
    expect(again.eventId).toBe(latest!.eventId);
    await eventually(async () => expect(hook.received).toHaveLength(3));
    expect(hook.received[2]!.headers["webhook-id"]).toBe(latest!.eventId);
    expect(hook.received[2]!.body).toBe(hook.received[1]!.body);

    const page = await client.merchantWebhooks.deliveries.list({ subscriptionId: sub.id, limit: 2 });
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
    await eventually(async () => {
      expect((await client.merchantWebhooks.deliveries.list({ status: "succeeded" })).items).toHaveLength(3);
    });
    const csv = await app.call("GET", "/api/payments/webhook-deliveries.csv", { token });
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      "id,eventId,eventType,subscriptionId,status,attempts,lastResponseStatus,lastLatencyMs,lastError,nextAttemptAt,createdAt,updatedAt",
    );
    expect(lines.slice(1).map((line) => line.split(",").slice(2, 6))).toEqual([
      ["ping", sub.id, "succeeded", "1"],
      ["payment_request.cancelled", sub.id, "succeeded", "1"],
      ["payment_request.cancelled", sub.id, "succeeded", "1"],
    ]);
  });

  it("counts an answer later than the timeout as a failed attempt", async () => {
    const hook = await receiver((n) => (n === 1 ? { status: 200, delayMs: 1500 } : { status: 200 }));
    const { client, userId } = await merchant(app.url);
    await client.merchantWebhooks.subscriptions.create({ url: hook.url });
    await raise(app, userId);
    await eventually(async () => {
      expect((await client.merchantWebhooks.deliveries.list()).items).toMatchObject([
        { status: "succeeded", attempts: 2 },
      ]);
    }, 5000);
    const [listed] = (await client.merchantWebhooks.deliveries.list()).items;
    const { attemptLog } = await client.merchantWebhooks.deliveries.retrieve(listed!.id);
    expect(attemptLog.map((a) => [a.outcome, a.responseStatus])).toEqual([
      ["failed", null],
      ["succeeded", 200],
    ]);
    expect(attemptLog[0]!.error).toBe("timeout: no complete response within 1000 ms");
    expect(attemptLog[0]!.latencyMs).toBeGreaterThanOrEqual(950);
  });

  it("does not follow a redirect: a 3xx is a failed attempt", async () => {
    const target = await receiver(() => ({ status: 200 }));
    const hook = await receiver(() => ({ status: 302, headers: { location: target.url } }));
    const { client, userId } = await merchant(app.url);
    await client.merchantWebhooks.subscriptions.create({ url: hook.url });
    await raise(app, userId);
    await eventually(async () => {
      expect((await client.merchantWebhooks.deliveries.list()).items).toMatchObject([
        { status: "failed", attempts: 5 },
      ]);
    }, 5000);
    const [delivery] = (await client.merchantWebhooks.deliveries.list()).items;
    expect(delivery).toMatchObject({ lastResponseStatus: 302, lastError: "HTTP 302: redirects are not followed" });
    expect(target.received).toHaveLength(0);
  });
});
