-- The certification registry (modules/registry): validators' keys, artifacts, their versions and votes.
--
-- A submission, the validators' signed votes and the verdict they reach form one artifact version. An
-- artifact is the stable identity of (owner, rights certificate); each resubmission adds a version.
-- Artifacts, versions and votes are written once and never changed: triggers refuse UPDATE and DELETE.

-- One Ed25519 key per validator id, made on first use, the private half wrapped with AES-256-GCM under
-- the signing key-encryption key (as signing_keys). Keys are never replaced: old votes stay verifiable.
CREATE TABLE registry_validator_keys (
  validator_id text PRIMARY KEY CHECK (validator_id ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  -- Lowercase hex of the raw 32-byte public key.
  public_key text NOT NULL UNIQUE CHECK (public_key ~ '^[0-9a-f]{64}$'),
  private_key_ciphertext bytea NOT NULL,
  private_key_nonce bytea NOT NULL CHECK (octet_length(private_key_nonce) = 12),
  kek_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);

CREATE TABLE registry_artifacts (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id),
  rights_cert_id text NOT NULL REFERENCES rights_objects (id),
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  UNIQUE (owner_id, rights_cert_id)
);

CREATE TABLE registry_artifact_versions (
  id text PRIMARY KEY,
  artifact_id text NOT NULL REFERENCES registry_artifacts (id),
  version integer NOT NULL CHECK (version >= 1),
  artifact_type text NOT NULL CHECK (artifact_type IN ('music', 'film', 'code', 'web')),
  -- What was submitted, as checked: the certificate's content digest, the digest of its canonical
  -- certificate document, and the owner's signature over that document (receipt, key, signature).
  content_sha256 text NOT NULL CHECK (content_sha256 ~ '^[0-9a-f]{64}$'),
  certificate_sha256 text NOT NULL CHECK (certificate_sha256 ~ '^[0-9a-f]{64}$'),
  sign_receipt_id text NOT NULL REFERENCES signing_receipts (id),
  signer_key_id text NOT NULL REFERENCES signing_keys (id),
  signer_public_key text NOT NULL CHECK (signer_public_key ~ '^[0-9a-f]{64}$'),
  signature text NOT NULL CHECK (signature ~ '^[0-9a-f]{128}$'),
  -- SHA-256 of the canonical submission statement (modules/registry/statements.ts).
  submission_digest text NOT NULL CHECK (submission_digest ~ '^[0-9a-f]{64}$'),
  verdict text NOT NULL CHECK (verdict IN ('verified', 'rejected')),
  approved_weight integer NOT NULL CHECK (approved_weight >= 0),
  total_weight integer NOT NULL CHECK (total_weight > 0 AND approved_weight <= total_weight),
  required_weight integer NOT NULL CHECK (required_weight BETWEEN 1 AND total_weight),
  -- The threshold in force when the verdict was reached, as an exact fraction.
  quorum_numerator integer NOT NULL CHECK (quorum_numerator > 0),
  quorum_denominator integer NOT NULL CHECK (quorum_denominator >= quorum_numerator),
  CHECK ((verdict = 'verified') = (approved_weight >= required_weight)),
  submitted_at timestamptz NOT NULL,
  UNIQUE (artifact_id, version)
);

-- The duplication rule finds the original registration of a content digest: the earliest rights object
-- (created_at, then id) registered with it from content or a declared digest.
CREATE INDEX registry_rights_content_idx ON rights_objects (content_sha256, created_at, id)
  WHERE digest_source <> 'metadata';

CREATE TABLE registry_votes (
  artifact_version_id text NOT NULL REFERENCES registry_artifact_versions (id),
  validator_id text NOT NULL,
  rule text NOT NULL CHECK (rule IN ('integrity', 'provenance', 'policy', 'duplication')),
  approve boolean NOT NULL,
  reason text NOT NULL,
  weight integer NOT NULL CHECK (weight > 0),
  -- The validator's public key as it signed (lowercase hex), and its signature over the vote statement.
  public_key text NOT NULL CHECK (public_key ~ '^[0-9a-f]{64}$'),
  signature text NOT NULL CHECK (signature ~ '^[0-9a-f]{128}$'),
  cast_at timestamptz NOT NULL,
  -- The order the validators are configured in, so a version's votes read back in that order.
  position integer NOT NULL,
  PRIMARY KEY (artifact_version_id, validator_id)
);

CREATE FUNCTION registry_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'registry records are immutable: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER registry_artifacts_immutable BEFORE UPDATE OR DELETE ON registry_artifacts
  FOR EACH ROW EXECUTE FUNCTION registry_refuse_change();
CREATE TRIGGER registry_artifact_versions_immutable BEFORE UPDATE OR DELETE ON registry_artifact_versions
  FOR EACH ROW EXECUTE FUNCTION registry_refuse_change();
CREATE TRIGGER registry_votes_immutable BEFORE UPDATE OR DELETE ON registry_votes
  FOR EACH ROW EXECUTE FUNCTION registry_refuse_change();
