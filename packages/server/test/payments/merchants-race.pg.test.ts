// Racing payers on real PostgreSQL (PGlite runs one transaction at a time): a payment request is paid
// once however many payments of it arrive together, and the money moves once.
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { available, type Party, party } from "./merchants-helpers.ts";

describe("paying a request concurrently (PostgreSQL)", () => {
  let app: TestServer;
  let merchant: Party;
  beforeAll(async () => {
    app = await startTestServer();
    merchant = await party(app, "Race Shop");
  });
  afterAll(() => app.close());

  const outcome = (call: Promise<unknown>) =>
    call.then(
      () => "paid",
      (err: { code?: string }) => err.code ?? String(err),
    );

  it("pays once among different payers racing", async () => {
    const payers = await Promise.all(Array.from({ length: 8 }, (_, n) => party(app, `Racer ${n}`, 100)));
    const request = await merchant.client.merchants.requests.create({ amount: 60, description: "Last ticket" });
    const results = await Promise.all(payers.map((p) => outcome(p.client.payments.requests.pay(request.id))));
    expect(results.filter((r) => r === "paid")).toHaveLength(1);
    expect(results.filter((r) => r !== "paid")).toEqual(Array(7).fill("payment-request-not-open"));
    expect(await available(merchant)).toBe(60);
    const balances = await Promise.all(payers.map(available));
    expect(balances.sort((a, b) => a - b)).toEqual([40, ...Array(7).fill(100)]);
    const entries = await app.ctx.db.oneFirst(sql.unsafe`
      SELECT count(*)::int FROM journal_entries WHERE movement_id = ${request.id}`);
    expect(entries).toBe(1);
  });

  it("pays once when one payer sends the payment several times at once (different Idempotency-Keys)", async () => {
    const payer = await party(app, "Double Clicker", 100);
    const request = await merchant.client.merchants.requests.create({ amount: 30, description: "Double click" });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        outcome(
          payer.client.payments.requests.pay(
            request.id,
            {},
            { headers: { "Idempotency-Key": `dbl-${n}-${request.id}` } },
          ),
        ),
      ),
    );
    expect(results.filter((r) => r === "paid")).toHaveLength(1);
    expect(await available(payer)).toBe(70);
    const paidTransitions = await app.ctx.db.oneFirst(sql.unsafe`
      SELECT count(*)::int FROM payment_request_transitions WHERE request_id = ${request.id} AND to_status = 'paid'`);
    expect(paidTransitions).toBe(1);
  });

  it("never pays a request that a racing cancellation closed", async () => {
    const payer = await party(app, "Cancelled Racer", 100);
    const request = await merchant.client.merchants.requests.create({ amount: 10, description: "Maybe" });
    const [paid, cancelled] = await Promise.all([
      outcome(payer.client.payments.requests.pay(request.id)),
      outcome(merchant.client.merchants.requests.cancel(request.id)),
    ]);
    const final = await merchant.client.merchants.requests.retrieve(request.id);
    if (paid === "paid") {
      expect(cancelled).toBe("payment-request-not-open");
      expect(final.status).toBe("paid");
      expect(await available(payer)).toBe(90);
    } else {
      expect(paid).toBe("payment-request-not-open");
      expect(final.status).toBe("cancelled");
      expect(await available(payer)).toBe(100);
    }
  });
});
