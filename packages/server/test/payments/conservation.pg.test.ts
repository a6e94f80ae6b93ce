// Money is conserved under concurrent P2P load, and with payments of requests and their refunds, on a
// real PostgreSQL (PGlite runs one transaction at a time, so nothing could race there). Collected only
// when DATABASE_URL names a server.
import { isApiError } from "@trustplane/sdk-payments";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { balanceOf, feeAccountBalance, fund, payer, sumOfAllBalances } from "./helpers.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ DB_POOL_SIZE: "20", RATE_LIMIT_CREDENTIALS_PER_IP: "1000" });
});
afterAll(() => app.close());

describe("P2P transfers under concurrent load (PostgreSQL)", () => {
  it("conserves every tiyn over 1,500 random transfers from 40 concurrent clients among 12 wallets", async () => {
    const users = await Promise.all(Array.from({ length: 12 }, (_, i) => payer(app, `user${i}`)));
    for (const user of users) await fund(app, user.walletId, 20_000n); // 200 KZT each: many transfers fail
    const usersBefore = 12n * 20_000n;
    const feesBefore = await feeAccountBalance(app);
    const sumBefore = await sumOfAllBalances(app);

    let committed = 0;
    let refused = 0;
    let next = 0;
    const worker = async () => {
      while (next < 1_500) {
        next++;
        const from = users[Math.floor(Math.random() * users.length)]!;
        let to = users[Math.floor(Math.random() * users.length)]!;
        if (to === from) to = users[(users.indexOf(from) + 1) % users.length]!;
        const amount = (Math.floor(Math.random() * 6_000) + 1) / 100; // 0.01 to 60 KZT
        try {
          await from.client.payments.transfers.create({ to: to.walletId, amount });
          committed++;
        } catch (error) {
          if (!isApiError(error) || error.code !== "insufficient-funds") throw error;
          refused++;
        }
      }
    };
    await Promise.all(Array.from({ length: 40 }, worker));
    expect(committed).toBeGreaterThan(300);
    expect(committed + refused).toBe(1_500);

    const walletIds = users.map((u) => u.walletId);
    const userTotal = await balanceOf(app, walletIds);
    const fees = (await feeAccountBalance(app)) - feesBefore;
    // Users' money plus the fees they paid is what they started with; and the whole book still sums to 0.
    expect(userTotal + fees).toBe(usersBefore);
    expect(await sumOfAllBalances(app)).toBe(sumBefore);
    // The fees collected are exactly the fees of the transfers recorded.
    const recordedFees = BigInt(
      (await app.ctx.db.oneFirst(sql.unsafe`
        SELECT coalesce(sum(fee), 0)::text FROM payment_transfers WHERE from_wallet_id = ANY(${sql.array(walletIds, "text")})`)) as string,
    );
    expect(recordedFees).toBe(fees);
    expect(
      Number(
        await app.ctx.db.oneFirst(sql.unsafe`
      SELECT count(*) FROM payment_transfers WHERE from_wallet_id = ANY(${sql.array(walletIds, "text")})`),
      ),
    ).toBe(committed);

    // Every wallet reconciles on its own: its balance is its credits minus its debits, and the balance
    // recorded after its latest entry (in the order applied).
    const mismatched = await app.ctx.db.any(sql.unsafe`
      SELECT w.id FROM journal_accounts w
      WHERE w.id = ANY(${sql.array(walletIds, "text")}) AND (
        w.balance <> (SELECT coalesce(sum(amount), 0) FROM journal_entries WHERE credit_account_id = w.id)
                   - (SELECT coalesce(sum(amount), 0) FROM journal_entries WHERE debit_account_id = w.id)
        OR w.balance <> (
          SELECT CASE WHEN e.debit_account_id = w.id THEN e.debit_balance_after ELSE e.credit_balance_after END
          FROM journal_entries e WHERE e.debit_account_id = w.id OR e.credit_account_id = w.id
          ORDER BY e.seq DESC LIMIT 1))`);
    expect(mismatched).toEqual([]);
    expect(
      Number(
        await app.ctx.db.oneFirst(sql.unsafe`
      SELECT count(*) FROM journal_accounts WHERE balance < 0 AND kind NOT IN ('clearing', 'mint')`),
      ),
    ).toBe(0);
  });
});

describe("payments of requests, refunds and transfers together (PostgreSQL)", () => {
  it("conserves every tiyn while 30 clients pay requests, refund them in parts and transfer among 10 users", async () => {
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => payer(app, `trader${i}`)));
    for (const user of users) await fund(app, user.walletId, 50_000n); // 500 KZT each
    const walletIds = users.map((u) => u.walletId);
    const usersBefore = 10n * 50_000n;
    const feesBefore = await feeAccountBalance(app);
    const sumBefore = await sumOfAllBalances(app);
    const expected = new Set(["insufficient-funds", "refund-exceeds-paid", "payment-request-not-open"]);
    const paid: { merchant: (typeof users)[number]; id: string }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < 600) {
        const n = next++;
        const a = users[Math.floor(Math.random() * users.length)]!;
        let b = users[Math.floor(Math.random() * users.length)]!;
        if (a === b) b = users[(users.indexOf(a) + 1) % users.length]!;
        const amount = (Math.floor(Math.random() * 4_000) + 1) / 100;
        try {
          if (n % 3 === 0 || paid.length === 0) {
            const request = await a.client.merchants.requests.create({ amount, description: `Order ${n}` });
            await b.client.payments.requests.pay(request.id);
            paid.push({ merchant: a, id: request.id });
          } else if (n % 3 === 1) {
            const { merchant, id } = paid[Math.floor(Math.random() * paid.length)]!;
            await merchant.client.merchants.requests.refunds.create(id, n % 2 === 0 ? { amount } : {});
          } else {
            await a.client.payments.transfers.create({ to: b.walletId, amount });
          }
        } catch (error) {
          if (!isApiError(error) || !expected.has(error.code ?? "")) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: 30 }, worker));
    expect(paid.length).toBeGreaterThan(50);

    const userTotal = await balanceOf(app, walletIds);
    const fees = (await feeAccountBalance(app)) - feesBefore;
    expect(userTotal + fees).toBe(usersBefore);
    expect(await sumOfAllBalances(app)).toBe(sumBefore);
    // Each request's refunded total is the sum of its refunds, the money its refund entries moved, and at
    // most what was paid.
    const wrong = await app.ctx.db.any(sql.unsafe`
      SELECT q.id FROM payment_requests q
      WHERE q.id = ANY(${sql.array(
        paid.map((p) => p.id),
        "text",
      )}) AND (
        q.amount_refunded > q.amount
        OR q.amount_refunded <> (SELECT coalesce(sum(amount), 0) FROM payment_refunds WHERE request_id = q.id)
        OR q.amount_refunded <> (
          SELECT coalesce(sum(e.amount), 0) FROM journal_entries e JOIN payment_refunds r ON r.id = e.movement_id
          WHERE r.request_id = q.id AND e.kind = 'request_refund'))`);
    expect(wrong).toEqual([]);
    const refunded = Number(
      await app.ctx.db.oneFirst(sql.unsafe`
        SELECT count(*) FROM payment_refunds WHERE request_id = ANY(${sql.array(
          paid.map((p) => p.id),
          "text",
        )})`),
    );
    expect(refunded).toBeGreaterThan(20);
  });
});
