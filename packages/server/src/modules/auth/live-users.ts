import type { CommonQueryMethods } from "slonik";
import { CHANNELS, type NotificationFeed } from "../../db/notifications.ts";
import { setRecent } from "../../recent-map.ts";
import { findUserById, type UserRow } from "./users.ts";

export type LiveUsers = {
  /** The user as the database has it now (for authentication: token version, role, name, email). */
  get(id: string): Promise<UserRow | null>;
  /** This instance changed the user: drop it now, before the notification comes back. */
  forget(id: string): void;
  readonly size: number;
};

/**
 * The users that bearer tokens resolve to, cached so an authenticated request does not read its user
 * from the database every time, yet revocation (sign-out-everywhere bumps the token version) and role
 * changes take effect at once:
 *
 * - Every change to a users row is announced at commit (trigger, migration 0010) and drops the entry on
 *   every instance (`notifications`); this instance also drops it synchronously after its own changes.
 * - Entries are served only while the feed is live. While it is not (the listening connection failed),
 *   every request reads through, and the whole cache is dropped whenever the feed stops or resumes.
 * - A read that raced a notification is not stored: `epoch` counts invalidations, and a row is cached
 *   only if none arrived while it was being read (it may predate the change).
 * - A bounded size (oldest first) and an age limit keep memory and any unforeseen staleness bounded.
 */
export const createLiveUsers = (
  db: CommonQueryMethods,
  feed: NotificationFeed,
  options: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {},
): LiveUsers => {
  const maxEntries = options.maxEntries ?? 50_000;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { user: UserRow; storedAt: number }>();
  let epoch = 0;

  const forget = (id: string) => {
    epoch++;
    cache.delete(id);
  };
  feed.subscribe(CHANNELS.users, {
    change: forget,
    reset: () => {
      epoch++;
      cache.clear();
    },
  });

  return {
    async get(id) {
      if (feed.live) {
        const hit = cache.get(id);
        if (hit && now() - hit.storedAt < maxAgeMs) return hit.user;
      }
      const startedAt = epoch;
      const user = await findUserById(db, id);
      if (user && feed.live && epoch === startedAt) setRecent(cache, id, { user, storedAt: now() }, maxEntries);
      return user;
    },
    forget,
    get size() {
      return cache.size;
    },
  };
};

const perDatabase = new WeakMap<object, LiveUsers>();

/** The one cache of an app's database (created on first use). */
export const liveUsersOf = (database: { pool: CommonQueryMethods; notifications: NotificationFeed }): LiveUsers => {
  let live = perDatabase.get(database);
  if (!live) {
    live = createLiveUsers(database.pool, database.notifications);
    perDatabase.set(database, live);
  }
  return live;
};
