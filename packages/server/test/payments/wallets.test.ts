// Wallets, P2P transfers with the fee, history and notifications, through @trustplane/sdk-payments.
import { isApiError, NotFoundError, UnprocessableError, ValidationError } from "@trustplane/sdk-payments";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { feeAccountBalance, fund, payer, sumOfAllBalances } from "./helpers.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ PAYMENTS_UNVERIFIED_DAILY_OUTFLOW: "1000" });
});
afterAll(() => app.close());

describe("wallets", () => {
  it("opens one wallet per user, reads it back, and hides others' wallets behind the same 404", async () => {
    const alice = await payer(app, "alice");
    const again = await alice.client.payments.wallets.create.withResponse();
    expect(again.response.status).toBe(200);
    expect(again.data.id).toBe(alice.walletId);
    expect(again.data).toMatchObject({
      currency: "KZT",
      available: 0,
      held: 0,
      dailyOutflow: { cap: 1000, spentToday: 0, remainingToday: 1000 },
    });
    expect((await alice.client.payments.wallets.list()).items.map((w) => w.id)).toEqual([alice.walletId]);

    const bob = await payer(app, "bob");
    const notYours = await rejection(bob.client.payments.wallets.retrieve(alice.walletId));
    const unknown = await rejection(bob.client.payments.wallets.retrieve("pwl_01JD0000000000000000000000"));
    for (const error of [notYours, unknown]) {
      expect(error).toBeInstanceOf(NotFoundError);
      expect((error as NotFoundError).code).toBe("payments-wallet-not-found");
    }
    expect(await rejection(bob.client.payments.wallets.entries.list(alice.walletId))).toBeInstanceOf(NotFoundError);
  });
});

