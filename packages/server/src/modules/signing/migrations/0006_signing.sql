-- Ed25519 signing keys and signature receipts (modules/signing).
--
-- A key belongs to one user (kind 'user') or to the platform itself (kind 'platform', no owner; it
-- attests v2 receipts). The private key is stored only wrapped with AES-256-GCM under a configured
-- key-encryption key, whose id is kept so that KEK can be rotated. At most one current (unretired) key
-- per user and one for the platform: these partial unique indexes are what decide a race between two
-- first requests that both try to create the key.
CREATE TABLE signing_keys (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('user', 'platform')),
  owner_id text REFERENCES users (id),
  -- Lowercase hex of the raw 32-byte public key.
  public_key text NOT NULL UNIQUE CHECK (public_key ~ '^[0-9a-f]{64}$'),
  private_key_ciphertext bytea NOT NULL,
  private_key_nonce bytea NOT NULL CHECK (octet_length(private_key_nonce) = 12),
  kek_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz,
  CHECK ((kind = 'user') = (owner_id IS NOT NULL))
);
CREATE UNIQUE INDEX signing_keys_one_current_per_user ON signing_keys (owner_id) WHERE kind = 'user' AND retired_at IS NULL;
CREATE UNIQUE INDEX signing_keys_one_current_platform ON signing_keys (kind) WHERE kind = 'platform' AND retired_at IS NULL;
CREATE INDEX signing_keys_owner_idx ON signing_keys (owner_id, created_at, id) WHERE owner_id IS NOT NULL;

-- One row per signature made (a receipt). The payload itself is not kept, only the SHA-256 of its
-- RFC 8785 canonical form. v2 receipts carry the platform key's attestation of the receipt.
CREATE TABLE signing_receipts (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id),
  key_id text NOT NULL REFERENCES signing_keys (id),
  payload_sha256 text NOT NULL CHECK (payload_sha256 ~ '^[0-9a-f]{64}$'),
  -- Lowercase hex of the 64-byte Ed25519 signature.
  signature text NOT NULL CHECK (signature ~ '^[0-9a-f]{128}$'),
  api_version text NOT NULL CHECK (api_version IN ('v1', 'v2')),
  attestation_key_id text REFERENCES signing_keys (id),
  attestation text CHECK (attestation ~ '^[0-9a-f]{128}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((attestation IS NULL) = (attestation_key_id IS NULL))
);
CREATE INDEX signing_receipts_owner_created_idx ON signing_receipts (owner_id, created_at, id);
-- Verification finds the earliest receipt holding a signature; one payload signed many times by one key
-- gives one signature many times, so the index carries the order too and the lookup stays one probe.
CREATE INDEX signing_receipts_signature_idx ON signing_receipts (signature, created_at, id);
