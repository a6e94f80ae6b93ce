import { canonicalBytes, toBase64url } from "./encoding.ts";

export const ALGO = "Ed25519";

/** Names what the platform key signs, so an attestation can never be mistaken for anything else. */
export const RECEIPT_STATEMENT_TYPE = "trustplane.signing.receipt";

export type ReceiptStatementFields = {
  receiptId: string;
  keyId: string;
  publicKey: Buffer;
  signature: Buffer;
  payloadSha256: string;
  createdAt: string;
};

/**
 * What a v2 receipt's attestation signs: the RFC 8785 canonical JSON of this object, built from the
 * receipt's own fields as the API returns them (base64url key and signature, hex digest). Clients
 * rebuild it the same way to check an attestation offline against the platform keys.
 */
export const receiptStatement = (fields: ReceiptStatementFields) => ({
  type: RECEIPT_STATEMENT_TYPE,
  algo: ALGO,
  receiptId: fields.receiptId,
  keyId: fields.keyId,
  publicKey: toBase64url(fields.publicKey),
  signature: toBase64url(fields.signature),
  payloadSha256: fields.payloadSha256,
  createdAt: fields.createdAt,
});

export const receiptStatementBytes = (fields: ReceiptStatementFields): Buffer =>
  canonicalBytes(receiptStatement(fields));
