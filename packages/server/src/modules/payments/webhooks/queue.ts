import { randomBytes } from "node:crypto";
import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import { disableSubscription } from "./subscriptions.ts";

/**
 * The delivery queue's statements (payment_webhook_deliveries, migration 0005). A worker claims due
 * rows with `FOR UPDATE SKIP LOCKED` (instances never claim the same row) and a lease: until it
 * expires no one else attempts the row, and when it does (the claimer died mid-attempt) the row is
 * due again. Only the lease's holder (`lease_token`) records the attempt's result.
 */

export type ClaimedDelivery = {
  id: string;
  attempts: number;
  subscription_id: string;
  url: string;
  secret: Buffer;
  event_id: string;
  type: string;
  event_created_at: string;
  data: unknown;
  lease_token: string;
};

export const claimDue = async (db: CommonQueryMethods, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> => {
  const token = randomBytes(12).toString("base64url");
  const rows = (await db.any(sql.unsafe`
    WITH due AS (
      SELECT id FROM payment_webhook_deliveries
      WHERE status IN ('pending', 'delivering') AND next_attempt_at <= now()
        AND (lease_until IS NULL OR lease_until <= now())
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE payment_webhook_deliveries d
    SET status = 'delivering', lease_until = now() + ${leaseMs} * interval '1 millisecond',
        lease_token = ${token}, updated_at = now()
    FROM due, payment_webhook_subscriptions s, payment_webhook_events e
    WHERE d.id = due.id AND s.id = d.subscription_id AND e.id = d.event_id
    RETURNING d.id, d.attempts, d.subscription_id, s.url, s.secret, e.id AS event_id, e.type,
      e.created_at AS event_created_at, e.data, d.lease_token`)) as readonly ClaimedDelivery[];
  return [...rows];
};

/** Milliseconds until the next row is due (0 when one is already), or null when the queue is empty. */
export const msUntilNextDue = async (db: CommonQueryMethods): Promise<number | null> => {
  const ms = await db.oneFirst(sql.unsafe`
    SELECT greatest(0, ceil(extract(epoch FROM min(greatest(next_attempt_at, coalesce(lease_until, next_attempt_at))) - now()) * 1000))::float8
    FROM payment_webhook_deliveries WHERE status IN ('pending', 'delivering')`);
  return ms === null ? null : Number(ms);
};

export type AttemptResult = {
  outcome: "succeeded" | "failed" | "gone";
  responseStatus: number | null;
  latencyMs: number;
  error: string | null;
  responseExcerpt: string | null;
  startedAt: Date;
  /** After a failure: when to try again (ms from now), or undefined when it was the last attempt. */
  retryInMs?: number;
};

/**
 * Records one attempt and its effect on the delivery: succeeded, failed for good (the schedule is
 * spent, or 410, which also disables the subscription), or due again in `retryInMs`. Nothing when the
 * lease is no longer the claimer's. A delivery disabled meanwhile stays disabled.
 */
export const recordAttempt = (
  db: DatabasePool,
  claimed: Pick<ClaimedDelivery, "id" | "lease_token" | "subscription_id">,
  result: AttemptResult,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const status =
      result.outcome === "succeeded"
        ? "succeeded"
        : result.outcome === "gone" || result.retryInMs === undefined
          ? "failed"
          : "pending";
    const retryMs = status === "pending" ? (result.retryInMs ?? 0) : null;
    const number = await tx.maybeOneFirst(sql.unsafe`
      UPDATE payment_webhook_deliveries
      SET attempts = attempts + 1,
          status = CASE WHEN status = 'disabled' THEN 'disabled' ELSE ${status} END,
          next_attempt_at = CASE WHEN status = 'disabled' OR ${retryMs}::float8 IS NULL THEN NULL
            ELSE now() + ${retryMs}::float8 * interval '1 millisecond' END,
          lease_until = NULL, lease_token = NULL,
          last_response_status = ${result.responseStatus}, last_latency_ms = ${result.latencyMs},
          last_error = ${result.error}, last_response_excerpt = ${result.responseExcerpt}, updated_at = now()
      WHERE id = ${claimed.id} AND lease_token = ${claimed.lease_token}
      RETURNING attempts`);
    if (number === null) return false;
    await tx.query(sql.unsafe`
      INSERT INTO payment_webhook_attempts
        (delivery_id, number, outcome, response_status, latency_ms, error, response_excerpt, started_at)
      VALUES (${claimed.id}, ${Number(number)}, ${result.outcome}, ${result.responseStatus}, ${result.latencyMs},
        ${result.error}, ${result.responseExcerpt}, ${result.startedAt.toISOString()}::timestamptz)`);
    if (result.outcome === "gone") await disableSubscription(tx, claimed.subscription_id, "gone");
    return true;
  });

/** Gives a claimed row back unattempted (the worker is stopping): due again at once, for any instance. */
export const releaseClaims = async (
  db: CommonQueryMethods,
  claims: readonly Pick<ClaimedDelivery, "id" | "lease_token">[],
) => {
  if (claims.length === 0) return;
  await db.query(sql.unsafe`
    UPDATE payment_webhook_deliveries d
    SET status = CASE WHEN d.status = 'delivering' THEN 'pending' ELSE d.status END,
        lease_until = NULL, lease_token = NULL, updated_at = now()
    FROM unnest(${sql.array(
      claims.map((c) => c.id),
      "text",
    )}::text[], ${sql.array(
      claims.map((c) => c.lease_token),
      "text",
    )}::text[]) AS c (id, token)
    WHERE d.id = c.id AND d.lease_token = c.token`);
};
