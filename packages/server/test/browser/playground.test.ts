// The governance playground in headless Chromium: the sliders classified live in the browser by the
// governance model, presets and countries from the API, a suggestion streamed without a language model
// (the server's default: the governance model works it out), registration, saving, publishing, and the
// artifact in the list; nothing blocked by the CSP, nothing fetched from another host. The screenshots
// are /tmp/playground.png and /tmp/playground-suggestion.png.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { evaluate, SLIDER_KEYS, type Sliders } from "@trustplane/governance-model";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { suggestChanges } from "../../src/modules/constitution/suggest-search.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { type Browser, foreignRequests, launchChromium, openRecorded } from "./chromium.ts";

const SCREENSHOT = "/tmp/playground.png";
const SUGGESTION_SCREENSHOT = "/tmp/playground-suggestion.png";

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

const slidersOn = async (page: Page): Promise<Sliders> =>
  Object.fromEntries(
    await Promise.all(SLIDER_KEYS.map(async (key) => [key, Number(await page.inputValue(`#slider-${key}`))])),
  ) as Sliders;

const regimeOn = (page: Page) => page.locator("#regime-name").textContent();

/** The page shows the model's regime and metrics for the sliders it shows. */
const showsTheModel = async (page: Page) => {
  const model = evaluate(await slidersOn(page));
  await expect.poll(() => regimeOn(page)).toBe(model.regime.name);
  for (const [key, value] of Object.entries(model.metrics))
    expect(await page.locator(`#metric-${key}`).textContent(), key).toBe(value.toFixed(1));
  return model;
};

