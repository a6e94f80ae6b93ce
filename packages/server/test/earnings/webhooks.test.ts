import { sign, type TestVectors } from "@trustplane/webhook-verifier";
import vectorsFile from "@trustplane/webhook-verifier/test-vectors.json" with { type: "json" };
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";

// The three partner receivers: authentication (HMAC, fallback header, rotation, skew), idempotency,
// validation, and what a record does to the recipient's wallet.

const { vectors } = vectorsFile as TestVectors;
const royaltyVector = vectors.find((v) => v.name === "royalty-event")!;

const SECRETS = {
  // Two secrets each: a rotation in progress. The rights partner's include the published vector's.
  RIGHTS_WEBHOOK_SECRET: `rights-old, ${royaltyVector.secret}`,
  CHESS_WEBHOOK_SECRET: "chess-old,chess-new",
  REGISTRY_WEBHOOK_SECRET: "registry-old,registry-new",
};

let app: TestServer;
/** HMAC only, and only the rights partner has a secret (the chess and registry receivers are disabled). */
let strict: TestServer;
beforeAll(async () => {
  app = await startTestServer(SECRETS);
  strict = await startTestServer({ RIGHTS_WEBHOOK_SECRET: "rights-old", WEBHOOK_REQUIRE_HMAC: "1" });
});
afterAll(async () => {
  await Promise.all([app?.close(), strict?.close()]);
});

const ROYALTY = "/api/rights/royalties/verify-webhook";
const PAYOUT = "/api/registry/payouts/certify-webhook";
const PODIUM = "/api/chess/tournament-finalized";

let sequence = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++sequence}`;
const emailFor = (label: string) => `${unique(label)}@example.test`;

/** Sign `body` as a partner does (@trustplane/webhook-verifier) and send it. */
const send = async (
  path: string,
  body: unknown,
  options: { secret?: string; timestamp?: number; server?: TestServer } = {},
) => {
  const secret = options.secret ?? (path === ROYALTY ? "rights-old" : path === PAYOUT ? "registry-new" : "chess-new");
  const signed = await sign({ secret, body, timestamp: options.timestamp });
  return (options.server ?? app).call("POST", path, { rawBody: signed.body, headers: signed.headers });
};

const royalty = (overrides: Record<string, unknown> = {}) => ({
  eventId: unique("evt"),
  email: emailFor("ada"),
  productKey: "book-1",
  period: "2025-Q2",
  amount: 12.5,
  ...overrides,
});

const balanceOf = async (token: string): Promise<number> => {
  const res = await app.call("GET", "/api/ledger/accounts", { token });
  return res.body.items.find((a: { isDefault: boolean }) => a.isDefault).balance;
};

const earningCredits = async (server: TestServer, recordId: string): Promise<number> =>
  Number(
    await server.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM ledger_operations WHERE earning_id = ${recordId}`),
  );

