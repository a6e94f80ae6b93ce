// RFC 9162's Merkle tree and C2SP's signed notes, written for the tests from the specifications alone (no
// code of the server's, nor of log.test.ts's): the tree head and the proofs by their recursive definitions
// (§2.1.1, §2.1.3.1, §2.1.4.1), the verification algorithms (§2.1.3.2, §2.1.4.2), a checkpoint opened with
// its published verifier key (C2SP signed-note and tlog-checkpoint), and the tile paths and entry bundles of
// C2SP tlog-tiles.
import { createHash, createPublicKey, verify } from "node:crypto";

const sha256 = (...parts: Uint8Array[]): Buffer => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest();
};
const LEAF = Buffer.from([0x00]);
const NODE = Buffer.from([0x01]);

/** HASH(0x00 || entry). */
export const leafHashOf = (entry: Uint8Array): Buffer => sha256(LEAF, entry);
/** HASH(0x01 || left || right). */
export const interior = (left: Uint8Array, right: Uint8Array): Buffer => sha256(NODE, left, right);

/** The largest power of two smaller than n (n > 1). */
const split = (n: number): number => {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
};

/**
 * The leaves of a tree, D[0:n], with MTH of any range by §2.1.1's definition, remembered (the prefixes and
 * proofs of a tree share their subtrees), and PATH and PROOF by §2.1.3.1 and §2.1.4.1.
 */
export class Leaves {
  readonly hashes: readonly Buffer[];
  private readonly memo = new Map<string, Buffer>();
  constructor(hashes: readonly Buffer[]) {
    this.hashes = hashes;
  }

  /** MTH(D[from:to]). */
  mth(from = 0, to = this.hashes.length): Buffer {
    const n = to - from;
    if (n === 0) return sha256();
    if (n === 1) return this.hashes[from]!;
    const key = `${from}:${to}`;
    let hash = this.memo.get(key);
    if (!hash) {
      const k = split(n);
      hash = interior(this.mth(from, from + k), this.mth(from + k, to));
      this.memo.set(key, hash);
    }
    return hash;
  }

  /** PATH(m, D[0:n]): the audit path of leaf m in the tree of the first n leaves. */
  path(m: number, n: number, from = 0): Buffer[] {
    if (n <= 1) return [];
    const k = split(n);
    return m < k
      ? [...this.path(m, k, from), this.mth(from + k, from + n)]
      : [...this.path(m - k, n - k, from + k), this.mth(from, from + k)];
  }

  /** PROOF(m, D[0:n]) for 0 < m < n. */
  proof(m: number, n: number): Buffer[] {
    const sub = (m: number, n: number, from: number, whole: boolean): Buffer[] => {
      if (m === n) return whole ? [] : [this.mth(from, from + n)];
      const k = split(n);
      return m <= k
        ? [...sub(m, k, from, whole), this.mth(from + k, from + n)]
        : [...sub(m - k, n - k, from + k, false), this.mth(from, from + k)];
    };
    return sub(m, n, 0, true);
  }
}

