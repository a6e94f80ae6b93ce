// The reader's side, end to end through @trustplane/sdk-fintech: the link's metadata (GET, no view
// used, no-store/noindex/no-referrer), reading it (POST, counted), burning after the last view with
// key and content NULL in the database, expiry found at view time, 410 after, the owner's view of it,
// the access log as CSV, and the token kept out of the request log.
import { createFintechClient, type FintechClient } from "@trustplane/sdk-fintech";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredClient, rejection } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { capturedLogs } from "../log-capture.ts";
import { csvRecords, expireNow, LOAN_FIELDS, makeNda, NDA_FIELDS, stored } from "./helpers.ts";

const { logger, lines } = capturedLogs();

let app: TestServer;
let ada: FintechClient;
let reader: FintechClient;
beforeAll(async () => {
  app = await startTestServer({}, { logger });
  ada = await registeredClient(app.url, "Ada");
  reader = createFintechClient({ baseUrl: app.url, headers: { "User-Agent": "ReaderBot/1.0" } });
});
afterAll(async () => {
  await app?.close();
});

const problem = (error: unknown) =>
  error as { status: number; code: string; body: Record<string, any>; headers: Headers };

const expectLinkHeaders = (headers: Headers) => {
  expect(headers.get("cache-control")).toBe("no-store");
  expect(headers.get("x-robots-tag")).toBe("noindex");
  expect(headers.get("referrer-policy")).toBe("no-referrer");
};

describe("the link's metadata (GET)", () => {
  it("says what the link is without content and without using a view", async () => {
    const created = await makeNda(ada, { maxViews: 2 });
    for (let i = 0; i < 3; i++) {
      const { data, response } = await reader.contracts.links.retrieve.withResponse(created.viewToken);
      expectLinkHeaders(response.headers);
      expect(data).toEqual({
        template: "nda",
        title: "Non-disclosure agreement",
        status: "active",
        viewsRemaining: 2,
        expiresAt: created.document.expiresAt,
        destroyedAt: null,
      });
      expect(JSON.stringify(data)).not.toContain("Grace Hopper");
    }
    expect((await stored(app, created.document.id)).views).toBe(0);
  });

  it("keeps at most 1,000 opened events per document: a link fetched in a loop cannot grow the log without end", async () => {
    // Anyone holding the link may GET it, also long after the document is destroyed; each GET was a new
    // row in its owner's log. The log is filled to one below the bound directly, then read through.
    const created = await makeNda(ada, { maxViews: 1 });
    await reader.contracts.links.view(created.viewToken);
    await app.ctx.db.query(sql.unsafe`
      INSERT INTO contract_access_log (document_id, event, ip_hash, user_agent)
      SELECT ${created.document.id}, 'opened', NULL, 'Loop/1.0' FROM generate_series(1, 999)`);
    for (let i = 0; i < 3; i++) {
      const link = await reader.contracts.links.retrieve(created.viewToken);
      expect(link.status).toBe("destroyed");
    }
    const events = csvRecords(String(await ada.contracts.documents.exportLog(created.document.id)))
      .slice(1)
      .map((r) => r[1]);
    expect(events.filter((e) => e === "opened")).toHaveLength(1000);
    // The view and the destruction are kept whatever the opened events.
    expect(events.filter((e) => e !== "opened")).toEqual(["viewed", "destroyed"]);
  });

  it("answers 404 for a token no document has", async () => {
    const error = problem(await rejection(reader.contracts.links.retrieve("A".repeat(43))));
    expect([error.status, error.code]).toEqual([404, "contract-link-not-found"]);
    expect(error.headers.get("cache-control")).toBe("no-store");
    const view = problem(await rejection(reader.contracts.links.view("A".repeat(43))));
    expect([view.status, view.code]).toEqual([404, "contract-link-not-found"]);
    // The problem names the route, never the token.
    expect(view.body.instance).toBe("/api/contracts/view/{token}");
  });
});