describe("webhook authentication", () => {
  it("accepts an HMAC-signed royalty with either of the rotated secrets", async () => {
    for (const secret of ["rights-old", royaltyVector.secret]) {
      const res = await send(ROYALTY, royalty(), { secret });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        replayed: false,
        id: expect.stringMatching(/^roy_[0-9A-HJKMNP-TV-Z]{26}$/),
        eventId: expect.any(String),
        paidAt: expect.any(String),
      });
    }
  });

  it("refuses a signature made with a secret that is not configured, or over another body", async () => {
    const wrong = await send(ROYALTY, royalty(), { secret: "rights-guess" });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("content-type")).toContain("application/problem+json");
    expect(wrong.body.type).toBe("https://trustplane.dev/problems/webhook-signature");

    const signed = await sign({ secret: "rights-old", body: royalty({ amount: 1 }) });
    const tampered = await app.call("POST", ROYALTY, {
      rawBody: signed.body.replace('"amount":1', '"amount":1000'),
      headers: signed.headers,
    });
    expect(tampered.status).toBe(401);
  });

  it("refuses a request without any proof, and one with only half of the HMAC headers", async () => {
    const none = await app.call("POST", ROYALTY, { body: royalty() });
    expect(none.status).toBe(401);
    const signed = await sign({ secret: "rights-old", body: royalty() });
    const half = await app.call("POST", ROYALTY, {
      rawBody: signed.body,
      headers: { "content-type": "application/json", "X-Svc-Signature": signed.headers["X-Svc-Signature"] },
    });
    expect(half.status).toBe(401);
  });

  it("says 'timestamp skew' for a timestamp 301 s ahead of or behind the server clock, and accepts 300 s", async () => {
    // The server's clock (it runs in this process) held still: with a moving clock a busy machine turned
    // "now + 301" into 300 s ahead by the time the request was checked, and the test failed.
    const now = Math.floor(Date.now() / 1000);
    vi.useFakeTimers({ toFake: ["Date"], now: now * 1000 + 500 });
    try {
      for (const timestamp of [now + 301, now - 301]) {
        const res = await send(ROYALTY, royalty(), { timestamp });
        expect(res.status).toBe(401);
        expect(res.body.detail).toMatch(/^timestamp skew/);
        expect(res.body.type).toBe("https://trustplane.dev/problems/webhook-timestamp-skew");
      }
      for (const timestamp of [now + 300, now - 300]) {
        expect((await send(ROYALTY, royalty(), { timestamp })).status).toBe(201);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it("accepts each receiver's own fallback secret header (any rotated secret) when HMAC headers are absent", async () => {
    const cases: [string, string, string, unknown][] = [
      [ROYALTY, "X-Rights-Secret", "rights-old", royalty()],
      [
        PAYOUT,
        "X-Registry-Secret",
        "registry-old",
        { eventId: unique("evt"), email: emailFor("bo"), artifactVersionId: "av_1", amount: 3 },
      ],
      [
        PODIUM,
        "X-Chess-Secret",
        "chess-old",
        { tournamentId: unique("t"), podium: [{ email: emailFor("cy"), place: 1, amount: 5 }] },
      ],
    ];
    for (const [path, header, secret, body] of cases) {
      const ok = await app.call("POST", path, { body, headers: { [header]: secret } });
      expect(ok.status, path).toBe(201);
      // Another receiver's header, or a wrong value, proves nothing.
      const otherHeader = header === "X-Rights-Secret" ? "X-Chess-Secret" : "X-Rights-Secret";
      expect((await app.call("POST", path, { body, headers: { [otherHeader]: secret } })).status).toBe(401);
      expect((await app.call("POST", path, { body, headers: { [header]: `${secret}x` } })).status).toBe(401);
    }
  });

  it("refuses the fallback header when WEBHOOK_REQUIRE_HMAC=1, and still accepts HMAC there", async () => {
    const res = await strict.call("POST", ROYALTY, { body: royalty(), headers: { "X-Rights-Secret": "rights-old" } });
    expect(res.status).toBe(401);
    expect(res.body.detail).toContain("requires HMAC");
    expect((await send(ROYALTY, royalty(), { server: strict })).status).toBe(201);
  });

  it("answers 503 when the receiver has no secret configured (each receiver reads its own partner's secret)", async () => {
    const bodies: [string, unknown][] = [
      [PODIUM, { tournamentId: "t", podium: [{ email: "a@example.test", place: 1, amount: 1 }] }],
      [PAYOUT, { eventId: "e", email: "a@example.test", artifactVersionId: "v", amount: 1 }],
    ];
    for (const [path, body] of bodies) {
      const res = await send(path, body, { server: strict, secret: "rights-old" });
      expect(res.status, path).toBe(503);
      expect(res.body.type).toBe("https://trustplane.dev/problems/webhook-disabled");
    }
    expect((await send(ROYALTY, royalty(), { server: strict, secret: "rights-old" })).status).toBe(201);
  });

  it("accepts the published royalty test vector (its secret, timestamp, body and signature) at its own time", async () => {
    const headers = {
      "content-type": "application/json",
      "X-Svc-Timestamp": String(royaltyVector.timestamp),
      "X-Svc-Signature": royaltyVector.signature,
    };
    // Today the vector's timestamp is long past: skew.
    const late = await app.call("POST", ROYALTY, { rawBody: royaltyVector.canonicalBody, headers });
    expect(late.status).toBe(401);
    expect(late.body.detail).toMatch(/^timestamp skew/);

    vi.useFakeTimers({ toFake: ["Date"], now: royaltyVector.timestamp * 1000 + 42_000 });
    try {
      const first = await app.call("POST", ROYALTY, { rawBody: royaltyVector.canonicalBody, headers });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ replayed: false, eventId: "evt_42" });
      // Pretty-printed (re-serialized) it still verifies, through the canonical form: and is a replay.
      const again = await app.call("POST", ROYALTY, {
        rawBody: JSON.stringify(royaltyVector.body, null, 2),
        headers,
      });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ ...first.body, replayed: true });
      const forged = await app.call("POST", ROYALTY, {
        rawBody: royaltyVector.canonicalBody.replace("12.5", "125"),
        headers,
      });
      expect(forged.status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("idempotency and immutability", () => {
  it("a royalty replay returns 200, replayed: true, the same id and time, and credits the wallet once", async () => {
    const user = await app.register();
    const body = royalty({ email: user.email.toUpperCase(), amount: 7.25 });
    const first = await send(ROYALTY, body);
    expect(first.status).toBe(201);
    const replay = await send(ROYALTY, body, { secret: royaltyVector.secret });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ ...first.body, replayed: true });
    expect(await balanceOf(user.token)).toBe(7.25);
    expect(await earningCredits(app, first.body.id)).toBe(1);
  });

  it("a registry payout replay returns 200 with the existing record", async () => {
    const body = { eventId: unique("cert"), email: emailFor("reg"), artifactVersionId: "artv_7", amount: 0.3 };
    const first = await send(PAYOUT, body);
    expect(first.status).toBe(201);
    expect(first.body.id).toMatch(/^cpo_/);
    expect(first.body.certifiedAt).toEqual(expect.any(String));
    const replay = await send(PAYOUT, body);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ ...first.body, replayed: true });
  });

  it("the same eventId with different content is 409 and the record stays as it was", async () => {
    const user = await app.register();
    const body = royalty({ email: user.email, amount: 10 });
    const first = await send(ROYALTY, body);
    expect(first.status).toBe(201);
    for (const change of [{ amount: 11 }, { productKey: "book-2" }, { period: "2025-Q3" }, { email: emailFor("x") }]) {
      const res = await send(ROYALTY, { ...body, ...change });
      expect(res.status, JSON.stringify(change)).toBe(409);
      expect(res.body.type).toBe("https://trustplane.dev/problems/webhook-event-conflict");
      expect(res.body.recordId).toBe(first.body.id);
    }
    const list = await app.call("GET", "/api/rights/royalties", { token: user.token });
    expect(list.body.items).toEqual([
      { id: first.body.id, productKey: "book-1", period: "2025-Q2", amount: 10, paidAt: first.body.paidAt },
    ]);
    expect(await balanceOf(user.token)).toBe(10);
  });

  it("the same eventId at two different partners is two records", async () => {
    const eventId = unique("shared");
    const a = await send(ROYALTY, royalty({ eventId }));
    const b = await send(PAYOUT, { eventId, email: emailFor("p"), artifactVersionId: "v1", amount: 1 });
    expect([a.status, b.status]).toEqual([201, 201]);
  });

  it("records and their journal rows cannot be changed or deleted, even by SQL", async () => {
    const res = await send(ROYALTY, royalty());
    await expect(
      app.ctx.db.query(sql.unsafe`UPDATE earnings SET amount = 1 WHERE id = ${res.body.id}`),
    ).rejects.toThrow(/immutable/);
    await expect(app.ctx.db.query(sql.unsafe`DELETE FROM earnings WHERE id = ${res.body.id}`)).rejects.toThrow(
      /immutable/,
    );
  });
});

