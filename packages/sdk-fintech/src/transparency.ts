/**
 * Check the transparency log offline: a checkpoint's signature (C2SP signed-note and tlog-checkpoint), an
 * inclusion proof and a consistency proof (RFC 9162 §2.1.3.2 and §2.1.4.2), and that a receipt you hold is
 * the entry logged at its index. SHA-256 is Web Crypto's, Ed25519 @noble/ed25519's (strict RFC 8032 rules):
 * nothing here calls the API or trusts it.
 */
import { verifyAsync } from "@noble/ed25519";
import { equal, fail, fromBase64, hex, sha256, utf8 } from "./transparency-internal.js";

export { type TransparencyErrorCode, TransparencyVerificationError } from "./transparency-internal.js";

const hash32 = (value: string | Uint8Array, what: string): Uint8Array => {
  const bytes = typeof value === "string" ? fromBase64(value, what) : value;
  if (bytes.length !== 32) fail(`${what} must be 32 bytes`);
  return bytes;
};

/** A log's verifier key (`<name>+<key hash>+<base64 of 0x01 and the Ed25519 key>`), read and checked. */
export type VerifierKey = { name: string; keyHash: Uint8Array; publicKey: Uint8Array };

export const parseVerifierKey = async (key: string): Promise<VerifierKey> => {
  // The base64 may hold `+`: the name holds none, and the hash is 8 hex digits.
  const match = /^([^\s+]+)\+([0-9a-f]{8})\+(.+)$/.exec(key);
  if (!match) return fail("not a verifier key: <name>+<8 hex digits>+<base64 key>");
  const [, name, hashHex, encoded] = match as unknown as [string, string, string, string];
  const raw = fromBase64(encoded, "the verifier key");
  if (raw.length !== 33 || raw[0] !== 0x01) fail("the verifier key is not an Ed25519 key (type 0x01, 32 bytes)");
  const publicKey = raw.subarray(1);
  const keyHash = (await sha256(utf8(`${name}\n`), raw)).subarray(0, 4);
  if (hex(keyHash) !== hashHex) fail("the verifier key's hash does not match its name and key");
  return { name, keyHash, publicKey };
};

/** A witness's cosignature verifier key (`<name>+<key hash>+<base64 of 0x04 and the Ed25519 key>`), read and checked. */
export const parseWitnessKey = async (key: string): Promise<VerifierKey> => {
  const match = /^([^\s+]+)\+([0-9a-f]{8})\+(.+)$/.exec(key);
  if (!match) return fail("not a witness key: <name>+<8 hex digits>+<base64 key>");
  const [, name, hashHex, encoded] = match as unknown as [string, string, string, string];
  const raw = fromBase64(encoded, "the witness key");
  if (raw.length !== 33 || raw[0] !== 0x04) {
    fail("the witness key is not an Ed25519 cosignature key (type 0x04, 32 bytes: C2SP tlog-cosignature)");
  }
  const keyHash = (await sha256(utf8(`${name}\n`), raw)).subarray(0, 4);
  if (hex(keyHash) !== hashHex) fail("the witness key's hash does not match its name and key");
  return { name, keyHash, publicKey: raw.subarray(1) };
};

/** A witness's cosignature that verified: its key name and when it cosigned (POSIX seconds). */
export type Cosignature = { witness: string; timestamp: number };

/** A checkpoint whose signature verified: the log's origin, the tree size and its root hash. */
export type Checkpoint = {
  origin: string;
  treeSize: number;
  rootHash: Uint8Array;
  note: string;
  /** The valid cosignatures by the witness keys given to openCheckpoint (one per witness), if any were given. */
  cosignatures?: readonly Cosignature[];
};

export type OpenCheckpointOptions = {
  /**
   * Witnesses you trust (their cosignature verifier keys, C2SP tlog-cosignature type 0x04), chosen by
   * you, not by the log: their cosignatures are verified, and `quorum` of them required.
   */
  witnesses?: readonly string[];
  /** How many of `witnesses` must have cosigned the checkpoint (1 to their number; default: all of them). */
  quorum?: number;
};

type SignatureLine = { name: string; raw: Uint8Array };

/** A witness's cosignature/v1 (C2SP tlog-cosignature): key hash, 8-byte timestamp, Ed25519 over the header, time and body. */
const verifyCosignature = async (line: SignatureLine, key: VerifierKey, text: string): Promise<number | undefined> => {
  if (line.raw.length !== 76) return undefined;
  const time = new DataView(line.raw.buffer, line.raw.byteOffset + 4, 8).getBigUint64(0);
  if (time === 0n || time >= 2n ** 63n) return undefined;
  const message = utf8(`cosignature/v1\ntime ${time}\n${text}`);
  const valid = await verifyAsync(line.raw.subarray(12), message, key.publicKey, { zip215: false }).catch(() => false);
  return valid ? Number(time) : undefined;
};

/**
 * Opens a checkpoint (the text of `GET /api/transparency/checkpoint`): its signature by the log's verifier
 * key must verify, and its body be `<origin>\n<size>\n<base64 root>\n`, the origin the key's name.
 * Witnesses' cosignature lines follow the log's; lines of keys not given are ignored. With `witnesses`,
 * each of their lines must verify (`bad-signature` otherwise) and at least `quorum` distinct witnesses must
 * have cosigned (`no-quorum`). Throws TransparencyVerificationError.
 */
