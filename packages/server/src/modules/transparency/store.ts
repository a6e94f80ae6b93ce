import type { KeyObject } from "node:crypto";
import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import { setRecent } from "../../recent-map.ts";
import { EMPTY_ROOT, HASH_BYTES, type NodeId, type Nodes } from "../../transparency/merkle.ts";
import { type EntrySource, readLeaves } from "../../transparency/sources.ts";
import {
  appendLeaves,
  decodeEdge,
  type Edge,
  elementsAt,
  encodeEdge,
  nodesFromTiles,
  rootOfEdge,
  TILE_WIDTH,
  type TileId,
  tileKey,
  tilesFor,
} from "../../transparency/tiled.ts";
import { signNote } from "./note.ts";

/** The current log as its module knows it. */
export type Log = { id: number; origin: string; privateKey: KeyObject; publicKey: Buffer };

/** The latest checkpoint of a log: its tree's size and root, and the signed note. */
export type Checkpoint = { size: number; root: Buffer; checkpoint: string };
/** And its tree's right edge (src/transparency/tiled.ts), from which tiles and proofs are computed. */
export type Tree = Checkpoint & { edge: Edge };

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
    return { id: row.id, origin, privateKey, publicKey };
  });

/**
 * The latest checkpoint of a log, without its tree's edge: what `/log`, `/checkpoint` and `/entries` need.
 * The edge (up to three partial tiles, 24 KB) is read only where tiles or proofs are computed (latestTreeWithEdge).
 */
export const latestTree = async (db: CommonQueryMethods, logId: number): Promise<Checkpoint> => {
  const row = (await db.one(sql.unsafe`
    SELECT size, encode(root, 'hex') AS root, checkpoint FROM transparency_trees WHERE log_id = ${logId}`)) as {
    size: string | number;
    root: string;
    checkpoint: string;
  };
  return { size: Number(row.size), root: Buffer.from(row.root, "hex"), checkpoint: row.checkpoint };
};

export const latestTreeWithEdge = async (db: CommonQueryMethods, logId: number): Promise<Tree> => {
  const row = (await db.one(sql.unsafe`
    SELECT size, encode(root, 'hex') AS root, checkpoint, encode(edge, 'hex') AS edge
    FROM transparency_trees WHERE log_id = ${logId}`)) as {
    size: string | number;
    root: string;
    checkpoint: string;
    edge: string;
  };
  const size = Number(row.size);
  return {
    size,
    root: Buffer.from(row.root, "hex"),
    checkpoint: row.checkpoint,
    edge: decodeEdge(size, Buffer.from(row.edge, "hex")),
  };
};

/** Full tiles, by tileKey (one query however many); immutable, so a recent few are remembered. */
const fullTiles = (limit = 64) => {
  const recent = new Map<string, Buffer[]>();
  return async (db: CommonQueryMethods, logId: number, tiles: readonly TileId[]): Promise<Map<string, Buffer[]>> => {
    const found = new Map<string, Buffer[]>();
    const missing = tiles.filter((tile) => {
      const hit = recent.get(`${logId}/${tileKey(tile)}`);
      if (hit) found.set(tileKey(tile), hit);
      return !hit;
    });
    if (missing.length === 0) return found;
    const rows = (await db.any(sql.unsafe`
      SELECT t.level, t.idx, encode(t.hashes, 'hex') AS hashes FROM transparency_tiles t
      JOIN unnest(${sql.array(
        missing.map((tile) => tile.level),
        "int2",
      )}, ${sql.array(
        missing.map((tile) => tile.index),
        "int8",
      )}) AS want(level, idx) ON t.level = want.level AND t.idx = want.idx
      WHERE t.log_id = ${logId}`)) as readonly { level: number; idx: string | number; hashes: string }[];
    for (const row of rows) {
      const bytes = Buffer.from(row.hashes, "hex");
      const hashes = Array.from({ length: TILE_WIDTH }, (_, i) => bytes.subarray(i * HASH_BYTES, (i + 1) * HASH_BYTES));
      const tile = { level: row.level, index: Number(row.idx) };
      found.set(tileKey(tile), hashes);
      setRecent(recent, `${logId}/${tileKey(tile)}`, hashes, limit);
    }
    return found;
  };
};