describe("reading a document (POST)", () => {
  it("renders it, counts each view, and burns it after the last: key and content NULL, then 410", async () => {
    const created = await ada.contracts.documents.create({
      template: "loan-receipt",
      fields: LOAN_FIELDS,
      maxViews: 2,
    });
    const first = await reader.contracts.links.view.withResponse(created.viewToken);
    expectLinkHeaders(first.response.headers);
    expect(first.data).toMatchObject({ template: "loan-receipt", title: "Loan receipt", viewsRemaining: 1 });
    expect(first.data.sections[0]).toEqual({
      heading: "Receipt",
      text: "I, Charles Babbage, received 1 234 567.50 KZT from Ada Lovelace on 2026-11-20 as a loan.",
    });
    // An optional field not given reads as a dash.
    expect(first.data.sections[1]!.text).toBe(
      "I will repay the whole amount by 2027-05-20, with interest at — % a year.",
    );
    expect(first.data.fields.find((f) => f.name === "interestRate")).toEqual({
      name: "interestRate",
      label: "Interest rate (% a year)",
      type: "string",
      value: null,
    });
    expect(first.data.text.startsWith("Loan receipt\n\nReceipt\nI, Charles Babbage")).toBe(true);

    const middle = await ada.contracts.documents.retrieve(created.document.id);
    expect(middle).toMatchObject({ status: "active", viewsUsed: 1, viewsRemaining: 1, viewed: true });
    expect(middle.firstViewedAt).toBe(first.data.viewedAt);

    const last = await reader.contracts.links.view(created.viewToken);
    expect(last.viewsRemaining).toBe(0);
    expect(last.sections).toEqual(first.data.sections);
    const row = await stored(app, created.document.id);
    expect(row).toMatchObject({ views: 2, data_key: null, content: null, destroyed_reason: "views-exhausted" });

    const after = problem(await rejection(reader.contracts.links.view(created.viewToken)));
    expect([after.status, after.code, after.body.destroyedReason]).toEqual([
      410,
      "document-destroyed",
      "views-exhausted",
    ]);
    expect(after.body.destroyedAt).toBe(row.destroyed_at);
    expectLinkHeaders(after.headers);
    const meta = await reader.contracts.links.retrieve(created.viewToken);
    expect(meta).toMatchObject({ status: "destroyed", viewsRemaining: 0, destroyedAt: row.destroyed_at });

    // The owner still sees whether and when it was viewed.
    const owner = await ada.contracts.documents.retrieve(created.document.id);
    expect(owner).toMatchObject({
      status: "destroyed",
      viewsUsed: 2,
      viewsRemaining: 0,
      viewed: true,
      firstViewedAt: first.data.viewedAt,
      lastViewedAt: last.viewedAt,
      destroyedAt: row.destroyed_at,
      destroyedReason: "views-exhausted",
      fields: null,
    });
    const listed = await ada.contracts.documents.list();
    expect(listed.items.find((d) => d.id === created.document.id)).toMatchObject({ status: "destroyed", viewsUsed: 2 });
  });

  it("destroys a document past its expiry at view time (410 expired), before any sweep", async () => {
    const created = await makeNda(ada, { maxViews: 5 });
    await expireNow(app, created.document.id);
    // The owner's list reads it destroyed already.
    const listed = await ada.contracts.documents.list();
    expect(listed.items.find((d) => d.id === created.document.id)).toMatchObject({
      status: "destroyed",
      destroyedReason: "expired",
    });
    const error = problem(await rejection(reader.contracts.links.view(created.viewToken)));
    expect([error.status, error.code, error.body.destroyedReason]).toEqual([410, "document-destroyed", "expired"]);
    const row = await stored(app, created.document.id);
    expect([row.data_key, row.content, row.views]).toEqual([null, null, 0]);
    expect(row.destroyed_at).toBe(error.body.destroyedAt);
    const owner = await ada.contracts.documents.retrieve(created.document.id);
    expect(owner).toMatchObject({ status: "destroyed", destroyedReason: "expired", viewed: false, fields: null });
  });

  it("an expired document read by its owner first is destroyed by that read", async () => {
    const created = await makeNda(ada);
    await expireNow(app, created.document.id);
    const owner = await ada.contracts.documents.retrieve(created.document.id);
    expect(owner).toMatchObject({ status: "destroyed", destroyedReason: "expired", fields: null });
    expect((await stored(app, created.document.id)).content).toBeNull();
    const meta = await reader.contracts.links.retrieve(created.viewToken);
    expect(meta.status).toBe("destroyed");
  });
});

