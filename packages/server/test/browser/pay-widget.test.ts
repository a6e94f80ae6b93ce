// The pay widget on a merchant's page (served by this test from 127.0.0.1, another origin than the
// server's, under a strict CSP of its own): click, sign in inside our framed page, pay, and the
// merchant's button reads "Paid", and the merchant's webhook arrives, signed. Then the same with an
// identity provider (a fake one on 127.0.0.1): on the request page opened on its own, and from the
// widget's frame through a popup.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { createPaymentsClient } from "@trustplane/sdk-payments";
import express from "express";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeAccount, type FakeOAuthProvider, startFakeOAuthProvider } from "../fake-oauth-provider.ts";
import { eventually, listenOnLoopback, startTestServer, type TestServer } from "../harness.ts";
import { tokenOf } from "../payments/checkout-helpers.ts";
import { payer } from "../payments/helpers.ts";
import { expectSigned, startReceiver } from "../payments/webhooks-helpers.ts";
import { type Browser, launchChromium, openRecorded } from "./chromium.ts";

const SCREENSHOT = "/tmp/pay-widget.png";
const SCREENSHOT_PAID = "/tmp/pay-widget-paid.png";
const SCREENSHOT_PROVIDERS = "/tmp/pay-request-providers.png";
const SCREENSHOT_PROVIDER_CONFIRM = "/tmp/pay-request-provider-confirm.png";
const SCREENSHOT_PROVIDER_PAID = "/tmp/pay-request-provider-paid.png";
const SCREENSHOT_WIDGET_PROVIDERS = "/tmp/pay-widget-providers.png";
const SCREENSHOT_WIDGET_WAITING = "/tmp/pay-widget-waiting.png";
const SCREENSHOT_POPUP_CONFIRM = "/tmp/pay-widget-popup-confirm.png";
const SCREENSHOT_WIDGET_PROVIDER_PAID = "/tmp/pay-widget-provider-paid.png";

let app: TestServer;
/** A second server with both identity providers configured (the fake's), on a port known up front. */
let idpApp: TestServer;
let fake: FakeOAuthProvider;
let browser: Browser;
let shop: { base: string; close(): Promise<void> };
let requestId = "";
let idpRequestId = "";
let receiver: Awaited<ReturnType<typeof startReceiver>>;

/** A free loopback port: the provider's callback is built on PUBLIC_BASE_URL, so it must be where the server listens. */
const freePort = async (): Promise<number> => {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

/** A merchant's page with the widget of `server` for request `id`, under a strict CSP of its own. */
const shopPage = (server: TestServer, id: string) => (_req: express.Request, res: express.Response) => {
  res.setHeader(
    "Content-Security-Policy",
    `default-src 'none'; script-src ${server.url}; frame-src ${server.url}; style-src 'none'; base-uri 'none'`,
  );
  res.type("html").send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Corner shop</title></head>
<body><h1>Corner shop</h1><p>Order #42: one teapot.</p>
<script src="${server.url}/pay/widget.js" data-request="${id}"></script>
</body></html>`);
};

beforeAll(async () => {
  browser = await launchChromium();
  app = await startTestServer({ PAYMENTS_ALLOW_PRIVATE_WEBHOOKS: "1" });
  fake = await startFakeOAuthProvider();
  const port = await freePort();
  idpApp = await startTestServer(fake.env({ PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}` }));
  expect(idpApp.url).toBe(`http://127.0.0.1:${port}`);
  receiver = await startReceiver(() => ({ status: 204 }));
  const site = express();
  site.get("/", (req, res) => shopPage(app, requestId)(req, res));
  site.get("/idp", (req, res) => shopPage(idpApp, idpRequestId)(req, res));
  shop = await listenOnLoopback(site);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await app?.close();
  await idpApp?.close();
  await fake?.close();
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

let subjects = 5000;
const account = (email: string): FakeAccount => ({
  subject: String(++subjects),
  email,
  emailVerified: true,
  name: "Provider Payer",
  login: `payer${subjects}`,
});

/**
 * A user who registered through `provider` (start, the provider, the callback, as a browser would),
 * with a KZT wallet holding `amount` from a completed hosted checkout.
 */
