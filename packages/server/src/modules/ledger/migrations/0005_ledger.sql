-- Wallet ledger (issue 4). Amounts are integer minor units of the native unit (1 TNU = 100).
--
-- The journal: one row per balance change, and one row is one complete double entry. A transfer's
-- debit (from_account_id) and credit (to_account_id) are the two sides of the same row, so they can
-- never be written apart; a top-up is a credit minted by the test-net faucet (no from side). Each
-- side records the account's balance right after the entry, so any account reconciles on its own:
-- its balance is the sum of its credits minus its debits, and equals the balance after its latest
-- entry. Rows are immutable (trigger below); corrections would be new rows.

-- Every balance must stay exactly representable as a JSON number (amounts travel as JSON numbers):
-- at most 15 significant digits, the most a double carries exactly, so 9,999,999,999,999.99 TNU.
-- Non-negativity is already checked since 0001.
ALTER TABLE accounts ADD CONSTRAINT accounts_balance_json_safe CHECK (balance <= 999999999999999);
-- Target of the journal's (account, owner) foreign keys: the owner copied into a journal row is
-- proven to be the account's owner by the database, not only by the code.
ALTER TABLE accounts ADD CONSTRAINT accounts_id_owner_key UNIQUE (id, owner_id);

CREATE TABLE ledger_operations (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('topup', 'transfer')),
  amount bigint NOT NULL CHECK (amount > 0),
  -- Debit side (NULL for a top-up).
  from_account_id text,
  from_owner_id text,
  from_balance_after bigint CHECK (from_balance_after >= 0),
  -- Credit side.
  to_account_id text NOT NULL,
  to_owner_id text NOT NULL,
  to_balance_after bigint NOT NULL CHECK (to_balance_after >= 0),
  -- The transfer resource (`trf_…`) a transfer row carries; NULL for a top-up.
  transfer_id text UNIQUE,
  -- The Idempotency-Key the request carried, so a retry whose first attempt committed but whose
  -- response was lost (crash, connection drop) finds the effect instead of repeating it.
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (from_account_id, from_owner_id) REFERENCES accounts (id, owner_id),
  FOREIGN KEY (to_account_id, to_owner_id) REFERENCES accounts (id, owner_id),
  CONSTRAINT ledger_operations_shape CHECK (
    (kind = 'topup' AND from_account_id IS NULL AND from_owner_id IS NULL AND from_balance_after IS NULL
      AND transfer_id IS NULL)
    OR (kind = 'transfer' AND from_account_id IS NOT NULL AND from_owner_id IS NOT NULL
      AND from_balance_after IS NOT NULL AND transfer_id IS NOT NULL AND from_account_id <> to_account_id)
  )
);

-- Lists are per caller: operations where the caller owns either side, newest first (ids are ULIDs).
CREATE INDEX ledger_operations_from_owner_idx ON ledger_operations (from_owner_id, id) WHERE from_owner_id IS NOT NULL;
CREATE INDEX ledger_operations_to_owner_idx ON ledger_operations (to_owner_id, id);
-- The faucet's per-user rate limit counts the caller's recent top-ups.
CREATE INDEX ledger_operations_topups_idx ON ledger_operations (to_owner_id, created_at) WHERE kind = 'topup';
CREATE INDEX ledger_operations_idempotency_idx ON ledger_operations (idempotency_key) WHERE idempotency_key IS NOT NULL;

CREATE FUNCTION ledger_operations_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger operations are immutable' USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER ledger_operations_immutable BEFORE UPDATE OR DELETE ON ledger_operations
  FOR EACH ROW EXECUTE FUNCTION ledger_operations_immutable();
