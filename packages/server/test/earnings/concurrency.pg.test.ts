import { sign } from "@trustplane/webhook-verifier";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../src/modules/auth/index.ts";
import { eventually, startTestServer, type TestServer } from "../harness.ts";

// Real PostgreSQL only (PGlite runs one transaction at a time, so nothing there is concurrent).

const SECRET = "race-secret";
let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({
    RIGHTS_WEBHOOK_SECRET: SECRET,
    CHESS_WEBHOOK_SECRET: SECRET,
    REGISTRY_WEBHOOK_SECRET: SECRET,
    DB_POOL_SIZE: "24",
  });
});
afterAll(async () => {
  await app?.close();
});

let sequence = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++sequence}`;

/** The same signed request `n` times at once. */
const burst = async (path: string, body: unknown, n = 20) => {
  const signed = await sign({ secret: SECRET, body });
  return Promise.all(
    Array.from({ length: n }, () => app.call("POST", path, { rawBody: signed.body, headers: signed.headers })),
  );
};

const credits = async (ids: readonly string[]) =>
  Number(
    await app.ctx.db.oneFirst(
      sql.unsafe`SELECT count(*) FROM ledger_operations WHERE earning_id = ANY(${sql.array([...ids], "text")})`,
    ),
  );

const balanceOf = async (token: string): Promise<number> =>
  (await app.call("GET", "/api/ledger/accounts", { token })).body.items[0].balance;

describe("20 identical webhooks at the same moment", () => {
  it.each([
    ["/api/rights/royalties/verify-webhook", { productKey: "k", period: "2026-Q1" }],
    ["/api/registry/payouts/certify-webhook", { artifactVersionId: "artv_1" }],
  ] as const)("%s: exactly one record and one wallet credit, 19 replays of it", async (path, extra) => {
    const user = await app.register();
    const eventId = unique("evt");
    const responses = await burst(path, { eventId, email: user.email, amount: 3.33, ...extra });
    expect(responses.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
    const ids = new Set(responses.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    expect(responses.filter((r) => r.body.replayed === true)).toHaveLength(19);
    const rows = await app.ctx.db.anyFirst(sql.unsafe`SELECT id FROM earnings WHERE event_id = ${eventId}`);
    expect(rows).toEqual([...ids]);
    expect(await credits([...ids] as string[])).toBe(1);
    expect(await balanceOf(user.token)).toBe(3.33);
  });

  it("chess: one record per podium entry and one credit each, however many reports race", async () => {
    const a = await app.register();
    const b = await app.register();
    const tournamentId = unique("trn");
    const podium = [
      { email: b.email, place: 2, amount: 5 },
      { email: a.email, place: 1, amount: 10 },
      { email: `${unique("nobody")}@example.test`, place: 3, amount: 1 },
    ];
    const responses = await burst("/api/chess/tournament-finalized", { tournamentId, podium });
    expect(responses.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
    const created = responses.find((r) => r.status === 201)!;
    expect(created.body.recorded).toHaveLength(3);
    for (const r of responses.filter((x) => x.status === 200)) expect(r.body.replayed).toEqual(created.body.recorded);
    const rows = await app.ctx.db.anyFirst(sql.unsafe`SELECT id FROM earnings WHERE tournament_id = ${tournamentId}`);
    expect(rows).toHaveLength(3);
    expect(await credits(rows as string[])).toBe(2);
    expect(await balanceOf(a.token)).toBe(10);
    expect(await balanceOf(b.token)).toBe(5);
  });

  it("overlapping podiums in different orders neither deadlock nor double anything", async () => {
    const tournamentId = unique("trn");
    const entries = Array.from({ length: 6 }, (_, i) => ({
      email: `${unique(`p${i}`)}@example.test`,
      place: i + 1,
      amount: 1,
    }));
    const bodies = Array.from({ length: 12 }, (_, i) => ({
      tournamentId,
      podium: i % 2 ? [...entries].reverse() : entries.slice(i % 3),
    }));
    const responses = await Promise.all(
      bodies.map(async (body) => {
        const signed = await sign({ secret: SECRET, body });
        return app.call("POST", "/api/chess/tournament-finalized", { rawBody: signed.body, headers: signed.headers });
      }),
    );
    expect(responses.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    const recorded = responses.flatMap((r) => r.body.recorded.map((e: { id: string }) => e.id));
    expect(new Set(recorded).size).toBe(6);
    expect(recorded).toHaveLength(6);
  });
});

describe("a report racing the registration of its recipient", () => {
  it("is credited exactly once, whichever commits first", async () => {
    for (let round = 0; round < 10; round++) {
      const email = `${unique("racer")}@example.test`;
      const signed = await sign({
        secret: SECRET,
        body: { eventId: unique("evt"), email, productKey: "k", period: "2026-Q2", amount: 1.5 },
      });
      const [report, user] = await Promise.all([
        app.call("POST", "/api/rights/royalties/verify-webhook", { rawBody: signed.body, headers: signed.headers }),
        app.register({ email }),
      ]);
      expect(report.status).toBe(201);
      expect(await credits([report.body.id])).toBe(1);
      expect(await balanceOf(user.token)).toBe(1.5);
      const list = await app.call("GET", "/api/rights/royalties", { token: user.token });
      expect(list.body.items.map((i: { id: string }) => i.id)).toEqual([report.body.id]);
    }
  });

  it("waits for a registration that is in flight, then credits the new user (deterministic interleaving)", async () => {
    const email = `${unique("held")}@example.test`;
    const signed = await sign({
      secret: SECRET,
      body: { eventId: unique("evt"), email, productKey: "k", period: "2026-Q3", amount: 2.25 },
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reportDone = false;
    // The registration's transaction (the real createUser: recipient lock, user, wallet, claim of
    // pending earnings) stays open while the report arrives, so the report must wait for it.
    let created!: () => void;
    const userCreated = new Promise<void>((resolve) => {
      created = resolve;
    });
    const registration = app.ctx.db.transaction(async (tx) => {
      const user = await createUser(tx, { email, name: "Held", passwordHash: null }, app.modules.hooks.userCreated);
      created();
      await held;
      return user;
    });
    await userCreated; // the registration holds the recipient's lock now (createUser took it), not after some sleep
    const reportPromise = app
      .call("POST", "/api/rights/royalties/verify-webhook", { rawBody: signed.body, headers: signed.headers })
      .then((res) => {
        reportDone = true;
        return res;
      });
    // Wait until the report is queued on the recipient's lock (locks.ts: namespace 70070007, hashtext of
    // the email), however long the machine takes to get it there: then it cannot have finished.
    await eventually(async () => {
      const waiting = await app.ctx.db.oneFirst(sql.unsafe`
        SELECT count(*) FROM pg_locks
        WHERE locktype = 'advisory' AND classid = 70070007 AND objid = hashtext(${email})::oid AND NOT granted`);
      expect(Number(waiting)).toBe(1);
    }, 20_000);
    expect(reportDone).toBe(false); // blocked on the recipient's lock
    release();
    const user = await registration;
    const report = await reportPromise;
    expect(report.status).toBe(201);
    expect(report.body.id).toMatch(/^roy_/);
    // Recorded for the user who committed first, and credited exactly once.
    const recipient = await app.ctx.db.oneFirst(sql.unsafe`SELECT user_id FROM earnings WHERE id = ${report.body.id}`);
    expect(recipient).toBe(user.id);
    expect(await credits([report.body.id])).toBe(1);
  });
});
