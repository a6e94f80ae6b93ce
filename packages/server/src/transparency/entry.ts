import { createHash, randomBytes } from "node:crypto";
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
 */
export type EntryKind = "signing-receipt";

export type EntryFields = {
  kind: EntryKind;
  /** What was issued (a receipt's id). */
  id: string;
  /** When, ISO 8601 UTC. */
  issuedAt: string;
  /** The key that signed it. */
  keyId: string;
  signature: Buffer;
  commitment: Buffer;
};

export const SALT_BYTES = 32;
const COMMITMENT_PREFIX = Buffer.from("trustplane-commitment/v1\n", "utf8");

export const newSalt = (): Buffer => randomBytes(SALT_BYTES);

/** The salted commitment to a payload, from its SHA-256 (32 bytes). */
export const commitmentTo = (salt: Buffer, payloadSha256: Buffer): Buffer =>
  createHash("sha256").update(COMMITMENT_PREFIX).update(salt).update(payloadSha256).digest();

const sha256Hex = (bytes: Buffer): string => createHash("sha256").update(bytes).digest("hex");

/** The entry's bytes (canonical JSON, ASCII: ids, a time, hex). */
export const entryText = (fields: EntryFields): string =>
  canonicalize({
    v: 1,
    kind: fields.kind,
    id: fields.id,
    issuedAt: fields.issuedAt,
    keyId: fields.keyId,
    signatureSha256: sha256Hex(fields.signature),
    commitment: fields.commitment.toString("hex"),
  });

/** A receipt's place in the log, as its answer carries it (openapi/transparency.yaml, TransparencyReceipt). */
export type LoggedAt = { logIndex: number; salt: Buffer };

export const transparencyView = (logged: LoggedAt): { logIndex: number; salt: string } => ({
  logIndex: logged.logIndex,
  salt: logged.salt.toString("base64"),
});
