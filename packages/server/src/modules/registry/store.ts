import { type CommonQueryMethods, sql } from "slonik";
import { lockForTransaction } from "../../db/advisory-lock.ts";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { fetchPage } from "../../persistence/pages.ts";
import { commitmentToDocument, entryText, type LoggedAt, loggedFrom, unlogged } from "../../transparency/entry.ts";
import { oneStoredEntry } from "../../transparency/sequence.ts";
import type { ArtifactType, Rule } from "./config.ts";
import type { Verdict } from "./quorum.ts";
import type { OriginalRegistration } from "./rules.ts";
import { verdictStatement } from "./statements.ts";

/** Registry rows as stored (migration 0009); written once, never updated. */

export type ArtifactRow = { id: string; ownerId: string; rightsCertId: string; createdAt: string };

export type VoteRow = {
  validatorId: string;
  rule: Rule;
  approve: boolean;
  reason: string;
  weight: number;
  /** Lowercase hex. */
  publicKey: string;
  /** Lowercase hex. */
  signature: string;
  castAt: string;
};

export type VersionRow = {
  id: string;
  artifactId: string;
  version: number;
  artifactType: ArtifactType;
  contentSha256: string;
  certificateSha256: string;
  signReceiptId: string;
  signerKeyId: string;
  /** Lowercase hex. */
  signerPublicKey: string;
  /** Lowercase hex. */
  signature: string;
  submissionDigest: string;
  verdict: Verdict;
  approvedWeight: number;
  totalWeight: number;
  requiredWeight: number;
  quorumNumerator: number;
  quorumDenominator: number;
  submittedAt: string;
  /** The verdict's place in the transparency log (null for one given before the log). */
  transparency: LoggedAt | null;
};

export type VersionWithVotes = VersionRow & { votes: VoteRow[] };

/** An artifact with how many versions it has and its latest version (without votes). */
export type ArtifactSummaryRow = ArtifactRow & { versionCount: number; latest: VersionRow };

const VERSION_COLUMNS = sql.fragment`v.id, v.artifact_id, v.version, v.artifact_type, v.content_sha256,
  v.certificate_sha256, v.sign_receipt_id, v.signer_key_id, v.signer_public_key, v.signature,
  v.submission_digest, v.verdict, v.approved_weight, v.total_weight, v.required_weight,
  v.quorum_numerator, v.quorum_denominator, v.submitted_at, v.log_index,
  encode(v.transparency_salt, 'hex') AS transparency_salt`;

type StoredVersion = {
  id: string;
  artifact_id: string;
  version: number;
  artifact_type: ArtifactType;
  content_sha256: string;
  certificate_sha256: string;
  sign_receipt_id: string;
  signer_key_id: string;
  signer_public_key: string;
  signature: string;
  submission_digest: string;
  verdict: Verdict;
  approved_weight: number;
  total_weight: number;
  required_weight: number;
  quorum_numerator: number;
  quorum_denominator: number;
  submitted_at: string;
  log_index: string | number | null;
  transparency_salt: string | null;
};

const toVersion = (row: StoredVersion): VersionRow => ({
  id: row.id,
  artifactId: row.artifact_id,
  version: row.version,
  artifactType: row.artifact_type,
  contentSha256: row.content_sha256,
  certificateSha256: row.certificate_sha256,
  signReceiptId: row.sign_receipt_id,
  signerKeyId: row.signer_key_id,
  signerPublicKey: row.signer_public_key,
  signature: row.signature,
  submissionDigest: row.submission_digest,
  verdict: row.verdict,
  approvedWeight: row.approved_weight,
  totalWeight: row.total_weight,
  requiredWeight: row.required_weight,
  quorumNumerator: row.quorum_numerator,
  quorumDenominator: row.quorum_denominator,
  submittedAt: row.submitted_at,
  transparency: loggedFrom(row),
});

type StoredArtifact = { id: string; owner_id: string; rights_cert_id: string; created_at: string };

const toArtifact = (row: StoredArtifact): ArtifactRow => ({
  id: row.id,
  ownerId: row.owner_id,
  rightsCertId: row.rights_cert_id,
  createdAt: row.created_at,
});

/**
 * Serialises every submission of one content digest (whoever submits it) until the transaction ends,
 * so submissions of the same content, and the version numbers they take, are decided one after the
 * other on settled data.
 */
export const lockContent = async (tx: CommonQueryMethods, contentSha256: string): Promise<void> => {
  await lockForTransaction(tx, `registry:content:${contentSha256}`);
};

/**
 * The original registration of a content digest: the earliest rights object (created_at, then id,
 * across all owners) registered with it from content or a declared digest, with its owner's registry
 * artifact for it if any. Metadata-derived digests are left out: they attest no content.
 */
