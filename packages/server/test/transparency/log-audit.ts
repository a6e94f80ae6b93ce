import { expect } from "vitest";
import {
  bundleEntries,
  consistencyVerifies,
  inclusionVerifies,
  Leaves,
  leafHashOf,
  type OpenedCheckpoint,
  openNote,
  tileIndexPath,
} from "./rfc9162.ts";
import { type Acknowledged, expectedEntry } from "./signing-load.ts";

/**
 * The transparency log audited as an outsider would, through its public endpoints alone, with the tests'
 * own RFC 9162 (rfc9162.ts): every checkpoint opened with the published verifier key, every entry read from
 * the entry bundles, the tree head and every tile recomputed from them, proofs checked and compared with
 * RFC 9162's definitions.
 */

const TILE_WIDTH = 256;

const get = async (url: string): Promise<{ status: number; bytes: Buffer }> => {
  const res = await fetch(url);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
};

const proofHashes = async (url: string): Promise<Buffer[]> => {
  const { status, bytes } = await get(url);
  expect(status, `${url}: ${bytes}`).toBe(200);
  return (JSON.parse(bytes.toString()).hashes as string[]).map((hash) => Buffer.from(hash, "base64"));
};

/** The log's public identity (GET /api/transparency/log). */
export const logIdentity = async (base: string): Promise<{ origin: string; verifierKey: string; treeSize: number }> => {
  const { status, bytes } = await get(`${base}/api/transparency/log`);
  expect(status).toBe(200);
  return JSON.parse(bytes.toString());
};

/** The latest checkpoint, opened with the verifier key (throws unless validly signed by it). */
export const latestCheckpoint = async (base: string, verifierKey: string): Promise<OpenedCheckpoint> => {
  const { status, bytes } = await get(`${base}/api/transparency/checkpoint`);
  if (status !== 200) throw new Error(`GET /api/transparency/checkpoint answered ${status}`);
  return openNote(bytes.toString(), verifierKey);
};

/**
 * Every checkpoint `base` serves until `stop()`, polled one request after another (`every` ms apart), each
 * opened with the verifier key when it is read: a checkpoint signed by another key, or not signed, fails the
 * poll. Ends when the server stops answering.
 */
