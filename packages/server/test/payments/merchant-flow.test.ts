// The merchant's whole flow across the module's areas, through @trustplane/sdk-payments: a key and a
// webhook subscription, a charge from the merchant's server, a payer paying it from their wallet, and
// the signed webhooks that tell the merchant, verified as a merchant would verify them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { anonymous, available, party } from "./merchants-helpers.ts";
import { expectSigned, startReceiver } from "./webhooks-helpers.ts";

let app: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  app = await startTestServer({ PAYMENTS_ALLOW_PRIVATE_WEBHOOKS: "1", PAYMENTS_WEBHOOK_SCHEDULE_MS: "0,50,50,50,50" });
  receiver = await startReceiver(() => ({ status: 204 }));
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

const events = () =>
  receiver.received.map((r) => JSON.parse(r.body) as { id: string; livemode: boolean; type: string; data: any });

describe("a merchant's charge, paid, reported by signed webhooks", () => {
  it("charges with a key, is paid from a wallet, and hears of each step once, signed both ways", async () => {
    const shop = await party(app, "Shop");
    const buyer = await party(app, "Buyer", 2_000);
    const sub = await shop.client.merchantWebhooks.subscriptions.create({ url: receiver.url });
    const key = await shop.client.merchants.keys.create({ name: "server" });

    const server = anonymous(app);
    const charge = await server.merchants.charges.create(
      { amount: 1500, description: "Order 7", reference: "order-7" },
      { headers: { "X-Merchant-Key": key.key } },
    );
    expect(charge).toMatchObject({ status: "open", amount: 1500, merchantWalletId: shop.walletId });

    const paid = await buyer.client.payments.requests.pay(charge.id, { walletId: buyer.walletId });
    expect(paid.status).toBe("paid");
    expect(await available(buyer)).toBe(500);
    expect(await available(shop)).toBe(1500);

    await eventually(async () =>
      expect(events().map((e) => e.type)).toEqual(["payment_request.created", "payment_request.paid"]),
    );
    const [created, paidEvent] = events();
    // A test-mode server says so in every payload, beside the event and in its object.
    expect(events().every((e) => e.livemode === false && e.data.livemode === false)).toBe(true);
    expect(created!.data).toMatchObject({ id: charge.id, status: "open", reference: "order-7" });
    expect(paidEvent!.data).toMatchObject({
      id: charge.id,
      status: "paid",
      amount: 1500,
      payerWalletId: buyer.walletId,
    });
    for (const request of receiver.received) await expectSigned(request, sub.secret);

    // The log shows each delivered once, and the merchant is notified as well.
    const log = await shop.client.merchantWebhooks.deliveries.list();
    expect(log.items.map((d) => [d.eventType, d.status])).toEqual([
      ["payment_request.paid", "succeeded"],
      ["payment_request.created", "succeeded"],
    ]);
    const notes = await shop.client.payments.notifications.list();
    expect(notes.items[0]).toMatchObject({
      kind: "request.paid",
      data: expect.objectContaining({ requestId: charge.id }),
    });
  });
});
