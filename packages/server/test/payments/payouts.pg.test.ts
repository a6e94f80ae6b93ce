// Races on real PostgreSQL (PGlite runs one transaction at a time): concurrent decisions of one payout
// settle or release it exactly once, and concurrent payouts from one wallet never hold more than it has.
import { ApiError } from "@trustplane/sdk-payments";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_WALLETS } from "../../src/modules/payments/ids.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { fund, type Member, member, movementLegs, operator, systemBalance } from "./payouts-helpers.ts";

let app: TestServer;
let admins: Member[];
beforeAll(async () => {
  app = await startTestServer();
  // No retries: each call's first answer is what the race decided.
  admins = [await operator(app, { maxRetries: 0 }), await operator(app, { maxRetries: 0 })];
});
afterAll(async () => {
  await app?.close();
});

const destination = { type: "iban" as const, iban: "KZ86125KZT5004100100", holderName: "Race Holder" };

/** Each call's outcome: `ok`, or the problem's code. */
const outcomes = (calls: Promise<unknown>[]) =>
  Promise.all(
    calls.map((call) =>
      call.then(
        () => "ok",
        (err: unknown) => (err instanceof ApiError ? `${err.status} ${err.code}` : String(err)),
      ),
    ),
  );

describe("concurrent decisions of one payout", () => {
  it("approve ×3 against reject ×3: one decision wins, the money moves once, the rest are 409", async () => {
    for (let round = 0; round < 5; round++) {
      const user = await member(app, `Race${round}`, { maxRetries: 0 });
      await fund(app, user.walletId, 100);
      const payout = await user.client.payouts.create({ amount: 60, destination });
      const clearing = await systemBalance(app, SYSTEM_WALLETS.clearing);
      const calls = [0, 1, 2].flatMap((i) => [
        admins[i % 2]!.client.payouts.admin.payouts.approve(payout.id),
        admins[(i + 1) % 2]!.client.payouts.admin.payouts.reject(payout.id, { reason: "race" }),
      ]);
      const results = await outcomes(calls);
      expect(
        results.filter((r) => r === "ok"),
        results.join(", "),
      ).toHaveLength(1);
      expect(
        results.filter((r) => r !== "ok").every((r) => r === "409 payout-not-pending"),
        results.join(", "),
      ).toBe(true);

      const final = await user.client.payouts.retrieve(payout.id);
      const legs = await movementLegs(app, payout.id);
      expect(legs.map((l) => l.kind)).toEqual([
        "payout_hold",
        final.status === "settled" ? "payout_settle" : "payout_release",
      ]);
      expect(final.history.map((e) => e.status)).toEqual(["pending", final.status]);
      const wallet = await user.client.payments.wallets.retrieve(user.walletId);
      expect(wallet.held).toBe(0);
      if (final.status === "settled") {
        expect(wallet.available).toBe(40);
        expect(await systemBalance(app, SYSTEM_WALLETS.clearing)).toBe(clearing + 6000n);
      } else {
        expect(wallet.available).toBe(100);
        expect(await systemBalance(app, SYSTEM_WALLETS.clearing)).toBe(clearing);
      }
    }
  });

  it("the owner's cancel against an operator's approve: one wins", async () => {
    const user = await member(app, "CancelRace", { maxRetries: 0 });
    await fund(app, user.walletId, 10);
    const payout = await user.client.payouts.create({ amount: 10, destination });
    const results = await outcomes([
      user.client.payouts.cancel(payout.id),
      admins[0]!.client.payouts.admin.payouts.approve(payout.id),
    ]);
    expect(results.filter((r) => r === "ok")).toHaveLength(1);
    expect(results.filter((r) => r !== "ok")).toEqual(["409 payout-not-pending"]);
    expect((await movementLegs(app, payout.id)).length).toBe(2);
  });
});

describe("concurrent payouts from one wallet", () => {
  it("hold no more than the wallet has: the rest are insufficient-funds, held = the sum of pending", async () => {
    const user = await member(app, "Burst", { maxRetries: 0 });
    await fund(app, user.walletId, 100);
    const results = await outcomes(
      Array.from({ length: 8 }, () => user.client.payouts.create({ amount: 30, destination })),
    );
    expect(results.filter((r) => r === "ok")).toHaveLength(3);
    expect(
      results.filter((r) => r !== "ok").every((r) => r === "422 insufficient-funds"),
      results.join(", "),
    ).toBe(true);
    const wallet = await user.client.payments.wallets.retrieve(user.walletId);
    expect({ available: wallet.available, held: wallet.held }).toEqual({ available: 10, held: 90 });
    const rows = await app.ctx.db.oneFirst(sql.unsafe`
      SELECT count(*) FROM payment_payouts WHERE user_id = ${user.userId} AND status = 'pending'`);
    expect(Number(rows)).toBe(3);
  });
});
