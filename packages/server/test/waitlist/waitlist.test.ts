import { randomBytes } from "node:crypto";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WAITLIST_PAGE_CSP } from "../../src/modules/waitlist/page.ts";
import { addSignup, exportSignups } from "../../src/modules/waitlist/store.ts";
import { parseSealingKey, sealingKeyRing } from "../../src/sealing/seal.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
let admin: { token: string };
let user: { token: string };
beforeAll(async () => {
  app = await startTestServer();
  admin = await app.registerAdmin();
  user = await app.register();
});
afterAll(async () => {
  await app?.close();
});

const form = (module: string, fields: string) =>
  app.call("POST", `/waitlist/${module}`, {
    rawBody: fields,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
const join = (module: string, email: string) =>
  app.call("POST", `/api/waitlist/${module}/signups`, { body: { email } });
const stats = async () => {
  const res = await app.call("GET", "/api/waitlist/stats", { token: admin.token });
  expect(res.status).toBe(200);
  return res.body as { total: number; modules: { module: string; signups: number }[] };
};
const countFor = async (module: string) => (await stats()).modules.find((m) => m.module === module)?.signups ?? 0;
const unique = () => `w${randomBytes(4).toString("hex")}@example.test`;

describe("waitlist page", () => {
  it("is what every catalog item's waitlist link opens: the module's page with a form posting to itself", async () => {
    const catalog = await app.call("GET", "/api/hub/catalog");
    expect(catalog.body.items.length).toBeGreaterThan(10);
    for (const item of catalog.body.items as { id: string; name: string; waitlist: string }[]) {
      const url = new URL(item.waitlist);
      expect(url.pathname).toBe(`/waitlist/${item.id}`);
      const page = await app.call("GET", url.pathname);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(page.text).toContain(`<form method="post" action="/waitlist/${item.id}">`);
      expect(page.text).toContain('name="email" type="email" required');
      // Every module of the catalog is served here (live): the page says so and links its API, and the
      // list is for news, never a promise to write "when it opens".
      expect(page.text).toContain(`is served now: <a href="/docs#tag/${item.id}">read its API</a>`);
      expect(page.text).not.toContain("when it opens");
    }
  });

  it("runs no script and loads nothing: its own CSP with the inline style allowed by hash", async () => {
    const page = await app.call("GET", "/waitlist/payments");
    expect(page.headers.get("content-security-policy")).toBe(WAITLIST_PAGE_CSP);
    expect(WAITLIST_PAGE_CSP).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; .*form-action 'self'/);
    expect(page.headers.get("cache-control")).toBe("public, max-age=300");
    expect(page.text).not.toMatch(/<script|src=|<link/);
  });

  it("confirms after a sign-up (joined=1), and an unknown module is 404", async () => {
    const joined = await app.call("GET", "/waitlist/payments?joined=1");
    expect(joined.text).toContain("You are on the list for Embedded payments. We will write when a new version ships.");
    expect(joined.text).not.toContain("<form");
    const unknown = await app.call("GET", "/waitlist/no-such-module");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: "catalog-item-not-found" });
    expect((await app.call("GET", "/waitlist/payments?joined=yes")).status).toBe(400);
  });
});

describe("joining by the page's form", () => {
  it("puts the address on the list once and redirects to the confirmation (post/redirect/get)", async () => {
    const before = await countFor("contracts");
    const email = unique();
    const posted = await form("contracts", `email=${encodeURIComponent(email)}`);
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/waitlist/contracts?joined=1");
    const again = await form("contracts", `email=${encodeURIComponent(`  ${email.toUpperCase()} `)}`);
    expect(again.status).toBe(303);
    expect(await countFor("contracts")).toBe(before + 1);
  });

  it("shows the page again, status 400, for an address it cannot take, with what was typed escaped", async () => {
    const typed = '"><script>alert(1)</script>';
    const res = await form("contracts", `email=${encodeURIComponent(typed)}`);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.text).toContain("That does not look like an email address");
    expect(res.text).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(res.text).not.toContain("<script>");
    const empty = await form("contracts", "email=");
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Enter your email address.");
  });

  it("refuses a malformed form as a problem: a repeated field, an unknown one, NUL, JSON, too large", async () => {
    const twice = await form("contracts", "email=a%40example.test&email=b%40example.test");
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ code: "validation" });
    expect((await form("contracts", "email=a%40example.test&admin=1")).status).toBe(400);
    const nul = await form("contracts", "email=a%00b%40example.test");
    expect(nul.status).toBe(400);
    expect(nul.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    const json = await app.call("POST", "/waitlist/contracts", { body: { email: "a@example.test" } });
    expect(json.status).toBe(415);
    const large = await form("contracts", `email=${"a".repeat(3000)}`);
    expect(large.status).toBe(413);
  });
});

