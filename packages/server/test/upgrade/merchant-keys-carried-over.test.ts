// A merchant key made before merchant keys were API keys (`mk_live_…` in payment_merchant_keys) is carried
// over by payments migration 0008 into api_keys and keeps working: the database is migrated up to the files
// before that move, a live and a revoked key of the old kind are written, then the server starts on it and
// applies the rest.
import { createPaymentsClient } from "@trustplane/sdk-payments";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secretDigest } from "../../src/modules/auth/secret-format.ts";
import { rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { databaseBefore } from "./database-before.ts";

/** The first migration of each module that the release before did not have: it and those after are left out. */
const FIRST_LATER: Record<string, string> = {
  auth: "0014_api_key_prefix.sql",
  payments: "0008_merchant_keys_are_api_keys.sql",
};

describe("merchant keys made before merchant keys were API keys", () => {
  const live = `mk_live_${"L".repeat(20)}_${"x".repeat(22)}`;
  const revoked = `mk_live_${"R".repeat(43)}`;
  let stop: () => Promise<void>;
  let app: TestServer;
  let token: string;

  beforeAll(async () => {
    const database = await databaseBefore(FIRST_LATER);
    const { uri } = database;

    const client = new pg.Client({ connectionString: uri });
    await client.connect();
    await client.query(
      `INSERT INTO users (id, email, name, password_hash) VALUES ('usr_01JD0000000000000000000001', 'old-shop@example.test', 'Old Shop', 'x')`,
    );
    const key = (id: string, secret: string, revokedAt: string | null) =>
      client.query(
        `INSERT INTO payment_merchant_keys (id, merchant_id, name, prefix, secret_hash, last_used_at, revoked_at)
         VALUES ($1, 'usr_01JD0000000000000000000001', 'Shop backend', $2, $3, '2026-01-02T03:04:05Z', $4)`,
        [id, secret.slice(0, 12), secretDigest(secret), revokedAt],
      );
    await key("mky_01JD0000000000000000000001", live, null);
    await key("mky_01JD0000000000000000000002", revoked, "2026-02-03T04:05:06Z");
    await client.end();

    app = await startTestServer({ DATABASE_URL: uri });
    stop = async () => {
      await app?.close();
      await database.drop();
    };
    // The old user had a placeholder hash: give them a password to sign in with, through the database.
    const { hashPassword } = await import("../../src/modules/auth/passwords.ts");
    const setter = new pg.Client({ connectionString: uri });
    await setter.connect();
    await setter.query(`UPDATE users SET password_hash = $1 WHERE id = 'usr_01JD0000000000000000000001'`, [
      await hashPassword("correct horse battery", 1024),
    ]);
    await setter.end();
    token = (
      await app.call("POST", "/api/auth/login", {
        body: { email: "old-shop@example.test", password: "correct horse battery" },
      })
    ).body.token;
  }, 300_000);
  afterAll(() => stop?.());

  it("lists them with their ids, names, use and revocation, the merchant scopes and their start", async () => {
    const client = createPaymentsClient({ baseUrl: app.url, token });
    const { items } = await client.merchants.keys.list();
    expect(items.map((k) => k.id).sort()).toEqual(["mky_01JD0000000000000000000001", "mky_01JD0000000000000000000002"]);
    const old = items.find((k) => k.id === "mky_01JD0000000000000000000001")!;
    expect(old).toMatchObject({
      name: "Shop backend",
      prefix: live.slice(0, 12),
      lastFour: null,
      scopes: ["merchants:read", "merchants:write", "merchant-webhooks:read", "merchant-webhooks:write"],
      status: "active",
      lastUsedAt: "2026-01-02T03:04:05.000Z",
    });
    expect(items.find((k) => k.id === "mky_01JD0000000000000000000002")!.status).toBe("revoked");
    const events = await client.auth.apiKeys.events.list(old.id);
    expect(events.items.map((e) => e.kind)).toEqual(["carried-over"]);
  });

  it("charges with the live one in X-Merchant-Key and as a bearer key; the revoked one stays refused", async () => {
    const anonymous = createPaymentsClient({ baseUrl: app.url });
    const client = createPaymentsClient({ baseUrl: app.url, token });
    await client.payments.wallets.create();
    const body = { amount: 10, description: "Old key", reference: "old-1" };
    const made = await anonymous.merchants.charges.create.withResponse(body, { headers: { "X-Merchant-Key": live } });
    expect(made.response.status).toBe(201);
    const server = createPaymentsClient({ baseUrl: app.url, apiKey: live });
    expect((await server.merchants.requests.retrieve(made.data.id)).id).toBe(made.data.id);
    expect(
      await rejection(anonymous.merchants.charges.create(body, { headers: { "X-Merchant-Key": revoked } })),
    ).toMatchObject({ status: 401, code: "merchant-key-invalid" });
    // Rotating an old key gives a key of today's format.
    const rotated = await client.merchants.keys.rotate("mky_01JD0000000000000000000001");
    expect(rotated.key).toMatch(/^tpk_/);
    expect(
      await rejection(anonymous.merchants.charges.create(body, { headers: { "X-Merchant-Key": live } })),
    ).toMatchObject({ status: 401, code: "merchant-key-invalid" });
  });
});
