import { createHash } from "node:crypto";

/**
 * The Merkle tree of RFC 9162 §2.1: a leaf's hash is SHA-256(0x00 ‖ entry), a node's SHA-256(0x01 ‖
 * left ‖ right), and the tree over n entries splits at the largest power of two below n.
 *
 * A proof is computed from the hashes of complete subtrees (RFC 6962's "perfect" subtrees): the node at
 * `level` and `index` covers the entries [index·2^level, (index+1)·2^level). Each of the functions here
 * first says which of those nodes it needs (`…Plan`), so the store reads them at once (from the tiles that
 * hold them: tiled.ts), and then computes from them: a proof costs O(log n) hashes, never a pass over the
 * log.
 */

export const HASH_BYTES = 32;

const sha256 = (...parts: Buffer[]): Buffer => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest();
};

const LEAF = Buffer.from([0]);
const NODE = Buffer.from([1]);

export const leafHash = (entry: Buffer): Buffer => sha256(LEAF, entry);
export const nodeHash = (left: Buffer, right: Buffer): Buffer => sha256(NODE, left, right);
/** The hash of the empty tree (RFC 9162 §2.1.1): SHA-256 of nothing. */
export const EMPTY_ROOT = sha256();

/** A stored complete subtree: the entries [index·2^level, (index+1)·2^level). */
export type NodeId = { level: number; index: number };

export const nodeKey = (level: number, index: number): string => `${level}/${index}`;

/** The stored hashes a computation needs, by nodeKey. */
export type Nodes = ReadonlyMap<string, Buffer>;

const stored = (nodes: Nodes, level: number, index: number): Buffer => {
  const hash = nodes.get(nodeKey(level, index));
  if (hash === undefined) throw new Error(`the tree lacks node ${level}/${index}`);
  return hash;
};

/** The largest power of two strictly below n (n ≥ 2). */
export const splitPoint = (n: number): number => {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
};

/**
 * The complete subtrees the range [start, end) is made of, left to right: the largest aligned one first.
 * Only ranges that occur in RFC 9162's recursions are asked for (their start is a multiple of a power of
 * two at least as large as their length, or they are aligned), for which these are that recursion's leaves.
 */
const piecesOf = (start: number, end: number): NodeId[] => {
  const pieces: NodeId[] = [];
  let at = start;
  while (at < end) {
    let level = 0;
    // The largest aligned block starting at `at` that fits before `end`.
    while (at % 2 ** (level + 1) === 0 && at + 2 ** (level + 1) <= end) level++;
    pieces.push({ level, index: at / 2 ** level });
    at += 2 ** level;
  }
  return pieces;
};

/** MTH(D[start:end]) from its complete subtrees: the right-hand ones fold first (RFC 9162's split). */
const rangeHash = (nodes: Nodes, start: number, end: number): Buffer => {
  const pieces = piecesOf(start, end);
  let hash = stored(nodes, pieces.at(-1)!.level, pieces.at(-1)!.index);
  for (let i = pieces.length - 2; i >= 0; i--) hash = nodeHash(stored(nodes, pieces[i]!.level, pieces[i]!.index), hash);
  return hash;
};

/** The nodes the root of a tree of `size` entries is computed from. */
export const rootPlan = (size: number): NodeId[] => (size === 0 ? [] : piecesOf(0, size));

export const rootOf = (nodes: Nodes, size: number): Buffer => (size === 0 ? EMPTY_ROOT : rangeHash(nodes, 0, size));

/** The ranges whose hashes make the inclusion proof of entry `index` in a tree of `size` (RFC 9162 §2.1.3.1). */
const inclusionRanges = (index: number, size: number): [number, number][] => {
  const ranges: [number, number][] = [];
  let [start, end, m] = [0, size, index];
  // PATH(m, D[start:end]) appends the sibling after the path below it: collected top-down, returned bottom-up.
  while (end - start > 1) {
    const k = splitPoint(end - start);
    if (m < k) {
      ranges.push([start + k, end]);
      end = start + k;
    } else {
      ranges.push([start, start + k]);
      start += k;
      m -= k;
    }
  }
  return ranges.reverse();
};

/** The ranges of the consistency proof between trees of sizes `from` and `to` (RFC 9162 §2.1.4.1, SUBPROOF). */
const consistencyRanges = (from: number, to: number): [number, number][] => {
  const ranges: [number, number][] = [];
  let [start, end, m, complete] = [0, to, from, true];
  for (;;) {
    const n = end - start;
    if (m === n) {
      if (!complete) ranges.push([start, end]);
      break;
    }
    const k = splitPoint(n);
    if (m <= k) {
      ranges.push([start + k, end]);
      end = start + k;
    } else {
      ranges.push([start, start + k]);
      start += k;
      m -= k;
      complete = false;
    }
  }
  return ranges.reverse();
};

const planOf = (ranges: [number, number][]): NodeId[] => ranges.flatMap(([start, end]) => piecesOf(start, end));

/** The nodes an inclusion proof needs. */
export const inclusionPlan = (index: number, size: number): NodeId[] => planOf(inclusionRanges(index, size));

export const inclusionProof = (nodes: Nodes, index: number, size: number): Buffer[] =>
  inclusionRanges(index, size).map(([start, end]) => rangeHash(nodes, start, end));

/** The nodes a consistency proof needs (none between equal sizes or from the empty tree). */
export const consistencyPlan = (from: number, to: number): NodeId[] =>
  from === 0 || from === to ? [] : planOf(consistencyRanges(from, to));

export const consistencyProof = (nodes: Nodes, from: number, to: number): Buffer[] =>
  from === 0 || from === to ? [] : consistencyRanges(from, to).map(([start, end]) => rangeHash(nodes, start, end));
