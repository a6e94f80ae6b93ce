import { createPaymentsClient, type PaymentsClient } from "@trustplane/sdk-payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { type Browser, foreignRequests, launchChromium, openRecorded } from "./chromium.ts";

const SCREENSHOT = "/tmp/checkout.png";
const SCREENSHOT_PAID = "/tmp/checkout-paid.png";

let app: TestServer;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  app = await startTestServer();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe("the hosted checkout page in a browser", () => {
  it("shows the deposit, pays it with one click, and the wallet is credited once", async () => {
    const user = await app.register();
    const client: PaymentsClient = createPaymentsClient({ baseUrl: app.url, token: user.token });
    const wallet = await client.payments.wallets.create();
    const session = await client.checkout.sessions.create({
      amount: 12500.5,
      successUrl: "https://shop.example/deposit/done",
      cancelUrl: "https://shop.example/deposit",
    });
    // The test server listens on its own port, not on PUBLIC_BASE_URL: same path, this origin.
    const url = `${app.url}${new URL(session.url!).pathname}`;
    const { page, record } = await openRecorded(browser.context, url);

    expect(await page.locator("header .merchant").textContent()).toBe("Trustplane test-mode deposit");
    // Nobody may take this page for real money: the badge is on screen, not only in the markup.
    expect(await page.locator("header .badge").textContent()).toBe("TEST MODE");
    expect(await page.locator("header .badge").isVisible()).toBe(true);
    expect(await page.locator("#amount").textContent()).toBe("12,500.50 KZT");
    expect(await page.locator("#wallet").textContent()).toBe(wallet.id);
    expect(await page.locator("#paid").isVisible()).toBe(false);
    await page.screenshot({ path: SCREENSHOT });

    await page.click("#pay");
    await page.locator("#paid").waitFor({ state: "visible" });
    expect(await page.locator("#paid [role=status]").textContent()).toContain("Payment complete");
    expect(await page.locator("#return").getAttribute("href")).toBe("https://shop.example/deposit/done");
    expect(await page.locator("#pay").isVisible()).toBe(false);
    await page.screenshot({ path: SCREENSHOT_PAID });

    expect((await client.payments.wallets.retrieve(wallet.id)).available).toBe(12500.5);
    expect(await client.checkout.sessions.retrieve(session.id)).toMatchObject({ status: "completed", url: null });

    // Reloading shows the paid page and pays nothing more.
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.locator("#paid").isVisible()).toBe(true);
    expect(await page.locator("#pay").count()).toBe(0);
    expect((await client.payments.wallets.entries.list(wallet.id)).total).toBe(1);

    expect(record.cspViolations).toEqual([]);
    expect(record.errors).toEqual([]);
    expect(foreignRequests(record.requests, new URL(app.url).origin)).toEqual([]);
    expect(record.requests).toContain(`${app.url}/api/payments/deposit/checkout/complete`);
    await page.close();
  }, 60_000);
});
