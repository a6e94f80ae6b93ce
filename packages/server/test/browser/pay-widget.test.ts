// The pay widget on a merchant's page (served by this test from 127.0.0.1, another origin than the
// server's, under a strict CSP of its own): click, sign in inside our framed page, pay, and the
// merchant's button reads "Paid", and the merchant's webhook arrives, signed.
import { createPaymentsClient } from "@trustplane/sdk-payments";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, listenOnLoopback, startTestServer, type TestServer } from "../harness.ts";
import { tokenOf } from "../payments/checkout-helpers.ts";
import { payer } from "../payments/helpers.ts";
import { expectSigned, startReceiver } from "../payments/webhooks-helpers.ts";
import { type Browser, launchChromium, openRecorded } from "./chromium.ts";

const SCREENSHOT = "/tmp/pay-widget.png";
const SCREENSHOT_PAID = "/tmp/pay-widget-paid.png";

let app: TestServer;
let browser: Browser;
let shop: { base: string; close(): Promise<void> };
let requestId = "";
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  browser = await launchChromium();
  app = await startTestServer({ PAYMENTS_ALLOW_PRIVATE_WEBHOOKS: "1" });
  receiver = await startReceiver(() => ({ status: 204 }));
  const site = express();
  site.get("/", (_req, res) => {
    res.setHeader(
      "Content-Security-Policy",
      `default-src 'none'; script-src ${app.url}; frame-src ${app.url}; style-src 'none'; base-uri 'none'`,
    );
    res.type("html").send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Corner shop</title></head>
<body><h1>Corner shop</h1><p>Order #42: one teapot.</p>
<script src="${app.url}/pay/widget.js" data-request="${requestId}"></script>
</body></html>`);
  });
  shop = await listenOnLoopback(site);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await app?.close();
  await receiver?.close();
});

describe("the pay widget on a merchant's page", () => {
  it("opens our page in a frame, signs the payer in, pays, and the button reads Paid", async () => {
    const merchant = await payer(app, "merchant");
    const subscription = await merchant.client.merchantWebhooks.subscriptions.create({
      url: receiver.url,
      events: ["payment_request.paid"],
    });
    const request = await merchant.client.merchants.requests.create({
      amount: 1500,
      description: "Order #42: one teapot",
    });
    requestId = request.id;
    // The request's own payUrl is the page the widget frames.
    expect(new URL(request.payUrl).pathname).toBe(`/pay/requests/${request.id}`);
    // The payer's wallet is funded through a hosted checkout.
    const buyer = await app.register();
    const buyerClient = createPaymentsClient({ baseUrl: app.url, token: buyer.token });
    const wallet = await buyerClient.payments.wallets.create();
    const deposit = await buyerClient.checkout.sessions.create({ amount: 2000 });
    await createPaymentsClient({ baseUrl: app.url }).checkout.sessions.complete({ token: tokenOf(deposit) });

    expect(new URL(shop.base).origin).not.toBe(new URL(app.url).origin);
    const { page, record } = await openRecorded(browser.context, shop.base);
    const button = page.locator("button[data-trustplane-request]");
    expect(await button.textContent()).toBe("Pay with Trustplane");
    await button.click();
    const frame = page.frameLocator("iframe[title='Pay with Trustplane']");
    await frame.locator("#signin").waitFor({ state: "visible" });
    expect(await frame.locator("#amount").textContent()).toBe("1,500.00 KZT");
    expect(await frame.locator("header .badge").textContent()).toBe("TEST MODE");
    expect(await frame.locator("header .badge").isVisible()).toBe(true);
    expect(await frame.locator("#description").textContent()).toBe("Order #42: one teapot");
    await frame.locator("#email").fill(buyer.email);
    // A wrong password is said so in the frame, and nothing is paid.
    await frame.locator("#password").fill("not the password");
    await frame.locator("#signin-button").click();
    await frame.locator("#signin-error").waitFor({ state: "visible" });
    expect(await frame.locator("#signin-error").textContent()).toBe("The email or password is not right.");
    await frame.locator("#password").fill(buyer.password);
    await page.screenshot({ path: SCREENSHOT });
    await frame.locator("#signin-button").click();
    await frame.locator("#pay").waitFor({ state: "visible" });
    expect(await frame.locator("#pay").textContent()).toBe("Pay 1,500.00 KZT");
    await frame.locator("#pay").click();
    await frame.locator("#done").waitFor({ state: "visible" });
    await page.locator("button[data-trustplane-request]", { hasText: "Paid" }).waitFor();
    expect(await button.isDisabled()).toBe(true);
    await page.screenshot({ path: SCREENSHOT_PAID });
    await frame.locator("#done [data-close]").click();
    await page.locator("iframe").waitFor({ state: "detached" });

    expect((await merchant.client.merchants.requests.retrieve(request.id)).status).toBe("paid");
    expect((await buyerClient.payments.wallets.retrieve(wallet.id)).available).toBe(500);
    expect((await merchant.client.payments.wallets.retrieve(merchant.walletId)).available).toBe(1500);

    // The merchant's server hears of it: one signed `payment_request.paid`.
    await eventually(async () => expect(receiver.received).toHaveLength(1));
    const event = JSON.parse(receiver.received[0]!.body) as { type: string; data: { id: string; status: string } };
    expect(event).toMatchObject({ type: "payment_request.paid", data: { id: request.id, status: "paid" } });
    await expectSigned(receiver.received[0]!, subscription.secret);

    expect(record.cspViolations).toEqual([]);
    // The browser logs the refused sign-in (401) itself; nothing else went wrong.
    expect(record.errors).toEqual([
      "Failed to load resource: the server responded with a status of 401 (Unauthorized)",
    ]);
    const origins = new Set(record.requests.map((url) => new URL(url).origin));
    expect([...origins].sort()).toEqual([new URL(app.url).origin, new URL(shop.base).origin].sort());
    await page.close();
  }, 60_000);
});
