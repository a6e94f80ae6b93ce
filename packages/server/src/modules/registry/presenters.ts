import type { Schema } from "../../platform/operations.ts";
import { loggedView } from "../../transparency/entry.ts";
import { ALGO, toBase64url } from "../signing/index.ts";
import type { Quorum } from "./config.ts";
import { thresholdNumber } from "./quorum.ts";
import type { ArtifactRow, ArtifactSummaryRow, VersionRow, VersionWithVotes, VoteRow } from "./store.ts";
import type { Validator } from "./validator-keys.ts";

/** How the contract's registry schemas are written from stored rows (keys and signatures in base64url). */

const hexToBase64url = (hex: string) => toBase64url(Buffer.from(hex, "hex"));

const voteView = (vote: VoteRow): Schema<"Vote"> => ({
  validatorId: vote.validatorId,
  rule: vote.rule,
  approve: vote.approve,
  decision: vote.approve ? "approve" : "reject",
  reason: vote.reason,
  weight: vote.weight,
  algo: ALGO,
  publicKey: hexToBase64url(vote.publicKey),
  signature: hexToBase64url(vote.signature),
  castAt: vote.castAt,
});

const tallyView = (row: VersionRow) => {
  const quorum: Quorum = { numerator: row.quorumNumerator, denominator: row.quorumDenominator };
  return {
    verdict: row.verdict,
    approvedWeight: row.approvedWeight,
    totalWeight: row.totalWeight,
    requiredWeight: row.requiredWeight,
    threshold: thresholdNumber(quorum),
    quorum,
  };
};

/** A version without its votes (the recent list's `latest`). */
export const versionSummary = (row: VersionRow): Schema<"VersionSummary"> => ({
  id: row.id,
  version: row.version,
  artifactType: row.artifactType,
  ...tallyView(row),
  submittedAt: row.submittedAt,
});

/** The SubmittedCertificate schema (the submission statement states these values too). */
export const submittedCertificateView = (
  artifact: Pick<ArtifactRow, "rightsCertId">,
  row: Pick<
    VersionRow,
    "contentSha256" | "certificateSha256" | "signReceiptId" | "signerKeyId" | "signerPublicKey" | "signature"
  >,
): Schema<"SubmittedCertificate"> => ({
  rightsCertId: artifact.rightsCertId,
  contentSha256: row.contentSha256,
  certificateSha256: row.certificateSha256,
  signReceiptId: row.signReceiptId,
  signerKeyId: row.signerKeyId,
  signerPublicKey: hexToBase64url(row.signerPublicKey),
  signature: hexToBase64url(row.signature),
});

/** The ArtifactVersion schema: the submission as checked, its digest, the verdict and every vote. */
export const artifactVersionView = (
  artifact: Pick<ArtifactRow, "ownerId" | "rightsCertId">,
  row: VersionWithVotes,
): Schema<"ArtifactVersion"> => ({
  id: row.id,
  artifactId: row.artifactId,
  version: row.version,
  ownerId: artifact.ownerId,
  artifactType: row.artifactType,
  certificate: submittedCertificateView(artifact, row),
  submissionDigest: row.submissionDigest,
  submittedAt: row.submittedAt,
  ...tallyView(row),
  votes: row.votes.map(voteView),
  ...loggedView(row.transparency),
});

export const artifactSummary = (row: ArtifactSummaryRow): Schema<"RecentArtifact"> => ({
  ...artifactView(row, row.versionCount),
  latest: versionSummary(row.latest),
});

export const artifactView = (row: ArtifactRow, versionCount: number): Schema<"Artifact"> => ({
  id: row.id,
  ownerId: row.ownerId,
  rightsCertId: row.rightsCertId,
  createdAt: row.createdAt,
  versionCount,
});

export const validatorView = (validator: Validator): Schema<"Validator"> => ({
  id: validator.id,
  rule: validator.rule,
  weight: validator.weight,
  params: validator.params,
  algo: ALGO,
  publicKey: toBase64url(validator.publicKey),
  keyCreatedAt: validator.keyCreatedAt,
});
