import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";

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

export type Browser = { context: BrowserContext; close(): Promise<void> };

/** Headless Chromium with a throwaway profile, for the pages the server serves. */
export const launchChromium = async (): Promise<Browser> => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Pages are tested in headless Chromium, which is not installed at ${CHROMIUM}. ` +
        "Install it with `apt-get update && apt-get install -y chromium` (as root; .ci/run does this in CI).",
    );
  }
  const userDataDir = mkdtempSync(join(tmpdir(), "trustplane-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
};

/** What a page did: every request it made, errors it logged and CSP violations it reported. */
export type PageRecord = { requests: string[]; errors: string[]; cspViolations: string[] };

export const openRecorded = async (
  context: BrowserContext,
  url: string,
): Promise<{ page: Page; record: PageRecord }> => {
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
export const foreignRequests = (requests: string[], origin: string): string[] =>
  requests.filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin);
