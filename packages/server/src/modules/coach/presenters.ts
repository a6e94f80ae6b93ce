import type { Schema } from "../../platform/operations.ts";
import { type SealingKeys, unsealBytes } from "../../sealing/seal.ts";
import type { SessionRow } from "./sessions.ts";

/** Binds sealed notes to their session: copied onto another session's row, they do not open. */
export const notesAad = (id: string): string => `trustplane:coach:session:${id}:notes`;

/** A session as the contract shows it, its notes opened. */
export const sessionView = (row: SessionRow, keys: SealingKeys): Schema<"CoachSession"> => ({
  id: row.id,
  topic: row.topic,
  fen: row.fen,
  sideToMove: row.side_to_move,
  status: row.status,
  notes:
    row.notes_sealed === null
      ? null
      : unsealBytes(keys, notesAad(row.id), row.notes_sealed, `coaching session ${row.id}'s notes`).toString("utf8"),
  messageCount: row.message_count,
  startedAt: row.started_at,
  endedAt: row.ended_at,
});
