// Payouts end to end through @trustplane/sdk-payments: held at once, settled or released once by an
// operator, the owner's cancellation, ownership, the operators' queue and the CSV export.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_WALLETS } from "../../src/modules/payments/ids.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import {
  failure,
  fund,
  kzIban,
  type Member,
  member,
  movementLegs,
  notificationsOf,
  operator,
  systemBalance,
} from "./payouts-helpers.ts";

let app: TestServer;
let admin: Member;
beforeAll(async () => {
  app = await startTestServer();
  admin = await operator(app);
});
afterAll(async () => {
  await app?.close();
});

const IBAN = "KZ86125KZT5004100100";
const destination = (holderName = "Aigerim Bekova", iban = IBAN) => ({ type: "iban" as const, iban, holderName });

const walletOf = (m: Member) => m.client.payments.wallets.retrieve(m.walletId);

describe("creating a payout", () => {
  it("holds the amount at once: available down, held up, a payout_hold entry, pending with masked IBAN", async () => {
    const user = await member(app, "Holder");
    await fund(app, user.walletId, 1000);
    const payoutsBefore = await systemBalance(app, SYSTEM_WALLETS.payouts);
    const payout = await user.client.payouts.create({ amount: 300.5, destination: destination() });
    expect(payout).toMatchObject({
      id: expect.stringMatching(/^ppo_/),
      status: "pending",
      amount: 300.5,
      currency: "KZT",
      walletId: user.walletId,
      destination: { type: "iban", iban: "KZ•••• 0100", last4: "0100", holderName: "Aigerim Bekova" },
      history: [{ status: "pending", by: "owner", reason: null }],
    });
    expect(JSON.stringify(payout)).not.toContain(IBAN);
    const wallet = await walletOf(user);
    expect({ available: wallet.available, held: wallet.held }).toEqual({ available: 699.5, held: 300.5 });
    expect(await systemBalance(app, SYSTEM_WALLETS.payouts)).toBe(payoutsBefore + 30050n);
    const { items } = await user.client.payments.wallets.entries.list(user.walletId);
    expect(items[0]).toMatchObject({ kind: "payout_hold", direction: "debit", amount: 300.5, movementId: payout.id });
    expect(await user.client.payouts.retrieve(payout.id)).toEqual(payout);
  });

  it("accepts an IBAN with spaces and lower case, and refuses invalid ones", async () => {
    const user = await member(app, "Iban");
    await fund(app, user.walletId, 100);
    const spaced = await user.client.payouts.create({
      amount: 1,
      destination: destination("A B", "kz86 125k zt50 0410 0100"),
    });
    expect(spaced.destination.last4).toBe("0100");
    const table: [string, string][] = [
      ["KZ87125KZT5004100100", "has wrong check digits"],
      ["KZ86125KZT5004100101", "has wrong check digits"],
      ["DE89370400440532013000", "must be a Kazakh IBAN (starting with KZ)"],
      ["KZ86125KZT50041001000", "must be 20 characters (KZ and 18 more)"],
      [`KZ00ABC${"0".repeat(13)}`, "must be KZ, 2 check digits, a 3-digit bank code and 13 letters or digits"],
    ];
    for (const [iban, why] of table) {
      const error = await failure(
        user.client.payouts.create({ amount: 1, destination: destination("A B", iban) }),
        400,
        "payout-invalid-iban",
      );
      expect(error.body?.errors, iban).toEqual([{ path: "/body/destination/iban", message: why }]);
    }
    expect(kzIban("125KZT5004100100")).toBe(IBAN);
    const other = kzIban("7220000000012345");
    expect((await user.client.payouts.create({ amount: 1, destination: destination("A B", other) })).status).toBe(
      "pending",
    );
    expect((await walletOf(user)).held).toBe(2);
  });

  it("refuses more than the wallet holds, holding nothing", async () => {
    const user = await member(app, "Short");
    await fund(app, user.walletId, 50);
    await failure(user.client.payouts.create({ amount: 50.01, destination: destination() }), 422, "insufficient-funds");
    const wallet = await walletOf(user);
    expect({ available: wallet.available, held: wallet.held }).toEqual({ available: 50, held: 0 });
    expect((await user.client.payouts.list()).items).toEqual([]);
  });

  it("holds once for a retried Idempotency-Key, and refuses the key with another body", async () => {
    const user = await member(app, "Retry");
    await fund(app, user.walletId, 100);
    const first = await user.client.payouts.create(
      { amount: 10, destination: destination() },
      { idempotencyKey: "payout-retry-1" },
    );
    const again = await user.client.payouts.create(
      { amount: 10, destination: destination() },
      { idempotencyKey: "payout-retry-1" },
    );
    expect(again.id).toBe(first.id);
    expect((await walletOf(user)).held).toBe(10);
    await failure(
      user.client.payouts.create({ amount: 11, destination: destination() }, { idempotencyKey: "payout-retry-1" }),
      422,
      "idempotency-key-reused",
    );
  });

  it("answers someone else's wallet and payout like unknown ones", async () => {
    const owner = await member(app, "Owner");
    const intruder = await member(app, "Intruder");
    await fund(app, owner.walletId, 100);
    await fund(app, intruder.walletId, 100);
    const payout = await owner.client.payouts.create({ amount: 5, destination: destination() });
    await failure(intruder.client.payouts.retrieve(payout.id), 404, "payout-not-found");
    await failure(intruder.client.payouts.cancel(payout.id), 404, "payout-not-found");
    await failure(
      intruder.client.payouts.create({ walletId: owner.walletId, amount: 5, destination: destination() }),
      404,
      "payments-wallet-not-found",
    );
    expect((await owner.client.payouts.retrieve(payout.id)).status).toBe("pending");
    expect((await walletOf(owner)).held).toBe(5);
  });
});