export const openCheckpoint = async (
  note: string,
  verifierKey: string,
  options: OpenCheckpointOptions = {},
): Promise<Checkpoint> => {
  const key = await parseVerifierKey(verifierKey);
  const witnesses = await Promise.all((options.witnesses ?? []).map(parseWitnessKey));
  const quorum = options.quorum ?? witnesses.length;
  if (!Number.isSafeInteger(quorum) || quorum < 0 || quorum > witnesses.length || (witnesses.length > 0 && quorum < 1))
    fail(`the quorum must be between 1 and the ${witnesses.length} witness keys given`);
  for (const [i, witness] of witnesses.entries()) {
    if (witnesses.slice(0, i).some((other) => equal(other.publicKey, witness.publicKey)))
      fail("a witness key is given twice");
  }
  const split = note.lastIndexOf("\n\n");
  if (split === -1 || !note.endsWith("\n")) return fail("not a signed note");
  const text = note.slice(0, split + 1);
  let verified = false;
  const cosigned = new Map<VerifierKey, number>();
  for (const line of note.slice(split + 2, -1).split("\n")) {
    const match = /^\u2014 (\S+) ([A-Za-z0-9+/]+=*)$/u.exec(line);
    if (!match) return fail("a signature line is malformed");
    const raw = fromBase64(match[2]!, "a signature");
    const witness = witnesses.find(
      (w) => w.name === match[1] && raw.length >= 4 && equal(raw.subarray(0, 4), w.keyHash),
    );
    if (witness) {
      // A known key's signature that fails makes the whole note suspect (C2SP signed-note).
      const time = await verifyCosignature({ name: match[1]!, raw }, witness, text);
      if (time === undefined) fail(`the cosignature by the witness ${witness.name} does not verify`, "bad-signature");
      cosigned.set(witness, time!);
      continue;
    }
    if (match[1] !== key.name) continue;
    if (raw.length !== 68 || !equal(raw.subarray(0, 4), key.keyHash)) continue;
    verified ||= await verifyAsync(raw.subarray(4), utf8(text), key.publicKey, { zip215: false }).catch(() => false);
  }
  if (!verified) fail(`the checkpoint carries no valid signature by ${key.name}`, "bad-signature");
  if (cosigned.size < quorum)
    fail(`the checkpoint is cosigned by ${cosigned.size} of the witnesses given, fewer than ${quorum}`, "no-quorum");
  const lines = text.slice(0, -1).split("\n");
  const [origin, size, root] = lines as [string, string?, string?];
  if (origin !== key.name) fail(`the checkpoint's origin "${origin}" is not the key's name "${key.name}"`);
  if (size === undefined || !/^(0|[1-9]\d*)$/.test(size) || !Number.isSafeInteger(Number(size))) {
    fail("the checkpoint's tree size is malformed");
  }
  const checkpoint: Checkpoint = {
    origin,
    treeSize: Number(size),
    rootHash: hash32(root ?? "", "the root hash"),
    note,
  };
  if (witnesses.length > 0)
    checkpoint.cosignatures = [...cosigned].map(([witness, timestamp]) => ({ witness: witness.name, timestamp }));
  return checkpoint;
};

const LEAF = Uint8Array.of(0);
const NODE = Uint8Array.of(1);

/** RFC 9162's leaf hash of an entry's bytes: SHA-256(0x00 ‖ entry). */
export const leafHash = (entry: Uint8Array): Promise<Uint8Array> => sha256(LEAF, entry);
const nodeHash = (left: Uint8Array, right: Uint8Array) => sha256(NODE, left, right);

export type InclusionProof = {
  index: number;
  treeSize: number;
  /** The entry's leaf hash (leafHash of its bytes). */
  leafHash: Uint8Array;
  /** The audit path as `GET /api/transparency/proofs/inclusion` gives it (base64), or the hashes. */
  hashes: readonly (string | Uint8Array)[];
  rootHash: Uint8Array;
};

/** RFC 9162 §2.1.3.2: whether `leafHash` is at `index` of the tree of `treeSize` entries whose root is `rootHash`. */
export const verifyInclusion = async (proof: InclusionProof): Promise<boolean> => {
  const { index, treeSize } = proof;
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(treeSize) || index < 0 || index >= treeSize) return false;
  const path = proof.hashes.map((h) => hash32(h, "a proof hash"));
  let [fn, sn, r] = [index, treeSize - 1, proof.leafHash];
  for (const p of path) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = await nodeHash(p, r);
      while (fn % 2 === 0 && fn !== 0) {
        fn /= 2;
        sn = Math.floor(sn / 2);
      }
    } else {
      r = await nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equal(r, proof.rootHash);
};

export type ConsistencyProof = {
  from: number;
  to: number;
  fromRoot: Uint8Array;
  toRoot: Uint8Array;
  /** As `GET /api/transparency/proofs/consistency` gives them (base64), or the hashes. */
  hashes: readonly (string | Uint8Array)[];
};

/** RFC 9162 §2.1.4.2: whether the tree of `to` entries (root `toRoot`) extends the one of `from` (`fromRoot`). */
export const verifyConsistency = async (proof: ConsistencyProof): Promise<boolean> => {
  const { from, to, fromRoot, toRoot } = proof;
  const path = proof.hashes.map((h) => hash32(h, "a proof hash"));
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 0 || from > to) return false;
  if (from === to) return path.length === 0 && equal(fromRoot, toRoot);
  if (from === 0) return path.length === 0;
  if (path.length === 0) return false;
  const nodes = (from & (from - 1)) === 0 ? [fromRoot, ...path] : path;
  let [fn, sn] = [from - 1, to - 1];
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let [fr, sr] = [nodes[0]!, nodes[0]!];
  for (const c of nodes.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = await nodeHash(c, fr);
      sr = await nodeHash(c, sr);
      while (fn % 2 === 0 && fn !== 0) {
        fn /= 2;
        sn = Math.floor(sn / 2);
      }
    } else {
      sr = await nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equal(fr, fromRoot) && equal(sr, toRoot);
};
