-- Merchants (openapi/merchants.yaml): secret keys for server-to-server charges, and payment requests
-- a payer pays from their wallet into the merchant's.

-- A merchant's secret keys. The secret itself is never stored: only its SHA-256 (it has 256 random
-- bits, so a fast hash is right), looked up by that hash, and its first characters to tell keys apart.
-- Rotation replaces hash and prefix in place (same id); revocation is for good.
CREATE TABLE payment_merchant_keys (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES users (id),
  name text NOT NULL,
  prefix text NOT NULL,
  secret_hash bytea NOT NULL CHECK (octet_length(secret_hash) = 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  rotated_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE UNIQUE INDEX payment_merchant_keys_hash ON payment_merchant_keys (secret_hash);
CREATE INDEX payment_merchant_keys_merchant_idx ON payment_merchant_keys (merchant_id, id);

-- Payment requests: `open → paid | expired | cancelled`, each transition a conditional UPDATE on
-- `status = 'open'` (a paid request also needs `expires_at > now()`), so a request leaves `open` once.
-- An open request past `expires_at` reads `expired` before the sweep records it.
CREATE TABLE payment_requests (
  id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES users (id),
  merchant_wallet_id text NOT NULL REFERENCES payment_wallets (id),
  amount bigint NOT NULL CHECK (amount > 0),
  description text NOT NULL,
  reference text,
  -- For a charge's idempotency by reference: SHA-256 (hex) of what the charge asked for.
  fingerprint text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'expired', 'cancelled')),
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  payer_id text REFERENCES users (id),
  payer_wallet_id text REFERENCES payment_wallets (id),
  cancelled_at timestamptz,
  expired_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL AND payer_wallet_id IS NOT NULL)),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
);
CREATE UNIQUE INDEX payment_requests_reference ON payment_requests (merchant_id, reference) WHERE reference IS NOT NULL;
CREATE INDEX payment_requests_merchant_idx ON payment_requests (merchant_id, id);
-- The sweep's queue: open requests by expiry.
CREATE INDEX payment_requests_open_expiry_idx ON payment_requests (expires_at) WHERE status = 'open';

-- Every transition of every request (created, paid, expired, cancelled), in order.
CREATE TABLE payment_request_transitions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id text NOT NULL REFERENCES payment_requests (id),
  from_status text CHECK (from_status IN ('open')),
  to_status text NOT NULL CHECK (to_status IN ('open', 'paid', 'expired', 'cancelled')),
  -- Who caused it: the merchant (created, cancelled), the payer (paid); NULL for the sweep (expired).
  actor_id text REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_request_transitions_request_idx ON payment_request_transitions (request_id, id);
