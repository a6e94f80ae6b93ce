import { type FragmentSqlToken, sql } from "slonik";

export type { LoggedAt } from "./entry.ts";

/**
 * Sequencing into the transparency log, inside the statement that issues what it logs (what is issued and
 * its place in the log commit together or not at all, and the index is known before the answer): the
 * statement names a CTE of the rows it logs, with a column `k` (0, 1, 2, … in the order the indexes are to
 * follow), and includes the CTE `log_first` after it, which takes the next indexes of the current log,
 * locking its row until the statement's transaction ends: a later statement's indexes wait for this one
 * to commit or roll back, so the committed entries of a log are always 0 … next_index - 1, with no gap,
 * whichever instance wrote them. The statement's rows take their place from it: `log_first.log_id` and
 * `log_first.first + k`. With no row in the CTE, nothing is locked.
 *
 * Where the entry's bytes are kept is the issuer's choice:
 * - derived: the issuing row keeps the log id and index, and the issuer gives the log an entry source
 *   that rebuilds the entries from its rows (src/transparency/sources.ts); no second row per entry;
 * - stored: `storedEntries` writes them to `transparency_entries` in the same statement, from the CTE's
 *   `kind`, `ref` and `entry` (the entry's canonical JSON text) columns.
 */
export const sequencedInto = (rows: string): FragmentSqlToken => {
  const from = sql.identifier([rows]);
  return sql.fragment`
  log_first AS (
    UPDATE transparency_logs SET next_index = next_index + (SELECT count(*) FROM ${from})
    WHERE current AND EXISTS (SELECT 1 FROM ${from})
    RETURNING id AS log_id, next_index - (SELECT count(*) FROM ${from}) AS first)`;
};

/** The CTE `log_entries`, after `sequencedInto(rows)`: the entries of `rows`, stored. */
export const storedEntries = (rows: string): FragmentSqlToken => {
  const from = sql.identifier([rows]);
  return sql.fragment`
  log_entries AS (
    INSERT INTO transparency_entries (log_id, idx, kind, ref, data)
    SELECT log_first.log_id, log_first.first + r.k, r.kind, r.ref, convert_to(r.entry, 'UTF8')
    FROM ${from} r CROSS JOIN log_first
    RETURNING idx)`;
};

/**
 * The CTEs that sequence one stored entry (`one_entry`, `log_first`, `log_entries`), for a statement that
 * writes one row of what it logs; its row takes its place with `LEFT JOIN log_first ON true`, so the row
 * is written even where no log is open (where its place stays null).
 */
export const oneStoredEntry = (entry: { kind: string; ref: string; text: string }): FragmentSqlToken => sql.fragment`
  one_entry AS (SELECT 0 AS k, ${entry.kind}::text AS kind, ${entry.ref}::text AS ref, ${entry.text}::text AS entry),
  ${sequencedInto("one_entry")},
  ${storedEntries("one_entry")}`;
