import type { Schema } from "../../platform/operations.ts";
import { loggedView } from "../../transparency/entry.ts";
import { canonicalBytes, sha256Hex } from "../signing/index.ts";
import { certificateDocument } from "./certificate.ts";
import type { RightsObject } from "./objects.ts";

/** Public links of a certificate (rights `rgt_` or bureau `bct_` id) under the configured base URL. */
export const verifyUrl = (baseUrl: string, id: string) => `${baseUrl}/api/bureau/verify/status/${id}`;
export const rightsEmbedUrl = (baseUrl: string, id: string) => `${baseUrl}/api/rights/embed/${id}`;

/** The contract's RightsObject. */
export const rightsObjectView = (object: RightsObject, baseUrl: string): Schema<"RightsObject"> => {
  const certificate = certificateDocument(object);
  return {
    id: object.id,
    title: object.title,
    description: object.description,
    kind: object.kind,
    contentSha256: object.contentSha256,
    digestSource: object.digestSource,
    createdAt: object.createdAt.toISOString(),
    certificate,
    // SHA-256 of the document's RFC 8785 bytes: the `payloadSha256` of a receipt that signs it.
    certificateSha256: sha256Hex(canonicalBytes(certificate)),
    bureauCertId: object.bureauCertId,
    verifyUrl: verifyUrl(baseUrl, object.id),
    embedUrl: rightsEmbedUrl(baseUrl, object.id),
    ...loggedView(object.transparency),
  };
};
