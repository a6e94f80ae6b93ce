import { sign } from "@trustplane/webhook-verifier";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestResponse, type TestServer } from "../harness.ts";

// The caller's lists, the aggregate, and reports for an email before its user registers.

const SECRET = "partner-secret";
let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({
    RIGHTS_WEBHOOK_SECRET: SECRET,
    CHESS_WEBHOOK_SECRET: SECRET,
    REGISTRY_WEBHOOK_SECRET: SECRET,
  });
});
afterAll(async () => {
  await app?.close();
});

let sequence = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++sequence}`;
const emailFor = (label: string) => `${unique(label)}@example.test`;

const send = async (path: string, body: unknown) => {
  const signed = await sign({ secret: SECRET, body });
  const res = await app.call("POST", path, { rawBody: signed.body, headers: signed.headers });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
  return res.body;
};
const royalty = (email: string, amount: number, extra: Record<string, unknown> = {}) =>
  send("/api/rights/royalties/verify-webhook", {
    eventId: unique("r"),
    email,
    productKey: "song-9",
    period: "2026-Q1",
    amount,
    ...extra,
  });
const payout = (email: string, amount: number) =>
  send("/api/registry/payouts/certify-webhook", {
    eventId: unique("c"),
    email,
    artifactVersionId: "artv_1",
    amount,
  });
const prize = (email: string, amount: number, place = 1) =>
  send("/api/chess/tournament-finalized", { tournamentId: unique("t"), podium: [{ email, place, amount }] });

const registerAs = (email: string) => app.register({ email });

const wallet = async (token: string) =>
  (await app.call("GET", "/api/ledger/accounts", { token })).body.items.find(
    (a: { isDefault: boolean }) => a.isDefault,
  );

/** Walk a list page by page with `limit`, checking the envelope; returns every item in order. */
const walk = async (path: string, token: string, limit: number) => {
  const items: { id: string }[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const res: TestResponse = await app.call(
      "GET",
      `${path}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      {
        token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(limit);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
    if (cursor === null) return { items, total: res.body.total as number };
  }
  throw new Error("too many pages");
};

describe("per-source lists", () => {
  it.each([
    ["/api/rights/royalties", royalty, ["id", "productKey", "period", "amount", "paidAt"]],
    ["/api/chess/results", prize, ["id", "tournamentId", "place", "amount", "finalizedAt"]],
    ["/api/registry/payouts", payout, ["id", "artifactVersionId", "amount", "certifiedAt"]],
  ] as const)(
    "%s: the caller's records only, newest first, paginated with stable cursors",
    async (path, report, fields) => {
      const me = await app.register();
      const other = await app.register();
      const ids: string[] = [];
      for (let i = 1; i <= 7; i++) {
        const body = await report(me.email, i);
        ids.push(body.id ?? body.recorded[0].id);
      }
      await report(other.email, 99);

      const first = await app.call("GET", `${path}?limit=3`, { token: me.token });
      expect(first.body.total).toBe(7);
      expect(first.body.items).toHaveLength(3);
      expect(Object.keys(first.body.items[0]).sort()).toEqual([...fields].sort());
      expect(first.body.items.map((i: { amount: number }) => i.amount)).toEqual([7, 6, 5]);

      // A report arriving while the caller pages is newer: it does not shift the pages still to come.
      const cursor = first.body.nextCursor;
      await report(me.email, 8);
      const rest = await app.call("GET", `${path}?limit=10&cursor=${encodeURIComponent(cursor)}`, { token: me.token });
      expect(rest.body.items.map((i: { amount: number }) => i.amount)).toEqual([4, 3, 2, 1]);
      expect(rest.body.nextCursor).toBeNull();
      expect(rest.body.total).toBe(8);

      const all = await walk(path, me.token, 2);
      expect(all.items.map((i) => i.id)).toEqual([...all.items.map((i) => i.id)].sort().reverse());
      expect(all.items.slice(1).map((i) => i.id)).toEqual([...ids].reverse());
      expect(new Set(all.items.map((i) => i.id)).size).toBe(8);

      const others = await app.call("GET", path, { token: other.token });
      expect(others.body.items.map((i: { amount: number }) => i.amount)).toEqual([99]);
    },
  );

  it("needs a bearer token, and refuses a limit over 200 or a foreign cursor", async () => {
    const me = await app.register();
    for (const path of [
      "/api/rights/royalties",
      "/api/chess/results",
      "/api/registry/payouts",
      "/api/ecosystem/earnings",
    ]) {
      expect((await app.call("GET", path)).status, path).toBe(401);
    }
    expect((await app.call("GET", "/api/rights/royalties?limit=201", { token: me.token })).status).toBe(400);
    expect((await app.call("GET", "/api/rights/royalties?cursor=garbage", { token: me.token })).status).toBe(400);
  });
});

