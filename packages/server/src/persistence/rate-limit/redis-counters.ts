import { createClient } from "redis";
import type { SharedCounters, WindowKey } from "./counters.ts";

/** Tries to reach Redis at start-up before giving up (start-up then fails instead of hanging). */
const START_ATTEMPTS = 5;

const createConnection = (url: string, isStarted: () => boolean) =>
  createClient({
    url,
    // Without a connection, commands fail at once instead of queueing: the store then counts locally
    // (fails open) rather than holding requests until Redis is back.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5_000,
      // Once running, reconnect for ever with a capped backoff; at start-up, give up after a few tries.
      reconnectStrategy: (retries, cause) =>
        isStarted() ? Math.min(100 * 2 ** retries, 5_000) : retries >= START_ATTEMPTS ? cause : 200,
    },
  });
export type RedisConnection = ReturnType<typeof createConnection>;

/** Counters outlive their window by this much, so an instance whose clock runs a little behind still finds them. */
const EXPIRY_GRACE_MS = 5_000;

/**
 * Counters as Redis integers, one key per client key and window, each expiring when its window ends
 * (so nothing needs deleting). A flush is one MULTI of INCRBY + PEXPIREAT pairs: one round-trip.
 */
export const redisCounters = (
  client: RedisConnection,
  windowMs: number,
  prefix = "trustplane:ratelimit:",
): SharedCounters => {
  const name = (c: WindowKey) => `${prefix}${c.windowStart}:${c.key}`;
  return {
    async add(increments) {
      if (increments.length === 0) return [];
      const tx = client.multi();
      for (const inc of increments) {
        tx.incrBy(name(inc), inc.hits);
        tx.pExpireAt(name(inc), inc.windowStart + windowMs + EXPIRY_GRACE_MS);
      }
      const replies = (await tx.exec()) as unknown[];
      return increments.map((inc, i) => ({ key: inc.key, windowStart: inc.windowStart, hits: Number(replies[2 * i]) }));
    },

    async read(counters) {
      if (counters.length === 0) return [];
      const values = await client.mGet(counters.map(name));
      return counters.map((c, i) => ({ key: c.key, windowStart: c.windowStart, hits: Number(values[i] ?? 0) }));
    },

    async subtract(counter) {
      // The counter was just incremented in this window, so it exists and holds at least these hits.
      await client.decrBy(name(counter), counter.hits);
    },

    async reset(counter) {
      await client.del(name(counter));
    },

    async deleteExpired() {
      return 0;
    },
  };
};

/**
 * Connect to REDIS_URL; rejects when Redis cannot be reached at start-up. Later connection errors are
 * reported to `onError` (node-redis reconnects by itself) rather than crashing the process.
 */
export const connectRedis = async (url: string, onError: (err: unknown) => void): Promise<RedisConnection> => {
  let started = false;
  const client = createConnection(url, () => started);
  client.on("error", onError);
  await client.connect();
  started = true;
  return client;
};
