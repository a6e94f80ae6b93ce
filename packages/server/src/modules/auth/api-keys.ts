import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import { CHANNELS, type NotificationFeed } from "../../db/notifications.ts";
import { notifiedCache, oncePerDatabase } from "../../db/notified-cache.ts";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { fetchPage } from "../../persistence/pages.ts";
import { newApiKeyEventId, newApiKeyId } from "./ids.ts";
import { apiKeyPrefixOf, newApiKeySecret, secretDigest } from "./secret-format.ts";

/** A user holds at most this many live keys (neither revoked nor expired). */
export const MAX_LIVE_KEYS_PER_USER = 100;
/** How long a rolled key's old secret keeps working unless the roll says otherwise. */
export const DEFAULT_ROLL_OVERLAP_SECONDS = 86_400;

export type ApiKeyRow = {
  id: string;
  user_id: string;
  name: string;
  /**
   * `tpk_test_` or `tpk_live_` (`tpk_` for keys made before the mode was in the prefix), or a carried-over
   * merchant key's first 12 characters (then last_four is null).
   */
  prefix: string;
  last_four: string | null;
  scopes: readonly string[];
  rate_limit_per_minute: number | null;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  rolled_from: string | null;
};

const COLUMNS = sql.fragment`id, user_id, name, prefix, last_four, scopes, rate_limit_per_minute, created_at, expires_at,
  revoked_at, last_used_at, rolled_from`;

/** Whether a key is accepted at `now` (ms). */
export const isLive = (key: Pick<ApiKeyRow, "revoked_at" | "expires_at">, now = Date.now()): boolean =>
  key.revoked_at === null && (key.expires_at === null || Date.parse(key.expires_at) > now);

export type NewApiKey = {
  userId: string;
  name: string;
  scopes: readonly string[];
  expiresAt: string | null;
  rateLimitPerMinute: number | null;
  rolledFrom?: string;
  /** The deployment's payments mode, named in the key's prefix. */
  livemode: boolean;
};

/**
 * Inserts a key (and its `created` event) in the caller's transaction and returns it with its secret, or
 * "limit" when the user already holds MAX_LIVE_KEYS_PER_USER live keys. The user's row is locked first,
 * so concurrent creations are counted one after another.
 */
const insertKey = async (
  tx: CommonQueryMethods,
  key: NewApiKey,
): Promise<{ row: ApiKeyRow; secret: string } | "limit"> => {
  await tx.query(sql.unsafe`SELECT 1 FROM users WHERE id = ${key.userId} FOR UPDATE`);
  const live = await tx.oneFirst(sql.unsafe`
    SELECT count(*)::int FROM api_keys
    WHERE user_id = ${key.userId} AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`);
  if ((live as number) >= MAX_LIVE_KEYS_PER_USER) return "limit";
  const secret = newApiKeySecret(key.livemode);
  const id = newApiKeyId();
  const row = (await tx.one(sql.unsafe`
    INSERT INTO api_keys (id, user_id, name, prefix, secret_sha256, last_four, scopes, rate_limit_per_minute, expires_at, rolled_from)
    VALUES (${id}, ${key.userId}, ${key.name}, ${apiKeyPrefixOf(key.livemode)}, ${sql.binary(secretDigest(secret))}, ${secret.slice(-4)},
      ${sql.array([...key.scopes], "text")}, ${key.rateLimitPerMinute}::int, ${key.expiresAt}::timestamptz,
      ${key.rolledFrom ?? null}::text)
    RETURNING ${COLUMNS}`)) as ApiKeyRow;
  await recordEvent(tx, { keyId: id, userId: key.userId, kind: "created", detail: key.rolledFrom ?? null });
  return { row, secret };
};

export const createApiKey = (db: DatabasePool, key: NewApiKey) => db.transaction((tx) => insertKey(tx, key));

type EventKind = "created" | "rolled" | "revoked" | "refused-scope" | "carried-over";

const recordEvent = async (
  db: CommonQueryMethods,
  event: { keyId: string; userId: string; kind: EventKind; detail: string | null },
): Promise<void> => {
  await db.query(sql.unsafe`
    INSERT INTO api_key_events (id, key_id, user_id, kind, detail)
    VALUES (${newApiKeyEventId()}, ${event.keyId}, ${event.userId}, ${event.kind}, ${event.detail})`);
};

/** A refusal for scope, in the owner's audit. */
export const recordScopeRefusal = (db: CommonQueryMethods, keyId: string, userId: string, scope: string) =>
  recordEvent(db, { keyId, userId, kind: "refused-scope", detail: scope });

/** The user's keys, newest first; with `holding`, only those whose scopes hold it. */
export const listApiKeys = (
  db: CommonQueryMethods,
  userId: string,
  page: PageQuery,
  holding?: string,
): Promise<Page<ApiKeyRow>> =>
  fetchPage<ApiKeyRow, ApiKeyRow>(db, {
    page,
    columns: COLUMNS,
    from: sql.fragment`api_keys`,
    where:
      holding === undefined
        ? sql.fragment`user_id = ${userId}`
        : sql.fragment`user_id = ${userId} AND ${holding} = ANY (scopes)`,
    orderBy: "id",
    map: (row) => row,
  });

