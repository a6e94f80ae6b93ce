// The link in a browser: GET /api/contracts/view/{token} with text/html preferred answers a page (what the
// document is, the sender's name its owner chose, the views left and until when, a Reveal button) under
// its own CSP, with none of the document's content; a destroyed or unknown link's page is 410 or 404.
// Programs (application/json, */*, no Accept, the client package) keep the JSON answers exactly as they
// were; no GET and no HEAD uses a view. The sender's name is encrypted at rest, destroyed with the
// document, and never logged.
import { createHash } from "node:crypto";
import { request } from "node:http";
import { createFintechClient, type FintechClient } from "@trustplane/sdk-fintech";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LINK_GONE_PAGE_CSP, LINK_PAGE_CSP } from "../../src/modules/contracts/page.ts";
import { PASSWORD, registeredClient, rejection, uniqueEmail } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { capturedLogs } from "../log-capture.ts";
import { BROWSER_ACCEPT, csvRecords, expireNow, makeNda, NDA_FIELDS, stored } from "./helpers.ts";

const { logger, lines } = capturedLogs();

let app: TestServer;
let ada: FintechClient;
let reader: FintechClient;
beforeAll(async () => {
  app = await startTestServer({}, { logger });
  ada = await registeredClient(app.url, "Ada");
  reader = createFintechClient({ baseUrl: app.url });
});
afterAll(async () => {
  await app?.close();
});

const linkPath = (token: string) => `/api/contracts/view/${token}`;

/** A GET as a browser opens the link. */
const openInBrowser = (token: string, headers: Record<string, string> = {}) =>
  app.call("GET", linkPath(token), { headers: { accept: BROWSER_ACCEPT, ...headers } });

