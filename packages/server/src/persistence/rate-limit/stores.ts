import type { Logger } from "pino";
import type { CommonQueryMethods } from "slonik";
import type { Config } from "../../config.ts";
import type { SharedCounters } from "./counters.ts";
import { ExactStore } from "./exact-store.ts";
import { HybridStore } from "./hybrid-store.ts";
import { postgresCounters } from "./postgres-counters.ts";

export type RateLimitStore = { store: HybridStore; exact: ExactStore; close(): Promise<void> };

/**
 * The rate limiter's stores for one server instance (http/rate-limit.ts), over counters shared by every
 * instance: Redis when REDIS_URL is set, else the server's own PostgreSQL. `close()` flushes pending
 * hits (call it before closing the database pool).
 */
export const openRateLimitStore = async (options: {
  config: Config["rateLimit"];
  db: CommonQueryMethods;
  logger: Logger;
}): Promise<RateLimitStore> => {
  const { config, logger } = options;
  const windowMs = config.windowSeconds * 1000;
  let counters: SharedCounters;
  let disconnect = async () => {};
  if (config.redisUrl) {
    // Imported only here: the Redis client is about 14 MB of a server's memory that most never use.
    const { connectRedis, redisCounters } = await import("./redis-counters.ts");
    const client = await connectRedis(config.redisUrl, (err) =>
      logger.warn({ err }, "rate limit: redis connection error"),
    );
    counters = redisCounters(client, windowMs);
    disconnect = () => client.close();
  } else {
    counters = postgresCounters(options.db, windowMs);
  }
  const store = new HybridStore({ counters, windowMs, syncIntervalMs: config.syncIntervalMs, logger });
  return {
    store,
    exact: new ExactStore({ counters, windowMs, fallback: store, logger }),
    close: async () => {
      await store.shutdown();
      await disconnect();
    },
  };
};