const providerUserWithMoney = async (provider: "github" | "google", who: FakeAccount, amount: number) => {
  fake.signInAs(who);
  const start = await idpApp.call("GET", `/api/auth/oauth/${provider}/start`);
  expect(start.status, start.text).toBe(302);
  const cookie = (start.headers.getSetCookie()[0] as string).split(";")[0] as string;
  const atProvider = await fetch(start.headers.get("location") as string, { redirect: "manual" });
  const back = new URL(atProvider.headers.get("location") as string);
  const signedIn = await idpApp.call("GET", `${back.pathname}${back.search}`, { headers: { cookie } });
  expect(signedIn.status, signedIn.text).toBe(200);
  const client = createPaymentsClient({ baseUrl: idpApp.url, token: signedIn.body.token as string });
  const wallet = await client.payments.wallets.create();
  const deposit = await client.checkout.sessions.create({ amount });
  await createPaymentsClient({ baseUrl: idpApp.url }).checkout.sessions.complete({ token: tokenOf(deposit) });
  expect((await client.payments.wallets.retrieve(wallet.id)).available).toBe(amount);
  return { client, walletId: wallet.id };
};

/** The URLs the page's main frame committed, fragments included (the address bar's history). */
const addressesOf = (page: Page): string[] => {
  const addresses: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  return addresses;
};

