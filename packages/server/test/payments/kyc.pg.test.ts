// Identity-check races on real PostgreSQL: concurrent submissions make one pending submission, and
// concurrent decisions of one submission decide it once.
import { ApiError } from "@trustplane/sdk-payments";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { kycBody, type Member, member, notificationsOf, operator } from "./payouts-helpers.ts";

let app: TestServer;
let admins: Member[];
beforeAll(async () => {
  app = await startTestServer();
  admins = [await operator(app, { maxRetries: 0 }), await operator(app, { maxRetries: 0 })];
});
afterAll(async () => {
  await app?.close();
});

const outcomes = (calls: Promise<unknown>[]) =>
  Promise.all(
    calls.map((call) =>
      call.then(
        () => "ok",
        (err: unknown) => (err instanceof ApiError ? `${err.status} ${err.code}` : String(err)),
      ),
    ),
  );

describe("identity-check races", () => {
  it("concurrent submissions of one user: one is pending, the others 409 kyc-pending", async () => {
    const user = await member(app, "KycBurst", { maxRetries: 0 });
    const results = await outcomes(
      Array.from({ length: 6 }, (_, i) => user.client.payouts.kyc.submit(kycBody(`Burst ${i}`))),
    );
    expect(
      results.filter((r) => r === "ok"),
      results.join(", "),
    ).toHaveLength(1);
    expect(
      results.filter((r) => r !== "ok").every((r) => r === "409 kyc-pending"),
      results.join(", "),
    ).toBe(true);
    const count = await app.ctx.db.oneFirst(sql.unsafe`
      SELECT count(*) FROM payment_kyc_submissions WHERE user_id = ${user.userId}`);
    expect(Number(count)).toBe(1);
  });

  it("concurrent approvals and rejections of one submission: decided once, notified once", async () => {
    const user = await member(app, "KycRace", { maxRetries: 0 });
    const submission = await user.client.payouts.kyc.submit(kycBody("Kyc Race"));
    const results = await outcomes(
      [0, 1, 2].flatMap((i) => [
        admins[i % 2]!.client.payouts.admin.kyc.approve(submission.id),
        admins[(i + 1) % 2]!.client.payouts.admin.kyc.reject(submission.id, { reason: "race" }),
      ]),
    );
    expect(
      results.filter((r) => r === "ok"),
      results.join(", "),
    ).toHaveLength(1);
    expect(
      results.filter((r) => r !== "ok").every((r) => r === "409 kyc-not-pending"),
      results.join(", "),
    ).toBe(true);
    const status = await user.client.payouts.kyc.retrieve();
    const notes = await notificationsOf(app, user.userId);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.kind).toBe(status.status === "approved" ? "kyc.approved" : "kyc.rejected");
    const wallet = await user.client.payments.wallets.retrieve(user.walletId);
    expect(wallet.dailyOutflow.cap === null).toBe(status.status === "approved");
  });
});
