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

describe("the front page in a browser", () => {
  it("shows every module with its status and links, with nothing blocked and nothing fetched elsewhere", async () => {
    const { page, record } = await openRecorded(browser.context, `${app.url}/`);
    expect(await page.locator("h1").textContent()).toBe("Trustplane Platform API");
    const catalog = (await app.call("GET", "/api/hub/catalog")).body.items as { name: string }[];
    expect(await page.locator("main li h3").allTextContents()).toEqual(catalog.map((item) => item.name));
    expect(await page.locator("main li .status").first().textContent()).toBe("Early access");
    // The reference is one click away; its link leads to the docs page.
    const reference = page.locator("nav a", { hasText: "API reference" });
    expect(await reference.isVisible()).toBe(true);
    await page.screenshot({ path: "/tmp/front-page.png", fullPage: true });
    expect(record.cspViolations).toEqual([]);
    expect(record.errors).toEqual([]);
    expect(foreignRequests(record.requests, new URL(app.url).origin)).toEqual([]);
    // The docs link in the nav names the public address, which for this server is where it listens.
    expect(await reference.getAttribute("href")).toBe(`${app.ctx.config.publicBaseUrl}/docs`);
    await page.close();
  });
});
