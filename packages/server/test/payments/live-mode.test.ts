// Live mode against the fake acquirer on 127.0.0.1: a deposit the payer pays on the acquirer's page,
// credited once when the acquirer's signed notification says so (and the state read back agrees), whatever
// notifications come forged, stale, twice, out of order or while the acquirer is down; no page says test
// mode; and a database that has held test money cannot be run in live mode.
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createPaymentsClient, type PaymentsClient } from "@trustplane/sdk-payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "../../src/db/embedded.ts";
import { newApiKeySecret } from "../../src/modules/auth/secret-format.ts";
import { httpAcquirer } from "../../src/modules/payments/acquirer/http-acquirer.ts";
import { createOutboundClient } from "../../src/outbound/client.ts";
import { rejection } from "../e2e/sdk-helpers.ts";
import { eventually, realPostgresUrl, scratchDatabase, startTestServer, type TestServer } from "../harness.ts";
import { type FakeAcquirer, signNotification, startFakeAcquirer } from "./fake-acquirer.ts";

const SECRET_KEY = "sk_live_fake_acquirer_key";
const NOTIFICATION_SECRET = "whsec_live_fake_acquirer_notifications";

const freePort = async (): Promise<number> => {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

const liveEnv = async (fake: FakeAcquirer) => {
  const port = await freePort();
  return {
    PAYMENTS_MODE: "live",
    PAYMENTS_ACQUIRER_URL: fake.baseUrl,
    PAYMENTS_ACQUIRER_SECRET_KEY: SECRET_KEY,
    PAYMENTS_ACQUIRER_NOTIFICATION_SECRETS: NOTIFICATION_SECRET,
    OUTBOUND_ALLOW_PRIVATE: "127.0.0.1/32",
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
  };
};

describe("live mode", () => {
  let fake: FakeAcquirer;
  let app: TestServer;
  let client: PaymentsClient;
  let walletId: string;
  let userToken: string;
  beforeAll(async () => {
    fake = await startFakeAcquirer({ secretKey: SECRET_KEY, notificationSecret: NOTIFICATION_SECRET });
    app = await startTestServer(await liveEnv(fake));
    const user = await app.register({ name: "Live Depositor" });
    userToken = user.token;
    client = createPaymentsClient({ baseUrl: app.url, token: user.token });
    walletId = (await client.payments.wallets.create()).id;
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const available = async () => (await client.payments.wallets.retrieve(walletId)).available;
  const notifyUrl = () => `${app.url}/api/payments/acquirer/notifications`;
  const deposit = async (amount: number) => {
    const session = await client.checkout.sessions.create({ amount });
    const payment = [...fake.payments.values()].find((p) => p.reference === session.id)!;
    return { session, payment };
  };

  it("sends the payer to the acquirer's page and credits the wallet once the acquirer holds the money", async () => {
    const { session, payment } = await deposit(1500);
    expect(session.url).toBe(`${fake.baseUrl}/hosted/${payment.id}`);
    expect(payment).toMatchObject({ amount: 150_000, status: "pending", notify_url: notifyUrl() });
    // The payer pays on the acquirer's page; its notification makes us capture and credit.
    const paid = await fetch(`${session.url}/authorize`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    await eventually(async () => expect(await available()).toBe(1500));
    expect(fake.payments.get(payment.id)).toMatchObject({ status: "captured", captured_amount: 150_000 });
    expect((await client.checkout.sessions.retrieve(session.id)).status).toBe("completed");
    expect(fake.calls.filter((c) => c.path.endsWith("/capture")).map((c) => c.key)).toEqual([`capture-${session.id}`]);
  });

  it("refuses forged and stale notifications, and applies a repeated one once", async () => {
    const { payment } = await deposit(200);
    fake.payments.get(payment.id)!.status = "authorized";
    const event = fake.event("payment.authorized", { ...payment, status: "authorized" });
    const post = (headers: Record<string, string>, body = JSON.stringify(event)) =>
      app.call("POST", "/api/payments/acquirer/notifications", {
        rawBody: body,
        headers: { "content-type": "application/json", ...headers },
      });
    const now = Math.floor(Date.now() / 1000);
    const forged = await post({
      "acquirer-signature": signNotification(JSON.stringify(event), now, ["whsec_not_the_acquirers_secret"]),
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ code: "acquirer-signature-invalid" });
    const stale = await post({
      "acquirer-signature": signNotification(JSON.stringify(event), now - 900, [NOTIFICATION_SECRET]),
    });
    expect(stale.status).toBe(401);
    // Without the header at all, the request does not match the contract.
    expect((await post({})).body).toMatchObject({ status: 400, code: "validation" });
    expect(await available()).toBe(1500);

    expect(await fake.notify(notifyUrl(), event)).toBe(200);
    expect(await available()).toBe(1700);
    const again = await post({
      "acquirer-signature": signNotification(JSON.stringify(event), now, [NOTIFICATION_SECRET]),
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true, duplicate: true });
    expect(await available()).toBe(1700);
  });

  it("credits once whatever order notifications come in, and not before the acquirer holds the money", async () => {
    const { payment } = await deposit(300);
    // `captured` arrives first, while the payment is still only pending: nothing to credit yet.
    expect(await fake.notify(notifyUrl(), fake.event("payment.captured", { ...payment, status: "captured" }))).toBe(
      200,
    );
    expect(await available()).toBe(1700);
    // Then authorized, in fact: we capture; then the late `authorized` and `captured` notifications.
    fake.payments.get(payment.id)!.status = "authorized";
    await Promise.all([
      fake.notify(notifyUrl(), fake.event("payment.authorized", payment)),
      fake.notify(notifyUrl(), fake.event("payment.authorized", payment)),
      fake.notify(notifyUrl(), fake.event("payment.captured", payment)),
    ]);
    expect(await available()).toBe(2000);
    expect(fake.payments.get(payment.id)!.captured_amount).toBe(30_000);
  });

  it("answers 503 while the acquirer is down, and applies the notification when it comes again", async () => {
    const { payment } = await deposit(50);
    fake.payments.get(payment.id)!.status = "authorized";
    const event = fake.event("payment.authorized", payment);
    fake.failNext(503);
    expect(await fake.notify(notifyUrl(), event)).toBe(503);
    expect(await available()).toBe(2000);
    expect(await fake.notify(notifyUrl(), event)).toBe(200);
    expect(await available()).toBe(2050);
  });

  it("tells a refused deposit (422, the acquirer's reason) from an acquirer that is down (503)", async () => {
    const sessions = async () => (await client.checkout.sessions.list()).total;
    const before = await sessions();
    fake.failNext(422);
    expect(await rejection(client.checkout.sessions.create({ amount: 20 }))).toMatchObject({
      status: 422,
      code: "deposit-refused-by-acquirer",
    });
    // (By hand: the client would retry after the 503's Retry-After, and succeed.)
    fake.failNext(503);
    const down = await app.call("POST", "/api/payments/deposit/checkout", { token: userToken, body: { amount: 20 } });
    expect(down).toMatchObject({ status: 503, body: { code: "acquirer-unavailable" } });
    expect(await sessions()).toBe(before);
  });

  it("pays a payout out through the acquirer, settles it when the bank paid and gives it back when it failed", async () => {
    const admin = await app.registerAdmin();
    const operator = createPaymentsClient({ baseUrl: app.url, token: admin.token });
    const destination = { type: "iban" as const, iban: "KZ86125KZT5004100100", holderName: "Live Depositor" };
    const before = await available();
    const payout = await client.payouts.create({ amount: 100, destination });
    const processing = await operator.payouts.admin.payouts.approve(payout.id);
    expect(processing).toMatchObject({ status: "processing", livemode: true });
    const atAcquirer = [...fake.payouts.values()].filter((p) => p.reference === payout.id);
    expect(atAcquirer).toMatchObject([
      { amount: 10_000, iban: "KZ86125KZT5004100100", status: "pending", notify_url: notifyUrl() },
    ]);
    // Sent once: a second approval finds it with the acquirer already.
    expect(await rejection(operator.payouts.admin.payouts.approve(payout.id))).toMatchObject({
      status: 409,
      code: "payout-not-pending",
    });
    expect(await rejection(client.payouts.cancel(payout.id))).toMatchObject({ status: 409 });
    expect([...fake.payouts.values()].filter((p) => p.reference === payout.id)).toHaveLength(1);
    expect((await client.payments.wallets.retrieve(walletId)).held).toBe(100);
    // The bank paid: settled once, whatever the notification's repeats.
    expect(await fake.finishPayout(atAcquirer[0]!.id, "paid")).toBe(200);
    const settled = await client.payouts.retrieve(payout.id);
    expect(settled.status).toBe("settled");
    expect(settled.history.map((e) => [e.status, e.by])).toEqual([
      ["pending", "owner"],
      ["processing", "operator"],
      ["settled", "acquirer"],
    ]);
    expect(await fake.notify(notifyUrl(), fake.event("payout.paid", atAcquirer[0]!))).toBe(200);
    expect(await available()).toBe(before - 100);
    expect((await client.payments.wallets.retrieve(walletId)).held).toBe(0);

    // The bank did not pay: failed, the amount back in the wallet, the owner told.
    const bounced = await client.payouts.create({ amount: 40, destination });
    expect((await operator.payouts.admin.payouts.approve(bounced.id)).status).toBe("processing");
    expect(await available()).toBe(before - 140);
    const bouncedAtAcquirer = [...fake.payouts.values()].find((p) => p.reference === bounced.id)!;
    expect(await fake.finishPayout(bouncedAtAcquirer.id, "failed")).toBe(200);
    expect(await fake.finishPayout(bouncedAtAcquirer.id, "failed")).toBe(200);
    const failed = await client.payouts.retrieve(bounced.id);
    expect(failed).toMatchObject({ status: "failed" });
    expect(failed.history.at(-1)).toMatchObject({ status: "failed", by: "acquirer", reason: expect.any(String) });
    expect(await available()).toBe(before - 100);
    const told = await client.payments.notifications.list();
    expect(told.items.filter((n) => n.kind === "payout.failed").map((n) => n.data.payoutId)).toEqual([bounced.id]);
    // A notification forged to say it was paid changes nothing: the acquirer's word is read back.
    expect(await fake.notify(notifyUrl(), fake.event("payout.paid", { ...bouncedAtAcquirer, status: "paid" }))).toBe(
      200,
    );
    expect((await client.payouts.retrieve(bounced.id)).status).toBe("failed");

    // The acquirer took a payout and the bank paid it before the approval that sent it committed here
    // (the approval's own call, made here by hand as the server makes it): the notification is 409, not
    // applied, and the approval, when it comes again, finds it paid (the same key) and settles it once.
    const early = await client.payouts.create({ amount: 5, destination });
    const outbound = createOutboundClient({
      allowPrivate: ["127.0.0.1/32"],
      timeoutMs: 5_000,
      maxResponseBytes: 64 * 1024,
      userAgent: "trustplane-test",
    });
    const sent = await httpAcquirer({
      baseUrl: fake.baseUrl,
      secretKey: SECRET_KEY,
      notificationSecrets: [NOTIFICATION_SECRET],
      client: outbound,
    }).payout({
      amount: 500n,
      reference: early.id,
      iban: destination.iban,
      holderName: destination.holderName,
      notifyUrl: notifyUrl(),
      idempotencyKey: `payout-${early.id}`,
    });
    await outbound.close();
    expect(await fake.finishPayout(sent.id, "paid")).toBe(409);
    expect((await client.payouts.retrieve(early.id)).status).toBe("pending");
    expect((await operator.payouts.admin.payouts.approve(early.id)).status).toBe("settled");
    expect([...fake.payouts.values()].filter((p) => p.reference === early.id)).toHaveLength(1);

    const refused = await client.payouts.create({
      amount: 10,
      destination: { type: "iban", iban: "KZ86125KZT5004100100", holderName: "Live Depositor" },
    });
    fake.failNext(422);
    expect(await rejection(operator.payouts.admin.payouts.approve(refused.id))).toMatchObject({
      status: 422,
      code: "payout-refused-by-acquirer",
    });
    // While the acquirer is down: 503 (which a client retries, as the SDK would: here, once, by hand).
    fake.failNext(503);
    const down = await app.call("POST", `/api/payments/admin/payouts/${refused.id}/approve`, { token: admin.token });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ code: "acquirer-unavailable" });
    expect(down.headers.get("retry-after")).toBe("5");
    expect((await client.payouts.retrieve(refused.id)).status).toBe("pending");
    expect((await operator.payouts.admin.payouts.approve(refused.id)).status).toBe("processing");
    expect([...fake.payouts.values()].filter((p) => p.reference === refused.id)).toHaveLength(1);
  });

  it("says live everywhere a program looks: every object, its keys' prefix, and refuses a test key", async () => {
    expect(await client.payments.wallets.retrieve(walletId)).toMatchObject({ livemode: true });
    const { session } = await deposit(5);
    expect(session.livemode).toBe(true);
    const made = await client.merchants.keys.create({ name: "Live backend" });
    expect(made).toMatchObject({ livemode: true, prefix: "tpk_live_" });
    expect(made.key).toMatch(/^tpk_live_[0-9A-Za-z]{49}$/);
    const merchant = createPaymentsClient({ baseUrl: app.url, apiKey: made.key });
    const request = await merchant.merchants.requests.create({ amount: 3, description: "A live order" });
    expect(request.livemode).toBe(true);
    expect((await merchant.merchants.requests.list()).items.every((r) => r.livemode)).toBe(true);
    const endpoint = await merchant.merchantWebhooks.subscriptions.create({ url: "https://127.0.0.1:9/hooks" });
    expect(endpoint.livemode).toBe(true);
    // A test-mode key cannot be used here, and is told why (it could not exist in this database anyway).
    const testKey = newApiKeySecret(false);
    const refused = await app.call("GET", "/api/payments/requests", { token: testKey });
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toMatch(/test-mode API key.*live mode/);
  });

  it("never simulates: the simulated completion is refused, and no page says test mode", async () => {
    const { session } = await deposit(10);
    expect(await rejection(client.checkout.sessions.complete({ token: "t".repeat(43) }))).toMatchObject({
      status: 403,
      code: "simulated-checkout-disabled",
    });
    const widget = await (await fetch(`${app.url}/pay/requests/prq_01JD0000000000000000000000`)).text();
    expect(widget).not.toContain("TEST MODE");
    expect(session.status).toBe("open");
  });
});

describe("live mode on a database that held test money", () => {
  it("refuses to start, and a test server refuses a database recorded live", async () => {
    const fake = await startFakeAcquirer({ secretKey: SECRET_KEY, notificationSecret: NOTIFICATION_SECRET });
    const scratch = realPostgresUrl ? await scratchDatabase(realPostgresUrl) : undefined;
    const embedded = scratch ? undefined : await startEmbeddedPostgres({ dataDir: undefined, maxConnections: 8 });
    const DATABASE_URL = scratch?.url ?? embedded!.connectionUri;
    try {
      const tested = await startTestServer({ DATABASE_URL });
      const user = await tested.register();
      await tested.call("POST", "/api/payments/wallets", { token: user.token });
      await tested.close();
      await expect(startTestServer({ DATABASE_URL, ...(await liveEnv(fake)) })).rejects.toThrow(
        /test money and live money must never meet/,
      );
    } finally {
      await embedded?.stop();
      await scratch?.drop();
    }
    // A fresh database becomes live at the first live start; a test server may not run on it then.
    const fresh = await startEmbeddedPostgres({ dataDir: undefined, maxConnections: 8 });
    try {
      const live = await startTestServer({ DATABASE_URL: fresh.connectionUri, ...(await liveEnv(fake)) });
      await live.close();
      await expect(startTestServer({ DATABASE_URL: fresh.connectionUri })).rejects.toThrow(/holds live payments/);
    } finally {
      await fresh.stop();
      await fake.close();
    }
  }, 120_000);
});
