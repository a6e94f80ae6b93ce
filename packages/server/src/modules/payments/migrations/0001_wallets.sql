-- Embedded payments (issue 15): KZT wallets and their journal, separate from the test-net ledger.
-- Amounts are integer tiyn (1 KZT = 100 tiyn).
--
-- Every movement of money is one or more double entries between two wallets: a user's wallet, or one
-- of the platform's system wallets below. So the sum of every wallet's balance is always exactly 0:
-- the clearing wallet (the world outside: checkout deposits come from it, settled payouts go to it)
-- is the only balance allowed below zero, and it mirrors what users hold.

CREATE TABLE payment_wallets (
  id text PRIMARY KEY,
  -- NULL for a system wallet.
  owner_id text REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('user', 'fee', 'clearing', 'payouts')),
  currency text NOT NULL DEFAULT 'KZT' CHECK (currency = 'KZT'),
  -- Available to spend.
  balance bigint NOT NULL DEFAULT 0,
  -- Held by payouts under review (kept by the payouts' own statements; informational: the held money
  -- itself sits in the `payouts` system wallet).
  held bigint NOT NULL DEFAULT 0 CHECK (held >= 0 AND held <= 999999999999999),
  -- Outflow counted against the daily cap (transfers with their fee, payouts, payments of requests),
  -- for the UTC day `outflow_day`; reset by the first movement of a new day.
  outflow_day date NOT NULL DEFAULT '1970-01-01',
  outflow_today bigint NOT NULL DEFAULT 0 CHECK (outflow_today >= 0),
  -- The most this wallet may send out per UTC day; NULL = no cap (the owner's identity is verified).
  daily_outflow_cap bigint CHECK (daily_outflow_cap IS NULL OR daily_outflow_cap >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- No negative balance, except the clearing wallet's; and every balance fits a JSON number exactly.
  CONSTRAINT payment_wallets_balance_nonnegative CHECK (balance >= 0 OR kind = 'clearing'),
  CONSTRAINT payment_wallets_balance_json_safe CHECK (balance BETWEEN -999999999999999 AND 999999999999999),
  CONSTRAINT payment_wallets_owner_kind CHECK ((kind = 'user') = (owner_id IS NOT NULL)),
  CONSTRAINT payment_wallets_id_owner_key UNIQUE (id, owner_id)
);
-- One KZT wallet per user.
CREATE UNIQUE INDEX payment_wallets_one_per_owner ON payment_wallets (owner_id) WHERE owner_id IS NOT NULL;

-- The system wallets, with fixed ids that sort before every user wallet (ULIDs), so every statement
-- that locks wallets in id order locks them first. The fee wallet is 16 shards: every transfer credits
-- one at random, so transfers do not all queue on one row; the fee account's balance is their sum.
INSERT INTO payment_wallets (id, kind)
SELECT 'pwl_0000000000000000000000FE0' || upper(to_hex(n)), 'fee' FROM generate_series(0, 15) AS n;
INSERT INTO payment_wallets (id, kind) VALUES
  ('pwl_0000000000000000000000CE00', 'clearing'),
  ('pwl_0000000000000000000000PA00', 'payouts');

-- The journal: one row per double entry, immutable. A movement (a transfer, a deposit, a payout's
-- hold or settlement, a request's payment) is one or more rows sharing `movement_id`, written by one
-- statement. Each side records its wallet's balance right after the entry.
CREATE TABLE payment_entries (
  id text PRIMARY KEY,
  -- The order entries were applied in. Ids are minted before the statement waits for its locks, so
  -- two movements of one wallet may commit in the other order than their ids; `seq` is drawn by the
  -- insert, after the locks, so per wallet it follows the order its balance changed.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  movement_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('p2p', 'p2p_fee', 'deposit', 'payout_hold', 'payout_settle',
    'payout_release', 'request_payment')),
  amount bigint NOT NULL CHECK (amount > 0),
  debit_wallet_id text NOT NULL REFERENCES payment_wallets (id),
  debit_balance_after bigint NOT NULL,
  credit_wallet_id text NOT NULL REFERENCES payment_wallets (id),
  credit_balance_after bigint NOT NULL,
  -- The movement's fee (a transfer's), repeated on its entries so both sides' history shows it.
  fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_wallet_id <> credit_wallet_id)
);
CREATE INDEX payment_entries_debit_idx ON payment_entries (debit_wallet_id, id);
CREATE INDEX payment_entries_credit_idx ON payment_entries (credit_wallet_id, id);
CREATE INDEX payment_entries_movement_idx ON payment_entries (movement_id);

CREATE FUNCTION payment_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment entries are immutable' USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER payment_entries_immutable BEFORE UPDATE OR DELETE ON payment_entries
  FOR EACH ROW EXECUTE FUNCTION payment_entries_immutable();

-- Transfers between users (P2P): the resource `POST /api/payments/transfer` answers with.
CREATE TABLE payment_transfers (
  id text PRIMARY KEY,
  payer_id text NOT NULL REFERENCES users (id),
  from_wallet_id text NOT NULL REFERENCES payment_wallets (id),
  to_wallet_id text NOT NULL REFERENCES payment_wallets (id),
  amount bigint NOT NULL CHECK (amount > 0),
  fee bigint NOT NULL CHECK (fee >= 0),
  -- The payer's free-text note to the recipient, sealed (it is personal data); NULL when none.
  description bytea,
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_transfers_idempotency ON payment_transfers (payer_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

-- Notifications: what happened that a user cares about, newest first, with read state.
CREATE TABLE payment_notifications (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  -- The event's details (amounts, ids); sealed, as they may name people.
  data bytea NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_notifications_user_idx ON payment_notifications (user_id, id);
CREATE INDEX payment_notifications_unread_idx ON payment_notifications (user_id, id) WHERE read_at IS NULL;

-- The kinds a user chose not to receive (every kind is on by default).
CREATE TABLE payment_notification_mutes (
  user_id text NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  PRIMARY KEY (user_id, kind)
);
