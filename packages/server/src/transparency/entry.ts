import { createHash, randomFillSync } from "node:crypto";
import { canonicalize } from "@trustplane/canonical-json";

/**
 * What the transparency log records of what the platform issued: the RFC 8785 canonical JSON of
 * `{v, kind, id, issuedAt, keyId, signatureSha256, commitment}`, whose bytes are the entry (its leaf hash is
 * SHA-256 of 0x00 and them). Nothing personal and no payload in clear:
 * - `commitment` is SHA-256(`trustplane-commitment/v1\n` ‖ salt ‖ SHA-256 of the payload), the 32-byte salt
 *   random and handed only to the holder (in their receipt's `transparency.salt`): with the payload and the
 *   salt they show the entry is theirs; without the salt nobody can test a guessed payload against it;
 * - `signatureSha256` stands for the signature: the signature itself, with the signer's public key, would
 *   let anyone test a guessed payload.
 *
 * The kinds, and what each one's payload (the committed document) and key are:
 * - `signing-receipt`: a receipt's payload; the user's signing key and its signature (signing module);
 * - `rights-certificate`: the rights certificate document (its `certificateSha256`); unsigned, so
 *   `keyId` and `signatureSha256` are null (rights module);
 * - `bureau-certificate`: the certificate statement the platform key signs; that key and signature
 *   (bureau module);
 * - `registry-verdict`: the verdict statement (the verdict and every validator's signed vote); each vote is
 *   signed by its validator, the statement by no one key, so null (registry module).
 */
export type EntryKind = "signing-receipt" | "rights-certificate" | "bureau-certificate" | "registry-verdict";

export type EntryFields = {
  kind: EntryKind;
  /** What was issued (a receipt's, certificate's or verdict's id). */
  id: string;
  /** When, ISO 8601 UTC. */
  issuedAt: string;
  /** The key that signed it; null for what is issued unsigned. */
  keyId: string | null;
  signature: Buffer | null;
  commitment: Buffer;
};

export const SALT_BYTES = 32;
export const COMMITMENT_PREFIX = Buffer.from("trustplane-commitment/v1\n", "utf8");

/**
 * Salts are cut from a pool filled 256 at a time (as node:crypto's randomUUID buffers its randomness): a
 * call to the system's generator for each 32 bytes cost about 8 µs of a signing request's CPU here
 * (bench:profile sign). Each salt is a fresh copy; a pool's bytes are handed out once.
 */
const POOL = Buffer.alloc(SALT_BYTES * 256);
let poolAt = POOL.length;

export const newSalt = (): Buffer => {
  if (poolAt === POOL.length) {
    randomFillSync(POOL);
    poolAt = 0;
  }
  poolAt += SALT_BYTES;
  return Buffer.from(POOL.subarray(poolAt - SALT_BYTES, poolAt));
};

/** The salted commitment to a payload, from its SHA-256 (32 bytes). */
export const commitmentTo = (salt: Buffer, payloadSha256: Buffer): Buffer =>
  createHash("sha256").update(COMMITMENT_PREFIX).update(salt).update(payloadSha256).digest();

/** The salted commitment to a document: to the SHA-256 of its RFC 8785 bytes (a certificate, a statement). */
export const commitmentToDocument = (salt: Buffer, document: unknown): Buffer =>
  commitmentTo(salt, createHash("sha256").update(canonicalize(document), "utf8").digest());

const sha256Hex = (bytes: Buffer): string => createHash("sha256").update(bytes).digest("hex");

/**
 * The entry's bytes: RFC 8785 canonical JSON, written out in its key order (the log rebuilds thousands of
 * entries a second, and canonicalize's generic walk cost more than the hashing). RFC 8785 writes a string
 * as ECMAScript's JSON.stringify does, so this is canonicalize's output for any field values; the test
 * holds the two together.
 */
export const entryText = (fields: EntryFields): string =>
  `{"commitment":${JSON.stringify(fields.commitment.toString("hex"))},"id":${JSON.stringify(fields.id)},` +
  `"issuedAt":${JSON.stringify(fields.issuedAt)},"keyId":${JSON.stringify(fields.keyId)},` +
  `"kind":${JSON.stringify(fields.kind)},` +
  `"signatureSha256":${JSON.stringify(fields.signature && sha256Hex(fields.signature))},"v":1}`;

/** A receipt's place in the log, as its answer carries it (openapi/transparency.yaml, TransparencyReceipt). */
export type LoggedAt = { logIndex: number; salt: Buffer };

/** The `transparency` member of an answer, for what the log holds (none for what was issued before it). */
export const loggedView = (logged: LoggedAt | null): { transparency?: { logIndex: number; salt: string } } =>
  logged && logged.logIndex >= 0 ? { transparency: transparencyView(logged) } : {};

/** What is issued, with its salt, before its entry is sequenced: `logIndex` -1 until it is written. */
export const unlogged = (): LoggedAt => ({ logIndex: -1, salt: newSalt() });

/** The place stored with what was logged (null for what was issued before the log). */
export const loggedFrom = (row: { log_index: string | number | null; transparency_salt: string | null }) =>
  row.log_index == null || row.transparency_salt == null
    ? null
    : { logIndex: Number(row.log_index), salt: Buffer.from(row.transparency_salt, "hex") };

export const transparencyView = (logged: LoggedAt): { logIndex: number; salt: string } => ({
  logIndex: logged.logIndex,
  salt: logged.salt.toString("base64"),
});