/** A request exactly as given (fetch would add `Accept: *\/*`): for a GET or HEAD without Accept. */
const raw = (
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> =>
  new Promise((resolve, reject) => {
    const req = request(`${app.url}${path}`, { method, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end();
  });

const expectLinkHeaders = (headers: Headers) => {
  expect(headers.get("cache-control")).toBe("no-store");
  expect(headers.get("x-robots-tag")).toBe("noindex");
  expect(headers.get("referrer-policy")).toBe("no-referrer");
  expect(headers.get("vary")).toMatch(/\bAccept\b/);
};

/** What a program's GET answered before the page existed: these six keys, nothing else. */
const metadataOf = (created: { document: { expiresAt: string } }, viewsRemaining: number) => ({
  template: "nda",
  title: "Non-disclosure agreement",
  status: "active",
  viewsRemaining,
  expiresAt: created.document.expiresAt,
  destroyedAt: null,
});

const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The document's content as it could show on a page: none of it may be on the GET's page. */
const CONTENT = [
  NDA_FIELDS.disclosingParty,
  NDA_FIELDS.receivingParty,
  "Evaluating a joint venture",
  "Second line",
  // The template's own text, which only a view shows.
  "Disclosing Party",
  "confidential information",
];

describe("the link in a browser (GET, text/html preferred)", () => {
  it("answers a page saying what it is, who sent it and the views left, with none of the content and no view used", async () => {
    const created = await makeNda(ada, { maxViews: 3, senderName: `Ada <Labs> & "Co"` });
    for (let i = 0; i < 3; i++) {
      const page = await openInBrowser(created.viewToken);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(page.headers.get("content-security-policy")).toBe(LINK_PAGE_CSP);
      expectLinkHeaders(page.headers);
      const html = page.text;
      expect(html).toContain(`<meta name="robots" content="noindex">`);
      expect(html).toContain(`<meta name="referrer" content="no-referrer">`);
      expect(html).toContain(`<h1>Non-disclosure agreement</h1>`);
      // The sender as the owner named it, escaped, in its own direction.
      expect(html).toContain(`<bdi>Ada &lt;Labs&gt; &amp; &quot;Co&quot;</bdi>`);
      expect(html).toContain(`<dd id="views-left">3</dd>`);
      expect(html).toContain(`datetime="${new Date(created.document.expiresAt).toISOString()}"`);
      expect(html).toContain(`<button type="button" id="reveal">Reveal</button>`);
      for (const text of CONTENT) expect(html).not.toContain(text);
      // What a link preview reads names neither the document nor its sender.
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toContain(`<meta property="og:title" content="A private document">`);
      expect(head).toContain(`<title>A private document · Trustplane</title>`);
      expect(head).not.toMatch(/Non-disclosure|Ada|Labs/);
    }
    expect((await stored(app, created.document.id)).views).toBe(0);
    expect(await reader.contracts.links.retrieve(created.viewToken)).toEqual(metadataOf(created, 3));
  });

  it("runs one inline script and one inline stylesheet, each allowed by its hash, and no inline handler", async () => {
    const created = await makeNda(ada);
    const html = (await openInBrowser(created.viewToken)).text;
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![1]).toBe("");
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)];
    expect(styles).toHaveLength(1);
    const policy = LINK_PAGE_CSP.split("; ");
    expect(policy).toContain(`script-src ${sha256Source(scripts[0]![2]!)}`);
    expect(policy).toContain(`style-src ${sha256Source(styles[0]![1]!)}`);
    for (const directive of [
      "default-src 'none'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'none'",
      "require-trusted-types-for 'script'",
    ])
      expect(policy).toContain(directive);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/\ssrc=|<link|<iframe|<form/);
    // Server data goes in as text: the script has no HTML sink.
    expect(scripts[0]![2]).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });

  it("names no one when the owner gave no sender's name: nothing of the owner's account is on the page", async () => {
    const email = uniqueEmail("margaret");
    const owner = createFintechClient({ baseUrl: app.url });
    await owner.auth.register({ email, password: PASSWORD, name: "Margaret Hamilton" });
    const created = await makeNda(owner);
    expect(created.document.senderName).toBeNull();
    const html = (await openInBrowser(created.viewToken)).text;
    expect(html).toContain(`<dd id="sender"><span class="none">Not named</span></dd>`);
    for (const personal of [email, email.split("@")[0]!, "Margaret", "Hamilton"]) expect(html).not.toContain(personal);
  });

  it("uses no view for a GET with any Accept or a HEAD, as link previewers and scanners send them", async () => {
    const created = await makeNda(ada, { maxViews: 2, senderName: "Ada Labs" });
    const path = linkPath(created.viewToken);
    const accepts = [BROWSER_ACCEPT, "text/html", "text/*", "*/*", "application/json", "image/*", undefined];
    for (const accept of accepts) {
      const headers: Record<string, string> = accept === undefined ? {} : { accept };
      const get = await raw("GET", path, headers);
      expect([accept, get.status]).toEqual([accept, 200]);
      // HEAD is answered as the GET it mirrors (app.ts), without a body.
      const head = await raw("HEAD", path, headers);
      expect([accept, head.status, head.headers["content-type"], head.text]).toEqual([
        accept,
        200,
        get.headers["content-type"],
        "",
      ]);
    }
    // Both kinds were answered: a page to those preferring HTML, JSON to the others.
    const page = await raw("GET", path, { accept: BROWSER_ACCEPT });
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect((await raw("GET", path, { accept: "image/*" })).headers["content-type"]).toBe(
      "application/json; charset=utf-8",
    );
    const row = await stored(app, created.document.id);
    expect([row.views, row.destroyed_at]).toEqual([0, null]);
    expect(await reader.contracts.links.retrieve(created.viewToken)).toEqual(metadataOf(created, 2));
  });

  it("answers a program JSON exactly as before: application/json, */*, no Accept, and the client package", async () => {
    const created = await makeNda(ada, { maxViews: 2, senderName: "Sender Only" });
    const path = linkPath(created.viewToken);
    for (const headers of [{ accept: "application/json" }, { accept: "*/*" }, {}] as Record<string, string>[]) {
      const res = await raw("GET", path, headers);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect([res.headers["cache-control"], res.headers["x-robots-tag"], res.headers["referrer-policy"]]).toEqual([
        "no-store",
        "noindex",
        "no-referrer",
      ]);
      expect(JSON.parse(res.text)).toEqual(metadataOf(created, 2));
    }
    const { data, response } = await reader.contracts.links.retrieve.withResponse(created.viewToken);
    expect(data).toEqual(metadataOf(created, 2));
    expectLinkHeaders(response.headers);
    // Reading it is unchanged too: the same keys, no sender.
    const view = await reader.contracts.links.view(created.viewToken);
    expect(Object.keys(view).sort()).toEqual(
      ["expiresAt", "fields", "sections", "template", "text", "title", "viewedAt", "viewsRemaining"].sort(),
    );
    expect(JSON.stringify(view)).not.toContain("Sender Only");
  });

  it("logs the page opened like a JSON read: an `opened` event with the user agent, within the same bound", async () => {
    const created = await makeNda(ada, { maxViews: 1 });
    await openInBrowser(created.viewToken, { "user-agent": "Slackbot-LinkExpanding 1.0" });
    const events = async () =>
      csvRecords(String(await ada.contracts.documents.exportLog(created.document.id)))
        .slice(1)
        .map((r) => [r[1], r[3]]);
    expect(await events()).toEqual([["opened", "Slackbot-LinkExpanding 1.0"]]);
    await app.ctx.db.query(sql.unsafe`
      INSERT INTO contract_access_log (document_id, event, ip_hash, user_agent)
      SELECT ${created.document.id}, 'opened', NULL, 'Loop/1.0' FROM generate_series(1, 998)`);
    for (let i = 0; i < 3; i++) expect((await openInBrowser(created.viewToken)).status).toBe(200);
    expect((await events()).filter(([event]) => event === "opened")).toHaveLength(1000);
  });
});

