import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import { lockForTransaction } from "../../db/advisory-lock.ts";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { idMinter } from "../../ids.ts";
import { fetchPage } from "../../persistence/pages.ts";
import type { Schema } from "../../platform/operations.ts";
import { type SealingKeys, sealBytes } from "../../sealing/seal.ts";
import type { Position } from "./position.ts";
import { notesAad, sessionView } from "./presenters.ts";
import { coachProblems } from "./problems.ts";

/** Coaching sessions (table `coach_sessions`, migration 0001). */

export const COACH_ID_PREFIXES = { "coach-session": "cse" } as const;
const newSessionId = idMinter(COACH_ID_PREFIXES["coach-session"]);

export type SessionRow = {
  id: string;
  topic: string;
  fen: string | null;
  side_to_move: "white" | "black" | null;
  status: "active" | "ended";
  notes_sealed: Buffer | null;
  message_count: number | null;
  started_at: string;
  ended_at: string | null;
};

const COLUMNS = sql.fragment`id, topic, fen, side_to_move, status, notes_sealed, message_count, started_at, ended_at`;

/**
 * Starts a session unless the owner already has `maxActive` active ones (403 `coach-session-limit`). The
 * owner's active sessions are counted under a transaction-scoped advisory lock on the owner, so two
 * starts at once cannot both take the last place.
 */
export const startSession = async (
  db: DatabasePool,
  keys: SealingKeys,
  ownerId: string,
  topic: string,
  position: Position | null,
  maxActive: number,
): Promise<Schema<"CoachSession">> => {
  const row = await db.transaction(async (tx) => {
    await lockForTransaction(tx, `coach:sessions:${ownerId}`);
    const active = Number(
      await tx.oneFirst(
        sql.unsafe`SELECT count(*) FROM coach_sessions WHERE owner_id = ${ownerId} AND status = 'active'`,
      ),
    );
    if (active >= maxActive) throw coachProblems.sessionLimit(maxActive);
    return (await tx.one(sql.unsafe`
      INSERT INTO coach_sessions (id, owner_id, topic, fen, side_to_move)
      VALUES (${newSessionId()}, ${ownerId}, ${topic}, ${position?.fen ?? null}, ${position?.sideToMove ?? null})
      RETURNING ${COLUMNS}`)) as SessionRow;
  });
  return sessionView(row, keys);
};

/** The owner's session, or 404 (someone else's is "not found" too). */
export const ownSession = async (
  db: CommonQueryMethods,
  keys: SealingKeys,
  ownerId: string,
  id: string,
): Promise<Schema<"CoachSession">> => {
  const row = (await db.maybeOne(sql.unsafe`
    SELECT ${COLUMNS} FROM coach_sessions WHERE id = ${id} AND owner_id = ${ownerId}`)) as SessionRow | null;
  if (!row) throw coachProblems.notFound(id);
  return sessionView(row, keys);
};

/**
 * End the owner's active session, sealing its notes. One conditional UPDATE (`status = 'active'`): of
 * two simultaneous ends, the second finds the row ended and is 409; an unknown or someone else's id is 404.
 */
export const endSession = async (
  db: CommonQueryMethods,
  keys: SealingKeys,
  ownerId: string,
  id: string,
  end: { notes?: string; messageCount?: number },
): Promise<Schema<"CoachSession">> => {
  const sealed = end.notes === undefined ? null : sealBytes(keys, notesAad(id), Buffer.from(end.notes, "utf8"));
  const row = (await db.maybeOne(sql.unsafe`
    UPDATE coach_sessions SET status = 'ended', ended_at = now(),
      notes_sealed = ${sealed === null ? null : sql.binary(sealed)},
      message_count = ${end.messageCount ?? null}
    WHERE id = ${id} AND owner_id = ${ownerId} AND status = 'active'
    RETURNING ${COLUMNS}`)) as SessionRow | null;
  if (row) return sessionView(row, keys);
  const exists = await db.exists(sql.unsafe`SELECT 1 FROM coach_sessions WHERE id = ${id} AND owner_id = ${ownerId}`);
  throw exists ? coachProblems.ended(id) : coachProblems.notFound(id);
};

/** The owner's sessions, newest first. */
export const listSessions = (
  db: CommonQueryMethods,
  keys: SealingKeys,
  ownerId: string,
  page: PageQuery,
): Promise<Page<Schema<"CoachSession">>> =>
  fetchPage(db, {
    page,
    columns: COLUMNS,
    from: sql.fragment`coach_sessions`,
    where: sql.fragment`owner_id = ${ownerId}`,
    orderBy: "created_at",
    keyColumns: { createdAt: sql.identifier(["started_at"]) },
    map: (row: SessionRow) => sessionView(row, keys),
  });
