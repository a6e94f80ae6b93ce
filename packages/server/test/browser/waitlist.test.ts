import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { type Browser, foreignRequests, launchChromium, openRecorded } from "./chromium.ts";

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

describe("the waitlist page in a browser", () => {
  it("joins by typing an address and pressing the button, with nothing blocked and nothing fetched elsewhere", async () => {
    const item = (await app.call("GET", "/api/hub/catalog/keyshield")).body as { waitlist: string };
    const url = `${app.url}${new URL(item.waitlist).pathname}`;
    const { page, record } = await openRecorded(browser.context, url);
    expect(await page.locator("h1").textContent()).toBe("KeyShield threshold keys");
    // The module is served: the page says so and links its API, and the list is for news.
    expect(await page.locator("main").textContent()).toContain("KeyShield threshold keys is served now");
    expect(await page.locator('a[href="/docs#tag/keyshield"]').isVisible()).toBe(true);
    expect(await page.locator("button[type=submit]").textContent()).toBe("Get news of new versions");
    // The browser's own check runs first: a wrong address never leaves the page.
    await page.fill("#email", "not-an-address");
    await page.click("button[type=submit]");
    expect(page.url()).toBe(url);
    await page.fill("#email", "Browser.User@Example.test");
    await Promise.all([page.waitForURL(`${url}?joined=1`), page.click("button[type=submit]")]);
    expect(await page.locator("[role=status]").textContent()).toContain(
      "You are on the list for KeyShield threshold keys. We will write when a new version ships.",
    );
    await page.screenshot({ path: "/tmp/waitlist.png" });
    expect(record.cspViolations).toEqual([]);
    expect(record.errors).toEqual([]);
    expect(foreignRequests(record.requests, new URL(app.url).origin)).toEqual([]);
    const count = await app.ctx.db.oneFirst(
      sql.unsafe`SELECT count(*)::int FROM waitlist_signups WHERE module = 'keyshield'`,
    );
    expect(count).toBe(1);
  });
});
