// Refunds racing on real PostgreSQL (PGlite runs one transaction at a time): however many refunds of one
// request arrive together, what they give back never passes what was paid, and the books agree with the
// refunds recorded.
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { available, party } from "./merchants-helpers.ts";

describe("refunding a request concurrently (PostgreSQL)", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer({ DB_POOL_SIZE: "20" });
  });
  afterAll(() => app.close());

  const outcome = (call: Promise<unknown>) =>
    call.then(
      () => "refunded",
      (err: { code?: string }) => err.code ?? String(err),
    );

  it("never gives back more than was paid: 30 refunds of 7 KZT at once against 100 KZT paid", async () => {
    const merchant = await party(app, "Refund Race Shop", 500);
    const payer = await party(app, "Refund Race Buyer", 100);
    const request = await merchant.client.merchants.requests.create({ amount: 100, description: "Refund race" });
    await payer.client.payments.requests.pay(request.id);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        outcome(merchant.client.merchants.requests.refunds.create(request.id, { amount: 7 })),
      ),
    );
    // 14 × 7 = 98 fit; the 16 others would pass 100.
    expect(results.filter((r) => r === "refunded")).toHaveLength(14);
    expect(results.filter((r) => r !== "refunded")).toEqual(Array(16).fill("refund-exceeds-paid"));
    expect((await merchant.client.merchants.requests.retrieve(request.id)).amountRefunded).toBe(98);
    expect(await available(payer)).toBe(98);
    expect(await available(merchant)).toBe(500 + 100 - 98);
    const booked = await app.ctx.db.oneFirst(sql.unsafe`
      SELECT coalesce(sum(e.amount), 0)::bigint FROM journal_entries e
      JOIN payment_refunds r ON r.id = e.movement_id WHERE r.request_id = ${request.id}`);
    expect(booked).toBe(9_800n);
  });

  it("full refunds racing with partial ones: the total is exactly the paid amount, once", async () => {
    const merchant = await party(app, "Full Race Shop");
    const payer = await party(app, "Full Race Buyer", 50);
    const request = await merchant.client.merchants.requests.create({ amount: 50, description: "Full race" });
    await payer.client.payments.requests.pay(request.id);
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => outcome(merchant.client.merchants.requests.refunds.create(request.id))),
      ...Array.from({ length: 6 }, () =>
        outcome(merchant.client.merchants.requests.refunds.create(request.id, { amount: 20 })),
      ),
    ]);
    expect(results.filter((r) => r !== "refunded" && r !== "refund-exceeds-paid")).toEqual([]);
    expect((await merchant.client.merchants.requests.retrieve(request.id)).amountRefunded).toBe(50);
    expect(await available(payer)).toBe(50);
    expect(await available(merchant)).toBe(0);
  });
});
