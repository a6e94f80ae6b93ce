import express, { type Request } from "express";
import { sql } from "slonik";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AuthenticatedUser } from "../../src/http/auth.ts";
import { errorHandler } from "../../src/http/errors.ts";
import { idempotent, requestFingerprint } from "../../src/http/idempotency.ts";
import { unprocessable } from "../../src/http/problem.ts";
import { requestId } from "../../src/http/request-id.ts";
import { IDEMPOTENCY_TTL_SECONDS, idempotencyKeys, purgeExpiredKeys } from "../../src/persistence/idempotency-keys.ts";
import { listenOnLoopback, onRealPostgres, startTestServer, type TestServer } from "../harness.ts";
import { newId } from "../ids.ts";

/**
 * A small test router on the real database of a test server: `X-Test-User` stands in for a bearer
 * token. Each effect is an insert in the handler's own transaction, so "ran once" is counted in the
 * database, and a handler that opens a transaction is proven to work under the middleware.
 */
let server: TestServer;
let testApp: Awaited<ReturnType<typeof listenOnLoopback>> | undefined;
let base: string;
/** Gates that hold the `/slow` handler until a test releases it. */
const gates = new Map<string, { entered: () => void; release: Promise<void> }>();
let failuresLeft = 0;

const effectCount = async (key?: string): Promise<number> =>
  Number(
    await server.ctx.db.oneFirst(
      key === undefined
        ? sql.unsafe`SELECT count(*) FROM idem_effects`
        : sql.unsafe`SELECT count(*) FROM idem_effects WHERE label = ${key}`,
    ),
  );

const post = async (path: string, options: { user?: string; key?: string; body?: unknown; raw?: string } = {}) => {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (options.user) headers["x-test-user"] = options.user;
  if (options.key !== undefined) headers["idempotency-key"] = options.key;
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers,
    body: options.raw ?? JSON.stringify(options.body ?? {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : undefined };
};

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.ctx;
  const store = idempotencyKeys(db);
  await db.query(
    sql.unsafe`CREATE TABLE idem_effects (id text PRIMARY KEY, label text NOT NULL, amount integer NOT NULL)`,
  );

  const effect = async (req: Request) => {
    const body = req.body as { amount: number; label?: string };
    const id = newId("operation");
    await db.transaction(async (tx) => {
      await tx.query(
        sql.unsafe`INSERT INTO idem_effects (id, label, amount) VALUES (${id}, ${body.label ?? "x"}, ${body.amount})`,
      );
    });
    return { id, amount: body.amount, user: req.user?.id ?? null };
  };

  const app = express();
  app.use(requestId);
  app.use(express.json());
  app.use((req, _res, next) => {
    const user = req.get("x-test-user");
    if (user) req.user = { id: user } as AuthenticatedUser;
    next();
  });
  app.post("/effects", idempotent({ store }, { scope: "test.effects" }), async (req, res) => {
    res
      .status(201)
      .location(`/effects/${req.body.label ?? "x"}`)
      .json(await effect(req));
  });
  app.post("/other-scope", idempotent({ store }, { scope: "test.other" }), async (req, res) => {
    res.status(201).json(await effect(req));
  });
  app.post("/slow", idempotent({ store }, { scope: "test.slow" }), async (req, res) => {
    const gate = gates.get(req.body.label);
    if (gate) {
      gate.entered();
      await gate.release;
    }
    // Long enough that concurrent duplicates arrive while this one is still running.
    else await new Promise((resolve) => setTimeout(resolve, 50));
    res.status(201).json(await effect(req));
  });
  app.post("/flaky", idempotent({ store }, { scope: "test.flaky" }), async (req, res) => {
    if (failuresLeft > 0) {
      failuresLeft--;
      if (req.body.mode === "throw") throw new Error("boom");
      res.status(503).json({ error: "try later" });
      return;
    }
    res.status(201).json(await effect(req));
  });
  app.post("/refuses-once", idempotent({ store }, { scope: "test.refuses" }), async (req, res) => {
    if (failuresLeft > 0) {
      failuresLeft--;
      throw unprocessable("Insufficient funds.", { type: "insufficient-funds" });
    }
    res.status(201).json(await effect(req));
  });
  app.post(
    "/webhook",
    idempotent({ store }, { scope: "test.webhook", principal: () => "partner:rights" }),
    async (req, res) => {
      res.json(await effect(req));
    },
  );
  app.post("/no-principal", idempotent({ store }, { scope: "test.none" }), async (req, res) => {
    res.json(await effect(req));
  });
  app.use(errorHandler({ exposeResponseValidation: true }));
  testApp = await listenOnLoopback(app);
  base = testApp.base;
});

