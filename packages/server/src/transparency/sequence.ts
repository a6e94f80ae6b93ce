import { type FragmentSqlToken, sql } from "slonik";

export type { LoggedAt } from "./entry.ts";

/**
 * Sequencing into the transparency log, inside the statement that issues what it logs (the entry and the
 * receipt commit together or not at all, and the index is known before the answer): the statement names
 * a CTE of the rows it logs, with columns `k` (0, 1, 2, … in the order the indexes are to follow), `kind`,
 * `ref` and `entry` (the entry's canonical JSON text), and includes these two CTEs after it:
 * - `log_first` takes the next indexes of the current log, locking its row until the statement's
 *   transaction ends: a later statement's indexes wait for this one to commit or roll back, so the
 *   committed entries of a log are always 0 … next_index - 1, with no gap;
 * - `log_entries` writes the entries at `log_first.first + k`.
 * The statement's own rows take their index from `log_first` too (`log_first.first + k`). With no row in
 * the CTE, nothing is locked and nothing written.
 */
export const sequencedInto = (rows: string): FragmentSqlToken => {
  const from = sql.identifier([rows]);
  return sql.fragment`
  log_first AS (
    UPDATE transparency_logs SET next_index = next_index + (SELECT count(*) FROM ${from})
    WHERE current AND EXISTS (SELECT 1 FROM ${from})
    RETURNING id AS log_id, next_index - (SELECT count(*) FROM ${from}) AS first),
  log_entries AS (
    INSERT INTO transparency_entries (log_id, idx, kind, ref, data)
    SELECT log_first.log_id, log_first.first + r.k, r.kind, r.ref, convert_to(r.entry, 'UTF8')
    FROM ${from} r CROSS JOIN log_first
    RETURNING idx)`;
};
