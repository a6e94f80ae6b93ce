import { notFound, unprocessable } from "../../http/problem.ts";

/** The registry's own problem types (https://trustplane.dev/problems/<type>). */

/** Unknown, or someone else's: answered alike, so a guessed id reveals nothing. */
export const rightsCertificateNotFound = (id: string) =>
  notFound(`You have no rights certificate ${id}.`, { type: "rights-certificate-not-found" });

/** Unknown, or someone else's: answered alike. */
export const signReceiptNotFound = (id: string) =>
  notFound(`You have no signing receipt ${id}.`, { type: "sign-receipt-not-found" });

export const receiptCertificateMismatch = (receiptId: string, certificateId: string) =>
  unprocessable(
    `Receipt ${receiptId} signs another payload: the SHA-256 of certificate ${certificateId}'s canonical ` +
      "document is not its payload digest. Sign the certificate document itself.",
    { type: "receipt-certificate-mismatch", title: "Receipt does not sign this certificate" },
  );

export const receiptSignatureInvalid = (receiptId: string) =>
  unprocessable(`The signature of receipt ${receiptId} does not verify under its key over this certificate.`, {
    type: "receipt-signature-invalid",
    title: "Receipt signature does not verify",
  });

export const artifactNotFound = (id: string) => notFound(`No artifact ${id}.`, { type: "artifact-not-found" });