afterAll(async () => {
  await testApp?.close();
  await server?.close();
});

beforeEach(() => {
  failuresLeft = 0;
});

describe("idempotent()", () => {
  it("runs the handler every time when no key is sent", async () => {
    const first = await post("/effects", { user: "usr_a", body: { amount: 1, label: "nokey" } });
    const second = await post("/effects", { user: "usr_a", body: { amount: 1, label: "nokey" } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(await effectCount("nokey")).toBe(2);
  });

  it("replays the first status, body and Location for a retry, and runs the effect once", async () => {
    const first = await post("/effects", { user: "usr_a", key: "k-replay", body: { amount: 5, label: "replay" } });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    // Same request, members in another order and other whitespace: the fingerprint is canonical.
    const retry = await post("/effects", {
      user: "usr_a",
      key: "k-replay",
      raw: '{ "label": "replay",\n "amount": 5 }',
    });
    expect(retry.status).toBe(201);
    expect(retry.text).toBe(first.text);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.headers.get("location")).toBe("/effects/replay");
    expect(retry.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await effectCount("replay")).toBe(1);
  });

  it("answers 400, not 500, for a body RFC 8785 cannot canonicalize (a lone surrogate)", async () => {
    const res = await post("/effects", { user: "usr_lone", key: "k-lone", raw: '{"amount": 1, "label": "\\ud800"}' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/canonicalized/);
  });

  it("answers 422 when the key is reused with a different body", async () => {
    await post("/effects", { user: "usr_a", key: "k-diff", body: { amount: 5, label: "diff" } });
    const other = await post("/effects", { user: "usr_a", key: "k-diff", body: { amount: 6, label: "diff" } });
    expect(other.status).toBe(422);
    expect(other.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(other.body).toMatchObject({ status: 422, type: "https://trustplane.dev/problems/idempotency-key-reused" });
    expect(await effectCount("diff")).toBe(1);
  });

  it("answers 409 with Retry-After while the first request is still running, then replays it", async () => {
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    gates.set("gated", { entered, release: new Promise<void>((resolve) => (release = resolve)) });
    const first = post("/slow", { user: "usr_a", key: "k-flight", body: { amount: 1, label: "gated" } });
    await inside;
    const during = await post("/slow", { user: "usr_a", key: "k-flight", body: { amount: 1, label: "gated" } });
    expect(during.status).toBe(409);
    expect(during.headers.get("retry-after")).toBe("1");
    expect(during.body).toMatchObject({
      status: 409,
      type: "https://trustplane.dev/problems/idempotency-key-in-flight",
    });
    release();
    const done = await first;
    expect(done.status).toBe(201);
    const after = await post("/slow", { user: "usr_a", key: "k-flight", body: { amount: 1, label: "gated" } });
    expect(after.status).toBe(201);
    expect(after.body).toEqual(done.body);
    expect(await effectCount("gated")).toBe(1);
  });

  it(`runs the effect once for 10 identical concurrent requests (${onRealPostgres ? "PostgreSQL" : "PGlite"})`, async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post("/slow", { user: "usr_c", key: "k-race", body: { amount: 3, label: "race" } }),
      ),
    );
    expect(await effectCount("race")).toBe(1);
    const fresh = results.filter((r) => r.status === 201 && r.headers.get("idempotent-replayed") === null);
    const replayed = results.filter((r) => r.status === 201 && r.headers.get("idempotent-replayed") === "true");
    const busy = results.filter((r) => r.status === 409);
    expect(fresh).toHaveLength(1);
    expect(replayed.length + busy.length).toBe(9);
    for (const r of replayed) expect(r.body).toEqual(fresh[0]!.body);
  });

  it("keeps keys per user: two users with the same key are independent", async () => {
    const a = await post("/effects", { user: "usr_a", key: "k-shared", body: { amount: 2, label: "per-user" } });
    const b = await post("/effects", { user: "usr_b", key: "k-shared", body: { amount: 2, label: "per-user" } });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers.get("idempotent-replayed")).toBeNull();
    expect(b.body.id).not.toBe(a.body.id);
    expect(b.body.user).toBe("usr_b");
    // b's retry replays b's own result, not a's.
    const bAgain = await post("/effects", { user: "usr_b", key: "k-shared", body: { amount: 2, label: "per-user" } });
    expect(bAgain.body).toEqual(b.body);
    expect(await effectCount("per-user")).toBe(2);
  });

  it("keeps keys per route (scope)", async () => {
    const one = await post("/effects", { user: "usr_a", key: "k-scope", body: { amount: 1, label: "scope" } });
    const two = await post("/other-scope", { user: "usr_a", key: "k-scope", body: { amount: 1, label: "scope" } });
    expect(one.status).toBe(201);
    expect(two.status).toBe(201);
    expect(two.headers.get("idempotent-replayed")).toBeNull();
    expect(await effectCount("scope")).toBe(2);
  });

  it("does not store a 5xx response: the retry runs the handler again", async () => {
    failuresLeft = 1;
    const failed = await post("/flaky", { user: "usr_a", key: "k-503", body: { amount: 1, label: "flaky-503" } });
    expect(failed.status).toBe(503);
    const retry = await post("/flaky", { user: "usr_a", key: "k-503", body: { amount: 1, label: "flaky-503" } });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(await effectCount("flaky-503")).toBe(1);
  });

  it("does not store a thrown error (500): the retry runs the handler again", async () => {
    failuresLeft = 1;
    const failed = await post("/flaky", {
      user: "usr_a",
      key: "k-throw",
      body: { amount: 1, label: "flaky-throw", mode: "throw" },
    });
    expect(failed.status).toBe(500);
    expect(failed.body.detail).not.toContain("boom");
    const rows = await server.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM idempotency_keys WHERE key = 'k-throw'`);
    expect(Number(rows)).toBe(0);
    const retry = await post("/flaky", {
      user: "usr_a",
      key: "k-throw",
      body: { amount: 1, label: "flaky-throw", mode: "throw" },
    });
    expect(retry.status).toBe(201);
    expect(await effectCount("flaky-throw")).toBe(1);
  });

  it("stores and replays a 4xx outcome (a refused request stays refused under its key)", async () => {
    failuresLeft = 1;
    const refused = await post("/refuses-once", { user: "usr_a", key: "k-422", body: { amount: 9, label: "refused" } });
    expect(refused.status).toBe(422);
    expect(refused.body.type).toBe("https://trustplane.dev/problems/insufficient-funds");
    const retry = await post("/refuses-once", { user: "usr_a", key: "k-422", body: { amount: 9, label: "refused" } });
    expect(retry.status).toBe(422);
    expect(retry.text).toBe(refused.text);
    expect(retry.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    // A new key is a new attempt.
    const fresh = await post("/refuses-once", { user: "usr_a", key: "k-422-b", body: { amount: 9, label: "refused" } });
    expect(fresh.status).toBe(201);
    expect(await effectCount("refused")).toBe(1);
  });

  it("forgets a key after 24 hours: the request runs again, even with another body", async () => {
    const first = await post("/effects", { user: "usr_a", key: "k-old", body: { amount: 1, label: "expired" } });
    await server.ctx.db.query(
      sql.unsafe`UPDATE idempotency_keys SET created_at = now() - ${IDEMPOTENCY_TTL_SECONDS + 60}::int * interval '1 second' WHERE key = 'k-old'`,
    );
    const again = await post("/effects", { user: "usr_a", key: "k-old", body: { amount: 2, label: "expired" } });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect(again.body.id).not.toBe(first.body.id);
    const replay = await post("/effects", { user: "usr_a", key: "k-old", body: { amount: 2, label: "expired" } });
    expect(replay.body).toEqual(again.body);
    expect(await effectCount("expired")).toBe(2);
  });

  it("lets a retry take over an in-flight row once its hold (the request's deadline + margin) has passed", async () => {
    // Held until 3 s ago: past the commit margin (2 s), so the first request can no longer commit anything.
    await server.ctx.db.query(sql.unsafe`
      INSERT INTO idempotency_keys (principal, scope, key, fingerprint, state, lease, held_until)
      VALUES ('usr_a', 'test.effects', 'k-crash', 'whatever', 'in_flight', 'dead-lease', now() - interval '3 seconds')`);
    const res = await post("/effects", { user: "usr_a", key: "k-crash", body: { amount: 1, label: "crashed" } });
    expect(res.status).toBe(201);
    // A row from before held_until existed keeps the former 10 minutes.
    await server.ctx.db.query(sql.unsafe`
      INSERT INTO idempotency_keys (principal, scope, key, fingerprint, state, lease, created_at)
      VALUES ('usr_a', 'test.effects', 'k-legacy', 'whatever', 'in_flight', 'dead-lease', now() - interval '11 minutes')`);
    const legacy = await post("/effects", { user: "usr_a", key: "k-legacy", body: { amount: 1, label: "crashed" } });
    expect(legacy.status).toBe(201);
    // Still held (its deadline is a minute away): refused with 409, not taken over.
    const body = { amount: 1, label: "crashed" };
    const fingerprint = requestFingerprint({ method: "POST", originalUrl: "/effects", body } as Request);
    await server.ctx.db.query(sql.unsafe`
      INSERT INTO idempotency_keys (principal, scope, key, fingerprint, state, lease, held_until)
      VALUES ('usr_a', 'test.effects', 'k-recent', ${fingerprint}, 'in_flight', 'live-lease', now() + interval '1 minute')`);
    const busy = await post("/effects", { user: "usr_a", key: "k-recent", body });
    expect(busy.status).toBe(409);
    expect(busy.headers.get("retry-after")).toBe("1");
    expect(busy.body.detail).toMatch(/held for at most 6\d more seconds/);
    expect(await effectCount("crashed")).toBe(2);
  });

  it("holds a new claim for the request's deadline, not 10 minutes", async () => {
    const fingerprint = requestFingerprint({
      method: "POST",
      originalUrl: "/slow",
      body: { amount: 1, label: "held" },
    } as Request);
    const gate = Promise.withResolvers<void>();
    const entered = Promise.withResolvers<void>();
    gates.set("held", { entered: entered.resolve, release: gate.promise });
    const first = post("/slow", { user: "usr_a", key: "k-held", body: { amount: 1, label: "held" } });
    await entered.promise;
    const held = (await server.ctx.db.one(sql.unsafe`
      SELECT fingerprint, extract(epoch FROM held_until - created_at)::float8 AS hold
      FROM idempotency_keys WHERE key = 'k-held'`)) as { fingerprint: string; hold: number };
    gate.resolve();
    expect((await first).status).toBe(201);
    expect(held.fingerprint).toBe(fingerprint);
    // DB_REQUEST_DEADLINE_MS (10 s by default), measured on the database's own clock.
    expect(held.hold).toBeGreaterThan(9);
    expect(held.hold).toBeLessThan(11);
  });

  it.each([
    ["a space", "has space"],
    ["a non-ASCII character", "clé"],
    ["256 characters", "k".repeat(256)],
  ])("refuses a key with %s (400)", async (_what, key) => {
    const res = await post("/effects", { user: "usr_a", key, body: { amount: 1, label: "badkey" } });
    expect(res.status).toBe(400);
    expect(res.body.type).toBe("https://trustplane.dev/problems/invalid-idempotency-key");
    expect(await effectCount("badkey")).toBe(0);
  });

  it("accepts the longest allowed key (255 printable characters)", async () => {
    const res = await post("/effects", {
      user: "usr_a",
      key: `~!${"K".repeat(253)}`,
      body: { amount: 1, label: "longkey" },
    });
    expect(res.status).toBe(201);
  });

  it("uses the route's principal on unauthenticated routes, and refuses to guess one", async () => {
    const first = await post("/webhook", { key: "evt-1", body: { amount: 4, label: "hook" } });
    const retry = await post("/webhook", { key: "evt-1", body: { amount: 4, label: "hook" } });
    expect(first.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    const stored = await server.ctx.db.oneFirst(sql.unsafe`SELECT principal FROM idempotency_keys WHERE key = 'evt-1'`);
    expect(stored).toBe("partner:rights");
    const orphan = await post("/no-principal", { key: "k-none", body: { amount: 1, label: "none" } });
    expect(orphan.status).toBe(500);
    expect(await effectCount("none")).toBe(0);
  });

  it("purges expired rows and keeps live ones", async () => {
    await post("/effects", { user: "usr_p", key: "k-purge-old", body: { amount: 1, label: "purge" } });
    await post("/effects", { user: "usr_p", key: "k-purge-new", body: { amount: 1, label: "purge" } });
    await server.ctx.db.query(
      sql.unsafe`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'k-purge-old'`,
    );
    expect(await purgeExpiredKeys(server.ctx.db)).toBeGreaterThanOrEqual(1);
    const left = await server.ctx.db.anyFirst(
      sql.unsafe`SELECT key FROM idempotency_keys WHERE principal = 'usr_p' ORDER BY key`,
    );
    expect(left).toEqual(["k-purge-new"]);
  });
});
