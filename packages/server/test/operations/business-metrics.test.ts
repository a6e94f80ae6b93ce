import { sign } from "@trustplane/webhook-verifier";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { grew, type Scrape, scrape } from "./metrics-scrape.ts";

/**
 * The business metrics on /metrics, after real calls through HTTP: each counter moves by exactly what
 * the calls did, with the labels docs/operations.md ("Business metrics") lists.
 */
const SECRET = "metrics-webhook-secret";
let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({
    RIGHTS_WEBHOOK_SECRET: SECRET,
    CHESS_WEBHOOK_SECRET: SECRET,
    REGISTRY_WEBHOOK_SECRET: SECRET,
    RATE_LIMIT_LOOKUPS_PER_USER: "2",
  });
});
afterAll(async () => {
  await app?.close();
});

const defaultAccount = async (token: string): Promise<string> =>
  (await app.call("GET", "/api/ledger/accounts", { token })).body.items[0].id;

describe("business metrics on /metrics", () => {
  it("exports every series a module binds at start, at 0, with low-cardinality labels only", async () => {
    const now = await scrape(app);
    for (const [name, labels] of [
      ["trustplane_ledger_transfers_total", { outcome: "committed" }],
      ["trustplane_ledger_transfers_total", { outcome: "insufficient_funds" }],
      ["trustplane_ledger_topups_total", { outcome: "topup_rate_limited" }],
      ["trustplane_ledger_transfer_amount_minor_units_total", {}],
      ["trustplane_ledger_topup_amount_minor_units_total", {}],
      ["trustplane_partner_webhook_reports_total", { partner: "chess", outcome: "replayed" }],
      ["trustplane_partner_webhook_auth_failures_total", { partner: "registry", reason: "bad_signature" }],
      ["trustplane_signatures_total", { api: "v2", outcome: "refused" }],
      ["trustplane_signature_verifications_total", { api: "v1", outcome: "invalid" }],
      ["trustplane_idempotency_requests_total", { operation: "createLedgerTransfer", outcome: "replayed" }],
      ["trustplane_rate_limit_refusals_total", { bucket: "credentials" }],
      ["trustplane_db_pool_acquire_timeouts_total", {}],
    ] as const) {
      expect(now.value(name, labels), `${name}${JSON.stringify(labels)}`).toBe(0);
    }
    expect(now.text).toContain("# TYPE trustplane_ledger_transfers_total counter");
    expect(now.text).toContain("# TYPE trustplane_ledger_transfer_size_minor_units histogram");
    expect(now.text).toContain("# TYPE trustplane_db_pool_acquire_seconds histogram");
    // Every label value of every business metric is one of a fixed set: no id, email or key in them.
    const ours = now.samples.filter((s) => s.name.startsWith("trustplane_"));
    expect(ours.length).toBeGreaterThan(50);
    for (const s of ours) {
      for (const value of Object.values(s.labels))
        expect(value).toMatch(/^(?:[a-z][a-z0-9_]*|v[12]|[0-9.e+]+|\+Inf)$/i);
    }
  });

  it("counts transfers and top-ups by outcome, the amounts they moved, and idempotent replays", async () => {
    const alice = await app.register();
    const bob = await app.register();
    const from = await defaultAccount(alice.token);
    const to = await defaultAccount(bob.token);
    const before = await scrape(app);

    const topup = await app.call("POST", "/api/ledger/topup", {
      token: alice.token,
      body: { accountId: from, amount: 100 },
    });
    expect(topup.status).toBe(200);
    const moved = await app.call("POST", "/api/ledger/transfer", {
      token: alice.token,
      body: { from, to, amount: 12.34 },
    });
    expect(moved.status).toBe(201);
    const keyed = { token: alice.token, headers: { "idempotency-key": "metrics-transfer-1" } };
    const first = await app.call("POST", "/api/ledger/transfer", { ...keyed, body: { from, to, amount: 0.66 } });
    const retry = await app.call("POST", "/api/ledger/transfer", { ...keyed, body: { from, to, amount: 0.66 } });
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    const reused = await app.call("POST", "/api/ledger/transfer", { ...keyed, body: { from, to, amount: 1 } });
    expect(reused.status).toBe(422);
    const poor = await app.call("POST", "/api/ledger/transfer", {
      token: alice.token,
      body: { from, to, amount: 5000 },
    });
    expect(poor.body.code).toBe("insufficient-funds");
    const notMine = await app.call("POST", "/api/ledger/transfer", {
      token: alice.token,
      body: { from: to, to: from, amount: 1 },
    });
    expect(notMine.status).toBe(403);
    const same = await app.call("POST", "/api/ledger/transfer", {
      token: alice.token,
      body: { from, to: from, amount: 1 },
    });
    expect(same.status).toBe(400);

    const after = await scrape(app);
    const transfers = (outcome: string) => grew(before, after, "trustplane_ledger_transfers_total", { outcome });
    expect(transfers("committed")).toBe(2);
    expect(transfers("insufficient_funds")).toBe(1);
    expect(transfers("not_account_owner")).toBe(1);
    expect(transfers("same_account")).toBe(1);
    // The retry was answered by the idempotency step from the stored response: the handler never ran.
    expect(transfers("replayed")).toBe(0);
    expect(transfers("error")).toBe(0);
    expect(grew(before, after, "trustplane_ledger_transfer_amount_minor_units_total")).toBe(1234 + 66);
    expect(grew(before, after, "trustplane_ledger_transfer_size_minor_units_count")).toBe(2);
    expect(grew(before, after, "trustplane_ledger_transfer_size_minor_units_sum")).toBe(1300);
    expect(grew(before, after, "trustplane_ledger_transfer_size_minor_units_bucket", { le: "100" })).toBe(1);
    expect(grew(before, after, "trustplane_ledger_transfer_size_minor_units_bucket", { le: "10000" })).toBe(2);
    expect(grew(before, after, "trustplane_ledger_topups_total", { outcome: "committed" })).toBe(1);
    expect(grew(before, after, "trustplane_ledger_topup_amount_minor_units_total")).toBe(10_000);

    const idempotency = (outcome: string) =>
      grew(before, after, "trustplane_idempotency_requests_total", { operation: "createLedgerTransfer", outcome });
    expect([idempotency("fresh"), idempotency("replayed"), idempotency("key_reused")]).toEqual([1, 1, 1]);
    expect(idempotency("in_flight")).toBe(0);
  });

  it("counts partner webhook reports recorded, replayed and refused, and signature failures by reason", async () => {
    const before = await scrape(app);
    const royalty = {
      eventId: "evt_metrics_1",
      email: "metrics-royalty@example.test",
      amount: 3.5,
      productKey: "p1",
      period: "2026-01",
    };
    const path = "/api/rights/royalties/verify-webhook";
    const send = async (body: unknown, options: { secret?: string; timestamp?: number } = {}) => {
      const signed = await sign({
        secret: options.secret ?? SECRET,
        body,
        ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
      });
      return app.call("POST", path, { rawBody: signed.body, headers: signed.headers });
    };
    expect((await send(royalty)).status).toBe(201);
    expect((await send(royalty)).status).toBe(200);
    expect((await send({ ...royalty, amount: 4 })).status).toBe(409);
    expect((await send(royalty, { secret: "not-the-secret" })).status).toBe(401);
    expect((await send(royalty, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(401);
    const unsigned = await app.call("POST", path, { body: royalty });
    expect(unsigned.status).toBe(401);

    const podium = {
      tournamentId: "trn_metrics",
      podium: [{ place: 1, email: "metrics-chess@example.test", amount: 10 }],
    };
    const chess = async () => {
      const signed = await sign({ secret: SECRET, body: podium });
      return app.call("POST", "/api/chess/tournament-finalized", { rawBody: signed.body, headers: signed.headers });
    };
    expect((await chess()).status).toBe(201);
    expect((await chess()).status).toBe(200);

    const after = await scrape(app);
    const reports = (partner: string, outcome: string) =>
      grew(before, after, "trustplane_partner_webhook_reports_total", { partner, outcome });
    expect(reports("rights", "recorded")).toBe(1);
    expect(reports("rights", "replayed")).toBe(1);
    expect(reports("rights", "webhook_event_conflict")).toBe(1);
    expect(reports("chess", "recorded")).toBe(1);
    expect(reports("chess", "replayed")).toBe(1);
    expect(reports("registry", "recorded")).toBe(0);
    const failures = (reason: string) =>
      grew(before, after, "trustplane_partner_webhook_auth_failures_total", { partner: "rights", reason });
    expect(failures("bad_signature")).toBe(1);
    expect(failures("timestamp_skew")).toBe(1);
    expect(failures("missing_header")).toBe(1);
    // Nothing personal in the series: the recipient's email names no metric.
    expect(after.text).not.toContain("metrics-royalty");
  });

  it("counts signatures made and verified per item, by API generation and outcome", async () => {
    const user = await app.register();
    const before = await scrape(app);
    const signed = await app.call("POST", "/api/signing/sign", { token: user.token, body: { payload: { n: 1 } } });
    expect(signed.status).toBe(200);
    const check = (signature: string) =>
      app.call("POST", "/api/signing/verify", { body: { payload: { n: 1 }, signature, keyId: signed.body.keyId } });
    expect((await check(signed.body.signature)).body.valid).toBe(true);
    const flipped = `${signed.body.signature.slice(0, -1)}${signed.body.signature.endsWith("0") ? "1" : "0"}`;
    expect((await check(flipped)).body.valid).toBe(false);
    const batch = await app.call("POST", "/api/signing/v2/sign/batch", {
      token: user.token,
      body: { items: [{ payload: 1 }, { payload: 2 }, { payload: 3, keyId: "key_00000000000000000000000000" }] },
    });
    expect(batch.body).toMatchObject({ signed: 2, failed: 1 });
    const unknown = await app.call("POST", "/api/signing/v2/verify", {
      body: { payload: 1, signature: batch.body.items[0].signature.signature, keyId: "key_00000000000000000000000000" },
    });
    expect(unknown.body.reason).toBe("unknown-key");

    const after = await scrape(app);
    const made = (api: string, outcome: string) => grew(before, after, "trustplane_signatures_total", { api, outcome });
    expect([made("v1", "signed"), made("v2", "signed"), made("v2", "refused")]).toEqual([1, 2, 1]);
    const verified = (api: string, outcome: string) =>
      grew(before, after, "trustplane_signature_verifications_total", { api, outcome });
    expect([verified("v1", "valid"), verified("v1", "invalid"), verified("v2", "unknown_key")]).toEqual([1, 1, 1]);
  });

  it("counts rate-limit refusals by budget", async () => {
    const user = await app.register();
    const before = await scrape(app);
    const lookups = [];
    for (let i = 0; i < 3; i++) {
      lookups.push(
        (
          await app.call("GET", `/api/ledger/accounts/lookup?email=${encodeURIComponent(user.email)}`, {
            token: user.token,
          })
        ).status,
      );
    }
    expect(lookups).toEqual([200, 200, 429]);
    const after = await scrape(app);
    expect(grew(before, after, "trustplane_rate_limit_refusals_total", { bucket: "lookups" })).toBe(1);
    expect(grew(before, after, "trustplane_rate_limit_refusals_total", { bucket: "user" })).toBe(0);
  });

  it("observes every wait for a pooled connection", async () => {
    const before: Scrape = await scrape(app);
    await app.register();
    const after = await scrape(app);
    // Registration checks out at least one connection (the transaction that creates the user).
    expect(grew(before, after, "trustplane_db_pool_acquire_seconds_count")).toBeGreaterThanOrEqual(1);
    expect(grew(before, after, "trustplane_db_pool_acquire_seconds_sum")).toBeGreaterThan(0);
  });
});
