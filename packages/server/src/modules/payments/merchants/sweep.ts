import { PgBoss } from "pg-boss";
import type { Logger } from "pino";
import { sql } from "slonik";
import { REQUEST_COLUMNS, type RequestContext, type RequestRow, recordTransition } from "./requests.ts";

const BATCH = 500;

/**
 * Records the expiry of open requests past their `expiresAt` (they already read `expired`): in batches,
 * each batch one transaction that flips them (`open → expired`, conditional on still being open), records
 * each transition and raises `payment_request.expired`. Rows another sweep holds are skipped (SKIP
 * LOCKED), so concurrent sweeps on several instances share the work. Answers how many it expired.
 */
export const sweepExpiredRequests = async (ctx: RequestContext): Promise<number> => {
  let total = 0;
  for (;;) {
    const rows = await ctx.db.transaction(async (tx) => {
      const expired = (await tx.any(sql.unsafe`
        UPDATE payment_requests SET status = 'expired', expired_at = now()
        WHERE id IN (
          SELECT id FROM payment_requests WHERE status = 'open' AND expires_at <= now()
          ORDER BY expires_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
        ) AND status = 'open' AND expires_at <= now()
        RETURNING ${REQUEST_COLUMNS}`)) as readonly RequestRow[];
      for (const row of expired) await recordTransition(tx, ctx, row, "expired", null);
      return expired.length;
    });
    total += rows;
    if (rows < BATCH) return total;
  }
};

export const EXPIRY_QUEUE = "payments-request-expiry";

export type ExpirySweeper = { stop(): Promise<void> };

/**
 * The background sweep as a pg-boss job (its own `pgboss` schema, works on real PostgreSQL and on the
 * embedded database alike): a recurring schedule (`cron`, PAYMENTS_REQUEST_SWEEP_CRON) puts one job per
 * slot on the queue and whichever instance's worker takes it runs `sweepExpiredRequests`. Reads never
 * wait for it: an open request past its expiry reads `expired` already.
 */
export const startExpirySweeper = (
  ctx: RequestContext,
  options: { connectionUri: string; cron: string; logger: Logger },
): ExpirySweeper => {
  const boss = new PgBoss({
    connectionString: options.connectionUri,
    schema: "pgboss",
    max: 2,
    application_name: "trustplane-payments-sweep",
    // A schedule with seconds (6 fields) is looked at each second; a schedule by the minute at pg-boss's pace.
    ...(options.cron.trim().split(/\s+/).length === 6
      ? { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 }
      : {}),
  });
  boss.on("error", (err: unknown) => options.logger.warn({ err }, "payment request sweep: pg-boss error"));
  const started = (async () => {
    await boss.start();
    await boss.createQueue(EXPIRY_QUEUE);
    await boss.work(EXPIRY_QUEUE, async () => {
      const expired = await sweepExpiredRequests(ctx);
      if (expired > 0) options.logger.info({ expired }, "payment requests expired");
    });
    await boss.schedule(EXPIRY_QUEUE, options.cron);
  })().catch((err: unknown) => {
    options.logger.error({ err }, "payment request sweep did not start");
  });
  return {
    stop: async () => {
      await started;
      try {
        await boss.stop({ graceful: true, close: true, timeout: 5_000 });
      } catch (err) {
        options.logger.warn({ err }, "payment request sweep did not stop cleanly");
      }
    },
  };
};
