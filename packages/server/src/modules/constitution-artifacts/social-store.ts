import { randomInt } from "node:crypto";
import { type CommonQueryMethods, sql } from "slonik";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { fetchPage } from "../../persistence/pages.ts";

/** Authors' handles, votes and comments (migration 0001). */

const HANDLE_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** `citizen-` and 10 random characters (36^10 ≈ 3.7·10^15 handles). */
const randomHandle = (): string => {
  let suffix = "";
  for (let i = 0; i < 10; i++) suffix += HANDLE_ALPHABET[randomInt(HANDLE_ALPHABET.length)];
  return `citizen-${suffix}`;
};

/**
 * The user's handle, made at random the first time they publish or comment. Two first calls at once
 * meet on the primary key and both read the one stored; a (vanishingly rare) clash of two users'
 * random handles is retried with another.
 */
export const ensureHandle = async (db: CommonQueryMethods, userId: string): Promise<string> => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const handle = await db.maybeOneFirst(sql.unsafe`
      WITH made AS (
        INSERT INTO constitution_authors (user_id, handle) VALUES (${userId}, ${randomHandle()})
        ON CONFLICT DO NOTHING RETURNING handle)
      SELECT handle FROM made
      UNION ALL SELECT handle FROM constitution_authors WHERE user_id = ${userId}
      LIMIT 1`);
    if (typeof handle === "string") return handle;
  }
  throw new Error("could not make a unique author handle");
};

export type VoteState = { votes: number; voted: boolean };

const voteState = async (db: CommonQueryMethods, artifactId: string, userId: string): Promise<VoteState> => {
  const row = (await db.one(sql.unsafe`
    SELECT count(*)::int AS votes, coalesce(bool_or(user_id = ${userId}), false) AS voted
    FROM constitution_artifact_votes WHERE artifact_id = ${artifactId}`)) as VoteState;
  return { votes: row.votes, voted: row.voted };
};

/** Adds the vote unless it is there (the primary key decides under races). */
export const addVote = async (db: CommonQueryMethods, artifactId: string, userId: string): Promise<VoteState> => {
  await db.query(sql.unsafe`
    INSERT INTO constitution_artifact_votes (artifact_id, user_id) VALUES (${artifactId}, ${userId})
    ON CONFLICT (artifact_id, user_id) DO NOTHING`);
  return voteState(db, artifactId, userId);
};

export const removeVote = async (db: CommonQueryMethods, artifactId: string, userId: string): Promise<void> => {
  await db.query(
    sql.unsafe`DELETE FROM constitution_artifact_votes WHERE artifact_id = ${artifactId} AND user_id = ${userId}`,
  );
};

export type CommentRecord = { id: string; artifactId: string; handle: string; body: string; createdAt: string };

type StoredComment = { id: string; artifact_id: string; handle: string; body: string; created_at: string };

const toComment = (row: StoredComment): CommentRecord => ({
  id: row.id,
  artifactId: row.artifact_id,
  handle: row.handle,
  body: row.body,
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * How long until the author may comment again, in whole seconds (0 when now): they may write
 * `perHour` comments in any rolling hour.
 */
export const commentWait = async (db: CommonQueryMethods, authorId: string, perHour: number): Promise<number> => {
  const oldest = await db.maybeOneFirst(sql.unsafe`
    SELECT extract(epoch FROM created_at + interval '1 hour' - now())::float8 FROM (
      SELECT created_at FROM constitution_artifact_comments
      WHERE author_id = ${authorId} AND created_at > now() - interval '1 hour'
      ORDER BY created_at DESC OFFSET ${perHour - 1} LIMIT 1) AS window_start`);
  return typeof oldest === "number" ? Math.max(1, Math.ceil(oldest)) : 0;
};

export const insertComment = async (
  db: CommonQueryMethods,
  comment: { id: string; artifactId: string; authorId: string; body: string },
): Promise<CommentRecord> =>
  toComment(
    (await db.one(sql.unsafe`
      WITH made AS (
        INSERT INTO constitution_artifact_comments (id, artifact_id, author_id, body)
        VALUES (${comment.id}, ${comment.artifactId}, ${comment.authorId}, ${comment.body})
        RETURNING id, artifact_id, author_id, body, created_at)
      SELECT made.id, made.artifact_id, h.handle, made.body, made.created_at
      FROM made JOIN constitution_authors h ON h.user_id = made.author_id`)) as StoredComment,
  );

export const listComments = (
  db: CommonQueryMethods,
  artifactId: string,
  page: PageQuery,
): Promise<Page<CommentRecord>> =>
  fetchPage(db, {
    page,
    columns: sql.fragment`c.id, c.artifact_id, h.handle, c.body, c.created_at`,
    from: sql.fragment`constitution_artifact_comments c JOIN constitution_authors h ON h.user_id = c.author_id`,
    where: sql.fragment`c.artifact_id = ${artifactId}`,
    orderBy: "id",
    keyColumns: { id: sql.identifier(["c", "id"]) },
    map: (row: StoredComment) => toComment(row),
  });

/**
 * Deletes the comment if it is on this artifact and the caller wrote it or wrote the artifact;
 * false otherwise (and for a comment that does not exist).
 */
export const deleteComment = async (
  db: CommonQueryMethods,
  artifactId: string,
  commentId: string,
  callerId: string,
): Promise<boolean> =>
  (
    await db.query(sql.unsafe`
      DELETE FROM constitution_artifact_comments c
      WHERE c.id = ${commentId} AND c.artifact_id = ${artifactId}
        AND (c.author_id = ${callerId}
          OR EXISTS (SELECT 1 FROM constitution_artifacts a WHERE a.id = c.artifact_id AND a.owner_id = ${callerId}))`)
  ).rowCount > 0;

/** Recent activity answered by `social`. */
export const RECENT_ACTIVITY = 20;

export type Activity = { kind: "vote" | "comment"; at: string; commentId?: string };

export const socialOf = async (
  db: CommonQueryMethods,
  artifactId: string,
): Promise<{ votes: number; comments: number; recent: Activity[] }> => {
  const counts = (await db.one(sql.unsafe`
    SELECT (SELECT count(*)::int FROM constitution_artifact_votes WHERE artifact_id = ${artifactId}) AS votes,
      (SELECT count(*)::int FROM constitution_artifact_comments WHERE artifact_id = ${artifactId}) AS comments`)) as {
    votes: number;
    comments: number;
  };
  const rows = (await db.any(sql.unsafe`
    SELECT kind, at, comment_id FROM (
      (SELECT 'vote' AS kind, created_at AS at, NULL::text AS comment_id, '' AS tie
        FROM constitution_artifact_votes WHERE artifact_id = ${artifactId}
        ORDER BY created_at DESC LIMIT ${RECENT_ACTIVITY})
      UNION ALL
      (SELECT 'comment', created_at, id, id FROM constitution_artifact_comments WHERE artifact_id = ${artifactId}
        ORDER BY id DESC LIMIT ${RECENT_ACTIVITY})) AS activity
    ORDER BY at DESC, tie DESC LIMIT ${RECENT_ACTIVITY}`)) as readonly {
    kind: "vote" | "comment";
    at: string;
    comment_id: string | null;
  }[];
  return {
    ...counts,
    recent: rows.map((row) => ({
      kind: row.kind,
      at: new Date(row.at).toISOString(),
      ...(row.comment_id === null ? {} : { commentId: row.comment_id }),
    })),
  };
};
