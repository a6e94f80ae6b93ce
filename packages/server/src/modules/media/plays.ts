import type { Request } from "express";
import { type CommonQueryMethods, ForeignKeyIntegrityConstraintViolationError, sql } from "slonik";
import type { AuthenticatedUser } from "../../http/auth.ts";
import { blindIndexes, type SealingKeys } from "../../sealing/seal.ts";

/**
 * Play counting: one play per listener per window, decided by the database (table
 * `media_track_listeners`, openapi/media.yaml's `playMediaTrack` describes it).
 */

/** The blind-index purpose an anonymous listener's address and User-Agent are hashed under. */
const LISTENER_PURPOSE = "media listener";
/** A User-Agent longer than this is hashed by its start (the hash's input stays bounded). */
const MAX_USER_AGENT = 512;

/**
 * Who is listening: the signed-in user, else `anon:` and the HMAC-SHA256 (under a key derived from the
 * current PERSONAL_DATA_KEY) of the client address (`req.ip`, so TRUST_PROXY decides whether
 * X-Forwarded-For is believed) and User-Agent. The address is never stored.
 */
export const listenerOf = (user: AuthenticatedUser | undefined, req: Request, keys: SealingKeys): string => {
  if (user) return user.id;
  const address = req.ip ?? req.socket.remoteAddress ?? "unknown";
  const agent = (req.get("user-agent") ?? "").slice(0, MAX_USER_AGENT);
  const [hash] = blindIndexes(keys, LISTENER_PURPOSE, `${address}\n${agent}`);
  return `anon:${hash!.toString("base64url")}`;
};

export type PlayOutcome = { counted: boolean; plays: number; countsAgainAt: string };

/**
 * Record a play of `trackId` by `listener`; null when no published track has this id (then nothing is
 * written). One statement: the listener's row is inserted, or its `counted_at` moved to now when the
 * last counted play is at least `windowSeconds` old, and only then is the track's `plays` raised.
 * Simultaneous plays by one listener meet on the primary key (PostgreSQL re-checks the conflict update's
 * WHERE against the row the winner wrote), so exactly one of them counts. A track deleted meanwhile is
 * refused by the listener row's foreign key.
 */
export const recordPlay = async (
  db: CommonQueryMethods,
  trackId: string,
  listener: string,
  windowSeconds: number,
): Promise<PlayOutcome | null> => {
  const window = sql.fragment`(${windowSeconds}::int * interval '1 second')`;
  let counted: { plays: bigint | null; counted_at: string | null; published: boolean };
  try {
    counted = (await db.one(sql.unsafe`
      WITH track AS (
        SELECT id FROM media_tracks WHERE id = ${trackId} AND status = 'published'
      ), counted AS (
        INSERT INTO media_track_listeners AS l (track_id, listener, counted_at)
        SELECT id, ${listener}, now() FROM track
        ON CONFLICT (track_id, listener) DO UPDATE SET counted_at = EXCLUDED.counted_at
          WHERE l.counted_at <= EXCLUDED.counted_at - ${window}
        RETURNING track_id, counted_at
      ), raised AS (
        UPDATE media_tracks SET plays = plays + 1 WHERE id IN (SELECT track_id FROM counted) RETURNING plays
      )
      SELECT (SELECT plays FROM raised) AS plays, (SELECT counted_at FROM counted) AS counted_at,
        EXISTS (SELECT 1 FROM track) AS published`)) as typeof counted;
  } catch (err) {
    if (err instanceof ForeignKeyIntegrityConstraintViolationError) return null;
    throw err;
  }
  if (!counted.published) return null;
  if (counted.plays !== null && counted.counted_at !== null) {
    return { counted: true, plays: Number(counted.plays), countsAgainAt: after(counted.counted_at, windowSeconds) };
  }
  // A repeat inside the window: nothing changed; read the count and when this listener's window ends
  // (none left when an operator deleted the track in between: then it is gone, as for a later play).
  const row = (await db.maybeOne(sql.unsafe`
    SELECT t.plays, l.counted_at FROM media_tracks t
    JOIN media_track_listeners l ON l.track_id = t.id AND l.listener = ${listener}
    WHERE t.id = ${trackId}`)) as { plays: bigint; counted_at: string } | null;
  if (!row) return null;
  return { counted: false, plays: Number(row.plays), countsAgainAt: after(row.counted_at, windowSeconds) };
};

const after = (iso: string, seconds: number): string => new Date(Date.parse(iso) + seconds * 1000).toISOString();