describe("a link that leads nowhere, in a browser", () => {
  it("answers 410 with a page saying the document was destroyed, when and why, that runs no script", async () => {
    const created = await makeNda(ada, { maxViews: 1, senderName: "Ada Labs" });
    await reader.contracts.links.view(created.viewToken);
    const row = await stored(app, created.document.id);
    const page = await openInBrowser(created.viewToken);
    expect(page.status).toBe(410);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-security-policy")).toBe(LINK_GONE_PAGE_CSP);
    expect(LINK_GONE_PAGE_CSP).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; base-uri 'none'/);
    expectLinkHeaders(page.headers);
    expect(page.text).toContain("<h1>This document was destroyed</h1>");
    expect(page.text).toContain(`<p class="label">Non-disclosure agreement</p>`);
    expect(page.text).toContain(`datetime="${new Date(row.destroyed_at!).toISOString()}"`);
    expect(page.text).toContain("its views were used up");
    expect(page.text).toContain(`<meta name="robots" content="noindex">`);
    expect(page.text).not.toMatch(/<script|Ada Labs|id="reveal"/);
    // A program still gets 200 with `status: destroyed`, as before.
    expect(await reader.contracts.links.retrieve(created.viewToken)).toMatchObject({
      status: "destroyed",
      viewsRemaining: 0,
      destroyedAt: row.destroyed_at,
    });
    expect((await stored(app, created.document.id)).views).toBe(1);
  });

  it("says why: revoked by its sender, or expired (an expired one is destroyed by the page's read)", async () => {
    const revoked = await makeNda(ada);
    await ada.contracts.documents.update(revoked.document.id, { revoked: true });
    const revokedPage = await openInBrowser(revoked.viewToken);
    expect([revokedPage.status, revokedPage.text.includes("its sender revoked it")]).toEqual([410, true]);

    const expired = await makeNda(ada);
    await expireNow(app, expired.document.id);
    const expiredPage = await openInBrowser(expired.viewToken);
    expect([expiredPage.status, expiredPage.text.includes("it expired")]).toEqual([410, true]);
    expect(await stored(app, expired.document.id)).toMatchObject({ destroyed_reason: "expired", content: null });
  });

  it("answers 404 with a page for a token no document has; a program gets the problem as before", async () => {
    const token = "B".repeat(43);
    const page = await openInBrowser(token);
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-security-policy")).toBe(LINK_GONE_PAGE_CSP);
    expectLinkHeaders(page.headers);
    expect(page.text).toContain("<h1>This link leads to no document</h1>");
    expect(page.text).not.toContain("<script");
    const json = await app.call("GET", linkPath(token), { headers: { accept: "application/json" } });
    expect(json.status).toBe(404);
    expect(json.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
    expect(json.body).toMatchObject({ code: "contract-link-not-found", instance: "/api/contracts/view/{token}" });
  });
});

