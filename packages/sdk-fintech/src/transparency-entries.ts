/**
 * The entries the transparency log holds for what you were issued, rebuilt from the answers you hold (a
 * signing receipt and its payload, a rights certificate, a bureau certificate, a registry verdict), and
 * checked against a checkpoint with an inclusion proof. Each entry is the RFC 8785 canonical JSON of `{v,
 * kind, id, issuedAt, keyId, signatureSha256, commitment}`, the commitment being SHA-256(
 * `trustplane-commitment/v1\n` ‖ salt ‖ SHA-256 of the committed document's canonical JSON), the salt the
 * answer's `transparency.salt`.
 */
import { canonicalize } from "@trustplane/canonical-json";
import type { components } from "./generated/schema.js";
import { type Checkpoint, leafHash, verifyInclusion } from "./transparency.js";
import { fail, fromBase64, hex, sha256, utf8 } from "./transparency-internal.js";

type Schemas = components["schemas"];

/** Where an answer says the log holds it. */
export type Logged = { logIndex: number; salt: string };

/**
 * What the log records of one thing issued: its kind and id, when, the key and signature (null for what is
 * issued unsigned), the document its entry commits to, and the answer's `transparency`.
 */
export type Issuance = {
  kind: "signing-receipt" | "rights-certificate" | "bureau-certificate" | "registry-verdict";
  id: string;
  issuedAt: string;
  keyId: string | null;
  signature: Uint8Array | null;
  /** The committed document (a receipt's payload, a certificate document, a statement), as JSON. */
  document: unknown;
  transparency: Logged;
};

/** The entry's exact bytes for an issuance: what the log's leaf hash covers. */
export const issuedEntry = async (issued: Issuance): Promise<Uint8Array> => {
  const salt = fromBase64(issued.transparency.salt, "the salt");
  if (salt.length !== 32) fail("the salt must be 32 bytes");
  const commitment = await sha256(
    utf8("trustplane-commitment/v1\n"),
    salt,
    await sha256(utf8(canonicalize(issued.document))),
  );
  return utf8(
    canonicalize({
      v: 1,
      kind: issued.kind,
      id: issued.id,
      issuedAt: issued.issuedAt,
      keyId: issued.keyId,
      signatureSha256: issued.signature && hex(await sha256(issued.signature)),
      commitment: hex(commitment),
    }),
  );
};

/**
 * Whether the log holds this issuance at its index in the checkpoint's tree (opened with openCheckpoint):
 * its entry rebuilt (issuedEntry) and the inclusion proof of `GET
 * /api/transparency/proofs/inclusion?index=<logIndex>&treeSize=<checkpoint.treeSize>` checked.
 */
export const verifyIssuedLogged = async (options: {
  issued: Issuance;
  checkpoint: Checkpoint;
  proof: readonly (string | Uint8Array)[];
}): Promise<boolean> =>
  verifyInclusion({
    index: options.issued.transparency.logIndex,
    treeSize: options.checkpoint.treeSize,
    leafHash: await leafHash(await issuedEntry(options.issued)),
    hashes: options.proof,
    rootHash: options.checkpoint.rootHash,
  });

const logged = (answer: { transparency?: Logged }, what: string): Logged =>
  answer.transparency ?? fail(`the ${what} carries no transparency: it was issued before the log`);

/** A rights certificate's issuance (`POST /api/rights/objects`, `rightsObject` of a bureau certificate): unsigned, committing to its document. */
export const rightsCertificateIssuance = (object: Schemas["RightsObject"]): Issuance => ({
  kind: "rights-certificate",
  id: object.id,
  issuedAt: object.createdAt,
  keyId: null,
  signature: null,
  document: object.certificate,
  transparency: logged(object, "rights certificate"),
});

