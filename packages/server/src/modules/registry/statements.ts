import { canonicalBytes, sha256Hex } from "../signing/encoding.ts";
import { ALGO } from "../signing/statements.ts";
import type { ArtifactType, Rule } from "./validator-config.ts";

/**
 * What the registry hashes and signs. Both statements are RFC 8785 canonical JSON built only from
 * values the public artifact page shows, so anyone can rebuild them and check the digest and every
 * vote's signature offline with the validator keys of `GET /api/registry/validators`.
 */

export const SUBMISSION_STATEMENT_TYPE = "trustplane.registry.submission";
export const VOTE_STATEMENT_TYPE = "trustplane.registry.vote";

export type SubmissionFields = {
  artifactId: string;
  artifactVersionId: string;
  version: number;
  ownerId: string;
  artifactType: ArtifactType;
  rightsCertId: string;
  contentSha256: string;
  certificateSha256: string;
  signReceiptId: string;
  signerKeyId: string;
  /** base64url of the raw 32-byte Ed25519 key. */
  signerPublicKey: string;
  /** base64url of the 64-byte signature over the certificate. */
  signature: string;
  submittedAt: string;
};

export const submissionStatement = (fields: SubmissionFields) => ({ type: SUBMISSION_STATEMENT_TYPE, ...fields });

/** The submission digest: lowercase hex SHA-256 of the canonical submission statement. */
export const submissionDigest = (fields: SubmissionFields): string =>
  sha256Hex(canonicalBytes(submissionStatement(fields)));

export type VoteFields = {
  artifactVersionId: string;
  submissionDigest: string;
  validatorId: string;
  /** The rule the validator applied. */
  rule: Rule;
  decision: "approve" | "reject";
  reason: string;
  weight: number;
  castAt: string;
};

export const voteStatement = (fields: VoteFields) => ({ type: VOTE_STATEMENT_TYPE, algo: ALGO, ...fields });

/** The bytes a validator signs for its vote. */
export const voteStatementBytes = (fields: VoteFields): Buffer => canonicalBytes(voteStatement(fields));