describe("validation", () => {
  it("refuses bad amounts, emails, periods and missing fields with 400, and records nothing", async () => {
    const bad: Record<string, unknown>[] = [
      { amount: 0 },
      { amount: -1 },
      { amount: 0.001 },
      { amount: 10_000_000_000_000 },
      { amount: "12" + "x" },
      { email: "not-an-email" },
      { period: "2025-Q5" },
      { period: "Q2-2025" },
      { eventId: "" },
      { eventId: "has space" },
      { productKey: "" },
    ];
    for (const change of bad) {
      const body = royalty(change);
      const res = await send(ROYALTY, body);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors?.length, JSON.stringify(change)).toBeGreaterThan(0);
      const stored = await app.ctx.db.oneFirst(
        sql.unsafe`SELECT count(*) FROM earnings WHERE event_id = ${String(body.eventId)}`,
      );
      expect(Number(stored)).toBe(0);
    }
    const { eventId: _, ...withoutEventId } = royalty();
    expect((await send(ROYALTY, withoutEventId)).status).toBe(400);
  });

  it("checks the signature before the body: an unsigned or mis-signed bad body is 401, never 400", async () => {
    const bad = { ...royalty(), amount: "lots", extra: true };
    const unsigned = await app.call("POST", ROYALTY, { body: bad });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.errors).toBeUndefined();
    const misSigned = await app.call("POST", ROYALTY, {
      body: bad,
      headers: { "X-Svc-Timestamp": String(Math.floor(Date.now() / 1000)), "X-Svc-Signature": "0".repeat(64) },
    });
    expect(misSigned.status).toBe(401);
    expect((await send(ROYALTY, bad)).status).toBe(400); // the same body, signed: now the contract speaks
  });

  it("accepts the largest amount a JSON number carries exactly, and a monthly period", async () => {
    const res = await send(ROYALTY, royalty({ amount: 9_999_999_999_999.99, period: "2025-06" }));
    expect(res.status).toBe(201);
  });

  it("refuses an empty podium, more than 100 entries, place 0, and one (place, email) twice", async () => {
    const email = emailFor("dup");
    const podiums = [
      [],
      Array.from({ length: 101 }, (_, i) => ({ email: `p${i}@example.test`, place: i + 1, amount: 1 })),
      [{ email, place: 0, amount: 1 }],
      [
        { email, place: 1, amount: 1 },
        { email: email.toUpperCase(), place: 1, amount: 1 },
      ],
    ];
    for (const podium of podiums) {
      const res = await send(PODIUM, { tournamentId: unique("t"), podium });
      expect(res.status, JSON.stringify(podium).slice(0, 80)).toBe(400);
    }
    // 100 entries is the cap, accepted.
    const hundred = Array.from({ length: 100 }, (_, i) => ({ email: emailFor(`h${i}`), place: i + 1, amount: 0.01 }));
    const ok = await send(PODIUM, { tournamentId: unique("t"), podium: hundred });
    expect(ok.status).toBe(201);
    expect(ok.body.recorded).toHaveLength(100);
  });
});

