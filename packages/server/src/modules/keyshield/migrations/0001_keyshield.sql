-- Threshold keys (k of n). Only what cannot recover a key alone is stored: the public key (Ed25519),
-- the secret encrypted under the key's data key (AES-256-GCM, AAD binding key id, epoch and kind) and
-- that ciphertext sealed again under the personal-data KEK (`secret_sealed`, packSealed's bytes), k, n,
-- the epoch, and the SHA-256 fingerprint of each share of the current epoch (n × 32 bytes, by index).
-- Never the data key, never a share.
CREATE TABLE keyshield_keys (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('ed25519', 'secret-256')),
  label text CHECK (char_length(label) BETWEEN 1 AND 100),
  public_key bytea CHECK ((kind = 'ed25519') = (public_key IS NOT NULL)),
  threshold smallint NOT NULL,
  shares smallint NOT NULL,
  epoch integer NOT NULL DEFAULT 1 CHECK (epoch >= 1),
  secret_sealed bytea NOT NULL,
  share_fingerprints bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  rotated_at timestamptz,
  CHECK (2 <= threshold AND threshold <= shares AND shares <= 16),
  CHECK (octet_length(share_fingerprints) = 32 * shares)
);

CREATE INDEX keyshield_keys_user ON keyshield_keys (user_id, id);

-- Every use of a key, refused attempts included: who, when, which key at which epoch, what, and how it
-- ended (a refusal's problem code).
CREATE TABLE keyshield_audit (
  id text PRIMARY KEY,
  key_id text NOT NULL REFERENCES keyshield_keys (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  operation text NOT NULL CHECK (operation IN ('derive', 'recover', 'rotate')),
  epoch integer NOT NULL CHECK (epoch >= 1),
  outcome text NOT NULL CHECK (outcome IN ('succeeded', 'refused')),
  code text CHECK ((outcome = 'refused') = (code IS NOT NULL)),
  request_id text,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);

CREATE INDEX keyshield_audit_key ON keyshield_audit (key_id, id);
