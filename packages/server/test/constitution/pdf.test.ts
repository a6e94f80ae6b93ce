// Scenario PDFs. The client packages leave this binary operation out, so these are typed requests built
// from the generated contract types, sent with fetch; the PDF's text is extracted with pdf.js and checked.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { operations } from "../../src/generated/contract.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { AUTOCRATIC, NORDIC } from "./helpers.ts";

type PdfRequest = operations["renderConstitutionPdf"]["requestBody"]["content"]["application/json"];

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ CONSTITUTION_PDFS_PER_DAY: "3" });
});
afterAll(async () => {
  await app?.close();
});

const KAZAKH = "Қазақстан: әғқңөұүһі";

const pdf = (token: string | undefined, body: PdfRequest) =>
  fetch(`${app.url}/api/constitution/pdf`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** The text of every page, each page's items joined by spaces. */
const textOf = async (bytes: Uint8Array): Promise<string> => {
  const document = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await document.cleanup();
  return pages.join("\n");
};

const tokenOf = async (name: string) => (await app.register({ name })).token;

describe("scenario PDFs", () => {
  it("renders a saved scenario with Cyrillic, Kazakh and ₸ as real text, in an embedded font", async () => {
    const token = await tokenOf("Pdf");
    const title = `Нордическая модель — ${KAZAKH}, бюджет 1 000 000 ₸`;
    const saved = await app.call("POST", "/api/constitution/scenarios", {
      token,
      body: { title, sliders: NORDIC, tags: ["салық", "₸"] },
    });
    expect(saved.status).toBe(201);
    const res = await pdf(token, { scenarioId: saved.body.id });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="scenario-${saved.body.id}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/FontFile2/); // the TrueType font is embedded
    const text = await textOf(bytes);
    for (const expected of [
      "Нордическая модель",
      KAZAKH,
      "1 000 000 ₸",
      "Regime: Social democracy",
      "салық",
      "Rule of law",
      "Legitimacy",
      "83.3",
      `Scenario ${saved.body.id}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("renders an inline scenario, computing its regime and metrics", async () => {
    const token = await tokenOf("Inline");
    const res = await pdf(token, { scenario: { title: "Абсолютизм ₸", sliders: AUTOCRATIC } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('inline; filename="scenario-unsaved.pdf"');
    const text = await textOf(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("Абсолютизм ₸");
    expect(text).toContain("Regime: Autocracy");
    expect(text).toContain("Unsaved scenario");
  });

  it("refuses neither or both of scenarioId and scenario, bad sliders, and no token", async () => {
    const token = await tokenOf("Picky");
    for (const body of [
      {},
      { scenarioId: "csc_01JD0000000000000000000000", scenario: { title: "Both", sliders: NORDIC } },
      { scenario: { title: "Bad", sliders: { ...NORDIC, floor: 101 } } },
      { scenario: { title: "", sliders: NORDIC } },
    ]) {
      const res = await pdf(token, body as PdfRequest);
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe("validation");
    }
    expect((await pdf(undefined, { scenario: { title: "Anon", sliders: NORDIC } })).status).toBe(401);
    const plan = await app.call("GET", "/api/constitution/me/plan", { token });
    expect(plan.body.quotas.pdfsPerDay.used).toBe(0);
  });

  it("answers someone else's scenario like an unknown one: 404, not counted", async () => {
    const owner = await tokenOf("Owner");
    const other = await tokenOf("Other");
    const saved = await app.call("POST", "/api/constitution/scenarios", {
      token: owner,
      body: { title: "Mine", sliders: NORDIC },
    });
    const theirs = await pdf(other, { scenarioId: saved.body.id });
    const unknown = await pdf(other, { scenarioId: "csc_01JD0000000000000000000000" });
    expect(theirs.status).toBe(404);
    expect(unknown.status).toBe(404);
    const [a, b] = [await theirs.json(), await unknown.json()];
    expect(a.code).toBe("constitution-scenario-not-found");
    expect({ code: a.code, title: a.title }).toEqual({ code: b.code, title: b.title });
    const plan = await app.call("GET", "/api/constitution/me/plan", { token: other });
    expect(plan.body.quotas.pdfsPerDay.used).toBe(0);
  });

  it("counts PDFs against the daily quota: past it, 429 with the quota and its reset", async () => {
    const token = await tokenOf("Printer");
    for (let i = 0; i < 3; i++) {
      const res = await pdf(token, { scenario: { title: `copy ${i}`, sliders: NORDIC } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const refused = await pdf(token, { scenario: { title: "one more", sliders: NORDIC } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const tomorrow = new Date();
    tomorrow.setUTCHours(24, 0, 0, 0);
    expect(await refused.json()).toMatchObject({
      code: "constitution-quota-exceeded",
      quota: "pdfsPerDay",
      limit: 3,
      resetAt: tomorrow.toISOString(),
    });
  });
});