describe("chess: tournament-finalized", () => {
  it("records each podium entry, credits winners who have an account, and replays per entry", async () => {
    const winner = await app.register();
    const runnerUp = emailFor("later");
    const tournamentId = unique("partner-trn");
    const podium = [
      { email: runnerUp, place: 2, amount: 50.5 },
      { email: winner.email, place: 1, amount: 100 },
    ];
    const first = await send(PODIUM, { tournamentId, podium });
    expect(first.status).toBe(201);
    expect(first.body.tournamentId).toBe(tournamentId);
    expect(first.body.replayed).toEqual([]);
    expect(
      first.body.recorded.map((e: { place: number; email: string; amount: number }) => [e.place, e.amount]),
    ).toEqual([
      [1, 100],
      [2, 50.5],
    ]);
    expect(first.body.recorded[0]).toEqual({
      id: expect.stringMatching(/^prz_[0-9A-HJKMNP-TV-Z]{26}$/),
      place: 1,
      email: winner.email.toLowerCase(),
      amount: 100,
      finalizedAt: first.body.finalizedAt,
    });
    expect(await balanceOf(winner.token)).toBe(100);

    // The same podium again, plus a tie at third place: two replays, one new entry.
    const third = { email: emailFor("third"), place: 3, amount: 1 };
    const again = await send(PODIUM, { tournamentId, podium: [...podium, third] });
    expect(again.status).toBe(201);
    expect(again.body.recorded.map((e: { place: number }) => e.place)).toEqual([3]);
    expect(again.body.replayed).toEqual(first.body.recorded);
    expect(again.body.finalizedAt).toBe(first.body.finalizedAt);

    const allReplayed = await send(PODIUM, { tournamentId, podium });
    expect(allReplayed.status).toBe(200);
    expect(allReplayed.body.recorded).toEqual([]);
    expect(allReplayed.body.replayed).toEqual(first.body.recorded);
    expect(await balanceOf(winner.token)).toBe(100);

    // A podium entry recorded before with another amount: 409, and nothing of the report is recorded.
    const conflicting = await send(PODIUM, {
      tournamentId,
      podium: [
        { email: winner.email, place: 1, amount: 999 },
        { email: emailFor("new"), place: 4, amount: 1 },
      ],
    });
    expect(conflicting.status).toBe(409);
    expect(conflicting.body.entries).toEqual([
      { place: 1, email: winner.email.toLowerCase(), recordId: first.body.recorded[0].id, amount: 100 },
    ]);
    const count = await app.ctx.db.oneFirst(
      sql.unsafe`SELECT count(*) FROM earnings WHERE tournament_id = ${tournamentId}`,
    );
    expect(Number(count)).toBe(3);

    const results = await app.call("GET", "/api/chess/results", { token: winner.token });
    expect(results.body).toEqual({
      items: [
        {
          id: first.body.recorded[0].id,
          tournamentId,
          place: 1,
          amount: 100,
          finalizedAt: first.body.finalizedAt,
        },
      ],
      total: 1,
      nextCursor: null,
    });
  });

  it("accepts a tournament id that is not one of the listed tournaments", async () => {
    const res = await send(PODIUM, {
      tournamentId: "elsewhere-2026-open",
      podium: [{ email: emailFor("z"), place: 1, amount: 1 }],
    });
    expect(res.status).toBe(201);
  });
});

