import type { DatabasePool } from "slonik";
import { retryOnConflict } from "../../db/retry.ts";
import { unlogged } from "../../transparency/entry.ts";
import { signBytes } from "../signing/index.ts";
import type { ArtifactType, Quorum } from "./config.ts";
import { newArtifactId, newArtifactVersionId } from "./ids.ts";
import type { CheckedSubmission } from "./intake.ts";
import { tally } from "./quorum.ts";
import { type Evidence, RULE_CHECKS } from "./rules.ts";
import { type SubmittedVersion, submissionDigest, voteStatementBytes } from "./statements.ts";
import {
  ensureArtifact,
  findOriginalRegistration,
  insertVersion,
  lockContent,
  nextVersionNumber,
  type VersionWithVotes,
  type VoteRow,
} from "./store.ts";
import type { Validator } from "./validator-keys.ts";

export type Submission = {
  ownerId: string;
  /** When the owner's account was created (the authenticated caller's `created_at`). */
  ownerSince: Date;
  artifactType: ArtifactType;
  checked: CheckedSubmission;
};

/**
 * Record a checked submission as a new version of the owner's artifact for its certificate (the
 * artifact is created on the first submission) and let the validators decide it, in one transaction:
 * each validator judges the evidence by its own rule and signs its vote with its own key, and the
 * weighted tally against the quorum gives the verdict. Nothing is stored unless all of it is.
 */
export const submitArtifact = async (
  db: DatabasePool,
  validators: readonly Validator[],
  quorum: Quorum,
  submission: Submission,
): Promise<VersionWithVotes> => {
  const { ownerId, artifactType, checked } = submission;
  const { certificate, receipt, signerKey } = checked;
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      await lockContent(tx, certificate.contentSha256);
      const now = new Date();
      const submittedAt = now.toISOString();
      const artifact = await ensureArtifact(tx, {
        id: newArtifactId(),
        ownerId,
        rightsCertId: certificate.id,
        createdAt: submittedAt,
      });
      const submitted: SubmittedVersion = {
        id: newArtifactVersionId(),
        artifactId: artifact.id,
        version: await nextVersionNumber(tx, artifact.id),
        artifactType,
        contentSha256: certificate.contentSha256,
        certificateSha256: checked.certificateSha256,
        signReceiptId: receipt.id,
        signerKeyId: signerKey.id,
        signerPublicKey: signerKey.publicKey.toString("hex"),
        signature: receipt.signature.toString("hex"),
        submittedAt,
      };
      const digest = submissionDigest(artifact, submitted);
      const evidence: Evidence = {
        artifactType,
        certificate,
        receipt,
        signerKey,
        ownerSince: submission.ownerSince,
        original:
          certificate.digestSource === "metadata"
            ? null
            : await findOriginalRegistration(tx, certificate.contentSha256),
        now,
      };
      const votes: VoteRow[] = validators.map((validator) => {
        const ballot = RULE_CHECKS[validator.rule](evidence, validator.params);
        const castAt = new Date().toISOString();
        const signature = signBytes(
          validator.privateKey,
          voteStatementBytes({
            artifactVersionId: submitted.id,
            submissionDigest: digest,
            validatorId: validator.id,
            rule: validator.rule,
            decision: ballot.approve ? "approve" : "reject",
            reason: ballot.reason,
            weight: validator.weight,
            castAt,
          }),
        );
        return {
          validatorId: validator.id,
          rule: validator.rule,
          approve: ballot.approve,
          reason: ballot.reason,
          weight: validator.weight,
          publicKey: validator.publicKey.toString("hex"),
          signature: signature.toString("hex"),
          castAt,
        };
      });
      const stored: VersionWithVotes = {
        ...submitted,
        submissionDigest: digest,
        ...tally(votes, quorum),
        quorumNumerator: quorum.numerator,
        quorumDenominator: quorum.denominator,
        votes,
        transparency: unlogged(),
      };
      return insertVersion(tx, stored);
    }),
  );
};