export const findOriginalRegistration = async (
  tx: CommonQueryMethods,
  contentSha256: string,
): Promise<OriginalRegistration | null> => {
  const row = (await tx.maybeOne(sql.unsafe`
    SELECT o.id, o.owner_id, o.created_at,
           (SELECT a.id FROM registry_artifacts a WHERE a.owner_id = o.owner_id AND a.rights_cert_id = o.id) AS artifact_id
    FROM rights_objects o
    WHERE o.content_sha256 = ${contentSha256} AND o.digest_source <> 'metadata'
    ORDER BY o.created_at, o.id LIMIT 1`)) as {
    id: string;
    owner_id: string;
    created_at: string;
    artifact_id: string | null;
  } | null;
  return row
    ? {
        rightsCertId: row.id,
        ownerId: row.owner_id,
        registeredAt: new Date(row.created_at),
        artifactId: row.artifact_id,
      }
    : null;
};

/** The owner's artifact for this certificate, created with the id given when there is none yet. */
export const ensureArtifact = async (
  tx: CommonQueryMethods,
  values: { id: string; ownerId: string; rightsCertId: string; createdAt: string },
): Promise<ArtifactRow> => {
  await tx.query(sql.unsafe`
    INSERT INTO registry_artifacts (id, owner_id, rights_cert_id, created_at)
    VALUES (${values.id}, ${values.ownerId}, ${values.rightsCertId}, ${values.createdAt})
    ON CONFLICT (owner_id, rights_cert_id) DO NOTHING`);
  return toArtifact(
    (await tx.one(sql.unsafe`
      SELECT id, owner_id, rights_cert_id, created_at FROM registry_artifacts
      WHERE owner_id = ${values.ownerId} AND rights_cert_id = ${values.rightsCertId}`)) as StoredArtifact,
  );
};

export const nextVersionNumber = async (tx: CommonQueryMethods, artifactId: string): Promise<number> =>
  Number(
    await tx.oneFirst(
      sql.unsafe`SELECT coalesce(max(version), 0) + 1 FROM registry_artifact_versions WHERE artifact_id = ${artifactId}`,
    ),
  );

/** The verdict's entry in the transparency log: a commitment to its statement (statements.ts), no one key. */
const verdictEntry = (version: VersionWithVotes, salt: Buffer): string =>
  entryText({
    kind: "registry-verdict",
    id: version.id,
    issuedAt: new Date(version.submittedAt).toISOString(),
    keyId: null,
    signature: null,
    commitment: commitmentToDocument(salt, verdictStatement(version)),
  });

/**
 * Stores a version with its votes, and sequences its verdict into the transparency log in the same
 * statement; answers the version with its place in the log.
 */
export const insertVersion = async (tx: CommonQueryMethods, version: VersionWithVotes): Promise<VersionWithVotes> => {
  const salt = version.transparency?.salt ?? unlogged().salt;
  const row = (await tx.one(sql.unsafe`
    WITH ${oneStoredEntry({ kind: "registry-verdict", ref: version.id, text: verdictEntry(version, salt) })}
    INSERT INTO registry_artifact_versions
      (id, artifact_id, version, artifact_type, content_sha256, certificate_sha256, sign_receipt_id,
       signer_key_id, signer_public_key, signature, submission_digest, verdict, approved_weight,
       total_weight, required_weight, quorum_numerator, quorum_denominator, submitted_at,
       log_id, log_index, transparency_salt)
    SELECT ${version.id}, ${version.artifactId}, ${version.version}, ${version.artifactType},
           ${version.contentSha256}, ${version.certificateSha256}, ${version.signReceiptId},
           ${version.signerKeyId}, ${version.signerPublicKey}, ${version.signature}, ${version.submissionDigest},
           ${version.verdict}, ${version.approvedWeight}, ${version.totalWeight}, ${version.requiredWeight},
           ${version.quorumNumerator}, ${version.quorumDenominator}, ${version.submittedAt},
           log_first.log_id, log_first.first, ${sql.binary(salt)}
    FROM (SELECT 1) AS one LEFT JOIN log_first ON true
    RETURNING log_index, encode(transparency_salt, 'hex') AS transparency_salt`)) as Pick<
    StoredVersion,
    "log_index" | "transparency_salt"
  >;
  const column = (type: string, pick: (vote: VoteRow, position: number) => string | number | boolean) =>
    sql.array(version.votes.map(pick), type);
  await tx.query(sql.unsafe`
    INSERT INTO registry_votes
      (artifact_version_id, validator_id, rule, approve, reason, weight, public_key, signature, cast_at, position)
    SELECT ${version.id}, t.validator_id, t.rule, t.approve, t.reason, t.weight, t.public_key, t.signature,
           t.cast_at, t.position
    FROM unnest(
      ${column("text", (v) => v.validatorId)}, ${column("text", (v) => v.rule)}, ${column("bool", (v) => v.approve)},
      ${column("text", (v) => v.reason)}, ${column("int4", (v) => v.weight)}, ${column("text", (v) => v.publicKey)},
      ${column("text", (v) => v.signature)}, ${column("timestamptz", (v) => v.castAt)}, ${column("int4", (_, i) => i)}
    ) AS t(validator_id, rule, approve, reason, weight, public_key, signature, cast_at, position)`);
  return { ...version, transparency: loggedFrom(row) };
};