describe("deciding a payout", () => {
  it("approval settles once: held down, clearing credited, payout_settle entry, the owner notified", async () => {
    const user = await member(app, "Settled");
    await fund(app, user.walletId, 500);
    const payout = await user.client.payouts.create({ amount: 200, destination: destination() });
    const clearingBefore = await systemBalance(app, SYSTEM_WALLETS.clearing);
    const payoutsBefore = await systemBalance(app, SYSTEM_WALLETS.payouts);

    const settled = await admin.client.payouts.admin.payouts.approve(payout.id);
    expect(settled).toMatchObject({ id: payout.id, userId: user.userId, status: "settled" });
    expect(settled.destination.iban).toBe(IBAN);
    expect(settled.history.map((e) => [e.status, e.by, e.actorId])).toEqual([
      ["pending", "owner", user.userId],
      ["settled", "operator", admin.userId],
    ]);
    const wallet = await walletOf(user);
    expect({ available: wallet.available, held: wallet.held }).toEqual({ available: 300, held: 0 });
    expect(await systemBalance(app, SYSTEM_WALLETS.clearing)).toBe(clearingBefore + 20000n);
    expect(await systemBalance(app, SYSTEM_WALLETS.payouts)).toBe(payoutsBefore - 20000n);

    // Approving again, or rejecting now, changes nothing.
    await failure(admin.client.payouts.admin.payouts.approve(payout.id), 409, "payout-not-pending");
    await failure(admin.client.payouts.admin.payouts.reject(payout.id, { reason: "late" }), 409, "payout-not-pending");
    await failure(user.client.payouts.cancel(payout.id), 409, "payout-not-pending");
    expect(await systemBalance(app, SYSTEM_WALLETS.clearing)).toBe(clearingBefore + 20000n);
    expect((await walletOf(user)).available).toBe(300);
    expect((await user.client.payouts.retrieve(payout.id)).history).toHaveLength(2);

    const { items: entries } = await user.client.payments.wallets.entries.list(user.walletId);
    expect(entries.filter((e) => e.movementId === payout.id).map((e) => e.kind)).toEqual(["payout_hold"]);
    expect(await movementLegs(app, payout.id)).toEqual([
      { kind: "payout_hold", debit: user.walletId, credit: SYSTEM_WALLETS.payouts, amount: 20000n },
      { kind: "payout_settle", debit: SYSTEM_WALLETS.payouts, credit: SYSTEM_WALLETS.clearing, amount: 20000n },
    ]);
    expect(await notificationsOf(app, user.userId)).toEqual([
      { kind: "payout.settled", data: { payoutId: payout.id, walletId: user.walletId, amount: 200 } },
    ]);
  });

  it("rejection releases the hold back to the wallet with the reason, and notifies the owner", async () => {
    const user = await member(app, "Rejected");
    await fund(app, user.walletId, 100);
    const payout = await user.client.payouts.create({ amount: 40, destination: destination() });
    const rejected = await admin.client.payouts.admin.payouts.reject(payout.id, { reason: "Name does not match" });
    expect(rejected.status).toBe("rejected");
    const wallet = await walletOf(user);
    expect({ available: wallet.available, held: wallet.held }).toEqual({ available: 100, held: 0 });
    const seen = await user.client.payouts.retrieve(payout.id);
    expect(seen.history.at(-1)).toMatchObject({ status: "rejected", by: "operator", reason: "Name does not match" });
    const { items: entries } = await user.client.payments.wallets.entries.list(user.walletId);
    expect(entries[0]).toMatchObject({ kind: "payout_release", direction: "credit", amount: 40, balanceAfter: 100 });
    await failure(admin.client.payouts.admin.payouts.approve(payout.id), 409, "payout-not-pending");
    expect((await walletOf(user)).available).toBe(100);
    expect(await notificationsOf(app, user.userId)).toEqual([
      {
        kind: "payout.rejected",
        data: { payoutId: payout.id, walletId: user.walletId, amount: 40, reason: "Name does not match" },
      },
    ]);
  });

  it("the owner may cancel a pending payout: released, no operator needed", async () => {
    const user = await member(app, "Canceller");
    await fund(app, user.walletId, 100);
    const payout = await user.client.payouts.create({ amount: 25, destination: destination() });
    const cancelled = await user.client.payouts.cancel(payout.id);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.history.at(-1)).toMatchObject({ status: "cancelled", by: "owner" });
    expect(await notificationsOf(app, user.userId)).toEqual([]);
    expect((await walletOf(user)).held).toBe(0);
    expect((await walletOf(user)).available).toBe(100);
    await failure(admin.client.payouts.admin.payouts.approve(payout.id), 409, "payout-not-pending");
  });

  it("is for operators only (403 admin-only), and an unknown payout is 404", async () => {
    const user = await member(app, "NotAdmin");
    await fund(app, user.walletId, 10);
    const payout = await user.client.payouts.create({ amount: 1, destination: destination() });
    await failure(user.client.payouts.admin.payouts.list(), 403, "admin-only");
    await failure(user.client.payouts.admin.payouts.approve(payout.id), 403, "admin-only");
    await failure(user.client.payouts.admin.payouts.reject(payout.id, { reason: "no" }), 403, "admin-only");
    await failure(
      admin.client.payouts.admin.payouts.approve("ppo_01JD0000000000000000000000"),
      404,
      "payout-not-found",
    );
    expect((await user.client.payouts.retrieve(payout.id)).status).toBe("pending");
  });
});