export type TreeReader = {
  /** The hashes of tiles of `tree` (each a full tile, or the tree's partial one at its level). */
  tiles: (
    db: CommonQueryMethods,
    logId: number,
    tree: Tree,
    tiles: readonly TileId[],
  ) => Promise<Map<string, Buffer[]>>;
  /** The hashes of these complete subtrees of `tree` (in one query at most, for the full tiles they are in). */
  nodes: (db: CommonQueryMethods, logId: number, tree: Tree, ids: readonly NodeId[]) => Promise<Nodes>;
};

/** Reads a log's tree from its tiles and edge. */
export const treeReader = (): TreeReader => {
  const full = fullTiles();
  const tiles: TreeReader["tiles"] = async (db, logId, tree, wanted) => {
    const edge = new Map<string, Buffer[]>();
    const stored = wanted.filter((tile) => {
      const elements = elementsAt(tile.level, tree.size);
      // The tile of the level's partial tail is the edge; the ones before it are full and stored.
      if (tile.index < Math.floor(elements / TILE_WIDTH)) return true;
      if (tile.index === Math.floor(elements / TILE_WIDTH)) edge.set(tileKey(tile), tree.edge[tile.level] ?? []);
      return false;
    });
    const found = await full(db, logId, stored);
    for (const [key, hashes] of edge) found.set(key, hashes);
    return found;
  };
  return {
    tiles,
    nodes: async (db, logId, tree, ids) =>
      ids.length === 0 ? new Map() : nodesFromTiles(ids, await tiles(db, logId, tree, tilesFor(ids))),
  };
};

/**
 * Adds what was sequenced since the last checkpoint to the tree and signs a checkpoint over it, at most
 * `batch` entries at a time, in one transaction: the tiles they fill are written, and the tree's size, root,
 * edge and checkpoint change together, so a checkpoint is never signed over a tree whose tiles are not all
 * stored, and a crash at any point leaves the last checkpoint and its tree as they were (the entries,
 * already committed, are integrated by the next run). One instance integrates at a time (the tree's row,
 * locked with SKIP LOCKED: another instance's run finds nothing to do). Answers how many entries it
 * integrated.
 */
export const integrate = async (
  pool: DatabasePool,
  log: Log,
  sources: readonly EntrySource[],
  batch = 4096,
): Promise<number> =>
  pool.transaction(async (tx) => {
    const locked = await tx.maybeOne(sql.unsafe`
      SELECT 1 FROM transparency_trees WHERE log_id = ${log.id} FOR UPDATE SKIP LOCKED`);
    if (locked === null) return 0;
    const tree = await latestTreeWithEdge(tx, log.id);
    // Committed: every entry below it is committed too (sequence.ts).
    const sequenced = Number(
      await tx.oneFirst(sql.unsafe`SELECT next_index FROM transparency_logs WHERE id = ${log.id}`),
    );
    if (sequenced <= tree.size) return 0;
    const leaves = await readLeaves(tx, sources, log.id, tree.size, Math.min(sequenced, tree.size + batch));
    const newSize = tree.size + leaves.length;
    const { tiles, edge } = appendLeaves(tree.size, tree.edge, leaves);
    const root = rootOfEdge(newSize, edge);
    if (tiles.length > 0)
      await tx.query(sql.unsafe`
        INSERT INTO transparency_tiles (log_id, level, idx, hashes)
        SELECT ${log.id}, t.level, t.idx, decode(t.hex, 'hex') FROM unnest(
          ${sql.array(
            tiles.map((t) => t.level),
            "int2",
          )}, ${sql.array(
            tiles.map((t) => t.index),
            "int8",
          )}, ${sql.array(
            tiles.map((t) => Buffer.concat(t.hashes).toString("hex")),
            "text",
          )}
        ) AS t(level, idx, hex)`);
    const note = signNote(checkpointText(log.origin, newSize, root), log.origin, log.privateKey, log.publicKey);
    await tx.query(sql.unsafe`
      UPDATE transparency_trees SET size = ${newSize}, root = ${sql.binary(root)}, checkpoint = ${note},
        edge = ${sql.binary(encodeEdge(edge))}, updated_at = now()
      WHERE log_id = ${log.id}`);
    return leaves.length;
  });
