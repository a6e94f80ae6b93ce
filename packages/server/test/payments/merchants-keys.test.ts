// Merchant secret keys and charges made with them, through @trustplane/sdk-payments.
import { createHash } from "node:crypto";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { anonymous, type Party, party } from "./merchants-helpers.ts";

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

  it("shows the secret once and stores only its SHA-256 and a visible prefix", async () => {
    const key = await merchant.client.merchants.keys.create({ name: "Backend" });
    expect(key.secret).toMatch(/^mk_live_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 12));
    expect(key).toMatchObject({ name: "Backend", revokedAt: null, lastUsedAt: null, rotatedAt: null });

    const stored = (await app.ctx.db.one(sql.unsafe`
      SELECT * FROM payment_merchant_keys WHERE id = ${key.id}`)) as Record<string, unknown>;
    expect(Buffer.from(stored.secret_hash as Buffer).equals(createHash("sha256").update(key.secret).digest())).toBe(
      true,
    );
    expect(JSON.stringify(Object.values(stored).map(String))).not.toContain(key.secret);

    const page = await merchant.client.merchants.keys.list();
    const listed = page.items.find((k) => k.id === key.id)!;
    expect(listed).toEqual({
      id: key.id,
      name: "Backend",
      prefix: key.prefix,
      createdAt: key.createdAt,
      rotatedAt: null,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(listed).not.toHaveProperty("secret");
  });

  it("charges with a key, idempotently by reference, and records the key's use", async () => {
    const key = await merchant.client.merchants.keys.create();
    const body = { amount: 4990, description: "Order #1", reference: "order-1", expiresInSeconds: 3600 };
    const first = await charge(key.secret, body);
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

    const again = await charge(key.secret, body);
    expect(again.response.status).toBe(200);
    expect(again.data).toEqual(first.data);

    const reused = await rejection(charge(key.secret, { ...body, amount: 5000 }));
    expect(reused).toMatchObject({ status: 422, code: "payment-request-reference-reused" });

    // The merchant sees the charge among their requests.
    expect(await merchant.client.merchants.requests.retrieve(first.data.id)).toEqual(first.data);
    const listed = (await merchant.client.merchants.keys.list()).items.find((k) => k.id === key.id)!;
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it("answers 401 merchant-key-invalid for a missing, malformed, unknown or user's token", async () => {
    const body = { amount: 10, description: "x", reference: "order-401" };
    const unknown = `mk_live_${"A".repeat(43)}`;
    for (const key of [unknown, "mk_live_short", "not-a-key"]) {
      expect(await rejection(charge(key, body))).toMatchObject({ status: 401, code: "merchant-key-invalid" });
    }
    // No key at all; a user's bearer token is not a merchant key.
    expect(await rejection(merchant.client.merchants.charges.create(body))).toMatchObject({
      status: 401,
      code: "merchant-key-invalid",
    });
  });

  it("rotates a key in place: the old secret is refused at once, the new one works", async () => {
    const key = await merchant.client.merchants.keys.create({ name: "Rotating" });
    const rotated = await merchant.client.merchants.keys.rotate(key.id);
    expect(rotated.id).toBe(key.id);
    expect(rotated.name).toBe("Rotating");
    expect(rotated.secret).not.toBe(key.secret);
    expect(rotated.rotatedAt).not.toBeNull();
    const body = { amount: 20, description: "Rotation", reference: "order-rot" };
    expect(await rejection(charge(key.secret, body))).toMatchObject({ status: 401, code: "merchant-key-invalid" });
    expect((await charge(rotated.secret, body)).response.status).toBe(201);
  });

  it("revokes a key for good (repeatable), after which it is refused and cannot be rotated", async () => {
    const key = await merchant.client.merchants.keys.create();
    const revoked = await merchant.client.merchants.keys.revoke(key.id);
    expect(revoked.revokedAt).not.toBeNull();
    expect(await merchant.client.merchants.keys.revoke(key.id)).toEqual(revoked);
    const body = { amount: 30, description: "Revoked", reference: "order-rev" };
    expect(await rejection(charge(key.secret, body))).toMatchObject({ status: 401, code: "merchant-key-invalid" });
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
    ]) {
      expect(await rejection(call())).toMatchObject({ status: 404, code: "merchant-key-not-found" });
    }
    // Still the owner's, and not revoked.
    expect((await merchant.client.merchants.keys.list()).items.find((k) => k.id === key.id)?.revokedAt).toBeNull();
    expect((await other.client.merchants.keys.list()).items).toEqual([]);
  });

  it("refuses a charge for a merchant without a wallet", async () => {
    const user = await app.register({ name: "No Wallet" });
    const { createPaymentsClient } = await import("@trustplane/sdk-payments");
    const client = createPaymentsClient({ baseUrl: app.url, token: user.token });
    const key = await client.merchants.keys.create();
    const refused = await rejection(charge(key.secret, { amount: 1, description: "x", reference: "r" }));
    expect(refused).toMatchObject({ status: 404, code: "payments-wallet-not-found" });
  });
});
