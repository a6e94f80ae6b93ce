// Payment requests: create, the public view, paying (balances, notification, once only), cancelling,
// expiry, ownership and the payer's daily outflow cap, through @trustplane/sdk-payments.
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentEvent } from "../../src/modules/payments/events.ts";
import { sweepExpiredRequests } from "../../src/modules/payments/merchants/sweep.ts";
import { rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { anonymous, available, type Party, party } from "./merchants-helpers.ts";

describe("payment requests", () => {
  let app: TestServer;
  let merchant: Party;
  beforeAll(async () => {
    // An unverified payer sends at most 1,000 KZT a day here.
    app = await startTestServer({ PAYMENTS_UNVERIFIED_DAILY_OUTFLOW: "1000" });
    merchant = await party(app, "Coffee Corner");
  });
  afterAll(() => app.close());

  const backdate = (id: string) =>
    app.ctx.db.query(sql.unsafe`
      UPDATE payment_requests SET expires_at = now() - interval '1 second' WHERE id = ${id}`);

  const transitions = async (id: string) =>
    (
      (await app.ctx.db.any(sql.unsafe`
      SELECT from_status, to_status FROM payment_request_transitions WHERE request_id = ${id} ORDER BY id`)) as readonly {
        from_status: string | null;
        to_status: string;
      }[]
    ).map((row) => `${row.from_status ?? "-"}>${row.to_status}`);

  it("creates an open request into the merchant's wallet, with its pay page and public view", async () => {
    const request = await merchant.client.merchants.requests.create({
      amount: 250.5,
      description: "Two flat whites",
      reference: "cc-1",
    });
    expect(request).toMatchObject({
      status: "open",
      amount: 250.5,
      currency: "KZT",
      description: "Two flat whites",
      reference: "cc-1",
      merchantWalletId: merchant.walletId,
      paidAt: null,
      payerWalletId: null,
      cancelledAt: null,
    });
    expect(request.payUrl).toBe(`${app.ctx.config.publicBaseUrl}/pay/requests/${request.id}`);
    const lifetime = Date.parse(request.expiresAt) - Date.parse(request.createdAt);
    expect(Math.abs(lifetime - 24 * 3600 * 1000)).toBeLessThan(5000);

    const seen = await anonymous(app).merchants.requests.retrievePublic(request.id);
    expect(seen).toEqual({
      id: request.id,
      livemode: false,
      status: "open",
      amount: 250.5,
      currency: "KZT",
      description: "Two flat whites",
      merchantName: "Coffee Corner",
      expiresAt: request.expiresAt,
    });
    expect(await transitions(request.id)).toEqual(["->open"]);

    const taken = await rejection(
      merchant.client.merchants.requests.create({ amount: 1, description: "again", reference: "cc-1" }),
    );
    expect(taken).toMatchObject({ status: 409, code: "payment-request-reference-taken" });
  });

  it("bounds the lifetime: 60 s to 30 days, expiresAt or expiresInSeconds", async () => {
    const at = new Date(Date.now() + 3600_000).toISOString();
    const made = await merchant.client.merchants.requests.create({ amount: 1, description: "At", expiresAt: at });
    expect(Date.parse(made.expiresAt)).toBe(Date.parse(at));
    const soon = new Date(Date.now() + 10_000).toISOString();
    for (const body of [
      { amount: 1, description: "Soon", expiresAt: soon },
      { amount: 1, description: "Both", expiresAt: at, expiresInSeconds: 120 },
    ]) {
      expect(await rejection(merchant.client.merchants.requests.create(body))).toMatchObject({
        status: 400,
        code: "payment-request-expiry",
      });
    }
    expect(
      await rejection(merchant.client.merchants.requests.create({ amount: 1, description: "x", expiresInSeconds: 59 })),
    ).toMatchObject({ status: 400, code: "validation" });
  });

  it("pays once: money moves without a fee, the merchant is notified, a second payment is refused", async () => {
    const payer = await party(app, "Payer One", 800);
    const before = await available(merchant);
    const request = await merchant.client.merchants.requests.create({ amount: 300, description: "Beans" });
    const paid = await payer.client.payments.requests.pay(request.id);
    expect(paid).toMatchObject({ id: request.id, status: "paid", payerWalletId: payer.walletId });
    expect(paid.paidAt).not.toBeNull();
    expect(await available(payer)).toBe(500);
    expect(await available(merchant)).toBe(before + 300);
    expect(await transitions(request.id)).toEqual(["->open", "open>paid"]);

    const entries = await payer.client.payments.wallets.entries.list(payer.walletId);
    expect(entries.items[0]).toMatchObject({ kind: "request_payment", movementId: request.id, amount: 300, fee: 0 });

    const notes = await merchant.client.payments.notifications.list();
    const data = notes.items.find((n) => n.kind === "request.paid" && n.data.requestId === request.id)?.data;
    expect(data).toEqual({ requestId: request.id, amount: 300, reference: null, payerWalletId: payer.walletId });

    // A retry with the first payment's Idempotency-Key answers it again (the generic layer replays it).
    const key = `pay-${request.id}`;
    const other2 = await merchant.client.merchants.requests.create({ amount: 1, description: "Replay" });
    const first = await payer.client.payments.requests.pay.withResponse(
      other2.id,
      {},
      { headers: { "Idempotency-Key": key } },
    );
    const replay = await payer.client.payments.requests.pay.withResponse(
      other2.id,
      {},
      { headers: { "Idempotency-Key": key } },
    );
    expect(replay.data).toEqual(first.data);
    expect(replay.response.headers.get("idempotent-replayed")).toBe("true");
    expect(await available(payer)).toBe(499);

    const again = await rejection(payer.client.payments.requests.pay(request.id));
    expect(again).toMatchObject({ status: 409, code: "payment-request-not-open" });
    const other = await party(app, "Payer Two", 800);
    expect(await rejection(other.client.payments.requests.pay(request.id))).toMatchObject({
      status: 409,
      code: "payment-request-not-open",
    });
    expect(await available(payer)).toBe(499);
    expect(await available(other)).toBe(800);
    expect((await merchant.client.merchants.requests.retrieve(request.id)).status).toBe("paid");
    expect((await anonymous(app).merchants.requests.retrievePublic(request.id)).status).toBe("paid");
  });

  it("refuses paying one's own request, an unfunded payment and someone else's wallet", async () => {
    const request = await merchant.client.merchants.requests.create({ amount: 50, description: "Cookie" });
    expect(await rejection(merchant.client.payments.requests.pay(request.id))).toMatchObject({
      status: 422,
      code: "payment-request-own",
    });
    const poor = await party(app, "Poor Payer", 10);
    expect(await rejection(poor.client.payments.requests.pay(request.id))).toMatchObject({
      status: 422,
      code: "insufficient-funds",
    });
    const rich = await party(app, "Rich Payer", 100);
    expect(await rejection(poor.client.payments.requests.pay(request.id, { walletId: rich.walletId }))).toMatchObject({
      status: 404,
      code: "payments-wallet-not-found",
    });
    // Nothing changed: the request is still open and payable.
    expect((await rich.client.payments.requests.pay(request.id)).status).toBe("paid");
  });

  it("applies the payer's daily outflow cap", async () => {
    const payer = await party(app, "Capped Payer", 5000);
    const request = await merchant.client.merchants.requests.create({ amount: 1500, description: "Espresso machine" });
    expect(await rejection(payer.client.payments.requests.pay(request.id))).toMatchObject({
      status: 422,
      code: "payments-outflow-limit",
    });
    expect(await available(payer)).toBe(5000);
    expect((await merchant.client.merchants.requests.retrieve(request.id)).status).toBe("open");
  });

  it("cancels an open request (repeatable); a cancelled or paid one cannot be paid or cancelled", async () => {
    const payer = await party(app, "Late Payer", 100);
    const request = await merchant.client.merchants.requests.create({ amount: 5, description: "Tea" });
    const cancelled = await merchant.client.merchants.requests.cancel(request.id);
    expect(cancelled).toMatchObject({ status: "cancelled" });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(await merchant.client.merchants.requests.cancel(request.id)).toEqual(cancelled);
    expect(await rejection(payer.client.payments.requests.pay(request.id))).toMatchObject({
      status: 409,
      code: "payment-request-not-open",
    });
    expect(await transitions(request.id)).toEqual(["->open", "open>cancelled"]);

    const paid = await merchant.client.merchants.requests.create({ amount: 5, description: "Tea" });
    await payer.client.payments.requests.pay(paid.id);
    expect(await rejection(merchant.client.merchants.requests.cancel(paid.id))).toMatchObject({
      status: 409,
      code: "payment-request-not-open",
    });
  });

  it("reads a request past its expiry as expired at once, refuses paying it, and the sweep records it", async () => {
    const payer = await party(app, "Slow Payer", 100);
    const request = await merchant.client.merchants.requests.create({ amount: 7, description: "Muffin" });
    await backdate(request.id);
    expect((await merchant.client.merchants.requests.retrieve(request.id)).status).toBe("expired");
    expect((await anonymous(app).merchants.requests.retrievePublic(request.id)).status).toBe("expired");
    expect(await rejection(payer.client.payments.requests.pay(request.id))).toMatchObject({
      status: 422,
      code: "payment-request-expired",
    });
    expect(await rejection(merchant.client.merchants.requests.cancel(request.id))).toMatchObject({
      status: 409,
      code: "payment-request-not-open",
    });
    const expiredList = await merchant.client.merchants.requests.list({ status: "expired" });
    expect(expiredList.items.map((r) => r.id)).toContain(request.id);
    expect((await merchant.client.merchants.requests.list({ status: "open" })).items.map((r) => r.id)).not.toContain(
      request.id,
    );

    const events: PaymentEvent[] = [];
    const swept = await sweepExpiredRequests({
      db: app.ctx.db,
      publicBaseUrl: app.ctx.config.publicBaseUrl,
      livemode: false,
      emit: async (_tx, event) => {
        events.push(event);
      },
    });
    expect(swept).toBeGreaterThanOrEqual(1);
    const mine = events.find((e) => e.data.id === request.id);
    expect(mine).toMatchObject({
      merchantId: merchant.userId,
      type: "payment_request.expired",
      data: { id: request.id, status: "expired", amount: 7, payUrl: request.payUrl },
    });
    expect(await transitions(request.id)).toEqual(["->open", "open>expired"]);
    // Swept once: a second sweep finds nothing of it.
    events.length = 0;
    await sweepExpiredRequests({
      db: app.ctx.db,
      publicBaseUrl: "",
      livemode: false,
      emit: async (_tx, e) => void events.push(e),
    });
    expect(events.find((e) => e.data.id === request.id)).toBeUndefined();
  });

  it("keeps requests to their merchant: another user's request id is 404; lists are the caller's, newest first", async () => {
    const other = await party(app, "Nosy Neighbour");
    const request = await merchant.client.merchants.requests.create({ amount: 3, description: "Private" });
    for (const call of [
      () => other.client.merchants.requests.retrieve(request.id),
      () => other.client.merchants.requests.cancel(request.id),
    ]) {
      expect(await rejection(call())).toMatchObject({ status: 404, code: "payment-request-not-found" });
    }
    expect(await rejection(other.client.merchants.requests.retrieve("prq_01JD0000000000000000000000"))).toMatchObject({
      status: 404,
      code: "payment-request-not-found",
    });
    expect((await other.client.merchants.requests.list()).items).toEqual([]);
    const mine = await merchant.client.merchants.requests.list({ limit: 2 });
    expect(mine.items[0]!.id).toBe(request.id);
    expect(mine.nextCursor).not.toBeNull();
    const next = await merchant.client.merchants.requests.list({ limit: 2, cursor: mine.nextCursor! });
    expect(next.items[0]!.id < mine.items[1]!.id).toBe(true);
  });
});
