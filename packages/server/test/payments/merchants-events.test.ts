// The `payment_request.*` events each transition raises, in the transaction that makes it, with the
// request as the API shows it (the webhooks' area delivers them; here a recording emitter stands in).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedOn } from "../../src/db/prepared.ts";
import type { EmitPaymentEvent, PaymentEvent } from "../../src/modules/payments/events.ts";
import { payRequest } from "../../src/modules/payments/merchants/pay.ts";
import { paymentRequestView } from "../../src/modules/payments/merchants/presenters.ts";
import { cancelRequest, createRequest, type RequestContext } from "../../src/modules/payments/merchants/requests.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { type Party, party } from "./merchants-helpers.ts";

describe("payment request events", () => {
  let app: TestServer;
  let merchant: Party;
  let payer: Party;
  const events: PaymentEvent[] = [];
  let ctx: RequestContext;
  beforeAll(async () => {
    app = await startTestServer();
    merchant = await party(app, "Event Shop");
    payer = await party(app, "Event Payer", 100);
    const emit: EmitPaymentEvent = async (_tx, event) => {
      events.push(event);
    };
    ctx = { db: app.ctx.db, emit, publicBaseUrl: app.ctx.config.publicBaseUrl, livemode: false };
  });
  afterAll(() => app.close());

  const create = () =>
    createRequest(ctx, {
      merchantId: merchant.userId,
      amount: 1234n,
      description: "Event",
      reference: null,
      expires: { inSeconds: 600 },
      fingerprint: null,
    });

  it("raises created, paid and cancelled with the request as the API shows it", async () => {
    events.length = 0;
    const { row } = await create();
    const keys = app.ctx.personalDataKeys();
    const paid = await payRequest(
      ctx,
      keys,
      { requestId: row.id, payerId: payer.userId, walletId: undefined, idempotencyKey: undefined },
      preparedOn(app.ctx.database.kind),
    );
    const other = await create();
    const cancelled = await cancelRequest(ctx, merchant.userId, other.row.id);
    expect(events.map((e) => [e.type, e.data.id])).toEqual([
      ["payment_request.created", row.id],
      ["payment_request.paid", row.id],
      ["payment_request.created", other.row.id],
      ["payment_request.cancelled", other.row.id],
    ]);
    expect(events.every((e) => e.merchantId === merchant.userId)).toBe(true);
    expect(events[1]!.data).toEqual(paymentRequestView(ctx.publicBaseUrl, paid, false));
    expect(events[1]!.data).toMatchObject({ status: "paid", amount: 12.34, payerWalletId: payer.walletId });
    expect(events[3]!.data).toEqual(paymentRequestView(ctx.publicBaseUrl, cancelled, false));
    // The API answers the same object the event carried.
    expect(await merchant.client.merchants.requests.retrieve(row.id)).toEqual(events[1]!.data);
  });

  it("raises nothing when the transition is refused (the event belongs to the rolled-back transaction)", async () => {
    const { row } = await create();
    await cancelRequest(ctx, merchant.userId, row.id);
    events.length = 0;
    await expect(cancelRequest(ctx, merchant.userId, row.id)).resolves.toMatchObject({ status: "cancelled" });
    expect(events).toEqual([]);
  });
});
