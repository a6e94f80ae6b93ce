import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate.ts";
import { openDatabase } from "../../src/db/pool.ts";
import { seedDevelopmentTournaments } from "../../src/modules/chess/tournaments.ts";
import { startTestServer, type TestServer, testConfig } from "../harness.ts";

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

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const create = (body: Record<string, unknown>, token = admin.token) =>
  app.call("POST", "/api/chess/tournaments", { token, body });

describe("chess tournaments", () => {
  it("operators create tournaments; upcoming lists those in the future, soonest first, publicly", async () => {
    const later = await create({
      name: "Later",
      startsAt: inDays(20),
      format: "Rapid 10+5",
      prizePool: 100.5,
      capacity: 32,
    });
    expect(later.status).toBe(201);
    expect(later.body).toEqual({
      id: expect.stringMatching(/^trn_[0-9A-HJKMNP-TV-Z]{26}$/),
      name: "Later",
      startsAt: expect.any(String),
      format: "Rapid 10+5",
      prizePool: 100.5,
      entries: 0,
      capacity: 32,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const sooner = await create({
      name: "Sooner",
      startsAt: inDays(2),
      format: "Blitz 3+2",
      prizePool: 0,
      entries: 4,
      capacity: 8,
    });
    expect(sooner.status).toBe(201);
    const past = await create({ name: "Past", startsAt: inDays(-1), format: "Blitz", prizePool: 1, capacity: 8 });
    expect(past.status).toBe(201);

    const upcoming = await app.call("GET", "/api/chess/upcoming");
    expect(upcoming.status).toBe(200);
    const ids = upcoming.body.items.map((t: { id: string }) => t.id);
    expect(ids).toEqual([sooner.body.id, later.body.id]);
    expect(upcoming.body.items[0]).toEqual({
      id: sooner.body.id,
      name: "Sooner",
      startsAt: sooner.body.startsAt,
      format: "Blitz 3+2",
      prizePool: 0,
      entries: 4,
      capacity: 8,
    });
    expect((await app.call("GET", "/api/chess/upcoming?limit=1")).body.items).toHaveLength(1);
  });

  it("operators update a tournament; entries may never exceed capacity", async () => {
    const t = await create({
      name: "Open",
      startsAt: inDays(5),
      format: "Swiss",
      prizePool: 10,
      entries: 2,
      capacity: 4,
    });
    const patched = await app.call("PATCH", `/api/chess/tournaments/${t.body.id}`, {
      token: admin.token,
      body: { entries: 4, prizePool: 12.75 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ entries: 4, capacity: 4, prizePool: 12.75, name: "Open" });

    const over = await app.call("PATCH", `/api/chess/tournaments/${t.body.id}`, {
      token: admin.token,
      body: { capacity: 3 },
    });
    expect(over.status).toBe(422);
    expect(over.body.type).toBe("https://trustplane.dev/problems/tournament-capacity");
    expect(
      (await create({ name: "X", startsAt: inDays(1), format: "F", prizePool: 1, entries: 9, capacity: 8 })).status,
    ).toBe(422);

    const bad = [
      {},
      { entries: -1 },
      { capacity: 0 },
      { prizePool: 0.001 },
      { prizePool: -1 },
      { startsAt: "tomorrow" },
    ];
    for (const body of bad) {
      const res = await app.call("PATCH", `/api/chess/tournaments/${t.body.id}`, { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const missing = await app.call("PATCH", "/api/chess/tournaments/trn_01M8141BSJK3Q5Q24W6AY02HSC", {
      token: admin.token,
      body: { name: "Y" },
    });
    expect(missing.status).toBe(404);
  });

  it("refuses everyone but operators: 403 for a plain user, 401 without a token", async () => {
    const body = { name: "Mine", startsAt: inDays(3), format: "Blitz", prizePool: 1, capacity: 2 };
    const res = await create(body, user.token);
    expect(res.status).toBe(403);
    expect(res.body.type).toBe("https://trustplane.dev/problems/admin-only");
    expect((await app.call("POST", "/api/chess/tournaments", { body })).status).toBe(401);
    const t = await create(body);
    expect(
      (await app.call("PATCH", `/api/chess/tournaments/${t.body.id}`, { token: user.token, body: { name: "Hijack" } }))
        .status,
    ).toBe(403);
  });

  it("records nothing under the Idempotency-Key of a request it refuses for its role, and keeps the key's scope", async () => {
    const body = { name: "Keyed", startsAt: inDays(4), format: "Rapid", prizePool: 2, capacity: 16 };
    const refused = await app.call("POST", "/api/chess/tournaments", {
      token: user.token,
      body,
      headers: { "Idempotency-Key": "refused-key" },
    });
    expect(refused.status).toBe(403);
    const keys = () =>
      app.ctx.db.anyFirst(sql.unsafe`SELECT scope FROM idempotency_keys WHERE key IN ('refused-key', 'admin-key')`);
    expect(await keys()).toEqual([]);

    const headers = { "Idempotency-Key": "admin-key" };
    const first = await app.call("POST", "/api/chess/tournaments", { token: admin.token, body, headers });
    expect(first.status).toBe(201);
    const retry = await app.call("POST", "/api/chess/tournaments", { token: admin.token, body, headers });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body.id).toBe(first.body.id);
    // The scope keys were recorded under before operations were bound by operationId.
    expect(await keys()).toEqual(["chess.tournaments.create"]);
  });

  it("seeds three upcoming tournaments in development, once, and never when some are upcoming", async () => {
    const config = testConfig();
    const database = await openDatabase({ databaseUrl: undefined, dataDir: undefined, poolSize: 2 });
    try {
      await migrate(
        database.connectionUri,
        app.ctx.migrations.filter((s) => s.module === "core" || s.module === "chess"),
      );
      expect(await seedDevelopmentTournaments(database.pool)).toBe(3);
      expect(await seedDevelopmentTournaments(database.pool)).toBe(0);
      const n = await database.pool.oneFirst(sql.unsafe`SELECT count(*) FROM tournaments WHERE starts_at > now()`);
      expect(Number(n)).toBe(3);
    } finally {
      await database.close();
    }
    expect(config.env).toBe("test");
    // The test server (NODE_ENV=test) seeded nothing: every tournament there was made by this file.
    const names = await app.ctx.db.anyFirst(sql.unsafe`SELECT name FROM tournaments`);
    expect(names).not.toContain("Friday Blitz Arena");
  });
});