/** §2.1.3.2: does `path` prove the leaf `leaf` at `index` in the tree of `size` whose head is `root`? */
export const inclusionVerifies = (index: number, size: number, leaf: Buffer, path: Buffer[], root: Buffer): boolean => {
  if (index >= size) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of path) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = interior(p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = interior(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && r.equals(root);
};

/**
 * §2.1.4.2: does `path` prove the tree of `second` entries with head `secondHash` an extension of the one of
 * `first` entries with head `firstHash`? (0 < first < second: the algorithm's own domain.)
 */
export const consistencyVerifies = (
  first: number,
  second: number,
  firstHash: Buffer,
  secondHash: Buffer,
  path: Buffer[],
): boolean => {
  if (first <= 0 || first >= second || path.length === 0) return false;
  const proof = (first & (first - 1)) === 0 ? [firstHash, ...path] : [...path];
  let fn = first - 1;
  let sn = second - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = proof[0]!;
  let sr = proof[0]!;
  for (const c of proof.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = interior(c, fr);
      sr = interior(c, sr);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      sr = interior(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && fr.equals(firstHash) && sr.equals(secondHash);
};

export type OpenedCheckpoint = { note: string; origin: string; size: number; root: Buffer };

/**
 * A C2SP checkpoint opened with a signed-note verifier key (`<name>+<hex key hash>+<base64 of 0x01 and the
 * Ed25519 key>`): the note must carry a valid signature by that key, and its body names the key's origin.
 * Throws what is wrong.
 */
export const openNote = (note: string, verifierKey: string): OpenedCheckpoint => {
  const first = verifierKey.indexOf("+");
  const second = verifierKey.indexOf("+", first + 1);
  const name = verifierKey.slice(0, first);
  const keyHash = Buffer.from(verifierKey.slice(first + 1, second), "hex");
  const keyBytes = Buffer.from(verifierKey.slice(second + 1), "base64");
  if (keyBytes.length !== 33 || keyBytes[0] !== 0x01) throw new Error(`not an Ed25519 verifier key: ${verifierKey}`);
  if (
    !sha256(Buffer.from(`${name}\n`), keyBytes)
      .subarray(0, 4)
      .equals(keyHash)
  )
    throw new Error("the verifier key's hash does not match its name and key");
  const blank = note.indexOf("\n\n");
  if (blank < 0 || !note.endsWith("\n")) throw new Error(`not a signed note: ${JSON.stringify(note)}`);
  const text = note.slice(0, blank + 1);
  const publicKey = createPublicKey({
    key: Buffer.concat([Buffer.from("302a300506032b6570032100", "hex"), keyBytes.subarray(1)]),
    format: "der",
    type: "spki",
  });
  const signed = note
    .slice(blank + 2, -1)
    .split("\n")
    .some((line) => {
      const match = /^\u2014 (\S+) (\S+)$/.exec(line);
      if (!match || match[1] !== name) return false;
      const bytes = Buffer.from(match[2]!, "base64");
      return bytes.subarray(0, 4).equals(keyHash) && verify(null, Buffer.from(text), publicKey, bytes.subarray(4));
    });
  if (!signed) throw new Error(`no valid signature by ${name} on ${JSON.stringify(note)}`);
  const [origin, size, root] = text.split("\n");
  if (origin !== name) throw new Error(`the checkpoint's origin ${origin} is not the key's name ${name}`);
  if (!/^(0|[1-9]\d*)$/.test(size ?? "")) throw new Error(`bad tree size ${size}`);
  const rootHash = Buffer.from(root ?? "", "base64");
  if (rootHash.length !== 32 || rootHash.toString("base64") !== root) throw new Error(`bad root hash ${root}`);
  return { note, origin, size: Number(size), root: rootHash };
};

/** The path of tile `index` (C2SP tlog-tiles: 3-digit elements, all but the last prefixed with `x`). */
export const tileIndexPath = (index: number): string => {
  const groups: string[] = [];
  let rest = index;
  do {
    groups.unshift(String(rest % 1000).padStart(3, "0"));
    rest = Math.floor(rest / 1000);
  } while (rest > 0);
  return groups.map((group, i) => (i < groups.length - 1 ? `x${group}` : group)).join("/");
};

/** The entries of an entry bundle: each a big-endian 16-bit length and that many bytes. */
export const bundleEntries = (bundle: Buffer): Buffer[] => {
  const entries: Buffer[] = [];
  for (let at = 0; at < bundle.length; ) {
    if (at + 2 > bundle.length) throw new Error("an entry bundle ends inside a length");
    const length = bundle.readUInt16BE(at);
    if (at + 2 + length > bundle.length) throw new Error("an entry bundle ends inside an entry");
    entries.push(bundle.subarray(at + 2, at + 2 + length));
    at += 2 + length;
  }
  return entries;
};
