-- Deposits through the hosted checkout page (openapi/checkout.yaml). A session is created `open` by
-- its owner, shown on a page at /pay/checkout/{token}, and completed at most once: the completion's
-- conditional UPDATE (open and unexpired) and its `deposit` movement commit together. Expiry is not
-- written: an open session past `expires_at` reads `expired`.
CREATE TABLE payment_checkout_sessions (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id),
  wallet_id text NOT NULL,
  -- Tiyn, positive, and a JSON-safe magnitude like every balance.
  amount bigint NOT NULL CHECK (amount > 0 AND amount <= 999999999999999),
  -- SHA-256 of the token in the page's URL: the token itself (the capability to pay) is never stored.
  token_hash bytea NOT NULL CHECK (length(token_hash) = 32),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed')),
  success_url text CHECK (length(success_url) <= 2048),
  cancel_url text CHECK (length(cancel_url) <= 2048),
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The wallet is the owner's (a user's wallet, never a system one).
  CONSTRAINT payment_checkout_sessions_wallet_fk FOREIGN KEY (wallet_id, owner_id)
    REFERENCES payment_wallets (id, owner_id),
  CONSTRAINT payment_checkout_sessions_completed CHECK ((status = 'completed') = (completed_at IS NOT NULL))
);
CREATE UNIQUE INDEX payment_checkout_sessions_token ON payment_checkout_sessions (token_hash);
CREATE INDEX payment_checkout_sessions_owner_idx ON payment_checkout_sessions (owner_id, id);