type StoredVote = {
  artifact_version_id: string;
  validator_id: string;
  rule: Rule;
  approve: boolean;
  reason: string;
  weight: number;
  public_key: string;
  signature: string;
  cast_at: string;
};

const votesOf = async (db: CommonQueryMethods, versionIds: string[]): Promise<Map<string, VoteRow[]>> => {
  const rows = (await db.any(sql.unsafe`
    SELECT artifact_version_id, validator_id, rule, approve, reason, weight, public_key, signature, cast_at
    FROM registry_votes WHERE artifact_version_id = ANY(${sql.array(versionIds, "text")})
    ORDER BY artifact_version_id, position`)) as readonly StoredVote[];
  const byVersion = new Map<string, VoteRow[]>(versionIds.map((id) => [id, []]));
  for (const row of rows) {
    byVersion.get(row.artifact_version_id)!.push({
      validatorId: row.validator_id,
      rule: row.rule,
      approve: row.approve,
      reason: row.reason,
      weight: row.weight,
      publicKey: row.public_key,
      signature: row.signature,
      castAt: row.cast_at,
    });
  }
  return byVersion;
};

export const findArtifact = async (db: CommonQueryMethods, id: string): Promise<ArtifactRow | null> => {
  const row = (await db.maybeOne(
    sql.unsafe`SELECT id, owner_id, rights_cert_id, created_at FROM registry_artifacts WHERE id = ${id}`,
  )) as StoredArtifact | null;
  return row ? toArtifact(row) : null;
};

/** The artifact's latest `limit` versions, newest first, each with its votes in validator order. */
export const latestVersions = async (
  db: CommonQueryMethods,
  artifactId: string,
  limit: number,
): Promise<{ versionCount: number; versions: VersionWithVotes[] }> => {
  const rows = (await db.any(sql.unsafe`
    SELECT ${VERSION_COLUMNS} FROM registry_artifact_versions v
    WHERE v.artifact_id = ${artifactId} ORDER BY v.version DESC LIMIT ${limit}`)) as readonly StoredVersion[];
  const versionCount = Number(
    await db.oneFirst(sql.unsafe`SELECT count(*) FROM registry_artifact_versions WHERE artifact_id = ${artifactId}`),
  );
  const votes = await votesOf(
    db,
    rows.map((r) => r.id),
  );
  return { versionCount, versions: rows.map((row) => ({ ...toVersion(row), votes: votes.get(row.id)! })) };
};

type StoredSummary = StoredArtifact & StoredVersion & { version_count: string | bigint; artifact_id_: string };

/** Artifacts newest first (by first submission), each with its latest version: keyset-paginated by id. */
export const recentArtifacts = (db: CommonQueryMethods, page: PageQuery): Promise<Page<ArtifactSummaryRow>> =>
  fetchPage(db, {
    page,
    columns: sql.fragment`a.id AS artifact_id_, a.owner_id, a.rights_cert_id, a.created_at, ${VERSION_COLUMNS},
      (SELECT count(*) FROM registry_artifact_versions c WHERE c.artifact_id = a.id) AS version_count`,
    from: sql.fragment`registry_artifacts a
      JOIN LATERAL (
        SELECT * FROM registry_artifact_versions l WHERE l.artifact_id = a.id ORDER BY l.version DESC LIMIT 1
      ) v ON TRUE`,
    orderBy: "id",
    keyColumns: { id: sql.identifier(["a", "id"]) },
    map: (row: StoredSummary) => ({
      id: row.artifact_id_,
      ownerId: row.owner_id,
      rightsCertId: row.rights_cert_id,
      createdAt: row.created_at,
      versionCount: Number(row.version_count),
      latest: toVersion(row),
    }),
  });

/**
 * Totals over the latest version of every artifact: how many artifacts, how many verified, and the
 * approving and cast weight summed (trustWeight is their ratio).
 */
export const registryTotals = async (
  db: CommonQueryMethods,
): Promise<{ totalArtifacts: number; verifiedCount: number; approvedWeight: number; castWeight: number }> => {
  const row = (await db.one(sql.unsafe`
    SELECT count(*) AS total_artifacts,
           count(*) FILTER (WHERE v.verdict = 'verified') AS verified_count,
           coalesce(sum(v.approved_weight), 0) AS approved_weight,
           coalesce(sum(v.total_weight), 0) AS cast_weight
    FROM registry_artifacts a
    JOIN LATERAL (
      SELECT verdict, approved_weight, total_weight FROM registry_artifact_versions l
      WHERE l.artifact_id = a.id ORDER BY l.version DESC LIMIT 1
    ) v ON TRUE`)) as Record<string, string | bigint | number>;
  return {
    totalArtifacts: Number(row.total_artifacts),
    verifiedCount: Number(row.verified_count),
    approvedWeight: Number(row.approved_weight),
    castWeight: Number(row.cast_weight),
  };
};
