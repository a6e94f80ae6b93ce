import type { Logger } from "pino";
import { sql } from "slonik";
import { type ScheduledJob, startScheduledJob } from "../../../jobs/scheduled-job.ts";
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

/**
 * The background sweep as a pg-boss job (jobs/scheduled-job.ts) on the recurring schedule
 * PAYMENTS_REQUEST_SWEEP_CRON. Reads never wait for it: an open request past its expiry reads `expired` already.
 */
export const startExpirySweeper = (
  ctx: RequestContext,
  options: { connectionUri: string; cron: string; logger: Logger },
): ScheduledJob =>
  startScheduledJob({
    ...options,
    queue: EXPIRY_QUEUE,
    name: "payments-sweep",
    run: () => sweepExpiredRequests(ctx),
  });
