import { certificateDocument, type RightsObject } from "../rights/index.ts";
import { canonicalBytes, type Receipt, sha256Hex, type VerificationKey, verifyBytes } from "../signing/index.ts";
import type { ArtifactType, Rule, ValidatorParams } from "./config.ts";

/** Everything a validator may look at: the submission as checked, and facts read for it. */
export type Evidence = {
  artifactType: ArtifactType;
  /** With where its content digest comes from (`digestSource`). */
  certificate: RightsObject;
  receipt: Receipt;
  /** The receipt's signing key: its owner and public key. */
  signerKey: Pick<VerificationKey, "id" | "ownerId" | "publicKeyObject">;
  /** When the owner's account was created. */
  ownerSince: Date;
  /**
   * The original: the earliest registered rights object (created_at, then id, across all owners) with
   * the certificate's content digest taken from content or a declared digest; null when the digest is
   * metadata-derived (not looked up).
   */
  original: OriginalRegistration | null;
  /** The submission's instant. */
  now: Date;
};

/** A rights object registration, with its owner's registry artifact for it if there is one. */
export type OriginalRegistration = {
  rightsCertId: string;
  ownerId: string;
  registeredAt: Date;
  artifactId: string | null;
};

export type Ballot = { approve: boolean; reason: string };

/**
 * Which rights-object kinds each artifact type accepts (kinds are free-form lowercase words chosen at
 * registration). The artifact type itself is always accepted as a kind.
 */
export const COMPATIBLE_KINDS: Record<ArtifactType, readonly string[]> = {
  music: ["music", "audio", "song", "track", "album", "composition", "recording", "sound"],
  film: ["film", "video", "movie", "animation", "documentary", "series", "clip"],
  code: ["code", "software", "source-code", "program", "library", "app", "script"],
  web: ["web", "website", "webpage", "site", "html", "web-app", "article", "blog", "text"],
};

/**
 * integrity: re-checks, independently of the intake checks, that the receipt signs this certificate:
 * SHA-256 of the RFC 8785 certificate document equals the receipt's payload digest, the Ed25519
 * signature verifies under the receipt's key over those bytes, and that key is the certificate owner's.
 */
const integrity = (e: Evidence): Ballot => {
  const bytes = canonicalBytes(certificateDocument(e.certificate));
  const digest = sha256Hex(bytes);
  if (digest !== e.receipt.payloadSha256) {
    return { approve: false, reason: `the receipt signs ${e.receipt.payloadSha256}, not this certificate (${digest})` };
  }
  if (!verifyBytes(e.signerKey.publicKeyObject, bytes, e.receipt.signature)) {
    return { approve: false, reason: `the signature does not verify under ${e.signerKey.id}` };
  }
  if (e.signerKey.ownerId !== e.certificate.ownerId) {
    return { approve: false, reason: `${e.signerKey.id} is not the certificate owner's key` };
  }
  return {
    approve: true,
    reason: `certificate digest ${digest} matches and the signature verifies under ${e.signerKey.id}`,
  };
};

const ageSeconds = (since: Date, now: Date) => Math.floor((now.getTime() - since.getTime()) / 1000);

/**
 * provenance: the timeline is consistent and old enough: the signature was made at or after the
 * certificate was registered, the certificate is at least minCertificateAgeSeconds old and the owner's
 * account at least minAccountAgeSeconds old.
 */
const provenance = (e: Evidence, params: ValidatorParams): Ballot => {
  const registered = e.certificate.createdAt;
  if (Date.parse(e.receipt.createdAt) < registered.getTime()) {
    return { approve: false, reason: "the signature is older than the certificate it signs" };
  }
  const certificateAge = ageSeconds(registered, e.now);
  const minCertificate = params.minCertificateAgeSeconds ?? 0;
  if (certificateAge < minCertificate) {
    return {
      approve: false,
      reason: `the certificate is ${certificateAge} s old; at least ${minCertificate} s required`,
    };
  }
  const accountAge = ageSeconds(e.ownerSince, e.now);
  const minAccount = params.minAccountAgeSeconds ?? 0;
  if (accountAge < minAccount) {
    return { approve: false, reason: `the owner's account is ${accountAge} s old; at least ${minAccount} s required` };
  }
  return {
    approve: true,
    reason: `signed after registration; certificate ${certificateAge} s, account ${accountAge} s old`,
  };
};

/** policy: the artifact type is one this validator accepts, and the certificate's kind fits it. */
const policy = (e: Evidence, params: ValidatorParams): Ballot => {
  const allowed = params.allowedTypes ?? [];
  if (!allowed.includes(e.artifactType)) {
    return {
      approve: false,
      reason: `artifact type ${e.artifactType} is not accepted (accepted: ${allowed.join(", ")})`,
    };
  }
  const kind = e.certificate.kind;
  if (!COMPATIBLE_KINDS[e.artifactType].includes(kind)) {
    return { approve: false, reason: `a ${kind} certificate cannot certify a ${e.artifactType} artifact` };
  }
  return { approve: true, reason: `a ${kind} certificate fits a ${e.artifactType} artifact` };
};

/**
 * duplication: the submitter owns the original, the earliest registration of this content digest
 * (rights objects registered from content or a declared digest, by registration instant then id, across
 * all owners). Who submits to the registry first does not matter, so a copied digest registered later
 * cannot lock out its first registrant. A metadata-derived digest (no content was sent) covers only
 * {title, description, kind}, so it says nothing about duplicated content: approved, saying so.
 */
const duplication = (e: Evidence): Ballot => {
  const digest = e.certificate.contentSha256;
  if (e.certificate.digestSource === "metadata") {
    return {
      approve: true,
      reason: `digest ${digest} covers the certificate's metadata only (title, description, kind), not its content: duplication cannot be judged`,
    };
  }
  const original = e.original;
  if (original && original.ownerId !== e.certificate.ownerId) {
    const artifact = original.artifactId ? ` (artifact ${original.artifactId})` : "";
    return {
      approve: false,
      reason: `content ${digest} was first registered by another owner at ${original.registeredAt.toISOString()}${artifact}; this certificate was registered at ${e.certificate.createdAt.toISOString()}`,
    };
  }
  return {
    approve: true,
    reason: `this owner registered content ${digest} first, at ${(original?.registeredAt ?? e.certificate.createdAt).toISOString()}`,
  };
};

export const RULE_CHECKS: Record<Rule, (e: Evidence, params: ValidatorParams) => Ballot> = {
  integrity,
  provenance,
  policy,
  duplication,
};