describe("joining through the API", () => {
  it("answers the same 202 whether the address is new or already listed, and counts it once", async () => {
    const before = await countFor("coach");
    const email = unique();
    const first = await join("coach", email);
    const second = await join("coach", ` ${email.toUpperCase()}`.trim());
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(first.body).toEqual({ module: "coach", status: "on-the-list" });
    expect(second.body).toEqual(first.body);
    expect(await countFor("coach")).toBe(before + 1);
    // The same address on another module's list is a separate sign-up.
    const other = await join("media", email);
    expect(other.status).toBe(202);
    expect(await countFor("media")).toBeGreaterThanOrEqual(1);
  });

  it("refuses a bad address and an unknown module with codes", async () => {
    const bad = await join("coach", "not an address");
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ path: "/body/email" });
    const unknown = await join("no-such-module", unique());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: "catalog-item-not-found" });
  });

  it("stores the address only sealed: no row holds it, or its hash, in the clear", async () => {
    const email = unique();
    await join("keyshield", email);
    const rows = await app.ctx.db.any(sql.unsafe`
      SELECT encode(email_index, 'hex') AS i, encode(email_ciphertext, 'hex') AS c, kek_id FROM waitlist_signups
      WHERE module = 'keyshield'`);
    expect(rows.length).toBeGreaterThan(0);
    const hex = Buffer.from(email).toString("hex");
    for (const row of rows as readonly { i: string; c: string; kek_id: string }[]) {
      expect(row.c).not.toContain(hex);
      expect(row.i).not.toContain(hex);
      expect(row.kek_id).toMatch(/^kek_[0-9a-f]{16}$/);
    }
  });
});

describe("operators", () => {
  it("see counts per module, most first; others get 403 admin-only, anonymous callers 401", async () => {
    for (let i = 0; i < 3; i++) await join("constitution", unique());
    const body = await stats();
    expect(body.total).toBe(body.modules.reduce((sum, m) => sum + m.signups, 0));
    const counts = body.modules.map((m) => m.signups);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(body.modules.find((m) => m.module === "constitution")?.signups).toBeGreaterThanOrEqual(3);
    const refused = await app.call("GET", "/api/waitlist/stats", { token: user.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "admin-only" });
    expect((await app.call("GET", "/api/waitlist/stats")).status).toBe(401);
    expect((await app.call("GET", "/api/waitlist/constitution/signups.csv", { token: user.token })).status).toBe(403);
  });

  it("export a module's list as CSV, decrypted, oldest first, formula-looking addresses made inert", async () => {
    const emails = [unique(), `=cmd${randomBytes(2).toString("hex")}@example.test`, unique()];
    for (const email of emails) {
      await join("llm", email);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const csv = await app.call("GET", "/api/waitlist/llm/signups.csv", { token: admin.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="waitlist-llm.csv"');
    expect(csv.headers.get("cache-control")).toBe("no-store");
    const lines = csv.text.trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,joinedAt");
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([emails[0], `'${emails[1]}`, emails[2]]);
  });

  it("see sign-ups counted on /metrics by module", async () => {
    await join("payments", unique());
    const metrics = await app.call("GET", "/metrics");
    expect(metrics.text).toMatch(/trustplane_waitlist_signups_total\{module="payments",result="new"\} [1-9]/);
  });
});

describe("the store", () => {
  const ring = (text?: string) =>
    parseSealingKey(text ?? randomBytes(32).toString("base64"), "test", "trustplane personal data KEK id");

  it("keeps an address found and readable across a KEK rotation, and exports across batches exactly once", async () => {
    const db = app.ctx.db;
    const old = ring();
    const before = sealingKeyRing(old);
    const after = sealingKeyRing(ring(), [old]);
    const module = `rot-${randomBytes(3).toString("hex")}`;
    const emails = Array.from({ length: 7 }, () => unique());
    for (const email of emails.slice(0, 4)) expect(await addSignup(db, before, module, email)).toBe(true);
    // Under the new KEK, an address indexed under the old one is still found: nothing is added.
    expect(await addSignup(db, after, module, emails[0]!.toUpperCase())).toBe(false);
    for (const email of emails.slice(4)) expect(await addSignup(db, after, module, email)).toBe(true);
    const exported: string[] = [];
    for await (const row of exportSignups(db, after, module, 2)) exported.push(row.email);
    expect(exported.sort()).toEqual([...emails].sort());
    // Without the old KEK the old rows cannot be opened: the export fails rather than inventing data.
    const rotatedAway = sealingKeyRing(ring());
    await expect(async () => {
      for await (const _ of exportSignups(db, rotatedAway, module)) void _;
    }).rejects.toThrow(/not configured/);
  });

  it("binds a sealed address to its module: moved onto another module's list it does not open", async () => {
    const db = app.ctx.db;
    const keys = sealingKeyRing(ring());
    const a = `a-${randomBytes(3).toString("hex")}`;
    const b = `b-${randomBytes(3).toString("hex")}`;
    await addSignup(db, keys, a, unique());
    await db.query(sql.unsafe`UPDATE waitlist_signups SET module = ${b} WHERE module = ${a}`);
    await expect(async () => {
      for await (const _ of exportSignups(db, keys, b)) void _;
    }).rejects.toThrow(/does not decrypt/);
  });
});

describe("rate limit", () => {
  it("holds sign-ups to the per-address budget of sign-in attempts", async () => {
    const limited = await startTestServer({ RATE_LIMIT_AUTH_PER_IP: "2" });
    try {
      const call = (email: string) => limited.call("POST", "/api/waitlist/coach/signups", { body: { email } });
      expect((await call(unique())).status).toBe(202);
      expect((await call(unique())).status).toBe(202);
      const third = await call(unique());
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});
