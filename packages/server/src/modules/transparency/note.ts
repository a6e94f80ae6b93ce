import { createHash, type KeyObject } from "node:crypto";
import { privateKeyFromSeed, rawPublicKey, signBytes, verifyBytes } from "../signing/index.ts";

/**
 * C2SP signed notes (https://c2sp.org/signed-note) with Ed25519 keys, as the log signs its checkpoints and
 * witnesses cosign them (https://c2sp.org/tlog-cosignature):
 * - a note is text of one or more lines, each ending in a newline; its signatures follow an empty line,
 *   one per line: `— <key name> <base64 of the 4-byte key hash and the signature>` (an em dash);
 * - a key's hash is the first 4 bytes of SHA-256(key name ‖ 0x0A ‖ signature type ‖ public key), the type
 *   being 0x01 for an Ed25519 note signature and 0x04 for a timestamped Ed25519 cosignature;
 * - a verifier key is `<key name>+<key hash, 8 hex digits>+<base64 of the type byte and the public key>`.
 */

const ED25519 = 0x01;
const COSIGNATURE_V1 = 0x04;
const DASH = "\u2014";

/** A key name: no spaces or plus signs, printable (signed-note). */
const KEY_NAME = /^[^\s+\p{C}]+$/u;

/** The Ed25519 key pair of a 32-byte seed. */
export const keyPairOfSeed = (seed: Buffer): { privateKey: KeyObject; publicKey: Buffer } => {
  const privateKey = privateKeyFromSeed(seed);
  return { privateKey, publicKey: Buffer.from(rawPublicKey(privateKey)) };
};

export const keyHash = (name: string, type: number, publicKey: Buffer): Buffer =>
  createHash("sha256")
    .update(Buffer.concat([Buffer.from(`${name}\n`, "utf8"), Buffer.from([type]), publicKey]))
    .digest()
    .subarray(0, 4);

export const checkKeyName = (name: string): string => {
  if (!KEY_NAME.test(name)) throw new Error(`"${name}" is not a signed-note key name (no spaces, no "+")`);
  return name;
};

/** `<name>+<hash>+<base64 key>`: what verifiers are given (the log's `verifierKey`). */
export const verifierKey = (name: string, publicKey: Buffer, type = ED25519): string =>
  `${checkKeyName(name)}+${keyHash(name, type, publicKey).toString("hex")}+${Buffer.concat([Buffer.from([type]), publicKey]).toString("base64")}`;

/** A verifier key read back; undefined when it is not one of an Ed25519 (or cosignature) key. */
export const parseVerifierKey = (
  text: string,
): { name: string; hash: Buffer; type: number; publicKey: Buffer } | undefined => {
  // The key's base64 may itself hold `+`: the name holds none and the hash is 8 hex digits.
  const first = text.indexOf("+");
  const second = text.indexOf("+", first + 1);
  if (first === -1 || second === -1) return undefined;
  const [name, hash, key] = [text.slice(0, first), text.slice(first + 1, second), text.slice(second + 1)];
  if (!KEY_NAME.test(name) || !/^[0-9a-f]{8}$/.test(hash)) return undefined;
  const raw = Buffer.from(key, "base64");
  if (raw.length !== 33 || raw.toString("base64") !== key) return undefined;
  const type = raw[0]!;
  if (type !== ED25519 && type !== COSIGNATURE_V1) return undefined;
  const publicKey = raw.subarray(1);
  if (!keyHash(name, type, publicKey).equals(Buffer.from(hash, "hex"))) return undefined;
  return { name, hash: Buffer.from(hash, "hex"), type, publicKey };
};

/** The signature line of `text` (the note's body, every line ending in a newline) by this key. */
export const signatureLine = (text: string, name: string, privateKey: KeyObject, publicKey: Buffer): string => {
  const signature = signBytes(privateKey, Buffer.from(text, "utf8"));
  const hash = keyHash(name, ED25519, publicKey);
  return `${DASH} ${name} ${Buffer.concat([hash, signature]).toString("base64")}\n`;
};

/** A note signed by one key: body, empty line, signature line. */
export const signNote = (text: string, name: string, privateKey: KeyObject, publicKey: Buffer): string => {
  if (!text.endsWith("\n") || text.includes("\n\n"))
    throw new Error("a note's text is lines, each ending in a newline");
  return `${text}\n${signatureLine(text, name, privateKey, publicKey)}`;
};

export type NoteSignature = { name: string; hash: Buffer; signature: Buffer };

/** A note split into its text and signature lines; undefined when it is not a well-formed note. */
export const parseNote = (note: string): { text: string; signatures: NoteSignature[] } | undefined => {
  const split = note.lastIndexOf("\n\n");
  if (split === -1 || !note.endsWith("\n")) return undefined;
  const text = note.slice(0, split + 1);
  const signatures: NoteSignature[] = [];
  for (const line of note.slice(split + 2, -1).split("\n")) {
    const signature = parseSignatureLine(line);
    if (!signature) return undefined;
    signatures.push(signature);
  }
  return signatures.length === 0 ? undefined : { text, signatures };
};

/** One signature line (`— <key name> <base64 of the key hash and the signature>`, without its newline). */
export const parseSignatureLine = (line: string): NoteSignature | undefined => {
  const match = /^\u2014 (\S+) ([A-Za-z0-9+/]+=*)$/u.exec(line);
  if (!match) return undefined;
  const raw = Buffer.from(match[2]!, "base64");
  if (raw.length < 5) return undefined;
  return { name: match[1]!, hash: raw.subarray(0, 4), signature: raw.subarray(4) };
};

/** Whether `note` carries a valid signature by this verifier key (a note signature, type 0x01). */
export const noteSignedBy = (note: string, key: string): boolean => {
  const verifier = parseVerifierKey(key);
  const parsed = parseNote(note);
  if (!verifier || verifier.type !== ED25519 || !parsed) return false;
  return parsed.signatures.some(
    (s) =>
      s.name === verifier.name &&
      s.hash.equals(verifier.hash) &&
      s.signature.length === 64 &&
      verifyBytes(verifier.publicKey, Buffer.from(parsed.text, "utf8"), s.signature),
  );
};

/**
 * A witness's cosignature of a checkpoint (tlog-cosignature, `cosignature/v1`): valid when its key hash is
 * the witness key's, and its Ed25519 signature covers `cosignature/v1\ntime <t>\n` and the checkpoint's text.
 * The signature is the key hash, the 8-byte big-endian timestamp and the 64-byte signature.
 */
export const cosignatureValid = (
  checkpointText: string,
  line: NoteSignature,
  witness: { name: string; publicKey: Buffer },
): { time: bigint } | undefined => {
  if (line.name !== witness.name || line.signature.length !== 72) return undefined;
  if (!line.hash.equals(keyHash(witness.name, COSIGNATURE_V1, witness.publicKey))) return undefined;
  const time = line.signature.readBigUInt64BE(0);
  const message = Buffer.from(`cosignature/v1\ntime ${time}\n${checkpointText}`, "utf8");
  return verifyBytes(witness.publicKey, message, line.signature.subarray(8)) ? { time } : undefined;
};

export const NOTE_TYPES = { ED25519, COSIGNATURE_V1 } as const;
