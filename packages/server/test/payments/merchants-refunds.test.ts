// Refunds of paid payment requests through @trustplane/sdk-payments, made by the merchant's server with a
// merchant key: full and partial, bounded by what was paid, idempotent, with their notifications and the
// `payment_request.refunded` event.
import { createPaymentsClient } from "@trustplane/sdk-payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejection } from "../e2e/sdk-helpers.ts";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { available, party } from "./merchants-helpers.ts";
import { startReceiver } from "./webhooks-helpers.ts";

describe("refunds of payment requests", () => {
  let app: TestServer;
  const closers: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    app = await startTestServer({ PAYMENTS_ALLOW_PRIVATE_WEBHOOKS: "1", PAYMENTS_WEBHOOK_SCHEDULE_MS: "0" });
  });
  afterAll(async () => {
    await app.close();
    for (const close of closers) await close();
  });

  /** A merchant whose server holds a merchant key, and a payer who paid one of its requests of `kzt`. */
  const paidRequest = async (kzt: number) => {
    const merchant = await party(app, "Refunding Shop");
    const payer = await party(app, "Buyer", 1_000);
    const key = await merchant.client.merchants.keys.create({ name: "shop server" });
    const shop = createPaymentsClient({ baseUrl: app.url, apiKey: key.key });
    const request = await shop.merchants.requests.create({ amount: kzt, description: "Order" });
    await payer.client.payments.requests.pay(request.id);
    return { merchant, payer, shop, request };
  };

  it("gives back part, then the rest, never more than was paid; no fee either way", async () => {
    const { merchant, payer, shop, request } = await paidRequest(100);
    expect(await available(payer)).toBe(900);
    expect(await available(merchant)).toBe(100);

    const first = await shop.merchants.requests.refunds.create(request.id, { amount: 30.5 });
    expect(first).toMatchObject({
      id: expect.stringMatching(/^prf_/),
      requestId: request.id,
      amount: 30.5,
      currency: "KZT",
      payerWalletId: payer.walletId,
      merchantWalletId: merchant.walletId,
    });
    expect(await available(payer)).toBe(930.5);
    expect(await available(merchant)).toBe(69.5);
    expect(await shop.merchants.requests.retrieve(request.id)).toMatchObject({ status: "paid", amountRefunded: 30.5 });

    expect(await rejection(shop.merchants.requests.refunds.create(request.id, { amount: 69.51 }))).toMatchObject({
      status: 422,
      code: "refund-exceeds-paid",
    });
    // Without an amount: the rest.
    const rest = await shop.merchants.requests.refunds.create(request.id);
    expect(rest.amount).toBe(69.5);
    expect(await available(payer)).toBe(1_000);
    expect(await available(merchant)).toBe(0);
    expect(await rejection(shop.merchants.requests.refunds.create(request.id))).toMatchObject({
      status: 422,
      code: "refund-exceeds-paid",
    });
    const { items } = await shop.merchants.requests.refunds.list(request.id);
    expect(items.map((r) => r.id)).toEqual([rest.id, first.id]);

    // Both sides are told; the entries say what moved.
    const payerNotes = (await payer.client.payments.notifications.list()).items.filter(
      (n) => n.kind === "refund.received",
    );
    expect(payerNotes.map((n) => n.data.amount).sort()).toEqual([30.5, 69.5]);
    const merchantNotes = (await merchant.client.payments.notifications.list()).items.filter(
      (n) => n.kind === "request.refunded",
    );
    expect(merchantNotes).toHaveLength(2);
    const entries = (await payer.client.payments.wallets.entries.list(payer.walletId)).items;
    expect(entries.filter((e) => e.kind === "request_refund").map((e) => [e.direction, e.amount, e.fee])).toEqual([
      ["credit", 69.5, 0],
      ["credit", 30.5, 0],
    ]);
  });

  it("is idempotent by key: a retry answers the first refund and gives back once", async () => {
    const { merchant, shop, request } = await paidRequest(50);
    const send = () =>
      shop.merchants.requests.refunds.create.withResponse(
        request.id,
        { amount: 10 },
        { headers: { "Idempotency-Key": `refund-${request.id}` } },
      );
    const first = await send();
    const again = await send();
    expect(first.response.status).toBe(201);
    expect(again.response.headers.get("idempotent-replayed")).toBe("true");
    expect(again.data).toEqual(first.data);
    expect(await available(merchant)).toBe(40);
    expect((await shop.merchants.requests.refunds.list(request.id)).items).toHaveLength(1);
  });

  it("refuses an unpaid request, another merchant's, a merchant short of money, and a key without the scope", async () => {
    const { merchant, shop, request, payer } = await paidRequest(20);
    const open = await shop.merchants.requests.create({ amount: 5, description: "Not paid" });
    expect(await rejection(shop.merchants.requests.refunds.create(open.id))).toMatchObject({
      status: 409,
      code: "payment-request-not-paid",
    });
    const other = await party(app, "Other Shop");
    expect(await rejection(other.client.merchants.requests.refunds.create(request.id))).toMatchObject({
      status: 404,
      code: "payment-request-not-found",
    });
    expect(await rejection(other.client.merchants.requests.refunds.list(request.id))).toMatchObject({
      status: 404,
      code: "payment-request-not-found",
    });
    // The merchant spent what was paid: the refund waits for money, nothing moves.
    await merchant.client.payments.transfers.create({ to: payer.walletId, amount: 19.9 });
    expect(await rejection(shop.merchants.requests.refunds.create(request.id))).toMatchObject({
      status: 422,
      code: "insufficient-funds",
    });
    expect((await shop.merchants.requests.retrieve(request.id)).amountRefunded).toBe(0);
    const reader = await merchant.client.auth.apiKeys.create({ name: "reader", scopes: ["merchants:read"] });
    const readOnly = createPaymentsClient({ baseUrl: app.url, apiKey: reader.key });
    expect(await rejection(readOnly.merchants.requests.refunds.create(request.id, { amount: 1 }))).toMatchObject({
      status: 403,
      code: "insufficient-scope",
    });
    expect((await readOnly.merchants.requests.refunds.list(request.id)).items).toEqual([]);
  });

  it("tells the merchant's endpoints: payment_request.refunded with the refund and the refunded total", async () => {
    const hook = await startReceiver(() => ({ status: 200 }));
    closers.push(hook.close);
    const { merchant, shop, request } = await paidRequest(40);
    await merchant.client.merchantWebhooks.subscriptions.create({
      url: hook.url,
      events: ["payment_request.refunded"],
    });
    const refund = await shop.merchants.requests.refunds.create(request.id, { amount: 15 });
    await eventually(async () => expect(hook.received).toHaveLength(1));
    const event = JSON.parse(hook.received[0]!.body);
    expect(event).toMatchObject({
      type: "payment_request.refunded",
      data: { id: request.id, status: "paid", amountRefunded: 15, refund: { id: refund.id, amount: 15 } },
    });
  });
});
