import { randomUUID } from "node:crypto";
import { type CommonQueryMethods, sql } from "slonik";

/**
 * The idempotency_keys table (migration 0004). Every statement is a single autocommit statement: no
 * transaction is held while the route's handler runs, so a handler that opens its own transaction can
 * never wait on us (PGlite runs all transactions on one backend; holding one here would deadlock it).
 */

/** How long a key is remembered. After that the row counts as absent and the next request overwrites it. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

/**
 * An in-flight row older than this is presumed abandoned (the server died mid-request: graceful shutdown
 * finishes in-flight requests, so only a crash leaves one) and a retry may take it over and run again.
 * No handler legitimately runs this long: statements time out after 30 s.
 */
export const ABANDONED_AFTER_SECONDS = 10 * 60;

export type RecordId = { principal: string; scope: string; key: string };

export type StoredResponse = { status: number; headers: Record<string, string>; body: string };

export type Claim =
  /** This request owns the key: run the handler, then `complete` or `release` with the lease. */
  | { kind: "owner"; lease: string }
  /** A finished request with the same fingerprint: send its response again. */
  | { kind: "replay"; response: StoredResponse }
  /** The key was used for a different request. */
  | { kind: "mismatch" }
  /** The first request with this key is still running. */
  | { kind: "in_flight" };

type ExistingRow = {
  fingerprint: string;
  state: "in_flight" | "completed";
  lease: string;
  response_status: number | null;
  response_headers: string | null;
  response_body: string | null;
  reusable: boolean;
};

const where = (id: RecordId) => sql.fragment`principal = ${id.principal} AND scope = ${id.scope} AND key = ${id.key}`;

const insert = async (db: CommonQueryMethods, id: RecordId, fingerprint: string, lease: string): Promise<boolean> => {
  // The primary key decides races: of N identical concurrent requests exactly one inserts.
  const row = await db.maybeOne(sql.unsafe`
    INSERT INTO idempotency_keys (principal, scope, key, fingerprint, state, lease)
    VALUES (${id.principal}, ${id.scope}, ${id.key}, ${fingerprint}, 'in_flight', ${lease})
    ON CONFLICT (principal, scope, key) DO NOTHING
    RETURNING lease`);
  return row !== null;
};

const read = (db: CommonQueryMethods, id: RecordId): Promise<ExistingRow | null> =>
  db.maybeOne(sql.unsafe`
    SELECT fingerprint, state, lease, response_status, response_headers::text AS response_headers, response_body,
      created_at < now() - ${IDEMPOTENCY_TTL_SECONDS}::int * interval '1 second'
        OR (state = 'in_flight' AND created_at < now() - ${ABANDONED_AFTER_SECONDS}::int * interval '1 second') AS reusable
    FROM idempotency_keys WHERE ${where(id)}`) as Promise<ExistingRow | null>;

/** Compare-and-swap on the old lease: of several requests taking over an expired row, one wins. */
const takeOver = async (
  db: CommonQueryMethods,
  id: RecordId,
  oldLease: string,
  fingerprint: string,
  lease: string,
): Promise<boolean> => {
  const row = await db.maybeOne(sql.unsafe`
    UPDATE idempotency_keys
    SET fingerprint = ${fingerprint}, state = 'in_flight', lease = ${lease}, response_status = NULL,
      response_headers = NULL, response_body = NULL, created_at = now(), completed_at = NULL
    WHERE ${where(id)} AND lease = ${oldLease}
    RETURNING lease`);
  return row !== null;
};

/**
 * Decide what a request carrying this key may do. A few rounds at most: the row can disappear between
 * the insert and the read (the first request failed and released it), and then the next insert decides.
 */
export const claimKey = async (db: CommonQueryMethods, id: RecordId, fingerprint: string): Promise<Claim> => {
  for (let round = 0; round < 5; round++) {
    const lease = randomUUID();
    if (await insert(db, id, fingerprint, lease)) return { kind: "owner", lease };
    const existing = await read(db, id);
    if (!existing) continue;
    if (existing.reusable) {
      if (await takeOver(db, id, existing.lease, fingerprint, lease)) return { kind: "owner", lease };
      continue;
    }
    if (existing.fingerprint !== fingerprint) return { kind: "mismatch" };
    if (existing.state === "in_flight") return { kind: "in_flight" };
    return {
      kind: "replay",
      response: {
        status: existing.response_status!,
        headers: existing.response_headers ? (JSON.parse(existing.response_headers) as Record<string, string>) : {},
        body: existing.response_body ?? "",
      },
    };
  }
  // Only reachable when the row flips between states on every round: treat it as still running.
  return { kind: "in_flight" };
};

/** Record the response of the request that owns the lease. */
export const completeKey = async (
  db: CommonQueryMethods,
  id: RecordId,
  lease: string,
  response: StoredResponse,
): Promise<void> => {
  await db.query(sql.unsafe`
    UPDATE idempotency_keys
    SET state = 'completed', response_status = ${response.status}, response_headers = ${JSON.stringify(response.headers)}::jsonb,
      response_body = ${response.body}, completed_at = now()
    WHERE ${where(id)} AND lease = ${lease}`);
};

/** Forget the key (the request failed on our side), so that a retry runs the handler again. */
export const releaseKey = async (db: CommonQueryMethods, id: RecordId, lease: string): Promise<void> => {
  await db.query(sql.unsafe`DELETE FROM idempotency_keys WHERE ${where(id)} AND lease = ${lease}`);
};

/** Delete every expired row; returns how many. Called lazily by the middleware, and usable from a periodic job. */
export const purgeExpiredKeys = async (db: CommonQueryMethods): Promise<number> => {
  const result = await db.query(sql.unsafe`
    DELETE FROM idempotency_keys WHERE created_at < now() - ${IDEMPOTENCY_TTL_SECONDS}::int * interval '1 second'`);
  return result.rowCount;
};