describe("lists and the export", () => {
  it("lists the caller's payouts newest first with a status filter; the queue oldest first", async () => {
    const user = await member(app, "Lister");
    await fund(app, user.walletId, 100);
    const a = await user.client.payouts.create({ amount: 1, destination: destination() });
    const b = await user.client.payouts.create({ amount: 2, destination: destination() });
    const c = await user.client.payouts.create({ amount: 3, destination: destination() });
    await admin.client.payouts.admin.payouts.reject(b.id, { reason: "no" });
    expect((await user.client.payouts.list()).items.map((p) => p.id)).toEqual([c.id, b.id, a.id]);
    const pending = await user.client.payouts.list({ status: "pending" });
    expect({ ids: pending.items.map((p) => p.id), total: pending.total }).toEqual({ ids: [c.id, a.id], total: 2 });
    const first = await user.client.payouts.list({ limit: 2 });
    expect(first.nextCursor).not.toBeNull();
    const second = await user.client.payouts.list({ limit: 2, cursor: first.nextCursor! });
    expect(second.items.map((p) => p.id)).toEqual([a.id]);

    const queue = await admin.client.payouts.admin.payouts.list({ limit: 200 });
    const mine = queue.items.filter((p) => p.userId === user.userId).map((p) => p.id);
    expect(mine).toEqual([a.id, c.id]);
    expect(queue.items.every((p) => p.status === "pending")).toBe(true);
    const ids = queue.items.map((p) => p.id);
    expect(ids).toEqual([...ids].sort());
    const rejected = await admin.client.payouts.admin.payouts.list({ status: "rejected", limit: 200 });
    expect(rejected.items.map((p) => p.id)).toContain(b.id);
  });

  it("exports the caller's payouts as CSV, oldest first, formula-safe, IBAN masked", async () => {
    const user = await member(app, "Exporter");
    await fund(app, user.walletId, 100);
    const a = await user.client.payouts.create({ amount: 12.5, destination: destination('=HYPERLINK("x")') });
    const b = await user.client.payouts.create({ amount: 3, destination: destination("Plain, Name") });
    await admin.client.payouts.admin.payouts.reject(b.id, { reason: "@SUM(1)" });
    const csv = (await user.client.payouts.exportCsv()) as unknown as string;
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toEqual([
      "id,status,amount,walletId,iban,holderName,createdAt,updatedAt,reason",
      expect.stringMatching(
        new RegExp(`^${a.id},pending,12\\.50,${user.walletId},KZ•••• 0100,"'=HYPERLINK\\(""x""\\)",[^,]+,[^,]+,$`),
      ),
      expect.stringMatching(
        new RegExp(`^${b.id},rejected,3\\.00,${user.walletId},KZ•••• 0100,"Plain, Name",.*,'@SUM\\(1\\)$`),
      ),
    ]);
    expect(csv).not.toContain(IBAN);
  });
});
