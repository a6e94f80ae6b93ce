import { type Logger, pino } from "pino";
import { createPool, type DatabasePool, type DriverTypeParser } from "slonik";
import type { MetricsRegistry } from "../observability/metrics.ts";
import { acquisitionInterceptor, boundAcquisition, boundedDriverFactory } from "./bounded.ts";
import { type DatabaseBounds, databaseBoundsFromEnv, QUERY_GRACE_MS, registerBounds } from "./bounds.ts";
import { measureClockOffset } from "./clock.ts";
import { startEmbeddedPostgres } from "./embedded.ts";
import { type NotificationFeed, postgresFeed } from "./notifications.ts";
import { poolMetrics } from "./pool-metrics.ts";

export type Database = {
  pool: DatabasePool;
  /** "embedded" (PGlite) or "postgres" (DATABASE_URL). */
  kind: "embedded" | "postgres";
  connectionUri: string;
  /** How long database waits may last (bounds.ts); on the embedded database only the money deadline applies. */
  bounds: DatabaseBounds;
  /** NOTIFY channels the server listens on (caches invalidate from them). */
  notifications: NotificationFeed;
  close(): Promise<void>;
};

/**
 * Column types as the code sees them: int8 (money in minor units, counts) as bigint so nothing is ever
 * rounded; timestamps as ISO 8601 UTC strings; numeric as its exact text.
 */
const typeParsers: DriverTypeParser[] = [
  { name: "int8", parse: (value) => BigInt(value) },
  { name: "numeric", parse: (value) => value },
  { name: "timestamptz", parse: (value) => new Date(value).toISOString() },
  { name: "timestamp", parse: (value) => new Date(`${value}Z`).toISOString() },
];

export const openDatabase = async (options: {
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  /** An embedded in-memory database starts as a copy of this dump (embedded.ts). */
  template?: Blob;
  poolSize: number;
  /** Where the notification listener reports interruptions; silent when not given. */
  logger?: Logger;
  /** Bounds on database waits; from DB_ACQUIRE_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS, DB_REQUEST_DEADLINE_MS when not given. */
  bounds?: DatabaseBounds;
  /** Where the pool reports its waits for a connection (pool-metrics.ts); unmeasured when not given. */
  metrics?: MetricsRegistry;
}): Promise<Database> => {
  const bounds = options.bounds ?? databaseBoundsFromEnv();
  const embedded = options.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: options.dataDir,
        maxConnections: options.poolSize + 64,
        template: options.template,
      });
  const connectionUri = options.databaseUrl ?? embedded!.connectionUri;
  // On a server every wait is bounded (bounds.ts): the pool's queue and connect, and each statement on
  // the client side too, so a dead socket costs a statement its bound, not the outage. The embedded
  // database is in-process (nothing to partition) and serializes all work: it keeps slonik's waits.
  const onServer = !embedded;
  const measured = options.metrics && poolMetrics(options.metrics);
  const interceptors = [
    ...(onServer ? [acquisitionInterceptor] : []),
    // After the acquire bound's interceptor: a connection that came too late is refused there, not timed.
    ...(measured ? [measured.interceptor] : []),
  ];
  const raw = await createPool(connectionUri, {
    maxPoolSize: options.poolSize,
    typeParsers,
    captureStackTrace: false,
    connectionTimeout: onServer ? bounds.acquireTimeoutMs : 10_000,
    // One attempt per checkout: the acquire bound is the whole wait, retries included.
    connectionRetryLimit: 1,
    idleTimeout: embedded ? "DISABLE_TIMEOUT" : 30_000,
    statementTimeout: onServer ? bounds.queryTimeoutMs : 30_000,
    // PGlite has no idle_in_transaction timeout support worth relying on. On a server, nothing here idles
    // inside a transaction longer than a statement takes: a transaction whose client went away (a
    // partition) must not hold its row locks longer than a statement may run either, or every retry
    // that needs those rows fails until it ends.
    idleInTransactionSessionTimeout: embedded ? "DISABLE_TIMEOUT" : bounds.queryTimeoutMs,
    // How long destroying a connection may wait for its pending statement and its goodbye.
    gracefulTerminationTimeout: 1_000,
    // Slonik's default sends DISCARD ALL whenever a connection returns to the pool: one extra round trip
    // per query, measured at up to a fifth of a transfer's time. Nothing here leaves session state on a
    // pooled connection (no SET outside a transaction, no session advisory locks, no temp tables:
    // migrations use their own client), so there is nothing to discard.
    resetConnection: async () => {},
    interceptors,
    ...(onServer ? { driverFactory: boundedDriverFactory(bounds.queryTimeoutMs + QUERY_GRACE_MS) } : {}),
  });
  const pool = onServer ? boundAcquisition(raw, bounds.acquireTimeoutMs, measured?.acquireTimedOut) : raw;
  registerBounds(pool, bounds);
  await measureClockOffset(pool);
  const notifications =
    embedded?.notifications ?? postgresFeed(connectionUri, options.logger ?? pino({ level: "silent" }));
  return {
    pool,
    kind: embedded ? "embedded" : "postgres",
    connectionUri,
    bounds,
    notifications,
    close: async () => {
      await notifications.close();
      await pool.end();
      await embedded?.stop();
    },
  };
};