describe("GET /api/ecosystem/earnings", () => {
  it("sums exactly per source and in all, with counts and the latest time", async () => {
    const me = await app.register();
    const empty = await app.call("GET", "/api/ecosystem/earnings", { token: me.token });
    expect(empty.body).toEqual({
      totals: { rights: 0, chess: 0, registry: 0, all: 0 },
      perSource: [
        { source: "rights", amount: 0, count: 0, last: null },
        { source: "chess", amount: 0, count: 0, last: null },
        { source: "registry", amount: 0, count: 0, last: null },
      ],
    });

    // 0.1 + 0.2 is 0.30000000000000004 in floats; here it is 0.3.
    await royalty(me.email, 0.1);
    const lastRoyalty = await royalty(me.email, 0.2);
    for (let i = 0; i < 10; i++) await prize(me.email, 0.1, 1 + i);
    const lastPayout = await payout(me.email, 1234567890.07);
    await royalty(emailFor("someone-else"), 5);

    const res = await app.call("GET", "/api/ecosystem/earnings", { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual({ rights: 0.3, chess: 1, registry: 1234567890.07, all: 1234567891.37 });
    expect(res.body.perSource).toEqual([
      { source: "rights", amount: 0.3, count: 2, last: lastRoyalty.paidAt },
      { source: "chess", amount: 1, count: 10, last: expect.any(String) },
      { source: "registry", amount: 1234567890.07, count: 1, last: lastPayout.certifiedAt },
    ]);
    // The wallet holds the same: every record credited once.
    expect((await wallet(me.token)).balance).toBe(1234567891.37);
  });
});

describe("a report for an email before its user registers", () => {
  it("is kept, appears in the user's lists from registration on, and credits the new wallet once", async () => {
    const email = emailFor("Future.User");
    const r1 = await royalty(email, 0.1);
    const r2 = await royalty(email.toUpperCase(), 0.2);
    const p = await prize(email, 2.5, 3);
    const c = await payout(email, 10);
    // Kept without a user, and not credited anywhere yet.
    const pending = (await app.ctx.db.any(sql.unsafe`
      SELECT e.id, e.user_id, e.email, (SELECT count(*) FROM ledger_operations o WHERE o.earning_id = e.id) AS credits
      FROM earnings e WHERE e.email = ${email.toLowerCase()} ORDER BY e.id`)) as readonly {
      user_id: string | null;
      credits: bigint;
    }[];
    expect(pending.map((r) => [r.user_id, Number(r.credits)])).toEqual([
      [null, 0],
      [null, 0],
      [null, 0],
      [null, 0],
    ]);

    const user = await registerAs(email.replace("Future", "FUTURE"));
    const royalties = await app.call("GET", "/api/rights/royalties", { token: user.token });
    expect(royalties.body.items.map((i: { id: string }) => i.id)).toEqual([r2.id, r1.id]);
    expect((await app.call("GET", "/api/chess/results", { token: user.token })).body.items[0]).toMatchObject({
      id: p.recorded[0].id,
      place: 3,
      amount: 2.5,
    });
    expect((await app.call("GET", "/api/registry/payouts", { token: user.token })).body.items[0].id).toBe(c.id);
    const aggregate = await app.call("GET", "/api/ecosystem/earnings", { token: user.token });
    expect(aggregate.body.totals).toEqual({ rights: 0.3, chess: 2.5, registry: 10, all: 12.8 });

    const account = await wallet(user.token);
    expect(account.balance).toBe(12.8);
    const operations = await app.call("GET", "/api/ledger/operations", { token: user.token });
    expect(operations.body.total).toBe(4);
    for (const op of operations.body.items) {
      expect(op).toMatchObject({ kind: "earning", from: null, to: account.id, transferId: null });
    }
    const credits = (await app.ctx.db.any(sql.unsafe`
      SELECT earning_id, count(*) AS n FROM ledger_operations
      WHERE earning_id IN (${r1.id}, ${r2.id}, ${p.recorded[0].id}, ${c.id}) GROUP BY earning_id`)) as readonly {
      n: bigint;
    }[];
    expect(credits.map((r) => Number(r.n))).toEqual([1, 1, 1, 1]);

    // Later reports go to the user directly; the ledger's CSV export shows the earnings too.
    await royalty(email, 1);
    expect((await wallet(user.token)).balance).toBe(13.8);
    const csv = await app.call("GET", "/api/ledger/operations.csv", { token: user.token });
    expect(csv.text.split("\r\n").filter((line) => line.includes(",earning,"))).toHaveLength(5);
  });

  it("does not show one user's pending reports to another user", async () => {
    const email = emailFor("mine");
    await royalty(email, 4);
    const stranger = await app.register();
    expect((await app.call("GET", "/api/rights/royalties", { token: stranger.token })).body.total).toBe(0);
    expect((await wallet(stranger.token)).balance).toBe(0);
    const owner = await registerAs(email);
    expect((await app.call("GET", "/api/rights/royalties", { token: owner.token })).body.total).toBe(1);
  });
});