describe("the governance playground in headless Chromium", () => {
  it("serves the model's own build as the browser's model", async () => {
    const page = await app.call("GET", "/playground/");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
    const src = /<link rel="modulepreload" href="([^"]+)">/.exec(page.text)![1]!;
    const served = await fetch(`${app.url}${src}`);
    expect(served.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const require = createRequire(import.meta.url);
    const dist = join(dirname(require.resolve("@trustplane/governance-model/package.json")), "dist/esm/index.js");
    expect(Buffer.from(await served.arrayBuffer()).equals(readFileSync(dist))).toBe(true);
    expect((await app.call("GET", "/playground")).headers.get("location")).toBe("/playground/");
  });

  it("classifies live, loads presets and countries, suggests, signs up, saves and publishes", async () => {
    const { page, record } = await openRecorded(browser.context, `${app.url}/playground/`);
    await page.locator("html[data-ready=true]").waitFor();
    expect(await page.title()).toBe("Governance playground");
    const start = await showsTheModel(page);

    // Moving sliders (by keyboard and by value) changes the regime, computed in the browser.
    await page.focus("#slider-rotation");
    await page.keyboard.press("Home");
    expect(await page.inputValue("#slider-rotation")).toBe("0");
    for (const key of SLIDER_KEYS) await page.locator(`#slider-${key}`).fill(key === "skinInGame" ? "20" : "10");
    const autocratic = await showsTheModel(page);
    expect(autocratic.regime.name).not.toBe(start.regime.name);
    expect(autocratic.regime.id).toBe("autocracy");

    // A preset and a country, from the API.
    const presets = (await app.call("GET", "/api/constitution/public/presets")).body.items as {
      id: string;
      sliders: Sliders;
      regime: { name: string };
    }[];
    await page.locator("#preset:not([disabled])").waitFor();
    const preset = presets.find((p) => p.regime.name !== autocratic.regime.name)!;
    await page.selectOption("#preset", preset.id);
    await page.click("#load-preset");
    expect(await slidersOn(page)).toEqual(preset.sliders);
    expect((await showsTheModel(page)).regime.name).toBe(preset.regime.name);

    const countries = (await app.call("GET", "/api/constitution/public/countries")).body.items as {
      code: string;
      sliders: Sliders;
      regime: { name: string };
    }[];
    await page.selectOption("#country", countries[0]!.code);
    await page.click("#load-country");
    expect(await slidersOn(page)).toEqual(countries[0]!.sliders);
    expect((await showsTheModel(page)).regime.name).toBe(countries[0]!.regime.name);

    // A suggestion, streamed, without an account. The server has no language model (its default), so
    // the governance model works out the smallest change toward the goal: innovation up by 10 points.
    const before = await slidersOn(page);
    const expected = suggestChanges(before, { metric: "innovation", direction: "raise" });
    expect(expected.changes.length).toBeGreaterThan(0);
    await page.fill("#ai-goal", "More innovation without losing stability");
    await page.click("#ai-submit");
    await page.locator("#ai-result").waitFor({ state: "visible", timeout: 20_000 });
    const moved = `${expected.changes.length} slider${expected.changes.length === 1 ? "" : "s"} moved`;
    const summary = await page.locator("#ai-summary").textContent();
    expect(summary).toContain(`Suggested: ${expected.regime.name} (${moved}). ${expected.summary}`);
    for (const change of expected.changes) expect(summary).toContain(change.reason);
    // The stream showed the same explanation as it came, line by line.
    expect(await page.locator("#ai-stream").textContent()).toBe(
      [expected.summary, ...expected.changes.map((c) => c.reason)].join("\n"),
    );
    expect(await page.locator("#ai-status").textContent()).toBe("Suggestion ready.");
    await page.screenshot({ path: SUGGESTION_SCREENSHOT, fullPage: true });
    // Applying it moves the page's sliders there; the browser's model agrees on the regime and metrics.
    await page.click("#ai-apply");
    expect(await page.locator("#ai-status").textContent()).toBe("Suggestion applied.");
    expect(await slidersOn(page)).toEqual(expected.sliders);
    const suggested = await showsTheModel(page);
    expect(suggested).toEqual({ regime: expected.regime, metrics: expected.metrics });
    expect(suggested.metrics.innovation).toBeGreaterThanOrEqual(evaluate(before).metrics.innovation + 10);

    // Sign up (saving and publishing need an account; the suggestion above did not), save, publish.
    const email = `playground-${Date.now()}@example.test`;
    await page.fill("#email", email);
    await page.fill("#password", "correct horse battery");
    await page.fill("#name", "Playground Visitor");
    await page.click("#register-button");
    await page.locator("#signed-in").waitFor({ state: "visible" });
    expect(await page.locator("#who").textContent()).toBe(email);

    await page.fill("#title", "Browser-made constitution");
    await page.fill("#tags", "browser, playground");
    await page.click("#save");
    await expect
      .poll(() => page.locator("#account-status").textContent())
      .toMatch(/^Saved “Browser-made constitution”/);

    await page.fill("#summary", "Published from the playground test.");
    await page.click("#publish");
    await expect
      .poll(() => page.locator("#account-status").textContent())
      .toMatch(/^Published “Browser-made constitution” as citizen-/);
    const listed = page.locator("#artifacts li", { hasText: "Browser-made constitution" });
    await listed.waitFor();
    expect(await listed.locator(".badge").textContent()).toBe(suggested.regime.name);

    const published = (await app.call("GET", "/api/registry/constitution-artifacts")).body.items[0];
    expect(published).toMatchObject({
      title: "Browser-made constitution",
      summary: "Published from the playground test.",
      tags: ["browser", "playground"],
      regime: suggested.regime,
      metrics: suggested.metrics,
    });

    await page.screenshot({ path: SCREENSHOT, fullPage: true });
    await page.close();
    expect(record.errors).toEqual([]);
    expect(record.cspViolations).toEqual([]);
    expect(foreignRequests(record.requests, new URL(app.url).origin)).toEqual([]);
    // Every API call went through the page's prefix.
    const api = record.requests.filter((url) => new URL(url).pathname.includes("/api/"));
    expect(api.length).toBeGreaterThan(0);
    for (const url of api) expect(new URL(url).pathname.startsWith("/playground/api/"), url).toBe(true);
  }, 90_000);
});
