import { type Logger, pino } from "pino";
import { createPool, type DatabasePool, type DriverTypeParser } from "slonik";
import { startEmbeddedPostgres } from "./embedded.ts";
import { type NotificationFeed, postgresFeed } from "./notifications.ts";

export type Database = {
  pool: DatabasePool;
  /** "embedded" (PGlite) or "postgres" (DATABASE_URL). */
  kind: "embedded" | "postgres";
  connectionUri: string;
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
  poolSize: number;
  /** Where the notification listener reports interruptions; silent when not given. */
  logger?: Logger;
}): Promise<Database> => {
  const embedded = options.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: options.dataDir, maxConnections: options.poolSize + 64 });
  const connectionUri = options.databaseUrl ?? embedded!.connectionUri;
  const pool = await createPool(connectionUri, {
    maxPoolSize: options.poolSize,
    typeParsers,
    captureStackTrace: false,
    connectionTimeout: 10_000,
    idleTimeout: embedded ? "DISABLE_TIMEOUT" : 30_000,
    statementTimeout: 30_000,
    // PGlite has no idle_in_transaction timeout support worth relying on; on a server it is a safety net.
    idleInTransactionSessionTimeout: embedded ? "DISABLE_TIMEOUT" : 60_000,
    // Slonik's default sends DISCARD ALL whenever a connection returns to the pool: one extra round trip
    // per query, measured at up to a fifth of a transfer's time. Nothing here leaves session state on a
    // pooled connection (no SET outside a transaction, no session advisory locks, no temp tables:
    // migrations use their own client), so there is nothing to discard.
    resetConnection: async () => {},
  });
  const notifications =
    embedded?.notifications ?? postgresFeed(connectionUri, options.logger ?? pino({ level: "silent" }));
  return {
    pool,
    kind: embedded ? "embedded" : "postgres",
    connectionUri,
    notifications,
    close: async () => {
      await notifications.close();
      await pool.end();
      await embedded?.stop();
    },
  };
};
