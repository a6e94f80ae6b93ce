// A contract document's link, opened in Chromium: the page says what it is, who sent it and how many views
// are left (opening it uses none); Reveal makes the POST and shows the document in the page; a reload
// shows one view fewer; once the views are used up the page says the document was destroyed. Nothing is
// blocked by the page's CSP and nothing is fetched from elsewhere. Screenshots in /tmp/contract-page-*.png.
import type { FintechClient, Schemas } from "@trustplane/sdk-fintech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeNda, NDA_FIELDS, stored } from "../contracts/helpers.ts";
import { registeredClient } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { type Browser, foreignRequests, launchChromium, openRecorded, type PageRecord } from "./chromium.ts";

let app: TestServer;
let browser: Browser;
let ada: FintechClient;

beforeAll(async () => {
  browser = await launchChromium();
  app = await startTestServer();
  ada = await registeredClient(app.url, "Ada");
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const expectClean = (record: PageRecord) => {
  expect(record.cspViolations).toEqual([]);
  expect(record.errors).toEqual([]);
  expect(foreignRequests(record.requests, new URL(app.url).origin)).toEqual([]);
};

describe("a contract document's link in a browser", () => {
  it("shows what it is, reveals it on request, counts down its views and then says it was destroyed", async () => {
    const created: Schemas["ContractDocumentCreated"] = await makeNda(ada, {
      maxViews: 2,
      senderName: "Ada Lovelace",
    });
    expect(created.viewUrl.startsWith(app.url)).toBe(true);

    // Opened: what it is, from whom, how many views are left and until when; no view used.
    const { page, record } = await openRecorded(browser.context, created.viewUrl);
    expect(await page.locator("#link h1").textContent()).toBe("Non-disclosure agreement");
    expect(await page.locator("#sender").textContent()).toBe("Ada Lovelace");
    expect(await page.locator("#views-left").textContent()).toBe("2");
    // The script shows the expiry in the reader's own time (it no longer reads as the server's UTC).
    const expires = page.locator("#expires");
    expect(await expires.getAttribute("datetime")).toBe(new Date(created.document.expiresAt).toISOString());
    expect(await expires.textContent()).not.toMatch(/UTC$/);
    expect(await page.locator("#reveal").isVisible()).toBe(true);
    expect(await page.locator("#document").isVisible()).toBe(false);
    expect(await page.title()).toBe("A private document · Trustplane");
    await page.screenshot({ path: "/tmp/contract-page-opened.png", fullPage: true });
    expect((await stored(app, created.document.id)).views).toBe(0);
    expectClean(record);

    // Reveal: one POST, the document in the page.
    await page.locator("#reveal").click();
    await page.locator("#document").waitFor({ state: "visible" });
    expect(await page.locator("#document-title").textContent()).toBe("Non-disclosure agreement");
    expect(await page.locator("#document-sections h3").allTextContents()).toEqual([
      "Parties",
      "Purpose",
      "Obligations",
      "Governing law",
    ]);
    const sections = await page.locator("#document-sections p").allTextContents();
    expect(sections[0]).toContain(NDA_FIELDS.receivingParty);
    // The text's line break is kept, as text.
    expect(sections[1]).toContain("Evaluating a joint venture.\nSecond line.");
    // As rendered too: the page shows it on its own line.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text (white-space: pre-wrap) is what is checked
    expect(await page.locator("#document-sections p").nth(1).innerText()).toContain("venture.\nSecond line.");
    const labels = await page.locator("#document-fields dt").allTextContents();
    const values = await page.locator("#document-fields dd").allTextContents();
    expect(Object.fromEntries(labels.map((label, i) => [label, values[i]]))).toMatchObject({
      "Disclosing party": NDA_FIELDS.disclosingParty,
      "Receiving party": NDA_FIELDS.receivingParty,
      "Effective date": NDA_FIELDS.effectiveDate,
      "Term (months)": String(NDA_FIELDS.termMonths),
      "Governing law": "—",
    });
    expect(await page.locator("#views-left").textContent()).toBe("1");
    expect(await page.locator("#document-after").textContent()).toMatch(/^This used one view: 1 left, until /);
    expect(await page.locator("#reveal").isVisible()).toBe(false);
    const link = new URL(created.viewUrl).pathname;
    expect(record.requests.filter((url) => new URL(url).pathname === link)).toHaveLength(2);
    await page.screenshot({ path: "/tmp/contract-page-revealed.png", fullPage: true });
    expect((await stored(app, created.document.id)).views).toBe(1);
    expectClean(record);

    // Reloaded: one view fewer, the document hidden again until Reveal.
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.locator("#views-left").textContent()).toBe("1");
    expect(await page.locator("#document").isVisible()).toBe(false);
    expect(await page.locator("#reveal").isVisible()).toBe(true);
    expect((await stored(app, created.document.id)).views).toBe(1);

    // A second tab opened before the last view.
    const other = await openRecorded(browser.context, created.viewUrl);
    expect(await other.page.locator("#views-left").textContent()).toBe("1");

    // The last view: shown, and the page says it was the last.
    await page.locator("#reveal").click();
    await page.locator("#document").waitFor({ state: "visible" });
    expect(await page.locator("#views-left").textContent()).toBe("0");
    expect(await page.locator("#document-after").textContent()).toMatch(
      /^That was its last view: the document is now destroyed/,
    );
    expect(await page.locator("#document-fields dd").first().textContent()).toBe(NDA_FIELDS.disclosingParty);
    await page.screenshot({ path: "/tmp/contract-page-last-view.png", fullPage: true });
    expect(await stored(app, created.document.id)).toMatchObject({ views: 2, content: null, sender: null });
    expectClean(record);

    // The other tab's Reveal finds it destroyed, and says so.
    await other.page.locator("#reveal").click();
    await other.page.locator("#gone").waitFor({ state: "visible" });
    expect(await other.page.locator("#gone h1").textContent()).toBe("This document was destroyed");
    expect(await other.page.locator("#gone-text").textContent()).toMatch(
      /: its views were used up\. Its content is gone for good\.$/,
    );
    expect(await other.page.locator("#link").isVisible()).toBe(false);
    await other.page.screenshot({ path: "/tmp/contract-page-gone-in-page.png", fullPage: true });
    // The 410 the POST answered is the browser's one logged error; nothing was blocked.
    expect(other.record.cspViolations).toEqual([]);
    expect(other.record.errors).toEqual([expect.stringMatching(/status of 410/)]);
    await other.page.close();

    // Reloaded after the last view: 410, a page saying it was destroyed, when and why.
    const response = await page.reload({ waitUntil: "networkidle" });
    expect(response?.status()).toBe(410);
    expect(await page.locator("h1").textContent()).toBe("This document was destroyed");
    expect(await page.locator("#gone .note").textContent()).toMatch(/its views were used up/);
    expect(await page.locator("#reveal").count()).toBe(0);
    expect(await page.title()).toBe("Document destroyed · Trustplane");
    await page.screenshot({ path: "/tmp/contract-page-destroyed.png", fullPage: true });
    expect(record.cspViolations).toEqual([]);
    // The one error is the browser's report of the page's own 410.
    expect(record.errors).toEqual([expect.stringMatching(/status of 410/)]);
    await page.close();
  });

  it("shows an unknown link's page (404) and a page with no sender named, with nothing blocked", async () => {
    const unknown = await openRecorded(browser.context, `${app.url}/api/contracts/view/${"C".repeat(43)}`);
    expect(await unknown.page.locator("h1").textContent()).toBe("This link leads to no document");
    expect(unknown.record.cspViolations).toEqual([]);
    expect(unknown.record.errors).toEqual([expect.stringMatching(/status of 404/)]);
    await unknown.page.screenshot({ path: "/tmp/contract-page-unknown.png", fullPage: true });
    await unknown.page.close();

    const created = await makeNda(ada);
    const { page, record } = await openRecorded(browser.context, created.viewUrl);
    expect(await page.locator("#sender").textContent()).toBe("Not named");
    expect(await page.locator("#views-left").textContent()).toBe("1");
    expectClean(record);
    await page.close();
  });
});
