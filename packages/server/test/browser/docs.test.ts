import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenApiDocument } from "../../src/http/openapi.ts";
import { startTestServer, type TestServer } from "../harness.ts";

/** Debian's chromium package; .ci/run installs it when missing. */
const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
];
const SCREENSHOT = "/tmp/docs.png";

let app: TestServer;
let context: BrowserContext;
let userDataDir: string;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `The docs page is tested in headless Chromium, which is not installed at ${CHROMIUM}. ` +
        "Install it with `apt-get update && apt-get install -y chromium` (as root; .ci/run does this in CI).",
    );
  }
  app = await startTestServer();
  userDataDir = mkdtempSync(join(tmpdir(), "docs-chromium-"));
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
  });
});

afterAll(async () => {
  await context?.close();
  if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  await app?.close();
});

/** What a page did: every request it made, errors it logged and CSP violations it reported. */
type PageRecord = { requests: string[]; errors: string[]; cspViolations: string[] };

const openRecorded = async (url: string): Promise<{ page: Page; record: PageRecord }> => {
  const record: PageRecord = { requests: [], errors: [], cspViolations: [] };
  const page = await context.newPage();
  page.on("request", (request) => record.requests.push(request.url()));
  page.on("websocket", (socket) => record.requests.push(socket.url()));
  page.on("console", (message) => {
    if (message.type() === "error") record.errors.push(message.text());
  });
  page.on("pageerror", (error) => record.errors.push(`uncaught: ${error.message}`));
  // Evaluated by the browser before the page's own scripts (outside the page's CSP).
  await page.exposeFunction("__reportCspViolation", (text: string) => record.cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  await page.goto(url, { waitUntil: "networkidle" });
  return { page, record };
};

/** Requests that left this origin. `data:` URLs are not requests to anyone (stylesheet icons). */
const foreignRequests = (requests: string[], origin: string): string[] =>
  requests.filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin);

describe("the docs page in headless Chromium", () => {
  it("renders every tag of the contract, with no error, no CSP violation and no request to another host", async () => {
    const contract = (await app.call<OpenApiDocument>("GET", "/api/openapi.json")).body;
    const tags = (contract.tags ?? []).map((tag) => tag.name);
    expect(tags).toEqual(expect.arrayContaining(["auth", "hub"]));

    const { page, record } = await openRecorded(`${app.url}/docs`);
    for (const tag of tags) {
      const heading = page.locator(`#operations-tag-${tag}`);
      await heading.waitFor({ state: "visible", timeout: 20_000 });
      expect(await heading.getAttribute("data-tag")).toBe(tag);
    }
    await expect(page.title()).resolves.toBe(`${contract.info.title}: documentation`);
    expect(await page.locator(".information-container .title").textContent()).toContain(contract.info.title);
    // Operations are listed under their tags, e.g. the catalog under hub.
    expect(await page.locator(".opblock-summary-path", { hasText: "/api/hub/catalog" }).count()).toBeGreaterThan(0);

    await page.screenshot({ path: SCREENSHOT });
    await page.close();

    expect(record.errors).toEqual([]);
    expect(record.cspViolations).toEqual([]);
    expect(foreignRequests(record.requests, new URL(app.url).origin)).toEqual([]);
    // It did load the contract and its assets from us (the recording works).
    expect(record.requests).toContain(`${app.url}/api/openapi.json`);
    expect(record.requests.some((url) => url.startsWith(`${app.url}/docs/assets/swagger-ui-bundle.`))).toBe(true);
  }, 60_000);

  it("follows the catalog's `/docs#tag/<module>` links to that tag", async () => {
    const { page, record } = await openRecorded(`${app.url}/docs#tag/hub`);
    await page.locator("#operations-tag-hub").waitFor({ state: "visible", timeout: 20_000 });
    expect(new URL(page.url()).hash).toBe("#/hub");
    const hubSection = page.locator(".opblock-tag-section", { has: page.locator("#operations-tag-hub") });
    await expect(hubSection.getAttribute("class")).resolves.toContain("is-open");
    await page.close();
    expect(record.errors).toEqual([]);
    expect(record.cspViolations).toEqual([]);
  }, 60_000);
});
