import { type Env, integer, type SettingDoc } from "../env.ts";

/**
 * How long any database wait may last (docs/configuration.md). A wait that overruns its bound fails
 * with a DatabaseUnavailableError, which the error handler answers 503 with Retry-After.
 *
 * - `acquireTimeoutMs` (DB_ACQUIRE_TIMEOUT_MS): getting a pooled connection, queueing behind busy
 *   connections and opening a new one included.
 * - `queryTimeoutMs` (DB_QUERY_TIMEOUT_MS): the server's statement_timeout. The client waits this plus
 *   QUERY_GRACE_MS for an answer (the server's own cancel normally answers first); past that the socket
 *   is presumed dead and the connection is destroyed, never returned to the pool.
 * - `requestDeadlineMs` (DB_REQUEST_DEADLINE_MS): a money-moving statement (transfer, top-up) must
 *   commit within this long of the request's start, or it does nothing (a statement delivered late
 *   after a network partition heals finds its deadline passed). The Idempotency-Key of a request whose
 *   outcome is unknown is held until this deadline, plus COMMIT_MARGIN_MS, has passed.
 *
 * The bounds apply on a PostgreSQL server. The embedded database runs in-process (no network to lose),
 * serializes every transaction and keeps its former 30 s statement timeout; the money deadline applies
 * to both.
 */
export type DatabaseBounds = {
  acquireTimeoutMs: number;
  queryTimeoutMs: number;
  requestDeadlineMs: number;
};

/** What the client adds to the server's statement_timeout before it gives a statement up. */
export const QUERY_GRACE_MS = 1_000;

/**
 * Past a money deadline, how long before the request's Idempotency-Key may be taken over: covers the
 * moment between a statement's deadline check and its commit becoming visible, and the clock offset
 * between this process and the database (measured at start, see clock.ts).
 */
export const COMMIT_MARGIN_MS = 2_000;

export const DEFAULT_DATABASE_BOUNDS: DatabaseBounds = {
  acquireTimeoutMs: 3_000,
  queryTimeoutMs: 5_000,
  requestDeadlineMs: 10_000,
};

const DB_ACQUIRE_TIMEOUT_MS = integer("DB_ACQUIRE_TIMEOUT_MS", {
  default: DEFAULT_DATABASE_BOUNDS.acquireTimeoutMs,
  min: 1,
  description:
    "longest wait for a pooled database connection, queueing and connecting included; then 503 with `Retry-After`",
});
const DB_QUERY_TIMEOUT_MS = integer("DB_QUERY_TIMEOUT_MS", {
  default: DEFAULT_DATABASE_BOUNDS.queryTimeoutMs,
  min: 1,
  description:
    "the server's `statement_timeout` (and `idle_in_transaction_session_timeout`); the client waits this + 1 s for an answer, then destroys the connection (a dead socket) and answers 503 with `Retry-After`",
});
const DB_REQUEST_DEADLINE_MS = integer("DB_REQUEST_DEADLINE_MS", {
  default: DEFAULT_DATABASE_BOUNDS.requestDeadlineMs,
  min: 1,
  description:
    "a money-moving statement (transfer, top-up) commits within this long of its request's start or does nothing; an `Idempotency-Key` whose request ended with an unknown outcome is held this long + 2 s (at least acquire + query timeout)",
});

export const DATABASE_BOUND_SETTINGS: readonly SettingDoc[] = [
  DB_ACQUIRE_TIMEOUT_MS,
  DB_QUERY_TIMEOUT_MS,
  DB_REQUEST_DEADLINE_MS,
];

/** The bounds from DB_ACQUIRE_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS and DB_REQUEST_DEADLINE_MS. */
export const databaseBoundsFromEnv = (env: Env = process.env): DatabaseBounds => {
  const bounds = {
    acquireTimeoutMs: DB_ACQUIRE_TIMEOUT_MS.read(env),
    queryTimeoutMs: DB_QUERY_TIMEOUT_MS.read(env),
    requestDeadlineMs: DB_REQUEST_DEADLINE_MS.read(env),
  };
  // A money-moving request makes a few round trips before its statement: a deadline shorter than one
  // acquire plus one statement would turn every slow moment into a 503.
  if (bounds.requestDeadlineMs < bounds.acquireTimeoutMs + bounds.queryTimeoutMs) {
    throw new Error("DB_REQUEST_DEADLINE_MS must be at least DB_ACQUIRE_TIMEOUT_MS + DB_QUERY_TIMEOUT_MS");
  }
  return bounds;
};

const registered = new WeakMap<object, DatabaseBounds>();

/** Remember which bounds a pool was opened with (openDatabase), for code that only holds the pool. */
export const registerBounds = (pool: object, bounds: DatabaseBounds): void => {
  registered.set(pool, bounds);
};

/** The bounds `pool` was opened with; the defaults for a pool not opened by openDatabase. */
export const boundsOf = (pool: object): DatabaseBounds => registered.get(pool) ?? DEFAULT_DATABASE_BOUNDS;
