import type { CommonQueryMethods } from "slonik";
import { setRecent } from "../recent-map.ts";
import type { Channel, NotificationFeed } from "./notifications.ts";

export type NotifiedCache<V> = {
  /**
   * The value stored under `key`, or `read()`'s. A value is served from memory only while the feed is
   * live, younger than the age limit and still `usable`; `read()`'s is stored only when it is usable, the
   * feed is live, and no notification arrived while it was being read (it may predate the change).
   */
  get(key: string, read: () => Promise<V | null>): Promise<V | null>;
  /** This instance changed the row `id` names: drop it now, before the notification comes back. */
  forget(id: string): void;
  readonly size: number;
};

/**
 * A bounded cache of rows that must never be served after the database changed them: each change is
 * announced at commit on `channel` with the row's id (a trigger's pg_notify), and drops the row on every
 * instance; the whole cache is dropped whenever the feed stops or resumes (notifications may have been
 * missed). The caches of the users, API keys and sessions requests authenticate with are these.
 *
 * `idOf` names a value's row when the cache is keyed by something else (a key's digest): notifications
 * carry ids. `usable` is checked on every use (an API key's expiry).
 */
export const notifiedCache = <V>(
  feed: NotificationFeed,
  channel: Channel,
  options: {
    idOf?: (value: V) => string;
    usable?: (value: V, now: number) => boolean;
    maxEntries?: number;
    maxAgeMs?: number;
    now?: () => number;
  } = {},
): NotifiedCache<V> => {
  const maxEntries = options.maxEntries ?? 50_000;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const usable = options.usable ?? (() => true);
  const { idOf } = options;
  const entries = new Map<string, { value: V; storedAt: number }>();
  /** Each stored row's key, by its id, when the two differ. */
  const keyOfId = new Map<string, string>();
  // Counts invalidations: a read that saw one begin while it ran is not stored.
  let epoch = 0;
  const forget = (id: string) => {
    epoch++;
    entries.delete(keyOfId.get(id) ?? id);
    keyOfId.delete(id);
  };
  feed.subscribe(channel, {
    change: forget,
    reset: () => {
      epoch++;
      entries.clear();
      keyOfId.clear();
    },
  });
  return {
    async get(key, read) {
      const at = now();
      if (feed.live) {
        const hit = entries.get(key);
        if (hit && at - hit.storedAt < maxAgeMs && usable(hit.value, at)) return hit.value;
      }
      const startedAt = epoch;
      const value = await read();
      if (value === null || !usable(value, now())) return value;
      if (feed.live && epoch === startedAt) {
        setRecent(entries, key, { value, storedAt: at }, maxEntries);
        const id = idOf?.(value) ?? key;
        if (id !== key) {
          keyOfId.set(id, key);
          // Ids of entries the bound pushed out linger here: rebuilt from the entries when they pile up.
          if (keyOfId.size > 2 * maxEntries) {
            keyOfId.clear();
            for (const [stored, entry] of entries) keyOfId.set(idOf!(entry.value), stored);
          }
        }
      }
      return value;
    },
    forget,
    get size() {
      return entries.size;
    },
  };
};

/** One `T` per app database, made on first use (the caches above, shared by a module's parts). */
export const oncePerDatabase = <T>(
  make: (database: { pool: CommonQueryMethods; notifications: NotificationFeed }) => T,
): ((database: { pool: CommonQueryMethods; notifications: NotificationFeed }) => T) => {
  const made = new WeakMap<object, T>();
  return (database) => {
    let value = made.get(database);
    if (value === undefined) {
      value = make(database);
      made.set(database, value);
    }
    return value;
  };
};