export const pollCheckpoints = async (
  base: string,
  verifierKey: string,
  stop: () => boolean,
  seen: OpenedCheckpoint[],
  every = 15,
): Promise<void> => {
  while (!stop()) {
    let note: string;
    try {
      const res = await fetch(`${base}/api/transparency/checkpoint`);
      if (res.status !== 200) throw new Error(`GET /api/transparency/checkpoint answered ${res.status}`);
      note = await res.text();
    } catch (err) {
      if ((err as Error).message.startsWith("GET")) throw err;
      return; // no answer: the server is gone
    }
    const opened = openNote(note, verifierKey);
    if (seen.at(-1)?.note !== note) seen.push(opened);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
};

export type AuditedLog = { checkpoint: OpenedCheckpoint; entries: Buffer[]; leaves: Leaves };

/**
 * The log as its latest checkpoint commits to it: every entry read from the entry bundles (full tiles and
 * the partial one), the checkpoint's root recomputed from them by RFC 9162's definition, and every hash tile
 * of every level (level L holds the heads of the complete subtrees of 256^L entries) equal to what the
 * entries give.
 */
export const auditLog = async (base: string, verifierKey: string): Promise<AuditedLog> => {
  const checkpoint = await latestCheckpoint(base, verifierKey);
  const { size } = checkpoint;
  const tilePath = (index: number, width: number) =>
    `${tileIndexPath(index)}${width < TILE_WIDTH ? `.p/${width}` : ""}`;
  const entries: Buffer[] = [];
  for (let index = 0; index * TILE_WIDTH < size; index++) {
    const width = Math.min(TILE_WIDTH, size - index * TILE_WIDTH);
    const { status, bytes } = await get(`${base}/api/transparency/tile/entries/${tilePath(index, width)}`);
    expect(status, `entry bundle ${index}`).toBe(200);
    const bundle = bundleEntries(bytes);
    expect(bundle, `entry bundle ${index}`).toHaveLength(width);
    entries.push(...bundle);
  }
  const leaves = new Leaves(entries.map(leafHashOf));
  expect(leaves.mth().toString("hex"), `the root of ${size} entries`).toBe(checkpoint.root.toString("hex"));
  for (let level = 0, span = 1; Math.floor(size / span) > 0; level++, span *= TILE_WIDTH) {
    const elements = Math.floor(size / span);
    for (let index = 0; index * TILE_WIDTH < elements; index++) {
      const width = Math.min(TILE_WIDTH, elements - index * TILE_WIDTH);
      const { status, bytes } = await get(`${base}/api/transparency/tile/${level}/${tilePath(index, width)}`);
      expect(status, `tile ${level}/${index}`).toBe(200);
      const expected = Array.from({ length: width }, (_, i) => {
        const at = (index * TILE_WIDTH + i) * span;
        return leaves.mth(at, at + span);
      });
      expect(bytes.toString("hex"), `tile ${level}/${index}`).toBe(Buffer.concat(expected).toString("hex"));
    }
  }
  return { checkpoint, entries, leaves };
};

/**
 * `earlier`, a checkpoint seen at some point, is a checkpoint of a prefix of the audited log: its root is the
 * head of the log's first `size` entries (it was not signed over another or an incomplete set of entries),
 * and `base`'s consistency proof from it to the latest verifies (RFC 9162 §2.1.4.2) and is RFC 9162's PROOF.
 */
export const expectPrefixOf = async (base: string, log: AuditedLog, earlier: OpenedCheckpoint): Promise<void> => {
  const { size: n, root } = log.checkpoint;
  const m = earlier.size;
  expect(earlier.origin).toBe(log.checkpoint.origin);
  expect(m, "a checkpoint beyond the latest").toBeLessThanOrEqual(n);
  expect(earlier.root.toString("hex"), `the checkpoint of ${m} entries`).toBe(log.leaves.mth(0, m).toString("hex"));
  if (m === 0 || m === n) return;
  const hashes = await proofHashes(`${base}/api/transparency/proofs/consistency?from=${m}&to=${n}`);
  expect(consistencyVerifies(m, n, earlier.root, root, hashes), `consistency ${m} → ${n}`).toBe(true);
  expect(hashes.map((h) => h.toString("hex"))).toEqual(log.leaves.proof(m, n).map((h) => h.toString("hex")));
};

/**
 * Every acknowledged receipt is in the audited log at the index its answer gave, as the entry rebuilt from
 * the receipt, its payload and its salt; no two receipts were given one index.
 */
export const expectAcknowledgedLogged = (log: AuditedLog, acknowledged: readonly Acknowledged[]): void => {
  const indexes = acknowledged.map((receipt) => receipt.logIndex);
  expect(new Set(indexes).size, "two receipts were given one index").toBe(indexes.length);
  const wrong = acknowledged.flatMap((receipt) => {
    const entry = log.entries[receipt.logIndex]?.toString();
    return entry === expectedEntry(receipt) ? [] : [{ receipt: receipt.receiptId, at: receipt.logIndex, entry }];
  });
  expect(wrong.slice(0, 5), `${wrong.length} of ${acknowledged.length} acknowledged receipts not logged`).toEqual([]);
};

/**
 * `base`'s inclusion proofs of these indexes in the latest tree verify (§2.1.3.2) and are RFC 9162's PATH, and
 * each entry read alone is the one its bundle holds.
 */
export const expectIncluded = async (base: string, log: AuditedLog, indexes: readonly number[]): Promise<void> => {
  const { size, root } = log.checkpoint;
  for (const index of indexes) {
    const hashes = await proofHashes(`${base}/api/transparency/proofs/inclusion?index=${index}&treeSize=${size}`);
    expect(inclusionVerifies(index, size, log.leaves.hashes[index]!, hashes, root), `entry ${index}`).toBe(true);
    expect(hashes.map((h) => h.toString("hex"))).toEqual(log.leaves.path(index, size).map((h) => h.toString("hex")));
    const alone = await get(`${base}/api/transparency/entries/${index}`);
    expect(alone.status).toBe(200);
    expect(alone.bytes.toString()).toBe(log.entries[index]!.toString());
  }
};

/** A few indexes spread over [0, size): both ends, tile edges, and some at random. */
export const sampleIndexes = (size: number, count = 12): number[] => {
  const picks = [0, size - 1, TILE_WIDTH - 1, TILE_WIDTH, size - TILE_WIDTH];
  for (let i = 0; i < count; i++) picks.push(Math.floor(Math.random() * size));
  return [...new Set(picks.filter((index) => index >= 0 && index < size))];
};
