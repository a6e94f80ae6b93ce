import { Gauge } from "prom-client";
import { type CommonQueryMethods, sql } from "slonik";
import type { CounterChild, HttpMetrics } from "../../observability/metrics.ts";
import type { Witness } from "./witness-config.ts";
import { WITNESS_OUTCOMES, type WitnessOutcome } from "./witness-protocol.ts";

export type TransparencyMetrics = {
  /** An integration run threw (it is retried at the next interval). */
  integrationFailed(): void;
  /** One answer of a witness (or none: `unreachable`). */
  witnessed(witness: Witness, outcome: WitnessOutcome): void;
};

/** What the gauges read from the database: two rows by primary key. */
type LogHealth = { unintegrated: number; checkpointAgeSeconds: number };

const readHealth = async (db: CommonQueryMethods, logId: number): Promise<LogHealth> => {
  const row = (await db.one(sql.unsafe`
    SELECT l.next_index - t.size AS unintegrated, extract(epoch FROM now() - t.updated_at) AS age
    FROM transparency_logs l JOIN transparency_trees t ON t.log_id = l.id WHERE l.id = ${logId}`)) as {
    unintegrated: string | number;
    age: string | number;
  };
  return { unintegrated: Number(row.unintegrated), checkpointAgeSeconds: Math.max(0, Number(row.age)) };
};

/**
 * The transparency log's metrics: two gauges read when /metrics is scraped (entries sequenced but not yet
 * in a checkpoint, and how old the latest checkpoint is: each a query of the log's two rows by primary key),
 * integration failures, and each witness's answers by outcome.
 * Witness series are labelled by the configured short name (TRANSPARENCY_WITNESSES): a fixed set the
 * operator chose.
 */
export const transparencyMetrics = (
  metrics: HttpMetrics,
  health: { db: CommonQueryMethods; logId: () => number | undefined; onError: (err: unknown) => void },
  witnesses: readonly Witness[],
): TransparencyMetrics => {
  const current = async (): Promise<LogHealth | undefined> => {
    const logId = health.logId();
    if (logId === undefined) return undefined;
    return readHealth(health.db, logId).catch((err: unknown) => {
      health.onError(err);
      return undefined;
    });
  };
  new Gauge({
    name: "trustplane_transparency_unintegrated_entries",
    help: "Entries of the current transparency log sequenced (their index fixed) but not yet in a signed checkpoint.",
    registers: [metrics.registry],
    async collect() {
      const read = await current();
      if (read) this.set(read.unintegrated);
    },
  });
  new Gauge({
    name: "trustplane_transparency_checkpoint_age_seconds",
    help: "Seconds since the current transparency log's latest checkpoint was signed (it grows while nothing new is logged: alert on it together with unintegrated entries).",
    registers: [metrics.registry],
    async collect() {
      const read = await current();
      if (read) this.set(read.checkpointAgeSeconds);
    },
  });
  const failures = metrics
    .counter({
      name: "trustplane_transparency_integration_failures_total",
      help: "Transparency log integration runs that failed (retried at the next interval; nothing integrated by a failed run).",
    })
    .bind({});
  const answers = metrics.counter({
    name: "trustplane_transparency_witness_requests_total",
    help: "Requests to the transparency log's witnesses (C2SP tlog-witness add-checkpoint), by witness and outcome: cosigned, conflict, bad_cosignature, witness_ahead, unknown_log, forbidden, bad_proof, bad_response, unreachable.",
    labelNames: ["witness", "outcome"],
  });
  const series = new Map<string, Record<WitnessOutcome, CounterChild>>(
    witnesses.map((witness) => [
      witness.verifierKey,
      Object.fromEntries(
        WITNESS_OUTCOMES.map((outcome) => [outcome, answers.bind({ witness: witness.name, outcome })]),
      ) as Record<WitnessOutcome, CounterChild>,
    ]),
  );
  return {
    integrationFailed: () => failures.inc(),
    witnessed: (witness, outcome) => series.get(witness.verifierKey)?.[outcome].inc(),
  };
};
