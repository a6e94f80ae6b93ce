// Identity checks end to end through @trustplane/sdk-payments: validation (IIN check digit, age),
// sealing at rest, one pending at a time, operators' decisions, and the outflow cap they lift.
import { createPaymentsClient } from "@trustplane/sdk-payments";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { iinCheckDigit, iinProblem, isAdult } from "../../src/modules/payments/kyc/iin.ts";
import { outflowCapFor } from "../../src/modules/payments/kyc/store.ts";
import { PASSWORD, uniqueEmail } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { failure, fund, kycBody, type Member, member, notificationsOf, operator, validIin } from "./payouts-helpers.ts";

let app: TestServer;
let admin: Member;
beforeAll(async () => {
  // A small cap (500 KZT) so a test reaches it with small amounts.
  app = await startTestServer({ PAYMENTS_UNVERIFIED_DAILY_OUTFLOW: "500" });
  admin = await operator(app);
});
afterAll(async () => {
  await app?.close();
});

const destination = { type: "iban" as const, iban: "KZ86125KZT5004100100", holderName: "Aigerim Bekova" };

describe("the IIN check digit", () => {
  it.each([
    // [first 11 digits, check digit]: the sum weighted 1…11 mod 11 …
    ["90010140001", 3],
    ["00000000000", 0],
    ["11111111111", 0],
    ["88030250034", 3],
    ["00000000101", 9],
    // … or, when that gives 10, the sum weighted 3…11, 1, 2 mod 11 …
    ["12345678901", 3],
    ["00000000010", 1],
    // … and when that gives 10 too, no IIN has these digits.
    ["00000000281", null],
  ])("%s → %s", (first11, check) => {
    expect(iinCheckDigit(first11)).toBe(check);
  });

  it("refuses every last digit after first 11 digits that have no check digit", () => {
    for (let d = 0; d <= 9; d++) expect(iinProblem(`00000000281${d}`, "1900-01-01")).toBe("has a wrong check digit");
  });

  it("accepts valid IINs matching the date of birth, and names what is wrong otherwise", () => {
    expect(iinProblem("900101400013", "1990-01-01")).toBeNull();
    expect(iinProblem(validIin("2001-12-31"), "2001-12-31")).toBeNull();
    expect(iinProblem(validIin("1899-07-04"), "1899-07-04")).toBeNull();
    expect(iinProblem("900101400014", "1990-01-01")).toBe("has a wrong check digit");
    expect(iinProblem("900101400013", "1990-01-02")).toMatch(/does not match dateOfBirth/);
    expect(iinProblem("90010140001", "1990-01-01")).toBe("must be 12 digits");
    expect(iinProblem(`90010170001${iinCheckDigit("90010170001")}`, "1990-01-01")).toMatch(/century/);
  });

  it("counts adulthood from the 18th birthday (UTC)", () => {
    expect(isAdult("2008-11-24", "2026-11-24")).toBe(true);
    expect(isAdult("2008-11-25", "2026-11-24")).toBe(false);
    expect(isAdult("2030-01-01", "2026-11-24")).toBe(false);
  });
});

describe("submitting", () => {
  it("stores the data sealed, answers only the name and the IIN's last four, and refuses a second pending one", async () => {
    const user = await member(app, "Sealed");
    const body = kycBody("Aigerim Sealedova");
    const submission = await user.client.payouts.kyc.submit(body);
    expect(submission).toEqual({
      id: expect.stringMatching(/^kyc_/),
      livemode: false,
      status: "pending",
      fullName: "Aigerim Sealedova",
      iinLast4: body.iin.slice(-4),
      submittedAt: expect.any(String),
      decidedAt: null,
      reason: null,
    });
    expect(JSON.stringify(submission)).not.toContain(body.iin);

    const row = (await app.ctx.db.one(sql.unsafe`
      SELECT * FROM payment_kyc_submissions WHERE id = ${submission.id}`)) as Record<string, unknown>;
    const bytes = Buffer.concat(
      Object.values(row).map((v) => (Buffer.isBuffer(v) ? v : Buffer.from(String(v), "utf8"))),
    ).toString("latin1");
    for (const secret of [body.fullName, "Sealedova", body.iin, body.documentNumber, "Abay"]) {
      expect(bytes).not.toContain(secret);
    }

    await failure(user.client.payouts.kyc.submit(body), 409, "kyc-pending");
    const status = await user.client.payouts.kyc.retrieve();
    expect(status).toEqual({ status: "pending", submission, limits: { dailyOutflowCap: 500 } });
  });

  it("refuses a wrong check digit, an IIN of another birth date, and minors", async () => {
    const user = await member(app, "Invalid");
    const body = kycBody("Bad Iin");
    const wrong = `${body.iin.slice(0, 11)}${(Number(body.iin[11]) + 1) % 10}`;
    const error = await failure(user.client.payouts.kyc.submit({ ...body, iin: wrong }), 400, "kyc-invalid-iin");
    expect(error.body?.errors).toEqual([{ path: "/body/iin", message: "has a wrong check digit" }]);
    expect(JSON.stringify(error.body)).not.toContain(wrong);
    await failure(user.client.payouts.kyc.submit({ ...body, dateOfBirth: "1990-05-18" }), 400, "kyc-invalid-iin");
    const today = new Date();
    const minor = `${today.getUTCFullYear() - 17}-01-01`;
    await failure(user.client.payouts.kyc.submit(kycBody("Too Young", minor)), 400, "kyc-underage");
    expect((await user.client.payouts.kyc.retrieve()).status).toBe("unverified");
  });

  it("allows resubmitting after a rejection, not after an approval; each decision notifies", async () => {
    const user = await member(app, "Resubmit");
    const first = await user.client.payouts.kyc.submit(kycBody("Resubmit One"));
    const rejected = await admin.client.payouts.admin.kyc.reject(first.id, { reason: "Photo unreadable" });
    expect(rejected).toMatchObject({
      id: first.id,
      userId: user.userId,
      status: "rejected",
      reason: "Photo unreadable",
    });
    await failure(admin.client.payouts.admin.kyc.approve(first.id), 409, "kyc-not-pending");
    expect((await user.client.payouts.kyc.retrieve()).status).toBe("rejected");

    const second = await user.client.payouts.kyc.submit(kycBody("Resubmit Two"));
    await admin.client.payouts.admin.kyc.approve(second.id);
    const status = await user.client.payouts.kyc.retrieve();
    expect(status).toMatchObject({ status: "approved", submission: { id: second.id, fullName: "Resubmit Two" } });
    expect(status.limits.dailyOutflowCap).toBeNull();
    await failure(user.client.payouts.kyc.submit(kycBody("Resubmit Three")), 409, "kyc-already-verified");
    expect(await notificationsOf(app, user.userId)).toEqual([
      { kind: "kyc.approved", data: { submissionId: second.id } },
      { kind: "kyc.rejected", data: { submissionId: first.id, reason: "Photo unreadable" } },
    ]);
  });
});

