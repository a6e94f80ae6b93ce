// Merchant keys (API keys holding the merchant scopes) and charges made with them, through
// @trustplane/sdk-payments: in `X-Merchant-Key`, as a bearer key on every merchant operation, and refused
// on the merchant's own wallet money.
import { createPaymentsClient } from "@trustplane/sdk-payments";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secretDigest } from "../../src/modules/auth/secret-format.ts";
import { rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { anonymous, type Party, party } from "./merchants-helpers.ts";

const MERCHANT_SCOPES = ["merchants:read", "merchants:write", "merchant-webhooks:read", "merchant-webhooks:write"];

describe("merchant keys", () => {
  let app: TestServer;
  let merchant: Party;
  beforeAll(async () => {
    app = await startTestServer();
    merchant = await party(app, "Key Shop");
  });
  afterAll(() => app.close());

  const charge = (
    key: string,
    body: { amount: number; description: string; reference: string; expiresInSeconds?: number },
  ) => anonymous(app).merchants.charges.create.withResponse(body, { headers: { "X-Merchant-Key": key } });
  /** The merchant's server holding a key as its bearer credential. */
  const server = (key: string) => createPaymentsClient({ baseUrl: app.url, apiKey: key });

  it("is an API key with the merchant scopes: shown once, stored as a hash, listed among the user's keys", async () => {
    const key = await merchant.client.merchants.keys.create({ name: "Backend" });
    expect(key.key).toMatch(/^tpk_test_[0-9A-Za-z]{49}$/);
    expect(key).toMatchObject({
      id: expect.stringMatching(/^apk_/),
      name: "Backend",
      prefix: "tpk_test_",
      livemode: false,
      lastFour: key.key.slice(-4),
      scopes: MERCHANT_SCOPES,
      status: "active",
      expiresAt: null,
      revokedAt: null,
      rolledFrom: null,
    });
    const stored = (await app.ctx.db.one(sql.unsafe`SELECT * FROM api_keys WHERE id = ${key.id}`)) as Record<
      string,
      unknown
    >;
    expect(Buffer.from(stored.secret_sha256 as Buffer).equals(secretDigest(key.key))).toBe(true);
    expect(JSON.stringify(Object.values(stored).map(String))).not.toContain(key.key);

    const { key: _secret, ...shown } = key;
    expect((await merchant.client.merchants.keys.list()).items.find((k) => k.id === key.id)).toEqual(shown);
    expect(await merchant.client.auth.apiKeys.get(key.id)).toEqual(shown);
  });

  it("lists only the keys that can act as the merchant", async () => {
    const user = await party(app, "Lister");
    const ledgerKey = await user.client.auth.apiKeys.create({ name: "ledger", scopes: ["ledger:read"] });
    const ownMerchantKey = await user.client.auth.apiKeys.create({ name: "own", scopes: ["merchants:write"] });
    const made = await user.client.merchants.keys.create();
    const listed = (await user.client.merchants.keys.list()).items.map((k) => k.id);
    expect(listed.sort()).toEqual([ownMerchantKey.id, made.id].sort());
    expect(await rejection(user.client.merchants.keys.revoke(ledgerKey.id))).toMatchObject({
      status: 404,
      code: "merchant-key-not-found",
    });
  });

  it("charges with a key in X-Merchant-Key or as a bearer key, idempotently by reference", async () => {
    const key = await merchant.client.merchants.keys.create();
    const body = { amount: 4990, description: "Order #1", reference: "order-1", expiresInSeconds: 3600 };
    const first = await charge(key.key, body);
    expect(first.response.status).toBe(201);
    expect(first.data).toMatchObject({
      status: "open",
      amount: 4990,
      currency: "KZT",
      reference: "order-1",
      merchantWalletId: merchant.walletId,
      payerWalletId: null,
    });
    expect(first.data.id).toMatch(/^prq_/);
    expect(first.data.payUrl).toMatch(new RegExp(`/pay/requests/${first.data.id}$`));

    const again = await server(key.key).merchants.charges.create.withResponse(body);
    expect(again.response.status).toBe(200);
    expect(again.data).toEqual(first.data);

    const reused = await rejection(charge(key.key, { ...body, amount: 5000 }));
    expect(reused).toMatchObject({ status: 422, code: "payment-request-reference-reused" });
    expect(await merchant.client.merchants.requests.retrieve(first.data.id)).toEqual(first.data);
  });

  it("works on every merchant operation and is refused on the merchant's own money and on key management", async () => {
    const key = await merchant.client.merchants.keys.create({ name: "everything a shop does" });
    const shop = server(key.key);
    const created = await shop.merchants.requests.create({ amount: 100, description: "By key" });
    expect((await shop.merchants.requests.list()).items.map((r) => r.id)).toContain(created.id);
    expect(await shop.merchants.requests.retrieve(created.id)).toEqual(created);
    expect((await shop.merchants.requests.cancel(created.id)).status).toBe("cancelled");
    expect((await shop.merchantWebhooks.subscriptions.list()).items).toEqual([]);
    expect((await shop.merchantWebhooks.deliveries.list()).items).toEqual([]);

    const payee = await party(app, "Payee");
    const payable = await payee.client.merchants.requests.create({ amount: 1, description: "Pay me" });
    for (const [call, scope] of [
      [() => shop.payments.wallets.list(), "payments:read"],
      [() => shop.payments.transfers.create({ to: payee.walletId, amount: 1 }), "payments:write"],
      [() => shop.payments.requests.pay(payable.id), "payments:write"],
      [() => shop.payouts.list(), "payouts:read"],
    ] as const) {
      expect(await rejection(call())).toMatchObject({ status: 403, code: "insufficient-scope", body: { scope } });
    }
    expect(await rejection(shop.merchants.keys.create())).toMatchObject({ status: 403, code: "session-required" });
    expect(await rejection(shop.merchants.keys.list())).toMatchObject({ status: 403, code: "session-required" });
  });

  it("answers 401 merchant-key-invalid for no key, a malformed or unknown one, or a session's token in the header", async () => {
    const body = { amount: 10, description: "x", reference: "order-401" };
    const unknown = `mk_live_${"A".repeat(43)}`;
    for (const key of [unknown, `tpk_${"0".repeat(49)}`, "mk_live_short", "not-a-key", merchant.token]) {
      expect(await rejection(charge(key, body))).toMatchObject({ status: 401, code: "merchant-key-invalid" });
    }
    expect(await rejection(anonymous(app).merchants.charges.create(body))).toMatchObject({
      status: 401,
      code: "merchant-key-invalid",
    });
    // A key without merchants:write is refused for its scope, in the header as in Authorization.
    const reader = await merchant.client.auth.apiKeys.create({ name: "reader", scopes: ["merchants:read"] });
    expect(await rejection(charge(reader.key, body))).toMatchObject({
      status: 403,
      code: "insufficient-scope",
      body: { scope: "merchants:write" },
    });
  });

  it("rotates to a new key: the old one stops at once, or after the overlap asked for", async () => {
    const key = await merchant.client.merchants.keys.create({ name: "Rotating" });
    const rotated = await merchant.client.merchants.keys.rotate(key.id);
    expect(rotated).toMatchObject({ name: "Rotating", scopes: MERCHANT_SCOPES, rolledFrom: key.id, status: "active" });
    expect(rotated.id).not.toBe(key.id);
    const body = { amount: 20, description: "Rotation", reference: "order-rot" };
    expect(await rejection(charge(key.key, body))).toMatchObject({ status: 401, code: "merchant-key-invalid" });
    expect((await charge(rotated.key, body)).response.status).toBe(201);

    const overlapped = await merchant.client.merchants.keys.rotate(rotated.id, { overlapSeconds: 3600 });
    expect((await charge(rotated.key, { ...body, reference: "order-rot-2" })).response.status).toBe(201);
    expect((await charge(overlapped.key, { ...body, reference: "order-rot-3" })).response.status).toBe(201);
    const old = (await merchant.client.merchants.keys.list()).items.find((k) => k.id === rotated.id)!;
    expect(Date.parse(old.expiresAt!) - Date.now()).toBeGreaterThan(3500_000);
  });

  it("revokes a key for good (repeatable), after which it is refused and cannot be rotated", async () => {
    const key = await merchant.client.merchants.keys.create();
    expect(await merchant.client.merchants.keys.retrieve(key.id)).toMatchObject({ id: key.id, status: "active" });
    expect(await merchant.client.merchants.keys.revoke(key.id)).toBeUndefined();
    const revoked = await merchant.client.merchants.keys.retrieve(key.id);
    expect(revoked).toMatchObject({ id: key.id, status: "revoked", revokedAt: expect.any(String) });
    expect(revoked).not.toHaveProperty("key");
    expect(await merchant.client.merchants.keys.revoke(key.id)).toBeUndefined();
    expect(await merchant.client.merchants.keys.retrieve(key.id)).toEqual(revoked);
    const body = { amount: 30, description: "Revoked", reference: "order-rev" };
    expect(await rejection(charge(key.key, body))).toMatchObject({ status: 401, code: "merchant-key-invalid" });
    expect(await rejection(server(key.key).merchants.requests.list())).toMatchObject({ status: 401 });
    expect(await rejection(merchant.client.merchants.keys.rotate(key.id))).toMatchObject({
      status: 409,
      code: "merchant-key-revoked",
    });
  });

  it("keeps keys to their owner: another user's key id is 404", async () => {
    const other = await party(app, "Other Shop");
    const key = await merchant.client.merchants.keys.create();
    for (const call of [
      () => other.client.merchants.keys.rotate(key.id),
      () => other.client.merchants.keys.revoke(key.id),
      () => other.client.merchants.keys.retrieve(key.id),
    ]) {
      expect(await rejection(call())).toMatchObject({ status: 404, code: "merchant-key-not-found" });
    }
    expect((await merchant.client.merchants.keys.list()).items.find((k) => k.id === key.id)?.status).toBe("active");
    expect((await other.client.merchants.keys.list()).items).toEqual([]);
  });

  it("refuses a charge for a merchant without a wallet", async () => {
    const user = await app.register({ name: "No Wallet" });
    const client = createPaymentsClient({ baseUrl: app.url, token: user.token });
    const key = await client.merchants.keys.create();
    const refused = await rejection(charge(key.key, { amount: 1, description: "x", reference: "r" }));
    expect(refused).toMatchObject({ status: 404, code: "payments-wallet-not-found" });
  });
});
