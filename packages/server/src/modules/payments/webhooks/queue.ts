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

/**
 * Milliseconds until the next row is due (0 when one is already), or null when the queue is empty.
 * The floor at 0 is taken here: SQL's `greatest(0, NULL)` is 0, not NULL, so an empty queue read as
 * "due now" and an idle worker polled in a loop (about 800 statements per second).
 */
export const msUntilNextDue = async (db: CommonQueryMethods): Promise<number | null> => {
  const ms = await db.oneFirst(sql.unsafe`
    SELECT ceil(extract(epoch FROM min(greatest(next_attempt_at, coalesce(lease_until, next_attempt_at))) - now()) * 1000)::float8
    FROM payment_webhook_deliveries WHERE status IN ('pending', 'delivering')`);
  return ms === null ? null : Math.max(0, Number(ms));
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

const statusAfter = (result: AttemptResult) =>
  result.outcome === "succeeded"
    ? "succeeded"
    : result.outcome === "gone" || result.retryInMs === undefined
      ? "failed"
      : "pending";

/**
 * Records attempts, many in one statement, and their effect on each delivery: succeeded, failed for
 * good (the schedule is spent, or 410, which also disables the subscription), or due again in
 * `retryInMs`. An attempt whose lease is no longer its claimer's is left out. A delivery disabled
 * meanwhile stays disabled. Answers how many were recorded.
 */
export const recordAttempts = async (
  db: DatabasePool,
  attempts: readonly {
    claim: Pick<ClaimedDelivery, "id" | "lease_token" | "subscription_id">;
    result: AttemptResult;
  }[],
): Promise<number> => {
  if (attempts.length === 0) return 0;
  const column = <T>(pick: (a: (typeof attempts)[number]) => T) => attempts.map(pick);
  const recorded = await db.oneFirst(sql.unsafe`
    WITH r AS (
      SELECT * FROM unnest(
        ${sql.array(
          column((a) => a.claim.id),
          "text",
        )}::text[],
        ${sql.array(
          column((a) => a.claim.lease_token),
          "text",
        )}::text[],
        ${sql.array(
          column((a) => statusAfter(a.result)),
          "text",
        )}::text[],
        ${sql.array(
          column((a) => (statusAfter(a.result) === "pending" ? (a.result.retryInMs ?? 0) : null)),
          "float8",
        )}::float8[],
        ${sql.array(
          column((a) => a.result.outcome),
          "text",
        )}::text[],
        ${sql.array(
          column((a) => a.result.responseStatus),
          "int4",
        )}::int4[],
        ${sql.array(
          column((a) => a.result.latencyMs),
          "int4",
        )}::int4[],
        ${sql.array(
          column((a) => a.result.error),
          "text",
        )}::text[],
        ${sql.array(
          column((a) => a.result.responseExcerpt),
          "text",
        )}::text[],
        ${sql.array(
          column((a) => a.result.startedAt.toISOString()),
          "text",
        )}::timestamptz[]
      ) AS r (id, token, status, retry_ms, outcome, response_status, latency_ms, error, excerpt, started_at)
    ), u AS (
      UPDATE payment_webhook_deliveries d
      SET attempts = d.attempts + 1,
          status = CASE WHEN d.status = 'disabled' THEN 'disabled' ELSE r.status END,
          next_attempt_at = CASE WHEN d.status = 'disabled' OR r.retry_ms IS NULL THEN NULL
            ELSE now() + r.retry_ms * interval '1 millisecond' END,
          lease_until = NULL, lease_token = NULL,
          last_response_status = r.response_status, last_latency_ms = r.latency_ms,
          last_error = r.error, last_response_excerpt = r.excerpt, updated_at = now()
      FROM r
      WHERE d.id = r.id AND d.lease_token = r.token
      RETURNING d.id, d.attempts
    ), a AS (
      INSERT INTO payment_webhook_attempts
        (delivery_id, number, outcome, response_status, latency_ms, error, response_excerpt, started_at)
      SELECT u.id, u.attempts, r.outcome, r.response_status, r.latency_ms, r.error, r.excerpt, r.started_at
      FROM u JOIN r ON r.id = u.id
      RETURNING 1
    )
    SELECT count(*) FROM a`);
  for (const { claim, result } of attempts) {
    if (result.outcome === "gone") await db.transaction((tx) => disableSubscription(tx, claim.subscription_id, "gone"));
  }
  return Number(recorded);
};

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
