-- The books: every balance of every currency and the one journal that explains them (src/money/journal.ts,
-- the only writer). Amounts are integer minor units of the account's currency.
--
-- An account is a user's (a ledger account, a payments wallet) or a system account: the fee shards, the
-- clearing account (the world outside the platform), the payouts account (money held for payouts under
-- review) and the mint shards (where test-net money is issued: faucet top-ups, reported earnings). A
-- system account's id sorts before every user account's (a ULID), so every movement, which locks its
-- accounts in id order, locks them first. Modules keep what is theirs about an account (which is a user's
-- default, one wallet per user) in their own tables, referencing the account here.
CREATE TABLE journal_accounts (
  id text PRIMARY KEY,
  currency text NOT NULL,
  -- NULL for a system account.
  owner_id text,
  kind text NOT NULL CHECK (kind IN ('user', 'fee', 'clearing', 'payouts', 'mint')),
  balance bigint NOT NULL DEFAULT 0,
  -- Money set aside for payouts under review (informational: the money itself sits in `payouts`).
  held bigint NOT NULL DEFAULT 0 CHECK (held >= 0 AND held <= 999999999999999),
  -- Outflow counted against the daily cap, for the UTC day `outflow_day`; reset by the first movement of
  -- a new day. The cap is NULL when there is none.
  outflow_day date NOT NULL DEFAULT '1970-01-01',
  outflow_today bigint NOT NULL DEFAULT 0 CHECK (outflow_today >= 0),
  daily_outflow_cap bigint CHECK (daily_outflow_cap IS NULL OR daily_outflow_cap >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Only the clearing and mint accounts go below zero: they mirror what the world brought in or what was
  -- issued. Every other balance fits a JSON number exactly (amounts travel as JSON numbers); a mint
  -- shard's total issuance is never sent, so it is bounded by bigint alone.
  CONSTRAINT journal_accounts_balance_nonnegative CHECK (balance >= 0 OR kind IN ('clearing', 'mint')),
  CONSTRAINT journal_accounts_balance_json_safe CHECK (kind = 'mint' OR balance BETWEEN -999999999999999 AND 999999999999999),
  CONSTRAINT journal_accounts_owner_kind CHECK ((kind = 'user') = (owner_id IS NOT NULL)),
  -- Targets of the journal's foreign keys: an entry's sides hold the entry's currency.
  CONSTRAINT journal_accounts_id_currency_key UNIQUE (id, currency)
);
CREATE INDEX journal_accounts_owner_idx ON journal_accounts (owner_id, currency) WHERE owner_id IS NOT NULL;

-- The journal: one row per double entry, immutable. A movement (a transfer with its fee, a deposit, a
-- payout's hold, a top-up) is one or more rows written by one statement; `movement_id` is the resource
-- they belong to, and (movement_id, kind) is unique, so no resource moves the same money twice. Each side
-- records its account's owner (NULL for a system account) and balance right after the entry, so any
-- account reconciles on its own.
CREATE TABLE journal_entries (
  id text PRIMARY KEY,
  -- The order entries were applied in: ids are minted before the statement waits for its locks, `seq` is
  -- drawn by the insert, after them, so per account it follows the order its balance changed.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  movement_id text NOT NULL,
  currency text NOT NULL,
  -- The module's name for the entry: topup, transfer, earning (ledger); p2p, p2p_fee, deposit, payout_*,
  -- request_payment (payments).
  kind text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  debit_account_id text NOT NULL,
  debit_owner_id text,
  debit_balance_after bigint NOT NULL,
  credit_account_id text NOT NULL,
  credit_owner_id text,
  credit_balance_after bigint NOT NULL,
  -- The movement's fee (a P2P transfer's), repeated on its entries so both sides' history shows it.
  fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  -- The Idempotency-Key the request carried: a retry whose first attempt committed but whose answer was
  -- lost finds the effect instead of repeating it.
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id),
  FOREIGN KEY (debit_account_id, currency) REFERENCES journal_accounts (id, currency),
  FOREIGN KEY (credit_account_id, currency) REFERENCES journal_accounts (id, currency)
);
CREATE UNIQUE INDEX journal_entries_movement_kind ON journal_entries (movement_id, kind);
-- Histories are a user's, newest first (ids are ULIDs): of all their accounts, or of one (filtered from
-- the owner's). A system account's entries are not indexed by side: it has no history to page through, and
-- its sums are its balance.
CREATE INDEX journal_entries_debit_owner_idx ON journal_entries (debit_owner_id, id) WHERE debit_owner_id IS NOT NULL;
CREATE INDEX journal_entries_credit_owner_idx ON journal_entries (credit_owner_id, id) WHERE credit_owner_id IS NOT NULL;
CREATE INDEX journal_entries_idempotency_idx ON journal_entries (idempotency_key) WHERE idempotency_key IS NOT NULL;
-- The faucet's per-user limit counts the user's recent top-ups.
CREATE INDEX journal_entries_topups_idx ON journal_entries (credit_owner_id, created_at) WHERE kind = 'topup';

CREATE FUNCTION journal_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'journal entries are immutable' USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER journal_entries_immutable BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_entries_immutable();
-- Entries commit only before the request's commit deadline, when one is set (enforce_commit_deadline,
-- src/db/migrations/0012_claim_and_commit_deadlines.sql): a COMMIT delivered late cannot land.
CREATE CONSTRAINT TRIGGER journal_entries_commit_deadline
  AFTER INSERT ON journal_entries DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION enforce_commit_deadline();

