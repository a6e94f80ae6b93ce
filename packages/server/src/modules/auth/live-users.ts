import type { CommonQueryMethods } from "slonik";
import { CHANNELS, type NotificationFeed } from "../../db/notifications.ts";
import { notifiedCache, oncePerDatabase } from "../../db/notified-cache.ts";
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
 * changes take effect at once: every change to a users row is announced at commit (trigger, migration
 * 0010) and drops the entry on every instance (db/notified-cache.ts, which also says when an entry is
 * served); this instance also drops it synchronously after its own changes.
 */
export const createLiveUsers = (
  db: CommonQueryMethods,
  feed: NotificationFeed,
  options: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {},
): LiveUsers => {
  const cache = notifiedCache<UserRow>(feed, CHANNELS.users, options);
  return {
    get: (id) => cache.get(id, () => findUserById(db, id)),
    forget: cache.forget,
    get size() {
      return cache.size;
    },
  };
};

/** The one cache of an app's database (created on first use). */
export const liveUsersOf = oncePerDatabase((database) => createLiveUsers(database.pool, database.notifications));
