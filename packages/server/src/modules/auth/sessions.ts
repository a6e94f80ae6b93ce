import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import { CHANNELS, type NotificationFeed } from "../../db/notifications.ts";
import { notifiedCache, oncePerDatabase } from "../../db/notified-cache.ts";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { fetchPage } from "../../persistence/pages.ts";
import { type SealingKeys, sealBytes, unsealBytes } from "../../sealing/seal.ts";
import { newSessionId } from "./ids.ts";
import { newPrefixedSecret, secretDigest } from "./secret-format.ts";

/** A refresh token's start: the API key format behind its own prefix (secret-format.ts). */
export const REFRESH_TOKEN_PREFIX = "tpr_";
/** How long a refresh token may wait to be exchanged; each exchange starts the wait again. */
export const REFRESH_TTL_SECONDS = 30 * 86_400;
/** The most of a user agent kept. */
const USER_AGENT_CHARS = 256;

const userAgentAad = (sessionId: string) => `auth:session:${sessionId}:user-agent`;

type Sealing = () => SealingKeys;

const issueRefreshToken = async (tx: CommonQueryMethods, sessionId: string): Promise<string> => {
  const token = newPrefixedSecret(REFRESH_TOKEN_PREFIX);
  await tx.query(sql.unsafe`
    INSERT INTO session_refresh_tokens (secret_sha256, session_id, expires_at)
    VALUES (${sql.binary(secretDigest(token))}, ${sessionId}, now() + make_interval(secs => ${REFRESH_TTL_SECONDS}))`);
  return token;
};

/** A new session of the user's (a sign-in), with its first refresh token. */
export const startSession = (
  db: DatabasePool,
  keys: Sealing,
  input: { userId: string; userAgent: string | undefined },
): Promise<{ sessionId: string; refreshToken: string }> =>
  db.transaction(async (tx) => {
    const sessionId = newSessionId();
    const agent = input.userAgent?.slice(0, USER_AGENT_CHARS);
    const sealed = agent ? sealBytes(keys(), userAgentAad(sessionId), Buffer.from(agent)) : null;
    await tx.query(sql.unsafe`
      INSERT INTO sessions (id, user_id, user_agent_sealed)
      VALUES (${sessionId}, ${input.userId}, ${sealed === null ? null : sql.binary(sealed)}::bytea)`);
    return { sessionId, refreshToken: await issueRefreshToken(tx, sessionId) };
  });

export type Exchanged =
  | { ok: true; userId: string; sessionId: string; refreshToken: string }
  | { ok: false; reason: "unknown" | "expired" | "ended" | "reused" };

/**
 * A refresh token for the next one (and the caller then issues an access token): each works once. One that
 * was used already is reuse, RFC 9700 §4.14.2: someone holds a copy, so the session ends, every token of it.
 * The token's row is locked, so two exchanges of one token are one exchange and one reuse.
 */
export const exchangeRefreshToken = (db: DatabasePool, token: string): Promise<Exchanged> =>
  db.transaction(async (tx) => {
    const digest = sql.binary(secretDigest(token));
    const row = (await tx.maybeOne(sql.unsafe`
      SELECT r.session_id, r.used_at, r.expires_at > now() AS fresh, s.user_id, s.ended_at
      FROM session_refresh_tokens r JOIN sessions s ON s.id = r.session_id
      WHERE r.secret_sha256 = ${digest}
      FOR UPDATE OF r, s`)) as {
      session_id: string;
      used_at: string | null;
      fresh: boolean;
      user_id: string;
      ended_at: string | null;
    } | null;
    if (row === null) return { ok: false, reason: "unknown" };
    // A used token is reuse whenever it comes back, also once its reuse has ended the session (a burst of
    // copies: the first ends it, the others are reuse all the same).
    if (row.used_at !== null) {
      if (row.ended_at === null) await endSessionIn(tx, row.session_id, "refresh-reuse");
      return { ok: false, reason: "reused" };
    }
    if (row.ended_at !== null) return { ok: false, reason: "ended" };
    if (!row.fresh) return { ok: false, reason: "expired" };
    await tx.query(sql.unsafe`
      UPDATE session_refresh_tokens SET used_at = now() WHERE secret_sha256 = ${digest}`);
    await tx.query(sql.unsafe`UPDATE sessions SET last_used_at = now() WHERE id = ${row.session_id}`);
    return {
      ok: true,
      userId: row.user_id,
      sessionId: row.session_id,
      refreshToken: await issueRefreshToken(tx, row.session_id),
    };
  });

