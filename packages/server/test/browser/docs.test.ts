import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenApiDocument } from "../../src/http/openapi.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { type Browser, foreignRequests, launchChromium, openRecorded as openIn } from "./chromium.ts";

const SCREENSHOT = "/tmp/docs.png";

let app: TestServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  context = browser.context;
  app = await startTestServer();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const openRecorded = (url: string) => openIn(context, url);

describe("the docs page in headless Chromium", () => {
  it("renders every tag of the contract, with no error, no CSP violation and no request to another host", async () => {
    const contract = (await app.call<OpenApiDocument>("GET", "/api/openapi.json")).body;
    const tags = (contract.tags ?? []).map((tag) => tag.name);
    expect(tags).toEqual(expect.arrayContaining(["auth", "hub"]));

    const { page, record } = await openRecorded(`${app.url}/docs`);
    await page.locator(`#operations-tag-${tags[0]}`).waitFor({ state: "visible", timeout: 20_000 });
    // From 150 tags and operations on, Swagger UI renders only the rows near the viewport (it
    // virtualizes the list): scroll through the page as a reader would and collect every tag shown.
    const seen = new Set<string>();
    const paths = new Set<string>();
    for (let step = 0; step < 400; step++) {
      for (const path of await page.locator(".opblock-summary-path").allTextContents()) paths.add(path);
      for (const tag of await page
        .locator("[data-tag]")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-tag")))) {
        if (tag) seen.add(tag);
      }
      const atBottom = await page.evaluate(() => {
        const before = window.scrollY;
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY === before;
      });
      if (atBottom && tags.every((tag) => seen.has(tag))) break;
      await page.waitForTimeout(atBottom ? 200 : 30);
    }
    expect([...seen].sort()).toEqual([...tags].sort());
    await expect(page.title()).resolves.toBe(`${contract.info.title}: documentation`);
    expect(await page.locator(".information-container .title").textContent()).toContain(contract.info.title);
    // Operations are listed under their tags, e.g. the catalog under hub.
    expect(paths).toContain("/api/hub/catalog");

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: SCREENSHOT });
    await page.close();

    expect(record.errors).toEqual([]);
    expect(record.cspViolations).toEqual([]);
    expect(foreignRequests(record.requests, new URL(app.url).origin)).toEqual([]);
    // It did load the contract and its assets from us (the recording works).
    expect(record.requests).toContain(`${app.url}/api/openapi.json`);
    expect(record.requests.some((url) => url.startsWith(`${app.url}/docs/assets/swagger-ui-bundle.`))).toBe(true);
  }, 60_000);

  it("follows the catalog's `/docs#tag/<module>` links to that tag, near the top and far down the page", async () => {
    for (const tag of ["hub", "keyshield"]) {
      const { page, record } = await openRecorded(`${app.url}/docs#tag/${tag}`);
      const heading = page.locator(`#operations-tag-${tag}`);
      await heading.waitFor({ state: "visible", timeout: 20_000 });
      expect(new URL(page.url()).hash).toBe(`#/${tag}`);
      // Scrolled to it, with its operations listed under it.
      await expect
        .poll(async () => (await heading.boundingBox())?.y ?? -1, { timeout: 10_000 })
        .toBeLessThan(page.viewportSize()!.height / 2);
      await page.locator(`[id^="operations-${tag}-"]`).first().waitFor({ state: "visible", timeout: 10_000 });
      await page.close();
      expect(record.errors).toEqual([]);
      expect(record.cspViolations).toEqual([]);
    }
  }, 60_000);

  it("shows each operation's examples, curl and the client package, when it is opened", async () => {
    const { page, record } = await openRecorded(`${app.url}/docs#/ledger/createLedgerTransfer`);
    const operation = page.locator("#operations-ledger-createLedgerTransfer");
    const samples = operation.locator(".code-samples");
    await samples.waitFor({ state: "visible", timeout: 20_000 });
    const captions = await samples.locator("figcaption span").allTextContents();
    expect(captions).toEqual(["curl", "@trustplane/sdk-fintech"]);
    const code = await samples.locator("pre code").allTextContents();
    // The samples call this server's public address (PUBLIC_BASE_URL), not `npm start`'s default.
    expect(code[0]).toContain(`curl -X POST '${app.ctx.config.publicBaseUrl}/api/ledger/transfer'`);
    expect(code[0]).toContain('"from":"acc_01JD5V8ZK3M4N5P6Q7R8S9T0VW","to":"acc_01JD5V9B2C3D4E5F6G7H8J9K0M"');
    expect(code[0]).toContain('-H "Idempotency-Key: $(openssl rand -hex 16)"');
    expect(code[1]).toContain("await client.ledger.transfers.create({");
    // An error's example shows a code the operation answers with, not a string made from a pattern.
    const example = operation.locator("tr.response[data-code='422'] .microlight").first();
    expect(await example.textContent()).toContain('"code": "insufficient-funds"');
    // Above the parameters, inside the opened operation only: a closed one shows none.
    expect(await page.locator(".opblock:not(.is-open) .code-samples").count()).toBe(0);
    // What an API key needs to call it (docs/api-keys.md).
    expect(await operation.locator(".operation-scope").textContent()).toBe("An API key needs the scope ledger:write.");
    await operation.screenshot({ path: "/tmp/docs-samples.png" });
    await page.close();
    expect(record.errors).toEqual([]);
    expect(record.cspViolations).toEqual([]);
    expect(foreignRequests(record.requests, new URL(app.url).origin)).toEqual([]);
  }, 60_000);
});