export const findApiKeyOf = async (db: CommonQueryMethods, userId: string, id: string): Promise<ApiKeyRow | null> =>
  (await db.maybeOne(sql.unsafe`
    SELECT ${COLUMNS} FROM api_keys WHERE id = ${id} AND user_id = ${userId}`)) as ApiKeyRow | null;

/** Revokes one of the user's keys (a revoked key stays revoked, from its first revocation); false when none. */
export const revokeApiKey = (db: DatabasePool, userId: string, id: string): Promise<boolean> =>
  db.transaction(async (tx) => {
    const row = (await tx.maybeOne(sql.unsafe`
      SELECT revoked_at FROM api_keys WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`)) as {
      revoked_at: string | null;
    } | null;
    if (row === null) return false;
    if (row.revoked_at === null) {
      await tx.query(sql.unsafe`UPDATE api_keys SET revoked_at = now() WHERE id = ${id}`);
      await recordEvent(tx, { keyId: id, userId, kind: "revoked", detail: null });
    }
    return true;
  });

/**
 * A new key like a live one of the user's, the old one expiring `overlapSeconds` from now (or sooner, if it
 * was to expire sooner). Null when the user has no such live key; "limit" when the new one would pass the
 * live-key limit (the old one still counts until it expires).
 */
export const rollApiKey = (db: DatabasePool, userId: string, id: string, overlapSeconds: number, livemode: boolean) =>
  db.transaction(async (tx) => {
    const old = (await tx.maybeOne(sql.unsafe`
      SELECT ${COLUMNS} FROM api_keys WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`)) as ApiKeyRow | null;
    if (old === null || !isLive(old)) return null;
    const made = await insertKey(tx, {
      userId,
      name: old.name,
      scopes: old.scopes,
      expiresAt: old.expires_at,
      rateLimitPerMinute: old.rate_limit_per_minute,
      rolledFrom: old.id,
      livemode,
    });
    if (made === "limit") return made;
    await tx.query(sql.unsafe`
      UPDATE api_keys SET expires_at = least(coalesce(expires_at, 'infinity'), now() + make_interval(secs => ${overlapSeconds}))
      WHERE id = ${id}`);
    await recordEvent(tx, { keyId: id, userId, kind: "rolled", detail: made.row.id });
    return made;
  });

/** What authenticating a key needs of it. */
export type KeyForAuthentication = Pick<
  ApiKeyRow,
  "id" | "user_id" | "scopes" | "rate_limit_per_minute" | "expires_at" | "revoked_at"
>;

const findByDigest = async (db: CommonQueryMethods, digest: Buffer): Promise<KeyForAuthentication | null> =>
  (await db.maybeOne(sql.unsafe`
    SELECT id, user_id, scopes, rate_limit_per_minute, expires_at, revoked_at
    FROM api_keys WHERE secret_sha256 = ${sql.binary(digest)}`)) as KeyForAuthentication | null;

/** Notes that a key was used now, unless it was noted less than a minute ago. */
export const touchApiKey = async (db: CommonQueryMethods, id: string): Promise<void> => {
  await db.query(sql.unsafe`
    UPDATE api_keys SET last_used_at = now()
    WHERE id = ${id} AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`);
};

export type LiveApiKeys = {
  /**
   * The live key a secret's digest names, or null (unknown, revoked, expired: one database read each, so
   * the three take the same time). A live key is served from memory while the notification feed is live.
   */
  find(digest: Buffer): Promise<KeyForAuthentication | null>;
  /** This instance changed the key: drop it now, before the notification comes back. */
  forget(id: string): void;
};

/**
 * The keys requests authenticate with, cached like the users they stand for (live-users.ts): every change
 * that can end a key's acceptance is announced at commit (migration 0011) and drops it on every instance
 * (db/notified-cache.ts); expiry is checked on every use.
 */
export const createLiveApiKeys = (
  db: CommonQueryMethods,
  feed: NotificationFeed,
  options: { maxEntries?: number; maxAgeMs?: number } = {},
): LiveApiKeys => {
  const cache = notifiedCache<KeyForAuthentication>(feed, CHANNELS.apiKeys, {
    ...options,
    idOf: (key) => key.id,
    usable: (key, now) => isLive(key, now),
  });
  return {
    async find(digest) {
      const key = await cache.get(digest.toString("base64"), () => findByDigest(db, digest));
      return key !== null && isLive(key) ? key : null;
    },
    forget: cache.forget,
  };
};

/** The one cache of an app's database (created on first use). */
export const liveApiKeysOf = oncePerDatabase((database) => createLiveApiKeys(database.pool, database.notifications));

export type ApiKeyEventRow = { id: string; kind: EventKind; detail: string | null; created_at: string };

/** One of the user's keys' events, newest first; null when the user has no such key. */
export const listApiKeyEvents = async (
  db: CommonQueryMethods,
  userId: string,
  keyId: string,
  page: PageQuery,
): Promise<Page<ApiKeyEventRow> | null> => {
  if ((await findApiKeyOf(db, userId, keyId)) === null) return null;
  return fetchPage<ApiKeyEventRow, ApiKeyEventRow>(db, {
    page,
    columns: sql.fragment`id, kind, detail, created_at`,
    from: sql.fragment`api_key_events`,
    where: sql.fragment`key_id = ${keyId}`,
    orderBy: "id",
    map: (row) => row,
  });
};
