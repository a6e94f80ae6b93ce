import type { DatabasePool } from "slonik";
import { certificateDocument, findRightsObjectView, type RightsObject } from "../rights/index.ts";
import {
  canonicalBytes,
  findReceipt,
  type KeyStore,
  type Receipt,
  sha256Hex,
  type VerificationKey,
  verifyBytes,
} from "../signing/index.ts";
import { registryProblems } from "./problems.ts";

/** A submission whose certificate and receipt exist, are the caller's, and verify. */
export type CheckedSubmission = {
  /** With where its digest comes from (the duplication rule needs it). */
  certificate: RightsObject;
  receipt: Receipt;
  signerKey: VerificationKey;
  /** SHA-256 of the certificate document's RFC 8785 bytes (equal to the receipt's payload digest). */
  certificateSha256: string;
};

/**
 * The intake checks, before any validator votes: 404 when the certificate or the receipt is unknown or
 * belongs to someone else (alike, so ids of others reveal nothing), 422 when the receipt does not sign
 * this certificate (digest) or its signature does not verify under its key (node:crypto Ed25519).
 */
export const checkSubmission = async (
  db: DatabasePool,
  keys: KeyStore,
  ownerId: string,
  ids: { rightsCertId: string; signReceiptId: string },
): Promise<CheckedSubmission> => {
  const certificate = await findRightsObjectView(db, ids.rightsCertId);
  if (!certificate || certificate.ownerId !== ownerId)
    throw registryProblems.rightsCertificateNotFound(ids.rightsCertId);
  const receipt = await findReceipt(db, ids.signReceiptId);
  if (!receipt || receipt.ownerId !== ownerId) throw registryProblems.signReceiptNotFound(ids.signReceiptId);
  const bytes = canonicalBytes(certificateDocument(certificate));
  const certificateSha256 = sha256Hex(bytes);
  if (certificateSha256 !== receipt.payloadSha256)
    throw registryProblems.receiptCertificateMismatch(receipt.id, certificate.id);
  const signerKey = await keys.verificationKeyById(receipt.keyId);
  if (!signerKey || !verifyBytes(signerKey.publicKeyObject, bytes, receipt.signature)) {
    throw registryProblems.receiptSignatureInvalid(receipt.id);
  }
  return { certificate, receipt, signerKey, certificateSha256 };
};