type EndReason = "signed-out" | "ended" | "refresh-reuse" | "signed-out-everywhere";

const endSessionIn = async (tx: CommonQueryMethods, sessionId: string, reason: EndReason) => {
  await tx.query(sql.unsafe`
    UPDATE sessions SET ended_at = now(), end_reason = ${reason} WHERE id = ${sessionId} AND ended_at IS NULL`);
  // Its refresh tokens can never be exchanged again: no need to keep them.
  await tx.query(sql.unsafe`DELETE FROM session_refresh_tokens WHERE session_id = ${sessionId} AND used_at IS NULL`);
};

/** Ends one of the user's live sessions; false when the user has no such live session. */
export const endSession = (db: DatabasePool, userId: string, sessionId: string, reason: EndReason) =>
  db.transaction(async (tx) => {
    const live = await tx.maybeOneFirst(sql.unsafe`
      SELECT id FROM sessions WHERE id = ${sessionId} AND user_id = ${userId} AND ended_at IS NULL FOR UPDATE`);
    if (live === null) return false;
    await endSessionIn(tx, sessionId, reason);
    return true;
  });

/** Ends every live session of the user (sign-out-everywhere), in the caller's transaction. */
export const endAllSessions = async (tx: CommonQueryMethods, userId: string): Promise<void> => {
  await tx.query(sql.unsafe`
    DELETE FROM session_refresh_tokens
    WHERE used_at IS NULL AND session_id IN (SELECT id FROM sessions WHERE user_id = ${userId} AND ended_at IS NULL)`);
  await tx.query(sql.unsafe`
    UPDATE sessions SET ended_at = now(), end_reason = 'signed-out-everywhere'
    WHERE user_id = ${userId} AND ended_at IS NULL`);
};

export type SessionItem = { id: string; createdAt: string; lastUsedAt: string; userAgent: string | null };

type SessionRow = { id: string; created_at: string; last_used_at: string; user_agent_sealed: Buffer | null };

/** The user's live sessions, newest first, their user agents opened. */
export const listSessions = (
  db: CommonQueryMethods,
  keys: Sealing,
  userId: string,
  page: PageQuery,
): Promise<Page<SessionItem>> =>
  fetchPage<SessionRow, SessionItem>(db, {
    page,
    columns: sql.fragment`id, created_at, last_used_at, user_agent_sealed`,
    from: sql.fragment`sessions`,
    where: sql.fragment`user_id = ${userId} AND ended_at IS NULL`,
    orderBy: "id",
    map: (row) => ({
      id: row.id,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
      userAgent:
        row.user_agent_sealed === null
          ? null
          : unsealBytes(keys(), userAgentAad(row.id), row.user_agent_sealed, "a session's user agent").toString(),
    }),
  });

/** Notes that a session was used now, unless it was noted less than a minute ago. */
export const touchSession = async (db: CommonQueryMethods, sessionId: string): Promise<void> => {
  await db.query(sql.unsafe`
    UPDATE sessions SET last_used_at = now()
    WHERE id = ${sessionId} AND ended_at IS NULL AND last_used_at < now() - interval '1 minute'`);
};

export type LiveSessions = {
  /** Whether the session is the user's and has not ended (served from memory while the feed is live). */
  isLive(sessionId: string, userId: string): Promise<boolean>;
  /** This instance ended the session: drop it now, before the notification comes back. */
  forget(sessionId: string): void;
};

/**
 * The sessions access tokens name, cached like the users they stand for (live-users.ts): a session's end
 * is announced at commit (migration 0012) and drops it on every instance (db/notified-cache.ts); only
 * live sessions are kept.
 */
export const createLiveSessions = (
  db: CommonQueryMethods,
  feed: NotificationFeed,
  options: { maxEntries?: number; maxAgeMs?: number } = {},
): LiveSessions => {
  const cache = notifiedCache<string>(feed, CHANNELS.sessions, { maxEntries: 100_000, ...options });
  return {
    async isLive(sessionId, userId) {
      const owner = await cache.get(
        sessionId,
        async () =>
          (await db.maybeOneFirst(sql.unsafe`
            SELECT user_id FROM sessions WHERE id = ${sessionId} AND ended_at IS NULL`)) as string | null,
      );
      return owner === userId;
    },
    forget: cache.forget,
  };
};

/** The one cache of an app's database (created on first use). */
export const liveSessionsOf = oncePerDatabase((database) => createLiveSessions(database.pool, database.notifications));