describe("the access log (log.csv)", () => {
  it("lists opened, viewed and destroyed with a keyed hash of the address and the user agent, formula-safe", async () => {
    const created = await makeNda(ada, { maxViews: 1 });
    await reader.contracts.links.retrieve(created.viewToken);
    const sneaky = createFintechClient({
      baseUrl: app.url,
      headers: { "User-Agent": '=HYPERLINK("http://x","a, b")' },
    });
    await sneaky.contracts.links.view(created.viewToken);
    await rejection(sneaky.contracts.links.view(created.viewToken));
    const { data: csv, response } = await ada.contracts.documents.exportLog.withResponse(created.document.id);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="contract-log-${created.document.id}.csv"`,
    );
    const text = String(csv);
    expect(text.endsWith("\r\n")).toBe(true);
    const records = csvRecords(text);
    expect(records[0]).toEqual(["time", "event", "ipHash", "userAgent"]);
    const rows = records.slice(1);
    expect(rows.map((r) => r[1])).toEqual(["opened", "viewed", "destroyed"]);
    expect(rows[0]![3]).toBe("ReaderBot/1.0");
    // A user agent that would run as a formula is written as text.
    expect(rows[1]![3]).toBe(`'=HYPERLINK("http://x","a, b")`);
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""a, b"")"`);
    // The same address hashes the same, and is never the address or its plain SHA-256.
    expect(rows[0]![2]).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[1]![2]).toBe(rows[0]![2]);
    expect(text).not.toContain("127.0.0.1");
    const { createHash } = await import("node:crypto");
    for (const ip of ["127.0.0.1", "::ffff:127.0.0.1"])
      expect(text).not.toContain(createHash("sha256").update(ip).digest("hex").slice(0, 32));
    expect(rows[2]![2]).toBe("");
    for (const row of rows) expect(Number.isNaN(Date.parse(row[0]!))).toBe(false);
    expect(Date.parse(rows[0]![0]!)).toBeLessThanOrEqual(Date.parse(rows[1]![0]!));
  });

  it("records a revocation", async () => {
    const created = await makeNda(ada);
    await ada.contracts.documents.update(created.document.id, { revoked: true });
    const records = csvRecords(String(await ada.contracts.documents.exportLog(created.document.id)));
    expect(records.slice(1).map((r) => r[1])).toEqual(["revoked"]);
  });
});

