import { randomUUID } from "node:crypto";
import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import type { Witness } from "./witness-config.ts";
import type { WitnessOutcome } from "./witness-protocol.ts";

/**
 * What the log keeps of its witnesses (transparency 0003): each one's last cosigned size, its failures
 * and its claim, and each one's latest cosignature. A claim is taken and released by single statements,
 * so no transaction is open while a witness is asked.
 */

const keys = (witnesses: readonly Witness[]) =>
  sql.array(
    witnesses.map((w) => w.verifierKey),
    "text",
  );

/** A row for each configured witness of the log (its size 0 at first: the first answer's 409 corrects it). */
export const addWitnesses = async (pool: DatabasePool, logId: number, witnesses: readonly Witness[]) => {
  if (witnesses.length === 0) return;
  await pool.query(sql.unsafe`
    INSERT INTO transparency_witnesses (log_id, witness) SELECT ${logId}, unnest(${keys(witnesses)})
    ON CONFLICT (log_id, witness) DO NOTHING`);
};

/**
 * The witnesses to ask now: not waiting after a failure, not claimed, and without a cosignature of the
 * checkpoint of this size and root.
 */
export const dueWitnesses = async (
  db: CommonQueryMethods,
  logId: number,
  witnesses: readonly Witness[],
  tree: { size: number; root: Buffer },
): Promise<string[]> => {
  const rows = (await db.any(sql.unsafe`
    SELECT w.witness FROM transparency_witnesses w
    WHERE w.log_id = ${logId} AND w.witness = ANY(${keys(witnesses)}) AND w.next_attempt_at <= now()
      AND (w.claimed_until IS NULL OR w.claimed_until < now())
      AND NOT EXISTS (SELECT 1 FROM transparency_cosignatures c
        WHERE c.log_id = w.log_id AND c.witness = w.witness AND c.size = ${tree.size}
          AND c.root = ${sql.binary(tree.root)})`)) as readonly { witness: string }[];
  return rows.map((row) => row.witness);
};

export type Claim = { token: string; size: number; failures: number };

/**
 * Claims a witness for `leaseMs` (one instance asks it at a time), if it is still due for this tree;
 * undefined when another instance has it, has just had it cosign this tree, or it waits after a failure.
 */
export const claimWitness = async (
  pool: DatabasePool,
  logId: number,
  witness: string,
  tree: { size: number; root: Buffer },
  leaseMs: number,
): Promise<Claim | undefined> => {
  const token = randomUUID();
  const row = (await pool.maybeOne(sql.unsafe`
    UPDATE transparency_witnesses w SET claim = ${token},
      claimed_until = now() + ${leaseMs}::int * interval '1 millisecond'
    WHERE w.log_id = ${logId} AND w.witness = ${witness} AND w.next_attempt_at <= now()
      AND (w.claimed_until IS NULL OR w.claimed_until < now())
      AND NOT EXISTS (SELECT 1 FROM transparency_cosignatures c
        WHERE c.log_id = w.log_id AND c.witness = w.witness AND c.size = ${tree.size}
          AND c.root = ${sql.binary(tree.root)})
    RETURNING w.size, w.failures`)) as { size: string | number; failures: number } | null;
  return row ? { token, size: Number(row.size), failures: row.failures } : undefined;
};

/**
 * Keeps a verified cosignature (replacing the witness's older ones) and records the size the witness
 * cosigned; releases the claim. The cosignature is kept even if the claim lapsed meanwhile (it verified),
 * but the witness's row is only changed under its own claim.
 */
export const recordCosigned = async (
  pool: DatabasePool,
  logId: number,
  witness: string,
  claim: Claim,
  cosigned: { size: number; root: Buffer; line: string; time: number },
) =>
  pool.transaction(async (tx) => {
    await tx.query(sql.unsafe`
      INSERT INTO transparency_cosignatures (log_id, size, witness, root, line, cosigned_at)
      VALUES (${logId}, ${cosigned.size}, ${witness}, ${sql.binary(cosigned.root)}, ${cosigned.line},
        to_timestamp(${cosigned.time}::float8))
      ON CONFLICT (log_id, size, witness) DO UPDATE SET root = excluded.root, line = excluded.line,
        cosigned_at = excluded.cosigned_at, received_at = now()`);
    await tx.query(sql.unsafe`
      DELETE FROM transparency_cosignatures WHERE log_id = ${logId} AND witness = ${witness}
        AND size < ${cosigned.size}`);
    await tx.query(sql.unsafe`
      UPDATE transparency_witnesses SET size = ${cosigned.size}, failures = 0, next_attempt_at = now(),
        claim = NULL, claimed_until = NULL, last_outcome = 'cosigned'
      WHERE log_id = ${logId} AND witness = ${witness} AND claim = ${claim.token}`);
  });

/**
 * Records a failed attempt: the witness's size as its last 409 said (if it said one), the next attempt
 * after `waitMs`; releases the claim. `waitMs` 0 only releases (the server is stopping).
 */
export const recordFailed = async (
  pool: DatabasePool,
  logId: number,
  witness: string,
  claim: Claim,
  failed: { size: number; outcome: WitnessOutcome | "stopped"; waitMs: number },
) => {
  const counted = failed.outcome === "stopped" ? 0 : 1;
  await pool.query(sql.unsafe`
    UPDATE transparency_witnesses SET size = ${failed.size}, failures = failures + ${counted}::int,
      next_attempt_at = now() + ${failed.waitMs}::int * interval '1 millisecond', claim = NULL,
      claimed_until = NULL, last_outcome = ${failed.outcome}
    WHERE log_id = ${logId} AND witness = ${witness} AND claim = ${claim.token}`);
};

/**
 * The latest checkpoint with the configured witnesses' cosignatures of it appended (in their configured
 * order), in one query: signed-note allows any number of signature lines.
 */
export const cosignedCheckpoint = async (
  db: CommonQueryMethods,
  logId: number,
  witnesses: readonly Witness[],
): Promise<string> => {
  const row = (await db.one(sql.unsafe`
    SELECT t.checkpoint, coalesce((
      SELECT string_agg(c.line || E'\n', '' ORDER BY array_position(${keys(witnesses)}, c.witness))
      FROM transparency_cosignatures c
      WHERE c.log_id = t.log_id AND c.size = t.size AND c.root = t.root
        AND c.witness = ANY(${keys(witnesses)})), '') AS cosignatures
    FROM transparency_trees t WHERE t.log_id = ${logId}`)) as { checkpoint: string; cosignatures: string };
  return row.checkpoint + row.cosignatures;
};
