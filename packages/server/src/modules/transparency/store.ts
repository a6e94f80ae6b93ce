import type { KeyObject } from "node:crypto";
import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import {
  appendNodes,
  appendPlan,
  EMPTY_ROOT,
  leafHash,
  type NodeId,
  type Nodes,
  nodeKey,
  rootOf,
} from "../../transparency/merkle.ts";
import { signNote } from "./note.ts";

/** The current log as its module knows it. */
export type Log = { id: number; origin: string; privateKey: KeyObject; publicKey: Buffer };

/** The latest checkpoint of a log. */
export type Tree = { size: number; root: Buffer; checkpoint: string };

/** The checkpoint body of C2SP tlog-checkpoint: origin, size, base64 root hash, each on its line. */
export const checkpointText = (origin: string, size: number, root: Buffer): string =>
  `${origin}\n${size}\n${root.toString("base64")}\n`;

/**
 * Makes the configured origin the current log (created on first start, with its empty tree's checkpoint),
 * and refuses a key that is not the origin's: a log's checkpoints are all signed by one key, so a new key
 * needs a new origin (a new log).
 */
export const openCurrentLog = async (
  pool: DatabasePool,
  origin: string,
  privateKey: KeyObject,
  publicKey: Buffer,
): Promise<Log> =>
  pool.transaction(async (tx) => {
    await tx.query(sql.unsafe`INSERT INTO transparency_logs (origin, public_key) VALUES (${origin}, ${sql.binary(publicKey)})
      ON CONFLICT (origin) DO NOTHING`);
    const row = (await tx.one(
      sql.unsafe`SELECT id, encode(public_key, 'hex') AS public_key FROM transparency_logs WHERE origin = ${origin}`,
    )) as { id: number; public_key: string };
    if (row.public_key !== publicKey.toString("hex")) {
      throw new Error(
        `The transparency log "${origin}" is signed by another key than TRANSPARENCY_LOG_KEY: a new key starts a new log, under a new TRANSPARENCY_LOG_ORIGIN`,
      );
    }
    await tx.query(sql.unsafe`UPDATE transparency_logs SET current = false WHERE current AND id <> ${row.id}`);
    await tx.query(sql.unsafe`UPDATE transparency_logs SET current = true WHERE id = ${row.id} AND NOT current`);
    const empty = signNote(checkpointText(origin, 0, EMPTY_ROOT), origin, privateKey, publicKey);
    await tx.query(sql.unsafe`INSERT INTO transparency_trees (log_id, size, root, checkpoint)
      VALUES (${row.id}, 0, ${sql.binary(EMPTY_ROOT)}, ${empty}) ON CONFLICT (log_id) DO NOTHING`);
    await tx.query(sql.unsafe`INSERT INTO transparency_checkpoints (log_id, size, root, note)
      VALUES (${row.id}, 0, ${sql.binary(EMPTY_ROOT)}, ${empty}) ON CONFLICT DO NOTHING`);
    return { id: row.id, origin, privateKey, publicKey };
  });

export const latestTree = async (db: CommonQueryMethods, logId: number): Promise<Tree> => {
  const row = (await db.one(
    sql.unsafe`SELECT size, encode(root, 'hex') AS root, checkpoint FROM transparency_trees WHERE log_id = ${logId}`,
  )) as { size: string | number; root: string; checkpoint: string };
  return { size: Number(row.size), root: Buffer.from(row.root, "hex"), checkpoint: row.checkpoint };
};

/** The stored hashes of these nodes, by nodeKey (one query however many). */
export const readNodes = async (db: CommonQueryMethods, logId: number, ids: readonly NodeId[]): Promise<Nodes> => {
  if (ids.length === 0) return new Map();
  const rows = (await db.any(sql.unsafe`
    SELECT n.level, n.idx, encode(n.hash, 'hex') AS hash FROM transparency_nodes n
    JOIN unnest(${sql.array(
      ids.map((id) => id.level),
      "int2",
    )}, ${sql.array(
      ids.map((id) => id.index),
      "int8",
    )}) AS want(level, idx) ON n.level = want.level AND n.idx = want.idx
    WHERE n.log_id = ${logId}`)) as readonly { level: number; idx: string | number; hash: string }[];
  return new Map(rows.map((row) => [nodeKey(row.level, Number(row.idx)), Buffer.from(row.hash, "hex")]));
};