describe("secrets in logs", () => {
  it("never writes a link's token to the log: its requests are logged by the route's template", async () => {
    lines.length = 0;
    const created = await makeNda(ada, { maxViews: 1 });
    await reader.contracts.links.retrieve(created.viewToken);
    await reader.contracts.links.view(created.viewToken);
    await rejection(reader.contracts.links.view(created.viewToken));
    // A method the link does not take is logged, and answered, by the template too.
    const wrongMethod = await app.call("DELETE", `/api/contracts/view/${created.viewToken}`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.instance).toBe("/api/contracts/view/{token}");
    expect(wrongMethod.text).not.toContain(created.viewToken);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const requests = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === "request");
    expect(requests.filter((r) => r.path === "/api/contracts/view/{token}").map((r) => [r.method, r.status])).toEqual([
      ["GET", 200],
      ["POST", 200],
      ["POST", 410],
      ["DELETE", 405],
    ]);
    for (const line of lines) expect(line).not.toContain(created.viewToken);
  });

  it("keeps a mistyped link's token out of the log too: a path that matches no route but starts like one", async () => {
    lines.length = 0;
    const { viewToken } = await makeNda(ada);
    const answers = [];
    for (const path of [
      `/api/contracts/view/${viewToken}/extra`,
      `/API/Contracts/View/${viewToken}/x/y`,
      `/api/contracts/view/${viewToken}%E0%A4%A`,
    ]) {
      const answer = await app.call("POST", path);
      expect(answer.text).not.toContain(viewToken);
      answers.push([answer.status, answer.body.instance]);
    }
    expect(answers).toEqual([
      [404, "/api/contracts/view/{redacted}"],
      [404, "/api/contracts/view/{redacted}"],
      [400, "/api/contracts/view/{redacted}"],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const requests = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === "request");
    expect(requests.map((r) => r.path).slice(-3)).toEqual(Array(3).fill("/api/contracts/view/{redacted}"));
    for (const line of lines) expect(line).not.toContain(viewToken);
    // Other unknown paths are still shown as they are.
    expect((await app.call("GET", "/api/contracts/nowhere")).body.instance).toBe("/api/contracts/nowhere");
  });

  it("keeps the token out of the log when the link's prefix is not at the start of the path", async () => {
    // A base URL with a trailing slash makes `//api/contracts/view/<token>`; the link pasted under another
    // prefix, doubled or percent-encoded slashes, an encoded letter and a missing slash are as common
    // typing mistakes. None matches a route, and each still names the token.
    lines.length = 0;
    const { viewToken } = await makeNda(ada);
    const paths = [
      `//api/contracts/view/${viewToken}`,
      `/api//contracts/view/${viewToken}`,
      `/api/contracts//view/${viewToken}`,
      `/playground/api/contracts/view/${viewToken}`,
      `/api/contracts/%76iew/${viewToken}`,
      `/api/contracts%2Fview%2F${viewToken}`,
      `/api/contracts/view${viewToken}`,
    ];
    const answers = [];
    for (const path of paths) {
      const answer = await app.call("GET", path);
      expect(answer.text).not.toContain(viewToken);
      answers.push([answer.status, String(answer.body.instance).endsWith("/api/contracts/view/{redacted}")]);
    }
    expect(answers).toEqual(paths.map(() => [404, true]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const requests = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === "request");
    expect(requests).toHaveLength(paths.length + 1);
    for (const line of lines) expect(line).not.toContain(viewToken);
    // A browser's CORS preflight is answered before routing, and must not log the token either.
    lines.length = 0;
    const preflight = await app.call("OPTIONS", `/api/contracts/view/${viewToken}`, {
      headers: { Origin: "https://reader.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.map((line) => JSON.parse(line).path)).toEqual(["/api/contracts/view/{redacted}"]);
    // The route itself without a token, and other paths, are still shown as they are.
    expect((await app.call("GET", "/api/contracts/view")).body.instance).toBe("/api/contracts/view");
    expect((await app.call("GET", "//api/contracts/nowhere")).body.instance).toBe("//api/contracts/nowhere");
  });
});

describe("field rendering", () => {
  it("keeps the text's line breaks and shows every field of the template", async () => {
    const created = await makeNda(ada);
    const view = await reader.contracts.links.view(created.viewToken);
    expect(view.sections[1]!.text).toBe(
      `The Disclosing Party will share confidential information for this purpose only: ${NDA_FIELDS.purpose}`,
    );
    expect(view.fields.map((f) => f.name)).toEqual([
      "disclosingParty",
      "receivingParty",
      "purpose",
      "effectiveDate",
      "termMonths",
      "governingLaw",
    ]);
  });
});
