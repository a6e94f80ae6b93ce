import { createHash, randomBytes } from "node:crypto";
import { blindIndexes, type SealingKeys, sealBytes, sealingKeyRing, unsealBytes } from "../../sealing/seal.ts";
import type { FieldValues } from "./fields.ts";

/**
 * A document's secrets: the link's token (32 random bytes, base64url; only its SHA-256 is stored), the
 * document's own AES-256-GCM key (random, sealed under the platform KEK ring), and its content and the
 * sender's name its owner chose to show (personal data) encrypted under that key. The ciphertexts are
 * bound to the document's id and to what they are (AAD), so none opens as another document's, nor as
 * the other field of the same document.
 */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newViewToken = (): string => randomBytes(32).toString("base64url");

export const tokenHash = (token: string): Buffer => createHash("sha256").update(token, "utf8").digest();

const keyAad = (documentId: string) => `trustplane contract document key\0${documentId}`;
const contentAad = (documentId: string) => `trustplane contract document content\0${documentId}`;
const senderAad = (documentId: string) => `trustplane contract document sender\0${documentId}`;

/** The document key as a one-key ring, so the platform's sealing code encrypts the content too. */
const documentRing = (key: Buffer): SealingKeys => sealingKeyRing({ id: "document", key });

/** A document's sealed columns: its key under the KEK ring; its content and sender (or null) under that key. */
export type SealedDocument = { dataKey: Buffer; content: Buffer; sender: Buffer | null };

/** A fresh key for the document, its values and its sender's name encrypted under it; the key sealed under the KEK ring. */
export const encryptDocument = (
  keks: SealingKeys,
  documentId: string,
  values: FieldValues,
  senderName: string | null,
): SealedDocument => {
  const key = randomBytes(32);
  try {
    const ring = documentRing(key);
    return {
      dataKey: sealBytes(keks, keyAad(documentId), key),
      content: sealBytes(ring, contentAad(documentId), Buffer.from(JSON.stringify(values), "utf8")),
      sender: senderName === null ? null : sealBytes(ring, senderAad(documentId), Buffer.from(senderName, "utf8")),
    };
  } finally {
    key.fill(0);
  }
};

/** Opens what `sealed` holds under the document's key, or throws UnsealError (a KEK no longer configured, a ciphertext not of this document). */
const openUnderDocumentKey = (
  keks: SealingKeys,
  documentId: string,
  dataKey: Buffer,
  aad: string,
  sealed: Buffer,
  what: string,
): Buffer => {
  const key = unsealBytes(keks, keyAad(documentId), dataKey, `document ${documentId}'s key`);
  try {
    return unsealBytes(documentRing(key), aad, sealed, what);
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
  const plain = openUnderDocumentKey(
    keks,
    documentId,
    sealed.dataKey,
    contentAad(documentId),
    sealed.content,
    `document ${documentId}`,
  );
  return JSON.parse(plain.toString("utf8")) as FieldValues;
};

/** The sender's name its owner chose (null when none, or once destroyed), or UnsealError. */
export const decryptSender = (
  keks: SealingKeys,
  documentId: string,
  sealed: { dataKey: Buffer | null; sender: Buffer | null },
): string | null => {
  if (sealed.dataKey === null || sealed.sender === null) return null;
  return openUnderDocumentKey(
    keks,
    documentId,
    sealed.dataKey,
    senderAad(documentId),
    sealed.sender,
    `document ${documentId}'s sender`,
  ).toString("utf8");
};

/** The access log's client address: HMAC-SHA256 under a key derived from the current KEK, hex, 32 characters. */
export const ipHash = (keks: SealingKeys, ip: string | undefined): string | null =>
  ip ? blindIndexes(keks, "contracts access log ip", ip)[0]!.toString("hex").slice(0, 32) : null;