describe("P2P transfers", () => {
  it("moves the amount, charges the fee on top to the fee account, and shows it on both sides", async () => {
    const alice = await payer(app, "alice");
    const bob = await payer(app, "bob");
    await fund(app, alice.walletId, 50_000n); // 500 KZT
    const feesBefore = await feeAccountBalance(app);

    const transfer = await alice.client.payments.transfers.create({
      to: bob.walletId,
      amount: 123.45,
      description: "Dinner",
    });
    expect(transfer).toMatchObject({
      from: alice.walletId,
      to: bob.walletId,
      amount: 123.45,
      fee: 0.12,
      total: 123.57,
      description: "Dinner",
    });
    expect(await feeAccountBalance(app)).toBe(feesBefore + 12n);
    expect((await alice.client.payments.wallets.retrieve(alice.walletId)).available).toBe(376.43);
    expect((await bob.client.payments.wallets.retrieve(bob.walletId)).available).toBe(123.45);

    const sent = (await alice.client.payments.wallets.entries.list(alice.walletId)).items;
    expect(sent.slice(0, 2).map((e) => [e.kind, e.direction, e.amount, e.fee, e.counterpartyWalletId])).toEqual(
      expect.arrayContaining([
        ["p2p", "debit", 123.45, 0.12, bob.walletId],
        ["p2p_fee", "debit", 0.12, 0.12, null],
      ]),
    );
    expect(sent.at(-1)).toMatchObject({ kind: "deposit", direction: "credit", amount: 500, balanceAfter: 500 });
    const received = (await bob.client.payments.wallets.entries.list(bob.walletId)).items;
    expect(received).toEqual([
      expect.objectContaining({
        movementId: transfer.id,
        kind: "p2p",
        direction: "credit",
        amount: 123.45,
        fee: 0.12,
        balanceAfter: 123.45,
        counterpartyWalletId: alice.walletId,
      }),
    ]);

    // The payee is notified; the description is sealed at rest.
    const notes = await bob.client.payments.notifications.list();
    expect(notes.items[0]).toMatchObject({
      kind: "transfer.received",
      read: false,
      data: { transferId: transfer.id, amount: 123.45 },
    });
    const stored = (await app.ctx.db.oneFirst(
      sql.unsafe`SELECT description FROM payment_transfers WHERE id = ${transfer.id}`,
    )) as Buffer;
    expect(stored.includes(Buffer.from("Dinner"))).toBe(false);
  });

  it("finds a payee's wallet by email, and lets only the payer and the payee read a transfer", async () => {
    const alice = await payer(app, "alice");
    const bob = await payer(app, "bob");
    const eve = await payer(app, "eve");
    await fund(app, alice.walletId, 10_000n);
    const bobsEmail = (await bob.client.auth.me()).email;
    const found = await alice.client.payments.wallets.lookup({ email: bobsEmail.toUpperCase() });
    expect(found).toEqual({ id: bob.walletId, owner: { id: expect.any(String), name: "bob" } });
    expect(JSON.stringify(found)).not.toContain(bobsEmail);
    const missing = await rejection(alice.client.payments.wallets.lookup({ email: "nobody@example.test" }));
    expect((missing as NotFoundError).code).toBe("payments-wallet-not-found");

    const t = await alice.client.payments.transfers.create({ to: found.id, amount: 5, description: "" });
    expect(t.description).toBeNull();
    expect(await alice.client.payments.transfers.retrieve(t.id)).toEqual(t);
    expect(await bob.client.payments.transfers.retrieve(t.id)).toEqual(t);
    const hidden = await rejection(eve.client.payments.transfers.retrieve(t.id));
    expect(hidden).toBeInstanceOf(NotFoundError);
    expect((hidden as NotFoundError).code).toBe("payment-transfer-not-found");
  });

  it("takes the caller's wallet when `from` is left out, and answers a retried key once", async () => {
    const alice = await payer(app, "alice");
    const bob = await payer(app, "bob");
    await fund(app, alice.walletId, 10_000n);
    const first = await alice.client.payments.transfers.create(
      { to: bob.walletId, amount: 10 },
      { idempotencyKey: "k1" },
    );
    const again = await alice.client.payments.transfers.create.withResponse(
      { to: bob.walletId, amount: 10 },
      { idempotencyKey: "k1" },
    );
    expect(again.data.id).toBe(first.id);
    expect(again.response.headers.get("idempotent-replayed")).toBe("true");
    expect((await bob.client.payments.wallets.retrieve(bob.walletId)).available).toBe(10);
    const reused = await rejection(
      alice.client.payments.transfers.create({ to: bob.walletId, amount: 11 }, { idempotencyKey: "k1" }),
    );
    expect(reused).toBeInstanceOf(UnprocessableError);
    expect((reused as UnprocessableError).code).toBe("idempotency-key-reused");
  });

  it("refuses, moving nothing: no funds, the same wallet, someone else's `from`, a system wallet as `to`, bad amounts", async () => {
    const alice = await payer(app, "alice");
    const bob = await payer(app, "bob");
    await fund(app, alice.walletId, 1_000n); // 10 KZT
    const sumBefore = await sumOfAllBalances(app);
    const codeOf = async (call: Promise<unknown>) => {
      const error = await rejection(call);
      if (!isApiError(error)) throw error;
      return [error.status, error.code];
    };
    // 10 KZT + its 0.01 fee is more than 10 KZT.
    expect(await codeOf(alice.client.payments.transfers.create({ to: bob.walletId, amount: 10 }))).toEqual([
      422,
      "insufficient-funds",
    ]);
    expect(await codeOf(alice.client.payments.transfers.create({ to: alice.walletId, amount: 1 }))).toEqual([
      400,
      "payments-same-wallet",
    ]);
    expect(
      await codeOf(alice.client.payments.transfers.create({ from: bob.walletId, to: alice.walletId, amount: 1 })),
    ).toEqual([404, "payments-wallet-not-found"]);
    expect(
      await codeOf(alice.client.payments.transfers.create({ to: "pwl_0000000000000000000000FE00", amount: 1 })),
    ).toEqual([404, "payments-wallet-not-found"]);
    const bad = await rejection(alice.client.payments.transfers.create({ to: bob.walletId, amount: 0.001 }));
    expect(bad).toBeInstanceOf(ValidationError);
    expect(await sumOfAllBalances(app)).toBe(sumBefore);
    expect((await alice.client.payments.wallets.retrieve(alice.walletId)).available).toBe(10);
  });

  it("holds an unverified wallet to its daily outflow cap, the fee included", async () => {
    const alice = await payer(app, "alice");
    const bob = await payer(app, "bob");
    await fund(app, alice.walletId, 500_000n); // 5000 KZT; the cap in this server is 1000 KZT a day
    await alice.client.payments.transfers.create({ to: bob.walletId, amount: 900 }); // + 0.90 fee
    const over = await rejection(alice.client.payments.transfers.create({ to: bob.walletId, amount: 99.1 }));
    expect((over as UnprocessableError).code).toBe("payments-outflow-limit");
    const wallet = await alice.client.payments.wallets.retrieve(alice.walletId);
    expect(wallet.dailyOutflow).toEqual({ cap: 1000, spentToday: 900.9, remainingToday: 99.1 });
    // 99.00 + its 0.10 fee fits exactly.
    await alice.client.payments.transfers.create({ to: bob.walletId, amount: 99 });
    expect((await alice.client.payments.wallets.retrieve(alice.walletId)).dailyOutflow.remainingToday).toBe(0);
  });

  it("exports a wallet's history as CSV, oldest first, amounts with two decimals", async () => {
    const alice = await payer(app, "alice");
    const bob = await payer(app, "bob");
    await fund(app, alice.walletId, 10_000n);
    const t = await alice.client.payments.transfers.create({ to: bob.walletId, amount: 12.5 });
    const csv = (await alice.client.payments.wallets.entries.exportCsv(alice.walletId)) as unknown as string;
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("id,movementId,kind,direction,amount,fee,balanceAfter,counterpartyWalletId,createdAt");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(",deposit,credit,100.00,0.00,100.00,,");
    expect(lines.slice(2).join("\n")).toContain(`,${t.id},p2p,debit,12.50,0.01,`);
    expect(lines.slice(2).join("\n")).toContain(`,${t.id},p2p_fee,debit,0.01,0.01,87.49,,`);
  });
});

