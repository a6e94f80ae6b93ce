import { randomBytes } from "node:crypto";
import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import { CHANNELS } from "../../../db/notifications.ts";
import { disableSubscription } from "./subscriptions.ts";

/**
 * The delivery queue's statements (payment_webhook_deliveries, migrations 0005 and 0006). A worker claims
 * due rows with `FOR UPDATE SKIP LOCKED` (instances never claim the same row) and a lease: until it
 * expires no one else attempts the row, and when it does (the claimer died mid-attempt) the row is
 * due again. Only the lease's holder (`lease_token`) records the attempt's result.
 *
 * The claim records the attempt before anything is sent: `attempts` counts it and its row in
 * payment_webhook_attempts is `pending`. Recording the result completes that row. A claim that finds a
 * `pending` attempt under a lapsed lease (its worker stopped or died, the receiver may or may not have
 * got the event) marks it `interrupted`: it stays in the log and counts toward the schedule, and the
 * event is sent again (same webhook-id: deliveries are at least once).
 */

/** The `error` of an interrupted attempt (and the delivery's `last_error` after one). */
export const INTERRUPTED_ERROR =
  "interrupted: the attempt's outcome is unknown (the server stopped or died before recording it); the receiver may have received the event";

export type ClaimedDelivery = {
  id: string;
  /** This attempt's number (1 for the first), already counted in the delivery's `attempts`. */
  attempt: number;
  subscription_id: string;
  url: string;
  secret: Buffer;
  /** The subscription's secret as rotated so far (the worker caches signing keys by it). */
  secret_version: number;
  /** The previous secret while a rotation's overlap lasts: it signs too. */
  previous_secret: Buffer | null;
  event_id: string;
  type: string;
  event_created_at: string;
  data: unknown;
  lease_token: string;
};

export type Claimed = {
  /** The deliveries to attempt now, their attempts recorded as `pending`. */
  claims: ClaimedDelivery[];
  /** Rows the claim took: those in `claims` and those it ended because their schedule was spent. */
  taken: number;
  /** Attempts found cut short (`pending` under a lapsed lease), now `interrupted`. */
  interrupted: number;
};

/**
 * Claims up to `limit` due deliveries under a lease of `leaseMs`, starting an attempt of each that has
 * fewer than `maxAttempts` (the schedule's length); one that has them all (its last was interrupted, or
 * the schedule was shortened) is `failed` instead, and not attempted.
 */
