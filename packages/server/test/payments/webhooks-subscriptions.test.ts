import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startTestServer, type TestServer } from "../harness.ts";
import { merchant, raise, startReceiver } from "./webhooks-helpers.ts";

const codeOf = (call: PromiseLike<unknown>) =>
  Promise.resolve(call).then(
    () => "resolved",
    (e: { status?: number; code?: string }) => `${e.status} ${e.code}`,
  );

describe("merchant webhook subscriptions, without private addresses (the default)", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it("refuses URLs that are not https or do not reach only public addresses", async () => {
    const { client } = await merchant(app.url);
    const create = (url: string) => codeOf(client.merchantWebhooks.subscriptions.create({ url }));
    expect(await create("http://merchant.example/hooks")).toBe("422 webhook-url-not-https");
    expect(await create("ftp://merchant.example/hooks")).toBe("422 webhook-url-not-https");
    expect(await create("https://user:pw@93.184.215.14/hooks")).toBe("422 webhook-url-not-https");
    expect(await create("https://10.0.0.1/hooks")).toBe("422 webhook-url-not-public");
    expect(await create("https://169.254.169.254/latest/meta-data")).toBe("422 webhook-url-not-public");
    expect(await create("https://127.0.0.1:8443/hooks")).toBe("422 webhook-url-not-public");
    expect(await create("https://2130706433/hooks")).toBe("422 webhook-url-not-public"); // 127.0.0.1
    expect(await create("https://[::1]/hooks")).toBe("422 webhook-url-not-public");
    expect(await create("https://[::ffff:10.0.0.1]/hooks")).toBe("422 webhook-url-not-public");
    expect(await create("https://[fd00::1]/hooks")).toBe("422 webhook-url-not-public");
    // A name is resolved: localhost is 127.0.0.1.
    expect(await create("https://localhost/hooks")).toBe("422 webhook-url-not-public");
    expect(await create("https://no-such-host.invalid/hooks")).toBe("422 webhook-url-unresolvable");
    expect((await client.merchantWebhooks.subscriptions.list()).items).toEqual([]);
  });

  it("accepts a public address", async () => {
    const { client } = await merchant(app.url);
    const sub = await client.merchantWebhooks.subscriptions.create({ url: "https://93.184.215.14/hooks" });
    expect(sub).toMatchObject({ status: "active", url: "https://93.184.215.14/hooks", disabledReason: null });
  });
});