describe("the sender's name", () => {
  it("is encrypted at rest under the document's key and destroyed with it", async () => {
    const name = "Grace Sender";
    const created = await makeNda(ada, { senderName: name });
    expect(created.document.senderName).toBe(name);
    expect((await ada.contracts.documents.retrieve(created.document.id)).senderName).toBe(name);
    const row = await stored(app, created.document.id);
    expect(row.sender).toBeInstanceOf(Buffer);
    expect(row.sender!.includes(Buffer.from(name))).toBe(false);
    expect(row.sender!.includes(Buffer.from("Grace"))).toBe(false);
    // The owner's list never shows it (nor the fields).
    const listed = await ada.contracts.documents.list();
    expect(listed.items.find((d) => d.id === created.document.id)).not.toHaveProperty("senderName");

    await reader.contracts.links.view(created.viewToken);
    const after = await stored(app, created.document.id);
    expect([after.data_key, after.content, after.sender]).toEqual([null, null, null]);
    expect((await ada.contracts.documents.retrieve(created.document.id)).senderName).toBeNull();
    // The database holds it so: a destroyed row cannot keep a sender.
    await expect(
      app.ctx.db.query(
        sql.unsafe`UPDATE contract_documents SET sender = '\\x00'::bytea WHERE id = ${created.document.id}`,
      ),
    ).rejects.toMatchObject({ constraint: "contract_documents_sender_shredded" });
  });

  it("can be edited or removed before the first view, and an edit of the fields keeps it", async () => {
    const created = await makeNda(ada, { senderName: "First Name" });
    const id = created.document.id;
    const pageSender = async () =>
      /<dd id="sender">(.*?)<\/dd>/.exec((await openInBrowser(created.viewToken)).text)![1];
    expect(await pageSender()).toBe("<bdi>First Name</bdi>");
    expect((await ada.contracts.documents.update(id, { senderName: "Second Name" })).senderName).toBe("Second Name");
    expect(await pageSender()).toBe("<bdi>Second Name</bdi>");
    const before = await stored(app, id);
    const edited = await ada.contracts.documents.update(id, { fields: { ...NDA_FIELDS, purpose: "Another purpose" } });
    expect([edited.senderName, edited.fields?.purpose]).toEqual(["Second Name", "Another purpose"]);
    // Sealed again under the document's fresh key.
    const after = await stored(app, id);
    expect(after.data_key!.equals(before.data_key!)).toBe(false);
    expect(after.sender!.equals(before.sender!)).toBe(false);
    expect(await pageSender()).toBe("<bdi>Second Name</bdi>");
    expect((await ada.contracts.documents.update(id, { senderName: null })).senderName).toBeNull();
    expect((await stored(app, id)).sender).toBeNull();
    expect(await pageSender()).toBe(`<span class="none">Not named</span>`);
    expect((await ada.contracts.documents.retrieve(id)).fields?.purpose).toBe("Another purpose");
  });

  it("is one line: a line break, control or bidirectional formatting character is refused, so is a blank one", async () => {
    for (const senderName of ["Ada\nLabs", "Ada\u0007", "Ada\u202Eevil", "Ada\u2066x", "Ada\u0085"]) {
      const error = (await rejection(makeNda(ada, { senderName }))) as { status: number; code: string; body: any };
      expect([JSON.stringify(senderName), error.status, error.code]).toEqual([
        JSON.stringify(senderName),
        400,
        "contract-sender-invalid",
      ]);
      expect(error.body.errors).toEqual([
        {
          path: "/body/senderName",
          message: "must be one line without control or bidirectional formatting characters",
        },
      ]);
      expect(JSON.stringify(error.body)).not.toContain("Ada");
    }
    const existing = await makeNda(ada);
    const edit = (await rejection(ada.contracts.documents.update(existing.document.id, { senderName: "A\tB" }))) as {
      code: string;
    };
    expect(edit.code).toBe("contract-sender-invalid");
    for (const senderName of ["", "   ", "x".repeat(101)]) {
      const error = (await rejection(makeNda(ada, { senderName }))) as { status: number; code: string };
      expect([error.status, error.code]).toEqual([400, "validation"]);
    }
    expect((await makeNda(ada, { senderName: "Ада Лавлейс — ООО «Лабс»" })).document.senderName).toBe(
      "Ада Лавлейс — ООО «Лабс»",
    );
  });

  it("is never written to the log", async () => {
    lines.length = 0;
    const name = "Unlogged Sender Name";
    const created = await makeNda(ada, { senderName: name });
    await openInBrowser(created.viewToken);
    await ada.contracts.documents.update(created.document.id, { senderName: `${name} 2` });
    await rejection(makeNda(ada, { senderName: `${name}\n` }));
    await reader.contracts.links.view(created.viewToken);
    await openInBrowser(created.viewToken);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.filter((line) => JSON.parse(line).msg === "request").length).toBeGreaterThanOrEqual(5);
    for (const line of lines) expect(line).not.toContain("Unlogged");
  });
});
