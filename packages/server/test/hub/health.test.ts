import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aggregateStatus, checkHealth, type Probe, runProbe } from "../../src/modules/hub/health.ts";
import { startTestServer, type TestServer } from "../harness.ts";

const probe = (name: string, critical: boolean, run: Probe["run"]): Probe => ({ name, critical, run });
const ok = async () => ({ status: "ok" as const });

describe("runProbe", () => {
  it("times the probe and passes its status and detail through", async () => {
    const check = await runProbe(probe("db", true, async () => ({ status: "degraded", detail: "slow" })));
    expect(check).toEqual({ name: "db", status: "degraded", detail: "slow", latencyMs: expect.any(Number) });
  });

  it("reports a probe that throws as down, without its message, and hands the error to onError", async () => {
    const seen: unknown[] = [];
    const check = await runProbe(
      probe("db", true, async () => {
        throw new Error("connect ECONNREFUSED 10.0.0.7:5432");
      }),
      { onError: (_name, err) => seen.push(err) },
    );
    expect(check).toMatchObject({ name: "db", status: "down", detail: "check failed" });
    expect(JSON.stringify(check)).not.toContain("10.0.0.7");
    expect(seen).toHaveLength(1);
  });

  it("reports a probe that does not answer in time as down", async () => {
    const check = await runProbe(
      probe("db", true, () => new Promise(() => {})),
      { timeoutMs: 30 },
    );
    expect(check).toMatchObject({ status: "down", detail: "no answer within 30 ms" });
    expect(check.latencyMs).toBeGreaterThanOrEqual(25);
  });
});

describe("aggregateStatus", () => {
  const probes = [probe("database", true, ok), probe("extra", false, ok)];
  const check = (name: string, status: "ok" | "degraded" | "down") => ({ name, status, latencyMs: 1 });

  it.each([
    ["ok", "ok", "ok"],
    ["ok", "degraded", "degraded"],
    ["degraded", "ok", "degraded"],
    ["ok", "down", "degraded"],
    ["down", "ok", "down"],
    ["down", "down", "down"],
  ] as const)("database %s + non-critical %s = %s", (database, extra, expected) => {
    expect(aggregateStatus(probes, [check("database", database), check("extra", extra)])).toBe(expected);
  });

  it("keeps the probes' order in the report", async () => {
    const report = await checkHealth([probe("first", true, ok), probe("second", false, ok)]);
    expect(report).toEqual({
      status: "ok",
      checks: [expect.objectContaining({ name: "first" }), expect.objectContaining({ name: "second" })],
    });
  });
});

describe("GET /api/hub/health against a failing dependency", () => {
  // A server of its own: this file breaks its database on purpose.
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("is degraded (still 200) while a migration is pending", async () => {
    const latest = String(
      await app.ctx.db.oneFirst(sql.unsafe`SELECT version FROM schema_migrations ORDER BY version DESC LIMIT 1`),
    );
    await app.ctx.db.query(sql.unsafe`DELETE FROM schema_migrations WHERE version = ${latest}`);
    try {
      const res = await app.call("GET", "/api/hub/health");
      expect(res.status).toBe(200);
      expect(res.body.status).toBe("degraded");
      expect(res.body.checks[0]).toMatchObject({ name: "database", status: "ok" });
      expect(res.body.checks[1]).toMatchObject({
        name: "migrations",
        status: "degraded",
        detail: `1 pending: ${latest}`,
      });
    } finally {
      await app.ctx.db.query(sql.unsafe`INSERT INTO schema_migrations (version) VALUES (${latest})`);
    }
    expect((await app.call("GET", "/api/hub/health")).body.status).toBe("ok");
  });

  it("is down with 503 once the database is gone, naming the database first", async () => {
    // End the pool the app queries through; the harness still stops the database itself afterwards.
    await app.ctx.db.end();
    const res = await app.call("GET", "/api/hub/health");
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.body.status).toBe("down");
    expect(res.body.checks[0]).toMatchObject({ name: "database", status: "down", detail: "check failed" });
    expect(res.text).not.toMatch(/at .*\.ts|Error:|127\.0\.0\.1|postgres:/);
    // Build information needs no database: operators can still tell which release is down.
    expect((await app.call("GET", "/api/hub/version")).status).toBe(200);
  });
});
