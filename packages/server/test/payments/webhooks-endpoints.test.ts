// Several webhook endpoints per merchant with event filters, a secret that rotates with an overlap in which
// both secrets sign (checked with @trustplane/webhook-verifier and with the `standardwebhooks` package),
// deliveries of a disabled endpoint cancelled (never dropped) and sent on, and Svix-style recovery.
import { verify } from "@trustplane/webhook-verifier";
import { sql } from "slonik";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejection } from "../e2e/sdk-helpers.ts";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { expectSigned, merchant, type Received, raise, startReceiver } from "./webhooks-helpers.ts";

const headersOf = (request: Received) => request.headers as Record<string, string>;

describe("merchant webhook endpoints", () => {
  let app: TestServer;
  const closers: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    app = await startTestServer({ PAYMENTS_ALLOW_PRIVATE_WEBHOOKS: "1", PAYMENTS_WEBHOOK_SCHEDULE_MS: "0" });
  });
  afterAll(async () => {
    await app.close();
    for (const close of closers) await close();
  });
  const receiver = async (status = 200) => {
    const hook = await startReceiver(() => ({ status }));
    closers.push(hook.close);
    return hook;
  };

  it("delivers each event to every active endpoint whose filter takes it", async () => {
    const { client, userId } = await merchant(app.url);
    const all = await receiver();
    const paidOnly = await receiver();
    const createdOnly = await receiver();
    const subAll = await client.merchantWebhooks.subscriptions.create({ url: all.url });
    const subPaid = await client.merchantWebhooks.subscriptions.create({
      url: paidOnly.url,
      events: ["payment_request.paid"],
    });
    await client.merchantWebhooks.subscriptions.create({ url: createdOnly.url, events: ["payment_request.created"] });
    await raise(app, userId, "payment_request.paid");
    await eventually(async () => {
      expect(all.received).toHaveLength(1);
      expect(paidOnly.received).toHaveLength(1);
    });
    expect(createdOnly.received).toHaveLength(0);
    // One event, the same webhook-id at both, each signed with its own endpoint's secret.
    expect(all.received[0]!.headers["webhook-id"]).toBe(paidOnly.received[0]!.headers["webhook-id"]);
    await expectSigned(all.received[0]!, subAll.secret);
    await expectSigned(paidOnly.received[0]!, subPaid.secret);
    await expect(
      verify({ secret: subAll.secret, headers: headersOf(paidOnly.received[0]!), body: paidOnly.received[0]!.body }),
    ).rejects.toThrow();
    const deliveries = (await client.merchantWebhooks.deliveries.list()).items;
    expect(deliveries.map((d) => d.subscriptionId).sort()).toEqual([subAll.id, subPaid.id].sort());
  });

  it("holds at most 16 active endpoints; a disabled one frees its place", async () => {
    const { client } = await merchant(app.url);
    const made = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        client.merchantWebhooks.subscriptions.create({ url: `http://127.0.0.1:9/${i}` }),
      ),
    );
    // Concurrent attempts past the limit all fail: the count is taken under the owner's lock.
    const extra = await Promise.allSettled(
      Array.from({ length: 3 }, () => client.merchantWebhooks.subscriptions.create({ url: "http://127.0.0.1:9/x" })),
    );
    for (const attempt of extra) {
      expect(attempt.status).toBe("rejected");
      expect((attempt as PromiseRejectedResult).reason).toMatchObject({
        status: 409,
        code: "webhook-subscription-limit",
      });
    }
    await client.merchantWebhooks.subscriptions.disable(made[0]!.id);
    expect((await client.merchantWebhooks.subscriptions.create({ url: "http://127.0.0.1:9/y" })).status).toBe("active");
  });

  it("rotates the secret with an overlap: both sign, either verifies, then only the new one", async () => {
    const { client, userId } = await merchant(app.url);
    const hook = await receiver();
    const sub = await client.merchantWebhooks.subscriptions.create({ url: hook.url });
    const rotated = await client.merchantWebhooks.subscriptions.rotateSecret(sub.id, { overlapSeconds: 3600 });
    expect(rotated.id).toBe(sub.id);
    expect(rotated.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(rotated.secret).not.toBe(sub.secret);
    expect(Date.parse(rotated.previousSecretExpiresAt!) - Date.now()).toBeGreaterThan(3500_000);
    expect(rotated.secretRotatedAt).not.toBeNull();

    await raise(app, userId);
    await eventually(async () => expect(hook.received).toHaveLength(1));
    const during = hook.received[0]!;
    expect(String(during.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(String(during.headers["x-svc-signature"]).split(",")).toHaveLength(2);
    // A receiver with only the old secret, one with only the new, one mid-rotation with both: all accept.
    for (const secret of [sub.secret, rotated.secret]) await expectSigned(during, secret);
    expect(
      await verify({ secret: [rotated.secret, sub.secret], headers: headersOf(during), body: during.body }),
    ).toMatchObject({ secretIndex: 0 });
    await expect(
      verify({
        secret: "whsec_c29tZXRoaW5nIGVsc2UgZW50aXJlbHkgZWxzZSAzMmJ5dGVzISE=",
        headers: headersOf(during),
        body: during.body,
      }),
    ).rejects.toThrow();

    const ended = await client.merchantWebhooks.subscriptions.endSecretOverlap(sub.id);
    expect(ended.previousSecretExpiresAt).toBeNull();
    await raise(app, userId);
    await eventually(async () => expect(hook.received).toHaveLength(2));
    const after = hook.received[1]!;
    expect(String(after.headers["webhook-signature"]).split(" ")).toHaveLength(1);
    await expectSigned(after, rotated.secret);
    await expect(verify({ secret: sub.secret, headers: headersOf(after), body: after.body })).rejects.toThrow();
    expect(() => new Webhook(sub.secret).verify(after.body, headersOf(after))).toThrow();

    // Without an overlap the old secret stops at once; a disabled endpoint cannot be rotated.
    const again = await client.merchantWebhooks.subscriptions.rotateSecret(sub.id, { overlapSeconds: 0 });
    expect(again.previousSecretExpiresAt).toBeNull();
    await raise(app, userId);
    await eventually(async () => expect(hook.received).toHaveLength(3));
    await expectSigned(hook.received[2]!, again.secret);
    await expect(
      verify({ secret: rotated.secret, headers: headersOf(hook.received[2]!), body: hook.received[2]!.body }),
    ).rejects.toThrow();
    await client.merchantWebhooks.subscriptions.disable(sub.id);
    expect(await rejection(client.merchantWebhooks.subscriptions.rotateSecret(sub.id))).toMatchObject({
      status: 409,
      code: "webhook-subscription-disabled",
    });
  });

  it("rotating during an overlap keeps two secrets signing at most: the oldest stops", async () => {
    const { client, userId } = await merchant(app.url);
    const hook = await receiver();
    const first = await client.merchantWebhooks.subscriptions.create({ url: hook.url });
    const second = await client.merchantWebhooks.subscriptions.rotateSecret(first.id);
    const third = await client.merchantWebhooks.subscriptions.rotateSecret(first.id);
    await raise(app, userId);
    await eventually(async () => expect(hook.received).toHaveLength(1));
    const request = hook.received[0]!;
    await expectSigned(request, third.secret);
    await expectSigned(request, second.secret);
    await expect(verify({ secret: first.secret, headers: headersOf(request), body: request.body })).rejects.toThrow();
  });

  it("cancels a disabled endpoint's unfinished deliveries in the log, and sends them on to another endpoint", async () => {
    const { client, userId } = await merchant(app.url);
    const down = await receiver(503);
    const old = await client.merchantWebhooks.subscriptions.create({ url: down.url });
    await raise(app, userId);
    // This server's schedule is 0 ms, so the delivery fails for good at once; it is put back as a delivery
    // waiting for a retry an hour away, which is what disabling the endpoint finds in a real schedule.
    await eventually(async () => {
      expect((await client.merchantWebhooks.deliveries.list()).items[0]?.status).toBe("failed");
    });
    await app.ctx.db.query(sql.unsafe`
      UPDATE payment_webhook_deliveries SET status = 'pending', next_attempt_at = now() + interval '1 hour'
      WHERE owner_id = ${userId}`);
    await client.merchantWebhooks.subscriptions.disable(old.id);
    const [cancelled] = (await client.merchantWebhooks.deliveries.list({ subscriptionId: old.id })).items;
    expect(cancelled).toMatchObject({ status: "cancelled", nextAttemptAt: null });
    expect((await client.merchantWebhooks.deliveries.list({ status: "cancelled" })).items).toHaveLength(1);

    // Redelivering to the disabled endpoint is refused; to the new one it is sent, same webhook-id.
    expect(await rejection(client.merchantWebhooks.deliveries.redeliver(cancelled!.id))).toMatchObject({
      status: 409,
      code: "webhook-subscription-disabled",
    });
    const up = await receiver();
    const moved = await client.merchantWebhooks.subscriptions.create({ url: up.url });
    const sent = await client.merchantWebhooks.deliveries.redeliver(cancelled!.id, { subscriptionId: moved.id });
    expect(sent).toMatchObject({ subscriptionId: moved.id, eventId: cancelled!.eventId, status: "pending" });
    await eventually(async () => expect(up.received).toHaveLength(1));
    expect(up.received[0]!.headers["webhook-id"]).toBe(cancelled!.eventId);
    await expectSigned(up.received[0]!, moved.secret);
  });

  it("recovers every failed event since a time, once each, and not those delivered since", async () => {
    const { client, userId } = await merchant(app.url);
    let failing = true;
    const hook = await startReceiver(() => ({ status: failing ? 500 : 200 }));
    closers.push(hook.close);
    const sub = await client.merchantWebhooks.subscriptions.create({ url: hook.url });
    const since = new Date(Date.now() - 1000).toISOString();
    for (let i = 0; i < 3; i++) await raise(app, userId);
    // A schedule of 0 ms: every attempt runs at once, so each delivery fails for good quickly.
    await eventually(async () => {
      const { items } = await client.merchantWebhooks.deliveries.list({ status: "failed" });
      expect(items).toHaveLength(3);
    }, 20_000);
    const failed = (await client.merchantWebhooks.deliveries.list({ status: "failed" })).items;
    // One of the three is delivered by hand already: recovery leaves it alone.
    failing = false;
    const byHand = await client.merchantWebhooks.deliveries.redeliver(failed[0]!.id);
    await eventually(async () => {
      expect((await client.merchantWebhooks.deliveries.retrieve(byHand.id)).status).toBe("succeeded");
    });
    const recovered = await client.merchantWebhooks.subscriptions.recover(sub.id, { since });
    expect(recovered).toEqual({ queued: 2, more: false });
    await eventually(async () => {
      expect((await client.merchantWebhooks.deliveries.list({ status: "succeeded" })).items).toHaveLength(3);
    });
    const delivered = new Set(
      hook.received.filter((_, i) => i >= hook.received.length - 3).map((r) => r.headers["webhook-id"]),
    );
    expect(delivered).toEqual(new Set(failed.map((d) => d.eventId)));
    // Nothing is left to recover; a `since` too old or in the future is refused.
    expect(await client.merchantWebhooks.subscriptions.recover(sub.id, { since })).toEqual({ queued: 0, more: false });
    for (const bad of [new Date(Date.now() - 31 * 86_400_000), new Date(Date.now() + 60_000)]) {
      expect(
        await rejection(client.merchantWebhooks.subscriptions.recover(sub.id, { since: bad.toISOString() })),
      ).toMatchObject({ status: 400, code: "recover-since-too-old" });
    }
  });
});