describe("merchant webhook subscriptions", () => {
  let app: TestServer;
  const closers: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    app = await startTestServer({ PAYMENTS_ALLOW_PRIVATE_WEBHOOKS: "1", PAYMENTS_WEBHOOK_SCHEDULE_MS: "0" });
  });
  afterAll(async () => {
    await app.close();
    for (const close of closers) await close();
  });

  it("keeps loopback only, not private networks, when private addresses are allowed", async () => {
    const { client } = await merchant(app.url);
    const create = (url: string) => codeOf(client.merchantWebhooks.subscriptions.create({ url }));
    expect(await create("http://10.0.0.1/hooks")).toBe("422 webhook-url-not-public");
    expect(await create("http://169.254.169.254/")).toBe("422 webhook-url-not-public");
    expect(await create("http://192.168.1.1/")).toBe("422 webhook-url-not-public");
    expect(await create("http://localhost:9/hooks")).toBe("resolved");
  });

  it("sets a URL once: a new subscription is another endpoint, both active; secrets are sealed", async () => {
    const { client } = await merchant(app.url);
    const first = await client.merchantWebhooks.subscriptions.create({ url: "http://127.0.0.1:9/a" });
    const second = await client.merchantWebhooks.subscriptions.create({
      url: "http://127.0.0.1:9/b",
      events: ["payment_request.paid"],
    });
    expect(second.secret).not.toBe(first.secret);
    expect(second).toMatchObject({ secretRotatedAt: null, previousSecretExpiresAt: null });
    const { items } = await client.merchantWebhooks.subscriptions.list();
    expect(items.map((s) => [s.id, s.status])).toEqual([
      [second.id, "active"],
      [first.id, "active"],
    ]);
    expect(items.every((s) => !("secret" in s))).toBe(true);

    // The row holds neither the secret nor its key bytes in the clear.
    const row = (await app.ctx.db.one(sql.unsafe`
      SELECT secret FROM payment_webhook_subscriptions WHERE id = ${second.id}`)) as { secret: Buffer };
    const stored = Buffer.from(row.secret);
    const key = Buffer.from(second.secret.slice("whsec_".length), "base64");
    expect(stored.includes(Buffer.from(second.secret))).toBe(false);
    expect(stored.includes(Buffer.from(second.secret.slice("whsec_".length)))).toBe(false);
    expect(stored.includes(key)).toBe(false);

    expect(await client.merchantWebhooks.subscriptions.disable(second.id)).toBeUndefined();
    const disabled = await client.merchantWebhooks.subscriptions.retrieve(second.id);
    expect(disabled).toMatchObject({ status: "disabled", disabledReason: "deleted", disabledAt: expect.any(String) });
    // Disabling again is 204 again and changes nothing.
    expect(await client.merchantWebhooks.subscriptions.disable(second.id)).toBeUndefined();
    expect(await client.merchantWebhooks.subscriptions.retrieve(second.id)).toEqual(disabled);
    expect((await client.merchantWebhooks.subscriptions.retrieve(first.id)).status).toBe("active");
  });

  it("answers someone else's ids as unknown ones", async () => {
    const owner = await merchant(app.url);
    const other = await merchant(app.url);
    const sub = await owner.client.merchantWebhooks.subscriptions.create({ url: "http://127.0.0.1:9/c" });
    const ping = await owner.client.merchantWebhooks.subscriptions.ping(sub.id);
    const hooks = other.client.merchantWebhooks;
    const notFound = "404 webhook-subscription-not-found";
    expect(await codeOf(hooks.subscriptions.retrieve(sub.id))).toBe(notFound);
    expect(await codeOf(hooks.subscriptions.retrieve("whs_01JD0000000000000000000000"))).toBe(notFound);
    expect(await codeOf(hooks.subscriptions.disable(sub.id))).toBe(notFound);
    expect(await codeOf(hooks.subscriptions.ping(sub.id))).toBe(notFound);
    expect(await codeOf(hooks.deliveries.list({ subscriptionId: sub.id }))).toBe(notFound);
    expect(await codeOf(hooks.deliveries.retrieve(ping.id))).toBe("404 webhook-delivery-not-found");
    expect(await codeOf(hooks.deliveries.redeliver(ping.id))).toBe("404 webhook-delivery-not-found");
    expect(await codeOf(hooks.subscriptions.rotateSecret(sub.id))).toBe(notFound);
    expect(await codeOf(hooks.subscriptions.endSecretOverlap(sub.id))).toBe(notFound);
    expect(await codeOf(hooks.subscriptions.recover(sub.id, { since: new Date().toISOString() }))).toBe(notFound);
    // Another's delivery to one's own subscription, one's own delivery to another's subscription.
    const mine = await other.client.merchantWebhooks.subscriptions.create({ url: "http://127.0.0.1:9/d" });
    const myPing = await other.client.merchantWebhooks.subscriptions.ping(mine.id);
    expect(await codeOf(hooks.deliveries.redeliver(ping.id, { subscriptionId: mine.id }))).toBe(
      "404 webhook-delivery-not-found",
    );
    expect(await codeOf(hooks.deliveries.redeliver(myPing.id, { subscriptionId: sub.id }))).toBe(notFound);
    expect((await hooks.deliveries.list()).items.map((d) => d.id)).toEqual([myPing.id]);
  });

  it("checks the address again when it connects", async () => {
    const hook = await startReceiver(() => ({ status: 200 }));
    closers.push(hook.close);
    const { client, userId } = await merchant(app.url);
    const sub = await client.merchantWebhooks.subscriptions.create({ url: hook.url });
    // As if the name had resolved elsewhere since: the URL now names a private address.
    await app.ctx.db.query(sql.unsafe`
      UPDATE payment_webhook_subscriptions SET url = 'http://10.0.0.1:9/hooks' WHERE id = ${sub.id}`);
    await raise(app, userId);
    await eventually(async () => {
      expect((await client.merchantWebhooks.deliveries.list()).items).toMatchObject([
        { status: "failed", attempts: 1 },
      ]);
    });
    const [delivery] = (await client.merchantWebhooks.deliveries.list()).items;
    expect(delivery!.lastError).toMatch(/^address-not-allowed: /);
    expect(delivery!.lastResponseStatus).toBeNull();
    expect(hook.received).toHaveLength(0);
  });
});