describe("operators", () => {
  it("see the pending queue oldest first with the data opened; others get 403", async () => {
    const a = await member(app, "QueueA");
    const b = await member(app, "QueueB");
    const bodyA = kycBody("Queue Alpha");
    const subA = await a.client.payouts.kyc.submit(bodyA);
    const subB = await b.client.payouts.kyc.submit(kycBody("Queue Beta", "1985-02-03"));
    const queue = await admin.client.payouts.admin.kyc.list({ limit: 200 });
    const ids = queue.items.map((s) => s.id);
    expect(ids).toEqual([...ids].sort());
    expect(ids.indexOf(subA.id)).toBeLessThan(ids.indexOf(subB.id));
    expect(queue.items.find((s) => s.id === subA.id)).toEqual({
      id: subA.id,
      livemode: false,
      userId: a.userId,
      status: "pending",
      submittedAt: subA.submittedAt,
      decidedAt: null,
      reason: null,
      data: bodyA,
    });
    await failure(a.client.payouts.admin.kyc.list(), 403, "admin-only");
    await failure(a.client.payouts.admin.kyc.approve(subB.id), 403, "admin-only");
    await failure(a.client.payouts.admin.kyc.reject(subB.id, { reason: "x" }), 403, "admin-only");
    await failure(admin.client.payouts.admin.kyc.approve("kyc_01JD0000000000000000000000"), 404, "kyc-not-found");
    expect((await b.client.payouts.kyc.retrieve()).status).toBe("pending");
  });
});

describe("the daily outflow cap", () => {
  it("applies to payouts until the identity check is approved, and is lifted by the approval", async () => {
    const user = await member(app, "Capped");
    await fund(app, user.walletId, 2000);
    await user.client.payouts.create({ amount: 400, destination });
    await failure(user.client.payouts.create({ amount: 100.01, destination }), 422, "payments-outflow-limit");
    const wallet = await user.client.payments.wallets.retrieve(user.walletId);
    expect({ held: wallet.held, available: wallet.available }).toEqual({ held: 400, available: 1600 });

    const submission = await user.client.payouts.kyc.submit(kycBody("Capped User"));
    await admin.client.payouts.admin.kyc.approve(submission.id);
    expect((await user.client.payments.wallets.retrieve(user.walletId)).dailyOutflow.cap).toBeNull();
    await user.client.payouts.create({ amount: 1500, destination });
    expect((await user.client.payments.wallets.retrieve(user.walletId)).held).toBe(1900);
  });

  it("outflowCapFor: the configured cap for the unverified, none once approved (for wallets opened later)", async () => {
    const user = await member(app, "Later");
    const config = { unverifiedDailyOutflowTiyn: 50_000n };
    expect(await outflowCapFor(app.ctx.db, user.userId, config)).toBe(50_000n);
    const submission = await user.client.payouts.kyc.submit(kycBody("Later Wallet"));
    expect(await outflowCapFor(app.ctx.db, user.userId, config)).toBe(50_000n);
    await admin.client.payouts.admin.kyc.approve(submission.id);
    expect(await outflowCapFor(app.ctx.db, user.userId, config)).toBeNull();

    const walletless = createPaymentsClient({ baseUrl: app.url });
    await walletless.auth.register({ email: uniqueEmail("nowallet"), password: PASSWORD, name: "No Wallet" });
    expect((await walletless.payouts.kyc.retrieve()).limits.dailyOutflowCap).toBe(500);
    // Verified before opening a wallet: the wallet opens without a cap.
    const early = await walletless.payouts.kyc.submit(kycBody("Early Bird"));
    await admin.client.payouts.admin.kyc.approve(early.id);
    expect((await walletless.payments.wallets.create()).dailyOutflow).toEqual({
      cap: null,
      spentToday: 0,
      remainingToday: null,
    });
  });
});