describe("lifetime earnings limit", () => {
  it("refuses a report that would take a recipient's lifetime total past what the API reports exactly, and the total stays reportable", async () => {
    const email = emailFor("whale");
    // Pending earnings (nobody holds the email yet) credit no wallet, so only the lifetime total limits them.
    const first = await send(ROYALTY, royalty({ email, amount: 6_000_000_000_000 }));
    expect(first.status).toBe(201);
    const second = await send(PAYOUT, {
      eventId: unique("evt"),
      email,
      artifactVersionId: "arv_01HZZZZZZZZZZZZZZZZZZZZZZZ",
      amount: 4_000_000_000_000,
    });
    expect(second.status).toBe(422);
    expect(second.body.type).toBe("https://trustplane.dev/problems/earnings-limit");
    expect(Number(await app.ctx.db.oneFirst(sql.unsafe`SELECT count(*) FROM earnings WHERE email = ${email}`))).toBe(1);
    // Up to the limit is fine.
    const third = await send(ROYALTY, royalty({ email, amount: 3_999_999_999_999.99 }));
    expect(third.status).toBe(201);
    const { token } = await app.register({ email });
    const totals = await app.call("GET", "/api/ecosystem/earnings", { token });
    expect(totals.status).toBe(200);
    expect(totals.body.totals.all).toBe(9_999_999_999_999.99);
  });
});