/** A bureau certificate's issuance: the platform's attestation, committing to the statement it signs. */
export const bureauCertificateIssuance = (cert: Schemas["BureauCertificate"]): Issuance => ({
  kind: "bureau-certificate",
  id: cert.certId,
  issuedAt: cert.issuedAt,
  keyId: cert.attestation.keyId,
  signature: base64url(cert.attestation.signature),
  document: {
    type: "trustplane.bureau.certificate",
    algo: "Ed25519",
    certId: cert.certId,
    rightsObjectId: cert.rightsObject.id,
    receiptId: cert.signature.receiptId,
    ownerId: cert.rightsObject.certificate.owner,
    treaties: cert.treaties.map((treaty) => treaty.code),
    issuedAt: cert.issuedAt,
  },
  transparency: logged(cert, "bureau certificate"),
});

/** A registry verdict's issuance (an artifact version, public): committing to the verdict and every vote's signature. */
export const registryVerdictIssuance = (version: Schemas["ArtifactVersion"]): Issuance => ({
  kind: "registry-verdict",
  id: version.id,
  issuedAt: version.submittedAt,
  keyId: null,
  signature: null,
  document: {
    type: "trustplane.registry.verdict",
    artifactVersionId: version.id,
    submissionDigest: version.submissionDigest,
    verdict: version.verdict,
    approvedWeight: version.approvedWeight,
    totalWeight: version.totalWeight,
    requiredWeight: version.requiredWeight,
    quorum: version.quorum,
    votes: version.votes.map((vote) => vote.signature),
  },
  transparency: logged(version, "verdict"),
});

const base64url = (text: string): Uint8Array => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) fail("a signature is not base64url");
  return Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0));
};

/** A receipt as the signing routes answer it (v1 or v2), with its `transparency`. */
export type LoggedReceipt = {
  receiptId: string;
  keyId: string;
  createdAt: string;
  /** `0x`-hex (v1) or unpadded base64url (v2). */
  signature: string;
  transparency: { logIndex: number; salt: string };
};

const signatureBytes = (signature: string): Uint8Array => {
  const hexed = /^0x([0-9a-fA-F]{128})$/.exec(signature);
  if (hexed) return Uint8Array.from(hexed[1]!.match(/../g)!, (pair) => Number.parseInt(pair, 16));
  if (!/^[A-Za-z0-9_-]{86}$/.test(signature)) return fail("the receipt's signature is malformed");
  return base64url(signature);
};

/** A receipt's issuance, with the payload it signed. */
export const receiptIssuance = (receipt: LoggedReceipt, payload: unknown): Issuance => ({
  kind: "signing-receipt",
  id: receipt.receiptId,
  issuedAt: receipt.createdAt,
  keyId: receipt.keyId,
  signature: signatureBytes(receipt.signature),
  document: payload,
  transparency: receipt.transparency,
});

/**
 * The entry the log holds for a receipt, rebuilt from the receipt, its payload and its salt: the RFC 8785
 * canonical JSON of `{v, kind, id, issuedAt, keyId, signatureSha256, commitment}`, the commitment being
 * SHA-256(`trustplane-commitment/v1\n` ‖ salt ‖ SHA-256 of the payload's canonical JSON).
 */
export const receiptEntry = (receipt: LoggedReceipt, payload: unknown): Promise<Uint8Array> =>
  issuedEntry(receiptIssuance(receipt, payload));

/**
 * Whether the log holds this receipt, for this payload, at its index in the checkpoint's tree: the entry is
 * rebuilt from what you hold (receiptEntry) and its inclusion proof (`GET
 * /api/transparency/proofs/inclusion?index=<logIndex>&treeSize=<checkpoint.treeSize>`) checked against the
 * checkpoint (opened with openCheckpoint).
 */
export const verifyReceiptLogged = (options: {
  receipt: LoggedReceipt;
  payload: unknown;
  checkpoint: Checkpoint;
  proof: readonly (string | Uint8Array)[];
}): Promise<boolean> =>
  verifyIssuedLogged({
    issued: receiptIssuance(options.receipt, options.payload),
    checkpoint: options.checkpoint,
    proof: options.proof,
  });