export const claimDue = async (
  db: CommonQueryMethods,
  limit: number,
  leaseMs: number,
  maxAttempts: number,
): Promise<Claimed> => {
  const token = randomBytes(12).toString("base64url");
  const rows = (await db.any(sql.unsafe`
    WITH due AS (
      SELECT id, attempts FROM payment_webhook_deliveries
      WHERE status IN ('pending', 'delivering') AND next_attempt_at <= now()
        AND (lease_until IS NULL OR lease_until <= now())
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ), lapsed AS (
      UPDATE payment_webhook_attempts a SET outcome = 'interrupted', error = ${INTERRUPTED_ERROR}
      FROM due WHERE a.delivery_id = due.id AND a.number = due.attempts AND a.outcome = 'pending'
      RETURNING a.delivery_id
    ), c AS (
      UPDATE payment_webhook_deliveries d
      SET attempts = CASE WHEN due.attempts < ${maxAttempts} THEN due.attempts + 1 ELSE due.attempts END,
          status = CASE WHEN due.attempts < ${maxAttempts} THEN 'delivering' ELSE 'failed' END,
          next_attempt_at = CASE WHEN due.attempts < ${maxAttempts} THEN d.next_attempt_at END,
          lease_until = CASE WHEN due.attempts < ${maxAttempts}
            THEN now() + ${leaseMs} * interval '1 millisecond' END,
          lease_token = CASE WHEN due.attempts < ${maxAttempts} THEN ${token} END,
          last_response_status = CASE WHEN lapsed.delivery_id IS NULL THEN d.last_response_status END,
          last_latency_ms = CASE WHEN lapsed.delivery_id IS NULL THEN d.last_latency_ms END,
          last_error = CASE WHEN lapsed.delivery_id IS NULL THEN d.last_error ELSE ${INTERRUPTED_ERROR} END,
          last_response_excerpt = CASE WHEN lapsed.delivery_id IS NULL THEN d.last_response_excerpt END,
          updated_at = now()
      FROM due LEFT JOIN lapsed ON lapsed.delivery_id = due.id
      WHERE d.id = due.id
      RETURNING d.id, d.attempts, d.status, d.subscription_id, d.event_id, d.lease_token,
        lapsed.delivery_id IS NOT NULL AS interrupted
    ), started AS (
      INSERT INTO payment_webhook_attempts (delivery_id, number, outcome, started_at)
      SELECT id, attempts, 'pending', now() FROM c WHERE status = 'delivering'
    )
    SELECT c.id, c.attempts AS attempt, c.status, c.interrupted, c.subscription_id, s.url, s.secret, s.secret_version,
      CASE WHEN s.previous_secret_expires_at > now() THEN s.previous_secret END AS previous_secret,
      e.id AS event_id, e.type, e.created_at AS event_created_at, e.data, c.lease_token
    FROM c JOIN payment_webhook_subscriptions s ON s.id = c.subscription_id
      JOIN payment_webhook_events e ON e.id = c.event_id`)) as readonly (ClaimedDelivery & {
    status: string;
    interrupted: boolean;
  })[];
  return {
    claims: rows
      .filter((row) => row.status === "delivering")
      .map(({ status: _status, interrupted: _interrupted, ...claim }) => claim),
    taken: rows.length,
    interrupted: rows.filter((row) => row.interrupted).length,
  };
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
 * Records attempts' outcomes, many in one statement (each completes the `pending` row its claim wrote),
 * and their effect on each delivery: succeeded, failed for good (the schedule is spent, or 410, which
 * also disables the subscription), or due again in `retryInMs`. An attempt whose lease is no longer its
 * claimer's is left out (it is `interrupted` by then, or about to be). A delivery cancelled meanwhile
 * (its subscription disabled) stays cancelled, its attempt completed in the log. Answers how many were
 * recorded.
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
      SET status = CASE WHEN d.status = 'cancelled' THEN 'cancelled' ELSE r.status END,
          next_attempt_at = CASE WHEN d.status = 'cancelled' OR r.retry_ms IS NULL THEN NULL
            ELSE now() + r.retry_ms * interval '1 millisecond' END,
          lease_until = NULL, lease_token = NULL,
          last_response_status = r.response_status, last_latency_ms = r.latency_ms,
          last_error = r.error, last_response_excerpt = r.excerpt, updated_at = now()
      FROM r
      WHERE d.id = r.id AND d.lease_token = r.token
      RETURNING d.id, d.attempts
    ), a AS (
      UPDATE payment_webhook_attempts a
      SET outcome = r.outcome, response_status = r.response_status, latency_ms = r.latency_ms,
          error = r.error, response_excerpt = r.excerpt, started_at = r.started_at
      FROM u JOIN r ON r.id = u.id
      WHERE a.delivery_id = u.id AND a.number = u.attempts AND a.outcome = 'pending'
      RETURNING 1
    )
    SELECT count(*) FROM a`);
  for (const { claim, result } of attempts) {
    if (result.outcome === "gone") await db.transaction((tx) => disableSubscription(tx, claim.subscription_id, "gone"));
  }
  return Number(recorded);
};

const claimsArray = (claims: readonly Pick<ClaimedDelivery, "id" | "lease_token">[]) =>
  sql.fragment`unnest(${sql.array(
    claims.map((c) => c.id),
    "text",
  )}::text[], ${sql.array(
    claims.map((c) => c.lease_token),
    "text",
  )}::text[]) AS c (id, token)`;

/**
 * Gives claimed rows back unattempted (the worker is stopping before it sent anything): the attempt
 * the claim recorded is taken back, and the row is due again at once, for any instance.
 */
export const releaseClaims = async (
  db: CommonQueryMethods,
  claims: readonly Pick<ClaimedDelivery, "id" | "lease_token">[],
) => {
  if (claims.length === 0) return;
  await db.query(sql.unsafe`
    WITH d AS (
      UPDATE payment_webhook_deliveries d
      SET attempts = d.attempts - 1,
          status = CASE WHEN d.status = 'delivering' THEN 'pending' ELSE d.status END,
          lease_until = NULL, lease_token = NULL, updated_at = now()
      FROM ${claimsArray(claims)}
      WHERE d.id = c.id AND d.lease_token = c.token
      RETURNING d.id, d.attempts + 1 AS number
    ), a AS (
      DELETE FROM payment_webhook_attempts a USING d
      WHERE a.delivery_id = d.id AND a.number = d.number AND a.outcome = 'pending'
    )
    SELECT pg_notify(${CHANNELS.paymentWebhooks}, '') WHERE EXISTS (SELECT 1 FROM d)`);
};

/**
 * Lets the leases of attempts cut short (the worker is stopping mid-request) lapse now: their outcome
 * is unknown, so the next claim, on any instance, logs them `interrupted` and makes the next attempt.
 */
export const abandonClaims = async (
  db: CommonQueryMethods,
  claims: readonly Pick<ClaimedDelivery, "id" | "lease_token">[],
) => {
  if (claims.length === 0) return;
  await db.query(sql.unsafe`
    WITH d AS (
      UPDATE payment_webhook_deliveries d SET lease_until = now(), updated_at = now()
      FROM ${claimsArray(claims)}
      WHERE d.id = c.id AND d.lease_token = c.token
      RETURNING d.id
    )
    SELECT pg_notify(${CHANNELS.paymentWebhooks}, '') WHERE EXISTS (SELECT 1 FROM d)`);
};
