import type { Schema } from "../../platform/operations.ts";
import { loggedView } from "../../transparency/entry.ts";
import { rightsObjectView, verifyUrl } from "../rights/index.ts";
import { ALGO, detachedSignature, toBase64url } from "../signing/index.ts";
import type { Issued } from "./issued.ts";
import { treaty } from "./treaties.ts";

export const bureauEmbedUrl = (baseUrl: string, certId: string) => `${baseUrl}/api/bureau/cert/${certId}/embed`;

/**
 * The contract's BureauCertificate: the rights object, the owner's signature over it, the treaties, and
 * the platform's attestation of the certificate (attestation.ts).
 */
export const bureauCertificateView = (issued: Issued, baseUrl: string): Schema<"BureauCertificate"> => {
  const { cert, object, receipt, key } = issued;
  if (!receipt || !key) throw new Error(`bureau certificate ${cert.id} lost its receipt or key`);
  return {
    certId: cert.id,
    issuedAt: cert.issuedAt,
    rightsObject: rightsObjectView(object, baseUrl),
    signature: detachedSignature(receipt, key.publicKey),
    treaties: cert.treaties.map(treaty),
    verifyUrl: verifyUrl(baseUrl, cert.id),
    embedUrl: bureauEmbedUrl(baseUrl, cert.id),
    attestation: { keyId: cert.attestation.keyId, algo: ALGO, signature: toBase64url(cert.attestation.signature) },
    ...loggedView(cert.transparency),
  };
};
