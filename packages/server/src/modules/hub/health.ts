import { sql } from "slonik";
import type { AppContext } from "../../context.ts";
import { loadMigrations } from "../../db/migrate.ts";
import type { HealthProbe } from "../../platform/module.ts";
import type { Schema } from "../../platform/operations.ts";

/** The aggregate probe's answer (openapi/hub.yaml `HealthReport`). */
export type HealthReport = Schema<"HealthReport">;
export type HealthStatus = Schema<"HealthStatus">;
export type HealthCheck = HealthReport["checks"][number];

/** One dependency. A critical one that is down takes the whole service down; anything else degrades it. */
export type Probe = HealthProbe;

/** A probe slower than this is reported down ("timed out"). */
export const PROBE_TIMEOUT_MS = 2_000;
/** A database answering `SELECT 1` slower than this is degraded. */
export const SLOW_DATABASE_MS = 500;

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Run one probe with a timeout; a failure is reported without its message (it may name hosts). */
export type ProbeOptions = { timeoutMs?: number; onError?: (probe: string, err: unknown) => void };

export const runProbe = async (probe: Probe, options: ProbeOptions = {}): Promise<HealthCheck> => {
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ status: HealthStatus; detail: string }>((resolve) => {
    timer = setTimeout(() => resolve({ status: "down", detail: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  try {
    const result = await Promise.race([probe.run(), timeout]);
    return { name: probe.name, latencyMs: round(performance.now() - started), ...result };
  } catch (err) {
    options.onError?.(probe.name, err);
    return { name: probe.name, status: "down", latencyMs: round(performance.now() - started), detail: "check failed" };
  } finally {
    clearTimeout(timer);
  }
};

export const aggregateStatus = (probes: readonly Probe[], checks: readonly HealthCheck[]): HealthStatus => {
  if (checks.some((check, i) => check.status === "down" && probes[i]!.critical)) return "down";
  return checks.every((check) => check.status === "ok") ? "ok" : "degraded";
};

/** Every probe at once; the report lists them in the order given (the database first). */
export const checkHealth = async (probes: readonly Probe[], options: ProbeOptions = {}): Promise<HealthReport> => {
  const checks = await Promise.all(probes.map((probe) => runProbe(probe, options)));
  return { status: aggregateStatus(probes, checks), checks };
};

/** The server's dependencies: the database, then whether its schema is fully migrated. */
export const serverProbes = (ctx: Pick<AppContext, "db" | "migrations">): Probe[] => {
  const expected = loadMigrations(ctx.migrations).map((m) => m.version);
  return [
    {
      name: "database",
      critical: true,
      run: async () => {
        const started = performance.now();
        await ctx.db.oneFirst(sql.unsafe`SELECT 1`);
        const ms = performance.now() - started;
        return ms > SLOW_DATABASE_MS
          ? { status: "degraded", detail: `SELECT 1 took ${Math.round(ms)} ms` }
          : { status: "ok" };
      },
    },
    {
      name: "migrations",
      critical: false,
      run: async () => {
        const rows = await ctx.db.anyFirst(sql.unsafe`SELECT version FROM schema_migrations`);
        const applied = new Set(rows.map(String));
        const pending = expected.filter((version) => !applied.has(version));
        return pending.length === 0
          ? { status: "ok", detail: `${expected.length} applied` }
          : { status: "degraded", detail: `${pending.length} pending: ${pending.join(", ")}` };
      },
    },
  ];
};
