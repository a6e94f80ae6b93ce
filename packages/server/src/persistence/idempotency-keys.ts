import { randomUUID } from "node:crypto";
import type { DatabasePool } from "slonik";
import { type CommonQueryMethods, sql } from "slonik";
import { boundsOf, COMMIT_MARGIN_MS } from "../db/bounds.ts";
import { databaseInstantIn } from "../db/clock.ts";
import type { Claim, IdempotencyKeyStore, RecordId, StoredResponse } from "../http/idempotency.ts";
import { type SealingKeys, sealBytes, unsealBytes } from "../sealing/seal.ts";

/**
 * The keys of the Idempotency-Key step (http/idempotency.ts), in the idempotency_keys table (migration
 * 0004), remembered for 24 hours. Every statement is a single autocommit statement: no
 * transaction is held while the route's handler runs, so a handler that opens its own transaction can
 * never wait on us (PGlite runs all transactions on one backend; holding one here would deadlock it).
 */

/** How long a key is remembered. After that the row counts as absent and the next request overwrites it. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

/**
 * An in-flight row is held until its `held_until`: the claiming request's database deadline (claim time
 * + DB_REQUEST_DEADLINE_MS, db/bounds.ts), after which its money-moving statements can no longer commit
 * (db/deadline.ts). Past that, plus COMMIT_MARGIN_MS, the row is presumed abandoned (the process died
 * mid-request, or its outcome is unknown) and a retry takes it over: it finds the effect if the first
 * request committed one (findRecordedEffect), or runs afresh. Rows claimed before held_until existed
 * keep the former 10 minutes.
 */
export const LEGACY_ABANDONED_AFTER_SECONDS = 10 * 60;

type ExistingRow = {
  fingerprint: string;
  state: "in_flight" | "completed";
  lease: string;
  response_status: number | null;
  response_headers: string | null;
  response_body: string | null;
  response_sealed: Buffer | null;
  reusable: boolean;
  held_for: number;
};

/** Binds a sealed answer to its row: a ciphertext copied to another key's row does not open there. */
const answerAad = (id: RecordId) => `idempotency_keys:${JSON.stringify([id.principal, id.scope, id.key])}`;

/** The stored body: sealed when the step has keys (the server always passes them), as written otherwise. */
const storedBody = (id: RecordId, body: string, keys: SealingKeys | undefined) =>
  keys === undefined
    ? { plain: body, sealed: null }
    : { plain: null, sealed: sealBytes(keys, answerAad(id), Buffer.from(body, "utf8")) };

const openedBody = (id: RecordId, row: ExistingRow, keys: SealingKeys | undefined): string => {
  if (row.response_sealed === null) return row.response_body ?? "";
  if (keys === undefined) throw new Error("a sealed idempotent answer, and no keys to open it");
  return unsealBytes(keys, answerAad(id), row.response_sealed, "a stored idempotent answer").toString("utf8");
};

const where = (id: RecordId) => sql.fragment`principal = ${id.principal} AND scope = ${id.scope} AND key = ${id.key}`;

/** `clock_timestamp()` + the hold, on the database's clock. */
const heldUntil = (holdMs: number) => sql.fragment`clock_timestamp() + ${holdMs}::int * interval '1 millisecond'`;

/** Until when an in-flight row is held, margin included (rows from before held_until: created_at + 10 min). */
const releasedAt = sql.fragment`coalesce(held_until + ${COMMIT_MARGIN_MS}::int * interval '1 millisecond',
  created_at + ${LEGACY_ABANDONED_AFTER_SECONDS}::int * interval '1 second')`;

const insert = async (
  db: CommonQueryMethods,
  id: RecordId,
  fingerprint: string,
  lease: string,
  holdMs: number,
): Promise<string | null> => {
  // The primary key decides races: of N identical concurrent requests exactly one inserts.
  const row = (await db.maybeOne(sql.unsafe`
    INSERT INTO idempotency_keys (principal, scope, key, fingerprint, state, lease, held_until)
    VALUES (${id.principal}, ${id.scope}, ${id.key}, ${fingerprint}, 'in_flight', ${lease}, ${heldUntil(holdMs)})
    ON CONFLICT (principal, scope, key) DO NOTHING
    RETURNING held_until`)) as { held_until: string } | null;
  return row?.held_until ?? null;
};

const read = (db: CommonQueryMethods, id: RecordId): Promise<ExistingRow | null> =>
  db.maybeOne(sql.unsafe`
    SELECT fingerprint, state, lease, response_status, response_headers::text AS response_headers, response_body,
      response_sealed,
      created_at < now() - ${IDEMPOTENCY_TTL_SECONDS}::int * interval '1 second'
        OR (state = 'in_flight' AND clock_timestamp() > ${releasedAt}) AS reusable,
      greatest(1, ceil(extract(epoch FROM ${releasedAt} - clock_timestamp())))::int AS held_for
    FROM idempotency_keys WHERE ${where(id)}`) as Promise<ExistingRow | null>;

