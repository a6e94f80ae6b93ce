import type { CommonQueryMethods } from "slonik";
import type { Schema } from "../../platform/operations.ts";
import {
  certificateDocument,
  findRightsObjectView,
  isRightsObjectId,
  metadataDigest,
  type RightsObject,
} from "../rights/index.ts";
import {
  ALGO,
  canonicalBytes,
  type KeyStore,
  receiptStatementBytes,
  sha256Hex,
  verifyBytesAsync,
} from "../signing/index.ts";
import { certificateAttestationValid, platformSignatureValid } from "./attestation.ts";
import { findCertificate } from "./certificates.ts";
import { isBureauCertificateId } from "./ids.ts";
import { type Issued, loadIssued } from "./issued.ts";

/** Each check, or null when it does not apply (the contract's VerificationChecks describes each). */
export type Checks = Schema<"VerificationChecks">;

/** The public verification status of a certificate id (bureau `bct_` or rights `rgt_`). */
export type VerificationStatus = Schema<"VerificationStatus">;

const NO_CHECKS: Checks = {
  certificateDigest: null,
  signature: null,
  attestation: null,
  certificateAttestation: null,
  contentDigest: null,
};

const contentDigestCheck = (object: RightsObject): boolean | null =>
  object.digestSource === "metadata" ? metadataDigest(object) === object.contentSha256 : null;

/** Every check of an issued certificate, recomputed from what is stored now. */
export const checkIssued = async (keys: KeyStore, issued: Issued): Promise<Checks> => {
  const { cert, object, receipt, key } = issued;
  const contentDigest = contentDigestCheck(object);
  // The Ed25519 checks run on libuv's thread pool, side by side, off the event loop.
  const certificateAttestationCheck = certificateAttestationValid(keys, cert);
  if (!receipt || !key) {
    const certificateAttestation = await certificateAttestationCheck;
    return { certificateDigest: false, signature: false, attestation: false, certificateAttestation, contentDigest };
  }
  const bytes = canonicalBytes(certificateDocument(object));
  const owner = cert.ownerId;
  const ownersKey =
    object.ownerId === owner &&
    receipt.ownerId === owner &&
    receipt.id === cert.receiptId &&
    key.kind === "user" &&
    key.ownerId === owner;
  const [certificateAttestation, attestation, signature] = await Promise.all([
    certificateAttestationCheck,
    // A bureau certificate's receipt is always a v2 one, attested by the platform key: none is tampering.
    receipt.attestation !== null &&
      platformSignatureValid(
        keys,
        receipt.attestation,
        receiptStatementBytes({
          receiptId: receipt.id,
          keyId: receipt.keyId,
          publicKey: key.publicKey,
          signature: receipt.signature,
          payloadSha256: receipt.payloadSha256,
          createdAt: receipt.createdAt,
        }),
      ),
    ownersKey && verifyBytesAsync(key.publicKeyObject, bytes, receipt.signature),
  ]);
  return {
    certificateDigest: sha256Hex(bytes) === receipt.payloadSha256,
    signature,
    attestation,
    certificateAttestation,
    contentDigest,
  };
};

export const isIntact = (checks: Checks): boolean =>
  checks.signature === true && Object.values(checks).every((check) => check !== false);

/**
 * What anyone may learn about a certificate id: whether it exists, whether it is intact (see Checks:
 * every applicable check passes, and there is a signature to check), when it was issued. A rights
 * certificate that went through the pipeline is checked through its bureau certificate; one registered
 * alone has no signature, so it exists but is not intact (`reason: "unsigned"`).
 */
export const verificationStatus = async (
  db: CommonQueryMethods,
  keys: KeyStore,
  id: string,
): Promise<VerificationStatus> => {
  const checkedAt = new Date().toISOString();
  const absent: VerificationStatus = {
    id,
    exists: false,
    intact: false,
    type: null,
    reason: "not-found",
    certId: null,
    rightsCertId: null,
    issuedAt: null,
    registeredAt: null,
    title: null,
    kind: null,
    contentSha256: null,
    treaties: [],
    signature: null,
    checks: NO_CHECKS,
    checkedAt,
  };
  const type = isBureauCertificateId(id) ? "bureau-certificate" : "rights-certificate";
  let issued: Issued | null = null;
  let object: RightsObject | null = null;
  if (type === "bureau-certificate") {
    const cert = await findCertificate(db, id);
    issued = cert && (await loadIssued(db, keys, cert));
    object = issued?.object ?? null;
  } else if (isRightsObjectId(id)) {
    object = await findRightsObjectView(db, id);
    const cert = object?.bureauCertId ? await findCertificate(db, object.bureauCertId) : null;
    // The object was just read (the certificate is the one joined to it): not read again.
    issued = cert && object && (await loadIssued(db, keys, cert, object));
  }
  if (!object) return absent;
  const described = {
    ...absent,
    exists: true,
    type,
    rightsCertId: object.id,
    registeredAt: object.createdAt.toISOString(),
    title: object.title,
    kind: object.kind,
    contentSha256: object.contentSha256,
  } satisfies VerificationStatus;
  if (!issued) {
    return { ...described, reason: "unsigned", checks: { ...NO_CHECKS, contentDigest: contentDigestCheck(object) } };
  }
  const checks = await checkIssued(keys, issued);
  const intact = isIntact(checks);
  return {
    ...described,
    intact,
    reason: intact ? null : "tampered",
    certId: issued.cert.id,
    issuedAt: issued.cert.issuedAt,
    treaties: issued.cert.treaties,
    signature: issued.receipt ? { receiptId: issued.receipt.id, keyId: issued.receipt.keyId, algo: ALGO } : null,
    checks,
  };
};
