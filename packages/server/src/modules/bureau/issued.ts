import type { CommonQueryMethods } from "slonik";
import { findRightsObjectView, type RightsObject } from "../rights/index.ts";
import { findReceipt, type KeyStore, type Receipt, type VerificationKey } from "../signing/index.ts";
import { type BureauCertificate, findCertificate } from "./certificates.ts";

/** A bureau certificate with everything it refers to, as stored now (any of it may have been tampered with). */
export type Issued = {
  cert: BureauCertificate;
  object: RightsObject;
  receipt: Receipt | null;
  /** The key the receipt names. */
  key: VerificationKey | null;
};

/** `known`: the certificate's rights object when the caller has already read it (it is not read again). */
export const loadIssued = async (
  db: CommonQueryMethods,
  keys: KeyStore,
  cert: BureauCertificate,
  known?: RightsObject,
): Promise<Issued | null> => {
  const object = known ?? (await findRightsObjectView(db, cert.rightsObjectId));
  if (!object) return null;
  const receipt = await findReceipt(db, cert.receiptId);
  const key = receipt ? await keys.verificationKeyById(receipt.keyId) : null;
  return { cert, object, receipt, key };
};

export const loadIssuedById = async (db: CommonQueryMethods, keys: KeyStore, certId: string) => {
  const cert = await findCertificate(db, certId);
  return cert ? loadIssued(db, keys, cert) : null;
};