describe("signing in with an identity provider to pay", () => {
  it("on the request page opened on its own: to the provider and back, the token out of the address, then Pay", async () => {
    const merchant = await payer(idpApp, "merchant");
    const request = await merchant.client.merchants.requests.create({
      amount: 1200,
      description: "Order #43: a kettle",
    });
    const who = account("octo-payer@example.test");
    const buyer = await providerUserWithMoney("github", who, 2000);

    // Opened on its own at the address the widget frames (with `origin`): the sign-in comes back to it.
    const address = `${idpApp.url}/pay/requests/${request.id}?origin=${encodeURIComponent(shop.base)}`;
    const { page, record } = await openRecorded(browser.context, address);
    const addresses = addressesOf(page);
    await page.locator("#signin").waitFor({ state: "visible" });
    const providers = page.locator("#provider-buttons button.provider");
    await expect.poll(() => providers.allTextContents()).toEqual(["Continue with GitHub", "Continue with Google"]);
    expect(await page.locator("#email").isVisible()).toBe(true);
    await page.screenshot({ path: SCREENSHOT_PROVIDERS });

    fake.signInAs(who);
    const authorizeBefore = fake.requests.filter((r) => r.route === "GET /github/login/oauth/authorize").length;
    await page.locator("button.provider", { hasText: "GitHub" }).click();
    await page.locator("#confirm").waitFor({ state: "visible" });
    // The browser went to the provider and came back with the token in the fragment...
    expect(fake.requests.filter((r) => r.route === "GET /github/login/oauth/authorize")).toHaveLength(
      authorizeBefore + 1,
    );
    const returned = addresses.find((url) => url.includes("#token="));
    expect(returned).toBeDefined();
    expect(returned!.split("#")[0]).toBe(address);
    // ...which the page took out of its address at once: not shown, not in history.
    expect(await page.evaluate(() => location.href)).toBe(address);
    expect(page.url()).not.toContain("token");
    expect(await page.locator("#payer").textContent()).toBe(who.email);
    expect(await page.locator("#pay").textContent()).toBe("Pay 1,200.00 KZT");
    await page.screenshot({ path: SCREENSHOT_PROVIDER_CONFIRM });

    await page.locator("#pay").click();
    await page.locator("#done").waitFor({ state: "visible" });
    expect(await page.locator("#done-text").textContent()).toBe(`You paid 1,200.00 KZT to merchant.`);
    await page.screenshot({ path: SCREENSHOT_PROVIDER_PAID });

    expect((await merchant.client.merchants.requests.retrieve(request.id)).status).toBe("paid");
    expect((await buyer.client.payments.wallets.retrieve(buyer.walletId)).available).toBe(800);
    expect(record.cspViolations).toEqual([]);
    expect(record.errors).toEqual([]);
    await page.close();
  }, 60_000);

  it("on the request page opened on its own: a declined sign-in comes back to the page, which says so", async () => {
    const merchant = await payer(idpApp, "merchant");
    const request = await merchant.client.merchants.requests.create({ amount: 50, description: "Order #45: a lid" });
    const address = `${idpApp.url}/pay/requests/${request.id}`;
    const { page, record } = await openRecorded(browser.context, address);
    await page.locator("#signin").waitFor({ state: "visible" });
    await page.locator("button.provider", { hasText: "GitHub" }).waitFor({ state: "visible" });
    fake.failNextAuthorize("access_denied");
    await page.locator("button.provider", { hasText: "GitHub" }).click();
    // Back on the request page (not the API's JSON), with why, and the error out of the address.
    await page.locator("#provider-error").waitFor({ state: "visible" });
    expect(await page.locator("#provider-error").textContent()).toBe(
      "You declined at the provider. Sign in another way, or try again.",
    );
    expect(await page.evaluate(() => location.href)).toBe(address);
    expect(await page.locator("#signin").isVisible()).toBe(true);
    expect((await merchant.client.merchants.requests.retrieve(request.id)).status).toBe("open");
    expect(record.cspViolations).toEqual([]);
    await page.close();
  }, 60_000);

  it("from the widget's frame: a popup signs in and pays, and the frame sees it paid by itself", async () => {
    const merchant = await payer(idpApp, "merchant");
    const request = await merchant.client.merchants.requests.create({ amount: 700, description: "Order #44: cups" });
    idpRequestId = request.id;
    const who = account("g-payer@example.test");
    const buyer = await providerUserWithMoney("google", who, 1000);

    const starts: string[] = [];
    const onRequest = (req: { url(): string }) => {
      if (req.url().includes("/api/auth/oauth/google/start")) starts.push(req.url());
    };
    browser.context.on("request", onRequest);
    const { page, record } = await openRecorded(browser.context, `${shop.base}/idp`);
    // The merchant's page hears of the payment through the widget's event.
    await page.evaluate(() => {
      const w = window as unknown as { paidEvents: unknown[] };
      w.paidEvents = [];
      document.addEventListener("trustplane:paid", (event) => w.paidEvents.push((event as CustomEvent).detail));
    });
    await page.locator("button[data-trustplane-request]").click();
    const frame = page.frameLocator("iframe[title='Pay with Trustplane']");
    await frame.locator("#signin").waitFor({ state: "visible" });
    const providers = frame.locator("#provider-buttons button.provider");
    await expect.poll(() => providers.allTextContents()).toEqual(["Continue with GitHub", "Continue with Google"]);
    await page.screenshot({ path: SCREENSHOT_WIDGET_PROVIDERS });

    fake.signInAs(who);
    const [popup] = await Promise.all([
      browser.context.waitForEvent("page"),
      frame.locator("button.provider", { hasText: "Google" }).click(),
    ]);
    const popupErrors: string[] = [];
    popup.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") popupErrors.push(message.text());
    });
    popup.on("pageerror", (error) => popupErrors.push(`uncaught: ${error.message}`));
    // The frame waits, saying where the payer goes on.
    await frame.locator("#waiting").waitFor({ state: "visible" });
    expect(await frame.locator("#waiting-text").textContent()).toContain("window that opened");
    await page.screenshot({ path: SCREENSHOT_WIDGET_WAITING });

    // The popup went through our start URL, returning to the request page (a top-level one).
    await popup.locator("#confirm").waitFor({ state: "visible" });
    expect(starts).toHaveLength(1);
    expect(new URL(starts[0]!).searchParams.get("returnTo")).toBe(`/pay/requests/${request.id}`);
    expect(await popup.evaluate(() => location.href)).toBe(`${idpApp.url}/pay/requests/${request.id}`);
    expect(await popup.locator("#payer").textContent()).toBe(who.email);
    await popup.screenshot({ path: SCREENSHOT_POPUP_CONFIRM });
    // Nothing happened in the frame meanwhile but waiting.
    expect(await frame.locator("#waiting").isVisible()).toBe(true);
    expect(await page.locator("button[data-trustplane-request]").textContent()).toBe("Pay with Trustplane");

    await popup.locator("#pay").click();
    await popup.locator("#done").waitFor({ state: "visible" });
    // The frame finds it paid on its own (it polls the request's public view) and tells the merchant's page.
    await frame.locator("#done").waitFor({ state: "visible", timeout: 10_000 });
    expect(await frame.locator("#done-text").textContent()).toBe("You paid 700.00 KZT to merchant.");
    await page.locator("button[data-trustplane-request]", { hasText: "Paid" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { paidEvents: unknown[] }).paidEvents)).toEqual([
      { requestId: request.id },
    ]);
    await page.screenshot({ path: SCREENSHOT_WIDGET_PROVIDER_PAID });
    expect((await merchant.client.merchants.requests.retrieve(request.id)).status).toBe("paid");
    expect((await buyer.client.payments.wallets.retrieve(buyer.walletId)).available).toBe(300);

    // Paid, the frame stops polling.
    const polls = () => record.requests.filter((url) => url.endsWith(`/requests/${request.id}/public`)).length;
    const pollsWhenPaid = polls();
    expect(pollsWhenPaid).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(polls()).toBe(pollsWhenPaid);

    // The popup's Done closes the window the frame opened.
    const closed = popup.waitForEvent("close");
    await popup
      .locator("#done [data-close]")
      .click()
      .catch((err: unknown) => {
        // The click closes the window: the page can be gone before Playwright's click returns (CI saw
        // "Target page, context or browser has been closed" under load). Only that is not a failure.
        if (!popup.isClosed()) throw err;
      });
    await closed;
    browser.context.off("request", onRequest);
    expect(record.cspViolations).toEqual([]);
    expect(record.errors).toEqual([]);
    // Chromium reports CSP violations on the console too: the popup logged nothing wrong.
    expect(popupErrors).toEqual([]);
    await page.close();
  }, 60_000);

  it("the frame stops watching after 10 minutes (saying so), and again when the request closes", async () => {
    const merchant = await payer(idpApp, "merchant");
    const request = await merchant.client.merchants.requests.create({ amount: 300, description: "Order #46" });
    idpRequestId = request.id;
    // A browser of its own: its clock is the page's fake one, which cannot be taken back.
    const timed = await launchChromium();
    try {
      await timed.context.clock.install();
      const { page, record } = await openRecorded(timed.context, `${shop.base}/idp`);
      await page.locator("button[data-trustplane-request]").click();
      const frame = page.frameLocator("iframe[title='Pay with Trustplane']");
      const github = frame.locator("button.provider", { hasText: "GitHub" });
      await github.waitFor();
      // The payer opens the popup and walks away from it.
      const [popup] = await Promise.all([timed.context.waitForEvent("page"), github.click()]);
      await popup.close();
      await frame.locator("#waiting").waitFor({ state: "visible" });
      const polls = () => record.requests.filter((url) => url.endsWith(`/requests/${request.id}/public`)).length;
      const before = polls();
      await page.clock.runFor(2_100);
      await expect.poll(polls).toBe(before + 1);

      // Ten minutes on: one more look, and the frame says it stopped.
      await page.clock.fastForward("10:01");
      await page.clock.runFor(2_100);
      await expect
        .poll(() => frame.locator("#waiting-text").textContent())
        .toBe("Stopped waiting for the payment after 10 minutes. If you paid in the other window, check again.");
      const stopped = polls();
      await page.clock.runFor(10_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(polls()).toBe(stopped);

      // Checking again watches anew; the merchant has cancelled meanwhile, so the frame says that and stops.
      await merchant.client.merchants.requests.cancel(request.id);
      await frame.locator("#waiting-again").click();
      await page.clock.runFor(2_100);
      await frame.locator("#closed").waitFor({ state: "visible" });
      expect(await frame.locator("#closed-text").textContent()).toBe("The merchant cancelled this request.");
      const closed = polls();
      await page.clock.runFor(10_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(polls()).toBe(closed);
      expect(await page.locator("button[data-trustplane-request]").textContent()).toBe("Pay with Trustplane");
      expect(record.cspViolations).toEqual([]);
      expect(record.errors).toEqual([]);
    } finally {
      await timed.close();
    }
  }, 60_000);

  it("shows no provider buttons where none is configured", async () => {
    const merchant = await payer(app, "merchant");
    const request = await merchant.client.merchants.requests.create({ amount: 100, description: "Order #45" });
    const { page, record } = await openRecorded(browser.context, `${app.url}/pay/requests/${request.id}`);
    await page.locator("#signin").waitFor({ state: "visible" });
    // The page asked (and, the network idle, has its answer: none), and shows the password form only.
    expect(record.requests).toContain(`${app.url}/api/auth/oauth/providers`);
    expect((await app.call("GET", "/api/auth/oauth/providers")).body).toEqual({ items: [] });
    await page.waitForLoadState("networkidle");
    expect(await page.locator("button.provider").count()).toBe(0);
    expect(await page.locator("#providers").isHidden()).toBe(true);
    expect(await page.locator("#email").isVisible()).toBe(true);
    expect(await page.locator("#signin-button").isVisible()).toBe(true);
    expect(record.cspViolations).toEqual([]);
    expect(record.errors).toEqual([]);
    await page.close();
  }, 30_000);
});
