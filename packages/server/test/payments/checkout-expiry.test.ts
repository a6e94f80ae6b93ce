// A checkout session that is not paid in time (PAYMENTS_CHECKOUT_TTL_SECONDS, 1 second here).
import { isApiError } from "@trustplane/sdk-payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejection } from "../e2e/sdk-helpers.ts";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { anonymous, pageOn, tokenOf } from "./checkout-helpers.ts";
import { payer } from "./helpers.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ PAYMENTS_CHECKOUT_TTL_SECONDS: "1" });
});
afterAll(async () => {
  await app?.close();
});

describe("an expired checkout session", () => {
  it("reads expired, answers 410 checkout-session-expired, and moves nothing", async () => {
    const { client, walletId } = await payer(app, "checkout");
    const session = await client.checkout.sessions.create({ amount: 25 });
    expect(Date.parse(session.expiresAt) - Date.parse(session.createdAt)).toBe(1000);
    const token = tokenOf(session);
    const page = pageOn(app, session);
    // Waits for the database's clock to pass expiresAt (the session's own status says when).
    await eventually(async () => {
      expect((await client.checkout.sessions.retrieve(session.id)).status).toBe("expired");
    }, 5000);
    const error = await rejection(anonymous(app).checkout.sessions.complete({ token }));
    expect(isApiError(error) && { status: error.status, code: error.code }).toEqual({
      status: 410,
      code: "checkout-session-expired",
    });
    const expired = await client.checkout.sessions.retrieve(session.id);
    expect(expired).toMatchObject({ status: "expired", url: null, completedAt: null });
    expect((await client.payments.wallets.retrieve(walletId)).available).toBe(0);
    expect((await client.payments.wallets.entries.list(walletId)).total).toBe(0);
    const html = await fetch(page);
    expect(html.status).toBe(410);
    expect(await html.text()).toContain("expired before it was paid");
  });
});