/** Nodes of one level, [from, to): a tile's hashes. */
export const nodesOfLevel = async (
  db: CommonQueryMethods,
  logId: number,
  level: number,
  from: number,
  to: number,
): Promise<Buffer[]> => {
  const rows = (await db.any(sql.unsafe`
    SELECT encode(hash, 'hex') AS hash FROM transparency_nodes
    WHERE log_id = ${logId} AND level = ${level} AND idx >= ${from} AND idx < ${to} ORDER BY idx`)) as readonly {
    hash: string;
  }[];
  return rows.map((row) => Buffer.from(row.hash, "hex"));
};

/** Entries [from, to), in index order. */
export const entriesBetween = async (
  db: CommonQueryMethods,
  logId: number,
  from: number,
  to: number,
): Promise<Buffer[]> => {
  const rows = (await db.any(sql.unsafe`
    SELECT encode(data, 'hex') AS data FROM transparency_entries
    WHERE log_id = ${logId} AND idx >= ${from} AND idx < ${to} ORDER BY idx`)) as readonly { data: string }[];
  return rows.map((row) => Buffer.from(row.data, "hex"));
};

/**
 * Adds what was sequenced since the last checkpoint to the tree and signs a checkpoint over it, at most
 * `batch` entries at a time, in one transaction: a checkpoint is never signed over a tree whose nodes are
 * not all stored, and a crash at any point leaves the last checkpoint and its tree as they were (the
 * entries, already committed, are integrated by the next run). One instance integrates at a time (the
 * tree's row, locked with SKIP LOCKED: another instance's run finds nothing to do). Answers how many
 * entries it integrated.
 */
export const integrate = async (pool: DatabasePool, log: Log, batch = 4096): Promise<number> =>
  pool.transaction(async (tx) => {
    const tree = (await tx.maybeOne(sql.unsafe`
      SELECT size FROM transparency_trees WHERE log_id = ${log.id} FOR UPDATE SKIP LOCKED`)) as {
      size: string | number;
    } | null;
    if (tree === null) return 0;
    const size = Number(tree.size);
    // Committed: every entry below it is committed too (sequence.ts).
    const sequenced = Number(
      await tx.oneFirst(sql.unsafe`SELECT next_index FROM transparency_logs WHERE id = ${log.id}`),
    );
    if (sequenced <= size) return 0;
    const entries = await entriesBetween(tx, log.id, size, Math.min(sequenced, size + batch));
    if (entries.length === 0) return 0;
    const left = await readNodes(tx, log.id, appendPlan(size));
    const made = appendNodes(size, entries.map(leafHash), (level, index) => {
      const hash = left.get(nodeKey(level, index));
      if (hash === undefined) throw new Error(`the tree lacks node ${level}/${index} at size ${size}`);
      return hash;
    });
    const newSize = size + entries.length;
    const all = new Map(left);
    for (const node of made) all.set(nodeKey(node.level, node.index), node.hash);
    // Every node the new root is computed from is stored or made here: rootOf throws before anything is signed.
    const root = rootOf(all, newSize);
    await tx.query(sql.unsafe`
      INSERT INTO transparency_nodes (log_id, level, idx, hash)
      SELECT ${log.id}, n.level, n.idx, decode(n.hex, 'hex') FROM unnest(
        ${sql.array(
          made.map((n) => n.level),
          "int2",
        )}, ${sql.array(
          made.map((n) => n.index),
          "int8",
        )}, ${sql.array(
          made.map((n) => n.hash.toString("hex")),
          "text",
        )}
      ) AS n(level, idx, hex)`);
    const note = signNote(checkpointText(log.origin, newSize, root), log.origin, log.privateKey, log.publicKey);
    await tx.query(sql.unsafe`
      UPDATE transparency_trees SET size = ${newSize}, root = ${sql.binary(root)}, checkpoint = ${note}, updated_at = now()
      WHERE log_id = ${log.id}`);
    await tx.query(sql.unsafe`
      INSERT INTO transparency_checkpoints (log_id, size, root, note) VALUES (${log.id}, ${newSize}, ${sql.binary(root)}, ${note})`);
    return entries.length;
  });
