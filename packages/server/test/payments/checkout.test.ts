// Hosted-checkout deposits end to end through @trustplane/sdk-payments (openapi/checkout.yaml).
import { createHash } from "node:crypto";
import { createPaymentsClient, isApiError } from "@trustplane/sdk-payments";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { anonymous, pageOn, tokenOf } from "./checkout-helpers.ts";
import { payer } from "./helpers.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ PUBLIC_BASE_URL: "https://pay.example.test" });
});
afterAll(async () => {
  await app?.close();
});

const problemOf = async (call: PromiseLike<unknown>) => {
  const error = await rejection(call);
  if (!isApiError(error)) throw error;
  return { status: error.status, code: error.code };
};

describe("hosted-checkout deposits", () => {
  it("creates an open session whose url is a page we serve, then completes it and credits the wallet once", async () => {
    const { client, walletId } = await payer(app, "checkout");
    const session = await client.checkout.sessions.create({
      amount: 1234.5,
      successUrl: "https://shop.example/done",
      cancelUrl: "https://shop.example/cart",
    });
    expect(session).toMatchObject({
      status: "open",
      walletId,
      amount: 1234.5,
      currency: "KZT",
      successUrl: "https://shop.example/done",
      cancelUrl: "https://shop.example/cart",
      completedAt: null,
    });
    expect(session.id).toMatch(/^pcs_/);
    expect(session.url).toMatch(/^https:\/\/pay\.example\.test\/pay\/checkout\/[A-Za-z0-9_-]{43}$/);
    const ttl = Date.parse(session.expiresAt) - Date.parse(session.createdAt);
    expect(ttl).toBe(1800 * 1000);
    // The session carries its token (the URL's last segment), so no one cuts it out of the URL.
    expect(session.token).toBe(new URL(session.url!).pathname.split("/").at(-1));
    // The owner sees the same URL and token again while it is open.
    expect(await client.checkout.sessions.retrieve(session.id)).toEqual(session);

    const completed = await anonymous(app).checkout.sessions.complete({ token: tokenOf(session) });
    expect(completed).toMatchObject({ id: session.id, status: "completed", url: null, token: null });
    expect(completed.completedAt).not.toBeNull();
    const again = await anonymous(app).checkout.sessions.complete({ token: tokenOf(session) });
    expect(again).toEqual(completed);

    expect((await client.payments.wallets.retrieve(walletId)).available).toBe(1234.5);
    const entries = await client.payments.wallets.entries.list(walletId);
    expect(entries.items).toHaveLength(1);
    expect(entries.items[0]).toMatchObject({
      kind: "deposit",
      direction: "credit",
      amount: 1234.5,
      movementId: session.id,
      counterpartyWalletId: null,
    });
    const notes = await client.payments.notifications.list();
    expect(notes.items.map((n) => [n.kind, n.data])).toEqual([
      ["deposit.completed", { checkoutSessionId: session.id, walletId, amount: 1234.5 }],
    ]);
    const listed = await client.checkout.sessions.list();
    expect(listed.items.map((s) => [s.id, s.status])).toEqual([[session.id, "completed"]]);
  });

  it("credits once when the same session is completed many times at once", async () => {
    const { client, walletId } = await payer(app, "checkout");
    const session = await client.checkout.sessions.create({ walletId, amount: 50 });
    const token = tokenOf(session);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => anonymous(app).checkout.sessions.complete({ token })),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set(["completed"]));
    expect(new Set(answers.map((a) => a.completedAt)).size).toBe(1);
    expect((await client.payments.wallets.retrieve(walletId)).available).toBe(50);
    expect((await client.payments.wallets.entries.list(walletId)).total).toBe(1);
  });

  it("answers an unknown token 404 and another user's session id 404 like an unknown id", async () => {
    const owner = await payer(app, "owner");
    const intruder = await payer(app, "intruder");
    const session = await owner.client.checkout.sessions.create({ amount: 10 });
    expect(await problemOf(intruder.client.checkout.sessions.retrieve(session.id))).toEqual({
      status: 404,
      code: "checkout-session-not-found",
    });
    expect(await problemOf(intruder.client.checkout.sessions.retrieve("pcs_01JD0000000000000000000000"))).toEqual({
      status: 404,
      code: "checkout-session-not-found",
    });
    expect((await intruder.client.checkout.sessions.list()).items).toEqual([]);
    const unknown = "A".repeat(43);
    expect(await problemOf(anonymous(app).checkout.sessions.complete({ token: unknown }))).toEqual({
      status: 404,
      code: "checkout-session-not-found",
    });
    expect(await problemOf(anonymous(app).checkout.sessions.complete({ token: "short" }))).toMatchObject({
      status: 400,
      code: "validation",
    });
  });

  it("refuses another user's wallet, and a caller without a wallet, like an unknown wallet", async () => {
    const owner = await payer(app, "owner");
    const intruder = await payer(app, "intruder");
    expect(await problemOf(intruder.client.checkout.sessions.create({ walletId: owner.walletId, amount: 10 }))).toEqual(
      { status: 404, code: "payments-wallet-not-found" },
    );
    const user = await app.register();
    const walletless = createPaymentsClient({ baseUrl: app.url, token: user.token });
    expect(await problemOf(walletless.checkout.sessions.create({ amount: 10 }))).toEqual({
      status: 404,
      code: "payments-wallet-not-found",
    });
  });

  it("links back only to https addresses, or http on loopback outside production", async () => {
    const { client } = await payer(app, "checkout");
    for (const successUrl of [
      "http://shop.example/done",
      "javascript:alert(1)",
      "https://user:pw@shop.example/",
      "https://shop.example/\tdone",
      "/relative",
      `https://shop.example/${"a".repeat(2040)}`,
    ]) {
      expect(await problemOf(client.checkout.sessions.create({ amount: 1, successUrl })), successUrl).toEqual({
        status: 400,
        code: "validation",
      });
    }
    for (const cancelUrl of ["http://127.0.0.1:5173/cart", "http://localhost/cart", "http://[::1]:8080/"]) {
      expect((await client.checkout.sessions.create({ amount: 1, cancelUrl })).cancelUrl).toBe(cancelUrl);
    }
  });

  it("replays a create with the same Idempotency-Key instead of opening a second session", async () => {
    const { client } = await payer(app, "checkout");
    const first = await client.checkout.sessions.create({ amount: 7 }, { idempotencyKey: "checkout-once" });
    const second = await client.checkout.sessions.create({ amount: 7 }, { idempotencyKey: "checkout-once" });
    expect(second).toEqual(first);
    expect((await client.checkout.sessions.list()).total).toBe(1);
    // The answer kept for replays carries the session's URL and token: stored sealed, never in clear.
    const token = tokenOf(first);
    const stored = (await app.ctx.db.one(sql.unsafe`
      SELECT t::text AS text, response_body, response_sealed FROM idempotency_keys t WHERE key = 'checkout-once'`)) as {
      text: string;
      response_body: string | null;
      response_sealed: Buffer | null;
    };
    expect(stored.response_body).toBeNull();
    expect(stored.response_sealed?.length).toBeGreaterThan(token.length);
    expect(stored.text).not.toContain(token);
    expect(stored.response_sealed?.includes(Buffer.from(token))).toBe(false);
  });

  it("keeps only the token's SHA-256 digest, never the token", async () => {
    const { client } = await payer(app, "checkout");
    const session = await client.checkout.sessions.create({ amount: 3 });
    const token = tokenOf(session);
    const row = (await app.ctx.db.one(sql.unsafe`
      SELECT t::text AS text, token_hash FROM payment_checkout_sessions t WHERE id = ${session.id}`)) as {
      text: string;
      token_hash: Buffer;
    };
    expect(row.token_hash.equals(createHash("sha256").update(token).digest())).toBe(true);
    expect(row.text).not.toContain(token);
    expect(row.text).not.toContain(Buffer.from(token).toString("hex"));
  });

  it("serves the page with a strict CSP, no caching, and 404 for a token that opens nothing", async () => {
    const { client } = await payer(app, "checkout");
    const session = await client.checkout.sessions.create({ amount: 99.99 });
    const page = await fetch(pageOn(app, session));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    const html = await page.text();
    expect(html).toContain("99.99");
    expect(html).toContain("Trustplane test-mode deposit");
    const script = html.match(/<script src="([^"]+)"/)![1]!;
    const asset = await fetch(`${app.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect((await fetch(`${app.url}/pay/checkout/${"B".repeat(43)}`)).status).toBe(404);
    expect((await fetch(`${app.url}/pay/checkout/not-a-token`)).status).toBe(404);
  });
});