describe("notifications", () => {
  it("lists newest first, marks read, and records only the kinds a user keeps on", async () => {
    const alice = await payer(app, "alice");
    const bob = await payer(app, "bob");
    await fund(app, alice.walletId, 100_000n);
    await alice.client.payments.transfers.create({ to: bob.walletId, amount: 1 });
    await alice.client.payments.transfers.create({ to: bob.walletId, amount: 2 });
    const page = await bob.client.payments.notifications.list();
    expect(page.items.map((n) => n.data.amount)).toEqual([2, 1]);
    expect(await alice.client.payments.notifications.markRead({ ids: [page.items[0]!.id] })).toEqual({ updated: 0 });
    expect(await bob.client.payments.notifications.markRead({ ids: [page.items[0]!.id] })).toEqual({ updated: 1 });
    expect((await bob.client.payments.notifications.list({ unread: true })).items).toHaveLength(1);
    expect(await bob.client.payments.notifications.markRead({ all: true })).toEqual({ updated: 1 });
    expect((await bob.client.payments.notifications.list({ unread: true })).items).toHaveLength(0);

    const prefs = await bob.client.payments.notifications.preferences.update({ kinds: { "transfer.received": false } });
    expect(prefs.kinds["transfer.received"]).toBe(false);
    expect(prefs.kinds["payout.settled"]).toBe(true);
    await alice.client.payments.transfers.create({ to: bob.walletId, amount: 3 });
    expect((await bob.client.payments.notifications.list()).total).toBe(2);
    await bob.client.payments.notifications.preferences.update({ kinds: { "transfer.received": true } });
    expect((await bob.client.payments.notifications.preferences.retrieve()).kinds["transfer.received"]).toBe(true);
  });
});
