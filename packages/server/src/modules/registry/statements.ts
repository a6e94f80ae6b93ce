import { ALGO, canonicalBytes, sha256Hex } from "../signing/index.ts";
import type { Rule } from "./config.ts";
import { submittedCertificateView } from "./presenters.ts";
import type { ArtifactRow, VersionRow } from "./store.ts";

/**
 * What the registry hashes and signs. Both statements are RFC 8785 canonical JSON built only from
 * values the public artifact page shows, so anyone can rebuild them and check the digest and every
 * vote's signature offline with the validator keys of `GET /api/registry/validators`.
 */

export const SUBMISSION_STATEMENT_TYPE = "trustplane.registry.submission";
export const VOTE_STATEMENT_TYPE = "trustplane.registry.vote";

/** A version's submission as stored, before any vote. */
export type SubmittedVersion = Pick<
  VersionRow,
  | "id"
  | "artifactId"
  | "version"
  | "artifactType"
  | "contentSha256"
  | "certificateSha256"
  | "signReceiptId"
  | "signerKeyId"
  | "signerPublicKey"
  | "signature"
  | "submittedAt"
>;

/** The submission statement, from the values its artifact version shows (its `certificate` included). */
export const submissionStatement = (
  artifact: Pick<ArtifactRow, "ownerId" | "rightsCertId">,
  row: SubmittedVersion,
) => ({
  type: SUBMISSION_STATEMENT_TYPE,
  artifactId: row.artifactId,
  artifactVersionId: row.id,
  version: row.version,
  ownerId: artifact.ownerId,
  artifactType: row.artifactType,
  ...submittedCertificateView(artifact, row),
  submittedAt: row.submittedAt,
});

/** The submission digest: lowercase hex SHA-256 of the canonical submission statement. */
export const submissionDigest = (
  artifact: Pick<ArtifactRow, "ownerId" | "rightsCertId">,
  row: SubmittedVersion,
): string => sha256Hex(canonicalBytes(submissionStatement(artifact, row)));

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

export const VERDICT_STATEMENT_TYPE = "trustplane.registry.verdict";

/**
 * What the transparency log commits to for a verdict (kind registry-verdict): the verdict, its tally and
 * quorum, and every vote's signature in order (each signature covers its vote's statement, so the votes
 * are committed to), from the values the public artifact version shows (signatures as it shows them,
 * base64url).
 */
export const verdictStatement = (row: {
  id: string;
  submissionDigest: string;
  verdict: string;
  approvedWeight: number;
  totalWeight: number;
  requiredWeight: number;
  quorumNumerator: number;
  quorumDenominator: number;
  votes: readonly { signature: string }[];
}) => ({
  type: VERDICT_STATEMENT_TYPE,
  artifactVersionId: row.id,
  submissionDigest: row.submissionDigest,
  verdict: row.verdict,
  approvedWeight: row.approvedWeight,
  totalWeight: row.totalWeight,
  requiredWeight: row.requiredWeight,
  quorum: { numerator: row.quorumNumerator, denominator: row.quorumDenominator },
  votes: row.votes.map((vote) => Buffer.from(vote.signature, "hex").toString("base64url")),
});

export const voteStatement = (fields: VoteFields) => ({ type: VOTE_STATEMENT_TYPE, algo: ALGO, ...fields });

/** The bytes a validator signs for its vote. */
export const voteStatementBytes = (fields: VoteFields): Buffer => canonicalBytes(voteStatement(fields));
