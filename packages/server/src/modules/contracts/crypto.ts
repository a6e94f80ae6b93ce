import { createHash, randomBytes } from "node:crypto";
import { blindIndexes, type SealingKeys, sealBytes, sealingKeyRing, unsealBytes } from "../../sealing/seal.ts";
import type { FieldValues } from "./fields.ts";

/**
 * A document's secrets: the link's token (32 random bytes, base64url; only its SHA-256 is stored), the
 * document's own AES-256-GCM key (random, sealed under the platform KEK ring), and its content
 * encrypted under that key. Both ciphertexts are bound to the document's id (AAD), so neither opens
 * as another document's.
 */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newViewToken = (): string => randomBytes(32).toString("base64url");

export const tokenHash = (token: string): Buffer => createHash("sha256").update(token, "utf8").digest();

const keyAad = (documentId: string) => `trustplane contract document key\0${documentId}`;
const contentAad = (documentId: string) => `trustplane contract document content\0${documentId}`;

/** The document key as a one-key ring, so the platform's sealing code encrypts the content too. */
const documentRing = (key: Buffer): SealingKeys => sealingKeyRing({ id: "document", key });

/** A fresh key for the document and its values encrypted under it; the key sealed under the KEK ring. */
export const encryptDocument = (
  keks: SealingKeys,
  documentId: string,
  values: FieldValues,
): { dataKey: Buffer; content: Buffer } => {
  const key = randomBytes(32);
  try {
    return {
      dataKey: sealBytes(keks, keyAad(documentId), key),
      content: sealBytes(documentRing(key), contentAad(documentId), Buffer.from(JSON.stringify(values), "utf8")),
    };
  } finally {
    key.fill(0);
  }
};

/** The values, or UnsealError (a KEK no longer configured, a ciphertext not of this document). */
export const decryptDocument = (
  keks: SealingKeys,
  documentId: string,
  sealed: { dataKey: Buffer; content: Buffer },
): FieldValues => {
  const key = unsealBytes(keks, keyAad(documentId), sealed.dataKey, `document ${documentId}'s key`);
  try {
    const plain = unsealBytes(documentRing(key), contentAad(documentId), sealed.content, `document ${documentId}`);
    return JSON.parse(plain.toString("utf8")) as FieldValues;
  } finally {
    key.fill(0);
  }
};

/** The access log's client address: HMAC-SHA256 under a key derived from the current KEK, hex, 32 characters. */
export const ipHash = (keks: SealingKeys, ip: string | undefined): string | null =>
  ip ? blindIndexes(keks, "contracts access log ip", ip)[0]!.toString("hex").slice(0, 32) : null;
