// Completions of one checkout session racing on real PostgreSQL (separate connections, real row
// locks): the conditional UPDATE lets exactly one of them credit the wallet.
import { createPaymentsClient } from "@trustplane/sdk-payments";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { tokenOf } from "./checkout-helpers.ts";
import { payer } from "./helpers.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

describe("concurrent checkout completions on PostgreSQL", () => {
  it("credit the wallet once, and every one of them answers the completed session", async () => {
    const { client, walletId } = await payer(app, "checkout");
    const sessions = await Promise.all(
      Array.from({ length: 5 }, () => client.checkout.sessions.create({ walletId, amount: 100 })),
    );
    const anonymous = createPaymentsClient({ baseUrl: app.url });
    const answers = await Promise.all(
      sessions.flatMap((session) =>
        Array.from({ length: 6 }, () => anonymous.checkout.sessions.complete({ token: tokenOf(session) })),
      ),
    );
    expect(answers.every((answer) => answer.status === "completed")).toBe(true);
    for (const session of sessions) {
      const mine = answers.filter((answer) => answer.id === session.id);
      expect(mine).toHaveLength(6);
      expect(new Set(mine.map((answer) => answer.completedAt)).size).toBe(1);
    }
    expect((await client.payments.wallets.retrieve(walletId)).available).toBe(500);
    const deposits = await app.ctx.db.oneFirst(sql.unsafe`
      SELECT count(*)::int FROM journal_entries WHERE credit_account_id = ${walletId} AND kind = 'deposit'`);
    expect(deposits).toBe(5);
    const notes = await app.ctx.db.oneFirst(sql.unsafe`
      SELECT count(*)::int FROM payment_notifications WHERE kind = 'deposit.completed' AND user_id = (
        SELECT owner_id FROM payment_wallets WHERE id = ${walletId})`);
    expect(notes).toBe(5);
  });
});
