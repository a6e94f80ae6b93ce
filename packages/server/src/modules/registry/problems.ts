import { notFound, unprocessable } from "../../http/problem.ts";

/** The registry's problems (openapi/registry.yaml lists each with its status). */
export const registryProblems = {
  /** Unknown, or someone else's: answered alike, so a guessed id reveals nothing. */
  rightsCertificateNotFound: (id: string) =>
    notFound(`You have no rights certificate ${id}.`, { type: "rights-certificate-not-found" }),
  /** Unknown, or someone else's: answered alike. */
  signReceiptNotFound: (id: string) =>
    notFound(`You have no signing receipt ${id}.`, { type: "sign-receipt-not-found" }),
  receiptCertificateMismatch: (receiptId: string, certificateId: string) =>
    unprocessable(
      `Receipt ${receiptId} signs another payload: the SHA-256 of certificate ${certificateId}'s canonical ` +
        "document is not its payload digest. Sign the certificate document itself.",
      { type: "receipt-certificate-mismatch", title: "Receipt does not sign this certificate" },
    ),
  receiptSignatureInvalid: (receiptId: string) =>
    unprocessable(`The signature of receipt ${receiptId} does not verify under its key over this certificate.`, {
      type: "receipt-signature-invalid",
      title: "Receipt signature does not verify",
    }),
  artifactNotFound: (id: string) => notFound(`No artifact ${id}.`, { type: "artifact-not-found" }),
};
