import { EMPTY_ROOT, HASH_BYTES, type NodeId, type Nodes, nodeHash, nodeKey } from "./merkle.ts";

/**
 * The tree stored as C2SP tlog-tiles stores it (https://c2sp.org/tlog-tiles, Tessera's layout): the hashes
 * of the nodes at heights 0, 8, 16, … in tiles of 256, and nothing in between (a node at height 8·L + r is
 * the root of 2^r consecutive hashes of one tile of level L). A full tile is written once and never
 * changes; the tree's right edge, one partial tile per level (fewer than 256 hashes each), is kept with the
 * tree's size and root and rewritten with every checkpoint. The edge alone gives the root and is all an
 * append needs, so integrating n entries writes n/256 rows however large the tree.
 */

export const TILE_HEIGHT = 8;
export const TILE_WIDTH = 2 ** TILE_HEIGHT;

/** How many complete nodes of tile level `level`'s height a tree of `size` entries has. */
export const elementsAt = (level: number, size: number): number => Math.floor(size / TILE_WIDTH ** level);

/** The tree's right edge: each tile level's partial tile (its hashes, fewer than 256), level 0 first. */
export type Edge = Buffer[][];

/** The widths of the edge's partial tiles in a tree of `size` entries, level 0 first (none for the empty tree). */
export const edgeWidths = (size: number): number[] => {
  const widths: number[] = [];
  for (let level = 0; elementsAt(level, size) > 0; level++) widths.push(elementsAt(level, size) % TILE_WIDTH);
  return widths;
};

export const encodeEdge = (edge: Edge): Buffer => Buffer.concat(edge.flat());

/** The edge of a tree of `size` entries from its stored bytes; throws when they are not that many hashes. */
export const decodeEdge = (size: number, bytes: Buffer): Edge => {
  const widths = edgeWidths(size);
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (bytes.length !== total * HASH_BYTES)
    throw new Error(`the tree's edge holds ${bytes.length} bytes, not the ${total} hashes of size ${size}`);
  let at = 0;
  return widths.map((width) =>
    Array.from({ length: width }, () => {
      at += HASH_BYTES;
      return bytes.subarray(at - HASH_BYTES, at);
    }),
  );
};

/** The root of the complete subtree over `count` (a power of two) consecutive hashes from `start`. */
export const subtreeHash = (hashes: readonly Buffer[], start: number, count: number): Buffer => {
  if (start + count > hashes.length) throw new Error(`the tile holds ${hashes.length} hashes, not ${start + count}`);
  let level = hashes.slice(start, start + count);
  while (level.length > 1) {
    const up: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2) up.push(nodeHash(level[i]!, level[i + 1]!));
    level = up;
  }
  return level[0]!;
};

/** A full tile made by an append: tile level, index, and its 256 hashes. */
export type FullTile = { level: number; index: number; hashes: Buffer[] };

/**
 * Appends leaf hashes to a tree of `size` entries with this edge: the tiles they fill (each written once)
 * and the new edge. A tile filled at one level gives the next level its root.
 */
export const appendLeaves = (
  size: number,
  edge: Edge,
  leaves: readonly Buffer[],
): { tiles: FullTile[]; edge: Edge } => {
  const next = edge.map((partial) => [...partial]);
  const counts = next.map((_, level) => elementsAt(level, size));
  const tiles: FullTile[] = [];
  const push = (level: number, hash: Buffer) => {
    if (next[level] === undefined) next[level] = [];
    const partial = next[level];
    counts[level] = (counts[level] ?? 0) + 1;
    partial.push(hash);
    if (partial.length < TILE_WIDTH) return;
    tiles.push({ level, index: counts[level]! / TILE_WIDTH - 1, hashes: partial });
    next[level] = [];
    push(level + 1, subtreeHash(partial, 0, TILE_WIDTH));
  };
  for (const leaf of leaves) push(0, leaf);
  return { tiles, edge: next };
};

/**
 * The root of a tree of `size` entries from its edge: the tree's complete subtrees left to right are the
 * top level's partial tile split by the bits of its width, then the next level's, and so on down to the
 * leaves; RFC 9162's root folds them from the right.
 */
export const rootOfEdge = (size: number, edge: Edge): Buffer => {
  if (size === 0) return EMPTY_ROOT;
  const pieces: Buffer[] = [];
  for (let level = edge.length - 1; level >= 0; level--) {
    const partial = edge[level]!;
    let at = 0;
    for (let bit = TILE_HEIGHT - 1; bit >= 0; bit--) {
      const count = 2 ** bit;
      if ((partial.length & count) === 0) continue;
      pieces.push(subtreeHash(partial, at, count));
      at += count;
    }
  }
  let root = pieces.at(-1)!;
  for (let i = pieces.length - 2; i >= 0; i--) root = nodeHash(pieces[i]!, root);
  return root;
};

/** A tile by level and index. */
export type TileId = { level: number; index: number };

/** Where a complete subtree's hash is computed from: its tile, its first hash there, and how many. */
const placeOf = (node: NodeId) => {
  const level = Math.floor(node.level / TILE_HEIGHT);
  const count = 2 ** (node.level % TILE_HEIGHT);
  const first = node.index * count;
  return { tile: { level, index: Math.floor(first / TILE_WIDTH) }, offset: first % TILE_WIDTH, count };
};

export const tileKey = (tile: TileId): string => `${tile.level}/${tile.index}`;

/** The tiles the hashes of these complete subtrees are computed from (each once). */
export const tilesFor = (nodes: readonly NodeId[]): TileId[] => {
  const tiles = new Map<string, TileId>();
  for (const node of nodes) {
    const { tile } = placeOf(node);
    tiles.set(tileKey(tile), tile);
  }
  return [...tiles.values()];
};

/** The hashes of these complete subtrees, from their tiles (by tileKey; a partial tile is its prefix). */
export const nodesFromTiles = (nodes: readonly NodeId[], tiles: ReadonlyMap<string, readonly Buffer[]>): Nodes => {
  const out = new Map<string, Buffer>();
  for (const node of nodes) {
    const { tile, offset, count } = placeOf(node);
    const hashes = tiles.get(tileKey(tile));
    if (hashes === undefined) throw new Error(`the tree lacks tile ${tileKey(tile)}`);
    out.set(nodeKey(node.level, node.index), subtreeHash(hashes, offset, count));
  }
  return out;
};