/** Compare-and-swap on the old lease: of several requests taking over an expired row, one wins. */
const takeOver = async (
  db: CommonQueryMethods,
  id: RecordId,
  oldLease: string,
  fingerprint: string,
  lease: string,
  holdMs: number,
): Promise<string | null> => {
  const row = (await db.maybeOne(sql.unsafe`
    UPDATE idempotency_keys
    SET fingerprint = ${fingerprint}, state = 'in_flight', lease = ${lease}, response_status = NULL,
      response_headers = NULL, response_body = NULL, response_sealed = NULL, created_at = now(), completed_at = NULL,
      held_until = ${heldUntil(holdMs)}
    WHERE ${where(id)} AND lease = ${oldLease}
    RETURNING held_until`)) as { held_until: string } | null;
  return row?.held_until ?? null;
};

/**
 * Decide what a request carrying this key may do. A few rounds at most: the row can disappear between
 * the insert and the read (the first request failed and released it), and then the next insert decides.
 */
export const claimKey = async (
  db: CommonQueryMethods,
  id: RecordId,
  fingerprint: string,
  /** How long the claim is held: the request's database deadline (DB_REQUEST_DEADLINE_MS). */
  holdMs: number,
  /** The keys stored answers are sealed with (completeKey's). */
  keys?: SealingKeys,
): Promise<Claim> => {
  for (let round = 0; round < 5; round++) {
    const lease = randomUUID();
    const inserted = await insert(db, id, fingerprint, lease, holdMs);
    if (inserted) return { kind: "owner", lease, heldUntil: inserted };
    const existing = await read(db, id);
    if (!existing) continue;
    if (existing.reusable) {
      const taken = await takeOver(db, id, existing.lease, fingerprint, lease, holdMs);
      if (taken) return { kind: "owner", lease, heldUntil: taken };
      continue;
    }
    if (existing.fingerprint !== fingerprint) return { kind: "mismatch" };
    if (existing.state === "in_flight") return { kind: "in_flight", heldForSeconds: existing.held_for };
    return {
      kind: "replay",
      response: {
        status: existing.response_status!,
        headers: existing.response_headers ? (JSON.parse(existing.response_headers) as Record<string, string>) : {},
        body: openedBody(id, existing, keys),
      },
    };
  }
  // Only reachable when the row flips between states on every round: treat it as still running.
  return { kind: "in_flight", heldForSeconds: 1 };
};

/** Record the response of the request that owns the lease. */
export const completeKey = async (
  db: CommonQueryMethods,
  id: RecordId,
  lease: string,
  response: StoredResponse,
  /** Seal the body under these (claimKey opens it with the same ring). */
  keys?: SealingKeys,
): Promise<void> => {
  const body = storedBody(id, response.body, keys);
  await db.query(sql.unsafe`
    UPDATE idempotency_keys
    SET state = 'completed', response_status = ${response.status}, response_headers = ${JSON.stringify(response.headers)}::jsonb,
      response_body = ${body.plain}, response_sealed = ${body.sealed === null ? null : sql.binary(body.sealed)},
      completed_at = now()
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

const PURGE_EVERY_MS = 10 * 60 * 1000;

/** When each database was last purged: one lazy purge per 10 minutes per process, whatever the route. */
const lastPurge = new WeakMap<DatabasePool, number>();

/**
 * The step's store on `db`. `answerKeys` is the KEK ring stored answers are sealed with (the server
 * passes PERSONAL_DATA_KEY's): an answer may carry what is shown once (a token in a URL, shares, a
 * secret). Without it answers are stored as written.
 */
export const idempotencyKeys = (db: DatabasePool, answerKeys?: () => SealingKeys): IdempotencyKeyStore => ({
  deadline: () => databaseInstantIn(db, boundsOf(db).requestDeadlineMs),
  claim: (id, fingerprint) => claimKey(db, id, fingerprint, boundsOf(db).requestDeadlineMs, answerKeys?.()),
  complete: (id, lease, response) => completeKey(db, id, lease, response, answerKeys?.()),
  release: (id, lease) => releaseKey(db, id, lease),
  async purgeNowAndThen(onError) {
    if (Date.now() - (lastPurge.get(db) ?? 0) < PURGE_EVERY_MS) return;
    lastPurge.set(db, Date.now());
    try {
      await purgeExpiredKeys(db);
    } catch (err) {
      onError(err);
    }
  },
});
