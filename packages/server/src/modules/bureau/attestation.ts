import { ALGO, canonicalBytes, type KeyStore, signBytes, type UsableKey, verifyBytesAsync } from "../signing/index.ts";
import type { BureauCertificate, CertificateAttestation } from "./certificates.ts";

/** Names what the platform key signs for a certificate, so it can never be mistaken for a receipt's attestation. */
export const CERTIFICATE_STATEMENT_TYPE = "trustplane.bureau.certificate";

type Attested = Omit<BureauCertificate, "attestation" | "transparency">;

/**
 * What the platform key signs when it issues a bureau certificate: the RFC 8785 canonical JSON of the
 * certificate's own fields (which object, which receipt, whose, which treaties, when), as the API
 * returns them, so anyone can rebuild it from a BureauCertificate and check it offline against the
 * published platform keys (GET /api/signing/v2/keys).
 */
export const certificateStatement = (cert: Attested) => ({
  type: CERTIFICATE_STATEMENT_TYPE,
  algo: ALGO,
  certId: cert.id,
  rightsObjectId: cert.rightsObjectId,
  receiptId: cert.receiptId,
  ownerId: cert.ownerId,
  treaties: cert.treaties,
  issuedAt: cert.issuedAt,
});

/** The platform key's attestation of a certificate about to be issued. */
export const attestCertificate = (platform: UsableKey, cert: Attested): CertificateAttestation => ({
  keyId: platform.id,
  signature: signBytes(platform.privateKey, canonicalBytes(certificateStatement(cert))),
});

/** The attestation's signature over `message` verifies under its platform key (a key of another kind never does). */
export const platformSignatureValid = async (
  keys: KeyStore,
  attestation: { keyId: string; signature: Buffer },
  message: Uint8Array,
): Promise<boolean> => {
  const platform = await keys.verificationKeyById(attestation.keyId);
  return (
    platform !== null &&
    platform.kind === "platform" &&
    verifyBytesAsync(platform.publicKeyObject, message, attestation.signature)
  );
};

/** The stored attestation verifies over the certificate as stored now, under a platform key. */
export const certificateAttestationValid = (keys: KeyStore, cert: BureauCertificate): Promise<boolean> =>
  platformSignatureValid(keys, cert.attestation, canonicalBytes(certificateStatement(cert)));
