// A merchant's statement as CSV through @trustplane/sdk-payments: an opening balance, every movement with
// its fee and its request, a closing balance; consecutive periods meet exactly.
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../csv.ts";
import { rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { fund } from "./helpers.ts";
import { type Party, party } from "./merchants-helpers.ts";

const HEADER = [
  "type",
  "at",
  "movementId",
  "kind",
  "amount",
  "fee",
  "balance",
  "counterpartyWalletId",
  "requestId",
  "reference",
];

describe("merchant statements", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  const statement = async (merchant: Party, from: Date, to: Date) => {
    const text = (await merchant.client.merchants.statements.exportCsv({
      from: from.toISOString(),
      to: to.toISOString(),
    })) as unknown as string;
    const [header, ...lines] = parseCsv(text);
    expect(header).toEqual(HEADER);
    return lines.map((cells) => Object.fromEntries(HEADER.map((name, i) => [name, cells[i]!])));
  };
  const cents = (text: string | undefined) => Math.round(Number(text) * 100);

  it("opens, lists every movement signed with its fee and request, and closes on the wallet's balance", async () => {
    const merchant = await party(app, "Statement Shop", 100);
    const buyer = await party(app, "Statement Buyer", 500);
    const start = new Date();
    const request = await merchant.client.merchants.requests.create({
      amount: 250,
      description: "Order 9",
      reference: "order-9",
    });
    await buyer.client.payments.requests.pay(request.id);
    const refund = await merchant.client.merchants.requests.refunds.create(request.id, { amount: 50 });
    const transfer = await merchant.client.payments.transfers.create({ to: buyer.walletId, amount: 100 });
    const end = new Date(Date.now() + 1000);

    const lines = await statement(merchant, start, end);
    expect(lines[0]).toMatchObject({ type: "opening", at: start.toISOString(), balance: "100.00" });
    expect(lines.at(-1)).toMatchObject({ type: "closing", at: end.toISOString(), balance: "199.90" });
    const entries = lines.slice(1, -1);
    expect(entries.map((l) => [l.kind, l.amount, l.fee, l.requestId, l.reference])).toEqual([
      ["request_payment", "250.00", "0.00", request.id, "order-9"],
      ["request_refund", "-50.00", "0.00", request.id, "order-9"],
      ["p2p", "-100.00", "0.10", "", ""],
      ["p2p_fee", "-0.10", "0.10", "", ""],
    ]);
    expect(entries[1]!.movementId).toBe(refund.id);
    expect(entries[2]!.movementId).toBe(transfer.id);
    expect(entries[2]!.counterpartyWalletId).toBe(buyer.walletId);
    expect(entries.map((l) => l.balance)).toEqual(["350.00", "300.00", "200.00", "199.90"]);
    const wallet = await merchant.client.payments.wallets.retrieve(merchant.walletId);
    expect(cents(lines.at(-1)!.balance)).toBe(Math.round(wallet.available * 100));

    // The payer's statement names the request but not the merchant's reference.
    const bought = (await statement(buyer, start, end)).filter((l) => l.type === "entry");
    expect(bought.map((l) => [l.kind, l.amount, l.requestId, l.reference])).toContainEqual([
      "request_payment",
      "-250.00",
      request.id,
      "",
    ]);
  });

  it("meets exactly at a boundary: each movement in one statement, each opening the last closing", async () => {
    const merchant = await party(app, "Boundary Shop", 10);
    const buyer = await party(app, "Boundary Buyer", 100);
    const t0 = new Date();
    for (let i = 0; i < 3; i++) {
      const request = await merchant.client.merchants.requests.create({ amount: 1 + i, description: `Item ${i}` });
      await buyer.client.payments.requests.pay(request.id);
    }
    // A boundary at the second payment's own timestamp (the wallet's credits: the deposit, then the payments).
    const [, , second] = (await app.ctx.db.anyFirst(sql.unsafe`
      SELECT created_at FROM journal_entries WHERE credit_account_id = ${merchant.walletId} ORDER BY seq`)) as string[];
    const t1 = new Date(second!);
    const t2 = new Date(Date.now() + 1000);
    const before = await statement(merchant, t0, t1);
    const after = await statement(merchant, t1, t2);
    expect(before.at(-1)!.balance).toBe(after[0]!.balance);
    const amounts = [...before, ...after].filter((l) => l.type === "entry").map((l) => l.amount);
    expect(amounts).toEqual(["1.00", "2.00", "3.00"]);
    for (const lines of [before, after]) {
      const moved = lines.filter((l) => l.type === "entry").reduce((sum, l) => sum + cents(l.amount), 0);
      expect(cents(lines[0]!.balance) + moved).toBe(cents(lines.at(-1)!.balance));
    }
    // An empty period: opening and closing only, equal.
    const later = await statement(merchant, t2, new Date(t2.getTime() + 60_000));
    expect(later.map((l) => [l.type, l.balance])).toEqual([
      ["opening", "16.00"],
      ["closing", "16.00"],
    ]);
  });

  it("reads a long history in batches: 1,100 movements, each once, in order", async () => {
    const merchant = await party(app, "Busy Shop");
    const from = new Date();
    for (let i = 1; i <= 1_100; i++) await fund(app, merchant.walletId, BigInt(i));
    const lines = await statement(merchant, from, new Date(Date.now() + 1000));
    const entries = lines.filter((l) => l.type === "entry");
    expect(entries.map((l) => cents(l.amount))).toEqual(Array.from({ length: 1_100 }, (_, i) => i + 1));
    expect(new Set(entries.map((l) => l.movementId)).size).toBe(1_100);
    expect(cents(lines.at(-1)!.balance)).toBe((1_100 * 1_101) / 2);
  });

  it("refuses a period that ends before it starts or lasts more than 366 days, and a merchant without a wallet", async () => {
    const merchant = await party(app, "Period Shop");
    const now = Date.now();
    for (const [from, to] of [
      [now, now - 1],
      [now, now],
      [now - 367 * 86_400_000, now],
    ]) {
      expect(
        await rejection(
          merchant.client.merchants.statements.exportCsv({
            from: new Date(from!).toISOString(),
            to: new Date(to!).toISOString(),
          }),
        ),
      ).toMatchObject({ status: 400, code: "statement-period-invalid" });
    }
    expect(
      await rejection(merchant.client.merchants.statements.exportCsv({ from: "yesterday", to: "today" })),
    ).toMatchObject({ status: 400, code: "validation" });
    const user = await app.register({ name: "No Wallet" });
    const { createPaymentsClient } = await import("@trustplane/sdk-payments");
    const client = createPaymentsClient({ baseUrl: app.url, token: user.token });
    expect(
      await rejection(
        client.merchants.statements.exportCsv({
          from: new Date(now - 1000).toISOString(),
          to: new Date(now).toISOString(),
        }),
      ),
    ).toMatchObject({ status: 404, code: "payments-wallet-not-found" });
  });
});
