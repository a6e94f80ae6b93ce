-- Payouts and identity checks (KYC), openapi/payouts.yaml.

-- A payout: money paid out of a user's wallet to a bank account. Its amount is held at creation (a
-- `payout_hold` entry into the `payouts` system wallet, and the wallet's `held`), then settled
-- (`payout_settle`, to clearing) or released (`payout_release`, back to the wallet). Only `pending`
-- moves, once: every transition is `UPDATE … WHERE status = 'pending'`.
CREATE TABLE payment_payouts (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  wallet_id text NOT NULL REFERENCES payment_wallets (id),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('pending', 'settled', 'rejected', 'cancelled')),
  -- The destination `{"type":"iban","iban":…,"holderName":…}`, sealed (personal data; AAD
  -- `payment_payouts:<id>:destination`).
  destination bytea NOT NULL,
  -- The IBAN's last four characters, for the masked display (`KZ•••• 1234`) and CSV exports.
  iban_last4 text NOT NULL,
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_payouts_user_idx ON payment_payouts (user_id, id);
CREATE INDEX payment_payouts_status_idx ON payment_payouts (status, id);
CREATE UNIQUE INDEX payment_payouts_idempotency ON payment_payouts (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

-- Every change of a payout's status (its creation included): who, when, why.
CREATE TABLE payment_payout_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payout_id text NOT NULL REFERENCES payment_payouts (id),
  status text NOT NULL CHECK (status IN ('pending', 'settled', 'rejected', 'cancelled')),
  actor_id text NOT NULL REFERENCES users (id),
  by_operator boolean NOT NULL,
  reason text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX payment_payout_events_payout_idx ON payment_payout_events (payout_id, id);

-- Identity checks: what a user submitted, sealed as one JSON blob (AAD
-- `payment_kyc_submissions:<id>:data`), and the operator's decision. At most one pending per user.
CREATE TABLE payment_kyc_submissions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  data bytea NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by text REFERENCES users (id),
  reason text,
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX payment_kyc_one_pending ON payment_kyc_submissions (user_id) WHERE status = 'pending';
CREATE INDEX payment_kyc_user_idx ON payment_kyc_submissions (user_id, id);
CREATE INDEX payment_kyc_status_idx ON payment_kyc_submissions (status, id);
